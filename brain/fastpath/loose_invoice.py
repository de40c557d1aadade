"""An invoice for days of work (see :mod:`brain.fastpath.loose_sums`): days × hours a day ×
an hourly rate, with VAT on top when it is named ("i worked 5 days, 8 hours a day at 45 an
hour, what do i invoice" → "5 days × 8 h × 45 = 1,800."; "12 tage à 7,5 std, stundensatz 80
€, plus 19 % mwst, was stelle ich in rechnung" → "… = 7.200; + 19 % MwSt. 1.368 = 8.568.").
Hours a week and days a week are a wage (:mod:`brain.fastpath.loose_wage`)."""

from __future__ import annotations

import re

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_CUR = r"(?:\s*(?:[$€£]|euros?|eur|dollars?|bucks|quid|pounds?|chf|franken))?"
_DAYS = re.compile(
    rf"(?<![\d.,])(?P<d>{NUMBER})\s*(?:full\s+|working\s+|work\s+|billable\s+|arbeits|volle\s+)?"
    r"(?:days?|tage?n?)\b(?!\s*(?:a|per|/|pro|die|in der|each|every|the)\s*(?:week|woche|month|monat))",
    re.IGNORECASE,
)
_DAILY = re.compile(
    rf"(?<![\d.,])(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|stunden|std)\.?\s*(?:a|per|/|pro|am|each|every"
    r"|the|die|den|je)\s*(?:day|tag)\b"
    rf"|(?:days?|tage?n?)\s+(?:of|à|a|zu je|zu|x|×|mit je|mit|at)\s+(?P<h2>{NUMBER})\s*(?:hours?"
    r"|hrs?|h|stunden|std)\b",
    re.IGNORECASE,
)
_RATE = re.compile(
    rf"(?:[$€£]\s*)?(?P<r>{NUMBER}){_CUR}\s*(?:an|per|/|pro|die|the|je|in der)\s*(?:hour|hr|h"
    r"|stunde|std)\b"
    rf"|\b(?:hourly rate|rate|stundensatz|stundenlohn)\s*(?:of|is|von|:|ist|=)?\s*(?:[$€£]\s*)?"
    rf"(?P<r2>{NUMBER}){_CUR}",
    re.IGNORECASE,
)
_VAT = re.compile(
    rf"(?P<p>{NUMBER})\s*(?:%|percent|prozent)\s*(?:vat|tax|mwst\.?|ust\.?|mehrwertsteuer"
    r"|umsatzsteuer|gst|sales tax)",
    re.IGNORECASE,
)
_INVOICE = re.compile(
    r"\b(?:invoice|bill|charge|earn|make|get paid|total|how much|rechnung|in rechnung|verdien\w*"
    r"|berechne\w*|abrechne\w*|wie ?viel|was bekomme|insgesamt|comes? to)\b|\s(?:x|×|\*)\s|\?",
    re.IGNORECASE,
)


def invoice(text: str, language: str) -> str | None:
    """ "invoice for 12 days at 7.5 hours per day at 80 per hour" → "12 days × 7.5 h × 80 =
    7,200."."""
    said = number_words.as_digits(text)
    if not _INVOICE.search(said):
        return None
    daily = _DAILY.search(said)
    if daily is None:
        return None
    rest = said[: daily.start()] + " # " + said[daily.end() :]
    days = _DAYS.search(rest if daily["h"] else said)
    if days is None:
        return None
    if daily["h"]:
        rest = rest[: days.start()] + " # " + rest[days.end() :]
    else:
        rest = said[: days.start()] + " # " + said[daily.end() :]
    rate = _RATE.search(rest)
    if rate is None:
        return None
    rest = rest[: rate.start()] + " # " + rest[rate.end() :]
    vat = _VAT.search(rest)
    if vat is not None:
        rest = rest[: vat.start()] + " # " + rest[vat.end() :]
    if re.search(r"\d", rest):
        return None
    d, h = amount(days["d"]), amount(daily["h"] or daily["h2"])
    r = amount(rate["r"] or rate["r2"])
    if not d or not h or not r or h > 24 or d > 366:
        return None
    net = d * h * r
    de = language == "de"
    line = (
        f"{said_number(d, language)} {'Tage' if de else 'days'} × {said_number(h, language)}"
        f" {'Std.' if de else 'h'} × {money(r, language)} = {money(net, language)}"
    )
    if vat is None:
        return f"{line}."
    pct = amount(vat["p"])
    if pct is None or not 0 < pct < 100:
        return None
    tax = net * pct / 100
    name = "MwSt." if de else "VAT"
    shown = said_number(pct, language)
    return f"{line}; + {shown} % {name} {money(tax, language)} = {money(net + tax, language)}.".replace(
        f"{shown} % VAT", f"{shown}% VAT"
    )


READERS = (("invoice", invoice),)
