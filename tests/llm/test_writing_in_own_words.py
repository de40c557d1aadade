"""Writing requests keep every detail and add none: an instruction inside the request ("ask him
if somebody could pop round", "tell her to bring the key", "frag ihn, wann …") becomes the message's own
words to the person; a meeting moved keeps its time, day and reason in one sentence; a caption
for a first home-made thing carries the thing, the tries and the name; a no to a wedding names
the person, the place and the date; a thank-you card names the place the user was; a bio for a
stall says its name and what it sells and nothing more. Near misses keep their own writers."""

from __future__ import annotations

import pytest

from brain.llm.tiny_favour import you_form
from brain.llm.tiny_lines import known_answer
from brain.llm.tiny_reported import direct, reported
from tests.llm.writing_helpers import answered, has_all

_PASTED = ("ask him", "ask her", "Ask him", "Ask her", "tell her", "tell him", "Tell her",
           "let him know", "Let him know", "frag ihn", "Frag ihn", "sag ihr", "Sag ihr",
           "tell you", "ask you")  # fmt: skip


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("could u write a note to my landlord mr okoye, the bedroom radiator has been broken since "
         "wednesday, ask him if somebody could pop round to repair it",
         ("Dear Mr. Okoye", "The bedroom radiator has been broken since Wednesday.",
          "Could somebody pop round to repair it?")),
        ("write a message to my landlady mrs patel that the shower has been dripping since the "
         "weekend and ask her when someone could come by",
         ("Dear Mrs. Patel", "dripping since the weekend", "when someone could come by?")),
        ("text my landlady ms cho: the bathroom light broke yesterday, ask her if she can send an "
         "electrician this week",
         ("Dear Ms. Cho", "The bathroom light broke yesterday.",
          "Could you send an electrician this week?")),
        ("write a text to my sister that i'm running late and tell her to start without me",
         ("I'm running late.", "Could you start without me?")),
        ("email to my boss saying i'm sick today and ask her if the meeting can move to thursday",
         ("I'm sick today.", "if the meeting can move to Thursday?")),
        ("text my mate jo that the match is at 3 on saturday and tell him to bring his boots",
         ("Hi Jo", "the match is at 3 on Saturday.", "Could you bring your boots?")),
        ("write a note for my colleague sam: the report is on the shared drive, ask him to check "
         "the numbers before monday",
         ("Hi Sam", "the report is on the shared drive", "Could you check the numbers before "
          "Monday?")),
        ("message to my neighbour tom, let him know the parcel is with me and ask him to come get "
         "it after 6",
         ("Hi Tom", "The parcel is with me.", "Could you come get it after 6?")),
        ("write a note for the sitter anna: feed mochi twice a day, and tell her to bring the "
         "spare key back on friday",
         ("Hi Anna", "Feed mochi twice a day", "Could you bring the spare key back on Friday?")),
        ("note for the babysitter: the kids are mia (6) and leo (3), bedtime 8pm, remind her to "
         "lock the door",
         ("Mia (6)", "Leo (3)", "Bedtime 8pm", "Please remember to lock the door")),
        ("schreib meinem vermieter herrn berger, dass die heizung seit montag nicht geht, frag ihn "
         "wann jemand kommen kann",
         ("Die Heizung geht seit Montag nicht.", "Wann kann jemand kommen?")),
        ("schreib meiner vermieterin, dass das fenster undicht ist, sag ihr sie soll jemanden "
         "schicken",
         ("Das Fenster ist undicht.", "Könnten Sie bitte jemanden schicken?")),
        ("zettel für die putzfrau maria: bitte die pflanzen gießen, frag sie ob sie am freitag "
         "kommen kann",
         ("Hallo Maria", "Kannst du am Freitag kommen?")),
    ],
)  # fmt: skip
def test_an_instruction_in_the_request_is_said_to_the_person(
    asked: str, details: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, _PASTED)


@pytest.mark.parametrize(
    ("clause", "said"),
    [
        ("ask her when she is free this week", "When are you free this week?"),
        ("tell him not to park in front of the garage", "Please don't park in front of the garage."),
        ("tell her she needs to water the plants every day",
         "You need to water the plants every day."),
        ("ask him if he has time on saturday", "Do you have time on Saturday?"),
        ("ask him if he passes the bakery on the way",
         "Could you let me know if you pass the bakery on the way?"),
        ("tell her she misses the point", "You miss the point."),
        ("ask if it's ok to leave the bike in the hall", "Is it OK to leave the bike in the hall?"),
        ("remind them to bring their own cups", "Please remember to bring your own cups."),
        ("frag sie ob sie morgen vorbeikommen kann", "Kannst du morgen vorbeikommen?"),
    ],
)  # fmt: skip
def test_one_instruction_turned(clause: str, said: str) -> None:
    assert direct(clause) == said


def test_an_instruction_not_understood_is_not_pasted() -> None:
    assert reported("die heizung ist kaputt, sag ihm dass es eilt", "de") == (
        "die heizung ist kaputt",
        None,
    )
    assert (
        known_answer("schreib meinem vermieter, dass die heizung kaputt ist, sag ihm dass es eilt")
        is None
    )
    assert reported("the dog needs walking at 7 and the bins go out on monday") is None


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("write a short email to the team that the standup moves to 10:30 from monday on because "
         "of the fire drill",
         ("Subject: Standup: new time", "The standup moves to 10:30 from Monday on because of the "
          "fire drill."), ("Of the fire drill", ". Of")),
        ("email to the team: from next week the weekly sync is at 3pm on thursdays, because of "
         "the new client call",
         ("the weekly sync is at 3pm on Thursdays, because of the new client call."),
         ("Thursday's", "The new client call is")),
        ("quick message to the team saying the friday retro moves to 4pm this week due to the "
         "office move",
         ("Hi all", "the Friday retro moves to 4pm this week due to the office move."), ()),
        ("schreib eine mail an das team, dass das daily ab montag um 10 uhr ist wegen der "
         "brandschutzübung",
         ("wegen der Brandschutzübung ist das Daily ab Montag um 10 Uhr.",), ("ist wegen der.",)),
    ],
)  # fmt: skip
def test_a_meeting_moved_keeps_time_day_and_reason(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(asked), details if isinstance(details, tuple) else (details,), never)


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("caption for instagram: my first loaf of sourdough after 6 attempts, thanks to my "
         "starter bob",
         ("My first loaf of sourdough", "after 6 attempts", "my starter Bob")),
        ("write a social media caption for my first ever homemade pizza, third try, my son leo "
         "helped",
         ("My first homemade pizza", "third try", "my son Leo")),
        ("insta caption: my first sourdough loaf!! after 4 failed attempts, couldn't have done it "
         "without my starter named gerald",
         ("My first sourdough loaf", "after 4 failed attempts", "my starter Gerald")),
        ("give me a caption for my first knitted scarf, took me 3 tries, thanks to my grandma rose",
         ("My first knitted scarf", "took me 3 tries", "my grandma Rose")),
        ("bildunterschrift für mein erstes selbstgebackenes brot nach 5 versuchen, danke an "
         "meinen sauerteig otto",
         ("Mein erstes selbstgebackenes Brot", "nach 5 Versuchen", "meinen Sauerteig Otto")),
    ],
)  # fmt: skip
def test_a_first_made_caption_carries_thing_tries_and_name(
    asked: str, details: tuple[str, ...]
) -> None:
    answer = answered(asked)
    for option in answer.split("\n")[1:]:
        has_all(option.lower(), tuple(d.lower() for d in details))
        assert any(d in option for d in details[2:]), option  # the name capitalised


