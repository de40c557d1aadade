"""Tenants, users, project groups and projects."""

from __future__ import annotations

from brain.errors import Conflict, NotFound
from brain.ids import new_id, now
from brain.models import Project, ProjectGroup, ProjectKind, ProjectStatus, Tenant, User
from brain.store.db import Store, Transaction
from brain.store.rows import require, to_model, to_models


async def get_or_create_tenant(tx: Transaction, name: str) -> Tenant:
    await tx.execute(
        "INSERT OR IGNORE INTO tenants (id, name, created_at) VALUES (?, ?, ?)",
        (new_id("t"), name, now()),
    )
    return require(
        Tenant, await tx.fetch_one("SELECT * FROM tenants WHERE name = ?", (name,)), name
    )


async def get_or_create_user(tx: Transaction, tenant_id: str, name: str) -> User:
    await tx.execute(
        "INSERT OR IGNORE INTO users (id, tenant_id, name, created_at) VALUES (?, ?, ?, ?)",
        (new_id("u"), tenant_id, name, now()),
    )
    row = await tx.fetch_one(
        "SELECT * FROM users WHERE tenant_id = ? AND name = ?", (tenant_id, name)
    )
    return require(User, row, f"user {name}")


async def get_or_create_group(tx: Transaction, tenant_id: str, name: str) -> ProjectGroup:
    await tx.execute(
        "INSERT OR IGNORE INTO project_groups (id, tenant_id, name, created_at) VALUES (?, ?, ?, ?)",
        (new_id("g"), tenant_id, name, now()),
    )
    row = await tx.fetch_one(
        "SELECT * FROM project_groups WHERE tenant_id = ? AND name = ?", (tenant_id, name)
    )
    return require(ProjectGroup, row, f"project group {name}")


async def insert_project(
    tx: Transaction,
    *,
    tenant_id: str,
    user_id: str,
    name: str,
    title: str | None,
    kind: ProjectKind,
    group_id: str | None = None,
) -> Project:
    """Insert a project; a taken name raises :class:`Conflict` naming the project."""
    stamp = now()
    project_id = new_id("p")
    try:
        await tx.execute(
            "INSERT INTO projects (id, tenant_id, user_id, group_id, name, title, kind, status,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)",
            (project_id, tenant_id, user_id, group_id, name, title, kind.value, stamp, stamp),
        )
    except Conflict as exc:
        raise Conflict(f"A project named {name!r} already exists.") from exc
    return require(
        Project, await tx.fetch_one("SELECT * FROM projects WHERE id = ?", (project_id,)), name
    )


async def find_project(
    store: Store | Transaction, tenant_id: str, user_id: str, name: str
) -> Project | None:
    row = await store.fetch_one(
        "SELECT * FROM projects WHERE tenant_id = ? AND user_id = ? AND name = ?",
        (tenant_id, user_id, name),
    )
    return to_model(Project, row) if row else None


async def get_project(store: Store | Transaction, tenant_id: str, project_id: str) -> Project:
    row = await store.fetch_one(
        "SELECT * FROM projects WHERE tenant_id = ? AND id = ?",
        (tenant_id, project_id),
        memo=True,
    )
    if row is None:
        raise NotFound(f"No project with id {project_id}.")
    return to_model(Project, row)


async def list_projects(
    store: Store,
    tenant_id: str,
    user_id: str,
    *,
    kind: ProjectKind | None = ProjectKind.NORMAL,
    include_archived: bool = False,
) -> list[Project]:
    sql = "SELECT * FROM projects WHERE tenant_id = ? AND user_id = ?"
    params: list[object] = [tenant_id, user_id]
    if kind is not None:
        sql += " AND kind = ?"
        params.append(kind.value)
    if not include_archived:
        sql += " AND status = 'active'"
    return to_models(Project, await store.fetch(sql + " ORDER BY created_at", params, memo=True))


async def set_project_status(
    store: Store | Transaction, tenant_id: str, project_id: str, status: ProjectStatus
) -> None:
    await store.execute(
        "UPDATE projects SET status = ?, updated_at = ? WHERE tenant_id = ? AND id = ?",
        (status.value, now(), tenant_id, project_id),
    )
