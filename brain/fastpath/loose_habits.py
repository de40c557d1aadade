"""Sums about everyday habits (see :mod:`brain.fastpath.loose_sums`):

- what a habit costs in a year or a month, from its price each time, the days a week and the
  weeks a year ("kaffee für 4,20 €, 5 tage die woche, 46 arbeitswochen im jahr, was geb ich im
  jahr aus" → 4,20 × 5 × 46 = 966);
- when to go to bed for an alarm, the hours of sleep wanted and the time to fall asleep
  ("alarm at 6:15, want 8 hours sleep, takes 15 min to fall asleep, when do i go to bed" →
  6:15 − 8 h − 15 min = 22:00). Asked so, the alarm is no reminder to set
  (:func:`brain.router.timing.found`).
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time, said_time
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

# --- a habit's cost in a year -----------------------------------------------------------------

_DAYS_A_WEEK = re.compile(
    r"(?<![\d.,])(?P<d>[1-7])\s*(?P<unit>days?|times|x|mal|tage?n?)\s*(?:a|per|pro|die|in der|each"
    r"|every|the|/)\s*(?:week|woche|wk)\b"
    r"|\b(?P<weekdays>every (?:week|work|working) ?day|on weekdays|(?:jeden|an jedem|an allen)"
    r" (?:werktag|arbeitstag)|an werktagen|werktags|mo(?:ntag)?\s*(?:-|bis)\s*fr(?:eitag)?)\b"
    r"|\b(?P<daily>every day|each day|daily|täglich|taeglich|jeden tag)\b"
    r"|\b(?P<once>every week|each week|once a week|weekly|jede woche|wöchentlich|woechentlich"
    r"|einmal (?:die|pro|in der) woche)\b"
    r"|\b(?P<twice>twice a week|zweimal (?:die|pro|in der) woche)\b",
    re.IGNORECASE,
)
_WEEKS = re.compile(
    r"(?<![\d.,])(?P<w>\d{1,2})\s*(?:working\s+|work\s+|arbeits)?(?:weeks|wochen|arbeitswochen)\b"
    r"(?:\s*(?:a|per|pro|im|in the|in a|each|every|/)\s*(?:year|jahr))?",
    re.IGNORECASE,
)
_TIMES_A_DAY = re.compile(
    r"(?<![\d.,])(?P<t>[1-9])\s*(?:times\s+|x\s+|mal\s+|[a-zäöü]+\s+){0,2}?(?:a|per|pro|am|each"
    r"|every|the|/|jeden)\s*(?:day|tag)\b",
    re.IGNORECASE,
)
_YEAR_ASKED = re.compile(
    r"\b(?:a|per|each|every|in a|over a|for a|the|im|pro|in einem|übers|ueber(?:s| das)|aufs)"
    r"\s+(?:year|jahr)\b|\b(?:yearly|annually|per annum|jährlich|jaehrlich|im jahr)\b",
    re.IGNORECASE,
)
_MONTH_ASKED = re.compile(
    r"\b(?:a|per|each|every|in a|the|im|pro)\s+(?:month|monat)\b|\b(?:monthly|monatlich)\b",
    re.IGNORECASE,
)
_SPEND_ASKED = re.compile(
    r"\b(?:how much|what(?:'?s| is| does| do)?|whats|wie ?viel|was (?:geb|zahl|kost|mach)\w*"
    r"|spend|spent|ausgeb\w*|ausgaben|kostet|kosten|cost)\b|\?",
    re.IGNORECASE,
)
_NOT_A_HABIT = re.compile(
    r"\b(?:an hour|per hour|the hour|die stunde|pro stunde|hours? a (?:day|week)|stunden (?:am|pro)"
    r" tag|earn\w*|make|verdien\w*|wage|lohn|salary|gehalt|save|saving|spar\w*|kwh|watts?)\b",
    re.IGNORECASE,
)
_MONEY = re.compile(
    rf"(?<![\w.,])[$€£]?\s*(?P<x>{NUMBER})\s*(?:[$€£]|euros?|eur\b|dollars?|bucks|pounds?)?"
    r"(?![\w%]|[.,]\d)",
    re.IGNORECASE,
)


_UNITS = {"days": ("days", "Tage"), "times": ("times", "mal")}


def _per_week(days: re.Match[str] | None, daily: bool) -> tuple[int, str]:
    """How often a week, and whether that is said in days or times ("2 a day" alone: every
    day)."""
    if days is None:
        return 7, "days"
    if days["d"]:
        return int(days["d"]), "days" if days["unit"].lower().startswith(("d", "tag")) else "times"
    if days["weekdays"]:
        return 5, "days"
    if days["once"]:
        return (7 if daily else 1), "days"
    if days["twice"]:
        return 2, "times"
    return 7, "days"


def habit_cost(text: str, language: str) -> str | None:
    """ "kaffee für 4,20 €, 5 tage die woche, 46 arbeitswochen im jahr, was geb ich im jahr
    aus" → "4,20 × 5 Tage × 46 Wochen = 966 im Jahr."; a month asked is the year ÷ 12."""
    said = number_words.as_digits(text)
    times = _TIMES_A_DAY.search(said)  # "2 energy drinks a day"
    rest = said if times is None else said[: times.start()] + " " + said[times.end() :]
    days = _DAYS_A_WEEK.search(rest)
    year, month = _YEAR_ASKED.search(said), _MONTH_ASKED.search(said)
    if days is None and times is None:
        return None
    if (year is None and month is None) or not _SPEND_ASKED.search(said):
        return None
    if _NOT_A_HABIT.search(said):
        return None  # a wage, savings or a device's power: other readers
    weeks = _WEEKS.search(rest)
    rest = _WEEKS.sub(" ", _DAYS_A_WEEK.sub(" ", rest))
    prices = [m for m in _MONEY.finditer(rest) if amount(m["x"])]
    if len(prices) > 1:  # "1 schachtel kostet 8,50 €": the price is the one said as money
        prices = [m for m in prices if re.search(r"[$€£.,]|[a-z]{3}", m.group(0).strip()[-5:])]
    if len(prices) != 1:
        return None
    price = amount(prices[0]["x"])
    per_week, unit = _per_week(days, times is not None)
    per_year = int(weeks["w"]) if weeks is not None else 52
    per_day = int(times["t"]) if times is not None else 1
    if price is None or not 0 < per_year <= 53:
        return None
    total = price * per_day * per_week * per_year
    de = language == "de"
    a_day = f"{per_day} × " if per_day > 1 else ""
    count = f" × {per_week} {_UNITS[unit][de]}" if per_week > 1 else ""
    sum_ = (
        f"{a_day}{money(price, language)}{count} × {per_year} {'Wochen' if de else 'weeks'}"
        f" = {money(total, language)}"
    )
    if year is None:  # a month asked: the year's share
        each = money(total / 12, language)
        if de:
            return f"{sum_} im Jahr; ÷ 12 = {each} im Monat."
        return f"{sum_} a year; ÷ 12 = {each} a month."
    if month is not None:
        each = money(total / 12, language)
        return f"{sum_} im Jahr ({each} im Monat)." if de else f"{sum_} a year ({each} a month)."
    return f"{sum_} im Jahr." if de else f"{sum_} a year."


# --- when to go to bed ------------------------------------------------------------------------

_CLOCK = r"\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*(?:[ap]\.?m\.?|uhr)"
_HOUR = r"\d{1,2}(?![\d:]|[.,]\d|\s*(?:hours?|hrs?|h\b|stunden?|std|min))"
_AT = r"(?:at|um|for|auf|für|fuer|by|bis)\s+"
_WAKE = re.compile(
    rf"\b(?:alarm|wecker)\b(?:(?!bed\b|bett\b|sleep|schlaf)[^.?!\d]){{0,30}}?(?:(?P<t>{_CLOCK})"
    rf"|{_AT}(?P<tb>{_HOUR}))"
    r"|\b(?:wake up|get up|be up|i'?m up|up|aufstehen|aufwachen|raus(?:\s+muss)?|wach sein)\s+"
    rf"{_AT}(?P<t2>{_CLOCK}|{_HOUR})"
    rf"|\b{_AT}(?P<t3>{_CLOCK}|{_HOUR})\s*(?:uhr\s+)?(?:aufstehen|aufwachen|raus|wake up|get up|up"
    r"|klingelt|läutet|laeutet|rings|goes off)\b",
    re.IGNORECASE,
)
_SLEEP = re.compile(
    rf"(?P<s>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\.?\s*(?:of\s+)?(?:sleep|schlaf)"
    rf"|\b(?:sleep|schlafen)\s+(?:for\s+)?(?:about\s+|at least\s+|etwa\s+|mindestens\s+)?"
    rf"(?P<s2>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\b"
    r"|(?P<c>\d)\s*(?:full\s+|ganze\s+)?(?:sleep\s+)?(?:cycles|schlafzyklen|zyklen)\b",
    re.IGNORECASE,
)
_FALL_ASLEEP = re.compile(
    r"(?P<f>\d{1,3})\s*(?:min\w*|minuten)\s*(?:\w+\s+){0,2}?(?:to\s+)?(?:fall(?:ing)? asleep"
    r"|drift(?:ing)? off|nod(?:ding)? off|get to sleep|doze off|zum einschlafen|einschlafen"
    r"|einzuschlafen|bis ich (?:ein)?schlafe)"
    r"|\b(?:fall(?:ing)? asleep|drift(?:ing)? off|nod(?:ding)? off|einschlafen|einschlafzeit"
    r"|to get to sleep)\s*(?:takes?\s*(?:me\s+)?|dauert\s+(?:bei mir\s+)?|braucht?\s+|of\s+|:|in\s+)?"
    r"(?:about\s+|around\s+|etwa\s+|ca\.?\s+|so\s+)?(?P<f2>\d{1,3})\s*(?:min\w*|minuten)",
    re.IGNORECASE,
)
_BED_ASKED = re.compile(
    r"\b(?:when|what time|by when|wann|um wie ?viel uhr|bis wann|wie spät)\b.{0,40}?\b(?:bed"
    r"|sleep|asleep|turn in|lights? out|hit the (?:hay|sack)|lie down|bett|schlafen|hinlegen"
    r"|licht aus)\b|\b(?:bedtime|schlafenszeit)\b",
    re.IGNORECASE,
)


