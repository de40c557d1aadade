"""Common simple facts are answered from data, not by the tiny model (held-out set 4: "what
do pandas eat" got "Pandas are carnivores."); only a question naming the fact gets it, and a
different animal, a statement or an unknown fact is left to the rest."""

from __future__ import annotations

import pytest

from brain.llm.tiny_facts import fact_lines, known_fact
from brain.llm.tiny_lines import fixed_lines, known_answer


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("quick q, how many legs has a spider got?", "eight"),
        ("who was it that painted the mona lisa", "Leonardo da Vinci"),
        ("what's the largest planet in the solar system", "Jupiter"),
        ("how many bones does an adult human have", "206"),
        ("when did world war 2 end", "1945"),
        ("who wrote romeo and juliet", "Shakespeare"),
        ("what's the chemical symbol for gold", "Au"),
        ("at what temperature does water boil", "100"),
        ("what's the fastest land animal", "cheetah"),
        ("is a whale a fish?", "mammal"),
    ],
)
def test_a_common_fact_is_answered_right(said: str, means: str) -> None:
    answer = known_answer(said)
    assert answer is not None and means in answer


@pytest.mark.parametrize(
    "said",
    [
        "i watched a documentary about spiders yesterday",
        "my kid drew the mona lisa with crayons lol",
        "how many legs does a woodlouse have",
        "who painted my neighbour's fence",
        "whats the highest peak in the alps",
        "how many days are in a year on mars",
    ],
)
def test_what_names_no_known_fact_gets_none(said: str) -> None:
    assert known_fact(said) is None


def test_german_questions_get_german_facts() -> None:
    answer = known_fact("wie viele beine hat eigentlich eine spinne?", "de")
    assert answer is not None and "acht" in answer


def test_facts_are_left_out_of_the_models_view_like_every_fixed_line() -> None:
    assert fact_lines() <= fixed_lines()
    assert len(fact_lines()) > 300


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("is a whale a mammal or a fish", "mammal"),
        ("why is the sky blue? explain like im 5", "scatter"),
        ("difference between its and it's, quick", "it is"),
    ],
)
def test_questions_without_a_question_word_first(said: str, means: str) -> None:
    answer = known_fact(said)
    assert answer is not None and means in answer


# Everyday facts: trick questions, myths, the kitchen, the body, household science. Asked the
# way people type (texting, typos, German without umlauts); each must get its own fact.
@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("ok which is heavier a kilo of feathers or a kilo of bricks", "en", "same"),
        ("how many months have 28 days??", "en", "All 12"),
        ("how many animals did moses take on the ark", "en", "Noah"),
        ("wie viele tiere hat moses mit auf die arche genommen", "de", "Noah"),
        ("if a plane crashes on the border where do they bury the survivors", "en", "alive"),
        ("a rooster lays an egg on a roof, which way does it roll", "en", "hens"),
        ("how many birthdays does the average man have", "en", "born"),
        ("whats heavier ice or water", "en", "9"),
        ("what has keys but cant open locks", "en", "piano"),
        ("what gets wetter the more it dries", "en", "towel"),
        ("was wird nasser je mehr es trocknet", "de", "Handtuch"),
        ("does cracking your knuckles give you arthritis", "en", "gas bubbles"),
        ("does shaving make hair grow back thicker", "en", "blunt"),
        ("if u swallow gum does it stay in ur stomach 7 years", "en", "passes"),
        ("kann man die chinesische mauer vom weltall aus sehen", "de", "bloßem Auge"),
        ("does sugar make kids hyper", "en", "studies"),
        ("can you catch a cold from being cold", "en", "virus"),
        ("bekommt man von nassen haaren eine erkaeltung", "de", "Viren"),
        ("do i really have to wait 30 min after eating before swimming", "en", "cramp"),
        ("do carrots help you see in the dark", "en", "vitamin A"),
        ("do we swallow spiders in our sleep", "en", "myth"),
        ("verschluckt man im schlaf spinnen", "de", "Mythos"),
        ("do u lose most heat through ur head", "en", "10"),
        ("is the tongue the strongest muscle", "en", "jaw"),
        ("hat spinat wirklich so viel eisen", "de", "Eisen"),
        ("do cats always land on their feet", "en", "righting"),
        ("how long do eggs keep in the fridge", "en", "weeks"),
        ("wie lange sind eier haltbar", "de", "Wochen"),
        ("is it safe to eat raw eggs", "en", "Salmonella"),
        ("kann man aufgetautes fleisch wieder einfrieren", "de", "gegart"),
        ("can i refreeze chicken that thawed", "en", "cook"),
        ("bread has a bit of mold can i just cut it off", "en", "throw"),
        ("brot schimmel abschneiden ok?", "de", "wegwerfen"),
        ("how long is cooked rice good for in the fridge", "en", "day"),
        ("wie lange haelt sich gekochter reis", "de", "Tag"),
        ("does coffee dehydrate you", "en", "counts"),
        ("is it bad to drink coffee on an empty stomach", "en", "heartburn"),
        ("can babies have honey", "en", "botulism"),
        ("can dogs eat chocolate", "en", "vet"),
        ("can dogs eat grapes", "en", "kidney"),
        ("darf mein hund weintrauben essen", "de", "Nieren"),
        ("koennen hunde schokolade essen", "de", "giftig"),
        ("can cats drink milk", "en", "lactose"),
        ("why does bread go stale", "en", "starch"),
        ("how long can food sit out", "en", "2 hours"),
        ("wie lange darf essen draussen stehen", "de", "zwei Stunden"),
        ("are green potatoes safe to eat", "en", "solanine"),
        ("are apple seeds poisonous", "en", "cyanide"),
        ("can you put tinfoil in the microwave", "en", "spark"),
        ("does adding salt make water boil faster", "en", "barely"),
        ("why do we yawn", "en", "contagious"),
        ("how do i get rid of hiccups", "en", "breath"),
        ("what causes brain freeze", "en", "roof of your mouth"),
        ("why do my fingers get wrinkly in the bath", "en", "grip"),
        ("warum werden finger im wasser schrumpelig", "de", "Griff"),
        ("how much water should i drink a day", "en", "litres"),
        ("wie viel wasser sollte man am tag trinken", "de", "Liter"),
        ("why do my ears pop on a plane", "en", "pressure"),
        ("whats the rarest blood type", "en", "AB negative"),
        ("warum bekommt man seitenstechen", "de", "Seitenstechen"),
        ("how many hairs do you lose a day", "en", "100"),
        ("why do cats purr", "en", "also"),
        ("warum schnurren katzen", "de", "entspannt"),
        ("how does a microwave heat food", "en", "water molecules"),
        ("does hot water freeze faster than cold", "en", "Mpemba"),
        ("why do we need leap years", "en", "365"),
        ("warum gibt es schaltjahre", "de", "365"),
        ("why does metal feel colder than wood", "en", "conduct"),
        ("why does salt melt ice", "en", "freezing point"),
        ("when do the clocks go back", "en", "October"),
        ("wann ist die zeitumstellung", "de", "letzten Sonntag"),
        ("why do i get shocked touching door handles", "en", "static"),
        ("does water swirl the other way in australia", "en", "Coriolis"),
        ("how many teaspoons in a tablespoon", "en", "three"),
    ],
)
def test_an_everyday_fact_is_answered_however_it_is_typed(
    said: str, language: str, means: str
) -> None:
    answer = known_fact(said, language)
    assert answer is not None and means in answer, (said, answer)


@pytest.mark.parametrize(
    "said",
    [
        "i cracked my knuckles all day lol",
        "my dog loves grapes",
        "feathers everywhere after the pillow fight",
        "how many eggs does a chicken lay a week",
        "can dogs eat snow",
        "how long do potatoes keep",
        "why do dogs bark",
        "is honey good for a sore throat",
        "what is heavier, gold or lead",
        "can you refreeze ice cream",
        "wie viele tiere gibt es im zoo",
        "how many months until christmas",
        "why do cats hate water",
        "does coffee taste better with oat milk",
        "mein hund hat heute schokolade geklaut",
    ],
)
def test_an_everyday_fact_is_not_given_for_a_neighbouring_question(said: str) -> None:
    assert known_fact(said) is None and known_fact(said, "de") is None


@pytest.mark.parametrize(
    ("said", "language", "means"),
    [
        ("my bread has a spot of mould, can i cut it off", "en", "throw"),
        ("dürfen hunde schokolade essen", "de", "giftig"),
        ("bekommt man vom fingerknacken arthrose", "de", "Arthrose"),
        ("feed a cold starve a fever, is that true", "en", "myth"),
    ],
)
def test_a_question_asked_halfway_or_verb_first_in_german_is_answered(
    said: str, language: str, means: str
) -> None:
    answer = known_fact(said, language)
    assert answer is not None and means in answer, (said, answer)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("hunde dürfen keine schokolade essen", "de"),
        ("hey man, spiders have eight legs", "de"),
        ("bread has a spot of mould", "en"),
    ],
)
def test_the_same_words_said_as_a_statement_get_none(said: str, language: str) -> None:
    assert known_fact(said, language) is None


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("how long does sunlight take to get to earth", "en"),
        ("wie lange braucht sonnenlicht bis zu uns", "de"),
    ],
)
def test_sunlight_said_as_one_word_finds_its_fact(said: str, language: str) -> None:
    assert "8" in (known_answer(said, language) or "")


@pytest.mark.parametrize(
    "said",
    [
        "what's the best way to boil eggs so the yolk stays a bit runny",
        "roughly how far is the moon from earth, basically",
    ],
)
def test_filler_words_around_a_fact_do_not_hide_it(said: str) -> None:
    assert known_fact(said) is not None, said


@pytest.mark.parametrize(
    ("said", "means"),
    [
        ("trivia night at the pub: how many bones in the human body", "206"),
        ("argument with my dad - who painted the mona lisa", "Leonardo"),
        ("me and my roommate disagree — what's the boiling point of water in fahrenheit", "212"),
    ],
)
def test_a_question_after_a_colon_or_dash_is_found(said: str, means: str) -> None:
    answer = known_fact(said)
    assert answer is not None and means in answer, answer
