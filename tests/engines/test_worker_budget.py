"""Used/allowed tokens of each worker reach the client (issue 10 item 4), for the HUD and
scripts; the cap comes from the delegation or the engine's default in the settings."""

from __future__ import annotations

from brain.llm.scripted import Reply, ScriptedToolCall
from tests.engines.conftest import Hub, call


async def _delegate_with_tiny_budget(hub: Hub, budget: int) -> None:
    hub.script.add(
        "eddie", call("delegate_project", project="soil", task="Test the soil.", budget=budget)
    )
    await hub.say("have a worker in soil test the soil")


async def test_used_of_allowed_reaches_the_client(hub: Hub) -> None:
    hub.script.add("arthur", Reply(text="The soil is slightly acidic."))
    await _delegate_with_tiny_budget(hub, 50)
    [waiting] = await hub.client.budgets()
    assert (waiting.engine, waiting.used, waiting.allowed, waiting.at_cap) == (
        "arthur",
        0,
        50,
        True,
    )
    assert waiting.label == "0/50 tok"
    await hub.say("extend")
    [going] = await hub.client.budgets(active_only=False)
    assert going.allowed == 100_050 and not going.at_cap
    assert going.used > 0 and going.label.endswith("/100.0k tok")


async def test_default_budget_per_engine_from_settings(hub: Hub) -> None:
    brain = hub.client.brain
    await brain.settings_cascade.set(
        "budget.default.arthur", 20, scope="tenant", scope_id=brain.home.tenant_id
    )
    hub.script.add("eddie", call("delegate_project", project="soil", task="Test the soil."))
    await hub.say("have a worker in soil test the soil")
    [worker] = await hub.client.budgets()
    assert worker.allowed == 20 and worker.at_cap and worker.used == 0


def _big_note() -> Reply:
    """A tool call whose arguments alone cost ~40k tokens: the next call would pass the cap."""
    return Reply(
        tool_calls=[
            ScriptedToolCall(name="scratchpad_write", arguments={"content": "x" * 160_000})
        ],
        chunk_chars=200_000,
    )


def _tool_results(hub: Hub, engine: str) -> list[list[str]]:
    return [
        [str(m["content"]) for m in messages if m["role"] == "tool"]
        for who, messages in hub.script.seen
        if who == engine
    ]


async def test_work_done_before_the_cap_is_kept_when_extended(hub: Hub) -> None:
    hub.script.add("arthur", _big_note(), Reply(text="Notes written, the soil is acidic."))
    await _delegate_with_tiny_budget(hub, 20_000)
    [waiting] = await hub.client.budgets()
    assert waiting.at_cap and waiting.used > 20_000  # the first call went over, no second
    assert len(_tool_results(hub, "arthur")) == 1
    await hub.say("extend")
    said = [m.content for m in await hub.eddie_said()]
    assert said[-1] == "Notes written, the soil is acidic."
    first, second = _tool_results(hub, "arthur")
    assert first == [] and len(second) == 1  # the scratchpad result is in the next call


async def test_finish_gets_the_work_before_the_cap_as_a_note(hub: Hub) -> None:
    hub.script.add("arthur", _big_note(), Reply(text="Here is what I found."))
    await _delegate_with_tiny_budget(hub, 20_000)
    await hub.say("finish")
    said = [m.content for m in await hub.eddie_said()]
    assert said[-1] == "Here is what I found."
    last = [m for who, m in hub.script.seen if who == "arthur"][-1]
    notes = [str(m["content"]) for m in last if m["role"] == "user"]
    assert "you called scratchpad_write" in notes[-1]
