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


async def open_hub(store: Store, home: Home, *, status: str = "active") -> str:
    """A hub session with its Eddie process (as a window opens one); returns the process id."""
    from brain.models import SessionKind, SessionStatus
    from brain.store import sessions as repo

    async with store.transaction() as tx:
        session = await repo.insert_session(
            tx,
            tenant_id=home.tenant_id,
            user_id=home.user_id,
            project_id=home.user_project.id,
            kind=SessionKind.HUB,
            engine="eddie",
        )
        process = await repo.insert_process(
            tx,
            tenant_id=home.tenant_id,
            session_id=session.id,
            project_id=home.user_project.id,
            engine="eddie",
            name="eddie",
        )
        if status != "active":
            await repo.set_session_state(
                tx, home.tenant_id, session.id, SessionStatus(status), None
            )
    return process.id
