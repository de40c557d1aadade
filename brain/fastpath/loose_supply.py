"""How long a supply lasts at a use a day or a week (see :mod:`brain.fastpath.loose_everyday`),
its units put alike first: "eats 350 g a day, the bag is 15 kg, how many full days" → "15 kg =
15,000 g; 15,000 g ÷ 350 g a day = 42.86 → 42 full days (300 g left over)."; "a 1.5 l bottle at
200 ml a day"; "pack of 28, 2 tablets twice a day"; "the tank holds 60 l and the heater burns
4.5 l a day". Asked for full or whole days it leads with those; otherwise "about 42.9 days (42
full days)"; asked in months, the days (or weeks) are put in months of 30.4 days. How often a dose is taken is read by :func:`brain.fastpath.loose_doses.often`."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import loose_doses, number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

_SIZES: dict[str, tuple[str, int]] = {
    "g": ("g", 1), "gr": ("g", 1), "gram": ("g", 1), "grams": ("g", 1), "gramm": ("g", 1),
    "kg": ("g", 1000), "kilo": ("g", 1000), "kilos": ("g", 1000), "kilogram": ("g", 1000),
    "kilograms": ("g", 1000), "kilogramm": ("g", 1000), "ml": ("ml", 1), "cl": ("ml", 10),
    "l": ("ml", 1000), "litre": ("ml", 1000), "litres": ("ml", 1000), "liter": ("ml", 1000),
    "liters": ("ml", 1000),
}  # fmt: skip
_COUNTED = (
    r"tablets?|tabletten?|pills?|pillen?|capsules?|kapseln?|cans?|tins?|dosen?|pouches?|sachets?"
    r"|beutel|scoops?|pods?|nappies|diapers?|windeln?|eggs?|eier|rolls?|rollen?|pieces?|stück"
    r"|bars?|riegel|portions?|portionen?|servings?|cups?|tassen?|bottles?|flaschen?|slices?"
    r"|scheiben?|doses?|dosis|treats?|leckerli\w*|sticks?|bags?|packs?|packungen?"
)
_UNIT = "|".join(sorted(_SIZES, key=len, reverse=True))
_AMOUNT = re.compile(
    rf"(?<![\d.,:/])(?P<n>{NUMBER})\s*(?P<u>{_UNIT}|{_COUNTED})?(?![\w²³/])", re.IGNORECASE
)
_PERIOD = re.compile(
    r"^\s*(?:of\s+[a-zäöüß-]+\s+|an\s+[a-zäöüß-]+\s+|[a-zäöüß-]+\s+)?(?:a|per|each|every|/|pro|am|im"
    r"|jeden|jede|die|in\s+der|in\s+the)\s*(?P<p>day|tag|week|woche|month|monat)\b|^\s*(?P<ly>daily"
    r"|täglich|taeglich|weekly|wöchentlich|woechentlich)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\bhow\s+many\s+(?:full\s+|whole\s+|complete\s+)?(?P<p>days|weeks|months)\b"
    r"|\bwie\s*viele\s+(?:volle\w*\s+|ganze\w*\s+)?(?P<p2>tage|wochen|monate)\b"
    r"|\bfür\s+wie\s*viele\s+(?:volle\w*\s+|ganze\w*\s+)?(?P<p3>tage|wochen|monate)\b"
    r"|\bhow\s+long\b(?!\s+(?:is|are|was|does\s+it\s+take|will\s+it\s+take))"
    r"|\bwie\s+lange?\b(?!\s+(?:dauert|brauch))",
    re.IGNORECASE,
)
_NOT_A_SUPPLY = re.compile(
    r"\b(?:until|till|til|bis\s+(?:zum|zur|am)|before|since|seit|ago|cost\w*|kost\w*|price|preis"
    r"|remind\w*|erinner\w*|each\s+way|km|miles?|pages?|seiten|chapters?|episodes?|kapitel|folgen"
    r"|episoden)\b|[$€£%]",
    re.IGNORECASE,
)
_FULL = re.compile(
    r"\b(?:full|whole|complete|volle\w*|ganze\w*)\s+(?:days|weeks|tage|wochen)\b", re.I
)


def _size(unit: str | None) -> tuple[str, int]:
    if not unit:
        return "", 1
    return _SIZES.get(unit.lower(), ("#", 1))  # "#": a count of things (tablets, cans)


def _rate(said: str) -> tuple[Fraction, str, int, str, str] | None:
    """The one amount used a day or a week: the amount in its base unit, the base unit, the
    size of the unit said, the period, and the words left."""
    how = loose_doses.often(said)
    if how is not None and how.amount is None and (how.per_day or how.every_hours):
        a_day = Fraction(how.per_day) if how.per_day else 24 / (how.every_hours or Fraction(1))
        dose = re.search(
            rf"(?<![\d.,:/])(?P<n>{NUMBER})\s*(?P<u>{_UNIT}|{_COUNTED})?\s*$", said[: how.start]
        )
        each = amount(dose["n"]) if dose is not None else Fraction(1)
        base, size = _size(dose["u"] if dose is not None else None)
        cut = dose.start() if dose is not None else how.start
        return (each or 1) * a_day * size, base, size, "day", said[:cut] + " # " + said[how.end :]
    rates = []
    for m in _AMOUNT.finditer(said):
        period = _PERIOD.match(said[m.end() :])
        if period is not None:
            rates.append((m, m.end() + period.end(), (period["p"] or period["ly"]).lower()))
    if len(rates) != 1:
        return None
    m, end, word = rates[0]
    value = amount(m["n"])
    if not value or word.startswith(("month", "monat")):
        return None
    per = "week" if word.startswith(("week", "woch", "wöch")) else "day"
    base, size = _size(m["u"])
    return value * size, base, size, per, said[: m.start()] + " # " + said[end:]


def lasts(text: str, language: str) -> str | None:
    """ "the dog eats 350 g a day and the bag is 15 kg, how many full days" → "15 kg = 15,000
    g; 15,000 g ÷ 350 g a day = 42.86 → 42 full days (300 g left over)."."""
    said = number_words.as_digits(text)
    asked = _ASKED.search(said)
    if asked is None or _NOT_A_SUPPLY.search(said):
        return None
    rate = _rate(said)
    if rate is None:
        return None
    use, base, use_size, per, rest = rate
    rest = re.sub(  # "eine Packung" (1 Packung), but "1 kg" is an amount
        rf"(?<![\d.,])1\s+(?=[a-zäöüß])(?!(?:{_UNIT})\b)", " ", rest, flags=re.I
    )
    stocks = [m for m in _AMOUNT.finditer(rest) if amount(m["n"])]
    if len(stocks) != 1:
        return None
    stock = stocks[0]
    stock_base, size = _size(stock["u"])
    if {base, stock_base} - {"", "#"} and base != stock_base:
        return None  # grams a day from a bag in litres
    if re.search(r"\d", rest[: stock.start()] + rest[stock.end() :]):
        return None
    total = (amount(stock["n"]) or Fraction(0)) * size
    if not use or not 0 < total / use <= 100_000:
        return None
    base = stock_base if stock_base not in ("", "#") else base if base not in ("", "#") else ""
    scale = size if size == use_size else 1  # "60 l … 4.5 l a day" stays in litres
    shown = _SAID.get((base, scale), base)
    line = ""
    if size != scale:
        said_stock = _SAID.get((base, size), base)
        line = f"{_n(total / size, language)} {said_stock} = {_n(total, language)} {base}; "
    unit = f" {shown}" if shown else ""
    de = language == "de"
    a_per = {"day": "pro Tag" if de else "a day", "week": "pro Woche" if de else "a week"}[per]
    total, use = total / scale, use / scale
    line += f"{_n(total, language)}{unit} ÷ {_n(use, language)}{unit} {a_per}"
    asked_per = (asked["p"] or asked["p2"] or asked["p3"] or "").lower()
    return _periods(said, line, (total, use, unit), per, asked_per, language)


