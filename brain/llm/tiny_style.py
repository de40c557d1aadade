"""How a text should sound, said with what it should say ("polite but firm", "something sweet,
not too cheesy", "keep it short"): never part of the text. Shared by the writers of messages,
letters and invitations (:mod:`brain.llm.tiny_message`, :mod:`brain.llm.tiny_letter`,
:mod:`brain.llm.tiny_invite`, :mod:`brain.llm.tiny_notes`)."""

from __future__ import annotations

import re

STYLE_WORD = (
    r"(?:casual|formal|polite|short|brief|friendly|professional|nice|kind|funny|informal|warm"
    r"|passive[- ]aggressive|pushy|rude|cold|stiff|bossy|mean|chill|relaxed|cheerful|locker"
    r"|höflich|förmlich|freundlich|kurz|professionell|nett|lustig|unfreundlich|frech|sweet|simple"
    r"|light(?:hearted)?|heartfelt|cute|gentle|honest|clear|direct|concise|upbeat|positive|lieb"
    r"|ehrlich|firm|assertive|cheesy|cringe|cringy|corny|sappy|mushy|gushy|over the top|emojis?"
    r"|fun|long|sachlich|bestimmt|respectful|serious|sincere|genuine|humble|grateful)"
)
STYLE_LEAD = (
    r"(?:but|and|yet|just|very|really|super|not too|nothing too|not|no|keep it|make it|kinda"
    r"|a bit|something|sth|still|quite|sehr|eher|nicht zu|nicht|mach es|halt es|aber|und|ganz"
    r"|too|overly)"
)
"""How a text should sound ("polite but firm", "something sweet, not too cheesy"): said in how
it is written, never in it. Shared by the message, letter and invitation writers."""

_HOW_ONLY = re.compile(
    rf"^(?:{STYLE_LEAD}\s+)*{STYLE_WORD}(?:\s+(?:{STYLE_LEAD}\s+)*{STYLE_WORD})*(?:\s+(?:pls|please"
    r"|plz|bitte))?$",
    re.IGNORECASE,
)


def without_style(text: str) -> str:
    """``text`` without the parts that only say how it should sound ("… since monday. polite
    but firm pls, i want it fixed" → "… since monday. i want it fixed")."""
    parts = re.split(r"(\s*[,;.?!]+\s*)", text)
    kept: list[str] = []
    for index in range(0, len(parts), 2):
        part, mark = parts[index], parts[index + 1] if index + 1 < len(parts) else ""
        if _HOW_ONLY.match(part.strip()):
            if kept and not mark.strip():
                kept[-1] = kept[-1].rstrip(" ,;")
            continue
        kept.append(part + mark)
    return "".join(kept).strip()


TRAILING_STYLE = re.compile(
    r"\s*[,;.-]\s*(?:but\s+|and\s+)?(?:i\s+)?(?:don'?t|dont|do not)\s+(?:wanna|want to|want it to)\s+"
    r"(?:sound|be|seem|come across|come off|look)\b.*$|\s*[,;.-]\s*"
    rf"(?:{STYLE_LEAD}\s+)*{STYLE_WORD}\b(?:(?:\s*(?:,|{STYLE_LEAD}\b))*\s*(?:{STYLE_WORD}|pls"
    r"|please|plz|bitte|thx|thanks)\b)*\W*$",
    re.IGNORECASE,
)
