"""What work pays (see :mod:`brain.fastpath.loose_sums`): an hourly wage times the hours of a
week, said as hours a week ("18 an hour, 25 hours a week") or as hours a day and days a week
("7,5 std am tag, 4 tage die woche"), for the week, a month or a year asked; and overtime,
the hours over a threshold paid at time and a half or another factor ("15 an hour, over 40
hrs is time and a half, worked 46" → 40 × 15 + 6 × 22.50 = 735)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

# --- an hourly wage ---------------------------------------------------------------------------

_WAGE = re.compile(
    rf"(?:[€$£]\s*)?(?P<wage>{NUMBER})\s*(?:[€$£]|euros?|dollars?|bucks)?\s*(?:an|per|/|pro|die|in"
    r" der|the)\s*(?:hour|hr|h|stunde|std)\b",
    re.IGNORECASE,
)
_HOURS = re.compile(
    rf"(?P<hours>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\s*(?:a|per|/|pro|die|in der|each|every)"
    r"\s*(?:week|wk|woche)\b",
    re.IGNORECASE,
)
_WANTS = re.compile(
    r"\b(?:(?:per|a|each|every|im|pro|in the|in a) (?P<span>month|year|monat|jahr)|monthly|yearly"
    r"|annually|monatlich|jährlich)\b",
    re.IGNORECASE,
)


_HOW_MUCH = re.compile(
    r"\b(?:how much|wie ?viel|what do i (?:make|earn|get)|what(?:'?s| is) (?:that|it)|was (?:ist|macht|sind)"
    r" das|was (?:verdien|bekomm|krieg)\w* (?:ich|man))\b",
    re.IGNORECASE,
)
_DAILY = re.compile(
    rf"(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\.?\s*(?:(?:a|per|/|pro|am|each|every|the|die"
    r"|den)\s*(?:day|tag|shift|schicht)\b|täglich|taeglich|daily)"
    rf"|(?P<h2>{NUMBER})[\s-]*(?:hours?|hrs?|h|stunden|std)\.?[\s-]*(?:shifts?|days|schichten?)\b"
    r"|(?:(?<=shifts)|(?<=shift)|(?<=days)|(?<=schichten)|(?<=tage)|(?<=tagen)|(?<=week)|(?<=woche))"
    r"\s+(?:of|von|à|a|at|zu"
    rf"|je|mit)\s+(?P<h3>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\b(?:\s+(?:each|jeweils|je))?"
    rf"|(?P<h4>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\s*(?:x|×|\*|times|mal)\s*(?=\d\s*(?:days"
    r"|tage|shifts|schichten)\b)",
    re.IGNORECASE,
)
_DAYS = re.compile(
    rf"(?P<d>{NUMBER})\s*(?:days?|tage?n?|shifts?|schichten|x|times|mal)\s*(?:a|per|/|pro|die|in der"
    r"|each|every|the)\s*(?:week|wk|woche)\b",
    re.IGNORECASE,
)
_WEEKLY = re.compile(
    r"\b(?:(?:per|a|each|every|pro|in der|in a|the|die|in einer) (?:week|woche)|weekly|wöchentlich"
    r"|woechentlich|wochenlohn|week'?s (?:pay|wage))\b",
    re.IGNORECASE,
)
_DAYS_BARE = re.compile(
    r"(?<![\d.,])(?P<d>\d)\s*(?:days?|tage?n?|shifts?|schichten)\b(?!\s*(?:a|per|/|pro|each|im|in)\s"
    r"*(?:month|monat|year|jahr))",
    re.IGNORECASE,
)
"""Days said with no period ("4 days"): a week's when a week's pay is asked."""


_SHIFTS = re.compile(r"\b(?:shifts?|days?|schicht(?:en)?|tage?n?)\b|täglich|daily", re.I)
_COUNT_A_WEEK = re.compile(
    r"(?<![\d.,])(?P<d>[1-7])\s*(?:a|per|/|pro|die|in der|each|every|the)\s*(?:week|wk|woche)\b",
    re.IGNORECASE,
)
"""A count a week with no noun ("4 a week"): the shifts or days when hours a shift were said."""


def _weekly_hours(text: str) -> tuple[Fraction, str, str] | None:
    """Hours a week as said ("25 hours a week") or as hours a day times days a week, with the
    text left once they are taken out and the sum shown ("7,5 h × 4 = 30 h")."""
    hours = _HOURS.search(text)
    if hours is not None:
        count = amount(hours["hours"])
        rest = text[: hours.start()] + text[hours.end() :]
        return (count, rest, "") if count else None
    daily = _DAILY.search(text)
    if daily is None:
        return None
    rest = text[: daily.start()] + " " + text[daily.end() :]
    days = _DAYS.search(rest)
    if days is None and _WEEKLY.search(rest) and len(_DAYS_BARE.findall(rest)) == 1:
        days = _DAYS_BARE.search(rest)  # "weekly pay at 7.5 h a day, 4 days"
    said_daily = text[max(0, daily.start() - 12) : daily.end()]
    if days is None and _SHIFTS.search(said_daily) and len(_COUNT_A_WEEK.findall(rest)) == 1:
        days = _COUNT_A_WEEK.search(rest)  # "shifts of 7.5 h, 4 a week"
    if days is None:
        return None
    per_day = amount(daily["h"] or daily["h2"] or daily["h3"] or daily["h4"])
    per_week = amount(days["d"])
    if not per_day or not per_week or per_week > 7 or per_day > 24:
        return None
    rest = rest[: days.start()] + " " + rest[days.end() :]
    return per_day * per_week, rest, f"{said_h(daily)} h × {days['d']}"


def said_h(daily: re.Match[str]) -> str:
    return str(daily["h"] or daily["h2"] or daily["h3"] or daily["h4"])


def wage(text: str, language: str) -> str | None:
    """ "18 an hour, 25 hours a week, how much per month" → "18 × 25 = 450 a week, about
    1,950 a month (52 weeks ÷ 12)."; hours may be said a day with days a week ("7,5 std am tag,
    4 tage die woche")."""
    text = number_words.as_digits(text)  # "four days a week"
    pay, weekly, wants = hourly_rate(text), _weekly_hours(text), _WANTS.search(text)
    if pay is None:
        return None
    if weekly is None:
        return _one_shift(text, pay, language)
    count, rest, shown_hours = weekly
    if len(re.findall(rf"(?<![\d.,]){NUMBER}", rest)) != 1:
        return None  # "… and 2 a month on weekends": more than the rate is left
    asks_week = wants is None and _WEEKLY.search(rest) is not None
    if wants is None and not asks_week and not _HOW_MUCH.search(text):
        return None
    rate = amount(pay["wage"])
    if not rate:
        return None
    week = rate * count
    if asks_week:  # "what do i make per week"
        hours = said_number(count, language)
        sum_ = f"{shown_hours} = {hours} h; " if shown_hours else ""
        w = money(week, language)
        if language == "de":
            return f"{sum_}{hours} × {money(rate, language)} = {w} pro Woche (brutto)."
        return f"{sum_}{hours} × {money(rate, language)} = {w} a week (before tax)."
    hours = said_number(count, language)
    worked = f"{shown_hours} = {hours} h; " if shown_hours else ""
    worked += f"{hours} × {money(rate, language)} = {money(week, language)}"
    if wants is None:  # "how much is that before tax": a week, a month and a year
        w, m, y = (money(v, language) for v in (week, week * 52 / 12, week * 52))
        if language == "de":
            return f"{worked} pro Woche, etwa {m} im Monat und {y} im Jahr (brutto)."
        return f"{worked} a week, about {m} a month and {y} a year (before tax)."
    span = (wants["span"] or wants.group(0)).lower()
    yearly = span.startswith(("year", "jahr", "annual", "jähr"))
    total = week * 52 if yearly else week * 52 / 12
    t = money(total, language)
    if language == "de":
        return f"{worked} pro Woche, etwa {t} im {'Jahr' if yearly else 'Monat (52 Wochen ÷ 12)'}."
    return f"{worked} a week, about {t} a {'year' if yearly else 'month (52 weeks ÷ 12)'}."


