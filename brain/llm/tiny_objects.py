"""The things a tip is for and the things a user asks about, so a tip for one thing is not
said about another: "my car brakes squeak like crazy" got the oil-on-the-door-hinge tip (its
tag "squeak"), and oil near brakes is dangerous. A tip whose tags name a thing ("hinge",
"creaky door") fits only a question naming that thing or none; and a question about something
that can hurt when handled wrongly (brakes, electrics, gas, medicine) gets only a tip made for
it. Used by :mod:`brain.llm.tiny_ideas`.
"""

from __future__ import annotations

import re

# fmt: off
_THINGS: dict[str, tuple[str, ...]] = {
    "car": ("car", "cars", "auto", "autos", "windscreen", "windshield",
            "wiper", "wipers", "scheibenwischer", "windschutzscheibe", "tyre", "tyres", "tire", "tires",
            "reifen", "exhaust", "auspuff"),
    "bike": ("bike", "bikes", "bicycle", "bicycles", "fahrrad", "fahrrads",
             "pedal", "pedals", "saddle", "sattel"),
    "door": ("door", "doors", "hinge", "hinges", "tür", "türen", "tuer", "tueren", "scharnier",
             "scharniere", "türscharnier", "tuerscharnier"),
    "window": ("window", "windows", "fenster"),
    "floor": ("floor", "floors", "floorboard", "floorboards", "dielen", "parkett"),
    "bed": ("bed", "beds", "mattress", "bett", "matratze", "lattenrost"),
    "chair": ("chair", "chairs", "stuhl", "stühle", "stuehle", "sofa", "couch"),
    "shoes": ("shoe", "shoes", "boots", "sneakers", "trainers", "schuh", "schuhe", "stiefel"),
    "brakes": ("brake", "brakes", "braking", "bremse", "bremsen", "bremst", "bremsbeläge",
               "fahrradbremse", "fahrradbremsen", "autobremse", "autobremsen", "scheibenbremse",
               "scheibenbremsen", "vorderbremse", "hinterbremse", "bremsbelag", "bremsscheibe",
               "bremsscheiben"),
    "electrics": ("socket", "sockets", "outlet", "outlets", "wiring", "fuse", "fuses", "fuse box",
                  "circuit breaker", "plug sparks", "sparking", "live wire", "electric shock",
                  "steckdose", "steckdosen", "sicherung", "sicherungskasten", "stromschlag", "funken",
                  "kabelbrand"),
    "gas": ("gas leak", "smell gas", "smells of gas", "smells like gas", "gas smell", "gas stove",
            "gas boiler", "gas cooker", "carbon monoxide", "gasgeruch", "gasleck", "riecht nach gas",
            "gasherd", "gastherme", "kohlenmonoxid"),
    "medicine": ("medicine", "medicines", "medication", "medications", "meds", "pill", "pills",
                 "dosage", "prescription", "antibiotic", "antibiotics",
                 "ibuprofen", "paracetamol", "aspirin", "insulin", "medikament", "medikamente",
                 "tablette", "tabletten", "dosis", "antibiotikum", "pille"),
}
# fmt: on
_CAREFUL = frozenset({"brakes", "electrics", "gas", "medicine"})
"""Things a wrong household tip can make dangerous: only a tip made for them is said."""
_FINDS = {
    thing: re.compile(
        r"\b(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")\b",
        re.IGNORECASE,
    )
    for thing, words in _THINGS.items()
}


def things(text: str) -> frozenset[str]:
    """The things ``text`` names ("my car brakes squeak" → car, brakes)."""
    return frozenset(thing for thing, found in _FINDS.items() if found.search(text))


def clash(made_for: frozenset[str], said: str, named: list[tuple[int, int]]) -> bool:
    """Whether a tip made for ``made_for`` (the things its tags name) must not answer
    ``said``, where its tags are ``named`` (spans): it asks about a careful thing the tip is
    not for, or the thing said just before the words the tip matched is none of the tip's
    ("my car brakes squeak" is no door hinge's; "my dog barks at everything, even cars" is
    still the dog's)."""
    if things(said) & _CAREFUL - made_for:
        return True
    near = frozenset().union(*(things(_before(said, start, end)) for start, end in named))
    return bool(made_for and near and not made_for & near)


_LAST_WORDS = re.compile(r"(?:\S+\s+){0,4}$")


def _before(said: str, start: int, end: int) -> str:
    """The words matched from ``start`` to ``end`` and up to four words before them."""
    found = _LAST_WORDS.search(said[:start])
    return said[found.start() if found else start : end]
