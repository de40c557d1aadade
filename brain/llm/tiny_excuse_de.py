"""The German note excusing the user's child (:mod:`brain.llm.tiny_excuse`): "schreib eine
entschuldigung für die schule, meine tochter lena war am montag krank, von thomas müller" →
"Guten Tag, meine Tochter Lena war am Montag krank. Bitte entschuldigen Sie ihr Fehlen. Mit
freundlichen Grüßen Thomas Müller". What the user said after "dass" is said as a main clause;
nouns typed in lower case are written capitalised."""

from __future__ import annotations

import re

from brain.llm.tiny_tidy import tidied

_NOUNS = re.compile(
    r"\b(schule|unterricht|training|probe|spiel|turnier|sport|sportunterricht|schwimmen"
    r"|schwimmunterricht|ausflug|arzttermin|zahnarzt|zahnarzttermin|arzt|termin|fieber|grippe"
    r"|erkältung|erkaeltung|husten|schnupfen|bauchschmerzen|kopfschmerzen|magen-darm|familienfeier"
    r"|hochzeit|beerdigung|geburtstag|urlaub|oma|opa|großeltern|grosseltern|tante|onkel|krankheit"
    r"|wochenende|woche|tag|tage|tagen)\b",
    re.IGNORECASE,
)
_DAYS = re.compile(r"\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b", re.I)


def german_excuse(
    told: list[str], child: tuple[str, str], greeting: str, coach: bool, sign: str
) -> str:
    """The note in German from what the user told (see :func:`brain.llm.tiny_excuse.
    excuse_note`)."""
    name = child[0]
    lines = [_said(part, name) for part in told]
    body = " ".join(lines)
    if not coach and not re.search(r"entschuldig", body, re.I):
        body += f" Bitte entschuldigen Sie {_whose(child, ' '.join(told))} Fehlen."
    thanks = "Danke für dein Verständnis!" if coach else "Vielen Dank für Ihr Verständnis."
    regards = "Viele Grüße" if coach else "Mit freundlichen Grüßen"
    end = f"{thanks}\n\n{regards}\n{sign}" if sign else thanks
    text = f"{greeting}\n\n{body[:1].upper()}{body[1:]}\n\n{end}"
    return f"So könntest du schreiben:\n\n„{text}“"


def _whose(child: tuple[str, str], told: str) -> str:
    if child[1] in ("sohn", "junge", "son") or re.search(r"\ber\b", told, re.I):
        return "sein"
    if child[1] in ("tochter", "mädchen", "maedchen", "daughter") or re.search(
        r"\bsie (?:ist|hat|war|kann|muss|wird)\b", told, re.I
    ):
        return "ihr"
    return f"{child[0]}s" if child[0] else "das"


def _said(part: str, name: str) -> str:
    """One thing told as a sentence: a "dass" clause as a main clause ("paul am mittwoch nicht
    zum training kommen kann, weil …" → "Paul kann am Mittwoch nicht zum Training kommen,
    weil …"), the child's name and nouns capitalised."""
    main, _comma, sub = part.partition(", ")
    words = main.split()
    if len(words) > 2 and re.fullmatch(
        r"(?:kann|muss|wird|ist|hat|war|fehlt|kommt|darf)", words[-1]
    ):
        main = " ".join([words[0], words[-1], *words[1:-1]])  # said after "dass": the verb moves
    main = tidied(main, "de", first=False, as_said=True).rstrip(".")
    if sub:
        main += ", " + tidied(sub, "de", first=False, as_said=True).rstrip(".")
    said = _NOUNS.sub(lambda m: m[1].capitalize(), main)
    said = _DAYS.sub(lambda m: m[1].capitalize(), said)
    if name:
        said = re.sub(rf"\b{re.escape(name)}\b", name, said, flags=re.I)
    said = re.sub(r"\b(tochter|sohn|kind)\b", lambda m: m[1].capitalize(), said)
    return f"{said[:1].upper()}{said[1:]}."
