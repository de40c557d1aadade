"""Landlords, colleagues and neighbours, saving money at home, phone and computer annoyances,
travel, children, pets, the garden through the seasons and household emergencies answered with
a fitting tip (session 38): repairs and deposits, a parcel marked delivered, a boss who yells,
a forgotten passcode, a stuck update, a late train, head lice, a swallowed button battery, a
dog that barks at everything, late frost, pruning roses, a gas smell, a leak from the ceiling.

Each topic is asked twice in words of its own (casual, with typos, as a statement, in German),
and a message that only shares a word, or tells no problem, gets no such tip: a nice landlord,
a visa card, a train to catch, a dog going on holiday, a cat asleep in the garden."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "my landlord still hasnt fixed the heating after 3 weeks, what can i do",
            "en",
            "reasonable deadline",
        ),
        (
            "the landlord keeps ignoring my emails about the leak in the bathroom",
            "en",
            "reasonable deadline",
        ),
        (
            "mein vermieter repariert die heizung einfach nicht, was kann ich machen",
            "de",
            "Mietminderung",
        ),
        ("moving out next month, how do i make sure i get my deposit back", "en", "wear and tear"),
        (
            "my old landlord is keeping my deposit for no reason, what can i do",
            "en",
            "wear and tear",
        ),
        ("wie bekomme ich meine kaution zurück", "de", "Übergabeprotokoll"),
        (
            "my landlord just lets himself into the flat without asking, is that allowed?",
            "en",
            "with notice",
        ),
        (
            "mein vermieter kommt einfach ohne ankündigung in die wohnung, darf der das",
            "de",
            "Ankündigung",
        ),
        ("my landlord wants to raise the rent by 15%, what can i do", "en", "negotiate"),
        ("was kann ich gegen eine mieterhöhung tun", "de", "Mietspiegel"),
        (
            "the neighbours cat keeps pooping in my vegetable patch, how do i stop it",
            "en",
            "chicken wire",
        ),
        ("die katze vom nachbarn kackt ständig in mein beet, was hilft", "de", "Hasendraht"),
        ("my parcel says delivered but it isnt here, what do i do", "en", "contact the seller"),
        ("my package was stolen from my doorstep, can i get a refund?", "en", "contact the seller"),
        (
            "paket wurde als zugestellt markiert, ist aber nicht angekommen, was tun",
            "de",
            "Händler kontaktieren",
        ),
        ("my boss micromanages everything i do and its exhausting", "en", "before they ask"),
        ("meine chefin kontrolliert jeden schritt, wie gehe ich damit um", "de", "bevor sie fragt"),
        (
            "the guy next to me talks so loud on the phone all day, i cant concentrate",
            "en",
            "noise-cancelling",
        ),
        (
            "mein kollege telefoniert den ganzen tag total laut, was kann ich tun",
            "de",
            "Noise-Cancelling",
        ),
        (
            "my boss yells at me in front of everyone, what should i do",
            "en",
            "write down each incident",
        ),
        (
            "mein chef schreit mich ständig an, was soll ich machen",
            "de",
            "jeden Vorfall aufschreiben",
        ),
        (
            "a colleague keeps coming to my desk every 10 minutes with questions, how do i handle it",
            "en",
            "collect questions",
        ),
        (
            "meine kollegin fragt mich ständig um hilfe und ich komme nicht zum arbeiten",
            "de",
            "Fragen in einer Nachricht sammeln",
        ),
        (
            "i found out people at work are gossiping about me, how do i deal with it",
            "en",
            "talk to the source",
        ),
        ("kollegen lästern hinter meinem rücken, was soll ich tun", "de", "unter vier Augen"),
        ("we waste so much food every week, any tips", "en", "use-it-up"),
        ("wie können wir weniger lebensmittel wegwerfen", "de", "Resteabend"),
        ("our tumble dryer is costing a fortune, how can i save on laundry", "en", "lint filter"),
        ("wie kann ich beim wäschewaschen strom sparen", "de", "Flusensieb"),
        ("our water bill is insane, how can we save water", "en", "water-saving shower head"),
        ("wie kann ich wasser sparen im haushalt", "de", "Sparduschkopf"),
        (
            "my flat is freezing and i cant afford to put the heating on, what can i do",
            "en",
            "hot-water bottle",
        ),
        ("wie halte ich mich warm ohne viel zu heizen", "de", "Wärmflasche"),
        (
            "its a heatwave and my flat is so hot, how do i keep it cool without ac",
            "en",
            "through-draught",
        ),
        ("wie halte ich die wohnung bei hitze kühl", "de", "durchlüften"),
        ("i want to sell some old clothes on vinted, any tips?", "en", "honest title"),
        ("wie verkaufe ich am besten möbel auf kleinanzeigen", "de", "ehrlicher Titel"),
    ],
)
def test_people_and_money_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("autocorrect keeps changing my words and its driving me crazy", "en", "Text Replacement"),
        ("wie schalte ich die autokorrektur auf dem iphone aus", "de", "Textersetzung"),
        ("i get way too many notifications on my phone, how do i stop them", "en", "focus mode"),
        ("die ständigen benachrichtigungen nerven mich, was kann ich tun", "de", "Fokusmodus"),
        ("i forgot my iphone passcode, what now", "en", "Erase iPhone"),
        (
            "ich habe den code von meinem handy vergessen, was kann ich tun",
            "de",
            "Werkseinstellungen",
        ),
        ("my phone wont turn on at all, even when its plugged in", "en", "force-restart"),
        ("mein handy geht nicht mehr an, was kann ich tun", "de", "Neustart erzwingen"),
        ("my laptop wont turn on this morning, just a black screen", "en", "Win+Ctrl+Shift+B"),
        ("mein laptop startet nicht mehr, bildschirm bleibt schwarz", "de", "Win+Strg+Umschalt+B"),
        ("there's no sound coming from my laptop speakers, how do i fix it", "en", "output device"),
        ("mein laptop hat keinen ton mehr, was tun", "de", "Ausgabegerät"),
        ("my second monitor isnt being detected, help", "en", "Win+P"),
        ("der externe monitor wird nicht erkannt, was kann ich machen", "de", "Win+P"),
        (
            "windows update has been stuck at 35% for an hour, what should i do",
            "en",
            "rolls the update back",
        ),
        ("das update hängt seit stunden bei 60 prozent, was tun", "de", "Update meist zurück"),
        (
            "i accidentally deleted a folder of photos, can i get them back?",
            "en",
            "Recently Deleted",
        ),
        (
            "ich habe aus versehen wichtige dateien gelöscht, wie kann ich sie wiederherstellen",
            "de",
            "Papierkorb",
        ),
        ("my phone speaker sounds muffled, how can i fix it", "en", "soft, dry toothbrush"),
        ("mein handylautsprecher ist total leise und dumpf", "de", "weichen, trockenen Zahnbürste"),
        ("my camera isnt working in zoom calls, what do i do", "en", "privacy shutter"),
        ("die kamera funktioniert bei teams nicht, was kann ich tun", "de", "Abdeckung"),
        ("my usb stick isnt recognised by my laptop anymore", "en", "Disk Management"),
        ("meine externe festplatte wird nicht erkannt, was tun", "de", "Datenträgerverwaltung"),
        (
            "my icloud storage is full and it keeps nagging me, what do i do",
            "en",
            "old phone backups",
        ),
        ("mein google speicher ist voll, wie mache ich platz", "de", "alte Geräte-Backups"),
        ("my phone doesnt ring when people call me, why?", "en", "Silence Unknown Callers"),
        (
            "mein handy klingelt nicht wenn jemand anruft, woran liegt das",
            "de",
            "Unbekannte Anrufer stummschalten",
        ),
        ("netflix keeps buffering on the tv every evening, how can i fix it", "en", "LAN cable"),
        ("netflix ruckelt ständig auf dem fernseher, was kann ich tun", "de", "LAN-Kabel"),
        ("my laptop touchpad stopped working suddenly", "en", "function key"),
        ("das touchpad von meinem laptop geht nicht mehr, was tun", "de", "Funktionstaste"),
        ("my phone keeps restarting by itself, what's going on", "en", "Battery Health"),
        ("mein handy startet ständig von selbst neu, was kann ich tun", "de", "Batteriezustand"),
    ],
)
def test_phone_and_computer_trouble_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "my train was delayed an hour and i missed my connection, what are my rights",
            "en",
            "Delay Repay",
        ),
        ("mein zug hatte 90 minuten verspätung, bekomme ich geld zurück", "de", "25 %"),
        ("renting a car in spain next week, any tips?", "en", "full to full"),
        ("worauf muss ich beim mietwagen achten", "de", "voll/voll"),
        ("do i need travel insurance for a trip to the us", "en", "medical repatriation"),
        ("brauche ich eine auslandskrankenversicherung für den urlaub", "de", "Rücktransport"),
        ("got sick on holiday in greece, what should i do", "en", "EHIC"),
        (
            "ich bin im urlaub krank geworden, was muss ich tun",
            "de",
            "Europäische Krankenversicherungskarte",
        ),
        ("my passport expires in 4 months, can i still travel to thailand?", "en", "3 to 6 months"),
        ("brauche ich ein visum für die usa", "de", "ESTA"),
        ("how do i avoid a huge phone bill when travelling to the usa, roaming?", "en", "eSIM"),
        ("wie nutze ich mein handy im ausland ohne hohe kosten", "de", "eSIM"),
        ("how do i avoid pickpockets in barcelona", "en", "front pocket"),
        ("wie schütze ich mich vor taschendieben in rom", "de", "vorderen Hosentasche"),
        ("planning my first solo trip, any advice?", "en", "arrive in daylight"),
        ("ich möchte zum ersten mal allein reisen, hast du tipps", "de", "bei Tageslicht"),
        (
            "my suitcase is always overweight at the airport, how do i avoid paying extra",
            "en",
            "luggage scale",
        ),
        ("mein koffer ist zu schwer, was kann ich tun", "de", "Kofferwaage"),
        ("whats the best way to find cheap flights", "en", "price alert"),
        ("wie finde ich günstige flüge", "de", "Preisalarm"),
        ("stuck in traffic and running late for my flight, what do i do", "en", "check in online"),
        ("ich komme zu spät zum flughafen, was soll ich tun", "de", "online einchecken"),
        ("going to cusco in peru, how do i avoid altitude sickness", "en", "300 to 500"),
        ("wie kann ich höhenkrankheit vermeiden", "de", "300 bis 500"),
        ("we want to take the dog on holiday to france, what do we need", "en", "pet passport"),
        (
            "wir wollen mit dem hund in den urlaub nach italien, was brauchen wir",
            "de",
            "Heimtierausweis",
        ),
    ],
)
def test_travel_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my 2 year old just swallowed a coin, what do i do", "en", "button battery"),
        (
            "i think my son swallowed a button battery from the remote!!",
            "en",
            "emergencies even if the child seems fine",
        ),
        ("mein kind hat eine münze verschluckt, was soll ich tun", "de", "Knopfbatterie"),
        ("the school sent a letter about head lice, how do i check my kids", "en", "dimeticone"),
        ("my daughter has nits again, what actually works?", "en", "nit comb"),
        ("mein sohn hat läuse, was hilft", "de", "Dimeticon"),
        ("my 6 year old still wets the bed every night, should i worry", "en", "bedwetting alarm"),
        ("unser sohn ist 5 und macht noch ins bett, was tun", "de", "Klingelgerät"),
        ("how do i get my toddler to give up the dummy", "en", "dummy fairy"),
        ("my 4 year old still sucks her thumb, how do i get her to stop", "en", "glove or plaster"),
        ("wie gewöhne ich meiner tochter den schnuller ab", "de", "Schnullerfee"),
        ("i think my son is being bullied at school, what should i do", "en", "class teacher"),
        ("meine tochter wird in der schule gemobbt, was kann ich tun", "de", "Klassenlehrkraft"),
        ("my 4 year old has started swearing, how do i handle it", "en", "a word we don't use"),
        ("mein sohn flucht ständig, wie reagiere ich", "de", "Das Wort benutzen wir nicht"),
        ("my 3 year old whines all day long, its driving me mad", "en", "normal voice"),
        ("meine tochter quengelt den ganzen tag, was hilft", "de", "normalen Stimme"),
        (
            "mornings are a nightmare, the kids refuse to get dressed and we're always late for school",
            "en",
            "night before",
        ),
        (
            "morgens ist bei uns immer chaos, die kinder ziehen sich nicht an, was tun",
            "de",
            "Vorabend",
        ),
        ("my baby has a really red sore bottom, what helps", "en", "barrier cream"),
        ("was hilft gegen einen wunden po beim baby", "de", "Wundschutzcreme"),
        (
            "my son screams in his sleep but doesnt wake up, are these night terrors?",
            "en",
            "don't wake them",
        ),
        ("mein kind schlafwandelt, was soll ich tun", "de", "nicht wecken"),
        ("my breastfed baby refuses the bottle and i go back to work soon", "en", "slow-flow teat"),
        (
            "unser baby nimmt keine flasche, was können wir tun",
            "de",
            "langsamen, brustähnlichen Sauger",
        ),
        ("my toddler keeps climbing out of the cot, is it time for a bed?", "en", "sleeping bag"),
        ("unser sohn klettert aus dem gitterbett, was tun", "de", "Schlafsack"),
        ("my dog barks at every noise outside, how do i get him to stop", "en", "white noise"),
        ("unser hund bellt bei jedem geräusch, was kann ich tun", "de", "weißes Rauschen"),
        ("my dog keeps eating poop on walks, how do i stop it", "en", "leave it"),
        ("mein hund frisst kot, wie gewöhne ich ihm das ab", "de", "Lass es"),
        ("my cat bites me when i pet her, why?", "en", "overstimulated"),
        ("meine katze beißt beim streicheln, warum", "de", "überreizt"),
        (
            "just adopted a rescue cat and she hides under the bed all day, any tips?",
            "en",
            "one quiet room",
        ),
        ("unsere neue katze versteckt sich nur, was tun", "de", "ruhigen Zimmer"),
        (
            "its going to be 35 degrees, how do i keep my dog safe in the heat",
            "en",
            "back of your hand",
        ),
        ("wie schütze ich meinen hund bei hitze", "de", "Handrücken"),
        ("my dog keeps licking his paws constantly, should i worry", "en", "grass seed"),
        ("mein hund leckt sich ständig die pfoten, was kann das sein", "de", "Grannen"),
        ("how do i cut my dog's nails without hurting him", "en", "quick"),
        ("wie schneide ich meiner katze die krallen", "de", "Krallenzange"),
        (
            "my dog rolled in fox poo and stinks, how do i get the smell out",
            "en",
            "fox-poo shampoo",
        ),
        (
            "mein hund hat sich in fuchskot gewälzt, wie bekomme ich den gestank weg",
            "de",
            "Fuchskot",
        ),
        ("how do i stop my cat jumping on the kitchen counter", "en", "cat tree"),
        ("meine katze springt immer auf die arbeitsplatte, was hilft", "de", "Kratzbaum"),
        ("my dog keeps digging holes in the lawn, how do i stop him", "en", "sandpit"),
        ("unser hund buddelt löcher in den garten, was tun", "de", "Sandkasten"),
    ],
)
def test_children_and_pets_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("when should i plant my tomatoes outside?", "en", "last frost"),
        ("first veg patch this year, what should i plant and when", "en", "radishes"),
        ("wann kann ich zucchini ins beet pflanzen", "de", "Eisheiligen"),
        (
            "frost is forecast tonight and i just planted my seedlings, what do i do",
            "en",
            "garden fleece",
        ),
        ("heute nacht soll es frost geben, wie schütze ich meine pflanzen", "de", "Gartenvlies"),
        ("how do i overwinter my geraniums", "en", "5 to 10 °C"),
        ("wie überwintere ich meinen oleander", "de", "5 bis 10 °C"),
        ("when do i plant tulip bulbs and how deep", "en", "bulb lasagne"),
        ("wann und wie tief pflanze ich blumenzwiebeln", "de", "Zwiebel-Lasagne"),
        ("what should i do with all the leaves on the lawn", "en", "leaf mould"),
        ("wohin mit dem ganzen laub im garten", "de", "Lauberde"),
        ("when and how do i prune my roses", "en", "forsythia"),
        ("wann muss ich meine rosen schneiden", "de", "Forsythien"),
        ("my hydrangea didnt flower this year, what did i do wrong", "en", "last year's wood"),
        ("wann schneide ich hortensien", "de", "Holz vom Vorjahr"),
        ("how often should i water the garden in a heatwave", "en", "deeply 2 or 3 times a week"),
        ("wie oft soll ich den garten bei hitze gießen", "de", "durchdringend"),
        ("my compost heap stinks and is all slimy", "en", "browns"),
        ("mein kompost stinkt, was mache ich falsch", "de", "Braunes"),
        ("the weeds are taking over my flower beds, help", "en", "mulch"),
        ("wie werde ich giersch im beet los", "de", "Karton abdecken"),
        ("my courgettes keep rotting at the end before they grow, why", "en", "pollen"),
        ("warum faulen meine kleinen zucchini ab", "de", "von Hand bestäuben"),
        ("theres a mole making molehills all over my lawn, what can i do", "en", "protected"),
        ("wie vertreibe ich einen maulwurf aus dem garten", "de", "geschützt"),
        ("how do i stop my christmas tree dropping needles so fast", "en", "2 to 3 cm"),
        ("wie bleibt der weihnachtsbaum länger frisch", "de", "2 bis 3 cm"),
        ("our front steps are icy every morning, what should i put down", "en", "grit"),
        ("was streue ich bei glatteis auf den gehweg", "de", "Splitt"),
        ("when am i allowed to cut my hedge", "en", "1 March to 30 September"),
        ("wann darf ich die hecke schneiden", "de", "1. März bis 30. September"),
        ("how often should i water my houseplants in winter", "en", "stop feeding until spring"),
        ("wie oft gieße ich zimmerpflanzen im winter", "de", "bis zum Frühjahr nicht düngen"),
        ("pigeons keep nesting on my balcony, how do i get rid of them", "en", "bird spikes"),
        ("wie werde ich die tauben auf dem balkon los", "de", "Spikes"),
        ("i can smell gas in the kitchen, what do i do", "en", "don't switch any lights"),
        ("es riecht nach gas in der wohnung, was soll ich tun", "de", "keine Lichtschalter"),
        ("water is dripping through my kitchen ceiling from upstairs, help", "en", "main stopcock"),
        ("bei uns tropft wasser von der decke, was tun", "de", "Hauptwasserhahn"),
        ("i locked myself out of my flat, what now", "en", "fixed price"),
        ("ich habe mich ausgesperrt, was kann ich tun", "de", "Festpreis"),
        ("my washing machine won't drain and is full of water", "en", "drain pump filter"),
        ("die waschmaschine pumpt nicht ab, was tun", "de", "Flusensieb"),
        ("my fridge isnt cold anymore, what can i check", "en", "vacuum the coils"),
        (
            "der kühlschrank kühlt nicht mehr richtig, was kann ich tun",
            "de",
            "Gitter hinten absaugen",
        ),
        ("i think we have bed bugs, i keep waking up with bites", "en", "pest controller"),
        ("ich glaube wir haben bettwanzen, was tun", "de", "Schädlingsbekämpfer"),
        (
            "saw a cockroach in the kitchen last night, how do i get rid of them",
            "en",
            "bait stations",
        ),
        ("wir haben kakerlaken in der küche, was hilft", "de", "Fraßköder"),
        (
            "dropped my wedding ring down the bathroom sink, how do i get it back",
            "en",
            "U-shaped trap",
        ),
        ("mein ohrring ist in den abfluss gefallen, wie bekomme ich ihn wieder", "de", "Siphon"),
    ],
)
def test_garden_and_home_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("my landlord is really nice", "en", "reasonable deadline"),
        ("should i pay a deposit for the wedding venue", "en", "wear and tear"),
        ("my cat loves sleeping in the garden", "en", "chicken wire"),
        ("my boss gave me a raise", "en", "before they ask"),
        ("we have an office party on friday", "en", "noise-cancelling"),
        ("how much food does a 5 year old need", "en", "use-it-up"),
        ("how do i sell my car", "en", "honest title"),
        ("my phone is ringing", "en", "Silence Unknown Callers"),
        ("i love my new monitor", "en", "Win+P"),
        ("how do i update my cv", "en", "rolls the update back"),
        ("i deleted my facebook account, feels good", "en", "Recently Deleted"),
        ("what's the best camera for travel photography", "en", "privacy shutter"),
        ("i'm taking the train to berlin tomorrow", "en", "Delay Repay"),
        ("how do i train for a half marathon", "en", "Delay Repay"),
        ("my passport photo looks terrible lol", "en", "3 to 6 months"),
        ("how do i get a visa card", "en", "3 to 6 months"),
        ("what's the eta for my pizza", "en", "3 to 6 months"),
        ("we're going on holiday with the dog next week, so excited", "en", "pet passport"),
        ("my son has a fever of 38.5", "en", "button battery"),
        ("my daughter said her first bad word", "en", "dummy fairy"),
        ("the baby is finally sleeping through", "en", "slow-flow teat"),
        ("my dog is so cute when he barks", "en", "white noise"),
        ("my cat sleeps on the kitchen counter in the sun", "en", "overstimulated"),
        ("what plants are safe for cats", "en", "one quiet room"),
        ("my tomatoes are finally ripe", "en", "last frost"),
        ("the roses in my garden look beautiful", "en", "forsythia"),
        ("my grandma makes the best compost cake", "en", "browns"),
        ("is it going to snow tomorrow", "en", "grit"),
        ("the gas bill came today", "en", "don't switch any lights"),
        ("i locked the door before leaving", "en", "fixed price"),
        ("my washing machine is so quiet", "en", "drain pump filter"),
        ("what temperature should my fridge be", "en", "vacuum the coils"),
        ("my ring is too tight", "en", "U-shaped trap"),
        ("mein vermieter ist total nett", "de", "Mietminderung"),
        ("mein zug fährt um 8", "de", "25 %"),
        ("unsere katze schläft gern im garten", "de", "Hasendraht"),
        ("ich mag den herbst und das bunte laub", "de", "Lauberde"),
        ("wir haben eine neue waschmaschine", "de", "Flusensieb"),
        ("meine oma hat mir einen ring geschenkt", "de", "Siphon"),
    ],
)
def test_a_message_sharing_a_word_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
