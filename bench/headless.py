"""Headless turns: wall time of `vance chat "…"`, cold (embedded brain) vs attached (resident).

A loopback OpenAI-compatible server (tests/llm/fake_openai.py) answers every request at
once, so what is measured is Vance: interpreter start, imports, opening the brain, the turn,
and closing. Each mode runs ``--runs`` times in one fresh ``VANCE_HOME``:

- cold: ``vance chat --embedded "…"`` (what every run cost before the resident brain);
- auto: the first ``vance chat`` with brain.linger > 0 and nothing resident (starts one);
- attached: ``vance chat "…"`` while ``vance serve`` runs.

Also: one socket round trip of ``history`` (the session's messages) through RemoteClient.
Prints medians, p90 and the cold/attached ratio. Targets (issue 13): attached ≤ 0.8 s,
cold no worse than before. With ``--local``: the bundled local model's first token through a
warm resident brain (from ``send`` to the first words shown: a ``stream-chunk`` frame, or the
answer itself when the turn did not stream; target ≤ 0.5 s).

    .venv/bin/python bench/headless.py [--runs 10] [--local]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
COMMAND = [sys.executable, "-c", "from vance_tui.entry import main; main()"]
TEXT = "tell me something nice about tea"


def chat(env: dict[str, str], *extra: str) -> float:
    started = time.perf_counter()
    done = subprocess.run(
        [*COMMAND, "chat", *extra, TEXT],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
        cwd=ROOT,
    )
    took = time.perf_counter() - started
    if done.returncode != 0 or "fake" not in done.stdout:
        raise SystemExit(f"vance chat failed ({done.returncode}): {done.stdout}{done.stderr}")
    return took


def stats(name: str, values: list[float]) -> float:
    median = statistics.median(values)
    p90 = sorted(values)[max(0, round(0.9 * len(values)) - 1)]
    print(f"{name:<28} median {median:6.3f} s   p90 {p90:6.3f} s   (n={len(values)})")
    return median


async def history_round_trip(env: dict[str, str]) -> tuple[float, int]:
    from brain.config import resolve_paths
    from brain.remote.resident import connect

    os.environ.update(env)
    client = await connect(resolve_paths())
    assert client is not None
    try:
        (session, *_) = await client.sessions()
        times = []
        for _ in range(30):
            started = time.perf_counter()
            messages = await client.history(session.id)
            times.append(time.perf_counter() - started)
        return statistics.median(times), len(messages)
    finally:
        await client.close()


async def first_tokens(env: dict[str, str], runs: int) -> list[float]:
    """Seconds from ``send`` to the first streamed chunk, per turn, through RemoteClient."""
    from brain.config import resolve_paths
    from brain.events.frames import ChatAppended, StreamChunk
    from brain.remote.resident import connect

    os.environ.update(env)
    client = await connect(resolve_paths(), profile="foot")
    assert client is not None
    times: list[float] = []
    try:
        session = await client.open_hub(new=True)
        first = asyncio.Event()

        def on_frame(frame: object) -> None:
            # the first words shown: a streamed chunk, or the answer when nothing streamed
            if isinstance(frame, StreamChunk) or (
                isinstance(frame, ChatAppended) and frame.message.role == "assistant"
            ):
                first.set()

        client.subscribe(session.id, on_frame)
        for index in range(runs + 1):  # the first turn warms what loads lazily (not counted)
            first.clear()
            started = time.perf_counter()
            turn = asyncio.create_task(client.turn(session.id, f"{TEXT} ({index})"))
            await asyncio.wait_for(first.wait(), 120)
            if index:
                times.append(time.perf_counter() - started)
            await turn
    finally:
        await client.close()
    return times


def local_model(runs: int) -> int:
    """The local model through a warm resident brain: first-token latency."""
    home = Path(tempfile.mkdtemp(prefix="vl-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("VANCE_") and "API" not in k}
    env.update(VANCE_HOME=str(home), PYTHONPATH=str(ROOT), VANCE_BRAIN__LINGER="0")
    serve = subprocess.Popen(
        [*COMMAND, "serve"], env=env, stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert serve.stdout is not None
    try:
        if "serving" not in serve.stdout.readline():
            raise SystemExit("vance serve did not start")
        times = asyncio.run(first_tokens(env, runs))
    finally:
        serve.terminate()
        serve.wait(timeout=60)
        serve.stdout.close()
        shutil.rmtree(home, ignore_errors=True)
    print("the local model through a warm resident brain (send → first words shown)")
    median = stats("first token (local model)", times)
    print(f"target ≤ 0.5 s: {'met' if median <= 0.5 else 'NOT met'}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--local", action="store_true", help="the local model's first token")
    args = parser.parse_args()
    if args.local:
        return local_model(args.runs)
    from tests.llm.fake_openai import Behaviour, FakeOpenAI

    home = Path(tempfile.mkdtemp(prefix="vb-"))
    with FakeOpenAI() as server:
        server.default = Behaviour(text="Tea is lovely, says the fake server.", chunk_chars=64)
        env = {k: v for k, v in os.environ.items() if not k.startswith("VANCE_") and "API" not in k}
        env.update(
            VANCE_HOME=str(home),
            VANCE_MODEL="openai/fake",
            OPENAI_API_BASE=server.base_url,
            OPENAI_API_KEY="sk-fake",
            LITELLM_LOCAL_MODEL_COST_MAP="True",
            PYTHONPATH=str(ROOT),
            VANCE_BRAIN__LINGER="0",
        )
        try:
            chat(env, "--embedded")  # bootstrap the home once (not measured)
            cold = [chat(env, "--embedded") for _ in range(args.runs)]
            auto = chat({**env, "VANCE_BRAIN__LINGER": "60"})
            subprocess.run([*COMMAND, "serve", "--stop"], env=env, capture_output=True, cwd=ROOT)
            serve = subprocess.Popen(
                [*COMMAND, "serve"], env=env, stdout=subprocess.PIPE, text=True, cwd=ROOT
            )
            assert serve.stdout is not None
            if "serving" not in serve.stdout.readline():
                raise SystemExit("vance serve did not start")
            try:
                chat(env)  # the resident brain's first turn loads what it lazily loads
                attached = [chat(env) for _ in range(args.runs)]
                rtt, count = asyncio.run(history_round_trip(env))
            finally:
                serve.terminate()
                serve.wait(timeout=30)
                serve.stdout.close()
        finally:
            shutil.rmtree(home, ignore_errors=True)
    print(f"vance chat {TEXT!r} against a loopback OpenAI-compatible server")
    cold_median = stats("cold (--embedded)", cold)
    print(f"{'first run, auto-started':<28} {auto:13.3f} s")
    warm_median = stats("attached (vance serve)", attached)
    print(f"ratio cold/attached          {cold_median / warm_median:6.1f}x")
    print(f"history round trip ({count} messages) {rtt * 1000:6.2f} ms")
    print(f"target attached ≤ 0.8 s: {'met' if warm_median <= 0.8 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
