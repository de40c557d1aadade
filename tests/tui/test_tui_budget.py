"""Budgets on screen: the HUD shows a worker's tokens used of allowed (``Client.budgets``),
the plan panel each node's, where a cap exists."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.content import Content
from tui_fakes import HUB, FakeClient, metrics, status
from tui_helpers import hud_text, settle

from brain.events.frames import PlanNode, ProcessEvent
from vance_tui.app import VanceApp
from vance_tui.widgets.plan_panel import node_line, tree_content

MakeApp = Callable[..., VanceApp]


def capped_worker(fake: FakeClient, cap: int | None, *, at_cap: bool = False) -> Any:
    worker = fake.processes_.get("p-ford") or fake.add_worker("p-ford", "s-herbs", "ford", "herbs")
    params = worker.params.model_copy(update={"budget": cap, "awaiting_cap": at_cap})
    fake.processes_["p-ford"] = worker.model_copy(update={"params": params})
    return fake.processes_["p-ford"]


def ford_event(event: str) -> ProcessEvent:
    return ProcessEvent(
        session_id=HUB,
        process_id="p-ford",
        process_name="herbs",
        engine="ford",
        project="herbs",
        event=event,  # type: ignore[arg-type]
        summary="",
    )


async def test_the_hud_shows_a_workers_budget(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        worker = capped_worker(fake, 50_000)
        fake.publish(status(worker, "ENGINE_TURN_START", forwarded=True))
        fake.publish(metrics(worker, 3, 10_200, 2_100, 7_400, forwarded=True))
        await settle(pilot)
        assert "ford · herbs · 3 calls" in hud_text(app)
        assert "budget 12.3k/50k" in hud_text(app), hud_text(app)
        fake.publish(metrics(worker, 4, 30_000, 9_000, 9_000, forwarded=True))
        await settle(pilot)
        assert "budget 39.0k/50k" in hud_text(app)  # used follows the live numbers


async def test_at_the_cap_and_after_an_extension(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        worker = capped_worker(fake, 20_000, at_cap=True)
        fake.publish(status(worker, "ENGINE_TURN_START", forwarded=True))
        fake.publish(metrics(worker, 5, 17_000, 3_000, 9_000, forwarded=True))
        await settle(pilot)
        assert "budget 20.0k/20k at cap" in hud_text(app), hud_text(app)
        capped_worker(fake, 70_000)  # the user extended it by 50k
        fake.publish(ford_event("resumed"))
        await settle(pilot)
        assert "budget 20.0k/70k" in hud_text(app) and "at cap" not in hud_text(app)


async def test_the_short_hud_keeps_the_budget(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        worker = capped_worker(fake, 50_000)
        fake.publish(status(worker, "ENGINE_TURN_START", forwarded=True))
        fake.publish(metrics(worker, 3, 10_200, 2_100, 7_400, forwarded=True))
        await settle(pilot)
        hud = hud_text(app)
        assert "herbs 3× 12.3k/50k" in hud and len(hud) <= 78, hud


async def test_a_worker_without_a_cap_shows_its_tokens(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        worker = capped_worker(fake, None)
        fake.publish(status(worker, "ENGINE_TURN_START", forwarded=True))
        fake.publish(metrics(worker, 3, 10_200, 2_100, 7_400, forwarded=True))
        await settle(pilot)
        assert "10.2k in / 2.1k out" in hud_text(app) and "budget" not in hud_text(app)


def node(title: str, status: str = "running", **meta: Any) -> PlanNode:
    return PlanNode(id=title, kind="worker", title=title, status=status, meta=meta)  # type: ignore[arg-type]


def text(content: Content) -> str:
    return content.plain


def test_a_plan_line_shows_used_of_allowed_where_a_budget_exists() -> None:
    capped = node(
        "Herbs",
        engine="ford",
        total_tokens_in=10_000,
        total_tokens_out=2_300,
        total_elapsed_ms=22_000,
        budget_used=12_300,
        budget_allowed=50_000,
    )
    assert text(node_line(capped, 1, 0, 40)) == "  ◐ Herbs  12.3k/50k · 22s · ford"
    free = node("Notes", "done", total_tokens_in=900, total_tokens_out=300)
    assert text(node_line(free, 1, 0, 40)) == "  ✓ Notes  1.2k tok"
    # narrow: the engine, then the time give way; the title keeps its room
    assert text(node_line(capped, 1, 0, 26)) == "  ◐ Herbs  12.3k/50k · 22s"
    assert text(node_line(node("Measure the beds", **capped.meta), 1, 0, 24)) == (
        "  ◐ Measure the beds"
    )
    assert text(node_line(node("A very long title indeed"), 0, 3, 16)) == "◐ A very long t…"


def test_the_tree_folds_into_the_rows_it_has() -> None:
    root = PlanNode(
        id="r",
        kind="plan",
        title="Audit",
        status="running",
        meta={"budget_used": 5_000, "budget_allowed": 100_000},
        children=[node(f"Step {n}", "done" if n < 8 else "running") for n in range(12)],
    )
    lines = [text(c) for c in tree_content(root, rows=6, width=40)]
    assert len(lines) <= 6 and lines[0] == "◐ Audit  5.0k/100k"
    assert any("more" in line for line in lines)
    assert any("Step 8" in line for line in lines)  # the running step stays visible
