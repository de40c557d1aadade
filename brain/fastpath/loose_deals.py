"""Money and materials of everyday life (see :mod:`brain.fastpath.loose_sums`): a price with or
without VAT ("net price is 250, how much with 19% vat" → 297.50), an amount split by shares
("rent is 1350, i pay 40% and my roommate 60%" → 540 and 810), which of two packs is cheaper
per piece or per kilo ("12 eggs for 3.60 or 30 for 8.10"); paint for walls is
:mod:`brain.fastpath.loose_paint`. Numbers said in words count (:mod:`brain.fastpath.number_words`)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_bills import INCLUDED, NET_GIVEN
from brain.fastpath.loose_extra import amount, money
from brain.fastpath.reckon import said_number

_N = r"\d{1,7}(?:[.,]\d{1,3})?"


# --- VAT ------------------------------------------------------------------------------------------

_RATE = re.compile(
    r"(?P<rate>\d{1,2}(?:[.,]\d)?)\s*(?:%|percent|prozent)\s*(?:of\s+)?(?:vat|mwst|mehrwertsteuer"
    r"|ust|umsatzsteuer|sales tax|tax|steuer)\b|\b(?:vat|mwst|mehrwertsteuer|ust|sales tax)\s+"
    r"(?:of\s+|von\s+)?(?P<rate2>\d{1,2}(?:[.,]\d)?)\s*(?:%|percent|prozent)",
    re.IGNORECASE,
)
_WITHOUT = re.compile(
    r"^(?!.*\b(?:with|plus|add|adding|mit|zuzüglich|zzgl)\b).*\b(?:without|excluding|excl\.?"
    r"|minus|take (?:off|out)|remove|ohne|abzüglich|abzueglich|net of|rausrechnen|herausrechnen)\b"
    r"|^(?=.*\b(?:gross|brutto|incl|including|inkl|inklusive)\b)(?=.*\b(?:net|netto)\b)",
    re.IGNORECASE,
)
"""The tax taken out of a price that has it (else it is added)."""
_PRICE = re.compile(
    rf"(?<![\d.,%])[$€£]?\s*(?P<x>{_N})\s*(?:[$€£]|euros?|eur|dollars?|bucks)?(?!\s*%|\d)"
)


def vat(text: str, language: str) -> str | None:
    """ "net price is 250, how much is it with 19% vat" → "250 + 19% VAT (47.50) = 297.50."."""
    said = number_words.as_digits(text)
    rate = _RATE.search(said)
    if rate is None:
        return None
    rest = said[: rate.start()] + " " + said[rate.end() :]
    prices = [p for p in (amount(m["x"]) for m in _PRICE.finditer(rest)) if p]
    if len(prices) > 1:  # "1 artikel für 80 euro": the count of things is no price
        prices = [p for p in prices if p >= 10 or p.denominator != 1]
    percent = amount(rate["rate"] or rate["rate2"])
    if len(prices) != 1 or not percent:
        return None
    price, share = prices[0], percent / 100
    de = language == "de"
    name = "MwSt." if de else "VAT"
    shown_rate = said_number(percent, language)
    net_given = NET_GIVEN.search(said) is not None  # "100 netto plus 19 % mwst, was ist brutto"
    if not net_given and (_WITHOUT.search(said) or INCLUDED.search(said)):  # never added again
        net = price / (1 + share)
        return (
            f"{money(price, language)} ohne {shown_rate} % {name} sind {money(net, language)}"
            f" (die Steuer: {money(price - net, language)})."
            if de
            else f"{money(price, language)} without {shown_rate}% {name} is"
            f" {money(net, language)} (the tax: {money(price - net, language)})."
        )
    tax = price * share
    total = money(price + tax, language)
    if de:
        return (
            f"{money(price, language)} + {shown_rate} % {name} ({money(tax, language)}) = {total}."
        )
    return f"{money(price, language)} + {shown_rate}% {name} ({money(tax, language)}) = {total}."


# --- an amount split by shares ----------------------------------------------------------------------

_SHARE = re.compile(r"(?P<p>\d{1,2}(?:[.,]\d)?)\s*(?:%|percent|prozent)", re.IGNORECASE)
_SPLITTING = re.compile(
    r"\b(?:split|share|divide|each|pay|pays|paying|owe|teilen|teilt|aufteilen|zahl\w*|jeder"
    r"|jede|anteil)\b",
    re.IGNORECASE,
)


def by_shares(text: str, language: str) -> str | None:
    """ "rent is 1350 and we split it by room size, i pay 40% and my roommate 60%. how much
    each" → "40% of 1350 is 540, 60% is 810."."""
    said = number_words.as_digits(text)
    shares = [amount(m["p"]) for m in _SHARE.finditer(said)]
    if len(shares) < 2 or not _SPLITTING.search(said) or sum(s or 0 for s in shares) != 100:
        return None
    rest = _SHARE.sub(" ", said)
    totals = [a for a in (amount(m["x"]) for m in _PRICE.finditer(rest)) if a and a >= 10]
    if len(totals) != 1:
        return None
    total = totals[0]
    parts = [
        (said_number(share, language), money(total * share / 100, language))
        for share in shares
        if share
    ]
    first, *others = parts
    if language == "de":
        more = ", ".join(f"{p} % sind {m}" for p, m in others)
        return f"{first[0]} % von {money(total, language)} sind {first[1]}, {more}."
    more = ", ".join(f"{p}% is {m}" for p, m in others)
    return f"{first[0]}% of {money(total, language)} is {first[1]}, {more}."


# --- which pack is cheaper ------------------------------------------------------------------------

_UNITS = {"g": 1, "gr": 1, "gram": 1, "grams": 1, "gramm": 1, "kg": 1000, "kilo": 1000,
          "kilos": 1000, "ml": 1, "l": 1000, "liter": 1000, "litre": 1000, "liters": 1000,
          "litres": 1000}  # fmt: skip
_OFFER = re.compile(
    r"(?P<q>\d{1,4}(?:[.,]\d{1,2})?)\s*(?P<u>kg|kilos?|grams?|gramm|gr|g|ml|liters?|litres?|l"
    r"|x|pcs|pieces|stück|stk)?\s*(?:[a-zäöüß-]+\s+){0,2}?(?:pack\s+|box\s+|bag\s+)?"
    r"(?:is|are|for|at|costs?|kostet|kosten|für|=|@|:)\s*[$€£]?\s*(?P<p>\d{1,4}[.,]\d{2}|\d{1,4})"
    r"(?!\s*(?:%|kg|g|l|ml)\b)",
    re.IGNORECASE,
)
_CHEAPER = re.compile(
    r"\b(?:cheaper|better (?:deal|value|buy)|best (?:deal|value)|more economical|worth it|günstiger"
    r"|guenstiger|billiger|preiswerter|lohnt|better\s+than|besser\s+als|(?:which|what)(?:'?s|\s+is|\s+one\s+is)?\s+(?:the\s+)?"
    r"better|besser|das\s+bessere\s+angebot)\b",
    re.IGNORECASE,
)
_SINGLE = re.compile(
    r"\b(?:single(?: ones?)?|individual(?: ones?)?|one by one|einzeln(?:e)?|a single one)\s+(?:\w+\s+)?"
    r"(?P<verb>are|is|for|at|cost|costs|kosten|kostet|für)\b",
    re.IGNORECASE,
)
_PACK_OF = re.compile(r"\b(?:pack|box|bag|packung|set|tray|case)\s+(?:of|mit|with)\s+", re.I)
_CUR = r"(?:\s*(?:[$€£]|euros?\b|eur\b|dollars?\b|bucks\b|quid\b))?"
_P = rf"[$€£]?\s*(?P<p>\d{{1,4}}[.,]\d{{2}}|\d{{1,4}}){_CUR}"
_PACKED = r"\s*(?:er)?\s*-?\s*(?:pack|packs|pk|packung|box|bag|tray|set|multipack)\b"
_PRICE_FIRST = re.compile(
    rf"{_P}\s+(?:for|für|fuer|im|in|per)\s+(?:an?\s+|the\s+|ein(?:e[mnr]?)?\s+|einer\s+)?"
    rf"(?P<q>\d{{1,3}}){_PACKED}",
    re.IGNORECASE,
)
"""A pack's price said first ("3.20 for a 4-pack", "3,20 im 4er-pack")."""
_PACK_PRICE = re.compile(
    rf"(?<![\d.,])(?P<q>\d{{1,3}}){_PACKED}\s*(?:[:=,]\s*)?(?:(?:for|für|fuer|at|is|costs?|kostet"
    rf"|=)\s+)?{_P}",
    re.IGNORECASE,
)
"""A pack said without a verb before its price ("4er pack 2,40", "6-pack 4.50")."""
_ONE_AFTER = re.compile(
    rf"{_P}\s*(?:each|apiece|a\s+piece|per\s+(?:piece|item|unit|can|bottle|bag|one|stück)"
    r"|an?\s+(?:can|bottle|bag|piece|unit|item|pop|tin|jar)|einzeln|pro\s+(?:stück|stueck|stk|dose"
    r"|flasche|tüte)|das\s+stück|je\s+stück|/\s*(?:stück|stk|pc|piece)"
    r"|for\s+(?:an?\s+|one\s+|1\s+)?(?:single|individual)(?:\s+(?:one|1|bottle|can|bag|piece|pot|cup"
    r"|tin|jar|item))?|for\s+(?:one|1)\s+(?:bottle|can|bag|piece|pot|cup|tin|jar|item))(?!\w)",
    re.IGNORECASE,
)
"""The price of one said after it ("0.85 each", "1.35 a bottle", "0,85 einzeln", "0.55 for a
single pot")."""
_ONE_BEFORE = re.compile(
    rf"\b(?:einzeln|each|individually|singly|as\s+singles|single|a\s+single\s+one)\s+"
    rf"(?:(?:for|für|fuer|at|je|kosten|kostet|costs?|sind|are|is)\s+)?{_P}",
    re.IGNORECASE,
)
"""The price of one said before it ("einzeln 0,65", "each for 0.85")."""


