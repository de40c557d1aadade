"""More classic word problems said loosely (see :mod:`brain.fastpath.loose_sums` and
:mod:`brain.fastpath.loose_classic`):

- the amount before a rise or a cut ("rent went up 5% and is now 945, what was it before" →
  945 ÷ 1.05 = 900);
- a discount, then a voucher or a fixed amount off ("shoes were 120, 30% off, then a 15
  voucher on top" → 120 × 0.7 = 84; 84 − 15 = 69), or the other way round when said;
- two packs compared per kilo, litre or 100 g ("a 500g pack is 3.49 and the 1kg bag 6.29, how
  much do i save per kilo with the big one" → 0.69 a kilo);
- doses counted up to a time ("one pill every 6 hours, first at 8am, how many by 10pm" → 3).

Each answers only when its parts are all there.
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time, said_time
from brain.fastpath.loose_extra import NUMBER, PERCENT, amount, money
from brain.fastpath.reckon import said_number

_DAY = 24 * 60

_CURRENCY = r"(?:\s*(?:[$€£]|euros?\b|eur\b|dollars?\b|bucks\b|pounds?\b|quid\b))?"
_MONEY = re.compile(
    rf"(?<![\w.,:])[$€£]?\s*(?P<n>{NUMBER}){_CURRENCY}(?![\w%:]|[.,]\d)(?!\s*(?:hours?|hrs?|h|min"
    r"|mins|minutes?|days?|weeks?|months?|years?|stunden?|minuten|tage?n?|wochen|monate?n?"
    r"|jahre?n?|uhr|am|pm|times|mal|people|personen|leute|x)\b)",
    re.IGNORECASE,
)


def _decimal(value: Fraction, language: str) -> str:
    """A factor as said, to four places at most ("1.05", "0.875"; German "1,05")."""
    shown = f"{float(value):.4f}".rstrip("0").rstrip(".")
    return shown.replace(".", ",") if language == "de" else shown


def _pct(value: Fraction, language: str) -> str:
    shown = said_number(value, language)
    return f"{shown} %" if language == "de" else f"{shown}%"


# --- the amount before a rise or a cut --------------------------------------------------------

_UP = re.compile(
    r"\b(?:up|rose|risen|rises|raised|increased?|higher|hiked?|rise|raise|more expensive"
    r"|gestiegen|steigt|stieg|erhöht|erhoeht|teurer|aufschlag|angehoben|hoch|mehr|more)\b",
    re.IGNORECASE,
)
_DOWN = re.compile(
    r"\b(?:down|cut|dropped|drop|fell|fallen|decreased?|reduced|reduction|lowered|lower|less"
    r"|cheaper|off|discount(?:ed)?|sale|lost|gesunken|gesenkt|reduziert|billiger|weniger"
    r"|gefallen|rabatt|nachlass|gekürzt|gekuerzt|runter|verloren|abgenommen)\b",
    re.IGNORECASE,
)
_BEFORE = re.compile(
    r"\b(?:before|originally|original|previously|at first|to begin with|used to (?:be|cost)"
    r"|what was it|what did it cost|vorher|davor|zuvor|ursprünglich|urspruenglich|anfangs"
    r"|früher|frueher|was war (?:sie|er|es)|wie ?viel war (?:sie|er|es)|was hat (?:sie|er|es)"
    r"(?: \w+)? gekostet)\b",
    re.IGNORECASE,
)
_CHANGE_ASKED = re.compile(
    r"\b(?:what was the (?:increase|difference|change|raise|rise|cut|discount|drop)|how much"
    r" (?:more|less|did it)|um wie ?viel|wie ?viel (?:mehr|weniger)|unterschied|differenz)\b",
    re.IGNORECASE,
)
_NEW_ASKED = re.compile(
    r"\b(?:what (?:do|will|would|shall) (?:i|we|they) pay|how much (?:is it |do i pay )?now"
    r"|what(?:'s| is) (?:it|the \w+) now|new (?:price|rent|total|amount)|was zahl\w* (?:ich|wir)"
    r" (?:jetzt|dann)|wie ?viel (?:ist es|zahle ich) (?:jetzt|dann)|neue[rn]? (?:preis|miete))\b",
    re.IGNORECASE,
)
_MEASURE = re.compile(r"\s*(?P<unit>kg|g|lbs?|km|cm|m|l|ml)\b", re.IGNORECASE)
_OLD_SAID = re.compile(r"\b(?:from|von|was|war|of|used to be)\s*$", re.IGNORECASE)


def _direction(said: str, at: re.Match[str]) -> int:
    """+1 for a rise, −1 for a cut: the word for it nearest the percentage; 0 if none."""
    near = [
        (min(abs(m.start() - at.end()), abs(at.start() - m.end())), sign)
        for sign, pattern in ((1, _UP), (-1, _DOWN))
        for m in pattern.finditer(said)
    ]
    near = [n for n in near if n[0] <= 40]
    return min(near)[1] if near else 0


def before_change(text: str, language: str) -> str | None:
    """ "rent went up 5% and is now 945, what was it before" → "945 ÷ 1.05 = 900: it was 900
    before (+5% is 945)."."""
    said = number_words.as_digits(text)
    percents = list(PERCENT.finditer(said))
    if len(percents) != 1 or not _BEFORE.search(said) or _CHANGE_ASKED.search(said):
        return None
    rest = said[: percents[0].start()] + " " * len(percents[0].group(0)) + said[percents[0].end() :]
    amounts = [m for m in _MONEY.finditer(rest) if amount(m["n"])]
    p, sign = amount(percents[0]["p"]), _direction(said, percents[0])
    if len(amounts) != 1 or not p or not sign or (sign < 0 and p >= 100):
        return None
    if _OLD_SAID.search(rest[: amounts[0].start()]) or _NEW_ASKED.search(said):
        return None  # "went up 5% from 900": the amount before is said, the new one asked
    if re.match(r"\W{0,3}(?:\w+\W+)?(?:before|vorher|davor)\b", rest[amounts[0].end() :], re.I):
        return None  # "paid 945 before the increase"
    now = amount(amounts[0]["n"])
    assert now is not None
    measured = _MEASURE.match(rest, amounts[0].end())
    unit = f" {measured['unit'].lower()}" if measured else ""
    factor = 1 + sign * p / 100
    was, is_now = money(now / factor, language) + unit, money(now, language) + unit
    change = f"{'+' if sign > 0 else '−'}{_pct(p, language)}"
    shown = f"{money(now, language)} ÷ {_decimal(factor, language)} = {was}"
    if language == "de":
        return f"{shown}: vorher waren es {was} ({change} sind {is_now})."
    return f"{shown}: it was {was} before ({change} is {is_now})."


