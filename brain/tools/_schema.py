"""JSON schemas for tool parameters, and validation errors a model can act on."""

from __future__ import annotations

from typing import Any

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


def params_schema(params: type[BaseModel]) -> dict[str, Any]:
    schema = compact(params.model_json_schema())
    schema.setdefault("properties", {})
    schema["type"] = "object"
    return dict(schema)


def function_schema(name: str, description: str, params: type[BaseModel]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": params_schema(params)},
    }


def describe_params(params: type[BaseModel]) -> str:
    """``name (string, required), mode (verbatim|milestones)`` — for error messages."""
    schema = params_schema(params)
    required = set(schema.get("required", []))
    parts = []
    for name, prop in schema["properties"].items():
        kind = "|".join(str(v) for v in prop["enum"]) if "enum" in prop else prop.get("type", "any")
        parts.append(f"{name} ({kind}{', required' if name in required else ''})")
    return ", ".join(parts) or "no arguments ({})"


def format_validation_error(tool: str, exc: ValidationError, params: type[BaseModel] | None) -> str:
    problems = []
    for err in exc.errors(include_url=False):
        where = ".".join(str(part) for part in err["loc"]) or "arguments"
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
        text += f" Expected: {describe_params(params)}."
    return text
