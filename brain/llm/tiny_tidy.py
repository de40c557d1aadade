"""The user's words tidied for a message written in their name: "cant" → "can't", "her party" →
"your party" when written to her, "i" → "I", weekdays capitalised, "isn't working since monday"
→ "hasn't been working since Monday"; in German "ihr" → "dein" and the verb of a "dass" clause
moved to a main clause's place. Used by the message, letter, invitation and note writers.
Also the user's own sentence made friendlier (:func:`softened`) or shorter (:func:`shortened`)."""

from __future__ import annotations

import re

from brain.llm.tiny_german import TOLD_DE, main_clause

_TIDY = {
    "i": "I",
    "im": "I'm",
    "i'm": "I'm",
    "ive": "I've",
    "i've": "I've",
    "i'll": "I'll",
    "i'd": "I'd",
    "id": "I'd",
    "youre": "you're",
    "theyll": "they'll",
    "weve": "we've",
    "hes": "he's",
    "shes": "she's",
    "cant": "can't",
    "dont": "don't",
    "wont": "won't",
    "didnt": "didn't",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "wasnt": "wasn't",
    "hasnt": "hasn't",
    "havent": "haven't",
    "arent": "aren't",
    "werent": "weren't",
    "couldnt": "couldn't",
    "wouldnt": "wouldn't",
    "shouldnt": "shouldn't",
    "bday": "birthday",
    "b-day": "birthday",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "2moro": "tomorrow",
    "pls": "please",
    "u": "you",
    "ur": "your",
    "bc": "because",
    "its": "it's",
    "theyve": "they've",
    "theyre": "they're",
    "thats": "that's",
    "ppl": "people",
    "cuz": "because",
    "grandmas": "Grandma's",
    "grandpas": "Grandpa's",
    "moms": "Mom's",
    "mums": "Mum's",
    "dads": "Dad's",
    **{
        day: day.capitalize()
        for day in "monday tuesday wednesday thursday friday saturday sunday january february march"  # noqa: SIM905 (a word list)
        " april june july august september october november december".split()
    },
    **{
        f"{day}s": f"{day.capitalize()}'s"  # "fridays meeting" is Friday's
        for day in "monday tuesday wednesday thursday friday saturday sunday".split()  # noqa: SIM905
    },
}
_TIDY_DE = {"wollt": "wollte", "hab": "habe", "grad": "gerade", "nen": "einen", "ne": "eine"}
"""German as typed, written out ("ich wollt fragen" → "ich wollte fragen")."""
_TO_THEM = {"her": "your", "his": "your", "their": "your", "him": "you", "them": "you",
            "hers": "yours", "theirs": "yours"}  # fmt: skip
"""Written to the person spoken of: "her party" is "your party" (English)."""
_ZU_DIR = {
    **{
        f"{own}{end}": f"dein{end}"
        for own in ("ihr", "sein")
        for end in ("", "e", "er", "en", "em")
    },
    "hab": "habe",
}
"""The same in German: "zu ihrer Feier" is "zu deiner Feier"."""


_HOME_OF = re.compile(
    r"\b(at|to|from|near|by|in)\s+(?!(?:my|our|your|his|her|their|the|a|an|this|that|parents|friends"
    r"|neighbours|neighbors|kids|guys|others|cousins|grandparents)s?\b)([a-z]{2,12})s\s+(place|house|flat"
    r"|apartment|garden|cabin|party|birthday)\b"
)
"""Someone's home said without the apostrophe ("at lenas place" → "at Lena's place")."""
S_NAMES = frozenset(
    """thomas nicholas andreas lucas lukas jonas matthias elias tobias niklas douglas silas james
    charles chris lewis louis marcus markus hans klaus jens lars nils niels ines agnes doris iris
    lois tess jess ross gus les wes des julius mats dennis francis jules max alex felix""".split()  # noqa: SIM905 (a word list)
)
"""Names that end in s (or x) themselves: "at chris place" is Chris's, not Chri's."""


def _home_of(found: re.Match[str]) -> str:
    whole = f"{found[2]}s"
    owner = f"{whole.capitalize()}'s" if whole in S_NAMES else f"{found[2].capitalize()}'s"
    return f"{found[1]} {owner} {found[3]}"


NOT_OWNED = frozenset(
    "so too a an the very and or but already more lots tons loads again today tonight tomorrow now"  # noqa: SIM905
    " for to from know if that this about at on in by with back up down out off over home around"
    " through next soon some sometime when after before later right asap once properly"
    " myself".split()
)
"""Words after "her" that make it "you", not "your" ("call her back", "pick her up", "drive her
home"): the one list for every writer (:func:`brain.llm.tiny_favour.to_them`, :func:`tidied`)."""


