"""How the handler turns runs of the model into chunks: tool calls, answers, the fallback.

The model runs are replaced by scripted ones, so these tests need no llama.cpp.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from brain.llm.local_llama import Done, Job
from brain.llm.local_provider import LocalChunk, LocalLLM

from .conftest import PROJECT_CREATE, SYSTEM


class ScriptedRuns(LocalLLM):
    """A handler whose model runs replay ``outputs`` (one string per run), in pieces."""

    def __init__(self, *outputs: str) -> None:
        super().__init__(Path("unused.gguf"))
        self.outputs = list(outputs)
        self.jobs: list[Job] = []

    async def _events(self, job: Job, deadline: float | None) -> AsyncIterator[str | Done]:
        self.jobs.append(job)
        text = self.outputs.pop(0)
        for i in range(0, len(text), 4):
            yield text[i : i + 4]
        yield Done("stop", prompt_tokens=50, completion_tokens=len(text) // 4, cached_tokens=30)


async def run(handler: LocalLLM, **params: Any) -> list[LocalChunk]:
    messages = [SYSTEM, {"role": "user", "content": "Create a project called garden."}]
    return [chunk async for chunk in handler.stream(messages, params, None)]


async def test_a_tool_choice_becomes_one_tool_call_chunk() -> None:
    handler = ScriptedRuns('{ "project_create": { "name": "garden" } }')
    chunks = await run(handler, tools=[PROJECT_CREATE])
    calls = [c["tool_use"] for c in chunks if c.get("tool_use")]
    assert len(calls) == 1 and calls[0] is not None
    assert calls[0]["function"]["name"] == "project_create"
    assert json.loads(calls[0]["function"]["arguments"]) == {"name": "garden"}
    assert all(c["text"] == "" for c in chunks)  # the JSON itself is never shown
    assert chunks[-1]["finish_reason"] == "tool_calls"


async def test_an_answer_streams_as_plain_text() -> None:
    handler = ScriptedRuns('{"answer": "Sure, \\"garden\\" it is."}')
    chunks = await run(handler, tools=[PROJECT_CREATE])
    assert "".join(c["text"] for c in chunks) == 'Sure, "garden" it is.'
    assert len([c for c in chunks if c["text"]]) > 1
    assert chunks[-1]["finish_reason"] == "stop"


async def test_an_unusable_tool_call_falls_back_to_an_answer_on_the_same_prompt() -> None:
    handler = ScriptedRuns('{"project_create": {"name": "', '{"answer": "Which name?"}')
    chunks = await run(handler, tools=[PROJECT_CREATE], max_tokens=64)
    assert "".join(c["text"] for c in chunks) == "Which name?"
    assert not any(c.get("tool_use") for c in chunks)
    first, retry = handler.jobs
    assert retry.messages == first.messages  # same prompt: llama.cpp reuses its cache
    assert retry.schema is not None and retry.schema["required"] == ["answer"]
    usage = chunks[-1]["usage"]
    assert usage is not None
    assert usage["prompt_tokens"] == 100  # both runs count
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]


async def test_without_tools_the_text_is_passed_through() -> None:
    handler = ScriptedRuns("Hello there.")
    chunks = await run(handler)
    assert "".join(c["text"] for c in chunks) == "Hello there."
    assert handler.jobs[0].schema is None
    usage = chunks[-1]["usage"]
    assert usage is not None and usage["cached_tokens"] == 30


async def test_a_repeated_tool_call_becomes_an_answer_from_its_result() -> None:
    handler = ScriptedRuns('{"project_create": {"name": "garden"}}', '{"answer": "Done."}')
    call = {"name": "project_create", "arguments": '{"name": "garden"}'}
    messages = [
        SYSTEM,
        {"role": "user", "content": "Create a project called garden."},
        {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function", "function": call}]},
        {"role": "tool", "tool_call_id": "c1", "content": "Created project garden."},
    ]
    chunks = [c async for c in handler.stream(messages, {"tools": [PROJECT_CREATE]}, None)]
    assert not any(c.get("tool_use") for c in chunks)
    assert "".join(c["text"] for c in chunks) == "Done."
    # The same call in an earlier exchange is fine to repeat.
    again = ScriptedRuns('{"project_create": {"name": "garden"}}')
    later = [*messages, {"role": "assistant", "content": "Done."}, messages[1]]
    chunks = [c async for c in again.stream(later, {"tools": [PROJECT_CREATE]}, None)]
    assert [c["tool_use"]["function"]["name"] for c in chunks if c.get("tool_use")] == [
        "project_create"
    ]
