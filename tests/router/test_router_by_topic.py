"""Projects named only by the words of their work: placing new work by the project's domain
("shower" → bathroom), and stopping, checking or correcting a busy worker named by its task
("put the coral stuff on hold"). A real brain; phrasings written for this file."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.errors import ConfigError
from brain.router.domains import bundled_domains, parse_domains
from brain.router.glossary import bundled_glossary
from brain.router.hub import route_for_hub
from brain.router.topic import ProjectTopic, relate
from tests.router.conftest import brain_with, working


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("thesis", "moving_house", "bathroom", "car")):
        yield opened


_working = working


async def _two_workers(brain: Brain) -> None:
    await _working(brain, "thesis", "collect sources on coral bleaching for chapter two")
    await _working(brain, "moving_house", "get three quotes from removal companies")


# --- domains: what a project's name says about its work -------------------------------------


def test_a_domain_is_found_by_the_project_name_inflected_or_compounded() -> None:
    domains = parse_domains(
        "version: 1\ndomains:\n  bathroom:\n    names: [bathroom, badezimmer]\n"
        "    words: [shower, fliesen]\n"
    )
    assert "shower" in domains.words_of(["bathroom"])
    assert "fliesen" in domains.words_of(["badezimmersanierung"])
    assert domains.words_of(["kitchen"]) == ()


def test_unnamed_work_fits_the_project_whose_domain_it_is_about() -> None:
    topics = [ProjectTopic("bathroom"), ProjectTopic("car"), ProjectTopic("thesis")]
    glossary, domains = bundled_glossary(), bundled_domains()
    for said in (
        "get prices for swapping the old bathtub for a shower tray",
        "such mal angebote fuer neue fliesen und ne regendusche",
    ):
        assert relate(said, topics, glossary, domains).project == "bathroom", said
        assert relate(said, topics, glossary).project is None, said  # by name alone: nothing
    assert relate("find a cheap garage for new tyres", topics, glossary, domains).project == "car"


def test_work_of_no_project_s_domain_stays_new() -> None:
    topics = [ProjectTopic("bathroom"), ProjectTopic("car")]
    found = relate("find a good dentist in leipzig", topics, bundled_glossary(), bundled_domains())
    assert found.project is None and not found.unsure


def test_an_override_extends_the_bundled_domains_and_a_broken_one_says_where() -> None:
    mine = parse_domains(
        "version: 1\nextends: bundled\ndomains:\n  pottery:\n    names: [pottery]\n"
        "    words: [kiln, glaze]\n"
    )
    assert "kiln" in mine.words_of(["pottery"])
    assert mine.words_of(["bathroom"]) == bundled_domains().words_of(["bathroom"])
    with pytest.raises(ConfigError, match=r"domains\.pottery\.names"):
        parse_domains("version: 1\ndomains:\n  pottery:\n    words: [kiln]\n")


async def test_handed_out_work_goes_to_the_project_of_its_domain(brain: Brain) -> None:
    route = await route_for_hub(
        brain.deps, "can someone compare walk-in shower enclosures for me, glass ones"
    )
    assert (route.decision, route.target, route.args.get("project")) == (
        "act",
        "delegate_project",
        "bathroom",
    ), route


# --- a busy worker named by its task ---------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("put the coral bleaching sources on hold for now", "thesis"),
        ("halt die removal quotes mal an, wir ziehen vielleicht doch nicht um", "moving_house"),
        ("kill the removal company worker pls", "moving_house"),
    ],
)
async def test_a_busy_worker_named_by_its_task_is_stopped(
    brain: Brain, said: str, project: str
) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, said)
    assert (route.decision, route.target, route.args.get("process")) == (
        "act",
        "process_command",
        project,
    ), route


async def test_how_far_a_worker_named_by_its_task_is(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "how are the coral sources coming along")
    assert (route.target, route.args.get("project")) == ("process_list", "thesis"), route


async def test_a_change_to_work_that_runs_is_passed_to_its_worker(brain: Brain) -> None:
    said = "for the removal quotes, the piano has to be included"
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "moving_house"), route
    assert route.args.get("message") == said


async def test_a_fact_given_to_memory_outright_is_remembered_not_passed_on(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "merk dir bitte, dass der umzug am 3. mai ist")
    assert route.target == "memory_remember", route


async def test_asked_which_to_stop_only_busy_workers_are_offered(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "stop the worker")
    assert route.decision == "ask", route
    offered = {o.args.get("process") for o in route.options}
    assert offered == {"thesis", "moving_house"}, route


async def test_a_negated_stop_stops_nothing(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "don't stop the removal quotes, just add a piano")
    assert route.target != "process_command", route


async def test_a_stop_without_a_topic_asks_which_busy_worker(brain: Brain) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, "kannst du das bitte abbrechen")
    assert route.decision == "ask", route
    assert {(o.target, o.args.get("process")) for o in route.options} == {
        ("process_command", "thesis"),
        ("process_command", "moving_house"),
    }


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("sag mir morgen um 9 bescheid wegen der steuer", "schedule_add"),
        ("kannst du mir freitag um 8 bescheid geben dass ich die pakete hole", "schedule_add"),
        ("do you remember which hotel i liked in porto", "memory_recall"),
    ],
)
async def test_requests_with_you_in_them_are_no_help_questions(
    brain: Brain, said: str, target: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == target or target in {o.target for o in route.options}, route
    assert route.target != "how_do_i", route


@pytest.mark.parametrize(
    "said",
    [
        "fyi the removal date moved to june, keep that in mind",
        "mein umzugshelfer heisst carsten, nur damit dus weisst",
    ],
)
async def test_a_fact_said_for_eddie_to_know_is_remembered(brain: Brain, said: str) -> None:
    await _two_workers(brain)
    route = await route_for_hub(brain.deps, said)
    assert route.target == "memory_remember", route


async def test_sag_das_weiter_passes_it_to_the_worker_of_its_topic(brain: Brain) -> None:
    await _two_workers(brain)
    said = "die removal quotes sollen die klaviere mit einschliessen, sag das bitte weiter"
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "moving_house"), route
