"""The gateway driven by the scripted model: streaming, usage, tool calls, errors."""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Callable
from typing import Any

import pytest

from brain.llm.errors import (
    AuthFailed,
    BadRequest,
    ModelError,
    RateLimited,
    ScriptError,
    ServerError,
    TimedOut,
    Unreachable,
)
from brain.llm.gateway import ModelGateway
from brain.llm.scripted import (
    Reply,
    ScriptedToolCall,
    register_script,
    script_from_data,
)
from brain.llm.types import EnoughText, Message

Gateway = Callable[..., ModelGateway]

USER: list[Message] = [
    {"role": "system", "content": "You are Eddie, a concise assistant."},
    {"role": "user", "content": "What is the weather like on the moon today?"},
]
TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "add",
            "description": "Add two numbers.",
            "parameters": {
                "type": "object",
                "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
                "required": ["a", "b"],
            },
        },
    }
]


def prompt_chars(messages: list[Message], tools: list[dict[str, Any]] | None = None) -> int:
    chars = sum(len(m["content"]) for m in messages)
    return chars + (len(json.dumps(tools)) if tools else 0)


async def test_text_streams_in_chunks_in_order(make_gateway: Gateway) -> None:
    text = "The moon has no weather to speak of, but it is cold at night."
    register_script("t", [Reply(text=text, chunk_chars=7)])
    gateway = make_gateway(model="scripted/t")
    received: list[str] = []

    async def sink(delta: str) -> None:
        received.append(delta)

    result = await gateway.complete("default:fast", USER, on_text=sink)

    assert received == [text[i : i + 7] for i in range(0, len(text), 7)]
    assert result.text == text == "".join(received)
    assert result.tool_calls == []
    assert result.finish_reason == "stop"
    assert result.model == "scripted/t"
    assert result.alias == "default:fast"
    assert result.elapsed_ms > 0


async def test_usage_is_realistic_and_totals_accumulate(make_gateway: Gateway) -> None:
    first, second = "Short answer.", "A somewhat longer answer with more words in it."
    register_script("t", [Reply(text=first), Reply(text=second)])
    gateway = make_gateway(model="scripted/t")

    one = await gateway.complete("default:fast", USER)
    two = await gateway.complete("default:smart", USER, tools=TOOLS)

    assert one.usage.tokens_in == math.ceil(prompt_chars(USER) / 4)
    assert one.usage.tokens_out == math.ceil(len(first) / 4)
    # Tool schemas count as prompt tokens, as they do at real providers.
    assert two.usage.tokens_in == math.ceil(prompt_chars(USER, TOOLS) / 4)
    assert two.usage.tokens_in > one.usage.tokens_in
    assert two.usage.tokens_out == math.ceil(len(second) / 4)

    totals = gateway.totals
    assert totals.calls == 2
    assert totals.failed_calls == 0
    assert totals.tokens_in == one.usage.tokens_in + two.usage.tokens_in
    assert totals.tokens_out == one.usage.tokens_out + two.usage.tokens_out
    assert totals.elapsed_ms == pytest.approx(one.elapsed_ms + two.elapsed_ms)


async def test_tiny_prompt_and_reply_count_at_least_one_token(make_gateway: Gateway) -> None:
    register_script("t", [Reply(text="k")])
    result = await make_gateway(model="scripted/t").complete(
        "default:fast", [{"role": "user", "content": "?"}]
    )
    assert (result.usage.tokens_in, result.usage.tokens_out) == (1, 1)


async def test_one_tool_call_is_assembled_from_fragments(make_gateway: Gateway) -> None:
    call = ScriptedToolCall(name="add", arguments={"a": 12345, "b": 67890, "note": "x" * 30})
    register_script("t", [Reply(tool_calls=[call], chunk_chars=4)])
    received: list[str] = []

    async def sink(delta: str) -> None:
        received.append(delta)

    result = await make_gateway(model="scripted/t").complete(
        "default:fast", USER, tools=TOOLS, on_text=sink
    )

    assert received == []
    assert result.text == ""
    assert result.finish_reason == "tool_calls"
    assert len(result.tool_calls) == 1
    (tool_call,) = result.tool_calls
    assert tool_call.name == "add"
    assert json.loads(tool_call.arguments) == call.arguments
    assert tool_call.id
    assert result.usage.tokens_out == math.ceil((3 + len(json.dumps(call.arguments))) / 4)


