"""A farewell card for someone moving away, with where they go and how long they were near:
"card for our neighbour helmut, he's moving to canada after 20 years across the street" → "We
can hardly believe you're moving to Canada! After 20 years across the street, it won't be the
same without you. Thank you for being such a wonderful neighbour. …"; "abschiedskarte für frau
weber, sie zieht nach 15 jahren nach hamburg" → „… dass Sie nach Hamburg ziehen! Nach 15
Jahren wird es ohne Sie nicht dasselbe sein. …“. The place and the years are the user's; a
move with neither ("she's moving away") still wishes them well and says they will be missed.
Used by :mod:`brain.llm.tiny_cards` and :mod:`brain.llm.tiny_cards_de`."""

from __future__ import annotations

import re
from dataclasses import dataclass

from brain.llm.tiny_details import named

_NO_PLACE = (
    r"(?!(?:be|live|start|join|work|study|take|look|care|help|get|find|go|retire|stay|teach|open"
    r"|raise|spend|after|in|next|this|for|with|and|soon|at|on|when|because|from|the next|a new"
    r"|nach|in|im|mit|zu|zur|zum|bald|nächste\w*|her|his|their|my|our|your|be|ihr\w*|sein\w*"
    r"|mein\w*|\d)\b)"
)
_PLACE = (
    rf"(?P<to>{_NO_PLACE}[A-Za-zÄÖÜäöüß][\w'.-]*(?:\s+(?!(?:and|und|but|aber|she|he|they|sie|er"
    r"|who|der|die|always|immer|after|nach|in|next|this|for|with|soon|at|on|to|from|years?|jahren?"
    r"|weeks?|months?|wochen|monaten|bald|ab|am|im|aus|um|zurück|ziehen|zieht|ziehst|wandern"
    r"|wandert|gehen|geht|umziehen|auswandern|\d)\b)[A-Za-zÄÖÜäöüß][\w'.-]*){0,2})"
)
MOVING = re.compile(
    r"\b(?:moving|relocating|emigrating|moves|relocates|emigrates|moved|relocated|emigrated)\s+"
    r"(?:(?P<back>back)\s+|(?:over|out|all the way|across the (?:country|world|pond))\s+)*to\s+"
    + _PLACE
    + r"|\b(?:off|heading|headed|leaving(?: us)?)\s+(?:back\s+)?(?:to|for)\s+"
    + _PLACE.replace("?P<to>", "?P<off_to>")
    + r"|\b(?:zieht|ziehen|ziehst|zieh|geht|gehen|wandert|wandern)(?:\s+\S+){0,8}?\s+(?:zurück\s+)?"
    r"(?P<into>nach|in die|in den|ins)\s+(?!\d)(?!\w+\s+jahr)"
    + _PLACE.replace("?P<to>", "?P<to_de>")
    + r"|\bnach\s+(?!\d)(?!\w+\s+jahr)"
    + _PLACE.replace("?P<to>", "?P<to_last>")
    + r"\s+(?:aus|um|zurück|weg)?(?:ziehen|zieht|ziehst|wandern|wandert|gehen|geht)\b"
    + r"|\b(?:moving|relocating|emigrating|moves|relocates|emigrates)\b(?!\s+(?:on|up|in|into"
    r"|day|box\w*|company|forward|along|speech|story|tribute|words|message|card|note|text|letter"
    r"|poem|goodbye|farewell|eulogy)\b)"
    r"|\b(?:zieht|ziehen|ziehst|zieh)(?:\s+\S+){0,3}?\s+(?:weg|fort)\b|\bwegzug\b|\bauswander\w*"
    r"|\bwandert\b[^,.;!?]*\baus\b",
    re.IGNORECASE,
)
"""Someone moving away, and where to when said ("he's moving to canada", "moving back to
ireland", "she's relocating", "zieht nach 15 jahren nach hamburg", "wandert nach kanada aus")."""
_STOP = (
    r"(?:and|und|but|aber|he|she|they|who|er|sie|die|der|always|never|immer|nie|nach|to|zu"
    r"|zurück|back|moving|moves|zieht|hat|hatte|war|is|ist|has|was)"
)
_YEARS = re.compile(
    r"\b(?P<n>\d{1,2}|(?:ten|twenty|thirty|forty|fifty|fifteen|twelve|eleven|five|six|seven"
    r"|eight|nine|zehn|zwanzig|dreißig|dreissig|vierzig|fünfzehn|zwölf)(?:-\w+)?)\s+(?:years?"
    r"|yrs|jahren?)(?P<where>\s+(?:across|next|up|down|on|in|at|as|with|here|there|living"
    rf"|nebenan|gegen(?:ü|ue)ber|im|als|bei|hier)\b(?:\s+(?!{_STOP}\b)[\w'-]+){{0,3}}?)?"
    rf"(?=\s*(?:[,.;!?]|$)|\s+{_STOP}\b)",
    re.IGNORECASE,
)
_NEAR = re.compile(
    r"\b(?:neighbou?rs?\w*|nachbar\w*|next door|across the (?:street|road|hall|landing|way)"
    r"|upstairs|downstairs|down the (?:road|street|hall)|(?:on|in) (?:our|the) (?:street|road"
    r"|building|block|close)|nebenan|gegen(?:ü|ue)ber|im haus|in unserem haus|in (?:unserer|der)"
    r" stra(?:ß|ss)e)\b",
    re.IGNORECASE,
)
"""Someone living near the user: the card thanks them as a neighbour."""


