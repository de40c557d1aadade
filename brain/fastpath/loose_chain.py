"""Percentages one after another (see :mod:`brain.fastpath.loose_sums`): "+20% then -20%, am i
back where i started" → "1.2 × 0.8 = 0.96: you end at 96% of the start, 4% less — not back
where you started."; "price up 10% twice" → "1.1 × 1.1 = 1.21: 21% more in all (not 20%)."; with
an amount said, the amount at the end ("rent 1000, up 5% then up 3%" → "1,000 × 1.05 × 1.03 =
1,081.50"). Each percentage needs its direction said; twice or three times repeats it."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_PERCENT = re.compile(
    r"(?P<sign>[+\-−])?\s*(?<![\d.,])(?P<p>\d{1,3}(?:[.,]\d{1,2})?)\s*(?:%|percent\b|per cent\b"
    r"|prozent\b|pct\b)",
    re.IGNORECASE,
)
_UP = re.compile(
    r"\b(?:up|rise[ns]?|rose|raised?|increase[sd]?|increasing|grows?|grew|gains?|gained|goes up|went"
    r" up|more|plus|higher|hike[sd]?|mehr|steigt|stieg|gestiegen|erhöh\w*|erhoeh\w*|rauf|hoch"
    r"|aufschlag|teurer|zulegt|legt zu|plus)\b",
    re.IGNORECASE,
)
_DOWN = re.compile(
    r"\b(?:down|falls?|fell|fallen|drops?|dropped|decrease[sd]?|decreasing|less|minus|off|discount"
    r"|discounted|lower(?:ed)?|cuts?|loses?|lost|weniger|fällt|faellt|fiel|gesunken|sinkt|sank"
    r"|runter|rabatt|reduziert|billiger|nachlass|verliert|verloren)\b",
    re.IGNORECASE,
)
_TIMES = re.compile(
    r"\b(?:(?P<word>twice|thrice|two times|three times|four times|zweimal|dreimal|viermal)"
    r"|(?P<n>[2-9])\s*(?:times|mal|-mal)|(?P<y>[2-9])\s+(?:years?|jahre?n?)\s+(?:in a row"
    r"|running|hintereinander|in folge))\b",
    re.IGNORECASE,
)
_TIMES_WORDS = {
    "twice": 2, "two times": 2, "zweimal": 2,
    "thrice": 3, "three times": 3, "dreimal": 3,
    "four times": 4, "viermal": 4,
}  # fmt: skip
_ASKS = re.compile(
    r"\b(?:back|same|where|total|overall|in all|net|altogether|end up|how much|what|wieder|gleich"
    r"|insgesamt|zusammen|unterm strich|am ende|wie ?viel|was|wo)\b|\?",
    re.IGNORECASE,
)
_THEN = re.compile(
    r"\b(?:then|and then|after that|afterwards|next|again|another|dann|danach|anschließend"
    r"|anschliessend|nochmal|noch ?mal|wieder|erst|first|twice|zweimal|dreimal|times|mal)\b",
    re.IGNORECASE,
)
_AMOUNT = re.compile(
    rf"(?<![\w.,%+\-−])[$€£]?\s*(?P<x>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?|bucks)?(?![\w%]|[.,]\d)",
    re.IGNORECASE,
)
_OTHER = re.compile(r"\b(?:vat|mwst|tax|tip|trinkgeld|interest|zins\w*)\b", re.IGNORECASE)


def _direction(said: str, found: re.Match[str], start: int, end: int) -> int | None:
    """+1 or −1 for the percentage ``found``, from its sign, the word right after it ("20%
    more", "20% off") or else the nearest such word before it ("up 20%")."""
    if found["sign"]:
        return 1 if found["sign"] == "+" else -1
    after = _FIRST_WORD.match(said, found.end(), end)
    if after is not None and (_UP.fullmatch(after[1]) or _DOWN.fullmatch(after[1])):
        return 1 if _UP.fullmatch(after[1]) else -1
    before = said[start : found.start()]
    words = [*_UP.finditer(before), *_DOWN.finditer(before)]
    near = max(words, key=lambda m: m.start(), default=None)
    if near is None:
        return None
    return 1 if _UP.fullmatch(near.group(0)) else -1


_ANOTHER = re.compile(r"\b(?:another|again|a further|weitere\w*|nochmal|noch ?mal|erneut)\b", re.I)
_FIRST_WORD = re.compile(r"\s*(\w+)")


def chained(text: str, language: str) -> str | None:
    """ "if a price goes up 20% and then down 20% is it the same" → "1.2 × 0.8 = 0.96: you end
    at 96% of the start, 4% less — not back where you started."."""
    said = number_words.as_digits(text)
    found = list(_PERCENT.finditer(said))
    times = _TIMES.search(said)
    if not found or len(found) > 4 or _OTHER.search(said):
        return None
    if not _ASKS.search(said) and times is None:
        return None
    if not _THEN.search(said):
        return None
    factors: list[Fraction] = []
    for index, match in enumerate(found):
        start = found[index - 1].end() if index else 0
        previous = _FIRST_WORD.match(said, start) if index else None
        if previous is not None and (_UP.fullmatch(previous[1]) or _DOWN.fullmatch(previous[1])):
            start = previous.end()  # "20% more, then 20% less": "more" is the first one's
        end = found[index + 1].start() if index + 1 < len(found) else len(said)
        sign = _direction(said, match, start, end)
        if sign is None and factors and _ANOTHER.search(said[start : match.start()]):
            sign = 1 if factors[-1] > 1 else -1  # "up 5% and then another 3%"
        pct = amount(match["p"].replace(",", "."))
        if sign is None or pct is None or not 0 < pct < 1000 or (sign < 0 and pct >= 100):
            return None
        factors.append(1 + sign * pct / 100)
    if times is not None:
        if len(factors) != 1:
            return None
        word = times["word"]
        factors *= _TIMES_WORDS[word.lower()] if word else int(times["n"] or times["y"])
    if len(factors) < 2:
        return None
    rest = _PERCENT.sub(" ", said)
    rest = _TIMES.sub(" ", rest)
    amounts = [a for a in (amount(m["x"]) for m in _AMOUNT.finditer(rest)) if a]
    if len(amounts) > 1 or (re.search(r"\d", _AMOUNT.sub(" ", rest)) and not amounts):
        return None
    total = Fraction(1)
    for factor in factors:
        total *= factor
    product = " × ".join(said_number(f, language) for f in factors)
    change = (total - 1) * 100
    pct_said = said_number(Fraction(round(abs(change) * 100), 100), language)
    plain = said_number(Fraction(round(sum((f - 1) * 100 for f in factors) * 100), 100), language)
    de = language == "de"
    percent = " %" if de else "%"
    if amounts:
        head = f"{money(amounts[0], language)} × {product} = {money(amounts[0] * total, language)}"
    else:
        head = f"{product} = {said_number(Fraction(round(total * 10000), 10000), language)}"
    if change == 0:
        return f"{head}: {'genau wie am Anfang' if de else 'exactly where you started'}."
    more = ("mehr" if de else "more") if change > 0 else ("weniger" if de else "less")
    of_start = said_number(Fraction(round(total * 10000), 100), language)
    if de:
        note = (
            ""
            if plain == "0" or plain.lstrip("-") == pct_said
            else f" (nicht {plain.lstrip('-')} %)"
        )
        back = ", also nicht wieder am Anfang" if plain == "0" else note
        return f"{head}: {of_start} % vom Anfang, {pct_said}{percent} {more}{back}."
    note = "" if plain == "0" or plain.lstrip("-") == pct_said else f" (not {plain.lstrip('-')}%)"
    back = " — not back where you started" if plain == "0" else note
    return f"{head}: {of_start}% of the start, {pct_said}{percent} {more}{back}."


READERS = (("chained_percent", chained),)
