"""Sums of a share said per person or of a whole said before (see
:mod:`brain.fastpath.loose_everyday`): so much per person for so many people ("3 eggs per
person for 7 people, how many eggs" → "3 eggs × 7 people = 21 eggs."; "2 brötchen pro person,
wir sind 9"); what is left to borrow after a down payment ("the car costs 24,000 and i put 20%
down, how much is the loan" → "20% of 24,000 is 4,800 down; the loan is 24,000 − 4,800 =
19,200."); and a percentage of a number said earlier ("ich verdiene 3200 brutto, wie viel sind
30 prozent davon" → "30 % von 3.200 sind 960.")."""

from __future__ import annotations

import re
from fractions import Fraction

from brain import plurals
from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount
from brain.fastpath.reckon import said_number

_WHO = (
    r"(?:person|head|guest|kid|child|adult|pax|participant|gast|kopf|kind|erwachsene[nmr]?"
    r"|teilnehmer\w*|nase|mann)"
)
_EACH = re.compile(
    rf"(?<![\d.,])(?P<q>{NUMBER})\s*(?P<unit>g|kg|ml|l|cl|oz|lbs?|grams?|gramm|litres?|liters?"
    r"|liter|slices?|scheiben|stück|pieces?)?\s+(?:of\s+)?(?P<item>(?!per\b|pro\b|je\b|each\b)"
    rf"[^\W\d_]+(?:\s+(?!per\b|pro\b|je\b|each\b|for\b|für\b)[^\W\d_]+)?)?\s*"
    rf"(?:per|a|for\s+each|pro|je)\s+{_WHO}\b"
    r"|(?<![\d.,])(?P<q2>\d{1,3})\s+(?!(?:and|und|or|oder|but|so|then)\b)(?P<item2>[^\W\d_]+)"
    r"\s+each\b"
    r"|\b(?:each|every|jede[rs]?)\s+(?:person|one|guest|kid|child|of\s+us|gast|kind)?\s*(?:needs?"
    r"|gets?|has|wants?|eats?|drinks?|brings?|braucht|bekommt|kriegt|isst|trinkt|will)\s+"
    r"(?P<q4>\d{1,3})\s+(?P<item4>[^\W\d_]+)",
    re.IGNORECASE,
)
_PEOPLE = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,4})\s+(?:people|ppl|persons|guests|kids|children|adults|of\s+us"
    r"|participants|leute|leuten|personen|gäste|gaeste|gästen|kinder|kindern|erwachsene|teilnehmer"
    r"\w*)\b|\b(?:there\s+(?:are|will\s+be|were)|we(?:'re|\s+are|\s+will\s+be)|wir\s+sind"
    r"|wir\s+werden)\s+(?:zu\s+)?(?P<n2>\d{1,4})\b"
    r"|\bzu\s+(?P<n3>zweit|dritt|viert|fünft|fuenft|sechst|siebt|acht|neunt|zehnt|elft|zwölft)\b",
    re.IGNORECASE,
)
_TOGETHER = {"dritt": 3, "siebt": 7, "acht": 8}
"""So many together in German ("wir sind zu fünft"): the number's word with a "t"."""


def _heads(found: re.Match[str]) -> int:
    if found["n3"] is None:
        return int(found["n"] or found["n2"])
    said = found["n3"].lower()
    return _TOGETHER.get(said) or number_words.german(said[:-1]) or 0


_HOW_MANY = re.compile(
    r"\bhow\s+(?:many|much)\b|\b(?:in\s+all|in\s+total|altogether|total)\b|\bwie\s*viele?\b"
    r"|\binsgesamt\b|\bzusammen\b",
    re.IGNORECASE,
)
_PRICED = re.compile(
    r"[$€£]|\b(?:euros?|dollars?|bucks|eur|usd|cost\w*|price|pay|kostet|zahl\w*)\b", re.I
)


def per_head(text: str, language: str) -> str | None:
    """ "3 eggs per person for 7 people, how many eggs" → "3 eggs per person × 7 people = 21
    eggs."; tried by :func:`brain.fastpath.loose_sums.read` before an even split ("1 beer each
    for 12 people, how many in total" is 12 beers, not 1 ÷ 12)."""
    said = number_words.as_digits(text)
    each, people = list(_EACH.finditer(said)), list(_PEOPLE.finditer(said))
    if _PRICED.search(said) or PRICED_EACH.search(said):
        return _priced_each(said, language)
    if len(each) != 1 or len(people) != 1 or not _HOW_MANY.search(said):
        return None
    found, who = each[0], people[0]
    numbers = re.findall(r"(?<![\d.,])\d+(?:[.,]\d+)?", said)
    if len(numbers) != 1 + (who["n3"] is None):
        return None  # more is said than a share and a head count
    share = amount(found["q"] or found["q2"] or found["q4"])
    count = _heads(who)
    if share is None or not share or count < 2:
        return None
    unit = found["unit"] or ""
    item = (found["item"] or found["item2"] or found["item4"] or "").strip()
    item = item.capitalize() if language == "de" else item  # "Brötchen"
    de = language == "de"
    heads = "pro Person" if de else "per person"
    people_said = "Personen" if de else "people"
    if unit:
        total = f"{said_number(share * count, language)} {unit}"
        each_said = f"{found['q']} {unit}"
    else:
        many = plurals.counted(item, share * count, language) if item else ""
        total = f"{said_number(share * count, language)} {many}".strip()
        each_said = f"{found['q'] or found['q2'] or found['q4']} {item}".strip()
    what = f" {item}" if unit and item else ""
    return f"{each_said}{what} {heads} × {count} {people_said} = {total}{what}."


