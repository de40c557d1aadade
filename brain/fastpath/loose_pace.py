"""How much a day to finish in time (see :mod:`brain.fastpath.loose_sums`): "book has 420
pages, read 120, want to finish in 10 days" → "(420 − 120) ÷ 10 days = 30 pages a day."; "10
episodes left, want to finish by friday" counts the days from today to Friday, both included;
"noch 300 seiten und 12 tage, wie viele seiten pro tag". The day a book is finished at a pace
is :func:`brain.fastpath.loose_amounts.book_done`."""

from __future__ import annotations

import math
import re
from datetime import date, datetime, timedelta
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.dates import MONTH_PATTERN, WEEKDAYS, read_day, said_date
from brain.fastpath.reckon import said_number

_THINGS = {
    **dict.fromkeys(("pages", "page", "seiten", "seite"), ("pages", "Seiten")),
    **dict.fromkeys(("episodes", "episode", "folgen", "folge"), ("episodes", "Folgen")),
    **dict.fromkeys(("chapters", "chapter", "kapitel"), ("chapters", "Kapitel")),
    **dict.fromkeys(("km", "kilometers", "kilometres", "kilometer"), ("km", "km")),
    **dict.fromkeys(("miles", "mile", "meilen"), ("miles", "Meilen")),
    **dict.fromkeys(("lessons", "lektionen", "units"), ("lessons", "Lektionen")),
    **dict.fromkeys(("videos", "lectures", "vorlesungen"), ("videos", "Videos")),
    **dict.fromkeys(("words", "wörter", "woerter"), ("words", "Wörter")),
    **dict.fromkeys(("exercises", "problems", "aufgaben", "übungen"), ("exercises", "Aufgaben")),
}
_THING = "|".join(sorted(_THINGS, key=len, reverse=True))
_TOTAL = re.compile(rf"(?<![\d.,])(?P<t>\d{{1,6}})\s*(?P<thing>{_THING})\b", re.IGNORECASE)
_PAGE_OF = re.compile(
    r"\b(?:page|seite)\s+(?P<at>\d{1,5})\s+(?:of|von)\s+(?:a\s+|an\s+|the\s+|insgesamt\s+)?"
    r"(?P<of>\d{1,5})(?:\s*(?:pages?|seiten))?",
    re.IGNORECASE,
)
_LEFT = re.compile(
    r"\b(?:left|to go|remaining|übrig|uebrig|vor mir|offen)\b|\b(?:noch|still)\s+(?=\d)", re.I
)
_DONE = re.compile(
    r"\b(?:read|done|did|finished|watched|ran|run|walked|completed|through|gelesen|geschafft"
    r"|gesehen|geschaut|gelaufen|erledigt|durch|fertig mit|i'?m on|im on|i am on|on page|i have"
    r"|i've got|i got|wrote|written|habe|hab"
    r"|up to page|bei seite|auf seite|bin auf|bin bei|already)\b"
    r"\D{0,20}?(?<![\d.,])(?P<d>\d{1,6})(?!\d|[.,]\d)"
    r"|(?<![\d.,])(?P<d2>\d{1,6})\s*(?:\w+\s+){0,2}?(?:already\s+|schon\s+|bereits\s+)?(?:read"
    r"|done|gelesen|geschafft|gesehen|geschaut|erledigt|written|geschrieben)\b",
    re.IGNORECASE,
)
_IN_DAYS = re.compile(
    r"\b(?:in|within|over|for|next|innerhalb(?: von)?|binnen|nur|only|noch)?\s*"
    r"(?<![\d.,])(?P<n>\d{1,3})\s*(?P<u>days?|weeks?|tage[n]?|wochen)\b",
    re.IGNORECASE,
)
_BY = re.compile(
    r"\b(?:by|until|till|before|bis|bis zum|bis zur|bis am|bis spätestens)\s+(?:the\s+|next\s+"
    r"|dem\s+|den\s+|nächsten\s+|naechsten\s+|kommenden\s+)?(?P<day>monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
    rf"|\d{{1,2}}(?:st|nd|rd|th|\.)?\s*(?:of\s+)?(?:{MONTH_PATTERN})\b|(?:{MONTH_PATTERN})\.?\s+"
    r"\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}\.\d{1,2}\.?)",
    re.IGNORECASE,
)
_PER_DAY = re.compile(
    r"\b(?:a|per|each|every)\s+day\b|\bdaily\b|\b(?:pro|am|jeden|je)\s+tag\b|\btäglich\b"
    r"|\btaeglich\b|\bfinish\w*|\bfertig\w*|\bschaffen\b|\bdurch\w*\b",
    re.IGNORECASE,
)
_A_DAY_AFTER = re.compile(
    r"\s*(?:a|per|each|every|pro|am|jeden|je)\s+(?:day|tag)\b|\s*(?:daily|täglich|taeglich)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\b(?:how many|how much|wie ?viele?|what|want|wanna|need|have to|plan\w*|would like|möchte"
    r"|moechte|will|muss|soll|wollen|needs|due|deadline)\b|\?",
    re.IGNORECASE,
)
_DAY_NAMES = [name.lower() for name in (*WEEKDAYS["en"], *WEEKDAYS["de"])]


