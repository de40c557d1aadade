"""A text that says no to a friend's invitation with a reason and something offered instead:
however it is asked ("text my friend kim that …", "msg for tom: …", "tell my cousin mara …"),
the occasion keeps its name (birthday dinner, engagement party, leaving drinks), the reason is
said whole with its "I" ("got covid" → "I've got covid", "bc im sick" → "I'm sick"), the offer
is a sentence of its own said to them ("will take her out" → "I'll take you out"), and a
birthday gets a birthday wish. Near misses: someone else's no, a question about saying no, and
a plan to go are no such text."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("said", "details", "never"),
    [
        ("text my friend kim that i can't make her birthday dinner saturday bc im sick, i'll take "
         "her out next week",
         ("Hi Kim", "your birthday dinner on Saturday", "I'm sick", "I'll take you out next week!",
          "Happy birthday"), ("take her out", "im Sick", "that I'll")),
        ("message to priya: so sorry, can't make your engagement party on sunday, my flight got "
         "cancelled, will send you a gift",
         ("Hi Priya", "your engagement party on Sunday", "my flight got cancelled",
          "I'll send you a gift!"), ("will send",)),
        ("write a text to my buddy dan saying i cant come to his bbq tomorrow cause im on call, "
         "and that ill buy him a beer next time",
         ("Dan,", "your barbecue tomorrow", "I'm on call", "I'll buy you a beer next time!"),
         ("im On Call", "buy him", "that ill")),
        ("tell my cousin mara i won't make it to her graduation party bc of a work trip, i'll call "
         "her on the day",
         ("Mara,", "your graduation party", "because of a work trip", "I'll call you on the day!"),
         ("call her",)),
        ("msg for tom: cant come to your games night tonight bc im wiped out, will bring snacks "
         "next time",
         ("Hi Tom", "your games night tonight", "I'm wiped out", "I'll bring snacks next time!"),
         ("will bring",)),
        ("txt to my mate olly, cant make ur 30th on friday, got covid, will buy u a pint when im "
         "better",
         ("Hi Olly", "your 30th on Friday", "I've got covid", "I'll buy you a pint when I'm better!",
          "Happy birthday"), ("– got covid", "buy u")),
        ("text my friend noor that i cant come to her leaving drinks tomorrow since i'm away, i'll "
         "take her for coffee before she goes",
         ("Noor,", "your leaving drinks tomorrow", "I'm away",
          "I'll take you for coffee before you go!"), ("she goes", "drinks tomorrow since")),
        ("text my sister i can't come to her birthday party on saturday because im working, tell "
         "her ill make it up to her",
         ("your birthday party on Saturday", "I'm working", "I'll make it up to you!",
          "Happy birthday"), ("tell her", "ill make")),
        ("can you write a text to my friend amy saying i can't make it to her birthday party on "
         "saturday because i'm out of town, but i'll take her for dinner when i'm back",
         ("Amy,", "your birthday party on Saturday", "I'm out of town",
          "I'll take you for dinner when I'm back!", "Happy birthday"), ("Town",)),
        ("draft a msg to my mate ollie - cant make his stag do, money's tight, promise ill buy him "
         "a pint", ("Hi Ollie", "your stag do", "money's tight", "I promise I'll buy you a pint!"),
         ("buy him",)),
        ("tell ana sorry i can't make her bday lunch tomorrow, i'm swamped at work, lets do coffee "
         "next week",
         ("Hi Ana", "your birthday lunch tomorrow", "I'm swamped at work",
          "Let's do coffee next week!", "Happy birthday"), ("make it: lunch",)),
    ],
)  # fmt: skip
def test_a_no_with_a_reason_and_an_offer_says_both_to_them(
    said: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(said), details, never)


@pytest.mark.parametrize(
    "said",
    [
        "my friend can't come to my birthday because she's sick",
        "is it rude to skip a housewarming party?",
        "i'll bring a plant to lena's housewarming on friday",
    ],
)
def test_someone_else_s_no_a_question_or_a_plan_to_go_is_no_such_text(said: str) -> None:
    answer = known_answer(said) or ""
    assert "Thanks so much for inviting" not in answer and "can't make" not in answer, answer
