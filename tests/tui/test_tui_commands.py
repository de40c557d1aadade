"""Every slash command, driven through the composer like a user would."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList
from tui_fakes import HUB, FakeClient, inbox_item
from tui_helpers import hud_text, notes, settle, strip_text, submit

from brain.models import ProcessStatus
from vance_tui.app import VanceApp
from vance_tui.screens.help import HelpScreen
from vance_tui.screens.session_picker import SessionPicker
from vance_tui.widgets.message import NoteView
from vance_tui.widgets.plan_panel import PlanPanel

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)


@dataclass
class Outcome:
    app: VanceApp
    notes: list[str]
    errors: list[str]
    titles: list[str | None]


async def run(make_app: MakeApp, *commands: str) -> Outcome:
    """Start the app, submit ``commands``, and return what the transcript said."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for command in commands:
            await submit(pilot, command)
        titles = [n.title for n in app.query(NoteView)]
        return Outcome(app, notes(app), notes(app, "error"), titles)


async def test_help(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/help")
        assert isinstance(app.screen, HelpScreen)  # its own view, not a note
        assert notes(app) == [] and fake.sent == []


@pytest.mark.parametrize("command", ["/frobnicate", "/open 1 2", "/progress loud", "/mode x"])
async def test_unknown_or_malformed_is_one_line_and_sends_nothing(
    make_app: MakeApp, fake: FakeClient, command: str
) -> None:
    out = await run(make_app, command)
    (text,) = out.errors
    assert "\n" not in text
    assert fake.sent == []


async def test_projects(make_app: MakeApp, fake: FakeClient) -> None:
    out = await run(make_app, "/projects")
    assert "garden_planner" in out.notes[0]
    assert out.titles == ["/projects"]


async def test_inbox_and_open(make_app: MakeApp, fake: FakeClient) -> None:
    fake.inbox_ = [inbox_item(7, "Bed plan", "# Beds\n\n1. Tomatoes")]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "✉ 1 unread" in hud_text(app)
        await submit(pilot, "/inbox")
        assert "Bed plan" in notes(app)[-1]
        await submit(pilot, "/open 7")
        app.flush_paint()
        assert "# Beds" in notes(app)[-1]
        assert "unread" not in hud_text(app)
        await submit(pilot, "/open 99")
        assert notes(app, "error")[-1] == "No inbox item #99."
        await submit(pilot, "/open seven")
        assert notes(app, "error")[-1] == "/open takes an inbox item number, not 'seven'."


async def test_lang(make_app: MakeApp, fake: FakeClient) -> None:
    out = await run(make_app, "/lang DE")
    assert ("set_language", HUB, "DE") in fake.calls
    assert "**de**" in out.notes[0] and "all your sessions" in out.notes[0]
    out = await run(make_app, "/lang it --session")
    assert ("set_language", HUB, "it", "session") in fake.calls
    assert "this session" in out.notes[0]


async def test_model_lists_and_switches(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/model")
        assert "scripted/demo" in notes(app)[-1]
        assert "In use: **local/smollm2-135m (offline)**" in notes(app)[-1]
        await submit(pilot, "/model scripted/demo")
        assert fake.model == "scripted/demo"
        assert "model ready: scripted/demo" in strip_text(app)


async def test_model_names_are_whole_in_a_narrow_window(
    make_app: MakeApp, fake: FakeClient
) -> None:
    import html
    import re

    from brain import ModelInfo

    name = "openrouter/meta-llama/llama-3.3-70b-instruct"
    fake.models_.append(
        ModelInfo(name=name, source="provider", detail="OPENROUTER_API_KEY set", ready=True)
    )
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await submit(pilot, "/model")
        svg = app.export_screenshot()
        shown = html.unescape("".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg)))
        for model in ("local/smollm2-135m", "scripted/demo", name):
            assert model in shown.replace("\xa0", " "), shown  # what /model NAME takes


async def test_progress(make_app: MakeApp, fake: FakeClient) -> None:
    out = await run(make_app, "/progress verbose")
    assert ("set_progress", HUB, "verbose") in fake.calls
    assert out.notes == ["Progress: **verbose**."]


