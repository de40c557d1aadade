"""Pilot tests of the terminal app against the fake client: start-up, chat, streaming,
questions, approvals, switching, progress, errors and composer (voice: test_tui_voice.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.widgets import Button
from tui_fakes import EDDIE, HUB, FakeClient, metrics, status
from tui_helpers import hud_text, messages, notes, settle, strip_text, submit

from brain.errors import ConfigError, Refused
from brain.events.frames import (
    ApprovalRequest,
    ApprovalResolved,
    ErrorNote,
    ProcessEvent,
    StreamAborted,
    StreamChunk,
    SwitchTo,
)
from vance_tui.app import VanceApp, create_app
from vance_tui.widgets.approval import ApprovalPrompt
from vance_tui.widgets.banner import Banner
from vance_tui.widgets.composer import Composer
from vance_tui.widgets.message import MessageView
from vance_tui.widgets.options import OptionPicker
from vance_tui.widgets.plan_panel import PlanPanel

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)


async def test_start_up_binds_the_hub_loads_history_and_warms(
    make_app: MakeApp, fake: FakeClient
) -> None:
    fake.message(HUB, "earlier question", role="user", author="you")
    fake.message(HUB, "earlier answer")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert ("open_hub", None, False) in fake.calls
        assert app.session_id == HUB
        assert messages(app) == [("you", "earlier question"), ("eddie", "earlier answer")]
        assert "model ready: local/smollm2-135m (offline)" in strip_text(app)
        assert hud_text(app).startswith("eddie")
        assert app.composer.has_focus
        assert app.composer.inputs == ["earlier question"]


async def test_session_and_new_flags_reach_open_hub(fake: FakeClient) -> None:
    from vance_tui.app import create_app

    app = create_app(lambda: fake, session_id=HUB, animate=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
    assert ("open_hub", HUB, False) in fake.calls
    assert fake.closed  # closing the window suspends the session
    app = create_app(lambda: fake, new=True, animate=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.session_id is not None and app.session_id.startswith("s-new")


async def test_a_failing_start_is_a_note_not_a_crash(clock: Any) -> None:
    def broken() -> Any:
        raise ConfigError("Cannot read the config file x.toml.", hint="Fix or delete it.")

    app = create_app(broken, clock=clock, animate=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert notes(app, "error") == ["Cannot read the config file x.toml."]
        assert "not connected" in strip_text(app)
        await submit(pilot, "/projects")
        assert notes(app, "error")[-1] == "Not connected to the brain yet."


async def test_sending_a_message(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press(*"hi", "enter")
        await settle(pilot)
        assert fake.sent == [(HUB, "hi", False)]
        assert messages(app) == [("you", "hi")]
        assert app.composer.text == ""


async def test_answers_stream_into_the_transcript(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for part in ("Tomatoes ", "like ", "**sun**."):
            fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="st1", text=part))
            await pilot.pause()
        await settle(pilot)
        (view,) = app.query(MessageView)
        assert view.streaming
        body = view.query_one(".message-body")
        assert body.source == "Tomatoes like **sun**."  # type: ignore[attr-defined]
        fake.say("Tomatoes like **sun**!", meta={"stream_id": "st1"}, info="Full sun: 6 h+")
        await settle(pilot)
        (view,) = app.query(MessageView)
        assert not view.streaming
        assert view.query_one(".message-body").source == "Tomatoes like **sun**!"  # type: ignore[attr-defined]
        info = view.query_one(".message-info")
        assert info.border_title == "info"
        # an aborted stream leaves nothing behind
        fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="st2", text="Hm"))
        await settle(pilot)
        assert len(app.query(MessageView)) == 2
        fake.publish(StreamAborted(session_id=HUB, process_id=EDDIE, stream_id="st2"))
        await settle(pilot)
        assert len(app.query(MessageView)) == 1


async def test_relays_are_attributed_and_escapes_never_reach_the_screen(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say(
            "Beds measured.\x1b]52;c;ZXZpbA==\x07\x1b[2J",
            author="arthur · garden_planner",
            engine="arthur",
            project="garden_planner",
        )
        await settle(pilot)
        (view,) = app.query(MessageView)
        assert view.has_class("-relay")
        assert view.author == "arthur · garden_planner"
        assert view.message is not None and view.message.content == "Beds measured."
        assert "\x1b" not in app.export_screenshot()


async def test_options_by_click(make_app: MakeApp, fake: FakeClient) -> None:
    fake.message(
        HUB,
        "Which bed first?",
        meta={
            "options": [{"label": "Tomatoes", "description": "the sunny bed"}, {"label": "Beans"}]
        },
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.composer.options_open == 2
        await pilot.click("#option-2")
        await settle(pilot)
        assert fake.sent == [(HUB, "Beans", False)]
        picker = app.query_one(OptionPicker)
        assert picker.answered
        assert all(b.disabled for b in picker.query(Button))
        assert app.composer.options_open == 0


async def test_options_by_number_key_and_digits_type_otherwise(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("2")
        assert app.composer.text == "2"  # no open question: a digit is a digit
        app.composer.clear()
        fake.say("Which bed?", meta={"options": [{"label": "Tomatoes"}, {"label": "Beans"}]})
        await settle(pilot)
        await pilot.press("9")  # out of range: typed
        assert app.composer.text == "9"
        app.composer.clear()
        await pilot.press("1")
        await settle(pilot)
        assert fake.sent == [(HUB, "Tomatoes", False)]
        assert app.composer.text == ""


async def test_typing_an_answer_settles_the_options(make_app: MakeApp, fake: FakeClient) -> None:
    fake.message(HUB, "Which?", meta={"options": [{"label": "A"}, {"label": "B"}]})
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "neither, thanks")
        assert app.query_one(OptionPicker).answered
        await pilot.press("1")
        assert app.composer.text == "1"


async def test_options_show_once_as_buttons_not_also_as_a_list(
    make_app: MakeApp, fake: FakeClient
) -> None:
    from textual.widgets import Markdown

    options = [{"label": "Tomatoes", "description": "the sunny bed"}, {"label": "Beans"}]
    text = "Which bed first?\n\n1. **Tomatoes** — the sunny bed\n2. **Beans**"
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say(text, meta={"options": options})
        fake.say("1. one\n2. two", meta={})  # a plain numbered answer keeps its list
        await settle(pilot)
        question, plain = [v.query_one(".message-body", Markdown) for v in app.query(MessageView)]
        assert question.source == "Which bed first?"
        assert len(app.query_one(OptionPicker).query(Button)) == 2
        assert plain.source == "1. one\n2. two"


async def test_a_long_paste_is_collapsed_and_expands(make_app: MakeApp, fake: FakeClient) -> None:
    from textual.widgets import Collapsible

    pasted = "\n".join(f"line {n}" for n in range(1, 201))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "short\nmessage")
        app.composer.load_text(pasted)
        await pilot.press("enter")
        await settle(pilot)
        assert fake.sent[-1] == (HUB, pasted, False)  # sent whole; only the view folds it
        [folded] = app.query(Collapsible)
        assert folded.collapsed and folded.title == "[pasted 200 lines] line 1"
        await pilot.click(folded.query_one("CollapsibleTitle"))
        await settle(pilot)
        assert not folded.collapsed


async def test_answering_clears_the_waiting_line_at_once(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say("Which bed?", meta={"options": [{"label": "Tomatoes"}, {"label": "Beans"}]})
        fake.publish(status(fake.processes_[EDDIE], "WAITING", "waiting for your answer"))
        await settle(pilot)
        assert "⏳" in strip_text(app)
        await pilot.press("1")
        await settle(pilot)
        assert fake.sent == [(HUB, "Tomatoes", False)]
        assert "⏳" not in strip_text(app)


async def test_approval_is_a_focused_prompt(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.publish(
            ApprovalRequest(
                session_id=HUB,
                request_id="ap1",
                process_id=EDDIE,
                tool="client_exec_run",
                summary="run `ls` in ~/garden",
            )
        )
        fake.publish(
            ApprovalRequest(
                session_id=HUB,
                request_id="ap2",
                process_id=EDDIE,
                tool="client_file_write",
                summary="write notes.md",
            )
        )
        await settle(pilot)
        prompt = app.query_one(ApprovalPrompt)
        assert prompt.display and prompt.has_focus
        assert prompt.current is not None and prompt.current.request_id == "ap1"
        await pilot.press("a")
        await settle(pilot)
        assert fake.approvals == [("ap1", "session")]
        assert prompt.current is not None and prompt.current.request_id == "ap2"
        await pilot.click("#approve-deny")
        await settle(pilot)
        assert fake.approvals == [("ap1", "session"), ("ap2", "deny")]
        assert not prompt.display
        assert app.composer.has_focus
        assert notes(app) == ["Allowed for this session.", "Denied."]
        # a request decided elsewhere disappears
        fake.publish(
            ApprovalRequest(
                session_id=HUB, request_id="ap3", process_id=EDDIE, tool="t", summary="s"
            )
        )
        await settle(pilot)
        fake.publish(ApprovalResolved(session_id=HUB, request_id="ap3", decision="once"))
        await settle(pilot)
        assert not prompt.display and app.composer.has_focus


async def test_switch_to_a_worker_and_back_with_hub(make_app: MakeApp, fake: FakeClient) -> None:
    fake.message(HUB, "Shall I connect you to Arthur?")
    fake.add_worker("p-arthur", "s-garden", "arthur", "garden_planner")
    fake.message("s-garden", "Hi, Arthur here.", author="arthur", process_id="p-arthur")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.publish(
            SwitchTo(
                session_id=HUB,
                target_session_id="s-garden",
                project="garden_planner",
                label="arthur",
                announcement="Connecting you to Arthur.",
            )
        )
        await settle(pilot)
        assert fake.bound == "s-garden" and app.session_id == "s-garden"
        banner = app.query_one(Banner)
        assert banner.display
        assert str(banner.render()) == "⇄ talking to arthur in garden_planner — /hub to return"
        assert app.composer.placeholder.startswith("Talk to arthur…")
        assert messages(app) == [("arthur", "Hi, Arthur here.")]
        assert notes(app) == ["Connecting you to Arthur."]
        # the hub can still ask for approvals and announce milestones meanwhile
        fake.publish(
            ApprovalRequest(
                session_id=HUB,
                request_id="ap9",
                process_id=EDDIE,
                tool="client_file_write",
                summary="write plan.md",
            )
        )
        fake.publish(
            ProcessEvent(
                session_id=HUB,
                process_id="p-ford",
                process_name="ford",
                engine="ford",
                project="soil",
                event="done",
            )
        )
        fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="x", text="no"))
        await settle(pilot)
        prompt = app.query_one(ApprovalPrompt)
        assert prompt.current is not None and prompt.current.request_id == "ap9"
        await pilot.press("y")
        await settle(pilot)
        assert fake.approvals == [("ap9", "once")]
        assert any(n.message == "ford finished in soil" for n in app.toasts)
        assert len(app.query(MessageView)) == 1  # the hub's chat stays out of this view
        # Eddie keeps talking in the hub meanwhile (persisted; this window is elsewhere)
        fake.say("Arthur has finished the bed plan.")
        await submit(pilot, "plant beans")
        assert fake.sent == [("s-garden", "plant beans", False)]
        await submit(pilot, "/hub")
        assert fake.bound == HUB and app.session_id == HUB
        assert not banner.display
        assert app.composer.placeholder.startswith("Talk to Eddie…")
        assert messages(app) == [
            ("eddie", "Shall I connect you to Arthur?"),
            ("eddie", "Arthur has finished the bed plan."),
        ]
        assert notes(app, "divider") == ["while you were away"]
        await submit(pilot, "/hub")
        assert notes(app)[-1] == "You are talking to Eddie already."


async def test_progress_shows_in_the_strip_hud_and_toasts(
    make_app: MakeApp, fake: FakeClient, clock: Any
) -> None:
    worker = fake.add_worker("p-arthur", "s-garden", "arthur", "garden_planner")
    eddie = fake.processes_[EDDIE]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.publish(status(eddie, "ENGINE_TURN_START"))
        fake.publish(status(eddie, "TOOL_START", "Calling web_search", op="o1", tool="web_search"))
        fake.publish(metrics(eddie, 2, 12_000, 3_000, 8_200))
        clock.tick(2.4)
        await settle(pilot)
        app.flush_paint()  # the throttle's trailing paint, without waiting for its timer
        assert "web_search 2.4s" in strip_text(app)
        assert "eddie" in hud_text(app) and "2 calls · 12.0k in / 3.0k out · 8.2s" in hud_text(app)
        fake.publish(status(worker, "WAITING", "waiting for approval", forwarded=True))
        fake.publish(
            ProcessEvent(
                session_id=HUB,
                process_id=worker.id,
                process_name=worker.name,
                engine="arthur",
                project="garden_planner",
                event="failed",
                summary="no soil data",
            )
        )
        await settle(pilot)
        toasts = [(n.title, n.message, n.severity) for n in app.toasts]
        assert (
            "",
            "arthur failed in garden_planner\nno soil data",
            "error",
        ) in toasts  # said once, in the user's terms (no "arthur · arthur" title)
        fake.publish(status(eddie, "TOOL_END", "done", op="o1", tool="web_search"))
        fake.publish(status(eddie, "ENGINE_TURN_END"))
        await settle(pilot)
        clock.tick(0.2)
        app.flush_paint()
        assert "⏳" not in strip_text(app)  # the worker failed: its wait is over
        assert strip_text(app).startswith("✓ web_search") or "last turn" in strip_text(app)


async def test_hud_repaints_at_most_ten_times_a_second(
    make_app: MakeApp, fake: FakeClient, clock: Any
) -> None:
    eddie = fake.processes_[EDDIE]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        clock.tick(1)
        hud = app.query_one("#hud")
        before = hud.paints  # type: ignore[attr-defined]
        for n in range(1, 2001):  # 2000 updates within 0.3 s of the app's clock
            fake.publish(metrics(eddie, n, n * 100, n * 10, n * 5.0))
            if n % 500 == 0:
                await settle(pilot)
                clock.tick(0.075)
        await settle(pilot)
        clock.tick(0.1)
        app.flush_paint()  # the trailing paint shows the last state
        painted = hud.paints - before  # type: ignore[attr-defined]
        assert 1 <= painted <= 5
        assert "2000 calls" in hud_text(app)


async def test_plan_panel_is_pinned_and_togglable(make_app: MakeApp, fake: FakeClient) -> None:
    from brain.events.frames import TodosUpdated

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = app.query_one(PlanPanel)
        assert not panel.display
        fake.publish(
            TodosUpdated(
                session_id=HUB,
                process_id=EDDIE,
                todos=[
                    {"content": "Measure", "status": "completed"},
                    {"content": "Plant", "status": "pending"},
                ],
            )
        )
        await settle(pilot)
        assert panel.display and panel.snapshot is not None
        assert panel.parent is not app.query_one("#transcript")
        await pilot.press("f2")
        assert not panel.display
        fake.publish(TodosUpdated(session_id=HUB, process_id=EDDIE, todos=[]))
        await settle(pilot)
        assert not panel.display  # the user hid it: a new plan does not force it back
        await submit(pilot, "/plan")
        assert panel.display


async def test_error_frames_and_client_errors_are_notes(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        # the brain persists a system note (kind "error") and publishes it once, as chat
        fake.say(
            "The model timed out. Try again.", role="system", author="vance", meta={"kind": "error"}
        )
        fake.publish(ErrorNote(session_id=HUB, message="Rate limited.", hint="Wait a minute."))
        await settle(pilot)
        assert len(app.query(".message.-error")) == 1
        assert notes(app, "error") == ["Rate limited."]
        fake.fail["send"] = Refused("The hub is stopped.", hint="/new starts a new session.")
        await submit(pilot, "hello?")
        assert notes(app, "error")[-1] == "The hub is stopped."
        assert app.composer.text == "hello?"  # nothing lost


async def test_composer_history_completion_multiline_and_limit(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "first")
        await submit(pilot, "second")
        composer = app.query_one(Composer)
        await pilot.press("up")
        assert composer.text == "second"
        await pilot.press("up")
        assert composer.text == "first"
        await pilot.press("down", "down")
        assert composer.text == ""
        await pilot.press("/", "p", "r", "o", "j", "tab")
        assert composer.text == "/projects "
        composer.clear()
        await pilot.press("a", "ctrl+j", "b")
        assert composer.text == "a\nb"
        await pilot.press("enter")
        await settle(pilot)
        assert fake.sent[-1] == (HUB, "a\nb", False)
        composer.load_text("x" * 100_001)
        await pilot.press("enter")
        await settle(pilot)
        assert "100,001 characters" in notes(app, "error")[-1]
        assert len(composer.text) == 100_001


async def test_double_slash_sends_a_literal_slash(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "//etc/hosts is odd")
        assert fake.sent == [(HUB, "/etc/hosts is odd", False)]


async def test_only_web_links_open(make_app: MakeApp, fake: FakeClient, monkeypatch: Any) -> None:
    from textual.widgets import Markdown

    opened: list[str] = []
    fake.message(HUB, "See [docs](https://example.org) or [this](file:///etc/passwd).")
    app = make_app()
    monkeypatch.setattr(app, "open_url", lambda url, **kw: opened.append(url))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        body = app.query_one(".message-body", Markdown)
        body.post_message(Markdown.LinkClicked(body, "https://example.org"))
        body.post_message(Markdown.LinkClicked(body, "file:///etc/passwd"))
        await settle(pilot)
        assert opened == ["https://example.org"]
        assert [n.message for n in app.toasts] == ["Not opened: file:///etc/passwd"]


async def test_a_long_history_shows_the_newest_first_and_the_rest_in_the_background(
    make_app: MakeApp, fake: FakeClient
) -> None:
    from vance_tui.widgets.transcript import FIRST_BATCH, MAX_SHOWN

    for n in range(75):
        fake.message(HUB, f"question {n}", role="user", author="you")
        fake.message(HUB, f"answer {n}\n\n- a\n- b")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        views = list(app.query(MessageView))
        assert len(views) == MAX_SHOWN
        assert [m for _, m in messages(app)][:2] == ["question 45", "answer 45\n\n- a\n- b"]
        assert notes(app, "divider") == ["90 earlier messages — /export saves them all"]
        # the newest are full Markdown widgets; the older ones, mounted in the background, light
        lights = [v.light for v in views]
        assert lights == [True] * (MAX_SHOWN - FIRST_BATCH) + [False] * FIRST_BATCH


async def test_a_change_from_another_window_is_a_toast_and_a_quiet_line(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        line = "Just now your other window created the project garden_planner."
        fake.say(line, role="system", author="vance", meta={"kind": "peer"})
        await settle(pilot)
        assert [(n.title, n.message) for n in app.toasts] == [("From your other window", line)]


async def test_quitting_with_busy_workers_asks_first_when_they_would_pause(
    make_app: MakeApp, fake: FakeClient
) -> None:
    worker = fake.add_worker("p-arthur", "s-garden", "arthur", "arthur", project="garden")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.publish(status(worker, "ENGINE_TURN_START", forwarded=True))
        await settle(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert not fake.closed  # not yet: the worker would pause
        assert "1 worker is still running" in notes(app)[-1] and "vance serve" in notes(app)[-1]
        assert "pauses it until" in notes(app)[-1] and "(its work is kept)" in notes(app)[-1]
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert fake.closed


async def test_quitting_an_attached_window_does_not_ask(
    make_app: MakeApp, fake: FakeClient
) -> None:
    worker = fake.add_worker("p-arthur", "s-garden", "arthur", "arthur", project="garden")
    fake.keeps_workers = True  # a resident brain holds the workers
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.publish(status(worker, "ENGINE_TURN_START", forwarded=True))
        await settle(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert fake.closed


async def test_an_answer_given_after_a_restart_is_marked(
    make_app: MakeApp, fake: FakeClient
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fake.say("The beans go in the north bed.", meta={"retried": True})
        fake.say("Anything else?")
        await settle(pilot)
        views = list(app.query(MessageView))
        headers = [str(v.query_one(".message-header").render()) for v in views]
        assert "after a restart" in headers[-2] and "after a restart" not in headers[-1]


async def test_plan_panel_fits_80x24_and_folds_when_done(
    make_app: MakeApp, fake: FakeClient
) -> None:
    from brain.events.frames import TodosUpdated

    def todos(*statuses: str) -> TodosUpdated:
        items = [{"content": f"Step {i}", "status": s} for i, s in enumerate(statuses)]
        return TodosUpdated(session_id=HUB, process_id=EDDIE, todos=items)

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = app.query_one(PlanPanel)
        fake.publish(todos("completed", "pending"))
        await settle(pilot)
        assert panel.display
        transcript = app.query_one("#transcript")
        assert panel.size.width + 2 <= 30  # a share of 80 columns, not 44 fixed
        assert transcript.size.width >= 50
        fake.publish(todos("completed", "completed"))
        await settle(pilot)
        assert not panel.display  # every todo done: the panel folds away
        assert transcript.size.width >= 75
        await pilot.press("f2")
        assert panel.display  # still reachable on demand

    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(pilot)
        fake.publish(todos("pending"))
        await settle(pilot)
        assert not app.query_one(PlanPanel).display  # too narrow to open by itself


async def test_keys_typed_before_the_app_had_the_terminal(
    make_app: MakeApp, fake: FakeClient
) -> None:
    """Type-ahead read at launch (vance_tui.launch): Enter sends, the rest waits in the input,
    and keys the terminal sends afterwards follow it."""
    app = make_app(type_ahead="tell me about tomatoes\r\x1band bea")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "s")
        await settle(pilot)
        assert fake.sent == [(HUB, "tell me about tomatoes", False)]
        assert app.composer.text == "and beans"


def test_type_ahead_drops_escape_sequences_and_keeps_enter() -> None:
    import os

    from vance_tui.launch import typed_before

    read, write = os.pipe()
    os.write(write, b"hi\x1b[Athere\n\x1bOBnext\xc3\xa9")
    try:
        assert typed_before(read) == "hithere\rnexté"
    finally:
        os.close(read)
        os.close(write)
