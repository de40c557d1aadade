"""The hours of a working day from its clock times, an unpaid break taken off (see
:mod:`brain.fastpath.loose_everyday`): "worked 7:45 to 16:30 with a 30 min unpaid break, how many
hours am i paid" → "7:45 to 16:30 is 8 h 45 min; minus the 30 min break: 8 h 15 min (8.25 h)."
The start and the end may be said each with its verb ("clocked in 7:50, out at 4:20pm",
"arbeitsbeginn 8 uhr, feierabend 17:30"). A clock without am/pm that ends before it starts ends
in the afternoon ("9 to 5:30" is 9:00 to 17:30, and says so) or the next morning; a paid break
stays in; days said ("mon to fri", "4 days a week", "Montag bis Freitag") multiply the day. The
breaks are read by :func:`brain.fastpath.loose_times.break_parts` ("two 15 minute breaks" → "2 ×
15 min"); a span without a break or work ("the flight leaves 14:35 and lands 18:10") is
:func:`brain.fastpath.loose_word.span`'s."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time, said_length, said_time
from brain.fastpath.loose_times import break_parts
from brain.fastpath.reckon import said_number

_CLOCK = r"\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?\s*m\.?)?"
_RANGE = re.compile(
    rf"(?<![\d.,:/])(?P<a>{_CLOCK})(?:\s*uhr)?\s*(?:to|till|til|until|through|-|–|bis)\s*(?:um\s+)?"
    rf"(?P<b>{_CLOCK})(?:\s*uhr)?(?![\d:/%]|[.,]\d|\s*(?:h|hrs?|hours?|mins?|minutes?|stunden|minuten"
    r"|days?|weeks?|tage?n?|wochen|km|kg|€|\$|euros?|dollars?|people|times|x|mal)\b)",
    re.IGNORECASE,
)
_IN = (
    r"(?:clock(?:ed)?|punch(?:ed)?|check(?:ed)?|sign(?:ed)?|log(?:ged)?|stamp(?:ed)?)\s+in"
    r"|start(?:ed|ing)?(?:\s+(?:work(?:ing)?|my\s+shift|the\s+shift))?|began|came\s+in"
    r"|got\s+(?:in|to\s+work)|arrived|in(?=\s+(?:at|@)|\s*[,;])|(?:arbeits|dienst|schicht)?beginn"
    r"|angefangen|begonnen|anfang"
    r"|eingestempelt|eingecheckt|gekommen|kam|da\s+ab"
)
_OUT = (
    r"(?:clock(?:ed)?|punch(?:ed)?|check(?:ed)?|sign(?:ed)?|log(?:ged)?|stamp(?:ed)?)\s+out|out"
    r"|finish(?:ed)?|done|left|went\s+home|got\s+(?:off|out)|stopped|knocked\s+off|ended"
    r"|(?:arbeits|dienst|schicht)?ende|feierabend|aufgehört|aufgehoert|schluss|ausgestempelt"
    r"|ausgecheckt|gegangen|ging|raus"
)
_AT = r"(?:\s+(?:at|um|@|around|gegen|by))?\s*:?\s*"
_NOT_A_TIME = r"(?![\d:/%]|[.,]\d|\s*(?:h|hrs?|hours?|mins?|minutes?|stunden|minuten)\b)"
_IN_OUT = (
    re.compile(
        rf"\b(?:{_IN}){_AT}(?P<a>{_CLOCK})(?:\s*uhr)?{_NOT_A_TIME}[^\d?]{{0,40}}?\b(?:{_OUT}){_AT}"
        rf"(?P<b>{_CLOCK})(?:\s*uhr)?{_NOT_A_TIME}",
        re.IGNORECASE,
    ),
    re.compile(
        rf"(?<![\d.,:/])(?P<a>{_CLOCK})(?:\s*uhr)?\s+(?:{_IN})\b[^\d?]{{0,40}}?(?<![\d.,:/])"
        rf"(?P<b>{_CLOCK})(?:\s*uhr)?\s+(?:{_OUT})\b",
        re.IGNORECASE,
    ),
)
"""A start and an end said each with its verb: "clocked in 7:50, out at 4:20pm", "started at
8:10, finished 5pm", "arbeitsbeginn 8 uhr, feierabend 17:30"; the verb after the time: "um 9
angefangen, um 18 uhr aufgehört", "7:50 in, 16:20 out"."""
_ASKED = re.compile(
    r"\bhow\s+many\s+(?:paid\s+|working\s+|work\s+)?(?:hours|hrs|hours)\b(?!\s+(?:of|for|to|until"
    r"|till|left|should|do\s+i\s+need|sleep)\b)|\b(?:total|paid)\s+(?:hours|hrs)\b"
    r"|(?:^|[,;:–-]\s*)(?:total\s+)?(?:hours|hrs|stunden)\s*\??\s*$"
    r"|\s(?:total\s+)?(?:hours|hrs|stunden)\s*\?\s*$"
    r"|\bhow\s+(?:long|much\s+time)(?=\s*(?:[?,.!]|$)|\s+(?:in\s+total|total|a\s+(?:week|day)"
    r"|per\s+(?:week|day)|(?:is|was)\s+(?:that|it|this|(?:the|my)\s+(?:work\s*day|shift|day)))\b"
    r"|\s+(?:(?:do|did|will|would|am|have)\s+)?i\s+(?:work(?:ed)?|been\s+working|be\s+working"
    r"|working|at\s+work)\b|\s+was\s+i\s+(?:at\s+work|on\s+shift|on\s+the\s+clock|working)\b)"
    r"|\bhow\s+much\s+did\s+i\s+work\b|\bwhat\s+(?:are|were)\s+my\s+hours\b"
    r"|\b(?:total\s+)?(?:time|hours|hrs)\s+worked\b"
    r"|\bwie\s*viele?\s+(?:bezahlte\s+)?(?:arbeits)?(?:stunden|std)\b"
    r"(?!\s+(?:schlaf|brauch|bis)\w*)"
    r"|\bwie\s+(?:lange?|viel\s+(?:arbeits)?zeit)(?=\s*(?:[?,.!]|$)|\s+(?:insgesamt|pro\s+(?:woche"
    r"|tag)|die\s+woche|(?:ist|war)\s+(?:das|es|die\s+schicht|mein\w*\s+(?:schicht|arbeitstag"
    r"|tag)))\b|\s+arbeite\w*\s+ich\b|\s+hab\w*\s+ich\s+(?:heute\s+)?gearbeitet\b"
    r"|\s+war\s+ich\s+(?:heute\s+)?(?:da|arbeiten|auf\s+(?:der\s+)?arbeit|im\s+dienst)\b)"
    r"|\bwie\s*viel\s+(?:hab\w*\s+ich|habe\s+ich)\s+(?:heute\s+)?gearbeitet\b",
    re.IGNORECASE,
)
"""The hours of the day asked, not something else's ("how long is my commute", "how many hours
of sleep")."""
_WORK = re.compile(
    r"\b(?:work\w*|shift|job|on\s+duty|clock(?:ed)?\s+(?:in|out)|paid|arbeit\w*|gearbeitet"
    r"|schicht|dienst)\b",
    re.IGNORECASE,
)
_A_BREAK = re.compile(r"\b(?:breaks?|lunch|pausen?|mittagspausen?)\b", re.IGNORECASE)
_NO_BREAK = re.compile(
    r"\b(?:no|without|ohne|keine)\s+(?:\w+\s+)?(?:breaks?|lunch|pausen?|mittagspausen?)\b",
    re.IGNORECASE,
)
_PAID_BREAK = re.compile(
    r"\bpaid\s+(?:\d{1,3}\s*(?:min\w*|hours?)\s+)?(?:break|lunch|pause)|\b(?:break|lunch)\s+(?:is"
    r"\s+|was\s+)?paid\b|\bbezahlte[nrs]?\s+(?:\w+\s+)?pause|\bpause\s+(?:ist\s+|wird\s+)?bezahlt",
    re.IGNORECASE,
)
_DAY = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?"
    r"|sun(?:day)?|mo(?:ntag)?|di(?:enstag)?|mi(?:ttwoch)?|do(?:nnerstag)?|fr(?:eitag)?"
    r"|sa(?:mstag)?|so(?:nntag)?)s?"
)
_DAY_INDEX = {
    "mon": 0, "mo": 0, "tue": 1, "di": 1, "wed": 2, "mi": 2, "thu": 3, "do": 3, "fri": 4,
    "fr": 4, "sat": 5, "sa": 5, "sun": 6, "so": 6,
}  # fmt: skip
_DAYS = re.compile(
    rf"\b(?P<d1>{_DAY})\.?\s*(?:to|till|until|through|thru|-|–|bis)\s*(?P<d2>{_DAY})\b"
    r"|\b(?P<n>[1-7])\s*(?:days?|shifts?|tage?n?|schichten|arbeitstage?n?)\b"
    r"|\b(?P<weekdays>weekdays|every\s+weekday|werktags|an\s+werktagen)\b",
    re.IGNORECASE,
)
_A_WEEK = re.compile(
    r"\b(?:a|per|each|every|in\s+a|the|pro|die|in\s+der|jede)\s+(?:week|woche)\b|\bweekly\b"
    r"|\bwöchentlich\b",
    re.IGNORECASE,
)


