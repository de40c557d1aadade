"""Which of two units (or amounts) is the longer, bigger or heavier one (see
:mod:`brain.fastpath.loose_sums`): "is a nautical mile longer or shorter than a normal mile" →
"Longer: 1 nautical mile = 1,852 m, a mile = 1,609 m, so about 1.15 miles."; "is a US gallon
more than a litre", "ist eine meile länger als ein kilometer", "which is heavier, a stone or 6
kilos". Units of one meaning come from :mod:`brain.fastpath.units`; a gallon, quart, pint or cup
said without "US" or "imperial" has both sizes (:mod:`brain.fastpath.measures`) and is answered
only when both fall on the same side.
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.measures import _MEASURES
from brain.fastpath.units import NAMES, _number, count_of, unit

_BIGGER = {
    "longer": "length", "further": "length", "farther": "length", "bigger": "", "larger": "",
    "more": "", "heavier": "mass", "länger": "length", "laenger": "length", "größer": "",
    "groesser": "", "grösser": "", "mehr": "", "schwerer": "mass", "weiter": "length",
}  # fmt: skip
_SMALLER = {
    "shorter": "length", "smaller": "", "less": "", "lighter": "mass", "kürzer": "length",
    "kuerzer": "length", "kleiner": "", "weniger": "", "leichter": "mass",
}  # fmt: skip
_WORDS = {  # the pair of words an answer says, by the word asked
    **dict.fromkeys(("longer", "shorter", "further", "farther"), ("Longer", "Shorter")),
    **dict.fromkeys(("bigger", "smaller"), ("Bigger", "Smaller")),
    "larger": ("Larger", "Smaller"),
    **dict.fromkeys(("more", "less"), ("More", "Less")),
    **dict.fromkeys(("heavier", "lighter"), ("Heavier", "Lighter")),
    **dict.fromkeys(("länger", "laenger", "kürzer", "kuerzer", "weiter"), ("Länger", "Kürzer")),
    **dict.fromkeys(("größer", "groesser", "grösser", "kleiner"), ("Größer", "Kleiner")),
    **dict.fromkeys(("mehr", "weniger"), ("Mehr", "Weniger")),
    **dict.fromkeys(("schwerer", "leichter"), ("Schwerer", "Leichter")),
}
_CMP = "|".join(sorted((*_BIGGER, *_SMALLER), key=len, reverse=True))
_KINDS = {  # two-sized measures, by name (millilitres); "us" / "imperial" picks one
    **dict.fromkeys(("gallon", "gallons", "gallone", "gallonen"), "gallon"),
    **dict.fromkeys(("quart", "quarts"), "quart"),
    **dict.fromkeys(("pint", "pints"), "pint"),
    **dict.fromkeys(("cup", "cups"), "cup"),
}
_SIDE = {
    **dict.fromkeys(("us", "u.s.", "american", "amerikanische", "amerikanischen", "us-"), 0),
    **dict.fromkeys(("imperial", "uk", "british", "english", "britische", "britischen"), 1),
    **dict.fromkeys(("metric", "metrische", "metrischen"), 1),
}
_NAUTICAL = re.compile(
    r"\b(?:nautical|sea)\s+miles?\b|\bsee-?meilen?\b|\bnmi\b|\bknots?\s+of\s+distance\b",
    re.IGNORECASE,
)
_PLAIN_MILE = re.compile(
    r"\b(?:normal|regular|ordinary|statute|land|standard|usual|plain|road|normale[n]?|gewöhnliche[n]?"
    r"|gewoehnliche[n]?)\s+(?=mile|meile|landmeile)|\bland(?=meilen?\b)",
    re.IGNORECASE,
)
_COUNT = (
    r"(?:(?P<n>\d{1,6}(?:[.,]\d{1,3})?|half\s+an?|(?:ein(?:e[nr]?)?\s+)?halbe[nrs]?|an?|one"
    r"|ein(?:e[mnr]?)?)\s*-?\s*)?"
)
_SIDES = "|".join(re.escape(s) for s in sorted(_SIDE, key=len, reverse=True) if s != "us-")
_MENTION = re.compile(
    rf"(?<![\w.]){_COUNT}(?:(?P<side>{_SIDES})[\s-]+)?(?P<u>{NAMES}|nautical_mile|"
    + "|".join(_KINDS)
    + r")(?![\w])",
    re.IGNORECASE,
)
_BARE = frozenset(("in", "m", "t", "s", "h", "l", "g", "min", "day", "tag", "year", "jahr"))
"""Short names that are other words too: units only with a count ("3 m", not "a m")."""
_ASKED = re.compile(
    rf"^(?:so\s+|and\s+|but\s+|hey\s+|quick\s+q\w*\s*:?\s*)?(?:(?P<yes>is|are|ist|sind)\s+.+?\s+"
    rf"(?P<w>{_CMP})\b(?:\s+(?:or|oder)\s+(?P<w2>{_CMP}))?\s+(?:than|als)\s+.+"
    rf"|(?:which|what|was|welche[rs]?|wer)(?:'?s|\s+is|\s+ist|\s+of\s+(?:the\s+)?"
    rf"(?:two|them|these|those)\s+is)?\s+(?P<w3>{_CMP})\b.+?\b(?:or|oder)\b.+"
    rf"|(?:is|ist)\s+.+?\s+(?:or|oder)\s+.+?\s+(?P<w4>{_CMP}))$",
    re.IGNORECASE,
)


_Said = tuple[str, tuple[Fraction, ...], tuple[str, str], Fraction]
"""A mention: kind, size in the base unit (two for a US / imperial measure), names, count."""


def _size(found: re.Match[str], language: str) -> _Said | None:
    said_count = (found["n"] or "").lower()
    count = (
        count_of(said_count)
        if said_count[:1].isdigit()
        else Fraction(1, 2)
        if "hal" in said_count
        else Fraction(1)
    )
    if not count:
        return None
    name = found["u"].lower()
    de = language == "de"
    if name == "nautical_mile":
        names = ("Seemeile", "Seemeilen") if de else ("nautical mile", "nautical miles")
        return "length", (Fraction(1852),), names, count
    two = _KINDS.get(name)
    if two is not None:
        measure = _MEASURES[two]
        sizes = (measure.ml / 1000, (measure.other_ml or measure.ml) / 1000)
        side = _SIDE.get((found["side"] or "").lower())
        said = measure.de if de else measure.en
        if side is None:
            bare = tuple(n.split()[-1].split("-")[-1] for n in said[:2])
            return "volume", sizes, (bare[0], bare[1]), count
        return "volume", (sizes[side],), (said[2 * side], said[2 * side + 1]), count
    known = unit(name, language)
    if known is None:
        return None
    return known.kind, (known.size,), known.de if de else known.en, count


_BASE = {
    "length": ((Fraction(10_000), "km"), (Fraction(1), "m"), (Fraction(1, 100), "cm"), (Fraction(1, 1000), "mm")),
    "mass": ((Fraction(1000), "kg"), (Fraction(1), "g"), (Fraction(1, 1000), "mg")),
    "volume": ((Fraction(1), "l"), (Fraction(1, 1000), "ml")),
    "time": ((Fraction(86400), "days"), (Fraction(3600), "h"), (Fraction(60), "min"), (Fraction(1), "s")),
}  # fmt: skip


def _shown(value: Fraction, scale: tuple[Fraction, str], language: str) -> str:
    amount = value / (scale[0] if scale[0] != 10_000 else 1000)
    places = 0 if amount >= 100 else 2 if amount >= 1 else 3
    rounded = Fraction(round(amount * 10**places), 10**places)
    return f"{_number(rounded, language)} {scale[1]}"


def compare(text: str, language: str) -> str | None:
    """ "is a nautical mile longer or shorter than a normal mile" → "Longer: 1 nautical mile =
    1,852 m, a mile = 1,609 m, so about 1.15 miles."."""
    said = re.sub(r"\b(which|what)\s+one\b", r"\1", text, flags=re.IGNORECASE)
    said = " ".join(number_words.as_digits(said).split()).strip(" ?!.")
    asked = _ASKED.match(said)
    if asked is None:
        return None
    word = (asked["w"] or asked["w3"] or asked["w4"]).lower()
    said = _PLAIN_MILE.sub("", _NAUTICAL.sub("nautical_mile", said))
    mentions = [m for m in _MENTION.finditer(said) if m["n"] or m["u"].lower() not in _BARE]
    rest = said
    for m in reversed(mentions):
        rest = rest[: m.start()] + " " + rest[m.end() :]
    if len(mentions) != 2 or re.search(
        r"\d|\b(?:half|halb\w*|quarters?|viertel|third|drittel"
        r"|double|doppel\w*|twice|zweimal)\b",
        rest,
        re.IGNORECASE,
    ):
        return None
    first, second = (_size(m, language) for m in mentions)
    if first is None or second is None:
        return None
    want = _BIGGER.get(word, _SMALLER.get(word, ""))
    kind = first[0]
    if kind != second[0] or (want and want != kind and (want, kind) != ("length", "time")):
        return None
    a = [size * first[3] for size in first[1]]
    b = [size * second[3] for size in second[1]]
    if min(a) > max(b):
        first_bigger = True
    elif max(a) < min(b):
        first_bigger = False
    else:
        return None  # the same, or a pint against 500 ml: US and imperial on both sides
    return _said(asked, word, first, second, first_bigger, language)


def _said(
    asked: re.Match[str], word: str, first: _Said, second: _Said, first_bigger: bool, language: str
) -> str:
    de = language == "de"
    smallest = min(size * said[3] for said in (first, second) for size in said[1])
    scale = next((s for s in _BASE[first[0]] if smallest >= s[0]), _BASE[first[0]][-1])

    def line(part: _Said, lead: str) -> str:
        _, sizes, names, n = part
        count = lead if n == 1 else _number(n, language)
        name = names[0] if n == 1 else names[1]
        if len(sizes) == 2:
            us, other = (_shown(s * n, scale, language) for s in sizes)
            if de:
                return f"{count} {name} = {us} (US) oder {other} (britisch)"
            return f"{count} {name} = {us} (US) or {other} (imperial)"
        return f"{count} {name} = {_shown(sizes[0] * n, scale, language)}"

    big, small = _WORDS[word]
    verdict = big if first_bigger else small
    said = f"{line(first, '1')}, {line(second, '1' if de else 'a')}"
    ratio = ""
    if first_bigger and len(first[1]) == len(second[1]) == 1 and second[3] == 1:
        times = first[1][0] * first[3] / second[1][0]
        shown = _number(Fraction(round(times * 100), 100), language)
        about = "" if round(times, 2) == times else ("etwa " if de else "about ")
        ratio = f", {'also' if de else 'so'} {about}{shown} {second[2][1]}"
    if asked["w3"] or asked["w4"]:  # "which is longer, a or b": the one that is
        one = first if first_bigger == (word in _BIGGER) else second
        name = one[2][0] if one[3] == 1 else f"{_number(one[3], language)} {one[2][1]}"
        if de:
            return f"{word.capitalize()} ist {'1 ' if one[3] == 1 else ''}{name}: {said}{ratio}."
        named = f"the {name}" if one[3] == 1 else name
        return f"{named[:1].upper()}{named[1:]} is {word}: {said}{ratio}."
    if asked["yes"] and not asked["w2"]:
        agreed = (word in _BIGGER) == first_bigger
        yes = ("Ja" if de else "Yes") if agreed else ("Nein" if de else "No")
        return f"{yes}, {verdict.lower()}: {said}{ratio}."
    return f"{verdict}: {said}{ratio}."


READERS = (("unit_compare", compare),)