def _tidy_word(word: str, them: dict[str, str]) -> str:
    """One word tidied, a comma or bracket after it kept ("sunday," → "Sunday,")."""
    bare = word.rstrip(",;:).")
    tail = word[len(bare) :]
    return _TIDY.get(bare.lower(), them.get(bare.lower(), bare)) + tail


def tidied(what: str, language: str, *, first: bool, as_said: bool = False) -> str:
    """``what`` tidied for a message; ``as_said`` keeps "him" and "her" (a child written about
    to the teacher) and the German word order (said as a main clause, not after "dass")."""
    if language == "de" and not as_said and ". " in what:  # "dass ich krank bin. X reich ich nach"
        said, _stop, later = what.partition(". ")
        return f"{tidied(said, language, first=first)} {tidied(later, language, first=True, as_said=True)}"
    told = TOLD_DE.search(what) if language == "de" and not as_said else None
    if told is not None:  # "dass ich erst um 10 da bin, ich hab nen termin": that one as said
        said = tidied(what[: told.start()], language, first=first).rstrip(".")
        return f"{said}, {tidied(what[told.start() + 1 :].strip(), language, first=False, as_said=True)}"
    words = what.rstrip(" .!?,").split()
    them = {} if as_said else _TO_THEM
    if language == "en":
        words = [
            "you"  # "that i miss her": her, not hers; "her party" is "your party"
            if not as_said
            and w.lower() == "her"
            and (i + 1 == len(words) or words[i + 1].lower() in NOT_OWNED)
            else _tidy_word(w, them)
            for i, w in enumerate(words)
        ]
    elif as_said:
        words = main_clause([_TIDY_DE.get(w.lower(), w) for w in words], move=False)
    else:
        words = main_clause([_ZU_DIR.get(w.lower(), w) for w in words])
    text = re.sub(r"\b(on|every|all|most) (\w+day)'s\b", r"\1 \2s", " ".join(words))  # on Fridays
    text = re.sub(  # "trade sundays with me": Sundays, no one's Sunday
        r"\b(\w+day)'s(?=[,.!?]?$|[,.!?] | (?:with|for|and|or|off|instead|too|again|then|at|in)\b)",
        r"\1s",
        text,
    )
    if language == "en":  # "the heating isn't working since monday": it hasn't been
        text = _SINCE.sub(_has_been, text)
        text = _ILL.sub("I'll", text)  # "ill come grab it": I'll (but "i'm ill" is ill)
        text = _HOME_OF.sub(_home_of, text)  # "at lenas place": Lena's place
    text = re.sub(r"([.!?] )([a-zäöü])", lambda m: m[1] + m[2].upper(), text)
    return (text[:1].upper() if first else text[:1]) + text[1:] + "."


_ILL = re.compile(
    r"(?:^|(?<=[.!?,] )|(?<=\band )|(?<=\bso )|(?<=\bbut ))ill(?= (?:come|be|call|get|pick|bring"
    r"|send|let|text|drop|pop|see|try|pay|do|make|grab|check|give|take|swing|stop|head|ask|have|stay"
    r"|need|just|definitely|probably|still|also|go|leave|sort|fix|look|reply|write|return)\b)",
    re.IGNORECASE,
)


_SINCE = re.compile(r"\b(isn't|is not|is) (\w+) since\b")


def _has_been(found: re.Match[str]) -> str:
    """ "isn't working since" → "hasn't been working since"."""
    has = "has" if found[1] == "is" else "hasn't"
    return f"{has} been {found[2]} since"


_SHORTEN = re.compile(
    r"^\W*(?:(?:pls|please|bitte|can you|could you|kannst du)\W+)*(?:shorten|make (?:this|it|that)"
    r" shorter|cut (?:this|it) down|kürz\w*|kuerz\w*|mach (?:das|es|den satz|den text) kürzer)"
    r"(?:\s+(?:mal|bitte|pls|please|this|den satz|den text|the sentence|it))*\s*[:\-]\s*"
    r"['\"„“‘]?(?P<text>.+?)['\"“”’]?\s*$",
    re.IGNORECASE,
)
_PADDING = re.compile(
    r"\b(?:nur|kurz|eventuell|vielleicht|eigentlich|irgendwie|gerne|mal|halt|eben|wohl|ja"
    r"|just|really|actually|basically|kind of|sort of|maybe|perhaps|possibly|quickly|very|quite"
    r"|i was wondering if|i wanted to ask if|i just wanted to)\b\s*",
    re.IGNORECASE,
)
_WORDY = (
    (re.compile(r"\bob es (?:dir|ihnen|euch) (?:\w+ )?möglich wäre\b", re.I), "ob du"),
    (
        re.compile(
            r"\bich wollte (?:mich )?(?:\w+ ){0,3}?(?:melden,? um zu fragen|fragen),?\b", re.I
        ),
        "kannst du",
    ),
    (
        re.compile(
            r"\b(?:i (?:was |am )?(?:just |only )?(?:wanted to ask|wondering|wonder)(?: if| whether)? )?"
            r"(?:would it be|it would be|is it) possible for you to\b",
            re.I,
        ),
        "could you",
    ),
    (
        re.compile(
            r"\bi (?:was |am )?(?:just |only )?(?:wanted to ask|wondering)(?: if| whether)? you could\b",
            re.I,
        ),
        "could you",
    ),
    (re.compile(r"\bin order to\b", re.I), "to"),
    (re.compile(r"\bat this point in time\b", re.I), "now"),
    (re.compile(r"\bdue to the fact that\b", re.I), "because"),
)


