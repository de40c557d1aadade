"""A note for a babysitter or a house-sitter as a list to scan, not the user's words in one line:
"write a note for the babysitter: kids are mia (6) and leo (3), bedtime 7:30 for leo and 8 for
mia, leo is allergic to peanuts, pizza in the freezer, my number is 0171 555 1234, no screens
after 7". Every detail the user gives is one line under its heading (the kids, allergies and
medicine first and marked, bedtimes, food, rules, pets, the house, phone numbers); nothing is
added but a thank-you. English or German. "write down my babysitter's number" is a memory, not
a note (:func:`brain.llm.tiny_details.asked_for`). Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, clauses, days_named, german, phones
from brain.llm.tiny_reported import said_part
from brain.llm.tiny_tidy import tidied

_SITTER = (
    r"(?:baby[- ]?sit+er\w*|sit+er|nanny|house[- ]?sitter|pet[- ]?sitter|dog[- ]?sitter|cat[- ]?sitter"
    r"|childminder|tagesmutter|kinderbetreuung|au[- ]pair|grandparents|grandma|grandpa|oma|opa"
    r"|haussitter\w*|katzensitter\w*|hundesitter\w*)"
)
_KIND = re.compile(
    rf"\b(?:{_SITTER}\s+)?(?:notes?|list|instructions|info|infos|cheat ?sheet|rundown|guide|zettel"
    r"|notiz(?:en)?|liste|anleitung|hinweise|checklist|checkliste|briefing)\b",
    re.IGNORECASE,
)
_FOR_SITTER = re.compile(rf"\b{_SITTER}\b", re.IGNORECASE)
_HEADINGS = {
    "en": {"kids": "Kids", "allergy": "⚠️ ALLERGIES & MEDICAL (important!)", "bed": "Bedtime",
           "food": "Food", "rules": "Rules", "pets": "Pets", "house": "House",
           "phone": "Phone numbers", "other": "Also"},
    "de": {"kids": "Kinder", "allergy": "⚠️ ALLERGIEN & MEDIZIN (wichtig!)", "bed": "Schlafenszeit",
           "food": "Essen", "rules": "Regeln", "pets": "Tiere", "house": "Wohnung",
           "phone": "Telefonnummern", "other": "Sonst noch"},
}  # fmt: skip
_SORTS = (
    ("rules", re.compile(
        r"^(?:no|not|don'?t|dont|never|only|max|maximum|kein\w*|nicht|nur|bitte nicht|nie)\b(?!\s+nuts)",
        re.I)),
    ("kids", re.compile(
        r"\b(?:kids?|children|child|twins|baby|toddler|the boys|the girls|kinder|kind|zwillinge)\b",
        re.I)),
    ("allergy", re.compile(
        r"\b(?:\w*all?er?g\w*|epi-?pen\w*|anaphyla\w*|asthma|inhaler|medicine|medication|meds|diabet\w*"
        r"|insulin|nut[- ]free|no nuts|gluten|lactose|seizure\w*|medikament\w*|notfall\w*|spray"
        r"|laktose|inhalier\w*|tabletten|fieber\w*|nuts?|dairy|intoleran\w*|can'?t have|cannot have"
        r"|must not (?:eat|have)|darf kein\w*|unvertr(?:ä|ae)glich\w*)\b", re.I)),
    ("phone", re.compile(r"\d[\d ()/.-]{5,}\d")),
    ("bed", re.compile(
        r"\b(?:bed\w*|sleep\w*|nap\w*|lights out|schl(?:a|ä|ae)f\w*|bett\w*|ins bett|mittagsschlaf)\b",
        re.I)),
    ("food", re.compile(
        r"\b(?:dinner|lunch|breakfast|snacks?|food|eat|eats|fridge|freezer|pizza|pasta|meal|milk"
        r"|bottle|oven|microwave|essen|k(?:ü|ue)hlschrank|abendessen|gefrier\w*|fl(?:ä|ae)schchen"
        r"|mittagessen|fr(?:ü|ue)hst(?:ü|ue)ck|brot|obst|fruit|juice|saft|cook)\b", re.I)),
    ("pets", re.compile(
        r"\b(?:cat|cats|dog|dogs|puppy|kitten|(?:the|our|my) fish|hamster|rabbit|bird|litter|walks? (?:him|her|the|\w+"
        r" (?:twice|once|every|in the|at|after))|vet"
        r"|katze\w*|hund\w*|gassi|f(?:ü|ue)tter\w*|futter|feed the (?:cat|dog|fish))\b", re.I)),
    ("rules", re.compile(
        r"^(?:no|not|don'?t|dont|never|only|max|maximum|kein\w*|nicht|nur|bitte nicht|nie)\b"
        r"|\b(?:screens?|tv|ipad|tablet|sweets|candy|phone time|allowed|not allowed|fernseh\w*"
        r"|s(?:ü|ue)(?:ß|ss)igkeiten|handy|darf|d(?:ü|ue)rfen|erlaubt)\b", re.I)),
    ("house", re.compile(
        r"\b(?:plants?|water (?:the )?(?:plants|garden)|bins?|trash|rubbish|recycling|wifi|wi-fi"
        r"|password|key|keys|alarm|door|lock|heating|thermostat|mail|post|pflanzen|gie(?:ß|ss)\w*"
        r"|m(?:ü|ue)ll|wlan|passwort|schl(?:ü|ue)ssel|t(?:ü|ue)r|heizung|briefkasten|fenster"
        r"|windows?|lights?)\b", re.I)),
)  # fmt: skip
_LABEL = re.compile(
    r"^(?:\w+\s+)?(?:numbers?|nummern?|contacts?|kontakte?|phones?|telefon\w*|handy\w*|emergency"
    r"|notfall\w*|in an emergency|im notfall)$",
    re.IGNORECASE,
)
_KID = re.compile(
    r"\b(?P<name>[A-Za-zÄÖÜäöüß][a-zäöüß]{1,15})\s*(?:\(\s*(?P<age>\d{1,2})\s*\)|,?\s+(?:is\s+|ist\s+)?"
    r"(?P<age2>\d{1,2})(?:\s*(?:years?|yrs|y/?o|jahre?)(?:\s+old|\s+alt)?)?(?![\d:.]|\s*(?:pm|am"
    r"|uhr|h)\b))",
    re.IGNORECASE,
)
_NOT_KID = frozenset(
    """bed bedtime by at until till to and und is are kids children kinder the my our ages age
    aged at um ab bis around about after before from for in on of with sleeps sleep nap at
    are sind ist heißen named called both""".split()  # noqa: SIM905 (a word list)
)
_MINE = re.compile(
    r"^(?:(?:you can )?(?:call|text|reach)\s+(?:me|us)\s+(?:at|on)?\s*|my (?:number|cell|mobile"
    r"|phone)(?: number)?(?: is)?:?\s*|meine (?:nummer|handynummer)(?: ist)?:?\s*|mich erreichst du"
    r"(?: unter)?\s*|ruf mich an(?: unter)?\s*|me:\s*)",
    re.IGNORECASE,
)


def sitter_note(said: str) -> str | None:
    """The note for the sitter ``said`` asks for, or None."""
    if not _FOR_SITTER.search(said):
        return None
    kind = asked_for(said, _KIND)
    if kind is None:
        return None
    language = "de" if german(said) else "en"
    rest = said[kind.end() :]
    colon = re.search(r":\s", rest[:80])
    if colon is not None and not re.search(r"\d", rest[: colon.start()]):
        rest = rest[colon.end() :]  # "note for grandma who's babysitting saturday: lily is 5, …"
    rest = re.sub(
        rf"^\W*(?:(?:for|to|f(?:ü|ue)r|an)\s+(?:the|our|my|a|die|den|unsere[nr]?|meine[nr]?|unser"
        rf"|mein)?\s*{_SITTER}\b(?:\s+(?:tonight|today|this (?:evening|weekend)|heute(?: abend)?))?)?\W*",
        "",
        rest,
        flags=re.IGNORECASE,
    )
    items = [
        p
        for p in clauses(rest)
        if p and not re.fullmatch(r"(?:pls|please|bitte|thanks|danke)", p, re.I)
    ]
    for index in range(len(items) - 2, -1, -1):  # "dinner: pasta in the fridge" is one line
        label = (
            _LABEL.search(items[index]) and not phones(items[index]) and phones(items[index + 1])
        )
        if (len(items[index].split()) == 1 or label) and not _KID.search(items[index]):
            items[index : index + 2] = [f"{items[index]}: {items[index + 1]}"]
    if len(items) < 2:
        return None  # too little told to list: the message writer's
    if any(said_part(p, language) is None for p in items):
        return None  # "…, sag ihr, sie soll …": an instruction not turned into the note's words
    pet = _pet_name(said)
    kids = [(m["name"], m["age"] or m["age2"]) for p in items for m in _KID.finditer(p)
            if m["name"].lower() not in _NOT_KID and not _PET.search(p)]  # fmt: skip
    names = {name.lower() for name, _age in kids}
    sorted_items: dict[str, list[str]] = {key: [] for key in _HEADINGS["en"]}
    last = ""
    for item in items:
        if (
            kids
            and any(f"{n}" in item.lower() for n in names)
            and _KID.search(item)
            and not any(p.search(item) for key, p in _SORTS if key not in ("phone", "kids"))
        ):
            continue  # "kids are mia (6) and leo (3)": listed by name below
        sort = next((key for key, pattern in _SORTS if pattern.search(item)), "other")
        first = item.split()[0].lower() if item.split() else ""
        if sort == "other" and last and first in names and re.search(r"\d", item):
            sort = last  # "noah in bed by 7, emma by 8:30": emma's bedtime too
        if (
            not kids
            and sort in ("other", "food", "allergy")
            and _PET.search(said)
            and _CARE.search(item)
        ):
            sort = "pets"  # "feed her twice a day" for the cat, when no child is told of
        last = sort
        sorted_items[sort].append(
            _line(item, sort, names | ({pet.lower()} if pet else set()), language)
        )
    sorted_items["kids"][:0] = [f"{name.capitalize()} ({age})" for name, age in kids]
    heads = _HEADINGS[language]
    order = ("kids", "allergy", "bed", "food", "rules", "pets", "house", "phone", "other")
    blocks = []
    for key in order:
        if sorted_items[key]:
            mark = "⚠️ " if key == "allergy" else "• "
            blocks.append(
                heads[key] + "\n" + "\n".join(f"{mark}{line}" for line in sorted_items[key])
            )
    who = (
        " and ".join(n.capitalize() for n, _a in kids)
        if language == "en"
        else " und ".join(n.capitalize() for n, _a in kids)
    )
    if language == "de":
        hello = (
            f"Hallo! Danke, dass du auf {who} aufpasst."
            if who or not (_house(said) or pet or _PET.search(said))
            else f"Hallo! Danke, dass du dich um {pet or 'alles'} kümmerst."
        )
        hello = hello.replace("auf  aufpasst", "auf die Kinder aufpasst")
        bye = "Bei Fragen jederzeit melden. Danke dir!"
        intro = "Hier ist dein Zettel für die Betreuung:"
    else:
        hello = f"Hi! Thanks so much for looking after {who or pet or _cared_for(said)}."
        bye = "If anything comes up, just get in touch. Thank you!"
        intro = "Here's a note for the sitter:"
    return f"{intro}\n\n{hello}\n\n" + "\n\n".join(blocks) + f"\n\n{bye}"


def _cared_for(said: str) -> str:
    """Whom or what a sitter looks after when no child is named."""
    if re.search(r"\bdog[- ]?sitter", said, re.I):
        return "the dog"
    if re.search(r"\bcat[- ]?sitter", said, re.I):
        return "the cat"
    if re.search(r"\bpet[- ]?sitter", said, re.I):
        return "our pets"
    if _house(said) or not re.search(
        r"\b(?:baby|kids?|children|child|nanny|childminder)", said, re.I
    ):
        return "the place" if _house(said) or _PET.search(said) else "everything"
    return "the kids"


def _house(said: str) -> bool:
    return re.search(r"\b(?:house[- ]?sitter|pet[- ]?sitter|dog[- ]?sitter|cat[- ]?sitter|haussitter"
                     r"|katzensitter|hundesitter)\w*\b", said, re.I) is not None  # fmt: skip


_PET = re.compile(
    r"\b(?:cats?|dogs?|puppy|kitten|bunny|rabbit|hamster|guinea pig|katzen?|kater|hund|hündin"
    r"|hase|kaninchen|meerschweinchen)\b",
    re.IGNORECASE,
)
_CARE = re.compile(
    r"\b(?:feed\w*|scoops?|pills?|meds|medicine|she|her|he|him|his|litter|walk\w*|f(?:ü|ue)tter\w*"
    r"|futter|tablette\w*|napf|gassi)\b",
    re.IGNORECASE,
)
_PET_NAMED = re.compile(
    r"\b(?:cat|dog|puppy|kitten|rabbit|katze|kater|hund|hündin)\s+(?:is\s+called|is\s+named|called"
    r"|named|hei(?:ß|ss)t)\s+(?P<a>[a-zäöüß][\w-]*)|\b(?:our|my|unsere?|meine?)\s+(?:cat|dog|katze"
    r"|kater|hund)\s+(?P<b>(?!sitter|is\b|ist\b|needs\b|gets\b|braucht\b|bekommt\b|frisst\b|eats\b)"
    r"[a-zäöüß][\w-]*)(?=\s*(?:[:,;.]|$|\s(?:is|has|needs|gets|eats|ist|hat|braucht|frisst)\b))|\b(?P<c>(?!(?:for|f(?:ü|ue)r|to|with|an|feed|walk|brush|let|give|take|check|pet|füttere?)\b)[a-zäöüß][\w-]*)\s+(?:the|our|unsere?)\s+"
    r"(?:cat|dog|katze|kater|hund)\b(?=\s*(?:[:,;.]|$|\s(?:is|has|needs|gets|ist|hat|braucht)\b))",
    re.IGNORECASE,
)


def _pet_name(said: str) -> str:
    """The pet's name as told ("the cat is called Pixel", "our cat pixel", "Pixel the cat")."""
    found = _PET_NAMED.search(said)
    if found is None:
        return ""
    name = found["a"] or found["b"] or found["c"]
    if name.lower() in ("and", "und", "is", "ist", "has", "hat", "with", "mit", "needs"):
        return ""
    return name[:1].upper() + name[1:]


