"""A greeting that asks how Eddie is ("na, alles klar?") is that question, not a bare hello;
"alles klar" on its own gets a reply that fits both readings (all is well, and help)."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath
from brain.router import IntentRouter, route_turn
from brain.router.greeting import greeting_reply, just_greeting

PROJECTS = ["garden_planner", "tax_return"]


@pytest.mark.parametrize("said", ["na, alles klar?", "alles gut bei dir", "moin, alles fit?"])
def test_a_greeting_that_asks_how_eddie_is_gets_no_canned_hello(
    router: IntentRouter, said: str
) -> None:
    assert not just_greeting(said)
    route = route_turn(router, said, projects=PROJECTS, fast=FastPath.bundled(), language="de")
    assert not (route.reply or "").startswith("Hallo!"), route


def test_alles_klar_alone_is_answered_as_all_is_well() -> None:
    assert greeting_reply("alles klar", "de") == (
        "Alles klar bei mir, danke! Was kann ich für dich tun?"
    )
    assert greeting_reply("alles klar, danke", "de") == "Gern geschehen!"
    assert greeting_reply("hallo", "de") == "Hallo! Was kann ich für dich tun?"
