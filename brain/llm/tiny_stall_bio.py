"""A short bio or "about us" for the user's own stall, shop or small business, built only from
what they say: its name, what it sells or makes, and where or when to find it ("write a 3 line
bio for my market stall 'salt & stone' that sells hand-thrown mugs and bowls", "about us text
for our little shop called the button box, we sell vintage buttons and ribbons, every saturday
at the riverside market", "schreib eine kurze bio für meinen marktstand „salz & stein“, der
handgedrehte tassen verkauft"), or with its name and a bare list of goods in any order ("… for my
ceramics table at the sunday fair, name is mud & fire, mugs, bowls and vases, all
dishwasher safe"). It speaks as the user (I or we, as they said) and names no maker,
craft or place they did not. Used by :func:`brain.llm.tiny_compose.bio`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, days_named, german
from brain.llm.tiny_german import nouns_capitalised
from brain.llm.tiny_tidy import tidied

_ASKED = re.compile(
    r"\b(?:bio|biography|about(?: us| me)?(?: text| blurb| section| page)?|blurb|description"
    r"|intro(?:duction)?|profile text|beschreibung|kurzbeschreibung|über uns|ueber uns|steckbrief"
    r"|vorstellung\w*)\s+(?:f(?:ü|ue)r|for|of|about)\s+(?P<own>my|our|mein\w*|unser\w*)\s+"
    r"(?:(?:little|small|tiny|new|local|own|weekend|online|etsy|kleine\w*|neue\w*|eigene\w*)\s+)*"
    r"(?:(?!(?:and|und|at|on|in|auf|called|named|namens)\b)[\w'-]+\s+){0,2}"
    r"(?P<kind>(?:(?:farmers'?|flea|craft|christmas|food|weekend)\s+)?market\s+(?:stall|stand)"
    r"|stall|stand|shop|store|bakery|caf(?:é|e)|studio|boutique|business|brand|\w*marktstand"
    r"|\w*stand|\w*laden|bäckerei|baeckerei|werkstatt)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_WRITE = re.compile(
    r"\b(?:write|draft|make|do|need|want|give me|come up with|help me|schreib\w*|formulier\w*"
    r"|brauche|hilf mir|kannst du|könntest du|can you|could you)\b|^\W*(?:(?:a|an|\d[- ]line|short|quick"
    r"|kurze\w*|instagram|insta|ig|etsy|facebook|new|little|simple|catchy|three[- ]line|two[- ]line)"
    r"\s+)*(?:bio|about|blurb)",
    re.IGNORECASE,
)
_NAME = re.compile(
    r"^\s*,?\s*(?:(?:called|named|namens|name is|der|die|das)\s+)?(?:['\"„“‘](?P<q>[^'\"“”’]{2,40})"
    r"['\"“”’]|(?:called|named|namens)\s+(?P<n>[\w&'. -]{2,40}?)(?=\s*(?:[,;.:?!]|\s(?:that|which|who"
    r"|where|selling|we|i|der|die|das|wo|schreiben|formulieren|verfassen)\b|$)))",
    re.IGNORECASE,
)
_SELLS = re.compile(
    r"^\W*(?:(?:that|which|where|and|so|,)\s+)*(?:(?P<who>i|we)\s+)?(?P<verb>sells?|selling|makes?"
    r"|making|offers?|offering|bakes?|baking|roasts?|roasting|brews?|grows?|growing)\s+"
    r"(?P<goods>[^,;.!]+)",
    re.IGNORECASE,
)
_SELLS_DE = re.compile(
    r"^\W*(?:(?:der|die|das|wo|und)\s+)*(?:(?P<who>ich|wir)\s+)?(?P<goods>[^,;.!]+?)\s+"
    r"(?P<verb>verkauf\w*|mach\w*|back\w*|röst\w*|anbiet\w*)$",
    re.IGNORECASE,
)
_STYLE = re.compile(
    r"^(?:(?:keep it|make it|max|only|just|and|but|not too|pls|please|bitte|in)\s+)*(?:\d+(?:\s*-\s*"
    r"\d+)?\s+(?:lines?|sentences?|words?|zeilen|sätze)|short|brief|friendly|fun|warm|casual|kurz"
    r"|locker|freundlich|pls|please|bitte|schreiben|formulieren|verfassen)$",
    re.IGNORECASE,
)
HOW = re.compile(
    r"^\W*(?:how (?:do|should|can|would) (?:i|we|you)|what (?:should|do|makes)|wie (?:schreib\w*|"
    r"formulier\w*|mach\w*) (?:ich|man)|was (?:schreib\w*|soll))\b",
    re.IGNORECASE,
)
"""Asked how to write one: advice, not a bio."""


def asks_how(said: str) -> bool:
    """Whether ``said`` asks how to write a bio rather than for one."""
    return HOW.match(said) is not None


_NAME_SAID = re.compile(
    r"^(?:and\s+|und\s+)?(?:(?:it'?s|its|it is|which is|(?:the|its|it'?s) name is|er|sie|es|der|die"
    r"|das)\s+)?(?:called|named|namens|hei(?:ß|ss)t)\s+['\"„“‘]?(?P<n>[\w&'. -]{2,40}?)['\"“”’]?$",
    re.IGNORECASE,
)
"""The name said in a clause of its own: "its called mud & fire", "er heißt ton & feuer"."""
_ITEM = re.compile(
    r"^(?!(?:all|everything|each|every|alles|jede\w*|at|on|in|auf|am|im|jeden|and|und|but|aber"
    r"|made|mostly|only)\b)(?:(?!(?:is|are|was|we|i|it|its|they|ist|sind|wir|ich|es|my|our|mein\w*"
    r"|unser\w*)\b)[\w&'-]+\s*){1,6}$",
    re.IGNORECASE,
)
"""One of the goods in a bare list ("mugs", "bowls and vases", "soy candles and wax melts")."""
_PLACE = re.compile(
    r"^(?:(?:at|on|in|auf|am|im)\s+(?:the|dem|der)\s+)(?:[\w'-]+\s+){0,3}?(?:market|fair|markt"
    r"|\w*markt)\b.*$",
    re.IGNORECASE,
)
"""Where to find it: "at the saturday market", "auf dem samstagsmarkt"."""
_SMALL_DE = frozenset(
    [
        "und",
        "oder",
        "mit",
        "aus",
        "für",
        "fuer",
        "von",
        "vom",
        "zum",
        "zur",
        "im",
        "in",
        "am",
        "an",
        "auf",
        "der",
        "die",
        "das",
        "dem",
        "den",
        "des",
        "ein",
        "eine",
        "einem",
        "einen",
        "einer",
    ]
)
_VERB_EN = {"selling": "sell", "making": "make", "offering": "offer", "baking": "bake",
            "roasting": "roast", "growing": "grow"}  # fmt: skip
_VISIT = {
    "stall": ("Come and say hello at {my} stall!", "Schau gern an {my} Stand vorbei!"),
    "shop": ("Come and have a look in {my} shop!", "Schau gern in {my} Laden vorbei!"),
    "online": ("Have a look around {my} shop!", "Stöber gern in {my} Shop!"),
}


def shop_bio(said: str) -> str | None:
    """The bio for the user's stall or shop ``said`` asks for, or None."""
    found = _ASKED.search(said)
    if found is None or not _WRITE.search(said[: found.end()]) or asks_how(said):
        return None
    de = german(said)
    rest = found["rest"]
    named = _NAME.match(rest)
    name = (named["q"] or named["n"]).strip() if named else ""
    rest = rest[named.end() :] if named else rest
    we = found["own"].lower().startswith(("our", "unser"))
    sells, goods, place, listing = None, "", "", True
    details: list[str] = []
    for part in clauses(rest):
        if _STYLE.match(part):
            continue
        if not name and (said_name := _NAME_SAID.match(part)) is not None:
            name = said_name["n"].strip()
            continue
        if not place and _PLACE.match(part):
            place = part
            continue
        if not goods and (sells := (_SELLS_DE if de else _SELLS).match(part)) is not None:
            we = we or (sells["who"] or "").lower() in ("we", "wir")
            goods, listing = sells["goods"].strip(), not re.search(r"\b(?:and|und)\b", part)
            continue
        if listing and not details and _ITEM.match(part):
            goods = f"{goods}, {part}" if goods else part
            listing = not re.search(r"\b(?:and|und)\b", part)
            continue
        listing = False
        details.append(part)
    kind = found["kind"].lower()
    if not goods:  # nothing said of what it sells: asked, not guessed
        if de:
            return ("Schreib ich dir gern! Wie heißt er, und was verkaufst du? Ich halte mich "
                    "genau an das, was du mir sagst.")  # fmt: skip
        return (
            f"Happy to write it! What's your {kind} called, and what do you sell there? I'll "
            "keep to exactly what you tell me."
        )
    if len(details) > 3:
        return None  # more than a short bio holds
    where = "online" if re.search(r"\b(?:online|etsy)\b", said, re.I) else (
        "stall" if re.search(r"stall|stand", kind) else "shop")  # fmt: skip
    if de:
        return _german(
            name, (sells["verb"] if sells else "verkauf"), goods, we, details, where, place
        )
    verb = sells["verb"].lower() if sells else "sell"
    verb = _VERB_EN.get(verb, verb[:-1] if verb.endswith("s") and verb != "grows" else verb)
    verb = "grow" if verb == "grows" else verb
    goods = tidied(goods, "en", first=False, as_said=True).rstrip(".")
    lines = [f"{_titled(name)} ✨"] if name else []
    lines.append(f"{'We' if we else 'I'} {verb} {goods}.")
    lines += [tidied(d, "en", first=True, as_said=True) for d in details]
    visit = _VISIT[where][0].format(my="our" if we else "my")
    lines.append(visit[:-1] + f" {days_named(place.lower())}!" if place else visit)
    return "Here's a short bio:\n\n\"" + "\n".join(lines) + '"'


