"""True lines for light requests the tiny local model answers badly: a joke, an idea for
dinner, a hobby, a film, a book, a game, a gift or something to do, a fun fact, a quote, a
riddle, a tongue twister, a push or a kind word. The lines are data (``prompts/ideas.yaml``).

Measured on SmolLM2-135M (issue 14, held-out sets): "suggest a hobby" got "What's your
favorite hobby?", a weekend trip "the French Riviera … the Mona Lisa", a film "The
Shawshiron Woman, a French romantic comedy", dinner "I don't have any cooking ideas", a fun
fact "Paris is the capital of France". A few good answers, chosen by turn, are better than
that; and when the user names what it is about ("a joke about nurses", "a book like the
hunger games", "only eggs and rice"), the line for that topic (set 4: one joke for every
subject failed as often as the model). Ideas need a request ("any ideas?", "suggest …",
"what should I …"): "my hobby is chess" is no request for one. Short texts to send or say
(a card, a toast, a sick-day note) use what the user said when a line has blanks for it:
their number for an age or years ("she turns 80": "Happy 80th birthday"), never one made up,
and who it is for ("grandma", "oma"). Tips on an everyday problem (a nosebleed, a slow
laptop, fruit flies) come only for a problem named: a kind with topics only says nothing
else and leaves the request to the next kind. Used by
:func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from string import Formatter
from typing import Any

from brain.llm.tiny_about import about_them
from brain.llm.tiny_forms import FormIndex, Said
from brain.llm.tiny_topics import (
    WORD,
    Lines,
    Score,
    Topic,
    english_words,
    form_index,
    read_topic,
)

Kind = tuple[re.Pattern[str], Lines, bool]
"""A kind of request with a fixed line: its pattern, its lines by language, and whether it
is never a command however it looks (news or a mood the user tells, a question about Eddie
itself; see :func:`brain.llm.tiny_lines.told`)."""


def kind(pattern: str, en: str, de: str, *, told: bool = False) -> Kind:
    """A kind with one line in English and one in German; ``told``: never a command."""
    return re.compile(pattern, re.IGNORECASE), {"en": (en,), "de": (de,)}, told


@dataclass(frozen=True)
class _Idea:
    name: str
    asks: re.Pattern[str]
    request: bool
    yields: bool
    """A general kind ("should i X or Y"): a later kind whose topic the user names goes first."""
    lines: Lines
    topics: tuple[Topic, ...]
    admit: Lines | None


_SUBJECT = re.compile(
    r"\b(?:about|on|über|ueber|zum thema) (?:a |an |the |some |my |einen? |die |der |das |den |dem )?"
    r"([^\W\d_]{3,})",
    re.IGNORECASE,
)
"""The subject the user names ("a joke about nurses" → nurses)."""
_SHORT_QUESTION = re.compile(
    r"^\W*(?!(?:how|what|whats|why|when|where|who|which|is|are|do|does|did|can|could|should"
    r"|would|will|wie|was|warum|wann|wo|wer)\b)(?:\S+\s+){0,5}\S+\?",
    re.IGNORECASE,
)
"""A short question first that is no question of fact ("easy dinner? i have eggs", "movie
for tonight?") asks for an idea too; "how long should pasta cook?" does not."""
_FILLER = frozenset(
    {"something", "anything", "life", "that", "this", "it", "me", "you", "etwas", "what", "was"}
)
"""Words after "about" that name no subject ("a poem about what we did")."""


_NUMBER = re.compile(
    r"\b(?:turns?|turning|is|she'?s|he'?s|will be|becomes?|wird|werden|ist)\s+(\d{1,3})\b(?!\s*(?:pm"
    r"|am|uhr|o'?clock|%|min\w*|hours?|days?|weeks?|months?|euros?|dollars?|pounds?|people|guests"
    r"|kids|stunden|tage|wochen|monate|leute|g(?:ä|ae)ste)\b|[:.,]\d)"
    r"|\b(\d{1,3})(?:st|nd|rd|th|ten|sten|er|\.)?\s*(?:birthday|bday|b-day|anniversary|geburtstag"
    r"|hochzeitstag|jubil\w*)|\b(\d{1,3})(?:st|nd|rd|th)\b|\b(\d{1,3})\s*(?:years?|yrs|jahre?)[- ](?:old|alt)\b"
    r"|\b(\d{1,3})\s*(?:years?|yrs|jahren?)\s+(?:married|together|wed|verheiratet|zusammen)\b"
    r"|\b(?:married|together|verheiratet|zusammen)\s+(?:for\s+)?(\d{1,3})\s*(?:years?|yrs|jahren?)\b"
    r"|\bseit\s+(\d{1,3})\s*jahren\s+(?:verheiratet|zusammen)\b|\bzum\s+(\d{1,3})(?:\.|sten|ten)(?!\d)",
    re.IGNORECASE,
)
"""A number the user gave for an age or years together ("she turns 80", "our 25th
anniversary", "wird 70", "zum 60."): only such a number is said, never one made up."""
_TO = re.compile(
    r"\b(?:for|to|an|f(?:ü|ue)r|zu[mr]?)\s+(?:my|our|meine[nmrs]?|unsere[nmrs]?|die|den|der)?\s*$"
)
"""The words before the person a text is for ("a message for my grandma")."""


def number_said(said: str) -> int | None:
    """The number ``said`` gives for an age or years together ("she turns 80", "wird 70",
    "our 25th anniversary"), or None."""
    number = next((int(g) for m in _NUMBER.finditer(said) for g in m.groups() if g), 0)
    return number if 0 < number <= 120 else None


def _lines(raw: dict[str, Any]) -> Lines:
    return {
        language: tuple([many] if isinstance(many, str) else many) for language, many in raw.items()
    }


def _blanks(line: str) -> frozenset[str]:
    return frozenset(name for _text, name, _spec, _conv in Formatter().parse(line) if name)


def _ordinal(n: int) -> str:
    last = "th" if 10 < n % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"


def _told(said: str, language: str) -> dict[str, str]:
    """What ``said`` gives to fill a line's blanks: {n} and {nth}, the user's number for an
    age or years; {who}, how a line names the person it is for ("grandma" → Grandma, Oma);
    {couple}, the names of a couple ("Anna and Tom"); {rate}, the highest of the interest
    rates they give."""
    known: dict[str, str] = {}
    number = number_said(said)
    if number is not None:
        known.update(n=str(number), nth=_ordinal(number))
    names, who = _ideas()[2], _ideas()[3]
    found = list(who.finditer(said))
    for_whom = [m for m in found if _TO.search(said[: m.start()])]
    if found:
        word = (for_whom or found)[0].group(1).lower()
        known["who"] = names[word].get(language, names[word]["en"])
    couple = _couple(said, language)
    if couple:
        known["couple"] = couple
    rate = highest_rate(said, language)
    if rate:
        known["rate"] = rate
    known.update(about_them(said, language))
    return known


_RATE = re.compile(
    r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|percent\b|per cent\b|prozent\b)", re.IGNORECASE
)
"""An interest rate the user gives ("1500 at 24%", "eine mit 19,9 %")."""


