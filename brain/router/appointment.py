"""An appointment told with its time ("the plumber is coming tomorrow at 9", "ich hab morgen um
10 einen termin beim friseur"): Eddie offers a reminder an hour before instead of chatting
about it (the small model made up "The plumber is coming to Paris")."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from brain.lines import say
from brain.router import when
from brain.router.route import Reading, Route

_TOLD = re.compile(
    r"^\W*(?:(?:so|ok|okay|btw|fyi|heads up|just so you know|übrigens|nur zur info|also)\W+)*"
    r"(?:i|we|ich|wir)\s+(?:have|'ve got|ve got|got|habe|hab|haben)\b"
    r"|\b(?:is|are)\s+(?:coming|coming over|coming round|visiting|arriving|due|picking)\b"
    r"|\b(?:comes|visits|arrives|kommt|kommen|besucht|besuchen)\b|\btermin\b|\bappointment\b",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\?|\b(?:remind|remember|should|what|how|why|can you|could you|please|pls|erinner\w*|merk"
    r"\w*|soll|was|wie|warum|kannst|bitte|every|jeden|jede|tips?|tipps?)\b",
    re.IGNORECASE,
)


def worried(said: str) -> bool:
    """Whether ``said`` tells a worry about what is coming and asks no reminder ("got the
    dentist tomorrow at 2 and i'm dreading it, ideas to stay calm?"): Eddie answers the worry
    (:mod:`brain.llm.tiny_worries`), he offers or sets no reminder."""
    from brain.llm.tiny_worries import WORRIED
    from brain.router.timing import asks_reminder

    if asks_reminder(said) or _FORGETTING.search(said):
        return False  # "… worried i'll forget, ping me at 1": the reminder is asked
    return re.search(rf"\b{WORRIED}\b", said, re.I) is not None


_FORGETTING = re.compile(
    r"\b(?:forget|forgot|oversleep|miss it|vergess\w*|verschlaf\w*|verpass\w*)\b", re.IGNORECASE
)
"""A worry about forgetting or oversleeping asks for the reminder, not for comfort."""


def unworried(route: Route, said: str) -> Route:
    """``route``, or — a reminder the router read in a worry told with its time — the model's
    turn (the worry is answered)."""
    if route.target != "schedule_add" or route.via != "router" or not worried(said):
        return route
    return Route(decision="model", intent=route.intent, language=route.language)


def offer(said: str, language: str, now: datetime | None = None) -> Route | None:
    """A question offering a reminder for the appointment ``said`` tells, or None when it
    tells none (or asks something: that is asked, not told; or tells a worry about it)."""
    if _ASKS.search(said) or not _TOLD.search(said) or worried(said):
        return None
    moment = now or datetime.now().astimezone()
    timed = when.parse(said, moment)
    if timed is None or not timed.exact or timed.recurring or timed.at is None:
        return None
    what = _as_yours(" ".join(timed.rest.strip(" ,.!;:-").split()))
    if len(what) < 3 or timed.at <= moment:
        return None
    from brain.fastpath.dates import MONTHS

    remind = max(timed.at - timedelta(hours=1), moment + timedelta(minutes=1))
    at = f"on {remind.day} {MONTHS['en'][remind.month - 1]} at {remind:%H:%M}"
    reading = Reading(
        intent="schedule",
        target="schedule_add",
        score=0,
        args={"when": at, "prompt": _reminded(what, timed.at, language), "kind": "reminder"},
        label=say("router.remind_offer_option", language),
    )
    no = Reading(
        intent="remind_offer",
        target="answer",
        score=0,
        args={"message": say("router.remind_offer_declined", language)},
        label=say("router.remind_offer_no", language),
    )
    question = say("router.remind_offer", language, what=what, when=timed.phrase)
    return Route(
        decision="ask",
        intent="schedule",
        target="ask_user",
        confidence=1.0,
        question=question,
        options=[reading, no],
        language=language,
    )


def _reminded(what: str, at: datetime, language: str) -> str:
    """What the reminder says: "that the plumber is coming at 09:00" ("I'll remind you … that
    …"), "der handwerker kommt um 08:00"."""
    if language == "de":
        return f"{what} um {at:%H:%M}"
    return f"that {what} at {at:%H:%M}"


_YOURS = (
    (re.compile(r"^(?:i|we)\s+(?:have|'ve got|ve got|got)\b", re.I), "you have"),
    (re.compile(r"^(?:i'm|im|i am)\b", re.I), "you're"),
    (re.compile(r"^ich\s+(?:habe|hab)\b", re.I), "du hast"),
    (re.compile(r"^wir\s+haben\b", re.I), "ihr habt"),
    (re.compile(r"\bmy\b", re.I), "your"),
    (re.compile(r"\bmein(?=(?:e|en|em|er|es)?\b)", re.I), "dein"),
)


def _as_yours(what: str) -> str:
    """The appointment as Eddie says it back: "i have a haircut" → "you have a haircut"."""
    for pattern, said in _YOURS:
        what = pattern.sub(said, what)
    return what
