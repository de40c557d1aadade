"""The oven's sums (see :mod:`brain.fastpath.loose_kitchen`, whose readers these are): a roast's
time by its weight, with when it must go in ("2.5 kg, 20 min per 500 g plus 20 min, rest 15 min,
eat at 7pm" → 120 + 15 = 135 min before 19:00: 16:45), and an oven's temperature on the other
scale ("the recipe says 180 degrees celsius, my oven is in fahrenheit" → about 350 °F), for the
other heat ("200 top/bottom heat, what for fan" → about 180 °C fan, 20 °C lower, the time about
the same; "160 umluft, ich hab nur ober-/unterhitze" → 180 °C) and as a gas mark ("gas mark 6 in
celsius" → about 200 °C; "what gas mark is 190 c" → 5)."""

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


# --- an oven's temperature: on the other scale, for the other heat, as a gas mark ---------------

_FAN = (
    r"fan(?:[- ]?(?:assisted|forced|oven|bake))?|convection(?:\s+oven)?|umluft|hei(?:ß|ss)luft"
    r"|circulating\s+air"
)
_CONVENTIONAL = (
    r"top\s*(?:/|and|&|\+|-|\s)\s*(?:-\s*)?bottom(?:\s+heat)?|conventional(?:\s+oven)?"
    r"|static(?:\s+oven)?|non-?fan(?:\s+oven)?|no\s+fan|without\s+(?:a\s+|the\s+)?fan"
    r"|ober(?:hitze)?\s*-?\s*(?:/|und|&|\+)?\s*-?\s*unterhitze|o\s*/\s*u\b|konventionell\w*"
    r"|ohne\s+umluft"
)
_MODE = re.compile(rf"\b(?:(?P<fan>{_FAN})|(?P<conv>{_CONVENTIONAL}))", re.IGNORECASE)
"""How the oven heats: with the fan ("fan", "convection", "umluft") or without it ("top and
bottom heat", "conventional", "ober-/unterhitze")."""
_OVEN = re.compile(
    r"\b(?:oven|backofen|ofen|bake|baking|backen|recipe|rezept|cake|kuchen|bread|brot|roast"
    r"|braten|pizza|cookies|kekse|plätzchen|muffins|casserole|auflauf|lasagne|gratin|tray|blech"
    r"|umluft|hei(?:ß|ss)luft|ober-?\s*und\s+unterhitze|gas\s*mark|gasstufe)\b",
    re.IGNORECASE,
)
_HEAT = re.compile(
    r"(?<![\d.,])(?P<n>\d{2,3})\s*(?:°\s*(?P<s>[cf])\b|°|(?:degrees?|grad)(?:\s+(?P<s2>celsius"
    r"|fahrenheit|c|f)\b)?|(?P<s3>c|f|celsius|fahrenheit)\b)",
    re.IGNORECASE,
)
_BARE = re.compile(r"(?<![\d.,:])(?P<n>\d{2,3})(?![\d.,:%])")
_SCALE = re.compile(
    r"\b(?P<s>celsius|fahrenheit)\b|°\s*(?P<s2>[cf])\b|\b(?:in|to|into|auf|nach)\s+(?P<s3>[cf])\b",
    re.IGNORECASE,
)
_GAS = re.compile(
    r"\bgas(?:\s*mark|\s*stufe|stufe)?\s*(?P<g>½|¼|1/2|1/4|\d{1,2}(?!\d|[.,]\d))"
    r"|\bgas(?:\s*mark|\s*stufe|stufe)\b",
    re.IGNORECASE,
)
_BAKE_TIME = re.compile(
    r"(?<![\d.,])(?P<t>(?:\d{1,3}\s*(?:-|–|to|bis)\s*)?\d{1,3})\s*(?P<u>minuten|min(?:ute)?s?\b"
    r"|min\.|h\b|hours?|std\.?|stunden?)",
    re.IGNORECASE,
)
_MARK_WORD = re.compile(r"\b(?P<lead>gas\s*(?:mark|stufe)\s*)(?P<w>[a-zäöüß]+)\b", re.IGNORECASE)
_OVEN_ASKS = re.compile(
    r"\b(?:what|whats|how much|how many|which|convert|set|wie(?:\s*viel)?|was|welche\w*|umrechn\w*"
    r"|einstell\w*|only|nur|is in|ist in|hat|wants|says|calls for|needs|steht|sagt|braucht"
    r"|instead|statt\w*|equivalent|entspricht|should|soll\w*)\b|\?|\b(?:in|to|into)\s+(?:°\s*)?(?:c|f"
    r"|celsius|fahrenheit|grad|degrees)\b",
    re.IGNORECASE,
)
_OVEN_WORDS = re.compile(
    r"(?P<en>\bgas\s*mark|\bfan\b|\bconvection\b|\bconventional\b|\bbottom\s+heat\b|\bdegrees\b)"
    r"|(?P<de>\bgasstufe|\bumluft\b|\bhei(?:ß|ss)luft\b|unterhitze\b|\bgrad\b)",
    re.IGNORECASE,
)
"""Words of an oven said in one language only."""
_GAS_MARKS = {Fraction(1, 4): (110, 225), Fraction(1, 2): (130, 250), Fraction(1): (140, 275),
              Fraction(2): (150, 300), Fraction(3): (170, 325), Fraction(4): (180, 350),
              Fraction(5): (190, 375), Fraction(6): (200, 400), Fraction(7): (220, 425),
              Fraction(8): (230, 450), Fraction(9): (240, 475), Fraction(10): (260, 500)}  # fmt: skip