# --- a discount, then a voucher ---------------------------------------------------------------

_VOUCHER = re.compile(
    rf"[$€£]?\s*(?P<v>{NUMBER}){_CURRENCY}\s*(?:[a-zäöü-]+\s+)?(?P<what>voucher|coupon|gift ?card"
    r"|gutschein\w*|rabattcode|code)\b"
    rf"|\b(?P<what2>voucher|coupon|gift ?card|gutschein\w*|code)\s+(?:for|of|worth|über|ueber|von"
    rf"|im wert von)\s+[$€£]?\s*(?P<v2>{NUMBER}){_CURRENCY}"
    rf"|\b(?:another|extra|additional|then|plus|and|noch(?:mal)?|zusätzlich|zusaetzlich|dann)\s+"
    rf"(?:noch\s+)?[$€£]?\s*(?P<v3>{NUMBER}){_CURRENCY}\s+(?P<what3>off|weniger|rabatt|abzug"
    r"|discount|nachlass)\b",
    re.IGNORECASE,
)
_OFF = re.compile(
    r"\b(?:off|discount\w*|sale|reduced|rabatt\w*|reduziert\w*|nachlass|weniger|billiger"
    r"|günstiger|guenstiger|sparen|minus)\b",
    re.IGNORECASE,
)
_PAY = re.compile(
    r"\b(?:pay|paid|cost|costs|how much|total|end up|final|price|in the end|was zahl\w*"
    r"|was bezahl\w*|was kostet|wie ?viel|endpreis|am ende|kostet)\b",
    re.IGNORECASE,
)
_NAMED = re.compile(r"\b(?:voucher|coupon|gift ?card|gutschein\w*|code)\b", re.IGNORECASE)
_THEN = re.compile(r"\b(?:then|dann|danach|after that|afterwards|anschließend|and then)\b", re.I)
_VOUCHER_FIRST = re.compile(
    r"\b(?:voucher|coupon|gutschein\w*|code)\b[^.?!%]{0,30}\b(?:first|zuerst|erst|before)\b"
    r"|%\s*(?:off\s+|rabatt\s+)?(?:after|nach)\s+(?:the\s+|dem\s+)?(?:voucher|coupon|gutschein)",
    re.IGNORECASE,
)


