"""The fast-path rules of a brain, parsed once per distinct rules document."""

from __future__ import annotations

from brain.fastpath.matcher import RULES_PATH, FastPath
from brain.services.documents import DocumentService


class FastPathCache:
    def __init__(self, documents: DocumentService) -> None:
        self._documents = documents
        self._key: int | None = None
        self._rules: FastPath | None = None

    async def rules(self) -> FastPath:
        """The rules from the cascade; re-parsed only when the document changed."""
        doc = await self._documents.lookup(RULES_PATH)
        key = hash(doc.content) if doc else 0
        if self._rules is None or key != self._key:
            self._rules = await FastPath.load(self._documents)
            self._key = key
        return self._rules
