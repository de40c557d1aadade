"""The time in another city said in a sentence of one's own (see :mod:`brain.fastpath.loose_sums`;
the rules take the usual "if it's 3pm in paris, what's the time in tokyo"): "it is 3pm where I
am in London, what's the time over in Tokyo" → "3:00 PM in London is 12:00 AM the next day in
Tokyo: Tokyo is 9 hours ahead of London.", "wie spät ist es jetzt in new york wenn es bei mir 9
uhr ist" (the user's own time zone), "I'm in Berlin, what time is it in Sydney" (now in the
first city). Places and zones are :mod:`brain.fastpath.world_clock`'s; today's date decides
summer time.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, tzinfo

from brain.fastpath.clock import read_time, said_time

_ASKS = re.compile(
    r"\b(?:what(?:'?s|\s+is)\s+the\s+(?:local\s+|current\s+)?time|whats\s+the\s+time"
    r"|what\s+time\s+(?:is\s+it|will\s+it\s+be|would\s+it\s+be|it\s+is|then|there|over|in)"
    r"|(?:the\s+)?(?:local\s+)?time\s+(?:over\s+)?in|wie\s*sp(?:ä|ae)t(?:\s+ist\s+es)?"
    r"|(?<!\bum\s)(?:wie\s*viel|wieviel)\s+uhr(?!\s+(?!ist\b)\w+\s+(?:der|die|das|mein|unser))"
    r"|welche\s+uhrzeit\s+(?:ist|hat|haben)|uhrzeit\s+in)\b",
    re.IGNORECASE,
)
"""The time of day asked (not "what time does my flight land")."""
_CLOCK = re.compile(
    r"(?<![\d:.,])(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s*m\.?|\s*uhr)?|\d{1,2}\s*(?:[ap]\.?\s*m\.?"
    r"|uhr(?:\s+\d{1,2}(?!\s*(?:h|std|stunden|min)))?)|noon|midday|midnight|mittag)(?![\w%])",
    re.IGNORECASE,
)
_PLACE_AT = re.compile(r"\b(?:in|nach)\s+(?=[^\W\d_])", re.IGNORECASE)
_HERE = re.compile(
    r"\bwhere\s+(?:i\s+am|i'?m|i\s+live|we\s+are|we'?re|i\s+(?:am\s+)?(?:at|staying))\b"
    r"|\b(?:here|my\s+(?:time|end|place)|our\s+time|at\s+home|on\s+my\s+side)\b"
    r"|\b(?:i'?m|i\s+am|we'?re|we\s+are|i\s+live|i'?m\s+(?:based|staying))\b"
    r"|\bbei\s+(?:mir|uns)\b|\bhier\b|\bzu\s*hause\b|\b(?:ich\s+bin|wir\s+sind|ich\s+wohne)\b",
    re.IGNORECASE,
)
"""Words that make a place (or no place) the user's own."""
_STOP = re.compile(
    r"\s+(?:right\s+now|now|then|rn|atm|jetzt|gerade|grad|dann|if|when|wenn|where|wo|and|und"
    r"|it|is|ist|es|what|wie|at|um|so|also|time|zeit|bei|for|für)\b.*$|\s*[,;:.?!].*$",
    re.IGNORECASE,
)


def _places(text: str) -> list[tuple[int, str, str]]:
    """(where, zone, name shown) of each place said after "in" / "nach", longest name first."""
    from brain.fastpath.world_clock import zone_of

    found = []
    for at in _PLACE_AT.finditer(text):
        words = _STOP.sub("", text[at.end() : at.end() + 40]).split()[:4]
        for size in range(len(words), 0, -1):
            place = zone_of(" ".join(words[:size]))
            if place is not None:
                found.append((at.start(), *place))
                break
    return found


def city_time(text: str, language: str, now: datetime) -> str | None:
    """ "it's 3pm where I am in London, what's the time in Tokyo" → "3:00 PM in London is
    12:00 AM the next day in Tokyo: Tokyo is 9 hours ahead of London."."""
    from zoneinfo import ZoneInfo

    asked = _ASKS.search(text)
    if asked is None:
        return None
    places = _places(text)
    clocks = list(_CLOCK.finditer(text))
    if len(clocks) > 1 or not 1 <= len(places) <= 2 or len({p[1] for p in places}) != len(places):
        return None
    rest = _CLOCK.sub(" ", text)
    if re.search(r"\d", rest):
        return None  # "… 9 hours behind": a difference said (loose_zone)
    after = [p for p in places if p[0] >= asked.start()]
    target = after[0] if after else places[-1]  # the place asked about: after the question
    others = [p for p in places if p is not target]
    if not others and not _HERE.search(text):
        return None  # the time in one place now: the rules' "what time is it in tokyo"
    here: tzinfo | None = ZoneInfo(others[0][1]) if others else now.tzinfo
    if here is None or (now.utcoffset() is None and not others):
        return None
    source_name = others[0][2] if others else None
    today = now.astimezone(here) if now.tzinfo is not None else now.replace(tzinfo=here)
    if clocks:
        read = read_time(clocks[0].group(0))
        if read is None:
            return None
        minutes, twelve = read
        start = today.replace(hour=minutes // 60, minute=minutes % 60, second=0, microsecond=0)
    else:
        start, twelve = today.replace(second=0, microsecond=0), language != "de"
    there = start.astimezone(ZoneInfo(target[1]))
    return _said(start, there, source_name, target[2], twelve, language, bool(clocks))


def _said(
    start: datetime,
    there: datetime,
    source: str | None,
    target: str,
    twelve: bool,
    language: str,
    said_clock: bool,
) -> str:
    de = language == "de"
    twelve = twelve or not de
    shift = (there.utcoffset() or timedelta()) - (start.utcoffset() or timedelta())
    hours = shift.total_seconds() / 3600
    days = (there.date() - start.date()).days
    step = f"{abs(hours):g}"

    def clock(moment: datetime) -> str:
        shown = said_time(moment.hour * 60 + moment.minute, twelve=twelve and not de)
        return f"{shown} Uhr" if de else shown

    when = {1: (" the next day", " (am nächsten Tag)"), -1: (" the day before", " (am Vortag)")}
    later = when.get(days, ("", ""))[1 if de else 0]
    zone = start.tzname() or ""
    if de:
        where = f"in {source}" if source else f"bei dir ({zone})" if zone else "bei dir"
        lead = f"{clock(start)} {where}" if said_clock else f"Jetzt ist es {clock(start)} {where}"
        if not hours:
            return f"{lead}: in {target} ist es dieselbe Uhrzeit."
        unit = "Stunde" if abs(hours) == 1 else "Stunden"
        side = "vor" if hours > 0 else "hinter"
        verb = "ist" if said_clock else "und"
        return (
            f"{lead} {verb} {clock(there)}{later} in {target}: {target} liegt {step} {unit} {side}"
            f" {source or 'deiner Zeit'}."
        )
    where = f"in {source}" if source else f"your time ({zone})" if zone else "your time"
    lead = f"{clock(start)} {where}" if said_clock else f"It's {clock(start)} {where} now"
    if not hours:
        return f"{lead}: {target} has the same time."
    unit = "hour" if abs(hours) == 1 else "hours"
    side = "ahead of" if hours > 0 else "behind"
    verb = "is" if said_clock else ", so"
    return (
        f"{lead}{' ' if said_clock else ''}{verb} {clock(there)}{later} in {target}: {target} is"
        f" {step} {unit} {side} {source or 'you'}."
    )
