"""Classes a held-out set of the last session left, said here in other words and with other
projects: what Eddie is "crunching on" is what runs, work put "on ice" or "on the back burner"
is paused, and a fact taken back by recalling it ("remember when i said …? scratch that") is
forgotten, with the fact itself (not the whole sentence) looked for."""

from __future__ import annotations

import pytest

from brain.memory.retract import retracted
from brain.router.router import IntentRouter

PROJECTS = ["pond_liner", "tandem_bike", "loft_boarding"]


@pytest.mark.parametrize(
    "said",
    [
        "what jobs are you crunching on at the moment",
        "which tasks r u grinding through rn",
        "eddie what are you chewing on right now",
    ],
)
def test_what_eddie_is_crunching_on_lists_what_runs(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "process_list"), route


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("put the pond liner stuff on ice for a few weeks", "pond_liner"),
        ("lets put the tandem thing on the back burner", "tandem_bike"),
        ("park the loft boarding for a bit, money is tight", "loft_boarding"),
        ("die teich sache bitte vorerst auf eis legen", "pond_liner"),
    ],
)
def test_work_put_on_ice_is_paused(router: IntentRouter, said: str, project: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target == "process_command", route
    assert route.args == {"process": project, "command": "pause"}


@pytest.mark.parametrize(
    "said",
    ["the prosecco is on ice already", "i parked the tandem behind the shed"],
)
def test_ice_and_parking_in_news_pause_nothing(router: IntentRouter, said: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.target != "process_command", route


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("remember when i told you i'm allergic to kiwi? scratch that", "i'm allergic to kiwi"),
        ("u remember how i said my boss is called petra - forget it", "my boss is called petra"),
        ("weißt du noch, dass ich gesagt hab ich spiele cello? streich das", "ich spiele cello"),
    ],
)
def test_a_fact_taken_back_is_forgotten(router: IntentRouter, said: str, fact: str) -> None:
    assert retracted(said) == fact
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == ("memory_forget", {"fact": fact}), route


@pytest.mark.parametrize(
    "said",
    [
        "remember when we went to the lake? that was fun",
        "remember when i said i'd call you back? here i am",
        "you know how i said the party is at 8? it's at 9 now",
    ],
)
def test_recalling_without_taking_back_forgets_nothing(said: str) -> None:
    assert retracted(said) is None


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("could you create a project, name: garden shed", "garden_shed"),
        ("neues projekt bitte, titel: kellerregal", "kellerregal"),
        (
            "we adopted a cat and there's loads to buy. make a project for it? cat supplies",
            "cat_supplies",
        ),
        ("new project for the loft ladder, there's a lot of measuring ahead", "loft_ladder"),
    ],
)
def test_a_new_projects_name_is_read_as_said(router: IntentRouter, said: str, name: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == ("project_create", {"name": name}), route


def test_news_then_call_it_creates_the_project(router: IntentRouter) -> None:
    said = (
        "our neighbour keeps parking in our spot. i think this needs a project, call it parking war"
    )
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args) == ("project_create", {"name": "parking_war"}), route


@pytest.mark.parametrize(
    ("said", "target"),
    [
        ("hang on, which projects have we got by now? i forgot", "project_list"),
        ("lemme see the tandem folder", "project_open"),
        ("is something still ticking away or can i shut the laptop", "process_list"),
    ],
)
def test_everyday_words_for_commands(router: IntentRouter, said: str, target: str) -> None:
    assert router.route(said, projects=PROJECTS).target == target


def test_make_sure_for_running_work_steers_it(router: IntentRouter) -> None:
    said = "for the pond liner thing that's running, make sure it only looks at epdm liners"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("target")) == ("steer_project", "pond_liner"), route


def test_work_put_on_a_project_is_handed_to_it(router: IntentRouter) -> None:
    said = "i need a parts list and a rough budget for the boards. stick that on the loft project"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("delegate_project", "loft_boarding")