def _german(
    name: str, verb: str, goods_said: str, we: bool, details: list[str], where: str, place: str
) -> str:
    verb = verb.lower()
    stem = re.sub(r"(?:en|e|t)$", "", verb)
    said_verb = f"{stem}en" if we else f"{stem}e"
    words = goods_said.replace(",", " ,").split()
    goods = " ".join(  # "handgedrehte tassen und schalen": an adjective before each noun
        w if w.lower() in _SMALL_DE or (re.search(r"(?:e|en|er|es|em)$", w) and i + 1 < len(words)
                                         and words[i + 1].lower() not in (*_SMALL_DE, ","))
        else w[:1].upper() + w[1:]
        for i, w in enumerate(words)
    )  # fmt: skip
    lines = [f"{_titled(name)} ✨"] if name else []
    lines.append(f"{'Wir' if we else 'Ich'} {said_verb} {goods}.")
    lines[-1] = lines[-1].replace(" ,", ",")
    lines += [
        re.sub(r"(?<=\s)(\w+(?:fest|frei|sicher))\b", lambda m: m[1].lower(),
               tidied(d, "de", first=True, as_said=True))
        for d in details
    ]  # fmt: skip
    visit = _VISIT[where][1].format(my="unserem" if we else "meinem")
    if place:
        visit = visit.replace(" vorbei!", f" {nouns_capitalised(place.lower())} vorbei!")
    lines.append(visit)
    return "Hier eine kurze Bio:\n\n„" + "\n".join(lines) + "“"


def _titled(name: str) -> str:
    small = {"and", "of", "the", "a", "und", "der", "die", "das", "&"}
    words = name.split()
    return " ".join(
        w if i and w.lower() in small else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )
