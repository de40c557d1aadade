"""A polite no to an invitation (a wedding, a party, a dinner) with the hosts' names, the day and
the reason when the user gives them ("write a polite no to the wedding invitation of julia and
markus, we're abroad that week", "decline the dinner invitation from the millers politely, we
have another commitment", "absage für die hochzeit von julia und markus, wir sind im urlaub"), or told to a friend ("let
my mate lisa know i wont make her wedding in porto on 14 june, the trip is too dear for me
right now and i feel terrible": the feeling is the text's own sorry).
Written when the hosts are named; a no with no one named is left to
:func:`brain.llm.tiny_invite.invitation_declined`. A question ("is it rude to decline a wedding
invitation?") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import RELATIVE_DAY, dates, german, named, said_date, sign_off
from brain.llm.tiny_offer import birthday_wish, offer_line, offer_start, reason_said, split_offer
from brain.llm.tiny_style import STYLE_LEAD, STYLE_WORD
from brain.llm.tiny_tidy import tidied

_EVENTS = {
    "wedding": ("wedding", "Hochzeit", "eurer"), "hochzeit": ("wedding", "Hochzeit", "eurer"),
    "party": ("party", "Party", "eurer"), "feier": ("party", "Feier", "eurer"),
    "dinner": ("dinner", "Abendessen", "eurem"), "essen": ("dinner", "Essen", "eurem"),
    "abendessen": ("dinner", "Abendessen", "eurem"), "bbq": ("barbecue", "Grillfest", "eurem"),
    "barbecue": ("barbecue", "Grillfest", "eurem"), "grillfest": ("barbecue", "Grillfest", "eurem"),
    "birthday": ("birthday party", "Geburtstagsfeier", "eurer"),
    "bday": ("birthday party", "Geburtstagsfeier", "eurer"),
    "b-day": ("birthday party", "Geburtstagsfeier", "eurer"),
    "geburtstag": ("birthday party", "Geburtstagsfeier", "eurer"),
    "housewarming": ("housewarming", "Einweihungsfeier", "eurer"),
    "einweihung": ("housewarming", "Einweihungsfeier", "eurer"),
    "christening": ("christening", "Taufe", "eurer"), "taufe": ("christening", "Taufe", "eurer"),
    "engagement": ("engagement party", "Verlobungsfeier", "eurer"),
    "graduation": ("graduation party", "Abschlussfeier", "eurer"),
    "leaving do": ("leaving do", "Abschiedsfeier", "eurer"),
    "retirement party": ("retirement party", "Ruhestandsfeier", "eurer"),
    "baby shower": ("baby shower", "Babyparty", "eurer"), "brunch": ("brunch", "Brunch", "eurem"),
    "anniversary": ("anniversary party", "Jubiläumsfeier", "eurer"),
    "hen": ("hen party", "Junggesellinnenabschied", "deinem"),
    "stag": ("stag do", "Junggesellenabschied", "deinem"),
    "bachelorette": ("bachelorette party", "Junggesellinnenabschied", "deinem"),
    "junggesellinnenabschied": ("hen party", "Junggesellinnenabschied", "deinem"),
    "junggesellenabschied": ("stag do", "Junggesellenabschied", "deinem"),
    "jga": ("hen party", "Junggesellinnenabschied", "deinem"), "trip": ("trip", "Reise", "eurer"),
    "ausflug": ("trip", "Ausflug", "eurem"), "reise": ("trip", "Reise", "eurer"),
}  # fmt: skip
_EVENT = (
    r"(?:(?:(?<=his )|(?<=her )|(?<='s ))\d{2}(?:st|nd|rd|th)(?= (?!of\b))|baby shower|hen (?:party|do|night)|stag (?:party|do|night)|bachelorette party"
    r"|(?:leaving|retirement) (?:do|drinks|party|lunch|dinner|bash)|"
    + "|".join(k for k in _EVENTS if " " not in k)
    + r")\w*"
)
_DECLINE = re.compile(
    r"\b(?:declin\w*|turn(?:ing)? down|say(?:ing)? no|polite no|(?:a|the) no\b|regrets?|rsvp(?:ing)?"
    r" no|can'?t (?:make it|come|attend|go)|kann nicht (?:\w+ ){0,4}kommen|nicht dabei sein|cannot (?:make it|come|attend)|won'?t (?:make it|be able)"
    r"|nicht (?:[\w.]+ ){1,8}kommen|(?:not able|unable) to (?:come|make it|attend|go)"
    r"|not (?:coming|going|attending)|absag\w*|abzusagen|nicht kommen|können nicht|koennen nicht)\b"
    r"|^\W*sag\w*\b.*\bab\W*$",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|plz|bitte|quick)\W+)*(?:(?:can|could|would)"
    r" (?:you|u)\s+(?:help me\s+(?:to\s+)?)?|(?:i\s+)?(?:need|want|have)(?:\s+to)?\s+|help me\s+"
    r"(?:to\s+)?|kannst du (?:mir\s+)?)?"
    r"(?:(?:write|draft|compose|word|make|give me|type up|send|reply|respond|answer|rsvp|decline"
    r"|tell|let|inform|text|message|email|break it to"
    r"|politely decline|turn down|say no|schreib\w*|formulier\w*|verfass\w*|mach\w*|sag\w*"
    r"|hilf mir|helfen)\b|(?:a|an|the"
    r"|eine|ne)?\s*(?:polite|nice|kind|short|friendly|höfliche|nette|kurze|freundliche)?\s*(?:no|reply"
    r"|response|decline|absage|antwort|message|text|note|card)\b)",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"^\W*(?:is it|how (?:do|can|should) i|should i|do i have to|what(?:'s| is) the etiquette|why"
    r"|when|ist es|wie sage ich|muss ich|sollte ich)\b|\b(?:script|code|app|project|projekt)\b",
    re.IGNORECASE,
)
_NAME = r"(?:(?:mr|mrs|ms|dr|frau|herrn?)\.?\s+)?[a-zäöüß][\w-]+"
_KIN_WORD = (
    r"(?:(?:my|our|meine[rmn]?|unsere[rmn]?)\s+(?:\w+\s+)?(?:friend|freund\w*|cousin\w*|kolleg\w*"
    r"|colleague|coworker|sister|brother|schwester|bruder|neighbou?r|nachbar\w*|boss|chef\w*|mate"
    r"|buddy|pal|bestie|aunt|auntie|uncle|niece|nephew|tante|onkel|nichte|neffe)\s+)"
)
_KIN = _KIN_WORD + "?"
_HOSTS = re.compile(
    rf"\b(?:of|from|by|with|at|von|bei)\s+{_KIN}(?P<hosts>(?:the\s+)?{_NAME}(?:\s*(?:,|and|&|und)\s+{_NAME})?)'?"
    rf"|\b(?!(?:his|its|hers|theirs|yours|ours|this|us)\b)(?P<own>{_NAME}(?:\s+(?:and|&|und)\s+{_NAME})?)"
    rf"(?:'s|s'|s)\s+(?:\w+\s+)?(?:{_EVENT})",
    re.IGNORECASE,
)
_TO = re.compile(
    rf"\b(?:(?:reply|respond|answer|message|text|note|write|e-?mail|antwort|nachricht|absage)\s+"
    rf"(?:(?:back\s+)?to|for|an|für|fuer)\s+|schreib\w*\s+(?:mir\s+)?)(?P<to>{_NAME})(?:'s|s')?"
    rf"(?=\s+(?:message|text|invit\w*|email|eine|ne|n|einen|'?s|saying|declining|turning|that|für"
    rf"|fuer|for|zu[mr]?)\b|\s*[,:]|$)",
    re.IGNORECASE,
)
"""Whom a no is written to: "reply to tom's message", "a message to jenny declining …",
"schreib lisa eine absage …"."""
_TOLD = re.compile(
    rf"(?:\b(?:tell|let|inform|text|message|email|write to|to|schreib\w*|an)\s+)?{_KIN_WORD}"
    rf"(?P<to>{_NAME})(?!'s)(?=\s+(?:i|we|that|know|about|saying|ich|wir|zu|dass)\b|\s*[,:])",
    re.IGNORECASE,
)
"""Whom the user asks to tell ("help me tell my friend lisa i can't come", "let my mate tom
know", "meiner freundin julia zu sagen", "schreib meinem freund paul, dass …")."""
_FELT = re.compile(
    r"^(?:(?:and|but|und|aber)\s+)?(?:(?:i|we)\s+(?:feel|felt|am|are|'m|'re)|i'?m|we'?re|(?:ich|wir)"
    r"\s+(?:fühle?n?|fuehle?n?)\s+(?:mich|uns)|es tut mir)\s+(?:so\s+|really\s+|just\s+|total\s+|"
    r"echt\s+|sehr\s+)*(?:awful|terrible|bad|horrible|guilty|gutted|sorry|sad|schlecht|mies|leid)"
    r"(?:\s+about\s+it)?$",
    re.IGNORECASE,
)
"""How the user feels about saying no ("i feel awful"): the text's own sorry says it."""
_PLACE = re.compile(
    r"\b(?P<at>in|at|im|in der|bei)\s+(?P<place>(?!(?:the\s+)?(?:morning|evening|afternoon|summer"
    r"|spring|autumn|winter|fall|weekend|week|month|year|end|urlaub|ausland|january|february|march"
    r"|april|may|june|july|august|september|october|november|december|januar|februar|märz|mai|juni"
    r"|juli|oktober|dezember)\b)(?:the\s+)?[a-zäöüß][\w'-]+(?:\s+(?!on\b|am\b|in\b|at\b|um\b"
    r"|this\b|next\b|ab\w*\b|bitte\b|please\b|pls\b|politely\b|höflich\b|for\b|für\b|to\b|zu\b)"
    r"[a-zäöüß][\w'-]+){0,2}?)(?=\s+(?:on|am|the|this|next|um|\d|ab\w*|zu\w*|bitte|please|pls|politely|höflich|for|für)\b|\s*[,.;!]|\s*$)",
    re.IGNORECASE,
)
"""Where the event is ("in porto", "at the bowling alley", "in münchen")."""
_ALTERNATIVE = re.compile(
    r"\b(?:suggest(?:ing)?|propos(?:e|ing)|offer(?:ing)?|and ask if|maybe|how about|alternative"
    r"|schlag\w*(?:\s+(?:ihr|ihm|ihnen|vor))?|vorschlagen|stattdessen|als alternative)\s*:?\s+"
    r"(?:(?:that\s+)?we\s+|to\s+|dass\s+wir\s+)?(?P<alt>[^,;.!?]+?)(?:\s+(?:instead|vor|stattdessen))?"
    r"(?=\s*[,;.!?]|$)",
    re.IGNORECASE,
)
"""A warm alternative the user wants offered ("suggest dinner when they're back")."""
_YOU = {"they": "you", "they're": "you're", "theyre": "you're", "their": "your", "them": "you",
        "she": "you", "he": "you", "she's": "you're", "he's": "you're", "her": "you",
        "him": "you", "his": "your", "sie": "du", "ihr": "dir", "ihm": "dir", "ihnen": "euch",
        "ihrer": "deiner", "seiner": "deiner", "ihren": "deinen", "seinen": "deinen"}  # fmt: skip
_NOT_HOST = frozenset(
    """the a an my our your their his her me us you them it this that next last saturday sunday
    friday work invitation invite wedding party dinner them couple die der das den dem mir uns
    meiner meinem unserer unserem euch ihnen einladung hochzeit feier we i wir ich january february
    march april may june july august september october november december januar februar märz mai
    juni juli oktober dezember""".split()  # noqa: SIM905
)
_STYLE = re.compile(rf"^(?:{STYLE_LEAD}\s+)*{STYLE_WORD}\w*$|^politely$|^höflich$", re.IGNORECASE)


def declined_invitation(said: str) -> str | None:
    """The polite no to a named host's invitation ``said`` asks for, or None."""
    event = re.search(
        rf"\b{_EVENT}(?:\s+(?:party|do|bash|celebration|dinner|drinks|brunch|lunch|bbq|feier))?\b",
        said,
        re.I,
    )
    if event is None or not _DECLINE.search(said) or _QUESTION.search(said):
        return None
    if not _ASKED.match(said) and not re.search(
        r"\b(?:write|draft|schreib\w*|formulier\w*)\b", said, re.I
    ):
        return None
    hosts, end = _hosts(said, event.end())
    to = next((t for t in _TO.finditer(said) if t["to"].lower() not in _NOT_HOST), None) or next(
        (t for t in _TOLD.finditer(said, 0, event.start()) if t["to"].lower() not in _NOT_HOST),
        None,
    )
    if to is not None and (not hosts or to.start() < end):
        hosts, end = named(to["to"]), max(end, to.end())
    if not hosts:
        return None
    if event[0][:1].isdigit():  # "his 30th"
        en, de_name, de_own = f"{event[0]} birthday", f"{event[0][:-2]}. Geburtstag", "deinem"
    else:
        key = next(k for k in _EVENTS if event[0].lower().startswith(k.split()[0]))
        en, de_name, de_own = _EVENTS[key]
        if " " in event[0]:  # "her leaving drinks", "his birthday bbq": as said
            en = re.sub(r"\bbbq\b", "BBQ", re.sub(r"\bb-?day\b", "birthday", event[0].lower()))
    if " and " not in hosts and not hosts.endswith("family") and de_name != "Hochzeit":
        de_own = {"eurer": "deiner", "eurem": "deinem"}.get(de_own, de_own)  # one host: du
    de = german(said)
    day = dates(said)
    alternative = _ALTERNATIVE.search(said)
    offered = "" if de or alternative else split_offer(said[event.end() :])[1]
    if offered:  # "…, and that ill buy him a beer next time": offered, no reason
        said = said[: event.end() + offer_start(said[event.end() :])]
    place = _PLACE.search(said, event.end())
    if place is not None and not de and place["at"].lower() == "im":
        place = None  # "im on call" is "I'm on call", no place
    if place is not None and said[event.end() : place.start()].count(",") == 0:
        where, at, gaps = (
            place["place"],
            place["at"].lower(),
            [place.span(), *(d.span() for d in day)],
        )
    else:
        where, at, gaps = "", "", [d.span() for d in day]
    cut = said[: alternative.start()] if alternative else said
    for start, stop in gaps:  # "in porto on 14 june" is no reason
        cut = cut[:start] + " " * (stop - start) + cut[stop:]
    reason = _reason(cut, max(end, event.end()), "de" if german(said) else "en", event[0])
    offer = _offer(alternative["alt"] if alternative else "", "de" if de else "en")
    offer = offer or (offer_line(offered) if offered else "")
    soon = None if day or de else RELATIVE_DAY.search(said)  # "his bbq tomorrow"
    we = re.search(r"\b(?:we|we'?re|our|us|wir|uns|unsere?)\b", said, re.IGNORECASE) is not None
    if de:
        there = f" {at} {named(where)}" if where else ""
        return _german(hosts, de_name, de_own, day, reason, we, said, (offer, there))
    when = f" on {said_date(day[0], 'en')}" if day else f" {soon[0].lower()}" if soon else ""
    if where:  # "in porto" → "in Porto", "at the bowling alley" as said
        there = where if re.match(r"(?:the|my|our|his|her|their)\b", where, re.I) else named(where)
        when = f" {at} {there}{when}"
    us, we_word = ("us", "we") if we else ("me", "I")
    lines = [f"Dear {hosts},"]
    lines.append(
        f"Thank you so much for inviting {us} to your {en}{when}. "
        f"{'We were' if we else 'I was'} really touched to be asked."
    )
    sorry = f"Sadly, {we_word} won't be able to be there"
    sorry_to_miss = ("we're" if we else "I'm") + " so sorry to miss it."
    gap = " " if reason.startswith("because") else ": "  # "… because of a work trip."
    lines.append(
        f"{sorry}{gap}{reason.rstrip('.')}. {sorry_to_miss[:1].upper()}{sorry_to_miss[1:]}"
        if reason
        else f"{sorry}, and {sorry_to_miss}"
    )
    if offered:  # "…, i'll call her on the day": before the good wishes
        lines.append(offer)
    if en == "wedding":
        lines.append(
            f"{we_word.capitalize()}'ll be thinking of you on your big day and wish you a wonderful "
            "celebration and every happiness together."
        )
    else:
        happy = "Happy birthday! " if birthday_wish(en) else ""  # "his 30th", "her birthday do"
        lines.append(
            f"{happy}{we_word.capitalize()} hope you have a lovely time, and let's catch up soon!"
        )
    if offer and not offered:
        lines.append(offer)
    lines.append(sign_off("With love" if en == "wedding" else "Best wishes", said))
    return "Here's a reply you could send:\n\n\"" + "\n".join(lines) + '"'


def _offer(alternative: str, language: str) -> str:
    """The alternative offered, said to the host ("dinner when they're back" → "How about
    dinner when you're back? I'd love that.")."""
    if not alternative.strip():
        return ""
    words = [_YOU.get(w.lower(), w) for w in alternative.strip().split()]
    text = re.sub(r"\bi\b", "I", " ".join(words))
    if language == "de":
        text = re.sub(r"\bdu (\w+ )?zurück ist\b", r"du \1zurück bist", text)
        return f"Mein Vorschlag stattdessen: {text} – hättest du Lust? Ich würde mich sehr freuen."
    if re.match(r"(?:take|treat|cook|bring|buy|get|come|visit|meet|have|do|make)\b", text, re.I):
        return f"I'd love to {text} instead, if you're up for it."
    return f"How about {text} instead? I'd love that."


_WHY_SAID = re.compile(r"\b(?:because|bc|cause|cuz|since|as|i'?m|im|we'?re|weil|da)\b", re.I)


def _hosts(said: str, before: int) -> tuple[str, int]:
    """ "Julia and Markus", "the Millers" → "Miller family", "Tom and Lisa"; an owner named after
    the event (``before``) owns another one ("…, it clashes with my sister's graduation")."""
    for found in _HOSTS.finditer(said):
        if found["own"] and found.start() >= before:
            continue
        if found["hosts"] and _WHY_SAID.search(said[before : max(before, found.start())]):
            continue  # "… because i'm out of town": no host named Town
        raw = (found["hosts"] or found["own"]).strip()
        words = re.split(r"\s*(?:,|\band\b|&|\bund\b)\s*", raw)
        unnamed = any(w.lower().split()[-1] in _NOT_HOST for w in words if w) or not all(words)
        if unnamed and not re.match(r"the\s+\w+s\b", raw, re.I):
            continue
        the = re.match(r"the\s+(?P<n>[a-z][\w-]+?)s$", raw, re.IGNORECASE)
        if the is not None:
            return f"{named(the['n'])} family", found.end()
        people = [re.sub(r"^(Mrs|Mr|Ms|Dr)\b\.?", r"\1.", named(w)) for w in words]
        return " and ".join(people), found.end()
    return "", 0


def _reason(said: str, after: int, language: str, event: str = "") -> str:
    """The user's reason as said ("we're abroad that week"), the notes on style left out."""
    for part in re.split(r"[,;]|\.\s|\s[-–]\s", said[after:]):
        part = re.sub(
            r"^(?:(?:on|am|at|in|the|this|next|tomorrow|tonight|today|\w+day)\s+)+(?=(?:because"
            r"|cause|cuz|bc|since|as|weil|da|denn)\b)",
            "",
            re.sub(r"\s+", " ", part.strip()),
            flags=re.I,
        )  # fmt: skip  ("tomorrow cause im on call")
        if language == "en" and re.match(r"(?:because|bc|b/c|cause|cuz)\s+of\b", part, re.I):
            return reason_said(part)  # "bc of a work trip": because of it
        part = re.sub(r"^\W*(?:(?:and|but|because|cause|cuz|bc|since|as|weil|da|denn|und|aber)\s+)+", "",
                      part.strip(), flags=re.I)  # fmt: skip
        part = re.sub(r"\s+(?:pls|please|bitte|politely|höflich)$", "", part, flags=re.I)
        if re.match(r"(?:wish|congrat|gratulier|wünsch|wuensch|alles gute)", part, re.I):
            continue  # good wishes are the text's own closing, no reason
        part = re.sub(r"\s+(?:and|und)\s+(?:(?:i|we|ich|wir)\s+(?:feel|fühle?)|i'?m|im|we'?re)\s+(?:so\s+"
                      r"|really\s+|just\s+)*(?:sorry|awful|terrible|bad|gutted|guilty)?\b.*$", "",
                      part, flags=re.I)  # fmt: skip
        if len(part.split()) < 2 or _STYLE.match(part) or _HOSTS.match(part) or _FELT.match(part):
            continue
        if re.search(rf"\b(?:{re.escape(event) if event else _EVENT}|invit\w*|einladung\w*)\b", part,
                     re.IGNORECASE):  # fmt: skip
            continue  # "… your wedding": no reason; "i can't afford the trip" is one
        if re.match(
            r"(?:from|of|von|to|for|on|am|this|next|nach|zu[mr]?|für|fuer)\b", part, re.I
        ) or re.fullmatch(
            r"(?:i|we) can'?t make it|can'?t make it|(?:wir|ich) können nicht", part, re.I
        ):
            continue
        return (
            tidied(part, language, first=False, as_said=True)
            if language == "de"
            else reason_said(part)
        )
    return ""


def _german(
    hosts: str,
    event: str,
    own: str,
    day: list[re.Match[str]],
    reason: str,
    we: bool,
    said: str,
    more: tuple[str, str] = ("", ""),
) -> str:
    offer, where = more
    names = hosts.replace(" and ", " und ")
    people = names.split(" und ")
    dear = ", ".join(
        f"{'Liebe' if re.search(r'(?:a|e|ie|ine)$', p) else 'Lieber'} {p}".replace(
            "Liebe", "liebe", 1 if i else 0
        )
        for i, p in enumerate(people)
    )
    if names.endswith("family"):
        dear = f"Liebe Familie {names.removesuffix(' family')}"
    dear = re.sub(r", Lieb", ", lieb", dear)
    when = f" am {said_date(day[0], 'de')}" if day else ""
    uns = "uns" if we else "mich"
    why = f" – {reason.rstrip('.')}." if reason else "."
    lines = [
        f"{dear},",
        f"vielen Dank für die Einladung zu {own} {event}{when}{where}! {'Wir haben' if we else 'Ich habe'} "
        f"{uns} sehr darüber gefreut.",
        f"Leider {'können wir' if we else 'kann ich'} nicht dabei sein{why}",
        f"{'Wir wünschen' if we else 'Ich wünsche'} {'euch' if own.startswith('eu') or event == 'Hochzeit' else 'dir'} "
        + ("eine wunderschöne Zeit" if event in ("Reise", "Ausflug") else "ein wunderschönes Fest")
        + (
            " und alles Glück der Welt für eure gemeinsame Zukunft." if event == "Hochzeit" else "!"
        ),
        *([offer] if offer else []),
        sign_off("Alles Liebe", said).replace(",\n", "\n"),
    ]
    return "So könntest du antworten:\n\n„" + "\n".join(lines) + "“"
