"""Used/allowed tokens of each worker reach the client (issue 10 item 4), for the HUD and
scripts; the cap comes from the delegation or the engine's default in the settings."""

from __future__ import annotations

from brain.llm.scripted import Reply
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
