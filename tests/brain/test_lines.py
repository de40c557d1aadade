"""The catalogue of what Eddie says without a model (prompts/lines.yaml): every language of
a line takes the same parameters, and English is there for everything said in English."""

from __future__ import annotations

from string import Formatter

import pytest

from brain.lines import catalogue, has, say, status
from brain.text import spoken_list


def _fields(line: object) -> set[str]:
    texts = list(line.values()) if isinstance(line, dict) else [line]
    return {name for text in texts for _, name, _, _ in Formatter().parse(str(text)) if name}


@pytest.mark.parametrize("key", sorted(catalogue()))
def test_every_language_of_a_line_takes_the_same_parameters(key: str) -> None:
    forms = catalogue()[key]
    if not key.startswith("option."):  # options fall back to the intents' English labels
        assert "en" in forms, key
    wanted = _fields(forms.get("en", next(iter(forms.values()))))
    for language, line in forms.items():
        assert _fields(line) == wanted, (key, language)
        if isinstance(line, dict):
            assert set(line) == {"one", "other"}, (key, language)


def test_a_line_missing_in_a_language_is_said_in_english() -> None:
    assert say("language.set_other", "de", code="nl") == "From now on I'll answer in 'nl'."
    assert not has("language.set_other", "de") and has("language.set", "fr")


def test_counted_lines_and_lists() -> None:
    assert say("projects.listed", "de", count=1, names="urlaub") == "1 Projekt: urlaub."
    assert say("projects.listed", "en", count=3, names="a, b and c") == "3 projects: a, b and c."
    assert spoken_list(["a", "b", "c"], language="de") == "a, b und c"
    assert spoken_list([str(n) for n in range(10)], limit=8, language="de").endswith(
        "7 und 2 weitere"
    )
    assert spoken_list(["a", "b"]) == "a and b"
    assert status("idle", "de") == "fertig" and status("mystery", "de") == "mystery"


def test_every_option_in_another_language_is_a_valid_option_label() -> None:
    from brain.actions import AskOption

    for key, forms in catalogue().items():
        if key.startswith("option."):
            for line in forms.values():
                AskOption(label=str(line).format(project="garden", new_name="garden"))


def test_the_help_says_in_german_what_it_does_not_cover() -> None:
    from brain.tools.help import help_answer

    said = help_answer("drucker einrichten", "de")
    assert said.startswith("Zu 'drucker einrichten' sagt die Hilfe nichts. Das kann ich:")
    assert "Mehr Hilfe gibt es zu:" in said
    assert help_answer("hilfe", "de").startswith("Ich bin Eddie.")  # asks for everything
    assert help_answer("drucker").startswith("The help says nothing about 'drucker'.")


def test_asking_what_eddie_can_do_at_all_gets_the_overview_without_a_complaint() -> None:
    from brain.tools.help import help_answer

    for asked in ("what can you actually do for me", "was kannst du eigentlich alles"):
        assert help_answer(asked).startswith("I'm Eddie. Just write"), asked
    assert help_answer("what can u do", "de").startswith("Ich bin Eddie."), "slang is general too"
