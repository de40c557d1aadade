"""The installed ``vance`` command as a real process: exit codes, stderr, no tracebacks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).with_name("vance")


def vance(*args: str, code: int = 0) -> subprocess.CompletedProcess[str]:
    command = (
        [str(SCRIPT)]
        if SCRIPT.exists()
        else [
            sys.executable,
            "-c",
            "from vance_tui.cli import main; main()",
        ]
    )
    done = subprocess.run(
        [*command, *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ),
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == code, (done.returncode, done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    return done


@pytest.fixture(autouse=True)
def user_ann(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VANCE_USER", "ann")


def test_help_and_doctor_json(vance_home: Path) -> None:
    assert "projects" in vance("--help").stdout
    vance("projects", "create", "garden")
    done = subprocess.run(
        [str(SCRIPT), "doctor", "--json"], capture_output=True, text=True, timeout=60
    )
    checks = {c["name"]: c for c in json.loads(done.stdout)}
    assert checks["database"]["ok"]
    assert str(vance_home / "data" / "vance.db") in checks["database"]["detail"]


def test_projects_through_the_real_command() -> None:
    vance("projects", "create", "garden", "--title", "Garden")
    result = vance("projects", "create", "garden", code=1)
    assert result.stderr == "error: A project named 'garden' already exists.\n"
    result = vance("projects", "archive", "_user_ann", code=1)
    assert "cannot be archived" in result.stderr
    listed = json.loads(vance("projects", "list", "--json").stdout)
    assert [(p["name"], p["title"]) for p in listed] == [("garden", "Garden")]


def test_a_damaged_database_fails_fast_instead_of_hanging(vance_home: Path) -> None:
    db = vance_home / "data" / "vance.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"definitely not sqlite " * 100)
    result = vance("projects", "list", code=1)  # used to hang on the open connection's thread
    assert "not a database" in result.stderr and "move it aside" in result.stderr
