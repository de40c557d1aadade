"""Everyday sums of time answered whole (see :mod:`brain.fastpath.loose_whole`):

- when to start (put the roast in) to be done at a time, from the time it takes;
- how long some episodes take at a faster playback speed;
- the time saved by driving (riding) a distance at the faster of two speeds;
- what parking (a rental) costs from a clock span, charged per started hour, the first hour at
  its own price.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_duration, read_time, said_length, said_time
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number


def closed(sentence: str) -> str:
    """``sentence`` with one full stop at its end ("… 4 Std. 40 Min." has one already)."""
    return sentence if sentence.endswith(".") else f"{sentence}."


# --- when to start, to be done at a time ---------------------------------------------------------

_AT = r"\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*(?:[ap]\.?m\.?|uhr)|\d{1,2}(?![\d:]|[.,]\d)"
_DONE_AT = re.compile(
    r"\b(?:done|ready|finished|cooked|on\s+the\s+table|served|fertig|gar|auf\s+dem\s+tisch)\s+"
    rf"(?:at|by|for|um|bis|gegen)\s+(?P<t>{_AT})"
    rf"|\b(?:um|bis|gegen)\s+(?P<t2>{_AT})\s*(?:uhr\s+)?(?:fertig|gar|auf\s+dem\s+tisch)\b"
    rf"|\b(?:eat|dinner|lunch|essen)\s+(?:is\s+|ist\s+)?(?:at|um)\s+(?P<t3>{_AT})",
    re.IGNORECASE,
)
_WHEN_START = re.compile(
    r"\bwhen\s+(?:does|do|should|must|shall|will|has|have|to|can|would)\s+(?:(?:it|i|we|you|he"
    r"|she|the\s+\w+)\s+)?(?:have\s+to\s+|need\s+to\s+)?(?:go(?:es)?\s+in|put|get\s+(?:it\s+)?in"
    r"|start|begin|be\s+put\s+in|pop\s+it\s+in|stick\s+it\s+in|turn\s+on|switch\s+on)\b"
    r"|\bwhat\s+time\s+(?:does|do|should|must|shall|to)\s+(?:(?:it|i|we|the\s+\w+)\s+)?(?:go\s+in"
    r"|put|start|begin)\b|\bwhen\s+(?:it|the\s+\w+)\s+(?:has\s+to|needs\s+to|should|must)\s+go"
    r"\s+in\b|\bwann\s+(?:muss|soll|sollte|müssen|muessen|sollten)\s+(?:ich|wir|er|sie|es|der"
    r"\s+\w+|die\s+\w+|das\s+\w+)\s+(?:\w+\s+){0,3}?(?:rein|in\s+den\s+ofen|anfangen|beginnen"
    r"|starten|aufsetzen|anmachen|einschieben|reinschieben|los\w*)\b|\bwann\s+(?:rein|anfangen"
    r"|in\s+den\s+ofen)\b",
    re.IGNORECASE,
)
_SPAN = re.compile(
    r"(?<![\d.,:])(?:\d{1,2}\s*h\s*\d{1,2}(?:\s*m(?:ins?|inutes?)?)?|\d{1,2}(?:[.,]\d{1,2})?\s*"
    r"(?:h|hrs?|hours?|std\.?|stunden?)(?:\s*(?:and\s+|und\s+)?\d{1,2}\s*(?:m|mins?|minutes?"
    r"|minuten))?|\d{1,3}\s*(?:m|mins?|minutes?|minuten))\b"
    r"|\b(?:an?|one|eine)\s+(?:hour|stunde)(?:\s+and\s+a\s+half)?\b|\b(?:anderthalb|eineinhalb)"
    r"\s+stunden\b|\b(?:a\s+)?half\s+an\s+hour\b|\beine\s+halbe\s+stunde\b",
    re.IGNORECASE,
)
_PER_WEIGHT = re.compile(
    r"\b(?:per|pro|je|a|an|each)\s+(?:\d+\s*)?(?:kg|kilo|g|gramm|lbs?|pound)\b"
)
_OVEN_WORDS = re.compile(
    r"\b(?:roast\w*|oven|bake|baking|turkey|chicken|lamb|joint|braten|ofen|backen|gans|ente"
    r"|hähnchen|haehnchen|pute|kuchen|cake|bread|brot|lasagn\w*)\b",
    re.IGNORECASE,
)


def asks_start(text: str) -> bool:
    """Whether ``text`` asks when to start (put it in the oven)."""
    return _WHEN_START.search(text) is not None


def start_time(text: str, language: str) -> str | None:
    """ "i want the roast done at 7pm and it needs 2 hours 30 min, when does it go in" → "In
    the oven at 4:30 PM: 2 h 30 min before 7:00 PM."."""
    said = number_words.as_digits(text)
    asked, done = _WHEN_START.search(said), _DONE_AT.search(said)
    if asked is None or done is None or _PER_WEIGHT.search(said.lower()):
        return None
    at = read_time(done["t"] or done["t2"] or done["t3"])
    rest = said[: done.start()] + " # " + said[done.end() :]
    spans = [read_duration(m.group(0)) for m in _SPAN.finditer(rest)]
    rest = _SPAN.sub(" ", rest)
    if at is None or not 1 <= len(spans) <= 3 or None in spans or re.search(r"\d", rest):
        return None
    takes = sum(s for s in spans if s)
    minutes, twelve = at
    de = language == "de"
    start = said_time(minutes - takes, twelve=twelve) + ("" if twelve or not de else " Uhr")
    end = said_time(minutes, twelve=twelve) + ("" if twelve or not de else " Uhr")
    lasting = said_length(takes, language)
    day = " am Vortag" if de and minutes < takes else " the day before" if minutes < takes else ""
    oven = _OVEN_WORDS.search(said) is not None
    if de:
        head = f"Um {start}{day} in den Ofen" if oven else f"Um {start}{day} anfangen"
        return closed(f"{head}: {lasting} vor {end}")
    head = f"In the oven at {start}{day}" if oven else f"Start at {start}{day}"
    return f"{head}: {lasting} before {end}."


