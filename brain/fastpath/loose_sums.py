"""Everyday sums said in a sentence of one's own: the rules match the usual ways of asking
("a 15% tip on 64"); people also put the numbers first and the question after, with words
between ("bill is 64 bucks, whats a 15% tip", "jacket was 85€, now 20% off. new price?",
"dinner was 137.50 and theres 5 of us, how much each", "meeting starts 14:30 and goes 1h45,
when am i free"). This reads such a sentence by its parts, in any order: the amounts of money,
a percentage, a number of people, a time of day and a duration, and the words that say what
is wanted. It answers only when exactly one reading fits and the sentence asks for it.
"""

from __future__ import annotations

import re
from datetime import datetime
from fractions import Fraction
from typing import Any

from brain.fastpath import (
    loose_count_back,
    loose_group,
    loose_guard,
    loose_habits,
    loose_more,
    loose_per_head,
    loose_price_off,
    loose_share,
    loose_uneven,
    loose_whole,
    measures,
    travel_time,
)
from brain.fastpath.clock import SPAN, read_duration, read_time, said_time, shifted
from brain.fastpath.loose_zone import ZONE
from brain.fastpath.reckon import discount, said_number, share, tip
from brain.text import words_language

_NUMBER_WORDS = {
    **dict.fromkeys(("two", "zwei", "zweit"), 2),
    **dict.fromkeys(("three", "drei", "dritt"), 3),
    **dict.fromkeys(("four", "vier", "viert"), 4),
    **dict.fromkeys(("five", "fünf", "fuenf", "fünft", "fuenft"), 5),
    **dict.fromkeys(("six", "sechs", "sechst"), 6),
    **dict.fromkeys(("seven", "sieben", "siebt"), 7),
    **dict.fromkeys(("eight", "acht"), 8),
    **dict.fromkeys(("nine", "neun", "neunt"), 9),
    **dict.fromkeys(("ten", "zehn", "zehnt"), 10),
    **dict.fromkeys(("eleven", "elf"), 11),
    **dict.fromkeys(("twelve", "zwölf", "zwoelf"), 12),
}
_COUNT = r"(\d{1,3}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")(?![.,]\d)"
_PEOPLE = re.compile(
    rf"\b{_COUNT}\s+(?:of\s+us|people|ppl|persons?|personen|leute|leuten|friends|freunde"
    r"|freunden|ways|guests|gäste|gaeste|heads|adults|erwachsene|kids|children|kinder|kindern)\b"
    rf"|\b(?:between|among|amongst|by|zu|durch|unter)\s+(?:the\s+|uns\s+)?{_COUNT}\b"
    rf"|\b(?:we(?:'re|\s+are|\s+were)|there(?:'?s|\s+are|\s+were)|wir\s+(?:sind|waren))"
    rf"\s+(?:zu\s+)?{_COUNT}\b",
    re.IGNORECASE,
)
_PERCENT = re.compile(r"(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:%|percent\b|per\s*cent\b|prozent\b|pct\b)")
_CLOCK = re.compile(
    r"(?<![\d.,:])(\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?|\d{1,2}\s*uhr"
    r"|(?:(?<=\bat )|(?<=\bum )|(?<=\bab ))\d{1,2}(?![\d:]|[.,]\d|\s*(?:h\b|hours?|hrs?|min|std"
    r"|stunden|minuten|people|leute|euros?|dollars?|bucks|€|\$)))(?![\d%])",
    re.IGNORECASE,
)
_MONEY = re.compile(
    r"(?<![\w.,:])[$€£]?\s*(\d{1,7}(?:[.,]\d{1,2})?)\s*(?:[$€£]|dollars?\b|euros?\b|eur\b"
    r"|bucks\b|pounds?\b|quid\b|usd\b|chf\b|franken\b)?(?![\w%:]|[.,]\d)",
    re.IGNORECASE,
)
_PRICED = re.compile(
    r"[$€£]|\b(?:dollars?|euros?|eur|bucks|pounds?|quid|usd|chf|franken|bill|check|tab|total"
    r"|price\w*|cost\w*|paid|pay|spent|dinner|lunch|breakfast|brunch|meal|drinks|pizza|taxi"
    r"|uber|cab|rent|groceries|tickets?|gift|present|hotel|airbnb|rechnung|kostet|kosten"
    r"|preis\w*|bezahlt|gezahlt|zahlen|summe|betrag|essen|miete|geschenk|einkauf)\b",
    re.IGNORECASE,
)
"""Words that make a bare number an amount of money."""
_TIP = re.compile(
    r"\b(?:tip|tipping|trinkgeld|gratuity)\b|\bleave\s+(?:a\s+)?\d{1,2}\s*(?:%|percent|per\s*cent)|\btips\b(?=.*(?:%|percent|prozent|[$€£]|bucks|dollars?"
    r"|euros?))|\b(?:what|how\s+much)\s+(?:do|should|would)\s+i"
    r"\s+leave\b",
    re.IGNORECASE,
)
_OFF = re.compile(
    r"\b(?:off|discount\w*|sale|reduced|rabatt\w*|reduziert\w*|runtergesetzt|nachlass"
    r"|günstiger|guenstiger|billiger)\b",
    re.IGNORECASE,
)
_EACH = re.compile(
    r"\b(?:each|apiece|per\s+(?:person|head)|everyone|everybody|split\w*|divid\w*|share"
    r"|pro\s+(?:person|kopf|nase)|jede[rnms]?|teilen|aufteilen|aufgeteilt|geteilt"
    r"|(?:my|mein(?:en)?)\s+(?:part|share|cut|anteil)|anteil)\b",
    re.IGNORECASE,
)
_FREE = re.compile(
    r"\bwhen(?:\s+(?:am|are|will|do|does|is|would|'?s)|['’]?s)\s+(?:i|we|it|this|that|the\s+\w+)\s+"
    r"(?:be\s+)?(?:free|done|finished|over|back|out|end|ending|finish|finishing|through"
    r"|get\s+(?:out|off)|clock\s+out|go\s+home)\b|\bwhat\s+time\s+(?:am\s+i|will\s+(?:i|we|it)\s+be|does\s+it"
    r"|do\s+(?:i|we)|is\s+it)\b|\bwann\s+(?:bin\s+ich|sind\s+wir|ist\s+(?:es|das|sie|er))\s+"
    r"(?:frei|fertig|vorbei|zurück|zurueck|da|aus|durch)\b|\bum\s+wie\s*viel\s+uhr\b",
    re.IGNORECASE,
)
_ARRIVE = re.compile(
    r"\bwhen\s+(?:do|will|would|shall|am|are)\s+(?:i|we)\s+(?:be\s+)?(?:arrive|land|get\s+"
    r"(?:there|home|in)|there|home)\b|\bwhat\s+time\s+(?:do|will|would)\s+(?:i|we)\s+"
    r"(?:arrive|land|get\s+(?:there|home|in)|be\s+(?:there|home))\b|\bwann\s+(?:bin\s+ich"
    r"|sind\s+wir|komm\w*\s+(?:ich|wir)|lande\w*\s+(?:ich|wir))\s+(?:da|an|zuhause|zu\s+hause"
    r"|dort)\b",
    re.IGNORECASE,
)
_LEAVE = re.compile(
    r"\bwhen\s+(?:do|should|must|shall|would)\s+(?:i|we)\s+(?:have\s+to\s+|need\s+to\s+)?"
    r"(?:leave|go|set\s+off|head\s+out|start|get\s+going)\b|\bwhat\s+time\s+(?:do|should"
    r"|must)\s+(?:i|we)\s+(?:leave|go|set\s+off|head\s+out)\b|\bwann\s+(?:muss|sollte|soll"
    r"|müssen|muessen|sollten)\s+(?:ich|wir)\s+(?:los\w*|gehen|fahren|aufbrechen|starten)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\?|\b(?:how\s+much|how\s+many|what(?:'?s|\s+is|\s+would)?|whats|new\s+price|calc\w*"
    r"|work\s+out|figure\s+out|wie\s*viel|wieviel|was\s+(?:ist|sind|macht|kostet|zahl\w*|bleibt|spar\w*)"
    r"|rechne\w*|ausrechnen|each|pro\s+(?:person|kopf|nase)|jede[rnms]?|split\s+(?:(?:it|this|that"
    r"|the\s+(?:bill|total|check))\s+)?(?:between|among|by)|teil\w*\s+(?:es|das)\s+(?:durch|unter|auf))\b",
    re.IGNORECASE,
)
_ELSEWHERE = re.compile(
    r"\b(?:remind\w*|erinner\w*|remember|merk\w*|(?<![\d€$£] )(?<![\d€$£])(?<!welche )(?<!meine )(?<!deine )(?<!die )note(?!\s+(?:brauch|bräucht|braeucht)\w*)|notier\w*|save\s+(?:that|this|it)|speicher\w*|schedule"
    r"|project|projekt\w*|research\w*|recherch\w*|look\s+up|find|compare|vergleich\w*)\b",
    re.IGNORECASE,
)


