"""Leases: which Vance process runs which process's lane.

Several Vance processes may share one database. A lane only runs a process whose lease it
holds; leases are renewed by a heartbeat and taken over when they expire or their owner (a
pid on this host) is gone.
"""

from __future__ import annotations

import os
import secrets
import socket

from brain.ids import now
from brain.models import Process
from brain.store import Store
from brain.store import sessions as procs
from brain.store.db import Transaction

LEASE_SECONDS = 30.0
HEARTBEAT_SECONDS = 10.0


def owner_id() -> str:
    """This runtime's name as a lease owner: host, pid and a random tail."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


def owner_dead(owner: str) -> bool:
    """Whether the owner is a process on this host that is gone (other hosts: never known)."""
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if host != socket.gethostname() or not pid_text.isdigit():
        return False
    try:
        os.kill(int(pid_text), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


async def dead_owners(db: Store | Transaction) -> set[str]:
    """The lease owners of this database whose process is gone."""
    return {owner for owner in await procs.lease_owners(db) if owner_dead(owner)}


async def claim(db: Store | Transaction, process_id: str, owner: str) -> bool:
    """Take the lease of a process (free, expired, ``owner``'s or a dead owner's)."""
    return await procs.claim_lease(
        db, process_id, owner, now() + LEASE_SECONDS, await dead_owners(db)
    )


async def hold(store: Store, process: Process, owner: str) -> bool:
    """Own the process's lease: ours and fresh → nothing to do; else try to claim it."""
    if process.owner == owner and (process.lease_until or 0) > now() + LEASE_SECONDS / 2:
        return True
    return await claim(store, process.id, owner)
