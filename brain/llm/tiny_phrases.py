"""Translations of everyday phrases and words, answered from data (``prompts/facts/
phrases.yaml``, ``phrase_words.yaml``) instead of by the tiny local model, which cannot
translate ("translate thank you into spanish" got nonsense). Only a phrase the bank knows,
asked in a way that names a language, gets an answer ("i said thank you in spanish class"
and "translate this document" get none). Other words and opposites are in
:mod:`brain.llm.tiny_synonyms`. Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from importlib import resources
from typing import Any

from brain.llm.tiny_synonyms import synonym_answer

# fmt: off
_NAMES: dict[str, tuple[str, str, str]] = {
    "en": ("English", "Englisch", "english englisch eng inglese anglais ingles"),
    "de": ("German", "Deutsch", "german deutsch"),
    "es": ("Spanish", "Spanisch", "spanish spanisch espanol castellano"),
    "fr": ("French", "Französisch", "french franzosisch franzoesisch francais"),
    "it": ("Italian", "Italienisch", "italian italienisch italiano"),
    "pt": ("Portuguese", "Portugiesisch", "portuguese portugiesisch portugues brazilian"
           " brasilianisch"),
    "nl": ("Dutch", "Niederländisch", "dutch niederlandisch niederlaendisch hollandisch"
           " hollaendisch nederlands flemish flamisch flaemisch"),
    "pl": ("Polish", "Polnisch", "polish polnisch polski"),
    "tr": ("Turkish", "Türkisch", "turkish turkisch tuerkisch"),
    "sv": ("Swedish", "Schwedisch", "swedish schwedisch svenska"),
    "ru": ("Russian", "Russisch", "russian russisch"),
    "ja": ("Japanese", "Japanisch", "japanese japanisch nihongo"),
    "zh": ("Mandarin Chinese", "Chinesisch (Mandarin)", "chinese chinesisch mandarin"),
    "ar": ("Arabic", "Arabisch", "arabic arabisch"),
    "el": ("Greek", "Griechisch", "greek griechisch"),
}
# fmt: on
"""Each language: its name in English and in German, and the names people type (folded:
no accents, no umlauts)."""
_LATIN = ("es", "fr", "it", "pt", "nl", "pl", "tr", "sv")
"""Languages whose phrases may be asked about too ("translate gracias into german")."""

_Y = r"(?P<y>(?:the |das |brazilian |mandarin |simplified )?[a-z]+)"
_X = r"(?P<x>.{1,60}?)"
_WHAT = r"(?:what(?: is|s| are|'s)?|whats|wats|wat is|wht is|wht)"
# fmt: off
_FRAMES: tuple[tuple[str | None, re.Pattern[str]], ...] = tuple(
    (tongue, re.compile(pattern)) for tongue, pattern in (
        ("en", rf"^(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:translate|transl"
               rf"ate|translte|tranlate|traslate) {_X} (?:in|into|to|in to) {_Y}$"),
        ("en", rf"^translate (?:in|into|to) {_Y}:? {_X}$"),
        ("en", rf"^in {_Y},? (?:how (?:do|would|d) (?:you|u|i|we) say|{_WHAT}) {_X}$"),
        ("de", rf"^(?:auf|in) {_Y},? (?:was (?:heisst|heist|ist)|wie sagt man) {_X}$"),
        ("en", rf"^(?:how|hw|hiw) (?:do|would|does|can|could|should|d) (?:you|u|i|we|one|someone|people|ya)"
               rf" (?:say|write|spell) {_X} in {_Y}$"),
        ("en", rf"^how (?:to (?:say|write)|is|are|r) {_X}(?: said| written)? in {_Y}$"),
        ("en", rf"^{_WHAT} (?:the )?(?:word|phrase|term|way to say) (?:for )?{_X} in {_Y}$"),
        ("en", rf"^(?:{_WHAT} )?(?:the )?{_Y} (?:word |term |phrase )?for {_X}$"),
        ("en", rf"^(?:{_WHAT}|say|write|tell me|give me) {_X} in {_Y}$"),
        ("de", rf"^(?:was|wie) (?:heisst|heist|heisen|hei(?:ss)?t|ist|sagt man|sag ich|sage ich"
               rf"|schreibt man)(?: eigentlich| denn| nochmal| noch mal| genau)? {_X} (?:auf|in|im) {_Y}$"),
        ("de", rf"^(?:was|wie) (?:heisst|heist|ist|sagt man|sag ich) (?:auf|in|im) {_Y} {_X}$"),
        ("de", rf"^(?:kannst du |konnen sie |koennen sie |kannst du mir )?(?:bitte )?(?:ubersetz"
               rf"|uebersetz|ubersez|ubers)(?:e|en|t)?(?: mir| mal| bitte| das wort| den satz)*"
               rf" {_X} (?:ins|in|auf|nach) (?:das )?{_Y}(?: ubersetzen| uebersetzen)?$"),
        ("de", rf"^(?:was ist |was heisst )?(?:das )?{_Y} (?:wort )?fur {_X}$"),
        ("de", rf"^{_X} (?:heisst|heist) (?:auf|in) {_Y}$"),
        ("de", rf"^{_X} (?:auf|im) {_Y}$"),
        (None, rf"^{_X} in {_Y}$"),
    )
)
# fmt: on
"""How a translation is asked, and in which language the answer goes (None: the
language's name tells: "danke in spanisch" is German)."""
_BARE = frozenset(frame for _tongue, frame in _FRAMES[-2:])
"""The frames with nothing but a phrase and a language ("danke auf spanisch")."""
_DIGITS = dict(
    zip(
        [*map(str, range(21)), "30", "50", "100", "1000"],
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
            "thirty",
            "fifty",
            "hundred",
            "thousand",
        ],
        strict=True,
    )
)
"""Numbers typed as digits ("what is 20 in french"), as the bank has them."""
_FILLER = re.compile(
    r"^(?:(?:hey|hi|hallo|yo|ok|okay|so|eddie|vance|please|pls|plz|bitte|quick question"
    r"|sag mal|sagmal|und|and|also|um|uh|hmm|du|btw|quick q|question)\b[\s,:!.-]*)+"
)
_TAIL = re.compile(
    r"(?:[\s,]+(?:please|pls|plz|bitte|eddie|vance|again|lol|mal|nochmal"
    r"|language|sprache))+$"
)
_X_FRAME = re.compile(
    r"^(?:the (?:word|phrase|words|expression|sentence) |das wort |den satz |die phrase "
    r"|the |saying )"
)
_PUNCT = re.compile(r"[^\w\s-]+")
_SWITCH = frozenset(
    [
        "speak",
        "talk",
        "answer",
        "reply",
        "respond",
        "write",
        "read",
        "say",
        "explain",
        "continue",
        "go",
        "switch",
        "change",
        "work",
        "help",
        "everything",
        "sprechen",
        "reden",
        "antworten",
        "schreiben",
        "lesen",
        "helfen",
        "arbeiten",
        "alles",
    ]
)
"""Words that, bare before a language ("answer in german", "alles auf englisch"), ask to
switch the language, not to translate."""


