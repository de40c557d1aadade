"""A price and an amount, both ways round: a price per kilo (or litre) for an amount said in grams
(or ml), for :func:`brain.fastpath.loose_money.unit_cost`: "cheese is 18.90/kg and i want 250 g"
→ "250 g = 0.25 kg × 18.90 = 4.73." (half a cent rounded up, as a till does); and the price per
unit of what was bought for a total (:func:`price_per`): "paid 7.50 for 2.5 kg of apples, how
much per kilo" → "7.50 ÷ 2.5 kg = 3.00 per kg.", "14 euro für 800 g käse, was kostet das kilo"
→ "800 g = 0,8 kg; 14 € ÷ 0,8 kg = 17,50 € pro kg.", "$9 for 12 eggs, price per egg?" → "$9 ÷
12 eggs = $0.75 per egg."; one of a pack: "24-pack of water is 6.49, what's one bottle" → "6.49 ÷
24 bottles = about 0.27 per bottle." ("sixerpack", "12er karton", "box of 50 tea bags", "6 x 1,5
l"), "about" whenever the cents are rounded."""

from __future__ import annotations

import re
from fractions import Fraction

from brain import plurals
from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money, to_cents
from brain.fastpath.loose_scaled import with_currency
from brain.fastpath.reckon import said_number

_N = r"\d{1,7}(?:[.,]\d{1,2})?"
_SMALL = re.compile(rf"(?<![\d.,])(?P<q>{_N})\s*(?P<u>g|grams?|gramm|ml)\b", re.IGNORECASE)
_BIG = {"g": "kg", "gram": "kg", "grams": "kg", "gramm": "kg", "ml": "l"}


def in_grams(rest: str, price: Fraction | None, unit: str, language: str) -> str | None:
    """The one amount in grams (ml) of ``rest`` at ``price`` a kg (litre), or None."""
    found = [m for m in _SMALL.finditer(rest) if _BIG[m["u"].lower()] == unit]
    quantity = amount(found[0]["q"]) if len(found) == 1 else None
    if not price or not quantity:
        return None
    big = quantity / 1000
    till = to_cents(big * price)
    small = "g" if unit == "kg" else "ml"
    return (
        f"{found[0]['q']} {small} = {said_number(big, language)} {unit} × {money(price, language)}"
        f" = {money(till, language)}."
    )


# --- the price per unit of what was bought for a total ----------------------------------------

_UNITS: dict[str, tuple[str, int]] = {
    **dict.fromkeys(("kg", "kilo", "kilos", "kilogram", "kilograms", "kilogramm"), ("kg", 1000)),
    **dict.fromkeys(("g", "gr", "gram", "grams", "gramm"), ("kg", 1)),
    **dict.fromkeys(("l", "litre", "litres", "liter", "liters"), ("l", 1000)),
    "ml": ("l", 1),
    "cl": ("l", 10),
    **dict.fromkeys(("lb", "lbs"), ("lb", 1)),
}
"""Each unit of weight or volume: its kind (by the unit a price is given per) and its size in
the smallest unit of that kind."""
_UNIT = r"kilograms?|kilogramm|kilos?|kg|grams?|gramm|gr|g|litres?|liters?|liter|ml|cl|l|lbs?"
_QUANTITY = re.compile(rf"(?<![\d.,])(?P<q>{_N})\s*(?P<u>{_UNIT})\b(?!\s*(?:per|pro|je|/)\b)", re.I)
_COUNTED = re.compile(
    r"(?<![\d.,$€£])(?P<q>\d{1,4})\s+(?:(?:large|big|small|fresh|free[- ]range|große|kleine"
    r"|frische)\s+)?(?P<what>[a-zäöüß]{2,})\b",
    re.IGNORECASE,
)
_NOT_GOODS = re.compile(
    r"(?:people|persons?|ppl|guests|friends|kids|children|adults|of|us|personen|leute|gäste"
    r"|freunde|kinder|nights?|days?|weeks?|months?|years?|hours?|mins?|minutes?|nächte|tage?n?"
    r"|wochen|monate?n?|jahre?n?|stunden?|minuten|times|mal|euros?|eur|dollars?|bucks|cents?"
    r"|pounds?|quid|and|und|for|für|fuer|at|à|is|are|was|were|cost\w*|kost\w*|each|je|per|pro)",
    re.IGNORECASE,
)
"""Words after a number that make it no count of goods bought (people, a span, money)."""
_ONE = r"(?:a\s+single|ein\s+einzelne[snr]?|1|one|a|an|each|ein|eine|einen|das|der|die|den|the)"
_ASKED = re.compile(
    r"(?P<lead>(?:^|[,;:–-]\s*|\b(?:how\s+much|what(?:'?s|\s+is|\s+does|\s+do)?|whats"
    r"|price|cost|costs|kostet|kosten|wie\s*viel|wieviel|was|preis|is\s+(?:it|that|this)|are"
    r"\s+(?:they|those)|ist\s+(?:das|es)|sind\s+(?:das|sie)|that|das)\b[^,;?\d]{0,20}?))\s*"
    r"\b(?:per|pro|je|a)\s+(?:(?:1|one|ein|eine)\s+)?(?P<a>100\s*(?:g|ml)|[a-zäöüß]+)\b"
    r"|\b(?:was|wie\s*viel|wieviel)\s+kostet\s+(?:(?:denn|dann|da|eigentlich|jetzt)\s+)?"
    rf"{_ONE}\s+(?P<b>[a-zäöüß]+)"
    rf"|\bwie\s+teuer\s+(?:ist|war|wäre)\s+(?:denn\s+|dann\s+)?{_ONE}\s+(?P<c>[a-zäöüß]+)"
    rf"|\bhow\s+much\s+(?:is|was|would\s+be|does|do|did|for)\s+(?:{_ONE}\s+(?P<d>[a-zäöüß]+)"
    r"|(?P<d2>one|1|each|a\s+single\s+one)\b)"
    rf"|\bwhat\s+(?:does|do|did|would)\s+{_ONE}\s+(?P<e>[a-zäöüß]+)\s+cost\b"
    r"|\bwhat(?:'?s|\s+is|\s+would\s+be)\s+(?:(?:1|one|a|a\s+single|just\s+one)\s+)"
    r"(?P<i>[a-zäöüß]+)"
    rf"|\bprice\s+(?:of|for)\s+{_ONE}\s+(?P<f>[a-zäöüß]+)"
    r"|\b(?P<g>kilo|kg|liter|litre|stück|stueck|unit|item)\s*-?\s*(?:preis|price)\b"
    r"|\b(?:how\s+much|what(?:'?s|\s+is)|whats|wie\s*viel|was\s+kostet)\b[^,;?\d]{0,20}?"
    r"\b(?P<h>each|apiece|einzeln|das\s+stück|je\s+stück)\b",
    re.IGNORECASE,
)
"""A price per unit asked: "how much per kilo", "per litre?", "was kostet das kilo", "price per
egg", "how much is one", "kilopreis?"."""
_A_RATE = re.compile(r"\d\s*(?:[$€£]|euros?|eur|dollars?|bucks)?\s*(?:per|pro|je|a)\s*$", re.I)
_ANY_ONE = {"one", "each", "apiece", "stück", "stueck", "piece", "item", "unit", "einzeln"}
_DOZEN = re.compile(r"\b(?:a|one|1|ein)\s+(?:dozen|dutzend)\b", re.IGNORECASE)


def price_per(text: str, language: str) -> str | None:
    """ "paid 7.50 for 2.5 kg of apples, how much per kilo" → "7.50 ÷ 2.5 kg = 3.00 per kg.";
    grams are taken as kilos, millilitres as litres, and a count of things as one of them
    ("$9 for 12 eggs, price per egg?" → "$9 ÷ 12 eggs = $0.75 per egg.")."""
    said = _DOZEN.sub("12", number_words.as_digits(text))
    said = re.sub(r"(?<![\d.,])1\s+(?=\d)", "", said)  # "eine 250g packung": "eine" is no count
    said = re.sub(rf"(?<![\d.,])1\s+(?={_PACK_WORD}\b)", "", said, flags=re.I)  # "eine packung"
    asked = next(  # "a sleeve of 3 balls …" opens with no price per sleeve asked
        (m for m in _ASKED.finditer(said) if not re.match(r"an?\s", m.group(0), re.I)), None
    )
    if asked is None:
        return None
    per = re.sub(r"\s+", "", next(g for g in asked.groups()[1:] if g).lower())
    if per in ("1", "asingleone"):
        per = "one"
    if asked["a"] and _A_RATE.search(said[: asked.start("a")]):
        return None  # "apples 2.49 per kg, i take 800 g": a price per kilo given, not asked
    if per.startswith("100"):
        per, size = per[3:], 100
    else:
        size = 1
    start = asked.start("a") if asked["a"] else asked.start()
    rest = said[:start] + " # " + said[asked.end() :]
    if per in _UNITS:
        return _by_weight(rest, per, size, language)
    if size > 1:
        return None
    then = re.match(r"(?:\s+[a-zäöüß]{2,}\b){1,2}", said[asked.end() :])
    for word in [per, *(then.group(0).lower().split() if then is not None else ())]:
        if word in ("of", "von", "with", "mit"):
            return None  # "per box of eggs": the box
        found = _by_count(rest, word, language)  # "a single tea bag": the bag
        if found is not None:
            return found
    return None


_NUMBER = re.compile(rf"(?<![\w.,:])(?:{NUMBER})(?![\w:%]|[.,]\d)")
_CUR = r"(?:[$€£]|euros?|eur|dollars?|bucks|quid)"
_PAID_BEFORE = re.compile(
    rf"(?:{_CUR}|\b(?:for|für|fuer|paid|pay|spent|costs?|costing|kostet|kosten|kostete|kosteten"
    r"|was|were|is|are|war|waren|ist|sind|at|à|zu|price|preis))\s*$",
    re.IGNORECASE,
)
_PAID_AFTER = re.compile(
    rf"^\s*(?:{_CUR}|(?:bezahlt|gezahlt|ausgegeben|gekostet)\b)|^[.,]\d\d\b", re.IGNORECASE
)


def _price(rest: str, quantity: re.Match[str]) -> Fraction | None:
    """The one number of ``rest`` besides ``quantity``, said as money: the price paid."""
    left = rest[: quantity.start()] + " # " + rest[quantity.end() :]
    prices = list(_NUMBER.finditer(left))
    if len(prices) != 1:
        return None
    found = prices[0]
    said = found.group(0)
    if not (
        re.search(r"[.,]\d\d$", said)
        or _PAID_BEFORE.search(left[: found.start()])
        or _PAID_AFTER.search(left[found.end() :])
    ):
        return None  # "3 kids and 2 dogs, how much food each": no money
    return amount(said)


def _by_weight(rest: str, per: str, size: int, language: str) -> str | None:
    """The price per kg (litre, lb; or 100 g) of the one amount of that kind in ``rest``."""
    kind, scale = _UNITS[per]
    found = [m for m in _QUANTITY.finditer(rest) if _UNITS[m["u"].lower()][0] == kind]
    if len(found) != 1:
        return None
    quantity, price = amount(found[0]["q"]), _price(rest, found[0])
    if not quantity or not price:
        return None
    units = quantity * _UNITS[found[0]["u"].lower()][1] / (scale * size)  # in the units asked
    de = language == "de"
    named = {"kg": "kg", "l": "Liter" if de else "litre", "lb": "lb"}[kind]
    if scale == 1:  # "per 100 g", "per gram"
        named = {"kg": "g", "l": "ml", "lb": "lb"}[kind]
    unit = f"{size} {named}" if size > 1 else named
    several = plurals.counted(named, units, language)  # "3 litres"
    said_q = f"{said_number(quantity, language)} {found[0]['u']}"
    shown = (
        f"{said_number(units, language)} {several}" if size == 1 else said_number(units, language)
    )
    line = _line(rest, price, shown, units, f"{'pro' if de else 'per'} {unit}", language)
    if line is None:
        return None
    if _UNITS[found[0]["u"].lower()][1] == scale * size:  # "2.5 kg", per kg
        return line
    if size > 1:
        return f"{said_q} = {said_number(units, language)} × {unit}; {line}"
    return f"{said_q} = {said_number(units, language)} {several}; {line}"


def _by_count(rest: str, per: str, language: str) -> str | None:
    """The price of one of the one count of things in ``rest`` ("12 eggs"), or of one of a
    pack (:func:`_one_of_pack`)."""
    packed = _PACKED.search(rest)
    if packed is not None:
        return _one_of_pack(rest, packed, per, language)
    counts = [m for m in _COUNTED.finditer(rest) if not _NOT_GOODS.fullmatch(m["what"])]
    if len(counts) != 1 or counts[0]["what"].lower() in _UNITS:
        return None
    what = counts[0]["what"]
    one = plurals.counted(what, 1, language).lower()
    if per not in _ANY_ONE and plurals.counted(per, 1, language).lower() != one:
        return None  # "12 eggs … per box": another thing
    quantity, price = amount(counts[0]["q"]), _price(rest, counts[0])
    if not quantity or quantity < 2 or not price:
        return None
    de = language == "de"
    named = plurals.counted(what, quantity, language)
    single = plurals.counted(what, 1, language)
    if de:
        named, single = named[:1].upper() + named[1:], single[:1].upper() + single[1:]
    each = (
        ("pro Stück" if de else "each") if per in _ANY_ONE else f"{'pro' if de else 'per'} {single}"
    )
    return _line(
        rest, price, f"{said_number(quantity, language)} {named}", quantity, each, language
    )


# --- one of a pack ---------------------------------------------------------------------------

_PACK_WORD = (
    r"(?:multi-?)?(?:pack|packs|pk|packung|karton|kiste|case|crate|box|tray|träger|traeger|slab"
    r"|sleeve|net|netz|bundle|set)"
)
_SIZED = {"dreier": 3, "vierer": 4, "fünfer": 5, "fuenfer": 5, "sixer": 6, "sechser": 6, "six": 6,
          "achter": 8, "zehner": 10, "zwölfer": 12, "zwoelfer": 12, "zwanziger": 20}  # fmt: skip
_ITEM = r"[a-zäöüß][a-zäöüß-]+"
_NOT_ITEM = (
    r"(?!(?:for|für|fuer|is|are|was|were|costs?|kostet|kosten|at|à|zu|and|und|or|oder|in|im|on"
    r"|the|der|die|das|each|je|per|pro|now|jetzt)\b)"
)
_PACKED = re.compile(
    rf"(?<![\d.,])(?P<n>\d{{1,3}})\s*(?:-\s*|er\s*-?\s*|\s)?{_PACK_WORD}\b"
    rf"(?:\s+(?:of|mit|with)\s+{_NOT_ITEM}(?P<of>{_ITEM}))?"
    rf"|(?<![\d.,])(?P<n4>\d{{1,3}})er\b(?:\s+{_NOT_ITEM}(?P<of4>{_ITEM}))?"
    rf"|\b(?P<w>{'|'.join(_SIZED)})\s*-?\s*(?:{_PACK_WORD})?\b(?:\s+(?:of\s+|mit\s+)?"
    rf"{_NOT_ITEM}(?P<of2>{_ITEM}))?"
    rf"|\b{_PACK_WORD}\s+(?:of|with|containing|mit|à|a|von|zu)\s+(?P<n2>\d{{1,3}})\b(?![.,]\d)"
    rf"(?:\s+{_NOT_ITEM}(?P<what>{_ITEM})(?:\s+{_NOT_ITEM}(?P<what2>{_ITEM}))?)?"
    rf"|(?<![\d.,])(?P<n3>\d{{1,2}})\s*[x×]\s*{_N}\s*(?:l|ml|cl|g|kg|liter|litre)\b",
    re.IGNORECASE,
)
"""A pack and how many it holds: "24-pack of water", "6er pack", "sixerpack bier", "box of 50
tea bags", "6 x 1,5 l"."""
_PIECE = re.compile(
    r"(?:bottle|can|tin|jar|bag|sachet|pouch|roll|bar|cup|pot|tub|carton|piece|stick|capsule"
    r"|pod|tablet|packet|portion|flasche|dose|glas|beutel|tüte|rolle|riegel|becher|stück|stueck"
    r"|kapsel|tablette|tafel|päckchen|portion|ei|egg|pad)",
    re.IGNORECASE,
)
"""What one of a pack is called when the pack says only what is in it ("one bottle")."""
_SHARED = re.compile(
    r"\b(?:us|we|we're|people|persons?|ppl|friends?|guests|kids|children|split|share|between"
    r"|among|wir|uns|leute|personen|freunde?|freundin|gäste|kinder|teilen|geteilt)\b",
    re.IGNORECASE,
)


def _one_of_pack(rest: str, packed: re.Match[str], per: str, language: str) -> str | None:
    """ "24-pack of water is 6.49, what's one bottle" → "6.49 ÷ 24 bottles = about 0.27 per
    bottle."; the pack's own price per pack is none of one of it."""
    count = int(packed["n"] or packed["n2"] or packed["n3"] or packed["n4"] or 0) or _SIZED.get(
        (packed["w"] or "").lower(), 0
    )
    items = [w for w in (packed["what"], packed["what2"]) if w]
    single = plurals.counted(per, 1, language).lower()
    named = [plurals.counted(w, 1, language).lower() for w in items]
    if per in _ANY_ONE and _SHARED.search(rest):
        return None  # "6 pack for me and a friend, how much each": a split, not one of the pack
    if per in _ANY_ONE:
        shown = " ".join(items)
    elif single in named or _PIECE.fullmatch(single):
        shown = " ".join(items) if single in named else per
    else:
        return None  # "12 pack … per pack", "what's a good price"
    price = _price(rest, packed)
    if count < 2 or not price:
        return None
    de = language == "de"
    if shown:
        many = plurals.counted(shown, count, language)
        shown = f"{count} {many[:1].upper() + many[1:] if de else many}"
    else:
        shown = str(count)
    if per in _ANY_ONE:
        each = "pro Stück" if de else "each"
    else:
        one = plurals.counted(per, 1, language)
        each = f"{'pro' if de else 'per'} {one[:1].upper() + one[1:] if de else one}"
    return _line(rest, price, shown, Fraction(count), each, language)


def _line(
    rest: str, price: Fraction, shown: str, units: Fraction, each: str, language: str
) -> str | None:
    """ "14 € ÷ 0.8 kg = 17.50 € per kg." (the price per unit to the cent, half a cent up, and
    "about" when it is rounded)."""
    exact = price / units
    value = to_cents(exact)
    if not value:
        return None
    before, after = with_currency(rest)
    paid = f"{before}{money(price, language)}{after}"
    cents = said_number(value, language, money=True)
    if value.denominator == 1:
        cents += ",00" if language == "de" else ".00"
    about = "" if value == exact else "etwa " if language == "de" else "about "
    return f"{paid} ÷ {shown} = {about}{before}{cents}{after} {each}."
