"""A message to a tradesperson or a service asking for an appointment, with what the user tells:
what is wrong or what they want done, when they are free, their address, a number to call and
whom it is for ("write a message to my electrician asking him to come fix the kitchen light
that keeps flickering, I'm free Tuesday or Thursday afternoon, address is 14 Elm Street", "text
the plumber: the bathroom sink is leaking, can he come monday morning", "write to the vet to
make an appointment for my cat Luna, she's been limping since Sunday", "schreib dem klempner,
dass das waschbecken tropft, ob er montag vormittag kommen kann, ich wohne in der rosenstraße
3"). Every detail is kept as said, tidied; an ask is added only when none was said, and the text
is signed only with a name the user gave. A landlord or a caretaker gets a repair report
(:mod:`brain.llm.tiny_repair`); a message about one ("my plumber sent me a message, what should
i reply") gets none. Written in :mod:`brain.llm.tiny_booking_en` and
:mod:`brain.llm.tiny_booking_de`. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, clauses, german, named, own_name, signs
from brain.llm.tiny_repair import BROKEN

_COMES = (
    r"electrician|sparky|plumber|handy ?man|handyperson|locksmith|gardener|cleaner|window cleaner"
    r"|painter(?: and decorator)?|decorator|carpenter|joiner|roofer|builder|tiler|glazier|plasterer"
    r"|(?:heating|boiler|gas|washing machine|appliance|dishwasher|fridge|oven|alarm)\s+(?:engineer"
    r"|technician|repair(?:man| ?guy| person| service| company)?|company|guy|man|fitter)"
    r"|engineer|technician|repair ?man|repair (?:guy|person|service|company)|tradesman"
    r"|tradesperson|contractor|chimney sweep|pest control|piano tuner|dog[- ]?walker|pet[- ]?sitter"
    r"|elektriker\w*|klempner\w*|installateur\w*|sanit(?:ä|ae)r\w*|heizungs(?:bauer|monteur"
    r"|firma|techniker)\w*|handwerker\w*|schl(?:ü|ue)sseldienst|schlosser\w*|g(?:ä|ae)rtner\w*"
    r"|maler\w*|tischler\w*|schreiner\w*|dachdecker\w*|fliesenleger\w*|glaser\w*"
    r"|schornsteinfeger\w*|kammerj(?:ä|ae)ger\w*|techniker\w*|monteur\w*|putzhilfe|putzfrau"
    r"|reinigungskraft"
)
"""Who comes to the user's home to do the work."""
_VISITED = (
    r"hairdresser|hair ?dresser|hair salon|salon|barber|hair ?stylist|stylist|vet|vets"
    r"|veterinarian|vet(?:erinary)? (?:clinic|practice|surgery)|dentist|dental (?:practice|surgery"
    r"|office)|doctor|gp(?: surgery)?|doctor'?s (?:surgery|office|practice)|physio(?:therapist)?"
    r"|optician|nail (?:salon|tech|technician|studio)|beautician|beauty salon|massage therapist"
    r"|(?:dog )?groomer|tailor|mechanic|garage|driving instructor"
    r"|fris(?:eu|ö|oe)r\w*|barbier|tier(?:a|ä|ae)rzt\w*|tierklinik|zahn(?:a|ä|ae)rzt\w*|(?:haus)?arzt"
    r"|(?:haus)?(?:ä|ae)rztin|arztpraxis|praxis|physiotherapeut\w*|physio|optiker\w*|kosmetiker\w*"
    r"|kosmetikstudio|nagelstudio|hundefris(?:eu|ö|oe)r\w*|werkstatt|autowerkstatt|mechaniker\w*"
    r"|schneider(?:ei|in)|fahrlehrer\w*"
)
"""Whom the user goes to."""
_WHOM = (
    r"(?:(?:my|our|the|a|an|your|meine[nmr]?|mein|unsere[nmr]?|unser|den|die|der|dem|das|einen|eine[nmr]?"
    r"|ein)\s+)?(?:(?:usual|regular|local|new|old|nice|lieblings|neue[nmr]?|alte[nmr]?|übliche[nmr]?)\s*)?"
)
PROVIDER = re.compile(
    rf"\b{_WHOM}(?P<who>(?P<comes>{_COMES})|{_VISITED})(?:'s|s')?(?![\w-])", re.IGNORECASE
)
"""A tradesperson or a service, as the user names it ("my electrician", "den klempner")."""
_ADDRESSED = re.compile(
    r"(?:^\W*|\b(?:to|for|at|with|an|f(?:ü|ue)r|bei|beim|text|message|msg|e-?mail|whatsapp|contact"
    r"|ask|tell|book|call|write|reply to|schreib\w*|du|mir|i|need|want|get|find)\s+)$",
    re.IGNORECASE,
)
"""Words before the provider that make them whom the message is for ("write to the vet", "text
the plumber"), not what it tells ("… she has a dentist appointment")."""
_NAME = re.compile(
    r"^\s*,?\s*(?:\(\s*)?(?P<name>(?:(?:mr|mrs|ms|miss|dr|herr|herrn|frau)\.?\s+)[A-Za-zÄÖÜäöüß][\w-]+"
    r"|(?-i:[A-ZÄÖÜ])[\w-]+(?:\s+(?-i:[A-ZÄÖÜ])[\w-]+)?"
    r"|[a-zäöüß][\w-]+(?=\s*(?:[,:;(]|\s(?:to|asking|that|saying|about|and|dass|ob|wegen|um|for)\b)))"
    r"\s*\)?",
    re.IGNORECASE,
)
_NOT_NAME = frozenset(
    """to asking that saying about and for on at in with if whether again today tomorrow pls
    please dass ob wegen und für bitte um an mal kurz here there who the a an my our i schreiben
    formulieren verfassen schicken senden texten fragen""".split()  # noqa: SIM905
)
_KIND = re.compile(
    r"\b(?:messages?|msgs?|texts?|e-?mails?|notes?|whatsapp|sms|letters?|nachricht\w*|mail"
    r"|zeilen|anfrage|brief)\b",
    re.IGNORECASE,
)
_VERB_LED = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|also|eddie|pls|please|bitte|can (?:you|u)|could (?:you|u)"
    r"|kannst du|k(?:ö|oe)nntest du)\W+)*(?:(?:please|pls|bitte|mal|kurz)\s+)*(?:write|text|message"
    r"|msg|e-?mail|whatsapp|contact|schreib\w*|simse?|what (?:should|do|can|could) i (?:text|write"
    r"|say to|tell|message|e-?mail|send))\s+(?:(?:to|an|mal|bitte|kurz|mir)\s+)*"
    + _WHOM
    + rf"(?:{_COMES}|{_VISITED})\b"
    r"|^\W*(?:(?:hey|hallo|ok|also|eddie)\W+)*(?:kannst|k(?:ö|oe)nntest|w(?:ü|ue)rdest) du\s+(?:(?:mir|mal"
    r"|bitte|kurz|schnell)\s+)*(?:dem|der|meinem|meiner|unserem|unserer|den|die)\s+(?:\w+\s+)?"
    rf"(?:{_COMES}|{_VISITED})\b.{{0,40}}?\b(?:schreiben|texten|mailen|formulieren|eine nachricht)\b",
    re.IGNORECASE,
)
"""Asked with the verb alone: "text the plumber: …", "write to the vet …", "schreib dem klempner"."""
_NOT_BOOKING = re.compile(
    r"\b(?:thank\w*|thx|danke\w*|review\w*|bewert\w*|complain\w*|beschwer\w*|cancel\w*|absag\w*"
    r"|stornier\w*|reschedul\w*|verschieb\w*|invoice|bill|rechnung|refund|overcharg\w*|pay\w*"
    r"|bezahl\w*|(?:ü|ue)berweis\w*|running late|versp(?:ä|ae)t\w*|sorry|entschuldig\w*)\b",
    re.IGNORECASE,
)
_RECEIVED = re.compile(
    r"\b(?:sent me|texted me|messaged me|emailed me|wrote (?:me|to me)|replied|got (?:a |an )?"
    r"(?:message|text|email|reply) from|(?:message|text|email|reply) from (?:my|the|our)|hat mir"
    r" (?:geschrieben|geantwortet)|(?:nachricht|mail|antwort) (?:von|vom)|what (?:should|do|can)"
    r" i (?:reply|answer|say back|write back)|was (?:soll|kann) ich (?:antworten|zur(?:ü|ue)ckschreiben))\b",
    re.IGNORECASE,
)
"""A message about the provider, or one from them to answer: no appointment to ask for."""
BOOK = re.compile(
    r"\b(?:appointments?|appt|book\w*|schedule|slot|come (?:round|over|by|out|and|to|fix|look"
    r"|check|see)|(?:can|could|would) (?:he|she|they|you|u|someone|somebody|anyone) come|fix\w*"
    r"|repair\w*|install\w*|replace\w*|put (?:in|up)|hang\w*|look at|take a"
    r" look|have a look|check (?:on|out)?|quote|estimate|service|time for|please come|come asap"
    r"|asap|urgent\w*|emergency|locked out|needs? (?:a |an )?\w+ing|termin\w*|vorbeikomm\w*|dringend"
    r"|notfall|ausgesperrt"
    r"|vorbeischau\w*|kommen|reparier\w*|anschauen|ansehen|angucken|kostenvoranschlag|zeit)\b",
    re.IGNORECASE,
)
"""An appointment or a visit asked for."""
URGENT = re.compile(
    r"\b(?:asap|urgent\w*|emergency|locked out|right away|as soon as possible|dringend\w*|notfall"
    r"|ausgesperrt|sofort|so schnell wie m(?:ö|oe)glich)\b",
    re.IGNORECASE,
)
FREE = re.compile(
    r"\b(?:free|available|around|home|in|can do|can come|could come|suits? me|works?(?: for me)?|any ?time"
    r"|flexible|zeit|kann|k(?:ö|oe)nnte|passt|passen|zu ?hause|da|erreichbar|frei)\b",
    re.IGNORECASE,
)
WHEN = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur"
    r"|thurs|fri|sat|sun|weekdays?|weekends?|mornings?|afternoons?|evenings?|tonight|today"
    r"|tomorrow|this week|next week|any ?time|any day|after \d|before \d|from \d|between \d"
    r"|\d{1,2}(?::\d{2})?\s*(?:am|pm|uhr)|montags?|dienstags?|mittwochs?|donnerstags?|freitags?"
    r"|samstags?|sonntags?|werktags?|wochenende|vormittags?|nachmittags?|abends?|morgens?"
    r"|heute|morgen|(?:ü|ue)bermorgen|diese woche|n(?:ä|ae)chste woche|jederzeit|ab \d|nach \d"
    r"|vor \d|bis \d|zwischen \d)\b",
    re.IGNORECASE,
)
STREET = re.compile(
    r"\b\d+[a-z]?,?\s+(?:[A-Za-z][\w'-]*\s+){1,3}?(?:street|st|road|rd|lane|ln|avenue|ave|close|drive"
    r"|dr|way|crescent|place|pl|court|ct|gardens|terrace|square|grove|hill|park|row|walk|blvd"
    r"|boulevard|mews)\b\.?|\b[\wäöüß-]+(?:stra(?:ß|ss)e|str\.|weg|gasse|allee|platz|ring|damm|ufer)"
    r"\s+\d+\s?[a-z]?\b",
    re.IGNORECASE,
)
ADDRESS = re.compile(
    r"^(?:(?:my|the|our|meine|die|unsere)\s+)?(?:address|adresse|anschrift)\b\s*(?:is|:|ist|lautet)?"
    r"\s*|^(?:i|we)\s+live\s+(?:at|on|in)\b|^(?:i'?m|i am|we'?re|we are)\s+at\s+\d|^(?:ich wohne"
    r"|wir wohnen)\b|^(?:ich bin|wir sind) in der \w+(?:stra(?:ß|ss)e|str\.|weg|gasse|allee)",
    re.IGNORECASE,
)
_LINK = re.compile(
    r"^\W*(?:(?P<asking>(?:and\s+)?(?:asking|to ask|ask)(?:\s+(?:him|her|them|nicely|politely))*)"
    r"\s+(?P<how>to|if|whether|for|when)\b|(?P<to>to)\b|(?P<that>that|saying|about|dass|wegen|weil)\b"
    r"|(?P<ob>ob)\b)?\s*",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"^(?:(?:pls|please|plz|bitte|for me|thanks|thx|danke|schreiben|formulieren|write it|can you"
    r" write (?:it|that|this)(?: for me)?|(?:keep it |make it |but )?(?:short|polite|friendly"
    r"|formal|brief|nice|casual|kurz|h(?:ö|oe)flich|freundlich))\s*)+$",
    re.IGNORECASE,
)


