"""What the person a card is for always did or does, told around the request, said again to them
as the card's thanks: "retirement card for bernd, 25 years here and he always fixed the printer"
→ "always fixing the printer"; "farewell card for mia, she organised every team lunch" →
"organising every team lunch"; "who taught me everything i know" → "teaching me everything I
know"; German "er hat immer den drucker repariert" → "dass du immer den Drucker repariert hast".
A life event or a state ("he turned 60", "she had surgery", "he loves fishing") is no deed: the
card writers say those their own way. Used by :mod:`brain.llm.tiny_cards` and
:mod:`brain.llm.tiny_cards_de`."""

from __future__ import annotations

import re

from brain.llm.tiny_favour import as_ing, to_them, you_form
from brain.llm.tiny_german import noun_written, nouns_capitalised
from brain.llm.tiny_tidy import tidied

_OFTEN = (
    r"(?:always|never once|never|often|usually|constantly|literally|basically|single-?handedly|somehow"
    r"|reliably|still|also|even|really|just|every (?:single )?(?:day|week|morning|time|year))"
)
_HABIT = r"(?:always|never once|never|constantly|reliably|every (?:single )?(?:day|week|morning|time|year))"
"""The words that make a clause without "he" or "she" a deed of theirs ("…, always brought
donuts on mondays"); "often" or "just" alone do not ("…, just retired")."""
_DEED = re.compile(
    r"(?:^|[,;.!?]\s*|\s(?:and|but)\s+|\s)(?:(?:she|he|they)(?:'s|\s+has|\s+have)?|who(?:'s|\s+has)?)"
    rf"\s+(?P<often>(?:{_OFTEN}\s+)*)(?P<verb>[a-z]+)\b(?P<rest>[^,.;!?]*)"
    r"|(?:^|[,;.!?]\s*|\s(?:and|but)\s+|(?<=\bhere)\s|(?<=\bthere)\s|(?<=\bus)\s|(?<=\byears)\s)"
    rf"(?P<often2>{_HABIT}\s+(?:{_OFTEN}\s+)*)(?P<verb2>[a-z]+)\b(?P<rest2>[^,.;!?]*)",
    re.IGNORECASE,
)
_NO_DEED = frozenset(
    """turned turns turning moved moves retired retires retiring married died passed started
    starts left leaves leaving quit lost broke failed won got gets is was has had will can just
    recently finally became celebrated wed divorced resigned lives lived works worked loves
    loved likes liked adores adored hates hated enjoys enjoyed would could should might must
    does did do are were am be going coming joined joins graduated graduates wants wanted needs
    needed deserves deserved said says told tells thinks thought feels felt seems seemed
    looks looked sounds sounded""".split()  # noqa: SIM905 (a word list)
)
"""Verbs of a life event, a state or a feeling ("who turned 60", "he loves fishing"): no deed."""
_BE = frozenset({"is", "was", "been", "'s"})
_HAD = {"had": "having", "has": "having", "got": "getting", "gets": "getting"}
"""Verbs of a life event that say a habit after "always" ("always had a joke ready")."""


def deed(said: str) -> str:
    """What they did or do, said again for them ("always fixing the printer"), or ""."""
    for found in _DEED.finditer(said):
        verb = (found["verb"] or found["verb2"]).lower()
        often = (found["often"] or found["often2"] or "").strip()
        rest = (found["rest"] if found["verb"] else found["rest2"]).strip()
        later = re.match(rf"((?:{_OFTEN}\s+)+)(.*)$", rest, re.IGNORECASE)
        if verb in _BE and later is not None:  # "who was always there": always being there
            often, rest = f"{often} {later[1]}".strip(), later[2].strip()
        if verb in _BE and (often or verb == "been") and rest:
            ing = "being"  # "he was always there for us": always being there for us
        elif verb in _HAD and re.match(r"(?:always|never)\b", often, re.IGNORECASE):
            ing = _HAD[verb]  # "always had a joke for everyone": a habit, no life event
        elif verb in _NO_DEED or verb in _BE:
            continue
        else:
            ing = as_ing(verb) or _present_ing(verb)
        if not ing or (not rest and not often):
            continue
        words = " ".join(w for w in (often.lower(), ing, rest) if w)
        said_again = to_them(words)
        said_again = re.sub(r"\b(?:his|their)\b", "your", said_again, flags=re.IGNORECASE)
        said_again = re.sub(r"\bher\b", "your", said_again, flags=re.IGNORECASE)
        return tidied(said_again, "en", first=False, as_said=True).rstrip(".")
    return ""


