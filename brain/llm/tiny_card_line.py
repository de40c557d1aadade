"""One short line for a birthday card, when one line is asked ("one line for my sister's 40th
card, she's crazy about climbing" → "Happy 40th! Here's to a year with no limits, only new
heights. 🧗"): the age and a light nod to what they love, from a small table of hobbies; any other
hobby gets a plain line naming it. English and German. Used by
:func:`brain.llm.tiny_cards.card_text`."""

from __future__ import annotations

import re

from brain.llm.tiny_german import nouns_capitalised

ONE_LINE = re.compile(
    r"\b(?:one|a|1|single|short|quick)[- ]?(?:liner|line|sentence)\b(?!s)|\bone-?liner\b"
    r"|\b(?:just|only)\s+(?:one|a)\s+(?:line|sentence)\b"
    r"|\beinzeiler\b|\b(?:eine|ein|nur eine|nur einen?|kurze[nr]?|einen)\s+(?:zeile|satz|spruch)\b",
    re.IGNORECASE,
)
"""One line asked for, not a card's whole text ("a one-liner", "eine zeile", "ein satz")."""

# (what they love, the English nod, the German nod)
_HOBBIES: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(rf"\b(?:{words})\b", re.IGNORECASE), en, de)
    for words, en, de in (
        (r"climb\w*|boulder\w*|kletter\w*", "Here's to a year with no limits, only new heights. 🧗",
         "Auf ein Jahr, in dem es nur nach oben geht. 🧗"),
        (r"golf\w*", "May your year be full of birdies and short putts. ⛳",
         "Auf ein Jahr voller Birdies und kurzer Putts. ⛳"),
        (r"fish(?:ing)?|angeln?", "Wishing you a year where they always bite. 🎣",
         "Auf ein Jahr, in dem immer einer anbeißt. 🎣"),
        (r"run(?:ning|s)?(?!\s+(?:a|an|the|his|her|their|my)\b)|jog\w*|marathons?|laufen|joggen", "Another lap done, and still going strong. 🏃",
         "Wieder eine Runde geschafft – und noch lange nicht aus der Puste. 🏃"),
        (r"cycling|bikes?|biking|radfahren|rennrad\w*|fahrrad\w*", "May the year ahead be all tailwind. 🚴",
         "Auf ein Jahr mit Rückenwind. 🚴"),
        (r"garden\w*|garten\w*|pflanzen|plants", "May this year bloom as lovely as your garden. 🌱",
         "Möge dein neues Jahr so schön blühen wie dein Garten. 🌱"),
        (r"baking|backen", "Today someone else bakes the cake! 🎂",
         "Heute backt mal jemand anderes den Kuchen! 🎂"),
        (r"cooking|kochen", "Tonight someone else does the cooking! 🍳",
         "Heute kocht mal jemand anderes für dich! 🍳"),
        (r"yoga", "Breathe in, blow out the candles. 🧘", "Einatmen, Kerzen auspusten. 🧘"),
        (r"reading|books?|lesen|bücher|buecher", "Here's to the next chapter. 📚",
         "Auf das nächste Kapitel! 📚"),
        (r"football|soccer|fußball|fussball", "May the year ahead be full of wins. ⚽",
         "Auf ein Jahr voller Siege. ⚽"),
        (r"hik(?:e|es|ing)|wandern", "May the year ahead bring great trails and even better views. 🥾",
         "Auf ein Jahr mit schönen Wegen und noch schöneren Aussichten. 🥾"),
        (r"swim(?:ming)?|schwimmen", "Keep making waves! 🏊", "Immer schön oben schwimmen! 🏊"),
        (r"danc(?:e|es|ing)|tanzen", "Dance your way into the year ahead! 💃", "Tanz ins neue Lebensjahr! 💃"),
        (r"coffee|kaffee", "Here's to a year as strong as your coffee. ☕",
         "Auf ein Jahr so stark wie dein Kaffee. ☕"),
        (r"wine|wein", "Like a good wine, only getting better. 🍷",
         "Wie ein guter Wein: Du wirst immer besser. 🍷"),
        (r"travel(?:l?ing)?|reisen", "May the year ahead take you somewhere wonderful. ✈️",
         "Auf ein Jahr voller schöner Reisen. ✈️"),
        (r"gam(?:e|es|ing)(?<!gambling)|video ?games?|zocken|videospiel\w*", "Level {n} unlocked! 🎮", "Level {n} freigeschaltet! 🎮"),
    )
)  # fmt: skip


def card_line(loves: str, number: int | None, nth: str, language: str) -> str | None:
    """The one line for a birthday card of someone ``number`` years old (``nth``: "40th") who
    loves ``loves`` (the user's words), or None when neither is told."""
    if not loves and not number:
        return None
    de = language == "de"
    if de:
        happy = f"Alles Gute zum {number}.!" if number else "Alles Gute zum Geburtstag!"
    else:
        happy = f"Happy {nth}!" if number else "Happy birthday!"
    first = re.split(r"\s+(?:and|und|&)\s+|,", loves, maxsplit=1)[0].strip() if loves else ""
    nod = next(
        (de_line if de else en for pattern, en, de_line in _HOBBIES if pattern.search(first)),
        None,
    )
    if nod is not None and "{n}" in nod:
        nod = nod.format(n=number) if number else None
    if nod is None and first:
        hobby = first
        if de:  # "töpfern" → "Töpfern", "deinen garten" → "deinen Garten"
            hobby = nouns_capitalised(first) if " " in first else first[:1].upper() + first[1:]
        nod = (
            f"Auf ein tolles Jahr – mit ganz viel Zeit für {hobby}. 🎉"
            if de
            else f"Here's to a great year with plenty of {hobby}. 🎉"
        )
    if nod is None:
        nod = "Auf dein bestes Jahr bisher! 🎉" if de else "Here's to your best year yet! 🎉"
    said = f"{happy} {nod}"
    if de:
        return f"Eine Zeile für die Karte:\n\n„{said}“"
    return f'Here\'s a line for the card:\n\n"{said}"'
