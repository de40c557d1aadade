"""Time spent on a way there and back, added up: "the tram is 25 min each way, three days a week,
how much time per week" → 25 × 2 × 3 = 150 min = 2 h 30 min; "30 minuten pro strecke,
4 tage die woche, wie viele stunden im monat" (a month about 52 ÷ 12 weeks, said as about)."""

from __future__ import annotations

import re

from brain.fastpath import number_words

_LEG = re.compile(
    r"(?P<n>\d+(?:[.,]\d+)?)\s*(?P<unit>min(?:ute)?s?|mins?|h|hrs?|hours?|minuten|stunden?|std)"
    r"\s+(?:each way|one way|1 way|every way|per way|there|pro (?:strecke|weg|richtung)|(?:für )?(?:eine|"
    r"jede) (?:strecke|richtung)|einfach|hin)\b",
    re.IGNORECASE,
)
_DAYS = re.compile(
    r"(?:(?P<d>[1-7])\s*(?:x\s*)?(?:days?|times?|mal|tage?)|(?P<w>once|twice|einmal|zweimal))\s*"
    r"(?:a|per|each|every|pro|die|in der|im)\s*(?:week|woche)",
    re.IGNORECASE,
)
_SAID_DAYS = {"once": 1, "twice": 2, "einmal": 1, "zweimal": 2}
_ASKED = re.compile(
    r"\bhow (?:many|much)\b[^?.!]*\b(?P<per>week|month|year)|\bwie (?:viele?|lange?)\b[^?.!]*"
    r"\b(?P<pro>woche|monat|jahr)",
    re.IGNORECASE,
)
_WEEKS = {"week": 1.0, "month": 52 / 12, "year": 52.0, "woche": 1.0, "monat": 52 / 12, "jahr": 52.0}


def commute_time(text: str, language: str) -> str | None:
    """The time a way there and back takes a week, month or year, or None."""
    said = number_words.as_digits(text)
    leg, days, asked = _LEG.search(said), _DAYS.search(said), _ASKED.search(said)
    if leg is None or days is None or asked is None:
        return None
    minutes = float(leg["n"].replace(",", "."))
    if leg["unit"].lower().startswith(("h", "st")):
        minutes *= 60
    per = (asked["per"] or asked["pro"]).lower()
    count = int(days["d"]) if days["d"] else _SAID_DAYS[days["w"].lower()]
    week = minutes * 2 * count
    total = round(week * _WEEKS[per])
    hours, rest = divmod(total, 60)
    span = f"{hours} h {rest} min" if rest else f"{hours} h"
    about = "" if per in ("week", "woche") else ("etwa " if language == "de" else "about ")
    shown = f"{minutes:g} min"
    if language == "de":
        where = {"woche": "pro Woche", "monat": "im Monat", "jahr": "im Jahr"}[per]
        return f"{shown} × 2 × {count} Tage = {week:g} min pro Woche, also {about}{span} {where}."
    where = {"week": "a week", "month": "a month", "year": "a year"}[per]
    return f"{shown} × 2 × {count} days = {week:g} min a week, so {about}{span} {where}."


READERS = (("commute_time", commute_time),)
