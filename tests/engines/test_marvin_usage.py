"""What a marvin step used, as the user sees it (issue 10): a retried step's usage holds
every attempt (its NODE_DONE, its plan-panel tokens and the sub-totals above it), so the
steps add up to the run's worker tokens."""

from __future__ import annotations

import json
from typing import Any

from brain.events.frames import ProcessProgress
from brain.llm.scripted import Reply
from tests.engines.conftest import Hub, call
from tests.engines.test_marvin_tree import plans, walk

TASK = "check the software for security holes"
TWO_STEPS = json.dumps(
    {
        "steps": [
            {"title": "Scan the code", "task": "List the security holes."},
            {"title": "Check dependencies", "task": "List vulnerable dependencies."},
        ]
    }
)


def node_done(hub: Hub, title: str) -> list[ProcessProgress]:
    return [
        f
        for f in hub.frames
        if isinstance(f, ProcessProgress)
        and f.status is not None
        and f.status.tag == "NODE_DONE"
        and f.status.text.startswith(title)
    ]


async def test_a_retried_steps_usage_holds_every_attempt(hub: Hub) -> None:
    scans = {"calls": 0}

    def ford(messages: list[dict[str, Any]]) -> Reply:
        if "security holes" not in str(messages):
            return Reply(text="old openssl.")
        scans["calls"] += 1
        if scans["calls"] == 1:  # the first attempt works a while…
            return call("how_do_i", topic="scan the code for security holes")
        if scans["calls"] == 2:  # …then fails
            return Reply(error="rate_limit")
        return Reply(text="SQL injection in login.")  # the retry finishes

    hub.script.add("eddie", call("delegate_project", project="sec", engine="marvin", task=TASK))
    hub.script.add(
        "marvin", Reply(text=TWO_STEPS), Reply(text="retry"), Reply(text="Fix the login.")
    )
    hub.script.add("ford", ford, ford, ford, ford)
    await hub.say("please get this done properly")
    await hub.settle()

    fords = [p for p in await hub.client.processes() if p.engine == "ford"]
    scan_workers = [p for p in fords if p.title == "Scan the code"]
    assert len(scan_workers) == 2 and all(p.tokens_in for p in scan_workers)
    scan_tokens = sum(p.tokens_in + p.tokens_out for p in scan_workers)
    scan_calls = sum(p.llm_calls for p in scan_workers)

    failed, finished = node_done(hub, "Scan the code")
    assert failed.status is not None and failed.status.failed
    assert finished.status is not None and finished.status.usage is not None
    usage = finished.status.usage
    assert usage.tokens_in + usage.tokens_out == scan_tokens  # both attempts
    assert usage.llm_calls == scan_calls

    final = plans(hub)[-1]
    [scan] = [n for n in walk(final) if n.title == "Scan the code"]
    assert scan.meta["total_tokens_in"] + scan.meta["total_tokens_out"] == scan_tokens
    # the steps roll up to the root: it holds every worker's tokens, the first attempt too
    every_worker = sum(p.tokens_in + p.tokens_out for p in fords)
    assert final.meta["total_tokens_in"] + final.meta["total_tokens_out"] == every_worker
