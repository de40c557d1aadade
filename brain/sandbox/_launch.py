"""The sandbox launcher: a stdlib-only script the brain starts as ``python -I -S _launch.py SPEC``.

It must stay importable without the rest of Vance (isolated mode puts no package on the path)
and cheap to start (no ``json``/``re``: the spec is a hex-encoded ``marshal`` dict).

With namespaces (the normal case) the process tree is::

    launcher (host pid namespace, dies with the brain: PDEATHSIG)
      └─ init (pid 1 of a new pid namespace; dies with the launcher)
           └─ the command (Landlock, no capabilities, no new privileges, rlimits, clean env)

When pid 1 exits, the kernel kills everything left in its namespace — including what the
command ``setsid``-ed away. Without namespaces (a kernel or policy that refuses unprivileged
user namespaces) the launcher is a child subreaper and kills every descendant it can find.

The module is also imported by the brain (:func:`landlock_abi`).
"""

from __future__ import annotations

import ctypes
import marshal
import os
import signal
import sys

TYPE_CHECKING = False  # not typing's: importing typing costs ~13 ms per command
if TYPE_CHECKING:
    from typing import Any

_libc = ctypes.CDLL(None, use_errno=True)
_libc.syscall.restype = ctypes.c_long
_libc.mount.argtypes = [ctypes.c_char_p] * 3 + [ctypes.c_ulong, ctypes.c_void_p]

SYS_CREATE_RULESET, SYS_ADD_RULE, SYS_RESTRICT_SELF = 444, 445, 446  # same on every arch
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_CAPBSET_DROP = 1, 4, 24
PR_SET_CHILD_SUBREAPER, PR_SET_NO_NEW_PRIVS, PR_CAP_AMBIENT = 36, 38, 47
CLONE_NEWNS, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x20000, 0x10000000, 0x20000000, 0x40000000
MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_BIND, MS_REC, MS_PRIVATE = 2, 4, 8, 4096, 16384, 1 << 18

# Landlock file-system rights (ABI in brackets when above 1).
FS_WRITE_FILE, FS_REMOVE_DIR, FS_REMOVE_FILE = 1 << 1, 1 << 4, 1 << 5
FS_MAKE_ALL = sum(1 << bit for bit in range(6, 13))  # char, dir, reg, sock, fifo, block, sym
FS_REFER, FS_TRUNCATE = 1 << 13, 1 << 14  # [2], [3]
NET_BIND_TCP, NET_CONNECT_TCP = 1, 2  # [4]
SCOPE_ABSTRACT_UNIX, SCOPE_SIGNAL = 1, 2  # [6]
DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty")


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def _check(result: int, what: str) -> int:
    if result < 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")
    return result


