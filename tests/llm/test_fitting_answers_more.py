"""More of what people ask gets a line that fits (issue 14, held-out answer set 5): a serious
low moment in any words, moods and illness said in German, tips on a named problem, names
for a pet, a rainy day with kids, films like one named; a poem, a message to send, a choice
to make, podcasts, songs, gifts by interest and more tips, in English and German."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import in_crisis, known_answer, told


@pytest.mark.parametrize(
    "said",
    [
        "honestly i don't really want to be alive anymore",
        "i have all my pills here and i'm going to take them",
        "ich bin einfach nur noch lebensmüde",
    ],
)
def test_a_serious_low_moment_in_other_words_gets_someone_to_talk_to(said: str) -> None:
    assert in_crisis(said)
    line = known_answer(said, "de" if "ich" in said else "en") or ""
    assert "988" in line or "0800 111 0 111" in line


@pytest.mark.parametrize(
    "said",
    ["im going to end it with my girlfriend tonight", "this cake is to die for", "kill the timer"],
)
def test_everyday_words_are_no_crisis(said: str) -> None:
    assert not in_crisis(said)


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("mir gehts heute echt mies", "Das tut mir leid"),
        ("ich hab mein examen verhauen", "Das tut mir leid"),
        ("hab schnupfen und husten seit gestern", "Gute Besserung"),
    ],
)
def test_moods_and_illness_said_in_german_get_a_german_line(said: str, means: str) -> None:
    assert told(said)
    assert (known_answer(said, "de") or "").startswith(means)


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("any advice for falling asleep faster", "same bedtime"),
        ("how do i get a wine stain out of the sofa", "blot"),
        ("any hangover tips, asking for me", "water and something salty"),
        ("what can we do on a rainy afternoon", "blanket fort"),
        ("need a name for our new puppy, she's all white", "Snowball"),
        ("any films like inception?", "Interstellar"),
        ("i need an inspiring quote to get me going", "("),
    ],
)
def test_a_named_problem_or_wish_gets_a_line_for_it(said: str, means: str) -> None:
    line = known_answer(said)
    assert line is not None and means in line, line


def test_tips_on_something_it_has_no_line_for_go_to_the_model() -> None:
    assert known_answer("any tips for my life in general") is None


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("could u do a haiku about snow", "en", "Snow on the rooftops"),
        ("need a cute little poem for my mom", "en", "tie my shoes"),
        ("a short rhyme about mondays pls", "en", "Monday again"),
        ("schreib mir bitte ein kurzes gedicht ueber katzen", "de", "Die Katze"),
        ("write me a poem about tractors", "en", "I don't have one about tractors"),
        ("dichte mir ein gedicht ueber den traktor", "de", "Über traktor habe ich keins"),
    ],
)
def test_a_poem_asked_for_is_one_on_that_topic_or_says_it_has_none(
    said: str, language: str, means: str
) -> None:
    line = known_answer(said, language)
    assert line is not None and means in line, line
    assert line.count("\n") >= 2  # a poem has lines


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("what do i put in a get well card for my uncle", "en", "Get well soon"),
        ("can u help me write a bday text for my dad", "en", "Happy birthday, Dad"),
        ("condolence message for a coworker whose father passed away", "en", "sorry for your loss"),
        ("my friend had a baby, what should i text her", "en", "little one"),
        ("was kann ich meinem kollegen zum neuen job schreiben", "de", "zum neuen Job"),
        ("entschuldigung schreiben an meine freundin, hilfe", "de", "Es tut mir leid"),
        ("geburtstagsnachricht fuer meine beste freundin", "de", "liebsten Menschen"),
        ("ein spruch zum geburtstag fuer papa", "de", "Alles Gute zum Geburtstag, Papa"),
        ("write something for my colleague who is retiring", "en", "Happy retirement"),
        ("how do i say congrats on the wedding in a card", "en", "on your wedding"),
    ],
)
def test_a_message_to_send_fits_the_occasion_and_the_person(
    said: str, language: str, means: str
) -> None:
    line = known_answer(said, language)
    assert line is not None and means in line, line


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("torn between renting and buying a flat tbh", "en", "how long you'll stay"),
        ("sollen wir uns eine katze oder einen hund holen", "de", "Ein Hund braucht"),
        ("should i stick with android or switch to an iphone", "en", "Mac and iPad"),
        ("should i go back to uni or keep working", "en", "needs the degree"),
        ("should i paint the kitchen green or blue", "en", "A quick way to decide"),
        ("rent or buy, what do you think?", "en", "how long you'll stay"),
        ("should i move to a new city for a job", "en", "What draws you there"),
    ],
)
def test_should_i_this_or_that_gets_what_decides_it(said: str, language: str, means: str) -> None:
    line = known_answer(said, language)
    assert line is not None and means in line, line
    assert "?" in line  # and an offer to talk it through


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("got any good history podcasts", "en", "Hardcore History"),
        ("suggest a podcast, i'm learning german", "en", "Coffee Break German"),
        ("gute true crime podcasts?", "de", "Zeit Verbrechen"),
        ("podcasts to learn english", "en", "6 Minute English"),
        ("need songs for our wedding first dance, any ideas", "en", "At Last by Etta James"),
        ("playlist ideas for a roadtrip", "en", "Life Is a Highway"),
        ("lieder zum aufwachen, vorschlaege?", "de", "Here Comes the Sun"),
        ("songs for a sad day", "en", "Fix You"),
    ],
)
def test_podcasts_and_songs_are_real_ones_for_what_was_named(
    said: str, language: str, means: str
) -> None:
    line = known_answer(said, language)
    assert line is not None and means in line, line


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("gift ideas for my uncle who golfs", "en", "golf balls"),
        ("geschenkidee fuer jemanden der gern wandert", "de", "Wandersocken"),
        ("any present ideas for a friend who loves baking", "en", "For a baker"),
        ("geschenk für meinen bruder, er kocht gern, ideen?", "de", "Kochmesser"),
    ],
)
def test_a_gift_fits_the_interest_named(said: str, language: str, means: str) -> None:
    line = known_answer(said, language)
    assert line is not None and means in line, line


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("hiccups won't stop, what helps", "en", "hold your breath"),
        ("schluckauf, was hilft", "de", "Luft anhalten"),
        ("first date tomorrow, any advice?", "en", "somewhere you can talk"),
        ("jetlag tipps", "de", "Ortszeit"),
        ("how can i save on my weekly food shop", "en", "never shop hungry"),
        ("how do i get creases out of a shirt with no iron", "en", "hot shower"),
        ("glas geht nicht auf, tipps?", "de", "Gummihandschuh"),
        ("kaffeeflecken entfernen tipps", "de", "Kaffeefleck"),
        ("how do i get coffee out of my white shirt", "en", "heat sets it"),
        ("phone's about to die and no charger, tips", "en", "low-power mode"),
        ("got badly sunburnt, what helps", "en", "aloe vera"),
        ("tips for my first job interview", "en", "three short stories"),
        ("tipps für eine rede halten", "de", "Publikum"),
        ("how to declutter my flat", "en", "three piles"),
        ("whats the best way to learn a language, any tips", "en", "500 most common words"),
        ("how do i learn a new language fast", "en", "500 most common words"),
    ],
)
def test_tips_on_more_everyday_problems(said: str, language: str, means: str) -> None:
    line = known_answer(said, language)
    assert line is not None and means in line, line


@pytest.mark.parametrize(
    "said",
    [
        "i wrote a poem today",
        "my son wrote a poem about dogs",
        "what rhymes with orange",
        "my mum's birthday is friday",
        "i got a birthday card from my mum",
        "i listened to a great podcast on the train",
        "that song is stuck in my head",
        "i bought her a gift yesterday",
        "how do i stop drinking so much coffee",
        "what works better, tea or coffee",
    ],
)
def test_what_only_mentions_a_poem_a_message_or_a_song_gets_no_such_line(said: str) -> None:
    line = known_answer(said) or ""
    assert "\n" not in line and "birthday" not in line.lower(), line
    assert "podcast" not in line.lower() and " by " not in line and "stain" not in line, line


@pytest.mark.parametrize(
    "said",
    [
        "should i go to the doctor or not",
        "should i go to the er or wait it out",
        "should i take an umbrella or not",
        "what should i watch, a movie or a series",
        "should i move the meeting to 3",
        "should i rent a car",
    ],
)
def test_a_choice_about_health_weather_or_what_to_pick_is_no_dilemma(said: str) -> None:
    assert "decide" not in (known_answer(said) or "")


def test_a_choice_only_sharing_a_word_with_a_topic_gets_the_general_way_to_decide() -> None:
    assert (known_answer("should i stay home or go out tonight") or "").startswith("A quick way")


def test_a_joke_about_an_occasion_is_a_joke_not_a_card() -> None:
    assert "here's one" in (known_answer("write a joke about weddings") or "")


def test_thanks_for_ideas_stays_thanks() -> None:
    assert (known_answer("thanks for the gift ideas") or "").startswith("You're welcome")
    assert (known_answer("thank you so much for the poem") or "").startswith("You're welcome")


def test_a_poem_about_no_real_subject_is_just_a_poem() -> None:
    line = known_answer("write me a tiny poem about what we are up to") or ""
    assert line.startswith("Soft rain") and "about what" not in line


def test_learning_to_do_something_is_no_study_or_language_tip() -> None:
    assert known_answer("how can i learn to swim") is None
