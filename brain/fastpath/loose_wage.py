"""What work pays (see :mod:`brain.fastpath.loose_sums`): an hourly wage times the hours of a
week, said as hours a week ("18 an hour, 25 hours a week") or as hours a day and days a week
("7,5 std am tag, 4 tage die woche"), for the week, a month or a year asked."""

from __future__ import annotations

import re
from fractions import Fraction

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
    rf"(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\.?\s*(?:a|per|/|pro|am|each|every|the|die|den)"
    r"\s*(?:day|tag)\b",
    re.IGNORECASE,
)
_DAYS = re.compile(
    rf"(?P<d>{NUMBER})\s*(?:days?|tage?n?)\s*(?:a|per|/|pro|die|in der|each|every|the)\s*(?:week|wk|woche)\b",
    re.IGNORECASE,
)
_WEEKLY = re.compile(
    r"\b(?:(?:per|a|each|every|pro|in der|in a|the|die) (?:week|woche)|weekly|wöchentlich)\b",
    re.IGNORECASE,
)


def _weekly_hours(text: str) -> tuple[Fraction, str, str] | None:
    """Hours a week as said ("25 hours a week") or as hours a day times days a week, with the
    text left once they are taken out and the sum shown ("7,5 h × 4 = 30 h")."""
    hours = _HOURS.search(text)
    if hours is not None:
        count = amount(hours["hours"])
        rest = text[: hours.start()] + text[hours.end() :]
        return (count, rest, "") if count else None
    daily, days = _DAILY.search(text), _DAYS.search(text)
    if daily is None or days is None:
        return None
    per_day, per_week = amount(daily["h"]), amount(days["d"])
    if not per_day or not per_week or per_week > 7:
        return None
    rest = _DAYS.sub(" ", _DAILY.sub(" ", text))
    return per_day * per_week, rest, f"{daily['h']} h × {days['d']}"


def wage(text: str, language: str) -> str | None:
    """ "18 an hour, 25 hours a week, how much per month" → "18 × 25 = 450 a week, about
    1,950 a month (52 weeks ÷ 12)."; hours may be said a day with days a week ("7,5 std am tag,
    4 tage die woche")."""
    pay, weekly, wants = _WAGE.search(text), _weekly_hours(text), _WANTS.search(text)
    if pay is None or weekly is None:
        return None
    count, rest, shown_hours = weekly
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
    if wants is None:  # "how much is that before tax": a week, a month and a year
        w, m, y = (money(v, language) for v in (week, week * 52 / 12, week * 52))
        if language == "de":
            return f"{w} pro Woche, etwa {m} im Monat und {y} im Jahr (brutto)."
        return f"{w} a week, about {m} a month and {y} a year (before tax)."
    span = (wants["span"] or wants.group(0)).lower()
    yearly = span.startswith(("year", "jahr", "annual", "jähr"))
    total = week * 52 if yearly else week * 52 / 12
    w, t = money(week, language), money(total, language)
    if language == "de":
        return f"{w} pro Woche, etwa {t} im {'Jahr' if yearly else 'Monat (52 Wochen ÷ 12)'}."
    return f"{w} a week, about {t} a {'year' if yearly else 'month (52 weeks ÷ 12)'}."


READERS = (("wage", wage),)
