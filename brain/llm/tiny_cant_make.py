"""A no to someone's invitation, told as the user's own can't-come ("cant make her birthday do",
"i have to skip toms party on sat because my shift got moved", "text sarah i wont be at her bbq
tomorrow", "schaffs nicht zu lenas geburtstagsfeier, bin krank", "kann am samstag nicht zu
deiner einweihung kommen"): a short, warm message saying no, with the host's name when it is
said (their party, "party at sarah's", the one the text is for), the day and the user's reason
as said; nothing made up. The other readers wanted "decline …" or "write a no to …"; these
got a sick note or nothing; a no asked for in so many words ("help me tell my pal nadia i wont
make it to her wedding in seville …") is :func:`brain.llm.tiny_regrets.declined_invitation`'s.
A question ("is it rude to skip …", "how do i tell …") is none.
Used by :mod:`brain.llm.tiny_written` (before the sick notes: "im sick" is the reason here)."""

from __future__ import annotations

import re

from brain.llm.tiny_details import RELATIVE_DAY, dates, german, said_date
from brain.llm.tiny_german import nouns_capitalised
from brain.llm.tiny_message_frame import asks_back
from brain.llm.tiny_offer import birthday_wish, offer_line, offer_start, reason_said, split_offer
from brain.llm.tiny_style import without_style
from brain.llm.tiny_tidy import S_NAMES, tidied

