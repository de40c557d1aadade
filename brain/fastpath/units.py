"""Units a person asks about in passing: "how many minutes in a day", "5 km in miles",
"wie viele sekunden hat eine stunde", "30 c in f".

Rules are exact where a small model guesses (SmolLM2-135M said a day has "24 minutes" and put
the French Riviera into the answer). Only units with one meaning are known: a month
(28–31 days), cups, pints and gallons (US or imperial?) are not, so such a question goes on
to the model like any other. The German "Pfund" is 500 g, the English pound 453.59 g.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Unit:
    kind: str
    size: Fraction
    """In the kind's base unit: seconds, metres, grams, litres."""
    en: tuple[str, str]
    de: tuple[str, str]
    """Singular and plural, as said in an answer."""


def _u(kind: str, size: Fraction | int | str, en: str, de: str) -> Unit:
    one, _, many = en.partition("/")
    ein, _, viele = de.partition("/")
    return Unit(kind, Fraction(size), (one, many or one), (ein, viele or ein))


_DAY = 86_400
_UNITS: dict[str, Unit] = {
    "second": _u("time", 1, "second/seconds", "Sekunde/Sekunden"),
    "minute": _u("time", 60, "minute/minutes", "Minute/Minuten"),
    "quarter_hour": _u(
        "time", 900, "quarter of an hour/quarters of an hour", "Viertelstunde/Viertelstunden"
    ),
    "three_quarter_hour": _u("time", 2700, "three quarters of an hour", "Dreiviertelstunde"),
    "hour": _u("time", 3600, "hour/hours", "Stunde/Stunden"),
    "day": _u("time", _DAY, "day/days", "Tag/Tage"),
    "week": _u("time", 7 * _DAY, "week/weeks", "Woche/Wochen"),
    "fortnight": _u("time", 14 * _DAY, "fortnight/fortnights", "vierzehn Tage"),
    "year": _u("time", 365 * _DAY, "year/years", "Jahr/Jahre"),
    "decade": _u("time", 3650 * _DAY, "decade/decades", "Jahrzehnt/Jahrzehnte"),
    "century": _u("time", 36500 * _DAY, "century/centuries", "Jahrhundert/Jahrhunderte"),
    "millimetre": _u("length", "1/1000", "millimetre/millimetres", "Millimeter"),
    "centimetre": _u("length", "1/100", "centimetre/centimetres", "Zentimeter"),
    "metre": _u("length", 1, "metre/metres", "Meter"),
    "kilometre": _u("length", 1000, "kilometre/kilometres", "Kilometer"),
    "inch": _u("length", "0.0254", "inch/inches", "Zoll"),
    "foot": _u("length", "0.3048", "foot/feet", "Fuß"),
    "yard": _u("length", "0.9144", "yard/yards", "Yard/Yards"),
    "mile": _u("length", "1609.344", "mile/miles", "Meile/Meilen"),
    "milligram": _u("mass", "1/1000", "milligram/milligrams", "Milligramm"),
    "gram": _u("mass", 1, "gram/grams", "Gramm"),
    "kilogram": _u("mass", 1000, "kilogram/kilograms", "Kilogramm"),
    "tonne": _u("mass", 1_000_000, "tonne/tonnes", "Tonne/Tonnen"),
    "ounce": _u("mass", "28.349523125", "ounce/ounces", "Unze/Unzen"),
    "pound": _u("mass", "453.59237", "pound/pounds", "Pfund (454 g)/Pfund (454 g)"),
    "pfund": _u("mass", 500, "pound (500 g)/pounds (500 g)", "Pfund"),
    "stone": _u("mass", "6350.29318", "stone/stone", "Stone"),
    "millilitre": _u("volume", "1/1000", "millilitre/millilitres", "Milliliter"),
    "litre": _u("volume", 1, "litre/litres", "Liter"),
}

