"""Loosely said commands (issue 14): what came back from the workers, a name asked for
"again" without "my", a project said to be nearly done, and a common word that only starts
like a project's name ("came" is no camera). Phrasings written for this file."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from brain.router import slots
from brain.router.router import IntentRouter

PROJECTS = ["cafe_plan", "film_camera", "sewing", "relocation"]


@pytest.mark.parametrize(
    "said",
    [
        "did the sewing thing send anything over",
        "anything come back while i was asleep?",
        "sind inzwischen ergebnisse eingetrudelt",
    ],
)
def test_what_came_back_is_the_inbox(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "inbox_list"


@pytest.mark.parametrize(
    "said", ["what was the name of tom's piano teacher again", "wie hieß die nachbarin nochmal"]
)
def test_a_name_asked_for_again_is_recalled(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "memory_recall"


def test_nearly_done_asks_for_the_status(router: IntentRouter) -> None:
    route = router.route("is the sewing stuff nearly done", projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("process_list", "sewing")


@pytest.mark.parametrize("said", ["whatever came back", "the bakers came by"])
def test_a_word_that_starts_a_project_name_is_not_it(router: IntentRouter, said: str) -> None:
    assert slots.find_project(said, PROJECTS, router.glossary) is None


@pytest.mark.parametrize(("said", "project"), [("the tax stuff", "taxes"), ("photo", "photos")])
def test_a_word_that_inflects_to_the_name_still_names_it(
    router: IntentRouter, said: str, project: str
) -> None:
    found = slots.find_project(said, [project, "garden"], router.glossary)
    assert found is not None and found.project == project


@pytest.mark.parametrize("said", ["ok go ahead with it", "yep, go for it", "ja mach ruhig"])
def test_a_go_ahead_with_nothing_waiting_asks_what(said: str) -> None:
    answer = known_answer(said) or ""
    assert "Go ahead with what" in answer or "Womit" in answer


@pytest.mark.parametrize(
    ("said", "code"),
    [
        ("ab sofort bitte nur noch spanisch mit mir chatten", "es"),
        ("from now on in german pls", "de"),
    ],
)
def test_a_language_asked_for_from_now_on_is_switched(
    router: IntentRouter, said: str, code: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("language")) == ("set_language", code)


@pytest.mark.parametrize(
    "said", ["wie änder ich eigentlich die stimme von eddie?", "wo stell ich das modell um"]
)
def test_a_colloquial_german_how_to_about_vance_is_help(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "how_do_i"


@pytest.mark.parametrize(
    "said",
    [
        "i need a proper 10 day itinerary for portugal in may, not too rushed",
        "ich bräuchte eine übersicht über förderprogramme für wärmepumpen",
    ],
)
def test_work_wished_for_by_its_result_is_handed_out(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "delegate_project"


def test_a_name_asked_for_with_i_told_you_is_recalled(router: IntentRouter) -> None:
    said = "what was my plumber's name, the young one, i told you in spring"
    assert router.route(said, projects=PROJECTS).target == "memory_recall"


def test_all_the_folders_are_the_projects(router: IntentRouter) -> None:
    route = router.route("which folders are you keeping for me right now", projects=PROJECTS)
    assert route.target == "project_list"


def test_a_project_asked_for_with_an_fuer_is_named_by_its_topic(router: IntentRouter) -> None:
    route = router.route("leg mir bitte ein neues projekt an für unseren gartenteich", projects=[])
    assert (route.target, route.args.get("name")) == ("project_create", "gartenteich")


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("are the workers all done or is someone still going", "process_list"),
        ("did the sewing thing send anything over yet?", "inbox_list"),
        ("do u remember what my blood type is", "memory_recall"),
    ],
)
def test_a_question_of_how_things_stand_hands_out_no_work(
    router: IntentRouter, said: str, target: str
) -> None:
    assert router.route(said, projects=PROJECTS).target == target


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("ich bräucht mal nen genauen vergleich von e-auto tarifen, was taugt was", "vergleich"),
        ("i need a proper 8 week plan to get ready for my first triathlon", "triathlon"),
    ],
)
def test_work_wished_for_in_loose_words_is_handed_out(
    router: IntentRouter, said: str, project: str
) -> None:
    route = router.route(said, projects=["sewing", "relocation"])
    assert route.target == "delegate_project" and project in route.args["project"]
