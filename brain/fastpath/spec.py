"""The rules file: its schema, validation and compilation.

A rules file is YAML (``prompts/fastpath/rules.yaml``, overridable through the document
cascade)::

    version: 1
    extends: bundled          # optional: merge with the bundled rules (see below)
    disable: [greeting_en]    # optional, with ``extends``: drop bundled rules by id
    preprocess:
      strip_prefixes: ['(?:hey\\s+)?eddie\\s*[,:]?\\s+']
      strip_suffixes: ['\\s*,?\\s*please']
    defines:
      token: '[\\w][\\w.-]{0,63}'
    rules:
      - id: project_list_en
        category: project_list
        languages: [en]
        patterns: ['(?:list|show)\\s+(?:my\\s+)?projects']
        tool: project_list
        action: {type: answer, message: '{result}'}

Patterns are matched against the *whole* (pre-processed) utterance, case-insensitively;
``{{name}}`` inserts a define. Named groups become placeholders for ``args`` and ``action``
templates (``{name}``), after the rule's ``normalise`` step. A ``resolver`` computes more
placeholders (arithmetic, time, …) and ``requires`` adds conditions. ``{result}`` is left
for the engine (the tool's summarised result). With ``extends: bundled`` the file's rules
come first, replace bundled rules of the same id, and ``preprocess``/``defines`` entries are
added to the bundled ones.

Every error names the rule it is about.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from brain.errors import ConfigError
from brain.fastpath.resolvers import CONDITIONS, NORMALISERS, RESOLVERS

ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "answer": ("message",),
    "ask_user": ("message",),
    "mediate": ("target",),
    "delegate_project": ("project", "task"),
}
"""Terminal action types a rule may produce, with their required fields."""

RESULT = "result"
VARIANT = "variant"

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_DEFINE = re.compile(r"\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")
_ID = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,79}$")
_TOOL = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
_LANGUAGE = re.compile(r"^(?:\*|[a-z]{2,8}(?:-[a-z0-9]{1,8})?)$")

HINT = "Fix fastpath/rules.yaml (see prompts/fastpath/rules.yaml for the format)."


class RuleSpec(BaseModel):
    """One rule as written in YAML."""

    model_config = ConfigDict(extra="forbid")

    id: str
    category: str = Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")
    languages: list[str] = Field(default_factory=lambda: ["en"], min_length=1)
    patterns: list[str] = Field(min_length=1)
    normalise: dict[str, str] = Field(default_factory=dict)
    resolver: str | None = None
    options: dict[str, Any] = Field(default_factory=dict)
    requires: dict[str, str] = Field(default_factory=dict)
    tool: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    action: dict[str, Any]
    variants: list[str] = Field(default_factory=list)

    @field_validator("languages", mode="before")
    @classmethod
    def _one_language(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


class Preprocess(BaseModel):
    model_config = ConfigDict(extra="forbid")

    strip_prefixes: list[str] = Field(default_factory=list)
    strip_suffixes: list[str] = Field(default_factory=list)


class RulesHeader(BaseModel):
    """Everything in a rules file except the rules (validated one by one)."""

    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = 1
    extends: Literal["bundled"] | None = None
    disable: list[str] = Field(default_factory=list)
    preprocess: Preprocess = Field(default_factory=Preprocess)
    defines: dict[str, str] = Field(default_factory=dict)
    rules: list[Any] = Field(default_factory=list)


@dataclass(frozen=True)
class CompiledRule:
    spec: RuleSpec
    patterns: tuple[re.Pattern[str], ...]

    @property
    def id(self) -> str:
        return self.spec.id


@dataclass(frozen=True)
class RuleSet:
    """A validated, compiled rules file (merged with the bundled one if it extends it)."""

    rules: tuple[CompiledRule, ...]
    prefixes: tuple[re.Pattern[str], ...]
    suffixes: tuple[re.Pattern[str], ...]
    header: RulesHeader


def _fail(message: str) -> ConfigError:
    return ConfigError(message, hint=HINT)


def parse_header(text: str) -> RulesHeader:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise _fail(f"The fast-path rules are not valid YAML: {exc}".splitlines()[0]) from exc
    if not isinstance(data, dict):
        raise _fail("The fast-path rules must be a mapping with a `rules:` list.")
    try:
        return RulesHeader.model_validate(data)
    except ValidationError as exc:
        raise _fail(f"The fast-path rules file is invalid: {_first_error(exc)}") from exc


def compile_rules(header: RulesHeader, base: RuleSet | None = None) -> RuleSet:
    """Validate and compile ``header``'s rules; with a ``base``, merge as ``extends`` says."""
    defines = {**(base.header.defines if base else {}), **header.defines}
    specs = [_rule_spec(raw, index) for index, raw in enumerate(header.rules)]
    seen: set[str] = set()
    for spec in specs:
        if spec.id in seen:
            raise _fail(f"Fast-path rule {spec.id!r} is defined twice.")
        seen.add(spec.id)
    compiled = [_compile(spec, defines) for spec in specs]
    prefixes = _preprocess_patterns("strip_prefixes", header.preprocess.strip_prefixes, defines)
    suffixes = _preprocess_patterns("strip_suffixes", header.preprocess.strip_suffixes, defines)
    if base is not None:
        dropped = seen | set(header.disable)
        unknown = set(header.disable) - {rule.id for rule in base.rules}
        if unknown:
            raise _fail(f"`disable` names unknown fast-path rules: {', '.join(sorted(unknown))}.")
        compiled += [rule for rule in base.rules if rule.id not in dropped]
        prefixes = (*prefixes, *base.prefixes)
        suffixes = (*suffixes, *base.suffixes)
    elif header.disable:
        raise _fail("`disable` needs `extends: bundled`.")
    if not compiled:
        raise _fail("The fast-path rules file has no rules.")
    return RuleSet(tuple(compiled), prefixes, suffixes, header)


def _rule_spec(raw: Any, index: int) -> RuleSpec:
    label = f"#{index + 1}"
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        label = repr(raw["id"])
    try:
        spec = RuleSpec.model_validate(raw)
    except ValidationError as exc:
        raise _fail(f"Fast-path rule {label} is invalid: {_first_error(exc)}") from exc
    if not _ID.match(spec.id):
        raise _fail(f"Fast-path rule {label}: the id must be lower-case letters, digits, _ . -")
    return spec


def _first_error(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])


def _expand(pattern: str, defines: dict[str, str], where: str) -> str:
    def insert(found: re.Match[str]) -> str:
        name = found.group(1)
        if name not in defines:
            raise _fail(f"{where} uses the unknown define {{{{{name}}}}}.")
        return f"(?:{defines[name]})"

    return _DEFINE.sub(insert, pattern)


def _regex(pattern: str, defines: dict[str, str], where: str) -> re.Pattern[str]:
    try:
        return re.compile(_expand(pattern, defines, where), re.IGNORECASE)
    except re.error as exc:
        raise _fail(f"{where} is not a valid regular expression: {exc}") from exc


def _preprocess_patterns(
    kind: str, patterns: list[str], defines: dict[str, str]
) -> tuple[re.Pattern[str], ...]:
    """Prefixes match at the start (``re.match``); suffixes are anchored at the end."""
    suffix = kind == "strip_suffixes"
    return tuple(
        _regex(f"(?:{p})\\Z" if suffix else p, defines, f"preprocess.{kind}[{i + 1}]")
        for i, p in enumerate(patterns)
    )


def placeholders(template: Any) -> set[str]:
    """Every ``{name}`` in a template (strings inside dicts and lists too)."""
    if isinstance(template, str):
        return set(_PLACEHOLDER.findall(template))
    if isinstance(template, dict):
        return set().union(*(placeholders(v) for v in template.values()))
    if isinstance(template, list):
        return set().union(*(placeholders(v) for v in template))
    return set()


def _compile(spec: RuleSpec, defines: dict[str, str]) -> CompiledRule:
    where = f"Fast-path rule {spec.id!r}"
    patterns = tuple(
        _regex(p, defines, f"{where}, pattern {i + 1},") for i, p in enumerate(spec.patterns)
    )
    groups: set[str] = set().union(*(set(p.groupindex) for p in patterns))
    for language in spec.languages:
        if not _LANGUAGE.match(language):
            raise _fail(f"{where}: {language!r} is not a language code (e.g. en, de, or *).")
    for group, normaliser in spec.normalise.items():
        if normaliser not in NORMALISERS:
            known = ", ".join(sorted(NORMALISERS))
            raise _fail(f"{where}: unknown normaliser {normaliser!r} (known: {known}).")
        if group not in groups:
            raise _fail(f"{where}: `normalise` names {group!r}, which no pattern captures.")
    for condition, group in spec.requires.items():
        if condition not in CONDITIONS:
            known = ", ".join(sorted(CONDITIONS))
            raise _fail(f"{where}: unknown condition {condition!r} (known: {known}).")
        if group not in groups:
            raise _fail(f"{where}: `requires` names {group!r}, which no pattern captures.")
    available = set(groups)
    if spec.resolver is not None:
        resolver = RESOLVERS.get(spec.resolver)
        if resolver is None:
            known = ", ".join(sorted(RESOLVERS))
            raise _fail(f"{where}: unknown resolver {spec.resolver!r} (known: {known}).")
        missing = resolver.needs - groups
        if missing:
            raise _fail(
                f"{where}: the resolver {spec.resolver!r} needs the group(s) "
                f"{', '.join(sorted(missing))} in every pattern."
            )
        available |= resolver.provides
        try:
            resolver.check_options(spec.options)
        except ValueError as exc:
            raise _fail(f"{where}: bad options for {spec.resolver!r}: {exc}") from exc
    elif spec.options:
        raise _fail(f"{where}: `options` need a `resolver`.")
    if spec.variants:
        available.add(VARIANT)
    if spec.tool is not None and not _TOOL.match(spec.tool):
        raise _fail(f"{where}: {spec.tool!r} is not a tool name (snake_case).")
    if spec.tool is None and spec.args:
        raise _fail(f"{where}: `args` need a `tool`.")
    unknown = placeholders(spec.args) - available
    if unknown:
        raise _fail(f"{where}: args use unknown placeholder(s) {_names(unknown)}.")
    action_type = spec.action.get("type")
    if action_type not in ACTION_FIELDS:
        raise _fail(
            f"{where}: action type {action_type!r} is not one of {', '.join(ACTION_FIELDS)}."
        )
    for field in ACTION_FIELDS[action_type]:
        if not isinstance(spec.action.get(field), str) or not spec.action[field].strip():
            raise _fail(f"{where}: a {action_type} action needs `{field}` (text).")
    late = {RESULT} if spec.tool is not None else set()
    unknown = placeholders(spec.action) - available - late
    if unknown:
        hint = " ({result} needs a `tool`)" if RESULT in unknown else ""
        raise _fail(f"{where}: action uses unknown placeholder(s) {_names(unknown)}{hint}.")
    return CompiledRule(spec, patterns)


def _names(names: set[str]) -> str:
    return ", ".join("{" + name + "}" for name in sorted(names))
