"""More everyday sums read by their parts (see :mod:`brain.fastpath.loose_sums`): an amount
saved or spent per period over a while ("if i save 250 a month how much do i have after 2
years"), what percent one amount is of another ("i earn 3200 net and rent is 1100, what percent
of my income is rent"), a part of a number ("what is 3 quarters of 200", "halb so viel wie
350") and steps as a distance ("i walked 12000 steps, how many km is that").
"""

from __future__ import annotations

import re
from datetime import datetime
from fractions import Fraction

from brain.fastpath import (
    distances,
    loose_age,
    loose_amounts,
    loose_between,
    loose_bills,
    loose_city_time,
    loose_classic,
    loose_classic_more,
    loose_deals,
    loose_everyday,
    loose_extra,
    loose_habits,
    loose_kitchen,
    loose_lists,
    loose_money,
    loose_months,
    loose_oven,
    loose_packs,
    loose_parts,
    loose_plans,
    loose_puzzles,
    loose_rates,
    loose_running,
    loose_shop,
    loose_stay,
    loose_steps,
    loose_times,
    loose_trade,
    loose_uneven,
    loose_unit_compare,
    loose_wage,
    loose_word,
)
from brain.fastpath.loose_extra import NUMBER as _NUMBER
from brain.fastpath.loose_extra import amount as _amount
from brain.fastpath.loose_whole_rates import measured
from brain.fastpath.reckon import percentage, said_number
from brain.fastpath.units import count_of

_AMOUNT = rf"[$€£]?\s*(?P<amount>{_NUMBER})\s*(?:[$€£]|dollars?|euros?|eur|bucks|pounds?|quid)?"
_PER = (
    r"(?:a|per|each|every|/|pro|im|am|in der|die|jede[nmrs]?)\s*(?P<per>day|week|month|year|tag"
    r"|woche|monat|jahr)\b"
)
_OVER = (
    r"\b(?:(?:after|in|over|for|within|nach|in|über|ueber|innerhalb von)\s+|(?=\S+\s+\S+\s+lang\b))"
    r"(?P<n>\d{1,3}|one|two"
    r"|three|four|five|six|ten|a|an|ein(?:em|er)?|zwei|drei|vier|fünf|fuenf|sechs|zehn)\s+"
    r"(?P<unit>days?|weeks?|months?|years?|tag(?:e|en)?|wochen?|monat(?:e|en)?|jahr(?:e|en)?)\b"
)
_HOW_MUCH = re.compile(
    r"\b(?:how much|how many|total|in total|altogether|wie ?viele?|insgesamt|zusammen|what do i"
    r" have|was hab\w*)\b|\?",
    re.IGNORECASE,
)
_DAYS = {
    "day": Fraction(1),
    "week": Fraction(7),
    "month": Fraction(36525, 1200),
    "year": Fraction(36525, 100),
}
_EXACT = {("month", "year"): 12, ("week", "year"): 52, ("day", "week"): 7, ("day", "year"): 365}
_GERMAN = {"tag": "day", "woche": "week", "monat": "month", "jahr": "year"}
_WORDS = {
    **dict.fromkeys(("a", "an", "one", "ein", "einem", "einer"), 1),
    **dict.fromkeys(("two", "zwei"), 2),
    **dict.fromkeys(("three", "drei"), 3),
    **dict.fromkeys(("four", "vier"), 4),
    **dict.fromkeys(("five", "fünf", "fuenf"), 5),
    **dict.fromkeys(("six", "sechs"), 6),
    **dict.fromkeys(("ten", "zehn"), 10),
}


def _period(word: str) -> str:
    word = word.lower().rstrip("s")
    for german, english in _GERMAN.items():
        if word.startswith(german):
            return english
    return word


def _plain(value: Fraction) -> str:
    """A number as the rules' values hold it ("1100", "12.5")."""
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.6g}"


