"""Marvin's tree beyond one level (issue 10): the planner's questions reach the user through
Eddie and the answer (by number) feeds the steps after it; a part is planned further (a
three-level tree) and its worker steps run at once; a failed step is retried once, skipped
or asked about, and the report names it; at the token cap marvin asks extend / finish /
stop and makes no model call over it; each worker's budget is carved from marvin's;
stopping marvin stops its workers."""

from __future__ import annotations

import json
from typing import Any

from brain.events.frames import PlanNode as FrameNode
from brain.events.frames import ProcessProgress
from brain.llm.scripted import Reply
from brain.models import Process, ProcessStatus
from tests.engines.conftest import Hub, call

TASK = "compare backup tools for my server and recommend one"
ROOT_PLAN = json.dumps(
    {
        "steps": [
            {
                "title": "What matters most",
                "question": "What matters most to you?",
                "options": ["Price", "Speed", "Safety"],
            },
            {"title": "Compare the tools", "task": "Compare restic and borg.", "plan": True},
        ]
    }
)
PART_PLAN = json.dumps(
    {
        "steps": [
            {"title": "Restic", "task": "Describe restic."},
            {"title": "Borg", "task": "Describe borg."},
        ]
    }
)
TWO_STEPS = json.dumps(
    {
        "steps": [
            {"title": "Scan the code", "task": "List the security holes."},
            {"title": "Check dependencies", "task": "List vulnerable dependencies."},
        ]
    }
)
REPORT = "# Backup tools\n\n" + "\n".join(f"- point {i}: restic is fast" for i in range(40))
REPORT += "\n\n```sh\nrestic backup /srv\n```\n"


def plans(hub: Hub) -> list[FrameNode]:
    return [
        f.plan
        for f in hub.frames
        if isinstance(f, ProcessProgress) and f.kind == "plan" and f.plan is not None
    ]


def walk(node: FrameNode) -> list[FrameNode]:
    return [node, *(n for child in node.children or [] for n in walk(child))]


async def engine_process(hub: Hub, engine: str) -> Process:
    return next(p for p in await hub.client.processes() if p.engine == engine)


def said_to(hub: Hub, engine: str) -> list[str]:
    return [str(messages[-1]["content"]) for who, messages in hub.script.seen if who == engine]


async def delegate(hub: Hub, budget: int | None = None) -> None:
    extra: dict[str, Any] = {} if budget is None else {"budget": budget}
    hub.script.add(
        "eddie", call("delegate_project", project="backup", engine="marvin", task=TASK, **extra)
    )
    await hub.say("please get this done properly")


async def test_a_three_level_tree_with_a_question_answered_by_number(hub: Hub) -> None:
    hub.script.add("marvin", Reply(text=ROOT_PLAN), Reply(text=PART_PLAN), Reply(text=REPORT))
    hub.script.add(
        "ford",
        lambda m: Reply(text="Restic: fast." if "restic" in str(m[-1]["content"]) else "Borg."),
        lambda m: Reply(text="Restic: fast." if "restic" in str(m[-1]["content"]) else "Borg."),
    )
    await delegate(hub)
    said = [m.content for m in await hub.eddie_said()]
    assert any("What matters most to you?" in s and "**Speed**" in s for s in said), said
    assert (await engine_process(hub, "marvin")).status == ProcessStatus.BLOCKED
    assert said_to(hub, "ford") == []  # the part waits for the answer

    await hub.say("2")  # Speed, by number
    part_prompt = said_to(hub, "marvin")[1]
    assert "Compare restic and borg." in part_prompt and "Speed" in part_prompt
    asked = said_to(hub, "ford")
    assert len(asked) == 2 and all("→ Speed" in a for a in asked)  # the answer feeds the steps
    # the two worker steps of the part ran at the same time
    running_together = [
        snapshot
        for snapshot in plans(hub)
        if sum(n.kind == "worker" and n.status == "running" for n in walk(snapshot)) == 2
    ]
    assert running_together
    final = plans(hub)[-1]
    [combine] = final.children or []
    question, part = combine.children or []
    assert (question.kind, question.status) == ("user_input", "done")
    assert part.kind == "plan" and [c.title for c in part.children or []] == ["Restic", "Borg"]
    assert all(n.status == "done" for n in walk(final))
    # the combined result is long: Eddie puts it in the inbox
    inbox = await hub.client.inbox()
    assert len(inbox) == 1 and inbox[0].body.startswith(REPORT.strip())
    combine_prompt = said_to(hub, "marvin")[-1]
    assert "Restic: fast." in combine_prompt and "Borg." in combine_prompt
    assert "Speed" in combine_prompt
    assert (await engine_process(hub, "marvin")).status == ProcessStatus.DONE


async def test_a_failed_step_is_retried_once_and_then_goes_on(hub: Hub) -> None:
    hub.script.add(
        "marvin",
        Reply(text=TWO_STEPS),
        Reply(text="retry"),
        Reply(text="Both done: fix auth, update openssl."),
    )
    hub.script.add(
        "ford",
        lambda m: (
            Reply(error="rate_limit")
            if "security holes" in str(m[-1]["content"])
            else Reply(text="old openssl.")
        ),
        lambda m: (
            Reply(text="old openssl.")
            if "dependencies" in str(m[-1]["content"])
            else Reply(error="rate_limit")
        ),
        Reply(text="SQL injection in login."),
    )
    await delegate(hub)
    said = [m.content for m in await hub.eddie_said()]
    assert any("fix auth, update openssl" in s for s in said), said
    assert "failed" in said_to(hub, "marvin")[1] and "Scan the code" in said_to(hub, "marvin")[1]
    fords = [p for p in await hub.client.processes() if p.engine == "ford"]
    assert len(fords) == 3  # the failed step ran once more, as a new worker
    assert "SQL injection" in said_to(hub, "marvin")[-1]


async def test_a_step_failing_twice_is_not_retried_again_and_the_report_names_it(
    hub: Hub,
) -> None:
    hub.script.add(
        "marvin",
        Reply(text=TWO_STEPS),
        Reply(text="retry"),
        Reply(text="retry"),  # bounded: a second failure is skipped, not retried
        Reply(text="Dependencies: old openssl. The code scan failed."),
    )

    def ford(messages: list[dict[str, Any]]) -> Reply:
        if "security holes" in str(messages[-1]["content"]):
            return Reply(error="rate_limit")
        return Reply(text="old openssl.")

    hub.script.add("ford", ford, ford, ford)
    await delegate(hub)
    fords = [p for p in await hub.client.processes() if p.engine == "ford"]
    assert len(fords) == 3
    marvin = await engine_process(hub, "marvin")
    assert marvin.status == ProcessStatus.DONE
    last = (await hub.eddie_said())[-1]
    report = last.content + "\n" + (last.info or "")
    assert "Scan the code: failed after a retry" in report, report
    assert "FAILED" in said_to(hub, "marvin")[-1]  # the combine step is told too
    [scan] = [n for n in walk(plans(hub)[-1]) if n.title == "Scan the code"]
    assert scan.status == "failed"


async def test_the_planner_can_ask_the_user_about_a_failed_step(hub: Hub) -> None:
    hub.script.add(
        "marvin", Reply(text=TWO_STEPS), Reply(text="ask"), Reply(text="Only dependencies.")
    )

    def ford(messages: list[dict[str, Any]]) -> Reply:
        if "security holes" in str(messages[-1]["content"]):
            return Reply(error="rate_limit")
        return Reply(text="old openssl.")

    hub.script.add("ford", ford, ford)
    await delegate(hub)
    said = [m.content for m in await hub.eddie_said()]
    assert any("“Scan the code” failed" in s and "**Skip it**" in s for s in said), said
    await hub.say("2")  # Skip it
    assert "Only dependencies." in (await hub.eddie_said())[-1].content
    assert len([p for p in await hub.client.processes() if p.engine == "ford"]) == 2


