"""The scripted model: a real litellm custom provider that replays replies from a script.

Model strings ``scripted/<name>`` pick a script. Tests register one in code::

    register_script("t", [Reply(text="Hello!"), Reply(tool_calls=[ScriptedToolCall(...)])])

A list is consumed in order, one reply per request; a *responder* function is called with
the request's messages and tools and returns the reply. Without a registered script, the
name is looked up as ``prompts/scripts/<name>.yaml`` (so ``VANCE_MODEL=scripted/demo``
works for demos). Such a file holds either ``replies:`` (a list, consumed in order) or
``rules:`` (``when``: a case-insensitive regular expression searched in the last user
message, ``reply``: the reply) plus a ``default:`` reply.

Replies stream in chunks of ``chunk_chars`` characters (tool-call arguments too), with
optional delays (or held until a test sets the reply's ``hold`` event), and report
realistic usage: about one token per four characters of the prompt (tool schemas included)
and of the reply. ``error`` makes a reply fail the way a
provider would (after streaming its text, if it has any).

Only :func:`make_scripted_handler` imports litellm.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import math
import re
import secrets
from collections import deque
from collections.abc import AsyncIterator, Callable
from importlib import resources
from typing import TYPE_CHECKING, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from brain.llm.calls import current_caller
from brain.llm.errors import ScriptError
from brain.llm.types import Message

if TYPE_CHECKING:
    from litellm.llms.custom_llm import CustomLLM
    from litellm.types.utils import GenericStreamingChunk


ErrorKind = Literal["auth", "rate_limit", "timeout", "server", "bad_request", "unreachable"]


class ScriptedToolCall(BaseModel):
    """A tool call the scripted model makes."""

    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class Reply(BaseModel):
    """One scripted reply: text and/or tool calls, how it streams, and an optional failure."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    text: str = ""
    tool_calls: list[ScriptedToolCall] = Field(default_factory=list)
    chunk_chars: int = Field(default=12, ge=1)
    delay_s: float = Field(default=0.0, ge=0)
    """Seconds before the first chunk (time to first token)."""
    chunk_delay_s: float = Field(default=0.0, ge=0)
    """Seconds between chunks."""
    hold: asyncio.Event | None = Field(default=None, exclude=True)
    """Held before the first chunk until a test sets it (work that lasts exactly as long
    as the test needs, whatever the machine's speed)."""
    error: ErrorKind | None = None


Responder = Callable[[list[Message], list[dict[str, Any]] | None], Reply]

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")
_WARMUP_NAME = "-warm-up"
WARMUP_MODEL = f"scripted/{_WARMUP_NAME}"
"""A built-in script the loader calls once so litellm's first real call is fast."""


class _Script:
    def __init__(self, name: str, source: list[Reply] | Responder) -> None:
        self.name = name
        self.responder = source if callable(source) else None
        self.replies = deque(source) if not callable(source) else deque()
        self.length = 0 if callable(source) else len(source)
        self.ids = itertools.count(1)

    def next_reply(self, messages: list[Message], tools: list[dict[str, Any]] | None) -> Reply:
        if self.responder is not None:
            return self.responder(messages, tools)
        if not self.replies:
            raise ScriptError(
                f"The scripted model scripted/{self.name} has no reply left "
                f"(its script had {self.length}).",
                hint="Give the script more replies (register_script or "
                f"prompts/scripts/{self.name}.yaml).",
                model=f"scripted/{self.name}",
            )
        return self.replies.popleft()


_scripts: dict[str, _Script] = {}


def register_script(name: str, script: list[Reply] | Responder) -> None:
    """Make ``scripted/<name>`` replay ``script`` (replacing any earlier one)."""
    if not _NAME.match(name):
        raise ValueError(f"Invalid script name {name!r}.")
    _scripts[name] = _Script(name, script if callable(script) else list(script))


def clear_scripts() -> None:
    """Forget every registered script (tests call this between cases)."""
    _scripts.clear()


Step = Reply | Callable[[list[Message]], Reply]


