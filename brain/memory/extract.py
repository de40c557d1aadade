"""Explicit facts in what the user says: deterministic rules, English and German.

Only plain statements about the user count ("my name is …", "I live in …", "remember that …");
questions and requests never create facts. A sentence that starts with "no", "actually",
"nein", … is a correction: the service lets it supersede the fact with the same subject.
All rules run for every language (people mix languages); ``lang`` only breaks ties.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable

from brain.memory.attributes import ATTRIBUTE, ATTRIBUTES, ROLES, names_someone
from brain.memory.kin import as_example, family_facts
from brain.memory.models import ExtractedFact, ForgetRequest
from brain.memory.retract import pointed_at

NAME = "user.name"
NICKNAME = "user.nickname"
LOCATION = "user.location"
PREFERENCE = "user.preference."
NOTE = "note."

_I = re.IGNORECASE
_SENTENCES = re.compile(r"(?<=[.!?;])\s+|\n+")
_CORRECTION = re.compile(
    r"^(?:no|nope|nah|actually|correction|sorry|nein|doch|eigentlich|korrektur|falsch)\b[\s,!:.-]*",
    _I,
)
_QUESTION_WORDS = frozenset(
    [
        "what",
        "where",
        "who",
        "whom",
        "whose",
        "when",
        "why",
        "how",
        "which",
        "do",
        "does",
        "did",
        "is",
        "are",
        "am",
        "was",
        "were",
        "can",
        "could",
        "would",
        "will",
        "should",
        "shall",
        "have",
        "has",
        "may",
        "wo",
        "wer",
        "wie",
        "wann",
        "warum",
        "weshalb",
        "welche",
        "welcher",
        "welches",
        "woher",
        "wohin",
        "weißt",
        "weisst",
        "kannst",
        "kennst",
        "erinnerst",
        "bin",
        "ist",
        "hast",
        "habe",
        "hab",
    ]
)
# Where a value ends: a clause break, or a conjunction that starts a new thought.
_VALUE_END = re.compile(
    r"\s*(?:[,;:()\"“”]|\s[-–—]\s|[.!?](?:\s|$)|\b(?:and|but|because|so|since|which|where"
    r"|und|aber|weil|denn|seit|wo)\b)",
    _I,
)
_TRAILING_TIME = re.compile(  # and filler: "my landlord is mr keller btw"
    r"\s+(?:now|today|recently|these days|last (?:year|month|week)|a while ago|jetzt"
    r"|inzwischen|mittlerweile|letztes jahr|vor kurzem|seit kurzem|gerade|btw|by the way|fyi|lol"
    r"|haha|just so you know|übrigens|nur so)$",
    _I,
)
_NEGATIVE_START = frozenset(["not", "no", "never", "nicht", "kein", "keine", "nie"])
_ARTICLE_START = frozenset(
    ["a", "an", "the", "ein", "eine", "einen", "back", "later", "when", "if"]
)
_FILLERS = re.compile(r"^(?:please|bitte|einfach|just)\s+", _I)


def _words(value: str) -> list[str]:
    return value.split()


def _cut(value: str) -> str:
    match = _VALUE_END.search(value)
    if match:
        value = value[: match.start()]
    value = _TRAILING_TIME.sub("", value.strip())
    return value.strip(" .!?'\"")


def _proper(value: str) -> str:
    """``lyon`` → ``Lyon`` (voice transcripts are often lower case); mixed case stays."""
    return value.title() if value == value.lower() else value


def _first_word(value: str) -> str:
    words = _words(value)
    return words[0].lower() if words else ""


def _name_value(raw: str) -> str | None:
    value = _cut(_FILLERS.sub("", raw))
    words = _words(value)
    if not words or len(words) > 4 or _first_word(value) in _NEGATIVE_START | _ARTICLE_START:
        return None
    if not value[0].isalpha():
        return None
    return _proper(value)


def _place_value(raw: str) -> str | None:
    value = _cut(raw)
    words = _words(value)
    if not words or len(words) > 5 or _first_word(value) in _NEGATIVE_START:
        return None
    return _proper(value)


def _slug(word: str) -> str:
    return re.sub(r"\W+", "", word.casefold())


_PAIR = re.compile(r"\s+(?:over|rather than|instead of|to|than|als|statt|anstatt)\s+", _I)


def preference_key(value: str) -> str:
    """The subject of a preference: its topic word, or the two things compared (sorted), so
    "tea over coffee" and "coffee over tea" are the same subject."""
    sides = [side for side in _PAIR.split(value, maxsplit=1) if side.strip()]
    topics = sorted({_slug(_words(side)[-1]) for side in sides})
    return PREFERENCE + "_".join(t for t in topics if t)


def note_subject(text: str) -> str:
    """The same note, however it is capitalised or punctuated, has the same subject."""
    norm = " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())
    return NOTE + hashlib.sha1(norm.encode("utf-8")).hexdigest()[:12]


Rule = tuple[re.Pattern[str], Callable[[str], ExtractedFact | None]]


def _fact(subject: str, value: str | None, confidence: float) -> ExtractedFact | None:
    return ExtractedFact(subject=subject, value=value, confidence=confidence) if value else None


def _preference(raw: str) -> ExtractedFact | None:
    value = _cut(raw)
    if not value or _first_word(value) in _NEGATIVE_START or len(_words(value)) > 8:
        return None
    return ExtractedFact(subject=preference_key(value), value=value, confidence=0.85)


_ORDINAL = re.compile(
    r"(?<=\b\d)\.\s+(?=(?:jan|feb|m(?:ä|ae)r|apr|mai|jun|jul|aug|sep|okt|nov|dez)[a-zä]*\b)"
    r"|(?<=\b\d\d)\.\s+(?=(?:jan|feb|m(?:ä|ae)r|apr|mai|jun|jul|aug|sep|okt|nov|dez)[a-zä]*\b)",
    _I,
)
_HELD = "\u2024"
"""Stands for the dot of a German date ("4. mai") while sentences are split."""
_TITLES = re.compile(r"\b(dr|mr|mrs|ms|prof|st)\.\s+", _I)


_IDENTIFIER = re.compile(
    r"\b(?:my|our|mein\w*|unser\w*)\s+((?:[\w'-]+\s+){0,2}?(?:number|no|nr|plate|code|id"
    r"|password|passwort|pin|nummer|kennzeichen|iban|\w+nummer|\w+code))\s*(?:is|are|'s|ist"
    r"|lautet|:)\s+(\S+(?:\s+\S+){0,3})",
    _I,
)
_AFTER_VALUE = re.compile(
    r"\s+(?:if|in case|falls|wenn|for when|fyi|btw|just|save|keep|remember|merk|speicher)\b.*$",
    _I,
)


_STATES = frozenset(
    "wrong broken expired invalid weak old new lost gone correct right changed falsch abgelaufen "  # noqa: SIM905
    "kaputt neu alt".split()
)


def _identifier(sentence: str) -> list[ExtractedFact]:
    """ "my car's plate is M-KL 4821 if u ever need it" → car's plate: M-KL 4821."""
    found = _IDENTIFIER.search(sentence)
    if found is None:
        return []
    value = _AFTER_VALUE.sub("", _cut(found.group(2))).strip(" .,!?")
    secret = re.search(r"pass|code|pin", found.group(1), _I) is not None
    if not re.search(r"\d", value) and not (
        secret and len(value.split()) == 1 and value.lower() not in _STATES
    ):
        return []  # "my phone number is broken" says how it is, not what it is
    label = re.sub(r"[^\w]+", "_", found.group(1).lower().replace("'s", "")).strip("_")
    return [ExtractedFact(subject=f"user.{label}", value=value, confidence=0.9)]


