"""Prompt and tool-call emulation for the small local model (pure functions, no llama.cpp).

- :func:`pick_tools` narrows the offered tools by ``tool_choice``.
- :func:`reply_schema` is the JSON schema a constrained reply follows: either
  ``{"<tool name>": {arguments}}`` or ``{"answer": "…"}``; :func:`parse_tool_reply` reads it
  back, and :class:`AnswerStream` pulls the answer text out while it is generated.
- :func:`compact_messages` turns OpenAI-style messages (tool calls and results included)
  into plain role/content turns with the tool list in the system prompt, shortened for a
  small model.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

SYSTEM_CHARS = 600
DESCRIPTION_CHARS = 90
TOOL_RESULT_CHARS = 600
STRING_CHARS = 200
ANSWER = "answer"
"""The reply key for a plain answer: ``{"answer": "…"}``."""


@dataclass(frozen=True)
class ToolChoice:
    """A tool the model chose, with arguments that passed validation."""

    name: str
    arguments: dict[str, Any]


def pick_tools(tools: Any, tool_choice: Any) -> tuple[list[dict[str, Any]], bool]:
    """The offered functions narrowed by ``tool_choice``, and whether a plain answer is allowed."""
    functions = [
        t["function"]
        for t in tools or ()
        if isinstance(t, dict) and isinstance(t.get("function"), dict)
    ]
    if not functions or tool_choice == "none":
        return [], True
    if isinstance(tool_choice, dict):
        wanted = (tool_choice.get("function") or {}).get("name")
        return [f for f in functions if f.get("name") == wanted] or functions, False
    if tool_choice == "required":
        return functions, False
    # A function named like the reply's own "answer" key would collide with it; a plain
    # answer is what it means (an ``answer`` action is a plain-text reply).
    return [f for f in functions if f.get("name") != ANSWER], True


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its local references (``{"$ref": "#/$defs/Name"}``, as pydantic writes
    nested models) replaced by the definitions, and the ``$defs`` dropped.

    A reference to a type being defined (a recursive model) or to an unknown place becomes
    ``{}`` (any value): a grammar cannot spell out an endless type anyway.
    """
    defs: dict[str, Any] = {**schema.get("definitions", {}), **schema.get("$defs", {})}

    def resolve(node: Any, seen: frozenset[str]) -> Any:
        if isinstance(node, list):
            return [resolve(item, seen) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        rest = {k: v for k, v in node.items() if k not in ("$ref", "$defs", "definitions")}
        if not isinstance(ref, str):
            return {k: resolve(v, seen) for k, v in rest.items()}
        name = ref.rsplit("/", 1)[-1]
        target = defs.get(name) if ref.startswith(("#/$defs/", "#/definitions/")) else None
        if not isinstance(target, dict) or name in seen:
            return {k: resolve(v, seen) for k, v in rest.items()}
        return resolve({**target, **rest}, seen | {name})

    resolved: dict[str, Any] = resolve(schema, frozenset())
    return resolved


def small_schema(schema: dict[str, Any], chars: int = STRING_CHARS) -> dict[str, Any]:
    """A tool's parameter schema cut to what a grammar needs, strings at most ``chars`` long.

    References are inlined first (:func:`inline_refs`); descriptions, titles and defaults
    go; arrays hold at most 8 items; objects take no properties beyond the listed ones.
    """
    return _small(inline_refs(schema), chars)


def _small(schema: dict[str, Any], chars: int) -> dict[str, Any]:
    if isinstance(schema.get("allOf"), list):  # e.g. {"allOf": [{"$ref": …}]}: one schema
        merged = {k: v for k, v in schema.items() if k != "allOf"}
        for part in schema["allOf"]:
            merged = {**part, **merged} if isinstance(part, dict) else merged
        schema = merged
    keep = ("type", "enum", "const", "minimum", "maximum", "minLength", "maxLength")
    out: dict[str, Any] = {k: schema[k] for k in keep if k in schema}
    if isinstance(schema.get("properties"), dict):
        out["properties"] = {k: _small(v, chars) for k, v in schema["properties"].items()}
        out["additionalProperties"] = False
        # Only properties the grammar can produce can be required.
        required = [n for n in schema.get("required", ()) if n in out["properties"]]
        if required:
            out["required"] = required
    if isinstance(schema.get("items"), dict):
        if items := _small(schema["items"], chars):
            out["items"] = items  # an empty ``items`` breaks llama-cpp's grammar builder
        out["maxItems"] = min(int(schema.get("maxItems", 8)), 8)
        if "minItems" in schema:
            out["minItems"] = min(int(schema["minItems"]), out["maxItems"])
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list):
            out["anyOf"] = [_small(s, chars) for s in schema[key] if isinstance(s, dict)]
    types = out.get("type")
    if (types == "string" or (isinstance(types, list) and "string" in types)) and "enum" not in out:
        out["maxLength"] = min(int(out.get("maxLength", chars)), chars)
    return out


