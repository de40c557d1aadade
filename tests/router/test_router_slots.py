"""Slots: what the router takes out of the user's words (pure functions, table tests)."""

from __future__ import annotations

import pytest

from brain.router.args import language_slot
from brain.router.new_name import new_project_name
from brain.router.slots import (
    clean,
    fact_slot,
    find_project,
    mask_fact,
)

PROJECTS = ["garden_planner", "wedding_2026", "tax_return", "holiday_photos", "home_server"]


@pytest.mark.parametrize(
    ("said", "project"),
    [
        ("let me talk to the garden worker", "garden_planner"),
        ("cancel whatever Tax Return is doing", "tax_return"),
        ("open the taxes project", "tax_return"),
        ("switch to garden_planer", "garden_planner"),  # a typo
        ("show the wedding 2026 project", "wedding_2026"),
        ("what came in while i was away", None),
        ("why is the sky blue", None),
    ],
)
def test_project_mentions_resolve_to_existing_projects(said: str, project: str | None) -> None:
    found = find_project(clean(said), PROJECTS)
    assert (found.project if found else None) == project


def test_two_equally_good_projects_are_reported_as_ambiguous() -> None:
    found = find_project("open the garden", ["garden_planner", "garden_shed"])
    assert found is not None and found.ambiguous


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("start a new project for my wedding 2026 pls", "wedding_2026"),
        ("hey eddie can u spin up a project for my thesis", "thesis"),
        ("I'd like a new project: Japanese lessons", "japanese_lessons"),
        ("leg mir bitte ein projekt gartenhaus an", "gartenhaus"),
        ("kannst du ein projekt namens umzug anlegen", "umzug"),
        ("mach ein projekt für die steuererklärung", "steuererklaerung"),
        ("create a project called 'Balcony Garden' please", "balcony_garden"),
        ("archive the tax return project, it's done", None),
    ],
)
def test_new_project_names_are_clean(said: str, name: str | None) -> None:
    found = new_project_name(said)
    assert (found[0] if found else None) == name


def test_filler_and_vocatives_are_dropped() -> None:
    assert clean("Hey Eddie, pls   list my projects please?") == "list my projects?"


@pytest.mark.parametrize(
    ("said", "code"),
    [("speak german from now on", "de"), ("sprich englisch", "en"), ("talk louder", None)],
)
def test_language_slot(said: str, code: str | None) -> None:
    assert language_slot(said) == code


def test_fact_slot_drops_the_command() -> None:
    assert fact_slot("remember that my sister is called Anna") == "my sister is called anna"
    assert fact_slot("merk dir dass ich vegetarier bin") == "ich vegetarier bin"


@pytest.mark.parametrize(
    ("said", "masked"),
    [
        ("remember that my sister is called anna", "remember that Y"),
        ("keep in mind i work nights", "keep in mind Y"),
        ("merk dir mein hund heißt bello", "merk dir Y"),
        ("forget what i said about tulips", "forget what i said about Y"),
        ("do you remember where i work", "do you remember where i work"),
        ("remind me what projects exist", "remind me what projects exist"),
    ],
)
def test_a_memory_commands_fact_is_masked_before_embedding(said: str, masked: str) -> None:
    assert mask_fact(said) == masked


def test_a_fact_says_something_about_the_user() -> None:
    from brain.router.statements import is_statement

    assert is_statement("i'm vegan") and is_statement("my sister is anna")
    assert is_statement("ich bin vegetarier") and is_statement("the wifi password is on the fridge")
    assert not is_statement("the milk")


def test_a_project_named_for_a_job_is_found_by_the_word_job() -> None:
    projects = ["job_hunt", "garden"]
    found = find_project("how is the job thing going", projects)
    assert found is not None and found.project == "job_hunt"
    garden = find_project("cancel the garden job", projects)
    assert garden is not None and garden.project == "garden" and not garden.ambiguous
    assert find_project("any jobs running", projects) is None  # every worker's jobs


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("lass jemanden nach einer gebrauchten waschmaschine suchen", "gebrauchten_waschmaschine"),
        ("find me a good dentist near the station", "dentist_station"),
        ("kannst du mal recherchieren welche sprachschulen es hier gibt", "sprachschulen"),
    ],
)
def test_a_new_project_is_named_by_what_the_work_is_about(said: str, name: str) -> None:
    from brain.router.naming import project_for

    assert project_for(clean(said)) == name


@pytest.mark.parametrize(
    "said",
    [
        "my uncle carlos is visiting",  # no car
        "we need no-name brands only",  # no band ("brands" is no typo of it)
        "the bandage is too tight",  # no band
    ],
)
def test_a_longer_word_that_begins_like_a_short_project_is_not_it(said: str) -> None:
    assert find_project(said, ["car", "band", "baby"]) is None


@pytest.mark.parametrize(
    ("said", "project"),
    [("stop the cars worker", "car"), ("die band-sache", "band"), ("gardening stuff", "garden")],
)
def test_an_inflected_or_hyphenated_project_word_is_still_it(said: str, project: str) -> None:
    found = find_project(said, ["car", "band", "garden"])
    assert found is not None and found.project == project
