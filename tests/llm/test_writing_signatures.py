"""Every text Eddie writes whole ends with the user's own name when they give it ("…, I'm Anna",
"sign it Tom", "von Anna", "from me and my brother jonas") and without a signature line when
they do not: never a gap in brackets ("[Your name]", "[Dein Name]"); the words that sign are not
a line of the text."""

from __future__ import annotations

import pytest

from brain.llm.tiny_details import own_name
from brain.llm.tiny_lines import known_answer


def answered(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


@pytest.mark.parametrize(
    ("asked", "language", "ends"),
    [
        ("birthday card for my dad, he loves fishing, I'm Anna", "en", "Lots of love,\nAnna"),
        ("birthday card for my dad, he loves fishing, from me and my brother jonas", "en",
         "Lots of love,\nJonas and me"),
        ("birthday card for my dad, he loves fishing", "en", "Lots of love"),
        ("write an out of office reply, im away from 3 to 14 march, no email access, back on 15 "
         "march", "en", "Best regards"),
        ("write a cancellation email for my gym membership at FitPlus, membership number 12345, "
         "ending 31 march", "en", "Kind regards"),
        ("write an email to my manager sarah asking if i can swap my shift on friday with ben, he "
         "agreed, sign it Tom", "en", "best regards,\nTom"),
        ("sympathy card for my coworker mike, his mother died last week", "en", "Kind regards"),
        ("schreib eine kündigung für mein fitnessstudio zum 31. märz", "de",
         "Mit freundlichen Grüßen"),
        ("schreib eine abwesenheitsnotiz, ich bin vom 3. bis 14. märz im urlaub, von Anna", "de",
         "Viele Grüße\nAnna"),
    ],
)  # fmt: skip
def test_a_text_is_signed_with_the_users_name_or_not_at_all(
    asked: str, language: str, ends: str
) -> None:
    text = answered(asked, language)
    assert text.rstrip('"“”„').endswith(ends), text
    assert "[Your name]" not in text and "[Dein Name]" not in text, text
    assert "Sign it" not in text and "I'm Anna" not in text, text


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("note to the teacher excusing Ben from school on Friday, from Sarah", "Sarah"),
        ("please write an excuse note for my son Leo. I'm Anna Becker", "Anna Becker"),
        (
            "schreib eine entschuldigung, meine tochter war krank, von thomas müller",
            "Thomas Müller",
        ),
        ("Ben fehlt am Freitag wegen Fieber. Gruß Sarah", "Sarah"),
        ("text the hairdresser for a trim, sign it lena", "Lena"),
        ("my name is tom, write a note to my landlord", "Tom"),
        ("i took in a parcel from dhl for my neighbour", ""),
        ("I'm free Tuesday after 3", ""),
        ("im off from 1 to 15 august", ""),
        ("a card from me and my brother", ""),
    ],
)
def test_the_users_own_name_is_found_where_they_sign(said: str, name: str) -> None:
    assert own_name(said) == name
