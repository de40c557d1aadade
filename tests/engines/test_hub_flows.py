"""Eddie and the workers, end to end on the scripted model (issue 3's scenarios)."""

from __future__ import annotations

import asyncio

from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from brain.store import sessions as procs
from tests.engines.conftest import Hub, call


async def test_delegation_creates_project_runs_worker_and_relays(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call(
            "delegate_project",
            project="garden_planner",
            engine="ford",
            task="Name three vegetables to plant in spring.",
        ),
    )
    hub.script.add("ford", Reply(text="Plant peas, spinach and radishes."))
    await hub.say(
        "create a project garden_planner and ask a worker for three vegetables to plant in spring"
    )

    projects = [p.name for p in await hub.client.projects()]
    assert projects == ["garden_planner"]
    workers = [p for p in await hub.client.processes() if p.engine == "ford"]
    assert len(workers) == 1 and workers[0].status == ProcessStatus.DONE
    said = await hub.eddie_said()
    assert "garden_planner" in said[0].content and said[0].meta.action == "delegate_project"
    relay = said[-1]
    assert relay.content == "Plant peas, spinach and radishes."
    assert relay.author == "ford · garden_planner" and relay.meta.action == "relay"
    events = [f.event for f in hub.frames_of("process-event")]
    assert events[0] == "started" and "done" in events


async def test_long_markdown_output_goes_to_inbox_with_one_spoken_line(hub: Hub) -> None:
    report = "# Soil report\n\n" + "\n".join(f"- finding {i}: details here" for i in range(60))
    report += "\n\n```python\nprint('ph')\n```\n"
    hub.script.add("eddie", call("delegate_project", project="soil", task="Write a soil report."))
    hub.script.add("arthur", Reply(text=report))
    await hub.say("ask a worker in soil for a full soil report")

    inbox = await hub.client.inbox()
    assert len(inbox) == 1 and inbox[0].body.strip() == report.strip()
    assert inbox[0].title == "Soil report"
    last = (await hub.eddie_said())[-1]
    assert last.meta.action == "relay_inbox" and "inbox" in last.content
    assert "```" not in last.content and len(last.content) < 200
    assert any(f.type == "inbox-changed" and f.unread == 1 for f in hub.frames)


async def test_worker_question_is_relayed_and_the_answer_forwarded(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="dinner", task="Plan dinner."))
    hub.script.add(
        "arthur",
        call(
            "ask_user",
            message="Which cuisine?",
            options=[
                {"label": "Italian"},
                {"label": "Thai", "description": "spicy"},
                {"label": "Greek"},
            ],
        ),
        lambda messages: Reply(text=f"Great, a {messages[-1]['content']} dinner it is."),
    )
    await hub.say("ask a worker in dinner to plan dinner")

    worker = next(p for p in await hub.client.processes() if p.engine == "arthur")
    assert worker.status == ProcessStatus.BLOCKED
    question = (await hub.eddie_said())[-1]
    assert question.author == "arthur · dinner"
    assert "1. **Italian**" in question.content and "2. **Thai** — spicy" in question.content
    assert [o.label for o in question.meta.options] == ["Italian", "Thai", "Greek"]

    await hub.say("2")
    said = await hub.eddie_said()
    assert any("Thai" in m.content and "passed it on" in m.content for m in said)
    assert said[-1].content == "Great, a Thai dinner it is."
    worker = await procs.get_process(hub.client.brain.store, worker.id)
    assert worker.status == ProcessStatus.READY


async def test_invalid_action_twice_then_valid_succeeds(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("ask_user", message="Pick one", options=[{"label": "only one"}]),
        call("teleport", where="mars"),
        call("answer", message="All good now."),
    )
    await hub.say("hello?")
    said = await hub.eddie_said()
    assert [m.content for m in said] == ["All good now."]
    # The model was told exactly what was wrong each time.
    last_messages = hub.script.seen[-1][1]
    errors = [m["content"] for m in last_messages if m["role"] == "tool"]
    assert "2 to 4 options" in errors[0] and "unknown tool or action 'teleport'" in errors[1]


async def test_four_invalid_actions_end_the_turn_with_a_clear_message(hub: Hub) -> None:
    hub.script.add("eddie", *[call("teleport") for _ in range(4)])
    await hub.say("hello?")
    said = await hub.eddie_said()
    assert len(said) == 1 and "could not put together a valid reply" in said[0].content
    # The session stays usable.
    hub.script.add("eddie", Reply(text="Back on track."))
    await hub.say("try again")
    assert (await hub.eddie_said())[-1].content == "Back on track."


