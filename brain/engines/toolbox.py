"""The engines' one tool registry and executor (built once, on first use)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence

    from brain.tools.base import Tool, ToolExecutor, ToolRegistry

_schemas: dict[tuple[str, ...], list[dict[str, Any]]] = {}


@lru_cache(maxsize=1)
def toolbox() -> tuple[ToolRegistry, ToolExecutor]:
    from brain.tools.base import ToolExecutor, default_registry

    registry = default_registry()
    return registry, ToolExecutor(registry)


def tool_schemas(tools: Sequence[Tool]) -> list[dict[str, Any]]:
    """The function schemas of ``tools``; generated once per distinct tool set (pydantic's
    schema generation costs about a millisecond per tool)."""
    key = tuple(tool.name for tool in tools)
    cached = _schemas.get(key)
    if cached is None:
        registry, _executor = toolbox()
        cached = _schemas[key] = registry.schemas(tools)
    return cached
