"""A time of day moved across a time difference (see :mod:`brain.fastpath.loose_everyday`):
"meeting at 9am their time, they are 8 hours ahead of me, what time is that for me" → "Your time:
9:00 AM minus 8 h is 1:00 AM the day before."; "behind" the other way, and the time said on
either side (their time asked for from mine too). :data:`ZONE` is also how
:mod:`brain.fastpath.loose_sums` reads a difference with a flight's arrival."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time, shifted

ZONE = re.compile(
    r"(?P<n>\d{1,2}(?:[.,]5)?)\s*(?:hours?|hrs?|h|stunden?|std\.?)\s+(?P<way>behind|ahead(?: of)?"
    r"|earlier than|later than|zurück|zurueck|hinterher|hinter|voraus|früher als|frueher als"
    r"|später als|spaeter als)",
    re.IGNORECASE,
)
"""A time difference between two places ("chicago is 7 hours behind frankfurt")."""

_CLOCK = re.compile(
    r"(?<![\d.,:])(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?\s*m\.?|uhr)|\d{1,2}:\d{2})(?![\d%])",
    re.IGNORECASE,
)
_THEIRS = (
    r"(?:(?:their|her|his|your|the other|local|ihrer|seiner|deren|eurer|ortszeit)\s*(?:time|zeit)?"
    r"|bei\s+(?:ihr|ihm|ihnen|euch|dir)|(?:over\s+)?there|dort|drüben|drueben)"
)
_MINE = r"(?:(?:my|our|meiner|unserer)\s+(?:time|zeit)|for\s+(?:me|us)|here|bei\s+(?:mir|uns)|hier|für\s+(?:mich|uns))"
_ASKED = re.compile(
    r"\bwhat\s+time\b|\bwhen\b|\bwie\s*viel\s+uhr\b|\bwann\b|\bwelche\s+uhrzeit\b", re.IGNORECASE
)
_ASK_MINE = re.compile(
    rf"\b(?:what\s+time|when|wie\s*viel\s+uhr|wann|welche\s+uhrzeit)\b.{{0,40}}?\b{_MINE}\b",
    re.IGNORECASE,
)
_ASK_THEIRS = re.compile(
    rf"\b(?:what\s+time|when|wie\s*viel\s+uhr|wann|welche\s+uhrzeit)\b.{{0,40}}?\b{_THEIRS}\b"
    r"|\bfor\s+(?:them|her|him)\b|\bfür\s+(?:sie|ihn)\b",
    re.IGNORECASE,
)
_I_AM = re.compile(r"\b(?:i(?:'?m|\s+am)|we(?:'re|\s+are)|ich\s+bin|wir\s+sind)\s+$", re.IGNORECASE)
_OF_THEM = re.compile(
    r"^\s*(?:of\s+|than\s+)?(?:them|her|him|you|ihnen|ihr|ihm|dir|euch)\b", re.IGNORECASE
)
_LATER = ("ahead", "later", "voraus", "später", "spaeter")


def zone_shift(text: str, language: str) -> str | None:
    """The time said moved by the difference said, to the other side's clock."""
    said = number_words.as_digits(text)
    zone = ZONE.search(said)
    if zone is None or not _ASKED.search(said):
        return None
    rest = said[: zone.start()] + " # " + said[zone.end() :]
    clocks = list(_CLOCK.finditer(rest))
    if len(clocks) != 1 or read_time(clocks[0]["t"]) is None:
        return None
    clock = clocks[0]
    after = rest[clock.end() : clock.end() + 24]
    tag = re.match(rf"\s*(?:(?P<theirs>{_THEIRS})|(?P<mine>{_MINE}))\b", after, re.IGNORECASE)
    if tag is not None:
        clock_mine = tag["mine"] is not None
    elif _ASK_MINE.search(rest[clock.end() :]) and not _ASK_THEIRS.search(said):
        clock_mine = False
    elif _ASK_THEIRS.search(rest[clock.end() :]):
        clock_mine = True
    else:
        return None
    me_first = _I_AM.search(said[max(0, zone.start() - 12) : zone.start()]) is not None
    me_first = me_first or _OF_THEM.match(said[zone.end() :]) is not None
    later = zone["way"].lower().startswith(_LATER)
    if me_first:
        later = not later  # "i'm 8 hours ahead of them": they are 8 hours behind me
    hours = Fraction(zone["n"].replace(",", "."))
    moved = later == clock_mine  # their clock is ahead and mine is said: add
    took = f"{int(hours * 60)} min"
    line = shifted(clock["t"], took, "plus" if moved else "minus", language)
    if line is None:
        return None
    de = language == "de"
    side = (
        ("Bei ihnen" if de else "Their time") if clock_mine else ("Bei dir" if de else "Your time")
    )
    return f"{side}: {line}"


READERS = (("zone_shift", zone_shift),)
