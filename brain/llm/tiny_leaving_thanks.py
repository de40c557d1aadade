"""A thank-you to someone at work who is leaving (a mentor, a manager, a team lead, a colleague
retiring or changing jobs): "can you draft a thank-you email to my manager priya, it's her last
day on friday", "thanks card for my old mentor who's retiring", "schreib eine dankeskarte für
meine teamleiterin, sie wechselt die firma". It thanks them for what they did for the user (their
guidance, their support) and wishes them well in what comes next (a new job or retirement), by
name when one is said; nothing else is made up.

Such a note had got "thank you so much! You is leaving the company …": the leaving read as a
favour done. A thank-you to a neighbour for a favour, or a leaving told with no text asked ("my
mentor is leaving the company"), is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import german, named

_THANKS = re.compile(
    r"\b(?:thank[- ]?(?:you|u)|thanks|thx|dankes\w*|danke\w*|bedanken|dankesch(?:ö|oe)n)\b",
    re.IGNORECASE,
)
_TEXT = re.compile(
    r"\b(?:write|draft|compose|help me|give me|need|cards?|notes?|messages?|msgs?|e-?mails?|texts?"
    r"|letters?|words|something|schreib\w*|formulier\w*|\w*karte|\w*nachricht|zeilen|\w*mail|\w*brief)\b",
    re.IGNORECASE,
)
_ROLE = (
    r"(?P<role>mentor|mentorin|line manager|manager|managerin|boss|team ?lead(?:er)?|supervisor"
    r"|head of \w+|director|colleague|coworker|co-worker|workmate|chef|chefin|teamleiter(?:in)?"
    r"|abteilungsleiter(?:in)?|vorgesetzte[nr]?|kollegin|kollege|kollegen|ausbilder(?:in)?)"
)
_WHO = re.compile(
    r"\b(?:(?:my|our|meine[mnr]?|unsere[mnr]?|unserem|unseren|dem|der)\s+)?(?:(?:old|former"
    r"|lovely|wonderful|great|alte[nmr]?|liebe[nmr]?|ehemalige[nmr]?)\s+)*"
    + _ROLE
    + r"(?:[,\s]+(?P<name>(?!(?:who|whos|who's|is|she|he|they|at|from|for|that|because|as|and|the"
    r"|der|die|das|sie|er|weil|da|und|ist|geht|leaving|retiring|on|in|to|before|since|bc|cuz"
    r"|pls|please|bitte)\b)[a-zäöüß]{2,15}))?\b",
    re.IGNORECASE,
)
_LEAVING = re.compile(
    r"\b(?:leaving|leaves (?:the|our|us)|(?:has|just) left|left (?:the|our) (?:company|team|firm|job|office)|last day|moving on|moves on|changing jobs|changes jobs|new job|new role"
    r"|new position|quitting|quits|stepping down|steps down|switching jobs|going to another"
    r"|joining another|moving to another|letzter tag|letzten tag|verl(?:ä|ae)sst|wechselt|geht (?:weg|woanders)"
    r"|aufh(?:ö|oe)rt|h(?:ö|oe)rt auf|neuen job|neue stelle|abschied\w*)\b",
    re.IGNORECASE,
)
_RETIRING = re.compile(
    r"\b(?:retir\w*|ruhestand|in rente|rente geht|geht in rente|pension(?:ierung|iert)?)\b",
    re.IGNORECASE,
)
_GUIDE = frozenset({"mentor", "mentorin", "ausbilder", "ausbilderin"})
_PEER = frozenset(
    {"colleague", "coworker", "co-worker", "workmate", "kollegin", "kollege", "kollegen"}
)


def leaving_thanks(said: str) -> str | None:
    """A thank-you note for a work mentor, lead or colleague who is leaving, or None."""
    if _THANKS.search(said) is None or _TEXT.search(said) is None:
        return None
    retiring = _RETIRING.search(said) is not None
    if not retiring and _LEAVING.search(said) is None:
        return None
    who = _WHO.search(said)
    if who is None:
        return None
    role = re.sub(r"\s+", " ", who["role"].lower())
    name = named(who["name"]) if who["name"] else ""
    if german(said):
        return _german(role, name, retiring)
    if role in _GUIDE:
        done = (
            "Thank you for all your guidance: you always made time for my questions, and I've "
            "learned more from you than I can say."
        )
    elif role in _PEER:
        done = (
            "Thank you for all your help and support, and for making every working day that bit "
            "better."
        )
    else:
        done = (
            "Thank you for your guidance and support, and for always having my back. I've "
            "learned so much working for you."
        )
    if retiring:
        start = "As you head into retirement, I wanted to say a proper thank you."
        wish = "Enjoy every minute of your well-earned retirement!"
    else:
        start = "Now that you're moving on, I wanted to say a proper thank you."
        wish = "I'll really miss working with you, and I wish you all the best in what comes next!"
    hello = f"Hi {name}," if name else "Hi,"
    body = f"{hello}\n\n{start} {done} {wish}\n\nBest wishes"
    return f"Here's a note you could send:\n\n{body}"


def _german(role: str, name: str, retiring: bool) -> str:
    if role in ("kollegin", "kollege", "kollegen"):
        done = "Danke für all deine Hilfe und Unterstützung, mit dir war jeder Arbeitstag ein bisschen besser."
    else:
        done = (
            "Danke für deine Unterstützung und all deine Ratschläge; ich habe unglaublich viel "
            "von dir gelernt."
        )
    if retiring:
        start = "zu deinem Abschied in den Ruhestand möchte ich dir einfach Danke sagen."
        wish = "Genieß deinen wohlverdienten Ruhestand in vollen Zügen!"
    else:
        start = "jetzt, wo du gehst, möchte ich dir einfach Danke sagen."
        wish = "Ich werde die Zusammenarbeit mit dir sehr vermissen und wünsche dir für alles, was jetzt kommt, nur das Beste!"
    hello = f"Hallo {name}," if name else "Hallo,"
    return f"So könntest du schreiben:\n\n{hello}\n\n{start} {done} {wish}\n\nViele Grüße"
