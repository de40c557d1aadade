"""An amount scaled (see :mod:`brain.fastpath.loose_everyday`): a cost split in proportion to
sizes or shares ("rent 1500, my room 15 sqm, hers 10, split by size" → "15 + 10 = 25: 1,500 ×
15/25 = 900; 1,500 × 10/25 = 600."), and a percent raise or cut applied to an amount ("ich
verdien 3.200 € brutto und krieg 4 % mehr" → "4 % von 3.200 € sind 128 € mehr: zusammen 3.328
€.", "price 80 goes up 15%", "a 3% raise on 2800", "quoted 380 plus a 12% surcharge, what's the
total"; a tax is :mod:`brain.fastpath.loose_deals`)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount, money
from brain.fastpath.reckon import said_number

_NUMBERS = re.compile(rf"(?<![\w.,:])(?P<n>{NUMBER})(?![\w:]|[.,]\d)")
_CURRENCY = re.compile(r"[$€£]|\b(?:euros?|eur|dollars?|bucks|pounds?|quid)\b", re.IGNORECASE)
_MONEY_WORD = re.compile(
    r"\b(?:rent|miete|bill|rechnung|costs?|kostet|kosten|total|insgesamt|nebenkosten|summe|betrag"
    r"|price|preis|deposit|kaution|strom|heating|heizung|utilities|internet|cleaner|putzfrau)\b"
    r"[^\d]{0,14}$",
    re.IGNORECASE,
)
_A_MONTH = re.compile(
    r"\s*(?:a|per|/|im|pro|in\s+the|each|every)\s*(?:month|monat|week|woche)\b|\s*(?:monthly|monatlich)",
    re.IGNORECASE,
)

# --- a cost split in proportion ---------------------------------------------------------------

_BY_SIZE = re.compile(
    r"\b(?:by|according\s+to|in\s+proportion\s+to|proportional(?:ly)?\s+to|based\s+on|relative\s+to"
    r"|nach|entsprechend|gemäß|gemaess|im\s+verhältnis\s+(?:zu|der|zur)|anteilig\s+nach)\s+"
    r"(?:the\s+|our\s+|der\s+|den\s+|dem\s+|unsere[rnm]?\s+)?(?:room\s+|zimmer)?(?:size|sizes|sqm"
    r"|square\s+met\w*|area|space|floor\s+space|usage|use|hours|income\w*|shares?|größe\w*"
    r"|groesse\w*|fläche\w*|flaeche\w*|quadratmeter\w*|qm|verbrauch|stunden|einkommen|gehalt"
    r"|gehältern|anteil\w*|m2|m²|days|nights|weeks|people|tage\w*|nächte\w*|wochen)\b|\b(?:proportionally|pro\s+rata|anteilig|proportional"
    r"|im\s+verhältnis)\b",
    re.IGNORECASE,
)
_SPLIT = re.compile(
    r"\b(?:split\w*|shar\w*|divid\w*|pay\w*|who\s+pays|owe\w*|each|teil\w*|aufteil\w*|verteil\w*"
    r"|zahl\w*|jede[rnms]?|wie\s*viel)\b",
    re.IGNORECASE,
)


def split_by_size(text: str, language: str) -> str | None:
    """The total (the amount said as money) shared out in proportion to the other numbers."""
    said = number_words.as_digits(text)
    if not _BY_SIZE.search(said) or not _SPLIT.search(said) or "%" in said:
        return None
    totals: list[Fraction] = []
    shares: list[Fraction] = []
    for found in _NUMBERS.finditer(said):
        value = amount(found["n"])
        if value is None:
            return None
        near = said[max(0, found.start() - 2) : found.end() + 2]
        priced = (
            _CURRENCY.search(near)
            or _MONEY_WORD.search(said[: found.start()])
            or _A_MONTH.match(said[found.end() :])
        )
        (totals if priced else shares).append(value)
    if len(totals) != 1 or not 2 <= len(shares) <= 6 or not all(shares) or not totals[0]:
        return None
    total, whole = totals[0], sum(shares, Fraction(0))
    if whole >= total:
        return None  # the sizes outweigh the money: not a cost shared by size
    n = [said_number(s, language) for s in shares]
    t, w = said_number(total, language), said_number(whole, language)
    parts = "; ".join(
        f"{t} × {s}/{w} = {money(total * v / whole, language)}"
        for s, v in zip(n, shares, strict=True)
    )
    return f"{' + '.join(n)} = {w}: {parts}."


# --- a percent raise or cut ------------------------------------------------------------------

_UP = (
    r"raise|rise|increase|more|higher|hike|extra|on\s+top|surcharge|mark-?up|service\s+charge"
    r"|mehr|erhöhung|gehaltserhöhung|lohnerhöhung|aufschlag|zuschlag|obendrauf|drauf|teurer|höher"
)
_DOWN = r"cut|less|lower|decrease|reduction|weniger|kürzung|billiger|günstiger|niedriger"
_UP_VERB = (
    r"go(?:es)?\s+up|went\s+up|going\s+up|gone\s+up|rises?|rising|rose|risen|increase[sd]?|raised?"
    r"|hiked?|steigt|stieg|gestiegen|erhöh\w*|angehoben|anheben|hebt|plus|adds?|adding|added"
    r"|zzgl\.?|zuzüglich|zuzueglich"
)
_DOWN_VERB = (
    r"go(?:es)?\s+down|went\s+down|going\s+down|gone\s+down|drops?|dropped|falls?|fell|cut"
    r"|lowered|reduced|decrease[sd]?|sinkt|sank|gesunken|gesenkt|senk\w*|gekürzt|kürz\w*|fällt"
)
_CHANGE = re.compile(
    rf"(?<![\d.,])(?P<p>{NUMBER})\s*(?:%|percent|per\s+cent|prozent|pct)\s*(?:pay\s+|price\s+"
    rf"|rent\s+|salary\s+)?(?:(?P<up>{_UP})|(?P<down>{_DOWN}))\b"
    rf"|\b(?:(?P<upv>{_UP_VERB})|(?P<downv>{_DOWN_VERB}))\s+(?:\w+\s+){{0,2}}?(?:by\s+|um\s+)?"
    rf"(?P<p2>{NUMBER})\s*(?:%|percent|per\s+cent|prozent|pct)"
    rf"|(?<![\d.,])(?P<p3>{NUMBER})\s*(?:%|percent|per\s+cent|prozent|pct)\s+(?:\w+\s+)?"
    rf"(?:(?P<upp>erhöht|angehoben|teurer)|(?P<downp>gekürzt|gesenkt|reduziert|billiger))\b",
    re.IGNORECASE,
)
_CHANGE_ASKED = re.compile(
    r"\b(?:how\s+much|what|whats|new|wie\s*viel|was|neue[rns]?|dann|then|now|jetzt)\b|\?",
    re.IGNORECASE,
)
_EARNED = re.compile(
    r"[$€£]|\b(?:euros?|eur|dollars?|bucks|brutto|netto|gross|net|salary|gehalt|lohn|verdien\w*"
    r"|earn\w*|make|price|preis|rent|miete|kostet|costs?|bill|rechnung|pay|wage)\b",
    re.IGNORECASE,
)
_OFF = re.compile(
    r"\b(?:off|discount\w*|rabatt\w*|tip|trinkgeld|interest|zins\w*|before|vorher|original\w*"
    r"|ursprünglich\w*|used\s+to|was\s+it|war\s+(?:es|er|sie|das|der|die)|vat|tax|sales\s+tax"
    r"|mwst|ust|mehrwertsteuer|umsatzsteuer|steuer)\b",
    re.IGNORECASE,
)
"""Not a change applied: a discount, a tip, interest, a tax (its own reader), or the amount
before asked from after."""


def with_currency(text: str) -> tuple[str, str]:
    """The currency said, as the prefix and suffix its amounts take ("$", " €")."""
    found = re.search(r"[$€£]|\b(?:euros?|eur|dollars?|pounds?)\b", text, re.IGNORECASE)
    if found is None:
        return "", ""
    sign = {"e": "€", "d": "$", "p": "£"}.get(found.group(0)[0].lower(), found.group(0))
    return ("", f" {sign}") if sign == "€" else (sign, "")


def changed_by(text: str, language: str) -> str | None:
    """ "price 80 goes up 15%, whats the new price" → "15% of 80 is 12 more: 92 in all."."""
    said = number_words.as_digits(text)
    change = _CHANGE.search(said)
    if change is None or len(PERCENT.findall(said)) != 1 or _OFF.search(said):
        return None
    if not _CHANGE_ASKED.search(said) and not _EARNED.search(said):
        return None
    rest = PERCENT.sub(" ", said)
    bases = _NUMBERS.findall(rest)
    if len(bases) != 1:
        return None
    pct, base = amount(change["p"] or change["p2"] or change["p3"]), amount(bases[0])
    if not pct or not base or (pct >= 100 and not (change["up"] or change["upv"] or change["upp"])):
        return None
    if 1900 <= base <= 2100 and not _CURRENCY.search(said):
        return None  # "up 15% since 2020": a year
    up = bool(change["up"] or change["upv"] or change["upp"])
    more = base * pct / 100
    before, after = with_currency(said)
    extra, total = (
        f"{before}{money(v, language)}{after}" for v in (more, base + more if up else base - more)
    )
    p, b = said_number(pct, language), f"{before}{said_number(base, language)}{after}"
    if language == "de":
        if up:
            return f"{p} % von {b} sind {extra} mehr: zusammen {total}."
        return f"{p} % von {b} sind {extra} weniger: bleiben {total}."
    return (
        f"{p}% of {b} is {extra} more: {total} in all."
        if up
        else f"{p}% of {b} is {extra} less: {total} left."
    )


READERS = (("split_by_size", split_by_size), ("raise", changed_by))