def _one_shift(text: str, pay: re.Match[str], language: str) -> str | None:
    """ "16.40 an hour, shifts of 7.5h, how much a week": one shift's pay, and the count of
    shifts a week asked for (none said: no week to work out)."""
    rest = text[: pay.start()] + " " + text[pay.end() :]
    daily = _DAILY.search(rest)
    if daily is None or not (_WEEKLY.search(rest) or _WANTS.search(rest)):
        return None
    left = rest[: daily.start()] + " " + rest[daily.end() :]
    hours, rate = amount(said_h(daily)), amount(pay["wage"])
    if re.search(r"\d", left) or not hours or not rate or hours > 24:
        return None
    one = f"{said_h(daily)} h × {money(rate, language)} = {money(hours * rate, language)}"
    if language == "de":
        return f"Eine Schicht: {one}. Wie viele Schichten pro Woche? Dann rechne ich es aus."
    return f"One shift: {one}. How many shifts a week? Then I can work it out."


# --- overtime ---------------------------------------------------------------------------------

_THRESHOLD = re.compile(
    r"\b(?:over|above|after|beyond|past|more than|anything (?:over|above|past|after)|über|ueber"
    r"|ab|nach|mehr als|alles über|alles ueber|jede stunde über)\s+(?:the\s+|den\s+|die\s+|der\s+)?"
    rf"(?P<limit>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)?\.?(?!\s*(?:[$€£%]|euros?|dollars?|bucks))"
    rf"|(?P<limit2>{NUMBER})\s*(?:regular|normal|normale|reguläre|regulaere|standard|base)\s*"
    r"(?:hours?|hrs?|stunden)",
    re.IGNORECASE,
)
_FACTOR = re.compile(
    r"\b(?P<half>time and a half|time-and-a-half|1\.5x|1,5x|x1\.5|1\.5 times|1,5-fach\w*"
    r"|anderthalbfach\w*|eineinhalbfach\w*)"
    r"|\b(?P<double>double time|double pay|doppelt\w*|2x|zweifach\w*|twice the rate)\b"
    rf"|(?P<times>{NUMBER})\s*(?:x|times|mal|-fach\w*|fach\w*)\s+(?:the\s+)?(?:rate|pay|normal|regular"
    r"|lohn|stundenlohn|satz)"
    r"|(?<![\d.,])(?P<extra>\d{1,3})\s*(?:%|percent|prozent)\s*(?:extra|more|on top|premium|bonus"
    r"|zuschlag|mehr|aufschlag|overtime premium)"
    r"|\b(?:zuschlag|aufschlag|premium)\s*(?:of|von)?\s*(?P<extra2>\d{1,3})\s*(?:%|prozent)",
    re.IGNORECASE,
)
_NOT_HOURS = r"(?!\s*(?:[$€£%]|euros?|dollars?|bucks|an hour|per hour|/|die stunde|pro stunde))"
_WORKED = re.compile(
    r"\b(?:worked|working|work|did|put in|clocked|logged|was there|war|arbeite|hatte|habe|hab)\s+"
    r"(?:\w+\s+){0,2}?"
    rf"(?P<worked>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)?\b{_NOT_HOURS}"
    rf"|(?P<worked2>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\.?\s*(?:this|last|in the|that|diese[nm]?"
    r"|letzte[nm]?|gearbeitet)\b",
    re.IGNORECASE,
)
_OVERTIME_HOURS = re.compile(
    rf"(?P<ot>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\.?\s*(?:of\s+)?(?:overtime|überstunden"
    r"|ueberstunden|extra)\b|(?P<ot2>\d{1,3})\s*(?:überstunden|ueberstunden)\b",
    re.IGNORECASE,
)


