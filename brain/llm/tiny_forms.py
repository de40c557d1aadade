"""The forms a German word is said in, so the German keys of the facts and the tags of the tips
find a question that inflects them: "wie lang kocht man ein weiches ei" names the keys "kochen"
and "weich", "die wasserhähne tropfen" the tag "wasserhahn ... tropft".

:func:`german_forms` makes the common regular forms of a key word (no dictionary): verb
endings ("kochen": koche, kochst, kocht, kochte, kochend, gekocht, gekochte …; "bellt": bellen),
adjective endings ("weich": weiche, weicher, weiches, weichen, weichem), plurals ("katze":
katzen; "zahn": zähne, zaehne). Irregular forms ("isst", "gegessen") are not made; a key that
needs them lists them. A word of three letters or fewer, and a stem that would be, has no other
form: "ei" is not "eier", "rosen" does not make "rost", "reisen" not "reis". :class:`FormIndex`
holds the forms of the German keys of the facts or the tips, :class:`Said` finds a key in what
is said. Used by :mod:`brain.llm.tiny_facts` and :mod:`brain.llm.tiny_topics`, for German keys
only (an English "kind" would find "kinder").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache

MIN_STEM = 4
"""The shortest stem that gets endings: a shorter one makes other words ("ros" + t)."""
_ADJECTIVE = ("e", "er", "es", "en", "em")
_UMLAUT = re.compile(r"(au|a|o|u)(?=[^aeiouäöü]*$)")
_SPELLED = {"ä": "ae", "ö": "oe", "ü": "ue"}
_PARTICIPLE = re.compile(r"^(ge[a-zäöüß]{3,}t)(?:e|er|es|en|em)$")
"""A participle with an adjective ending ("gekochter"): the participle."""
# fmt: off
_CLOSED = frozenset("""
eine einer einen einem eines kein keine keiner keinen keinem keines mein meine meiner meinen
meinem meines dein deine deiner deinen deinem deines sein seine seiner seinen seinem seines
ihre ihrer ihren ihrem ihres unser unsere unserer unseren unserem unseres euer eure eurer
euren eurem eures diese dieser diesen diesem dieses jede jeder jeden jedem jedes alle aller
allen allem alles welche welcher welchen welchem welches viel viele vieler vielen vielem
wenig wenige nicht nichts sich selbe selben selbst muss soll will kann darf mag wird werden
haben sind andere anderer anderen anderem anderes manche einige etwas erst erste erster
ersten erstes wann wenn dann denn also auch noch schon sehr mehr weil dass oder aber
""".split())  # noqa: SIM905 (a word list)
# fmt: on
"""Words that ask or point, not what is asked about: they have no other form here ("eine" is
not "einen", "sich" not "sicher")."""
_WITH_E = re.compile(r"(?:[td]|[^aeioulrh][mn])$")
"""A verb stem that takes -et, -est ("arbeitet", "atmest")."""
_INSEPARABLE = ("be", "ver", "er", "zer", "ent", "emp", "miss", "ge")
"""Prefixes of a verb whose participle has no ge- ("vermeiden": "vermeidet")."""
_SEPARABLE = re.compile(r"^(auf|ab|an|aus|ein|mit|nach|vor|weg|zu|zurück|los)([a-zäöüß]{3,})$")
"""A prefix that takes ge- after it ("aufwärmen": "aufgewärmt")."""
_NOUN_ENDS = ("ung", "heit", "keit", "schaft", "inn")
"""Nouns whose plural adds -en ("wohnungen"): the plural key finds the noun too."""


@cache
def german_forms(word: str) -> frozenset[str]:
    """``word`` (lower case, one word) and the forms it is said in (see the module)."""
    if len(word) <= 3 or not word.isalpha() or word in _CLOSED:
        return frozenset({word})
    forms = {word}
    if word.endswith(("ern", "eln")):  # "wandern", "bügeln", "kartoffeln"
        forms.update(_verb(word[:-1]))
        if word.endswith("eln"):  # "kartoffel", "zwiebel" ("sicher" is no "sichern")
            forms.add(word[:-1])
    elif word.endswith("en"):  # "kochen", "katzen", "weichen"
        stem = word[:-2]
        if stem.endswith(_NOUN_ENDS):  # "wohnungen", "ärztinnen"
            forms.add(stem[:-1] if stem.endswith("inn") else stem)
        elif len(stem) >= MIN_STEM:
            forms.update(_verb(stem) | {stem + end for end in ("e", "es", "em")})
    elif word.endswith("es"):  # "weiches": the adjective
        forms.update(_adjective(word[:-2]))
    elif word.endswith("e"):  # "katze", "müde" (a noun more often than a verb: "stimme")
        forms.update(word + end for end in ("n", "r", "s", "m"))
    elif word.endswith(("er", "el")):  # "kater", "wasser", "vater", "apfel"
        forms.update(word + end for end in ("e", "n", "s", "en", "es", "em"))
        forms.update(_umlauted(word[:-2], (word[-2:], word[-2:] + "n")))
    else:  # "weich", "hund", "zahn", "gekocht", "bellt", "wohnung", "ärztin", "problem"
        forms.update(_adjective(word) | {word + "s"})
        if word.endswith("t") and not word.endswith("st") and not word.startswith("ge"):
            stem = word[:-2] if word.endswith("et") and _WITH_E.search(word[:-2]) else word[:-1]
            if len(stem) >= MIN_STEM:  # "bellt", "kostet": the verb ("hilft" makes no "hilfe")
                forms.update(_verb(stem) - {stem + "e"})
        forms.update(_umlauted(word, ("e", "er")))
        if word.endswith("in") and not word.endswith(("ein", "ain")):
            forms.add(word + "nen")
        elif word.endswith("nis"):
            forms.update((word + "se", word + "sen"))
    if participle := _PARTICIPLE.match(word):  # "gekochter", "gekochte": "gekocht"
        forms.update(_adjective(participle[1]))
    return frozenset(form for form in forms if len(form) > 3)


def _adjective(base: str) -> set[str]:
    if len(base) < MIN_STEM:
        return set()
    return {base, *(base + end for end in _ADJECTIVE)}


def _verb(stem: str) -> set[str]:
    """A regular verb's forms from its stem ("koch", "arbeit", "reparier"), with an umlaut
    where a strong verb has one ("schläft", "fährst", "hält") and the participle with -t or
    -en ("gekocht", "gebacken", "aufgewärmt"; "repariert", "vermieden" has none)."""
    e = "e" if _WITH_E.search(stem) else ""  # "arbeitet", "atmest"
    said = {stem + "e", stem + "en", *(stem + e + end for end in ("st", "t", "te", "ten"))}
    said.update(stem + "end" + end for end in ("", *_ADJECTIVE))  # "kochendes"
    if stem.startswith(_INSEPARABLE) or stem.endswith("ier"):
        participles = {stem + e + "t"}
    else:
        parts = _SEPARABLE.match(stem)
        head, tail = (parts[1], parts[2]) if parts else ("", stem)
        participles = {f"{head}ge{tail}{e}t", f"{head}ge{tail}en"}
    said.update(one + end for one in participles for end in ("", *_ADJECTIVE))
    said.update(_umlauted(stem, ("", "st") if stem.endswith("t") else ("t", "st")))
    return said


def _umlauted(word: str, ends: tuple[str, ...]) -> set[str]:
    """``word`` with its last a, o, u or au as an umlaut (also spelled ae, oe, ue), with each
    of ``ends`` ("zahn", "e": zähne, zaehne; "vat", "er": väter)."""
    found = _UMLAUT.search(word)
    if found is None or len(word) < MIN_STEM:
        return set()
    vowel = found[1]
    head, tail = word[: found.start()], word[found.end() :]
    umlaut = {"au": "äu", "a": "ä", "o": "ö", "u": "ü"}[vowel]
    spelled = _SPELLED[umlaut[0]] + umlaut[1:]
    return {head + one + tail + end for one in (umlaut, spelled) for end in ends}


Key = tuple[tuple[str, ...], ...]
"""A key's words in parts: between two parts up to :data:`GAP` other words may be said (a tag
"hab ... kater" is named in "hab nen fetten kater"); a fact's key is one part."""
GAP = 3


