"""A note for a named person with every instruction the user gives, and a reply to the boss or
a colleague that says yes to part and no to the rest with the reason: "write a note for the
cleaner maria: please water the plants, don't clean the office, key is under the mat",
"zettel für herrn schmidt: bitte die pflanzen gießen und die post reinholen", "reply to my boss:
i can do saturday but not sunday, it's my son's birthday", "antwort an meinen chef: samstag
geht, aber sonntag nicht, mein sohn hat geburtstag". The person is greeted by the name given,
each instruction kept as said. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, days_named, german, named, sign_off
from brain.llm.tiny_reported import said_part

_LEAD = (
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can you|could you|kannst du)\W+)*"
    r"(?:(?:write|draft|leave|make|give me|schreib\w*|mach\w*)\s+(?:me\s+|mir\s+)?)?(?:(?:a|an"
    r"|ein|eine|einen|ne|nen)\s+)?(?:(?:short|quick|little|kurze[nrn]?|kleine[nrn]?)\s+)*"
)
_HELPER = (
    r"(?:cleaner|babysitter|sitter|nanny|neighbou?r|dog ?walker|cleaning lady|housekeeper"
    r"|putzfrau|putzhilfe|reinigungskraft|babysitterin|nachbar\w*|hundesitter\w*)"
)
_NOTE = re.compile(
    _LEAD + r"(?:note|message|text|zettel|notiz|nachricht)\s+(?:for|to|f(?:ü|ue)r|an)\s+"
    rf"(?P<who>(?:(?:the|our|my|unsere[nm]?|meine[nm]?|die|den)\s+{_HELPER}\s+(?P<name>[a-zäöüß][\w-]+)"
    r"|(?P<title>mr|mrs|ms|herrn?|frau)\.?\s+(?P<surname>[a-zäöüß][\w-]+)))\s*(?:[,:;-]|—)\s*"
    r"(?P<what>.+)$",
    re.IGNORECASE,
)
_TOOK_IN = re.compile(r"\b(?:took in|taken in|accepted|angenommen|entgegengenommen)\b", re.I)
_THIRD = {"her": "you", "him": "you", "she": "you", "he": "you", "sie": "Sie"}


def named_note(said: str) -> str | None:
    """The note for a named person ``said`` asks for, each instruction kept, or None."""
    found = _NOTE.match(said.strip())
    if found is None or _TOOK_IN.search(said):
        return None  # a parcel taken in for them: tiny_parcel's note
    de = german(said)
    if found["name"]:
        name = named(found["name"])
    else:
        title = found["title"].lower().rstrip(".")
        title = {"herrn": "Herr", "herr": "Herr", "frau": "Frau"}.get(
            title, title.capitalize() + "."
        )
        name = f"{title} {named(found['surname'])}"
    tasks = [p for p in re.split(r",\s*|;\s*|\s+(?:and|und)\s+(?=please|bitte|don'?t|do not|nicht)"
                                 r"|\.\s+", found["what"]) if p.strip()]  # fmt: skip
    tasks = [t for part in tasks for t in clauses(part)]
    if not tasks:
        return None
    spoken = [said_part(t, "de" if de else "en", formal=" " in name) for t in tasks]
    if None in spoken:
        return None  # "…, sag ihr, sie soll …": an instruction not turned into the note's words
    lines = [f"- {s or _said(t)}" for t, s in zip(tasks, spoken, strict=True)]
    if de:
        hello = f"Hallo {name}," if " " not in name else f"Guten Tag {name},"
        return ("Hier ein Zettel, den du hinlegen kannst:\n\n„" + hello + "\n" + "\n".join(lines)
                + "\n" + sign_off("Vielen Dank und viele Grüße", said).replace(",\n", "\n")
                + "“")  # fmt: skip
    return ("Here's a note you could leave:\n\n\"" + f"Hi {name},\n" + "\n".join(lines) + "\n"
            + sign_off("Thank you so much", said) + '"')  # fmt: skip


_REPLY = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can you|could you|kannst du)\W+)*"
    r"(?:(?:write|draft|give me|help me (?:write|with)|schreib\w*)\s+(?:me\s+|mir\s+)?)?(?:(?:a|an"
    r"|eine|ne)\s+)?(?:(?:short|quick|polite|kurze|höfliche)\s+)?(?:reply|answer|respond|response"
    r"|text|message|email|antwort|antworte|nachricht)\s+(?:back\s+)?(?:to|an|f(?:ü|ue)r)\s+"
    r"(?P<who>(?:my|our|meine[nmr]?|unsere[nmr]?)\s+(?:boss|manager|team lead|colleague|coworker"
    r"|co-worker|supervisor|chef\w*|kolleg\w*|teamleit\w*|vorgesetzte\w*)(?:\s+(?P<name>(?!that|dass"
    r"|saying)[a-zäöüß][\w-]+))?)\s*(?:[,:;-]|—|\s+(?:that|saying|dass))\s*(?P<what>.+)$",
    re.IGNORECASE,
)
_PARTLY = re.compile(
    r"(?P<yes>(?:i|we)\s+(?:can|could)\s+(?:do|make|work|cover|take)\s+[^,;]+?|[^,;]+?\s+(?:is|works"
    r"|is fine|is ok|passt|geht|klappt))\s*,?\s+(?:but|aber)\s+(?P<no>not\s+[^,;]+?|[^,;]+?\s+(?:not"
    r"|nicht|doesn'?t|isn'?t|won'?t work)(?:\s+\w+)?)(?:(?:\s*(?:[,;:.-]|—)\s*|\s+(?=because|as|since"
    r"|weil|da|denn))(?:(?P<since>because|as|since|weil|da|denn)\b)?\s*(?P<why>.+))?$",
    re.IGNORECASE,
)


def partly_yes(said: str) -> str | None:
    """A reply to the boss or a colleague saying yes to part, no to the rest, or None."""
    found = _REPLY.match(said.strip())
    if found is None:
        return None
    part = _PARTLY.search(found["what"])
    if part is None:
        return None
    de = german(said)
    yes, no = _said(part["yes"]).rstrip("."), _said(part["no"]).rstrip(".")
    why = _said(part["why"] or "")
    why = why if re.match(r"I\b", why) else why[:1].lower() + why[1:]
    no = re.sub(r"^Not\b", "not", no)
    name = f" {named(found['name'])}" if found["name"] else ""
    if de:
        since = (part["since"] or "").lower()
        because = f", {since} {why}" if since in ("weil", "da") else f" – {why}"
        lines = [f"Hallo{name},", "danke für die Nachfrage!", f"{yes}, aber {no}"
                 + (because if part["why"] else ".")]  # fmt: skip
        lines.append(
            "Ich hoffe, das hilft so weiter. " + sign_off("Viele Grüße", said).replace(",\n", "\n")
        )
        return "So könntest du antworten:\n\n„" + "\n".join(lines) + "“"
    lines = [f"Hi{name},", "Thanks for asking!", f"{yes}, but {no}"
             + (f": {why}" if part["why"] else ".")]  # fmt: skip
    lines.append("Sorry I can't do both, and I hope that helps. " + sign_off("Best", said))
    return "Here's a reply you could send:\n\n\"" + "\n".join(lines) + '"'


def _said(part: str) -> str:
    text = days_named(re.sub(r"\bi\b", "I", part.strip().rstrip(" .!")))
    text = re.sub(
        r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", lambda m: m[0].capitalize(), text
    )
    if not text:
        return ""
    return text[:1].upper() + text[1:] + "."