def test_a_first_without_tries_or_helper_keeps_its_captions() -> None:
    has_all(
        answered("caption for my first homemade bread, lopsided but tasty"),
        ("My first homemade bread – lopsided but tasty.",),
    )


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("help me decline my friend lisa's wedding in porto on 14 june",
         ("Dear Lisa,", "your wedding in Porto on 14 June", "sorry to miss it", "big day"),
         ("be there: in", "porto")),
        ("i need to decline my cousin marc's wedding in lyon on the 20th of august, we're abroad "
         "that week",
         ("Dear Marc,", "wedding in Lyon on 20 August", "we're abroad that week"), ("lyon",)),
        ("write a no to jenny's birthday party on saturday at the bowling alley",
         ("Dear Jenny,", "birthday party at the bowling alley on Saturday"), ()),
        ("sag für die hochzeit von meiner freundin lisa in porto am 14. juni ab",
         ("Liebe Lisa,", "Hochzeit am 14. Juni in Porto", "nicht dabei sein"), ()),
        ("kannst du mir helfen, die einladung zur hochzeit von tom am 3. mai in hamburg abzusagen",
         ("Lieber Tom,", "Hochzeit am 3. Mai in Hamburg!"), ("Abzusagen",)),
        ("schreib eine absage für die hochzeit von anna und ben am 12. juli in münchen, wir sind "
         "im urlaub",
         ("Liebe Anna, lieber Ben,", "am 12. Juli in München", "wir sind im Urlaub"),
         ("in münchen", "– Juli")),
    ],
)  # fmt: skip
def test_a_no_to_an_invitation_names_person_event_place_and_date(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, never)


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("thank you card for my neighbour mrs okafor who watered my plants for three weeks while "
         "i was in japan",
         ("Dear Mrs. Okafor,", "watering my plants for three weeks while I was in Japan")),
        ("write a thank you note to my neighbor dave, he fed my cat for 2 weeks while i was in "
         "portugal",
         ("Dear Dave,", "feeding my cat for 2 weeks while I was in Portugal")),
        ("schreib eine dankeskarte an herrn schulz, der zwei wochen meine katze gefüttert hat, als "
         "ich in italien war",
         ("Lieber Herr Schulz,", "dass Sie zwei Wochen meine Katze gefüttert haben, als ich in "
          "Italien war")),
        ("dankeskarte für meine nachbarin petra, die zwei wochen lang meine post reingeholt hat, "
         "während ich in portugal war",
         ("Liebe Petra,", "dass du zwei Wochen lang meine Post reingeholt hast, während ich in "
          "Portugal war")),
    ],
)  # fmt: skip
def test_a_thank_you_card_names_person_favour_time_and_place(
    asked: str, details: tuple[str, ...]
) -> None:
    has_all(answered(asked), details)


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("pls do a three line bio for my craft fair stall 'clay & kiln' which sells hand-thrown "
         "plates and jugs",
         ("Clay & Kiln", "I sell hand-thrown plates and jugs.", "my stall")),
        ("about us text for our little shop called the button box, we sell vintage buttons and "
         "ribbons, every saturday at the riverside market",
         ("The Button Box", "We sell vintage buttons and ribbons.",
          "Every Saturday at the riverside market.")),
        ("can you do a short instagram bio for my etsy shop \"little fern\" selling pressed "
         "flower cards",
         ("Little Fern", "I sell pressed flower cards.")),
        ("schreib eine kurze bio für meinen marktstand „salz & stein“, der handgedrehte tassen "
         "und schalen verkauft",
         ("Salz & Stein", "Ich verkaufe handgedrehte Tassen und Schalen.")),
        ("kannst du mir eine beschreibung für unseren kleinen laden namens kornblume schreiben, "
         "wo wir selbstgemachte marmelade aus dem garten verkaufen",
         ("Kornblume", "Wir verkaufen selbstgemachte Marmelade aus dem Garten.")),
    ],
)  # fmt: skip
def test_a_stall_bio_is_built_from_the_details_only(asked: str, details: tuple[str, ...]) -> None:
    answer = answered(asked)
    has_all(answer, details, ("I'm ", "master", "glassblow", "family", "since", "passion"))
    assert len(answer.split("\n\n", 1)[1].split("\n")) <= 5, answer


def test_a_stall_bio_without_goods_asks() -> None:
    answer = answered("need a bio for my stall at the farmers market")
    assert "what do you sell" in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "i asked him if someone can come and fix it",
        "my landlord said he'd ask if someone can come",
        "what should i tell her about the party",
        "is it rude to decline a wedding invitation?",
        "i baked my first loaf of sourdough after 6 attempts",
        "what should i put in the description for my shop?",
        "note to self: ask him to bring the charger",
    ],
)
def test_near_misses_get_no_such_text(said: str) -> None:
    answer = known_answer(said) or ""
    assert "Could someone come" not in answer and "Here's a short bio" not in answer, answer
    assert "A few to pick from" not in answer and "Dear " not in answer, answer


@pytest.mark.parametrize(
    ("verb", "said"),
    [("goes", "go"), ("passes", "pass"), ("tries", "try"), ("dies", "die"), ("fixes", "fix"),
     ("is", "are"), ("has", "have"), ("doesn't", "don't"), ("buzzes", "buzz"), ("uses", "use"),
     ("can", "can"), ("left", "left"), ("Leaves", "Leave")],
)  # fmt: skip
def test_a_verb_said_of_them_is_said_to_them(verb: str, said: str) -> None:
    assert you_form(verb) == said


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("text for jo: couldnt pick up earlier, ill call her back tomorrow",
         "call you back tomorrow"),
        ("text my sister that i cant pick her up at 5, ill get her at 6", "I'll get you at 6"),
    ],
)  # fmt: skip
def test_her_before_a_little_word_is_you(asked: str, said: str) -> None:
    text = known_answer(asked)
    assert text is not None and said in text and "your back" not in text