_EVENT_EN = (
    r"(?:(?:birthday|bday|b-day|leaving|farewell|engagement|retirement|housewarming|graduation"
    r"|christmas|xmas|office|dinner|garden|pool|surprise)\s+(?:party|do|bash|drinks|dinner|brunch"
    r"|lunch|breakfast|night out|bbq|celebration|get-?together)|house-?warming|baby shower|hen (?:do|party|night)|stag (?:do"
    r"|party|night)|bachelorette(?: party)?|bachelor party|games? night|movie night|film night|pub"
    r" quiz|get-?together|gathering|party|bash|wedding|bbq|barbecue|cook-?out|dinner|drinks|brunch"
    r"|celebration|picnic|potluck|christening|reunion|birthday|bday|b-day"
    r"|(?<=\w's )\d{1,3}(?:st|nd|rd|th)|(?<=\ws )\d{1,3}(?:st|nd|rd|th)|(?<=(?:his|her) )\d{1,3}"
    r"(?:st|nd|rd|th))"
)
_EVENT_DE = (
    r"(?:(?:b-?day|birthday)[- ]?(?:party|feier|essen|brunch|grillen|drinks)|\w*(?:feier|party|fete|fest)|\w+abend|\w*essen|geburtstag\w*|hochzeit|brunch|taufe"
    r"|einweihung|jga|junggesell\w*abschied|grillen)"
)
_BETWEEN = (
    r"(?:\s+(?:it|to|the|his|her|their|your|our|my|this|that|a|an|on|at|zu[rm]?|zur|deine[rmn]?"
    r"|seine[rmn]?|ihre[rmn]?|eure[rmn]?|der|die|dem|den|am|auf|bei|[a-zäöüß]+(?:'s|’s|s'|s)))"
    r"{0,4}\s+"
)
_NO_EN = re.compile(
    r"\b(?:(?:can'?t|cant|cannot|can not|won'?t|wont|will not|couldn'?t|(?:am|i'?m|im) not (?:able"
    r" to|gonna|going to)|not (?:able to|gonna|going to)|unable to)(?:\s+(?:really|actually|even"
    r"|make it|be able to))?\s+(?:make(?: it)?|come|go|get|attend|be (?:at|there for|there)|join"
    r"|do|swing by|show up)|(?:have to|need to|gotta|got to|must|will have to|'?ll have to"
    r"|going to have to|gonna have to|gonna|going to|i'?ll|ill|i will)\s+(?:\w+\s+)?(?:skip|miss"
    r"|bail on|pass on|sit out|cancel on|drop out of|duck out of|decline))"
    + _BETWEEN
    + rf"(?P<event>{_EVENT_EN})\b",
    re.IGNORECASE,
)
"""I can't come, in English: the no and the event it is to ("cant make her birthday do")."""
_NO_DE = re.compile(
    r"\b(?:(?:schaff|pack)\w*|kann|können|koennen|komme?|kommen)\b(?:'s)?[^,.;!?]{0,40}?\bnicht\b"
    r"|\bnicht\b[^,.;!?]{0,40}?\b(?:(?:schaff|pack)\w*|kommen|komme|dabei sein)\b"
    r"|\bmuss\b[^,.;!?]{0,40}?\babsagen\b|\b(?:bin|sind)\b[^,.;!?]{0,60}?\bnicht dabei\b",
    re.IGNORECASE,
)
_EVENT_DE_RE = re.compile(rf"\b(?P<event>{_EVENT_DE})\b", re.IGNORECASE)
_ASKED = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|eddie|pls|please)\W+)*(?:is it|how (?:do|can|should|would) i|should i"
    r"|do i have to|would it be|what(?:'s| is) the (?:etiquette|best way)|why|ist es|wie sag\w*"
    r"|soll(?:te)? ich|muss ich|darf ich)\b|\b(?:rude|unhöflich|unhoeflich)\b",
    re.IGNORECASE,
)
"""A question about saying no, not one to write."""
_NOT_NAME = frozenset(
    """the his her their your our my this that a an on at it to its tonights tomorrows todays
    saturdays sundays fridays mondays tuesdays wednesdays thursdays weekends weeks years
    whats thats lets is was has ones others friends sisters brothers cousins parents kids
    zu zur zum deiner deinem seiner seinem ihrer ihrem eurer eurem der die dem den am auf bei
    nicht""".split()  # noqa: SIM905 (a word list)
)
_KIN = (
    r"(?:friend|mate|buddy|pal|bestie|sister|brother|cousin|colleague|coworker|neighbou?r|boss"
    r"|aunt|auntie|uncle|niece|nephew|freund\w*|schwester|bruder|cousin\w*|kolleg\w*|nachbar\w*"
    r"|chef\w*|tante|onkel)"
)
_TO = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|eddie|pls|please|can you|could you|help me|kannst du)\W+)*(?:text"
    r"|tell|message|msg|write(?: to)?|let|reply to|answer|email|whatsapp|schreib\w*|sag\w*)\s+"
    r"(?:(?:a|an|ne|eine)\s+(?:(?:quick|short|little|kurze)\s+)?(?:text|message|msg|note|e-?mail"
    r"|whatsapp|nachricht)\s+(?:to|for|an)\s+)?"
    rf"(?:(?:my|meine[mnr]?|meinem)\s+(?:\w+\s+)?{_KIN}\s+)?(?P<n>[a-zäöüß]{{2,15}})\b",
    re.IGNORECASE,
)
"""The one the message is for ("text sarah …", "help me tell my mate tom …", "schreib lena …")."""
_AT = re.compile(
    r"\s+(?:at|von|bei)\s+(?P<n>[a-zäöüß]{2,15}?)(?P<s>'s|’s|s)?\b(?:\s+(?:and|und|&)\s+"
    r"(?P<n2>[a-zäöüß]{2,15}?)(?P<s2>'s|’s|s)?\b)?",
    re.IGNORECASE,
)
_WHY = re.compile(
    r"\b(?:because|cause|cuz|coz|cos|bc|since|as|weil|da|denn)\b\s+(?P<why>[^.;!?]+)",
    re.IGNORECASE,
)
_NOT_WHY = re.compile(
    r"^(?:(?:i|we)\s+(?:feel|felt)\b|(?:so\s+)?(?:sorry|gutted|sad|ugh|argh|damn|sucks|annoying)"
    r"|(?:can|could) (?:you|u)|write|text|help|pls|please|bitte|schreib|kannst du|what|how|any)\b",
    re.IGNORECASE,
)
_SHORT_DAY = re.compile(
    r"\b(?:on|this|next|coming)\s+(?P<d>mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b\.?", re.IGNORECASE
)
_DAYS = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4,
         "sat": 5, "sun": 6}  # fmt: skip