def _fold(text: str, umlauts: str = "") -> str:
    """``text`` lower-cased without accents (with ``umlauts`` "ae": ä as ae, else as a)."""
    text = text.lower().replace("ß", "ss")
    if umlauts:
        text = text.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


def _key(text: str, umlauts: str = "") -> str:
    """``text`` as a key: folded, without punctuation or apostrophes ("i'm" is "im")."""
    words = _PUNCT.sub("", _fold(text, umlauts).replace("’", "")).replace("-", " ")
    return " ".join(words.split())


def _forms(value: Any) -> list[str]:
    """The ways a phrase is written: every listed one, each side of a "/"."""
    many = value if isinstance(value, list) else [value]
    return [side.strip() for one in many for side in str(one).split(" / ") if side.strip()]


@cache
def _bank() -> tuple[tuple[dict[str, list[str]], ...], dict[str, dict[str, int]]]:
    """Every phrase and word (language → its forms, the one to show first) and, per
    language asked from, each key → the entry's index."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    entries: list[dict[str, list[str]]] = []
    index: dict[str, dict[str, int]] = {code: {} for code in ("en", "de", *_LATIN)}
    for name in ("facts/phrases.yaml", "facts/phrase_words.yaml"):
        text = resources.files("prompts").joinpath(name).read_text("utf-8")
        for raw in yaml.load(text, Loader=loader) or []:
            entry = {
                lang: _forms(v) if isinstance(v, list) else [str(v)] for lang, v in raw.items()
            }
            for lang, keys in index.items():
                for form in _forms(raw.get(lang, [])):
                    bare = re.sub(r"^to (?=\w)", "", form) if lang == "en" else form
                    for one in (form, bare):
                        for umlauts in ("", "ae"):
                            keys.setdefault(_key(one.replace("…", ""), umlauts), len(entries))
            entries.append(entry)
    return tuple(entries), index


@cache
def _tongues() -> dict[str, str]:
    """Each name people type for a language → its code."""
    return {name: code for code, (_en, _de, names) in _NAMES.items() for name in names.split()}


def _one_off(typed: str, name: str) -> bool:
    """Whether ``typed`` is ``name`` with one letter wrong, missing, extra or swapped."""
    if abs(len(typed) - len(name)) > 1 or len(name) < 5:
        return False
    if len(typed) == len(name):
        wrong = [i for i, (a, b) in enumerate(zip(typed, name, strict=True)) if a != b]
        return len(wrong) == 1 or (
            len(wrong) == 2
            and wrong[1] == wrong[0] + 1
            and typed[wrong[0]] == name[wrong[1]]
            and typed[wrong[1]] == name[wrong[0]]
        )
    short, long = sorted((typed, name), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _language(said: str) -> tuple[str, str | None] | None:
    """The language a name stands for, and the tongue the name is in ("spanisch": de)."""
    said = re.sub(r"^(?:the|das|auf|in|ins|brazilian|brasilianisches) ", "", said.strip())
    said = re.sub(r" (?:chinese|chinesisch)$", "", said)
    names = _tongues()
    for typed in dict.fromkeys((said, re.sub(r"(?<=sch)(?:e|en|es)$", "", said))):
        code = names.get(typed) or next(
            (names[n] for n in names if " " not in typed and _one_off(typed, n)), None
        )
        if code is not None:
            german = typed.endswith("sch") or typed in ("deutsch", "flamisch")
            english = typed in names and not german and typed != "mandarin"
            return code, "de" if german else "en" if english else None
    return None


def _found(phrase: str, target: str, language: str) -> tuple[str, str, str] | None:
    """The language ``phrase`` is in, the phrase as the bank writes it and its translation
    (the session's language first; never the language asked for unless that is all)."""
    entries, index = _bank()
    key = _key(_X_FRAME.sub("", phrase.strip(" \"'“”„‚‘«»*")))
    key = _DIGITS.get(key, key)
    if not key or len(key.split()) > 8:
        return None
    order = list(dict.fromkeys((language, "en", "de", *_LATIN)))
    hits = [(lang, entries[index[lang][key]]) for lang in order if key in index[lang]]
    if not hits and len(key) >= 6:  # one letter wrong: "thnak you", "schmetterlnig"
        near = (k for lang in ("en", "de") for k in index[lang] if _one_off(key, k))
        key = next(near, key)
        hits = [(lang, entries[index[lang][key]]) for lang in order if key in index[lang]]
    for lang, entry in hits:
        if lang != target and target in entry:
            forms = [f for f in entry[lang] if key in (_key(f), _key(f, "ae"), _key(f[3:]))]
            return lang, (forms or entry[lang])[0], entry[target][0]
    return None


def _shown(text: str, answer_in: str) -> str:
    """A translation in italics, its transliteration after it ("*ありがとう* (arigatō)"),
    the forms to choose from joined by "or" ("*obrigado* or *obrigada*")."""
    found = re.fullmatch(r"(.+?) \((.+)\)", text)
    if found is not None and not found.group(1).isascii():
        return f"*{found.group(1)}* ({found.group(2)})"
    joined = "* oder *" if answer_in == "de" else "* or *"
    return f"*{joined.join(text.split(' / '))}*"


def _translation(said: str, language: str) -> str | None:
    for tongue, frame in _FRAMES:
        found = frame.match(said)
        if found is None:
            continue
        named = _language(found.group("y"))
        if named is None:
            continue
        target, name_tongue = named
        if frame in _BARE and _key(found.group("x")) in _SWITCH:
            continue
        hit = _found(found.group("x"), target, language)
        if hit is None:
            continue
        _source, phrase, translated = hit
        answer_in = tongue or name_tongue or ("de" if language == "de" else "en")
        english, german, _names = _NAMES[target]
        phrase = re.sub(r"\bi(?=\b|')", "I", phrase) if _source == "en" else phrase
        result = _shown(translated, answer_in)
        if answer_in == "de":
            return f"Auf {german} heißt {phrase} {result}."
        return f"In {english}, {phrase} is {result}."
    return None


def phrase_answer(user_text: str, language: str = "en") -> str | None:
    """The translation of a common phrase or word, another word for one or its opposite,
    when ``user_text`` asks for it; else None."""
    if len(user_text) > 160:
        return None
    said = _fold(user_text).replace("’", "'").replace("`", "'")
    said = " ".join(said.replace("?", " ").replace("!", " ").split()).strip(" .")
    said = _TAIL.sub("", _FILLER.sub("", said)).strip(" .,:")
    if not said:
        return None
    return _translation(said, language) or synonym_answer(said, language)
