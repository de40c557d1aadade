"""What a repair report says, as clean sentences made from the user's notes: the thing that is
broken with its article and a whole verb ("kitchen tap dripping since monday" → "The kitchen tap
has been dripping since Monday.", "oven not working since the weekend" → "The oven hasn't been
working since the weekend.", "fenster im schlafzimmer schließt nicht mehr" → "Das Fenster im
Schlafzimmer schließt nicht mehr.", "heizung seit montag kaputt" → "Die Heizung ist seit Montag
kaputt.") and when the user is home ("im in after 6" → "I'm home after 6", "bin ab 17 uhr da" →
"Ich bin ab 17 Uhr zu Hause"). Nothing is added that the user did not say. Used by
:mod:`brain.llm.tiny_repair`."""

from __future__ import annotations

import re

from brain.llm.tiny_tidy import tidied
from brain.llm.tiny_told import sentence

_LEAD = re.compile(r"^(?:(?:so|and|also|basically|well|just|plus|oh|but)\s+)+", re.IGNORECASE)
_OWNED = re.compile(
    r"^(?:the|my|our|a|an|this|that|these|those|your|his|her|their|its|it|it's|i|i'm|im|ive"
    r"|i've|we|we're|there|there's|theres|some|all|both|every|each|no|one|two|three|someone"
    r"|something|nothing|everything|\d)\b",
    re.IGNORECASE,
)
"""A clause that starts with its own article or subject: no article is put before it."""
_SUBJECT = re.compile(
    r"^(?:i|i'm|im|ive|i've|we|we're|you|they|he|she|it|it's|its|there|there's|theres|someone"
    r"|somebody|nobody|no one|can|could|would|will|please|pls)\b",
    re.IGNORECASE,
)
_STATE = (
    r"(?:is|are|was|were|has|have|had|hasn'?t|hasnt|haven'?t|havent|isn'?t|isnt|aren'?t|arent"
    r"|won'?t|wont|doesn'?t|doesnt|don'?t|dont|can'?t|cant|keeps|kept|stopped|broke|broken|burst"
    r"|leaks?|leaking|leaked|drips?|dripping|dripped|blocked|clogged|cracked|jammed|stuck|not"
    r"|started|smells|makes|tripping|trips|tripped|flickers|flickering|flooding|flooded|out"
    r"|no longer|needs|need|fell|came|went|died|stopped)"
)
_THING = re.compile(
    rf"^(?P<thing>(?:[\w'-]+\s+){{0,6}}?[\w'-]+)\s+(?P<state>{_STATE})\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_MASS = re.compile(
    r"^(?:mou?ld|damp|water|a leak|black mou?ld|condensation|no (?:hot |warm |running )?(?:water"
    r"|heating|heat|power|electricity|gas|internet|wifi))\b",
    re.IGNORECASE,
)
"""Said without a thing that is broken ("mould in the bathroom"): "There's mould …"."""
_SINCE = re.compile(
    r"\b(?:since|for (?:a|an|one|two|three|four|five|six|several|a few|a couple of|over a|about a"
    r"|nearly a|almost a|\d+) (?:\w+ )?(?:days?|weeks?|months?|nights?|hours?))\b",
    re.IGNORECASE,
)
_PARTICIPLE = frozenset(
    "broken blocked clogged cracked jammed stuck flooded".split()  # noqa: SIM905 (a word list)
)
_IRREGULAR = {"shut": "shut", "spin": "spun", "light": "lit", "run": "run", "go": "gone",
              "come": "come", "hold": "held", "stay": "stayed", "stick": "stuck"}  # fmt: skip
_SINGULAR_S = frozenset("gas glass bus boss grass plus class access".split())  # noqa: SIM905


