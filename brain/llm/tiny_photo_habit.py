"""Captions for a photo of the user with others somewhere they go again and again: "caption for a
photo of me and my brothers at the campsite, we've gone there since we were kids" → "Same
campsite, same brothers, since we were kids. 🏕️"; "pic of me and my dad at the stadium, been
going together for 15 years" → "… 15 years and counting."; "bild von mir und meinen freundinnen
am see, machen wir jedes jahr" → „Meine Freundinnen und ich am See – jedes Jahr wieder. 🌊“. The
habit is said as a short phrase of its own (when, how often, how long), never as the clause the
user typed ("go every summer."). Who and where come from
:func:`brain.llm.tiny_photo_story.story_caption`, which calls this."""

from __future__ import annotations

import re

from brain.llm.tiny_details import named
from brain.llm.tiny_german import nouns_capitalised

_NUMBER = (
    r"\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
    r"|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|dreißig"
)
_WHEN_EN = re.compile(
    r"\b(?P<since>since (?:we|i) (?:were|was) (?:little |small |tiny )?(?:kids|little|children"
    r"|teens|teenagers|tiny|small|babies|a kid|in (?:high )?school|at uni|students|\d{1,2})"
    r"|since (?:19|20)\d\d|since forever)"
    r"|\b(?P<every>(?:every|each) (?:single )?(?:year|summer|winter|spring|autumn|fall|christmas"
    r"|easter|halloween|new year'?s(?: eve)?|weekend|week|month|sunday|saturday|friday|holiday"
    r"|birthday|season|august|july|june|december|time))"
    r"|\b(?P<kind>yearly|annual|weekly|monthly|summer|christmas|birthday|sunday|family|little"
    r"|old|usual)?\s*(?P<tradition>tradition|ritual)\b"
    r"|\b(?:for|been going for|going for|doing (?:it|this|that) for|(?:it'?s|its) been)\s+"
    rf"(?P<years>{_NUMBER}|many|so many|years and)\s+years\b"
    rf"|\b(?P<row>{_NUMBER})\s+years\s+(?:in a row|running|straight)"
    r"|\b(?P<nth>\d{1,2}(?:st|nd|rd|th))\s+(?:year|time|summer|christmas)(?:\s+(?:in a row"
    r"|running|straight))?\b"
    r"|\b(?P<again>year after year|like (?:every|each) year|as (?:always|every year)|same as every"
    r" year)\b",
    re.IGNORECASE,
)
"""A habit told in English: since when, how often, how long or that it is a tradition."""
_WHEN_DE = re.compile(
    r"\b(?P<since>seit wir (?:noch )?(?:kleine )?(?:kinder|klein|teenager|jugendliche|studenten"
    r"|in der schule)\s+(?:sind|waren)|seit (?:19|20)\d\d|seit ewigkeiten|schon immer)"
    r"|\b(?P<every>(?:jedes|jeden|jede)\s+(?:einzelne[ns]?\s+)?(?:jahr|sommer|winter|herbst"
    r"|frühling|fruehling|weihnachten|ostern|silvester|wochenende|woche|monat|sonntag|samstag"
    r"|freitag|august|juli|dezember|mal))"
    r"|\b(?P<tradition>(?:(?:unsere|eine|die|alte|kleine|jährliche|alljährliche)\s+)*tradition)\b"
    rf"|\bseit\s+(?P<years>{_NUMBER}|vielen|etlichen)\s+jahren\b"
    r"|\bzum\s+(?P<nth>\d{1,2})\.\s+mal\b"
    r"|\b(?P<again>alle jahre wieder|wie jedes jahr|jahr für jahr)\b",
    re.IGNORECASE,
)
"""A habit told in German: „seit wir kinder sind“, „jedes jahr“, „seit 10 jahren“."""
_FILLER = re.compile(
    r"^(?:(?:and|und|so|also|yeah|ja|haha|lol)\s+)*(?:we(?:'ve|'re| have| are)?|i(?:'ve| have)?|wir"
    r"|ich|it'?s|its|this is|that'?s|das ist|ist|been|(?:have )?always)?(?:\s+(?:been\s+)?(?:always"
    r"|still|immer|schon|noch|together|zusammen|there|here|dort|da|hin|hier|gone|going|go|come"
    r"|coming|came|went|do|doing|done|did|it|this|that|these|those|make|makes|machen|mache|gehen"
    r"|fahren|kommen|sind|waren|been|back|every|each|on|our|a|an|the|von|mit|ne|eine|unsere"
    r"|gemacht|gewesen|gekommen|gegangen|gefahren|have|had|tradition|place|spot|trip|thing"
    r"|visit|visiting|meet|meeting|treffen|uns|hier))*\s*",
    re.IGNORECASE,
)
"""The words around a habit that say nothing more ("we've gone there", "machen wir")."""
_PLACES = (
    (r"\b(?:camp\w*|tent|zelt\w*|caravan|wohnwagen)", "🏕️"),
    (r"\b(?:lake|see|river|fluss|pond|weiher)\b", "🌊"),
    (r"\b(?:beach|strand|sea|meer|coast|küste|seaside|ocean)\b", "🏖️"),
    (r"\b(?:stadium|stadion|ground|match|game|spiel|arena)\b", "🏟️"),
    (r"\b(?:mountain\w*|berg\w*|alps|alpen|hütte|huette|cabin|summit|gipfel|peak)", "🏔️"),
    (r"\b(?:christmas|xmas|weihnacht\w*|advent\w*)", "🎄"),
    (r"\b(?:ski\w*|slopes?|piste)\b", "⛷️"),
    (r"\b(?:festival|concert|konzert|gig)\b", "🎶"),
    (r"\b(?:pub|bar|kneipe|biergarten|beer garden|stammtisch)\b", "🍻"),
    (r"\b(?:allotment|garden|garten|schrebergarten|kleingarten)\b", "🌱"),
    (r"\b(?:caf[eé]|coffee|brunch|bakery|bäckerei)\b", "☕"),
)
_HOLIDAYS = re.compile(
    r"\b(?:christmas|easter|halloween|new year'?s?|thanksgiving|(?:mon|tues|wednes|thurs|fri"
    r"|satur|sun)day|january|february|march|april|june|july|august|september|october|november"
    r"|december)\b",
    re.IGNORECASE,
)


