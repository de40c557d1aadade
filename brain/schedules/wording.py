"""What Eddie says about a schedule: "I'll remind you tomorrow (Sat 5 Dec) at 09:00 to call
mom.", "Every Monday at 08:00 the garden worker will check the weather; results go to your
inbox." — the exact time always, so a wrong reading is seen at once."""

from __future__ import annotations

import re
from datetime import datetime

from brain.models import Schedule
from brain.schedules import cron

_DAY_NAMES = {
    "en": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    "de": ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
}
_MONTHS = {
    "en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    "de": ["Jan", "Feb", "März", "Apr", "Mai", "Juni", "Juli", "Aug", "Sep", "Okt", "Nov", "Dez"],
}


def _date(at: datetime, language: str, now: datetime) -> str:
    day = _DAY_NAMES[language][at.isoweekday() % 7][: 2 if language == "de" else 3]
    month = _MONTHS[language][at.month - 1]
    year = f" {at.year}" if at.year != now.year else ""
    return f"{day} {at.day}. {month}{year}" if language == "de" else f"{day} {at.day} {month}{year}"


def say_at(at: datetime, now: datetime, language: str = "en") -> str:
    """``tomorrow (Sat 5 Dec) at 09:00``, ``today at 17:00``, ``on Mon 7 Dec at 08:00``."""
    de = language == "de"
    lang = "de" if de else "en"
    clock = f"{'um' if de else 'at'} {at:%H:%M}"
    days = (at.date() - now.date()).days
    if days == 0:
        return f"{'heute' if de else 'today'} {clock}"
    if days == 1:
        return f"{'morgen' if de else 'tomorrow'} ({_date(at, lang, now)}) {clock}"
    return f"{'am' if de else 'on'} {_date(at, lang, now)} {clock}"


def say_cron(expression: str, language: str = "en") -> str:
    """``every Monday at 08:00``, ``every weekday at 07:30``, ``every 15 minutes``; other
    expressions as they are (``on the schedule 0 8 1-7 * 1``)."""
    de = language == "de"
    names = _DAY_NAMES["de" if de else "en"]
    minute, hour, dom, month, dow = expression.split()
    if minute.startswith("*/") and hour == dom == month == dow == "*":
        return f"alle {minute[2:]} Minuten" if de else f"every {minute[2:]} minutes"
    if minute == "0" and hour == "*" and dom == month == dow == "*":
        return "stündlich" if de else "every hour"
    if not (minute.isdigit() and hour.isdigit() and month == "*"):
        return f"nach dem Plan `{expression}`" if de else f"on the schedule `{expression}`"
    clock = f"{'um' if de else 'at'} {int(hour):02d}:{int(minute):02d}"
    if dom.isdigit() and dow == "*":
        return (
            f"am {dom}. jedes Monats {clock}"
            if de
            else f"on the {_nth(int(dom))} of every month {clock}"
        )
    if dom != "*":
        return f"nach dem Plan `{expression}`" if de else f"on the schedule `{expression}`"
    days = {
        "*": "jeden Tag" if de else "every day",
        "1-5": "werktags" if de else "every weekday",
        "0,6": "am Wochenende" if de else "every weekend",
        "6,0": "am Wochenende" if de else "every weekend",
    }.get(dow)
    if days is None:
        try:
            listed = [names[int(d) % 7] for d in dow.split(",")]
        except ValueError:
            return f"nach dem Plan `{expression}`" if de else f"on the schedule `{expression}`"
        joined = " und ".join(listed) if de else " and ".join(listed)
        days = f"jeden {joined}" if de else f"every {joined}"
    return f"{days} {clock}"


def _nth(day: int) -> str:
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def say_schedule(schedule: Schedule, now: float, language: str = "en") -> str:
    """When the schedule fires, as said: a one-off's moment or its recurrence."""
    if schedule.once:
        zone = cron.zone(schedule.tz)
        return say_at(
            datetime.fromtimestamp(schedule.next_run_at, zone),
            datetime.fromtimestamp(now, zone),
            language,
        )
    return say_cron(schedule.cron, language)


def confirmation(schedule: Schedule, now: float, language: str = "en") -> str:
    """What Eddie says when a schedule is set."""
    de = language == "de"
    when = say_schedule(schedule, now, language)
    what = schedule.prompt.strip().rstrip(".")
    if schedule.kind == "reminder":
        if de:
            about = what if what.split()[0] in ("an", "daran", "dass", "wegen") else f"an: {what}"
            if schedule.once:
                return f"Ich erinnere dich {when} {about}."
            return f"{_cap(when)} erinnere ich dich {about}."
        about = what if what.split()[0] in ("to", "about", "that", "of") else f"to {what}"
        if schedule.once:
            return f"I'll remind you {when} {about}."
        return f"{_cap(when)} I'll remind you {about}."
    who = (
        (f"der Worker von {schedule.project}" if de else f"the {schedule.project} worker")
        if schedule.project
        else ("ein Worker" if de else "a worker")
    )
    if de:
        return f"{_cap(when)}: {who} erledigt „{what}“; Ergebnisse kommen in deinen Posteingang."
    results = "the result goes" if schedule.once else "results go"
    return f"{_cap(when)} {who} will {_yours(_lower_first(what))}; {results} to your inbox."


_MINE = {"me": "you", "my": "your", "mine": "yours", "myself": "yourself", "i": "you"}


def _yours(text: str) -> str:
    """ "brief me on my inbox" as Eddie says it back: "brief you on your inbox"."""
    return re.sub(r"\b(?:me|my|mine|myself|I)\b", lambda m: _MINE[m.group(0).lower()], text)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text[1:2].islower() or len(text) == 1 else text


def short_label(schedule: Schedule) -> str:
    """An option of at most five words: ``call the bank, Fri 18:00``, ``check the weather,
    weekly``."""
    words = schedule.prompt.split()
    what = " ".join(words[:3]).rstrip(",.;:")
    if schedule.once:
        at = datetime.fromtimestamp(schedule.next_run_at, cron.zone(schedule.tz))
        return f"{what}, {at:%a %H:%M}"
    return f"{what}, #{schedule.id}"
