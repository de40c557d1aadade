"""Whole offline turns for a kind held-out set 44 found (said here in other words): "stop it"
with a groan before it, while two workers are busy, asks which one to stop instead of comforting
the user; a groan alone is still comforted."""

from __future__ import annotations

from brain.models import SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def _two_workers(hub: Hub) -> None:
    brain = hub.client.brain
    for name in ("newsletter", "bike_repair"):
        project = await brain.deps.projects.create(name)
        await brain.sessions.create(
            project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
        )


async def test_a_groaned_stop_with_two_workers_asks_which(small_hub: Hub) -> None:
    await _two_workers(small_hub)
    said = await answer(small_hub, "ugh stop it now")
    assert "Which" in said and "newsletter" in said and "bike_repair" in said, said
    workers = await small_hub.client.brain.deps.processes.workers(active_only=True)
    assert len(workers) == 2  # nothing stopped before the user picks


async def test_a_groan_without_a_command_is_still_comforted(small_hub: Hub) -> None:
    await _two_workers(small_hub)
    said = await answer(small_hub, "ugh, rough day")
    assert "Which" not in said, said