_TIMES_SIZE = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,2})\s*[x×]\s*(?P<q>\d{1,4}(?:[.,]\d{1,2})?)\s*(?P<u>kg|g|ml|l)\b",
    re.IGNORECASE,
)
"""A multipack said by its bottles ("6 x 1,5 l"): the whole of it."""
_SIZE_PRICE = re.compile(
    r"(?P<q>\d{1,4}(?:[.,]\d{1,2})?\s*(?:kg|g|gr|ml|l))\s*(?:[,:=-]\s*)?(?P<p>[$€£]?\s*\d{1,4}[.,]\d{2})"
    r"(?![\d%])",
    re.IGNORECASE,
)
"""A size and its price without a verb ("250 g 2,19")."""


def _offers_said(said: str) -> str:
    """Packs and single prices as "{count} for {price}" (what :data:`_OFFER` reads)."""
    said = _TIMES_SIZE.sub(
        lambda m: f"{said_number((amount(m['q']) or Fraction(0)) * int(m['n']), 'en')} {m['u']}",
        said,
    )
    said = _SIZE_PRICE.sub(r"\g<q> for \g<p>", said)
    said = _PRICE_FIRST.sub(lambda m: f"{m['q']} for {m['p']}", said)
    said = _PACK_PRICE.sub(lambda m: f"{m['q']} for {m['p']}", said)
    said = _ONE_AFTER.sub(lambda m: f"1 for {m['p']}", said)
    return _ONE_BEFORE.sub(lambda m: f"1 for {m['p']}", said)


