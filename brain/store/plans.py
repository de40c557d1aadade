"""Plan trees (marvin): nodes in ``plan_nodes``, one tree per process.

The engine holds the tree in memory and changes it with the pure functions of
:mod:`brain.planning.tree`; every changed node is written back here with one statement
(:func:`update_node`, optionally compare-and-set on the status it expects), so a crash
loses at most the change in flight. :func:`recover_tree` applies the after-a-crash rules.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from brain.errors import Conflict
from brain.ids import now
from brain.planning.tree import NodeStatus, PlanNode, PlanTree, Usage, recover
from brain.store.db import Store, Transaction

Db = Store | Transaction

_INSERT = (
    "INSERT INTO plan_nodes (id, tenant_id, process_id, parent_id, position, kind, title, status,"
    " engine, task, sequential, worker_process_id, result, error, attempts, budget_allowed,"
    " budget_used, tokens_in, tokens_out, llm_calls, elapsed_ms, created_at, updated_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_UPDATE = (
    "UPDATE plan_nodes SET status = ?, title = ?, worker_process_id = ?, result = ?, error = ?,"
    " attempts = ?, budget_allowed = ?, budget_used = ?, tokens_in = ?, tokens_out = ?,"
    " llm_calls = ?, elapsed_ms = ?, updated_at = ? WHERE id = ?"
)


def _insert_row(tenant_id: str, process_id: str, node: PlanNode, stamp: float) -> Sequence[Any]:
    usage = node.usage
    return (
        node.id,
        tenant_id,
        process_id,
        node.parent_id,
        node.position,
        node.kind.value,
        node.title,
        node.status.value,
        node.engine,
        node.task,
        int(node.sequential),
        node.process_id,
        node.result,
        node.error,
        node.attempts,
        node.budget_allowed,
        node.budget_used,
        usage.tokens_in,
        usage.tokens_out,
        usage.llm_calls,
        usage.elapsed_ms,
        stamp,
        stamp,
    )


def _node(row: sqlite3.Row) -> PlanNode:
    return PlanNode(
        id=row["id"],
        parent_id=row["parent_id"],
        position=row["position"],
        kind=row["kind"],
        title=row["title"],
        status=row["status"],
        engine=row["engine"],
        task=row["task"],
        sequential=bool(row["sequential"]),
        process_id=row["worker_process_id"],
        result=row["result"],
        error=row["error"],
        attempts=row["attempts"],
        budget_allowed=row["budget_allowed"],
        budget_used=row["budget_used"],
        usage=Usage(
            tokens_in=row["tokens_in"],
            tokens_out=row["tokens_out"],
            llm_calls=row["llm_calls"],
            elapsed_ms=row["elapsed_ms"],
        ),
    )


async def create_tree(store: Store, tenant_id: str, process_id: str, tree: PlanTree) -> None:
    """Persist a new tree for ``process_id`` (a process has at most one)."""
    async with store.transaction() as tx:
        if await tx.fetch_one("SELECT 1 FROM plan_nodes WHERE process_id = ?", (process_id,)):
            raise Conflict(f"The process {process_id} already has a plan.")
        await insert_nodes(tx, tenant_id, process_id, tree.walk())


async def insert_nodes(
    tx: Transaction, tenant_id: str, process_id: str, nodes: Iterable[PlanNode]
) -> None:
    """New nodes (parents before children), e.g. the children of a PLAN node just expanded,
    in one trip to the database (in the transaction that also saves the parent's change)."""
    stamp = now()
    await tx.executemany(_INSERT, [_insert_row(tenant_id, process_id, n, stamp) for n in nodes])


def _update_row(node: PlanNode, stamp: float) -> list[Any]:
    usage = node.usage
    return [
        node.status.value,
        node.title,
        node.process_id,
        node.result,
        node.error,
        node.attempts,
        node.budget_allowed,
        node.budget_used,
        usage.tokens_in,
        usage.tokens_out,
        usage.llm_calls,
        usage.elapsed_ms,
        stamp,
        node.id,
    ]


async def update_node(db: Db, node: PlanNode, *, expect: NodeStatus | None = None) -> bool:
    """Write a node's changing fields in one statement. With ``expect`` the write happens
    only while the stored status is still ``expect`` (compare-and-set); returns whether
    the row was written."""
    params = _update_row(node, now())
    sql = _UPDATE
    if expect is not None:
        sql += " AND status = ?"
        params.append(expect.value)
    return await db.execute(sql, params) == 1


async def update_nodes(tx: Transaction, nodes: Iterable[PlanNode]) -> None:
    """Write several nodes' changing fields in one trip to the database."""
    stamp = now()
    await tx.executemany(_UPDATE, [_update_row(node, stamp) for node in nodes])


async def planned_processes(db: Db, tenant_id: str) -> set[str]:
    """The processes that have a plan tree."""
    rows = await db.fetch(
        "SELECT DISTINCT process_id FROM plan_nodes WHERE tenant_id = ?", (tenant_id,)
    )
    return {row["process_id"] for row in rows}


async def load_tree(db: Db, process_id: str) -> PlanTree | None:
    """The process's tree as stored, or None when it has none."""
    rows = await db.fetch(
        "SELECT * FROM plan_nodes WHERE process_id = ? ORDER BY parent_id, position",
        (process_id,),
    )
    return PlanTree(_node(row) for row in rows) if rows else None


async def recover_tree(
    store: Store, process_id: str, reason: str = "Vance stopped while it ran"
) -> PlanTree | None:
    """Load the tree after a restart and apply :func:`brain.planning.tree.recover`
    atomically: finished nodes stay finished, a node found running is retried once and
    failed with ``reason`` on its second interruption."""
    async with store.transaction() as tx:
        tree = await load_tree(tx, process_id)
        if tree is None:
            return None
        for node in recover(tree, reason):
            await update_node(tx, node, expect=NodeStatus.RUNNING)
        return tree


async def delete_tree(db: Db, process_id: str) -> None:
    """Drop a process's tree (one statement: parent references are checked at its end)."""
    await db.execute("DELETE FROM plan_nodes WHERE process_id = ?", (process_id,))
