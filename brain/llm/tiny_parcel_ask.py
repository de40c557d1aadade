"""The note asking a neighbour to take in or sign for the user's parcel (:mod:`brain.llm.
tiny_parcel`), with all the user tells: why they are not home ("i'm at work until 6"), when it
comes, when they collect it, the flat and anything else, as said ("message to my neighbour
asking if she can take in a parcel for me tomorrow, I'm at work until 6", "can you ask my
neighbour Mr Jones to sign for a delivery on Thursday, I'll be out all day", "schreib meiner
nachbarin frau klein, ob sie morgen ein paket für mich annehmen kann, ich bin bis 18 uhr
arbeiten"). Signed with the user's name or flat when given, never with a gap in brackets."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses
from brain.llm.tiny_tidy import tidied

_AWAY = re.compile(
    r"\b(?:at work|working|at the (?:office|dentist|doctor'?s?|gym|hospital)|out|away|not (?:be )?home"
    r"|won'?t be (?:home|in|around|there|back)|on holiday|on vacation|travel\w*|arbeiten|arbeit"
    r"|im b(?:ü|ue)ro|unterwegs|verreist|im urlaub|nicht (?:zu ?hause|da)|weg)\b",
    re.IGNORECASE,
)
"""Why the user is not home to take it ("i'm at work until 6", "ich bin unterwegs")."""
_USED = re.compile(
    r"\b(?:parcels?|packages?|deliver(?:y|ies)|pakete?|p(?:ä|ae)ckchen|sendung|lieferung|note|message"
    r"|msg|text|zettel|nachricht|notiz|schreib\w*|write|wirte|ask\w*)\b|^(?:flat|apt|apartment|unit"
    r"|wohnung|whg|nr|no)\.?\s*\w+$|^(?:from|von|gr(?:u|ü|ue)(?:ß|ss)e?|sign\w*|love|thanks)\b",
    re.IGNORECASE,
)
"""A clause the note already says: the request, the parcel, the flat, the signature."""


def asking_note(
    said: str, de: bool, carrier: str, name: str, flat: str, sign: str, when: str, pick: str
) -> str:
    """The note asking the neighbour ``name`` (or the neighbours) to take the parcel in."""
    parts = clauses(said)
    away = next((p for p in parts if _AWAY.search(p) and not _USED.search(p)), "")
    during = re.search(r"\bwhile\s+((?:i'?m|im|i am|we'?re|i'?ll be)\s+[^,.;]+)", said, re.I)
    if not away and during is not None:  # "take in my parcels while i'm on holiday from the 5th …"
        away = during[1]
    more = [
        p
        for p in parts
        if p is not away
        and not _USED.search(p)
        and not (pick and _said_in(pick, p))
        and not (when and p.lower().strip() == when.lower())
    ]
    back = next((p for p in more if _BACK.match(p)), None)  # "back sunday night": then
    if back is not None and not pick:
        more.remove(back)
        pick = "when I'm back " + _en(_BACK.sub("", back)) if not de else ""
    if any(_COLLECTS.match(p) for p in more):
        pick = "-"  # "ill come get it after lunch": said in their words
    thing = _thing(said, de)
    signs = re.search(r"\bsign(?:ing|s)? for\b|\bunterschreib\w*", said, re.I) is not None
    if de:
        return _german(said, carrier, name, flat, sign, when, pick, away, more, thing)
    many = re.search(r"\b(?:neighbou?rs|everyone|all|someone|anyone)\b", said, re.I)
    lines = [f"Hi {name}," if name else "Hi neighbours," if many else "Hi there,"]
    day = f" {when}" if when else ""
    why = f", but {_en(away)}" if away else ", and I won't be home"
    them = re.search(r"\b(?:parcels|packages|deliveries)\b", said, re.I) is not None
    favour = (
        f"signing for {'them' if them else 'it'}"
        if signs
        else f"taking {'them' if them else 'it'} in"
    )
    lines.append(
        f"I'm expecting {thing}{' from ' + carrier if carrier else ''}{day}{why}. Would you mind "
        f"{favour} for me?"
    )
    lines.extend(f"{_upper(_en(p))}." for p in more)
    if pick != "-":
        it = "them" if them else "it"
        lines.append(
            f"I'll pick {it} up {pick}." if pick else f"I'll pick {it} up as soon as I'm back."
        )
    lines.append("Thank you so much!")
    ending = sign or (f"Your neighbour in {flat}" if flat else "")
    lines += [ending] if ending else []
    return "Here's a note you could leave:\n\n\"" + "\n".join(lines) + '"'


def _german(
    said: str,
    carrier: str,
    name: str,
    flat: str,
    sign: str,
    when: str,
    pick: str,
    away: str,
    more: list[str],
    thing: str,
) -> str:
    formal = re.match(r"(?:frau|herr)\b", name, re.I) is not None
    you = "Könnten Sie" if formal else "Könntest du" if name else "Könntet ihr"
    lines = [f"Hallo {name}," if name else "Hallo liebe Nachbarn,"]
    coming = f"{when} kommt" if when else "bald kommt"
    why = _de(away) if away else "ich bin leider nicht zu Hause"
    lines.append(
        f"{coming[:1].upper()}{coming[1:]} {thing}{' von ' + carrier if carrier else ''} für mich,"
        f" und {why}. {you} es für mich annehmen?"
    )
    lines.extend(f"{_upper(_de(p))}." for p in more)
    if pick != "-":
        lines.append(
            f"Ich hole es {pick} ab." if pick else "Ich hole es ab, sobald ich zurück bin."
        )
    lines.append("Vielen Dank!")
    ending = sign or (f"{'Ihre' if formal else 'Eure'} Nachbarn aus {flat}" if flat else "")
    lines += [ending] if ending else []
    return "So könnte der Zettel lauten:\n\n„" + "\n".join(lines) + "“"


_BACK = re.compile(r"^(?:i'?m |im |i'?ll be |ill be |i am )?back\b\s*", re.IGNORECASE)
_COLLECTS = re.compile(
    r"^(?:i'?ll|ill|i will|i can|ich)\s+(?:come\s+(?:and\s+)?|then\s+)?(?:get|grab|pick|collect|fetch"
    r"|hole?|abhol\w*)\b",
    re.IGNORECASE,
)


def _thing(said: str, de: bool) -> str:
    """The user's word for it: "a parcel", "a delivery", "ein Paket", "eine Lieferung"."""
    found = re.search(
        r"\b(parcels?|packages?|deliver(?:y|ies)|paket|p(?:ä|ae)ckchen|lieferung|sendung)\b",
        said,
        re.I,
    )
    word = found[1].lower() if found else ("paket" if de else "parcel")
    if de:
        return {"lieferung": "eine Lieferung", "sendung": "eine Sendung"}.get(
            word, "ein Päckchen" if word.startswith("p") and word != "paket" else "ein Paket"
        )
    return f"a few {word}" if word.endswith("s") else f"a {word}"


