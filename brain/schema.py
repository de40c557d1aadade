"""The one schema path for everything offered to a model as a function tool — tools and
actions (tools of the "output" kind, which end the turn): compact JSON schemas, descriptions
from docstrings, and validation errors a model can act on."""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

_NULL = {"type": "null"}


def compact(schema: Any) -> Any:
    """Drop ``title`` keys and fold ``anyOf [X, null]`` into ``X`` (small models read less)."""
    if isinstance(schema, list):
        return [compact(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "title":
            continue
        if key in ("properties", "$defs") and isinstance(value, dict):
            out[key] = {name: compact(sub) for name, sub in value.items()}
        else:
            out[key] = compact(value)
    any_of = out.get("anyOf")
    if isinstance(any_of, list) and len(any_of) == 2 and _NULL in any_of:
        other = next(item for item in any_of if item != _NULL)
        del out["anyOf"]
        out = {**other, **out}
    return out


def summary_of(doc: str | None) -> str:
    """A description from a docstring: its first paragraph on one line."""
    return " ".join((inspect.cleandoc(doc or "")).split("\n\n", 1)[0].split())


def params_schema(params: type[BaseModel], *, fixed: tuple[str, ...] = ()) -> dict[str, Any]:
    """The parameters of a function tool; ``fixed`` fields (an action's ``type``, given by the
    tool's name) are left out. The model's docstring is the tool's description, not repeated."""
    schema = compact(params.model_json_schema())
    schema.pop("description", None)
    schema.setdefault("properties", {})
    for name in fixed:
        schema["properties"].pop(name, None)
    if fixed and "required" in schema:
        schema["required"] = [name for name in schema["required"] if name not in fixed]
    schema["type"] = "object"
    return dict(schema)


def function_schema(
    name: str, description: str, params: type[BaseModel], *, fixed: tuple[str, ...] = ()
) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": params_schema(params, fixed=fixed),
        },
    }


ToolKind = Literal["function", "output"]
"""``function``: runs and its result goes back to the model; ``output``: an action that ends
the turn (or, for the continuing actions, reports back into the loop)."""


@dataclass(frozen=True)
class ToolDefinition:
    """What the model is offered: one function tool, of either kind."""

    name: str
    description: str
    params: type[BaseModel]
    kind: ToolKind = "function"
    fixed: tuple[str, ...] = ()  # fields the tool's name fills (an action's ``type``)

    def schema(self) -> dict[str, Any]:
        return function_schema(self.name, self.description, self.params, fixed=self.fixed)


def offered_schemas(definitions: Sequence[ToolDefinition]) -> list[dict[str, Any]]:
    """The function schemas of ``definitions``, generated once per distinct set (pydantic's
    schema generation costs about a millisecond per tool)."""
    return list(_schemas(tuple(definitions)))


@lru_cache(maxsize=64)
def _schemas(definitions: tuple[ToolDefinition, ...]) -> tuple[dict[str, Any], ...]:
    return tuple(definition.schema() for definition in definitions)


def describe_params(params: type[BaseModel], *, fixed: tuple[str, ...] = ()) -> str:
    """``name (string, required), mode (verbatim|milestones)`` — for error messages."""
    schema = params_schema(params, fixed=fixed)
    required = set(schema.get("required", []))
    parts = []
    for name, prop in schema["properties"].items():
        kind = "|".join(str(v) for v in prop["enum"]) if "enum" in prop else prop.get("type", "any")
        parts.append(f"{name} ({kind}{', required' if name in required else ''})")
    return ", ".join(parts) or "no arguments ({})"


def format_validation_error(
    tool: str,
    exc: ValidationError,
    params: type[BaseModel] | None,
    *,
    skip: int = 0,
    fixed: tuple[str, ...] = (),
) -> str:
    """What is wrong with a tool call's arguments; ``skip`` drops leading location parts
    (the tag of a discriminated union), ``fixed`` fields are not shown as expected."""
    problems = []
    for err in exc.errors(include_url=False):
        where = ".".join(str(part) for part in err["loc"][skip:]) or "arguments"
        if err["type"] == "missing":
            problems.append(f"{where}: missing (required)")
        elif err["type"] == "extra_forbidden":
            problems.append(f"{where}: unexpected argument")
        else:
            shown = repr(err.get("input"))
            shown = shown if len(shown) <= 60 else shown[:57] + "..."
            problems.append(f"{where}: {err['msg']} (got {shown})")
    text = f"invalid arguments for {tool}: " + "; ".join(problems) + "."
    if params is not None:
        text += f" Expected: {describe_params(params, fixed=fixed)}."
    return text
