"""A small factbook of countries (``prompts/facts/countries.yaml``): capital, languages,
currency and continent, asked in passing ("capital of australia? i always say sydney lol",
"welche sprache spricht man in brasilien").

The small local model got these wrong ("The capital of Australia is Sydney.", "In Brazil, it
is Spanish."). A guess the user offers is confirmed or kindly corrected. A place that is no
country here declines, and the question goes on like any other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

_CONTINENTS_DE = {
    "Africa": "Afrika",
    "Asia": "Asien",
    "Europe": "Europa",
    "North America": "Nordamerika",
    "South America": "Südamerika",
    "Oceania": "Ozeanien",
}
_CONTINENT_NAMES = {
    **{name.lower(): name for name in _CONTINENTS_DE},
    **{german.lower(): name for name, german in _CONTINENTS_DE.items()},
    "australia": "Oceania",
    "australien": "Oceania",
    "america": "North America",
    "amerika": "North America",
}


@dataclass(frozen=True, eq=False)
class Country:
    name: dict[str, str]
    dative_de: str
    """"der Schweiz", "den Niederlanden", "Polen": what follows "in" or "von"."""
    capital: dict[str, str]
    note: dict[str, str]
    big: str
    languages: tuple[str, ...]
    currency: dict[str, str]
    continents: tuple[str, ...]
    part_of: str
    area: int | None = None
    """km², where the factbook has it; ``population`` likewise."""
    population: int | None = None


def _country(entry: dict[str, Any]) -> Country:
    def both(key: str) -> dict[str, str]:
        en = str(entry.get(key, ""))
        return {"en": en, "de": str(entry.get(f"{key}_de", en))}

    return Country(
        name={"en": str(entry["name"]), "de": str(entry["de"])},
        dative_de=str(entry.get("dat_de") or _dative(str(entry["de"]))),
        capital=both("capital"),
        note=both("note"),
        big=str(entry.get("big", "")),
        languages=tuple(entry["lang"]),
        currency={"en": str(entry["cur"]), "de": str(entry.get("cur_de", _noun(entry["cur"])))},
        continents=tuple(entry["cont"]),
        part_of=str(entry.get("part", "")),
        area=entry.get("area"),
        population=entry.get("pop"),
    )


def _noun(name: str) -> str:
    """A German noun starts with a capital ("euro" → "Euro")."""
    return name[:1].upper() + name[1:]


def _dative(name: str) -> str:
    article, _, rest = name.partition(" ")
    return {"die": f"der {rest}", "der": f"dem {rest}"}.get(article, name)


def with_preposition(preposition: str, country: Country) -> str:
    """ "in der Schweiz", "im Jemen", "vom Vereinigten Königreich"."""
    said = f"{preposition} {country.dative_de}"
    short = {"in": "im ", "In": "Im ", "von": "vom "}
    return re.sub(r"^(in|In|von) dem ", lambda m: short[m.group(1)], said)


def _key(text: str) -> str:
    text = text.lower().replace("’", "'").replace("-", " ").replace(".", "")
    text = re.sub(r"^(?:the|die|der|das|den|dem|des)\s+", "", " ".join(text.split()))
    return text.strip(" ?!,;:'\"")


@cache
def _data() -> dict[str, Any]:
    import yaml

    text = resources.files("prompts").joinpath("facts/countries.yaml").read_text("utf-8")
    loaded: dict[str, Any] = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return loaded


def _languages_de() -> dict[str, str]:
    names: dict[str, str] = _data()["languages_de"]
    return names


@cache
def _book() -> dict[str, Country]:
    book: dict[str, Country] = {}
    for entry in _data()["countries"]:
        country = _country(entry)
        for name in (entry["name"], entry["de"], *entry.get("aka", ())):
            book.setdefault(_key(str(name)), country)
    return book


@cache
def _towns() -> dict[str, tuple[Country, str]]:
    """Cities people ask about as if they were the country ("what currency in zurich"):
    capitals, biggest cities and the ``cities`` an entry lists; a name two countries share is
    no one's, but London is the United Kingdom's before it is England's."""
    towns: dict[str, tuple[Country, str]] = {}
    shared: set[str] = set()
    entries = _data()["countries"]  # a part (England) after its whole (the United Kingdom)
    for entry in sorted(entries, key=lambda entry: bool(entry.get("part"))):
        country = _book()[_key(str(entry["name"]))]
        named = (entry.get("capital"), entry.get("capital_de"), entry.get("big"))
        for town in (*(str(n) for n in named if n), *(str(n) for n in entry.get("cities", ()))):
            key = _key(town)
            if key in towns and towns[key][0] is not country and not country.part_of:
                shared.add(key)
            towns.setdefault(key, (country, town))
    return {key: found for key, found in towns.items() if key not in shared}


def find_town(text: str) -> tuple[Country, str, str] | None:
    """The country of the city ``text`` starts with, the city as written here, and what
    follows ("zurich? i'd guess euro" → Switzerland, "Zurich", "? i'd guess euro")."""
    words = text.replace("?", " ? ").replace(",", " , ").replace("!", " ! ").split()
    for size in range(min(5, len(words)), 0, -1):
        found = _towns().get(_key(" ".join(words[:size])))
        if found is not None and _key(" ".join(words[:size])) not in _book():
            return found[0], found[1], " ".join(words[size:])
    return None


_NOT_PLACES = frozenset({"turkey", "china", "chad", "jordan", "georgia", "guinea", "niger"})
"""Country names that are also a food, a dish or a person's name: no way to name a project."""


def place_groups() -> list[list[str]]:
    """Each country's names with its capital, with its biggest city, with each region (in its
    spellings) and with each city it lists: for finding projects ("the portugal worker" is
    lisbon_workation's, "die frankreichreise" provence_trip). A region or city is no mate of
    another (normandy_trip is no "provence trip"). Short names ("us", "uk") and towns that are
    words ("nice", "essen") are left out."""
    groups: list[list[str]] = []
    for entry in _data()["countries"]:
        names = [str(n) for n in (entry["name"], entry["de"], *entry.get("aka", ()))]
        names = [n for n in names if len(n) > 3 and n.lower() not in _NOT_PLACES]
        if not names:
            continue
        capitals = {str(entry["capital"]), str(entry.get("capital_de", entry["capital"]))}
        towns = [{str(town)} for town in entry.get("cities", ()) if _town_named(str(town))]
        regions = [{str(name) for name in region} for region in entry.get("regions", ())]
        for places in (capitals, {str(entry["big"])} if entry.get("big") else set()):
            if places:
                groups.append(sorted(places) + names)
        groups.extend(sorted(places) + names for places in (*regions, *towns))
    return groups


_WORD_TOWNS = frozenset({
    "split", "essen", "bergen", "porto", "phoenix", "austin", "orlando", "salvador", "palma",
    "nashville", "victoria",
})  # fmt: skip
"""Towns whose name is also a word or a first name: no way to name a trip project."""


def _town_named(town: str) -> bool:
    return len(town) > 4 and town.lower() not in _WORD_TOWNS


def _distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def _typo(said: str) -> Country | None:
    """The one country ``said`` is a slip of ("austrailia"): names of 5+ letters allow one
    wrong letter, 8+ two; the first letter must be right; a tie is no answer."""
    allowed = 2 if len(said) >= 8 else 1 if len(said) >= 5 else 0
    if not allowed:
        return None
    best: dict[int, set[Country]] = {}
    for name, country in _book().items():
        if name[0] == said[0] and abs(len(name) - len(said)) <= allowed:
            found = _distance(said, name)
            if found <= allowed:
                best.setdefault(found, set()).add(country)
    for found in sorted(best):
        return next(iter(best[found])) if len(best[found]) == 1 else None
    return None


def find(text: str) -> tuple[Country, str] | None:
    """The country ``text`` starts with, and what follows it ("australia? i always say
    sydney" → Australia, "? i always say sydney"). Exact names first, then typos."""
    words = text.replace("?", " ? ").replace(",", " , ").replace("!", " ! ").split()
    for lookup in (_book().get, _typo):
        for size in range(min(6, len(words)), 0, -1):
            country = lookup(_key(" ".join(words[:size])))
            if country is not None:
                return country, " ".join(words[size:])
    return None


_GUESS = re.compile(
    r"(?:(?:\bi\s+(?:always\s+|usually\s+)?(?:say|said|think|thought|guess(?:ed)?|assumed?)"
    r"|\b(?:is|isn'?t|was|wasn'?t)(?:\s+(?:it|that))?|\bit'?s|\bor\b|\bnot\b|\bmaybe\b"
    r"|\bich\s+(?:sag(?:e)?|dachte|denke|tippe)(?:\s+immer)?|\bist(?:\s+(?:es|das))?"
    r"|\boder\b|\bnicht\b|\bwar\s+(?:es|das))\s+|^)(?:it'?s\s+|the\s+|die\s+|der\s+|das\s+|in\s+)*"
    r"(?P<guess>[^\W\d_][\w'.-]*(?:\s+[^\W\d_][\w'.-]*)?)(?=\s*(?:[?!.,]|\b(?:lol|lmao"
    r"|haha|right|richtig|oder|though|tho|or|no|nein|ne|immer)\b|$))",
    re.IGNORECASE,
)
# fmt: off
_NO_GUESS = frozenset("""
lol lmao haha right again pls please thanks thx btw what which where who it that this true
richtig oder nochmal danke bitte was welche wo wer es das ja yes no nein wahr
""".split())  # noqa: SIM905
# fmt: on


def guess(rest: str) -> str | None:
    """What the user offered as the answer ("i always say sydney lol" → "sydney")."""
    said = [_offered(found.group("guess")) for found in _GUESS.finditer(rest.strip(" ?!.,"))]
    offered = [one for one in said if one]
    return offered[0] if len(offered) == 1 else None  # "toronto or ottawa?" offers no guess


def _offered(said: str) -> str | None:
    """``said`` without filler ("canberra right" → "canberra"); None when it is no guess."""
    words = said.split()
    while words and words[-1].lower() in _NO_GUESS:
        words.pop()
    return " ".join(words) if words and words[0].lower() not in _NO_GUESS else None


def _norm(text: str) -> str:
    import unicodedata

    plain = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in plain if c.isalnum())


def _same(said: str, *names: str) -> bool:
    key = _norm(said)
    return bool(key) and any(
        key == _norm(name) or key == _norm(name.split("(")[0]) or key == _norm(name.split(",")[0])
        for name in names
    )


def _join(items: list[str], language: str) -> str:
    last = " und " if language == "de" else " and "
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + last + items[-1]


def _values(country: Country, ask: str, language: str) -> list[str]:
    if ask == "capital":
        return [country.capital[language]]
    if ask == "language":
        if language == "de":
            return [_languages_de().get(one, one) for one in country.languages]
        return list(country.languages)
    if ask == "currency":
        return [country.currency[language]]
    if language == "de":
        return [_CONTINENTS_DE[one] for one in country.continents]
    return list(country.continents)


def _fact(country: Country, ask: str, language: str) -> str:
    name, de = country.name[language], language == "de"
    shown = name[:1].upper() + name[1:]
    values = _values(country, ask, language)
    if ask == "capital":
        said = (
            f"Die Hauptstadt {with_preposition('von', country)} ist"
            if de
            else f"The capital of {name} is"
        )
        note = country.note[language]
        return f"{said} {values[0]}" + (f" ({note})" if note else "")
    if ask == "language":
        if de:
            return f"{with_preposition('In', country)} spricht man {_join(values, language)}"
        return f"In {name}, people speak {_join(values, language)}"
    if ask == "currency":
        if de:
            return f"Die Währung {with_preposition('in', country)} heißt {values[0]}"
        return f"{shown} uses the {values[0]}"
    if len(values) > 1:
        most = "größtenteils in" if de else "most of its land in"
        where = "liegt in" if de else "lies in both"
        return f"{shown} {where} {_join(values, language)} ({most} {values[0]})"
    return f"{shown} {'liegt in' if de else 'is in'} {values[0]}"


