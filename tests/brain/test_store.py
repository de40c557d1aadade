"""The SQLite store: migrations, pragmas, constraints and typed errors (real files)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from brain.errors import Conflict, NotFound, StoreError
from brain.models import ProjectKind, SessionKind
from brain.services.home import bootstrap_home
from brain.store import Store, migrations, records, tenancy
from brain.store import messages as msgs
from brain.store import sessions as repo
from brain.wire import ProcessParams, UserInput, dump

TABLES = {
    "tenants",
    "users",
    "project_groups",
    "projects",
    "sessions",
    "processes",
    "chat_messages",
    "engine_messages",
    "activity",
    "inbox_items",
    "documents",
    "settings",
    "relations",
    "plan_nodes",
}


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "vance.db"


@pytest.fixture
async def store(db_path: Path):
    opened = await Store.open(db_path)
    try:
        yield opened
    finally:
        await opened.close()


def table_names(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows}


def write_garbage(path: Path) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not sqlite at all, just some text " * 50)


# --- migrations ------------------------------------------------------------------------------


async def test_open_creates_the_schema_in_an_empty_folder(db_path: Path) -> None:
    assert not db_path.parent.exists()
    store = await Store.open(db_path)
    try:
        assert await store.version() == len(migrations.MIGRATIONS) == store.schema_version
    finally:
        await store.close()
    assert table_names(db_path) >= TABLES


async def test_reopening_does_not_rerun_migrations_and_keeps_data(db_path: Path) -> None:
    store = await Store.open(db_path)
    home = await bootstrap_home(store, "ann")
    await store.close()

    store = await Store.open(db_path)
    try:
        assert await store.version() == len(migrations.MIGRATIONS)
        rows = await store.fetch("SELECT version FROM schema_version")
        assert len(rows) == 1  # one row, not one per start
        again = await bootstrap_home(store, "ann")
        assert again.user_project.id == home.user_project.id
    finally:
        await store.close()


async def test_an_appended_migration_runs_once_on_an_existing_database(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Store.open(db_path)).close()
    calls: list[int] = []

    def m_extra(conn: sqlite3.Connection) -> None:
        calls.append(1)
        conn.execute("CREATE TABLE extra (x INTEGER)")

    monkeypatch.setattr(migrations, "MIGRATIONS", [*migrations.MIGRATIONS, m_extra])
    for _ in range(2):
        store = await Store.open(db_path)
        assert await store.version() == len(migrations.MIGRATIONS)
        await store.close()
    assert calls == [1]
    assert "extra" in table_names(db_path)


async def test_a_failing_migration_rolls_back_completely(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await Store.open(db_path)).close()
    before = len(migrations.MIGRATIONS)

    def m_broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE half_done (x INTEGER)")
        conn.execute("THIS IS NOT SQL")

    monkeypatch.setattr(migrations, "MIGRATIONS", [*migrations.MIGRATIONS, m_broken])
    with pytest.raises(StoreError):
        await Store.open(db_path)
    monkeypatch.undo()
    assert "half_done" not in table_names(db_path)
    store = await Store.open(db_path)
    try:
        assert await store.version() == before
    finally:
        await store.close()


async def test_a_database_from_a_newer_vance_is_refused_with_a_clear_error(db_path: Path) -> None:
    await (await Store.open(db_path)).close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE schema_version SET version = 999")
    with pytest.raises(StoreError, match="newer than this Vance"):
        await Store.open(db_path)


async def test_a_file_that_is_not_a_database_is_a_store_error_with_a_hint(db_path: Path) -> None:
    write_garbage(db_path)
    with pytest.raises(StoreError) as caught:
        await Store.open(db_path)
    assert "not a database" in str(caught.value)
    assert caught.value.hint and str(db_path) in caught.value.hint


# --- pragmas ---------------------------------------------------------------------------------


async def test_connection_uses_wal_foreign_keys_and_a_busy_timeout(store: Store) -> None:
    assert (await store.fetch_one("PRAGMA journal_mode"))[0] == "wal"
    assert (await store.fetch_one("PRAGMA foreign_keys"))[0] == 1
    assert (await store.fetch_one("PRAGMA busy_timeout"))[0] >= 1000


async def test_a_second_writer_waits_for_the_first_instead_of_failing(
    db_path: Path, eventually
) -> None:
    first = await Store.open(db_path)
    second = await Store.open(db_path)
    try:
        home = await bootstrap_home(first, "ann")
        async with first.transaction() as tx:
            await tx.execute("UPDATE tenants SET name = name")
            # The second connection's write waits on the file lock (busy_timeout)…
            write = asyncio.create_task(
                records.put_setting(second, home.tenant_id, "tenant", home.tenant_id, "k", 1)
            )
            await eventually(lambda: second.writing)  # it is inside BEGIN IMMEDIATE now
            assert not write.done()
        # …and goes through once the first commits.
        await asyncio.wait_for(write, 5)
        assert await records.get_setting(first, home.tenant_id, "tenant", home.tenant_id, "k") == 1
    finally:
        await second.close()
        await first.close()


# --- constraints and typed errors ------------------------------------------------------------


async def test_project_name_is_unique_per_tenant_and_user(store: Store) -> None:
    home = await bootstrap_home(store, "ann")
    other = await bootstrap_home(store, "bob")

    async def create(user_id: str) -> None:
        async with store.transaction() as tx:
            await tenancy.insert_project(
                tx,
                tenant_id=home.tenant_id,
                user_id=user_id,
                name="garden",
                title=None,
                kind=ProjectKind.NORMAL,
            )

    await create(home.user_id)
    with pytest.raises(Conflict, match="'garden' already exists"):
        await create(home.user_id)
    await create(other.user_id)  # another user may use the same name
    rows = await store.fetch("SELECT user_id FROM projects WHERE name = 'garden'")
    assert sorted(r["user_id"] for r in rows) == sorted([home.user_id, other.user_id])


@pytest.mark.parametrize(
    ("column", "value"),
    [("kind", "SPECIAL"), ("status", "deleted"), ("name", "")],
)
async def test_check_constraints_on_projects(store: Store, column: str, value: str) -> None:
    home = await bootstrap_home(store, "ann")
    with pytest.raises(StoreError) as caught:
        await store.execute(
            f"UPDATE projects SET {column} = ? WHERE id = ?", (value, home.user_project.id)
        )
    assert not isinstance(caught.value, Conflict)
    assert "CHECK" in str(caught.value)


async def test_check_constraints_on_statuses(store: Store) -> None:
    home = await bootstrap_home(store, "ann")
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
    await records.put_setting(store, home.tenant_id, "tenant", home.tenant_id, "k", 1)
    for sql, params in [
        ("UPDATE sessions SET status = 'sleeping' WHERE id = ?", (session.id,)),
        ("UPDATE sessions SET kind = 'other' WHERE id = ?", (session.id,)),
        ("UPDATE processes SET status = 'zombie' WHERE id = ?", (process.id,)),
        ("UPDATE settings SET scope = 'galaxy'", ()),
    ]:
        with pytest.raises(StoreError, match="CHECK"):
            await store.execute(sql, params)
    message = await msgs.insert_engine_message(
        store, tenant_id=home.tenant_id, process_id=process.id, payload=UserInput()
    )
    with pytest.raises(StoreError, match="CHECK"):
        await store.execute(
            "UPDATE engine_messages SET status = 'lost' WHERE id = ?", (message.id,)
        )


async def test_foreign_keys_are_enforced(store: Store) -> None:
    home = await bootstrap_home(store, "ann")
    with pytest.raises(StoreError, match="FOREIGN KEY"):
        async with store.transaction() as tx:
            await repo.insert_session(
                tx,
                tenant_id=home.tenant_id,
                user_id=home.user_id,
                project_id="p-missing",
                kind=SessionKind.HUB,
                engine="eddie",
            )
    with pytest.raises(StoreError, match="FOREIGN KEY"):
        await msgs.insert_engine_message(
            store, tenant_id=home.tenant_id, process_id="pr-missing", payload=UserInput()
        )
    assert await store.fetch("SELECT * FROM sessions") == []


async def test_a_failed_transaction_leaves_nothing_behind(store: Store) -> None:
    home = await bootstrap_home(store, "ann")
    with pytest.raises(Conflict):
        async with store.transaction() as tx:
            await tenancy.insert_project(
                tx,
                tenant_id=home.tenant_id,
                user_id=home.user_id,
                name="first",
                title=None,
                kind=ProjectKind.NORMAL,
            )
            await tenancy.insert_project(
                tx,
                tenant_id=home.tenant_id,
                user_id=home.user_id,
                name="first",
                title=None,
                kind=ProjectKind.NORMAL,
            )
    assert await tenancy.find_project(store, home.tenant_id, home.user_id, "first") is None
    # The store is usable afterwards (the transaction was rolled back, the lock released).
    await records.put_setting(store, home.tenant_id, "tenant", home.tenant_id, "k", "v")


async def test_missing_rows_raise_not_found_instead_of_returning_none(store: Store) -> None:
    home = await bootstrap_home(store, "ann")
    lookups = [
        repo.get_session(store, home.tenant_id, "s-missing"),
        repo.get_process(store, "pr-missing"),
        tenancy.get_project(store, home.tenant_id, "p-missing"),
        records.get_inbox_item(store, home.tenant_id, home.user_id, 12345),
        msgs.get_engine_message(store, 12345),
    ]
    for lookup in lookups:
        with pytest.raises(NotFound):
            await lookup


async def test_reads_are_scoped_to_the_tenant(store: Store) -> None:
    home = await bootstrap_home(store, "ann")
    async with store.transaction() as tx:
        session = await repo.insert_session(
            tx,
            tenant_id=home.tenant_id,
            user_id=home.user_id,
            project_id=home.user_project.id,
            kind=SessionKind.HUB,
            engine="eddie",
        )
        await tx.execute(
            "INSERT INTO tenants (id, name, created_at) VALUES ('t-other', 'other', 0)"
        )
    assert (await repo.get_session(store, home.tenant_id, session.id)).id == session.id
    with pytest.raises(NotFound):
        await repo.get_session(store, "t-other", session.id)
    with pytest.raises(NotFound):
        await tenancy.get_project(store, "t-other", home.user_project.id)


async def test_json_columns_round_trip(store: Store) -> None:
    home = await bootstrap_home(store, "ann")
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
            params=ProcessParams.model_validate({"mode": "plan", "nested": {"ü": [1, 2]}}),
        )
    assert dump((await repo.get_process(store, process.id)).params) == {
        "mode": "plan",
        "nested": {"ü": [1, 2]},
    }


async def test_reads_see_committed_writes_and_wait_for_an_open_transaction(
    db_path: Path,
) -> None:
    store = await Store.open(db_path)
    try:
        home = await bootstrap_home(store, "ann")
        project = home.user_project.id
        await records.put_document(store, home.tenant_id, project, "a.md", "one")
        found = await records.documents_in(store, home.tenant_id, (project,), "a.md")
        assert found == {project: "one"}  # an autocommitted write is seen at once
        inside = asyncio.Event()
        release = asyncio.Event()

        async def writer() -> None:
            async with store.transaction() as tx:
                await records.put_document(tx, home.tenant_id, project, "a.md", "two")
                inside.set()
                await release.wait()

        task = asyncio.create_task(writer())
        await inside.wait()
        # A read while a transaction is open never sees the state from before it: it waits.
        reading = asyncio.create_task(
            records.documents_in(store, home.tenant_id, (project,), "a.md")
        )
        release.set()
        await task
        assert await reading == {project: "two"}
    finally:
        await store.close()


async def test_a_turns_memo_answers_repeated_reads_until_something_is_written(
    db_path: Path,
) -> None:
    from brain.store import read_memo

    store = await Store.open(db_path)
    other = sqlite3.connect(db_path, isolation_level=None)  # another process's connection
    try:
        home = await bootstrap_home(store, "ann")
        project = home.user_project.id

        async def read() -> dict[str, str]:
            return await records.documents_in(store, home.tenant_id, (project,), "p.md")

        await records.put_document(store, home.tenant_id, project, "p.md", "first")
        with read_memo():
            assert await read() == {project: "first"}
            other.execute("UPDATE documents SET content = 'elsewhere' WHERE path = 'p.md'")
            assert await read() == {project: "first"}  # one picture within the turn
            await records.put_document(store, home.tenant_id, project, "p.md", "mine")
            assert await read() == {project: "mine"}  # its own write is seen at once
        other.execute("UPDATE documents SET content = 'later' WHERE path = 'p.md'")
        assert await read() == {project: "later"}  # no memo outside a turn
    finally:
        other.close()
        await store.close()
