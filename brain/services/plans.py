"""Plan trees of planner processes (marvin): stored node by node, recovered after a crash."""

from __future__ import annotations

from collections.abc import Iterable

from brain.planning.tree import PlanNode, PlanTree
from brain.services.home import Home
from brain.store import Store
from brain.store import plans as repo


class PlanService:
    def __init__(self, store: Store, home: Home) -> None:
        self._store = store
        self._home = home

    async def create(self, process_id: str, tree: PlanTree) -> None:
        await repo.create_tree(self._store, self._home.tenant_id, process_id, tree)

    async def add(self, process_id: str, nodes: Iterable[PlanNode]) -> None:
        async with self._store.transaction() as tx:
            await repo.insert_nodes(tx, self._home.tenant_id, process_id, nodes)

    async def expand(self, process_id: str, parent: PlanNode, children: list[PlanNode]) -> None:
        """A node was decomposed: its change and its new children, together."""
        async with self._store.transaction() as tx:
            await repo.update_node(tx, parent)
            await repo.insert_nodes(tx, self._home.tenant_id, process_id, children)

    async def save(self, nodes: Iterable[PlanNode]) -> None:
        """Persist changed nodes together (each once; nothing to write, no transaction)."""
        changed = list({node.id: node for node in nodes}.values())
        if not changed:
            return
        async with self._store.transaction() as tx:
            await repo.update_nodes(tx, changed)

    async def planners(self) -> set[str]:
        """Ids of the processes that have a plan."""
        return await repo.planned_processes(self._store, self._home.tenant_id)

    async def load(self, process_id: str) -> PlanTree | None:
        return await repo.load_tree(self._store, process_id)
