"""Houseplants by species, food storage and leftovers, tech and security, neighbours and
flatmates answered with a fitting tip (session 37).

Each topic is asked twice in words of its own (casual, with typos, as a statement, in German),
and a message that only shares a word, or tells no problem, gets no such tip. Among them the
weak spots found before: yellow monstera leaves got the supermarket-basil tip, loud music from
upstairs at night the tip on footsteps, a strong password pet-name ideas ("my dogs name")."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my monstera's leaves keep turning yellow, what am i doing wrong", "en", "top 5 cm"),
        ("the big leaves on my swiss cheese plant are going yellow one by one", "en", "top 5 cm"),
        ("meine monstera bekommt gelbe blätter, was tun", "de", "oberen 5 cm"),
        ("why doesnt my monstera get any splits in its leaves", "en", "moss pole"),
        ("meine monstera macht keine löcher in den neuen blättern, warum", "de", "Moosstab"),
        ("my monstera has long aerial roots everywhere, can i cut them", "en", "tuck them"),
        ("was mache ich mit den luftwurzeln meiner monstera", "de", "in den Topf leiten"),
        (
            "my pothos is super leggy with long bare vines, how do i make it fuller",
            "en",
            "back into the same pot",
        ),
        ("meine efeutute wird immer kahler, wie bekomme ich sie buschiger", "de", "denselben Topf"),
        ("pothos leaves turning yellow help", "en", "top half of the soil"),
        ("warum bekommt meine efeutute gelbe blätter", "de", "obere Hälfte der Erde"),
        ("my snake plant leaves are mushy and falling over", "en", "cactus soil"),
        ("mein bogenhanf kippt um und die blätter sind ganz weich, was tun", "de", "Kakteenerde"),
        (
            "all the flowers fell off my orchid, what do i do with the stem now",
            "en",
            "second or third node",
        ),
        (
            "meine orchidee ist verblüht, was mache ich jetzt mit dem stiel",
            "de",
            "zweiten oder dritten Knoten",
        ),
        ("why are my orchid leaves all wrinkly and limp", "en", "silvery when dry"),
        (
            "die blätter meiner orchidee sind schrumpelig und schlaff, woran liegt das",
            "de",
            "silbrig",
        ),
        ("my fiddle leaf fig keeps dropping leaves since i brought it home", "en", "don't move it"),
        ("meine birkenfeige wirft ständig blätter ab", "de", "nicht mehr umstellen"),
        ("brown spots on my fiddle leaf fig, is it dying?", "en", "middle or lower leaves"),
        ("meine geigenfeige hat braune flecken auf den blättern", "de", "mittleren oder unteren"),
        ("the leaves on my succulent went mushy and see-through", "en", "dry for a few days"),
        ("meine sukkulente wird unten matschig und schwarz", "de", "ein paar Tage antrocknen"),
        ("how often should i water succulents? mine look wrinkly", "en", "plump up"),
        ("wie oft soll ich meine sukkulenten gießen", "de", "prall"),
        ("my rosemary keeps drying out on the windowsill", "en", "clay pot"),
        ("warum geht mein rosmarin in der wohnung immer ein", "de", "Tontopf"),
        ("mint is taking over my whole herb bed, how do i stop it", "en", "bucket"),
        ("meine minze wuchert überall, was tun", "de", "Eimer"),
        ("why does my cilantro always bolt so fast", "en", "every 3 weeks"),
        ("warum schießt mein koriander immer sofort in die blüte", "de", "alle 3 Wochen"),
        ("peace lily is drooping like crazy again", "en", "within hours"),
        ("warum lässt mein einblatt alle blätter hängen", "de", "innerhalb weniger Stunden"),
        ("why are my calathea leaves curling up", "en", "lightly moist"),
        ("was kann ich tun, die blätter meiner calathea rollen sich ein", "de", "Regenwasser"),
        ("my aloe vera is all floppy and falling over", "en", "Reddish-brown"),
        ("was tun wenn die aloe vera umknickt", "de", "Rötlich-braune"),
        ("how do i propagate the babies on my spider plant", "en", "pot-bound"),
        ("wie vermehre ich meine grünlilie mit den kindeln", "de", "leicht eng im Topf"),
        ("my christmas cactus never blooms, any tricks?", "en", "long nights"),
        ("warum blüht mein weihnachtskaktus nicht", "de", "lange Nächte"),
        ("theres white fluffy mold on top of the soil in my plant pots", "en", "cinnamon"),
        ("schimmel auf der blumenerde, ist das schlimm?", "de", "Zimt"),
        ("why is my zz plant turning yellow", "en", "potato-like"),
        ("meine glücksfeder wird gelb, was mache ich falsch", "de", "kartoffelartige"),
        ("my basil keeps dying no matter what i do", "en", "supermarket basil"),
        ("how long can cooked chicken curry stay in the fridge", "en", "shallow containers"),
        (
            "made a huge pot of chilli on sunday, is it still ok to eat on thursday?",
            "en",
            "shallow containers",
        ),
        ("wie lange hält sich gulasch im kühlschrank", "de", "flache Behälter"),
        ("how do i freeze leftover soup so it doesnt go weird", "en", "2 cm of space"),
        ("wie friere ich suppe am besten ein", "de", "2 cm Platz"),
        ("got raw chicken in the fridge since monday, how long does it keep", "en", "bottom shelf"),
        ("wie lange kann ich rohes hähnchen im kühlschrank aufbewahren", "de", "unterste Fach"),
        (
            "found some steaks in the freezer from last year, are they still good to eat",
            "en",
            "label it with the date",
        ),
        ("mein fleisch hat gefrierbrand, ist das noch essbar?", "de", "mit Datum beschriften"),
        (
            "whats the best way to reheat leftovers in the microwave, always cold in the middle",
            "en",
            "in a ring",
        ),
        ("wie wärme ich essen in der mikrowelle gleichmäßig auf", "de", "ringförmig"),
        ("how long does meal prep actually last in the fridge", "en", "Thursday and Friday"),
        ("wie lange hält sich vorgekochtes essen im kühlschrank", "de", "Donnerstag und Freitag"),
        ("my salad keeps going limp and slimy, how do i keep it fresh", "en", "15 to 30 minutes"),
        ("wie bleibt salat länger frisch", "de", "15 bis 30 Minuten"),
        ("strawberries go mouldy so fast, any tricks", "en", "1 part vinegar"),
        ("warum schimmeln meine himbeeren so schnell", "de", "1 Teil Essig"),
        ("how do i store potatoes so they dont sprout", "en", "not next to onions"),
        ("wie lagere ich kartoffeln richtig", "de", "nicht neben Zwiebeln"),
        ("how long can i keep an opened bottle of wine", "en", "sparkling stopper"),
        ("wie lange kann ich angebrochenen wein aufheben", "de", "Sektverschluss"),
        ("how do i keep homemade bread from going stale so fast", "en", "cut side down"),
        ("wie bewahre ich brot am besten auf", "de", "Schnittfläche nach unten"),
        (
            "my cheese always dries out in the fridge, how should i wrap it",
            "en",
            "wax or baking paper",
        ),
        ("wie lagere ich käse im kühlschrank richtig", "de", "Wachs- oder Backpapier"),
        ("there are little moths in my kitchen cupboards", "en", "shelf-pin holes"),
        ("wir haben lebensmittelmotten im vorratsschrank, hilfe", "de", "Regalbodenlöchern"),
        ("how do i freeze fresh vegetables from the garden", "en", "on a tray"),
        ("wie kann ich gemüse einfrieren", "de", "auf einem Blech"),
        ("can you freeze cooked rice?? i always make too much", "en", "splash of water"),
        ("wie friere ich gekochten reis ein", "de", "Schuss Wasser"),
        ("how long can i keep half a tin of coconut milk in the fridge", "en", "ice-cube tray"),
        ("wie lange hält sich offene kokosmilch im kühlschrank", "de", "Eiswürfelform"),
        ("how long do hard boiled eggs keep in the fridge", "en", "best unpeeled"),
        ("wie lange kann ich gekochte ostereier aufheben", "de", "ungeschält"),
        (
            "power went out for 6 hours, what do i do with the food in my fridge",
            "en",
            "about 48 hours",
        ),
        (
            "stromausfall heute nacht, was mache ich mit dem essen im gefrierschrank",
            "de",
            "etwa 48 Stunden",
        ),
        ("should tomatoes go in the fridge or not", "en", "stem side down"),
        (
            "sollte ich tomaten im kühlschrank lagern oder nicht",
            "de",
            "Stielansatz nach unten",
        ),
    ],
)
def test_plants_and_food_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "how do i make a strong password i can actually remember? my dogs name isnt safe",
            "en",
            "four or five random words",
        ),
        (
            "whats a secure password that isnt impossible to remember",
            "en",
            "four or five random words",
        ),
        (
            "wie erstelle ich ein sicheres passwort, das ich mir merken kann",
            "de",
            "vier oder fünf zufällige Wörter",
        ),
        ("how do i set up two factor authentication on my email", "en", "backup codes"),
        ("wie richte ich die zwei-faktor-authentifizierung ein", "de", "Backup-Codes"),
        (
            "getting a new phone next week, how do i move my authenticator app",
            "en",
            "trusted devices",
        ),
        (
            "mein handy ist kaputt, wie komme ich jetzt an meine 2fa codes",
            "de",
            "vertrauenswürdigen Geräten",
        ),
        (
            "i clicked a link in a weird email and typed my password in, what now",
            "en",
            "only opened the page",
        ),
        (
            "hab aus versehen auf einen link in einer sms geklickt und meine daten eingegeben, was jetzt?",
            "de",
            "nur die Seite geöffnet",
        ),
        (
            "got an email from paypal saying my account is limited, is this a scam",
            "en",
            "hover over links",
        ),
        ("ich hab eine mail von dhl bekommen, ist das betrug?", "de", "mit der Maus über Links"),
        ("whats the best way to back up my laptop", "en", "3-2-1 rule"),
        ("wie mache ich ein backup von meinem rechner", "de", "3-2-1-Regel"),
        ("my laptop battery drains so fast, how can i make it last longer", "en", "powercfg"),
        ("warum ist der akku von meinem laptop so schnell leer", "de", "powercfg"),
        ("i think someone stole my phone on the train, what do i do", "en", "block the SIM"),
        ("mein handy wurde geklaut, was soll ich jetzt machen", "de", "SIM-Karte sperren"),
        (
            "what should i do before selling my old iphone",
            "en",
            "Erase All Content and Settings",
        ),
        (
            "wie setze ich mein altes handy zurück bevor ich es verkaufe",
            "de",
            "Alle Inhalte & Einstellungen löschen",
        ),
        ("is it safe to do online banking on hotel wifi", "en", "fake hotspots"),
        ("was muss man im öffentlichen wlan beachten", "de", "gefälschte Hotspots"),
        ("dropped my phone in the toilet omg what do i do", "en", "skip the rice"),
        ("handy ist ins wasser gefallen, was soll ich tun", "de", "keinen Reis"),
        ("just spilled coffee all over my laptop keyboard help", "en", "tent"),
        ("ich habe wasser über meinen laptop geschüttet, was tun", "de", "wie ein Zelt"),
        (
            "my 10 year old is getting her first phone, how do i set it up safely",
            "en",
            "Family Link",
        ),
        (
            "mein sohn bekommt sein erstes handy, wie richte ich die kindersicherung ein",
            "de",
            "Familienfreigabe",
        ),
        (
            "got a text 'hi mum this is my new number' asking me to send money urgently, "
            "is this a scam?",
            "en",
            "old, known number",
        ),
        (
            "meine tochter schreibt von einer neuen nummer und braucht dringend geld, was soll ich tun",
            "de",
            "alten, bekannten Nummer",
        ),
        (
            "a friend on whatsapp is asking me to forward the 6 digit code i got by sms, "
            "is that a scam?",
            "en",
            "Two-step verification",
        ),
        (
            "jemand will, dass ich ihm den code aus der sms schicke, ist das betrug?",
            "de",
            "Verifizierung in zwei Schritten",
        ),
        (
            "got an email that my password was in a data breach, what should i do",
            "en",
            "haveibeenpwned.com",
        ),
        (
            "mein passwort ist bei einem datenleck geleakt worden, was jetzt",
            "de",
            "Identity Leak Checker",
        ),
        ("is it safe to install the new ios update", "en", "security fixes"),
        ("warum sollte ich updates auf dem handy installieren", "de", "Sicherheitslücken"),
        (
            "found a shop selling airpods for 40 euros, how can i tell if its a scam",
            "en",
            "claw money back",
        ),
        ("wie erkenne ich ob ein onlineshop seriös ist", "de", "Fakeshop-Finder"),
        ("how do i secure my home wifi so the neighbours cant use it", "en", "WPA2 or WPA3"),
        (
            "ich glaube, die nachbarn nutzen mein wlan mit, was kann ich tun",
            "de",
            "WPA2 oder WPA3",
        ),
        (
            "just got a new iphone, how do i transfer everything from my old android",
            "en",
            "Move to iOS",
        ),
        ("wie bekomme ich meine whatsapp chats aufs neue handy", "de", "Schnellstart"),
        ("i dropped my phone and the screen is cracked, what do i do", "en", "clear tape"),
        ("mein handydisplay ist gesprungen, was soll ich machen", "de", "durchsichtiges Klebeband"),
    ],
)
def test_tech_and_security_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("the guy upstairs blasts music until 3am on weeknights, what can i do", "en", "22:00"),
        ("the people upstairs stomp around every night, what can i do", "en", "slippers"),
        ("die nachbarn unter mir feiern jede nacht mit lauter musik bis 2 uhr", "de", "Nachtruhe"),
        (
            "die leute über mir hören musik bis 2 uhr nachts, was kann ich machen",
            "de",
            "Nachtruhe",
        ),
        (
            "we're throwing a house party on saturday, how do i warn the neighbours",
            "en",
            "heads-up",
        ),
        (
            "wir machen am samstag eine party, wie sage ich den nachbarn bescheid",
            "de",
            "Bass runterdrehen",
        ),
        ("someone keeps parking in my spot and i cant get out", "en", "visitor who doesn't know"),
        ("irgendwer parkt ständig meine einfahrt zu, was tun", "de", "Besuch, der es nicht weiß"),
        (
            "my downstairs neighbour smokes on his balcony and it all comes into my bedroom, "
            "any tips?",
            "en",
            "activated carbon filter",
        ),
        (
            "der zigarettenrauch vom nachbarn zieht ständig in meine wohnung",
            "de",
            "Aktivkohlefilter",
        ),
        (
            "my friend borrowed my drill months ago and never gave it back, how do i ask",
            "en",
            "bring my drill back",
        ),
        (
            "meine freundin hat sich mein kleid geliehen und gibt es nicht zurück, "
            "wie spreche ich das an",
            "de",
            "Bohrmaschine",
        ),
        ("my flatmate keeps eating my food from the fridge", "en", "kitty"),
        (
            "mein mitbewohner isst ständig meine sachen aus dem kühlschrank",
            "de",
            "Gemeinschaftskasse",
        ),
        (
            "my roommates boyfriend basically lives here now and doesnt pay anything, what do i do",
            "en",
            "chips in for bills",
        ),
        ("meine mitbewohnerin hat ständig besuch und es ist jede nacht laut", "de", "Nebenkosten"),
        (
            "how do i say no to my boss when he keeps piling more work on me",
            "en",
            "which matters more",
        ),
        (
            "meine chefin gibt mir immer mehr aufgaben, wie lehne ich ab ohne faul zu wirken",
            "de",
            "was ist wichtiger",
        ),
        ("i forgot his name and now its way too late to ask", "en", "slipped my mind"),
        (
            "ich weiß ihren namen nicht mehr und es ist zu peinlich zu fragen, was mache ich",
            "de",
            "entfallen",
        ),
        ("a coworker keeps being really passive aggressive to me", "en", "works council"),
        (
            "meine kollegin ist total unfreundlich zu mir, wie gehe ich damit um",
            "de",
            "Betriebsrat",
        ),
        ("my mother in law keeps showing up unannounced", "en", "call first"),
        ("meine schwiegereltern kommen ständig unangemeldet vorbei", "de", "vorher an"),
        (
            "meeting my girlfriends parents for the first time on sunday, any tips?",
            "en",
            "help clear the table",
        ),
        (
            "ich lerne am wochenende die eltern meines freundes kennen, hast du tipps?",
            "de",
            "beim Abräumen",
        ),
        ("we just moved in, how do we introduce ourselves to the neighbours", "en", "3rd floor"),
        ("wie stelle ich mich bei den neuen nachbarn vor", "de", "3. Stock"),
        (
            "my best friend only talks about herself and never asks how i am, what do i do",
            "en",
            "give something back",
        ),
        (
            "in unserer freundschaft melde ich mich immer zuerst, was soll ich tun",
            "de",
            "zurückkommt",
        ),
        (
            "our downstairs neighbour complained that we're too loud, how should i handle it",
            "en",
            "felt pads",
        ),
        (
            "der nachbar unter uns hat sich über unseren lärm beschwert, was jetzt",
            "de",
            "Filzgleiter",
        ),
    ],
)
def test_neighbours_and_people_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("just repotted my monstera and it looks amazing", "en", "top 5 cm"),
        ("my monstera has yellow leaves", "en", "supermarket basil"),
        ("my pothos is my favourite plant", "en", "top half of the soil"),
        ("i bought an orchid for my mum", "en", "second or third node"),
        ("ich habe heute eine orchidee gekauft", "de", "zweiten oder dritten Knoten"),
        ("we had chicken curry for dinner last night", "en", "shallow containers"),
        ("how do i make a good curry", "en", "shallow containers"),
        ("how long does milk keep in the fridge", "en", "shallow containers"),
        ("how long does milk keep in the fridge", "en", "bottom shelf"),
        ("i made soup for the whole family", "en", "2 cm of space"),
        ("how long do i cook frozen chicken breast", "en", "label it with the date"),
        ("how do i keep fresh herbs from wilting", "en", "cut side down"),
        ("my bread came out dense again", "en", "cut side down"),
        ("wir grillen heute würstchen", "de", "untersten Fach"),
        ("how do i make a strong cup of coffee", "en", "random words"),
        ("i changed my password yesterday", "en", "random words"),
        ("i got a new phone for my birthday!", "en", "Quick Start"),
        ("i lost my keys again", "en", "trusted devices"),
        ("what's the dress code for a wedding", "en", "Two-step verification"),
        ("is it safe to leave the oven on while i'm out", "en", "fake hotspots"),
        ("how do i cook rice with the right amount of water", "en", "skip the rice"),
        ("spilled water all over the kitchen floor", "en", "tent"),
        ("the neighbours had a party last weekend, it was fun", "en", "22:00"),
        ("my neighbour invited me to her party on saturday, what should i bring", "en", "22:00"),
        ("the upstairs neighbours stomp around every night", "en", "22:00"),
        ("i lent my sister my car for the weekend", "en", "bring my drill back"),
        ("my boss gave me a great review today", "en", "which matters more"),
        ("mein chef hat mich heute gelobt", "de", "was ist wichtiger"),
        ("my roommate is the best, we cook together every sunday", "en", "kitty"),
        ("ich bin am wochenende bei meinen eltern", "de", "vorher anrufen"),
        ("how do i make mint tea", "en", "bucket"),
        ("how do i cook with rosemary", "en", "clay pot"),
        ("how do i use aloe vera for sunburn", "en", "Reddish-brown"),
        ("how do i make my monstera grow faster", "en", "top 5 cm"),
        ("how long do i cook a steak", "en", "bottom shelf"),
        ("wie lange muss ein steak braten", "de", "unterste Fach"),
        ("is it safe to eat raw eggs", "en", "bottom shelf"),
        ("wie lange braucht licht vom mond bis zur erde", "de", "Zimt"),
        ("why won't my phone update", "en", "security fixes"),
        ("every day at 8 check if the shop is open", "en", "claw money back"),
        ("why doesnt my phone screen work with gloves on", "en", "clear tape"),
    ],
)
def test_a_message_sharing_a_word_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
