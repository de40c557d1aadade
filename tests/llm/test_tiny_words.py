"""What a word means is answered from data, not by the tiny model (issue 14: "what does saudade
mean" got nonsense): however the question is typed (texting, German, a typo), in German when
asked in German; a question about the app or the world, or a word the bank lacks, is left to
the rest. The phrasings here were written apart from the ones the rules were built with."""

from __future__ import annotations

from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path

import pytest
import yaml

from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_words import meaning, word_lines
from tests.engines.conftest import Hub, _open_hub


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("yo what does rizz even mean", "charm"),
        ("wait whats 'situationship' mean??", "no clear label"),
        ("ok so what is delulu lol", "delusional"),
        ("can u define schadenfreude", "misfortune"),
        ("what's the meaning of the phrase 'bite the bullet'", "unpleasant"),
        ("hygge definition pls", "Danish"),
        ("what do kids mean by mid", "mediocre"),
        ("what does it mean if a guy calls you bae", "boyfriend"),
        ("what does imo stand for", "in my opinion"),
        ("wtf does smh mean", "shaking my head"),
        ("meaning of once in a blue moon", "rarely"),
        ("what does deja vu mean", "already seen"),
        ("Déjà-vu meaning?", "already seen"),
        ("hey eddie, what does “spill the tea” mean in texting", "gossip"),
        ("do you know what ikigai means", "reason for being"),
    ],
)
def test_a_question_about_a_word_gets_its_meaning(said: str, means: str) -> None:
    answer = meaning(said, "en")
    assert answer is not None and means in answer


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("what does ephemerel mean", "short time"),
        ("define ubiqutous", "everywhere"),
        ("whats the meaning of serendipitty", "happy accident"),
        ("what does nonchalent mean", "calm"),
    ],
)
def test_one_mistyped_letter_in_a_long_word_still_finds_it(said: str, means: str) -> None:
    answer = meaning(said, "en")
    assert answer is not None and means in answer


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("my son keeps saying gyatt lol what does that mean", "exclamation"),
        ('my coworker replied "tbh" to my email, what does that mean', "to be honest"),
    ],
)
def test_that_means_the_word_said_just_before(said: str, means: str) -> None:
    answer = meaning(said, "en")
    assert answer is not None and means in answer


@pytest.mark.parametrize(
    "said", ["she told me she needs space, what does that mean", "what does that mean"]
)
def test_that_without_a_known_word_before_it_gets_none(said: str) -> None:
    assert meaning(said, "en") is None


def test_is_it_a_word_is_answered_yes_with_the_meaning() -> None:
    answer = meaning("is 'petrichor' an actual word?", "en")
    assert answer is not None and answer.startswith("Yes") and "rain" in answer


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("was bedeutet eigentlich Kummerspeck?", "de", "Frustessen"),
        ("was heisst ohrwurm", "en", "Melodie"),  # a German question: a German answer
        ("wofür steht eigentlich FOMO", "de", "verpassen"),
        ("was versteht man unter nachhaltig", "de", "Ressourcen"),
        ("was ist mit Narrativ gemeint", "de", "Erzählung"),
        ("Fremdscham Bedeutung", "en", "schämen"),
        ("was ist eigentlich ein ohrwurm", "de", "Melodie"),
        ("what does feierabend mean", "de", "Arbeitstages"),
        ("what does torschlusspanik mean in german", "en", "Lebensziele"),
        ("was bedeutet torschlusspannik", "de", "Lebensziele"),
    ],
)
def test_german_questions_get_german_meanings(said: str, language: str, means: str) -> None:
    answer = meaning(said, language)
    assert answer is not None and means in answer


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("what does feierabend mean", "en", "end of the working day"),
        ("was heißt ghosting auf englisch", "de", "cutting off all contact"),
        ("was bedeutet sonder", "de", "passer-by"),  # no German meaning: the English one
    ],
)
def test_the_asked_or_only_language_wins(said: str, language: str, means: str) -> None:
    answer = meaning(said, language)
    assert answer is not None and means in answer


@pytest.mark.parametrize(
    "said",
    [
        "what does mediate mean in vance",
        "what does /steer do",
        "what does the inbox button mean",
        "what does ratio mean in the status bar",
        "what does ratio mean in maths",
        "what does the fox say",
        "what does a dentist do",
        "what does a goat eat",
        "what is a goat",
        "what's the eta",
        "whats the tea",
        "what does my horoscope mean",
        "what does it mean to be happy",
        "what does flibbertyjib mean",
        "define blorpus",
        "was bedeutet quatschwortxy",
        "i mean it",
        "what do you mean",
        "what do u mean by that",
        "i didn't mean that",
        "that means a lot to me",
        "was heißt das",
        "what does influence mean",  # one letter from "influencer", but another word
    ],
)
def test_what_asks_no_meaning_of_a_known_word_gets_none(said: str) -> None:
    assert meaning(said, "en") is None
    assert meaning(said, "de") is None


def test_the_tiny_models_fixed_answers_include_meanings() -> None:
    assert known_answer("what does saudade mean") == meaning("what does saudade mean")
    assert meaning("what does saudade mean") in word_lines()
    assert known_answer("i mean it, thank you so much!") != meaning("what does saudade mean")


def test_the_bank_is_large_with_german_for_most_and_no_word_twice() -> None:
    from brain.llm.tiny_words import _key

    text = resources.files("prompts").joinpath("facts/words.yaml").read_text("utf-8")
    entries = yaml.safe_load(text)
    assert len(entries) >= 450
    assert sum(1 for entry in entries if entry.get("de")) >= len(entries) // 2
    keys = [_key(str(form)) for entry in entries for form in entry["w"]]
    assert len(keys) == len(set(keys))
    assert all(entry["en"].startswith("*") for entry in entries)


@pytest.fixture
async def small_hub(tmp_path: Path) -> AsyncIterator[Hub]:
    """A hub whose model stands in for the small local one (nothing scripted: a turn that
    reached it would get no meaning)."""
    async for opened in _open_hub(tmp_path, small=True):
        yield opened


async def test_the_hub_on_the_tiny_model_says_the_meaning_without_asking_it(
    small_hub: Hub,
) -> None:
    await small_hub.say("hey what does saudade even mean")
    last = (await small_hub.eddie_said())[-1].content
    assert "Portuguese" in last and "longing" in last
    await small_hub.say("was bedeutet Kummerspeck?")
    last = (await small_hub.eddie_said())[-1].content
    assert "Frustessen" in last


async def test_a_word_asked_about_is_no_command_and_no_goodbye(small_hub: Hub) -> None:
    """The router read "was ist fomo" as an inbox question and "was ist eigentlich ein
    ohrwurm" as help; the goodbye line answered "what does ttyl mean"."""
    await small_hub.say("was ist fomo")
    assert "Angst" in (await small_hub.eddie_said())[-1].content
    await small_hub.say("was ist eigentlich ein ohrwurm")
    assert "Melodie" in (await small_hub.eddie_said())[-1].content
    await small_hub.say("what does ttyl mean")
    last = (await small_hub.eddie_said())[-1].content
    assert "talk to you later" in last.lower() and "Talk soon" not in last


def test_a_quoted_word_may_be_followed_by_why_it_is_asked() -> None:
    said = meaning("what does 'skibidi' mean, my niece says it all day")
    assert said is not None and "skibidi" in said.lower()
