"""Words a newcomer can place: in the window, the brain's words name the window's own
commands ("see `/model`", not "see `vance models`", which a script reading the same session
still gets), and the HUD names the model that answered, not its internal alias."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import hud_text, messages, notes, settle, submit, until

from brain.client import Client
from brain.config import Paths, Settings
from brain.llm.scripted import Reply, clear_scripts, register_script
from vance_tui.app import create_app
from vance_tui.widgets.message import NoteView

pytestmark = pytest.mark.slow

HINT = "A bigger model would do this far better: see `vance models`."


@pytest.fixture
def scripted() -> AsyncIterator[str]:
    name = f"words-{uuid.uuid4().hex[:8]}"

    def respond(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Reply:
        return Reply(text=HINT)

    register_script(name, respond)
    yield name
    clear_scripts()


async def test_the_window_names_its_slash_commands_where_the_brain_names_the_cli(
    tmp_path: Path, scripted: str
) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot", paths=paths, settings=Settings(model=f"scripted/{scripted}")
        )
        clients.append(client)
        return client

    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await submit(pilot, "tell me something about vance models please")
        await clients[0].brain.runtime.wait_idle(timeout=30)
        await settle(pilot)
        said = messages(app)
        # the user's own words stay as typed; Eddie's hint names the window's command
        assert said[0] == ("you", "tell me something about vance models please")
        assert ("eddie", "A bigger model would do this far better: see `/model`.") in said

        # a brain error's hint too: no inbox item 999 → "`/inbox` shows your items"
        await submit(pilot, "/open 999")
        errors = [n for n in app.query(NoteView) if n.kind == "error"]
        assert errors and errors[-1].hint is not None
        assert "`/inbox`" in errors[-1].hint and "vance inbox" not in errors[-1].hint

        # what is stored (and what `vance chat` prints) still names the command line
        history = await clients[0].history(app.session_id or "")
        assert any(m.content == HINT for m in history)


async def test_the_hud_names_the_model_not_its_alias_after_a_call(
    tmp_path: Path, scripted: str
) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot", paths=paths, settings=Settings(model=f"scripted/{scripted}")
        )
        clients.append(client)
        return client

    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await submit(pilot, "tell me a story about beans")
        await clients[0].brain.runtime.wait_idle(timeout=30)
        await settle(pilot)
        hud = hud_text(app)
        assert "1 call" in hud, hud
        assert f"scripted/{scripted}" in hud and "default:" not in hud, hud

        # /cost says the one model and "free" once, not in a column on every row: the table
        # keeps five columns and fits beside the plan panel at 80 columns
        await pilot.resize_terminal(80, 24)
        await submit(pilot, "/plan")
        await submit(pilot, "/cost")
        table = notes(app)[-1]
        assert f"all on scripted/{scripted}; free" in table, table
        assert "| who | calls | in | out | time |" in table, table
        assert "| asked | took | calls | in | out | model time |" in table, table


async def test_coming_back_to_a_session_names_it_as_the_list_did(
    tmp_path: Path, scripted: str
) -> None:
    from vance_tui.screens.session_picker import SessionPicker

    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    clients: list[Client] = []

    async def start() -> Client:
        client = await Client.start(
            profile="foot", paths=paths, settings=Settings(model=f"scripted/{scripted}")
        )
        clients.append(client)
        return client

    app = create_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        first = app.session_id
        await submit(pilot, "hi eddie, plan my garden")
        await clients[0].brain.runtime.wait_idle(timeout=30)
        await submit(pilot, "/new")
        assert app.session_id != first
        app.composer.load_text("/sessions")  # its worker waits for the picker: no settle
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, SessionPicker))
        await pilot.press("down", "down", "enter")  # + new, this one, the first one
        await settle(pilot)
        assert app.session_id == first
        assert notes(app)[-1].startswith("Back to “hi eddie, plan my garden” ("), notes(app)[-1]