async def test_text_and_two_tool_calls(make_gateway: Gateway) -> None:
    calls = [
        ScriptedToolCall(name="add", arguments={"a": 1, "b": 2}),
        ScriptedToolCall(name="note_create", arguments={"title": "moon", "body": "cold " * 10}),
    ]
    register_script("t", [Reply(text="Let me do two things.", tool_calls=calls, chunk_chars=5)])

    result = await make_gateway(model="scripted/t").complete("default:fast", USER, tools=TOOLS)

    assert result.text == "Let me do two things."
    assert [c.name for c in result.tool_calls] == ["add", "note_create"]
    assert [json.loads(c.arguments) for c in result.tool_calls] == [c.arguments for c in calls]
    assert len({c.id for c in result.tool_calls}) == 2


async def test_responder_sees_messages_and_tools(make_gateway: Gateway) -> None:
    seen: list[tuple[str, list[str]]] = []

    def respond(messages: list[Message], tools: list[dict[str, Any]] | None) -> Reply:
        names = [t["function"]["name"] for t in tools or []]
        seen.append((messages[-1]["content"], names))
        return Reply(text=f"You said: {messages[-1]['content']}")

    register_script("echo", respond)
    gateway = make_gateway(model="scripted/echo")

    first = await gateway.complete("default:fast", [{"role": "user", "content": "one"}])
    second = await gateway.complete(
        "default:fast", [{"role": "user", "content": "two"}], tools=TOOLS
    )

    assert (first.text, second.text) == ("You said: one", "You said: two")
    assert seen == [("one", []), ("two", ["add"])]


async def test_exhausted_script_is_a_clear_error(make_gateway: Gateway) -> None:
    register_script("t", [Reply(text="only one")])
    gateway = make_gateway(model="scripted/t")
    await gateway.complete("default:fast", USER)

    with pytest.raises(ScriptError) as caught:
        await gateway.complete("default:fast", USER)

    assert "no reply left" in str(caught.value)
    assert caught.value.hint and "register_script" in caught.value.hint
    assert gateway.totals.calls == 1
    assert gateway.totals.failed_calls == 1


@pytest.mark.parametrize(
    ("kind", "error_class", "fix"),
    [
        ("auth", AuthFailed, "SCRIPTED_API_KEY"),
        ("rate_limit", RateLimited, "try again"),
        ("timeout", TimedOut, "VANCE_LLM__TIMEOUT"),
        ("server", ServerError, "try again"),
        ("bad_request", BadRequest, "Check the model name"),
        ("unreachable", Unreachable, "network"),
    ],
)
async def test_error_replies_map_to_typed_errors(
    make_gateway: Gateway, kind: Any, error_class: type[ModelError], fix: str
) -> None:
    register_script("t", [Reply(error=kind)])

    with pytest.raises(error_class) as caught:
        await make_gateway(model="scripted/t").complete("default:fast", USER)

    assert "scripted/t" in caught.value.message
    assert caught.value.hint is not None
    assert fix in caught.value.hint
    assert caught.value.model == "scripted/t"


async def test_error_after_partial_text(make_gateway: Gateway) -> None:
    register_script("t", [Reply(text="I was saying something", chunk_chars=6, error="server")])
    gateway = make_gateway(model="scripted/t")
    received: list[str] = []

    async def sink(delta: str) -> None:
        received.append(delta)

    with pytest.raises(ServerError):
        await gateway.complete("default:fast", USER, on_text=sink)

    assert "".join(received) == "I was saying something"
    assert gateway.totals.failed_calls == 1
    assert gateway.totals.calls == 0


async def test_delay_longer_than_timeout_times_out(make_gateway: Gateway) -> None:
    from brain.config import LlmSettings

    register_script("t", [Reply(text="late", delay_s=30)])
    gateway = make_gateway(model="scripted/t", llm=LlmSettings(timeout=0.2, num_retries=0))
    loop = asyncio.get_running_loop()
    started = loop.time()

    with pytest.raises(TimedOut) as caught:
        await gateway.complete("default:fast", USER)

    assert loop.time() - started < 2
    assert "0.2 s" in caught.value.message


