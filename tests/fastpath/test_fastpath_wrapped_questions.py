"""Sums asked inside a polite wrapper, the verb put last ("can you tell me what 12% of 350 is",
"weißt du wie viel 20% von 90 ist"), in phrasings written for this file: they get the answer the
bare question gets. Near misses: a wrapper around no sum, and a command behind the wrapper."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.fastpath.indirect import direct
from tests.fastpath.fastpath_helpers import NOW, answer_to


@pytest.mark.parametrize(
    ("wrapped", "bare", "language"),
    [
        ("can you quickly tell me what 12 percent of 350 is", "what is 12 percent of 350", "en"),
        ("do you know what 15% of 80 is?", "what is 15% of 80?", "en"),
        ("could u tell me what 17 times 23 is", "what is 17 times 23", "en"),
        ("i was wondering what 3/8 as a percentage is", "3/8 as a percentage", "en"),
        ("do you happen to know how many ounces are in a pound", "how many ounces are in a pound",
         "en"),
        ("tell me what 250 divided by 8 is", "what is 250 divided by 8", "en"),
        ("kannst du mir schnell sagen was 12 prozent von 350 sind", "was sind 12 prozent von 350",
         "de"),
        ("weißt du wie viel 20% von 90 ist", "wie viel ist 20% von 90", "de"),
        ("sag mal, was sind 7 prozent von 1200", "was sind 7 prozent von 1200", "de"),
        ("könntest du mir kurz ausrechnen, was 18 mal 24 ergibt", "was ist 18 mal 24", "de"),
        ("ich wüsste gern, wie viel 15 prozent von 80 sind", "wie viel sind 15 prozent von 80",
         "de"),
        ("weisst du zufällig wie viele minuten ein tag hat", "wie viele minuten hat ein tag", "de"),
        ("kannst du mir sagen wie viel 5 km in meilen sind", "wie viel sind 5 km in meilen", "de"),
    ],
)  # fmt: skip
def test_a_wrapped_sum_gets_the_bare_answer(wrapped: str, bare: str, language: str) -> None:
    expected = answer_to(bare, language)
    assert expected is not None
    assert answer_to(wrapped, language) == expected


def test_the_wrapped_question_is_put_in_bare_word_order() -> None:
    assert direct("can you tell me what 12 percent of 350 is") == "what is 12 percent of 350"
    assert direct("kannst du mir sagen was 12 prozent von 350 sind?") == (
        "was sind 12 prozent von 350?"
    )
    assert direct("weißt du wie viele minuten ein tag hat") == "wie viele minuten hat ein tag"
    assert direct("what is 12 percent of 350") is None  # no wrapper
    assert direct("can you tell me a joke") is None  # no question inside


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("can you tell me what my wife said", "en"),
        ("do you know what 12 percent of my salary is", "en"),
        ("can you tell me what's running", "en"),  # a command is read as it stands, not cut out
        ("weißt du was meine frau gesagt hat", "de"),
        ("kannst du mir sagen was ein prozent ist", "de"),
    ],
)
def test_a_wrapper_around_no_sum_is_left_alone(said: str, language: str) -> None:
    found = FastPath.bundled().match(said, language=language, now=NOW)
    assert found is None or found.category not in ("arithmetic", "time"), found