def voucher(text: str, language: str) -> str | None:
    """ "shoes were 120, 30% off, then a 15 voucher on top, what did i pay" → "120 × 0.7 =
    84; 84 − 15 (voucher) = 69."."""
    said = number_words.as_digits(text)
    percents = list(PERCENT.finditer(said))
    vouchers = list(_VOUCHER.finditer(said))
    if len(percents) != 1 or len(vouchers) != 1 or not _OFF.search(said) or not _PAY.search(said):
        return None
    pct, off = percents[0], vouchers[0]
    rest = _VOUCHER.sub(" ", PERCENT.sub(" ", said))
    prices = [m for m in _MONEY.finditer(rest) if amount(m["n"])]
    p, v = amount(pct["p"]), amount(off["v"] or off["v2"] or off["v3"])
    if len(prices) != 1 or not p or not v or p >= 100:
        return None
    price = amount(prices[0]["n"])
    assert price is not None
    de = language == "de"
    named = _NAMED.search(said)
    what = (off["what"] or off["what2"] or (named.group(0) if named else "")).lower()
    label = (
        (" (Gutschein)" if de else f" ({'coupon' if what == 'coupon' else 'voucher'})")
        if what.startswith(("vou", "cou", "gut", "gift"))
        else (" (Code)" if de else " (code)")
        if what
        else ""
    )
    first = _VOUCHER_FIRST.search(said) or (
        off.start() < pct.start() and _THEN.search(said, off.end(), pct.start())
    )
    factor = 1 - p / 100
    f, x, start = _decimal(factor, language), money(v, language), money(price, language)
    if first:
        less = money(max(price - v, Fraction(0)), language)
        final = money(max(price - v, Fraction(0)) * factor, language)
        shown = f"{start} − {x}{label} = {less}; × {f} = {final}"
    else:
        after = money(price * factor, language)
        final = money(max(price * factor - v, Fraction(0)), language)
        shown = f"{start} × {f} = {after}; {after} − {x}{label} = {final}"
    if de:
        return f"{shown} ({_pct(p, language)} Rabatt{', erst der Gutschein' if first else ''})."
    return f"{shown} ({_pct(p, language)} off{', the voucher first' if first else ''})."


# --- two packs per kilo, litre or 100 g -------------------------------------------------------

_GRAMS = {"g": 1, "gr": 1, "gram": 1, "grams": 1, "gramm": 1, "kg": 1000, "kilo": 1000,
          "kilos": 1000, "ml": 1, "l": 1000, "liter": 1000, "litre": 1000, "liters": 1000,
          "litres": 1000}  # fmt: skip
_Q = r"(?P<q>\d{1,4}(?:[.,]\d{1,3})?)\s*(?P<u>kg|kilos?|grams?|gramm|gr|g|ml|liters?|litres?|l)\b"
_P = r"[$€£]?\s*(?P<p>\d{1,4}[.,]\d{2}|\d{1,4})(?!\s*(?:%|kg|g|l|ml)\b)(?![.,]?\d)"
_PACK = re.compile(
    rf"{_Q}\s*(?:[a-zäöüß-]+\s+){{0,2}}?(?:is|are|for|at|costs?|kostet|kosten|für|fuer|=|@|:|-|–)?"
    rf"\s*{_P}",
    re.IGNORECASE,
)
_PACK_PRICE_FIRST = re.compile(
    rf"{_P}\s*(?:[$€£]|euros?|eur|dollars?|bucks)?\s+(?:for|für|fuer)\s+(?:a\s+|an\s+|the\s+"
    rf"|ein\w*\s+|die\s+|das\s+|der\s+)?{_Q}",
    re.IGNORECASE,
)
_PER = re.compile(
    r"\b(?:per|a|the|each|pro|je|das|im|fürs|für das|for a)\s*(?P<per>100\s*g|100\s*gramm|100\s*ml"
    r"|kilo|kg|liter|litre|l)\b",
    re.IGNORECASE,
)
_WHICH_BUY = re.compile(
    r"\bwhich (?:one )?(?:should|do|would) (?:i|we) (?:buy|get|take|pick)\b|\bwhich is the better"
    r" (?:buy|deal)\b|\bwelche\w* (?:soll|sollte|nehm|kauf)\w* (?:ich|wir)\b",
    re.IGNORECASE,
)
_COMPARED = re.compile(
    r"\b(?:save|saving|spare|sparen?|spar\w*|ersparnis|difference|unterschied|cheaper"
    r"|better (?:value|deal)|best (?:value|deal)|günstiger|guenstiger|billiger|preiswerter)\b",
    re.IGNORECASE,
)


def _per_said(price: Fraction, grams: Fraction, base: int, language: str) -> tuple[Fraction, str]:
    """The price per ``base`` grams and how it is worked out ("2 × 3.49 = 6.98")."""
    each = price * base / grams
    factor, p, e = Fraction(base) / grams, money(price, language), money(each, language)
    if factor == 1:
        return each, e
    if factor.denominator == 1:
        return each, f"{factor} × {p} = {e}"
    if factor.numerator == 1:
        return each, f"{p} ÷ {factor.denominator} = {e}"
    return each, f"{p} ÷ {_decimal(grams / base, language)} = {e}"


def per_kilo(text: str, language: str) -> str | None:
    """ "a 500g pack is 3.49 and the 1kg bag 6.29, how much do i save per kilo with the big
    one" → "500 g: 2 × 3.49 = 6.98 a kg; 1 kg: 6.29 a kg. The 1 kg saves 0.69 a kg."."""
    asked = _PER.search(text)
    which = _WHICH_BUY.search(text)
    if (asked is None or not _COMPARED.search(text)) and which is None:
        return None
    packs = list(_PACK.finditer(text)) or list(_PACK_PRICE_FIRST.finditer(text))
    if len(packs) != 2:
        packs = list(_PACK_PRICE_FIRST.finditer(text))
    if len(packs) != 2:
        return None
    per = re.sub(r"\s+", "", asked["per"].lower()) if asked is not None else ""
    base = 100 if per.startswith("100") else 1000
    volume = per.startswith(("l", "100ml")) or (
        not per
        and all(p["u"].lower() in ("ml", "l") or p["u"].lower().startswith("lit") for p in packs)
    )
    offers: list[tuple[Fraction, str, str]] = []
    for found in packs:
        q, p, unit = amount(found["q"]), amount(found["p"]), found["u"].lower()
        if not q or not p or (unit in ("ml", "l") or unit.startswith("lit")) != volume:
            return None
        each, working = _per_said(p, q * _GRAMS[unit], base, language)
        short = "kg" if unit.startswith("kilo") else "l" if unit.startswith("lit") else unit
        offers.append((each, f"{found['q']} {short}", working))
    if offers[0][1] == offers[1][1]:
        return None
    de = language == "de"
    if base == 100:
        a_per = (
            f"pro {'100 ml' if volume else '100 g'}"
            if de
            else f"per {'100 ml' if volume else '100 g'}"
        )
    else:
        a_per = f"pro {'Liter' if volume else 'kg'}" if de else f"a {'litre' if volume else 'kg'}"
    parts = "; ".join(f"{what}: {working} {a_per}" for _, what, working in offers)
    (a, a_what, _), (b, b_what, _) = offers
    diff = money(abs(a - b), language)
    if money(a, language) == money(b, language):
        return f"{parts}. {'Gleich teuer' if de else 'The same price'}."
    low, high = (a_what, b_what) if a < b else (b_what, a_what)
    if de:
        return f"{parts}. {low} ist günstiger: du sparst {diff} {a_per} gegenüber {high}."
    return f"{parts}. The {low} is cheaper: you save {diff} {a_per} over the {high}."


