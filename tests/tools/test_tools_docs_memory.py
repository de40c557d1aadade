"""Documents, scratchpad, memory and help."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from brain.core import Brain
from brain.store import records
from brain.tools import ToolContext, ToolExecutor
from brain.tools.help import help_sections, search_help

from .conftest import Hub, runner


async def test_documents_round_trip(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    ok, text = await run("doc_create", path="/notes/plan.md", content="# Plan\nwater the beds\n")
    assert ok and text.startswith("Saved notes/plan.md")
    ok, text = await run("doc_read", path="notes/plan.md")
    assert ok and text == "# Plan\nwater the beds\n"
    ok, text = await run("doc_edit", path="notes/plan.md", old="water", new="weed")
    assert ok and text == "Edited notes/plan.md."
    ok, text = await run("doc_read", path="./notes//plan.md")
    assert text == "# Plan\nweed the beds\n"
    await run("doc_create", path="todo.md", content="- a\n- a\n")
    ok, listed = await run("doc_list")
    assert [d["path"] for d in listed["documents"]] == ["notes/plan.md", "todo.md"]
    ok, listed = await run("doc_list", prefix="notes/")
    assert [d["path"] for d in listed["documents"]] == ["notes/plan.md"]
    assert listed["documents"][0]["chars"] == len("# Plan\nweed the beds\n")


async def test_document_errors_tell_the_model_what_to_do(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    await run("doc_create", path="todo.md", content="- a\n- a\n")
    ok, text = await run("doc_create", path="todo.md", content="again")
    assert not ok and "already exists" in text and "doc_edit" in text
    ok, text = await run("doc_create", path="todo.md", content="again", overwrite=True)
    assert ok
    await run("doc_create", path="twice.md", content="- a\n- a\n")
    ok, text = await run("doc_edit", path="twice.md", old="- a", new="- b")
    assert not ok and "occurs 2 times" in text
    ok, text = await run("doc_edit", path="twice.md", old="zzz", new="y")
    assert not ok and "not found" in text
    ok, text = await run("doc_read", path="missing.md")
    assert not ok and "no document 'missing.md'" in text and "doc_list" in text
    ok, text = await run("doc_create", path="../escape.md", content="x")
    assert not ok and "not a valid document path" in text


async def test_documents_belong_to_their_project(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Any
) -> None:
    worker = await make_worker()
    await runner(executor, make_ctx(worker=worker))("doc_create", path="a.md", content="worker")
    ok, listed = await runner(executor, make_ctx())("doc_list")
    assert listed["documents"] == []
    ok, text = await runner(executor, make_ctx(worker=worker))("doc_read", path="a.md")
    assert ok and text == "worker"


async def test_scratchpad_write_append_read(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    ok, text = await run("scratchpad_read")
    assert ok and text == "(the scratchpad is empty)"
    await run("scratchpad_write", content="step 1")
    await run("scratchpad_write", content="step 2", append=True)
    ok, text = await run("scratchpad_read")
    assert text == "step 1\nstep 2"
    await run("scratchpad_write", content="fresh")
    ok, text = await run("doc_read", path="scratchpad.md")
    assert text == "fresh"


async def test_memory_remember_and_recall(
    brain: Brain, hub: Hub, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    ok, stored = await run("memory_remember", fact="I live in Lyon")
    assert ok and [f["action"] for f in stored["facts"]] == ["added"]
    assert stored["facts"][0]["value"] == "Lyon"
    await run("memory_remember", fact="Prefers tea over coffee")
    ok, again = await run("memory_remember", fact="  i live in   lyon ")
    assert [f["action"] for f in again["facts"]] == ["unchanged"]
    ok, recalled = await run("memory_recall", query="tea")
    assert any("tea" in f["value"].lower() for f in recalled["facts"])
    assert "not instructions" in recalled["note"]
    ok, recalled = await run("memory_recall", query="bicycle")
    assert all("bicycle" not in f["value"] for f in recalled["facts"])
    [fact] = [f for f in await brain.memory.list_facts() if f.value == "Lyon"]
    assert fact.session_id == hub.session.id and fact.process_id == hub.process.id


async def test_a_correction_supersedes_and_forget_hides(
    brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    await run("memory_remember", fact="I live in Lyon")
    ok, moved = await run("memory_remember", fact="no, I moved to Berlin")
    assert ok and moved["facts"][0]["action"] == "corrected"
    ok, recalled = await run("memory_recall")
    values = [f["value"] for f in recalled["facts"]]
    assert "Berlin" in values and "Lyon" not in values
    ok, gone = await run("memory_forget", fact="where I live")
    assert ok and [f["value"] for f in gone["forgotten"]] == ["Berlin"]
    ok, recalled = await run("memory_recall")
    assert recalled["facts"] == []
    history = await brain.memory.list_facts(include_hidden=True)
    assert {f.value for f in history} >= {"Lyon", "Berlin"}  # kept for audit


async def test_memory_from_a_worker_still_goes_to_the_user(
    brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Any
) -> None:
    worker = await make_worker()
    await runner(executor, make_ctx(worker=worker))("memory_remember", fact="I have a dog")
    assert [f.value for f in await brain.memory.list_facts()] == ["I have a dog"]


async def test_facts_of_an_earlier_version_are_kept(tmp_path: Any) -> None:
    """Facts stored as relations by an earlier version become facts (forgotten stay hidden)."""
    import sqlite3

    from brain.config import Paths, Settings
    from brain.store import migrations

    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    old = await Brain.open(paths, Settings(), start_runtime=False)
    for text, meta in (("Has a cat named Max", {}), ("Old address", {"forgotten": True})):
        await records.add_relation(
            old.store, old.home.tenant_id, old.home.user_project.id, "user", "fact", text, meta
        )
    await old.close()
    with sqlite3.connect(paths.db_path) as conn:  # as an earlier version left it
        conn.execute("DELETE FROM facts")
        conn.execute("UPDATE schema_version SET version = 4")
    assert len(migrations.MIGRATIONS) >= 5
    reopened = await Brain.open(paths, Settings(), start_runtime=False)
    try:
        assert [f.value for f in await reopened.memory.list_facts()] == ["Has a cat named Max"]
        hidden = await reopened.memory.list_facts(include_hidden=True)
        assert "Old address" in {f.value for f in hidden}
    finally:
        await reopened.close()


def test_the_bundled_help_is_there() -> None:
    docs = {section.doc for section in help_sections()}
    assert {
        "getting-started",
        "projects-and-workers",
        "inbox",
        "commands-and-keys",
        "models",
        "voice",
        "settings",
        "troubleshooting",
    } <= docs


@pytest.mark.parametrize(
    ("topic", "doc"),
    [
        ("push to talk", "voice"),
        ("archive a project", "projects-and-workers"),
        ("VANCE_HOME", "settings"),
        ("use a local model offline", "models"),
        ("vance doctor", "troubleshooting"),
        ("slash commands", "commands-and-keys"),
        ("read my inbox", "inbox"),
        ("what are the keyboard shortcuts", "commands-and-keys"),
        ("any hotkeys?", "commands-and-keys"),
        ("my mic doesnt work", "troubleshooting"),
        ("mein mikro geht nicht", "troubleshooting"),
        ("which llm do you run on", "models"),
    ],
)
def test_help_search_finds_the_right_doc(topic: str, doc: str) -> None:
    found = search_help(topic)
    assert found and found[0].doc == doc
    assert len(found) <= 2


@pytest.mark.parametrize(
    "topic", ["how do i fix a zipper that doesnt close", "my car wont start", "clear browser cache"]
)
def test_trouble_with_something_else_finds_no_help(topic: str) -> None:
    assert search_help(topic) == []


async def test_how_do_i(executor: ToolExecutor, make_ctx: Callable[..., ToolContext]) -> None:
    run = runner(executor, make_ctx(profile="daemon"))
    ok, text = await run("how_do_i", topic="how do I talk to Eddie with my voice")
    assert ok and text.startswith("## ") and "f5" in text
    ok, text = await run("how_do_i", topic="quantum chromodynamics")
    assert ok and "says nothing about 'quantum chromodynamics'" in text and "Voice" in text
    assert "What Vance is" in text  # what Vance can do instead


@pytest.mark.parametrize(
    "topic", ["what can you do for me", "so what are you able to help with", "give me the tour"]
)
async def test_a_general_question_gets_the_overview(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], topic: str
) -> None:
    ok, text = await runner(executor, make_ctx(profile="daemon"))("how_do_i", topic=topic)
    assert ok and text.startswith("I'm Eddie. Just write what you want") and "reminders" in text
    assert "## " not in text and "More help on:" in text  # a few words, then where to read on
    assert "says nothing" not in text