def over_time(text: str, language: str) -> str | None:
    """ "250 a month … after 2 years" → "250 a month for 2 years is 6,000 (24 months)."."""
    rate = re.search(
        rf"{_AMOUNT}(?!\s*(?:days?|weeks?|months?|years?|tag\w*|woche\w*|monat\w*|jahr\w*)\b)"
        rf"(?:\s+[a-zäöü]+){{0,2}}?\s*{_PER}",
        text,
        re.IGNORECASE,
    ) or re.search(
        rf"\b(?:jede[nmrs]?|every|each|per|pro)\s+(?P<per>day|week|month|year|tag|woche|monat"
        rf"|jahr)\w*(?:\s+[a-zäöü]+){{0,2}}?\s+{_AMOUNT}",
        text,
        re.IGNORECASE,
    )
    span = re.search(_OVER, text, re.IGNORECASE)
    if rate is None or span is None or not _HOW_MUCH.search(text) or measured(text, rate):
        return None
    amount, per = _amount(rate["amount"]), _period(rate["per"])
    n = int(span["n"]) if span["n"].isdigit() else _WORDS.get(span["n"].lower())
    unit = _period(span["unit"])
    if not amount or not n or per not in _DAYS or unit not in _DAYS:
        return None
    if per == unit:
        times, exact = Fraction(n), True
    elif (per, unit) in _EXACT:
        times, exact = Fraction(n * _EXACT[(per, unit)]), True
    else:
        times, exact = n * _DAYS[unit] / _DAYS[per], False
    total = said_number(amount * times, language, money=True)
    said, de = said_number(amount, language, money=True), language == "de"
    about = "" if exact else ("etwa " if de else "about ")
    count = said_number(times, language) if exact else ""
    if de:
        pers = {"day": "Tage", "week": "Wochen", "month": "Monate", "year": "Jahre"}[per]
        return f"In {n} {_DE_UNIT[unit][n != 1]} sind das {about}{total}" + (
            f" ({count} {pers} zu je {said})." if count else "."
        )
    units = f"{unit}s" if n != 1 else unit
    return f"{said} a {per} for {n} {units} is {about}{total}" + (
        f" ({count} {per}s)." if count and times != 1 else "."
    )


_DE_UNIT = {
    "day": ("Tag", "Tagen"),
    "week": ("Woche", "Wochen"),
    "month": ("Monat", "Monaten"),
    "year": ("Jahr", "Jahren"),
}
_WHAT_PERCENT = re.compile(
    r"\b(?:what|which) (?:percent(?:age)?|%|share|portion)|how many percent|wie ?viel prozent"
    r"|welche[rn]? (?:anteil|prozentsatz)|(?:in|as a) percent(?:age)?\b",
    re.IGNORECASE,
)


def share_of(text: str, language: str) -> str | None:
    """ "i earn 3200 net and rent is 1100, what percent of my income is rent" → "1,100 out of
    3,200 is 34.4%." (the smaller amount as a share of the larger)."""
    if _WHAT_PERCENT.search(text) is None or "%" in text.replace("what %", ""):
        return None
    found = [m.group(1) for m in re.finditer(rf"(?<![\w.,])({_NUMBER})(?![\w%]|[.,]\d)", text)]
    amounts = [a for a in (_amount(f) for f in found) if a]
    if len(amounts) != 2 or amounts[0] == amounts[1]:
        return None
    part, whole = sorted(amounts)
    return percentage({"a": _plain(part), "b": _plain(whole)}, datetime.now(), language)


_PART = re.compile(
    r"\b(?P<part>half|a half|one half|a third|one third|two thirds|a quarter|one quarter"
    r"|three quarters|\d/\d{1,2}|die hälfte|die haelfte|ein drittel|zwei drittel|ein viertel"
    r"|drei viertel|dreiviertel|\d\s+(?:quarters?|thirds?|fifths?)|one fifth|a fifth)\s+(?:of|von)\s+"
    rf"(?:the\s+)?(?P<n>{_NUMBER})\b"
    r"|\bhalb so (?:viel|gro(?:ß|ss)|lang|teuer) wie\s+" + rf"(?P<n2>{_NUMBER})\b"
    r"|\bhalf as (?:much|many|big|long) as\s+" + rf"(?P<n3>{_NUMBER})\b",
    re.IGNORECASE,
)
_PART_WORDS = {"die hälfte": "half", "die haelfte": "half", "a half": "half", "one half": "half",
               "one third": "a third", "one quarter": "a quarter", "ein drittel": "a third",
               "zwei drittel": "two thirds", "ein viertel": "a quarter",
               "drei viertel": "three quarters", "dreiviertel": "three quarters"}  # fmt: skip
