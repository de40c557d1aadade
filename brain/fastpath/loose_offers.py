"""Two offers on one price compared for the quantity bought (see
:mod:`brain.fastpath.loose_everyday`): a multi-buy ("buy 3 pay 2", "3 for 2", "2 for 1", "buy
one get one free", "3 für 2", "kauf 3 zahl 2") against a percentage off ("30% off", "25 %
rabatt"), the price of one said ("chips are 2.50 a bag") and how many are bought ("for 6
bags", "i need 10", "ich kaufe 3") → "Buy 3 pay 2: 6 = 2 × 3, you pay for 4: 4 × 2.50 = 10.
30% off: 6 × 2.50 = 15 − 30% = 10.50. Buy 3 pay 2 is cheaper by 0.50."; the rest of a multi-buy
that does not fill a set is paid in full. Without a quantity, or with another number, it is
left alone."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_CUR = r"(?:[$€£]|euros?|eur|dollars?|bucks|quid|pounds?)"
_MULTI = re.compile(
    r"\b(?:buy|kauf\w*|nimm)\s+(?P<n>\d{1,2})\s*,?\s*(?:(?:and\s+|und\s+)?(?:pay|zahl\w*|bezahl\w*)"
    r"\s+(?:for\s+|für\s+|fuer\s+)?(?P<m>\d{1,2})|get\s+(?P<f>\d{1,2})\s+free)\b"
    r"|(?<![\d.,])(?P<n2>\d{1,2})\s*(?:for|für|fuer|zum\s+preis\s+von)\s*(?P<m2>\d{1,2})(?![\d.,%]|\s*"
    rf"{_CUR})(?:\s*(?:deal|offer|angebot|aktion))?"
    r"|\b(?P<bogo>bogo|buy\s+one\s+get\s+one(?:\s+free)?|buy\s+1\s+get\s+1(?:\s+free)?)\b",
    re.IGNORECASE,
)
_OFF = re.compile(
    rf"(?<![\d.,])(?P<p>{NUMBER})\s*(?:%|percent|per\s*cent|prozent)\s*(?:off|discount|rabatt"
    r"|nachlass|reduziert|billiger|günstiger|guenstiger|sale)?",
    re.IGNORECASE,
)
_CHEAPER = re.compile(
    r"\b(?:cheaper|better|best|which|what(?:'?s| is)|whats|save|saves|günstiger|guenstiger"
    r"|billiger|besser|lohnt|welche[sr]?|was\s+(?:ist|spart|lohnt))\b",
    re.IGNORECASE,
)
_PRICE = re.compile(
    rf"[$€£]\s*(?P<x>{NUMBER})|(?<![\d.,])(?P<x2>{NUMBER})\s*{_CUR}"
    rf"|(?<![\d.,])(?P<x3>\d{{1,4}}[.,]\d{{2}})(?![\d%])",
    re.IGNORECASE,
)
_QUANTITY = re.compile(
    r"\b(?:for|need|buy|buying|get|getting|want|take|kaufe|kauf|brauche|brauch|nehme|will|möchte"
    r"|moechte|für|fuer)\s+(?P<q>\d{1,3})\b(?![.,]\d)"
    r"|(?<![\d.,])(?P<q2>\d{1,3})\s+(?:of\s+them|bags?|bottles?|packs?|boxes|cans?|items?|pieces"
    r"|stück|stueck|stk|flaschen|packungen|dosen|tüten|tueten|teile|mal)\b",
    re.IGNORECASE,
)


def _name(found: re.Match[str], deal: tuple[int, int], language: str) -> str:
    """The offer named as said: "buy 2 get 1 free", else "buy 3 pay 2" ("3 für 2")."""
    n, m = deal
    if found["f"]:
        free = f"kauf {m}, {n - m} gratis" if language == "de" else f"buy {m} get {n - m} free"
        return free
    return f"{n} für {m}" if language == "de" else f"buy {n} pay {m}"


def _multi(found: re.Match[str]) -> tuple[int, int] | None:
    """A multi-buy as (taken, paid)."""
    if found["bogo"]:
        return 2, 1
    n = int(found["n"] or found["n2"])
    if found["f"]:
        return n + int(found["f"]), n
    m = int(found["m"] or found["m2"])
    return (n, m) if 0 < m < n <= 12 else None


def compared(text: str, language: str) -> str | None:
    """ "chips are 2.50 a bag, buy 3 pay 2 or 30% off, which is cheaper for 6 bags" → "Buy 3 pay
    2: … 10. 30% off: … 10.50. Buy 3 pay 2 is cheaper by 0.50."."""
    said = number_words.as_digits(text)
    multis, offs = list(_MULTI.finditer(said)), list(_OFF.finditer(said))
    if len(multis) != 1 or len(offs) != 1 or not _CHEAPER.search(said):
        return None
    deal, off = _multi(multis[0]), amount(offs[0]["p"])
    if deal is None or not off or not 0 < off < 100:
        return None
    rest = said
    for m in sorted((multis[0], offs[0]), key=lambda m: m.start(), reverse=True):
        rest = rest[: m.start()] + " # " + rest[m.end() :]
    price_said = list(_PRICE.finditer(rest))
    if len(price_said) != 1:
        return None
    price = amount(next(g for g in price_said[0].groups() if g))
    rest = rest[: price_said[0].start()] + " # " + rest[price_said[0].end() :]
    counted = list(_QUANTITY.finditer(rest))
    if len(counted) != 1 or not price:
        return None
    count = int(counted[0]["q"] or counted[0]["q2"])
    rest = rest[: counted[0].start()] + " # " + rest[counted[0].end() :]
    if re.search(r"\d", rest) or not 0 < count <= 500:
        return None
    return _said(deal, _name(multis[0], deal, language), off, price, count, language)


def _said(
    deal: tuple[int, int], name: str, off: Fraction, price: Fraction, count: int, language: str
) -> str:
    de = language == "de"
    n, m = deal
    sets, loose = divmod(count, n)
    paid = sets * m + loose
    multi_cost, full = paid * price, count * price
    off_cost = full * (1 - off / 100)
    p, pct = money(price, language), said_number(off, language)
    pct_name = f"{pct} % Rabatt" if de else f"{pct}% off"
    how = f"{sets} × {n}" + (f" + {loose}" if loose else "") if sets else ""
    if de:
        line = (
            f"{name}: {count} = {how}, du zahlst {paid} Stück"
            if how
            else f"{name}: du zahlst {count} Stück"
        )
        line += f": {paid} × {p} = {money(multi_cost, language)}. "
        line += f"{pct_name}: {count} × {p} = {money(full, language)} − {pct} % = "
        line += f"{money(off_cost, language)}. "
    else:
        line = (
            f"{name}: {count} = {how}, you pay for {paid}"
            if how
            else f"{name}: you pay for {count}"
        )
        line += f": {paid} × {p} = {money(multi_cost, language)}. "
        line += f"{pct_name}: {count} × {p} = {money(full, language)} − {pct}% = "
        line += f"{money(off_cost, language)}. "
    line = line[:1].upper() + line[1:]
    if multi_cost == off_cost:
        return line + ("Beides kostet gleich viel." if de else "Both cost the same.")
    low = name if multi_cost < off_cost else pct_name
    by = money(abs(multi_cost - off_cost), language)
    low = low[:1].upper() + low[1:]
    return line + (f"{low} ist um {by} günstiger." if de else f"{low} is cheaper by {by}.")


READERS = (("offers_compared", compared),)
