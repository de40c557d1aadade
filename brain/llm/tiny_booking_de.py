"""The German message to a tradesperson or a service about an appointment (:mod:`brain.llm.
tiny_booking`): "schreib dem klempner, dass das waschbecken im bad tropft, ob er montag
vormittag kommen kann, ich wohne in der rosenstraße 3" → "Guten Tag, das Waschbecken im Bad
tropft. Könnten Sie Montag Vormittag kommen? Ich wohne in der Rosenstraße 3. …". Written with
Sie; every detail kept as said, tidied."""

from __future__ import annotations

import re

from brain.llm.tiny_booking import ADDRESS, FREE, STREET, URGENT, WHEN, Part, with_names
from brain.llm.tiny_details import phones
from brain.llm.tiny_tidy import tidied

_NOUNS = re.compile(
    r"\b(zeit|termin|vormittag|nachmittag|abend|woche|adresse|anschrift|küche|kueche|bad|badezimmer"
    r"|wohnzimmer|schlafzimmer|flur|keller|licht|lampe|steckdosen?|sicherung|heizung|toilette|klo"
    r"|dusche|waschbecken|wasserhahn|rohr|abfluss|fenster|tür|tuer|schloss|schlüssel|katze|hund"
    r"|kater|impfung|haare|haarschnitt|schnitt|färben|strähnchen|nummer|handy|telefon"
    r"|haareschneiden|kontrolle|untersuchung|auto|reifen|bremsen|inspektion|husten|schnupfen|fieber"
    r"|schmerzen|rückenschmerzen|kopfschmerzen|ausschlag|rezept|überweisung)\b"
)
"""Nouns a message to a tradesperson or a practice often says, written capitalised."""


def german_booking(parts: list[Part], name: str, comes: bool, sign: str, email: bool) -> str:
    """The message in German, from the user's parts (see :func:`brain.llm.tiny_booking.
    booking_message`)."""
    lines: list[str] = []
    asked = timed = False
    problem = False
    for part in parts:
        how, said = part if isinstance(part, tuple) else ("", part)
        line, kind = _sentence(how, said)
        asked = asked or kind == "ask"
        timed = timed or kind == "when" or WHEN.search(said) is not None
        problem = problem or kind == "told"
        lines.append(line)
    if not asked and not any(re.search(r"\btermin", line, re.I) for line in lines):
        if comes:
            at = next(
                (i for i, p in enumerate(parts) if _sentence(*_split(p))[1] != "told"), len(lines)
            )
            lines.insert(
                at,
                "Könnten Sie so schnell wie möglich kommen?"
                if any(URGENT.search(line) for line in lines)
                else "Könnten Sie vorbeikommen und sich das ansehen?"
                if problem
                else "Könnten Sie bei mir vorbeikommen?",
            )
        else:
            lines.insert(0, "Ich würde gern einen Termin vereinbaren.")
    closing = (
        ""
        if any(re.search(r"sagen, (?:ob|wann)|Bescheid", line) for line in lines)
        else "Geben Sie mir gern Bescheid, ob das passt."
        if timed
        else "Geben Sie mir gern Bescheid, wann es Ihnen passt."
    )
    body = " ".join([*lines, closing]).strip()
    body = (
        body[:1].lower() + body[1:]
        if not re.match(r"(?:Sie|Ich|Die|Der|Das|Mein)\b", body)
        else body
    )
    hello = f"Hallo {name}," if name else "Guten Tag,"
    end = f"Vielen Dank und viele Grüße\n{sign}" if sign else "Vielen Dank!"
    text = f"{hello}\n\n{_upper(body)}\n\n{end}"
    if email:
        return f"So könnte die Mail lauten:\n\nBetreff: Terminanfrage\n\n{text}"
    return f"So könntest du schreiben:\n\n„{text}“"


def _split(part: Part) -> tuple[str, str]:
    return part if isinstance(part, tuple) else ("", part)


