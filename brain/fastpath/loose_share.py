"""Things shared out (see :mod:`brain.fastpath.loose_sums`): items shared among people, the
rest said honestly ("3 pizzas of 8 slices for 5 people, how many slices each" → "3 × 8 = 24
slices; 24 ÷ 5 = 4 each, 4 left over."), and a shared cost split again after some drop out
("cabin 1200 for 8 people, 2 bailed, how much each now" → "Before: 1,200 ÷ 8 = 150 each; now
1,200 ÷ 6 = 200 each, 50 more."). Numbers said in words count."""

from __future__ import annotations

import re

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money

_WORD = r"[a-zäöüß-]{2,20}"
_PEOPLE_WORDS = (
    r"people|persons?|ppl|kids|children|friends|guests|players|students|pupils|adults|of us|of them"
    r"|leute|leuten|personen|kinder|kindern|freunde|freunden|gäste|gaeste|gästen|spieler|schüler"
    r"|schuelern?|schülern|erwachsene|erwachsenen"
)
_PEOPLE = re.compile(
    rf"(?<![\d.,])(?P<p>\d{{1,3}})\s+(?:{_PEOPLE_WORDS})\b"
    r"|\b(?:between|among|amongst|unter|auf)\s+(?:the\s+|uns\s+|die\s+)?(?P<p2>\d{1,3})\b(?![.,]\d)"
    r"|\b(?:we(?:'re| are)|there(?:'s| are)|wir sind)\s+(?:zu\s+)?(?P<p3>\d{1,3})\b(?![.,]\d)",
    re.IGNORECASE,
)
_PACKS = re.compile(
    rf"(?<![\d.,])(?P<n>\d{{1,3}})\s+(?P<box>{_WORD})\s*,?\s+(?:of|with|mit|à|a|zu|cut into|each"
    rf" with|having|in|je)\s+(?:je\s+|each\s+)?(?P<m>\d{{1,3}})\s+(?P<item>{_WORD})"
    rf"|(?<![\d.,])(?P<n2>\d{{1,3}})\s+(?P<box2>{_WORD})\s*,\s*(?:each\s+|je\s+)?(?P<m2>\d{{1,3}})"
    rf"\s+(?P<item2>{_WORD})\s+(?:each|je|apiece|pro stück)\b",
    re.IGNORECASE,
)
_ITEMS = re.compile(rf"(?<![\d.,])(?P<t>\d{{1,4}})\s+(?P<item>{_WORD})", re.IGNORECASE)
_HOW_MANY = re.compile(r"\b(?:how many|wie ?viele?)\b", re.IGNORECASE)
_EACH = re.compile(
    r"\b(?:each|apiece|every(?:one|body)|per (?:person|head|kid|child|guest)|jede[rnms]?"
    r"|pro (?:person|kopf|kind|nase|gast)|für jeden)\b",
    re.IGNORECASE,
)
_MONEY = re.compile(
    r"[$€£]|\b(?:cost|costs|pay|paid|price|euros?|dollars?|bucks|quid|kostet|kosten|zahl\w*"
    r"|preis|bezahl\w*)\b",
    re.IGNORECASE,
)
_NOT_ITEMS = re.compile(
    r"^(?:days?|weeks?|months?|years?|hours?|minutes?|tage?n?|wochen|monate?n?|jahre?n?|stunden?"
    r"|minuten|times|mal|percent|prozent|km|kg|g|l|ml|cm|m|miles?)$",
    re.IGNORECASE,
)


def items_shared(text: str, language: str) -> str | None:
    """ "we have 3 pizzas with 8 slices each and 5 people, how many slices does everyone get"
    → "3 × 8 = 24 slices; 24 ÷ 5 = 4 each, 4 left over."."""
    said = number_words.as_digits(text)
    if not _HOW_MANY.search(said) or not _EACH.search(said) or _MONEY.search(said):
        return None
    people = _PEOPLE.search(said)
    if people is None:
        return None
    count = int(people["p"] or people["p2"] or people["p3"])
    rest = said[: people.start()] + " # " + said[people.end() :]
    packs = _PACKS.search(rest)
    if packs is not None:
        n, m = int(packs["n"] or packs["n2"]), int(packs["m"] or packs["m2"])
        item = packs["item"] or packs["item2"]
        total, left = n * m, rest[: packs.start()] + " # " + rest[packs.end() :]
        made = f"{n} × {m} = {total} "
    else:
        items = _ITEMS.search(rest)
        if items is None:
            return None
        total, item = int(items["t"]), items["item"]
        left, made = rest[: items.start()] + " # " + rest[items.end() :], ""
    if _NOT_ITEMS.match(item) or re.search(r"\d", left) or count < 2 or total < count:
        return None
    each, over = divmod(total, count)
    de = language == "de"
    shown = f"{made}{'' if de else item}".strip()
    start = f"{shown}; " if made else ""
    if de:
        extra = f", {over} {'bleibt' if over == 1 else 'bleiben'} übrig" if over else ""
        return f"{start}{total} ÷ {count} = {each} pro Person{extra}.".replace("  ", " ")
    extra = f", {over} left over" if over else ""
    return f"{start}{total} ÷ {count} = {each} each{extra}."


