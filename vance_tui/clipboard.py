"""Copying text where the user can paste it, and saying only what is known.

The system clipboard tool (pbcopy, wl-copy, xclip, xsel, clip.exe) tells whether it took the
text. OSC 52, which Textual sends too, reaches the clipboard only where the terminal allows
it, and the terminal never says; so without a tool the app says it *sent* the text."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

TOOLS: tuple[tuple[str, ...], ...] = (
    ("pbcopy",),
    ("wl-copy",),
    ("xclip", "-selection", "clipboard"),
    ("xsel", "--clipboard", "--input"),
    ("clip.exe",),
)


def _usable(tool: tuple[str, ...]) -> bool:
    name = tool[0]
    if name == "wl-copy" and not os.environ.get("WAYLAND_DISPLAY"):
        return False
    if name in ("xclip", "xsel") and not os.environ.get("DISPLAY"):
        return False
    if name == "pbcopy" and sys.platform != "darwin":
        return False
    return shutil.which(name) is not None


def system_copy(text: str) -> bool:
    """Put ``text`` on the system clipboard with the first usable tool; True when one took it
    (blocking: call it in a thread)."""
    for tool in TOOLS:
        if not _usable(tool):
            continue
        try:
            done = subprocess.run(
                tool,
                input=text.encode("utf-8"),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=3,
                check=False,
            )
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0:
            return True
    return False


COPIED = "Copied the last answer to the clipboard."
SENT = (
    "Sent the last answer to the terminal's clipboard (OSC 52). If pasting shows nothing, "
    "your terminal does not allow it: /export saves the conversation to a file."
)
