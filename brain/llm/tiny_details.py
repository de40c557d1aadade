"""The details a user gives for a text Eddie writes, found and written as they said them: whether
a text is asked for at all ("can u do a bday text for …", "was schreib ich in eine
hochzeitskarte …"; "write down my babysitter's number" is a memory, "is an out of office rude?"
a question), an email address, a phone number, a day and date ("sat 14 june", "14.6."), a time
("8pm", "20 uhr"), a person's name ("tom baker" → Tom Baker) and the user's clauses cut apart.
Shared by the writers of out-of-office replies, cards, notices, posts, sitter notes and shift
swaps (:mod:`brain.llm.tiny_written`)."""

from __future__ import annotations

import re

from brain.fastpath.dates import MONTH_PATTERN, MONTHS, WEEKDAYS

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
PHONE = re.compile(r"(?<![\w.:/])\+?\(?\d[\d ()/.-]{4,}\d(?![\w:])")
"""A phone number as typed ("0176 1234567", "555-0192", "+49 171 555 1234")."""


def phones(text: str) -> list[str]:
    """The phone numbers in ``text`` (six digits or more; no date or time)."""
    found = []
    for match in PHONE.finditer(text):
        number = match[0].strip()
        digits = re.sub(r"\D", "", number)
        if len(digits) >= 6 and not re.fullmatch(r"\d{1,2}\.\d{1,2}\.\d{2,4}", number):
            found.append(number)
    return found


_WEEKDAY_SHORT = {
    "mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4,
    "sat": 5, "sun": 6,
}  # fmt: skip
WEEKDAY_INDEX = {
    **{day.lower(): n for n, day in enumerate(WEEKDAYS["en"])},
    **{day.lower(): n for n, day in enumerate(WEEKDAYS["de"])},
    **_WEEKDAY_SHORT,
}
WEEKDAY = r"(?:" + "|".join(sorted(WEEKDAY_INDEX, key=len, reverse=True)) + r")\.?"
FULL_WEEKDAY = r"(?:" + "|".join(d.lower() for d in (*WEEKDAYS["en"], *WEEKDAYS["de"])) + r")"
"""A weekday said in full: "sat" alone may be no day ("i sat down")."""
MONTH_INDEX = {
    name.lower(): n for language in ("en", "de") for n, name in enumerate(MONTHS[language])
} | {name.lower()[:3]: n for language in ("en", "de") for n, name in enumerate(MONTHS[language])} | {
    "sept": 8, "maerz": 2, "mrz": 2, "jänner": 0, "jaenner": 0,
}  # fmt: skip
"""A month's index (0 for January) by its name or short name, English or German."""
MONTH = rf"(?:{MONTH_PATTERN})\.?"
DATE = (
    rf"(?:(?P<wd>{WEEKDAY})\s*,?\s*(?:(?:the|den|dem)\s+)?)?(?:(?P<nd>\d{{1,2}})\.(?P<nm>\d{{1,2}})\."
    rf"(?P<ny>\d{{2,4}})?|(?P<d>\d{{1,2}})(?:st|nd|rd|th|\.)?(?:\s*(?:of\s+)?(?P<m>{MONTH})(?!\w))?"
    rf"|(?P<m2>{MONTH})\s+(?:the\s+)?(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?(?![\d:]))"
)
"""A day as typed: "saturday 14 june", "sat the 5th", "july 20", "14.6.", "3rd of march"."""
_DATE = re.compile(rf"(?<![\w.:/]){DATE}(?![\w:])", re.IGNORECASE)
_DAY_ONLY = re.compile(
    rf"\b(?P<wd>{FULL_WEEKDAY})(?!\w)(?:\s*,?\s*(?:(?:the|den)\s+)?(?P<d>\d{{1,2}})(?:st|nd|rd|th|\.)?"
    rf"(?:\s*(?:of\s+)?(?P<m>{MONTH})(?!\w))?(?!\s*(?:am|pm|uhr|h)\b)(?![\d:]))?",
    re.IGNORECASE,
)


