"""Everyday sums answered whole (see :mod:`brain.fastpath.loose_sums`), where a reader of one
step would answer only that step:

- a cost split among people counted in words ("road trip with 3 friends, fuel was 60 and tolls
  12, split between all of us" → four people, 72 ÷ 4; "wir sind zu dritt"; "us 4"), also a
  monthly cost shared and asked for a year;
- what paying yearly (upfront) saves over paying monthly;
- when to start (put the roast in) to be done at a time, from the time it takes;
- how long some episodes take at a faster playback speed;
- a value said with its unit ("a 55-inch tv", "27 zoll") in another unit.

Each answers only when every number said has its place and the question asks for the whole.
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_duration, read_time, said_length, said_time
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_CURRENCY = r"(?:[$€£]|\s*(?:euros?|eur|dollars?|bucks|quid|pounds?)\b)"
_FRIENDS = (
    r"(?:other\s+)?(?:friends|mates|buddies|pals|colleagues|co-?workers|roommates|flatmates"
    r"|housemates|siblings|cousins|others|guys|girls)"
)
_FREUNDE = (
    r"(?:freunde\w*|freundinnen|kumpels?|kollegen|kolleginnen|leuten?|anderen|mitbewohner\w*)"
)
_ZU = {"zweit": 2, "dritt": 3, "viert": 4, "fünft": 5, "fuenft": 5, "sechst": 6, "siebt": 7,
       "acht": 8, "neunt": 9, "zehnt": 10}  # fmt: skip
_WITH_ME = re.compile(
    rf"\b(?:me|myself|i)\s+(?:and|&|\+|plus)\s+(?:my\s+)?(?P<a>\d{{1,2}})\s+{_FRIENDS}\b"
    rf"|\b(?P<b>\d{{1,2}})\s+{_FRIENDS}\s+(?:and|&|\+|plus)\s+(?:me|myself|i)\b"
    rf"|\b(?:with|w/)\s+(?:my\s+)?(?P<c>\d{{1,2}})\s+{_FRIENDS}\b"
    rf"|\b(?:ich|mir)\s+(?:und|&|\+|plus)\s+(?:meine[n]?\s+)?(?P<d>\d{{1,2}})\s+{_FREUNDE}\b"
    rf"|\bmit\s+(?:meinen\s+)?(?P<e>\d{{1,2}})\s+{_FREUNDE}\b",
    re.IGNORECASE,
)
"""Others counted without the user ("me and 2 mates", "with 3 friends"): one more person."""
_ALL_OF_US = re.compile(
    r"\b(?P<a>\d{1,3})\s+(?:of\s+us|people|persons|ppl|ways|personen|leute)\b"
    r"|(?:^|[,.;]\s*|\b(?:just|only|the|we)\s+)us\s+(?P<b>\d{1,2})\b(?![.,]\d|\s*(?:[$€£%]|euros?"
    r"|dollars?|bucks|quid))"
    r"|\b(?:we(?:'re|\s+are|\s+were)|there(?:'s|\s+are|\s+were)|wir\s+(?:sind|waren))\s+(?:zu\s+)?"
    r"(?P<c>\d{1,2})\b(?![.,]\d|\s*(?:[$€£%]|euros?|dollars?|bucks|quid|min|h\b|uhr))"
    r"|\b(?:between|among|amongst|by|unter|durch|auf)\s+(?:the\s+|uns\s+|all\s+)?(?P<d>\d{1,2})\b"
    r"(?![.,]\d|\s*(?:[$€£%]|euros?|dollars?|bucks|quid))"
    r"|\bzu\s+(?P<zu>zweit|dritt|viert|fünft|fuenft|sechst|siebt|acht|neunt|zehnt)\b",
    re.IGNORECASE,
)
"""Everyone counted ("4 of us", "us 4", "wir sind zu dritt", "split between 5")."""
_SPLIT = re.compile(
    r"\b(?:split\w*|shar(?:e|es|ed|ing)|divid\w*|each|per\s+(?:person|head)|apiece|everyone"
    r"|everybody|pro\s+(?:person|kopf|nase)|jede[rn]?|teilen|aufteilen|aufgeteilt|geteilt)\b",
    re.IGNORECASE,
)
_PRICE_EACH = re.compile(
    rf"\d{_CURRENCY}?\s*(?:each|apiece|a\s+piece|per\s+(?:ticket|item|piece|night)|je|pro\s+stück)\b",
    re.IGNORECASE,
)
"""An amount each ("tickets 15 each"): a price per person, not a sum to split."""
_COSTS = re.compile(
    r"[$€£]|\b(?:euros?|eur|dollars?|bucks|quid|cost\w*|paid|pay|price|bill|check|tab|total|fuel"
    r"|gas|petrol|tolls?|rent|taxi|uber|cab|cabin|airbnb|hotel|tickets?|dinner|lunch|drinks"
    r"|pizza|groceries|lanes|shoes|entry|fee|subscription|netflix|spotify|kostet|kosten|rechnung"
    r"|miete|sprit|benzin|maut|bezahlt|gezahlt|eintritt|ferienhaus|abo|essen)\b",
    re.IGNORECASE,
)
_ASK = re.compile(r"\?|\b(?:how much|what|whats|wie ?viel|was|wer zahlt)\b", re.IGNORECASE)
_AMOUNT = re.compile(
    rf"(?<![\w.,:])[$€£]?\s*(?P<x>{NUMBER}){_CURRENCY}?(?![\w%:]|[.,]\d|\s*(?:[ap]\.?m\b|uhr\b))",
    re.IGNORECASE,
)
_COUNTED_THING = re.compile(
    rf"(?<![\w.,$€£])(?<!\ba\s)(?<!\ban\s)(?<!\bein\s)(?<!\beine\s)(?<!\beinen\s)(?:{NUMBER})"
    r"\s+(?!and\b|und\b|for\b|für\b|plus\b|on\b|in\b|at\b|split|between"
    r"|total|each|a\s+|per\b|pro\b|im\b|monthly|weekly|yearly|is\b|was\b|ist\b|war\b|to\b|zu\b"
    r"|euros?|dollars?|bucks|quid|eur\b|pounds?\b|€|\$|,|\?|how\b|wie\b|what\b|was\b|bei\b"
    r"|with\b|mit\b|but\b|aber\b|so\b|also\b|durch\b|unter\b|auf\b|for\b|that\b|das\b)[a-zäöü]",
    re.IGNORECASE,
)
"""A number before a word that counts something ("2 nights", "3 pizzas"): no plain amount."""
_PERIOD = (
    r"(?:(?:a|an|per|each|every|/|pro|im|in\s+der|die)\s*(?P<{0}>day|week|month|mo|year|yr|tag"
    r"|woche|monat|jahr)\b|(?P<{0}ly>daily|weekly|monthly|yearly|annually|täglich|taeglich"
    r"|wöchentlich|woechentlich|monatlich|jährlich|jaehrlich))"
)
_RATED = re.compile(
    rf"(?<![\w.,])[$€£]?\s*(?P<x>{NUMBER}){_CURRENCY}?\s*{_PERIOD.format('per')}", re.IGNORECASE
)
"""An amount said with its period ("17.99 a month", "300 yearly")."""
_PERIOD_WORDS = {
    "day": "day", "daily": "day", "tag": "day", "täglich": "day", "taeglich": "day",
    "week": "week", "weekly": "week", "woche": "week", "wöchentlich": "week",
    "woechentlich": "week", "month": "month", "mo": "month", "monthly": "month",
    "monat": "month", "monatlich": "month", "year": "year", "yr": "year", "yearly": "year",
    "annually": "year", "jahr": "year", "jährlich": "year", "jaehrlich": "year",
}  # fmt: skip
_TIMES = {("month", "year"): 12, ("week", "year"): 52, ("day", "week"): 7, ("day", "year"): 365,
          ("week", "month"): Fraction(52, 12)}  # fmt: skip
_WANT_PERIOD = re.compile(
    r"\b(?:(?:per|a|an|each|every|for\s+a|over\s+a|in\s+a|pro|im|aufs|für\s+ein|fuer\s+ein"
    r"|über\s+ein|ueber\s+ein)\s+(?P<per>week|month|year|woche|monat|jahr)|(?P<perly>yearly"
    r"|annually|jährlich|jaehrlich))\b",
    re.IGNORECASE,
)
_PER_NAMES = {"day": ("a day", "am Tag"), "week": ("a week", "pro Woche"),
              "month": ("a month", "im Monat"), "year": ("a year", "im Jahr")}  # fmt: skip


def _closed(sentence: str) -> str:
    """``sentence`` with one full stop at its end ("… 4 Std. 40 Min." has one already)."""
    return sentence if sentence.endswith(".") else f"{sentence}."


def _who(text: str) -> tuple[int | None, bool, str]:
    """How many share (None unless said once or alike), whether the user was counted apart
    ("me and 2 mates"), and the text without the counts."""
    counts: set[int] = set()
    apart = False
    for found in _WITH_ME.finditer(text):
        counts.add(int(next(g for g in found.groups() if g)) + 1)
        apart = True
    rest = _WITH_ME.sub(" # ", text)
    for found in _ALL_OF_US.finditer(rest):
        said = next(g for g in found.groups() if g)
        counts.add(_ZU[said.lower()] if said.lower() in _ZU else int(said))
    rest = _ALL_OF_US.sub(" # ", rest)
    if len(counts) != 1:
        return None, apart, rest
    n = counts.pop()
    return (n if 2 <= n <= 50 else None), apart, rest


def split_with_people(text: str, language: str) -> str | None:
    """ "road trip with 3 friends, fuel was 60 and tolls 12, split between all of us" → "60 +
    12 = 72; 72 ÷ 4 (you and 3 others) = 18 each."."""
    said = number_words.as_digits(text)
    if not _SPLIT.search(said) or not _ASK.search(said) or not _COSTS.search(said):
        return None
    if _PRICE_EACH.search(said) or re.search(r"%|\b(?:tip|trinkgeld)\b", said, re.IGNORECASE):
        return None
    n, apart, rest = _who(said)
    if n is None:
        return None
    periods = {_PERIOD_WORDS[(m["per"] or m["perly"]).lower()] for m in _RATED.finditer(rest)}
    rest = _RATED.sub(lambda m: f" {m['x']} ", rest)
    want = _WANT_PERIOD.search(rest)
    rest = _WANT_PERIOD.sub(" ", rest) if want is not None else rest
    if _COUNTED_THING.search(rest) or len(periods) > 1:
        return None
    amounts = [amount(m["x"]) for m in _AMOUNT.finditer(rest)]
    rest = _AMOUNT.sub(" ", rest)
    if not amounts or len(amounts) > 5 or re.search(r"\d", rest) or not all(amounts):
        return None
    values = [a for a in amounts if a]
    total = sum(values, Fraction(0))
    de = language == "de"
    shown = " + ".join(money(v, language) for v in values)
    steps = f"{shown} = {money(total, language)}; " if len(values) > 1 else ""
    per = periods.pop() if periods else None
    goal = None if want is None else _PERIOD_WORDS[(want["per"] or want["perly"]).lower()]
    if goal is not None and per is None:
        return None  # "60 split 3 ways, how much a month": no period said with the amount
    if goal is not None and per is not None and goal != per:
        factor = _TIMES.get((per, goal))
        if factor is None:
            return None
        yearly = total * factor
        steps += (
            f"{money(total, language)} × {said_number(Fraction(factor), language)} ="
            f" {money(yearly, language)} {_PER_NAMES[goal][de]}; "
        )
        total, per = yearly, goal
    counted = ""
    if apart:
        counted = f" (du und {n - 1} weitere)" if de else f" (you and {n - 1} others)"
    when = f" {_PER_NAMES[per][de]}" if per else ""
    if de:
        return f"{steps}{money(total, language)} ÷ {n}{counted} = {money(total / n, language)} pro Person{when}."
    return (
        f"{steps}{money(total, language)} ÷ {n}{counted} = {money(total / n, language)} each{when}."
    )


