"""The same writing kinds asked the way strangers ask: a caption for a first home-made thing
("i need an insta caption for a photo of my first …, it took me 4 tries, my starter is named
herbert"), a no to a wedding or a party told to a friend ("could you help me tell my pal nadia
i wont make it to her wedding in seville on 22 may, i really cant afford the plane tickets"), a
thank-you card for a favour ("thank you card text for our neighbour kemal, he fed our fish …")
and a bio for a stall with its goods as a bare list ("its called earth & glaze, plates, jugs
and teapots, all microwave safe"). Every detail is kept, none is added;
questions about such texts get none."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("i need an insta caption for a photo of my first focaccia, it took me 4 tries, my starter "
         "is named herbert", ("My first focaccia", "took me 4 tries", "my starter Herbert")),
        ("caption pls - pic of my first homemade pasta, third attempt, my daughter is called mia "
         "and she helped", ("My first homemade pasta", "third attempt", "my daughter Mia")),
        ("need a caption for a pic of my first loaf of bread after 4 fails, my starter is called "
         "gerald", ("My first loaf of bread", "after 4 fails", "my starter Gerald")),
        ("hey can u write an instagram caption? its a pic of my first knitted hat. took me 3 tries "
         "lol, my cat is called pixel and she kept stealing the yarn",
         ("My first knitted hat", "took me 3 tries", "My cat Pixel kept stealing the yarn")),
        ("insta caption for a photo of my first homemade croissants, second attempt, my sourdough "
         "starter is called doughy",
         ("My first homemade croissants", "second attempt", "my sourdough starter Doughy")),
        ("caption please: photo of my first ever macarons, after 7 fails, my neighbour anna helped",
         ("My first macarons", "after 7 fails", "my neighbour Anna")),
        ("i need a caption for instagram, its a photo of my first pie, took me two tries, my mum is "
         "called rosa and she showed me how",
         ("My first pie", "took me two tries", "My mum Rosa showed me how")),
        ("write me an ig caption for my first banana bread, 3rd attempt, thanks to my dog biscuit "
         "for moral support", ("My first banana bread", "3rd attempt", "my dog Biscuit for moral "
                               "support")),
        ("can you give me an instagram caption, it's a photo of my first sourdough, 5 attempts "
         "later, and my starter's name is clint yeastwood",
         ("My first sourdough", "5 attempts later", "my starter Clint Yeastwood")),
        ("just baked my first loaf after 3 fails!! need a caption, my starter is called bubbles",
         ("My first loaf", "after 3 fails", "my starter Bubbles")),
        ("write an ig caption for my first crocheted blanket, fourth time lucky, my nan is called "
         "june and she taught me",
         ("My first crocheted blanket", "fourth time lucky", "My nan June taught me")),
        ("need a fb caption: my very first homemade lasagne, took us 2 tries, my flatmate is called "
         "ollie", ("My first homemade lasagne", "took us 2 tries", "my flatmate Ollie")),
        ("brauche eine bildunterschrift für insta, foto von meinem ersten sauerteigbrot, nach 4 "
         "versuchen, mein sauerteig heißt otto",
         ("Mein erstes Sauerteigbrot", "ach 4 Versuchen", "meinen Sauerteig Otto")),
        ("caption für insta bitte: mein erster selbstgemachter kuchen, dritter versuch, meine "
         "tochter lena hat geholfen",
         ("Mein erster selbstgemachter Kuchen", "ritter Versuch", "meine Tochter Lena")),
        ("bildunterschrift bitte, foto von meiner ersten torte, 3 versuche, danke an meine "
         "schwester mia", ("eine erste Torte", "3 Versuche", "meine Schwester Mia")),
    ],
)  # fmt: skip
def test_a_first_made_caption_as_strangers_ask(asked: str, details: tuple[str, ...]) -> None:
    answer = answered(asked)
    options = answer.split("\n")[1:]
    assert len(options) == 2, answer
    for option in options:
        has_all(option.lower(), tuple(d.lower() for d in details), ("pic of", "photo of", "foto"))
        assert details[2].split()[-1] in option, option  # the name capitalised
    assert "Making memories" not in answer


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("could you help me tell my pal nadia i wont make it to her wedding in seville on 22 may, i "
         "really cant afford the plane tickets and i feel horrible",
         ("Dear Nadia,", "your wedding in Seville on 22 May",
          "I really can't afford the plane tickets.", "sorry to miss it", "big day"),
         ("feel horrible", "budget")),
        ("can you help me write to my friend marco that i can't make it to his wedding in rome on "
         "the 3rd of may, i have to work that weekend",
         ("Dear Marco,", "your wedding in Rome on 3 May", "I have to work that weekend."),
         ("Dear Hi",)),
        ("i need to tell my cousin sara i wont be able to come to her birthday party in leeds on "
         "saturday because i'm sick",
         ("Dear Sara,", "your birthday party in Leeds on Saturday", "I'm sick.",
          "sorry to miss it"), ("party on", "fluids")),
        ("write something to tell my friend jen i can't come to her wedding in dublin on 12 july, "
         "it clashes with my sister's graduation",
         ("Dear Jen,", "wedding in Dublin on 12 July", "it clashes with my sister's graduation."),
         ("Congratulations",)),
        ("help me let my mate tom know i can't come to his 30th in bristol on friday, money is "
         "tight right now, i feel terrible",
         ("Dear Tom,", "your 30th birthday in Bristol on Friday", "money is tight right now."),
         ("terrible",)),
        ("message to my friend emma saying i can't come to her wedding in edinburgh on 20 "
         "september, i can't afford the trip, i'm so sorry",
         ("Dear Emma,", "wedding in Edinburgh on 20 September", "I can't afford the trip."),
         ("Congratulations",)),
        ("can u help me write a msg to my aunt carol, i cant make it to her 60th in york on 2 "
         "march, im working that day and im really sorry",
         ("Dear Carol,", "your 60th birthday in York on 2 March", "I'm working that day."),
         ("really sorry.",)),
        ("i have to tell my friend ben i'm not able to come to his stag do in prague on the 10th of "
         "may, we have a baby due that week",
         ("Dear Ben,", "stag do in Prague on 10 May", "we have a baby due that week."), ()),
        ("hilf mir, meiner freundin julia zu sagen, dass ich nicht zu ihrer hochzeit in wien am 8. "
         "juni kommen kann, ich kann mir die reise nicht leisten",
         ("Liebe Julia,", "Hochzeit am 8. Juni in Wien", "ich kann mir die Reise nicht leisten"),
         ("Budget",)),
        ("schreib meinem freund paul, dass ich nicht zu seiner party in köln am samstag kommen "
         "kann, ich muss arbeiten",
         ("Lieber Paul,", "zu deiner Party am Samstag in Köln", "ich muss arbeiten",
          "Ich wünsche dir"), ("eurer",)),
    ],
)  # fmt: skip
def test_a_no_told_to_a_friend_names_person_event_place_date_and_reason(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, never)


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("thank you card text for our neighbour kemal, he fed our fish for 10 days while we were "
         "in norway",
         ("Dear Kemal,", "feeding our fish for 10 days while we were in Norway")),
        ("card for my neighbour linda, she fed the cat for 10 days while we were away in greece",
         ("Dear Linda,", "feeding the cat for 10 days while we were away in Greece")),
        ("thank you note to our neighbours jo and sam, they looked after the kids for 3 days while "
         "we were at the hospital",
         ("Dear Jo and Sam,", "looking after the kids for 3 days while we were at the hospital")),
        ("can you write a thank you card to mrs baker? she watered our garden for a week while we "
         "were in italy",
         ("Dear Mrs. Baker,", "watering our garden for a week while we were in Italy")),
        ("pls write a card for our neighbour greg, he mowed the lawn for a month while we were in "
         "australia", ("Dear Greg,", "mowing the lawn for a month while we were in Australia")),
        ("a card for my friend mia who fed our cat while we were away at a festival for 4 days",
         ("Dear Mia,", "feeding our cat while we were away at a festival for 4 days")),
        ("write a short thank you card for our neighbour pete, he took in our parcels for 3 weeks "
         "while we were on holiday in france",
         ("Dear Pete,", "taking in our parcels for 3 weeks while we were on holiday in France")),
        ("kurzer text für eine dankeskarte an unseren nachbarn klaus, er hat zwei wochen unsere "
         "pflanzen gegossen, während wir in spanien waren",
         ("Lieber Klaus,", "dass du zwei Wochen unsere Pflanzen gegossen hast, während wir in "
          "Spanien waren")),
        ("karte für unsere nachbarin frau meier, sie hat eine woche lang die katze gefüttert, als "
         "wir in griechenland waren",
         ("Liebe Frau Meier,", "dass Sie eine Woche lang die Katze gefüttert haben, als wir in "
          "Griechenland waren")),
        ("dankeskarte für meine freundin lea, die zehn tage auf unsere kinder aufgepasst hat, "
         "während wir in berlin waren",
         ("Liebe Lea,", "dass du zehn Tage auf unsere Kinder aufgepasst hast")),
    ],
)  # fmt: skip
def test_a_thank_you_card_as_strangers_ask(asked: str, details: tuple[str, ...]) -> None:
    has_all(answered(asked), details, ("for a thank you card", "Aufgepasst\n", "for everything"))


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("3 line bio for my ceramics stall at the sunday market pls. its called earth & glaze, "
         "plates, jugs and teapots, all microwave safe",
         ("Earth & Glaze", "I sell plates, jugs and teapots.", "All microwave safe.",
          "at the Sunday market")),
        ("need a short bio for my candle stall, its called wick & wax, soy candles and wax melts, "
         "all hand poured in small batches",
         ("Wick & Wax", "I sell soy candles and wax melts.", "All hand poured in small batches.")),
        ("3 line bio for my jam stall named berry good, jams, chutneys and marmalade, all made with "
         "fruit from our garden, at the sunday farmers market",
         ("Berry Good", "I sell jams, chutneys and marmalade.",
          "All made with fruit from our garden.", "at the Sunday farmers market")),
        ("can you write a bio for my little shop called the knit nook? we sell yarn, needles and "
         "patterns, everything is locally sourced",
         ("The Knit Nook", "We sell yarn, needles and patterns.", "Everything is locally sourced.")),
        ("bio for my bakery stall at the friday market, called crumbs, sourdough, cinnamon buns and "
         "focaccia, all baked fresh that morning",
         ("Crumbs", "I sell sourdough, cinnamon buns and focaccia.", "All baked fresh that "
          "morning.", "at the Friday market")),
        ("write a three line blurb for my plant stall, its called leafy corner, houseplants, "
         "cuttings and pots, all grown in my greenhouse",
         ("Leafy Corner", "I sell houseplants, cuttings and pots.", "All grown in my greenhouse.")),
        ("a short instagram bio for my soap business named suds & co, handmade soaps and bath "
         "bombs, vegan and palm oil free",
         ("Suds & Co", "I sell handmade soaps and bath bombs.", "Vegan and palm oil free.")),
        ("can u do a blurb for our cafe, its called the daily grind, coffee, cakes and toasties, "
         "dog friendly",
         ("The Daily Grind", "We sell coffee, cakes and toasties.", "Dog friendly.")),
        ("schreib eine kurze bio für meinen keramikstand auf dem samstagsmarkt, er heißt ton & "
         "feuer, tassen, schalen und vasen, alles spülmaschinenfest",
         ("Ton & Feuer", "Ich verkaufe Tassen, Schalen und Vasen.", "Alles spülmaschinenfest.",
          "auf dem Samstagsmarkt")),
        ("bio für meinen marmeladenstand namens beerenglück, marmelade und chutney, alles aus "
         "eigenem anbau", ("Beerenglück", "Ich verkaufe Marmelade und Chutney.")),
    ],
)  # fmt: skip
def test_a_stall_bio_as_strangers_ask(asked: str, details: tuple[str, ...]) -> None:
    has_all(
        answered(asked),
        details,
        ("I'm ", "master", "family", "since", "passion", "What's your", "Wie heißt"),
    )


@pytest.mark.parametrize(
    "said",
    [
        "what makes a good instagram caption?",
        "what's a good caption for a first loaf?",
        "i need help with instagram captions in general",
        "my starter is called bob and i baked my first loaf after 6 tries",
        "is it rude to skip a friend's wedding because you can't afford it?",
        "how do i tell my friend anna i cant afford to go to her hen do in ibiza on 5 august",
        "what do you wear to a wedding in porto in june?",
        "what do you write in a thank you card?",
        "my neighbour watered my plants for 2 weeks while i was in spain",
        "card for my neighbour, she passed away last week",
        "how do i write a good bio for my stall?",
        "what should a shop bio say?",
    ],
)
def test_questions_about_such_texts_get_none(said: str) -> None:
    answer = known_answer(said) or ""
    for text in ("A few to pick from:\n", "Dear ", "Here's a short bio", "Thank you so much for "):
        assert text not in answer, (said, answer)