def _until(said: str, today: date) -> date | None:
    word = said.lower()
    if word in _DAY_NAMES:
        ahead = (_DAY_NAMES.index(word) % 7 - today.weekday()) % 7
        return today + timedelta(days=ahead or 7)
    named = read_day(said, today)
    return None if named is None else named.next_from(today)


def per_day(text: str, language: str, now: datetime | None = None) -> str | None:
    """ "i have 300 pages left and 12 days, how many pages a day" → "300 ÷ 12 days = 25 pages
    a day."."""
    said = number_words.as_digits(text)
    if not _PER_DAY.search(said) or not _ASKS.search(said):
        return None
    page_of = _PAGE_OF.search(said)
    if page_of is not None:  # "on page 80 of 350": 80 read of 350 pages
        said = f"{said[: page_of.start()]} {page_of['of']} pages, read {page_of['at']} #{said[page_of.end() :]}"
    totals = list(_TOTAL.finditer(said))
    if not 1 <= len(totals) <= 2:
        return None
    total = totals[0]
    if _A_DAY_AFTER.match(said, total.end()):
        return None  # "i read 20 pages a day, how many in 2 weeks": a pace, not what is left
    thing = _THINGS[total["thing"].lower()]
    if any(_THINGS[t["thing"].lower()] != thing for t in totals):
        return None
    rest = said[: total.start()] + " # " + said[total.end() :]
    done_n = 0
    done = _DONE.search(rest)
    if done is not None and not (_LEFT.search(said) and len(totals) == 1):
        done_n = int(done["d"] or done["d2"])
        rest = rest[: done.start()] + " # " + rest[done.end() :]
    elif len(totals) == 2:
        return None
    if len(totals) == 2:
        rest = re.sub(rf"(?<![\d.,]){totals[1]['t']}\s*{totals[1]['thing']}", " # ", rest, count=1)
    today = (now or datetime.now()).date()
    by = _BY.search(rest)
    days_in = _IN_DAYS.search(rest)
    if (by is None) == (days_in is None):
        return None
    end_said = ""
    if days_in is not None:
        days = int(days_in["n"]) * (7 if days_in["u"].lower().startswith(("week", "woche")) else 1)
        rest = rest[: days_in.start()] + " # " + rest[days_in.end() :]
    else:
        assert by is not None
        end = _until(by["day"], today)
        if end is None:
            return None
        days = (end - today).days + 1
        end_said = said_date(end, language, year=end.year != today.year)
        rest = rest[: by.start()] + " # " + rest[by.end() :]
    if re.search(r"\d", rest):
        return None
    whole = int(total["t"])
    if not 0 < days <= 1000 or not 0 <= done_n < whole:
        return None
    left = whole - done_n
    de = language == "de"
    name = thing[1] if de else thing[0]
    shown = said_number(Fraction(whole), language)
    sum_ = f"({shown} − {said_number(Fraction(done_n), language)})" if done_n else shown
    span = f"{days} {'Tage' if de else 'days'}" if days != 1 else f"1 {'Tag' if de else 'day'}"
    if end_said:
        span += (
            f" (heute bis {end_said}, beide mitgezählt)"
            if de
            else f" (today to {end_said}, both counted)"
        )
    each = Fraction(left, days)
    a_day = "pro Tag" if de else "a day"
    if each.denominator == 1:
        return f"{sum_} ÷ {span} = {each} {name} {a_day}."
    exact = said_number(Fraction(round(each * 10), 10), language)
    so = "also" if de else "so"
    return f"{sum_} ÷ {span} = {exact}, {so} {math.ceil(each)} {name} {a_day}."
