"""The speech policy: what Eddie may say aloud (table-driven)."""

from __future__ import annotations

import re

import pytest

from voice.policy import SpeechStream, speakable, speech_for

CASES = [
    # plain sentences pass through
    ("plain", "I created the project garden.", "I created the project garden."),
    ("numbers", "It is 3.5 km and costs $4 & change.", "It is 3.5 km and costs $4 and change."),
    ("date", "Due on 12/05/2026, fine.", "Due on 12/05/2026, fine."),
    # markdown becomes sentences
    ("emphasis", "**Done!** I made _two_ notes and ~~one~~ *plan*.",
     "Done! I made two notes and one plan."),
    ("header and list", "# Status\n\n- three tasks open\n- one blocked",
     "Status. Three tasks open. One blocked."),
    ("numbered list", "1. first step\n2) second step", "First step. Second step."),
    ("checklist", "- [x] buy milk\n- [ ] call Bob", "Buy milk. Call Bob."),
    ("quote and rule", "> quoted line\n---\nNext.", "Quoted line. Next."),
    ("table dropped", "| a | b |\n|---|---|\n| 1 | 2 |\nThat is all.", "That is all."),
    ("html", "Line one<br/>and <b>bold</b>.", "Line one and bold."),
    ("snake case kept", "The snake_case_name stays.", "The snake_case_name stays."),
    # code is never read out
    ("code block", "Run this:\n```bash\nmake test\n```\nThen tell me.", "Run this: Then tell me."),
    ("tilde fence", "Here:\n~~~\nx = 1\n~~~", "Here:"),
    ("inline code dropped", "Use `x = compute(y)` now.", "Use now."),
    ("inline code word kept", "The `garden` project is open.", "The garden project is open."),
    ("only code", "```\nprint('hi')\n```", ""),
    # URLs
    ("url", "See https://example.com/a?b=1 for more.", "See the link for more."),
    ("www", "Go to www.example.org.", "Go to the link."),
    ("markdown link", "Read [the docs](https://x.y/z).", "Read the docs."),
    ("autolink", "Mail <https://a.b/c> now.", "Mail the link now."),
    ("image", "![a cat](cat.png) Nice.", "A cat Nice."),
    # IDs
    ("uuid", "Saved as 4f2a9c1e-0b3d-4c5e-9f8a-1b2c3d4e5f60.", "Saved as the item."),
    ("named id", "I filed it as inbox item 4f2a9c1e.", "I filed it as the inbox item."),
    ("article id", "The session s-0f3k9x2m is open.", "The session is open."),
    ("hash", "Commit a1b2c3d4e5 is in.", "The commit is in."),
    ("id label", "Task (id prj-0f3k9x2m) done.", "The task done."),
    ("bare vance id", "Switched to p-0f3k9x2m4q.", "Switched to the item."),
    ("hex with hash", "Color #ff00aa1 set.", "Color the item set."),
    # paths and files
    ("abs path", "Saved to /home/me/notes/todo.md.", "Saved to the file."),
    ("home dir", "It is in ~/projects/.", "It is in the folder."),
    ("relative", "Open ./src/app.py and ../x.txt.", "Open the file and the file."),
    ("windows", r"Look in C:\Users\me\x.txt please.", "Look in the file please."),
    ("file name", "Read config.toml please.", "Read the file please."),
    ("version kept", "Python 3.11 works.", "Python 3.11 works."),
    ("and/or kept", "Tea and/or coffee.", "Tea and/or coffee."),
    # symbols
    ("emoji", "Weather: 20°C 🌞 great 👍🏽!", "Weather: 20°C great!"),
    ("arrow", "Step one -> step two.", "Step one to step two."),
    ("empty", "", ""),
    ("whitespace", "  \n\n  ", ""),
]  # fmt: skip


@pytest.mark.parametrize(("text", "spoken"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakable(text: str, spoken: str) -> None:
    assert speakable(text) == spoken


@pytest.mark.parametrize("text", [c[1] for c in CASES], ids=[c[0] for c in CASES])
def test_nothing_unspeakable_survives(text: str) -> None:
    spoken = speakable(text)
    assert "`" not in spoken and "**" not in spoken and "http" not in spoken
    assert not re.search(r"[0-9a-f]{8}", spoken)
    assert speakable(spoken) == spoken  # idempotent


def test_info_is_never_spoken() -> None:
    spoken = speech_for("Your notes are ready.", info="## Notes\n- secret detail")
    assert spoken == "Your notes are ready."


def _stream(text: str, stream: SpeechStream | None = None) -> list[str]:
    """Feed ``text`` word by word, as a model streams tokens."""
    stream = stream or SpeechStream()
    pieces: list[str] = []
    for token in re.findall(r"\S+|\s+", text):
        pieces.extend(stream.feed(token))
    pieces.extend(stream.close())
    return pieces


def test_stream_cuts_at_sentence_ends() -> None:
    pieces = _stream("Hello there. The inbox has three items! Shall I read them?")
    assert pieces == ["Hello there.", "The inbox has three items!", "Shall I read them?"]


def test_stream_first_piece_may_end_at_a_comma() -> None:
    pieces = _stream("Sure thing my friend, I will water the plants, and then report back.")
    assert pieces[0] == "Sure thing my friend,"
    assert pieces[1:] == ["I will water the plants, and then report back."]


def test_stream_waits_for_a_piece_to_complete() -> None:
    stream = SpeechStream()
    assert stream.feed("The garden") == []
    assert stream.feed(" project is") == []
    assert stream.feed(" ready.") == []  # could still be "ready.com" or "ready..."
    assert stream.feed(" Next") == ["The garden project is ready."]
    assert stream.close() == ["Next."]


def test_stream_never_speaks_code_or_list_markers() -> None:
    text = (
        "Here is the plan:\n1. Buy milk\n2. Call Bob. Then\n```python\nprint(1)\n```\n"
        "Done! e.g. this works. Bye"
    )
    pieces = _stream(text)
    assert pieces == [
        "Here is the plan:",
        "Buy milk.",
        "Call Bob.",
        "Then.",
        "Done!",
        "E.g. this works.",
        "Bye.",
    ]


def test_stream_holds_an_open_code_block() -> None:
    stream = SpeechStream()
    assert stream.feed("Look:\n```\nsecret = 1. Also") == ["Look:"]
    assert stream.feed(" more. Done.\n") == []
    assert stream.feed("```\nAfter the code. ") == ["After the code."]
    assert stream.close() == []


def test_stream_keeps_inline_code_whole() -> None:
    assert _stream("Type `a. b` now. Ok.") == ["Type now.", "Ok."]


def test_stream_applies_the_policy_to_each_piece() -> None:
    pieces = _stream("**Saved** to /tmp/x.txt. See https://a.b/c. Item 4f2a9c1e is open.")
    assert pieces == ["Saved to the file.", "See the link.", "The item is open."]


def test_stream_first_piece_is_capped_in_words() -> None:
    text = "the moon is slowly drifting away from the earth by a few centimetres every year. Ok."
    pieces = _stream(text)
    assert pieces[0] == "The moon is slowly drifting away from the earth,"  # not "… the,"
    assert pieces[1:] == ["By a few centimetres every year.", "Ok."]
