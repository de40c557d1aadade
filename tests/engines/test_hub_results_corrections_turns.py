"""Whole offline turns: what came back of a piece of work is read from the inbox, and a recap
said after its day ("jeden montag fass mir zusammen, was …") is set as a weekly job."""

from __future__ import annotations

from tests.engines.conftest import Hub
from tests.engines.test_hub_german import answer


async def test_what_a_worker_sent_over_is_read(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("home_budget")
    inbox = small_hub.client.brain.deps.inbox
    for source, title, body in (
        ("arthur · home_budget", "Grocery costs by week", "Groceries ran 412 euros in May."),
        ("arthur · school_fair", "Stall price list", "Cakes 2 euros, coffee 1 euro."),
    ):
        await inbox.add(source=source, title=title, body=body, notify_session=None)
    said_back = await answer(small_hub, "let me see what the budget worker sent over")
    assert "412 euros" in said_back, said_back


async def test_a_recap_said_after_its_day_is_set_weekly(small_hub: Hub) -> None:
    await small_hub.client.brain.deps.projects.create("photo_book")
    await small_hub.say("jeden montag fass mir zusammen, was beim photo book passiert ist")
    [schedule] = await small_hub.client.brain.deps.schedules.all()
    assert (schedule.cron.split()[-1], schedule.project) == ("1", "photo_book"), schedule
