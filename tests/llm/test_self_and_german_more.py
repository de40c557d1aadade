"""Lines the small model got wrong on a fresh answer set, asked in phrasings written for this
file: Eddie compared with big assistants, the internet, memory over time, German at all, a
German pun, pet names for a fish, and German moods (no motivation, worn out, a holiday)."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("r u basically chatgpt?", "en", "ChatGPT"),
        ("bist du sowas wie siri", "de", "ChatGPT"),
        ("does eddie need wifi to run", "en", "without the internet"),
        ("can u work without internet", "en", "without the internet"),
        ("funktionierst du auch offline", "de", "ohne Internet"),
        ("will you remember what we talked about yesterday", "en", "remember that"),
        ("merkst du dir alles was ich sage", "de", "merk dir"),
        ("sprichst du deutsch", "de", "Deutsch"),
        ("kennst du nen guten flachwitz", "de", "Magnete"),
        ("namen für unseren goldfisch?", "de", "Blubber"),
        ("hab null bock auf irgendwas heute", "de", "Manche Tage"),
        ("bin echt platt nach der schicht", "de", "kein Wunder"),  # a reason given: no "ohne Grund"
        ("endlich ferien!!", "de", "Glückwunsch"),
    ],
)
def test_it_gets_its_line(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "write it like chatgpt would",
        "chatgpt told me to drink more water",
        "my wifi keeps dropping",
        "do you remember to water plants in winter",
    ],
)
def test_near_misses_get_none_of_these_lines(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "ChatGPT" not in answer and "without the internet" not in answer
    assert "remember that" not in answer
