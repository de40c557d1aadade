"""A thank-you card for someone who looked after the user or their child (a teacher, a coach, a
nurse, a neighbour, a carer) with what the user tells: the person by name, the child by name,
the reason and the time it covers ("thank you card for mrs keller, my son leo's teacher, end of
year", "can u write a thank-you card for coach mike, my daughter emma's football coach, end of
season", "schreib eine dankeskarte für frau keller, die lehrerin von meinem sohn leo, zum
schuljahresende"). Written when a name is said (the person's or the child's); a thank-you with
no one named is left to the message writers and the stock lines. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_card_who import senders
from brain.llm.tiny_details import asked_for, german, named

_KIND = re.compile(
    r"\b(?:thank[- ]?you|thanks|thx|ty)\s+(?:cards?|notes?|messages?|msgs?|texts?|letters?|e-?mails?"
    r"|words|lines?)\b|\b(?:cards?|notes?|messages?|msgs?|texts?|letters?|something)\s+(?:to\s+)?"
    r"(?:say(?:ing)?\s+)?thank(?:s|ing|\s+you)?\b|\b(?:dankes|danke(?:sch(?:ö|oe)n)?)[- ]?(?:karte"
    r"|kärtchen|nachricht|text|brief|worte|mail)\b|\b(?:karte|nachricht|text|brief|zeilen)\s+(?:zum|als)"
    r"\s+dank(?:esch(?:ö|oe)n)?\b",
    re.IGNORECASE,
)
_ROLES = {
    "teacher": "teacher", "form teacher": "teacher", "class teacher": "teacher",
    "teaching assistant": "teacher", "tutor": "teacher", "coach": "coach", "trainer": "coach",
    "nurse": "nurse", "nurses": "nurse", "midwife": "nurse", "doctor": "nurse", "carer": "nurse",
    "caregiver": "nurse", "physio": "nurse", "therapist": "nurse", "neighbour": "neighbour",
    "neighbor": "neighbour", "neighbours": "neighbour", "neighbors": "neighbour",
    "childminder": "teacher", "nanny": "teacher", "babysitter": "teacher",
    "lehrerin": "teacher", "lehrer": "teacher", "klassenlehrerin": "teacher",
    "klassenlehrer": "teacher", "erzieherin": "teacher", "erzieher": "teacher",
    "tagesmutter": "teacher", "trainerin": "coach", "krankenschwester": "nurse",
    "pflegerin": "nurse", "pfleger": "nurse", "hebamme": "nurse", "ärztin": "nurse",
    "arzt": "nurse", "nachbarin": "neighbour", "nachbar": "neighbour", "nachbarn": "neighbour",
}  # fmt: skip
_ROLE = r"(?:" + "|".join(sorted(_ROLES, key=len, reverse=True)) + r")"
_KID = (
    r"(?:son|daughter|kid|child|boy|girl|little one|twins|kids|children|sohn|sohnes|tochter|kind"
    r"|kinder|kindes)"
)
_NOT_NAME = frozenset(
    """a an the our my his her their is was and und for to from with who that this end last year
    term season school teacher coach nurse the card note thank thanks you danke karte für von zum
    zur der die das den dem des meine meinem meinen meiner mein unsere unserem unseren unser
    lehrerin lehrer trainer trainerin football soccer swim swimming dance piano class ward
    team we i me""".split()  # noqa: SIM905 (a word list)
)
_TITLED = re.compile(
    r"\b(?P<t>mrs|mr|ms|miss|dr|frau|herrn?|coach|nurse|sister|schwester)\.?\s+(?P<n>[a-zäöüß][\w'-]*)",
    re.IGNORECASE,
)
_ROLE_NAME = re.compile(
    rf"\b(?:my|our|the|meine[nmr]?|unsere[nmr]?|die|den|der|dem)?\s*(?:\w+\s+)?(?P<role>{_ROLE})"
    r"(?:'s|s)?\s*,?\s+(?P<the>the\s+)?(?P<n>[a-zäöüß][\w-]*)",
    re.IGNORECASE,
)
_CHILD = re.compile(
    rf"\b(?:my|our|meine[mnrs]?|unsere[mnrs]?)\s+{_KID}\s*,?\s+(?P<kid>[a-zäöüß][\w-]*)"
    rf"|\b(?P<kid2>[a-zäöüß][\w-]*)(?:'s|s')\s+(?:\w+\s+)?{_ROLE}\b",
    re.IGNORECASE,
)
_PERIOD = (
    (r"end of (?:the )?(?:school )?year|school year|this year|schuljahr\w*|jahresende", "this year",
     "in diesem Schuljahr"),
    (r"end of (?:the )?term|this term|halbjahr\w*", "this term", "in diesem Halbjahr"),
    (r"end of (?:the )?season|this season|saison\w*", "this season", "in dieser Saison"),
    (r"leaving|moving|retir\w*|last day|abschied\w*", "all this time", "in all der Zeit"),
)  # fmt: skip
_REASON = re.compile(
    r"\b(?:for|f(?:ü|ue)r)\s+(?P<why>(?:all (?:the|your)|everything|your|the|being|\w+ing)\b[^,.;!?]*)"
    r"|\b(?:who|that)\s+(?P<did>(?:\w+ed|took|kept|gave|made|fed|brought|drove|taught|sent|lent"
    r"|held|built|caught|found|saved)\b[^,.;!?]*)",
    re.IGNORECASE,
)
_ING = {"took": "taking", "kept": "keeping", "gave": "giving", "made": "making", "fed": "feeding",
        "brought": "bringing", "drove": "driving", "taught": "teaching", "sent": "sending",
        "lent": "lending", "held": "holding", "built": "building", "caught": "catching",
        "found": "finding", "saved": "saving", "cared": "caring", "shoveled": "shovelling",
        "shovelled": "shovelling", "organised": "organising", "organized": "organizing"}  # fmt: skip


def thank_you_card(said: str) -> str | None:
    """The thank-you card ``said`` asks for, for a named person or child, or None."""
    if asked_for(said, _KIND) is None:
        return None
    role_found = re.search(rf"\b{_ROLE}\b", said, re.IGNORECASE)
    person = _person(said)
    kid = _kid(said)
    if not person and not kid:
        return None  # no one named: the message writers and the stock lines fit as well
    role = _ROLES.get(role_found[0].lower(), "") if role_found else ""
    if not role and re.match(r"(?:coach|nurse|sister|schwester)\b", person, re.I):
        role = "nurse" if not person.lower().startswith("coach") else "coach"
    de = german(said)
    sign, many = senders(said, "de" if de else "en")
    we = many or re.search(r"\b(?:we|our|us|wir|unsere?[mnrs]?|uns)\b", said, re.I) is not None
    period = next(
        ((d if de else e) for p, e, d in _PERIOD if re.search(rf"\b(?:{p})", said, re.I)), ""
    )
    if de:
        return _german(person, kid, role, period, we, sign, _reason_de(said))
    why = _reason(said)
    name = re.sub(r"^(Mrs|Mr|Ms|Dr)\b\.?", r"\1.", re.sub(r"^Herrn?\b", "Mr", person))
    name = re.sub(r"^(?:Frau)\b", "Mrs.", name)
    lines = [f"Dear {name}," if name else "Dear all,"]
    me = "we" if we else "I"
    when = f" {period}" if period else ""
    if role == "teacher":
        lines.append(f"Thank you so much for everything you've done for {kid or 'us'}{when}.")
        lines.append(
            "Your patience and encouragement have made a real difference"
            + (f", and it has been a joy to see {kid} grow in confidence." if kid else ".")
        )
    elif role == "coach":
        lines.append(f"Thank you so much for all your time, energy and encouragement{when}.")
        lines.append(f"{kid} has loved every training and every match, and it shows." if kid
                     else f"{me.capitalize()} really appreciate everything you put into the team.")  # fmt: skip
    elif role == "nurse":
        lines.append(f"Thank you so much {why or 'for all the care and kindness you have shown'}.")
        lines.append(f"It meant more to {'us' if we else 'me'} than words can say.")
    elif role == "neighbour":
        lines.append(f"Thank you so much {why or 'for being such a wonderful neighbour'}{when}.")
        lines.append(f"{'We are' if we else 'I am'} lucky to have neighbours like you.")
    else:
        lines.append(f"Thank you so much {why or 'for everything'}{when}.")
        lines.append(f"It meant a lot to {'us' if we else 'me'}.")
    if why and role in ("teacher", "coach"):
        lines.insert(2, f"Thank you especially {why}.")
    lines.append(
        f"With warm thanks,\n{sign or (kid + ' and [Your name]' if kid else '[Your name]')}"
    )
    return "Here's a text for the card:\n\n\"" + "\n".join(lines) + '"'


def _person(said: str) -> str:
    """The person thanked: "Mrs. Keller", "Coach Mike" → "Mike", "our neighbour tom" → "Tom"."""
    for found in _TITLED.finditer(said):
        if found["n"].lower() not in _NOT_NAME:
            title = found["t"].lower()
            if title in ("coach", "nurse", "sister", "schwester"):
                return named(found["n"])
            return named(
                f"{found['t']} {found['n']}".replace("herrn", "herr").replace("Herrn", "Herr")
            )
    for found in _ROLE_NAME.finditer(said):
        word = found["n"].lower()
        if (
            word not in _NOT_NAME
            and not re.fullmatch(_ROLE, word, re.I)
            and not re.fullmatch(_KID, word, re.I)
        ):
            if found["the"] and word.endswith("s"):  # "our neighbours the jacksons"
                return f"{named(found['n'][:-1])} family"
            return named(found["n"])
    return ""


def _kid(said: str) -> str:
    for found in _CHILD.finditer(said):
        word = (found["kid"] or found["kid2"] or "").lower()
        if (
            word
            and word not in _NOT_NAME
            and not re.fullmatch(_KID, word)
            and not re.fullmatch(_ROLE, word)
        ):
            if found["kid2"] and said[
                max(0, found.start() - 12) : found.start()
            ].lower().strip().endswith(("my", "our")):
                continue  # "my son's teacher": no name
            return named(word)
    return ""


def _reason(said: str) -> str:
    """ "for watering the plants while we were away"; "who looked after my dad" → "for
    looking after my dad"."""
    for found in _REASON.finditer(said):
        if found["why"]:
            why = found["why"].strip()
            if re.match(r"(?:the|your)\s+(?:card|note|message|teacher|coach)\b", why, re.I):
                continue
            return "for " + re.sub(r"\b(?:him|her|them)\b", "you", why)
        verb, _, rest = found["did"].partition(" ")
        ing = _ING.get(verb.lower()) or (verb[:-2] + "ing" if verb.lower().endswith("ed") else "")
        if ing:
            return f"for {ing} {rest}".strip()
    return ""


