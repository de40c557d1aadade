"""Selling and paying by the visit (see :mod:`brain.fastpath.loose_sums`): what is left when
things sell at a price and each costs something to make ("sell 40 jars at 7.50, each costs
0.80 plus 1.20 for the label, what's left" → 40 × 5.50 = 220), and whether a card of
several visits beats paying each time ("3 times a week, entry is 11, is the 10-visit card
for 95 worth it" → 110 against 95: yes, 15 saved), the price per unit of what was bought
(:func:`brain.fastpath.loose_per_kilo.price_per`), a price or rent that rises by a percentage,
what to save each month towards a goal (:mod:`brain.fastpath.loose_saving`), and which pizzas
are more pizza. Numbers said in words count."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import amount, money
from brain.fastpath.loose_per_kilo import price_per
from brain.fastpath.loose_saving import save_per
from brain.fastpath.reckon import said_number

_N = r"\d{1,7}(?:[.,]\d{1,2})?"
_CUR = r"(?:[$€£]|euros?|eur|dollars?|bucks|quid|pounds?)"


def _m(name: str) -> str:
    """An amount of money, its number in group ``name``."""
    return rf"(?:[$€£]\s*)?(?P<{name}>{_N})\s*{_CUR}?"


# --- what is left after selling ---------------------------------------------------------------

_SALE = re.compile(
    r"\b(?:sell|sold|selling|verkauf\w*)\s+(?P<n>\d{1,6})\s+(?:[\w-]+\s+){0,4}?(?:at|for|à|a|zu"
    r"|für|fuer|je|for|@)\s+" + _m("price") + r"(?:\s*(?:each|apiece|a piece|per \w+|pro \w+|das"
    r" st(?:ü|ue)ck|je))?",
    re.IGNORECASE,
)
_LEFT = re.compile(
    r"\b(?:left(?: over)?|profit|make|made|earn|net|take home|keep|(?:ü|ue)brig|gewinn\w*"
    r"|verdien\w*|bleibt|behalte?)\b",
    re.IGNORECASE,
)
_COST = re.compile(rf"(?<![\w.,])[$€£]?\s*(?P<c>{_N})\s*{_CUR}?(?![\w%])", re.IGNORECASE)
_ONCE = re.compile(
    r"\b(?:in total|total|overall|fixed|once|stall|fee|rent|table|booth|insgesamt|gesamt"
    r"|standgebühr|standgebuehr|miete|einmalig)\b",
    re.IGNORECASE,
)
_DAILY = re.compile(
    r"\b(?:a|per|each|every|am|pro|jeden) (?:day|tag)\b|\b(?:daily|täglich)\b", re.I
)
_EACH = re.compile(r"\b(?:each|per|apiece|every|pro|je|jede[rsn]?|das st(?:ü|ue)ck)\b", re.I)


def profit(text: str, language: str) -> str | None:
    """ "if i sell 40 jars of honey at 7.50 and each jar costs me 0.80 plus 1.20 for the
    label, what's left over" → "Per jar 7.50 − 0.80 − 1.20 = 5.50; for 40: 220."."""
    said = number_words.as_digits(text)
    sale = _SALE.search(said)
    if sale is None or not _LEFT.search(said[sale.end() :] + " " + said[: sale.start()]):
        return None
    if _DAILY.search(sale.group(0)):
        return None  # "30 brote am tag zu 5 euro": a month of sales (loose_parts.daily_margin)
    n, price = amount(sale["n"]), amount(sale["price"])
    rest = said[sale.end() :]
    if not n or not price or not _EACH.search(rest):
        return None  # costs said per thing: "each jar costs me …"
    each: list[Fraction] = []
    once: list[Fraction] = []
    costs = list(_COST.finditer(rest))
    for i, found in enumerate(costs):
        value = amount(found["c"])
        if not value:
            continue
        before = rest[costs[i - 1].end() if i else 0 : found.start()]
        after = rest[found.end() : costs[i + 1].start() if i + 1 < len(costs) else len(rest)]
        around = before[-30:] + " " + " ".join(after.split()[:4])
        (once if _ONCE.search(around) else each).append(value)
    if not each:
        return None
    de = language == "de"
    per = price - sum(each, Fraction(0))
    total = per * n - sum(once, Fraction(0))
    minus = " − ".join(money(v, language) for v in each)
    line = (
        f"Pro Stück {money(price, language)} − {minus} = {money(per, language)}"
        if de
        else f"Per piece {money(price, language)} − {minus} = {money(per, language)}"
    )
    times = f"{said_number(n, language)} × {money(per, language)}"
    if once:
        fixed = " − ".join(money(v, language) for v in once)
        times = f"{times} − {fixed}"
    if de:
        word = "Gewinn" if total >= 0 else "Verlust"
        return f"{line}; bei {said_number(n, language)} Stück: {times} = {money(abs(total), language)} {word}."
    word = "profit" if total >= 0 else "loss"
    return (
        f"{line}; for {said_number(n, language)}: {times} = {money(abs(total), language)} {word}."
    )


