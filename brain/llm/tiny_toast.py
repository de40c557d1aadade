"""A toast written round what the user tells of the people: their names and a story ("a short toast
for my parents' anniversary, anna and tom, they met at a bus stop in the rain", "birthday toast
for my dad peter, he once drove 8 hours to see me play", "trinkspruch zum hochzeitstag meiner
eltern anna und tom, sie haben sich an einer bushaltestelle im regen kennengelernt"). The names
and the story are kept as said; a number of years only when given. A toast with neither names
nor a story keeps its stock lines (:mod:`brain.llm.tiny_ideas`); a question about toast or a
toaster ("how long do i toast bread") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, german, named

_TOAST = re.compile(
    r"\b(?:toast|trinkspruch|tischrede|(?:kurze\s+)?rede\s+(?:zu[mr]?|f(?:ü|ue)r))\b(?!\s+(?:the|my|some"
    r"|bread|brot)\b)",
    re.IGNORECASE,
)
_NOT_ASKED = re.compile(
    r"^\W*(?:how|what|why|when|which|is|are|does|do|can i|should i|wie|was|warum|welche\w*)\b"
    r"(?!.*\b(?:write|draft|schreib\w*|formulier\w*)\b)|\btoaster\b|\btoast(?:ed|ing)?\s+(?:the\s+)?"
    r"(?:bread|brot|bagel)",
    re.IGNORECASE,
)
_OCCASIONS = (
    ("anniversary", re.compile(r"\b(?:anniversary|hochzeitstag|jahrestag|jubiläum)\b", re.I)),
    ("wedding", re.compile(r"\b(?:wedding|hochzeit|trauung)\b", re.I)),
    ("retirement", re.compile(r"\b(?:retir\w*|ruhestand\w*|rente|pension|pensionierung)\b", re.I)),
    ("birthday", re.compile(r"\b(?:birthday|bday|geburtstag|\d{1,3}(?:st|nd|rd|th)\b|turn(?:s|ing)"
                            r" \d{1,3}\b|wird \d{1,3}\b|zum \d{1,3}\.)", re.I)),
)  # fmt: skip
_FAMILY = (
    r"(?:mum|mom|dad|mother|father|grandma|grandpa|granny|nan|sister|brother|aunt|uncle|cousin"
    r"|friend|best friend|husband|wife|partner|boss|colleague|son|daughter|mama|papa|oma|opa"
    r"|schwester|bruder|tante|onkel|freundin|freund|mann|frau|sohn|tochter|kollegin|kollege)"
)
_NAME = r"(?!(?:and|und|the|my|our|they|she|he|who|for|to|on|at|in|mit)\b)[a-zäöüß][\w-]{1,20}"
_NAMES = (
    re.compile(rf"\b(?:(?:her|his|their)\s+names?\s+(?:is|are)|(?:she|he)(?:'s|\s+is)\s+called"
               rf"|(?:sie|er)\s+hei(?:ß|ss)t)\s+(?P<a>{_NAME})(?:\s+(?:and|&|und)\s+(?P<b>{_NAME}))?"
               rf"(?=\s*(?:[,:;.!-]|$|\b(?:and|und)\b))", re.I),
    re.compile(rf"(?:^|[,:;]\s*|\b(?:for|to|of|von|für|fuer|parents|eltern|grandparents|großeltern"
               rf"|friends|freunde)\s+)(?P<a>{_NAME})\s+(?:and|&|und)\s+"
               rf"(?P<b>{_NAME})(?=\s*(?:[,:;.!-]|$|\b(?:who|they|sie|die)\b|'s?\s))", re.I),
    re.compile(rf"\b(?P<a>{_NAME})(?:'s|s')\s+(?:\d+\w*\s+)?(?:wedding|birthday|bday|anniversary)"
               rf"(?:\s+(?:to|with)\s+(?P<b>{_NAME}))?", re.I),
    re.compile(rf"\b(?:my|our|meine[mnrs]?|unsere[mnrs]?)\s+{_FAMILY}\s+(?P<a>{_NAME})(?!\s+(?:and|und)\b)"
               r"(?=\s*(?:[,:;.!-]|$|'s?\s|\b(?:who|he|she|er|sie)\b))", re.I),
)  # fmt: skip
_NOT_NAMED = frozenset(
    """birthday wedding anniversary toast party dinner parents eltern friends freunde family
    familie everyone dad mum mom grandma grandpa oma opa papa mama retirement years jahre
    short quick little nice funny kurze kurzen kleine schöne hochzeitstag geburtstag hochzeit
    trinkspruch rede some""".split()  # noqa: SIM905 (a word list)
)
_STORY = re.compile(
    r"^(?:(?:and|also|plus|und|auch)\s+)?(?:they|he|she|we|you|sie|er|wir|die beiden|both|beide)"
    r"(?:'ve|'re|'s)?\s+(?!(?:are|is|turns?|wird|werden)\s+\d)(?!want|need|möchte|will\b)\w+",
    re.IGNORECASE,
)
_NTH = re.compile(r"\b(?P<n>\d{1,3})(?:st|nd|rd|th)\b|\bzum\s+(?P<m>\d{1,3})\.", re.IGNORECASE)
"""A birthday said by its number alone ("my sister's 40th", "zum 50.")."""
_AND_THEY = re.compile(r"\s+(?:and|und)\s+(?=(?:he|she|they|er|sie)\b)", re.IGNORECASE)
"""Where a told clause follows a name in one breath ("his name is peter and he loves …")."""
_ONLY_YEARS = re.compile(
    r"\b(?:been (?:married|together)|(?:married|together) for|verheiratet|zusammen seit|turns?"
    r"|wird|werden)\b",
    re.IGNORECASE,
)
"""A clause that only counts the years ("they've been married for 25 years"): no story."""
_YEARS = re.compile(r"\b(?P<n>\d{1,2})(?:st|nd|rd|th|\.)?\s*(?:wedding\s+)?(?:anniversary|hochzeitstag"
                    r"|jahrestag|birthday|bday|geburtstag)|\b(?:turns|turning|wird|werden|for|seit)\s+(?P<m>\d{1,3})"
                    r"(?:\s+(?:years|jahre?n?))?\b", re.I)  # fmt: skip


def detailed_toast(said: str) -> str | None:
    """The toast ``said`` asks for with the people's names or a story, or None."""
    if not _TOAST.search(said) or _NOT_ASKED.search(said):
        return None
    occasion = next((kind for kind, pattern in _OCCASIONS if pattern.search(said)), None)
    if occasion is None:
        return None
    names = _names(said)
    parts = [q for p in clauses(said) for q in _AND_THEY.split(p)]  # "his name is x and he's …"
    story = [
        p
        for p in parts
        if _STORY.match(p.strip()) and not _ONLY_YEARS.search(p) and not _NAMES[0].search(p)
    ]
    if not names and not story:
        return None  # the stock toasts fit as well
    years = _YEARS.search(said)
    years = years or _NTH.search(said)  # "my sister's 40th"
    count = int(years["n"] or years["m"]) if years else 0
    told = [_sentence(part) for part in story]
    if german(said):
        return _german(occasion, names, told, count)
    who = " and ".join(names) or ("the happy couple" if occasion != "birthday" else "")
    lines = [f"Could everyone raise a glass{' to ' + who if who else ''}?", *told]
    if occasion == "anniversary":
        years_said = f"{count} years on" if count else "All these years on"
        happy = f"Happy {_nth(count)} anniversary!" if count else "Happy anniversary!"
        lines.append(f"{years_said}, you're still the best team we know. {happy}")
    elif occasion == "wedding":
        lines.append("Today you promised each other everything that comes next.")
    elif occasion == "retirement":
        lines.append("Enjoy every slow morning; you've more than earned them.")
    else:
        lines.append(f"Happy {_nth(count) + ' ' if count else ''}birthday!")
    lines.append(f"To {who or 'you'}!")
    return "Here's a toast you could give:\n\n" + "\n".join(lines)