async def test_at_the_cap_marvin_asks_and_extend_lets_it_finish(hub: Hub) -> None:
    brain = hub.client.brain
    await brain.settings_cascade.set(
        "budget.default.marvin", 1, scope="tenant", scope_id=brain.home.tenant_id
    )
    hub.script.add("marvin", Reply(text=TWO_STEPS), Reply(text="Fix auth, then openssl."))
    hub.script.add("ford", Reply(text="SQL injection."), Reply(text="old openssl."))
    await delegate(hub)
    assert said_to(hub, "marvin") == []  # no model call over the cap
    assert (await engine_process(hub, "marvin")).status == ProcessStatus.BLOCKED
    said = "\n".join(m.content for m in await hub.eddie_said())
    assert "token budget" in said and "**Extend by 100k tokens**" in said
    [waiting] = [b for b in await hub.client.budgets() if b.engine == "marvin"]
    assert waiting.at_cap

    await hub.say("1")  # Extend
    assert "Fix auth, then openssl." in (await hub.eddie_said())[-1].content
    assert len(said_to(hub, "marvin")) == 2
    marvin = await engine_process(hub, "marvin")
    assert marvin.status == ProcessStatus.DONE and marvin.params.extra("budget") == 100_001


async def test_workers_budgets_are_carved_from_marvins_and_count_against_it(hub: Hub) -> None:
    big = "x" * 48_000  # about 12k tokens out for each worker

    hub.script.add("marvin", Reply(text=TWO_STEPS), Reply(text="combined (past the cap)"))
    hub.script.add("ford", Reply(text=big, chunk_chars=50_000), Reply(text=big, chunk_chars=50_000))
    await delegate(hub, budget=40_000)
    marvin = await engine_process(hub, "marvin")
    fords = [p for p in await hub.client.processes() if p.engine == "ford"]
    allowed = [int(p.params.extra("budget")) for p in fords]
    # each worker got a share of what marvin had left; together never more than that
    assert len(allowed) == 2 and all(4_000 <= a < 20_000 for a in allowed), allowed
    assert sum(allowed) + marvin.tokens_in + marvin.tokens_out <= 40_000
    shown = await hub.client.plan()
    steps = [n for n in walk(shown) if n.kind == "worker"]
    assert sorted(int(n.meta["budget_allowed"]) for n in steps) == sorted(allowed)
    assert shown.meta["budget_allowed"] == 40_000  # the run's used/allowed, workers included
    assert shown.meta["budget_used"] >= sum(p.tokens_in + p.tokens_out for p in fords)
    # the HUD and /workers show the same: marvin's use includes its workers'
    [mine] = [b for b in await hub.client.budgets() if b.engine == "marvin"]
    assert mine.allowed == 40_000
    assert mine.used >= sum(p.tokens_in + p.tokens_out for p in fords) > 24_000
    # the workers' use counts against marvin: combining would pass the cap, so it asks
    assert len(said_to(hub, "marvin")) == 1
    assert marvin.status == ProcessStatus.BLOCKED
    said = (await hub.eddie_said())[-1].content
    assert "of its 40,000 token budget" in said, said

    await hub.say("finish")  # one last call past the cap, like a worker's
    assert "combined (past the cap)" in (await hub.eddie_said())[-1].content


async def test_stop_at_the_cap_reports_what_was_done(hub: Hub) -> None:
    hub.script.add("marvin", Reply(text=TWO_STEPS))
    big = "y" * 48_000
    hub.script.add("ford", Reply(text=big, chunk_chars=50_000), Reply(text=big, chunk_chars=50_000))
    await delegate(hub, budget=40_000)
    await hub.say("stop")
    last = (await hub.eddie_said())[-1]
    assert "Stopped at the token budget" in last.content + (last.info or "")
    assert (await engine_process(hub, "marvin")).status == ProcessStatus.DONE
    assert len(said_to(hub, "marvin")) == 1


