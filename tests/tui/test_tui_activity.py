"""The client reduction of the progress channel (seed 001 §6a/§6b), without Textual."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from tui_fakes import EDDIE, HUB, metrics, process, status

from brain.events.frames import ProcessEvent
from vance_tui.activity import ActivityModel
from vance_tui.hud_model import HudModel, Throttle, format_count, format_seconds

EDDIE_P = process(EDDIE, HUB, "eddie", "eddie")
ARTHUR = process("p-arthur", "s-garden", "arthur", "garden_planner", parent=None)


@dataclass
class Clock:
    now: float = 100.0

    def __call__(self) -> float:
        return self.now

    def tick(self, seconds: float) -> None:
        self.now += seconds


def model(clock: Clock | None = None) -> tuple[ActivityModel, Clock]:
    clock = clock or Clock()
    return ActivityModel(clock, chat_process_id=EDDIE), clock


def worker(tag: str, text: str = "", **kw: object) -> object:
    return status(ARTHUR, tag, text, forwarded=True, **kw)  # type: ignore[arg-type]


def milestone(event: str, summary: str = "") -> ProcessEvent:
    return ProcessEvent(
        session_id=HUB,
        process_id=ARTHUR.id,
        process_name=ARTHUR.name,
        engine="arthur",
        project="garden_planner",
        event=event,
        summary=summary,  # type: ignore[arg-type]
    )


# --- pairing --------------------------------------------------------------------------------


def test_start_and_end_pair_by_operation_id_and_client_measures_the_time() -> None:
    m, clock = model()
    m.apply(status(EDDIE_P, "TOOL_START", "Calling web_search", op="o1", tool="web_search"))
    view = m.view()
    assert [op.label for op in view.running] == ["web_search"]
    clock.tick(2.5)
    assert m.view().running[0].seconds(clock.now) == 2.5
    m.apply(status(EDDIE_P, "TOOL_END", "done", op="o1", tool="web_search", usage_ms=2100))
    view = m.view()
    assert view.running == []
    assert view.last is not None and view.last.seconds(clock.now) == 2.5
    assert view.last.server_ms == 2100


def test_parallel_operations_end_in_any_order() -> None:
    m, clock = model()
    for op in ("a", "b", "c"):
        m.apply(status(EDDIE_P, "TOOL_START", op=op, tool=f"tool_{op}"))
        clock.tick(1)
    m.apply(status(EDDIE_P, "TOOL_END", op="b", tool="tool_b"))
    assert [op.key for op in m.view().running] == ["a", "c"]
    m.apply(status(EDDIE_P, "TOOL_END", op="a", tool="tool_a", failed=True))
    assert m.view().last is not None and m.view().last.failed is True
    assert [op.key for op in m.view().running] == ["c"]


def test_end_without_start_is_a_completed_line() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "TOOL_END", "Tool doc_read done", op="zz", tool="doc_read"))
    view = m.view()
    assert view.running == []
    assert view.last is not None and view.last.label == "doc_read"
    assert view.last.seconds(0) is None  # no clock: the client never saw the start


def test_a_late_start_after_its_end_never_spins() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "TOOL_END", op="o1", tool="x"))
    m.apply(status(EDDIE_P, "TOOL_START", op="o1", tool="x"))
    assert m.view().running == []


def test_start_without_operation_id_cannot_be_paired_so_it_is_a_line() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "TOOL_START", "Calling tool", tool="x"))
    assert m.view().running == []
    assert m.view().last is not None


def test_delegating_pairs_when_it_has_an_id_and_is_a_line_without() -> None:
    m, clock = model()
    m.apply(status(EDDIE_P, "DELEGATING", "starting ford in garden", tool="ford"))
    assert m.view().running == [] and m.view().last is not None
    m.apply(status(EDDIE_P, "DELEGATING", "starting ford in garden", op="d1", tool="ford"))
    assert [op.label for op in m.view().running] == ["starting ford in garden"]
    clock.tick(0.5)
    m.apply(status(EDDIE_P, "TOOL_END", "ford started", op="d1", tool="ford"))
    assert m.view().running == []
    last = m.view().last
    assert last is not None and last.seconds(clock.now) == 0.5


def test_single_pings_are_completed_lines_even_with_an_id() -> None:
    m, _ = model()
    for tag in (
        "SEARCH",
        "FETCH",
        "FILE_READ",
        "FILE_WRITE",
        "SCRIPT_PROGRESS",
        "INFO",
        "NODE_DONE",
        "PHASE_DONE",
    ):
        m.apply(status(EDDIE_P, tag, f"{tag} text", op=f"id-{tag}"))
        assert m.view().running == [], tag
        assert m.view().last is not None and m.view().last.label == f"{tag} text"


def test_node_done_closes_an_open_operation_of_the_same_id() -> None:
    m, clock = model()
    m.apply(status(EDDIE_P, "TOOL_START", "node", op="n1", tool="worker"))
    clock.tick(3)
    m.apply(status(EDDIE_P, "NODE_DONE", "node done", op="n1"))
    assert m.view().running == []
    assert m.view().last is not None and m.view().last.seconds(clock.now) == 3


def test_labels_of_other_processes_name_their_engine_and_are_cleaned() -> None:
    m, _ = model()
    m.apply(worker("TOOL_START", "x", op="w1", tool="doc_\x1b[31mread"))
    assert m.view().running[0].label == "arthur · doc_read"


# --- turn brackets ---------------------------------------------------------------------------


def test_own_turn_brackets_clear_and_summarise() -> None:
    m, clock = model()
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    assert m.view().chat_busy
    m.apply(status(EDDIE_P, "TOOL_START", op="o1", tool="a"))
    clock.tick(1)
    m.apply(status(EDDIE_P, "TOOL_END", op="o1", tool="a"))
    m.apply(status(EDDIE_P, "TOOL_START", op="o2", tool="b"))
    m.apply(status(EDDIE_P, "TOOL_END", op="o2", tool="b", failed=True))
    clock.tick(1)
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    view = m.view()
    assert view.idle and not view.chat_busy
    assert view.summary == "last turn: 2 steps (1 failed) · 2.0s"
    assert view.last is None
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    assert m.view().summary is None


def test_own_turn_end_closes_what_the_turn_left_open() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(status(EDDIE_P, "TOOL_START", op="o1", tool="a"))
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().running == []
    m.apply(status(EDDIE_P, "TOOL_START", op="o1", tool="a"))  # a late duplicate
    assert m.view().running == []


def test_a_worker_turn_end_does_not_collapse_the_chat_turn() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(status(EDDIE_P, "TOOL_START", op="o1", tool="delegate"))
    m.apply(worker("ENGINE_TURN_START"))
    m.apply(worker("ENGINE_TURN_END"))
    view = m.view()
    assert view.chat_busy
    assert [op.key for op in view.running] == ["o1"]
    assert view.summary is None


def test_strip_stays_visible_while_a_background_worker_runs() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(worker("ENGINE_TURN_START"))
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    view = m.view()
    assert not view.chat_busy
    assert not view.idle and view.animating
    assert [w.label for w in view.workers] == ["arthur · garden_planner"]
    m.apply(worker("TOOL_START", op="w1", tool="web_fetch"))
    m.apply(worker("ENGINE_TURN_END"))
    assert m.view().idle  # its turn ended: its open operation is closed too


def test_worker_milestones_mark_it_busy_and_done() -> None:
    m, _ = model()
    m.apply(milestone("started"))
    assert m.view().workers
    m.apply(worker("TOOL_START", op="w1", tool="x"))
    m.apply(milestone("done", "all planted"))
    assert m.view().idle and m.view().running == []


def handing_turn(m: ActivityModel, clock: Clock) -> None:
    """Eddie's turn that starts arthur and ends while arthur works."""
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(status(EDDIE_P, "DELEGATING", "starting arthur", op="d1", tool="arthur"))
    m.apply(milestone("started"))
    m.apply(status(EDDIE_P, "TOOL_END", op="d1", tool="arthur"))
    clock.tick(0.4)
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))


