"""Money in the HUD and the last requests in /cost: the brain's accounting
(``session_usage``), read when a request ends."""

from __future__ import annotations

from collections.abc import Callable

from tui_fakes import EDDIE, HUB, FakeClient, metrics, status
from tui_helpers import FixedClock, hud_text, notes, settle, submit

from brain.events.frames import ProcessEvent
from vance_tui.app import VanceApp

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)
PRICED = "openai/gpt-4o-mini"


def priced(fake: FakeClient) -> None:
    fake.model_of_usage = PRICED
    fake.prices[PRICED] = (1e-6, 4e-6)  # USD per token in, out


def turn(fake: FakeClient, clock: FixedClock, *, calls: int, tin: int, tout: int) -> None:
    """Eddie answers: a turn with model calls, the brain storing the totals."""
    eddie = fake.processes_[EDDIE]
    fake.say("what beans?", role="user", author="you", process_id=None)
    fake.publish(status(eddie, "ENGINE_TURN_START"))
    clock.tick(2.5)
    fake.used(EDDIE, calls, tin, tout, 900.0 * calls)
    fake.publish(metrics(eddie, calls, tin, tout, 900.0 * calls))
    fake.publish(status(eddie, "ENGINE_TURN_END"))


async def test_the_hud_shows_money_when_the_model_has_a_price(
    make_app: MakeApp, fake: FakeClient, clock: FixedClock
) -> None:
    priced(fake)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "$" not in hud_text(app)  # nothing spent yet
        turn(fake, clock, calls=2, tin=2_000, tout=500)
        await settle(pilot)
        assert "eddie" in hud_text(app) and "$0.0040" in hud_text(app), hud_text(app)


async def test_a_free_model_shows_no_money(
    make_app: MakeApp, fake: FakeClient, clock: FixedClock
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        turn(fake, clock, calls=1, tin=900, tout=100)
        await settle(pilot)
        assert "1 call" in hud_text(app) and "$" not in hud_text(app)


async def test_money_closes_the_session_total_once_work_was_delegated(
    make_app: MakeApp, fake: FakeClient, clock: FixedClock
) -> None:
    priced(fake)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        worker = fake.add_worker("p-ford", "s-garden", "ford", "garden_planner")
        observed = worker.params.model_copy(update={"observer_session_id": HUB})
        fake.processes_["p-ford"] = worker.model_copy(update={"params": observed})
        fake.publish(metrics(worker, 3, 10_000, 2_000, 4_000, forwarded=True))
        fake.used("p-ford", 3, 10_000, 2_000, 4_000)
        turn(fake, clock, calls=1, tin=1_000, tout=250)
        await settle(pilot)
        hud = hud_text(app)
        # 11k in, 2.25k out: $0.011 + $0.009 = $0.02
        total = hud[hud.index("Σ") :]
        assert "$0.02" in total and hud.count("$") == 1, hud


async def test_cost_lists_the_last_requests(
    make_app: MakeApp, fake: FakeClient, clock: FixedClock
) -> None:
    priced(fake)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        turn(fake, clock, calls=2, tin=2_000, tout=500)
        await settle(pilot)
        turn(fake, clock, calls=3, tin=5_000, tout=1_000)  # cumulative: this one used 1 call
        await settle(pilot)
        await submit(pilot, "/cost")
        table = notes(app)[-1]
        assert "Last 2 requests" in table, table
        rows = [line for line in table.splitlines() if line.startswith("| what beans?")]
        # newest first: 1 call, 3k in, 500 out, $0.005; then 2 calls, 2k/500, $0.0040
        assert rows[0].split(" | ")[1:] == ["2.5s", "1", "3.0k", "500", "0.9s", "$0.0050 |"], rows
        assert rows[1].split(" | ")[1:] == ["2.5s", "2", "2.0k", "500", "1.8s", "$0.0040 |"], rows


async def test_a_handed_off_request_counts_until_its_answer(
    make_app: MakeApp, fake: FakeClient, clock: FixedClock
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        eddie = fake.processes_[EDDIE]
        worker = fake.add_worker("p-ford", "s-garden", "ford", "garden_planner")
        fake.say("plan my garden", role="user", author="you", process_id=None)
        fake.publish(status(eddie, "ENGINE_TURN_START"))
        fake.publish(milestone(worker, "started"))
        clock.tick(0.3)
        fake.publish(status(eddie, "ENGINE_TURN_END"))  # handed off: no request ended yet
        await settle(pilot)
        assert not app.hud_model.ledger.requests
        clock.tick(40)
        fake.publish(milestone(worker, "done"))
        fake.publish(status(eddie, "ENGINE_TURN_START"))  # Eddie relays the answer
        clock.tick(0.7)
        fake.publish(status(eddie, "ENGINE_TURN_END"))
        await settle(pilot)
        (request,) = app.hud_model.ledger.requests
        assert request.asked == "plan my garden" and request.took == 41.0


async def test_a_wake_up_after_a_request_is_not_booked_under_its_words(
    make_app: MakeApp, fake: FakeClient, clock: FixedClock
) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        turn(fake, clock, calls=1, tin=1_000, tout=100)
        await settle(pilot)
        eddie = fake.processes_[EDDIE]  # a worker's news wakes Eddie: no words of the user's
        fake.publish(status(eddie, "ENGINE_TURN_START"))
        fake.publish(status(eddie, "TOOL_START", op="t1", tool="inbox_list"))
        fake.publish(status(eddie, "TOOL_END", op="t1", tool="inbox_list"))
        fake.used(EDDIE, 2, 1_500, 150, 1_800.0)
        fake.publish(metrics(eddie, 2, 1_500, 150, 1_800.0))
        fake.publish(status(eddie, "ENGINE_TURN_END"))
        await settle(pilot)
        asked = [r.asked for r in app.hud_model.ledger.requests]
        assert asked == ["what beans?", "(no words: a wake-up)"], asked


def milestone(proc: object, event: str) -> ProcessEvent:
    return ProcessEvent(
        session_id=HUB,
        process_id=proc.id,  # type: ignore[attr-defined]
        process_name=proc.name,  # type: ignore[attr-defined]
        engine=proc.engine,  # type: ignore[attr-defined]
        project="garden_planner",
        event=event,  # type: ignore[arg-type]
        summary="",
    )
