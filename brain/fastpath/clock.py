"""A time of day plus or minus a duration: "leaving at 7:20 and it takes 3h15, when do i
arrive" → "You'd arrive at 10:35: 3 h 15 min after 7:20.", "abfahrt 9:10, fahrt dauert 4
std 35" → "Du bist um 13:45 Uhr da: …", "need to be there at 10, drive is 1h40, when do i
leave" → "Leave at 8:20: …". The answer keeps the user's clock (``7 pm`` → ``10:35 PM``).
"""

from __future__ import annotations

import re

_DAY = 24 * 60

_TIME = re.compile(
    r"(?P<h>\d{1,2})(?:[:.h](?P<m>\d{2}))?\s*(?:(?P<half>[ap])\.?\s*m\.?|uhr(?:\s+(?P<um>\d{1,2}))?)?"
)
_NAMED_TIMES = {"noon": 12 * 60, "midday": 12 * 60, "mittag": 12 * 60, "midnight": 0}
_HOURS = r"(?:h|hrs?|hours?|std|stunden?)\.?"
_MINUTES = r"(?:m|mins?|minutes?|minuten)\.?"
_DURATION = re.compile(
    rf"(?:(?P<h>\d{{1,3}}(?:[.,]\d{{1,2}})?)\s*{_HOURS}"
    rf"(?:\s*(?:and|und|,)?\s*(?P<m>\d{{1,2}})\s*(?:{_MINUTES})?)?"
    rf"|(?P<hh>\d{{1,2}}):(?P<mm>\d{{2}})\s*(?:{_HOURS})?"
    rf"|(?P<only>\d{{1,4}})\s*{_MINUTES})"
)
_SAID_DURATIONS = (  # words for a duration, as minutes (the longer ones first)
    (r"(?:an?|one)\s+hour\s+and\s+a\s+half|one\s+and\s+a\s+half\s+hours?"
     r"|(?:anderthalb|eineinhalb)\s+stunden?", "90 min"),
    (r"(?:a\s+)?half\s+(?:an\s+)?hour|(?:(?:eine[rn]?|1)\s+)?halbe[nr]?\s+stunde", "30 min"),
    (r"three\s+quarters\s+of\s+an\s+hour|(?:(?:eine[rn]?|1)\s+)?dreiviertel\s*stunde", "45 min"),
    (r"(?:a\s+)?quarter\s+of\s+an\s+hour|(?:(?:eine[rn]?|1)\s+)?viertel\s*stunde", "15 min"),
    (r"(\d{1,2})\s+and\s+a\s+half\s+hours?", r"\1.5 h"),
    (r"(?:an?|one|eine|einer)\s+(?:hour|stunde)", "1 h"),
)  # fmt: skip


_SAID_WORDS = "|".join(words for words, _ in _SAID_DURATIONS)
SPAN = re.compile(
    rf"(?<![\w.,:])(?:{_SAID_WORDS}"
    rf"|\d{{1,2}}\s*h\s*\d{{1,2}}(?:\s*{_MINUTES})?(?![\w:])"
    rf"|\d{{1,3}}(?:[.,]\d{{1,2}})?\s*{_HOURS}(?:\s*(?:and\s+|und\s+)?\d{{1,2}}\s*{_MINUTES})?"
    rf"|\d{{1,4}}\s*{_MINUTES})(?!\w)",
    re.IGNORECASE,
)
"""A duration as said in a sentence: "35 min", "1h15", "2 hours 30 minutes", "half an hour",
"eine Dreiviertelstunde" (:func:`read_duration` reads each)."""


def read_time(said: str) -> tuple[int, bool] | None:
    """ "7:20" → (440, False); "7:20 pm" → (1160, True: a 12-hour clock); None if no time."""
    text = " ".join(said.lower().split()).strip(" ,.?!")
    text = re.sub(r"^(?:at|um|by|bis|gegen)\s+", "", text)
    if text in _NAMED_TIMES:
        return _NAMED_TIMES[text], False
    found = _TIME.fullmatch(text)
    if found is None:
        return None
    hour, minute = int(found["h"]), int(found["m"] or found["um"] or 0)
    if minute > 59 or hour > 24 or (found["half"] and not 1 <= hour <= 12):
        return None
    if found["half"]:
        hour = hour % 12 + (12 if found["half"] == "p" else 0)
    return hour % 24 * 60 + minute, bool(found["half"])


def read_duration(said: str) -> int | None:
    """ "3h15", "4 std 35", "an hour and a half", "90 min" → minutes; None otherwise."""
    text = " ".join(said.lower().split()).strip(" ,.?!")
    for words, minutes in _SAID_DURATIONS:
        text = re.sub(rf"\b(?:{words})\b", minutes, text)
    found = _DURATION.fullmatch(text)
    if found is None:
        return None
    if found["only"]:
        total = int(found["only"])
    elif found["hh"]:
        total = int(found["hh"]) * 60 + int(found["mm"])
    else:
        total = round(float(found["h"].replace(",", ".")) * 60) + int(found["m"] or 0)
        if found["m"] and int(found["m"]) > 59:
            return None
    return total if 0 < total <= 7 * _DAY else None


def said_time(minutes: int, *, twelve: bool) -> str:
    """Minutes after midnight as a clock shows them: "22:05", or "10:05 PM"."""
    hour, minute = divmod(minutes % _DAY, 60)
    if twelve:
        return f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    return f"{hour}:{minute:02d}"


def said_length(minutes: int, language: str) -> str:
    """Minutes as hours and minutes ("8 h 15 min", German "8 Std. 15 Min.")."""
    hours, rest = divmod(minutes, 60)
    units = ("Std.", "Min.") if language == "de" else ("h", "min")
    parts = [f"{hours} {units[0]}" if hours else "", f"{rest} {units[1]}" if rest else ""]
    return " ".join(part for part in parts if part)


def days_later(days: int, language: str) -> str:
    """ " the next day", " am Vortag", " 3 days later" (empty for the same day)."""
    if not days:
        return ""
    if language == "de":
        named = {1: "am nächsten Tag", -1: "am Vortag"}
        return " " + named.get(days, f"{abs(days)} Tage {'später' if days > 0 else 'früher'}")
    named = {1: "the next day", -1: "the day before"}
    return " " + named.get(days, f"{abs(days)} days {'later' if days > 0 else 'earlier'}")


def shifted(at: str, takes: str, goal: str, language: str) -> str | None:
    """The time ``takes`` after (``goal`` "arrive", "end" or "plus") or before ("leave", "minus")
    ``at``, said as a sentence in ``language``; None when either is no time or duration."""
    start, length = read_time(at), read_duration(takes)
    if start is None or length is None:
        return None
    minutes, twelve = start
    back = goal in ("leave", "minus")
    result = minutes - length if back else minutes + length
    de = language == "de"
    when = said_time(result, twelve=twelve) + (" Uhr" if de and not twelve else "")
    when += days_later(result // _DAY, language)
    since, lasting = said_time(minutes, twelve=twelve), said_length(length, language)
    if goal == "arrive":
        if de:
            return f"Du bist um {when} da: {lasting} nach {since}."
        return f"You'd arrive at {when}: {lasting} after {since}."
    if goal == "leave":
        if de:
            return f"Du musst um {when} los: {lasting} vor {since}."
        return f"Leave at {when}: {lasting} before {since}."
    if goal == "end":
        if de:
            return f"Fertig um {when}: {lasting} nach {since}."
        return f"Done at {when}: {lasting} after {since}."
    sign = "minus" if back else "plus"
    return f"{since} {sign} {lasting} {'ist' if de else 'is'} {when}."
