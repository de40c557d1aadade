"""More sums said in the user's own words (issue 14): a duration of hours and minutes in one
unit, a trip's fuel and its cost, how long saving up takes, what a raise adds and what an
hourly wage makes. Before, "how many minutes is 3h 20min" got "180 minutes in 3 hours" (the
20 minutes cut off as if they were filler) and a trip's fuel cost got a consumption of 1 l per
100 km. Phrasings written for this file."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import answer_to


@pytest.fixture(scope="module")
def fast() -> FastPath:
    return FastPath.bundled()


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("quick q how many minutes are 4h 10m", "en", "250 minutes"),
        ("1h 40 in minutes pls, for my timesheet", "en", "100 minutes"),
        ("wie viele minuten sind 1 std 5 min", "de", "65 Minuten"),
        ("road trip of 800 km, the van does 9 l per 100 km, diesel is 1.70, cost?", "en", "122.40"),
        ("350 km, mein auto braucht 6 l auf 100 km, wie viel sprit ist das", "de", "21 l"),
        ("putting away 150 a month, how long till i have 2000", "en", "14 months"),
        ("i save 50 a week, how many weeks until 1k", "en", "20 weeks"),
        ("boss offered a 5% raise on 3000, how much more is that", "en", "150 more"),
        ("i make 15 an hour, 20 hours a week, what's that per month", "en", "1,300"),
        ("14 € die stunde und 30 stunden die woche, wie viel im monat", "de", "1.820"),
    ],
)
def test_a_sum_in_loose_words_is_worked_out(said: str, language: str, has: str) -> None:
    assert has in (answer_to(said, language) or "")


@pytest.mark.parametrize(
    "said",
    [
        "how many minutes in 3 hours and how many in 5",
        "i drove 300 km and it took 4 hours",
        "my rent went up 3% this year, ugh",
        "we save a lot of money by cooking at home",
        "remind me at 18:30 to save 200",
    ],
)
def test_no_sum_is_made_up_from_other_words(fast: FastPath, said: str) -> None:
    found = fast.match(said, language="en")
    assert found is None or not found.rule.startswith(
        ("loose_duration", "loose_trip", "loose_save", "loose_raise", "loose_wage")
    )


def test_a_number_after_a_sum_is_not_cut_off_as_filler(fast: FastPath) -> None:
    found = fast.match("how many minutes is 3h 20min", language="en")
    assert found is not None and "200 minutes" in str(found.action["message"])


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("was sind 19 mal 21 eigentlich, mein handy ist leer", "de", "399"),
        ("whats 13 times 17 again, need it for my kid's homework", "en", "221"),
    ],
)
def test_a_sum_with_a_clause_after_it_is_worked_out(said: str, language: str, has: str) -> None:
    assert has in (answer_to(said, language) or "")


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("shift starts 7:30, 8 hours plus a 45 min break, when am i done", "en", "Done at 16:15"),
        (
            "train leaves 9:05, i want to be there 20 min early and the walk is 25 min, when "
            "should i leave",
            "en",
            "Leave at 8:20",
        ),
        ("recipe serves 6 and needs 900 g potatoes but i only cook for 2", "en", "300 g"),
        ("das rezept ist für 4 personen mit 2 eier, ich koche für 6", "de", "3 eier"),
    ],
)
def test_a_time_with_several_durations_and_a_recipe_for_more_people(
    said: str, language: str, has: str
) -> None:
    assert has in (answer_to(said, language) or "")