_NAME_TABLE = """
second: s sec secs second seconds sekunde sekunden
minute: min mins minute minutes minuten
quarter_hour: viertelstunde viertelstunden
three_quarter_hour: dreiviertelstunde
hour: h hr hrs hour hours stunde stunden std
day: day days tag tage tagen
week: week weeks woche wochen
fortnight: fortnight fortnights
year: year years yr yrs jahr jahre jahren
decade: decade decades jahrzehnt jahrzehnte
century: century centuries jahrhundert jahrhunderte
millimetre: mm millimetre millimetres millimeter millimeters
centimetre: cm centimetre centimetres centimeter centimeters zentimeter
metre: m metre metres meter meters
kilometre: km kms kilometre kilometres kilometer kilometers
inch: in inch inches zoll
foot: ft foot feet fuß fuss
yard: yd yard yards
mile: mi mile miles meile meilen
milligram: mg milligram milligrams milligramm
gram: g gram grams gramm
kilogram: kg kgs kilo kilos kilogram kilograms kilogramm
tonne: t tonne tonnes tonnen
ounce: oz ounce ounces unze unzen
pound: lb lbs pound pounds
stone: stone stones
millilitre: ml millilitre millilitres milliliter milliliters
litre: l litre litres liter liters
"""
"""What a person may call each unit (English and German, singular and plural)."""
_NAMES: dict[str, str] = {
    name: unit
    for line in _NAME_TABLE.strip().splitlines()
    for unit, _, names in [line.partition(":")]
    for name in names.split()
}
NAMES = "|".join(sorted((re.escape(name) for name in [*_NAMES, "pfund"]), key=len, reverse=True))
"""Every name of a unit, as a regex alternation (the longer first)."""
GERMAN = re.compile(
    r"\b(?:rechne\w*|umrechn\w*|wie ?viele?|sind|hat|haben|pfund|gramm|meilen?|stunden?"
    r"|minuten|sekunden?|tage|tagen|wochen?|jahre?|jahren|zoll|fuß|fuss|grad|einer?|einem"
    r"|halbe[rns]?|viertel\w*|dreiviertel\w*|anderthalb|eineinhalb)\b",
    re.IGNORECASE,
)
"""Words only a German unit question has (its answer is then German)."""
_FEMININE = frozenset(
    {
        "Sekunde",
        "Minute",
        "Stunde",
        "Viertelstunde",
        "Dreiviertelstunde",
        "Woche",
        "Meile",
        "Unze",
        "Tonne",
    }
)
_GERMAN_NAMES = {"pfund": "pfund"}
"""Names whose meaning depends on the language: "pfund" is 500 g in German."""

_TEMPERATURE = {
    **dict.fromkeys(("c", "°c", "celsius", "centigrade", "grad"), "C"),
    **dict.fromkeys(("f", "°f", "fahrenheit"), "F"),
    **dict.fromkeys(("k", "kelvin"), "K"),
}


def unit(name: str, language: str) -> Unit | None:
    """The unit called ``name`` (any case, singular or plural), or None."""
    key = name.lower().strip().rstrip(".")
    if language == "de" and key in _GERMAN_NAMES:
        return _UNITS[_GERMAN_NAMES[key]]
    found = _NAMES.get(key) or ("pfund" if key == "pfund" else None)
    return _UNITS[found] if found else None


def key(name: str, language: str) -> str | None:
    """The unit called ``name`` by its own name ("lbs" → "pound"), or None."""
    found = unit(name, language)
    return next((known for known, size in _UNITS.items() if size == found), None)


def _said(unit: Unit, amount: Fraction, language: str) -> str:
    one, many = unit.de if language == "de" else unit.en
    return f"{_number(amount, language)} {one if amount == 1 else many}"


def _places(amount: Fraction) -> int:
    return 0 if abs(amount) >= 1000 else 2 if abs(amount) >= 1 else 4


def _number(amount: Fraction, language: str) -> str:
    """1440 → "1,440" (German "1.440"), 3.10686 → "3.11", 0.0254 → "0.0254"."""
    places = _places(amount)
    shown = f"{float(round(amount, places)):,.{places}f}"
    if places:
        shown = shown.rstrip("0").rstrip(".")
    if language == "de":
        shown = shown.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return shown


def _exact(amount: Fraction) -> bool:
    return round(amount, _places(amount)) == amount


def _pair(
    count: Fraction, source: str, target: str, language: str
) -> tuple[Unit, Unit, Fraction, str] | None:
    """(unit had, unit wanted, the amount in it, "about " when rounded) for two units of one
    kind; None otherwise."""
    have, want = unit(source, language), unit(target, language)
    if have is None or want is None or have.kind != want.kind or have == want:
        return None
    amount = count * have.size / want.size
    return have, want, amount, "" if _exact(amount) else ("etwa " if language == "de" else "about ")


def convert(count: Fraction, source: str, target: str, language: str) -> str | None:
    """What ``count`` ``source`` units are in ``target`` units, said as a sentence; None when
    the two are not units of the same kind (the rule then does not apply)."""
    temperature = _temperature(count, source, target, language)
    if temperature is not None:
        return temperature
    pair = _pair(count, source, target, language)
    if pair is None:
        return None
    have, want, amount, about = pair
    verb = "sind" if language == "de" else "is"
    inches = _and_inches(have, want, amount, language)
    return f"{_said(have, count, language)} {verb} {about}{_said(want, amount, language)}{inches}."


_SMALLER = {"foot": ("inch", 12, 10), "pound": ("ounce", 16, 100), "stone": ("pound", 14, 100)}
"""A unit said with a smaller one ("5 ft 9 in", "7 lb 4 oz", "11 st 3 lb"), how many of the
smaller make one, and up to how many of the larger it is said so (a height, a weight)."""
_METRIC = frozenset(
    {"millimetre", "centimetre", "metre", "kilometre", "milligram", "gram", "kilogram", "tonne"}
)


def _and_inches(have: Unit, want: Unit, amount: Fraction, language: str) -> str:
    """ " (5 ft 11 in)" after a height in feet, " (5 lb 1 oz)" after a weight in pounds: how
    people say one."""
    name = next((key for key, known in _UNITS.items() if known == want), "")
    metric = any(have == _UNITS[key] for key in _METRIC)
    if name not in _SMALLER or not metric or not 1 <= amount < _SMALLER[name][2]:
        return ""
    small, per, _ = _SMALLER[name]
    whole, rest = divmod(round(amount * per), per)
    if language == "de":
        return f" ({whole} {want.de[1]} {rest} {_UNITS[small].de[1]})".replace(" (454 g)", "")
    short = {"foot": ("ft", "in"), "pound": ("lb", "oz"), "stone": ("st", "lb")}[name]
    return f" ({whole} {short[0]} {rest} {short[1]})"


def mixed(parts: list[tuple[Fraction, str]], target: str, language: str) -> str | None:
    """An amount said in two units of one kind ("7 lb 4 oz", "2 kg 300 g", "5 ft 9 in") as a
    whole in ``target`` ("7 pounds 4 ounces is about 3.29 kilograms."); None unless every unit
    is known, of one kind, and each part smaller than the one before."""
    units = [unit(name, language) for _, name in parts]
    want = unit(target, language)
    if want is None or any(u is None or u.kind != want.kind for u in units):
        return None
    known = [u for u in units if u is not None]
    sized = [(count, u) for (count, _), u in zip(parts, known, strict=True)]
    for (_, larger), (count, smaller) in itertools.pairwise(sized):
        if larger.size <= smaller.size or count * smaller.size >= larger.size:
            return None  # "3 kg 5 kg", "300 g 2 kg", "5 ft 14 in": no amount in two units
    base = sum((count * u.size for count, u in sized), Fraction(0))
    amount = base / want.size
    about = "" if _exact(amount) else ("etwa " if language == "de" else "about ")
    verb = "sind" if language == "de" else "is"
    said = " ".join(_said(u, count, language) for count, u in sized)
    extra = _and_inches(known[-1], want, amount, language)
    return f"{said} {verb} {about}{_said(want, amount, language)}{extra}."


def feet_and_inches(feet: Fraction, inches: Fraction, target: str, language: str) -> str | None:
    """ "6 ft 1 in" in centimetres or metres ("6 feet 1 inch is 185.42 centimetres.")."""
    want = unit(target, language)
    if want is None or want.kind != "length" or inches >= 12 or feet > 9:
        return None
    parts = [(feet, "foot"), *([(inches, "inch")] if inches else [])]
    return mixed(parts, target, language)


def how_many(target: str, count: Fraction, source: str, language: str) -> str | None:
    """ "How many ``target`` in ``count`` ``source``" as a sentence ("There are 1,440 minutes
    in a day."); None when they are not units of one kind."""
    temperature = _temperature(count, source, target, language)
    if temperature is not None:
        return temperature  # "wie viel grad celsius sind 80 grad fahrenheit"
    pair = _pair(count, source, target, language)
    if pair is None:
        return None
    have, want, amount, about = pair
    if language == "de":
        place = (
            ("Eine " if have.de[0] in _FEMININE else "Ein ") + have.de[0]
            if count == 1
            else _said(have, count, language)
        )
        verb = "hat" if count == 1 else "sind"
        return f"{place} {verb} {about}{_said(want, amount, language)}."
    if count == 1:
        article = "an" if (have.en[0][0] in "aeiou" or have.en[0] == "hour") else "a"
        place = f"{article} {have.en[0]}"
    else:
        place = _said(have, count, language)
    leap = " (366 in a leap year)" if have.en[0] == "year" and want.en[0] == "day" else ""
    if leap and count != 1:
        leap = ""
    return f"There are {about}{_said(want, amount, language)} in {place}{leap}."


