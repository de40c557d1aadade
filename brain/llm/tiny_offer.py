"""The reason and the offer in a no to someone's invitation, said to them: "bc im sick" → "I'm
sick", "got the flu" → "I've got the flu", "and ill take him out for pizza soon" → "I'll take
you out for pizza soon!", "will bring him snacks next time" → "I'll bring you snacks next time!";
and a birthday wish when the occasion is a birthday ("bday drinks", "her 30th"). Used by the
writers of such a no (:mod:`brain.llm.tiny_cant_make`, :mod:`brain.llm.tiny_plan_text`,
:mod:`brain.llm.tiny_regrets`)."""

from __future__ import annotations

import re

from brain.llm.tiny_favour import to_them, you_form
from brain.llm.tiny_tidy import tidied

_OFFER = re.compile(
    r"(?:^|,\s*|;\s*|\s[-–—]\s*|\s+(?=(?:and|but|so)\s))(?:(?:and|but|so|also|plus)\s+)*"
    r"(?:(?:tell|let) (?:her|him|them)(?: know)?\s+(?:that\s+)?|(?:say|saying) (?:that\s+)?"
    r"|that\s+)?(?P<offer>(?:i'?ll|ill|i will|will|i'?m going to|im going to|i'?m gonna|im gonna"
    r"|gonna|let'?s|lets|we'?ll|we will|i can|i could|maybe we can|(?:i\s+)?promise)\s+\S.*)$",
    re.IGNORECASE,
)
"""What the user offers instead, after the no and its reason ("…, will take him out for brunch
soon", "… and that i'll bring her a plant next week", "…, tell her ill make it up to her")."""
_BECAUSE = re.compile(r"^\W*(?:because|bc|b/c|cause|cuz|coz|cos|since|as)\s+(?!of\b)", re.I)
_DUE = re.compile(r"^\W*(?:because|bc|b/c|cause|cuz|coz|cos|due to)\s+(?:of\s+)?", re.I)
_SUBJECTLESS = (
    (re.compile(r"^(?:i'?ve |ive )?got\b", re.I), "I've got"),
    (re.compile(r"^(?:i'?ve |ive )?(?:had|been)\b", re.I), lambda m: f"I've {m[0].split()[-1]}"),
    (re.compile(r"^(?:have|has) to\b", re.I), "I have to"),
    (re.compile(r"^(?:need to|gotta|got to|must)\b", re.I), "I have to"),
    (
        re.compile(
            r"^(?:have|has)\b(?! fun\b| a (?:great|good|nice|lovely|blast|brilliant)\b)", re.I
        ),
        "I have",
    ),
    (re.compile(r"^(?:am|im)\b", re.I), "I'm"),
    (
        re.compile(
            r"^(?=(?:feeling|working|stuck|travel+ing|away|sick|ill|on call|off sick|out of town"
            r"|down with|wiped|exhausted|knackered|swamped|busy|snowed under|in bed|at work"
            r"|flying|moving|visiting|babysitting)\b)",
            re.I,
        ),
        "I'm ",
    ),
    (re.compile(r"^(?:can'?t|cant|cannot|won'?t|wont)\b", re.I), lambda m: f"I {m[0]}"),
)
"""A reason said without "I" ("got the flu", "stuck at work"): the text says it whole."""
_THIRD = re.compile(r"\b(?:she|he|they) (?P<verb>\w+s)\b", re.IGNORECASE)
"""A verb said of them ("before she goes", "when he leaves"): said to them, "you go"."""
BIRTHDAY = re.compile(
    r"\b(?:birthday|bday|b-day|\d{1,3}(?:st|nd|rd|th))\b|\bgeburtstag\w*", re.IGNORECASE
)
"""An occasion that is a birthday: the no ends with a birthday wish."""


def split_offer(text: str) -> tuple[str, str]:
    """``text`` (what follows the no) cut into (the reason, the offer): "im sick, ill take her
    out next week" → ("im sick", "ill take her out next week"); no offer → (text, "")."""
    found = _OFFER.search(text)
    if found is None:
        return text, ""
    return text[: found.start()].strip(" ,;-–—"), found["offer"].strip(" ,.;")


def offer_start(text: str) -> int:
    """Where the offer in ``text`` begins (with the words that lead to it); its length when
    there is none."""
    found = _OFFER.search(text)
    return len(text) if found is None else found.start()


def offer_line(offer: str) -> str:
    """The offer said to them as a sentence of its own: "will take him out for brunch soon" →
    "I'll take you out for brunch soon!", "lets do cake next week instead" → "Let's do cake
    next week instead!"."""
    text = to_them(offer.strip(" ,.;!"), owned=True)  # "take her out", "her place"
    text = re.sub(r"\b(?:she|he|they)(?:'s| is| are)\b", "you're", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:she|he|they) (?:has|have)\b", "you have", text, flags=re.IGNORECASE)
    text = _THIRD.sub(lambda m: f"you {you_form(m['verb'])}", text)  # "before she goes": you go
    text = re.sub(r"^(?:will|ill)\b", "I'll", text, flags=re.IGNORECASE)
    text = re.sub(r"^(?:i )?promise (?:that )?(?=\w)", "I promise ", text, flags=re.IGNORECASE)
    text = re.sub(r"^I promise (?:will|ill)\b", "I promise I'll", text)
    text = re.sub(r"^(?:gonna|i'?m gonna|im gonna)\b", "I'm going to", text, flags=re.IGNORECASE)
    text = re.sub(r"^lets\b", "let's", text, flags=re.IGNORECASE)
    text = re.sub(r"\byou'?re place\b", "your place", text)
    said = tidied(text, "en", first=True, as_said=True).rstrip(".")
    return said if said.endswith("?") else f"{said}!"


def reason_said(reason: str) -> str:
    """The user's reason as a clause of the text, without "because" and with its "I": "bc i'm
    stuck at work" → "I'm stuck at work", "got the flu" → "I've got the flu"; "because of a work
    trip" keeps its "because of"; "" for none."""
    text = reason.strip(" ,.;-–—")
    if not text:
        return ""
    if re.match(r"^\W*(?:because|bc|b/c|cause|cuz|coz|cos)\s+of\b|^\W*due to\b", text, re.I):
        rest = _DUE.sub("", text)
        return "because of " + tidied(rest, "en", first=False, as_said=True).rstrip(".")
    text = _BECAUSE.sub("", text)
    for pattern, whole in _SUBJECTLESS:
        if pattern.match(text):
            text = pattern.sub(whole, text, count=1)
            break
    return tidied(text, "en", first=False, as_said=True).rstrip(".")


def birthday_wish(event: str, name: str = "") -> str:
    """ "Happy birthday, Sam! 🎂" when ``event`` is a birthday; "" otherwise."""
    if not BIRTHDAY.search(event):
        return ""
    return f"Happy birthday{', ' + name if name else ''}! 🎂"
