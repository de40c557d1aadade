"""A thank-you card for someone who looked after the user or their child (a teacher, a coach, a
nurse, a neighbour, a carer) with what the user tells: the person by name, the child by name,
the reason and the time it covers ("thank you card for mrs keller, my son leo's teacher, end of
year", "can u write a thank-you card for coach mike, my daughter emma's football coach, end of
season", "schreib eine dankeskarte für frau keller, die lehrerin von meinem sohn leo, zum
schuljahresende"), or a card asked for with the favour told ("card for my neighbour linda, she
fed the cat for 10 days while we were away in greece"), any favour done ("a card for grandpa who
drove me to all my driving lessons", "karte für unsere nachbarin, die den hund ausgeführt hat":
:mod:`brain.llm.tiny_favour`). Written when a name is said (the person's or the child's) or a
card is asked for a favour told; a thank-you with no one named and nothing told is left to the
message writers and the stock lines. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_card_who import RELATION, senders
from brain.llm.tiny_details import asked_for, german, named, own_name
from brain.llm.tiny_favour import FAVOUR, KINDLY, OTHER_OCCASION, PAST, as_ing, to_them
from brain.llm.tiny_tidy import tidied

_KIND = re.compile(
    r"\b(?:thank[- ]?you|thanks|thx|ty)\s+(?:cards?|notes?|messages?|msgs?|texts?|letters?|e-?mails?"
    r"|words|lines?)\b|\b(?:cards?|notes?|messages?|msgs?|texts?|letters?|something)\s+(?:to\s+)?"
    r"(?:say(?:ing)?\s+)?thank(?:s|ing|\s+you)?\b|\b(?:dankes|danke(?:sch(?:ö|oe)n)?)[- ]?(?:karte"
    r"|kärtchen|nachricht|text|brief|worte|mail)\b|\b(?:karte|nachricht|text|brief|zeilen)\s+(?:zum|als)"
    r"\s+dank(?:esch(?:ö|oe)n)?\b|\b(?:text|words|wording|lines?|message|something|a few words"
    r"|worte|zeilen|spruch)\s+(?:for|in|to go in|f(?:ü|ue)r|in)\s+(?:a|an|the|our|my|eine|die|unsere"
    r"|meine)\s+(?:thank[- ]?you|thanks|dankes)[- ]?(?:cards?|notes?|karte)\b",
    re.IGNORECASE,
)
_THANKING = re.compile(
    r"\b(?:(?:want|wanna|like|need|have|going) to (?:say )?thank|help me thank|(?:m(?:ö|oe)chte|will"
    r"|muss) mich bei)\b(?=.*\b(?:write|draft|text|note|message|msg|card|something|words|schreib\w*"
    r"|nachricht|karte|formulier\w*|zeilen)\b)",
    re.IGNORECASE,
)
_CARD = re.compile(r"\b(?:cards?|notes?|karte|k(?:ä|ae)rtchen)\b", re.IGNORECASE)
"""Thanking asked as a verb, with a text asked for ("i want to thank my colleague sam for …,
write something short")."""
_MEANT = re.compile(
    r"^\W*(?:i|we)\s+(?:really\s+|still\s+|probably\s+)*(?:should|need to|have to|must|gotta|ought to"
    r"|want to|wanna)\s+(?:really\s+|still\s+|properly\s+)*thank\s+(?!you\b|u\b)",
    re.IGNORECASE,
)
"""Thanking someone meant, not yet done: a note for it helps ("i should really thank my
neighbour for watering the plants")."""
_ROLES = {
    "teacher": "teacher", "form teacher": "teacher", "class teacher": "teacher",
    "teaching assistant": "teacher", "tutor": "teacher", "coach": "coach", "trainer": "coach",
    "nurse": "nurse", "nurses": "nurse", "midwife": "nurse", "doctor": "nurse", "carer": "nurse",
    "caregiver": "nurse", "physio": "nurse", "therapist": "nurse", "neighbour": "neighbour", "next door": "neighbour",
    "across the road": "neighbour", "across the street": "neighbour", "downstairs": "neighbour",
    "upstairs": "neighbour", "nebenan": "neighbour",
    "neighbor": "neighbour", "neighbours": "neighbour", "neighbors": "neighbour",
    "childminder": "teacher", "nanny": "teacher", "babysitter": "teacher",
    "lehrerin": "teacher", "lehrer": "teacher", "klassenlehrerin": "teacher",
    "klassenlehrer": "teacher", "erzieherin": "teacher", "erzieher": "teacher",
    "tagesmutter": "teacher", "trainerin": "coach", "krankenschwester": "nurse",
    "pflegerin": "nurse", "pfleger": "nurse", "hebamme": "nurse", "ärztin": "nurse",
    "arzt": "nurse", "nachbarin": "neighbour", "nachbar": "neighbour", "nachbarn": "neighbour",
}  # fmt: skip
_ROLE = r"(?:" + "|".join(sorted(_ROLES, key=len, reverse=True)) + r")"
_KID = (
    r"(?:son|daughter|kid|child|boy|girl|little one|twins|kids|children|sohn|sohnes|tochter|kind"
    r"|kinder|kindes)"
)
_NOT_NAME = frozenset(
    """a an at the our my his her their is was and und for to from with who that this end last year
    please pls plz term season school teacher coach nurse the card note thank thanks you danke
    karte für von zum
    zur der die das den dem des meine meinem meinen meiner mein unsere unserem unseren unser
    lehrerin lehrer trainer trainerin football soccer swim swimming dance piano class ward
    team we i me she he they it sie er es ihr wir ich du sein seine""".split()  # noqa: SIM905 (a word list)
)
_TITLED = re.compile(
    r"\b(?P<t>mrs|mr|ms|miss|dr|frau|herrn?|coach|nurse|sister|schwester|auntie|aunty|aunt|uncle"
    r"|tante|onkel)\.?\s+(?P<n>[a-zäöüß][\w'-]*)",
    re.IGNORECASE,
)
_ROLE_NAME = re.compile(
    rf"\b(?:my|our|the|meine[nmr]?|unsere[nmr]?|die|den|der|dem)?\s*(?:\w+\s+)?(?P<role>{_ROLE})"
    r"(?:'s|s)?\s*,?\s+(?P<the>the\s+)?(?P<n>[a-zäöüß][\w-]*)"
    r"(?:\s+(?:and|&|und)\s+(?P<n2>(?!(?:she|he|they|sie|er|we|i|wir|ich)\b)[a-zäöüß][\w-]*)"
    r"(?=\s*(?:[,.;:!?]|$|\s(?:who|for|that|she|he|they)\b)))?",
    re.IGNORECASE,
)
_CHILD = re.compile(
    rf"\b(?:my|our|meine[mnrs]?|unsere[mnrs]?)\s+{_KID}\s*,?\s+(?P<kid>[a-zäöüß][\w-]*)\b"
    r"(?!\s+(?:hat|haben|hatte|hatten|ist|sind|war|waren)\b)"
    rf"|\b(?P<kid2>[a-zäöüß][\w-]*)(?:'s|s')\s+(?:\w+\s+)?{_ROLE}\b",
    re.IGNORECASE,
)
_PERIOD = (
    (r"end of (?:the )?(?:school )?year|school year|this year|schuljahr\w*|jahresende", "this year",
     "in diesem Schuljahr"),
    (r"end of (?:the )?term|this term|halbjahr\w*", "this term", "in diesem Halbjahr"),
    (r"end of (?:the )?season|this season|saison\w*", "this season", "in dieser Saison"),
    (r"leaving|moving|retir\w*|last day|abschied\w*", "all this time", "in all der Zeit"),
)  # fmt: skip
_REASON = re.compile(
    r"\b(?:for|f(?:ü|ue)r)\s+(?P<why>(?:all (?:the|your)|everything|your|the|being|an?|such|this|that"
    r"|\w+ing)\b(?:(?!\s(?:who|that)\b)[^,.;!?])*)"
    r"|\b(?:who|that)\s+" + KINDLY + r"(?P<did>" + PAST + r"\b[^,.;!?]*)",
    re.IGNORECASE,
)


_TO_NAME_LOWER = re.compile(
    rf"\b(?:to|for)\s+(?!(?:{RELATION}|{_ROLE}|everyone|everybody|all|team|them|him|her|you)\b)"
    r"(?P<n>[a-z]{2,15})(?=\s+(?:for|who)\b)",
)
"""A name typed in lower case before what they did ("a thank you note to jen for …")."""
_GROUP = re.compile(
    r"\b(?:my|our|the|mein\w*|unser\w*|das|die|dem)\s+(?:whole\s+|ganze\w*\s+)?(?P<who>team|colleagues"
    r"|coworkers|co-workers|staff|volunteers|class|neighbou?rs|friends|crew|organi[sz]ers|hosts|committee"
    r"|kollegen|kolleginnen|nachbarn|helfer\w*|orga\w*)\b(?!.*\b(?:gift|present|gave|card|farewell|leaving|last day"
    r"|goodbye)\b)",
    re.IGNORECASE,
)
"""Many thanked for what they did (not for a gift or a goodbye: :mod:`brain.llm.tiny_notes`)."""
_ALSO = re.compile(
    r"^(?:and\s+|also\s+)?(?:i'?m|im|i am|i'?ll|ill|i will|i'?ve|ive|i have|we'?re|we'?ll|we'?ve"
    r"|it was|it'?s|its|it made|it really|(?:i|we)\s+(?:really\s+)?(?:\w+ed|learnt|had|got|felt|took|made"
    r"|met|saw|loved))\b",
    re.IGNORECASE,
)


def _also(said: str) -> list[str]:
    """What the user tells them besides the thanks ("…, i'm going to buy a bike with it")."""
    told = [p.strip() for p in re.split(r"\s*[,;.!]\s+", said)[1:]]
    return [
        tidied(p, "en", first=True, as_said=True)
        for p in told
        if _ALSO.match(p) and not re.search(r"\b(?:write|draft|card|note|text|message)\b", p, re.I)
    ]


def thank_you_card(said: str) -> str | None:
    """The thank-you card ``said`` asks for, for a named person or child, or None."""
    favour = asked_for(said, _CARD) and FAVOUR.search(said) and not OTHER_OCCASION.search(said)
    if (
        asked_for(said, _KIND) is None
        and not _THANKING.search(said)
        and not _MEANT.search(said)
        and not favour  # "card for my neighbour linda, she fed the cat …"
    ):
        return None
    role_found = re.search(rf"\b{_ROLE}\b", said, re.IGNORECASE)
    person = _person(said)
    kid = _kid(said)
    meant = _MEANT.search(said) is not None  # "i should really thank my neighbour for …"
    did = bool(re.match(rf"\W*(?:my|our)\s+(?:\w+\s+)?(?:{RELATION}|{_ROLE})\s+\w+", said, re.I))
    group = _GROUP.search(said)  # "a thank-you message to my team for staying late …"
    if group and re.match(
        r"for (?:all (?:the|your)|everything|your|the hard work|being)\b", _reason(said)
    ):
        group = None  # "… my colleagues for all the effort": the team's stock thanks fit
    carded = (  # "thank you card for the nurse who looked after my dad": named or not
        FAVOUR.search(said)
        and not OTHER_OCCASION.search(said)
        and re.search(r"\b(?:cards?|karten?|k(?:ä|ae)rtchen)\b", said, re.I)
    )
    if not person and not kid and not ((meant or did or group or carded) and _any_reason(said)):
        return None  # no one named: the message writers and the stock lines fit as well
    if not person and not kid and not (meant or did or group) and _noted(said):
        return None  # "thank you card for my neighbor who watered my plants": the note's
    role = _ROLES.get(role_found[0].lower(), "") if role_found else ""
    if not role and re.match(r"(?:coach|nurse|sister|schwester)\b", person, re.I):
        role = "nurse" if not person.lower().startswith("coach") else "coach"
    de = german(said)
    sign, many = senders(said, "de" if de else "en")
    we = many or re.search(r"\b(?:we|our|us|wir|unsere?[mnrs]?|uns)\b", said, re.I) is not None
    period = next(
        ((d if de else e) for p, e, d in _PERIOD if re.search(rf"\b(?:{p})", said, re.I)), ""
    )
    if de:
        from brain.llm.tiny_thanks_de import german_thanks

        return german_thanks(said, person, kid, role, period, we, sign or own_name(said))
    why = _reason(said)
    name = re.sub(r"^(Mrs|Mr|Ms|Dr)\b\.?", r"\1.", re.sub(r"^Herrn?\b", "Mr", person))
    name = re.sub(r"^(?:Frau)\b", "Mrs.", name)
    texted = offered(said, de=False).startswith("Here's a message")
    plural = re.search(
        r"\b(?:all|everyone|everybody|team|neighbours|neighbors|colleagues|organi[sz]ers|hosts"
        r"|committee|volunteers)\b",
        said,
        re.I,
    )
    lines = [f"{'Hi' if texted else 'Dear'} {name}," if name else "Hi team," if group and group[
        "who"].lower() == "team" else f"{'Hi' if texted else 'Dear'} all," if plural else "Hi,"]  # fmt: skip
    if why and not kid and role in ("teacher", "coach"):
        role = ""  # "our babysitter emily, she stayed until 2am …": what she did, no lessons
    me = "we" if we else "I"
    when = f" {period}" if period else ""
    if role == "teacher":
        lines.append(f"Thank you so much for everything you've done for {kid or 'us'}{when}.")
        lines.append(
            "Your patience and encouragement have made a real difference"
            + (f", and it has been a joy to see {kid} grow in confidence." if kid else ".")
        )
    elif role == "coach":
        lines.append(f"Thank you so much for all your time, energy and encouragement{when}.")
        lines.append(f"{kid} has loved every training and every match, and it shows." if kid
                     else f"{me.capitalize()} really appreciate everything you put into the team.")  # fmt: skip
    elif role == "nurse":
        lines.append(f"Thank you so much {why or 'for all the care and kindness you have shown'}.")
        lines.append(f"It meant more to {'us' if we else 'me'} than words can say.")
    elif role == "neighbour":
        lines.append(f"Thank you so much {why or 'for being such a wonderful neighbour'}{when}.")
        lines.append(f"{'We are' if we else 'I am'} lucky to have neighbours like you.")
    else:
        lines.append(f"Thank you so much {why or 'for everything'}{when}.")
        lines.append(f"It meant a lot to {'us' if we else 'me'}.")
    if why and role in ("teacher", "coach"):
        lines.insert(2, f"Thank you especially {why}.")
    signed = sign or own_name(said) or kid
    lines[2:2] = _also(said)  # "…, i'm going to buy a bike with it": told them too
    if texted:  # a text on one line: "Hi Mia, thank you so much for …"
        said_now = " ".join(lines[1:])
        text = f"{lines[0]} {said_now[:1].lower()}{said_now[1:]}"
        return f'{offered(said, de=False)}\n\n"{text}' + (f"\n{signed}" if signed else "") + '"'
    lines.append(f"With warm thanks,\n{signed}" if signed else "With warm thanks!")
    return f'{offered(said, de=False)}\n\n"' + "\n".join(lines) + '"'


def _person(said: str) -> str:
    """The person thanked: "Mrs. Keller", "Coach Mike" → "Mike", "our neighbour tom" → "Tom";
    no word that says what they did ("my neighbour took in my parcel")."""
    name = _named_person(said)
    return "" if name and as_ing(name.split()[-1]) else name


def _named_person(said: str) -> str:
    for found in _TITLED.finditer(said):
        if found["n"].lower() not in _NOT_NAME:
            title = found["t"].lower()
            if title in ("coach", "nurse", "sister", "schwester"):
                return named(found["n"])
            return named(
                f"{found['t']} {found['n']}".replace("herrn", "herr").replace("Herrn", "Herr")
            )
    for found in _RELATION_NAME.finditer(said):  # "my sister julia", "meinen nachbarn tom"
        if found["n"].lower() not in _NOT_NAME and not re.fullmatch(_KID, found["n"], re.I):
            two = found["n2"] and found["n2"].lower() not in _NOT_NAME
            return named(found["n"]) + (f" and {named(found['n2'])}" if two else "")
    for found in _ROLE_NAME.finditer(said):
        word = found["n"].lower()
        if (
            word not in _NOT_NAME
            and not re.fullmatch(_ROLE, word, re.I)
            and not re.fullmatch(_KID, word, re.I)
        ):
            if found["the"] and word.endswith("s"):  # "our neighbours the jacksons"
                return f"{named(found['n'][:-1])} family"
            two = found["n2"] and found["n2"].lower() not in _NOT_NAME
            return named(found["n"]) + (f" and {named(found['n2'])}" if two else "")
    alone = _TO_NAME.search(said) or _TO_NAME_LOWER.search(said)
    if alone is not None and alone["n"].lower() not in _NOT_NAME:
        return named(alone["n"])
    family = _FAMILY.search(said)  # "a thank you card for grandma": called what they are
    if family is not None:
        return family["who"].capitalize()
    them = re.search(r"\b(?:to|for)\s+the\s+(?P<n>[A-Z][a-z]+)s\b", said)  # "the Wilsons"
    return f"{them['n'].capitalize()} family" if them is not None else ""


_FAMILY = re.compile(
    r"\b(?:to|for|an|f(?:ü|ue)r|thank)\s+(?:my\s+|our\s+|meine\s+|unsere\s+)?(?P<who>grandma|grandpa|granny"
    r"|gran|nan|nana|grandad|mum|mom|mommy|mummy|dad|daddy|oma|opa|omi|opi|mama|papa|mami|papi)\b",
    re.IGNORECASE,
)
"""Family thanked by what the user calls them ("Dear Grandma,", "Liebe Oma,")."""


_RELATION_NAME = re.compile(
    rf"\b(?:my|our|meine[nmr]?|unsere[nmr]?)\s+(?:{RELATION})(?:n|in)?\s*,?\s+(?P<n>[a-zäöüß][\w-]*)"
    r"(?:\s+(?:and|&|und)\s+(?P<n2>(?!(?:she|he|they|sie|er|we|i|wir|ich)\b)[a-zäöüß][\w-]*))?"
    r"(?=\s*(?:[,.;:!?]|$|\s(?:who|for|that|she|he|they|because|weil|der|die|f(?:ü|ue)r|dass|as|since"
    r"|schreiben|zum|zur)\b))",
    re.IGNORECASE,
)
_TO_NAME = re.compile(
    r"\b(?:to|for|thank|an|f(?:ü|ue)r|bei)\s+(?P<n>(?-i:[A-ZÄÖÜ])[a-zäöüß]+(?:-(?-i:[A-ZÄÖÜ])[a-zäöüß]+)?)"
    r"(?=\s*(?:[,.;:!?]|$|\s(?:who|for|that|she|he|they|because|weil|dass|as|since|bedanken)\b))",
)
"""A name said alone after "to"/"for" ("a thank you note to Maria for …"), written capitalised."""


def offered(said: str, *, de: bool) -> str:
    """How the text is offered: for a card, or a note or a message to send."""
    if re.search(r"\b(?:cards?|karte|k(?:ä|ae)rtchen)\b|karte\b", said, re.I):
        return "So könnte die Karte lauten:" if de else "Here's a text for the card:"
    if de:
        return "So könntest du schreiben:"
    note = re.search(r"\bnotes?\b", said, re.I)
    return f"Here's a {'note' if note else 'message'} you could send:"


def _kid(said: str) -> str:
    for found in _CHILD.finditer(said):
        word = (found["kid"] or found["kid2"] or "").lower()
        if (
            word
            and word not in _NOT_NAME
            and not re.fullmatch(_KID, word)
            and not re.fullmatch(_ROLE, word)
        ):
            if found["kid2"] and said[
                max(0, found.start() - 12) : found.start()
            ].lower().strip().endswith(("my", "our")):
                continue  # "my son's teacher": no name
            return named(word)
    return ""


def _reason(said: str) -> str:
    """ "for watering the plants while we were away"; "who looked after my dad" → "for
    looking after my dad"; more told after it ("…, he drove the van for 5 hours") → "and for
    driving the van for 5 hours"."""
    first, end = "", 0
    for found in _REASON.finditer(said):
        clause = re.split(r"[,.;!?]", said[: found.start()])[-1]
        if re.match(r"\s*(?:and\s+)?(?:she|he|they)\b", clause, re.I):
            continue  # "…, she knitted a blanket for the baby": what she did, told below
        if found["why"]:
            why = found["why"].strip()
            if re.match(r"\s*(?:who|that)\b", said[found.end() :]):
                continue  # "for the lady next door who walked our dog": whom, not why
            if re.match(r"(?:the|your|an?|our|my)\s+(?:(?:thank[- ]?you|thanks|short|little|nice)\s+)*"
                        r"(?:card|note|message|teacher|coach)\b", why, re.I):  # fmt: skip
                continue
            first, end = "for " + why, found.end()
            break
        verb, _, rest = found["did"].partition(" ")
        if ing := as_ing(verb):
            first, end = f"for {ing} {rest}".strip(), found.end()
            break
    more = [f"for {ing} {rest}".strip() for ing, rest in _told(said[end:]) if ing]
    reasons = [r for r in (first, *more) if r]
    subject = re.search(r"\b(she|he)\b", said, re.IGNORECASE)  # "she stayed late to help him"
    told = to_them(" and ".join(reasons), she=subject[1].lower() == "she" if subject else None)
    told = re.sub(
        r"\b((?:was|were) (?:away |on holiday |travel+ing )?in) (?!(?:the|a|an|my|our|hospital"
        r"|bed|town|rehab|quarantine|isolation)\b)([a-z])",
        lambda m: f"{m[1]} {m[2].upper()}",
        told,
    )  # fmt: skip  "while i was in japan": Japan
    return tidied(told, "en", first=False, as_said=True).rstrip(".") if told else ""


def _any_reason(said: str) -> str:
    """What they did, in the language it is said in."""
    if german(said):
        from brain.llm.tiny_thanks_de import german_reason

        return german_reason(said)
    return _reason(said)


def _told(said: str) -> list[tuple[str, str]]:
    """What the person did, told in its own clause ("…, she looked after the kids all weekend so
    we could go to the wedding"): (the verb in -ing, the rest)."""
    found = []
    for part in re.split(r"\s*[,;.!?]\s*|\s+and\s+(?=(?:she|he|they)\b)", said):
        told = re.match(rf"(?:and\s+)?(?:she|he|they|(?:my|our)\s+(?:\w+\s+)?(?:{RELATION}|{_ROLE}))\s+"
                        r"(?:(?:also|even|really|kindly|just)\s+)?(\w+)\s*(.*)$", part.strip(), re.I)  # fmt: skip
        if told is not None and (ing := as_ing(told[1])):
            found.append((ing, told[2].strip()))
    return found


def _noted(said: str) -> bool:
    """Whether the thank-you note writer tells what they did (:mod:`brain.llm.tiny_notes`)."""
    from brain.llm.tiny_notes import noted

    return noted(said) is not None
