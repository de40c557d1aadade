""" "Stop everything" stops every worker at once, with one line naming them (on the small
model it got a chat answer); with nothing running it says so."""

from __future__ import annotations

from brain.models import SessionKind
from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def test_stop_everything_stops_every_worker_and_names_them(small_hub: Hub) -> None:
    assert await answer(small_hub, "stop everything that's running") == "Nothing is running."
    brain = small_hub.client.brain
    for name in ("garden", "band"):
        project = await brain.deps.projects.create(name)
        await brain.sessions.create(
            project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
        )
    workers = await brain.deps.processes.workers(active_only=True)
    assert sorted(project for _process, project in workers) == ["band", "garden"]
    said = await answer(small_hub, "ok kill all the workers")
    assert "garden" in said and "band" in said, said
    assert await brain.deps.processes.workers(active_only=True) == []
    assert small_hub.script.seen == []
