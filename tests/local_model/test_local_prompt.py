"""Tool-call emulation and prompt compaction for the local model (pure functions, no model)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from brain.llm.local_prompt import (
    SYSTEM_CHARS,
    AnswerStream,
    ToolChoice,
    compact_messages,
    inline_refs,
    parse_tool_reply,
    pick_tools,
    reply_schema,
    small_model_functions,
    small_schema,
)

from .conftest import PROJECT_CREATE

FUNCTIONS: list[dict[str, Any]] = [
    PROJECT_CREATE["function"],
    {"name": "project_list", "description": "List all projects. Sorted by name."},
]


def test_reply_schema_is_one_of_the_tools_or_an_answer() -> None:
    schema = reply_schema(FUNCTIONS, max_tokens=100)
    create, listing, answer = schema["anyOf"]
    assert create["required"] == ["project_create"]
    name = create["properties"]["project_create"]["properties"]["name"]
    # Descriptions dropped; strings bounded so a call fits in max_tokens (2 characters/token).
    assert name == {"type": "string", "maxLength": (100 - 16) * 2}
    long_budget = reply_schema(FUNCTIONS, max_tokens=1000)["anyOf"][0]
    assert long_budget["properties"]["project_create"]["properties"]["name"]["maxLength"] == 200
    assert listing["properties"]["project_list"] == {
        "type": "object",
        "properties": {},
        "additionalProperties": False,
    }
    assert answer["properties"]["answer"]["maxLength"] == (100 - 12) * 3


def test_reply_schema_without_answer_when_a_tool_is_required() -> None:
    functions, allow_answer = pick_tools([PROJECT_CREATE], "required")
    schema = reply_schema(functions, 100, allow_answer=allow_answer)
    assert schema["required"] == ["project_create"]  # a single option, no anyOf


@pytest.mark.parametrize(
    ("tool_choice", "names", "allow_answer"),
    [
        (None, ["project_create", "project_list"], True),
        ("auto", ["project_create", "project_list"], True),
        ("none", [], True),
        ("required", ["project_create", "project_list"], False),
        ({"type": "function", "function": {"name": "project_list"}}, ["project_list"], False),
    ],
)
def test_pick_tools(tool_choice: Any, names: list[str], allow_answer: bool) -> None:
    tools = [{"type": "function", "function": f} for f in FUNCTIONS]
    functions, answer = pick_tools(tools, tool_choice)
    assert [f["name"] for f in functions] == names
    assert answer is allow_answer


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (
            '{"project_create": {"name": "garden"}}',
            ToolChoice("project_create", {"name": "garden"}),
        ),
        ('{ "project_list" : { } }', ToolChoice("project_list", {})),
        ('{"answer": " Paris "}', "Paris"),
        ('{"project_create": {"name": "  "}}', None),  # required argument blank
        ('{"project_create": {}}', None),  # required argument missing
        ('{"delete_everything": {}}', None),  # not offered
        ('{"answer": "cut off', None),  # not JSON
        ('{"answer": ""}', None),
    ],
)
def test_parse_tool_reply(raw: str, expected: ToolChoice | str | None) -> None:
    assert parse_tool_reply(raw, FUNCTIONS) == expected


def test_answer_stream_yields_text_while_the_json_arrives() -> None:
    stream = AnswerStream()
    raw = json.dumps({"answer": 'Say "hi"\n\u00e9 \U0001f600 done'})
    pieces = [stream.feed(raw[i : i + 3]) for i in range(0, len(raw), 3)]
    assert "".join(pieces) == 'Say "hi"\n\u00e9 \U0001f600 done'
    assert sum(1 for p in pieces if p) > 5  # progressive, not all at the end
    assert stream.raw == raw


def test_answer_stream_ignores_tool_calls() -> None:
    stream = AnswerStream()
    assert stream.feed('{"project_create": {"name": "answer"}}') == ""
    assert stream.text == ""


def test_compact_messages_shortens_and_lists_tools() -> None:
    system = "You are Eddie. " + "Follow the rules carefully. " * 100
    messages = [{"role": "system", "content": system}, {"role": "user", "content": "hi"}]
    out = compact_messages(messages, FUNCTIONS)
    head = out[0]["content"]
    assert out[0]["role"] == "system"
    assert len(head.split("\n\n")[0]) <= SYSTEM_CHARS
    assert "- project_create(name): Create a new project with the given name." in head
    assert "- project_list(): List all projects." in head  # the first sentence only
    assert out[1:] == [{"role": "user", "content": "hi"}]


def test_compact_messages_turns_tool_traffic_into_plain_turns() -> None:
    call = {"name": "project_create", "arguments": '{"name": "garden"}'}
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "create garden"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c1", "type": "function", "function": call}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "created project garden"},
    ]
    out = compact_messages(messages, [])
    assert out[1] == {"role": "assistant", "content": '{"project_create": {"name": "garden"}}'}
    assert out[2] == {"role": "user", "content": "Result of project_create: created project garden"}


def test_the_prompt_prefix_is_stable_between_turns() -> None:
    turn1 = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "a"}]
    turn2 = [*turn1, {"role": "assistant", "content": "b"}, {"role": "user", "content": "c"}]
    first, second = compact_messages(turn1, FUNCTIONS), compact_messages(turn2, FUNCTIONS)
    assert second[: len(first)] == first


def test_a_function_named_answer_folds_into_the_plain_answer() -> None:
    answer = {"name": "answer", "parameters": {"type": "object", "properties": {}}}
    tools = [{"type": "function", "function": f} for f in [*FUNCTIONS, answer]]
    functions, allow_answer = pick_tools(tools, "auto")
    assert [f["name"] for f in functions] == ["project_create", "project_list"]
    assert allow_answer
    functions, allow_answer = pick_tools(tools, "required")  # then it is the only way to answer
    assert "answer" in [f["name"] for f in functions] and not allow_answer


def test_references_to_definitions_are_inlined() -> None:
    schema = {
        "$defs": {
            "Item": {
                "type": "object",
                "properties": {"title": {"type": "string"}, "children": {"$ref": "#/$defs/Item"}},
                "required": ["title"],
            }
        },
        "type": "object",
        "properties": {
            "items": {"type": "array", "items": {"$ref": "#/$defs/Item"}},
            "main": {"allOf": [{"$ref": "#/$defs/Item"}], "description": "The main one."},
        },
    }
    inlined = inline_refs(schema)
    item = inlined["properties"]["items"]["items"]
    assert "$defs" not in inlined
    assert item["properties"]["title"] == {"type": "string"}
    assert item["properties"]["children"] == {}  # recursive: any value
    small = small_schema(schema, chars=50)
    assert small["properties"]["items"]["items"]["required"] == ["title"]
    assert small["properties"]["items"]["maxItems"] == 8
    assert small["properties"]["main"]["properties"]["title"] == {"type": "string", "maxLength": 50}


def test_a_small_model_sees_required_parameters_and_one_line_descriptions() -> None:
    function = {
        "name": "project_create",
        "description": "Create a project (a work area for workers). An existing one is reused.",
        "parameters": {
            "type": "object",
            "properties": {"name": {"type": "string"}, "title": {"type": "string"}},
            "required": ["name"],
        },
    }
    (small,) = small_model_functions([function])
    assert small["description"] == "Create a project."
    assert small["parameters"]["properties"] == {"name": {"type": "string"}}
    assert small["parameters"]["required"] == ["name"]
    assert function["parameters"]["properties"]["title"]  # the original is left alone


def test_small_schema_never_leaves_an_empty_items_or_an_unknown_required() -> None:
    schema = {
        "type": "object",
        "properties": {"todos": {"type": "array", "items": {"$ref": "#/$defs/Gone"}}},
        "required": ["todos", "missing"],
    }
    small = small_schema(schema)
    assert small["required"] == ["todos"]
    assert small["properties"]["todos"] == {"type": "array", "maxItems": 8}


def test_tool_lines_end_with_the_way_to_answer() -> None:
    head = compact_messages([{"role": "user", "content": "hi"}], FUNCTIONS)[0]["content"]
    lines = head.splitlines()
    assert lines[-2] == 'To reply to the user without a tool: {"answer": "<reply>"}.'
    assert lines[-1] == "Reply with JSON only."
    required = compact_messages([], FUNCTIONS, allow_answer=False)[0]["content"]
    assert '"answer"' not in required


def test_later_system_notes_stay_in_place_unless_compact() -> None:
    messages = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "a"},
        {"role": "assistant", "content": "b"},
        {"role": "system", "content": "## Context\nProjects: garden."},
        {"role": "user", "content": "c"},
    ]
    out = compact_messages(messages, [], compact=False)
    assert out[0] == {"role": "system", "content": "Be brief."}
    assert out[3] == {"role": "system", "content": "## Context\nProjects: garden."}
    assert out[4] == {"role": "user", "content": "c"}
    assert [m["role"] for m in compact_messages(messages, [])] == [
        "system",
        "user",
        "assistant",
        "user",
    ]
    # On the first turn the note follows the system prompt directly; the head is the same.
    first = compact_messages([messages[0], *messages[3:]], FUNCTIONS)
    later = compact_messages(messages, FUNCTIONS)
    assert first[0] == later[0]
