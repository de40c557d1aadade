"""One streamed model call of the gateway: parameters, the stream, usage, errors.

:func:`run_call` is the body of :meth:`ModelGateway.complete
<brain.llm.gateway.ModelGateway.complete>`: it builds litellm's parameters (explicit
``timeout`` and ``num_retries``, a found server's ``api_base``), iterates the stream (the
in-process local model directly, everything else through litellm), hands text deltas to
``on_text`` (which may end the call early: :class:`~brain.llm.types.EnoughText`),
assembles tool calls, counts usage and maps every failure to a
:class:`~brain.llm.errors.ModelError`. When a found local model server stops answering, the
bundled model answers instead, with a note; when it had shown part of an answer already,
the bundled model goes on from there (the part is not shown twice).
"""

from __future__ import annotations

import contextlib
import logging
import time
from typing import TYPE_CHECKING, Any

from brain.llm.calls import interactive
from brain.llm.errors import Unreachable, map_litellm_error, missing_key
from brain.llm.stream import StreamedResponse, estimated_usage
from brain.llm.types import EnoughText, LlmResult, Message, TextSink

if TYPE_CHECKING:
    from brain.llm.discovery import Found
    from brain.llm.gateway import ModelGateway

log = logging.getLogger("vance.llm")

IN_PROCESS = ("local/", "scripted/")
"""Providers that run inside this process (no network, no key, no cost)."""


def call_params(
    model: str,
    messages: list[Message],
    *,
    found: Found | None,
    tools: list[dict[str, Any]] | None,
    max_tokens: int | None,
    response_format: dict[str, Any] | None,
    temperature: float | None,
    request_timeout: float,
    num_retries: int,
) -> dict[str, Any]:
    """litellm's keyword arguments for one streamed call of ``model``."""
    params: dict[str, Any] = {
        "model": model,
        "messages": [dict(message) for message in messages],  # litellm may edit them
        "stream": True,
        "stream_options": {"include_usage": True},
        "timeout": request_timeout,
        "num_retries": num_retries,
    }
    if tools:
        params["tools"] = tools
    if max_tokens is not None:
        params["max_tokens"] = max_tokens
    if response_format is not None:
        params["response_format"] = response_format
    if temperature is not None:
        params["temperature"] = temperature
    if found is not None:
        params["api_base"] = found.api_base
        params["api_key"] = "local-server"  # a local server takes any key
        params["num_retries"] = 0  # gone is gone: the bundled model answers instead
    if model.startswith(IN_PROCESS) or found is not None:
        # Free, and it spares litellm a cost-map lookup per call.
        params["input_cost_per_token"] = params["output_cost_per_token"] = 0.0
    return params


async def run_call(
    gw: ModelGateway,
    alias: str,
    messages: list[Message],
    *,
    tools: list[dict[str, Any]] | None,
    on_text: TextSink | None,
    max_tokens: int | None,
    response_format: dict[str, Any] | None,
    request_timeout: float,
    temperature: float | None = None,
    num_retries: int,
    count: bool = True,
    continue_from: str = "",
) -> LlmResult:
    """Stream one completion of ``alias``; see the module docstring. Raises only
    ``ModelError`` (and whatever ``on_text`` raises, unchanged). ``continue_from``: the
    in-process model goes on from this start of its answer (a found server died after
    showing it); only the rest streams and is returned."""
    model = gw.resolve(alias)
    found = gw.found if gw.found is not None and model == gw.found.model else None
    no_key = None if found is not None else missing_key(model)
    if no_key is not None:
        if count:
            gw.totals.add_failure(0.0)
        raise no_key
    local = model.startswith("local/")
    params = call_params(
        model,
        messages,
        found=found,
        tools=tools,
        max_tokens=max_tokens,
        response_format=response_format,
        temperature=temperature,
        request_timeout=request_timeout,
        num_retries=num_retries,
    )
    if local:  # the one local model serves the user's turn before background work
        params["urgent"] = interactive()
        if continue_from:
            params["continue_from"] = continue_from
    started = time.perf_counter()
    call = StreamedResponse()
    stream: Any = None
    try:
        try:
            if local:
                handler = await gw._local(model)
                stream = handler.stream(params["messages"], params, request_timeout)
            else:
                litellm = await gw._ready(model)
                stream = await litellm.acompletion(**params)
            chunks = stream.__aiter__()
            while True:
                try:
                    chunk = await chunks.__anext__()
                except StopAsyncIteration:
                    break
                text = call.add_local(chunk) if local else call.add(chunk)
                if text and on_text is not None:
                    try:
                        await on_text(text)
                    except EnoughText:  # the caller has its answer: stop the generation
                        call.finish_reason = "stop"
                        break
                    except Exception as exc:
                        raise _SinkFailed(exc) from exc
        finally:
            if stream is not None and hasattr(stream, "aclose"):
                with contextlib.suppress(Exception):
                    await stream.aclose()
    except _SinkFailed as failed:
        raise failed.original from None
    except Exception as exc:
        elapsed = (time.perf_counter() - started) * 1000
        error = map_litellm_error(exc, model, timeout=request_timeout)
        if found is not None and found is gw.found and isinstance(error, Unreachable):
            note = gw._lose_server()
            if count:
                gw.totals.add_failure(elapsed)
            shown = "".join(call.text)  # half an answer was shown: the rest follows, once
            result = await run_call(
                gw,
                alias,
                messages,
                tools=None if shown else tools,
                on_text=on_text,
                max_tokens=max_tokens,
                response_format=None if shown else response_format,
                request_timeout=request_timeout,
                temperature=temperature,
                num_retries=num_retries,
                count=count,
                continue_from=shown,
            )
            return result.model_copy(update={"note": note, "text": shown + result.text})
        if count:
            gw.totals.add_failure(elapsed)
        log.info(
            "model call failed: %s (%s) after %.0f ms: %s",
            model,
            alias,
            elapsed,
            error.full_text(),
            exc_info=exc,
        )
        raise error from exc

    elapsed = (time.perf_counter() - started) * 1000
    text = "".join(call.text)
    tool_calls = call.tool_calls()
    usage = call.usage or estimated_usage(messages, tools, text, tool_calls)
    result = LlmResult(
        text=text,
        tool_calls=tool_calls,
        usage=usage,
        model=model,
        alias=alias,
        elapsed_ms=elapsed,
        finish_reason=call.finish_reason,
    )
    if count:
        gw.totals.add(result)
    log.debug(
        "model call: %s (%s) %d→%d tokens, %d tool calls, %.0f ms",
        model,
        alias,
        usage.tokens_in,
        usage.tokens_out,
        len(tool_calls),
        elapsed,
    )
    return result


class _SinkFailed(Exception):
    """The caller's ``on_text`` raised; re-raised unchanged, never mapped to a model error."""

    def __init__(self, original: Exception) -> None:
        super().__init__(str(original))
        self.original = original
