"""kill -9 in the middle of a marvin tree (issue 10): a brain in a subprocess runs a two-step
plan; it is killed while the second step's worker waits for the model; a new brain on the same
home finishes the run without running the finished step again."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

CHILD = Path(__file__).with_name("marvin_kill.py")
ROOT = Path(__file__).resolve().parents[2]


def child(home: Path, run: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, str(CHILD), str(home), str(run)],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def calls(home: Path) -> list[dict[str, str]]:
    log = home / "calls.jsonl"
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def nodes(home: Path) -> dict[str, str]:
    """Plan node title → status, read from the database (empty until it exists)."""
    found = list(home.rglob("vance.db"))
    if not found:
        return {}
    conn = sqlite3.connect(found[0], timeout=5)
    try:
        return dict(conn.execute("SELECT title, status FROM plan_nodes").fetchall())
    except sqlite3.OperationalError:  # the schema is not there yet
        return {}
    finally:
        conn.close()


def wait_for(
    check: Callable[[], bool], proc: subprocess.Popen[str], home: Path, seconds: float = 60
) -> None:
    """Poll the state on disk until ``check()`` holds (the child runs meanwhile)."""
    deadline = time.monotonic() + seconds
    while not check():
        if proc.poll() is not None:
            raise AssertionError(
                f"the brain ended early: {proc.stdout.read() if proc.stdout else ''}"
            )
        if time.monotonic() > deadline:
            proc.kill()
            raise AssertionError(f"timed out; nodes: {nodes(home)}")
        time.sleep(0.05)


def test_kill_9_mid_tree_resumes_without_running_finished_steps_again(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    first = child(home, 1)

    def second_step_waits_for_the_model() -> bool:
        said = [c["said"] for c in calls(home) if c["engine"] == "ford"]
        return (
            nodes(home).get("Scan the code") == "done"
            and nodes(home).get("Check dependencies") == "running"
            and any("old dependencies" in s for s in said)
        )

    wait_for(second_step_waits_for_the_model, first, home)
    first.kill()  # SIGKILL: no cleanup of any kind
    first.wait(timeout=30)

    second = child(home, 2)
    out, _ = second.communicate(timeout=120)
    assert second.returncode == 0, out
    assert set(nodes(home).values()) == {"done"}, nodes(home)
    ford = [c["said"] for c in calls(home) if c["engine"] == "ford"]
    assert sum("security holes" in s for s in ford) == 1  # the finished step did not run again
    assert sum("old dependencies" in s for s in ford) == 2  # the cut-off call, then its retry
    marvin = [c["said"] for c in calls(home) if c["engine"] == "marvin"]
    assert len(marvin) == 2  # planned once (before the kill), combined once (after)
    assert "Make the plan" in marvin[0] and "SQL injection" in marvin[1] and "openssl" in marvin[1]
    conn = sqlite3.connect(next(home.rglob("vance.db")))
    statuses = dict(conn.execute("SELECT engine, status FROM processes WHERE engine = 'marvin'"))
    assert statuses == {"marvin": "done"}
    said = [
        r[0] for r in conn.execute("SELECT content FROM chat_messages WHERE role = 'assistant'")
    ]
    assert any("Fix auth, then openssl." in s for s in said), said
