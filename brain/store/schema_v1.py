"""The first schema (migration 1): tenants, users, projects, sessions, processes, messages,
documents, knowledge. Shipped: never edit it; add a migration in :mod:`brain.store.migrations`."""

from __future__ import annotations

import sqlite3


def run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run a script of ``;``-separated statements inside the caller's transaction
    (executescript() would COMMIT it)."""
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


def m001_core(conn: sqlite3.Connection) -> None:
    run_script(
        conn,
        """
        CREATE TABLE tenants (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            created_at REAL NOT NULL
        );
        CREATE TABLE users (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            name TEXT NOT NULL,
            created_at REAL NOT NULL,
            UNIQUE (tenant_id, name)
        );
        CREATE TABLE project_groups (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            name TEXT NOT NULL,
            created_at REAL NOT NULL,
            UNIQUE (tenant_id, name)
        );
        CREATE TABLE projects (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            user_id TEXT NOT NULL REFERENCES users(id),
            group_id TEXT REFERENCES project_groups(id),
            name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
            title TEXT,
            kind TEXT NOT NULL CHECK (kind IN ('NORMAL', 'SYSTEM')),
            status TEXT NOT NULL CHECK (status IN ('active', 'archived')),
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            UNIQUE (tenant_id, user_id, name)
        );
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            user_id TEXT NOT NULL REFERENCES users(id),
            project_id TEXT NOT NULL REFERENCES projects(id),
            kind TEXT NOT NULL CHECK (kind IN ('hub', 'worker')),
            engine TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('active', 'suspended', 'closed')),
            bound_to TEXT,
            title TEXT,
            created_at REAL NOT NULL,
            last_active_at REAL NOT NULL
        );
        CREATE INDEX sessions_by_user ON sessions (tenant_id, user_id, kind, status, last_active_at);
        CREATE TABLE processes (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            session_id TEXT NOT NULL REFERENCES sessions(id),
            project_id TEXT NOT NULL REFERENCES projects(id),
            engine TEXT NOT NULL,
            name TEXT NOT NULL,
            title TEXT,
            status TEXT NOT NULL CHECK (status IN
                ('ready', 'running', 'blocked', 'suspended', 'stopped', 'done', 'failed')),
            parent_id TEXT REFERENCES processes(id),
            params TEXT NOT NULL DEFAULT '{}',
            tokens_in INTEGER NOT NULL DEFAULT 0,
            tokens_out INTEGER NOT NULL DEFAULT 0,
            llm_calls INTEGER NOT NULL DEFAULT 0,
            elapsed_ms REAL NOT NULL DEFAULT 0,
            last_error TEXT,
            owner TEXT,
            lease_until REAL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX processes_by_session ON processes (session_id);
        CREATE INDEX processes_by_project ON processes (project_id, status);
        CREATE TABLE chat_messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            session_id TEXT NOT NULL REFERENCES sessions(id),
            process_id TEXT REFERENCES processes(id),
            role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
            author TEXT NOT NULL,
            content TEXT NOT NULL,
            info TEXT,
            meta TEXT NOT NULL DEFAULT '{}',
            created_at REAL NOT NULL
        );
        CREATE INDEX chat_by_session ON chat_messages (session_id, id);
        CREATE TABLE engine_messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            process_id TEXT NOT NULL REFERENCES processes(id),
            kind TEXT NOT NULL,
            payload TEXT NOT NULL DEFAULT '{}',
            status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
            attempts INTEGER NOT NULL DEFAULT 0,
            sender_process_id TEXT,
            error TEXT,
            created_at REAL NOT NULL,
            delivered_at REAL
        );
        CREATE INDEX engine_pending ON engine_messages (status, process_id, id);
        CREATE TABLE activity (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            user_id TEXT NOT NULL REFERENCES users(id),
            session_id TEXT,
            process_id TEXT,
            ts REAL NOT NULL,
            kind TEXT NOT NULL,
            summary TEXT NOT NULL,
            refs TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX activity_by_user_ts ON activity (tenant_id, user_id, ts);
        CREATE TABLE inbox_items (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            user_id TEXT NOT NULL REFERENCES users(id),
            source TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('unread', 'read', 'archived')),
            meta TEXT NOT NULL DEFAULT '{}',
            created_at REAL NOT NULL,
            read_at REAL
        );
        CREATE INDEX inbox_by_user ON inbox_items (tenant_id, user_id, status, id);
        CREATE TABLE documents (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            project_id TEXT NOT NULL REFERENCES projects(id),
            path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 512),
            content TEXT NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            UNIQUE (tenant_id, project_id, path)
        );
        CREATE TABLE settings (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            scope TEXT NOT NULL CHECK (scope IN ('process', 'project', 'tenant')),
            scope_id TEXT NOT NULL,
            key TEXT NOT NULL,
            value TEXT NOT NULL,
            updated_at REAL NOT NULL,
            PRIMARY KEY (tenant_id, scope, scope_id, key)
        );
        CREATE TABLE relations (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            project_id TEXT NOT NULL REFERENCES projects(id),
            subject TEXT NOT NULL,
            predicate TEXT NOT NULL,
            object TEXT NOT NULL,
            meta TEXT NOT NULL DEFAULT '{}',
            created_at REAL NOT NULL
        );
        CREATE INDEX relations_by_subject ON relations (tenant_id, project_id, subject)
        """,
    )