class ScriptedModel:
    """A scripted model as an object: replies queued per *engine*, chosen by who calls
    (:func:`brain.llm.calls.current_caller`), never by reading the prompt.

    ``model`` is its litellm model string; hand it to the brain as settings
    (``Settings(model=script.model)``) or as the brain's model seat
    (``Brain.open(model=ModelSeat.of(script))``).
    Background calls (summaries, voice-rules bootstrap) queue under ``"other"``.
    """

    def __init__(self, name: str | None = None) -> None:
        self.name = name or f"m-{secrets.token_hex(5)}"
        self.steps: dict[str, list[Step]] = {}
        self.seen: list[tuple[str, list[Message]]] = []
        self.offered: dict[str, set[str]] = {}
        register_script(self.name, self._respond)

    @property
    def model(self) -> str:
        return f"scripted/{self.name}"

    def add(self, engine: str, *steps: Step) -> None:
        self.steps.setdefault(engine, []).extend(steps)

    def _respond(self, messages: list[Message], tools: list[dict[str, Any]] | None) -> Reply:
        caller = current_caller()
        engine = caller.engine if caller is not None and caller.purpose == "turn" else "other"
        self.seen.append((engine, messages))
        self.offered.setdefault(engine, set()).update(
            str(t["function"]["name"]) for t in tools or []
        )
        queue = self.steps.get(engine) or []
        if not queue:
            return Reply(text=f"({engine} has nothing scripted)")
        step = queue.pop(0)
        return step(messages) if callable(step) else step


def bundled_script_names() -> list[str]:
    """Names of the scripts shipped in ``prompts/scripts/``."""
    try:
        folder = resources.files("prompts").joinpath("scripts")
        return sorted(
            entry.name.removesuffix(".yaml")
            for entry in folder.iterdir()
            if entry.name.endswith(".yaml")
        )
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        return []


def registered_script_names() -> list[str]:
    return sorted(_scripts)


def check_script(name: str) -> None:
    """Raise :class:`ScriptError` unless ``scripted/<name>`` has a script (loads the file)."""
    _script(name)


def _script(name: str) -> _Script:
    if name == _WARMUP_NAME:
        return _Script(name, lambda messages, tools: Reply(text="ok"))
    found = _scripts.get(name)
    if found is None:
        register_script(name, load_script_file(name))
        found = _scripts[name]
    return found


def load_script_file(name: str) -> list[Reply] | Responder:
    """The script in ``prompts/scripts/<name>.yaml``."""
    model = f"scripted/{name}"
    missing = ScriptError(
        f"There is no script named {name!r} for the scripted model.",
        hint="Register one with brain.llm.scripted.register_script or add "
        f"prompts/scripts/{name}.yaml; bundled: {', '.join(bundled_script_names()) or 'none'}.",
        model=model,
    )
    if not _NAME.match(name):
        raise missing
    try:
        text = resources.files("prompts").joinpath("scripts").joinpath(f"{name}.yaml").read_text()
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError) as exc:
        raise missing from exc
    try:
        return script_from_data(yaml.safe_load(text))
    except (yaml.YAMLError, ValidationError, ValueError, re.error) as exc:
        raise ScriptError(
            f"The script prompts/scripts/{name}.yaml is invalid: {exc}".splitlines()[0],
            hint="Fix the file: it needs `replies:` or `rules:` and `default:`.",
            model=model,
        ) from exc


def script_from_data(data: Any) -> list[Reply] | Responder:
    """A script from parsed YAML: ``replies: [...]``, or ``rules: [...]`` + ``default:``."""
    if not isinstance(data, dict):
        raise ValueError("a script is a mapping with `replies:` or `rules:`")
    if "replies" in data:
        return [Reply.model_validate(item) for item in data["replies"] or []]
    rules = [
        (re.compile(str(rule["when"]), re.IGNORECASE), Reply.model_validate(rule["reply"]))
        for rule in data.get("rules") or []
    ]
    default = Reply.model_validate(data.get("default") or {"text": "(no scripted reply)"})

    def respond(messages: list[Message], tools: list[dict[str, Any]] | None) -> Reply:
        said = last_user_text(messages)
        return next((reply for pattern, reply in rules if pattern.search(said)), default)

    return respond


def _content_text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            str(part.get("text", "")) if isinstance(part, dict) else str(part) for part in content
        )
    return str(content)


def last_user_text(messages: list[Message]) -> str:
    """The text of the last user message ("" if there is none)."""
    for message in reversed(messages):
        if message.get("role") == "user":
            return _content_text(message.get("content"))
    return ""


def estimate_tokens(chars: int) -> int:
    """About four characters per token, at least one."""
    return max(1, math.ceil(chars / 4))


