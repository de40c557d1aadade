"""A note between neighbours about a parcel, with what the user tells: one taken in for a
neighbour (whose, from which carrier, where and when to pick it up: "i took in a parcel for my
neighbour sarah from dhl, can you write a note for her door? she can pick it up after 6
tonight, flat 3") and the other way round, asking a neighbour to take one in ("write a note
asking my neighbour to take in a parcel for me tomorrow, it's an amazon delivery, i'm in flat
2a"); German too ("schreib einen zettel für die nachbarn, ich hab ein paket von dhl für frau
weber angenommen"). Nothing is made up. "text my neighbour thanks for holding my parcel" is a
thank-you (:mod:`brain.llm.tiny_message`). Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import (
    RELATIVE_DAY,
    TIME,
    asked_for,
    clauses,
    clock,
    dates,
    german,
    named,
    own_name,
    said_date,
)

_PARCEL = re.compile(
    r"\b(?:parcels?|packages?|deliver(?:y|ies)|pakete?|päckchen|paeckchen|sendung|lieferung)\b",
    re.IGNORECASE,
)
_KIND = re.compile(
    r"\b(?:notes?|messages?|msgs?|texts?|cards?|signs?|zettel|nachricht|notiz|aushang|karte)\b",
    re.IGNORECASE,
)
_CARRIERS = {
    "dhl": "DHL", "ups": "UPS", "dpd": "DPD", "hermes": "Hermes", "evri": "Evri", "gls": "GLS",
    "fedex": "FedEx", "usps": "USPS", "amazon": "Amazon", "royal mail": "Royal Mail",
    "deutsche post": "Deutsche Post", "the postman": "the postman", "the post": "the post",
    "der post": "der Post", "dem postboten": "dem Postboten", "the courier": "the courier",
}  # fmt: skip
_CARRIER = re.compile(
    r"\b(?:" + "|".join(sorted(_CARRIERS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)
_ASKING = re.compile(
    r"\b(?:ask\w*|can|could|would|will)\b.{0,40}\b(?:take (?:it |them )?in|accept|sign for|hold"
    r" (?:on to )?(?:it|them|a|my)|grab (?:it|my)|keep (?:it|my))\b|\btake in (?:a|my|the) \w+ for me"
    r"|\b(?:annehmen|entgegennehmen|angenommen werden)\b(?!.*\b(?:hab|habe|hat|haben)\b.*\bangenommen)",
    re.IGNORECASE,
)
_VERB_LED = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can (?:you|u)|could (?:you|u)"
    r"|kannst du|k(?:ö|oe)nntest du)\W+)*(?:(?:please|pls|bitte|mal|kurz)\s+)*(?:ask|text|message"
    r"|msg|e-?mail|whatsapp|schreib\w*|frag\w*)\s+(?:mal\s+)?(?:my|our|the|meine[rnm]?|unsere[rnm]?"
    r"|den|die|der|dem)\s+(?:\w+\s+)?(?:neighbou?rs?|nachbar\w*)\b",
    re.IGNORECASE,
)
"""Asked with the verb alone: "can you ask my neighbour mr jones to sign for …"."""
_AT_THEIRS = re.compile(
    r"\b(?:left|delivered|dropped(?: off)?|gave)\s+(?:my|a|the)\s+(?:\w+\s+)?(?:parcel|package|delivery)"
    r"\s+(?:at|with|next door|to)\s*(?:hers|his|theirs|yours|her place|his place|their place|her|him"
    r"|them|you|next door)?\b|\b(?:my|mein\w*)\s+(?:parcel|package|paket|p(?:ä|ae)ckchen)\s+(?:is|ist"
    r"|liegt)\s+(?:at|with|bei)\s+(?:hers|his|theirs|yours|dir|ihnen|euch|ihr|ihm)\b|\b(?:paket|p(?:ä|ae)ckchen)"
    r"\s+(?:für mich\s+)?(?:bei|an)\s+(?:dich|dir|sie|ihnen|euch|ihr|ihm)\s+(?:abgegeben|geliefert)",
    re.IGNORECASE,
)
"""The user's parcel left with a neighbour: a note asks to pick it up."""
_TAKEN = re.compile(
    r"\b(?:i|we)\s+(?:have\s+|'ve\s+|just\s+)?(?:took|taken|got|received|accepted|signed for)\b|\b(?:ich"
    r"|wir)\s+(?:habe?|haben)\b.*\bangenommen\b",
    re.IGNORECASE,
)
_AWAY_ONLY = re.compile(
    r"\b(?:at work|working|arbeiten|im b(?:ü|ue)ro|unterwegs|on holiday|verreist|im urlaub)\b", re.I
)
_TOOK = re.compile(
    r"\b(?:took|taken|take|left|accepted|signed for|received|got|have|holding|hold|angenommen"
    r"|entgegengenommen|hab\w*|liegt)\b",
    re.IGNORECASE,
)
_FOR = re.compile(
    r"\bf(?:or|ür|uer)\s+(?P<who>(?:my|our|the|meine[nmr]?|unsere[nmr]?|die|den)\s+(?:new\s+|neue[nr]?\s+)?"
    r"(?:neighbou?rs?|nachbar\w*|people|leute)(?:\s+(?:in|at|from|aus|von)\s+(?:flat|apt|apartment|nr"
    r"|no|wohnung|number)?\.?\s*\w+)?(?:\s+(?-i:[A-Za-zÄÖÜ])[a-zäöüß]+)?|(?:mr|mrs|ms|dr|herr|herrn"
    r"|frau)\.?\s+\w+|(?:flat|apt|apartment|wohnung|nr|number)\.?\s*\w*\d\w*|(?!me\b|mich\b|you\b"
    r"|dich\b|her\b|him\b|them\b|sie\b|ihn\b)[a-z]+(?=\s+(?:from|von|in|at|next|upstairs|downstairs"
    r"|below|above)\b|\s*[,.;(]))",
    re.IGNORECASE,
)
_FLAT = re.compile(
    r"\b(?P<word>flat|apt|apartment|unit|wohnung|whg|nr|number|no)\.?\s*(?P<n>\d+\s?[a-z]?\b|[a-z]\d+\b)",
    re.IGNORECASE,
)
_PICK = re.compile(
    r"\b(?:pick\w* (?:it |them )?up|collect\w*|grab\w*|get (?:it|them)|come (?:by|round|over)"
    r"|ring|knock|abhol\w*|holen|klingel\w*|vorbeikommen|i'?ll be (?:home|in|back)|i'?m (?:home|in"
    r"|back)|ich bin (?:ab|bis|um|nach)|home (?:after|from|by)|zu ?hause)\b",
    re.IGNORECASE,
)
_FOR_ME = re.compile(
    r"\b(?:for me|my (?:\w+ )?(?:parcel|package|delivery)|i'?m expecting|f(?:ü|ue)r mich|mein\w* (?:paket"
    r"|lieferung|päckchen)|ich erwarte)\b",
    re.IGNORECASE,
)
"""A parcel of the user's: a neighbour is asked to take it in."""
_THEIRS = re.compile(
    r"\b(?:for (?:him|her|them)|left (?:his|her|their|a|the) (?:parcel|package)|with me|f(?:ü|ue)r"
    r" (?:sie|ihn|euch)|bei mir)\b",
    re.IGNORECASE,
)
_MINE = re.compile(
    r"\b(?:i'?m|im|i am|i live|we'?re|we live|ich wohne|wir wohnen|ich bin|from|me at|bei mir"
    r" in)\s+(?:in\s+)?(?:flat|apt|apartment|wohnung|nr|number|no)\b",
    re.IGNORECASE,
)
_NOT_HERE = re.compile(
    r"\b(?:cards?|karten?|k(?:ä|ae)rtchen|thanks?|thank you|thx|danke|tracking|track|where is|where's|wo ist|refund|complain\w*"
    r"|lost|missing|never arrived|nicht angekommen|verloren|return|zurücksend\w*)\b",
    re.IGNORECASE,
)


