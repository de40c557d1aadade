"""What the router offers when unsure, and the names it gives new work (found in a stranger's
first session: options "Create project it" / "Give it to it" that did nothing when picked).
The phrasings are written for this file, not taken from the router's examples or its eval."""

from __future__ import annotations

import pytest

from brain.router.router import IntentRouter

UNSURE_OR_NOT = [
    "start a project for my taxes and have a worker collect the receipts",
    "i need to sort out my insurance claim, can somebody take it",
    "the bike thing",
    "compare six photo editors and tell me which one to buy",
    "my tax stuff",
    "could someone look after the wedding seating",
    "garden: more shade plants please",
    "kannst du dich um die nebenkostenabrechnung kümmern",
    "compare four budgeting apps and recommend one",
    "i have to get my visa renewal done, can you put someone on it",
    "weigh up three running shoes for flat feet and suggest one",
]


@pytest.mark.parametrize("projects", [[], ["garden_planner", "bike_repair", "wedding"]])
@pytest.mark.parametrize("said", UNSURE_OR_NOT)
def test_every_option_offered_can_be_carried_out(
    router: IntentRouter, said: str, projects: list[str]
) -> None:
    route = router.route(said, projects=projects)
    if route.decision != "ask":
        return
    assert len(route.options) >= 2, route
    for option in route.options:
        assert option.args, option  # picking it acts: nothing left to guess
        assert not option.label.endswith(" it"), option.label
        assert " it " not in f" {option.label} ".replace("Give it to", ""), option.label


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("start a project for my taxes and have a worker collect the receipts", "taxes"),
        ("new project for the bathroom tiles, then get quotes from three shops", "bathroom_tiles"),
        ("find two laptops and compare them", "laptops"),
        ("could somebody rank these three tents for me", "tents"),
    ],
)
def test_new_work_is_named_after_what_it_is_about(
    router: IntentRouter, said: str, name: str
) -> None:
    route = router.route(said, projects=[])
    assert route.decision == "act", route
    assert name in (route.args.get("project"), route.args.get("name")), route.args


def test_a_project_name_stops_before_the_next_clause() -> None:
    from brain.router.new_name import new_project_name

    assert new_project_name("make a project called boat trip and ask a worker to plan it") == (
        "boat_trip",
        "boat trip",
    )
    assert new_project_name("projekt namens umzug und dann such mir kartons")[0] == "umzug"


def test_a_short_project_name_is_not_found_in_a_common_word() -> None:
    from brain.router import slots

    assert slots.find_project("find two laptops and compare them", ["band"]) is None
    assert slots.find_project("so and so said hi", ["band", "ands"]) is None
    found = slots.find_project("book the band for saturday", ["band"])
    assert found is not None and found.project == "band"


@pytest.mark.parametrize(
    "said",
    ["find me a good kindergarten near the office", "find me a decent plumber near the station"],
)
def test_a_greeting_is_never_offered_as_a_reading_of_a_request(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=[])
    assert all(o.target != "answer" for o in route.options), route


@pytest.mark.parametrize(
    "said", ["any tips for a crispy french onion soup", "whats a good german white wine under 10€"]
)
def test_a_language_word_for_a_kind_of_thing_switches_nothing(
    router: IntentRouter, said: str
) -> None:
    assert router.route(said, projects=[]).target != "set_language"


@pytest.mark.parametrize(
    ("said", "code"),
    [
        ("from now on reply in spanish", "es"),
        ("lass uns deutsch reden", "de"),
        ("english pls", "en"),
    ],
)
def test_asking_for_a_language_to_be_spoken_switches(
    router: IntentRouter, said: str, code: str
) -> None:
    route = router.route(said, projects=[])
    assert (route.target, route.args.get("language")) == ("set_language", code), route


@pytest.mark.parametrize(
    "said", ["did i ever tell you where my sister lives", "have i ever mentioned my shoe size"]
)
def test_did_i_ever_tell_you_asks_eddie_s_memory(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=[]).target == "memory_recall"
