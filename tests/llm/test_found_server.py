"""A local model server found by itself, used through the gateway (fake servers on loopback):
the pick is used for calls, named by ``describe`` (HUD, activity strip), ``vance doctor`` and
``vance models``; when the server goes away the bundled model answers, with a note."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fake_openai import Behaviour, FakeOpenAI
from test_resolution import _fake_local_module

from brain.client import Client
from brain.config import LlmSettings, Paths
from brain.llm import catalog, discovery
from brain.llm.discovery import Server
from brain.llm.gateway import ModelGateway

Gateway = Callable[..., ModelGateway]
ON = {"llm": LlmSettings(timeout=5.0, num_retries=0), "find_model_servers": True}


@pytest.fixture(autouse=True)
def discovery_by_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/conftest.py switches discovery off in the environment; here settings decide."""
    monkeypatch.delenv("VANCE_FIND_MODEL_SERVERS")


@pytest.fixture
def gguf(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.gguf"
    path.write_bytes(b"GGUF fake weights")
    return path


@pytest.fixture
def llama_server() -> Iterator[FakeOpenAI]:
    """A llama.cpp-server-like OpenAI-compatible server with one chat model."""
    with FakeOpenAI() as server:
        server.models = ["nomic-embed-text-v1.5", "qwen2.5-7b-instruct-q4_k_m"]
        server.default = Behaviour(text="Hi from the found server.")
        yield server


def servers_at(server: FakeOpenAI) -> tuple[Server, ...]:
    return (Server("llamacpp", f"http://127.0.0.1:{server.port}", "/v1/models"),)


async def test_with_no_model_configured_a_found_server_is_used(
    make_gateway: Gateway, llama_server: FakeOpenAI, gguf: Path
) -> None:
    gateway = make_gateway(**ON, local_model_path=gguf)
    found = await gateway.discover(servers_at(llama_server))
    assert found is not None and found.picked.name == "qwen2.5-7b-instruct-q4_k_m"
    assert gateway.resolve("default:fast") == "openai/qwen2.5-7b-instruct-q4_k_m"
    assert "found: llama.cpp server at http://127.0.0.1:" in gateway.describe()
    assert gateway.needs_litellm()

    result = await gateway.complete("default:fast", [{"role": "user", "content": "hi"}])
    assert result.text == "Hi from the found server."
    assert result.note is None
    assert llama_server.requests[-1]["model"] == "qwen2.5-7b-instruct-q4_k_m"
    assert gateway.totals.calls == 1

    check = await gateway.check()
    assert check.ok and "found: llama.cpp server" in check.detail


async def test_a_configured_model_is_never_replaced(
    make_gateway: Gateway, llama_server: FakeOpenAI
) -> None:
    gateway = make_gateway(**ON, model="scripted/demo")
    assert await gateway.discover(servers_at(llama_server)) is None
    assert gateway.resolve("default:fast") == "scripted/demo"
    assert llama_server.requests == []


async def test_discovery_can_be_switched_off(
    make_gateway: Gateway, llama_server: FakeOpenAI, gguf: Path
) -> None:
    gateway = make_gateway(local_model_path=gguf)  # find_model_servers false
    assert await gateway.discover(servers_at(llama_server)) is None
    assert gateway.describe().endswith("(offline)")


async def test_a_server_that_goes_away_falls_back_to_the_bundled_model_with_a_note(
    make_gateway: Gateway,
    gguf: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_local_provider: None,
) -> None:
    monkeypatch.setitem(sys.modules, "brain.llm.local_provider", _fake_local_module([]))
    gateway = make_gateway(**ON, local_model_path=gguf)
    with FakeOpenAI() as server:
        server.models = ["llama3.1-8b-instruct"]
        await gateway.discover(servers_at(server))
        assert (await gateway.complete("default:fast", [{"role": "user", "content": "a"}])).text
    # the server is gone now
    result = await gateway.complete("default:fast", [{"role": "user", "content": "hi"}])
    assert result.text == "Hi, I am the local model."
    assert result.note is not None and "stopped answering" in result.note
    assert "bundled local model" in result.note
    assert gateway.found is None
    assert gateway.describe().endswith("(offline)")
    again = await gateway.complete("default:fast", [{"role": "user", "content": "hi"}])
    assert again.note is None  # said once


async def test_vance_models_lists_the_found_server_and_marks_its_pick(
    llama_server: FakeOpenAI, gguf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from brain.config import Settings

    monkeypatch.setattr(discovery, "DEFAULT_SERVERS", servers_at(llama_server))
    settings = Settings(local_model_path=gguf, **ON)
    models = await catalog.list_models(settings, ollama_url="http://127.0.0.1:9")
    by_name = {m.name: m for m in models}
    picked = by_name["openai/qwen2.5-7b-instruct-q4_k_m"]
    assert "in use" in picked.detail and "llama.cpp server" in picked.detail
    local = next(m for m in models if m.source == "local")
    assert "in use" not in local.detail


async def test_the_window_hears_which_server_is_used(
    llama_server: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, gguf: Path
) -> None:
    monkeypatch.setenv("VANCE_LOCAL_MODEL_PATH", str(gguf))
    monkeypatch.setattr(discovery, "DEFAULT_SERVERS", servers_at(llama_server))
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(paths=paths, runtime=False)
    try:
        heard: list[str] = []
        await client.warm(heard.append)
        assert any("qwen2.5-7b-instruct-q4_k_m from llama.cpp server" in h for h in heard)
        assert "found: llama.cpp server" in client.model_description()
        assert heard[-1].startswith("model ready: openai/qwen2.5-7b-instruct-q4_k_m")
    finally:
        await client.close()


async def test_the_chat_says_once_that_the_found_server_went_away(
    tmp_path: Path, gguf: Path, monkeypatch: pytest.MonkeyPatch, no_local_provider: None
) -> None:
    monkeypatch.setenv("VANCE_LOCAL_MODEL_PATH", str(gguf))
    monkeypatch.setitem(sys.modules, "brain.llm.local_provider", _fake_local_module([]))
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(paths=paths, poll_seconds=0.02)
    try:
        with FakeOpenAI() as server:
            server.models = ["llama3.1-8b-instruct"]
            assert await client.brain.gateway.discover(servers_at(server)) is not None
        session = await client.open_hub()
        said = await client.turn(session.id, "why do onions make people cry")
        notes = [m.content for m in said if m.role == "system"]
        assert len(notes) == 1 and "stopped answering" in notes[0]
        assert [m.content for m in said if m.role == "assistant"] == ["Hi, I am the local model."]
        again = await client.turn(session.id, "and why is the sky blue")
        assert [m for m in again if m.role == "system"] == []
    finally:
        await client.close()


async def test_a_server_that_dies_mid_answer_hands_over_to_the_bundled_model(
    make_gateway: Gateway,
    gguf: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_local_provider: None,
) -> None:
    calls: list[dict[str, object]] = []
    monkeypatch.setitem(sys.modules, "brain.llm.local_provider", _continuing_local_module(calls))
    gateway = make_gateway(**ON, local_model_path=gguf)
    shown: list[str] = []

    async def on_text(piece: str) -> None:
        shown.append(piece)

    with FakeOpenAI() as server:
        server.models = ["llama3.1-8b-instruct"]
        server.default = Behaviour(text="Onions release a gas that", chunk_chars=5, die_after=3)
        await gateway.discover(servers_at(server))
        result = await gateway.complete(
            "default:fast", [{"role": "user", "content": "why do onions sting"}], on_text=on_text
        )
    partial = "Onions release "  # three pieces of five characters, then the server died
    assert "".join(shown) == partial + "a gas, says the local model."
    assert result.text == "".join(shown)  # what was shown, once, then the rest
    assert result.note is not None and "stopped answering" in result.note
    assert gateway.found is None
    assert calls[0]["continue_from"] == partial  # the bundled model goes on from there
    assert "tools" not in calls[0]


def _continuing_local_module(calls: list[dict[str, object]]) -> object:
    import types
    from collections.abc import AsyncIterator
    from typing import Any

    class Continuing:
        def __init__(self, model_path: Path) -> None:
            self.model_path = model_path

        def close(self) -> None:
            """What the loader calls when it drops the handler."""

        async def aclose(self) -> None:
            """What the gateway calls when the brain closes."""

        async def stream(self, messages: Any, params: Any, limit: Any) -> AsyncIterator[Any]:
            calls.append(dict(params))
            for piece in ("a gas,", " says the local model."):
                yield {"text": piece, "is_finished": False, "finish_reason": "", "usage": None}
            usage: Any = {"prompt_tokens": 9, "completion_tokens": 6, "total_tokens": 15}
            yield {"text": "", "is_finished": True, "finish_reason": "stop", "usage": usage}

    module = types.ModuleType("brain.llm.local_provider")
    module.make_local_handler = Continuing  # type: ignore[attr-defined]
    return module


async def test_the_chat_shows_a_cut_off_answer_once_then_the_rest_and_one_note(
    tmp_path: Path, gguf: Path, monkeypatch: pytest.MonkeyPatch, no_local_provider: None
) -> None:
    monkeypatch.setenv("VANCE_LOCAL_MODEL_PATH", str(gguf))
    calls: list[dict[str, object]] = []
    monkeypatch.setitem(sys.modules, "brain.llm.local_provider", _continuing_local_module(calls))
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(paths=paths, poll_seconds=0.02)
    try:
        with FakeOpenAI() as server:
            server.models = ["llama3.1-8b-instruct"]
            server.default = Behaviour(text="Onions release a gas", chunk_chars=5, die_after=3)
            assert await client.brain.gateway.discover(servers_at(server)) is not None
            session = await client.open_hub()
            said = await client.turn(session.id, "why do onions make people cry")
        notes = [m.content for m in said if m.role == "system"]
        assert len(notes) == 1 and "stopped answering" in notes[0]
        answers = [m.content for m in said if m.role == "assistant"]
        assert len(answers) == 1 and answers[0].count("Onions") == 1
        assert "local model" in answers[0]
        assert not [m for m in said if "Cannot reach" in m.content]  # no error shown
    finally:
        await client.close()
