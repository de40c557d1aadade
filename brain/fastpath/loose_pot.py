"""Totals built from a rate (see :mod:`brain.fastpath.loose_everyday`): what a group pays in
each plus a fixed amount on top ("18 kids pay 35 each and the school adds 200, how much is in
the pot" → "18 × 35 = 630; + 200 = 830 in total."), and a commute's distance over a week, month
or year ("hin und zurück 11 km an 4 Tagen die Woche, wie viel im Monat" → "11 km × 4 Tage = 44
km pro Woche; × 52 ÷ 12 ≈ 190,7 km im Monat."; "15 km each way" counts the way back)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_CUR = r"(?:\s*(?:[$€£]|euros?|eur\b|dollars?|bucks|pounds?|quid|chf|franken))?"
_EACH = (
    r"(?:\s*(?:each|apiece|a\s+head|per\s+(?:person|head|kid|child|student|member|player)|je"
    r"|jeweils|pro\s+(?:kopf|person|kind|nase|schüler\w*|mitglied)))"
)
_GROUP = re.compile(
    rf"(?<![\d.,])(?P<n>\d{{1,4}})\s+(?:[a-zäöüß-]+\s+){{1,2}}?(?:pay|pays|paid|chip\s+in|chipped\s+in"
    r"|give|gave|put\s+in|contribute|contributed|donate|donated|bring|brought|zahlen|zahlten|geben"
    r"|gaben|legen|bezahlen|spenden|spendeten|bringen|zahlen\s+ein|geben\s+ein)\s+(?:in\s+)?"
    rf"(?P<first>{_EACH[3:-1]}\s+)?[$€£]?\s*(?P<x>{NUMBER}){_CUR}(?P<each>{_EACH})?"
    rf"|(?<![\d.,])(?P<n2>\d{{1,4}})\s+(?:[a-zäöüß-]+\s+){{0,1}}(?:[a-zäöüß-]+)\s*(?:,|at|à|zu|mit|x|×)"
    rf"\s*[$€£]?\s*(?P<x2>{NUMBER}){_CUR}(?P<each2>{_EACH})",
    re.IGNORECASE,
)
_ADDS = re.compile(
    r"\b(?:adds?|added|gives?|gave|puts?\s+in|chips?\s+in|donates?|donated|tops?\s+(?:it\s+)?up"
    r"|plus|and\s+another|on\s+top|extra|bonus|donation|grant|gibt|legt|spendet|schießt|schiesst"
    r"|zuschuss|dazu|drauf|obendrauf|spende|kommen?\s+noch|noch|zusätzlich|zusaetzlich)\b",
    re.IGNORECASE,
)
_MONEY = re.compile(rf"(?<![\w.,])[$€£]?\s*(?P<x>{NUMBER}){_CUR}(?![\w%]|[.,]\d)", re.IGNORECASE)
_TOTAL_ASKED = re.compile(
    r"\b(?:how\s+much|total|in\s+total|pot|altogether|in\s+all|collected|raised|kitty|fund"
    r"|kommt\s+zusammen|insgesamt|zusammen|gesamt\w*|wie\s*viel|kasse|topf|summe)\b",
    re.IGNORECASE,
)
_NOT_A_POT = re.compile(
    r"\b(?:split|share|each\s+get|per\s+person\s+(?:is|now)|left\s+over|übrig|uebrig|teilen"
    r"|remind\w*|erinner\w*|a\s+(?:day|week|month|year)|pro\s+(?:tag|woche|monat|jahr)|im\s+monat"
    r"|per\s+(?:day|week|month|year)|die\s+woche|%|percent|prozent)\b",
    re.IGNORECASE,
)


def pot(text: str, language: str) -> str | None:
    """ "25 schüler zahlen je 12 €, der förderverein gibt 100 € dazu, wie viel kommt
    zusammen" → "25 × 12 = 300; + 100 = 400 insgesamt."."""
    said = number_words.as_digits(text)
    if not _TOTAL_ASKED.search(said) or _NOT_A_POT.search(said):
        return None
    groups = [g for g in _GROUP.finditer(said) if g["first"] or g["each"] or g["n2"]]
    if not groups or len(groups) > 3:
        return None
    rest = said
    for group in reversed(groups):
        rest = rest[: group.start()] + " # " + rest[group.end() :]
    extras = list(_MONEY.finditer(rest))
    if len(extras) > 3 or (not _ADDS.search(rest) and extras):
        return None
    parts: list[str] = []
    total = Fraction(0)
    for group in groups:
        n, x = amount(group["n"] or group["n2"]), amount(group["x"] or group["x2"])
        if not n or not x:
            return None
        total += n * x
        parts.append(f"{said_number(n, language)} × {money(x, language)}")
    line = " + ".join(parts)
    if extras:
        line += f" = {money(total, language)};"
    for extra in extras:
        x = amount(extra["x"])
        if not x:
            return None
        total += x
        line += f" + {money(x, language)}"
    symbols = set(re.findall(r"[$€£]", said))
    symbol = symbols.pop() if len(symbols) == 1 else ""
    shown = money(total, language)
    shown = f"{shown} {symbol}".rstrip() if language == "de" else f"{symbol}{shown}"
    if language == "de":
        return f"{line} = {shown} insgesamt."
    return f"{line} = {shown} in total."


