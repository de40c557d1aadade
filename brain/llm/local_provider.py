"""The in-process local model: llama.cpp behind a litellm custom provider.

The gateway registers :func:`make_local_handler`'s handler as provider ``local`` and
calls ``litellm.acompletion(model="local/<name>", …)`` like any other model.

- The GGUF loads once, lazily, in a worker thread (:meth:`LocalLLM.ensure_loaded`);
  ``on_loading`` tells the UI while it happens.
- Generation runs on one worker thread, one call at a time (a llama.cpp context is not
  reentrant); tokens come back through an asyncio queue, so the event loop never blocks.
  By default llama.cpp uses all cores but one (one thread on a 2-core machine).
  The ``Llama`` object stays alive and prompts keep a stable prefix (system prompt, tool
  list), so llama.cpp reuses its KV cache from one turn to the next.
- Tool calls are emulated with JSON-schema-constrained decoding: the reply is either
  ``{"<tool name>": {arguments}}`` or ``{"answer": "…"}`` (:func:`reply_schema`); the answer
  text streams while it is generated (:class:`AnswerStream`), a tool choice becomes an
  ordinary OpenAI-style tool call, and unusable output falls back to a plain answer.
- :func:`compact_messages` shrinks system prompt and tool descriptions for a small model.
"""

from __future__ import annotations

import asyncio
import codecs
import ctypes
import json
import os
import re
import threading
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from litellm.exceptions import ContextWindowExceededError, Timeout
from litellm.llms.custom_llm import CustomLLM
from litellm.types.llms.openai import ChatCompletionToolCallChunk, ChatCompletionUsageBlock
from litellm.types.utils import (
    ChatCompletionMessageToolCall,
    Choices,
    Function,
    GenericStreamingChunk,
    Message,
    ModelResponse,
    Usage,
)

from brain.llm.errors import LOCAL_MODEL_HINT, LocalModelMissing, ModelError
from brain.llm.model_files import (
    LOCAL_MODEL_NAME,
    local_model_missing_error,
    local_runtime_missing_error,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
    from llama_cpp import Llama

DEFAULT_MAX_TOKENS = 384
DEFAULT_TEMPERATURE = 0.2
SYSTEM_CHARS = 600
DESCRIPTION_CHARS = 90
TOOL_RESULT_CHARS = 600
STRING_CHARS = 200
_GGML_TYPE_Q8_0 = 8

# -- prompt and tool emulation (pure functions) ------------------------------------------


@dataclass(frozen=True)
class ToolChoice:
    """A tool the model chose, with arguments that passed validation."""

    name: str
    arguments: dict[str, Any]


def pick_tools(tools: Any, tool_choice: Any) -> tuple[list[dict[str, Any]], bool]:
    """The offered functions narrowed by ``tool_choice``, and whether a plain answer is allowed."""
    functions = [
        t["function"]
        for t in tools or ()
        if isinstance(t, dict) and isinstance(t.get("function"), dict)
    ]
    if not functions or tool_choice == "none":
        return [], True
    if isinstance(tool_choice, dict):
        wanted = (tool_choice.get("function") or {}).get("name")
        return [f for f in functions if f.get("name") == wanted] or functions, False
    return functions, tool_choice != "required"


def _small_schema(schema: dict[str, Any], chars: int = STRING_CHARS) -> dict[str, Any]:
    """A tool's parameter schema cut to what a grammar needs, strings at most ``chars`` long."""
    keep = ("type", "enum", "const", "required", "minimum", "maximum", "minLength", "maxLength")
    out: dict[str, Any] = {k: schema[k] for k in keep if k in schema}
    if isinstance(schema.get("properties"), dict):
        out["properties"] = {k: _small_schema(v, chars) for k, v in schema["properties"].items()}
        out["additionalProperties"] = False
    if isinstance(schema.get("items"), dict):
        out["items"] = _small_schema(schema["items"], chars)
        out["maxItems"] = min(int(schema.get("maxItems", 8)), 8)
    if isinstance(schema.get("anyOf"), list):
        out["anyOf"] = [_small_schema(s, chars) for s in schema["anyOf"] if isinstance(s, dict)]
    types = out.get("type")
    if (types == "string" or (isinstance(types, list) and "string" in types)) and "enum" not in out:
        out["maxLength"] = min(int(out.get("maxLength", chars)), chars)
    return out


def reply_schema(
    functions: list[dict[str, Any]], max_tokens: int, *, allow_answer: bool = True
) -> dict[str, Any]:
    """The JSON schema of a reply: ``{"<tool>": {arguments}}`` for one tool, or ``{"answer": …}``.

    The tool name as the key (rather than ``{"tool": name, "arguments": …}``) lets the model
    pick the tool at its first token; with SmolLM2-135M that chose right in 18 of 27 test
    prompts against 12 of 27, and needs fewer tokens.
    """
    # Strings short enough that a tool call fits in max_tokens (~2 characters per token
    # at worst); a call cut off by max_tokens would be lost.
    chars = max(16, min(STRING_CHARS, (max_tokens - 16) * 2))
    options: list[dict[str, Any]] = []
    for function in functions:
        params = function.get("parameters") or {"type": "object", "properties": {}}
        options.append(_one_key(function["name"], _small_schema(params, chars)))
    if allow_answer:
        limit = max(40, min(1000, (max_tokens - 12) * 3))  # ~3 characters per token
        options.append(_one_key("answer", {"type": "string", "minLength": 1, "maxLength": limit}))
    return options[0] if len(options) == 1 else {"anyOf": options}


def _one_key(key: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {key: schema},
        "required": [key],
        "additionalProperties": False,
    }


def parse_tool_reply(raw: str, functions: list[dict[str, Any]]) -> ToolChoice | str | None:
    """A constrained reply as a valid tool choice or answer text; None when unusable."""
    try:
        data = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(data, dict) or len(data) != 1:
        return None
    ((key, value),) = data.items()
    if key == "answer" and isinstance(value, str):
        return value.strip() or None
    function = next((f for f in functions if f.get("name") == key), None)
    if function is None or not isinstance(value, dict):
        return None
    for name in (function.get("parameters") or {}).get("required", ()):
        argument = value.get(name)
        if argument is None or (isinstance(argument, str) and not argument.strip()):
            return None
    return ToolChoice(key, value)


class AnswerStream:
    """Pulls the text of ``{"answer": "…"}`` out of JSON while it is being generated."""

    _HEAD = re.compile(r'\s*\{\s*"answer"\s*:\s*"')

    def __init__(self) -> None:
        self.raw = ""
        self.text = ""
        self._pos: int | None = None  # where the undecoded part of the string starts
        self._closed = False

    def feed(self, piece: str) -> str:
        """Add generated text; return the answer text that became known."""
        self.raw += piece
        if self._pos is None:
            head = self._HEAD.match(self.raw)
            if head is None:
                return ""
            self._pos = head.end()
        out: list[str] = []
        raw, i = self.raw, self._pos
        while i < len(raw) and not self._closed:
            char = raw[i]
            if char == '"':
                self._closed = True
            elif char != "\\":
                out.append(char)
            else:
                size = 6 if raw[i + 1 : i + 2] == "u" else 2
                if size == 6 and raw[i + 2 : i + 4].lower() in ("d8", "d9", "da", "db"):
                    size = 12  # a surrogate pair (e.g. an emoji)
                if i + size > len(raw):
                    break
                out.append(json.loads(f'"{raw[i : i + size]}"'))
                i += size
                continue
            i += 1
        self._pos = i
        text = "".join(out)
        self.text += text
        return text


def _text(content: Any) -> str:
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def _shorten(text: str, limit: int) -> str:
    """Whitespace collapsed and cut to ``limit`` characters, at a sentence end if one is near."""
    text = re.sub(r"\n{3,}", "\n\n", re.sub(r"[ \t]+", " ", text)).strip()
    if len(text) <= limit:
        return text
    cut = text[:limit]
    end = max(cut.rfind(". "), cut.rfind("\n"))
    return (cut[: end + 1] if end > limit // 2 else cut).strip()


def _tool_lines(functions: list[dict[str, Any]], allow_answer: bool, compact: bool) -> str:
    first = 'Reply with JSON only: {"<tool>": {arguments}} to use a tool'
    lines = [f'{first}, or {{"answer": "<reply>"}} to reply.' if allow_answer else f"{first}."]
    lines.append("Tools:")
    for function in functions:
        params = function.get("parameters") or {}
        required = set(params.get("required", ()))
        names = [n if n in required else f"{n}?" for n in params.get("properties") or {}]
        about = _text(function.get("description"))
        about = _shorten(re.split(r"(?<=\.)\s", about)[0], DESCRIPTION_CHARS) if compact else about
        lines.append(f"- {function['name']}({', '.join(names)}): {about}".rstrip(": "))
    return "\n".join(lines)


def compact_messages(
    messages: list[dict[str, Any]],
    functions: list[dict[str, Any]],
    *,
    allow_answer: bool = True,
    compact: bool = True,
) -> list[dict[str, str]]:
    """OpenAI-style messages as plain role/content pairs a small model's template accepts.

    One system message (shortened when ``compact``) with the tool list appended comes first
    and depends only on the system prompt and the tools, so it stays byte-identical between
    turns (llama.cpp then reuses its KV cache). Tool calls become the JSON the model itself
    emits; tool results become user messages.
    """
    system = "\n\n".join(_text(m.get("content")) for m in messages if m.get("role") == "system")
    system = _shorten(system, SYSTEM_CHARS) if compact else system.strip()
    if functions:
        system = f"{system}\n\n{_tool_lines(functions, allow_answer, compact)}".strip()
    out = [{"role": "system", "content": system}] if system else []
    names: dict[str, str] = {}
    for message in messages:
        role, content = message.get("role"), _text(message.get("content"))
        if role == "assistant":
            calls = [call.get("function") or {} for call in message.get("tool_calls") or ()]
            for call, function in zip(message.get("tool_calls") or (), calls, strict=True):
                names[call.get("id", "")] = function.get("name", "")
            replies = [json.dumps({f.get("name"): _json(f.get("arguments"))}) for f in calls]
            out.append({"role": "assistant", "content": "\n".join([content, *replies]).strip()})
        elif role == "tool":
            name = message.get("name") or names.get(message.get("tool_call_id", ""), "the tool")
            result = _shorten(content, TOOL_RESULT_CHARS) if compact else content
            out.append({"role": "user", "content": f"Result of {name}: {result}"})
        elif role != "system":
            out.append({"role": "user", "content": content})
    return out


def _json(text: Any) -> Any:
    try:
        return json.loads(text) if isinstance(text, str) else text
    except ValueError:
        return text


# -- the handler ---------------------------------------------------------------------------


@dataclass
class RunStats:
    """Numbers from the last generation (for benchmarks and the log)."""

    prompt_tokens: int = 0
    cached_tokens: int = 0
    """Prompt tokens reused from llama.cpp's KV cache (not evaluated again)."""
    completion_tokens: int = 0
    first_token_s: float = 0.0
    """From the worker starting on the prompt to the first generated token (prefill)."""
    total_s: float = 0.0


@dataclass
class _Done:
    finish_reason: str
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int


@dataclass
class _Job:
    messages: list[dict[str, str]]
    schema: dict[str, Any] | None
    max_tokens: int
    temperature: float
    cancel: threading.Event = field(default_factory=threading.Event)


_Emit = Callable[[str | _Done | BaseException], None]


class LocalLLM(CustomLLM):
    """A GGUF model run by llama.cpp in this process, as a litellm custom provider."""

    def __init__(
        self,
        model_path: Path,
        *,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        extra_buffers: bool | None = None,
        kv_q8: bool = True,
    ) -> None:
        super().__init__()
        self.model_path = model_path
        self.n_ctx = n_ctx
        # One core stays free for the UI and voice: llama.cpp's threads wait for each other
        # at every layer, so with 2 threads on 2 busy cores a token can take 0.3 s, not 0.02.
        self.n_threads = n_threads or max(1, min(4, (os.cpu_count() or 2) - 1))
        self.extra_buffers = extra_buffers
        """llama.cpp's extra weight buffers (AMX, repacking); None: off if the CPU reports AMX."""
        self.kv_q8 = kv_q8
        """8-bit KV cache (with flash attention): half its memory (~45 MB at n_ctx 4096)."""
        self.on_loading: Callable[[str], None] | None = None
        """Called on the event loop with a status line when loading starts, ends or fails."""
        self.compact = True
        """Shrink the system prompt and tool descriptions for a small model."""
        self.last_stats = RunStats()
        self.load_seconds: float | None = None
        self._llama: Llama | None = None
        self._encode: Callable[[list[dict[str, str]]], list[int]] | None = None
        self._lock = threading.Lock()  # guards the llama context: loading and generation
        # All llama.cpp work runs on this one thread: off the event loop, one call at a time,
        # and one malloc arena (see _release_memory).
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vance-llama")

    @property
    def loaded(self) -> bool:
        return self._llama is not None

    async def ensure_loaded(self) -> None:
        """Load the model (once) in a worker thread; safe to call any time."""
        if self._llama is not None:
            return
        if self.on_loading is not None:
            self.on_loading(f"Loading the local model {self.model_path.name}…")
        try:
            await asyncio.get_running_loop().run_in_executor(self._worker, self._load_sync)
        except Exception:
            if self.on_loading is not None:
                self.on_loading("The local model failed to load.")
            raise
        if self.on_loading is not None:
            self.on_loading(f"Local model ready ({self.load_seconds or 0:.1f} s).")

    def _load_sync(self) -> Llama:
        with self._lock:
            if self._llama is not None:
                return self._llama
            if not self.model_path.is_file():
                raise local_model_missing_error(self.model_path)
            try:
                from llama_cpp import Llama
            except ImportError as exc:
                raise local_runtime_missing_error() from exc
            start = time.perf_counter()
            try:
                with _extra_buffers(self.extra_buffers):
                    llama = Llama(
                        model_path=str(self.model_path),
                        n_ctx=self.n_ctx,
                        n_threads=self.n_threads,
                        n_threads_batch=self.n_threads,
                        flash_attn=self.kv_q8,
                        type_k=_GGML_TYPE_Q8_0 if self.kv_q8 else None,
                        type_v=_GGML_TYPE_Q8_0 if self.kv_q8 else None,
                        verbose=False,
                    )
            except (ValueError, RuntimeError, OSError) as exc:
                raise LocalModelMissing(
                    f"Cannot load the local model {self.model_path}: {exc}",
                    hint=LOCAL_MODEL_HINT,
                    model=f"local/{LOCAL_MODEL_NAME}",
                ) from exc
            self._encode = _prompt_encoder(llama)
            self.load_seconds = time.perf_counter() - start
            self._llama = llama
            return llama

    def close(self) -> None:
        """Free the model and stop the worker thread (a running generation finishes first)."""
        self._worker.shutdown(wait=True, cancel_futures=True)
        with self._lock:
            if self._llama is not None:
                self._llama.close()
                self._llama = None

    # -- worker thread ------------------------------------------------------------------

    def _run_sync(self, job: _Job, emit: _Emit) -> None:
        """Generate for ``job``; text pieces, then a :class:`_Done` or an error, go to ``emit``."""
        try:
            llama = self._load_sync()
            with self._lock:
                if job.cancel.is_set():
                    emit(_Done("cancelled", 0, 0, 0))
                else:
                    self._generate_locked(llama, job, emit)
        except Exception as exc:  # handed to the awaiting coroutine, which raises it
            emit(exc)
        finally:
            _release_memory()

    def _generate_locked(self, llama: Llama, job: _Job, emit: _Emit) -> None:
        import llama_cpp
        from llama_cpp import LogitsProcessorList

        start = time.perf_counter()
        tokens = self._fit(job)
        cached = llama.longest_token_prefix(llama.input_ids[: llama.n_tokens].tolist(), tokens)
        vocab = llama_cpp.llama_model_get_vocab(llama.model)
        grammar = None if job.schema is None else _GrammarFilter(vocab, job.schema)
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        count, finish, first = 0, "length", 0.0
        try:
            for token in llama.generate(
                tokens,
                temp=job.temperature,
                top_p=0.9,
                # A repeat penalty would fight the braces and quotes of JSON.
                repeat_penalty=1.1 if grammar is None else 1.0,
                logits_processor=None if grammar is None else LogitsProcessorList([grammar]),
            ):
                if count == 0:
                    first = time.perf_counter() - start
                if job.cancel.is_set():
                    finish = "cancelled"
                    break
                if vocab is not None and llama_cpp.llama_vocab_is_eog(vocab, token):
                    finish = "stop"
                    break
                count += 1
                if piece := decoder.decode(llama.detokenize([token])):
                    emit(piece)
                if count >= job.max_tokens:
                    break
        except RuntimeError as exc:  # llama_decode failures and the like
            raise ModelError(
                f"The local model failed: {exc}",
                hint="Try a shorter message; `vance doctor` checks the local model.",
                model=f"local/{LOCAL_MODEL_NAME}",
            ) from exc
        finally:
            if grammar is not None:
                grammar.close()
        if tail := decoder.decode(b"", final=True):
            emit(tail)
        self.last_stats = RunStats(len(tokens), cached, count, first, time.perf_counter() - start)
        emit(_Done(finish, len(tokens), count, cached))

    def _fit(self, job: _Job) -> list[int]:
        """The prompt's tokens; the oldest turns are dropped if it would not fit the context."""
        assert self._encode is not None
        messages = list(job.messages)
        while True:
            tokens = self._encode(messages)
            if len(tokens) + job.max_tokens <= self.n_ctx:
                return tokens
            first = 1 if messages and messages[0]["role"] == "system" else 0
            if len(messages) - first <= 1:
                raise ContextWindowExceededError(
                    message=f"The prompt needs {len(tokens)} tokens and the reply up to "
                    f"{job.max_tokens}; the local model's context holds {self.n_ctx}.",
                    model=f"local/{LOCAL_MODEL_NAME}",
                    llm_provider="local",
                )
            del messages[first]

    # -- event loop side ----------------------------------------------------------------

    async def _events(self, job: _Job, deadline: float | None) -> AsyncIterator[str | _Done]:
        """Run ``job`` in a worker thread; yield its text pieces, then a :class:`_Done`."""
        await self.ensure_loaded()
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[str | _Done | BaseException] = asyncio.Queue()

        def emit(item: str | _Done | BaseException) -> None:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, item)
            except RuntimeError:  # the event loop is closed: nobody is listening
                job.cancel.set()

        worker = loop.run_in_executor(self._worker, self._run_sync, job, emit)
        try:
            while True:
                remaining = None if deadline is None else max(0.0, deadline - loop.time())
                try:
                    item = await asyncio.wait_for(queue.get(), remaining)
                except TimeoutError:
                    raise Timeout(
                        message="The local model did not finish in time.",
                        model=f"local/{LOCAL_MODEL_NAME}",
                        llm_provider="local",
                    ) from None
                if isinstance(item, BaseException):
                    raise item
                yield item
                if isinstance(item, _Done):
                    break
            await worker
        finally:
            job.cancel.set()  # stops the worker after its next token if we leave early

    async def stream(
        self, messages: list[dict[str, Any]], params: dict[str, Any], limit: Any = None
    ) -> AsyncIterator[GenericStreamingChunk]:
        """Stream a reply to OpenAI-style ``messages``.

        ``params`` are litellm's ``optional_params`` (``tools``, ``tool_choice``,
        ``max_tokens``, ``temperature``; others such as ``stop`` are ignored); ``limit`` is
        litellm's ``timeout`` in seconds, for the whole call.
        """
        functions, allow_answer = pick_tools(params.get("tools"), params.get("tool_choice"))
        max_tokens = min(int(params.get("max_tokens") or DEFAULT_MAX_TOKENS), self.n_ctx // 2)
        temp = params.get("temperature")
        temp = DEFAULT_TEMPERATURE if temp is None else float(temp)
        seconds = _seconds(limit)
        deadline = None if seconds is None else asyncio.get_running_loop().time() + seconds
        prompt = compact_messages(
            messages, functions, allow_answer=allow_answer, compact=self.compact
        )
        schema = (
            reply_schema(functions, max_tokens, allow_answer=allow_answer) if functions else None
        )
        answer = AnswerStream() if functions else None
        runs: list[_Done] = []
        job = _Job(prompt, schema, max_tokens, temp)
        async for chunk in self._chunks(job, deadline, answer, runs):
            yield chunk
        finish = runs[-1].finish_reason
        if answer is not None:
            reply = parse_tool_reply(answer.raw, functions)
            if isinstance(reply, ToolChoice):
                yield _chunk("", tool_use=reply)
                finish = "tool_calls"
            elif reply is None and not answer.text.strip():
                # Unusable (a tool call cut off or without its required arguments): answer
                # instead. Same prompt, so llama.cpp reuses all of it from its cache.
                job = _Job(prompt, reply_schema([], max_tokens), max_tokens, temp)
                async for chunk in self._chunks(job, deadline, AnswerStream(), runs):
                    yield chunk
                finish = runs[-1].finish_reason
        yield _final_chunk(runs, "stop" if finish == "cancelled" else finish)

    async def _chunks(
        self, job: _Job, deadline: float | None, answer: AnswerStream | None, runs: list[_Done]
    ) -> AsyncIterator[GenericStreamingChunk]:
        """Text chunks of one run (the ``answer`` text if constrained); its end goes to ``runs``."""
        async for item in self._events(job, deadline):
            if isinstance(item, _Done):
                runs.append(item)
            elif answer is None:
                yield _chunk(item)
            elif text := answer.feed(item):
                yield _chunk(text)

    # -- litellm entry points (litellm passes everything by keyword) --------------------

    async def astreaming(  # type: ignore[override]
        self, *args: Any, **kwargs: Any
    ) -> AsyncIterator[GenericStreamingChunk]:
        async for chunk in self.stream(
            kwargs["messages"], kwargs["optional_params"], kwargs.get("timeout")
        ):
            yield chunk

    async def acompletion(self, *args: Any, **kwargs: Any) -> ModelResponse:
        text: list[str] = []
        calls: list[ChatCompletionMessageToolCall] = []
        finish, usage = "stop", Usage(prompt_tokens=0, completion_tokens=0, total_tokens=0)
        async for chunk in self.stream(
            kwargs["messages"], kwargs["optional_params"], kwargs.get("timeout")
        ):
            text.append(chunk["text"])
            if (tool := chunk.get("tool_use")) is not None:
                function = Function(
                    name=tool["function"]["name"], arguments=tool["function"]["arguments"]
                )
                calls.append(
                    ChatCompletionMessageToolCall(id=tool["id"], type="function", function=function)
                )
            if chunk["is_finished"] and (block := chunk["usage"]) is not None:
                finish = chunk["finish_reason"]
                usage = Usage(
                    prompt_tokens=block["prompt_tokens"],
                    completion_tokens=block["completion_tokens"],
                    total_tokens=block["total_tokens"],
                )
        response: ModelResponse = kwargs["model_response"]
        message = Message(content="".join(text) or None, role="assistant", tool_calls=calls or None)
        response.choices = [Choices(finish_reason=finish, index=0, message=message)]
        response.model = f"local/{kwargs['model']}"
        response.usage = usage  # type: ignore[attr-defined]
        return response


def make_local_handler(model_path: Path, n_ctx: int = 4096) -> LocalLLM:
    """The handler to register as litellm provider ``local``. Nothing loads until first use."""
    return LocalLLM(model_path, n_ctx=n_ctx)


def _chunk(text: str, *, tool_use: ToolChoice | None = None) -> GenericStreamingChunk:
    call: ChatCompletionToolCallChunk | None = None
    if tool_use is not None:
        call = ChatCompletionToolCallChunk(
            id=f"call_{uuid.uuid4().hex[:24]}",
            type="function",
            function={"name": tool_use.name, "arguments": json.dumps(tool_use.arguments)},
            index=0,
        )
    return GenericStreamingChunk(
        text=text,
        tool_use=call,
        is_finished=False,
        finish_reason="",
        usage=None,
        index=0,
    )


def _final_chunk(runs: list[_Done], finish: str) -> GenericStreamingChunk:
    prompt = sum(run.prompt_tokens for run in runs)
    completion = sum(run.completion_tokens for run in runs)
    usage = ChatCompletionUsageBlock(
        prompt_tokens=prompt,
        completion_tokens=completion,
        total_tokens=prompt + completion,
        prompt_tokens_details={"cached_tokens": runs[0].cached_tokens},
    )
    return GenericStreamingChunk(
        text="",
        tool_use=None,
        is_finished=True,
        finish_reason=finish,
        usage=usage,
        index=0,
    )


def _seconds(timeout: Any) -> float | None:
    """litellm's ``timeout`` (seconds or an ``httpx.Timeout``) as seconds."""
    if isinstance(timeout, int | float):
        return float(timeout)
    read = getattr(timeout, "read", None)
    return float(read) if isinstance(read, int | float) else None


class _GrammarFilter:
    """JSON-schema-constrained sampling as a logits processor, checking few candidates.

    llama-cpp-python's own grammar sampler matches all ~49k vocabulary entries against the
    grammar at every token (~2.5x slower than free generation). Like llama.cpp's own
    server, this checks only the ``top`` most likely tokens and the whole vocabulary only
    when none of them fits. The token chosen last time is fed to the grammar on the next
    call (it is then the last input id).
    """

    def __init__(self, vocab: Any, schema: dict[str, Any], top: int = 40) -> None:
        import llama_cpp
        import numpy
        from llama_cpp.llama_grammar import json_schema_to_gbnf

        self._lib, self._np = llama_cpp, numpy
        fields = [("id", numpy.intc), ("logit", numpy.single), ("p", numpy.single)]
        self._dtype = numpy.dtype(fields, align=True)  # llama_token_data
        gbnf = json_schema_to_gbnf(json.dumps(schema))
        self._sampler = llama_cpp.llama_sampler_init_grammar(vocab, gbnf.encode(), b"root")
        if not self._sampler:
            raise ModelError(
                "The local model cannot follow the tools' parameter schemas.",
                hint="Simplify the tool schemas, or configure a hosted model with VANCE_MODEL.",
                model=f"local/{LOCAL_MODEL_NAME}",
            )
        self._top = top
        self._calls = 0

    def __call__(self, input_ids: npt.NDArray[np.intc], scores: npt.NDArray[np.single]) -> Any:
        if self._calls:
            self._lib.llama_sampler_accept(self._sampler, int(input_ids[-1]))
        self._calls += 1
        np = self._np
        top = np.argpartition(scores, -self._top)[-self._top :].astype(np.intc)
        kept = self._apply(top, scores[top])
        if np.isfinite(kept).any():
            out = np.full_like(scores, -np.inf)
            out[top] = kept
            return out
        return self._apply(np.arange(len(scores), dtype=np.intc), scores)

    def _apply(self, ids: npt.NDArray[np.intc], logits: npt.NDArray[np.single]) -> Any:
        data = self._np.zeros(len(ids), dtype=self._dtype)
        data["id"], data["logit"] = ids, logits
        lib = self._lib
        array = lib.llama_token_data_array(
            data=data.ctypes.data_as(lib.llama_token_data_p),
            size=len(ids),
            selected=-1,
            sorted=False,
        )
        lib.llama_sampler_apply(self._sampler, ctypes.byref(array))
        return data["logit"]

    def close(self) -> None:
        if self._sampler:
            self._lib.llama_sampler_free(self._sampler)
            self._sampler = None


_params_lock = threading.Lock()


def _release_memory() -> None:
    """Give freed heap memory back to the OS (glibc only; a no-op elsewhere).

    Sampling allocates a candidate array per token; glibc keeps what was freed, so without
    this the resident size grows by ~80 MB over the first few turns.
    """
    with suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


@contextmanager
def _extra_buffers(enabled: bool | None) -> Iterator[None]:
    """Load with llama.cpp's extra weight buffer types on or off (None: off if AMX is reported).

    Where the CPU reports AMX but the VM does not grant it (measured on the dev machine),
    evaluating a prompt with AMX weight buffers segfaults. llama-cpp-python has no argument
    for ``use_extra_bufts``, so its default-params function is swapped while the model loads.
    """
    from llama_cpp import llama_cpp as lib

    if enabled is None:
        enabled = b"AMX_INT8 = 1" not in lib.llama_print_system_info()
    if enabled:
        yield
        return
    with _params_lock:
        original = lib.llama_model_default_params

        def without() -> Any:
            params = original()
            params.use_extra_bufts = False
            return params

        lib.llama_model_default_params = without
        try:
            yield
        finally:
            lib.llama_model_default_params = original


def _prompt_encoder(llama: Llama) -> Callable[[list[dict[str, str]]], list[int]]:
    """Messages → prompt tokens with the model's own chat template (ChatML if it has none)."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    def token_text(token: int) -> str:
        return (
            llama.detokenize([token], special=True).decode("utf-8", "replace") if token >= 0 else ""
        )

    bos = token_text(llama.token_bos())
    add_bos = llama.metadata.get("tokenizer.ggml.add_bos_token", "true") == "true"
    template = llama.metadata.get("tokenizer.chat_template") or _CHATML
    formatter = Jinja2ChatFormatter(template, token_text(llama.token_eos()), bos)

    def encode(messages: list[dict[str, str]]) -> list[int]:
        prompt = formatter(messages=messages).prompt  # type: ignore[arg-type]
        bos_needed = add_bos and not (bos and prompt.startswith(bos))
        return llama.tokenize(prompt.encode("utf-8"), add_bos=bos_needed, special=True)

    return encode


_CHATML = (
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