def said_date(found: re.Match[str], language: str) -> str:
    """A day found by :data:`DATE` written out: "Saturday 14 June", "Samstag, 14. Juni";
    "14.6." stays as typed."""
    parts = found.groupdict()
    weekday = parts.get("wd")
    day_name = WEEKDAYS[language][WEEKDAY_INDEX[weekday.lower().rstrip(".")]] if weekday else ""
    if parts.get("nd"):
        day = f"{parts['nd']}.{parts['nm']}.{parts.get('ny') or ''}"
        return f"{day_name}, {day}" if day_name else day
    number = parts.get("d") or parts.get("d2")
    month = parts.get("m") or parts.get("m2")
    month_name = ""
    if month:
        month_name = MONTHS[language][MONTH_INDEX[month.lower().rstrip(".")]]
    if language == "de":
        day = f"{number}." if number else ""
        said = " ".join(p for p in (day, month_name) if p)
        return f"{day_name}, {said}" if day_name and said else day_name or said
    if number and not month_name:
        said = _ordinal(int(number)) if day_name else number
        return f"{day_name} the {said}" if day_name else said
    said = " ".join(p for p in (number or "", month_name) if p)
    return f"{day_name} {said}".strip()


def _ordinal(n: int) -> str:
    last = "th" if 10 < n % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"


def dates(text: str) -> list[re.Match[str]]:
    """The days said in ``text`` (a weekday, a date or both), in order; a bare number is no
    day unless a weekday or month goes with it."""
    found = []
    for match in _DATE.finditer(text):
        parts = match.groupdict()
        if parts["wd"] or parts["m"] or parts["m2"] or parts["nd"]:
            found.append(match)
    taken = [(m.start(), m.end()) for m in found]
    for match in _DAY_ONLY.finditer(text):
        if not any(a <= match.start() < b for a, b in taken):
            found.append(match)
    return sorted(found, key=lambda m: m.start())


RELATIVE_DAY = re.compile(
    r"\b(?:(?:this|next|coming)\s+(?:weekend|week)|tonight|tomorrow(?: night| evening| morning"
    r"| afternoon)?|today"
    r"|heute(?: abend)?|morgen(?: abend)?|(?:dieses|nächstes|naechstes|kommendes) wochenende)\b",
    re.IGNORECASE,
)
TIME = (
    r"(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|uhr|h\b|ish)?|midnight|mitternacht|noon"
    r"|mittag)"
)


def clock(said: str, language: str) -> str:
    """A time tidied: "8pm" stays, "20 uhr" → "20 Uhr", "midnight" stays, "7" → "7"."""
    said = said.strip()
    if language == "de":
        said = re.sub(r"\s*uhr$", " Uhr", said, flags=re.IGNORECASE)
        said = re.sub(r"^mitternacht$", "Mitternacht", said, flags=re.IGNORECASE)
        if re.fullmatch(r"\d{1,2}(?:[:.]\d{2})?", said):
            said += " Uhr"
        return said
    said = re.sub(r"\s*(am|pm)$", lambda m: m[1].lower(), said, flags=re.IGNORECASE)
    return re.sub(r"\s*uhr$", "", said, flags=re.IGNORECASE)


_SMALL = frozenset(
    "de van von der den la le da di du of and und bin al el".split()  # noqa: SIM905 (a word list)
)


def named(words: str) -> str:
    """A name as it is written: "tom baker" → "Tom Baker", "anna-lena" → "Anna-Lena",
    "mr. klein" → "Mr. Klein"."""
    out = []
    for index, word in enumerate(words.split()):
        if index and word.lower() in _SMALL:
            out.append(word.lower())
            continue
        out.append("-".join(p[:1].upper() + p[1:] for p in word.split("-")))
    return " ".join(out)


