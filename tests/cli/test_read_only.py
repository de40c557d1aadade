"""Looking never changes the home: a read-only command on a new ``VANCE_HOME`` makes no
folder, database or log, and says there is nothing yet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vance_tui.cli import app

runner = CliRunner()


def tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")} if root.exists() else set()


# (command, exit code, what it says: a word of its "nothing yet" line)
READ_ONLY = [
    (["sessions", "list"], 0, "No sessions yet"),
    (["sessions", "list", "--json"], 0, "[]"),
    (["sessions", "show", "s-1"], 1, "No session s-1."),
    (["inbox", "list"], 0, "Your inbox is empty"),
    (["inbox", "show", "3"], 1, "No inbox item 3."),
    (["projects", "list"], 0, "No projects yet"),
    (["plan", "show"], 1, "No plan yet."),
    (["memory", "list"], 0, "Nothing remembered yet"),
    (["memory", "search", "beans"], 0, "Nothing remembered matches"),
    (["memory", "show", "1"], 1, "No memory 1."),
    (["memory", "history", "1"], 0, "No history"),
    (["schedule", "list"], 0, "No schedules"),
    (["schedule", "show", "1"], 1, "No schedule #1."),
    (["config", "show"], 0, "config file"),
    (["config", "path"], 0, "vance.db"),
    (["doctor"], 0, "none yet"),
]


@pytest.mark.parametrize("made", [False, True], ids=["no-folder", "empty-folder"])
@pytest.mark.parametrize(("args", "code", "says"), READ_ONLY, ids=lambda v: str(v))
def test_a_read_only_command_leaves_a_new_home_as_it_was(
    vance_home: Path, args: list[str], code: int, says: str, made: bool
) -> None:
    if made:
        vance_home.mkdir()
    before = tree(vance_home)
    result = runner.invoke(app, args)
    assert result.exit_code == code, (result.output, result.exception)
    assert says in result.output
    if code == 1:  # one error line and a hint: the home is new (or how a plan is made)
        assert "Nothing is stored in" in result.output or "marvin" in result.output
    assert "Traceback" not in result.output
    assert tree(vance_home) == before
    assert vance_home.exists() == made


def test_doctor_on_a_new_home_says_what_will_be_made(vance_home: Path) -> None:
    result = runner.invoke(app, ["doctor", "--json"])
    checks = {c["name"]: c for c in json.loads(result.stdout)}
    assert checks["data folder"]["ok"] and "not made yet" in checks["data folder"]["detail"]
    assert checks["database"]["ok"] and "none yet" in checks["database"]["detail"]
    assert not vance_home.exists()


def test_doctor_on_a_home_that_cannot_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("VANCE_HOME", str(blocker / "home"))
    result = runner.invoke(app, ["doctor", "--json"])
    folder = {c["name"]: c for c in json.loads(result.stdout)}["data folder"]
    assert not folder["ok"] and "is not a folder" in folder["detail"] and folder["fix"]
    assert result.exit_code == 1
    assert blocker.read_text() == "not a folder"


def test_after_first_use_the_commands_read_the_home(vance_home: Path) -> None:
    assert runner.invoke(app, ["projects", "create", "garden"]).exit_code == 0
    assert "garden" in runner.invoke(app, ["projects", "list"]).output
    assert (vance_home / "data" / "vance.db").is_file()