def _factor(found: re.Match[str]) -> Fraction | None:
    if found["half"]:
        return Fraction(3, 2)
    if found["double"]:
        return Fraction(2)
    if found["times"]:
        return amount(found["times"])
    extra = amount(found["extra"] or found["extra2"])
    return None if extra is None else 1 + extra / 100


_HOURLY = re.compile(
    r"\b(?:stundenlohn|hourly (?:rate|wage|pay)|base rate|grundlohn)\s*(?:von|of|is|ist|:|=)?\s*"
    rf"[€$£]?\s*(?P<wage>{NUMBER})",
    re.IGNORECASE,
)


def hourly_rate(text: str) -> re.Match[str] | None:
    """Where ``text`` says a pay by the hour ("14 an hour", "15.50/hr", "stundenlohn 14,40"),
    the amount in ``wage``."""
    return _WAGE.search(text) or _HOURLY.search(text)


def overtime(text: str, language: str) -> str | None:
    """ "15 an hour, over 40 hrs is time and a half, worked 46" → "40 × 15 = 600; 6 × 22.50
    (15 × 1.5) = 135; 600 + 135 = 735."."""
    pay, factor_said = _WAGE.search(text) or _HOURLY.search(text), _FACTOR.search(text)
    if pay is None or factor_said is None:
        return None
    rate, factor = amount(pay["wage"]), _factor(factor_said)
    limit_said, extra_said = _THRESHOLD.search(text), _OVERTIME_HOURS.search(text)
    taken = {m.start(k) for m in (limit_said, extra_said) if m for k in m.groupdict() if m[k]}
    worked_said = next(
        (
            m
            for m in _WORKED.finditer(text)
            if m.start("worked" if m["worked"] else "worked2") not in taken
        ),
        None,
    )
    if not rate or factor is None or not 1 < factor <= 3:
        return None
    limit = amount(limit_said["limit"] or limit_said["limit2"]) if limit_said is not None else None
    worked = amount(worked_said["worked"] or worked_said["worked2"]) if worked_said else None
    over = amount(extra_said["ot"] or extra_said["ot2"]) if extra_said is not None else None
    if over is not None and limit is not None and worked is None:
        worked = limit + over  # "40 regular hours and 6 hours of overtime"
    if limit is None or worked is None or not 0 < limit < worked <= 168:
        if over is None or worked is not None or limit is not None:
            return None
        limit, worked = Fraction(0), over  # "6 hours of overtime at time and a half": the extra
    more = worked - limit
    high = rate * factor
    normal, extra = limit * rate, more * high
    de = language == "de"
    r, h, f = money(rate, language), money(high, language), said_number(factor, language)
    n, e = money(normal, language), money(extra, language)
    shown_more = said_number(more, language)
    overtime_part = f"{shown_more} × {h} ({r} × {f}) = {e}"
    if not limit:
        return f"{'Überstunden' if de else 'Overtime'}: {overtime_part}."
    total = money(normal + extra, language)
    return f"{said_number(limit, language)} × {r} = {n}; {overtime_part}; {n} + {e} = {total}."


READERS = (("overtime", overtime), ("wage", wage))
