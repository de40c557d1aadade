"""The intent router: act / ask / model, its actions, and the intents file."""

from __future__ import annotations

import pytest

from brain.actions import ACTION_ADAPTER
from brain.errors import ConfigError
from brain.fastpath import FastPath
from brain.router import IntentRouter, Route, parse_intents, route_turn
from brain.router.embedding import HashEmbedder, StaticEmbedder, wordllama_files

PROJECTS = ["garden_planner", "wedding_2026", "tax_return", "holiday_photos", "home_server"]


def test_an_indirect_status_question_lists_the_running_workers(router: IntentRouter) -> None:
    route = router.route("anything running at the moment?", projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "process_list")


def test_create_gets_a_clean_name_without_filler(router: IntentRouter) -> None:
    route = router.route("pls start a new project for my wedding 2026 pls", projects=[])
    assert (route.decision, route.target, route.args) == (
        "act",
        "project_create",
        {"name": "wedding_2026"},
    )


def test_the_garden_worker_is_garden_planner(router: IntentRouter) -> None:
    route = router.route("stop the garden worker", projects=PROJECTS)
    assert route.target == "process_command"
    assert route.args == {"process": "garden_planner", "command": "stop"}


def test_a_bare_project_name_asks_with_the_two_likeliest_readings(router: IntentRouter) -> None:
    route = router.route("garden", projects=PROJECTS)
    assert route.decision == "ask"
    assert [o.target for o in route.options] == ["project_open", "mediate"]
    match = route.as_fast_match()
    assert match is not None
    action = ACTION_ADAPTER.validate_python(match.final_action())
    assert action.type == "ask_user"
    assert [o.label for o in action.options or []] == [
        "Open garden_planner",
        "Talk to garden_planner directly",
    ]


def test_a_question_goes_to_the_model(router: IntentRouter) -> None:
    route = router.route("why is the sky blue", projects=PROJECTS)
    assert route.decision == "model"
    assert route.as_fast_match() is None


def test_german_works_whatever_the_chat_language(router: IntentRouter) -> None:
    route = router.route("was läuft gerade", projects=PROJECTS)
    assert route.target == "process_list"
    route = router.route("merk dir dass ich vegetarier bin", projects=PROJECTS)
    assert route.target == "memory_remember"
    assert route.language == "de"


def test_a_target_the_hub_lacks_goes_to_the_model(router: IntentRouter) -> None:
    route = router.route("forget that i like jazz", projects=PROJECTS, available={"project_list"})
    assert route.decision == "model"


def test_acts_become_valid_fast_path_actions(router: IntentRouter) -> None:
    for said in ("switch over to wedding", "tell the garden worker to skip the flowers", "hi"):
        route = router.route(said, projects=PROJECTS)
        match = route.as_fast_match()
        assert match is not None, said
        ACTION_ADAPTER.validate_python(match.final_action("done"))


def test_rules_keep_arithmetic(router: IntentRouter) -> None:
    route = route_turn(router, "whats 17 times 23", projects=PROJECTS, fast=FastPath.bundled())
    assert route.via == "rules"
    assert "391" in (route.reply or "")


def test_an_override_adds_examples_to_a_bundled_intent() -> None:
    override = parse_intents(
        "version: 1\nextends: bundled\nintents:\n  status:\n"
        "    target: process_list\n    examples: {en: [how are the minions]}\n"
    )
    assert "how are the minions" in override.intents["status"].examples["en"]
    assert "what is running" in override.intents["status"].examples["en"]
    router = IntentRouter(override, HashEmbedder())
    assert router.route("how are the minions", projects=[]).target == "process_list"


def test_a_broken_intents_file_names_the_problem() -> None:
    with pytest.raises(ConfigError, match=r"intents\.status\.target"):
        parse_intents("version: 1\nintents:\n  status: {target: Not A Tool, examples: {en: [x]}}")