def prompt_tokens(messages: list[Message], tools: list[dict[str, Any]] | None) -> int:
    chars = sum(len(_content_text(m.get("content"))) for m in messages)
    chars += sum(
        len(json.dumps(m.get("tool_calls")))
        for m in messages
        if m["role"] == "assistant" and m.get("tool_calls")
    )
    chars += len(json.dumps(tools)) if tools else 0
    return estimate_tokens(chars)


def reply_tokens(reply: Reply) -> int:
    chars = len(reply.text)
    chars += sum(len(c.name) + len(json.dumps(c.arguments)) for c in reply.tool_calls)
    return estimate_tokens(chars)


def _pieces(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


def _timeout_seconds(value: Any) -> float | None:
    if isinstance(value, int | float):
        return float(value)
    read = getattr(value, "read", None)  # an httpx.Timeout
    return float(read) if isinstance(read, int | float) else None


def make_scripted_handler() -> CustomLLM:
    """The litellm handler for ``scripted/...`` models (imports litellm)."""
    from litellm import exceptions
    from litellm.llms.custom_llm import CustomLLM

    def chunk(text: str = "", **extra: Any) -> GenericStreamingChunk:
        base: GenericStreamingChunk = {
            "text": text,
            "tool_use": None,
            "is_finished": False,
            "finish_reason": "",
            "usage": None,
            "index": 0,
        }
        base.update(extra)  # type: ignore[typeddict-item]
        return base

    def failure(kind: ErrorKind, model: str, timeout: float | None) -> Exception:
        where: dict[str, Any] = {"llm_provider": "scripted", "model": model}
        if kind == "auth":
            return exceptions.AuthenticationError(message="Incorrect API key provided.", **where)
        if kind == "rate_limit":
            return exceptions.RateLimitError(message="Rate limit reached for requests.", **where)
        if kind == "timeout":
            return exceptions.Timeout(message=f"Request timed out after {timeout} s.", **where)
        if kind == "server":
            return exceptions.InternalServerError(message="The server had an error.", **where)
        if kind == "bad_request":
            return exceptions.BadRequestError(message="Invalid value for 'messages'.", **where)
        return exceptions.APIConnectionError(message="Connection error.", **where)

    class ScriptedLLM(CustomLLM):
        async def astreaming(  # type: ignore[override]
            self, *args: Any, **kwargs: Any
        ) -> AsyncIterator[GenericStreamingChunk]:
            model = str(kwargs["model"]).removeprefix("scripted/")
            messages: list[Message] = kwargs["messages"]
            tools = (kwargs.get("optional_params") or {}).get("tools")
            timeout = _timeout_seconds(kwargs.get("timeout"))
            script = _script(model)
            reply = script.next_reply(messages, tools)
            if reply.hold is not None:
                try:
                    await asyncio.wait_for(reply.hold.wait(), timeout)
                except TimeoutError:
                    raise failure("timeout", model, timeout) from None
            if reply.delay_s:
                if timeout is not None and reply.delay_s > timeout:
                    await asyncio.sleep(timeout)
                    raise failure("timeout", model, timeout)
                await asyncio.sleep(reply.delay_s)
            first = True
            for piece in _pieces(reply.text, reply.chunk_chars) if reply.text else []:
                if reply.chunk_delay_s and not first:
                    await asyncio.sleep(reply.chunk_delay_s)
                first = False
                yield chunk(piece)
            if reply.error:
                raise failure(reply.error, model, timeout)
            for index, call in enumerate(reply.tool_calls):
                arguments = json.dumps(call.arguments)
                call_id = f"call_{model}_{next(script.ids)}"
                for n, piece in enumerate(_pieces(arguments, reply.chunk_chars)):
                    if reply.chunk_delay_s and not first:
                        await asyncio.sleep(reply.chunk_delay_s)
                    first = False
                    function = {"name": call.name if n == 0 else None, "arguments": piece}
                    use = {
                        "id": call_id if n == 0 else None,
                        "type": "function",
                        "function": function,
                        "index": index,
                    }
                    yield chunk(tool_use=use)
            tokens_in = prompt_tokens(messages, tools)
            tokens_out = reply_tokens(reply)
            usage = {
                "prompt_tokens": tokens_in,
                "completion_tokens": tokens_out,
                "total_tokens": tokens_in + tokens_out,
            }
            reason = "tool_calls" if reply.tool_calls else "stop"
            yield chunk(is_finished=True, finish_reason=reason, usage=usage)

    return ScriptedLLM()
