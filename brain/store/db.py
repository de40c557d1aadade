"""The connection: pragmas, one writer at a time, typed errors instead of sqlite3's."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any, TypeVar, cast

import aiosqlite

from brain.errors import Conflict, StoreError
from brain.store.migrations import MIGRATIONS, migrate

BUSY_TIMEOUT_MS = 10_000
T = TypeVar("T")


_Memo = dict[tuple[int, str, tuple[Any, ...]], tuple[int, list[sqlite3.Row]]]
_READ_MEMO: ContextVar[_Memo | None] = ContextVar("read_memo", default=None)


@contextmanager
def read_memo() -> Iterator[None]:
    """Within this block (and the tasks started in it, which copy the context) a read marked
    ``memo=True`` is answered from the block's memo when the same statement ran before and
    nothing was written through this store since (any write, by any task, invalidates it).
    One turn reads the prompt documents, the project list and the profile facts several
    times; this makes each one database hop. Writes of other processes are seen by the next
    block: a turn reads one picture of these rows."""
    token = _READ_MEMO.set({})
    try:
        yield
    finally:
        _READ_MEMO.reset(token)


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def loads(text: str | None) -> Any:
    return json.loads(text) if text else {}


def _translate(exc: sqlite3.Error, sql: str) -> StoreError:
    text = str(exc)
    if isinstance(exc, sqlite3.IntegrityError) and "UNIQUE" in text:
        return Conflict(f"Already exists ({text.removeprefix('UNIQUE constraint failed: ')}).")
    if isinstance(exc, sqlite3.IntegrityError):
        return StoreError(f"The database refused the change: {text}.")
    if "malformed" in text or "not a database" in text:
        return StoreError(
            f"The database is damaged: {text}.",
            hint="`vance doctor` checks it and says how to save what is readable.",
        )
    if "locked" in text or "busy" in text:
        return StoreError(
            "The database stayed locked by another Vance process.",
            hint="Close other Vance windows that hang, or retry.",
        )
    if isinstance(exc, sqlite3.OperationalError) and (
        "readonly" in text or "unable to open" in text or "disk" in text
    ):
        return StoreError(
            f"The database cannot be written: {text}.",
            hint="Check free disk space and permissions of the data folder (`vance doctor`).",
        )
    return StoreError(f"Database error: {text} (in: {sql.split()[0] if sql else '?'}).")


class Store:
    """An open database. All access goes through :meth:`fetch`, :meth:`execute` and
    :meth:`transaction`; sqlite errors come out as :class:`StoreError` subclasses."""

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self._conn = conn
        self._reader: sqlite3.Connection | None = None
        self.path = path
        self._lock = asyncio.Lock()
        self._in_tx: asyncio.Task[Any] | None = None
        self._writes = 0  # statements other than reads so far: the memo's generation

    @classmethod
    async def open(cls, path: Path) -> Store:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(
                f"Cannot create the database folder {path.parent}: {exc.strerror or exc}.",
                hint="Set VANCE_HOME to a writable folder.",
            ) from exc
        conn: aiosqlite.Connection | None = None
        try:
            conn = await aiosqlite.connect(str(path), isolation_level=None)
            conn.row_factory = sqlite3.Row
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await _switch_to_wal(conn)
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as exc:
            if conn is not None:
                # aiosqlite's worker thread is not a daemon: an unclosed connection would keep
                # the process alive after the error was reported.
                await conn.close()
            damaged = isinstance(exc, sqlite3.DatabaseError) and "not a database" in str(exc)
            raise StoreError(
                f"Cannot open the database {path}: {exc}.",
                hint=f"The file is damaged or not a Vance database: move it aside ({path})."
                if damaged
                else "Check that the data folder is writable (`vance doctor`), or set VANCE_HOME.",
            ) from exc
        store = cls(conn, path)
        try:
            async with store.transaction() as tx:
                await tx.run_sync(migrate)
            store._reader = _open_reader(path)
        except BaseException:
            await conn.close()
            raise
        return store

    async def close(self) -> None:
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        await self._conn.close()

    @property
    def writing(self) -> bool:
        """Whether a statement or a transaction holds the writer's connection now."""
        return self._lock.locked()

    @property
    def schema_version(self) -> int:
        return len(MIGRATIONS)

    async def version(self) -> int:
        rows = await self.fetch("SELECT version FROM schema_version")
        return int(rows[0]["version"]) if rows else 0

    async def integrity_problems(self, limit: int = 20) -> list[str]:
        """``PRAGMA integrity_check``: the problems it finds (empty when the file is sound).
        A page too damaged to check at all is a problem too."""
        try:
            rows = await self.fetch(f"PRAGMA integrity_check({int(limit)})")
        except StoreError as exc:
            return [str(exc.__cause__ or exc.message)]
        found = [str(row[0]) for row in rows]
        return [] if found == ["ok"] else found

    # --- reads and single writes -------------------------------------------------------------
    # Each statement is one hop to the database thread (``_call``); a single statement outside
    # a transaction is atomic by itself (autocommit), so it needs no BEGIN/COMMIT.

    async def fetch(
        self, sql: str, params: Sequence[Any] = (), *, memo: bool = False
    ) -> list[sqlite3.Row]:
        """The rows of one SELECT. ``memo``: may be answered from the :func:`read_memo` of the
        running turn (for reads a turn repeats: prompt documents, projects, profile facts)."""
        cache = _READ_MEMO.get() if memo else None
        if cache is not None:
            key = (id(self), sql, tuple(params))
            hit = cache.get(key)
            if hit is not None and hit[0] == self._writes:
                return list(hit[1])
            generation = self._writes
            rows = await self.fetch(sql, params)
            if generation == self._writes:
                cache[key] = (generation, rows)
            return list(rows)
        if self._in_tx is asyncio.current_task():
            return await self._call(_fetchall, sql, params)
        if self._reader is not None and not self.writing and sql.lstrip()[:6].upper() != "PRAGMA":
            # Nothing is being written: read on the event loop's thread, through the
            # read-only connection (WAL: it sees every committed change). A small indexed
            # SELECT costs tens of microseconds here, less than the hop to the writer's
            # thread and back. While a statement or transaction runs, a read waits for it
            # as before, so it never sees the state from before a change being made. PRAGMAs
            # (settings, integrity checks) go to the writer's connection, on its thread.
            await asyncio.sleep(0)  # still a point where other tasks run, as a hop was
            try:
                return _fetchall(self._reader, sql, params)
            except sqlite3.Error as exc:
                raise _translate(exc, sql) from exc
        async with self._lock:
            return await self._call(_fetchall, sql, params)

    async def fetch_one(
        self, sql: str, params: Sequence[Any] = (), *, memo: bool = False
    ) -> sqlite3.Row | None:
        rows = await self.fetch(sql, params, memo=memo)
        return rows[0] if rows else None

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns lastrowid (or rowcount for UPDATE/DELETE)."""
        if self._in_tx is asyncio.current_task():
            return await self._call(_execute, sql, params)
        async with self._lock:
            return await self._call(_execute, sql, params)

    async def _call(self, fn: Callable[..., T], sql: str, params: Sequence[Any]) -> T:
        if fn is not _fetchall:
            self._writes += 1
        try:
            result = await self._conn._execute(  # type: ignore[no-untyped-call]
                fn,
                self._conn._conn,
                sql,
                params,
            )
            return cast(T, result)
        except sqlite3.Error as exc:
            raise _translate(exc, sql) from exc

    # --- transactions ------------------------------------------------------------------------

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; rolls back on any error. Other coroutines wait for
        the lock; the owning task may nest (the inner block joins the outer transaction)."""
        if self._in_tx is asyncio.current_task():
            yield Transaction(self)
            return
        async with self._lock:
            self._in_tx = asyncio.current_task()
            committed = False
            try:
                await self._call(_execute, "BEGIN IMMEDIATE", ())
                yield Transaction(self)
                await self._call(_execute, "COMMIT", ())
                committed = True
            finally:
                if not committed:
                    # Also when the task is cancelled while BEGIN waits in the database
                    # thread (it still runs there): the connection must never be left inside
                    # a transaction nobody ends, or the next BEGIN fails.
                    await asyncio.shield(self._rollback())
                self._in_tx = None

    async def _rollback(self) -> None:
        self._writes += 1
        with contextlib.suppress(sqlite3.Error):  # "no transaction is active" is fine
            await self._conn.execute("ROLLBACK")


async def _switch_to_wal(conn: aiosqlite.Connection) -> None:
    """``PRAGMA journal_mode = WAL``. Switching needs the file to itself, and sqlite answers
    "locked" at once (no busy wait) while another Vance process creates the same new database:
    retry for up to the busy timeout instead of failing the second window's start."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            await conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or loop.time() > deadline:
                raise
            await asyncio.sleep(0.02)


READER_BUSY_TIMEOUT_MS = 2_000


def _open_reader(path: Path) -> sqlite3.Connection:
    """The read-only connection :meth:`Store.fetch` uses outside transactions."""
    reader = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    reader.row_factory = sqlite3.Row
    reader.execute(f"PRAGMA busy_timeout = {READER_BUSY_TIMEOUT_MS}")
    reader.execute("PRAGMA query_only = ON")
    return reader


def _fetchall(conn: sqlite3.Connection, sql: str, params: Sequence[Any]) -> list[sqlite3.Row]:
    return cast(list[sqlite3.Row], conn.execute(sql, params).fetchall())


def _execute(conn: sqlite3.Connection, sql: str, params: Sequence[Any]) -> int:
    cursor = conn.execute(sql, params)
    if sql.lstrip()[:6].upper() in ("UPDATE", "DELETE"):
        return int(cursor.rowcount)
    return int(cursor.lastrowid or 0)


class Transaction:
    """Statements inside one transaction (only valid within ``Store.transaction()``)."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def fetch(
        self, sql: str, params: Sequence[Any] = (), *, memo: bool = False
    ) -> list[sqlite3.Row]:
        """Inside a transaction every read goes to the database (``memo`` is ignored)."""
        return await self._store._call(_fetchall, sql, params)

    async def fetch_one(
        self, sql: str, params: Sequence[Any] = (), *, memo: bool = False
    ) -> sqlite3.Row | None:
        rows = await self.fetch(sql, params, memo=memo)
        return rows[0] if rows else None

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return await self._store._call(_execute, sql, params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._store._writes += 1
        try:
            await self._store._conn.executemany(sql, rows)
        except sqlite3.Error as exc:
            raise _translate(exc, sql) from exc

    async def run_sync(self, fn: Any) -> Any:
        """Run ``fn(sqlite3.Connection)`` on the database thread (used for migrations)."""
        conn = self._store._conn
        self._store._writes += 1
        try:
            return await conn._execute(fn, conn._conn)  # type: ignore[no-untyped-call]
        except sqlite3.Error as exc:
            raise _translate(exc, "migrate") from exc
