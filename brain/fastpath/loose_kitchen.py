"""A recipe for more or fewer people, read by its parts (see :mod:`brain.fastpath.loose_sums`):
"recipe is for 4 people and says 300g flour but im cooking for 6" → "For 6 instead of 4:
multiply by 1.5, so 300 g flour becomes 450 g."."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_SERVES = re.compile(
    r"\b(?:for|serves|feeds|makes|für|fuer|reicht für)\s+(?P<n>\d{1,2})(?!\s*(?:g|gr|kg|ml|l|min"
    r"|mins|minutes|°|%|cups?|tbsp|tsp|h|hours?|euro|€|\$|uhr|am|pm)\b)(?:\s*(?:people|persons"
    r"|ppl|servings|portions|guests|personen|leute|portionen|gäste))?\b"
    r"|\b(?:we(?:'re| are| will be|'ll be)|there(?:'ll be| will be| are)|wir sind|wir werden"
    r"|party of|es kommen)\s+(?:but\s+|now\s+|aber\s+|jetzt\s+|actually\s+|eigentlich\s+)?"
    r"(?P<n2>\d{1,2})\b(?!\s*(?:g|gr|kg|ml|l|min|mins|minutes|°|%|uhr|am|pm)\b)"
    r"|\b(?P<n3>\d{1,2})\s+(?:of us\b|(?:guests|gäste|gaeste) (?:are )?(?:coming|kommen)\b)",
    re.IGNORECASE,
)
_INGREDIENT = re.compile(
    r"(?P<n>\d{1,4}(?:[.,]\d{1,2})?)\s*(?P<unit>g|gr|grams?|gramm|kg|ml|l|cups?|tbsp|tsp"
    r"|tablespoons?|teaspoons?|el|tl|eggs?|eier)\b\.?\s*(?:of\s+)?(?P<what>(?!(?:and|und|but|aber"
    r"|or|oder|for|für|i|ich|im|is|are|ist)\b)[a-zäöüß]+)?",
    re.IGNORECASE,
)
_RECIPE = re.compile(
    r"\b(?:recipe|rezept\w*|serves|portion\w*|cooking for|baking for|making it for|koche für"
    r"|kochen für|backe für|backen für)\b",
    re.I,
)


def recipe_scaled(text: str, language: str) -> str | None:
    """ "recipe is for 4 people and says 300g flour but im cooking for 6" → "For 6 instead of
    4: multiply by 1.5, so 300 g flour becomes 450 g."."""
    if _RECIPE.search(text) is None:
        return None
    people = [int(m["n"] or m["n2"] or m["n3"]) for m in _SERVES.finditer(text)]
    things = list(_INGREDIENT.finditer(text))
    if len(people) != 2 or not 1 <= len(things) <= 3 or 0 in people or people[0] == people[1]:
        return None
    if len(re.findall(r"\d+(?:[.,]\d+)?", text)) != 2 + len(things):
        return None
    factor = Fraction(people[1], people[0])
    by = said_number(Fraction(round(factor * 100), 100), language)
    parts = []
    for thing in things:
        count = amount(thing["n"])
        if count is None:
            return None
        unit = thing["unit"]
        what = f" {thing['what']}" if thing["what"] else ""
        scaled = said_number(Fraction(round(count * factor * 10), 10), language)
        parts.append(
            f"{said_number(count, language)} {unit}{what} "
            + (f"werden {scaled} {unit}" if language == "de" else f"becomes {scaled} {unit}")
        )
    if language == "de":
        return f"Für {people[1]} statt {people[0]}: alles mal {by}, also {'; '.join(parts)}."
    return f"For {people[1]} instead of {people[0]}: multiply by {by}, so {'; '.join(parts)}."


READERS = (("recipe", recipe_scaled),)
