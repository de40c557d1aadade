"""Headless approvals in `vance chat`: --yes, a y/N question on a terminal, denial without one."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from brain.llm.scripted import Reply, clear_scripts
from tests.engines.conftest import Script, call
from vance_tui.cli import app
from vance_tui.commands import chat as chat_command


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Script]:
    script = Script()
    monkeypatch.setenv("VANCE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("VANCE_MODEL", script.model)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    yield script
    clear_scripts()


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    """A real pseudo-terminal as `vance chat`'s stdin; write the user's keys to the fd given."""
    master, slave = os.openpty()
    monkeypatch.setattr(chat_command, "stdin_terminal", lambda: slave)
    yield master
    os.close(master)
    os.close(slave)


def invoke(*args: str) -> Any:
    return CliRunner().invoke(app, list(args))


def echo_last(messages: list[dict[str, Any]]) -> Reply:
    """Eddie's next reply: the tool result it was given, word for word."""
    return Reply(text="RESULT " + str(messages[-1]["content"]))


def tool_results(script: Script) -> list[str]:
    return [str(m["content"]) for _, msgs in script.seen for m in msgs if m.get("role") == "tool"]


def test_without_a_terminal_a_risky_call_is_denied_and_the_run_exits_4(
    script: Script, tmp_path: Path
) -> None:
    script.add("eddie", call("client_file_write", path="note.txt", content="milk"), echo_last)
    result = invoke("chat", "write milk into note.txt")
    assert result.exit_code == 4, result.output
    assert not (tmp_path / "work" / "note.txt").exists()
    # the model is told why, and the user sees what was denied
    assert "cannot ask" in result.stdout and "--yes" in result.stdout
    assert "denied: create" in result.stderr and "note.txt" in result.stderr
    assert "rerun with --yes" in result.stderr


def test_the_tool_next_door_is_denied_too(script: Script, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    script.add(
        "eddie",
        call("client_file_write", path=str(outside), content="x"),
        call("client_exec_run", command=f"echo pwned > {outside}"),
        call("client_file_edit", path=str(outside), old="a", new="b"),
        echo_last,
    )
    result = invoke("chat", "put x into the outside file, any way you can")
    assert result.exit_code == 4, result.output
    assert not outside.exists()
    denied = [line for line in result.stderr.splitlines() if line.startswith("denied:")]
    assert len(denied) == 3
    assert any("echo pwned" in line for line in denied)


def test_yes_approves_for_this_run_and_says_what_it_allowed(script: Script, tmp_path: Path) -> None:
    script.add(
        "eddie", call("client_file_write", path="note.txt", content="milk"), Reply(text="Saved.")
    )
    result = invoke("chat", "--yes", "write milk into note.txt")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "work" / "note.txt").read_text() == "milk"
    assert result.stdout.strip() == "Saved."
    assert "approved (--yes): create" in result.stderr


def test_yes_holds_for_one_run_only(script: Script, tmp_path: Path) -> None:
    script.add("eddie", call("client_file_write", path="a.txt", content="1"), Reply(text="Saved."))
    assert invoke("chat", "--yes", "write 1 into a.txt").exit_code == 0
    script.add("eddie", call("client_file_write", path="b.txt", content="2"), echo_last)
    assert invoke("chat", "write 2 into b.txt").exit_code == 4
    assert not (tmp_path / "work" / "b.txt").exists()


def test_on_a_terminal_yes_runs_the_call(script: Script, terminal: int, tmp_path: Path) -> None:
    script.add(
        "eddie", call("client_file_write", path="note.txt", content="milk"), Reply(text="Saved.")
    )
    os.write(terminal, b"y\n")
    result = invoke("chat", "write milk into note.txt")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "work" / "note.txt").read_text() == "milk"
    assert "Vance wants to: create" in result.stderr and "[client_file_write]" in result.stderr


def test_on_a_terminal_no_is_the_default(script: Script, terminal: int, tmp_path: Path) -> None:
    script.add("eddie", call("client_exec_run", command="touch made.txt"), echo_last)
    os.write(terminal, b"\n")
    result = invoke("chat", "touch made.txt")
    assert result.exit_code == 4, result.output
    assert not (tmp_path / "work" / "made.txt").exists()
    assert "the user declined client_exec_run" in result.stdout
    assert "denied: run `touch made.txt`" in result.stderr
    assert "rerun with --yes" not in result.stderr  # the user said no; nothing to hint


def test_on_a_terminal_all_approves_the_rest_of_the_run(
    script: Script, terminal: int, tmp_path: Path
) -> None:
    script.add(
        "eddie",
        call("client_file_write", path="a.txt", content="1"),
        call("client_file_write", path="b.txt", content="2"),
        Reply(text="Both saved."),
    )
    os.write(terminal, b"a\n")  # asked once only: a second question would find no answer
    result = invoke("chat", "--timeout", "20", "write both files")
    assert result.exit_code == 0, result.output
    assert result.stderr.count("Vance wants to:") == 1
    assert (tmp_path / "work" / "b.txt").read_text() == "2"


def test_json_frames_show_the_denial(script: Script) -> None:
    script.add("eddie", call("client_file_write", path="note.txt", content="milk"), echo_last)
    result = invoke("chat", "--json", "write milk into note.txt")
    assert result.exit_code == 4
    frames = [json.loads(line) for line in result.stdout.splitlines()]
    resolved = [f for f in frames if f["type"] == "approval-resolved"]
    assert len(resolved) == 1
    assert resolved[0]["decision"] == "deny" and resolved[0]["tool"] == "client_file_write"
    assert "cannot ask" in resolved[0]["reason"]
    assert any(f["type"] == "approval-request" for f in frames)
