"""Benchmark: what memory and knowledge sync add to a hub turn, on a big home.

A home with 1,000,000 activity rows (3 users, 6 hub processes each, 30 days) and 100,000
facts for one user (profile facts with long correction histories, notes, forgotten notes).
Measures, through the real async store: memory recall (profile + full-text match), the
other windows' activity read, the whole ``hub_turn_context`` (both, framed), and the
resume recap. Target (issue 11): ≤ 5 ms median added to a hub turn.

    .venv/bin/python bench/memory.py [--activity 1000000] [--facts 100000] [--runs 300]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from brain.ids import now
from brain.memory.context import hub_turn_context
from brain.memory.extract import note_subject
from brain.memory.recap import session_recap
from brain.memory.service import MemoryService
from brain.services.home import bootstrap_home
from brain.store import Store

USERS = ("ann", "bob", "cleo")
PROCESSES_PER_USER = 6
DAYS = 30
BATCH = 50_000
PROFILE = ("user.name", "user.nickname", "user.location", "user.preference.answers")
QUERIES = (
    "what do you know about the garden?",  # a common word: ~1 % of the notes
    "when is the dentist appointment with rossi",  # rare words
    "hello there",  # nothing to search for beyond the profile
)


def size_mb(path: Path) -> float:
    return path.stat().st_size / 1e6


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def fill_activity(store: Store, tenant_id: str, users: dict[str, str], rows: int) -> None:
    start_ts = now() - DAYS * 24 * 3600
    step = DAYS * 24 * 3600 / rows
    names = list(users)
    for offset in range(0, rows, BATCH):
        batch = []
        for i in range(offset, min(rows, offset + BATCH)):
            user = names[i % len(names)]
            process = f"pr-{user}-{(i // len(names)) % PROCESSES_PER_USER}"
            kind = ("turn", "PROJECT_CREATED", "PROCESS_SPAWNED", "turn")[i % 4]
            refs = f'{{"project":"p{i % 97}"}}'
            batch.append(
                (
                    tenant_id,
                    users[user],
                    f"s-{process}",
                    process,
                    start_ts + i * step,
                    kind,
                    f"entry {i}",
                    refs,
                )
            )
        async with store.transaction() as tx:
            await tx.executemany(
                "INSERT INTO activity (tenant_id, user_id, session_id, process_id, ts, kind,"
                " summary, refs) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                batch,
            )


async def fill_facts(store: Store, tenant_id: str, user_id: str, count: int) -> None:
    rng = random.Random(11)
    vocabulary = [f"w{n:04d}" for n in range(5000)]
    start_ts = now() - 200 * 86400
    rows: list[tuple[Any, ...]] = []
    history = count // 10  # 10 % are superseded versions of the profile facts
    for i in range(count):
        ts = start_ts + i * (200 * 86400 / count)
        if i < history:
            subject, value, status = PROFILE[i % len(PROFILE)], f"value {i}", "superseded"
        elif i >= count - len(PROFILE):
            subject, value, status = PROFILE[count - 1 - i], f"current {i}", "active"
        else:
            words = rng.sample(vocabulary, 7)
            if i % 100 == 1:
                words[3] = "garden"
            if i == count // 2 + 1:
                words[:3] = ["dentist", "appointment", "rossi"]
            value = " ".join(words)
            subject = note_subject(value)
            status = "forgotten" if i % 20 == 0 else "active"
        rows.append(
            (tenant_id, user_id, subject, value, "user-stated", 0.9, status, "s-bench", i, ts)
        )
    for offset in range(0, len(rows), BATCH):
        async with store.transaction() as tx:
            await tx.executemany(
                "INSERT INTO facts (tenant_id, user_id, subject, value, source, confidence,"
                " status, session_id, message_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?,"
                " ?, ?)",
                rows[offset : offset + BATCH],
            )


async def timed(fn: Callable[[], Awaitable[Any]], runs: int) -> tuple[list[float], Any]:
    for _ in range(20):  # warm the page cache
        result = await fn()
    timings = []
    for _ in range(runs):
        started = time.perf_counter()
        result = await fn()
        timings.append((time.perf_counter() - started) * 1000)
    return timings, result


def report(label: str, timings: list[float], detail: str) -> None:
    print(
        f"{label:<46} median {statistics.median(timings):6.2f} ms   "
        f"p95 {percentile(timings, 0.95):6.2f} ms   ({detail})"
    )


async def main(activity: int, facts: int, runs: int, db: Path) -> None:
    store = await Store.open(db)
    try:
        homes = {name: await bootstrap_home(store, name) for name in USERS}
        ann = homes["ann"]
        if (await store.fetch_one("SELECT COUNT(*) FROM activity"))[0] < activity:
            started = time.perf_counter()
            await fill_activity(
                store, ann.tenant_id, {n: h.user_id for n, h in homes.items()}, activity
            )
            print(f"filled {activity:,} activity rows in {time.perf_counter() - started:.1f} s")
        if (await store.fetch_one("SELECT COUNT(*) FROM facts"))[0] < facts:
            started = time.perf_counter()
            await fill_facts(store, ann.tenant_id, ann.user_id, facts)
            print(
                f"filled {facts:,} facts (+ full-text index) in "
                f"{time.perf_counter() - started:.1f} s"
            )
        print(f"database {size_mb(db):,.0f} MB")
        memory = MemoryService(store, tenant_id=ann.tenant_id, user_id=ann.user_id)
        me = "pr-ann-0"
        for query in QUERIES:
            timings, found = await timed(lambda q=query: memory.recall(q), runs)
            report(f"recall {query[:30]!r}", timings, f"{len(found)} facts")
        timings, found = await timed(lambda: memory.search("garden", limit=20), runs)
        report("search 'garden' (memory list/search)", timings, f"{len(found)} facts")
        for query in QUERIES[:2]:
            timings, context = await timed(
                lambda q=query: hub_turn_context(
                    store,
                    memory,
                    tenant_id=ann.tenant_id,
                    user_id=ann.user_id,
                    process_id=me,
                    user_text=q,
                ),
                runs,
            )
            report(
                f"hub_turn_context {query[:24]!r}",
                timings,
                f"{len(context.splitlines())} lines, {len(context):,} chars",
            )
        timings, text = await timed(
            lambda: session_recap(
                store,
                tenant_id=ann.tenant_id,
                user_id=ann.user_id,
                process_id=me,
                last_seen=now() - 86400,
                lang="en",
            ),
            runs,
        )
        report("session_recap (since yesterday)", timings, repr(text[:60]))
    finally:
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--activity", type=int, default=1_000_000)
    parser.add_argument("--facts", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--db", type=Path, help="reuse/keep this database (default: a tmp dir)")
    args = parser.parse_args()
    if args.db:
        asyncio.run(main(args.activity, args.facts, args.runs, args.db))
    else:
        with tempfile.TemporaryDirectory(prefix="vance-bench-") as tmp:
            asyncio.run(main(args.activity, args.facts, args.runs, Path(tmp) / "vance.db"))
