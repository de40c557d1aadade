"""The router inside a real brain: the user's projects come from the store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from brain.config import Paths, Settings
from brain.core import Brain
from brain.router.hub import hub_targets, route_for_hub


@pytest.fixture
async def brain(tmp_path: Path) -> AsyncIterator[Brain]:
    root = tmp_path / "brain"
    paths = Paths(config_dir=root / "config", data_dir=root / "data", log_dir=root / "logs")
    opened = await Brain.open(paths, Settings(), start_runtime=False)
    try:
        yield opened
    finally:
        await opened.close()


async def test_projects_in_the_store_are_resolved(brain: Brain) -> None:
    await brain.deps.projects.create("garden_planner")
    route = await route_for_hub(brain.deps, "stop the garden worker")
    assert (route.target, route.args) == (
        "process_command",
        {"process": "garden_planner", "command": "stop"},
    )
    match = route.as_fast_match()
    assert match is not None and match.tool == "process_command"


async def test_a_target_without_a_hub_tool_goes_to_the_model(brain: Brain) -> None:
    assert {"memory_forget", "project_create"} <= hub_targets()
    router = await brain.deps.router.router()
    said = "please drop the fact that i like jazz, forget it"
    assert router.route(said, available=hub_targets()).target == "memory_forget"
    without = hub_targets() - {"memory_forget"}  # e.g. a trimmed tool set
    assert router.route(said, available=without).decision == "model"


async def test_the_router_is_built_once_per_intents_document(brain: Brain) -> None:
    first = await brain.deps.router.router()
    assert await brain.deps.router.router() is first


def test_every_reading_label_is_a_valid_option_label() -> None:
    """The grey zone asks with the two likeliest readings as options: each label (with a
    one-word project filled in) must be a valid ask_user option (1 to 5 words)."""
    from importlib import resources

    import yaml

    from brain.actions import AskOption

    data = yaml.safe_load(
        resources.files("prompts").joinpath("router", "intents.yaml").read_text("utf-8")
    )
    labels = [
        str(v) for item in _walk(data) for k, v in item.items() if k == "label" and v is not None
    ]
    assert labels
    for label in labels:
        AskOption(label=label.format(project="garden", new_name="garden"))


def _walk(node: object) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    if isinstance(node, dict):
        found.append(node)
        for value in node.values():
            found += _walk(value)
    elif isinstance(node, list):
        for value in node:
            found += _walk(value)
    return found


async def test_asking_for_another_language_in_words_sets_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from brain.client import Client

    gguf = tmp_path / "tiny.gguf"
    gguf.write_bytes(b"GGUF fake weights")  # never loaded: the router acts before any model
    monkeypatch.setenv("VANCE_LOCAL_MODEL_PATH", str(gguf))
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(paths=paths, poll_seconds=0.02)
    try:
        session = await client.open_hub()
        said = await client.turn(session.id, "could you talk to me in german from now on")
        assert [m.content for m in said if m.role == "assistant"] == [
            "Ab jetzt spreche ich Deutsch mit dir."
        ]
        assert await client.language(session.id) == "de"
    finally:
        await client.close()


async def test_a_glossary_in_the_users_documents_is_used(brain: Brain) -> None:
    await brain.deps.projects.create("allotment")
    said = "öffne die datscha"  # a word of the user's own, in no bundled list
    assert (await route_for_hub(brain.deps, said)).args.get("name") != "allotment"
    await brain.deps.documents.write_user(
        "router/glossary.yaml",
        "version: 1\nextends: bundled\ngroups:\n  - [allotment, datscha]\n",
    )
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args) == ("project_open", {"name": "allotment"})
    await brain.deps.projects.create("wedding")
    route = await route_for_hub(brain.deps, "zeig mir die hochzeit")  # the bundled words stay
    assert (route.target, route.args) == ("project_open", {"name": "wedding"})


async def _worker_in(brain: Brain, project: str) -> None:
    from brain.models import SessionKind

    found = await brain.projects.find(project)
    assert found is not None
    await brain.sessions.create(
        found, kind=SessionKind.WORKER, engine="arthur", process_name="arthur"
    )


@pytest.mark.parametrize(
    "said",
    [
        "tell the garden guy to also look at plants that like shade",
        "sag dem band-worker noch, dass der proberaum max 300 kosten darf",
    ],
)
async def test_a_message_for_a_busy_worker_goes_to_it_without_asking(
    brain: Brain, said: str
) -> None:
    for name in ("garden", "band", "taxes"):
        await brain.deps.projects.create(name)
    asked = await route_for_hub(brain.deps, said)
    project = "garden" if "garden" in said else "band"
    await _worker_in(brain, project)
    route = await route_for_hub(brain.deps, said)
    assert (route.decision, route.target, route.args.get("target")) == (
        "act",
        "steer_project",
        project,
    ), route
    if asked.decision == "ask":  # with no worker there, the question stays
        assert {o.target for o in asked.options} >= {"steer_project"}


async def test_news_that_names_a_busy_project_goes_to_its_worker(brain: Brain) -> None:
    for name in ("garden", "band"):
        await brain.deps.projects.create(name)
    said = "fyi for whoever does the garden plan, the old shed is gone now"
    before = await route_for_hub(brain.deps, said)
    assert before.target != "steer_project"  # nobody works on garden yet
    await _worker_in(brain, "garden")
    route = await route_for_hub(brain.deps, said)
    assert (route.target, route.args.get("target")) == ("steer_project", "garden"), route
    plain = await route_for_hub(brain.deps, "fyi my sister is allergic to cats")
    assert plain.target == "memory_remember"  # names no project: a fact about the user
