"""What a bill holds and how it is paid (see :mod:`brain.fastpath.loose_sums`):

- the VAT inside a price that includes it, or the price without it ("invoice 357 € total incl.
  19% vat, how much is the vat" → 357 − 357 ÷ 1.19 = 57; "brutto 119 €, wie viel netto bei 19 %
  mwst" → 100): a price said with the tax in it never gets the tax added again;
- a price paid in instalments ("phone 899, 99 upfront, rest in 20 monthly payments" → 40 a
  month), with interest only when it is plainly said;
- a multi-buy deal (:mod:`brain.fastpath.loose_multibuy`).

Numbers said in words count (:mod:`brain.fastpath.number_words`).
"""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import loose_multibuy, loose_word, number_words
from brain.fastpath.loose_extra import CURRENCY, NUMBER, PERCENT, amount, money
from brain.fastpath.loose_saving import saved_already
from brain.fastpath.reckon import said_number

_ASKED = re.compile(
    r"\?|\b(?:how much|how many|what(?:'?s| is| was| are| do| does| would| will)?|whats|work out"
    r"|calculate|wie ?viel|wie hoch|was (?:ist|sind|macht|zahl\w*|kostet|bleibt)|welche[rns]?)\b",
    re.IGNORECASE,
)

# --- VAT inside a price -----------------------------------------------------------------------

_TAX = r"(?:vat|mwst\.?|mehrwertsteuer|ust\.?|umsatzsteuer|sales tax|tax|steuer)"
_TAX_RATE = re.compile(
    rf"(?<![\d.,])(?P<p>\d{{1,2}}(?:[.,]\d{{1,2}})?)\s*(?:%|percent\b|per cent\b|prozent\b)\s*"
    rf"(?:of\s+|der\s+|the\s+)?{_TAX}(?!\w)"
    rf"|\b{_TAX}\s*(?:rate\s+)?(?:of|von|at|is|ist|bei|:)?\s*(?P<p2>\d{{1,2}}(?:[.,]\d{{1,2}})?)\s*"
    r"(?:%|percent\b|per cent\b|prozent\b)",
    re.IGNORECASE,
)
INCLUDED = re.compile(
    r"\b(?:incl(?:uding|usive|\.)?|inkl(?:usive|\.)?|brutto\w*|gross|included|includes"
    r"|contains|containing|tax[- ]inclusive|after tax|enthalten|enthält|enthaelt|beinhaltet"
    r"|inbegriffen|drin|mit drin|einschlie(?:ß|ss)lich)(?!\w)",
    re.IGNORECASE,
)
"""Words that say a price already holds its tax: it is never added again."""
_TOTAL_GIVEN = re.compile(
    r"\b(?:total|gesamt\w*|endpreis|in all|insgesamt|came to|comes to|paid|bezahlt|gezahlt"
    r"|rechnung(?:sbetrag)?|invoice|receipt|bill|kassenbon|quittung)\b[^?!%\d]{0,25}?[$€£]?\s*"
    r"\d[\d.,]*(?![\d.,]*\s*(?:%|percent|prozent))"
    rf"|\d[\d.,]*\s*{CURRENCY}?\s*(?:total|in total|all in|insgesamt|gesamt)\b",
    re.IGNORECASE,
)
"""A price said as what was paid in all: with a tax named, the tax is in it."""
NET_GIVEN = re.compile(
    r"\b(?:net|netto|before tax|pre-?tax|excl(?:uding|\.)?|ohne (?:mwst|steuer)|zzgl\.?"
    r"|zuzüglich|plus)\s*(?:price|preis|amount|betrag)?\s*(?:is|was|of|von|ist|beträgt|:|=)?\s*"
    rf"[$€£]?\s*\d[\d.,]*(?![\d.,]*\s*(?:%|percent|prozent|{CURRENCY}?\s*(?:incl|inkl|brutto)))"
    rf"|\d[\d.,]*\s*{CURRENCY}?\s*(?:net|netto|before tax|plus|\+|zzgl|excl)\b"
    r"|\b(?:add|adding|addiere|draufrechnen|aufschlagen)\b",
    re.IGNORECASE,
)
"""A price said without its tax (the tax is added to it: :mod:`brain.fastpath.loose_deals`)."""
_ASKS_TAX = re.compile(
    rf"\b(?:how much|wie ?viel|what(?:'?s| is| was)?|whats|welche[rn]?)\s+(?:(?:is|was|of (?:it|that|this)"
    rf"|davon|darin|ist|sind|war|der|die|das|is in it|the)\s+){{0,3}}"
    rf"(?:\d{{1,2}}(?:[.,]\d{{1,2}})?\s*(?:%|percent|prozent)\s*)?{_TAX}"
    rf"|\b{_TAX}[- ]?(?:part|portion|share|amount|anteil|betrag)\b|\bsteueranteil\b"
    rf"|\b(?:how much|wie ?viel)\b[^.?!]{{0,30}}\b(?:is|was|are|ist|sind|war) (?:the )?{_TAX}\b",
    re.IGNORECASE,
)
_ASKS_NET = re.compile(
    r"\b(?:net|netto\w*|before (?:the )?(?:tax|vat)|pre-?tax|without (?:the )?(?:tax|vat)"
    r"|excl(?:uding|\.)?|ohne (?:die )?(?:mwst|steuer|mehrwertsteuer|ust)|vor steuern)\b",
    re.IGNORECASE,
)
_GROSS_AND_NET = re.compile(
    r"^(?=.*\b(?:brutto|gross)\b)(?=.*\b(?:netto|net)\b)", re.IGNORECASE | re.DOTALL
)
_A_PRICE = re.compile(
    rf"(?<![\d.,%])[$€£]?\s*(?P<x>{NUMBER})\s*{CURRENCY}?(?![\d%]|\s*(?:%|percent|prozent))",
    re.IGNORECASE,
)