async def test_stopping_marvin_stops_its_workers(hub: Hub) -> None:
    hub.script.add("marvin", Reply(text=TWO_STEPS))
    hub.script.add(
        "arthur",
        call("ask_user", message="Which repo?", options=[{"label": "api"}, {"label": "web"}]),
    )
    steps = json.dumps({"steps": [{"title": "Scan", "task": "Scan the repo.", "engine": "arthur"}]})
    hub.script.steps["marvin"] = [Reply(text=steps)]
    await delegate(hub)
    worker = await engine_process(hub, "arthur")
    assert worker.status == ProcessStatus.BLOCKED
    marvin = await engine_process(hub, "marvin")
    await hub.client.process_command(marvin.id, "stop")
    assert (await hub.client.find_process(worker.id)).status == ProcessStatus.STOPPED


async def test_a_step_workers_question_reaches_the_user_and_the_answer_goes_back(
    hub: Hub,
) -> None:
    steps = json.dumps({"steps": [{"title": "Scan", "task": "Scan the repo.", "engine": "arthur"}]})
    hub.script.add("marvin", Reply(text=steps))
    hub.script.add(
        "arthur",
        call("ask_user", message="Which repo?", options=[{"label": "api"}, {"label": "web"}]),
        lambda messages: Reply(text=f"Scanned {messages[-1]['content']}: clean."),
    )
    await delegate(hub)
    said = [m.content for m in await hub.eddie_said()]
    assert any("Which repo?" in s and "**web**" in s for s in said), said
    await hub.say("2")
    assert "Scanned web: clean." in (await hub.eddie_said())[-1].content
    assert (await engine_process(hub, "marvin")).status == ProcessStatus.DONE


async def test_the_user_can_have_a_failed_step_retried(hub: Hub) -> None:
    hub.script.add(
        "marvin", Reply(text=TWO_STEPS), Reply(text="ask"), Reply(text="All three holes found.")
    )
    failed = {"once": False}

    def ford(messages: list[dict[str, Any]]) -> Reply:
        if "security holes" in str(messages[-1]["content"]) and not failed["once"]:
            failed["once"] = True
            return Reply(error="rate_limit")
        return Reply(text="found it.")

    hub.script.add("ford", ford, ford, ford)
    await delegate(hub)
    await hub.say("retry it")
    assert "All three holes found." in (await hub.eddie_said())[-1].content
    assert len([p for p in await hub.client.processes() if p.engine == "ford"]) == 3
    [scan] = [n for n in walk(plans(hub)[-1]) if n.title == "Scan the code"]
    assert scan.status == "done" and scan.meta["attempts"] == 2


async def test_a_step_whose_worker_the_user_stopped_is_not_run_again(hub: Hub) -> None:
    steps = json.dumps(
        {
            "steps": [
                {"title": "Scan", "task": "Scan the repo.", "engine": "arthur"},
                {"title": "Deps", "task": "List the dependencies.", "engine": "ford"},
            ]
        }
    )
    hub.script.add("marvin", Reply(text=steps), Reply(text="Deps listed; the scan was stopped."))
    hub.script.add(
        "arthur",
        call("ask_user", message="Which repo?", options=[{"label": "api"}, {"label": "web"}]),
    )
    hub.script.add("ford", Reply(text="openssl, zlib."))
    await delegate(hub)
    worker = await engine_process(hub, "arthur")
    assert worker.status == ProcessStatus.BLOCKED
    await hub.client.process_command(worker.id, "stop")
    await hub.client.brain.runtime.wait_idle()

    assert len([p for p in await hub.client.processes() if p.engine == "arthur"]) == 1
    assert len(said_to(hub, "marvin")) == 2  # the plan and the combined answer: no retry asked
    marvin = await engine_process(hub, "marvin")
    assert marvin.status == ProcessStatus.DONE
    [scan] = [n for n in walk(await hub.client.plan()) if n.title == "Scan"]
    assert scan.status == "skipped"
    last = (await hub.eddie_said())[-1]
    assert "stopped by the user" in (last.info or "") + last.content
