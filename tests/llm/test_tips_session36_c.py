"""Money, tech, pets, plants, car and bike problems answered with a fitting tip (session 36):
subscriptions, unpaid bills, full storage, printers, hacked accounts, dogs that pull or bite,
cats that wake you, overwatered plants, flat tyres, icy windscreens.

Each topic is asked twice in words of its own (casual, with typos, as a statement or a
question), and a message that only shares a word, or tells no problem, gets no such tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("how do i cut down on all my subscriptions", "en", "rotate streaming"),
        ("wie kann ich meine abos ausmisten", "de", "Streamingdienste abwechseln"),
        ("i keep impulse buying stuff online", "en", "48-hour rule"),
        ("ich kaufe ständig online zu viel, wie höre ich damit auf", "de", "48-Stunden-Regel"),
        ("i can't pay my rent this month, what do i do", "en", "before the due date"),
        ("ich kann meine miete nicht bezahlen, was soll ich tun", "de", "Schuldnerberatung"),
        ("my phone storage is full, how do i free up space", "en", "Recently deleted"),
        ("mein handyspeicher ist voll, was kann ich löschen", "de", "Zuletzt gelöscht"),
        ("forgot my wifi password, how do i find it", "en", "sticker"),
        ("wie finde ich mein wlan passwort raus", "de", "Aufkleber"),
        ("printer says offline and won't print, help", "en", "print queue"),
        ("mein drucker druckt nicht mehr, was kann ich tun", "de", "Druckwarteschlange"),
        ("my airpods won't connect to my phone anymore", "en", "pairing mode"),
        ("bluetooth kopfhörer verbinden sich nicht, was tun", "de", "Kopplungsmodus"),
        ("my laptop froze and nothing responds, what do i do", "en", "Ctrl+Shift+Esc"),
        ("mein pc hängt sich ständig auf, was kann ich tun", "de", "Task-Manager"),
        ("getting weird pop-ups on my laptop, do i have a virus?", "en", "Windows Security"),
        ("ich glaube ich habe einen virus auf dem laptop, was tun", "de", "Windows-Sicherheit"),
        ("my instagram got hacked, what should i do", "en", "two-factor"),
        ("mein konto wurde gehackt, was jetzt", "de", "Zwei-Faktor"),
        ("i have 3000 unread emails, how do i get my inbox under control", "en", "archive"),
        ("zu viele mails im posteingang, wie werde ich herr darüber", "de", "archivieren"),
        ("people can't hear me on zoom, what's wrong", "en", "microphone access"),
        ("im teams call hört mich keiner, was kann ich tun", "de", "Mikrofonzugriff"),
        ("i have way too many passwords to remember, any tips", "en", "password manager"),
        ("wie kann ich mir die ganzen passwörter merken", "de", "Passwortmanager"),
        ("my dog pulls on the lead constantly, how do i stop it", "en", "stop dead"),
        ("mein hund zieht ständig an der leine", "de", "stehen bleiben"),
        ("our new puppy keeps biting our hands", "en", "ouch"),
        ("unser welpe beißt ständig in die hände, was hilft", "de", "Aua"),
        ("my dog jumps on everyone who visits, how do i stop that", "en", "four paws"),
        ("mein hund springt besucher an, wie gewöhne ich ihm das ab", "de", "vier Pfoten"),
        ("how do i house train a puppy", "en", "every 2 hours"),
        ("wie wird mein welpe stubenrein", "de", "alle 2 Stunden"),
        ("how do i start potty training my toddler", "en", "potty at set times"),
        ("wie klappt das mit dem töpfchen bei meinem sohn", "de", "Töpfchen"),
        ("my cat wakes me up at 5am every day, how do i stop it", "en", "automatic feeder"),
        ("meine katze weckt mich jeden morgen um 5, was tun", "de", "Futterautomat"),
        ("my cat keeps throwing up hairballs", "en", "brush"),
        ("meine katze erbricht ständig haarballen, was kann ich tun", "de", "bürsten"),
        ("how do i get rid of fleas on my cat and in the house", "en", "60 °C"),
        ("unsere katze hat flöhe, was tun", "de", "Spot-on"),
        ("my dog won't come back when i call him at the park", "en", "long line"),
        ("mein hund kommt nicht zurück wenn ich ihn rufe, was tun", "de", "Schleppleine"),
        ("my dog howls when i leave for work, how do i help him", "en", "tiny steps"),
        ("wie lernt mein hund alleine bleiben", "de", "winzigen Schritten"),
        ("i think i overwatered my plant, can it be saved", "en", "drainage hole"),
        ("ich habe meine pflanze zu viel gegossen, was tun", "de", "Abflussloch"),
        ("how do i get my orchid to bloom again", "en", "5 °C cooler"),
        ("wie topfe ich meine orchidee um", "de", "Orchideensubstrat"),
        ("my roses are covered in aphids", "en", "washing-up liquid or soft soap"),
        ("blattläuse an meinen rosen, was hilft", "de", "Schmierseife"),
        ("why are the tips of my plant leaves turning brown", "en", "humidity"),
        ("meine pflanze hat braune blattspitzen, woran liegt das", "de", "Luftfeuchtigkeit"),
        ("my tomato seedlings are really leggy, what did i do wrong", "en", "grow light"),
        ("meine sämlinge werden so lang und dünn, was tun", "de", "Pflanzenlampe"),
        ("our lawn is full of moss and bare patches, how do i fix it", "en", "overseed"),
        ("unser rasen hat lauter kahle stellen, was hilft", "de", "nachsäen"),
        ("how do i get rid of weeds between the paving stones", "en", "boiling water"),
        ("wie bekomme ich das unkraut aus den fugen der terrasse", "de", "Fugensand"),
        ("how do i water my plants while i'm away on holiday for two weeks", "en", "cotton string"),
        ("wie gieße ich meine pflanzen, wenn ich im urlaub bin", "de", "Baumwollfaden"),
        ("my tomatoes are still green and it's october, will they ripen", "en", "ripe banana"),
        ("meine tomaten platzen ständig auf, woran liegt das", "de", "ungleichmäßigem Gießen"),
        ("how do i fix a flat bike tyre", "en", "tyre levers"),
        ("wie flicke ich den schlauch am fahrrad", "de", "Reifenheber"),
        ("windscreen keeps fogging up on the inside when i drive", "en", "air conditioning"),
        ("die scheiben beschlagen immer im auto", "de", "Klimaanlage"),
        ("quickest way to de-ice the windscreen in the morning?", "en", "hot water"),
        ("wie bekomme ich die vereiste scheibe schnell frei", "de", "heißes Wasser"),
        ("my bike chain keeps squeaking", "en", "chain oil"),
        ("die fahrradkette springt ständig ab, was tun", "de", "Stellschraube"),
        ("my car smells like wet dog, how do i get rid of it", "en", "cabin"),
        ("mein auto stinkt, wie bekomme ich den geruch raus", "de", "Innenraumfilter"),
        ("tyre pressure light came on, what should i do", "en", "sticker inside the driver's door"),
        ("wie oft sollte ich den reifendruck prüfen", "de", "Fahrertür"),
        ("i'm terrible at parallel parking, any tips", "en", "full lock"),
        ("wie lerne ich richtig rückwärts einparken", "de", "voll zum Bordstein"),
        ("i'm terrified of flying and have a flight next week, any tips", "en", "over the wings"),
        ("ich habe flugangst, was hilft", "de", "über den Flügeln"),
        ("how do i pack light for a 10 day trip", "en", "put a third back"),
        ("wie packe ich leicht für eine woche nur mit handgepäck", "de", "ein Drittel"),
    ],
)
def test_an_everyday_problem_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("my phone storage is 256gb", "en", "Recently deleted"),
        ("my wifi password is on the fridge", "en", "sticker"),
        ("my brother got hacked lol", "en", "two-factor"),
        ("my laptop froze yesterday but it's fine now", "en", "Ctrl+Shift+Esc"),
        ("our puppy is teething", "en", "ouch"),
        ("what's a good name for my new puppy", "en", "every 2 hours"),
        ("my orchid is blooming!", "en", "5 °C cooler"),
        ("i planted tomatoes today", "en", "ripe banana"),
        ("i'm flying to rome tomorrow!", "en", "over the wings"),
        ("meine orchidee blüht", "de", "Orchideensubstrat"),
        ("how to make friends with my cat", "en", "every week"),
        ("fleas are tiny", "en", "60 °C"),
        ("i rode my bike to work today", "en", "tyre levers"),
    ],
)
def test_a_message_sharing_a_word_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