def highest_rate(said: str, language: str) -> str:
    """The highest of two or more rates ``said`` gives ("one is 1500 at 24%, one 4000 at 18%"
    → "24%", in German "24 %"): the debt to pay first; "" with fewer than two."""
    rates = {float(m[1].replace(",", ".")): m[1] for m in _RATE.finditer(said)}
    if len(rates) < 2:
        return ""
    top = rates[max(rates)]
    return f"{top.replace('.', ',')} %" if language == "de" else f"{top.replace(',', '.')}%"


_PARTNER = re.compile(
    r"\b(?:(?:the )?(?:bride|groom|braut|bräutigam|braeutigam)(?:'?s name)? (?:is|ist|heißt|heisst)"
    r"|(?:she'?s|shes|he'?s|hes|her name is|his name is|sie heißt|er heißt|sie heisst|er heisst)"
    r"|(?:bride|groom|braut|bräutigam)\s*[:=])\s+(?P<name>[a-zäöüß]{2,15})\b(?=\s*(?:[,.;!]|and\b|und\b|$))"
    r"|\b(?:for|für|of|von)\s+(?P<a>[A-Za-zäöüß]{2,15})\s+(?:and|&|und)\s+(?P<b>[A-Za-zäöüß]{2,15})"
    r"(?:'s)?\s+(?:wedding|hochzeit)\b|\b(?:wedding|hochzeit)\s+(?:of|von)\s+(?P<c>[A-Za-zäöüß]{2,15})"
    r"\s+(?:and|&|und)\s+(?P<d>[A-Za-zäöüß]{2,15})\b",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset(
    {"my", "the", "so", "very", "getting", "amazing", "great", "lovely", "awesome", "best",
     "nervous", "happy", "married", "engaged", "beautiful", "perfect", "sweet", "kind", "funny"}
)  # fmt: skip


_S_NAMES = frozenset({"thomas", "nicholas", "andreas", "lucas", "jonas", "matthias", "elias",
                      "tobias", "niklas", "douglas", "silas", "atlas"})  # fmt: skip


def _not_owning(name: str) -> str:
    """ "annas" (for "tom and annas wedding") is Anna; "thomas" stays Thomas."""
    if name.lower().endswith("as") and name.lower() not in _S_NAMES and len(name) > 3:
        return name[:-1]
    return name


def _couple(said: str, language: str) -> str:
    """The couple's names a toast can say ("shes anna, groom is tom" → "Anna and Tom"), when
    both are given; "" otherwise."""
    names: list[str] = []
    for found in _PARTNER.finditer(said):
        given = [found["a"], found["b"], found["c"], found["d"], found["name"]]
        names += [_not_owning(n) for n in given if n and n.lower() not in _NOT_NAMES]
    names = list(dict.fromkeys(n.capitalize() for n in names))
    both = " und " if language == "de" else " and "
    return both.join(names) if len(names) == 2 else ""


@cache
def _ideas() -> tuple[
    re.Pattern[str], tuple[_Idea, ...], dict[str, dict[str, str]], re.Pattern[str]
]:
    import yaml

    text = resources.files("prompts").joinpath("ideas.yaml").read_text("utf-8")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml: 1 s instead of 10 s
    data = yaml.load(text, Loader=loader)
    english = english_words(_english_lines(data["kinds"]))
    kinds = tuple(
        _Idea(
            name=raw["name"],
            asks=re.compile(raw["asks"], re.IGNORECASE),
            request=bool(raw.get("request")),
            yields=bool(raw.get("yields")),
            lines=_lines(raw["lines"]),
            topics=tuple(
                read_topic(
                    one,
                    _lines({k: v for k, v in one.items() if k not in ("tags", "needs")}),
                    english,
                    raw["name"] == "tips",
                )
                for one in raw.get("topics", ())
            ),
            admit=_lines({k: [v] for k, v in raw["admit"].items()}) if "admit" in raw else None,
        )
        for raw in data["kinds"]
    )
    for one in kinds:
        for lines in (one.lines, *(topic.lines for topic in one.topics)):
            for language, many in lines.items():
                if many and all(_blanks(line) for line in many):
                    raise ValueError(f"ideas.yaml, {one.name} ({language}): no line without blanks")
    names: dict[str, dict[str, str]] = data["who"]
    words = "|".join(sorted(map(re.escape, names), key=len, reverse=True))
    who = re.compile(rf"\b({words})(?:'?s)?\b", re.IGNORECASE)
    return re.compile(data["request"], re.IGNORECASE), kinds, names, who


def idea(user_text: str, language: str, turn: int, tips: bool = True) -> str | None:
    """The line for a light request in ``user_text``, or None (also when the user names a
    subject the kind has no line for and it does not admit that). ``tips``: False leaves the
    tips out (a plain question of fact is asked)."""
    request, kinds, _names, _who = _ideas()
    asked = request.search(user_text) or _SHORT_QUESTION.search(user_text)
    fitting = [
        k
        for k in kinds
        if k.asks.search(user_text) and (not k.request or asked) and (tips or k.name != "tips")
    ]
    for index, one in enumerate(fitting):
        if (one.request or one.yields) and not _named(one, user_text, language):
            # a kind found only by a request word gives way to a later one whose topic is
            # named: "battery dies by lunch, what can i do" is the battery's tip, no lunch idea
            later = next((k for k in fitting[index + 1 :] if _named(k, user_text, language)), None)
            if later is not None:
                return _topical(later, user_text, language, turn)
        line = _topical(one, user_text, language, turn)
        if line is not None or any(one.lines.values()):
            return line  # a kind with topics only ("tips") and none named: the next kind
    return None


def named_idea(user_text: str, language: str, turn: int, kind: str | None = None) -> str | None:
    """The line of a topic ``user_text`` names in a kind it asks for ("any tips? job interview
    tomorrow"), or None: no general line, no admitted subject. ``kind``: only that kind's."""
    request, kinds, _names, _who = _ideas()
    asked = request.search(user_text) or _SHORT_QUESTION.search(user_text)
    for one in kinds:
        if kind is not None and one.name != kind:
            continue
        fits = one.asks.search(user_text) and (not one.request or asked)
        if fits and _named(one, user_text, language):
            return _topical(one, user_text, language, turn)
    return None


def _named(one: _Idea, said: str, language: str) -> bool:
    forms = _forms(said, language)
    return any(any(topic.score(said, forms)) for topic in one.topics if language in topic.lines)


def _english_lines(kinds: list[dict[str, Any]]) -> Iterator[str]:
    """The English lines of ``kinds`` and of their topics."""
    for raw in kinds:
        for lines in (raw.get("lines") or {}, *raw.get("topics", ())):
            english = lines.get("en") or ()
            yield from [english] if isinstance(english, str) else english


@cache
def _german_forms() -> FormIndex:
    """The other forms of the German words of the topics' tags (made on the first German
    request)."""
    return form_index(topic for one in _ideas()[1] for topic in one.topics)


@lru_cache(maxsize=16)
def _forms(said: str, language: str) -> Said | None:
    """The words of a German ``said``, to find its topics' German tags in other forms."""
    return _german_forms().said(said, WORD) if language == "de" else None


def _topical(one: _Idea, said: str, language: str, turn: int) -> str | None:
    """The line of ``one`` for what ``said`` names: the topic with the most tags named (the
    first of those in the file: interests come before occasions), else a general line; a
    named subject with no topic is admitted or left to the model."""
    if _tailored(one.lines, language, said):  # "baking plum cake with Grandma Rosa": theirs
        return filled(one.lines, language, turn, said)
    forms = _forms(said, language)
    scored = [(topic.score(said, forms), topic) for topic in one.topics if language in topic.lines]
    best = max((score for score, _topic in scored), default=Score(0, 0))
    if any(best):
        chosen = next(topic for score, topic in scored if score == best)
        return filled(chosen.lines, language, turn, said)
    subject = next(
        (m.group(1) for m in _SUBJECT.finditer(said) if m.group(1).lower() not in _FILLER), None
    )
    if subject is not None and one.admit is not None:
        admit = one.admit.get(language, one.admit.get("en", ("",)))[0]
        if not admit:
            return None
        return admit.format(topic=subject) + filled(one.lines, language, turn, said)
    if not one.lines.get(language, one.lines.get("en")):
        return None  # a kind with topics only ("tips"): a topic it has not, the model's
    return filled(one.lines, language, turn, said)


def _tailored(lines: Lines, language: str, said: str) -> bool:
    """Whether a line of ``lines`` fills two blanks or more with what ``said`` tells."""
    many = lines.get(language, ())
    if not any("{" in line for line in many):
        return False
    known = _told(said, language)
    return any(len(b) >= 2 and b <= known.keys() for b in map(_blanks, many))


def filled(lines: Lines, language: str, turn: int, said: str) -> str:
    """One of ``lines`` in ``language`` with what the user said in its blanks: of the lines
    whose blanks ``said`` fills ("Happy {nth} birthday, {who}!" for "my oma turns 80"), those
    using the most of it, taking turns. Each language has a line with no blanks."""
    known = _told(said, language) if "{" in "".join(lines.get(language, lines["en"])) else {}
    fitting = [
        (len(blanks), line)
        for line in lines.get(language, lines["en"])
        if (blanks := _blanks(line)) <= known.keys()
    ]
    most = max(count for count, _line in fitting)
    best = [line for count, line in fitting if count == most]
    return best[turn % len(best)].format(**known)


def pick(lines: Lines, language: str, turn: int) -> str:
    """One of a kind's ``lines`` in ``language`` (English when it has none), taking turns."""
    chosen = lines.get(language, lines["en"])
    return chosen[turn % len(chosen)]


def idea_lines() -> frozenset[str]:
    """Every line :func:`idea` may say (whole lines; an admitted subject is said before one)."""
    said: set[str] = set()
    for one in _ideas()[1]:  # a line with blanks is said filled in (it has several lines)
        for lines in (one.lines, *(topic.lines for topic in one.topics)):
            said.update(line for many in lines.values() for line in many)
    return frozenset(said)
