"""Rules as data: validation with errors naming the rule, and overrides via the cascade."""

from __future__ import annotations

import logging
from datetime import datetime

import pytest

from brain.core import Brain
from brain.errors import ConfigError
from brain.fastpath import RULES_PATH, FastPath
from brain.fastpath.perspective import second_person
from brain.fastpath.resolvers import Decline, project_name
from tests.fastpath.fastpath_helpers import NOW

CUSTOM = """
version: 1
rules:
  - id: lights_on
    category: home
    patterns: ['(?:turn|switch)\\s+on\\s+the\\s+(?P<room>\\w+)\\s+lights?']
    normalise: {room: lower}
    action: {type: answer, message: 'I cannot switch the {room} lights yet.'}
"""

EXTENDING = """
version: 1
extends: bundled
disable: [greeting_en]
rules:
  - id: time_en
    category: time
    patterns: ['what\\s+time\\s+is\\s+it\\??']
    resolver: now_time
    options: {clock: 24}
    action: {type: answer, message: 'It is {time} o''clock.'}
"""


def test_a_custom_rules_file() -> None:
    fast = FastPath.from_yaml(CUSTOM, source="tenant")
    hit = fast.match("Turn on the Kitchen lights")
    assert hit is not None
    assert (hit.rule, hit.category, hit.tool) == ("lights_on", "home", None)
    assert hit.action == {"type": "answer", "message": "I cannot switch the kitchen lights yet."}
    assert fast.match("list my projects") is None  # a replacement, not an extension
    assert fast.source == "tenant"


def test_extending_the_bundled_rules() -> None:
    fast = FastPath.from_yaml(EXTENDING)
    hit = fast.match("what time is it?", now=NOW)
    assert hit is not None and hit.action["message"] == "It is 14:05 o'clock."
    assert fast.match("hi") is None  # disabled
    assert fast.match("list my projects") is not None  # the rest is still there
    assert fast.rules.count("time_en") == 1
    assert fast.rules[0] == "time_en"


def test_parsed_files_are_cached() -> None:
    assert FastPath.from_yaml(CUSTOM) is FastPath.from_yaml(CUSTOM)
    assert FastPath.bundled() is FastPath.bundled()


def _rule(**fields: str) -> str:
    base = {
        "id": "r1",
        "category": "test",
        "patterns": "['(?P<name>\\w+)']",
        "action": "{type: answer, message: 'ok'}",
    }
    base.update(fields)
    body = "\n".join(f"    {key}: {value}" for key, value in base.items() if value)
    return f"version: 1\nrules:\n  - {body.strip()}\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rules: [", "not valid YAML"),
        ("- a\n- b\n", "must be a mapping"),
        ("version: 2\nrules: []", "version"),
        ("rules: []", "has no rules"),
        (_rule(patterns="['(?P<name>\\w+']"), "'r1', pattern 1, is not a valid regular"),
        (_rule(patterns="[]"), "rule 'r1' is invalid: patterns"),
        (_rule(id="Bad Id"), "the id must be"),
        (_rule(category="Not-A-Category"), "rule 'r1' is invalid: category"),
        (_rule(colour="blue"), "rule 'r1' is invalid: colour"),
        (_rule(normalise="{name: shout}"), "'r1': unknown normaliser 'shout'"),
        (_rule(normalise="{other: text}"), "'r1': `normalise` names 'other'"),
        (_rule(resolver="weather"), "'r1': unknown resolver 'weather'"),
        (_rule(resolver="arithmetic"), "needs the group(s) expression"),
        (_rule(resolver="now_time", options="{clock: 13}"), "bad options for 'now_time'"),
        (_rule(options="{clock: 12}"), "`options` need a `resolver`"),
        (_rule(requires="{known_project: other}"), "`requires` names 'other'"),
        (_rule(requires="{is_friday: name}"), "unknown condition 'is_friday'"),
        (_rule(tool="Project-Create"), "is not a tool name"),
        (_rule(args="{name: '{name}'}"), "`args` need a `tool`"),
        (_rule(tool="project_open", args="{name: '{nmae}'}"), "unknown placeholder(s) {nmae}"),
        (_rule(action="{type: dance}"), "action type 'dance'"),
        (_rule(action="{type: mediate, reason: x}"), "a mediate action needs `target`"),
        (_rule(action="{type: answer, message: '{result}'}"), "{result} needs a `tool`"),
        (_rule(action="{type: answer, message: '{colour}'}"), "unknown placeholder(s) {colour}"),
        (_rule(patterns="['{{nothing}}']"), "unknown define {{nothing}}"),
        (_rule(languages="[en_US]"), "'en_US' is not a language code"),
        (
            _rule() + "  - id: r1\n    category: x\n    patterns: [a]\n"
            "    action: {type: answer, message: a}\n",
            "'r1' is defined twice",
        ),
        ("disable: [hi]\n" + _rule(), "`disable` needs `extends: bundled`"),
        ("extends: bundled\ndisable: [no_such_rule]\n" + _rule(), "unknown fast-path rules"),
        ("preprocess: {strip_prefixes: ['(']}\n" + _rule(), "strip_prefixes[1]"),
    ],
)
def test_invalid_rules_are_named(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as info:
        FastPath.from_yaml(text)
    assert message in info.value.message
    assert info.value.hint is not None


def test_the_valid_template_of_the_table_loads() -> None:
    assert FastPath.from_yaml(_rule()).match("hello") is not None


async def test_override_through_the_tenant_document(brain: Brain) -> None:
    assert (await FastPath.load(brain.documents)).source == "bundled"
    await brain.documents.write_tenant(RULES_PATH, CUSTOM)
    fast = await FastPath.load(brain.documents)
    assert fast.source == "tenant"
    hit = fast.match("switch on the hall light")
    assert hit is not None and hit.rule == "lights_on"


async def test_the_user_project_wins_over_the_tenant(brain: Brain) -> None:
    await brain.documents.write_tenant(RULES_PATH, CUSTOM)
    await brain.documents.write_user(RULES_PATH, EXTENDING)
    fast = await FastPath.load(brain.documents)
    assert fast.source == "user"
    assert fast.match("switch on the hall light") is None
    assert fast.match("list my projects") is not None


async def test_a_broken_override_falls_back_to_the_bundled_rules(
    brain: Brain, caplog: pytest.LogCaptureFixture
) -> None:
    await brain.documents.write_tenant(RULES_PATH, _rule(resolver="weather"))
    with caplog.at_level(logging.WARNING, logger="brain.fastpath.matcher"):
        fast = await FastPath.load(brain.documents)
    assert fast is FastPath.bundled()
    assert fast.match("list my projects") is not None
    assert "unknown resolver 'weather'" in caplog.text


# --- normalisers and resolvers -------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("Garden Planner", "garden_planner"),
        ("garden_planner", "garden_planner"),
        ("'My Tax Return'", "my_tax_return"),
        ('"plans for 2026"', "plans_for_2026"),
        ("site-2", "site-2"),
        ("Garden project", "garden"),
        ("  Recipes.  ", "recipes"),
    ],
)
def test_project_names_are_normalised(raw: str, name: str) -> None:
    assert project_name(raw) == name


@pytest.mark.parametrize(
    "raw", ["garden and ask a worker", "a b c d e", "plan for my thesis", "!!!", "", "project"]
)
def test_things_that_are_no_project_name_decline(raw: str) -> None:
    with pytest.raises(Decline):
        project_name(raw)


def test_second_person() -> None:
    assert second_person("my sister's name is Anna") == "your sister's name is Anna"
    assert second_person("I am vegetarian and I'm tall") == "you are vegetarian and you're tall"
    assert second_person("the meeting is at 9 am") == "the meeting is at 9 am"


@pytest.mark.parametrize(
    ("now", "time", "date"),
    [
        (datetime(2026, 12, 2, 14, 5), "It's 2:05 PM.", "Today is Wednesday, December 2, 2026."),
        (datetime(2027, 1, 1, 0, 0), "It's 12:00 AM.", "Today is Friday, January 1, 2027."),
        (datetime(2026, 6, 15, 12, 30), "It's 12:30 PM.", "Today is Monday, June 15, 2026."),
        (datetime(2026, 6, 15, 9, 7), "It's 9:07 AM.", "Today is Monday, June 15, 2026."),
    ],
)
def test_time_and_date_use_the_injected_now(
    fast: FastPath, now: datetime, time: str, date: str
) -> None:
    said_time = fast.match("what time is it?", now=now)
    said_date = fast.match("what's the date today?", now=now)
    assert said_time is not None and said_date is not None
    assert said_time.action["message"] == time
    assert said_date.action["message"] == date


def test_german_date_names(fast: FastPath) -> None:
    hit = fast.match("der wievielte ist heute?", now=datetime(2027, 3, 1, 8, 0), language="de")
    assert hit is not None and hit.action["message"] == "Heute ist Montag, 1. März 2027."
    hit = fast.match("wie viel uhr ist es", now=datetime(2027, 3, 1, 8, 0), language="de")
    assert hit is not None and hit.action["message"] == "Es ist 8:00 Uhr."
