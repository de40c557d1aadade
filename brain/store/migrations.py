"""Schema migrations: an ordered list of functions; ``schema_version`` records how many ran.

Add a migration by appending a function. Never edit one that has shipped.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from brain.store.schema_v1 import m001_core, run_script

Migration = Callable[[sqlite3.Connection], None]


def m002_chat_speaker(conn: sqlite3.Connection) -> None:
    """Who spoke, as data: ``engine`` and ``project`` next to the display ``author``.

    Older assistant rows are filled from their author ("arthur · garden" → arthur, garden).
    """
    run_script(
        conn,
        """
        ALTER TABLE chat_messages ADD COLUMN engine TEXT;
        ALTER TABLE chat_messages ADD COLUMN project TEXT;
        UPDATE chat_messages SET
            engine = CASE WHEN instr(author, ' · ') > 0
                THEN substr(author, 1, instr(author, ' · ') - 1) ELSE author END,
            project = CASE WHEN instr(author, ' · ') > 0
                THEN substr(author, instr(author, ' · ') + 3) END
            WHERE role = 'assistant'
        """,
    )


def m003_plans(conn: sqlite3.Connection) -> None:
    """Planned work: the nodes of marvin task trees (vogon keeps its phase state in the
    process params)."""
    run_script(
        conn,
        """
        CREATE TABLE plan_nodes (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            process_id TEXT NOT NULL REFERENCES processes(id),
            parent_id TEXT REFERENCES plan_nodes(id),
            position INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('plan', 'worker', 'user_input', 'aggregate')),
            title TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN
                ('pending', 'running', 'blocked', 'done', 'failed', 'skipped')),
            engine TEXT,
            task TEXT NOT NULL DEFAULT '',
            sequential INTEGER NOT NULL DEFAULT 0,
            worker_process_id TEXT,
            result TEXT,
            error TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            budget_allowed INTEGER,
            budget_used INTEGER NOT NULL DEFAULT 0,
            tokens_in INTEGER NOT NULL DEFAULT 0,
            tokens_out INTEGER NOT NULL DEFAULT 0,
            llm_calls INTEGER NOT NULL DEFAULT 0,
            elapsed_ms REAL NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX plan_nodes_by_process ON plan_nodes (process_id, parent_id, position)
        """,
    )


def m004_memory(conn: sqlite3.Connection) -> None:
    """Facts about the user with provenance (append-only corrections), their full-text index,
    durable peer events between the user's hub processes, and ``process_id`` in the activity
    index so a window's read of its peers skips its own entries inside the index (issue 11)."""
    run_script(
        conn,
        """
        CREATE TABLE facts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            user_id TEXT NOT NULL REFERENCES users(id),
            subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
            value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 2000),
            source TEXT NOT NULL CHECK (source IN ('user-stated', 'inferred')),
            confidence REAL NOT NULL CHECK (confidence BETWEEN 0 AND 1),
            status TEXT NOT NULL CHECK (status IN ('active', 'superseded', 'forgotten')),
            supersedes INTEGER REFERENCES facts(id),
            session_id TEXT,
            message_id INTEGER,
            process_id TEXT,
            evidence TEXT,
            created_at REAL NOT NULL,
            changed_at REAL
        );
        CREATE INDEX facts_by_subject ON facts (tenant_id, user_id, status, subject);
        CREATE INDEX facts_by_time ON facts (tenant_id, user_id, status, created_at);
        CREATE INDEX facts_by_supersedes ON facts (supersedes);
        CREATE VIRTUAL TABLE facts_fts USING fts5(
            value, content='facts', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
        );
        CREATE TABLE peer_events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            user_id TEXT NOT NULL REFERENCES users(id),
            key TEXT NOT NULL,
            source_process_id TEXT,
            target_process_id TEXT NOT NULL REFERENCES processes(id),
            type TEXT NOT NULL,
            summary TEXT NOT NULL,
            payload TEXT NOT NULL DEFAULT '{}',
            created_at REAL NOT NULL,
            recorded_at REAL,
            UNIQUE (target_process_id, key)
        );
        CREATE INDEX peer_events_pending ON peer_events (target_process_id, recorded_at, id);
        DROP INDEX activity_by_user_ts;
        CREATE INDEX activity_by_user_ts ON activity (tenant_id, user_id, ts, process_id)
        """,
    )
    # A trigger body holds semicolons: one statement of its own. Facts are never deleted and
    # their value never changes, so inserts are all the index has to follow.
    conn.execute(
        "CREATE TRIGGER facts_fts_insert AFTER INSERT ON facts BEGIN"
        " INSERT INTO facts_fts (rowid, value) VALUES (new.id, new.value); END"
    )


