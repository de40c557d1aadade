"""Talking about oneself is not a question about what Eddie remembers, and asking how to do
something is not handing work out (found on a stranger's phrasings: "ich hab hunger" recalled
memories, "how do i make a schedule in here" started a worker). Phrasings written for this
file, apart from the router's examples and its eval."""

from __future__ import annotations

import pytest

from brain.router.router import IntentRouter

PROJECTS = ["garden_planner", "taxes", "kitchen"]


@pytest.mark.parametrize(
    "said",
    [
        "ich habe heute frei",
        "mir ist kalt",
        "today is my anniversary",
        "my brother just called me",
        "ich war gerade joggen",
        "finally friday",
    ],
)
def test_a_statement_about_oneself_does_not_recall_memories(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target != "memory_recall", route
    assert not (
        route.decision == "ask" and any(o.target == "memory_recall" for o in route.options)
    ), route


@pytest.mark.parametrize(
    "said",
    [
        "do you still know where my sister works?",
        "what did i say my landlord is called",
        "erinnerst du dich an meinen zahnarzt",
    ],
)
def test_a_question_about_what_i_told_you_still_recalls(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "memory_recall"


@pytest.mark.parametrize(
    "said", ["how can i set up a reminder in here", "wie erstelle ich hier eine erinnerung"]
)
def test_asking_how_is_not_handing_work_out(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target != "delegate_project", route


@pytest.mark.parametrize(
    "said",
    [
        "what do you think of rainy days",
        "do you like jazz",
        "what is your favorite season",
        "magst du den sommer",
        "hast du eine lieblingsfarbe",
    ],
)
def test_a_question_about_eddies_own_taste_is_no_help_page_and_no_memory(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target not in ("how_do_i", "memory_recall"), route
    assert not any(o.target in ("how_do_i", "memory_recall") for o in route.options), route


@pytest.mark.parametrize("said", ["so what's my name again?", "what is my dog called"])
def test_asking_about_oneself_recalls(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "memory_recall"


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("from here on please answer me in french", "fr"),
        ("could we switch over to english now", "en"),
        ("ab sofort bitte alles auf spanisch", "es"),
    ],
)
def test_asking_eddie_to_speak_a_language_switches_it(
    router: IntentRouter, said: str, language: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.decision == "act" and route.target == "set_language", route
    assert route.args["language"] == language


@pytest.mark.parametrize(
    "said",
    [
        "how would you say good luck in german",
        "what does merci mean in english",
        "my neighbour only speaks french",
        "was heißt schmetterling auf englisch",
    ],
)
def test_a_translation_or_someone_elses_language_is_no_switch(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target != "set_language", route


def test_a_question_about_a_shortcut_is_help_not_the_inbox(router: IntentRouter) -> None:
    route = router.route("is there a hotkey that opens my inbox", projects=PROJECTS)
    assert route.target == "how_do_i", route


@pytest.mark.parametrize(
    "said", ["kümmer dich mal um das projekt", "kümmere dich bitte darum", "take care of it"]
)
def test_work_that_names_nothing_makes_no_project(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert not (
        route.decision == "act" and route.target in ("delegate_project", "project_create")
    ), route


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("never mind the reminder about the plumber, he came early", "plumber"),
        ("forget the reminder to water the plants", "water plants"),
        ("vergiss die erinnerung an den zahnarzt, hat sich erledigt", "zahnarzt"),
    ],
)
def test_dropping_a_reminder_cancels_it_by_the_words_that_name_it(
    router: IntentRouter, said: str, named: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "schedule_remove"), route
    assert route.args["match"] == named


def test_texting_german_is_read_like_the_words_it_stands_for(router: IntentRouter) -> None:
    route = router.route("gibts neue nachrichten für mich", projects=PROJECTS)
    assert route.target in ("inbox_list", "inbox_read"), route


@pytest.mark.parametrize(
    "said",
    ["stop everything that's running right now", "kill all the workers pls", "stopp bitte alles"],
)
def test_stopping_everything_stops_every_worker(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target, route.args) == (
        "act",
        "process_command",
        {"process": "all", "command": "stop"},
    ), route


@pytest.mark.parametrize(
    "said",
    [
        "all good here, stop worrying about me",
        "stop reminding me about everything lol",
        "stop the kitchen worker",
    ],
)
def test_everything_only_when_the_stop_is_for_everything(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.args.get("process") != "all", route


@pytest.mark.parametrize(
    "said",
    [
        "ugh my alarm didn't ring this morning so i missed the bus",
        "the timer went off twice yesterday, weird",
    ],
)
def test_what_happened_with_an_alarm_sets_none(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "schedule_add"


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("gib mir in 20 minuten bescheid, dann ist der kuchen fertig", "schedule_add"),
        ("loesch bitte den wecker fuer morgen frueh", "schedule_remove"),
        ("you can stop remembering that i smoke, i quit last month", "memory_forget"),
        ("are any timers going right now", "schedule_list"),
        ("can u figure out which gym near me is the cheapest", "delegate_project"),
        ("set up a separate space for all my thesis stuff", "project_create"),
    ],
)
def test_how_strangers_put_it(router: IntentRouter, said: str, target: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", target), route


@pytest.mark.parametrize(
    ("said", "help_"),
    [
        ("how do i get chewing gum out of hair", False),
        ("how do you make a good omelette", False),
        ("how do i rename a project", True),
        ("how can i turn the voice off", True),
    ],
)
def test_how_do_i_is_help_only_about_the_app(router: IntentRouter, said: str, help_: bool) -> None:
    assert (router.route(said, projects=PROJECTS).target == "how_do_i") is help_


def test_the_worlds_news_is_not_the_inbox(router: IntentRouter) -> None:
    assert router.route("what's in the news today?", projects=PROJECTS).target != "inbox_list"


@pytest.mark.parametrize(
    "said",
    [
        "my nephew is called oskar",
        "my girlfriend's birthday is on the 14th of august",
        "my flatmate is allergic to peanuts",
        "mein neffe heisst oskar",
        "meine freundin hat am 14. august geburtstag",
        "ich bin seit letztem jahr veganerin",
    ],
)
def test_a_fact_about_my_people_is_remembered_without_being_told_to(
    router: IntentRouter, said: str
) -> None:
    """Names, birthdays, allergies, diets: what a friend would keep without "remember that"."""
    route = router.route(said, projects=PROJECTS)
    assert route.target == "memory_remember", route


@pytest.mark.parametrize(
    "said",
    [
        "what is my nephew allergic to",
        "wogegen ist meine freundin allergisch",
        "you can forget that i'm vegan, not anymore",
    ],
)
def test_asking_or_taking_back_such_a_fact_remembers_nothing(
    router: IntentRouter, said: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target != "memory_remember", route
    assert not any(o.target == "memory_remember" for o in route.options), route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("delete the kitchen project", "project_archive"),
        ("lösch das projekt taxes", "project_archive"),
        ("how do i delete a project", "how_do_i"),
        ("wie kann man ein projekt löschen", "how_do_i"),
    ],
)
def test_deleting_a_project_is_about_the_project_not_a_memory(
    router: IntentRouter, said: str, target: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == target, route


def test_a_name_said_about_a_person_makes_no_project(router: IntentRouter) -> None:
    route = router.route("my son's swimming coach is called nina", projects=PROJECTS)
    assert route.target != "project_create"
    assert not any(o.target == "project_create" for o in route.options), route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("nvm the 7:15 alarm, no school tomorrow", "schedule_remove"),
        ("did i set a timer for the oven?", "schedule_list"),
        ("wecker aus, bin schon wach", "schedule_remove"),
    ],
)
def test_an_alarm_named_is_cancelled_or_listed_not_set_again(
    router: IntentRouter, said: str, target: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == target, route


def test_what_a_new_project_is_for_is_no_part_of_its_name(router: IntentRouter) -> None:
    route = router.route("make a project called bikes for all the cycling stuff", projects=PROJECTS)
    assert (route.target, route.args) == ("project_create", {"name": "bikes"}), route
