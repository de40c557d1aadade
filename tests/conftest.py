"""Shared fixtures for every test folder.

Every test runs with ``VANCE_HOME`` in its own tmp dir, without model settings or provider
keys leaking in from the developer's shell, and without network access: a connection to
anything but loopback (or a Unix socket) fails with :class:`NetworkForbidden`.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import os
import socket
import time
from collections.abc import AsyncIterator, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

# litellm fetches a model cost map over the network at import unless told not to.
os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"

# Provider settings that would send a test to a real model if they leaked in.
_LEAKY_SUFFIXES = ("_API_KEY", "_API_BASE", "_BASE_URL", "_API_VERSION")
_LEAKY_NAMES = ("OLLAMA_HOST", "LITELLM_MODEL", "AZURE_API_TYPE")


# --- environment -----------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def vance_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh ``VANCE_HOME`` per test; every other ``VANCE_*`` and provider key unset."""
    for name in list(os.environ):
        if name.startswith("VANCE_") or name.endswith(_LEAKY_SUFFIXES) or name in _LEAKY_NAMES:
            monkeypatch.delenv(name, raising=False)
    home = tmp_path / "vance-home"
    monkeypatch.setenv("VANCE_HOME", str(home))
    monkeypatch.setenv("VANCE_BRAIN__LINGER", "0")  # no `vance chat` starts a resident brain
    # whatever model servers this machine runs stay out of tests (tests/llm/test_found_server.py)
    monkeypatch.setenv("VANCE_FIND_MODEL_SERVERS", "false")
    return home


@pytest.fixture(autouse=True)
def _close_vance_log_handlers() -> Iterator[None]:
    """``Brain.open`` adds a file handler to the root logger once per process; drop it after
    each test so the next test logs into its own ``VANCE_HOME``."""
    yield
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_vance", False):
            root.removeHandler(handler)
            handler.close()


# --- network guard ---------------------------------------------------------------------------


class NetworkForbidden(ConnectionRefusedError):
    """A test tried to reach the network. (An ``OSError``, so code under test reacts as it
    would on a machine without network, while the message says what happened.)"""


def _is_local_host(host: object) -> bool:
    if not isinstance(host, str):
        return False
    name = host.split("%", 1)[0].strip("[]").lower()
    if name in ("", "localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"):
        return True
    if name.endswith(".localhost") or name == socket.gethostname().lower():
        return True
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback or address.is_unspecified


def _check_address(family: int, address: Any) -> None:
    if family == getattr(socket, "AF_UNIX", object()):
        return
    host = address[0] if isinstance(address, tuple) and address else address
    if not _is_local_host(host):
        raise NetworkForbidden(
            f"Network access is forbidden in tests (tried to connect to {address!r}); "
            "use a loopback fake server instead."
        )


@pytest.fixture(autouse=True)
def network_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Refuse connections and name lookups for anything but loopback and Unix sockets."""
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_create_connection = socket.create_connection
    real_getaddrinfo = socket.getaddrinfo

    def connect(self: socket.socket, address: Any) -> None:
        _check_address(self.family, address)
        return real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        _check_address(self.family, address)
        return real_connect_ex(self, address)

    def create_connection(address: Any, *args: Any, **kwargs: Any) -> socket.socket:
        _check_address(socket.AF_INET, address)
        return real_create_connection(address, *args, **kwargs)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host is not None and not _is_local_host(
            host.decode() if isinstance(host, bytes) else host
        ):
            raise socket.gaierror(
                socket.EAI_NONAME, f"Name lookups are forbidden in tests (tried {host!r})."
            )
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket, "create_connection", create_connection)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)


# --- brain fixtures --------------------------------------------------------------------------


@pytest.fixture
def paths(vance_home: Path) -> Any:
    """:class:`brain.config.Paths` under the test's ``VANCE_HOME`` (folders created)."""
    from brain.config import resolve_paths

    resolved = resolve_paths()
    resolved.ensure()
    return resolved


@dataclass
class TurnRecord:
    process_id: str
    message_ids: list[int]
    texts: list[str]
    attempt: int
    started: float
    ended: float | None = None


