"""Everyday reckoning the rules answer exactly (the small model guesses): a tip, an amount per
week in a year, whether a number is prime, the year some years ago, an age from a birth year,
a share as a percentage, a percent taken off or added, a bill split, a height in feet and
inches, the weekday of a date, the days between two dates, a time plus a duration. English and
German; pure functions of the words and the clock.

Each ``kind`` takes the named groups of its rule (``prompts/fastpath/rules.yaml``) and
returns the answer, or None when the numbers make no sense (the rule then declines).
"""

from __future__ import annotations

import math
import re
from calendar import isleap
from collections.abc import Callable
from datetime import datetime
from fractions import Fraction
from typing import Any

from brain.fastpath.clock import shifted
from brain.fastpath.dates import days_between, weekday_of
from brain.fastpath.units import count_of, feet_and_inches

_PERIODS = {
    "day": Fraction(1),
    "week": Fraction(7),
    "month": Fraction(36525, 1200),
    "year": Fraction(36525, 100),
    "decade": Fraction(36525, 10),
}
"""Days in a period (a month is a twelfth of a year)."""
_EXACT = {  # how many of the small period fit the big one, said as people count them
    ("week", "year"): 52,
    ("month", "year"): 12,
    ("day", "week"): 7,
    ("day", "year"): 365,
    ("year", "decade"): 10,
    ("month", "decade"): 120,
    ("week", "decade"): 520,
}
_GERMAN_PERIOD = {
    "tag": "day",
    "woche": "week",
    "monat": "month",
    "jahr": "year",
    "jahrzehnt": "decade",
}
_PER_DE = {
    "day": "am Tag",
    "week": "in der Woche",
    "month": "im Monat",
    "year": "im Jahr",
    "decade": "im Jahrzehnt",
}


def _number(value: Fraction, language: str, places: int = 2, *, money: bool = False) -> str:
    """ "2,600" / "9.45" (German: "2.600", "9,45"); whole numbers without decimals, money
    to the cent ("8.10")."""
    if value.denominator == 1:
        text = f"{int(value):,}"
    elif money:
        text = f"{float(value):,.2f}"
    else:
        text = f"{float(value):,.{places}f}".rstrip("0").rstrip(".")
    if language == "de":
        text = text.replace(",", "_").replace(".", ",").replace("_", ".")
    return text


def said_number(value: Fraction, language: str, *, money: bool = False) -> str:
    """A number as said in ``language`` ("2,600", German "2.600"; money to the cent)."""
    return _number(value, language, money=money)


def a_or_an(number: str) -> str:
    """The English article before ``number`` as it is spoken: "an" before "8", "80", "800",
    "11", "18", "11,000" ("eight…", "eleven…", "eighteen…"), else "a" ("a 1,100", "a 7%")."""
    digits = re.match(r"\d[\d,]*", number.strip())
    if digits is None:
        return "a"
    whole = digits.group(0).replace(",", "").lstrip("0") or "0"
    lead = whole[: len(whole) % 3 or 3]  # "18,500": "eighteen thousand…"
    return "an" if lead.startswith("8") or lead in ("11", "18") else "a"


def _amount(values: dict[str, Any], key: str) -> Fraction | None:
    said = str(values.get(key) or "").strip().lstrip("$€£")
    return count_of(said) if said else None


