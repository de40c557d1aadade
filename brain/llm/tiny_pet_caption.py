"""Captions for a photo of the user's pet named in the request, with where it is or what they are
doing: "caption for a photo of me and my cat pixel on the balcony at sunset" → "Me and Pixel on
the balcony at sunset 🐱", "insta caption: my horse juno at the beach", "bildunterschrift für
ein foto von mir und meinem hund bruno am strand" → „Bruno und ich am Strand 🐶“. The pet's name
and the place or activity are the user's; a pet without a name ("caption for my dog pic") keeps
the stock captions (:mod:`brain.llm.tiny_ideas`). Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, clauses, days_named, german
from brain.llm.tiny_german import nouns_capitalised

CAPTION = re.compile(
    r"\b(?:(?:insta(?:gram)?|ig|fb|facebook|tiktok)\s+)?(?:captions?|caption ideas?|capiton"
    r"|bildunterschrift\w*|bildtext|insta(?:gram)?[- ]?(?:text|spruch)|(?:spruch|text|satz)\s+(?:f(?:ü|ue)rs"
    r"|f(?:ü|ue)r das|zum|unters|unter das|unter mein)\s+(?:foto|bild|pic|selfie|insta-?bild))\b",
    re.IGNORECASE,
)
"""A caption asked for by name ("insta caption", "bildunterschrift"); shared with
:mod:`brain.llm.tiny_photo_story`."""
_ANIMALS = {
    "dog": "🐶", "puppy": "🐶", "pup": "🐶", "doggo": "🐶", "cat": "🐱", "kitten": "🐱",
    "kitty": "🐱", "horse": "🐴", "pony": "🐴", "rabbit": "🐰", "bunny": "🐰", "hamster": "🐹",
    "guinea pig": "🐹", "parrot": "🦜", "budgie": "🐦", "bird": "🐦", "tortoise": "🐢",
    "turtle": "🐢", "ferret": "🐾", "hedgehog": "🦔", "goat": "🐐", "chicken": "🐔", "hen": "🐔",
    "hund": "🐶", "hündin": "🐶", "huendin": "🐶", "welpe": "🐶", "welpen": "🐶", "katze": "🐱",
    "kater": "🐱", "kätzchen": "🐱", "pferd": "🐴", "kaninchen": "🐰", "hase": "🐰",
    "meerschweinchen": "🐹", "wellensittich": "🐦", "papagei": "🦜", "schildkröte": "🐢",
}  # fmt: skip
_NOT_NAME = frozenset(
    """on at in by with and the a an is was sleeping playing running being having lying sitting
    at and pic photo picture selfie foto bild who that which from for of to my our from asleep
    she he it they her him his its their sie er es ihr ihm called named namens heißt heisst pls
    plz please bitte lol haha pics video videos insta instagram post posts caption captions
    story reel mal doch bild bilder fotos photos pictures selfies
    chilling posing looking enjoying curled stretched sprawled snuggled tucked zonked am im auf beim bei mit und der die das ist sein seine seinem
    beim vom zum zur an unter""".split()  # noqa: SIM905 (a word list)
)
_PET = re.compile(
    r"\b(?P<own>my|our|mein\w*|unser\w*)\s+(?:(?:little|old|new|sweet|lazy|fluffy|kleine[nmr]?"
    r"|alte[nmr]?|süße[nmr]?)\s+)?(?P<kind>"
    + "|".join(sorted((re.escape(k) for k in _ANIMALS), key=len, reverse=True))
    + r")\b(?:(?:\s*,\s*|\s+)(?:(?:called|named|namens)\s+)?(?P<name>[A-Za-zÄÖÜäöüß][\w-]{1,15})"
    r"(?P<owned>'s|s')?(?=\W|$))?(?P<and_me>\s+(?:and|&|und)\s+(?:me|i|myself|ich|mir)\b)?",
    re.IGNORECASE,
)
ASKED = re.compile(
    r"^\W*(?:(?:so|hey|hi|ok|okay|pls|please)\W+)*(?:what'?s|whats|what is|what would be|any|got"
    r" any|need|suggest|ideas? for|hast du|brauche)\b[^.?!]{0,40}\b(?:captions?|bildunterschrift\w*)\b",
    re.IGNORECASE,
)
"""A caption asked as a question: "whats a good caption for this photo of my dog rolo …"."""
_CALLED = re.compile(
    r"^(?:(?:she|he|it|they|sie|er|es)(?:'s|\s+is|\s+are|\s+ist|\s+heißt|\s+heisst)\s+(?:called"
    r"\s+|named\s+)?|(?:her|his|its|their|ihr|sein)\s+name(?:'s|\s+is|\s+ist)\s+|(?:called"
    r"|named|namens)\s+)(?P<name>[A-Za-zÄÖÜäöüß][\w-]{1,15})$",
    re.IGNORECASE,
)
"""The pet's name said in a clause of its own ("…, she is called nala, …")."""
_SCENE = re.compile(
    r"^(?:(?:and|und)\s+)?(?:(?:he|she|it|they|er|sie|es)\s+(?:is|are|ist)\s+)?(?:at|on|in|by|under"
    r"|near|with|under|inside|outside|out|up|down|after|before|during|through|across|beside|on top"
    r"|am|im|auf|beim|bei|an|unter|vor|hinter|neben|mit|nach|zwischen|asleep|awake|\w+ing)\b",
    re.IGNORECASE,
)
"""Where the pet is or what is going on ("on the balcony", "hiking in the alps", "am strand")."""
_ME = re.compile(
    r"\b(?:(?:me|myself|mir|mich|ich)\s+(?:and|&|\+|und)|selfie\s+(?:with|mit)|of me\s+with"
    r"|von mir\s+mit)\s+(?:my|our|mein\w*|unser\w*)\s",
    re.IGNORECASE,
)
"""The user in the photo with the pet ("me and my cat", "a selfie with my rabbit")."""
STYLE = re.compile(
    r"^(?:(?:keep it|make it|something|etwas|nothing too|nicht zu|pls|please|bitte|and|but|und)\s+)*"
    r"(?:short|funny|cute|cheesy|sweet|casual|simple|kurz|lustig|süß|locker|pls|please|bitte|lol"
    r"|haha)(?:\s+(?:pls|please|bitte|one|ones))?$",
    re.IGNORECASE,
)


