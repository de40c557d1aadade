"""``how_do_i``: keyword search over the bundled help (``prompts/help/*.md``).

:func:`search_help` and :func:`help_answer` are also what the DISCOVER action uses.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from importlib import resources

from pydantic import Field

from brain.lines import say
from brain.tools.base import ToolContext, ToolParams, tool

_STOPWORD_TEXT = (
    "a an and are as at be by can do does for from get how i if in is it me my of on or the"
    " to use what when where which with you your this that there"
    # words that say nothing about a topic: "never", "up" and "without" are in the help too,
    # so "how do i bring it up without a fight" would look like a question about Vance
    " never always ever up down out off over into onto without about again just really still"
    " so too very not no only even also then than some any every all much many most would"
    " could should will might must have has had was were been am he she we they them his her"
    " our their its actually like whats point kind sort stuff thing things lot so"
    # German words that say nothing about a topic ("wie funktioniert das mit dem archivieren")
    " wie was wo wann warum das der die dem den des ein eine einen einem mit bei von zu und oder"
    " ich du es man kann können koennen funktioniert geht läuft laeuft eigentlich mal nochmal"
    " hier gibt gibts überhaupt ueberhaupt denn auch noch"
)
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())


@dataclass(frozen=True)
class HelpSection:
    doc: str  # file stem, e.g. "voice"
    doc_title: str
    heading: str
    body: str

    def render(self) -> str:
        return f"## {self.heading} ({self.doc_title})\n{self.body}".rstrip()


def _stem(word: str) -> str:
    for suffix in ("ing", "es", "ed", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _terms(text: str) -> list[str]:
    said = _PHRASES.sub(lambda m: _PHRASE_TERMS[m.group(0)], text.lower())
    return [
        _stem(_GERMAN.get(w, w)) for w in re.findall(r"[a-zäöüß0-9_]+", said) if w not in _STOPWORDS
    ]


_GERMAN = {
    **dict.fromkeys(("modell", "modelle", "modells", "ki", "gpt", "claude", "openai"), "model"),
    **dict.fromkeys(("stimme", "sprachausgabe", "vorlesen", "vorgelesen", "laut"), "voice"),
    **dict.fromkeys(("sprache", "sprachen", "englisch", "deutsch"), "language"),
    **dict.fromkeys(("projekt", "projekte", "projekts", "ordner"), "project"),
    **dict.fromkeys(("workern", "workers", "agenten", "agent", "agents"), "worker"),
    **dict.fromkeys(("lösch", "lösche", "löschen", "loeschen", "entfernen", "entfern"), "delete"),
    **dict.fromkeys(("erinnerung", "erinnerungen", "erinnern"), "reminder"),
    **dict.fromkeys(("wecker", "weckers"), "alarm"),
    **dict.fromkeys(("posteingang", "nachrichten"), "inbox"),
    **dict.fromkeys(("einstellung", "einstellungen", "einstellen", "einstell"), "setting"),
    **dict.fromkeys(("taste", "tasten", "tastenkürzel", "kürzel"), "key"),
    **dict.fromkeys(("vergessen", "vergiss", "vergisst"), "forget"),
    **dict.fromkeys(("merken", "merk", "merkst", "speichern"), "remember"),
    **dict.fromkeys(("gedächtnis", "erinnerst"), "memory"),
    **dict.fromkeys(("sitzung", "sitzungen", "chat", "chats"), "session"),
    **dict.fromkeys(("anlegen", "erstellen", "erstell", "anleg"), "create"),
    **dict.fromkeys(("archivieren", "archivier"), "archive"),
    **dict.fromkeys(("stoppen", "anhalten", "abbrechen", "beenden"), "stop"),
    **dict.fromkeys(("zuhören", "hören", "sprechen", "reden"), "speak"),
    **dict.fromkeys(("wechseln", "wechsle", "wechsel", "ändern", "änder", "ändere"), "change"),
    **dict.fromkeys(("farbe", "farben", "design"), "theme"),
    **dict.fromkeys(("schrift", "schriftgröße"), "font"),
    **dict.fromkeys(("kopieren", "kopier"), "copy"),
    **dict.fromkeys(("zeitplan", "zeitpläne", "wiederholen"), "schedule"),
    **dict.fromkeys(("offline", "internet", "netz"), "offline"),
    **dict.fromkeys(
        ("keyboard", "shortcut", "shortcuts", "hotkey", "hotkeys", "keybinding", "keybindings"),
        "key",
    ),
    **dict.fromkeys(("llm", "llms", "ai"), "model"),
    **dict.fromkeys(("mic", "mics", "mikro", "mikrofon"), "microphone"),
}
"""Other words of the help's topics (German, or English synonyms: "shortcuts" are keys),
searched as the help's own words."""
_PHRASE_TERMS = {"out loud": "aloud", "read out": "aloud", "talk back": "speak"}
_PHRASES = re.compile("|".join(map(re.escape, _PHRASE_TERMS)))


def _parse(stem: str, text: str) -> list[HelpSection]:
    doc_title = stem.replace("-", " ").capitalize()
    sections: list[HelpSection] = []
    heading, lines = "", list[str]()

    def flush() -> None:
        body = "\n".join(lines).strip()
        if body:
            sections.append(HelpSection(stem, doc_title, heading or doc_title, body))

    for line in text.splitlines():
        if line.startswith("# "):
            doc_title = line[2:].strip()
        elif line.startswith("## "):
            flush()
            heading, lines = line[3:].strip(), []
        else:
            lines.append(line)
    flush()
    return sections


@functools.cache
def help_sections() -> tuple[HelpSection, ...]:
    """Every section of every bundled help file (read once)."""
    folder = resources.files("prompts") / "help"
    sections: list[HelpSection] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".md") and entry.is_file():
            sections += _parse(entry.name.removesuffix(".md"), entry.read_text(encoding="utf-8"))
    return tuple(sections)


def _score(section: HelpSection, terms: list[str], phrase: str) -> float:
    heading = set(_terms(section.heading))
    title = set(_terms(section.doc_title))
    body = _terms(section.body)
    score = 0.0
    for term in terms:
        found = 3 * (term in heading) + 1.5 * (term in title) + min(body.count(term), 3)
        score += found * _rarity(term)
    if phrase and phrase in section.body.lower():
        score += 4
    return score


@functools.cache
def _rarity(term: str) -> float:
    """How much a term says: one in few sections ("aloud") more than one in many ("read")."""
    sections = _section_terms()
    holding = sum(term in terms for terms in sections)
    return 1.0 + math.log(len(sections) / max(holding, 1))


@functools.cache
def _section_terms() -> tuple[frozenset[str], ...]:
    """Each help section's terms (heading and body), read once."""
    return tuple(frozenset(_terms(f"{s.heading} {s.body}")) for s in help_sections())


_VAGUE = frozenset(
    _terms(
        "bigger better faster slower smaller larger quicker easier louder quieter new different "
        "another other more less make change get set turn switch add remove put keep"
    )
)
"""Words that say how, not about what: no sign of a question about something else."""


@functools.cache
def _vocabulary() -> frozenset[str]:
    return frozenset(
        term for s in help_sections() for term in _terms(f"{s.doc_title} {s.heading} {s.body}")
    )


def asks_elsewhere(topic: str) -> bool:
    """Whether ``topic`` is mostly in words the help never uses: a question about something
    else ("how do i clear the browser cache"; "merken, was ich dir erzähle" shares only
    "was" with the help)."""
    return _elsewhere(list(dict.fromkeys(_terms(topic))))


def _elsewhere(terms: list[str]) -> bool:
    specific = [term for term in terms if term not in _GENERAL and term not in _VAGUE]
    if any(term in _PARTS for term in specific):
        return False  # "my mic doesnt work": a part of Vance, however it is said
    foreign = sum(term not in _vocabulary() for term in specific)
    return foreign > 0 and 2 * foreign >= len(specific)


def about_vance(topic: str) -> bool:
    """Whether ``topic`` names a part of Vance (a project, a reminder, the voice, a key …): a
    how-to without one is about the world ("how do i fix a stuck zipper" is no trouble with
    a stuck worker)."""
    return _ADDRESSED.search(topic) is not None or any(term in _APP for term in _terms(topic))


def for_the_world(topic: str) -> bool:
    """Whether a how-to is about the world, not Vance: mostly in words the help never uses,
    naming no part of Vance and not said to Eddie ("got a text from 'my bank' that wants my
    PIN, what do i do"; "wie funktioniert das mit den projekten bei dir" is Vance's)."""
    asked = _POLITE.sub("", topic)  # "kannst du mir ein rezept für … geben": asked of Eddie
    if any(term in _PARTS for term in _terms(topic)) or _TO_EDDIE.search(asked):
        return False
    if _HOW_IT_WORKS.search(topic) and about_vance(topic):
        return False  # "wie funktioniert das mit dem archivieren": Vance's archive
    return asks_elsewhere(topic)


_HOW_IT_WORKS = re.compile(
    r"\b(?:wie (?:funktioniert|geht|läuft|laeuft) (?:das|es)\b(?: \w+)? mit|how does (?:the )?"
    r"\w+ work\b|how do (?:the )?\w+ work\b)",
    re.IGNORECASE,
)
_POLITE = re.compile(
    r"^\W*(?:(?:can|could|would) (?:you|u) (?:please |pls )?(?:give|tell|show|send|find|get) (?:me|us)"
    r"|(?:kannst|könntest|koenntest|würdest) du (?:mir|uns) (?:mal |bitte |kurz )*)\b",
    re.IGNORECASE,
)


