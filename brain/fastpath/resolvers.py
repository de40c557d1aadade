"""The Python half of the rules: normalisers, conditions and resolvers, picked by name.

A rules file refers to these by name. Each may *decline* (raise :class:`Decline`): then the
rule does not match and the next one is tried, so an utterance that only looks like a command
("what is the meaning of life") goes on to the model.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from brain.errors import Refused
from brain.fastpath import number_words
from brain.fastpath.arith import UndefinedResult, format_number, safe_eval
from brain.fastpath.perspective import second_person
from brain.fastpath.reckon import check_options as check_reckon
from brain.fastpath.spoken_arith import check_arith, spoken_python
from brain.services.projects import normalize_name


class Decline(Exception):
    """This rule does not apply after all (the utterance only looked like it)."""


@dataclass(frozen=True)
class Context:
    """What normalisers, conditions and resolvers may look at."""

    text: str
    now: datetime
    language: str
    projects: frozenset[str] | None = None
    options: dict[str, Any] = field(default_factory=dict)


# --- normalisers: one captured group → a clean value ------------------------------------------

_QUOTES = "\"'“”‘’„«»"
# fmt: off
_CONNECTORS = frozenset({
    "and", "then", "to", "for", "with", "that", "which", "about", "so", "but", "titled", "named",
    "called", "please", "because", "where", "und", "dann", "für", "mit", "namens", "bitte",
})
_NO_NAMES = frozenset({
    "the", "a", "an", "this", "that", "my", "our", "your", "it", "its", "der", "die", "das",
    "den", "dem", "mein", "meinen", "deinen", "worker", "workers", "bot", "agent", "process",
    "job", "project", "projekt", "one", "all", "every", "current", "running",
})
"""Words a command says where a name could stand that name nothing ("stop the worker")."""
# fmt: on


def _strip(value: str) -> str:
    return value.strip().strip(_QUOTES).strip().rstrip(".!,;:").strip()


def project_name(value: str) -> str:
    """``"Garden Planner"`` → ``garden_planner``; declines things that are not a name."""
    raw = value.strip()
    quoted = len(raw) >= 2 and raw[0] in _QUOTES and raw[-1] in _QUOTES
    words = _strip(raw).split()
    if words and words[-1].lower() in ("project", "projekt"):
        words = words[:-1]
    if not words or (not quoted and len(words) > 4):
        raise Decline
    if not quoted and all(word.lower() in _NO_NAMES for word in words):
        raise Decline  # "stop the worker": no worker called "the"
    if not quoted and any(word.lower() in _CONNECTORS for word in words):
        raise Decline
    try:
        return normalize_name(" ".join(words))
    except Refused:
        raise Decline from None


def plain_text(value: str) -> str:
    text = " ".join(_strip(value).split())
    if not text:
        raise Decline
    return text


def fact(value: str) -> str:
    text = plain_text(value)
    if len(text.split()) < 2:
        raise Decline
    return text


def integer(value: str) -> int:
    text = _strip(value).lower().lstrip("#")
    number = number_words.value(text)
    if number is None:
        if not text.isdigit() or len(text) > 9:
            raise Decline
        number = int(text)
    return number


def lower(value: str) -> str:
    return plain_text(value).lower()


def capitalize(value: str) -> str:
    text = plain_text(value).lower()
    return text[:1].upper() + text[1:]


NORMALISERS: dict[str, Callable[[str], Any]] = {
    "project_name": project_name,
    "text": plain_text,
    "fact": fact,
    "int": integer,
    "lower": lower,
    "capitalize": capitalize,
}


# --- conditions ----------------------------------------------------------------------------

_IDENTIFIER = re.compile(r"[a-z0-9]+(?:[_.-][a-z0-9]+)+|[a-z]+[0-9][a-z0-9]*")


def known_project(value: Any, ctx: Context) -> bool:
    """The name is one of the user's projects; without a project list, it must at least look
    like an identifier (``garden_planner``, ``site-2``), not a word ("it", "talking")."""
    name = str(value)
    if ctx.projects is not None:
        return name in ctx.projects
    return _IDENTIFIER.fullmatch(name) is not None


CONDITIONS: dict[str, Callable[[Any, Context], bool]] = {"known_project": known_project}


# --- resolvers: computed placeholders ------------------------------------------------------


def _no_options(options: dict[str, Any]) -> None:
    if options:
        raise ValueError(f"it takes no options (got {', '.join(sorted(options))})")


@dataclass(frozen=True)
class Resolver:
    fn: Callable[[dict[str, Any], Context], dict[str, str]]
    needs: frozenset[str]
    provides: frozenset[str]
    check_options: Callable[[dict[str, Any]], None] = _no_options


# arithmetic ---------------------------------------------------------------------------------


def _arithmetic(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    shown = " ".join(str(values["expression"]).split()).rstrip("=? ").strip()
    python = spoken_python(shown, ctx.options)
    if python is None:
        raise Decline
    try:
        result = format_number(
            safe_eval(python), decimal_comma=bool(ctx.options.get("decimal_comma"))
        )
    except UndefinedResult:
        result = str(ctx.options.get("undefined", "undefined"))
    except ValueError:
        raise Decline from None
    return {"expression": shown[:1].upper() + shown[1:], "value": result}


# units --------------------------------------------------------------------------------------


def _unit_language(ctx: Context) -> str:
    """German only for German words: "30 celsius in fahrenheit" reads as either language's
    rule, and an English question gets an English answer."""
    from brain.fastpath.units import GERMAN

    return "de" if ctx.language == "de" and GERMAN.search(ctx.text) else "en"


def _units_in(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """ "how many {want} in {count} {have}" → {answer}."""
    from brain.fastpath.units import count_of, how_many

    count = count_of(values.get("count"))
    said = count and how_many(str(values["want"]), count, str(values["have"]), _unit_language(ctx))
    if not said:
        raise Decline
    return {"answer": said}


def _convert(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """ "{count} {have} in {want}" → {answer}; not in a sum of its own (``sum_of_its_own``)."""
    from brain.fastpath.loose_everyday import sum_of_its_own
    from brain.fastpath.units import convert, count_of

    count = count_of(values.get("count"))
    said = count is not None and convert(
        count, str(values["have"]), str(values["want"]), _unit_language(ctx)
    )
    if not said or sum_of_its_own(ctx.text, ctx.language):
        raise Decline
    return {"answer": said}


def _check_country(options: dict[str, Any]) -> None:
    if set(options) - {"ask", "language", "known_guess"} or options.get("ask") not in _ASKS:
        raise ValueError("`ask`: capital, language, currency, continent; `language`: en/de")


def _country(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """ "capital of {place}{rest}" → {answer} (brain/fastpath/countries.py)."""
    from brain.fastpath.countries import resolve

    said = resolve(values, ctx.options)
    if not said:
        raise Decline
    return {"answer": said}


_ASKS = ("capital", "language", "currency", "continent")


# time and date ------------------------------------------------------------------------------

_DATE_FORMATS = {"en": "{weekday}, {month} {day}, {year}", "de": "{weekday}, {day}. {month} {year}"}


def _check_clock(options: dict[str, Any]) -> None:
    unknown = set(options) - {"clock"}
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(sorted(unknown))}")
    if options.get("clock", 24) not in (12, 24):
        raise ValueError("`clock` is 12 or 24")


def _now_time(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    from brain.fastpath.clock import said_time

    twelve = ctx.options.get("clock", 24) == 12
    return {"time": said_time(ctx.now.hour * 60 + ctx.now.minute, twelve=twelve)}


def _today(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    from brain.fastpath.dates import MONTHS, WEEKDAYS

    lang = ctx.language if ctx.language in MONTHS else "en"
    weekday = WEEKDAYS[lang][ctx.now.weekday()]
    text = _DATE_FORMATS[lang].format(
        weekday=weekday, day=ctx.now.day, month=MONTHS[lang][ctx.now.month - 1], year=ctx.now.year
    )
    return {"date": text, "weekday": weekday}


def _check_language(options: dict[str, Any]) -> None:
    unknown = set(options) - {"language"}
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(sorted(unknown))}")


def _days_until(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """ "how many days till {holiday}" → {answer}, in the rule's language."""
    from brain.fastpath.dates import days_until, read_day

    today = ctx.now.date()
    if values.get("today"):  # "… if today is october 1st"
        said_today = read_day(str(values["today"]), today)
        day = said_today.next_from(today.replace(month=1, day=1)) if said_today else None
        if day is None:
            raise Decline
        today = day
    weeks = str(values.get("unit") or "").lower() in ("weeks", "wochen")
    said = days_until(str(values["holiday"]), today, ctx.options.get("language", "en"), weeks=weeks)
    if not said:
        raise Decline
    return {"answer": said}