def _temperature(count: Fraction, source: str, target: str, language: str) -> str | None:
    have = _TEMPERATURE.get(_DEGREES.sub("", source.lower()).strip())
    want = _TEMPERATURE.get(_DEGREES.sub("", target.lower()).strip())
    taken = ""
    if _BARE_DEGREES.fullmatch(source.strip()) and want in ("C", "F"):
        # "350 degrees, what's that in celsius": degrees of the other scale
        have = "F" if want == "C" else "C"
        scale = {"C": ("Celsius", "Celsius"), "F": ("Fahrenheit", "Fahrenheit")}[have]
        if have == "F" or source.strip().lower() != "grad":  # "grad" alone is Celsius anyway
            taken = (
                f" (als {scale[1]} gelesen)" if language == "de" else f" (reading it as {scale[0]})"
            )
    if have is None or want is None or have == want:
        return None
    kelvin = {"C": count + Fraction("273.15"), "F": (count - 32) * 5 / 9 + Fraction("273.15")}
    k = kelvin.get(have, count)
    value = {"C": k - Fraction("273.15"), "F": (k - Fraction("273.15")) * 9 / 5 + 32}.get(want, k)
    sign = {"C": "°C", "F": "°F", "K": "K"}
    about = "" if _exact(value) else ("etwa " if language == "de" else "about ")
    verb = "sind" if language == "de" else "is"
    shown = f"{_number(count, language)} {sign[have]}"
    return f"{shown} {verb} {about}{_number(value, language)} {sign[want]}{taken}."


_DEGREES = re.compile(r"^\s*(?:degrees?|grad)\s+(?=\S)")
_BARE_DEGREES = re.compile(r"(?:degrees?|grad|°)", re.IGNORECASE)
"""The "degrees" before a scale ("70 grad fahrenheit")."""

_COUNT_WORDS: dict[str, Fraction] = {
    **dict.fromkeys(("a", "an", "one", "ein", "eine", "einem", "einer", "einen"), Fraction(1)),
    **dict.fromkeys(("two", "zwei"), Fraction(2)),
    **dict.fromkeys(("three", "drei"), Fraction(3)),
    "half a": Fraction(1, 2),
}


_FRACTIONS: dict[str, Fraction] = {
    **dict.fromkeys(("half", "halb", "halbe", "halber", "halben", "halbes"), Fraction(1, 2)),
    **dict.fromkeys(("quarter", "viertel"), Fraction(1, 4)),
    **dict.fromkeys(("third", "drittel"), Fraction(1, 3)),
    **dict.fromkeys(
        ("three quarters", "three quarter", "dreiviertel", "drei viertel"), Fraction(3, 4)
    ),
    **dict.fromkeys(("two thirds", "zwei drittel"), Fraction(2, 3)),
    **dict.fromkeys(("anderthalb", "eineinhalb"), Fraction(3, 2)),
}
"""A part of a unit said in words: "a quarter kilo", "ein halber Liter", "dreiviertel Stunde"."""
_ARTICLES = re.compile(r"^(?:an?|ein|eine[mnrs]?)\s+|(?:\s+of)?(?:\s+an?)?$")


def count_of(text: str | None) -> Fraction | None:
    """ "a" → 1, "3" → 3, "2.5" / "2,5" → 5/2; None for anything else."""
    if not text:
        return Fraction(1)
    key = text.lower().strip()
    half = re.search(r"\s+(?:and\s+a\s+half|einhalb)$", key)
    if half is not None:
        whole = count_of(key[: half.start()])
        return None if whole is None else whole + Fraction(1, 2)
    if key in _COUNT_WORDS:
        return _COUNT_WORDS[key]
    part = _FRACTIONS.get(_ARTICLES.sub("", key))
    if part is not None:
        return part
    if re.fullmatch(r"-?\d{1,9}(?:[.,]\d{1,6})?", key):
        return Fraction(key.replace(",", "."))
    written = re.fullmatch(r"(\d{1,3})/([1-9]\d{0,2})", key)  # "3/4 liter"
    if written is not None:
        return Fraction(int(written.group(1)), int(written.group(2)))
    return None
