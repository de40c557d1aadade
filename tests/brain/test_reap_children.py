"""Nothing orphaned: a command a tool started is recorded durably (pid, start time); when its
brain was killed, the next brain start kills what is left of it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from brain.core import Brain
from brain.sandbox import registry

CHILD = Path(__file__).with_name("sandbox_child.py")


def running(pid: int) -> bool:
    """Alive and not a zombie (a killed orphan may wait for a reaper that never comes)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def kill_brain_with_a_command(data_dir: Path, workspace: Path, mode: str) -> int:
    """Start a brain running ``sleep`` through the sandbox, SIGKILL the brain; the sleep's pid."""
    workspace.mkdir(parents=True)
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(data_dir), str(workspace), mode],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    marker = workspace / "pid"
    try:
        deadline = time.monotonic() + 30
        while not marker.exists():
            if child.poll() is not None:
                raise AssertionError(f"the child ended early: {child.stderr.read().decode()}")
            assert time.monotonic() < deadline, "the command never started"
            time.sleep(0.01)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        child.stderr.close()
    return int(marker.read_text())


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
async def test_a_command_left_by_a_killed_brain_is_reaped_at_the_next_start(
    paths, eventually, tmp_path: Path
) -> None:
    pid = kill_brain_with_a_command(paths.data_dir, tmp_path / "ws", "no-ns")
    try:
        assert running(pid)  # orphaned: its brain and launcher are gone, it is not
        assert registry.list_sandboxes(registry.records_dir(paths.data_dir))
        brain = await Brain.open(paths, start_runtime=False)
        await brain.close()
        await eventually(lambda: not running(pid), seconds=5)  # SIGKILL lands asynchronously
        assert registry.list_sandboxes(registry.records_dir(paths.data_dir)) == []
    finally:
        if running(pid):
            os.kill(pid, signal.SIGKILL)


def test_a_recycled_pid_is_never_killed(tmp_path: Path) -> None:
    """A record whose launcher pid now belongs to another process (other start time) kills
    nothing of it."""
    bystander = subprocess.Popen(["sleep", "30"], start_new_session=True)
    try:
        start = registry.start_time(bystander.pid)
        assert start is not None
        folder = tmp_path / "records"
        folder.mkdir()
        record = registry.SandboxRecord(
            pid=bystander.pid, start=start - 1, brain_pid=2**22 + 1, brain_start=1
        )
        (folder / f"{bystander.pid}.json").write_text(record.model_dump_json())
        assert registry.reap_orphans(folder) == []
        assert running(bystander.pid)
        assert not list(folder.iterdir())
    finally:
        bystander.kill()
        bystander.wait()
