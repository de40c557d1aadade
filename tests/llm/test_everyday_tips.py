"""Everyday how-to asks get a few concrete steps without the model (issue 14: the 135M model
answers nonsense to anything open): jet lag either way, a slow phone, laptop or Wi-Fi, a
small cut, a minor burn, a nosebleed, rice and pasta, a burnt pot, stains, tipping by
country, sleep, a headache without pills, flowers, a kettle, a freezer, a drain, fruit
flies, a flat car battery and liquids in hand luggage; asked casually, with typos, in German
without umlauts. Words that only sound like one of these get no tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("how do i not get jetlag", "local time"),
        ("flying east to tokyo next week, how do i avoid jet lag", "an hour earlier"),
        ("jetlag tips, flying west to LA", "normal local bedtime"),
        ("my laptop is so slow what do i do", "Task Manager"),
        ("how do i speed up my computer", "Activity Monitor"),
        ("my phone is really slow, any tips", "factory reset"),
        ("wifi is super slow, help", "restart the router"),
        ("i cut my finger, what do i do", "plaster"),
        ("how to treat a small cut", "clean cloth"),
        ("burnt my finger on the pan what helps", "20 minutes"),
        ("i burned my hand on the oven, what do i do", "No butter"),
        ("nosebleed wont stop what do i do", "lean forward"),
        ("how do i cook rice so it isnt mushy", "rinse it"),
        ("my rice is always mushy", "rest off the heat"),
        ("pasta cooking time", "8 to 12 minutes"),
        ("how do i clean a burnt pot", "baking soda"),
        ("how do i get grease out of my shirt", "washing-up liquid"),
        ("grass stain on jeans help", "vinegar"),
        ("how do i get red wine out of the carpet", "blot"),
        ("how much do you tip in the us", "15 to 20%"),
        ("do you tip in the uk", "service charge"),
        ("tipping in germany?", "round up"),
        ("how much should i tip", "depends on the country"),
        ("i cant fall asleep", "same bedtime"),
        ("how to get rid of a headache without medicine", "without medicine"),
        ("how do i keep cut flowers fresh", "change the water"),
        ("how do i descale a kettle", "vinegar"),
        ("how do i defrost my freezer", "hot water"),
        ("how to unclog a drain", "plunger"),
        ("how do i get rid of fruit flies", "apple-cider vinegar"),
        ("car battery is dead what do i do", "jump start"),
        ("my car won't start, battery died", "jump start"),
        ("packing for a flight, what about liquids", "100 ml"),
        ("how much liquid can i take in hand luggage", "1-litre bag"),
        ("how can i save money on groceries", "never shop hungry"),
    ],
)
def test_an_everyday_problem_gets_steps_for_it(said: str, means: str) -> None:
    line = known_answer(said, "en")
    assert line is not None and means in line, line


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("was hilft gegen jetlag", "Ortszeit"),
        ("jetlag nach osten vermeiden", "eine Stunde früher"),
        ("mein laptop ist so langsam was kann ich tun", "Task-Manager"),
        ("mein handy ist so lahm, tipps?", "Werkseinstellungen"),
        ("hab mich geschnitten, was tun", "Pflaster"),
        ("hab mich verbrannt was hilft", "20 Minuten"),
        ("nasenbluten was tun", "nach vorn beugen"),
        ("wie koche ich reis dass er nicht matschig wird", "ruhen lassen"),
        ("angebrannten topf sauber machen", "Natron"),
        ("rotweinfleck entfernen", "tupfen"),
        ("fettfleck aus der hose entfernen", "Spülmittel"),
        ("grasflecken entfernen", "Essig"),
        ("wie viel trinkgeld gibt man in deutschland", "aufrunden"),
        ("trinkgeld in amerika, wie viel?", "15 bis 20 %"),
        ("ich kann nicht einschlafen", "Schlafenszeit"),
        ("kopfschmerzen ohne tabletten was hilft", "ohne Tabletten"),
        ("wie bleiben schnittblumen laenger frisch", "Wasser alle zwei Tage"),
        ("wasserkocher entkalken", "Zitronensäure"),
        ("gefrierschrank abtauen wie", "heißem Wasser"),
        ("abfluss verstopft was tun", "Saugglocke"),
        ("fruchtfliegen loswerden", "Apfelessig"),
        ("autobatterie leer was tun", "Starthilfe"),
        ("wie viel fluessigkeit darf ins handgepaeck", "100 ml"),
    ],
)
def test_asked_in_german_the_steps_are_german(said: str, means: str) -> None:
    line = known_answer(said, "de")
    assert line is not None and means in line, line


def test_the_steps_are_short() -> None:
    for said in ("nosebleed wont stop what do i do", "how to unclog a drain", "tipping in the us"):
        line = known_answer(said, "en") or ""
        assert 0 < len(line) < 450 and "\n" not in line, line


@pytest.mark.parametrize(
    "said",
    [
        "how can i learn to swim",
        "how do i make cold brew",
        "how do i change the language",
        "how do i stop my phone ringing",
        "how do i burn fat",
        "how do i water my plants",
        "the toast is burnt",
        "my laptop is new",
        "how do i get to the east side",
        "how do i scale a recipe",
        "how do i keep bread fresh in the freezer",
        "how do i drain pasta",
        "how do i get rid of greasy hair",
        "what pan should i buy, help",
    ],
)
def test_words_that_only_sound_like_a_problem_get_no_tip(said: str) -> None:
    assert known_answer(said, "en") is None


def test_defrosting_chicken_is_about_the_meat_not_the_freezer() -> None:
    answer = known_answer("how do i defrost chicken quickly", "en") or ""
    assert "cold water" in answer and "ice" not in answer.split(), answer


def test_an_average_is_no_cut() -> None:
    assert known_answer("wie viel verdient man im schnitt", "de") is None


def test_a_blocked_nose_is_a_cold_not_a_drain() -> None:
    line = known_answer("meine nase ist verstopft, was hilft", "de") or ""
    assert "Erkältung" in line and "Abfluss" not in line


def test_a_rainy_afternoon_still_gets_things_to_do() -> None:
    """How-to words ("what can we do") name no problem here: the next kind answers."""
    assert "blanket fort" in (known_answer("what can we do on a rainy afternoon") or "")
