"""Short English texts written whole from what the user says, before the writers of complaints,
get-well lines and tips read single words: news for someone close with its reason ("text my dad
saying i'll miss dinner, bus broke down": no complaint to a company), a polite email asking
someone for something with its reason ("email my professor asking for 3 more days, i had covid":
no get-well wish) and a kind no to what someone asked ("help me answer my coworker, she wants me
to take her saturday shift but i can't": no tips on trouble with colleagues). Used by
:func:`brain.llm.tiny_written.composed`."""

from __future__ import annotations

import re

from brain.llm.tiny_message_frame import hello_en
from brain.llm.tiny_tidy import tidied

_CLOSE = (
    r"(?:mom|mum|mommy|mummy|mama|dad|daddy|papa|grandma|grandpa|granny|nana|parents|folks|wife"
    r"|husband|hubby|girlfriend|gf|boyfriend|bf|partner|sister|sis|brother|bro|son|daughter|kids"
    r"|friend|bestie|mate|buddy|pal|roommate|flatmate|housemate|aunt|auntie|uncle|cousin"
    r"|fianc[eé]e?|babe)"
)
_NAME = r"(?-i:[A-Z][a-z]+)"
_TEXT = r"(?:a (?:quick |short )?(?:text|txt|message|msg|note|whatsapp) )"
_UPDATE = re.compile(
    rf"^(?:(?:can|could|would) you |please |pls |plz )?(?:help me )?(?:text|txt|message|msg"
    rf"|tell|send|write|let|whatsapp)\s+(?:(?:a (?:quick |short )?(?:text|txt|message|msg|note) )"
    rf"?(?:to|for) )?(?P<who>my (?:best |little |big |older |younger |twin )?(?P<rel>{_CLOSE})"
    rf"(?: {_NAME})?)\s+{_TEXT}?(?:know\s+)?(?:(?:saying|to say|that|and say|and tell (?:him|her"
    rf"|them)(?: that)?)\b\s*|[:,-]\s*)?(?P<said>(?:i|i'm|im|i'll|ill|i've|ive|i'd|we|we're|we'll"
    rf"|my|our)\b.+)$",
    re.IGNORECASE,
)
"""News for someone close in the user's own words: "msg to my sister that i'm running late …"."""
_BECAUSE = re.compile(r"\s*(?:,|;|\s[-–]|\.)\s*|\s+(?:because|bc|coz|cos|cause|cuz|since|as)\s+")
_BARE_REASON = re.compile(
    r"\s+(?=(?:the|my|our|there'?s|theres)\s(?:\w+\s){0,2}?(?:broke|is|was|got|has|had|ran|went"
    r"|didn'?t|won'?t|isn'?t|wasn'?t|died|stopped|crashed|a)\b)",
    re.IGNORECASE,
)
_TROUBLE = re.compile(
    r"\b(?:late|miss|missing|can'?t|cannot|won'?t|not (?:make|come|be)|stuck|delayed|cancell?ed"
    r"|broke|broken|behind|traffic|sick|ill)\b",
    re.IGNORECASE,
)
_THEIR_DO = re.compile(
    r"\b(?:her|his|their|your|the)\s+(?:\w+\s+)?(?:party|birthday|wedding|do|drinks|bbq|barbecue"
    r"|celebration|shower|housewarming|engagement)\b|\btell (?:her|him|them)\b",
    re.IGNORECASE,
)
_SORRY = re.compile(r"\b(?:late|miss|missing|can'?t|cannot|won'?t|not (?:make|come|be))\b", re.I)
_BARE_NOUN = re.compile(
    r"^(?!(?:the|my|our|a|an|i|we|it|there|traffic)\b)\w+ (?:broke|is|was|got|has|died|ran)\b",
    re.I,
)


def _split(said: str) -> tuple[str, str]:
    """(what happens, why) in ``said``: at a comma, a dash or "because", else where a clause
    about a thing starts ("… pick him up today my car broke down")."""
    parts = _BECAUSE.split(said.strip(" .!"), maxsplit=1)
    if len(parts) == 2 and parts[1]:
        return parts[0], parts[1]
    bare = _BARE_REASON.split(said.strip(" .!"), maxsplit=1)
    return (bare[0], bare[1]) if len(bare) == 2 else (said, "")


def relayed_news(said: str) -> str | None:
    """A text for someone close telling what the user says, with its reason, or None."""
    found = _UPDATE.match(said.strip())
    if found is None or found["said"].rstrip().endswith("?"):
        return None
    news, why = _split(found["said"])
    if not why or not _TROUBLE.search(f"{news} {why}") or _THEIR_DO.search(said):
        return None  # "can't come to her party …, tell her …": the no to an invitation
    why = f"the {why}" if _BARE_NOUN.match(why) else why
    told = tidied(news, "en", first=True).rstrip(".!")
    told = told if re.match(r"I\b", told) else told[:1].lower() + told[1:]  # "Hi Dad, we won't"
    reason = tidied(why, "en", first=False).rstrip(".!")
    reason = reason[:1].lower() + reason[1:] if not re.match(r"I\b", reason) else reason
    hello = hello_en(found["who"], _named(found["who"]), False, formal=False)
    sorry = " Sorry!" if _SORRY.search(news) else ""
    return f'Here\'s a text you could send:\n\n"{hello} {told} – {reason}.{sorry}"'


