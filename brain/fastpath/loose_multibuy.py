"""A multi-buy deal (see :mod:`brain.fastpath.loose_sums`): "7 bottles at 4.50 with 3 for 2" →
5 paid, 22.50; "buy two, the third one free", "zwei zahlen, drei nehmen", "jedes dritte gratis".
When the price of one is asked ("what does each pair come to", "was kostet dann eine") the total
is shared by the items taken; without a quantity, one full set is taken. A deal against a
percentage off is :mod:`brain.fastpath.loose_offers`'s.
"""

from __future__ import annotations

import re

from brain.fastpath.loose_extra import CURRENCY as _CURRENCY
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount, money

_SMALL = r"(?:\d{1,2}|one|two|three|four|five|ein(?:s|e|en)?|zwei|drei|vier|fünf|fuenf)"
_WORD_COUNT = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ein": 1, "eins": 1,
               "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5}  # fmt: skip
_ORDINALS = {**dict.fromkeys(("second", "2nd", "zweite", "zweites", "zweiten"), 2),
             **dict.fromkeys(("third", "3rd", "dritte", "drittes", "dritten"), 3),
             **dict.fromkeys(("fourth", "4th", "vierte", "viertes", "vierten"), 4),
             **dict.fromkeys(("fifth", "5th", "fünfte", "fünftes", "fuenfte"), 5)}  # fmt: skip
