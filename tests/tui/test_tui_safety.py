"""Terminal safety: nothing from a model or tool reaches the terminal as a control sequence."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from vance_tui.safety import clean, clean_line

FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def test_plain_text_is_untouched() -> None:
    text = "Hello **world** — grüße, 日本語, emoji 🎉\n\tindented"
    assert clean(text) == text


def test_sgr_and_cursor_sequences_are_removed() -> None:
    assert clean("\x1b[31mred\x1b[0m and \x1b[2J\x1b[Hclear") == "red and clear"


def test_osc_clipboard_and_hyperlinks_are_removed() -> None:
    assert clean("a\x1b]52;c;ZXZpbA==\x07b") == "ab"
    assert clean("\x1b]8;;https://evil\x1b\\link\x1b]8;;\x1b\\") == "link"


def test_dcs_and_eight_bit_controls_are_removed() -> None:
    assert clean("x\x1bPq#0;2;0;0;0\x1b\\y") == "xy"
    assert clean("x\x9b31my\x9dtitle\x9cz") == "xyz"


def test_carriage_returns_cannot_overwrite_a_line() -> None:
    assert clean("50%\r60%\r\n") == "50%\n60%\n"


def test_bidi_overrides_and_lone_surrogates_are_removed() -> None:
    assert clean("abc\u202edcba\u202c") == "abcdcba"
    assert clean("bad\udcffbyte") == "badbyte"


def test_clean_line_folds_and_cuts() -> None:
    assert clean_line("  one\n two\t three  ") == "one two three"
    assert clean_line("x" * 50, 10) == "x" * 9 + "…"


@given(st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=200))
def test_no_control_character_survives(text: str) -> None:
    out = clean(text)
    assert "\x1b" not in out
    assert not FORBIDDEN.search(out)
    assert "\r" not in out


@given(st.lists(st.sampled_from(["\x1b[", "31m", "\x1b]0;", "title", "\x07", "ok", "\x9b", "\n"])))
def test_fragments_of_sequences_never_leave_an_escape(parts: list[str]) -> None:
    assert "\x1b" not in clean("".join(parts))
    assert "\x1b" not in clean_line("".join(parts))
