"""A turn asks the rules twice (before the router, and after it when it did not act); what
no rule matched is remembered, and nothing else: answers that depend on the clock, the
user's projects or the language are worked out each time."""

from __future__ import annotations

from datetime import datetime

from brain.fastpath import FastPath


def test_what_missed_misses_again_but_a_project_made_since_is_found() -> None:
    fast = FastPath.bundled()
    assert fast.match("take me to pottery", projects=["garden"]) is None
    assert fast.match("take me to pottery", projects=["garden"]) is None
    hit = fast.match("take me to pottery", projects=["garden", "pottery"])
    assert hit is not None and hit.action["target"] == "pottery"


def test_a_german_miss_is_an_english_miss_but_not_the_other_way() -> None:
    fast = FastPath.bundled()
    assert fast.match("wie teuer ist ein kaffee in wien so ungefähr", language="de") is None
    assert fast.match("wie teuer ist ein kaffee in wien so ungefähr", language="en") is None
    assert fast.match("wie viel ist 12 plus 30", language="en") is None
    hit = fast.match("wie viel ist 12 plus 30", language="de")
    assert hit is not None and "42" in hit.action["message"]


def test_an_answer_by_the_clock_is_worked_out_each_time() -> None:
    fast = FastPath.bundled()
    first = fast.match("what time is it", now=datetime(2026, 12, 5, 9, 15))
    later = fast.match("what time is it", now=datetime(2026, 12, 5, 17, 40))
    assert first is not None and later is not None
    assert first.action != later.action