def test_the_embedding_files_are_found_without_importing_the_package() -> None:
    import sys

    files = wordllama_files()
    if files is None:
        pytest.skip("wordllama is not installed")
    embedder = StaticEmbedder(*files)
    vectors = embedder.embed(["list my projects", "zeig meine projekte", "why is the sky blue"])
    assert "wordllama" not in sys.modules  # its own loader may try to download
    assert vectors.shape == (3, 256)
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[2])


def test_picking_an_option_acts_on_that_reading_with_its_arguments(router: IntentRouter) -> None:
    route = router.route("garden", projects=PROJECTS)
    again = Route.model_validate(route.model_dump())  # kept with the question, read back
    picked = again.picked("talk to garden_planner directly")
    assert picked is not None
    assert (picked.decision, picked.target, picked.args["target"]) == (
        "act",
        "mediate",
        "garden_planner",
    )
    assert again.picked("something else") is None


def test_which_project_asks_name_the_projects_and_keep_the_command(router: IntentRouter) -> None:
    route = router.route("stop the worker", projects=["garden_planner", "wedding_2026"])
    assert route.decision == "ask"
    assert [o.label for o in route.options] == ["garden_planner", "wedding_2026"]
    picked = route.picked("wedding_2026")
    assert picked is not None and picked.args == {"process": "wedding_2026", "command": "stop"}


def test_no_worker_is_stopped_without_a_word_for_stopping(router: IntentRouter) -> None:
    route = router.route("news for the garden worker: the soil is clay", projects=PROJECTS)
    assert route.target != "process_command"
    route = router.route("call off the wedding job", projects=PROJECTS)
    assert (route.target, route.args.get("process")) == ("process_command", "wedding_2026")


def test_dont_forget_is_remember_not_forget(router: IntentRouter) -> None:
    route = router.route("don't forget my flat is on the fourth floor", projects=PROJECTS)
    assert route.target == "memory_remember"
    assert "fourth floor" in route.args["fact"]


def test_a_two_word_greeting_is_no_task(router: IntentRouter) -> None:
    for said in ("hallo freunde", "hi folks", "moin leute"):
        route = router.route(said, projects=PROJECTS)
        assert route.target != "delegate_project", said


def test_a_long_request_is_judged_by_its_frame_not_its_topic(router: IntentRouter) -> None:
    said = "have the garden worker work out which berries cope with clay soil and little sun"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("delegate_project", "garden_planner")


def test_an_existing_project_is_not_created_again(router: IntentRouter) -> None:
    route = router.route("set up the home server with backups and a firewall", projects=PROJECTS)
    assert route.target != "project_create"


def test_cues_in_an_override_must_be_regular_expressions() -> None:
    with pytest.raises(ConfigError, match="not a regular expression"):
        parse_intents(
            "version: 1\nintents:\n  status: {target: process_list, cues: ['(oops'], "
            "examples: {en: [x]}}"
        )


def test_a_question_without_me_in_it_is_no_memory_recall(router: IntentRouter) -> None:
    route = router.route("why do birds migrate south", projects=PROJECTS)
    assert route.target != "memory_recall"


def test_words_addressed_to_a_worker_are_not_a_memory_command(router: IntentRouter) -> None:
    route = router.route("garden planner, forget the lawn, do the beds", projects=PROJECTS)
    assert route.target not in ("memory_forget", "memory_remember")


def test_a_question_about_the_weekend_is_no_help_request(router: IntentRouter) -> None:
    route = router.route("what should i do on a snowy saturday", projects=PROJECTS)
    assert route.target != "how_do_i"
    route = router.route("how do i turn the voice off", projects=PROJECTS)
    assert route.target == "how_do_i"


@pytest.mark.parametrize(
    "said",
    ["could you suggest a board game for four people", "any idea what i could get my mum"],
)
def test_asking_for_a_suggestion_is_a_question_not_work(router: IntentRouter, said: str) -> None:
    route = route_turn(router, said, projects=PROJECTS, fast=FastPath.bundled())
    assert route.target not in ("delegate_project", "process_list", "project_create")


