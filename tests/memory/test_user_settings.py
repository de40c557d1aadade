"""Settings that belong to the user (chat.language for every session, also from the CLI) and
sessions that can be told apart (title = first user line, last activity)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from brain.errors import ConfigError
from brain.models import SessionKind
from brain.services.home import Home
from brain.services.settings import SettingsService, language_code
from brain.store import Store
from brain.store import messages as msgs
from brain.store import sessions as repo
from vance_tui.cli import app

from .conftest import open_hub


async def test_chat_language_set_for_the_user_reaches_a_new_session(
    store: Store, home: Home
) -> None:
    settings = SettingsService(store, home)
    old = await open_hub(store, home)
    assert await settings.set_user("chat.language", " IT ") == "it"
    new = await open_hub(store, home)  # e.g. after /new
    for process in (old, new):
        assert await settings.get("chat.language", process_id=process) == "it"
    # A session override still wins for that session only.
    await settings.set("chat.language", "de", scope="process", scope_id=new)
    assert await settings.get("chat.language", process_id=new) == "de"
    assert await settings.get("chat.language", process_id=old) == "it"


@pytest.mark.parametrize("raw", ["", "english please", "1t", "de_DE_xx_yy_zz_long"])
def test_a_bad_language_is_a_clear_error(raw: str) -> None:
    with pytest.raises(ConfigError, match="not a language code"):
        language_code(raw)
    assert language_code("pt_BR") == "pt-br"


def test_vance_config_set_chat_language(monkeypatch: pytest.MonkeyPatch, vance_home: Path) -> None:
    monkeypatch.setenv("VANCE_USER", "ann")
    runner = CliRunner()
    result = runner.invoke(app, ["config", "set", "chat.language", "it"])
    assert result.exit_code == 0, result.output
    assert "chat.language = it" in result.output
    bad = runner.invoke(app, ["config", "set", "chat.language", "italian please"])
    assert bad.exit_code == 1 and "not a language code" in bad.output
    with sqlite3.connect(vance_home / "data" / "vance.db") as conn:
        rows = conn.execute(
            "SELECT s.scope, p.name, s.value FROM settings s JOIN projects p ON p.id = s.scope_id"
            " WHERE s.key = 'chat.language'"
        ).fetchall()
    assert rows == [("project", "_user_ann", '"it"')]
    assert not (vance_home / "config" / "config.toml").exists()  # not a file setting


async def test_sessions_can_be_told_apart(store: Store, home: Home) -> None:
    first = await open_hub(store, home)
    second = await open_hub(store, home)
    for process, lines in ((first, ["plan my garden", "and the roses"]), (second, [])):
        session_id = (await repo.get_process(store, process)).session_id
        for line in lines:
            await msgs.insert_chat(
                store,
                tenant_id=home.tenant_id,
                session_id=session_id,
                process_id=process,
                role="user",
                author="you",
                content=line,
            )
    summaries = await repo.session_summaries(
        store, home.tenant_id, home.user_id, kind=SessionKind.HUB
    )
    assert [(s.title, s.messages) for s in summaries] == [("plan my garden", 2), ("", 0)]
    assert summaries[0].last_activity >= summaries[0].session.last_active_at
