"""Numbers for the offline router and the tiny model on its diet.

Prints: the router's load time (embedding table + examples), its warm latency per utterance
(p50/p90 over both eval halves), its accuracy on the dev and test halves (action and
arguments right), RSS with the router alone and with SmolLM2 loaded too, and (with
``--model``) the tiny model's answer latency and how many answers pass the guard.

    .venv/bin/python bench/router.py [--model] [--misses]

Targets: router median <= 5 ms warm; RSS <= 450 MB with model + router loaded.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ROUTER_P50_TARGET_MS = 5.0
RSS_TARGET_MB = 450
SMALL_TALK = [
    ("hello eddie, who are you?", "en"),
    ("how are you doing today", "en"),
    ("you're pretty helpful, you know", "en"),
    ("wie geht's dir", "de"),
    ("how's it going", "en"),
    ("tell me a joke", "en"),
    ("i'm bored", "en"),
    ("what's your favourite colour", "en"),
    ("why is the sky blue", "en"),
    ("what does photosynthesis mean", "en"),
]


def rss_mb() -> float:
    return float(psutil.Process().memory_info().rss) / 2**20


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", action="store_true", help="also run the tiny model")
    parser.add_argument("--misses", action="store_true", help="print the misses")
    args = parser.parse_args()

    from brain.evals.routing import format_routing_report, load_split, routing_report
    from brain.fastpath import FastPath
    from brain.router import IntentRouter

    base = rss_mb()
    began = time.perf_counter()
    router = IntentRouter.bundled()
    router.warm()
    load_s = time.perf_counter() - began
    fast = FastPath.bundled()
    router_rss = rss_mb()
    reports = [routing_report(router, load_split(s), fast=fast) for s in ("dev", "test")]
    times = [r.elapsed_ms for report in reports for r in report.results]
    print(format_routing_report(reports, misses=args.misses))
    print(
        f"router: {router.embedder.name}, {len(router.examples)} examples, load {load_s:.2f} s; "
        f"warm p50 {statistics.median(times):.2f} ms, p90 {pct(times, 0.9):.2f} ms "
        f"(target p50 <= {ROUTER_P50_TARGET_MS} ms); RSS {base:.0f} -> {router_rss:.0f} MB"
    )
    if not args.model:
        return
    from llama_cpp import Llama

    from brain.llm.guard import guard_answer, trim_spoken
    from brain.llm.model_files import require_local_model
    from brain.llm.tiny_prompt import TINY_SAMPLING, tiny_messages

    # llama.cpp directly, as the gateway will call it (brain.llm.local_llama imports litellm)
    began = time.perf_counter()
    llama = Llama(model_path=str(require_local_model()), n_ctx=2048, n_threads=1, verbose=False)
    model_load_s = time.perf_counter() - began
    loaded_rss = rss_mb()
    latencies, usable = [], 0
    for said, language in SMALL_TALK:
        messages = tiny_messages(said, language=language, user_name="Sam", projects=["garden"])
        began = time.perf_counter()
        out = llama.create_chat_completion(messages=messages, **TINY_SAMPLING)  # type: ignore[arg-type]
        latencies.append(time.perf_counter() - began)
        text = str(out["choices"][0]["message"]["content"] or "")  # type: ignore[index]
        spoken, problem = guard_answer(trim_spoken(text), said, language)
        usable += problem is None
        print(
            f"  {latencies[-1]:.2f} s {said!r} -> {spoken!r}" + (f" [{problem}]" if problem else "")
        )
    peak = rss_mb()
    print(
        f"tiny model: load {model_load_s:.2f} s; answer p50 "
        f"{statistics.median(latencies):.2f} s, p90 {pct(latencies, 0.9):.2f} s; "
        f"{usable}/{len(SMALL_TALK)} pass the guard; RSS with router + model {loaded_rss:.0f} MB, "
        f"after answers {peak:.0f} MB (target <= {RSS_TARGET_MB} MB)"
    )
    import litellm  # noqa: F401

    print(f"(importing litellm as well: {rss_mb():.0f} MB)")


if __name__ == "__main__":
    main()
