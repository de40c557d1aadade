"""Recipes: YAML under ``prompts/recipes/`` (via the document cascade) configure workers.

Eddie has no recipe: its configuration is bundled in code (:data:`EDDIE_CONFIG`).
"""

from __future__ import annotations

import functools
from typing import Any, Literal

import yaml
from pydantic import BaseModel, Field, ValidationError

from brain.errors import ConfigError
from brain.services.documents import DocumentService


class Recipe(BaseModel):
    name: str
    engine: Literal["eddie", "arthur", "ford", "marvin", "vogon"]
    model: str = "default:fast"
    prompt: str = Field(description="Prompt document path, e.g. arthur.md")
    params: dict[str, Any] = Field(default_factory=lambda: {"progress": "normal"})
    tools: list[str] | None = None  # None = every tool the profile may use
    tools_removed: list[str] = Field(default_factory=list)


EDDIE_CONFIG = Recipe(
    name="eddie",
    engine="eddie",
    model="default:fast",
    prompt="eddie.md",
    params={"progress": "normal"},
    tools=[
        "project_create",
        "project_list",
        "project_open",
        "project_archive",
        "process_list",
        "process_observe",
        "process_command",
        "inbox_forward_to_user",
        "inbox_list",
        "inbox_read",
        "schedule_add",
        "schedule_list",
        "schedule_remove",
        "peer_notify",
        "memory_remember",
        "memory_recall",
        "memory_correct",
        "memory_forget",
        "doc_create",
        "doc_read",
        "doc_edit",
        "doc_list",
        "scratchpad_read",
        "scratchpad_write",
        "work_exec_run",
        "work_exec_status",
        "work_exec_kill",
        "how_do_i",
        "client_file_read",
        "client_file_list",
        "client_file_write",
        "client_file_edit",
        "client_exec_run",
    ],
)


async def load_recipe(documents: DocumentService, name: str) -> Recipe:
    """The recipe ``name`` from the cascade (user project → tenant → bundled)."""
    if name == "eddie":
        return EDDIE_CONFIG
    doc = await documents.lookup(f"recipes/{name}.yaml")
    if doc is None:
        raise ConfigError(f"No recipe named {name!r}.", hint="Recipes live in prompts/recipes/.")
    try:
        return _parsed(name, doc.content).model_copy(deep=True)
    except (yaml.YAMLError, ValidationError) as exc:
        raise ConfigError(
            f"The recipe {name!r} ({doc.source}) is invalid: {exc}",
            hint="Fix the YAML or remove the override to use the bundled one.",
        ) from exc


@functools.lru_cache(maxsize=64)
def _parsed(name: str, content: str) -> Recipe:
    """A recipe document parsed once per distinct text (a planner spawning many workers
    reads the same recipe each time; an edited document is new text)."""
    data = yaml.safe_load(content) or {}
    return Recipe.model_validate({"name": name, **data})
