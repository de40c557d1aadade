"""Relative time as people say it, in the session language: "two minutes ago", "vor zwei
Minuten". English is the fallback for languages without phrases yet."""

from __future__ import annotations

_EN_NUMBERS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]
_DE_NUMBERS = [
    "null",
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
]
LANGUAGES = ("en", "de")


def _en(n: int, unit: str) -> str:
    if n == 1:
        return ("an " if unit == "hour" else "a ") + unit + " ago"
    word = _EN_NUMBERS[n] if n < len(_EN_NUMBERS) else str(n)
    return f"{word} {unit}s ago"


def _de(n: int, unit: str) -> str:
    plural = {"Minute": "Minuten", "Stunde": "Stunden", "Tag": "Tagen", "Woche": "Wochen"}
    if n == 1:
        return f"vor einer {unit}" if unit != "Tag" else "vor einem Tag"
    word = _DE_NUMBERS[n] if n < len(_DE_NUMBERS) else str(n)
    return f"vor {word} {plural[unit]}"


def ago_phrase(seconds: float, lang: str = "en") -> str:
    """``125`` → ``"two minutes ago"`` (en) / ``"vor zwei Minuten"`` (de); lower case."""
    seconds = max(0.0, seconds)
    de = lang.lower().startswith("de")
    if seconds < 60:
        return "gerade eben" if de else "just now"
    if seconds < 3600:
        n, unit = int(seconds // 60), ("Minute" if de else "minute")
    elif seconds < 86400:
        n, unit = int(seconds // 3600), ("Stunde" if de else "hour")
    elif seconds < 2 * 86400:
        return "gestern" if de else "yesterday"
    elif seconds < 14 * 86400:
        n, unit = int(seconds // 86400), ("Tag" if de else "day")
    else:
        n, unit = int(seconds // (7 * 86400)), ("Woche" if de else "week")
    return _de(n, unit) if de else _en(n, unit)


def compact_ago(seconds: float) -> str:
    """``"3 min ago"``: for data blocks in prompts (short, language-neutral enough)."""
    seconds = max(0.0, seconds)
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} min ago"
    if seconds < 86400:
        return f"{int(seconds // 3600)} h ago"
    return f"{int(seconds // 86400)} d ago"
