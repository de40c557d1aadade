"""VANCE_MODEL=openai/<name> against a fake OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest
from fake_openai import Behaviour, FakeOpenAI

from brain.config import LlmSettings
from brain.llm.errors import (
    AuthFailed,
    BadRequest,
    NoApiKey,
    RateLimited,
    ServerError,
    TimedOut,
    Unreachable,
)
from brain.llm.gateway import ModelGateway
from brain.llm.types import Message

Gateway = Callable[..., ModelGateway]
HI: list[Message] = [{"role": "user", "content": "Hi!"}]


async def test_streams_text_with_usage(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(text="Hello from a compatible server.", usage=(42, 9)))
    gateway = make_gateway(model="openai/fake")
    received: list[str] = []

    async def sink(delta: str) -> None:
        received.append(delta)

    result = await gateway.complete("default:fast", HI, on_text=sink, max_tokens=50)

    assert result.text == "Hello from a compatible server."
    assert len(received) > 1
    assert "".join(received) == result.text
    assert (result.usage.tokens_in, result.usage.tokens_out) == (42, 9)
    assert result.model == "openai/fake"
    assert result.finish_reason == "stop"
    assert (gateway.totals.calls, gateway.totals.tokens_in) == (1, 42)

    (request,) = fake_openai.requests
    assert request["model"] == "fake"
    assert request["stream"] is True
    assert request["stream_options"] == {"include_usage": True}
    assert request["max_tokens"] == 50
    auth = {k.lower(): v for k, v in fake_openai.headers[0].items()}["authorization"]
    assert auth == "Bearer sk-anything"


async def test_streamed_tool_calls(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(
        Behaviour(
            text="",
            tool_calls=[("add", '{"a": 1, "b": 2}'), ("note_create", '{"title": "moon"}')],
            chunk_chars=3,
        )
    )
    tools = [{"type": "function", "function": {"name": "add", "parameters": {"type": "object"}}}]

    result = await make_gateway(model="openai/fake").complete("default:fast", HI, tools=tools)

    assert [(c.id, c.name) for c in result.tool_calls] == [
        ("call_fake_0", "add"),
        ("call_fake_1", "note_create"),
    ]
    assert json.loads(result.tool_calls[0].arguments) == {"a": 1, "b": 2}
    assert json.loads(result.tool_calls[1].arguments) == {"title": "moon"}
    assert result.finish_reason == "tool_calls"
    assert fake_openai.requests[0]["tools"] == tools


async def test_smart_alias_uses_its_own_model(
    make_gateway: Gateway, fake_openai: FakeOpenAI
) -> None:
    from brain.config import ModelAliases

    gateway = make_gateway(models=ModelAliases(fast="openai/fake", smart="openai/fake-smart"))
    result = await gateway.complete("default:smart", HI)
    assert result.model == "openai/fake-smart"
    assert fake_openai.requests[0]["model"] == "fake-smart"


async def test_401_is_auth_failed(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(status=401))
    with pytest.raises(AuthFailed) as caught:
        await make_gateway(model="openai/fake").complete("default:fast", HI)
    assert "openai/fake" in caught.value.message
    assert "401" in caught.value.message
    assert caught.value.hint and "OPENAI_API_KEY" in caught.value.hint
    assert len(fake_openai.requests) == 1


async def test_429_is_rate_limited(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(status=429))
    with pytest.raises(RateLimited) as caught:
        await make_gateway(model="openai/fake").complete("default:fast", HI)
    assert "429" in caught.value.message
    assert caught.value.hint and "try again" in caught.value.hint
    assert caught.value.retryable
    assert len(fake_openai.requests) == 1  # num_retries=0 means exactly one request


async def test_500_is_server_error(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(status=500))
    with pytest.raises(ServerError) as caught:
        await make_gateway(model="openai/fake").complete("default:fast", HI)
    assert "500" in caught.value.message
    assert "The server had an error" in caught.value.message
    assert caught.value.hint and "try again" in caught.value.hint


async def test_400_is_bad_request(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(status=400))
    with pytest.raises(BadRequest) as caught:
        await make_gateway(model="openai/fake").complete("default:fast", HI)
    assert "Invalid value for 'messages'" in caught.value.message
    assert caught.value.hint


async def test_404_names_the_model(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(status=404))
    with pytest.raises(BadRequest) as caught:
        await make_gateway(model="openai/fake").complete("default:fast", HI)
    assert "404" in caught.value.message
    assert caught.value.hint and "vance models" in caught.value.hint


async def test_hang_times_out(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(hang=True))
    gateway = make_gateway(model="openai/fake", llm=LlmSettings(timeout=0.5, num_retries=0))
    started = time.perf_counter()

    with pytest.raises(TimedOut) as caught:
        await gateway.complete("default:fast", HI)

    assert time.perf_counter() - started < 2.0
    assert "0.5 s" in caught.value.message
    assert caught.value.hint and "VANCE_LLM__TIMEOUT" in caught.value.hint
    assert gateway.totals.failed_calls == 1


async def test_connection_refused_is_unreachable(
    make_gateway: Gateway, monkeypatch: pytest.MonkeyPatch, closed_port: int
) -> None:
    base = f"http://127.0.0.1:{closed_port}/v1"
    monkeypatch.setenv("OPENAI_API_BASE", base)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-anything")
    started = time.perf_counter()

    with pytest.raises(Unreachable) as caught:
        await make_gateway(model="openai/fake").complete("default:fast", HI)

    assert time.perf_counter() - started < 2.0
    assert base in caught.value.message
    assert caught.value.hint and "OPENAI_API_BASE" in caught.value.hint


async def test_missing_key_is_no_api_key(
    make_gateway: Gateway, fake_openai: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    with pytest.raises(NoApiKey) as caught:
        await make_gateway(model="openai/fake").complete("default:fast", HI)
    assert "openai/fake" in caught.value.message
    assert caught.value.hint and "OPENAI_API_KEY" in caught.value.hint
    assert fake_openai.requests == []


async def test_retries_are_honoured(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(status=500))
    gateway = make_gateway(model="openai/fake", llm=LlmSettings(timeout=2, num_retries=1))
    result = await gateway.complete("default:fast", HI)
    assert result.text == "Hello from the fake server."
    assert len(fake_openai.requests) == 2


async def test_check_reports_reachable_server(
    make_gateway: Gateway, fake_openai: FakeOpenAI
) -> None:
    gateway = make_gateway(model="openai/fake")
    check = await gateway.check()
    assert check.ok
    assert "openai/fake" in check.detail
    assert fake_openai.requests[0]["max_tokens"] == 1
    assert gateway.totals.calls == 0  # the probe is not counted


async def test_check_reports_the_fix(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    fake_openai.queue(Behaviour(status=401))
    check = await make_gateway(model="openai/fake").check("default:smart")
    assert not check.ok
    assert "401" in check.detail
    assert check.fix and "OPENAI_API_KEY" in check.fix


async def test_litellm_prints_nothing_to_the_terminal(
    make_gateway: Gateway, fake_openai: FakeOpenAI, capfd: pytest.CaptureFixture[str]
) -> None:
    fake_openai.queue(Behaviour(status=500), Behaviour(status=401))
    gateway = make_gateway(model="openai/fake")
    for _ in range(2):
        with pytest.raises((ServerError, AuthFailed)):
            await gateway.complete("default:fast", HI)
    await gateway.complete("default:fast", HI)
    out, err = capfd.readouterr()
    assert out == ""
    assert err == ""


async def test_missing_key_is_caught_before_any_request(make_gateway: Gateway) -> None:
    with pytest.raises(NoApiKey) as caught:
        await make_gateway(model="groq/llama-3.1-8b-instant").complete("default:fast", HI)
    assert caught.value.hint and "GROQ_API_KEY" in caught.value.hint
    assert "Groq API key" in caught.value.hint


async def test_messages_are_not_modified(make_gateway: Gateway, fake_openai: FakeOpenAI) -> None:
    messages: list[Message] = [{"role": "system", "content": "Be brief."}, *HI]
    before = json.dumps(messages)
    await make_gateway(model="openai/fake").complete("default:fast", messages)
    assert json.dumps(messages) == before
