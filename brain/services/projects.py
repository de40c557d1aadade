"""Projects: create, list, open, archive. SYSTEM projects are hidden and protected."""

from __future__ import annotations

import re

from brain.errors import Conflict, NotFound, Refused
from brain.models import Project, ProjectKind, ProjectStatus
from brain.services.home import Home
from brain.store import Store, tenancy

_NAME = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,63}$")


def normalize_name(raw: str) -> str:
    """``"Garden Planner"`` → ``"garden_planner"``; raises :class:`Refused` if still invalid."""
    name = re.sub(r"\s+", "_", raw.strip()).lower()
    if not _NAME.match(name):
        raise Refused(
            f"{raw!r} is not a valid project name.",
            hint="Use 1–64 lower-case letters, digits, '_', '-' or '.', e.g. garden_planner.",
        )
    return name


class ProjectService:
    def __init__(self, store: Store, home: Home) -> None:
        self._store = store
        self._home = home

    async def create(self, name: str, title: str | None = None) -> Project:
        """A new NORMAL project; a taken name raises :class:`Conflict`."""
        clean = normalize_name(name)
        async with self._store.transaction() as tx:
            return await tenancy.insert_project(
                tx,
                tenant_id=self._home.tenant_id,
                user_id=self._home.user_id,
                name=clean,
                title=title,
                kind=ProjectKind.NORMAL,
                group_id=None,
            )

    async def create_or_reuse(self, name: str, title: str | None = None) -> tuple[Project, bool]:
        """The project named ``name``, created if missing. Returns (project, created). A project
        created concurrently by another hub wins the race and is reused."""
        existing = await self.find(name)
        if existing is not None and existing.status == ProjectStatus.ACTIVE:
            return existing, False
        if existing is not None:
            raise Refused(
                f"The project {existing.name} is archived.",
                hint="Pick another name; archived projects keep their name.",
            )
        try:
            return await self.create(name, title), True
        except Conflict:
            project = await self.get(name)
            return project, False

    async def find(self, name: str) -> Project | None:
        return await tenancy.find_project(
            self._store, self._home.tenant_id, self._home.user_id, normalize_name(name)
        )

    async def get(self, name: str) -> Project:
        project = await self.find(name)
        if project is None:
            raise NotFound(f"No project named {name!r}.", hint="`vance projects list` shows yours.")
        return project

    async def by_id(self, project_id: str) -> Project:
        return await tenancy.get_project(self._store, self._home.tenant_id, project_id)

    async def list(
        self, *, include_archived: bool = False, kind: ProjectKind | None = ProjectKind.NORMAL
    ) -> list[Project]:
        """The user's projects of ``kind`` (None: every kind), oldest first."""
        return await tenancy.list_projects(
            self._store,
            self._home.tenant_id,
            self._home.user_id,
            kind=kind,
            include_archived=include_archived,
        )

    async def asked(self, per_project: int = 40) -> dict[str, tuple[str, ...]]:
        """What the user asked in each active project before (its workers' tasks, the user's
        messages there), newest first, ``per_project`` of each: what a project is about."""
        from brain.store.queries import asked_in_projects

        found: dict[str, tuple[str, ...]] = {}
        for name, text in await asked_in_projects(
            self._store, self._home.tenant_id, self._home.user_id, per_project=per_project
        ):
            found[name] = (*found.get(name, ()), text)
        return found

    async def archive(self, name: str) -> Project:
        if name.strip() == self._home.user_project.name:
            raise Refused(
                f"{name} is your personal SYSTEM project; it cannot be archived.",
                hint="Archive one of your own projects instead (`vance projects list`).",
            )
        project = await self.get(name)
        if project.kind == ProjectKind.SYSTEM:
            raise Refused(f"{project.name} is a SYSTEM project; it cannot be archived.")
        if project.status == ProjectStatus.ARCHIVED:
            return project
        await tenancy.set_project_status(
            self._store, self._home.tenant_id, project.id, ProjectStatus.ARCHIVED
        )
        return await self.by_id(project.id)
