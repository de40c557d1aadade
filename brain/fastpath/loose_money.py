"""Prices and money over time (see :mod:`brain.fastpath.loose_sums`): discounts one after
another ("80, 25% off and then another 10% off" → 54), how much off a new price is ("was 600,
now 450, what percent off" → 25%), interest on savings or a loan, simple or yearly compound
("4000 at 2.5% a year, after one year" → 4,100), and an amount over a period per unit ("96
dollars for 30 days, per day" → 3.20). Numbers said in words count."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import loose_per_kilo, number_words
from brain.fastpath.loose_extra import amount, margin, money
from brain.fastpath.loose_group import asks_each_per_span
from brain.fastpath.loose_worked import one_of_many
from brain.fastpath.reckon import said_number

_N = r"\d{1,7}(?:[.,]\d{1,3})?"
_CUR = r"(?:\s*(?:bucks|dollars?|euros?|eur|€|\$|£|pounds?|quid))?"


def _percent(value: Fraction, language: str) -> str:
    shown = said_number(Fraction(round(value * 10), 10), language)
    return f"{shown} %" if language == "de" else f"{shown}%"


# --- discounts one after another ------------------------------------------------------------------

_OFF = re.compile(
    r"(?P<p>\d{1,2}(?:[.,]\d)?)\s*(?:%|percent|prozent)\s*(?:off|discount|rabatt|weniger|reduziert"
    r"|nachlass|günstiger)",
    re.IGNORECASE,
)
_FIRST_PRICE = re.compile(rf"(?<![\d.,%])[$€£]?\s*(?P<x>{_N}){_CUR}(?!\s*(?:%|percent|prozent)|\d)")
_PAY = re.compile(
    r"\b(?:what do i (?:actually )?pay|how much|final price|what(?:'?s| is) the (?:final |new )?price"
    r"|price now|cost now|was (?:zahle|bezahle|kostet)|wie ?viel|endpreis)\b",
    re.IGNORECASE,
)


def discounts(text: str, language: str) -> str | None:
    """ "shoes are 80 bucks, 25% off and then another 10% off the sale price" → "80 − 25% =
    60, − 10% = 54."."""
    said = number_words.as_digits(text)
    offs = list(_OFF.finditer(said))
    if len(offs) < 2 or not _PAY.search(said):
        return None
    before = said[: offs[0].start()]
    prices = [a for a in (amount(m["x"]) for m in _FIRST_PRICE.finditer(before)) if a]
    if len(prices) != 1:
        return None
    price = prices[0]
    steps = [f"{money(price, language)}"]
    for found in offs:
        share = amount(found["p"])
        if not share or share >= 100:
            return None
        price = price * (1 - share / 100)
        steps.append(f"− {_percent(share, language)} = {money(price, language)}")
    note = (
        " (Rabatte nacheinander, nicht zusammengezählt)"
        if language == "de"
        else " (one after the other, not added up)"
    )
    return ", ".join(steps) + note + "."


# --- percent off from the old and the new price ---------------------------------------------------

_WAS_NOW = re.compile(
    rf"(?:was|used to be|from|war|vorher|kostete|statt)\s+[$€£]?\s*(?P<old>{_N}){_CUR}.{{0,30}}?"
    rf"(?:now|to|is now|jetzt|nun|auf|für|for)\s+(?:(?:it'?s|its|is|at|only|nur|bei|just)\s+)*[$€£]?"
    rf"\s*(?P<new>{_N})",
    re.IGNORECASE,
)
_WHAT_OFF = re.compile(
    r"\b(?:what|how much|how many)\s+(?:percent|%|per ?cent)|\bpercent(?:age)? off\b|\b(?:wie viel"
    r"|wieviel)\s+(?:prozent|%)|\bwhat discount\b",
    re.IGNORECASE,
)


def percent_off(text: str, language: str) -> str | None:
    """ "tv was 600 and now its 450, what percent off is that" → "150 off 600 is 25% off."."""
    said = number_words.as_digits(text)
    found = _WAS_NOW.search(said)
    if found is None or not _WHAT_OFF.search(said):
        return None
    old, new = amount(found["old"]), amount(found["new"])
    if not old or new is None or new >= old:
        return None
    off = old - new
    share = _percent(off / old * 100, language)
    if language == "de":
        return f"{money(off, language)} weniger als {money(old, language)} sind {share} Rabatt."
    return f"{money(off, language)} off {money(old, language)} is {share} off."


