"""Everyday word problems, in phrasings written for this file (English and German, lowercase,
typos): items shared out with the rest said, a shared cost split again after some drop out, a
date so many days or weeks after or before a day, how far one gets at a speed (and how fast a
distance in a time is), and so much a day to finish in time. Near misses share the words but
must not be taken by these readers."""

from __future__ import annotations

import pytest

from tests.fastpath.fastpath_helpers import answer_to, rule_for

# --- items shared among people --------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("3 pizzas of 8 slices for 5 people, how many slices each", "en", "24 ÷ 5 = 4 each, 4 left over"),
        ("we got 2 boxes with 12 donuts each and there are 7 of us, how many does everyone get", "en",
         "2 × 12 = 24 donuts; 24 ÷ 7 = 3 each, 3 left over"),
        ("four packs of six cookies shared between 5 kids how many each", "en", "24 ÷ 5 = 4 each"),
        ("30 marbles among 6 children, how many marbles per child?", "en", "30 ÷ 6 = 5 each."),
        ("3 pizzas, 8 slices each, four of us, how many slices each", "en", "24 ÷ 4 = 6 each."),
        ("3 pizzen mit je 8 stücken für 5 leute, wie viele stücke bekommt jeder", "de",
         "24 ÷ 5 = 4 pro Person, 4 bleiben übrig"),
        ("25 bonbons für 4 kinder, wie viele kriegt jedes kind", "de", "25 ÷ 4 = 6 pro Person, 1 bleibt übrig"),
    ],
)  # fmt: skip
def test_items_are_shared_with_the_rest_said(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("cabin 1200 for 8 people, 2 bailed, how much each now, how much more", "en",
         "now 1,200 ÷ 6 = 200 each, 50 more"),
        ("the cabin costs 1200 split between 8 people but 2 dropped out, how much does each pay now",
         "en", "1,200 ÷ 6 = 200 each"),
        ("we were 8 paying 150 each for the boat, two cancelled, what do we pay now", "en",
         "150 × 8 = 1,200; now 1,200 ÷ 6 = 200 each, 50 more"),
        ("airbnb was 960 for 6 friends and 1 cant come anymore, how much each", "en", "960 ÷ 5 = 192 each"),
        ("die hütte kostet 1200 für 8 leute, 2 sind abgesprungen, wie viel zahlt jeder jetzt", "de",
         "jetzt 1.200 ÷ 6 = 200 pro Person, 50 mehr"),
        ("ferienhaus 900 euro, wir waren 6, zwei haben abgesagt, wie viel zahlt jeder jetzt", "de",
         "900 ÷ 4 = 225 pro Person, 75 mehr"),
    ],
)  # fmt: skip
def test_a_cost_is_split_again_after_some_drop_out(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "remind me to buy 3 pizzas for 5 people",  # a reminder
        "5 people ate 3 pizzas yesterday",  # nothing asked
        "how many people fit in 3 cars with 5 seats each",  # not a share
        "we are 5 people with 3 cars, how many each",  # fewer things than people
        "2 friends left the party at 10, 8 people stayed",  # nothing to pay
        "the hotel costs 1200 for 8 people, how much each",  # nobody dropped out: a plain split
        "tell the garden project worker to split 24 tasks among 5 people, how many each",
    ],
)
def test_near_misses_are_not_taken_by_the_share_readers(said: str) -> None:
    assert rule_for(said) not in ("loose_items_shared", "loose_cost_resplit")


# --- a date moved by days, weeks or months ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("what date is 100 days after march 3", "en", "= Thursday, June 11, 2026"),
        ("whats the date 6 weeks from today", "en", "= Wednesday, January 13, 2027"),
        ("what date was 90 days before june 1", "en", "− 90 days = Tuesday, March 3, 2026"),
        ("what day will it be in a hundred days", "en", "+ 100 days = Friday, March 12, 2027"),
        ("what was the date 30 days ago", "en", "= Monday, November 2, 2026"),
        ("when is 3 months after january 31", "en", "= Thursday, April 30, 2026"),
        ("which date is 10 days before christmas", "en", "= Tuesday, December 15, 2026"),
        ("what date is 40 days after 14.2.2027", "en", "= Friday, March 26, 2027"),
        ("welches datum ist 100 tage nach dem 3. märz", "de", "= Donnerstag, 11. Juni 2026"),
        ("welches datum haben wir in 6 wochen", "de", "+ 6 Wochen = Mittwoch, 13. Januar 2027"),
        ("was ist heute in 3 wochen", "de", "= Mittwoch, 23. Dezember 2026"),
        ("welcher tag war vor 30 tagen", "de", "− 30 Tage = Montag, 2. November 2026"),
        # today as the user says it is
        ("say today is the 2nd of may, what date is 60 days from today", "en",
         "Today (May 2, 2026) + 60 days = Wednesday, July 1, 2026"),
        ("assuming it's april 20th, whats the date in 3 weeks?", "en", "= Monday, May 11, 2026"),
        ("heute wäre der 15. august, welches datum ist in 20 tagen", "de",
         "Heute (15. August 2026) + 20 Tage = Freitag, 4. September 2026"),
    ],
)  # fmt: skip
def test_a_date_is_moved_by_days_weeks_or_months(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "in 3 weeks",  # nothing asked
        "what's the weather in 3 days",  # not a date
        "remind me in 3 weeks to call mom",  # a reminder
        "i have a dentist appointment in 3 weeks",
        "we leave 10 days after march 3",  # said, not asked
        "ich fliege in 3 wochen nach rom",
    ],
)
def test_near_misses_are_not_taken_by_the_date_reader(said: str) -> None:
    assert rule_for(said) != "loose_date_shift"