def parcel_note(said: str) -> str | None:
    """The note about a parcel ``said`` asks for, or None."""
    if not _PARCEL.search(said) or _NOT_HERE.search(said):
        return None
    if asked_for(said, _KIND) is None and not _VERB_LED.match(said):
        return None
    de = german(said)
    if _AT_THEIRS.search(said):  # "the amazon guy left my parcel at hers, can i pick it up …"
        from brain.llm.tiny_parcel_ask import collect_note

        return collect_note(said, de, _carrier(said), _name(said), _sign(said) or own_name(said))
    asking = _ASKING.search(said) is not None and (
        _FOR_ME.search(said) is not None
        or (not _THEIRS.search(said) and not _TAKEN.search(said))  # "ask … to sign for a delivery"
    )
    if not asking and not (_TOOK.search(said) and (_FOR.search(said) or _THEIRS.search(said))):
        return None
    carrier = _carrier(said)
    flats = list(_FLAT.finditer(said))
    theirs = next((f for f in flats if re.search(r"\b(?:f(?:or|ür|uer)(?:\s+the\s+(?:people|neighbou?rs?|folks)\s+(?:in|at))?|door of|tür von)\s+$", said[: f.start()][-32:], re.I)), None)  # fmt: skip
    mine = next(
        (
            f
            for f in flats
            if f is not theirs and _MINE.search(said[max(0, f.start() - 16) : f.end()])
        ),
        None,
    )
    if mine is None and not asking:  # "…, flat 3": where it is picked up
        mine = next((f for f in flats if f is not theirs), None)
    if asking and mine is None:
        mine = next(iter(flats), None)
    pick = _pick(said, de)
    name = _name(said)
    sign = _sign(said)
    flat = _flat(mine, de) if mine is not None else ""
    if asking:
        from brain.llm.tiny_parcel_ask import asking_note

        said_by_me = [  # "ich bin bis 18 uhr arbeiten" is no time to pick it up, nor the request
            p for p in clauses(said) if not _AWAY_ONLY.search(p) and not _PARCEL.search(p)
        ]
        pick = _pick(" , ".join(said_by_me), de)
        when = _when(said, de, pick)
        return asking_note(said, de, carrier, name, flat, sign or own_name(said), when, pick)
    their_flat = _flat(theirs, de) if theirs is not None else ""
    if de:
        formal = re.match(r"(?:frau|herr)\b", name, re.I) is not None
        you, can = ("Sie", "Sie können") if formal else ("dich", "Du kannst")
        hello = f"Hallo {name}," if name else "Hallo,"
        for_whom = f" für {their_flat}" if their_flat else f" für {you}" if name else ""
        lines = [
            hello,
            f"ich habe ein Paket{' von ' + carrier if carrier else ''}{for_whom} angenommen.",
        ]
        where = f" in {flat}" if flat else ""
        ring = "klingeln Sie einfach" if formal else "klingel einfach"
        lines.append(f"{can} es {pick or 'jederzeit'} bei mir{where} abholen, {ring}!")
        sign = sign or own_name(said)
        lines.append(f"{'Viele' if formal else 'Liebe'} Grüße{', ' + sign if sign else ''}")
        return "So könnte der Zettel lauten:\n\n„" + "\n".join(lines) + "“"
    hello = f"Hi {name}," if name else "Hi there,"
    for_whom = f" for {their_flat}" if their_flat else " for you"
    lines = [hello, f"I've taken in a parcel{' from ' + carrier if carrier else ''}{for_whom}."]
    where = f" from me at {flat}" if flat else " from me"
    when = f" {pick}" if pick else " whenever suits"
    lines.append(f"You can pick it up{where}{when} – just ring the bell!")
    ending = sign or own_name(said) or (f"Your neighbour in {flat}" if flat else "")
    lines += [ending] if ending else []
    return "Here's a note you could leave:\n\n\"" + "\n".join(lines) + '"'


