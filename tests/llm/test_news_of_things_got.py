"""Big good news about something the user got (a home, a place to train or study, a
scholarship, a visa, a prize) is congratulated by name, in English and German: the good-news
line had said "Congratulations, that's wonderful news!" and never named the thing, and German
news of a flat got no answer at all. News of someone else's, news that did not happen, and a
question about it get no such congratulations."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "names"),
    [
        ("WE SIGNED FOR THE COTTAGE TODAY!!! with a wood stove and all", "en", "the cottage"),
        ("WE SIGNED FOR THE COTTAGE TODAY!!! with a wood stove and all", "en", "a wood stove"),
        ("landed the apprenticeship at the bike shop yay", "en", "apprenticeship at the bike shop"),
        (
            "finally got the scholarship for the exchange year 🎉",
            "en",
            "scholarship for the exchange",
        ),
        ("omg we got the allotment by the river", "en", "the allotment by the river"),
        ("i just got my work visa approved!!", "en", "your work visa"),
        ("got accepted into the nursing programme at kings", "en", "the nursing programme"),
        ("the little terraced house is ours!!", "en", "the little terraced house"),
        ("they accepted our offer on the bungalow", "en", "the bungalow"),
        ("hab die zusage für den kitaplatz bekommen!!", "de", "zur Zusage für den Kitaplatz"),
        ("wir haben endlich ein haus mit garten gekauft", "de", "zum Haus mit Garten"),
        ("ich hab den ausbildungsplatz bei der tischlerei gekriegt", "de", "Tischlerei"),
        ("juhu, hab die stelle am klinikum bekommen", "de", "zur Stelle am Klinikum"),
        ("wir bekommen die dachwohnung in der südstadt!", "de", "zur Dachwohnung in der Südstadt"),
    ],
)
def test_what_the_user_got_is_named(said: str, language: str, names: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and names in answer, answer


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("my brother got the flat upstairs", "en"),
        ("we didn't get the house in the end", "en"),
        ("if i get the internship i'll move to lyon", "en"),
        ("got the flu from my kid", "en"),
        ("got the house to ourselves tonight", "en"),
        ("did you get the flat?", "en"),
        ("wir haben die wohnung leider nicht bekommen", "de"),
        ("meine kollegin hat die stelle bekommen", "de"),
    ],
)
def test_news_not_the_users_own_gets_no_named_congratulations(said: str, language: str) -> None:
    answer = known_answer(said, language) or ""
    assert "Congratulations on" not in answer and "Glückwunsch zu" not in answer, answer
