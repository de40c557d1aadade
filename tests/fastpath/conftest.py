"""Fixtures for the fast path and eval tests (the environment is cleaned by tests/conftest)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from brain.config import Paths, Settings
from brain.core import Brain
from brain.fastpath import FastPath
from brain.llm.scripted import clear_scripts


@pytest.fixture(autouse=True)
def no_scripts() -> Iterator[None]:
    """Scripts registered by one test (``scripted/evals``) don't leak into the next."""
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
