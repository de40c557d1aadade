"""A reminder set days before what it is for: "dinner with tom is on friday, remind me the day
before", "remind me to pack the night before my flight on dec 20", "die prüfung ist am 18.,
erinnere mich zwei tage vorher". The event's time is read as usual (:mod:`brain.router.when`);
the lead is taken from it, at the same hour ("the night/evening before" at seven in the
evening). The event named after "before" stays in what to remind of ("pack before my flight").
Minutes and hours before a time said are :mod:`brain.router.timing_ahead`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from brain.router import when_words as w
from brain.router.when_found import Found

_UNIT = r"(?P<unit>days?|weeks?|tage?n?|wochen?)"
_LEAD = re.compile(
    rf"\b(?:(?P<n>{w.NUM}|the|einen)\s+{_UNIT}\s+(?P<b>before(?:hand)?|ahead|prior"
    r"|in\s+advance|vorher|davor|zuvor)"
    r"|the\s+(?P<eve>night|evening|eve)\s+(?P<b2>before)|(?:am\s+)?(?P<abend>abend)\s+(?:davor"
    r"|vorher)|(?:am\s+)?(?P<vortag>vortag))\b"
)
_EVENING_BEFORE = 19
_EVENT_NEXT = re.compile(
    r"\s+(?!(?:to|that|so|and|pls|please|too|as\s+well|at|um|on|am|in|around|gegen|by)\b)[^\W\d]"
)
"""An event named after "before" ("the day before my flight"): it stays in what to remind of."""
_EVENT_TOLD = re.compile(
    r"^(?P<event>[^,;]+?)(?:\s+(?:is|are|was|'s))?\s*[,;]\s*(?:(?:so|and|pls|please|can\s+you)\s+)*"
    r"(?:remind|ping|tell)\s+me(?:\s+to\s+(?P<job>.+))?$"
    r"|^(?:(?P<first>[^,;]+?)\s*[,;]\s*)?(?P<only>[^,;]+?)\s+(?:is|are|was)$"
    r"|^(?P<de>[^,;]+?)\s+(?:ist|sind|war)$",
    re.IGNORECASE,
)


_TOLD_ALONE = re.compile(
    r"(?P<event>[^,;]+?)\s+(?:is|are)|(?:on|for)\s+(?P<event2>[^,;]+?)\s*[,;]?\s*(?:it'?s|it\s+is"
    r"|that'?s|which\s+is|es\s+ist|das\s+ist|ist)(?:\s+on)?",
    re.IGNORECASE,
)
"""What a reminder is of when only its day is told ("remind me on mum's birthday, it's june 12")."""


_VERBS = re.compile(
    r"\b(?:leaves|starts|begins|departs|arrives|opens|closes|ends|lands|boards|finishes|comes"
    r"|goes|kicks\s+off|gets\s+in|airs|plays|runs|picks\s+(?:me|us)\s+up|(?:is|are)(?:\s+(?:done"
    r"|ready|over|due|back|open|closed|on))?)$|^(?:i|we|you|he|she|they|it)\b",
    re.IGNORECASE,
)
_TOLD_VERB = re.compile(r"\b(?:is|are|was|has|have|'s|lands|leaves|starts|comes|arrives)\b", re.I)
"""A verb anywhere in what is told with its own time ("the dentist is on friday at 3")."""

_NOT_SUBJECT = frozenset(
    ["the", "a", "an", "my", "our", "your", "his", "her", "their", "its", "this", "that"]
)


def clause(what: str, *, anywhere: bool = False) -> bool:
    """Whether what the time is of is said as a clause ("my train leaves", "mum lands"), not
    as a name ("meeting", "the bus", "yoga class")."""
    words = what.lower().split()
    if _VERBS.search(what) or (anywhere and _TOLD_VERB.search(what)):
        return True
    return (
        len(words) >= 2
        and re.fullmatch(r"\w+[^s\W']s", words[-1]) is not None
        and words[-2] not in _NOT_SUBJECT
        and not words[-2].endswith("ing")
    )


@dataclass(frozen=True)
class Lead:
    """How long before the event to remind, as said."""

    span: tuple[int, int]
    """Where the lead's words are ("before" stays when the event follows it)."""
    words: str
    """The lead as it is read again with the rest of the time ("2 days before")."""
    days: int
    evening: bool = False


_TIMED_ASK = re.compile(
    r"\b(?:remind|ping|nudge|erinner\w*)\s+(?:me|mich)\s+(?:on|at|in|tomorrow|today|tonight|next"
    r"|this|every|am|um|morgen|heute|nächste\w*|jede\w*)\b"
)
"""A reminder asked with its own time ("remind me on friday to …")."""


def lead(s: str) -> Lead | None:
    """The lead said in ``s`` (normalised text), or None; none when the reminder's own time
    is said and no event follows the lead ("remind me on friday to pay back what tom lent me
    the night before": what happened, not when to remind)."""
    found = _LEAD.search(s)
    if found is None:
        return None
    event_next = _EVENT_NEXT.match(s, found.end()) is not None
    timed = _TIMED_ASK.search(s)
    if timed and timed.end() <= found.start() and not (event_next and (found["b"] or found["b2"])):
        return None
    before = found["b"] or found["b2"]
    span = found.span()
    if before == "before" and event_next:
        span = (found.start(), found.start("b") if found["b"] else found.start("b2"))
    words = found.group(0)
    if found["eve"] or found["abend"]:
        return Lead(span, words, days=1, evening=True)
    if found["vortag"]:
        return Lead(span, words, days=1)
    n = 1 if found["n"] in ("the", "einen") else w.number(found["n"])
    unit = found["unit"]
    if not n:
        return None
    return Lead(span, words, days=7 * n if unit.startswith(("w", "woch")) else n)


def before(at: datetime, said: Lead, now: datetime) -> datetime | None:
    """The moment ``said`` before the event at ``at``; None when it has passed."""
    moment = at - timedelta(days=said.days)
    if said.evening:
        moment = moment.replace(hour=_EVENING_BEFORE, minute=0)
    return moment if moment > now else None


def reminded(what: str, *, lead: bool = True) -> str:
    """What a reminder set before an event says, from the words left of the sentence:
    "dinner with tom is" → "about dinner with tom"; "the party is, remind me to buy a gift" →
    "buy a gift before the party"; "pack, the flight is" → "pack before the flight"; anything
    else as it is ("pack before my flight"). With no ``lead`` said, only the first."""
    if not lead:  # only an event told: "the vet is on monday, remind me", "on mum's birthday, it's"
        asked = re.search(r"\b(?:where|how|what|why|when|who|which|whether|if)\b", what, re.I)
        alone = None if asked else _TOLD_ALONE.fullmatch(what.strip(" ,.;:"))  # not "… how it is"
        return f"about {alone['event'] or alone['event2']}" if alone else what
    if re.match(r"before\s", what, re.IGNORECASE):  # "remind me the day before the exam"
        return f"about {what[7:].strip()}"
    told = _EVENT_TOLD.match(what.strip(" ,.;:"))
    if told is None:  # "the club meets": that it does
        return f"that {what}" if clause(what) and not re.search(r"[,;]", what) else what
    if told["de"]:
        return told["de"]  # "die klausur ist": "an: die klausur"
    if told["only"]:
        job = told["first"]
        return f"{job} before {told['only']}" if job else f"about {told['only']}"
    event = told["event"]
    if told["job"]:
        return f"{told['job']} before {event}"
    return f"that {event}" if clause(event) else f"about {event}"


def shift_days(found: Found, said: Lead) -> bool:
    """A recurrence on days of the week moved ``said`` earlier ("every friday, remind me the
    day before": every Thursday); False when it cannot be (days of the month, intervals)."""
    if found.interval is not None or found.months is not None:
        return False
    if found.dom is not None:  # "on the 15th of every month": the 14th; the 1st: the last
        dom = found.dom if isinstance(found.dom, int) else 0
        found.dom = dom - said.days if dom > said.days else "L" if dom == said.days == 1 else None
        return found.dom is not None
    days = found.days or "*"
    if days != "*":
        named: set[int] = set()
        for part in days.split(","):
            first, _, last = part.partition("-")
            if not (first.isdigit() and (not last or last.isdigit())):
                return False  # "the first monday of the month"
            named.update(range(int(first), int(last or first) + 1))
        days = ",".join(str(d) for d in sorted({(d - said.days) % 7 for d in named}))
    found.days = days
    if said.evening:
        found.hour, found.minute, found.reading = _EVENING_BEFORE, 0, "24"
    return True
