"""Everyday sums answered whole (see :mod:`brain.fastpath.loose_sums`), where a reader of one
step would answer only that step:

- a cost split among people counted in words ("road trip with 3 friends, fuel was 60 and tolls
  12, split between all of us" → four people, 72 ÷ 4; "wir sind zu dritt"; "us 4"), also a
  monthly cost shared and asked for a year;
- what paying yearly (upfront) saves over paying monthly;
- and the sums of :mod:`brain.fastpath.loose_whole_clock` (times) and
  :mod:`brain.fastpath.loose_whole_counts` (counts and measures).

Each answers only when every number said has its place and the question asks for the whole.
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import loose_whole_clock, loose_whole_counts, loose_whole_rates, number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.loose_uneven import one_pays_own
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
    rf"|\b(?:with|w/|w(?=\s))\s*(?:my\s+)?(?P<c>\d{{1,2}})\s+{_FRIENDS}\b"
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
_TIMES: dict[tuple[str, str], int | Fraction] = {("month", "year"): 12, ("week", "year"): 52, ("day", "week"): 7, ("day", "year"): 365,
          ("week", "month"): Fraction(52, 12)}  # fmt: skip
_WANT_PERIOD = re.compile(
    r"\b(?:(?:per|a|an|each|every|for\s+a|over\s+a|in\s+a|pro|im|aufs|für\s+ein|fuer\s+ein"
    r"|über\s+ein|ueber\s+ein)\s+(?:(?:full|whole|entire|ganzes|ganzen|volles)\s+)?"
    r"(?P<per>week|month|year|woche|monat|jahr)|(?P<perly>yearly"
    r"|annually|jährlich|jaehrlich))\b",
    re.IGNORECASE,
)
_PER_NAMES = {"day": ("a day", "am Tag"), "week": ("a week", "pro Woche"),
              "month": ("a month", "im Monat"), "year": ("a year", "im Jahr")}  # fmt: skip


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


def sharers(text: str) -> tuple[int | None, tuple[int, ...]]:
    """How many share (see :func:`_who`) and the counts said of the others ("with 2 mates":
    2), which are people, never amounts."""
    others = tuple(int(next(g for g in m.groups() if g)) for m in _WITH_ME.finditer(text))
    return _who(text)[0], others


def people_counted(text: str) -> bool:
    """Whether ``text`` counts people who share ("me and 2 mates", "4 of us", "zu dritt")."""
    return _who(text)[0] is not None


def split_with_people(text: str, language: str) -> str | None:
    """ "road trip with 3 friends, fuel was 60 and tolls 12, split between all of us" → "60 +
    12 = 72; 72 ÷ 4 (you and 3 others) = 18 each."."""
    said = number_words.as_digits(text)
    if not _SPLIT.search(said) or not _ASK.search(said) or not _COSTS.search(said):
        return None
    if one_pays_own(said):
        return None  # "anna only had a salad": not even (brain.fastpath.loose_uneven)
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
    rf"(?P<y2>{NUMBER})|[$€£]?\s*(?P<y3>{NUMBER}){_CURRENCY}?\s+if\s+(?:i|you|u|we)\s+pay\s+(?:for\s+)?"
    r"(?:the\s+)?(?:whole\s+|full\s+|entire\s+)?year(?:\s+(?:upfront|up\s+front|in\s+advance"
    r"|at\s+once|in\s+one\s+go))?",
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
    year = amount(years[0]["y"] or years[0]["y2"] or years[0]["y3"])
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


# --- the second at half price, "3 for 2" -------------------------------------------------------

