"""What the hub knows beyond the conversation: the activity log that other windows read, and
the user's relations (subject, predicate, object) kept in their SYSTEM project."""

from __future__ import annotations

from typing import Any

from brain.models import Relation
from brain.services.home import Home
from brain.store import Store, records


class Knowledge:
    def __init__(self, store: Store, home: Home) -> None:
        self._store = store
        self._home = home

    async def log(
        self,
        *,
        session_id: str | None,
        process_id: str | None,
        kind: str,
        summary: str,
        refs: dict[str, Any] | None = None,
    ) -> int:
        """One organizational change in the activity log (read by the user's other windows)."""
        return await records.append_activity(
            self._store,
            tenant_id=self._home.tenant_id,
            user_id=self._home.user_id,
            session_id=session_id,
            process_id=process_id,
            kind=kind,
            summary=summary,
            refs=refs,
        )

    async def relations(self, subject: str | None = None) -> list[Relation]:
        """The user's relations, oldest first (all subjects when ``subject`` is None)."""
        home = self._home
        return await records.query_relations(
            self._store, home.tenant_id, home.user_project.id, subject
        )

    async def relate(
        self, subject: str, predicate: str, obj: str, meta: dict[str, Any] | None = None
    ) -> int:
        home = self._home
        return await records.add_relation(
            self._store, home.tenant_id, home.user_project.id, subject, predicate, obj, meta
        )
