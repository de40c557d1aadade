"""Short texts put together from the notes the user gives: a review of someone's work ("write
a review for the plumber who came today? marco from quickfix, came same day i called, fixed
the leak, friendly guy") and a short bio ("need a bio for the club website. im tomasz, 34,
started climbing 3 years ago, work as a nurse"). The user's facts are kept as they said them,
in the order they said them; nothing is made up around them but a closing line.
Used by :func:`brain.llm.tiny_lines.known_answer`."""

from __future__ import annotations

import re

from brain.llm.tiny_stall_bio import asks_how, shop_bio
from brain.llm.tiny_tidy import tidied

_LEAD = (
    r"^\W*(?:(?:hey|hi|ok(?:ay)?|so|eddie|pls|please|plz|quick(?:ly)?|can you|could you|can u"
    r"|could u|would you|will you|i need|need|i want|i wanna|want|help me|i'?d like)\W+)*"
    r"(?:(?:to\s+)?(?:write|draft|compose|put together|come up with|do|make|get)\s+(?:me\s+)?)?"
)
_KIND_WORDS = (
    r"(?:(?:short|quick|little|brief|nice|good|positive|glowing|honest|friendly|fun|small|proper"
    r"|\d(?:-\d)?[- ]sentences?|\d[- ]star|five[- ]star|google|yelp|tripadvisor|trustpilot"
    r"|amazon)\s+)*"
)
_REVIEW = re.compile(
    _LEAD
    + r"(?:(?:a|an|one)\s+)?"
    + _KIND_WORDS
    + r"review\s+(?:for|of|about)\s+(?P<subject>[^?.!:;]+?)"
    r"\s*(?:[?.!:;]+|,\s*(?=[a-z]+ from\b))\s*(?P<notes>.+)$",
    re.IGNORECASE | re.DOTALL,
)
_BIO = re.compile(
    _LEAD + r"(?:a|an|one|my)\s+" + _KIND_WORDS + r"(?:bio|biography|about me|about-me|profile"
    r"(?: text| blurb)?|intro(?:duction)?(?: text)?)\b(?P<what>[^.!?:;]*)[.!?:;]+\s*(?P<notes>.+)$",
    re.IGNORECASE | re.DOTALL,
)
_STYLE_NOTE = re.compile(
    r"^(?:(?:keep it|make it|max|only|just|and|but|not too|nothing too|pls|please|in)\s+)*"
    r"(?:\d+(?:\s*(?:-|to|or)\s*\d+)?\s+(?:sentences?|lines?|words?)(?:\s+max)?|short|brief"
    r"|friendly|casual|formal|professional|fun|funny|warm|upbeat|honest|positive|simple"
    r"|first person|third person|max|pls|please)(?:\s+(?:max|pls|please|and \w+))*$",
    re.IGNORECASE,
)
"""A note on how the text should be ("2-3 sentences max", "friendly"), not what it says."""
_VERB_FIRST = re.compile(
    r"^(?:\w+ed|came|come|got|get|did|do|does|was|were|is|made|make|took|take|found|find|gave"
    r"|give|left|put|sent|brought|knew|told|kept|showed|went|go|goes|ran|run|spent|sorted|fixed"
    r"|work|works|live|lives|love|loves|like|likes|enjoy|enjoys|have|has|had|play|plays|teach"
    r"|teaches|study|studies|started|start|been|spend|climb|climbs|runs|cook|cooks"
    r"|build|builds|write|writes|paint|paints|swim|swims|ride|rides|hike|hikes|volunteer"
    r"|volunteers|also|always|never|even|really|totally|actually|quickly|sing|sings|dance|dances"
    r"|draw|draws|knit|knits|bake|bakes|garden|gardens|coach|coaches|travel|travels|read|reads"
    r"|collect|collects|speak|speaks|grew|grow|moved|met|joined|own|owns|lead|leads|organi[sz]es?"
    r"|help|helps|care|cares|studied|worked|taught|built|founded|am|fix|fixes|repair|repairs"
    r"|design|designs|makes|brew|brews|grows)\b",
    re.IGNORECASE,
)
_ADDS_ON = re.compile(
    r"^(?:mostly|mainly|especially|usually|often|sometimes|plus|incl(?:uding|\.)?|with|but"
    r"|which|who|and|not)\b",
    re.IGNORECASE,
)
_BAD = re.compile(
    r"\b(?:rude|late|never (?:showed|came|called|replied)|no[- ]show|terrible|awful|horrible"
    r"|overcharged|rip[- ]?off|wouldn'?t recommend|not recommend|disappoint\w*|unprofessional"
    r"|messy|left a mess|broke|worse|bad|slow|cold|overpriced|pricey|expensive|dirty|loud|noisy"
    r"|waited|long wait)\b",
    re.IGNORECASE,
)
_GOOD = re.compile(
    r"\b(?:great|friendly|fair|quick|fast|clean|tidy|professional|helpful|lovely|amazing|excellent"
    r"|recommend|on time|punctual|same day|reasonable|kind|polite|careful|nice|good)\b",
    re.IGNORECASE,
)
_SMALL = frozenset({"from", "of", "at", "the", "and", "in", "on", "for", "a", "an", "&"})