@dataclass(frozen=True)
class Said:
    """The words of a text, with those that are another form of a key word."""

    words: tuple[str, ...]
    spans: tuple[tuple[int, int], ...]
    """Where each word is in the text."""
    of: Mapping[str, frozenset[str]]
    """Each word said in another form → the key words it is a form of ("kocht" → kochen)."""
    keys: frozenset[str]
    """All those key words."""
    named: frozenset[str]
    """The words said and those key words: a key with another word is not named."""

    def find(self, key: Key) -> Iterator[tuple[int, int]]:
        """Where in the text ``key`` is named, each of its words as it is or in another form."""
        if any(word not in self.named for part in key for word in part):
            return
        for start in range(len(self.words)):
            end = self._rest(key, 0, start)
            if end is not None:
                yield self.spans[start][0], self.spans[end - 1][1]

    def _rest(self, key: Key, index: int, at: int) -> int | None:
        """Where the parts of ``key`` from ``index`` on end when the first is at word ``at``."""
        part = key[index]
        said = self.words[at : at + len(part)]
        if len(said) < len(part) or any(
            w != k and k not in self.of.get(w, ()) for w, k in zip(said, part, strict=True)
        ):
            return None
        end = at + len(part)
        if index + 1 == len(key):
            return end
        gaps = (self._rest(key, index + 1, end + gap) for gap in range(GAP + 1))
        return next((found for found in gaps if found is not None), None)


class FormIndex:
    """The other forms of the German key words of some entries (facts, topics), to find
    them in what is said. A key word with an ending that is a key word itself, only in entries
    without the word, is a word of its own there ("reise" is no form of "reis", "weinen" none
    of "wein")."""

    def __init__(self, entries: Iterable[Iterable[str]]) -> None:
        keyed: dict[str, set[int]] = {}
        for number, words in enumerate(entries):
            for word in words:
                keyed.setdefault(word, set()).add(number)
        index: dict[str, set[str]] = {}
        for key, numbers in keyed.items():
            for form in german_forms(key) - {key}:
                if form.startswith(key) and numbers.isdisjoint(keyed.get(form, numbers)):
                    continue  # "reise" keyed only apart from "reis": a word of its own
                index.setdefault(form, set()).add(key)
        self._of = {form: frozenset(words) for form, words in index.items()}

    def said(self, text: str, word: re.Pattern[str] = re.compile(r"\S+")) -> Said | None:
        """The words of ``text`` (lower case, found by ``word``), or None when none of them
        is another form of a key word (nothing more to find)."""
        found = list(word.finditer(text))
        words = tuple(m[0].lower() for m in found)
        of = {w: self._of[w] for w in words if w in self._of}
        if not of:
            return None
        keys = frozenset[str]().union(*of.values())
        return Said(words, tuple(m.span() for m in found), of, keys, keys.union(words))