def answer(country: Country, ask: str, said_guess: str | None, language: str) -> str:
    """The fact as a sentence in ``language``; confirms or corrects what the user guessed."""
    de = language == "de"
    fact = _fact(country, ask, language)
    if country.part_of and ask == "capital":
        part = "gehört zum Vereinigten Königreich" if de else f"is part of {country.part_of}"
        fact += f" ({country.name[language]} {part})"
    if not said_guess:
        return _end(fact)
    right = [*_values(country, ask, "en"), *_values(country, ask, "de")]
    inner = fact[:1].lower() + fact[1:] if fact.split()[0] in ("The", "In", "Im", "Die") else fact
    denied = re.match(r"(?:not|nicht|kein\w*)\s+(.+)", said_guess, re.IGNORECASE)
    if denied is not None:  # "its not sydney right?": the user rules one out
        named = denied.group(1)
        if _same(named, *right) or (ask == "capital" and _within(named, right)):
            return _end(f"{'Doch' if de else 'Actually, it is'} — {inner}")
        shown = named.title() if ask == "capital" else named
        return _end(f"{'Richtig, nicht' if de else 'Right, not'} {shown}: {inner}")
    if ask == "continent":
        wanted = _CONTINENT_NAMES.get(said_guess.lower())
        if wanted is None:
            return _end(fact)
        said_guess = _CONTINENTS_DE[wanted] if de else wanted
        right = list(country.continents) + [_CONTINENTS_DE[c] for c in country.continents]
    if _same(said_guess, *right) or (ask == "capital" and _within(said_guess, right)):
        return _end(f"{'Ja' if de else 'Yes'} — {inner}")
    if ask == "currency" and any(_same(said_guess, *name.split()) for name in right):
        return _end(f"{'Ja' if de else 'Yes'} — {inner}")  # "pounds" for the pound sterling
    if ask == "language" and not _known_language(said_guess):
        return _end(fact)
    shown = said_guess.title() if ask == "capital" else said_guess[:1].upper() + said_guess[1:]
    if ask == "currency":
        shown = _noun(said_guess) if de else f"the {said_guess}"
    correction = f"{fact}, {'nicht' if de else 'not'} {shown}"
    if ask == "capital" and country.big and _same(said_guess, country.big):
        biggest = "ist die größte Stadt" if de else "is the biggest city"
        correction += f" — {country.big} {biggest}"
    return _end(correction)


def _end(sentence: str) -> str:
    return sentence if sentence.endswith(".") else sentence + "."


def _within(said: str, names: list[str]) -> bool:
    """ "delhi" for New Delhi, "washington" for Washington, D.C."""
    key = _norm(said)
    return len(key) >= 4 and any(key in _norm(name) for name in names)


def _known_language(said: str) -> bool:
    return _same(said, *_languages_de(), *_languages_de().values(), "Chinese", "Chinesisch")


def resolve(values: dict[str, Any], options: dict[str, Any]) -> str | None:
    """The answer to "{ask} of {place}{rest}" (``options["ask"]``), or None when the place
    is no country; a ``guess`` group is one the question itself names ("is sydney the
    capital of australia")."""
    text = f"{values['place']} {values.get('rest') or ''}".strip()
    ask, language = str(options["ask"]), str(options.get("language", "en"))
    town = None if find(text) is not None else find_town(text)
    found = find(text) if town is None else (town[0], town[2])
    if found is None:
        return None
    country, after = found
    said = _offered(str(values.get("guess") or "")) or (guess(after) if after else None)
    if options.get("known_guess") and said is not None:  # "flying to X, … says it's the capital"
        said = named[1] if (named := find_town(said)) is not None else None
    if said and ask == "currency":  # "do they take euros": the euro
        said = re.sub(r"(?<=[^s])s$", "", said)
    said_back = answer(country, ask, said, language)
    if town is not None and ask == "capital":  # "capital of zurich": a city, not a country
        said = None if said is None or not _same(said, *_values(country, ask, "en")) else said
        said_back = answer(country, ask, said, language)
    if town is None:
        return said_back
    where = with_preposition("in", country) if language == "de" else f"in {country.name['en']}"
    return f"{town[1]} {'liegt' if language == 'de' else 'is'} {where}. {said_back}"
