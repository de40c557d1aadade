"""Issue 15 (the screen as a stranger meets it): toasts in the user's terms and once, and the
"while you were away" divider."""

from __future__ import annotations

from collections.abc import Callable

from textual.widgets import Static
from tui_fakes import HUB, FakeClient
from tui_helpers import FixedClock, settle, strip_text, submit

from brain.events.frames import ProcessEvent
from vance_tui.app import VanceApp
from vance_tui.widgets.message import MessageView, NoteView

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)


async def test_milestone_toasts_are_said_once_in_the_users_terms(
    make_app: MakeApp, fake: FakeClient
) -> None:
    def stopped(engine: str, project: str) -> ProcessEvent:
        return ProcessEvent(
            session_id=HUB,
            process_id=f"p-{engine}",
            process_name=engine,
            engine=engine,
            project=project,
            event="stopped",
        )

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.publish(stopped("eddie", "_user_alice"))
        fake.publish(stopped("eddie", "_user_alice"))  # the same event by a second route
        fake.publish(stopped("arthur", "garden_planner"))
        await settle(pilot)
        shown = [n.message for n in app.toasts]
        assert shown == ["Eddie stopped", "arthur stopped in garden_planner"]


async def test_while_you_were_away_comes_after_your_own_last_words(
    make_app: MakeApp, fake: FakeClient
) -> None:
    fake.message(HUB, "Shall I connect you to Arthur?")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        left_at = app.transcript.last_id
        fake.message(HUB, "yes, connect me", role="user", author="you")  # sent just before leaving
        fake.message(HUB, "Arthur has finished the bed plan.")
        await app.transcript.load(fake.histories[HUB], away_after=left_at)
        await settle(pilot)
        views = [
            v.text if isinstance(v, NoteView) else v.message.content
            for v in app.transcript.query("MessageView, NoteView")
            if isinstance(v, NoteView) or (isinstance(v, MessageView) and v.message is not None)
        ]
        assert views[-3:] == [
            "yes, connect me",
            "while you were away",
            "Arthur has finished the bed plan.",
        ]


def stopped(engine: str, project: str, name: str | None = None) -> ProcessEvent:
    return ProcessEvent(
        session_id=HUB,
        process_id=f"p-{name or engine}",
        process_name=name or engine,
        engine=engine,
        project=project,
        event="stopped",
    )


def toasts_on_screen(app: VanceApp) -> list[str]:
    from textual.widgets._toast import Toast

    return [str(toast.render()) for toast in app.screen.query(Toast)]


async def test_workers_stopped_together_get_one_toast_that_names_them(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        fake.publish(stopped("arthur", "garden"))
        await settle(pilot)  # the first toast is on screen when the second stop arrives
        fake.publish(stopped("ford", "garden"))
        fake.publish(stopped("ford", "garden"))  # the same stop by a second route
        await settle(pilot)
        assert toasts_on_screen(app) == ["Stopped arthur and ford in garden"]
        assert [n.message for n in app.toasts] == ["Stopped arthur and ford in garden"]


async def test_a_stop_across_projects_names_each_project_once(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        fake.publish(stopped("ford", "garden", "ford"))
        fake.publish(stopped("ford", "garden", "ford-2"))
        fake.publish(stopped("arthur", "kitchen"))
        await settle(pilot)
        said = "Stopped 2 fords in garden and arthur in kitchen"
        assert toasts_on_screen(app) == [said]


async def test_hints_show_commands_without_their_backticks(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/open 99")
        (note,) = app.query(NoteView).filter(".-error")
        shown = [str(widget.render()) for widget in note.query(Static)]
        assert shown == ["⚠ No inbox item #99.", "/inbox lists them."], shown


async def test_the_strip_says_a_stopped_worker_stopped(
    make_app: MakeApp, fake: FakeClient, clock: FixedClock
) -> None:
    from tui_fakes import EDDIE, status

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        eddie = fake.processes_[EDDIE]
        fake.publish(status(eddie, "ENGINE_TURN_START"))  # a quick turn: "last turn: 0.0s"
        fake.publish(status(eddie, "ENGINE_TURN_END"))
        started = stopped("arthur", "garden").model_copy(update={"event": "started"})
        fake.publish(started)
        clock.tick(30)
        await settle(pilot)
        assert "arthur · garden" in strip_text(app)
        fake.publish(stopped("arthur", "garden"))
        await settle(pilot)
        assert strip_text(app) == "arthur · garden stopped"  # not the old turn's summary
