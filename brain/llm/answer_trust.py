"""Which part of a small model's answer to trust, and how long it should be.

SmolLM2-135M states numbers confidently and almost always wrongly ("five continents",
"Everest stands at 8,937 feet", "26 planets"; none of its 12 numeric claims right in two
runs of the held-out dev set of issue 14), so a number the user did not say is cut with the
clause it is in (:func:`without_numbers`). Answering a question, it drifts after a first
clause into a contradiction ("Mount Everest, but that's not a mountain"), and its second
sentence is mostly made-up detail: the answer to a question keeps one sentence, up to such
a clause (:func:`trusted_part`, :func:`answer_sentences`). An answer to a question that
shares no content word with it is nonsense (:func:`off_topic`).
"""

from __future__ import annotations

import re

from brain.text import asks_advice, last_clause

SENTENCE_END = re.compile(r"(?<=[.!?][\"'”’)\]])\s+|(?<=[.!?])\s+")
"""The space after a sentence (its end may be inside quotes: '… "Romeo and Juliet." It …')."""
_NUMBER = re.compile(
    r"\d(?:[\d,.]*\d)?"
    r"|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fifteen|twenty"
    r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?"
    r"|trillions?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|hundert|tausend"
    r"|millionen?|milliarden?)\b",
    re.IGNORECASE,
)
CLAUSE_START = re.compile(r"(?:,|;|:| \(| -| —| –)\s")
_QUESTION = re.compile(
    r"^\s*(?:what|what'?s|whats|who|who'?s|where|when|which|how|why|is|are|was|were|does|do|did"
    r"|can|could|will|would|should|tell me)\b|\?\s*$",
    re.IGNORECASE,
)
_NOT_CONTENT_WORDS = (
    "a an the i you he she it we they me my your our its is are was were be been am do "
    "does did to of in on at for with and or but not no so if that this what whats how "
    "who where when why which can could would should will just really very too also there "
    "here about up down out some any all much many im ive u ur yo hey hi get got go going "
    "make like know think tell give say one thing things anyway please pls actually "
    "exactly again now then ok okay well still maybe eddie vance need needs want use sure "
    "way able try help good great nice best lot lots always course simply easy easily "
    "keep take put start"
)
_NOT_CONTENT = frozenset(_NOT_CONTENT_WORDS.split())


def is_question(user_text: str) -> bool:
    return bool(_QUESTION.search(user_text))


def answer_sentences(user_text: str) -> int:
    """How many sentences a small model's answer keeps: one for a question (a second one
    was mostly made-up detail: "Leonardo da Vinci … on the island of Mona Lisa"), two for
    what the user tells (a reply and a follow-up)."""
    return 1 if is_question(user_text) else 2


def _topics(text: str) -> set[str]:
    """The content words of ``text``, by their first five letters (plural, -ing, …)."""
    words = {w.replace("'", "") for w in re.findall(r"[a-z']+", text.lower())}
    return {w[:5] for w in words - _NOT_CONTENT if len(w) > 1}


def new_topics(answer: str, user_text: str) -> set[str]:
    """Content words of ``answer`` the user did not say (none: the answer only repeats)."""
    return _topics(answer) - _topics(user_text)


OFF_TOPIC_WORDS = 6


def off_topic(answer: str, user_text: str) -> bool:
    """An answer to a question that shares no content word with it ("is a whale a fish" →
    "I'm a very good assistant"): on SmolLM2-135M such answers were nonsense every time,
    while what the user tells ("im so bored") may rightly get an answer in other words."""
    asked = _topics(user_text)
    if not is_question(user_text) or not asked or len(answer.split()) < OFF_TOPIC_WORDS:
        return False  # a short answer ("Paris.") names the answer, not the question
    return not asked & _topics(answer)


_CONTRAST = re.compile(r",\s+(?:but|while|whereas|although|though|yet)\s", re.IGNORECASE)