_HALF_SECOND = re.compile(
    r"\bbogo\s+(?:50\s*%|half)(?:\s*(?:off|price))?|\bbuy\s+(?:one|1)\s*,?\s*(?:and\s+)?get\s+"
    r"(?:one|1|the\s+second|a\s+second|2nd|another)\s+(?:(?:one|at|for)\s+)?(?:half|50\s*%)\s*"
    r"(?:price|off)?|\b(?:second|2nd)\s+(?:one\s+|1\s+|pair\s+|item\s+)?(?:is\s+)?(?:at\s+|for\s+)?"
    r"(?:half\s*(?:price|off)|50\s*%\s*off)|\b(?:das\s+|jedes\s+)?zweite\w*\s+(?:\w+\s+)?(?:zum"
    r"|für\s+den|fuer\s+den)\s+halben\s+preis|\bzweite\w*\s+(?:\w+\s+)?(?:50\s*%|die\s+hälfte)"
    r"\s+(?:günstiger|billiger|rabatt)?",
    re.IGNORECASE,
)
_TAKES = re.compile(
    r"\b(?:buying|buy|i\s+take|taking|getting|get|i\s+want|want|need|i'?m\s+buying|kaufe|nehme"
    r"|brauche|hole)\s+(?P<n>\d{1,2})\b(?![.,]\d|\s*(?:[$€£]|euros?|dollars?|bucks))"
    r"|(?<![\d.,])(?P<n2>\d{1,2})\s+(?:stück|stueck|items|pairs|paar)\b",
    re.IGNORECASE,
)
_THREE_FOR_TWO = re.compile(
    r"\b(?:(?P<a>[2-6])\s+for\s+(?P<b>[1-5])|kauf\w*\s+(?P<a2>[2-6])\s*,?\s*zahl\w*\s+(?P<b2>[1-5])"
    r"|(?P<a3>[2-6])\s+für\s+(?P<b3>[1-5]))\b(?!\s*(?:[$€£]|euros?|dollars?|bucks|quid|[.,]\d))",
    re.IGNORECASE,
)


def deal_total(text: str, language: str) -> str | None:
    """ "bogo half off on 30 sneakers, buying 2, what do i pay" → "1 × 30 + 1 × 15 (half
    price) = 45."; "3 for 2 on 5 euro candles, i take 7" → "3 for 2: 7 = 2 × 3 + 1, you pay
    for 5; 5 × 5 = 25 (2 free)."."""
    said = number_words.as_digits(text)
    half, multi = _HALF_SECOND.search(said), _THREE_FOR_TWO.search(said)
    if (half is None) == (multi is None) or not _ASK.search(said):
        return None
    rest = _cut(said, half or multi)  # type: ignore[arg-type]
    takes = _TAKES.search(rest)
    if takes is None:
        return None
    rest = _cut(rest, takes)
    prices = list(_AMOUNT.finditer(rest))
    if len(prices) != 1 or re.search(r"\d", _cut(rest, prices[0])):
        return None
    n, price = int(takes["n"] or takes["n2"]), amount(prices[0]["x"])
    if not price or not 2 <= n <= 50:
        return None
    de = language == "de"
    p = money(price, language)
    if half is not None:
        halves, full = n // 2, n - n // 2
        total = full * price + halves * price / 2
        word = "halber Preis" if de else "half price"
        return f"{full} × {p} + {halves} × {money(price / 2, language)} ({word}) = {money(total, language)}."
    assert multi is not None
    a = int(multi["a"] or multi["a2"] or multi["a3"])
    b = int(multi["b"] or multi["b2"] or multi["b3"])
    if b >= a:
        return None
    groups, single = divmod(n, a)
    pay = groups * b + single
    free = n - pay
    split = f"{groups} × {a}" + (f" + {single}" if single else "")
    if de:
        return (
            f"{a} für {b}: {n} = {split}, du zahlst {pay}; {pay} × {p} = "
            f"{money(pay * price, language)} ({free} gratis)."
        )
    return (
        f"{a} for {b}: {n} = {split}, you pay for {pay}; {pay} × {p} = "
        f"{money(pay * price, language)} ({free} free)."
    )


def _cut(text: str, found: re.Match[str]) -> str:
    return text[: found.start()] + " # " + text[found.end() :]


READERS = (
    ("split_people", split_with_people),
    ("yearly_saving", yearly_saving),
    ("deal_total", deal_total),
    *loose_whole_clock.READERS,
    *loose_whole_counts.READERS,
    *loose_whole_rates.READERS,
)


def read(text: str, language: str) -> tuple[str, str] | None:
    """``(kind, answer)`` for one of these sums, or None."""
    for kind, reader in READERS:
        said = reader(text, language)
        if said is not None:
            return kind, said
    return None