def booking_message(said: str) -> str | None:
    """The message ``said`` asks for to a tradesperson or a service about an appointment, or
    None."""
    found = next((f for f in PROVIDER.finditer(said) if _ADDRESSED.search(said[: f.start()])), None)
    if found is None or _NOT_BOOKING.search(said) or _RECEIVED.search(said):
        return None
    if re.search(r"\b(?:landlord|landlady|vermieter\w*|hausverwaltung|hausmeister\w*|caretaker"
                 r"|property manager)\b", said, re.I):  # fmt: skip
        return None  # a repair report (:mod:`brain.llm.tiny_repair`)
    verb_led = any(_VERB_LED.match(c) for c in re.split(r"[,.;!?]\s+", said))
    if asked_for(said, _KIND) is None and not verb_led:  # "…, can you write to the vet …"
        return None
    name, after = _name(said, found.end())
    head = clauses(said[: found.start()])
    booked = bool(head) and BOOK.search(head[-1]) is not None  # "i need to book the vet for …"
    if head:  # "my boiler broke so can you text the": what comes before the request
        cut = _ASKING.search(head[-1])
        head[-1] = head[-1][: cut.start()].strip() if cut is not None else ""
    parts = [*head, *_told(said[after:])]
    parts = _merged([p for p in parts if not _dropped(plain([p])[0], said)])
    told = plain(parts)
    if (
        not booked
        and not any(BOOK.search(p) or BROKEN.search(p) for p in told)
        and not any(FREE.search(p) and WHEN.search(p) for p in told)
    ):
        return None  # "text my plumber that the money is on its way": another message
    comes = found["comes"] is not None
    sign = own_name(said)
    if german(said):
        from brain.llm.tiny_booking_de import german_booking

        return german_booking(parts, name, comes, sign, "mail" in said.lower())
    from brain.llm.tiny_booking_en import english_booking

    email = re.search(r"\be-?mail\b", said, re.I) is not None
    return english_booking(parts, name, comes, sign, email)


_PET_NAME = re.compile(
    r"\b((?:dog|cat|puppy|kitten|rabbit|hamster|horse|pony|son|daughter|hund|h(?:ü|ue)ndin|katze|kater"
    r"|kaninchen|pferd|sohn|tochter)\s+)(?!(?:is|has|keeps|needs|was|ist|hat|braucht|who|der|die"
    r"|and|und)\b)([a-zäöüß][\w-]+)(?=\s*(?:[,.;!?]|$|\s(?:is|has|keeps|needs|who|was|ist|hat|braucht"
    r"|der|die|seit|since|for|f(?:ü|ue)r)\b))",
    re.IGNORECASE,
)
"""A pet or a child named after what they are ("meinen hund bello"): the name capitalised."""


def with_names(said: str) -> str:
    """``said`` with the names of pets and children capitalised ("my dog rocky" → "my dog
    Rocky")."""
    return _PET_NAME.sub(lambda m: m[1] + m[2].capitalize(), said)


Part = str | tuple[str, str]
"""A clause as said, or (how it was linked, the clause) for the one after the provider."""


def plain(parts: list[Part]) -> list[str]:
    return [p[1] if isinstance(p, tuple) else p for p in parts]


def _merged(parts: list[Part]) -> list[Part]:
    """An address said over two clauses kept whole ("7 mill lane, leeds")."""
    out: list[Part] = []
    for part in parts:
        last = out[-1] if out else None
        if (
            isinstance(part, str)
            and isinstance(last, str)
            and (ADDRESS.match(last) or STREET.search(last))
            and re.fullmatch(
                r"[A-Za-zÄÖÜäöüß][\w-]+(?:\s+[\w-]+)?|[A-Z0-9]{2,4}\s?[0-9][A-Z0-9]{2}|\d{5}(?:\s+\w+)?",
                part,
            )
        ):
            out[-1] = f"{last}, {part}"
            continue
        out.append(part)
    return out


