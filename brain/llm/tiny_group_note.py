"""A short message for a group chat, a team, the family or one person that says again what the user
lists, asked as a reminder, a heads-up or an announcement: "draft a heads up for the team chat:
pub quiz wednesday 8pm at the red lion, £3 each, bring a pen" → "Hi team! 👋 Quick heads-up: /
Pub quiz Wednesday 8pm at the red lion. / £3 each. / Bring a pen! / See you there! 🙌"; "schreib
eine erinnerung für die familiengruppe: sonntag 13 uhr bei oma, jeder bringt einen salat mit".
Every detail stays as said (day, time, place, price, what to bring), one to a line; nothing is
added. It is a text to send, never a reminder for the user ("remind me to …" stays a schedule,
and :func:`asked` lets the router know). Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, days_named, named
from brain.llm.tiny_german import noun_written
from brain.llm.tiny_style import STYLE_LEAD, STYLE_WORD
from brain.llm.tiny_tidy import tidied

_NOTE = (
    r"(?P<note>reminders?|heads[- ]?ups?|announcements?|psa|updates?|shout[- ]?outs?|messages?"
    r"|msgs?|texts?|notes?|posts?|info|erinnerung|ankündigung|ankuendigung|nachricht|hinweis"
    r"|rundnachricht|rundmail|durchsage)"
)
_GROUP = (
    r"(?:group ?chats?|gcs?|chats?|groups?|whatsapps?|slack|channel|teams?|family|fam|club|squad"
    r"|lads|girls|guys|everyone|everybody|all|class|parents|neighbou?rs|flatmates|housemates"
    r"|roommates|members|committee|crew|gang|band|choir|colleagues|staff|office|department"
    r"|league|gruppe|\w+gruppe|familie|\w+chat|verein|klasse|eltern|nachbarn|mitbewohner\w*|alle"
    r"|mannschaft|chor|kollegen|kolleginnen|büro|buero|truppe|runde|wg)"
)
_WHO = (
    r"(?P<to>(?:(?:the|our|my|die|den|das|der|unsere[nmr]?|meine[nmr]?)\s+)?(?:[\w'-]+\s+){0,3}?"
    rf"{_GROUP}|(?:my|our|meine[nmr]?|unsere[nmr]?)\s+[\w-]+(?:\s+(?!that\b|dass\b)[a-z]+)?)"
)
_ASKED = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|plz|quick|bitte|can you|could you"
    r"|would you|kannst du|könntest du|koenntest du|mir|uns|me|us|mal|kurz)\W+)*(?:(?:write"
    r"|draft|compose|type up|put(?: together)?|do|make|give|send|post|need|i need|schreib\w*"
    r"|formulier\w*|verfass\w*"
    r"|mach\w*)\s+(?:me\s+|us\s+|mir\s+|uns\s+|mal\s+|bitte\s+|kurz\s+)*)?(?:(?:a|an|some|one|ein"
    r"|eine|einen|ne|nen)\s+)?(?:(?:quick|short|little|friendly|brief|cheerful|kurze[nr]?"
    rf"|kleine[nr]?|freundliche[nr]?)\s+)*{_NOTE}(?:\s+(?:message|msg|text|nachricht))?\s+(?:for|to"
    r"|in|into|on|an|für|fuer|in die"
    rf"|in der|in den|an die|an den|ins|fürs|fuers)\s+{_WHO}(?:\s+(?:schreiben|formulieren"
    r"|verfassen|aufsetzen|machen))?\s*(?:[:;,–—-]|\s(?:that|saying|about|(?P<that>dass)"
    r"|(?P<reminding>reminding (?:them|everyone|everybody|all)(?: that)?)|letting (?:them|everyone"
    r"|everybody|people|all) know(?: that)?))\s*(?P<what>\S.+?)\W*$"
    r"|^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can you|could you|kannst du)\W+)*"
    r"(?P<remind>remind|erinner\w*)\s+(?!(?:me|us|myself|mich|uns)\b)"
    rf"{_WHO.replace('?P<to>', '?P<to2>')}(?:\s+(?:mal|bitte|kurz))*\s*(?:[:;,–—-]|\s(?:that|about"
    r"|of|daran|an)\b)\s*(?:,?\s*(?P<dass>dass)\s+)?(?P<what2>\S.+?)\W*$",
    re.IGNORECASE,
)
"""A note asked for a group or a person with what it says: "write a reminder for the family
group chat: …", "heads-up for the team, …", "remind the running club that …"."""
_TOLD_FIRST = re.compile(
    r"^\W*(?P<what>\S.+?)\s*[,;.:–—-]\s*(?:(?:so|and|now|pls|please|can you|could you|kannst du"
    r"|bitte)\s+)*(?:write|draft|compose|type up|make|put together|schreib\w*|formulier\w*|verfass\w*)"
    r"\s+(?:me\s+|us\s+|mir\s+|uns\s+|mal\s+|bitte\s+|kurz\s+)*(?:(?:a|an|some|one|ein|eine|einen"
    r"|ne|nen)\s+)?(?:(?:quick|short|little|friendly|brief|kurze[nr]?|kleine[nr]?)\s+)*"
    rf"(?P<group>{_GROUP}\s+)?{_NOTE}(?:\s+(?:message|msg|text|nachricht))?"
    rf"(?:\s+(?:for|to|in|into|an|für|fuer|in die|an die|in den|an den|ins)\s+(?P<to>{_WHO.replace('?P<to>', '?:')}))?"
    r"(?:\s+(?:for|on|about|für|fuer|am|zum|zur|wegen)\s+(?P<when>[^,;.]+?))?\W*$",
    re.IGNORECASE,
)
"""The same, its details told first: "the bbq is at maras house, write a short group reminder
for saturday at 4"."""
_PERSON_NOTE = re.compile(r"^(?:reminder|heads|erinnerung|hinweis|remind)", re.IGNORECASE)
"""Kinds that a note to one person may be ("a reminder for my flatmate: rent due friday");
a plain message to one person is :mod:`brain.llm.tiny_message`'s."""
_GROUP_WORD = re.compile(rf"\b{_GROUP}\b", re.IGNORECASE)
_CHAT = re.compile(
    r"\b(?:group ?chats?|gcs?|chats?|groups?|whatsapps?|slack|channel|\w*gruppe|\w+chat|signal"
    r"|telegram)\b",
    re.IGNORECASE,
)
"""A chat named as where a plain message goes ("a message for the team chat")."""
_CLOCK = re.compile(
    r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uhr|h)\b|\b\d{1,2}[:.]\d{2}\b|\b(?:at|um|ab) \d{1,2}\b"
    r"|\b\d{1,2}\s*[-–]\s*\d{1,2}\b|\b(?:tonight|this evening|heute abend|noon|mittag)\b",
    re.IGNORECASE,
)
_NO_MEETING = re.compile(
    r"\b(?:due|deadline|closed|shut|cancel+ed|off|fällig|faellig|geschlossen|abgesagt|fällt aus"
    r"|faellt aus|müllabfuhr|bins?|rent|miete)\b",
    re.IGNORECASE,
)
"""Words of a note that is no meeting ("rent due friday", "the office is closed monday")."""
_GATHERING = re.compile(
    r"\b(?:at|@|bei|beim|im|in der|am)\s+(?!\d)(?!(?:\d|the latest|latest|least|spätestens)\b)\w"
    r"|\b(?:meet\w*|party|night|lunch|dinner|drinks|brunch|quiz|training|practice|game|match|run"
    r"|bbq|barbecue|rehearsal|session|picnic|coffee|treffen|essen|feier\w*|fest|spiel|probe|kaffee"
    r"|grillen|stammtisch|abend)\b",
    re.IGNORECASE,
)
"""A place or a gathering told: the note ends "See you there!"."""
_AFTER_PREPOSITION = re.compile(r"\b((?:in|nach|aus|bei|von|mit|für|fuer)\s+)([a-zäöüß][\w-]+)")
_PRONOUNS = frozenset("mir dir uns euch ihm ihr ihnen sich mich dich dabei hier dort".split())  # noqa: SIM905
_STYLE = re.compile(
    rf"^(?:{STYLE_LEAD}\s+)*(?:{STYLE_WORD}|short and sweet|with emojis?)(?:\s+(?:pls|please|bitte))?$",
    re.IGNORECASE,
)
_BRING = re.compile(
    r"^(?:(?:and|und|pls|please|bitte)\s+)*(?:bring|don'?t forget|remember|wear|dress|meet"
    r"|be there|come|arrive|pay|rsvp|let me know|bringt|denkt|kommt|seid|meldet)\b",
    re.IGNORECASE,
)
"""A clause asking something of the group ("bring a pen"): said with an exclamation mark."""
_FAMILY_DE = re.compile(r"\b(?:oma|opa|mama|papa|omi|opi|tante|onkel)\b", re.IGNORECASE)


