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

from brain import strip_control

__all__ = ["clean", "clean_line"]

_WHITESPACE = re.compile(r"\s+")

# The brain's cleaner is the one implementation; the app calls it ``clean``.
clean = strip_control


def clean_line(text: str, limit: int | None = None) -> str:
    """:func:`clean`, folded onto one line (any whitespace run → one space), cut at ``limit``
    characters with an ellipsis."""
    line = _WHITESPACE.sub(" ", clean(text)).strip()
    if limit is not None and len(line) > limit:
        line = line[: max(0, limit - 1)].rstrip() + "…"
    return line
