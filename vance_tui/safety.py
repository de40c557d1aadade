"""Terminal safety: the one helper that cleans model and tool text before it is rendered.

Nothing a model or a tool prints may reach the terminal as a control sequence: a stray
``ESC ] 52`` could rewrite the clipboard, ``ESC [ 2 J`` would wipe the screen, and bidi
overrides can make text read differently from what it is. Every piece of text that comes
from the brain (chat messages, stream chunks, progress labels, errors, plan titles) passes
through :func:`clean` or :func:`clean_line` on its way into a widget.

Rendering must also never interpret that text as markup: widgets wrap it in
``textual.content.Content`` (plain) or hand it to the Markdown widget, never to a
markup-parsing ``Static(str)``.
"""

from __future__ import annotations

import re

__all__ = ["clean", "clean_line"]

_ESCAPES = re.compile(
    r"""
      \x1b\[[0-?]*[ -/]*[@-~]?              # CSI … final byte (a cut-off one too)
    | \x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?   # OSC … BEL or ST (or cut off)
    | \x1b[PX^_][^\x1b\x9c]*(?:\x1b\\|\x9c)?        # DCS, SOS, PM, APC … ST
    | \x1b[ -/]*[0-~]?                      # two-byte escapes (ESC 7, ESC c, ESC ( B, …)
    | \x9b[0-?]*[ -/]*[@-~]?                # 8-bit CSI
    | [\x90\x98\x9d\x9e\x9f][^\x07\x9c]*[\x07\x9c]? # 8-bit DCS/SOS/OSC/PM/APC … ST
    """,
    re.VERBOSE,
)
# C0 controls except tab and newline, DEL, C1 controls, bidi embeddings/overrides/isolates,
# and lone surrogates (undecodable bytes smuggled in with ``surrogateescape``).
_CONTROLS = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_WHITESPACE = re.compile(r"\s+")


def clean(text: str) -> str:
    """``text`` without escape sequences or control characters; keeps newlines and tabs.

    Carriage returns become newlines (``\\r\\n`` → ``\\n``) so progress-bar style output
    cannot overwrite what is already on the line.
    """
    if not text:
        return ""
    if text.isprintable():  # the common case: nothing to do
        return text
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _ESCAPES.sub("", text)
    return _CONTROLS.sub("", text)


def clean_line(text: str, limit: int | None = None) -> str:
    """:func:`clean`, folded onto one line (any whitespace run → one space), cut at ``limit``
    characters with an ellipsis."""
    line = _WHITESPACE.sub(" ", clean(text)).strip()
    if limit is not None and len(line) > limit:
        line = line[: max(0, limit - 1)].rstrip() + "…"
    return line
