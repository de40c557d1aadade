"""A list of numbers averaged (see :mod:`brain.fastpath.loose_sums`): "bowling scores: 132,
147, 118, 155, whats my average" → "(132 + 147 + 118 + 155) ÷ 4 = 138."; "was ist der
durchschnitt von 2,5 und 3,5" (a decimal comma in German); and how long a recording takes
played faster ("podcast is 1h 12min, at 1.5x speed" → "72 min ÷ 1.5 = 48 min.")."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import loose_speed, number_words
from brain.fastpath.clock import read_duration
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_AVERAGE = re.compile(
    r"\b(?:average|avrage|averge|avarage|avergae|avg|mean|durchschnitt\w*|duchschnitt\w*"
    r"|durchschnit|schnitt|mittelwert|im mittel)\b",
    re.IGNORECASE,
)
_WEIGHTED = re.compile(
    r"\b(?:weighted|gewichtet\w*|credits?|ects|%|percent|prozent|per|pro|each|je|a day|a week"
    r"|am tag|die woche)\b|%",
    re.IGNORECASE,
)
_NUMBERS_EN = re.compile(r"(?<![\w.,:/-])\d{1,7}(?:\.\d+)?(?![\w:/]|[.,]\d)")
_NUMBERS_DE = re.compile(r"(?<![\w.,:/-])\d{1,7}(?:,\d+)?(?![\w:/]|[.,]\d)")
_DECIMAL_COMMA = re.compile(r"\d,\d{1,2}(?!\d)")
_MOST = 30


def average(text: str, language: str) -> str | None:
    """The mean of the numbers ``text`` lists, when it asks for their average (and nothing
    weighs them)."""
    said = number_words.as_digits(text)
    if _AVERAGE.search(said) is None or _WEIGHTED.search(said) or loose_speed.legs_said(said):
        return None  # "60 there, 40 back, average speed": not (60 + 40) ÷ 2
    decimal_comma = language == "de" or _DECIMAL_COMMA.search(said) is not None
    found = (_NUMBERS_DE if decimal_comma else _NUMBERS_EN).findall(said)
    values = [amount(n.replace(",", ".")) for n in found]
    if len(values) < 2 or len(values) > _MOST or any(v is None for v in values):
        return None
    numbers = [v for v in values if v is not None]
    mean = sum(numbers, Fraction(0)) / len(numbers)
    shown = " + ".join(said_number(n, language) for n in numbers)
    result = said_number(Fraction(round(mean * 100), 100), language)
    if language == "de":
        return f"Durchschnitt: ({shown}) ÷ {len(numbers)} = {result}."
    return f"({shown}) ÷ {len(numbers)} = {result}."


_SPEED_UP = re.compile(
    r"(?<![\d.,])(?P<x>[1-3](?:[.,]\d{1,2})?)\s*(?:x|×|times|fach|-fach)\s*(?:speed|geschwindigkeit|tempo)?"
    r"|(?:at|on|mit|auf)\s+(?P<x2>[1-3](?:[.,]\d{1,2})?)\s*(?:x|×|times)?\s+(?:speed|geschwindigkeit)",
    re.IGNORECASE,
)
_PLAYED = re.compile(
    r"\b(?:podcast|episode|audiobook|hörbuch|hoerbuch|video|lecture|vorlesung|folge|talk|film|movie"
    r"|listen|watch|hör\w*|hoer\w*|anschau\w*|play\w*)\b",
    re.IGNORECASE,
)

_LENGTH = re.compile(
    r"\d+\s*(?:h|hrs?|hours?|std|stunden?)\s*(?:\d+\s*(?:min|mins|minutes?|minuten)?)?"
    r"|\d+\s*(?:min|mins|minutes?|minuten)\b",
    re.IGNORECASE,
)


def played_faster(text: str, language: str) -> str | None:
    """ "podcast is 1h 12min, at 1.5x speed how long does it take" → "72 min ÷ 1.5 = 48 min."."""
    speed = _SPEED_UP.search(text)
    if speed is None or _PLAYED.search(text) is None:
        return None
    rest = text[: speed.start()] + " " + text[speed.end() :]
    length = _LENGTH.search(rest)
    factor = amount((speed["x"] or speed["x2"]).replace(",", "."))
    minutes = read_duration(length.group(0)) if length else None
    if not factor or factor <= 1 or not minutes:
        return None
    took = Fraction(minutes) / factor
    whole = int(took)
    seconds = round((took - whole) * 60)
    shown = f"{whole // 60} h {whole % 60} min" if whole >= 60 else f"{whole} min"
    shown += f" {seconds} s" if seconds else ""
    x = said_number(factor, language)
    if language == "de":
        return f"{minutes} min ÷ {x} = {shown.replace('h', 'Std.')}."
    return f"{minutes} min ÷ {x} = {shown}."


READERS = (("average", average), ("played_faster", played_faster))
