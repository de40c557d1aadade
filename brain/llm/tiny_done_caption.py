"""Captions for a photo of something the user finally finished or achieved, about that thing:
"a caption for my photo after i finally ran my first half marathon", "insta caption for my
completed 1000 piece puzzle", "need a caption, just finished the baby blanket i've been knitting
since march". Each caption names the thing as said ("my first half marathon", "a 1000-piece
puzzle"), with a line for its kind (a race, a puzzle, something sewn or knitted, anything else);
nothing is made up.

Such requests had got the stock captions about memories or the workout ones. A race with its time
or the money raised is :mod:`brain.llm.tiny_caption`'s, a first bake with its tries
:mod:`brain.llm.tiny_first_made`'s; a caption about no finished thing ("caption for me and my
sister at the beach") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import german

_CAPTION = re.compile(
    r"\b(?:captions?|capiton|captoin|capshun|bildunterschrift\w*|bildtext\w*)\b|\b(?:write|put|say)\s+(?:\w+\s+)?(?:under|with|below)"
    r"\s+(?:a|an|the|my|this)\s+(?:\w+\s+){0,2}?(?:pic|picture|photo|post|selfie)\b",
    re.IGNORECASE,
)
_CUT = (
    r"(?=\s*(?:[,.;:!?(]|\s(?:after|in \d|within|with|for|that|which|i'?ve|ive|i|we|it|and (?:i|it|we)"
    r"|lol|pls|please|so|yay|finally|at last|today|yesterday|this (?:morning|weekend)|last"
    r" (?:week|weekend|night)|since|from|on|at)\b|$))"
)
_THING = (
    r"(?P<det>my|our|a|an|the|this|that|her|his)\s+(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,4}?)" + _CUT
)
_DONE = re.compile(
    r"\b(?:having|just|finally|have|has|i|we|i'?ve|ive|we'?ve|after|me|at last|managed to)\s+"
    r"(?:(?:just|finally|actually|officially|at last)\s+)*(?P<verb>finished|finishing|completed"
    r"|completing|ran|run|running|did|done|doing|climbed|climbing|hiked|swam|cycled|rode|built"
    r"|building|knitted|knit|sewed|sewn|quilted|crocheted|solved|solving|conquered|beat|beaten"
    r"|passed|passing|made|making)\s+"
    + _THING
    + r"|\b(?P<det2>my|our|a|the|this)\s+(?:(?:finally|just)\s+)?(?:completed|finished|done)\s+"
    r"(?P<thing2>[\w'-]+(?:\s+[\w'-]+){0,4}?)" + _CUT,
    re.IGNORECASE,
)
_DONE_AFTER = re.compile(
    r"\b(?:of|for)\s+(?P<det>my|our|the|a)\s+(?P<thing>(?!(?:photo|pic|picture|selfie)\b)[\w'-]+(?:\s+(?!of\b)[\w'-]+){0,3}?)"
    r"\s*(?:,\s*|\s+(?:that"
    r"|which)\s+|\s+)(?:(?:i|we)\s+(?:(?:have|'ve|just|finally|at last)\s+)*(?P<verb>finished|completed"
    r"|made|knitted|sewed|built|ran|did)|(?:it'?s\s+|is\s+)?(?:finally|at last)\s+(?:done|finished"
    r"|complete|completed))\b",
    re.IGNORECASE,
)
"""The thing first, finished after it ("a photo of the quilt i finally finished", "my puzzle,
finally done")."""
_VERB = {
    "finishing": "finished", "completing": "completed", "run": "ran", "running": "ran",
    "done": "did", "doing": "did", "climbing": "climbed", "building": "built", "knit": "knitted",
    "sewn": "sewed", "solving": "solved", "beaten": "beat", "passing": "passed", "making": "made",
}  # fmt: skip
_KINDS = (
    (
        re.compile(
            r"\b(?:marathon|half[- ]marathon|\d+ ?k|ultra|triathlon|race|run|fun run|ironman"
            r"|parkrun|sprint)\b",
            re.I,
        ),
        "Tired legs, full heart: {thing}, done and dusted. 🏃",
    ),
    (re.compile(r"\b(?:jigsaw|puzzle)s?\b", re.I), "Every last piece in place: {thing}. 🧩"),
    (
        re.compile(
            r"\b(?:quilt|blanket|scarf|sweater|jumper|cardigan|socks|dress|embroidery|cross[- ]stitch"
            r"|tapestry|knitting|crochet)\w*\b",
            re.I,
        ),
        "Stitch by stitch, {thing} is finally finished. 🧵",
    ),
)
_GENERAL = "Slow progress is still progress: {thing}, done. 💪"
_NOT_A_THING = re.compile(
    r"^(?:it|this|that|them|work|shift|homework|dinner|lunch|breakfast|coffee|day|week|job|degree"
    r"|photo|pic|picture|post|caption)$",
    re.IGNORECASE,
)


def _a_thing(thing: str) -> bool:
    """Whether ``thing`` names something finished ("first marathon"), not the photo or a day."""
    words = thing.strip()
    return bool(words) and not _NOT_A_THING.match(words) and _PHOTO.search(words) is None


_PHOTO = re.compile(r"\b(?:photo|pic|picture|caption|selfie|post|of)\b", re.IGNORECASE)


def achievement_caption(said: str) -> str | None:
    """Captions about the thing ``said`` tells the user finally finished, or None."""
    if _CAPTION.search(said) is None:
        return None
    if german(said):
        return _german(said)
    groups = next(
        (
            found.groupdict()
            for pattern in (_DONE, _DONE_AFTER)
            for found in pattern.finditer(said)
            if _a_thing(found["thing"] or found.groupdict().get("thing2") or "")
        ),
        None,
    )
    if groups is None:
        return None
    det = (groups["det"] or groups.get("det2") or "my").lower()
    thing = (groups["thing"] or groups.get("thing2") or "").strip()
    verb = (groups["verb"] or "finished").lower()
    verb = _VERB.get(verb, verb)
    det = {"this": "my", "that": "my", "her": "my", "his": "my", "the": "my"}.get(det, det)
    thing = re.sub(r"\b(\d+)\s*(piece|pc|teile)\b", r"\1-\2", thing, flags=re.IGNORECASE)
    whole = f"{det} {thing}"
    kind = next((line for pattern, line in _KINDS if pattern.search(thing)), _GENERAL)
    lines = (
        f"{whole[:1].upper()}{whole[1:]}: done. ✅",
        f"Finally {verb} {whole}, and I couldn't be prouder. 🎉",
        kind.format(thing=whole),
    )
    return "A few to pick from:\n" + "\n".join(f'"{line}"' for line in lines)


_DONE_DE = re.compile(
    r"\b(?:geschafft|fertig\w*|beendet|gelaufen|vollendet|abgeschlossen|gepuzzelt|gen(?:ä|ae)ht"
    r"|gestrickt|gehäkelt|gehaekelt|gebaut)\b",
    re.IGNORECASE,
)
_THING_DE = re.compile(
    r"\b(?:mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|unserer)\s+(?P<first>erste[nmrs]?"
    r"\s+)?(?:(?:fertig|selbst|komplett|ganz|endlich)\s+)?(?:[a-zäöüß]+e[nmrs]?\s+){0,2}?"
    r"(?P<noun>[\wäöüß-]+)(?=\s*(?:[,.;:!?]|$|\s(?:ist|sind|war|endlich|geschafft|fertig\w*|schreiben"
    r"|nach|mit|im|am|in|von|für|fuer|bitte|pls)\b))",
    re.IGNORECASE,
)
_NOT_THING_DE = frozenset(
    """foto fotos bild bilder post beitrag instagram insta story selfie handy tag woche arbeit
    schicht""".split()  # noqa: SIM905 (a word list)
)
_KINDS_DE = (
    (re.compile(r"marathon|lauf|triathlon|\d+ ?k\b|rennen", re.I), "Müde Beine, volles Herz. 🏃"),
    (re.compile(r"puzzle", re.I), "Jedes Teil an seinem Platz. 🧩"),
    (
        re.compile(r"decke|quilt|schal|pullover|socken|kleid|stick", re.I),
        "Stich für Stich, endlich fertig. 🧵",
    ),
)


def _german(said: str) -> str | None:
    """The German captions: the thing as a noun without its article ("Das erste Mal Marathon:
    geschafft! ✅", "1000-Teile-Puzzle: geschafft! ✅")."""
    if _DONE_DE.search(said) is None:
        return None
    found = next(
        (m for m in _THING_DE.finditer(said) if m["noun"].lower() not in _NOT_THING_DE), None
    )
    if found is None:
        return None
    noun = "-".join(p[:1].upper() + p[1:] for p in found["noun"].split("-"))
    first = f"Das erste Mal {noun}" if found["first"] else noun
    kind = next(
        (line for pattern, line in _KINDS_DE if pattern.search(noun)), "Dranbleiben lohnt sich. 💪"
    )
    lines = (f"{first}: geschafft! ✅", f"Endlich fertig und so stolz: {noun}. 🎉", kind)
    return "Ein paar zur Auswahl:\n" + "\n".join(f"„{line}“" for line in lines)