# --- doses counted up to a time ---------------------------------------------------------------

_EVERY_HOURS = re.compile(
    r"\b(?:every|alle)\s+(?P<n>\d{1,2})\s*(?:hours?|hrs?|h|stunden|std\.?)(?!\w)", re.IGNORECASE
)
_TIME = r"\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?|uhr)?"
_FIRST_DOSE = re.compile(
    rf"\b(?:first|erste\w*|start\w*|beginn\w*)\b\D{{0,25}}?\b(?:at|um|ab)\s+(?P<t>{_TIME})"
    rf"|\b(?:from|ab|since|seit)\s+(?P<t2>{_TIME})(?=\s|,|$)",
    re.IGNORECASE,
)
_UNTIL = re.compile(
    rf"\b(?P<how>by|until|till|til|before|up to|through|bis|vor)\s+(?:um\s+|zum\s+)?(?P<t>{_TIME}"
    r"|midnight|mitternacht|noon|mittag)(?=\W|$)",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(r"\b(?:how many|how often|wie ?viele|wie oft)\b", re.IGNORECASE)
_NOT_FIRST = re.compile(
    r"\b(?:not counting|without|excluding|besides|apart from|after) the first\b|\bohne die erste"
    r"|\baußer der ersten|\bausser der ersten|\bnach der ersten",
    re.IGNORECASE,
)


def doses_by(text: str, language: str) -> str | None:
    """ "one pill every 6 hours, first at 8am, how many by 10pm including the first" → "8:00
    AM, 2:00 PM and 8:00 PM: 3 by 10:00 PM, counting the first."."""
    said = number_words.as_digits(text)
    every, first = _EVERY_HOURS.search(said), _FIRST_DOSE.search(said)
    until = _UNTIL.search(said[first.end() :]) if first is not None else None
    if every is None or first is None or until is None or not _HOW_MANY.search(said):
        return None
    begin, end = read_time(first["t"] or first["t2"]), read_time(until["t"])
    step = int(every["n"]) * 60
    if begin is None or end is None or not 1 <= step // 60 <= 24:
        return None
    start, twelve = begin
    stop = end[0]
    named = until["t"].lower() in ("midnight", "mitternacht", "noon", "mittag")
    if stop <= start and not (end[1] or named) and stop + 12 * 60 > start and stop < 12 * 60:
        stop += 12 * 60  # "from 8am … by 10": in the evening
    if stop <= start:
        stop += _DAY
    inclusive = until["how"].lower() not in ("before", "vor")
    times = [t for t in range(start, stop + 1, step) if t < stop or inclusive]
    if _NOT_FIRST.search(said):
        times = times[1:]
    if not times:
        return None
    twelve = twelve or end[1]
    de = language == "de"
    shown = [said_time(t, twelve=twelve) for t in times]
    listed = ", ".join(shown[:-1]) + (" und " if de else " and ") + shown[-1]
    listed = shown[0] if len(shown) == 1 else listed
    upto = said_time(stop, twelve=twelve)
    counted = "ohne die erste" if _NOT_FIRST.search(said) else "die erste mitgezählt"
    uhr = "" if twelve else " Uhr"
    if de:
        by = "bis" if inclusive else "vor"
        return f"{listed}{uhr}: {len(times)}-mal {by} {upto}{uhr} ({counted})."
    counted = "not counting the first" if _NOT_FIRST.search(said) else "counting the first"
    return f"{listed}: {len(times)} {'by' if inclusive else 'before'} {upto}, {counted}."


READERS = (
    ("before_change", before_change),
    ("voucher", voucher),
    ("per_kilo", per_kilo),
    ("doses_by", doses_by),
)