PRICED_EACH = re.compile(
    rf"(?<![\d.,])[$€£]?\s*(?P<q>{NUMBER})\s*(?:[$€£]|euros?\b|dollars?\b|bucks\b|eur\b)?\s*"
    rf"(?:each|apiece|a\s+piece|per\s+(?:ticket|{_WHO})|a\s+(?:ticket|{_WHO})|pro\s+(?:karte|ticket"
    rf"|{_WHO})|je\s+(?:karte|ticket|{_WHO})|(?:das|the)\s+stück|pro\s+stück)\b"
    r"|\b(?:each|every|jede[rs]?)\s+(?:ticket|one|person|karte|eintritt|seat|platz)\s+(?:is|was"
    rf"|costs?|kostet|ist)\s+[$€£]?\s*(?P<q3>{NUMBER})",
    re.IGNORECASE,
)
"""A price said for one ("35 each", "12 € pro Person", "$8 a ticket")."""
_TOTAL = re.compile(
    r"\b(?:in\s+total|total|in\s+all|altogether|all\s+together|for\s+(?:all|everyone|the\s+lot"
    r"|the\s+(?:whole\s+)?group)|insgesamt|zusammen|gesamt\w*|für\s+alle)\b",
    re.IGNORECASE,
)


def _priced_each(said: str, language: str) -> str | None:
    """ "tickets are 35 each and there are 6 of us, what's the total" → "35 × 6 = 210."."""
    each, people = list(PRICED_EACH.finditer(said)), list(_PEOPLE.finditer(said))
    if len(each) != 1 or len(people) != 1 or not _TOTAL.search(said):
        return None
    if len(re.findall(r"(?<![\d.,])\d+(?:[.,]\d+)?", said)) != 1 + (people[0]["n3"] is None):
        return None  # more is said than a price and a head count
    price = amount(each[0]["q"] or each[0]["q3"])
    count = _heads(people[0])
    if not price or count < 2:
        return None
    cents = price.denominator != 1
    total = said_number(price * count, language, money=cents)
    one = said_number(price, language, money=cents)
    if language == "de":
        return f"{one} × {count} Personen = {total} insgesamt."
    return f"{one} × {count} people = {total} in total."


_DOWN = re.compile(
    rf"(?:(?<![\d.,])(?P<p>{NUMBER})\s*(?:%|percent|prozent)\s+(?:as\s+(?:a\s+)?)?(?:down(?:\s*payment)?"
    r"|deposit|anzahlung|eigenkapital)|(?:down\s*payment|deposit|anzahlung|eigenkapital)\s+(?:of\s+"
    rf"|von\s+|is\s+|ist\s+)?(?P<p2>{NUMBER})\s*(?:%|percent|prozent))",
    re.IGNORECASE,
)
_LOAN = re.compile(
    r"\b(?:loan|borrow\w*|financ\w*|mortgage|left\s+to\s+pay|kredit\w*|darlehen|finanzier\w*"
    r"|leihen|restbetrag)\b",
    re.IGNORECASE,
)


def after_down(text: str, language: str) -> str | None:
    """ "car costs 24000, 20% down, how much is the loan" → "20% of 24,000 is 4,800 down; the
    loan is 24,000 − 4,800 = 19,200."."""
    said = number_words.as_digits(re.sub(r"(?<=\d)\s*k\b", "000", text, flags=re.IGNORECASE))
    down = _DOWN.search(said)
    if down is None or not _LOAN.search(said):
        return None
    rest = said[: down.start()] + " " + said[down.end() :]
    prices = re.findall(rf"(?<![\d.,])(?:{NUMBER})(?![\d%])(?!\s*(?:%|percent|prozent))", rest)
    share = amount(down["p"] or down["p2"])
    price = amount(prices[0]) if len(prices) == 1 else None
    if share is None or price is None or not 0 < share < 100 or price < 100:
        return None
    paid = price * share / 100

    def n(value: Fraction) -> str:
        return said_number(value, language)

    p = down["p"] or down["p2"]
    if language == "de":
        return (
            f"{p} % von {n(price)} sind {n(paid)} Anzahlung; der Kredit ist {n(price)} − "
            f"{n(paid)} = {n(price - paid)}."
        )
    return f"{p}% of {n(price)} is {n(paid)} down; the loan is {n(price)} − {n(paid)} = {n(price - paid)}."


_OF_THAT = re.compile(
    rf"(?<![\d.,])(?P<p>{NUMBER})\s*(?:%|percent|per\s+cent|prozent)\s+(?:davon|of\s+(?:that|it|this))\b",
    re.IGNORECASE,
)


def percent_of_that(text: str, language: str) -> str | None:
    """ "ich verdiene 3200 brutto, wie viel sind 30 prozent davon" → "30 % von 3.200 sind
    960."; one number said before the percentage, and nothing else."""
    said = number_words.as_digits(text)
    asked = _OF_THAT.search(said)
    if asked is None:
        return None
    before = re.findall(rf"(?<![\d.,])(?:{NUMBER})(?![\d])", said[: asked.start()])
    if (
        len(before) != 1
        or PERCENT.search(said[: asked.start()])
        or re.search(r"\d", said[asked.end() :])
    ):
        return None
    whole, share = amount(before[0]), amount(asked["p"])
    if whole is None or share is None:
        return None
    part = said_number(whole * share / 100, language)
    if language == "de":
        return f"{asked['p']} % von {said_number(whole, language)} sind {part}."
    return f"{asked['p']}% of {said_number(whole, language)} is {part}."


READERS = (("after_down", after_down), ("percent_of_that", percent_of_that))
"""The readers tried among the everyday sums (:func:`per_head` goes before an even split)."""