_DAY_NAMES = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
}
_WHERE_WHEN = re.compile(
    r"(?:at|in|on|this|next|tonight|tomorrow|am|bei|von|im|um|heute|morgen)\b", re.IGNORECASE
)
_COOKED = re.compile(r"\bmake\s+(?:dinner|brunch|bbq|barbecue|picnic|potluck|drinks)$", re.I)
"""Cooking, not coming ("i can't make dinner tonight, too tired")."""
_NOT_MINE = re.compile(
    r"(?:^|[,.;:!?]\s*|\band\s+)(?:(?:she|he|they|it)|(?:my|our|his|her|their)\s+[\w-]+(?:\s+[a-z]+)?)"
    r"\s+(?:really\s+|just\s+|still\s+)?(?:can'?t|cant|cannot|won'?t|wont|couldn'?t|isn'?t|is not"
    r"|aren'?t|has to|have to|needs? to)\b|\b(?:to|make)\s+(?:it\s+to\s+)?(?:my|our)\s+(?:own\s+)?\w+"
    r"(?:\s+\w+)?$",
    re.IGNORECASE,
)
"""Someone else's no, or the user's own event ("my friend can't come to my birthday"): no text
saying the user cannot come."""
_FEMININE = re.compile(r"(?:feier|party|fete|hochzeit|taufe|einweihung)$", re.IGNORECASE)


def cant_make_it(said: str) -> str | None:
    """The no ``said`` tells or asks for, to someone's invitation, or None."""
    from brain.llm.tiny_regrets import declined_invitation

    if _ASKED.search(said):
        return None
    if (written := declined_invitation(said)) is not None:
        return written  # asked for with the host, the place and the date: that reader's letter
    de = german(said)
    found = _no_de(said) if de else _NO_EN.search(said)
    if found is None or _COOKED.search(found[0]) or _NOT_MINE.search(said[: found.end()]):
        return None  # "my friend can't come to my birthday": no no of the user's
    event = found.group("event")
    host = _host(said, found)
    day = _day(said, "de" if de else "en")
    offer = "" if de else split_offer(said[found.end() :])[1]
    told = said[: found.end() + offer_start(said[found.end() :])]  # the offer is no reason
    reason = _reason(told, found.end(), de)
    if de:
        return _german(
            event, host, day, reason, re.search(r"\b(?:wir|uns)\b", said, re.I) is not None
        )
    we = re.search(r"\b(?:we|we'?re|were|us|our)\b", said[: found.end()], re.I) is not None
    what = re.sub(r"\bb-?day\b", "birthday", event.lower())
    what = re.sub(r"^(\d+(?:st|nd|rd|th))$", r"\1 birthday", what)  # "lisas 40th"
    what = re.sub(r"\bbbq\b", "BBQ", what)
    hello = f"Hi {host}!" if host else "Hi!"
    when = f" {day}" if day else ""
    sorry = f"{'we' if we else 'I'} can't make it"
    why = f"{' ' if reason.startswith('because') else ': '}{reason}." if reason else "."
    last = reason.rstrip(". ").split()[-1].lower() if reason else ""
    if last and asks_back(said, reason) and said.rstrip(" ?").lower().endswith(last):
        why = f". {reason[:1].upper()}{reason[1:].rstrip('.')}?"  # "…, rain check next week?"
    wish = (
        "I hope you have a wonderful day, and I can't wait to hear all about it!"
        if what == "wedding"
        else "Have a brilliant time!"
        if offer
        else "Have a brilliant time, and let's catch up soon!"
    )
    if birthday_wish(what):  # "her bday dinner": a birthday wish, not only a good time
        wish = f"Happy birthday! {wish}"
    more = f" {offer_line(offer)}" if offer else ""  # "…, ill take her out next week"
    body = (
        f"{hello} Thanks so much for inviting {'us' if we else 'me'} to {_whose(what)}{when}. "
        f"I'm really sorry, but {sorry}{why}{more} {wish}"
    )
    return f'Here\'s a message you could send:\n\n"{body}"'


