"""A purchase read by its parts (see :mod:`brain.fastpath.loose_sums`): the change from a note
("got 3 coffees at 4.25 each and a muffin for 3.80, paid with a 20, how much change" →
"3 × 4.25 + 3.80 = 16.55; from 20 that's 3.45 back."), and the total of items at their
prices, split among people when asked ("3 pizzas at 11.90 plus 2 drinks at 2.50, split
between 5" → "3 × 11.90 + 2 × 2.50 = 40.70; split 5 ways that's 8.14 each."), and items with a
deposit or fee on each ("4 crates at 5.49 plus 3.30 pfand each" → "4 × 5.49 = 21.96, plus 4 ×
3.30 deposit = 13.20: 35.16 in all.")."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_NUMBER = r"\d{1,4}(?:[.,]\d{1,2})?"
_EACH = re.compile(
    rf"(?P<n>\d{{1,2}}|a|an|one|two|three|four|five|ein\w*|zwei|drei|vier|fünf)\s+(?:[a-zäöüß-]+\s+){{1,3}}"
    rf"(?:zu je|at|for|à|a|zu|für|je)\s+[€$£]?\s*(?P<p>{_NUMBER})\s*(?:[€$£]|euros?|dollars?)?\s*(?:each"
    r"|apiece|a piece|per piece|je|pro stück|das stück)?",
    re.IGNORECASE,
)
_PAID = re.compile(
    rf"\b(?:paid|pay|paying|gave|give|hand(?:ed)? over|bezahl\w*|zahl\w*|gegeben|gebe)\s+(?:\w+\s+)?"
    rf"(?:with|mit)\s+(?:a|an|einem|einen|nem|'?nem)?\s*[€$£]?\s*(?P<m>{_NUMBER})(?:er)?\b",
    re.IGNORECASE,
)
_PAID_LAST = re.compile(
    rf"\b(?:mit|with)\s+(?:a|an|one|einem|einen|nem|'nem|nen|dem|'?nen)?\s*[€$£]?\s*"
    rf"(?P<m>{_NUMBER})(?:er)?\s*(?:[€$£]|euros?|eur|dollars?|bucks|pounds?)?\s*(?:-?schein|note"
    r"|bill)?\s+(?:\w+\s+){0,2}?(?:bezahlt|gezahlt|bezahle|zahle|gezahlt|gegeben|gebe"
    r"|hingelegt|paid|bezahlen|zahlen)\b",
    re.IGNORECASE,
)
"""A note said before the verb: "mit nem 50er bezahlt", "mit 10 euro gezahlt"."""
_NOTES = re.compile(
    r"\b(?P<word>tenner|fiver|zehner|zwanziger|fünfziger|fuenfziger|fuffziger|fuffi|hunderter"
    r"|fünfer|fuenfer)\b|(?<=\ba )(?P<word2>twenty|fifty|hundred)\b(?![\s-]*(?:and|thousand|\w+ty"
    r"|one|two|three|four|five|six|seven|eight|nine)\b)",
    re.IGNORECASE,
)
_NOTE_VALUES = {"tenner": 10, "fiver": 5, "twenty": 20, "fifty": 50, "hundred": 100,
                "zehner": 10, "zwanziger": 20, "fünfziger": 50, "fuenfziger": 50,
                "fuffziger": 50, "fuffi": 50, "hunderter": 100, "fünfer": 5, "fuenfer": 5}  # fmt: skip
_CHANGE = re.compile(r"\b(?:change|back|rückgeld|wechselgeld|zurück)\b", re.IGNORECASE)


def _notes(text: str) -> str:
    """Notes said by their names as numbers: "a tenner" → "a 10", "einem zwanziger" → "einem
    20"."""
    return _NOTES.sub(lambda m: str(_NOTE_VALUES[(m["word"] or m["word2"]).lower()]), text)


def _count(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return 1 if word.lower().startswith("ein") else number_words.value(word)


def _summed(
    text: str, items: list[re.Match[str]], others: int, language: str
) -> tuple[Fraction, list[str]] | None:
    """The items' total and each as said ("3 × 4.25"); None when ``text`` holds a number
    that neither an item nor the ``others`` it expects (a note, a head count) explains."""
    numbers = len(re.findall(r"\d+(?:[.,]\d+)?", text))
    counted = sum(1 for m in items if m["n"].isdigit())
    if numbers != len(items) + counted + others:
        return None
    total = Fraction(0)
    parts = []
    for item in items:
        count, price = _count(item["n"]), amount(item["p"])
        if count is None or price is None:
            return None
        total += count * price
        shown = said_number(price, language, money=True)
        parts.append(f"{count} × {shown}" if count > 1 else shown)
    return total, parts


def change_due(text: str, language: str) -> str | None:
    """What comes back from a note: each item (with its count) summed, then taken from it."""
    text = _notes(text)
    paid = _PAID.search(text) or _PAID_LAST.search(text)
    if paid is None or _CHANGE.search(text) is None:
        return None
    items = list(_EACH.finditer(text[: paid.start()]))
    if not items:
        return None
    found = _summed(text, items, 1, language)
    if found is None:
        return None  # a number no item or the note explains
    total, parts = found
    note = amount(paid["m"])
    if note is None or note < total:
        return None
    back = said_number(note - total, language, money=True)
    summed = " + ".join(parts)
    if len(parts) > 1 or "×" in summed:
        summed += f" = {said_number(total, language, money=True)}"
    if language == "de":
        return f"{summed}; von {said_number(note, language)} bekommst du {back} zurück."
    return f"{summed}; from {said_number(note, language)} that's {back} back."


_SPLIT = re.compile(
    r"\b(?:split|divided|shared?|share it|teilen|aufteilen|geteilt)\b.{0,25}?\b(?:between|among"
    r"|amongst|by|for|in|with|auf|durch|unter|zwischen)?\s*(?P<n>\d{1,2}|two|three|four|five|six"
    r"|seven|eight|zwei|drei|vier|fünf|sechs|sieben|acht)\b|\b(?P<n2>\d{1,2})\s+ways\b"
    r"|\b(?:durch|auf|unter)\s+(?P<n3>\d{1,2}|zwei|drei|vier|fünf|sechs)\s+(?:teilen|aufteilen"
    r"|geteilt|leute|personen)\b",
    re.IGNORECASE,
)
_TOTAL = re.compile(
    r"\b(?:total|in all|altogether|all together|sum|how much|each|apiece|per person|insgesamt"
    r"|zusammen|gesamt|wie ?viel|pro person|jeder|jede|(?:muss|müssen|soll) (?:ich|wir) (?:\w+ )?"
    r"(?:be)?zahlen|was (?:kostet|kosten|macht) (?:das|es|alles))\b",
    re.IGNORECASE,
)


def items_total(text: str, language: str) -> str | None:
    """The total of items at their prices, and each one's share when it is split."""
    split = _SPLIT.search(text)
    if (
        _PAID.search(text)
        or _PAID_LAST.search(text)
        or (_TOTAL.search(text) is None and split is None)
    ):
        return None
    items = list(_EACH.finditer(text if split is None else text[: split.start()]))
    if len(items) < 2 and not (items and split):
        return None
    people = None
    if split is not None:
        said = split["n"] or split["n2"] or split["n3"]
        people = _count(said)
        if not people or people < 2:
            return None
    found = _summed(text, items, int(split is not None and said.isdigit()), language)
    if found is None:
        return None  # a number no item or the split explains
    total, parts = found
    summed = f"{' + '.join(parts)} = {said_number(total, language, money=True)}"
    if people is None:
        return f"{summed}." if language != "de" else f"{summed} insgesamt."
    each = said_number(
        Fraction(int(total * 100 / people + Fraction(1, 2)), 100), language, money=True
    )
    if language == "de":
        return f"{summed}; durch {people} geteilt sind das {each} pro Person."
    return f"{summed}; split {people} ways that's {each} each."


_ON_EACH = (
    r"(?:(?:bottle|crate|can|glass|jar|keg|flaschen|kisten|kasten|dosen|glas)\s*-?\s*)?(?P<what>"
    r"deposit|pfand|fee|surcharge|service\s+charge|aufpreis|zuschlag|gebühr|gebuehr)"
)
_CENTS = r"\s*(?P<cur>[€$£]|euros?|eur|dollars?|cents?|ct)?"
_EXTRA = re.compile(
    rf"(?<![\d.,])[€$£]?\s*(?P<x>{_NUMBER}){_CENTS}\s*(?:in\s+|as\s+|an?\s+)?{_ON_EACH}\b"
    rf"|\b{_ON_EACH.replace('?P<what>', '?P<what2>')}\s+(?:(?:of|von|is|ist|each|je|pro|per|:)\s*)*"
    rf"[€$£]?\s*(?P<x2>{_NUMBER}){_CENTS.replace('?P<cur>', '?P<cur2>')}",
    re.IGNORECASE,
)
"""A deposit or fee with its amount: "3.30 pfand", "a 25 cent deposit", "pfand von 0,08"."""
_ONCE = re.compile(
    r"\s*(?:in\s+total|total|overall|insgesamt|für\s+alle|fuer\s+alle|for\s+all\b)", re.I
)
_NAMES = {"deposit": ("deposit", "Pfand"), "pfand": ("deposit", "Pfand")}
_PER_ITEM = re.compile(
    r"\s*(?:each|apiece|a\s+piece|per\s+\w+|an?\s+(?:bottle|crate|can|piece|unit|item|jar|glass)"
    r"|(?:on|for)\s+(?:each|every)|je|pro\s+\w+|das\s+st(?:ü|ue)ck|jeweils)\b",
    re.IGNORECASE,
)
_CONTAINER = (
    r"(?:bottles?|crates?|cans?|jars?|kegs?|cases?|six-?packs?|flaschen?|kästen|kaesten|kasten"
    r"|kisten?|dosen?|gläser|glaeser|glas|fässer|fass|träger|traeger)\b"
)
"""Things a deposit is paid on one by one: a deposit said with them is on each."""
_CONTAINERS = re.compile(
    rf"(?<![\d.,])(?P<n>\d{{1,3}})\s+(?:[a-zäöüß-]+\s+){{0,2}}?{_CONTAINER}", re.IGNORECASE
)


def _extra(found: re.Match[str], language: str) -> tuple[str, str, Fraction | None]:
    """What a deposit or fee is (as said), its name in the answer, and its amount."""
    what = (found["what"] or found["what2"]).lower()
    value = amount(found["x"] or found["x2"])
    if value and (found["cur"] or found["cur2"] or "").lower().startswith(("cent", "ct")):
        value /= 100  # "25 cent pfand"
    return what, _NAMES.get(what, (what, what.capitalize()))[language == "de"], value


def with_extra(text: str, language: str) -> str | None:
    """Items at a price with a deposit or fee on each: both parts summed ("6 bottles at 2.20
    with 0.25 deposit each" → "6 × 2.20 = 13.20, plus 6 × 0.25 deposit = 1.50: 14.70 in
    all."); the deposit alone on bottles or crates counted ("10 bottles back, 0.25 each")."""
    said = number_words.as_digits(text)
    extras = list(_EXTRA.finditer(said))
    if len(extras) != 1 or _ONCE.match(said, extras[0].end()) or _PAID.search(said):
        return None
    found = extras[0]
    what, name, on_each = _extra(found, language)
    rest = said[: found.start()] + " " + said[found.end() :]
    numbers = len(re.findall(r"\d+(?:[.,]\d+)?", rest))
    items = list(_EACH.finditer(rest))
    if not items:
        counted = _CONTAINERS.search(rest)
        if what not in _NAMES or counted is None or numbers != 1 or not on_each:
            return None
        bottles = int(counted["n"])
        total = _money(bottles * on_each, language)
        return f"{bottles} × {_money(on_each, language)} {name} = {total}."
    if len(items) != 1 or _SPLIT.search(rest) or items[0].end() > found.start() + 1:
        return None  # the item first: "deposit of 500 plus 3 months at 800" is no deposit each
    item = items[0]
    each = _PER_ITEM.match(said, found.end()) or re.search(r"\b(?:each|je|pro|per)\b", found[0])
    if not each and what != "pfand" and not (what in _NAMES and re.search(_CONTAINER, item[0])):
        return None  # a fee once ("3 nights at 90 plus 40 fee") is not on each
    count, price = _count(item["n"]), amount(item["p"])
    if numbers != 1 + item["n"].isdigit() or not count or not price or not on_each:
        return None
    goods, added = count * price, count * on_each
    total = _money(goods + added, language)
    if count == 1:
        return f"{_money(price, language)} + {_money(on_each, language)} {name} = {total}."
    said_goods = f"{count} × {_money(price, language)} = {_money(goods, language)}"
    said_extra = f"{count} × {_money(on_each, language)} {name} = {_money(added, language)}"
    if language == "de":
        return f"{said_goods}, plus {said_extra}: zusammen {total}."
    return f"{said_goods}, plus {said_extra}: {total} in all."


def _money(value: Fraction, language: str) -> str:
    return said_number(value, language, money=True)


READERS = (("with_extra", with_extra), ("change", change_due), ("items_total", items_total))