# --- paying yearly (upfront) instead of monthly ------------------------------------------------

_MONTHLY = re.compile(
    rf"[$€£]?\s*(?P<m>{NUMBER}){_CURRENCY}?\s*(?:a|an|per|/|pro|im|each|every|in\s+the)\s*"
    r"(?:month|mo|monat)\b|[$€£]?\s*(?P<m2>" + NUMBER + rf"){_CURRENCY}?\s*(?:monthly|monatlich)"
    rf"|\b(?:monthly|monatlich)\s+(?:(?:it'?s|is|for|für|kostet)\s+)?[$€£]?\s*(?P<m3>{NUMBER})",
    re.IGNORECASE,
)
_YEARLY = re.compile(
    rf"[$€£]?\s*(?P<y>{NUMBER}){_CURRENCY}?\s*(?:(?:a|an|per|/|pro|im|for\s+the|for\s+a"
    r"|für\s+das|fürs)\s*(?:year|yr|jahr)\b|(?:paid\s+|bezahlt\s+|gezahlt\s+)?(?:yearly|annually"
    r"|upfront|up\s+front|in\s+advance|jährlich|jaehrlich|einmalig|auf\s+einmal|im\s+voraus))"
    r"|\b(?:yearly|annual|upfront|one-?off|jahres\w*|einmalig)\s+(?:price|fee|plan|payment"
    r"|option|preis|zahlung|abo|gebühr)?\s*(?:is|of|for|:|=|kostet|von|für)?\s*[$€£]?\s*"
    rf"(?P<y2>{NUMBER})",
    re.IGNORECASE,
)
_SAVE = re.compile(
    r"\b(?:save|saves|saving|savings|cheaper|difference|spare|spar\w*|ersparnis|unterschied"
    r"|günstiger|guenstiger|billiger|worth\s+it|lohnt)\b",
    re.IGNORECASE,
)


def yearly_saving(text: str, language: str) -> str | None:
    """ "gym is 30 a month or 300 paid yearly, how much do i save paying yearly" → "Monthly:
    30 × 12 = 360 a year; yearly 300: paying yearly saves 60 a year (16.7%)."."""
    said = number_words.as_digits(text)
    if not _SAVE.search(said):
        return None
    months = list(_MONTHLY.finditer(said))
    rest = _MONTHLY.sub(" ", said)
    years = list(_YEARLY.finditer(rest))
    rest = _YEARLY.sub(" ", rest)
    if len(months) != 1 or len(years) != 1 or re.search(r"\d", rest):
        return None
    month = amount(months[0]["m"] or months[0]["m2"] or months[0]["m3"])
    year = amount(years[0]["y"] or years[0]["y2"])
    if not month or not year or not 3 * month < year < 30 * month:
        return None
    twelve = month * 12
    diff = twelve - year
    de = language == "de"
    m, y, t = money(month, language), money(year, language), money(twelve, language)
    pct = said_number(Fraction(round(abs(diff) / twelve * 1000), 10), language)
    d = money(abs(diff), language)
    if de:
        head = f"Monatlich: {m} × 12 = {t} im Jahr; jährlich {y}: "
        if diff > 0:
            return f"{head}jährlich zahlen spart {d} im Jahr ({pct} %)."
        if diff < 0:
            return f"{head}jährlich zahlen kostet {d} mehr im Jahr."
        return f"{head}beides kostet gleich viel."
    head = f"Monthly: {m} × 12 = {t} a year; yearly {y}: "
    if diff > 0:
        return f"{head}paying yearly saves {d} a year ({pct}%)."
    if diff < 0:
        return f"{head}paying yearly costs {d} more a year."
    return f"{head}both cost the same."