_INTO = {"in die": ("die", "der"), "in den": ("den", "dem"), "ins": ("das", "dem")}
"""A country said with its article ("in die Türkei"): its article after "in" and after "nach"."""


@dataclass(frozen=True)
class Move:
    """A move away as told: where to ("Canada", "" when not said), the years near the user
    ("20") and where those were ("across the street")."""

    to: str
    years: str
    where: str
    neighbour: bool
    back: bool = False


def moving(said: str) -> Move | None:
    """The move ``said`` tells of, or None when no one is moving away."""
    found = MOVING.search(said)
    if found is None:
        return None
    to = (found["to"] or found["off_to"] or found["to_de"] or found["to_last"] or "").strip()
    if to and not re.match(r"(?:the|a|an)\b", to, re.IGNORECASE):
        to = named(to)
    into = (found["into"] or "").lower()
    if into and into != "nach":  # "in die türkei": said with its article
        to = f"{_INTO[into][0]} {to}"
    years = _YEARS.search(said)
    where = (years["where"] or "").strip() if years else ""
    if re.fullmatch(r"(?:as|als|in|im|at|on|with|bei)", where, re.IGNORECASE):
        where = ""
    near = _NEAR.search(said) is not None
    return Move(to, years["n"] if years else "", where, near, bool(found["back"]))


def english(move: Move, said: str, we: str, did: str) -> list[str]:
    """The card's lines between the greeting and the closing, said by ``we`` ("I" or "we");
    ``did`` is what they always did, said again ("always bringing donuts on Mondays")."""
    going = (
        f"you're moving {'back ' if move.back else ''}to {move.to}"
        if move.to
        else "you're moving away"
    )
    lines = [f"{we.capitalize()} can hardly believe {going}!"]
    if move.years:
        where = f" {move.where}" if move.where else " as neighbours" if move.neighbour else ""
        lines.append(f"After {move.years} years{where}, it won't be the same without you.")
    else:
        lines.append("It won't be the same without you.")
    many = re.search(r"\b(?:neighbou?rs|they|they're|theyre)\b", said, re.IGNORECASE)
    thanks = (
        f"being {'such wonderful neighbours' if many else 'such a wonderful neighbour'}"
        if move.neighbour
        else "everything"
    )
    lines.append(
        f"Thank you for {thanks}, and especially for {did}." if did else f"Thank you for {thanks}."
    )
    there = (
        "in your new home"
        if not move.to or re.match(r"(?:a|an)\b", move.to, re.IGNORECASE)
        else f"in {move.to}"
    )
    lines.append(f"{we.capitalize()} wish you all the best {there}. You'll be so missed!")
    lines.append("Stay in touch!")
    return lines


def german(move: Move, f: dict[str, str], me: dict[str, str], did: str) -> list[str]:
    """The German lines, said to them in ``f`` (du, ihr or Sie) by ``me`` (ich or wir)."""
    you = f["du"]
    go = {"du": "ziehst", "ihr": "zieht"}.get(you, "ziehen")
    into, there = _places_de(move.to)
    going = f"{into} {go}" if move.to else f"weg{go}"
    we = me["ich"]
    lines = [f"{we} {'können' if we == 'wir' else 'kann'} kaum glauben, dass {you} {going}!"]
    without = f"wird es ohne {f['dich']} nicht dasselbe sein"
    if move.years:
        where = (
            f" {_said_de(move.where)}" if move.where else " als Nachbarn" if move.neighbour else ""
        )
        lines.append(f"Nach {move.years} Jahren{where} {without}.")
    else:
        lines.append(f"Ohne {f['dich']} wird es nicht dasselbe sein.")
    thanks = "Danke für die schöne Nachbarschaft" if move.neighbour else "Danke für alles"
    lines.append(f"{thanks} – und besonders dafür, {did}!" if did else f"{thanks}!")
    will = {"du": "wirst", "ihr": "werdet"}.get(you, "werden")
    lines.append(
        f"{me['ich'].capitalize()} {me['wünsche']} {f['dir']} für den Neuanfang{there} alles Gute."
        f" {you[:1].upper()}{you[1:]} {will} {'uns' if we == 'wir' else 'mir'} sehr fehlen!"
    )
    lines.append({"du": "Bleib", "ihr": "Bleibt"}.get(you, "Bleiben Sie") + " in Kontakt!")
    return lines


def _places_de(to: str) -> tuple[str, str]:
    """Where they move, said after the verb and after "Neuanfang": ("nach Hamburg", " in
    Hamburg"), ("in die Türkei", " in der Türkei"); ("", "") when not said."""
    if not to:
        return "", ""
    article, rest = to.split(" ", 1) if " " in to else ("", to)
    for into, (said, after) in _INTO.items():
        if article == said:
            return f"{into} {rest}", f" in {after} {rest}"
    return f"nach {to}", f" in {to}"


def _said_de(where: str) -> str:
    """ "im haus" → "im Haus"; "nebenan", "gegenüber" stay."""
    from brain.llm.tiny_cards_de import german_nouns

    return " ".join(
        w if _ADVERB_DE.fullmatch(w) else german_nouns(w) for w in where.lower().split()
    )


_ADVERB_DE = re.compile(r"nebenan|gegen(?:ü|ue)ber|hier|oben|unten|dr(?:ü|ue)ben|da", re.I)
