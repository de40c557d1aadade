"""Commonly confused pairs asked apart ("what's the difference between X and Y", "X vs Y", "is X
the same as Y", "unterschied zwischen X und Y", "is it X or Y"): food and drink, health, money,
tech, animals and weather, science, words people mix up and institutions. Each pair is asked in
words other than its keys (lowercase, typos, "whats the diff", German colloquial); one of a pair
asked something else, or the pair asked which one is liked, gets no difference answer."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        # food and drink
        ("espresso or filter coffee, whats the actual difference", "en", "forced through"),
        ("is an espresso just a strong coffee?", "en", "forced through"),
        ("lager vs ale", "en", "top-fermenting"),
        ("whats the diff between an ale and a lager", "en", "top-fermenting"),
        ("pils oder helles, was ist der unterschied", "de", "stärker gehopft"),
        ("whisky and whiskey same thing?", "en", "spelled two ways"),
        ("difference between baking and roasting", "en", "dry heat of an oven"),
        ("simmer vs boil whats the difference", "en", "85–95 °C"),
        ("unterschied zwischen köcheln und kochen", "de", "85–95 °C"),
        ("butter or margarine whats the difference", "en", "vegetable oils"),
        ("was ist der unterschied zwischen butter und margarine", "de", "Pflanzenölen"),
        ("is double cream the same as whipping cream", "en", "48%"),
        ("kochsahne und schlagsahne unterschied?", "de", "mindestens 30 %"),
        ("greek yoghurt vs normal yoghurt", "en", "strained"),
        ("is quark the same as yogurt", "en", "curd cheese"),
        ("quark oder joghurt – unterschied?", "de", "Frischkäse"),
        ("parmesan vs grana padano?", "en", "Po valley"),
        ("rib eye or sirloin, which is which", "en", "marbled"),
        ("entrecote und rumpsteak was ist der unterschied", "de", "Hochrippe"),
        ("brown rice and white rice, what's different", "en", "husk"),
        ("naturreis vs weißer reis", "de", "Spelze"),
        ("basmati vs jasmine rice", "en", "Thailand"),
        ("steel cut oats vs rolled oats", "en", "groats"),
        ("herbs and spices, what's the difference", "en", "leaves of plants"),
        ("unterschied kräuter und gewürze", "de", "Blätter"),
        ("are scallions and green onions the same", "en", "same thing"),
        ("marmelade oder konfitüre, was ist der unterschied", "de", "Zitrusfrüchten"),
        ("jam vs marmalade", "en", "citrus"),
        ("green tea vs black tea whats the difference", "en", "oxidise"),
        ("unterschied zwischen grünem und schwarzem tee", "de", "oxidieren"),
        ("red and white wine how are they different", "en", "skins"),
        ("frosting vs icing", "en", "spreadable"),
        ("muffins and cupcakes, same thing?", "en", "denser"),
        ("prawns vs shrimp", "en", "British people say prawns"),
        ("mehl 405 oder 550 unterschied", "de", "Mineralstoffgehalt"),
        # health and body
        ("food allergy vs intolerance", "en", "immune system"),
        ("allergie oder unverträglichkeit – was ist der unterschied", "de", "Verdauungsproblem"),
        ("is celiac the same as gluten intolerance", "en", "autoimmune"),
        ("heart attack vs stroke what's the diff", "en", "in the brain"),
        ("herzinfarkt und schlaganfall unterschied", "de", "Gehirn"),
        ("dementia vs alzheimers", "en", "umbrella term"),
        ("ist alzheimer das gleiche wie demenz", "de", "Oberbegriff"),
        ("sprained or strained ankle whats the difference", "en", "ligament"),
        ("psychologist vs psychiatrist", "en", "medical doctor"),
        ("was ist der unterschied zwischen psychologe und psychiater", "de", "Facharzt"),
        ("tendons vs ligaments", "en", "muscles to bones"),
        ("arteries and veins difference?", "en", "away from the heart"),
        ("cold sore vs canker sore", "en", "herpes simplex"),
        ("is it hay fever or just a cold", "en", "allergy, not an infection"),
        ("ist das heuschnupfen oder eine erkältung?", "de", "Allergie, keine Infektion"),
        # money
        ("invoice vs receipt", "en", "proof"),
        ("rechnung und quittung, wo ist der unterschied", "de", "bestätigt"),
        ("inflation vs deflation", "en", "falling"),
        ("tax credit vs deduction", "en", "times your tax rate"),
        ("kaltmiete warmmiete unterschied?", "de", "Nebenkosten"),
        ("what's the difference between kaltmiete and warmmiete", "en", "running costs"),
        ("gmbh vs ag", "en", "25,000"),
        ("was unterscheidet eine gmbh von einer ag", "de", "Stammkapital"),
        ("prepaid vs contract phone", "en", "top up"),
        ("prepaid oder vertrag, was ist der unterschied", "de", "Guthaben"),
        # tech
        ("ram vs storage", "en", "wiped"),
        ("is memory the same as storage", "en", "wiped"),
        ("arbeitsspeicher und speicher, ist das dasselbe?", "de", "Arbeitsspeicher"),
        ("ip address vs mac address", "en", "hardware"),
        ("bluetooth and wifi difference?", "en", "short range"),
        ("unterschied wlan und bluetooth", "de", "Funkverbindungen"),
        ("upload vs download speed", "en", "sending data"),
        ("cache vs cookies", "en", "load faster"),
        ("inkjet or laser printer, what's the difference", "en", "toner"),
        ("cpu vs gpu", "en", "thousands of simpler cores"),
        ("is the internet the same as the web", "en", "one service"),
        ("wifi and internet same thing?", "en", "router"),
        ("wlan und internet – ist das nicht dasselbe?", "de", "Router"),
        ("update vs upgrade", "en", "same version"),
        # nature and animals
        ("raven vs crow", "en", "wedge-shaped"),
        ("krähe oder rabe, wie unterscheidet man die", "de", "keilförmigem"),
        ("fog vs mist", "en", "1 km"),
        ("stalactites and stalagmites, which is which", "en", "hang down"),
        ("moose vs elk", "en", "wapiti"),
        ("wasp vs hornet", "en", "twice the size"),
        ("was ist der unterschied zwischen wespe und hornisse", "de", "doppelt so groß"),
        ("squid vs octopus", "en", "tentacles"),
        ("tintenfisch und krake, dasselbe?", "de", "Fangtentakel"),
        ("thunder vs lightning", "en", "sound it makes"),
        ("evergreen vs deciduous trees", "en", "drop all their leaves"),
        ("leopard or jaguar whats the difference", "en", "Americas"),
        ("ist das reh die frau vom hirsch?", "de", "eigene, kleine Art"),
        ("is a roe deer a female red deer?", "en", "small species"),
        ("mole vs vole", "en", "insect-eaters"),
        ("maulwurf oder wühlmaus, wie erkenne ich den unterschied", "de", "Insektenfresser"),
        # science
        ("speed vs velocity", "en", "direction"),
        ("heat and temperature aren't the same right?", "en", "energy flowing"),
        ("hypothesis vs theory", "en", "testable"),
        ("accuracy vs precision", "en", "true value"),
        ("astronomy vs astrology", "en", "horoscopes"),
        ("ton vs tonne", "en", "2,000 pounds"),
        ("acids and bases whats the difference", "en", "pH below 7"),
        # language
        ("bought or brought?", "en", "past of 'bring'"),
        ("capital or capitol?", "en", "legislature"),
        ("averse vs adverse", "en", "unwilling"),
        ("past or passed which one", "en", "past tense of the verb"),
        ("weather or whether?", "en", "choice or a doubt"),
        ("scheinbar oder anscheinend?", "de", "allem Anschein"),
        ("größer als oder wie?", "de", "bei Gleichheit"),
        ("wörter oder worte?", "de", "zählen"),
        ("endgültig oder entgültig?", "de", "von „Ende“"),
        # society
        ("eu vs eurozone", "en", "21"),
        ("council of europe vs european council", "en", "46 countries"),
        ("senate vs house whats the difference", "en", "435"),
        ("parliament vs government", "en", "makes laws"),
        ("president vs prime minister", "en", "head of state"),
        ("unterschied katholisch evangelisch", "de", "Papst"),
        ("solicitor vs barrister", "en", "in court"),
        ("felony vs misdemeanor", "en", "more than a year"),
        ("jail vs prison", "en", "county"),
        ("fh oder uni, was ist der unterschied", "de", "praxisnäher"),
        ("was ist der unterschied zwischen bundestag und bundesrat", "de", "Landesregierungen"),
        ("erststimme zweitstimme unterschied?", "de", "Wahlkreis"),
        ("gymnasium oder realschule – unterschied?", "de", "Abitur"),
        ("kita und kindergarten, ist das das gleiche?", "de", "Oberbegriff"),
        ("anwalt vs notar", "de", "neutral"),
    ],
)
def test_a_pair_asked_apart_gets_the_difference(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("asked", "near", "language", "has"),
    [
        ("boiling and simmering, are they different?", "how long do i boil pasta", "en", "85–95"),
        ("is margarine the same as butter", "is butter bad for you", "en", "vegetable oils"),
        (
            "ale or lager - whats the difference",
            "do you prefer lager or ale",
            "en",
            "top-fermenting",
        ),
        (
            "is espresso different from regular coffee",
            "how much caffeine in an espresso",
            "en",
            "forced through",
        ),
        (
            "octopus vs squid whats the diff",
            "how many legs does an octopus have",
            "en",
            "feeding tentacles",
        ),
        ("lightning and thunder - same thing?", "what causes thunder", "en", "sound it makes"),
        ("deflation vs inflation", "what is inflation", "en", "deflation means"),
        ("red vs white wine", "how many calories in a glass of red wine", "en", "skins"),
        (
            "kochen oder köcheln, was ist der unterschied",
            "wie lange kocht man nudeln",
            "de",
            "85–95",
        ),
        (
            "bundesrat und bundestag – wie unterscheiden die sich",
            "was ist der bundestag",
            "de",
            "Landesregierungen",
        ),
        (
            "whether vs weather",
            "do you know whether the weather will be good tomorrow",
            "en",
            "choice or a doubt",
        ),
        ("capitol vs capital", "what is the capital of france", "en", "legislature"),
        ("velocity and speed, same thing?", "how fast is the speed of light", "en", "direction"),
        (
            "is greek yogurt different from regular yogurt",
            "can you freeze greek yogurt",
            "en",
            "strained",
        ),
        (
            "temperature vs heat",
            "what temperature should i heat the oven to",
            "en",
            "energy flowing",
        ),
        ("hornets vs wasps", "hornets nest in the garden what do i do", "en", "twice the size"),
        (
            "hornissen und wespen, sind das verschiedene tiere?",
            "wespennest im garten, was tun",
            "de",
            "doppelt so groß",
        ),
        (
            "gpu vs cpu whats the difference",
            "what does the cpu do",
            "en",
            "thousands of simpler cores",
        ),
        (
            "cookies and cache same thing?",
            "how do i clear my cache",
            "en",
            "cookies are small files",
        ),
        (
            "notar oder anwalt, was ist der unterschied",
            "wie viel kostet ein notar beim hauskauf",
            "de",
            "neutral",
        ),
        ("house of representatives vs senate", "how many senators are there", "en", "435"),
        (
            "reh und hirsch, ist das dasselbe tier?",
            "ist ein reh gefährlich",
            "de",
            "eigene, kleine Art",
        ),
        ("helles vs pils", "pils oder helles?", "de", "stärker gehopft"),
        (
            "is a stroke the same as a heart attack",
            "what is a stroke",
            "en",
            "A heart attack is a blocked artery",
        ),
        ("sprain vs strain", "how do i know if my ankle is sprained", "en", "a strain is"),
        (
            "eurozone und eu, ist das dasselbe?",
            "wie viele länder nutzen den euro",
            "de",
            "Dänemark",
        ),
        (
            "roasting vs baking",
            "is it cheaper to bake or roast chicken",
            "en",
            "dry heat of an oven",
        ),
    ],
)
def test_one_of_a_pair_asked_otherwise_gets_no_difference(
    asked: str, near: str, language: str, has: str
) -> None:
    answer, other = known_answer(asked, language), known_answer(near, language)
    assert answer is not None and has in answer, answer
    assert other is None or has not in other, other


@pytest.mark.parametrize(
    ("said", "language", "starts"),
    [
        ("how much memory does my phone have, is that the same as storage", "en", "RAM (memory)"),
        ("my laptop has 16gb of ram, or is that the same as storage?", "en", "RAM (memory)"),
        ("handy hat 8 gb ram, ist das das gleiche wie speicher?", "de", "RAM (Arbeitsspeicher)"),
    ],
)
def test_the_same_asked_after_a_comma_is_no_guess(said: str, language: str, starts: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and answer.startswith(starts), answer
