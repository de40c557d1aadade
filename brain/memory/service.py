"""The user's memory: remember what they state, recall what is relevant, and let them
inspect and correct it (list, search, show, correct, forget, history).

Append-only: a correction inserts a new fact that supersedes the old one; forget hides a fact
from recall and keeps it for audit. Nothing is deleted. Default reads skip facts older than
``max_age`` (the standing ``user.*`` profile facts are exempt in recall: a name stays a name).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from brain.errors import Refused
from brain.ids import now
from brain.memory.attributes import ATTRIBUTES
from brain.memory.extract import extract, note_subject
from brain.memory.framing import memory_block
from brain.memory.models import (
    ExtractedFact,
    Fact,
    FactSource,
    FactStatus,
    ForgetRequest,
    MemoryChange,
    Provenance,
)
from brain.store import Store
from brain.store import facts as repo

DEFAULT_MAX_AGE = 365 * 24 * 3600.0  # seconds; default reads skip older facts
RECALL_LIMIT = 12
_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "about",
        "the",
        "is",
        "my",
        "me",
        "i",
        "you",
        "what",
        "which",
        "who",
        "whom",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "with",
        "do",
        "does",
        "did",
        "know",
        "remember",
        "tell",
        "your",
        "his",
        "her",
        "their",
        "our",
        "it",
        "that",
        "this",
        "there",
        "how",
        "was",
        "were",
        "der",
        "die",
        "das",
        "und",
        "ist",
        "ich",
        "du",
        "mein",
        "meine",
        "mir",
        "mich",
        "was",
        "wer",
        "wie",
        "wo",
        "ein",
        "eine",
        "einen",
        "zu",
        "von",
        "mit",
        "für",
        "auf",
        "im",
        "in",
        "den",
        "dem",
        "des",
        "weißt",
        "sag",
        "über",
    ]
)
_VISIBLE = (FactStatus.ACTIVE,)
_ALL = (FactStatus.ACTIVE, FactStatus.SUPERSEDED, FactStatus.FORGOTTEN)


def terms(query: str) -> list[str]:
    """The words of ``query`` worth searching for (no stop words, at most 8), with the key a
    word is kept under in any language ("zahnarzt" also finds the dentist told in English)."""
    words = re.findall(r"\w+", query.casefold())
    kept = [w for w in words if w not in _STOPWORDS and (len(w) > 2 or w.isdigit())][:8]
    return kept + [ATTRIBUTES[w] for w in kept if ATTRIBUTES.get(w, w) not in kept]


def _same(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


class MemoryService:
    """One user's facts. All writes of one change happen in one transaction."""

    def __init__(
        self, store: Store, *, tenant_id: str, user_id: str, max_age: float = DEFAULT_MAX_AGE
    ) -> None:
        self._store = store
        self._tenant_id = tenant_id
        self._user_id = user_id
        self.max_age = max_age

    def _since(self, max_age: float | None) -> float | None:
        return None if max_age is None else now() - max_age

    # --- writing -----------------------------------------------------------------------------

    async def remember_text(
        self, text: str, lang: str, provenance: Provenance
    ) -> list[MemoryChange]:
        """Store the explicit facts in what the user said (none for questions/requests)."""
        return [await self.remember(fact, provenance) for fact in extract(text, lang)]

    async def remember(self, fact: ExtractedFact, provenance: Provenance) -> MemoryChange:
        """Store one fact. A new value for a subject that has one supersedes it (a name, a
        location, a preference); the same value again changes nothing; an inference never
        overrides what the user stated."""
        value = " ".join(fact.value.split())
        if not value:
            raise Refused("The fact is empty.", hint="Say the fact in a short sentence.")
        async with self._store.transaction() as tx:
            current = await repo.active_of_subject(tx, self._tenant_id, self._user_id, fact.subject)
            for known in current:
                if _same(known.value, value):
                    return MemoryChange(action="unchanged", fact=known)
            if current and fact.source == FactSource.INFERRED:
                stated = [k for k in current if k.source == FactSource.USER_STATED]
                if stated:
                    return MemoryChange(action="unchanged", fact=stated[-1])
            new = await repo.insert_fact(
                tx,
                tenant_id=self._tenant_id,
                user_id=self._user_id,
                subject=fact.subject,
                value=value,
                source=fact.source,
                confidence=fact.confidence,
                provenance=provenance,
                evidence=fact.evidence or None,
                supersedes=current[-1].id if current else None,
            )
            await repo.set_status(
                tx, self._tenant_id, [k.id for k in current], FactStatus.SUPERSEDED
            )
        return MemoryChange(action="corrected" if current else "added", fact=new, replaced=current)

    async def remember_note(self, text: str, provenance: Provenance) -> MemoryChange:
        """ "Remember that …" said through a tool rather than in chat."""
        value = " ".join(text.split())
        fact = ExtractedFact(subject=note_subject(value), value=value, confidence=0.9)
        return await self.remember(fact, provenance)

    async def correct(self, fact_id: int, value: str, provenance: Provenance) -> MemoryChange:
        """Replace fact ``fact_id`` by ``value``: a new fact (user-stated, confidence 1) that
        supersedes it; the old one stays in the history."""
        value = " ".join(value.split())
        if not value:
            raise Refused("The corrected value is empty.", hint="Give the new value as text.")
        async with self._store.transaction() as tx:
            old = await repo.get_fact(tx, self._tenant_id, self._user_id, fact_id)
            if old.status == FactStatus.SUPERSEDED:
                chain = await repo.correction_chain(tx, self._tenant_id, self._user_id, fact_id)
                raise Refused(
                    f"Memory {fact_id} was already replaced by #{chain[-1].id}.",
                    hint=f"Correct the current version: `vance memory correct {chain[-1].id} …`.",
                )
            new = await repo.insert_fact(
                tx,
                tenant_id=self._tenant_id,
                user_id=self._user_id,
                subject=old.subject,
                value=value,
                source=FactSource.USER_STATED,
                confidence=1.0,
                provenance=provenance,
                evidence=f"correction of #{old.id}",
                supersedes=old.id,
            )
            await repo.set_status(tx, self._tenant_id, [old.id], FactStatus.SUPERSEDED)
        return MemoryChange(action="corrected", fact=new, replaced=[old])

    async def forget(self, fact_id: int) -> Fact:
        """Hide fact ``fact_id`` from recall (kept for audit; ``history`` still shows it)."""
        async with self._store.transaction() as tx:
            fact = await repo.get_fact(tx, self._tenant_id, self._user_id, fact_id)
            if fact.status == FactStatus.ACTIVE:
                await repo.set_status(tx, self._tenant_id, [fact_id], FactStatus.FORGOTTEN)
            return await repo.get_fact(tx, self._tenant_id, self._user_id, fact_id)

    async def forget_matching(self, request: ForgetRequest) -> list[Fact]:
        """ "Forget where I live": every active fact of the subject; "forget that my sister is
        called Ada": the best matching active fact. Returns the facts now forgotten."""
        found = (
            await repo.active_of_subject(
                self._store, self._tenant_id, self._user_id, request.subject
            )
            if request.subject
            else []
        )
        named = {f.value.casefold() for f in extract(request.query) if f.subject == request.subject}
        if named:  # "forget that i live in bonn" while Hamburg is kept: Hamburg stays
            found = [fact for fact in found if _told(fact.value.casefold(), named)]
        elif not found and request.query:  # "my old address", told as a note: the note
            found = await self.search(request.query, limit=1)
        return [await self.forget(fact.id) for fact in found]

    # --- reading -----------------------------------------------------------------------------

    async def recall(self, query: str, *, limit: int = RECALL_LIMIT) -> list[Fact]:
        """The facts to put in a prompt: the user's profile (name, nickname, location,
        preferences) and the notes that match ``query``; active only."""
        chosen: dict[int, Fact] = {}
        for fact in await repo.profile_facts(
            self._store, self._tenant_id, self._user_id, limit=limit
        ):
            chosen[fact.id] = fact
        words = terms(query)
        if words and len(chosen) < limit:
            for fact in await repo.search_facts(
                self._store,
                self._tenant_id,
                self._user_id,
                words,
                since=self._since(self.max_age),
                limit=limit,
            ):
                chosen.setdefault(fact.id, fact)
        return list(chosen.values())[:limit]

    async def prompt_block(self, query: str, *, limit: int = RECALL_LIMIT) -> str:
        """:meth:`recall` framed as untrusted data for the hub prompt ("" when nothing)."""
        return memory_block(await self.recall(query, limit=limit), at=now())

    async def list_facts(
        self,
        *,
        include_hidden: bool = False,
        max_age: float | None = DEFAULT_MAX_AGE,
        limit: int = 100,
    ) -> list[Fact]:
        """Newest first; active only unless ``include_hidden``; ``max_age=None`` for all ages."""
        return await repo.list_facts(
            self._store,
            self._tenant_id,
            self._user_id,
            statuses=_ALL if include_hidden else _VISIBLE,
            since=self._since(max_age),
            limit=limit,
        )

    async def search(
        self,
        text: str,
        *,
        include_hidden: bool = False,
        max_age: float | None = DEFAULT_MAX_AGE,
        limit: int = 20,
    ) -> list[Fact]:
        """Facts whose value or subject matches the words of ``text``, best first."""
        words = terms(text)
        statuses = _ALL if include_hidden else _VISIBLE
        found = await repo.search_facts(
            self._store,
            self._tenant_id,
            self._user_id,
            words,
            statuses=statuses,
            since=self._since(max_age),
            limit=limit,
        )
        by_subject = [
            fact
            for fact in await repo.profile_facts(self._store, self._tenant_id, self._user_id)
            if any(word in fact.label for word in words) and fact.id not in {f.id for f in found}
        ]
        return (by_subject + found)[:limit]

    async def show(self, fact_id: int) -> Fact:
        return await repo.get_fact(self._store, self._tenant_id, self._user_id, fact_id)

    async def history(self, fact_id: int) -> list[Fact]:
        """Every version of the fact, oldest first (superseded, forgotten and current)."""
        return await repo.correction_chain(self._store, self._tenant_id, self._user_id, fact_id)

    async def counts(self) -> dict[str, int]:
        return await repo.count_facts(self._store, self._tenant_id, self._user_id)


def describe(facts: Sequence[Fact]) -> str:
    """``"name: Zed; location: Berlin"`` (for tool results and speech)."""
    return "; ".join(f"{fact.label}: {fact.value}" for fact in facts)


def _told(value: str, named: set[str]) -> bool:
    """Whether a kept ``value`` is one the user named ("Hamburg" for "Hamburg, Germany")."""
    return any(said in value or value in said for said in named)
