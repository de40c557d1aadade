"""Common simple facts, answered from data (``prompts/facts/trivia.yaml``) instead of by the
tiny local model, which gets them wrong about as often as right (held-out set 4: "what do
pandas eat" → "Pandas are carnivores.", "who won the very first world cup" → a made-up
number). A fact answers only a question that names every group of its keys ("how many legs
does a spider have" names [spider] and [legs]; an ant's legs name no spider); the entry
naming the most groups wins. Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from brain.fastpath.dates import MONTHS
from brain.llm.tiny_forms import FormIndex, Said
from brain.llm.tiny_guess import guess_checked
from brain.llm.tiny_questions import QUESTION, questions
from brain.llm.tiny_sizes import compared
from brain.llm.tiny_why import leap_years_said, why_asked

_FRAGE = re.compile(
    r"^\W*(?!(?:hey|hi|oh|ok|okay|yo|ach|na|ja|nein|also|und|aber)\b)(?:[^\W\d_]+ (?:man|ich"
    r"|wir|du|mein|meine|meinen|meinem|meiner|unser|unsere)|können|koennen|darf|dürfen|duerfen"
    r"|muss|müssen|muessen|soll|sollte|sollten|sollen|gibt|stimmt|wird|werden|hilft|macht"
    r"|schadet)\b",
    re.IGNORECASE,
)
"""A German question led by its verb ("bekommt man davon …", "darf mein hund …"): a German
statement puts its verb second, after the subject."""


_WORD = re.compile(r"[\w']+")
_POINTS_BACK = re.compile(r" (?:it|them|they|that|this|those|es|sie|das) ")
"""A question pointing back at what was said before it ("… what actually causes them?")."""
# fmt: off
_PLAIN = frozenset("""
the and for are was were does did has have had how what what's whats why when where which who
who's whos whom can could would should will you your yours our the this that these those there
their they them its it's into onto from with about tell explain know wonder again actually
exactly really just quick question pls please eddie lol haha hey okay any much many long
often big far old get got one two some lot lots all also still ever even then than here
arent isnt aren't isn't thing things
der die das den dem des ein eine einen einem einer und ist sind war waren hat haben wie was
warum wann welche welcher welches wer wen wem wieviel wieviele viele viel eigentlich bitte
mal noch schon denn gibt gibt's man kann nochmal best way bit kinda sorta roughly usually
normally typically generally basically supposed ideally tho though anyway year date
day month happen happened jahr datum passiert welchem welchen each every jede jeder jedes
""".split())  # noqa: SIM905
# fmt: on
"""Words that ask, not what is asked about (the rest must be the fact's own words)."""
_SCOPE = re.compile(
    r"(?<!differ)(?<!differs)(?<!different) (?:in|on|of|at|from|for|im|auf|von|vom|am) (?:the |a "
    r"|an |our |my |this |your |his |her |their |one |each |every |der |die |dem |den |des "
    r"|unserem |unserer |ein |eine |einer |einem |einen )?([^\W\d_][\w']{2,})"
)
"""A place or a thing the question is about ("in the alps", "on mars"; not what a thing differs
from: "different from regular yogurt"): it must be the fact's own, or the whole world."""
_WHOLE = frozenset(
    {
        "world",
        "earth",
        "planet",
        "human",
        "humans",
        "body",
        "solar",
        "universe",
        "space",
        "field",
        "team",
        "average",
        "general",
        "total",
        "all",
        "time",
        "history",
        "welt",
        "erde",
        "körper",
        "menschen",
        "sonnensystem",
        # anyone: "for an adult", "für erwachsene"
        "adult",
        "adults",
        "person",
        "people",
        "erwachsene",
        "erwachsenen",
        "und",
        # a time, not a place: "rice from yesterday", "reis vom vortag"
        "vortag",
        # a question word after "in": "in welchem jahr", "in which year"
        "welchem",
        "welcher",
        "which",
        "what",
        "gestern",
        "yesterday",
        "today",
        "heute",
        "night",
        "nacht",
        "week",
        "woche",
        # a month said of the user's plans: "off to peru in may, which language is spoken"
        *(month.lower() for names in MONTHS.values() for month in names),
    }
)


@dataclass(frozen=True)
class _Fact:
    groups: tuple[tuple[str, ...], ...]
    """Each group's alternatives as " word word " (whole words, in the words said)."""
    answer: str
    loose: bool = False
    """Answered however much else is said (a danger: "my dog just ate a couple grapes …")."""
    inflected: tuple[frozenset[str], ...] = ()
    """Each group's key words that may be said in another form (German keys only)."""

    def fits(self, words: str, context: str = "", forms: frozenset[str] = frozenset()) -> bool:
        """Whether ``words`` name every group, and little else: a fact named by one word
        alone ("marathon") answers "how long is a marathon", not "who won the first olympic
        marathon". With ``context`` (what the user said around the question), a fact of two
        groups or more may find all but one of them there ("signed up for my first marathon.
        how long is it in km?"). ``forms``: the German key words the user said in another form,
        which name their groups too ("wie lang kocht man ein weiches ei": kochen, weich)."""
        named: list[str] = []
        asked = 0
        for index, group in enumerate(self.groups):
            found = [one for one in group if one in words]
            inflected = bool(forms) and not self.inflected[index].isdisjoint(forms)
            if not found and inflected:  # (English keys have no other forms: never)
                found = _in_forms(group, words)
            asked += bool(found)
            if not found and context and (len(self.groups) > 1 or _POINTS_BACK.search(words)):
                found = [one for one in group if one in context]
                if not found and inflected:
                    found = _in_forms(group, context)
            if not found:
                return False
            named.extend(found)
        if not asked and not (context and _POINTS_BACK.search(words)):
            return False  # "… see the northern lights. what actually causes them?" is asked
        if self.loose:
            return True
        covered = {word for one in named for word in one.split()}
        rest = [w for w in words.split() if len(w) > 2 and w not in covered and w not in _PLAIN]
        if asked == len(self.groups) and any(_PAIR.search(one) for one in named):
            return len(rest) <= 6  # a pair asked about: "its or it's in 'the dog wagged ___ tail'"
        if any(w not in covered and w not in _WHOLE for w in _SCOPE.findall(words)):
            return False  # "the highest peak in the alps" is not the highest mountain on earth
        if asked < len(self.groups):  # a part named only around the question: it says little else
            return len(rest) <= 1
        return len(rest) <= (1 if len(covered) == 1 else 3)


def _in_forms(group: tuple[str, ...], words: str) -> list[str]:
    """The words of ``words`` naming an alternative of a German ``group`` in another form
    (" weiche eier " for the key " weiches ei "), at most one."""
    said = _said(words)
    found = (span for one in group if said for span in said.find(((*one.split(),),)))
    return [f" {words[start:end]} " for start, end in itertools.islice(found, 1)]


_PAIR = re.compile(r"^ \S+ (?:or|vs|versus|and|oder|und) \S+ $")
"""A key naming two words asked apart ("its or it's"): it says enough whatever is around it."""


_AMOUNT = re.compile(
    r"\b(\d+(?:[.,]\d+)?)(?=(?:mah|wh|w|v|a|hz|khz|mhz|ghz|db|gb|gib|tb|mb|lm|kcal|kj)\b)"
)
"""An amount written onto its unit on a label ("10000mah", "65w", "1tb")."""


def _words(text: str) -> str:
    """``text`` as " word word … ": whole words are found with ``in``."""
    text = _AMOUNT.sub(r"\1 ", text.lower().replace("’", "'"))  # "65w" is 65 w
    found = (word.strip("'") for word in _WORD.findall(text))
    return f" {' '.join(word for word in found if word)} "  # "'das'" quoted is das


def _group(alternatives: list[str]) -> tuple[str, ...]:
    return tuple(_words(str(one)) for one in alternatives)


@cache
def _facts() -> dict[str, tuple[_Fact, ...]]:
    import yaml

    text = resources.files("prompts").joinpath("facts/trivia.yaml").read_text("utf-8")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml: 0.03 s instead of 0.25 s
    entries: list[dict[str, Any]] = yaml.load(text, Loader=loader) or []
    by_language: dict[str, list[_Fact]] = {"en": [], "de": []}
    for entry in entries:
        for language, keys, answer in (("en", "keys", "en"), ("de", "de_keys", "de")):
            if entry.get(keys) and entry.get(answer):
                groups = tuple(_group(list(group)) for group in entry[keys])
                inflected = tuple(
                    _inflectable(group) if language == "de" else frozenset() for group in groups
                )
                fact = _Fact(groups, str(entry[answer]), bool(entry.get("loose")), inflected)
                by_language[language].append(fact)
    return {language: tuple(facts) for language, facts in by_language.items()}


def _inflectable(group: tuple[str, ...]) -> frozenset[str]:
    """The words of a German group's keys that may have other forms (longer than three
    letters)."""
    return frozenset(word for one in group for word in one.split() if len(word) > 3)


@cache
def _german_forms() -> tuple[FormIndex, dict[str, tuple[int, ...]]]:
    """The other forms of the German key words (70,000 of 7,000: made on the first German
    question), and the German facts each key word is in."""
    words = [frozenset[str]().union(*fact.inflected) for fact in _facts()["de"]]
    using: dict[str, list[int]] = {}
    for number, keys in enumerate(words):
        for key in keys:
            using.setdefault(key, []).append(number)
    return FormIndex(words), {key: tuple(numbers) for key, numbers in using.items()}


@lru_cache(maxsize=32)
def _said(words: str) -> Said | None:
    return _german_forms()[0].said(words)


def _forms_said(words: str, language: str) -> frozenset[str]:
    """The German key words ``words`` says in another form (none for an English question:
    its keys are matched as they are written)."""
    said = _said(words) if language == "de" else None
    return said.keys if said is not None else frozenset()


_WRITE = re.compile(
    r"^\W*(?:(?:pls|please|bitte|ok|hey|eddie|can you|could you|can u|kannst du)\W+)*(?:write|draft"
    r"|text|send|tell|message|email|schreib\w*|sag|schick\w*)\b",
    re.IGNORECASE,
)


def danger(user_text: str, language: str = "en") -> str | None:
    """The answer of a danger fact (``loose``: a dog that ate grapes) ``user_text`` names,
    however it is said: it goes before any tip or mood line ("should i be worried …")."""
    if _WRITE.match(user_text):
        return None  # "write my sister that the dog ate grapes and we're at the vet"
    said = _words(user_text)
    for tried in dict.fromkeys((language, "en")):
        for forms in dict.fromkeys((frozenset[str](), _forms_said(said, tried))):
            for fact in _dangers().get(tried, ()):
                if fact.fits(said, forms=forms):
                    return fact.answer
    return None


@cache
def _dangers() -> dict[str, tuple[_Fact, ...]]:
    """The loose facts only (a dozen of 1,200): read on every turn."""
    return {language: tuple(f for f in facts if f.loose) for language, facts in _facts().items()}


def known_fact(
    user_text: str, language: str = "en", *, written: bool = True, inflected: bool = True
) -> str | None:
    """The answer to ``user_text`` when it asks one of the common facts, else None (German
    keys first in a German session, then English ones). ``written``: keys said as they are
    written; ``inflected``: then, in German, keys said in other forms ("wie lang kocht man ein
    weiches ei"), less sure (a tip named as written goes first)."""
    sized = compared(user_text, language) if written else None  # "is spain bigger than france"
    if sized is not None:
        return sized
    if not (QUESTION.search(user_text) or (language == "de" and _FRAGE.search(user_text))):
        return None
    found = _looked_up(user_text, language, written, inflected)
    leap = leap_years_said(user_text, language)  # "is 2044 one": worked out, not looked up
    why = why_asked(user_text)  # "why do we have leap years, and is 2044 one": the reason too
    reason = _reason(why[0], user_text, language) if why else None
    if reason is None:
        answer = " ".join(one for one in (leap, found) if one) or None
        return guess_checked(user_text, answer, language) if answer else None
    other = leap or (found if found != reason else None)
    return " ".join(one for one in ((reason, other) if why and why[1] else (other, reason)) if one)


def _looked_up(user_text: str, language: str, written: bool, inflected: bool) -> str | None:
    """The answer of the fact ``user_text`` names (see :func:`known_fact`), or None."""
    facts = _facts()
    whole = _words(user_text)
    forms = _forms_said(whole, language) if inflected else frozenset()
    inflectable = frozenset(n for key in forms for n in _german_forms()[1][key])  # facts in play
    asked = [(_words(text), whole if text != user_text else "") for text in questions(user_text)]
    for said, context in asked if written else ():
        for tried in dict.fromkeys((language, "en")):
            found = _best(facts.get(tried, ()), said, context, user_text)
            if found is not None:
                return found
    chosen = tuple(facts["de"][number] for number in sorted(inflectable))
    for said, context in asked if chosen else ():
        found = _best(chosen, said, context, user_text, forms)
        if found is not None:
            return found
    return None


def _reason(why: str, user_text: str, language: str) -> str | None:
    """The answer of the fact the why-question ``why`` names, with the rest of ``user_text``
    around it ("… and why do they exist": the leap years named before); of those, the one the
    why-question names most of itself ("why do we need leap years, and is 2044 one": the why,
    not the rule that names 2032)."""
    said, context = _words(why), _words(user_text)
    for tried in dict.fromkeys((language, "en")):
        fitting = [f for f in _facts().get(tried, ()) if f.fits(said) or f.fits(said, context)]
        if fitting:
            return max(
                fitting, key=lambda f: sum(any(k in said for k in g) for g in f.groups)
            ).answer
    return None


def _best(
    facts: Iterable[_Fact],
    said: str,
    context: str,
    user_text: str,
    forms: frozenset[str] = frozenset(),
) -> str | None:
    """The answer of the fact naming the most groups of those fitting ``said``."""
    fitting = [
        (len(fact.groups), fact)
        for fact in facts
        if (fact.fits(said, forms=forms) or (context and fact.fits(said, context, forms)))
        and not _value_given(user_text, fact)
    ]
    most = max((count for count, _fact in fitting), default=0)
    return next((fact.answer for count, fact in fitting if count == most), None)


_MEASURED = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?\s*-?\s*(?P<unit>[^\W\d_]+|[\"″”])")


_CONVERTED = frozenset(
    {"inch", "centimetre", "foot", "metre", "mile", "kilometre", "pound", "kilogram"}
)
"""Units whose values the sums convert (an ounce in "is a cup 8 oz?" is asked of the fact)."""


def _value_given(user_text: str, fact: _Fact) -> bool:
    """Whether the user gave a value in a unit the fact names ("my tv is 55 inches, how many
    cm in an inch"): the fact gives the factor, the user wants the value converted (the sums
    do that), so the factor alone is no answer."""
    from brain.fastpath.units import unit as known_unit

    for found in _MEASURED.finditer(user_text.lower()):
        unit = found["unit"]
        unit = "inches" if unit in ('"', "″", "”") else unit
        measure = known_unit(unit, "en")
        if measure is None or measure.en[0] not in _CONVERTED:
            continue  # "a magnitude 7 earthquake", "months with 28 days": no value to convert
        if any(f" {unit} " in group for group in fact.groups):
            return True
    return False


def asked_plainly(user_text: str) -> bool:
    """Whether ``user_text`` asks a plain question about the world (who, which, where, when,
    what is, how many: "reading narnia to my kid at bedtime, who wrote those again?"), first or
    after a clause of context: a tip for a word of the context never answers it."""
    return any(_PLAIN_ASKED.match(one) for one in _CLAUSE.split(user_text))


_CLAUSE = re.compile(
    r"[,;:!?]\s*|\.\s+|\s+[-–—]+\s+|\s+(?:and|but|so|und|aber)\s+(?=wh|wer|wo|wann|welch)"
)
_PLAIN_ASKED = re.compile(
    r"^\W*(?:(?:ok|okay|so|hey|um+|btw|also|quick q\w*|random q\w*)\W+)*(?:who(?:'?s|m|se)?|which"
    r"|where(?:'?s)?|when|what(?:'?s| is| are| was| were)(?! (?:a|an|it|this|that|these|those|they"
    r"|going|happening|up|wrong)\b)|how (?:many|tall|high|big|far|old|deep)|wer|wen|wem|welche[rsnm]?"
    r"|wo|wann|was (?:ist|sind|war|waren)(?! (?:das|es|los)\b)|wie (?:hoch|groß|gross|alt|weit|tief"
    r"|hei(?:ß|ss)t)|an welchem|in welchem|aus welchem)\b(?=\W+\w)"
    r"(?!.*\b(?:i|we|my|our|me|us|ich|wir|mein\w*|unser\w*|mich|mir|uns|man|should|could|can|best"
    r"|easiest|fastest|quickest|simplest|cheapest|safest|good|right|proper|trick|secret|wrong"
    r"|causing|help|helps|works?|tips?|tipps?|advice|ideas?|recommend\w*|suggest\w*|soll|sollte"
    r"|kann|darf|hilft|am besten)\b)",
    re.IGNORECASE,
)
"""A plain question of fact: no I or my, no way or tip asked for."""


def fact_lines() -> frozenset[str]:
    """Every answer :func:`known_fact` may give."""
    return frozenset(fact.answer for facts in _facts().values() for fact in facts)