def _count(said: str) -> int | None:
    key = said.lower()
    return int(key) if key.isdigit() else _NUMBER_WORDS.get(key)


def _people(text: str) -> tuple[int | None, str]:
    """How many people share (or None), and the text without that count."""
    found = list(_PEOPLE.finditer(text))
    counts = {_count(next(g for g in m.groups() if g)) for m in found}
    if len(counts) != 1:
        return None, text
    n = counts.pop()
    if n is not None and _AND_ME.search(text):
        n += 1  # "me and 3 friends" are four
    return (n if n is not None and 2 <= n <= 999 else None), _PEOPLE.sub(" ", text)


_AND_ME = re.compile(
    r"\b(?:me|i|ich|mir)\s+(?:and|und|plus|\+|&)\s+(?:my\s+|meine[n]?\s+)?\S+\s+(?:friends|mates"
    r"|buddies|colleagues|coworkers|others|people|freunde|freunden|kollegen|leute)\b"
    r"|\b(?:with|mit)\s+(?:my\s+|meinen\s+)?\S+\s+(?:friends|mates|buddies|colleagues|coworkers"
    r"|freunden|kollegen)\b|\b(?:friends|mates|buddies|colleagues|coworkers|freunde|kollegen)"
    r"\s+(?:and|und|plus|\+|&)\s+(?:me|i|ich)\b",
    re.IGNORECASE,
)
"""The user counted with the others: "me and 3 friends", "i went out with 4 colleagues"."""


def _only(pattern: re.Pattern[str], text: str) -> tuple[str | None, str, int]:
    """The one thing ``pattern`` finds (None unless exactly one), the text without all it
    found, and how many it found."""
    found = [m.group(1) if m.group(1) is not None else m.group(0) for m in pattern.finditer(text)]
    return (found[0] if len(found) == 1 else None), pattern.sub(" ", text), len(found)


def _language(text: str, language: str) -> str:
    return words_language(text) or ("de" if language == "de" else "en")


_PER_PERIOD = re.compile(
    r"\b(?:a|an|per|every|each|pro|jede[nrs]?|in der|die|im) (?:week|woche|month|monat|day|tag)\b",
    re.IGNORECASE,
)
_BEFORE_OFF = re.compile(
    r"\b(?:original(?:ly)?|before (?:the )?(?:discount|sale|reduction)|full price|regular price"
    r"|was it before|used to cost|normal price|ursprünglich\w*|vorher|regulär\w*|normalpreis"
    r"|ohne rabatt)\b",
    re.IGNORECASE,
)
"""The price before the discount asked for, from the price after it."""
_TIP_IN = r"(?:\d{1,2}\s*%\s*)?(?:tip|tips|gratuity|service|trinkgeld|bedienung)"
_TIP_INCLUDED = re.compile(
    rf"\b{_TIP_IN}\s+(?:is\s+|was\s+|'s\s+|ist\s+|war\s+)?(?:already\s+|schon\s+|bereits\s+)?"
    r"(?:included|incl\.?|inclusive|inkl\.?|inklusive|inbegriffen|enthalten|(?:mit\s+)?drin|dabei"
    r"|added|paid|bezahlt)(?!\w)"
    rf"|\b(?:already\s+|schon\s+|bereits\s+)?(?:incl\.?|including|inclusive\s+of|inkl\.?|inklusive"
    rf"|einschlie(?:ß|ss)lich)\s+(?:the\s+|a\s+|dem\s+|das\s+|der\s+)?{_TIP_IN}\b"
    rf"|\b(?:already|schon|bereits)\s+(?:with|mit)\s+(?:the\s+|a\s+|dem\s+)?{_TIP_IN}\b"
    r"|\balready\s+tipped\b",
    re.IGNORECASE,
)
"""A tip already in the amount ("73.20 tip included", "inkl. Trinkgeld"): no tip is asked, and
a percentage said with it is no part of the sum."""


def read(text: str, now: datetime, language: str = "en") -> tuple[str, str, str] | None:
    """``(kind, answer, language)`` for an everyday sum said in a sentence, or a measure with
    two meanings (:mod:`brain.fastpath.measures`), or None. The answer is in the sentence's
    language (``language`` when the words do not tell)."""
    said_in = _language(text, language)
    woke = loose_count_back.count_back(text, said_in)  # "taxi 35 min, when do i get up / leave"
    bed = None if woke is not None else loose_habits.bedtime(text, said_in)  # "… when to bed"
    heads = None if woke or bed else loose_per_head.per_head(text, said_in)  # before a split
    found = (
        ("get_up", woke)
        if woke is not None
        else ("bedtime", bed)
        if bed is not None
        else ("per_head", heads)
        if heads is not None
        else _read(text, now, language)
    )
    found = _whole(text, found)
    if found is None and not _ELSEWHERE.search(text):  # "a quarter off", "1.200 € - 15 %"
        off = loose_price_off.price_off(text, said_in, now)
        found = None if off is None else ("discount", off)
    if found is None and not _ELSEWHERE.search(text):
        found = _whole(text, loose_more.read(text, said_in, now))
    if found is None and not _ELSEWHERE.search(text):
        found = loose_whole.read(text, said_in)  # what the readers of one step leave
    if found is None and not _ELSEWHERE.search(text):
        took = travel_time.read(text, said_in)
        found = _whole(text, None if took is None else ("travel_time", took))
    if found is None and not _ELSEWHERE.search(text):
        measured = measures.read(text, said_in)
        found = None if measured is None else ("measure", measured)
    return None if found is None else (*found, said_in)


def _whole(text: str, found: tuple[str, str] | None) -> tuple[str, str] | None:
    """``found`` unless its answer is only a step of what ``text`` asks (then none)."""
    return None if found is None or not loose_guard.addresses(text, found[1]) else found


def _read(text: str, now: datetime, language: str) -> tuple[str, str] | None:
    if _ELSEWHERE.search(text):
        return None
    language = _language(text, language)
    clock = _clock(text, language)
    if clock is not None:
        return "clock", clock
    if not _ASKS.search(text):
        return None
    included = _TIP_INCLUDED.search(text) is not None
    text = _TIP_INCLUDED.sub(" ", text)  # "service included, 3 of us": a split, not a tip
    n, rest = _people(text)
    if n is not None and (extra := loose_group.split_with_extra(rest, n, language)) is not None:
        return "share", extra  # "plus 8 euro trinkgeld", "we round up to 90"
    pct, rest, pcts = _only(_PERCENT, rest)
    amount, rest, _ = _only(_MONEY, rest)
    if amount is None or pcts > 1 or re.search(r"\d", rest):
        return None
    values: dict[str, Any] = {"amount": amount, "pct": pct, "n": n}
    if _TIP.search(text):
        said = tip(values, now, language)
        if said is not None and n is not None and pct is not None:
            total = _total(amount, pct, plus=True)
            each = share({"amount": total, "n": n}, now, language)
            said = f"{said} {each}" if each else said
        return ("tip", said) if said else None
    if pct is not None and _OFF.search(text) and _BEFORE_OFF.search(text):
        share_off = Fraction(str(pct).replace(",", "."))
        if not 0 < share_off < 100:
            return None  # "63 after 30% off, what was the original price": 63 ÷ 0.7 = 90
        price = Fraction(str(amount).replace(",", ".")) / (1 - share_off / 100)
        shown = said_number(Fraction(round(price * 100), 100), language, money=True)
        if language == "de":
            return "discount", f"Vorher: {amount} ÷ (1 − {pct} %) = {shown}."
        return "discount", f"Before the discount: {amount} ÷ (1 − {pct}%) = {shown}."
    if pct is not None and _OFF.search(text):
        said = discount(values, now, language)
        return ("discount", said) if said else None
    if (
        pct is None
        and n is not None
        and _EACH.search(text)
        and (included or _PRICED.search(text))
        and not _PER_PERIOD.search(text)  # "3 kids, each gets 12.50 a week": times, not split
        and not loose_group.asks_each_per_span(text)  # "… pro person und monat": loose_group
        and not loose_share.dropped_out(text)  # "we were 6, two cancelled": split again
        and not loose_uneven.one_pays_own(text)  # "anna only had a salad": not even
        and not loose_per_head.PRICED_EACH.search(text)  # "35 each": paid each already
    ):
        said = share(values, now, language)
        return ("share", said) if said else None
    return None


def _total(amount: str, pct: str, *, plus: bool) -> str:
    from brain.fastpath.units import count_of

    bill, part = count_of(amount.replace(",", ".")), count_of(pct)
    if bill is None or part is None:
        return amount
    total = bill * (100 + part if plus else 100 - part) / 100
    return f"{float(total):.2f}"


def _clock(text: str, language: str) -> str | None:
    """ "meeting starts 14:30 and goes 1h45, when am i free" → "14:30 plus 1 h 45 min is
    16:15."."""
    goal = next(
        (
            g
            for g, cue in (("leave", _LEAVE), ("arrive", _ARRIVE), ("end", _FREE))
            if cue.search(text)
        ),
        None,
    )
    if goal == "leave" and loose_count_back.lasts(text):
        goal = "end"  # "the meeting is at 10 and lasts 45 min, when do i leave": its end
    if goal is None and ZONE.search(text) and _LANDS.search(text):
        goal = "arrive"  # "… 9 hours behind, local time when we land?"
    if goal is None:
        return None
    at, rest, _ = _only(_CLOCK, text)
    if at is None:
        return None
    zone = ZONE.search(rest)
    if zone is not None:
        rest = rest[: zone.start()] + " " + rest[zone.end() :]
    spans = [m.group(0) for m in SPAN.finditer(rest)]
    rest = SPAN.sub(" ", rest)
    if not 1 <= len(spans) <= 3 or re.search(r"\d", rest) or read_time(at) is None:
        return None
    lengths = [read_duration(span) for span in spans]
    if any(length is None for length in lengths):
        return None
    takes = spans[0] if len(spans) == 1 else f"{sum(filter(None, lengths))} min"
    if zone is not None and goal in ("arrive", "end"):
        return _in_local_time(at, takes, zone, language)
    return shifted(at, takes, goal, language)  # "7.5 hrs plus a 30 min break": both


_LANDS = re.compile(
    r"\b(?:land|lands|landing|arrive|arrives|arriving|arrival|touch\s+down|local\s+time|lande\w*"
    r"|landung|ankunft|ankomm\w*|komm\w*\s+(?:wir|ich|er|sie|man)\s+(?:dort\s+)?an|ortszeit)\b",
    re.IGNORECASE,
)
"""An arrival asked, with a time difference said ("what's the local time when we land")."""


def _in_local_time(at: str, takes: str, zone: re.Match[str], language: str) -> str | None:
    """ "leaves at 10:30, takes 9 h 45 min, the other place is 7 hours behind" → the arrival in
    the starting place's time, then in the other place's."""
    start, length = read_time(at), read_duration(takes)
    if start is None or length is None:
        return None
    minutes, twelve = start
    hours = Fraction(zone["n"].replace(",", "."))
    way = zone["way"].lower()
    behind = way.startswith(
        ("behind", "earlier", "zurück", "zurueck", "hinter", "früher", "frueher")
    )
    shift = round(hours * 60) * (-1 if behind else 1)
    there, local = minutes + length, minutes + length + shift
    home_time, far_time = said_time(there, twelve=twelve), said_time(local, twelve=twelve)
    day = local // (24 * 60) - minutes // (24 * 60)
    later = {1: (" the next day", " am nächsten Tag"), -1: (" the day before", " am Vortag")}.get(
        day, ("", "")
    )
    n = said_number(hours, language)
    if language == "de":
        return (
            f"{at} + {takes} = {home_time} Uhr am Abflugort; {n} Std. {'zurück' if behind else 'voraus'}"
            f" sind das {far_time} Uhr Ortszeit{later[1]}."
        )
    return (
        f"{at} + {takes} = {home_time} at home; {n} h {'behind' if behind else 'ahead'}, that's"
        f" {far_time} local time{later[0]}."
    )
