"""A note for a group chat, a team, the family or one person, asked as a reminder, a heads-up or
an announcement ("draft a heads up for the team chat: …", "remind the book club that …",
"schreib eine erinnerung für die familiengruppe: …", "erinnere die eltern der klasse daran,
dass …"), says every detail as told, one to a line (day, time, place, price, what to bring),
greets the group ("Hi team!", "Hallo ihr Lieben!") and asks for nothing made up. "remind me to
…" is the user's own reminder, and a plain message to the team stays a message."""

from __future__ import annotations

import pytest

from brain.llm.tiny_group_note import group_note
from brain.router.asked_world import text_asked
from tests.llm.writing_helpers import answered, has_all


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("draft a heads up for the team chat: pub quiz wednesday 8pm at the red lion, £3 each, "
         "bring a pen",
         ("Hi team! 👋 Quick heads-up:", "Pub quiz Wednesday 8pm at the red lion, £3 each.",
          "Bring a pen!", "See you there!")),
        ("write a reminder for the family group chat: sunday roast at auntie jo's 2pm, bring "
         "a pudding",
         ("Hi everyone! Just a quick reminder:", "Sunday roast at auntie jo's 2pm.",
          "Bring a pudding!")),
        ("need a heads up for my team, server maintenance saturday 10pm-2am, no deploys",
         ("Hi team! 👋 Quick heads-up:", "Server maintenance Saturday 10pm-2am, no deploys.",
          "Thanks!")),
        ("draft an announcement for the choir group: no rehearsal next week, back on the 14th "
         "at 7pm",
         ("No rehearsal next week.", "Back on the 14th at 7pm."), ),
        ("post for the parents group: school trip deposit £15 due friday, cash or bank transfer",
         ("Hi all!", "School trip deposit £15 due Friday.", "Cash or bank transfer.")),
        ("schreib eine erinnerung an die mannschaft: training fällt donnerstag aus, samstag 10 "
         "uhr spiel in bochum",
         ("Training fällt Donnerstag aus.", "Samstag 10 Uhr Spiel in Bochum.")),
        ("quick heads-up for the lads: five-a-side moved to 9pm tonight at goals, £6 each",
         ("Hi lads!", "Five-a-side moved to 9pm tonight at goals, £6 each.")),
        ("write a reminder for my flatmate sam: rent due friday, £450 to the usual account",
         ("Hi Sam! Just a quick reminder:", "Rent due Friday.", "£450 to the usual account.",
          "Thanks!")),
        ("remind the book club that we meet tuesday 7pm at the library, bring your copy",
         ("Hi all! Just a quick reminder:", "We meet Tuesday 7pm at the library.",
          "Bring your copy!")),
        ("remind everyone in the group chat that the deposit of £20 is due by sunday",
         ("The deposit of £20 is due by Sunday.", "Thanks!")),
        ("schreib eine erinnerung für die familiengruppe: samstag 15 uhr kaffee bei opa, "
         "jeder bringt einen kuchen mit",
         ("Hallo ihr Lieben! Kurze Erinnerung:", "Samstag 15 Uhr kaffee bei Opa.",
          "Jeder bringt einen Kuchen mit.", "Bis dann!")),
        ("kannst du mir eine kurze info für die wg schreiben: müllabfuhr ist morgen früh, "
         "tonnen bitte heute abend raus",
         ("Hallo zusammen! Kurze Info:", "Müllabfuhr ist morgen früh.",
          "Tonnen bitte heute Abend raus.")),
        ("erinnere die eltern der klasse daran, dass am freitag um 15 uhr das sommerfest ist, "
         "bitte salat mitbringen",
         ("Kurze Erinnerung:", "Am Freitag ist um 15 Uhr das Sommerfest.",
          "Bitte Salat mitbringen!")),
    ],
)  # fmt: skip
def test_a_group_note_says_every_detail(asked: str, details: tuple[str, ...]) -> None:
    has_all(answered(asked), details, ("remind you", "I'll remind", "Ich erinnere dich"))
    assert text_asked(asked), asked


@pytest.mark.parametrize(
    "asked",
    [
        "remind me to bring a pen to quiz night thursday 7:30",
        "set a reminder for the team meeting friday 10am",
        "erinnere mich daran, dass am freitag um 15 uhr das sommerfest ist",
        "write a message to the team: the office is closed monday, work from home",
    ],
)
def test_a_reminder_for_the_user_or_a_plain_message_is_no_group_note(asked: str) -> None:
    assert group_note(asked) is None
