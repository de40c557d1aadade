"""Start commands in the sandbox (see :mod:`brain.sandbox._launch` for what happens inside)."""

from __future__ import annotations

import ctypes
import functools
import marshal
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from brain.diagnostics import Check
from brain.sandbox import _launch
from brain.sandbox.registry import forget, record
from brain.tools._proc import Command
from brain.tools.read_scope import HOME_SECRETS

LAUNCHER = Path(_launch.__file__)
PR_SET_DUMPABLE = 4
ARG_CHUNK = 100_000


@dataclass(frozen=True)
class Support:
    """What confinement this machine offers (measured once per process)."""

    landlock_abi: int
    namespaces: bool
    namespace_problem: str | None = None

    @property
    def full(self) -> bool:
        """Writes confined, state hidden, network cut, whole tree killed."""
        return self.landlock_abi >= 1 and self.namespaces

    def problems(self) -> list[str]:
        found = []
        if self.landlock_abi < 1:
            found.append("Landlock is not available (writes outside the workspace are possible)")
        if not self.namespaces:
            found.append(
                f"no private namespaces ({self.namespace_problem}): Vance's state folder is "
                "visible and the network cannot be cut"
            )
        return found


@dataclass(frozen=True)
class SandboxPolicy:
    """One command's confinement."""

    workspace: Path
    hide: tuple[Path, ...] = ()  # folders replaced by an empty one (Vance's state)
    mask_secrets: bool = True  # also cover credential stores and local control sockets
    network: bool = False
    memory_bytes: int = 2048 * 1024 * 1024
    extra_writable: tuple[Path, ...] = field(default=())


# Local sockets that control things outside the sandbox (the user's session bus can start
# programs, a container daemon is root), covered even when the network is allowed.
CONTROL_SOCKETS = (
    "/run/user/{uid}",
    "/tmp/.X11-unix",
    "/run/dbus",
    "/var/run/dbus",
    "/run/docker.sock",
    "/var/run/docker.sock",
    "/run/containerd",
    "/run/podman",
    "/run/snapd.socket",
)


def masked_paths(home: Path | None = None) -> list[str]:
    """Existing credential stores under the home folder (the same list that makes
    ``client_file_read`` ask) and local control sockets: covered inside the sandbox."""
    home = home or Path.home()
    found = [p.format(uid=os.getuid()) for p in CONTROL_SOCKETS]
    for pattern in HOME_SECRETS:
        found += [str(p) for p in home.glob(pattern)]
    return [p for p in found if os.path.lexists(p)]


def harden_process() -> None:
    """Make this (the brain's) process non-dumpable: other processes of the same user cannot read
    its ``/proc/<pid>/environ`` or memory, nor attach a debugger."""
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)


def launcher_argv(
    argv: Sequence[str], *, cwd: Path, env: Mapping[str, str], policy: SandboxPolicy, ns: bool
) -> list[str]:
    writable = [str(policy.workspace), *(str(p) for p in policy.extra_writable)]
    spec = {
        "argv": list(argv),
        "cwd": str(cwd),
        "env": dict(env),
        "write": writable,
        "hide": [str(p) for p in policy.hide],
        "mask": masked_paths() if policy.mask_secrets else [],
        "net": policy.network,
        "ns": ns,
        "landlock": _support().landlock_abi >= 1,
        "memory": policy.memory_bytes,
        "parent": os.getpid(),
    }
    encoded = marshal.dumps(spec).hex()
    # One argv string may hold at most 128 KiB: the spec goes in chunks, the launcher joins them.
    chunks = [encoded[i : i + ARG_CHUNK] for i in range(0, len(encoded), ARG_CHUNK)]
    return [sys.executable, "-I", "-S", str(LAUNCHER), *chunks]


@functools.cache
def _support() -> Support:
    abi = _launch.landlock_abi()
    probe = subprocess.run(
        [sys.executable, "-I", "-S", str(LAUNCHER), _probe_spec()],
        capture_output=True,
        text=True,
        timeout=10,
        env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")},
        check=False,
    )
    if probe.returncode == 0:
        return Support(landlock_abi=abi, namespaces=True)
    reason = probe.stderr.strip().removeprefix("sandbox: ")[:200] or f"exit {probe.returncode}"
    return Support(landlock_abi=abi, namespaces=False, namespace_problem=reason)


def _probe_spec() -> str:
    spec = {
        "argv": ["/bin/sh", "-c", "exit 0"],
        "cwd": "/",
        "env": {},
        "write": [],
        "hide": [],
        "net": False,
        "ns": True,
        "landlock": False,
        "memory": 0,
        "parent": os.getpid(),
    }
    return marshal.dumps(spec).hex()


def support() -> Support:
    """What this machine offers (cached; the first call takes a few tens of ms)."""
    return _support()


def doctor_checks() -> list[Check]:
    """``vance doctor`` lines for the sandbox."""
    found = support()
    if found.full:
        return [
            Check(
                name="sandbox",
                ok=True,
                detail=f"Landlock ABI {found.landlock_abi}, private user/pid/mount/net namespaces",
            )
        ]
    return [
        Check(
            name="sandbox",
            ok=False,
            optional=True,
            detail="; ".join(found.problems()) + " — every work_exec_run asks for approval",
            fix="Use a kernel with Landlock (5.13+) and allow unprivileged user namespaces "
            "(sysctl kernel.unprivileged_userns_clone=1 / AppArmor userns policy).",
        )
    ]


class SandboxedCommand(Command):
    """A :class:`Command` whose record in the runtime folder goes away when it finishes."""

    record_path: Path | None = None

    async def finish(self, limit_s: float) -> None:
        try:
            await super().finish(limit_s)
        finally:
            forget(self.record_path)


async def start(
    argv: Sequence[str],
    *,
    cwd: Path,
    env: Mapping[str, str],
    policy: SandboxPolicy,
    runtime_dir: Path | None = None,
    stdout_limit: int,
    stderr_limit: int,
) -> SandboxedCommand:
    """Start ``argv`` confined by ``policy``. The caller awaits ``finish`` (which kills the whole
    tree at the limit) and reads the report, as with :class:`Command`."""
    harden_process()
    launcher = launcher_argv(argv, cwd=cwd, env=env, policy=policy, ns=support().namespaces)
    command = await SandboxedCommand.start(
        launcher, cwd=cwd, env=env, stdout_limit=stdout_limit, stderr_limit=stderr_limit
    )
    assert isinstance(command, SandboxedCommand)
    if runtime_dir is not None:
        command.record_path = record(runtime_dir, command.pid, label=" ".join(argv)[:200])
    return command
