"""A reminder some time before a time said in the same breath: "my train leaves at 7.45, remind
me 15 min before" → ``schedule_add`` at 7:30 with ``prompt="that my train leaves at 07:45"``;
"der bus fährt um 16:40, erinner mich 10 minuten vorher" → um 16:30; "meeting at 3pm, ping me
half an hour before" → at 14:30, "about meeting at 15:00". The schedule's own words are read by
:mod:`brain.router.timing`; this moves its time and says what it is for.

The moved time is written as a clock time in the words the tool reads again ("tomorrow at
08:30", "every monday at 08:50", "in 35 minutes"), and kept only when reading those words gives
exactly the earlier time (else the reminder stays at the time said).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from brain.router import timing, when, when_lead
from brain.router import when_words as w
from brain.text import words_language

_N = (
    r"(?P<n>\d{1,3}(?:[.,]5)?|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty"
    r"|ein(?:e|en)?|zwei|drei|vier|fünf|fuenf|zehn|fünfzehn|fuenfzehn|zwanzig|dreißig|dreissig"
    r"|vierzig|fünfzig|fuenfzig)"
)
_UNIT = r"(?P<unit>minutes?|minuten?|mins?|min\.?|m|hours?|hrs?|h|stunden?|std\.?)"
_BEFORE = re.compile(
    r"\b(?:(?P<half>half\s+an\s+hour|an?\s+half(?:\s+|-)hour|(?:eine|ne|'ne)\s+halbe\s+stunde"
    r"|halbe\s+stunde)|(?P<quarter>(?:a\s+)?quarter\s+of\s+an\s+hour|an?\s+quarter(?:\s+|-)hour"
    r"|(?:eine|ne|'ne)\s+viertel\s*stunde|viertel\s*stunde)"
    rf"|{_N}\s*{_UNIT}(?P<and_half>\s+and\s+a\s+half|\s+einhalb)?)"
    r"\s+(?:before(?:hand)?|earlier|ahead(?:\s+of\s+time)?|prior|early|in\s+advance|vorher|davor"
    r"|früher|frueher|zuvor|eher|vorab)"
    r"(?:\s+(?:it|that|this|then|they|es|das|dem)(?:\s+(?:starts|begins|leaves|departs|goes|is"
    r"|kicks\s+off|opens|beginnt|anfängt|anfaengt|losgeht|los\s*geht|fährt|faehrt|abfährt))?)?"
    r"(?![\w-])",
    re.IGNORECASE,
)
"""How long before the time said: "15 min before", "half an hour earlier", "eine viertelstunde
vorher", "1.5 hours ahead of time"."""
_WORDS = {
    **dict.fromkeys(("a", "an", "one", "ein", "eine", "einen"), 1),
    **dict.fromkeys(("two", "zwei"), 2),
    **dict.fromkeys(("three", "drei"), 3),
    **dict.fromkeys(("four", "vier"), 4),
    **dict.fromkeys(("five", "fünf", "fuenf"), 5),
    **dict.fromkeys(("ten", "zehn"), 10),
    **dict.fromkeys(("fifteen", "fünfzehn", "fuenfzehn"), 15),
    **dict.fromkeys(("twenty", "zwanzig"), 20),
    **dict.fromkeys(("thirty", "dreißig", "dreissig"), 30),
    **dict.fromkeys(("forty", "vierzig"), 40),
    **dict.fromkeys(("fifty", "fünfzig", "fuenfzig"), 50),
}
_ASK = re.compile(
    r"\b(?:ping|nudge|alert|warn|buzz|text)\s+me\b|\bgive\s+me\s+a\s+(?:shout|heads[\s-]?up|nudge"
    r"|ping|buzz)\b|\blet\s+me\s+know\b|\b(?:sag|gib)\s+mir\s+(?:\w+\s+)?bescheid\b",
    re.IGNORECASE,
)
"""Other words for "remind me" that the schedule's words are read with."""
_VERB_FIRST = re.compile(
    r"(ist|sind|fährt|faehrt|geht|landet|beginnt|startet|kommt|läuft|laeuft|öffnet|oeffnet"
    r"|schließt|schliesst|endet|spielt|fliegt|hat)\s+(?=\S)",
    re.IGNORECASE,
)
"""A German verb put first after the time ("um 8 fährt der bus"): said after its subject."""


