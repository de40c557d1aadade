"""When to get up or to leave, counted back from a fixed time (see
:mod:`brain.fastpath.loose_sums`): "flight boards at 6:40, the taxi is 35 min and i need half an
hour to get ready, when should my alarm go off" → "6:40 − 35 min − 30 min = 5:35."; "termin um
8:30, fahrt 25 min, fertig machen 40 min – wann muss ich aufstehen" → 7:25 Uhr.

A morning runs in steps: up → getting ready → leave → the way there → a margin ("20 min early")
→ the fixed time. Each duration said belongs to one step by the words of its clause, so "when do
i have to leave" takes off only the way and the margin, "when do i get up" everything. A time
said as the alarm or the leaving ("i get up at 6, need 45 min, when do i leave") counts forward
from there instead. Asked with sleep ("… and 8 hours of sleep, when do i go to bed") it is the
bedtime's sum (:func:`brain.fastpath.loose_habits.bedtime`).
"""

from __future__ import annotations

import re

from brain.fastpath import number_words
from brain.fastpath.clock import (
    SPAN,
    days_later,
    read_duration,
    read_time,
    said_length,
    said_time,
    shifted,
)

_DAY = 24 * 60
_HOUR = r"\d{1,2}(?![\d:]|[.,]\d|\s*(?:h\b|hours?|hrs?|std|stunden?|min\w*|%|people|leute|kg|km))"
_TIME = re.compile(
    r"(?<![\w.,:])(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*(?:[ap]\.?m\.?|uhr)(?!\w)"
    r"|noon|midday|mittags?)(?![\d:]|[.,]\d)"
    rf"|(?:(?<=\bat )|(?<=\bby )|(?<=\bum )|(?<=\bbis )|(?<=\bgegen )){_HOUR}",
    re.IGNORECASE,
)
"""The time of day said ("6:40", "9am", "8 uhr", "by 9", "um 8")."""

_UP_ASKED = re.compile(
    r"\b(?:when|what\s+time|by\s+when|wann|um\s+wie\s*viel\s+uhr|bis\s+wann)\b[^.?!]{0,40}?"
    r"\b(?:get(?:ting)?\s+up|wake(?:\s+up)?|be\s+up|alarm|aufstehen|aufwachen|wecker|raus)"
    r"|\b(?:set|stell\w*)\s+(?:my|the|an|den|meinen)\s+(?:alarm|wecker)\s+(?:for|to|auf)\s*\?*$"
    r"|\b(?:alarm|wecker)\s+(?:for|auf)\s+wann\b",
    re.IGNORECASE,
)
_LEAVE_ASKED = re.compile(
    r"\b(?:when|what\s+time|by\s+when)\s+(?!can\b|could\b|may\b)(?:\w+\s+){0,2}?(?:i|we)\s+"
    r"(?:\w+\s+){0,3}?"
    r"(?:leave|head\s+out|set\s+off|go(?!\s+off)|get\s+going|start\s+out|be\s+out\s+the\s+door)\b"
    r"|\b(?:wann|um\s+wie\s*viel\s+uhr|bis\s+wann)\s+(?:\w+\s+)?(?:ich|wir)\s+(?:\w+\s+){0,3}?"
    r"(?:los\w*|aufbrechen|aus\s+dem\s+haus|aus\s+der\s+t(?:ü|ue)r|fahren|gehen|abfahren)\b",
    re.IGNORECASE,
)
"""The leaving asked ("when do i have to leave", "wann muss ich los")."""
_ASKS_ACTION = re.compile(
    r"\b(?:set|make|create|add|put)\s+(?:me\s+)?(?:an?|my|the)\s+(?:alarm|reminder|timer)\b(?!\s+"
    r"(?:for|to)\s*\?*$)|\b(?:remind|wake)\s+me\b|\b(?:weck|erinner)\w*\s+mich\b"
    r"|\bstell\w*\s+(?:mir\s+)?(?:einen|den|meinen)\s+wecker\s+(?!auf\s*\?*$)",
    re.IGNORECASE,
)
"""An alarm or a reminder to set: a command, not a sum."""
_SLEEP = re.compile(
    r"\b(?:sleep\w*|asleep|bed|bedtime|nap|schlaf\w*|einschlaf\w*|bett|nickerchen)\b", re.I
)