# --- when to start, to be done at a time ---------------------------------------------------------

_AT = r"\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*(?:[ap]\.?m\.?|uhr)|\d{1,2}(?![\d:]|[.,]\d)"
_DONE_AT = re.compile(
    r"\b(?:done|ready|finished|cooked|on\s+the\s+table|served|fertig|gar|auf\s+dem\s+tisch)\s+"
    rf"(?:at|by|for|um|bis|gegen)\s+(?P<t>{_AT})"
    rf"|\b(?:um|bis|gegen)\s+(?P<t2>{_AT})\s*(?:uhr\s+)?(?:fertig|gar|auf\s+dem\s+tisch)\b"
    rf"|\b(?:eat|dinner|lunch|essen)\s+(?:is\s+|ist\s+)?(?:at|um)\s+(?P<t3>{_AT})",
    re.IGNORECASE,
)
_WHEN_START = re.compile(
    r"\bwhen\s+(?:does|do|should|must|shall|will|has|have|to|can|would)\s+(?:(?:it|i|we|you|he"
    r"|she|the\s+\w+)\s+)?(?:have\s+to\s+|need\s+to\s+)?(?:go(?:es)?\s+in|put|get\s+(?:it\s+)?in"
    r"|start|begin|be\s+put\s+in|pop\s+it\s+in|stick\s+it\s+in|turn\s+on|switch\s+on)\b"
    r"|\bwhat\s+time\s+(?:does|do|should|must|shall|to)\s+(?:(?:it|i|we|the\s+\w+)\s+)?(?:go\s+in"
    r"|put|start|begin)\b|\bwhen\s+(?:it|the\s+\w+)\s+(?:has\s+to|needs\s+to|should|must)\s+go"
    r"\s+in\b|\bwann\s+(?:muss|soll|sollte|müssen|muessen|sollten)\s+(?:ich|wir|er|sie|es|der"
    r"\s+\w+|die\s+\w+|das\s+\w+)\s+(?:\w+\s+){0,3}?(?:rein|in\s+den\s+ofen|anfangen|beginnen"
    r"|starten|aufsetzen|anmachen|einschieben|reinschieben|los\w*)\b|\bwann\s+(?:rein|anfangen"
    r"|in\s+den\s+ofen)\b",
    re.IGNORECASE,
)
_SPAN = re.compile(
    r"(?<![\d.,:])(?:\d{1,2}\s*h\s*\d{1,2}(?:\s*m(?:ins?|inutes?)?)?|\d{1,2}(?:[.,]\d{1,2})?\s*"
    r"(?:h|hrs?|hours?|std\.?|stunden?)(?:\s*(?:and\s+|und\s+)?\d{1,2}\s*(?:m|mins?|minutes?"
    r"|minuten))?|\d{1,3}\s*(?:m|mins?|minutes?|minuten))\b"
    r"|\b(?:an?|one|eine)\s+(?:hour|stunde)(?:\s+and\s+a\s+half)?\b|\b(?:anderthalb|eineinhalb)"
    r"\s+stunden\b|\b(?:a\s+)?half\s+an\s+hour\b|\beine\s+halbe\s+stunde\b",
    re.IGNORECASE,
)
_PER_WEIGHT = re.compile(
    r"\b(?:per|pro|je|a|an|each)\s+(?:\d+\s*)?(?:kg|kilo|g|gramm|lbs?|pound)\b"
)
_OVEN_WORDS = re.compile(
    r"\b(?:roast\w*|oven|bake|baking|turkey|chicken|lamb|joint|braten|ofen|backen|gans|ente"
    r"|hähnchen|haehnchen|pute|kuchen|cake|bread|brot|lasagn\w*)\b",
    re.IGNORECASE,
)


