"""The same texts asked in a second round of phrasings, as a stranger would put them: the
appointment asked after what is broken ("my washing machine is broken, can you write to the
repair service …"), the tradesperson needed first ("i need a plumber to look at …"), a thank-you
to a name typed in lower case, to the team or with something told besides, an excuse note for a
piano lesson with a question, a sick note, a German one with "sein kann", a group text to "the
girls" or German "an die gruppe:", a favour asked of a neighbour and a landlord asked "could
someone come this week"."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def answered(text: str, language: str = "en") -> str:
    answer = known_answer(text, language)
    assert answer is not None, text
    return answer


@pytest.mark.parametrize(
    ("asked", "language", "details"),
    [
        ("my washing machine is broken, can you write to the repair service asking for an "
         "appointment next week? I'm home mornings, 8 Cedar Road", "en",
         ("My washing machine is broken.", "I'd like to book an appointment next week.",
          "I'm home mornings.", "8 Cedar Road")),
        ("i need a plumber to look at my radiator, draft a text, i'm free thursday after 2", "en",
         ("Could you look at my radiator?", "I'm free Thursday after 2.")),
        ("could you write a short message to my hairdresser asking for a colour appointment in "
         "two weeks, Saturday if possible", "en",
         ("I'd like to book a colour appointment in two weeks.", "Saturday if possible")),
        ("pls text the electrician I need 3 new sockets in the office, any day next week works, "
         "I'm at 5 Park Lane", "en",
         ("I need 3 new sockets in the office.", "Any day next week works.", "5 Park Lane")),
        ("schreib eine nachricht an die zahnarztpraxis, ich brauche einen termin zur kontrolle, am "
         "besten dienstags", "de", ("Ich brauche einen Termin zur Kontrolle.", "dienstags")),
        ("can u write thank you note to jen for picking up the kids from school all last week when "
         "i was sick", "en",
         ("Jen,", "for picking up the kids from school all last week when I was sick")),
        ("write a thank-you message to my team for staying late on Friday to finish the launch",
         "en", ("Hi team,", "for staying late on Friday to finish the launch")),
        ("thank you text to grandpa for the birthday money, I'm going to buy a bike with it", "en",
         ("Hi Grandpa,", "for the birthday money", "I'm going to buy a bike with it.")),
        ("danke-nachricht an meine nachbarin frau berger, sie hat unsere post zwei wochen lang "
         "reingeholt", "de",
         ("Liebe Frau Berger,", "dass Sie unsere Post zwei Wochen lang reingeholt haben")),
        ("send an email to the piano teacher, Lily can't do her lesson this Thursday, she has a "
         "school trip, could we move it to Friday?", "en",
         ("Lily can't do her lesson this Thursday.", "She has a school trip.",
          "Could we move it to Friday?")),
        ("write a sick note for my daughter Zoe, she has a temperature and won't be in school "
         "today, from Mark Davis", "en",
         ("Zoe has a temperature and won't be in school today.", "Kind regards,\nMark Davis")),
        ("write a note to the school that my son Max has a doctor's appointment on Tuesday at 10 "
         "and will be in after lunch", "en",
         ("My son Max has a doctor's appointment on Tuesday at 10 and will be in after lunch.",
          "Please excuse his absence.")),
        ("schreib dem fußballtrainer, dass leon am samstag nicht beim spiel sein kann, wir sind "
         "auf einer hochzeit", "de",
         ("Leon kann am Samstag nicht beim Spiel sein.", "Wir sind auf einer Hochzeit.")),
        ("group text for the girls: brunch at mine sunday 11am, who's in? bring fizz if you like",
         "en", ("Brunch at mine Sunday 11am", "Who's in?", "Please bring fizz if you like.")),
        ("schreib eine nachricht an die gruppe: spieleabend bei uns am freitag um 20 uhr, wer hat "
         "lust? bringt gern snacks mit", "de",
         ("Spieleabend bei uns am Freitag um 20 Uhr", "Wer hat Lust?", "Bringt gern Snacks mit.")),
        ("write a whatsapp for the family group inviting everyone to sunday lunch at ours at 1pm, "
         "mum is bringing dessert, please let me know numbers by friday", "en",
         ("Sunday lunch at ours at 1pm", "Mum is bringing dessert.",
          "Please let me know numbers by Friday.")),
        ("text my neighbour could she keep an eye on my flat while I'm away next week, I'll leave a "
         "key under the mat", "en",
         ("could you keep an eye on my flat while I'm away next week?",
          "I'll leave a key under the mat.")),
        ("write a message to my landlord: the bathroom light has stopped working and the fan is "
         "really loud, could someone come this week, I'm in after 5", "en",
         ("The bathroom light has stopped working and the fan is really loud.",
          "Could someone come this week?", "I'm home after 5, so someone is welcome")),
    ],
)  # fmt: skip
def test_a_second_phrasing_keeps_every_detail(
    asked: str, language: str, details: tuple[str, ...]
) -> None:
    text = answered(asked, language)
    for detail in details:
        assert detail in text, (detail, text)
    assert "[" not in text, text


@pytest.mark.parametrize(
    ("asked", "language", "details"),
    [
        ("what should i write to my landlord about the broken heater", "en",
         ("The heater is broken.",)),
        ("text the dog walker that Max needs walking at 12 tomorrow instead of 2, the key is with "
         "the neighbour at number 7", "en",
         ("Max needs walking at 12 tomorrow instead of 2.",
          "The key is with the neighbour at number 7.")),
        ("kannst du eine mail an die hausärztin schreiben, ich bräuchte einen termin, ich habe seit "
         "einer woche husten, vormittags kann ich immer", "de",
         ("Ich bräuchte einen Termin.", "Ich habe seit einer Woche Husten.",
          "Vormittags kann ich immer.")),
        ("thank you email to the organisers for a brilliant conference last week, I learned loads "
         "from the AI workshop", "en",
         ("for a brilliant conference last week", "I learned loads from the AI workshop.")),
        ("schreib eine dankesmail an das team, weil ihr am wochenende so viel gearbeitet habt", "de",
         ("Liebes Team,", "dass ihr am Wochenende so viel gearbeitet habt")),
        ("email the swimming club that the twins can't come to training for the next two weeks as "
         "we're on holiday", "en",
         ("The twins can't come to training for the next two weeks as we're on holiday.",)),
        ("ask my neighbour to take in my parcels while I'm on holiday from the 5th to the 12th, I'll "
         "bring her some wine", "en",
         ("but I'm on holiday from the 5th to the 12th", "taking them in",
          "I'll bring you some wine.")),
        ("write my neighbour a note, the amazon guy left my parcel at hers, can I pick it up after 7",
         "en", ("Amazon left my parcel with you", "Could I pick it up after 7?")),
        ("handover notes for Tom please: I'm away Monday to Wednesday, he's in charge of the "
         "morning stand-up, the release checklist is in Confluence", "en",
         ("Hi Tom,", "I'm away Monday to Wednesday.", "- You're in charge of the morning stand-up.",
          "- The release checklist is in Confluence.")),
    ],
)  # fmt: skip
def test_a_third_phrasing_keeps_every_detail(
    asked: str, language: str, details: tuple[str, ...]
) -> None:
    text = answered(asked, language)
    for detail in details:
        assert detail in text, (detail, text)
    assert "[" not in text and "Hi Wednesday" not in text, text