def test_a_turn_that_handed_off_shows_no_seconds_and_the_request_its_whole_time() -> None:
    m, clock = model()
    handing_turn(m, clock)
    assert m.view().summary == "handed to arthur · garden_planner"  # not "last turn: 0.4s"
    clock.tick(44.0)
    m.apply(milestone("done", "three vegetables"))
    assert m.view().summary == "last request: 44s · arthur · garden_planner"
    clock.tick(0.1)
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))  # Eddie relays the result
    clock.tick(0.5)
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last request: 45s · arthur · garden_planner"
    m.answered()  # the user asks something else: the next turn is a turn again
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    clock.tick(2)
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last turn: 2.0s"


def test_a_worker_that_finishes_within_the_turn_was_no_hand_off() -> None:
    m, clock = model()
    m.answered()
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(milestone("started"))
    clock.tick(3)
    m.apply(milestone("done"))
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last turn: 3.0s"


def test_the_user_speaking_first_starts_a_new_request() -> None:
    m, clock = model()
    handing_turn(m, clock)
    clock.tick(10)
    m.apply(worker("ENGINE_TURN_END"))  # arthur delivered (its turn ended)
    assert m.view().summary == "last request: 10s · arthur · garden_planner"
    m.answered()  # the user said something else before a turn relayed it
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    clock.tick(1.5)
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last turn: 1.5s"