async def test_mode(make_app: MakeApp, fake: FakeClient) -> None:
    fake.add_worker("p-arthur", "s-garden", "arthur", "arthur", project="garden_planner")
    out = await run(make_app, "/mode garden_planner plan", "/mode 1 loud")
    assert out.notes[0] == "arthur in garden_planner: mode **plan**."  # the project's worker
    assert out.errors == ["Unknown mode 'loud'."]


async def test_stop(make_app: MakeApp, fake: FakeClient) -> None:
    fake.add_worker("p-arthur", "s-garden", "arthur", "arthur", project="garden_planner")
    out = await run(make_app, "/stop garden_planner", "/stop nobody")
    assert ("stop_workers", "garden_planner") in fake.calls
    assert out.notes[0] == "Stopped arthur in garden_planner."
    assert out.errors == ["No worker or project called 'nobody'."]


async def test_workers_show_tokens_of_their_cap(make_app: MakeApp, fake: FakeClient) -> None:
    worker = fake.add_worker("p-arthur", "s-garden", "arthur", "arthur", project="garden_planner")
    fake.processes_[worker.id] = worker.model_copy(
        update={
            "tokens_in": 9_000,
            "tokens_out": 3_000,
            "params": worker.params.with_(budget=12_000, awaiting_cap=True),
        }
    )
    out = await run(make_app, "/workers")
    assert "| 12.0k/12k · at cap |" in out.notes[0]  # as the HUD says it


async def test_workers_show_a_worker_that_delivered_as_idle(
    make_app: MakeApp, fake: FakeClient
) -> None:
    worker = fake.add_worker("p-arthur", "s-garden", "arthur", "arthur", project="garden_planner")
    fake.processes_[worker.id] = worker.model_copy(update={"status": ProcessStatus.READY})
    out = await run(make_app, "/workers")
    assert out.notes[0].startswith("Nothing is running.")
    assert "| 1 | arthur | garden_planner | idle |" in out.notes[0]


async def test_export(make_app: MakeApp, fake: FakeClient, tmp_path: Path) -> None:
    fake.message(HUB, "Plant beans in May.")
    target = tmp_path / "out" / "chat.md"
    out = await run(make_app, f"/export {target}")
    assert "Plant beans in May." in target.read_text()
    assert out.notes[-1] == f"Saved the conversation to `{target}`."


