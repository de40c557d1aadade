"""More everyday how-tos answered with fitting tips (issue 14), in phrasings written for this
file: a steel pan, a hot phone, a forgotten password, spam calls, photo backups, a sticky
keyboard, a mattress, fungus gnats, repotting, a toddler's tantrums."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("burnt rice stuck to my steel pot, how do i clean it", "en", "baking soda"),
        ("handy wird beim laden total heiß, was tun", "de", "Hülle"),
        ("locked out of my email, forgot the password, help", "en", "Forgot password"),
        ("getting so many spam calls lately, any tips?", "en", "block"),
        ("what's the best way to back up all my pictures", "en", "Two copies"),
        ("how do i clean crumbs out of my keyboard", "en", "compressed air"),
        ("matratze riecht komisch, wie reinige ich die", "de", "Natron"),
        ("how to get rid of fungus gnats", "en", "sticky traps"),
        ("when should i repot my cactus and how", "en", "drainage hole"),
        ("mein kleiner hat ständig wutanfälle, tipps?", "de", "Gefühl benennen"),
    ],
)
def test_an_everyday_how_to_gets_the_fitting_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer
