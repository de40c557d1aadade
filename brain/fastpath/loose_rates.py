"""Rates and proportions, read by their parts (see :mod:`brain.fastpath.loose_sums`):

- what a device costs to run ("2000W, 5 hrs a day, 0.32 per kWh, a 30 day month" → 96; "3
  hours every evening … over 30 days", "5 days a week … a year");
- the weekday some days from a named one ("if today is tuesday, what day is it in 100 days");
- the same rate for another amount ("fills 200 litres in 25 min, how long for 350");
- a mix by parts ("1 part syrup to 7 parts water, 2 litres in total, how much syrup");
- an average where one score counts double.
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

# --- what a device costs to run ---------------------------------------------------------------

_POWER = re.compile(
    rf"(?<![\d.,])(?P<p>{NUMBER})\s*-?\s*(?P<u>kw|w|watts?|kilowatts?)\b(?!\s*(?:hours?|stunden?)\b)",
    re.I,
)
_PARTS_OF_DAY = r"(?:day|tag|evening|night|morning|afternoon|abend|nacht|morgen|nachmittag)s?"
_HOURS_A_DAY = re.compile(
    rf"(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|stunden?|std)\.?\s*(?:(?:a|an|per|each|every|am|pro|/"
    rf"|jeden|jede|in the|at|the)\s*{_PARTS_OF_DAY}\b|daily\b|nightly\b|täglich\b|taeglich\b"
    r"|abends\b|nachts\b|morgens\b)"
    r"|\b(?:daily|täglich|taeglich|every day|each day|jeden tag|am tag|pro tag|a day|per day"
    rf"|every (?:evening|night)|jeden abend|jede nacht)\s+(?:for\s+)?(?:about\s+|etwa\s+)?(?P<h2>{NUMBER})"
    r"\s*(?:hours?|hrs?|h|stunden?|std)\b",
    re.I,
)
_PER_KWH = (
    r"(?:[$€£]|euros?|eur|cents?|ct|dollars?)?\s*(?:per|a|/|pro|je|the|für die|for a)\s*kwh\b"
)
_RATE = re.compile(
    rf"(?P<r>{NUMBER})\s*{_PER_KWH}"
    rf"|\bkwh\s*(?:costs?|is|kostet|at|for|=|:|price(?: is)?|zu|für)\s*(?:about\s+|etwa\s+)?[$€£]?\s*"
    rf"(?P<r2>{NUMBER})\s*(?P<unit2>cents?|ct)?",
    re.I,
)
_DAYS = re.compile(
    rf"(?P<d>{NUMBER})\s*(?:-\s*)?(?:days?|tage?n?)\b(?!\s*(?:a|per|pro|die|in der|each|every)\s*"
    r"(?:week|woche))|\b(?P<m>month|monat)\b|\b(?:a|per|each|every|im|pro|over a|for a|in a"
    r"|ein|the)\s+(?P<y>year|jahr)\b|\b(?P<w>\d{1,2})\s*(?:weeks|wochen)\b"
    r"|\b(?:a|per|each|every|in a|for a|over a|the|pro|die|in der|eine)\s+(?P<wk>week|woche)\b",
    re.I,
)
_DAYS_A_WEEK = re.compile(
    r"(?P<d>\d)\s*(?:days?|tage?)\s*(?:a|per|pro|die|in der|each|every)\s*(?:week|woche)\b", re.I
)


def _days_run(said: str, hours: re.Match[str]) -> tuple[Fraction, str] | None:
    """How many days the device runs and how that is said ("30", "5 × 52"): the days said
    ("over 30 days", "a 30 day month", "a year"), days a week times the weeks, else a month of
    30 days."""
    spans = [m for m in _DAYS.finditer(said) if not hours.start() <= m.start() < hours.end()]
    weekly = _DAYS_A_WEEK.search(said)
    if weekly is not None:
        per_week = int(weekly["d"])
        weeks = next((int(m["w"]) for m in spans if m["w"]), None)
        if weeks is None and any(m["y"] for m in spans):
            weeks = 52
        if not 0 < per_week <= 7:
            return None
        if weeks is None:
            return Fraction(per_week), str(per_week)
        return Fraction(per_week * weeks), f"{per_week} × {weeks}"
    for span in spans:
        if span["d"]:
            count = amount(span["d"])
            return (count, span["d"]) if count and count <= 366 else None
        if span["y"]:
            return Fraction(365), "365"
        if span["w"]:
            return Fraction(int(span["w"]) * 7), f"7 × {span['w']}"
        if span["wk"]:
            return Fraction(7), "7"
    return Fraction(30), "30"


def _decimal(value: Fraction, language: str) -> str:
    """Up to three decimals ("0.025" kW for 25 W), with a decimal comma in German."""
    shown = f"{float(value):,.3f}".rstrip("0").rstrip(".")
    if language == "de":
        shown = shown.replace(",", "_").replace(".", ",").replace("_", ".")
    return shown


def running_cost(text: str, language: str) -> str | None:
    """ "2000 watt heater, 3 hours every evening, 0.32 per kWh, over 30 days" → "2 kW × 3 h =
    6 kWh a day; × 30 days = 180 kWh; × 0.32 = 57.60."."""
    said = number_words.as_digits(text)
    power, hours, rate = _POWER.search(said), _HOURS_A_DAY.search(said), _RATE.search(said)
    if power is None or hours is None or rate is None:
        return None
    watts = amount(power["p"])
    h, r = amount(hours["h"] or hours["h2"]), amount(rate["r"] or rate["r2"])
    if not watts or not h or not r or h > 24:
        return None
    kw = watts if power["u"].lower().startswith("k") else watts / 1000
    if rate["unit2"] or re.search(r"\b(?:cents?|ct)\b", rate.group(0), re.I):
        r = r / 100
    run = _days_run(said, hours)
    if run is None:
        return None
    count, days_said = run
    daily = kw * h
    kwh = _decimal(daily, language)
    total_kwh = said_number(Fraction(round(daily * count * 100), 100), language)
    de = language == "de"
    return (
        f"{_decimal(kw, language)} kW × {said_number(h, language)} h = {kwh} kWh "
        + ("am Tag" if de else "a day")
        + f"; × {days_said} "
        + ("Tage" if de else "days")
        + f" = {total_kwh} kWh; × {money(r, language)} = {money(daily * count * r, language)}."
    )


