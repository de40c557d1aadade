"""Sums of the kitchen, read by their parts (see :mod:`brain.fastpath.loose_sums`): a recipe for
more or fewer people ("recipe is for 4 people and says 300g flour but im cooking for 6" → "For
6 instead of 4: multiply by 1.5, so 300 g flour becomes 450 g."; every ingredient of a list at
once, a count of eggs or onions rounded to whole ones), or by what it makes ("dough with 400 g
flour gives 10 rolls, i want 15" → "For 15 rolls instead of 10: …"); a roast's time is
:mod:`brain.fastpath.loose_oven`'s, and so is an oven's temperature (read before the other
readers of a temperature: :func:`brain.fastpath.loose_more.read`)."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain import plurals
from brain.fastpath import number_words
from brain.fastpath.headcount import headcount
from brain.fastpath.loose_extra import amount
from brain.fastpath.loose_oven import roast
from brain.fastpath.reckon import said_number

_NOT_PEOPLE = r"g|gr|kg|ml|l|min|mins|minutes|°|%|cups?|tbsp|tsp|h|hours?|euro|€|\$|uhr|am|pm"
_ITEMS = (
    r"(?:small|large|big|mini|kleine|große|grosse)?\s*(?:rolls?|buns?|muffins?|cupcakes?|cookies?"
    r"|biscuits?|brownies?|pancakes?|crepes?|crêpes?|waffles?|scones?|bagels?|pizzas?|loaf"
    r"|loaves|pieces?|slices?|dumplings?|meatballs?|burgers?|patty|patties|tortillas?|pretzels?"
    r"|croissants?|tarts?|cakes?|bars|donuts?|doughnuts?|kekse?|plätzchen|plaetzchen|stück|stueck"
    r"|stk|waffeln?"
    r"|brötchen|broetchen|pfannkuchen|pizzen|laibe?|brote?|knödel|frikadellen|buletten|brezeln?"
    r"|törtchen|krapfen|berliner|teilchen|kugeln|bällchen)"
)
"""Things a recipe makes, counted: a recipe scaled by what it yields ("makes 12 muffins")."""
_WANT = (
    r"(?:want|wants|need|needs|wanna|would\s+like|'d\s+like|(?:am|i'm|im)\s+(?:making|baking)"
    r"|making|baking|will|möchte|moechte|brauche|brauchen|wollen|hätte\s+gern|haette\s+gern)"
    r"(?:\s+to\s+(?:make|bake|do|have|get))?"
)
"""Words that say how many are wanted: "i want 15", "need to make 30", "ich will 50 backen"."""
_SERVES = re.compile(
    rf"(?:\b(?:for|serves|feeds|makes|gives|yields|produces|is\s+enough\s+for|enough\s+for|für"
    rf"|fuer|reicht\s+für|reicht\s+fuer|ergibt|macht|gibt|werden|(?:i\s+|you\s+)?get|gets"
    rf"|(?:bekomm|krieg)\w*(?:\s+(?:ich|man|du))?)|=)\s+(?:about\s+|around\s+|roughly\s+|ca\.?\s+"
    rf"|etwa\s+)?(?P<n>\d{{1,3}})(?!\s*(?:{_NOT_PEOPLE})\b)(?:\s*(?P<who>people"
    r"|persons|ppl|servings|portions|guests|personen|leute|portionen|gäste|gaeste)|\s+"
    rf"(?P<item>{_ITEMS}))?\b"
    r"|\b(?:we(?:'re| are| will be|'ll be)|there(?:'ll be| will be| are)|wir sind|wir werden"
    r"|party of|es kommen)\s+(?:but\s+|now\s+|aber\s+|jetzt\s+|actually\s+|eigentlich\s+)?"
    rf"(?P<n2>\d{{1,2}})\b(?!\s*(?:{_NOT_PEOPLE})\b)(?:\s*(?:people|ppl|persons|personen|leute"
    r"|guests|gäste|gaeste))?"
    r"|\b(?P<n3>\d{1,2})\s+(?:of us\b|(?:(?:people|ppl|guests|gäste|gaeste|leute|personen)"
    r"\s+)?(?:are\s+|will\s+)?(?:coming|come|kommen)\b)"
    rf"|\b{_WANT}\s+(?:about\s+|around\s+|ca\.?\s+|etwa\s+)?(?P<n4>\d{{1,3}})(?:\s+(?P<item2>"
    rf"{_ITEMS})\b|(?=\s*(?:[,.;!?)]|$|\s+(?:of\s+them|davon|backen|machen|haben|instead|statt"
    r"|how|what|wie|was|wieviel)\b)))"
    rf"|(?<![\d.,])(?P<n5>\d{{1,3}})\s+(?P<item3>{_ITEMS})\s+(?:need|needs|take|takes|require"
    r"|requires|use|uses|call\s+for|brauchen|braucht|benötigen|benoetigen|nehmen)\b",
    re.IGNORECASE,
)
_QUANTITY = r"(?<![\d.,/])\d{1,4}(?:[.,]\d{1,2}|/\d)?"
_UNITS = (
    r"g|gr|grams?|gramm|kg|kilos?|ml|cl|dl|l|litres?|liters?|liter|cups?|tbsp|tsp|tablespoons?"
    r"|teaspoons?|el|tl|oz|ounces?|lbs?|pounds?|tassen?|becher|cans?|tins?|dosen?|cloves?|zehen?"
    r"|pinch(?:es)?|prisen?|bunch(?:es)?|bund|packs?|packets?|päckchen|packungen?|sticks?|slices?"
    r"|scheiben?|sheets?|handfuls?|handvoll|stück|stueck|stk"
)
_BY_COUNT = re.compile(
    r"cans?|tins?|dosen?|cloves?|zehen?|pinch(?:es)?|prisen?|bunch(?:es)?|bund|packs?|packets?"
    r"|päckchen|packungen?|sticks?|slices?|scheiben?|sheets?|stück|stueck|stk",
    re.IGNORECASE,
)
"""Units bought or used whole: a count of them is rounded to whole ones."""
_NOT_FOOD = (
    r"(?!(?:and|und|but|aber|or|oder|for|für|fuer|i|ich|im|is|are|ist|sind|of|us|uns|to|zu|people"
    r"|ppl|persons?|personen|leute|guests|gäste|gaeste|servings?|portions?|portionen|mins?|minutes?"
    r"|minuten|hours?|stunden?|std|days?|tage?n?|degrees?|grad|times|mal|more|mehr|instead|statt"
    r"|each|je|pro|per|x|in|im|at|um|with|mit|then|dann|now|jetzt|but|weeks?|wochen?|months?"
    r"|monate?n?|years?|jahre?n?|kids|kinder|adults|erwachsene|friends|freunde|how|what|wie|was"
    r"|we|wir|there|it|es|only|nur|so|also|too|auch|von|the|a|an|der|die|das|den|dem|ein|eine"
    r"|please|pls|bitte|total|insgesamt|serves|feeds|makes|takes|needs?|brauch\w*|nimmt|tonight"
    r"|heute|today|recipe|rezept\w*|will|would|can|kann|soll|do|does|tut|one)\b)"
)
_FOOD = rf"{_NOT_FOOD}[a-zäöüß]{{2,}}(?:[ -]{_NOT_FOOD}[a-zäöüß]{{2,}})?"
"""An ingredient's name, one or two words ("stock", "coconut milk")."""
_MEASURED = re.compile(
    rf"(?P<n>{_QUANTITY})\s*(?P<unit>{_UNITS})\b\.?\s*(?:of\s+)?(?P<what>{_FOOD})?",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    rf"(?P<n>{_QUANTITY})\s+(?P<size>(?:large|big|small|medium|whole|ripe|fresh|red|white|große?n?"
    r"|grosse?n?|kleine?n?|mittelgroße?n?|ganze?n?|frische?n?|rote?n?)\s+)?"
    rf"(?P<what>{_FOOD})",
    re.IGNORECASE,
)
_RECIPE = re.compile(
    r"\b(?:recipe|rezept\w*|serves|portion\w*|cooking for|baking for|making it for|bake sale"
    r"|koche für|kochen für|backe für|backen für|soup|suppe|cake|kuchen|stew|eintopf|curry|chili|sauce|soße"
    r"|sosse|dough|teig|pancakes?|pfannkuchen|crepes?|lasagne|risotto|salad|salat|bread|brot"
    r"|muffins?|cookies|kekse|pie|quiche|dessert|nachtisch|bolognese|gulasch|goulash|casserole"
    r"|auflauf)\b",
    re.I,
)


_ONE_DISH = re.compile(rf"(?<![\d.,])1\s+(?={_RECIPE.pattern})", re.IGNORECASE)


def recipe_scaled(text: str, language: str) -> str | None:
    """ "recipe is for 4 people and says 300g flour but im cooking for 6" → "For 6 instead of
    4: multiply by 1.5, so 300 g flour becomes 450 g."; several ingredients at once ("the soup
    serves 3 and takes 450 ml stock and 1 onion, there'll be 9 of us, how much of each"), a
    count of eggs, onions or cans rounded to whole ones, saying how. Who eats may be named
    instead of counted ("just me and my flatmate", "wir sind zu dritt": :mod:`headcount`); a
    list that leaves the number open ("a couple of friends and me") is asked about."""
    said = _ONE_DISH.sub("", number_words.as_digits(text))  # "ein rezept" is no count of one
    named = headcount(said)
    rest = said if named is None else f"{said[: named.start]} # {said[named.end :]}"
    found = list(_SERVES.finditer(rest))
    if len(found) == 2 and found[0]["n4"] and not found[1]["n4"]:
        found.reverse()  # "i need 40 brownies, the recipe makes 16": what it makes first
    items = [m for m in found if m["item"] or m["item2"] or m["item3"]]
    if items and any(m["n2"] or m["n3"] or m["who"] for m in found):
        return None  # "makes 12 muffins and there are 3 of us": a share, not a recipe scaled
    people = [int(m["n"] or m["n2"] or m["n3"] or m["n4"] or m["n5"]) for m in found]
    if named is not None and len(people) == 1:
        people.append(named.count or 0)
    elif named is not None and (len(people) != 2 or people[1] != named.count):
        return None  # "for 4 … me and my flatmate … we're 3": which?
    if len(people) != 2 or people[0] == 0 or people[0] == people[1]:
        return None
    for match in sorted(found, key=lambda m: m.start(), reverse=True):
        rest = rest[: match.start()] + " # " + rest[match.end() :]
    things = [*_MEASURED.finditer(rest)]
    for match in things:
        rest = rest[: match.start()] + " " * (match.end() - match.start()) + rest[match.end() :]
    counted = [*_COUNTED.finditer(rest)]
    if re.search(r"\d", _COUNTED.sub(" ", rest)) or len(things) + len(counted) > 8:
        return None  # every number is the people or an ingredient
    if not things and not _RECIPE.search(said):
        return None  # "we were 4, now 6, 2 cars": no kitchen at all
    if not things and not counted and _NOT_AMOUNTS.search(said):
        return None  # "the cake is for 12, we are 4, how long does it bake"
    if named is not None and named.count is None:
        return _ask_who(people[0], named.others, language)
    factor = Fraction(people[1], people[0])
    by = said_number(Fraction(round(factor * 100), 100), language)
    wanted = f"{people[1]} {_made(items[0], people[1], language)}" if items else str(people[1])
    if not things and not counted:  # "the cake is for 12, i'm baking for the 4 of us"
        if language == "de":
            return f"Für {wanted} statt {people[0]}: jede Menge im Rezept mal {by}."
        return f"For {wanted} instead of {people[0]}: multiply every amount by {by}."
    parts = [_scaled(t, factor, language, measured=True) for t in things]
    parts += [_scaled(t, factor, language, measured=False) for t in counted]
    if None in parts:
        return None
    order = sorted(zip([*things, *counted], parts, strict=True), key=lambda p: p[0].start())
    listed = "; ".join(str(part) for _, part in order)
    if language == "de":
        return f"Für {wanted} statt {people[0]}: alles mal {by}, also {listed}."
    return f"For {wanted} instead of {people[0]}: multiply by {by}, so {listed}."