_FILLER = re.compile(
    r"(?:,\s*|\s*\b)(?:that'?s (?:a |such a )?(?:great|good|nice|interesting|fun) (?:question|one"
    r"|idea)|(?:it'?s|what) a (?:great|good|nice) (?:idea|question)|(?:great|good) question"
    r"|i hope (?:this|that) helps)\b\s*[.!]*",
    re.IGNORECASE,
)
_THANKS = re.compile(r"(?:,\s*|\s*\b)(?:and\s+)?thanks?(?: you)? for asking\b\s*[.!]*", re.I)
_ABOUT_YOU = re.compile(r"\b(?:you|your|u|ur|yourself)\b", re.IGNORECASE)


def without_filler(answer: str, user_text: str = "") -> str:
    """``answer`` without the phrases a small model pads an empty answer with ("That's a great
    question!", ", it's a great idea.", and ", thanks for asking!" unless the user asked about
    Eddie); empty when that was all."""
    kept = _FILLER.sub(" ", answer)
    if not _ABOUT_YOU.search(user_text):
        kept = _THANKS.sub(" ", kept)
    if kept == answer:
        return answer
    kept = " ".join(kept.split()).strip(" ,;")
    return kept + "." if kept and not kept.endswith((".", "!", "?")) else kept


_HOW_TO = re.compile(
    r"^\W*(?:how (?:do|can|should|could|would|to)\b|any (?:tips|advice|ideas)\b"
    r"|what(?:'?s| is) (?:a|the) (?:best|good|easiest) way\b|what should i\b)",
    re.IGNORECASE,
)
HOW_TO_NEW_WORDS = 2


def says_nothing_new(answer: str, user_text: str) -> bool:
    """An answer to a how-to question that brings fewer than :data:`HOW_TO_NEW_WORDS` content
    words of its own: the question said back ("You can make a cup of tea at home.", "You can
    drink more water during the day.") — SmolLM2-135M's usual reply to "how do i …"."""
    return bool(_HOW_TO.search(user_text)) and len(new_topics(answer, user_text)) < HOW_TO_NEW_WORDS


