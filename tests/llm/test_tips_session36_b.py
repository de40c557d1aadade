"""Self-care (with when to see a doctor) and people problems answered with a fitting tip
(session 36): blisters, cramps, heartburn, snoring, hay fever, flatmates, late friends, small
talk, a new job, moving, habits.

Each topic is asked twice in words of its own (casual, with typos, as a statement or a
question), and a message that only shares a word, or tells no problem, gets no such tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("got a huge blister on my heel from new shoes, should i pop it", "en", "leave it closed"),
        ("ich hab eine blase an der ferse, aufstechen oder nicht", "de", "geschlossen lassen"),
        ("woke up at 3am with a horrible calf cramp", "en", "pull your toes up"),
        ("ich bekomme nachts ständig wadenkrämpfe", "de", "Zehen Richtung Knie"),
        ("i get heartburn almost every night after dinner", "en", "antacid"),
        ("was hilft gegen sodbrennen", "de", "Antazidum"),
        ("my son gets car sick on every long drive, any tips", "en", "horizon"),
        ("mir wird im auto immer schlecht, was kann ich tun", "de", "Horizont"),
        ("my lips are so chapped and cracked", "en", "petroleum jelly"),
        ("was hilft gegen rissige lippen", "de", "Vaseline"),
        ("my hands are so dry they crack and bleed in winter", "en", "cotton gloves"),
        ("trockene hände im winter, tipps?", "de", "Baumwollhandschuhen"),
        ("so sore after leg day i can barely walk, what helps", "en", "keep moving gently"),
        ("was hilft gegen muskelkater", "de", "locker in Bewegung"),
        (
            "i think i twisted my ankle playing football, what should i do",
            "en",
            "compression bandage",
        ),
        ("bin umgeknickt und der knöchel ist geschwollen, was tun", "de", "hochlegen"),
        ("my eye keeps twitching for days now, should i worry", "en", "harmless"),
        ("mein augenlid zuckt ständig, ist das schlimm", "de", "harmlos"),
        ("i always crash after lunch, how do i stay awake in the afternoon", "en", "lighter lunch"),
        ("was hilft gegen das nachmittagstief", "de", "leichter essen"),
        ("i keep hitting snooze every morning, how do i actually get up", "en", "across the room"),
        ("ich komme morgens einfach nicht aus dem bett, tipps?", "de", "quer durchs Zimmer"),
        ("my husband snores so loud i cant sleep", "en", "side"),
        ("mein freund schnarcht total laut", "de", "Seitenlage"),
        ("hay fever is killing me this year, any tips", "en", "pollen forecast"),
        ("was hilft gegen heuschnupfen", "de", "Pollenflug"),
        ("i have a painful mouth ulcer, how do i get rid of it", "en", "salt water"),
        ("was hilft gegen aphthen im mund", "de", "Salzwasser"),
        ("my hands and feet are always freezing, even indoors", "en", "wool socks"),
        ("ich hab ständig kalte füße, was kann ich tun", "de", "Wollsocken"),
        ("how do i get rid of bad breath", "en", "tongue"),
        ("was hilft gegen mundgeruch", "de", "Zunge"),
        ("my ears always hurt when the plane lands, any tips", "en", "yawn"),
        ("was hilft bei druck auf den ohren im flugzeug", "de", "gähnen"),
        ("how do i get rid of dandruff", "en", "anti-dandruff shampoo"),
        ("ich habe kopfschuppen, was hilft", "de", "Anti-Schuppen-Shampoo"),
        ("i sit at a desk all day and my posture is terrible", "en", "eye level"),
        (
            "ich sitze den ganzen tag im büro, wie bekomme ich eine bessere haltung",
            "de",
            "Augenhöhe",
        ),
        ("it's way too hot to sleep, any tips", "en", "frozen bottle"),
        ("zu heiß zum schlafen, was hilft", "de", "gefrorene Flasche"),
        ("my hair is always so frizzy, what can i do", "en", "satin pillowcase"),
        ("was hilft gegen krause haare", "de", "Satinkissen"),
        ("how do i clean my white trainers", "en", "toothbrush"),
        ("wie bekomme ich meine weißen sneaker wieder sauber", "de", "Zahnbürste"),
        ("my new boots are rubbing, how do i break them in", "en", "thick socks"),
        ("meine neuen schuhe drücken, wie kann ich sie einlaufen", "de", "dicken Socken"),
        ("how do i start eating healthier without going on a diet", "en", "add before you cut"),
        ("wie kann ich gesünder essen", "de", "erst ergänzen"),
        ("how do i quit smoking for good", "en", "Nicotine patches"),
        ("ich will mit dem rauchen aufhören, tipps?", "de", "Nikotinpflaster"),
        ("i drink way too much coffee, how do i cut down", "en", "decaf"),
        ("wie kann ich weniger kaffee trinken ohne kopfschmerzen", "de", "entkoffeiniert"),
        ("my roommate never does the dishes, how do i bring it up", "en", "rota"),
        ("meine mitbewohnerin putzt nie, wie spreche ich das an", "de", "Putzkraft"),
        ("friends invited me on a trip i can't afford, how do i say no", "en", "not in my budget"),
        (
            "wie sage ich meinen freunden ab, wenn ich mir den urlaub nicht leisten kann",
            "de",
            "nicht in meinem Budget",
        ),
        ("my best friend is always late, it drives me crazy", "en", "bookshop"),
        ("meine freundin kommt immer zu spät, wie gehe ich damit um", "de", "Buchladen"),
        ("i'm always late for everything, how do i fix that", "en", "25%"),
        ("ich komme ständig zu spät, wie werde ich pünktlicher", "de", "25 %"),
        ("i'm terrible at small talk, any tips", "en", "open questions"),
        ("wie werde ich besser im smalltalk", "de", "offene Fragen"),
        ("moved to a new city and don't know anyone, how do i make friends", "en", "every week"),
        ("ich bin neu in der stadt und kenne niemanden, wie finde ich freunde", "de", "jede Woche"),
        ("my friend hasn't replied to my texts in a week, what should i do", "en", "no-pressure"),
        (
            "mein freund antwortet nicht mehr auf meine nachrichten, was soll ich machen",
            "de",
            "ohne Druck",
        ),
        (
            "a coworker keeps interrupting me in meetings, how do i handle it",
            "en",
            "finish this point",
        ),
        ("mein kollege unterbricht mich ständig, was kann ich tun", "de", "mach den Punkt"),
        (
            "my upstairs neighbour stomps around at midnight, how do i approach them",
            "en",
            "slippers",
        ),
        ("die nachbarn über mir trampeln jede nacht", "de", "Hausschuhe"),
        ("how do i split the bill fairly when i only had a salad", "en", "separate bills"),
        (
            "wie sage ich, dass ich die rechnung nicht teilen will, ich hatte nur eine suppe",
            "de",
            "getrennte Rechnungen",
        ),
        ("starting a new job monday, any tips for the first week", "en", "learn names"),
        ("ich fange nächste woche einen neuen job an, hast du tipps", "de", "Namen lernen"),
        ("moving house next month and already stressed, tips?", "en", "open first"),
        ("wir ziehen um, wie mache ich den umzug weniger stressig", "de", "Zuerst öffnen"),
        ("so homesick since starting uni", "en", "routine"),
        ("ich habe heimweh, was hilft", "de", "Routine"),
        ("i spend way too much time doomscrolling, how do i stop", "en", "Greyscale"),
        ("ich bin ständig am handy, wie kann ich das reduzieren", "de", "Graustufenmodus"),
        ("how do i actually stick to a new habit", "en", "never miss twice"),
        (
            "wie schaffe ich es, bei neuen gewohnheiten dranzubleiben",
            "de",
            "nie zweimal hintereinander",
        ),
        ("i cant switch off after work, my brain keeps going", "en", "shutdown"),
        ("ich kann nach der arbeit nicht abschalten, was hilft", "de", "Abschluss"),
        ("my kids fight all the time", "en", "take sides"),
        ("meine kinder streiten ständig, wie gehe ich damit um", "de", "Partei ergreifen"),
    ],
)
def test_an_everyday_problem_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("i walked 10km and got a blister, worth it", "en", "leave it closed"),
        ("i quit smoking a year ago!", "en", "Nicotine patches"),
        ("my roommate is the best", "en", "rota"),
        ("my friend is late, we're waiting at the cafe", "en", "bookshop"),
        ("help me write a text to my friend who is always late", "en", "bookshop"),
        ("she's always late lol", "en", "bookshop"),
        ("i moved house last year", "en", "open first"),
        ("ich ziehe nächste woche um, freu mich", "de", "Zuerst öffnen"),
        ("i spend too much time on my phone lol", "en", "48-hour rule"),
        ("i'm homesick but it's fine, just saying", "en", "routine"),
        ("my cat always sleeps on my bed", "en", "same bedtime"),
    ],
)
def test_a_message_sharing_a_word_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