def tip(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "a 20% tip on 45" → "A 20% tip on 45 is 9 (54 in all)."; without a percentage, the
    usual range (15–20 % in the US, 5–10 % in Germany)."""
    bill = _amount(values, "amount")
    if not bill or bill <= 0:
        return None
    share = _amount(values, "pct")
    if share is None:
        low, high = (
            (Fraction(5), Fraction(10)) if language == "de" else (Fraction(15), Fraction(20))
        )
        a, b = (_number(bill * p / 100, language, money=True) for p in (low, high))
        money = _number(bill, language, money=True)
        if language == "de":
            return f"Üblich sind in Deutschland 5 bis 10 %: bei {money} also etwa {a} bis {b}."
        return f"A usual tip is 15–20% in the US (less in Europe): {a} to {b} on {money}."
    if share <= 0 or share > 100:
        return None
    part = Fraction(math.floor(bill * share + Fraction(1, 2)), 100)  # in cents, half up
    pct, total = _number(share, language), _number(bill + part, language, money=True)
    money, tipped = _number(bill, language, money=True), _number(part, language, money=True)
    if language == "de":
        return f"{pct} % Trinkgeld auf {money} sind {tipped} – zusammen {total}."
    article = "An" if pct.startswith("8") or pct in ("11", "18") else "A"
    return f"{article} {pct}% tip on {money} is {tipped} ({total} in all)."


def _period(values: dict[str, Any], key: str) -> str:
    """The period a group names, in English ("woche" is week)."""
    said = str(values.get(key, "")).lower()
    return _GERMAN_PERIOD.get(said, said)


def per_period(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "50 a week … in a year" → "50 a week is 2,600 a year (52 weeks)."."""
    amount = _amount(values, "amount")
    have, want = _period(values, "per"), _period(values, "want")
    if not amount or have not in _PERIODS or want not in _PERIODS or have == want:
        return None
    exact = _EXACT.get((have, want))
    factor = Fraction(exact) if exact else _PERIODS[want] / _PERIODS[have]
    result = amount * factor
    about = "" if exact or result.denominator == 1 else ("etwa " if language == "de" else "about ")
    said, got = _number(amount, language), _number(result, language, money=True)
    if language == "de":
        return f"{said} {_PER_DE[have]} sind {about}{got} {_PER_DE[want]}."
    count = f" ({exact} {have}s)" if exact and exact < 1000 else ""
    return f"{said} a {have} is {about}{got} a {want}{count}."


def _smallest_factor(n: int) -> int:
    if n % 2 == 0:
        return 2
    k = 3
    while k * k <= n:
        if n % k == 0:
            return k
        k += 2
    return n


def prime(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "is 91 prime" → "No: 91 = 7 × 13."."""
    said = str(values.get("n", ""))
    if not said.isdigit() or len(said) > 12:
        return None
    n = int(said)
    if n < 2:
        if language == "de":
            return f"Nein, {n} ist keine Primzahl: Eine Primzahl hat genau zwei Teiler."
        return f"No, {n} is not a prime number: a prime has exactly two divisors."
    factor = _smallest_factor(n)
    if factor == n:
        return f"Ja, {n} ist eine Primzahl." if language == "de" else f"Yes, {n} is a prime number."
    if language == "de":
        return f"Nein, {n} ist keine Primzahl: {n} = {factor} × {n // factor}."
    return f"No, {n} is not prime: {n} = {factor} × {n // factor}."


def year_from_now(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "what year was it 25 years ago" → "25 years ago it was 2001."."""
    said = str(values.get("n", ""))
    if not said.isdigit() or not 0 < int(said) < 5000:
        return None
    n = int(said)
    if values.get("ago"):
        year = now.year - n
        return (
            f"Vor {n} Jahren war {year}." if language == "de" else f"{n} years ago it was {year}."
        )
    year = now.year + n
    return f"In {n} Jahren ist {year}." if language == "de" else f"In {n} years it will be {year}."


def age(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "how old is someone born in 1987" → "39 this year (38 before the birthday)."."""
    said = str(values.get("year", ""))
    if not said.isdigit() or not now.year - 130 <= int(said) <= now.year:
        return None
    years = now.year - int(said)
    if language == "de":
        return (
            f"Wer {said} geboren ist, wird dieses Jahr {years} – vor dem Geburtstag ist man "
            f"noch {years - 1}."
            if years
            else f"Wer {said} geboren ist, ist noch kein Jahr alt."
        )
    if not years:
        return f"Someone born in {said} is not a year old yet."
    return f"Someone born in {said} turns {years} this year ({years - 1} before their birthday)."


def percentage(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "3/4 as a percentage", "what percent is 12 of 80" → "3/4 is 75%."."""
    part, whole = _amount(values, "a"), _amount(values, "b")
    if part is None or not whole:
        return None
    pct = _number(part / whole * 100, language, places=1)
    a, b = _number(part, language), _number(whole, language)
    if values.get("slash"):
        return f"{a}/{b} sind {pct} %." if language == "de" else f"{a}/{b} is {pct}%."
    return f"{a} von {b} sind {pct} %." if language == "de" else f"{a} out of {b} is {pct}%."


def discount(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "was 120 now 25% off" → "25% off 120 is 90 (you save 30)."."""
    price, share = _amount(values, "amount"), _amount(values, "pct")
    if not price or share is None or not 0 < share < 100:
        return None
    saved = price * share / 100
    pct, left = _number(share, language), _number(price - saved, language, money=True)
    was, save = _number(price, language, money=True), _number(saved, language, money=True)
    if language == "de":
        return f"{was} minus {pct} % sind {left} (du sparst {save})."
    return f"{pct}% off {was} is {left} (you save {save})."


def markup(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "250 plus 19 percent", "add 7% to 80" → "19% of 250 is 47.50 more: 297.50 in all." (as
    :func:`brain.fastpath.loose_scaled.changed_by` says a raise found in a sentence)."""
    price, share = _amount(values, "amount"), _amount(values, "pct")
    if not price or not share or not 0 < share <= 1000:
        return None
    added = price * share / 100
    pct, total = _number(share, language), _number(price + added, language, money=True)
    was, extra = _number(price, language, money=True), _number(added, language, money=True)
    if language == "de":
        return f"{pct} % von {was} sind {extra} mehr: zusammen {total}."
    return f"{pct}% of {was} is {extra} more: {total} in all."


def share(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "split 94.50 between 3 people" → "That's 31.50 each." (to the cent); ``n`` is read
    by the rule's ``int`` normaliser ("six" is 6)."""
    total, people = _amount(values, "amount"), values.get("n")
    if not total or not isinstance(people, int) or not 2 <= people <= 999:
        return None
    each = _number(total / people, language, money=True)
    return f"Das sind {each} pro Person." if language == "de" else f"That's {each} each."


def height(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "6 foot 1 in cm" → "6 feet 1 inch is 185.42 centimetres."."""
    feet, inches = _amount(values, "feet"), _amount(values, "inches") or Fraction(0)
    if not feet:
        return None
    return feet_and_inches(feet, inches, str(values.get("want", "")), language)


def weekday(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "what day of the week was 14 march 1995" → "March 14, 1995 was a Tuesday."."""
    when = values.get("when")
    said = f"{values.get('date', '')} {when} year" if when else str(values.get("date", ""))
    return weekday_of(said, now.date(), language)


def between(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "how many days between june 3 and august 20" → "From June 3 to August 20 is 78 days
    (79 counting both days)."."""
    return days_between(str(values.get("a", "")), str(values.get("b", "")), now.date(), language)


def clock(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "leaving at 7:20, it takes 3h15, when do i arrive" → "You'd arrive at 10:35: …"."""
    goal = next((g for g in ("arrive", "leave", "minus") if values.get(g)), "plus")
    return shifted(str(values.get("at", "")), str(values.get("takes", "")), goal, language)


def leap_year(values: dict[str, Any], now: datetime, language: str) -> str | None:
    """ "is 2028 a leap year" → "Yes, 2028 is a leap year: 366 days, with 29 February."; with
    ``days`` captured ("how many days does 2027 have") the count first."""
    said = str(values.get("year", ""))
    if not said.isdigit() or not 1583 <= int(said) <= 9999:
        return None  # the Gregorian calendar's years
    year, de = int(said), language == "de"
    leap, later = isleap(year), next(y for y in range(year + 1, year + 9) if isleap(y))
    past = year < now.year
    if values.get("days"):
        days = 366 if leap else 365
        if de:
            return f"{year} {'hatte' if past else 'hat'} {days} Tage" + (
                " – ein Schaltjahr." if leap else f" (nächstes Schaltjahr: {later})."
            )
        return f"{year} {'had' if past else 'has'} {days} days" + (
            ": a leap year." if leap else f" (next leap year: {later})."
        )
    if de:
        verb = "war" if past else "ist"
        if leap:
            return f"Ja, {year} {verb} ein Schaltjahr: 366 Tage, mit dem 29. Februar."
        return f"Nein, {year} {verb} kein Schaltjahr (nächstes Schaltjahr: {later})."
    verb = "was" if past else "is"
    if leap:
        return f"Yes, {year} {verb} a leap year: 366 days, with 29 February."
    return f"No, {year} {verb} not a leap year (next leap year: {later})."


KINDS: dict[str, Callable[[dict[str, Any], datetime, str], str | None]] = {
    "tip": tip,
    "per_period": per_period,
    "prime": prime,
    "year_from_now": year_from_now,
    "age": age,
    "percentage": percentage,
    "discount": discount,
    "markup": markup,
    "share": share,
    "height": height,
    "weekday": weekday,
    "days_between": between,
    "clock": clock,
    "leap_year": leap_year,
}


def check_options(options: dict[str, Any]) -> None:
    """A rule's ``options`` for the ``reckon`` resolver: ``kind`` (one of :data:`KINDS`) and
    ``language``."""
    unknown = set(options) - {"kind", "language"}
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(sorted(unknown))}")
    if options.get("kind") not in KINDS:
        raise ValueError(f"`kind` is one of {', '.join(sorted(KINDS))}")
