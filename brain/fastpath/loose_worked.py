"""Money over time (see :mod:`brain.fastpath.loose_everyday`): what time worked pays, the hours
said or read from a clock span less a break ("from 6:30pm to 11:15pm, 14 an hour" → "4 h 45 min ×
14 = 66.50"); how many payments pay off a sum ("owe 2400, paying 150 a month" → 16 months, a last
smaller payment said); and what a contract costs in all, monthly times months plus a one-off fee
("29.99 a month for 24 months plus 99 upfront" → 719.76 + 99 = 818.76)."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import said_length
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.loose_shift import clock_span
from brain.fastpath.loose_times import break_minutes
from brain.fastpath.loose_wage import hourly_rate
from brain.fastpath.reckon import said_number

_CUR = r"\s*(?:[$€£]|euros?|eur|dollars?|bucks|pounds?|quid)?"
_NUMBERS = re.compile(rf"(?<![\w.,:])(?:{NUMBER})(?![\w:]|[.,]\d)")

# --- pay for time worked ----------------------------------------------------------------------

_HOURS = re.compile(
    rf"(?<![\d.,:])(?P<h>{NUMBER})\s*(?:hours?|hrs?|h|std\.?|stunden)(?![\w/])"
    r"(?!\s*(?:a|per|/|pro|die|in der|each|every|am|the|den)\s*(?:week|wk|woche|day|tag|month|monat)\b)",
    re.IGNORECASE,
)
_PAY_ASKED = re.compile(
    r"\b(?:how much|what(?:'?s| is| do i| does (?:she|he|it))|whats|owe|total|wie ?viel|was (?:krieg|bekomm"
    r"|verdien|mach|ist|sind|zahl|schulde)\w*|schulde\w*)\b",
    re.IGNORECASE,
)

_OVERTIME = re.compile(
    r"\b(?:overtime|überstunden|ueberstunden|time and a half|double time|zuschlag\w*|aufschlag)\b",
    re.IGNORECASE,
)
"""Hours paid at more than the rate: :func:`brain.fastpath.loose_wage.overtime`'s."""


def worked_pay(text: str, language: str) -> str | None:
    """ "babysitter came 6:30pm to 11:15pm at 14 an hour, how much do i owe her" → "6:30pm to
    11:15pm: 4 h 45 min × 14 = 66.50."; hours said ("37,5 stunden zu 14,40 die stunde") and a
    break said ("with a 30 min break") count too."""
    said = number_words.as_digits(text)
    rate = hourly_rate(said)
    if rate is None or not _PAY_ASKED.search(said) or _OVERTIME.search(said):
        return None
    wage = amount(rate["wage"])
    rest = said[: rate.start()] + " # " + said[rate.end() :]
    span, hours = clock_span(rest), list(_HOURS.finditer(rest))
    pause = break_minutes(rest)
    if not wage or (span is not None and hours) or (span is None and len(hours) != 1):
        return None  # neither or both: no one reading
    if span is not None:
        found, minutes = span
        took = f"{found['a'].strip()} {'bis' if language == 'de' else 'to'} {found['b'].strip()}"
    else:
        count = amount(hours[0]["h"])
        if not count or count > 744 or one_of_many(said):
            return None  # "shifts of 7.5 h, how much a week": the week's shifts are not said
        minutes, took = round(count * 60), ""
    worked = minutes - pause
    if worked <= 0 or re.search(
        r"\d", _HOURS.sub(" ", _BREAK_SAID.sub(" ", _span_out(rest, span)))
    ):
        return None
    de = language == "de"
    pay = money(Fraction(worked, 60) * wage, language)
    length = _length(worked, language, said_hours=span is None and not pause)
    line = f"{length} × {money(wage, language)} = {pay}."
    if pause:
        less = f"{said_length(pause, language)} {'Pause' if de else 'break'}"
        line = f"{'abzüglich' if de else 'less'} {less}: {line}"
    return f"{took}: {line}" if took else line[0].upper() + line[1:]