# --- episodes at a faster playback speed --------------------------------------------------------

_ITEMS = (
    r"(?:episodes?|eps|folgen|episoden|videos?|lectures?|vorlesungen|podcasts?|chapters?|kapitel"
    r"|talks?|lessons?|lektionen|clips?)"
)
_COUNT_ITEMS = re.compile(rf"(?<![\d.,])(?P<n>\d{{1,3}})\s+(?:\w+\s+)?{_ITEMS}\b", re.IGNORECASE)
_ONE_ITEM = re.compile(
    r"\b(?:a|an|the|one|this|my|ein(?:e[nm]?)?|der|den|die|das|dieses?)\s+(?:\S+\s+){0,2}?"
    r"(?:movie|film|video|podcast|audiobook|hörbuch|hoerbuch|lecture|vorlesung|episode|folge)\b",
    re.IGNORECASE,
)
_SPEED = re.compile(
    r"(?<![\d.,])(?P<s>\d(?:[.,]\d{1,2})?)\s*(?:x|×|-?\s*fach\w*)(?!\w)|\bx\s*(?P<s2>\d(?:[.,]\d{1,2})?)"
    r"\b|\b(?:speed|tempo|geschwindigkeit)\s+(?:of\s+|von\s+)?(?P<s3>\d(?:[.,]\d{1,2})?)\b(?!\s*(?:km|mph))"
    r"|\b(?P<double>double|doppelte[rn]?)\s+(?:speed|geschwindigkeit|tempo)\b",
    re.IGNORECASE,
)
_HOW_LONG = re.compile(
    r"\b(?:how\s+long|how\s+much\s+time|how\s+many\s+(?:hours|minutes)|total|altogether|in\s+all"
    r"|wie\s+lange?|wie\s*viel\s+zeit|insgesamt|zusammen)\b",
    re.IGNORECASE,
)


def sped_up(text: str, language: str) -> str | None:
    """ "9 episodes of 45 min at 1.5x speed, how long in total" → "9 × 45 min = 6 h 45 min; at
    1.5× speed that's 4 h 30 min."."""
    said = number_words.as_digits(text)
    speed = _SPEED.search(said)
    if speed is None or not _HOW_LONG.search(said):
        return None
    factor = Fraction(2) if speed["double"] else amount(speed["s"] or speed["s2"] or speed["s3"])
    rest = said[: speed.start()] + " # " + said[speed.end() :]
    counted = list(_COUNT_ITEMS.finditer(rest))
    if len(counted) > 1 or factor is None or not 1 < factor <= 4:
        return None
    if counted:
        n = int(counted[0]["n"])
        rest = rest[: counted[0].start()] + " # " + rest[counted[0].end() :]
    elif _ONE_ITEM.search(rest):
        n = 1
    else:
        return None
    spans = list(_SPAN.finditer(rest))
    rest = _SPAN.sub(" ", rest)
    if len(spans) != 1 or re.search(r"\d", rest) or not 1 <= n <= 500:
        return None
    each = read_duration(spans[0].group(0))
    if not each:
        return None
    whole = n * each
    fast = round(Fraction(whole) / factor)
    de = language == "de"
    x = said_number(factor, language)
    head = (
        f"{n} × {said_length(each, language)} = {said_length(whole, language)}; " if n > 1 else ""
    )
    if de:
        return closed(
            f"{head}mit {x}-facher Geschwindigkeit sind das {said_length(fast, language)}"
        )
    return closed(f"{head}at {x}× speed that's {said_length(fast, language)}")


# --- the time saved at the faster of two speeds ------------------------------------------------

_SPEED_UNIT = (
    r"(?:km/h|kmh|kph|km/std|kilometers?\s+per\s+hour|mph|miles\s+per\s+hour|stundenkilometer)"
)
_DISTANCE = re.compile(
    rf"(?<![\w.,])(?P<d>{NUMBER})\s*(?P<u>km|kilomet(?:er|re)s?|miles?|mi|meilen)\b(?!\s*/|\s+per\b)",
    re.IGNORECASE,
)
_TWO_SPEEDS = re.compile(
    rf"(?<![\w.,])(?P<a>\d{{1,3}})\s*(?P<ua>{_SPEED_UNIT})?\s*(?:instead\s+of|rather\s+than|vs\.?"
    r"|versus|compared\s+(?:to|with)|over|statt|anstatt|anstelle\s+von|gegenüber|gegenueber"
    rf"|or|oder)\s+(?:at\s+|mit\s+|bei\s+|going\s+|driving\s+)?(?P<b>\d{{1,3}})\s*(?P<ub>"
    rf"{_SPEED_UNIT})?",
    re.IGNORECASE,
)
_SAVED_ASKED = re.compile(
    r"\bhow\s+much\s+(?:time|faster|quicker|sooner|earlier)|\bhow\s+many\s+minutes\b|\btime\s+"
    r"(?:do|would|will|can)\s+(?:i|we|you)\s+save|\bsave\s+(?:me\s+)?(?:any\s+)?time\b|\bwie\s*viel"
    r"\s+(?:zeit|schneller|früher|frueher|eher)|\bwie\s*viele\s+minuten\b|\bzeit\w*\s+(?:spar\w*"
    r"|gewinn\w*)|\bspar\w*\s+(?:ich|man|wir)\b",
    re.IGNORECASE,
)


def time_saved(text: str, language: str) -> str | None:
    """ "how much time do i save driving 120 km at 100 instead of 80 km/h" → "120 km at 80
    km/h: 1 h 30 min; at 100 km/h: 1 h 12 min. That saves 18 min."."""
    said = number_words.as_digits(text)
    two = _TWO_SPEEDS.search(said)
    if two is None or not (two["ua"] or two["ub"]) or not _SAVED_ASKED.search(said):
        return None
    rest = said[: two.start()] + " # " + said[two.end() :]
    distances = list(_DISTANCE.finditer(rest))
    if len(distances) != 1:
        return None
    rest = rest[: distances[0].start()] + " # " + rest[distances[0].end() :]
    unit = (two["ub"] or two["ua"]).lower()
    far, a, b = amount(distances[0]["d"]), int(two["a"]), int(two["b"])
    if re.search(r"\d", rest) or not far or not 5 <= min(a, b) < max(a, b) <= 300:
        return None
    miles = distances[0]["u"].lower().startswith(("mi", "meile"))
    if miles != unit.startswith(("mph", "miles")):
        return None  # miles at km/h: not the same unit
    slow, fast = min(a, b), max(a, b)
    slow_min, fast_min = far * 60 / slow, far * 60 / fast
    saved = round(slow_min - fast_min)
    shown_unit = "mph" if miles else "km/h"
    d = f"{said_number(far, language)} {'miles' if miles else 'km'}"
    first, second = said_length(round(slow_min), language), said_length(round(fast_min), language)
    if not saved:
        return None
    if language == "de":
        return closed(
            f"{d} mit {slow} {shown_unit}: {first}; mit {fast} {shown_unit}: {second}; du sparst"
            f" {said_length(saved, language)}"
        )
    return closed(
        f"{d} at {slow} {shown_unit}: {first}; at {fast} {shown_unit}: {second}; that saves"
        f" {said_length(saved, language)}"
    )


# --- parking (a rental) charged per started hour ---------------------------------------------------

_CURRENCY = r"(?:[$€£]|\s*(?:euros?|eur|dollars?|bucks|quid|pounds?)\b)"


def _price(name: str) -> str:
    """An amount of money as said, its number in the group ``name``."""
    return rf"[$€£]?\s*(?P<{name}>{NUMBER}){_CURRENCY}?"


