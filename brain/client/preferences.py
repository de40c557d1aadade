"""The client's settings: languages, user settings, progress detail, models and grants."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from brain.client.base import ClientBase
from brain.config import Settings
from brain.models import Process
from brain.store import sessions as procs

if TYPE_CHECKING:
    from brain.llm.catalog import ModelInfo


class PreferencesPart(ClientBase):
    # --- settings -----------------------------------------------------------------------------

    async def settings(self) -> Settings:
        """The brain's effective settings (environment over config file over defaults)."""
        return self.brain.settings

    async def language(self, session_id: str) -> str | None:
        """The conversation language of ``session_id`` (``chat.language`` through the
        settings cascade of its chat process), or None when nothing is set."""
        from brain.errors import NotFound

        try:
            process: Process | None = await self.brain.sessions.chat_process(session_id)
        except NotFound:
            process = None
        value = await self.brain.settings_cascade.get(
            "chat.language",
            process_id=process.id if process is not None else None,
            project_id=process.project_id if process is not None else None,
        )
        return str(value).strip().lower() if value else None

    async def user_setting(self, key: str) -> str | None:
        """A user-level setting (``USER_SETTINGS``) as text, or None when it is not set."""
        value = await self.brain.settings_cascade.user(key)
        return None if value is None else str(value)

    async def set_user_setting(self, key: str, value: str) -> str:
        """Set a user-level setting (``USER_SETTINGS``) for all the user's sessions; returns the
        stored value as text. An unknown key or a bad value raises a user-facing error."""
        stored = await self.brain.settings_cascade.set_user(key, value)
        return str(stored)

    async def set_language(self, session_id: str, lang: str, *, session_only: bool = False) -> None:
        """The conversation language: the user's, for this session and every later one
        (``/lang``, ``vance config set chat.language``; a session override is cleared), or
        with ``session_only`` this session's alone (``/lang it --session``)."""
        from brain.errors import NotFound
        from brain.services.settings import language_code

        code = language_code(lang)
        try:
            process: Process | None = await self.brain.sessions.chat_process(session_id)
        except NotFound:
            process = None
        cascade = self.brain.settings_cascade
        if session_only and process is not None:
            await cascade.set("chat.language", code, scope="process", scope_id=process.id)
            return
        await cascade.set_user("chat.language", code)
        if process is not None:
            await cascade.set("chat.language", None, scope="process", scope_id=process.id)

    async def set_progress(
        self, session_id: str, level: Literal["off", "normal", "verbose"]
    ) -> None:
        process = await self.brain.sessions.chat_process(session_id)
        await procs.update_params(
            self.brain.store, process.id, process.params.with_(progress=level)
        )

    # --- models -------------------------------------------------------------------------------

    async def models(self) -> list[ModelInfo]:
        from brain.llm.catalog import list_models

        return await list_models(self.brain.settings)

    async def set_model(self, name: str) -> None:
        """Use ``name`` for both aliases from now on (persisted in the config file)."""
        from brain.settings_file import set_config_value

        set_config_value(self.brain.paths, "model", name)
        await self.brain.switch_model(name)

    def model_description(self) -> str:
        return self.brain.gateway.describe()

    async def grants(self, session_id: str) -> list[str]:
        """The risky tools allowed without asking for the rest of ``session_id``."""
        return self.brain.approvals.grants(session_id)

    async def revoke_grants(self, session_id: str, tool: str | None = None) -> list[str]:
        """Take back one grant of ``session_id`` (or all); returns the tools revoked."""
        return self.brain.approvals.revoke(session_id, tool)