def pet_caption(said: str) -> str | None:
    """Captions naming the pet and the place or activity ``said`` gives, or None."""
    if asked_for(said, CAPTION) is None and ASKED.search(said) is None:
        return None
    found = _PET.search(said)
    if found is None:
        return None
    parts = [p for p in clauses(said[found.end() :]) if not STYLE.match(p)]
    name = found["name"] or ""
    if not name or name.lower() in _NOT_NAME or name.lower().endswith("ing"):
        parts = [p for p in clauses(said[found.end("kind") :]) if not STYLE.match(p)]
        called = next((c for p in parts if (c := _CALLED.match(p)) is not None), None)
        if called is None or called["name"].lower() in _NOT_NAME:
            return _unnamed(found["kind"].lower(), parts, german(said))  # "my dog asleep on …"
        name = called["name"]
        parts = [p for p in parts if p != called[0]]  # "my dog sleeping …, he's called rex"
    if parts and not _SCENE.match(parts[0]) and not found["owned"]:
        return None  # "our new puppy bruno, 9 weeks old, …": details (tiny_shop.detailed_caption)
    de = german(said)
    name = name[:1].upper() + name[1:]
    emoji = _ANIMALS[found["kind"].lower()]
    with_me = _ME.search(said[: found.end()]) is not None or bool(found["and_me"])
    scene = _scene(parts[0], de) if parts else ""
    more = [_said(p, de) for p in parts[1:3]]
    if found["owned"]:  # "my dog biscuit's first walk": Biscuit's first walk
        scene, with_me = f"'s {scene}".rstrip(), False
    if de:
        return _german(name, scene, with_me, emoji, more)
    who = f"Me and {name}" if with_me else name
    first = f"{who}{'' if scene.startswith(chr(39)) else ' ' if scene else ''}{scene}"
    note = f" – {', '.join(more)}" if more else ""
    lines = [f"{first}{note} {emoji}"]
    if scene and not scene.startswith("'"):
        lead = scene[:1].upper() + scene[1:]
        lines.append(
            f"{lead} with {name}. Best company there is."
            if with_me
            else f"{name}, {scene}. Best company there is."
        )
    lines.append(f"Life is better with {name} around. 🧡")
    return "A few to pick from:\n" + "\n".join(f'"{line}"' for line in lines)


