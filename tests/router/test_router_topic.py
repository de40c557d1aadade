"""Unnamed work related to the user's projects by topic, measured on cases written apart
from the code (tests/router/data/topic_cases.yaml: 37 cases, traps and German included)."""

from __future__ import annotations

from bench.topic import run
from brain.router.glossary import bundled_glossary
from brain.router.topic import ProjectTopic, relate

RIGHT_WITH_TOPICS = 26
"""Measured 27/37 (the router alone: 15/37); a change that loses more than one is a step back."""


def test_the_topic_cases_mostly_land_where_they_belong() -> None:
    results = run(topics=True)
    right = sum(got in expect for _said, got, expect in results)
    assert right >= RIGHT_WITH_TOPICS, [r for r in results if r[1] not in r[2]]
    # never a confident wrong project where a new one was the only right answer
    wrong = [r for r in results if r[2] == ["new"] and r[1] not in ("new", "ask", "model:None")]
    assert not wrong, wrong


GARDEN = ProjectTopic("garden", None, ("find out why the leaves of my tomatoes turn yellow",))
LISBON = ProjectTopic("trip_lisbon", "Lisbon in May", ("book a hotel near the river",))


def test_plural_typo_and_other_language_count_as_the_same_word() -> None:
    glossary = bundled_glossary()
    for said in ("find tomato seedlings", "find tomatos seedlings", "finde tomatensetzlinge"):
        assert relate(said, [GARDEN, LISBON], glossary).project == "garden", said
    assert relate("day trips from lisbn by train", [GARDEN, LISBON], glossary).project == (
        "trip_lisbon"
    )


def test_a_word_both_projects_share_decides_nothing() -> None:
    both = ProjectTopic("balcony", None, ("find pots for the tomatoes on the balcony",))
    found = relate("compare tomato seeds", [GARDEN, both], bundled_glossary())
    assert found.project is None and set(found.unsure) == {"garden", "balcony"}


def test_one_shared_word_among_many_is_no_certainty() -> None:
    found = relate("a recipe for tomato soup with basil", [GARDEN, LISBON], bundled_glossary())
    assert found.project is None and found.unsure == ("garden",)


def test_no_shared_word_is_no_evidence() -> None:
    found = relate("find a good dentist", [GARDEN, LISBON], bundled_glossary())
    assert found.project is None and not found.unsure