def _day_index(word: str) -> int | None:
    word = word.lower()
    return _DAY_INDEX.get(word[:3], _DAY_INDEX.get(word[:2]))


def _days(said: str) -> tuple[int, str] | None:
    """How many days said, and how ("Mon–Fri", "5 days"), or None."""
    found = _DAYS.search(said)
    if found is None:
        return None
    if found["weekdays"]:
        return 5, found["weekdays"]
    if found["n"]:
        return int(found["n"]), ""
    first, last = _day_index(found["d1"]), _day_index(found["d2"])
    if first is None or last is None or last <= first:
        return None
    return last - first + 1, f"{found['d1'].capitalize()}–{found['d2'].capitalize()}"


def _span(found: re.Match[str]) -> tuple[int, str] | None:
    """The minutes from the first clock time to the second, and the second as read when it
    was taken to be in the afternoon ("5:30" → "17:30"), or None."""
    start, end = read_time(found["a"]), read_time(found["b"])
    if start is None or end is None:
        return None
    later, twelve = end[0], start[1] or end[1]
    afternoon = ""
    if later <= start[0]:
        if not twelve and later < 13 * 60 and later + 12 * 60 > start[0]:
            later += 12 * 60  # "9 to 5:30": half past five in the afternoon
            afternoon = said_time(later, twelve=False)
        else:
            later += 24 * 60  # a night shift ("22:00 to 6:00")
    minutes = later - start[0]
    return (minutes, afternoon) if 0 < minutes <= 16 * 60 else None


def _ranges(said: str) -> list[re.Match[str]]:
    """The clock ranges ``said`` names ("7:45 to 16:30"), or else its starts and ends said each
    with a verb ("clocked in 7:50, out at 4:20pm")."""
    ranges = list(_RANGE.finditer(said))
    for cued in _IN_OUT:
        ranges = ranges or list(cued.finditer(said))
    return ranges


def clock_span(said: str) -> tuple[re.Match[str], int] | None:
    """The one clock range ``said`` names ("6:30pm to 11:15pm", "von 8 bis 16:30") and its
    minutes, or None."""
    ranges = _ranges(said)
    span = _span(ranges[0]) if len(ranges) == 1 else None
    return None if span is None else (ranges[0], span[0])


def shift(text: str, language: str) -> str | None:
    """ "worked 7:45 to 16:30 with a 30 min unpaid break, how many hours am i paid" → "7:45 to
    16:30 is 8 h 45 min; minus the 30 min break: 8 h 15 min (8.25 h)."."""
    said = number_words.as_digits(text)
    ranges = _ranges(said)
    if len(ranges) != 1 or not _ASKED.search(said):
        return None
    rest = said[: ranges[0].start()] + " # " + said[ranges[0].end() :]
    count, each = break_parts(rest)
    pause = count * each
    if not pause and not _WORK.search(said):
        return None  # "the flight leaves 14:35 and lands 18:10": no working day
    if not pause and _A_BREAK.search(rest) and not _NO_BREAK.search(rest):
        return None  # "9 to 5 with lunch": a break of a length not said
    span = _span(ranges[0])
    if span is None:
        return None
    minutes, afternoon = span
    paid = bool(pause) and _PAID_BREAK.search(said) is not None
    worked = minutes if paid else minutes - pause
    if worked <= 0:
        return None
    days = _days(rest)
    if days is None and _A_WEEK.search(rest):
        assumed = "5-Tage-Woche angenommen" if language == "de" else "a 5-day week assumed"
        days = (5, assumed)  # "how many hours a week": five working days, and said so
    return _said(ranges[0], (minutes, afternoon, count, each, paid, worked), days, language)


def _said(
    found: re.Match[str],
    span: tuple[int, str, int, int, bool, int],
    days: tuple[int, str] | None,
    language: str,
) -> str:
    minutes, afternoon, count, each, paid, worked = span
    de = language == "de"
    first, last = found["a"].strip(), found["b"].strip()
    if afternoon:
        last = f"{last} ({afternoon})"
    took, rest, left = (said_length(m, language) for m in (minutes, each, worked))
    if count > 1:  # "2 × 15 min"
        rest = f"{count} × {rest}"
    if count and paid:
        line = (
            f"Von {first} bis {last} sind es {took}{_also(minutes, language)}; die Pause ({rest})"
            " ist bezahlt und zählt mit"
            if de
            else f"{first} to {last} is {took}{_also(minutes, language)}; the {rest} "
            + ("breaks are paid, so they count" if count > 1 else "break is paid, so it counts")
        )
    elif count:
        line = (
            f"Von {first} bis {last} sind es {took}; abzüglich {rest} Pause: {left}"
            if de
            else f"{first} to {last} is {took}; minus the {rest} "
            + ("breaks" if count > 1 else "break")
            + f": {left}"
        ) + _also(worked, language)
    else:
        line = (
            f"Von {first} bis {last} sind es {took}" if de else f"{first} to {last} is {took}"
        ) + _also(worked, language)
    if days is None:
        return f"{line.removesuffix('.')}."
    n, named = days
    week = worked * n
    how = f" ({named})" if named else ""  # "(Mon–Fri)"
    total, also = said_length(week, language), _also(week, language)
    if de:
        return f"{line}; × {n} Tage{how} = {total} pro Woche{also}."
    return f"{line}; × {n} days{how} = {total} a week{also}."


def _also(minutes: int, language: str) -> str:
    """The hours as a decimal after hours and minutes (" (8.25 h)"), none for whole hours."""
    return f" ({_hours(minutes, language)})" if minutes % 60 else ""


def _hours(minutes: int, language: str) -> str:
    shown = said_number(Fraction(round(Fraction(minutes, 60) * 100), 100), language)
    return f"{shown} Std." if language == "de" else f"{shown} h"


READERS = (("shift_hours", shift),)