@pytest.mark.parametrize(
    "said",
    [
        "draft a complaint to the airline about the lost bag, citing the applicable regulations",
        "schreib eine beschwerde an den vermieter mit verweis auf das gesetz",
    ],
)
def test_a_text_that_needs_looking_up_is_work(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "delegate_project"


def test_a_plain_note_is_still_written_by_eddie(router: IntentRouter) -> None:
    said = "write a quick note to my neighbour that the parcel is with me"
    assert router.route(said, projects=PROJECTS).target != "delegate_project"


@pytest.mark.parametrize(
    "said",
    [
        "my fern keeps dropping leaves and i mist it every morning. what's going on",
        "we feed the cat every evening at 6 but she still begs, is that normal",
    ],
)
def test_a_habit_told_is_no_schedule(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "schedule_add"


@pytest.mark.parametrize(
    "said",
    [
        "every morning at 7 tell me the weather",
        "we need a reminder every friday at 6pm to water the ferns",
    ],
)
def test_a_repetition_asked_for_still_schedules(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "schedule_add"


def test_a_reminder_asked_as_a_question_keeps_no_question_mark(router: IntentRouter) -> None:
    route = router.route("could you remind me at 4pm to ring the vet?", projects=PROJECTS)
    assert route.args.get("prompt") == "ring the vet", route


@pytest.mark.parametrize(
    "said",
    [
        "wann war nochmal der mauerfall?",
        "how tall is the eiffel tower again",
    ],
)
def test_a_question_about_the_world_with_again_is_no_recall(
    router: IntentRouter, said: str
) -> None:
    assert router.route(said, projects=PROJECTS).target != "memory_recall"


def test_a_personal_question_with_again_is_recalled(router: IntentRouter) -> None:
    said = "wann ist nochmal mein termin beim friseur"
    assert router.route(said, projects=PROJECTS).target == "memory_recall"


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("making notes for my essay, is it 'who' or 'whom' here?", False),
        ("my locker code is 4471, can you note that?", True),
    ],
)
def test_a_question_asked_last_is_no_fact_to_keep(
    router: IntentRouter, said: str, kept: bool
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target == "memory_remember" and route.decision == "act") is kept, route


@pytest.mark.parametrize(
    "said",
    ["was ist schneller, ein gepard oder ein pferd", "what's older, the pyramids or stonehenge"],
)
def test_a_comparison_asked_is_a_question_about_the_world(said: str) -> None:
    from brain.router.asked_world import world_question

    assert world_question(said)


GLOSSED = ["family_tree", "tree_house", "garden_pond"]


@pytest.mark.parametrize(
    ("said", "target", "project"),
    [
        ("pause the genealogy agent for today", "process_command", "family_tree"),
        ("mach mal das baumhaus projekt auf", "project_open", "tree_house"),
        ("open the stammbaum one", "project_open", "family_tree"),
        ("pause the ancestry worker for now", "process_command", "family_tree"),
        ("öffne das vorfahren projekt", "project_open", "family_tree"),
    ],
)
def test_a_glossary_word_names_a_project_of_two_words(
    router: IntentRouter, said: str, target: str, project: str
) -> None:
    route = router.route(said, projects=GLOSSED)
    named = route.args.get("process") or route.args.get("name")
    assert (route.target, named) == (target, project), route


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("new porject for the bee hotel", "bee_hotel"),
        (
            "we're finally doing the camino walk thing next spring, set up a project for it",
            "camino_walk",
        ),
        (
            "thinking of getting a wood stove. could you make a project so i can keep track",
            "wood_stove",
        ),
    ],
)
def test_a_new_project_is_named_by_what_it_is_about(
    router: IntentRouter, said: str, name: str
) -> None:
    route = router.route(said, projects=GLOSSED)
    assert (route.target, route.args) == ("project_create", {"name": name}), route


def test_german_work_asked_for_a_project_is_handed_to_it(router: IntentRouter) -> None:
    said = "kannst du fürs baumhaus mal ausarbeiten welche schrauben wir brauchen"
    route = router.route(said, projects=GLOSSED)
    assert (route.target, route.args.get("project")) == ("delegate_project", "tree_house")


def test_tips_asked_first_are_advice_for_the_user() -> None:
    from brain.router.asked_world import own_struggle

    assert own_struggle("any tips on staying focused? the family tree research drags")
    assert not own_struggle("any tips for the pond worker on liners?")


def test_a_name_ends_at_its_question_mark(router: IntentRouter) -> None:
    said = "could you set up a new project for the pergola build? need a worker on it"
    route = router.route(said, projects=GLOSSED)
    assert (route.target, route.args) == ("project_create", {"name": "pergola_build"}), route


def test_halting_an_agent_is_a_command_whatever_mood_words_follow() -> None:
    from brain.llm.tiny_lines import told

    assert not told("halt the sourdough agent, it's going way down the wrong path")


def test_saying_no_to_more_projects_at_work_is_advice() -> None:
    from brain.router.asked_world import own_struggle

    assert own_struggle("my boss keeps adding projects for me, how can i say no politely")