# --- interest --------------------------------------------------------------------------------------

_INTEREST = re.compile(
    r"(?P<r>\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|percent|prozent)\s*(?:a year |per year |p\.?a\.? |yearly "
    r"|annual |im jahr |pro jahr |jährlich )?(?:simple |compound )?(?:interest|zins\w*|apr|apy)?",
    re.IGNORECASE,
)
_PRINCIPAL = re.compile(
    rf"(?:put|invest|save|deposit|borrow|loan|lend|leg\w*|spar\w*|anleg\w*|leih\w*|kredit\w*"
    rf"|have)\s+(?:\w+\s+)?[$€£]?\s*(?P<x>{_N}){_CUR}",
    re.IGNORECASE,
)
_YEARS = re.compile(
    r"\b(?:after|for|in|over|nach|für|in)\s+(?P<n>\d{1,2}|one|a|two|three|four|five|ten|einem"
    r"|ein|zwei|drei|vier|fünf|zehn)\s+(?:years?|jahre?n?)\b",
    re.IGNORECASE,
)
_SIMPLE = re.compile(r"\bsimple\b|\beinfache\w*\b", re.IGNORECASE)
_OWE = re.compile(r"\b(?:borrow|loan|pay back|owe|leih\w*|kredit\w*|zurückzahl\w*)\b", re.I)
_YEAR_WORDS = {"one": 1, "a": 1, "einem": 1, "ein": 1, "two": 2, "zwei": 2, "three": 3, "drei": 3,
               "four": 4, "vier": 4, "five": 5, "fünf": 5, "ten": 10, "zehn": 10}  # fmt: skip


def interest(text: str, language: str) -> str | None:
    """ "if i put 4000 in a savings acct with 2.5% interest a year how much do i have after one
    year" → "4,000 at 2.5% a year: 100 interest, 4,100 after 1 year."."""
    said = number_words.as_digits(text)
    rate, principal, years = _INTEREST.search(said), _PRINCIPAL.search(said), _YEARS.search(said)
    if rate is None or principal is None or years is None:
        return None
    if not re.search(r"interest|zins|apr|apy|savings|sparkonto|tagesgeld", said, re.I):
        return None
    share, start = amount(rate["r"]), amount(principal["x"])
    word = years["n"].lower()
    count = int(word) if word.isdigit() else _YEAR_WORDS.get(word, 0)
    if not share or not start or not 1 <= count <= 50:
        return None
    simple = _SIMPLE.search(said) is not None or count == 1
    end = start * (1 + share / 100 * count) if simple else start * (1 + share / 100) ** count
    gained = end - start
    de = language == "de"
    years_said = (
        f"{count} {'Jahr' if count == 1 else 'Jahren'}"
        if de
        else f"{count} year{'s' * (count > 1)}"
    )
    kind = (
        ""
        if count == 1
        else (" (einfache Zinsen)" if de else " (simple interest)")
        if simple
        else (" (mit Zinseszins)" if de else " (compounded yearly)")
    )
    rate_said = _percent(share, language)
    if _OWE.search(said):
        if de:
            return (
                f"{money(start, language)} zu {rate_said} im Jahr{kind}: {money(gained, language)}"
                f" Zinsen, insgesamt {money(end, language)} zurück nach {years_said}."
            )
        return (
            f"{money(start, language)} at {rate_said} a year{kind}: {money(gained, language)}"
            f" interest, {money(end, language)} to pay back in total over {years_said}."
        )
    if de:
        return (
            f"{money(start, language)} zu {rate_said} im Jahr{kind}: {money(gained, language)}"
            f" Zinsen, nach {years_said} {money(end, language)}."
        )
    return (
        f"{money(start, language)} at {rate_said} a year{kind}: {money(gained, language)}"
        f" interest, {money(end, language)} after {years_said}."
    )


# --- an amount over a period, per unit -------------------------------------------------------------