_HOUR = r"(?:hour|hr|stunde)"
_FIRST = re.compile(
    rf"\b(?:first|1st|erste)\s+{_HOUR}\s*(?:is|costs?|kostet|:|=|for|für|at|zu)?\s*"
    + _price("f")
    + rf"|{_price('f2')}\s*(?:for|für|in)?\s*(?:the\s+|die\s+)?(?:first|1st|erste)\s+{_HOUR}",
    re.IGNORECASE,
)
_LATER = (
    r"(?:additional|further|extra|following|other|subsequent|started|begun|weitere|angefangene"
    r"|begonnene|zusätzliche|zusaetzliche|folgende)"
)
_NEXT = re.compile(
    rf"\b(?:each|every|per|a|jede|pro|je)\s+(?:{_LATER}\s+)+(?:{_LATER}\s+)?{_HOUR}\w*\s*(?:is|costs?"
    r"|kostet|:|=|for|at|zu|nochmal)?\s*"
    + _price("n")
    + rf"|{_price('n2')}\s*(?:for|per|a|an|pro|je|für|fuer)?\s*(?:each|every|jede)?\s*"
    rf"(?:{_LATER}\s+)+{_HOUR}",
    re.IGNORECASE,
)
_STARTED = re.compile(
    r"\b(?:started|begun|part\s+(?:of\s+an\s+hour|thereof)|angefangene|begonnene|angebrochene)\b",
    re.IGNORECASE,
)
_HHMM = r"\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?|\s*uhr)?"
_CLOCKS = re.compile(
    rf"(?<![\d.,:])(?:(?:from|von|between|zwischen)\s*)?(?P<a>{_HHMM})\s*(?:to|till|until|-|–|bis|and|und)\s*"
    rf"(?P<b>{_HHMM})(?![\d:]|[.,]\d|\s*(?:h\b|hours|std))",
    re.IGNORECASE,
)
_CAP = re.compile(
    rf"\b(?:max(?:imum)?|at\s+most|capped\s+at|daily\s+max\w*|höchstens|hoechstens"
    rf"|tageshöchstsatz|tagesmax\w*)\.?\s*(?:of\s+|von\s+)?{_price('c')}",
    re.IGNORECASE,
)
_PAY_ASKED = re.compile(
    r"\?|\b(?:how\s+much|what|whats|total|cost|wie\s*viel|was|kostet|zahl\w*)\b", re.IGNORECASE
)


def started_hours(text: str, language: str) -> str | None:
    """ "parking is 3 for the first hour and 2 for each additional hour, i park from 9:15 to
    13:40" → "9:15 to 13:40 is 4 h 25 min: 5 started hours, 3 + 4 × 2 = 11."."""
    said = number_words.as_digits(text)
    first, later = _FIRST.search(said), _NEXT.search(said)
    if later is None or not _PAY_ASKED.search(said):
        return None
    if first is None and not _STARTED.search(said):
        return None  # "2 an hour": per started hour only when said
    rest = said
    for found in (first, later):
        if found is not None:
            rest = rest.replace(found.group(0), " # ", 1)
    cap = _CAP.search(rest)
    rest = _CAP.sub(" # ", rest)
    span = _CLOCKS.search(rest)
    if span is None:
        return None
    rest = rest[: span.start()] + " # " + rest[span.end() :]
    start, end = read_time(span["a"]), read_time(span["b"])
    if start is None or end is None or re.search(r"\d", rest):
        return None
    if start[1] != end[1] and not (span["a"].strip().isdigit() or span["b"].strip().isdigit()):
        return None
    minutes = (end[0] - start[0]) % (24 * 60)
    if not 0 < minutes <= 24 * 60:
        return None
    hours = math.ceil(minutes / 60)
    each = amount(later["n"] or later["n2"])
    opening = amount(first["f"] or first["f2"]) if first is not None else each
    if opening is None or each is None:
        return None
    raw = opening + (hours - 1) * each
    de = language == "de"
    twelve = start[1] or end[1]
    a, b = said_time(start[0], twelve=twelve), said_time(end[0], twelve=twelve)
    sum_said = (
        f"{money(opening, language)} + {hours - 1} × {money(each, language)}"
        if first is not None and hours > 1
        else f"{hours} × {money(each, language)}"
        if first is None
        else money(opening, language)
    )
    lasting = said_length(minutes, language)
    capped = ""
    if cap is not None:
        limit = amount(cap["c"])
        if limit is None:
            return None
        if limit < raw:
            capped = (
                f", höchstens {money(limit, language)}"
                if de
                else f", capped at {money(limit, language)}"
            )
    if de:
        count = f"{hours} angefangene Stunde{'n' if hours != 1 else ''}"
        return f"{a} bis {b} sind {lasting}: {count}, {sum_said} = {money(raw, language)}{capped}."
    count = f"{hours} started hour{'s' if hours != 1 else ''}"
    return f"{a} to {b} is {lasting}: {count}, {sum_said} = {money(raw, language)}{capped}."


READERS = (
    ("start_time", start_time),
    ("sped_up", sped_up),
    ("time_saved", time_saved),
    ("started_hours", started_hours),
)
