"""Snapshot tests: how the app looks in its main states (120×40, fixed clock, no animation).

Update the SVG baselines with ``pytest tests/tui --snapshot-update`` after a deliberate
change, and read the new SVGs before committing them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from textual.pilot import Pilot
from tui_fakes import EDDIE, HUB, FakeClient, metrics, status
from tui_helpers import FixedClock, settle

from brain.events.frames import (
    ErrorNote,
    PlanNode,
    ProcessEvent,
    ProcessProgress,
    StreamChunk,
    SwitchTo,
)
from vance_tui.app import VanceApp, create_app
from vance_tui.widgets.composer import Composer

SIZE = (120, 40)
Scene = Callable[[FakeClient, FixedClock, Pilot[Any]], Awaitable[None]]


def conversation(fake: FakeClient) -> None:
    fake.message(HUB, "What should I plant first?", role="user", author="you")
    fake.message(
        HUB,
        "Start with beans. They are easy and grow fast.",
        info="**Beans** — sow 5 cm deep, 10 cm apart.\n\n| bed | sun |\n|---|---|\n| north | 4 h |",
    )


def snapshot(
    snap_compare: Any,
    scene: Scene,
    *,
    setup: Callable[[FakeClient], None] | None = None,
    press: list[str] | None = None,
    size: tuple[int, int] = SIZE,
) -> bool:
    fake = FakeClient()
    clock = FixedClock()
    conversation(fake)
    if setup is not None:
        setup(fake)
    app: VanceApp = create_app(lambda: fake, clock=clock, animate=False)

    async def run_before(pilot: Pilot[Any]) -> None:
        app.query_one(Composer).cursor_blink = False  # a blinking cursor is not deterministic
        await settle(pilot)
        clock.tick(30)  # start-up lines fade
        await scene(fake, clock, pilot)
        await settle(pilot)
        app.paint_progress()  # the throttled trailing repaint, at the clock's latest tick
        await settle(pilot)

    return bool(snap_compare(app, press=press or [], terminal_size=size, run_before=run_before))


def eddie(fake: FakeClient) -> Any:
    return fake.processes_[EDDIE]


async def idle_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    fake.publish(status(eddie(fake), "ENGINE_TURN_START"))
    fake.publish(status(eddie(fake), "TOOL_START", op="o1", tool="web_search"))
    clock.tick(1.2)
    fake.publish(status(eddie(fake), "TOOL_END", op="o1", tool="web_search"))
    fake.publish(metrics(eddie(fake), 2, 2_400, 310, 1_900))
    clock.tick(0.6)
    fake.publish(status(eddie(fake), "ENGINE_TURN_END"))


async def streaming_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    fake.publish(status(eddie(fake), "ENGINE_TURN_START"))
    for part in ("Beans like ", "warm soil. ", "Wait until **May**, then"):
        fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="s1", text=part))
        await pilot.pause()
    clock.tick(1.5)


async def tool_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    fake.publish(status(eddie(fake), "ENGINE_TURN_START"))
    fake.publish(status(eddie(fake), "SEARCH", "Searching for: bean sowing depth"))
    fake.publish(status(eddie(fake), "TOOL_START", op="o1", tool="web_fetch"))
    fake.publish(metrics(eddie(fake), 3, 12_400, 2_950, 8_200))
    clock.tick(3.4)


async def waiting_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    worker = fake.add_worker("p-arthur", "s-garden", "arthur", "garden_planner")
    fake.publish(status(worker, "ENGINE_TURN_START", forwarded=True))
    fake.publish(status(worker, "TOOL_START", op="w1", tool="image_generate", forwarded=True))
    fake.publish(status(worker, "WAITING", "waiting for the image provider", forwarded=True))
    fake.publish(metrics(worker, 4, 9_100, 1_200, 12_800, forwarded=True))
    clock.tick(83)


def usage(engine: str | None, tokens: int, ms: float, allowed: int | None = None) -> dict[str, Any]:
    """A plan node's meta as marvin sends it: usage rolled up, budget used/allowed."""
    return {
        "engine": engine,
        "total_tokens_in": tokens * 4 // 5,
        "total_tokens_out": tokens // 5,
        "total_elapsed_ms": ms,
        "budget_used": tokens if allowed else None,
        "budget_allowed": allowed,
    }


