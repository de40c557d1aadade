"""Everyday advice asked in many words: dense bread, tired screen eyes, a child and
vegetables, retirement saving started late, a week with carry-on only, a shaky voice in
meetings, flying with a baby, laundry dried indoors in winter, an 8-year-old who wants a
smartphone, a boss who emails at night (the tip on work messages after hours), a teen who games too much, a dog that barks alone,
a first job as team lead, drinking enough water, groceries, a cat and the sofa, jet lag, the
neighbours upstairs, putting off a big task, a first interview, brown leaf tips, bedtime on
time, a long commute and a friend who always cancels.

A message that only shares a word with a tip or a fact gets neither: "so it doesn't turn into
a nightmare" is no nightmare, "zero saved … is it even possible?" no question whether zero is
even, "die hängt ewig rum" no drooping plant."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        # dense bread
        ("my loaf came out like a brick again, so dense. what am i doing wrong", "en", "rise"),
        ("selbstgebackenes brot ist wieder schwer wie ein ziegelstein, was tun", "de", "Hefe"),
        # tired, dry eyes from screens
        ("my eyes feel dry and tired after staring at screens all day, any tips", "en", "20-20-20"),
        ("eyes are sooo tired from the computer at work, what helps", "en", "20-20-20"),
        (
            "meine augen sind abends total trocken und müde vom bildschirm, was hilft",
            "de",
            "20-20-20",
        ),
        # a child and vegetables
        ("son wont touch anything green, help", "en", "without bribes"),
        ("wie bringe ich mein kind dazu gemüse zu essen", "de", "ohne Belohnung"),
        # retirement saving started late
        ("im 35 and have zero saved for retirement, what do i do", "en", "Starting late"),
        ("is it too late to start saving for retirement at 45?", "en", "employer"),
        ("never saved for a pension and im 40 now. where do i even start", "en", "index fund"),
        ("ich bin 45 und habe noch nichts für die rente gespart, was tun", "de", "Spät anfangen"),
        ("wie fange ich mit 40 mit der altersvorsorge an, ich bin bei null", "de", "ETF"),
        # a week with carry-on only
        ("how do i pack for a week with carry on only", "en", "put a third back"),
        ("tips for travelling a whole week with just a carry-on?", "en", "put a third back"),
        ("wie packe ich für eine woche nur mit handgepäck", "de", "Drittel"),
        # a shaky voice in meetings
        ("my voice shakes whenever i speak up in meetings, how do i stop it", "en", "breathe out"),
        ("how do i not sound nervous when i talk in meetings", "en", "first sentence"),
        ("my voice trembles in meetings, any tips", "en", "breathe out"),
        (
            "meine stimme zittert immer wenn ich in meetings rede, was kann ich tun",
            "de",
            "ausatmen",
        ),
        ("wie werde ich weniger nervös in besprechungen, meine stimme bricht", "de", "ersten Satz"),
        # flying with a baby or toddler
        (
            "flying with my 1 year old next month, any tips so it doesnt turn into a nightmare",
            "en",
            "take-off and landing",
        ),
        ("how do i survive a flight with my baby", "en", "take-off and landing"),
        ("wir fliegen mit unserem kleinkind nach spanien, tipps?", "de", "Landung"),
        # laundry dried indoors in winter
        ("how do i dry laundry indoors in winter without a dryer", "en", "dehumidifier"),
        ("my washing takes forever to dry inside in winter, tips?", "en", "spin"),
        ("no tumble dryer and the clothes wont dry in winter, what can i do", "en", "radiator"),
        ("wäsche trocknen im winter ohne trockner, die hängt ewig rum. tipps?", "de", "Schleuder"),
        ("wie bekomme ich meine wäsche im winter in der wohnung trocken", "de", "stoßlüften"),
        # an 8-year-old who wants a smartphone
        ("my 8 year old wants a smartphone, what should i do", "en", "basic phone"),
        (
            "my daughter is 8 and wants her own phone bc everyone in her class has one. advice?",
            "en",
            "other parents",
        ),
        ("meine tochter ist 8 und will unbedingt ein handy, was soll ich tun", "de", "Tastenhandy"),
        (
            "mein sohn ist acht und wünscht sich ein smartphone, ist er nicht zu jung? was soll ich"
            " machen",
            "de",
            "Smartwatch",
        ),
        # a boss who emails at night
        ("my boss emails me late at night, how do i set boundaries", "en", "please call"),
        (
            "manager keeps sending me emails at 11pm and expects me to answer, what do i do",
            "en",
            "please call",
        ),
        ("mein chef schreibt mir nachts mails, wie setze ich grenzen", "de", "Notfällen"),
        (
            "meine chefin erwartet dass ich abends sofort antworte, was kann ich tun",
            "de",
            "dringend",
        ),
        # a teen who games too much
        ("my teenager games way too much, what can i do", "en", "agreed limits"),
        ("my 14 year old son plays video games all day, how do i cut it down", "en", "bedroom"),
        ("teen daughter is on fortnite till 2am, help", "en", "agreed limits"),
        ("mein sohn zockt zu viel, was kann ich tun", "de", "Verbot"),
        ("meine 13 jährige tochter sitzt ständig an der konsole, tipps?", "de", "Grenzen"),
        # a dog that barks when left alone
        ("my dog barks when left alone, what can i do", "en", "tiny steps"),
        ("the dog howls whenever i leave for work, neighbours complain. tips?", "en", "tiny steps"),
        ("mein hund bellt wenn er allein ist, was tun", "de", "winzigen Schritten"),
        # a first job as team lead
        ("i'm becoming a team lead for the first time, any tips", "en", "one-to-one"),
        ("just got promoted to manager, how do i lead a team for the first time", "en", "credit"),
        ("first time manager here, managing my former colleagues, advice?", "en", "one-to-one"),
        ("ich werde zum ersten mal teamleiter, tipps?", "de", "Einzelgespräch"),
        ("ich bin jetzt zum ersten mal führungskraft, wie mache ich das gut", "de", "vier Augen"),
        # drinking enough water
        ("how do i remember to drink enough water", "en", "bottle in sight"),
        ("ich vergesse immer zu trinken, was hilft", "de", "Flasche sichtbar"),
        ("wie denke ich daran genug wasser zu trinken", "de", "Flasche sichtbar"),
        # groceries, the cat and the sofa, jet lag
        ("our grocery bill is insane, how do we cut it", "en", "shop with a list"),
        ("tipps um beim wocheneinkauf geld zu sparen", "de", "Liste"),
        ("how do i stop my cat from clawing the couch", "en", "scratching post"),
        ("wie gewöhne ich meiner katze ab das sofa zu zerkratzen", "de", "Kratzbaum"),
        ("flying to tokyo next week, how do i avoid jetlag", "en", "local time"),
        ("tipps gegen zeitverschiebung nach dem flug", "de", "Ortszeit"),
        # the neighbours upstairs
        ("people upstairs stomp around all night, tips?", "en", "footsteps carry"),
        ("mein nachbar oben ist so laut, was tun", "de", "trampeln"),
        # putting off a big task
        ("how do i stop putting off this huge task", "en", "five minutes"),
        ("wie höre ich auf alles aufzuschieben", "de", "fünf Minuten"),
        ("ich schiebe eine große aufgabe immer vor mir her, was hilft", "de", "fünf Minuten"),
        # a first interview
        ("got my first ever interview tomorrow, any advice", "en", "three short stories"),
        ("morgen habe ich mein erstes bewerbungsgespräch, was muss ich beachten", "de", "Firma"),
        # brown leaf tips
        ("why are the tips of my plant's leaves going brown", "en", "dry air"),
        ("warum bekommt meine pflanze braune spitzen", "de", "trockener Luft"),
        # bedtime on time
        ("how do i get my kids to bed on time", "en", "routine"),
        ("wie kriege ich die kinder pünktlich ins bett", "de", "Ablauf"),
        # a long commute
        ("how do i make my long commute bearable", "en", "audiobooks"),
        ("i commute 90 minutes each way, how do i make the most of it", "en", "home-office"),
        ("mein arbeitsweg ist so lang, tipps?", "de", "Hörbücher"),
        ("ich pendle jeden tag zwei stunden, wie mache ich das erträglicher", "de", "Homeoffice"),
        # a friend who always cancels
        ("my best friend keeps bailing last minute, what should i do", "en", "let down"),
        ("mein kumpel sagt immer in letzter minute ab, wie spreche ich das an", "de", "Telefon"),
    ],
)
def test_round13_tip_is_given(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        # one shared word is no topic
        (
            "flying with my 1 year old next month, any tips so it doesnt turn into a nightmare",
            "en",
            "nightmares",
        ),
        ("the school run is a nightmare every morning, tips?", "en", "night light"),
        (
            "our trip to ikea turned into a total nightmare, any tips for next time",
            "en",
            "wind-down",
        ),
        ("der umzug wird zum albtraum, hast du tipps?", "de", "Nachtlicht"),
        ("im 35 and have zero saved for retirement. is it even possible?", "en", "even number"),
        ("im 35 and have zero saved for retirement. where do i even start?", "en", "even number"),
        (
            "ich habe null für die rente gespart. ist das gerade noch zu schaffen?",
            "de",
            "gerade Zahl",
        ),
        (
            "wäsche trocknen im winter ohne trockner, die hängt ewig rum. tipps?",
            "de",
            "Hängende Pflanze",
        ),
        ("wie trockne ich wäsche im winter, die hängt ewig rum", "de", "Hängende Pflanze"),
        # near misses that share the topic's words
        ("our neighbours dog barks all day, what can i do", "en", "tiny steps"),
        ("my new manager is awful, tips?", "en", "one-to-one"),
        ("my grandma retired last week, what gift should i get her", "en", "index fund"),
        (
            "my dad is starting retirement next month, what hobby could he try",
            "en",
            "Starting late",
        ),
        ("i'm 8 hours into the flight and bored, tips?", "en", "basic phone"),
        ("my phone is so slow, what can i do", "en", "basic phone"),
        ("how do i wash a down jacket in winter", "en", "dehumidifier"),
        ("what should i pack for a week in rome", "en", "put a third back"),
        ("my boss is always late to meetings, what do i do", "en", "breathe out"),
        ("wie viel wasser braucht meine zimmerpflanze im winter", "de", "Flasche sichtbar"),
    ],
)
def test_round13_near_miss_gets_no_such_answer(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("is zero even?", "en", "Zero is an even number"),
        ("is zero an even or odd number", "en", "even"),
        ("ist null eine gerade zahl", "de", "gerade Zahl"),
        ("my son keeps having nightmares, what can i do", "en", "night light"),
        ("i keep having nightmares, tips?", "en", "wind-down"),
        ("meine pflanze hängt die blätter, was tun", "de", "zu viel Wasser"),
        ("mornings are a nightmare, the kids wont get dressed, tips?", "en", "night before"),
    ],
)
def test_round13_the_real_thing_still_answers(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer
