"""Typed wire formats: a database written by the first schema (dict-shaped JSON) still loads."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from brain.models import MessageStatus, SessionKind
from brain.services.home import bootstrap_home
from brain.store import Store, migrations
from brain.store import messages as msgs
from brain.store import sessions as repo
from brain.wire import (
    ENGINE_PAYLOAD,
    Awaiting,
    ChatMeta,
    Option,
    PendingWorkerQuestion,
    UserInput,
    WorkerEvent,
    dump,
)


def _old_database(path: Path) -> None:
    """What Vance 0.x wrote: schema 1 only, JSON columns as free-form dicts."""
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    conn.execute("INSERT INTO schema_version (version) VALUES (1)")
    migrations.m001_core(conn)
    conn.execute("INSERT INTO tenants VALUES ('t', 'home', 0)")
    conn.execute("INSERT INTO users VALUES ('u', 't', 'ann', 0)")
    conn.execute(
        "INSERT INTO projects VALUES ('p', 't', 'u', NULL, 'garden', NULL, 'NORMAL', 'active', 0, 0)"
    )
    conn.execute(
        "INSERT INTO sessions VALUES ('s', 't', 'u', 'p', 'hub', 'eddie', 'active', NULL, NULL, 0, 0)"
    )
    params = {
        "profile": "foot",
        "awaiting": {"options": [{"label": "Yes", "description": None}]},
        "pending_worker_question": {
            "process_id": "pr-w",
            "options": [{"label": "Thai", "description": None}],
            "question": "Which food?",
        },
        "todos": [{"title": "Dig", "status": "in_progress"}],
        "max_tool_steps": 4,  # a recipe's own key
    }
    conn.execute(
        "INSERT INTO processes (id, tenant_id, session_id, project_id, engine, name, status,"
        " params, created_at, updated_at) VALUES ('pr', 't', 's', 'p', 'eddie', 'eddie', 'blocked',"
        " ?, 0, 0)",
        (json.dumps(params),),
    )
    chat = [
        ("user", "you", {"spoken": True}),
        ("assistant", "eddie", {"action": "answer", "stream_id": "st1"}),
        ("assistant", "arthur · garden", {"action": "relay", "options": [{"label": "A"}]}),
        ("system", "vance", {"kind": "error"}),
    ]
    for role, author, meta in chat:
        conn.execute(
            "INSERT INTO chat_messages (tenant_id, session_id, process_id, role, author, content,"
            " meta, created_at) VALUES ('t', 's', 'pr', ?, ?, 'text', ?, 0)",
            (role, author, json.dumps(meta)),
        )
    inbox = [
        ("user-input", {"text": "hello", "chat_id": 1, "spoken": False, "profile": "foot"}),
        ("user-input", {"text": "from eddie", "profile": "eddie"}),
        (
            "worker-event",
            {
                "event": "blocked",
                "process_id": "pr-w",
                "engine": "arthur",
                "project": "garden",
                "summary": "Which food?",
                "output": None,
                "info": None,
                "question": "Which food?",
                "options": [{"label": "Thai", "description": None}],
                "channel_mode": "milestones",
            },
        ),
    ]
    for kind, payload in inbox:
        conn.execute(
            "INSERT INTO engine_messages (tenant_id, process_id, kind, payload, status, created_at)"
            " VALUES ('t', 'pr', ?, ?, 'pending', 0)",
            (kind, json.dumps(payload)),
        )
    conn.commit()
    conn.close()


async def test_a_database_of_the_first_schema_loads_with_typed_fields(tmp_path: Path) -> None:
    path = tmp_path / "data" / "vance.db"
    _old_database(path)
    store = await Store.open(path)
    try:
        process = await repo.get_process(store, "pr")
        assert process.params.profile == "foot"
        assert process.params.awaiting == Awaiting(options=[Option(label="Yes")])
        # the one question of before the queue is the first of it
        assert process.params.pending_worker_questions == [
            PendingWorkerQuestion(
                process_id="pr-w", question="Which food?", options=[Option(label="Thai")]
            )
        ]
        assert process.params.todos and process.params.todos[0].status == "running"
        assert process.params.extra("max_tool_steps") == 4

        chat = await msgs.chat_history(store, "s")
        assert [m.meta for m in chat] == [
            ChatMeta(spoken=True),
            ChatMeta(action="answer", stream_id="st1"),
            ChatMeta(action="relay", options=[Option(label="A")]),
            ChatMeta(kind="error"),
        ]
        # the migration named the speaker of old rows from their display author
        assert [(m.engine, m.project) for m in chat] == [
            (None, None),
            ("eddie", None),
            ("arthur", "garden"),
            (None, None),
        ]
        assert chat[2].author == "arthur · garden"

        pending = await msgs.pending_messages(store, "pr")
        assert [m.kind for m in pending] == ["user-input", "user-input", "worker-event"]
        assert pending[0].payload == UserInput(text="hello", chat_id=1, profile="foot")
        assert pending[1].payload == UserInput(text="from eddie", profile="eddie")
        event = pending[2].payload
        assert isinstance(event, WorkerEvent)
        assert (event.event, event.source, event.options) == (
            "blocked",
            "arthur · garden",
            [Option(label="Thai")],
        )
    finally:
        await store.close()


async def test_typed_values_round_trip_through_the_store(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "data" / "vance.db")
    try:
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
        params = process.params.with_(awaiting=Awaiting(options=[Option(label="Go")]))
        await repo.update_params(store, process.id, params)
        assert (await repo.get_process(store, process.id)).params.awaiting == params.awaiting
        cleared = params.with_(awaiting=None)
        await repo.update_params(store, process.id, cleared)
        assert dump((await repo.get_process(store, process.id)).params) == {}

        event = WorkerEvent(event="done", process_id=process.id, engine="ford", output="42")
        posted = await msgs.insert_engine_message(
            store, tenant_id=home.tenant_id, process_id=process.id, payload=event
        )
        (loaded,) = await msgs.pending_messages(store, process.id)
        assert loaded.payload == event == posted.payload
        assert loaded.status == MessageStatus.PENDING
        row = await store.fetch_one("SELECT kind, payload FROM engine_messages")
        assert row is not None and row["kind"] == "worker-event"
        assert ENGINE_PAYLOAD.validate_json(row["payload"]) == event

        said = await msgs.insert_chat(
            store,
            tenant_id=home.tenant_id,
            session_id=session.id,
            process_id=process.id,
            role="assistant",
            author="ford · garden",
            content="42",
            meta=ChatMeta(action="relay"),
            engine="ford",
            project="garden",
        )
        (stored,) = await msgs.chat_history(store, session.id)
        assert stored == said
        meta_json = await store.fetch_one("SELECT meta FROM chat_messages")
        assert meta_json is not None and json.loads(meta_json["meta"]) == {"action": "relay"}
    finally:
        await store.close()
