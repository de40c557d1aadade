"""Plan mode: todo updates reach the hub session as plan snapshots, proposals wait."""

from __future__ import annotations

from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from tests.engines.conftest import Hub, call


async def test_worker_todos_reach_the_hub_session_tagged(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="move", task="Plan my move."))
    hub.script.add(
        "arthur",
        call(
            "todo_update",
            todos=[{"title": "Book van", "status": "in_progress"}, {"title": "Pack books"}],
        ),
        call(
            "todo_update",
            todos=[
                {"title": "Book van", "status": "completed"},
                {"title": "Pack books", "status": "done"},
            ],
        ),
        Reply(text="All planned."),
    )
    await hub.say("get a worker in move to plan my move")
    todos = hub.frames_of("todos-updated")
    assert len(todos) == 2 and todos[0].forwarded_by is not None
    assert [t["status"] for t in todos[-1].todos] == ["done", "done"]
    plans = [f for f in hub.frames_of("process-progress") if f.kind == "plan"]
    assert plans[-1].plan.status == "done"
    assert [c.title for c in plans[-1].plan.children] == ["Book van", "Pack books"]
    assert plans[-1].forwarded_by.engine == "eddie"
    worker = next(p for p in await hub.client.processes() if p.engine == "arthur")
    assert (
        worker.params.todos and worker.params.todos[0].title == "Book van"
    )  # persisted, not only pushed


async def test_eddie_proposes_a_plan_and_waits(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call(
            "propose_plan",
            summary="I will tidy your notes.",
            todos=[{"title": "Collect notes"}, {"title": "Merge duplicates"}],
        ),
    )
    await hub.say("help me tidy my notes, plan first")
    last = (await hub.eddie_said())[-1]
    assert last.meta.action == "propose_plan" and "[ ] Merge duplicates" in last.content
    assert hub.frames_of("plan-proposed")[0].summary == "I will tidy your notes."
    eddie = await hub.client.brain.sessions.chat_process(hub.session.id)
    assert eddie.status == ProcessStatus.BLOCKED and eddie.params.mode == "plan"