def m005_legacy_facts(conn: sqlite3.Connection) -> None:
    """Facts that earlier versions kept as relations ``("user", predicate, text)`` become notes
    in ``facts`` (user-stated; forgotten or replaced ones keep that status), so nothing the
    user said is lost when memory moves to the facts table. The relations stay as they were."""
    import json

    from brain.memory.extract import note_subject

    rows = conn.execute(
        "SELECT r.tenant_id, p.user_id, r.predicate, r.object, r.meta, r.created_at"
        " FROM relations r JOIN projects p ON p.id = r.project_id"
        " WHERE r.subject = 'user' ORDER BY r.id"
    ).fetchall()
    for tenant_id, user_id, predicate, obj, raw_meta, created_at in rows:
        value = str(obj) if predicate == "fact" else f"{str(predicate).replace('_', ' ')}: {obj}"
        value = " ".join(value.split())[:2000]
        if not value or user_id is None:
            continue
        meta = json.loads(raw_meta or "{}")
        status = (
            "forgotten"
            if meta.get("forgotten")
            else "superseded"
            if meta.get("superseded_by")
            else "active"
        )
        conn.execute(
            "INSERT INTO facts (tenant_id, user_id, subject, value, source, confidence, status,"
            " session_id, process_id, evidence, created_at)"
            " VALUES (?, ?, ?, ?, 'user-stated', 0.9, ?, ?, ?, 'kept by an earlier version', ?)",
            (
                tenant_id,
                user_id,
                note_subject(value),
                value,
                status,
                meta.get("session_id"),
                meta.get("process_id"),
                created_at,
            ),
        )


def m006_schedules(conn: sqlite3.Connection) -> None:
    """Schedules (a prompt on a cron expression in a time zone) and their runs. A due time is
    fired at most once: ``UNIQUE (schedule_id, due_at)`` is the claim two brains race for."""
    run_script(
        conn,
        """
        CREATE TABLE IF NOT EXISTS schedules (
            id INTEGER PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            user_id TEXT NOT NULL REFERENCES users(id),
            cron TEXT NOT NULL,
            tz TEXT NOT NULL,
            prompt TEXT NOT NULL CHECK (length(prompt) BETWEEN 1 AND 4000),
            project TEXT,
            engine TEXT NOT NULL,
            paused INTEGER NOT NULL DEFAULT 0,
            next_run_at REAL NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX IF NOT EXISTS schedules_due ON schedules (paused, next_run_at);
        CREATE TABLE IF NOT EXISTS schedule_runs (
            id INTEGER PRIMARY KEY,
            schedule_id INTEGER NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
            due_at REAL NOT NULL,
            started_at REAL NOT NULL,
            reason TEXT NOT NULL CHECK (reason IN ('due', 'missed', 'run-now')),
            status TEXT NOT NULL
                CHECK (status IN ('started', 'done', 'failed', 'blocked', 'skipped')),
            process_id TEXT,
            session_id TEXT,
            inbox_item_id INTEGER,
            summary TEXT,
            finished_at REAL,
            UNIQUE (schedule_id, due_at)
        );
        CREATE INDEX IF NOT EXISTS schedule_runs_by_process ON schedule_runs (process_id)
        """,
    )


