"""The fast path: explicit hub commands recognised by rules, before any model call.

EDDI's pipeline in small: *parse* (pre-process the utterance: whitespace, quotes, a leading
"Eddie,", a trailing "please"), *rules* (the first rule whose pattern matches the whole
utterance and whose normalisers, conditions and resolver accept it), *output* (the rule's
tool call and action templates filled in). No match → the model decides.
"""

from __future__ import annotations

import logging
import re
import zlib
from collections.abc import Collection
from datetime import datetime
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from brain.errors import ConfigError
from brain.fastpath import indirect, loose_sums
from brain.fastpath.resolvers import CONDITIONS, NORMALISERS, RESOLVERS, Context, Decline
from brain.fastpath.spec import (
    RESULT,
    VARIANT,
    CompiledRule,
    RuleSet,
    compile_rules,
    parse_header,
)
from brain.text import spelled_out

if TYPE_CHECKING:
    from brain.services.documents import DocumentService

log = logging.getLogger(__name__)

RULES_PATH = "fastpath/rules.yaml"
"""Where the rules live in the document cascade (and in the bundled ``prompts/``)."""

MAX_INPUT = 500
"""Longer utterances are never fast-path commands."""

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_EXACT = re.compile(r"^\{([A-Za-z_][A-Za-z0-9_]*)\}$")
_TYPOGRAPHIC = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "\u00a0": " "})


class FastMatch(BaseModel):
    """A recognised command: an optional hub tool to call first, then the terminal action."""

    model_config = ConfigDict(frozen=True)

    rule: str
    """The rule id from the YAML."""
    category: str
    language: str = "en"
    """The language of the rule that matched."""
    tool: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    action: dict[str, Any]
    """``{"type": "answer", "message": …}``, ``{"type": "mediate", "target": …}``, … The
    texts may still contain ``{result}``: fill it with :meth:`final_action`."""

    def final_action(self, result: str | None = None) -> dict[str, Any]:
        """The action with ``{result}`` replaced by the tool's (summarised) result text."""
        filled: dict[str, Any] = _fill_result(self.action, result or "")
        return filled


def _fill_result(template: Any, result: str) -> Any:
    if isinstance(template, str):
        return template.replace("{" + RESULT + "}", result).strip()
    if isinstance(template, dict):
        return {key: _fill_result(value, result) for key, value in template.items()}
    if isinstance(template, list):
        return [_fill_result(value, result) for value in template]
    return template


MISSES_KEPT = 64
_SUMS = frozenset({"arithmetic", "time"})
_SUM_HINT = re.compile(
    r"\d\s*(?:[-+*/x×%°]|times|mal|plus|minus|percent|prozent|divided|geteilt|km|kg|lbs?|miles?"
    r"|f\b|c\b|ft|feet|foot|cm|m\b|ml|l\b|liters?|litres?|grad|degrees?|euros?|bucks|dollars?|uhr"
    r"|h\b|min)|\d[\d.,]*\s+\w+\s+(?:in|to|into)\s+\w",
    re.IGNORECASE,
)
_CUT_WORDS = 4


def _shorter(utterance: str) -> list[str]:
    """A sum with words after it ("17 times 23 real quick", "was sind 12 prozent von 450?
    brauch das kurz", "350f in celsius for my oven"): the first sentence, and the utterance
    without its last one to four words; nothing when it has no number with a unit or sign."""
    if not _SUM_HINT.search(utterance):
        return []
    found: list[str] = []
    for ends in (r"(?<=[?!.])\s+", r",\s+|\s+-\s+"):  # the first sentence, the first clause
        first = re.split(ends, utterance, maxsplit=1)[0]
        if first != utterance and not _DIGIT.search(utterance[len(first) :]):
            found.append(first)
    for said in [utterance, *found]:
        words = said.split()
        for k in range(1, min(_CUT_WORDS, len(words) - 2) + 1):
            word = words[-k]
            if _DIGIT.search(word) or any(p.match(word) for p in (_PART, _PART_OF, _HEAT_OF)):
                break  # a number cut off is part of the sum ("3h 20min", "… and 45 minutes"),
                # and so is what a number is of ("340 minus 17 percent" is no 323), what a
                # percent is ("80 + 5% discount" is no 84, "… 19 % mwst" is VAT) and how an
                # oven heats ("350 f in c for a fan oven" is no 177 °C)
            found.append(" ".join(words[:-k]))
    return list(dict.fromkeys(found))


_DIGIT = re.compile(r"\d")
_PART = re.compile(r"(?:%|percent|per|cent|prozent|pct)\W*$", re.IGNORECASE)
_HEAT_OF = re.compile(
    r"(?:fan|convection|umluft|hei(?:ß|ss)luft|unterhitze|oberhitze)\W*$", re.IGNORECASE
)
_PART_OF = re.compile(
    r"(?:off|discount\w*|sale|reduction|reduced|rabatt\w*|nachlass|skonto|vat|tax\w*|mwst|ust"
    r"|steuer\w*|tip\w*|trinkgeld\w*|gratuity|service|interest|zinsen)\W*$",
    re.IGNORECASE,
)


class FastPath:
    """Compiled rules. Build with :meth:`bundled`, :meth:`load` or :meth:`from_yaml`."""

    def __init__(self, rules: RuleSet, *, source: str = "bundled") -> None:
        self._set = rules
        self.source = source
        """Where the rules came from: ``bundled``, ``user`` or ``tenant``."""
        self._orders: dict[str, tuple[tuple[CompiledRule, str], ...]] = {}
        self._missed: dict[tuple[str, str, frozenset[str] | None], None] = {}
        """Recent utterances no rule matched (a turn asks twice: before and after the router)."""

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids, in the order they are tried (for English)."""
        return tuple(rule.id for rule in self._set.rules)

    # --- building -----------------------------------------------------------------------------

    @classmethod
    def from_yaml(cls, text: str, *, source: str = "bundled") -> FastPath:
        """Rules from YAML text; :class:`~brain.errors.ConfigError` names the bad rule.

        A file with ``extends: bundled`` is merged with the bundled rules. Parsed files are
        cached by their text, so loading the same override every turn costs nothing."""
        return _from_text(text, source)

    @classmethod
    def bundled(cls) -> FastPath:
        """The rules shipped in ``prompts/fastpath/rules.yaml``."""
        return _bundled()

    @classmethod
    async def load(cls, documents: DocumentService) -> FastPath:
        """The innermost ``fastpath/rules.yaml`` of the document cascade (user project →
        tenant → bundled). A broken override is logged and the bundled rules are used."""
        doc = await documents.lookup(RULES_PATH)
        if doc is None or doc.source == "bundled":
            return cls.bundled()
        try:
            return cls.from_yaml(doc.content, source=doc.source)
        except ConfigError as exc:
            log.warning(
                "ignoring the %s override of %s, using the bundled rules: %s",
                doc.source,
                RULES_PATH,
                exc.message,
            )
            return cls.bundled()

    # --- matching -----------------------------------------------------------------------------

    def match(
        self,
        text: str,
        *,
        now: datetime | None = None,
        language: str = "en",
        projects: Collection[str] | None = None,
    ) -> FastMatch | None:
        """The command in ``text``, or None (then the model decides).

        Rules of ``language`` are tried first, then English ones. ``projects`` (the user's
        project names), when given, lets bare forms such as "switch to garden" or "stop
        garden" match exactly the existing projects; without it they only accept names that
        look like identifiers (``garden_planner``)."""
        utterance = self.prepare(text)
        if utterance is None:
            return None
        known = frozenset(projects) if projects is not None else None
        asked = (utterance, language.lower(), known)
        if asked in self._missed:
            return None
        tries = [utterance, *_shorter(utterance)]
        bare = indirect.direct(utterance)  # "can you tell me what 12% of 350 is"
        if bare is not None:
            tries += [bare, *_shorter(bare)]
        for tried in tries:
            # a command is never cut from longer words; a fact is asked unwrapped too ("kannst
            # du mir sagen was die hauptstadt von kanada ist")
            allowed = _SUMS if tried != bare else _SUMS | {"facts"}
            for rule, rule_language in self._order(language.lower()):
                if tried != utterance and rule.spec.category not in allowed:
                    continue
                for pattern in rule.patterns:
                    found = pattern.fullmatch(tried)
                    if found is None:
                        continue
                    result = self._apply(rule, rule_language, found, tried, now, known)
                    if result is not None:
                        return result
        loose = loose_sums.read(utterance, now or datetime.now().astimezone(), language.lower())
        if loose is not None:
            kind, answer, said_in = loose
            return FastMatch(
                rule=f"loose_{kind}",
                category="time" if kind in ("clock", "city_time") else "arithmetic",
                language=said_in,
                action={"type": "answer", "message": answer},
            )
        while len(self._missed) >= MISSES_KEPT:
            del self._missed[next(iter(self._missed))]
        self._missed[asked] = None
        self._missed[(utterance, "en", known)] = None  # every language's rules include English
        return None

    def prepare(self, text: str) -> str | None:
        """The utterance as rules see it: one line, tidy quotes, no vocative or "please",
        no trailing ``.`` or ``!`` (a trailing ``?`` stays: questions are not commands)."""
        if not text or len(text) > MAX_INPUT:
            return None
        utterance = " ".join(spelled_out(text).translate(_TYPOGRAPHIC).split()).rstrip(".! ")
        question = utterance.endswith("?")
        utterance = utterance.rstrip("?").rstrip()
        for pattern in self._set.prefixes:
            found = pattern.match(utterance)
            if found is not None and found.end() < len(utterance):
                utterance = utterance[found.end() :].lstrip()
        for pattern in self._set.suffixes:
            found = pattern.search(utterance)
            if found is not None and found.start() > 0:
                utterance = utterance[: found.start()].rstrip(" ,")
        utterance = utterance.rstrip(".! ")
        if not utterance:
            return None
        return f"{utterance}?" if question else utterance

    def _order(self, language: str) -> tuple[tuple[CompiledRule, str], ...]:
        """Rules for ``language`` (and ``*``), then English ones, each with the language the
        resolvers should speak."""
        order = self._orders.get(language)
        if order is None:
            chosen: list[tuple[CompiledRule, str]] = []
            seen: set[str] = set()
            for wanted in dict.fromkeys((language, "en")):
                for rule in self._set.rules:
                    langs = rule.spec.languages
                    if rule.id not in seen and (wanted in langs or "*" in langs):
                        seen.add(rule.id)
                        chosen.append((rule, wanted))
            order = self._orders[language] = tuple(chosen)
        return order

    def _apply(
        self,
        rule: CompiledRule,
        language: str,
        found: re.Match[str],
        utterance: str,
        now: datetime | None,
        projects: frozenset[str] | None,
    ) -> FastMatch | None:
        spec = rule.spec
        ctx = Context(
            text=utterance,
            now=now or datetime.now().astimezone(),
            language=language,
            projects=projects,
            options=spec.options,
        )
        values: dict[str, Any] = {}
        try:
            for name, raw in found.groupdict().items():
                if raw is None:
                    continue
                normaliser = spec.normalise.get(name)
                values[name] = NORMALISERS[normaliser](raw) if normaliser else raw.strip()
            for condition, group in spec.requires.items():
                if group not in values or not CONDITIONS[condition](values[group], ctx):
                    return None
            if spec.resolver is not None:
                values.update(RESOLVERS[spec.resolver].fn(values, ctx))
        except Decline:
            return None
        if spec.variants:
            values[VARIANT] = spec.variants[
                zlib.crc32(utterance.lower().encode()) % len(spec.variants)
            ]
        return FastMatch(
            rule=spec.id,
            category=spec.category,
            language=language,
            tool=spec.tool,
            args=_render_args(spec.args, values),
            action=_render(spec.action, values),
        )


def _render(template: Any, values: dict[str, Any]) -> Any:
    """Fill placeholders; ``{result}`` stays for the engine. User text cannot inject one."""
    if isinstance(template, str):

        def fill(found: re.Match[str]) -> str:
            name = found.group(1)
            if name == RESULT and name not in values:
                return found.group(0)
            return str(values.get(name, "")).replace("{", "(").replace("}", ")")

        return " ".join(_PLACEHOLDER.sub(fill, template).split())
    if isinstance(template, dict):
        return {key: _render(value, values) for key, value in template.items()}
    if isinstance(template, list):
        return [_render(value, values) for value in template]
    return template


def _render_args(template: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """Tool arguments: ``"{name}"`` alone keeps the value's type (an int stays an int) and an
    argument whose only placeholder was not captured is left out (optional arguments)."""
    args: dict[str, Any] = {}
    for key, value in template.items():
        if isinstance(value, str):
            exact = _EXACT.match(value)
            if exact is not None:
                if exact.group(1) in values:
                    args[key] = values[exact.group(1)]
                continue
            args[key] = _PLACEHOLDER.sub(lambda m: str(values.get(m.group(1), "")), value)
        else:
            args[key] = value
    return args


@lru_cache(maxsize=8)
def _from_text(text: str, source: str) -> FastPath:
    header = parse_header(text)
    base = _bundled()._set if header.extends == "bundled" else None
    return FastPath(compile_rules(header, base), source=source)


@lru_cache(maxsize=1)
def _bundled() -> FastPath:
    text = (
        resources.files("prompts")
        .joinpath("fastpath")
        .joinpath("rules.yaml")
        .read_text(encoding="utf-8")
    )
    header = parse_header(text)
    return FastPath(compile_rules(header), source="bundled")