# --- a shared cost split again when some drop out ---------------------------------------------

_GROUP = re.compile(
    rf"(?<![\d.,])(?P<p>\d{{1,3}})\s+(?:{_PEOPLE_WORDS}|ways)\b"
    r"|\b(?:between|among|amongst|by|unter|durch|auf)\s+(?P<p2>\d{1,3})\b(?![.,]\d)"
    r"|\b(?:we were|we are|we're|there were|wir waren|wir sind)\s+(?P<p3>\d{1,3})\b(?![.,]\d)",
    re.IGNORECASE,
)
_GONE = re.compile(
    r"(?<![\d.,])(?P<d>\d{1,2})\s+(?:of\s+(?:us|them)\s+|people\s+|friends\s+|guests\s+|leute\s+"
    r"|davon\s+|von uns\s+|personen\s+)?(?:(?:have|has|just|now|then|later|sind|haben|nun|jetzt"
    r"|dann)\s+)*(?:bailed|bail|dropped out|drop out|dropping out|pulled out|backed out|cancel+ed"
    r"|cancel|can'?t come|cannot come|couldn'?t come|can'?t make it|aren'?t coming|are not coming"
    r"|won'?t come|left|quit|abgesprungen|springen ab|sagen ab|haben abgesagt|abgesagt|fallen (?:weg"
    r"|aus)|kommen nicht|können nicht|sind raus|steigen aus|ausgestiegen)\b",
    re.IGNORECASE,
)
_AMOUNT = re.compile(
    rf"(?<![\w.,])[$€£]?\s*(?P<x>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?|bucks|quid)?(?![\w%])"
    r"(?P<each>\s*(?:each|per person|per head|a head|apiece|pro person|pro kopf|jeder|each of us))?",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\b(?:how much|what|wie ?viel|was)\b|\b(?:each|now|jetzt|jede[rn]?|pro (?:person|kopf))\b",
    re.IGNORECASE,
)


def dropped_out(text: str) -> bool:
    """Whether ``text`` says some of a group dropped out ("2 bailed", "zwei haben abgesagt")."""
    return _GONE.search(number_words.as_digits(text)) is not None


def cost_resplit(text: str, language: str) -> str | None:
    """ "the cabin costs 1200 split between 8 people but 2 dropped out, how much does each pay
    now" → "Before: 1,200 ÷ 8 = 150 each; now 1,200 ÷ 6 = 200 each, 50 more."."""
    said = number_words.as_digits(text)
    gone = _GONE.search(said)
    if gone is None or not _ASKS.search(said):
        return None
    rest = said[: gone.start()] + " # " + said[gone.end() :]
    group = _GROUP.search(rest)
    if group is None:
        return None
    people, dropped = int(group["p"] or group["p2"] or group["p3"]), int(gone["d"])
    rest = rest[: group.start()] + " # " + rest[group.end() :]
    amounts = list(_AMOUNT.finditer(rest))
    if len(amounts) != 1 or people > 100 or not 0 < dropped < people:
        return None
    value = amount(amounts[0]["x"])
    if not value:
        return None
    total = value * people if amounts[0]["each"] else value
    stay = people - dropped
    before, now = total / people, total / stay
    more = money(now - before, language)
    shown = money(total, language)
    if amounts[0]["each"]:
        shown = f"{money(value, language)} × {people} = {shown}; "
        if language == "de":
            return f"{shown}jetzt {money(total, language)} ÷ {stay} = {money(now, language)} pro Person, {more} mehr."
        return f"{shown}now {money(total, language)} ÷ {stay} = {money(now, language)} each, {more} more."
    if language == "de":
        return (
            f"Vorher {shown} ÷ {people} = {money(before, language)} pro Person; jetzt {shown} ÷"
            f" {stay} = {money(now, language)} pro Person, {more} mehr."
        )
    return (
        f"Before: {shown} ÷ {people} = {money(before, language)} each; now {shown} ÷ {stay} ="
        f" {money(now, language)} each, {more} more."
    )


READERS = (("cost_resplit", cost_resplit), ("items_shared", items_shared))
