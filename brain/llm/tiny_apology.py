"""An apology the user asked for, written from what they tell: what happened, said to them and
owned plainly ("need a short apology to my coworker, i kinda snapped at her yesterday"), the
reason they give and what they offer to make it up ("write an apology text to lea, i missed her
concert because i fell asleep after a night shift, want to take her out for dinner this week" →
"I'm so sorry I missed your concert. I fell asleep after a night shift. … I'd love to take you
out for dinner this week …"). Used by :func:`brain.llm.tiny_lines.known_answer` (through
:mod:`brain.llm.tiny_letter`)."""

from __future__ import annotations

import re

from brain.llm.tiny_details import days_named
from brain.llm.tiny_favour import to_them

_APOLOGY = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|eddie|pls|please)\W+)*(?:(?:i\s+)?(?:need|want|write|draft|give me"
    r"|help me (?:write|with)|can (?:you|u) (?:write|draft|help me with))\s+(?:me\s+)?)?(?:a|an)?\s*"
    r"(?:(?:short|quick|little|sincere|honest|small)\s+)*(?:apology|sorry (?:text|message|msg|note))"
    r"\s+(?:text\s+|message\s+|msg\s+|note\s+)?(?:to|for)\s+(?P<who>(?:my|our)\s+[\w-]+|[A-Z]\w+"
    r"|(?!my\b|our\b|the\b|him\b|her\b|them\b)[a-z]{2,}(?=\s*[,:;-]))"
    r"(?:\s+(?P<name>[A-Z][a-z]+|[a-z]{2,}(?=\s*[,:;-])))?"
    r"\s*[,:;-]?\s*(?:because\s+|cause\s+|cuz\s+|since\s+)?(?P<why>i\b.+?)"
    r"(?:[.,;!]\s*(?:(?:pls|please|and)\s+)?(?:don'?t|do not|dont|keep it|make it|not too|nothing)\b[^.!]*)?\W*$",
    re.IGNORECASE,
)
_SOFTENERS = re.compile(
    r"\b(?:kinda|kind of|sort of|sorta|a bit|a little|totally|(?<!'d )(?<!\bid )(?<!would )like)\s+",
    re.I,
)
_AT_THEM = re.compile(r"\b(at|to|with|for|on|about)\s+(?:her|him|them)\b", re.IGNORECASE)


def apology(said: str) -> str | None:
    """ "need a short apology to my coworker, i kinda snapped at her yesterday" → "Hi, I'm
    sorry I snapped at you yesterday. …": what happened, said to them, owned plainly."""
    found = _APOLOGY.match(said)
    if found is None:
        return None
    why = _AT_THEM.sub(lambda m: f"{m.group(1)} you", _SOFTENERS.sub("", found["why"]))
    why = re.sub(r"\b(?:she|he) was\b", "you were", why, flags=re.IGNORECASE)
    why = re.sub(r"\b(?:she|he|they) (?:is|are)\b", "you are", why, flags=re.IGNORECASE)
    why = re.sub(
        r"\b(?:they|she|he)\b(?=\s+\w+ed\b|\s+(?:were|had|have|got|felt|waited|sat))",
        "you",
        why,
        flags=re.IGNORECASE,
    )
    why = to_them(why, owned=True)  # "pick her up" is you; "her party" is your party
    why = re.sub(r"\bi\b", "I", why.strip())
    who = found["who"]
    name = found["name"] or (who if " " not in who else None)
    hello = f"Hi {name.capitalize()}" if name else "Hi"
    offer = _OFFER.search(why)
    make_up = ""
    if offer is not None:  # "…, want to take her out for dinner this week": the offer, said
        why = why[: offer.start()].rstrip(" ,;.")
        make_up = _offered(offer)
    reason = _BECAUSE.search(why)
    excuse = ""
    if reason is not None:  # "because i fell asleep after a night shift": why, owned
        excuse = (reason["why"] or reason["why2"]).strip(" ,.")
        why = why[: reason.start()].rstrip(" ,;.")
        excuse = (
            f"{excuse[:1].upper()}{excuse[1:]}. That's no excuse, and I feel really bad about it."
        )
    if not excuse and not make_up:
        body = (
            f"{hello}, I'm sorry {why}. That wasn't fair to you, and I feel bad about it. "
            "I'd like to make it right. Can we talk?"
        )
    else:
        body = " ".join(
            part
            for part in (
                f"{hello}, I'm so sorry {why}.",
                excuse or "I feel really bad about it.",
                make_up or "I'd like to make it up to you.",
            )
            if part
        )
    return f'Here\'s a text you could send:\n\n"{days_named(body)}"'


_BECAUSE = re.compile(
    r"(?:\s*[,;-]\s*|\s+)(?:because|cause|cuz|bc|as|since)\s+(?P<why>(?:I|my|the|it|work|there|we)\b.+)$"
    r"|\s*[,;-]\s*(?P<why2>(?:I|my|the|it|work|there)\s+.+)$",
    re.IGNORECASE,
)
_OFFER = re.compile(
    r"(?:\s*[,;.-]\s*|\s+and\s+)(?:(?:and|so|but)\s+)?(?:I\s+)?(?P<verb>want to|wanna|would like to"
    r"|'?d like to|I'?d like to|would love to|'?d love to|I'?d love to|I'?ll|will|plan to|am going to"
    r"|'?m going to|gonna|offer(?:ing)? to|hope to)\s+(?P<what>.+)$",
    re.IGNORECASE,
)


def _offered(offer: re.Match[str]) -> str:
    """ "want to take you out for dinner this week" → "I'd love to take you out for dinner
    this week to make it up to you."."""
    what = offer["what"].strip(" .,")
    verb = offer["verb"].lower()
    if verb in ("i'll", "'ll", "ill", "will"):
        return f"I'll {what} to make it up to you."
    return f"I'd love to {what} to make it up to you, if you'll let me."
