"""Work asked for after filler that made the router read a fact to remember ("btw make a rough
itinerary for our japan holiday": issue 14, held-out set 14) goes to the project it fits; a
fact after the same filler is still remembered."""

from __future__ import annotations

from pathlib import Path

from brain.router.hub import route_for_hub
from brain.router.statements import is_statement
from tests.router.conftest import brain_with


async def test_work_after_btw_goes_to_the_project_it_fits(tmp_path: Path) -> None:
    async for opened in brain_with(tmp_path, ("portugal_trip", "garden")):
        said = "btw put together a packing list for lisbon and porto, we fly on the 3rd"
        route = await route_for_hub(opened.deps, said)
        assert (route.target, route.args.get("project")) == ("delegate_project", "portugal_trip")
        fact = await route_for_hub(opened.deps, "btw my sister lives in porto")
        assert fact.target == "memory_remember", fact


def test_an_order_is_no_statement_but_a_fact_is() -> None:
    assert not is_statement("make a rough plan for the week")
    assert not is_statement("such mal günstige flüge raus")
    assert is_statement("my sister lives in porto")


async def test_a_polite_order_after_btw_is_work_and_running_shoes_are_no_status(
    tmp_path: Path,
) -> None:
    async for opened in brain_with(tmp_path, ("kitchen", "marathon")):
        said = "btw could you look up dishwashers that fit a 45cm gap and compare the noise"
        route = await route_for_hub(opened.deps, said)
        assert (route.target, route.args.get("project")) == ("delegate_project", "kitchen")
        shoes = await route_for_hub(opened.deps, "remember my running shoes are size 44.5")
        assert shoes.target == "memory_remember", shoes
