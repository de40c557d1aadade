"""Everyday sums of the twenty-first session, in phrasings written for this file (English and
German, casual): how many evenings, nights or weeks a book, a series or its chapters take at a
pace (a remainder rounded up, the last one shorter); the days and weeks to a holiday or a date
when today's date is said in the sentence; a multi-buy's price per item ("buy two, the third
one free", "zwei zahlen, drei nehmen"). The expected figures are worked out here. Near misses
must be left alone or keep their answer."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, has_all

# --- how long to get through a book or a series at a pace ------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        # 480 ÷ 40 = 12
        ("a 480 page thriller and i manage about 40 pages each evening, how many evenings will it take",
         "en", ("takes 12 evenings",)),
        # 310 ÷ 25 = 12.4 → 13, the last 10
        ("25 pages a night, the book has 310 pages, how many nights till i'm done", "en",
         ("13 nights", "rounded up", "the last night only 10")),
        # 310 ÷ 20 = 15.5 → 16, the last 10 (no noun with the rate)
        ("at 20 a night, how many nights for 310 pages", "en", ("16 nights", "only 10")),
        # 62 ÷ 4 = 15.5 → 16
        ("we watch 4 episodes a day, how many days for a 62-episode show", "en",
         ("16 days", "the last day only 2")),
        # 400 ÷ 30 = 13.33 → 14 (it said "13 full days")
        ("i get through 30 pages a day, how many days for a 400 page book", "en",
         ("14 days", "the last day only 10")),
        # 28 ÷ 3 = 9.33 → 10 (a book is finished in the tenth week, not "9 full weeks")
        ("3 chapters a week, the textbook has 28 chapters, how many weeks", "en",
         ("10 weeks", "the last week only 1")),
        # 380 ÷ 35 = 10.86 → 11, the last 30
        ("jeden abend schaffe ich 35 seiten, wie viele abende brauche ich für 380 seiten", "de",
         ("11 Abende", "aufgerundet", "nur 30")),
        # 40 ÷ 3 = 13.33 → 14
        ("wir gucken 3 folgen am abend, die staffel hat 40 folgen, wie viele abende", "de",
         ("14 Abende",)),
    ],
)  # fmt: skip
def test_how_long_at_a_pace(said: str, language: str, parts: tuple[str, ...]) -> None:
    has_all(said, language, parts)


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        # a supply still lasts what it lasts
        ("the box has 28 tablets and i take 2 a day, how many days", "en", ("14 days",)),
        # a pace and a span: pages read, not the days
        ("i read 30 pages a night, how many pages in 12 nights", "en", ()),
    ],
)  # fmt: skip
def test_near_misses_of_a_pace(said: str, language: str, parts: tuple[str, ...]) -> None:
    answer = answer_to(said, language) or ""
    assert "takes" not in answer and "dauern" not in answer
    for part in parts:
        assert part in answer, answer


# --- weeks to a day when today's date is said ------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        # Nov 5 → Dec 31: 25 + 31 = 56 days = 8 weeks
        ("today's the 5th of november, how many weeks to new year's eve", "en",
         ("56 days", "8 weeks")),
        # Oct 10 → Dec 25: 21 + 30 + 25 = 76 days = 10 weeks and 6 days
        ("it's the 10th of october today, how many weeks until christmas", "en",
         ("76 days", "10 weeks and 6 days")),
        # Sep 1 → Dec 24: 29 + 31 + 30 + 24 = 114 days = 16 weeks and 2 days
        ("heute ist der 1. september, wie viele wochen noch bis heiligabend", "de",
         ("114 Tage", "16 Wochen und 2 Tage")),
        # Jan 3 → Feb 14: 28 + 14 = 42 days = 6 weeks
        ("today is january 3rd, how many weeks till valentine's day", "en",
         ("42 days", "6 weeks")),
        # Dec 19 → Dec 31: 12 days, the weeks asked
        ("it's the 19th of december, how many weeks till new year's eve", "en",
         ("12 days (1 week and 5 days)",)),
        # Mar 1 → May 20: 30 + 30 + 20 = 80 days
        ("heute haben wir den 1. märz, wie viele wochen bis zum 20. mai", "de",
         ("80 Tage", "11 Wochen und 3 Tage")),
    ],
)  # fmt: skip
def test_weeks_to_a_day_from_a_date_said(said: str, language: str, parts: tuple[str, ...]) -> None:
    has_all(said, language, parts)


def test_a_holiday_and_its_date_both_said_count_to_the_date() -> None:
    # Nov 20 → Dec 24 = 34 days; "christmas eve" names the dinner, the date is the day
    has_all(
        "today is november 20, christmas eve dinner is december 24 - how many days away is that",
        "en",
        ("34 days",),
    )


# --- a multi-buy's price per item ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        # 2 × 7.50 = 15 for 3; 15 ÷ 3 = 5
        ("the chemist has 3 for 2 on sunscreen at 7.50 a bottle, i'm getting 3, what's each one cost me",
         "en", ("15", "Each: 15 ÷ 3 = 5.")),
        # buy two, third free: 6 candles = 4 paid × 4.20 = 16.80; ÷ 6 = 2.80
        ("candles are 4.20 each, buy two and the third is free, i want 6, what's that per candle",
         "en", ("16.80", "16.80 ÷ 6 = 2.80")),
        # no quantity said: one full set; 2 × 9 = 18, ÷ 3 = 6
        ("t-shirts 9 dollars, take 3 pay 2, how much is each one then", "en",
         ("18", "18 ÷ 3 = 6.")),
        # every third one free: 2 × 2.10 = 4.20, ÷ 3 = 1.40
        ("jedes dritte glas gratis, ein glas honig kostet 2,10, ich nehme 3, was kostet dann eins",
         "de", ("4,20", "Pro Stück: 4,20 ÷ 3 = 1,40.")),
        # drei nehmen, zwei zahlen: 2 × 5 = 10, ÷ 3 ≈ 3.33
        ("bei den tassen heißt es drei nehmen zwei zahlen, eine kostet 5 euro, was kostet dann eine",
         "de", ("10", "≈ 3,33")),
        # zwei zahlen, drei nehmen with a bare price: 2 × 0.90 = 1.80, ÷ 3 = 0.60
        ("zwei zahlen, drei nehmen: quark 0,90, ich kaufe 3, was zahle ich pro becher", "de",
         ("1,80", "0,60")),
    ],
)  # fmt: skip
def test_a_multi_buy_per_item(said: str, language: str, parts: tuple[str, ...]) -> None:
    has_all(said, language, parts)


def test_a_multi_buy_without_the_price_of_one_asked_keeps_its_total() -> None:
    answer = answer_to("8 tins at 1.20 with 2 for 1", "en") or ""
    assert "4 × 1.20 = 4.80" in answer
    assert "Each" not in answer
