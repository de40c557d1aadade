"""The settings cascade: process → user project → project → tenant → defaults."""

from __future__ import annotations

import re
from typing import Any

from brain.errors import ConfigError
from brain.planning.budget import PLANNING_DEFAULTS
from brain.services.home import Home
from brain.store import Store, records

DEFAULTS: dict[str, Any] = {
    "chat.language": "en",
    "progress": "normal",
    "home.session.maxIdleAge": 24 * 3600,  # seconds
    "worker.suspendAfterIdle": 600,  # seconds a delivered worker stays idle, then sleeps (0: never)
    **PLANNING_DEFAULTS,  # budget.default.<engine>, budget.extendBy, planner.*
}


# Settings that belong to the user (stored on the user's SYSTEM project, so every session of
# the user sees them); ``vance config set KEY VALUE`` writes them there, not to the file.
USER_SETTINGS = frozenset({"chat.language", "ui.welcomed", "ui.theme", "worker.suspendAfterIdle"})
_DURATION = re.compile(r"^(\d+(?:\.\d+)?)\s*(s|sec|m|min|h)?$")
_THEME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
_LANGUAGE = re.compile(r"^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$")


_LANGUAGE_NAMES = {
    "english": "en",
    "german": "de",
    "deutsch": "de",
    "french": "fr",
    "français": "fr",
    "francais": "fr",
    "italian": "it",
    "italiano": "it",
    "spanish": "es",
    "español": "es",
    "espanol": "es",
    "portuguese": "pt",
    "português": "pt",
    "dutch": "nl",
    "nederlands": "nl",
    "polish": "pl",
    "polski": "pl",
    "swedish": "sv",
    "danish": "da",
    "norwegian": "no",
    "finnish": "fi",
    "russian": "ru",
    "ukrainian": "uk",
    "turkish": "tr",
    "greek": "el",
    "czech": "cs",
    "japanese": "ja",
    "chinese": "zh",
    "korean": "ko",
    "arabic": "ar",
    "hindi": "hi",
}


def language_code(raw: str) -> str:
    """``" DE "`` → ``"de"``; ``"pt-BR"`` → ``"pt-br"``; a common name (``"German"``,
    ``"Deutsch"``) → its code; anything else is a :class:`ConfigError`."""
    code = raw.strip().lower().replace("_", "-")
    code = _LANGUAGE_NAMES.get(code, code)
    if not _LANGUAGE.match(code):
        raise ConfigError(f"{raw!r} is not a language code.", hint="For example: en, de, it, zh.")
    return code


def parse_user_setting(key: str, raw: str) -> Any:
    """The validated value of a user-level setting, e.g. ``chat.language``."""
    if key == "chat.language":
        return language_code(raw)
    if key == "ui.welcomed":  # the app showed its first-run welcome (any text: when, or "yes")
        return raw.strip() or None
    if key == "ui.theme":  # the window's colour theme (a Textual theme name)
        name = raw.strip().lower()
        if name and not _THEME.match(name):
            raise ConfigError(f"{raw!r} is not a theme name.", hint="For example: nord, gruvbox.")
        return name or None
    if key == "worker.suspendAfterIdle":  # seconds, or with a unit: 90s, 10m, 1h; 0 = never
        match = _DURATION.match(raw.strip().lower())
        if match is None:
            raise ConfigError(f"{raw!r} is no duration.", hint="For example: 600, 10m, 1h, 0.")
        scale = {"m": 60, "min": 60, "h": 3600}.get(match.group(2) or "s", 1)
        return int(float(match.group(1)) * scale)
    raise ConfigError(f"{key!r} is not a user setting.", hint=", ".join(sorted(USER_SETTINGS)))


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

    async def user(self, key: str) -> Any:
        """The user-level value of ``key`` (a ``USER_SETTINGS`` key), else its default."""
        if key not in USER_SETTINGS:
            raise ConfigError(
                f"{key!r} is not a user setting.", hint=", ".join(sorted(USER_SETTINGS))
            )
        return await self.get(key)

    async def set_user(self, key: str, raw: str) -> Any:
        """Set a user-level setting for all the user's sessions; returns the stored value.
        (A session override is the process scope; it wins over this.)"""
        value = parse_user_setting(key, raw)
        await self.set(key, value, scope="project", scope_id=self._home.user_project.id)
        return value
