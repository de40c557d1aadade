"""Kinds a held-out set (39) showed, said here in other words: a new project named after
"projekt anlegen:" or "start something new -", a story made "its own project", work handed
out with "put the X project on it", a worker asked for by a language-named project, a question
about what the projects are doing (the workers, not the list), a memory the user "gave" Eddie,
a job said after its day ("next tuesday check …"), a reply language asked for with "can you",
and "do it again" with nothing to point at (no recall)."""

from __future__ import annotations

import pytest

from brain.router.router import IntentRouter

PROJECTS = ["greenhouse_build", "italian_lessons", "tax_papers"]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("neues projekt einrichten: kellerregal", "kellerregal"),
        ("i'd like a new project, please create: pond cleanup", "pond_cleanup"),
        ("start something new: the allotment plan", "allotment_plan"),
        ("kick off something fresh - bird feeder for grandpa. need plans and wood", "bird_feeder"),
        ("mach was neues auf - fahrradtour an der mosel", "fahrradtour"),
    ],
)
def test_a_new_project_named_after_a_colon_or_a_dash(
    router: IntentRouter, said: str, name: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("name")) == ("project_create", name), route


@pytest.mark.parametrize(
    ("said", "name"),
    [
        (
            "my son and i are finally building the treehouse this summer. can you set that "
            "up as its own project so the plans stay together",
            "treehouse",
        ),
        (
            "we're doing the family tree research at last. make it into a project",
            "family_tree_research",
        ),
        ("wir bauen im frühjahr das hühnerhaus. mach mal ein projekt daraus", "huehnerhaus"),
        ("my wife starts the pottery course in may, turn that into a project", "pottery_course"),
    ],
)
def test_a_story_made_its_own_project_is_named_by_the_thing_told(
    router: IntentRouter, said: str, name: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("name")) == ("project_create", name), route


def test_put_the_project_on_it_hands_out_the_work(router: IntentRouter) -> None:
    said = (
        "someone needs to compare five greenhouse kits under 800 with delivery times. "
        "put the greenhouse project on it"
    )
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("delegate_project", "greenhouse_build")


def test_a_worker_of_a_language_named_project_is_talked_to(router: IntentRouter) -> None:
    said = "connect me with whoever handles the italian stuff, i have questions for them"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("target")) == ("mediate", "italian_lessons"), route
    switch = router.route("talk to me in italian from now on", projects=PROJECTS)
    assert switch.target == "set_language"


@pytest.mark.parametrize(
    "said",
    [
        "is any of my projects doing anything right now",
        "are my projects just idle or is something running",
        "tut sich gerade was bei meinen projekten",
    ],
)
def test_what_the_projects_are_doing_asks_for_the_workers(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "process_list"


@pytest.mark.parametrize("said", ["which projects do i have", "list my projects pls"])
def test_the_project_list_is_still_the_list(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target == "project_list"


def test_a_fact_the_user_gave_is_recalled(router: IntentRouter) -> None:
    said = "what was the door code for the storage unit that i gave you"
    assert router.route(said, projects=PROJECTS).target == "memory_recall"


@pytest.mark.parametrize(
    ("said", "when"),
    [
        ("next tuesday check whether the tax office replied", "next tuesday"),
        ("in 10 days can you look up if the ferry times changed", "in 10 days"),
    ],
)
def test_a_job_said_after_its_day_is_scheduled(router: IntentRouter, said: str, when: str) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("when")) == ("schedule_add", when), route


@pytest.mark.parametrize(
    "said", ["tomorrow i have the dentist", "any plans for dinner tonight?", "next week is busy"]
)
def test_a_day_without_a_job_schedules_nothing(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "schedule_add"


def test_a_reply_language_asked_with_can_you_switches(router: IntentRouter) -> None:
    said = "could you reply to me in french from now on? i need the practice"
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("language")) == ("set_language", "fr"), route


@pytest.mark.parametrize("said", ["do it again", "pls do that again"])
def test_do_it_again_is_no_recall(router: IntentRouter, said: str) -> None:
    assert router.route(said, projects=PROJECTS).target != "memory_recall"


@pytest.mark.parametrize(
    ("said", "name"),
    [
        (
            "started night classes in welding. make a project 'weld course' so i keep my notes",
            "weld_course",
        ),
        (
            'we finally adopt a cat next month, can that be its own project? "cat prep" works as a name',
            "cat_prep",
        ),
        (
            "set up a project for the roof terrace, call it terrace build or whatever",
            "terrace_build",
        ),
        ("leg ein projekt für die gartenparty an, nenn es sommerfest oder so", "sommerfest"),
    ],
)
def test_a_name_in_quotes_or_with_filler_after_it(
    router: IntentRouter, said: str, name: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.target, route.args.get("name")) == ("project_create", name), route


def test_quotes_of_a_saying_name_no_project(router: IntentRouter) -> None:
    said = "my boss keeps saying 'circle back' in every meeting, what does it even mean"
    assert router.route(said, projects=PROJECTS).target != "project_create"


@pytest.mark.parametrize(
    "said",
    [
        "is a scrum master the same thing as a team lead? got an interview",
        "is a sweet potato actually the same as a yam",
        "ist ein mietspiegel eigentlich das gleiche wie eine mietpreisbremse",
    ],
)
def test_whether_two_things_are_the_same_is_a_question_about_the_world(said: str) -> None:
    from brain.router.asked_world import world_question

    assert world_question(said)
