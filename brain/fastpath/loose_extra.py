"""Still more everyday sums read by their parts (see :mod:`brain.fastpath.loose_sums`):

- a duration of hours and minutes in one unit ("how many minutes is 3h 20min");
- what a trip's fuel costs ("600 km at 6 l per 100 km, fuel is 1.80, what does it cost"), twice
  the distance for "there and back";
- fuel used over a distance per 100 km ("drove 420 km on 29 liters, whats that per 100km").

What a raise adds is :func:`brain.fastpath.loose_scaled.changed_by`'s.

Each answers only when its parts are all there and nothing else asks; the rules
(:mod:`brain.fastpath.matcher`) leave a sum with a number after it to these readers.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from fractions import Fraction

from brain.fastpath.clock import read_duration
from brain.fastpath.loose_word import MILE_KM
from brain.fastpath.reckon import said_number
from brain.fastpath.units import count_of

CURRENCY = r"(?:[$€£]|euros?|eur|dollars?|bucks|pounds?|quid)"
"""A currency said with an amount (a symbol or its name)."""
NUMBER = r"\d{1,3}(?:[,.]\d{3})+|\d{1,9}(?:[.,]\d{1,2})?"
"""A number as said: "1,250", "2.000", "3.5", "3,5"."""
PERCENT = re.compile(
    rf"(?<![\d.,])(?P<p>{NUMBER})\s*(?:%|percent\b|per cent\b|prozent\b|pct\b)", re.IGNORECASE
)
"""A percentage as said ("15%", "7,5 prozent"), its number in ``p``."""
_PCT = r"\s*(?:%|percent\b|per\s+cent\b|prozent\b|pct\b)"
_SHARE = r"\d{1,2}(?:[.,]\d)?"
MARGIN = re.compile(
    rf"(?<![\d.,])(?P<x>{_SHARE}){_PCT}\s*(?:(?:more|extra|additional|spare|mehr|zusätzlich"
    r"|zusaetzlich|dazu|drauf|obendrauf)\s+)?(?:extra|more|on\s+top|additional|spare|mehr"
    r"|zusätzlich|zusaetzlich|dazu|drauf|obendrauf|reserve|puffer|zugabe|zuschlag|verschnitt"
    r"|waste|wastage|overage|allowance|margin|(?:for|für|fuer|wegen)\s+(?:the\s+|den\s+)?"
    r"(?:cuts|cutting|waste|wastage|offcuts|breakage|mistakes|verschnitt|bruch|reserve))\b"
    rf"|(?:\bplus|\+|\badd(?:ing)?|\ballow(?:ing)?|\bzzgl\.?|\bzuzüglich|\bzuzueglich)\s*"
    rf"(?:an?\s+|another\s+|noch\s+)?(?:extra\s+)?(?P<x2>{_SHARE}){_PCT}"
    r"|\b(?:waste|wastage|verschnitt|offcuts?|reserve|margin|overage|zugabe|puffer|extra)\s*"
    rf"(?:of|von|:|=|mit|with|about|etwa|ca\.?)?\s*(?P<x3>{_SHARE}){_PCT}",
    re.IGNORECASE,
)
"""A share added on top ("10% extra", "15% waste", "plus 5 %", "verschnitt 10 %", "add 10% for
cuts"): its number in ``x``, ``x2`` or ``x3``."""


def margin(said: str) -> str | None:
    """The percentage added on top in ``said`` (see :data:`MARGIN`), as said ("10", "7,5")."""
    found = MARGIN.search(said)
    return None if found is None else found["x"] or found["x2"] or found["x3"]


def amount(said: str) -> Fraction | None:
    """A number as said ("1,250", "3.5", "2.000" as two thousand)."""
    if re.fullmatch(r"\d{1,3}(?:[,.]\d{3})+", said):
        said = re.sub(r"[,.]", "", said)
    return count_of(said)


def to_cents(value: Fraction) -> Fraction:
    """``value`` to the cent, half a cent up (as a till rounds)."""
    return Fraction(math.floor(value * 100 + Fraction(1, 2)), 100)


def money(value: Fraction, language: str) -> str:
    """An amount of money as said: to the cent, cents shown only when there are any."""
    cents = Fraction(round(value * 100), 100)
    return said_number(cents, language, money=cents.denominator != 1)


# --- a duration in one unit -------------------------------------------------------------------

_IN_UNIT = re.compile(
    r"\bhow many (?P<unit>minutes|mins|hours|seconds)\b|\bin (?P<unit2>minutes|mins|hours|seconds)"
    r"\b|\bwie ?viele? (?P<unit3>minuten|stunden|sekunden)\b|\bin (?P<unit4>minuten|stunden"
    r"|sekunden)\b",
    re.IGNORECASE,
)
_SPAN = re.compile(
    r"(?P<span>\d{1,3}(?:[.,]\d{1,2})?\s*(?:h|hrs?|hours?|std\.?|stunden?)\s*(?:and\s+|und\s+)?"
    r"\d{1,2}\s*(?:m|mins?|minutes?|minuten)?)(?![\d.,:])",
    re.IGNORECASE,
)
_PLUS = re.compile(
    r"(?P<a>\d{1,3}(?:[.,]\d{1,2})?)\s*(?:h|hrs?|hours?|stunden?)\s*(?:plus|\+|and|und)\s*"
    r"(?P<b>\d{1,3})\s*(?:m|mins?|minutes?|minuten)\b",
    re.IGNORECASE,
)


def duration_in(text: str, language: str) -> str | None:
    """ "how many minutes is 3h 20min" → "3 h 20 min is 200 minutes (3.33 hours)."."""
    unit = _IN_UNIT.search(text)
    if unit is None:
        return None
    plus = _PLUS.search(text)
    minutes = None
    if plus is not None:
        hours = amount(plus["a"].replace(",", "."))
        minutes = None if hours is None else round(hours * 60) + int(plus["b"])
    else:
        span = _SPAN.search(text)
        minutes = read_duration(span["span"]) if span is not None else None
    if not minutes or len(re.findall(r"\d+(?:[.,]\d+)?", text)) > 2:
        return None
    hours_shown = said_number(Fraction(round(Fraction(minutes, 60) * 100), 100), language)
    h, m = divmod(minutes, 60)
    want = next(u for u in unit.groups() if u).lower()
    if want.startswith(("sec", "sek")):
        seconds = said_number(Fraction(minutes * 60), language)
        return (
            f"{h} Std. {m} Min. sind {seconds} Sekunden."
            if language == "de"
            else f"{h} h {m} min is {seconds} seconds."
        )
    if language == "de":
        return f"{h} Std. {m} Min. sind {minutes} Minuten ({hours_shown} Stunden)."
    return f"{h} h {m} min is {minutes} minutes ({hours_shown} hours)."


# --- a trip's fuel ----------------------------------------------------------------------------

_RATE = re.compile(
    rf"(?P<rate>{NUMBER})\s*(?:l|lit(?:er|re)s?)\s*(?:per|/|pro|auf|on|every|je)\s*(?:the\s+)?100"
    r"\s*(?:km|kilomet(?:er|re)s?)?",
    re.IGNORECASE,
)
_TRIP = re.compile(rf"(?P<dist>{NUMBER})\s*(?:km|kilomet(?:er|re)s?)\b", re.IGNORECASE)
_PRICE = re.compile(
    rf"(?:[€$£]\s*(?P<p1>{NUMBER})|(?P<p2>{NUMBER})\s*(?:[€$£]|eur\b|euros?\b|dollars?\b)"
    rf"|(?:at|costs?|is|kostet|zu|bei|for|price(?: is)?|preis(?: ist)?)\s+(?P<p3>{NUMBER})\s*"
    r"(?:(?:a|per|pro|/|the)\s*(?:l|lit(?:er|re))\b)"
    rf"|(?:fuel|petrol|gas|diesel|sprit|benzin)\s+(?:is\s+|at\s+|costs?\s+|kostet\s+|price\s+)*"
    rf"(?:[€$£]\s*)?(?P<p4>{NUMBER}))",
    re.IGNORECASE,
)
_COST = re.compile(
    r"\b(?:cost|costs|how much|what (?:do|will|would) i pay|price|kostet|kosten|wie ?viel"
    r"|zahl\w*|fuel|petrol|gas|diesel|sprit|benzin|liters?|litres?|liter)\b",
    re.IGNORECASE,
)

_BOTH_WAYS = re.compile(
    r"\b(?:there and back|back and forth|round[- ]?trip|both ways|return (?:trip|journey)"
    r"|hin und (?:zurück|zurueck|retour)|hin- und rückfahrt|hin- und rueckfahrt|beide richtungen)\b",
    re.IGNORECASE,
)

_TOTAL_TRIP = re.compile(
    r"\s*(?:total|in total|insgesamt|gesamt|of|is|=|:|sind|ist|es|sind es)?\s*", re.IGNORECASE
)
"""What may stand between a distance and "there and back" when that distance is the whole trip."""


def _there_and_back(text: str) -> bool:
    """Whether the one distance in ``text`` is driven twice: "340 km one way … there and back",
    not "120 km there and back" (the whole trip)."""
    both, where = _BOTH_WAYS.search(text), _TRIP.search(text)
    if both is None or where is None:
        return False
    between = (
        text[where.end() : both.start()]
        if both.start() > where.start()
        else text[both.end() : where.start()]
    )
    return _TOTAL_TRIP.fullmatch(between) is None


def trip_fuel(text: str, language: str) -> str | None:
    """ "600 km at 6 l per 100 km with fuel at 1.80, what does it cost" → "600 km at 6 l per
    100 km takes 36 l; at 1.80 a litre that's 64.80."."""
    rate = _RATE.search(text)
    if rate is None or _COST.search(text) is None:
        return None
    rest = text[: rate.start()] + " " + text[rate.end() :]
    trips = _TRIP.findall(rest)
    if len(trips) != 1:
        return None
    dist, per_100 = amount(trips[0]), amount(rate["rate"])
    if not dist or not per_100:
        return None
    one_way = dist
    if _there_and_back(rest):
        dist = dist * 2
    litres = dist * per_100 / 100
    shown = said_number(Fraction(round(litres * 10), 10), language)
    where = _TRIP.search(rest)
    prices = [m for m in _PRICE.finditer(rest) if where is None or m.start() > where.end() - 1]
    price = amount(next(g for g in prices[0].groups() if g)) if len(prices) == 1 else None
    km, rate_shown = said_number(dist, language), said_number(per_100, language)
    if dist != one_way:
        km = f"2 × {said_number(one_way, language)} = {km}"
    if price is None:
        if language == "de":
            return f"{km} km bei {rate_shown} l auf 100 km brauchen {shown} l."
        return f"{km} km at {rate_shown} l per 100 km takes {shown} l."
    cost = money(litres * price, language)
    if language == "de":
        return (
            f"{km} km bei {rate_shown} l auf 100 km brauchen {shown} l; bei "
            f"{money(price, language)} pro Liter sind das {cost}."
        )
    return (
        f"{km} km at {rate_shown} l per 100 km takes {shown} l; at "
        f"{money(price, language)} a litre that's {cost}."
    )


READERS: tuple[tuple[str, Callable[[str, str], str | None]], ...] = (
    ("duration_in", duration_in),
    ("trip_fuel", trip_fuel),
)


# --- a quantity said before, converted ---------------------------------------------------------

_QUANTITY = re.compile(
    r"(?<![\w.,])(?P<n>-?\d{1,6}(?:[.,]\d{1,2})?)\s*(?P<unit>°\s*[cf]\b|degrees? (?:c|f|celsius"
    r"|fahrenheit)\b|grad (?:c|f|celsius|fahrenheit)\b|[a-zA-Z]+)",
    re.IGNORECASE,
)
_TARGET = re.compile(
    r"\b(?:in|to|into|auf|nach|as|en)\s+(?:°\s*)?(?P<unit>celsius|fahrenheit|c|f|kg|kilos?"
    r"|kilograms?|kilogramm|lbs?|pounds?|pfund|km|kilomet(?:er|re)s?|miles?|meilen|cm"
    r"|centimet(?:er|re)s?|zentimeter|inch(?:es)?|zoll|feet|foot|ft|m|met(?:er|re)s?|grams?|gramm"
    r"|g|oz|ounces?|unzen|liters?|litres?|l|gallons?)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\b(?:what|whats|what's|how much|how many|how (?:tall|far|heavy|long|big|hot|cold|warm)"
    r"|convert|wants?|needs?|asks? for|was|wie ?viel|umrechnen|rechne|braucht|will|wie (?:groß"
    r"|weit|schwer|lang|warm|kalt))\b|\?",
    re.IGNORECASE,
)
_OVEN = re.compile(r"\b(?:oven|backofen|ofen|bake|backen|recipe|rezept)\b", re.IGNORECASE)


def convert_said(text: str, language: str) -> str | None:
    """ "weather app says 25 celsius, whats that in f" → "25 °C is 77 °F."; "im 165 lbs,
    the form wants kg" is asked for too. An oven said in °F that low gets a word of doubt."""
    from brain.fastpath.units import convert

    target = _TARGET.search(text)
    if target is None or _ASKED.search(text) is None:
        return None
    found = []
    for quantity in _QUANTITY.finditer(text):
        unit = re.sub(r"^(?:°\s*|degrees?\s+|grad\s+)", "", quantity["unit"].lower())
        count = amount(quantity["n"])
        if count is None:
            continue
        said = convert(count, unit, target["unit"].lower(), language)
        if said is not None:
            found.append((said, unit, count))
    if len(found) != 1:
        return None
    said, unit, count = found[0]
    if unit in ("f", "fahrenheit") and count < 250 and _OVEN.search(text):
        said += (
            " Für einen Backofen ist das sehr wenig: gemeint sind wohl 180 °C."
            if language == "de"
            else " That's very low for an oven: the recipe probably means °C."
        )
    return said


# --- a change in percent ----------------------------------------------------------------------

_CHANGE = re.compile(
    rf"\bfrom\s+(?:[€$£]\s*)?(?P<a>{NUMBER})\s*(?:[€$£]|euros?|dollars?)?\s+(?:to|up to|down to"
    rf"|->)\s+(?:[€$£]\s*)?(?P<b>{NUMBER})\b|\bvon\s+(?P<a2>{NUMBER})\s*(?:€|euro)?\s+auf\s+"
    rf"(?P<b2>{NUMBER})\b",
    re.IGNORECASE,
)
_PERCENT_ASKED = re.compile(r"%|percent|prozent|how much (?:more|less)|wie viel (?:mehr|weniger)")


def percent_change(text: str, language: str) -> str | None:
    """ "rent went from 950 to 1020, what % increase is that" → "From 950 to 1,020 is 7.4%
    more (70 more)."."""
    found = _CHANGE.search(text)
    if found is None or _PERCENT_ASKED.search(text.lower()) is None:
        return None
    if len(re.findall(r"\d+(?:[.,]\d+)?", text)) != 2:
        return None
    a = amount(found["a"] or found["a2"])
    b = amount(found["b"] or found["b2"])
    if not a or b is None or a == b:
        return None
    pct = said_number(Fraction(round(abs(b - a) / a * 1000), 10), language)
    diff = money(abs(b - a), language)
    start, end = said_number(a, language), said_number(b, language)
    if language == "de":
        more = "mehr" if b > a else "weniger"
        return f"Von {start} auf {end} sind {pct} % {more} ({diff} {more})."
    more = "more" if b > a else "less"
    return f"From {start} to {end} is {pct}% {more} ({diff} {more})."


READERS = (*READERS, ("convert_said", convert_said), ("percent_change", percent_change))


# --- fuel used over a distance -----------------------------------------------------------------

_FUEL = re.compile(
    rf"(?P<dist>{NUMBER})\s*(?P<dunit>km|kilomet(?:er|re)s?|miles?|mi)\b.{{0,25}}?\b(?:on|with|using"
    rf"|and used|used|mit|und|verbraucht|getankt)?\s*(?P<fuel>{NUMBER})\s*(?P<funit>l|lit(?:er|re)s?"
    r"|gallons?|gal)\b",
    re.IGNORECASE,
)
_FUEL_FIRST = re.compile(
    rf"(?P<fuel>{NUMBER})\s*(?P<funit>l|lit(?:er|re)s?|gallons?|gal)\b.{{0,25}}?\b(?:for|on|over|in"
    rf"|auf|für|fuer)\s+(?P<dist>{NUMBER})\s*(?P<dunit>km|kilomet(?:er|re)s?|miles?|mi)\b",
    re.IGNORECASE,
)
_PER_100 = re.compile(
    r"per 100|/\s*100|pro 100|auf 100|l/100|mpg|miles per gallon|consumption|verbrauch|how much"
    r" (?:fuel|petrol|gas|diesel) (?:does|did)|wie ?viel (?:verbraucht|braucht)",
    re.IGNORECASE,
)
_GALLON_L = Fraction("3.785411784")


def fuel(text: str, language: str) -> str | None:
    """ "i drove 420 km on 29 liters, whats that per 100km" → "6.9 l per 100 km (about 34 mpg
    US)."."""
    found = _FUEL.search(text) or _FUEL_FIRST.search(text)
    if found is None or _PER_100.search(text) is None:
        return None
    dist, used = amount(found["dist"]), amount(found["fuel"])
    if not dist or not used:
        return None
    km = dist * MILE_KM if found["dunit"].lower().startswith("mi") else dist
    litres = used * _GALLON_L if found["funit"].lower().startswith("gal") else used
    per_100 = said_number(Fraction(round(litres / km * 1000), 10), language)
    mpg = said_number(Fraction(round(km / MILE_KM / (litres / _GALLON_L))), language)
    if language == "de":
        return f"Das sind {per_100} l auf 100 km (etwa {mpg} mpg US)."
    return f"That's {per_100} l per 100 km (about {mpg} mpg US)."