def _sentence(how: str, said: str) -> tuple[str, str]:
    said = said.strip()
    if how == "that":  # "dass ich mich ausgesperrt habe": said as a main clause
        said, how = _moved(said), ""
    if how == "ob" or re.match(r"ob\b", said, re.I):
        return _question(re.sub(r"^ob\s+", "", said, flags=re.I)), "ask"
    if re.match(r"(?:kann|könnte|koennte|hat|haben|können|koennen) (?:er|sie|ihr)\b", said, re.I):
        question = re.sub(r"^(\w+) (?:er|sie|ihr)\b", r"\1 Sie", said, flags=re.I)
        question = re.sub(r"^(?:kann|können|koennen)\b", "Könnten", question, flags=re.I)
        question = re.sub(r"^hat\b", "Haben", question, flags=re.I)
        return f"{_upper(_nouns(question))}?", "ask"
    if re.match(r"termin\b|einen termin\b", said, re.I):  # "Termin für meine Katze Luna"
        what = re.sub(r"^(?:einen\s+)?termin\s*", "", said, flags=re.I)
        return f"Ich würde gern einen Termin {_nouns(what)} vereinbaren.".replace("  ", " "), "ask"
    number = phones(said)
    if number and len(said) - len(number[0]) < 24:
        rest = said.replace(number[0], "").strip(" ,:")
        return (f"{_tidy(said)}" if rest else f"Sie erreichen mich unter {number[0]}."), "phone"
    if ADDRESS.match(said) or (STREET.search(said) and len(said.split()) <= 6):
        return _address(said), "address"
    if re.match(r"(?:ich|wir)\b", said, re.I) and re.search(
        r"\b(?:termin\w*|m(?:ö|oe)chte|brauche?|w(?:ü|ue)rde)\b", said, re.I
    ):
        return _tidy(said), "ask"  # "ich möchte einen termin zum haareschneiden"
    if WHEN.search(said) and FREE.search(said):
        return _tidy(said), "when"
    return (said if said.endswith(".") else _tidy(said)), "told"


def _moved(said: str) -> str:
    """A "dass" clause as a main clause: "in der küche das licht flackert" → "in der küche
    flackert das licht"; "das waschbecken im bad tropft" stays."""
    words = said.split()
    if len(words) < 3:
        return _tidy(said)
    verb = words[-1]
    if re.match(
        r"(?:in|im|am|an|auf|bei|beim|seit|vor|nach|unter|über|hinter|neben)$", words[0], re.I
    ):
        at = (
            3 if words[1].lower() in ("der", "die", "das", "dem", "den", "meiner", "unserer") else 2
        )
        return _tidy(" ".join([*words[:at], verb, *words[at:-1]]))
    return _upper(_nouns(tidied(said, "de", first=True)))


def _question(said: str) -> str:
    """ "er montag vormittag kommen kann" → "Könnten Sie Montag Vormittag kommen?"."""
    words = said.split()
    if words and words[0].lower() in ("er", "sie", "ihr", "man") and len(words) > 1:
        verb = words[-1].lower()
        rest = " ".join(words[1:-1])
        if verb in ("kann", "könnte", "koennte", "können"):
            return f"Könnten Sie {_nouns(rest)}?"
        if verb in ("hat", "hätte", "haette"):
            return f"Hätten Sie {_nouns(rest)}?"
        if verb in ("ist", "wäre"):
            return f"Wären Sie {_nouns(rest)}?"
    return f"Könnten Sie mir sagen, ob {_nouns(said)}?"


def _address(said: str) -> str:
    said = STREET.sub(lambda m: m[0][:1].upper() + m[0][1:], said)
    said = re.sub(r"^(?:meine\s+|die\s+)?(adresse|anschrift)\s*(?:ist|:|lautet)?\s*",
                  "Meine Adresse ist ", said, flags=re.I)  # fmt: skip
    if not ADDRESS.match(said) and not said.startswith("Meine"):
        said = f"Die Adresse ist {said}"
    return _tidy(said)


def _nouns(said: str) -> str:
    said = with_names(_NOUNS.sub(lambda m: m[1].capitalize(), said))
    said = re.sub(r"\bzu hause\b", "zu Hause", said, flags=re.I)
    said = re.sub(  # "seit zwei tagen": a noun after a number
        r"\b((?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|ein paar|\d+)\s+)([a-zäöü]\w*)",
        lambda m: m[1] + m[2].capitalize(),
        said,
    )
    return re.sub(
        r"\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|uhr)\b",
        lambda m: m[1].capitalize(),
        said,
    )


def _tidy(said: str) -> str:
    text = tidied(said, "de", first=True, as_said=True)
    return _upper(_nouns(text))


def _upper(said: str) -> str:
    return said[:1].upper() + said[1:]
