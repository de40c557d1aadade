"""What Eddie says about a schedule: "I'll remind you tomorrow (Sat 5 Dec) at 09:00 to call
mom.", "Every Monday at 08:00 the garden worker will check the weather; results go to your
inbox." — the exact time always, so a wrong reading is seen at once."""

from __future__ import annotations

import re
from datetime import datetime

from brain.lines import say
from brain.models import Schedule, ScheduleRun
from brain.schedules import cron
from brain.text import one_line, words_language

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
    listed = month.split(",")
    if (
        month != "*"
        and minute.isdigit()
        and hour.isdigit()
        and dom.isdigit()
        and dow == "*"
        and len(listed) > 1
        and all(m.isdigit() and 1 <= int(m) <= 12 for m in listed)
    ):
        # "every 3 months": the months it falls in, named
        lang = "de" if de else "en"
        months = ", ".join(_MONTHS[lang][int(m) - 1] for m in listed)
        clock = f"{'um' if de else 'at'} {int(hour):02d}:{int(minute):02d}"
        if de:
            return f"alle {12 // len(listed)} Monate am {dom}. ({months}) {clock}"
        return f"every {12 // len(listed)} months on the {_nth(int(dom))} ({months}) {clock}"
    if minute.isdigit() and hour.isdigit() and dom.isdigit() and month.isdigit() and dow == "*":
        # "every year on march 3": the day and the month named
        named = _MONTHS["de" if de else "en"][int(month) - 1]
        clock = f"{'um' if de else 'at'} {int(hour):02d}:{int(minute):02d}"
        return (
            f"jedes Jahr am {dom}. {named} {clock}"
            if de
            else f"every year on {dom} {named} {clock}"
        )
    if not (minute.isdigit() and hour.isdigit() and month == "*"):
        return f"nach dem Plan `{expression}`" if de else f"on the schedule `{expression}`"
    clock = f"{'um' if de else 'at'} {int(hour):02d}:{int(minute):02d}"
    if dom.isdigit() and dow == "*":
        return (
            f"am {dom}. jedes Monats {clock}"
            if de
            else f"on the {_nth(int(dom))} of every month {clock}"
        )
    if dom == "L" and dow == "*":
        return (
            f"am letzten Tag jedes Monats {clock}"
            if de
            else f"on the last day of every month {clock}"
        )
    nths = [_NTH_DAY.fullmatch(d) for d in dow.split(",")]
    seen = {n["day"] or n["last"] for n in nths if n is not None}
    if dom == "*" and None not in nths and len(seen) == 1:
        day = names[int(seen.pop()) % 7]
        said = [(_NTH_DE if de else _NTH_EN)[n["n"] or "L"] for n in nths if n is not None]
        which = (" und " if de else " and ").join(said)
        return (
            f"jeden {which} {day} im Monat {clock}"
            if de
            else f"every {which} {day} of the month {clock}"
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


_NTH_DAY = re.compile(r"(?P<day>[0-7])#(?P<n>[1-5])|L(?P<last>[0-7])")
_NTH_EN = {"1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", "L": "last"}
_NTH_DE = {
    "1": "ersten",
    "2": "zweiten",
    "3": "dritten",
    "4": "vierten",
    "5": "fünften",
    "L": "letzten",
}


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
    said = say_cron(schedule.cron, language)
    if schedule.every_weeks <= 1:
        return said
    zone = cron.zone(schedule.tz)
    lang = "de" if language == "de" else "en"
    upcoming = _date(
        datetime.fromtimestamp(schedule.next_run_at, zone), lang, datetime.fromtimestamp(now, zone)
    )
    return f"{say_weeks(said, schedule.every_weeks, lang)} ({_NEXT[lang]}: {upcoming})"


_NEXT = {"en": "next", "de": "nächster"}


def say_weeks(said: str, every_weeks: int, language: str = "en") -> str:
    """A weekly recurrence said every few weeks: "every Monday at 09:00" every 2 weeks is
    "every other Monday at 09:00", every 3 "every 3 weeks on Monday at 09:00"."""
    de = language == "de"
    if every_weeks <= 1:
        return said
    days = said.removeprefix("jeden " if de else "every ")
    if days == said:
        return f"{said}, alle {every_weeks} Wochen" if de else f"{said}, every {every_weeks} weeks"
    if every_weeks == 2:
        return f"jeden zweiten {days}" if de else f"every other {days}"
    return f"alle {every_weeks} Wochen am {days}" if de else f"every {every_weeks} weeks on {days}"


ALARMS = ("Alarm", "Wecker")
"""The text of an alarm that says no more than the time ("set an alarm for 7")."""
_TIMER = re.compile(r"^Timer(?: \((?P<what>.+)\))?$")


def timer_text(what: str = "") -> str:
    """The text of a timer, what it is for in brackets: ``Timer``, ``Timer (pasta)``."""
    return f"Timer ({what})" if what else "Timer"


def alarm_or_timer(schedule: Schedule) -> tuple[str, str] | None:
    """``("alarm", "")`` or ``("timer", "pasta")`` for a reminder set as an alarm or a timer
    (its text is :data:`ALARMS` or :func:`timer_text`); None for any other schedule."""
    prompt = schedule.prompt.strip()
    if schedule.kind != "reminder":
        return None
    if prompt in ALARMS:
        return "alarm", ""
    timer = _TIMER.match(prompt)
    if timer is not None and schedule.once:
        return "timer", timer.group("what") or ""
    return None


def kind_words(schedule: Schedule) -> str:
    """The words a user calls it by besides its text: "alarm wecker", "timer", or none."""
    found = alarm_or_timer(schedule)
    return "" if found is None else "alarm wecker" if found[0] == "alarm" else "timer"


def say_duration(seconds: float, language: str = "en") -> str:
    """``10 minutes``, ``1 hour 30 minutes``, ``45 seconds`` (German: ``10 Minuten``)."""
    total = max(0, round(seconds))
    units = (
        (3600, "Stunde", "Stunden") if language == "de" else (3600, "hour", "hours"),
        (60, "Minute", "Minuten") if language == "de" else (60, "minute", "minutes"),
        (1, "Sekunde", "Sekunden") if language == "de" else (1, "second", "seconds"),
    )
    said = []
    for size, one, many in units:
        count, total = divmod(total, size)
        if count:
            said.append(f"{count} {one if count == 1 else many}")
    return " ".join(said) or ("0 Sekunden" if language == "de" else "0 seconds")


def _alarm_or_timer_set(schedule: Schedule, now: float, language: str) -> str | None:
    """ "Alarm set for tomorrow (Sat 5 Dec) at 07:00.", "Timer set: 10 minutes, until
    12:41." — or None for another schedule."""
    found = alarm_or_timer(schedule)
    if found is None:
        return None
    kind, what = found
    if kind == "alarm":
        de = language == "de" or schedule.prompt.strip() == "Wecker"
        when = say_schedule(schedule, now, "de" if de else "en")
        return f"Wecker gestellt: {when}." if de else f"Alarm set for {when}."
    de = language == "de"
    lang = "de" if de else "en"
    zone = cron.zone(schedule.tz)
    end, start = (datetime.fromtimestamp(t, zone) for t in (schedule.next_run_at, now))
    until = f"{end:%H:%M}" if end.date() == start.date() else say_at(end, start, lang)
    label = timer_text(what)
    length = say_duration(schedule.next_run_at - now, lang)
    return (
        f"{label} gestellt: {length}, bis {until}."
        if de
        else f"{label} set: {length}, until {until}."
    )


def due_language(schedule: Schedule) -> str:
    """The language a due schedule speaks: the one it was set in, else (set before that was
    kept, or from the command line) its words' — English when they say none."""
    if schedule.language:
        return schedule.language
    found = alarm_or_timer(schedule)
    what = found[1] if found is not None else schedule.prompt
    german = schedule.prompt.strip() == "Wecker" or words_language(what) == "de"
    return "de" if german else "en"


def due_title(schedule: Schedule, run: ScheduleRun, missed: bool) -> str:
    """The line of a due reminder in the language it was set in: "Reminder: call mom",
    "Alarm · 07:00", "Timer (pasta) is done", "Wecker · 07:00", "Timer ist abgelaufen",
    "Missed alarm · 07:00"."""
    language = due_language(schedule)
    found = alarm_or_timer(schedule)
    if found is None:
        key = "schedule.due.reminder_missed" if missed else "schedule.due.reminder"
        return say(key, language, what=one_line(schedule.prompt, 120))
    kind, what = found
    if kind == "alarm":
        due = f"{datetime.fromtimestamp(run.due_at, cron.zone(schedule.tz)):%H:%M}"
        key = "schedule.due.alarm_missed" if missed else "schedule.due.alarm"
        return say(key, language, due=due)
    key = "schedule.due.timer_missed" if missed else "schedule.due.timer"
    return say(key, language, label=timer_text(what))


def confirmation(schedule: Schedule, now: float, language: str = "en") -> str:
    """What Eddie says when a schedule is set."""
    said = _alarm_or_timer_set(schedule, now, language)
    if said is not None:
        return said
    de = language == "de"
    when = say_schedule(schedule, now, language)
    what = schedule.prompt.strip().rstrip(".")
    if schedule.kind == "reminder":
        if de:
            about = _deins(what)
            if about[0] != ":" and about.split()[0] not in ("an", "ans", "daran", "wegen"):
                about = f"an: {about}"
            join = "" if about[0] == ":" else " "
            if schedule.once:
                return f"Ich erinnere dich {when}{join}{about}."
            return f"{_cap(when)} erinnere ich dich{join}{about}."
        what = _yours(what)
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


_I_AM = {"i'm": "you're", "im": "you're", "i am": "you are", "i've": "you've", "i'll": "you'll"}


def _yours(text: str) -> str:
    """ "brief me on my inbox" as Eddie says it back: "brief you on your inbox"; "i have a
    call at 3" → "you have a call at 3"."""
    text = re.sub(r"\b(?:i'm|im|i am|i've|i'll)\b", lambda m: _I_AM[m.group(0).lower()], text)
    return re.sub(
        r"\b(?:me|my|mine|myself|I|i)\b(?!['’.])", lambda m: _MINE[m.group(0).lower()], text
    )


_DEINS = {"ich": "du", "mich": "dich", "mir": "dir", "mein": "dein", "meine": "deine"}
_DEINS |= {f"mein{end}": f"dein{end}" for end in ("en", "em", "er", "es")}
_DASS_ICH = re.compile(r"^(?:daran,?\s+)?dass\s+ich\s+(?P<what>.+?)\s+(?P<verb>\w+)$", re.I)
_MODALS = {"muss": "müssen", "kann": "können", "soll": "sollen", "will": "wollen", "darf": "dürfen"}


def _deins(text: str) -> str:
    """A German reminder as Eddie says it back: "meine tabletten" → "deine tabletten";
    "dass ich den müll rausbringe" → ": den müll rausbringen" (a note's infinitive)."""
    text = re.sub(r"\b\w+\b", lambda m: _DEINS.get(m.group(0).lower(), m.group(0)), text)
    said = _DASS_ICH.match(re.sub(r"\bdu\b", "ich", text, count=1))
    if said is None:
        return text
    verb = said["verb"].lower()
    verb = _MODALS.get(verb) or (f"{verb}n" if verb.endswith("e") else "")
    return f": {said['what']} {verb}" if verb else text


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
