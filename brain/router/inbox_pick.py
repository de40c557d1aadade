"""One inbox item asked for by what it is about: "read me the message about the heat pump
quotes", "the coop worker left me a question? what did it want to know", "zeig mir die
nachricht mit der bücherliste". The item whose title (or source) shares the most words with
what was said is read; when none or several fit equally, the inbox is listed as before."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.router import inbox_asked, slots
from brain.router.glossary import fold
from brain.router.inbox_sent import by_a_worker, sent_back
from brain.router.part_words import part_score
from brain.router.route import Route, act_as
from brain.router.texting import STOPWORDS

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.router.glossary import Glossary

_ONE_ITEM = re.compile(
    r"\b(?:read|open|show|see|pull up|vorlesen|lies|zeig\w*|öffne)\b[^\n]{0,25}\b(?:message|note"
    r"|result|report|question|mail|item|answer|comparison|summary|list|overview|findings|write-?up"
    r"|nachricht|notiz|ergebnis|bericht|frage|antwort|vergleich|zusammenfassung|liste|übersicht)s?\b"
    r"|\bread (?:me|us) (?:the|that|this)\b|\bread (?:it|that|this)(?: out)? (?:to|for) (?:me|us)\b"
    r"|\blies\w* (?:mir|uns) (?:\w+ ){0,5}vor\b"
    r"|\b(?:read|open|show|pull up|lies|zeig\w*|öffne)\b[^\n]{0,15}\b(?:the|that|die|das|den)"
    r" (?:[\w-]+ )?(?:one|eine?n?|thing|bit|item) (?:about|from|with|re|regarding|on|for|über|von"
    r"|vom|mit|zu[mr]?)\b"
    r"|\b(?:mach\w*|zeig\w*|lies|les|öffne|oeffne)(?:\s+(?:mal|bitte|mir|uns|doch|kurz))*\s+(?:das"
    r"|die|den)\s+(?:zu[mr]?|über|ueber|wegen|vom)\b"
    r"|\b(?:left|sent|asked|had) (?:me|us) (?:a|an|the|some) (?:question|message|note|result)"
    r"|\bwhat did (?:it|he|she|they|the \w+(?: worker)?) (?:want|ask|need) (?:to know|from me)?"
    r"|\bwas wollte (?:er|sie|es|der \w+) (?:wissen|von mir)",
    re.IGNORECASE,
)
_CAME_IN = re.compile(
    r"\b(?:that|which|die|das|der|was)\s+(?:(?:just|recently|today|yesterday|earlier|this morning"
    r"|gerade|grad|eben|heute|gestern|vorhin|neulich|schon)\s+)*(?:came in|come in|has come in"
    r"|have come in|arrived|has arrived|have arrived|got here|landed|turned up|came back|got sent"
    r"|(?:rein|an|herein|zurück)?gekommen|eingetrudelt|eingegangen)\b",
    re.IGNORECASE,
)
"""An item named by what it is about and that it came in ("that stove shortlist that came in",
"die dachangebote, die gekommen sind"): that item, not the whole inbox."""
_KINDS = (
    r"(?:reports?|comparisons?|summary|summaries|lists?|shortlists?|overviews?|findings|write-?ups?"
    r"|research|search|results?|messages?|notes?|answers?|thing|stuff|one|bericht\w*|vergleich\w*"
    r"|zusammenfassung\w*|liste\w*|übersicht\w*|uebersicht\w*|recherche\w*|ergebnis\w*|sache|ding"
    r"|kram|zeug|nachricht\w*|notiz\w*)"
)
_CONCLUDED = re.compile(
    r"\bwhat (?:did|does|do|has|have) (?:[\w'-]+ ){1,6}?(?:end(?:ed)? up (?:saying|with|recommending"
    r"|finding|concluding|suggesting|picking|choosing)|(?:say|conclude|find|recommend|suggest"
    r"|settle on|land on|come to|boil down to|decide)\w* (?:in the end|at the end|finally"
    r"|after all)|(?:finally|ultimately) (?:say|conclude|find|recommend|suggest|settle on"
    r"|land on|come to)\w*|come up with in the end|boil down to)"
    rf"|\bwhat (?:did|does|has) (?:the (?:[\w'-]+ ){{0,4}}?{_KINDS}|it|they|that) (?:conclude|recommend"
    r"|suggest|decide|settle on|land on|say|find|come back with|come up with)\w*\b"
    r"|\bwhat (?:came|comes|has come|come) out of\b"
    r"|\b(?:what(?:'?s| is| was| were)|whats|so|and) (?:the |your )?(?:final |overall )?(?:verdict"
    r"|conclusion|upshot|outcome|bottom line|takeaway|gist|result|answer|recommendation"
    r"|tl;?dr)s? (?:on|from|of|for|about|re|in|with|regarding)\b"
    r"|\bhow did (?:[\w'-]+ ){1,6}?(?:turn|pan|work|end) out\b"
    r"|\bwas (?:stand|steht|stehts?) (?:denn |eigentlich |jetzt |nun |so )*(?:am ende|zum schluss"
    r"|letztlich|schlussendlich|unterm strich|im ergebnis|im fazit)?\s*(?:im|in dem|in der|in"
    r"|beim|bei)\b" + rf"(?: [\w'-]+){{0,4}}? {_KINDS}\b"
    r"|\bwas (?:kam|kommt|ist|war) (?:denn |eigentlich |jetzt |nun |am ende |letztlich |so )*"
    r"(?:bei|aus|beim) (?:[\w'-]+ ){1,6}?(?:raus|heraus|rum|herum|rausgekommen|herausgekommen)\b"
    r"|\bwas (?:hat|haben) (?:[\w'-]+ ){1,8}?(?:ergeben|rausgefunden|herausgefunden|empfohlen)\b"
    r"|\b(?:was ist|was war|wie lautet|wie ist|wie war) (?:denn |eigentlich |jetzt |nun |so )*"
    r"(?:das|der|die) (?:fazit|ergebnis|urteil|schluss|resultat|empfehlung|quintessenz) (?:von|vom"
    r"|zu[mr]?|bei|beim|des|der|aus|über|ueber)\b"
    r"|\bzu welche[mr] (?:ergebnis|schluss|fazit) (?:kam|kommt|ist|sind)\b",
    re.IGNORECASE,
)
"""An item asked about by what it concluded ("how did the insurance thing pan out", "whats the
final verdict on the venues", "was hat der vergleich … am ende ergeben"): that item, read, when
one is about what the words name."""
_KIND_WORD = re.compile(rf"^{_KINDS}$", re.IGNORECASE)
_ASKING = frozenset(
    {
        "read", "open", "show", "see", "pull", "up", "about", "message", "messages", "note",
        "item", "inbox", "mail", "me", "us", "please", "pls", "can", "could", "you", "what",
        "did", "want", "know", "left", "sent", "think", "lies", "vor", "vorlesen", "zeig",
        "mir", "nachricht", "über", "ueber", "zu", "von", "mit", "bitte", "mal", "was", "wollte",
        "wissen", "der", "die", "das", "mach", "mache", "auf", "aufmachen", "öffne", "oeffne",
        "came", "come", "arrived", "landed", "turned", "gekommen", "reingekommen", "angekommen",
        "hereingekommen", "eingetrudelt", "eingegangen", "ist", "sind", "just", "earlier",
        "gerade", "eben", "vorhin", "them", "it", "that", "which", "the",
        "end", "ended", "saying", "say", "said", "out", "verdict", "conclusion", "upshot",
        "outcome", "bottom", "line", "takeaway", "gist", "turn", "pan", "panned",
        "conclude", "concluded", "recommend", "recommended", "finally", "ultimately", "whats",
        "what's", "final", "overall", "stand", "steht", "ende", "schluss", "letztlich", "raus",
        "heraus", "rausgekommen", "herausgekommen", "kam", "fazit", "urteil", "lautet", "ergeben",
        "eigentlich", "denn", "jetzt", "nun", "unterm", "strich", "empfohlen", "rausgefunden",
        "worker", "agent", "bot", "find", "found", "send", "back", "got", "results", "result",
        "ergebnis", "rauskam", "bei", "beim", "zum", "zur", "rum", "gefunden", "geschickt",
        "bring", "give", "thing", "one", "stuff", "ding", "sache", "kram", "zeug", "done",
        "vom", "fürs", "fuers", "für", "fuer", "wegen", "dem", "den", "let", "over",
        "delivered", "deliver", "handed", "geliefert", "hat", "haben", "zurück",
    }
)  # fmt: skip
"""Words that ask for an item, not what it is about."""


_OPENED = re.compile(
    r"\b(?:open|show|pull up|bring up|see|zeig\w*|öffne|oeffne|mach\w* (?:[\w-]+ ){0,5}auf"
    r"|aufmachen)\b",
    re.IGNORECASE,
)
"""Opening something that is no project ("mach mal die zahlungserinnerung auf"): an item of
the inbox when its words are all an item's."""
_WHO = (
    r"(?:(?:the|your|my|our|that|this|der|die|das|dein|mein)\s+(?:[\w'-]+\s+){0,2}?(?:worker|agent"
    r"|bot|guy|helper|research|search|recherche|suche)|it|they|he|she|you|u|er|sie|es|du)"
)
_BROUGHT = (
    r"(?:find|found|send|sent|come up with|came up with|come back with|came back with|dig up|dug"
    r" up|turn up|turned up|bring back|brought back|report(?:ed)?(?: back)?|get|got|figure out"
    r"|figured out|put together|pull together|write|wrote|learn(?:ed|t)?|discover(?:ed)?)"
)
_ON = r"(?:on|about|re|regarding|concerning|for|to do with)"
_RESULT_ON = re.compile(
    rf"\bwhat(?: did| has| have| had| does|'s|s)? {_WHO} (?:\w+ )?{_BROUGHT}(?: back| up| out)? {_ON}\b"
    rf"|\b(?:anything|something|what|whatever) (?:(?:came|come|got sent|sent) )?back {_ON}\b"
    r"|\b(?:the|your|its|die|das|den) (?:[\w'-]+ ){1,2}(?:results|findings|ergebnisse)\b"
    rf"|\b(?:show|pull up|bring up|open|read|see|give)(?: me| us)? (?:what|whatever) {_WHO}"
    rf" (?:\w+ )?{_BROUGHT}\b"
    r"|\bwhat(?:'s| has| have)? (?:came|come|got sent|turned up) (?:back |in |through )?"
    rf"{_ON}\b"
    r"|\b(?:any|the|your|those|these|some|already|die|das|ein|eine?n?|schon|irgendwelche)\s+"
    r"(?:\w+\s+)?(?:results?|findings"
    r"|ergebnis(?:se)?|resultat\w*|auswertung\w*) (?:on|about|re|regarding|concerning|for|of"
    r"|from|zu[mr]?|von|vom|über|ueber|bei|beim|für|fuer)\b"
    r"|\bwas (?:(?:ist|kam|kommt|war|hat sich) )?(?:(?:denn|eigentlich|jetzt|nun|da|so|am ende)"
    r" )*(?:bei|beim|zu[mr]?|über|ueber|aus) (?:[\w'-]+ ){1,5}?(?:raus|heraus|rum|rauskam|herauskam"
    r"|rumkam|rausgekommen|herausgekommen|ergeben)\b"
    rf"|\b(?:was )?(?:hat|haben) {_WHO} (?:[\w'-]+ ){{1,6}}?(?:gefunden|rausgefunden|herausgefunden"
    r"|geschickt|geliefert|ergeben|gebracht|ausgegraben|zurückgeschickt)\b",
    re.IGNORECASE,
)
"""A worker's result asked for by what it is about ("what did the worker find on suppliers",
"pull up what it sent on tents", "what came back about the bakery", "was bei den zelten
rauskam", "was zum lieferanten rausgekommen ist"): the item about it, even when a project has
that word too (the words say it is a result)."""
_MISREAD = frozenset(
    {
        "inbox_list", "steer_project", "mediate", "delegate_project", "process_list", "ask_user",
        "project_open", "memory_remember",
    }
)  # fmt: skip
"""Readings that a question about one item of a worker's is taken for."""


# fmt: off
_BROADER: tuple[tuple[frozenset[str], tuple[str, ...]], ...] = (
    (frozenset({"versicherung", "versicherungen", "insurance", "insurances", "versichert",
                "insured", "coverage"}),
     ("haftpflicht", "police", "policen", "policy", "policies", "liability", "cover", "kasko",
      "vollkasko", "teilkasko", "premium", "prämie", "praemie", "versicherung", "insurance",
      "deckung", "schutzbrief")),
    (frozenset({"unterkunft", "unterkünfte", "unterkuenfte", "accommodation", "accommodations",
                "lodging", "übernachtung", "uebernachtung", "übernachtungen", "schlafen"}),
     ("hotel", "hostel", "airbnb", "ferienwohnung", "pension", "campingplatz", "camping",
      "apartment", "b&b", "guesthouse", "gasthof", "hütte", "huette", "cabin", "lodge")),
    (frozenset({"kosten", "preis", "preise", "cost", "costs", "price", "prices", "budget"}),
     ("angebot", "angebote", "quote", "quotes", "tarif", "tarife", "gebühr", "gebuehr", "fee",
      "fees", "miete", "rent", "kosten", "preis", "price", "cost")),
)
# fmt: on
"""A broader word said for a narrower one of a title ("das zur Versicherung" for an item
"Boot: Haftpflicht in NL", "the insurance one" for "liability cover"), both languages."""


def _broader(word: str, titled: set[str]) -> bool:
    """Whether ``word`` is a broader word for one of the title's words (or their compounds)."""
    return any(
        any(word == b or (len(word) > len(b) + 3 and word.endswith(b)) for b in broad)
        and any(t.startswith(narrow) for t in titled for narrow in narrower)
        for broad, narrower in _BROADER
    )  # "bootsversicherung": a compound of a broader word


def _shared(
    wanted: set[str], titled: set[str], glossary: Glossary | None, broader: bool = True
) -> int:
    """How many words said are the title's: the same stem, a part of its compound, a word
    of the same glossary group ("mikrofonen" for "microphone") or (``broader``) a broader
    word."""
    stems = {_stem(t) for t in titled}
    return sum(
        1
        for w in wanted
        if _stem(w) in stems
        or any(_in_compound(_stem(w), t) for t in stems)
        or (glossary is not None and any(glossary.refers(w, t) for t in titled))
        or any(part_score(w, t) >= _TYPO for t in titled)  # "suplier" for "supplier"
        or (broader and _broader(w, titled))
    )


_TYPO = 0.8


def _in_compound(word: str, titled: str) -> bool:
    """Whether ``word`` begins or ends a compound of the title ("hütten" in "hüttenliste",
    "liste" in "packliste")."""
    return (
        len(word) >= 4
        and len(titled) >= len(word) + 3
        and (titled.startswith(word) or titled.endswith(word))
    )


def _stem(word: str) -> str:
    """``word`` without the ending English or German inflects it with ("quotes", "quote";
    "obstbäumen", "obstbäume"), keeping at least four letters."""
    word = fold(word)
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


_ENDINGS = ("ing", "en", "es", "n", "e", "s")


def _words(text: str) -> set[str]:
    said = slots.clean(text)
    return {
        fold(m.group(0))
        for m in slots.tokens(said)
        if m.group(0) not in STOPWORDS and m.group(0) not in _ASKING and len(m.group(0)) > 2
    }


async def _nth_item(deps: Deps, route: Route, text: str) -> Route | None:
    """An inbox item by its place in the list or the number it is shown with; None when
    there is no such item (the list says what there is)."""
    said = slots.clean(text)
    found, numbered = inbox_asked.NTH.search(said), inbox_asked.NUMBERED.search(said)
    if found is None and numbered is None:
        return None
    items = await deps.inbox.list()
    if numbered is not None:
        number = int(numbered["number"])
        ids = [item.id for item in items]  # the item of that id, else the one at that place
        return _read(route, number) if number in ids else _at(route, ids, number - 1)
    assert found is not None
    return _at(route, [item.id for item in items], inbox_asked.PLACES[found["nth"].lower()[:3]])


def _at(route: Route, ids: list[int], place: int) -> Route | None:
    return _read(route, ids[place]) if ids and -len(ids) <= place < len(ids) else None


async def _question_item(
    deps: Deps, route: Route, text: str, glossary: Glossary | None
) -> Route | None:
    """ "didn't the tent worker ask me something?": the item that is that project's question
    (its source, else the most words shared with what was said), or the only question."""
    said = slots.clean(text)
    if not inbox_asked.asks_after_question(said):
        return None
    asked = [item for item in await deps.inbox.list() if inbox_asked.is_question(item.title)]
    if len(asked) < 2:
        return _read(route, asked[0].id) if asked else None
    projects = [p.name for p in await deps.projects.list()]
    mention = slots.find_project(said, projects, glossary)
    wanted = _words(text) | (set(mention.project.split("_")) if mention else set())
    scored = sorted(
        (
            (
                mention is not None and item.source.split(" · ")[-1] == mention.project,
                _shared(wanted, _words(f"{item.title} {item.source}"), glossary),
                item.id,
            )
            for item in asked
        ),
        reverse=True,
    )
    if scored[0][:2] == scored[1][:2]:
        return None  # which of them: the list shows them
    return _read(route, scored[0][2])


async def _opened(deps: Deps, route: Route, said: str, glossary: Glossary | None) -> bool:
    """Whether ``said`` opens a thing by words that name no project ("open the tent one" for
    an item "Tent comparison", though its project's worker compares tents): then an item
    whose words are all of them. A project said by name ("the bakery one") or as one ("the
    tent project") is opened."""
    if _OPENED.search(said) is None:
        return False
    if route.intent == "project_open" and route.decision != "act":
        return True
    if (
        slots.A_PROJECT.search(said)
        or _OPENING.match(said) is None  # "i'd love to see the northern lights" opens nothing
        or (route.target not in ("project_open", "inbox_list") and route.decision != "model")
    ):
        return False
    projects = [p.name for p in await deps.projects.list()]
    mention = slots.find_project(said, projects, glossary)  # "die versicherung vom boot": more
    return mention is None or bool(_words(slots.mask(said, mention.start, mention.end)))


_OPENING = re.compile(
    r"^\W*(?:(?:ok|so|hey|eddie|(?:can|could|would) (?:you|u|i)|pls|please|lemme|let me|mal"
    r"|bitte|kannst du|(?:i'?d|i would) like to)\W+)*(?:open|show|see|pull up|bring up|zeig\w*"
    r"|(?:ö|oe)ffne|mach\w*)\b",
    re.IGNORECASE,
)
"""An opening asked for ("can you pull up …", "mach mal … auf"), not told ("i want to see …")."""
_TO_A_WORKER = frozenset({"steer_project", "mediate", "delegate_project"})


def _listed(route: Route) -> Route:
    listed = act_as(route, "inbox", "inbox_list", {"unread_only": False})
    return listed.model_copy(update={"rule": "router:inbox:result"})


def _read(route: Route, item_id: int) -> Route:
    return Route(
        decision="act",
        intent="inbox_read",
        target="inbox_read",
        args={"item_id": item_id},
        confidence=route.confidence,
        language=route.language,
        via=route.via,
    )


async def one_item(deps: Deps, route: Route, text: str, glossary: Glossary | None = None) -> Route:
    """``route``, or the inbox item ``text`` asks to read when exactly one fits best; a word
    said fits an item's word through ``glossary`` too ("fliesenleger" for "tiler")."""
    if (question := await _question_item(deps, route, text, glossary)) is not None:
        return question  # "wollte der X worker nicht was wissen" is no how-to either
    if route.decision == "act" and route.target not in _MISREAD:
        return route
    if (nth := await _nth_item(deps, route, text)) is not None:
        return nth
    said = slots.clean(text)
    came_back = sent_back(said)  # "show me what the tile quotes came back with"
    result = came_back or _RESULT_ON.search(said) is not None
    concluded = result or _CONCLUDED.search(said) is not None
    asked = concluded or _ONE_ITEM.search(text) is not None or _CAME_IN.search(said) is not None
    opened = not asked and await _opened(deps, route, said, glossary)
    if (route.intent != "inbox" or route.decision == "act") and not asked and not opened:
        return route  # the inbox read as a list, or something else said
    wanted = _words(text)
    if concluded:  # what "the berlin report" concluded: no item for its kind alone
        wanted = {w for w in wanted if _KIND_WORD.match(w) is None}
    if not wanted:
        return route  # "read me my messages": the list
    items = await deps.inbox.list()
    scored = sorted(
        (
            (
                _shared(wanted, titled := _words(f"{item.title} {item.source}"), glossary),
                _shared(wanted, titled, glossary, broader=False),  # "budget" is the budget's
                item.id,
            )
            for item in items
        ),
        reverse=True,
    )
    if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][:2] == scored[0][:2]):
        if result and route.target in _TO_A_WORKER:  # "the X worker is done, show me what it
            return _listed(route)  # found": what came in, not a message for that worker
        if came_back and (
            route.target == "project_open" or by_a_worker(said) or (scored and scored[0][0])
        ):  # "what did the X worker send over", several items fit: what there is
            return _listed(route)
        return route
    if opened and scored[0][0] < len(wanted):
        return route  # "mach mal die X auf" for no project: an item only when X is all its words
    return _read(route, scored[0][2])
