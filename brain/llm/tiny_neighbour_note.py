"""A friendly note for a neighbour's door about something that bothers the user, written whole:
loud music or a party late at night ("the people below us were blasting music till 2 last
night, can you draft a polite note to slip under their door" → what happened, up to when,
the ask, a friendly close, signed from the flat above), a car parked in front of the user's
garage or drive, bins left out, or a parcel of the user's taken in. Signed with the user's name
when said, else as the neighbours from upstairs, downstairs or next door: no gap in brackets.
The user's own party announced is :mod:`brain.llm.tiny_notice`'s. English only. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import german, no_text_asked, own_name

_NOTE = re.compile(
    r"\b(?:notes?|letters?|messages?|msgs?|texts?|signs?|cards?|something|a few (?:lines|words)"
    r"|what (?:do|should|can) i (?:write|say|put))\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\b(?:write|draft|compose|make|give me|put together|help me|can you|could you|need|want"
    r"|what (?:do|should|can) i (?:write|say|put))\b",
    re.IGNORECASE,
)
_NEIGHBOUR = re.compile(
    r"\b(?:neighbou?rs?|upstairs|downstairs|next door|across the (?:hall|landing|street|road)"
    r"|(?:above|below|under|over) (?:us|me)|(?:the )?(?:flat|apartment|unit|house) (?:above|below"
    r"|upstairs|downstairs|next door)|their (?:door|letterbox|mailbox)|(?:flat|apartment|unit) \d+\w?)\b",
    re.IGNORECASE,
)
_OWN_PARTY = re.compile(
    r"\b(?:(?:i'?m|we'?re|i am|we are|i'?ll be|we'?ll be)\s+(?:having|throwing|hosting)|(?:our|my)"
    r"\s+(?:party|bbq|barbecue|birthday|housewarming)|we(?:'ll| will)? (?:have|throw) a|at ours|our"
    r" place|notice|heads[- ]up|in advance|warn\w*|apolog\w*|sorry for)\b",
    re.IGNORECASE,
)
_NOISE = re.compile(
    r"\b(?:music|noise|noisy|loud|party|partying|bass|blasting|shouting|stomping|banging|singing"
    r"|drilling|speakers?|racket|din|tv|telly|blaring|thumping|yelling|screaming|guitar|drums)\b",
    re.IGNORECASE,
)
_PARKING = re.compile(
    r"\b(?:park(?:ed|s|ing)?|blocking|blocked|block(?:s|ing)?)\b.*\b(?:garage|drive(?:way)?"
    r"|gate|entrance|space|spot)\b|\b(?:garage|drive(?:way)?)\b.*\b(?:park(?:ed|s|ing)?|blocked"
    r"|blocking)\b",
    re.IGNORECASE,
)
_BINS = re.compile(r"\b(?:bins?|rubbish|trash|garbage|recycling|wheelie)\b", re.IGNORECASE)
_PARCEL = re.compile(r"\b(?:parcels?|packages?|deliver(?:y|ies|ed))\b", re.IGNORECASE)
_TAKEN = re.compile(
    r"\b(?:she|he|they|neighbou?rs?|who)\s+(?:has\s+|have\s+|kindly\s+|'s\s+|'ve\s+)?(?:took"
    r"|taken|accepted|signed for|got|has|have|is holding|are holding|kept)\b",
    re.IGNORECASE,
)
_OWN_ASK = re.compile(
    r"\b(?:ask(?:ing)?|tell(?:ing)?|request(?:ing)?)\s+(?:them|him|her|if|whether|to)\b", re.I
)
"""The ask said in the user's words ("asking them to keep the tv down after 11"): the message
writer keeps it (:mod:`brain.llm.tiny_message`)."""
_THANKED = re.compile(r"\b(?:thank\w*|thanks|cards?)\b", re.IGNORECASE)
"""Thanks for a parcel taken in: the thank-you writers' (:mod:`brain.llm.tiny_thanks`)."""
_UNTIL = re.compile(
    r"\b(?:until|till|til|'?til|up to|past)\s+(?:about\s+|around\s+)?(?P<h>\d{1,2})(?::(?P<m>\d\d))?"
    r"\s*(?P<ap>am|pm|a\.m\.|p\.m\.)?|\ball night\b",
    re.IGNORECASE,
)
_WHEN = re.compile(
    r"\b(?P<w>last night|yesterday|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"(?: night)?|(?:every|most) (?:night|weekend)|at the weekend|this weekend|these past few nights"
    r"|(?:all )?(?:the )?(?:past|last) (?:few )?(?:nights|weeks|weekends))\b",
    re.IGNORECASE,
)