def _carrier(said: str) -> str:
    found = _CARRIER.search(said)
    return _CARRIERS[found[0].lower()] if found else ""


def _flat(found: re.Match[str], de: bool) -> str:
    number = found["n"].replace(" ", "").upper()
    if de:
        return f"Wohnung {number}"
    word = found["word"].lower()
    return f"{'flat' if word in ('nr', 'number', 'no', 'unit') else word} {number}"


_NOT_NAME = frozenset(
    """the a an my our me you her him them it flat apt apartment number nr no next door upstairs
    downstairs people neighbours neighbors neighbour neighbor nachbarn leute from von and und
    today tomorrow tonight heute morgen to asking if that saying about for with i im is has
    who ob dass bitte fragen""".split()  # noqa: SIM905 (a word list)
)


def _name(said: str) -> str:
    """Whom the note is for: "my neighbour sarah" → Sarah, "frau weber" → Frau Weber."""
    found = re.search(
        r"\b(?:neighbou?r|nachbar(?:in)?)\s+(?P<n>(?:(?:mr|mrs|ms|dr|herr|frau)\.?\s+)?[A-Za-zÄÖÜäöüß]"
        r"[\w-]+)|\b(?P<t>(?:mr|mrs|ms|dr|herrn?|frau)\.?\s+[A-Za-zÄÖÜäöüß][\w-]+)"
        r"|\bf(?:or|ür)\s+(?P<f>(?!me\b|mich\b|you\b|her\b|him\b|them\b|flat\b|my\b|the\b|our\b|die\b"
        r"|den\b|meine\w*\b|unsere\w*\b)[a-z][a-z-]+)(?=\s+(?:from|von|in|at|next|upstairs|downstairs"
        r"|below|above)\b|\s*[,.;(])",
        said,
        re.IGNORECASE,
    )
    if found is None:
        return ""
    word = found["n"] or found["t"] or found["f"] or ""
    if word.lower() in _NOT_NAME or word.split()[0].lower() in _NOT_NAME:
        return ""
    word = re.sub(r"^herrn\b", "herr", word, flags=re.I)
    titled = re.match(r"(mr|mrs|ms|dr)\.?\s+(\S+)", word, re.I)
    if titled:
        return f"{titled[1].capitalize()}. {titled[2].capitalize()}"
    return named(word)


def _sign(said: str) -> str:
    found = re.search(
        r"\b(?:my name is|i'?m called|sign (?:it|off) (?:as|with)|from me,?|ich hei(?:ß|ss)e)\s+"
        r"(?P<n>[A-Za-zÄÖÜäöüß][\w-]+)",
        said,
        re.IGNORECASE,
    )
    return named(found["n"]) if found and found["n"].lower() not in _NOT_NAME else ""


def _pick(said: str, de: bool) -> str:
    """When the parcel is picked up or the user is home: "after 6 tonight", "ab 18 Uhr"."""
    for part in clauses(said):
        if not _PICK.search(part) and not re.fullmatch(
            rf"(?:(?:after|from|before|by|until|ab|nach|bis|um)\s+)?{TIME}(?:\s+\w+)?", part, re.I
        ):
            continue
        found = re.search(
            rf"\b(?:(?:after|from|before|by|until|till|any ?time|ab|nach|bis|um|zwischen|between)\s+)"
            rf"(?:{TIME}|{RELATIVE_DAY.pattern}|\w+day)(?:\s+(?:and|und)\s+{TIME})?(?:\s*(?:tonight|today"
            rf"|tomorrow|heute(?: abend)?|morgen|this evening|on \w+day|am \w+tag))?",
            part,
            re.IGNORECASE,
        )
        if found is None:
            found = RELATIVE_DAY.search(part) or re.search(
                r"\bany ?time\b|\bjederzeit\b", part, re.I
            )
        if found is not None:
            return _timed(found[0], de)
    return ""


def _when(said: str, de: bool, picked: str | None = None) -> str:
    """When the parcel comes: "tomorrow", "on Friday", "morgen" (not when it is picked up)."""
    picked = _pick(said, de) if picked is None else picked
    for found in (*dates(said), RELATIVE_DAY.search(said)):
        if found is None or (picked and found[0].lower() in picked.lower()):
            continue
        if isinstance(found, re.Match) and found.re is RELATIVE_DAY:
            return found[0].lower()
        day = said_date(found, "de" if de else "en")
        return f"am {day}" if de else f"on {day}"
    return ""


def _timed(words: str, de: bool) -> str:
    words = re.sub(
        r"\b(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uhr)?)(?=\s|$)",
        lambda m: clock(m[1], "de" if de else "en"),
        words,
        flags=re.I,
    )
    words = re.sub(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
                   lambda m: m[1].capitalize(), words, flags=re.I)  # fmt: skip
    return re.sub(r"\bheute abend\b", "heute Abend", words, flags=re.I)
