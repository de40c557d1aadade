"""The document lookup cascade: user project → tenant (``_vance``) → bundled ``prompts/``."""

from __future__ import annotations

from importlib import resources
from typing import Literal

from pydantic import BaseModel

from brain.services.home import Home
from brain.store import Store
from brain.store import records

Source = Literal["user", "tenant", "bundled"]


class ResolvedDoc(BaseModel):
    path: str
    content: str
    source: Source


def bundled(path: str) -> str | None:
    """A file shipped in the ``prompts`` package, or None."""
    parts = path.strip("/").split("/")
    if any(part in ("", ".", "..") or "\\" in part for part in parts):
        return None  # only paths inside the package: no "..", no empty segments
    node = resources.files("prompts")
    for part in parts:
        node = node / part
    try:
        return node.read_text(encoding="utf-8") if node.is_file() else None
    except (OSError, UnicodeDecodeError):
        return None


class DocumentService:
    def __init__(self, store: Store, home: Home) -> None:
        self._store = store
        self._home = home

    async def lookup(self, path: str) -> ResolvedDoc | None:
        """The innermost document at ``path`` (e.g. ``voice/eddie-voice-rules-en.md``)."""
        for source, project in (
            ("user", self._home.user_project), ("tenant", self._home.tenant_project)
        ):
            doc = await records.get_document(self._store, self._home.tenant_id, project.id, path)
            if doc is not None:
                return ResolvedDoc(path=path, content=doc.content, source=source)  # type: ignore[arg-type]
        text = bundled(path)
        return ResolvedDoc(path=path, content=text, source="bundled") if text is not None else None

    async def write_tenant(self, path: str, content: str) -> None:
        await records.put_document(
            self._store, self._home.tenant_id, self._home.tenant_project.id, path, content
        )

    async def write_user(self, path: str, content: str) -> None:
        await records.put_document(
            self._store, self._home.tenant_id, self._home.user_project.id, path, content
        )
