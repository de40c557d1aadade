"""A card for a birth: the newborn's name when said ("zur geburt von lina", "a baby girl named
ava") and whom the card is for, the parents rather than the baby ("tochter von meinem freund tim
und seiner frau eva"). Used by :mod:`brain.llm.tiny_cards` and :mod:`brain.llm.tiny_cards_de`."""

from __future__ import annotations

import re

from brain.llm.tiny_card_who import Person, recipients

_BABY = re.compile(
    r"\b(?:birth|arrival|geburt) (?:of|von) (?:their |his |her |ihrer |seiner |the )?(?:(?:baby|little"
    r"|new|tochter|sohn|daughter|son)\s+)*(?:(?:girl|boy)\s+)?(?P<baby>[A-Za-zÄÖÜäöüß][a-zäöüß]+)"
    r"|\b(?:baby|girl|boy|daughter|son|tochter|sohn)\s+(?:named|called|namens)\s+(?P<baby2>[A-Za-z"
    r"ÄÖÜäöüß][a-zäöüß]+)|\b(?:she|he|the baby|sie|er|es)\s+(?:is|'s|hei(?:ß|ss)t)\s+(?:called|named)?"
    r"\s*(?P<baby3>[A-Za-zÄÖÜäöüß][a-zäöüß]+)",
    re.IGNORECASE,
)
_NOT_BABY = frozenset(
    {"a", "the", "their", "his", "her", "baby", "girl", "boy", "my", "our", "new"}
)


def baby(said: str) -> str:
    """The newborn's name, when said ("zur geburt von lina", "a baby girl named ava")."""
    for found in _BABY.finditer(said):
        name = found["baby"] or found["baby2"] or found["baby3"] or ""
        if name.lower() not in _NOT_BABY and len(name) > 1:
            return name.capitalize()
    return ""


def parents(said: str) -> list[Person]:
    """Whom a birth card is for: the parents, not the baby ("tochter von meinem freund tim und
    seiner frau eva")."""
    without = _BABY.sub(" ", said)
    without = re.sub(r"\b(?:tochter|sohn|daughter|son|baby|kind)\s+(?:von|of)\b", "für", without)
    return recipients(without)


def birth_lines(said: str, who: str, we: str) -> list[str]:
    """A birth card's lines between the greeting and the closing, English."""
    from brain.llm.tiny_cards import on_the_day

    little = baby(said)
    lines = [f"Dear {who}," if who else ""]
    lines.append(
        f"Congratulations on the arrival of {little}! 🎉"
        if little
        else "Congratulations on your new baby! 🎉"
    )
    if little:
        lines.append(f"Welcome to the world, little {little}.")
    lines += on_the_day(said, "Born on {day}, what a day to remember!")
    lines.append(
        f"{we.capitalize()} wish you lots of joy (and a little sleep) in these first weeks together."
    )
    return lines