def start_time(text: str, language: str) -> str | None:
    """ "i want the roast done at 7pm and it needs 2 hours 30 min, when does it go in" → "In
    the oven at 4:30 PM: 2 h 30 min before 7:00 PM."."""
    said = number_words.as_digits(text)
    asked, done = _WHEN_START.search(said), _DONE_AT.search(said)
    if asked is None or done is None or _PER_WEIGHT.search(said.lower()):
        return None
    at = read_time(done["t"] or done["t2"] or done["t3"])
    rest = said[: done.start()] + " # " + said[done.end() :]
    spans = [read_duration(m.group(0)) for m in _SPAN.finditer(rest)]
    rest = _SPAN.sub(" ", rest)
    if at is None or not 1 <= len(spans) <= 3 or None in spans or re.search(r"\d", rest):
        return None
    takes = sum(s for s in spans if s)
    minutes, twelve = at
    de = language == "de"
    start = said_time(minutes - takes, twelve=twelve) + ("" if twelve or not de else " Uhr")
    end = said_time(minutes, twelve=twelve) + ("" if twelve or not de else " Uhr")
    lasting = said_length(takes, language)
    day = " am Vortag" if de and minutes < takes else " the day before" if minutes < takes else ""
    oven = _OVEN_WORDS.search(said) is not None
    if de:
        head = f"Um {start}{day} in den Ofen" if oven else f"Um {start}{day} anfangen"
        return _closed(f"{head}: {lasting} vor {end}")
    head = f"In the oven at {start}{day}" if oven else f"Start at {start}{day}"
    return f"{head}: {lasting} before {end}."


