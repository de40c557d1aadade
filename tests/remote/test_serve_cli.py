"""`vance serve` and an attached `vance chat` as real processes on a real socket.

The resident brain runs the bundled scripted demo model (no network). Tests wait for
readiness (the "serving" line, the lock being released, the process exiting), never for time.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from brain.config import resolve_paths
from brain.remote.resident import HomeLock, socket_path

DEMO = "I'm Vance's scripted demo model"  # its default reply: the model answered
TEA = "tell me something nice about tea"
COMMAND = [sys.executable, "-c", "from vance_tui.entry import main; main()"]


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A short VANCE_HOME (socket paths are short) on the scripted demo model."""
    folder = Path(tempfile.mkdtemp(prefix="vh-"))
    monkeypatch.setenv("VANCE_HOME", str(folder))
    monkeypatch.setenv("VANCE_MODEL", "scripted/demo")
    monkeypatch.setenv("VANCE_USER", "ann")
    yield folder
    import shutil

    shutil.rmtree(folder, ignore_errors=True)


def vance(*args: str, code: int | None = 0, **env: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [*COMMAND, *args],
        capture_output=True,
        text=True,
        timeout=90,
        env={**os.environ, **env},
        stdin=subprocess.DEVNULL,
    )
    if code is not None:
        assert done.returncode == code, (done.returncode, done.stdout, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    return done


class Served:
    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [*COMMAND, "serve", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
        )
        assert self.process.stdout is not None
        self.banner = self.process.stdout.readline()  # blocks until it listens (or exits)
        assert "serving" in self.banner, (self.banner, self.process.stderr.read())  # type: ignore[union-attr]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=30)
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


@pytest.fixture
def served(home: Path) -> Iterator[Served]:
    server = Served()
    yield server
    server.stop()


def test_serve_listens_privately_and_status_and_stop_work(home: Path, served: Served) -> None:
    place = socket_path(resolve_paths())
    assert str(place) in served.banner
    assert stat.S_IMODE(place.stat().st_mode) == 0o600
    assert stat.S_IMODE(place.parent.stat().st_mode) == 0o700

    shown = vance("serve", "--status").stdout
    assert shown.startswith("running · vance ") and f"pid {served.process.pid}" in shown
    assert "stays until stopped" in shown and "scripted/demo" in shown
    status = json.loads(vance("serve", "--status", "--json").stdout)
    assert status["running"] and status["pid"] == served.process.pid

    second = vance("serve", code=1)
    assert f"already serves this home (pid {served.process.pid})" in second.stderr

    assert vance("serve", "--stop").stdout == "Vance brain stopped.\n"
    assert served.process.wait(timeout=30) == 0
    assert not place.exists()
    assert vance("serve", "--status", code=1).stdout == "No resident brain runs for this home.\n"
    assert vance("serve", "--stop", code=1).stdout == "No resident brain runs for this home.\n"


def test_chat_attaches_without_loading_litellm(home: Path, served: Served) -> None:
    done = vance("chat", TEA, PYTHONPROFILEIMPORTTIME="1")
    assert done.stdout.startswith(DEMO)
    imported = _imported(done.stderr)
    assert "brain.remote.client" in imported
    assert "litellm" not in imported and "brain.core" not in imported

    again = vance("chat", "and about coffee?")
    assert again.stdout.startswith(DEMO)
    shown = vance("sessions", "show", _hub_session()).stdout
    assert f"you: {TEA}" in shown and "you: and about coffee?" in shown
    assert shown.count(f"eddie: {DEMO}") == 2


def test_two_cli_processes_share_one_resident_brain(home: Path, served: Served) -> None:
    first = subprocess.Popen([*COMMAND, "chat", "--new", TEA], stdout=subprocess.PIPE, text=True)
    second = vance("chat", "--new", "about coffee")
    out, _ = first.communicate(timeout=60)
    assert out.startswith(DEMO) and second.stdout.startswith(DEMO)
    sessions = json.loads(vance("sessions", "list", "--json").stdout)
    assert len([s for s in sessions if s["kind"] == "hub"]) == 2


def test_embedded_chat_ignores_the_resident_brain(home: Path, served: Served) -> None:
    done = vance("chat", "--embedded", TEA, PYTHONPROFILEIMPORTTIME="1")
    assert done.stdout.startswith(DEMO)
    assert "brain.core" in _imported(done.stderr)
    assert "brain.remote.client" not in _imported(done.stderr)


def test_a_killed_brain_leaves_a_stale_socket_that_the_next_one_replaces(home: Path) -> None:
    first = Served()
    place = socket_path(resolve_paths())
    first.process.send_signal(signal.SIGKILL)
    first.process.wait(timeout=30)
    first.stop()
    assert place.exists()  # nobody cleaned up
    assert vance("serve", "--status", code=1).stdout == "No resident brain runs for this home.\n"
    assert vance("chat", TEA).stdout.startswith(DEMO)  # embedded: linger is 0 here
    second = Served()
    try:
        assert vance("chat", TEA).stdout.startswith(DEMO)
        assert "running" in vance("serve", "--status").stdout
    finally:
        second.stop()


def test_chat_starts_a_lingering_brain_on_demand_which_then_leaves(home: Path) -> None:
    lock = HomeLock(resolve_paths())
    first = vance("chat", TEA, VANCE_BRAIN__LINGER="3")
    assert first.stdout.startswith(DEMO)
    assert lock.held_elsewhere()  # it outlives the command
    status = json.loads(vance("serve", "--status", "--json").stdout)
    assert status["linger_s"] == 3
    pid = status["pid"]
    assert vance("chat", TEA).stdout.startswith(DEMO)
    _wait_exit(pid, timeout=60)  # idle for 3 s: it leaves by itself
    assert not lock.held_elsewhere()
    assert not socket_path(resolve_paths()).exists()


def test_timeout_wording_says_who_holds_the_work(home: Path) -> None:
    from vance_tui.commands.chat import timeout_note

    held = timeout_note(3, "s-1", resident=True)
    assert "resident brain keeps working" in held and "vance sessions show s-1" in held
    dropped = timeout_note(3, "s-1", resident=False)
    assert "nothing runs once this command exits" in dropped and "vance serve" in dropped


def _imported(importtime: str) -> set[str]:
    """Module names from ``PYTHONPROFILEIMPORTTIME`` output."""
    return {
        line.rsplit("|", 1)[1].strip()
        for line in importtime.splitlines()
        if line.startswith("import time:") and "|" in line
    }


def _hub_session() -> str:
    sessions = json.loads(vance("sessions", "list", "--json").stdout)
    return next(s["id"] for s in sessions if s["kind"] == "hub")


def _wait_exit(pid: int, timeout: float) -> None:
    """Block until ``pid`` (not our child) is gone: pidfd polling, no sleeping."""
    import select

    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return
    try:
        ready, _, _ = select.select([fd], [], [], timeout)
        assert ready, f"pid {pid} still runs after {timeout} s"
    finally:
        os.close(fd)
