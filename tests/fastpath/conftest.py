"""Fixtures for the fast path and eval tests: a clean environment and a brain in tmp."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from brain.config import Paths, Settings
from brain.core import Brain
from brain.fastpath import FastPath
from brain.llm.scripted import clear_scripts


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """No VANCE_ settings or provider keys leak in from the developer's shell."""
    for name in list(os.environ):
        if name.startswith("VANCE_") or name.endswith("_API_KEY"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("VANCE_HOME", str(tmp_path / "home"))
    clear_scripts()
    yield
    clear_scripts()


@pytest.fixture(scope="session")
def fast() -> FastPath:
    return FastPath.bundled()


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    root = tmp_path / "brain"
    return Paths(config_dir=root / "config", data_dir=root / "data", log_dir=root / "logs")


@pytest.fixture
async def brain(paths: Paths) -> AsyncIterator[Brain]:
    opened = await Brain.open(paths, Settings(), start_runtime=False)
    try:
        yield opened
    finally:
        await opened.close()
