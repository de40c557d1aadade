"""``channelMode: verbatim`` on a planner (issue 10): every message of marvin's or vogon's
workers reaches the user word for word, under the worker's name labelled with its step,
while the planner still gets the workers' results; other modes keep the workers' words to
the planner."""

from __future__ import annotations

import json

import pytest

from brain.llm.scripted import Reply
from brain.models import ChatMessage, ProcessStatus
from tests.engines.conftest import Hub, call

TASK = "check the software for security holes"
TWO_STEPS = json.dumps(
    {
        "steps": [
            {"title": "Scan the code", "task": "List the security holes."},
            {"title": "Check dependencies", "task": "List vulnerable dependencies."},
        ]
    }
)
SCAN = "**Scan**: SQL injection in `login()`.\n\n- line 42\n- line 97"
DEPS = "- openssl 1.0.2 (old)\n- left-pad 0.0.1"
REPORT = "Fix the login first, then update openssl."


async def run_marvin(hub: Hub, mode: str) -> list[ChatMessage]:
    hub.script.add(
        "eddie",
        call("delegate_project", project="sec", engine="marvin", task=TASK, channel_mode=mode),
    )
    hub.script.add("marvin", Reply(text=TWO_STEPS), Reply(text=REPORT))
    hub.script.add(
        "ford",
        lambda m: Reply(text=SCAN if "security holes" in str(m[-1]["content"]) else DEPS),
        lambda m: Reply(text=SCAN if "security holes" in str(m[-1]["content"]) else DEPS),
    )
    await hub.say("please get this done properly")
    await hub.settle()
    return await hub.eddie_said()


async def test_verbatim_marvin_passes_each_workers_words_on_under_its_step(hub: Hub) -> None:
    said = await run_marvin(hub, "verbatim")
    relayed = {m.author: m.content for m in said if m.content in (SCAN, DEPS)}
    assert relayed == {
        "ford · sec › Scan the code": SCAN,
        "ford · sec › Check dependencies": DEPS,
    }
    assert all(m.meta.action == "relay" for m in said if m.content in (SCAN, DEPS))
    # the planner still got both results, combined them, and its report came word for word
    _engine, combine = hub.script.seen[-1]
    assert SCAN in str(combine[-1]["content"]) and DEPS in str(combine[-1]["content"])
    assert said[-1].content.startswith(REPORT) and said[-1].author == "marvin · sec"
    marvin = next(p for p in await hub.client.processes() if p.engine == "marvin")
    assert marvin.status == ProcessStatus.DONE


@pytest.mark.parametrize("mode", ["milestones", "summary", "inbox"])
async def test_other_modes_keep_the_workers_words_with_the_planner(hub: Hub, mode: str) -> None:
    hub.script.add("other", Reply(text="Fix the login, then openssl."))  # summary mode
    said = await run_marvin(hub, mode)
    assert not [m for m in said if "ford" in m.author]
    assert not [m for m in said if SCAN in m.content or DEPS in m.content]


async def test_a_verbatim_marvin_workers_note_reaches_the_user(
    hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A note a worker writes in its session (the model server went away) is a message of
    the worker too."""
    gateway = hub.client.brain.deps.models.gateway
    complete = gateway.complete

    async def noted(*args, **kwargs):  # type: ignore[no-untyped-def]
        result = await complete(*args, **kwargs)
        if result.text == DEPS:
            result = result.model_copy(update={"note": "The local model server went away."})
        return result

    monkeypatch.setattr(gateway, "complete", noted)
    said = await run_marvin(hub, "verbatim")
    notes = [m for m in said if "went away" in m.content]
    assert [m.author for m in notes] == ["ford · sec › Check dependencies"]


async def test_verbatim_vogon_passes_each_phase_workers_words_on(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call(
            "delegate_project",
            project="docs",
            engine="vogon",
            task="a one-page note on backups",
            channel_mode="verbatim",
        ),
    )
    hub.script.add("arthur", Reply(text="DRAFT one"), Reply(text="REVISED one"))
    hub.script.add("ford", Reply(text="style notes"), Reply(text="fact notes"), Reply(text="READY"))
    await hub.say("write it with the review procedure")
    await hub.settle()
    said = await hub.eddie_said()
    by_words = {m.content: m.author for m in said}
    assert by_words["DRAFT one"] == "arthur · docs › Write the draft"
    assert by_words["REVISED one"].startswith("arthur · docs › ")
    assert {by_words["style notes"], by_words["fact notes"]} <= {
        a for a in by_words.values() if a.startswith("ford · docs › ")
    }
    # the run went on to its gate: vogon still got its workers' results
    assert any("Approve it, or say what to change" in m.content for m in said)
