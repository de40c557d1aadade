"""Whom a card is for and what the user tells around it, as said: the person ("my coworker
mike", "meine kollegin julia und ihren mann markus", "our boss Herr Maier"), whom it is from
("from me (anna) and my brother jonas" → Anna and Jonas), what they love ("he loves fishing and
bad jokes" → fishing and bad jokes), who died and when ("his mother died last week" → your
mother, last week) and whether the user is close to them ("we're not close"). Used by the card
writers (:mod:`brain.llm.tiny_cards`, :mod:`brain.llm.tiny_cards_de`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from brain.llm.tiny_details import named, own_name
from brain.llm.tiny_favour import to_them

_FEMALE = (
    r"sister|sis|aunt|auntie|aunty|wife|girlfriend|fianc[ée]e|grandma|granny|nan|nana|gran"
    r"|grandmother|mum|mom|mommy|mummy|mother|niece|godmother|landlady|stepmom|stepmum"
    r"|mother[- ]in[- ]law|sister[- ]in[- ]law|daughter|freundin|schwester|tante|tochter|ehefrau"
    r"|frau|oma|omi|mama|mami|mutter|nichte|patentante|schwiegermutter|schw(?:ä|ae)gerin|cousine"
    r"|kollegin|chefin|nachbarin|partnerin|lehrerin|trainerin|teamleiterin|mitarbeiterin"
    r"|gro(?:ß|ss)mutter"
)
_MALE = (
    r"brother|bro|uncle|son|husband|boyfriend|fianc[ée]|grandpa|grandad|granddad|grandfather"
    r"|gramps|dad|daddy|father|nephew|godfather|stepdad|father[- ]in[- ]law|brother[- ]in[- ]law"
    r"|freund|bruder|onkel|sohn|ehemann|mann|opa|opi|papa|papi|vater|neffe|patenonkel"
    r"|schwiegervater|schwager|cousin|kollegen?|chef|nachbarn?|partner|lehrer|trainer|teamleiter"
    r"|mitarbeiter|kumpel|gro(?:ß|ss)vater"
)
_EITHER = (
    r"friend|buddy|bestie|mate|pal|colleague|coworker|co-worker|workmate|boss|manager|neighbou?r"
    r"|cousin|partner|teammate|roommate|flatmate|teacher|coach|mentor|client|supervisor|team ?lead"
    r"|employee|intern|assistant|acquaintance|classmate|student|doctor|nurse|vorgesetzte[nr]?"
    r"|bekannte[nr]?|azubi|verlobte[nr]?"
)
RELATION = (
    r"(?:(?:best|good|old|dear|lovely|oldest|closest|new|former|dearest|beste[nr]?|gute[nr]?"
    rf"|alte[nr]?|liebe[nr]?|neue[nr]?|ehemalige[nr]?)[- ]+)*(?:{_FEMALE}|{_MALE}|{_EITHER})"
    r"(?![a-rt-zäöüß])"
)
_IS_FEMALE = re.compile(rf"(?:{_FEMALE})$", re.IGNORECASE)
_IS_MALE = re.compile(rf"(?:{_MALE})$", re.IGNORECASE)
NAME = (
    r"(?:(?:mr|mrs|ms|miss|dr|herr|herrn|frau)\.?\s+[A-Za-zÄÖÜäöüß][\w'-]+|[A-Za-zÄÖÜäöüß]"
    r"[a-zäöüß-]+(?:\s+(?-i:[A-ZÄÖÜ])[a-zäöüß-]+)?)"
)
_NOT_NAME = frozenset(
    """who whose which that and und or oder is are was were has had have will would can could she
    he they her his him them their it its it's i me my we us our you your for from to at in on
    of with by about after before since because but so if when while just really very turns
    turning turned loves likes died passed passes lost got gets isn't wasn't who's whos she's
    shes he's hes they're this next last today tomorrow yesterday tonight saturday sunday monday
    tuesday wednesday thursday friday birthday bday wedding card message text note retirement
    baby work school office family team everyone all the a an some please der die das den dem
    des ein eine einen einem einer ist hat wird war mit von zum zur im am sie er es ihr ihre
    ihren ihrem sein seine seinen seinem mein meine meinen meinem wir uns nicht sehr zu auch
    noch schon bitte karte nachricht geburtstag hochzeit nettes etwas heute morgen gestern
    letzte letzten woche nach jahren seit being not too nothing something sweet short nice warm
    kind simple ne nen n write send say make get do go be have tell ask give find keep buy wish
    thank post put text email turn become""".split()  # noqa: SIM905 (a word list)
)


@dataclass(frozen=True)
class Person:
    """One person a card is for: how the user calls them and their name, as said."""

    relation: str = ""
    name: str = ""

    @property
    def female(self) -> bool | None:
        """Whether they are a woman, when the words say (a relation word, a title)."""
        if re.match(r"(?:mrs|ms|miss|frau)\b", self.name, re.IGNORECASE):
            return True
        if re.match(r"(?:mr|herr|herrn)\b", self.name, re.IGNORECASE):
            return False
        word = self.relation.split()[-1] if self.relation else ""
        if word and _IS_FEMALE.fullmatch(word):
            return True
        if word and _IS_MALE.fullmatch(word):
            return False
        return _by_name(self.name)

    @property
    def formal(self) -> bool:
        """Addressed by title and surname ("Herr Maier", "Mrs. Patel")."""
        return re.match(r"(?:mr|mrs|ms|miss|dr|herr|herrn|frau)\b", self.name, re.I) is not None


def _by_name(name: str) -> bool | None:
    """A first name's usual gender, when its ending says ("Julia", "Sophie"; "Markus")."""
    first = name.split()[0].lower() if name else ""
    if not first or first in ("luca", "nikita", "andrea", "sascha", "kai", "noah", "joshua"):
        return None
    if re.search(r"(?:a|ie|ine|elle|ette|ina|ika|ke|ne|le|ra|ja|rin)$", first):
        return True
    if first in ("ingrid", "gudrun", "carmen", "miriam", "esther", "ruth", "karin", "doris",
                 "iris", "agnes", "beatrix", "elisabeth", "sigrid", "astrid", "edith"):  # fmt: skip
        return True
    if re.search(r"[bcdfghjklmnpqrstvwxzo]$", first):
        return False
    return None


