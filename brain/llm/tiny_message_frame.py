"""The frame around a message Eddie writes for the user: whom it greets ("my landlord Mr.
Okafor" → "Dear Mr. Okafor,", "my neighbour Hannah" → "Hi Hannah,"), a note put up for
everyone ("a note for the office fridge" → "Hi all,"), an email's subject and sign-off, and a
question put to them ("asking if she could water the plants" → "Could you water the plants?").
Used by :mod:`brain.llm.tiny_message`."""

from __future__ import annotations

import re

from brain.llm.tiny_card_who import RELATION
from brain.llm.tiny_message_kinds import FAMILY_EN, GROUP
from brain.llm.tiny_reported import asked_of_them
from brain.llm.tiny_tidy import tidied

_TITLED = re.compile(
    r"\b(?P<title>mr|mrs|ms|miss|dr|frau|herrn?)\.?\s+(?P<surname>[A-Za-zÄÖÜäöüß][\w-]+)$", re.I
)
_NAMED_LAST = re.compile(
    r"^(?:(?:my|our|meine?[nmr]?|unsere?[nmr]?)\s+(?:[\w-]+\s+)?|(?=(?:kolleg|chef|nachbar"
    r"|kumpel|freund|mitbewohner|vermieter|trainer|lehrer|bruder|schwester|cousin)\w*\s))(?:friend|neighbou?r|manager|boss|colleague"
    r"|coworker|co-worker|sister|brother|cousin|aunt|uncle|landlord|landlady|partner|flatmate|roommate"
    r"|teacher|coach|nachbar\w*|kolleg\w*|chef\w*|schwester|bruder|freund\w*|tante|onkel|[\w-]+)"
    r"\s+(?P<name>[A-Za-zÄÖÜäöüß][a-zäöüß]{1,15})$"
)
_NOT_NAME = frozenset(
    {"and", "about", "that", "saying", "to", "asking", "for", "who", "at", "in", "on", "here",
     "there", "again", "today", "tomorrow", "tonight", "dass", "und", "wegen", "heute", "morgen"}
)  # fmt: skip
PLACE = re.compile(
    r"^(?:the|our|my)\s+(?:office|shared|staff|team|work)?\s*(?:fridge|kitchen|noticeboard|notice"
    r" board|break ?room|laundry(?: room)?|bathroom|hallway|door|printer|canteen|staircase|stairwell"
    r"|stairway|lobby|elevator|lift|front door|entrance|mailbox|letterbox|building|bike room)\s*$",
    re.IGNORECASE,
)
"""A note put up somewhere, for everyone who comes by: "a note for the office fridge"."""


PLACE_DE = re.compile(
    r"(?:(?:den|die|das|dem|der|unser\w*)\s+)?(?:treppenhaus|hausflur|flur|haustür|haustuer|eingang|aufzug|fahrstuhl|briefkasten|keller"
    r"|waschküche|waschkueche|küche|kueche|büro|buero|kühlschrank|kuehlschrank|schwarze brett"
    r"|brett|teeküche|hof|innenhof)$",
    re.IGNORECASE,
)
"""A note put up in a German place, for everyone who comes by: "fürs treppenhaus"."""
NUMBERED = re.compile(
    r"#\s?\d|\b(?:order|booking|reference|ticket) (?:number|no\.?|nr\.?)\b|\bflight (?:no\.? "
    r"|number )?[a-z]{2}\s?\d{2,4}\b",
    re.I,
)
AND_ASKING = re.compile(
    r"(?P<head>.+?)\s*,?\s+and (?:asking|to ask|ask|i (?:want|wanted|would like|'d like|need) to ask"
    r"|i'?m asking)(?: (?:him|her|them|you))?(?: (?:nicely|politely"
    r"|kindly))?\s+(?P<ask>(?:if|whether|when|where|what|how|who|for|to)\b.+)$",
    re.IGNORECASE,
)
"""A question after what the message tells ("… dripping since sunday and asking if a plumber
can come")."""


def greeted(who: str, language: str) -> tuple[str | None, bool]:
    """(the name to greet, whether it is a title and surname) said in ``who``: "my landlord
    Mr. Okafor" → ("Mr. Okafor", True), "my neighbour Hannah" → ("Hannah", False)."""
    titled = _TITLED.search(who)
    if titled is not None:
        title = re.sub(r"^Herrn$", "Herr", titled["title"].capitalize())
        dot = "." if language == "en" and title.lower() in ("mr", "mrs", "ms", "dr") else ""
        return f"{title}{dot} {titled['surname'].capitalize()}", True
    named = _NAMED_LAST.match(who)
    if named is None and _BARE_NAME.fullmatch(who) and not _not_a_name(who):
        return " ".join(w[:1].upper() + w[1:] for w in who.split()), False  # "marco": Marco
    if named is None or named["name"].lower() in _NOT_NAME:
        return None, False
    return named["name"].capitalize(), False


_BARE_NAME = re.compile(r"[A-Za-zÄÖÜäöüß][a-zäöüß'-]{1,15}(?:\s+(?-i:[A-ZÄÖÜ])[a-zäöüß'-]{1,20})?")
"""A text for someone named alone: "text to marco", "an lena", "to Tom Baker"."""


def _not_a_name(who: str) -> bool:
    """Whether a word the text is for is no name ("everyone", "mum", "boss", "work")."""
    word = who.split()[0].lower()
    return (
        word in _NOT_NAME
        or word in _NO_NAMES
        or re.fullmatch(RELATION, word, re.IGNORECASE) is not None
        or re.fullmatch(rf"(?:{RELATION})s", word, re.IGNORECASE) is not None
    )


_NO_NAMES = frozenset(
    """everyone everybody all him her them us me myself self team group class work school office
    home staff guys folks people parents family mum mom mummy mommy dad daddy mama papa grandma
    grandpa granny nana oma opa mami papi alle leute gruppe klasse eltern familie someone
    somebody anyone nobody it this that you u ya yourself""".split()  # noqa: SIM905 (a word list)
)


_SUBJECTS = (
    (re.compile(r"\b(?:sick|ill|unwell|flu|fever)\b.*\btoday\b|\btoday\b.*\b(?:sick|unwell)\b", re.I),
     "Out sick today"),
    (re.compile(r"\b(?:sick|unwell|flu|fever)\b", re.I), "Off sick"),
    (re.compile(r"\b(?:i'?m running late|running late today|(?:i|we)(?:'ll| will) be late|late (?:today"
                r"|this morning))\b", re.I), "Running late"),
)  # fmt: skip
"""Subjects people give these emails, rather than their first words."""
_NEW_TIME = re.compile(
    r"\b(?:the |our )?(?P<event>(?:\w+ )?(?:standup|stand-up|meeting|sync|call|retro|review"
    r"|check-in|catch-up|class|practice|session|training|lesson))\s+(?:moves|is moving|has moved"
    r"|will move|is now|will be|is|starts)\s+(?:\w+\s+){0,3}?(?:at|to)\s+\d",
    re.I,
)


def as_email(body: str, said: str, sign: str = "", *, subject: str = "") -> str:
    """An email: a subject from what it says (or ``subject``), the greeting on its own line, the
    text, and a sign-off with the user's name when they gave it (no gap in brackets when not)."""
    greeting = re.match(r"((?:\S+ ){0,3}?\S+,)\s+(.*)$", body, re.DOTALL)
    hello, text = (greeting[1], greeting[2]) if greeting else ("Hi,", body)
    text = re.sub(r"\s*(?:Thanks!|Thank you[.!]?)$", "", text).rstrip()
    text = text[:1].upper() + text[1:]
    subject = subject or subject_of(said)
    end = f"Thank you, and best regards,\n{sign}" if sign else "Thank you, and best regards."
    return f"Subject: {subject}\n\n{hello}\n\n{text}\n\n{end}"


_LEAD_IN = re.compile(
    r"^(?:i (?:just )?(?:wanted|want|need) to (?:let you know|tell you|say|mention)|just (?:a quick"
    r" note|letting you know)|this is to (?:let you know|say)|quick (?:note|heads up)|i (?:wanted|want"
    r"|would like|'d like) to (?:talk|speak|chat) (?:to|with) you about)(?: that)?"
    r",?\s+",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"^(?:could|can|would|will|may|might|is|are|do|does|did|should|shall|when|where|what|how"
    r"|who|which|let me know|please)\b",
    re.IGNORECASE,
)
_DANGLING = frozenset(
    """a an the to of for with from by at on in into onto if whether that and or but so as can
    could would will should may might must we i he she they my our your his their its is are
    was were be been has have had do does did let please about than when while until because
    this these those there which who what""".split()  # noqa: SIM905 (a word list)
)
"""Words a subject never ends on: cut after them, it stops mid-phrase ("… if we can")."""


def subject_of(said: str) -> str:
    """A short, whole subject for an email saying ``said``: its first statement, or a short
    question whole, else "Quick question" / "A quick note"; never cut off mid-phrase."""
    subject = next((s for p, s in _SUBJECTS if p.search(said)), "")
    if (moved := _NEW_TIME.search(said)) is not None:  # "the standup moves to 10:30 …"
        subject = f"{moved['event']}: new time"
    if subject:
        return subject[:1].upper() + subject[1:]
    first = re.split(r"(?<=[.,;?!])\s", said.strip(), maxsplit=1)[0].strip()
    first = _LEAD_IN.sub("", first)
    words = first.rstrip(".,;!?").split()
    if _ASKS.match(first):  # a question is a subject only whole and short
        if first.endswith("?") and len(words) <= 8:
            return first[:1].upper() + first[1:]
        return "Quick question"
    subject = re.sub(r"\b(?:is|are|has been|have been|got) (?=\w+ed\b)", "", " ".join(words))
    short = _HOW_LONG.sub("", subject)
    cut = short != subject and len(short.split()) >= 3  # "… dripping for a week": dripping
    return trimmed(short if cut else subject, cut=cut) or "A quick note"


_HOW_LONG = re.compile(
    r"\s+(?:(?:for|since) (?:a|an|one|two|three|four|five|several|a few|a couple of|over a|about a"
    r"|the (?:last|past)|\d+)\b|since|now|again|because|bc|cause|due to|as)\b.*$",
    re.IGNORECASE,
)
"""How long or why, after what a subject says ("… dripping for a week", "… because …")."""
_CLAUSE = re.compile(r"\s+(?:which|who|that|and|but|so|because)\s.*$", re.IGNORECASE)


def trimmed(subject: str, most: int = 8, *, cut: bool = False) -> str:
    """``subject`` short and whole: a longer one cut before a second clause or after ``most``
    words; one cut (here or before, ``cut``) never ends on a word that leaves it mid-phrase
    ("… if we can", "… to the"); "" when too little is left."""
    words = subject.split()
    if len(words) > most + 1:
        head = _CLAUSE.sub("", subject)
        words = head.split() if 3 <= len(head.split()) <= most else words[:most]
        cut = True
    while cut and words and words[-1].lower().strip(",;:") in _DANGLING:
        words.pop()
    if len(words) < 2:
        return ""
    said = " ".join(words).rstrip(",;:")
    return said[:1].upper() + said[1:]


_QUESTION = re.compile(r"^(?:when|where|what|how|who|which|whether|if)\b", re.IGNORECASE)
ASKED_BACK = re.compile(
    r"(?:^|,\s+|\.\s+)(?=(?:maybe|perhaps|or|how about|what about|want|wanna|fancy|you|u|are|is|do"
    r"|does|did|can|could|would|will|shall|should|any|anyone|free|up for|still|ok|okay|sound good"
    r"|rain ?check|same time|passt|geht|hast|kannst|bist|willst|magst|sollen|wollen|oder|lust)\b)"
    r"[^,.]*$",
    re.IGNORECASE,
)
"""The question at the end of what the user asks to be said ("running late, maybe lunch
tuesday instead?", "the match is on at 8, you coming?")."""


_ASKED_OF_EDDIE = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|hallo)\W+)*(?:can|could|would|will|kannst"
    r"|k(?:ö|oe)nntest)\s+(?:you|u|du)\b",
    re.IGNORECASE,
)
"""A request put to Eddie as a question: its question mark is Eddie's, not the text's."""
FAVOUR = re.compile(
    r"\b(?:could|can|would|will) (?:you|u)\b|\bplease\b|\b(?:could|can|may) i\b|\bmind\b"
    r"|\bwould it be\b",
    re.IGNORECASE,
)
"""Something asked of them in a text: a thank-you fits after it."""


def asks_back(said: str, what: str) -> bool:
    """Whether the question mark ending ``said`` is the text's (``what`` it says): "text marco
    saying running late, maybe lunch tuesday instead?" asks Marco; "can you text tom that i'm
    late?" asks Eddie."""
    if not said.rstrip().endswith("?"):
        return False
    return not _ASKED_OF_EDDIE.match(said) or ASKED_BACK.search(what) is not None


def as_question(text: str) -> str:
    """``text`` (sentences) ending in the question the user put last: "Running late, maybe lunch
    Tuesday instead." → "Running late. Maybe lunch Tuesday instead?"."""
    body = text.rstrip(" .!")
    if body.endswith("?"):
        return body
    last = ASKED_BACK.search(body)
    if last is None or last.start() == 0:
        return f"{body}?"
    asked = body[last.start() :].lstrip(" ,.")
    return f"{body[: last.start()].rstrip(' ,')}. {asked[:1].upper()}{asked[1:]}?"


def hello_en(who: str, name: str | None, titled: bool, *, formal: bool) -> str:
    """How an English text greets ``who``: "Dear Mrs. Okafor,", "Hi Marco,", "Hello,", "Hi Mom,",
    "Hi all,", "Hi,"."""
    family = FAMILY_EN.search(who)
    if name:
        return f"Dear {name}," if titled else f"Hi {name},"
    if formal:
        return "Hello,"
    if family:
        return f"Hi {family[0].capitalize()},"
    return "Hi all," if GROUP.search(who) or PLACE.match(who) else "Hi,"


def asking(what: str, who: str = "", *, to_them: bool = True) -> str:
    """ "asking when the repair guy is coming" → "Could you let me know when the repair guy is
    coming?"; "asking for the deposit back" → "Could I please ask for the deposit back?"."""
    said = tidied(what, "en", first=False).rstrip(".")
    said, _sep, told = said.partition(". ")  # "… 12 to 19 june. i can drop the key round …"
    if told:
        asked = asking(said, who, to_them=to_them)
        return f"{asked} {told[:1].upper()}{told[1:]}."
    said = re.sub(r"^(?:nicely|politely|kindly|gently) ", "", said, flags=re.I)
    if to_them and re.match(r"(?:(?:if|whether) )?(?:she|he|they)\b", said, re.I):  # to her
        ask = said if re.match(r"if|whether", said, re.I) else f"if {said}"
        if (turned := asked_of_them(ask, "en", who)) is not None:
            return turned  # "if she'd swap your saturday shift" → "Would you swap …?"
    can = re.match(r"(?:(?:if|whether) )?(?:she|he|they) (can|could|would|will) (.+)", said, re.I)
    if can is not None:  # written to her: "if she can water the plants" → "could you …"
        verb = "Would" if can[1].lower() in ("would", "will") else "Could"
        return f"{verb} you {can[2]}?"
    if re.match(r"(?:who'?s|whos|who is|who'?d be) (?:in|up for|keen)\b", said, re.I):
        asked, _sep, more = said.partition(", ")  # "whos in for football on saturday at 3, …"
        asked = re.sub(r"^whos\b", "who's", asked, flags=re.I)
        more = f" {more[:1].upper()}{more[1:]}." if more else ""
        return f"{asked[:1].upper()}{asked[1:]}?{more}"
    if _QUESTION.match(said):
        return f"Could you let me know {said}?"
    if said.lower().startswith("for "):
        return f"Could I please ask {said}?"
    if said.lower().startswith("to "):
        return f"Could you please {said[3:]}?"
    many = re.match(
        r"(?:people|ppl|everyone|everybody|all|folks|colleagues|the team) to (.+)", said, re.I
    )
    if many is not None:  # a note for everyone: "asking ppl to label their food"
        asked = re.sub(r"\btheir\b", "your", many[1], flags=re.I)
        asked = re.sub(r"\bthemselves\b", "yourselves", asked, flags=re.I)
        return f"Please {asked}."
    return f"Could you let me know if {said}?"


_WEGEN = re.compile(
    r"^(?P<said>.+\s(?P<verb>[a-zäöüß]+))\s+(?P<why>(?:wegen|aufgrund)\s+\S.*)$", re.I
)


_NOT_VERBS = frozenset(
    "heute morgen übermorgen uebermorgen gestern gleich nachher dann noch auch".split()  # noqa: SIM905
)


def reason_first(what: str, as_said: bool, first: bool) -> str | None:
    """A German "dass" clause with its reason after the verb said as a main clause, the reason
    first ("das daily ab montag um 10 uhr ist wegen der übung" → "Wegen der Übung ist das Daily
    ab Montag um 10 Uhr."); None when it has no such reason."""
    found = None if as_said else _WEGEN.match(what.strip(" .!"))
    if found is None or found["verb"].lower() in _NOT_VERBS:  # "ich morgen wegen …": no verb
        return None
    said = found["said"][: found.start("verb")].strip()
    why = re.sub(r"\b((?:de[rsnm]|eine[rsnm]?|meine[rsnm]?|unsere[rsnm]?) )([a-zäöü])",
                 lambda m: m[1] + m[2].upper(), found["why"])  # fmt: skip
    return tidied(f"{why} {found['verb']} {said}", "de", first=first, as_said=True)