def _tax_name(said: str, language: str) -> str:
    low = said.lower()
    if language == "de":
        if re.search(r"\bust\b|umsatzsteuer", low):
            return "USt."
        named = re.search(r"mwst|mehrwertsteuer|\bvat\b", low)
        return "Steuer" if re.search(r"\bsteuer\b", low) and not named else "MwSt."
    return "VAT" if re.search(r"\b(?:vat|mwst|ust)\b", low) else "Tax"


def vat_included(text: str, language: str) -> str | None:
    """ "invoice 357 € total incl. 19% vat, how much is the vat" → "VAT: 357 − 357 ÷ 1.19 =
    357 − 300 = 57 (net 300)."; the net price when that is asked."""
    said = number_words.as_digits(text)
    rate = _TAX_RATE.search(said)
    if rate is None and _GROSS_AND_NET.search(said) and len(PERCENT.findall(said)) == 1:
        rate = PERCENT.search(said)  # "wie viel netto sind 2.380 € brutto bei 19 %"
    if rate is None or NET_GIVEN.search(said) or not _ASKED.search(said):
        return None
    asks_tax, asks_net = _ASKS_TAX.search(said) is not None, _ASKS_NET.search(said) is not None
    loose = _TOTAL_GIVEN.search(said) or re.search(r"\b(?:with|mit)\b", said, re.I)
    if not INCLUDED.search(said) and not (loose and (asks_tax or asks_net)):
        return None
    rest = said[: rate.start()] + " " + said[rate.end() :]
    prices = [p for p in (amount(m["x"]) for m in _A_PRICE.finditer(rest)) if p]
    if len(prices) > 1:  # "2 items for 80 euro": a count is no price
        prices = [p for p in prices if p >= 10 or p.denominator != 1]
    share = amount(rate["p"] or rate.groupdict().get("p2") or "")
    if len(prices) != 1 or not share or share >= 100:
        return None
    gross = prices[0]
    net = gross / (1 + share / 100)
    tax = gross - net
    factor = said_number(1 + share / 100, language)
    g, n, t = (money(v, language) for v in (gross, net, tax))
    name, de = _tax_name(said, language), language == "de"
    if asks_tax and not asks_net:
        if de:
            return f"{name}: {g} − {g} ÷ {factor} = {g} − {n} = {t} (netto {n})."
        return f"{name}: {g} − {g} ÷ {factor} = {g} − {n} = {t} (net {n})."
    if asks_net and not asks_tax:
        if de:
            return f"Netto sind es {n}: {g} ÷ {factor} ({name}: {g} − {n} = {t})."
        return f"The net price is {n}: {g} ÷ {factor} ({name}: {g} − {n} = {t})."
    if de:
        return f"{g} ÷ {factor} = {n} netto; {g} − {n} = {t} {name}."
    return f"{g} ÷ {factor} = {n} net; {g} − {n} = {t} {name}."


