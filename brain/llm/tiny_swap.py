"""An email (or a message) to the user's manager asking to swap a shift or a day with a colleague:
"write an email to my manager sarah asking if i can swap my shift on friday 12 july with my
colleague ben, he already agreed, i have a doctor's appointment". The manager greeted by name,
the shift and the date, the colleague, that they agreed and the reason, as said, under a subject
that names the swap (not the first words cut off); English or German. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import (
    asked_for,
    clauses,
    dates,
    days_named,
    german,
    named,
    said_date,
    sign_off,
    signs,
)
from brain.llm.tiny_message_frame import greeted
from brain.llm.tiny_tidy import tidied

_KIND = re.compile(
    r"\b(?:e-?mails?|mails?|messages?|msgs?|texts?|notes?|slack(?: message)?|teams message"
    r"|nachricht|anfrage|request)\b|^\W*(?:pls\s+|please\s+|bitte\s+)?(?:e-?mail|message|text|ask"
    r"|schreib\w*)\b",
    re.IGNORECASE,
)
_SWAP = re.compile(
    r"\b(?:swap\w*|switch\w*|trade|trading|exchange|tausch\w*|change shifts?|(?:schicht|dienst)tausch)\b",
    re.IGNORECASE,
)
_SHIFT = re.compile(
    r"\b(?:shifts?|days?|rota|schedule|\w*schicht\w*|\w*dienst\w*|tage?|weekend|wochenende|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b",
    re.IGNORECASE,
)
_BOSS = re.compile(
    r"\b(?:to|an|for|für|e-?mail|text|message|msg|mail|ask)\s+(?:my|our|the|meine[nmr]?|unsere[nmr]?"
    r"|den|die)\s+(?P<role>manager|manger|mngr|boss"
    r"|supervisor|team ?lead|line manager|shift (?:lead|manager|supervisor)|store manager|chef(?:in)?"
    r"|vorgesetzte[nr]?|teamleiter(?:in)?|schichtleiter(?:in)?|filialleiter(?:in)?|abteilungsleiter"
    r"(?:in)?)\b\s*[,(]?\s*(?P<name>(?:(?:mr|mrs|ms|dr|herr|herrn|frau)\.?\s+)?(?!about\b|asking\b"
    r"|if\b|whether\b|that\b|to\b|ob\b|dass\b|wegen\b|and\b|und\b)[A-Za-zÄÖÜäöüß][\w-]+)?",
    re.IGNORECASE,
)
_WITH = re.compile(
    r"\b(?:with|mit)\s+(?:my\s+|meine[mr]\s+|unsere[mr]\s+)?(?:(?:colleague|coworker|co-worker"
    r"|workmate|teammate|kollegin|kollegen|kollege)\s+)?(?P<name>(?!my\b|her\b|his\b|them\b|him\b"
    r"|me\b|us\b|you\b|mir\b|uns\b|dir\b|someone\b|somebody\b|jemandem\b|ihr\b|ihm\b)"
    r"[A-Za-zÄÖÜäöüß][\w-]+)",
    re.IGNORECASE,
)
_AGREED = re.compile(
    r"\b(?:agreed|said yes|said (?:it'?s )?(?:ok|okay|fine)|(?:is|are|'s|'re) happy to (?:do it|swap|take it"
    r"|cover|switch|trade)|(?:is|are|'s|'re) (?:totally |completely"
    r" |really )?(?:ok|okay|fine|happy|good|cool) (?:with|about) (?:it|that|this|the swap|swapping)"
    r"|is up for it|confirmed|offered|einverstanden|zugestimmt|ja gesagt|(?:ist|w(?:ä|ae)re) (?:das"
    r" )?(?:ok|okay|in ordnung) f(?:ü|ue)r (?:sie|ihn)|(?:sie|er) w(?:ü|ue)rde (?:das )?(?:machen"
    r"|(?:ü|ue)bernehmen|tauschen))\b",
    re.IGNORECASE,
)
_GERMAN_ASK = re.compile(
    r"\b(?:ob|dass)\s+ich\s+(?P<what>.+?)\s+(?:zu\s+)?tauschen(?:\s+(?:kann|k(?:ö|oe)nnte|darf"
    r"|d(?:ü|ue)rfte|m(?:ö|oe)chte|will|w(?:ü|ue)rde))?\b",
    re.IGNORECASE | re.DOTALL,
)
_SHORT = {"appt": "appointment", "appts": "appointments", "dr's": "doctor's", "drs": "doctor's"}
_LEAD = re.compile(
    r"^(?:asking|ask|to ask|and ask|fragen|frage)?\s*(?:(?:her|him|them)\s+)?(?:if|whether|ob)?\s*"
    r"(?:i|ich)?\s*(?:can|could|may|might|kann|könnte|koennte|darf|dürfte)?\s*(?:please\s+)?",
    re.IGNORECASE,
)
_SUBJECT_DE = {"shift": "Schichttausch", "day": "Tausch eines Arbeitstags"}


def shift_swap(said: str) -> str | None:
    """The email asking to swap a shift ``said`` asks for, or None."""
    if not (_SWAP.search(said) and _SHIFT.search(said)):
        return None
    kind = asked_for(said, _KIND)
    if kind is None:
        return None
    de = german(said)
    language = "de" if de else "en"
    email = re.search(r"\b(?:e-?mail|mail)\b", said, re.IGNORECASE) is not None
    boss = _BOSS.search(said)
    if boss is None and _WITH.search(said) is None:
        return None  # "a text to my colleague asking if he could swap with me": theirs to say yes
    hello = _hello(boss, language)
    mate = _WITH.search(said)
    colleague = named(mate["name"]) if mate is not None else ""
    parts = [p for p in clauses(said[kind.end() :]) if p and not signs(p, said)]
    swap_at = next((i for i, p in enumerate(parts) if _SWAP.search(p)), None)
    if swap_at is None:
        return None
    asked = parts[swap_at]
    asked = asked[_SWAP.search(asked).start() :]  # type: ignore[union-attr]
    asked = _names_up(asked, colleague)
    told = [
        p
        for i, p in enumerate(parts)
        if i != swap_at and not _STYLE.search(p) and not _TO_BOSS.match(p)
    ]
    for index in range(len(told) - 2, -1, -1):  # "reason: my son's school concert"
        if re.fullmatch(r"(?:the )?reason|grund|weil", told[index], re.I):
            told[index : index + 2] = [f"the reason is {told[index + 1]}"]
    day = dates(said)
    when = said_date(day[0], language) if day else ""
    if de:
        return _german(said, hello, colleague, when, email)
    asked_now = _said(asked, colleague).rstrip(".")
    lines = [f"I'd like to ask whether I could {asked_now[:1].lower()}{asked_now[1:]}."]
    for part in told:
        if _AGREED.search(part):
            lines.append(f"{colleague or 'My colleague'} has already agreed to the swap.")
            continue
        because = re.match(
            r"(?:(?:because|since|cause|bc)\s+of|due to|the reason is)\s+", part, re.I
        )
        part = re.sub(
            r"^(?:(?:because|since|cause|bc)(?:\s+of)?|due to|as|the reason is(?: that)?)\s+",
            "",
            part,
            flags=re.I,
        )
        said_part = _said(part, colleague)
        lines.append(
            f"The reason is {said_part[:1].lower()}{said_part[1:]}" if because else said_part
        )
    lines.append("Could you let me know if that's OK with you?")
    body = " ".join(lines)
    what = "shift" if re.search(r"\bshifts?\b", said, re.I) else "day"
    subject = f"Subject: {what.capitalize()} swap request{f' – {when}' if when else ''}"
    if email:
        return (
            f"Here's an email you could send:\n\n{subject}\n\n{hello or 'Hi,'}\n\n{body}\n\n"
            + sign_off("Thank you, and best regards", said)
        )
    return f'Here\'s a message you could send:\n\n"{hello or "Hi,"} {body} Thanks!"'


_STYLE = re.compile(
    r"^(?:(?:keep it|make it|nice|polite|short|friendly|formal|höflich|kurz|nett)\b.*)$", re.I
)
_TO_BOSS = re.compile(
    r"^(?:(?:to|an|for|für)\s+)?(?:my|our|the|meine[nmr]?|unsere[nmr]?)\s+(?:manager|manger|boss|supervisor"
    r"|team ?lead|line manager|shift \w+|store manager|chef\w*|vorgesetzte\w*|\w*leiter\w*)\b",
    re.I,
)


def _said(text: str, colleague: str) -> str:
    """The user's words tidied as a sentence, names and days written as names."""
    words = " ".join(_SHORT.get(w.lower(), w) for w in text.split())
    return days_named(tidied(_names_up(words, colleague), "en", first=True, as_said=True))


