"""Kinds of the nineteenth session, said here in other words: German work asked with a loose verb
for a project named by a compound or a word form ("mach mal fürs hoffest ne getränkeliste
fertig"), times that tell (when the user starts, what a plan holds, when a busy worker's work may
happen) instead of asking for a schedule, and a question of fact near a project's topic, which is
answered instead of passed to that project's worker."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, working

_NO_ANSWER = (
    "steer_project",
    "delegate_project",
    "process_list",
    "mediate",
    "ask_user",
    "memory_remember",
)
"""What a question of fact was taken for by its topic: a worker's business, or a note to keep."""


@pytest.fixture
async def fest(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("hoffest", "iceland_trip", "chor", "strassenfest")):
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("mach mal für die islandreise nen plan für die ringstraße fertig", "iceland_trip"),
        ("mach mal fürs hoffest ne getränkeliste fertig", "hoffest"),
        (
            "kannst du für unsere islandreise ne packliste für regen und wind erstellen",
            "iceland_trip",
        ),
        ("stell doch bitte fürs straßenfest ne liste auf", "strassenfest"),
        ("mach mir mal für den chorkram ne übersicht der auftritte fertig", "chor"),
        ("fürs hoffest ne helferliste mit schichten erarbeiten", "hoffest"),
    ],
)
async def test_a_loose_german_ask_is_work_for_the_project_it_names(
    fest: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(fest.deps, said)
    assert (route.decision, route.target, route.args.get("project")) == (
        "act",
        "delegate_project",
        project,
    ), route


@pytest.mark.parametrize(
    "said",
    [
        "wie stell ich fürs hoffest ne liste auf",
        "hast du die liste fürs hoffest schon zusammengestellt?",
        "ich muss fürs hoffest noch ne einkaufsliste zusammenstellen",
    ],
)
async def test_a_question_or_the_users_own_todo_with_such_a_verb_is_no_work(
    fest: Brain, said: str
) -> None:
    route = await route_for_hub(fest.deps, said)
    assert route.target != "delegate_project", route


async def test_a_project_opened_with_a_split_verb_is_still_opened(fest: Brain) -> None:
    route = await route_for_hub(fest.deps, "mach mal das hoffest auf")
    assert (route.target, route.args.get("name")) == ("project_open", "hoffest"), route


@pytest.fixture
async def plain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("garden", "guitar")):
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "make a 5 week guitar practice plan, 15 min every evening",
        "put together a monthly budget, my salary comes in on the 25th",
        "plan our dinners for the week, we shop on saturdays and wednesdays",
        "plan the dog's training for the holidays, monday to friday",
        "kannst du mir nen lernplan machen, die klausur ist am 14. juli",
        "sketch out a revision timetable, exams start on the 2nd of june",
        "could you make me a study timetable for the next 4 weeks, every morning 90 minutes",
    ],
)
async def test_times_that_tell_leave_the_work_to_be_handed_out(plain: Brain, said: str) -> None:
    route = await route_for_hub(plain.deps, said)
    assert (route.decision, route.target) == ("act", "delegate_project"), route


async def test_such_work_goes_to_the_project_it_fits(plain: Brain) -> None:
    route = await route_for_hub(
        plain.deps, "make a 5 week guitar practice plan, 15 min every evening"
    )
    assert (route.target, route.args.get("project")) == ("delegate_project", "guitar"), route


@pytest.mark.parametrize(
    "said",
    [
        "remind me on thursday to start the practice plan",
        "every sunday at 6 send me a meal idea",
        "set a reminder for weekday evenings to practice guitar",
        "erinnere mich jeden montag um 7 an die gitarre",
    ],
)
async def test_a_reminder_or_a_job_for_then_is_still_a_schedule(plain: Brain, said: str) -> None:
    route = await route_for_hub(plain.deps, said)
    assert route.target == "schedule_add", route


@pytest.fixture
async def tutor(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("tutor_search", "garden")):
        await working(opened, "tutor_search", "find a maths tutor for my son")
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "the tutor should be free on tuesdays or thursdays, afternoons only",
        "for the tutor search, i'm only available after 5pm on weekdays",
        "für die nachhilfesuche: nur samstags, unter der woche hab ich keine zeit",
        "for the maths tutor, lessons should be weekly on mondays",
    ],
)
async def test_when_a_busy_workers_find_may_happen_is_passed_on(tutor: Brain, said: str) -> None:
    route = await route_for_hub(tutor.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "tutor_search"), route


async def test_a_job_for_then_for_that_project_is_still_a_schedule(tutor: Brain) -> None:
    said = "for the tutor search, check new listings every morning at 8"
    route = await route_for_hub(tutor.deps, said)
    assert (route.target, route.args.get("project")) == ("schedule_add", "tutor_search"), route


@pytest.fixture
async def japan(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("japan_trip", "garden")):
        await working(opened, "japan_trip", "plan two weeks in japan")
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "btw how long is the shinkansen ride from tokyo to kyoto",
        "wie hoch ist eigentlich der fuji",
        "quick question, do they drive on the left in japan",
        "off topic but how many people live in tokyo",
        "just curious, how expensive is sushi in japan",
        "random q, is tap water safe to drink in japan",
        "out of curiosity what language do they speak in okinawa",
        "nebenbei, wie viele einwohner hat tokio",
        "btw how old is the kinkaku-ji temple",
    ],
)
async def test_a_question_of_fact_near_a_busy_project_is_answered(japan: Brain, said: str) -> None:
    route = await route_for_hub(japan.deps, said)
    assert route.target not in _NO_ANSWER, route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("for the japan thing also check rail pass prices", "steer_project"),
        ("btw can the japan worker also look at ryokans", "steer_project"),
        ("what has the japan worker found on rail passes", "process_list"),
        ("how far along is the japan trip", "process_list"),
    ],
)
async def test_work_or_a_question_about_the_work_stays_with_the_project(
    japan: Brain, said: str, target: str
) -> None:
    route = await route_for_hub(japan.deps, said)
    assert route.target == target, route


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("sketch out a revision timetable, exams start on the 2nd of june", "revision_timetable"),
        ("erstell mir einen vollständigen leitfaden für den umzug ins ausland", "leitfaden_umzug"),
        ("map out a schedule for the attic conversion in april", "schedule_attic"),
    ],
)
async def test_new_work_is_named_by_its_topic_not_by_how_it_was_asked(
    plain: Brain, said: str, name: str
) -> None:
    route = await route_for_hub(plain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", name), route
