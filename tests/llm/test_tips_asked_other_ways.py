"""Everyday advice that got no tip or the wrong line offline, asked in words of its own: money
spent on takeout, less coffee without the headaches, a first budget, cleaning the fridge, cardio
before or after weights, which card to pay off first (the highest rate the user gave is named),
and questions the tips missed by their form ("how long should my résumé be", "can you machine
wash a down coat", "lohnt es sich für uns …", "darf ich meinen vermieter fragen …") or that
another kind answered first (a text "Hi, I'm quitting. Thanks!", "Ein freier Tag, herrlich!", a
plant tip for a thirsty dog, congratulations for a dog the cat must get used to).

Each has near misses: a message that shares a word with one keeps its own answer (a
birthday text, a parcel delivery, a coffee stain, a fridge that hums, eating before the gym, a
phone battery "at 24%"), and a tag that named the wrong topic ("want to quit" caffeine got the
piano lessons, "drinking less milk" the alcohol tip) no longer does."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        # takeout and delivery
        ("i keep blowing money on deliveroo, how do i stop", "en", "cut down on takeout"),
        ("spending way too much on doordash lately, help", "en", "delivery apps"),
        ("ich gebe viel zu viel geld für lieferando aus, was kann ich tun", "de", "Liefer-Apps"),
        ("ich bestelle fast jeden abend essen, wie gewöhne ich mir das ab", "de", "Limit"),
        # coffee without withdrawal headaches
        ("trying to wean myself off caffeine, any advice", "en", "one cup less"),
        ("how do i drink fewer coffees a day", "en", "decaf"),
        ("how can i quit coffee without the headaches", "en", "Withdrawal headaches"),
        (
            "ich möchte weniger koffein trinken, aber bekomme dann kopfschmerzen, was hilft",
            "de",
            "entkoffeiniertem",
        ),
        # a first budget
        ("i've literally never budgeted in my life, how do i start", "en", "take-home pay"),
        ("first time budgeting, help", "en", "50/30/20"),
        ("ich will zum ersten mal ein budget machen, wie geht das", "de", "Nettoeinkommen"),
        # cleaning the fridge
        ("how frequently should you clean out a fridge", "en", "every three to four months"),
        ("whats the best way to deep clean my fridge", "en", "door seals"),
        ("wie reinige ich den kühlschrank am besten", "de", "Türdichtung"),
        ("wie oft muss man den kühlschrank sauber machen", "de", "alle drei bis vier Monate"),
        # cardio and weights
        ("do i lift first or run first at the gym", "en", "lift first"),
        ("treadmill before or after weights?", "en", "depends on your goal"),
        ("erst hanteln und dann laufband oder andersrum?", "de", "hängt vom Ziel ab"),
        ("mach ich ausdauer vor oder nach dem krafttraining", "de", "Reihenfolge"),
        # paying off cards: the highest rate the user gave
        (
            "i owe 900 on one credit card at 21.9% and 2400 on another at 17%, which should i "
            "pay off first",
            "en",
            "card at 21.9% first",
        ),
        (
            "zwei kreditkarten, eine mit 12,5 % und eine mit 18,9 % zinsen, welche tilge ich zuerst",
            "de",
            "Karte mit 18,9 % ab",
        ),
        ("my credit card charges 23% interest, how do i get rid of the debt", "en", "0% balance"),
        (
            "car loan at 6% and a personal loan at 11%, how do i pay off my debt fastest",
            "en",
            "debt at 11% first",
        ),
        # question forms the tips missed
        ("how long should my résumé be", "en", "one page, two at most"),
        ("what should my cover letter include", "en", "why this company"),
        ("can you machine wash a down coat", "en", "tennis"),
        ("kann ich meine daunenjacke in der waschmaschine waschen", "de", "Schonwaschgang"),
        ("first time on a plane next month, what happens at security", "en", "100 ml"),
        ("tent camping for the first time this summer, what do we take", "en", "sleeping mat"),
        ("wir fahren zum ersten mal zelten, was müssen wir mitnehmen", "de", "Isomatte"),
        ("lohnt es sich für uns, eine steuererklärung zu machen", "de", "Geld zurück"),
        (
            "darf ich meinen vermieter fragen, ob wir die miete verhandeln können",
            "de",
            "Mietspiegel",
        ),
        ("can i ask my landlord for a rent reduction", "en", "similar flats nearby"),
        # another kind answered first
        ("how do i let my boss know i'm handing in my notice", "en", "notice period"),
        ("how should i tell my manager i want to resign", "en", "notice period"),
        ("wie sage ich meiner chefin, dass ich kündigen will", "de", "Kündigungsfrist"),
        ("wie bitte ich meine chefin um einen freien tag", "de", "genauen Daten"),
        ("how do i ask my boss for a day off next week", "en", "exact dates"),
        ("my cat has been drinking loads lately, should i be worried", "en", "100 ml per kg"),
        ("unser hund säuft auf einmal extrem viel, ist das schlimm", "de", "Tierarzt"),
        ("wir holen uns eine katze, wie gewöhnen wir unseren hund an sie", "de", "Türgitter"),
        ("i gave my peace lily too much water, will it recover", "en", "stop watering"),
        ("how do i tell my boss i'm swamped", "en", "one-to-one"),
    ],
)
def test_tip_asked_another_way_is_given(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("the delivery guy left my parcel next door, what do i do", "en", "takeout"),
        ("coffee stain on my favourite jumper, how do i get it out", "en", "one cup less"),
        ("what's the best coffee for a french press", "en", "one cup less"),
        ("i want to quit caffeine, tips?", "en", "keep the lessons"),
        ("i want to quit my gym membership, how", "en", "keep the lessons"),
        ("my fridge is making a buzzing noise, why", "en", "cool bag"),
        ("how long does cooked rice keep in the fridge", "en", "cool bag"),
        ("mein kühlschrank riecht komisch, was tun", "de", "Kühltasche"),
        ("should i eat before or after the gym", "en", "lift first"),
        ("soll ich vor oder nach dem training duschen", "de", "Gewichte"),
        ("my shoulder hurts after lifting weights, what helps", "en", "cardio after"),
        ("my phone is at 24% and my watch at 18%, which do i charge first", "en", "avalanche"),
        ("my credit card charges 23% interest, how do i get rid of the debt", "en", "avalanche"),
        ("how do i tell my sister happy birthday", "en", "notice period"),
        ("how do i tell my boss i'll be late today", "en", "notice period"),
        ("how do i tell my boss i'm sick", "en", "overloaded"),
        ("wie sage ich meiner chefin, dass ich heute krank bin", "de", "Kündigungsfrist"),
        ("irgendwie ist mir grad alles zu viel", "de", "Chef"),
        ("my dog drinks from the toilet, how do i stop it", "en", "100 ml"),
        ("my toddler is drinking a lot of milk, is that ok", "en", "100 ml"),
        ("my baby is drinking less milk, should i worry", "en", "alcohol-free"),
        ("my dog is drinking so much, is that normal", "en", "overwatered"),
        ("should i eat before or after a workout", "en", "depends on your goal"),
        ("lohnt sich ein passwortmanager?", "de", "Für zu viele Passwörter"),
    ],
)
def test_near_miss_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("ich habe heute einen freien tag!", "de", "herrlich"),
        ("wir bekommen einen hund!", "de", "Glückwunsch"),
        ("we're getting a puppy next week!", "en", "congratulations"),
        ("how do i tell my friend i cant make it to his party saturday", "en", "invite"),
    ],
)
def test_news_and_texts_sharing_their_words_keep_their_answer(
    said: str, language: str, has: str
) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer
