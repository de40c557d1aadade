"""A guess the user makes after a fact question, answered with a yes or a no before the fact:
"tallest mountain on earth? k2 maybe, or is it everest" → "Yes: …"; "… is it the rhine" → "No,
not the Rhine. The Volga …". Used by :func:`brain.llm.tiny_facts.known_fact`."""

from __future__ import annotations

import re

_GUESS = re.compile(
    r"(?:[?,;.!]|\b(?:or|oder))\s*(?:(?:is|was|isn'?t|wasn'?t) (?:it|that)|(?:it'?s|its) not"
    r"|ist (?:es|das)|war (?:es|das)|oder|or)\s+(?P<article>(?:the|a|an|der|die|das|den)\s+)?"
    r"(?P<guess>\w[\w'.-]*(?:\s+[^\W\d_][\w'-]*){0,2})\s*\??\s*$",
    re.IGNORECASE,
)
"""A guess after the question ("tallest mountain on earth? k2 maybe, or is it everest")."""
_WH = re.compile(r"\b(?:what|which|who|where|when|how|was|welche\w*|wer|wo|wann|wie)\b", re.I)
_NO_GUESS = re.compile(
    r"(?:true|right|correct|real|so|that|this|it|bad|good|ok|okay|safe|normal|possible|wahr|same"
    r"|richtig|falsch|wrong|schlimm|gut|möglich|moeglich|different|similar|gleich\w*|dasselbe)\b",
    re.IGNORECASE,
)


def guess_checked(user_text: str, answer: str, language: str) -> str:
    """``answer`` with a yes or no to the guess the user made after the question ("… is it
    the danube" → "No, not the Danube. The Volga …"), or as it was when there is no guess: a
    guess is a name with its article or a number, or any word after a which/what question."""
    said = _GUESS.search(user_text)
    if said is None or _NO_GUESS.match(said["guess"]):
        return answer
    article = (said["article"] or "").strip()
    guess = said["guess"].strip(" .")
    if not (article or guess[0].isdigit() or _WH.search(user_text[: said.start()])):
        return answer
    said_words = re.findall(r"\w+", guess.lower())
    if said_words and set(said_words) <= set(re.findall(r"\w+", answer.lower())):
        return f"{'Ja' if language == 'de' else 'Yes'}: {answer}"
    named = guess if article.lower() in ("a", "an") or guess[0].isdigit() else guess.title()
    named = f"{article.lower()} {named}" if article else named
    return f"{'Nein, nicht' if language == 'de' else 'No, not'} {named}. {answer}"