# --- distance from speed and time, and speed from distance and time --------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("driving 2.5 hours at 90 km/h how far", "en", "90 km/h × 2.5 h = 225 km."),
        ("if i drive 90kmh for 2 and a half hours how far do i get", "en", "= 225 km."),
        (
            "i run 10 km/h for 45 minutes, how far is that",
            "en",
            "10 km/h × 0.75 h (45 min) = 7.5 km.",
        ),
        ("if i go 60 mph for 2 hours how many miles", "en", "60 mph × 2 h = 120 mi."),
        ("cycling at 18 km/h for an hour and a half, what distance", "en", "= 27 km."),
        ("2,5 stunden mit 90 km/h, wie weit komme ich", "de", "90 km/h × 2,5 Std. = 225 km."),
        ("wie viele km schaffe ich in 3 stunden bei 80 km/h", "de", "= 240 km."),
        ("drove 150 km in 2 hours, how fast was that on average", "en", "150 km ÷ 2 h = 75 km/h."),
        ("wie schnell bin ich, wenn ich 42 km in 3 stunden fahre", "de", "= 14 km/h."),
    ],
)
def test_distance_and_speed_are_worked_out(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "the speed limit is 90 km/h here, how far is the next town",  # no time
        "i drove 150 km today",  # nothing asked
        "how far is it from berlin to hamburg at 120 km/h for 2 hours and 30 km more",
        "how fast is a cheetah",
        "remind me in 2 hours to check how far i drove at 90 km/h",
    ],
)
def test_near_misses_are_not_taken_by_the_motion_readers(said: str) -> None:
    assert rule_for(said) not in ("loose_distance_at_speed", "loose_speed_of")


# --- so much a day to finish in time ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("book has 420 pages, read 120, want to finish in 10 days", "en", "(420 − 120) ÷ 10 days = 30 pages a day."),
        ("i have 300 pages left and 12 days, how many pages a day", "en", "300 ÷ 12 days = 25 pages a day."),
        ("im on page 80 of 350 and want to be done by march 1, how many pages a day", "en",
         "(350 − 80) ÷ 90 days (today to March 1, 2027, both counted) = 3 pages a day."),
        ("10 episodes left, want to finish by friday, how many per day", "en",
         "10 ÷ 3 days (today to December 4, both counted) = 3.3, so 4 episodes a day."),
        ("the series has 24 episodes, i watched 6, want to finish in 2 weeks", "en",
         "(24 − 6) ÷ 14 days = 1.3, so 2 episodes a day."),
        ("my thesis needs 12000 words, i have 4500 words, due in 30 days, words per day", "en",
         "(12,000 − 4,500) ÷ 30 days = 250 words a day."),
        ("das buch hat 420 seiten, 120 habe ich gelesen, in 10 tagen fertig, wie viele seiten pro tag",
         "de", "(420 − 120) ÷ 10 Tage = 30 Seiten pro Tag."),
        ("noch 300 seiten und 12 tage, wie viele seiten pro tag", "de", "= 25 Seiten pro Tag."),
    ],
)  # fmt: skip
def test_so_much_a_day_to_finish(said: str, language: str, has: str) -> None:
    answer = answer_to(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "the book has 420 pages",  # nothing asked
        "remind me to read 20 pages a day",  # a reminder
        "i read 120 pages in 10 days",  # said, not asked
        "ask the reading project worker how many pages a day for 420 pages in 10 days",
    ],
)
def test_near_misses_are_not_taken_by_the_per_day_reader(said: str) -> None:
    assert rule_for(said) != "loose_per_day"