def test_a_wake_up_that_only_says_something_leaves_the_strip_and_books_no_request() -> None:
    m, clock = model()
    ended: list[float] = []
    m.on_request_end = ended.append
    m.answered()
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    clock.tick(2)
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last turn: 2.0s" and ended == [2.0]
    clock.tick(30)  # the other window created a project: a notice, no words of the user's
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last turn: 2.0s"  # not "last turn: 0.0s"
    assert ended == [2.0]


def test_a_wake_up_after_a_relayed_answer_keeps_the_request_on_the_strip() -> None:
    m, clock = model()
    m.answered()
    handing_turn(m, clock)
    clock.tick(5)
    m.apply(milestone("done", "three vegetables"))
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))  # Eddie relays the answer
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last request: 5.4s · arthur · garden_planner"
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))  # a notice from the other window
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    assert m.view().summary == "last request: 5.4s · arthur · garden_planner"


def test_without_a_known_chat_process_unforwarded_frames_are_own() -> None:
    m = ActivityModel(Clock())
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(worker("ENGINE_TURN_END"))
    assert m.view().chat_busy


# --- waiting ---------------------------------------------------------------------------------


def test_waiting_is_one_slot_per_process_keeping_its_first_time() -> None:
    m, clock = model()
    m.apply(worker("WAITING", "waiting for provider · 0:01"))
    clock.tick(5)
    m.apply(worker("WAITING", "waiting for provider · 0:06"))
    clock.tick(5)
    view = m.view()
    assert len(view.waiting) == 1
    assert view.waiting[0].text == "waiting for provider · 0:06"
    assert view.waiting[0].seconds(clock.now) == 10
    assert view.running == []  # never a spinner for waiting


def test_waiting_coexists_with_the_running_tool() -> None:
    m, _ = model()
    m.apply(worker("TOOL_START", op="img", tool="image_generate"))
    m.apply(status(EDDIE_P, "WAITING", "waiting for provider"))
    view = m.view()
    assert [op.key for op in view.running] == ["img"]
    assert [w.process_id for w in view.waiting] == [EDDIE]


def test_waiting_is_cleared_only_by_the_same_process() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "WAITING", "waiting at the gate"))
    m.apply(worker("TOOL_START", op="w1", tool="x"))
    m.apply(worker("SEARCH", "searching"))
    assert len(m.view().waiting) == 1
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))  # the turn end does not clear it
    assert len(m.view().waiting) == 1
    m.apply(status(EDDIE_P, "TOOL_END", op="gate", tool="gate"))
    assert m.view().waiting == []


def test_the_answer_or_a_new_turn_ends_the_wait_at_once() -> None:
    m, _ = model()
    m.apply(status(EDDIE_P, "WAITING", "waiting for your answer"))
    m.apply(worker("WAITING", "waiting for provider"))
    m.answered()  # the user answered in this window: Eddie waits no more, the worker does
    assert [w.process_id for w in m.view().waiting] == [ARTHUR.id]
    m.apply(worker("ENGINE_TURN_START"))
    assert m.view().waiting == []


def test_a_blocked_worker_waits_until_it_resumes() -> None:
    m, _ = model()
    m.apply(milestone("blocked", "needs your answer"))
    assert [w.text for w in m.view().waiting] == ["needs your answer"]
    m.apply(milestone("resumed"))
    assert m.view().waiting == []


# --- local operations, fading, reset ----------------------------------------------------------


def test_local_operations_survive_turns_and_reset() -> None:
    m, clock = model()
    m.begin_local("warm", "loading the model…")
    m.apply(status(EDDIE_P, "ENGINE_TURN_START"))
    m.apply(status(EDDIE_P, "ENGINE_TURN_END"))
    m.reset(EDDIE)
    assert [op.key for op in m.view().running] == ["warm"]
    m.begin_local("warm", "model ready soon")
    clock.tick(1)
    m.end_local("warm", label="model ready")
    assert m.view().last is not None and m.view().last.label == "model ready"
    clock.tick(6)
    assert m.view().last is None  # faded


