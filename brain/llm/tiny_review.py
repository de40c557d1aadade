"""A short review of a place or a tradesperson (a restaurant, a café, a hotel, a shop, a plumber)
with what the user tells: the name, the day or the occasion and what was good or bad, in their
order ("write a review for luigi's pizzeria, we had my birthday dinner there on saturday, the
pasta was great but the service was slow", "5 star google review for hotel seeblick, stayed 3
nights in may, room was clean, breakfast amazing"). Praise and complaints both stay; the close
follows them (recommended, mixed, not recommended). Work to review ("review my code", "a
literature review") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, days_named
from brain.llm.tiny_post import titled
from brain.llm.tiny_tidy import tidied

_KIND = re.compile(
    r"\b(?:(?:\d|one|two|three|four|five)[- ]?stars?\s+)?(?:(?:google|yelp|tripadvisor|trustpilot"
    r"|booking(?:\.com)?|online|short|quick|honest|positive|good|nice|glowing)\s+)*(?:reviews?|rating)\b",
    re.IGNORECASE,
)
_PLACES = (
    ("food", r"restaurant|pizzeria|caf(?:e|é)|coffee shop|bistro|bar|pub|diner|trattoria|ristorante"
             r"|brasserie|steakhouse|sushi\w*|bakery|takeaway|ice cream \w+|gelateria|burger \w+"
             r"|kebab \w+|tapas \w+|brunch \w+|food truck|canteen|tea ?room"),
    ("stay", r"hotel|b&b|bed and breakfast|guest ?house|hostel|inn|airbnb|apartment|holiday (?:home"
             r"|flat|let|cottage)|campsite|resort|spa"),
    ("shop", r"shop|store|boutique|market|florist|bookshop|bookstore|salon|hairdresser\w*|barber\w*"
             r"|nail \w+|garden cent(?:re|er)|optician|pharmacy|gym|studio"),
    ("trade", r"plumber|electrician|painter|builder|roofer|carpenter|joiner|tiler|gardener|mechanic"
              r"|garage|cleaner|cleaning \w+|locksmith|handyman|removal\w*|movers|decorator|installer"
              r"|landscaper|window cleaner|chimney sweep|craftsm[ae]n|tradesm[ae]n|contractor|fitter"),
)  # fmt: skip
_WORK = re.compile(
    r"\b(?:code|pr|pull request|merge request|commit|diff|document|doc|essay|paper|thesis|draft"
    r"|contract|project|architecture|design doc|performance|literature|peer|book|film|movie|album"
    r"|game|app|website|repo|script|report|policy|my (?:work|writing|cv|resume)|this|that|these)\b",
    re.IGNORECASE,
)
_SUBJECT = re.compile(
    r"\b(?:reviews?|rating)\s+(?:for|of|about|on)\s+(?P<subject>[^,.;:!?]+?)(?=\s*(?:[,.;:!?]|$"
    r"|\s+(?:where|we|i|that|which|who|after|from|on (?:google|yelp|tripadvisor))\b))",
    re.IGNORECASE,
)
_GOOD = re.compile(
    r"\b(?:great|friendly|fair|quick|fast|clean|tidy|professional|helpful|lovely|amazing|excellent"
    r"|recommend\w*|on time|punctual|same day|reasonable|kind|polite|careful|nice|good|best|delicious"
    r"|tasty|perfect|fantastic|wonderful|cosy|cozy|spotless|comfy|comfortable|beautiful|loved|superb"
    r"|fresh|attentive|welcoming|quiet|generous)\b",
    re.IGNORECASE,
)
_BAD = re.compile(
    r"\b(?:rude|late|slow|cold|overpriced|pricey|expensive|dirty|loud|noisy|waited|long wait|bad"
    r"|terrible|awful|horrible|disappoint\w*|mess\w*|broken|small|cramped|burnt|bland|never|no-show"
    r"|overcharged|unfriendly|forgot|wrong|not (?:great|good|clean|worth))\b",
    re.IGNORECASE,
)
_STARS = re.compile(r"\b(?P<n>[1-5]|one|two|three|four|five)[- ]?(?:stars?|/5)\b", re.IGNORECASE)
_STAR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_SUBJECTLESS = re.compile(
    r"^(?:stayed|had|went|ate|ordered|booked|came|visited|celebrated|tried|got|called|bought|spent"
    r"|waited|took|found|paid|asked|loved|enjoyed|shared)\b",
    re.IGNORECASE,
)
_STYLE = re.compile(
    r"^(?:(?:keep it|make it|max|just|pls|please|not too|in)\s+)*(?:short|brief|honest|friendly"
    r"|positive|casual|formal|\d+(?:-\d+)? (?:sentences?|lines?|words?)(?: max)?|pls|please)$",
    re.IGNORECASE,
)
_CLOSE = {
    "food": "We'll definitely be back!", "stay": "We'd happily stay again.",
    "shop": "I'll definitely be back.", "trade": "I'd hire them again without hesitation.",
}  # fmt: skip


def place_review(said: str) -> str | None:
    """The review of a place or a tradesperson ``said`` asks for, with its notes, or None."""
    found = _SUBJECT.search(said)
    if found is None or asked_for(said, _KIND) is None:
        return None
    subject = found["subject"].strip()
    if _WORK.match(subject) or re.search(
        r"\b(?:code|pull request|project|essay|thesis)\b", said, re.I
    ):
        return None
    kind = next((k for k, p in _PLACES if re.search(rf"\b(?:{p})\b", subject, re.I)), "")
    if not kind and "'" not in subject:
        return None  # "a review of the new album": not a place
    notes = _notes(said[found.end() :])
    if not notes:
        return None  # no notes: nothing of the user's to say
    we = (
        re.search(r"\b(?:we|our|us|my (?:wife|husband|partner|family|kids))\b", said, re.I)
        is not None
    )
    if kind == "trade":
        sentences = _trade(notes)
    else:
        sentences = [_sentence(n, "We" if we else "I") for n in notes]
    good = [n for n in notes if _GOOD.search(n)]
    bad = [
        n
        for n in notes
        if _BAD.search(n) and not re.search(r"\bnot (?:too )?(?:bad|slow|expensive)\b", n, re.I)
    ]
    if bad and good:
        close = "Overall a good experience, with a little room to improve."
    elif bad:
        close = "Unfortunately, I can't recommend it."
    else:
        close = f"Highly recommended! {_CLOSE[kind or 'food']}"
        close = close if we else close.replace("We'll", "I'll").replace("We'd", "I'd")
    stars = _STARS.search(said)
    head = ""
    if stars is not None:
        n = int(stars["n"]) if stars["n"].isdigit() else _STAR_WORDS[stars["n"].lower()]
        head = "★" * n + "☆" * (5 - n) + "\n"
    name = _street(_name(subject))
    body = " ".join(sentences)
    return f'Here\'s a review you could post:\n\n"{head}{name}: {body} {close}"'


def _name(subject: str) -> str:
    """ "luigi's pizzeria" → "Luigi's Pizzeria", "the plumber" stays, "hotel seeblick" → "Hotel
    Seeblick"."""
    if re.match(r"(?:the|my|our|a|an)\b", subject, re.IGNORECASE):
        said = re.sub(r"^(?:my|our|a|an)\b", "the", subject, flags=re.IGNORECASE)
        return said[:1].upper() + said[1:]
    return titled(subject)


