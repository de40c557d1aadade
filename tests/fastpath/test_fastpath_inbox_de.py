"""The inbox asked for in German as people say it ("hab ich was neues im eingang?"); the
entrance of a house ("der eingang ist gesperrt") is no inbox."""

from __future__ import annotations

import pytest

from brain.fastpath import FastPath


@pytest.mark.parametrize(
    "said",
    ["hab ich was neues im eingang?", "gibts was neues im posteingang", "zeig mal den eingang"],
)
def test_the_inbox_asked_in_german_is_listed(said: str) -> None:
    found = FastPath.bundled().match(said, language="de")
    assert found is not None and found.tool == "inbox_list", found


@pytest.mark.parametrize("said", ["der eingang ist gesperrt", "wo ist der eingang zum museum"])
def test_an_entrance_is_no_inbox(said: str) -> None:
    found = FastPath.bundled().match(said, language="de")
    assert found is None or found.tool != "inbox_list", found
