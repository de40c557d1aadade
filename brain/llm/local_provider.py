"""The in-process local model: llama.cpp, called by the gateway directly (no litellm).

The gateway gets the handler from :mod:`brain.llm.local_handler` and iterates
:meth:`LocalLLM.stream` (:class:`LocalChunk` dicts: text deltas, a tool call, then a final
chunk with usage). litellm is never imported here, so an offline turn does not wait for it.

- The GGUF loads once, lazily, on the model's worker thread (:meth:`LocalLLM.ensure_loaded`);
  ``on_loading`` tells the UI while it happens. :meth:`LocalLLM.aclose` frees it (the
  gateway does when the brain closes); the next call loads it again.
- Generation runs on that one worker thread (:class:`~brain.llm.local_llama.LlamaRunner`),
  one call at a time; tokens come back through an asyncio queue, so the event loop never
  blocks.
- Tool calls are emulated with JSON-schema-constrained decoding
  (:mod:`brain.llm.local_prompt`, :mod:`brain.llm.local_sampling`): the reply is either
  ``{"<tool name>": {arguments}}`` or ``{"answer": "…"}``; the answer text streams while it
  is generated, a tool choice becomes an ordinary OpenAI-style tool call, and unusable
  output (cut off, missing arguments, a call already made this turn) falls back to a plain
  answer.
- For a small model (``compact``) the prompt is shortened, tools show only their required
  parameters, and a prior (:data:`ANSWER_BIAS`) leans towards answering over a tool call.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from typing_extensions import TypedDict

from brain.llm.errors import ModelError, TimedOut
from brain.llm.local_llama import MODEL, Done, Job, LlamaRunner, RunStats
from brain.llm.local_prompt import (
    AnswerStream,
    ToolChoice,
    already_called,
    compact_messages,
    parse_tool_reply,
    pick_tools,
    reply_schema,
    small_model_functions,
)

log = logging.getLogger("vance.llm.local")


class ToolUseFunction(TypedDict):
    name: str
    arguments: str


class ToolUse(TypedDict):
    id: str
    type: str
    function: ToolUseFunction
    index: int


class ChunkUsage(TypedDict):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    cached_tokens: int


class LocalChunk(TypedDict):
    """One piece of a streamed local reply (the shape of litellm's generic chunk)."""

    text: str
    tool_use: ToolUse | None
    is_finished: bool
    finish_reason: str
    usage: ChunkUsage | None
    index: int


DEFAULT_MAX_TOKENS = 384
DEFAULT_TEMPERATURE = 0.2
ANSWER_BIAS = 1.0
"""A prior towards a plain answer over a tool call, in logits (odds times e). Explicit
commands reach the fast path first, so what reaches the model is mostly questions and chat,
where SmolLM2 otherwise often grabs an unrelated tool. Tool choices are close calls for it:
at 2.0, clear requests ("Please create a new project named Website") turned into answers."""


class LocalLLM:
    """A GGUF model run by llama.cpp in this process."""

    def __init__(
        self,
        model_path: Path,
        *,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        n_threads_batch: int | None = None,
        extra_buffers: bool | None = None,
        kv_q8: bool = True,
    ) -> None:
        self.runner = LlamaRunner(
            model_path,
            n_ctx=n_ctx,
            n_threads=n_threads,
            n_threads_batch=n_threads_batch,
            extra_buffers=extra_buffers,
            kv_q8=kv_q8,
        )
        self.on_loading: Callable[[str], None] | None = None
        """Called on the event loop with a status line when loading starts, ends or fails."""
        self.compact = True
        """Shrink the system prompt, tool descriptions and tool parameters for a small model
        (:func:`~brain.llm.local_prompt.small_model_functions`)."""
        self.answer_bias = ANSWER_BIAS
        """A prior towards a plain answer over a tool call (logits; 0 = none)."""

    @property
    def model_path(self) -> Path:
        return self.runner.model_path

    @property
    def loaded(self) -> bool:
        return self.runner.loaded

    @property
    def load_seconds(self) -> float | None:
        return self.runner.load_seconds

    @property
    def last_stats(self) -> RunStats:
        return self.runner.last_stats

    async def ensure_loaded(self) -> None:
        """Load the model (once) on its worker thread; safe to call any time."""
        if self.runner.loaded:
            return
        if self.on_loading is not None:
            self.on_loading("loading the local model…")
        try:
            await asyncio.wrap_future(self.runner.submit(self.runner.load))
        except Exception:
            if self.on_loading is not None:
                self.on_loading("the local model failed to load")
            raise
        if self.on_loading is not None:
            self.on_loading(f"local model ready ({self.runner.load_seconds or 0:.1f} s)")

    def prefill_ahead(self, messages: list[dict[str, str]]) -> Future[None]:
        """Evaluate the start of the next prompt while the model is idle (see
        :meth:`LlamaRunner.prefill_ahead`); returns at once. The messages are put in the
        form a turn's are (:func:`compact_messages`), or the cache would not match them."""
        return self.runner.prefill_ahead(compact_messages(messages, [], compact=self.compact))

    async def aclose(self) -> None:
        """Free the model, off the event loop (a running generation finishes first)."""
        await asyncio.to_thread(self.runner.close)

    def close(self) -> None:
        """Free the model now (blocking). The next call loads it again."""
        self.runner.close()

    # -- event loop side ----------------------------------------------------------------

    async def _events(self, job: Job, deadline: float | None) -> AsyncIterator[str | Done]:
        """Run ``job`` on the worker thread; yield its text pieces, then a :class:`Done`."""
        await self.ensure_loaded()
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[str | Done | BaseException] = asyncio.Queue()

        def emit(item: str | Done | BaseException) -> None:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, item)
            except RuntimeError:  # the event loop is closed: nobody is listening
                job.cancel.set()

        def dropped(future: Future[Any]) -> None:
            if future.cancelled():  # closed before the job ran
                emit(ModelError("The local model was closed.", model=MODEL))

        future = self.runner.submit_job(job, emit)
        future.add_done_callback(dropped)
        try:
            while True:
                remaining = None if deadline is None else max(0.0, deadline - loop.time())
                try:
                    item = await asyncio.wait_for(queue.get(), remaining)
                except TimeoutError:
                    raise TimedOut(
                        f"{MODEL} did not finish in time.",
                        hint="Try again; if it keeps happening, raise VANCE_LLM__TIMEOUT "
                        "or use a faster model.",
                        model=MODEL,
                    ) from None
                if isinstance(item, BaseException):
                    raise item
                yield item
                if isinstance(item, Done):
                    break
            await asyncio.wrap_future(future)
        finally:
            job.cancel.set()  # stops the worker after its next token if we leave early

    async def stream(
        self, messages: list[dict[str, Any]], params: dict[str, Any], limit: Any = None
    ) -> AsyncIterator[LocalChunk]:
        """Stream a reply to OpenAI-style ``messages``.

        ``params``: ``tools``, ``tool_choice``, ``max_tokens``, ``temperature``, ``urgent``
        (someone waits for it: it goes before background generations; default true),
        ``continue_from`` (the start of the answer, already shown: the model goes on from
        it, in plain text; only the rest streams); others are ignored; ``limit`` is the timeout in seconds, for the whole call.
        """
        prefix = str(params.get("continue_from") or "")
        tools = None if prefix else params.get("tools")  # going on with a shown answer
        functions, allow_answer = pick_tools(tools, params.get("tool_choice"))
        if self.compact:
            functions = small_model_functions(functions)
        max_tokens = min(
            int(params.get("max_tokens") or DEFAULT_MAX_TOKENS), self.runner.n_ctx // 2
        )
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
        runs: list[Done] = []
        urgent = bool(params.get("urgent", True))
        job = Job(
            prompt,
            schema,
            max_tokens,
            temp,
            self.answer_bias if allow_answer else 0.0,
            urgent=urgent,
            prefix=prefix,
        )
        async for chunk in self._chunks(job, deadline, answer, runs):
            yield chunk
        finish = runs[-1].finish_reason
        if answer is not None:
            reply = parse_tool_reply(answer.raw, functions)
            log.debug("constrained reply (%s): %s", finish, answer.raw)
            if isinstance(reply, ToolChoice) and already_called(messages, reply):
                reply = None  # its result is in the prompt already: answer from it
            if isinstance(reply, ToolChoice):
                yield _chunk("", tool_use=reply)
                finish = "tool_calls"
            elif reply is None and not answer.text.strip():
                # Unusable (a tool call cut off, without its required arguments, or made
                # before): answer instead. Same prompt, so llama.cpp reuses it from its cache.
                job = Job(prompt, reply_schema([], max_tokens), max_tokens, temp, urgent=urgent)
                async for chunk in self._chunks(job, deadline, AnswerStream(), runs):
                    yield chunk
                finish = runs[-1].finish_reason
        yield _final_chunk(runs, "stop" if finish == "cancelled" else finish)

    async def _chunks(
        self, job: Job, deadline: float | None, answer: AnswerStream | None, runs: list[Done]
    ) -> AsyncIterator[LocalChunk]:
        """Text chunks of one run (the ``answer`` text if constrained); its end goes to ``runs``."""
        async for item in self._events(job, deadline):
            if isinstance(item, Done):
                runs.append(item)
            elif answer is None:
                yield _chunk(item)
            elif text := answer.feed(item):
                yield _chunk(text)


def make_local_handler(model_path: Path, n_ctx: int = 4096) -> LocalLLM:
    """The handler for ``model_path``. Nothing loads until first use."""
    return LocalLLM(model_path, n_ctx=n_ctx)


def _chunk(text: str, *, tool_use: ToolChoice | None = None) -> LocalChunk:
    call: ToolUse | None = None
    if tool_use is not None:
        call = ToolUse(
            id=f"call_{uuid.uuid4().hex[:24]}",
            type="function",
            function={"name": tool_use.name, "arguments": json.dumps(tool_use.arguments)},
            index=0,
        )
    return LocalChunk(
        text=text,
        tool_use=call,
        is_finished=False,
        finish_reason="",
        usage=None,
        index=0,
    )


def _final_chunk(runs: list[Done], finish: str) -> LocalChunk:
    prompt = sum(run.prompt_tokens for run in runs)
    completion = sum(run.completion_tokens for run in runs)
    usage = ChunkUsage(
        prompt_tokens=prompt,
        completion_tokens=completion,
        total_tokens=prompt + completion,
        cached_tokens=runs[0].cached_tokens,
    )
    return LocalChunk(
        text="",
        tool_use=None,
        is_finished=True,
        finish_reason=finish,
        usage=usage,
        index=0,
    )


def _seconds(timeout: Any) -> float | None:
    """The timeout (seconds or an ``httpx.Timeout``) as seconds."""
    if isinstance(timeout, int | float):
        return float(timeout)
    read = getattr(timeout, "read", None)
    return float(read) if isinstance(read, int | float) else None