_FOR = re.compile(
    rf"\b(?:for|to|f(?:ü|ue)r|an(?=\s+(?:meine|unsere|den|die|der|dem|frau|herrn?)\b)|zu[mr]?|\w*(?:karte|ruhestand|abschied|hochzeit|geburtstag|geburt|"
    rf"wedding|retirement|birthday|birth)\w*\s+(?:of|von))\s+(?:(?:my|our|a|an|the|meine[nmr]?"
    rf"|unsere[nmr]?|die|den|der|dem|eine[nmr]?|unser|mein)\s+)?(?P<rel>{RELATION})(?:'s|s'|s\b)?"
    rf"(?:\s*[,(]?\s*(?P<name>{NAME}))?|\b(?:for|to|f(?:ü|ue)r|(?:wedding|hochzeit|geburt|birth"
    rf"|retirement|ruhestand)\s+(?:of|von))\s+(?P<name2>{NAME})\b(?!\s+(?:{RELATION})\b)",
    re.IGNORECASE,
)
_OWNED = re.compile(
    rf"\b(?:my|our|meine[rs]?|unsere[rs]?)\s+(?P<rel>{RELATION})\s+(?P<name>{NAME})(?:'s|s)\s",
    re.IGNORECASE,
)
_PARTNER = re.compile(
    r"^\s*(?:,\s*)?(?:and|und|&)\s+(?:(?:her|his|their|ihre[nmr]?|seine[nmr]?|ihr|sein)\s+)?"
    rf"(?P<rel>{RELATION})?\s*(?P<name>{NAME})?",
    re.IGNORECASE,
)
_APPOSED = re.compile(
    rf"^(?:\s+(?:from|at|in|von|aus|bei)\s+[^,]{{1,30}})?\s*,\s*(?P<name>{NAME})\s*(?:,|$)",
    re.IGNORECASE,
)
_NAME_SAID = re.compile(
    r"\b(?:(?:her|his|their) name(?:'s| is)|(?:she|he)(?:'s| is) called|sie hei(?:ß|ss)t|er"
    r" hei(?:ß|ss)t)\s+(?P<name>[A-Za-zÄÖÜäöüß][a-zäöüß-]+)",
    re.IGNORECASE,
)


