"""A why asked along with another question ("whats the reason leap years exist, and is 2044 one?",
"ist 2030 ein schaltjahr und wozu gibt es die überhaupt"): the why-question is found apart from
the rest, so the reason is answered as well as the other part; and whether a year named is a
leap year is worked out (:func:`brain.fastpath.reckon.leap_year`), not looked up. The facts had
answered one of the two only: the leap-year rule, and no word on why there are leap years. Used
by :func:`brain.llm.tiny_facts.known_fact`.
"""

from __future__ import annotations

import re
from datetime import datetime

from brain.fastpath.reckon import leap_year
from brain.llm.tiny_questions import QUESTION

_ASKS_ON = (
    r"(?:is|are|was|were|will|would|does|do|did|can|has|have|how|what|when|which|who|where"
    r"|ist|sind|war|waren|wird|hat|haben|gibt|kann|wie|was|wann|welche\w*|wer|wo)"
)
_WHY = re.compile(
    r"\b(?:why|how come|what for|what'?s the (?:point|purpose|reason)|what is the (?:point|purpose"
    r"|reason)|warum|wieso|weshalb|wozu)\b.*?(?=\s*[,;?!.]|\s+(?:and|und|also"
    rf"|plus|or|oder|but|aber)\s+(?:(?:also|auch|then|dann)\s+)?{_ASKS_ON}\b|\s*$)",
    re.IGNORECASE,
)
"""A why-question to its end: a comma, a full stop, or "and is …" asking something else."""
_JOINED = re.compile(r"^\W*(?:(?:and|und|also|plus|or|oder|but|aber|then|dann)\W+)*", re.I)


def why_asked(said: str) -> tuple[str, bool] | None:
    """The why-question of ``said`` and whether it is asked first, when ``said`` asks
    something else too ("why do leap years exist and is 2044 one" → "why do leap years exist",
    True); None for a why alone or no why."""
    found = _WHY.search(said)
    if found is None:
        return None
    before, after = said[: found.start()].strip(" ,;:-"), _JOINED.sub("", said[found.end() :])
    if not any(QUESTION.search(part) for part in (before, after) if part.strip(" ?!.")):
        return None
    return found[0], not before.strip(" ?!.")


_LEAP = re.compile(r"\b(?:leap[- ]?(?:years?|days?)|schaltjahr\w*|schalttag\w*)\b", re.I)
_YEAR = re.compile(
    r"(?<![\d.,/-])(?P<year>1[6-9]\d\d|[2-9]\d\d\d)(?![\d.,/:]\d)|\b(?P<this>this|dieses|diesem)"
    r" (?:year|jahr)\b|\b(?P<next>next|n(?:ä|ae)chstes|kommendes) (?:year|jahr)\b",
    re.IGNORECASE,
)
"""A year named ("2032", "this year", "nächstes Jahr")."""
_ASKED_BEFORE = re.compile(
    r"\b(?:is|are|was|were|will|would|be|isn'?t|wasn'?t|ist|sind|war|waren|wird|w(?:ä|ae)re|and"
    r"|und|or|oder)\s+(?:(?:the"
    r"|year|das|jahr|also|auch|even|eigentlich|denn)\s+){0,2}$",
    re.IGNORECASE,
)
_ASKED_AFTER = re.compile(
    r"\s+(?:(?:also|auch|then|dann|eigentlich|denn)\s+)?(?:a\s+|ein\s+)?(?:leap|schalt|one\b|eins"
    r"\b|or not|oder nicht|too\b)|\W*\?",
    re.IGNORECASE,
)
"""A year asked about ("is 2044 one", "2100 a leap year?", "und 2028?"), not one told ("i was
born in 1988")."""


def leap_years_said(said: str, language: str, now: datetime | None = None) -> str | None:
    """Whether each year ``said`` names (up to three) is a leap year, when it asks about leap
    years ("is 2044 one, and why do they exist" → "Yes, 2044 is a leap year: …"), else None."""
    if not _LEAP.search(said):
        return None
    now = now or datetime.now()
    years: list[int] = []
    for found in _YEAR.finditer(said):
        if not (
            _ASKED_BEFORE.search(said[: found.start()]) or _ASKED_AFTER.match(said, found.end())
        ):
            continue  # "i was born in 1988, why do we have leap years": no year asked about
        year = int(found["year"]) if found["year"] else now.year + (1 if found["next"] else 0)
        years += [] if year in years else [year]
    told = [leap_year({"year": str(year)}, now, language) for year in years[:3]]
    return " ".join(one for one in told if one) or None
