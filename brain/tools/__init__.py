"""Tools: typed functions the engines offer to models, one registry, one executor.

Public surface (everything else in this package is private or a tool module)::

    from brain.tools import ToolContext, ToolExecutor, default_registry
"""

from brain.tools.base import (
    Label,
    Tool,
    ToolContext,
    ToolParams,
    ToolRegistry,
    ToolResult,
    default_registry,
    tool,
)
from brain.tools.executor import ToolExecutor

__all__ = [
    "Label",
    "Tool",
    "ToolContext",
    "ToolExecutor",
    "ToolParams",
    "ToolRegistry",
    "ToolResult",
    "default_registry",
    "tool",
]