_NTH = "|".join(sorted(_ORDINALS, key=len, reverse=True))
"""The one that comes free: "buy two, the third one free", "jedes dritte gratis"."""
_DEAL = re.compile(
    rf"\b(?P<a>{_SMALL})\s*(?:for(?: the price of)?|für|fuer|zum preis von|zahl(?:e|t)?(?: nur)?)\s+"
    rf"(?P<b>{_SMALL})\b(?![.,]\d|\s*(?:[$€£%]|euros?|eur\b|dollars?|bucks|cents?|ct\b))"
    rf"|\b(?:buy|kauf\w*|take|nimm)\s+(?P<x>{_SMALL})\s*,?\s*(?:and\s+|und\s+)?(?:get|bekomm\w*"
    rf"|krieg\w*|gibt'?s)\s+(?P<y>{_SMALL})\s+(?:more\s+|extra\s+|dazu\s+)?(?:free|gratis"
    r"|umsonst|geschenkt|for free|kostenlos)\b"
    rf"|\b(?:take|buy|get|nimm|nehme?|kauf\w*)\s+(?P<t>{_SMALL})\s*,?\s*(?:pay|zahl\w*)\s+"
    rf"(?:(?:for|für|nur|only)\s+)?(?P<u>{_SMALL})\b"
    r"|\b(?P<bogo>bogo|buy one,? get one(?: free)?)\b"
    rf"|\b(?P<take>{_SMALL})\s+(?:nehmen|mitnehmen|bekommen|kriegen)\s*,?\s*(?:und\s+|nur\s+)?"
    rf"(?P<pay>{_SMALL})\s+(?:be)?zahlen\b"
    rf"|\b(?P<pay2>{_SMALL})\s+(?:be)?zahlen\s*,?\s*(?:und\s+)?(?P<take2>{_SMALL})\s+(?:nehmen"
    r"|mitnehmen|bekommen|kriegen)\b"
    rf"|(?:\b(?:every|each|jedes?|jeder)\s+|\b(?:buy|kauf\w*|take|nimm)\s+{_SMALL}\s*,?\s*(?:and\s+"
    rf"|und\s+)?(?:get\s+)?(?:the|das|der|die)\s+)(?P<nth>{_NTH})\s+(?:[a-zäöüß]+\s+)?(?:is\s+|ist\s+|goes\s+|comes\s+)?(?:free|gratis"
    r"|umsonst|geschenkt|for free|for nothing|kostenlos)\b",
    re.IGNORECASE,
)
_ITEM_PRICE = re.compile(
    rf"(?:\b(?:at|à|a|@|je|zu|for|für|fuer|kostet|costs?|each|is|are|sind)\s*|[$€£]\s*)"
    rf"[$€£]?\s*(?P<p>{NUMBER})\s*{_CURRENCY}?(?=\s*(?:each|apiece|a piece|per|pro|je|das stück"
    r"|the piece|a (?:bottle|pack|box|jar|can|tin|bag|piece)|,|\.|;|$|\s|\?))"
    rf"|[$€£]?(?P<p2>{NUMBER})\s*{_CURRENCY}?\s*(?:each|apiece|a piece|per (?:\w+)|pro \w+"
    r"|je \w+|das stück|the piece|a (?:bottle|pack|box|jar|can|tin|bag|piece))\b",
    re.IGNORECASE,
)
_ITEMS = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3})(?![.,]\d)\s+(?!(?:%|€|\$|£|euros?|eur|dollars?|bucks|cents?|ct|for"
    r"|für|at|à|x)\b)(?:\w+\s+)?(?:[a-zäöüß]+)"
    r"|\b(?:buy(?:ing)?|need|want|get(?:ting)?|take|kauf\w*|brauch\w*|nehm\w*|hol\w*)\s+(?P<n2>\d{1,3})\b"
    r"(?![.,]\d)",
    re.IGNORECASE,
)


def _small(said: str | None) -> int:
    if not said:
        return 0
    return int(said) if said.isdigit() else _WORD_COUNT.get(said.lower(), 0)


_CENTS = re.compile(
    rf"(?<![\d.,])(?P<p>\d{{1,4}}[.,]\d{{2}})(?![\d%])\s*{_CURRENCY}?"
    rf"|(?<![\d.,])(?P<p2>\d{{1,4}})\s*{_CURRENCY}(?!\w)",
    re.IGNORECASE,
)
"""A price said bare ("joghurt 1,20", "t-shirts 9 dollars"), when no word ties a price to the
item."""
_ONE = (
    r"(?:each|apiece|a piece|one|a pair|per\s+\w+|pro\s+\w+|eine[rs]?|eins|je\s+\w+|das\s+stück"
    r"|das\s+paar|jede[rs]?(?:\s+\w+)?)"
)
_ONE_ASKED = re.compile(
    rf"\b(?:how\s+much|what|whats|was|wie\s*viel)\b[^,.;!]*?\b{_ONE}(?!\w)"
    r"|\b(?:each|one)\s+(?:\w+\s+)?(?:comes?|works?|costs?|is)\b"
    r"|\b(?:price|preis|kosten)\s+(?:per|pro|je)\s+\w+",
    re.IGNORECASE,
)
"""The price of one asked after the deal ("what does each pair come to", "was kostet dann
eine", "what's that per book")."""
_HALF = re.compile(r"\bhalf\b|\bhalbe[nr]?\s+preis|\bhälfte|\bhaelfte", re.IGNORECASE)


def multibuy(text: str, language: str) -> str | None:
    """ "7 bottles at 4.50 with 3 for 2" → "3 for 2: 7 = 2 × 3 + 1, so you pay for 2 × 2 + 1
    = 5; 5 × 4.50 = 22.50 (2 free, you save 9)."."""
    deal = _DEAL.search(text)
    if deal is None or PERCENT.search(text) or _HALF.search(text):
        return None  # a discount said too ("buy one get one half price"): not this sum alone
    if deal["bogo"]:
        group, paid = 2, 1
    elif deal["nth"]:
        group = _ORDINALS[deal["nth"].lower()]
        paid = group - 1
    elif deal["take"] or deal["take2"]:
        group, paid = _small(deal["take"] or deal["take2"]), _small(deal["pay"] or deal["pay2"])
    elif deal["x"]:
        paid, group = _small(deal["x"]), _small(deal["x"]) + _small(deal["y"])
    elif deal["t"]:
        group, paid = _small(deal["t"]), _small(deal["u"])
    else:
        group, paid = _small(deal["a"]), _small(deal["b"])
    if not 0 < paid < group <= 20:
        return None
    rest = text[: deal.start()] + " , " + text[deal.end() :]
    price_found = list(_ITEM_PRICE.finditer(rest)) or list(_CENTS.finditer(rest))
    if len(price_found) != 1:
        return None
    price = amount(price_found[0]["p"] or price_found[0]["p2"])
    left = rest[: price_found[0].start()] + " , " + rest[price_found[0].end() :]
    counts = {int(m["n"] or m["n2"]) for m in _ITEMS.finditer(left)}
    one_asked = _ONE_ASKED.search(left) is not None
    if not counts and one_asked:
        counts = {group}  # "3 for 2 … what does each come to": one full set
    if price is None or len(counts) != 1:
        return None
    n = counts.pop()
    if not group <= n <= 500:
        return None
    sets, single = divmod(n, group)
    pay = sets * paid + single
    de = language == "de"
    each, cost = money(price, language), money(pay * price, language)
    free, saved = n - pay, money((n - pay) * price, language)
    deal_said = f"{group} {'für' if de else 'for'} {paid}"
    counted = f"{sets} × {group}" + (f" + {single}" if single else "")
    paying = f"{sets} × {paid}" + (f" + {single}" if single else "")
    more = ""
    if single and single >= paid:
        more = (
            f" Noch {group - single} mehr gäbe es gratis."
            if de
            else f" {group - single} more would come free."
        )
    if one_asked:
        one = pay * price / n
        sign = "=" if one * 100 == int(one * 100) else "≈"
        said = f"{cost} ÷ {n} {sign} {money(one, language)}"
        more += f" Pro Stück: {said}." if de else f" Each: {said}."
    if de:
        return (
            f"{deal_said}: {n} = {counted}, du zahlst also {paying} = {pay}; {pay} × {each} = "
            f"{cost} ({free} gratis, du sparst {saved}).{more}"
        )
    return (
        f"{deal_said}: {n} = {counted}, so you pay for {paying} = {pay}; {pay} × {each} = {cost}"
        f" ({free} free, you save {saved}).{more}"
    )
