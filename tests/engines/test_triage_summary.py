"""What Eddie says about a worker's structured report: short names are listed, sentences are
counted with the first one said (a stranger heard "Start a project:, The first step…, garden..")."""

from __future__ import annotations

from brain.engines.triage import spoken_summary


def test_short_items_are_listed_without_stray_punctuation() -> None:
    report = "Shopping:\n- Tomatoes.\n- **Basil**\n- Compost:\n"
    assert spoken_summary(report) == "Tomatoes, Basil and Compost."


def test_sentences_in_a_list_are_counted_and_the_first_is_said() -> None:
    report = (
        "Here is the plan:\n"
        "1. Start a project: measure the beds and note where the sun falls in the morning.\n"
        "2. The first step is to order compost before the weekend.\n"
        "3. Plant the tomatoes along the south fence in the garden.\n"
    )
    said = spoken_summary(report)
    assert said.startswith("3 points. The first: Start a project: measure the beds")
    assert ":," not in said and ".." not in said
