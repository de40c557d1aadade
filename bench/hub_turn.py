"""Brain overhead of one hub turn on the scripted model.

Measures, per turn: user input persisted → answer persisted and published (the assistant
``chat-appended`` frame), and subtracts the time spent inside the model gateway (the
scripted model through litellm), so what remains is the brain: inbox, lane, prompt
building, action handling, SQLite writes, publishing. Prints median and p95.

    .venv/bin/python bench/hub_turn.py [TURNS]
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


async def main(turns: int) -> None:
    from brain.client import Client
    from brain.config import Paths, Settings
    from brain.events.frames import ChatAppended
    from brain.llm.scripted import Reply, register_script

    register_script("bench", lambda messages, tools: Reply(text="Sure, done.", chunk_chars=64))
    root = Path(tempfile.mkdtemp(prefix="vance-bench-"))
    paths = Paths(config_dir=root / "c", data_dir=root / "d", log_dir=root / "l")
    client = await Client.start(
        profile="daemon", paths=paths, settings=Settings(model="scripted/bench")
    )
    gateway = client.brain.gateway
    await gateway.warm()
    model_ms: list[float] = []
    original = gateway.complete

    async def timed(*args, **kwargs):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        try:
            return await original(*args, **kwargs)
        finally:
            model_ms.append((time.perf_counter() - started) * 1000)

    gateway.complete = timed  # type: ignore[method-assign]
    session = await client.open_hub()
    done = asyncio.Event()

    def on_frame(frame: object) -> None:
        if isinstance(frame, ChatAppended) and frame.message.role == "assistant":
            done.set()

    client.subscribe(session.id, on_frame)
    totals: list[float] = []
    overhead: list[float] = []
    for index in range(turns + 20):
        done.clear()
        model_ms.clear()
        started = time.perf_counter()
        await client.send(session.id, f"tell me something number {index}")
        await done.wait()
        elapsed = (time.perf_counter() - started) * 1000
        if index >= 20:  # warm-up
            totals.append(elapsed)
            overhead.append(elapsed - sum(model_ms))
        await client.brain.runtime.wait_idle()
    await client.close()

    def p95(values: list[float]) -> float:
        return sorted(values)[int(len(values) * 0.95) - 1]

    print(f"hub turns: {turns}")
    print(
        f"turn total (incl. scripted model via litellm): median {statistics.median(totals):.2f} ms,"
        f" p95 {p95(totals):.2f} ms"
    )
    print(
        f"brain overhead (model time excluded):          median {statistics.median(overhead):.2f} ms,"
        f" p95 {p95(overhead):.2f} ms   (target: median <= 5 ms)"
    )


async def journal_overhead(steps: int) -> None:
    """What recording one step costs (issue 16: target ≤ 1 ms median each): a journaled model
    call and a journaled tool call against the same call made directly, on a real SQLite file."""
    from brain.llm.types import LlmResult, ToolCall, Usage
    from brain.runtime.journal import TurnJournal
    from brain.store import Store
    from brain.tools.base import ToolResult

    root = Path(tempfile.mkdtemp(prefix="vance-bench-journal-"))
    store = await Store.open(root / "vance.db")
    model_result = LlmResult(
        text="",
        tool_calls=[ToolCall(id="c1", name="inbox_list", arguments='{"unread_only": true}')],
        usage=Usage(tokens_in=2400, tokens_out=40),
        model="scripted/bench",
        alias="default:fast",
        elapsed_ms=12.0,
    )
    tool_result = ToolResult(call_id="c1", name="inbox_list", ok=True, content="x" * 2000)

    async def model() -> LlmResult:
        return model_result

    async def tool() -> ToolResult:
        return tool_result

    def median_us(samples: list[float]) -> float:
        return statistics.median(samples) * 1e6

    for kind, run, load in (
        ("model", model, LlmResult.model_validate_json),
        ("tool", tool, ToolResult.model_validate_json),
    ):
        direct: list[float] = []
        journaled: list[float] = []
        for turn in range(steps):
            journal = await TurnJournal.open(store, "pr-bench", [turn + 1])
            started = time.perf_counter()
            await run()
            direct.append(time.perf_counter() - started)
            started = time.perf_counter()
            await journal.step(kind, run, lambda value: value.model_dump_json(), load)
            journaled.append(time.perf_counter() - started)
        overhead = median_us(journaled) - median_us(direct)
        print(
            f"journal overhead per {kind} step: median {overhead / 1000:.3f} ms"
            f" over {steps} steps (target: <= 1 ms)"
        )
    await store.close()


if __name__ == "__main__":
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    asyncio.run(main(turns))
    asyncio.run(journal_overhead(min(turns, 1000)))