def clauses(text: str) -> list[str]:
    """The user's words cut where they pause (commas, full stops, semicolons, dashes, new
    lines); an email address or a time's dot is no pause."""
    pieces = re.split(
        r"\s*(?:[;\n]|,(?!\d)|(?<![\d.])(?<!\bmr)(?<!\bmrs)(?<!\bms)(?<!\bdr)(?<!\bst)(?<!\bca)(?<!\bnr)"
        r"(?<!\bno)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)\.(?=\s|$)|(?<=\d)\.(?=\s+[a-zA-Z]{3})"
        r"|\s[-–—]+\s|!+|\?+|:\s)\s*",
        text,
    )
    return [p.strip(" ,.-") for p in pieces if p and p.strip(" ,.-")]


_NAMED_DAY = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april"
    r"|june|july|august|september|october|november|december|montag|dienstag|mittwoch|donnerstag"
    r"|freitag|samstag|sonntag|januar|februar|märz|maerz|juni|juli|oktober|dezember)\b"
    r"|\bmay(?=\s+\d)|(?<=\d\s)may\b|(?<=\d\.\s)mai\b|(?<=\d\s)(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct"
    r"|nov|dec)\b|\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)(?=\s+\d)",
)


def days_named(text: str) -> str:
    """``text`` with the names of days and months capitalised ("(march 8)" → "(March 8)")."""
    return _NAMED_DAY.sub(lambda m: m[0].capitalize(), text)


_NOT_A_TEXT = re.compile(
    r"\b(?:write|jot|note|type)\s+(?:it\s+|that\s+|this\s+)?down\b|(?:^|[.!?]\s+)\W*(?:(?:pls"
    r"|please|bitte|can you|could you|kannst du)\W+)?(?:remember|save|store|add|remind me|merk dir"
    r"|notier\w*|speicher\w*|erinner\w* mich)\b",
    re.IGNORECASE,
)
"""A memory or a reminder, not a text: "write down my babysitter's number"."""
_FILLER = (
    r"(?:hey|hi|hallo|hello|ok|okay|so|also|eddie|pls|please|plz|bitte|quick(?:ly)?|yo|um+|hmm+"
    r"|right|now|mal|kurz|schnell|eben|doch|just|maybe|kindly|mir|me|uns|us|real quick|quick q)"
)
_ASK = (
    r"(?:(?:can|cn|cna|could|coud|cud|would|will) (?:you|u|ya|yu)|kannst du|k(?:ö|oe)nntest du|w(?:ü|ue)rdest du"
    r"|(?:i|we) (?:really )?(?:need|want|would like|'?d like|wanna|have)(?: you)?(?: to)?"
    r"|(?:i )?(?:need|want|wanna)(?: to)?|help me(?: to)?|i have to|i gotta|gotta|time to"
    r"|ich (?:brauche?|h(?:ä|ae)tte gerne?|m(?:ö|oe)chte|will|muss)|wir (?:brauchen|m(?:ü|ue)ssen))"
)
_VERB = (
    r"(?:write|writ|wirte|wrtie|wrte|draft|compose|make|create|do|give|type(?: up| out)?|set up|put together|come"
    r" up with|prepare|word|phrase|get|need|send|post|put up|schreib\w*|formulier\w*|verfass\w*"
    r"|mach\w*|erstell\w*|brauch\w*|entw(?:ü|ue)rf\w*|text\w*|gib|setz\w*)"
)
_REQUEST = re.compile(
    rf"^\W*(?:{_FILLER}\W+)*(?:(?:{_ASK})\W+(?:{_FILLER}\W+)*)?(?:(?:i|we|ich|wir)\s+)?{_VERB}\b"
    rf"|^\W*(?:{_FILLER}\W+)*(?:what (?:do|should|can|could|would) (?:i|we) (?:write|put|say)"
    r"|what to (?:write|put|say)|(?:(?:need|want|got|any)\s+)?(?:something|anything|a few words"
    r"|some words|words|a line|lines|a message)\s+(?:\w+\s+)?to (?:write|put|say)|was (?:schreib\w* (?:ich|man)|soll(?:te)? ich|kann ich|k(?:ö|oe)nnte"
    r" ich)|(?:any )?ideas? for|help(?: me)?(?: with)?|hilf\w* mir|(?:can|could) (?:you|u) help"
    r"|kannst du mir (?:\w+ )?helfen|hast du (?:\w+ )?(?:idee|text|spruch|vorschlag)|need help"
    r"|(?:kannst|k(?:ö|oe)nntest|w(?:ü|ue)rdest) du)\b",
    re.IGNORECASE,
)
_NOUN_LED = re.compile(
    rf"^\W*(?:{_FILLER}\W+)*(?:(?:a|an|the|my|our|some|one|ne|n|nen|eine[nm]?|ein|meine?[nm]?"
    r"|unsere?[nm]?)\s+)?(?:(?:quick|short|little|nice|sweet|simple|brief|small|proper|formal"
    r"|professional|friendly|warm|funny|kurze[nrs]?|nette[nrs]?|kleine[nrs]?|schöne[nrs]?"
    r"|lockere[nrs]?|was|etwas|(?:\w+\s+)?(?:und|and)\s+\w+)\s+)*$",
    re.IGNORECASE,
)
_WORLD_QUESTION = re.compile(
    r"^\W*(?:(?:so|ok|hey|quick q\w*)\W+)*(?:is it|isn'?t it|are|do (?:people|i (?:need|have)|we"
    r" (?:need|have))|does|did|should (?:i|we)(?! write)|shall|when (?:should|do)|why|how (?:long"
    r"|soon|early|far|much|many)|what'?s the (?:etiquette|rule|point)|wie lange|sollte ich|muss"
    r" ich|ist es|braucht man)\b",
    re.IGNORECASE,
)
"""A question about such texts, not one asked for ("is it rude not to set an out of office?")."""