def reply_schema(
    functions: list[dict[str, Any]], max_tokens: int, *, allow_answer: bool = True
) -> dict[str, Any]:
    """The JSON schema of a reply: ``{"<tool>": {arguments}}`` for one tool, or ``{"answer": …}``.

    The tool name as the key (rather than ``{"tool": name, "arguments": …}``) lets the model
    pick the tool at its first token; with SmolLM2-135M that chose right in 18 of 27 test
    prompts against 12 of 27, and needs fewer tokens.
    """
    # Strings short enough that a tool call fits in max_tokens (~2 characters per token
    # at worst); a call cut off by max_tokens would be lost.
    chars = max(16, min(STRING_CHARS, (max_tokens - 16) * 2))
    options: list[dict[str, Any]] = []
    for function in functions:
        params = function.get("parameters") or {"type": "object", "properties": {}}
        options.append(_one_key(function["name"], small_schema(params, chars)))
    if allow_answer:
        limit = max(40, min(1000, (max_tokens - 12) * 3))  # ~3 characters per token
        options.append(_one_key("answer", {"type": "string", "minLength": 1, "maxLength": limit}))
    return options[0] if len(options) == 1 else {"anyOf": options}


def _one_key(key: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {key: schema},
        "required": [key],
        "additionalProperties": False,
    }


def parse_tool_reply(raw: str, functions: list[dict[str, Any]]) -> ToolChoice | str | None:
    """A constrained reply as a valid tool choice or answer text; None when unusable."""
    try:
        data = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(data, dict) or len(data) != 1:
        return None
    ((key, value),) = data.items()
    if key == ANSWER and isinstance(value, str):
        return value.strip() or None
    function = next((f for f in functions if f.get("name") == key), None)
    if function is None or not isinstance(value, dict):
        return None
    for name in (function.get("parameters") or {}).get("required", ()):
        argument = value.get(name)
        if argument is None or (isinstance(argument, str) and not argument.strip()):
            return None
    return ToolChoice(key, value)


def already_called(messages: list[dict[str, Any]], choice: ToolChoice) -> bool:
    """Whether ``choice`` repeats a tool call made since the user last spoke (same tool,
    same arguments): its result is already in the conversation. A small model otherwise
    calls the same tool again and again until the step limit."""
    wanted = (choice.name, _canonical(choice.arguments))
    for message in reversed(messages):
        if message.get("role") == "user":
            return False
        for call in message.get("tool_calls") or ():
            function = call.get("function") or {}
            if (function.get("name"), _canonical(_json(function.get("arguments")))) == wanted:
                return True
    return False


def _canonical(arguments: Any) -> str:
    return json.dumps(arguments, sort_keys=True)


class AnswerStream:
    """Pulls the text of ``{"answer": "…"}`` out of JSON while it is being generated."""

    _HEAD = re.compile(r'\s*\{\s*"answer"\s*:\s*"')

    def __init__(self) -> None:
        self.raw = ""
        self.text = ""
        self._pos: int | None = None  # where the undecoded part of the string starts
        self._closed = False

    def feed(self, piece: str) -> str:
        """Add generated text; return the answer text that became known."""
        self.raw += piece
        if self._pos is None:
            head = self._HEAD.match(self.raw)
            if head is None:
                return ""
            self._pos = head.end()
        out: list[str] = []
        raw, i = self.raw, self._pos
        while i < len(raw) and not self._closed:
            char = raw[i]
            if char == '"':
                self._closed = True
            elif char != "\\":
                out.append(char)
            else:
                size = 6 if raw[i + 1 : i + 2] == "u" else 2
                if size == 6 and raw[i + 2 : i + 4].lower() in ("d8", "d9", "da", "db"):
                    size = 12  # a surrogate pair (e.g. an emoji)
                if i + size > len(raw):
                    break
                out.append(json.loads(f'"{raw[i : i + size]}"'))
                i += size
                continue
            i += 1
        self._pos = i
        text = "".join(out)
        self.text += text
        return text


