"""A damaged database or a read-only home: `vance` says what is wrong and exits, fast."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).with_name("vance")


def vance(*args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    command = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "vance_tui.cli"]
    return subprocess.run(
        [*command, *args],
        capture_output=True,
        text=True,
        timeout=timeout,  # a hang fails the test instead of blocking the suite
        env={**os.environ, "VANCE_MODEL": "scripted/demo"},
        stdin=subprocess.DEVNULL,
    )


def damage_table(db: Path, table: str) -> None:
    """Overwrite the root page of ``table`` with garbage (a bad disk sector, say)."""
    with sqlite3.connect(db) as conn:
        (root,) = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)
        ).fetchone()
        (page_size,) = conn.execute("PRAGMA page_size").fetchone()
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with db.open("r+b") as raw:
        raw.seek((root - 1) * page_size)
        raw.write(b"\xde\xad" * (page_size // 2))


@pytest.fixture
def damaged_home(vance_home: Path) -> Path:
    first = vance("chat", "hello")
    assert first.returncode == 0, first.stderr
    damage_table(vance_home / "data" / "vance.db", "processes")
    return vance_home


def test_chat_on_a_damaged_database_says_so_and_exits(damaged_home: Path) -> None:
    done = vance("chat", "hello again")  # used to print the error, then hang forever
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert "malformed" in done.stderr
    assert "vance doctor" in done.stderr


def test_doctor_finds_a_damaged_database_and_says_how_to_fix_it(damaged_home: Path) -> None:
    done = vance("doctor")
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    (index,) = [i for i, line in enumerate(lines) if "] database" in line]
    assert lines[index].startswith("[FAIL] database:")  # it said "ok" on a damaged file
    assert "damaged" in lines[index]
    fix = lines[index + 1].strip()
    assert fix.startswith("fix:") and ".recover" in fix


def test_doctor_says_ok_on_a_healthy_database(vance_home: Path) -> None:
    assert vance("chat", "hello").returncode == 0
    done = vance("doctor")
    assert "[ok  ] database:" in done.stdout
    assert "integrity ok" in done.stdout


def _read_only(home: Path) -> list[str]:
    """A command prefix that runs with ``home`` read-only (root ignores file modes: a read-only
    bind mount in a private mount namespace)."""
    if os.geteuid() != 0:
        for folder in [home, *home.rglob("*")]:
            if folder.is_dir():
                folder.chmod(0o555)
        return []
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("needs unshare to make a folder read-only as root")
    probe = subprocess.run(
        [unshare, "-m", "sh", "-c", f"mount --bind -o ro {home} {home}"], capture_output=True
    )
    if probe.returncode != 0:
        pytest.skip("cannot make a read-only mount here")
    return [unshare, "-m", "sh", "-c", f'mount --bind -o ro {home} {home} && exec "$@"', "sh"]


@pytest.mark.parametrize("used_before", [False, True])
def test_a_read_only_home_gives_one_clear_line(vance_home: Path, used_before: bool) -> None:
    vance_home.mkdir()
    if used_before:
        assert vance("chat", "hello").returncode == 0
    prefix = _read_only(vance_home)
    command = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "vance_tui.cli"]
    try:
        done = subprocess.run(
            [*prefix, *command, "chat", "hello"],
            capture_output=True,
            text=True,
            timeout=30,
            env={**os.environ, "VANCE_MODEL": "scripted/demo"},
            stdin=subprocess.DEVNULL,
        )
    finally:
        for folder in [vance_home, *vance_home.rglob("*")]:
            if folder.is_dir():
                folder.chmod(0o755)
    assert done.returncode == 1, done
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: ") and str(vance_home) in lines[0]
    assert "read-only" in lines[0].lower() or "not writable" in lines[0].lower()