_ONE_OF_MANY = re.compile(
    r"\b(?:shifts|schichten|days|tage|daily|täglich|taeglich|each|every|je|jeweils)\b.*\b(?:a|per"
    r"|pro|im|in\s+der|in\s+a|die)\s+(?:week|month|year|woche|monat|jahr)\b|\b(?:shifts|schichten"
    r"|days|tage|daily|täglich|taeglich)\b.*\b(?:weekly|monthly|yearly|wöchentlich|monatlich"
    r"|jährlich)\b",
    re.IGNORECASE,
)
"""Hours of each shift or day and a week, month or year asked: no one shift's pay."""


def one_of_many(said: str) -> bool:
    """Whether ``said`` gives hours of each shift or day and asks for a week, month or year
    ("shifts of 7.5 h, how much a week"): one shift's pay would be a step."""
    return _ONE_OF_MANY.search(said) is not None


_BREAK_SAID = re.compile(
    r"\b(?:an?|one|eine?)\s+(?:hour|stunde)\b|\d{1,3}\s*(?:m|mins?|minutes?|minuten|min\.)(?!\w)",
    re.IGNORECASE,
)


def _span_out(rest: str, span: tuple[re.Match[str], int] | None) -> str:
    return rest if span is None else rest[: span[0].start()] + " " + rest[span[0].end() :]


def _length(minutes: int, language: str, *, said_hours: bool) -> str:
    """ "4 h 45 min"; hours said as a number stay one ("37.5 h")."""
    if said_hours:
        hours = said_number(Fraction(minutes, 60), language)
        return f"{hours} {'Std.' if language == 'de' else 'h'}"
    return said_length(minutes, language)


# --- payments until a sum is paid off ---------------------------------------------------------