# --- a card of several visits -----------------------------------------------------------------

_CARD = re.compile(
    r"\b(?:(?P<k>\d{1,3})er[- ]?(?:karte|abo|block|ticket)|(?P<k2>\d{1,3})[- ](?:visits?|entry"
    r"|entries|class(?:es)?|sessions?|rides?|trips?|punch|times?|mal)[- ]?(?:card|pass|ticket"
    r"|package|pack|bundle|karte|block)|(?:card|pass|karte|package|bundle)\s+(?:for|with|für"
    r"|fuer|mit|of)\s+(?P<k3>\d{1,3})\s+(?:visits|entries|classes|sessions|rides|eintritte"
    r"|besuche|mal))\b",
    re.IGNORECASE,
)
_CARD_PRICE = re.compile(r"(?:for|für|fuer|at|costs?|kostet|is|=|:)\s*" + _m("card"), re.I)
_SINGLE = re.compile(
    r"\b(?:entry|entrance|admission|eintritt|single(?: \w+)?|einzel\w*|drop[- ]in|ticket|each"
    r" (?:visit|time|class|session)|a (?:visit|class|session)|per (?:visit|class|session)|pro"
    r" (?:besuch|mal|stunde)|einmal\w*)\b\D{0,25}?"
    + _m("one")
    + r"|"
    + _m("one2")
    + r"\s*(?:each time|per (?:visit|class|session|time)|a (?:visit|class"
    r"|session|time)|pro (?:besuch|mal|eintritt))",
    re.IGNORECASE,
)
_WORTH = re.compile(
    r"\b(?:worth|cheaper|better|pay off|save|lohnt|lohnen|günstiger|guenstiger|billiger|besser"
    r"|sparen|spare)\b",
    re.IGNORECASE,
)
_OFTEN = re.compile(
    r"\b(?P<f>\d)\s*(?:x|times|mal)\s*(?:a|per|pro|die|in der)\s*(?:week|woche)\b", re.IGNORECASE
)


def visit_card(text: str, language: str) -> str | None:
    """ "entry is 11€, is the 10er-karte for 95€ worth it" → 110 € for ten single visits
    against 95 €: it saves 15 € (9.50 instead of 11 a visit)."""
    said = number_words.as_digits(text)
    card = _CARD.search(said)
    if card is None or not _WORTH.search(said):
        return None
    k = amount(card["k"] or card["k2"] or card["k3"])
    price = _CARD_PRICE.search(said, card.end())
    if price is None or price.start() - card.end() > 12:
        before = list(_CARD_PRICE.finditer(said[: card.start()]))
        price = before[-1] if before and card.start() - before[-1].end() < 4 else None
    single = _SINGLE.search(said)
    if not k or k < 2 or price is None or single is None:
        return None
    cost, one = amount(price["card"]), amount(single["one"] or single["one2"])
    if not cost or not one or one >= cost:
        return None
    singles, per = one * k, cost / k
    de = language == "de"
    kn = said_number(k, language)

    def m(value: Fraction) -> str:
        return money(value, language)

    often = _OFTEN.search(said)
    weeks = ""
    if often is not None and int(often["f"]):
        lasts = k / int(often["f"])
        shown = said_number(Fraction(round(lasts * 10), 10), language)
        weeks = (
            f" Bei {often['f']}× pro Woche ist sie nach etwa {shown} Wochen aufgebraucht."
            if de
            else f" At {often['f']} a week it lasts about {shown} weeks."
        )
    if singles > cost:
        if de:
            return (
                f"{kn} Einzeleintritte kosten {kn} × {m(one)} = {m(singles)}, die Karte {m(cost)}:"
                f" Sie spart {m(singles - cost)} ({m(per)} statt {m(one)} pro Besuch). Es lohnt"
                f" sich also, wenn du alle {kn} nutzt, bevor sie verfällt.{weeks}"
            )
        return (
            f"{kn} single visits cost {kn} × {m(one)} = {m(singles)}, the card {m(cost)}: it "
            f"saves {m(singles - cost)} ({m(per)} instead of {m(one)} a visit). So yes, worth "
            f"it if you use all {kn} before it expires.{weeks}"
        )
    if de:
        return (
            f"{kn} Einzeleintritte kosten {kn} × {m(one)} = {m(singles)}, die Karte {m(cost)}: "
            "Sie lohnt sich nicht, einzeln zahlen ist günstiger."
        )
    return (
        f"{kn} single visits cost {kn} × {m(one)} = {m(singles)}, the card {m(cost)}: not worth "
        "it, paying each time is cheaper."
    )