# --- episodes at a faster playback speed --------------------------------------------------------

_ITEMS = (
    r"(?:episodes?|eps|folgen|episoden|videos?|lectures?|vorlesungen|podcasts?|chapters?|kapitel"
    r"|talks?|lessons?|lektionen|clips?)"
)
_COUNT_ITEMS = re.compile(rf"(?<![\d.,])(?P<n>\d{{1,3}})\s+(?:\w+\s+)?{_ITEMS}\b", re.IGNORECASE)
_ONE_ITEM = re.compile(
    r"\b(?:a|an|the|one|this|my|ein(?:e[nm]?)?|der|den|die|das|dieses?)\s+(?:\S+\s+){0,2}?"
    r"(?:movie|film|video|podcast|audiobook|hörbuch|hoerbuch|lecture|vorlesung|episode|folge)\b",
    re.IGNORECASE,
)
_SPEED = re.compile(
    r"(?<![\d.,])(?P<s>\d(?:[.,]\d{1,2})?)\s*(?:x|×|-?\s*fach\w*)(?!\w)|\bx\s*(?P<s2>\d(?:[.,]\d{1,2})?)"
    r"\b|\b(?:speed|tempo|geschwindigkeit)\s+(?:of\s+|von\s+)?(?P<s3>\d(?:[.,]\d{1,2})?)\b(?!\s*(?:km|mph))"
    r"|\b(?P<double>double|doppelte[rn]?)\s+(?:speed|geschwindigkeit|tempo)\b",
    re.IGNORECASE,
)
_HOW_LONG = re.compile(
    r"\b(?:how\s+long|how\s+much\s+time|how\s+many\s+(?:hours|minutes)|total|altogether|in\s+all"
    r"|wie\s+lange?|wie\s*viel\s+zeit|insgesamt|zusammen)\b",
    re.IGNORECASE,
)


