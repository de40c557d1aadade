"""What the detail writers of :mod:`brain.llm.tiny_written` share: the person a text is for
("my brother tom" → Tom, "my neighbour mrs keller" → Mrs. Keller, "meine nachbarin frau
keller" → Frau Keller, "the dentist" → a practice greeted politely), the greeting and closing
that fit them, and one of the user's clauses written as a sentence of the text (their words
kept: "cant make friday dinner" → "can't make Friday dinner", "wegen dem wasserschaden im bad"
→ "wegen dem Wasserschaden im Bad"). Used by :mod:`brain.llm.tiny_plan_text`,
:mod:`brain.llm.tiny_flyer`, :mod:`brain.llm.tiny_sorry_note` and :mod:`brain.llm.tiny_report`."""

from __future__ import annotations

import re
from dataclasses import dataclass

from brain.llm.tiny_details import days_named, named
from brain.llm.tiny_german import nouns_capitalised
from brain.llm.tiny_tidy import tidied

LEAD = (
    r"^\W*(?:(?:hey|hi|hallo|hello|ok|okay|so|eddie|pls|please|plz|bitte|quick|kurz|mal)\W+)*"
    r"(?:(?:can|could|would) (?:you|u)\s+(?:please\s+|pls\s+)?|(?:kannst|k(?:ö|oe)nntest) du\s+(?:mir\s+)?"
    r"(?:bitte\s+|mal\s+)*|(?:i|we) (?:need|want)(?: you to)?\s+|need\s+|ich (?:brauche|m(?:ö|oe)chte)\s+)?"
)
"""The words before a request ("hey can you", "kannst du mir bitte")."""
_REL = (
    r"brother|sister|mum|mom|mother|dad|father|friend|best friend|buddy|mate|neighbou?r|landlord"
    r"|landlady|boss|manager|colleague|coworker|co-worker|cousin|aunt|uncle|grandma|grandpa|son"
    r"|daughter|husband|wife|partner|boyfriend|girlfriend|flatmate|roommate|teacher|coach"
    r"|teammate|team mate|team lead|supervisor|client|mentor|tutor|bruder"
    r"|schwester|mama|papa|mutter|vater|freundin|freund|beste[nr]? freund(?:in)?|kumpel"
    r"|nachbar(?:in|n)?|vermieter(?:in)?|chef(?:in)?|kolleg(?:in|en|e)|cousine?|tante|onkel|oma"
    r"|opa|sohn|tochter|mann|partner(?:in)?|mitbewohner(?:in)?|lehrer(?:in)?|trainer(?:in)?"
)
_PRACTICE = (
    r"dentist|doctor|doctor'?s office|gp|surgery|clinic|practice|salon|hairdresser|barber|vet"
    r"|physio|office|garage|zahnarzt(?:praxis)?|arzt(?:praxis)?|[äa]rztin|praxis|friseur(?:in)?"
    r"|tierarzt|physiotherapeut(?:in)?|werkstatt|b(?:ü|ue)ro"
)
_PERSON = re.compile(
    r"^(?:(?:to|for|an|f(?:ü|ue)r)\s+)?(?:(?:my|our|the|meine[nmr]?|unsere[nmr]?|mein|unser|die|den"
    rf"|der|dem)\s+)?(?:(?P<rel>{_REL})\b\s*,?\s*)?(?:(?P<title>mr|mrs|ms|miss|dr|herrn?|frau)\.?\s+)?"
    r"(?P<name>(?!(?:and|und|that|dass|about|wegen|for|f(?:ü|ue)r)\b)[a-zäöüß][\w'-]*(?:\s+(?-i:[A-ZÄÖÜ])"
    r"[\w'-]+)?)?$",
    re.IGNORECASE,
)
_PRACTICE_WHO = re.compile(
    rf"^(?:(?:to|for|an|f(?:ü|ue)r)\s+)?(?:(?:my|our|the|meine[nmr]?|unsere[nmr]?|mein|unser|die|den"
    rf"|der|dem|beim?)\s+)?(?P<what>{_PRACTICE})$",
    re.IGNORECASE,
)


