"""Health checks shown by ``vance doctor``: one shape for every part (brain, model, voice)."""

from __future__ import annotations

from pydantic import BaseModel


class Check(BaseModel):
    """One line of ``vance doctor``: what was checked, whether it is fine, and the fix if not."""

    name: str
    ok: bool
    detail: str
    fix: str | None = None
    # A check that is not OK but does not stop Vance from working (e.g. no microphone).
    optional: bool = False
