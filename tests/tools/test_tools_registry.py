"""The registry: registration, profile filtering, removal, schemas."""

from __future__ import annotations

import json
from typing import Any, get_args

import jsonschema
import pytest
from pydantic import BaseModel, Field

from brain.tools import Label, Tool, ToolContext, ToolParams, ToolRegistry, default_registry, tool

CLIENT_TOOLS = {
    "client_file_read",
    "client_file_list",
    "client_file_write",
    "client_file_edit",
    "client_exec_run",
}
EXPECTED = {
    "project_create",
    "set_language",
    "project_list",
    "project_open",
    "project_archive",
    "process_list",
    "process_observe",
    "process_command",
    "inbox_forward_to_user",
    "inbox_list",
    "inbox_read",
    "peer_notify",
    "schedule_add",
    "schedule_list",
    "schedule_remove",
    "memory_remember",
    "memory_correct",
    "memory_forget",
    "memory_recall",
    "doc_create",
    "doc_read",
    "doc_edit",
    "doc_list",
    "scratchpad_read",
    "scratchpad_write",
    "work_exec_run",
    "work_exec_status",
    "work_exec_kill",
    "how_do_i",
    "web_search",
    "web_fetch",
} | CLIENT_TOOLS


class EchoParams(ToolParams):
    text: str = Field(description="What to echo")


@tool(labels=["read-only"])
async def echo(ctx: ToolContext, p: EchoParams) -> str:
    """Echo the text back.

    Longer explanation that is not part of the description."""
    return p.text


def test_tool_decorator_takes_name_description_and_params() -> None:
    assert echo.name == "echo"
    assert echo.description == "Echo the text back."
    assert echo.params is EchoParams
    assert echo.labels == frozenset({"read-only"})
    assert echo.profiles == frozenset()
    assert echo.allowed_for("daemon")


def test_tool_decorator_rejects_a_function_without_params_model() -> None:
    async def bad(ctx: ToolContext, text: str) -> str:
        return text

    with pytest.raises(TypeError, match="pydantic model"):
        tool(labels=["read-only"])(bad)  # type: ignore[type-var]


def test_an_unresolvable_params_annotation_needs_params() -> None:
    class Local(ToolParams):
        n: int

    async def local(ctx: ToolContext, p: Local) -> str:
        """Local params."""
        return str(p.n)

    with pytest.raises(TypeError, match="pass params="):
        tool(labels=["read-only"])(local)
    assert tool(labels=["read-only"], params=Local)(local).params is Local


def test_duplicate_names_are_refused() -> None:
    registry = ToolRegistry()
    registry.register(echo)
    with pytest.raises(ValueError, match="echo"):
        registry.register(echo)
    assert registry.names() == ["echo"]
    assert registry.get("echo") is echo
    assert registry.get("nope") is None


def test_default_registry_has_every_builtin_once() -> None:
    registry = default_registry()
    assert set(registry.names()) == EXPECTED
    assert len(registry.names()) == len(EXPECTED)


def test_every_tool_has_valid_labels_and_a_description() -> None:
    labels = set(get_args(Label))
    for found in default_registry().available(None, "foot"):
        assert found.labels and found.labels <= labels, found.name
        assert 10 < len(found.description) <= 120, found.name


@pytest.mark.parametrize("profile", ["eddie", "web"])
def test_client_tools_are_removed_for_profiles_without_a_direct_client(profile: str) -> None:
    names = {t.name for t in default_registry().available(None, profile)}
    assert not names & CLIENT_TOOLS
    assert "work_exec_run" in names and "project_create" in names


@pytest.mark.parametrize("profile", ["foot", "mobile", "daemon"])
def test_client_tools_are_offered_to_a_direct_client(profile: str) -> None:
    names = {t.name for t in default_registry().available(None, profile)}
    assert names >= CLIENT_TOOLS


def test_every_client_tool_has_an_approval_path() -> None:
    """Risky client tools always ask; reads ask outside the granted folders (read_scope)."""
    registry = default_registry()
    for name in CLIENT_TOOLS:
        found = registry.get(name)
        assert found is not None and found.profiles == frozenset({"foot", "mobile", "daemon"})
        assert found.needs_approval is not None, name
    for found in registry.available(None, "foot"):
        # work_exec_run asks only for what its sandbox cannot grant (network, an unconfined host)
        if found.name not in CLIENT_TOOLS and found.name != "work_exec_run":
            assert found.needs_approval is None, found.name


def test_available_keeps_the_given_order_drops_removed_and_unknown() -> None:
    registry = default_registry()
    chosen = registry.available(
        ["doc_read", "nope", "client_file_read", "project_list", "doc_edit"],
        "foot",
        removed=["doc_edit"],
    )
    assert [t.name for t in chosen] == ["doc_read", "client_file_read", "project_list"]
    chosen = registry.available(["doc_read", "client_file_read"], "eddie")
    assert [t.name for t in chosen] == ["doc_read"]


def _walk(value: Any, path: str = "") -> list[str]:
    """Paths of every ``title`` key used as a schema keyword (not as a property name)."""
    found = []
    if isinstance(value, dict):
        for key, sub in value.items():
            if key == "title":
                found.append(path)
            if key == "properties":
                for name, prop in sub.items():
                    found += _walk(prop, f"{path}.properties.{name}")
            else:
                found += _walk(sub, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _walk(item, f"{path}[{index}]")
    return found


def test_schemas_are_valid_compact_openai_function_tools() -> None:
    registry = default_registry()
    tools = registry.available(None, "foot")
    schemas = registry.schemas(tools)
    assert [s["function"]["name"] for s in schemas] == [t.name for t in tools]
    for schema in schemas:
        assert schema["type"] == "function"
        params = schema["function"]["parameters"]
        jsonschema.Draft202012Validator.check_schema(params)
        assert params["type"] == "object"
        assert params.get("additionalProperties") is False
        assert not _walk(params), schema["function"]["name"]
        assert "anyOf" not in json.dumps(params)
    create = next(s for s in schemas if s["function"]["name"] == "project_create")
    props = create["function"]["parameters"]["properties"]
    assert set(props) == {"name", "title"}  # a parameter named "title" survives compaction
    assert create["function"]["parameters"]["required"] == ["name"]
    assert props["title"]["type"] == "string"
    run = next(s for s in schemas if s["function"]["name"] == "work_exec_run")
    run_props = run["function"]["parameters"]["properties"]
    assert run_props["language"]["enum"] == ["python", "shell"]
    assert run_props["timeout_s"]["maximum"] == 120


def test_schema_validates_what_the_model_sends() -> None:
    registry = default_registry()
    found = registry.get("process_observe")
    assert found is not None
    params = registry.schemas([found])[0]["function"]["parameters"]
    jsonschema.validate({"process": "garden_planner", "mode": "summary"}, params)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"process": "x", "mode": "loud"}, params)


def test_a_tool_without_params_has_an_empty_object_schema() -> None:
    found = default_registry().get("scratchpad_read")
    assert found is not None
    params = ToolRegistry().schemas([found])[0]["function"]["parameters"]
    assert params == {"additionalProperties": False, "properties": {}, "type": "object"}


class Extra(BaseModel):
    n: int


def test_an_extension_registers_through_the_same_path() -> None:
    async def double(ctx: ToolContext, p: Extra) -> dict[str, int]:
        """Double a number."""
        return {"n": p.n * 2}

    registry = default_registry()
    made = tool(labels=["read-only"], profiles=["daemon"])(double)
    registry.register(made)
    assert isinstance(made, Tool)
    assert made in registry.available(None, "daemon")
    assert made not in registry.available(None, "foot")