def review(said: str) -> str | None:
    """A review written from the user's notes about someone's work, or None."""
    found = _REVIEW.match(said.strip())
    if found is None:
        return None
    parts = _fragments(found["notes"])
    name = _titled(parts.pop(0)) if parts and _looks_like_name(parts[0]) else None
    if not parts:
        return None
    who = name or _who(found["subject"])
    body = _sentences(parts, who)
    if name is not None and not body.startswith(name):
        body = f"{name}: {body[:1].lower()}{body[1:]}"
    notes = found["notes"]
    bad, good = _BAD.search(notes), _GOOD.search(notes)
    closing = (
        "Overall a good experience, with a little room to improve."
        if bad and good
        else "Sadly I can't recommend them."
        if bad
        else "Highly recommended!"
    )
    return f'Here\'s a review you could post:\n\n"{body} {closing}"'


def bio(said: str) -> str | None:
    """A short first-person bio from the user's notes about themselves (for a small business
    of theirs, one that says what it offers), or None."""
    said = said.strip()
    if asks_how(said):
        return None  # "how do i write a good bio for my stall?": advice
    if (stall := shop_bio(said)) is not None:
        return stall  # "a 3 line bio for my market stall 'salt & stone' that sells mugs"
    found = _BIO.match(said)
    if found is None:
        asked = _BIO_ASKED.search(said)
        if asked is None:
            return None
        notes = f"{said[: asked.start()]}. {said[asked.end() :]}".strip(" .")
    else:
        notes = found["notes"]
    business = _BUSINESS.search(notes)
    if business is not None:
        return _business_bio(business, notes, said)
    if not re.search(r"\b(?:i|im|i'm|i am|my)\b", notes, re.I):
        return None
    parts = _fragments(notes)
    if not parts:
        return None
    body = _NAMED.sub(lambda m: m[1] + m[2].capitalize(), _sentences(parts, "I"))
    closing = "Always happy to meet new people, so come and say hi!"
    return f'Here\'s a short bio:\n\n"{body} {closing}"'


_BIO_ASKED = re.compile(
    r"\b(?:(?:can|could|would) (?:you|u) )?(?:write|draft|make|do|need|want|give me|come up with)"
    r"\s+(?:me\s+)?(?:a|an|my|one)\s+"
    + _KIND_WORDS
    + r"(?:insta(?:gram)?|tiktok|twitter|x|linkedin"
    r"|facebook|website|club|dating|profile|shop|business)?\s*(?:bio|about me|profile text)\b\W*",
    re.IGNORECASE,
)
_BUSINESS = re.compile(
    r"\b(?:starting|started|opening|opened|run|running|have|own|launching|launched)\s+(?:a|an|my)"
    r"\s+(?:(?:little|small|tiny|new|local|own)\s+)*(?P<biz>[a-z][\w -]{2,40}?)\s+(?:business"
    r"|service|shop|bakery|studio|company|side hustle|side business)\b(?:\s+(?:in|around|for)\s+"
    r"(?P<where>my (?:neighbou?rhood|town|area|city|street|village)|\w+))?",
    re.IGNORECASE,
)
_NAME_GIVEN = re.compile(
    r"\b(?:my name is|my name's|i'?m|i am|call me|name:)\s+(?P<name>[a-zäöüß]{2,15})\b(?!\s+(?:a|an|the"
    r"|starting|opening|running|so|very|from))",
    re.IGNORECASE,
)
_NOT_A_NAME = frozenset(
    {"starting", "opening", "running", "new", "looking", "going", "trying", "a", "an", "so", "not"}
)


