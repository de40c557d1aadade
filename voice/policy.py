"""Speech policy: the one place that decides what may be spoken.

Eddie's ``message`` is written to be spoken; its ``info`` is only shown. Whatever
reaches a speaker goes through :func:`speakable` (whole texts) or
:class:`SpeechStream` (streamed tokens), both of which apply the same rules:

- markdown becomes plain sentences (headers, list items and table-free lines end
  with a full stop; emphasis, quotes and rules are stripped);
- code is never read out: fenced blocks and tables are dropped, inline code is
  dropped unless it is a plain word or two (``the `garden` project``);
- URLs become "the link", file paths "the file" (or "the folder"), IDs, hashes and
  UUIDs "the item" — or "the inbox item" when the text names what they are.

Relayed worker text obeys the same rule: pass it through :func:`speakable` too.
Pure string code: importing this module is instant.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

__all__ = ["SpeechStream", "speakable", "speech_for"]

# --- block level -----------------------------------------------------------------------------

_FENCE: Final = re.compile(r"^[ \t]*(```|~~~)")
_HEADER: Final = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+(.*?)[ \t#]*$")
_LIST_ITEM: Final = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(.*)$")
_QUOTE: Final = re.compile(r"^[ \t]*(?:>[ \t]?)+")
_RULE: Final = re.compile(r"^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_TABLE_ROW: Final = re.compile(
    r"^[ \t]*\|.*\|[ \t]*$|^[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)+$"
)
_END_PUNCT: Final = tuple(".!?…:;,-–—\"')")

# --- inline ----------------------------------------------------------------------------------

_IMAGE: Final = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK: Final = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_AUTOLINK: Final = re.compile(r"<(?:https?://|mailto:|www\.)[^>\s]+>", re.IGNORECASE)
_HTML_TAG: Final = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>")
_INLINE_CODE: Final = re.compile(r"(`+)(.+?)\1")
_PLAIN_WORDS: Final = re.compile(r"^[A-Za-z][A-Za-z' ]{0,30}$")
_URL: Final = re.compile(r"\b(?:https?://|ftp://|www\.)[^\s<>()\[\]]+[^\s<>()\[\].,;:!?'\"]", re.I)
_BOLD: Final = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_ITALIC_STAR: Final = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
_ITALIC_UNDER: Final = re.compile(r"(?<![\w])_(?=\S)([^_\n]+?)(?<=\S)_(?!\w)")
_STRIKE: Final = re.compile(r"~~(.+?)~~")

_UUID: Final = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
# Vance ids (``s-0f3k9x2m``, ``prj-…``), snake/kebab ids with a digit, hex hashes.
_PREFIXED_ID: Final = r"[A-Za-z]{1,12}[-_](?=[0-9a-z]*\d)[0-9a-z]{6,}"
_HEX: Final = r"(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{6,}"
_MIXED: Final = (
    r"(?=[A-Za-z0-9]*\d[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{10,}"
)
_ID_TOKEN: Final = rf"#?(?:{_UUID}|{_PREFIXED_ID}|{_HEX}|{_MIXED})"
_ID_NOUNS: Final = (
    "inbox item|inbox message|item|task|project|process|session|worker|message|note|"
    "entry|plan|todo|issue|ticket|commit|file|document"
)
# "the inbox item 4f2a9c1e" / "inbox item #4f2a9c1e" / "task (id prj-0f3k9x2m)" -> "the inbox item"
_NAMED_ID: Final = re.compile(
    rf"\b(?:(?i:the|a|an|your|this|that)\s+)?((?i:{_ID_NOUNS}))\s*[:(]?\s*(?:(?i:id)\s*[:=]?\s*)?"
    rf"{_ID_TOKEN}\b\)?",
)
_BARE_ID: Final = re.compile(rf"(?:\b(?:id|ID)\s*[:=]?\s*)?(?<![\w/.-]){_ID_TOKEN}\b(?![/.-]\w)")

_PATH: Final = re.compile(
    r"(?<![\w/])(?:"
    r"~?/(?:[\w.@+-]+/)*[\w.@+-]*"  # /abs/path, ~/x, /x/
    r"|\.{1,2}/(?:[\w.@+-]+/)*[\w.@+-]*"  # ./rel, ../rel
    r"|[A-Za-z]:\\(?:[\w .@+-]+\\)*[\w.@+-]*"  # C:\windows\path
    r"|(?:[\w.@+-]+/){2,}[\w.@+-]*"  # a/b/c
    r"|[\w.@+-]+/[\w@+-]+\.[A-Za-z][A-Za-z0-9]{0,4}"  # dir/file.ext
    r")(?![\w/])"
)
_FILE_EXTS: Final = (
    "py|md|txt|json|toml|yaml|yml|ini|cfg|csv|tsv|log|wav|mp3|ogg|flac|png|jpe?g|gif|svg|pdf|"
    "html?|css|js|ts|tsx|jsx|rs|go|java|c|h|cpp|hpp|sh|sql|db|sqlite|gguf|onnx|zip|tar|gz|xml|lock"
)
_FILE_NAME: Final = re.compile(
    rf"(?<![\w/.-])[\w-]+(?:\.[\w-]+)*\.(?:{_FILE_EXTS})\b(?![/\w])", re.I
)

_SYMBOLS: Final = {"&": " and ", "→": " to ", "->": " to ", "=>": " to ", "←": " from "}
_KEEP_SYMBOLS: Final = frozenset("°")
_SPACES: Final = re.compile(r"[ \t\u00a0]+")
_SPACE_BEFORE_PUNCT: Final = re.compile(r"\s+([,.;:!?…])")
_EMPTY_BRACKETS: Final = re.compile(r"\(\s*[,.;:]?\s*\)|\[\s*\]")
_DUP_PUNCT: Final = re.compile(r"([,;:])\s*([.!?])|([.!?])\s*[,;:.](?!\.)")
_ORPHAN_PUNCT: Final = re.compile(r"^[\s,.;:!?]+")


def speech_for(message: str, info: str | None = None) -> str:
    """What of an Eddie reply is spoken: its ``message`` only, never ``info``."""
    del info  # shown in the transcript, never spoken
    return speakable(message)


def speakable(text: str) -> str:
    """Turn ``text`` into plain sentences that may be read aloud (see the module docstring)."""
    sentences: list[str] = []
    in_fence = False
    paragraph: list[str] = []

    def end_paragraph() -> None:
        if paragraph:
            sentences.append(_as_sentence(" ".join(paragraph)))
            paragraph.clear()

    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if _FENCE.match(raw):
            in_fence = not in_fence
            end_paragraph()
            continue
        if in_fence or _TABLE_ROW.match(raw) or _RULE.match(raw):
            end_paragraph()
            continue
        line = _QUOTE.sub("", raw)
        if not line.strip():
            end_paragraph()
            continue
        if (m := _HEADER.match(line)) or (m := _LIST_ITEM.match(line)):
            end_paragraph()
            sentences.append(_as_sentence(_inline(m.group(1))))
        else:
            paragraph.append(_inline(line))
    end_paragraph()
    return _tidy(" ".join(s for s in sentences if s))


def _inline(text: str) -> str:
    """Inline markdown, URLs, paths and IDs of one line → plain words."""
    text = _IMAGE.sub(lambda m: m.group(1), text)
    text = _LINK.sub(lambda m: m.group(1), text)
    text = _AUTOLINK.sub(" the link ", text)
    text = _INLINE_CODE.sub(_inline_code, text)
    text = _HTML_TAG.sub(" ", text)
    text = _URL.sub("the link", text)
    text = _NAMED_ID.sub(_named_id, text)
    text = _PATH.sub(_path, text)
    text = _FILE_NAME.sub("the file", text)
    text = _BARE_ID.sub("the item", text)
    for _ in range(2):  # nested emphasis: ***x***, **_x_**
        text = _BOLD.sub(lambda m: m.group(2), text)
        text = _ITALIC_STAR.sub(lambda m: m.group(1), text)
        text = _ITALIC_UNDER.sub(lambda m: m.group(1), text)
        text = _STRIKE.sub(lambda m: m.group(1), text)
    for symbol, words in _SYMBOLS.items():
        text = text.replace(symbol, words)
    text = text.replace("`", "").replace("*", "").replace("#", " ")
    return "".join(ch for ch in text if not _is_unspeakable(ch))


def _inline_code(match: re.Match[str]) -> str:
    code = match.group(2).strip()
    if _PLAIN_WORDS.match(code) and len(code.split()) <= 3:
        return code
    return " "


def _named_id(match: re.Match[str]) -> str:
    article = "The" if match.group(0)[0].isupper() else "the"
    return f"{article} {match.group(1).lower()}"


def _path(match: re.Match[str]) -> str:
    found = match.group(0)
    if re.fullmatch(r"[\d/.]+", found):  # dates like 12/05/2026
        return found
    path = found.rstrip(".")  # a full stop after a path ends the sentence
    tail = found[len(path) :]
    return ("the folder" if path.endswith(("/", "\\")) else "the file") + tail


def _is_unspeakable(ch: str) -> bool:
    """Emoji, pictographs and control characters: piper would spell them or choke."""
    if ch in _KEEP_SYMBOLS:
        return False
    category = unicodedata.category(ch)
    if category in ("So", "Cs", "Co", "Cf", "Cc") or ch == "\ufe0f":
        return True
    return "\U0001f3fb" <= ch <= "\U0001f3ff"  # emoji skin tones


def _as_sentence(text: str) -> str:
    text = _tidy(text)
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith(_END_PUNCT) else text + "."


def _tidy(text: str) -> str:
    text = text.replace("...", "…")
    text = _EMPTY_BRACKETS.sub(" ", text)
    text = _SPACES.sub(" ", text).strip()
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", text)
    text = _DUP_PUNCT.sub(lambda m: m.group(2) or m.group(3), text)
    text = _ORPHAN_PUNCT.sub("", text)
    return text.strip()


# --- streaming -------------------------------------------------------------------------------

_ABBREVIATIONS: Final = frozenset(
    {"e.g.", "i.e.", "etc.", "vs.", "mr.", "mrs.", "ms.", "dr.", "prof.", "st.", "no.", "ca."}
    | {"approx.", "cf.", "fig.", "inc.", "ltd.", "jr.", "sr."}
)
_SENTENCE_END: Final = re.compile(r"[.!?…]+[\"')\]]*(?=\s)")
_CLAUSE_END: Final = re.compile(r"[,;:](?=\s)")
_FUNCTION_WORDS: Final = frozenset({
    "a", "an", "the", "to", "of", "for", "from", "in", "on", "at", "by", "with", "and", "or",
    "but", "nor", "so", "is", "are", "was", "were", "be", "my", "your", "our", "their", "his",
    "her", "its", "this", "that", "these", "those", "as", "if", "than", "then", "into", "about",
})  # fmt: skip
_WORD_END: Final = re.compile(r"\S+\s+")
_LIST_MARKER_ONLY: Final = re.compile(r"^[ \t]*(?:\d{1,3}[.)]|#{1,6})$")


class SpeechStream:
    """Cut streamed text (model tokens) into speakable pieces as soon as they are complete.

    ``feed`` returns the pieces completed so far, already passed through :func:`speakable`;
    ``close`` returns the rest. A piece ends at a sentence end or a line end, never inside a
    code block or inline code. So that the first audio starts sooner, the first piece may end
    at a comma (after ``first_clause_words`` words) or, failing that, after
    ``first_max_words`` words (spoken as a clause, with a comma).
    """

    def __init__(
        self, *, first_clause_words: int = 3, first_max_words: int = 8, max_chars: int = 240
    ) -> None:
        self._buffer = ""
        self._emitted = 0
        self._first_clause_words = first_clause_words
        self._first_max_words = first_max_words
        self._max_chars = max_chars
        self._mid_sentence = False  # the current cut is inside a sentence

    def feed(self, text: str) -> list[str]:
        self._buffer += text
        pieces: list[str] = []
        while (cut := self._next_cut()) is not None:
            piece, self._buffer = self._buffer[:cut], self._buffer[cut:]
            if self._mid_sentence:
                piece, self._mid_sentence = piece.rstrip() + ",", False
            if spoken := speakable(piece):
                pieces.append(spoken)
                self._emitted += 1
        return pieces

    def close(self) -> list[str]:
        rest, self._buffer = self._buffer, ""
        spoken = speakable(rest)
        return [spoken] if spoken else []

    def _next_cut(self) -> int | None:
        buffer = self._buffer
        fence = _first_fence(buffer)
        if fence is not None:
            start, end = fence
            if not buffer[:start].strip():
                return end  # the whole code block is one (silent) piece, once it is closed
            cut = self._cut_in(buffer[:start])
            return cut if cut is not None else start  # a fence ends the text before it
        last_line = buffer.rsplit("\n", 1)[-1]
        if last_line.strip() and set(last_line.strip()) <= {"`", "~"}:
            buffer = buffer[: len(buffer) - len(last_line)]  # may still become a fence
        return self._cut_in(buffer)

    def _cut_in(self, head: str) -> int | None:
        if not head:
            return None
        newline = head.find("\n")
        scope = head[:newline] if newline >= 0 else head
        for match in _SENTENCE_END.finditer(scope):
            end = match.end()
            if _is_sentence_end(scope[:end]):
                return end
        # A complete line ends a piece (markdown structure is line based).
        if newline >= 0:
            return newline + 1
        if self._emitted == 0 or len(head) > self._max_chars:
            for match in _CLAUSE_END.finditer(head):
                end = match.end()
                long_enough = len(head[:end].split()) >= self._first_clause_words
                if _balanced(head[:end]) and (long_enough or len(head) > self._max_chars):
                    return end
        if self._emitted == 0 and self._first_max_words:
            words = list(_WORD_END.finditer(head))
            if len(words) >= self._first_max_words + 2:  # room to avoid ending on "the"
                n = self._first_max_words
                # Prefer not to pause right after a little word ("… away from the,").
                for index in (n - 1, n, n + 1, n - 2, n - 3):
                    if words[index].group().strip().lower() not in _FUNCTION_WORDS:
                        break
                end = words[index].end()
                if _balanced(head[:end]) and "\n" not in head[:end]:
                    self._mid_sentence = True
                    return end
        return None


def _first_fence(buffer: str) -> tuple[int, int | None] | None:
    """Where the first code fence starts, and where its closing line ends (None: still open)."""
    offset = 0
    start: int | None = None
    for line in buffer.splitlines(keepends=True):
        if _FENCE.match(line):
            if start is None:
                start = offset
            elif line.endswith("\n"):
                return start, offset + len(line)
            else:
                return start, None
        offset += len(line)
    return None if start is None else (start, None)


def _balanced(text: str) -> bool:
    """No inline code left open."""
    return text.count("`") % 2 == 0


def _is_sentence_end(text: str) -> bool:
    """``text`` ends a sentence: not an abbreviation, a list marker or inside inline code."""
    if not _balanced(text):
        return False
    line = text.rsplit("\n", 1)[-1]
    if _LIST_MARKER_ONLY.match(line):
        return False
    words = line.rsplit(None, 1)
    last = words[-1].lower() if words else ""
    return last not in _ABBREVIATIONS and not re.fullmatch(r"[a-z]\.", last)