"""Each gas mark in °C and °F, as cookery books give them."""
_FAN_LESS = {"c": 20, "f": 25}
"""How much lower a fan oven is set, in degrees of each scale."""


def oven(text: str, language: str) -> str | None:
    """ "my oven is in fahrenheit and the recipe says 180 degrees celsius" → "180 °C is 356 °F:
    set the oven to about 350 °F."; with the fan or without it ("200 top/bottom heat, what for
    fan" → about 180 °C fan, the time about the same) and gas marks ("gas mark 6 in celsius" →
    about 200 °C, 180 °C with the fan) by :func:`_other_heat`."""
    said = _MARK_WORD.sub(_mark_digits, text)  # "gas mark six"; no other number in words
    if not (_OVEN.search(said) or _MODE.search(said)) or not _OVEN_ASKS.search(said):
        return None
    spoken = {"en" if m["en"] else "de" for m in _OVEN_WORDS.finditer(said)}
    if len(spoken) == 1:  # "gas mark 6 in celsius" is English, whatever the turn before
        language = spoken.pop()
    took = _BAKE_TIME.search(said)
    plain = said if took is None else said[: took.start()] + " # " + said[took.end() :]
    gas = _GAS.search(plain)
    marked = gas if gas is not None and gas["g"] else None  # "gas mark 6"
    heats = [] if marked else list(_HEAT.finditer(plain)) or list(_BARE.finditer(plain))
    if len(heats) > 1 or not (heats or marked):
        return None
    heat = heats[0] if heats else None
    given = heat or marked
    assert given is not None
    rest = plain[: given.start()] + " # " + plain[given.end() :]
    if re.search(r"\d", rest):
        return None
    scales = {(m["s"] or m["s2"] or m["s3"]).lower()[0] for m in _SCALE.finditer(rest)}
    if len(scales) > 1:
        return None
    want = scales.pop() if scales else None
    have, want_mode = _modes(plain, given, said)
    gas_asked = gas is not None and not gas["g"]
    if heat is None or gas_asked or want_mode is not None:
        return _other_heat(heat, gas, (have, want_mode), want, took, language)
    return None if want is None else _scale(heat, want, language)


def _mark_digits(found: re.Match[str]) -> str:
    """ "gas mark six" → "gas mark 6"."""
    value = number_words.value(found["w"])
    return found.group(0) if value is None else f"{found['lead']}{value}"


def _modes(plain: str, given: re.Match[str], said: str) -> tuple[str | None, str | None]:
    """How the oven heats at the temperature given (said next to it), and how it is wanted
    (said elsewhere; the other one when only that is said: a recipe is for top and bottom heat
    unless it says fan). A bare "fan" counts only in a kitchen ("it's 200 in the sauna, is the
    fan enough" is no oven)."""
    near, far, bare = None, set(), False
    for found in _MODE.finditer(plain):
        kind = "fan" if found["fan"] else "conv"
        bare = bare or found.group(0).lower() == "fan"
        between = (
            plain[found.end() : given.start()]
            if found.end() <= given.start()
            else plain[given.end() : found.start()]
        )
        if re.fullmatch(r"[\s,:=]*(?:at|bei|auf|on|mit|with|of|im|in|°)?[\s,:]*", between):
            near = kind
        else:
            far.add(kind)
    far.discard(near or "")
    if len(far) != 1:
        return near, None
    wanted = far.pop()
    if wanted == "fan" and bare and not _OVEN.search(said):
        return near, None
    return near or ("fan" if wanted == "conv" else "conv"), wanted


def _scale(heat: re.Match[str], want: str, language: str) -> str | None:
    """ "180 °C is 356 °F: set the oven to about 350 °F."."""
    from brain.fastpath.units import convert

    said_scale = _scale_said(heat)
    have = said_scale or ("f" if want == "c" else "c")
    count = amount(heat["n"])
    if have == want or count is None or not 50 <= count <= 550:
        return None
    said = convert(count, have, want, language)
    if said is None:
        return None
    if language == "de":
        return f"{said[:-1]}: den Ofen auf etwa {_dial(count, have, want)} °{want.upper()} stellen."
    return f"{said[:-1]}: set the oven to about {_dial(count, have, want)} °{want.upper()}."


def _scale_said(heat: re.Match[str]) -> str:
    """ "c" or "f" as said with a temperature, or "" (a bare number)."""
    found = heat.groupdict()
    return (found.get("s") or found.get("s2") or found.get("s3") or "").lower()[:1]