def defect(part: str, language: str) -> str:
    """The user's clause about what is broken as a whole sentence of the report."""
    part = _LEAD.sub("", part.strip(" ,.;"))
    if language == "de":
        return _defect_de(part)
    if _SUBJECT.match(part):  # "it keeps tripping the fuse": said whole already
        return tidied(part, "en", first=True, as_said=True)
    found = _THING.match(part)
    mass = re.sub(r"^(?:the|some)\s+(?=mou?ld|damp|condensation)", "", part, flags=re.I)
    if found is None and _MASS.match(mass):  # "(the) mould in the bathroom since march"
        has = "has been" if _SINCE.search(mass) else "is"
        return tidied(f"there {has} {mass}", "en", first=True, as_said=True)
    if found is None:
        return tidied(part, "en", first=True, as_said=True)
    thing, state, rest = found["thing"], found["state"].lower(), found["rest"]
    if not _OWNED.match(thing) and not _MASS.match(thing):
        thing = f"the {thing}"  # "kitchen tap dripping" → "the kitchen tap …"
    since = _SINCE.search(rest) is not None
    last = (
        re.split(r"\s+(?:in|on|at|of|from|by|under|next to|near)\s+", thing)[0].split()[-1].lower()
    )
    many = last.endswith("s") and not last.endswith("ss") and last not in _SINGULAR_S
    has, is_ = ("have", "are") if many else ("has", "is")
    bare = state.replace("'", "")
    verb = _whole_verb(bare, rest, since, (has, is_))
    said = f"{thing} {verb if verb is not None else found['state'] + rest}"
    return tidied(said, "en", first=True, as_said=True)


def _whole_verb(state: str, rest: str, since: bool, forms: tuple[str, str]) -> str | None:
    """The state with its verb ("dripping since monday" → "has been dripping since monday"),
    or None when it has one."""
    has, is_ = forms
    if state.endswith("ing"):  # "dripping since monday"
        return f"{has} been {state}{rest}" if since else f"{is_} {state}{rest}"
    if state in _PARTICIPLE:  # "blocked since friday"
        return f"{has} been {state}{rest}" if since else f"{is_} {state}{rest}"
    after = re.match(r"\s+(?P<verb>[a-z]+)\b(?P<tail>.*)$", rest, re.IGNORECASE)
    if state == "not" and after is not None:  # "not working since the weekend"
        if after["verb"].lower().endswith("ing"):
            return (
                f"{has}n't been {after['verb']}{after['tail']}"
                if since
                else f"{is_}n't {after['verb']}{after['tail']}"
            )
        return f"{is_}n't{rest}"
    if state in ("doesnt", "dont") and since and after is not None:
        return f"{has}n't {_past(after['verb'].lower())}{after['tail']}"  # "hasn't closed since"
    return None


