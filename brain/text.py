"""Text hygiene shared by every output path (terminal safety), and relative times."""

from __future__ import annotations

import re
import time
from datetime import datetime

from brain.plurals import counted

# Escape sequences: CSI, OSC (ended by BEL or ST, or cut off), DCS/SOS/PM/APC, two-byte
# escapes, and their 8-bit forms.
_ESCAPES = re.compile(
    r"""
      \x1b\[[0-?]*[ -/]*[@-~]?
    | \x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?
    | \x1b[PX^_][^\x1b\x9c]*(?:\x1b\\|\x9c)?
    | \x1b[ -/]*[0-~]?
    | \x9b[0-?]*[ -/]*[@-~]?
    | [\x90\x98\x9d\x9e\x9f][^\x07\x9c]*[\x07\x9c]?
    """,
    re.VERBOSE,
)
# C0 controls except tab and newline, DEL, C1 controls, bidi embeddings/overrides/isolates,
# and lone surrogates (undecodable bytes smuggled in with ``surrogateescape``).
_CONTROLS = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)


def strip_control(text: str) -> str:
    """``text`` without escape sequences or control characters, so model or tool output can
    never drive the terminal; keeps newlines and tabs. Carriage returns become newlines
    (``\\r\\n`` → ``\\n``) so progress-bar style output cannot overwrite a line.
    The one terminal-safety cleaner: the CLI, tool output and the TUI all use it."""
    if not text:
        return ""
    if text.isprintable():  # the common case: nothing to do
        return text
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _CONTROLS.sub("", _ESCAPES.sub("", text))


def ago(timestamp: float, now: float | None = None, *, dates: bool = False) -> str:
    """``"3 min ago"``: relative times read (and speak) better than timestamps. Older than a
    day: ``"2 d ago"``, or the local date (``2025-01-31``) with ``dates=True`` (lists on screen).
    """
    seconds = max(0.0, (time.time() if now is None else now) - timestamp)
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} min ago"
    if seconds < 86400:
        return f"{int(seconds // 3600)} h ago"
    if dates:
        return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d")
    return f"{int(seconds // 86400)} d ago"


def clip(text: str, limit: int, marker: str = "…") -> str:
    """``text`` cut to ``limit`` characters, with a marker when it was cut."""
    return text if len(text) <= limit else text[: max(0, limit - len(marker))] + marker


def valid_text(text: str) -> str:
    """``text`` as valid UTF-8: bytes that were not UTF-8 (smuggled in as surrogates by a
    terminal or pipe) become U+FFFD, so storing and sending it can never fail."""
    lone = _LONE_SURROGATES.sub("\ufffd", text)
    return lone.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


# Surrogates that are not surrogateescape's stand-ins for undecodable bytes (U+DC80–U+DCFF).
_LONE_SURROGATES = re.compile("[\ud800-\udbff\udc00-\udc7f\udd00-\udfff]")


def one_line(text: str, limit: int) -> str:
    """``text`` on one line (whitespace collapsed), at most ``limit`` characters; an ellipsis
    marks the cut."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: max(0, limit - 1)].rstrip() + "…"


def spoken_list(items: list[str], limit: int = 8, language: str = "en") -> str:
    """``"a, b and c"`` (at most ``limit`` named, then ``"and 3 more"``); ``"a, b und c"``
    in German (:mod:`brain.lines`)."""
    from brain.lines import say

    if len(items) > limit:
        return ", ".join(items[:limit]) + " " + say("list.more", language, count=len(items) - limit)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {say('list.and', language)} {items[-1]}"


def plural(count: int, word: str) -> str:
    """ "2 steps", "1 document", "3 entries": an English count with its word."""
    return f"{count} {counted(word, count, 'en')}"


_GERMAN = frozenset(
    "ich du er wir ihr sie mir dir mich dich uns euch mein meine dein deine ist bist sind "  # noqa: SIM905 (a word list)
    "bin habe hast hat haben kann kannst können soll sollte würde wäre nicht kein keine "
    "und oder aber auch noch schon sehr mal doch nur wie wer wo warum wieso weshalb wann "
    "welche welcher welches der das dem den des ein eine einen einem einer für über mit "
    "die von vom zum zur bei nach heute morgen gestern bitte danke gut alles etwas nichts "
    "erzähl erzähle sag sage gibt macht wird geht gehts läuft weißt wirklich viel viele jetzt hier "
    "dort was ja nein mach mache machen gegen hilft helfen muss müssen lange weg wieder "
    "kriege krieg bekomme entfernen kochen ohne nen ne paar bisschen gerade grad eigentlich "
    "echt hab heut nix nich frei jeden jede jedes im um uhr dass zu auf montag dienstag mittwoch "
    "donnerstag freitag samstag sonntag woche monat erinnere erinnern tun tue könnte sollen "
    "wollen will möchte brauche brauchst immer oft weil wenn denn dann an so es seit unser unsere "
    "unseren unserem endlich wochenende urlaub regnet opa oma schwester bruder tochter sohn".split()
)
_ENGLISH = frozenset(
    "i you he we they me my your is are am was were have has had can could should would "  # noqa: SIM905 (a word list)
    "will not no and or but also still very just how who where why when which the a an "
    "of for about with from to at by after today tomorrow yesterday please thanks thank "
    "good all something nothing tell say there it this that what yes do does did make "
    "really much many now here im i'm ive i've dont don't cant can't kinda sorta gonna wanna tbh "
    "ngl lol lmao u ur pls plz thx idk btw bored tired hungry since you're youre you've it's "
    "that's actually".split()
)
_WORDS = re.compile(r"[a-zäöüß']+")
_GERMAN_ONLY = _GERMAN - _ENGLISH
_ENGLISH_ONLY = _ENGLISH - _GERMAN
"""Words of one language only: "was" and "im" ("I'm") say nothing about which."""


def words_language(text: str) -> str | None:
    """``"de"`` or ``"en"`` when the words are clearly German or English (function words,
    umlauts), else None. For choosing how to answer, not for translation."""
    words = _WORDS.findall(text.lower())
    german = sum(word in _GERMAN_ONLY for word in words) + 2 * sum(
        any(c in word for c in "äöüß") for word in words
    )
    english = sum(word in _ENGLISH_ONLY for word in words)
    if german > english:
        return "de"
    if english > german:
        return "en"
    return None


def clearly_language(text: str) -> str | None:
    """``"de"`` or ``"en"`` when the words leave no doubt (at least two marker words, twice as
    many as the other language's): a turn said in German in an English session is answered in
    German. None for short or mixed words ("ok danke")."""
    words = _WORDS.findall(text.lower())
    german = sum(word in _GERMAN_ONLY for word in words) + 2 * sum(
        any(c in word for c in "äöüß") for word in words
    )
    english = sum(word in _ENGLISH_ONLY for word in words)
    if german >= 2 and german >= 2 * english + 1:
        return "de"
    if english >= 2 and english >= 2 * german + 1:
        return "en"
    return None


_SHORTHAND = (
    (re.compile(r"(?<![\w'-])(?:u)(?![\w'-])", re.IGNORECASE), "you"),
    (  # "ur the best", "ur kinda useless", "ur so right": you're; "ur mum", "ur phone": your
        re.compile(
            r"(?<![\w'-])ur(?= (?:the|a|an|so|such|kinda|kind of|sort of|really|very|too|not|just|always"
            r"|never|actually|literally|totally|pretty|quite|being|gonna|going|welcome|right|wrong|best"
            r"|awesome|amazing|great|funny|smart|useless|useful|helpful|sweet|kind|cute|crazy|mad|late"
            r"|here|there|back|sure|ok|okay|fine|good|bad)\b)",
            re.IGNORECASE,
        ),
        "you're",
    ),
    (re.compile(r"(?<![\w'-])(?:ur)(?![\w'-])", re.IGNORECASE), "your"),
    (
        re.compile(r"(?<![\w'-])(?:r)(?= (?:u|you|we|they|there|these|those)\b)", re.IGNORECASE),
        "are",
    ),
    (re.compile(r"(?<![\w'-])rn(?![\w'-])", re.IGNORECASE), "right now"),
    (re.compile(r"(?<![\w'-])(?:thx|thnx|thanx)(?![\w'-])", re.IGNORECASE), "thanks"),
    (re.compile(r"(?<![\w'-])(?:pls|plz)(?![\w'-])", re.IGNORECASE), "please"),
    (re.compile(r"(?<![\w'-])ppl(?![\w'-])", re.IGNORECASE), "people"),
    (re.compile(r"(?<![\w'-])(?:tmrw|tmr|2moro)(?![\w'-])", re.IGNORECASE), "tomorrow"),
    (re.compile(r"(?<=\d)\s*hrs(?![\w'-])", re.IGNORECASE), " hours"),
    (re.compile(r"(?<=\d)\s*hr(?![\w'-])", re.IGNORECASE), " hour"),
    (re.compile(r"(?<=\d)\s*yrs(?![\w'-])", re.IGNORECASE), " years"),
    (re.compile(r"(?<=\d)\s*yr(?![\w'-])", re.IGNORECASE), " year"),
    (re.compile(r"(?<=\d)\s*mins(?![\w'-])", re.IGNORECASE), " minutes"),
    (re.compile(r"(?<![\w'-])hrs(?![\w'-])", re.IGNORECASE), "hours"),
    (re.compile(r"(?<![\w'-])yrs(?![\w'-])", re.IGNORECASE), "years"),
)


def spelled_out(text: str) -> str:
    """``text`` with chat shorthand written out ("how many hrs … rn" → "how many hours … right
    now", "thank u note" → "thank you note"), so what reads sentences reads it too."""
    text = unstretched(text)
    for pattern, word in _SHORTHAND:
        text = pattern.sub(word, text)
    return text


def unstretched(text: str) -> str:
    """``text`` without letters typed three times or more at a word's end to stretch it
    ("heyyy", "morninggg", "sooo": hey, morning, so)."""
    return _STRETCHED.sub(r"\1\2", text)


_STRETCHED = re.compile(r"\b(?![ivxlcdm]+\b)(\w*?\w)([a-z])\2{2,}\b", re.IGNORECASE)
"""A letter typed three times or more at a word's end; not a Roman numeral ("henry viii")."""


_ADVICE = re.compile(
    r"\b(?:what(?:'?m| am) i doing wrong|what (?:did|do) i do wrong|where (?:am i going|did i go)"
    r" wrong|what (?:should|can|could) i do (?:about|with|if|when|so|to)\b|was mach(?:e)? ich"
    r" (?:da |denn |bloß |nur )?falsch|woran (?:liegt|kann) (?:das|es)\b|was (?:kann|soll) ich"
    r" (?:da(?:gegen)? |denn |bloß |nur )?(?:tun|machen)\b|any (?:tips|advice|tricks)\b|tips\?"
    r"|hast du (?:tipps|einen tipp|nen tipp)\b|tipps\?)",
    re.IGNORECASE,
)


def asks_advice(text: str) -> bool:
    """Whether ``text`` asks for advice about the user's own doing ("my bread always comes out
    dense, what am i doing wrong", "was mache ich falsch"): no question about Vance."""
    return _ADVICE.search(text) is not None


_CLAUSE_END = re.compile(r"[,;:.!?]\s+|\s+-+\s+")


def last_clause(text: str) -> str:
    """The last clause of ``text`` ("my flatmate never cleans, how do i bring it up" → "how do
    i bring it up"): a question asked after the story."""
    return _CLAUSE_END.split(text.rstrip(" ?!.")).pop()
