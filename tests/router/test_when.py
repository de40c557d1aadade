"""The time parser on a fixed clock: Friday 4 December 2026, 10:00 in Berlin."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from brain.router.when import parse

BERLIN = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 12, 4, 10, 0, tzinfo=BERLIN)  # a Friday


def moment(text: str, now: datetime = NOW) -> str:
    found = parse(text, now)
    assert found is not None and found.at is not None, text
    return found.at.strftime("%a %Y-%m-%d %H:%M")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("ping me tomorrow at 9 about the plumber", "Sat 2026-12-05 09:00"),
        ("at 5pm", "Fri 2026-12-04 17:00"),
        ("at 5 p.m. sharp", "Fri 2026-12-04 17:00"),
        ("in 20 minutes", "Fri 2026-12-04 10:20"),
        ("in a quarter", None),
        ("in half an hour", "Fri 2026-12-04 10:30"),
        ("in 3 hours", "Fri 2026-12-04 13:00"),
        ("in 2 days", "Sun 2026-12-06 09:00"),
        ("on friday at noon", "Fri 2026-12-04 12:00"),
        ("next monday morning", "Mon 2026-12-07 08:00"),
        ("next friday at 10", "Fri 2026-12-11 10:00"),
        ("tonight", "Fri 2026-12-04 20:00"),
        ("tomorrow evening at 7", "Sat 2026-12-05 19:00"),
        ("the day after tomorrow at 14:15", "Sun 2026-12-06 14:15"),
        ("heute abend um 8", "Fri 2026-12-04 20:00"),
        ("morgen früh", "Sat 2026-12-05 08:00"),
        ("morgen nachmittag um 3", "Sat 2026-12-05 15:00"),
        ("übermorgen um 7", "Sun 2026-12-06 07:00"),
        ("in einer stunde", "Fri 2026-12-04 11:00"),
        ("in einer halben stunde", "Fri 2026-12-04 10:30"),
        ("in zehn minuten", "Fri 2026-12-04 10:10"),
        ("am 12. märz um 14 uhr", "Fri 2027-03-12 14:00"),
        ("on march 3rd at 8am", "Wed 2027-03-03 08:00"),
        ("am 24.12. um 18 uhr", "Thu 2026-12-24 18:00"),
        ("um halb 8", "Sat 2026-12-05 07:30"),
        ("at quarter past 11", "Fri 2026-12-04 11:15"),
        ("at midnight", "Sat 2026-12-05 00:00"),
        ("tmrw at 10", "Sat 2026-12-05 10:00"),
        ("tommorow at eleven", "Sat 2026-12-05 11:00"),
        ("on thurday at 4", "Thu 2026-12-10 16:00"),
    ],
)
def test_one_off_times(said: str, expected: str | None) -> None:
    if expected is None:
        assert parse(said, NOW) is None
    else:
        assert moment(said) == expected


@pytest.mark.parametrize(
    ("said", "cron"),
    [
        ("every weekday at eight", "0 8 * * 1-5"),
        ("mondays at nine", "0 9 * * 1"),
        ("every day at 7:30", "30 7 * * *"),
        ("evry day at 6pm", "0 18 * * *"),
        ("daily at noon", "0 12 * * *"),
        ("every tuesday and thursday at 18:30", "30 18 * * 2,4"),
        ("on weekends at 10", "0 10 * * 0,6"),
        ("every morning", "0 8 * * *"),
        ("every 15 minutes", "*/15 * * * *"),
        ("every hour", "0 * * * *"),
        ("on the 1st of every month", "0 9 1 * *"),
        ("jeden montag um 8", "0 8 * * 1"),
        ("werktags um 7", "0 7 * * 1-5"),
        ("jeden abend um 22 uhr", "0 22 * * *"),
        ("täglich um 6:45", "45 6 * * *"),
        ("jeden monat am 15.", "0 9 15 * *"),
        ("sonntags um 10", "0 10 * * 0"),
        ("remind me every first monday of the month", "0 9 * * 1#1"),
        ("the last friday of each month at 4pm", "0 16 * * L5"),
        ("monthly on the 2nd tuesday at 7", "0 7 * * 2#2"),
        ("bins on the first and third thursday of the month at 6:30", "30 6 * * 4#1,4#3"),
        ("jeden letzten freitag im monat", "0 9 * * L5"),
        ("am ersten und dritten mittwoch im monat um 18 uhr", "0 18 * * 3#1,3#3"),
        ("on the first of every month", "0 9 1 * *"),
        ("at the end of every month", "0 9 L * *"),
        ("am letzten tag im monat um 20 uhr", "0 20 L * *"),
        ("jeden monatsersten", "0 9 1 * *"),
    ],
)
def test_recurrences_become_cron(said: str, cron: str) -> None:
    found = parse(said, NOW)
    assert found is not None and found.recurring
    assert found.cron == cron


def test_an_hour_already_past_this_morning_is_tomorrow_morning() -> None:
    assert moment("at 9") == "Sat 2026-12-05 09:00"
    assert moment("at 8") == "Sat 2026-12-05 08:00"


def test_an_hour_said_in_the_afternoon_is_tonight() -> None:
    late = NOW.replace(hour=17)
    assert moment("at 9", late) == "Fri 2026-12-04 21:00"


def test_small_hours_without_am_are_the_afternoon() -> None:
    assert moment("at 3") == "Fri 2026-12-04 15:00"
    assert moment("tomorrow morning at 6") == "Sat 2026-12-05 06:00"


def test_the_rest_is_what_to_do() -> None:
    found = parse("remind me tomorrow at 9 to call mom", NOW)
    assert found is not None
    assert found.rest == "remind me to call mom"
    assert found.phrase == "tomorrow at 9"
    found = parse("jeden montag um 8 soll der garten worker das wetter prüfen", NOW)
    assert found is not None and found.rest == "soll der garten worker das wetter prüfen"


@pytest.mark.parametrize(
    "said",
    [
        "remind me what I told you about my sister",
        "buy 3 apples",
        "what did i do yesterday at 9",
        "i was born in 1990",
        "at the office",
        "table for 2 people",
        "what is 5 plus 7",
        "what did i cook last friday",
    ],
)
def test_no_time_no_match(said: str) -> None:
    assert parse(said, NOW) is None


def test_eddie_says_the_exact_time_back() -> None:
    from brain.models import Schedule
    from brain.schedules.wording import confirmation

    def schedule(**fields: object) -> Schedule:
        base: dict[str, object] = {
            "id": 1, "tenant_id": "t", "user_id": "u", "cron": "once", "tz": "Europe/Berlin",
            "prompt": "x", "engine": "scheduled", "created_at": 0, "updated_at": 0,
            "next_run_at": datetime(2026, 12, 5, 9, 0, tzinfo=BERLIN).timestamp(),
        }  # fmt: skip
        return Schedule.model_validate(base | fields)

    now = NOW.timestamp()
    reminder = schedule(prompt="an den zahnarzt", kind="reminder", once=True)
    assert confirmation(reminder, now, "de") == (
        "Ich erinnere dich morgen (Sa 5. Dez) um 09:00 an den zahnarzt."
    )
    weekly = schedule(prompt="brief me on my inbox", cron="0 8 * * 1-5")
    assert confirmation(weekly, now) == (
        "Every weekday at 08:00 a worker will brief you on your inbox; results go to your inbox."
    )


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("stell mir nen wecker fuer 6", "Sat 2026-12-05 06:00"),
        ("wake me up at 8 pls", "Sat 2026-12-05 08:00"),
        ("alarm at 7:45", "Sat 2026-12-05 07:45"),
        ("alarm at 7 in the evening", "Fri 2026-12-04 19:00"),
        ("wecker um 19 uhr", "Fri 2026-12-04 19:00"),
        ("remind me at 7 to water the plants", "Fri 2026-12-04 19:00"),
    ],
)
def test_an_alarm_for_a_morning_hour_rings_in_the_morning(said: str, expected: str) -> None:
    """At half past noon "an alarm for 7" is tomorrow's 07:00, not tonight's 19:00 (an alarm
    clock wakes you); a reminder at 7 is still tonight."""
    assert moment(said, NOW.replace(hour=12, minute=31)) == expected


@pytest.mark.parametrize(
    ("said", "cron", "weeks"),
    [
        ("every other monday at 9", "0 9 * * 1", 2),
        ("fortnightly on fridays", "0 9 * * 5", 2),
        ("bi-weekly on thursday at 10", "0 10 * * 4", 2),
        ("every 3 weeks on saturday at 8am", "0 8 * * 6", 3),
        ("every other week on tuesday and thursday", "0 9 * * 2,4", 2),
        ("alle zwei wochen freitags", "0 9 * * 5", 2),
        ("jeden zweiten montag um 18 uhr", "0 18 * * 1", 2),
        ("alle 14 tage sonntags", "0 9 * * 0", 2),
        ("weekly on friday at 5", "0 17 * * 5", 1),
        ("once a week on sunday evening", "0 19 * * 0", 1),
    ],
)
def test_every_few_weeks_keeps_its_weekday_and_its_stride(said: str, cron: str, weeks: int) -> None:
    found = parse(said, NOW)
    assert found is not None and found.at is None
    assert (found.cron, found.every_weeks) == (cron, weeks)


def test_every_few_weeks_without_a_day_repeats_on_todays_weekday() -> None:
    found = parse("remind me every 2 weeks to descale the kettle", NOW)
    assert found is not None and found.every_weeks == 2
    assert found.cron == f"0 9 * * {NOW.isoweekday() % 7}"
    assert found.rest == "remind me to descale the kettle"


def test_a_weekday_of_the_month_is_no_every_other_week() -> None:
    found = parse("every second tuesday of the month", NOW)
    assert found is not None and (found.cron, found.every_weeks) == ("0 9 * * 2#2", 1)


def test_a_day_of_the_month_is_said_back_in_words() -> None:
    from brain.schedules.wording import say_cron

    assert say_cron("0 9 * * 1#1") == "every first Monday of the month at 09:00"
    assert say_cron("30 6 * * 4#1,4#3", "de") == (
        "jeden ersten und dritten Donnerstag im Monat um 06:30"
    )
    assert say_cron("0 16 * * L5") == "every last Friday of the month at 16:00"
    assert say_cron("0 9 L * *", "de") == "am letzten Tag jedes Monats um 09:00"