def asked(said: str) -> bool:
    """Whether ``said`` asks for such a note ("draft a heads-up for the team chat: …")."""
    return _parts(said) is not None


def group_note(said: str) -> str | None:
    """The note ``said`` asks for, its details as said, or None."""
    parts = _parts(said)
    if parts is None:
        return None
    note, to, what, that = parts
    from brain.llm.tiny_details import german

    de = german(said)
    lines: list[str] = []
    for index, part in enumerate(p for p in clauses(what) if not _STYLE.match(p.strip())):
        line = _line(part, de, after_that=that and not index)
        if lines and len(part.split()) <= 2 and not _BRING.match(part) and lines[-1][-1] == ".":
            lines[-1] = f"{lines[-1][:-1]}, {line[:1].lower()}{line[1:]}"
        else:  # "…, 10k, coffee after": a short detail goes with the one before
            lines.append(line)
    if not lines:
        return None
    hello = _hello(to, de)
    lead = _lead(note, de)
    timed = (
        _CLOCK.search(what) is not None
        and _GATHERING.search(what) is not None
        and _NO_MEETING.search(what) is None
    )  # "quiz night thursday 7:30 at the old mill": see you there; "maintenance 10pm": no
    done = re.search(
        r"\b(?:see you|bis (?:dann|später|sonntag|morgen)|cheers|thanks|danke)\b", what, re.I
    )
    if de:
        close = "" if done else "Bis dann! 🙌" if timed else "Danke!"
        body = "\n".join(x for x in (f"{hello} {lead}".strip(), *lines, close) if x)
        return f"So könnte die Nachricht lauten:\n\n„{body}“"
    close = "" if done else "See you there! 🙌" if timed else "Thanks!"
    body = "\n".join(x for x in (f"{hello} {lead}".strip(), *lines, close) if x)
    return f'Here\'s a message you could send:\n\n"{body}"'


def _parts(said: str) -> tuple[str, str, str, bool] | None:
    """(the kind of note, whom it is for, what it says, whether it is said after "dass") or
    None."""
    found = _ASKED.match(said.strip())
    if found is None:
        return _told_first(said)
    note = "reminder" if found["reminding"] else (found["note"] or found["remind"] or "").lower()
    to = (found["to"] or found["to2"] or "").strip()
    what = (found["what"] or found["what2"] or "").strip()
    what = re.sub(r",?\s+and to (?=\w)", ", please ", what)  # "… at 6 and to bring a snack"
    plain = re.match(r"(?:messages?|msgs?|texts?|notes?|posts?|nachricht)$", note, re.I)
    if plain and not _CHAT.search(to):
        return None  # "write a message to the team: …": a message's, not a group chat's note
    if not _GROUP_WORD.search(to) and not _PERSON_NOTE.match(note):
        return None  # "a heads-up for my landlord": a message's, not a group note's
    if re.match(r"(?:me|myself|mich|mir)\b", to, re.IGNORECASE) or len(what.split()) < 2:
        return None
    return note, to, what, bool(found["that"] or found["dass"])


def _hello(to: str, de: bool) -> str:
    """ "Hi team!", "Hi lads!", "Hi all!", "Hi Sam!"; "Hallo zusammen!", "Hallo ihr Lieben!"."""
    group = _GROUP_WORD.search(to)
    if de:
        if group is None:
            name = re.sub(r"^(?:meine[nmr]?|unsere[nmr]?)\s+\w+\s*", "", to, flags=re.IGNORECASE)
            return f"Hallo {named(name)}!" if name else "Hallo!"
        family = re.search(r"famil", to, re.IGNORECASE)
        return "Hallo ihr Lieben!" if family else "Hallo zusammen!"
    if group is None:  # one person: "my flatmate sam"
        name = re.sub(r"^(?:my|our)\s+\w+\s*", "", to, flags=re.IGNORECASE)
        return f"Hi {named(name)}!" if name else "Hi!"
    word = group[0].lower()
    if word in ("team", "teams", "lads", "girls", "guys", "gang", "crew", "squad", "fam"):
        return f"Hi {word.rstrip('s') if word == 'teams' else word}!"
    if word == "family" or re.search(r"\bfamily\b", to, re.IGNORECASE):
        return "Hi everyone!"
    return "Hi all!"


