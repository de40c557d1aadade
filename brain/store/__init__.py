"""SQLite storage: one connection per Vance process, WAL, migrations, typed errors."""

from brain.store.db import Store, read_memo

__all__ = ["Store", "read_memo"]