def _name(found: str | None) -> str:
    if not found:
        return ""
    words = found.split()
    if words[0].lower().rstrip(".") in ("mr", "mrs", "ms", "miss", "dr", "herr", "herrn", "frau"):
        return named(" ".join(words[:2]))
    kept = [
        w for w in words if w.lower().strip("'") not in _NOT_NAME and not w.lower().endswith("ing")
    ]
    return named(" ".join(kept[:2])) if kept and kept[0] == words[0] else ""


_GOING = re.compile(
    r"\b(?:moving|moves|moved|relocating|emigrating|off|heading|headed|back|going|flying"
    r"|travell?ing)\s+$",
    re.IGNORECASE,
)
"""Said before "to" of a place, not of a person: "moving to poland"."""


def recipients(said: str) -> list[Person]:
    """The person a card is for, and their partner when one is named with them ("for my
    colleague julia and her husband markus"); [] when no one is said."""
    matches = [m for m in _FOR.finditer(said) if not _GOING.search(said, 0, m.start())]
    found = (
        next((m for m in matches if m["rel"]), None)  # "to write a card for my coworker": her
        or next((m for m in matches if _name(m["name2"])), None)
        or _OWNED.search(said)
    )
    if found is None:
        return []
    parts = found.groupdict()
    relation = (parts.get("rel") or "").lower()
    name = _name(parts.get("name")) or _name(parts.get("name2"))
    if not name and (told := _NAME_SAID.search(said)) is not None:
        name = named(told["name"])
    end = found.end("rel") if not name and parts.get("rel") else found.end()
    if not name and (apposed := _APPOSED.match(said[end:])) is not None:
        name = _name(apposed["name"])  # "for an acquaintance from my running club, dan, his …"
    if relation in ("frau", "herr", "herrn") and name and " " not in name:  # "für frau schulz"
        relation, name = "", named(f"{relation} {name}")
    people = [Person(relation, name)]
    partner = _PARTNER.match(said[end:])
    if partner is not None and (partner["rel"] or _name(partner["name"])):
        people.append(Person((partner["rel"] or "").lower(), _name(partner["name"])))
    return people