def _past(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return verb + "ed"


_GENDER_DE = (
    ("die", r"(?:maschine|tür|tuer|lampe|dusche|toilette|spüle|spuele|therme|steckdose|klingel"
            r"|wanne|wand|decke|treppe|anlage|leitung|haube|jalousie|markise|sicherung|birne"
            r"|armatur|pumpe|klappe|rinne|ung|heit|keit|ion)"),
    ("der", r"(?:hahn|herd|ofen|schrank|fluss|boiler|zug|stuhl|kasten|laden|körper|koerper"
            r"|trockner|schimmel|boden|griff|schlüssel|schluessel|erhitzer|schalter|melder|keller"
            r"|ventilator|lüfter|luefter|motor|spiegel|rahmen)"),
    ("das", r"(?:fenster|licht|schloss|klo|wc|dach|rohr|becken|wasser|tor|kabel|bad|ventil"
            r"|gerät|geraet|rollo|thermostat)"),
)  # fmt: skip
"""The article of a German thing by how its last part ends ("Spülmaschine" → die)."""
_VERB_DE = (
    r"(?:ist|sind|war|waren|geht|gehen|funktioniert|funktionieren|läuft|laufen|tropft|tropfen"
    r"|heizt|heizen|schließt|schliesst|schließen|leckt|spinnt|hat|haben|macht|wurde|klemmt"
    r"|klemmen|lässt|laesst|brummt|piept|rauscht|stinkt|riecht|springt|fließt|fliesst|zieht"
    r"|hängt|haengt|leuchtet|brennt|flackert|flackern|kommt|bleibt|ging|lief)"
)
_STATE_DE = (
    r"(?:kaputt|defekt|undicht|verstopft|ausgefallen|hinüber|hinueber|locker|gebrochen"
    r"|gerissen|nass|feucht|schimmelig)"
)
_PHRASE_DE = re.compile(
    r"^(?P<noun>[A-ZÄÖÜa-zäöüß][\wäöüß-]+)(?P<where>\s+(?:im|in der|in dem|am|an der|vom|von der"
    r"|beim|bei der)\s+[A-ZÄÖÜ][\wäöüß-]+)?(?P<rest>\s+.+)$"
)
"""A German thing said first, where it is, then what is wrong with it."""


def _defect_de(part: str) -> str:
    text = _said_de(part)
    found = _PHRASE_DE.match(text.rstrip("."))
    if found is None:
        return text
    noun = found["noun"]
    article = next(
        (a for a, ending in _GENDER_DE if re.search(ending + "$", noun, re.IGNORECASE)), None
    )
    if article is None or not noun[:1].isupper() or noun.lower() in ("das", "die", "der"):
        return text
    rest = found["rest"]
    if not re.search(rf"\b{_VERB_DE}\b", rest, re.IGNORECASE) and re.search(
        rf"\b{_STATE_DE}$", rest, re.IGNORECASE
    ):  # "heizung seit montag kaputt": "ist" after the thing
        rest = f" ist{rest}"
    return f"{article.capitalize()} {noun}{found['where'] or ''}{rest}."


def _said_de(part: str) -> str:
    verb_last = re.search(rf"^(?:\S+\s+){{2,}}{_VERB_DE}$", part, re.IGNORECASE) is not None
    if verb_last:  # "die heizung seit montag nicht geht", said after "dass"
        part = tidied(part, "de", first=True)
    text = sentence(part, True)
    return text if text[-1:] in ".!?" else f"{text}."


_HOME_EN = re.compile(
    r"^(?:i'?m|im|i am|i'?ll be|ill be|i will be|i can be|usually)\s+(?:(?:usually|normally"
    r"|generally|always|mostly|also)\s+)?(?P<where>home|at home|in|around|about|back|here|in the"
    r" flat|available|free)\s+(?P<when>.+?)$",
    re.IGNORECASE,
)
_WHEN_FIRST_EN = re.compile(
    r"^(?P<when>(?:after|from|before|between|on|any ?time|most|every|weekdays?|weekends?|mornings?"
    r"|evenings?|afternoons?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b.+?)"
    r",?\s+(?:i'?m|im|i am)\s+(?P<where>home|in|around|about|back|here|available|free)$",
    re.IGNORECASE,
)
_SO_COME = re.compile(
    r",?\s+(?:so|and|when)\s+(?:someone|somebody|they|a plumber|an electrician|he|she|you"
    r"|anyone)\s+(?:can|could|is welcome to|may)\s+(?:come|pop|drop|swing|stop)\b.*$",
    re.IGNORECASE,
)
_HOME_DE = re.compile(
    r"^(?:ich\s+)?bin\s+(?:(?:meistens|normalerweise|immer|auch)\s+)?(?P<when>.+?)\s+(?:zu ?hause"
    r"|daheim|da|anzutreffen)$"
    r"|^(?P<first>.+?)\s+bin\s+ich\s+(?:(?:meistens|normalerweise|immer|auch)\s+)?(?:zu ?hause"
    r"|daheim|da|anzutreffen)$",
    re.IGNORECASE,
)


def at_home(part: str, language: str) -> str:
    """When the user is home, as a sentence that lets someone come by then ("im in after 6" →
    "I'm home after 6, so someone is welcome to come by then.")."""
    part = _LEAD.sub("", part.strip(" ,.;"))
    if language == "de":
        found = _HOME_DE.match(part)
        when = (found["when"] or found["first"]) if found is not None else None
        said = _said_de(f"ich bin {when} zu hause" if when else part).rstrip(".")
        said = re.sub(r"\bzu hause\b", "zu Hause", said)
        if re.search(r"\b(?:vorbei|kommen|reinlassen|rein lassen)\b", said, re.IGNORECASE):
            return f"{said}."
        return f"{said}, dann kann gern jemand vorbeikommen."
    part = _SO_COME.sub("", part)
    found = _HOME_EN.match(part) or _WHEN_FIRST_EN.match(part)
    if found is not None:
        where = found["where"].lower()
        where = where if where in ("available", "free") else "home"
        said = tidied(f"i'm {where} {found['when']}", "en", first=True, as_said=True)
    else:
        said = tidied(part, "en", first=True, as_said=True)
    said = said.rstrip(".")
    if re.search(r"\b(?:let|come|pop|drop)\b", said, re.IGNORECASE):
        return f"{said}."  # "I can let someone in any time on Thursday."
    return f"{said}, so someone is welcome to come by then."