_STEPS = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|eddie|pls|please|quick question)\W+)*(?:how (?:do|can|should|could"
    r"|would|to)\b(?! (?:(?:you|u|one|i|we) )?(?:say|spell|pronounce|write the word|translate"
    r"|call)\b)|what(?:'?s| is) (?:the )?(?:best|easiest|quickest|right) way to\b|wie (?:mache"
    r"|mach|kann|krieg|kriege|bekomme|schaffe|sollte|soll|geht|stelle|richte) (?:ich|man|wir"
    r"|das)\b(?! (?:auf \w+ )?(?:sagen|schreiben|buchstabieren|aussprechen)\b))",
    re.IGNORECASE,
)


def asks_for_steps(user_text: str) -> bool:
    """Whether ``user_text`` asks how to do something ("how do i screenshot on windows", "wie
    krieg ich kalk weg"): SmolLM2-135M's steps are made up ("screenshot on Windows using the
    Command-Line Console"), so without a known tip the small model is not asked; the same for
    advice asked in the last clause ("my flatmate never cleans, how do i bring it up") or
    about the user's own doing ("… what am i doing wrong")."""
    parts = (user_text, last_clause(user_text))  # "… , how do i fix it"
    return any(_STEPS.search(part) for part in parts) or asks_advice(user_text)


_VERDICT = re.compile(
    r"\b(?:is it|isn'?t it|would it be|ist es|wäre es)\s+(?:\w+\s+)?(?:ok(?:ay)?|bad|safe|unsafe"
    r"|healthy|unhealthy|fine|normal|harmful|dangerous|a good idea|a bad idea|worth it|smart"
    r"|wise|schlimm|schlecht|gesund|ungesund|gefährlich|normal|sinnvoll),?\s+(?:to|if|that|zu"
    r"|wenn|dass)\b(?![^?.!]*\b(?:you|u|eddie|dich|dir)\b)"
    r"|\b(?:which|what)(?:'s| is)? (?:\w+ )?(?:healthier|better for (?:you|me)|worse for (?:you|me)"
    r"|safer)\b|\b(?:is|are) [\w' ]{2,30} (?:healthier|unhealthier|safer) than\b"
    r"|\bwas ist (?:\w+ )?(?:gesünder|ungesünder)\b|\bist [\w ]{2,30} gesünder als\b",
    re.IGNORECASE,
)


_FEELINGS = re.compile(
    r"\b(?:feel\w*|felt|cry\w*|miss\w*|vent\w*|talk\w*|chat\w*|sad|lonely|angry|upset|love\w*"
    r"|hate|tell (?:her|him|them)|weinen|vermiss\w*|traurig|einsam|reden|fühl\w*|fuehl\w*)\b",
    re.IGNORECASE,
)
"""Feelings and talk ("is it ok to cry sometimes", "is it bad that i miss him"): no verdict
to give, a kind word (the small model's or a line)."""


def asks_verdict(user_text: str) -> bool:
    """Whether ``user_text`` asks for a judgement on health, safety or sense ("is it bad to
    skip breakfast", "which is healthier, oats or muesli", "ist es schlimm, wenn …"): the
    small model's one-line verdict ("No, it's not.", "Oats are healthier.") is a coin toss,
    so without a known line it is not asked."""
    return _VERDICT.search(user_text) is not None and _FEELINGS.search(user_text) is None


def trusted_part(answer: str, user_text: str = "") -> str:
    """What of ``answer`` to keep: :func:`without_numbers`, :func:`without_filler`, and for a
    question the answer up to a contrast clause (", but …", ", while …"), where the small
    model drifted from its answer into a contradiction ("Mount Everest, but that's not a
    mountain")."""
    kept = without_filler(without_numbers(answer, user_text), user_text)
    found = _CONTRAST.search(kept) if is_question(user_text) else None
    if found is None or len(kept[: found.start()].split()) < 3:
        return kept
    return kept[: found.start()].rstrip() + "."


def without_numbers(answer: str, user_text: str = "") -> str:
    """``answer`` up to the first number the user did not say: that clause and all after it
    are cut ("Mount Everest, which stands at 8,937 feet." → "Mount Everest."); a sentence
    that starts with such a number goes whole. Empty when nothing is left."""
    said = {found.lower() for found in _NUMBER.findall(user_text)}
    number = next((n for n in _NUMBER.finditer(answer) if n.group().lower() not in said), None)
    if number is None:
        return answer
    ends = [end.end() for end in SENTENCE_END.finditer(answer, 0, number.start())]
    start = ends[-1] if ends else 0
    clauses = list(CLAUSE_START.finditer(answer, start, number.start()))
    if clauses and len(answer[start : clauses[-1].start()].split()) >= 3:
        kept = answer[: clauses[-1].start()].rstrip(" ,;:-—–")
        return kept if kept.endswith((".", "!", "?")) else kept + "."
    return answer[:start].strip()


_AMOUNT_ASKED = re.compile(
    r"\b(?:how (?:many|much|far|long|old|tall|high|deep|big|heavy|fast|hot|cold)|what year"
    r"|which year|when (?:did|was|were|is|does)|wie (?:viele?|weit|lange?|alt|hoch|tief|gro(?:ß|ss)"
    r"|schwer|schnell|hei(?:ß|ss)|kalt)|in welchem jahr|wann (?:war|wurde|ist|fand|kam|begann))\b",
    re.IGNORECASE,
)


def names_no_amount(answer: str, user_text: str) -> bool:
    """Whether a question asks for a number or a date ("how many time zones does russia
    have", "when did the wall come down") and ``answer`` names none ("That's a common
    misconception."): no answer at all, however fluent."""
    return _AMOUNT_ASKED.search(user_text) is not None and _NUMBER.search(answer) is None
