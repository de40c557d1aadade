"""Tips added in session 55: household fixes (superglue on skin, milk burnt onto the hob, a
frozen car lock, a scratched nonstick pan), kitchen mishaps (grainy cheese sauce, overcooked
pasta, too much garlic), study (flashcards, vocabulary), sleep and the phone (overthinking,
scrolling in bed), money (a friend who owes you, haggling), plants (mildew, cuttings), pets (a puppy crying at night, a dog that chews or barks at the bell, an overweight
cat) and small social moments (ending a conversation, a hospital visit, leaving a party early).

Each topic is asked in words of its own (casual, with typos, in German), and a message that
only shares a word with it, or asks something else about the same thing, gets no such tip.
Before these, several were answered with a wrong tip: a dog's bad breath got the one for people,
cut apples the one for brown leaf tips, a cork that broke the one for saving money; and three
tips that were there but lost to another (a dog eating poop, fungus gnats, yellow sweat stains)
get more tags."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("i got superglue on my fingers, how do i get it off", "en", "warm soapy water"),
        ("glued my fingers together with super glue lol help", "en", "warm soapy water"),
        ("sekundenkleber an den fingern, wie bekomme ich den ab", "de", "Seifenwasser"),
        ("the milk boiled over and burnt onto the hob, how do i clean it", "en", "hob scraper"),
        ("wie bekomme ich eingebrannte milch vom ceranfeld", "de", "Glaskeramikschaber"),
        ("my cheese sauce went all grainy, can i fix it", "en", "cold milk"),
        ("warum wird meine käsesoße immer körnig", "de", "kalte Milch"),
        ("how do i make good flashcards for my exam", "en", "one small fact per card"),
        ("wie lerne ich am besten mit karteikarten", "de", "pro Karte nur ein kleiner Fakt"),
        ("how do i memorise vocabulary faster", "en", "small daily batches"),
        ("i can never remember my french vocab, any tips", "en", "small daily batches"),
        ("wie kann ich mir vokabeln besser merken", "de", "kleine Portionen"),
        ("how do i stop overthinking at night", "en", "one next step"),
        ("gegen das grübeln und gedankenkarussell nachts, was hilft?", "de", "nächsten Schritt"),
        ("i scroll on my phone in bed for hours, how do i stop", "en", "outside the bedroom"),
        (
            "always on my phone in bed till 2am, how do i break the habit",
            "en",
            "outside the bedroom",
        ),
        ("ich hänge abends ewig am handy im bett, tipps?", "de", "außerhalb des Schlafzimmers"),
        ("my friend owes me money and won't pay back, what do i do", "en", "payment link"),
        ("mein kumpel schuldet mir 200 euro, wie spreche ich das an", "de", "Bezahllink"),
        ("how do i haggle at a flea market", "en", "best price"),
        ("wie handelt man auf dem flohmarkt richtig", "de", "bester Preis"),
        ("how do i grow a new plant from cuttings", "en", "leaf node"),
        ("wie ziehe ich stecklinge von meiner efeutute", "de", "Blattknoten"),
        (
            "there are tiny black flies in my houseplant soil, how do i get rid of them",
            "en",
            "For fungus gnats",
        ),
        ("my kitchen sink smells like sewage, what can i do", "en", "dried-out trap"),
        ("the bathroom drain stinks, how do i fix it", "en", "dried-out trap"),
        ("der abfluss stinkt, was tun", "de", "ausgetrockneter Siphon"),
        (
            "i overcooked the pasta and now its mushy, can i save it",
            "en",
            "fry until the edges crisp",
        ),
        ("die nudeln sind total verkocht, was kann ich tun", "de", "knusprig"),
        ("how do i ripen an avocado quickly", "en", "paper bag"),
        ("my avocado is rock hard, how do i get it to ripen", "en", "paper bag"),
        ("wie bekomme ich eine harte avocado schnell reif", "de", "Papiertüte"),
        ("how do i untangle a necklace chain", "en", "baby oil"),
        ("meine kette ist total verknotet, wie bekomme ich sie auf", "de", "Babyöl"),
        ("how do i get scratches out of my glasses", "en", "can't really be polished out"),
        ("kann man kratzer aus der brille entfernen", "de", "nicht wegpolieren"),
        ("the bottom of my iron is sticky and brown, how do i clean it", "en", "soleplate"),
        ("wie reinige ich die bügelsohle von meinem bügeleisen", "de", "Bügelsohle"),
        ("my car door lock is frozen, what do i do", "en", "lock de-icer"),
        ("mein türschloss am auto ist eingefroren, was tun", "de", "Türschlossenteiser"),
        ("how do i stop biting my nails", "en", "bitter-tasting nail polish"),
        ("wie höre ich auf nägel zu kauen", "de", "bitteren Nagellack"),
        ("my new puppy cries all night in his crate, help", "en", "beside your bed"),
        ("unser welpe weint nachts, was können wir tun", "de", "neben dein Bett"),
        ("the cork broke in the wine bottle, what now", "en", "tea strainer"),
        ("korken abgebrochen, wie bekomme ich die flasche auf", "de", "Teesieb"),
        ("i put way too much garlic in the sauce, can i fix it", "en", "without garlic"),
        ("zu viel knoblauch in der soße, was tun", "de", "ohne Knoblauch"),
        (
            "my dog chews the furniture when i'm out, how do i stop it",
            "en",
            "frozen stuffed chew toy",
        ),
        ("unser hund zerkaut alles wenn wir weg sind, was tun", "de", "Kauspielzeug"),
        ("my dog barks every time the doorbell rings, how do i stop it", "en", "recorded bell"),
        ("der hund bellt jedes mal wenn es klingelt, tipps?", "de", "aufgenommenen Klingel"),
        ("my dog eats poop on walks, how do i stop it", "en", "eat poop"),
        ("my dogs breath smells awful, what can i do", "en", "dog toothpaste"),
        ("mein hund hat mundgeruch, was hilft", "de", "Hundezahnpasta"),
        ("my dog is scared of the vacuum cleaner, any tips", "en", "becomes just furniture"),
        ("how do i help my fat cat lose weight", "en", "kitchen scales"),
        ("meine katze ist zu dick, was kann ich tun", "de", "Küchenwaage"),
        ("my rabbit keeps chewing cables, what do i do", "en", "cable tubing"),
        ("the water in my fish tank is cloudy, what should i do", "en", "bacterial bloom"),
        ("das wasser im aquarium ist trüb, was tun", "de", "Bakterienblüte"),
        ("there's white powder on my courgette leaves, what is it", "en", "powdery mildew"),
        ("mehltau an den rosen, was hilft", "de", "Mehltau"),
        ("how do i end a conversation politely", "en", "signal the end"),
        ("wie beende ich ein gespräch höflich", "de", "Ende signalisieren"),
        (
            "visiting my grandma in hospital tomorrow, any tips on what to bring?",
            "en",
            "phone charger",
        ),
        ("was soll ich zum krankenhausbesuch mitbringen", "de", "Ladekabel"),
        ("any tips on what to bring to a dinner party?", "en", "small gift anyway"),
        ("wir sind zum essen eingeladen, was sollte man mitbringen", "de", "Gastgeschenk"),
        ("how do i leave a party early without being rude", "en", "tell the host when you arrive"),
        ("i forgot my best friend's birthday, what do i do", "en", "belated birthday coffee"),
        ("ich habe den geburtstag meiner freundin vergessen, was tun", "de", "nachträglich"),
        ("my partner steals the blanket every night, any tips", "en", "two separate duvets"),
        ("how do i stop my cut apples going brown", "en", "lemon juice mixed with water"),
        (
            "wie bleiben apfelschnitze für die brotdose frisch und werden nicht braun",
            "de",
            "Zitronensaft",
        ),
        ("my glasses come out of the dishwasher cloudy, why", "en", "limescale or etching"),
        ("warum sind meine gläser aus der spülmaschine trüb", "de", "Glaskorrosion"),
        ("how do i get yellow sweat stains out of white shirts", "en", "deodorant stains"),
        ("two glasses are stuck inside each other, how do i separate them", "en", "inner glass"),
        ("zwei gläser stecken ineinander fest, was tun", "de", "das innere"),
        ("my custard curdled, can i fix it", "en", "cold bowl"),
        ("how do i make my towels soft again", "en", "skip fabric softener"),
        ("meine handtücher sind total hart, was hilft", "de", "keinen Weichspüler"),
        (
            "i left a tissue in the wash and now everything has white bits, help",
            "en",
            "lint roller",
        ),
        ("taschentuch mitgewaschen, überall fusseln, was tun", "de", "Fusselrolle"),
        ("my black jeans have faded, can i fix it", "en", "fabric dye"),
        ("how do i sharpen a blunt knife", "en", "whetstone"),
        ("meine messer sind stumpf, wie schärfe ich sie", "de", "Schleifstein"),
        ("my nonstick pan is scratched, is it still safe", "en", "aren't dangerous"),
        ("meine pfanne ist zerkratzt, ist das gefährlich?", "de", "nicht gefährlich"),
    ],
)
def test_session55_tip_is_given(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("can i use superglue to fix a broken mug", "en", "warm soapy water"),
        ("my milk is out of date, is it ok", "en", "hob scraper"),
        ("what cheese is best for mac and cheese", "en", "cold milk"),
        ("where can i buy a rabbit", "en", "cable tubing"),
        ("i lent my friend my car", "en", "payment link"),
        ("we went to a flea market today, it was fun", "en", "best price"),
        ("my dog ate grapes, should i be worried", "en", "leave it"),
        ("my dog loves the doorbell", "en", "recorded bell"),
        ("i have bad breath, what can i do", "en", "dog toothpaste"),
        ("how do i clean my glasses", "en", "limescale or etching"),
        ("i have a cold, what should i do", "en", "lock de-icer"),
        ("how do i iron a shirt", "en", "soleplate"),
        ("what wine goes with fish", "en", "tea strainer"),
        ("how do i roast garlic", "en", "without garlic"),
        ("my cat is so cute", "en", "kitchen scales"),
        ("how do i set up a fish tank", "en", "bacterial bloom"),
        ("what should i wear to a dinner party", "en", "small gift anyway"),
        ("happy birthday to my best friend", "en", "belated birthday coffee"),
        ("my brother forgot my birthday, any tips?", "en", "belated birthday coffee"),
        ("mein bruder hat meinen geburtstag vergessen, was tun", "de", "nachträglich"),
        ("what is a good knife for beginners", "en", "whetstone"),
        ("which pan is best for steak", "en", "aren't dangerous"),
        ("how do i make apple pie", "en", "lemon juice mixed with water"),
        ("ich gehe heute abend auf eine party", "de", "Gastgeber schon bei der Ankunft"),
        ("ich habe mir ein neues bügeleisen gekauft", "de", "Bügelsohle"),
    ],
)
def test_session55_near_miss_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
