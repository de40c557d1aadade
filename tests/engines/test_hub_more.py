"""More hub behaviour: own tasks, approvals, languages, process control, worker failure."""

from __future__ import annotations

import asyncio

from brain.events.frames import ApprovalRequest
from brain.llm.scripted import Reply
from brain.models import ProcessStatus
from tests.engines.conftest import Hub, call

PRIMES = "print([n for n in range(2, 101) if all(n % d for d in range(2, int(n**0.5) + 1))])"


async def test_eddie_computes_primes_itself_in_its_workspace(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("work_exec_run", language="python", code=PRIMES),
        lambda messages: Reply(
            text="There are 25 primes up to 100."
            if "97]" in messages[-1]["content"]
            else "It failed."
        ),
    )
    await hub.say("calculate the prime numbers up to 100")
    assert (await hub.eddie_said())[-1].content == "There are 25 primes up to 100."
    assert not [p for p in await hub.client.processes() if p.engine != "eddie"]  # no worker
    statuses = [f.status for f in hub.frames_of("process-progress") if f.status]
    start = next(s for s in statuses if s.tag == "TOOL_START")
    end = next(s for s in statuses if s.tag == "TOOL_END")
    assert start.tool == end.tool == "work_exec_run"
    assert start.operation_id == end.operation_id and end.failed is False


async def test_risky_tool_waits_for_approval_and_runs_after_yes(
    hub: Hub, tmp_path, monkeypatch
) -> None:
    monkeypatch.chdir(tmp_path)
    hub.script.add(
        "eddie",
        call("client_file_write", path="note.txt", content="milk"),
        lambda messages: Reply(text="Saved." if "error" not in messages[-1]["content"] else "No."),
    )

    def approve(frame: object) -> None:
        if isinstance(frame, ApprovalRequest):
            asyncio.get_running_loop().call_soon(
                hub.client.resolve_approval, frame.request_id, "once"
            )

    hub.client.subscribe(hub.session.id, approve)
    await hub.say("write milk into note.txt")
    assert (tmp_path / "note.txt").read_text() == "milk"
    assert (await hub.eddie_said())[-1].content == "Saved."
    assert any(f.status and f.status.tag == "WAITING" for f in hub.frames_of("process-progress"))


async def test_risky_tool_denied_leaves_the_file_alone(hub: Hub, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    hub.script.add(
        "eddie",
        call("client_file_write", path="note.txt", content="milk"),
        lambda messages: Reply(text=messages[-1]["content"]),
    )

    def deny(frame: object) -> None:
        if isinstance(frame, ApprovalRequest):
            asyncio.get_running_loop().call_soon(
                hub.client.resolve_approval, frame.request_id, "deny"
            )

    hub.client.subscribe(hub.session.id, deny)
    await hub.say("write milk into note.txt")
    assert not (tmp_path / "note.txt").exists()
    assert "denied" in (await hub.eddie_said())[-1].content.lower()


async def test_german_session_uses_german_voice_rules(hub: Hub) -> None:
    await hub.client.set_language(hub.session.id, "de")
    hub.script.add("eddie", Reply(text="Hallo!"))
    await hub.say("sag etwas")
    system = hub.script.seen[-1][1][0]["content"]
    assert "Perfekt statt Präteritum" in system


async def test_unknown_language_falls_back_and_bootstraps_rules(hub: Hub) -> None:
    await hub.client.set_language(hub.session.id, "nl")
    rules = "- Korte zinnen.\n- Geen URL's voorlezen.\n- Zeg 'het inbox-item'.\n- Vriendelijk."
    hub.script.add("eddie", Reply(text="Hallo!"))
    hub.script.add("other", Reply(text=rules))  # the meta-call has no Eddie system prompt
    await hub.say("zeg iets")
    first_system = next(m for e, m in hub.script.seen if e == "eddie")[0]["content"]
    assert "Short sentences" in first_system and "'nl'" in first_system
    await hub.client.brain.deps.tasks.wait()
    doc = await hub.client.brain.documents.lookup("voice/eddie-voice-rules-nl.md")
    assert doc is not None and doc.source == "tenant" and "Korte zinnen" in doc.content
    hub.script.add("eddie", Reply(text="Weer hallo!"))
    await hub.say("nog een keer")
    assert "Korte zinnen" in hub.script.seen[-1][1][0]["content"]


async def test_failed_rules_bootstrap_keeps_english(hub: Hub) -> None:
    await hub.client.set_language(hub.session.id, "fi")
    hub.script.add("eddie", Reply(text="Hei!"))
    hub.script.add("other", Reply(error="server"))
    await hub.say("sano jotain")
    await hub.client.brain.deps.tasks.wait()
    assert await hub.client.brain.documents.lookup("voice/eddie-voice-rules-fi.md") is None
    assert (await hub.eddie_said())[-1].content == "Hei!"


async def test_user_can_pause_resume_and_stop_a_worker(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="essay", task="Draft an essay."))
    hub.script.add("arthur", Reply(text="Drafted."), Reply(text="Revised."))
    await hub.say("get a worker in essay drafting")
    worker = next(p for p in await hub.client.processes() if p.engine == "arthur")
    paused = await hub.client.process_command(worker.id, "pause")
    assert paused.status == ProcessStatus.SUSPENDED
    hub.script.add("eddie", call("steer_project", target="essay", message="Revise it."))
    await hub.say("tell the essay worker to revise")
    assert (await hub.client.find_process(worker.id)).status == ProcessStatus.SUSPENDED
    resumed = await hub.client.process_command(worker.id, "resume")
    assert resumed.status == ProcessStatus.READY
    await hub.settle()
    assert (await hub.eddie_said())[-1].content == "Revised."
    stopped = await hub.client.process_command(worker.id, "stop")
    assert stopped.status == ProcessStatus.STOPPED


async def test_worker_model_failure_is_reported_and_hub_stays_usable(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="web", engine="ford", task="Go."))
    hub.script.add("ford", Reply(error="rate_limit"))
    await hub.say("ask a quick worker in web to go")
    worker = next(p for p in await hub.client.processes() if p.engine == "ford")
    assert worker.status == ProcessStatus.FAILED
    last = (await hub.eddie_said())[-1]
    assert last.author == "ford · web" and "could not finish" in last.content
    hub.script.add("eddie", Reply(text="Still here."))
    await hub.say("are you there")
    assert (await hub.eddie_said())[-1].content == "Still here."


async def test_discover_looks_up_help_and_feeds_it_back(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("discover", intent="inbox"),
        lambda messages: Reply(
            text="Found it." if "inbox" in messages[-1]["content"].lower() else "Nothing."
        ),
    )
    await hub.say("what is this inbox thing in vance")
    assert (await hub.eddie_said())[-1].content == "Found it."
    assert any(m["role"] == "tool" for m in hub.script.seen[-1][1])