def test_asking_someone_for_tips_is_work_for_a_worker(router: IntentRouter) -> None:
    route = route_turn(
        router,
        "get someone to gather tips on composting",
        projects=PROJECTS,
        fast=FastPath.bundled(),
    )
    assert route.target == "delegate_project"


@pytest.mark.parametrize(
    "said", ["my cat died last night", "who won the match this morning", "what does servus mean"]
)
def test_news_with_a_greeting_word_in_it_gets_no_canned_greeting(
    router: IntentRouter, said: str
) -> None:
    route = route_turn(router, said, projects=PROJECTS, fast=FastPath.bundled())
    assert (route.reply is None and route.target != "answer") or route.decision == "model"


def test_good_night_is_answered_as_one(router: IntentRouter) -> None:
    route = route_turn(router, "nite eddie, good night", projects=PROJECTS, fast=FastPath.bundled())
    assert route.reply is not None and "night" in route.reply.lower()


def test_texting_shorthand_is_read_as_words(router: IntentRouter) -> None:
    route = route_turn(router, "wat can u do for me", projects=PROJECTS, fast=FastPath.bundled())
    assert route.target == "how_do_i"


def test_a_hard_day_at_work_is_no_status_question(router: IntentRouter) -> None:
    said = "work is killing me today, so many meetings"
    route = route_turn(router, said, projects=PROJECTS, fast=FastPath.bundled())
    assert route.target != "process_list"


def _turn(router: IntentRouter, said: str) -> Route:
    return route_turn(router, said, projects=PROJECTS, fast=FastPath.bundled())


def test_a_new_project_is_named_after_what_it_is_for(router: IntentRouter) -> None:
    route = _turn(router, "could you set up a project for organising the school reunion")
    assert (route.target, route.args.get("name")) == ("project_create", "school_reunion")


def test_asking_for_anything_new_is_the_inbox_not_a_new_project(router: IntentRouter) -> None:
    assert _turn(router, "is there anything new?").target != "project_create"


def test_by_the_way_tells_a_fact_to_remember(router: IntentRouter) -> None:
    route = _turn(router, "btw my neighbour is called tom")
    assert route.target == "memory_remember"
    assert route.args["fact"] == "my neighbour is called tom"
    told = _turn(router, "just so you know my mum lives in porto")
    assert told.target == "memory_remember"


def test_switching_off_a_timer_is_no_new_timer(router: IntentRouter) -> None:
    assert _turn(router, "switch off the egg timer please").target != "schedule_add"


def test_the_bit_about_a_fact_is_forgotten_not_a_schedule(router: IntentRouter) -> None:
    assert _turn(router, "delete the thing about my old address").target == "memory_forget"


def test_stopping_a_project_with_a_reason_after_it_stops_it(router: IntentRouter) -> None:
    route = _turn(router, "halt the wedding worker, we found someone else after all")
    assert (route.target, route.args.get("process")) == ("process_command", "wedding_2026")


def test_a_project_name_ends_where_the_sentence_goes_on(router: IntentRouter) -> None:
    route = _turn(router, "make a new project for the garage sale things pls, it's chaos")
    assert (route.target, route.args.get("name")) == ("project_create", "garage_sale")


def test_saying_you_always_forget_something_at_a_time_is_a_reminder(router: IntentRouter) -> None:
    route = _turn(router, "i always forget to feed the fish at 7 in the morning")
    assert route.target == "schedule_add"
    assert route.args["prompt"] == "feed the fish" and route.args["kind"] == "reminder"


def test_cancelling_an_alarm_by_its_time_sets_none(router: IntentRouter) -> None:
    assert _turn(router, "cancel the 5:45 alarm, i'm off tomorrow").target == "schedule_remove"


def test_a_question_about_eddie_is_no_question_about_what_it_remembers(
    router: IntentRouter,
) -> None:
    assert _turn(router, "where were you made, eddie").target != "memory_recall"


def test_plans_for_the_weekend_are_no_help_question(router: IntentRouter) -> None:
    assert _turn(router, "what can we do next weekend with the kids").target != "how_do_i"