def _german(occasion: str, names: list[str], told: list[str], count: int) -> str:
    who = " und ".join(names)
    lines = ["Darf ich um eure Aufmerksamkeit bitten? Bitte erhebt eure Gläser" + (
        f" auf {who}!" if who else "!"), *told]  # fmt: skip
    if occasion == "anniversary":
        years = f"Nach {count} Jahren" if count else "Nach all den Jahren"
        lines.append(f"{years} seid ihr immer noch das beste Team, das wir kennen.")
    elif occasion == "wedding":
        lines.append("Heute habt ihr euch alles versprochen, was noch kommt.")
    elif occasion == "retirement":
        lines.append("Genieß jeden ruhigen Morgen, du hast sie dir mehr als verdient.")
    else:
        lines.append(f"Alles Gute zum {str(count) + '. ' if count else ''}Geburtstag!")
    lines.append(f"Auf {who or 'euch'}!")
    return "Hier ein Trinkspruch für dich:\n\n" + "\n".join(lines)


def _names(said: str) -> list[str]:
    """The people toasted, as said ("anna and tom" → ["Anna", "Tom"])."""
    for pattern in _NAMES:
        for found in pattern.finditer(said):
            words = [w for w in (found["a"], found.groupdict().get("b")) if w]
            if words and not any(w.lower() in _NOT_NAMED for w in words):
                return [named(w) for w in words]
    return []


def _sentence(part: str) -> str:
    """A story clause as a sentence of its own, the user's words kept."""
    text = re.sub(r"^(?:and|also|plus|und|auch)\s+", "", part.strip(), flags=re.I).rstrip(" .!")
    text = re.sub(r"\bi\b", "I", text)
    return text[:1].upper() + text[1:] + "."


def _nth(n: int) -> str:
    last = "th" if 10 < n % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"
