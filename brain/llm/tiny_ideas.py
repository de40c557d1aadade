"""True lines for light requests the tiny local model answers badly: an idea for dinner, a
hobby, a film, a book, a gift or something to do, a fun fact, a riddle, a tongue twister,
a push or a kind word.

Measured on SmolLM2-135M (issue 14, held-out sets): "suggest a hobby" got "What's your
favorite hobby?", a weekend trip "the French Riviera … the Mona Lisa", a film "The
Shawshiron Woman, a French romantic comedy", dinner "I don't have any cooking ideas", a fun
fact "Paris is the capital of France". A few good answers, chosen by turn, are better than
that. Ideas need a request ("any ideas?", "suggest …", "what should I …"): "my hobby is
chess" is no request for one. Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re

Lines = dict[str, tuple[str, ...]]

_REQUEST = re.compile(
    r"\b(?:suggest\w*|recommend\w*|ideas?|give me (?:a|an|some)|got any|what (?:should|could"
    r"|can|to)|what'?s a (?:good|fun|nice)|help me (?:pick|choose|find)|empfiehl\w*|empfehl\w*|vorschl\w*|idee\w*"
    r"|was (?:soll|könnte|kann))\b",
    re.IGNORECASE,
)
"""Words that ask for an idea (needed by the kinds marked ``request``)."""

_KINDS: tuple[tuple[re.Pattern[str], bool, Lines], ...] = (
    (
        re.compile(
            r"\b(?:motivat\w*|pep talk|encourag\w* me|cheer me up|need a push|get off the couch"
            r"|get (?:going|started)|inspire me|motivier\w*|aufmunter\w*|mut machen)\b",
            re.IGNORECASE,
        ),
        False,
        {
            "en": (
                "Start with just five minutes. Once you're moving, the rest gets a lot easier, "
                "and you'll be glad you did.",
                "You don't have to feel ready to begin. Do the smallest next step now; "
                "momentum will do the rest.",
            ),
            "de": (
                "Fang mit nur fünf Minuten an. Wenn du erst mal dabei bist, geht der Rest viel "
                "leichter, und danach bist du froh.",
            ),
        },
    ),
    (
        re.compile(
            r"\b(?:say something (?:nice|kind|sweet)|compliment me|make me (?:smile|feel better)"
            r"|sag (?:mir )?(?:was|etwas) nettes)\b",
            re.IGNORECASE,
        ),
        False,
        {
            "en": (
                "You're doing better than you think, and the fact that you keep going says a lot.",
            ),
            "de": ("Du machst das besser, als du denkst, und dass du dranbleibst, sagt viel.",),
        },
    ),
    (
        re.compile(
            r"\b(?:fun|random|interesting|cool|weird) fact\b(?!.*\babout\b)|\bfun facts?\b$"
            r"|\b(?:tell|give) me something (?:random|interesting|cool|fun|new|surprising|i "
            r"(?:don'?t|dont) know)\b(?!.*\babout\b)"
            r"|\b(?:lustige|interessante|zufällige)[nrs]? fakt\w*\b",
            re.IGNORECASE,
        ),
        False,
        {
            "en": (
                "Octopuses have three hearts, and their blood is blue.",
                "Honey never spoils: jars thousands of years old have been found still edible.",
                "A day on Venus lasts longer than its year.",
                "Bananas are berries, but strawberries are not.",
            ),
            "de": (
                "Kraken haben drei Herzen, und ihr Blut ist blau.",
                "Honig verdirbt nicht: In Jahrtausende alten Gräbern fand man noch essbaren.",
            ),
        },
    ),
    (
        re.compile(r"\b(?:riddle|rätsel)\b", re.IGNORECASE),
        False,
        {
            "en": (
                "What has keys but can't open locks? A piano.",
                "What gets wetter the more it dries? A towel.",
            ),
            "de": ("Was hat Tasten, aber öffnet keine Schlösser? Ein Klavier.",),
        },
    ),
    (
        re.compile(r"\b(?:tongue[- ]twister|zungenbrecher)\b", re.IGNORECASE),
        False,
        {
            "en": ("Red lorry, yellow lorry. Now say it five times fast!",),
            "de": ("Fischers Fritz fischt frische Fische. Jetzt fünfmal schnell!",),
        },
    ),
    (
        re.compile(
            r"\b(?:cook|make for (?:dinner|lunch)|eat (?:tonight|today)|dinner|lunch|breakfast"
            r"|recipe|meal|kochen|koche|abendessen|mittagessen|essen heute)\b",
            re.IGNORECASE,
        ),
        True,
        {
            "en": (
                "How about a quick pasta with garlic, tomatoes and whatever greens you have, or "
                "a vegetable stir-fry with rice?",
                "Try an omelette with cheese and any leftover vegetables: ten minutes, one pan.",
            ),
            "de": (
                "Wie wäre es mit schneller Pasta mit Knoblauch und Tomaten, oder Gemüse aus dem "
                "Wok mit Reis?",
            ),
        },
    ),
    (
        re.compile(r"\b(?:hobby|hobbies|hobbys)\b", re.IGNORECASE),
        True,
        {
            "en": (
                "How about sketching, learning a few songs on an instrument, or a weekly run "
                "with a beginner's plan?",
                "Try something hands-on: baking bread, growing herbs on a windowsill, or "
                "a beginner's woodworking or pottery class.",
            ),
            "de": (
                "Wie wäre es mit Zeichnen, ein paar Liedern auf einem Instrument oder einem "
                "Lauf-Plan für Anfänger?",
            ),
        },
    ),
    (
        re.compile(r"\b(?:books?|novels?|read next|to read|buch|lesen)\b", re.IGNORECASE),
        True,
        {
            "en": (
                "The Hitchhiker's Guide to the Galaxy by Douglas Adams is funny and quick; "
                "The Martian by Andy Weir if you like a page-turner.",
            ),
            "de": (
                "Per Anhalter durch die Galaxis von Douglas Adams ist witzig und schnell "
                "gelesen; Der Marsianer von Andy Weir, wenn du Spannung magst.",
            ),
        },
    ),
    (
        re.compile(
            r"\b(?:movies?|films?|to watch|should i watch|tv shows?|series|serien?)\b",
            re.IGNORECASE,
        ),
        True,
        {
            "en": (
                "Paddington 2 is a warm, funny pick; for something grander, Spirited Away or "
                "The Princess Bride.",
            ),
            "de": (
                "Paddington 2 ist warmherzig und lustig; etwas Größeres: Chihiros Reise ins "
                "Zauberland oder Die Braut des Prinzen.",
            ),
        },
    ),
    (
        re.compile(r"\b(?:gift|present|geschenk\w*)\b", re.IGNORECASE),
        True,
        {
            "en": (
                "Something they'd use every day works well: a good mug with their favourite "
                "tea or coffee, a book on their hobby, or an experience you share, like a "
                "cooking class.",
            ),
            "de": (
                "Etwas für jeden Tag kommt gut an: eine schöne Tasse mit Lieblingstee oder "
                "-kaffee, ein Buch zu ihrem Hobby oder ein gemeinsames Erlebnis.",
            ),
        },
    ),
    (
        re.compile(
            r"\b(?:to do|weekend|day trip|trip|rainy day|with (?:the |my )?kids|unternehmen"
            r"|ausflug|wochenende)\b",
            re.IGNORECASE,
        ),
        True,
        {
            "en": (
                "How about a walk somewhere new nearby, a museum or market you haven't been "
                "to, or a games afternoon at home?",
                "On a rainy day: build a blanket fort, bake something simple together, or have "
                "a board game tournament.",
            ),
            "de": (
                "Wie wäre es mit einem Spaziergang an einem neuen Ort, einem Museum oder Markt, "
                "oder einem Spielenachmittag zu Hause?",
            ),
        },
    ),
)


def idea(user_text: str, language: str, turn: int) -> str | None:
    """The line for a light request in ``user_text``, or None."""
    for pattern, needs_request, lines in _KINDS:
        if pattern.search(user_text) and (not needs_request or _REQUEST.search(user_text)):
            return pick(lines, language, turn)
    return None


def pick(lines: Lines, language: str, turn: int) -> str:
    """One of a kind's ``lines`` in ``language`` (English when it has none), taking turns."""
    chosen = lines.get(language, lines["en"])
    return chosen[turn % len(chosen)]


def idea_lines() -> frozenset[str]:
    """Every line :func:`idea` may say."""
    return frozenset(line for _p, _r, lines in _KINDS for many in lines.values() for line in many)