# the user's words, said back ----------------------------------------------------------------


def _perspective(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    said = str(values["fact"])
    return {"fact_you": second_person(said) if ctx.language == "en" else said}


def _reckon(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """A tip, a share, a time plus a duration, … (``reckon.py``); no rate cut from a sum."""
    from brain.fastpath.loose_everyday import sum_of_its_own
    from brain.fastpath.reckon import KINDS

    kind = ctx.options["kind"]
    said = KINDS[kind](values, ctx.now, ctx.options.get("language", "en"))
    if said is None or (kind == "per_period" and sum_of_its_own(ctx.text, ctx.language)):
        raise Decline
    return {"answer": said}


def _time_in(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """ "what time is it in {place}" → {answer} (``world_clock.py``)."""
    from brain.fastpath.world_clock import time_in

    said = time_in(str(values["place"]), ctx.now, ctx.options.get("language", "en"))
    if said is None:
        raise Decline
    return {"answer": said}


def _time_between(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """ "how many hours ahead is {place} of {there}" → {answer}."""
    from brain.fastpath.world_clock import time_between

    said = time_between(
        str(values["place"]), str(values["there"]), ctx.now, ctx.options.get("language", "en")
    )
    if said is None:
        raise Decline
    return {"answer": said}


def _time_there(values: dict[str, Any], ctx: Context) -> dict[str, str]:
    """ "if it's {at} in {place}, what time is it in {there}" → {answer}."""
    from brain.fastpath.world_clock import time_there

    said = time_there(
        str(values["at"]),
        str(values["place"]),
        str(values["there"]),
        ctx.now,
        ctx.options.get("language", "en"),
    )
    if said is None:
        raise Decline
    return {"answer": said}


RESOLVERS: dict[str, Resolver] = {
    "arithmetic": Resolver(
        _arithmetic, frozenset({"expression"}), frozenset({"expression", "value"}), check_arith
    ),
    "units_in": Resolver(_units_in, frozenset({"want", "have"}), frozenset({"answer"})),
    "convert": Resolver(_convert, frozenset({"count", "have", "want"}), frozenset({"answer"})),
    "country": Resolver(_country, frozenset({"place"}), frozenset({"answer"}), _check_country),
    "now_time": Resolver(_now_time, frozenset(), frozenset({"time"}), _check_clock),
    "today": Resolver(_today, frozenset(), frozenset({"date", "weekday"})),
    "days_until": Resolver(
        _days_until, frozenset({"holiday"}), frozenset({"answer"}), _check_language
    ),
    "perspective": Resolver(_perspective, frozenset({"fact"}), frozenset({"fact_you"})),
    "reckon": Resolver(_reckon, frozenset(), frozenset({"answer"}), check_reckon),
    "time_in": Resolver(_time_in, frozenset({"place"}), frozenset({"answer"}), _check_language),
    "time_there": Resolver(
        _time_there, frozenset({"at", "place", "there"}), frozenset({"answer"}), _check_language
    ),
    "time_between": Resolver(
        _time_between, frozenset({"place", "there"}), frozenset({"answer"}), _check_language
    ),
}
