"""Playful questions of taste the small model cannot answer well ("what's your opinion on
pineapple pizza" got "I'm not sure.", "cats or dogs?" nothing at all): an either-or gets a
light pick that hands the question back, an opinion asked gets an honest "no taste of my
own" and a question back. Used by :func:`brain.llm.tiny_lines.known_answer`, after the facts
and tips (a word pair or a real choice of the user's is answered there)."""

from __future__ import annotations

import re

from brain.llm.tiny_cards_de import german_nouns

_LEAD = r"^\W*(?:(?:so|ok(?:ay)?|hey|hi|eddie|quick one|be honest|honestly|real talk|also|na)\W+)*"
_EITHER = re.compile(
    _LEAD + r"(?:(?:which is better|what(?:'s| is) better|which do you prefer|what do you prefer"
    r"|would you rather have|team|was ist besser|was magst du lieber|lieber)\W+)?"
    r"(?P<a>[a-zäöüß][a-zäöüß' -]{1,24}?) (?:or|vs\.?|versus|oder) (?P<b>[a-zäöüß][a-zäöüß' -]{1,24}?)"
    r"(?:\W+(?:eddie|then|dann|lol|haha))*\W*$",
    re.IGNORECASE,
)
_OPINION = re.compile(
    _LEAD
    + r"(?:what(?:'s|s| is) your (?:opinion|take|view) (?:on|of|about)|what do (?:you|u) think"
    r" (?:about|of)|how do (?:you|u) feel about|do (?:you|u) like|was (?:hältst|haeltst|denkst) du"
    r" (?:von|über|ueber)|magst du|wie findest du) (?P<x>[a-zäöüß][a-zäöüß' -]{1,30}?)"
    r"(?:\W+(?:be honest|honestly|lol|haha|ehrlich|sei ehrlich))?\W*$",
    re.IGNORECASE,
)
_NOT_TASTE = re.compile(
    r"\b(?:is it|should i|shall i|do i|can i|will i|would i|spell\w*|plural|grammar|correct|right"
    r"|mean|means|my|our|mine|this|that|it|these|those|him|her|them|me|us|mein\w*|unser\w*|dies\w*"
    r"|ich|soll|stop|pause|resume|open|archive|delete|cancel|yes|no|ja|nein|true|false|wrong"
    r"|me|you|u|dich|dir|du|today|tomorrow|heute|morgen|project|projekt|worker)\b|\d",
    re.IGNORECASE,
)
"""Words that make it no question of taste ("is it lose or loose", "should i stay or go",
"stop or pause the worker", "my red dress or the blue one")."""


_CONTEXT = re.compile(
    r"\s+(?:for|to|in|on|at|with|this|next|tonight|als|für|fuer|zum|zur|am|im|heute)\b.*$",
    re.IGNORECASE,
)
"""What follows a choice ("rome for a weekend trip"): the choice is the word before it."""


def playful(said: str, language: str = "en") -> str | None:
    """A light answer to a question of taste in ``said``, else None."""
    german = language == "de"
    either = _EITHER.match(said)
    if either is not None and not _NOT_TASTE.search(said) and len(said.split()) <= 9:
        a, b = (
            re.sub(r"^team ", "", _CONTEXT.sub("", either.group(name)).strip(" '"), flags=re.I)
            for name in ("a", "b")
        )
        if a.lower() == b.lower() or len(a.split()) > 3 or len(b.split()) > 3:
            return None
        if german:
            a, b = german_nouns(a), german_nouns(b)
            return f"Schwierig! Ich nehme {a}, aber viele würden {b} sagen. Was nimmst du?"
        return f"Tough call! I'd go with {a}, though plenty of people would pick {b}. Yours?"
    opinion = _OPINION.match(said)
    if opinion is not None and not _NOT_TASTE.search(opinion.group("x")):
        thing = opinion.group("x").strip(" '")
        if german:
            thing = german_nouns(thing)
            return (
                f"Eigenen Geschmack habe ich nicht, aber ich bin neugierig: Wie siehst du {thing}?"
            )
        return f"I don't have tastes of my own, but I'm curious: what's your take on {thing}?"
    return None
