"""Progress throughput: emitter → client reduction → HUD model, and the app keeping up.

Two measurements, both with the real ``brain.progress`` emitter publishing through the real
``EventHub`` (a worker whose frames are forwarded to the hub session, as in the app):

1. **Reduction throughput**: frames/s through emitter → ``FrameBridge`` → ``ActivityModel``
   + ``HudModel`` + the repaint throttle, without a UI. Target ≥ 5,000 frames/s.
2. **The app under load**: the real ``VanceApp`` (headless, 120×40) subscribed to the hub
   session while frames arrive at 5,000/s for a few seconds. Reports the rate achieved,
   HUD repaints per second (must stay ≤ ~10), the worst event-loop stall, and the lag from
   the last frame until the HUD shows the final totals (the UI did not fall behind if that
   is about one repaint interval).

    .venv/bin/python bench/progress.py [--frames 200000] [--seconds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from brain.events.frames import UsageDelta
from brain.events.hub import EventHub
from brain.models import Process, ProcessStatus, Session, SessionKind, SessionStatus
from brain.progress import ProcessProgressSink, ProgressEmitter
from vance_tui.activity import ActivityModel
from vance_tui.hud_model import HudModel, Throttle
from vance_tui.messages import FrameBridge

HUB = "s-hub"
EDDIE = "p-eddie"
NOW = time.time()


def process(pid: str, sid: str, engine: str, name: str, **params: Any) -> Process:
    return Process(
        id=pid,
        tenant_id="t",
        session_id=sid,
        project_id="pr",
        engine=engine,
        name=name,
        status=ProcessStatus.RUNNING,
        params=params,
        created_at=NOW,
        updated_at=NOW,
    )


EDDIE_P = process(EDDIE, HUB, "eddie", "eddie")
WORKER = process(
    "p-arthur",
    "s-garden",
    "arthur",
    "garden_planner",
    observer_session_id=HUB,
    observer_process_id=EDDIE,
    progress="verbose",
)


def workload(
    eddie: ProcessProgressSink, worker: ProcessProgressSink
) -> Iterator[Callable[[], int]]:
    """Endless mix of emitter calls; each returns how many frames reach the hub session."""
    calls = itertools.count(1)
    usage = UsageDelta(tokens_in=10, tokens_out=3, llm_calls=0, elapsed_ms=1.0)
    state = {"n": 0}

    def metrics(sink: ProcessProgressSink, proc: Process) -> int:
        n = next(calls)
        totals = proc.model_copy(
            update={"tokens_in": n * 40, "tokens_out": n * 9, "llm_calls": n, "elapsed_ms": n * 3.0}
        )
        state["n"] = n
        sink.metrics(totals, model_alias="default:fast", last_in=40, last_out=9)
        return 1

    def tool(sink: ProcessProgressSink) -> int:
        op = sink.open("TOOL_START", "Calling web_search", tool="web_search")
        sink.close(op, "web_search done", tool="web_search", usage=usage)
        return 2

    def waiting(sink: ProcessProgressSink) -> int:
        sink.status("WAITING", "waiting for the provider")
        return 1

    def ping(sink: ProcessProgressSink) -> int:
        sink.status("SEARCH", "Searching for: bean sowing depth")
        return 1

    def turn(sink: ProcessProgressSink) -> int:
        sink.status("ENGINE_TURN_START", "thinking")
        sink.status("ENGINE_TURN_END", "done")
        return 2

    mix: list[Callable[[], int]] = [
        lambda: metrics(worker, WORKER),
        lambda: metrics(eddie, EDDIE_P),
        lambda: tool(worker),
        lambda: metrics(worker, WORKER),
        lambda: tool(eddie),
        lambda: ping(worker),
        lambda: waiting(worker),
        lambda: metrics(worker, WORKER),
        lambda: turn(worker),
        lambda: turn(eddie),
    ]
    while True:
        yield from mix


def reduction_throughput(total: int) -> tuple[float, int]:
    """Frames/s through emitter → bridge → reduction + HUD model + throttle (no UI)."""
    events = EventHub()
    emitter = ProgressEmitter(events)
    activity = ActivityModel(chat_process_id=EDDIE)
    hud = HudModel(chat_process_id=EDDIE, names=activity.names)
    throttle = Throttle(0.1)
    due: list[float] = []  # when the throttle's scheduled (trailing) paint would fire

    def paint() -> None:
        throttle.painted()
        activity.view()
        hud.session()

    def changed() -> None:  # what the window does when a model changes
        now = time.perf_counter()
        if due and now >= due[0]:
            due.clear()
            paint()
        wait = throttle.request()
        if wait == 0.0:
            paint()
        elif wait is not None:
            due.append(now + wait)

    activity.on_change = hud.on_change = changed
    posted: list[Any] = []
    bridge = FrameBridge(posted.append, activity, hud, HUB)
    bridge.resume()
    events.subscribe(HUB, bridge)
    sent = 0
    work = workload(emitter.sink(EDDIE_P), emitter.sink(WORKER))
    start = time.perf_counter()
    while sent < total:
        sent += next(work)()
    elapsed = time.perf_counter() - start
    assert bridge.frames == sent, (bridge.frames, sent)
    return sent / elapsed, throttle.paints


class BenchClient:
    """Just enough of the client surface for the app to bind the hub session."""

    profile = "foot"

    def __init__(self, events: EventHub) -> None:
        self.events = events

    async def close(self) -> None: ...
    async def warm(self, on_status: Any = None) -> None: ...
    def model_description(self) -> str:
        return "bench"

    async def open_hub(self, session_id: str | None = None, *, new: bool = False) -> Session:
        return Session(
            id=HUB,
            tenant_id="t",
            user_id="u",
            project_id="p",
            kind=SessionKind.HUB,
            engine="eddie",
            status=SessionStatus.ACTIVE,
            created_at=NOW,
            last_active_at=NOW,
        )

    def subscribe(self, session_id: str, listener: Any) -> Callable[[], None]:
        return self.events.subscribe(session_id, listener)

    async def processes(self, session_id: str | None = None) -> list[Process]:
        return [EDDIE_P]

    async def history(self, session_id: str, limit: int = 200) -> list[Any]:
        return []

    async def settings(self) -> Any:
        from brain import Settings

        return Settings()

    async def language(self, session_id: str) -> str | None:
        return None

    async def unread_count(self) -> int:
        return 0


async def app_under_load(rate: int, seconds: float) -> dict[str, float]:
    from vance_tui.app import create_app
    from vance_tui.widgets.hud import Hud

    events = EventHub()
    emitter = ProgressEmitter(events)
    app = create_app(lambda: BenchClient(events))
    result: dict[str, float] = {}
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        hud = app.query_one(Hud)
        work = workload(emitter.sink(EDDIE_P), emitter.sink(WORKER))
        stalls: list[float] = []
        stop = asyncio.Event()

        async def ticker() -> None:  # how late does a 10 ms timer fire while frames pour in?
            while not stop.is_set():
                before = time.perf_counter()
                await asyncio.sleep(0.01)
                stalls.append(time.perf_counter() - before - 0.01)

        tick = asyncio.create_task(ticker())
        paints_before = hud.paints
        sent = 0
        batch = max(1, rate // 100)  # one batch every 10 ms
        start = time.perf_counter()
        while (now := time.perf_counter() - start) < seconds:
            due = int(rate * now)
            while sent < due:
                sent += next(work)()
            await asyncio.sleep(0.01 if sent >= due + batch else 0)
        last_frame = time.perf_counter()
        session = app.hud_model.session()
        final_calls = session.calls if session is not None else 0
        while f" {final_calls} calls" not in str(hud.render()):
            await asyncio.sleep(0.005)
            if time.perf_counter() - last_frame > 5:
                break
        lag = time.perf_counter() - last_frame
        elapsed = last_frame - start
        stop.set()
        await tick
        result = {
            "rate": sent / elapsed,
            "paints_per_s": (hud.paints - paints_before) / elapsed,
            "lag_ms": lag * 1000,
            "stall_p99_ms": statistics.quantiles(stalls, n=100)[98] * 1000
            if len(stalls) > 2
            else 0,
            "stall_max_ms": max(stalls, default=0) * 1000,
            "frames": sent,
        }
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200_000)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rate", type=int, default=5_000)
    args = parser.parse_args()

    rates = []
    paints_per_s = []
    for _ in range(3):
        rate, paints = reduction_throughput(args.frames)
        rates.append(rate)
        paints_per_s.append(paints / (args.frames / rate))
    median = statistics.median(rates)
    print(
        f"1. emitter → reduction → HUD model: {median:,.0f} frames/s "
        f"(median of 3 × {args.frames:,}; target ≥ 5,000) · repaints the throttle allowed: "
        f"{statistics.median(paints_per_s):.1f}/s"
    )

    load = asyncio.run(app_under_load(args.rate, args.seconds))
    print(
        f"2. app under load: {load['rate']:,.0f} frames/s for {args.seconds:.0f} s "
        f"({load['frames']:,.0f} frames) · HUD repaints {load['paints_per_s']:.1f}/s (≤ ~10) · "
        f"loop stall p99 {load['stall_p99_ms']:.1f} ms, max {load['stall_max_ms']:.1f} ms · "
        f"HUD current {load['lag_ms']:.0f} ms after the last frame"
    )
    ok = median >= 5_000 and load["rate"] >= 0.95 * args.rate and load["paints_per_s"] <= 11
    ok = ok and load["lag_ms"] < 250
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