async def test_runaway_tool_loop_is_stopped(hub: Hub) -> None:
    hub.script.add("eddie", *[call("project_list") for _ in range(30)])
    await hub.say("loop forever")
    said = await hub.eddie_said()
    assert "stopped after 12 tool steps" in said[-1].content
    tool_starts = [
        f for f in hub.frames_of("process-progress") if f.status and f.status.tag == "TOOL_START"
    ]
    assert len(tool_starts) == 12


async def test_archiving_the_system_project_is_refused(hub: Hub) -> None:
    user_project = hub.client.brain.home.user_project.name
    hub.script.add(
        "eddie",
        call("project_archive", name=user_project),
        lambda m: Reply(text="I can't archive your personal project."),
    )
    await hub.say(f"archive {user_project}")
    tool_result = next(m for m in hub.script.seen[-1][1] if m["role"] == "tool")["content"]
    assert tool_result.startswith("error:") and "cannot be archived" in tool_result
    projects = await hub.client.brain.projects.list()
    assert projects == []


async def test_two_hubs_creating_the_same_project_get_one_and_a_friendly_answer(hub: Hub) -> None:
    client = hub.client
    other = await client.brain.sessions.open_hub("window-2", new=True)
    for _ in range(2):
        hub.script.add("eddie", call("delegate_project", project="taxes", task="Sort receipts."))
    hub.script.add("arthur", Reply(text="Sorted."), Reply(text="Sorted again."))
    await asyncio.gather(
        client.send(hub.session.id, "start taxes"), client.send(other.id, "start taxes")
    )
    await hub.settle()
    assert [p.name for p in await client.projects()] == ["taxes"]
    replies = [
        m.content
        for s in (hub.session.id, other.id)
        for m in await client.history(s)
        if m.meta.action == "delegate_project"
    ]
    assert len(replies) == 2
    assert sum("created the project taxes" in r for r in replies) == 1
    assert sum("taxes already exists from your other window" in r for r in replies) == 1


async def test_client_tools_are_not_offered_to_a_worker_addressed_through_eddie(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="files", task="Look around."))
    hub.script.add("arthur", Reply(text="Looked."))
    await hub.say("files: have a look around please")
    eddie_tools = _offered(hub, "eddie")
    arthur_tools = _offered(hub, "arthur")
    assert "client_file_read" in eddie_tools  # the foot profile may use them itself
    assert "doc_read" in arthur_tools
    assert not any(name.startswith("client_") for name in arthur_tools)


def _offered(hub: Hub, engine: str) -> set[str]:
    return hub.script.offered.get(engine, set())


async def test_mediate_from_the_daemon_profile_is_refused_with_an_explanation(hub: Hub) -> None:
    hub.client.profile = "daemon"
    hub.script.add("eddie", call("delegate_project", project="novel", task="Outline a novel."))
    hub.script.add("arthur", Reply(text="Outlined."))
    await hub.say("start a novel project")
    hub.script.add("eddie", call("mediate", target="novel", reason="user wants to talk"))
    await hub.say("let me talk to the novel worker directly")
    last = (await hub.eddie_said())[-1]
    assert last.meta.switched is False and "can't switch you over" in last.content
    assert not hub.frames_of("switch-to")


async def test_mediate_from_the_tui_switches_the_window(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="novel", task="Outline a novel."))
    hub.script.add("arthur", Reply(text="Outlined."))
    await hub.say("start a novel project")
    hub.script.add("eddie", call("mediate", target="novel", reason="direct talk"))
    await hub.say("let me talk to it directly")
    switch = hub.frames_of("switch-to")[-1]
    worker = next(p for p in await hub.client.processes() if p.engine == "arthur")
    assert switch.target_session_id == worker.session_id and switch.project == "novel"
    assert "/hub" in switch.announcement and "slash" not in switch.announcement


async def test_a_command_while_a_worker_waits_keeps_the_question_open(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="dinner", task="Plan dinner."))
    hub.script.add(
        "arthur",
        call(
            "ask_user", message="Which cuisine?", options=[{"label": "Italian"}, {"label": "Thai"}]
        ),
        lambda messages: Reply(text=f"Fine: {messages[-1]['content']}."),
    )
    await hub.say("plan dinner with a worker in dinner please")
    await hub.say("what time is it")
    assert (await hub.eddie_said())[-1].meta.fastpath
    worker = next(p for p in await hub.client.processes() if p.engine == "arthur")
    assert worker.status == ProcessStatus.BLOCKED
    await hub.say("italian")
    assert (await hub.eddie_said())[-1].content == "Fine: Italian."
