"""What Eddie says without a model, in the session's language: named lines with parameters,
kept as data in ``prompts/lines.yaml`` (English and German; a line missing in a language is
said in English).

Tools render the lines they speak in :attr:`ToolContext.language` (the hub's session
language; English for workers, whose tool results only a model reads)::

    say("project.created", "de", name="urlaub")   # "Ich habe das Projekt urlaub angelegt."
    say("projects.listed", "en", count=2, names="a and b")   # counted: one/other
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

import yaml

DEFAULT = "en"


@cache
def catalogue() -> dict[str, dict[str, Any]]:
    """Every line, by name, then language (read once)."""
    text = resources.files("prompts").joinpath("lines.yaml").read_text("utf-8")
    data = yaml.safe_load(text)
    lines: dict[str, dict[str, Any]] = data["lines"]
    return lines


def has(key: str, language: str) -> bool:
    """Whether the line ``key`` is written in ``language`` (not only in English)."""
    return language in catalogue().get(key, {})


def template(key: str, language: str = DEFAULT, count: int | None = None) -> str:
    """The line ``key`` in ``language`` (else English) as written, ``{parameters}`` and all;
    a counted line in its form for ``count``."""
    forms = catalogue()[key]
    line = forms.get(language, forms.get(DEFAULT))
    if line is None:
        raise KeyError(f"the line {key!r} has neither {language!r} nor English")
    if isinstance(line, dict):
        line = line["one"] if count == 1 else line["other"]
    return str(line)


def say(key: str, language: str = DEFAULT, /, **params: Any) -> str:
    """The line ``key`` in ``language`` (else English) with ``params`` filled in; a counted
    line takes the form for ``count``."""
    return template(key, language, params.get("count")).format(**params)


def status(shown: str, language: str = DEFAULT) -> str:
    """A worker's status (``Process.shown_status``) as said: ``idle`` → ``fertig``."""
    key = f"status.{shown}"
    return say(key, language) if key in catalogue() else shown