def _attribute(sentence: str) -> list[ExtractedFact]:
    found = ATTRIBUTE.search(sentence)
    if found is None:
        return _identifier(sentence)
    value, key = _cut(found.group(2)), ATTRIBUTES[found.group(1).lower()]
    if key in ROLES and not names_someone(value):
        return []  # "my doctor is great", "… is on holiday": no doctor's name
    value = re.sub(r"^(?:on|am|the|der|die|das)\s+", "", value, flags=_I).strip()
    if not value or _first_word(value) in _NEGATIVE_START or len(_words(value)) > 8:
        return []
    subject = "user." + key
    return [ExtractedFact(subject=subject, value=value, confidence=0.9)]


_RULES: list[Rule] = [
    (
        re.compile(r"\b(?:my name is|my name's|i am called|i'm called)\s+(.+)", _I),
        lambda raw: _fact(NAME, _name_value(raw), 0.95),
    ),
    (
        re.compile(r"\b(?:ich hei(?:ß|ss)e|mein name ist)\s+(.+)", _I),
        lambda raw: _fact(NAME, _name_value(raw), 0.95),
    ),
    (
        re.compile(r"\b(?:call me|nenn(?:e|t)? mich)\s+(.+)", _I),
        lambda raw: _fact(NICKNAME, _name_value(raw), 0.95),
    ),
    (
        re.compile(
            r"\b(?:i (?:live|reside) in|i'm living in|i am living in|i'm based in"
            r"|i (?:have |'ve )?moved to)\s+(.+)",
            _I,
        ),
        lambda raw: _fact(LOCATION, _place_value(raw), 0.9),
    ),
    (
        re.compile(
            r"\bich (?:wohne|lebe)(?:\s+(?:jetzt|inzwischen|mittlerweile|seit kurzem))?\s+in\s+(.+)",
            _I,
        ),
        lambda raw: _fact(LOCATION, _place_value(raw), 0.9),
    ),
    (
        re.compile(
            r"\bich bin\s+(?:(?:jetzt|vor kurzem|letztes jahr)\s+)?nach\s+(.+?)\s+gezogen\b", _I
        ),
        lambda raw: _fact(LOCATION, _place_value(raw), 0.9),
    ),
    (re.compile(r"\b(?:i prefer|i'd rather have|i would rather have)\s+(.+)", _I), _preference),
    (re.compile(r"\b(?:ich mag lieber|ich bevorzuge|ich hätte lieber)\s+(.+)", _I), _preference),
]
_NOTE = re.compile(
    r"\b(?:remember(?:\s+that|:)|don't forget(?:\s+that|:)|do not forget that"
    r"|merke?\s+dir(?:\s+bitte)?,?\s+dass|vergiss nicht,?\s+dass|(?:kannst|könntest|würdest)\s+du"
    r"\s+dir\s+(?:bitte\s+|mal\s+)*merken,?\s+dass)\s+(.+?)\??$",
    _I,
)


