"""Kitchen and US measures with more than one meaning, answered with the meanings said: a
gallon or a pint (US or imperial), a cup (US or metric), and a cup or spoon of an ingredient
in grams ("how many grams is a cup of flour", "wie viel liter sind eine gallone"). The
conversion rules (:mod:`brain.fastpath.units`) leave these out because one number would be
wrong for half the people asking; the small model made the number up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from brain.fastpath.units import count_of


@dataclass(frozen=True)
class _Measure:
    ml: Fraction
    """The usual (US) size in millilitres."""
    other_ml: Fraction | None
    """The other size (imperial, metric), when there is one."""
    en: tuple[str, str, str, str]
    """Singular and plural, then the other size's singular and plural."""
    de: tuple[str, str, str, str]


_F = Fraction
_MEASURES = {
    "gallon": _Measure(
        _F("3785.411784"), _F("4546.09"), ("US gallon", "US gallons", "imperial gallon", "imperial gallons"),
        ("US-Gallone", "US-Gallonen", "britische Gallone", "britische Gallonen"),
    ),
    "quart": _Measure(
        _F("946.352946"), _F("1136.5225"), ("US quart", "US quarts", "imperial quart", "imperial quarts"),
        ("US-Quart", "US-Quart", "britisches Quart", "britische Quart"),
    ),
    "pint": _Measure(
        _F("473.176473"), _F("568.26125"), ("US pint", "US pints", "UK pint", "UK pints"),
        ("US-Pint", "US-Pints", "britisches Pint", "britische Pints"),
    ),
    "cup": _Measure(
        _F("236.5882365"), _F(250), ("US cup", "US cups", "metric cup", "metric cups"),
        ("US-Cup", "US-Cups", "metrischer Cup", "metrische Cups"),
    ),
    "fl oz": _Measure(
        _F("29.5735295625"), _F("28.4130625"),
        ("US fluid ounce", "US fluid ounces", "UK fluid ounce", "UK fluid ounces"),
        ("US-Flüssigunze", "US-Flüssigunzen", "britische Flüssigunze", "britische Flüssigunzen"),
    ),
    "tbsp": _Measure(_F(15), None, ("tablespoon", "tablespoons", "", ""), ("Esslöffel", "Esslöffel", "", "")),
    "tsp": _Measure(_F(5), None, ("teaspoon", "teaspoons", "", ""), ("Teelöffel", "Teelöffel", "", "")),
}  # fmt: skip
_NAMES = {
    **dict.fromkeys(("gallon", "gallons", "gal", "gallone", "gallonen"), "gallon"),
    **dict.fromkeys(("quart", "quarts", "qt"), "quart"),
    **dict.fromkeys(("pint", "pints", "pt"), "pint"),
    **dict.fromkeys(("cup", "cups", "tasse", "tassen", "cup", "cups"), "cup"),
    **dict.fromkeys(
        ("fl oz", "fl. oz", "fluid ounce", "fluid ounces", "flüssigunze", "flüssigunzen"), "fl oz"
    ),
    **dict.fromkeys(
        ("tablespoon", "tablespoons", "tbsp", "tbs", "esslöffel", "essloeffel", "el"), "tbsp"
    ),
    **dict.fromkeys(("teaspoon", "teaspoons", "tsp", "teelöffel", "teeloeffel", "tl"), "tsp"),
}
_GRAMS_PER_CUP = {
    "flour": (_F(125), "Mehl"),
    "sugar": (_F(200), "Zucker"),
    "brown sugar": (_F(220), "brauner Zucker"),
    "powdered sugar": (_F(120), "Puderzucker"),
    "butter": (_F(227), "Butter"),
    "rice": (_F(190), "Reis"),
    "oats": (_F(90), "Haferflocken"),
    "water": (_F("236.6"), "Wasser"),
    "milk": (_F(240), "Milch"),
    "honey": (_F(340), "Honig"),
    "cocoa": (_F(85), "Kakao"),
    "salt": (_F(290), "Salz"),
    "oil": (_F(218), "Öl"),
}
"""Grams in a US cup, spooned and levelled (kitchen-scale figures; packed flour weighs more)."""
_INGREDIENTS = {
    **dict.fromkeys(("flour", "mehl", "all-purpose flour", "plain flour"), "flour"),
    **dict.fromkeys(("sugar", "zucker", "white sugar", "granulated sugar"), "sugar"),
    **dict.fromkeys(("brown sugar", "brauner zucker", "braunem zucker"), "brown sugar"),
    **dict.fromkeys(
        ("powdered sugar", "icing sugar", "puderzucker", "confectioners sugar"), "powdered sugar"
    ),
    **dict.fromkeys(("butter",), "butter"),
    **dict.fromkeys(("rice", "reis"), "rice"),
    **dict.fromkeys(("oats", "rolled oats", "haferflocken", "oatmeal"), "oats"),
    **dict.fromkeys(("water", "wasser"), "water"),
    **dict.fromkeys(("milk", "milch"), "milk"),
    **dict.fromkeys(("honey", "honig"), "honey"),
    **dict.fromkeys(("cocoa", "cocoa powder", "kakao", "kakaopulver"), "cocoa"),
    **dict.fromkeys(("salt", "salz"), "salt"),
    **dict.fromkeys(("oil", "öl", "oel", "olive oil", "olivenöl"), "oil"),
}
_ML = {
    **dict.fromkeys(("ml", "milliliter", "millilitre", "milliliters", "millilitres"), _F(1)),
    **dict.fromkeys(("cl", "centiliter", "centilitre"), _F(10)),
    **dict.fromkeys(("dl", "deciliter", "decilitre"), _F(100)),
    **dict.fromkeys(("l", "liter", "litre", "liters", "litres", "litern"), _F(1000)),
}
_GRAMS = frozenset(("g", "gr", "gram", "grams", "gramm", "gramme", "grammes"))

