"""One inbox item asked for by a word of its title while projects exist: "pull up the X one"
when X names no project (though a project's worker does that work), a worker's result asked
"on" or "about" its topic, in English or in German (the German word meets the English title
through the glossary or a word form), with a typo. A word that names a project as well opens
the project, unless the words ask for a result."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.core import Brain
from brain.router.hub import route_for_hub
from tests.router.conftest import brain_with, item_read, working

_TITLES = (
    "Greenhouse supplier quotes",
    "Kayak rental comparison",
    "Sourdough recipe notes",
    "Backpack shortlist",
    "Garden furniture shortlist",
)


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("garden_redo", "lisbon_trip")):
        await working(opened, "lisbon_trip", "compare kayak rentals in lisbon")
        for title in _TITLES:
            await opened.deps.inbox.add(source="eval", title=title, body="…", notify_session=None)
        yield opened


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("can you pull up the kayak one", "Kayak rental comparison"),
        ("kayak stuff, read it out to me", "Kayak rental comparison"),
        ("read me the greenhuose one", "Greenhouse supplier quotes"),
        ("what did the agent dig up on greenhouse suppliers", "Greenhouse supplier quotes"),
        ("show me what it sent back about kayaks", "Kayak rental comparison"),
        ("what came back on the backpacks", "Backpack shortlist"),
        ("any findings on the greenhouse suppliers?", "Greenhouse supplier quotes"),
        ("what came back on the garden stuff", "Garden furniture shortlist"),
        ("anything back on the backpacks?", "Backpack shortlist"),
        ("the sourdough results please", "Sourdough recipe notes"),
    ],
)
async def test_an_item_named_by_a_word_of_its_title_is_read(
    brain: Brain, said: str, title: str
) -> None:
    assert await item_read(brain, said) == title


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("lies mir vor, was zu den rucksäcken rausgekommen ist", "Backpack shortlist"),
        ("was hat der worker über die lieferanten herausgefunden", "Greenhouse supplier quotes"),
        ("zeig mal, was bei den rezepten rauskam", "Sourdough recipe notes"),
        ("mach bitte die rucksack-auswertung auf", "Backpack shortlist"),
        ("hat der agent schon was zu den lieferanten geschickt?", "Greenhouse supplier quotes"),
    ],
)
async def test_a_german_word_finds_the_english_title(brain: Brain, said: str, title: str) -> None:
    assert await item_read(brain, said) == title


@pytest.mark.parametrize(
    ("said", "target", "arg"),
    [
        ("open the garden one", "project_open", "garden_redo"),  # a project's word too
        ("open the kayak project", "project_open", "lisbon_trip"),  # a project, said as one
        ("show me my inbox", "inbox_list", None),
        ("the lisbon worker is done, show me what it found", "inbox_list", None),
    ],
)
async def test_a_project_or_the_inbox_said_is_no_item(
    brain: Brain, said: str, target: str, arg: str | None
) -> None:
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("name")) == (target, arg), route


async def test_a_question_about_the_topic_reads_no_item(brain: Brain) -> None:
    route = await route_for_hub(brain.deps, "what's a good kayak for beginners")
    assert route.target != "inbox_read", route
