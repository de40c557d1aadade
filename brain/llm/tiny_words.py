"""What a word or phrase means, answered from data (``prompts/facts/words.yaml``) instead of
by the tiny local model, which makes meanings up (issue 14: "what does saudade mean" got
nonsense). Loan words, tricky words, slang, texting shortcuts, idioms, and the words Germans
ask about, in English and (most of them) German.

Only a question about a word gets its meaning: "what does X mean", "define X", "meaning of
X", "is X a word", "was bedeutet X", "X bedeutung" … for any word in the bank (with one
mistyped letter in a longer word), "what is X" / "was ist X" only for a word of the bank
that is no ordinary thing ("what is rizz" yes, "what is a goat" no). An unknown word, a
question about the app ("what does steer mean in vance") or the world ("what does the fox
say") gets None. Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any


@dataclass(frozen=True)
class _Word:
    answers: dict[str, str]
    """The answer by language ("en", and "de" for most)."""
    thing: bool
    """Whether "what is X" asks about the thing rather than the word ("what is a goat")."""


_UMLAUTS = str.maketrans({"ß": "ss", "ä": "ae", "ö": "oe", "ü": "ue"})


def _key(text: str) -> str:
    """``text`` as the bank finds it: lower case, no accents, letters and digits only
    ("Déjà-vu" → "dejavu", "tl;dr" → "tldr", "Gemütlichkeit" → "gemuetlichkeit")."""
    plain = unicodedata.normalize("NFKD", text.lower().translate(_UMLAUTS))
    return re.sub(r"[^a-z0-9]", "", "".join(c for c in plain if not unicodedata.combining(c)))


def _deletions(key: str) -> set[str]:
    return {key[:i] + key[i + 1 :] for i in range(len(key))}


_TYPO_FROM = 6
"""A word this long or longer is found with one letter typed wrong, added or left out, but
not at its end: that is another word ("influence" is no "influencer")."""


@cache
def _bank() -> tuple[dict[str, _Word], dict[str, frozenset[str]]]:
    """The words by key, and the keys of the long ones by each of their one-letter
    deletions (a typo is found by comparing deletions: "schadenfruede" → "schadenfreude")."""
    import yaml

    text = resources.files("prompts").joinpath("facts/words.yaml").read_text("utf-8")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml: several times faster
    entries: list[dict[str, Any]] = yaml.load(text, Loader=loader) or []
    words: dict[str, _Word] = {}
    near: dict[str, set[str]] = {}
    for entry in entries:
        answers = {lang: str(entry[lang]) for lang in ("en", "de") if entry.get(lang)}
        word = _Word(answers, bool(entry.get("thing")))
        for form in entry["w"]:
            key = _key(str(form))
            if not key or key in words:
                continue
            words[key] = word
            if len(key) >= _TYPO_FROM:
                for deleted in _deletions(key):
                    near.setdefault(deleted, set()).add(key)
    return words, {deleted: frozenset(keys) for deleted, keys in near.items()}


def _find(said: str, typos: bool) -> _Word | None:
    """The word ``said`` names: exactly, else (``typos``) the one word one letter away."""
    words, near = _bank()
    key = _key(said)
    if key in words:
        return words[key]
    if not typos or len(key) < _TYPO_FROM:
        return None
    found = set(near.get(key, ()))  # a letter too many
    for deleted in _deletions(key):
        if deleted in words and len(deleted) >= _TYPO_FROM:
            found.add(deleted)  # a letter left out
        found.update(near.get(deleted, ()))  # a letter wrong, or two swapped
    # another ending is another word ("influence" is no typo of "influencer")
    found = {one for one in found if not (one.startswith(key) or key.startswith(one))}
    meant = {id(words[one]): words[one] for one in found}
    return next(iter(meant.values())) if len(meant) == 1 else None


# What may follow the word, or end the question: no more than filler, the language of the
# answer, or where the word was seen ("in texting"); anything else asks something else
# ("what does steer mean in vance", "what does ratio mean in maths").
_LANG = r"(?:in|auf) (?P<lang>english|englisch|german|deutsch)"
_SEEN = (
    r"(?:in|on|im|auf) (?:a |the )?(?:slang|texting|texts?|text messages?|messages|chat|chats"
    r"|internet slang|gen ?z(?: slang)?|jugendsprache|dating|relationships?|a relationship"
    r"|online|the internet|internet|tiktok|twitter|x|instagram|insta|snapchat|social media"
    r"|reddit|discord|games?|gaming|memes?|crypto|an? (?:invitation|invite|email|e-mail|letter)s?)"
)
_FILLER = (
    r"(?:lol|lmao|haha\w*|pls|plz|please|bitte|thx|thanks|danke|again|exactly|though|tho|anyway"
    r"|eddie|bro|bruh|dude|man|fr|rn|even|actually|really|eigentlich|genau|nochmal|denn|mal"
    r"|here|hier|when (?:someone|somebody|people|a (?:guy|girl)) (?:says?|texts?|uses?)"
    r" (?:it|that)|wenn (?:jemand|man) das sagt)"
)
_USED = (
    r"(?:(?:my|our|a|the|his|her|some|this|mein\w*|unser\w*|ein\w*) (?:[\w'-]+ ){0,2}?(?:used|uses"
    r"|said|says|wrote|writes|put|puts|texted|posted|keeps? (?:saying|using)|kept (?:saying|using)|dropped|mentioned"
    r"|hat|benutzt|sagt|schreibt)|i (?:just )?(?:saw|heard|read|came across|found|noticed)|ich"
    r" hab\w*|saw|heard|read|came across)(?: (?:it|that|this|the word|that word|das|es))?"
    r"(?: [\w'-]+){0,6}"
)
"""Who used the word or where it was seen, told after it ("… my manager put it in a memo",
"… i saw it in a book", "… mein chef hat das in einer mail geschrieben")."""
_END = re.compile(rf"(?:(?:^|\s+)(?:{_LANG}|{_SEEN}|{_FILLER}|{_USED})|\s*[?!.,:;)(]+)\s*$")
_ARTICLE = re.compile(
    r"^(?:(?:the|a|an|this|that|ein|eine|einen|der|die|das|den|dem|des|dieses|diese|dieser)"
    r"\s+)?(?:(?:word|term|phrase|expression|saying|idiom|acronym|abbreviation|abbrev|slang"
    r"(?: word| term)?|wort|begriff|ausdruck|redewendung|spruch|abkürzung|abkuerzung|"
    r"jugendwort)\s+)"
)
"""Words that only name what X is ("the word", "der Begriff") before it."""
_LEAD = re.compile(r"^(?:eigentlich|genau|denn|nochmal|so|even|actually|exactly)\s+")
_ARTICLES = re.compile(r"^(?:the|a|an|ein|eine|einen|der|die|das|den)\s+")
_FEW_ARTICLES = re.compile(r"^(?:a|an|ein|eine|einen|der|die|das)\s+")
_NOT_WORDS = frozenset({"it", "that", "this", "you", "u", "i", "he", "she", "they", "we", "das"})
_REFERS = frozenset({"that", "it", "this", "das"})
_QUOTED = re.compile(r"(?:^|\s)[\"'`*]([^\"'`*]{1,40})[\"'`*](?=\W|$)")
_SAID = re.compile(
    r"\b(?:says?|saying|said|texted|wrote|commented|replied|called (?:me|him|her|us|them)|calls? (?:me"
    r"|him|her|us|them)|told (?:me|him|her|us|them)(?: that)?|tells (?:me|him|her|us|them)(?: that)?"
    r"|thinks?|thought|reckons?|sagt|sagte|meint|meinte|findet|fand|nennt mich|nannte mich)\s+"
    r"([^,.!?;:]{1,40}?)(?=\s*(?:[,.!?;:]|\b(?:and|so|but|what|wtf|lol|to me)\b|$))"
)
"""A word said before "what does that mean": quoted, or after "keeps saying"."""
_ABOUT_SOMEONE = re.compile(
    r"^(?:(?:that|dass) )?(?:i'?m|i am|im|i was|i'?ve been|i come across as|you'?re|you are|he'?s|she'?s"
    r"|he is|she is|they'?re|we'?re|ich sei|ich bin|ich wäre|ich waere|ich wirke|er sei|sie sei)"
    r"(?: (?:being|a bit|a little|too|so|very|really|kind of|kinda|quite|way too|always|getting"
    r"|sehr|zu|so|ziemlich|ein bisschen|bisschen|total|etwas|echt|oft|immer))*\s+"
)
"""What someone said the user (or another) is, before the word: "says i'm a bit complacent"."""
_APP = re.compile(r"/\w|\b(?:vance|in eddie|the app|this app|command|button|setting)\b")

_ASK = r"(?:what|wat|wut|wht|wtf|wth|what the (?:hell|heck|fuck|f))"
_MEANS = r"(?:mean|means|meaning|stand for|stands for|is short for|short for)"
_TAIL = r"(?P<tail>.*)"
_Kind = tuple[re.Pattern[str], bool, bool]
"""A way of asking: its pattern (the word as ``x``), whether any word of the bank may be
meant (else no ordinary thing: "what is a goat"), and whether it is German."""


def _kind(pattern: str, *, word: bool = True, german: bool = False) -> _Kind:
    return re.compile(pattern), word, german


_KINDS: tuple[_Kind, ...] = (
    _kind(rf"\b{_ASK}(?:'?s| does| dose| do| did| is)\s+(?P<x>.{{1,60}}?)\s+{_MEANS}\b{_TAIL}"),
    _kind(
        r"\bwhat (?:does|do|did) (?:people|ppl|they|kids|someone|somebody|folks|you|u|he|she"
        r"|my \w+) (?:mean|meant) (?:by|with|when (?:they|you|he|she|people) (?:say|said|use))"
        r"\s+(?P<x>.{1,60})$"
    ),
    _kind(
        r"\bwhat does it mean (?:if|when) (?:someone|somebody|people|a (?:guy|girl|boy)|he|she"
        r"|they|you|my \w+) (?:says?|said|texts?|texted|writes?|wrote|calls? (?:you|me|someone"
        r"|somebody|them|him|her) (?:an? )?)\s*(?P<x>.{1,60})$"
    ),
    _kind(r"\b(?:meaning|definition|def|defintion) of\s+(?P<x>.{1,60})$"),
    _kind(r"\bwhat(?:'?s| is) meant by\s+(?P<x>.{1,60})$"),
    _kind(r"\b(?:define|defne|definiere|definier)\s+(?P<x>.{1,60})$"),
    _kind(r"\bwhat (?P<x>.{1,60}?) (?:means|stands for|is short for)\b" + _TAIL),
    _kind(r"^(?P<x>.{1,60}?)\s+(?:meaning|means what|means|definition|def)\b" + _TAIL),
    _kind(
        r"^(?:is|isn'?t)\s+(?P<x>.{1,60}?)\s+(?:even |actually |really )?an? (?:real |actual "
        r"|proper |english |german )?word\b" + _TAIL
    ),
    _kind(
        r"\b(?:was|wofür|wofuer|für was|fuer was) (?:bedeutet|bedeuten|bedeuted|heißt|heisst"
        r"|heist|meint man mit|meinen die leute mit|versteht man unter|steht)\s+"
        r"(?P<x>.{1,60}?)(?:\s+(?:gemeint|für|fuer))?$",
        german=True,
    ),
    _kind(r"\bwas ist (?:mit|unter)\s+(?P<x>.{1,60}?)\s+gemeint$", german=True),
    _kind(r"\b(?:bedeutung|definition) (?:von|des wortes?)\s+(?P<x>.{1,60})$", german=True),
    _kind(r"^(?P<x>.{1,60}?)\s+(?:bedeutung|definition)\b" + _TAIL, german=True),
    _kind(r"\bwas (?P<x>.{1,60}?) (?:bedeutet|heißt|heisst|heist)\b" + _TAIL, german=True),
    _kind(
        r"^ist\s+(?P<x>.{1,60}?)\s+(?:überhaupt |ueberhaupt )?ein (?:echtes )?wort\b" + _TAIL,
        german=True,
    ),
    _kind(
        rf"\b(?:{_ASK}(?:'?s| is| are)|{_ASK} even is|explain)\s+(?P<x>.{{1,60}})$",
        word=False,
    ),
    _kind(
        r"\b(?:was (?:ist|sind|genau ist|ist eigentlich)|erklär|erklaer|erkläre|erklaere)"
        r"(?: mir)?\s+(?P<x>.{1,60})$",
        word=False,
        german=True,
    ),
)


def _trim(part: str) -> tuple[str, str | None]:
    """``part`` without the filler at its end, and the language that filler asks for."""
    language: str | None = None
    while (found := _END.search(part)) is not None:
        if found.group("lang") and language is None:
            language = "en" if found.group("lang").startswith("engl") else "de"
        part = part[: found.start()]
    return part.strip(), language


def _candidates(x: str, any_word: bool) -> list[str]:
    """What the word may be: as said, then without "the word", quotes, an article ("what
    is the eta" keeps its "the": it asks for a time, not the word)."""
    x = x.strip(" '\"`*_.,:;!?")
    while (shorter := _LEAD.sub("", _ARTICLE.sub("", x))) != x:
        x = shorter.strip(" '\"`*_")
    articles = _ARTICLES if any_word else _FEW_ARTICLES
    bare = articles.sub("", x).strip(" '\"`*_")
    return list(dict.fromkeys(one for one in (x, bare) if one))


def _referred(before: str) -> list[str]:
    """The words quoted or said in ``before``, the last first ("my kid keeps saying skibidi,
    what does that mean": skibidi)."""
    said = [
        _ABOUT_SOMEONE.sub("", m.group(1))
        for pattern in (_QUOTED, _SAID)
        for m in pattern.finditer(before)
    ]
    heads = [  # "called me abrasive in my review": the words first, then fewer from the start
        " ".join(words.split()[:count])
        for words in reversed(said)
        for count in range(len(words.split()), 0, -1)
    ]
    return [one for words in heads for one in _candidates(words, True)]


def _first(candidates: list[str], any_word: bool) -> _Word | None:
    """The first of ``candidates`` in the bank (with a typo when ``any_word``; no ordinary
    thing unless ``any_word``)."""
    for one in candidates:
        word = _find(one, typos=any_word)
        if word is not None and (any_word or not word.thing):
            return word
    return None


def meaning(user_text: str, language: str = "en") -> str | None:
    """What the word or phrase ``user_text`` asks about means, from the bank, in German
    for a German question or session when the word has it; None for anything else."""
    said = " ".join(user_text.lower().replace("’", "'").replace("‘", "'").split())
    said = re.sub(r"[“”„«»]", '"', said).strip().rstrip("?!. ")
    if _APP.search(said):
        return None
    for pattern, any_word, german in _KINDS:
        found = pattern.search(said)
        if found is None:
            continue
        rest, asked = _trim(found.groupdict().get("tail") or "")
        quoted = re.fullmatch(r"\s*['\"][^'\"]{1,40}['\"]\s*", found.group("x")) is not None
        if rest and not quoted:
            continue  # more than the word is asked: not a meaning ("'rizz' … my son says it" is)
        x, named = _trim(found.group("x"))
        candidates = _candidates(found.group("x"), any_word) + _candidates(x, any_word)
        if any(one in _NOT_WORDS for one in candidates):
            if not (any_word and x in _REFERS):
                return None  # "what do you mean", "was heißt das"
            candidates = _referred(said[: found.start()])  # "she said 'mid', what's that mean"
        word = _first(candidates, any_word and x not in _REFERS)
        if word is None:
            continue
        wanted = asked or named or ("de" if german or language == "de" else "en")
        answer = word.answers.get(wanted, word.answers["en"])
        if re.match(r"(?:is|isn'?t|ist) ", said):
            return ("Ja. " if "de" in word.answers and wanted == "de" else "Yes. ") + answer
        return answer
    return None


def word_lines() -> frozenset[str]:
    """Every answer :func:`meaning` may give (to be left out of the model's view of the
    conversation like the other fixed lines)."""
    said = {answer for word in _bank()[0].values() for answer in word.answers.values()}
    return frozenset(said | {f"{yes} {one}" for one in said for yes in ("Yes.", "Ja.")})


def looked_up(user_text: str) -> bool:
    """Whether ``user_text`` asks what the data banks answer (a fact, a word's meaning, a
    translation): a question about the world, not a command however it looks ("was ist fomo"
    is no inbox question, "merry christmas in french" no switch to French)."""
    from brain.llm.tiny_facts import known_fact
    from brain.llm.tiny_phrases import phrase_answer

    said = user_text.strip()
    return (
        meaning(said) is not None
        or phrase_answer(said) is not None
        or any(known_fact(said, lang, inflected=False) for lang in ("en", "de"))
    )