def sped_up(text: str, language: str) -> str | None:
    """ "9 episodes of 45 min at 1.5x speed, how long in total" → "9 × 45 min = 6 h 45 min; at
    1.5× speed that's 4 h 30 min."."""
    said = number_words.as_digits(text)
    speed = _SPEED.search(said)
    if speed is None or not _HOW_LONG.search(said):
        return None
    factor = Fraction(2) if speed["double"] else amount(speed["s"] or speed["s2"] or speed["s3"])
    rest = said[: speed.start()] + " # " + said[speed.end() :]
    counted = list(_COUNT_ITEMS.finditer(rest))
    if len(counted) > 1 or factor is None or not 1 < factor <= 4:
        return None
    if counted:
        n = int(counted[0]["n"])
        rest = rest[: counted[0].start()] + " # " + rest[counted[0].end() :]
    elif _ONE_ITEM.search(rest):
        n = 1
    else:
        return None
    spans = list(_SPAN.finditer(rest))
    rest = _SPAN.sub(" ", rest)
    if len(spans) != 1 or re.search(r"\d", rest) or not 1 <= n <= 500:
        return None
    each = read_duration(spans[0].group(0))
    if not each:
        return None
    whole = n * each
    fast = round(Fraction(whole) / factor)
    de = language == "de"
    x = said_number(factor, language)
    head = (
        f"{n} × {said_length(each, language)} = {said_length(whole, language)}; " if n > 1 else ""
    )
    if de:
        return _closed(
            f"{head}mit {x}-facher Geschwindigkeit sind das {said_length(fast, language)}"
        )
    return _closed(f"{head}at {x}× speed that's {said_length(fast, language)}")


# --- a value with its unit, in another unit ----------------------------------------------------

_UNIT_WORDS = (
    r"inch(?:es)?|zoll|cm|centimet(?:er|re)s?|zentimeter|miles?|meilen?|km|kilomet(?:er|re)s?"
    r"|lbs?|pounds?|pfund|kg|kilos?|kilograms?|kilogramm|feet|foot|ft|fuß|fuss|m|met(?:er|re)s?"
    r"|fahrenheit|celsius|°\s*[cf]|degrees?\s+(?:f|c|fahrenheit|celsius)|grad\s+(?:fahrenheit|celsius)"
)
_VALUE = re.compile(
    rf"(?<![\w.,])(?P<n>-?\d{{1,5}}(?:[.,]\d{{1,2}})?)\s*(?:-\s*)?(?P<u>{_UNIT_WORDS}|\"|″|”)(?!\w)",
    re.IGNORECASE,
)
_INTO = re.compile(
    rf"\b(?:in|to|into|nach|auf|as)\s+(?P<u>{_UNIT_WORDS})\b|\bhow\s+many\s+(?P<u2>{_UNIT_WORDS})"
    rf"\b|\bwie\s*viele?\s+(?P<u3>{_UNIT_WORDS})\b|\bwhat\s+(?:is\s+(?:that|it)|'?s\s+that)\s+in"
    rf"\s+(?P<u4>{_UNIT_WORDS})\b",
    re.IGNORECASE,
)


def _unit_name(said: str) -> str:
    name = re.sub(r"^(?:°\s*|degrees?\s+|grad\s+)", "", said.lower()).strip()
    return "inches" if name in ('"', "″", "”") else name


def value_in_unit(text: str, language: str) -> str | None:
    """ "how many centimeters is a 55-inch tv" → "55 inches is 139.7 centimetres."; "how many
    cm in an inch? my screen is 27 inches" → the 27 inches, not the factor alone."""
    from brain.fastpath.units import convert

    targets = {_unit_name(next(g for g in m.groups() if g)) for m in _INTO.finditer(text)}
    if len(targets) != 1:
        return None
    target = targets.pop()
    found = []
    for value in _VALUE.finditer(text):
        count = amount(value["n"].lstrip("-"))
        if count is None:
            continue
        count = -count if value["n"].startswith("-") else count
        said = convert(count, _unit_name(value["u"]), target, language)
        if said is not None:
            found.append(said)
        elif _unit_name(value["u"]) != target:
            return None  # a number of another kind said too
    numbers = re.findall(r"\d+(?:[.,]\d+)?", text)
    if len(found) != 1 or len(numbers) != 1:
        return None
    return found[0]


READERS = (
    ("split_people", split_with_people),
    ("yearly_saving", yearly_saving),
    ("start_time", start_time),
    ("sped_up", sped_up),
    ("value_in_unit", value_in_unit),
)


def read(text: str, language: str) -> tuple[str, str] | None:
    """``(kind, answer)`` for one of these sums, or None."""
    for kind, reader in READERS:
        said = reader(text, language)
        if said is not None:
            return kind, said
    return None