_FROM = re.compile(
    r"\b(?:from|von|vom)\s+(?P<who>(?:all of us|both of us|everyone|everybody|allen|uns allen)\s+(?:at|in|from"
    r"|on|bei|aus|im|vom|in der|in the)\s+(?:the\s+|dem\s+|der\s+)?[\w-]+(?:\s+(?!and\b|und\b|for\b"
    r"|f(?:ü|ue)r\b)[\w-]+)?|(?:the|dem|der|die|den|our|your|allen?)?\s*(?:whole|entire|ganzen|gesamten"
    r"|lieben)?\s*(?:(?!me\b|us\b|mir\b|uns\b)[\w-]+\s+)?(?:team|office|gang|crew|department|class|guys"
    r"|girls|lads|ladies|folks|squad|abteilung|b(?:ü|ue)ro|kollegium|kollegen|kolleginnen|mannschaft"
    r"|truppe)\b(?:\s+(?:at|in|from|on|bei|aus|im|vom|in der|in the)\s+(?:the\s+|dem\s+|der\s+)?"
    r"[\w-]+)?|(?:all of us|both of us|uns allen|uns beiden)\b|(?:me|us|mir|uns)\b(?:\s*\([^)]{1,40}\))?(?:\s*(?:,|and|&|und)\s+"
    rf"(?:(?:my|our|his|her|their|meine[mnr]?|unsere[mnr]?)\s+)?(?:(?:{RELATION})\s+)?[\w-]+(?:\s*\([^)]{{1,30}}\))?)*"
    r"|(?:all of us|both of us|uns allen|uns beiden|allen)\b|(?:the|dem|der)?\s*(?:whole|entire|ganzen"
    r"|gesamten)?\s*(?:team|office|family|gang|crew|department|class|kids|familie|abteilung|b(?:ü|ue)ro"
    r"|kollegium|kollegen)\b(?:\s+(?:at|bei|aus|in)\s+\w+)?|everyone(?:\s+at\s+\w+)?|(?:[a-zäöüß]+)"
    r"\s+(?:and|&|und)\s+(?:(?:his|her|their)\s+" + rf"(?:{RELATION})\s+)?(?:[a-zäöüß]+)"
    r"(?:\s*(?:,|and|&|und)\s+[a-zäöüß]+)*)",
    re.IGNORECASE,
)


_OF_THEM = re.compile(
    r"\b(?:hochzeit|geburt|ruhestand|abschied|wedding|birth|retirement|arrival|karte|card|tochter"
    r"|sohn|daughter|son|baby|kind|familie|family)\w*\s*$",
    re.IGNORECASE,
)
"""Before "von"/"of", whose day it is ("zur hochzeit von julia und markus"), not who sends."""


def senders(said: str, language: str) -> tuple[str, bool]:
    """Whom the card is from, as it is signed ("Anna and Jonas", "the whole team"), and whether
    that is more than one ("we"); ("", False) when not said."""
    found = next(
        (
            m
            for m in _FROM.finditer(said)
            if m[0].lower().startswith("from") or not _OF_THEM.search(said[: m.start()])
        ),
        None,
    )  # "a card from the team" is signed by them; "zur hochzeit von julia" is hers
    if found is None:
        return own_name(said), False  # "…, i'm anna": signed by the user
    who = found["who"].strip()
    if found[0].lower().startswith("vom ") and not re.match(r"(?:dem|der)\b", who, re.I):
        who = f"dem {who}"  # "vom ganzen team": von dem ganzen Team
    if re.match(r"(?:all of us|both of us|uns allen|uns beiden|allen)$", who, re.I):
        return ("uns allen" if language == "de" else "all of us"), True
    if re.search(r"\b(?:at|in|on|from|bei|aus|im|vom)\b|\b(?:whole|entire|ganzen|gesamten|guys"
                 r"|girls|lads|ladies|folks|squad|mannschaft|truppe|kolleginnen)\b|^(?:the|dem|der|den"
                 r"|allen|our)\s+\w+\s+(?:team|office|department|abteilung|kollegen)\b", who, re.I):  # fmt: skip
        return _group(who, language), True  # "the whole marketing team", "allen kollegen aus dem …"
    if re.search(r"\b(?:team|office|family|gang|crew|department|class|kids|familie|abteilung"
                 r"|b(?:ü|ue)ro|kollegium|kollegen|everyone)\b", who, re.I):  # fmt: skip
        group = re.sub(r"^(?:the|dem|der)\s+", "", who, flags=re.I)
        if language == "de":
            group = re.sub(r"\b(\w)", lambda m: m[1].upper(), group.split()[-1], count=1)
            return f"deinem {group}" if group.lower() == "team" else group, True
        return f"the {group.lower()}", True
    names: list[str] = []
    for part in re.split(r"\s*(?:,|\band\b|&|\bund\b)\s*", who):
        own = re.search(r"\(([^)]+)\)", part)  # "me (anna)": the user's name
        if own is not None:
            names.append(named(own[1].strip()))
            continue
        part = re.sub(rf"^(?:(?:my|our|his|her|their|meine[mnr]?|unsere[mnr]?)\s+)?(?:(?:{RELATION})\s+)?", "",
                      part.strip(), flags=re.I)  # fmt: skip
        if part.lower() in ("me", "mir", "us", "uns"):
            names.append("")  # the user: their name when they give it, else said last as "me"
        elif part and part.lower() not in _NOT_NAME:
            names.append(named(part))
    mine = own_name(said)
    if not [n for n in names if n] and not mine:
        return "", False
    if "" in names:
        names = [n for n in names if n] + [mine or ("ich" if language == "de" else "me")]
    both = " und " if language == "de" else " and "
    joined = ", ".join(names[:-1]) + both + names[-1] if len(names) > 1 else names[0]
    return joined, len(names) > 1


