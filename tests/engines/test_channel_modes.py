"""Channel modes (issue 10): how a worker's report reaches the user. ``milestones`` triages
(a long report goes to the inbox with one spoken line), ``summary`` says a short summary,
``inbox`` files everything, and ``verbatim`` passes every worker message through word for
word — never to the inbox, never summarised."""

from __future__ import annotations

import pytest

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub, call

REPORT = "# Soil report\n\n" + "\n".join(f"- finding {i}: details here" for i in range(60))
MEDIUM = "**Result**: the soil is loamy.\n\n- pH 6.5\n- little nitrogen"


async def _report(hub: Hub, mode: str, text: str) -> tuple[str, int]:
    """A worker in ``mode`` reports ``text``: what Eddie said last, and the inbox size."""
    hub.script.add(
        "eddie",
        call("delegate_project", project="soil", task="Report on the soil.", channel_mode=mode),
    )
    hub.script.add("arthur", Reply(text=text))
    hub.script.add("other", Reply(text="The soil is fine, with sixty findings."))  # summary
    await hub.say("ask a worker in soil for a soil report")
    await hub.settle()
    said = await hub.eddie_said()
    return said[-1].content, len(await hub.client.inbox())


@pytest.mark.parametrize(
    ("mode", "spoken", "filed"),
    [
        ("milestones", "I put the result in your inbox: Soil report", 1),
        ("summary", "The soil is fine, with sixty findings. The full report is in your inbox.", 1),
        ("inbox", "arthur in soil is done. The report is in your inbox.", 1),
        ("verbatim", REPORT, 0),
    ],
    ids=["milestones", "summary", "inbox", "verbatim"],
)
async def test_each_mode_delivers_a_long_report_its_own_way(
    hub: Hub, mode: str, spoken: str, filed: int
) -> None:
    last, inbox = await _report(hub, mode, REPORT)
    assert spoken in last if mode == "milestones" else last == spoken
    assert inbox == filed


async def test_verbatim_relays_structured_text_word_for_word(hub: Hub) -> None:
    last, inbox = await _report(hub, "verbatim", MEDIUM)
    assert last == MEDIUM and inbox == 0
    said = (await hub.eddie_said())[-1]
    assert said.author == "arthur · soil" and said.meta.action == "relay"


async def test_milestones_speaks_structured_text_in_short(hub: Hub) -> None:
    last, _inbox = await _report(hub, "milestones", MEDIUM)
    assert last != MEDIUM and last.startswith("arthur in soil says:")


async def test_verbatim_passes_a_worker_note_on(hub: Hub, monkeypatch: pytest.MonkeyPatch) -> None:
    """A note the worker writes in its session (here: the model server went away) reaches the
    hub in verbatim mode only."""
    gateway = hub.client.brain.deps.models.gateway
    complete = gateway.complete

    async def noted(*args, **kwargs):  # type: ignore[no-untyped-def]
        result = await complete(*args, **kwargs)
        if result.text == "Loamy.":
            result = result.model_copy(update={"note": "The local model server went away."})
        return result

    monkeypatch.setattr(gateway, "complete", noted)
    for mode in ("milestones", "verbatim"):
        hub.script.add(
            "eddie",
            call(
                "delegate_project",
                project=f"soil_{mode}",
                task="What soil?",
                channel_mode=mode,
            ),
        )
        hub.script.add("arthur", Reply(text="Loamy."))
        await hub.say(f"ask a worker in soil_{mode} what soil")
        await hub.settle()
    notes = [m for m in await hub.eddie_said() if "went away" in m.content]
    assert [m.author for m in notes] == ["arthur · soil_verbatim"]