_ASKING = re.compile(
    r"(?:\b(?:and |so )?(?:(?:can|could|would) (?:you|u)|what (?:should|do|can|could) i|pls|please"
    r"|help me|(?:i )?need|(?:i )?want"
    r"|kannst du|k(?:ö|oe)nntest du|bitte)\b|\b(?:write|draft|text|message|e-?mail|contact|book"
    r"|schreib\w*)\b)",
    re.IGNORECASE,
)
"""Where the request starts in the clause that names the provider."""


def _dropped(part: str, said: str) -> bool:
    """No detail: a request to Eddie, a style note, a greeting, a label ("tel."), the user's
    signature ("sign it lena")."""
    return (
        signs(part, said)
        or not part.strip()
        or bool(_FILLER.match(part))
        or _request(part)
        or re.fullmatch(
            r"(?:\W*(?:hey|hi|hallo|hello|ok|okay|so|also|eddie|tel|phone|mobile|mob|handy|nr"
            r"|number|nummer)\W*)+",
            part,
            re.I,
        )
        is not None
    )


def _request(part: str) -> bool:
    """ "write a message", "can you write it for me": asking Eddie, no detail."""
    return bool(
        re.fullmatch(
            r"\W*(?:(?:hey|hi|ok|so|pls|please|bitte|can you|could you|kannst du|i need|need)\s+)*"
            r"(?:(?:write|draft|compose|send|type up|give me|schreib\w*|formulier\w*)\s*(?:me|mir|them"
            r"|him|her|ihm|ihr|ihnen)?\s*"
            r"(?:(?:a|an|the|it|that|this|eine?n?|ne|nen)\s+)?(?:(?:quick|short|polite|nice|kurze)\s+)*"
            rf"(?:{_KIND.pattern})?(?:\s+(?:for me|pls|please|bitte))?|(?:{_KIND.pattern}))\W*",
            part.strip(),
            re.IGNORECASE,
        )
    )


