"""Text hygiene shared by every output path (terminal safety)."""

from __future__ import annotations

import re

# CSI, OSC (terminated by BEL or ST), other ESC sequences, then C0/C1 controls but \t and \n.
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"
    r"|\x1b[@-Z\\-_]?"
    r"|\x9b[0-?]*[ -/]*[@-~]"
    r"|[\x00-\x08\x0b-\x1f\x7f-\x9f]"
)


def strip_control(text: str) -> str:
    """Remove terminal control sequences so model or tool output can never drive the terminal.
    Carriage returns become newlines only when they end a line (CRLF → LF)."""
    return _ESCAPES.sub("", text.replace("\r\n", "\n"))


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