@dataclass(frozen=True)
class Ahead:
    """A reminder asked for some time before the time said."""

    said: str
    """The utterance without the lead time, read as a reminder at the time said."""
    minutes: int
    german: bool


def read(said: str) -> Ahead | None:
    """The lead time of a reminder asked for "15 min before" a time said, or None."""
    found = _BEFORE.search(said)
    if found is None or not (timing.REMIND.search(said) or _ASK.search(said)):
        return None
    if found["half"]:
        minutes = 30
    elif found["quarter"]:
        minutes = 15
    else:
        n = found["n"].lower().replace(",", ".")
        count = float(n) if n[0].isdigit() else float(_WORDS.get(n, 0))
        count += 0.5 if found["and_half"] else 0
        hours = found["unit"].lower().startswith(("h", "s"))
        minutes = round(count * (60 if hours else 1))
    if not 0 < minutes <= 24 * 60:
        return None
    german = words_language(said) == "de"
    rest = f"{said[: found.start()]} {said[found.end() :]}"
    rest = _ASK.sub("erinner mich" if german else "remind me", rest)
    return Ahead(said=" ".join(rest.split()), minutes=minutes, german=german)


def schedule_args(
    said: str, project: str | None, now: datetime | None = None
) -> dict[str, Any] | None:
    """:func:`brain.router.timing.schedule_args`, with a reminder asked for some time before
    the time said set at that earlier time (read against ``now``, this machine's clock when not
    given), its text saying what the time is of."""
    told = _told_then_asked(said, now or datetime.now().astimezone())
    if told is not None:
        return told
    ahead = read(said)
    timed = None if ahead is None else timing.found(ahead.said)
    if ahead is None or timed is None:
        return timing.schedule_args(said, project)
    what = " ".join(_ASKED.sub(" ", timed.rest).split()).strip(" ,.;:!?-")
    moved = _moved(timed.phrase, ahead, now or datetime.now().astimezone())
    if moved is None or len(what) < 2:
        return timing.schedule_args(said, project)  # at the time said, as asked
    phrase, at = moved  # "07:45", or "in 5 minutes" from a delay
    if ahead.german:
        verb = _VERB_FIRST.match(what)  # "um 18 uhr ist training": "training ist um 18:00"
        what = f"{what[verb.end() :]} {verb[1]}" if verb is not None else what
        return {"when": phrase, "prompt": f"{what} {at}", "kind": "reminder"}
    about = "that" if when_lead.clause(what) else "about"
    return {"when": phrase, "prompt": f"{about} {what} {at}", "kind": "reminder"}


_ASKED = re.compile(
    r"(?:\b(?:(?:can|could|would)\s+you|please|pls|bitte|so|and|also|then|dann|und|kannst\s+du)"
    r"\s+)*\b(?:remind\s+me|erinner\w*\s+mich|(?:kannst|könntest|koenntest|würdest|wuerdest)\s+du"
    r"\s+mich\s+(?:\w+\s+){0,2}?erinnern)(?:\s+(?:to|about|of|an|ans|daran|dran)\b)?",
    re.IGNORECASE,
)
"""The words that asked for the reminder, taken out of what it is about."""


def _moved(phrase: str, ahead: Ahead, now: datetime) -> tuple[str, str] | None:
    """``phrase`` moved ``ahead.minutes`` earlier, and the time it said ("at 07:45", "in 5
    minutes"); None when the earlier time cannot be said in words that read back as it (or
    has passed)."""
    then = when.parse(phrase, now)
    if then is None:
        return None
    lead = timedelta(minutes=ahead.minutes)
    if then.delay is not None:
        left = round((then.delay - lead).total_seconds() / 60)
        unit = "minuten" if ahead.german else "minutes"
        moved = f"in {left} {unit}"
        again = when.parse(moved, now)
        ok = left > 0 and again is not None and again.delay == then.delay - lead
        return (moved, f"in {ahead.minutes} {unit}") if ok else None
    clock = _clock(phrase)
    if clock is None:
        return None
    hour_minute = _hour_minute(then)
    if hour_minute is None:
        return None
    said_at = datetime(2000, 1, 1, *hour_minute)
    earlier = said_at - lead
    if earlier.date() != said_at.date():
        return None  # the day before: not said in these words
    moved = f"{phrase[: clock.start()]}{'um' if ahead.german else 'at'} {earlier:%H:%M}"
    moved = " ".join(f"{moved} {phrase[clock.end() :]}".split())
    again = when.parse(moved, now)
    if again is None or not _same_but_earlier(then, again, lead):
        return None
    return moved, f"{'um' if ahead.german else 'at'} {said_at:%H:%M}"


