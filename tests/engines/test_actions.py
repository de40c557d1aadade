"""The action union as the model sees it, and the shared ask_user pieces."""

from __future__ import annotations

import pytest

from brain.actions import (
    EDDIE_ACTIONS,
    ActionInvalid,
    AskOption,
    action_tools,
    match_option,
    parse_action,
    render_question,
)


def _required_are_defined(schema: dict) -> list[str]:
    problems = []
    defs = schema.get("$defs", {})
    for node in [schema, *defs.values()]:
        missing = set(node.get("required", [])) - set(node.get("properties", {}))
        problems += sorted(missing)
    return problems


@pytest.mark.parametrize("tool", action_tools(EDDIE_ACTIONS), ids=lambda t: t["function"]["name"])
def test_every_required_field_is_defined(tool: dict) -> None:
    parameters = tool["function"]["parameters"]
    assert _required_are_defined(parameters) == []
    assert "type" not in parameters["properties"]  # the name of the tool is the type


def test_todo_items_keep_their_title_field() -> None:
    (tool,) = action_tools(("todo_update",))
    item = tool["function"]["parameters"]["$defs"]["TodoItem"]
    assert "title" in item["properties"] and item["required"] == ["title"]


def test_parse_action_explains_what_is_wrong() -> None:
    with pytest.raises(ActionInvalid, match="2 to 4 options"):
        parse_action("ask_user", {"message": "Pick", "options": [{"label": "one"}]}, EDDIE_ACTIONS)
    with pytest.raises(ActionInvalid, match="not valid JSON"):
        parse_action("answer", "{oops", EDDIE_ACTIONS)
    with pytest.raises(ActionInvalid, match="not an action you can use here"):
        parse_action("delegate_project", {}, ("answer",))


def test_options_render_and_match_by_number_ordinal_and_label() -> None:
    options = [AskOption(label="Italian"), AskOption(label="Thai", description="spicy")]
    assert render_question("Which?", options) == "Which?\n\n1. **Italian**\n2. **Thai** — spicy"
    assert render_question("Free text?", None) == "Free text?"
    assert match_option("2", options) == "Thai"
    assert match_option("the second one", options) == "Thai"
    assert match_option("italian", options) == "Italian"
    assert match_option("5", options) is None
    assert match_option("something else", options) is None
    with pytest.raises(ValueError, match="1 to 5 words"):
        AskOption(label="a label that is far too long here")


def test_actions_and_tools_are_offered_through_one_definition() -> None:
    from brain.actions import ACTION_DEFINITIONS
    from brain.engines.toolbox import toolbox

    registry, _executor = toolbox()
    tools = registry.available(None, "foot")
    assert tools, "the built-in registry offers tools"
    assert {t.definition.kind for t in tools} == {"function"}
    assert {d.kind for d in ACTION_DEFINITIONS.values()} == {"output"}
    ask = ACTION_DEFINITIONS["ask_user"]
    assert ask.description == "Ask the user one question and wait for the answer."
    assert action_tools(("ask_user",)) == [ask.schema()]
    assert registry.schemas(tools[:1]) == [tools[0].definition.schema()]
