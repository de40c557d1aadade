"""A no to a friend's invitation (a hen party, a wedding, a trip) is written to the friend by
name, with the reason as said and the alternative the user asks to offer; a reply that says
the user cannot come to a wedding is a no with good wishes, not congratulations alone."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("help me decline my friend lisa's hen party invite, i cant afford it", "en",
         ("Dear Lisa", "hen party", "I can't afford it")),
        ("write a message to jenny declining her wedding invitation, I can't make the date, "
         "suggest dinner when they're back", "en",
         ("Dear Jenny", "I can't make the date", "How about dinner when you're back")),
        ("text for sam turning down the ski trip, can't afford it this year, offer to cook for "
         "him instead", "en", ("Dear Sam", "can't afford it this year", "cook for you instead")),
        ("schreib lisa eine absage für den junggesellinnenabschied, ich kann es mir nicht "
         "leisten", "de", ("Liebe Lisa", "Junggesellinnenabschied", "ich kann es mir nicht leisten")),
        ("absage an mia für die reise nach rom, ich habe an dem datum keine zeit, schlag ein "
         "abendessen nach ihrer rückkehr vor", "de",
         ("Liebe Mia", "keine zeit", "ein abendessen nach deiner rückkehr")),
    ],
)  # fmt: skip
def test_a_no_to_a_friend_names_them_and_keeps_the_reason(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    line = known_answer(said, language)
    assert line is not None
    for detail in has:
        assert detail in line, (detail, line)
    assert "[" not in line


@pytest.mark.parametrize(
    ("said", "language", "who"),
    [
        ("reply to tom's message, i can't come to their wedding", "en", "Dear Tom"),
        ("write a reply to anna saying we can't come to their wedding but wish them all the best",
         "en", "Dear Anna"),
        ("antwort an jonas, ich kann nicht zu seiner hochzeit kommen, ich bin an dem tag im "
         "ausland", "de", "Lieber Jonas"),
    ],
)  # fmt: skip
def test_a_reply_that_cannot_come_is_a_no_with_good_wishes(
    said: str, language: str, who: str
) -> None:
    line = known_answer(said, language)
    assert line is not None and who in line
    assert "won't be able to be there" in line or "nicht dabei sein" in line
    assert not line.startswith("Congratulations")
    assert "wish them all the best." not in line


def test_a_question_about_declining_is_no_text() -> None:
    assert "Dear" not in (known_answer("is it rude to decline a wedding invitation?") or "")
