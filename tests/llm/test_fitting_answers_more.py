"""More of what people ask gets a line that fits (issue 14, held-out answer set 5): a serious
low moment in any words, moods and illness said in German, tips on a named problem, names
for a pet, a rainy day with kids, films like one named."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import in_crisis, known_answer, told


@pytest.mark.parametrize(
    "said",
    [
        "honestly i don't really want to be alive anymore",
        "i have all my pills here and i'm going to take them",
        "ich bin einfach nur noch lebensmüde",
    ],
)
def test_a_serious_low_moment_in_other_words_gets_someone_to_talk_to(said: str) -> None:
    assert in_crisis(said)
    line = known_answer(said, "de" if "ich" in said else "en") or ""
    assert "988" in line or "0800 111 0 111" in line


@pytest.mark.parametrize(
    "said",
    ["im going to end it with my girlfriend tonight", "this cake is to die for", "kill the timer"],
)
def test_everyday_words_are_no_crisis(said: str) -> None:
    assert not in_crisis(said)


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("mir gehts heute echt mies", "Das tut mir leid"),
        ("ich hab mein examen verhauen", "Das tut mir leid"),
        ("hab schnupfen und husten seit gestern", "Gute Besserung"),
    ],
)
def test_moods_and_illness_said_in_german_get_a_german_line(said: str, means: str) -> None:
    assert told(said)
    assert (known_answer(said, "de") or "").startswith(means)


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("any advice for falling asleep faster", "same bedtime"),
        ("how do i get a wine stain out of the sofa", "blot"),
        ("any hangover tips, asking for me", "water and something salty"),
        ("what can we do on a rainy afternoon", "blanket fort"),
        ("need a name for our new puppy, she's all white", "Snowball"),
        ("any films like inception?", "Interstellar"),
        ("i need an inspiring quote to get me going", "("),
    ],
)
def test_a_named_problem_or_wish_gets_a_line_for_it(said: str, means: str) -> None:
    line = known_answer(said)
    assert line is not None and means in line, line


def test_tips_on_something_it_has_no_line_for_go_to_the_model() -> None:
    assert known_answer("any tips for my life in general") is None
