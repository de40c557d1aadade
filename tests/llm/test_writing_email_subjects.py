"""An email's subject is short and whole: a short question whole, a long one "Quick question",
a statement up to where it stops making sense on its own (before a second clause, a reason or
how long), never cut mid-phrase ("… if we can", "… ask", "… which have not been"). Subjects
people give these emails ("Out sick today", "Retro: new time") stay."""

from __future__ import annotations

import re

import pytest

from tests.llm.writing_helpers import answered

_WORDS = (
    "a an the to of for with from by at on in if whether that and or but so as can could would "
    "will we i you my our your is are was be been has have had ask let which who"
)
_MID_PHRASE = frozenset(_WORDS.split())
"""Words a subject cut off mid-phrase ends on."""


def subject(text: str) -> str:
    found = re.search(r"^Subject: (.+)$", text, re.MULTILINE)
    assert found is not None, text
    return found[1]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("write an email to my boss asking for monday off", "Could I please ask for Monday off?"),
        ("write an email to my coworker sam asking if we can swap desks next week so i can sit "
         "near the window", "Quick question"),
        ("write an email to my teacher asking whether i can hand in the essay next week instead "
         "of friday", "Quick question"),
        ("write an email to my manager saying i will be working from home tomorrow because the "
         "trains are on strike", "I will be working from home tomorrow"),
        ("write an email to the city council about the overflowing bins on our street which have "
         "not been collected for three weeks now", "Overflowing bins on our street"),
        ("email my landlady, the front door lock is broken, i'm home every evening after 6, from "
         "Laura", "Repair needed: front door lock"),
    ],
)  # fmt: skip
def test_a_subject_is_short_and_whole(said: str, expected: str) -> None:
    said_subject = subject(answered(said))
    assert said_subject == expected, said_subject
    assert said_subject.rstrip("?").split()[-1].lower() not in _MID_PHRASE, said_subject


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("write an email to my boss that i'm sick today and won't be in", "Out sick today"),
        ("email to my team saying the retro is moved to 3pm", "Retro: new time"),
    ],
)  # fmt: skip
def test_the_subjects_people_give_stay(said: str, expected: str) -> None:
    assert subject(answered(said)) == expected
