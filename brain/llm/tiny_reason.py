"""A reason the user gives in a few words, written as a short sentence of the text: "stuff at
home" → "Something has come up at home.", "family thing" → "Something has come up in the
family.", "kid is sick" → "My kid is sick.", "dentist appt" → "I have a dentist appointment.",
"car trouble" → "I'm having car trouble.", "was familiäres" → "Bei mir ist etwas Familiäres
dazwischengekommen."; a clause that is no such reason is left to the writer (None). Used by
:mod:`brain.llm.tiny_message`."""

from __future__ import annotations

import re

_LEAD = r"^(?:(?:because|cause|cuz|bc|since|as|due to|just|there'?s|theres|i'?ve got|ive got|i have|got|some|a bit of|bit of|its|it'?s|a)\s+)*"
_AT_HOME = re.compile(
    _LEAD + r"(?:stuff|something|things?|issues?|an issue|a thing|drama|a situation)\s+(?:going on"
    r"\s+|came up\s+|come up\s+)?(?:at|with|back)\s+home$",
    re.IGNORECASE,
)
_FAMILY = re.compile(
    _LEAD + r"(?P<whose>family|personal|private)\s+(?:stuff|things?|matters?|reasons?|issues?"
    r"|business|emergency|situation)$",
    re.IGNORECASE,
)
_CAME_UP = re.compile(
    _LEAD + r"(?:stuff|something)\s+(?:came|has come|come|coming)\s+up$", re.IGNORECASE
)
_ILL = re.compile(
    _LEAD + r"(?:(?P<own>my|our|the)\s+)?(?P<who>kid|kids|son|daughter|child|children|little one"
    r"|baby|boy|girl|partner|wife|husband|mum|mom|dad)\s*(?:'s|s|is|are)\s+(?P<state>sick|ill"
    r"|unwell|poorly|not well|off sick|home sick|in hospital)$",
    re.IGNORECASE,
)
_APPOINTMENT = re.compile(
    _LEAD + r"(?:an?\s+)?(?P<what>doctor'?s|doctors|drs?'?|dentist'?s?|hospital|vet|gp|physio)"
    r"\s+(?:appt|appointment)$",
    re.IGNORECASE,
)
_CAR = re.compile(_LEAD + r"(?:car|bike)\s+(?P<what>trouble|problems|issues)$", re.IGNORECASE)
_DE = re.compile(
    r"^(?:(?:weil|wegen|bei mir ist|mir ist|ist|es ist|hab|habe)\s+)*(?:was|etwas|ne|eine)?\s*"
    r"(?P<what>familiäres|familiaeres|privates|persönliches|persoenliches|familiäre gründe"
    r"|private gründe|familiensache|was mit der familie)(?:\s+(?:dazwischengekommen|los))?$",
    re.IGNORECASE,
)


def reason_line(clause: str, language: str = "en") -> str | None:
    """The reason ``clause`` gives as a sentence of the text, or None when it is no such
    reason (the writer tidies it as said)."""
    said = clause.strip(" ,.;!")
    if language == "de":
        return (
            "Bei mir ist leider etwas Familiäres dazwischengekommen." if _DE.match(said) else None
        )
    if _AT_HOME.match(said):
        return "Something has come up at home."
    if (family := _FAMILY.match(said)) is not None:
        whose = family["whose"].lower()
        if said.lower().endswith("emergency"):
            return "There's a family emergency." if whose == "family" else "There's an emergency."
        return (
            "Something has come up in the family."
            if whose == "family"
            else ("Something personal has come up.")
        )
    if _CAME_UP.match(said):
        return "Something has come up."
    if (ill := _ILL.match(said)) is not None:
        who = ill["who"].lower()
        many = who in ("kids", "children")
        own = "Our" if (ill["own"] or "").lower() == "our" else "My"
        return f"{own} {who} {'are' if many else 'is'} {ill['state'].lower()}."
    if (visit := _APPOINTMENT.match(said)) is not None:
        what = visit["what"].lower().rstrip("'")
        what = {"dr": "doctor's", "drs": "doctor's", "doctors": "doctor's", "gp": "GP",
                "dentists": "dentist", "dentist's": "dentist"}.get(what, what)  # fmt: skip
        return f"I have a{'n' if what[:1] in 'aeiou' else ''} {what} appointment."
    if (car := _CAR.match(said)) is not None:
        thing = "car" if said.lower().split()[-2] == "car" else "bike"
        return f"I'm having {thing} {car['what'].lower()}."
    return None