def _names_up(text: str, colleague: str) -> str:
    """The colleague's name written as a name ("with ben" → "with Ben")."""
    if not colleague:
        return text
    return re.sub(rf"\b{re.escape(colleague)}\b", colleague, text, flags=re.IGNORECASE)


def _hello(boss: re.Match[str] | None, language: str) -> str:
    if boss is None or not boss["name"]:
        return "Guten Tag," if language == "de" and boss is not None else ""
    said_name = re.sub(r"^herrn\b", "herr", boss["name"], flags=re.IGNORECASE)
    name, titled = greeted(f"my manager {said_name}", language)
    name = name or named(boss["name"])
    if language == "de":
        if titled:
            dear = "Liebe" if name.lower().startswith("frau") else "Lieber"
            return f"{dear} {re.sub(r'^Herrn', 'Herr', name)},"
        return f"Hallo {name},"
    return f"Dear {name}," if titled else f"Hi {name},"


def _german(said: str, hello: str, colleague: str, when: str, email: bool) -> str | None:
    asked = _GERMAN_ASK.search(said)
    if asked is None:
        return None
    what = re.sub(
        r"(?<=\d)\.", "\u2024", _names_up(asked["what"], colleague)
    )  # "3.5. mit": no stop
    what = tidied(what, "de", first=False, as_said=True).rstrip(".")
    what = days_named(what).replace("\u2024", ".")
    sie = hello.startswith(("Liebe ", "Lieber ", "Guten"))
    lines = [f"ich wollte fragen, ob ich {what} tauschen könnte."]
    for part in clauses(said[asked.end() :]):
        if signs(part, said):
            continue
        if _AGREED.search(part):
            lines.append(
                f"{colleague or 'Meine Kollegin bzw. mein Kollege'} ist damit schon einverstanden."
            )
            continue
        if _STYLE.search(part):
            continue
        part = re.sub(r"^(?:weil|da|denn)\s+", "", part, flags=re.I)
        part = re.sub(r"^(hab|habe|bin|muss|kann)\b", r"ich \1", part, flags=re.I)
        lines.append(tidied(_names_up(part, colleague), "de", first=True, as_said=True))
    lines.append("Wäre das für Sie in Ordnung?" if sie else "Wäre das für dich in Ordnung?")
    body = " ".join(lines)
    greeting = hello or "Hallo,"
    if email:
        subject = f"Betreff: Schichttausch{f' am {when}' if when else ''}"
        return f"So könnte die Mail lauten:\n\n{subject}\n\n{greeting}\n\n{body}\n\n" + sign_off(
            "Vielen Dank und viele Grüße", said
        ).replace(",\n", "\n")
    return f"So könntest du schreiben:\n\n„{greeting} {body} Danke!“"