def _named(who: str) -> str | None:
    """The name after the relation ("my friend Tom" → "Tom"), or None."""
    found = re.search(rf"{_CLOSE} ({_NAME})$", who, re.IGNORECASE)
    return found[1] if found else None


_ASKED = (
    r"(?P<rel>professor|prof|teacher|lecturer|tutor|boss|manager|supervisor|landlord|landlady"
    r"|coach|instructor|team ?lead|doctor|advisor|adviser|principal|headteacher|client|hr)"
)
_ASKED_WHO = rf"(?P<who>(?:my|our|the) {_ASKED}(?: {_NAME})?|(?:prof(?:essor)?|dr|mr|mrs|ms) \w+)"
_ASK_FOR = re.compile(
    rf"^(?:(?:can|could) you |please |pls )?(?:(?:help me )?(?:write|draft|send|compose) )?"
    rf"(?:(?:an?|me an?) )?(?:quick |short |polite |formal )?(?:(?P<kind>email|e-mail|mail"
    rf"|note|message|msg|text|letter)\s+(?:to|for)|(?P<verb>email|e-mail|mail|message|write to"
    rf"|text))\s+{_ASKED_WHO}\s*,?\s+(?:asking|to ask|and ask)(?: (?:him|her|them))?\s+"
    rf"(?P<ask>(?:for|if|whether|to)\b.+)$",
    re.IGNORECASE,
)
_ASK_BY_MAIL = re.compile(
    rf"^(?:please )?ask\s+{_ASKED_WHO}\s+(?:by|via|in an|over) (?P<kind>email|e-mail|mail)\s+"
    rf"(?P<ask>(?:for|if|whether|to)\b.+)$",
    re.IGNORECASE,
)


_UNWELL = re.compile(
    r"\b(?:sick|ill|covid|corona|flu|unwell|hospital|fever|cold|injur\w*|hurt|surgery|operation"
    r"|migraine|funeral|passed away|poorly|virus|infection|concussion|broke my \w+)\b",
    re.IGNORECASE,
)
"""A reason the get-well lines would answer, if this writer did not ask with it."""


def asked_politely(said: str) -> str | None:
    """A short polite email or note asking someone for something, with the reason, or None."""
    found = _ASK_FOR.match(said.strip()) or _ASK_BY_MAIL.match(said.strip())
    if found is None:
        return None
    ask, why = _split(found["ask"])
    if not _UNWELL.search(why):
        return None  # "… since my laptop died", no reason: the message writers ask it
    ask = tidied(ask, "en", first=False).rstrip(".!?")
    if re.match(r"to ", ask, re.IGNORECASE):
        line = f"Could I please {ask[3:]}?"
    elif re.match(r"for ", ask, re.IGNORECASE):
        line = f"Could I please ask {ask}?"
    elif (
        mine := re.match(r"(?:if|whether) I (?:can|could|may|might) (.+)", ask, re.I)
    ) is not None:
        line = f"Would it be possible for me to {mine[1]}?"
    else:
        line = f"Could you let me know {ask}?"
    reason = f" I'm asking because {tidied(why, 'en', first=False).rstrip('.!')}." if why else ""
    rel = (found["rel"] or "").lower() if "rel" in found.groupdict() else ""
    who = found["who"]
    name = _named_asked(who)
    if rel in ("professor", "prof") or re.match(r"prof", who, re.IGNORECASE):
        hello = f"Dear Professor {name}," if name else "Dear Professor,"
    else:
        hello = f"Dear {name}," if name else "Hello,"
    email = (found["kind"] or found.groupdict().get("verb") or "").lower()
    if email in ("email", "e-mail", "mail"):
        subject = f"Request {ask}" if ask.lower().startswith("for ") else "A quick request"
        return (
            f"Here's an email you could send:\n\nSubject: {subject}\n\n{hello}\n\n{line}{reason}"
            "\n\nThank you very much for considering this.\n\nBest regards"
        )
    return f'Here\'s a note you could send:\n\n"{hello} {line[:1].lower()}{line[1:]}{reason} Thank you!"'


def _named_asked(who: str) -> str | None:
    """The name of whom the ask is for: "my professor Smith" → "Smith", "mr jones" → "Mr. Jones"."""
    titled = re.match(r"(prof(?:essor)?|dr|mr|mrs|ms) (\w+)$", who, re.IGNORECASE)
    if titled is not None:
        title = titled[1].lower()
        last = titled[2].capitalize()
        return last if title.startswith("prof") else f"{title.capitalize()}. {last}"
    found = re.search(rf"{_ASKED} ({_NAME})$", who, re.IGNORECASE)
    return found[2] if found else None


_TURN_DOWN = re.compile(
    rf"^(?:(?:can|could) you |please |pls )?(?:help me )?(?:(?:write|draft) (?:a |an )?(?:reply"
    rf"|answer|response|text|message|no) (?:to|for)|answer|reply to|respond to|write back to"
    rf"|text back|get back to|say no to|turn down)\s+(?P<who>(?:my|our|the) (?:\w+ )?\w+"
    rf"(?: {_NAME})?|{_NAME})\s*[,:-]?\s*(?:who|she|he|they|as (?:she|he|they))(?:'s| is| has)?"
    rf"\s+(?:just |again )?(?:asked|asks|asking|wants|wanted|want|needs|begged)\s+(?P<me>me\s+)?"
    rf"(?:(?:if|whether) i (?:can|could|would|will|'d|might)\s+|to\s+)(?P<ask>.+)$",
    re.IGNORECASE,
)
"""An answer to what someone asked the user: "reply to my neighbour who asked if i can …"."""
_NO = re.compile(
    r"\b(?:can'?t|cannot|can not|won'?t|not|no|away|busy|plans|need it|unable|out of town"
    r"|working|booked|already)\b",
    re.IGNORECASE,
)
_ONLY_NO = re.compile(
    r"^(?:but |and )?(?:i )?(?:can'?t|cannot|can not|won'?t|don'?t want to|am not able to|no"
    r"|not possible|unable to)(?: do it| make it| this time)?$",
    re.IGNORECASE,
)
_NO_SPLIT = re.compile(r"\s*(?:,|;|\s[-–]|\.)\s*(?:but\s+)?|\s+(?:but|because|bc|cos|cause|as)\s+")
_FOR_SOMEONE = re.compile(r"\b(?:shift|cover|feed|babysit|look after|watch|walk|sit|help)\b", re.I)


_HOW_NO = re.compile(
    r"^\W*(?:(?:so|hey|hi|ok|okay|eddie|pls|please)\W+)*(?:how (?:do|can|should|would|could) i"
    r"|what(?:'?s| is| would be) (?:a|the|some) (?:\w+ )?way to|best way to|(?:any )?tips? (?:on|for)"
    r" how to|help me)\s+(?:(?:politely|nicely|kindly|gently|tactfully)\s+)?(?:say no|turn down"
    r"|decline|refuse)\s+(?:(?:politely|nicely|kindly|gently|tactfully)\s+)?(?:to\s+)?(?=\S)",
    re.IGNORECASE,
)
"""How to say no asked, with the person and what they asked told after ("what's a polite way
to turn down my colleague, he wants me to take his sunday shift but i can't"): the advice and
a ready reply. Without a situation told it is the stock advice of ``prompts/ideas.yaml``."""


def kind_no(said: str) -> str | None:
    """A short kind no to what someone asked the user, with the reason given, or None."""
    how = _HOW_NO.match(said.strip())
    if how is not None:
        reply = kind_no(f"say no to {said.strip()[how.end() :]}")
        if reply is None:
            return None
        return (
            "Keep it short and kind: thank them, say no clearly, and skip the long excuse. "
            + reply.replace("Here's a reply you could send:", "You could send:")
        )
    found = _TURN_DOWN.match(said.strip())
    if found is None or re.match(r"how\b", said.strip(), re.IGNORECASE):
        return None
    parts = _NO_SPLIT.split(found["ask"].strip(" .!"), maxsplit=1)
    ask, why = (parts[0], parts[1]) if len(parts) == 2 else (parts[0], "")
    if not _NO.search(why):
        return None  # "… asked me to send the report": no no said
    ask = tidied(ask, "en", first=False).rstrip(".!?")
    ask = re.sub(  # "help her move": "help you move", not "help your move"
        r"\bhelp your (?=(?:move|pack|clean|paint|study|cook|fix|build|carry|set|get)\b)",
        "help you ",
        ask,
        flags=re.IGNORECASE,
    )
    borrow = re.match(r"borrow (.+)", ask, re.IGNORECASE)
    if found["me"] is None and not re.search(r"(?:if|whether) i", said, re.IGNORECASE):
        if borrow is None:
            return None  # "… wants to move the meeting": theirs to do
        ask = f"lend you {borrow[1]}"
    why = re.sub(r"^(?:but|and)\s+", "", why.strip(), flags=re.IGNORECASE)
    reason = "" if not why or _ONLY_NO.match(why) else tidied(why, "en", first=False).rstrip(".!")
    reason = reason if re.match(r"I\b", reason) else reason[:1].lower() + reason[1:]
    name = re.fullmatch(_NAME, found["who"]) or re.search(rf" ({_NAME})$", found["who"])
    hello = f"Hi {name[1] if name.lastindex else name[0]}!" if name else "Hi!"
    wish = "I hope you find someone!" if _FOR_SOMEONE.search(ask) else "I hope you understand."
    because = f" – {reason}" if reason else ""
    body = f"{hello} Thanks for asking, but I'm sorry, I can't {ask}{because}. {wish}"
    return f'Here\'s a reply you could send:\n\n"{body}"'
