"""German questions find the facts and tips whose keys and tags they name in another form: a
verb conjugated ("kocht" for "kochen", "steigen" for "steigt"), an adjective inflected ("weiches",
"blauen"), a plural ("wasserhähne", "kühlschränke", "pizzas"). A hangover the user has gets the
cure, one to avoid the avoiding tip, and a tomcat ("kater") neither. Words only sharing letters
with a key ("reisen" and "reis", "weinen" and "wein"), a question naming one key group only, and
English questions stay as they were."""

from __future__ import annotations

import pytest

from brain.llm.tiny_forms import german_forms
from brain.llm.tiny_lines import known_answer

_CURE = "Bei einem Kater: viel Wasser"
_AVOID = "Um einen Kater zu vermeiden"


@pytest.mark.parametrize(
    ("said", "means"),
    [
        # facts
        ("wie viele minuten kocht ein weiches frühstücksei", "etwa 6 Minuten"),
        ("wie steigen heißluftballons eigentlich nach oben", "Brenner"),
        ("wodurch entsteht ein erdbeben", "Plattengrenzen"),
        ("aus welchem land stammen pizzas ursprünglich", "Neapel"),
        ("wie lange schläft ein erwachsener mensch", "7 bis 9 Stunden"),
        ("wieso haben wir einen blauen himmel", "Rayleigh"),
        ("unser hund fraß eben eine weintraube", "Nieren"),
        # tips
        ("die hunde vom nachbarn bellen ständig, was kann ich tun", "freundlich"),
        ("die wasserhähne im bad tropfen, was tun", "Dichtung"),
        ("die kühlschränke im büro stinken, tipps?", "stinkenden Kühlschrank"),
    ],
)
def test_a_key_said_in_another_form_finds_its_answer(said: str, means: str) -> None:
    answer = known_answer(said, "de")
    assert answer is not None and means in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "hab nen fetten kater, was hilft?",
        "bin verkatert was kann ich tun",
        "kater von gestern, schnelle hilfe?",
        "bin heute total verkatert, hilfe",
        "ich habe einen üblen kater, tipps?",
        "kater vom feiern gestern, was tun?",
        "was hilft gegen kater",
    ],
)
def test_a_hangover_the_user_has_gets_the_cure(said: str) -> None:
    answer = known_answer(said, "de") or ""
    assert answer.startswith(_CURE), answer


@pytest.mark.parametrize(
    "said",
    [
        "wie vermeide ich einen kater",
        "wie verhindere ich morgen einen kater",
        "was kann ich tun um keinen kater zu bekommen",
        "wie beuge ich einem kater vor",
    ],
)
def test_a_hangover_to_avoid_gets_the_avoiding_tip(said: str) -> None:
    answer = known_answer(said, "de") or ""
    assert answer.startswith(_AVOID), answer


@pytest.mark.parametrize(
    "said",
    [
        "mein kater frisst nicht",
        "unser kater kotzt ständig, tipps?",
        "wir haben einen neuen kater, tipps für die ersten tage?",
    ],
)
def test_a_tomcat_gets_no_hangover_tip(said: str) -> None:
    answer = known_answer(said, "de") or ""
    assert _CURE not in answer and _AVOID not in answer, answer


def test_a_tomcat_that_does_not_eat_still_gets_the_vet() -> None:
    assert "Tierarzt" in (known_answer("mein kater frisst nicht", "de") or "")


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("i'm so hungover, what helps", "en", "For a hangover:"),
        ("how do i avoid a hangover tonight", "en", "To avoid a hangover:"),
        ("how long do i boil a soft egg", "en", "about 6 minutes"),
        ("my kids keep fighting, any tips?", "en", "For siblings who fight"),
    ],
)
def test_english_keys_are_matched_as_before(said: str, language: str, means: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and means in answer, answer


@pytest.mark.parametrize(
    ("keyed", "near", "language"),
    [
        # one key group named (in another form), the other not
        ("wie steigen heißluftballons", "wie steigen die preise", "de"),
        ("wodurch entsteht ein erdbeben", "wodurch entstehen staus", "de"),
        ("aus welchem land stammen pizzas", "woher stammen meine vorfahren", "de"),
        ("wie lange schläft ein erwachsener mensch", "wie lang schläft ein koala", "de"),
        # a word of its own that only looks like another form of a key
        ("wie lange kocht reis", "wie lange dauert das reisen mit dem zug nach rom", "de"),
        ("wie viele kalorien hat wein", "wie viele kalorien verbrennt man beim weinen", "de"),
        ("wie sichere ich meine fotos", "wie komme ich nachts sicher heim, tipps?", "de"),
        # a tag named as written still beats one named in another form
        ("die tür quietscht, was hilft", "meine fahrradkette quietscht, was tun", "de"),
        # English keys have no other forms
        ("our neighbours dog barks all night, tips?", "the neighbours dogs barked all night", "en"),
        ("how long should adults sleep", "how long does a koala sleep", "en"),
    ],
)
def test_a_near_miss_gets_not_the_keyed_answer(keyed: str, near: str, language: str) -> None:
    answer = known_answer(keyed, language)
    assert answer is not None
    assert known_answer(near, language) != answer


@pytest.mark.parametrize(
    ("word", "said"),
    [
        ("kochen", ["koche", "kochst", "kocht", "kochte", "gekocht", "gekochtes", "kochendes"]),
        ("weich", ["weiche", "weicher", "weiches", "weichen", "weichem"]),
        ("katze", ["katzen"]),
        ("zahn", ["zähne", "zaehne"]),
        ("schlafen", ["schläft", "schlaeft", "geschlafen"]),
        ("bellt", ["bellen", "bellte"]),
        ("aufwärmen", ["aufgewärmt", "aufwärmt"]),
        ("vermeiden", ["vermeide", "vermeidet"]),
    ],
)
def test_a_german_word_has_its_common_forms(word: str, said: list[str]) -> None:
    assert set(said) <= german_forms(word)


@pytest.mark.parametrize(
    ("word", "not_said"),
    [
        ("ei", ["eier"]),  # three letters or fewer: as written only
        ("rosen", ["rost"]),
        ("reisen", ["reis"]),
        ("stimme", ["stimmt"]),
        ("hilft", ["hilfe"]),
        ("sichern", ["sicher"]),
        ("eine", ["einen", "einem"]),
        ("vermeiden", ["gevermeidet"]),
    ],
)
def test_a_german_word_makes_no_other_word(word: str, not_said: list[str]) -> None:
    assert not set(not_said) & german_forms(word)