async def test_a_held_reply_times_out_unless_released(
    make_gateway: Gateway,
) -> None:
    from brain.config import LlmSettings

    never, release = asyncio.Event(), asyncio.Event()
    register_script("t", [Reply(text="never", hold=never), Reply(text="later", hold=release)])
    gateway = make_gateway(model="scripted/t", llm=LlmSettings(timeout=0.2, num_retries=0))
    with pytest.raises(TimedOut):  # held past the timeout
        await gateway.complete("default:fast", USER)
    release.set()
    assert (await gateway.complete("default:fast", USER)).text == "later"


async def test_delays_shape_the_stream(make_gateway: Gateway) -> None:
    register_script("t", [Reply(text="abcdef", chunk_chars=2, delay_s=0.05, chunk_delay_s=0.03)])
    loop = asyncio.get_running_loop()
    started = loop.time()
    arrivals: list[float] = []

    async def sink(delta: str) -> None:
        arrivals.append(loop.time() - started)

    await make_gateway(model="scripted/t").complete("default:fast", USER, on_text=sink)

    assert len(arrivals) == 3
    assert arrivals[0] >= 0.05
    assert arrivals[2] - arrivals[0] >= 0.05


async def test_on_text_errors_are_not_model_errors(make_gateway: Gateway) -> None:
    register_script("t", [Reply(text="hello there")])

    async def sink(delta: str) -> None:
        raise KeyError("ui went away")

    with pytest.raises(KeyError):
        await make_gateway(model="scripted/t").complete("default:fast", USER, on_text=sink)


async def test_cancelling_a_call_cancels_it(make_gateway: Gateway) -> None:
    register_script("t", [Reply(text="x" * 50, chunk_chars=1, chunk_delay_s=0.05)])
    started = asyncio.Event()

    async def sink(delta: str) -> None:
        started.set()

    task = asyncio.create_task(
        make_gateway(model="scripted/t").complete("default:fast", USER, on_text=sink)
    )
    await asyncio.wait_for(started.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_demo_script_from_prompts(make_gateway: Gateway) -> None:
    gateway = make_gateway(model="scripted/demo")

    hello = await gateway.complete("default:fast", [{"role": "user", "content": "Hello Eddie!"}])
    other = await gateway.complete("default:fast", [{"role": "user", "content": "Plan my week"}])

    assert hello.text.startswith("Hello!")
    assert "scripted demo model" in other.text
    assert "VANCE_MODEL" in other.text


async def test_unknown_script_names_the_fix(make_gateway: Gateway) -> None:
    with pytest.raises(ScriptError) as caught:
        await make_gateway(model="scripted/nope").complete("default:fast", USER)
    assert "nope" in caught.value.message
    assert caught.value.hint and "demo" in caught.value.hint


def test_script_from_data_replies_list() -> None:
    script = script_from_data({"replies": [{"text": "a"}, {"tool_calls": [{"name": "x"}]}]})
    assert isinstance(script, list)
    assert [r.text for r in script] == ["a", ""]
    assert script[1].tool_calls[0].name == "x"


def test_script_from_data_rules() -> None:
    respond = script_from_data(
        {"rules": [{"when": r"\bhi\b", "reply": {"text": "hey"}}], "default": {"text": "?"}}
    )
    assert callable(respond)
    assert respond([{"role": "user", "content": "Hi there"}], None).text == "hey"
    assert respond([{"role": "user", "content": "this"}], None).text == "?"


def test_invalid_script_name_is_refused() -> None:
    with pytest.raises(ValueError):
        register_script("../etc", [Reply(text="x")])


async def test_a_sink_with_enough_text_ends_the_call_as_a_finished_answer(
    make_gateway: Gateway,
) -> None:
    """The reply would fail at its end; the call stops before (issue 14: the small model's
    answer stops at the end of its sentence instead of generating what is not shown)."""
    register_script(
        "t", [Reply(text="One sentence. " + "more words " * 20, chunk_chars=5, error="server")]
    )
    gateway = make_gateway(model="scripted/t")
    received: list[str] = []

    async def sink(delta: str) -> None:
        received.append(delta)
        if "." in "".join(received):
            raise EnoughText

    result = await gateway.complete("default:fast", USER, on_text=sink)
    assert result.text == "".join(received) == "One sentence. m"  # up to the chunk with the dot
    assert result.finish_reason == "stop"
    assert (gateway.totals.calls, gateway.totals.failed_calls) == (1, 0)
