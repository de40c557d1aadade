"""The bundled rules, table-driven: what matches (and what it does), and near misses."""

from __future__ import annotations

from typing import Any

import pytest

from brain.fastpath import FastPath
from tests.fastpath.fastpath_helpers import NOW

# utterance, expected category, tool, args (None = don't check), action type
MATCHES: list[tuple[str, str, str | None, dict[str, Any] | None, str]] = [
    (
        "create a project called garden_planner",
        "project_create",
        "project_create",
        {"name": "garden_planner"},
        "answer",
    ),
    (
        "Create a project called Garden Planner.",
        "project_create",
        "project_create",
        {"name": "garden_planner"},
        "answer",
    ),
    ("new project garden", "project_create", "project_create", {"name": "garden"}, "answer"),
    (
        "create a new project named 'My Tax Return 2026'",
        "project_create",
        "project_create",
        {"name": "my_tax_return_2026"},
        "answer",
    ),
    (
        "could you make a project called recipes?",
        "project_create",
        "project_create",
        {"name": "recipes"},
        "answer",
    ),
    (
        "create project garden_planner",
        "project_create",
        "project_create",
        {"name": "garden_planner"},
        "answer",
    ),
    (
        "create a project called garden titled My Green Garden",
        "project_create",
        "project_create",
        {"name": "garden", "title": "My Green Garden"},
        "answer",
    ),
    ("list my projects", "project_list", "project_list", {}, "answer"),
    ("what projects do I have?", "project_list", "project_list", {}, "answer"),
    ("show me all my projects please", "project_list", "project_list", {}, "answer"),
    ("projects", "project_list", "project_list", {}, "answer"),
    (
        "open project garden_planner",
        "project_open",
        "project_open",
        {"name": "garden_planner"},
        "answer",
    ),
    ("open the garden project", "project_open", "project_open", {"name": "garden"}, "answer"),
    (
        "archive project old_notes",
        "project_archive",
        "project_archive",
        {"name": "old_notes"},
        "answer",
    ),
    ("switch to garden_planner", "mediate", None, {}, "mediate"),
    ("switch to project Garden Planner", "mediate", None, {}, "mediate"),
    ("take me to the garden_planner project", "mediate", None, {}, "mediate"),
    ("what's running?", "process_list", "process_list", {"active_only": True}, "answer"),
    (
        "which workers are running right now?",
        "process_list",
        "process_list",
        {"active_only": True},
        "answer",
    ),
    ("show all processes", "process_list", "process_list", {"active_only": False}, "answer"),
    (
        "stop the worker in garden_planner",
        "process_stop",
        "process_command",
        {"process": "garden_planner", "command": "stop"},
        "answer",
    ),
    (
        "stop garden_planner",
        "process_stop",
        "process_command",
        {"process": "garden_planner", "command": "stop"},
        "answer",
    ),
    (
        "pause the worker in garden_planner",
        "process_command",
        "process_command",
        {"process": "garden_planner", "command": "pause"},
        "answer",
    ),
    ("show my inbox", "inbox", "inbox_list", {"unread_only": False}, "answer"),
    ("do I have any unread messages?", "inbox", "inbox_list", {"unread_only": True}, "answer"),
    ("read inbox item 3", "inbox", "inbox_read", {"item_id": 3}, "answer"),
    ("open message number two from my inbox", "inbox", "inbox_read", {"item_id": 2}, "answer"),
    (
        "remember that my sister's name is Anna",
        "remember",
        "memory_remember",
        {"fact": "my sister's name is Anna"},
        "answer",
    ),
    (
        "Eddie, please remember that I prefer tea",
        "remember",
        "memory_remember",
        {"fact": "I prefer tea"},
        "answer",
    ),
    (
        "don't forget that the bins go out on Tuesday",
        "remember",
        "memory_remember",
        {"fact": "the bins go out on Tuesday"},
        "answer",
    ),
    ("what is 17 * 23", "arithmetic", None, {}, "answer"),
    ("what's 17 times 23?", "arithmetic", None, {}, "answer"),
    ("17*23", "arithmetic", None, {}, "answer"),
    ("calculate 2 to the power of 16", "arithmetic", None, {}, "answer"),
    ("what time is it?", "time", None, {}, "answer"),
    ("what's the date", "time", None, {}, "answer"),
    ("what day is it today?", "time", None, {}, "answer"),
    ("hi", "greeting", None, {}, "answer"),
    ("hello eddie", "greeting", None, {}, "answer"),
    ("Good morning!", "greeting", None, {}, "answer"),
    ("thanks a lot", "greeting", None, {}, "answer"),
    (
        "ask a worker in garden_planner to find three vegetables for spring",
        "delegate",
        None,
        {},
        "delegate_project",
    ),
]

NEAR_MISSES = [
    "create a project plan for my thesis",
    "how do I create a project?",
    "what is the meaning of life",
    "what is 42",
    "remember when we went to Rome?",
    "remember that time we went to Rome",
    "do you remember that movie?",
    "stop it, that's annoying",
    "stop it",
    "stop talking",
    "switch to german",
    "switch to dark mode",
    "hi, can you help me plan a trip?",
    "hello world program in python",
    "what time is the meeting?",
    "what is the date of the French revolution?",
    "list my projects' deadlines in a table",
    "open the door",
    "how do I archive a project?",
    "create a project garden_planner and ask a worker for three vegetables to plant in spring",
    "ask a worker to do my taxes",
    "show me my inbox rules for filtering spam",
    "what's the capital of Narnia?",  # no country: the factbook declines
    "new project ideas for my thesis",
    "remember that?",
    "",
    "   ",
    "x" * 2000,
]


@pytest.mark.parametrize(("text", "category", "tool", "args", "action"), MATCHES)
def test_explicit_commands_match(
    fast: FastPath,
    text: str,
    category: str,
    tool: str | None,
    args: dict[str, Any] | None,
    action: str,
) -> None:
    hit = fast.match(text, now=NOW)
    assert hit is not None, text
    assert (hit.category, hit.tool, hit.action["type"]) == (category, tool, action)
    if args is not None:
        assert hit.args == args


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_go_to_the_model(fast: FastPath, text: str) -> None:
    assert fast.match(text, now=NOW) is None


def test_the_tables_are_big_enough() -> None:
    assert len(MATCHES) + len(NEAR_MISSES) >= 40
    assert len(NEAR_MISSES) >= 12


def test_mediate_action_is_shaped_like_the_models(fast: FastPath) -> None:
    hit = fast.match("switch to project Garden Planner")
    assert hit is not None
    assert hit.action == {
        "type": "mediate",
        "target": "garden_planner",
        "reason": "You asked to switch to garden_planner.",
        "voice_announcement": "Switching to garden_planner.",
    }


def test_delegation_names_project_and_task(fast: FastPath) -> None:
    hit = fast.match("ask a worker in Garden_Planner to find three vegetables for spring")
    assert hit is not None
    assert hit.action == {
        "type": "delegate_project",
        "project": "garden_planner",
        "task": "find three vegetables for spring",
    }


def test_bare_forms_accept_exactly_the_known_projects(fast: FastPath) -> None:
    projects = ["garden", "thesis"]
    hit = fast.match("take me to garden", projects=projects)
    assert hit is not None and hit.action["target"] == "garden"
    assert fast.match("take me to rome", projects=projects) is None
    stop = fast.match("stop thesis", projects=projects)
    assert stop is not None and stop.args == {"process": "thesis", "command": "stop"}
    assert fast.match("stop garden_planner", projects=projects) is None
    # without a project list only identifier-like names are accepted
    assert fast.match("take me to garden") is None
    assert fast.match("take me to garden_planner") is not None


def test_result_placeholder_is_left_for_the_engine(fast: FastPath) -> None:
    hit = fast.match("list my projects")
    assert hit is not None
    assert hit.action["message"] == "{result}"
    assert hit.final_action("You have two projects: garden and thesis.") == {
        "type": "answer",
        "message": "You have two projects: garden and thesis.",
    }


def test_user_text_cannot_inject_placeholders(fast: FastPath) -> None:
    hit = fast.match("remember that my password hint is {result}")
    assert hit is not None
    assert hit.args == {"fact": "my password hint is {result}"}
    assert "{result}" not in hit.final_action("X")["message"]


def test_answers_of_computed_rules(fast: FastPath) -> None:
    def message(text: str) -> str:
        hit = fast.match(text, now=NOW)
        assert hit is not None, text
        return str(hit.action["message"])

    assert message("what is 17 * 23") == "17 * 23 is 391."
    assert message("what's 15% of 80?") == "15% of 80 is 12."
    assert message("what is the square root of 144") == "The square root of 144 is 12."
    assert message("what is 1/3") == "1/3 is about 0.333333."
    assert message("what is 7 / 0") == "7 / 0 is undefined."
    assert message("what is 3 x 4") == "3 x 4 is 12."
    assert message("what is 1,000 + 1") == "1,000 + 1 is 1001."
    assert message("remember that I am allergic to nuts") == (
        "Got it. I'll remember that you are allergic to nuts."
    )


def test_greetings_are_deterministic(fast: FastPath) -> None:
    first = fast.match("hello")
    again = fast.match("hello")
    assert first is not None and again is not None
    assert first.action == again.action
    assert first.action["message"] in {
        "Hi! What can I do for you?",
        "Hello! What can I help you with?",
        "Hey! What shall we work on?",
    }
    evening = fast.match("good evening eddie")
    assert evening is not None and evening.action["message"].startswith("Good evening!")


@pytest.mark.parametrize(
    ("text", "rule", "message"),
    [
        ("wie spät ist es?", "time_de", "Es ist 14:05 Uhr."),
        ("welches Datum ist heute?", "date_de", "Heute ist Mittwoch, 2. Dezember 2026."),
        ("was ist 3,5 mal 2", "arithmetic_de", "3,5 mal 2 ist 7."),
        ("was ist 1 durch 4", "arithmetic_de", "1 durch 4 ist 0,25."),
        ("Guten Morgen", "greeting_time_de", "Guten Morgen! Was kann ich für dich tun?"),
        (
            "merk dir, dass meine Schwester Anna heißt",
            "remember_de",
            "Alles klar, das merke ich mir.",
        ),
    ],
)
def test_german_rules(fast: FastPath, text: str, rule: str, message: str) -> None:
    hit = fast.match(text, now=NOW, language="de")
    assert hit is not None
    assert (hit.rule, hit.language, hit.action["message"]) == (rule, "de", message)


def test_german_falls_back_to_english_rules(fast: FastPath) -> None:
    hit = fast.match("list my projects", language="de")
    assert hit is not None and hit.rule == "project_list_en"
    created = fast.match("erstelle ein Projekt namens Garten", language="de")
    assert created is not None and created.args == {"name": "garten"}


def test_german_rules_are_not_tried_for_english(fast: FastPath) -> None:
    assert fast.match("wie spät ist es?", language="en") is None
    assert fast.match("wie spät ist es?", language="fr") is None


def test_rule_order_is_exposed(fast: FastPath) -> None:
    assert fast.rules[0] == "project_create_en"
    assert len(set(fast.rules)) == len(fast.rules)
