"""Kinds a held-out set (48) showed, said here in other words: work asked of "a worker" outright
goes to the project of its topic or a new one named by it (a fact to tell back is answered),
an ache after the user's own work day is no question about running workers, and the inbox is
asked for casually in German, by an item's place or number, or by the question a worker left."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.models import SessionKind
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, item_read


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    projects = ("family_tree", "used_car_search", "herb_garden", "piano_lessons")
    async for opened in brain_with(tmp_path, projects):
        found = await opened.projects.find("family_tree")
        assert found is not None
        await opened.sessions.create(
            found, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
        )
        yield opened


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "been digging into my nan's roots lately - could a worker find out which old church"
            " registers still exist for her and how i request copies",
            "family_tree",
        ),
        (
            "any chance one of the workers could dig out which old parish books survive for my"
            " great gran and how to get scans",
            "family_tree",
        ),
        (
            "könnte ein worker rausfinden welche alten kirchenbücher es für meinen urgroßvater"
            " noch gibt und wie ich die bestelle",
            "family_tree",
        ),
        (
            "torn between a 2014 honda jazz, a 2016 skoda fabia and a 2015 ford fiesta - can you"
            " get a thorough comparison done: reliability, running costs, common problems?",
            "used_car_search",
        ),
        (
            "have a worker look into beginner piano pieces and put a practice routine together",
            "piano_lessons",
        ),
    ],
)
async def test_work_asked_of_a_worker_goes_to_its_topics_project(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", project), route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        (
            "ive got about 400 scanned receipts with meaningless file names, can a worker make a"
            " little program that renames every file after the date printed on it",
            "receipt_renamer",
        ),
        (
            "so many scanned bills with junk filenames. could a worker write me a small script"
            " that renames each one by the date on the bill?",
            "bill_renamer",
        ),
    ],
)
async def test_a_tool_asked_of_a_worker_is_a_new_project_named_by_it(
    brain: Brain, said: str, project: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("project")) == ("delegate_project", project), route


@pytest.mark.parametrize(
    "said",
    [
        "could a worker tell me what the capital of canada is",
        "can a worker tell me how many grams in an ounce",
        "is the worker done?",  # a question about the work, no new work
    ],
)
async def test_a_fact_or_a_question_about_a_worker_hands_out_nothing(
    brain: Brain, said: str
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target not in ("delegate_project", "steer_project", "how_do_i"), route


@pytest.mark.parametrize(
    "said",
    [
        "my lower back is destroyed after working at the laptop all day",
        "i've been working on the laptop since 8 and my neck is wrecked",
        "back is totally shot after 10 hours of working",
        "nach dem arbeitstag am schreibtisch tut mir der nacken weh",
    ],
)
async def test_an_ache_after_the_users_work_day_is_no_status(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "process_list", route


@pytest.mark.parametrize(
    "said", ["is anything running right now?", "what are the workers up to", "läuft gerade was?"]
)
async def test_a_question_about_running_work_is_still_the_status(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target == "process_list", route


@pytest.fixture
async def inboxed(brain: Brain) -> Brain:
    inbox = brain.deps.inbox
    for source, title in (
        ("arthur · herb_garden", "Basil varieties compared"),
        ("arthur · herb_garden", "Question - should the herbs go on the balcony?"),
        ("arthur · piano_lessons", "Practice pieces for beginners"),
        ("arthur · piano_lessons", "Which weekday suits you for lessons?"),
    ):
        await inbox.add(source=source, title=title, body="…", notify_session=None)
    return brain


@pytest.mark.parametrize(
    "said",
    [
        "was kam heute so von den workern rein",
        "was ist heute alles reingekommen von den agenten",
    ],
)
async def test_a_casual_german_ask_for_what_came_in_lists_the_inbox(
    inboxed: Brain, said: str
) -> None:
    route = await route_for_hub(inboxed.deps, said)
    assert route.target == "inbox_list", route


@pytest.mark.parametrize(
    ("said", "title"),
    [  # newest first, as the list shows them
        ("read me the second one", "Practice pieces for beginners"),
        ("ok open the fourth", "Basil varieties compared"),
        ("zeig mir mal die letzte", "Which weekday suits you for lessons?"),
        ("lies mir bitte die dritte vor", "Question - should the herbs go on the balcony?"),
        ("open #1", "Basil varieties compared"),
        ("zeig mir nr. 3", "Practice pieces for beginners"),
    ],
)
async def test_an_item_by_its_place_or_number_is_read(
    inboxed: Brain, said: str, title: str
) -> None:
    assert await item_read(inboxed, said) == title


@pytest.mark.parametrize(
    "said",
    ["open the second project", "read the first chapter of the basil guide", "open the 9th one"],
)
async def test_a_place_of_something_else_or_past_the_end_reads_no_item(
    inboxed: Brain, said: str
) -> None:
    route = await route_for_hub(inboxed.deps, said)
    assert route.target != "inbox_read", route


@pytest.mark.parametrize(
    ("said", "title"),
    [
        (
            "hang on, didn't the herb garden worker want to ask me something? let me see",
            "Question - should the herbs go on the balcony?",
        ),
        ("did the piano worker have a question for me?", "Which weekday suits you for lessons?"),
        (
            "pretty sure the piano worker had some question for me, show it",
            "Which weekday suits you for lessons?",
        ),
        (
            "hat der kräutergarten worker mich nicht was gefragt? zeig mal",
            "Question - should the herbs go on the balcony?",
        ),
        (
            "wollte der piano worker nicht was von mir wissen",
            "Which weekday suits you for lessons?",
        ),
    ],
)
async def test_a_workers_question_asked_after_reads_that_item(
    inboxed: Brain, said: str, title: str
) -> None:
    assert await item_read(inboxed, said) == title


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("ask the herb garden worker whether the balcony gets enough sun", "inbox_read"),
        ("can you ask me some questions to help me pick a piano", "inbox_read"),
    ],
)
async def test_a_question_for_a_worker_or_for_me_reads_no_item(
    inboxed: Brain, said: str, target: str
) -> None:
    route = await route_for_hub(inboxed.deps, said)
    assert route.target != target, route
