"""The settings cascade: process → user project → project → tenant → defaults."""

from __future__ import annotations

from typing import Any

from brain.planning.budget import PLANNING_DEFAULTS
from brain.services.home import Home
from brain.store import Store, records

DEFAULTS: dict[str, Any] = {
    "chat.language": "en",
    "progress": "normal",
    "home.session.maxIdleAge": 24 * 3600,  # seconds
    **PLANNING_DEFAULTS,  # budget.default.<engine>, budget.extendBy, planner.*
}


class SettingsService:
    def __init__(self, store: Store, home: Home) -> None:
        self._store = store
        self._home = home

    def _scopes(self, process_id: str | None, project_id: str | None) -> list[tuple[str, str]]:
        scopes: list[tuple[str, str]] = []
        if process_id:
            scopes.append(("process", process_id))
        scopes.append(("project", self._home.user_project.id))
        if project_id and project_id != self._home.user_project.id:
            scopes.append(("project", project_id))
        scopes.append(("tenant", self._home.tenant_id))
        return scopes

    async def get(
        self, key: str, *, process_id: str | None = None, project_id: str | None = None
    ) -> Any:
        """The innermost value set for ``key``, else the default (None if there is none)."""
        scopes = self._scopes(process_id, project_id)
        found = await records.settings_in(self._store, self._home.tenant_id, scopes, key)
        for scope in scopes:
            if found.get(scope) is not None:
                return found[scope]
        return DEFAULTS.get(key)

    async def set(self, key: str, value: Any, *, scope: str, scope_id: str) -> None:
        await records.put_setting(self._store, self._home.tenant_id, scope, scope_id, key, value)
