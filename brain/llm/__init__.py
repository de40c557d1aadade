"""The model gateway: every model call of the brain goes through :class:`ModelGateway`.

Importing this package is cheap: litellm is imported only by :meth:`ModelGateway.warm`
or the first call, and llama.cpp only when the local model is first used.
"""

from brain.llm.errors import (
    AuthFailed,
    BadRequest,
    LocalModelMissing,
    ModelError,
    NoApiKey,
    RateLimited,
    ScriptError,
    ServerError,
    TimedOut,
    Unreachable,
    map_litellm_error,
)
from brain.llm.gateway import ModelGateway
from brain.llm.types import LlmResult, Message, TextSink, ToolCall, Totals, Usage

__all__ = [
    "AuthFailed",
    "BadRequest",
    "LlmResult",
    "LocalModelMissing",
    "Message",
    "ModelError",
    "ModelGateway",
    "NoApiKey",
    "RateLimited",
    "ScriptError",
    "ServerError",
    "TextSink",
    "TimedOut",
    "ToolCall",
    "Totals",
    "Unreachable",
    "Usage",
    "map_litellm_error",
]
