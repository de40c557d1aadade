"""The fifteenth session's small talk, advice and "about Eddie" kinds said the way strangers
say them: a big birthday told in the past tense, a new pet's name given as "we named him …",
quitting with two feelings at once in any words, privacy asked about "the stuff i tell you",
an ailment with "anything that helps apart from meds", a guest's "what do we bring" after a
long story, and whether food left out overnight is still safe to eat."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer

_CASES = [
    # 1. a big birthday that was
    ("my grandad turned 85 today, whole family showed up, even cousins from canada", "en", "whole family there"),
    ("grandpa celebrated his 80th yesterday with all of us", "en", "whole family there"),
    ("my mum turned 60 on saturday and we had a big family party", "en", "whole family there"),
    ("grandma had her 95th today! all the grandkids were there", "en", "whole family there"),
    ("my nan was 85 yesterday", "en", "Did you get to celebrate"),
    ("my great aunt turned 100 this week", "en", "What a milestone"),
    ("oma ist heute 90 geworden, die ganze familie war da", "de", "ganzen Familie"),
    ("mein opa ist gestern 85 geworden", "de", "alles Gute nachträglich"),
    ("meine oma hat heute ihren 90. geburtstag gefeiert", "de", "nachträglich"),
    ("omas 90. war gestern, alle enkel kamen", "de", "ganzen Familie"),
    ("grandpa's 80th was on saturday, the whole family came", "en", "whole family there"),
    ("my mom's 60th was yesterday", "en", "pass on my warmest wishes"),
    # 2. a new pet with its name
    ("we just got a puppy, a spaniel, and we named her Frida", "en", "Welcome to the family, Frida"),
    ("got a little rescue dog, called her Bella", "en", "Bella"),
    ("new kitten! his name's Milo", "en", "Milo"),
    ("we adopted a cat yesterday, we call her mochi", "en", "How is Mochi settling in"),
    ("just brought home a labrador pup. named her daisy!", "en", "A labrador, lovely choice"),
    ("we got a dog!! she goes by pepper", "en", "Pepper"),
    ("wir haben einen welpen geholt, einen dackel, wir haben ihn otto genannt", "de", "Otto"),
    ("haben eine katze adoptiert, sie heißt mia", "de", "Willkommen in der Familie, Mia"),
    # 3. quitting with mixed feelings
    ("hab eben meinen job gekündigt 😅 ist ein komisches gefühl aber irgendwie auch gut", "de", "Gemischte Gefühle"),
    ("kündigung eingereicht! aufregend aber auch ein bisschen beängstigend", "de", "Gemischte Gefühle"),
    ("just quit my job. weird but good", "en", "Mixed feelings"),
    ("i resigned today. scared and excited at the same time", "en", "Mixed feelings"),
    ("turned in my resignation this morning, feels strange but also kind of freeing", "en", "Mixed feelings"),
    ("quit my job lol, it feels weird but good", "en", "Mixed feelings"),
    ("handed in my notice today, nervous but relieved", "en", "takes courage"),
    ("hab heute gekündigt, bin traurig und erleichtert zugleich", "de", "braucht Mut"),
    # 4. privacy
    ("are the things i tell you kept private, or do they end up on a server somewhere?", "en", "vance.db"),
    ("what do you do with my data", "en", "vance.db"),
    ("where does my data go", "en", "vance.db"),
    ("hey quick one, do my chats end up on some company server?", "en", "vance.db"),
    ("what happens to the things i tell you", "en", "vance.db"),
    ("is everything i type here stored somewhere in the cloud", "en", "vance.db"),
    ("was machst du mit meinen daten", "de", "vance.db"),
    ("wo landen meine daten eigentlich", "de", "vance.db"),
    ("landet das alles auf einem server?", "de", "vance.db"),
    # 5. an ailment and what helps
    ("my throat's been sore and scratchy for two days, no temperature. anything apart from meds that helps?", "en", "salt-water gargle"),
    ("my throat is killing me, anything that helps besides tablets", "en", "honey in warm tea"),
    ("got a cold, runny nose. what helps apart from medicine", "en", "saline spray"),
    ("bad headache all afternoon, what helps without pills?", "en", "dark room"),
    ("i can't sleep again, anything that helps?", "en", "same bedtime"),
    ("hals kratzt seit gestern, was hilft außer tabletten?", "de", "Honig"),
    ("kopfschmerzen seit heute morgen, hilft da was ohne tabletten?", "de", "dunklen Raum"),
    ("erkältet, nase zu. was hilft?", "de", "Erkältung"),
    # 6. what a guest brings
    ("our new neighbours have asked my wife and me round for dinner at their house on friday. what should we take?", "en", "For a dinner invitation"),
    ("we are invited to my colleague's for dinner next friday, what should we bring", "en", "For a dinner invitation"),
    ("my girlfriends parents asked us over for lunch on sunday. what to bring?", "en", "small gift"),
    ("neighbours invited us for dinner tonight, what can i bring along?", "en", "bottle of wine"),
    ("meine chefin hat uns am samstag zum abendessen eingeladen, was bringen wir mit?", "de", "Gastgeschenk"),
    ("wir sind bei den schwiegereltern zum essen eingeladen. was soll ich mitbringen?", "de", "Gastgeschenk"),
    # 7. food left out
    ("is it safe to eat rice left out overnight", "en", "Bacillus cereus"),
    ("made fried rice last night and forgot it on the stove. still ok to eat?", "en", "throw it away"),
    ("can i still eat pasta that sat at room temperature all night", "en", "2 hours"),
    ("left the curry on the counter overnight, is it safe?", "en", "thrown away"),
    ("left chicken out overnight, safe to eat?", "en", "perishable food"),
    ("pizza sat out all night, can i eat it", "en", "thrown away"),
    ("ist es ok reis zu essen der über nacht draußen stand", "de", "Bacillus cereus"),
    ("kann ich die nudeln noch essen? standen die ganze nacht auf dem herd", "de", "wegwerfen"),
]  # fmt: skip


@pytest.mark.parametrize(("said", "language", "part"), _CASES)
def test_said_in_other_words_it_is_understood(said: str, language: str, part: str) -> None:
    assert part in (known_answer(said, language) or ""), said


@pytest.mark.parametrize(
    ("said", "absent"),
    [
        ("my grandpa was 45 when he moved here", "birthday"),
        ("my dad turned 70 but was in hospital", "birthday"),  # sad: not celebrated
        ("my dads 50th is on friday", "belated"),  # ahead, not past
        ("we got a puppy, what should we name him", "Welcome to the family,"),
        ("got a new puppy, named after my grandpa", "Welcome to the family,"),
        ("we got a puppy, thinking of calling him max or rex", "Welcome to the family,"),
        ("i quit smoking, weird but good", "leaving a job"),
        ("should i quit my job? feels weird but good to think about", "Mixed feelings"),
        ("what do you do for fun", "vance.db"),
        ("what do you do", "vance.db"),
        ("my data is stored in a spreadsheet, can you help me make a chart", "vance.db"),
        ("what should i bring to the hospital", "dinner invitation"),
        ("what should i bring on a camping trip", "dinner invitation"),
        ("how do i make fluffy rice", "Bacillus"),
        ("can i keep rice in the fridge overnight and eat it tomorrow", "throw it away"),
        ("how long does cooked rice last in the fridge", "throw it away"),
        ("sore throat today :(", "salt-water gargle"),  # told, not asked: sympathy
        ("back pain, any remedies without medicine?", "For a cold"),
        ("need a name for our new puppy, she's all white", "Welcome to the family,"),
        ("we got a puppy! his name is bruno, a beagle", "Welcome to the family, Is"),
    ],
)
def test_near_misses_keep_their_own_answer(said: str, absent: str) -> None:
    assert absent not in (known_answer(said, "en") or ""), said


def test_a_cooking_question_about_rice_keeps_the_cooking_tip() -> None:
    assert "fluffy rice" in (known_answer("how do i make fluffy rice", "en") or "")


def test_how_long_food_may_stand_is_no_night_out() -> None:
    said = "wie lange darf essen draussen stehen"
    assert "zwei Stunden" in (known_answer(said, "de") or "")
