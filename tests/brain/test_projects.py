"""Projects: names, duplicates, archiving, SYSTEM protection, two Vance processes racing."""

from __future__ import annotations

import asyncio

import pytest

from brain.core import Brain
from brain.errors import Conflict, NotFound, Refused
from brain.models import ProjectKind, ProjectStatus


async def test_create_normalizes_the_name_and_keeps_the_title(brain: Brain) -> None:
    project = await brain.projects.create("  Garden Planner ", "My garden")
    assert (project.name, project.title, project.label) == (
        "garden_planner",
        "My garden",
        "My garden",
    )
    assert project.kind == ProjectKind.NORMAL and project.status == ProjectStatus.ACTIVE
    assert (await brain.projects.get("Garden Planner")).id == project.id
    assert [p.name for p in await brain.projects.list()] == ["garden_planner"]


@pytest.mark.parametrize("name", ["", "   ", "_hidden", "a/b", "x" * 65, "naïve"])
async def test_invalid_names_are_refused_with_a_hint(brain: Brain, name: str) -> None:
    with pytest.raises(Refused) as caught:
        await brain.projects.create(name)
    assert caught.value.hint and "garden_planner" in caught.value.hint


async def test_a_duplicate_name_is_a_conflict_naming_the_project(brain: Brain) -> None:
    await brain.projects.create("garden")
    with pytest.raises(Conflict, match="A project named 'garden' already exists"):
        await brain.projects.create("Garden")
    assert len(await brain.projects.list()) == 1


async def test_archive_hides_the_project_and_keeps_its_name(brain: Brain) -> None:
    await brain.projects.create("garden")
    archived = await brain.projects.archive("garden")
    assert archived.status == ProjectStatus.ARCHIVED
    assert await brain.projects.list() == []
    assert [p.name for p in await brain.projects.list(include_archived=True)] == ["garden"]
    assert (await brain.projects.archive("garden")).status == ProjectStatus.ARCHIVED
    with pytest.raises(Conflict):
        await brain.projects.create("garden")
    with pytest.raises(Refused, match="archived"):
        await brain.projects.create_or_reuse("garden")


async def test_system_projects_cannot_be_archived(brain: Brain) -> None:
    with pytest.raises(Refused, match="SYSTEM"):
        await brain.projects.archive(brain.home.user_project.name)
    with pytest.raises(Refused):
        await brain.projects.archive(brain.home.tenant_project.name)
    for project in (brain.home.user_project, brain.home.tenant_project):
        row = await brain.store.fetch_one("SELECT status FROM projects WHERE id = ?", (project.id,))
        assert row["status"] == "active"


async def test_archiving_a_missing_project_is_not_found(brain: Brain) -> None:
    with pytest.raises(NotFound, match="No project named 'nothing'"):
        await brain.projects.archive("nothing")


async def test_two_vance_processes_creating_one_project_get_one_project(paths) -> None:
    """Two brains on one database file (as two windows would be): one creates the project,
    the other reuses it."""
    one = await Brain.open(paths, start_runtime=False)
    two = await Brain.open(paths, start_runtime=False)
    try:
        results = await asyncio.gather(
            one.projects.create_or_reuse("garden", "Garden"),
            two.projects.create_or_reuse("garden", "Garden"),
        )
        (p1, created1), (p2, created2) = results
        assert p1.id == p2.id
        assert sorted([created1, created2]) == [False, True]

        outcomes = await asyncio.gather(
            one.projects.create("kitchen"),
            two.projects.create("kitchen"),
            return_exceptions=True,
        )
        assert sum(isinstance(o, Conflict) for o in outcomes) == 1
        assert [p.name for p in await one.projects.list()] == ["garden", "kitchen"]
    finally:
        await two.close()
        await one.close()