# --- the weekday some days on -----------------------------------------------------------------

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WOCHENTAGE = ("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag")
_TODAY_IS = re.compile(
    r"\b(?:today is|it'?s|heute ist)\s+(?:a\s+)?(?P<day>"
    + "|".join(_WEEKDAYS + _WOCHENTAGE)
    + r")\b",
    re.IGNORECASE,
)
_IN_DAYS = re.compile(
    r"\b(?:in|after|nach|in genau)\s+(?P<n>\d{1,5})\s*(?:days|tagen)\b|\b(?P<n2>\d{1,5})\s*(?:days|tage)"
    r"\s+(?:from (?:now|today)|later|ab heute|später)\b",
    re.IGNORECASE,
)


def weekday_on(text: str, language: str) -> str | None:
    """ "if today is tuesday what day is it in 100 days" → "Thursday (100 days = 14 weeks and 2
    days)."."""
    today, later = _TODAY_IS.search(text), _IN_DAYS.search(text)
    if today is None or later is None:
        return None
    day = today["day"].lower()
    start = _WEEKDAYS.index(day) if day in _WEEKDAYS else _WOCHENTAGE.index(day)
    n = int(later["n"] or later["n2"])
    weeks, rest = divmod(n, 7)
    names = _WOCHENTAGE if language == "de" else _WEEKDAYS
    name = names[(start + rest) % 7].capitalize()
    if language == "de":
        return f"{name} ({n} Tage sind {weeks} Wochen und {rest} Tage)."
    return f"{name} ({n} days = {weeks} weeks and {rest} days)."


# --- the same rate for another amount ---------------------------------------------------------

_UNIT = r"(?:l|litres?|liters?|liter|ml|kg|g|km|m|pages?|seiten|pieces?|stück|items?|gallons?)"
_DONE_IN = re.compile(
    rf"(?P<a>{NUMBER})\s*(?P<u>{_UNIT})\b.{{0,40}}?\b(?:in|within|takes?|dauert|braucht)\s+"
    rf"(?P<t>{NUMBER})\s*(?P<tu>min(?:ute)?s?|minuten|hours?|hrs?|h|stunden|sec(?:ond)?s?|sekunden)\b",
    re.IGNORECASE,
)
_HOW_LONG_FOR = re.compile(
    rf"\b(?:how long|wie lange?)\b.{{0,40}}?(?P<b>{NUMBER})\s*(?P<u>{_UNIT})?\b", re.IGNORECASE
)


def same_rate(text: str, language: str) -> str | None:
    """ "the hose fills 200 litres in 25 min, how long for 350 litres" → "25 min ÷ 200 × 350 =
    43.75 min (43 min 45 s)."."""
    said = number_words.as_digits(text)
    done = _DONE_IN.search(said)
    if done is None:
        return None
    asked = _HOW_LONG_FOR.search(said, done.end())
    if asked is None:
        return None
    a, t, b = amount(done["a"]), amount(done["t"]), amount(asked["b"])
    if not a or not t or not b:
        return None
    took = t / a * b
    unit = done["tu"]
    shown = said_number(Fraction(round(took * 100), 100), language)
    extra = ""
    if unit.lower().startswith("min") and took.denominator != 1:
        whole, seconds = divmod(round(took * 60), 60)
        extra = f" ({whole} min {seconds} s)" if seconds else ""
    return f"{done['t']} {unit} ÷ {done['a']} × {asked['b']} = {shown} {unit}{extra}."


# --- a mix by parts ---------------------------------------------------------------------------

_PARTS = re.compile(
    r"\b(?P<x>\d{1,2})\s*parts?\s+(?P<a>[a-zäöüß]+)\s+(?:to|and|with|zu|auf|und)\s+(?P<y>\d{1,2})"
    r"\s*parts?\s+(?P<b>[a-zäöüß]+)|\b(?P<x2>\d{1,2})\s*teile?\s+(?P<a2>[a-zäöüß]+)\s+(?:zu|auf|und)"
    r"\s+(?P<y2>\d{1,2})\s*teile?\s+(?P<b2>[a-zäöüß]+)",
    re.IGNORECASE,
)
_TOTAL = re.compile(
    rf"(?P<n>{NUMBER})\s*(?P<u>l|litres?|liters?|liter|ml|cl|cups?|g|kg)\b", re.IGNORECASE
)


def by_parts(text: str, language: str) -> str | None:
    """ "1 part syrup to 7 parts water, i want 2 litres in total, how much syrup" → "1 + 7 = 8
    parts; 2 l ÷ 8 = 250 ml syrup and 1.75 l water."."""
    said = number_words.as_digits(text)
    parts = _PARTS.search(said)
    if parts is None:
        return None
    rest = said[: parts.start()] + " " + said[parts.end() :]
    totals = list(_TOTAL.finditer(rest))
    if len(totals) != 1:
        return None
    x, y = int(parts["x"] or parts["x2"]), int(parts["y"] or parts["y2"])
    first, second = parts["a"] or parts["a2"], parts["b"] or parts["b2"]
    total, unit = amount(totals[0]["n"]), totals[0]["u"].lower()
    if not total or not x or not y:
        return None
    litres = unit.startswith(("l", "lit"))
    if litres:
        total, unit = total * 1000, "ml"
    one = total / (x + y)
    a_part, b_part = one * x, one * y

    def shown(value: Fraction) -> str:
        if unit == "ml" and value >= 1000:
            return f"{said_number(Fraction(round(value / 10), 100), language)} l"
        return f"{said_number(Fraction(round(value * 10), 10), language)} {unit}"

    both = "und" if language == "de" else "and"
    return f"{x} + {y} = {x + y} parts; {shown(a_part)} {first} {both} {shown(b_part)} {second}."


# --- an average where one counts double -------------------------------------------------------

_SCORES = re.compile(r"(?<![\d.,])\d{1,3}(?:[.,]\d)?(?![\d%])")
_DOUBLE = re.compile(
    r"(?:\((?P<d>\d{1,3}(?:[.,]\d)?)\)|(?P<d2>\d{1,3}(?:[.,]\d)?))\s*(?:\w+\s+){0,2}?(?:counts|is"
    r" worth|zählt|zaehlt)\s+(?:double|twice|doppelt|2x|x2)",
    re.IGNORECASE,
)


def weighted_average(text: str, language: str) -> str | None:
    """ "scores were 78, 85 and 92, and the final (88) counts double" → "(78 + 85 + 92 + 2 ×
    88) ÷ 5 = 86.2."."""
    if not re.search(r"\b(?:average|mean|schnitt|durchschnitt)\b", text, re.I):
        return None
    double = _DOUBLE.search(text)
    if double is None:
        return None
    heavy = amount(double["d"] or double["d2"])
    rest = text[: double.start()] + " " + text[double.end() :]
    scores = [amount(m.group(0)) for m in _SCORES.finditer(rest)]
    if not heavy or len(scores) < 2 or not all(scores):
        return None
    values = [s for s in scores if s]
    total = sum(values, Fraction(0)) + 2 * heavy
    count = len(values) + 2
    mean = Fraction(round(total / count * 10), 10)
    listed = " + ".join(said_number(v, language) for v in values)
    return f"({listed} + 2 × {said_number(heavy, language)}) ÷ {count} = {said_number(mean, language)}."


# --- squares or tiles to cover a rectangle ---------------------------------------------------

_RECT = re.compile(
    rf"(?P<a>{NUMBER})\s*(?:cm|m|mm)?\s*(?:x|×|by|mal)\s*(?P<b>{NUMBER})\s*(?P<u>cm|mm|m)\b"
    rf"|(?P<a2>{NUMBER})\s*(?P<u2>cm|mm|m)\s*(?:wide|long|breit|lang)\s*(?:and|by|x|,|und)?\s*"
    rf"(?P<b2>{NUMBER})\s*(?:cm|mm|m)?\s*(?:high|tall|deep|long|hoch|tief|lang)",
    re.I,
)
_PIECE = re.compile(
    rf"\b(?:squares?|tiles?|pieces?|blocks?|fliesen|quadrate|kacheln)\b\D{{0,25}}?(?P<s>{NUMBER})\s*"
    rf"(?:(?:x|×)\s*(?:{NUMBER})\s*)?(?P<su>cm|mm|m)\b|(?P<s2>\d{{1,3}})\s*(?P<su2>cm|mm)\s*(?:squares?|tiles?|fliesen|quadrate)\b",
    re.I,
)
_MM = {"mm": 1, "cm": 10, "m": 1000}


def _tenths(value: Fraction, language: str) -> str:
    return said_number(Fraction(round(value * 10), 10), language)


def cover(text: str, language: str) -> str | None:
    """ "quilt is 180x220 cm, the squares are 15cm, how many squares" → "180 ÷ 15 = 12 across,
    220 ÷ 15 = 14.7, so 15 down: 12 × 15 = 180 squares (the last row cut to fit)."."""
    said = number_words.as_digits(text)
    rect, piece = _RECT.search(said), _PIECE.search(said)
    if rect is None or piece is None or not re.search(r"\bhow many|wie ?viele\b", said, re.I):
        return None
    a, b = amount(rect["a"] or rect["a2"]), amount(rect["b"] or rect["b2"])
    side = amount(piece["s"] or piece["s2"])
    unit = (piece["su"] or piece["su2"]).lower()
    if not a or not b or not side:
        return None
    scale = Fraction(_MM[(rect["u"] or rect["u2"]).lower()], _MM[unit])
    across, down = a * scale / side, b * scale / side
    n, m = -(-across.numerator // across.denominator), -(-down.numerator // down.denominator)
    exact = across.denominator == 1 and down.denominator == 1
    de = language == "de"
    rows = f"{_tenths(across, language)} × {_tenths(down, language)}"
    if exact:
        return f"{rows} = {n * m}" + (" Stück." if de else " pieces.")
    cut = " (die letzte Reihe zugeschnitten)" if de else " (the last row cut to fit)"
    return (
        f"{rows}, rounded up: {n} × {m} = {n * m}{cut}."
        if not de
        else f"{rows}, aufgerundet: {n} × {m} = {n * m}{cut}."
    )


READERS = (
    ("running_cost", running_cost),
    ("weekday_on", weekday_on),
    ("same_rate", same_rate),
    ("by_parts", by_parts),
    ("weighted_average", weighted_average),
    ("cover", cover),
)
