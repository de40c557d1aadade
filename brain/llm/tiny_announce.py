"""An email or message to a group announcing a meeting or an event, with what the user tells:
what it is, a title (a book and its author), the day or date, the time, the place, what to
bring, and anything else said ("write an email to the book club announcing the next meeting:
we're reading the midnight library by matt haig, thursday 12 june at 7pm at my place, bring
snacks", "draft an email to the team about the quarterly review meeting on monday at 10am in
room 3b, bring your laptops", "schreib eine mail an den chor: nächste probe am dienstag um 19
uhr im gemeindesaal, bitte noten mitbringen"). An email gets a subject. Nothing is made up; a
party invitation stays :mod:`brain.llm.tiny_invite`'s. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import (
    RELATIVE_DAY,
    asked_for,
    clauses,
    clock,
    dates,
    german,
    named,
    own_name,
    said_date,
)
from brain.llm.tiny_tidy import tidied

_GROUP = re.compile(
    r"\b(?:to|for|an|f(?:ü|ue)r|with|tell|email|message|text)\s+(?:(?:the|my|our|all|den|die|das"
    r"|unsere?[nmr]?|meine?[nmr]?)\s+)?(?:whole\s+|other\s+)?(?P<group>(?:[\w-]+\s+){0,2}?(?:club|team"
    r"|group|class|parents|committee|choir|band|members|neighbou?rs|staff|department|crew|squad"
    r"|volunteers|everyone|everybody|colleagues|tenants|residents|society|circle|gruppe|verein"
    r"|klasse|eltern|mannschaft|chor|kollegen|kolleginnen|mitglieder|alle|nachbarn|runde|\w+club"
    r"|\w+gruppe|\w+team|\w+verein))\b",
    re.IGNORECASE,
)
_EVENT = re.compile(
    r"(?P<event>\b(?:(?:the|our|a|an|next|upcoming|first|last|monthly|weekly|annual|yearly|quarterly"
    r"|das|die|den|unser\w*|nächste\w*|naechste\w*|n(?:ä|ae)chste[nrs]?)\s+)*(?:[\w-]+\s+){0,2}?"
    r"(?:\w*?(?<=\w)(?=(?:treffen|sitzung|probe|versammlung|besprechung|abend|training|spiel)\b))?"
    r"(?:meeting|meetup|meet-up|session|training|practice|rehearsal|get-together|gathering|review"
    r"|workshop|call(?!\s*\d)|catch-up|catch up|reading|discussion|match|game|clean-?up|assembly|social"
    r"|evening|treffen|sitzung|probe|versammlung|stammtisch|besprechung|elternabend|abend"
    r"|training|spiel|termin)(?:\s+(?:meeting|session|call|evening|night|day))?)\b",
    re.IGNORECASE,
)
_KIND = re.compile(
    r"\b(?:e-?mails?|messages?|msgs?|texts?|notes?|announcements?|posts?|reminders?|newsletter"
    r"|whatsapp|nachricht|mail|rundmail|ankündigung|ankuendigung|einladung)\b",
    re.IGNORECASE,
)
_VERB_LED = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*(?:email|e-mail"
    r"|message|text|tell|let)\s+(?:the|my|our|all)\b",
    re.IGNORECASE,
)
_TITLE = re.compile(
    r"\b(?:reading|read|book is|book:|discuss(?:ing)?|lesen|besprechen|watching|watch)\s+(?:is\s+)?"
    r"[\"'„“‘]?(?P<title>[^,;\"“”'’]+?)[\"'“”’]?\s+(?:by|von)\s+(?P<author>[A-Za-zÄÖÜäöüß.'-]+"
    r"(?:\s+(?!at\b|on\b|in\b|am\b|um\b|im\b)[A-Za-zÄÖÜäöüß.'-]+){0,2})",
    re.IGNORECASE,
)
_TIME = re.compile(
    r"\b(?:at|from|um|ab|@)\s*(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uhr|h)?(?:\s*(?:-|to|bis|–)\s*"
    r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uhr)?)?)(?!\s*(?:st|nd|rd|th|\.\d))\b|\b(?P<t2>\d{1,2}(?:[:.]"
    r"\d{2})?\s*(?:am|pm))\b|\b(?P<t3>\d{1,2}[:.]\d{2})\b",
    re.IGNORECASE,
)
_PLACE = re.compile(
    r"(?:\b(?:at|in|im|in der|in the|bei|beim|@)\s+)(?P<place>(?!\d)(?!(?:the\s+)?(?:morning|evening"
    r"|afternoon|night|(?:\w+\s+)?(?:january|february|march|april|may|june|july|august|september"
    r"|october|november|december))\b)(?:[\w'&-]+)(?:\s+(?!at\b|on\b|from\b|and\b|to\b|am\b|um\b"
    r"|bring\w*|bitte\b)[\w'&-]+){0,3})",
    re.IGNORECASE,
)
_BRING = re.compile(
    r"\b(?:(?:please|pls|and|bitte|und)\s+)?(?:bring|bringt|mitbringen|bring along)\s+(?P<what>[^,.;!]+)"
    r"|\b(?:bitte\s+)?(?P<what2>[^,.;!]+?)\s+mitbringen\b",
    re.IGNORECASE,
)
_NOT_AN_EVENT = re.compile(
    r"\b(?:invit\w*|einlad\w*|birthday|bday|geburtstag|wedding|hochzeit|party|bbq|barbecue|cancel\w*"
    r"|absag\w*|postpon\w*|verschieb\w*|moved|moves? to|because of|due to|from now on|research\w*|report|minutes|protokoll|agenda for|how"
    r" (?:do|should|to)|wie schreib\w*|sick|krank|late|verspät\w*|no (?:\w+ )?(?:meeting|rehearsal"
    r"|practice|training|session|class|game|match)|kein\w* (?:\w+ )?(?:probe|training|treffen"
    r"|sitzung|spiel)|f(?:ä|ae)llt (?:\w+ )*?aus)\b",
    re.IGNORECASE,
)


def announcement(said: str) -> str | None:
    """The announcement ``said`` asks for, or None."""
    group = _GROUP.search(said)
    event = _EVENT.search(said)
    if group is None or event is None or _NOT_AN_EVENT.search(said):
        return None
    if asked_for(said, _KIND) is None and not _VERB_LED.match(said):
        return None
    day = _day(said)
    time = _TIME.search(said)
    if not day and time is None:
        return None  # no when: nothing to announce
    de = german(said)
    language = "de" if de else "en"
    at = clock(next(t for t in time.groups() if t), language) if time else ""
    title = _TITLE.search(said)
    place = _place(said, de)
    brings = _bring(said, de)
    what = _what(event["event"], group["group"], de)
    said_parts = [
        p for p in clauses(said[group.end() :])
        if not _TITLE.search(p) and not _BRING.search(p) and not _EVENT.search(p) and not _day(p)
        and not _TIME.search(p) and not _PLACE.search(p) and len(p.split()) > 2 and not _KIND.search(p)
    ]  # fmt: skip
    extra = [tidied(p, language, first=True, as_said=True) for p in said_parts]
    email = re.search(r"\b(?:e-?mail|mail|rundmail|newsletter)\b", said, re.I) is not None
    if de:
        when = " ".join(p for p in (f"am {day}" if day and not day.startswith(("heute", "morgen")) else day,
                                    f"um {at}" if at else "") if p)  # fmt: skip
        lines = ["Hallo zusammen,", "", f"{what} ist {when}{' ' + place if place else ''}."]
        if title:
            lines.append(f"Wir lesen „{_titled(title['title'])}“ von {named(title['author'])}.")
        if brings:
            lines.append(f"Bitte bringt {brings} mit.")
        lines += [*extra, "Bis dann!", *([own_name(said)] if own_name(said) else [])]
        subject = f"{what}: {', '.join(p for p in (day, at) if p)}"
        head = f"Betreff: {subject}\n\n" if email else ""
        return (
            f"So könnte {'die Mail' if email else 'die Nachricht'} lauten:\n\n{head}"
            + "\n".join(lines)
        )
    when = " ".join(p for p in (f"on {day}" if day and not RELATIVE_DAY.fullmatch(day) else day,
                                f"at {at}" if at else "") if p)  # fmt: skip
    lines = ["Hi all,", "", f"{what} is {when}{' ' + place if place else ''}."]
    book = f"{_titled(title['title'])} by {named(title['author'])}" if title else ""
    if book:
        lines.append(f"We're reading {book}.")
    if brings:
        lines.append(f"Please bring {brings}.")
    lines += [*extra, "See you there!", *([own_name(said)] if own_name(said) else [])]
    if email:
        topic = f"{what}: {book}" if book else what
        subject = f"{topic} – {', '.join(p for p in (day, at) if p)}"
        return "Here's an email you could send:\n\nSubject: " + subject + "\n\n" + "\n".join(lines)
    return "Here's a message you could send:\n\n\"" + "\n".join(lines) + '"'


def _day(said: str) -> str:
    found = dates(said)
    de = german(said)
    if found:
        return said_date(found[0], "de" if de else "en")
    relative = RELATIVE_DAY.search(said)
    return relative[0].lower() if relative else ""


def _what(event: str, group: str, de: bool) -> str:
    """ "the next meeting" to the book club → "Our next book club meeting"; "the quarterly
    review meeting" → "The quarterly review meeting"."""
    words = event.strip().split()
    lead = re.match(r"(?:the|our|a|an|das|die|den|unser\w*)$", words[0], re.I)
    rest = words[1:] if lead else words
    plain = len(rest) <= 2 and re.match(r"(?:next|upcoming|nächste\w*|naechste\w*)$", rest[0], re.I)
    club = group.strip().lower()
    if de:
        noun = rest[-1].lower()  # "mitgliederversammlung": as its last part
        end = (
            "e"
            if noun.endswith(tuple(_FEMALE))
            else "es"
            if noun.endswith(tuple(_NEUTER))
            else "er"
        )
        mine = "Unsere" if end == "e" else "Unser"
        the = {"e": "Die", "es": "Das", "er": "Der"}[end]
        said = " ".join(w.lower() for w in rest[:-1] if not re.match(r"n(?:ä|ae)chst", w, re.I))
        said = f"{said} {noun.capitalize()}".strip()
        return f"{mine} nächste{end[1:] if end != 'e' else ''} {said}" if plain else f"{the} {said}"
    if plain and not re.search(r"\b(?:everyone|everybody|all|colleagues|staff|members)\b", club):
        said = " ".join([rest[0].lower(), re.sub(r"^the\s+", "", club), *rest[1:]]).lower()
        return f"Our {said}"
    said = " ".join(rest).lower()
    return f"{'Our' if words[0].lower() == 'our' or plain else 'The'} {said}"


_FEMALE = frozenset({"probe", "sitzung", "versammlung", "besprechung", "runde"})
_NEUTER = frozenset({"treffen", "training", "spiel"})


def _place(said: str, de: bool) -> str:
    for found in _PLACE.finditer(said):
        place = found["place"].strip()
        if re.fullmatch(r"(?:the\s+)?(?:book|team|club|group|\w+ club)", place, re.I):
            continue
        if _TIME.fullmatch(place) or re.match(r"\d", place):
            continue
        lead = found[0][: found.start("place") - found.start()].strip().lower()
        place = re.sub(r"\b(room|raum)\s+(\d+)([a-z])\b", lambda m: f"{m[1]} {m[2]}{m[3].upper()}",
                       place, flags=re.I)  # fmt: skip
        if de:
            last = place.split()[-1]
            place = place[: -len(last)] + last[:1].upper() + last[1:] if lead != "bei" else place
            return f"{lead} {place}" if lead != "@" else place
        place = re.sub(r"\bmine\b", "my place", place)
        if not re.match(r"(?:the|my|our|his|her|their|a|an|room)\b", place, re.I):
            place = named(place)
        return f"{'at' if lead == '@' else lead} {place}"
    return ""


def _bring(said: str, de: bool) -> str:
    found = _BRING.search(said)
    if found is None:
        return ""
    what = (found["what"] or found["what2"] or "").strip()
    what = re.sub(r"^(?:bitte|please)\s+", "", what, flags=re.I)
    what = re.sub(r"\s+(?:mit|along|with (?:you|them))$", "", what, flags=re.I)
    if de:
        return " ".join(w[:1].upper() + w[1:] if i == 0 and not re.match(r"(?:eure?|euer|was|etwas)", w) else w
                        for i, w in enumerate(what.split()))  # fmt: skip
    return re.sub(r"\btheir\b", "your", what, flags=re.I)


def _titled(title: str) -> str:
    small = {"a", "an", "the", "of", "and", "in", "on", "to", "der", "die", "das", "und", "von"}
    words = title.strip().split()
    return " ".join(
        w if i and w.lower() in small else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )
