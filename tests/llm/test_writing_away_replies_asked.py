"""An out-of-office reply asked in other words ("need an away msg", "autoreply pls",
"abwesenheitsnotiz bis 12.8.") with the dates and the contact as the user gives them, however
they say whom to contact ("ask them to contact kemal", "people should email my colleague
ines", "vertretung frau öztürk", "bei fragen an tim"); a German ask gets a German reply. A
question about such replies, a reminder to set one and an out-of-office told of get none."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("said", "details", "never"),
    [
        ("need an away msg, off from the 3rd till the 10th, for anything urgent ask them to "
         "contact kemal", ("from the 3rd to the 10th", "please contact Kemal."), ("To Contact",)),
        ("autoreply pls: on holiday till friday, people should email my colleague ines instead",
         ("on holiday until Friday", "please contact my colleague Ines."), ("[date]",)),
        ("set up an away message im off till the 14th ask people to contact jana",
         ("until the 14th", "please contact Jana."), ("To Contact", "until 14th")),
        ("write an out of office, back on the 21st, tell people to call mo on 0171 5550101",
         ("please contact Mo on 0171 5550101", "back on the 21st"), ("or on",)),
    ],
)  # fmt: skip
def test_an_away_reply_has_the_dates_and_whom_to_contact(
    said: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(said), details, never)


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("abwesenheitsnotiz bis 12.8., vertretung frau öztürk",
         ("Abwesenheitsnotiz", "bis zum 12.8.", "meine Vertretung Frau Öztürk")),
        ("abwesenheitsassistent text: urlaub bis freitag, bei fragen an tim",
         ("bis Freitag im Urlaub", "wenden Sie sich bitte an Tim.")),
        ("mach mir ne abwesenheitsmail vom 3. bis 10., in dringenden fällen an frau yilmaz wenden",
         ("vom 3. bis 10.", "an Frau Yilmaz.")),
    ],
)  # fmt: skip
def test_a_german_away_reply_is_written_in_german(said: str, details: tuple[str, ...]) -> None:
    has_all(answered(said), details, ("Hello", "Wenden."))


@pytest.mark.parametrize(
    "said",
    [
        "is an out of office rude?",
        "remind me to set my out of office on friday",
        "my out of office is on till monday",
    ],
)
def test_no_away_reply_when_none_is_asked_for(said: str) -> None:
    assert known_answer(said, "en") is None
