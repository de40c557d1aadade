"""The document lookup cascade: user project → tenant (``_vance``) → bundled ``prompts/``."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel

from brain.models import Document, Project
from brain.services.home import Home
from brain.store import Store, records

Source = Literal["user", "tenant", "bundled"]


class ResolvedDoc(BaseModel):
    path: str
    content: str
    source: Source


@lru_cache(maxsize=256)
def bundled(path: str) -> str | None:
    """A file shipped in the ``prompts`` package, or None (package data never changes while
    Vance runs, so it is read once)."""
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
        user, tenant = self._home.user_project.id, self._home.tenant_project.id
        found = await records.documents_in(self._store, self._home.tenant_id, (user, tenant), path)
        for source, project_id in (("user", user), ("tenant", tenant)):
            if project_id in found:
                return ResolvedDoc(path=path, content=found[project_id], source=source)
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

    # --- a project's own documents (the doc tools) -----------------------------------------

    async def read_in(self, project: Project, path: str) -> Document | None:
        return await records.get_document(self._store, project.tenant_id, project.id, path)

    async def write_in(self, project: Project, path: str, content: str) -> Document:
        return await records.put_document(self._store, project.tenant_id, project.id, path, content)

    async def list_in(self, project: Project, prefix: str = "") -> list[Document]:
        return await records.list_documents(self._store, project.tenant_id, project.id, prefix)