_OVER_PERIOD = re.compile(
    rf"[$€£]?\s*(?P<x>{_N}){_CUR}\s+(?:for|über|für|in)\s+(?P<n>\d{{1,4}})\s+(?P<unit>days|weeks|months"
    r"|nights|hours|people|persons|tage|wochen|monate|nächte|stunden|personen|leute)\b",
    re.IGNORECASE,
)
_PER = re.compile(
    r"\b(?:per|a|each|every|pro|je|am)\s+(?P<want>day|week|month|night|hour|person|head|tag|woche"
    r"|monat|nacht|stunde|person|kopf)\b",
    re.IGNORECASE,
)
_UNIT_OF = {"days": "day", "weeks": "week", "months": "month", "nights": "night", "hours": "hour",
            "people": "person", "persons": "person", "tage": "tag", "wochen": "woche",
            "monate": "monat", "nächte": "nacht", "stunden": "stunde", "personen": "person",
            "leute": "person"}  # fmt: skip
_SAME = {"head": "person", "kopf": "person"}


def per_unit(text: str, language: str) -> str | None:
    """ "electric bill was 96 dollars for 30 days, whats that per day" → "96 for 30 days is
    3.20 a day."."""
    said = number_words.as_digits(text)
    found, want = _OVER_PERIOD.search(said), _PER.search(said)
    if found is None or want is None or asks_each_per_span(said):
        return None  # "6 of us, 900 for 3 nights, per night per person": loose_group's
    unit = _UNIT_OF[found["unit"].lower()]
    asked = want["want"].lower()
    if _SAME.get(asked, asked) != unit:
        return None
    total, count = amount(found["x"]), amount(found["n"])
    if not total or not count:
        return None
    each = money(total / count, language)
    if language == "de":
        return f"{found['x']} für {found['n']} {found['unit']} sind {each} pro {want['want']}."
    return f"{found['x']} for {found['n']} {found['unit']} is {each} a {unit}."


# --- a stay or a rental shared by a group -----------------------------------------------------------

_RATE_TIMES = re.compile(
    rf"(?P<n>\d{{1,3}})\s+(?P<unit>nights|days|hours|weeks|nächte|tage|stunden|wochen)\s+(?:at|à|zu"
    rf"|je)\s+[$€£]?\s*(?P<p>{_N}){_CUR}(?:\s+(?:a|an|per|each|pro|je)\s+\w+)?"
    rf"|(?P<n2>\d{{1,3}})\s+(?P<unit2>nights|days|hours|weeks|nächte|tage|stunden|wochen)\s+(?:for"
    rf"|für)\s+[$€£]?\s*(?P<p2>{_N}){_CUR}\s+(?:a|an|per|each|pro|je)\s+\w+",
    re.IGNORECASE,
)
"""Nights at a price each: "3 nights at 180 (a night)", "3 nights for 180 a night" (not "3
nights for 540": that is the price of all three)."""
_FEE = re.compile(
    rf"\b(?:plus|and|\+|und|zuzüglich|zzgl\.?)\s+(?:a\s+|an\s+|the\s+|eine?\s+)?[$€£]?\s*(?P<f>{_N})"
    rf"{_CUR}\s+(?:\w+\s+)?(?:fee|charge|deposit|tax|gebühr|pauschale|kaution|endreinigung)\b",
    re.IGNORECASE,
)
_GROUP = re.compile(
    r"\b(?P<me>me and|i and|ich und)\s+(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|zwei"
    r"|drei|vier|fünf|sechs|sieben|acht)\s+(?:friends|others|mates|buddies|colleagues|freunde"
    r"|freundinnen|andere|kumpels|leute)\b|\b(?:we(?:'re| are)|there are|wir sind)\s+(?P<n2>\d{1,2}"
    r"|two|three|four|five|six|seven|eight|zwei|drei|vier|fünf|sechs|sieben|acht)\b",
    re.IGNORECASE,
)
_EACH_PAYS = re.compile(
    r"\b(?:each|per person|apiece|each of us|jeder|pro person|pro kopf|pro nase)\b", re.IGNORECASE
)


