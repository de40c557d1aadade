"""Cards for a named person keep what the user tells: a birthday with the age, what they love,
the day and whom it is from (a light joke when they love bad jokes); sympathy naming who died
and when, reserved when the user is not close to them; German cards for the common occasions
(Hochzeit, Geburtstag, Genesung, Beileid, Ruhestand, Geburt) greeting by name, du or Sie. News
("my grandpa turns 90 on sunday"), a gift question or a message asking something is no card."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def said(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


def test_a_birthday_message_with_age_loves_day_and_senders() -> None:
    text = said(
        "write a birthday message for my dad, he turns 60 on saturday, he loves fishing and bad"
        " jokes, it's from me (anna) and my brother jonas"
    )
    assert "Happy 60th birthday, Dad!" in text, text
    assert "Saturday" in text and "fishing and bad jokes" in text, text
    assert "jokes stay as wonderfully bad" in text, text  # a light joke for a lover of bad jokes
    assert "Anna and Jonas" in text and "We hope" in text, text
    assert "impasta" not in text  # no joke from the joke lines


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        (
            "pls write a birthday card for my brother max, he's turning 18 on friday and he loves"
            " football and video games, from mum and dad",
            ("18th birthday, Max", "Friday", "football and video games", "Mum and Dad"),
        ),
        (
            "birthday wishes for my best friend sophie, 30 today, she's crazy about dogs, from me"
            " (lena)",
            ("30th birthday, Sophie", "today", "dogs", "Lena"),
        ),
        (
            "can u write a bday msg for my aunt carol, she turns 70 next week, loves gardening",
            ("70th birthday, Aunt Carol", "next week", "gardening"),
        ),
        (
            "need a birthday card text for my colleague Marc, 40 tomorrow, big fan of FC Bayern,"
            " from the whole team",
            ("40th birthday, Marc", "tomorrow", "FC Bayern", "the whole team"),
        ),
    ],
)  # fmt: skip
def test_a_birthday_card_in_other_words_keeps_its_details(
    asked: str, details: tuple[str, ...]
) -> None:
    text = said(asked)
    for detail in details:
        assert detail in text, (detail, text)


def test_a_sympathy_card_for_a_coworker_one_is_not_close_to() -> None:
    text = said(
        "write a sympathy card for my coworker mike, his mother died last week, we're not close"
    )
    assert "Dear Mike," in text and "your mother passed away last week" in text, text
    assert "condolences" in text, text
    assert "lot of love" not in text and "not close" not in text, text  # not intimate


@pytest.mark.parametrize(
    ("asked", "details", "not_in"),
    [
        (
            "writ a sympthy card for my coworker james, his wife passed away, we dont know each"
            " other well",
            ("Dear James,", "your wife's passing", "condolences"),
            "lot of love",
        ),
        (
            "i need a condolence message for my friend nina, her grandma died yesterday",
            ("Dear Nina,", "your grandma passed away yesterday", "lot of love"),
            "Kind regards",
        ),
        (
            "can you write a condolence note to our neighbour mrs fischer, her husband peter"
            " passed away on tuesday",
            ("Dear Mrs. Fischer,", "your husband, Peter, passed away on Tuesday"),
            "lot of love",
        ),
        (
            "sympathy msg for an acquaintance from my running club, dan, his dad died suddenly",
            ("Dear Dan,", "your father passed away suddenly"),
            "lot of love",
        ),
    ],
)  # fmt: skip
def test_a_sympathy_card_names_who_died_and_fits_how_close(
    asked: str, details: tuple[str, ...], not_in: str
) -> None:
    text = said(asked)
    for detail in details:
        assert detail in text, (detail, text)
    assert not_in not in text, text


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        (
            "schreib mir was nettes für ne hochzeitskarte für meine kollegin julia und ihren mann"
            " markus, nicht zu kitschig",
            ("Liebe Julia, lieber Markus,", "Glückwunsch zur Hochzeit", "euch"),
        ),
        (
            "schreib mir bitte einen geburtstagstext für meinen papa, er wird 65, liebt angeln und"
            " schlechte witze, von anna und jonas",
            ("Lieber Papa,", "zum 65. Geburtstag", "Angeln und schlechte Witze", "Anna und Jonas"),
        ),
        (
            "kannst du mir einen text für eine genesungskarte für meine nachbarin frau schulz"
            " schreiben? sie hatte eine hüft-op",
            ("Liebe Frau Schulz,", "Ihrer Hüft-OP", "Gute Besserung", "Ihnen"),
        ),
        (
            "was schreib ich in die beileidskarte für meinen kollegen markus, seine mutter ist am"
            " sonntag gestorben",
            ("Lieber Markus,", "deine Mutter am Sonntag gestorben", "Beileid"),
        ),
        (
            "schreib was für die ruhestandskarte von unserem chef herrn maier, nach 30 jahren in"
            " der firma",
            ("Lieber Herr Maier,", "zum Ruhestand", "Nach 30 Jahren in der Firma", "Sie"),
        ),
        (
            "glückwunschkarte zur geburt von lina, tochter von meinem freund tim und seiner frau"
            " eva",
            ("Lieber Tim, liebe Eva,", "Geburt von Lina", "kleine Lina"),
        ),
        (
            "hochzeitskarte für meinen bruder tom und seine frau lisa, von uns allen",
            ("Lieber Tom, liebe Lisa,", "Wir wünschen euch", "von uns allen"),
        ),
    ],
)  # fmt: skip
def test_a_german_card_for_each_occasion_with_the_names(
    asked: str, details: tuple[str, ...]
) -> None:
    text = said(asked, "de")
    assert text.startswith("So könnte die Karte lauten"), text
    for detail in details:
        assert detail in text, (detail, text)
    assert "Auf Deutsch kann" not in text  # no refusal


def test_an_english_card_for_a_wedding_a_retirement_and_a_birth() -> None:
    wedding = said("write a wedding card for Julia and Markus")
    assert "Dear Julia and Markus," in wedding and "wedding" in wedding, wedding
    retiring = said(
        "write a retirement card for our boss Frank, after 25 years at the company, from the"
        " whole team"
    )
    assert "Dear Frank," in retiring and "After 25 years at the company" in retiring, retiring
    born = said(
        "write a card for my friend tim and his wife eva, congrats on the birth of their"
        " daughter lina"
    )
    assert "Dear Tim and Eva," in born and "Lina" in born, born
    assert "birthday" not in born.lower(), born


@pytest.mark.parametrize(
    "asked",
    [
        "my grandpa turns 90 on sunday",
        "what should i get my grandpa for his 90th",
        "my sister is getting married in june",
        "remind me to write a birthday card for dad on sunday",
        "pls write a short text to my neighbour (mr novak) asking if he could feed my cat this"
        " weekend? im away at a wedding",
        "write a birthday invite for my 40th on march 3",
    ],
)
def test_news_a_gift_a_reminder_or_an_ask_is_no_card(asked: str) -> None:
    answer = known_answer(asked) or ""
    assert "Here's a text for the card" not in answer, answer


def test_a_card_with_nothing_told_keeps_the_stock_lines() -> None:
    answer = said("funny birthday message for my colleague pls")
    assert "vintage" in answer, answer


def test_a_retirement_card_for_a_neighbour_thanks_for_no_work_together() -> None:
    text = said(
        "schreib bitte was für eine karte zum ruhestand von meiner nachbarin frau koch, sie liebt"
        " ihren garten",
        "de",
    )
    assert "Liebe Frau Koch," in text and "Ihren Garten" in text, text
    assert "Zusammenarbeit" not in text, text  # a neighbour, not a colleague