def _present_ing(verb: str) -> str:
    """ "fixes" → "fixing", "makes" → "making", "runs" → "running"; "" for no such verb."""
    if not verb.endswith("s") or verb.endswith("ss") or len(verb) < 4:
        return ""
    base = you_form(verb)
    if base.endswith("ie"):
        return base[:-2] + "ying"
    if base.endswith("e") and not base.endswith(("ee", "ye", "oe")):
        return base[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnprt]", base) and len(base) <= 4:
        return base + base[-1] + "ing"  # "runs": running
    return base + "ing"


_DEED_DE = re.compile(
    r"(?:^|[,;.!?]\s*|\s(?:und|aber)\s+|(?<=dabei)\s|(?<=hier)\s|(?<=uns)\s|(?<=jahre)\s"
    r"|(?<=jahren)\s)(?:(?:er|sie|der|die)\s+|(?=(?:hat|hatte|war)\s+(?:immer"
    r"|jeden|jede|jedes|stets|ständig|nie)\b))(?P<aux>hat|hatte|war|ist)\s+"
    r"(?P<rest>[^,.;!?]+?)\s+(?P<done>[a-zäöüß]*(?:ge[a-zäöüß]+(?:t|en)|iert)|da)(?:\s+(?:hat|hatte"
    r"|ist|war))?(?=\s*(?:[,.;!?]|$|\bund\b))"
    r"|(?:^|[,;.!?]\s*|\s(?:und|aber)\s+)(?:er|sie)\s+(?P<verb>[a-zäöüß]+t)\s+(?P<more>(?:immer"
    r"|jeden|jede|jedes|stets|ständig|oft)\b[^,.;!?]*)",
    re.IGNORECASE,
)
"""A deed told in German: "er hat immer den drucker repariert", "die jedes teamessen organisiert
hat", "sie war immer für alle da", "sie backt jeden freitag kuchen"."""
_NO_DEED_DE = frozenset(
    """geheiratet gestorben geboren geworden gegangen umgezogen gekündigt bekommen gewonnen
    verloren operiert""".split()  # noqa: SIM905 (a word list)
)


def deed_de(said: str, you: str) -> str:
    """The German deed as a "dass" clause to them (``you``: "du", "ihr" or "Sie"): "dass du
    immer den Drucker repariert hast"; "" for none."""
    found = _DEED_DE.search(said)
    if found is None:
        return ""
    if found["verb"]:  # "sie backt jeden freitag kuchen" → "dass du jeden Freitag Kuchen backst"
        verb = found["verb"].lower()
        own = {"du": verb[:-1] + "st", "ihr": verb, "Sie": verb[:-1] + "en"}[you]
        own = re.sub(r"tst$", "test", own) if you == "du" and verb.endswith("tet") else own
        own = verb if you == "du" and re.search(r"(?:s|ß|z|x)t$", verb) else own  # "gießt"
        return f"dass {you} {_owned(found['more'], you)} {own}"
    done = found["done"].lower()
    if done in _NO_DEED_DE:
        return ""
    aux = found["aux"].lower()
    had = aux in ("hat", "hatte")
    own = {"du": "hast" if had else "warst", "ihr": "habt" if had else "wart"}.get(
        you, "haben" if had else "waren"
    )
    rest = re.sub(
        r"(\s|^)([a-zäöüß]+)$", lambda m: m[1] + noun_written(m[2]), _owned(found["rest"], you)
    )
    return f"dass {you} {rest} {done} {own}"


def _owned(words: str, you: str) -> str:
    """The German words said to them: "seine"/"ihre" → "deine", nouns capitalised."""
    own = {"du": "dein", "ihr": "euer", "Sie": "Ihr"}[you]
    said = re.sub(
        r"\b(?:sein|ihr)(e|en|em|er|es)?\b", lambda m: own + (m[1] or ""), words.strip(), flags=re.I
    )
    return nouns_capitalised(said.lower())
