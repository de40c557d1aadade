"""Fixtures for the model gateway tests: clean environment, loopback-only network, fakes."""

from __future__ import annotations

import ipaddress
import os
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

_ENV_PREFIXES = ("VANCE_", "LITELLM_LOG")
_ENV_NAMES = ("OPENAI_API_BASE", "OPENAI_BASE_URL", "OLLAMA_API_BASE", "OLLAMA_HOST")


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """No VANCE_ settings, provider keys or base URLs leak in from the developer's shell."""
    for name in list(os.environ):
        if name.startswith(_ENV_PREFIXES) or name.endswith("_API_KEY") or name in _ENV_NAMES:
            monkeypatch.delenv(name)
    monkeypatch.setenv("VANCE_HOME", str(tmp_path / "home"))
    clear_scripts()
    yield
    clear_scripts()


def _allowed(address: Any) -> bool:
    if not isinstance(address, tuple):
        return True  # unix sockets
    host = str(address[0])
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Real network is forbidden: connections to anything but 127.0.0.1 fail loudly."""
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex

    def connect(self: socket.socket, address: Any) -> None:
        if not _allowed(address):
            raise AssertionError(f"test tried to reach the network: {address!r}")
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        if not _allowed(address):
            raise AssertionError(f"test tried to reach the network: {address!r}")
        return real_connect_ex(self, address)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)


@pytest.fixture
def make_settings() -> Callable[..., Settings]:
    """Settings with short timeouts and no retries (env vars were cleared above)."""

    def make(**values: Any) -> Settings:
        values.setdefault("llm", LlmSettings(timeout=2.0, num_retries=0))
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
    if litellm_loader.is_loaded():
        import litellm

        litellm.custom_provider_map = [
            p for p in litellm.custom_provider_map if p["provider"] != "local"
        ]