# --- instalments ------------------------------------------------------------------------------

_DOWN = re.compile(
    rf"(?<![\d.,])[$€£]?\s*(?P<d>{NUMBER})\s*{CURRENCY}?\s*(?:up ?front|down(?! to)|deposit"
    r"|as (?:a )?(?:down ?payment|deposit)|anzahlung|an(?:zahlen|gezahlt)|sofort|direkt|gleich"
    r"|right away|(?:now|today)(?=\s*(?:,|and|und|then|\+|the rest)))\b"
    r"|\b(?:down ?payment|deposit|anzahlung|pay(?:ing)? (?:up ?front|now)|upfront(?: payment)?"
    r"|put(?:ting)? down|zahle? (?:ich )?(?:sofort|direkt|gleich|jetzt)|erst(?:mal)?)\s*"
    rf"(?:of|von|is|ist|:|=|beträgt|betr(?:ä|ae)gt)?\s*[$€£]?\s*(?P<d2>{NUMBER})"
    rf"|\bzahl\w*\s+(?:ich\s+|wir\s+)?[$€£]?\s*(?P<d3>{NUMBER})\s*{CURRENCY}?\s+an\b",
    re.IGNORECASE,
)
_COUNT = re.compile(
    r"\b(?:in|over|into|across|for|auf|über|ueber|mit|in je)\s+(?P<n>\d{1,3})\s*(?:equal\s+"
    r"|monthly\s+|weekly\s+|gleiche[n]?\s+|monatliche[n]?\s+|wöchentliche[n]?\s+)*"
    r"(?P<what>payments|instal+ments|rates|raten|monatsraten|wochenraten|months|monate[n]?"
    r"|weeks|wochen)\b"
    r"|\b(?P<n2>\d{1,3})\s*(?:equal\s+|monthly\s+|weekly\s+|gleiche\s+|monatliche\s+)*"
    r"(?P<what2>payments|instal+ments|raten|monatsraten|wochenraten)\b",
    re.IGNORECASE,
)
_PAYING_OFF = re.compile(
    r"\b(?:payments?|instal+ments?|rates?|raten\w*|monatsrate\w*|pay (?:it |that |the rest )?off"
    r"|pay (?:it |the rest |the remainder )?(?:over|in)|financ\w*|finanz\w*|abzahl\w*|abbezahl\w*"
    r"|abstotter\w*|spread|split|the rest|remaining|remainder|balance|der rest|den rest|restbetrag"
    r"|monthly|monatlich|rest (?:in|über|ueber|over|auf)|interest|zinsen)\b",
    re.IGNORECASE,
)
_INTEREST = re.compile(
    rf"(?<![\d.,])(?P<p>{NUMBER})\s*(?:%|percent\b|prozent\b)\s*(?P<yearly>a year|per year|per annum"
    r"|p\.?\s?a\.?|annual(?:ly)?|yearly|im jahr|pro jahr|jährlich|jaehrlich)?\s*(?:\w+\s+){0,2}?"
    r"(?:interest|apr|zinsen|zins|sollzins|effektivzins|aufschlag|surcharge)\b"
    r"(?P<yearly3>\s*(?:a year|per year|per annum|p\.?\s?a\.?|annual(?:ly)?|yearly|im jahr"
    r"|pro jahr|jährlich|jaehrlich)\b)?"
    r"|\b(?:interest|apr|zinsen|zins(?:satz)?|sollzins|effektivzins)\s*(?:rate\s+)?(?:of|von|is|ist"
    rf"|:|at|bei)?\s*(?P<p2>{NUMBER})\s*(?:%|percent\b|prozent\b)\s*(?P<yearly2>a year|per year"
    r"|per annum|p\.?\s?a\.?|annual(?:ly)?|yearly|im jahr|pro jahr|jährlich|jaehrlich)?",
    re.IGNORECASE,
)
_THE_REST = re.compile(
    r"\b(?:the rest|remaining|remainder|balance|der rest|den rest|restbetrag|rest (?:in|über|ueber"
    r"|over|auf))\b",
    re.I,
)
_YEARLY_SAID = re.compile(
    r"\b(?:apr|p\.?\s?a\.?|per annum|annual\w*|effektiv\w*)(?!\w)", re.IGNORECASE
)
_PRICE_CUE = re.compile(
    r"(?:[$€£]|\b(?:costs?|is|was|for|price|kostet|für|fuer|preis|at|=|:)\s*)$", re.IGNORECASE
)


