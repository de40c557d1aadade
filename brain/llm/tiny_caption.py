"""A caption for a milestone with its details: a race with the time and the money raised ("instagram
caption: finished the city half marathon in 1:52, raised 640 euros for the children's hospital"),
a graduation, a first day at school or a birthday with the names, the year, the place ("caption
for my daughter's graduation photo: emma, class of 2025, so proud"); English and German. Every
detail is kept as said, names and places capitalised; nothing is made up. A caption with no
details ("caption this for me") keeps the stock captions, one about anything else
:func:`brain.llm.tiny_shop.detailed_caption`. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, days_named, german
from brain.llm.tiny_german import nouns_capitalised

_CAPTION = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can you|could you|kannst du|i need"
    r"|need|ich brauche|brauche)\W+)*(?:(?:write|draft|give me|make|come up with|schreib\w*|mach\w*)"
    r"\s+(?:me\s+|mir\s+)?)?(?:(?:a|an|some|ein|eine|einen|ne|nen)\s+)?(?:(?:short|quick|cute|nice"
    r"|little|kurze[nr]?|nette[nr]?|schöne[nr]?)\s+)*(?:(?:instagram|insta|ig|facebook|fb|tiktok)"
    r"\s+)?(?:caption|bildunterschrift|bildtext|post)s?\s*(?P<rest>(?:(?:for|of|about|f(?:ü|ue)r|zu)\s+|:).+)$",
    re.IGNORECASE,
)
_POST = re.compile(
    r"^(?:for|of|about|f(?:ü|ue)r|zu)\s+(?:my|our|mein\w*|unser\w*)\s+(?:insta(?:gram)?|ig|fb|facebook)?\s*"
    r"(?:post|story|photo|pic|picture|foto|bild|beitrag)\b\W*",
    re.IGNORECASE,
)
_RACE = re.compile(
    r"\b(?:(?:half[- ])?marathon|10k|5k|21k|42k|ultra|triathlon|fun run|race|halbmarathon|stadtlauf"
    r"|lauf|spendenlauf)\b",
    re.IGNORECASE,
)
_MILESTONE = (
    (
        re.compile(r"\b(?:graduat\w*|class of|abschluss\w*|abitur|abi\b|bachelor|master'?s)", re.I),
        "🎓",
    ),
    (
        re.compile(
            r"\b(?:first day|first grade|einschulung|erste[rn]? schultag|schulanfang)", re.I
        ),
        "🎒",
    ),
    (re.compile(r"\b(?:birthday|bday|geburtstag\w*)", re.I), "🎂"),
)
_TIME = re.compile(
    r"\b\d{1,2}:\d{2}(?::\d{2})?\b|\b\d+\s*(?:minutes|mins?|minuten|hours|stunden|h)\b", re.I
)
_RAISED = re.compile(
    r"\b(?:raised|collected|gesammelt|erlaufen)\b|\b(?:spenden|donations?)\b", re.IGNORECASE
)
_PLAIN = frozenset(
    """so proud very proud proud happy love yay finally done the a my our and with so stolz endlich
    geschafft mit und""".split()  # noqa: SIM905 (a word list)
)
_NOT_PLACE = frozenset("home school work the a an my our last first night".split())  # noqa: SIM905


def milestone_caption(said: str) -> str | None:
    """Captions for the race or milestone ``said`` tells of, every detail kept, or None."""
    found = _CAPTION.match(said.strip())
    if found is None:
        return None
    rest = _POST.sub("", found["rest"].strip())
    rest = re.sub(r"^(?::|for|of|about|f(?:ü|ue)r|zu)\s*", "", rest, flags=re.I)
    parts = clauses(rest)
    parts = [re.sub(r"\s+(?:photo|pic|picture|foto|bild)$", "", p, flags=re.I) for p in parts]
    parts = [
        p for p in parts if p and not re.fullmatch(r"(?:pls|please|bitte|keep it short)", p, re.I)
    ]
    parts = [
        q for p in parts for q in re.split(r"\s+(?:and|und)\s+(?=raised|collected|gesammelt)", p)
    ]
    if len(parts) < 2:
        return None  # nothing told beyond what it is
    de = german(said)
    text = " ".join(parts)
    if _RACE.search(text) and (_TIME.search(text) or _RAISED.search(text)):
        return _race(parts, de)
    emoji = next((e for pattern, e in _MILESTONE if pattern.search(text)), None)
    if emoji is None:
        return None
    lines = [_shown(p, de) for p in parts]
    first, details = (
        lines[0],
        [_as_said(line, part) for line, part in zip(lines[1:], parts[1:], strict=True)],
    )
    joined = ", ".join(details)
    one = f"{first} {emoji} {joined[:1].upper() + joined[1:]}."
    two = f"{joined[:1].upper() + joined[1:]} – {_article_low(first)} {emoji}"
    intro = "Ein paar zur Auswahl:" if de else "A few to pick from:"
    marks = ("„", "“") if de else ('"', '"')
    return intro + "\n" + "\n".join(f"{marks[0]}{o}{marks[1]}" for o in (one, two))


def _race(parts: list[str], de: bool) -> str:
    lines = [_shown(p, de) for p in parts]
    raised = [line for line in lines if _RAISED.search(line)]
    done = [line for line in lines if line not in raised]
    run = " – ".join(
        [*done[:1], *(_as_said(d, p) for d, p in zip(done[1:], parts[1:], strict=False))]
    )
    run = re.sub(r"^Just\s+(\w)", lambda m: m[1].upper(), run)
    run = re.sub(r"^Finishing\b", "Finished", run)
    run = re.sub(r"^(?:Meinen|Meine|Mein|Den|Die|Das)\s+", "", run)
    if de:
        one = f"{run} 🏅" + (
            f" Und: {' – '.join(raised)}. Danke für jede Spende! ❤️" if raised else ""
        )
        two = f"{run}. Müde Beine, volles Herz. 🏃" + (f" {' – '.join(raised)}." if raised else "")
        return "Ein paar zur Auswahl:\n" + "\n".join(f"„{o}“" for o in (one, two))
    one = f"{run} 🏅" + (
        f" And {_lower(' – '.join(raised))} – thank you for every donation! ❤️" if raised else ""
    )
    two = f"{run}. Tired legs, full heart. 🏃" + (f" {' – '.join(raised)}." if raised else "")
    return "A few to pick from:\n" + "\n".join(f'"{o}"' for o in (one, two))


def _as_said(line: str, part: str) -> str:
    """A detail inside a sentence: its first letter as typed ("class of 2025"), a name kept."""
    words = part.split()
    name = 1 <= len(words) <= 2 and all(w.isalpha() and w.lower() not in _PLAIN for w in words)
    if part[:1].isupper() or name or line.startswith("I "):
        return line
    return line[:1].lower() + line[1:]


def _article_low(text: str) -> str:
    if re.match(r"(?:My|Our|The|Die|Der|Das|Mein\w*|Unser\w*)\b", text):
        return text[:1].lower() + text[1:]
    return text


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _shown(part: str, de: bool) -> str:
    """A clause with its names and places capitalised ("emma" → "Emma", "at lindenschule" → "at
    Lindenschule", "the berlin marathon" → "the Berlin Marathon")."""
    text = days_named(re.sub(r"\bi\b", "I", part.strip().rstrip(".")))
    words = text.split()
    if (
        1 <= len(words) <= 2
        and all(w.isalpha() and w.lower() not in _PLAIN for w in words)
        and not de
    ):
        text = " ".join(w.capitalize() for w in words)  # "emma": a name
    text = re.sub(
        r"\b(daughter|son|kid|girl|boy|niece|nephew|tochter|sohn|nichte|neffe|mom|mum|dad|mama|papa)\s+"
        r"(?!is\b|ist\b|and\b|und\b)([a-zäöüß]\w+)",
        lambda m: f"{m[1]} {m[2].capitalize()}",
        text,
        flags=re.IGNORECASE,
    )
    text = re.sub(
        r"\b(at|in|bei|im|an der|in der)\s+([a-zäöüß][\w'-]+(?:\s+(?!with|mit|and|und)[a-zäöüß][\w'-]+)?)",
        lambda m: (
            m[0]
            if m[2].split()[0].lower() in _NOT_PLACE or (de and m[1] in ("in", "im"))
            else f"{m[1]} {' '.join(w.capitalize() for w in m[2].split())}"
        ),
        text,
    )
    text = re.sub(
        r"\b((?:[a-z]+\s+){0,2})(half marathon|marathon|triathlon|fun run)\b",
        lambda m: " ".join(
            w if w.lower() in ("the", "my", "a", "first", "our") else w.capitalize()
            for w in m[0].split()
        ),
        text,
    )
    if de:
        text = nouns_capitalised(text)
        text = re.sub(
            r"\b(euro|halbmarathon|marathon|jahrgang|kinderhospiz)\b",
            lambda m: m[1].capitalize(),
            text,
        )
    return text[:1].upper() + text[1:]
