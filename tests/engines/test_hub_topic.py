"""Work handed out without a project name lands in the project whose earlier work it fits
(issue 14). The phrasings are written for these tests, not taken from the router's data."""

from __future__ import annotations

from brain.llm.scripted import Reply
from tests.engines.conftest import Hub, call


async def _garden_with_tomatoes(hub: Hub) -> None:
    await hub.client.create_project("garden")
    hub.script.add("arthur", Reply(text="Watered."))
    await hub.say("garden: find out why the leaves of my tomatoes turn yellow")


async def test_unnamed_work_goes_to_the_project_it_fits_and_says_why(small_hub: Hub) -> None:
    await _garden_with_tomatoes(small_hub)
    small_hub.script.add("arthur", Reply(text="Cherry tomatoes cope with shade."))
    await small_hub.say("find tomato varieties that grow in shade")
    said = [m.content for m in await small_hub.eddie_said() if m.meta.action == "delegate_project"]
    assert "garden" in said[-1] and "tomatoes" in said[-1], said  # where it went, and why
    assert [p.name for p in await small_hub.client.projects()] == ["garden"]  # no new project
    asked = [str(m[-1]["content"]) for engine, m in small_hub.script.seen if engine == "arthur"]
    assert any("varieties" in text for text in asked), asked
    assert not [s for s in small_hub.script.seen if s[0] == "eddie"]  # no model decided it


async def test_thin_evidence_asks_between_the_project_and_a_new_one(small_hub: Hub) -> None:
    await _garden_with_tomatoes(small_hub)
    await small_hub.say("have someone find a recipe for tomato soup with basil and croutons")
    question = (await small_hub.eddie_said())[-1]
    assert question.meta.action == "ask_user"
    labels = [option.label for option in question.meta.options]
    assert any("garden" in label for label in labels), labels
    assert any("new project" in label.lower() for label in labels), labels
    new = next(i for i, label in enumerate(labels, 1) if "new project" in label.lower())
    small_hub.script.add("arthur", Reply(text="Roast the tomatoes first."))
    await small_hub.say(str(new))
    names = [p.name for p in await small_hub.client.projects()]
    assert len(names) == 2 and "garden" in names, names


async def test_work_that_fits_no_project_gets_a_new_one_as_before(small_hub: Hub) -> None:
    await _garden_with_tomatoes(small_hub)
    small_hub.script.add("arthur", Reply(text="Use an external drive and a cloud copy."))
    await small_hub.say("have someone research how to back up my laptop to the cloud")
    names = [p.name for p in await small_hub.client.projects()]
    assert len(names) == 2 and "garden" in names, names
    assert (await small_hub.eddie_said())[-1].meta.action != "ask_user"


async def test_german_words_find_the_english_project(small_hub: Hub) -> None:
    await small_hub.client.create_project("summer_plans")
    small_hub.script.add("arthur", Reply(text="Noted."))
    await small_hub.say("summer_plans: list quiet beaches in portugal for our holiday")
    small_hub.script.add("arthur", Reply(text="Drei Strände."))
    await small_hub.say("lass jemanden ruhige strände in portugal für den urlaub raussuchen")
    assert [p.name for p in await small_hub.client.projects()] == ["summer_plans"]


async def test_a_capable_model_sees_what_each_project_was_about(hub: Hub) -> None:
    hub.script.add(
        "eddie",
        call("delegate_project", project="garden", task="Find out why the tomato leaves yellow."),
    )
    hub.script.add("arthur", Reply(text="Too much water."))
    await hub.say("ask someone in garden why my tomato leaves turn yellow")
    hub.script.add("eddie", Reply(text="I'll hand that to garden."))
    await hub.say("find tomato varieties that grow in shade")
    _engine, messages = [s for s in hub.script.seen if s[0] == "eddie"][-1]
    context = "\n".join(str(m["content"]) for m in messages if m["role"] == "system")
    assert "garden (earlier: Find out why the tomato leaves yellow." in context, context
