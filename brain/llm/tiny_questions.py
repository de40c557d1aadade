"""What may be the question in what the user said: all of it, its first part, each sentence
that asks, a question told of ("my kid asked me what a light year is …"), one asked after a clause
of context ("studying for my first aid course, how many chambers …") and two quoted options
told apart by a word ("is it 'affected' or 'effected'"). Used by :mod:`brain.llm.tiny_facts`.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from brain.fastpath.indirect import unwrapped

QUESTION = re.compile(
    r"\?|\b(?:how|what|whats|what's|why|when|where|which|who|whos|who's|whom|do|does|did|is it"
    r"|are they|settle|tell me|difference between|vs|versus|wie|wieviele?|was|warum|wieso|weshalb|wozu|woraus|wofür|wofuer|womit|wodurch|woran"
    r"|wann|wo|wohin|woher|welche[rsnm]?|wer|stimmt es|unterschied|(?:can|could|should) (?:i|we)|am i"
    r"|is (?:that|this|it) true|true or false)\b"
    r"|^\W*(?:is|are|was|were|can|could|should|will|has|have|ist|sind|hat|haben|kann)\b",
    re.IGNORECASE,
)
"""A question (the facts answer no statement: "i hate spiders, all those legs"), also one
asked halfway ("bread has a bit of mold, can i just cut it off")."""


def questions(user_text: str) -> dict[str, None]:
    """What may be the question in ``user_text``: all of it, its first part, each sentence
    that asks, and a question told of ("my kid asked me what a light year is …")."""
    first = _FIRST_PART.match(user_text)  # "whats the capital of saxony again, dresden or …"
    asked = [
        one.strip()
        for one in _SENTENCE.split(user_text)
        if one.strip() and QUESTION.search(one) and one.strip() != user_text.strip()
    ]
    told = [
        _paired(user_text, found["q"], found.end()) for found in _TOLD_QUESTION.finditer(user_text)
    ]
    told += [one for one in _AFTER_COMMA.split(user_text)[1:] if one.strip()]  # "…, how many …"
    told += [user_text[found.start() :] for found in _MIDWAY.finditer(user_text) if found.start()]
    said = (user_text, first[1] if first else user_text, *asked, *told, *_compared(user_text))
    bare = (unwrapped(_LEAD_IN.sub("", one)) for one in said)
    return dict.fromkeys((*said, *(_LEAD_IN.sub("", one) for one in said), *bare))


_OPTIONS = re.compile(
    r"['\"‘“]([^'\"’”?]{1,80})['\"’”]\s+(?:or|oder)\s+(?:\w+\s+){0,4}?['\"‘“]([^'\"’”?]{1,80})['\"’”]"
)
_SUFFIX = re.compile(r"(?<=\w{3})(?:ed|ing|s)$")


def _compared(user_text: str) -> list[str]:
    """Two quoted options told apart by one word ("is it 'the weather affected my mood' or
    'effected'", "'less people came' or 'fewer people came'") as that word pair asked, also
    without an ending ("affect or effect?")."""
    asked: list[str] = []
    for found in _OPTIONS.finditer(user_text.lower().replace("’", "'")):
        first, second = found.group(1).split(), found.group(2).split()
        only_first = [w for w in first if w not in second]
        only_second = [w for w in second if w not in first]
        if len(only_second) == 1 and only_first:  # "'… affected my mood' or 'effected'"
            word = only_second[0]
            pair = (max(only_first, key=lambda w: SequenceMatcher(None, w, word).ratio()), word)
        elif len(only_first) == 1 and only_second:
            word = only_first[0]
            pair = (word, max(only_second, key=lambda w: SequenceMatcher(None, w, word).ratio()))
        else:
            continue
        asked.append(f"{pair[0]} or {pair[1]}?")
        asked.append(f"{_SUFFIX.sub('', pair[0])} or {_SUFFIX.sub('', pair[1])}?")
    return asked


_LEAD_IN = re.compile(
    r"^\W*(?:(?:(?:random|quick|silly|dumb|stupid|weird|odd|genuine|serious|honest|general|small)"
    r"\s+q(?:uestion)?|q(?:uestion)?|kurze frage|blöde frage|bloede frage|dumme frage|mal ne frage"
    r"|frage)\W*(?:but|though|aber)?\W*|(?:ok(?:ay)?|so|hey|hi|eddie|um+|uh+|btw|also|oh)\W+)+",
    re.IGNORECASE,
)
"""Words before a question that are no part of it ("random question but how many bones …")."""


_FIRST_PART = re.compile(r"^\s*([^?,;.!]{8,}?)\s*[?,;!.]\s*\S")
"""The first question of several, or one with more said after it."""
_SENTENCE = re.compile(
    r"(?<=[?!.:])\s+|\s+[-–—]+\s+|\s*\([^)]{0,30}\)\s*|\s+(?:but|and|aber|und) (?=\w+\W+(?:\w+\W+)?(?:is|are|does|do|ist|sind)\b)"
)
"""Between sentences, after a colon or a dash ("settle a bet: …") and around an aside in
brackets ("my first marathon (yikes)")."""
_TOLD_QUESTION = re.compile(
    r"\b(?:asked(?: me)?|asks(?: me)?|asking(?: me)?|wonder(?:ing|ed)?|want(?:s|ed)? to know|curious"
    r"|no idea|not sure|forgot|forget|fragt(?: mich)?|gefragt|wissen)[,:;]?\s+(?P<q>(?:what(?:'?s)?"
    r"|how|why|who(?:'?s)?|when|where(?:'?s)?|which|whether|if|was|wie|warum|wer|wann|wo|welche\w*|ob|the difference|(?:den|der) unterschied)\b[^,.;!?]{4,60}?)(?=\s+(?:and|but"
    r"|so|und|aber)\b|[,.;!?]|$)",
    re.IGNORECASE,
)
"""A question told of, not asked: "my kid asked me what a light year is and i said …"."""
_BETWEEN = re.compile(r"\b(?:between|zwischen)(?:\s+[\w'-]+){1,3}$", re.IGNORECASE)
_AND_NEXT = re.compile(
    r"\s+(?:and|und)\s+(?:(?:a|an|the|ein|eine|einem|einer|der|die|dem|den)\s+)?[\w'-]+",
    re.IGNORECASE,
)


def _paired(user_text: str, asked: str, end: int) -> str:
    """A question told of, cut at "and", with the pair it asks apart made whole again ("wanted
    to know the difference between a hare" + " and a rabbit")."""
    more = _AND_NEXT.match(user_text, end) if _BETWEEN.search(asked) else None
    return asked + more[0] if more else asked


_AFTER_COMMA = re.compile(
    r"(?:[,;]\s+|\s+(?:random|quick|dumb|silly|serious) q(?:uestion|n)?\s+)(?:(?:but|so|and|aber|also)"
    r"\s+)?(?=(?:how|what|whats|what's|which|who|when"
    r"|where|why|is|are|does|do|did|can|wie|was|wer|wann|wo|warum|welche\w*|wieviele?)\b)",
    re.IGNORECASE,
)
"""Where a question asked after a clause of context begins ("studying for my first aid
course, how many chambers …")."""
_MIDWAY = re.compile(
    r"\b(?:what(?:'?s| is| are| was| were)|who (?:wrote|painted|composed|invented|discovered|built"
    r"|is|was)|which \w+ (?:is|are|was|were|does|did|runs|flows)|where (?:is|are|was|were)|when (?:is|was"
    r"|were|did)|how (?:many|tall|high|big|far|old|deep|fast|long is|long was|long are)|wer (?:hat|war|ist)"
    r"|welche[rsnm]? \w+ (?:ist|war|sind|liegt|fließt|fliesst|hat)|wo (?:liegt|ist|steht)|wann (?:war|ist"
    r"|wurde)|wie (?:viele?|hoch|lang|groß|gross|alt|weit|tief|schnell))\b",
    re.IGNORECASE,
)
"""A question asked after context with no comma ("at the zoo whats the tallest animal")."""
