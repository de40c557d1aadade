"""Times said around work that are no time to do anything: what a text or plan says ("an
invite for my bbq on saturday at 4pm", "a 3 week study plan, 2 hours every evening"), when
someone works ("a plumber who works on weekends"), when the user starts or is free ("put
together a couch to 5k plan, i begin on monday", "kannst du mir nen lernplan machen, die klausur
ist am 14. juli"), what a plan holds ("a guitar practice plan, 15 min every evening"), and a
limit for a busy project's work ("for the tutor search, i'm only available after 5pm on
weekdays", "nur samstags, unter der woche hab ich keine zeit"). The work is handed out or passed
on; "remind me on thursday to …" and "every sunday at 6 send me …" stay schedules."""

from __future__ import annotations

import re

from brain.router import timing
from brain.router.statements import asked_part, asks_made, starts_with_work, writes_something
from brain.router.texting import DOCUMENT_WORDS
from brain.router.work_asked import made_loosely

_PART = re.compile(r"\s*(?:[,;:!?]|(?<!\d)\.|\s[-–—]\s)\s*")
"""Where a clause ends (a date's "12. juni" goes on)."""
_WHEN_MEANT = re.compile(
    r"\b(?:remind|erinner\w*|schedule|send (?:it|this|that) (?:at|on|tomorrow)|schick\w* (?:es|das"
    r"|sie|ihn) (?:um|am|morgen))\b",
    re.IGNORECASE,
)
_EVERY = re.compile(r"\b(?:every|each|jeden|jede|jeder|alle|weekly|daily at|täglich um)\b", re.I)
_DAYS = (
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday)"
)
_RELATIVE_TIME = re.compile(
    r"\b(?:(?:die|der|das|welche\w*|that|which|who|wo)\s+(?:\w+\s+){0,3}?(?:auch\s+|also\s+"
    rf"|even\s+)?(?:{_DAYS}s|am wochenende|on weekends|at weekends|on {_DAYS}s|nachts|abends"
    r"|at night|in the evenings?)|(?:where|what|how|wo|was|wie)\s+(?:to|we|i|you|zu|wir|ich)\s+"
    r"(?:\w+\s+){0,3}?(?:(?:each|every|per) (?:night|day|evening|morning)|jede nacht|jeden"
    r" (?:tag|abend|morgen)|pro (?:nacht|tag)))\b",
    re.IGNORECASE,
)
"""A time that says what something does ("firmen, die auch samstags fahren", "a plumber who
works on weekends", "where to sleep each night"), not when to do it."""
_OPEN_TIMES = re.compile(
    r"\b(?:closed|open|shut|off|geschlossen|zu|offen|ge(?:ö|oe)ffnet|frei)(?: now| jetzt| neuerdings)?"
    rf" (?:on |am |an |at )?(?:{_DAYS}s?|weekends|wochenenden|feiertags?)\b",
    re.IGNORECASE,
)
"""Opening hours told ("we're closed on mondays now"): what is, not when to do something."""


def _told_before(said: str) -> bool:
    """Whether the times of ``said`` are all in what it told before a later sentence asks for
    something made ("6 people, every week. can you make a rota …"): what the work is about."""
    rest = asked_part(said)
    if rest is said or not said[: len(said) - len(rest)].rstrip().endswith((".", "!", "?")):
        return False
    return asks_made(rest) and _WHEN_MEANT.search(said) is None and timing.found(rest) is None


def time_in_content(said: str) -> bool:
    """Whether the times in ``said`` belong to what is to be written, not to when to do it:
    "write an invite text for my bbq on saturday at 4pm", "schreib mir nen plan wie ich meine
    schlafenszeit von 1 uhr auf 23 uhr verschiebe" (but "every monday at 9 write me a plan",
    "make me a plan and remind me at 5" are for then)."""
    if (_RELATIVE_TIME.search(said) or _OPEN_TIMES.search(said)) and not _WHEN_MEANT.search(said):
        return True  # "nur firmen, die auch samstags fahren": when they work, not when to remind
    if _told_before(said):
        return True  # "… kitchen and bathrooms every week. can you make a rota …": what it says
    found = writes_something(said)
    if found is None or _WHEN_MEANT.search(said, found.end()):
        return False
    # "a 3 week study plan, 2 hours every evening" is what the plan says; a message "every
    # morning" is a job to repeat
    return found.group("document") is not None or not _EVERY.search(said, found.end())


_TOLD = re.compile(
    r"^\W*(?:(?:and|but|also|btw|since|as|because|cause|cuz|coz|so|und|aber|weil|da|denn|also"
    r"|eh|halt)\W+)*(?:(?:i|i'm|im|i'll|ill|i've|we|we're|were|we'll|he|she|they|it|my|our|his|her"
    r"|their|the|lessons?|class(?:es)?|exams?|tests?|school|uni|term|semester|work|training"
    r"|practice|ich|wir|er|sie|es|mein\w*|unser\w*|die|der|das|prüfung\w*|pruefung\w*|klausur\w*"
    r"|unterricht|kurs\w*|schule)\b|[\w-]+ (?:is|are|starts?|begins?|ends?|ist|sind|beginnt"
    r"|fängt|faengt|startet|endet)\b)|\b(?:hab|habe|bin|kann|muss|arbeite|haben|sind|können"
    r"|müssen|arbeiten) (?:ich|wir)\b",
    re.IGNORECASE,
)
"""A clause that tells: its subject first ("i begin on monday", "finals are in may", "klausur
ist am 12. juni"), or after the verb in German ("unter der woche hab ich keine zeit")."""
_WISHED = re.compile(
    r"\b(?:want|wanna|need|'d like|would like|like to get|möchte|moechte|hätte gern|haette gern"
    r"|brauch\w*|will (?:ich|wir)|ich will|wir wollen)\b",
    re.IGNORECASE,
)
"""A clause that wishes for something then ("i want the weather every morning"): asked, not told."""
_LIMITED = re.compile(
    r"\b(?:only|just|solely|nur|blo(?:ß|ss)|never|nie|niemals|except|außer|ausser|not|nicht|no"
    r"|kein\w*|free|available|frei|verfügbar|verfuegbar|zeit|out|off|can'?t|cannot|won'?t work"
    r"|geht nicht|klappt nicht|best|better|prefer\w*|ideally|ideal|lieber|am besten|besser)\b",
    re.IGNORECASE,
)
"""A limit on when ("only weekday mornings", "afternoons are out", "nur samstags")."""
_ORDER = re.compile(
    r"\b(?:remind|ping|nudge|alert|wake|send|check|look|tell me|text|e-?mail|call|ring|message"
    r"|post|book|order|pay|buy|erinner\w*|weck\w*|schick\w*|prüf\w*|pruef\w*|schau\w*|ruf\w*"
    r"|sag mir|meld\w*|buch\w*|bestell\w*|zahl\w*|kauf\w*)\b",
    re.IGNORECASE,
)
"""A job a bare time could be for ("every monday at 8, send me the weather")."""
_BARE_WORDS = 6
_PLAN = re.compile(rf"\b{DOCUMENT_WORDS}\b", re.IGNORECASE)
"""A plan said before a bare time ("leg mir einen trainingsplan an, jeden morgen 30 minuten")."""


def times_told(said: str, *, named: bool = False) -> bool:
    """Whether the times in ``said`` are what is to be written (:func:`time_in_content`), a
    habit told (:func:`~brain.router.timing.habit`), or each tells (when the user starts, is
    free, what a plan holds) and none asks for something then, while work is asked for in it or
    a project is ``named``: no schedule is read from them."""
    if time_in_content(said) or timing.habit(said):
        return True
    if timing.REMIND.search(said) or _WHEN_MEANT.search(said):
        return False
    parts = [part for part in _PART.split(said) if part.strip()]
    timed = [i for i, part in enumerate(parts) if timing.found(part) is not None]
    if not timed:
        return False
    for i in timed:
        if not _tells(parts[i], parts[:i]):
            return False  # "…, every monday at 8 send me the weather": a job for then
    asked = any(_work(part) for i, part in enumerate(parts) if i not in timed)
    return asked or named


def _tells(part: str, before: list[str]) -> bool:
    """Whether the time in ``part`` tells: a clause that tells or limits, a plan's own times, or
    a few words of time after a plan ("…, 15 min every evening")."""
    if time_in_content(part):
        return True  # "a 3 week study plan, 2 hours every evening"
    if _WISHED.search(part):
        return False
    if _TOLD.search(part) or (_LIMITED.search(part) and not _ORDER.search(part)):
        return True
    bare = len(part.split()) <= _BARE_WORDS and not _ORDER.search(part)
    return bare and any(_PLAN.search(earlier) for earlier in before)  # not "give me the news, …"


def _work(part: str) -> bool:
    return asks_made(part) or starts_with_work(part) or made_loosely(part)