# --- property: any frame order -----------------------------------------------------------------

TAGS = [
    "TOOL_START",
    "TOOL_END",
    "NODE_DONE",
    "PHASE_DONE",
    "DELEGATING",
    "SEARCH",
    "WAITING",
    "INFO",
    "ENGINE_TURN_START",
    "ENGINE_TURN_END",
    "SCRIPT_PROGRESS",
]
frame_spec = st.tuples(
    st.sampled_from(TAGS),
    st.sampled_from([None, "o1", "o2", "o3"]),
    st.booleans(),  # from the worker?
    st.floats(min_value=0, max_value=5, allow_nan=False),
)
event_spec = st.sampled_from(["started", "blocked", "done", "failed", "stopped", "resumed"])


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(frame_spec, event_spec), max_size=40))
def test_any_frame_order_never_crashes_or_spins_for_a_closed_operation(
    specs: list[object],
) -> None:
    m, clock = model()
    closed: set[str] = set()
    for spec in specs:
        if isinstance(spec, str):
            m.apply(milestone(spec))
            continue
        tag, op, from_worker, dt = spec  # type: ignore[misc]
        clock.tick(dt)
        proc = ARTHUR if from_worker else EDDIE_P
        frame = status(proc, tag, "text", op=op, tool="t", forwarded=from_worker)
        m.apply(frame)
        if tag in ("TOOL_END", "NODE_DONE", "PHASE_DONE") and op:
            closed.add(op)
        view = m.view()
        running = {o.key for o in view.running}
        assert not running & closed, "a closed operation is still spinning"
        for o in view.running:
            seconds = o.seconds(clock.now)
            assert seconds is not None and seconds >= 0
        assert len({w.process_id for w in view.waiting}) == len(view.waiting)
        assert all(w.seconds(clock.now) >= 0 for w in view.waiting)


# --- HUD --------------------------------------------------------------------------------------


def test_hud_keeps_cumulative_totals_per_process() -> None:
    hud = HudModel(chat_process_id=EDDIE)
    hud.apply(metrics(EDDIE_P, 1, 1000, 200, 800))
    hud.apply(metrics(EDDIE_P, 3, 12_000, 3_000, 8_200))
    hud.apply(metrics(EDDIE_P, 2, 5_000, 900, 3_000))  # late and older: ignored
    hud.apply(metrics(ARTHUR, 2, 3_100, 800, 4_000, forwarded=True))
    session = hud.session()
    assert session is not None and (session.calls, session.tokens_in) == (3, 12_000)
    assert [w.engine for w in hud.workers()] == ["arthur"]
    assert hud.workers(busy=[]) == []


def test_hud_counts_unread_inbox() -> None:
    from brain.events.frames import InboxChanged

    hud = HudModel()
    assert hud.apply(InboxChanged(session_id=HUB, unread=3))
    assert hud.unread == 3


def test_throttle_paints_at_most_ten_times_a_second_and_always_the_last_state() -> None:
    clock = Clock(0.0)
    throttle = Throttle(0.1, clock)
    paint_times: list[float] = []
    fire_at: float | None = None

    def paint(at: float) -> None:
        clock.now = at
        throttle.painted()
        paint_times.append(at)

    last_frame = 0.0
    for index in range(5000):  # 5,000 frames in one second
        now = index * 0.0002
        if fire_at is not None and now >= fire_at:
            paint(fire_at)
            fire_at = None
        clock.now = last_frame = now
        wait = throttle.request()
        if wait == 0.0:
            paint(now)
        elif wait is not None:
            fire_at = now + wait
    if fire_at is not None:
        paint(fire_at)
    assert len(paint_times) <= 11
    assert all(b - a >= 0.0999 for a, b in itertools.pairwise(paint_times))
    assert paint_times[-1] >= last_frame  # the final state was painted


def test_formatting() -> None:
    assert format_seconds(0.42) == "0.4s"
    assert format_seconds(12.7) == "12s"
    assert format_seconds(83) == "1:23"
    assert format_seconds(3723) == "1:02:03"
    assert format_count(950) == "950"
    assert format_count(12_345) == "12.3k"
    assert format_count(4_100_000) == "4.1M"