def _german(name: str, scene: str, with_me: bool, emoji: str, more: list[str]) -> str:
    who = f"{name} und ich" if with_me else name
    note = f" – {', '.join(more)}" if more else ""
    lines = [f"{who}{' ' if scene else ''}{scene}{note} {emoji}"]
    if scene:
        lead = scene[:1].upper() + scene[1:]
        lines.append(f"{lead} mit {name} – bessere Gesellschaft gibt's nicht.")
    lines.append(f"Mit {name} ist alles schöner. 🧡")
    return "Ein paar zur Auswahl:\n" + "\n".join(f"„{line}“" for line in lines)


def _scene(part: str, de: bool) -> str:
    """Where the pet is or what is going on, as said ("on the balcony at sunset", "am strand" →
    "am Strand")."""
    text = re.sub(r"^(?:(?:and|und)\s+)?(?:(?:he|she|it|they|er|sie|es)\s+(?:is|are|ist)\s+)?", "",
                  part.strip(" .!"), flags=re.I)  # fmt: skip
    return _said(text, de)


def _said(text: str, de: bool) -> str:
    text = days_named(re.sub(r"\bi\b", "I", text.strip(" .!")))
    return nouns_capitalised(text) if de else text


_SLEEP = re.compile(
    r"\b(?:sleep\w*|asleep|nap\w*|snooz\w*|doz\w*|curled up|snuggl\w*|schläft|schlaeft|schlafend"
    r"|schlafen|pennt|döst|doest|nickerchen|eingerollt|kuschelt)\b",
    re.IGNORECASE,
)
_PLACE = re.compile(
    r"\b(?P<place>(?:(?:on|in|under|by|in front of|next to|inside|auf|in|unter|vor|neben|an)\s+"
    r"(?:the|my|our|a|his|her|dem|der|den|die|das|meinem|meiner|unserem|unserer|einem|einer)"
    r"|im|am|beim|aufm|unterm)\s+[\w\s'-]+?)(?=\s+(?:schläft|schlaeft|pennt|döst|doest|liegt|sitzt|kuschelt)\b|\W*$)",
    re.IGNORECASE,
)
_RELATIVE = re.compile(r"^(?:der|die|das|wie\s+(?:er|sie|es))\s+", re.IGNORECASE)


def _unnamed(kind: str, parts: list[str], de: bool) -> str | None:
    """Captions for a pet without a name, from the scene told ("my dog snoozing on the sofa
    cushions" → "Do not disturb: nap in progress on the sofa cushions. 💤"); None without a
    scene (the stock captions)."""
    if not parts:
        return None
    scene = _RELATIVE.sub("", parts[0].strip(" .!"))
    if not (_SCENE.match(scene) or _RELATIVE.match(parts[0]) or _SLEEP.match(scene)):
        return None
    emoji, place_found = _ANIMALS[kind], _PLACE.search(scene)
    place = _said(place_found["place"], de) if place_found else ""
    asleep = _SLEEP.search(scene) is not None
    if de:
        if not place:
            return None
        lines = (
            [f"Nickerchen {place}. Bitte nicht stören. 💤", f"Der beste Platz im Haus ist vergeben. {emoji}",
             f"Hier schläft jemand sehr Wichtiges – {place}. {emoji}"]
            if asleep
            else [f"{place[:1].upper()}{place[1:]} – mein Lieblingsmotiv. {emoji}",
                  f"Der beste Platz im Haus ist vergeben. {emoji}"]
        )  # fmt: skip
        return "Ein paar zur Auswahl:\n" + "\n".join(f"„{line}“" for line in lines)
    said = _said(scene, de)
    lead = said[:1].upper() + said[1:]
    lines = [f"{lead}. {emoji}"]
    if asleep:
        lines.append(f"Do not disturb: nap in progress{' ' + place if place else ''}. 💤")
        spot = re.sub(r"^\w+(?: front of| to)? ", "", place)  # "on the sofa": the sofa
        lines.append(f"Claimed: {spot}. Nobody move. {emoji}" if place else "Professional napper.")
    else:
        lines.append(f"Living the good life{' ' + place if place else ''}. {emoji}")
    return "A few to pick from:\n" + "\n".join(f'"{line}"' for line in lines)