_WAKE_ASKED = re.compile(
    r"\b(?:when|what time|by when|wann|um wie ?viel uhr)\b.{0,30}?\b(?:alarm|wake|get up|be up"
    r"|wecker|aufstehen|aufwachen|wach)\b",
    re.IGNORECASE,
)
_BED_AT = re.compile(
    r"\b(?:go(?:ing)? to bed|in bed|to bed|go(?:ing)? to sleep|fall asleep|lights out|turn in"
    r"|ins bett|schlafen gehe\w*|hinlegen|lege mich hin)\s+(?:at|by|um|gegen|around)\s+"
    rf"(?P<b>{_CLOCK}|{_HOUR})"
    rf"|\b(?:um|at|gegen)\s+(?P<b2>{_CLOCK}|{_HOUR})\s*(?:uhr\s+)?(?:ins bett|schlafen|to bed)\b",
    re.IGNORECASE,
)


def _sleep_and_falling(said: str) -> tuple[Fraction, int] | None:
    """The hours of sleep wanted (5 cycles are 7.5 h) and the minutes to fall asleep."""
    sleep = _SLEEP.search(said)
    if sleep is None:
        return None
    if sleep["c"]:
        hours = Fraction(int(sleep["c"]) * 3, 2)  # a sleep cycle of about 90 minutes
    else:
        hours = amount(sleep["s"] or sleep["s2"]) or Fraction(0)
    falling = _FALL_ASLEEP.search(said)
    fall = int(falling["f"] or falling["f2"]) if falling is not None else 0
    return (hours, fall) if 0 < hours <= 14 and fall <= 180 else None


def wake_time(said: str, language: str) -> str | None:
    """ "what time should i set my alarm if i go to bed at 11 and want 8 hours of sleep" →
    "23:00 + 8 h = 7:00." (a bare hour to bed from 6 to 11 is in the evening)."""
    bed_at = _BED_AT.search(said)
    wanted = _sleep_and_falling(said)
    at = read_time(bed_at["b"] or bed_at["b2"]) if bed_at is not None else None
    if at is None or wanted is None:
        return None
    minutes, twelve = at
    if not twelve and 6 * 60 <= minutes < 12 * 60:
        minutes += 12 * 60  # "to bed at 11": at night
    hours, fall = wanted
    up = minutes + fall + round(hours * 60)
    de = language == "de"
    parts = [said_time(minutes, twelve=twelve)]
    parts += [f"{fall} {'Min.' if de else 'min'}"] if fall else []
    parts.append(f"{said_number(hours, language)} {'Std.' if de else 'h'}")
    when = said_time(up, twelve=twelve) + (" Uhr" if de and not twelve else "")
    return f"{' + '.join(parts)} = {when}."


def bedtime(text: str, language: str) -> str | None:
    """ "alarm at 6:15, want 8 hours sleep, takes 15 min to fall asleep, when do i go to bed"
    → "6:15 − 8 h − 15 min = 22:00 (the evening before)."; the alarm asked for from a bedtime
    (:func:`wake_time`)."""
    said = number_words.as_digits(text)
    if _WAKE_ASKED.search(said) and _BED_AT.search(said):
        return wake_time(said, language)
    if _BED_ASKED.search(said) is None:
        return None
    wake, wanted = _WAKE.search(said), _sleep_and_falling(said)
    if wake is None or wanted is None:
        return None
    at = read_time(wake["t"] or wake["tb"] or wake["t2"] or wake["t3"])
    if at is None:
        return None
    hours, fall = wanted
    sleep = _SLEEP.search(said)
    assert sleep is not None
    minutes, twelve = at
    bed = minutes - round(hours * 60) - fall
    de = language == "de"
    h = said_number(hours, language)
    parts = [said_time(minutes, twelve=twelve), f"{h} {'Std.' if de else 'h'}"]
    if sleep["c"]:
        parts[1] += f" ({sleep['c']} × 90 min)"
    if fall:
        parts.append(f"{fall} {'Min.' if de else 'min'}")
    when = said_time(bed, twelve=twelve) + (" Uhr" if de and not twelve else "")
    before = bed < 0
    if de:
        return f"{' − '.join(parts)} = {when}" + (" (am Vorabend)." if before else ".")
    return f"{' − '.join(parts)} = {when}" + (" (the evening before)." if before else ".")


READERS = (("habit_cost", habit_cost),)