def habit(clause: str, de: bool) -> str:
    """The habit ``clause`` tells, as a caption says it ("since we were kids", "every summer",
    "15 years and counting"; „jedes Jahr“, „seit wir Kinder sind“), or "" when the clause
    tells more than a habit."""
    found = list((_WHEN_DE if de else _WHEN_EN).finditer(clause))[:2]
    if not found:
        return ""
    left = _FILLER.sub("", clause[: found[0].start()].strip())
    right = _FILLER.sub("", clause[found[-1].end() :].strip())
    between = clause[found[0].end() : found[-1].start()].strip(" ,")
    if len(f"{left} {right}".split()) > 2 or len(between.split()) > 1:
        return ""  # "we go every summer and the tent always floods": a story, not a habit
    said = list(dict.fromkeys(_said_de(f) if de else _said_en(f) for f in found))
    if len(said) == 2 and not said[1].startswith(("since", "seit")):
        return f"{said[0]}, {said[1]}"  # "every sunday for 10 years": every Sunday, 10 years …
    return " ".join(said)  # "every friday since 2019"


def _said_en(found: re.Match[str]) -> str:
    if found["since"]:
        return _HOLIDAYS.sub(lambda m: m[0].capitalize(), found["since"].lower())
    if found["every"]:
        return _HOLIDAYS.sub(lambda m: m[0].capitalize(), found["every"].lower())
    if found["tradition"]:
        kind = (found["kind"] or "").lower()
        return {"weekly": "every week", "monthly": "every month", "sunday": "every Sunday",
                "christmas": "every Christmas", "summer": "every summer"}.get(kind, "every year")  # fmt: skip
    if found["years"]:
        many = found["years"].lower()
        return (
            "years and counting"
            if many in ("many", "so many", "years and")
            else (f"{many} years and counting")
        )
    if found["row"]:
        return f"{found['row']} years in a row"
    if found["nth"]:
        return f"for the {found['nth'].lower()} year running"
    return "like every year"


