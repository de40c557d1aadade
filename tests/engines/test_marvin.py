"""Marvin plans multi-step work (issue 10): a task becomes steps, independent steps run as
workers at the same time, their results become one answer Eddie passes on; the plan is shown
as it changes, each finished step reports its usage, and a restart resumes the plan (the
budget, questions, failures and deeper trees: test_marvin_tree.py)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from brain.client import Client
from brain.config import Paths
from brain.events.frames import ProcessProgress
from brain.llm.scripted import Reply, ScriptedModel
from brain.llm.seat import ModelSeat
from brain.models import ProcessStatus
from tests.engines.conftest import Hub, call

TASK = "analyze the software for security vulnerabilities and create a plan to eliminate them"
PLAN = json.dumps(
    {
        "steps": [
            {"title": "Scan the code", "task": "List the security holes in the code."},
            {"title": "Check dependencies", "task": "List vulnerable dependencies."},
        ]
    }
)


def plans(hub: Hub) -> list[ProcessProgress]:
    return [f for f in hub.frames if isinstance(f, ProcessProgress) and f.kind == "plan"]


def node_done(hub: Hub) -> list[ProcessProgress]:
    return [
        f
        for f in hub.frames
        if isinstance(f, ProcessProgress) and f.status is not None and f.status.tag == "NODE_DONE"
    ]


async def test_marvin_plans_runs_steps_at_once_and_reports_one_result(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="sec", engine="marvin", task=TASK))
    hub.script.add("marvin", Reply(text=PLAN), Reply(text="Two holes; fix auth first, then deps."))
    hub.script.add("ford", Reply(text="SQL injection in login."), Reply(text="old openssl."))
    await hub.say("please get this done properly")
    await hub.settle()

    said = [m.content for m in await hub.eddie_said()]
    assert any("fix auth first" in line for line in said), said
    workers = [p for p in await hub.client.processes() if p.engine == "ford"]
    assert len(workers) == 2  # one worker per step
    marvin = next(p for p in await hub.client.processes() if p.engine == "marvin")
    assert marvin.status == ProcessStatus.DONE
    # both steps were running together before either finished
    _engine, combine = hub.script.seen[-1]
    assert "SQL injection" in str(combine[-1]["content"]) and "openssl" in str(
        combine[-1]["content"]
    )
    snapshots = plans(hub)
    assert snapshots, "the plan is shown in the hub"
    titles = [child.title for child in snapshots[-1].plan.children[0].children]  # type: ignore[union-attr]
    assert titles == ["Scan the code", "Check dependencies"]
    done = node_done(hub)
    assert len(done) >= 3  # each step and the combine step report their usage
    assert all(f.status is not None and f.status.usage is not None for f in done)


async def test_a_plan_reply_that_is_not_json_becomes_one_step(hub: Hub) -> None:
    hub.script.add("eddie", call("delegate_project", project="sec", engine="marvin", task=TASK))
    hub.script.add("marvin", Reply(text="Sure! I will look at everything."))
    hub.script.add("arthur", Reply(text="Reviewed: nothing critical."))
    await hub.say("please get this done properly")
    await hub.settle()
    said = [m.content for m in await hub.eddie_said()]
    assert any("nothing critical" in line for line in said), said
    notes = [
        f"{m.content}\n{m.info}" for m in await hub.chat() if "Plan:" in f"{m.content}{m.info}"
    ]
    assert notes and all("Plan: 1 step," in note for note in notes), notes  # not "1 steps"


async def test_after_a_restart_finished_steps_stay_and_nothing_is_started_twice(
    tmp_path: Path,
) -> None:
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    first = ScriptedModel()
    asked = asyncio.Event()

    def slow(messages: list[dict[str, Any]]) -> Reply:
        asked.set()
        return Reply(text="never", delay_s=60)

    first.add("eddie", call("delegate_project", project="sec", engine="marvin", task=TASK))
    first.add("marvin", Reply(text=PLAN))
    first.add("ford", Reply(text="SQL injection in login."), slow)
    client = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(first), poll_seconds=0.02
    )
    session = await client.open_hub()
    step_done = asyncio.Event()

    def on_frame(frame: object) -> None:
        if isinstance(frame, ProcessProgress) and frame.status and frame.status.tag == "NODE_DONE":
            step_done.set()

    client.subscribe(session.id, on_frame)
    await client.send(session.id, "please get this done properly")
    await asyncio.wait_for(asked.wait(), 20)
    await asyncio.wait_for(step_done.wait(), 20)  # the first step is in
    await client.brain.runtime.stop(grace=0)  # Vance stops with one step done, one running
    await client.close()

    second = ScriptedModel()
    second.add("ford", Reply(text="old openssl."))
    second.add("marvin", Reply(text="Fix auth first, then update openssl."))
    again = await Client.start(
        profile="foot", paths=paths, model=ModelSeat.of(second), poll_seconds=0.02
    )
    try:
        await again.brain.runtime.wait_idle(timeout=20)
        workers = [p for p in await again.processes() if p.engine == "ford"]
        assert len(workers) == 2  # the finished step was not run again, none was added
        said = [m.content for m in await again.history(session.id) if m.role == "assistant"]
        assert any("Fix auth first" in line for line in said), said
        assert [e for e, _ in second.seen].count("ford") == 1  # only the unfinished step
    finally:
        await again.close()


async def test_the_plan_can_be_looked_at_by_project_step_worker_or_newest(hub: Hub) -> None:
    import io

    import pytest
    from rich.console import Console

    from brain import plan_tree
    from brain.errors import NotFound

    hub.script.add("eddie", call("delegate_project", project="sec", engine="marvin", task=TASK))
    hub.script.add("marvin", Reply(text=PLAN), Reply(text="Two holes; fix auth first."))
    hub.script.add("ford", Reply(text="SQL injection in login."), Reply(text="old openssl."))
    with pytest.raises(NotFound, match="No plan yet"):
        await hub.client.plan()
    await hub.say("please get this done properly")
    await hub.settle()

    newest = await hub.client.plan()
    assert await hub.client.plan("sec") == newest  # by project
    step = next(p for p in await hub.client.processes() if p.engine == "ford")
    assert await hub.client.plan(step.id) == newest  # by one of its step workers
    out = io.StringIO()
    Console(file=out, width=100, color_system=None).print(plan_tree(newest))
    shown = out.getvalue()
    assert "Scan the code" in shown and "Check dependencies" in shown and "✓" in shown
    with pytest.raises(NotFound):
        await hub.client.plan("no_such_project")


def test_vance_plan_show_says_when_there_is_no_plan() -> None:
    from typer.testing import CliRunner

    from vance_tui.cli import app

    result = CliRunner().invoke(app, ["plan", "show"])
    assert result.exit_code == 1
    assert "No plan yet." in result.output and "marvin" in result.output
    # the hint is said in the user's words, not a tool's name
    assert "have marvin do it" in result.output and "delegate_project" not in result.output
