"""A percent said after a number is part of the sum: "250 minus 12 percent" is 12 % off 250,
never 250 − 12; "plus 7 percent" adds 7 % of the amount, never 7, and a percent said what it
is ("5% discount", "19 % mwst") is never read as a plain one added."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, has_all


@pytest.mark.parametrize(
    ("said", "parts"),
    [
        ("250 minus 12 percent", ("12% off 250", "220")),
        ("random q: 90 less 15%?", ("15% off 90", "76.50")),
        ("what is 64 - 25 %", ("25% off 64", "48")),
    ],
)
def test_minus_a_percent_takes_the_share_off(said: str, parts: tuple[str, ...]) -> None:
    has_all(said, "en", parts)


@pytest.mark.parametrize(
    "said", ["250 plus 7 percent", "80 + 5 %", "120 minus 10 prozent pls", "80 + 5% discount"]
)
def test_a_percent_is_never_cut_off_the_sum(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or ("257" not in answer and "85" not in answer and " 110" not in answer)


def test_plain_sums_with_words_after_them_still_work() -> None:
    assert "391" in str(answer_to("17 times 23 real quick"))


# --- a percent added ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("640 plus 8 percent", "en", ("8% of 640 is 51.20 more", "691.20 in all")),
        ("whats 72.50 + 12%?", "en", ("12% of 72.50 is 8.70 more", "81.20 in all")),
        ("could you add 15 pct to 36", "en", ("15% of 36 is 5.40 more", "41.40 in all")),
        ("put 6% on top of 450 euros, what's the total", "en", ("27 more", "477 in all")),
        ("how much is 1500 with 4 percnt on top", "en", ("60 more", "1,560 in all")),
        ("3% more than 210", "en", ("6.30 more", "216.30 in all")),
        ("increase 48 by 25 percent", "en", ("12 more", "60 in all")),
        ("the plumber quoted 380 plus a 12% surcharge, what's the total", "en", ("425.60",)),
        ("was sind 64 plus 25 prozent", "de", ("16 mehr", "zusammen 80")),
        ("120 € zzgl. 7 %", "de", ("8,40 mehr", "zusammen 128,40")),
        ("rechne mal 18 prozent auf 55 drauf", "de", ("9,90 mehr", "zusammen 64,90")),
        ("erhöh 300 um 2,5 %", "de", ("7,50 mehr", "zusammen 307,50")),
        ("der maler will 900 euro plus 10 prozent zuschlag, was kostet das", "de", ("990",)),
    ],
)
def test_a_percent_added_is_added_with_both_parts(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        ("640 + 8", "en", ("648",)),
        ("what's 8% of 640", "en", ("51.2",)),
        ("640 minus 8 percent", "en", ("8% off 640", "588.80")),
        ("640 plus 8% vat", "en", ("VAT", "691.20")),
        ("was sind 8 prozent von 640", "de", ("51,2",)),
        ("70 € zzgl. 19 % mwst", "de", ("MwSt.", "83,30")),
    ],
)
def test_near_a_percent_added_the_other_sums_stay(
    said: str, language: str, parts: tuple[str, ...]
) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "language"),
    [("add 8 to 640", "en"), ("640 plus 8% off", "en"), ("90 + 10% rabatt", "de")],
)
def test_a_percent_that_is_no_addition_is_not_added(said: str, language: str) -> None:
    answer = answer_to(said, language)
    assert answer is None or (" more" not in answer and " mehr" not in answer), answer


def test_a_percent_added_in_english_is_answered_in_english_in_a_german_session() -> None:
    has_all("330 plus 10 percent", "de", ("10% of 330 is 33 more", "363 in all"))