def _text(content: Any) -> str:
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def _shorten(text: str, limit: int) -> str:
    """Whitespace collapsed and cut to ``limit`` characters, at a sentence end if one is near."""
    text = re.sub(r"\n{3,}", "\n\n", re.sub(r"[ \t]+", " ", text)).strip()
    if len(text) <= limit:
        return text
    cut = text[:limit]
    end = max(cut.rfind(". "), cut.rfind("\n"))
    return (cut[: end + 1] if end > limit // 2 else cut).strip()


def small_model_functions(functions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tools as a small model sees them: required parameters only (the others keep
    their defaults) and a one-line description, the first sentence without asides in
    parentheses. Fewer choices and a shorter prompt; a 135M model fills optional
    parameters mostly with noise."""
    out: list[dict[str, Any]] = []
    for function in functions:
        params = dict(function.get("parameters") or {"type": "object", "properties": {}})
        properties = params.get("properties") or {}
        required = [name for name in params.get("required", ()) if name in properties]
        params["properties"] = {name: properties[name] for name in required}
        params["required"] = required
        about = re.split(r"(?<=\.)\s", _text(function.get("description")).strip())[0]
        about = _shorten(re.sub(r"\s*\([^)]*\)", "", about), DESCRIPTION_CHARS)
        out.append({**function, "description": about, "parameters": params})
    return out


def _tool_lines(functions: list[dict[str, Any]], allow_answer: bool, compact: bool) -> str:
    """The tool list and the reply format, the way to answer last (a small model leans
    towards what it read last, and answering is the safe choice)."""
    lines = ['Tools (reply {"<tool>": {arguments}} to use one):']
    for function in functions:
        params = function.get("parameters") or {}
        required = set(params.get("required", ()))
        names = [n if n in required else f"{n}?" for n in params.get("properties") or {}]
        about = _text(function.get("description"))
        about = _shorten(re.split(r"(?<=\.)\s", about)[0], DESCRIPTION_CHARS) if compact else about
        lines.append(f"- {function['name']}({', '.join(names)}): {about}".rstrip(": "))
    if allow_answer:
        lines.append('To reply to the user without a tool: {"answer": "<reply>"}.')
    lines.append("Reply with JSON only.")
    return "\n".join(lines)


def compact_messages(
    messages: list[dict[str, Any]],
    functions: list[dict[str, Any]],
    *,
    allow_answer: bool = True,
    compact: bool = True,
) -> list[dict[str, str]]:
    """OpenAI-style messages as plain role/content pairs a small model's template accepts.

    The first system message (shortened when ``compact``) with the tool list appended comes
    first; it depends only on the system prompt and the tools, so it stays byte-identical
    between turns (llama.cpp then reuses its KV cache). Later system messages (notes such
    as the current context) stay where they are, unless ``compact``: SmolLM2-135M took a
    note like "Projects: none yet." for a request (``project_list`` for "how do I create a
    project?"; 33 instead of 34 of 39 routing evals). Tool calls become the JSON the model
    itself emits; tool results become user messages.
    """
    lead = 1 if messages and messages[0].get("role") == "system" else 0
    system = _text(messages[0].get("content")) if lead else ""
    system = _shorten(system, SYSTEM_CHARS) if compact else system.strip()
    if functions:
        system = f"{system}\n\n{_tool_lines(functions, allow_answer, compact)}".strip()
    out = [{"role": "system", "content": system}] if system else []
    names: dict[str, str] = {}
    for message in messages[lead:]:
        role, content = message.get("role"), _text(message.get("content"))
        if role == "assistant":
            calls = [call.get("function") or {} for call in message.get("tool_calls") or ()]
            for call, function in zip(message.get("tool_calls") or (), calls, strict=True):
                names[call.get("id", "")] = function.get("name", "")
            replies = [json.dumps({f.get("name"): _json(f.get("arguments"))}) for f in calls]
            out.append({"role": "assistant", "content": "\n".join([content, *replies]).strip()})
        elif role == "tool":
            name = message.get("name") or names.get(message.get("tool_call_id", ""), "the tool")
            result = _shorten(content, TOOL_RESULT_CHARS) if compact else content
            out.append({"role": "user", "content": f"Result of {name}: {result}"})
        elif role == "system" and not compact:
            out.append({"role": "system", "content": content.strip()})
        elif role != "system":
            out.append({"role": "user", "content": content})
    return out


def _json(text: Any) -> Any:
    try:
        return json.loads(text) if isinstance(text, str) else text
    except ValueError:
        return text
