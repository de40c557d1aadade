"""A group's bill split with a tip said as an amount or as a rounded total (read by
:func:`brain.fastpath.loose_sums.read`, which counts the group: "wir sind zu viert", "4 of
us"): "wir sind zu viert, rechnung 86 euro plus 8 euro trinkgeld, was zahlt jeder" → "86 + 8
Trinkgeld = 94; 94 ÷ 4 = 23,50 pro Person."; "bill is 86, we round up to 90, 4 of us, how much
each" → "Rounded up to 90 (4 tip); 90 ÷ 4 = 22.50 each."."""

from __future__ import annotations

import re

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.loose_uneven import one_pays_own

_CUR = r"(?:\s*(?:[$€£]|euros?|eur|dollars?|bucks|quid|pounds?))?"
_TIP = re.compile(
    rf"(?:\b(?:plus|and|und|mit|with|\+)\s+)?[$€£]?\s*(?<![\d.,])(?P<t>{NUMBER}){_CUR}\s*"
    r"(?:as\s+(?:a\s+)?|als\s+)?(?:tip|trinkgeld)\b"
    rf"|\b(?:tip|trinkgeld)\s*(?:of|von|is|ist|:|=)?\s*[$€£]?\s*(?P<t2>{NUMBER}){_CUR}(?![\d%])",
    re.IGNORECASE,
)
_ROUNDED = re.compile(
    r"\b(?:round\w*|runde\w*|aufrunde\w*|make\s+it|machen\s+(?:es|das)?|mach\s+(?:es|das)?)\s*"
    r"(?:it\s+|that\s+|es\s+|das\s+|the\s+bill\s+|die\s+rechnung\s+)?(?:up\s+)?(?:to|auf)\s+"
    rf"[$€£]?\s*(?P<r>{NUMBER}){_CUR}(?:\s+auf)?(?![\d%])",
    re.IGNORECASE,
)
_BILL = re.compile(rf"(?<![\w.,])[$€£]?\s*(?P<b>{NUMBER}){_CUR}(?![\w%]|[.,]\d)", re.IGNORECASE)
_EACH = re.compile(
    r"\b(?:each|apiece|per\s+(?:person|head)|everyone|everybody|jede[rnms]?|pro\s+(?:person|kopf"
    r"|nase)|split|teilen|aufteilen)\b",
    re.IGNORECASE,
)

_NOT_HERE = re.compile(r"\bpro[zc]ent|\bpercent|\b(?:already|schon|bereits)\b", re.IGNORECASE)
"""A tip in percent is :mod:`brain.fastpath.loose_sums`' own; one already given is no part."""


def split_with_extra(rest: str, n: int, language: str) -> str | None:
    """The bill in ``rest`` (the words without the group's size ``n``) plus a tip said as an
    amount, or rounded up to a total, split ``n`` ways."""
    said = number_words.as_digits(rest)
    if not _EACH.search(said) or "%" in said or _NOT_HERE.search(said) or one_pays_own(said):
        return None
    tips, rounds = list(_TIP.finditer(said)), list(_ROUNDED.finditer(said))
    if len(tips) + len(rounds) != 1:
        return None
    found = (tips or rounds)[0]
    left = said[: found.start()] + " # " + said[found.end() :]
    bills = list(_BILL.finditer(left))
    if len(bills) != 1 or re.search(r"\d", _BILL.sub(" ", left)):
        return None
    bill = amount(bills[0]["b"])
    extra = amount(found["t"] or found["t2"]) if tips else None
    total = amount(found["r"]) if rounds else None
    if not bill:
        return None
    de = language == "de"
    each = "pro Person" if de else "each"
    if extra:
        total = bill + extra
        named = "Trinkgeld" if de else "tip"
        t = money(total, language)
        start = f"{money(bill, language)} + {money(extra, language)} {named} = {t}; "
    elif total and total > bill:
        tip = money(total - bill, language)
        start = (
            f"Aufgerundet auf {money(total, language)} ({tip} Trinkgeld); "
            if de
            else f"Rounded up to {money(total, language)} ({tip} tip); "
        )
    else:
        return None
    return f"{start}{money(total, language)} ÷ {n} = {money(total / n, language)} {each}."