def _said_de(found: re.Match[str]) -> str:
    if found["since"]:
        return nouns_capitalised(re.sub(r"\bkinder\b", "Kinder", found["since"].lower()))
    if found["every"]:
        words = found["every"].lower().split()
        return " ".join([*words[:-1], words[-1].capitalize()])
    if found["tradition"]:
        return "jedes Jahr"
    if found["years"]:
        return f"seit {found['years'].lower()} Jahren"
    if found["nth"]:
        return f"zum {found['nth']}. Mal"
    return "wie jedes Jahr"


def habit_captions(
    who: str, with_whom: str, place: str, when: str, twist: str, *, de: bool, said: str
) -> str:
    """The captions: who ("Me and my brothers"), with whom ("my brothers"), where ("at the
    campsite"), the habit ("since we were kids") and anything else told after it."""
    emoji = next((e for pattern, e in _PLACES if re.search(pattern, said, re.I)), "💛")
    spot = _spot(place)
    if de:
        there = nouns_capitalised(place.lower()) if place else ""
        every = re.fullmatch(r"jede\w* \w+", when) is not None  # "jedes Jahr", not "… seit 10 …"
        options = [
            f"{who}{' ' + there if there else ''} – {when}{' wieder' if every else ''}. {emoji}"
        ]
        if there:
            options.append(f"Manche Traditionen bleiben: {there} mit {with_whom}. {emoji}")
        if there and every:
            options.append(f"{when[:1].upper()}{when[1:]} {there}, {when} mit {with_whom}. 💛")
        if twist := _THIS_TIME.sub("", twist):
            options[0] = options[0].replace(f". {emoji}", f". Diesmal: {twist}. {emoji}")
        return "Ein paar zur Auswahl:\n" + "\n".join(f"„{o}“" for o in options)
    people = re.sub(r"^(?:my|our|the)\s+", "", with_whom, flags=re.IGNORECASE)
    place = _HOLIDAYS.sub(lambda m: m[0].capitalize(), place)
    if spot and re.fullmatch(r"\S+\s+\S+", place) and not re.search(r"\b(?:the|a)\b", place):
        spot = named(spot)  # "at glastonbury": a name, no "the"
        place = f"{place.split()[0]} {spot}"
    twist = _THIS_TIME.sub("", twist)
    options = []
    if spot:
        options.append(f"Same {spot}, same {people}, {when}. {emoji}")
    line = (
        f"a tradition {when}"
        if when.startswith("since")
        else f"{when}, without fail"
        if when.startswith("every")
        else when
    )
    options.append(f"{who}{' ' + place if place else ''} – {line}. {emoji}")
    if spot:
        the = "" if spot[:1].isupper() and not _HOLIDAYS.match(spot) else "the "
        options.append(f"Some traditions never get old: {the}{spot} with {with_whom}.")
    if twist:
        options[0] = options[0].replace(f". {emoji}", f". This time: {twist}. {emoji}")
    return "A few to pick from:\n" + "\n".join(f'"{o}"' for o in options)


_THIS_TIME = re.compile(
    r"^(?:(?:but|and|aber|und)\s+)?(?:this (?:time|year)|diesmal|dieses mal|dieses jahr)\s*,?\s*",
    re.IGNORECASE,
)


def _spot(place: str) -> str:
    """ "at the campsite" → "campsite", "at the christmas market" → "Christmas market"; "" for
    a place said with "my" or a name ("at grandma's")."""
    words = re.sub(r"^\S+\s+(?:the\s+|a\s+)?", "", place.strip(), flags=re.IGNORECASE)
    if not words or re.match(r"(?:my|our|his|her)\b|\w+'s\b", words, re.IGNORECASE):
        return ""
    return _HOLIDAYS.sub(lambda m: m[0].capitalize(), words.lower())
