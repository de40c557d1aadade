"""A cancellation with what the user gives of it: what is cancelled, the member or customer
number and from when ("cancel my gym membership, member no 44812, end of march", "write a
cancellation letter for my netflix subscription, customer number 99812, from 1 may", "schreib
eine kündigung für mein fitnessstudio, mitgliedsnummer 44812, zum 31. märz"). Written only when
a number or a date is said (a cancellation asked with nothing more gets its start from
:mod:`brain.llm.tiny_letter`); a question ("how do i cancel my gym membership"), a thing to
build ("a script that cancels …") or a meeting to call off is none. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import dates, german, said_date, sign_off

_CONTRACT = (
    r"(?:subscriptions?|memberships?|contracts?|plan|account|insurance|policy|tariff|lease"
    r"|broadband|abo|abonnement|\w*vertrag|\w*mitgliedschaft|\w*versicherung|\w*abo(?:nnement)?"
    r"|\w*tarif)"
)
_CANCEL = re.compile(
    r"\b(?:cancel+(?:ing|ation)?|terminat\w*|quit|quitting|end(?:ing)?|k(?:ü|ue)ndig\w*"
    r"|k(?:ü|ue)ndigung\w*)\b",
    re.IGNORECASE,
)
_WHAT_EN = re.compile(
    r"\b(?:(?:cancel+(?:ing)?|terminat(?:e|ing)|quit(?:ting)?|end(?:ing)?)|(?:cancell?ation|termination)"
    r"(?:\s+(?:letter|email|e-mail|mail|notice|message|note|text))?\s+(?:of|for))\s+(?P<what>(?:(?:my|our"
    rf"|the)\s+)?(?:[\w'&-]+\s+){{0,3}}?{_CONTRACT})(?:\s+(?:at|with)\s+(?P<at>[\w'&-]+(?:\s+(?!and"
    r"\b|from\b|as\b|by\b|on\b)[\w'&-]+)?))?",
    re.IGNORECASE,
)
_WHAT_DE = re.compile(
    r"\b(?:k(?:ü|ue)ndigung|k(?:ü|ue)ndigungsschreiben)\s+(?:f(?:ü|ue)r|von|meine[sr]?)\s+(?P<what>"
    r"(?:(?:mein|meine[nmr]?|unser|unsere[nmr]?|das|die|den|der)\s+)?[\w-]+(?:\s+(?:bei|im|in)\s+[\w-]+)?)"
    r"|\b(?P<what2>(?:mein|meine[nmr]?|unser|unsere[nmr]?)\s+[\w-]+)\s+(?:zu\s+)?k(?:ü|ue)ndig"
    r"|\bk(?:ü|ue)ndigung\s+(?P<what3>(?!f(?:ü|ue)r\b|von\b)[\w-]+)",
    re.IGNORECASE,
)
_NUMBER = re.compile(
    r"\b(?P<kind>customer|member(?:ship)?|contract|account|policy|subscriber|subscription|client"
    r"|reference|kunden|mitglieds|vertrags|versicherungs|konto)\s*(?:-?\s*(?:nr|no|nummer|number"
    r"|num|id|#)\.?)?\s*(?:is\s+|ist\s+)?[:#]?\s*(?P<num>[A-Z]{0,4}-?\d[\w/-]{2,})",
    re.IGNORECASE,
)
_NO_NUMBER = re.compile(r"\b(?:nr|no|number|nummer|#)\.?\s*[:#]?\s*(?P<num>[A-Z]{0,4}-?\d{3,}[\w/-]*)",
                        re.IGNORECASE)  # fmt: skip
_END_OF = re.compile(
    r"\b(?:(?:at|by|as of|from|effective|to|zum|zu|ab|per)\s+)?(?:the\s+)?(?P<end>end of (?:(?:the|this"
    r"|next) )?(?:month|year|quarter|term|contract|(?:january|february|march|april|may|june|july"
    r"|august|september|october|november|december)\b)|ende (?:des monats|des jahres|(?:januar|februar"
    r"|m(?:ä|ae)rz|april|mai|juni|juli|august|september|oktober|november|dezember))|monatsende"
    r"|jahresende|(?:as soon as possible|asap|immediately|right away|straight away|sofort"
    r"|n(?:ä|ae)chstm(?:ö|oe)glich\w*|fristlos))",
    re.IGNORECASE,
)
_NOT_ASKED = re.compile(
    r"^\W*(?:how|what|when|why|where|can i|should i|do i|is it|does|wie|wann|kann ich|muss ich"
    r"|soll ich|darf ich)\b|\b(?:script|code|function|program|app|api|bot|automat\w*|python"
    r"|project|projekt|meeting|appointment|termin|remind\w*|erinner\w*|to-?do|calendar|kalender)\b",
    re.IGNORECASE,
)
_EMAIL = re.compile(r"\b(?:e-?mail|mail)\b", re.IGNORECASE)


def cancellation_letter(said: str) -> str | None:
    """The cancellation ``said`` asks for, with its number and date, or None."""
    if _NOT_ASKED.search(said) or not _CANCEL.search(said):
        return None
    number = _NUMBER.search(said) or _NO_NUMBER.search(said)
    end = _END_OF.search(said)
    day = next(
        (d for d in dates(said) if not number or not d.start() < number.end() <= d.end()), None
    )
    if number is None and end is None and day is None:
        return None  # nothing more than the wish: tiny_letter's start with gaps
    if german(said):
        found = _WHAT_DE.search(said)
        if found is None:
            return None
        what_de = (found["what"] or found["what2"] or found["what3"]).strip()
        letter = _german(what_de, number, end, day, said)
        why = _why(said, "de")
        return letter.replace(" Bitte bestätigen", f" {why} Bitte bestätigen", 1) if why else letter
    found = _WHAT_EN.search(said)
    if found is None:
        return None
    what = re.sub(r"^(?:our|the)\s+", "my ", found["what"].strip(), flags=re.IGNORECASE)
    what = what if what.lower().startswith("my ") else f"my {what}"
    what = _brands(what)
    at = _brands(found["at"] or "")
    if end is not None:
        when = _when_en(end["end"])
    elif day is not None:
        when = f"as of {said_date(day, 'en')}"
    else:
        when = "at the earliest possible date"
    kind = (number["kind"].lower() if number is not None and "kind" in number.groupdict()
            and number["kind"] else "customer")  # fmt: skip
    kind = {"membership": "member", "subscription": "subscriber"}.get(kind, kind)
    num = f" ({kind} number {number['num']})" if number is not None else ""
    subject = f"Subject: Cancellation of {what}" + (
        f" – {kind} no. {number['num']}" if number else ""
    )
    lines = [f"I hereby cancel {what}{' with ' + at if at else ''}{num} {when}."]
    if (why := _why(said, "en")) != "":
        lines.append(why)
    lines.append("Please confirm the cancellation and the end date in writing.")
    lines.append("Please also make sure that no further payments are taken after that date.")
    hello = f"Dear {at} team," if at else "Dear Sir or Madam,"
    body = f"{subject}\n\n{hello}\n\n" + " ".join(lines) + f"\n\n{sign_off('Kind regards', said)}"
    how = "an email" if _EMAIL.search(said) else "a letter"
    return f'Here\'s {how} you could send:\n\n"{body}"'


_REASON = re.compile(
    r"(?:^|[,;.]\s*|\s(?P<since>because|as|since|due to|weil|da)\s+|\s(?=(?:ich|wir)\s))(?P<why>(?:i'?m|i am|we'?re|we are|i|we"
    r"|ich|wir)\s+(?:\w+\s+){0,2}?(?:moving|relocating|leaving|emigrating|ziehe|ziehen|wegziehe\w*"
    r"|umziehe\w*|no longer|can'?t|cannot|don'?t|kann|können|nutze|brauche)\b[^,;.]*)",
    re.IGNORECASE,
)
"""The user's reason for cancelling ("i'm moving away", "ich ziehe um")."""


def _why(said: str, language: str) -> str:
    """The reason as said, a sentence to add ("The reason: I'm moving away.") or ""."""
    found = _REASON.search(said)
    if found is None:
        return ""
    why = re.sub(
        r"\s+(?:(?:zum|zu|as of|from|by|at|end)\b.*|pls|please|bitte)$",
        "",
        found["why"].strip(),
        flags=re.I,
    )
    why = re.sub(r"\bi\b", "I", why)
    if language == "de" and (found["since"] or "").lower() in ("weil", "da"):
        return f"Die Kündigung erfolgt, weil {why}."
    why = why[:1].upper() + why[1:] + "."
    return f"The reason: {why}" if language == "en" else f"Grund der Kündigung: {why}"


def _brands(words: str) -> str:
    """ "my fitness first membership" → "my Fitness First membership": a name before the
    contract word is written as a name."""
    parts = words.split()
    out = []
    for word in parts:
        plain = word.lower() in ("my", "our", "gym", "the", "phone", "mobile", "internet", "magazine",
                                 "newspaper", "streaming", "car", "home", "health", "life", "monthly",
                                 "annual", "yearly", "and") or re.fullmatch(_CONTRACT, word, re.I)  # fmt: skip
        out.append(word if plain else word[:1].upper() + word[1:])
    return " ".join(out)