def no_text_asked(said: str) -> bool:
    """Whether ``said`` is a memory, a reminder or a question about such texts ("is a thank you
    card for the coach too much?"), not a text asked for."""
    asked_whether = said.rstrip().endswith("?") and _IS_IT.match(said) is not None
    return bool(_NOT_A_TEXT.search(said) or _WORLD_QUESTION.match(said) or asked_whether)


_IS_IT = re.compile(r"^\W*(?:is|was|are(?! (?:you|u)\b))\b", re.IGNORECASE)
"""A yes-no question ending in "?": "is a card for the coach too much?" asks for no card."""


def asked_for(said: str, kind: re.Pattern[str]) -> re.Match[str] | None:
    """The words naming the kind of text (``kind``) when ``said`` asks Eddie to write one:
    with a request before it in its sentence ("can you write me a …", "schreib mir ne …",
    "what do i write in a …") or the kind said first ("birthday msg for my dad, …"); None for
    a memory, a reminder or a question about such texts."""
    if no_text_asked(said):
        return None
    for found in kind.finditer(said):
        head = said[: found.start()]
        last = re.split(r"[.!?;]\s+|,\s+(?=\S)", head)[-1] if head.strip() else ""
        if _NOUN_LED.match(last) or _REQUEST.match(last):
            return found
    return None


def german(said: str) -> bool:
    """Whether the request is said in German (its words, not the session's language)."""
    from brain.text import words_language

    return words_language(said) == "de" or (
        re.search(
            r"\b(?:schreib\w*|formulier\w*|verfass\w*|bitte|mir|für|fuer|meine[nmr]?|karte|und|ich)\b",
            said,
            re.I,
        )
        is not None
        and words_language(said) != "en"
    )


