"""How many people a sentence names, said in words, not as a number: "just me and my flatmate"
(2), "me, my wife and our two kids" (4), "only cooking for myself" (1), "wir sind zu dritt" (3),
"mein mann und ich" (2). Some lists leave it open: "a couple of friends and me", "me and the
kids" (how many?) or "my wife and our two kids" (3, or 4 with the one cooking?). Read for a
recipe scaled to who eats (:func:`brain.fastpath.loose_kitchen.recipe_scaled`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_SELF = r"(?:me|myself|i|ich|mich|mir)"
_ONE = (
    r"wife|husband|hubby|partner|spouse|flatmate|flat-mate|roommate|room-mate|housemate|lodger"
    r"|boyfriend|girlfriend|bf|gf|fianc[ée]e?|other\s+half|missus|son|daughter|stepson"
    r"|stepdaughter|kid|child|baby|toddler|mum|mom|mummy|mommy|mother|dad|daddy|father|brother"
    r"|sister|friend|mate|buddy|pal|neighbou?r|colleague|co-?worker|grandma|granny|gran|nan|nana"
    r"|grandpa|grandad|granddad|grandmother|grandfather|aunt|auntie|uncle|niece|nephew|cousin"
    r"|guest|date|boss|sibling|(?:mother|father|sister|brother)-in-law"
    r"|frau|mann|ehefrau|ehemann|freund|freundin|partnerin|mitbewohner|mitbewohnerin|sohn"
    r"|tochter|kind|mutter|mama|mutti|vater|papa|bruder|schwester|oma|opa|tante|onkel|nichte"
    r"|neffe|cousine|kollege|kollegin|nachbar|nachbarin|gast|schwiegermutter|schwiegervater"
    r"|verlobte[rn]?|schatz"
)
_MANY = (
    r"kids|children|sons|daughters|friends|mates|buddies|pals|guests|brothers|sisters|siblings"
    r"|cousins|colleagues|co-?workers|flatmates|roommates|housemates|nieces|nephews|grandkids"
    r"|grandchildren|boys|girls|people|adults|teenagers|teens|neighbou?rs"
    r"|kinder|kindern|söhne|soehne|töchter|toechter|freunde|freunden|freundinnen|gäste|gaeste"
    r"|geschwister|geschwistern|brüder|brueder|schwestern|kollegen|enkel|enkelkinder|jungs"
    r"|mädchen|maedchen|leute|leuten|erwachsene|erwachsenen|nachbarn"
)
_PAIR = (
    r"parents|grandparents|in-laws|folks|twins|eltern|großeltern|grosseltern|schwiegereltern"
    r"|zwillinge|zwillingen"
)
_OWNER = (
    r"(?:my|our|the|his|her|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem"
    r"|unserer|der|die|den|dem)\s+"
)
_TRAIT = (
    r"(?:(?:little|big|baby|younger|older|youngest|oldest|best|new|kleine[nmr]?|große[nmr]?"
    r"|grosse[nmr]?|jüngste[nmr]?|juengste[nmr]?|älteste[nmr]?|aelteste[nmr]?|beste[nmr]?"
    r"|neue[nmr]?)\s+)?"
)
_ITEM = (
    rf"(?P<vague>(?:a\s+couple\s+of|a\s+few|some|a\s+bunch\s+of|several|(?:ein|1)\s+paar|einige[n]?"
    rf"|mehrere[n]?)\s+(?:{_OWNER})?{_TRAIT}(?:{_MANY}|{_PAIR})"
    rf"|(?:{_OWNER})?(?:family|familie))"
    rf"|(?P<both>(?:both|beide[n]?)\s+(?:of\s+)?(?:{_OWNER})?{_TRAIT}(?:{_MANY})"
    rf"|(?:{_OWNER})?(?:beiden|zwei|2)\s+{_TRAIT}(?:{_MANY}))"
    rf"|(?:{_OWNER})?(?P<n>\d{{1,2}})\s+{_TRAIT}(?:{_MANY})"
    rf"|(?:{_OWNER})?{_TRAIT}(?P<pair>{_PAIR})"
    rf"|(?:{_OWNER})?{_TRAIT}(?P<some>{_MANY})"
    rf"|(?:{_OWNER})?{_TRAIT}(?P<one>{_ONE})"
    rf"|(?P<self>{_SELF})"
)
_SEP = (
    r"(?:\s*,\s*(?:and\s+|und\s+|&\s+)?|\s+(?:and|und|n|'n'?|&|\+|plus|as\s+well\s+as|sowie)\s+"
    r"|\s+(?=(?:my|our|mein\w*|unser\w*)\s))"
)
_ANY = re.sub(r"\(\?P<\w+>", "(?:", _ITEM)
_LIST = re.compile(rf"(?<![\w'’])(?:{_ANY})(?:{_SEP}(?:{_ANY}))+(?![\w'’])", re.IGNORECASE)
_ITEMS = re.compile(rf"(?<![\w'’])(?:{_ITEM})(?![\w'’])", re.IGNORECASE)
_NAMED = re.compile(
    rf"(?<![\w'’])(?:{_SELF}\s+(?:and|und|&)\s+(?P<a>[a-zäöüß]{{3,12}})"
    rf"|(?P<b>[a-zäöüß]{{3,12}})\s+(?:and|und|&)\s+{_SELF})(?![\w'’])",
    re.IGNORECASE,
)
_NOT_NAMES = re.compile(
    rf"^(?:{_MANY}|{_PAIR}|{_ONE}|the|this|that|then|some|all|also|just|only|maybe|you|we|they"
    r"|them|him|her|his|its|our|my|your|their|who|what|when|how|why|but|not|nur|auch|dann|noch"
    r"|mein\w*|unser\w*|die|der|das|den|dem|ein\w*|wir|uns|sie|ihr|und|and|oder|with|mit|for|für"
    r"|fuer|zwei|drei|vier|two|three|four|five|one|need|needs|brauche|want|will|have|has|had"
    r"|cook|cooking|bake|baking|eat|eating|kochen|koche|backe|backen|essen|tonight|today|heute"
    r"|abend|here|there|hier|dort|guys|everyone|everybody|alle|allen)$",
    re.IGNORECASE,
)
_ALONE = re.compile(
    r"\b(?:(?:just|only)\s+(?:for\s+)?(?:me|myself)\b(?!\s+(?:and|und|&|\+|plus|,))"
    r"|for\s+(?:just\s+|only\s+)?myself|by\s+myself|on\s+my\s+own|table\s+for\s+one|(?:just|only)"
    r"\s+(?:for\s+)?one(?:\s+person)?\b|nur\s+(?:für|fuer)\s+mich(?:\s+(?:allein|alleine|selbst))?"
    r"|(?:für|fuer)\s+mich\s+(?:allein|alleine|selbst)|nur\s+ich\b(?!\s+(?:und|&))|ganz\s+allein"
    r"|(?:koche|esse|backe)\s+(?:heute\s+)?(?:nur\s+)?allein\w*)\b",
    re.IGNORECASE,
)
_TWO = re.compile(
    r"\b(?:(?:wir|uns)\s+(?:beide|zwei|2)|both\s+of\s+us|us\s+two|just\s+us\s+2)\b", re.I
)
_ZU = re.compile(
    r"\bzu\s+(?P<zu>zweit|dritt|viert|fünft|fuenft|sechst|siebt|acht|neunt|zehnt)\b", re.I
)
_ZU_COUNT = {"zweit": 2, "dritt": 3, "viert": 4, "fünft": 5, "fuenft": 5, "sechst": 6,
             "siebt": 7, "acht": 8, "neunt": 9, "zehnt": 10}  # fmt: skip


@dataclass(frozen=True)
class Headcount:
    """People named in a sentence: ``count`` when it is clear; else ``others`` counts the
    people named besides the speaker when only whether the speaker is one is open (None: how
    many is open)."""

    start: int
    end: int
    count: int | None
    others: int | None = None


def headcount(text: str) -> Headcount | None:
    """The people ``text`` names in words (one list, or "zu dritt", "just me"), or None."""
    found = [m for m in _LIST.finditer(text) if _people_in(m.group(0))]
    named = [] if found else [m for m in _NAMED.finditer(text) if _named(m)]
    if len(found) + len(named) > 1:
        return None
    if found:
        return _counted(found[0])
    if named:
        return Headcount(named[0].start(), named[0].end(), 2)  # "me and anna"
    for pattern, count in ((_ALONE, 1), (_TWO, 2)):
        alone = list(pattern.finditer(text))
        if len(alone) == 1:
            return Headcount(alone[0].start(), alone[0].end(), count)
    zu = list(_ZU.finditer(text))
    if len(zu) == 1:
        return Headcount(zu[0].start(), zu[0].end(), _ZU_COUNT[zu[0]["zu"].lower()])
    return None


def _people_in(listed: str) -> bool:
    """Whether a list names someone besides the speaker ("me and i" names nobody)."""
    return any(not m["self"] for m in _ITEMS.finditer(listed))


def _named(found: re.Match[str]) -> bool:
    name = found["a"] or found["b"]
    return _NOT_NAMES.match(name) is None


def _counted(found: re.Match[str]) -> Headcount:
    count, me, vague = 0, False, False
    for item in _ITEMS.finditer(found.group(0)):
        if item["self"]:
            me = True
        elif item["vague"] or item["some"]:
            vague = True  # "a couple of friends", "the kids": how many?
        elif item["both"] or item["pair"]:
            count += 2
        elif item["n"]:
            count += int(item["n"])
        else:
            count += 1
    if vague:
        return Headcount(found.start(), found.end(), None)
    if not me:
        return Headcount(found.start(), found.end(), None, others=count)
    return Headcount(found.start(), found.end(), count + 1)
