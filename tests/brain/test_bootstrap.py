"""Home bootstrap: idempotent, and safe when several OS processes start at once."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from brain.config import Paths
from brain.core import Brain
from brain.models import ProjectKind
from brain.services.home import bootstrap_home
from brain.store import Store

# A child waits at a barrier (ready file → go file), then opens the database (migrations
# included) and bootstraps home, and prints the ids it got.
RACER = """
import asyncio, json, sys, time
from pathlib import Path
from brain.services.home import bootstrap_home
from brain.store import Store

db, barrier, index = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
(barrier / f"ready-{index}").touch()
deadline = time.monotonic() + 30
while not (barrier / "go").exists():
    if time.monotonic() > deadline:
        sys.exit("no go signal")
    time.sleep(0.001)

async def main():
    store = await Store.open(db)
    try:
        home = await bootstrap_home(store, "ann")
    finally:
        await store.close()
    print(json.dumps({"tenant": home.tenant_id, "user": home.user_id, "group": home.group.id,
                      "user_project": home.user_project.id,
                      "tenant_project": home.tenant_project.id}))

asyncio.run(main())
"""


def counts(db: Path) -> dict[str, int]:
    with sqlite3.connect(db) as conn:
        return {
            "tenants": conn.execute("SELECT COUNT(*) FROM tenants").fetchone()[0],
            "users": conn.execute("SELECT COUNT(*) FROM users WHERE name = 'ann'").fetchone()[0],
            "groups": conn.execute("SELECT COUNT(*) FROM project_groups").fetchone()[0],
            "user_projects": conn.execute(
                "SELECT COUNT(*) FROM projects WHERE name = '_user_ann'"
            ).fetchone()[0],
            "tenant_projects": conn.execute(
                "SELECT COUNT(*) FROM projects WHERE name = '_vance'"
            ).fetchone()[0],
        }


ONE_EACH = {"tenants": 1, "users": 1, "groups": 1, "user_projects": 1, "tenant_projects": 1}


async def test_bootstrap_is_idempotent(tmp_path: Path) -> None:
    db = tmp_path / "vance.db"
    store = await Store.open(db)
    try:
        first = await bootstrap_home(store, "ann")
        second = await bootstrap_home(store, "ann")
    finally:
        await store.close()
    assert second == first
    assert counts(db) == ONE_EACH
    assert first.tenant.name == "local"
    assert first.group.name == "Home"
    assert first.user_project.name == "_user_ann"
    assert first.user_project.kind == first.tenant_project.kind == ProjectKind.SYSTEM


async def test_reopening_the_brain_finds_the_same_home(paths: Paths, monkeypatch) -> None:
    monkeypatch.setenv("VANCE_USER", "ann")
    brain = await Brain.open(paths, start_runtime=False)
    home = brain.home
    await brain.close()
    brain = await Brain.open(paths, start_runtime=False)
    try:
        assert brain.home == home
        assert brain.home.user.name == "ann"
        # SYSTEM projects do not show in the user's project list.
        assert await brain.projects.list() == []
    finally:
        await brain.close()
    assert counts(paths.db_path) == ONE_EACH


def test_processes_racing_on_a_new_database_create_one_home(tmp_path: Path) -> None:
    db = tmp_path / "data" / "vance.db"
    barrier = tmp_path / "barrier"
    barrier.mkdir()
    racers = 4
    children = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(db), str(barrier), str(i)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i in range(racers)
    ]
    try:
        deadline = time.monotonic() + 60
        while len(list(barrier.glob("ready-*"))) < racers:
            assert all(c.poll() is None for c in children), "a racer died before the start"
            assert time.monotonic() < deadline, "racers did not get ready"
            time.sleep(0.005)
        (barrier / "go").touch()
        results = [c.communicate(timeout=60) for c in children]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    for child, (_out, err) in zip(children, results, strict=True):
        assert child.returncode == 0, err
    homes = [json.loads(out) for out, _err in results]
    assert all(home == homes[0] for home in homes)
    assert counts(db) == ONE_EACH
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM schema_version").fetchone()[0] == 1
