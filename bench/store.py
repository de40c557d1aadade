"""Benchmark: the activity log at 1,000,000 rows.

Measures insert throughput (batched ``executemany``, and one commit per entry as the brain
appends them) and the recap read: the last 50 entries of *other* processes of one user within
3 days, through the real async :class:`~brain.store.Store` (target: median ≤ 5 ms).

    .venv/bin/python bench/store.py [--rows 1000000] [--runs 300] [--db PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from brain.ids import now
from brain.services.home import bootstrap_home
from brain.store import Store, records

USERS = ("ann", "bob", "cleo")
PROCESSES_PER_USER = 6
DAYS = 30
BATCH = 50_000
RECAP_WINDOW = 3 * 24 * 3600
KINDS = ("turn", "tool", "project-created", "answer")


def size_mb(path: Path) -> float:
    return path.stat().st_size / 1e6


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def fill(store: Store, tenant_id: str, users: dict[str, str], rows: int) -> float:
    """Insert ``rows`` entries spread over the last ``DAYS`` days; returns rows per second."""
    start_ts = now() - DAYS * 24 * 3600
    step = DAYS * 24 * 3600 / rows
    names = list(users)
    started = time.perf_counter()
    for offset in range(0, rows, BATCH):
        batch = []
        for i in range(offset, min(rows, offset + BATCH)):
            user = names[i % len(names)]
            process = f"pr-{user}-{(i // len(names)) % PROCESSES_PER_USER}"
            batch.append(
                (
                    tenant_id,
                    users[user],
                    f"s-{user}",
                    process,
                    start_ts + i * step,
                    KINDS[i % len(KINDS)],
                    f"entry {i} of {process}",
                    "{}",
                )
            )
        async with store.transaction() as tx:
            await tx.executemany(
                "INSERT INTO activity (tenant_id, user_id, session_id, process_id, ts, kind,"
                " summary, refs) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                batch,
            )
    return rows / (time.perf_counter() - started)


async def single_appends(store: Store, tenant_id: str, user_id: str, count: int) -> float:
    """``records.append_activity`` one by one (a commit each); returns entries per second."""
    started = time.perf_counter()
    for i in range(count):
        await records.append_activity(
            store,
            tenant_id=tenant_id,
            user_id=user_id,
            session_id="s-bench",
            process_id="pr-bench",
            kind="turn",
            summary=f"single {i}",
        )
    return count / (time.perf_counter() - started)


async def time_recap(
    store: Store, tenant_id: str, user_id: str, process_id: str, runs: int
) -> tuple[list[float], int]:
    timings = []
    found = 0
    for _ in range(runs):
        started = time.perf_counter()
        entries = await records.recent_activity_of_others(
            store, tenant_id, user_id, process_id, since=now() - RECAP_WINDOW, limit=50
        )
        timings.append((time.perf_counter() - started) * 1000)
        found = len(entries)
        assert all(e.process_id != process_id for e in entries)
    return timings, found


def report(label: str, timings: list[float], found: int) -> None:
    print(
        f"{label:<44} median {statistics.median(timings):6.2f} ms   "
        f"p95 {percentile(timings, 0.95):6.2f} ms   ({len(timings)} runs, {found} entries)"
    )


async def main(rows: int, runs: int, db: Path) -> None:
    store = await Store.open(db)
    try:
        homes = {name: await bootstrap_home(store, name) for name in USERS}
        tenant_id = homes[USERS[0]].tenant_id
        users = {name: home.user_id for name, home in homes.items()}
        existing = (await store.fetch_one("SELECT COUNT(*) FROM activity"))[0]
        if existing < rows:
            rate = await fill(store, tenant_id, users, rows - existing)
            print(f"insert, executemany in batches of {BATCH:,}:   {rate:12,.0f} rows/s")
        else:
            print(f"reusing {existing:,} rows in {db}")
        rate = await single_appends(store, tenant_id, users["ann"], 2_000)
        print(f"insert, append_activity (a commit each):     {rate:12,.0f} rows/s")
        total = (await store.fetch_one("SELECT COUNT(*) FROM activity"))[0]
        print(f"activity rows: {total:,}; database {size_mb(db):,.0f} MB")

        plan = await store.fetch(
            "EXPLAIN QUERY PLAN SELECT * FROM activity WHERE tenant_id = ? AND user_id = ?"
            " AND ts >= ? AND (process_id IS NULL OR process_id != ?) ORDER BY ts DESC LIMIT ?",
            (tenant_id, users["ann"], now() - RECAP_WINDOW, "pr-ann-0", 50),
        )
        print("plan:", "; ".join(row["detail"] for row in plan))

        await time_recap(store, tenant_id, users["ann"], "pr-ann-0", 20)  # warm the cache
        report(
            "recap read (last 50 of other processes)",
            *await time_recap(store, tenant_id, users["ann"], "pr-ann-0", runs),
        )
        # Worst case: the reader itself wrote the newest entries (single_appends above), so the
        # read has to skip them to find other processes' entries.
        own = (
            await store.fetch_one("SELECT COUNT(*) FROM activity WHERE process_id = 'pr-bench'")
        )[0]
        report(
            f"recap read, own {own:,} newest entries skipped",
            *await time_recap(store, tenant_id, users["ann"], "pr-bench", runs),
        )
    finally:
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--db", type=Path, help="reuse/keep this database (default: a tmp dir)")
    args = parser.parse_args()
    if args.db:
        asyncio.run(main(args.rows, args.runs, args.db))
    else:
        with tempfile.TemporaryDirectory(prefix="vance-bench-") as tmp:
            asyncio.run(main(args.rows, args.runs, Path(tmp) / "vance.db"))