async def plan_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    marvin = fake.add_worker("p-marvin", "s-garden", "marvin", "garden_planner")
    ford = fake.add_worker("p-ford", "s-herbs", "ford", "herbs")
    capped = ford.params.model_copy(update={"budget": 50_000})
    fake.processes_["p-ford"] = ford.model_copy(update={"params": capped})
    fake.used("p-ford", 3, 10_200, 2_100, 7_400)
    fake.publish(status(ford, "ENGINE_TURN_START", forwarded=True))
    fake.publish(metrics(ford, 3, 10_200, 2_100, 7_400, forwarded=True))
    root = PlanNode(
        id="r",
        kind="plan",
        title="Spring garden",
        status="running",
        meta=usage("marvin", 41_000, 95_000, 200_000),
        children=[
            PlanNode(
                id="a",
                kind="worker",
                title="Measure the beds",
                status="done",
                meta=usage("arthur", 8_400, 21_000, 50_000),
            ),
            PlanNode(
                id="b",
                kind="worker",
                title="Choose plants",
                status="running",
                meta=usage(None, 20_100, 52_000, 100_000),
                children=[
                    PlanNode(
                        id="b1",
                        kind="worker",
                        title="Vegetables",
                        status="done",
                        meta=usage("ford", 7_800, 30_000, 50_000),
                    ),
                    PlanNode(
                        id="b2",
                        kind="worker",
                        title="Herbs",
                        status="running",
                        meta=usage("ford", 12_300, 22_000, 50_000),
                    ),
                ],
            ),
            PlanNode(id="c", kind="user_input", title="Confirm the budget", status="blocked"),
            PlanNode(id="d", kind="worker", title="Order seeds", status="pending"),
            PlanNode(
                id="e",
                kind="aggregate",
                title="Write the plan",
                status="failed",
                meta=usage("arthur", 1_200, 4_000),
            ),
        ],
    )
    fake.publish(
        ProcessProgress(
            session_id=HUB,
            process_id=marvin.id,
            process_name=marvin.name,
            engine="marvin",
            kind="plan",
            plan=root,
        )
    )


async def nothing(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    return None


def ask_user(fake: FakeClient) -> None:
    fake.message(
        HUB,
        "Which bed should Arthur plan first?",
        meta={
            "options": [
                {"label": "North bed", "description": "shady, 4 h sun"},
                {"label": "South bed", "description": "full sun"},
                {"label": "Both"},
            ]
        },
    )


async def banner_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    fake.add_worker("p-arthur", "s-garden", "arthur", "garden_planner")
    fake.message(
        "s-garden",
        "Hi, I'm Arthur. I have the bed sizes. What next?",
        author="arthur",
        process_id="p-arthur",
    )
    fake.publish(
        SwitchTo(
            session_id=HUB,
            target_session_id="s-garden",
            project="garden_planner",
            label="arthur",
            announcement="Connecting you to Arthur.",
        )
    )


async def error_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    fake.publish(
        ErrorNote(
            session_id=HUB,
            message="The model server did not answer in 60 s.",
            hint="Check that Ollama is running, or switch with /model.",
        )
    )


def test_snapshot_idle(snap_compare: Any) -> None:
    assert snapshot(snap_compare, idle_scene)


def test_snapshot_streaming(snap_compare: Any) -> None:
    assert snapshot(snap_compare, streaming_scene)


def test_snapshot_tool_running(snap_compare: Any) -> None:
    assert snapshot(snap_compare, tool_scene)


def test_snapshot_waiting(snap_compare: Any) -> None:
    assert snapshot(snap_compare, waiting_scene)


def test_snapshot_plan_at_80x24(snap_compare: Any) -> None:
    """The plan folds to the narrow panel (budgets give way first), the worker's budget
    stays in the HUD."""
    assert snapshot(snap_compare, plan_scene, size=(80, 24))


def test_snapshot_plan_visible(snap_compare: Any) -> None:
    assert snapshot(snap_compare, plan_scene)


def test_snapshot_ask_user_options(snap_compare: Any) -> None:
    assert snapshot(snap_compare, nothing, setup=ask_user)


def test_snapshot_mediated_banner(snap_compare: Any) -> None:
    assert snapshot(snap_compare, banner_scene)


def test_snapshot_error_note(snap_compare: Any) -> None:
    assert snapshot(snap_compare, error_scene)


def remembered(fake: FakeClient) -> None:
    import time

    from brain.memory.models import Fact, FactSource, FactStatus

    stamp = time.time() - 2 * 86400 - 600  # "2 days ago" however slow the run
    for number, (subject, value) in enumerate(
        [("user.name", "Zed"), ("user.location", "Berlin"), ("user.preference.tea", "green tea")],
        start=1,
    ):
        fake.facts_.append(
            Fact(
                id=number,
                tenant_id="t",
                user_id="u",
                subject=subject,
                value=value,
                source=FactSource.USER_STATED,
                confidence=1.0,
                status=FactStatus.ACTIVE,
                session_id=HUB,
                message_id=number * 2,
                evidence=f"my {subject.rsplit('.', 1)[-1]} is {value}",
                created_at=stamp,
            )
        )


async def memory_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    from vance_tui.screens.memory import MemoryScreen

    pilot.app.push_screen(MemoryScreen(fake))


def test_snapshot_memory_screen(snap_compare: Any) -> None:
    assert snapshot(snap_compare, memory_scene, setup=remembered)


async def toast_scene(fake: FakeClient, clock: FixedClock, pilot: Pilot[Any]) -> None:
    fake.publish(status(eddie(fake), "ENGINE_TURN_START"))
    fake.publish(
        ProcessEvent(
            session_id=HUB,
            process_id="p-arthur",
            process_name="arthur",
            engine="arthur",
            project="garden_planner",
            event="done",
            summary="the bed plan is ready",
        )
    )


def test_snapshot_toast_at_80x24_hides_no_answer_strip_or_input(snap_compare: Any) -> None:
    """The toast sits top right, below the HUD: the end of Eddie's answer, the activity strip
    and the input box stay readable at 80×24."""
    assert snapshot(snap_compare, toast_scene, size=(80, 24))
