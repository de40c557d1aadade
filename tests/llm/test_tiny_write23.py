"""Texts and tips of the twentieth session's held-out misses, in words of their own: a thank-you
to someone at work who is leaving thanks them for their guidance and wishes them well (it had
read the leaving as a favour: "You is leaving the company"); a caption for a photo of something
finally finished is about that thing (it got captions about memories or workouts); a no to an
invitation the user tells of is the reply itself (it got the tips on saying no to a boss); and
five tips that were declined: the phone first thing in the morning, chores piling up, a sore neck
and shoulders from laptop days, dried paint, clay or wax on a wooden table, and a lower interest
rate from the bank. Near misses keep their old answers."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


def _answer(said: str, language: str = "en") -> str:
    return known_answer(said, language) or ""


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("could you write a thank-you card for my mentor, she's moving to another firm", "en",
         ("guidance", "all the best in what comes next")),
        ("draft a thanks email to my manager tomasz, friday is his last day", "en",
         ("Hi Tomasz,", "support", "what comes next")),
        ("need a short thank you note for our team leader who retires in june", "en",
         ("guidance", "retirement")),
        ("thank you message for my workmate jo, she's quitting to start her own business", "en",
         ("Hi Jo,", "help and support", "miss working with you")),
        ("schreib bitte eine dankeskarte an meinen mentor, er verlässt nächste woche die firma",
         "de", ("Ratschläge", "nur das Beste")),
        ("dankesnachricht für meine kollegin sabine, sie geht in rente", "de",
         ("Hallo Sabine,", "Ruhestand")),
    ],
)  # fmt: skip
def test_a_thank_you_to_someone_leaving_work(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    answer = _answer(said, language)
    for part in has:
        assert part in answer, (part, answer)
    assert "You is" not in answer and "You she" not in answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("insta caption for a shot of me at the finish line, i just completed my first 10k", "en",
         ("My first 10k: done.", "Tired legs")),
        ("caption for a pic of the 1500 piece puzzle we finally finished over christmas", "en",
         ("1500-piece puzzle", "Every last piece")),
        ("need a caption for my completed patchwork quilt", "en",
         ("My patchwork quilt", "Stitch by stitch")),
        ("write a caption for a photo of me having finally built my own bookshelf", "en",
         ("Finally built my own bookshelf",)),
        ("bildunterschrift für ein bild nach meinem ersten halbmarathon, endlich geschafft", "de",
         ("Das erste Mal Halbmarathon: geschafft!", "Müde Beine")),
        ("kannst du mir eine caption für mein fertig gepuzzeltes 500-teile-puzzle schreiben", "de",
         ("500-Teile-Puzzle: geschafft!", "Jedes Teil")),
    ],
)  # fmt: skip
def test_a_caption_for_something_finished_is_about_it(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    answer = _answer(said, language)
    for part in has:
        assert part in answer, (part, answer)
    assert "Making memories" not in answer and "Sweat now" not in answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my teammate invited me to his board game night on thursday but i really don't want to "
         "go, how do i say no nicely", "en",
         ("Thanks so much for inviting me to your board game night on Thursday", "can't make it",
          "Maybe next time")),
        ("i got invited to my neighbour carla's housewarming this saturday, not really up for it, "
         "can you write a polite reply", "en", ("Hi Carla!", "your housewarming this Saturday")),
        ("my buddy asked if i wanna come to his poker night friday, honestly i'd rather not, what "
         "do i text him", "en", ("your poker night on Friday", "Maybe next time")),
        ("mein kollege hat mich zu seinem grillabend am samstag eingeladen, ich hab keine lust, "
         "wie sage ich höflich ab", "de", ("Danke dir für die Einladung", "am Samstag", "Spaß")),
    ],
)  # fmt: skip
def test_an_invitation_not_wanted_gets_the_reply(
    said: str, language: str, has: tuple[str, ...]
) -> None:
    answer = _answer(said, language)
    for part in has:
        assert part in answer, (part, answer)
    assert "boss" not in answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("every morning the first thing i do is scroll on my phone, how can i quit that", "en",
         "phone-free start"),
        ("i check my phone before i even get out of bed, any tips to stop", "en",
         "cheap alarm clock"),
        ("wie gewöhne ich mir ab, morgens gleich nach dem handy zu greifen", "de",
         "handyfreien Start"),
        ("the washing up piles up in my sink for days, how do i keep on top of it", "en",
         "small and daily"),
        ("i'm always behind on laundry and the dishes, what can i do", "en", "small and daily"),
        ("die wäsche türmt sich bei mir tagelang, tipps?", "de", "kleine Portionen"),
        ("after a full day at my laptop my shoulders and neck ache, any tips", "en",
         "numbness, tingling"),
        ("nacken und schultern tun nach langen tagen am bildschirm weh, was hilft", "de",
         "Laptopständer"),
        ("how do i remove dried clay from our wooden kitchen table", "en", "without harming the finish"),
        ("my daughter got acrylic paint on the wooden desk, how do i get it off without "
         "damaging it", "en", "plastic scraper"),
        ("kerzenwachs auf dem couchtisch aus holz, wie bekomme ich das ab", "de", "Föhn"),
        ("how can i get my bank to lower the interest rate on my loan when i call them", "en",
         "retention or loans team"),
        ("any advice on negotiating a better interest rate on my credit card?", "en",
         "other banks offer"),
        ("wie kann ich bei meiner bank einen niedrigeren zinssatz verhandeln", "de",
         "Kreditabteilung"),
    ],
)  # fmt: skip
def test_everyday_tips_added(said: str, language: str, has: str) -> None:
    answer = _answer(said, language)
    assert has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("write a thank you note to my neighbour who fed the cat while we were away", "en",
         "what comes next"),
        ("my manager is leaving the company next month", "en", "what comes next"),
        ("write a thank you note to my boss who left me a bonus", "en", "what comes next"),
        ("schreib eine dankesnachricht an meine chefin, es geht um die gehaltserhöhung", "de",
         "nur das Beste"),
        ("caption for a photo of me and my brother at the lake", "en", "done. ✅"),
        ("bildunterschrift für ein foto von meinem hund im schnee", "de", "geschafft! ✅"),
        ("i finally finished my first marathon!", "en", "done. ✅"),
        ("my colleague invited me to her pub quiz on friday, can't wait", "en", "can't make it"),
        ("my boss asked me to take on another project, how do i say no", "en", "Maybe next time"),
        ("what paint should i use for a wooden table", "en", "plastic scraper"),
        ("how do i get paint off my hands", "en", "plastic scraper"),
        ("got candle wax on my jeans, how do i remove it", "en", "plastic scraper"),
        ("which bank has the best interest rate for savings", "en", "retention or loans team"),
        ("how do i get my kids to help with the dishes", "en", "small and daily"),
        ("how do i fold laundry faster", "en", "small and daily"),
        ("i wake up at 6 every morning", "en", "phone-free start"),
        ("my lower back hurts after gardening, any tips", "en", "numbness, tingling"),
    ],
)  # fmt: skip
def test_near_misses_keep_their_answers(said: str, language: str, lacks: str) -> None:
    assert lacks not in _answer(said, language)