def _line(item: str, sort: str, names: set[str], language: str) -> str:
    """One detail as a line: names capitalised, "my number is …" as "Me: …", "tell her to
    lock up" as "Could you lock up?"."""
    if spoken := said_part(item, language):
        return spoken.removesuffix(".")
    line = days_named(item.strip())
    if names:
        line = re.sub(
            r"\b(" + "|".join(map(re.escape, names)) + r")\b",
            lambda m: m[1].capitalize(),
            line,
            flags=re.IGNORECASE,
        )
    if sort == "phone" and (mine := _MINE.match(line)) is not None:
        line = f"{'Ich' if language == 'de' else 'Me'}: {line[mine.end() :]}"
    if sort == "phone":
        numbers = phones(line)
        if len(numbers) > 1:  # "call me 0176 … or my husband 0176 …"
            parts = re.split(r"\s+(?:or|oder|and|und)\s+", line)
            line = "\n• ".join(_line(p, "phone", names, language) for p in parts)
        elif not re.search(r":\s*\S", line) and numbers:
            at = line.rfind(numbers[0])
            head = re.sub(
                r"\s+(?:on|at|is|unter|ist|->)\s*$", "", line[:at].rstrip(" ,-"), flags=re.I
            )
            verb = re.fullmatch(
                r"(?:call|text|ring|phone|ruf\w*|schreib\w*)(?: \w+)?", head.strip(), re.I
            )
            rest = line[at + len(numbers[0]) :]
            line = line if verb or not head.strip() else f"{head}: {numbers[0]}{rest}"
    line = re.sub(r"^i\b", "I", line)
    line = re.sub(
        r"\b(mrs|mr|ms|dr|frau|herr)\.?\s+([a-zäöü]\w+)",
        lambda m: f"{m[1].capitalize()} {m[2].capitalize()}",
        line,
        flags=re.I,
    )
    if language == "de" and sort != "phone":
        line = tidied(line, "de", first=True, as_said=True).rstrip(".")
        line = re.sub(
            r"\bam tag\b",
            "am Tag",
            re.sub(r"\bwlan[ -]passwort\b", "WLAN-Passwort", line, flags=re.I),
        )
        line = re.sub(
            r"\b(kein\w*)\s+([a-zäöü])", lambda m: f"{m[1]} {m[2].upper()}", line, flags=re.I
        )
    return line[:1].upper() + line[1:]