_NOUNS_DE = re.compile(
    r"\b(abteilung|team|b(?:ü|ue)ro|kollegium|kolleg(?:en|innen)|mannschaft|truppe|vertrieb|marketing"
    r"|einkauf|buchhaltung|lager|verwaltung|personal|empfang|praxis|klinik|station|schule|kita|firma)\b"
)


def _group(who: str, language: str) -> str:
    """A group signing a card, as said: "the whole marketing team", "all of us at the office";
    German in the dative it is signed with ("von der ganzen Abteilung")."""
    said = re.sub(r"\s+", " ", who.strip())
    if language == "de":
        said = _NOUNS_DE.sub(lambda m: m[1].capitalize(), said.lower())
        return re.sub(
            r"^(?:die|den)\s+",
            "der " if re.search(r"abteilung|firma|praxis", said) else "dem ",
            said,
        )
    said = said.lower()
    if not re.match(r"(?:the|all|everyone|everybody|both|our)\b", said):
        said = f"the {said}"
    return said


_LOVES = re.compile(
    r"\b(?:(?:he|she|they)(?:'s| is| are)?\s+)?(?:(?:really|absolutely|just)\s+)?(?:loves?|adores?"
    r"|is obsessed with|obsessed with|is (?:really |a (?:big|huge) |such a )?(?:into|fan of)|big fan of"
    r"|huge fan of|(?:is )?crazy about|can'?t get enough of|lives for|is all about|liebt|mag|steht"
    r" auf|ist (?:ein )?(?:gro(?:ß|ss)er |riesiger )?fan von|ist verr(?:ü|ue)ckt nach)\s+"
    r"(?P<what>[^,.;!?()]+)",
    re.IGNORECASE,
)
_LOVES_END = re.compile(
    r"\s+(?:and|und)\s+(?:(?:he|she|they|er|sie|it)\b|is\b|ist\b|has\b|hat\b|wird\b|turns\b"
    r"|it'?s\b)|\s+(?:from|von|who|der|die|on|am|this|next)\b.*$",
    re.IGNORECASE,
)


def loved(said: str, language: str) -> str:
    """What the person loves, as said and said to them: "fishing and bad jokes", "your
    garden and baking"; "" when not said."""
    found = _LOVES.search(said)
    if found is None or found["what"].lower().startswith(("you", "dich", "me ", "mich")):
        return ""
    what = _LOVES_END.split(found["what"], maxsplit=1)[0].strip()
    if language == "de":
        what = re.sub(r"\b(?:ihre|seine)\b", "deine", what, flags=re.I)
        what = re.sub(r"\b(?:ihren|seinen)\b", "deinen", what, flags=re.I)
        return re.sub(r"\b(?:ihr|sein)\b", "dein", what, flags=re.I)
    return to_them(what, owned=True)