def _lead(note: str, de: bool) -> str:
    """What kind of note it is, said first: "👋 Quick heads-up:", "Just a quick reminder:"."""
    if note.startswith(("remind", "erinner")):
        return "Kurze Erinnerung:" if de else "Just a quick reminder:"
    if note.startswith(("heads", "hinweis", "info")):
        return "Kurze Info:" if de else "👋 Quick heads-up:"
    if note.startswith(("announce", "psa", "ankündigung", "ankuendigung", "durchsage", "update")):
        return "📣"
    return ""


def _line(part: str, de: bool, *, after_that: bool = False) -> str:
    """One detail as said, as a line: "Quiz night Thursday 7:30 at the old mill.", "Bring a pen!";
    German said after "dass" with its verb second ("das sommerfest ist" → "ist das Sommerfest")."""
    said = part.strip()
    text = tidied(said, "de" if de else "en", first=True, as_said=not (de and after_that))
    text = text.rstrip(".!")
    if de:  # "bitte kuchen mitbringen": the noun written as one
        text = re.sub(
            r"\b([a-zäöüß]+)(\s+(?:mit)?(?:bringen|nehmen|einpacken|mitbringen))\b",
            lambda m: noun_written(m[1]) + m[2],
            text,
        )
    text = days_named(text)
    text = re.sub(
        r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:montag|dienstag|mittwoch|donnerstag"
        r"|freitag|samstag|sonntag)s\b",
        lambda m: m[0].capitalize(),
        text,
    )
    if de:  # "bei oma", "spiel in bochum": the noun or the name after it written as one
        text = _FAMILY_DE.sub(lambda m: m[0].capitalize(), text)
        text = _AFTER_PREPOSITION.sub(
            lambda m: m[0] if m[2] in _PRONOUNS else m[1] + noun_written(m[2]), text
        )
    text = text[:1].upper() + text[1:]
    asked = _BRING.match(said) or re.search(r"\bmit(?:bringen|nehmen)\b", said, re.I)
    return f"{text}{'!' if asked else '.'}"


def _told_first(said: str) -> tuple[str, str, str, bool] | None:
    """:func:`_parts` of a note whose details come before it is asked for."""
    found = _TOLD_FIRST.match(said.strip())
    if found is None or not (found["group"] or found["to"]):
        return None  # "…, write a reminder": for the user, or a message's
    to = (found["to"] or found["group"]).strip()
    what = found["what"].strip()
    if found["when"]:  # "for saturday at 4": when it is, with the details
        from brain.llm.tiny_details import german

        day = found["when"].strip()
        weekday = re.match(r"\w+day\b|\w+tag\b", day, re.IGNORECASE) is not None
        what = f"{what} {'am' if german(said) else 'on'} {day}" if weekday else f"{what}, {day}"
    if len(what.split()) < 2 or re.match(r"(?:me|myself|mich|mir)\b", to, re.IGNORECASE):
        return None
    return found["note"].lower(), to, what, False