def _dial(count: Fraction, have: str, want: str) -> int:
    """``count`` degrees of ``have`` on ``want``'s dial: to 10 °C, to 25 °F."""
    if have == want:
        return int(count)
    if want == "c":
        return round((count - 32) * 5 / 9 / 10) * 10
    return round((count * 9 / 5 + 32) / 25) * 25


def _other_heat(
    heat: re.Match[str] | None,
    gas: re.Match[str] | None,
    modes: tuple[str | None, str | None],
    want: str | None,
    took: re.Match[str] | None,
    language: str,
) -> str | None:
    """A temperature for the other heat ("200 °C conventional is about 180 °C fan …"), a gas
    mark in degrees, or degrees as a gas mark."""
    de = language == "de"
    have_mode, want_mode = modes
    if heat is None:
        assert gas is not None
        return _gas_mark(gas["g"], want, language)
    count = amount(heat["n"])
    said_scale = _scale_said(heat)
    have = said_scale or ("f" if count is not None and count >= 300 else "c")
    if count is None or not (100 <= count <= 300 if have == "c" else 200 <= count <= 575):
        return None
    if gas is not None:  # degrees as a gas mark
        celsius = count if have == "c" else (count - 32) * 5 / 9
        if have_mode == "fan":
            celsius += _FAN_LESS["c"]
        mark = min(_GAS_MARKS, key=lambda m: abs(_GAS_MARKS[m][0] - celsius))
        if abs(_GAS_MARKS[mark][0] - celsius) > 15:
            return None
        shown = f"{heat['n']} °{have.upper()}{_named(have_mode, language, ' ')}"
        if have_mode == "fan":
            shown += (
                f" ({'ohne Umluft etwa' if de else 'without the fan about'} {round(celsius)} °C)"
            )
        mark_said = {Fraction(1, 4): "¼", Fraction(1, 2): "½"}.get(mark, str(int(mark)))
        return f"{shown} {'entspricht etwa Gasstufe' if de else 'is about gas mark'} {mark_said}."
    if want_mode is None:
        return None
    target = want or have
    dial = _dial(count, have, target)
    moved = dial - _FAN_LESS[target] if want_mode == "fan" else dial + _FAN_LESS[target]
    less = _FAN_LESS[target]
    first = f"{heat['n']} °{have.upper()}"
    if target != have:
        first += f" {'sind etwa' if de else 'is about'} {dial} °{target.upper()}"
        first += f"{_named(have_mode, language, ' ')}, {'also etwa' if de else 'so about'}"
    else:
        first += f"{_named(have_mode, language, ' ')} {'sind etwa' if de else 'is about'}"
    first += f" {moved} °{target.upper()}{_named(want_mode, language, ' ')}"
    if want_mode == "fan":
        why = (
            f"mit Umluft stellt man den Ofen etwa {less} °{target.upper()} niedriger ein"
            if de
            else f"a fan oven is set about {less} °{target.upper()} lower"
        )
    else:
        why = (
            f"ohne Umluft braucht der Ofen etwa {less} °{target.upper()} mehr"
            if de
            else f"without the fan it needs about {less} °{target.upper()} more"
        )
    return f"{first}: {why}. {_time(took, want_mode == 'fan', language)}"


def _named(mode: str | None, language: str, lead: str = "") -> str:
    """How a way of heating is called ("fan", "Ober-/Unterhitze"); nothing for none said."""
    if mode is None:
        return ""
    if language == "de":
        return lead + ("Umluft" if mode == "fan" else "Ober-/Unterhitze")
    return lead + ("fan" if mode == "fan" else "conventional")


def _time(took: re.Match[str] | None, early: bool, language: str) -> str:
    """What the baking time does with the other heat: it stays about the same."""
    de = language == "de"
    shown = ""
    if took is not None:
        hours = took["u"].lower().startswith(("h", "std", "stunde"))
        unit = ("Std." if de else "h") if hours else ("Min." if de else "min")
        shown = f" ({took['t']} {unit})"
    if de:
        check = " – ein paar Minuten früher nachsehen" if early else ""
        return f"Die Backzeit bleibt etwa gleich{shown}{check}."
    check = ": check a few minutes early" if early else ""
    return f"The time stays about the same{shown}{check}."


def _gas_mark(said: str, want: str | None, language: str) -> str | None:
    """ "Gas mark 6 is about 200 °C (400 °F); with the fan about 180 °C."."""
    mark = {"½": Fraction(1, 2), "¼": Fraction(1, 4)}.get(said) or amount(said)
    if mark is None or mark not in _GAS_MARKS:
        return None
    celsius, fahrenheit = _GAS_MARKS[mark]
    first, second = (
        (f"{fahrenheit} °F", f"{celsius} °C")
        if want == "f"
        else (f"{celsius} °C", f"{fahrenheit} °F")
    )
    fan = f"{fahrenheit - _FAN_LESS['f']} °F" if want == "f" else f"{celsius - _FAN_LESS['c']} °C"
    n = said.lstrip("0") or said
    if language == "de":
        return f"Gasstufe {n} entspricht etwa {first} ({second}); bei Umluft etwa {fan}."
    return f"Gas mark {n} is about {first} ({second}); with the fan about {fan}."