def _name(said: str, end: int) -> tuple[str, int]:
    """The provider's name said after them ("my hairdresser Anna", "den klempner herrn kaya")
    and where what the user tells begins."""
    found = _NAME.match(said[end:])
    if found is None or found["name"].split()[0].lower() in _NOT_NAME:
        return "", end
    name = re.sub(r"^herrn\b", "Herr", found["name"], flags=re.I)
    titled = re.match(r"(mr|mrs|ms|dr)\.?\s+(\S+)", name, re.I)
    name = f"{titled[1].capitalize()}. {titled[2].capitalize()}" if titled else named(name)
    return name, end + found.end()


def _told(rest: str) -> list[Part]:
    """What the user tells after the provider: the first clause with how it was linked
    ("asking him to", "that", "dass", "ob"), then every clause as said."""
    rest = re.sub(  # "write my plumber dave a text asking …": the text asked for
        rf"^\W*(?:(?:a|an|the|one|eine?n?|ne|nen)\s+)?(?:(?:quick|short|little|brief|polite|nice|kurze\w*"
        rf"|nette\w*)\s+)*(?:{_KIND.pattern})\s*",
        "",
        rest,
        flags=re.I,
    )
    link = _LINK.match(rest)
    how = ""
    if link is not None and any(link[g] for g in ("asking", "to", "that", "ob")):
        how = (
            f"ask-{link['how'].lower()}"
            if link["asking"]
            else "to"
            if link["to"]
            else "ob"
            if link["ob"]
            else "that"
        )
        rest = rest[link.end() :]
    found = clauses(rest)
    if not found:
        return []
    first: Part = (how, found[0]) if how else found[0]
    return [first, *found[1:]]
