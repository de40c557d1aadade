"""The engines' one tool registry and executor (built once, on first use)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brain.tools.base import ToolRegistry
    from brain.tools.executor import ToolExecutor


@lru_cache(maxsize=1)
def toolbox() -> tuple[ToolRegistry, ToolExecutor]:
    from brain.tools.base import default_registry
    from brain.tools.executor import ToolExecutor

    registry = default_registry()
    return registry, ToolExecutor(registry)