@dataclass
class FakeEngine:
    """An engine for runtime tests. Records each turn's start/end (``time.monotonic()``) and
    the messages it drained. Per turn it can block on an event, raise, or return a status.

    ``block_on``: wait for this event before ending the turn.
    ``raises``: raise it (after ``block_on``).
    ``status``: what the turn returns (default ``ready``).
    ``on_turn``: an async callback ``(ctx) -> None`` run at the start of the turn.
    ``started``: set whenever a turn starts (clear it to wait for the next one).
    """

    name: str = "fake"
    reactive: bool = True
    status: Any = None
    block_on: asyncio.Event | None = None
    raises: BaseException | None = None
    on_turn: Any = None
    turns: list[TurnRecord] = field(default_factory=list)
    started: asyncio.Event = field(default_factory=asyncio.Event)
    finished: asyncio.Event = field(default_factory=asyncio.Event)

    async def run_turn(self, ctx: Any) -> Any:
        from brain.models import ProcessStatus

        record = TurnRecord(
            process_id=ctx.process.id,
            message_ids=[m.id for m in ctx.messages],
            texts=[getattr(m.payload, "text", "") for m in ctx.messages],
            attempt=ctx.attempt,
            started=time.monotonic(),
        )
        self.turns.append(record)
        self.started.set()
        try:
            if self.on_turn is not None:
                await self.on_turn(ctx)
            if self.block_on is not None:
                await self.block_on.wait()
            if self.raises is not None:
                raise self.raises
            return self.status or ProcessStatus.READY
        finally:
            record.ended = time.monotonic()
            self.finished.set()


class EngineTable(dict[str, Any]):
    """Engines by name for a Brain opened with ``engines=table.factories``:
    ``engines["eddie"] = FakeEngine()``, set before or after the brain opened. Names not in
    the table get the real engine."""

    @property
    def factories(self) -> Mapping[str, Any]:
        return _Factories(self)


class _Factories(Mapping[str, Any]):
    def __init__(self, table: EngineTable) -> None:
        self._table = table

    def __getitem__(self, name: str) -> Any:
        from brain.engines.registry import DEFAULT_ENGINES

        engine = self._table.get(name)
        if engine is None:
            return DEFAULT_ENGINES[name]
        return _fixed(engine)

    def __iter__(self) -> Iterator[str]:
        from brain.engines.registry import DEFAULT_ENGINES

        return iter({*DEFAULT_ENGINES, *self._table})

    def __len__(self) -> int:
        return len(list(iter(self)))


def _fixed(engine: Any) -> Any:
    """One factory per engine object, so the registry's cache keeps it until it is replaced."""
    cached = _FIXED.get(id(engine))
    if cached is None or cached[0] is not engine:
        cached = _FIXED[id(engine)] = (engine, lambda deps: engine)
    return cached[1]


_FIXED: dict[int, tuple[Any, Any]] = {}


@pytest.fixture
def engines() -> EngineTable:
    """Engines by name for the ``brain`` fixture: ``engines["eddie"] = FakeEngine()``."""
    return EngineTable()


@pytest.fixture
def fake_engine_class() -> type[FakeEngine]:
    return FakeEngine


@pytest.fixture
async def brain(paths: Any, engines: EngineTable) -> AsyncIterator[Any]:
    """An opened :class:`brain.core.Brain` with a running runtime (fast polling)."""
    from brain.core import Brain

    opened = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    try:
        yield opened
    finally:
        await opened.close()


async def wait_for(predicate: Any, seconds: float = 5.0, interval: float = 0.01) -> Any:
    """Poll an (async or sync) predicate until it returns something truthy, or fail after
    ``seconds``."""
    deadline = time.monotonic() + seconds
    while True:
        result = predicate()
        if asyncio.iscoroutine(result):
            result = await result
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met within {seconds} s")
        await asyncio.sleep(interval)


@pytest.fixture
def eventually() -> Any:
    """``await eventually(lambda: ...)``: wait for a condition with a timeout."""
    return wait_for
