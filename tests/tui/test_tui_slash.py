"""Slash command parsing, completion, and the plan/markdown helpers (no Textual)."""

from __future__ import annotations

import pytest
from tui_fakes import HUB, inbox_item, plan, process, project

from brain.events.frames import PlanNode, PlanProposed, TodosUpdated
from vance_tui import render
from vance_tui.navigation import BackStack, Place
from vance_tui.planview import snapshot_from_frame, tree_lines
from vance_tui.slash import (
    COMMANDS,
    CommandSpec,
    SlashError,
    complete,
    is_command,
    parse,
)


@pytest.mark.parametrize(
    ("text", "name", "args"),
    [
        ("/help", "help", ()),
        ("  /HUB  ", "hub", ()),
        ("/open 12", "open", ("12",)),
        ("/progress VERBOSE", "progress", ("verbose",)),
        ("/mode arthur plan", "mode", ("arthur", "plan")),
        ("/export ~/my notes/chat.md", "export", ("~/my notes/chat.md",)),
        ("/export", "export", ()),
        ("/model", "model", ()),
        ("/model openai/gpt-4o-mini", "model", ("openai/gpt-4o-mini",)),
    ],
)
def test_parse(text: str, name: str, args: tuple[str, ...]) -> None:
    parsed = parse(text)
    assert (parsed.name, parsed.args) == (name, args)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("/frobnicate", "Unknown command /frobnicate. Type /help for the list."),
        ("/pro", "Unknown command /pro. Did you mean /projects, /progress?"),
        ("/open", "Usage: /open ID — Show inbox item ID."),
        ("/open 1 2", "Usage: /open ID — Show inbox item ID."),
        ("/progress loud", "/progress takes off | normal | verbose, not 'loud'."),
        (
            "/mode arthur",
            "Usage: /mode WORKER MODE — Set a worker's mode: normal, plan or execute"
            " (WORKER: project, name or number).",
        ),
        ("/", "An empty command. Type /help for the list."),
    ],
)
def test_malformed_commands_explain_in_one_line(text: str, message: str) -> None:
    with pytest.raises(SlashError) as err:
        parse(text)
    assert str(err.value) == message
    assert "\n" not in str(err.value)


def test_is_command_and_the_double_slash_escape() -> None:
    assert is_command("/help") and is_command("  /x")
    assert not is_command("//not a command") and not is_command("hello /help")


def test_completion() -> None:
    assert complete("/p") == ["/projects", "/progress", "/plan"]
    assert complete("/he") == ["/help"]
    assert complete("/help ") == [] and complete("hello") == []
    assert set(COMMANDS) >= {
        "help",
        "hub",
        "sessions",
        "new",
        "projects",
        "inbox",
        "open",
        "lang",
        "model",
        "progress",
        "mode",
        "stop",
        "export",
        "copy",
        "quit",
    }


def test_back_stack() -> None:
    stack = BackStack()
    stack.push(Place("a", "", 3))
    stack.push(Place("b", "arthur\0garden", 7))
    stack.push(Place("a", "", 9))  # revisiting does not duplicate
    assert [p.session_id for p in stack.places] == ["b", "a"]
    assert stack.pop() == Place("a", "", 9)
    assert len(stack) == 1


def test_plan_snapshots_from_all_three_frames() -> None:
    marvin = process("p-m", "s-m", "marvin", "planner")
    root = PlanNode(
        id="r",
        kind="plan",
        title="Garden",
        children=[
            PlanNode(id="a", kind="worker", title="Measure", status="done"),
            PlanNode(
                id="b",
                kind="worker",
                title="Plant\x1b[2J",
                status="running",
                children=[PlanNode(id="c", kind="worker", title="Beans")],
            ),
        ],
    )
    snap = snapshot_from_frame(plan(marvin, root), "marvin · planner")
    assert snap is not None and snap.heading == "marvin · planner"
    assert snap.root.title == "Garden" and snap.root.children[1].title == "Plant"
    assert [(p, i.icon, i.title) for p, i in tree_lines(snap.items)] == [
        ("", "✓", "Measure"),
        ("", "◐", "Plant"),
        ("└ ", "○", "Beans"),
    ]
    assert snap.counts() == (1, 3)
    todos = TodosUpdated(
        session_id=HUB,
        process_id="p",
        todos=[
            {"content": "Buy soil", "status": "completed"},
            {"title": "Dig", "status": "in_progress"},
            {"status": "weird"},
        ],
    )
    snap = snapshot_from_frame(todos, "todos")
    assert snap is not None and [i.status for i in snap.items] == ["done", "running", "pending"]
    proposed = PlanProposed(session_id=HUB, process_id="p", summary="Three steps", todos=[])
    snap = snapshot_from_frame(proposed, "proposed plan")
    assert snap is not None and snap.summary == "Three steps"


def test_markdown_notes_escape_table_cells() -> None:
    table = render.projects_markdown([project("a|b", "t\x1b[31m")])
    assert "a\\|b" in table and "\x1b" not in table
    assert render.projects_markdown([]).startswith("No projects")
    assert "●" in render.inbox_markdown([inbox_item(4, "Report", "body")])


def test_help_lists_every_command_once_grouped() -> None:
    sections = render.help_sections()
    usages = [usage for _, rows in sections[:-1] for usage, _ in rows]
    assert sorted(usages) == sorted(spec.usage for spec in COMMANDS.values())
    assert sections[-1][0] == "keys"


def test_a_command_in_no_group_is_still_in_help(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(
        COMMANDS, "tally", CommandSpec("tally", "/tally", "Count what was said today.")
    )
    titles = [title for title, _ in render.help_sections()]
    assert titles[-2:] == ["more", "keys"]
    assert ("/tally", "Count what was said today.") in render.help_sections()[-2][1]
