"""The intent router of a brain, built once per distinct intents document.

Cheap to import (numpy, the embedding table and the examples load on first use), so it can
sit in :class:`~brain.deps.Deps` next to the fast-path rules."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from brain.router.spec import INTENTS_PATH

if TYPE_CHECKING:
    from brain.router.router import IntentRouter
    from brain.services.documents import DocumentService


class RouterCache:
    def __init__(self, documents: DocumentService) -> None:
        self._documents = documents
        self._key: int | None = None
        self._router: IntentRouter | None = None
        self._lock = asyncio.Lock()

    async def router(self) -> IntentRouter:
        """The router for the cascade's ``router/intents.yaml``, ``router/glossary.yaml`` and
        ``router/domains.yaml`` (user → tenant → bundled); rebuilt only when one of them changed. The first build takes ~0.3 s (off the
        event loop); call it from ``warm()`` so the first turn does not wait."""
        from brain.router.domains import load_domains
        from brain.router.glossary import load_glossary
        from brain.router.router import IntentRouter
        from brain.router.spec import load_intents

        doc = await self._documents.lookup(INTENTS_PATH)
        glossary, glossary_key = await load_glossary(self._documents)
        domains, domains_key = await load_domains(self._documents)
        key = hash((doc.content if doc else "", glossary_key, domains_key))
        async with self._lock:
            if self._router is None or key != self._key:
                router = IntentRouter(
                    await load_intents(self._documents), glossary=glossary, domains=domains
                )
                await asyncio.to_thread(router.warm)
                self._router, self._key = router, key
            return self._router