_DIST = re.compile(
    rf"(?<![\d.,])(?P<d>{NUMBER})\s*(?P<u>km|kilomet(?:er|re)s?|mi|miles?|meilen)\b", re.IGNORECASE
)
_WEEKLY = re.compile(
    r"\b(?P<w>[1-7])\s*(?P<unit>days?|tage?n?|times|mal|x)\s*(?:a|per|/|pro|die|in\s+der|each|every|the)"
    r"\s*(?:week|woche)\b|\b(?P<five>weekdays|every\s+weekday|monday\s+to\s+friday|mon-fri|werktags"
    r"|montags?\s+bis\s+freitags?|mo-fr)\b",
    re.IGNORECASE,
)
_PERIOD = re.compile(
    r"\b(?:a|per|each|in\s+a|im|pro|in\s+einem|the|this|every|jeden|jede|each)\s+(?P<p>month|year"
    r"|week|monat|jahr|woche)\b|\b(?P<ly>monthly|yearly|annually|weekly|monatlich|jährlich"
    r"|jaehrlich|wöchentlich|woechentlich)\b",
    re.IGNORECASE,
)
_ROUND_TRIP = (
    r"(?:round[- ]trip|return\s+trip|there\s+and\s+back|both\s+ways|hin\s+und\s+zurück"
    r"|hin\s+und\s+zurueck|hin-\s*und\s+rückweg|hin-\s*und\s+rueckweg)"
)
_TOTAL_TRIP = re.compile(
    rf"{_ROUND_TRIP}\s*(?:\w+\s+){{0,3}}?$|^\s*(?:\(|,)?\s*{_ROUND_TRIP}", re.IGNORECASE
)
_ONE_WAY = re.compile(
    r"\b(?:each\s+way|single[- ]way|one\s+direction|einfach|pro\s+strecke|eine\s+strecke|einfache"
    r"\s+strecke|je\s+strecke|pro\s+richtung|(?:to|from)\s+(?:work|the\s+office|school|uni|college"
    r"|the\s+gym|my\s+job)|zur\s+arbeit|zum\s+büro|zum\s+buero|zur\s+schule|zur\s+uni|ins\s+büro"
    r"|ins\s+buero|zum\s+job|entfernt|away)\b",
    re.IGNORECASE,
)
_TRAVEL = re.compile(
    r"\b(?:drive|drives|ride|cycle|bike|walk|run|commute\w*|travel\w*|go|fahre\w*|radel\w*|laufe"
    r"|gehe|pendel\w*|weg|strecke|arbeit|work|office|büro|buero|schule|school|trip|fahrt)\b",
    re.IGNORECASE,
)
_COSTS = re.compile(
    r"[$€£]|\b(?:cost\w*|kosten|kostet|euros?|dollars?|cent|price|preis|pauschale)\b", re.I
)


def commute(text: str, language: str) -> str | None:
    """ "i drive 15 km each way to work 5 days a week, how far per month" → "15 km × 2 = 30 km
    a day; × 5 days = 150 km a week; × 52 ÷ 12 = 650 km a month."."""
    said = number_words.as_digits(re.sub(r"\bone(?=[- ]way\b)", "single", text, flags=re.I))
    dists = list(_DIST.finditer(said))
    weekly = _WEEKLY.search(said)
    period = _PERIOD.search(said[weekly.end() :] if weekly else said)
    if len(dists) != 1 or weekly is None or period is None or _COSTS.search(said):
        return None
    if not _TRAVEL.search(said) and not re.search(_ROUND_TRIP, said, re.I):
        return None
    dist = dists[0]
    rest = said
    for found in sorted((dist, weekly), key=lambda m: -m.start()):
        rest = rest[: found.start()] + " " + rest[found.end() :]
    if re.search(r"\d", rest):
        return None
    d = amount(dist["d"])
    if not d or d > 2000:
        return None
    days = int(weekly["w"]) if weekly["w"] else 5
    word = (period["p"] or period["ly"]).lower()
    per = (
        "week"
        if word.startswith(("week", "woch", "wöch"))
        else "year"
        if word.startswith(("year", "jahr", "jähr", "annu"))
        else "month"
    )
    whole = _TOTAL_TRIP.search(said[: dist.start()]) or _TOTAL_TRIP.search(said[dist.end() :])
    both = whole is None and _ONE_WAY.search(said) is not None
    de = language == "de"
    unit = dist["u"].lower()
    unit = "km" if unit.startswith("k") else ("Meilen" if de else "miles")

    def n(x: Fraction) -> str:
        return said_number(Fraction(round(x * 10), 10), language)

    daily = d * 2 if both else d
    line = (
        f"{n(d)} {unit} × 2 = {n(daily)} {unit} {'pro Tag' if de else 'a day'}; × "
        if both
        else f"{n(d)} {unit} × "
    )
    week = daily * days
    times = (weekly["unit"] or "d").lower().startswith(("ti", "mal", "x"))
    line += f"{days} {('mal' if times else 'Tage') if de else ('times' if times else 'days')} = {n(week)} {unit} {'pro Woche' if de else 'a week'}"
    if per == "week":
        return f"{line}."
    if per == "year":
        return f"{line}; × 52 = {n(week * 52)} {unit} {'im Jahr' if de else 'a year'}."
    month = week * 52 / 12
    about = "≈" if Fraction(round(month * 10), 10) != month else "="
    return f"{line}; × 52 ÷ 12 {about} {n(month)} {unit} {'im Monat' if de else 'a month'}."


READERS = (("pot", pot), ("commute", commute))