def _made(item: re.Match[str], count: int, language: str) -> str:
    """What a recipe makes, in the form ``count`` takes ("muffin" → "muffins"; "kekse" → "Kekse");
    a word said for more than one stays as said."""
    word = " ".join((item["item"] or item["item2"] or item["item3"]).split())
    said_for = int(item["n"] or item["n4"] or item["n5"])
    if said_for == 1 or count == 1:
        word = plurals.counted(word, count, language)
    return word[:1].upper() + word[1:] if language == "de" else word


_NOT_AMOUNTS = re.compile(
    r"\b(?:how\s+long|when|what\s+time|temperature|degrees|oven|calories|kcal|cost\w*|price"
    r"|wie\s+lange?|wann|temperatur|grad|ofen|kalorien|kostet|kosten|preis|batch(?:es)?|rounds"
    r"|trays|how\s+often|wie\s+oft|ladungen|durchgänge|bleche)\b",
    re.IGNORECASE,
)
"""Something else asked about a dish than its amounts."""


def _ask_who(serves: int, others: int | None, language: str) -> str:
    """How many eat, asked back, when the people named leave it open."""
    if others is not None:  # "my wife and our two kids": with the one cooking?
        if language == "de":
            return (
                f"Isst du mit, also {others + 1}, oder sind es {others}? Das Rezept ist für"
                f" {serves}; sag mir die Zahl, dann rechne ich es um."
            )
        return (
            f"Are you eating too, so {others + 1}, or is it {others}? The recipe is for"
            f" {serves}; tell me the number and I'll scale it."
        )
    if language == "de":
        return (
            f"Wie viele seid ihr genau? Das Rezept ist für {serves}; sag mir die Zahl, dann"
            " rechne ich es um."
        )
    return (
        f"How many of you are eating, exactly? The recipe is for {serves}; tell me the number"
        " and I'll scale it."
    )


def _scaled(thing: re.Match[str], factor: Fraction, language: str, *, measured: bool) -> str | None:
    """ "450 ml stock becomes 1,350 ml", "2 eggs become 3 eggs (2.5, rounded up)"."""
    count = amount(thing["n"])
    if not count:
        return None
    de = language == "de"
    value = count * factor
    unit = said_unit = thing["unit"] if measured else ""
    whole = not measured or bool(_BY_COUNT.fullmatch(unit))
    note = ""
    if whole:
        shown = max(1, math.floor(value + Fraction(1, 2)))
        if shown != value:
            how = (
                ("aufgerundet" if de else "rounded up")
                if shown > value
                else ("abgerundet" if de else "rounded down")
            )
            note = f" ({_n(value, language, 2)}, {how})"
        value = Fraction(shown)
    elif unit.lower() in _SMALLER and value < 1:  # "1 kg" for 3 of 8 is 375 g, not "0.4 kg"
        unit = _SMALLER[unit.lower()]
        value = Fraction(math.floor(value * 1000 + Fraction(1, 2)))
    elif unit.lower() in ("g", "gr", "gram", "grams", "gramm", "ml") and value >= 10:
        value = Fraction(math.floor(value + Fraction(1, 2)))
    what = thing["what"] or ""
    size = "" if measured or not thing["size"] else thing["size"]
    if measured:
        before = f"{_n(count, language, 2)} {said_unit}" + (f" {what}" if what else "")
        after = f"{_n(value, language, 2)} {plurals.counted(unit, value, language)}"
        if de:
            return f"aus {before} werden {after}{note}"
        verb = "become" if whole and count != 1 else "becomes"  # "2 cloves garlic become 6 cloves"
        return f"{before} {verb} {after}{note}"
    said_what = f"{size}{plurals.counted(what, count, language)}"
    plain = plurals.nominative(what) if de else what  # "aus 2 eiern werden 5 eier"
    after = f"{_n(value, language, 1)} {size}{plurals.counted(plain, value, language)}{note}"
    if de:
        said_what = said_what if count == 1 else plurals.dative(said_what)
        return f"aus {_n(count, language, 2)} {said_what} werden {after}"
    verb = "becomes" if count == 1 else "become"
    return f"{_n(count, language, 2)} {said_what} {verb} {after}"


_SMALLER = {"kg": "g", "kilo": "g", "kilos": "g", "l": "ml", "litre": "ml", "litres": "ml",
            "liter": "ml", "liters": "ml"}  # fmt: skip
"""A unit of a thousand smaller ones, for an amount scaled below one."""


def _n(value: Fraction, language: str, places: int) -> str:
    return said_number(Fraction(round(value * 10**places), 10**places), language)


READERS = (("recipe", recipe_scaled), ("roast", roast))
