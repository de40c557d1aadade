"""Routing evals: does the hub pick the right first action for an utterance?

Each case (bundled as package data: ``brain/evals/data/hub_routing.yaml``) is an utterance
with the expected *first* thing the hub does: a hub tool (``project_create``, ``process_list``, …) or a terminal action
(``answer``, ``ask_user``, ``delegate_project``, ``mediate``, …). :func:`run_evals` sends
every utterance to a fresh hub session in its own temporary ``VANCE_HOME`` and records what
came first (:class:`TurnRecorder`): the first ``TOOL_START`` of the hub process, else the
action of the first assistant message (``meta["action"]``, plain text = ``answer``).

``model="scripted"`` registers a scripted model that answers every case with exactly its
expected action, so the run measures the pipeline, deterministically (100 % expected).
"""

from __future__ import annotations

from brain.evals.cases import (
    ACTIONS,
    DEFAULT_CASES,
    IGNORED_KINDS,
    SCRIPT_NAME,
    SCRIPTED_MODEL,
    WORKER_ENGINE,
    CaseSetup,
    EvalCase,
    load_cases,
    parse_cases,
)
from brain.evals.recorder import (
    FirstAction,
    TurnRecorder,
    scripted_responder,
)
from brain.evals.report import (
    CaseResult,
    CategoryScore,
    EvalReport,
    format_report,
)
from brain.evals.runner import (
    eval_settings,
    fastpath_report,
    run_case,
    run_evals,
)

__all__ = [
    "ACTIONS",
    "DEFAULT_CASES",
    "IGNORED_KINDS",
    "SCRIPTED_MODEL",
    "SCRIPT_NAME",
    "WORKER_ENGINE",
    "CaseResult",
    "CaseSetup",
    "CategoryScore",
    "EvalCase",
    "EvalReport",
    "FirstAction",
    "TurnRecorder",
    "eval_settings",
    "fastpath_report",
    "format_report",
    "load_cases",
    "parse_cases",
    "run_case",
    "run_evals",
    "scripted_responder",
]