_PART_NAMES = {
    Fraction(1, 2): ("Half", "Die Hälfte"),
    Fraction(1, 3): ("A third", "Ein Drittel"),
    Fraction(2, 3): ("Two thirds", "Zwei Drittel"),
    Fraction(1, 4): ("A quarter", "Ein Viertel"),
    Fraction(3, 4): ("Three quarters", "Drei Viertel"),
}
_DENOMINATORS = {"quarter": 4, "third": 3, "fifth": 5}


def _part(said: str) -> Fraction | None:
    """ "three quarters", "3 quarters", "2/3", "die hälfte" → the part of one."""
    counted = re.fullmatch(r"(\d)\s+(quarter|third|fifth)s?", said)
    if counted is not None:
        return Fraction(int(counted[1]), _DENOMINATORS[counted[2]])
    if said in ("a fifth", "one fifth"):
        return Fraction(1, 5)
    return count_of(_PART_WORDS.get(said, said))


def part_of(text: str, language: str) -> str | None:
    """ "what is 3 quarters of 200" → "Three quarters of 200 is 150."."""
    found = _PART.search(text)
    if found is None:
        return None
    said = " ".join((found["part"] or "half").lower().split())
    share = _part(said)
    whole = _amount(found["n"] or found["n2"] or found["n3"])
    if share is None or whole is None or not 0 < share < 1:
        return None
    result, number = said_number(whole * share, language), said_number(whole, language)
    en, de = _PART_NAMES.get(share, (f"{share.numerator}/{share.denominator}",) * 2)
    if language == "de":
        return f"{de} von {number} ist {result}."
    return f"{en} of {number} is {result}."


_STEPS = re.compile(
    rf"(?P<n>{_NUMBER})\s*(?P<k>k)?\s*(?:steps|schritte)\b(?=.*\b(?:km|kilomet\w*|miles?|meilen"
    r"|how far|wie weit|distance|strecke)\b)",
    re.IGNORECASE,
)
STEP_M = Fraction(762, 1000)
"""An average walking step (about 76 cm; longer for tall people, shorter when strolling)."""


def steps(text: str, language: str) -> str | None:
    """ "i walked 12000 steps, how many km is that" → "About 9.1 km (5.7 miles), at roughly
    76 cm a step."."""
    found = _STEPS.search(text)
    count = None if found is None else _amount(found["n"])
    if found is None or not count:
        return None
    if found["k"]:
        count *= 1000
    km = count * STEP_M / 1000
    miles = km / Fraction(1609344, 1000000)
    shown = (said_number(Fraction(round(x * 10), 10), language) for x in (km, miles))
    kms, mis = shown
    if language == "de":
        return f"Etwa {kms} km ({mis} Meilen), bei rund 76 cm pro Schritt."
    return f"About {kms} km ({mis} miles), at roughly 76 cm a step."


_DAYS_OF_WEEK = (
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"],
)
_ON_A = re.compile(
    r"^\W*(?:is|was|will|does|do)\s+(?P<date>.+?)\s+(?:be\s+|fall\s+|falls\s+|land\s+)?(?:on|at)"
    r"\s+(?:a\s+)?(?P<want>weekend|weekday|" + "|".join(_DAYS_OF_WEEK[0]) + r")\b"
    r"|^\W*(?:ist|fällt|faellt|liegt|war|fiel)\s+(?P<date2>.+?)\s+(?:(?:auf|an)\s+)?(?:ein(?:em|en)?\s+)"
    r"(?P<want2>wochenende|werktag|" + "|".join(_DAYS_OF_WEEK[1]) + r")\b",
    re.IGNORECASE,
)


def on_a(text: str, language: str, now: datetime) -> str | None:
    """ "is christmas 2025 on a weekend?" → "No: Christmas 2025 (December 25) is a
    Thursday."."""
    from brain.fastpath.dates import read_day, weekday_of

    found = _ON_A.search(text)
    if found is None:
        return None
    said, want = (found["date"] or found["date2"]), (found["want"] or found["want2"]).lower()
    named = read_day(said, now.date())
    day = named.next_from(now.date()) if named is not None else None
    sentence = weekday_of(said, now.date(), language)
    if day is None or sentence is None:
        return None
    weekday = day.weekday()
    if want in ("weekend", "wochenende"):
        yes = weekday >= 5
    elif want in ("weekday", "werktag"):
        yes = weekday < 5
    else:
        days = _DAYS_OF_WEEK[1] if want in _DAYS_OF_WEEK[1] else _DAYS_OF_WEEK[0]
        yes = days.index(want) == weekday
    if language == "de":
        return f"{'Ja' if yes else 'Nein'}: {sentence}"
    return f"{'Yes' if yes else 'No'}: {sentence}"


