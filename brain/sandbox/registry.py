"""A durable list of running sandboxes, one small file each in a runtime folder.

A launcher dies with the brain (PDEATHSIG) and its namespace with it, so leftovers are rare;
the records let a later start (issue 16) find and kill what a dead brain left behind anyway
(e.g. when the brain ran in a thread that outlived nothing, or the fallback without a pid
namespace was used). A record names the launcher's pid and its start time, so a recycled
pid is never killed by mistake.
"""

from __future__ import annotations

import contextlib
import os
import signal
from pathlib import Path

from pydantic import BaseModel, ValidationError


class SandboxRecord(BaseModel):
    pid: int  # the launcher (its process group holds the whole sandbox)
    start: int  # the launcher's start time (clock ticks since boot, /proc/<pid>/stat field 22)
    brain_pid: int
    brain_start: int
    label: str = ""


def start_time(pid: int) -> int | None:
    """The process's start time in clock ticks since boot, None when it does not exist."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(text.rsplit(")", 1)[1].split()[19])


def alive(pid: int, start: int) -> bool:
    return start_time(pid) == start


def record(runtime_dir: Path, pid: int, label: str = "") -> Path | None:
    """Write the record of a freshly started launcher; None when it already exited."""
    started = start_time(pid)
    me = os.getpid()
    if started is None:
        return None
    runtime_dir.mkdir(parents=True, exist_ok=True)
    entry = SandboxRecord(
        pid=pid, start=started, brain_pid=me, brain_start=start_time(me) or 0, label=label[:200]
    )
    path = runtime_dir / f"{pid}.json"
    path.write_text(entry.model_dump_json())
    return path


def forget(path: Path | None) -> None:
    if path is not None:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def list_sandboxes(runtime_dir: Path) -> list[tuple[SandboxRecord, bool]]:
    """Every record with whether its brain is still alive (unreadable records are dropped)."""
    found = []
    for path in sorted(runtime_dir.glob("*.json")) if runtime_dir.is_dir() else []:
        try:
            entry = SandboxRecord.model_validate_json(path.read_text())
        except (OSError, ValidationError):
            forget(path)
            continue
        found.append((entry, alive(entry.brain_pid, entry.brain_start)))
    return found


def reap_orphans(runtime_dir: Path) -> list[int]:
    """Kill the sandboxes whose brain is gone; returns the launcher pids killed."""
    killed = []
    for entry, brain_alive in list_sandboxes(runtime_dir):
        if brain_alive:
            continue
        if alive(entry.pid, entry.start):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(entry.pid, signal.SIGKILL)
                killed.append(entry.pid)
        forget(runtime_dir / f"{entry.pid}.json")
    return killed
