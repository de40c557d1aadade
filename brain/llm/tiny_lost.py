"""A post or notice for a lost object, or one found, with what the user tells: what it is, how
it looks, where and when it was lost or found, a reward and how to reach them ("write a lost
keys notice: lost my keys on elm street yesterday, blue keyring with a small bear, call 0176
5551234", "found a black wallet at the bus stop on main street this morning, make a post for
the neighbourhood group, text me at 555-0192", "schreib einen aushang: brille verloren am
montag im park, schwarzes etui, tel 0176 1234567"). The pet poster's sibling
(:mod:`brain.llm.tiny_pet`, whose words and street names it shares): nothing is made up, and a
found object's owner is asked to describe it. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import EMAIL, asked_for, clauses, dates, german, phones, said_date
from brain.llm.tiny_pet import POSTER_KIND, REWARD, placed, said_line

_THINGS = {
    "keys": ("keys", "Schlüssel", True), "key": ("key", "Schlüssel", False),
    "keyring": ("keys", "Schlüsselbund", False), "wallet": ("wallet", "Geldbörse", False),
    "purse": ("purse", "Geldbörse", False), "phone": ("phone", "Handy", False),
    "iphone": ("iPhone", "iPhone", False), "mobile": ("phone", "Handy", False),
    "bag": ("bag", "Tasche", False), "handbag": ("handbag", "Handtasche", False),
    "backpack": ("backpack", "Rucksack", False), "rucksack": ("rucksack", "Rucksack", False),
    "glasses": ("glasses", "Brille", True), "sunglasses": ("sunglasses", "Sonnenbrille", True),
    "watch": ("watch", "Uhr", False), "ring": ("ring", "Ring", False),
    "necklace": ("necklace", "Kette", False), "bracelet": ("bracelet", "Armband", False),
    "earring": ("earring", "Ohrring", False), "umbrella": ("umbrella", "Regenschirm", False),
    "jacket": ("jacket", "Jacke", False), "coat": ("coat", "Mantel", False),
    "scarf": ("scarf", "Schal", False), "hat": ("hat", "Mütze", False),
    "gloves": ("gloves", "Handschuhe", True), "headphones": ("headphones", "Kopfhörer", True),
    "airpods": ("AirPods", "AirPods", True), "earbuds": ("earbuds", "Kopfhörer", True),
    "laptop": ("laptop", "Laptop", False), "tablet": ("tablet", "Tablet", False),
    "bike": ("bike", "Fahrrad", False), "bicycle": ("bike", "Fahrrad", False),
    "passport": ("passport", "Reisepass", False), "id card": ("ID card", "Ausweis", False),
    "card": ("card", "Karte", False), "teddy": ("teddy", "Kuscheltier", False),
    "cuddly toy": ("cuddly toy", "Kuscheltier", False), "camera": ("camera", "Kamera", False),
    "schlüssel": ("keys", "Schlüssel", True), "schlüsselbund": ("keys", "Schlüsselbund", False),
    "geldbörse": ("wallet", "Geldbörse", False), "portemonnaie": ("wallet", "Portemonnaie", False),
    "geldbeutel": ("wallet", "Geldbeutel", False), "handy": ("phone", "Handy", False),
    "tasche": ("bag", "Tasche", False), "brille": ("glasses", "Brille", True),
    "sonnenbrille": ("sunglasses", "Sonnenbrille", True), "uhr": ("watch", "Uhr", False),
    "jacke": ("jacket", "Jacke", False), "kopfhörer": ("headphones", "Kopfhörer", True),
    "fahrrad": ("bike", "Fahrrad", False), "ausweis": ("ID card", "Ausweis", False),
    "kuscheltier": ("cuddly toy", "Kuscheltier", False), "kette": ("necklace", "Kette", False),
    "regenschirm": ("umbrella", "Regenschirm", False), "schal": ("scarf", "Schal", False),
}  # fmt: skip
_THING = re.compile(
    r"\b(?:" + "|".join(sorted(map(re.escape, _THINGS), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
_LOST = re.compile(
    r"\b(?:lost|missing|dropped|left (?:my|our|it|them)|can'?t find|cant find|verloren|vermisst"
    r"|liegen (?:ge)?lassen|verlegt)\b",
    re.IGNORECASE,
)
_FOUND = re.compile(
    r"(?<!\bif )(?<!\bwhen )\b(?:found|picked up|handed in|someone left|left behind|was left"
    r"|gefunden|aufgesammelt|liegen gelassen)\b",
    re.IGNORECASE,
)
_FEMININE = frozenset({"Geldbörse", "Tasche", "Handtasche", "Brille", "Sonnenbrille", "Uhr",
                       "Jacke", "Kette", "Karte", "Kamera"})  # fmt: skip
_NEUTER = frozenset({"Handy", "Fahrrad", "Portemonnaie", "Armband", "Tablet", "iPhone",
                     "Kuscheltier", "Schlüsselbund"})  # fmt: skip
_NOT_ASKED = re.compile(
    r"^\W*(?:how|what|where|why|should|do i|can i|is it|wie|was|wo|soll ich)\b(?!.*\b(?:write"
    r"|make|draft|post|schreib\w*|mach\w*)\b)|\b(?:script|code|app|website|database|project"
    r"|projekt|research\w*|find my|track|locate|orten)\b|\bfound\s+(?:her|his|your|their)\s"
    r"|\b(?:ihre[nm]?|seine[nm]?|deine[nm]?)\s+\w+\s+gefunden\b",
    re.IGNORECASE,
)
"""No poster: a question, other work, or a thing whose owner is known ("text hannah saying i
found her scarf" is a text to her)."""


def lost_object(said: str) -> str | None:
    """The post or notice for a lost (or found) object ``said`` asks for, or None."""
    thing = _THING.search(said)
    lost, found = _LOST.search(said), _FOUND.search(said)
    if thing is None or (lost is None and found is None) or _NOT_ASKED.search(said):
        return None
    if asked_for(said, POSTER_KIND) is None:
        return None
    de = german(said)
    en_word, de_word, many = _THINGS[thing[0].lower()]
    is_found = found is not None and (lost is None or found.start() < lost.start())
    mail = EMAIL.search(said)
    contact = " / ".join([*phones(said), *([mail[0]] if mail else [])])
    parts = [p for p in clauses(said) if not _asks(p) and not phones(p) and not EMAIL.search(p)]
    parts = [re.sub(r"^(?:call|text|ring|contact|email|ruf\w*|meld\w*)(?: me)?(?: at| on)?$", "", p)
             for p in parts]  # fmt: skip
    fetch = next((p for p in parts if _FETCH.search(p)), "")
    parts = [p for p in parts if p != fetch]
    where = next((p for p in parts if _LOST.search(p) or _FOUND.search(p)), "")
    looks = [p for p in parts if p and p != where and not REWARD.search(p) and not _LOST.search(p)
             and not _FOUND.search(p) and len(p.split()) <= 12]  # fmt: skip
    looks = [said_line(p, de) for p in looks]
    if de:  # "schwarzes etui" → "Schwarzes Etui"
        looks = [re.sub(r"\b(\w+(?:es|er|en|em|e))\s+([a-zäöü]\w+)$", lambda m: f"{m[1]} {m[2].capitalize()}", p)
                 for p in looks]  # fmt: skip
    reward = next((said_line(p, de) for p in parts if REWARD.search(p)), "")
    mine = "meine" if de_word in _FEMININE or many else "mein" if de_word in _NEUTER else "meinen"
    told = _told(where, de, mine) if where else ""
    if de:
        return _german(de_word, is_found, told, looks, reward, contact)
    head = f"{'FOUND' if is_found else 'LOST'}: {en_word.upper()}"
    lines = [head, ""]
    lines.append(told or (f"I found {'these' if many else 'this'} {en_word}." if is_found
                          else f"I've lost my {en_word}."))  # fmt: skip
    if is_found:
        call = contact or "[your phone number]"
        if fetch and not contact:
            lines.append(f"If it's yours, {_fetch(fetch)}")
            return "Here's a post you could put up:\n\n" + "\n".join(lines)
        they, look = ("they", "they look") if many else ("it", "it looks")
        lines.append(f"If {they} {'are' if many else 'is'} yours, please get in touch on {call} and"
                     f" tell me what {look} like, so I know {they}'re yours.".replace("it're", "it's"))  # fmt: skip
    else:
        lines += [f"• {item}" for item in looks]
        if reward:
            lines.append(f"• {reward}")
        call = contact or "[your phone number]"
        them = "them" if many else "it"
        lines.append(
            f"If you've found {them} or seen {them}, please {'email' if '@' in call and '/' not in call else 'call or text'} {call}."
        )
        lines.append("Thank you so much!")
    return "Here's a post you could put up:\n\n" + "\n".join(lines)


_FETCH = re.compile(
    r"\b(?:knock|ring (?:the|my)|collect|pick\w* (?:it|them) up|come (?:by|to|round)|abhol\w*"
    r"|klingel\w*)\b",
    re.IGNORECASE,
)
"""How the owner gets a found thing back ("ask the owner to knock at flat 4")."""


def _fetch(part: str) -> str:
    """ "ask the owner to knock at flat 4" → "please knock at flat 4."."""
    text = re.sub(r"^.*?\bto\s+(?=\w)", "", part.strip(), count=1, flags=re.I)
    text = re.sub(
        r"\b(flat|apt|apartment|room)\s*(\d+)([a-z]?)\b",
        lambda m: f"{m[1]} {m[2]}{m[3].upper()}",
        text,
    )
    return f"please {text.rstrip('.')}."


def _asks(part: str) -> bool:
    """The request to Eddie ("make a post for the neighbourhood group"), not what it says."""
    found = POSTER_KIND.search(part)
    return found is not None and asked_for(part, POSTER_KIND) is not None


def _told(part: str, de: bool, mine: str = "meine") -> str:
    """ "lost my keys on elm street yesterday" → "I lost my keys on Elm Street yesterday."."""
    text = re.sub(r"^(?:(?:so|and|also|hey|hi|ok)\s+)*", "", part.strip(), flags=re.I)
    if not de and re.match(r"(?:lost|found|dropped|left|picked up)\b", text, re.I):
        text = f"I {text}"
    text = re.sub(r"^(?:i|ive|i've|i have)\b", lambda m: {"i": "I"}.get(m[0].lower(), "I've"), text,
                  flags=re.I)  # fmt: skip
    for day in dates(text):
        text = text.replace(day[0], said_date(day, "de" if de else "en"), 1)
    text = placed(text, de)
    text = re.sub(r"\b(?:this morning|this afternoon|this evening|yesterday|today|tonight)\b",
                  lambda m: m[0].lower(), text)  # fmt: skip
    text = re.sub(r"\biphone\b", "iPhone", text, flags=re.I)
    if de:
        text = re.sub(r"\b(im|am|beim|vom|in der|an der|auf dem|vor dem|bei der)\s+([a-zäöü])",
                      lambda m: f"{m[1]} {m[2].upper()}", text)  # fmt: skip
        lost = re.match(r"(?:meine?n?\s+)?(?P<what>\w+)\s+verloren\s+(?P<rest>.+)$", text, re.I)
        if lost is not None:
            what = lost["what"][:1].upper() + lost["what"][1:]
            text = f"ich habe {mine} {what} {lost['rest']} verloren"
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!")) else f"{text}."


def _german(kind: str, is_found: bool, told: str, looks: list[str], reward: str,
            contact: str) -> str:  # fmt: skip
    female = kind in _FEMININE
    call = contact or "[deine Telefonnummer]"
    head = f"{kind.upper()} {'GEFUNDEN' if is_found else 'VERLOREN'}"
    lines = [head, ""]
    if is_found:
        lines.append(told or f"Ich habe {'eine' if female else 'ein'} {kind} gefunden.")
        it = "sie" if female else "es"
        lines.append(f"Wer {it} vermisst, meldet sich bitte unter {call} und beschreibt kurz, wie"
                     f" {it} aussieht.")  # fmt: skip
        return "So könnte der Aushang lauten:\n\n" + "\n".join(lines)
    mine = "meine" if female else "mein" if kind in _NEUTER else "meinen"
    lines.append(told or f"Ich habe {mine} {kind} verloren.")
    lines += [f"• {item}" for item in looks]
    if reward:
        lines.append(f"• {reward}")
    lines.append(f"Wer {'sie' if female else 'ihn'} gefunden hat, meldet sich bitte unter {call}."
                 " Vielen Dank!")  # fmt: skip
    return "So könnte der Aushang lauten:\n\n" + "\n".join(lines)
