"""A real SQLite store with a bootstrapped home, and the memory service on it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.memory.service import MemoryService
from brain.services.home import Home, bootstrap_home
from brain.store import Store


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "data" / "vance.db")
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
async def home(store: Store) -> Home:
    return await bootstrap_home(store, "ann")


@pytest.fixture
def memory(store: Store, home: Home) -> MemoryService:
    return MemoryService(store, tenant_id=home.tenant_id, user_id=home.user_id)