# --- a rise by a percentage, pizza sizes -------------------------------------------------------

_RISE = re.compile(
    rf"[$€£]?\s*(?P<x>{_N})\s*(?:[$€£]|euros?|eur|dollars?)?[^%?!]{{0,60}}?\b(?P<dir>steig\w*|erh(?:ö|oe)h\w*"
    rf"|rise[sn]?|go(?:es|ing)? up|increase[sd]?|raise[sd]?|sink\w*|fall\w*|drop\w*|go(?:es|ing)? down"
    rf"|decrease[sd]?|gesenkt|senk\w*)\s+(?:um|by)\s+(?P<p>\d{{1,2}}(?:[.,]\d)?)\s*(?:%|prozent|percent)",
    re.IGNORECASE,
)
_RISE_DE = re.compile(
    rf"(?P<x>{_N})\s*(?:€|euro)?[^%?!]{{0,40}}?\bum\s+(?P<p>\d{{1,2}}(?:[.,]\d)?)\s*(?:%|prozent)\s+"
    rf"(?P<dir>steig\w*|erh(?:ö|oe)h\w*|sink\w*|senk\w*|fall\w*|gesenkt)",
    re.IGNORECASE,
)
_NEW_ASKED = re.compile(
    r"\b(?:was zahl\w*|wie ?viel|how much|what (?:will|would|do) i pay|new (?:rent|price)|neue)\b",
    re.I,
)


def rise_by(text: str, language: str) -> str | None:
    """ "meine miete ist 780 € kalt und soll um 4 % steigen, was zahl ich dann" → "780 + 4 %
    (31,20) = 811,20."."""
    said = number_words.as_digits(text)
    found = _RISE.search(said) or _RISE_DE.search(said)
    if found is None or not _NEW_ASKED.search(said):
        return None
    x, pct = amount(found["x"]), amount(found["p"])
    if not x or not pct:
        return None
    up = not re.match(r"sink|fall|drop|go|decrease|gesenkt|senk", found["dir"], re.I) or (
        found["dir"].lower().startswith("go") and "up" in found["dir"].lower()
    )
    change = x * pct / 100
    new = x + change if up else x - change
    sign = "+" if up else "−"
    return f"{money(x, language)} {sign} {said_number(pct, language)} % ({money(change, language)}) = {money(new, language)}."


_PIZZAS = re.compile(
    r"\b(?P<a>one|a|1|eine)\s+(?P<d1>\d{2})\s*(?:cm|inch|in|\")\b.{0,40}?\b(?P<b>two|three|four|2|3|4|zwei"
    r"|drei|vier)\s+(?P<d2>\d{2})\s*(?:cm|inch|in|\")",
    re.IGNORECASE,
)
_COUNT = {"one": 1, "a": 1, "1": 1, "eine": 1, "two": 2, "2": 2, "zwei": 2, "three": 3, "3": 3,
          "drei": 3, "four": 4, "4": 4, "vier": 4}  # fmt: skip


def pizza(text: str, language: str) -> str | None:
    """ "one 32 cm pizza or two 22 cm ones" → "one: 804 cm², two: 760 cm² — the one big pizza
    is more." (area grows with the square of the diameter)."""
    found = _PIZZAS.search(text)
    if found is None or not re.search(r"\bpizzas?\b", text, re.I):
        return None
    n1, n2 = _COUNT[found["a"].lower()], _COUNT[found["b"].lower()]
    d1, d2 = int(found["d1"]), int(found["d2"])
    unit = "cm" if "cm" in found.group(0).lower() else "in"
    a1, a2 = n1 * math.pi * (d1 / 2) ** 2, n2 * math.pi * (d2 / 2) ** 2
    first = f"{found['a']} {d1} {unit}: {round(a1)} {unit}²"
    second = f"{found['b']} {d2} {unit}: {round(a2)} {unit}²"
    more = first.split(":")[0] if a1 > a2 else second.split(":")[0]
    if language == "de":
        return f"{first}, {second}: mehr Pizza ist {more} (die Fläche wächst mit dem Quadrat des Durchmessers)."
    return f"{first}, {second}: more pizza is {more} (area grows with the square of the diameter)."


READERS = (
    ("price_per", price_per),
    ("rise_by", rise_by),
    ("save_per", save_per),
    ("pizza", pizza),
    ("profit", profit),
    ("visit_card", visit_card),
)
