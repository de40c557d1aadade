"""An out-of-office reply with the dates, the reason and whom to contact as the user said them
("write an out of office reply. im on vacation 12-23 august, for urgent things contact my
colleague Priya Nair at priya.nair@brightfield.com"), in English or German. Used by
:func:`brain.llm.tiny_notes.noted`."""

from __future__ import annotations

import re

from brain.fastpath.dates import MONTH_PATTERN

_AWAY = re.compile(
    r"\b(?:out[- ]of[- ](?:the[- ])?office|ooo|auto[- ]?reply|autoresponder|away message|vacation"
    r" (?:reply|responder|message|email)|holiday (?:reply|message|email)|abwesenheits\w*)\b",
    re.IGNORECASE,
)
_MONTH_NAMES = f"(?:{MONTH_PATTERN})"
_SPAN = re.compile(
    r"\b(?:from\s+|vom\s+)?(?P<a>\d{1,2})(?:st|nd|rd|th|\.)?\s*(?P<am>" + _MONTH_NAMES + r")?\s*"
    r"(?:-|–|to|till|until|bis(?: zum)?)\s*(?P<b>\d{1,2})(?:st|nd|rd|th|\.)?\s*(?P<bm>"
    + _MONTH_NAMES
    + r")\b|\b(?:until|till|bis(?: zum)?|back on)\s+(?P<c>\d{1,2})(?:st|nd|rd|th|\.)?\s*(?P<cm>"
    + _MONTH_NAMES
    + r")\b|\b(?P<am2>"
    + _MONTH_NAMES
    + r")\s+(?P<a2>\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|to|till|until)\s*(?P<b2>\d{1,2})(?:st|nd|rd|th)?\b",
    re.IGNORECASE,
)
_CONTACT = re.compile(
    r"\b(?:contact|reach|email|write to|wend\w* (?:sich|euch)? ?an|kontaktier\w*|urgent(?: \w+)?"
    r" (?:goes )?to|dringend\w* (?:\w+ )?an)\s+(?:my\s+|meine[nr]?\s+)?"
    r"(?:(?:colleague|coworker|co-worker|manager|boss|team ?lead|assistant|kollegin|kollegen|kollege"
    r"|vertretung|chef\w*)\s+)?(?P<who>[A-Za-zÄÖÜäöüß][\w'-]+(?:\s+[A-Z][\w'-]+)?(?![\w.+-]*@))?",
    re.IGNORECASE,
)
_MAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_WHY_AWAY = (
    (re.compile(r"\b(?:vacation|holiday|holidays|urlaub|leave|pto)\b", re.I), "on vacation", "im Urlaub"),
    (re.compile(r"\b(?:parental|maternity|paternity|elternzeit|mutterschutz)\b", re.I),
     "on parental leave", "in Elternzeit"),
    (re.compile(r"\b(?:conference|trip|travel\w*|konferenz|dienstreise|messe)\b", re.I),
     "travelling", "auf Dienstreise"),
    (re.compile(r"\b(?:sick|ill|krank)\b", re.I), "out sick", "krank"),
)  # fmt: skip


def out_of_office(said: str) -> str | None:
    """An out-of-office reply with the dates, the reason and whom to contact as said ("write an
    out of office reply. im on vacation 12-23 august, for urgent things contact my colleague
    Priya Nair at priya.nair@brightfield.com")."""
    if _AWAY.search(said) is None or not re.search(
        r"\b(?:write|draft|make|need|give me|set up|create|schreib\w*|formulier\w*|brauche?)\b",
        said,
        re.I,
    ):
        return None
    de = bool(re.search(r"\b(?:abwesenheits\w*|schreib\w*|ich bin|urlaub|bitte)\b", said, re.I))
    span = _SPAN.search(said)
    when = ""
    if span is not None:
        if span["b"]:
            first, last = span["a"], span["b"]
            month = (span["bm"] or "").capitalize()
            start_month = (
                f" {span['am'].capitalize()}" if span["am"] and span["am"] != span["bm"] else ""
            )
            when = (
                f" vom {first}.{start_month} bis {last}. {month}"
                if de
                else f" from {first}{start_month} to {last} {month}"
            )
        elif span["c"]:
            when = (
                f" bis zum {span['c']}. {span['cm'].capitalize()}"
                if de
                else f" until {span['c']} {span['cm'].capitalize()}"
            )
        else:
            month = span["am2"].capitalize()
            when = (
                f" vom {span['a2']}. bis {span['b2']}. {month}"
                if de
                else f" from {span['a2']} to {span['b2']} {month}"
            )
    why = next(((en, ger) for p, en, ger in _WHY_AWAY if p.search(said)), ("away", "nicht im Büro"))
    mail = _MAIL.search(said)
    contact = _CONTACT.search(said)
    who = contact["who"] if contact is not None and contact["who"] else ""
    who = "" if who.lower() in ("at", "me", "my", "the", "unter", "bei") else who
    names = " ".join(w.capitalize() for w in who.split())
    reach = f"{names} at {mail[0]}" if names and mail else names or (mail[0] if mail else "")
    if de:
        urgent = (
            f" In dringenden Fällen wenden Sie sich bitte an {reach.replace(' at ', ' (') + (')' if names and mail else '')}."
            if reach
            else ""
        )
        body = (
            f"Vielen Dank für Ihre Nachricht. Ich bin{when} {why[1]} und lese in dieser Zeit keine "
            f"E-Mails.{urgent} Nach meiner Rückkehr melde ich mich so schnell wie möglich."
        )
        return f"So könnte deine Abwesenheitsnotiz lauten:\n\n„Guten Tag,\n\n{body}\n\nViele Grüße\n[Dein Name]“"
    urgent = f" For urgent matters, please contact {reach}." if reach else ""
    body = (
        f"Thank you for your email. I'm {why[0]}{when} and won't be checking email during this "
        f"time.{urgent} I'll get back to you as soon as I can after I'm back."
    )
    return f'Here\'s an out-of-office reply you could use:\n\n"Hello,\n\n{body}\n\nBest regards,\n[Your name]"'