def shortened(said: str) -> str | None:
    """The user's sentence with the padding taken out ("kürz mal den satz: 'ich wollte mich nur
    kurz melden um zu fragen ob es dir eventuell möglich wäre morgen vielleicht etwas früher
    zu kommen'" → "Kannst du morgen etwas früher kommen?")."""
    found = _SHORTEN.match(said)
    if found is None:
        return None
    text = found["text"]
    for pattern, plain in _WORDY:
        text = pattern.sub(plain, text)
    text = " ".join(_PADDING.sub("", text).split())
    text = re.sub(r"\bkannst du ob du\b", "kannst du", text, flags=re.I)
    text = re.sub(r"\bkannst du (.+) zu (\w+)$", r"kannst du \1 \2", text, flags=re.I)
    if re.match(r"(?:kannst|könntest|can|could|would)\b", text, re.I):
        text = text.rstrip(".!? ") + "?"
    elif not text.endswith((".", "!", "?")):
        text += "."
    if len(text.split()) >= len(found["text"].split()):
        return None
    shorter = text[:1].upper() + text[1:]
    de = bool(re.search(r"\b(?:kürz|kuerz|satz|mach)\w*", said[: found.start("text")], re.I))
    return f'{"Kürzer" if de else "Shorter"}:\n\n"{shorter}"'


_SOFTEN = re.compile(
    r"^\W*(?:(?:pls|please|can you|could you|can u)\W+)*(?:make (?:this|it|that) (?:sound )?(?:less"
    r" (?:passive[- ]aggressive|rude|harsh|angry|blunt|snippy|cold)|(?:more )?(?:polite|friendly"
    r"|friendlier|nicer|kinder|softer|professional|formal))|rewrite (?:this|it)(?: so (?:that )?(?:it )?"
    r"sounds?)? (?:(?:more )?(?:politely|nicely|friendlier|kindly|polite|nice|friendly|professional"
    r"|formal)|less (?:passive[- ]aggressive|rude|harsh|angry|blunt|snippy|cold|mean|bossy)))"
    r"\W*(?:pls|please)?(?:,?\s*[^:\"„“]{0,60}?)?\s*[:-]\s*['\"„“‘]?(?P<text>.+?)['\"“”’]?"
    r"(?:\s*[,.]?\s*(?:its|it's|this is)? ?(?:aimed at|for|to) \w+)?\s*$",
    re.IGNORECASE,
)
_EDGES = re.compile(
    r"\b(?:as i (?:(?:already|have|had|'ve)\s+){0,2}(?:said|mentioned|told you|explained|wrote|pointed out)(?: (?:twice"
    r"|before|earlier|already|several times|multiple times|again|in my (?:last|previous|earlier)"
    r"(?: \w+)? (?:emails?|messages?|mails?|notes?)))*|as (?:previously|already) (?:mentioned|stated)"
    r"|per my (?:last|previous) (?:email|message)|for the (?:last|third|second|hundredth) time"
    r"|once again|obviously|clearly|i shouldn'?t have to (?:say|tell you) this|again)\b[,:]?\s*",
    re.IGNORECASE,
)