_TO_EDDIE = re.compile(
    r"\b(?:you|your|u|ur|du|dich|dir|dein\w*|eddie|vance|here|hier|this app|the app)\b", re.I
)


def search_help(topic: str, limit: int = 2) -> list[HelpSection]:
    """The best sections for ``topic``: the top one, plus a runner-up scoring at least half;
    none for a topic mostly in words the help never uses."""
    terms = list(dict.fromkeys(_terms(topic)))
    if not terms or _elsewhere(terms):
        return []
    phrase = " ".join(topic.lower().split()) if len(terms) > 1 else ""
    scored = sorted(
        ((s, _score(s, terms, phrase)) for s in help_sections()), key=lambda x: x[1], reverse=True
    )
    if not scored or scored[0][1] <= 0:
        return []
    best = scored[0][1]
    return [s for s, score in scored[:limit] if score >= best / 2]


_GENERAL = frozenset(
    _terms(
        "help able thing feature use using app vance eddie stuff good handle tour explain "
        "know capable capabilities offer give show so tell want need like really just please "
        "quick overview hilfe hilf helfen kannst kann was du mir alles machen tun zeig zeige "
        "bitte funktionen actually exactly even else besides other kind sort anything everything "
        "eigentlich genau sonst noch u ya ur r do does dir dich hier here this das so wie "
        "funktioniert works hallo hello hi hey neu new neue bin am ich mit with kinda sorta types "
        "type things mich mir für fuer f me for und and nicht not cannot cant what can you auch also"
        " or oder which welche"
    )
)
"""Words that ask what Vance can do at all, not about one part of it (English and German)."""
_APP = frozenset(
    _terms(
        "vance eddie you your yourself project worker inbox reminder schedule model voice speech "
        "spoken aloud language memory remember forget session theme colour color key shortcut "
        "hotkey setting config plan panel hud answer text screen font copy paste scroll quit "
        "exit command delegate delegation approval sandbox mcp tool timer alarm help projekt "
        "erinnerung stimme sprache modell taste einstellung posteingang du dich dir microphone "
        "archiving archivieren archiviert"
    )
)
"""Words that name a part of Vance (or Eddie himself)."""
_PARTS = frozenset(
    _terms(
        "microphone key shortcut hotkey voice speech model project worker inbox session theme "
        "setting config hud sandbox mcp memory projekt stimme modell taste posteingang"
    )
)
"""Parts of Vance no question about the world names: a topic with one is about Vance."""
_ADDRESSED = re.compile(
    r"\b(?:make|get|have|let|ask|tell|teach|turn|set|stop|switch) (?:you|u|eddie)\b"
    r"|\b(?:your|ur|dich|dir|deine?[nmrs]?)\b|\bwhat (?:\w+ ){0,3}(?:can|could) (?:you|u) (?:\w+ )?(?:do|help)\b"
    r"|\bpoint of (?:you|u|this|vance|eddie)\b|\bwas kannst du\b",
    re.IGNORECASE,
)
"""Eddie asked about himself: "how can i make you talk slower"."""
_WHAT_YOU_DO = re.compile(
    r"\bwhat (?:\w+ ){0,3}(?:can|could|do) (?:you|u) (?:\w+ )?(?:do|help)\b|\bwas kannst du\b", re.I
)
"""What Eddie can do asked, whatever else is said ("first time using you"): the overview."""
_OVERVIEW = ("getting-started", ("What Vance is", "First things to try"))


def help_answer(topic: str, language: str = "en") -> str:
    """The help sections for ``topic``; a general question ("what can you do for me") gets
    the overview, and a topic the help does not cover says so before it (the help itself
    is English; Eddie's own lines are in ``language``)."""
    terms = _terms(topic)
    general = bool(_WHAT_YOU_DO.search(topic)) and not any(term in _PARTS for term in terms)
    found = [] if general or all(term in _GENERAL for term in terms) else search_help(topic)
    if found:
        return "\n\n".join(section.render() for section in found)
    doc, headings = _OVERVIEW
    overview = [s for s in help_sections() if s.doc == doc and s.heading in headings]
    titles = ", ".join(sorted({s.doc_title for s in help_sections()}))
    text = "\n\n".join(section.render() for section in overview)
    more = say("help.more", language, titles=titles)
    if not general and any(term not in _GENERAL for term in terms):
        unknown = say("help.unknown", language, topic=repr(topic))
        return f"{unknown}\n\n{text}\n\n{more}"
    return f"{say('help.overview', language)}\n\n{more}"  # "what can you do": in a few words


class HowDoIParams(ToolParams):
    topic: str = Field(description="What the user wants to know, in a few words", max_length=200)


@tool(labels=["read-only"])
async def how_do_i(ctx: ToolContext, p: HowDoIParams) -> str:
    """Look up how to do something in Vance (commands, keys, settings, voice, models)."""
    return help_answer(p.topic, ctx.language)


TOOLS = [how_do_i]
