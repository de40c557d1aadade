"""A message to a group collecting money for a gift (a WhatsApp to colleagues or class parents)
with what the user gives: whom and what it is for, how much each, by when and to whom (and how)
to pay ("write a whatsapp message to collect money for sarah's leaving gift, 10 euros each, by
friday, pay to me via paypal", "schreib ne nachricht an die klassenchat-eltern, wir sammeln für
ein geschenk für frau keller, 5 € pro kind bis 20.6., bar an mich"). Nothing is made up: an
amount, a day or a payee not said is left out, not guessed. A question ("how much should
everyone chip in for a leaving gift?") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import (
    EMAIL,
    asked_for,
    dates,
    german,
    named,
    own_name,
    phones,
    said_date,
)

_KIND = re.compile(
    r"\b(?:(?:group|whatsapp|class|team|office|chat|collection|whip-?round)\s+)?(?:messages?|msgs?"
    r"|texts?|whatsapps?|posts?|emails?|e-mails?|notes?|announcements?)\b|\b(?:nachricht|whatsapp"
    r"|text|mail|e-mail|rundmail|rundnachricht|aufruf)\w*\b",
    re.IGNORECASE,
)
_COLLECT = re.compile(
    r"\b(?:collect(?:ing|ion)?|chip(?:ping)? in|whip-?round|pool(?:ing)? (?:money|together)"
    r"|put(?:ting)? (?:money )?together|contribut\w*|everyone (?:pays?|gives?)|sammel\w*|sammeln"
    r"|sammelaktion|zusammenlegen|legen zusammen|beitrag|geld einsammeln|chip)\b",
    re.IGNORECASE,
)
_GIFT = re.compile(
    r"\b(?:gift|present|voucher|flowers|leaving|farewell|retirement|birthday|bday|wedding|baby"
    r"|geschenk\w*|gutschein|blumen|abschied\w*|ruhestand|geburtstag\w*|hochzeit\w*)\b",
    re.IGNORECASE,
)
_AMOUNT = re.compile(
    r"(?P<amount>(?:[€£$]|chf|eur)\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s?(?:[€£$]|euros?|eur"
    r"|pounds?|quid|dollars?|bucks|franken|chf|fr\.))(?:\s*(?P<per>each|a head|per (?:person|head"
    r"|child|kid|family|household)|pro (?:person|kopf|kind|familie|nase)|p\.?p\.?|(?:for|from) everyone"
    r"|jeweils|je))?",
    re.IGNORECASE,
)
_BY = re.compile(
    r"\b(?:by|until|till|before|no later than|deadline(?: is)?|bis(?: zum| spätestens| spaetestens)?"
    r"|spätestens|spaetestens)\s+(?P<when>(?:the\s+)?(?:end of (?:the )?(?:week|month|day)|tomorrow"
    r"|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next \w+|this \w+"
    r"|morgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|ende der woche"
    r"|[\w. ]{1,16}))",
    re.IGNORECASE,
)
_PAY = re.compile(
    r"\b(?:pay(?:ing)?|send(?:ing)?|transfer\w*|give (?:it|the money|cash)|paypal|venmo|revolut"
    r"|twint|cash|bank transfer|iban|überweis\w*|ueberweis\w*|bar\b|bezahl\w*|zahl\w*|geben)\b",
    re.IGNORECASE,
)
_HOW = (
    ("paypal", "via PayPal", "per PayPal"), ("venmo", "via Venmo", "per Venmo"),
    ("revolut", "via Revolut", "per Revolut"), ("twint", "via TWINT", "per TWINT"),
    ("cash|bar\\b|in bar", "in cash", "bar"),
    ("bank transfer|transfer|iban|überweis|ueberweis", "by bank transfer", "per Überweisung"),
)  # fmt: skip
_TO = re.compile(
    r"\b(?:to|an|bei|zu)\s+(?P<who>me|mir|mich|(?!the\b|a\b|my\b|everyone\b|all\b|die\b|den\b)"
    r"[a-zäöüß][\w-]+)\b",
    re.IGNORECASE,
)
_FOR = re.compile(
    r"\b(?:for|f(?:ü|ue)r)\s+(?:(?:our|my|the|unsere[nmr]?|meine[nmr]?|die|den|der)\s+)?"
    r"(?:(?P<rel>colleague|coworker|co-worker|teacher|boss|manager|coach|neighbou?r|kollegin"
    r"|kollegen|kollege|lehrerin|lehrer|erzieherin|erzieher|chefin|chef|trainerin|trainer)\s*,?\s+)?"
    r"(?P<name>(?:mrs|mr|ms|miss|frau|herrn?|dr)\.?\s+[a-zäöüß][\w-]+|[a-zäöüß][\w-]+)(?:'s|s'|s)?\s+"
    r"(?P<occ>(?:\w+\s+)?(?:leaving|farewell|goodbye|retirement|birthday|bday|wedding|baby|gift"
    r"|present|abschied\w*|geburtstag\w*|geschenk\w*|hochzeit\w*))",
    re.IGNORECASE,
)
_NOT_NAME = frozenset(
    """a an the our my his her their everyone all gift present leaving farewell birthday the
    ein eine einen geschenk teacher teacher's teachers colleague colleagues team class coach
    boss manager lehrerin lehrer kollegin kollegen chef chefin""".split()  # noqa: SIM905
)
_OCCASIONS = (
    (r"leaving|farewell|goodbye|abschied", "is leaving us soon", "verlässt uns bald"),
    (r"retire|ruhestand|rente", "is retiring soon", "geht bald in den Ruhestand"),
    (r"birthday|bday|geburtstag", "has a birthday coming up", "hat bald Geburtstag"),
    (r"wedding|hochzeit|getting married", "is getting married", "heiratet bald"),
    (r"baby|geburt", "is expecting a baby", "bekommt bald ein Baby"),
    (r"end of (?:the )?(?:school )?year|schuljahr", "has been with us all year",
     "hat uns das ganze Schuljahr begleitet"),
)  # fmt: skip
_NOT_ASKED = re.compile(
    r"^\W*(?:how much|how do|what(?:'s| is) (?:a |the )?(?:normal|usual|good)|should|is it|wie viel"
    r"|was gibt man|sollte)\b|\b(?:script|code|app|spreadsheet|project|projekt|tabelle)\b",
    re.IGNORECASE,
)


def collection_message(said: str) -> str | None:
    """The group message collecting for a gift ``said`` asks for, or None."""
    if not (_COLLECT.search(said) and _GIFT.search(said)) or _NOT_ASKED.search(said):
        return None
    if asked_for(said, _KIND) is None:
        return None
    de = german(said)
    amount = _AMOUNT.search(said)
    by = next((m for m in _BY.finditer(said) if not _AMOUNT.fullmatch(m["when"].strip())), None)
    when = _when(_clause_from(said, by.start("when")), de) if by is not None else ""
    who, occasion = _whom(said, de)
    payee, how = _payee(said, de)
    if amount is None and not when and not payee and not who:
        return None  # nothing told: the stock lines
    money = _money(amount, de) if amount is not None else ""
    if de:
        return _german(who, occasion, money, when, payee, how, own_name(said))
    lines = ["Hi everyone! 👋"]
    if who and occasion:
        lines.append(f"{who} {occasion}, so let's get a gift together. 🎁")
    elif who:
        lines.append(f"Let's chip in together for a gift for {who}. 🎁")
    else:
        lines.append("Let's chip in together for a gift. 🎁")
    share = "If you'd like to join in"
    details = ", ".join(p for p in (money, f"by {when}" if when else "") if p)
    lines.append(f"{share}: {details.rstrip('.')}." if details else f"{share}, just let me know.")
    if payee or how:
        lines.append(
            " ".join(p for p in ("Please send it", f"to {payee}" if payee else "", how) if p) + "."
        )
    lines.append("Thanks so much! 😊")
    if sign := own_name(said):
        lines.append(sign)
    return "Here's a message for the group:\n\n\"" + "\n".join(lines) + '"'


def _money(amount: re.Match[str], de: bool) -> str:
    said = amount["amount"].strip()
    number = re.search(r"\d+(?:[.,]\d{1,2})?", said)
    value = number[0] if number else said
    sign = "€" if re.search(r"€|eur", said, re.I) else "£" if re.search(r"£|pound|quid", said, re.I) \
        else "$" if re.search(r"\$|dollar|buck", said, re.I) else "CHF" if re.search(r"chf|franken|fr\.", said, re.I) else ""  # fmt: skip
    money = (
        f"{value} {sign}"
        if de and sign == "€"
        else f"{sign}{value}"
        if sign in ("£", "$", "€")
        else f"{value} {sign}"
    )
    per = (amount["per"] or "").lower()
    if de:
        word = {"pro kind": "pro Kind", "pro familie": "pro Familie", "pro kopf": "pro Kopf"}.get(
            per, "pro Person"
        )
        return f"{money} {word}"
    word = {"per child": "per child", "per kid": "per child", "per family": "per family",
            "per household": "per household"}.get(per, "per person")  # fmt: skip
    return f"{money} {word}"


def _clause_from(said: str, start: int) -> str:
    """The words from ``start`` to the end of their clause: "friday june 14" whole, not
    "friday" alone ("by friday june 14, signed lisa")."""
    return re.split(r",\s|;|\.\s|\s(?:and|und|to|an)\s", said[start:] + " ", maxsplit=1)[0]


def _when(text: str, de: bool) -> str:
    found = dates(text)
    if found:
        return said_date(found[0], "de" if de else "en")
    text = text.strip().rstrip(".")
    return re.sub(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag"
                  r"|mittwoch|donnerstag|freitag|samstag|sonntag)\b", lambda m: m[1].capitalize(), text)  # fmt: skip


def _whom(said: str, de: bool) -> tuple[str, str]:
    """("Sarah", "is leaving us soon"), ("Mrs. Keller", "…"), or ("", "")."""
    found = _FOR.search(said)
    name = ""
    if found is not None and found["name"].lower() not in _NOT_NAME:
        name = named(found["name"])
        name = name if de else re.sub(r"^(Mrs|Mr|Ms|Dr)\b\.?", r"\1.", name)
    elif found is not None and found["rel"] is None:
        name = ""
    titled = re.search(r"\b(?:for|f(?:ü|ue)r)\s+(?:(?:our|the|my|unsere[rn]?|die|den)\s+(?:teacher|coach|lehrerin|lehrer"
                       r"|erzieherin|trainerin|trainer)\s+)?(?P<n>(?:mrs|mr|ms|miss|frau|herrn?|dr)\.?\s+[a-zäöüß][\w-]+)",
                       said, re.IGNORECASE)  # fmt: skip
    if not name and titled is not None:
        name = named(re.sub(r"^herrn\b", "herr", titled["n"], flags=re.I))
        name = name if de else re.sub(r"^(Mrs|Mr|Ms|Dr)\b\.?", r"\1.", name)
    if not name:
        role = re.search(r"\b(?:(?:our|the|my|unsere[rn]?)\s+)?(?P<r>teacher|coach|boss|manager"
                         r"|lehrerin|lehrer|erzieherin|chef|chefin|trainer)(?:'s|s)?\b", said, re.I)  # fmt: skip
        if role is not None:
            name = f"unsere {role['r'].capitalize()}" if de else f"our {role['r'].lower()}"
    occasion = next(((de_ if de else en) for pattern, en, de_ in _OCCASIONS
                     if re.search(rf"\b(?:{pattern})", said, re.I)), "")  # fmt: skip
    if name and occasion and not de:
        name = name[:1].upper() + name[1:]
    return name, occasion


def _payee(said: str, de: bool) -> tuple[str, str]:
    """Whom to pay ("me", "Anna", "anna@x.com") and how ("via PayPal")."""
    clause = next((p for p in re.split(r"[,;\n]|\.\s", said) if _PAY.search(p)), "")
    if not clause:
        return "", ""
    ways = [
        (de_ if de else en)
        for pattern, en, de_ in _HOW
        if re.search(rf"\b(?:{pattern})", clause, re.I)
    ]
    how = (" oder " if de else " or ").join(dict.fromkeys(ways))
    mail = EMAIL.search(clause)
    numbers = phones(clause)
    to = _TO.search(EMAIL.sub(" ", clause))
    payee = ""
    if to is not None and to["who"].lower() not in (
        "paypal",
        "venmo",
        "revolut",
        "twint",
        "cash",
        "bar",
    ):
        word = to["who"].lower()
        payee = ("mich" if de else "me") if word in ("me", "mir", "mich") else named(to["who"])
    if mail:
        payee = f"{payee} ({mail[0]})" if payee else mail[0]
    elif numbers:
        payee = f"{payee} ({numbers[0]})" if payee else numbers[0]
    if (
        re.search(r"\b(?:pay|send|give) (?:it )?(?:to )?me\b|\bpay me\b|\ban mich\b", clause, re.I)
        and not payee
    ):
        payee = "mich" if de else "me"
    return payee, how


def _german(who: str, occasion: str, money: str, when: str, payee: str, how: str, sign: str) -> str:
    lines = ["Hallo zusammen! 👋"]
    if who and occasion:
        lines.append(f"{who} {occasion} – lasst uns gemeinsam ein Geschenk besorgen. 🎁")
    elif who:
        lines.append(f"Wir sammeln für ein Geschenk für {who}. 🎁")
    else:
        lines.append("Wir sammeln für ein gemeinsames Geschenk. 🎁")
    details = " ".join(p for p in (money, f"bis {when}" if when else "") if p)
    lines.append(
        f"Wer mitmachen möchte: {details.rstrip('.')}."
        if details
        else "Wer mitmachen möchte, sagt mir einfach Bescheid."
    )
    if payee or how:
        to = f"an {payee}" if payee else ""
        lines.append(f"Bitte {' '.join(p for p in (how, to) if p)}.")
    lines.append("Danke euch! 😊")
    if sign:
        lines.append(sign)
    return "So könnte die Nachricht lauten:\n\n„" + "\n".join(lines) + "“"