async def test_export_to_an_unwritable_place(make_app: MakeApp, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    out = await run(make_app, f"/export {blocker}/sub/chat.md")
    assert out.errors[-1].startswith(f"Cannot write {blocker}/sub/chat.md")


async def test_copy(make_app: MakeApp, fake: FakeClient, monkeypatch: pytest.MonkeyPatch) -> None:
    from vance_tui import clipboard

    monkeypatch.setattr(clipboard, "TOOLS", (("false",),))  # no clipboard tool takes it
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/copy")
        assert notes(app, "error") == [
            "Nothing to copy yet: there is no answer in this conversation."
        ]
        fake.say("Beans in May.", info="Sow 5 cm deep.")
        await settle(pilot)
        await submit(pilot, "/copy")
        assert app.clipboard == "Beans in May.\n\nSow 5 cm deep."
        # only OSC 52 went out, and whether the terminal took it is unknown: no success claim
        assert app.toasts[-1].message.startswith("Sent the last answer to the terminal's")
        monkeypatch.setattr(clipboard, "TOOLS", (("cat",),))  # a tool that took the text
        await submit(pilot, "/copy")
        assert app.toasts[-1].message == "Copied the last answer to the clipboard."


async def test_plan_toggle(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = app.query_one(PlanPanel)
        await submit(pilot, "/plan")
        assert panel.display
        await submit(pilot, "/plan")
        assert not panel.display


async def test_new_and_hub_without_a_switch(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/new")
        assert ("open_hub", None, True) in fake.calls
        assert app.session_id is not None and app.session_id != HUB
        said = notes(app)[-1]  # in words, not just an id
        assert said.startswith("A new conversation with Eddie") and "/sessions" in said, said
        await submit(pilot, "/hub")
        assert notes(app)[-1] == "You are talking to Eddie already."


async def open_picker(pilot: Pilot[None]) -> None:
    """/sessions: its worker waits for the picker, so do not wait for the workers here."""
    app = pilot.app
    assert isinstance(app, VanceApp)
    app.composer.load_text("/sessions")
    await pilot.press("enter")
    for _ in range(5):
        await pilot.pause()
        if isinstance(app.screen, SessionPicker):
            return


async def test_sessions_picker_resumes_creates_or_cancels(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/new")
        new_session = app.session_id
        assert new_session is not None
        fake.sessions_[HUB] = fake.sessions_[HUB].model_copy(update={"bound_to": "w2"})
        fake.sessions_[new_session] = fake.sessions_[new_session].model_copy(
            update={"bound_to": "w1", "title": None}  # this window holds it; nothing said
        )
        await open_picker(pilot)
        assert isinstance(app.screen, SessionPicker)
        options = app.screen.query_one(OptionList)
        assert options.option_count == 3  # + new, the hub, the new one
        labels = [str(options.get_option_at_index(i).prompt) for i in (1, 2)]
        assert labels[0].startswith("hub · ") and "open in another window" in labels[0]
        assert labels[0].endswith(f"  {HUB}")  # the id last
        assert labels[1].startswith("nothing said yet · ")
        assert "this window" in labels[1] and "another window" not in labels[1]
        await pilot.press("escape")
        await settle(pilot)
        assert app.session_id == new_session
        await open_picker(pilot)
        await pilot.press("down", "enter")  # the first listed session: the hub
        await settle(pilot)
        assert app.session_id == HUB
        assert notes(app)[-1].startswith("Back to “hub” ("), notes(app)[-1]
        await open_picker(pilot)
        await pilot.press("enter")  # + new session
        await settle(pilot)
        assert app.session_id not in (HUB, new_session)


async def test_the_sessions_picker_fits_80_columns(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await open_picker(pilot)
        assert isinstance(app.screen, SessionPicker)
        picker = app.screen.query_one("#picker").region
        assert picker.x >= 0 and picker.right <= 80, picker


async def test_quit_suspends_and_exits(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.composer.load_text("/quit")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
    assert fake.closed
    assert app.return_code == 0


async def test_grants_lists_and_revokes(make_app: MakeApp, fake: FakeClient) -> None:
    out = await run(make_app, "/grants")
    assert "No grants" in out.notes[0]
    fake.grants_[HUB] = {"client_exec_run", "client_file_write"}
    out = await run(make_app, "/grants")
    assert "`client_exec_run`" in out.notes[0] and "`client_file_write`" in out.notes[0]
    out = await run(make_app, "/grants revoke client_exec_run")
    assert "Revoked: `client_exec_run`" in out.notes[0]
    assert fake.grants_[HUB] == {"client_file_write"}
    out = await run(make_app, "/grants revoke client_exec_run")
    assert "No grant for 'client_exec_run'" in out.errors[0]
    out = await run(make_app, "/grants revoke all")
    assert fake.grants_[HUB] == set()
    out = await run(make_app, "/grants forget it")
    assert out.errors == ["Use /grants, /grants revoke TOOL, or /grants revoke all."]


async def test_schedules_list_pause_run_and_remove(make_app: MakeApp, fake: FakeClient) -> None:
    from brain import Schedule

    out = await run(make_app, "/schedules")
    assert "No schedules" in out.notes[0] and "vance schedule add" in out.notes[0]
    fake.schedules_.append(
        Schedule(
            id=3,
            tenant_id="t",
            user_id="u",
            cron="0 8 * * 1-5",
            tz="Europe/Berlin",
            prompt="brief me | on the garden",
            engine="ford",
            next_run_at=1_800_000_000.0,
            created_at=0.0,
            updated_at=0.0,
        )
    )
    out = await run(make_app, "/schedules")
    assert "0 8 * * 1-5" in out.notes[0] and "brief me" in out.notes[0]
    assert "Fri 15 Jan 09:00" in out.notes[0]  # next run in the schedule's own zone
    out = await run(make_app, "/schedules pause 3", "/schedules")
    assert "#3 is paused" in out.notes[0] and "paused" in out.notes[1]
    out = await run(make_app, "/schedules run #3")
    assert "running now" in out.notes[0]
    out = await run(make_app, "/schedules remove 3", "/schedules remove 3")
    assert "Removed schedule #3" in out.notes[0] and fake.schedules_ == []
    assert "No schedule #3." in out.errors[0]
    out = await run(make_app, "/schedules explode 3")
    assert out.errors == ["Use /schedules, or /schedules pause|resume|remove|run ID."]