def _clock(phrase: str) -> re.Match[str] | None:
    """The last time of day in ``phrase``."""
    found = [
        match
        for pattern in (w.R_HALF, w.R_CLOCK, w.R_WORD_CLOCK, w.R_MIDNIGHT)
        for match in pattern.finditer(phrase)
    ]
    return max(found, key=lambda m: m.start(), default=None)


def _hour_minute(then: when.When) -> tuple[int, int] | None:
    if then.at is not None:
        return then.at.hour, then.at.minute
    if then.cron is None:
        return None
    minute, hour, *_ = then.cron.split()
    return (int(hour), int(minute)) if hour.isdigit() and minute.isdigit() else None


def _same_but_earlier(then: when.When, again: when.When, lead: timedelta) -> bool:
    if then.at is not None:
        return again.at == then.at - lead
    if then.cron is None or again.cron is None or then.every_weeks != again.every_weeks:
        return False
    said, moved = _hour_minute(then), _hour_minute(again)
    if said is None or moved is None or then.cron.split()[2:] != again.cron.split()[2:]:
        return False
    earlier = datetime(2000, 1, 1, *said) - lead
    return moved == (earlier.hour, earlier.minute)


_THEN_ASKED = re.compile(
    r"^(?P<told>\S.+?)\s*[,;.]\s*(?:(?:so|and|then|pls|please|can\s+you|could\s+you|kannst\s+du"
    r"|bitte|dann)\s+)*(?P<ask>(?:remind|ping|nudge)\s+me|erinner\w*\s+mich)\s+(?P<when>\S.*?)[\s,!?]*$",
    re.IGNORECASE,
)


def _told_then_asked(said: str, now: datetime) -> dict[str, Any] | None:
    """ "the dentist is on friday at 3, remind me on thursday": the reminder at the time asked
    for, saying what was told with its own time ("that the dentist is on friday at 3"); None
    unless both times are said and no job follows the second ("remind me on thursday to call
    them" is a job of its own)."""
    found = _THEN_ASKED.match(timing.without_end(said.strip()))
    if found is None:
        return None
    asked = timing.found(f"{found['ask']} {found['when']}", now)
    told = " ".join(found["told"].split())
    event = timing.found(told, now)
    if asked is None or asked.before or event is None:
        return None
    if _ASK.sub(" ", _ASKED.sub(" ", asked.rest)).strip(" ,.;:!?-"):
        return None
    german = words_language(said) == "de"
    phrase = _on_its_day(asked, event, german)
    if german:
        return {"when": phrase, "prompt": told, "kind": "reminder"}
    about = "that" if when_lead.clause(told, anywhere=True) else "about"
    return {"when": phrase, "prompt": f"{about} {told}", "kind": "reminder"}


def _on_its_day(asked: when.When, event: when.When, german: bool) -> str:
    """The time asked for, on the event's day when it names none ("yoga at 6 tomorrow, remind
    me at 5": tomorrow at 5)."""
    said = asked.phrase.lower()
    if event.at is None or asked.at is None or asked.delay is not None:
        return asked.phrase  # "remind me in an hour": from now
    if asked.at.date() == event.at.date():
        return asked.phrase
    if any(p.search(said) for p in (w.R_REL_DAY, w.R_WEEKDAY, w.R_DATE, w.R_AHEAD)):
        return asked.phrase  # "remind me on thursday": the day asked for
    from brain.fastpath.dates import MONTHS

    month = MONTHS["de" if german else "en"][event.at.month - 1]
    day = f"am {event.at.day}. {month}" if german else f"on {event.at.day} {month}"
    return f"{asked.phrase} {day}"