_UP_AT = re.compile(
    r"\b(?:get(?:ting)?\s+up|got\s+up|wake\s+up|waking\s+up|woke\s+up|up|aufstehen|aufwachen"
    r"|alarm(?:\s+(?:is|goes\s+off|rings|set))?(?:\s+(?:set\s+)?for)?|wecker(?:\s+klingelt)?)"
    r"\s+(?:at|by|um|for|auf|gegen)\s*$"
    r"|\b(?:stehe|steh|wache)\s+(?:ich\s+)?(?:immer\s+|so\s+)?um\s*$",
    re.IGNORECASE,
)
"""The words before a time said as the alarm ("i get up at", "alarm is set for")."""
_LEAVE_AT = re.compile(
    r"\b(?:i|we)(?:'ll|'m|\s+\w+){0,3}?\s+(?:leave|leaving|head\s+out|set\s+off)"
    r"(?:\s+(?:home|the\s+house))?\s+(?:at|by)\s*$",
    re.IGNORECASE,
)
_LEAVE_AFTER = re.compile(r"^\s*(?:uhr\s+)?(?:los\w*|aus\s+dem\s+haus)\b", re.IGNORECASE)
"""A time said as the leaving: "i leave at 7:30", "ich fahre um 7:30 los"."""

_READY = re.compile(
    r"\b(?:get(?:ting)?\s+ready|ready|shower\w*|dress\w*|breakfast|coffee|make-?up|hair|shav\w*"
    r"|pack\w*|wash\w*|teeth|iron\w*|dog|kids?|routine|bathroom|fertig\w*|duschen|dusche"
    r"|anzieh\w*|frühstück\w*|fruehstueck\w*|kaffee|schmink\w*|haare|rasier\w*"
    r"|wasch\w*|zähne|zaehne|hund|kinder|bad|morgenroutine|bügeln|buegeln)\b",
    re.IGNORECASE,
)
"""Words of getting ready, done before leaving."""
_MARGIN = re.compile(
    r"\b(?:early|earlier|before|ahead|beforehand|buffer|spare|check[- ]?in|security|früher"
    r"|frueher|vorher|davor|puffer|einchecken|sicherheitskontrolle)\b",
    re.IGNORECASE,
)
"""Words of a margin kept at the place before the time ("20 min early")."""
_LASTS = re.compile(
    r"\b(?:lasts?|lasting|runs|goes\s+(?:on\s+)?(?:for|till|until)|dauert|geht)\b", re.IGNORECASE
)
"""A duration that "lasts" without a way there is the event's own ("the meeting is at 10 and
lasts 45 min, when do i leave" asks for its end): no sum of this kind."""
_WAY = re.compile(
    r"\b(?:drive|driving|walk\w*|ride|taxi|cab|uber|bus|train|tram|subway|metro|tube|commute"
    r"|journey|trip|travel\w*|flight|cycl\w*|bike|fahrt|anfahrt|weg|fußweg|fussweg|zug|bahn|auto"
    r"|rad|laufen|gehen|hin|strecke)\b",
    re.IGNORECASE,
)
"""Words of the way there ("the drive dauert 25 min" is no event's length)."""
_EVERY = re.compile(rf"\b(?:every|each|alle|jede|all)\s+(?:{SPAN.pattern})", re.IGNORECASE)
_CLAUSES = re.compile(
    r"\s*(?:[,;:]|\s[–—-]\s|\b(?:and|und|plus|then|dann|also|but|aber)\b|\+|(?<=[.!?])\s)\s*",
    re.IGNORECASE,
)
_BARE = re.compile(
    r"(?<![\w.,:#])(?P<m>\d{1,3})(?=\s+(?:to|for|zum|zur|fürs|fuers|für|fuer)\s+[a-zäöü])",
    re.IGNORECASE,
)
"""Minutes said without their unit after one with it: "20 min walk plus 15 to shower"."""


def count_back(text: str, language: str) -> str | None:
    """When to get up and/or leave for a fixed time (or from an alarm or a leaving said), the
    sum in one line; None unless exactly one time and one to five durations are said."""
    said = number_words.as_digits(text)
    up, leave = _UP_ASKED.search(said) is not None, _LEAVE_ASKED.search(said) is not None
    if not (up or leave) or _SLEEP.search(said) or _ASKS_ACTION.search(said):
        return None
    times = list(_TIME.finditer(said))
    if len(times) != 1:
        return None
    at = read_time(times[0].group(0))
    if at is None:
        return None
    anchor = _anchor(said, times[0])
    rest = said[: times[0].start()] + " # " + said[times[0].end() :]
    steps = _steps(rest, anchor, apart=leave or anchor != "event")
    if steps is None:
        return None
    minutes, twelve = at
    return _said(minutes, twelve, anchor, steps, up=up, leave=leave, language=language)


