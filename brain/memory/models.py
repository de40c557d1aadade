"""Facts about the user, with provenance; peer events between hub processes."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field


class FactSource(StrEnum):
    USER_STATED = "user-stated"  # the user said it in so many words
    INFERRED = "inferred"  # a model or a rule concluded it


class FactStatus(StrEnum):
    ACTIVE = "active"  # used for recall
    SUPERSEDED = "superseded"  # replaced by a correction (kept as history)
    FORGOTTEN = "forgotten"  # hidden from recall at the user's request (kept for audit)


class Fact(BaseModel):
    """One stored fact. Rows are never deleted; a correction is a new row that supersedes."""

    id: int
    tenant_id: str
    user_id: str
    subject: str  # user.name, user.nickname, user.location, user.preference.<x>, note.<hash>
    value: str
    source: FactSource
    confidence: float
    status: FactStatus
    supersedes: int | None = None
    session_id: str | None = None
    message_id: int | None = None
    process_id: str | None = None
    evidence: str | None = None  # the user's words the fact came from
    created_at: float
    changed_at: float | None = None  # when the status last changed

    @property
    def label(self) -> str:
        """The subject as a person would say it: ``location``, ``preference: answers``, ``note``."""
        if self.subject.startswith("note."):
            return "note"
        name = self.subject.removeprefix("user.")
        if name.startswith("preference."):
            return "preference: " + name.removeprefix("preference.").replace("_", " ")
        return name.replace("_", " ")


class ExtractedFact(BaseModel):
    """A fact found in the user's words, not yet stored."""

    subject: str
    value: str
    source: FactSource = FactSource.USER_STATED
    confidence: float = Field(ge=0, le=1)
    correction: bool = False  # said as a correction ("no, I moved to Berlin")
    evidence: str = ""


class Provenance(BaseModel):
    """Where a fact came from."""

    session_id: str | None = None
    message_id: int | None = None
    process_id: str | None = None


class ForgetRequest(BaseModel):
    """ "Forget where I live" → subject ``user.location``; otherwise words to search for."""

    subject: str | None = None
    query: str = ""


class PeerEvent(BaseModel):
    """A shared-state change pushed to one other hub process of the user (one row per target)."""

    id: int
    tenant_id: str
    user_id: str
    key: str  # idempotency key: the same key is delivered to a target at most once
    source_process_id: str | None
    target_process_id: str
    type: str  # PROJECT_CREATED, PROJECT_ARCHIVED, PROCESS_SPAWNED, INBOX_ITEM, MEMORY_CHANGED, …
    summary: str
    payload: dict[str, Any] = Field(default_factory=dict)
    created_at: float
    recorded_at: float | None = None


class MemoryChange(BaseModel):
    """What remembering or correcting did: ``added`` a new fact, ``corrected`` (the new fact
    supersedes ``replaced``), or ``unchanged`` (already known, or an inference that does not
    override what the user said)."""

    action: str  # added | corrected | unchanged
    fact: Fact
    replaced: list[Fact] = Field(default_factory=list)
