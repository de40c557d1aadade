"""Workers that finish (issue 10) through Eddie on the scripted model: follow-ups go to the
project's one worker; once it delivered, "what's running" lists none running; after its idle
time it is suspended (the clock is injected) and a follow-up wakes it with its history;
"stop garden" stops all of that project's workers and says so once."""

from __future__ import annotations

import json
from typing import Any

import pytest

from brain.errors import Refused
from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from tests.engines.conftest import Hub, call


def tool_result(messages: list[dict[str, Any]]) -> Reply:
    """Eddie says what the tool he called returned (its summary, or its text)."""
    content = messages[-1]["content"]
    try:
        return Reply(text=json.loads(content)["summary"])
    except (ValueError, KeyError, TypeError):
        return Reply(text=content)


async def _arthurs(hub: Hub) -> list[Any]:
    return [p for p in await hub.client.processes() if p.engine == "arthur"]


async def whats_running(hub: Hub) -> str:
    """Asked as a user asks it (the fast path calls process_list, no model call)."""
    await hub.say("what's running?")
    return (await hub.eddie_said())[-1].content


async def test_three_delegations_one_worker_idle_after_it_delivered_then_suspended(
    hub: Hub,
) -> None:
    hub.script.add(
        "eddie",
        call("delegate_project", project="garden", task="Plan the beds."),
        call("delegate_project", project="garden", task="Add tomatoes."),
        call("delegate_project", project="garden", task="And basil."),
    )
    seen: list[list[str]] = []

    def arthur(messages: list[dict[str, Any]]) -> Reply:
        seen.append([str(m.get("content")) for m in messages])
        return Reply(text=f"Done: {messages[-1]['content']}")

    hub.script.add("arthur", arthur, arthur, arthur, arthur)
    for said in ("garden beds please", "tomatoes too", "and basil"):
        await hub.say(said)
        await hub.settle()
    [worker] = await _arthurs(hub)  # three delegations, one worker
    assert worker.shown_status == "idle"

    running = await whats_running(hub)
    assert running.startswith("Nothing is running.")
    assert "1 idle (done, a follow-up goes to them): arthur in garden." in running
    [(listed, _project)] = await hub.client.workers()
    assert listed.shown_status == "idle"

    [asleep] = await hub.client.brain.runtime.suspend_idle(worker.updated_at + 601)
    assert asleep.status == ProcessStatus.SUSPENDED
    running = await whats_running(hub)
    assert running == (
        "Nothing is running. 1 worker suspended after idling (a follow-up to its project wakes it)."
    )
    assert await hub.client.workers() == []

    hub.script.add("eddie", call("delegate_project", project="garden", task="Add a pond."))
    await hub.say("and a pond in the garden")
    await hub.settle()
    assert [p.id for p in await _arthurs(hub)] == [worker.id]  # woken, not replaced
    lines = [m.content for m in await hub.eddie_said()]
    assert any(line.startswith("I woke arthur in garden") for line in lines)
    assert "Done: Add a pond." in lines
    assert any("Plan the beds." in text for text in seen[-1])  # it kept its history


async def test_stop_garden_stops_all_of_its_workers_and_says_so_once(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("delegate_project", project="garden_planner", task="Plan the beds."),
        call("delegate_project", project="garden_planner", task="Price a shed.", new_worker=True),
        call("delegate_project", project="kitchen", task="Plan the menu."),
    )
    hub.script.add("arthur", Reply(text="Beds planned."), Reply(text="Sheds cost."))
    hub.script.add("arthur", Reply(text="Menu planned."))
    for said in ("plan the beds", "separately price a shed", "plan the menu"):
        await hub.say(said)
        await hub.settle()
    assert len(await _arthurs(hub)) == 3

    # "garden" is no project's full name: the fast path leaves it to Eddie, who calls the tool
    hub.script.add("eddie", call("process_command", process="garden", command="stop"), tool_result)
    await hub.say("stop garden")
    said = [m.content for m in await hub.eddie_said() if m.content.startswith("Stopped")]
    assert said == ["Stopped 2 arthurs in garden_planner."]  # said once, for both
    statuses = {
        (project, p.status)
        for p, project in await hub.client.workers(active_only=False)
        if p.engine == "arthur"
    }
    assert statuses == {
        ("garden_planner", ProcessStatus.STOPPED),
        ("kitchen", ProcessStatus.READY),
    }
    stops = [f for f in hub.frames_of("process-event") if f.event == "stopped"]
    assert len(stops) == 2

    again = await hub.client.stop_workers("garden")  # /stop garden: nothing left to stop
    assert again.message == "Nothing runs in garden_planner; there was nothing to stop."
    report = await hub.client.stop_workers("kit")
    assert report.message == "Stopped arthur in kitchen." and len(report.stopped) == 1


async def test_stop_by_the_projects_name_on_the_fast_path_stops_them_all(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("delegate_project", project="garden", task="Plan the beds."),
        call("delegate_project", project="garden", task="Price a shed.", new_worker=True),
    )
    hub.script.add("arthur", Reply(text="Beds planned."), Reply(text="Sheds cost."))
    for said in ("plan the beds", "separately price a shed"):
        await hub.say(said)
        await hub.settle()
    calls = len(hub.script.seen)
    await hub.say("stop garden")  # no model call: the fast path runs the same tool
    assert len(hub.script.seen) == calls
    assert (await hub.eddie_said())[-1].content == "Stopped 2 arthurs in garden."
    assert {p.status for p in await _arthurs(hub)} == {ProcessStatus.STOPPED}
    running = await whats_running(hub)
    assert running == "Nothing is running."


async def test_two_projects_sharing_the_words_are_not_guessed(hub: Hub) -> None:
    for name in ("garden_beds", "garden_shed"):
        await hub.client.create_project(name)
    with pytest.raises(Refused, match="garden_beds and garden_shed"):
        await hub.client.stop_workers("garden")
