"""Sums between two things (see :mod:`brain.fastpath.loose_sums`): the days between two dates
("how many days from march 3 to may 17" → 75), a battery charging or draining at a rate ("at
35% and charges 1% a minute, full in 50 min?" → 85%, no), the price of part of a pack ("the
pack is 1.2 kg for 10.80, how much is 750g worth" → 6.75), and in turn amounts shared by a
group (:func:`brain.fastpath.loose_group.group_split`). Numbers said in words count."""

from __future__ import annotations

import math
import re
from datetime import datetime
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.dates import HOLIDAY, MONTH_PATTERN, MONTHS, read_day
from brain.fastpath.loose_extra import amount, money
from brain.fastpath.loose_group import group_split
from brain.fastpath.reckon import said_number

_N = r"\d{1,7}(?:[.,]\d{1,3})?"

# --- days between two dates -------------------------------------------------------------------

DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th|\.)?\s*(?:of\s+)?(?:{MONTH_PATTERN})\b|(?:{MONTH_PATTERN})\.?\s+\d{{1,2}}"
    r"(?:st|nd|rd|th|\.)?)(?:,?\s+\d{4})?"
)
"""A date said with its month's name ("march 3", "3rd of march", "3. märz"), read by
:func:`brain.fastpath.dates.read_day`."""
_BETWEEN = re.compile(
    r"\bhow (?:many|much) (?:days|nights|weeks)\b.*?\b(?:from|between|since)\s+"
    rf"(?P<a>{DATE})\s+(?:to|and|until|till|through|-)\s+(?P<b>{DATE})"
    r"|\bwie ?viele (?:tage|nächte|naechte|wochen)\b.*?\b(?:vom|von|zwischen(?: dem)?)\s+"
    rf"(?P<c>{DATE})\s+(?:bis(?: zum)?|und(?: dem)?)\s+(?P<d>{DATE})",
    re.IGNORECASE,
)
_BOTH = re.compile(
    r"\b(?:including both|both days|inclusive|count(?:ing)? both|beide tage|inklusive|einschlie(?:ß|ss)lich)"
    r"\b",
    re.IGNORECASE,
)


def days_between(text: str, language: str, now: datetime | None = None) -> str | None:
    """ "how many days from march 3 to may 17? dont count march 3" → "75 days (from 3 March to
    17 May, the first day not counted)"; with "including both" one more."""
    found = _BETWEEN.search(text)
    if found is None:
        return None
    today = (now or datetime.now()).date()
    said_a, said_b = (found["a"], found["b"]) if found["a"] else (found["c"], found["d"])
    first, second = read_day(said_a, today), read_day(said_b, today)
    if first is None or second is None:
        return None
    start, end = first.at(first.year or today.year), second.at(second.year or today.year)
    if start is None or end is None:
        return None
    if end < start and second.year is None:
        end = second.at(end.year + 1)  # "from december 20 to january 6"
        if end is None:
            return None
    days = (end - start).days + (1 if _BOTH.search(text) else 0)
    weeks = f" ({days // 7} weeks and {days % 7} days)" if days >= 14 else ""
    if language == "de":
        weeks = f" ({days // 7} Wochen und {days % 7} Tage)" if days >= 14 else ""
        counted = (
            "beide Tage mitgezählt" if _BOTH.search(text) else "der erste Tag nicht mitgezählt"
        )
        return f"{days} Tage{weeks}, vom {start.day}.{start.month}. bis {end.day}.{end.month}. ({counted})."
    counted = "both days counted" if _BOTH.search(text) else "the first day not counted"
    return (
        f"{days} days{weeks}: from {start.strftime('%B')} {start.day} to {end.strftime('%B')} "
        f"{end.day}, {counted}."
    )


# --- days to go from a day said as today ---------------------------------------------------------

ANY_DATE = rf"(?:{DATE}|\d{{1,2}}\.\d{{1,2}}(?:\.(?:\d{{4}})?|$))"
_TODAY_SAID = re.compile(
    r"\b(?:today is|today'?s|it'?s|it is|date is|heute ist|heute haben wir|wir haben heute"
    rf"|heute)\s+(?:the\s+|der\s+|den\s+)?(?P<today>{ANY_DATE})",
    re.IGNORECASE,
)
_A_DATE = re.compile(rf"(?<![\w.])(?P<day>{ANY_DATE})", re.IGNORECASE)
_HOLIDAY = re.compile(rf"\b(?P<day>{HOLIDAY})(?!\w)", re.IGNORECASE)
"""A holiday as the day to count to, when today's date is said ("it's the 2nd of november, how
many weeks to christmas"; without it :mod:`brain.fastpath.dates` counts from the clock)."""
_TO_GO = re.compile(
    r"\bhow many (?:more\s+)?(?:days|nights|sleeps|weeks)\b|\bhow long (?:until|till|to go|is it|left|do"
    r" (?:i|we) (?:have|wait))\b|\bdays? (?:to go|left|until|till|away|remaining|to wait)\b"
    r"|\bwie ?viele (?:tage|nächte|naechte|wochen)\b|\bwie lange (?:noch|bis|dauert es noch|muss)\b"
    r"|\bin wie vielen tagen\b|\bnoch (?:wie ?viele )?tage\b",
    re.IGNORECASE,
)


