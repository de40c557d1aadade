"""Offline hub turns end to end: the intent router + the bundled SmolLM2 through the hub.

Sends held-out routing cases (``prompts/evals/routing-test.yaml``, every n-th, so every
category is in) one by one to a fresh
hub session of an embedded brain on the bundled local model (no model configured, no model
server looked for) and prints, per turn from ``send`` to the answer persisted: p50 / p90 /
max; the first words shown (first streamed chunk, or the answer) p50 / p90; peak RSS; and
whether litellm was imported (it must not be, offline).

    .venv/bin/python bench/offline_turn.py [--limit 40] [--think 2]

``--think S``: the user reads the answer and types the next words for S seconds before
sending (default 0: turns back to back, the worst case). Eddie prepares the next prompt
in that time, so this is what a person at the keyboard sees. The machine's load average
is printed first: other processes on the 2 cores slow every number.

Targets (issue 14): turn p90 <= 3 s on 2 cores; RSS <= 450 MB with the router loaded.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


async def run(limit: int, think: float) -> int:
    from brain.client import Client
    from brain.evals.routing import load_split
    from brain.events.frames import ChatAppended, StreamChunk

    split = load_split("test")
    load = os.getloadavg()[0]
    client = await Client.start(profile="foot", poll_seconds=0.02, auto_approve=False)
    try:
        for name in split.projects:
            await client.create_project(name)
        await client.warm()
        session = await client.open_hub(new=True)
        marks: dict[str, float] = {}

        def on_frame(frame: object) -> None:
            now = time.perf_counter()
            if isinstance(frame, StreamChunk) or (
                isinstance(frame, ChatAppended) and frame.message.role == "assistant"
            ):
                marks.setdefault("first", now)

        client.subscribe(session.id, on_frame)
        turns: list[float] = []
        firsts: list[float] = []
        model_turns: list[float] = []
        gateway = client.brain.gateway
        stride = max(1, -(-len(split.cases) // limit))  # every category, in file order
        for case in split.cases[::stride][:limit]:
            marks.clear()
            started = time.perf_counter()
            calls = gateway.totals.calls + gateway.totals.failed_calls
            said = await client.turn(session.id, case.utterance)
            turns.append(time.perf_counter() - started)
            if gateway.totals.calls + gateway.totals.failed_calls > calls:
                model_turns.append(turns[-1])
            if os.environ.get("BENCH_VERBOSE"):
                from brain.llm.local_handler import local_handler

                handler = local_handler()
                stats = handler.runner.last_stats if handler is not None else None
                numbers = (
                    f"[prompt {stats.prompt_tokens} cached {stats.cached_tokens} "
                    f"out {stats.completion_tokens} first {stats.first_token_s:.2f}s "
                    f"gen {stats.total_s:.2f}s]"
                    if stats is not None
                    else ""
                )
                print(
                    f"{turns[-1]:.2f} {numbers} {case.utterance!r} -> "
                    f"{said[-1].content[:60] if said else '-'!r}"
                )
            firsts.append(marks.get("first", time.perf_counter()) - started)
            if think:
                await asyncio.sleep(think)  # the user reading and typing
        from brain.llm.local_handler import local_handler

        handler = local_handler()
        pauses = handler.runner.pauses if handler is not None else 0
    finally:
        await client.close()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"offline hub turns on {client.model_description()}, {len(turns)} held-out utterances, "
        f"user think time {think:g} s, load average before {load:.1f}"
    )
    print(
        f"turn (send → answer)   p50 {statistics.median(turns):.2f} s  p90 {pct(turns, 0.9):.2f} s"
        f"  max {max(turns):.2f} s"
    )
    print(
        f"first words shown      p50 {statistics.median(firsts):.2f} s  p90 {pct(firsts, 0.9):.2f} s"
    )
    if model_turns:
        print(
            f"turns with a model call ({len(model_turns)}): p50 "
            f"{statistics.median(model_turns):.2f} s  p90 {pct(model_turns, 0.9):.2f} s "
            f"(worker generations paused {pauses}× to let Eddie go first)"
        )
    print(f"peak RSS {peak:.0f} MB; litellm imported: {'litellm' in sys.modules}")
    print(
        f"target p90 <= 3 s: {'met' if pct(turns, 0.9) <= 3 else 'NOT met'}; RSS <= 450 MB: "
        f"{'met' if peak <= 450 else 'NOT met'}"
    )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--think", type=float, default=0.0, help="seconds between turns")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="vo-"))
    for name in list(os.environ):
        if name.startswith("VANCE_"):
            del os.environ[name]
    os.environ.update(VANCE_HOME=str(home), VANCE_FIND_MODEL_SERVERS="false")
    try:
        return asyncio.run(run(args.limit, args.think))
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
