"""What a group pays. A bill split with a tip said as an amount or as a rounded total (read by
:func:`brain.fastpath.loose_sums.read`, which counts the group: "wir sind zu viert", "4 of
us"): "wir sind zu viert, rechnung 86 euro plus 8 euro trinkgeld, was zahlt jeder" → "86 + 8
Trinkgeld = 94; 94 ÷ 4 = 23,50 pro Person."; "bill is 86, we round up to 90, 4 of us, how much
each" → "Rounded up to 90 (4 tip); 90 ÷ 4 = 22.50 each.". Amounts shared by a group
(:func:`group_split`, in turn of :mod:`brain.fastpath.loose_between`): "7 of us, 1,260 plus a
140 cleaning fee, what does each pay" → 200; and per person and per night (day, month, session)
when both are asked: "6 of us, cabin costs 900 for 3 nights, per person per night" → "6 people,
3 nights: 900 ÷ 6 ÷ 3 = 50 per person per night; 150 per person in all.", "gym for the 3 of us
is 129 a quarter, per person per month" (a quarter counted as 3 months)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain import plurals
from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money, to_cents
from brain.fastpath.loose_scaled import with_currency
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


# --- amounts shared by a group, and by the nights (days, months) they pay for -------------------

_N = r"\d{1,7}(?:[.,]\d{1,3})?"
_ZU = {"zweit": 2, "dritt": 3, "viert": 4, "fünft": 5, "fuenft": 5, "sechst": 6, "siebt": 7,
       "acht": 8, "neunt": 9, "zehnt": 10}  # fmt: skip
_GROUP = re.compile(
    r"\b(?:(?P<a>\d{1,2}) of us|we(?:'re| are) (?P<b>\d{1,2})|(?P<c>\d{1,2}) (?:people|persons|ppl"
    r"|friends|adults|guests|of them)|split (?:\w+ )?(?:between|among|by|in) (?P<d>\d{1,2})"
    r"|(?P<e>\d{1,2}) (?:von uns|leute|personen|freunde)|wir sind (?P<f>\d{1,2}))\b",
    re.IGNORECASE,
)
_PARTY = re.compile(
    rf"{_GROUP.pattern}|\b(?:(?:wir sind |we're |we are )?zu (?P<zu>{'|'.join(_ZU)})"
    r"|(?:me|i|ich) (?:and|und|\+|&) (?:my |meine[n]? )?(?P<me>\d{1,2}) (?:\w+ )?(?:friends|mates"
    r"|buddies|colleagues|coworkers|others|people|freunde|freunden|freundinnen|kollegen|kumpels"
    r"|leute|andere[n]?))\b",
    re.IGNORECASE,
)
"""A group's size when each one's share per night (day, month) is asked: also "wir sind zu
dritt", "me and 3 friends" (four)."""
_EACH_PAYS = re.compile(
    r"\b(?:each|per person|per head|a head|everyone|everybody|apiece|pro (?:person|kopf|nase)"
    r"|je person|jede[rn]?|each of us|für jeden|fuer jeden)\b",
    re.IGNORECASE,
)
_AMOUNT = re.compile(
    rf"(?<![\w.,])[$€£]?\s*(?P<x>{_N})\s*(?:[$€£]|euros?|eur|dollars?|bucks)?(?![\w%])", re.I
)
_MONEY_WORDS = re.compile(
    r"[$€£]|\b(?:pay|paid|pays|owe|cost|costs|fee|fees|price|bill|rent|total|euros?|dollars?|bucks"
    r"|quid|bezahl\w*|zahl\w*|kostet|kosten|miete|rechnung|geb(?:ü|ue)hr\w*)\b",
    re.IGNORECASE,
)
_BY_RATE = re.compile(
    r"\b(?:per|a|each|pro|je) (?:night|nacht|day|tag|hour|stunde|week|woche)\b", re.I
)


def _people(group: re.Match[str]) -> int:
    """How many the group is ("me and 3 friends" are four)."""
    if group["zu"]:
        return _ZU[group["zu"].lower()]
    return int(next(g for g in group.groups() if g)) + (1 if group["me"] else 0)


def group_split(text: str, language: str) -> str | None:
    """ "7 of us renting a cabin, its 1,260 plus a 140 cleaning fee, what does each person pay"
    → "1,260 + 140 = 1,400; split 7 ways that's 200 each."; per person and per night (day,
    month) when both are asked (:func:`_per_each_span`)."""
    said = number_words.as_digits(text)
    party, both = _PARTY.search(said), _asked_span(said)
    if party is not None and both is not None:
        return _per_each_span(said, party, both, language)
    group = _GROUP.search(said)
    if (
        group is None
        or both is not None
        or not _EACH_PAYS.search(said[group.end() :])
        or _BY_RATE.search(said)
    ):
        return None
    if one_pays_own(said):
        return None  # one pays only their own (brain.fastpath.loose_uneven)
    if not _MONEY_WORDS.search(said):
        return None  # "we are 4 and have 2 cars, how many each": no money
    people = int(next(g for g in group.groups() if g))
    rest = said[: group.start()] + " " + said[group.end() :]
    rest = _SPAN.sub(" ", rest)  # "900 for 3 nights, how much each": the 3 is no amount
    amounts = [a for a in (amount(m["x"]) for m in _AMOUNT.finditer(rest)) if a]
    if people < 2 or not amounts or len(amounts) > 4:
        return None
    total = sum(amounts, Fraction(0))
    summed = " + ".join(money(a, language) for a in amounts)
    summed = f"{summed} = {money(total, language)}" if len(amounts) > 1 else money(total, language)
    each = money(total / people, language)
    if language == "de":
        return f"{summed}; durch {people} geteilt sind das {each} pro Person."
    return f"{summed}; split {people} ways that's {each} each."


_KIND = {
    **dict.fromkeys(("night", "nights", "nite", "nites", "nacht", "nächte", "naechte", "übernachtung",
                     "übernachtungen", "uebernachtung", "uebernachtungen"), "night"),
    **dict.fromkeys(("day", "days", "tag", "tage", "tagen"), "day"),
    **dict.fromkeys(("week", "weeks", "woche", "wochen"), "week"),
    **dict.fromkeys(("month", "months", "monat", "monate", "monaten"), "month"),
    **dict.fromkeys(("hour", "hours", "stunde", "stunden"), "hour"),
    **dict.fromkeys(("session", "sessions", "lesson", "lessons", "class", "classes", "visit",
                     "visits", "training", "trainings", "termin", "termine", "terminen", "einheit",
                     "einheiten", "sitzung", "sitzungen", "besuch", "besuche"), "session"),
    **dict.fromkeys(("quarter", "quartal", "vierteljahr"), "quarter"),
    **dict.fromkeys(("year", "jahr"), "year"),
    **dict.fromkeys(("fortnight",), "fortnight"),
}  # fmt: skip
"""What a span is counted in, by each word that names it."""
_ADVERB = {
    **dict.fromkeys(("nightly",), "night"),
    **dict.fromkeys(("daily", "täglich", "taeglich"), "day"),
    **dict.fromkeys(("weekly", "wöchentlich", "woechentlich"), "week"),
    **dict.fromkeys(("monthly", "monatlich"), "month"),
    **dict.fromkeys(("quarterly", "vierteljährlich", "vierteljaehrlich", "quartalsweise"),
                    "quarter"),
    **dict.fromkeys(("yearly", "annually", "jährlich", "jaehrlich"), "year"),
}  # fmt: skip
_IN = {("week", "day"): 7, ("week", "night"): 7, ("fortnight", "day"): 14,
       ("fortnight", "night"): 14, ("fortnight", "week"): 2, ("quarter", "month"): 3,
       ("quarter", "week"): 13, ("year", "month"): 12, ("year", "week"): 52, ("year", "quarter"): 4,
       ("year", "day"): 365}  # fmt: skip
"""How many of the second span one of the first holds."""
_WORDS = "|".join(sorted(_KIND, key=len, reverse=True))
_ONE_WORDS = "|".join(sorted(_ADVERB, key=len, reverse=True))
_SPAN = re.compile(
    rf"(?<![\d.,])(?P<n>\d{{1,3}})\s+(?:more\s+|weitere\s+)?(?P<u>{_WORDS})\b"
    rf"|\b(?:for|over|für|fuer|über|ueber)\s+(?P<a>a|an|one|1)\s+(?P<u2>{_WORDS})\b",
    re.IGNORECASE,
)
"""A count of spans: "3 nights", "7 nächte", "10 sessions", "for a week"."""
_EACH_WORD = (
    r"(?:per|a|an|each|every|for\s+each|pro|je|im|am|in\s+the|in\s+der|die|/)\s*"
    rf"(?P<u>{_WORDS})\b|\b(?P<adv>{_ONE_WORDS})\b"
)
_PERSON = (
    r"(?:per\s+(?:person|head|guest)|a\s+(?:head|person)|each(?:\s+of\s+us)?|apiece|every(?:one"
    r"|body)|pp|pro\s+(?:person|kopf|nase|gast)|je\s+(?:person|kopf)|jede[rn]?|für\s+jeden"
    r"|fuer\s+jeden)"
)
_PER_SPAN = re.compile(rf"(?:(?<=\s)|(?<=^)|(?<=/)){_EACH_WORD}", re.IGNORECASE)
_AND_SPAN = re.compile(
    rf"\b{_PERSON}\s*(?:und|and|&|/|,)\s*(?:(?:per|pro|je|a|an|each|die)\s+)?(?P<u>{_WORDS})\b",
    re.IGNORECASE,
)
_PER_PERSON = re.compile(rf"\b{_PERSON}\b", re.IGNORECASE)
_PRICED = re.compile(r"(?:\d|[$€£]|\b(?:euros?|eur|dollars?|bucks|quid))\s*$", re.IGNORECASE)
_FOR = re.compile(r"\b(?:for|over|für|fuer|über|ueber|in|within)\s*$", re.IGNORECASE)
_COUNTED = re.compile(r"\bhow\s+many\b|\bwie\s*viele\b", re.IGNORECASE)
_MEASURED = re.compile(
    r"\d\s*(?:%|km|kms|miles?|kg|kilos?|g|lbs?|l|litres?|liters?|ml|m|cm|h|hrs?|mins?|minutes?"
    r"|minuten|std|kwh|gb|°)(?!\w)",
    re.IGNORECASE,
)


def asks_each_per_span(text: str) -> bool:
    """Whether ``text`` asks what each of a group pays per night (day, month): not what the
    whole group pays per night."""
    said = number_words.as_digits(text)
    return _PARTY.search(said) is not None and _asked_span(said) is not None


def _asked_span(said: str) -> tuple[str, str, tuple[int, int]] | None:
    """The span a share per person is asked per ("per person per night", "pro kopf und nacht",
    "each a month", "monthly per person"), the word it is asked by, and where that is said;
    None unless both are."""
    joined = _AND_SPAN.search(said)
    if joined is not None:
        return _KIND[joined["u"].lower()], joined["u"].lower(), joined.span()
    for found in _PER_SPAN.finditer(said):
        if _PRICED.search(said[: found.start()]) or re.match(r"\s*\d", said[found.end() :]):
            continue  # "129 a quarter", "monthly 40": a price given per span
        if _FOR.search(said[: found.start()]):
            continue  # "for a week": a span counted
        rest = said[: found.start()] + " # " + said[found.end() :]
        if not _PER_PERSON.search(rest):
            return None
        word = (found["u"] or found["adv"]).lower()
        return _KIND.get(word) or _ADVERB[word], word, found.span()
    return None


_RATE = re.compile(
    rf"(?<![\w.,])[$€£]?\s*(?P<x>{_N})\s*(?:[$€£]|euros?|eur|dollars?|bucks)?\s*(?:{_EACH_WORD}"
    rf"|(?:every|each|alle)\s+(?P<n>\d{{1,2}})\s+(?P<u2>{_WORDS})\b)"
    rf"|\b(?P<adv2>{_ONE_WORDS})\s+[$€£]?\s*(?P<x2>{_N})\b",
    re.IGNORECASE,
)
"""A price given per span: "129 a quarter", "40 € im monat", "quarterly 129", "every 3 months"."""


def _per_each_span(
    said: str, group: re.Match[str], asked: tuple[str, str, tuple[int, int]], language: str
) -> str | None:
    """ "6 of us, cabin costs 900 for 3 nights, per person per night" → "6 people, 3 nights:
    900 ÷ 6 ÷ 3 = 50 per person per night; 150 per person in all."; a price per a longer span
    counts that span in the one asked ("129 a quarter, per person per month": 3 months)."""
    want, word, (start, end) = asked
    people = _people(group)
    rest = said[: min(start, group.start())] + " # "
    rest += said[min(end, group.end()) : max(start, group.start())] + " # "
    rest += said[max(end, group.end()) :]
    if start < group.end() and group.start() < end:
        return None  # the group said inside what is asked
    spans = list(_SPAN.finditer(rest))
    rates = list(_RATE.finditer(rest))
    if len(spans) + len(rates) != 1 or people < 2 or one_pays_own(said):
        return None
    if spans:
        found = spans[0]
        counted = (found["u"] or found["u2"]).lower()
        kind = _KIND[counted]
        count, given = int(found["n"] or 1), []
        if kind == want == "session" and count > 1:
            word = f"{word} {counted}"  # "pro training" of "10 trainings"
    else:
        found = rates[0]
        said_kind = (found["u"] or found["u2"] or found["adv"] or found["adv2"]).lower()
        kind = _KIND.get(said_kind) or _ADVERB[said_kind]
        count, given = int(found["n"] or 1), [amount(found["x"] or found["x2"])]
    left = rest[: found.start()] + " # " + rest[found.end() :]
    per = count if kind == want else count * _IN.get((kind, want), 0)
    if not per or _MEASURED.search(left):
        return None
    amounts = [a for a in (*given, *(amount(m["x"]) for m in _AMOUNT.finditer(left))) if a]
    if not amounts or len(amounts) > 4 or re.search(r"\d", _AMOUNT.sub(" ", left)):
        return None
    if _COUNTED.search(said) and not (_MONEY_WORDS.search(said) or rates):
        return None  # "6 of us ate 40 pancakes in 2 days, how many …": no money
    span = (count, kind) if kind != want or rates else None
    return _said(said, amounts, people, (per, want, word), span, language)


def _said(
    said: str,
    amounts: list[Fraction],
    people: int,
    per: tuple[int, str, str],
    span: tuple[int, str] | None,
    language: str,
) -> str:
    """ "6 people, 3 nights: 900 ÷ 6 ÷ 3 = 50 per person per night; 150 per person in all."; a
    span said in another ("a quarter is 3 months") is said so."""
    de = language == "de"
    before, after = with_currency(said)
    total = sum(amounts, Fraction(0))

    def cash(value: Fraction) -> str:
        cents = to_cents(value)
        about = "" if cents == value else "etwa " if de else "about "
        return f"{about}{before}{money(cents, language)}{after}"

    summed = " + ".join(f"{before}{money(a, language)}{after}" for a in amounts)
    if len(amounts) > 1:
        summed = f"({summed})"
    count, want, word = per
    one, many = (plurals.span(want, n, language) for n in (1, 2))
    if want == "session":  # "per class", "pro Termin" (of "8 termine")
        asked, _, counted = word.partition(" ")
        one, many = (
            plurals.counted(asked, 1, language),
            counted or plurals.counted(asked, 2, language),
        )
        if de:
            one, many = one.capitalize(), many.capitalize()
    units = f"{count} {one if count == 1 else many}"
    head = f"{people} {'Personen' if de else 'people'}"
    if span is not None and span[:2] != (1, want):
        n, kind = span
        if n == 1:
            a = ("eine" if kind in ("week", "hour") else "ein") if de else "a"
            head += f", {a} {plurals.span(kind, 1, language)} {'hat' if de else 'is'} {units}"
        else:
            head += f", {n} {plurals.span(kind, n, language)} {'sind' if de else 'are'} {units}"
    elif count > 1:
        head += f", {units}"
    sums = f"{summed} ÷ {people}" + (f" ÷ {count}" if count > 1 else "")
    each = cash(total / people / count)
    if de:
        line = f"{head}: {sums} = {each} pro Person und {one}"
    else:
        line = f"{head}: {sums} = {each} per person per {one}"
    if count == 1:
        return line + "."
    if span is not None and span[0] == 1:
        k_one = plurals.span(span[1], 1, language)
        tail = f"pro {k_one}" if de else f"a {k_one}"
    else:
        tail = "insgesamt" if de else "in all"
    return f"{line}; {cash(total / people)} {'pro Person' if de else 'per person'} {tail}."
