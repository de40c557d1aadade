"""SQLite storage: one connection per Vance process, WAL, migrations, typed errors."""

from brain.store.db import Store

__all__ = ["Store"]