def lasts(text: str) -> bool:
    """Whether a duration said is an event's own length ("the meeting is at 10 and lasts 45
    min"), not a way there."""
    marked = SPAN.sub(" § ", number_words.as_digits(text))
    return any(
        "§" in clause and _LASTS.search(clause) is not None and _WAY.search(clause) is None
        for clause in _CLAUSES.split(marked)
    )


def _anchor(said: str, time: re.Match[str]) -> str:
    """What the time said is: "up" (the alarm), "leave", or "event" (the fixed time)."""
    before, after = said[max(0, time.start() - 40) : time.start()], said[time.end() :]
    if _UP_AT.search(before) or re.match(r"^\s*(?:uhr\s+)?auf\b", after, re.IGNORECASE):
        return "up"  # "ich stehe um 6 auf"
    if _LEAVE_AT.search(before) or _LEAVE_AFTER.match(after):
        return "leave"
    return "event"


def _steps(rest: str, anchor: str, *, apart: bool) -> list[tuple[str, int]] | None:
    """Each duration said, in order, with its step: "ready", "way" or "margin" (when the
    steps are told ``apart``, no two durations may share a clause)."""
    if SPAN.search(rest):
        rest = _BARE.sub(lambda m: f"{m['m']} min", rest)
    if _EVERY.search(rest) or lasts(rest):
        return None  # "bus a every 12 min, bus b every 18": a timetable, no morning
    lengths = [read_duration(m.group(0)) for m in SPAN.finditer(rest)]
    marked = SPAN.sub(" § ", rest)  # "an hour and a half" stays one, when clauses are cut
    if re.search(r"\d", marked) or not 1 <= len(lengths) <= 5:
        return None  # a number with no place
    steps: list[tuple[str, int]] = []
    for clause in _CLAUSES.split(marked):
        if apart and clause.count("§") > 1:
            return None  # "taxi 35 min get ready 30 min, when do i leave": which is what?
        for _ in range(clause.count("§")):
            length = lengths[len(steps)]
            if length is None or length > 12 * 60:
                return None
            if _READY.search(clause):
                steps.append(("ready", length))
            elif _MARGIN.search(clause):
                steps.append(("margin", length))
            else:  # the way there, unless the time said is the alarm or the leaving
                steps.append(("way" if anchor == "event" else "ready", length))
    return steps


def _said(
    at: int,
    twelve: bool,
    anchor: str,
    steps: list[tuple[str, int]],
    *,
    up: bool,
    leave: bool,
    language: str,
) -> str | None:
    de = language == "de"
    ready = [n for step, n in steps if step == "ready"]
    before = [n for step, n in steps if step != "ready"]
    if anchor == "up":  # "i get up at 6, need 45 min to shower and dress, then when do i leave"
        return _line(at, ready, +1, twelve, language) if leave and not before else None
    if (
        anchor == "leave"
    ):  # "i leave at 7:30, need 45 min to shower and dress, then when do i get up"
        return _line(at, ready, -1, twelve, language) if up and not before else None
    if not leave:
        return _line(at, [n for _, n in steps], -1, twelve, language)
    if not before:
        return None  # "when do i leave" with only getting ready said
    go = at - sum(before)
    if len(before) == 1 and before == [n for step, n in steps if step == "way"]:
        out = shifted(said_time(at, twelve=twelve), f"{before[0]} min", "leave", language)
    else:
        line = _line(at, before, -1, twelve, language)
        when = _time(go, twelve, language)
        out = (
            None
            if line is None
            else (f"Du musst um {when} los: {line}" if de else f"Leave at {when}: {line}")
        )
    if out is None or not ready:
        return out
    if up:
        wake = _line(go, ready, -1, twelve, language)
        return None if wake is None else f"{out} {'Aufstehen' if de else 'Get up'}: {wake}"
    took = said_length(sum(ready), language)
    if de:
        return f"{out} ({took} fürs Fertigmachen kommen davor.)"
    return f"{out} (The {took} to get ready come before that.)"


def _line(at: int, lengths: list[int], sign: int, twelve: bool, language: str) -> str | None:
    """ "6:40 − 35 min − 30 min = 5:35." (German "… = 7:25 Uhr.")."""
    if not lengths or sum(lengths) >= _DAY:
        return None
    op = " − " if sign < 0 else " + "
    parts = [said_time(at, twelve=twelve), *(said_length(n, language) for n in lengths)]
    end = at + sign * sum(lengths)
    other = days_later(end // _DAY - at // _DAY, language).strip()
    day = f" ({other})" if other else ""
    return f"{op.join(parts)} = {_time(end, twelve, language)}{day}."


def _time(minutes: int, twelve: bool, language: str) -> str:
    return said_time(minutes, twelve=twelve) + (" Uhr" if language == "de" and not twelve else "")