def _business_bio(business: re.Match[str], notes: str, said: str) -> str:
    """ "starting a little dog walking business in my neighborhood … my name is jess" → a bio
    saying who, what and how to book."""
    what = business["biz"].strip().lower()
    named = _NAME_GIVEN.search(notes)
    name = (
        named["name"].capitalize()
        if named is not None and named["name"].lower() not in _NOT_A_NAME
        else ""
    )
    local = " in your neighbourhood" if business["where"] else ""
    social = re.search(r"\b(?:insta\w*|tiktok|twitter|facebook)\b", said, re.I) is not None
    head = f"{what.capitalize()}{local}" + (f" with {name}" if name else "")
    body = f"Friendly, reliable {what}, booked in a message and done with care."
    ask = "DM to book! 📩" if social else "Get in touch to book!"
    return f'Here\'s a short bio:\n\n"{head} ✨\n{body}\n{ask}"'


_NAMED = re.compile(r"\b(I'm |my name is |I am |call me )([a-zäöüß]+)\b")


def _fragments(notes: str) -> list[str]:
    """The user's notes cut at commas and full stops, the notes on style left out."""
    pieces = re.split(r"\s*[,;]\s*|(?<=[^\d])\.\s*|\.\s+|\s*\n+\s*", notes.strip())
    kept = []
    for piece in pieces:
        piece = piece.strip(" -–!?").strip()
        piece = re.sub(r"\s+(?:pls|please|plz|thx|thanks)$", "", piece, flags=re.I)
        if piece and not _STYLE_NOTE.match(piece):
            kept.append(piece)
    return kept


_PRAISE_FIRST = re.compile(
    r"^(?:super|very|really|so|too|bit|a bit|great|good|slow|fast|quick|nice|lovely|clean|cheap"
    r"|expensive|pricey|no|not|bad|best|worst|amazing|excellent|awful|terrible|friendly|rude"
    r"|fair|tidy|messy|on time|late|always|never|highly|top|solid|decent|okay|ok|cozy|cosy)\b",
    re.IGNORECASE,
)


def _looks_like_name(piece: str) -> bool:
    """ "marco from quickfix plumbing", "dr weber": a name, said first, with no verb."""
    words = piece.split()
    return (
        0 < len(words) <= 6
        and not _VERB_FIRST.match(piece)
        and not _PRAISE_FIRST.match(piece)
        and not re.match(r"(?:i|im|i'm|we|he|she|they|it|my|our|the|a|an)\b", piece, re.I)
        and not any(re.fullmatch(r"\w+ed|was|is|were|did|came|got", w, re.I) for w in words[1:])
    )


def _titled(piece: str) -> str:
    words = piece.split()
    return " ".join(
        w if (i and w.lower() in _SMALL) else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )


def _who(subject: str) -> str:
    """ "the plumber who came today" → "The plumber"; "my dentist" → "The dentist"."""
    head = re.split(r"\s+(?:who|that|which|we|i)\b", subject.strip(), maxsplit=1, flags=re.I)[0]
    head = re.sub(r"^(?:my|our)\s+", "the ", head, flags=re.I)
    head = re.sub(r"\s+(?:pls|please|plz|bitte)$", "", head, flags=re.I)
    return head[:1].upper() + head[1:]


def _sentences(parts: list[str], who: str) -> str:
    """The notes as sentences: a run of pieces said without a subject is one sentence with
    ``who`` ("Marco came …, fixed … and charged …"; later runs are said without one in a
    review, with "I" in a bio); "mostly bouldering", "34" are added to the piece before."""
    runs: list[tuple[bool, list[str]]] = []
    for piece in parts:
        piece = re.sub(r"(?<=\w) which\b", ", which", piece)
        if runs and (_ADDS_ON.match(piece) or re.fullmatch(r"\d{1,3}", piece)):
            runs[-1][1][-1] = f"{runs[-1][1][-1]}, {piece}"
            continue
        verb = _VERB_FIRST.match(piece) is not None
        if runs and runs[-1][0] == verb:
            runs[-1][1].append(piece)
        else:
            runs.append((verb, [piece]))
    said = []
    for index, (verb, pieces) in enumerate(runs):
        last = ", and" if len(pieces) > 1 and "," in pieces[-2] else " and"
        joined = pieces[0] if len(pieces) == 1 else f"{', '.join(pieces[:-1])}{last} {pieces[-1]}"
        if verb and (index == 0 or who == "I"):
            joined = f"{who} {joined}"
        said.append(tidied(joined, "en", first=True, as_said=True))
    return " ".join(said)
