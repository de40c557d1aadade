"""A salary in another span (see :mod:`brain.fastpath.loose_everyday`): a yearly one paid out in
13 or 14 salaries ("48.000 im jahr, 13 gehälter, wie viel im monat" → "48.000 ÷ 13 = 3.692,31
pro Gehalt (13 Gehälter)."), a monthly one times the salaries of a year ("3500 im monat, 14
gehälter, was ist das im jahr" → 49.000), and the hourly rate of a yearly or monthly salary at so
many hours a week ("62000 a year, 40 hours a week, whats my hourly rate" → "62,000 ÷ (52 weeks ×
40 h = 2,080 h) = 29.81 an hour."). A plain month to a year is the rules' (12 months); when a
number of salaries is said they leave it here (:func:`salaries_said`)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_CUR = r"(?:\s*(?:[$€£]|euros?|eur|dollars?|bucks|quid|pounds?))?"
_GROSS = r"(?:\s*(?:brutto|netto|gross|net|before\s+tax|after\s+tax))?"
_PER = r"\s*(?:a|an|per|/|im|pro|each|every|in\s+the|in\s+a|in\s+einem|jedes?|die|in\s+der|the)\s*"
_SALARIES = re.compile(
    r"(?<![\d.,])(?P<k>1[2-5])\s*(?:monats)?(?:gehälter\w*|gehaelter\w*|salaries|monthly\s+"
    r"(?:salaries|payments)|payments|pay\s*cheques|paychecks|auszahlungen|lohnzahlungen)\b"
    r"|\b(?:(?:mit|with|plus|inkl\.?|incl\.?|inklusive|including)\s+(?:dem\s+|a\s+)?)?(?P<k2>1[34])"
    r"(?:\.|th)\s*(?:monatsgehalt|monthly\s+salary|month(?:'s)?\s+salary|salary|gehalt)\b",
    re.IGNORECASE,
)
_YEARLY = re.compile(
    rf"[$€£]?\s*(?P<y>{NUMBER}){_CUR}{_GROSS}{_PER}(?:year|yr|jahr)\b"
    rf"|(?P<y3>{NUMBER}){_CUR}{_GROSS}\s*(?:per\s+annum|p\.\s?a\.|yearly|annually|jährlich)"
    r"|\b(?:yearly|annual|jahres\w*|jährlich\w*|salary\s+of|gehalt\s+von)\s*(?:salary|gehalt|income"
    r"|einkommen|pay|brutto|netto)?\s*(?:is|of|von|ist|beträgt|betraegt|:|=)?\s*[$€£]?\s*"
    rf"(?P<y2>{NUMBER})",
    re.IGNORECASE,
)
_MONTHLY = re.compile(
    rf"[$€£]?\s*(?P<m>{NUMBER}){_CUR}{_GROSS}{_PER}(?:month|mo|monat)\b"
    rf"|(?P<m3>{NUMBER}){_CUR}{_GROSS}\s*(?:monthly|monatlich)"
    r"|\b(?:monthly|monats\w*|monatlich\w*)\s*(?:salary|gehalt|income|einkommen|pay|brutto|netto)?"
    rf"\s*(?:is|of|von|ist|beträgt|betraegt|:|=)?\s*[$€£]?\s*(?P<m2>{NUMBER})",
    re.IGNORECASE,
)
_WEEK_HOURS = re.compile(
    rf"(?<![\d.,])(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\.?{_PER}(?:week|wk|woche)\b"
    r"|(?<![\d.,])(?P<h2>\d{2}(?:[.,]\d)?)[- ]?(?:hours?|hr|stunden|std)[- ]?(?:woche|week)\b",
    re.IGNORECASE,
)
_WANTS_HOUR = re.compile(
    r"\b(?:hourly|an\s+hour|per\s+hour|the\s+hour|stundenlohn|stundensatz|pro\s+stunde|die\s+stunde"
    r"|in\s+der\s+stunde|stündlich|stuendlich)\b",
    re.IGNORECASE,
)
_WANTS_MONTH = re.compile(
    r"\b(?:(?:a|per|each|every|im|pro|in\s+the|in\s+a)\s+(?:month|monat)|monthly|monatlich\w*"
    r"|monatsgehalt|(?:jedes|pro|each|per|one)\s+(?:salary|payment|pay\s*cheque|paycheck|gehalt"
    r"|auszahlung))\b",
    re.IGNORECASE,
)
_WANTS_YEAR = re.compile(
    r"\b(?:(?:a|per|each|every|im|pro|in\s+the|in\s+a|ins|aufs)\s+(?:year|jahr)|yearly|annual\w*"
    r"|jährlich|jaehrlich|jahresgehalt|jahresbrutto)\b",
    re.IGNORECASE,
)
_PAY = re.compile(
    r"\b(?:earn\w*|make|making|makes|salary|salaries|paid|pay|wage|income|gehalt|verdien\w*"
    r"|bekomm\w*|krieg\w*|lohn|einkommen|brutto|netto|gross|net)\b",
    re.IGNORECASE,
)
_ONE = re.compile(
    r"\b(?:one|a|ein|eine[nm]?|jedes)\s+(?P<what>salary|payment|pay\s*cheque|paycheck|(?:monats)?gehalt"
    r"|auszahlung)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\?|\b(?:how\s+much|what(?:'?s|\s+is|\s+would)?|whats|calc\w*|wie\s*viel|wie\s+hoch|was"
    r"|welche[rns]?)\b",
    re.IGNORECASE,
)


def salaries_said(text: str) -> bool:
    """Whether ``text`` says how many salaries a year pays ("13 gehälter", "14 salaries")."""
    return _SALARIES.search(number_words.as_digits(text)) is not None


def _only(pattern: re.Match[str] | None, *keys: str) -> Fraction | None:
    return None if pattern is None else amount(next(pattern[k] for k in keys if pattern[k]))


def salary(text: str, language: str) -> str | None:
    """ "ich verdiene 48.000 im jahr brutto, 13 gehälter, wie viel im monat" → "48.000 ÷ 13 =
    3.692,31 pro Gehalt (13 Gehälter)."."""
    said = _ONE.sub(r"per \g<what>", text)  # "one salary", "ein gehalt": no 1
    said = number_words.as_digits(number_words.without_articles(said))
    if not _ASKED.search(said):
        return None
    rest = said
    found: dict[str, re.Match[str]] = {}
    for key, pattern in (
        ("n", _SALARIES),
        ("hours", _WEEK_HOURS),
        ("year", _YEARLY),
        ("month", _MONTHLY),
    ):
        hits = list(pattern.finditer(rest))
        if len(hits) > 1:
            return None
        if hits:
            found[key] = hits[0]
            rest = rest[: hits[0].start()] + " # " + rest[hits[0].end() :]
    if re.search(r"\d", rest) or ("year" in found) == ("month" in found):
        return None
    count = int(_only(found.get("n"), "k", "k2") or 0)
    yearly = _only(found.get("year"), "y", "y2", "y3")
    monthly = _only(found.get("month"), "m", "m2", "m3")
    hours = _only(found.get("hours"), "h", "h2")
    shown = said.lower()
    if hours is not None:
        if not _WANTS_HOUR.search(shown) or not 0 < hours <= 80:
            return None
        return _hourly(yearly, monthly, count or 12, hours, language)
    if not count and not _PAY.search(shown):
        return None
    de = language == "de"
    if yearly and _WANTS_MONTH.search(shown) and not _WANTS_YEAR.search(rest):
        each = money(yearly / (count or 12), language)
        if not count:
            return f"{money(yearly, language)} ÷ 12 = {each} {'im Monat' if de else 'a month'}."
        name = f"{count} Gehälter" if de else f"{count} salaries"
        per = "pro Gehalt" if de else "per salary"
        return f"{money(yearly, language)} ÷ {count} = {each} {per} ({name})."
    if monthly and _WANTS_YEAR.search(rest) and not _WANTS_MONTH.search(rest):
        total = money(monthly * (count or 12), language)
        year = "im Jahr" if de else "a year"
        if not count:
            return f"{money(monthly, language)} × 12 = {total} {year}."
        name = "Gehälter" if de else "salaries"
        return f"{money(monthly, language)} × {count} {name} = {total} {year}."
    return None


def _hourly(
    yearly: Fraction | None, monthly: Fraction | None, count: int, hours: Fraction, language: str
) -> str | None:
    de = language == "de"
    start = ""
    if yearly is None:
        if not monthly:
            return None
        yearly = monthly * count
        year = "im Jahr" if de else "a year"
        start = f"{money(monthly, language)} × {count} = {money(yearly, language)} {year}; "
    if not yearly:
        return None
    h = said_number(hours, language)
    total = said_number(hours * 52, language)
    rate = money(yearly / (hours * 52), language)
    if de:
        return f"{start}{money(yearly, language)} ÷ (52 Wochen × {h} Std. = {total} Std.) = {rate} pro Stunde."
    return f"{start}{money(yearly, language)} ÷ (52 weeks × {h} h = {total} h) = {rate} an hour."


READERS = (("salary", salary),)
