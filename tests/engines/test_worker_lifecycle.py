"""Workers that finish and spend within limits (issue 10): a hard token budget checked before
every model call (at the cap the worker asks through Eddie: extend, finish with what it has,
or stop, and does what the user picked), and follow-ups that go to the project's worker."""

from __future__ import annotations

from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from tests.engines.conftest import Hub, call


async def _delegate_with_tiny_budget(hub: Hub, budget: int) -> None:
    hub.script.add(
        "eddie", call("delegate_project", project="soil", task="Test the soil.", budget=budget)
    )
    await hub.say("have a worker in soil test the soil")


async def _worker(hub: Hub):  # type: ignore[no-untyped-def]
    return next(p for p in await hub.client.processes() if p.engine == "arthur")


async def test_no_call_past_the_cap_and_extend_goes_on(hub: Hub) -> None:
    hub.script.add("arthur", Reply(text="The soil is slightly acidic."))
    await _delegate_with_tiny_budget(hub, 50)
    worker = await _worker(hub)
    assert worker.status == ProcessStatus.BLOCKED
    assert worker.llm_calls == 0  # the check came before the call
    question = (await hub.eddie_said())[-1]
    assert "token budget" in question.content
    assert [o.label for o in question.meta.options] == [
        "Extend by 100k tokens",
        "Finish now",
        "Stop",
    ]
    await hub.say("1")
    said = [m.content for m in await hub.eddie_said()]
    assert said[-1] == "The soil is slightly acidic."
    worker = await _worker(hub)
    assert worker.llm_calls == 1 and worker.params.extra("budget") == 100_050


async def test_finish_makes_one_last_call_past_the_cap(hub: Hub) -> None:
    hub.script.add("arthur", Reply(text="Here is what I have: pH about 6."))
    await _delegate_with_tiny_budget(hub, 10)
    await hub.say("finish now")
    said = [m.content for m in await hub.eddie_said()]
    assert said[-1] == "Here is what I have: pH about 6."
    worker = await _worker(hub)
    assert worker.llm_calls == 1 and worker.params.extra("awaiting_cap") is None


async def test_stop_ends_the_worker_without_a_call(hub: Hub) -> None:
    await _delegate_with_tiny_budget(hub, 10)
    await hub.say("3")
    worker = await _worker(hub)
    assert worker.status == ProcessStatus.DONE and worker.llm_calls == 0
    said = "\n".join(m.content for m in await hub.eddie_said())
    assert "Stopped at the token budget" in said


async def test_follow_ups_to_a_project_go_to_its_worker_unless_a_new_one_is_asked(
    hub: Hub,
) -> None:
    hub.script.add(
        "eddie",
        call("delegate_project", project="garden", task="Plan the beds."),
        call("delegate_project", project="garden", task="Add tomatoes to the plan."),
        call("delegate_project", project="garden", task="And some basil."),
        call("delegate_project", project="garden", task="Price a shed.", new_worker=True),
    )
    hub.script.add(
        "arthur",
        lambda messages: Reply(text=f"Done: {messages[-1]['content']}"),
        lambda messages: Reply(text=f"Done: {messages[-1]['content']}"),
        lambda messages: Reply(text=f"Done: {messages[-1]['content']}"),
        lambda messages: Reply(text=f"Done: {messages[-1]['content']}"),
    )
    for said in ("garden beds please", "tomatoes too", "and basil"):
        await hub.say(said)
        await hub.settle()
    workers = [p for p in await hub.client.processes() if p.engine == "arthur"]
    assert len(workers) == 1  # three delegations, one worker
    lines = [m.content for m in await hub.eddie_said()]
    # it had delivered and was idle: not "already on it", but the one that knows the work
    assert any("did the earlier work there" in line for line in lines), lines
    assert not any("already on it" in line for line in lines)
    assert any("And some basil." in line for line in lines)  # the worker got the follow-up
    await hub.say("a separate worker should price a shed")
    await hub.settle()
    assert len([p for p in await hub.client.processes() if p.engine == "arthur"]) == 2


async def test_what_started_is_said_truthfully(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("delegate_project", project="trip", task="Plan the trip.", engine="marvin"),
        call("delegate_project", project="trip", task="Weather on Friday?", engine="ford"),
    )
    hub.script.add("marvin", Reply(text='{"steps": []}'), Reply(text="Nothing to do."))
    hub.script.add("arthur", Reply(text="Planned."))
    hub.script.add("ford", Reply(text="Sunny."))
    await hub.say("plan my trip properly, step by step")
    await hub.settle()
    await hub.say("and ask someone there about friday's weather")
    await hub.settle()
    lines = [m.content for m in await hub.eddie_said() if m.meta.action == "delegate_project"]
    assert "Marvin plans it in steps" in lines[0]
    assert lines[1].startswith("Using your project trip:") and "other window" not in lines[1]
