"""Facts of the fourteenth session, each asked in words of its own: who wrote, painted or
composed famous works, the biggest and fastest animals, rivers of cities, German states,
landmarks, mountains and rivers in numbers, vitamins and where they come from. Several are
asked after (or before) a clause of context, the way people ask in passing ("reading narnia
to my kid at night, who wrote those again?"). A near miss names a fact's word inside a
question about something else and must not get that fact."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        # asked with context around it
        ("reading narnia to my kid at night, who wrote those again?", "en", "C. S. Lewis"),
        ("reading narnia to my kid at bedtime, who wrote those again?", "en", "C. S. Lewis"),
        ("at the aquarium, the kids want to know whats the biggest fish", "en", "whale shark"),
        ("at the zoo whats the tallest animal", "en", "giraffe"),
        ("in the car and my son wants to know how fast a cheetah can run", "en", "100 to 120 km/h"),
        ("watching a sailing doc, whats the longest river in africa", "en", "The Nile"),
        ("who painted the great wave? saw a poster of it today", "en", "Hokusai"),
        ("road trip through franconia - which river flows through würzburg", "en", "The Main"),
        ("my doctor says i'm low on b12, what foods have it", "en", "animal foods"),
        ("wer hat 'der process' nochmal geschrieben?", "de", "Franz Kafka"),
        ("welches bundesland ist das kleinste?", "de", "Bremen"),
        ("an welchem fluss liegt köln nochmal?", "de", "Rhein"),
        ("welcher fluss fließt durch passau? wir fahren morgen hin", "de", "Donau, Inn und Ilz"),
        # books
        ("who wrote pippi longstocking", "en", "Astrid Lindgren"),
        ("wer hat pippi langstrumpf geschrieben", "de", "Astrid Lindgren"),
        ("who's the author of the gruffalo", "en", "Julia Donaldson"),
        ("wer hat die raupe nimmersatt geschrieben", "de", "Eric Carle"),
        ("who wrote matilda", "en", "Roald Dahl"),
        ("wer schrieb momo", "de", "Michael Ende"),
        ("wer hat emil und die detektive geschrieben", "de", "Erich Kästner"),
        ("who wrote hansel and gretel", "en", "Brothers Grimm"),
        ("who wrote the ugly duckling", "en", "Hans Christian Andersen"),
        ("who wrote wuthering heights", "en", "Emily Brontë"),
        ("wer schrieb den schimmelreiter", "de", "Theodor Storm"),
        ("who wrote william tell", "en", "Schiller"),
        ("wer hat die buddenbrooks geschrieben", "de", "Thomas Mann"),
        ("who wrote the hunger games", "en", "Suzanne Collins"),
        # paintings and music
        ("wer hat den wanderer über dem nebelmeer gemalt", "de", "Caspar David Friedrich"),
        ("who painted nighthawks", "en", "Edward Hopper"),
        ("who composed bolero", "en", "Ravel"),
        ("who wrote the william tell overture", "en", "Rossini"),
        ("wer hat nessun dorma komponiert", "de", "Puccini"),
        ("wer hat den radetzkymarsch komponiert", "de", "Johann Strauss (Vater)"),
        # animals
        ("which bird has the biggest wingspan", "en", "wandering albatross"),
        ("which bird lays the biggest eggs", "en", "ostrich lays"),
        ("which land animal lives the longest", "en", "Giant tortoises"),
        ("whats the biggest bear", "en", "polar bear"),
        ("was ist die kleinste hunderasse", "de", "Chihuahua"),
        # states, landmarks, mountains, rivers
        ("whats the biggest state in germany", "en", "Bavaria"),
        ("welches bundesland hat die meisten einwohner", "de", "Nordrhein-Westfalen"),
        ("in welchem bundesland liegt leipzig", "de", "Sachsen"),
        ("which state is frankfurt in", "en", "Hesse"),
        ("where is the atomium", "en", "Brussels"),
        ("wo steht die elbphilharmonie", "de", "Hamburg"),
        ("where's the charles bridge", "en", "Prague"),
        ("whats the highest mountain in canada", "en", "Mount Logan"),
        ("wie hoch ist der brocken", "de", "1.141 m"),
        ("how tall is kangchenjunga", "en", "8,586 m"),
        ("how long is the amazon river", "en", "6,400 km"),
        ("wie lang ist die mosel", "de", "544 km"),
        ("whats the longest river in france", "en", "Loire"),
        # vitamins and the body
        ("what foods have vitamin a", "en", "beta-carotene"),
        ("wo steckt vitamin k drin", "de", "Blattgemüse"),
        ("how many vitamins are there", "en", "13 vitamins"),
        ("what is scurvy", "en", "vitamin C"),
        ("how many lobes does the lung have", "en", "three lobes"),
    ],
)
def test_fourteenth_session_fact_is_answered(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "not_this"),
    [
        ("how long is the main course at a wedding", "en", "Rhine"),
        ("how long does amazon take to deliver", "en", "6,400 km"),
        ("wie lang ist seine nase", "de", "Seine"),
        ("welches land ist das größte", "de", "Bayern"),
        ("which us state has the most people", "en", "North Rhine-Westphalia"),
        ("what's the longest animal", "en", "tortoise"),
        ("my kid wrote a poem about pippi", "en", "Lindgren"),
        ("we watched peter pan last night, so good", "en", "Barrie"),
        ("i read heidi as a child and loved it", "en", "Spyri"),
        ("buying a used car in essen tomorrow", "en", "Ruhr"),
        ("is it ok to take vitamin a every day", "en", "beta-carotene"),
    ],
)
def test_fourteenth_session_near_miss_is_not_the_fact(
    said: str, language: str, not_this: str
) -> None:
    answer = known_answer(said, language)
    assert answer is None or not_this not in answer, answer