def _is_question(sentence: str) -> bool:
    """A question, not a request to keep something asked as one ("kannst du dir merken, …?")."""
    first, polite = _first_word(sentence).strip(","), ("can", "could", "would", "kannst", "könnt")
    keep = first.startswith(polite) and _NOTE.search(sentence) is not None
    return sentence.rstrip().endswith("?") and first in _QUESTION_WORDS and not keep


def _from_sentence(sentence: str) -> list[ExtractedFact]:
    found: list[tuple[int, ExtractedFact]] = []
    for pattern, build in _RULES:
        for match in pattern.finditer(sentence):
            fact = build(match.group(1))
            if fact is not None:
                found.append((match.start(), fact))
    found.sort(key=lambda item: item[0])
    return [fact for _, fact in found]


def extract(text: str, lang: str = "en") -> list[ExtractedFact]:
    """The explicit facts the user states in ``text`` (empty for questions and requests)."""
    del lang  # every rule runs for every language; kept for callers that know it
    facts: list[ExtractedFact] = []
    correcting = False
    text = _TITLES.sub(r"\1 ", text)  # "my dentist is dr. weber" is one sentence
    text = _ORDINAL.sub(_HELD + " ", text)  # "am 4. mai" too
    for raw in _SENTENCES.split(text.strip()):
        sentence = raw.strip()
        if not sentence:
            continue
        marker = _CORRECTION.match(sentence)
        if marker:
            sentence = sentence[marker.end() :]
            if not sentence.strip(" .!"):
                correcting = True  # "No. I moved to Berlin." corrects in the next sentence
                continue
        is_correction = correcting or marker is not None
        correcting = False
        if not sentence or _is_question(sentence) or as_example(sentence):
            continue  # "like if i say my sister's name is priya, will you know": no fact yet
        note = _NOTE.search(sentence)
        found = _from_sentence(sentence) or _attribute(sentence)
        found = found or ([] if note else family_facts(sentence))  # "remember that …" is a note
        if note and not found:
            value = note.group(1).strip().rstrip(".!")
            if value:
                found = [ExtractedFact(subject=note_subject(value), value=value, confidence=0.9)]
        for fact in found:
            fact.value = fact.value.replace(_HELD, ".")
            fact.evidence = raw.strip().replace(_HELD, ".")
            if is_correction:
                fact.correction = True
                fact.confidence = 1.0
        facts += found
    return facts