def _said_in(pick: str, part: str) -> bool:
    return pick.lower().split()[-1] in part.lower()


def _en(part: str) -> str:
    said = tidied(part, "en", first=False, as_said=True).rstrip(".")
    return re.sub(  # "i'll bring her some wine": said to her
        r"\b(bring|give|get|buy|owe|send|tell|show|text|call|leave)\s+(?:her|him|them)\b",
        r"\1 you",
        said,
    )


def _de(part: str) -> str:
    text = tidied(part, "de", first=False, as_said=True).rstrip(".")
    return re.sub(r"\b(\d{1,2})\s*uhr\b", r"\1 Uhr", text, flags=re.I)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def collect_note(said: str, de: bool, carrier: str, name: str, sign: str) -> str:
    """The note thanking a neighbour who has the user's parcel and asking to pick it up, when
    the user says ("can i pick it up after 7")."""
    ask = re.search(r"\b(?:can|could|may) i (?:pick|get|collect|grab|come)[^,.;?]*", said, re.I)
    pick = re.search(
        r"\b(?:kann|könnte|koennte|darf) ich (?:es|das paket|ihn)?\s*[^,.;?]*abholen", said, re.I
    )
    giver = carrier or ("der Bote" if de else "the courier")
    if de:
        lines = [f"Hallo {name}," if name else "Hallo,"]
        lines.append(
            f"{giver} hat mein Paket bei dir abgegeben – vielen Dank, dass du es angenommen hast!"
        )
        lines.append(
            f"{_upper(_de(pick[0]))}?" if pick else "Wann passt es dir, dass ich es abhole?"
        )
        lines += ["Liebe Grüße" + (f"\n{sign}" if sign else "")]
        return "So könnte der Zettel lauten:\n\n„" + "\n".join(lines) + "“"
    lines = [f"Hi {name}," if name else "Hi there,"]
    lines.append(f"{_upper(giver)} left my parcel with you – thank you so much for taking it in!")
    asked = re.sub(r"^can\b", "could", _en(ask[0]), flags=re.I) if ask else ""
    lines.append(f"{_upper(asked)}?" if asked else "When would suit you for me to pick it up?")
    lines += [sign] if sign else []
    return "Here's a note you could leave:\n\n\"" + "\n".join(lines) + '"'