def _reason_de(said: str) -> str:
    """ "fürs blumengießen" → "fürs Blumengießen", "für das füttern der katze" → "für das
    Füttern der Katze"."""
    found = re.search(r"\b(?P<for>f(?:ü|ue)rs|f(?:ü|ue)r (?:das|die|den|deine|ihre|eure)(?= \w+(?:en|ung|e|ilfe)\b))\s+"
                      r"(?P<what>[\wäöüß-]+(?:\s+(?:der|die|das|den|dem|des|von|im|in|mit)\s+[\wäöüß-]+)?)",
                      said, re.IGNORECASE)  # fmt: skip
    if found is None:
        return ""
    words = [w if w.lower() in ("der", "die", "das", "den", "dem", "des", "von", "im", "in", "mit")
             else w[:1].upper() + w[1:] for w in found["what"].split()]  # fmt: skip
    return f"{found['for'].lower().replace('fuer', 'für')} {' '.join(words)}"


def _german(person: str, kid: str, role: str, period: str, we: bool, sign: str, why: str) -> str:
    formal = re.match(r"(?:frau|herr|herrn|dr|mrs|mr|ms)\b", person, re.I) is not None
    name = re.sub(r"^(?:Mrs|Ms)\.?", "Frau", re.sub(r"^(?:Mr|Herrn)\.?", "Herr", person))
    female = name.startswith("Frau") or re.search(
        r"(?:a|e|ie|ine)$", name.split()[-1] if name else ""
    )
    dear = ("Liebe" if female else "Lieber") if name else "Liebe alle"
    hello = f"{dear} {name}," if name else "Liebe alle,"
    you = {"dir": "Ihnen", "du": "Sie", "hast": "haben", "dein": "Ihr", "deine": "Ihre"} if formal \
        else {"dir": "dir", "du": "du", "hast": "hast", "dein": "dein", "deine": "deine"}  # fmt: skip
    wir = "wir" if we else "ich"
    uns = "uns" if we else "mich"
    when = f" {period}" if period else ""
    lines = [hello]
    if role in ("teacher", "coach") and kid:
        lines.append(f"vielen Dank für alles, was {you['du']}{when} für {kid} getan {you['hast']}!")
        lines.append(
            f"{you['deine'].capitalize()} Geduld und {you['dein']} Engagement haben viel bewirkt – "
            f"{kid} {'ist so gern zu ' + ('Ihnen' if formal else 'dir') + ' gekommen' if role == 'teacher' else 'hatte so viel Freude beim Training'}."
        )
    elif why:
        lines.append(f"vielen Dank {why}{when}!")
        lines.append(f"Das hat {uns} sehr viel bedeutet.")
    elif role == "nurse":
        lines.append(f"vielen Dank für {you['deine']} Fürsorge und {you['deine']} Geduld{when}!")
        lines.append(f"Das hat {uns} mehr bedeutet, als Worte sagen können.")
    elif role == "neighbour":
        lines.append(f"vielen Dank für {you['deine']} Hilfe{when}!")
        lines.append(f"{'Wir sind' if we else 'Ich bin'} froh, so tolle Nachbarn zu haben.")
    else:
        lines.append(f"vielen Dank für alles{when}!")
        lines.append(f"Das hat {uns} sehr viel bedeutet.")
    closing = "Herzliche Grüße" if formal else "Liebe Grüße"
    lines.append(f"{closing}\n{sign or (kid + ' und [Dein Name]' if kid else '[Dein Name]')}")
    text = "\n".join(lines)
    if wir == "wir":
        text = text.replace("Das hat mich", "Das hat uns")
    return f"So könnte die Karte lauten:\n\n„{text}“"