def shared_stay(text: str, language: str) -> str | None:
    """ "me and 3 friends rented a cabin for 3 nights at 180 a night plus a 60 cleaning fee, how
    much does each of us pay" → "3 × 180 + 60 = 600; split 4 ways that's 150 each."."""
    said = number_words.as_digits(text)
    rate, group = _RATE_TIMES.search(said), _GROUP.search(said)
    if rate is None or group is None or not _EACH_PAYS.search(said):
        return None
    count, price = amount(rate["n"] or rate["n2"]), amount(rate["p"] or rate["p2"])
    said_people = group["n"] or group["n2"]
    people = int(said_people) if said_people.isdigit() else number_words.value(said_people)
    if not count or not price or not people:
        return None
    people += 1 if group["me"] else 0
    fees = [f for f in (amount(m["f"]) for m in _FEE.finditer(said)) if f]
    total = count * price + sum(fees, Fraction(0))
    parts = [f"{count} × {money(price, language)}", *(money(f, language) for f in fees)]
    each = money(total / people, language)
    summed = f"{' + '.join(parts)} = {money(total, language)}"
    if language == "de":
        return f"{summed}; durch {people} geteilt sind das {each} pro Person."
    return f"{summed}; split {people} ways that's {each} each."


# --- buy some, get one cheaper ---------------------------------------------------------------------

_EACH_PRICE = re.compile(
    rf"[$€£]?\s*(?P<p>{_N}){_CUR}\s*(?:each|apiece|a piece|per \w+|das stück|pro stück|je)\b"
    rf"|\b(?:each|one|a \w+|ein\w*)\s+(?:is|costs?|kostet)\s+[$€£]?\s*(?P<p2>{_N})",
    re.IGNORECASE,
)
_NEED = re.compile(
    r"\b(?:need|want|order(?:ing)?|brauchen|nehmen|kaufen)\s+(?P<n>\d{1,2})\b",
    re.IGNORECASE,
)
_DEAL = re.compile(
    r"\bbuy\s+(?P<buy>\d|one|two|three)\s*,?\s*get\s+(?:the\s+|a\s+|one\s+|\d\s+)?(?:\d(?:st|nd|rd|th)\s+|third\s+"
    r"|second\s+|fourth\s+|next\s+|another\s+)?(?:one\s+)?(?P<what>free|half off|half price|\d{1,2}\s*%\s*off)",
    re.IGNORECASE,
)


def deal(text: str, language: str) -> str | None:
    """ "pizza is 14.99 each, we need 3 and theres a buy 2 get the 3rd half off deal. total?"
    → "2 × 14.99 + 1 × 7.50 (half off) = 37.48."."""
    said = number_words.as_digits(text)
    price, need, offer = _EACH_PRICE.search(said), _NEED.search(said), _DEAL.search(said)
    if price is None or need is None or offer is None:
        return None
    each = amount(price["p"] or price["p2"])
    count = int(need["n"])
    buy_word = offer["buy"].lower()
    buy = int(buy_word) if buy_word.isdigit() else number_words.value(buy_word) or 0
    if not each or not buy or count < 1:
        return None
    what = offer["what"].lower()
    share = (
        Fraction(0)
        if what == "free"
        else Fraction(1, 2)
        if what.startswith("half")
        else 1 - (amount(re.sub(r"\D+$", "", what.split("%")[0]).strip()) or Fraction(0)) / 100
    )
    cheap = count // (buy + 1)
    full = count - cheap
    total = full * each + cheap * each * share
    parts = [f"{full} × {money(each, language)}"]
    if cheap:
        label = {"free": "free", "half off": "half off", "half price": "half off"}.get(what, what)
        parts.append(f"{cheap} × {money(each * share, language)} ({label})")
    return f"{' + '.join(parts)} = {money(total, language)}."


# --- a price per unit times an amount (and some extra) ----------------------------------------------