_WORD = r"[a-zäöüß.]+"
_AMOUNT = (
    r"(?P<count>\d{1,2}\s+\d/\d{1,2}|\d{1,2}\s*[½¼¾⅓⅔⅛]|[½¼¾⅓⅔⅛]|\d{1,2}/\d{1,2}"
    r"|(?:\d{1,2}|one|two|three)\s+and\s+a\s+half|anderthalb|eineinhalb|zweieinhalb"
    r"|\d{1,4}(?:[.,]\d{1,3})?|half\s+an?|a\s+half|eine\s+halbe|einer\s+halben"
    r"|(?:ein(?:e|en)?\s+)?halbe[n]?|(?:a\s+)?(?:quarter|third)(?:\s+of\s+an?)?"
    r"|(?:ein(?:e|en)?\s+)?(?:viertel|drittel)|(?:three\s+quarters|two\s+thirds|dreiviertel"
    r"|zwei\s*drittel)(?:\s+of\s+an?)?|an?|one|two|three|ein(?:e|en|er)?|zwei|drei)"
)
_UNICODE = {
    "½": _F(1, 2),
    "¼": _F(1, 4),
    "¾": _F(3, 4),
    "⅓": _F(1, 3),
    "⅔": _F(2, 3),
    "⅛": _F(1, 8),
}
_SAID_PARTS = {
    "anderthalb": _F(3, 2),
    "eineinhalb": _F(3, 2),
    "zweieinhalb": _F(5, 2),
    "third": _F(1, 3),
    "a third": _F(1, 3),
    "drittel": _F(1, 3),
    "three quarters": _F(3, 4),
    "dreiviertel": _F(3, 4),
    "two thirds": _F(2, 3),
    "zwei drittel": _F(2, 3),
    "zweidrittel": _F(2, 3),
}


