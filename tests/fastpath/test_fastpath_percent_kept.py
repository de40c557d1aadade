"""A percent said after a number is part of the sum: "250 minus 12 percent" is 12 % off 250,
never 250 − 12; "plus 7 percent" (no rule for it yet) is declined rather than added as 7."""

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


@pytest.mark.parametrize("said", ["250 plus 7 percent", "80 + 5 %", "120 minus 10 prozent pls"])
def test_a_percent_is_never_cut_off_the_sum(said: str) -> None:
    answer = answer_to(said)
    assert answer is None or ("257" not in answer and "85" not in answer and " 110" not in answer)


def test_plain_sums_with_words_after_them_still_work() -> None:
    assert "391" in str(answer_to("17 times 23 real quick"))