def _when_en(end: str) -> str:
    low = end.lower()
    if re.match(r"(?:as soon as possible|asap|immediately|right away|straight away)", low):
        return "with immediate effect, or at the earliest possible date"
    low = re.sub(r"\b(january|february|march|april|may|june|july|august|september|october"
                 r"|november|december)\b", lambda m: m[1].capitalize(), low)  # fmt: skip
    return f"as of the {low}"


_GENDER_DE = (
    (re.compile(r"(?:vertrag|tarif)$", re.I), "meinen"),
    (re.compile(r"(?:schaft|versicherung|police)$", re.I), "meine"),
    (re.compile(r"(?:abo|abonnement|konto)$", re.I), "mein"),
)


def _german(what: str, number: re.Match[str] | None, end: re.Match[str] | None,
            day: re.Match[str] | None, said: str) -> str:  # fmt: skip
    words = re.sub(
        r"^(?:mein|meine[nmr]?|unser|unsere[nmr]?|das|die|den|der)\s+", "", what, flags=re.I
    )
    head = words.split()[0] if words.split() else words
    noun = head[:1].upper() + head[1:]
    rest = " ".join(w if w.lower() in ("bei", "im", "in") else w[:1].upper() + w[1:]
                    for w in words.split()[1:])  # fmt: skip
    own = next((article for pattern, article in _GENDER_DE if pattern.search(head)), "")
    if own:
        thing = f"{own} {noun}" + (f" {rest}" if rest else "")
    elif re.search(r"(?:studio|verein|club|gym)$", head, re.I):
        thing = f"meine Mitgliedschaft im {noun}" + (f" {rest}" if rest else "")
    else:
        thing = f"meinen Vertrag ({noun}{' ' + rest if rest else ''})"
    if end is not None and re.match(r"(?:sofort|fristlos)", end["end"], re.I):
        when = "fristgerecht zum nächstmöglichen Termin"
    elif end is not None and not re.match(r"n(?:ä|ae)chstm", end["end"], re.I):
        said = re.sub(
            r"\b(ende|monatsende|jahresende)\b", lambda m: m[1].capitalize(), end["end"].lower()
        )
        said = re.sub(r"\b(des )(monats|jahres)\b", lambda m: m[1] + m[2].capitalize(), said)
        said = re.sub(r"\b(januar|februar|märz|maerz|april|mai|juni|juli|august|september|oktober"
                      r"|november|dezember)\b", lambda m: m[1].capitalize(), said)  # fmt: skip
        when = f"fristgerecht zum {said}"
    elif day is not None:
        when = f"fristgerecht zum {said_date(day, 'de')}"
    else:
        when = "fristgerecht zum nächstmöglichen Termin"
    kind = ""
    if number is not None:
        found = number.groupdict().get("kind") or ""
        kind = {"kunden": "Kundennummer", "mitglieds": "Mitgliedsnummer", "vertrags": "Vertragsnummer",
                "versicherungs": "Versicherungsnummer", "konto": "Kontonummer"}.get(
            found.lower(), "Mitgliedsnummer" if "Mitgliedschaft" in thing else "Kundennummer")  # fmt: skip
    num = f" ({kind} {number['num']})" if number is not None else ""
    subject = (
        f"Betreff: Kündigung{' – ' + kind + ' ' + number['num'] if number is not None else ''}"
    )
    body = (
        f"{subject}\n\nSehr geehrte Damen und Herren,\n\nhiermit kündige ich {thing}{num} {when}. "
        "Bitte bestätigen Sie mir die Kündigung und das Vertragsende schriftlich. Ab diesem "
        "Zeitpunkt dürfen keine weiteren Beträge abgebucht werden.\n\n"
        + sign_off("Mit freundlichen Grüßen", said).replace(",\n", "\n")
    )
    return f"So könnte deine Kündigung lauten:\n\n„{body}“"
