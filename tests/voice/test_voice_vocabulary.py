"""Speech-to-text biased toward the user's words (project names, Eddie's commands)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from voice.stt import Transcriber, collapse_repeats, vocabulary_prompt

Speech = Callable[[str], npt.NDArray[np.float32]]


def test_the_vocabulary_prompt_says_project_names_as_words() -> None:
    prompt = vocabulary_prompt(["garden_planner", "wedding-2026"])
    assert "garden planner." in prompt and "wedding 2026." in prompt
    assert "_" not in prompt


def test_a_sentence_said_twice_in_a_row_is_kept_once() -> None:
    assert collapse_repeats("What's running? What's running?") == "What's running?"
    assert collapse_repeats("Stop. Go. Stop.") == "Stop. Go. Stop."


def test_a_run_of_sentences_repeated_in_a_loop_is_kept_once() -> None:
    looped = "All done. The code. All done. The code. All done. The code."
    assert collapse_repeats(looped) == "All done. The code."
    assert collapse_repeats("Check my inbox. Thanks! Check my inbox. Thanks.") == (
        "Check my inbox. Thanks!"
    )
    assert collapse_repeats("Yes. No. Maybe. Yes. No.") == "Yes. No. Maybe. Yes. No."


def test_unusual_project_names_are_heard_with_the_vocabulary(
    speech: Speech, transcriber: Transcriber
) -> None:
    heard = []
    for said, project in [
        ("Open zettelkasten", "zettelkasten"),
        ("Switch to nextcloud setup", "nextcloud_setup"),
        ("Switch to quokka notes", "quokka_notes"),
    ]:
        vocabulary = vocabulary_prompt([project, "garden_planner"])
        heard.append(transcriber.transcribe(speech(said), vocabulary=vocabulary).text.lower())
    assert "zettelkasten" in heard[0]
    assert "nextcloud" in heard[1]
    assert "quokka" in heard[2]
