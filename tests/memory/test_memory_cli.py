"""``vance memory``: a user lists, searches, inspects, corrects and forgets what is stored."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from brain.memory.models import Provenance
from brain.memory.service import MemoryService
from brain.services.home import bootstrap_home
from brain.store import Store
from vance_tui.cli import app


def vance(*args: str, code: int = 0) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result.output


@pytest.fixture
def facts(vance_home: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    monkeypatch.setenv("VANCE_USER", "ann")

    async def seed() -> dict[str, int]:
        store = await Store.open(vance_home / "data" / "vance.db")
        try:
            home = await bootstrap_home(store, "ann")
            memory = MemoryService(store, tenant_id=home.tenant_id, user_id=home.user_id)
            said = Provenance(session_id="s-window", message_id=3)
            changes = await memory.remember_text("My name is Zed and I live in Lyon.", "en", said)
            note = await memory.remember_note("the spare key is under the mat", said)
            return {
                "name": changes[0].fact.id,
                "location": changes[1].fact.id,
                "note": note.fact.id,
            }
        finally:
            await store.close()

    return asyncio.run(seed())


def test_list_and_search(facts: dict[str, int]) -> None:
    listed = vance("memory", "list")
    assert "Zed" in listed and "Lyon" in listed and "spare key" in listed
    rows = json.loads(vance("memory", "search", "key", "--json"))
    assert [row["id"] for row in rows] == [facts["note"]]


def test_show_gives_the_provenance(facts: dict[str, int]) -> None:
    shown = vance("memory", "show", str(facts["location"]))
    assert "Lyon" in shown and "s-window" in shown and "user-stated" in shown
    assert "My name is Zed and I live in Lyon." in shown  # the words it came from


def test_correct_then_history(facts: dict[str, int]) -> None:
    out = vance("memory", "correct", str(facts["location"]), "Berlin")
    assert "Berlin" in out
    history = json.loads(vance("memory", "history", str(facts["location"]), "--json"))
    assert [(h["value"], h["status"]) for h in history] == [
        ("Lyon", "superseded"),
        ("Berlin", "active"),
    ]
    assert "Lyon" not in vance("memory", "list")


def test_forget_hides_but_keeps_for_audit(facts: dict[str, int]) -> None:
    vance("memory", "forget", str(facts["name"]))
    assert "Zed" not in vance("memory", "list")
    assert "Zed" in vance("memory", "list", "--all")


def test_unknown_id_is_a_clear_error(facts: dict[str, int]) -> None:
    out = vance("memory", "show", "999", code=1)
    assert "No memory 999" in out