def _street(name: str) -> str:
    return re.sub(r"\b(on|in|at) ([a-z]\w+) (street|road|lane|avenue|square)\b",
                  lambda m: f"{m[1]} {m[2].capitalize()} {m[3].capitalize()}", name)  # fmt: skip


_DID = re.compile(
    r"^(?:came|showed|turned|arrived|fixed|replaced|repaired|installed|cleaned|did|explained|sorted"
    r"|finished|charged|left|quoted|was|were|took|called|gave|answered|cut|painted|built|laid|tiled"
    r"|mowed|moved|unblocked|serviced|checked|found|kept)\b",
    re.IGNORECASE,
)


def _trade(notes: list[str]) -> list[str]:
    """Notes on a tradesperson's work: "tom from brightspark, showed up on time, fixed the fuse
    box" → "Tom from Brightspark showed up on time and fixed the fuse box."."""
    who = "They"
    first = notes[0]
    if (
        len(first.split()) <= 5
        and not _DID.match(first)
        and not _GOOD.search(first)
        and not _BAD.search(first)
    ):
        who = re.sub(r"\b(From|At|Of)\b", lambda m: m[1].lower(), titled(first))
        notes = notes[1:]
    out: list[str] = []
    run: list[str] = []
    for note in [*notes, ""]:
        if note and _DID.match(note):
            run.append(note)
            continue
        if run:
            said = run[0] if len(run) == 1 else ", ".join(run[:-1]) + " and " + run[-1]
            out.append(days_named(tidied(f"{who} {said}", "en", first=True, as_said=True)))
            who, run = "They", []
        if note:
            out.append(_sentence(note, "I"))
    return out


def _notes(rest: str) -> list[str]:
    """The user's notes cut at commas, full stops and "but", the notes on style left out."""
    out = []
    for piece in re.split(r"\s*(?:[,;:]|\.\s|\.$|\s-\s|\bbut\b|\balthough\b|\bthough\b)\s*", rest):
        piece = re.sub(
            r"^\W*(?:(?:and|also|plus|oh and)\s+)+", "", piece.strip(), flags=re.I
        ).strip(" .!?")
        piece = re.sub(r"\s+(?:pls|please|plz|thx|thanks)$", "", piece, flags=re.I)
        if piece and not _STYLE.match(piece) and not _STARS.fullmatch(piece):
            out.append(piece)
    return out


def _sentence(note: str, who: str) -> str:
    """One note as a sentence: "stayed 3 nights in may" → "We stayed 3 nights in May."."""
    if _SUBJECTLESS.match(note):
        note = f"{who} {note}"
    note = re.sub(r"^(?:it|service|staff|room|food)\b", lambda m: m[0], note)
    note = re.sub(r"\bi\b", "I", note)
    note = re.sub(
        r"\b(in|of|since) (may|june|july|march|april)\b",
        lambda m: f"{m[1]} {m[2].capitalize()}",
        note,
    )
    return days_named(tidied(note, "en", first=True, as_said=True))