def _interest(
    said: re.Match[str] | None, owed: Fraction, months: int | None, language: str
) -> tuple[Fraction, str] | None:
    """The simple interest on ``owed`` and how it is shown ("+ 6% interest a year for 24 months
    (240) = 2,240; "): a percentage of the whole, or a yearly one over ``months`` (None when a
    yearly rate is said of payments not counted in months)."""
    if said is None:
        return Fraction(0), ""
    pct = amount(said["p"] or said["p2"])
    yearly = said["yearly"] or said["yearly2"] or said["yearly3"] or _YEARLY_SAID.search(said[0])
    if pct is None or pct >= 100 or (yearly and months is None):
        return None
    if not pct:
        return Fraction(0), ""  # "at 0% interest"
    extra = owed * pct / 100 * (Fraction(months, 12) if yearly and months else 1)
    rate, de = said_number(pct, language), language == "de"
    how = ""
    if yearly:
        how = f" pro Jahr über {months} Monate" if de else f" a year for {months} months"
    total = f"({money(extra, language)}) = {money(owed + extra, language)}; "
    return extra, (f"+ {rate} % Zinsen{how} " if de else f"+ {rate}% interest{how} ") + total


def instalments(text: str, language: str) -> str | None:
    """ "phone 899, 99 upfront, rest in 20 monthly payments" → "899 − 99 upfront = 800; 800 ÷
    20 = 40 a month."; interest when it is said ("plus 5% interest", "6% a year")."""
    said = number_words.as_digits(text)
    count = _COUNT.search(said)
    if count is None or not _PAYING_OFF.search(said):
        return None
    if not _ASKED.search(said) and not _THE_REST.search(said):
        return None  # "… rest in 20 monthly payments" asks all the same
    rest = said[: count.start()] + " " + said[count.end() :]
    down = _DOWN.search(rest)
    if down is not None:
        rest = rest[: down.start()] + " " + rest[down.end() :]
    interest = _INTEREST.search(rest)
    if interest is not None:
        rest = rest[: interest.start()] + " " + rest[interest.end() :]
    if re.search(r"\d\s*(?:%|percent|prozent)", rest, re.IGNORECASE):
        return None  # a percentage said of something else
    if down is None and interest is None and loose_word.split_over(text, language) is not None:
        return None  # "319 split over 12 payments": that reader says it
    if down is None and saved_already(rest):
        return None  # "costs 480, hab 120 gespart, in 4 monaten": what is left to save
    found = [m for m in _A_PRICE.finditer(rest) if amount(m["x"])]
    if len(found) > 1:  # "iphone 15 for 899": the price is the amount said as one
        found = [m for m in found if _PRICE_CUE.search(rest[: m.start("x")].rstrip())]
    n = int(count["n"] or count["n2"])
    if len(found) != 1 or not 1 < n <= 360:
        return None
    price = amount(found[0]["x"])
    paid = amount(down["d"] or down["d2"] or down["d3"]) if down is not None else Fraction(0)
    if price is None or paid is None or paid >= price:
        return None
    what = (count["what"] or count["what2"]).lower()
    weekly = what.startswith(("week", "woche")) or re.search(r"\bweekly|wöchentlich", said, re.I)
    monthly = not weekly and (
        what.startswith(("month", "monat")) or re.search(r"\bmonthly|monatlich", said, re.I)
    )
    owed = price - paid
    de = language == "de"
    p, d, o = money(price, language), money(paid, language), money(owed, language)
    first = f"{p} − {d} {'Anzahlung' if de else 'upfront'} = {o}; " if paid else ""
    added = _interest(interest, owed, n if monthly else None, language)
    if added is None:
        return None
    extra, said_extra = added
    total = owed + extra
    first += said_extra
    each = money(total / n, language)
    per = (
        ("pro Woche" if de else "a week")
        if weekly
        else ("im Monat" if de else "a month")
        if monthly
        else ("pro Rate" if de else "each payment")
    )
    return f"{first}{money(total, language)} ÷ {n} = {each} {per}."


READERS = (
    ("vat_included", vat_included),
    ("instalments", instalments),
    ("multibuy", loose_multibuy.multibuy),
)
