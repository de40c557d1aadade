"""Budgets: the hard cap is checked before a call, children are carved from the parent,
the user's decision at the cap is understood by number, label or words."""

from __future__ import annotations

from typing import Any

import pytest

from brain.planning.budget import (
    PLANNING_DEFAULTS,
    Budget,
    BudgetExceeded,
    CapChoice,
    cap_question,
    default_budget,
    estimate_call,
    parse_cap_answer,
)
from brain.services.settings import DEFAULTS


def test_a_call_over_the_cap_is_refused_before_it_is_made() -> None:
    budget = Budget(allowed=1000).charge(600, 200)
    assert budget.remaining == 200
    assert budget.check(200).ok
    refused = budget.check(201)
    assert not refused.ok and refused.remaining == 200
    assert "201" in refused.reason and "200 of 1000" in refused.reason
    with pytest.raises(BudgetExceeded) as caught:
        budget.require(500)
    assert caught.value.check.estimate == 500


def test_no_cap_means_every_call_is_allowed() -> None:
    budget = Budget(allowed=None).charge(10**9, 10**9)
    assert budget.check(10**9).ok and budget.remaining is None and not budget.exhausted


def test_a_child_budget_is_carved_from_the_parent_and_settled_when_it_ends() -> None:
    parent = Budget(allowed=10_000).charge(1000, 0)
    parent, child = parent.carve(4000)
    assert child.allowed == 4000 and parent.remaining == 5000
    parent, greedy = parent.carve(None)  # "whatever is left"
    assert greedy.allowed == 5000 and parent.exhausted
    parent, none_left = parent.carve(100)
    assert none_left.allowed == 0 and not none_left.check(1).ok  # nothing left, not "no cap"
    parent = parent.release(child.charge(1500, 500))
    assert parent.used == 3000 and parent.reserved == 5000
    assert parent.remaining == 2000


def test_an_uncapped_parent_hands_out_what_is_asked() -> None:
    parent, child = Budget(allowed=None).carve(3000)
    assert child.allowed == 3000 and parent.reserved == 0
    assert parent.release(child.charge(100, 0)).used == 100


def test_a_child_never_gets_more_than_the_parent_has_left() -> None:
    parent, child = Budget(allowed=500).carve(10_000)
    assert child.allowed == 500 and parent.remaining == 0


def test_extending_raises_the_cap() -> None:
    budget = Budget(allowed=1000).charge(1000, 0)
    assert budget.exhausted
    assert budget.extend(500).check(400).ok


def test_estimate_counts_prompt_and_the_largest_answer() -> None:
    messages = [{"role": "system", "content": "x" * 400}, {"role": "user", "content": "y" * 40}]
    assert estimate_call(messages, max_output_tokens=1000) == 100 + 10 + 8 + 1000


def test_the_cap_question_offers_extend_finish_stop() -> None:
    message, options = cap_question(
        "The security audit", Budget(allowed=400_000, used=400_100), 100_000
    )
    assert "400,100 of its 400,000" in message
    assert [o.label for o in options] == ["Extend by 100k tokens", "Finish now", "Stop"]


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("1", CapChoice(decision="extend", tokens=100_000)),
        ("the second", CapChoice(decision="finish")),
        ("Stop", CapChoice(decision="stop")),
        ("extend by 50k", CapChoice(decision="extend", tokens=50_000)),
        ("Extend it by 1.5M tokens.", CapChoice(decision="extend", tokens=1_500_000)),
        ("finish with what you have", CapChoice(decision="finish")),
        ("what is a token?", None),
        ("7", None),
    ],
)
def test_the_answer_at_the_cap_is_understood(answer: str, expected: CapChoice | None) -> None:
    assert parse_cap_answer(answer, 100_000) == expected


class FakeSettings:
    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values
        self.asked: list[tuple[str, str | None]] = []

    async def get(
        self, key: str, *, process_id: str | None = None, project_id: str | None = None
    ) -> Any:
        self.asked.append((key, project_id))
        return self.values.get(key, DEFAULTS.get(key))


async def test_the_allowance_comes_from_the_argument_then_the_cascade() -> None:
    settings = FakeSettings({"budget.default.marvin": 50_000})
    assert (await default_budget(settings, "marvin", requested=7000)).allowed == 7000
    assert settings.asked == []  # the delegation argument wins without a lookup
    assert (await default_budget(settings, "marvin", project_id="p-1")).allowed == 50_000
    assert settings.asked == [("budget.default.marvin", "p-1")]
    ford = PLANNING_DEFAULTS["budget.default.ford"]
    assert (await default_budget(settings, "ford")).allowed == ford
    bad = FakeSettings({"budget.default.ford": "lots"})
    assert (await default_budget(bad, "ford")).allowed == ford
    assert (await default_budget(settings, "unknown-engine")).allowed is None  # no cap
    assert (await default_budget(settings, "ford", requested=0)).allowed is None


def test_the_settings_cascade_knows_the_budget_keys() -> None:
    for key, value in PLANNING_DEFAULTS.items():
        assert DEFAULTS[key] == value


def test_cap_hit_then_extended_then_the_work_finishes() -> None:
    """The whole path at the cap: refused before the call, the question, "1", extended,
    the next call fits, and nothing was ever spent over the cap."""
    budget = Budget(allowed=2000)
    spent = 0
    calls = [900, 900, 900, 900]  # each call's real usage (= its estimate here)
    asked: list[str] = []
    for cost in calls:
        if not budget.check(cost).ok:
            message, options = cap_question("The audit", budget, 1000)
            asked.append(message)
            assert len(options) == 3
            choice = parse_cap_answer("1", 1000)
            assert choice is not None and choice.decision == "extend"
            budget = budget.extend(choice.tokens)
        assert budget.check(cost).ok
        budget = budget.charge(cost, 0)
        spent += cost
        assert budget.allowed is not None and budget.used <= budget.allowed
    assert spent == 3600 and budget.allowed == 4000
    assert ["1,800 of its 2,000" in asked[0], "2,700 of its 3,000" in asked[1]] == [True, True]