_CONVERT_HOW = re.compile(
    r"\b(?:how (?:do|can|would|should) (?:i|you|we|one) (?:convert|change|turn)|how to convert"
    r"|wie (?:rechne|rechnet) (?:ich|man)|wie (?:wandle|wandelt) (?:ich|man))\s+(?P<a>[a-zäöü°]+)"
    r"\s+(?:in|to|into|nach|zu)\s+(?P<b>[a-zäöü°]+)",
    re.IGNORECASE,
)


_TEMPERATURE = frozenset({"celsius", "fahrenheit", "kelvin", "c", "f", "k", "grad"})


def convert_how(text: str, language: str) -> str | None:
    """ "wie rechne ich meilen in km um" → "1 Meile sind etwa 1,61 Kilometer. Zum Umrechnen
    mit dieser Zahl malnehmen."."""
    from brain.fastpath.units import convert

    found = _CONVERT_HOW.search(text)
    if found is None:
        return None
    pair = {found["a"].lower().strip("°"), found["b"].lower().strip("°")}
    if pair & _TEMPERATURE:
        if language == "de":
            return "Celsius = (Fahrenheit − 32) × 5/9; Fahrenheit = Celsius × 9/5 + 32 (Kelvin = Celsius + 273,15)."
        return "Celsius = (Fahrenheit − 32) × 5/9; Fahrenheit = Celsius × 9/5 + 32 (Kelvin = Celsius + 273.15)."
    one = convert(Fraction(1), found["a"], found["b"], language)
    if one is None:
        return None
    if language == "de":
        return f"{one} Zum Umrechnen mit dieser Zahl malnehmen."
    return f"{one} To convert, multiply by that number."


def read(text: str, language: str, now: datetime | None = None) -> tuple[str, str] | None:
    """``(kind, answer)`` for one of these sums, or None."""
    said = loose_city_time.city_time(text, language, now or datetime.now().astimezone())
    if said is not None:
        return "city_time", said
    said = on_a(text, language, now or datetime.now())
    if said is not None:
        return "weekday", said
    said = loose_age.age_in(text, language, now)
    if said is not None:
        return "age_in", said
    for kind, dated in (
        ("nights", loose_stay.nights),
        ("days_between", loose_between.days_between),
        ("days_to_go", loose_between.days_to_go),
    ):
        said = dated(text, language, now)
        if said is not None:
            return kind, said
    for kind, first in (
        ("oven", loose_oven.oven),  # before a temperature alone: "350 f in c for a fan oven"
        *loose_unit_compare.READERS,
        *loose_packs.READERS,
        *loose_uneven.READERS,
        *loose_running.READERS,
    ):  # before an even split
        said = first(text, language)
        if said is not None:
            return kind, said
    found = loose_everyday.read(text, language, now)
    if found is not None:
        return found
    for kind, reader in (
        *loose_bills.READERS,
        *loose_habits.READERS,
        *loose_puzzles.READERS,
        *loose_steps.READERS,
        *loose_classic.READERS,
        *loose_classic_more.READERS,
        *loose_amounts.READERS,
        *loose_times.READERS,
        *loose_rates.READERS,
        *loose_plans.READERS,
        *loose_extra.READERS,
        *loose_wage.READERS,
        *loose_months.READERS,
        *loose_lists.READERS,
        *loose_shop.READERS,
        *loose_kitchen.READERS,
        *loose_word.READERS,
        *loose_deals.READERS,
        *loose_trade.READERS,
        *loose_money.READERS,
        *loose_between.READERS,
        *distances.READERS,
        *loose_parts.READERS,
        ("over_time", over_time),
        ("share_of", share_of),
        ("part_of", part_of),
        ("steps", steps),
        ("fuel", loose_extra.fuel),
        ("convert_how", convert_how),
    ):
        said = reader(text, language)
        if said is not None:
            return kind, said
    return None
