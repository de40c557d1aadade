"""A price after a discount, said in the ways :mod:`brain.fastpath.loose_sums` does not read
(its parts are one amount and one percentage, in digits): the numbers in words ("a hundred
and twenty euros with twenty-five percent off"), a price with thousands ("1,299.99", "1.200
€"), a part said as a fraction ("a quarter off", "half price", "um ein Drittel reduziert"), a
cut said "discounted by 25%" or "minus 25%". The answer is :func:`brain.fastpath.reckon.discount`'s
("25% off 120 is 90 (you save 30).").
"""

from __future__ import annotations

import re
from datetime import datetime
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount, money

_PARTS = {
    "half": (Fraction(1, 2), "half", "die Hälfte"),
    "quarter": (Fraction(1, 4), "a quarter", "ein Viertel"),
    "third": (Fraction(1, 3), "a third", "ein Drittel"),
    "fifth": (Fraction(1, 5), "a fifth", "ein Fünftel"),
    "tenth": (Fraction(1, 10), "a tenth", "ein Zehntel"),
}
_GERMAN_PARTS = {
    "hälfte": "half", "haelfte": "half", "halben": "half", "halber": "half", "viertel": "quarter",
    "drittel": "third", "fünftel": "fifth", "fuenftel": "fifth", "zehntel": "tenth",
}  # fmt: skip
_OFF_WORDS = (
    r"off|discount(?:ed)?|reduced|reduziert|runtergesetzt|billiger|günstiger|guenstiger|rabatt"
    r"|nachlass|weniger|marked\s+down|cheaper|less"
)
_PART_OFF = re.compile(
    r"\b(?:a\s+|one\s+)?(?P<en>half|quarter|third|fifth|tenth)\s+(?:(?:of\s+)?(?:the\s+)?price\s+)?"
    rf"(?:{_OFF_WORDS})\b|\bhalf[-\s]price\b|\b(?:um\s+)?(?:die\s+|ein(?:e[nm]?)?\s+)?"
    r"(?P<de>hälfte|haelfte|viertel|drittel|fünftel|fuenftel|zehntel)\s+(?:des\s+preises\s+)?"
    rf"(?:{_OFF_WORDS})\b|\b(?:zum|für\s+den|fuer\s+den)\s+(?P<de2>halben)\s+preis\b",
    re.IGNORECASE,
)
_OFF = re.compile(
    rf"\b(?:{_OFF_WORDS}|sale|minus|abzüglich|abzueglich|reduction|price\s+cut)\b"
    r"|(?<![\w.,])-\s*(?=\d{1,3}(?:[.,]\d{1,2})?\s*(?:%|percent|prozent))",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\?|\b(?:what|whats|how\s+much|price|cost|costs|pay|paying|come\s+to|comes\s+to|wie\s*viel"
    r"|wieviel|was|kostet|kosten|zahl\w*|preis|endpreis|macht)\b",
    re.IGNORECASE,
)
_OTHER = re.compile(
    r"\b(?:tip|trinkgeld|vat|mwst|tax|steuer|interest|zinsen|raise|gehalt|salary|before|original"
    r"|originally|vorher|ursprünglich|ursprunglich|percent\s+is|prozent\s+sind|what\s+percent"
    r"|wie\s*viel\s+prozent|each|jeder|pro\s+person|per\s+person|split|teilen|plus|markup"
    r"|aufschlag|more|mehr)\b",
    re.IGNORECASE,
)
"""Words of another sum: a tip, a tax, the price before the discount, a percentage asked, a
split."""
_AMOUNT = re.compile(
    rf"(?<![\w.,])(?P<x>\d{{1,3}}(?:,\d{{3}})+\.\d{{2}}|\d{{1,3}}(?:\.\d{{3}})+,\d{{2}}|{NUMBER})"
    r"(?:\s*e\b)?(?![\d%]|[.,]\d)"
)
"""A price as said, with thousands and cents ("1,299.99", "1.299,99") or without."""
_MEASURED = re.compile(
    r"\d\s*(?:kg|kilos?|g|grams?|gramm|km|m|miles?|l|litres?|liters?|ml|cm|people|persons?|leute"
    r"|personen|min|minutes?|minuten|h|hours?|stunden|kcal|calories|kalorien|days?|tage?|years?"
    r"|jahre?|items?|stück|pieces)\b",
    re.IGNORECASE,
)
_ARTICLE = re.compile(
    r"\bein(?:e[nmrs]?)?\s+(?!(?:hundert|tausend|halbe|viertel|drittel)\w*)(?=[a-zäöüß])",
    re.IGNORECASE,
)
"""A German article before a thing ("ein Mantel"), which the digits would read as a 1."""


def _price(said: str) -> Fraction | None:
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+\.\d{2}", said):
        return Fraction(said.replace(",", ""))
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+,\d{2}", said):
        return Fraction(said.replace(".", "").replace(",", "."))
    return amount(said)


def price_off(text: str, language: str, now: datetime | None = None) -> str | None:
    """ "a coat for a hundred and twenty euros, a quarter off, what's the real price" → "A
    quarter off 120 is 90 (you save 30).", "das Sofa kostet 1.200 € mit 15 % Rabatt" →
    "1.200 minus 15 % sind 1.020 (du sparst 180)."."""
    from brain.fastpath.reckon import discount

    if not _ASKS.search(text) or _OTHER.search(text):
        return None
    part = _PART_OFF.search(text)  # before the digits: "um ein Viertel" is no 1
    if part is not None:
        text = text[: part.start()] + " # " + text[part.end() :]
    said = number_words.as_digits(_ARTICLE.sub("", number_words.without_articles(text)))
    percents = list(PERCENT.finditer(said))
    if (part is None and len(percents) != 1) or (part is not None and percents):
        return None
    if part is None and not _OFF.search(said):
        return None
    rest = (
        said
        if part is not None
        else said[: percents[0].start()] + " # " + said[percents[0].end() :]
    )
    if _MEASURED.search(rest):
        return None  # "80 kg, 10% less": no price
    prices = [_price(m["x"]) for m in _AMOUNT.finditer(rest)]
    if len(prices) != 1 or not prices[0] or re.search(r"\d", _AMOUNT.sub(" ", rest)):
        return None
    price = prices[0]
    if part is None:
        values = {"amount": f"{float(price):.2f}", "pct": percents[0]["p"].replace(",", ".")}
        return discount(values, now or datetime.now(), language)
    key = part["en"] or _GERMAN_PARTS.get((part["de"] or part["de2"] or "half").lower(), "half")
    share, name_en, name_de = _PARTS[key.lower()]
    saved = price * share
    was, left, save = (money(v, language) for v in (price, price - saved, saved))
    if language == "de":
        return f"{was} minus {name_de} sind {left} (du sparst {save})."
    return f"{name_en[:1].upper()}{name_en[1:]} off {was} is {left} (you save {save})."