def _no_de(said: str) -> re.Match[str] | None:
    """The event in a German clause that says no ("schaffs nicht zu lenas feier")."""
    for clause in re.finditer(r"[^,.;!?]+", said):
        if _NO_DE.search(clause[0]) is None:
            continue
        found = _EVENT_DE_RE.search(said, clause.start(), clause.end())
        if found is not None and not re.match(r"(?:essen|grillen)$", found[0], re.I):
            return found
        if found is not None and re.search(r"\b(?:zum|beim)\s+$", said[: found.start()], re.I):
            return found  # "zum essen", "beim grillen": the event, not the verb
    return None


def _host(said: str, found: re.Match[str]) -> str:
    """Whose event it is, as it is said; "" when only "her", "his" or "their"."""
    before = said[max(0, found.start("event") - 40) : found.start("event")].split()
    owner = before[-1] if before else ""
    if before and re.fullmatch(r"[a-zäöüß]+(?:'s|’s|s')", owner, re.IGNORECASE):
        return _name(re.sub(r"(?:'s|’s|')$", "", owner))
    if owner.lower() not in _NOT_NAME and owner.lower().endswith("s") and len(owner) > 3:
        bare = owner.lower()
        if len(before) > 1 and before[-2].lower() == "the":
            return _name(bare)  # "the millers bbq": Hi Millers!
        if not re.fullmatch(_KIN + r"s?", bare, re.IGNORECASE):
            return _name(bare if bare in S_NAMES else bare[:-1])
    at = _AT.match(said, found.end("event"))
    if at is not None and re.match(r"(?:taufe|christening|baptism)", found["event"], re.I):
        at = None  # "die taufe von emil": Emil is the baby, not the host
    if at is not None and at["n"].lower() not in _NOT_NAME:
        both = " und " if german(said) else " and "
        two = both + _name(_owner(at["n2"], at["s2"])) if at["n2"] else ""
        return _name(_owner(at["n"], at["s"])) + two
    to = _TO.match(said)
    if to is not None and to["n"].lower() not in _NOT_NAME | {"i", "me", "him", "them", "ihr"}:
        return _name(to["n"])
    return ""


def _owner(name: str, owning: str | None) -> str:
    """ "anna" + "s" (annas) → "anna"; "jona" + "s" → "jonas", a name of its own."""
    return name + "s" if owning == "s" and f"{name}s".lower() in S_NAMES else name


def _name(word: str) -> str:
    return "-".join(part.capitalize() for part in word.split("-"))


def _day(said: str, language: str) -> str:
    """When the event is, as said: "on Saturday", "tomorrow", "am Samstag"."""
    short = _SHORT_DAY.search(said)
    if short is not None:
        name = _DAY_NAMES[language][_DAYS[short["d"].lower()]]
        lead = short[0].split()[0].lower()
        if language == "de":
            return f"am {name}"
        return f"{'on' if lead == 'on' else lead} {name}"
    found = dates(said)
    if found:
        return ("am " if language == "de" else "on ") + said_date(found[0], language)
    relative = RELATIVE_DAY.search(said)
    if relative is not None:
        text = relative[0].lower()
        if language == "de":
            return re.sub(r"\b(abend|wochenende)\b", lambda m: m[1].capitalize(), text)
        return text
    return ""