def m007_turn_journal(conn: sqlite3.Connection) -> None:
    """The turn journal: what each step of an interrupted turn returned, so a retry replays it
    instead of calling the model or running the tool again; indexes for the idempotency keys
    of a turn's effects (chat lines, inbox items, inbox messages, activity entries)."""
    run_script(
        conn,
        """
        CREATE TABLE IF NOT EXISTS turn_steps (
            process_id TEXT NOT NULL,
            turn_key TEXT NOT NULL,
            step INTEGER NOT NULL,
            kind TEXT NOT NULL,
            payload TEXT NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (process_id, turn_key, step)
        );
        CREATE INDEX IF NOT EXISTS turn_steps_by_time ON turn_steps (created_at);
        CREATE INDEX IF NOT EXISTS chat_by_key ON chat_messages (json_extract(meta, '$.key'))
            WHERE json_extract(meta, '$.key') IS NOT NULL;
        CREATE INDEX IF NOT EXISTS inbox_by_key ON inbox_items (json_extract(meta, '$.key'))
            WHERE json_extract(meta, '$.key') IS NOT NULL;
        CREATE INDEX IF NOT EXISTS engine_messages_by_key ON engine_messages (json_extract(payload, '$.key'))
            WHERE json_extract(payload, '$.key') IS NOT NULL;
        CREATE INDEX IF NOT EXISTS activity_by_key ON activity (json_extract(refs, '$.key'))
            WHERE json_extract(refs, '$.key') IS NOT NULL
        """,
    )


def m008_schedule_kinds(conn: sqlite3.Connection) -> None:
    """One-off schedules and reminders: ``once`` fires at ``next_run_at`` and then ends
    (``ended_at``); a ``reminder`` puts its text in the inbox without a worker or a model.
    Idempotent (a column that exists is left alone)."""
    have = {row[1] for row in conn.execute("PRAGMA table_info(schedules)")}
    columns = {
        "kind": "kind TEXT NOT NULL DEFAULT 'task' CHECK (kind IN ('task', 'reminder'))",
        "once": "once INTEGER NOT NULL DEFAULT 0",
        "ended_at": "ended_at REAL",
    }
    for name, definition in columns.items():
        if name not in have:
            conn.execute(f"ALTER TABLE schedules ADD COLUMN {definition}")


def m009_schedule_language(conn: sqlite3.Connection) -> None:
    """The language a schedule was set in (``en``, ``de``; NULL: not known), so an alarm or
    a timer rings in the words it was set with. Idempotent."""
    have = {row[1] for row in conn.execute("PRAGMA table_info(schedules)")}
    if "language" not in have:
        conn.execute("ALTER TABLE schedules ADD COLUMN language TEXT")


def m010_schedule_weeks(conn: sqlite3.Connection) -> None:
    """Schedules that repeat every few weeks ("every other monday"): ``every_weeks`` (1: every
    week the cron expression names) counted from the week of ``anchor_at`` (the first due
    time). Idempotent."""
    have = {row[1] for row in conn.execute("PRAGMA table_info(schedules)")}
    if "every_weeks" not in have:
        conn.execute(
            "ALTER TABLE schedules ADD COLUMN every_weeks INTEGER NOT NULL DEFAULT 1"
            " CHECK (every_weeks BETWEEN 1 AND 52)"
        )
    if "anchor_at" not in have:
        conn.execute("ALTER TABLE schedules ADD COLUMN anchor_at REAL")


MIGRATIONS: list[Migration] = [
    m001_core,
    m002_chat_speaker,
    m003_plans,
    m004_memory,
    m005_legacy_facts,
    m006_schedules,
    m007_turn_journal,
    m008_schedule_kinds,
    m009_schedule_language,
    m010_schedule_weeks,
]


def migrate(conn: sqlite3.Connection) -> int:
    """Apply pending migrations inside the caller's transaction; returns the new version."""
    conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    row = conn.execute("SELECT version FROM schema_version").fetchone()
    current = int(row[0]) if row else 0
    if row is None:
        conn.execute("INSERT INTO schema_version (version) VALUES (0)")
    if current > len(MIGRATIONS):
        raise sqlite3.DatabaseError(
            f"database schema {current} is newer than this Vance ({len(MIGRATIONS)}); upgrade Vance"
        )
    for index in range(current, len(MIGRATIONS)):
        MIGRATIONS[index](conn)
        conn.execute("UPDATE schema_version SET version = ?", (index + 1,))
    return len(MIGRATIONS)
