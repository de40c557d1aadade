"""Kill -9 at named points of a turn, then start again: nothing repeats, nothing is lost,
nothing is hidden (issue 16). `vance chat` runs in a subprocess on the scripted model of
``kp_vance.py``; ``VANCE_KILL_AT`` names the point where it SIGKILLs itself (a test hook in
the code, not a sleep). The next `vance chat` on the same session recovers the cut-off turn.

After every recovery the home must show: the database intact; the user's words stored once;
no duplicate inbox item, project, worker, chat line or model call (the one exception: a
kill between a model's answer and its record costs that one call again); nothing left
pending; every failure told in the conversation.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

KP = Path(__file__).with_name("kp_vance.py")
FILE = "hmm, could you file that for me"
GARDEN = "ok let the garden people handle it"


def vance(home: Path, *args: str, kill_at: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "KP_LOG": str(home / "model-calls.jsonl")}
    env.pop("VANCE_KILL_AT", None)
    if kill_at is not None:
        env["VANCE_KILL_AT"] = kill_at
    return subprocess.run(
        [sys.executable, str(KP), "chat", "--embedded", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        stdin=subprocess.DEVNULL,
    )


def db(home: Path) -> sqlite3.Connection:
    (path,) = home.rglob("vance.db")
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    return conn


def model_calls(home: Path) -> Counter[tuple[str, str]]:
    log = home / "model-calls.jsonl"
    lines = log.read_text().splitlines() if log.exists() else []
    return Counter((c["engine"], c["digest"]) for c in map(json.loads, lines))


def check_home(
    home: Path, *, words: list[str], repeats_allowed: int = 0, same_answers: bool = False
) -> sqlite3.Connection:
    """The guarantees after recovery. ``same_answers``: the runs asked alike, so equal lines
    are expected; then no more answers than requests."""
    conn = db(home)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    users = [
        r["content"]
        for r in conn.execute(
            "SELECT content FROM chat_messages WHERE role='user' AND author != 'eddie'"
        )
    ]
    for said in words:
        assert users.count(said) == 1, users
    pending = conn.execute("SELECT COUNT(*) FROM engine_messages WHERE status='pending'").fetchone()
    assert pending[0] == 0, "work left pending after recovery"
    dead = conn.execute("SELECT error FROM engine_messages WHERE status='dead'").fetchall()
    notes = [
        r["content"] for r in conn.execute("SELECT content FROM chat_messages WHERE role='system'")
    ]
    for row in dead:  # a failure is told, never silent
        assert any((row["error"] or "")[:40] in note for note in notes), (row["error"], notes)
    lines = conn.execute(
        "SELECT session_id, content FROM chat_messages WHERE role='assistant' ORDER BY id"
    ).fetchall()
    pairs = [(r["session_id"], r["content"]) for r in lines]
    if same_answers:
        assert len(pairs) <= len(words), pairs
    else:
        assert not [p for p, n in Counter(pairs).items() if n > 1], pairs  # no line said twice
    repeated = sum(n - 1 for n in model_calls(home).values())
    assert repeated <= repeats_allowed, model_calls(home)
    return conn


FILE_POINTS = [
    "user-stored",
    "turn-started",
    "model-returned",
    "model-recorded",
    "tool-returned",
    "inbox-stored",
    "tool-recorded",
    "chat-assistant-stored",
    "turn-finished",
]
GARDEN_POINTS = [
    "worker-spawned",
    "activity-logged",
    "posted-user-input",
    "posted-worker-event",
    "model-recorded:2",
]


def session_of(home: Path) -> str:
    conn = db(home)
    row = conn.execute(
        "SELECT id FROM sessions WHERE kind='hub' ORDER BY created_at DESC"
    ).fetchone()
    return str(row["id"])


@pytest.mark.parametrize("point", FILE_POINTS)
def test_killed_while_filing_an_inbox_item(vance_home: Path, point: str) -> None:
    killed = vance(vance_home, "--new", FILE, kill_at=point)
    assert killed.returncode == -signal.SIGKILL, (point, killed.stdout, killed.stderr)
    after = vance(vance_home, "--session", session_of(vance_home), "thanks a lot")
    assert after.returncode == 0, after.stderr
    conn = check_home(
        vance_home,
        words=[FILE, "thanks a lot"],
        repeats_allowed=1 if point == "model-returned" else 0,
    )
    items = conn.execute("SELECT title FROM inbox_items").fetchall()
    assert [r["title"] for r in items] == ["Report"]  # filed exactly once


@pytest.mark.parametrize("point", GARDEN_POINTS)
def test_killed_while_delegating(vance_home: Path, point: str) -> None:
    killed = vance(vance_home, "--new", "--wait", GARDEN, kill_at=point)
    assert killed.returncode == -signal.SIGKILL, (point, killed.stdout, killed.stderr)
    after = vance(vance_home, "--session", session_of(vance_home), "--wait", "thanks a lot")
    assert after.returncode == 0, after.stderr
    conn = check_home(vance_home, words=[GARDEN, "thanks a lot"])
    projects = conn.execute("SELECT name FROM projects WHERE name = 'garden'").fetchall()
    assert len(projects) == 1
    workers = conn.execute(
        "SELECT p.id FROM processes p JOIN projects j ON j.id = p.project_id WHERE j.name='garden'"
    ).fetchall()
    assert len(workers) == 1  # one worker for one request
    tasks = conn.execute(
        "SELECT COUNT(*) FROM chat_messages c JOIN processes p ON p.session_id = c.session_id"
        " WHERE p.id = ? AND c.role = 'user'",
        (workers[0]["id"],),
    ).fetchone()
    assert tasks[0] == 1  # the worker holds its task once
    relays = conn.execute(
        "SELECT COUNT(*) FROM chat_messages WHERE content LIKE '%Peas, beans%' AND session_id = ?",
        (session_of(vance_home),),
    ).fetchone()
    assert relays[0] <= 1


def test_twenty_random_kills_in_a_row(vance_home: Path) -> None:
    """One session, twenty runs each killed at a random point of its turn (seeded), then one
    clean run: the same guarantees hold over the whole history."""
    rng = random.Random(16)
    points = [*FILE_POINTS, "turn-started:2", "model-recorded:2"]
    said: list[str] = []
    chosen: list[str] = []
    session: str | None = None
    for run in range(20):
        words = f"{FILE} (number {run})"
        args = ["--session", session] if session else ["--new"]
        chosen.append(rng.choice(points))
        done = vance(vance_home, *args, words, kill_at=chosen[-1])
        assert done.returncode in (0, -signal.SIGKILL), done.stderr
        session = session or session_of(vance_home)
        said.append(words)
    final = vance(vance_home, "--session", session, "thanks a lot")
    assert final.returncode == 0, final.stderr
    conn = check_home(
        vance_home,
        words=[*said, "thanks a lot"],
        repeats_allowed=chosen.count("model-returned"),
        same_answers=True,
    )
    items = conn.execute("SELECT COUNT(*) FROM inbox_items").fetchone()[0]
    assert items <= len(said)  # never more than one per request
