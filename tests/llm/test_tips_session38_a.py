"""Tips people asked for and got nothing useful, and cleaning, cooking, the car, sleep and
small injuries answered with a fitting tip (session 38): descaling a kettle with a white crust,
stretching before or after a run, an old slow laptop, a first trip to Japan, a dog that ate a
sausage; stains by kind (curry, ketchup, make-up, pee, rust, hair dye), burnt stew, a grease fire,
warning lights, a flat tyre, the clock change, a bump on the head (with when to see a doctor).

Each topic is asked twice in words of its own (casual, with typos, as a statement, in German),
and a message that only shares a word, or tells no problem, gets no such tip. Among them the
weak spots found before: "is it better to stretch before a run" was heard as a choice, "wie
entkalke ich" missed the German verb, a dog that ate a sausage got nothing."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "theres this white crust all over the inside of my kettle, how do i get rid of it",
            "en",
            "citric acid",
        ),
        ("my kettle is full of white flakes, is there an easy fix", "en", "citric acid"),
        ("wie entkalke ich meinen wasserkocher am besten", "de", "Zitronensäure"),
        ("unser wasserkocher hat innen eine weiße kruste, was hilft", "de", "Zitronensäure"),
        ("should i stretch before or after running?", "en", "dynamic moves"),
        (
            "is it better to strech before a run or after? i always do it before",
            "en",
            "dynamic moves",
        ),
        ("started jogging last week. do i stretch before i go or after", "en", "dynamic moves"),
        ("soll ich vor oder nach dem joggen dehnen?", "de", "Beinschwingen"),
        ("ist es besser vor dem laufen zu dehnen oder danach", "de", "Beinschwingen"),
        ("my old laptop takes forever to start up, anything i can do", "en", "malware scan"),
        (
            "how can i make my 7 year old laptop faster? its sooo slow",
            "en",
            "reinstall the operating system",
        ),
        ("mein alter laptop braucht ewig zum hochfahren, was kann ich tun", "de", "Virenscan"),
        ("wie bekomme ich meinen alten rechner wieder schneller", "de", "neu installieren"),
        ("going to japan for the first time in april, what should i know?", "en", "Suica"),
        ("first trip to japan next month, any tips", "en", "bins are rare"),
        ("wir fliegen im herbst zum ersten mal nach japan, worauf muss ich achten", "de", "Suica"),
        ("was sollte ich für meine erste japan reise wissen", "de", "Mülleimer sind selten"),
        ("my dog ate a whole sausage off the table, should i be worried?", "en", "upset stomach"),
        ("help my puppy ate something he shouldnt have, not sure what", "en", "animal poison line"),
        (
            "the dog just stole a sausage from my plate, what do i do",
            "en",
            "skip or shrink the next meal",
        ),
        ("mein hund hat eine wurst vom tisch geklaut, was soll ich tun", "de", "verstimmten Magen"),
        ("unser welpe hat was gefressen, was er nicht sollte, hilfe", "de", "Tiernotdienst"),
    ],
)
def test_the_tips_asked_before_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "got curry sauce on my white shirt, how do i get it out",
            "en",
            "daylight fades the yellow",
        ),
        (
            "turmeric stained my tablecloth bright yellow, any tricks?",
            "en",
            "daylight fades the yellow",
        ),
        ("wie bekomme ich einen curryfleck aus dem hemd raus", "de", "Tageslicht bleicht"),
        (
            "kid spilled ketchup on his school shirt, how do i get the stain out",
            "en",
            "rub in washing-up liquid",
        ),
        (
            "bolognese all over my top again, will the stain ever come out?",
            "en",
            "rub in washing-up liquid",
        ),
        (
            "tomatensoße auf dem t-shirt, wie bekomme ich den fleck raus",
            "de",
            "Spülmittel einreiben",
        ),
        ("theres lipstick on my husbands collar lol how do i get it out", "en", "micellar water"),
        ("foundation all over the collar of my white blouse, help", "en", "micellar water"),
        ("make-up am kragen meiner bluse, wie geht das raus", "de", "Mizellenwasser"),
        ("the cat peed on the carpet and it stinks, what can i do", "en", "enzyme cleaner"),
        (
            "my toddler had an accident on the mattress, how do i get the pee smell out",
            "en",
            "enzyme cleaner",
        ),
        (
            "der hund hat auf den teppich gepinkelt, wie bekomme ich den geruch weg",
            "de",
            "Enzymreiniger",
        ),
        (
            "my son threw up on the sofa last night, how do i clean it",
            "en",
            "cover the spot thickly with baking soda",
        ),
        (
            "dog puked on the rug, whats the best way to clean it",
            "en",
            "cover the spot thickly with baking soda",
        ),
        (
            "mein kind hat sich im auto auf den kindersitz übergeben, wie bekomme ich das erbrochene sauber",
            "de",
            "dick mit Natron",
        ),
        ("there are rust stains on my favourite shirt from the washing line", "en", "lemon juice"),
        ("how to remove rust marks from clothes", "en", "lemon juice"),
        ("rostflecken auf der weißen bluse, was hilft", "de", "Zitronensaft"),
        (
            "dyed my hair at home and now theres dye all over my forehead and ears",
            "en",
            "petroleum jelly",
        ),
        ("how do i get hair dye off the bathroom sink", "en", "cream cleaner"),
        ("haarfarbe auf der stirn, wie bekomme ich die ab", "de", "Vaseline"),
        (
            "knocked over a bottle of nail polish on the carpet, what do i do",
            "en",
            "acetone-free remover",
        ),
        ("nail varnish on my jeans, can i get it out?", "en", "acetone-free remover"),
        ("nagellack auf den teppich verschüttet, was tun", "de", "acetonfreiem Entferner"),
        ("my 3 year old drew all over the living room wall with crayons", "en", "melamine sponge"),
        ("someone wrote on the wall with a sharpie, how do i remove it", "en", "melamine sponge"),
        (
            "meine tochter hat mit filzstift an die wand gemalt, wie bekomme ich das weg",
            "de",
            "Schmutzradierer",
        ),
        (
            "my mugs all have brown tea rings inside, how do i clean them",
            "en",
            "denture-cleaning tablet",
        ),
        (
            "meine tassen haben braune teeränder, wie bekomme ich die weg",
            "de",
            "Gebissreinigungstablette",
        ),
        ("no matter what i do my windows end up streaky", "en", "squeegee"),
        ("whats the trick to cleaning windows without streaks", "en", "squeegee"),
        ("wie putze ich fenster ohne streifen", "de", "Abzieher"),
        ("my pillows have gone yellow, can i wash them?", "en", "two at a time"),
        ("how often should you wash your pillows, not just the cases", "en", "two at a time"),
        ("wie wasche ich meine kopfkissen richtig", "de", "zwei zusammen"),
        ("how do i clean my leather sofa without ruining it", "en", "leather conditioner"),
        (
            "my leather jacket got soaked in the rain, is it ruined?",
            "en",
            "never with a hair dryer",
        ),
        ("wie pflege ich meine lederjacke", "de", "Lederpflege"),
        ("got water stains on my new suede boots ugh", "en", "suede brush"),
        ("how do i clean muddy suede shoes", "en", "suede brush"),
        ("meine wildlederschuhe haben wasserflecken, was tun", "de", "Wildlederbürste"),
        ("i scratched the wooden floor moving the sofa, can i fix it", "en", "walnut"),
        ("how do i fix scratches on my dining table", "en", "walnut"),
        ("wie bekomme ich kratzer aus dem parkett raus", "de", "Walnusshälfte"),
        ("my water bottle smells funky even after washing", "en", "bottle brush"),
        ("our thermos has a weird smell, how do i clean it", "en", "bottle brush"),
        ("meine trinkflasche riecht muffig, wie reinige ich sie", "de", "Flaschenbürste"),
        ("my hairbrush is full of grey fluff, how do i clean it", "en", "old toothbrush"),
        ("wie reinige ich meine haarbürste", "de", "alten Zahnbürste"),
        (
            "i forgot the washing in the machine overnight, do i have to rewash it",
            "en",
            "quick rinse",
        ),
        ("left the laundry in the washer for two days and now it smells", "en", "quick rinse"),
        ("ich habe die wäsche über nacht in der maschine vergessen", "de", "kurz spülen"),
        ("white deodorant marks all over my black dress, help", "en", "nylon tights"),
        ("deostreifen auf dem schwarzen shirt, wie bekomme ich die weg", "de", "Nylonstrumpfhose"),
        ("kid got chocolate all over his shirt, how do i get the stain out", "en", "let it harden"),
        ("schokolade auf der hose, wie bekomme ich den fleck raus", "de", "hart werden lassen"),
        (
            "the filter in our cooker hood is disgustingly greasy, how do i clean it",
            "en",
            "grease filters",
        ),
        ("wie reinige ich die dunstabzugshaube", "de", "Fettfilter"),
    ],
)
def test_stains_and_materials_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "i burnt the bottom of my chilli and now the whole thing tastes smoky, can i save it",
            "en",
            "don't stir or scrape",
        ),
        (
            "the rice caught and burned on the bottom of the pot, is the rest ok?",
            "en",
            "don't stir or scrape",
        ),
        ("mein eintopf ist unten angebrannt, kann ich den noch retten", "de", "nicht umrühren"),
        ("made a curry and its way too sweet, how do i fix it", "en", "add acid first"),
        ("put too much sugar in the tomato sauce, help", "en", "add acid first"),
        ("die soße ist viel zu süß geworden, was kann ich machen", "de", "zuerst Säure"),
        ("my salad dressing came out way too sour", "en", "spoon of mustard"),
        (
            "i squeezed in too much lemon and now the soup is too sour, any fix?",
            "en",
            "pinch of sugar",
        ),
        ("das dressing ist viel zu sauer, was tun", "de", "Löffel Senf"),
        ("my soup tastes of nothing, how do i give it more flavour", "en", "salt first"),
        ("why is my cooking always so bland", "en", "salt first"),
        ("das curry schmeckt total fad, was fehlt da", "de", "zuerst Salz"),
        (
            "my mashed potatoes always come out gluey, what am i doing wrong",
            "en",
            "never a blender",
        ),
        ("mash was so gummy yesterday, why?", "en", "never a blender"),
        ("warum wird mein kartoffelbrei immer so kleistrig", "de", "nie mit Pürierstab"),
        ("oil in my pan caught fire, what do i do?!", "en", "never use water"),
        ("how do you put out a grease fire in the kitchen", "en", "never use water"),
        ("was mache ich bei einem fettbrand in der pfanne", "de", "niemals mit Wasser"),
        ("my homemade fries always come out soggy, whats the trick", "en", "170 to 180"),
        ("why does the breading always fall off my schnitzel", "en", "then egg, then breadcrumbs"),
        ("warum sind meine pommes immer so labbrig", "de", "170 bis 180"),
        ("my caramel keeps crystallising and going grainy", "en", "swirl the pan"),
        ("warum wird mein karamell immer körnig", "de", "Topf schwenken"),
        (
            "the whole flat smells of fish after dinner, how do i get rid of it",
            "en",
            "through-draught",
        ),
        ("the kitchen smells like curry for days, any tips", "en", "through-draught"),
        ("die ganze wohnung riecht nach fisch, wie bekomme ich das weg", "de", "Durchzug"),
        ("my cake came out really dry, can i still save it?", "en", "simple syrup"),
        ("der kuchen ist viel zu trocken geworden, was kann ich tun", "de", "Läuterzucker"),
        ("how do i know when chicken is cooked through", "en", "75 °C"),
        ("my chicken breast is still a bit pink inside, is it safe to eat?", "en", "75 °C"),
        ("das hähnchen ist innen noch rosa, ist das schlimm", "de", "75 °C"),
    ],
)
def test_kitchen_mishaps_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("the check engine light just came on in my car, what should i do", "en", "fault code"),
        ("engine warning light is flashing on the motorway help", "en", "If it flashes"),
        (
            "bei mir leuchtet die motorkontrollleuchte gelb, was bedeutet das",
            "de",
            "Fehlerspeicher",
        ),
        ("a red oil light came on while i was driving, is it bad?", "en", "low oil pressure"),
        ("how do i check the oil in my car", "en", "dipstick"),
        ("die öllampe leuchtet rot, was soll ich machen", "de", "Öldruck"),
        (
            "my car is overheating and theres steam coming from the bonnet",
            "en",
            "heater and fan to full hot",
        ),
        (
            "temperature gauge went into the red on the highway, what now",
            "en",
            "heater and fan to full hot",
        ),
        (
            "mein auto überhitzt ständig, was kann ich tun",
            "de",
            "Heizung und Gebläse voll auf warm",
        ),
        (
            "i have a flat tyre on the car and never changed one, how do i do it",
            "en",
            "star pattern",
        ),
        ("got a puncture on the car on a country road, what do i do", "en", "star pattern"),
        ("wie wechsle ich das rad bei einer reifenpanne", "de", "über Kreuz"),
        ("i just put petrol in my diesel car, what do i do", "en", "don't start the engine"),
        ("ich habe falsch getankt, was jetzt", "de", "Motor nicht starten"),
        ("i locked my keys in the car at the supermarket, what do i do", "en", "locksmith"),
        ("schlüssel im auto eingeschlossen, was tun", "de", "Schlüsseldienst"),
        ("my wipers leave streaks all over the windscreen", "en", "new blades"),
        ("why do my windscreen wipers squeak so much", "en", "new blades"),
        ("meine scheibenwischer machen schlieren, was hilft", "de", "Wischerblätter"),
        (
            "i had a small accident and hit a parked car, what should i do now",
            "en",
            "driving off is a crime",
        ),
        ("got rear-ended at a red light, what do i do", "en", "accident report"),
        (
            "ich hatte einen kleinen unfall mit blechschaden, was muss ich machen",
            "de",
            "Unfallbericht",
        ),
        ("my car key fob stopped working, how do i fix it", "en", "CR2032"),
        ("der funkschlüssel vom auto geht nicht mehr, was tun", "de", "CR2032"),
        ("my car is stuck in the snow and the wheels just spin, help", "en", "second gear"),
        ("auto steckt im schnee fest, was kann ich machen", "de", "zweiten Gang"),
        ("petrol is so expensive, how can i save fuel when driving", "en", "110 instead of 130"),
        ("wie kann ich beim autofahren sprit sparen", "de", "110 statt 130"),
        ("someone scratched my car in the car park, can it be fixed?", "en", "fingernail"),
        ("ich habe einen kratzer im lack, was kann ich tun", "de", "Fingernagel"),
    ],
)
def test_car_trouble_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        (
            "the clocks go back this weekend, how do i keep my toddler from waking at 5",
            "en",
            "15 minutes a day",
        ),
        (
            "how do i cope with daylight saving time, im wrecked every year",
            "en",
            "15 minutes a day",
        ),
        ("wie gewöhnt sich mein kind am besten an die zeitumstellung", "de", "15 Minuten"),
        (
            "my legs get this creepy crawly urge to move every night in bed, what helps",
            "en",
            "ferritin",
        ),
        ("i think i have restless legs, it keeps me up", "en", "ferritin"),
        ("ich habe abends immer unruhige beine, was kann ich tun", "de", "Ferritin"),
        ("i must have slept funny, now i cant turn my head", "en", "heat pad"),
        ("woke up with a really stiff neck today, what should i do", "en", "heat pad"),
        ("ich habe mir den nacken verlegen, was hilft", "de", "Wärmekissen"),
        ("i keep having nightmares lately, what can i do", "en", "change the ending"),
        ("ich habe ständig albträume, was hilft dagegen", "de", "Ende in etwas Neutrales"),
        (
            "i wake up to pee like three times every night, is that normal",
            "en",
            "last 2 hours before bed",
        ),
        ("ich muss nachts ständig aufs klo, was kann ich tun", "de", "letzten 2 Stunden"),
        (
            "flying to thailand with our two kids, how do we handle the jet lag",
            "en",
            "wake them after about an hour",
        ),
        (
            "wie bekommen wir den jetlag bei den kindern in den griff",
            "de",
            "nach etwa einer Stunde wecken",
        ),
        (
            "my son bumped his head on the table, should i be worried",
            "en",
            "vomiting more than once",
        ),
        (
            "i hit my head on a cupboard door and have a lump now, should i worry",
            "en",
            "vomiting more than once",
        ),
        (
            "meine tochter ist auf den kopf gefallen, was muss ich beachten",
            "de",
            "mehr als einmal Erbrechen",
        ),
        ("stubbed my toe really hard on the bed, is it broken?", "en", "4 to 6 weeks"),
        ("ich habe mir den zeh gestoßen und er ist ganz blau, was tun", "de", "4 bis 6 Wochen"),
        ("slammed my finger in the car door, now the nail is going black", "en", "take off rings"),
        ("finger in der tür eingeklemmt, tut total weh", "de", "Ringe sofort abnehmen"),
        ("how do i get rid of a bruise faster", "en", "frozen peas"),
        ("got a black eye playing football, what helps", "en", "frozen peas"),
        ("wie geht ein blauer fleck schneller weg", "de", "Tiefkühlerbsen"),
        ("theres something in my eye and it wont come out", "en", "inner corner outwards"),
        ("got sand in my eye at the beach, what should i do", "en", "inner corner outwards"),
        ("ich habe etwas im auge, was soll ich tun", "de", "inneren Augenwinkel"),
        (
            "my big toe is red and swollen at the side of the nail, i think its ingrown",
            "en",
            "straight across",
        ),
        ("was hilft gegen einen eingewachsenen zehennagel", "de", "gerade und nicht zu kurz"),
        ("my cat bit me and my hand is swelling up a bit", "en", "same day for any cat bite"),
        ("a dog bit me on the leg in the park, what should i do", "en", "tetanus"),
        ("meine katze hat mich gebissen, muss ich zum arzt", "de", "jedem Katzenbiss"),
        ("i think i have a fish bone stuck in my throat", "en", "soft bread"),
        ("mir steckt eine gräte im hals, was soll ich machen", "de", "weiches Brot"),
        (
            "my son fell off his bike and grazed his knee, theres gravel in it",
            "en",
            "pick out grit",
        ),
        ("how do i clean a scraped knee", "en", "pick out grit"),
        ("wie versorge ich eine schürfwunde am knie", "de", "Steinchen"),
        ("i have itchy hives all over my arms suddenly, what helps", "en", "cetirizine"),
        ("ich habe plötzlich quaddeln überall, was kann ich tun", "de", "Cetirizin"),
        ("i have awful toothache and cant see the dentist until monday", "en", "warm salt water"),
        ("was hilft gegen zahnschmerzen bis zum zahnarzttermin", "de", "warmem Salzwasser"),
        (
            "my 4 year old has an earache, what can i do tonight",
            "en",
            "2 to 3 days without antibiotics",
        ),
        ("was kann ich gegen ohrenschmerzen tun", "de", "2 bis 3 Tagen ohne Antibiotika"),
        ("my daughter woke up with a crusty sticky eye, is it pink eye?", "en", "one pad per wipe"),
        ("ich glaube ich habe eine bindehautentzündung, was tun", "de", "ein Pad pro Wischen"),
        ("how do i get rid of a wart on my finger", "en", "salicylic acid"),
        ("my kid has a verruca on his foot, what helps", "en", "salicylic acid"),
        ("wie werde ich eine warze am finger los", "de", "Salicylsäure"),
        ("the skin between my toes is peeling and itchy, what can i do", "en", "terbinafine"),
        ("was hilft gegen fußpilz", "de", "Terbinafin"),
        ("i have a painful lump on my eyelid, is it a stye?", "en", "warm (not hot) compress"),
        ("was tun gegen ein gerstenkorn am auge", "de", "warme (nicht heiße) Kompresse"),
        ("got stung by a jellyfish on holiday, what do i do", "en", "seawater"),
        ("was hilft bei einem quallenstich", "de", "Meerwasser"),
        ("i always get razor burn after shaving my legs", "en", "direction of growth"),
        ("was hilft gegen rasierpickel", "de", "Wuchsrichtung"),
        (
            "i think i pulled a muscle in my calf playing football, what should i do",
            "en",
            "heard a pop",
        ),
        ("ich habe mir eine zerrung im oberschenkel geholt, was hilft", "de", "geknallt"),
        ("fell into stinging nettles and my legs burn, what helps", "en", "sticky tape"),
        ("bin in die brennnesseln gefallen und es brennt total", "de", "Klebeband"),
    ],
)
def test_sleep_and_small_injuries_get_their_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("i bought a new kettle today", "en", "citric acid"),
        ("how do i make tea without a kettle", "en", "citric acid"),
        ("i stretched my budget this month", "en", "dynamic moves"),
        ("how far should i run on my first week", "en", "dynamic moves"),
        ("what should i eat before a run", "en", "dynamic moves"),
        ("i love my old laptop, it still works great", "en", "malware scan"),
        ("what's the capital of japan", "en", "Suica"),
        ("my dog ate his dinner really fast tonight haha", "en", "animal poison line"),
        ("my dog ate grapes, should i be worried", "en", "upset stomach"),
        ("can my dog eat a sausage", "en", "skip or shrink the next meal"),
        ("we had curry for dinner, it was lovely", "en", "daylight fades the yellow"),
        ("how do i make a good tomato sauce", "en", "rub in washing-up liquid"),
        ("what lipstick colour suits me", "en", "micellar water"),
        ("my son peed in the potty for the first time!", "en", "enzyme cleaner"),
        ("how do i stop my car rusting", "en", "lemon juice"),
        ("what hair dye brand is best for grey hair", "en", "petroleum jelly"),
        ("which nail polish lasts longest", "en", "acetone-free remover"),
        ("my son loves drawing with crayons", "en", "melamine sponge"),
        ("what's a good leather sofa brand", "en", "leather conditioner"),
        ("i scratched my arm on a branch", "en", "walnut"),
        ("how much water should i drink a day", "en", "bottle brush"),
        ("i bought a new hairbrush", "en", "old toothbrush"),
        ("my soup came out great today", "en", "don't stir or scrape"),
        ("how do i make caramel sauce", "en", "swirl the pan"),
        ("how many eggs do i need for pancakes", "en", "flaxseed"),
        ("how long do i cook chicken thighs in the oven", "en", "juices should run clear"),
        ("what does the oil in olive oil do for the skin", "en", "dipstick"),
        ("my phone is overheating while charging", "en", "coolant"),
        ("how much does a new car cost", "en", "star pattern"),
        ("i filled up the car today, diesel is so expensive", "en", "don't start the engine"),
        ("i lost my keys again", "en", "fixed price"),
        ("i'm learning to drive, any tips for parking?", "en", "accident report"),
        ("i need new windscreen wipers for winter, which ones are good", "en", "drain pump filter"),
        ("the clocks on my oven and microwave show different times", "en", "15 minutes a day"),
        ("my legs are sore after the gym", "en", "ferritin"),
        ("i had a nice dream last night", "en", "change the ending"),
        ("my head hurts from all this studying", "en", "vomiting more than once"),
        ("i painted my toenails red", "en", "straight across"),
        ("the dog bit into his new toy", "en", "tetanus"),
        ("how do i cook fish without bones", "en", "soft bread"),
        ("my knee hurts when i run", "en", "pick out grit"),
        ("i want to whiten my teeth", "en", "warm salt water"),
        ("my ears pop on planes", "en", "2 to 3 days without antibiotics"),
        ("my eyes are tired from the screen", "en", "one pad per wipe"),
        ("i saw a jellyfish at the aquarium", "en", "seawater"),
        ("ich habe einen neuen wasserkocher gekauft", "de", "Zitronensäure"),
        ("ich gehe heute abend laufen", "de", "Beinschwingen"),
        ("was ist die hauptstadt von japan", "de", "Suica"),
        ("mein hund hat heute sein futter schnell gefressen, so süß", "de", "verstimmten Magen"),
        ("wir haben heute curry gekocht", "de", "Tageslicht bleicht"),
        ("mein auto ist frisch gewaschen", "de", "Fehlerspeicher"),
        ("ich habe heute gut geschlafen", "de", "Ferritin"),
        ("warum riecht der urin nach spargel", "de", "Enzymreiniger"),
    ],
)
def test_a_message_sharing_a_word_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
