"""Fixtures for the model gateway tests: settings, gateways, a fake OpenAI server."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_openai import FakeOpenAI

from brain.config import LlmSettings, Settings
from brain.llm import litellm_loader
from brain.llm.gateway import ModelGateway
from brain.llm.scripted import clear_scripts

# The root conftest clears VANCE_* settings and provider keys and forbids the network.


@pytest.fixture(autouse=True)
def clean_scripts(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No scripted-model scripts or litellm log level leak between tests."""
    monkeypatch.delenv("LITELLM_LOG", raising=False)
    clear_scripts()
    yield
    clear_scripts()


@pytest.fixture
def make_settings() -> Callable[..., Settings]:
    """Settings with short timeouts and no retries (env vars were cleared above)."""

    def make(**values: Any) -> Settings:
        values.setdefault("llm", LlmSettings(timeout=2.0, num_retries=0))
        values.setdefault("find_model_servers", False)
        return Settings(**values)

    return make


@pytest.fixture
def make_gateway(
    make_settings: Callable[..., Settings], tmp_path: Path
) -> Callable[..., ModelGateway]:
    def make(**values: Any) -> ModelGateway:
        return ModelGateway(make_settings(**values), log_file=tmp_path / "vance.log")

    return make


@pytest.fixture
def fake_openai(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAI]:
    """A fake OpenAI-compatible server; OPENAI_API_BASE and any OPENAI_API_KEY point at it."""
    with FakeOpenAI() as server:
        monkeypatch.setenv("OPENAI_API_BASE", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-anything")
        yield server


@pytest.fixture
def closed_port() -> int:
    """A loopback port nobody listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def no_local_provider() -> Iterator[None]:
    """Tests that register a fake ``local`` provider leave none behind."""
    litellm_loader.reset_for_tests()
    yield
    litellm_loader.reset_for_tests()
