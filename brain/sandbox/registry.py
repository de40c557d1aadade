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


def records_dir(data_dir: Path) -> Path:
    """Where the records of running sandboxes live, under Vance's data folder."""
    return data_dir / "run" / "sandboxes"


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


def _stat(pid: int) -> tuple[int, int] | None:
    """(process group, start time) of a live, non-zombie process; None otherwise."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    if fields[0] == "Z":
        return None
    return int(fields[2]), int(fields[19])


def _group_members(pgid: int, not_before: int) -> list[int]:
    """Live processes in process group ``pgid`` started no earlier than ``not_before``."""
    members = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        found = _stat(int(entry.name))
        if found is not None and found[0] == pgid and found[1] >= not_before:
            members.append(int(entry.name))
    return members


def reap_orphans(runtime_dir: Path) -> list[int]:
    """Kill what sandboxes of a dead brain left running; returns the pids killed.

    The launcher was started in its own session, so everything it ran is in the process group
    named by its pid. When the brain was killed the launcher died with it (PDEATHSIG) but,
    without a pid namespace, its command lives on, re-parented: the group's members are
    killed one by one (only those started after the launcher). A launcher pid that now names
    another process (a different start time) means the group is gone: nothing is killed."""
    killed: list[int] = []
    for entry, brain_alive in list_sandboxes(runtime_dir):
        if brain_alive:
            continue
        now_start = start_time(entry.pid)
        if now_start is None or now_start == entry.start:
            for pid in [entry.pid] if now_start is not None else []:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(pid, signal.SIGKILL)
                    killed.append(pid)
            for pid in _group_members(entry.pid, entry.start):
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
                    killed.append(pid)
        forget(runtime_dir / f"{entry.pid}.json")
    return sorted(set(killed))
