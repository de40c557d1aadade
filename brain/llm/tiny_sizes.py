"""Two countries or cities compared by size or people ("is germany bigger than poland?", "which
is larger, spain or france", "hat österreich mehr einwohner als die schweiz?"), answered from
the factbook (``prompts/facts/countries.yaml``: area and people; ``cities.yaml``: people) with
both numbers. The tiny model picked a side at random ("Spain is larger.") or answered one
country's population alone. A country's size is its area, a city's its people. A comparison
of a place the factbook has no figure for is declined, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from importlib import resources

from brain.fastpath import countries
from brain.fastpath.indirect import unwrapped
from brain.fastpath.reckon import said_number

_PLACE = r"[^\W\d_][\w'’.\- ]{1,40}?"
_BIG = (
    r"bigger|biger|bigegr|larger|lager|greater|huger|smaller|smaler|tinier|more\s+populous"
    r"|more\s+populated|less\s+populated|more\s+crowded"
)
_PEOPLE = r"people|inhabitants|residents|citizens|population|folks|humans"
_MORE = (
    rf"(?:more|fewer|less)\s+(?:{_PEOPLE})"
    r"|(?:a\s+)?(?:bigger|larger|higher|smaller|lower)\s+population"
)
_BY = r"(?:\s+(?:in\s+(?:size|area|population|terms\s+of\s+\w+)|by\s+(?:area|size|population)))?"
_GROSS = (
    r"größer|grösser|groesser|grosser|gröser|kleiner|bevölkerungsreicher|bevoelkerungsreicher"
    r"|flächenmäßig\s+größer|flaechenmaessig\s+groesser"
)
_LEUTE = r"einwohner|menschen|leute|bewohner|bevölkerung|bevoelkerung|einwohner:innen"
_WHICH = r"(?:which|what|who|whats|what's|which\s+one|which\s+country|which\s+city|which\s+place)"
_WELCHES = r"(?:was|welches|welche|welcher|wer|welches\s+land|welche\s+stadt)"
_ASKS = [
    re.compile(p, re.IGNORECASE)
    for p in (
        rf"^(?:is|are|was)\s+(?:the\s+)?(?P<a>{_PLACE})\s+(?:really\s+|actually\s+)?(?P<cmp>{_BIG})"
        rf"{_BY}\s+(?:than|then)\s+(?:the\s+)?(?P<b>{_PLACE}){_BY}$",
        rf"^(?:does|do)\s+(?:the\s+)?(?P<a>{_PLACE})\s+have\s+(?P<cmp>{_MORE})\s+(?:than|then)\s+"
        rf"(?:the\s+)?(?P<b>{_PLACE})$",
        rf"^(?:are\s+there|do)\s+(?P<cmp>more|fewer|less)\s+people\s+(?:live\s+|living\s+)?in\s+"
        rf"(?:the\s+)?(?P<a>{_PLACE})\s+(?:than|then)\s+(?:in\s+)?(?:the\s+)?(?P<b>{_PLACE})$",
        rf"^how\s+much\s+(?P<how>{_BIG})\s+is\s+(?:the\s+)?(?P<a>{_PLACE})\s+(?:than|then)\s+"
        rf"(?:the\s+)?(?P<b>{_PLACE})$",
        rf"^{_WHICH}(?:\s+of\s+the\s+two)?\s+(?:is|'s|has|have)\s+(?:the\s+)?"
        rf"(?P<which>{_BIG}|{_MORE}|biggest|largest|smallest)(?:\s+(?:one"
        rf"|country|city))?{_BY}\s*[,:-]?\s*(?:the\s+)?(?P<a>{_PLACE})\s+or\s+(?:the\s+)?"
        rf"(?P<b>{_PLACE})$",
        rf"^(?:the\s+)?(?P<a>{_PLACE})\s+(?:or|vs\.?|versus)\s+(?:the\s+)?(?P<b>{_PLACE})\s*[,:?-]*"
        rf"\s*{_WHICH}(?:\s+(?:one|of\s+them|of\s+the\s+two))?\s+(?:is|'s|has|have)\s+(?:the\s+)?"
        rf"(?P<which>{_BIG}|{_MORE}|biggest|largest|smallest)(?:\s+(?:one|country|city))?{_BY}$",
        rf"^(?:ist|sind|war)\s+(?P<a>{_PLACE})\s+(?:wirklich\s+|eigentlich\s+)?(?P<cmp>{_GROSS})"
        rf"\s+als\s+(?P<b>{_PLACE})$",
        rf"^(?:hat|haben)\s+(?P<a>{_PLACE})\s+(?P<cmp>mehr|weniger)\s+(?:{_LEUTE})\s+als\s+"
        rf"(?P<b>{_PLACE})$",
        rf"^(?:leben|wohnen)\s+in\s+(?P<a>{_PLACE})\s+(?P<cmp>mehr|weniger)\s+(?:menschen|leute)\s+"
        rf"als\s+in\s+(?P<b>{_PLACE})$",
        rf"^wie\s*viel\s+(?P<how>{_GROSS})\s+ist\s+(?P<a>{_PLACE})\s+als\s+(?P<b>{_PLACE})$",
        rf"^{_WELCHES}(?:\s+von\s+beiden)?\s+(?:ist|hat)\s+(?P<which>{_GROSS}|mehr\s+(?:{_LEUTE})"
        rf"|weniger\s+(?:{_LEUTE}))\s*[,:-]?\s*(?P<a>{_PLACE})\s+oder\s+(?P<b>{_PLACE})$",
        rf"^(?P<a>{_PLACE})\s+oder\s+(?P<b>{_PLACE})\s*[,:?-]*\s*{_WELCHES}(?:\s+von\s+beiden)?\s+"
        rf"(?:ist|hat)\s+(?P<which>{_GROSS}|mehr\s+(?:{_LEUTE})|weniger\s+(?:{_LEUTE}))$",
    )
]
_TOLD = [
    re.compile(p, re.IGNORECASE)
    for p in (
        rf"^(?:the\s+)?(?P<a>{_PLACE})\s+(?:is|are|'s)\s+(?:really\s+|actually\s+)?(?P<cmp>{_BIG})"
        rf"{_BY}\s+(?:than|then)\s+(?:the\s+)?(?P<b>{_PLACE}){_BY}(?:\s*,?\s*(?:right|or\s+not))?$",
        rf"^(?P<a>{_PLACE})\s+(?P<cmp>{_GROSS})\s+(?:ist|sind)\s+als\s+(?P<b>{_PLACE})$",
        rf"^(?P<a>{_PLACE})\s+(?P<cmp>mehr|weniger)\s+(?:{_LEUTE})\s+(?:hat|haben)\s+als\s+"
        rf"(?P<b>{_PLACE})$",
    )
]
"""A comparison said as a statement inside a question ("do you know if a is bigger than b",
"weißt du ob a größer ist als b", "a is bigger than b, right?")."""
_LESS = re.compile(r"small|smal|tini|fewer|less|lower|kleiner|weniger|smallest", re.IGNORECASE)
_COUNTS_PEOPLE = re.compile(
    rf"\b(?:{_PEOPLE}|populous|populated|crowded|{_LEUTE}|bevölkerungsreicher"
    r"|bevoelkerungsreicher|mehr|weniger)\b",
    re.IGNORECASE,
)
_PLACE_WORD = re.compile(r"\b(?:country|countries|city|cities|land|länder|stadt|städte)\b", re.I)
_LEAD = re.compile(
    r"^(?:(?:hey|so|ok|okay|quick\s+q(?:uestion)?|random\s+q(?:uestion)?|settle\s+this|sag\s+mal"
    r"|kurze\s+frage|mal\s+ne\s+frage|eddie)\s*[,:!-]?\s+)*(?:(?:whether|if|ob)\s+)?",
    re.IGNORECASE,
)

_DECLINE = {
    "en": "I don't have reliable figures for both {a} and {b} offline, and I'd rather not "
    "guess. A bigger model would know: see `vance models`.",
    "de": "Für {a} und {b} habe ich offline keine sicheren Zahlen, und raten möchte ich nicht. "
    "Ein größeres Modell wüsste es: siehe `vance models`.",
}


@dataclass(frozen=True)
class _Place:
    name: dict[str, str]
    area: int | None
    people: int | None
    city: bool
    country: countries.Country | None = None


def compared(user_text: str, language: str = "en") -> str | None:
    """The answer to a comparison of two places by size or people, with both numbers; a
    decline when a place has no figure here; None when ``user_text`` compares no places."""
    plain = " ".join(user_text.split())
    said = _LEAD.sub("", unwrapped(plain)).strip(" ?!.")
    wrapped = said != plain.strip(" ?!.") or "?" in plain  # "do you know if a is bigger …"
    for pattern in (*_ASKS, *(_TOLD if wrapped else ())):
        found = pattern.match(said)
        if found is not None:
            return _answer(found, user_text, language)
    return None


def _answer(found: re.Match[str], user_text: str, language: str) -> str | None:
    a, b = _place(found["a"]), _place(found["b"])
    if a is None and b is None and not _PLACE_WORD.search(user_text):
        return None  # "is a cat bigger than a dog": no places
    said_as = found.groupdict()
    asked = said_as.get("cmp") or said_as.get("which") or said_as.get("how") or ""
    people = _COUNTS_PEOPLE.search(asked) is not None or any(p.city for p in (a, b) if p)
    x, y = _value(a, people), _value(b, people)
    if a is None or b is None or x is None or y is None or a.name == b.name:
        names = [
            p.name[language] if p else said.strip()
            for p, said in ((a, found["a"]), (b, found["b"]))
        ]
        return _DECLINE[language].format(a=names[0], b=names[1])
    big, small, big_value, small_value = (a, b, x, y) if x >= y else (b, a, y, x)
    less = _LESS.search(asked) is not None
    de = language == "de"
    times = None
    if said_as.get("how"):  # "how much bigger is a than b": how many times as big
        times = said_number(Fraction(round(big_value / small_value * 10), 10), language)
    said = _sentence(big, small, big_value, small_value, people, less, language, times)
    if said_as.get("cmp"):
        yes = (x > y) != less
        said = (
            f"{('Ja' if yes else 'Nein') if de else ('Yes' if yes else 'No')} — {_lower_in(said)}"
        )
    return f"{said}."


def _sentence(
    big: _Place,
    small: _Place,
    big_value: int,
    small_value: int,
    people: bool,
    less: bool,
    language: str,
    times: str | None = None,
) -> str:
    """ "Germany (about 357,600 km²) is bigger than Poland (about 312,700 km²)"; asked for the
    smaller, the smaller one first; with ``times``, how many times as big."""
    de = language == "de"
    big_shown, small_shown = _shown(big_value, small_value, people, language)
    if big_shown == small_shown:
        same = "sind etwa gleich groß" if de else "are about the same"
        both = f"{_cap(big.name[language])} ({big_shown}) {'und' if de else 'and'}"
        return f"{both} {small.name[language]} ({small_shown}) {same}"
    swap = less and times is None
    first, second = (small, big) if swap else (big, small)
    first_shown, second_shown = (small_shown, big_shown) if swap else (big_shown, small_shown)
    if people and de:
        more = f"etwa {times}-mal so viele" if times else "weniger" if less else "mehr"
        than = "wie" if times else "als"
        return (
            f"{_cap(_in(first))} leben {more} Menschen ({first_shown}) {than} {_in(second)}"
            f" ({second_shown})"
        )
    if people:
        more = (
            f"about {times} times as many people ({first_shown}) as"
            if times
            else f"{'fewer' if less else 'more'} people ({first_shown}) than"
        )
        return f"{_cap(first.name['en'])} has {more} {second.name['en']} ({second_shown})"
    if times:
        grows = f"etwa {times}-mal so groß wie" if de else f"about {times} times as big as"
    else:
        word = ("kleiner" if less else "größer") if de else ("smaller" if less else "bigger")
        grows = f"{'ist' if de else 'is'} {word} {'als' if de else 'than'}"
    verb = "ist " if de and times else "is " if times else ""
    return (
        f"{_cap(first.name[language])} ({first_shown}) {verb}{grows} {second.name[language]}"
        f" ({second_shown})"
    )


def _shown(big: int, small: int, people: bool, language: str) -> tuple[str, str]:
    """Both figures as said, "about" each; finer when the rounding would make them one."""
    about = "etwa" if language == "de" else "about"

    def said(value: int, fine: bool) -> str:
        shown = _people(value, language, fine) if people else _area(value, language, fine)
        return f"{about} {shown}"

    rough = said(big, False), said(small, False)
    return rough if rough[0] != rough[1] else (said(big, True), said(small, True))


def _lower_in(said: str) -> str:
    """ "In Österreich leben …" after "Ja —": "in Österreich leben …"."""
    return said[0].lower() + said[1:] if said.startswith(("In ", "Im ")) else said


def _in(place: _Place) -> str:
    """ "in der Schweiz", "in Wien"."""
    if place.country is not None:
        return countries.with_preposition("in", place.country)
    return f"in {place.name['de']}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _value(place: _Place | None, people: bool) -> int | None:
    if place is None:
        return None
    return place.people if people else place.area


def _place(said: str) -> _Place | None:
    """The country or city ``said`` names (the whole of it), or None."""
    found = countries.find(said)
    if found is not None and not found[1].strip(" ?!.,"):
        country = found[0]
        return _Place(country.name, country.area, country.population, False, country)
    return _cities().get(_key(said))


def _key(text: str) -> str:
    return " ".join(re.sub(r"^(?:the|die|der|das)\s+", "", text.lower().strip(" ?!.,")).split())


@cache
def _cities() -> dict[str, _Place]:
    import yaml

    text = resources.files("prompts").joinpath("facts/cities.yaml").read_text("utf-8")
    found: dict[str, _Place] = {}
    for city in yaml.safe_load(text):
        name = str(city["name"])
        place = _Place({"en": name, "de": str(city.get("de", name))}, None, city.get("pop"), True)
        for said in (name, city.get("de", name), *city.get("also", ())):
            found.setdefault(_key(str(said)), place)
    return found


def _area(km2: int, language: str, fine: bool = False) -> str:
    if km2 >= 1_000_000:
        tenth = 1000 if fine else 10
        millions = said_number(Fraction(round(km2 * tenth / 1_000_000), tenth), language)
        return f"{millions} Mio. km²" if language == "de" else f"{millions} million km²"
    step = 1 if fine else 100 if km2 >= 10_000 else 10
    return f"{said_number(Fraction(round(km2 / step) * step), language)} km²"


def _people(count: int, language: str, fine: bool = False) -> str:
    de = language == "de"
    if count >= 1_000_000_000:
        parts = 1000 if fine else 100
        n = said_number(Fraction(round(count * parts / 1_000_000_000), parts), language)
        return f"{n} Milliarden" if de else f"{n} billion"
    if count >= 1_000_000:
        parts = 100 if fine else 10
        n = said_number(Fraction(round(count * parts / 1_000_000), parts), language)
        return f"{n} Millionen" if de else f"{n} million"
    step = 1 if fine else 1000
    return said_number(Fraction(round(count / step) * step), language)