_CASUAL = {
    "cuz": "because", "coz": "because", "cos": "because", "bc": "because", "tmrw": "tomorrow",
    "tmr": "tomorrow", "tmrrw": "tomorrow", "u": "you", "ur": "your", "gonna": "going to",
    "wanna": "want to", "gotta": "have to", "pls": "please", "plz": "please", "thx": "thank you",
    "asap": "as soon as possible", "idk": "I don't know", "rn": "right now", "btw": "by the way",
    "ya": "you", "yeah": "yes", "nope": "no", "kinda": "somewhat", "sorta": "somewhat",
    "prob": "probably", "probs": "probably", "def": "definitely", "cause": "because",
    "isnt": "isn't", "wont": "won't", "dont": "don't", "cant": "can't",
}  # fmt: skip
_LAUGH = re.compile(r"\s*,?\s*\b(?:lol|lmao|rofl|haha\w*|hehe\w*|xd)\b|\s*[:;]-?[)D(]", re.I)
_MISSED_MEETING = re.compile(
    r"\b(?:can'?t|cannot|won'?t|not able to|unable to) (?:make|attend|join|be at|come to)\b.*"
    r"\b(?:meeting|call|standup|stand-up|session|appointment)\b",
    re.IGNORECASE,
)
_BARE_NOUN = re.compile(
    r"^(?!(?:i|it|this|that|he|she|we|they|you|there|everything|nothing|all|my|our|the)\b)"
    r"([a-z]+) (is|isnt|isn't|was|wasnt|wasn't|will|wont|won't|has|hasnt|hasn't)\b",
    re.IGNORECASE,
)
_CASUAL_START = re.compile(r"^(?:(?:hey|hi|yo|so|um+|uh+|ok|okay|well|like)\b[\s,]*)+", re.I)


def _professional(text: str) -> str:
    """ "hey so i cant make the meeting tmrw cuz something came up, can we do it another
    time??" → "unfortunately, I can't make the meeting tomorrow because something came up.
    Could we find another time?"."""
    text = _CASUAL_START.sub("", text.strip())
    text = _LAUGH.sub("", text).strip(" ,")
    text = re.sub(
        r"^(?=(?:can'?t|cant|cannot|won'?t|wont|will|wo?n'?t|am|gonna|need|have to|got to"
        r"|might|may|should|running|just|also|ll)\b)",
        "I ",
        text,
        flags=re.I,
    )
    text = re.sub(
        r",\s*(?:sorry|sry|soz)\W*$", ". Apologies for the short notice", text, flags=re.I
    )
    text = re.sub(r",\s*(something (?:came|has come) up)\b", r" as \1", text, flags=re.I)
    text = _BARE_NOUN.sub(r"the \1 \2", text)  # "report isnt done yet": the report
    words = [_CASUAL.get(w.lower(), w) if w.isalpha() else w for w in text.split()]
    text = re.sub(r"([?!])\1+", r"\1", " ".join(words))
    text = re.sub(r"\bcan we do it another time\b", "could we find another time", text, flags=re.I)
    text = re.sub(r"\bcan (we|you)\b", r"could \1", text, flags=re.I)
    text = re.sub(r"\bok\b", "OK", text, flags=re.I)
    text = re.sub(r"\bstuff came up\b", "something came up", text, flags=re.I)
    text = re.sub(r"(?<=, )probably (\w+)$", r"probably by \1", text, flags=re.I)
    parts = re.split(r"(?<=[.?!])\s+|,\s*(?=(?:could|would|will|is|are|you|do)\b)", text)
    said = []
    for part in (p.strip() for p in parts if p.strip(" ,.?!")):
        asked = part.endswith("?") or re.match(r"(?:could|would|will|is|are|do)\b", part, re.I)
        bare = re.sub(r"^you (?:going|gonna)\b", "are you going", part.rstrip(",.?! "), flags=re.I)
        if asked and bare.lower().startswith("you "):
            bare = "are " + bare  # "u gonna be ok with that?" → "are you going to be OK with that?"
        line = tidied(bare, "en", first=True, as_said=True).rstrip(".")
        said.append(_WEEKDAY.sub(lambda m: m[0].capitalize(), line) + ("?" if asked else "."))
    if _MISSED_MEETING.search(text) and not re.search(
        r"\b(?:another time|reschedul\w*)", text, re.I
    ):
        said.append("I'm happy to catch up afterwards.")
    first = said[0]
    if re.match(r"I (?:can'?t|won'?t|cannot|will not)\b|I'?m not able", first):
        first = "unfortunately, " + first
    elif not first.startswith("I "):
        first = first[:1].lower() + first[1:]
    return " ".join([first, *said[1:]])


_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b")


def softened(said: str) -> str | None:
    """The user's words without the barbs, with a friendly frame ("make this sound less passive
    aggressive: 'as I already said twice, the tiles you delivered are the wrong ones'"); asked
    to sound professional, the casual words made plain too."""
    found = _SOFTEN.match(said)
    if found is None:
        return None
    text = _EDGES.sub("", found["text"]).strip(" ,.!")
    if len(text.split()) < 3:
        return None
    if re.search(r"\b(?:professional|formal|business)\b", said[: found.start("text")], re.I):
        return f'A more professional way to say it:\n\n"Hi, {_professional(text)} Thank you."'
    if not text:
        return None
    text = text[:1].lower() + text[1:]
    body = (
        f"Hi, just a quick note: {text}. Could you have a look when you get a chance? Thanks a lot!"
    )
    return f'A friendlier way to say it:\n\n"{body}"'