_ROLE_WORD = re.compile(
    r"(?:trainer\w*|lehrer\w*|arzt|ärztin|chef\w*|team|gruppe|group|chat|club|verein|klasse|class"
    r"|eltern|parents|everyone|all|alle|guys|leute|company|firma|gym|studio)$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Person:
    """Whom a text is for: the name to greet (may be ""), whether by title and surname, and
    whether it is a practice or an office (greeted politely, no name)."""

    name: str
    formal: bool
    practice: bool = False


def person(said: str, de: bool) -> Person | None:
    """The person ``said`` names ("my brother tom", "frau keller", "the dentist"), or None
    when it names none (a place, a sentence)."""
    said = said.strip(" ,.")
    if _PRACTICE_WHO.match(said):
        return Person("", True, True)
    found = _PERSON.match(said)
    if found is None or not (found["rel"] or found["name"]):
        return None
    rel = (found["rel"] or "").lower()
    if rel == "frau" or ((found["title"] or "").lower() == "frau" and not found["name"]):
        return None if not found["name"] else Person(named(found["name"]), False)
    if found["title"]:
        if not found["name"]:
            return None
        title = found["title"].lower()
        shown = {"herr": "Herr", "herrn": "Herr", "frau": "Frau"}.get(title)
        shown = shown or (title.capitalize() + ("" if de else "."))
        return Person(f"{shown} {named(found['name'].split()[0])}", True)
    if not found["name"]:
        return Person("", rel in ("landlord", "landlady", "vermieter", "vermieterin"))
    words = found["name"].split()
    if len(words) > 2 or _ROLE_WORD.search(words[0]):
        return None  # "schwimmtrainer", "the team chat": no name to greet by
    return Person(named(found["name"]), False)


def hello(who: Person, de: bool) -> str:
    """ "Hi Tom,", "Dear Mrs. Keller,", "Hallo Tom,", "Liebe Frau Keller,", "Hello,"."""
    if de:
        if who.name.startswith("Frau "):
            return f"Liebe {who.name},"
        if who.name.startswith("Herr "):
            return f"Lieber {who.name},"
        if who.formal and not who.name:
            return "Guten Tag,"
        return f"Hallo {who.name}," if who.name else "Hallo,"
    if who.formal and who.name:
        return f"Dear {who.name},"
    if who.formal:
        return "Hello,"
    return f"Hi {who.name}," if who.name else "Hi,"


def sentence(part: str, de: bool, *, to_them: bool = True) -> str:
    """One of the user's clauses as a sentence of the text: their words, tidied, nouns
    capitalised in German, "her bathroom" → "your bathroom" when written to her."""
    part = part.strip(" ,.;")
    if not part:
        return ""
    if de:
        text = tidied(part, "de", first=True, as_said=True)
        text = nouns_capitalised(text[:1].lower() + text[1:])
        text = re.sub(
            r"\b(euro|uhr|woche|wochen|tag|tage|tagen|monat|monate|monaten|jahr|jahre|stunde|stunden)\b",
            lambda m: m[1].capitalize(),
            text,
        )
        text = _ADJECTIVE.sub(lambda m: m[1] + m[2].lower(), places(text))
        return text[:1].upper() + text[1:]
    text = tidied(part, "en", first=True, as_said=not to_them)
    return places(days_named(text))


_ADJECTIVE = re.compile(
    r"\b((?:der|die|das|dem|den|des|ein|eine|einen|einem|einer|im|am|zum|zur|vom|beim)\s+)"
    r"([A-ZÄÖÜ][a-zäöüß]+(?:en|e|er|es|em))(?=\s+[A-ZÄÖÜ][a-zäöüß])"
)
"""An adjective between an article and its noun, capitalised as if a noun ("der Kaputten
Straßenlaterne" → "der kaputten Straßenlaterne")."""
_STREET = re.compile(
    r"\b(?P<n>\d+[a-z]?\s+)(?P<street>(?:[a-zäöüß][\w'-]*\s+){0,2}(?:street|st|road|rd|avenue|ave|lane"
    r"|ln|way|drive|dr|close|crescent|place|square|court|terrace|boulevard|blvd))\b"
    r"|\b(?P<en>(?:[a-z][\w'-]*\s+){1,2}(?:street|road|lane|avenue|way|drive|close))(?P<enr>\s+\d+[a-z]?)\b"
    r"|\b(?P<de>[a-zäöüß][\w-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer))"
    r"(?P<nr>\s+\d+[a-z]?)\b",
    re.IGNORECASE,
)


def places(text: str) -> str:
    """Street addresses written as addresses: "12 elm street" → "12 Elm Street",
    "gartenstraße 12" → "Gartenstraße 12"."""

    def shown(found: re.Match[str]) -> str:
        if found["en"]:
            words = [w for w in found["en"].split() if w.lower() not in ("the", "on", "at", "in")]
            lead = found["en"][: found["en"].lower().find(words[0].lower())]
            return lead + " ".join(w[:1].upper() + w[1:] for w in words) + found["enr"]
        if found["de"]:
            return found["de"][:1].upper() + found["de"][1:] + found["nr"]
        return found["n"] + " ".join(w[:1].upper() + w[1:] for w in found["street"].split())

    return _STREET.sub(shown, text)


def quoted(intro: str, lines: list[str], de: bool) -> str:
    """The text under its one-line introduction, in the quotes of its language."""
    body = "\n".join(line for line in lines if line is not None)
    return f"{intro}\n\n„{body}“" if de else f'{intro}\n\n"{body}"'
