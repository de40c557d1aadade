"""The oven's sums (see :mod:`brain.fastpath.loose_kitchen`, whose readers these are): a roast's
time by its weight, with when it must go in ("2.5 kg, 20 min per 500 g plus 20 min, rest 15 min,
eat at 7pm" → 120 + 15 = 135 min before 19:00: 16:45), and an oven's temperature on the other
scale ("the recipe says 180 degrees celsius, my oven is in fahrenheit" → about 350 °F)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time, said_time
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

# --- a roast's time by its weight -------------------------------------------------------------

_POUND = Fraction(45359237, 100000)
_GRAMS: dict[str, int | Fraction] = {
    **dict.fromkeys(("kg", "kilo", "kilos"), 1000),
    **dict.fromkeys(("g", "gram", "grams", "gramm"), 1),
    **dict.fromkeys(("lb", "lbs", "pound", "pounds"), _POUND),
    "pfund": 500,  # a German Pfund is half a kilo
}
_WEIGHT_UNIT = r"kg|kilos?|g|grams?|gramm|lbs?|pounds?|pfund"
_MIN = r"(?:minuten|min(?:ute)?s?\b|min\.)"
_EACH = r"(?:per|a|an|each|for every|for each|every|pro|je|auf|für jede[ns]?|fuer jede[ns]?|/)"
_PER_WEIGHT = re.compile(
    rf"(?P<r>\d{{1,3}})\s*{_MIN}\s*{_EACH}\s*(?P<q>{NUMBER})?\s*(?P<qu>{_WEIGHT_UNIT})\b"
    rf"|\b{_EACH}\s*(?P<q2>{NUMBER})?\s*(?P<qu2>{_WEIGHT_UNIT})\s*(?:\w+\s+){{0,2}}?(?P<r2>\d{{1,3}})"
    rf"\s*{_MIN}",
    re.IGNORECASE,
)
_WEIGHT = re.compile(rf"(?<![\d.,])(?P<w>{NUMBER})\s*(?P<wu>{_WEIGHT_UNIT})\b", re.IGNORECASE)
_PLUS = re.compile(
    r"^\s*,?\s*(?:plus|\+|and|und|then|dann|mit)\s+(?:an?\s+)?(?:extra\s+|another\s+|further\s+"
    rf"|noch\s+|zusätzlich\s+|weitere\s+)?(?P<p>\d{{1,3}})(?:\s*{_MIN}|(?=\s*(?:,|;|$|\.\s)))",
    re.IGNORECASE,
)
_REST = re.compile(
    r"\b(?:rest(?:s|ing)?(?: time)?|let it (?:rest|stand|sit)|stand(?:ing)?|ruhen(?: lassen)?"
    rf"|ruhezeit|ruhe)\s*(?:for|of|:|lassen|time)?\s*(?:about\s+|etwa\s+)?(?P<rest>\d{{1,3}})\s*{_MIN}"
    rf"|(?P<rest2>\d{{1,3}})\s*{_MIN}\s*(?:\w+\s+){{0,2}}?(?:rest(?:ing)?|ruhen|ruhezeit|stand(?:ing)?)\b",
    re.IGNORECASE,
)
_MEAL_TIME = (
    r"\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*(?:[ap]\.?m\.?|uhr)|\d{1,2}(?![\d:]|[.,]\d)"
)
_EAT_AT = re.compile(
    r"\b(?:eat(?:ing)?|dinner|lunch|serv(?:e|ing)|on the table|essen|servieren|auf dem tisch"
    r"|abendessen|mittagessen|ready|done|finished|fertig)\b[^.?!\d]{0,25}?(?:at|by|um|for|bis|gegen|auf)\s*"
    rf"(?P<t>{_MEAL_TIME})"
    rf"|\b(?:um|at|for)\s+(?P<t2>{_MEAL_TIME})\s*(?:uhr\s+)?(?:essen|eat|dinner|lunch|servieren"
    r"|mittag\w*|abend\w*|fertig)\b",
    re.IGNORECASE,
)


def more_than_weight(said: str, rate_end: int) -> bool:
    """Whether a cooking time per weight comes with more: minutes added after the rate, a rest,
    or when to eat (then :func:`roast` says it all)."""
    return bool(_PLUS.search(said[rate_end:]) or _REST.search(said) or _EAT_AT.search(said))


def _hm(minutes: int, language: str) -> str:
    """ "2 h 15 min" / "2 Std. 15 Min."."""
    hours, rest = divmod(minutes, 60)
    h, m = ("Std.", "Min.") if language == "de" else ("h", "min")
    return " ".join(
        p for p in (f"{hours} {h}" if hours else "", f"{rest} {m}" if rest else "") if p
    )


def roast(text: str, language: str) -> str | None:
    """ "2.5 kg, 20 min per 500 g plus 20 min, rest 15 min, eat at 7pm" → "2.5 kg = 5 × 500 g:
    5 × 20 min + 20 min = 120 min in the oven; + 15 min resting = 2 h 15 min before 7:00 PM:
    in at 4:45 PM."."""
    said = number_words.as_digits(text)
    rate = _PER_WEIGHT.search(said)
    if rate is None:
        return None
    weights = [m for m in _WEIGHT.finditer(said) if not rate.start() <= m.start() < rate.end()]
    if len(weights) != 1:
        return None
    said_per = rate["q"] or rate["q2"]
    weight, per = amount(weights[0]["w"]), amount(said_per or "1")
    per_unit = (rate["qu"] or rate["qu2"]).lower()
    unit, minutes_each = weights[0]["wu"].lower(), int(rate["r"] or rate["r2"])
    if not weight or not per or not minutes_each:
        return None
    times = weight * _GRAMS[unit] / (per * _GRAMS[per_unit])
    if not 0 < times <= 50:
        return None
    plus = _PLUS.search(said[rate.end() :])
    extra = int(plus["p"]) if plus is not None else 0
    rests = _REST.search(said)
    resting = int(rests["rest"] or rests["rest2"]) if rests is not None else 0
    cook = round(times * minutes_each) + extra
    de = language == "de"
    m = "Min." if de else "min"
    n = said_number(Fraction(round(times * 100), 100), language)
    shown = f"{said_number(weight, language)} {weights[0]['wu']}"
    if said_per or _GRAMS[per_unit] != _GRAMS[unit]:
        shown += f" = {n} × {said_number(per, language)} {rate['qu'] or rate['qu2']}"
    shown += f": {n} × {minutes_each} {m}" + (f" + {extra} {m}" if extra else "")
    shown += f" = {cook} {m}" + (f" ({_hm(cook, language)})" if cook >= 60 else "")
    shown += " Garzeit" if de else " cooking"
    eat = _EAT_AT.search(said)
    at = read_time(eat["t"] or eat["t2"]) if eat is not None else None
    if resting:
        shown += (
            f"; + {resting} {m} {'Ruhen' if de else 'resting'} = {_hm(cook + resting, language)}"
        )
    if at is None:
        return shown + "."
    minutes, twelve = at
    start = said_time(minutes - cook - resting, twelve=twelve)
    end = said_time(minutes, twelve=twelve)
    if de:
        uhr = "" if twelve else " Uhr"
        return f"{shown} vor {end}{uhr}: um {start}{uhr} in den Ofen."
    return f"{shown} before {end}: in the oven at {start}."


# --- an oven's temperature on the other scale ---------------------------------------------------

_OVEN = re.compile(
    r"\b(?:oven|backofen|ofen|bake|baking|backen|recipe|rezept|umluft|ober-?\s*und\s+unterhitze"
    r"|fan|gas mark)\b",
    re.IGNORECASE,
)
_HEAT = re.compile(
    r"(?<![\d.,])(?P<n>\d{2,3})\s*(?:°\s*(?P<s>[cf])\b|°|(?:degrees?|grad)(?:\s+(?P<s2>celsius"
    r"|fahrenheit|c|f)\b)?|(?P<s3>c|f|celsius|fahrenheit)\b)",
    re.IGNORECASE,
)
_SCALE = re.compile(r"\b(?P<s>celsius|fahrenheit)\b|°\s*(?P<s2>[cf])\b", re.IGNORECASE)
_OVEN_ASKS = re.compile(
    r"\b(?:what|whats|how much|how many|which|convert|set|wie ?viel|was|welche\w*|umrechn\w*"
    r"|einstell\w*|only|nur|is in|ist in|hat|wants|says|calls for|needs|steht|sagt|braucht)\b|\?",
    re.IGNORECASE,
)


def oven(text: str, language: str) -> str | None:
    """ "my oven is in fahrenheit and the recipe says 180 degrees celsius" → "180 °C is 356 °F:
    set the oven to about 350 °F."; "im rezept steht 180 grad, mein ofen hat nur fahrenheit"."""
    from brain.fastpath.units import convert

    if not _OVEN.search(text) or not _OVEN_ASKS.search(text):
        return None
    heats = list(_HEAT.finditer(text))
    if len(heats) != 1:
        return None
    heat = heats[0]
    rest = text[: heat.start()] + " # " + text[heat.end() :]
    scales = {(m["s"] or m["s2"]).lower()[0] for m in _SCALE.finditer(rest)}
    said_scale = (heat["s"] or heat["s2"] or heat["s3"] or "").lower()[:1]
    if len(scales) != 1 or re.search(r"\d", rest):
        return None
    want = scales.pop()
    have = said_scale or ("f" if want == "c" else "c")
    count = amount(heat["n"])
    if have == want or count is None or not 50 <= count <= 550:
        return None
    said = convert(count, have, want, language)
    if said is None:
        return None
    value = (count - 32) * 5 / 9 if want == "c" else count * 9 / 5 + 32
    dial = round(value / 10) * 10 if want == "c" else round(value / 25) * 25
    if language == "de":
        return f"{said[:-1]}: den Ofen auf etwa {dial} °{want.upper()} stellen."
    return f"{said[:-1]}: set the oven to about {dial} °{want.upper()}."
