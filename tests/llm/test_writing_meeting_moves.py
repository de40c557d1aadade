"""An email or a text asking someone to move a meeting, a call or an appointment: a short, whole
subject ("Moving our Thursday call?"), never the request cut off; the greeting with the name;
the question in a clean sentence with the new time, and the reason in a sentence of its own.
English and German, active and passive, with typos and without commas. A moved time told (not
asked), moving a thing that is no meeting, and a plan called off keep their replies."""

from __future__ import annotations

import pytest

from tests.llm.writing_helpers import answered, has_all

_CUT = ("Subject: Could", "Subject: Would", "if we can\n", "let me know if")


@pytest.mark.parametrize(
    ("said", "details"),
    [
        ("email to my coworker tomasz asking if we can push thursday's call to friday at 11, my "
         "daughter has a school play",
         ("Subject: Moving our Thursday call?", "Hi Tomasz,",
          "Would it be possible to move our Thursday call to Friday at 11?",
          "My daughter has a school play.", "Thank you, and best regards.")),
        ("could you pls write an email to my manager ruth asking whether the 9am standup could be moved "
         "to 10, the school run runs late on mondays",
         ("Subject: Moving the 9am standup?", "Hi Ruth,",
          "Would it be possible to move the 9am standup to 10?",
          "The school run runs late on Mondays.")),
        ("draft an email to my client mrs osei asking to reschedule our review on tuesday to next "
         "week because our data isn't ready",
         ("Subject: Rescheduling our review on Tuesday?", "Dear Mrs. Osei,",
          "Would it be possible to reschedule our review on Tuesday to next week?",
          "Our data isn't ready.")),
        ("emial to my colleague femi asking if we could push wednesdays sync to 3pm i have a "
         "dentist appointment",
         ("Subject: Moving our Wednesday sync?", "Hi Femi,",
          "Would it be possible to move our Wednesday sync to 3pm?",
          "I have a dentist appointment.")),
    ],
)  # fmt: skip
def test_an_email_asking_to_move_a_meeting_has_a_whole_subject_and_clean_sentences(
    said: str, details: tuple[str, ...]
) -> None:
    has_all(answered(said), details, _CUT)


def test_a_text_asking_to_move_a_meeting_asks_and_gives_the_reason() -> None:
    text = answered(
        "text my teammate jo asking if we could postpone tomorrows catch-up to 4pm, im stuck in "
        "traffic"
    )
    has_all(text, ("Hi Jo, would it be possible to postpone tomorrow's catch-up to 4pm?",
                   "I'm stuck in traffic."), _CUT)  # fmt: skip


def test_a_german_email_asking_to_move_a_meeting() -> None:
    text = answered(
        "schreib eine mail an meine kollegin ines, ob wir die besprechung am mittwoch auf "
        "donnerstag verschieben können, ich hab einen zahnarzttermin"
    )
    has_all(text, ("Betreff: Besprechung am Mittwoch verschieben?", "Hallo Ines,",
                   "wäre es möglich, die Besprechung am Mittwoch auf Donnerstag zu verschieben?",
                   "Ich habe einen Zahnarzttermin."), ("ob wir",))  # fmt: skip


def test_a_moved_time_told_stays_an_announcement() -> None:
    text = answered("email my coworker dev that the call on wednesday moved to thursday at 2")
    has_all(text, ("Hi Dev,", "Please update your calendars."), ("Would it be possible",))


@pytest.mark.parametrize(
    "said",
    [
        "text my flatmate asking if we can move the sofa to the window",
        "remind me to ask priya if we can push the call to thursday",
    ],
)
def test_no_meeting_moved_in_a_text_is_no_such_text(said: str) -> None:
    from brain.llm.tiny_lines import known_answer

    assert "Would it be possible" not in (known_answer(said) or ""), said


def test_a_plan_called_off_keeps_its_other_day() -> None:
    text = answered("text to my brother ali: cant make friday dinner, saturday instead?")
    has_all(text, ("Hi Ali,", "I can't make Friday dinner.", "Could we do Saturday instead?"))