_NOT_SIGNED = frozenset(
    """me us you him her them it school work home here there the a an my our your his their
    today tomorrow tonight now then monday tuesday wednesday thursday friday saturday sunday
    montag dienstag mittwoch donnerstag freitag samstag sonntag heute morgen free home back
    away off out sick ill late busy sorry fine ok okay available around in at on not so
    just really very going coming done dhl ups dpd hermes gls amazon fedex mir uns dir ihm
    ihr zu hause krank weg da frei nicht""".split()  # noqa: SIM905 (a word list)
)
_SIGNED = re.compile(
    r"(?:^|[,.;:!?\n]\s*|\s)(?:from|signed|sign(?:ed)? (?:it|off)(?: (?:as|with))?|(?:love|cheers"
    r"|regards|best|thanks|danke),?|(?:liebe |viele |beste |herzliche )?gr(?:u|ü|ue)(?:ß|ss)e?,?|lg,?|vg,?"
    r"|von|unterschrift:?|unterschreib\w* mit)\s+(?:(?:me|mir),?\s+)?"
    r"(?P<end>[A-Za-zÄÖÜäöüß][\w'-]+(?:\s+[A-Za-zÄÖÜäöüß][\w'-]+)?)\W*$"
    r"|\b(?:my name is|my name's|i'?m called|ich hei(?:ß|ss)e|mein name ist|this is)\s+"
    r"(?P<said>[A-Za-zÄÖÜäöüß][\w'-]+(?:\s+(?-i:[A-ZÄÖÜ])[\w'-]+)?)"
    r"|(?:^|[,.;:!?]\s*)(?:i'?m|i am|ich bin)\s+(?P<own>(?-i:[A-ZÄÖÜ])[\w'-]+(?:\s+(?-i:[A-ZÄÖÜ])"
    r"[\w'-]+)?)\s*(?:[,.;!]|$)",
    re.IGNORECASE,
)
"""The user's own name, as they would sign: "…, from sarah", "i'm Anna Becker", "Gruß Sarah",
"von thomas müller", "my name is tom"."""


def own_name(said: str) -> str:
    """The name the user signs with when they say it ("…, from sarah" → "Sarah", "I'm Anna
    Becker" → "Anna Becker"); "" when they do not (then a text ends without a signature line,
    not with a gap in brackets)."""
    for found in _SIGNED.finditer(said.strip()):
        name = found["end"] or found["said"] or found["own"] or ""
        name = re.sub(
            r"^(?:from|von|signed)\s+", "", name, flags=re.IGNORECASE
        )  # "thanks, from jana"
        words = name.split()
        if not words or any(w.lower() in _NOT_SIGNED for w in words):
            continue
        if found["end"] and not _NAMEISH.fullmatch(name):
            continue
        return named(name.lower() if name.islower() else name)
    return ""


_NAMEISH = re.compile(r"[A-Za-zÄÖÜäöüß][a-zäöüß'-]{1,15}(?:\s+[A-Za-zÄÖÜäöüß][a-zäöüß'-]{1,20})?")
"""A name at the end of a request: one or two words that look like a first name and surname."""


SIGNED = re.compile(
    r"(?:from|signed|sign(?:ed)? (?:it|off)(?: (?:as|with))?|love|cheers|regards|best|thanks|von"
    r"|gr(?:u|ü|ue)(?:ß|ss)e?|(?:liebe|viele|beste) gr(?:ü|ue)(?:ß|ss)e|lg|vg|i'?m|i am|my name is"
    r"|ich bin|ich hei(?:ß|ss)e)\W+[A-Za-zÄÖÜäöüß][\w-]+(?:\s+[A-Za-zÄÖÜäöüß][\w-]+)?",
    re.IGNORECASE,
)
"""A clause that only signs ("sign it tom", "Gruß Sarah"): the signature, no line of the text
(match it whole, and only when :func:`own_name` finds the name)."""


def signs(part: str, said: str) -> bool:
    """Whether ``part`` of what the user said only signs with their name ("…, sign it lena")."""
    name = own_name(said)
    found = SIGNED.fullmatch(part.strip())
    return bool(name) and found is not None and name.split()[0].lower() in found[0].lower()


def sign_off(closing: str, said: str, sign: str = "") -> str:
    """A text's last lines: ``closing`` ("Best regards") with the name the user signs with
    (``sign``, else said in ``said``) under it, or ``closing`` alone: never a gap in brackets."""
    name = sign or own_name(said)
    return f"{closing},\n{name}" if name else closing
