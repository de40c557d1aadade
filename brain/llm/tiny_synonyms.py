"""Other words for a common word and its opposites, answered from data
(``prompts/facts/synonyms.yaml``): the tiny local model gave "sad" as a synonym for happy.
"another word for happy", "opposite of brave", "anderes Wort für schön", "Gegenteil von
groß"; a word the bank lacks gets None. Used by :func:`brain.llm.tiny_phrases.phrase_answer`,
which hands it the question lower-cased, without accents and umlauts.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from importlib import resources

_X = r"['\"]?(?P<x>[a-z][a-z' -]{0,30}?)['\"]?"
_WHAT = r"(?:(?:what(?: is|s| are| would be|d be|'s)?|whats|wats|give me|tell me|i need|need"
_WHAT += r"|any|got|suggest|find me|list) )?"
# fmt: off
_ASKS: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (tongue, kind, re.compile(pattern)) for tongue, kind, pattern in (
        ("en", "syn", rf"^{_WHAT}(?:an? |some |the |other |more )?(?:other|another|different"
                      rf"|better|fancier|nicer|smarter|new) (?:word|words|way to say|term)"
                      rf" (?:for|to say|than|instead of|that means) {_X}$"),
        ("en", "syn", rf"^{_WHAT}(?:an? |some |the |good |more )?(?:synonym|synonyms|synonim"
                      rf"|synonims|synomym|synonym words) (?:for|of|to) {_X}$"),
        ("en", "syn", rf"^{_X} (?:synonym|synonyms|synonim)$"),
        ("en", "ant", rf"^{_WHAT}(?:an? |the )?(?:opposite|opposit|oposite|antonym|antonyms"
                      rf"|opposite word) (?:of|for|to) {_X}$"),
        ("en", "ant", rf"^{_X} (?:opposite|antonym|antonyms)$"),
        ("de", "syn", rf"^(?:was ist |was ware |was waere |gib mir |nenn mir |kennst du |sag "
                      rf"mir )?(?:ein |einen |eine )?(?:anderes|andere|anderer|anderen|weitere"
                      rf"|besseres|schoneres) (?:wort|worter|woerter|begriff|ausdruck|worte)"
                      rf" (?:fur|fuer|zu|statt) {_X}$"),
        ("de", "syn", rf"^(?:was ist |was sind |gib mir |nenn mir )?(?:ein |das |die )?(?:synonym"
                      rf"|synonyme) (?:fur|fuer|zu|von) {_X}$"),
        ("de", "ant", rf"^(?:was ist |was ware |was waere |sag mir |nenn mir )?(?:das )?"
                      rf"(?:gegenteil|gegenwort|antonym) (?:von|zu|fur|fuer) {_X}$"),
    )
)
# fmt: on
"""How the question is asked: the answer's language and whether it wants opposites."""


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    return "".join(c for c in text if not unicodedata.combining(c))


@cache
def _bank() -> dict[str, dict[str, tuple[str, list[str], list[str]]]]:
    """Per language: each folded word (also with ae for ä) → the word, others, opposites."""
    import yaml

    text = resources.files("prompts").joinpath("facts/synonyms.yaml").read_text("utf-8")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data: dict[str, dict[str, str]] = yaml.load(text, Loader=loader) or {}
    bank: dict[str, dict[str, tuple[str, list[str], list[str]]]] = {}
    for language, words in data.items():
        found = bank.setdefault(language, {})
        for word, line in words.items():
            same, _semi, opposite = str(line).partition(";")
            entry = (str(word), _split(same), _split(opposite))
            umlauts = str(word).replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
            for key in (_fold(str(word)), _fold(umlauts)):
                found.setdefault(key, entry)
    return bank


def _split(words: str) -> list[str]:
    return [one.strip() for one in words.split(",") if one.strip()]


def _listed(words: list[str]) -> str:
    return ", ".join(f"*{one}*" for one in words)


def synonym_answer(said: str, language: str = "en") -> str | None:
    """Other words for, or the opposite of, the word ``said`` asks about (``said`` folded:
    lower case, no accents), in German when asked in German; else None."""
    for tongue, kind, ask in _ASKS:
        found = ask.match(said)
        if found is None:
            continue
        word = re.sub(r"^(?:the word |das wort |an? |the |to )", "", found.group("x").strip())
        bank = _bank()
        order = ("de", "en") if tongue == "de" else ("en", "de")
        entry = next((bank[lang][word] for lang in order if word in bank.get(lang, {})), None)
        if entry is None:
            return None
        shown, same, opposite = entry
        if kind == "ant":
            if not opposite:
                return None
            more = opposite[1:]
            if tongue == "de":
                also = f" (auch {_listed(more)})" if more else ""
                return f"Das Gegenteil von {shown} ist *{opposite[0]}*{also}."
            also = f" (also {_listed(more)})" if more else ""
            return f"The opposite of {shown} is *{opposite[0]}*{also}."
        if tongue == "de":
            return f"Andere Wörter für {shown}: {_listed(same)}."
        return f"Other words for {shown}: {_listed(same)}."
    return None