def cheaper(text: str, language: str) -> str | None:
    """ "pack of 12 eggs is 3.60 and pack of 30 is 8.10, which one is cheaper" → "12 for 3.60
    is 0.30 each, 30 for 8.10 is 0.27 each: the 30 is cheaper (10% less each)."."""
    if not _CHEAPER.search(text):
        return None
    said = _PACK_OF.sub("", number_words.as_digits(text))
    said = _SINGLE.sub(r"1 x \g<verb>", said)  # "single ones are 0.75 each": one for 0.75
    said = _offers_said(said)
    offers = list(_OFFER.finditer(said))
    if len(offers) != 2:
        return None
    per: list[tuple[Fraction, str, str]] = []
    bought: list[tuple[Fraction, Fraction, str, str]] = []
    kinds = set()
    for found in offers:
        quantity, price = amount(found["q"]), amount(found["p"])
        unit = (found["u"] or "").lower()
        if not quantity or not price:
            return None
        scale = _UNITS.get(unit)
        kinds.add("weight" if scale else "count")
        base = quantity * scale if scale else quantity
        per.append((price / base, found["q"] + (f" {found['u']}" if scale else ""), found["p"]))
        bought.append((base, price, per[-1][1], found["p"]))
    if len(kinds) != 1:
        return None
    weight = kinds == {"weight"}
    de = language == "de"
    scale = 1000 if weight else 1
    each = "pro kg/l" if de and weight else "pro Stück" if de else "a kg" if weight else "each"
    said_each = [
        f"{what} {'für' if de else 'for'} {price}: {money(value * scale, language)} {each}"
        for value, what, price in per
    ]
    (a, a_what, _), (b, b_what, _) = per
    if a == b:
        same = "gleich teuer" if de else "the same price"
        return f"{said_each[0]}; {said_each[1]}: {same}."
    low, low_what, high = (a, a_what, b) if a < b else (b, b_what, a)
    less = said_number(Fraction(round((1 - low / high) * 100)), language)
    if not weight:
        low_what = _pack_name(low_what, language)
    over = _over_the_pack(bought, weight, language)
    if de:
        return f"{said_each[0]}; {said_each[1]}. Günstiger: {low_what} ({less} % weniger).{over}"
    return f"{said_each[0]}; {said_each[1]}. Cheaper: the {low_what} ({less}% less {each}).{over}"


def _pack_name(count: str, language: str) -> str:
    """ "4" → "4-pack" ("4er-Pack"), "1" → "single one" ("einzeln")."""
    if count == "1":
        return "einzeln" if language == "de" else "single one"
    return f"{count}er-Pack" if language == "de" else f"{count}-pack"


def _over_the_pack(
    bought: list[tuple[Fraction, Fraction, str, str]], weight: bool, language: str
) -> str:
    """What the bigger pack saves (or costs more) against its quantity bought at the other
    price: " For the 4-pack: 3.20 against 4 × 0.85 = 3.40, 0.20 less."."""
    if bought[0][0] == bought[1][0]:
        return ""
    big, small = sorted(bought, key=lambda offer: offer[0], reverse=True)
    times = big[0] / small[0]
    cost = small[1] * times
    diff = cost - big[1]
    if diff == 0:
        return ""
    name = big[2] if weight else _pack_name(big[2], language)
    if times.denominator == 1:
        other = f"{said_number(times, language)} × {small[3]}"
    else:  # "20 × 0.40": the bigger count at the other's price of one (a kg)
        rate = small[1] / small[0] * (1000 if weight else 1)
        other = (
            f"{said_number(big[0] / (1000 if weight else 1), language)} × {money(rate, language)}"
        )
    gap = money(abs(diff), language)
    if language == "de":
        word = "weniger" if diff > 0 else "mehr"
        lead = f"Bei {name}" if weight else f"Beim {name}"
        return f" {lead}: {big[3]} statt {other} = {money(cost, language)}, {gap} {word}."
    word = "less" if diff > 0 else "more"
    return f" For the {name}: {big[3]} against {other} = {money(cost, language)}, {gap} {word}."


READERS = (
    ("vat", vat),
    ("by_shares", by_shares),
    ("cheaper", cheaper),
)
