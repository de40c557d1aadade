"""Exam and work stress, money, health basics, small children and travel answered with a
fitting tip (session 37): study plans, burnout, budgets and debts, a sore throat or a fever
(with when to see a doctor), night waking, screen time, lost luggage and delayed flights.

Each topic is asked twice in words of its own (casual, with typos, as a statement, in German),
and a message that only shares a word, or tells no problem, gets no such tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("i have 5 exams in 4 weeks, how do i make a study plan", "en", "work backwards"),
        ("wie erstelle ich einen lernplan für meine klausuren", "de", "rückwärts"),
        (
            "i get so anxious before exams that i cant think, how do i calm down",
            "en",
            "start with one you know",
        ),
        ("was kann ich gegen prüfungsangst tun", "de", "mit einer anfangen, die du kannst"),
        ("my mind always goes blank in exams even tho i studied", "en", "put the pen down"),
        (
            "in der klausur ist mein kopf plötzlich komplett leer, was kann ich tun",
            "de",
            "Stift weglegen",
        ),
        (
            "should i pull an all nighter before my exam or not",
            "en",
            "stop by about 11",
        ),
        (
            "soll ich die nacht vor der klausur durchlernen oder lieber nicht",
            "de",
            "gegen 23 Uhr",
        ),
        ("i cant focus at all when i work from home", "en", "fake commute"),
        ("im homeoffice kann ich mich überhaupt nicht konzentrieren", "de", "Arbeitsweg"),
        (
            "i think i'm burnt out, exhausted all the time and dread going to work, "
            "what should i do",
            "en",
            "weekend no longer fixes",
        ),
        ("ich glaube, ich habe ein burnout. was kann ich tun?", "de", "Wochenende nicht mehr"),
        (
            "i have back to back meetings all day and get nothing done, how do i cope",
            "en",
            "25- or 50-minute",
        ),
        ("ich sitze den ganzen tag in meetings und komme zu nichts", "de", "25 oder 50 Minuten"),
        (
            "started a new job and i feel like a fraud, like everyone else is smarter, "
            "what do i do",
            "en",
            "done list",
        ),
        (
            "ich habe das gefühl, ich bin im job nicht gut genug, was kann ich dagegen tun",
            "de",
            "Erfolgsliste",
        ),
        (
            "got really harsh feedback in my performance review today, how do i deal with it",
            "en",
            "not your worth",
        ),
        (
            "mein chef hat mich heute vor allen kritisiert, wie gehe ich damit um",
            "de",
            "nicht deinen Wert",
        ),
        ("i failed my driving test again", "en", "resit"),
        ("ich bin durch die klausur gefallen, was jetzt?", "de", "Wiederholungstermin"),
        (
            "one guy in my group project does literally nothing, what do i do",
            "en",
            "shared document",
        ),
        (
            "in unserer gruppenarbeit macht eine person gar nichts, was soll ich tun",
            "de",
            "gemeinsamen Dokument",
        ),
        ("essay due tomorrow and i havent even started, help", "en", "good enough"),
        ("abgabe ist morgen und ich habe noch nicht angefangen, hilfe", "de", "gut genug"),
        ("i have writers block on my thesis and cant start writing", "en", "mid-sentence"),
        (
            "ich habe eine schreibblockade bei meiner bachelorarbeit, was hilft",
            "de",
            "mitten im Satz",
        ),
        ("i just cant make myself study, how do i start", "en", "streak calendar"),
        (
            "ich kann mich einfach nicht zum lernen aufraffen, was soll ich tun",
            "de",
            "Kalender mit Kreuzen",
        ),
        ("i keep getting rejected from every job i apply to", "en", "tailor"),
        (
            "ich bekomme auf meine bewerbungen nur absagen, was mache ich falsch",
            "de",
            "zuschneiden",
        ),
        (
            "my boss texts me after work and on weekends, how do i set boundaries",
            "en",
            "out-of-office",
        ),
        ("meine chefin schreibt mir ständig nach feierabend", "de", "Abwesenheitsnotiz"),
    ],
)
def test_exams_and_work_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "how do i make a budget when i never know where my money goes",
            "en",
            "Give every euro a job",
        ),
        ("wie erstelle ich ein budget für den monat", "de", "Jeder Euro bekommt eine Aufgabe"),
        ("how do i save up for a trip to japan next year", "en", "standing order"),
        ("ich spare auf ein auto, wie gehe ich das am besten an", "de", "200 €"),
        (
            "i have 3 different loans and a credit card, which should i pay off first",
            "en",
            "avalanche",
        ),
        (
            "ich habe schulden bei mehreren banken, wie baue ich die am schnellsten ab",
            "de",
            "Lawinen-Methode",
        ),
        ("ive been stuck in my overdraft for months, how do i get out", "en", "instalment loan"),
        ("wie komme ich endlich aus dem dispo raus", "de", "Ratenkredit"),
        (
            "forgot to cancel a free trial and got charged 60 euros, can i get it back",
            "en",
            "8 weeks",
        ),
        (
            "ich habe vergessen, das probeabo zu kündigen, und jetzt wurde abgebucht",
            "de",
            "8 Wochen",
        ),
        ("my boyfriend earns way more than me, how should we split the rent", "en", "60/40"),
        ("mein freund verdient viel mehr als ich, wie teile ich die miete fair auf", "de", "60/40"),
        ("my phone contract is way too expensive, how do i get it cheaper", "en", "SIM-only"),
        ("meine handyrechnung ist viel zu hoch, wie spare ich da", "de", "SIM-only"),
        ("how much pocket money should i give my 7 year old", "en", "youth offices"),
        ("wie viel taschengeld sollte mein sohn mit 9 bekommen", "de", "Jugendämter"),
        ("is it bad to use klarna for everything", "en", "debt collectors"),
        ("sollte ich bei klarna auf raten kaufen oder lieber nicht", "de", "Inkasso"),
        ("just got my first salary, what should i do with it", "en", "payslip"),
        (
            "ich bekomme bald mein erstes gehalt, was mache ich damit am besten",
            "de",
            "Gehaltsabrechnung",
        ),
        ("how do i start investing with little money", "en", "world index"),
        ("wie kann ich als anfänger in etfs investieren", "de", "Weltindex"),
        ("how much rent can i afford on 2500 a month", "en", "30% of your take-home"),
        (
            "wie viel miete kann ich mir bei 2000 euro netto leisten",
            "de",
            "30 % deines Nettoeinkommens",
        ),
        ("which insurances do i actually need", "en", "personal liability"),
        ("welche versicherungen brauche ich wirklich", "de", "Privathaftpflicht"),
    ],
)
def test_money_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my throat is killing me, it hurts to swallow", "en", "white spots on the tonsils"),
        ("mein hals tut so weh beim schlucken, was hilft", "de", "weißen Belägen"),
        ("i've had a fever of 39 since yesterday, what should i do", "en", "39.5 °C"),
        ("ich habe seit gestern fieber, was soll ich tun", "de", "39,5 °C"),
        ("this cough just won't go away, it's been 2 weeks", "en", "extra pillow"),
        ("ich huste seit wochen nachts, was hilft", "de", "zusätzlichen Kissen"),
        ("i've been throwing up all night and have diarrhea, what helps", "en", "oral rehydration"),
        ("ich habe magen-darm, was hilft?", "de", "Elektrolytlösung"),
        ("i'm so constipated, haven't pooped in 4 days, what can i do", "en", "footstool"),
        ("ich bin seit drei tagen verstopft, was hilft", "de", "Fußhocker"),
        (
            "i think i put my back out lifting a box this morning, what should i do",
            "en",
            "bed rest makes it worse",
        ),
        ("hab mich beim umzug verhoben, rücken tut total weh", "de", "Bettruhe macht es schlimmer"),
        ("my wrist hurts from using the mouse all day", "en", "vertical mouse"),
        ("was hilft gegen schmerzen im handgelenk vom tippen", "de", "vertikale Maus"),
        ("i sleep 8 hours but still wake up exhausted every morning", "en", "sleep apnoea"),
        (
            "ich wache jeden morgen total gerädert auf, obwohl ich genug schlafe",
            "de",
            "Schlafapnoe",
        ),
        ("how long should i nap during the day", "en", "coffee nap"),
        ("wie lange sollte ich mittagsschlaf machen", "de", "Kaffee-Nickerchen"),
        ("i work night shifts and cant sleep during the day", "en", "sunglasses on the way home"),
        ("was kann ich tun, damit ich nach der nachtschicht besser schlafe", "de", "Sonnenbrille"),
        ("am i drinking enough water? how do i know", "en", "pale yellow"),
        ("ich glaube, ich trinke zu wenig, wie viel wasser brauche ich am tag", "de", "hellgelb"),
        (
            "big party tonight, how do i avoid a hangover tomorrow",
            "en",
            "glass of water after every drink",
        ),
        ("wie kann ich einen kater vermeiden", "de", "nach jedem Drink ein Glas Wasser"),
        ("i always get a side stitch when i run", "en", "foot opposite"),
        (
            "beim joggen bekomme ich immer seitenstechen, was hilft",
            "de",
            "Fuß auf der anderen Seite",
        ),
        ("my ear feels blocked after showering, i think its wax, what do i do", "en", "olive oil"),
        ("mein ohr ist seit tagen zu, ich glaube ohrenschmalz, was tun", "de", "Olivenöl"),
        (
            "i was out in the sun all day and now i'm dizzy and nauseous, what should i do",
            "en",
            "feet raised",
        ),
        ("ich glaube, ich habe einen sonnenstich, was tun", "de", "Beine hoch"),
        ("found a tick on my leg after hiking, how do i get it out", "en", "tick card"),
        ("wie entferne ich eine zecke richtig", "de", "Zeckenkarte"),
        (
            "my sleep schedule is completely messed up after the holidays, how do i fix it",
            "en",
            "15 to 30 minutes every few days",
        ),
        (
            "mein schlafrhythmus ist total durcheinander, wie bekomme ich den wieder hin",
            "de",
            "15 bis 30 Minuten",
        ),
        ("i feel a cold sore coming on, what do i do", "en", "first tingle"),
        ("ich habe schon wieder lippenherpes, was hilft", "de", "ersten Kribbeln"),
        ("my knees hurt every time i go running", "en", "10% more distance"),
        ("was hilft gegen knieschmerzen beim joggen", "de", "10 % mehr Strecke"),
    ],
)
def test_health_basics_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "my 2 year old wakes up every night around 2am and wont go back to sleep",
            "en",
            "find it at 2 am",
        ),
        (
            "unsere tochter schläft mit 18 monaten immer noch nicht durch, was können wir tun",
            "de",
            "wie es nachts um 2 aufwacht",
        ),
        ("our toddler wakes up at 5am every single day", "en", "OK-to-wake"),
        ("unser sohn ist jeden morgen um 5 uhr wach, was können wir tun", "de", "Lichtwecker"),
        ("my 3 year old suddenly refuses to nap, what do we do", "en", "quiet time"),
        ("meine tochter will keinen mittagsschlaf mehr machen, was tun", "de", "Ruhestunde"),
        ("my baby is teething and screams all night, what helps", "en", "chilled (not frozen)"),
        (
            "unser baby zahnt und ist total quengelig, was hilft",
            "de",
            "gekühlten (nicht gefrorenen)",
        ),
        ("how much screen time is ok for a 4 year old", "en", "video calls with family"),
        ("wie viel fernsehen ist für unsere tochter okay", "de", "Videoanrufe"),
        ("my toddler keeps hitting other kids at nursery", "en", "I won't let you hit"),
        ("unser sohn haut andere kinder in der kita, was tun", "de", "Ich lasse nicht zu"),
        ("my 5 year old just doesnt listen to anything i say", "en", "eye level"),
        ("meine kinder hören einfach nicht auf mich", "de", "Augenhöhe"),
        ("my 3 year old is so jealous of the new baby, how can i help her", "en", "one-on-one"),
        (
            "seit das baby da ist, ist unser großer total eifersüchtig, was tun",
            "de",
            "Exklusivzeit",
        ),
        ("my son cries every morning at daycare drop off", "en", "special wave"),
        ("unsere tochter weint jeden morgen beim abgeben in der kita", "de", "Winken am Fenster"),
        ("our 6 week old baby won't stop crying in the evenings", "en", "never shake a baby"),
        (
            "unser baby schreit jeden abend stundenlang, was können wir tun",
            "de",
            "niemals schütteln",
        ),
        ("we have a 9 hour drive with two toddlers next week, any tips", "en", "I spy"),
        ("lange autofahrt mit zwei kleinkindern, habt ihr tipps?", "de", "Ich sehe was"),
        (
            "how do i get my kids to help with chores without nagging",
            "en",
            "emptying the dishwasher",
        ),
        ("wie bringe ich meine kinder dazu, im haushalt zu helfen", "de", "Spülmaschine ausräumen"),
        (
            "my daughter has nightmares and is scared of the dark now, what can we do",
            "en",
            "new ending",
        ),
        ("unser sohn hat plötzlich angst im dunkeln, was hilft", "de", "neues Ende"),
    ],
)
def test_small_children_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my suitcase didnt arrive at the airport, what do i do", "en", "PIR"),
        ("mein koffer ist nicht angekommen, was soll ich tun", "de", "PIR"),
        ("my flight was cancelled last minute, what now", "en", "250 to 600"),
        (
            "unser flug hatte 5 stunden verspätung, wie bekomme ich eine entschädigung",
            "de",
            "250 bis 600",
        ),
        ("what should i pack for a week in italy", "en", "reuse it every trip"),
        ("was soll ich für eine woche urlaub einpacken", "de", "jede Reise wieder"),
        ("how do i survive a 12 hour flight", "en", "compression socks"),
        ("wie überstehe ich einen langstreckenflug", "de", "Kompressionsstrümpfe"),
        ("flying with a toddler for the first time, any advice?", "en", "bassinet"),
        ("wir fliegen nächste woche mit baby, habt ihr tipps", "de", "Babybett"),
        (
            "lost my passport in barcelona and fly home in 3 days, what do i do",
            "en",
            "emergency travel document",
        ),
        ("mein reisepass wurde im urlaub gestohlen, was jetzt", "de", "Passersatz"),
        ("whats the best way to pay abroad without fees", "en", "always choose local"),
        ("wie hebe ich im ausland am günstigsten geld ab", "de", "immer die Landeswährung"),
        (
            "missed my connecting flight because the first one was late, what now",
            "en",
            "separate tickets",
        ),
        ("ich habe meinen anschlussflug verpasst, was soll ich tun", "de", "getrennten Tickets"),
        ("my wallet got stolen on the metro with all my cards, what should i do", "en", "116 116"),
        ("portemonnaie geklaut, wie sperre ich meine karten", "de", "116 116"),
        ("how do i stay awake on a long drive at night", "en", "last few kilometres"),
        ("wie bleibe ich bei einer langen autofahrt wach", "de", "letzten Kilometer"),
        ("is it safe to drink the tap water in mexico", "en", "fruit you peel yourself"),
        ("wie vermeide ich reisedurchfall in indien", "de", "selbst schälst"),
        ("our hotel room is so noisy i cant sleep, what can i do", "en", "away from the lift"),
        ("was kann ich tun, unser hotelzimmer ist total laut", "de", "weg vom Aufzug"),
    ],
)
def test_travel_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("i passed my exam today!!", "en", "resit"),
        ("ich habe meine prüfung bestanden", "de", "Wiederholungstermin"),
        ("how do i plan a birthday party", "en", "work backwards"),
        ("i'm nervous about my date tonight, any tips", "en", "start with one you know"),
        ("my laptop froze during the meeting", "en", "put the pen down"),
        ("i work from home on fridays", "en", "fake commute"),
        ("my boss texted me happy birthday", "en", "out-of-office"),
        ("my partner is so lazy at home", "en", "shared document"),
        ("my flight is tomorrow and i haven't started packing", "en", "good enough"),
        ("i finally paid off my car loan!", "en", "avalanche"),
        ("this restaurant is way too expensive", "en", "SIM-only"),
        ("should i invest in a good mattress", "en", "world index"),
        ("i found out my sister is pregnant", "en", "done list"),
        ("my dog threw up on the carpet, should i worry", "en", "oral rehydration"),
        ("i had a great nap today", "en", "coffee nap"),
        ("how do i get better at lifting at the gym", "en", "bed rest makes it worse"),
        ("mein kater schläft den ganzen tag", "de", "nach jedem Drink"),
        ("how do i tick a box in a word document", "en", "tick card"),
        ("my daughter has a temperature of 39, what should i do", "en", "39.5 °C"),
        ("my ear piercing looks red", "en", "olive oil"),
        ("wie pflege ich meine haut im winter", "de", "Ich lasse nicht zu"),
        ("my son broke the screen of his tablet", "en", "video calls with family"),
        ("my sister is jealous of my new boyfriend", "en", "one-on-one"),
        ("my son is starting kindergarten next week, he's so excited", "en", "special wave"),
        ("our flight to rome is tomorrow, so excited", "en", "250 to 600"),
        ("wir fliegen morgen nach mallorca", "de", "250 bis 600"),
        ("ich habe den bus verpasst", "de", "getrennten Tickets"),
        ("i love long drives through the mountains", "en", "last few kilometres"),
        ("what should i look for in a hotel", "en", "away from the lift"),
        ("i lost my motivation to pass the exam", "en", "emergency travel document"),
        ("i'm moving abroad next year, so excited", "en", "always choose local"),
        ("how do i update my cv", "en", "tailor"),
        ("wie lerne ich am besten für die klausur", "de", "Prüfungsangst"),
        ("wie lerne ich am besten für die klausur", "de", "Wiederholungstermin"),
        (
            "ich hab 0,5 kg mehl und will 80% hydration, wie viel wasser brauche ich",
            "de",
            "hellgelb",
        ),
        ("how do i get my 6 month old to nap longer", "en", "coffee nap"),
        ("is it normal to be stressed before a deadline?", "de", "gut genug"),
    ],
)
def test_a_message_sharing_a_word_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