def _amount_said(said: str) -> Fraction | None:
    """ "1 1/2", "1½", "¾", "two thirds", "anderthalb", else :func:`count_of`."""
    key = re.sub(r"\s+(?:of\s+an?|of)$", "", " ".join(said.lower().split()))
    key = re.sub(r"^(?:an?|ein(?:e|en)?)\s+(?=third|drittel|viertel)", "", key)
    mixed = re.fullmatch(r"(\d{1,2})\s*(?:(\d)/(\d{1,2})|([½¼¾⅓⅔⅛]))", key)
    if mixed is not None:
        part = _UNICODE[mixed[4]] if mixed[4] else _F(int(mixed[2]), int(mixed[3]) or 1)
        return int(mixed[1]) + part if part < 1 else None
    if key in _UNICODE:
        return _UNICODE[key]
    return _SAID_PARTS.get(key) or count_of(key)


_ASKED = re.compile(
    rf"{_AMOUNT}\s+(?:of\s+(?:an?\s+)?)?(?P<unit>fl\.?\s*oz|fluid\s+ounces?|{_WORD})"
    r"(?:\s+(?:of\s+)?(?P<stuff>[a-zäöüß]+(?:\s+(?:sugar|flour|oil|zucker|oats))?))?"
    r"\s*(?:,\s*)?(?:in|to|into|as|is|are|sind|ist|in\s+(?:a|an))?\s*"
    r"(?:how\s+many\s+|how\s+much\s+|wie\s*viele?\s+|wieviel\s+)?(?:is\s+that\s+|in\s+)?"
    r"(?P<want>[a-zäöüß]+)?",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(
    r"\b(?:how\s+many|how\s+much|wie\s*viele?|wieviel)\s+(?P<want>[a-zäöüß]+)\s+"
    r"(?:is|are|in|sind|ist|hat|hold|holds|does|do|passen\s+in|make|gibt)\s+(?:there\s+in\s+)?",
    re.IGNORECASE,
)


def _unit_in(words: str) -> str | None:
    return _NAMES.get(" ".join(words.lower().replace(".", " ").split()))


_TO_CUPS = re.compile(
    r"(?P<amount>\d{1,5}(?:[.,]\d{1,2})?)\s*(?P<unit>g|gr|grams?|gramm|ml|milliliters?|millilitres?"
    r"|cl|dl|l|liters?|litres?|litern)\b"
    r"",
    re.IGNORECASE,
)
_CUPS = re.compile(r"\b(?:cups?|tassen?)\b", re.IGNORECASE)
_STUFF = re.compile(r"\b(" + "|".join(sorted(_INGREDIENTS, key=len, reverse=True)) + r")\b")


def _in_cups(said: str, language: str) -> str | None:
    """ "250 g flour in cups" → "250 g of flour is about 2 US cups."; "500 ml in cups" →
    about 2.1 US cups (2 metric cups)."""
    from brain.fastpath.units import _number

    found = _TO_CUPS.search(said)
    if found is None or _CUPS.search(said) is None:
        return None
    amount = count_of(found["amount"])
    if not amount:
        return None
    de = language == "de"
    unit = found["unit"].lower()
    if unit in _ML:
        said_as = f"{_number(amount, language)} {found['unit']}"
        amount *= _ML[unit]
        cup = _MEASURES["cup"]
        us, metric = amount / cup.ml, amount / cup.other_ml  # type: ignore[operator]
        a, b = (
            _number(Fraction(round(us * 10), 10), language),
            _number(Fraction(round(metric * 10), 10), language),
        )
        if de:
            return f"{said_as} sind etwa {a} US-Cups ({b} metrische Cups zu 250 ml)."
        return f"{said_as} is about {a} US cups ({b} metric cups of 250 ml)."
    stuff = _STUFF.search(said)
    if stuff is None:
        return None
    key = _INGREDIENTS[stuff.group(1)]
    grams, german = _GRAMS_PER_CUP[key]
    cups = _number(Fraction(round(amount / grams * 10), 10), language)
    if de:
        return f"{_number(amount, language)} g {german} sind etwa {cups} US-Cups (1 Cup ≈ {_number(grams, language)} g)."
    return f"{_number(amount, language)} g of {key} is about {cups} US cups (1 cup ≈ {_number(grams, language)} g)."


_ENGLISH_ONLY = re.compile(r"\b(?:cups?|tablespoons?|teaspoons?|tbsp|tsp|fluid|how|what)\b")
_GERMAN_WORDS = re.compile(
    r"\b(?:tassen?|esslöffel|essloeffel|teelöffel|teeloeffel|wie|sind|ist|eine?[nmr]?|gallonen?"
    r"|halbe[n]?|viertel|drittel|was|in\s+ml\s+umrechnen)\b"
)


def read(text: str, language: str) -> str | None:
    """The answer to a question about a measure with two meanings, or None."""
    said = " ".join(text.lower().split()).strip(" ?!.")
    if _ENGLISH_ONLY.search(said) and not _GERMAN_WORDS.search(said):
        language = "en"  # "3/4 cup in tablespoons": too few words for the hub to tell
    cups = _in_cups(said, language)
    if cups is not None:
        return cups
    asked = _HOW_MANY.search(said)
    want = asked.group("want") if asked else None
    rest = said[asked.end() :] if asked else said
    for found in _ASKED.finditer(rest):
        name = _unit_in(found.group("unit"))
        if name is None:
            continue
        count = _amount_said(found.group("count"))
        if count is None or count <= 0:
            continue
        stuff = _INGREDIENTS.get((found.group("stuff") or "").lower())
        goal = (want or found.group("want") or "").lower()
        last = _WANTED_LAST.search(said)  # "… 2/3 cup of oil and i only have a tbsp, how many?"
        if not goal and asked is None and last is None:
            continue
        answered = _answer(name, count, stuff, goal, language)
        if answered is None and last is not None and last["want"] != found.group("unit").lower():
            answered = _answer(name, count, stuff, last["want"].lower(), language)
        return answered
    return None


_WANTED_LAST = re.compile(
    r"\bhow many (?P<want>tablespoons?|teaspoons?|tbsp|tsp|cups?|ml|millilit(?:er|re)s?)\b",
    re.IGNORECASE,
)
"""The measure asked for after the amount and more words ("… i only have a tablespoon, how
many tablespoons?")."""


_DRY = frozenset(
    {"flour", "sugar", "brown sugar", "powdered sugar", "rice", "oats", "cocoa", "salt"}
)
_PARTS = {
    _F(1, 2): "1/2", _F(1, 4): "1/4", _F(3, 4): "3/4", _F(1, 3): "1/3", _F(2, 3): "2/3",
    _F(1, 8): "1/8", _F(3, 8): "3/8", _F(5, 8): "5/8", _F(7, 8): "7/8",
}  # fmt: skip
_TSP = {"cup": 48, "fl oz": 6, "tbsp": 3, "tsp": 1}
"""US kitchen measures in teaspoons: a cup is 16 tablespoons, a tablespoon 3 teaspoons."""
_SMALLER = {"cup": "tbsp", "fl oz": "tbsp", "tbsp": "tsp"}


def _shown(count: Fraction, language: str) -> str:
    """ "3/4", "1 1/2", "10 2/3", "2.5"."""
    from brain.fastpath.units import _number

    whole, part = divmod(count, 1)
    if part in _PARTS:
        return f"{int(whole)} {_PARTS[part]}" if whole else _PARTS[part]
    return _number(count, language)


def _count(count: Fraction, names: tuple[str, str], language: str) -> str:
    """ "1 US cup", "1/2 US cup", "1 1/2 US cups", "3 US cups"."""
    return f"{_shown(count, language)} {names[0] if count <= 1 else names[1]}"


def _spoons(name: str, target: str, count: Fraction, said: str, language: str) -> str:
    """ "3/4 US cup × 16 = 12 tablespoons."; "2/3 US cup × 16 = 10 2/3 tablespoons (10
    tablespoons + 2 teaspoons)."; "4 tablespoons ÷ 16 = 1/4 US cup."."""
    de = language == "de"
    factor = _F(_TSP[name], _TSP[target])
    value = count * factor
    step = f"× {_shown(factor, language)}" if factor >= 1 else f"÷ {_shown(1 / factor, language)}"
    into = _MEASURES[target]
    names = (into.de if de else into.en)[:2]
    whole, part = divmod(value, 1)
    if part in _PARTS or part == 0:
        shown = _count(value, names, language)
    else:
        shown = _count(_F(round(value * 100), 100), names, language)
    smaller = _SMALLER.get(target)
    if part and smaller is not None:
        fits = [q for q in sorted(_PARTS, reverse=True) if q <= part and q.denominator in (2, 3, 4)]
        even = [q for q in fits if ((part - q) * 16).denominator == 1]  # whole tablespoons left
        big = whole + (
            (even or fits or [_F(0)])[0] if target == "cup" else _F(0)
        )  # "1/4 cup + 1 tbsp"
        rest = (value - big) * _TSP[target] / _TSP[smaller]
        if rest.denominator != 1 and smaller == "tbsp":
            smaller, rest = "tsp", rest * 3
        little = _MEASURES[smaller]
        first = _count(big, names, language) + " + " if big else ""
        rest = _F(round(rest * 4), 4)
        shown += f" ({first}{_count(rest, (little.de if de else little.en)[:2], language)})"
    return f"{said} {step} = {shown}."


def _size(amount: Fraction, unit: str, language: str) -> str:
    from brain.fastpath.units import _number

    whole = unit == "g" or (unit == "ml" and amount >= 50)
    return f"{_number(Fraction(round(amount)) if whole else amount, language)} {unit}"


def _answer(name: str, count: Fraction, stuff: str | None, goal: str, language: str) -> str | None:
    de = language == "de"
    measure = _MEASURES[name]
    one, many, other_one, other_many = measure.de if de else measure.en
    said = _count(count, (one, many), language)
    if goal in _GRAMS:
        if stuff is None or name not in ("cup", "tbsp", "tsp"):
            return None
        grams, german = _GRAMS_PER_CUP[stuff]
        weight = _size(count * grams * measure.ml / _MEASURES["cup"].ml, "g", language)
        if de:
            level = " (locker eingefüllt und glattgestrichen)" if stuff in _DRY else ""
            return f"{said} {german} {'wiegt' if count <= 1 else 'wiegen'} etwa {weight}{level}."
        level = " (spooned and levelled)" if stuff in _DRY else ""
        return f"{said} of {stuff} {'is' if count <= 1 else 'are'} about {weight}{level}."
    per = _ML.get(goal)
    fluid = "fl oz" if goal in ("ounce", "ounces", "oz", "unzen", "unze") else goal
    target = _unit_in(fluid) if goal and per is None else None
    if target in _TSP and name in _TSP and target != name:  # "3/4 cup in tablespoons"
        return _spoons(name, target, count, said, language)
    if target is not None and target != name:  # "how many ounces in a cup": US sizes
        into = _MEASURES[target]
        value = Fraction(round(count * measure.ml / into.ml * 10), 10)
        names = (into.de if de else into.en)[:2]
        return f"{said} {('ist' if count <= 1 else 'sind') if de else ('is' if count <= 1 else 'are')} {'etwa ' if de else 'about '}{_count(value, names, language)}."
    if per is None:
        return None
    unit = goal if goal in ("ml", "l", "cl", "dl") else ("l" if per == 1000 else "ml")
    verb = ("ist" if count <= 1 else "sind") if de else ("is" if count <= 1 else "are")
    first = f"{said} {verb} {'etwa' if de else 'about'} {_size(count * measure.ml / per, unit, language)}"
    if measure.other_ml is None:
        return first + "."
    other = _count(count, (other_one, other_many), language)
    return f"{first} ({other}: {_size(count * measure.other_ml / per, unit, language)})."
