"""A parent's thanks to the person who taught or looked after their child, when no one is named
for the card writer (:mod:`brain.llm.tiny_thanks`): "school breaks up friday, can you write a
thank you from me to my daughter's class teacher" → thanks for what the teacher did for the
daughter this year and a restful summer, not a colleague's goodbye with coffee breaks; a coach
("… my boy's swimming coach, end of the season"), a nursery or daycare carer, a childminder, a
tutor. A teacher who is leaving or retiring keeps the farewell lines. English only. Used by
:mod:`brain.llm.tiny_written` (after the named thank-you cards)."""

from __future__ import annotations

import re

from brain.llm.tiny_details import german, named, no_text_asked, own_name

_THANKS = re.compile(r"\b(?:thank(?:s|ing|[- ]?you)?|thx|grateful|gratitude)\b", re.IGNORECASE)
_ASKED = re.compile(
    r"\b(?:write|draft|compose|make|send|give me|help me|come up with|note|card|message|msg|text"
    r"|email|words|few lines|something|what (?:do|should|can) i (?:say|write|put))\b",
    re.IGNORECASE,
)
_KID = (
    r"(?P<kid>son|daughter|kid|child|boy|girl|little one|toddler|twins|kids|children|lad|youngest"
    r"|eldest|oldest)"
)
_ROLES = (
    ("coach", r"coach|trainer|swim(?:ming)? teacher|instructor"),
    ("nursery", r"nursery (?:teacher|carer|staff|worker|nurse)?|daycare|day care|kindergarten"
     r"(?: teacher)?|childminder|child minder|preschool(?: teacher)?|pre-school(?: teacher)?|key ?worker"),
    ("tutor", r"tutor"),
    ("teacher", r"(?:class |form |maths? |math |english |music |piano |reception )?teacher"
     r"|teaching assistant|\bta\b"),
)  # fmt: skip
_WHOSE = re.compile(
    r"\b(?:my|our)\s+(?:\w+\s+)?"
    + _KID
    + r"(?:'s|s'|'|s)?\s+(?:\w+\s+){0,2}?(?P<role>"
    + "|".join(p for _k, p in _ROLES)
    + r")\b|\b(?P<role2>"
    + "|".join(p for _k, p in _ROLES)
    + r")\s+(?:of|for)\s+(?:my|our)\s+(?:\w+\s+)?(?P<kid2>son|daughter|kid|child|boy|girl|little one"
    r"|twins|kids|children)\b|\b(?:my|our|the)\s+(?P<role3>" + _ROLES[1][1] + r")\b",
    re.IGNORECASE,
)
_ANY_KID = re.compile(
    r"\b(?:my|our)\s+(?P<kid>son|daughter|boy|girl|little one|toddler|twins|kids|children)\b", re.I
)
_CHILD_NAME = re.compile(
    r"\b(?:my|our)\s+(?:son|daughter|boy|girl|kid|child)\s*,?\s+(?P<n>[a-z][\w-]{1,15})(?:'s)?\b",
    re.IGNORECASE,
)
_NOT_NAME = frozenset(
    """s is was has had and who teacher coach tutor the a his her their at from for to this that
    just really finished starts started loves loved""".split()  # noqa: SIM905
)
_LEAVING = re.compile(
    r"\b(?:(?:is|she's|he's|they're|who's|who is)\s+(?:\w+\s+)?(?:leaving|retiring|moving)"
    r"|retire\w*|farewell|goodbye card)\b",
    re.IGNORECASE,
)
_TITLED = re.compile(
    r"\b(?:mrs|mr|ms|miss|mx|dr|sir|coach|frau|herr)\.?\s+(?!(?:from|for|at|and|to|who|this|that|the"
    r"|please|pls|of|on|in)\b)[a-z]{2,}",
    re.IGNORECASE,
)
"""The person thanked named: the named thank-you card's (:mod:`brain.llm.tiny_thanks`)."""
_PLURAL = frozenset(("twins", "kids", "children"))


def _kid(found: re.Match[str], said: str) -> tuple[str, str, str]:
    """How the child is called in the note ("my son", "Leo"), at a sentence's start and
    when said again ("he")."""
    name = _CHILD_NAME.search(said)
    if name and name["n"].lower() not in _NOT_NAME:
        shown = named(name["n"].lower())
        return shown, shown, shown
    other = _ANY_KID.search(said)
    kid = (found["kid"] or found["kid2"] or (other["kid"] if other else "little one")).lower()
    kid = {"lad": "son", "youngest": "child", "eldest": "child", "oldest": "child"}.get(kid, kid)
    kid = {"boy": "son", "girl": "daughter", "toddler": "little one", "kid": "child"}.get(kid, kid)
    mine = re.search(r"\bour\b", found[0] + (other[0] if other else ""), re.I)
    owner = "our" if kid in _PLURAL or mine else "my"
    again = {"son": "he", "daughter": "she"}.get(kid, "they")
    return f"{owner} {kid}", f"{owner.capitalize()} {kid}", again


def parent_thanks(said: str) -> str | None:
    """A parent's thank-you to their child's teacher, coach, carer or tutor, or None."""
    text = said.strip()
    if german(text) or no_text_asked(text) or not (_THANKS.search(text) and _ASKED.search(text)):
        return None
    found = _WHOSE.search(text)
    if found is None or _LEAVING.search(text) or _TITLED.search(text):
        return None
    role_said = (found["role"] or found["role2"] or found["role3"]).lower()
    kind = next(k for k, p in _ROLES if re.fullmatch(p, role_said, re.IGNORECASE))
    kid, kid_start, again = _kid(found, text)
    plural = again == "they"
    has = "have" if plural else "has"
    if kind == "coach":
        body = (
            f"Thank you so much for everything you've done for {kid} this season. "
            f"{again.capitalize()} {has} loved every session and grown so much in skill and confidence, and that's "
            "down to your patience and encouragement. Thank you for all the time and energy you "
            "give the team. Enjoy the break!"
        )
    elif kind == "nursery":
        body = (
            f"Thank you so much for looking after {kid} with so much warmth and care. "
            f"{kid_start} always felt safe and happy with you, and it meant the world to know "
            f"{again} {'were' if plural else 'was'} in such good hands every day. Thank you for "
            "the patience, the cuddles and all the little things you did. We'll miss you all!"
        )
    elif kind == "tutor":
        body = (
            f"Thank you so much for all your help with {kid}. You made the hard parts make "
            f"sense, and {again} {has} grown so much in confidence since working with you. Thank "
            "you for your patience and encouragement; it's made a real difference."
        )
    else:
        body = (
            f"Thank you so much for everything you've done for {kid} this year. "
            f"{again.capitalize()} {has} grown so much, in learning and in confidence, and {'come' if plural else 'comes'} home happy and "
            "full of stories most days; that says a lot about you as a teacher. Thank you for your patience, "
            "your care and all the extra effort. Have a wonderful, restful summer!"
        )
    name = own_name(text)
    close = f"With warm thanks,\n{name}" if name else "With warm thanks"
    return f'Here\'s a thank-you you could send:\n\n"{body}\n{close}"'