def _from_where(said: str) -> str:
    """Where the user lives as seen from the neighbour ("the flat upstairs" → downstairs)."""
    if re.search(r"\b(?:upstairs|above (?:us|me)|flat above|apartment above)\b", said, re.I):
        return "downstairs"
    if re.search(r"\b(?:downstairs|below (?:us|me)|under (?:us|me)|flat below)\b", said, re.I):
        return "upstairs"
    if re.search(r"\bacross the (?:hall|landing)\b", said, re.I):
        return "across the hall"
    if re.search(r"\bnext door\b", said, re.I):
        return "next door"
    return ""


def _until(said: str) -> str:
    found = _UNTIL.search(said)
    if found is None:
        return ""
    if not found["h"]:
        return " all night"
    hour = int(found["h"])
    ap = (found["ap"] or "").replace(".", "").lower() or ("am" if hour <= 6 else "pm")
    minute = f":{found['m']}" if found["m"] and found["m"] != "00" else ""
    return f" until about {hour}{minute} {ap}"


def _noise(said: str) -> str:
    when_found = _WHEN.search(said)
    when = when_found["w"].lower() if when_found else "last night"
    sound = (
        "the music"
        if re.search(r"\b(?:music|bass|speakers?|blasting)\b", said, re.I)
        else ("the party noise" if re.search(r"\bpart(?:y|ying)\b", said, re.I) else "the noise")
    )
    late = _until(said)
    often = re.match(
        r"(?:every|most|the past|the last|all|these|past|last (?:few )?(?:nights|weeks))", when
    )
    carried = "has been carrying" if often else "carried"
    kept = "it's been keeping" if often else "it kept"
    return (
        f"I hope you're well! Just a friendly note: {when}, {sound} from your flat {carried} "
        f"through quite loudly{late}, and {kept} us awake. We all like to enjoy ourselves now "
        "and then, so no hard feelings, but could you keep the volume down after 10 pm, "
        "especially during the week? Thanks so much for understanding, and do knock if "
        "anything from our side ever bothers you."
    )


_KIND = re.compile(
    r"\b(?:thank\w*|thx|lovely|great|amazing|wonderful|enjoy\w*|invit\w*|welcome\w*|congrat\w*"
    r"|compliment\w*)\b",
    re.IGNORECASE,
)
"""Thanks or praise: no complaint to write."""


def neighbour_note(said: str) -> str | None:
    """A friendly note for a neighbour about noise, parking, bins or a parcel, or None."""
    text = said.strip()
    if german(text) or no_text_asked(text) or not (_NOTE.search(text) and _ASKED.search(text)):
        return None
    if not _NEIGHBOUR.search(text) or _OWN_PARTY.search(text) or _OWN_ASK.search(text):
        return None
    if _KIND.search(text):  # "thanking her for the party invite", "the music was lovely"
        return None
    if _PARKING.search(text):
        where = "garage" if re.search(r"\bgarage\b", text, re.I) else "drive"
        body = (
            f"I hope you don't mind a quick note: a car has been parked in front of our {where} "
            "a few times lately, and we couldn't get our own car in or out. Could you please "
            f"keep the space in front of the {where} free? Thanks so much, it really helps."
        )
    elif _NOISE.search(text):
        body = _noise(text)
    elif _BINS.search(text):
        body = (
            "I hope you don't mind a quick note: the bins have been left out on the pavement "
            "for a few days after collection lately, and they're getting in the way. Could you "
            "bring them back in once they've been emptied? Thanks so much!"
        )
    elif _PARCEL.search(text) and _TAKEN.search(text) and not _THANKED.search(text):
        body = (
            "I think you kindly took in a parcel for us. Thank you so much! Could you let us "
            "know when it's a good time to pick it up? Just knock or leave a note on our door."
        )
    else:
        return None
    where = _from_where(text)
    sign = own_name(text) or (f"Your neighbours from {where}" if where else "Your neighbours")
    hello = "Hi neighbours," if re.search(r"\bneighbou?rs\b", text, re.I) else "Hi there,"
    note = f"{hello}\n{body}\nBest wishes,\n{sign}"
    return f'Here\'s a note you could leave:\n\n"{note}"'