_UNIT = r"(?:sqm|sq\.?\s*m|m2|m²|qm|square met(?:er|re)s?|quadratmeter|kg|kilos?|l|liters?|litres?|m|met(?:er|re)s?|hours?|h|stunden?)"
_PER_UNIT = re.compile(
    rf"[$€£]?\s*(?P<p>{_N})\s*(?:[$€£]|euros?|eur|dollars?|bucks)?\s*(?:per|a|an|/|pro|je|the|das"
    rf"|der|den|fürs|fuers|für\s+das|fuer\s+das|for\s+(?:a|one|1))\s*(?P<u>{_UNIT})\b"
    rf"|\b(?:the|das|der|die|a|one|ein|1)\s+(?P<u2>{_UNIT})\s+(?:is|costs?|kostet|=|for|für|at)\s*[$€£]?\s*"
    rf"(?P<p2>{_N})",
    re.IGNORECASE,
)
_OTHER = re.compile(
    rf"\b(?:and|plus|also|und|noch|dazu|\+)\s+(?:noch\s+)?(?:[a-zäöüß-]+\s+){{1,3}}?(?:for|für|at|à|zu)\s*"
    rf"[$€£]?\s*(?P<x>{_N})\b(?!\s*(?:%|per|pro|je|/))",
    re.IGNORECASE,
)
"""Something else bought at its price ("und noch brötchen für 3,20")."""
_AMOUNT_OF = re.compile(
    rf"(?<![\d.,])(?P<q>{_N})\s*(?P<u>{_UNIT})\b(?!\s*(?:per|/|pro|je)\b)", re.I
)
_SAME_UNIT = {"sqm": "m2", "sq m": "m2", "m2": "m2", "m²": "m2", "qm": "m2", "square meter": "m2",
              "square meters": "m2", "square metre": "m2", "square metres": "m2", "quadratmeter": "m2",
              "kg": "kg", "kilo": "kg", "kilos": "kg", "l": "l", "liter": "l", "liters": "l",
              "litre": "l", "litres": "l", "m": "m", "meter": "m", "meters": "m", "metre": "m",
              "metres": "m", "hour": "h", "hours": "h", "h": "h", "stunde": "h", "stunden": "h"}  # fmt: skip
_COST_ASKED = re.compile(
    r"\b(?:how much|what(?:'?s| is| does) (?:that|it|the total)|total|cost|wie ?viel|was kostet|kosten"
    r"|(?:muss|m(?:ü|ue)ssen) (?:ich|wir) (?:\w+ )?(?:zahlen|bezahlen)|what do i (?:pay|owe)"
    r"|was (?:zahl|bezahl)\w* (?:ich|wir|man)|what(?:'?ll| will| would) (?:i|that) (?:pay|cost))\b",
    re.IGNORECASE,
)


_DAYS_TOO = re.compile(r"\b\d\s*(?:days?|tage?n?|shifts?|schichten)\b", re.IGNORECASE)


def _unit(said: str) -> str:
    return _SAME_UNIT.get(" ".join(said.lower().replace(".", " ").split()), said.lower())


def unit_cost(text: str, language: str) -> str | None:
    """ "tiles are 38€ per sqm, floor is 6.5 sqm and i need like 10% extra for cuts, how much is
    that" → "6.5 m2 × 38 = 247; with 10% extra 271.70."."""
    said = number_words.as_digits(text)
    rate = _PER_UNIT.search(said)
    if rate is None or not _COST_ASKED.search(said):
        return None
    unit = _unit(rate["u"] or rate["u2"])
    rest = said[: rate.start()] + " " + said[rate.end() :]
    amounts = [m for m in _AMOUNT_OF.finditer(rest) if _unit(m["u"]) == unit]
    if not amounts:  # "2.49 a kilo, i take 800 g": 0.8 kg
        return loose_per_kilo.in_grams(rest, amount(rate["p"] or rate["p2"]), unit, language)
    if unit == "h" and (_DAYS_TOO.search(rest) or one_of_many(rest)):
        return None  # "7.5 h × 4 days a week": the hours of one day are a step (see loose_wage)
    if len(amounts) != 1:
        return None
    price, quantity = amount(rate["p"] or rate["p2"]), amount(amounts[0]["q"])
    if not price or not quantity:
        return None
    total = price * quantity
    others = [x for x in (amount(m["x"]) for m in _OTHER.finditer(rest)) if x]
    bought = f"{amounts[0]['q']} {unit} × {money(price, language)}"
    if others:  # "… und noch brötchen für 3,20": the rest of the shopping too
        total += sum(others, Fraction(0))
        bought = " + ".join([bought, *(money(x, language) for x in others)])
    shown = f"{bought} = {money(total, language)}"
    extra = margin(said)
    share = amount(extra) if extra is not None else None
    if extra is not None and share is not None:
        more = money(total * (1 + share / 100), language)
        if language == "de":
            return f"{shown}; mit {extra} % Reserve {more}."
        return f"{shown}; with {extra}% extra {more}."
    return f"{shown}."


READERS = (
    ("unit_cost", unit_cost),
    ("deal", deal),
    ("shared_stay", shared_stay),
    ("discounts", discounts),
    ("percent_off", percent_off),
    ("interest", interest),
    ("per_unit", per_unit),
)
