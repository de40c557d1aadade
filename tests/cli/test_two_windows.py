"""No stolen turns: two `vance chat` processes on one home, each in its own hub session. Every
turn's answer reaches the caller that asked, once; a process never answers a turn another live
process owns and waits on (it used to, and the asking process printed nothing with exit 0)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

ECHO = Path(__file__).with_name("echo_vance.py")
TURNS = 10


@dataclass
class Turn:
    caller: str
    text: str
    code: int
    stdout: str
    stderr: str


def chat(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ECHO), "chat", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "ECHO_DELAY_S": "0.2"},
        stdin=subprocess.DEVNULL,
    )


def caller(name: str, turns: list[Turn]) -> None:
    session: str | None = None
    for index in range(TURNS):
        text = f"{name} says zebra number {index}"
        if session is None:
            done = chat(text, "--new", "--json")
            frames = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
            said = [
                f["message"]["content"]
                for f in frames
                if f.get("type") == "chat-appended" and f["message"]["role"] == "assistant"
            ]
            session = next((f["session_id"] for f in frames if "session_id" in f), None)
            stdout = "\n".join(said) + "\n"
        else:
            done = chat(text, "--session", session)
            stdout = done.stdout
        turns.append(Turn(name, text, done.returncode, stdout, done.stderr))


def test_two_processes_each_get_their_own_answers(vance_home: Path) -> None:
    turns: dict[str, list[Turn]] = {"ann": [], "bob": []}
    threads = [threading.Thread(target=caller, args=(n, turns[n])) for n in turns]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=600)
    for name, done in turns.items():
        assert len(done) == TURNS, name
        for turn in done:
            assert turn.code == 0, (turn.text, turn.code, turn.stdout, turn.stderr)
            assert "Traceback" not in turn.stderr
            # The answer to this turn, once, and nobody else's words.
            assert turn.stdout.splitlines() == [f"echo: {turn.text}"], (turn.text, turn.stdout)