_DEBT = re.compile(
    r"\b(?:owe[sd]?|owing|debt|loan|credit card|balance|borrowed|pay(?:ing)? (?:it |that |this )?"
    r"(?:off|back)|paid off|schulde\w*|schulden|kredit|darlehen|geliehen|leihe|abbezahl\w*|abzahl\w*"
    r"|zurückzahl\w*|zurueckzahl\w*|abstotter\w*|restschuld)\b",
    re.IGNORECASE,
)
_INSTALMENT = re.compile(
    rf"[$€£]?\s*(?P<r>{NUMBER}){_CUR}\s*(?:a|per|each|every|/|pro|im|jeden|die|in der)\s*"
    r"(?P<per>month|mo|week|wk|monat|woche)\b"
    rf"|\b(?P<per2>monthly|weekly|monatlich\w*|wöchentlich\w*)\s+(?:payments?\s+of\s+|raten\s+von\s+)?"
    rf"[$€£]?\s*(?P<r2>{NUMBER})"
    rf"|\braten\s+(?:von|zu|à)\s+[$€£]?\s*(?P<r3>{NUMBER})",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(
    r"\bhow (?:many|long)\b|\bwhen (?:will|is|am|do)\b|\bwie (?:viele|lange)\b|\bwann\b",
    re.IGNORECASE,
)
_INTEREST = re.compile(r"%|\b(?:interest|apr|zins\w*|prozent|percent)\b", re.IGNORECASE)


def paid_off(text: str, language: str) -> str | None:
    """ "owe 2500 and pay 150 a month, how many months until it's paid off" → "2,500 ÷ 150 =
    16.67: 17 months, 16 of 150 and a last one of 100."."""
    said = number_words.as_digits(text)
    pay = _INSTALMENT.search(said)
    if (
        pay is None
        or not _DEBT.search(said)
        or not _HOW_MANY.search(said)
        or _INTEREST.search(said)
    ):
        return None
    rest = said[: pay.start()] + " # " + said[pay.end() :]
    others = _NUMBERS.findall(rest)
    rate, debt = amount(pay["r"] or pay["r2"] or pay["r3"]), amount(others[0]) if others else None
    if len(others) != 1 or not rate or not debt or debt <= rate or debt / rate > 600:
        return None
    per = (pay["per"] or pay["per2"] or "month").lower()
    weeks = per.startswith(("w", "wö"))
    de = language == "de"
    units = ("Wochen" if weeks else "Monate") if de else ("weeks" if weeks else "months")
    full, last = divmod(debt, rate)
    count = math.ceil(debt / rate)
    d, r = money(debt, language), money(rate, language)
    if not last:
        return f"{d} ÷ {r} = {count} {units}."
    ratio = said_number(Fraction(round(debt / rate * 100), 100), language)
    left = money(last, language)
    if de:
        return f"{d} ÷ {r} = {ratio}: {count} {units}, {int(full)} zu {r} und eine letzte Rate von {left}."
    return f"{d} ÷ {r} = {ratio}: {count} {units}, {int(full)} of {r} and a last one of {left}."


# --- what a contract costs in all -------------------------------------------------------------

_MONTHLY = re.compile(
    rf"[$€£]?\s*(?P<m>{NUMBER}){_CUR}\s*(?:a|per|/|pro|im|each|every|monthly|monatlich)\s*"
    r"(?:month|mo|monat)\b|\b(?:monthly|monatlich)\s+(?:fee\s+|gebühr\s+|rate\s+)?(?:of\s+|von\s+)?"
    rf"[$€£]?\s*(?P<m2>{NUMBER})",
    re.IGNORECASE,
)
_MONTHS = re.compile(
    r"\b(?:for|über|ueber|für|fuer|laufzeit|over)\s+(?P<n>\d{1,3})\s*(?:months|monate?n?)\b"
    r"|\b(?P<n2>\d{1,3})[- ]?(?:months?|monats?)[- ]?(?:contract|vertrag|laufzeit|plan|term|deal)"
    r"|\b(?P<n3>\d{1,3})\s*monate?n?\s+(?:laufzeit|lang)\b"
    r"|\b(?:for|über|ueber|für|fuer|over)\s+(?P<y>[1-5])\s*(?:years?|jahre?n?)\b"
    r"|\b(?P<y2>[1-5])[- ]?(?:years?|jahres)[- ]?(?:contract|vertrag|laufzeit|plan|term|deal)",
    re.IGNORECASE,
)
_ONE_OFF = (
    r"(?:upfront|up front|up-front|(?:one|1)[- ]?off|(?:one|1)[- ]?time|setup|set-up|activation|connection"
    r"|sign[- ]?up|joining|down payment|einmalig\w*|anschluss\w*|einrichtung\w*|anzahlung"
    r"|aktivierung\w*|bereitstellung\w*|startgebühr)"
)
_FEE = re.compile(
    rf"[$€£]?\s*(?P<f>{NUMBER}){_CUR}\s*(?:as\s+(?:an?\s+)?|als\s+)?{_ONE_OFF}"
    rf"|\b{_ONE_OFF}\s*(?:fee|cost|costs|charge|payment|gebühr|kosten|preis)?\s*(?:of|von|is|ist|:|=)?"
    rf"\s*[$€£]?\s*(?P<f2>{NUMBER})(?![\w.,]\d)",
    re.IGNORECASE,
)
_TOTAL_ASKED = re.compile(
    r"\b(?:total|in all|all in|overall|altogether|how much|whats|what(?:'?s| is| does| do)"
    r"|insgesamt|gesamt\w*|zusammen|wie ?viel|was kostet|was zahl\w*)\b",
    re.IGNORECASE,
)


def contract_total(text: str, language: str) -> str | None:
    """ "29.99 a month for 24 months plus 99 upfront, whats the total" → "29.99 × 24 = 719.76;
    719.76 + 99 = 818.76."."""
    said = number_words.as_digits(text)
    monthly, months = _MONTHLY.search(said), _MONTHS.search(said)
    fee = _FEE.search(text)  # as said: the digits make "plus a one-time fee" "plus 2-time fee"
    if monthly is None or months is None or fee is None or not _TOTAL_ASKED.search(said):
        return None
    if monthly.end() > months.start() and months.end() > monthly.start():
        return None  # one number read twice
    per, once = amount(monthly["m"] or monthly["m2"]), amount(fee["f"] or fee["f2"])
    years = months["y"] or months["y2"]
    count = int(years) * 12 if years else int(months["n"] or months["n2"] or months["n3"])
    if not per or not once or not 1 < count <= 120:
        return None
    run = per * count
    r, t = money(run, language), money(run + once, language)
    return f"{money(per, language)} × {count} = {r}; {r} + {money(once, language)} = {t}."


READERS = (
    ("worked_pay", worked_pay),
    ("paid_off", paid_off),
    ("contract_total", contract_total),
)
