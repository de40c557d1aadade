"""map_litellm_error decides by cause, not by litellm's outer class."""

from __future__ import annotations

import httpx
import pytest

from brain.errors import UserFacingError
from brain.llm.errors import (
    AuthFailed,
    BadRequest,
    ModelError,
    NoApiKey,
    RateLimited,
    ServerError,
    TimedOut,
    Unreachable,
    map_litellm_error,
    provider_detail,
)


@pytest.fixture(scope="module")
def litellm() -> object:
    from brain.llm.litellm_loader import load_litellm

    return load_litellm()


def test_every_model_error_is_user_facing() -> None:
    for cls in (NoApiKey, AuthFailed, RateLimited, Unreachable, TimedOut, ServerError, BadRequest):
        assert issubclass(cls, ModelError)
        assert issubclass(cls, UserFacingError)


def test_missing_key_reported_as_internal_server_error(litellm: object) -> None:
    from litellm import exceptions as ll

    exc = ll.InternalServerError(
        message="OpenAIException - Missing credentials. Please pass an `api_key`.",
        llm_provider="openai",
        model="gpt-4o-mini",
    )
    error = map_litellm_error(exc, "openai/gpt-4o-mini")
    assert isinstance(error, NoApiKey)
    assert error.hint and "OPENAI_API_KEY" in error.hint


def test_anthropic_missing_key_names_its_variable(litellm: object) -> None:
    from litellm import exceptions as ll

    exc = ll.AuthenticationError(
        message="Missing Anthropic API Key - A call is being made to anthropic but no key is set",
        llm_provider="anthropic",
        model="claude",
    )
    error = map_litellm_error(exc, "anthropic/claude-3-5-haiku-latest")
    assert isinstance(error, NoApiKey)
    assert error.hint and "ANTHROPIC_API_KEY" in error.hint


def test_refused_connection_reported_as_internal_server_error(litellm: object) -> None:
    from litellm import exceptions as ll

    exc = ll.InternalServerError(
        message="OpenAIException - Connection error.", llm_provider="openai", model="x"
    )
    error = map_litellm_error(exc, "openai/gpt-4o-mini")
    assert isinstance(error, Unreachable)
    assert error.hint and "network" in error.hint


def test_ollama_without_server(litellm: object) -> None:
    from litellm import exceptions as ll

    exc = ll.APIConnectionError(
        message="OllamaException - [Errno 111] Connection refused", llm_provider="ollama", model="x"
    )
    error = map_litellm_error(exc, "ollama_chat/llama3")
    assert isinstance(error, Unreachable)
    assert error.hint and "ollama serve" in error.hint


def test_mid_stream_wrapper_is_looked_through(litellm: object) -> None:
    from litellm import exceptions as ll

    inner = ll.RateLimitError(message="slow down", llm_provider="openai", model="x")
    from litellm.exceptions import MidStreamFallbackError

    outer = MidStreamFallbackError(
        message="mid stream", model="x", llm_provider="openai", original_exception=inner
    )
    assert isinstance(map_litellm_error(outer, "openai/x"), RateLimited)


def test_quota_exhausted_says_so(litellm: object) -> None:
    from litellm import exceptions as ll

    exc = ll.RateLimitError(
        message="You exceeded your current quota (insufficient_quota)",
        llm_provider="openai",
        model="x",
    )
    error = map_litellm_error(exc, "openai/gpt-4o")
    assert isinstance(error, RateLimited)
    assert "quota" in error.message
    assert error.hint and "billing" in error.hint


def test_context_window(litellm: object) -> None:
    from litellm import exceptions as ll

    exc = ll.ContextWindowExceededError(message="too long", model="x", llm_provider="openai")
    error = map_litellm_error(exc, "openai/gpt-4o")
    assert isinstance(error, BadRequest)
    assert "too long" in error.message
    assert error.hint and "new session" in error.hint


def test_plain_timeouts_without_litellm() -> None:
    assert isinstance(map_litellm_error(TimeoutError(), "openai/x", timeout=3), TimedOut)
    assert isinstance(map_litellm_error(httpx.ReadTimeout("slow"), "openai/x"), TimedOut)
    assert "3 s" in map_litellm_error(TimeoutError(), "openai/x", timeout=3).message


def test_plain_connection_error_without_litellm() -> None:
    assert isinstance(map_litellm_error(ConnectionRefusedError(111, "refused"), "x/y"), Unreachable)


def test_model_errors_pass_through_the_chain() -> None:
    original = AuthFailed("nope", hint="fix it", model="m")
    try:
        try:
            raise original
        except AuthFailed as exc:
            raise RuntimeError("wrapped") from exc
    except RuntimeError as wrapped:
        assert map_litellm_error(wrapped, "m") is original


def test_unknown_errors_are_generic_model_errors() -> None:
    error = map_litellm_error(ValueError("odd"), "openai/x")
    assert type(error) is ModelError
    assert "odd" in error.message
    assert error.hint


def test_provider_detail_is_one_clean_line() -> None:
    exc = Exception(
        "litellm.BadRequestError: OpenAIException - Error code: 400 - "
        "{'error': {'message': 'bad \\x1b[31mthing', 'type': 'x'}}\nTraceback (most recent...)"
    )
    detail = provider_detail(exc)
    assert "\n" not in detail
    assert "\x1b" not in detail
    assert detail.startswith("bad")
    assert len(provider_detail(Exception("x" * 500))) == 200


async def test_real_litellm_missing_key_maps_by_cause(
    fake_openai: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """litellm itself reports a missing OpenAI key as InternalServerError."""
    from brain.llm.litellm_loader import load_litellm

    litellm = load_litellm()
    monkeypatch.delenv("OPENAI_API_KEY")
    with pytest.raises(Exception) as caught:
        await litellm.acompletion(
            model="openai/fake",
            messages=[{"role": "user", "content": "hi"}],
            stream=True,
            timeout=2,
            num_retries=0,
        )
    assert type(caught.value).__name__ == "InternalServerError"
    error = map_litellm_error(caught.value, "openai/fake")
    assert isinstance(error, NoApiKey)
    assert error.hint and "any value works" in error.hint


async def test_real_litellm_refused_connection_maps_by_cause(
    monkeypatch: pytest.MonkeyPatch, closed_port: int
) -> None:
    """litellm reports a refused connection as InternalServerError too."""
    from brain.llm.litellm_loader import load_litellm

    litellm = load_litellm()
    with pytest.raises(Exception) as caught:
        await litellm.acompletion(
            model="openai/fake",
            api_base=f"http://127.0.0.1:{closed_port}/v1",
            api_key="sk-anything",
            messages=[{"role": "user", "content": "hi"}],
            stream=True,
            timeout=2,
            num_retries=0,
        )
    assert type(caught.value).__name__ == "InternalServerError"
    assert isinstance(map_litellm_error(caught.value, "openai/fake"), Unreachable)
