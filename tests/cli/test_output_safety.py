"""Every CLI command prints through one cleaning layer (issue 15): text a model, a tool or an
upstream chose — an inbox title, a project title, a session's first line, a remembered fact —
never reaches the terminal with escape sequences, bells, C1 controls or bidi overrides."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from brain.client import Client
from brain.config import resolve_paths
from brain.memory.models import Provenance

HOSTILE = "Report \x1b]0;pwned\x07 \u202eevil\x1b[31m red\x9b2J \x08done"
DANGER = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


async def seed() -> None:
    client = await Client.start(profile="daemon", paths=resolve_paths(), runtime=False)
    try:
        await client.brain.deps.inbox.add(
            source=f"ford · {HOSTILE}", title=HOSTILE, body=HOSTILE, notify_session=None
        )
        await client.create_project("garden", HOSTILE)
        session = await client.open_hub()
        await client.send(session.id, HOSTILE)  # a session's first line
        await client.memory.remember_note(HOSTILE, Provenance(session_id=session.id))
    finally:
        await client.close()


def vance(*args: str) -> bytes:
    done = subprocess.run(
        [sys.executable, "-c", "from vance_tui.entry import main; main()", *args],
        capture_output=True,
        timeout=120,
        env=dict(os.environ),
        stdin=subprocess.DEVNULL,
    )
    return done.stdout + done.stderr


@pytest.fixture
def seeded(vance_home: Path) -> Path:
    asyncio.run(seed())
    return vance_home


@pytest.mark.parametrize(
    "command",
    [
        ["inbox", "list"],
        ["inbox", "show", "1"],
        ["projects", "list"],
        ["sessions", "list"],
        ["memory", "list"],
        ["memory", "search", "Report"],
    ],
)
def test_no_command_lets_control_sequences_through(seeded: Path, command: list[str]) -> None:
    output = vance(*command).decode("utf-8", "replace")
    assert "Report" in output or "garden" in output or "done" in output, output  # it printed
    assert not DANGER.findall(output.replace("\n", "").replace("\t", "")), repr(output)
