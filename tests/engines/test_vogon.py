"""Vogon runs procedures (issue 10): phases in order, each by a worker; a review forks into
branches that run at once and join; a loop repeats until its check passes (bounded); a gate
asks the user through Eddie and the answer (by number or words) resumes the run; each phase
end reports PHASE_DONE with usage; a user's own YAML procedure runs the same way."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any

from rich.console import Console

from brain.client import Client
from brain.config import Paths
from brain.engines.vogon import procedure_plan
from brain.events.frames import ProcessProgress
from brain.llm.scripted import Reply, ScriptedModel
from brain.llm.seat import ModelSeat
from brain.models import ProcessStatus
from brain.planning.render import rich_tree
from tests.engines.conftest import Hub, call

TASK = "a one-page note on how we back up the servers"


def phase_done(hub: Hub) -> list[str]:
    return [
        f.status.text
        for f in hub.frames
        if isinstance(f, ProcessProgress) and f.status is not None and f.status.tag == "PHASE_DONE"
    ]


def last_plan(hub: Hub) -> Any:
    snapshots = [f for f in hub.frames if isinstance(f, ProcessProgress) and f.kind == "plan"]
    assert snapshots, "the procedure is shown in the hub"
    return snapshots[-1].plan


async def vogon_status(hub: Hub) -> ProcessStatus:
    return next(p for p in await hub.client.processes() if p.engine == "vogon").status


async def test_document_review_runs_phases_loops_and_waits_at_the_gate(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="docs", engine="vogon", task=TASK))
    hub.script.add("arthur", Reply(text="DRAFT one"), Reply(text="REVISED one"))
    hub.script.add("arthur", Reply(text="REVISED two"))
    hub.script.add(
        "ford",
        Reply(text="style notes"),
        Reply(text="fact notes"),
        Reply(text="The intro is still vague."),
        Reply(text="READY"),
    )
    await hub.say("write it with the review procedure")
    await hub.settle()

    said = [m.content for m in await hub.eddie_said()]
    assert any("Approve it, or say what to change" in line for line in said), said
    assert await vogon_status(hub) == ProcessStatus.BLOCKED
    done = phase_done(hub)
    assert [d.split(":")[0] for d in done] == ["Write the draft", "Review", "Revise"]
    assert all("tokens" in d for d in done)
    # the two review branches ran as two workers; the revise phase looped twice, checked twice
    engines = [p.engine for p in await hub.client.processes()]
    assert engines.count("ford") == 4 and engines.count("arthur") == 3
    revise_asks = [str(m[-1]["content"]) for e, m in hub.script.seen if e == "arthur"][1:]
    assert "style notes" in revise_asks[0] and "fact notes" in revise_asks[0]
    assert "intro is still vague" in revise_asks[1]  # the check's findings steer round two
    tree = last_plan(hub)
    assert [c.status for c in tree.children] == ["done", "done", "done", "blocked"]

    await hub.say("1")  # Approve, by number
    said = [m.content for m in await hub.eddie_said()]
    assert any("REVISED two" in line for line in said), said
    assert await vogon_status(hub) == ProcessStatus.DONE
    assert phase_done(hub)[-1].startswith("Your approval: done")
    assert last_plan(hub).status == "done"
    # the plan stays readable after the run (vance plan show)
    vogon = next(p for p in await hub.client.processes() if p.engine == "vogon")
    shown = await procedure_plan(hub.client.brain.deps, vogon)
    assert shown is not None and shown.title == "Write, review, revise, approve"
    assert [c.status for c in shown.children] == ["done"] * 4
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(rich_tree(shown))
    text = console.export_text()
    assert "Revise" in text and "Style review" in text


async def test_a_rejected_gate_goes_back_with_the_users_notes(hub: Hub) -> None:
    await hub.client.brain.documents.write_user(
        "procedures/quick-note.yaml",
        "title: Draft and approve\n"
        "phases:\n"
        "  - id: draft\n"
        "    engine: ford\n"
        "    task: 'Write {input}. Notes: {feedback}'\n"
        "  - id: ok\n"
        "    gate: {question: 'Good to go?', on_reject: draft}\n",
    )
    hub.script.add(
        "eddie",
        call(
            "delegate_project",
            project="notes",
            engine="vogon",
            procedure="quick-note",
            task="a thank-you note",
        ),
    )
    hub.script.add("ford", Reply(text="Thanks!"), Reply(text="Thank you so much, Ana!"))
    await hub.say("draft it")
    said = [m.content for m in await hub.eddie_said()]
    assert any("Good to go?" in line for line in said), said

    await hub.say("mention Ana by name")
    asked = [str(m[-1]["content"]) for e, m in hub.script.seen if e == "ford"]
    assert "mention Ana by name" in asked[-1]
    said = [m.content for m in await hub.eddie_said()]
    assert sum("Good to go?" in line for line in said) == 2

    await hub.say("yes")
    said = [m.content for m in await hub.eddie_said()]
    assert any("Thank you so much, Ana!" in line for line in said), said
    assert await vogon_status(hub) == ProcessStatus.DONE


async def test_a_phase_workers_question_reaches_the_user_and_the_answer_goes_back(
    hub: Hub,
) -> None:
    await hub.client.brain.documents.write_user(
        "procedures/dinner.yaml",
        "title: Dinner\nphases:\n  - {id: plan, task: 'Plan {input}'}\n"
        "  - {id: shop, engine: ford, task: 'Shopping list for: {plan}'}\n",
    )
    hub.script.add(
        "eddie",
        call("delegate_project", project="home", engine="vogon", procedure="dinner", task="dinner"),
    )
    hub.script.add(
        "arthur",
        call("ask_user", message="Which cuisine?", options=[{"label": "Thai"}, {"label": "Greek"}]),
        lambda messages: Reply(text=f"A {messages[-1]['content']} dinner."),
    )
    hub.script.add("ford", lambda messages: Reply(text="Buy: " + str(messages[-1]["content"])))
    await hub.say("plan dinner with the dinner procedure")
    said = [m.content for m in await hub.eddie_said()]
    assert any("Which cuisine?" in line and "**Greek**" in line for line in said), said

    await hub.say("2")
    said = [m.content for m in await hub.eddie_said()]
    assert any("A Greek dinner." in line and "Buy:" in line for line in said), said
    assert await vogon_status(hub) == ProcessStatus.DONE


async def test_stop_at_the_gate_ends_the_run_and_eddie_says_so(hub: Hub) -> None:
    await hub.client.brain.documents.write_user("procedures/one-gate.yaml", ONE_GATE)
    hub.script.add(
        "eddie",
        call("delegate_project", project="p", engine="vogon", procedure="one-gate", task="x"),
    )
    hub.script.add("ford", Reply(text="done x"))
    await hub.say("go")
    await hub.say("stop")
    said = [m.content for m in await hub.eddie_said()]
    assert any("stopped at the gate" in line for line in said), said
    assert await vogon_status(hub) == ProcessStatus.FAILED


async def test_an_unknown_procedure_is_refused_with_a_clear_message(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("delegate_project", project="p", engine="vogon", procedure="nope", task="x"),
    )
    await hub.say("go")
    assert [p for p in await hub.client.processes() if p.engine == "vogon"] == []
    said = [m.content for m in await hub.eddie_said()]
    assert any("No procedure named 'nope'" in line for line in said), said


def _walk(node: Any) -> list[Any]:
    found = [node]
    for child in node.children:
        found += _walk(child)
    return found


async def test_after_a_restart_finished_phases_stay_finished(tmp_path: Path) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    first = ScriptedModel()
    asked = asyncio.Event()

    def slow(messages: list[dict[str, Any]]) -> Reply:
        asked.set()
        return Reply(text="never", delay_s=60)

    first.add("eddie", call("delegate_project", project="docs", engine="vogon", task=TASK))
    first.add("arthur", Reply(text="DRAFT one"))
    first.add("ford", Reply(text="style notes"), slow)
    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(first), poll_seconds=0.02
    )
    session = await client.open_hub()
    await client.send(session.id, "write it with the review procedure")
    await asyncio.wait_for(asked.wait(), 20)  # the draft is done, the review is running

    async def style_phase_done() -> None:  # the quick branch has recorded its result
        while True:
            plan = await client.plan()
            done = [n for n in _walk(plan) if n.status == "done"]
            if len(done) >= 2:  # the draft and the style notes
                return
            await asyncio.sleep(0.02)

    await asyncio.wait_for(style_phase_done(), 20)
    await client.brain.runtime.stop(grace=0)
    await client.close()

    second = ScriptedModel()
    second.add("ford", Reply(text="fact notes"), Reply(text="READY"))
    second.add("arthur", Reply(text="REVISED one"))
    again = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(second), poll_seconds=0.02
    )
    try:
        await again.brain.runtime.wait_idle(timeout=20)
        said = [m.content for m in await again.history(session.id) if m.role == "assistant"]
        assert any("Approve it, or say what to change" in line for line in said), said
        engines = [e for e, _ in second.seen]
        assert "arthur" in engines and engines.count("ford") == 2  # no second draft
        drafts = [p for p in await again.processes() if p.engine == "arthur"]
        assert len(drafts) == 2  # the draft and one revision
    finally:
        await again.close()


async def test_the_plan_of_a_procedure_can_be_looked_at_by_project_or_worker(hub: Hub) -> None:
    await hub.client.brain.documents.write_user("procedures/one-gate.yaml", ONE_GATE)
    hub.script.add(
        "eddie",
        call("delegate_project", project="p", engine="vogon", procedure="one-gate", task="x"),
    )
    hub.script.add("ford", Reply(text="done x"))
    await hub.say("go")
    newest = await hub.client.plan()
    assert newest.kind == "procedure" and newest.title == "One gate"
    assert [(c.title, c.status) for c in newest.children] == [("Do", "done"), ("Ok", "blocked")]
    assert await hub.client.plan("p") == newest  # by project
    worker = next(p for p in await hub.client.processes() if p.engine == "ford")
    assert await hub.client.plan(worker.id) == newest  # by the phase's worker


ONE_GATE = (
    "title: One gate\nphases:\n  - {id: do, engine: ford, task: 'Do {input}'}\n"
    "  - {id: ok, gate: {question: 'Keep it?'}}\n"
)


def test_vance_plan_show_prints_a_procedures_phases() -> None:
    from typer.testing import CliRunner

    from vance_tui.cli import app

    async def run_to_the_gate() -> None:
        script = ScriptedModel()
        script.add(
            "eddie",
            call("delegate_project", project="p", engine="vogon", procedure="one-gate", task="x"),
        )
        script.add("ford", Reply(text="done x"))
        client = await Client.start(profile="foot", model=ModelSeat.of(script), poll_seconds=0.02)
        try:
            await client.brain.documents.write_user("procedures/one-gate.yaml", ONE_GATE)
            session = await client.open_hub()
            await client.send(session.id, "go")
            await client.brain.runtime.wait_idle(timeout=20)
        finally:
            await client.close()

    asyncio.run(run_to_the_gate())
    result = CliRunner().invoke(app, ["plan", "show", "p"])
    assert result.exit_code == 0, result.output
    assert "One gate" in result.output and "Do" in result.output and "Ok" in result.output
    as_json = CliRunner().invoke(app, ["plan", "show", "--json"])
    assert '"kind": "gate"' in as_json.output and '"status": "blocked"' in as_json.output


TWO_STEPS = (
    "title: Two steps\nphases:\n  - {id: one, engine: ford, task: 'One {input}'}\n"
    "  - {id: ok, gate: {question: 'Go on?'}}\n"
    "  - {id: two, engine: ford, task: 'Two {input}'}\n"
)


async def _at_the_cap(hub: Hub) -> None:
    """Run the first phase on a 20k budget, then spend the budget and approve the gate."""
    await hub.client.brain.documents.write_user("procedures/two-steps.yaml", TWO_STEPS)
    hub.script.add(
        "eddie",
        call(
            "delegate_project",
            project="p",
            engine="vogon",
            procedure="two-steps",
            task="x",
            budget=20_000,
        ),
    )
    hub.script.add("ford", Reply(text="one done"))
    await hub.say("go")
    first = next(p for p in await hub.client.processes() if p.engine == "ford")
    assert first.params.extra("budget") == 20_000  # carved from the run's budget
    vogon = next(p for p in await hub.client.processes() if p.engine == "vogon")
    spent = first.tokens_in + first.tokens_out
    assert spent > 0
    await hub.client.brain.deps.processes.update_params(vogon.id, budget=spent)  # now spent
    await hub.say("yes")


async def test_at_the_cap_no_phase_starts_and_extend_goes_on(hub: Hub) -> None:
    await _at_the_cap(hub)
    said = [m.content for m in await hub.eddie_said()]
    assert any("token budget" in line and "**Extend by 100k tokens**" in line for line in said)
    assert len([p for p in await hub.client.processes() if p.engine == "ford"]) == 1
    assert await vogon_status(hub) == ProcessStatus.BLOCKED
    [vogon] = [b for b in await hub.client.budgets() if b.engine == "vogon"]
    assert vogon.at_cap

    hub.script.add("ford", Reply(text="two done"))
    await hub.say("extend by 50k")
    fords = [p for p in await hub.client.processes() if p.engine == "ford"]
    assert len(fords) == 2 and int(fords[1].params.extra("budget")) <= 50_000
    assert any("two done" in m.content for m in await hub.eddie_said())
    assert await vogon_status(hub) == ProcessStatus.DONE


async def test_at_the_cap_finish_ends_with_what_the_run_has(hub: Hub) -> None:
    await _at_the_cap(hub)
    await hub.say("2")  # Finish now
    assert any("one done" in m.content for m in (await hub.eddie_said())[-1:])
    assert len([p for p in await hub.client.processes() if p.engine == "ford"]) == 1
    assert await vogon_status(hub) == ProcessStatus.DONE


async def test_stopping_vogon_stops_its_workers(hub: Hub) -> None:
    await hub.client.brain.documents.write_user("procedures/two-steps.yaml", TWO_STEPS)
    hub.script.add(
        "eddie",
        call("delegate_project", project="p", engine="vogon", procedure="two-steps", task="x"),
    )
    hub.script.add(
        "ford", call("ask_user", message="Which x?", options=[{"label": "a"}, {"label": "b"}])
    )
    await hub.say("go")
    ford = next(p for p in await hub.client.processes() if p.engine == "ford")
    assert ford.status == ProcessStatus.BLOCKED
    vogon = next(p for p in await hub.client.processes() if p.engine == "vogon")
    await hub.client.process_command(vogon.id, "stop")
    assert (await hub.client.find_process(ford.id)).status == ProcessStatus.STOPPED


async def test_a_procedure_edited_while_it_runs_ends_it_with_a_clear_reason(hub: Hub) -> None:
    await hub.client.brain.documents.write_user("procedures/one-gate.yaml", ONE_GATE)
    hub.script.add(
        "eddie",
        call("delegate_project", project="p", engine="vogon", procedure="one-gate", task="x"),
    )
    hub.script.add("ford", Reply(text="done x"))
    await hub.say("go")
    await hub.client.brain.documents.write_user(
        "procedures/one-gate.yaml", "title: Other\nphases:\n  - {id: new, task: 'New {input}'}\n"
    )
    await hub.say("yes")
    said = [m.content for m in await hub.eddie_said()]
    assert any("was changed while it ran" in line for line in said), said
    assert await vogon_status(hub) == ProcessStatus.FAILED
    shown = await hub.client.plan("p")
    assert shown.status == "failed" and shown.children == []
