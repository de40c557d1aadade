"""Home bootstrap: tenant ``local``, the user, group Home, the user's SYSTEM project.

Idempotent and safe when two Vance processes start at once: every insert is
``INSERT OR IGNORE`` inside one ``BEGIN IMMEDIATE`` transaction.
"""

from __future__ import annotations

import getpass
import re

from pydantic import BaseModel

from brain.models import Project, ProjectGroup, ProjectKind, Tenant, User
from brain.store import Store, tenancy

TENANT_NAME = "local"
GROUP_NAME = "Home"
SYSTEM_USER = "_system"
TENANT_PROJECT = "_vance"  # tenant-wide documents (generated voice rules, overrides)


class Home(BaseModel):
    """Who and where: resolved once at start, passed to every service."""

    tenant: Tenant
    user: User
    group: ProjectGroup
    user_project: Project
    tenant_project: Project

    @property
    def tenant_id(self) -> str:
        return self.tenant.id

    @property
    def user_id(self) -> str:
        return self.user.id


def default_user_name() -> str:
    try:
        name = getpass.getuser()
    except Exception:  # no login name (containers): fall back to a fixed one
        name = "user"
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name) or "user"


def user_project_name(user_name: str) -> str:
    return f"_user_{user_name}"


async def bootstrap_home(store: Store, user_name: str | None = None) -> Home:
    name = user_name or default_user_name()
    async with store.transaction() as tx:
        tenant = await tenancy.get_or_create_tenant(tx, TENANT_NAME)
        user = await tenancy.get_or_create_user(tx, tenant.id, name)
        system_user = await tenancy.get_or_create_user(tx, tenant.id, SYSTEM_USER)
        group = await tenancy.get_or_create_group(tx, tenant.id, GROUP_NAME)
        projects = []
        for owner, project_name in ((user, user_project_name(name)), (system_user, TENANT_PROJECT)):
            project = await tenancy.find_project(tx, tenant.id, owner.id, project_name)
            if project is None:
                project = await tenancy.insert_project(
                    tx,
                    tenant_id=tenant.id,
                    user_id=owner.id,
                    name=project_name,
                    title=None,
                    kind=ProjectKind.SYSTEM,
                    group_id=group.id,
                )
            projects.append(project)
    return Home(
        tenant=tenant, user=user, group=group, user_project=projects[0], tenant_project=projects[1]
    )