def _reason(said: str, after: int, de: bool) -> str:
    """The user's reason, as they said it ("because my shift got moved", ", bin krank")."""
    language = "de" if de else "en"
    why = _WHY.search(said, after)
    if why is not None:
        text = why["why"] if de else why[0]  # "because of a work trip" keeps its "because of"
    else:
        rest = [p.strip() for p in re.split(r"[,;.!?:]|\s[-–—]\s", said[after:]) if p.strip()]
        if de and not re.match(r"\s*(?:[,;.!?:]|$)", said[after:]):
            rest = rest[1:]  # "… grillparty bei tim absagen, meine mutter …": the next clause
        rest = [p for p in (without_style(p) for p in rest) if p and not _NOT_WHY.match(p)]
        rest = [p for p in rest if not _WHERE_WHEN.match(p)]  # "at annas tonight": no reason
        text = next((p for p in rest if len(p.split()) >= 2 and not _only_day(p)), "")
    text = re.sub(r"\s+(?:pls|please|bitte|thx|thanks|danke)\W*$", "", text.strip(), flags=re.I)
    if not text:
        return ""
    if de:
        text = re.sub(r"^(bin|hab|habe|muss|kann|will|arbeite|hab')\b", r"ich \1", text, flags=re.I)
        text = re.sub(r"^ich hab\b", "ich habe", text, flags=re.I)
        return nouns_capitalised(tidied(text, language, first=False, as_said=True))
    text = re.sub(r"^were\b", "we're", text, flags=re.IGNORECASE)  # "were away": we are
    return reason_said(text)  # "bc im sick" → "I'm sick", "got the flu" → "I've got the flu"


def _only_day(part: str) -> bool:
    return bool(
        re.fullmatch(
            r"(?:on|this|next|am|diesen|nächsten)?\s*\w+(?:day|tag)?|(?:tonight|tomorrow|heute"
            r" abend|morgen)",
            part,
            re.IGNORECASE,
        )
    )


def _whose(what: str) -> str:
    """ "your party"; a christening is the child's ("the christening")."""
    return f"the {what}" if what in ("christening", "baptism") else f"your {what}"


def _german(event: str, host: str, day: str, reason: str, we: bool) -> str:
    event = re.sub(r"^(?:b-?day|birthday)[- ]?", "geburtstags", event, flags=re.IGNORECASE)
    event = re.sub(r"drinks$", "umtrunk", event)  # "seine bday drinks": sein Geburtstagsumtrunk
    what = event[:1].upper() + event[1:].lower()
    what = {"Jga": "JGA"}.get(what, what)
    two = " und " in host  # "von jana und ben": euch
    own = (
        ("eurer" if two else "deiner") if _FEMININE.search(event) else "eurem" if two else "deinem"
    )
    hello = f"Hallo {host}!" if host else "Hallo!"
    when = f" {day}" if day else ""
    why = f" – {reason.rstrip('.')}." if reason else "."
    you = "euch" if two else "dir"
    to = "zur Taufe" if what == "Taufe" else f"zu {own} {what}"  # the child's day, not theirs
    no = "wir schaffen es leider nicht" if we else "ich schaffe es leider nicht"
    wish = (
        f"{'Wir wünschen' if we else 'Ich wünsche'} {you} einen wunderschönen Tag und alles Gute!"
        if what == "Hochzeit"
        else f"{'Wir wünschen' if we else 'Ich wünsche'} {you} ganz viel Spaß, und lasst uns bald "
        "nachfeiern!"
    )
    if not two:
        wish = wish.replace("lasst uns", "lass uns")
    if birthday_wish(event):  # "ihre geburtstagsparty", "seine bday party": the wish too
        wish = f"Alles Gute zum Geburtstag! 🎂 {wish}"
    body = (
        f"{hello} Danke {you} für die Einladung {to}{when}. Es tut mir echt leid, aber "
        f"{no}{why} {wish}"
    )
    return f"So könntest du absagen:\n\n„{body}“"