_FORGET = re.compile(
    r"^\s*(?:(?:hey|hi|ok(?:ay)?|so|and|oh|also|und|eddie|please|pls|bitte|mal|just|einfach|now"
    r"|jetzt|(?:you|u|ya) (?:can|could|may|should|might as well)|(?:can|could|would) (?:you|u)"
    r"|du kannst|kannst du|(?:könntest|koenntest) du|du darfst)[\s,]+)*"
    r"(?:forget|vergiss|vergessen|vergesse)\b[\s,]*(.*)$",
    _I,
)
_WHAT_FORGOTTEN = re.compile(r"^(?:(?:about )?the fact that|that|about|dass|das mit)\b[\s,]*", _I)
_FORGET_SUBJECTS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(
            r"\b(?:where i live|i live|i moved|location|address|wohne|wohnort|lebe"
            r"|gezogen|adresse)\b",
            _I,
        ),
        LOCATION,
    ),
    (re.compile(r"\b(?:nickname|call me|spitzname|nennen?)\b", _I), NICKNAME),
    (re.compile(r"\b(?:my name|namen?|hei(?:ß|ss)e)\b", _I), NAME),
]


_NOTHING_NAMED = re.compile(
    r"(?:it|that|this|about it|all that|es|das|dies|das alles|den|die)(?:\s+(?:eddie|then|dann"
    r"|lol|pls|please|bitte|mal|einfach))*",
    re.IGNORECASE,
)


_INTERJECTION = re.compile(r"^(?:(?:ach|ah|oh|nah|na|naja|ok(?:ay)?|hm+|meh|eh)\b[\s,.!]*)+", _I)


def takes_back(text: str) -> bool:
    """Whether ``text`` is "forget it", "ach, vergiss es": a request taken back, no fact."""
    match = _FORGET.match(_INTERJECTION.sub("", text.strip()))
    if match is None:
        return False
    rest = _WHAT_FORGOTTEN.sub("", match.group(1).strip())
    return not rest.strip(" .!") or bool(_NOTHING_NAMED.fullmatch(rest.strip(" .!")))


def parse_forget(text: str, lang: str = "en") -> ForgetRequest | None:
    """ "forget where I live" → ``ForgetRequest(subject="user.location")``; "forget that my
    sister is called Ada" → a query for those words; None when it is not a forget request."""
    del lang
    match = _FORGET.match(text.strip())
    if match is None or text.strip().endswith("?"):
        return None
    if takes_back(text):
        return None  # "forget it", "vergiss es": a request taken back, no fact to forget
    rest = _WHAT_FORGOTTEN.sub("", match.group(1).strip())
    rest = pointed_at(rest).strip(" .!")
    for pattern, subject in _FORGET_SUBJECTS:
        if pattern.search(rest):
            return ForgetRequest(subject=subject, query=rest)
    return ForgetRequest(query=rest) if rest else None
