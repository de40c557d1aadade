"""Near misses found by the review of the twenty-first session's changes: each sentence looks
like a kind that was added, and keeps its old reading (or gets none, rather than a wrong one)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from brain.core import Brain
from brain.fastpath import loose_sums
from brain.llm.tiny_card_line import card_line
from brain.llm.tiny_lines import known_answer
from brain.models import SessionKind
from brain.router import timing_ahead
from brain.router.hub import route_for_hub
from brain.router.when import parse
from tests.router.conftest import brain_with

NOW = datetime(2026, 12, 7, 10, 0, tzinfo=ZoneInfo("Europe/Berlin"))


@pytest.mark.parametrize(
    ("said", "cron"),
    [
        ("remind me every day fees are taken at 9", "0 9 * * *"),
        ("every month the rent is due on the 1st, remind me", "0 9 1 * *"),
    ],
)
def test_every_day_or_month_before_a_price_word_still_repeats(said: str, cron: str) -> None:
    found = parse(said, NOW)
    assert found is not None and found.cron == cron


@pytest.mark.parametrize(
    "said", ["remind me every year on my birthday", "remind me in june every year to renew it"]
)
def test_every_year_without_a_date_is_no_yearly_schedule(said: str) -> None:
    found = parse(said, NOW)
    assert found is None or found.cron is None


def test_a_reminder_asked_with_please_after_its_time() -> None:
    args = timing_ahead.schedule_args("the call is at 4. remind me at 3 please", None, now=NOW)
    assert args is not None and args["when"] == "at 3" and args["prompt"] == "that the call is at 4"


@pytest.mark.parametrize(
    "said",
    ["my grandpa looks really sick", "this week my daughter is so sick", "my dog looks sick"],
)
def test_someone_else_looking_sick_is_no_praise(said: str) -> None:
    assert "Love that" not in (known_answer(said, "en") or "")


@pytest.mark.parametrize(
    "said",
    [
        "i'm worried about the dentist bill this month",
        "should i see a dentist, im scared my gum is swollen",
    ],
)
def test_a_bill_or_whether_to_go_is_no_appointment_nerves(said: str) -> None:
    assert "hand signal" not in (known_answer(said, "en") or "")


@pytest.mark.parametrize(
    "said",
    [
        "the third coffee is free, 5 coffees at 3 each, how much",
        "the 2nd night is free, 4 nights at 80, how much in total",
    ],
)
def test_one_thing_free_without_a_deal_gets_no_wrong_sum(said: str) -> None:
    found = loose_sums.read(said, NOW.replace(tzinfo=None), "en")
    assert found is None or "free" in found[1]


def test_a_hobby_is_matched_as_a_word() -> None:
    assert "Level" not in (card_line("gambling", 30, "30th", "en") or "")
    assert "cooking" not in (card_line("cookies", 30, "30th", "en") or "")


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    async for opened in brain_with(tmp_path, ("tax_2026", "climbing_gym")):
        for name in ("tax_2026", "climbing_gym"):
            found = await opened.projects.find(name)
            assert found is not None
            await opened.sessions.create(
                found, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
            )
        yield opened


@pytest.mark.parametrize(
    "said",
    [
        "i'm stuck on the tax thing, any tips?",
        "we are stuck with the climbing project, how do i get past grade 6?",
    ],
)
async def test_the_user_stuck_is_no_worker_state(brain: Brain, said: str) -> None:
    route = await route_for_hub(brain.deps, said)
    assert route.target != "process_list"
