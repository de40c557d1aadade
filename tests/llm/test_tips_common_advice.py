"""Common personal advice that used to get "I don't know that well enough": habits (sugar,
snacking, drinking less, losing weight, reading, meditating, time), work (quitting, a CV, a
cover letter, a review, time off, a career change, being laid off), money and papers (rent,
taxes, a credit score, returns and faults), home (a button, a picture, painting, a first flat,
flat hunting, a used car, a down jacket, shoes), feelings and people (confidence, shyness,
loneliness, grief, a crush, a breakup, a long-distance partner, a difficult talk, comparing
yourself), family (a new school, school refusal, yelling, a bike, a divorce or a death to
explain), health (acne, sweating, heel pain, a panic attack, period pain, bloating, needles,
the dentist), pets (cat meets dog, an overweight dog, thunder) and being out (a thunderstorm,
the way home at night, mosquitoes, a first flight, camping).

Each is asked in words of its own, casual or in German, and a message that only shares a word
with one (garlic to crush, a lightning cable, a download to resume, a patient discharged from
hospital) gets no such tip; a question of fact that shares its words still gets the fact."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        # sugar
        ("need to quit sugar, i'm basically addicted. tips?", "en", "start with drinks"),
        ("how do i beat my sweet tooth", "en", "start with drinks"),
        ("ich habe ständig heißhunger auf süßes, was hilft", "de", "bei den Getränken anfangen"),
        ("wie komme ich von süßigkeiten weg, ich esse viel zu viele", "de", "Getränken"),
        # quitting a job
        ("whats the best way to resign from a job i like", "en", "notice period"),
        ("how do i hand in my notice without burning bridges", "en", "notice period"),
        ("wie reiche ich meine kündigung ein ohne den chef zu verärgern", "de", "Unterschrift"),
        ("tipps wie ich meine stelle kündige", "de", "per E-Mail ist eine Kündigung"),
        # rent
        ("how do i get my landlord to lower my rent", "en", "similar flats nearby"),
        ("tipps um die miete runterzuhandeln", "de", "Mietspiegel"),
        ("wie kann ich die miete verhandeln", "de", "Mietpreisbremse"),
        # a new school
        ("our daughter is changing schools after the move, how can we help her", "en", "route"),
        ("mein kind wechselt die schule, wie kann ich helfen", "de", "Schulweg"),
        ("erster schultag morgen, wie bereite ich meinen sohn vor", "de", "Schulweg"),
        # a difficult conversation
        (
            "how do i bring up something uncomfortable with my best friend",
            "en",
            "calm, private moment",
        ),
        ("wie führe ich ein schwieriges gespräch mit meiner freundin", "de", "unter vier Augen"),
        # CV and cover letter
        ("how can i make my cv stand out", "en", "results with numbers"),
        ("tips for writing a resume", "en", "results with numbers"),
        ("how do i write a better resume", "en", "results with numbers"),
        ("was gehört in einen lebenslauf", "de", "tabellarisch"),
        ("any tips for my cover letter", "en", "why this company"),
        ("tipps fürs bewerbungsschreiben", "de", "hiermit bewerbe ich mich"),
        # confidence, shyness, loneliness
        ("how do i stop feeling insecure all the time", "en", "slightly scary thing"),
        ("wie kann ich mein selbstwertgefühl stärken", "de", "leicht mutige Sache"),
        ("i'm an introvert, how do i talk to strangers", "en", "easy openers"),
        ("i get social anxiety at parties, tips?", "en", "easy openers"),
        ("ich bin total schüchtern, was kann ich tun", "de", "einfache Einstiege"),
        ("i have nobody to talk to, what should i do", "en", "Small, regular contact"),
        ("ich bin so einsam seit dem umzug, was hilft", "de", "Telefonseelsorge"),
        # grief, and a death explained to a child
        ("my grandpa passed away and i can't stop crying, how do i cope", "en", "comes in waves"),
        ("my son died last year and i can't cope, any advice", "en", "comes in waves"),
        ("mein papa ist letzte woche gestorben, wie komme ich damit klar", "de", "in Wellen"),
        ("our dog died, how do i explain it to my 5 year old", "en", "plain, true words"),
        ("how do i explain to my son that his grandpa died", "en", "plain, true words"),
        ("wie sage ich meinen kindern, dass oma gestorben ist", "de", "einfache, wahre Worte"),
        # a button, a picture, painting
        ("how to sew on a button", "en", "matchstick"),
        ("knopf abgerissen, wie nähe ich ihn wieder an", "de", "Streichholz"),
        ("how do i put up a shelf without hitting a pipe", "en", "detector"),
        ("wie hänge ich einen schweren spiegel auf", "de", "Leitungssucher"),
        ("how do i paint my bedroom walls", "en", "cut in along the edges"),
        ("zimmer streichen, worauf muss ich achten", "de", "vorstreichen"),
        # skin, sweat, heel, panic
        ("why do i keep getting pimples on my chin", "en", "benzoyl peroxide"),
        ("wie werde ich meine mitesser los", "de", "Benzoylperoxid"),
        ("why do i sweat so much at night", "en", "antiperspirant"),
        ("ich habe schweißfüße, was hilft", "de", "Antitranspirant"),
        ("my heel hurts in the morning, any tips", "en", "frozen water bottle"),
        ("fersensporn, was hilft", "de", "gefrorene Wasserflasche"),
        ("how do i calm down during a panic attack", "en", "isn't dangerous"),
        ("ich habe manchmal panikattacken, was kann ich tun", "de", "112"),
        # habits
        ("is meditation worth trying, how do i begin", "en", "coming back is the exercise"),
        ("wie lerne ich meditieren", "de", "Zurückkommen ist die Übung"),
        ("i never have enough time, how do i prioritize", "en", "top three tasks"),
        ("ich habe nie genug zeit, wie setze ich prioritäten", "de", "drei wichtigsten Aufgaben"),
        ("i want to get back into reading, tips?", "en", "10 pages in bed"),
        ("wie lese ich wieder mehr", "de", "10 Seiten"),
        ("i want to lose 10 kilos, where do i start", "en", "half a kilo"),
        ("ich möchte 5 kilo abnehmen, tipps?", "de", "halbes Kilo"),
        ("how do i stop late night snacking", "en", "kitchen closes"),
        ("ich esse abends ständig chips, wie höre ich auf zu naschen", "de", "Küche zu ist"),
        ("how can i stop drinking so much alcohol", "en", "withdrawal can be dangerous"),
        ("ich trinke zu viel wein am abend, wie reduziere ich das", "de", "Entzug"),
        # a car, a flat, a first home
        ("what should i check when buying a second hand car", "en", "VIN"),
        ("tipps zum autokauf vom privatverkäufer", "de", "Fahrgestellnummer"),
        ("i've been apartment hunting for months, any tips", "en", "classic scam"),
        ("wie finde ich schnell eine wohnung in berlin", "de", "Mietschuldenfreiheit"),
        ("moving into my first flat, what do i need", "en", "photograph every meter"),
        ("ich ziehe zum ersten mal von zu hause aus, was muss ich beachten", "de", "Bürgeramt"),
        # the dentist and needles
        ("i'm scared of the dentist, any tips", "en", "stop signal"),
        ("ich habe angst vorm zahnarzt, was hilft", "de", "Stoppzeichen"),
        ("i always faint at blood tests, any tips", "en", "tense your leg"),
        ("ich habe panik vor spritzen, was hilft", "de", "im Liegen"),
        # children
        ("how do i get my daughter to ride without training wheels", "en", "balance bike"),
        ("wie bringe ich meinem kind fahrradfahren bei", "de", "Laufrad"),
        ("we're separating, how do we tell our children", "en", "not their fault"),
        ("wir lassen uns scheiden, wie sagen wir es den kindern", "de", "nicht ihre Schuld"),
        ("i keep losing my temper with my toddler, how do i stop", "en", "warning signs"),
        ("ich brülle meine kinder ständig an, wie höre ich auf", "de", "Warnzeichen"),
        ("my 7 year old cries every morning before school, what do i do", "en", "hardest part"),
        ("meine tochter will nicht in die schule, was tun", "de", "Schulsozialarbeit"),
        # pets
        ("getting a kitten, how do i introduce it to our dog", "en", "baby gate"),
        ("wie gewöhne ich meine katze an den hund", "de", "Türgitter"),
        ("my dog is overweight, how do i help him lose weight", "en", "kitchen scales"),
        ("my dog is scared of thunderstorms, help", "en", "pet scared of thunder"),
        ("mein hund hat angst vor gewitter, was tun", "de", "Angst vor Gewitter"),
        # out and about
        ("is it safe to be outside in a thunderstorm", "en", "crouch low"),
        ("wie verhalte ich mich bei gewitter draußen", "de", "in die Hocke"),
        ("tips for getting home safely at night as a woman", "en", "live location"),
        ("wie komme ich nachts sicher nach hause", "de", "Heimwegtelefon"),
        ("mosquitoes are eating me alive at night, help", "en", "icaridin"),
        ("was hilft gegen mücken im schlafzimmer", "de", "Icaridin"),
        ("first time flying next week, any tips?", "en", "boarding pass"),
        ("ich bin noch nie geflogen, was muss ich wissen", "de", "Bordkarte"),
        ("tips for camping for the first time", "en", "sleeping mat"),
        ("wir gehen zum ersten mal zelten, was brauchen wir", "de", "Isomatte"),
        # love and comparison
        ("i keep comparing myself to my friends on instagram, how do i stop", "en", "highlights"),
        ("ich vergleiche mich ständig mit anderen, was hilft", "de", "Highlights"),
        ("i have a crush on my coworker, what should i do", "en", "low-pressure"),
        ("ich bin in meinen besten freund verknallt, was soll ich tun", "de", "ohne Druck"),
        ("how do i move on after a breakup", "en", "let it hurt"),
        ("ich vermisse meinen ex so sehr, was hilft", "de", "Kontaktpause"),
        ("my girlfriend is moving abroad, how do we make long distance work", "en", "next visit"),
        ("tipps für eine fernbeziehung", "de", "nächste Treffen"),
        ("how do i make my tinder profile better", "en", "full-length"),
        ("tipps für mein datingprofil", "de", "ganzer Figur"),
        # work
        ("how do i switch careers at 35", "en", "test before you leap"),
        ("ich möchte einen quereinstieg machen, wie fange ich an", "de", "Berufsberatung"),
        ("i got fired today, what should i do now", "en", "within 3 days"),
        ("ich habe meinen job verloren, was muss ich jetzt tun", "de", "Sperrzeit"),
        ("i have my annual review next week, how do i prepare", "en", "written goals"),
        ("tipps fürs jahresgespräch mit meinem chef", "de", "Zusammenfassung"),
        ("how do i ask for a week off work", "en", "exact dates"),
        ("wie beantrage ich urlaub", "de", "20 Urlaubstage"),
        # clothes and shoes
        ("wie wasche ich meine daunenjacke", "de", "Tennis"),
        ("what's the best way to wash a down duvet", "en", "tennis"),
        ("how do i shine leather boots", "en", "horsehair brush"),
        ("wie pflege ich meine lederschuhe", "de", "Rosshaarbürste"),
        # money and papers
        ("how do i file my taxes for the first time", "en", "commuting"),
        ("wie mache ich meine steuererklärung", "de", "ELSTER"),
        ("how do i fix my credit score", "en", "direct debits"),
        ("wie bekomme ich einen negativen schufa eintrag weg", "de", "Datenkopie"),
        ("how do i return something i ordered online", "en", "14 days"),
        ("wie schicke ich eine online bestellung zurück", "de", "Widerrufsrecht"),
        ("my headphones broke after 3 months, what are my rights", "en", "two years"),
        ("mein handy ist nach 8 monaten kaputt, was kann ich tun", "de", "Gewährleistung"),
        # period pain and bloating
        ("my period cramps are so bad, what helps", "en", "hot-water bottle"),
        ("ich habe starke periodenschmerzen, was hilft", "de", "Wärmflasche"),
        ("my stomach is always bloated after eating, why", "en", "food diary"),
        ("ich habe ständig einen blähbauch, was tun", "de", "Ernährungstagebuch"),
    ],
)
def test_common_advice_is_given(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("how do i crush garlic without a press", "en", "low-pressure"),
        ("my lightning cable won't charge, any fix", "en", "crouch low"),
        ("how do i resume a paused download", "en", "results with numbers"),
        ("soll ich meinen ex anschreiben oder nicht", "de", "hiermit bewerbe ich mich"),
        ("how do i get along with my new coworker", "en", "baby gate"),
        ("my dog is drinking too much water, should i worry", "en", "withdrawal"),
        (
            "mein vater wurde aus dem krankenhaus entlassen, was muss ich beachten",
            "de",
            "Sperrzeit",
        ),
        ("mir wurde die wohnung gekündigt, was tun", "de", "Sperrzeit"),
        ("how do i lower my energy bill", "en", "similar flats nearby"),
        ("i put too much sugar in the cake, can i fix it", "en", "start with drinks"),
        ("my phone died, what do i do", "en", "comes in waves"),
        ("my car battery died, what now", "en", "comes in waves"),
        ("my cat needs to lose weight, how", "en", "half a kilo"),
        ("i feel faint when i stand up, is that normal", "en", "tense your leg"),
        ("the power button on my laptop is stuck, help", "en", "matchstick"),
        ("how do i quit smoking", "en", "notice period"),
        ("ich will mein fitnessstudio abo kündigen, wie geht das", "de", "Unterschrift"),
        ("wie kündige ich meinen handyvertrag", "de", "Arbeitszeugnis"),
        ("wie lang ist die kündigungsfrist für meine wohnung", "de", "Arbeitszeugnis"),
        ("how do i paint my nails neatly", "en", "cut in along the edges"),
        ("how do i return to work after maternity leave", "en", "14 days"),
        ("wie vertreibe ich elstern aus dem garten", "de", "Steuererklärung"),
        ("how do i explain to my son how fractions work", "en", "plain, true words"),
        ("how do i treat a mosquito bite", "en", "icaridin"),
        ("i got a bad performance review, how do i handle it", "en", "written goals"),
        ("how do i tell my boss i'm sick", "en", "notice period"),
        ("what's a good tent for beginners", "en", "sleeping mat"),
        ("we're going to a wedding, what should i wear", "en", "crouch low"),
        ("what's the best way to store bread", "en", "classic scam"),
        ("my boss is leaving, what should we get him", "en", "notice period"),
        ("how much does petrol cost today", "en", "tell the nurse"),
    ],
)
def test_common_advice_near_miss_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("warum machen bohnen blähungen", "de", "Raffinose"),
        ("does 16 8 fasting actually help you lose weight", "en", "fewer calories"),
        ("was kostet sprit gerade", "de", "Aktuelle Preise"),
    ],
)
def test_a_fact_or_live_question_sharing_their_words_stays_one(
    said: str, language: str, has: str
) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("why does my bathroom sink drain so slowly", "en", "baking soda"),
        ("das waschbecken läuft so langsam ab, was tun", "de", "Natron"),
        ("how do i get myself to eat more veggies", "en", "half a plate of vegetables"),
        ("wie esse ich mehr gemüse", "de", "halben Teller Gemüse"),
        ("ich schiebe immer alles auf, was hilft dagegen", "de", "fünf Minuten"),
        ("wie miste ich meinen kleiderschrank aus", "de", "drei Stapel"),
        ("my 14 year old never talks to me anymore, any advice", "en", "side by side"),
        ("my toddler throws himself on the floor screaming in the shop, help", "en", "stay calm"),
        ("wie lerne ich schnell spanisch", "de", "500 häufigsten Wörter"),
        ("how do i stop falling asleep in meetings after lunch", "en", "lighter lunch"),
        ("ich trinke zu wenig wasser, tipps?", "de", "Flasche sichtbar"),
        ("wie lerne ich am besten für die klausur nächste woche", "de", "selbst abfragen"),
        ("meine nase ist total zu, was hilft", "de", "Nasenspray"),
        ("ich bin total gestresst, was kann ich tun", "de", "langsam ausatmen"),
    ],
)
def test_existing_tip_is_found_in_more_words(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("mein kater kratzt ständig am sofa, was tun", "de", "Kater"),
        ("mein baby trinkt zu wenig, was tun", "de", "Flasche sichtbar"),
        ("my toddler screams at bedtime, what do i do", "en", "name the feeling"),
    ],
)
def test_existing_tip_near_miss(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