def days_to_go(text: str, language: str, now: datetime | None = None) -> str | None:
    """ "today is march 3rd, our holiday starts april 14, how many days to go" → "From March 3
    to April 14: 42 days (6 weeks)."; without a day said as today, from today."""
    if _TO_GO.search(text) is None or _BETWEEN.search(text) is not None:
        return None
    clock = (now or datetime.now()).date()
    said_today = _TODAY_SAID.search(text)
    start = clock
    rest = text
    if said_today is not None:
        named = read_day(said_today["today"], clock)
        start_at = named.at(named.year or clock.year) if named is not None else None
        if start_at is None:
            return None
        start = start_at
        rest = text[: said_today.start()] + " " + text[said_today.end() :]
    dates = [m["day"] for m in _A_DATE.finditer(rest)]
    if said_today is not None and not dates:  # "christmas eve dinner is december 24": the date
        dates = [m["day"] for m in _HOLIDAY.finditer(rest)]
    if len(dates) != 1:
        return None
    target = read_day(dates[0], start)
    end = target.next_from(start) if target is not None else None
    if end is None or end < start:
        return None
    days = (end - start).days
    de = language == "de"
    in_weeks = re.search(r"\b(?:weeks|wochen)\b", text, re.IGNORECASE) is not None
    weeks = f" ({_weeks(days, language)})" if days >= 14 or (in_weeks and days >= 7) else ""
    if de:
        first, last = (f"{d.day}. {MONTHS['de'][d.month - 1]}" for d in (start, end))
        return f"Vom {first} bis {last}: {days} {'Tag' if days == 1 else 'Tage'}{weeks}."
    first, last = (f"{MONTHS['en'][d.month - 1]} {d.day}" for d in (start, end))
    return f"From {first} to {last}: {days} {'day' if days == 1 else 'days'}{weeks}."


def _weeks(days: int, language: str) -> str:
    """ "6 weeks", "3 weeks and 1 day", "4 Wochen und 6 Tage"."""
    whole, more = divmod(days, 7)
    if language == "de":
        rest = f" und {more} {'Tag' if more == 1 else 'Tage'}" if more else ""
        return f"{whole} {'Woche' if whole == 1 else 'Wochen'}{rest}"
    rest = f" and {more} {'day' if more == 1 else 'days'}" if more else ""
    return f"{whole} {'week' if whole == 1 else 'weeks'}{rest}"


# --- a battery at a rate ----------------------------------------------------------------------

_AT = re.compile(r"\b(?:at|on|has|hat|bei|auf)\s+(?P<p>\d{1,3})\s*(?:%|percent|prozent)", re.I)
_RATE = re.compile(
    r"\b(?P<verb>charg\w*|lad\w*|drain\w*|los\w*|drop\w*|verlier\w*|goes down|sinkt)?\s*(?:\w+\s+){0,3}?"
    r"(?:about |roughly |around |like |etwa |ca\.? )?(?P<r>\d{1,2}(?:[.,]\d)?)\s*(?:%|percent|prozent)"
    r"\s*(?:a|an|per|every|each|pro|je|in der|die)\s*(?P<u>minute|min|hour|hr|h|minuten?|stunde)\b",
    re.IGNORECASE,
)
_DOWN = re.compile(
    r"\b(?:drain\w*|los(?:es|ing|t)|drops?|dropping|verlier\w*|goes down|sinkt|entl(?:ä|ae)dt)\b",
    re.I,
)
_IN = re.compile(
    r"\b(?:in|after|nach|within|for)\s+(?P<t>\d{1,4})\s*(?P<u>minutes?|mins?|hours?|hrs?|h|minuten|stunden?)\b"
    r"|\b(?P<t2>\d{1,4})[- ]?(?P<u2>minutes?|mins?|hours?|hrs?|h|minuten|stunden?)[- ](?:\w+[- ])?(?:ride|trip"
    r"|flight|drive|journey|meeting|call|shift|class|fahrt|flug|reise)\b",
    re.IGNORECASE,
)


def battery(text: str, language: str) -> str | None:
    """ "phone is at 35% and charges roughly 1% a minute, will it be full when i leave in 50
    min?" → "35% + 50 × 1% = 85%: not full; it needs 65 minutes to reach 100%."."""
    said = number_words.as_digits(text)
    at, rate, within = _AT.search(said), _RATE.search(said), _IN.search(said)
    if at is None or rate is None or within is None or at.start() == rate.start("r"):
        return None
    level, step = int(at["p"]), amount(rate["r"])
    said_unit = (within["u"] or within["u2"]).lower()
    minutes = int(within["t"] or within["t2"]) * (60 if said_unit.startswith(("h", "s")) else 1)
    per = 60 if rate["u"].lower().startswith(("h", "s")) else 1
    if not step or not 0 <= level <= 100:
        return None
    down = _DOWN.search(said[: rate.end()]) is not None
    spans = Fraction(minutes, per)  # in the rate's unit: minutes or hours
    unit = ("Std." if language == "de" else "h") if per == 60 else "min"
    then = level - step * spans if down else level + step * spans

    def n(value: Fraction) -> str:
        return said_number(Fraction(round(value * 10), 10), language)

    shown = f"{level}% {'−' if down else '+'} {n(spans)} {unit} × {n(step)}% = {n(then if then > 0 else Fraction(0))}%"
    de = language == "de"
    if not down and then >= 100:
        return f"{shown}: {'ja, dann ist er voll' if de else 'yes, it will be full'}."
    if not down:
        need = n((100 - level) / step)
        if de:
            return f"{shown}: noch nicht voll; bis 100 % braucht er etwa {need} {unit}."
        return f"{shown}: not full yet; it needs about {need} {unit} to reach 100%."
    empty = n(level / step)
    if de:
        return f"{shown}; leer ist er nach etwa {empty} {unit}."
    return f"{shown}; it lasts about {empty} {unit} in all."


# --- part of a pack ---------------------------------------------------------------------------

_WEIGHT = r"(?P<{0}>\d{{1,4}}(?:[.,]\d{{1,3}})?)\s*(?P<{1}>kg|kilos?|g|grams?|gramm|l|liters?|litres?|ml)\b"
_PACK = re.compile(
    _WEIGHT.format("q", "u") + r"[^.?!]{0,20}?\b(?:for|costs?|at|is|für|kostet|=)\s*[$€£]?\s*"
    rf"(?P<p>{_N})",
    re.IGNORECASE,
)
_PART = re.compile(
    r"\b(?:how much (?:is|are|would|do|does|for)|what(?:'s| is| does| would| do)|wie ?viel (?:kosten|kostet|sind|ist)"
    r"|was kosten|was kostet)\s+(?:\w+\s+){0,2}?" + _WEIGHT.format("q2", "u2"),
    re.IGNORECASE,
)
_GRAMS = {"kg": 1000, "kilo": 1000, "kilos": 1000, "g": 1, "gram": 1, "grams": 1, "gramm": 1,
          "l": 1000, "liter": 1000, "liters": 1000, "litre": 1000, "litres": 1000, "ml": 1}  # fmt: skip


def part_price(text: str, language: str) -> str | None:
    """ "the pack is 1.2 kg for 10.80. how much is the 750g worth" → "10.80 × 750 g / 1,200 g
    = 6.75."."""
    said = number_words.as_digits(text)
    pack, part = _PACK.search(said), _PART.search(said)
    if pack is None or part is None:
        return None
    whole_q, piece_q = amount(pack["q"]), amount(part["q2"])
    whole = whole_q * _GRAMS[pack["u"].lower()] if whole_q else None
    piece = piece_q * _GRAMS[part["u2"].lower()] if piece_q else None
    price = amount(pack["p"])
    if not whole or not piece or not price or piece > whole * 20:
        return None
    cost = Fraction(price) * piece / whole
    unit = "ml" if pack["u"].lower().startswith(("l", "m")) else "g"
    ratio = f"{said_number(Fraction(piece), language)} {unit} / {said_number(Fraction(whole), language)} {unit}"
    return f"{money(price, language)} × {ratio} = {money(cost, language)}."


# --- from a start towards a goal at a steady rate, and what is left after a loss -------------------

_START = re.compile(
    rf"\b(?:i(?:'ve| have)?|ich|we|wir)\s+(?:have|got|hab\w*|habe|have got|already have|hab schon|habe"
    rf" schon|hab bereits)\s+(?:already\s+|schon\s+|bereits\s+)?(?P<s>{_N})\b",
    re.IGNORECASE,
)
_ADDED = re.compile(
    rf"\b(?:(?:every|each|a|per|jede[nrs]?|pro|die)\s+(?P<p>day|week|month|tag|woche|monat)\w*\s+"
    rf"(?:\w+\s+){{0,3}}?(?P<r>{_N})\b|(?P<r2>{_N})\s+(?:more\s+|new\s+|neue\s+|weitere\s+)?"
    rf"(?:(?!and\b|und\b)\w+\s+){{0,2}}?(?:(?:every|each|a|per|pro|jede[nrs]?|die)\s+(?P<p2>day|week|month|tag|woche|monat))\w*)",
    re.IGNORECASE,
)
_UNTIL = re.compile(
    rf"\b(?:how many (?:days|weeks|months)|how long|when|wie ?viele[nr]? (?:tage[n]?|wochen|monate[n]?)"
    rf"|wie lange|wann)\b.{{0,40}}?\b(?P<g>{_N})\b",
    re.IGNORECASE,
)
_UNITS = {"day": ("day", "days", "Tag", "Tagen"), "tag": ("day", "days", "Tag", "Tagen"),
          "week": ("week", "weeks", "Woche", "Wochen"), "woche": ("week", "weeks", "Woche", "Wochen"),
          "month": ("month", "months", "Monat", "Monaten"), "monat": ("month", "months", "Monat", "Monaten")}  # fmt: skip


def grow_to(text: str, language: str) -> str | None:
    """ "i have 340 stamps and 12 more come every week, after how many weeks do i have 500" →
    "(500 − 340) / 12 = 13.3, so after 14 weeks."."""
    said = number_words.as_digits(text)
    start, added, until = _START.search(said), _ADDED.search(said), _UNTIL.search(said)
    if start is None or added is None or until is None:
        return None
    s0, rate, goal = amount(start["s"]), amount(added["r"] or added["r2"]), amount(until["g"])
    if s0 is None or not rate or goal is None or goal <= s0:
        return None
    count = (goal - s0) / rate
    whole = math.ceil(count)
    unit = _UNITS[(added["p"] or added["p2"]).lower()]
    exact = said_number(Fraction(round(count * 10), 10), language)
    sum_ = (
        f"({said_number(goal, language)} − {said_number(s0, language)}) / "
        f"{said_number(rate, language)} = {exact}"
    )
    if language == "de":
        return f"{sum_}, also nach {whole} {unit[2] if whole == 1 else unit[3]}."
    return f"{sum_}, so after {whole} {unit[0] if whole == 1 else unit[1]}."


_LOSS = re.compile(
    rf"(?P<q>{_N})\s*(?P<u>kg|g|grams?|gramm|l|ml|lbs?|pounds?|oz)\b.{{0,80}}?\b(?P<verb>los(?:e|es|t|ing)"
    rf"|shrinks?|shrink by|gain(?:s|ed)?|grows?|verlier\w*|schrumpf\w*|nimmt)\b\s+(?:about\s+|around\s+"
    rf"|etwa\s+|ca\.?\s+)?(?P<p>\d{{1,2}}(?:[.,]\d)?)\s*(?:%|percent|prozent)",
    re.IGNORECASE,
)


_LOSS_FIRST = re.compile(
    rf"\b(?P<verb>los(?:e|es|t|ing)|shrinks?|gain(?:s|ed)?|grows?|verlier\w*|schrumpf\w*)\s+(?:about\s+"
    rf"|around\s+|etwa\s+)?(?P<p>\d{{1,2}}(?:[.,]\d)?)\s*(?:%|percent|prozent).{{0,60}}?\b(?P<q>{_N})\s*"
    rf"(?P<u>kg|g|grams?|gramm|l|ml|lbs?|pounds?|oz)\b",
    re.IGNORECASE,
)


def after_loss(text: str, language: str) -> str | None:
    """ "if i roast 250g of green beans and they lose 15% of their weight, how much do i end
    up with" → "250 g − 15% = 212.5 g."."""
    said = number_words.as_digits(text)
    found = _LOSS.search(said) or _LOSS_FIRST.search(said)
    if found is None or not re.search(
        r"\b(?:how much|how many|wie ?viel|what'?s left|left|end up|übrig)\b", said, re.I
    ):
        return None
    q, pct = amount(found["q"]), amount(found["p"])
    if not q or not pct:
        return None
    down = not found["verb"].lower().startswith(("gain", "grow", "nimmt"))
    left = q * (1 - pct / 100) if down else q * (1 + pct / 100)
    unit = found["u"].lower()
    shown = said_number(Fraction(round(left * 10), 10), language)
    sign = "−" if down else "+"
    return (
        f"{said_number(q, language)} {unit} {sign} {said_number(pct, language)}% = {shown} {unit}."
    )


READERS = (
    ("grow_to", grow_to),
    ("after_loss", after_loss),
    ("battery", battery),
    ("part_price", part_price),
    ("group_split", group_split),
)