_CLOSE_NOT = re.compile(
    r"\bnot (?:that |very |super |really |so |too )?close\b|\b(?:don'?t|do not|dont) (?:really )?know"
    r" (?:him|her|them|each other)(?: (?:that|very|super|so|too|all that))? well\b|\bbarely know\b"
    r"|\bacquaintance\b|\bonly (?:know|met)\b|\bnicht (?:so |sehr |besonders |wirklich )?(?:eng|nah|gut)"
    r"\b|\bkennen uns (?:nicht|kaum)\b|\bkaum kenn\w*|\bfl(?:ü|ue)chtig\b|\bnot (?:that |very )?well\b",
    re.IGNORECASE,
)
_AT_WORK = re.compile(
    r"\b(?:colleague|coworker|co-worker|workmate|boss|manager|supervisor|client|neighbou?r|teacher"
    r"|employee|kolleg\w*|chef\w*|nachbar\w*|vorgesetzte\w*|mitarbeiter\w*|lehrer\w*)\b",
    re.IGNORECASE,
)


def reserved(said: str, person: Person | None) -> bool:
    """Whether the card should be warm but not intimate: the user says they are not close, or
    it is for someone from work or next door (and no closeness is said)."""
    if _CLOSE_NOT.search(said):
        return True
    close = re.search(r"\b(?:close|good friends?|best friends?|eng|nah)\b", said, re.IGNORECASE)
    return bool(person and _AT_WORK.search(person.relation) and not close)


_WHEN = (
    r"(?:last (?:week|night|month|weekend|year|monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday)|yesterday|this (?:morning|week|weekend)|on (?:monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday)|over the weekend|recently|a (?:few|couple of) (?:days|weeks) ago"
    r"|(?:two|three|\d) (?:days|weeks) ago|suddenly|unexpectedly|after (?:a )?(?:long|short)"
    r" (?:illness|battle with \w+|fight with \w+)|letzte woche|letzten \w+|gestern|heute"
    r"|am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|vor (?:ein paar|\w+)"
    r" (?:tagen|wochen)|pl(?:ö|oe)tzlich|(?:ü|ue)berraschend|k(?:ü|ue)rzlich|nach langer krankheit)"
)
_LOSS = re.compile(
    r"\b(?:(?:his|her|their|whose|sein|seine|ihr|ihre|(?P<whose>[a-z]+)'?s)\s+)(?P<rel>(?:(?:beloved|old"
    rf"|little)\s+)?(?:{RELATION}|dog|cat|pet|horse|hund|katze|haustier))(?:\s*,?\s*(?P<name>{NAME})"
    r"\s*,?)?\s+(?:(?:has|had|just|sadly|recently|is|ist)\s+)*(?:(?P<when>" + _WHEN + r")\s+)?"
    r"(?:died|passed(?: away| on)?|is no longer with us|gestorben|verstorben|von uns gegangen)"
    r"(?:\s+(?P<when2>" + _WHEN + r"))?"
    r"|\blost (?:his|her|their) (?P<rel2>(?:"
    + RELATION
    + r"|dog|cat|pet))(?:\s+(?P<when3>"
    + _WHEN
    + r"))?"
    r"|\bhat (?:ihre[nm]?|seine[nm]?) (?P<rel3>\w+) verloren",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Loss:
    """Who died (how the user names them, and their name) and when, as said."""

    relation: str
    name: str
    when: str


def loss(said: str) -> Loss | None:
    """Who died, as the user says it ("his mother died last week"), or None."""
    found = _LOSS.search(said)
    if found is None:
        return None
    relation = (found["rel"] or found["rel2"] or found["rel3"] or "").lower()
    when = found["when"] or found["when2"] or found["when3"] or ""
    when = re.sub(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
                  lambda m: m[0].capitalize(), when.lower())  # fmt: skip
    when = re.sub(r"\b(?:woche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
                  r"|krankheit|tagen|wochen)\b", lambda m: m[0].capitalize(), when)  # fmt: skip
    return Loss(relation, _name(found["name"]), when)