_SAID = {("g", 1000): "kg", ("ml", 1000): "l", ("ml", 10): "cl"}


def _n(x: Fraction, language: str, places: int = 2) -> str:
    return said_number(Fraction(round(x * 10**places), 10**places), language)


def _periods(
    said: str,
    line: str,
    amounts: tuple[Fraction, Fraction, str],
    per: str,
    asked: str,
    language: str,
) -> str:
    total, use, unit = amounts
    de = language == "de"
    periods, in_days = total / use, per == "day"
    if asked.startswith(("month", "monat")):  # in days or weeks first, then in months
        many = ("Tage" if de else "days") if in_days else ("Wochen" if de else "weeks")
        months = periods * (1 if in_days else 7) * 12 / Fraction(36525, 100)
        a_month = "Tage pro Monat" if de else "days a month"
        return (
            f"{line} {'=' if periods.denominator == 1 else '≈'} {_n(periods, language, 1)} {many}"
            f" ≈ {_n(months, language, 1)}"
            f" {'Monate' if de else 'months'} (≈ {_n(Fraction(36525, 1200), language, 1)}"
            f" {a_month})."
        )
    if asked.startswith(("week", "woch")) and in_days:
        periods, in_days = periods / 7, False
        line += " ÷ 7"
    elif asked.startswith(("day", "tag")) and not in_days:
        periods, in_days = periods * 7, True
        line += " × 7"
    many, one = (
        (("Tage", "Tag") if de else ("days", "day"))
        if in_days
        else (("Wochen", "Woche") if de else ("weeks", "week"))
    )
    full = math.floor(periods)
    if periods == full:
        return f"{line} = {full} {many if full != 1 else one}."
    full_said = f"{full} {'volle' if de else 'full'} {many if full != 1 else one}"
    over = ""
    if (per == "day") == in_days:  # what is left after the last full day or week
        over = f", {_n(total - full * use, language)}{unit} {'übrig' if de else 'left over'}"
    if _FULL.search(said):
        extra = f" ({over.removeprefix(', ')})" if over else ""
        return f"{line} = {_n(periods, language)} → {full_said}{extra}."
    return f"{line} ≈ {_n(periods, language, 1)} {many} ({full_said}{over})."


READERS = (("lasts", lasts),)