def landlock_abi() -> int:
    """The kernel's Landlock ABI version; 0 when Landlock is missing or disabled."""
    version = _libc.syscall(SYS_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    return max(0, int(version))


def write_rights(abi: int) -> int:
    rights = FS_WRITE_FILE | FS_REMOVE_DIR | FS_REMOVE_FILE | FS_MAKE_ALL
    if abi >= 2:
        rights |= FS_REFER
    if abi >= 3:
        rights |= FS_TRUNCATE
    return rights


def apply_landlock(writable: list[str], *, block_tcp: bool) -> int:
    """Confine writes of this thread (and what it execs) to ``writable``; returns the ABI."""
    abi = landlock_abi()
    if abi < 1:
        return 0
    rights = write_rights(abi)
    fields = [rights, NET_BIND_TCP | NET_CONNECT_TCP if block_tcp and abi >= 4 else 0]
    fields.append(SCOPE_ABSTRACT_UNIX | SCOPE_SIGNAL if abi >= 6 else 0)
    size = 8 if abi < 4 else 16 if abi < 6 else 24
    attr = (ctypes.c_uint64 * 3)(*fields)
    ruleset = _check(
        _libc.syscall(SYS_CREATE_RULESET, attr, ctypes.c_size_t(size), ctypes.c_uint32(0)),
        "landlock_create_ruleset",
    )
    device_rights = FS_WRITE_FILE | (FS_TRUNCATE if abi >= 3 else 0)
    rules = [(path, rights) for path in writable] + [(dev, device_rights) for dev in DEVICES]
    for path, access in rules:
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            rule = _PathBeneath(access, fd)
            _check(
                _libc.syscall(
                    SYS_ADD_RULE, ruleset, ctypes.c_int(1), ctypes.byref(rule), ctypes.c_uint32(0)
                ),
                f"landlock_add_rule {path}",
            )
        finally:
            os.close(fd)
    _check(_libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "no_new_privs")
    _check(_libc.syscall(SYS_RESTRICT_SELF, ruleset, ctypes.c_uint32(0)), "landlock_restrict_self")
    os.close(ruleset)
    return abi


def _mount(source: str | None, target: str, fstype: str | None, flags: int, data: str = "") -> None:
    enc = [None if v is None else v.encode() for v in (source, target, fstype)]
    opts = ctypes.c_char_p(data.encode()) if data else None
    _check(_libc.mount(*enc, flags, opts), f"mount {target}")


def _enter_namespaces(net: bool) -> None:
    """New user, mount and pid namespaces (and network unless ``net``); same uid inside."""
    uid, gid = os.getuid(), os.getgid()
    flags = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | (0 if net else CLONE_NEWNET)
    _check(_libc.unshare(flags), "unshare")
    for name, text in (
        ("setgroups", "deny"),
        ("uid_map", f"{uid} {uid} 1"),
        ("gid_map", f"{gid} {gid} 1"),
    ):
        with open(f"/proc/self/{name}", "w") as handle:
            handle.write(text)
    _mount(None, "/", None, MS_REC | MS_PRIVATE)


def _cover(path: str) -> None:
    """An empty read-only-ish tmpfs over a folder, /dev/null over anything else."""
    if os.path.isdir(path):
        _mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=64k,mode=755")
    elif os.path.lexists(path):
        _mount("/dev/null", path, None, MS_BIND)


def _hide(hide: list[str], mask: list[str], keep: list[str]) -> None:
    """Cover each path of ``hide`` (must work) and of ``mask`` (best effort: secrets, sockets);
    folders of ``keep`` inside a covered one stay visible."""
    kept = [(path, os.open(path, os.O_PATH | os.O_DIRECTORY)) for path in keep]
    for path in hide:
        _cover(path)
    for path in mask:
        try:  # noqa: SIM105 (contextlib would add import time to every command)
            _cover(path)
        except OSError:
            pass
    for path, fd in kept:
        if any(path.startswith(h.rstrip("/") + "/") for h in [*hide, *mask]):
            os.makedirs(path, exist_ok=True)
            _mount(f"/proc/self/fd/{fd}", path, None, MS_BIND | MS_REC)
        os.close(fd)


def _drop_capabilities() -> None:
    for cap in range(64):
        if _libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) < 0:
            break
    _libc.prctl(PR_CAP_AMBIENT, 4, 0, 0, 0)  # PR_CAP_AMBIENT_CLEAR_ALL
    header = (ctypes.c_uint32 * 2)(0x20080522, 0)
    data = (ctypes.c_uint32 * 6)()
    _check(_libc.capset(header, data), "capset")


def _exec_command(spec: dict[str, Any], *, in_namespace: bool) -> None:
    """In the forked child: limits, confinement, then exec. Never returns."""
    import resource

    try:
        os.chdir(spec["cwd"])
        memory = spec.get("memory", 0)
        if memory:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if in_namespace:
            _drop_capabilities()
        if spec["landlock"]:
            apply_landlock(spec["write"], block_tcp=not spec["net"] and not in_namespace)
        else:
            _libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
        os.execve(spec["argv"][0], spec["argv"], spec["env"])
    except OSError as exc:
        os.write(2, f"sandbox: cannot start {spec['argv'][0]}: {exc.strerror or exc}\n".encode())
        os._exit(127)


def _status_code(status: int) -> int:
    return 128 + os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def _init(spec: dict[str, Any]) -> None:
    """Pid 1 of the new namespace: fresh /proc, then run the command and wait for it."""
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    _mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    pid = os.fork()
    if pid == 0:
        _exec_command(spec, in_namespace=True)
    _, status = os.waitpid(pid, 0)
    os._exit(_status_code(status))  # pid 1 exits: the kernel kills the rest of the namespace


def _kill_descendants() -> None:
    """Without a pid namespace: kill what was re-parented to us (we are a subreaper)."""
    me = os.getpid()
    while True:
        try:
            with open(f"/proc/{me}/task/{me}/children") as handle:
                children = [int(p) for p in handle.read().split()]
        except OSError:
            return
        if not children:
            return
        for child in children:
            try:
                os.kill(child, signal.SIGKILL)
                os.waitpid(child, 0)
            except (ProcessLookupError, ChildProcessError):
                pass


def main(argv: list[str]) -> int:
    spec = marshal.loads(bytes.fromhex("".join(argv[1:])))
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != spec["parent"]:
        return 125  # the brain is already gone
    if spec["ns"]:
        try:
            _enter_namespaces(spec["net"])
            _hide(spec["hide"], spec.get("mask", []), spec["write"])
        except OSError as exc:
            os.write(2, f"sandbox: cannot isolate the command: {exc}\n".encode())
            return 126
        pid = os.fork()
        if pid == 0:
            try:
                _init(spec)
            except OSError as exc:
                os.write(2, f"sandbox: {exc}\n".encode())
            os._exit(126)
    else:
        _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
        pid = os.fork()
        if pid == 0:
            _exec_command(spec, in_namespace=False)
    _, status = os.waitpid(pid, 0)
    if not spec["ns"]:
        _kill_descendants()
    return _status_code(status)


if __name__ == "__main__":
    os._exit(main(sys.argv))  # no interpreter teardown: it only costs time
