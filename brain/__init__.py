"""Vance: embedded brain. The public API the UI, the CLI and voice import from.

Names load lazily (PEP 562): ``from brain import ChatMessage`` imports only the module that
defines it, so the terminal app can paint its first frame before the brain is loaded.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from brain.client import Client as Client
    from brain.client import Profile as Profile
    from brain.config import (
        Paths as Paths,
    )
    from brain.config import (
        Settings as Settings,
    )
    from brain.config import (
        load_settings as load_settings,
    )
    from brain.config import (
        resolve_paths as resolve_paths,
    )
    from brain.diagnostics import Check as Check
    from brain.errors import (
        ConfigError as ConfigError,
    )
    from brain.errors import (
        Conflict as Conflict,
    )
    from brain.errors import (
        NotFound as NotFound,
    )
    from brain.errors import (
        Refused as Refused,
    )
    from brain.errors import (
        StoreError as StoreError,
    )
    from brain.errors import (
        UserFacingError as UserFacingError,
    )
    from brain.errors import (
        VanceError as VanceError,
    )
    from brain.errors import (
        VoiceUnavailable as VoiceUnavailable,
    )
    from brain.evals import (
        CaseResult as CaseResult,
    )
    from brain.evals import (
        EvalCase as EvalCase,
    )
    from brain.evals import (
        EvalReport as EvalReport,
    )
    from brain.evals import (
        fastpath_report as fastpath_report,
    )
    from brain.evals import (
        format_report as format_report,
    )
    from brain.evals import (
        load_cases as load_cases,
    )
    from brain.evals import (
        run_evals as run_evals,
    )
    from brain.evals.routing import (
        routing_eval as routing_eval,
    )
    from brain.events.frames import (
        ApprovalRequest as ApprovalRequest,
    )
    from brain.events.frames import (
        ApprovalResolved as ApprovalResolved,
    )
    from brain.events.frames import (
        ChatAppended as ChatAppended,
    )
    from brain.events.frames import (
        ErrorNote as ErrorNote,
    )
    from brain.events.frames import (
        Frame as Frame,
    )
    from brain.events.frames import (
        InboxChanged as InboxChanged,
    )
    from brain.events.frames import (
        ModeChanged as ModeChanged,
    )
    from brain.events.frames import (
        PlanNode as PlanNode,
    )
    from brain.events.frames import (
        PlanProposed as PlanProposed,
    )
    from brain.events.frames import (
        ProcessEvent as ProcessEvent,
    )
    from brain.events.frames import (
        ProcessProgress as ProcessProgress,
    )
    from brain.events.frames import (
        StreamAborted as StreamAborted,
    )
    from brain.events.frames import (
        StreamChunk as StreamChunk,
    )
    from brain.events.frames import (
        SwitchTo as SwitchTo,
    )
    from brain.events.frames import (
        TodosUpdated as TodosUpdated,
    )
    from brain.events.frames import (
        frame_json as frame_json,
    )
    from brain.llm.catalog import ModelInfo as ModelInfo
    from brain.llm.catalog import list_models as list_models
    from brain.llm.gateway import ModelGateway as ModelGateway
    from brain.llm.model_files import (
        find_local_model as find_local_model,
    )
    from brain.llm.model_files import (
        local_model_missing_error as local_model_missing_error,
    )
    from brain.memory.models import (
        Fact as Fact,
    )
    from brain.models import (
        ChatMessage as ChatMessage,
    )
    from brain.models import (
        InboxItem as InboxItem,
    )
    from brain.models import (
        InboxStatus as InboxStatus,
    )
    from brain.models import (
        Process as Process,
    )
    from brain.models import (
        Project as Project,
    )
    from brain.models import (
        Schedule as Schedule,
    )
    from brain.models import (
        ScheduleRun as ScheduleRun,
    )
    from brain.models import (
        Session as Session,
    )
    from brain.planning.budget import (
        ProcessBudget as ProcessBudget,
    )
    from brain.planning.render import plan_tree as plan_tree
    from brain.settings_file import effective as effective
    from brain.settings_file import set_config_value as set_config_value
    from brain.store import Store as Store
    from brain.text import strip_control as strip_control
    from brain.wire import ChatMeta as ChatMeta
    from brain.wire import Option as Option

_EXPORTS: dict[str, str] = {
    "Client": "brain.client",
    "Profile": "brain.client",
    "Paths": "brain.config",
    "Settings": "brain.config",
    "load_settings": "brain.config",
    "resolve_paths": "brain.config",
    "Check": "brain.diagnostics",
    "ConfigError": "brain.errors",
    "Conflict": "brain.errors",
    "NotFound": "brain.errors",
    "Refused": "brain.errors",
    "StoreError": "brain.errors",
    "UserFacingError": "brain.errors",
    "VanceError": "brain.errors",
    "VoiceUnavailable": "brain.errors",
    "CaseResult": "brain.evals",
    "EvalCase": "brain.evals",
    "EvalReport": "brain.evals",
    "fastpath_report": "brain.evals",
    "format_report": "brain.evals",
    "load_cases": "brain.evals",
    "run_evals": "brain.evals",
    "routing_eval": "brain.evals.routing",
    "ApprovalRequest": "brain.events.frames",
    "ApprovalResolved": "brain.events.frames",
    "ChatAppended": "brain.events.frames",
    "ErrorNote": "brain.events.frames",
    "Frame": "brain.events.frames",
    "InboxChanged": "brain.events.frames",
    "ModeChanged": "brain.events.frames",
    "PlanNode": "brain.events.frames",
    "ProcessBudget": "brain.planning.budget",
    "PlanProposed": "brain.events.frames",
    "ProcessEvent": "brain.events.frames",
    "ProcessProgress": "brain.events.frames",
    "StreamAborted": "brain.events.frames",
    "StreamChunk": "brain.events.frames",
    "SwitchTo": "brain.events.frames",
    "TodosUpdated": "brain.events.frames",
    "frame_json": "brain.events.frames",
    "ModelInfo": "brain.llm.catalog",
    "plan_tree": "brain.planning.render",
    "list_models": "brain.llm.catalog",
    "ModelGateway": "brain.llm.gateway",
    "find_local_model": "brain.llm.model_files",
    "local_model_missing_error": "brain.llm.model_files",
    "Fact": "brain.memory.models",
    "ChatMessage": "brain.models",
    "InboxItem": "brain.models",
    "InboxStatus": "brain.models",
    "Process": "brain.models",
    "Project": "brain.models",
    "Schedule": "brain.models",
    "ScheduleRun": "brain.models",
    "Session": "brain.models",
    "USER_SETTINGS": "brain.services.settings",
    "effective": "brain.settings_file",
    "set_config_value": "brain.settings_file",
    "Store": "brain.store",
    "ago": "brain.text",
    "strip_control": "brain.text",
    "log_to_state_folder": "brain.logs",
    "ChatMeta": "brain.wire",
    "Option": "brain.wire",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'brain' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
