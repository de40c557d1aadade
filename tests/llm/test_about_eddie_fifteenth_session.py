"""Questions about Eddie a held-out set showed answered badly, asked here in other words:
"are you online? can you check tomorrow's weather" opened with "Yes" (the line for "do you
work offline"), and "is what I tell you private / uploaded anywhere" got nonsense. The answers
say only what is true: it runs locally, state lives in a SQLite file in the user's data folder,
and only a hosted model or a worker's web research sends anything out."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "parts"),
    [
        (
            "are you online? can you check tomorrow's weather",
            "en",
            ["No, I'm offline", "weather", "worker"],
        ),
        ("r u even online lol", "en", ["offline: I run locally"]),
        ("hey eddie are you actually connected to the internet", "en", ["offline: I run locally"]),
        ("are you in the cloud?", "en", ["locally"]),
        (
            "bist du online? kannst du das wetter für morgen checken",
            "de",
            ["ich bin offline", "Wetter"],
        ),
        ("are you offline", "en", ["Yes", "can't check live things"]),
        (
            "is what i tell you private? is it uploaded anywhere?",
            "en",
            ["SQLite", "Nothing you tell me is uploaded", "hosted model"],
        ),
        ("does my stuff get uploaded anywhere", "en", ["vance.db"]),
        ("ist das was ich dir erzähle privat?", "de", ["SQLite", "hochgeladen"]),
        ("wird das irgendwo hochgeladen", "de", ["SQLite"]),
    ],
)
def test_eddie_says_the_truth_about_itself(said: str, language: str, parts: list[str]) -> None:
    found = known_answer(said, language) or ""
    assert all(part in found for part in parts), found
    assert not found.startswith(("Yes", "Ja")) or "offline" in said, found


@pytest.mark.parametrize(
    ("said", "part"),
    [
        ("are you online", "I'm here"),  # alone: is Eddie there
        ("can eddie run offline", "all work offline"),
        ("do you work without wifi?", "all work offline"),
    ],
)
def test_neighbours_keep_their_lines(said: str, part: str) -> None:
    assert part in (known_answer(said, "en") or ""), said


@pytest.mark.parametrize(
    "said", ["my chats with my sister are private", "is this private browsing mode any good"]
)
def test_privacy_of_other_things_is_no_question_about_eddie(said: str) -> None:
    assert "SQLite" not in (known_answer(said, "en") or ""), said
