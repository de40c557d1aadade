"""A short message the user asked for, written from their own words: "write a quick text to my
landlord that the heater is broken again", "how do i tell my coworker nicely i cant make it to
her bday party", "schreib ne nachricht an meinen vermieter, dass die heizung kaputt ist".

The tiny model made a project of the first ("text_landlord") and answered the second with one
line to nobody. What the message says is the user's, in their words tidied up ("cant" → "can't",
"her party" → "your party" when written to her); the lines around it fit what kind of message
it is (something broken, running late, not coming, ill). Nothing is sent: Eddie offers the text.
Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re

_TIDY = {
    "i": "I",
    "im": "I'm",
    "i'm": "I'm",
    "ive": "I've",
    "cant": "can't",
    "dont": "don't",
    "wont": "won't",
    "didnt": "didn't",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "wasnt": "wasn't",
    "bday": "birthday",
    "b-day": "birthday",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "2moro": "tomorrow",
    "pls": "please",
    "u": "you",
    "ur": "your",
    "bc": "because",
    "cuz": "because",
    **{
        day: day.capitalize()
        for day in ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    },
}
_TO_THEM = {"her": "your", "his": "your", "their": "your", "him": "you", "them": "you"}
"""Written to the person spoken of: "her party" is "your party" (English)."""
_ZU_DIR = {
    f"{own}{end}": f"dein{end}" for own in ("ihr", "sein") for end in ("", "e", "er", "en", "em")
}
"""The same in German: "zu ihrer Feier" is "zu deiner Feier"."""

_WHO = r"(?P<who>(?:my|our|the|meine[nmr]?|unsere[nmr]?|den|die|dem|der)\s+[\w-]+(?:\s+[\w-]+)??|[A-Z]\w+)"
_KIND = r"(?:text|message|msg|note|e-?mail|whatsapp|sms|reply|nachricht|mail|zeilen)"
_ASKED = (
    re.compile(
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        r"(?:write|draft|compose|type up|help me (?:write|word)|give me|make)\s+(?:me\s+)?"
        r"(?:(?:a|an|some)\s+)?(?:(?:quick|short|little|brief|polite|nice|friendly|kind)\s+)*"
        rf"{_KIND}\s+(?:to|for)\s+{_WHO},?\s+(?:that|saying|telling (?:him|her|them)(?: that)?"
        r"|to (?:say|tell (?:him|her|them))(?: that)?|letting (?:him|her|them) know(?: that)?"
        r"|about how|about)\s+(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|help)\W+)*how\s+(?:do|can|should|would)\s+"
        r"i\s+(?:tell|let|text|say to)\s+" + _WHO + r"\s+(?:know\s+)?(?:(?:nicely|politely|gently"
        r"|kindly|in a nice way|without being rude),?\s+)?(?:that\s+)?(?P<what>i\b.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please)\W+)*(?:text|message|msg|e-?mail|whatsapp)"
        r"\s+(?P<who>(?:my|our)\s+(?!worker|agent|project)[\w-]+),?\s+(?:that\s+|saying\s+)?"
        r"(?P<what>(?:i|the|my|we|our|it)\b.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:schreib|formulier|verfass)\w*\s+(?:(?:mir|bitte|mal|doch|uns|kurz)\s+)*"
        r"(?:(?:eine|ne|n|einen|kurze|kurzen|nette|nettes|höfliche)\s+)*"
        + _KIND
        + r"\s+(?:an|für)\s+"
        + _WHO
        + r",?\s+dass\s+(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hallo|ok|also|eddie)\W+)*wie\s+sag\s*(?:e|')?\s*ich\s+"
        + _WHO
        + r"\s+(?:(?:nett|höflich|freundlich|am besten),?\s+)?,?\s*dass\s+(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
)
_FORMAL = re.compile(
    r"\b(?:vermieter\w*|hausverwaltung|chef\w*|lehrer\w*|arzt|ärztin|praxis|landlord|boss"
    r"|manager|teacher|professor|doctor)\b",
    re.IGNORECASE,
)

_NOT_COMING = (
    r"\b(?:(?:can'?t|cant|won'?t|wont|cannot|not able to|unable to) (?:make it|come|be there"
    r"|attend|join)|nicht (?:\w+ ){0,3}(?:kommen|dabei sein)|(?:schaffe?|packe?)(?: es)? nicht"
    r"|absagen|komme nicht)\b"
)
# (what the message is about, English (opener, closer), German du, German Sie)
_KINDS: tuple[tuple[re.Pattern[str], tuple[str, str], tuple[str, str], tuple[str, str]], ...] = (
    (
        re.compile(
            r"\b(?:broken|broke|not working|isn'?t working|doesn'?t work|stopped working|leak\w*"
            r"|out of order|kaputt|defekt|(?:geht|funktioniert|läuft) nicht|nicht (?:mehr )?(?:geht"
            r"|funktioniert|läuft)|tropft|undicht)\b",
            re.I,
        ),
        (
            "just a quick note:",
            "Could you have someone look at it soon? Let me know when suits. Thanks!",
        ),
        ("kurz zur Info:", "Kannst du dich bitte bald darum kümmern? Danke!"),
        (
            "kurz zur Info:",
            "Könnten Sie bitte bald jemanden vorbeischicken? Sagen Sie mir einfach, "
            "wann es passt. Vielen Dank!",
        ),
    ),
    (
        re.compile(
            rf"^(?=.*{_NOT_COMING}).*\b(?:party|birthday|bday|wedding|dinner|invit\w*|bbq|barbecue|drinks"
            r"|celebration|feier\w*|party|geburtstag\w*|hochzeit|einladung|essen|grillen)\b",
            re.I,
        ),
        (
            "thank you so much for the invite!",
            "I'm really sorry, and I hope it's a great day. Let's catch up soon!",
        ),
        (
            "danke dir für die Einladung!",
            "Tut mir echt leid, ich hoffe, es wird ein schöner Tag. Lass uns bald mal nachholen!",
        ),
        (
            "vielen Dank für die Einladung!",
            "Es tut mir leid, und ich wünsche Ihnen einen schönen Tag.",
        ),
    ),
    (
        re.compile(_NOT_COMING, re.I),
        ("", "Sorry, and thanks for understanding!"),
        ("", "Tut mir leid, danke für dein Verständnis!"),
        ("", "Es tut mir leid, vielen Dank für Ihr Verständnis."),
    ),
    (
        re.compile(r"\b(?:late|running behind|delayed|verspät\w*|später|zu spät)\b", re.I),
        ("", "Sorry about that!"),
        ("", "Sorry dafür!"),
        ("", "Entschuldigen Sie bitte."),
    ),
    (
        re.compile(r"\b(?:sick|ill|unwell|krank|fieber|flu|grippe)\b", re.I),
        ("", "I'll keep you posted."),
        ("", "Ich halte dich auf dem Laufenden."),
        ("", "Ich halte Sie auf dem Laufenden."),
    ),
)
_PLAIN = (("", "Thanks!"), ("", "Danke!"), ("", "Vielen Dank!"))


_ARTICLE = frozenset(
    [
        "der",
        "die",
        "das",
        "den",
        "dem",
        "des",
        "ein",
        "eine",
        "einen",
        "einem",
        "einer",
        "mein",
        "meine",
        "meinen",
        "meinem",
        "meiner",
        "unser",
        "unsere",
        "unseren",
        "dein",
        "deine",
        "deiner",
        "deinen",
        "deinem",
    ]
)


def _main_clause(words: list[str]) -> list[str]:
    """German after "dass" puts the verb last ("die heizung kaputt ist"); a message says it
    second, after the subject ("Die Heizung ist kaputt"), and a noun after an article is
    capitalised."""
    if len(words) > 2 and words[-1].isalpha() and words[-1].islower():
        at = 2 if words[0].lower() in _ARTICLE else 1
        words = [*words[:at], words[-1], *words[at:-1]]
    return [
        w[:1].upper() + w[1:] if i and words[i - 1].lower() in _ARTICLE else w
        for i, w in enumerate(words)
    ]


def _tidied(what: str, language: str, *, first: bool) -> str:
    words = what.rstrip(" .!?,").split()
    if language == "en":
        words = [_TIDY.get(w.lower(), _TO_THEM.get(w.lower(), w)) for w in words]
    else:
        words = _main_clause([_ZU_DIR.get(w.lower(), w) for w in words])
    text = " ".join(words)
    return (text[:1].upper() if first else text[:1]) + text[1:] + "."


def message_draft(said: str) -> str | None:
    """The message ``said`` asks for, or None when it asks for no message to someone."""
    asked = next(
        ((number, found) for number, p in enumerate(_ASKED) if (found := p.match(said))), None
    )
    if asked is None:
        return None
    language = "de" if asked[0] >= 3 else "en"
    found = asked[1]
    who, what = found["who"], found["what"]
    en, du, sie = next((lines for about, *lines in _KINDS if about.search(what)), _PLAIN)
    if language == "en":
        opener, closer = en
        body = " ".join(
            part for part in ("Hi,", opener, _tidied(what, language, first=True), closer) if part
        )
        return f'Here\'s a text you could send:\n\n"{body}"'
    opener, closer = sie if _FORMAL.search(who) else du
    hello = "Guten Tag," if _FORMAL.search(who) else "Hallo,"
    body = " ".join(
        part
        for part in (hello, opener, _tidied(what, language, first=bool(opener)), closer)
        if part
    )
    return f"So könntest du schreiben:\n\n„{body}“"
