"""What someone did for the user, told with a card asked for: "a card for mrs lee next door who
fed the cat while we were away", "card for grandpa who drove me to all my driving lessons",
"karte für unsere nachbarin, die den hund ausgeführt hat", and the verb said again for the card
("drove" → "for driving …", "him" → "you"). Any deed in the past counts, not only the
favours once listed (watering, feeding, taking in parcels); a life event is no favour ("who
turned 60", "who passed her driving test", "who moved to berlin": a birthday, congratulations,
a goodbye). Shared by the thank-you card writers (:mod:`brain.llm.tiny_thanks`)."""

from __future__ import annotations

import re

from brain.llm.tiny_tidy import NOT_OWNED

_EVENT_VERB = (
    r"(?:turned|turns|moved|moves|retired|graduated|married|died|passed|started|left|quit|lost"
    r"|broke|failed|won|got|is|was|has|had|will|can|just|recently|finally|became|gets|starts"
    r"|celebrated|wed|divorced|resigned|retires|leaves|lives|works|worked)"
)
"""Verbs of a life event or a state ("who turned 60", "who works downstairs"): no favour."""
PAST = (
    r"(?:\w+ed|took|kept|gave|made|fed|brought|drove|taught|sent|lent|held|built|caught|found"
    r"|saved|came|did|let|put|went|spent|bought|babysat|sat|ran|dug|swept|sewed|knit|stood|paid"
    r"|wrote|read|stuck|shovelled|mowed|walked|took in|took care)"
)
"""A deed in the past ("watered", "drove", "took in"), said after "who" in a card request."""
KINDLY = (
    r"(?:(?:also|kindly|so kindly|even|always|really|basically|literally|lovingly|patiently)\s+)*"
)
FAVOUR = re.compile(
    r"(?:(?:^|[,;.!?]\s*|\sand\s+)(?:she|he|they)|\s(?:who|that))\s+"
    + KINDLY
    + r"(?!"
    + _EVENT_VERB
    + r"\b)"
    + PAST
    + r"\b|(?:(?:^|[,;.!?]\s*|\sund\s+)(?:sie|er)\s+(?:hat|haben|hatte)|[,\s]\s*(?:die|der)\s+)"
    r"(?:[\wäöüß]+\s+){0,8}?(?:ge[\wäöüß]+(?:t|en)|[\wäöüß]+ge[\wäöüß]+(?:t|en)|[\wäöüß]+iert"
    r"|aufgepasst|gassi)(?:\s+(?:hat|haben|hatte|hatten|ist|war))?\b",
    re.IGNORECASE,
)
"""A favour told after a card asked for ("…, she fed the cat", "who drove me to every lesson",
", die den hund ausgeführt hat"): a thank-you, though unsaid."""
OTHER_OCCASION = re.compile(
    r"\b(?:birthday|bday|wedding|married|baby|born|retir\w*|leaving|sorry|apolog\w*|get well"
    r"|passed away|died|loss|sympathy|condolence\w*|congrat\w*|graduat\w*|christmas|xmas|easter"
    r"|valentine\w*|geburtstag|hochzeit|beileid|gute besserung|weihnacht\w*|turn(?:ed|s|ing) \d+"
    r"|moved (?:away|out|to)|relocating|emigrating|moving (?:back|away|abroad|over|to)"
    r"|zieht (?:\w+ ){0,4}(?:nach|weg)|passed (?:her|his|their|the) \w+|broke (?:her|his|their) \w+"
    r"|gestorben|verstorben|umgezogen|bestanden)\b",
    re.IGNORECASE,
)
"""Another occasion named ("a card for tom who turned 60"): its own card, no thanks."""

_ING = {"came": "coming", "did": "doing", "let": "letting", "put": "putting", "got": "getting",
        "went": "going", "had": "having", "spent": "spending", "bought": "buying",
        "babysat": "babysitting", "sat": "sitting", "ran": "running", "stopped": "stopping",
        "planned": "planning", "took": "taking", "kept": "keeping", "gave": "giving",
        "made": "making", "fed": "feeding", "brought": "bringing", "drove": "driving",
        "taught": "teaching", "sent": "sending", "lent": "lending", "held": "holding",
        "built": "building", "caught": "catching", "found": "finding", "saved": "saving",
        "cared": "caring", "shoveled": "shovelling", "shovelled": "shovelling",
        "organised": "organising", "organized": "organizing", "dug": "digging",
        "swept": "sweeping", "stood": "standing", "paid": "paying", "wrote": "writing",
        "read": "reading", "stuck": "sticking", "knit": "knitting", "sewed": "sewing",
        "mopped": "mopping", "shopped": "shopping", "dropped": "dropping",
        "chopped": "chopping", "jogged": "jogging"}  # fmt: skip


def as_ing(verb: str) -> str:
    """ "took" → "taking", "looked" → "looking", "carried" → "carrying"; "" for no past verb."""
    low = verb.lower()
    if low in _ING:
        return _ING[low]
    if low.endswith("ied"):
        return low[:-3] + "ying"
    if low.endswith("eed"):
        return low[:-1] + "ing"
    return low[:-2] + "ing" if low.endswith("ed") and len(low) > 3 else ""


def to_them(said: str, *, she: bool | None = None, owned: bool = False) -> str:
    """Said to them: "for driving him home" → "for driving you home"; ``she`` (the one thanked
    is a woman, or a man when False) keeps the other one ("she stayed late to help him": him);
    ``owned`` also turns what is theirs ("her party", "his gig" → "your party", "your gig")."""
    said = re.sub(r"\b(?:him|them)\b" if she is not True else r"\bthem\b", "you", said)
    if she is not False:
        said = re.sub(
            r"\bher\b(?=\s*(?:$|[,.;!?]|\s(?:" + "|".join(NOT_OWNED) + r")\b))",
            "you",
            said,
            flags=re.IGNORECASE,
        )
    if not owned:
        return said
    owner = r"\b(?:her|his|their)\b" if she is not False else r"\b(?:his|their)\b"
    return re.sub(owner, "your", said, flags=re.IGNORECASE)


_YOU_FORM = {
    "is": "are", "was": "were", "has": "have", "does": "do", "isn't": "aren't", "isnt": "aren't",
    "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't", "doesnt": "don't",
}  # fmt: skip
_MODAL = frozenset("can could would will should might must may shall".split())  # noqa: SIM905


def you_form(verb: str) -> str:
    """A verb said of him, her or them in the form it takes after "you": "goes" → "go", "is" →
    "are", "passes" → "pass", "tries" → "try", "dies" → "die", "fixes" → "fix"; a modal, a past
    or a base form stays as said. The one place for this turn (offers, cards, passed-on asks)."""
    low = verb.lower()
    if low in _YOU_FORM:
        return _YOU_FORM[low]
    if low in _MODAL or not low.isalpha() or not low.endswith("s") or low.endswith(("ss", "us")):
        return verb
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if re.search(r"(?:sh|ch|x|zz|ss|o)es$", low):
        return verb[:-2]
    return verb[:-1]
