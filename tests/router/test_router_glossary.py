"""German words for the user's (English) project names, and German ways of handing out work
(found in a stranger's trial: "wie weit ist die hochzeit?" did not find `wedding`, "setz
jemanden an …" went to help). The phrasings are written for this file, not taken from the
router's examples or its eval."""

from __future__ import annotations

import pytest

from brain.router.glossary import bundled_glossary, parse_glossary
from brain.router.router import IntentRouter
from brain.router.slots import clean, find_project

PROJECTS = ["wedding", "moving_house", "birthday_party", "car_repair", "garden"]


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("wie läuft eigentlich der umzug", "moving_house"),
        ("zeig mir die geburtstagsfeier", "birthday_party"),  # a compound of geburtstag
        ("sag dem auto-worker bescheid", "car_repair"),
        ("was macht die hochzeitsplanung", "wedding"),
        ("stoppe die gartenarbeit", "garden"),
    ],
)
def test_german_words_find_english_project_names(said: str, project: str) -> None:
    found = find_project(clean(said), PROJECTS, bundled_glossary())
    assert found is not None and found.project == project


@pytest.mark.parametrize(
    "said",
    [
        "wie weit ist der mond entfernt",
        "das geht automatisch",  # "auto" is too short to start a compound
        "how was your vacation",  # Eddie's holiday, not the user's project
        "wie war dein urlaub",
    ],
)
def test_no_project_is_found_that_the_user_did_not_mean(said: str) -> None:
    projects = [*PROJECTS, "holiday_photos"]
    assert find_project(clean(said), projects, bundled_glossary()) is None


def test_without_the_glossary_the_german_word_finds_nothing() -> None:
    assert find_project("wie läuft der umzug", PROJECTS) is None


@pytest.mark.parametrize(
    ("said", "target", "project"),
    [
        ("wie sieht es mit dem umzug aus", "project_open", "moving_house"),  # how it stands
        ("archivier das umzugsprojekt", "project_archive", "moving_house"),
        ("bring mich zum auto projekt", "mediate", "car_repair"),
    ],
)
def test_german_project_words_act_on_the_right_project(
    router: IntentRouter, said: str, target: str, project: str
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert route.decision == "act", route
    assert route.target == target
    assert project in route.args.values()


def test_how_a_project_is_doing_needs_a_project_named(router: IntentRouter) -> None:
    route = router.route("how far along is the birthday thing", projects=PROJECTS)
    assert (route.target, route.args.get("project")) == ("process_list", "birthday_party")
    for said in ("how's it going", "wie weit ist der mond entfernt"):
        route = router.route(said, projects=PROJECTS)
        assert route.decision == "model", (said, route)


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("kannst du wen an die nebenkosten setzen", None),
        ("setz bitte jemanden auf die reisekosten an", None),
        ("lass wen die alten rechnungen abheften", None),
        ("könnte sich bitte jemand um die tischordnung der hochzeit kümmern", "wedding"),
    ],
)
def test_german_requests_to_put_someone_on_it_hand_out_the_work(
    router: IntentRouter, said: str, project: str | None
) -> None:
    route = router.route(said, projects=PROJECTS)
    assert (route.decision, route.target) == ("act", "delegate_project"), route
    if project is not None:
        assert route.args["project"] == project
    assert " um " in f" {route.args['task']} " or "um" not in said.split()  # German "um" kept


def test_an_override_adds_groups_to_the_bundled_glossary() -> None:
    glossary = parse_glossary(
        "version: 1\nextends: bundled\ngroups:\n  - [allotment, schrebergarten]\n"
    )
    assert glossary.refers("schrebergarten", "allotment")
    assert glossary.refers("hochzeit", "wedding")
    alone = parse_glossary("version: 1\ngroups:\n  - [allotment, schrebergarten]\n")
    assert not alone.refers("hochzeit", "wedding")


def test_a_broken_glossary_names_the_problem() -> None:
    from brain.errors import ConfigError

    with pytest.raises(ConfigError, match="groups"):
        parse_glossary("version: 1\ngroups: hochzeit\n")


@pytest.mark.parametrize("said", ["endlich feierabend", "das ist steuerlich egal"])
def test_a_word_that_only_begins_like_a_project_word_is_not_that_project(said: str) -> None:
    assert find_project(clean(said), ["birthday_party", "taxes"], bundled_glossary()) is None


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("zeig die weihnachtseinkäufe", "christmas_shopping"),  # weihnachten, shortened
        ("stopp das welpentraining", "puppy_training"),  # a compound ending in the name
        ("why do owls hoot at night", None),  # "do" is no dog
        ("any news today?", None),  # "news" is no newsletter
    ],
)
def test_compounds_count_and_short_words_do_not(said: str, project: str | None) -> None:
    projects = ["christmas_shopping", "puppy_training", "dog_walks", "newsletter"]
    found = find_project(clean(said), projects, bundled_glossary())
    assert (found.project if found else None) == project
