"""Texts written to one person, said to them: a request the user puts in the third person ("can
he get a plumber in", "whether she'd sign off …", "ob er … kann") is asked of them ("Could you
…?", "Können Sie …?") and asked once; a text for someone named alone greets them by name and
keeps the question the user ends on, with no thank-you when nothing is asked; a colleague asked
to swap or cover a shift is asked in the second person ("your Sunday shift … with me"), the
reason a short sentence; a party or a barbecue told to one neighbour by name is a letter to
them (Sie with a title and surname), not a notice for the house, in the user's words. Near
misses keep what they are: a "he" who is someone else, a question put to Eddie, a manager's
swap email, a notice for everyone."""

from __future__ import annotations

import re

import pytest

from brain.llm.tiny_lines import known_answer
from tests.llm.writing_helpers import answered, has_all

# --- a request said of them is asked of them ------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("quick msg to my landlord mr dunne, the shower drain is blocked again, can he get a "
         "plumber in this week, i'm home from 4",
         ("Dear Mr. Dunne,", "Could you get a plumber in this week?"), ("can he", "Could he")),
        ("email my manager asking whether she'd sign off my expenses by friday",
         ("Would you sign off my expenses by Friday?",), ("she'd", "Asking whether")),
        ("write a message to my flatmates, the bins need to go out tonight, could they do it "
         "before 8", ("Hi all,", "Could you do it before 8?"), ("could they", "Could they")),
        ("text my neighbour tom, the hedge is blocking the path, would he mind trimming it this "
         "weekend", ("Hi Tom,", "Would you mind trimming it this weekend?"), ("would he",)),
        ("message to my landlady ms barker, the heating has been off since monday, can she send "
         "someone round", ("Dear Ms. Barker,", "Could you send someone round?"), ("can she",)),
        ("can you write my landlord a quick note, the fridge is making a weird noise, could he "
         "have someone check it", ("the fridge is making a weird noise.",
                                   "Could you have someone check it?"),
         ("could he", "in a friendly way")),
        ("write to my teacher asking if she could extend the deadline to monday",
         ("could you extend the deadline to Monday?",), ("she could",)),
    ],
)  # fmt: skip
def test_a_request_said_of_them_is_asked_of_them_once(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    text = answered(asked)
    has_all(text, details, never)
    body = re.sub(r"^Subject: .*$", "", text, flags=re.MULTILINE)
    asks = re.findall(r"\b(?:could|would|can) you\b", body, re.IGNORECASE)
    assert len(asks) == 1, text  # no second "Could you please arrange for someone …"


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("schreib meinem vermieter herrn albrecht, dass im bad die lampe flackert und ob er "
         "jemanden vorbeischicken kann",
         ("Herr Albrecht", "Bad flackert die Lampe.", "Können Sie jemanden vorbeischicken?"),
         ("ob er", "kann er")),
        ("schreib ne nachricht an meine schwester, ob sie am samstag die katze füttern kann",
         ("kannst du am Samstag die Katze füttern?",), ("ob sie",)),
        ("schreib ne nachricht an meine nachbarin frau roth, dass ich verreist bin und ob sie "
         "meine blumen gießen könnte",
         ("Frau Roth", "Könnten Sie meine Blumen gießen?", "Vielen Dank!"),
         ("ob sie", "könnte sie", "Danke!")),
    ],
)  # fmt: skip
def test_a_german_request_said_of_them_is_asked_of_them(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered_de(asked), details, never)


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("schreib meinem nachbarn dass er bitte sein auto umparkt",
         ("kannst du bitte dein Auto umparken?",), ("er parkt", "sein Auto")),
        ("sag meinem sohn dass er nach dem training direkt heimkommen soll",
         ("kannst du bitte nach dem Training direkt heimkommen?",), ("er soll", "soll.")),
        ("schreib ne nachricht an meine kollegin dass sie mir bitte die folien schickt",
         ("kannst du mir bitte die Folien schicken?",), ("sie schickt",)),
        ("schreib meiner vermieterin frau kunz dass sie bitte den hausmeister vorbeischickt",
         ("Frau Kunz", "könnten Sie bitte den Hausmeister vorbeischicken?"), ("sie schickt",)),
        ("schreib meinem vater dass er seine tabletten nicht vergessen soll",
         ("vergiss bitte deine Tabletten nicht!",), ("seine", "er soll")),
        ("schreib meiner schwester dass ich später komme und dass sie bitte den hund füttert",
         ("ich komme später.", "Kannst du bitte den Hund füttern?"), ("sie füttert",)),
    ],
)  # fmt: skip
def test_a_german_ask_after_dass_is_asked_of_them_in_the_du_form(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered_de(asked), details, never)


@pytest.mark.parametrize(
    ("asked", "kept", "never"),
    [
        ("schreib meinem mitbewohner dass er recht hat", "er hat recht", "Kannst du"),  # told
        ("schreib meiner chefin dass er bitte die akte schickt", "er", "Könnten Sie"),  # not her
    ],
)  # fmt: skip
def test_a_german_dass_clause_that_asks_nothing_of_them_stays_told(
    asked: str, kept: str, never: str
) -> None:
    text = answered_de(asked)
    assert kept in text and never not in text, text


def answered_de(text: str) -> str:
    answer = known_answer(text, "de")
    assert answer is not None, text
    return answer


@pytest.mark.parametrize(
    ("asked", "kept", "never"),
    [
        ("text my son's coach that he has a cold, can he skip practice on thursday",
         "can he skip practice on Thursday", "Could you skip"),  # he is the son
        ("text my landlady that the plumber called, he can come on tuesday",
         "he can come on Tuesday", "you can come"),  # told, not asked
    ],
)  # fmt: skip
def test_a_he_who_is_someone_else_stays_him(asked: str, kept: str, never: str) -> None:
    text = answered(asked)
    assert kept.lower() in text.lower() and never not in text, text


# --- the name in the greeting, the question kept, no stray thanks --------------------------


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("text to lucia saying the keys are under the mat, you around later?",
         ("Hi Lucia,", "the keys are under the mat. You around later?"), ("Thanks!", "later.")),
        ("message for omar that i booked the court for 7, still up for it?",
         ("Hi Omar,", "I booked the court for 7. Still up for it?"), ("Thanks!", "it.")),
        ("email to grace saying i finished the draft, shall i send it over tonight?",
         ("Hi Grace,", "Shall I send it over tonight?"), ("tonight.",)),
        ("whatsapp to finn: back from holiday, drinks friday?",
         ("Hi Finn,", "drinks Friday?"), ("Thanks!", "Friday.")),
        ("write a text to kim saying cant do drinks tonight, rain check for next week?",
         ("Hi Kim!", "I can't make it. Rain check for next week?"), ("week.",)),
        ("send a text to hannah saying i found her scarf",
         ('"Hi Hannah, I found your scarf."',), ("Thanks!", "FOUND")),
    ],
)  # fmt: skip
def test_a_text_to_someone_named_greets_them_and_keeps_their_question(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, never)


@pytest.mark.parametrize(
    ("asked", "details", "never"),
    [
        ("can you text ravi that i'm on my way?", ("Hi Ravi,", "I'm on my way."), ("way?",)),
        ("text the team saying the standup moves to 10", ("Hi all,",), ("Hi The", "Hi Team")),
        ("text my sister, could she feed the cat tonight", ("could you feed the cat tonight?",
                                                            "Thanks!"), ()),
    ],
)  # fmt: skip
def test_eddie_s_question_a_group_and_a_favour_keep_their_frame(
    asked: str, details: tuple[str, ...], never: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, never)


# --- a colleague asked to swap or cover a shift ---------------------------------------------


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("text my colleague nina asking if she'd swap her sunday shift with me, something at home",
         ("Hi Nina,", "would you swap your Sunday shift with me?",
          "Something has come up at home.")),
        ("message my coworker dev asking whether he could cover my thursday shift, my daughter "
         "is sick", ("Hi Dev,", "could you cover my Thursday shift?", "My daughter is sick.")),
        ("write a text to my workmate kasia asking if she would trade saturdays with me, family "
         "stuff", ("Hi Kasia,", "would you trade Saturdays with me?",
                   "Something has come up in the family.")),
        ("msg to my colleague rui: could he take my early shift on monday, dentist appointment",
         ("Hi Rui,", "could you take my early shift on Monday?",
          "I have a dentist appointment.")),
    ],
)  # fmt: skip
def test_a_colleague_is_asked_to_swap_in_the_second_person(
    asked: str, details: tuple[str, ...]
) -> None:
    has_all(answered(asked), details, ("Me.", "with Me", "her Sunday", "she'd", "he could"))


def test_a_german_colleague_is_asked_with_du() -> None:
    text = answered_de(
        "schreib meiner kollegin nora, ob sie mit mir die spätschicht am freitag tauschen kann, "
        "bei mir ist was familiäres"
    )
    has_all(text, ("Hallo Nora,", "kannst du mit mir die Spätschicht am Freitag tauschen?",
                   "etwas Familiäres dazwischengekommen"), ("ob sie", "kann sie"))  # fmt: skip


def test_a_swap_asked_of_the_manager_stays_the_manager_s_email() -> None:
    text = answered(
        "email my manager asking if i can swap my shift on friday with ben, he already agreed"
    )
    has_all(text, ("Shift swap request", "Ben has already agreed"), ("Would you swap",))


def test_a_colleague_s_own_question_is_no_text_to_write() -> None:
    text = known_answer("my colleague asked if i'd swap shifts with her next week", "en") or ""
    assert "Would you swap" not in text and "Could you swap" not in text, text


# --- a party told to one neighbour by name ---------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "details"),
    [
        ("schreib ne nachricht an unsere nachbarin frau brandt, dass wir samstag eine kleine "
         "feier im hof machen und es etwas lauter werden kann",
         ("Liebe Frau Brandt,", "kleine Feier", "Sie")),
        ("schreib eine nachricht an meinen nachbarn herrn ostermann, dass wir am sonntag grillen "
         "und es rauchig werden könnte",
         ("Lieber Herr Ostermann,", "grillen am Sonntag", "rauchig", "Ihr Verständnis")),
        ("kannst du mir eine nachricht an herrn yilmaz von gegenüber schreiben, dass wir freitag "
         "abend eine kleine party feiern",
         ("Lieber Herr Yilmaz,", "kleine Party", "Ihr Verständnis")),
        ("schreib unserer nachbarin frau lindner, dass wir heute abend feiern, sorry falls es laut "
         "wird", ("Liebe Frau Lindner,", "falls es laut wird", "Ihr Verständnis")),
        ("schreib meiner nachbarin frau ott ne nachricht, dass wir heute abend feiern und es laut "
         "werden kann", ("Liebe Frau Ott,", "wir feiern heute Abend", "stört Sie nicht")),
        ("schreib eine kurze nachricht an frau meier von oben, dass wir am samstag grillen",
         ("Liebe Frau Meier,", "wir grillen am Samstag.")),
    ],
)  # fmt: skip
def test_a_party_told_to_one_neighbour_is_a_letter_to_them(
    asked: str, details: tuple[str, ...]
) -> None:
    has_all(answered_de(asked), details, ("Nachbarinnen", "euer", "Aushang", " eine Party"))


def test_a_neighbour_by_first_name_is_written_to_with_du() -> None:
    text = answered_de("schreib ne nachricht an unseren nachbarn jonas, dass wir samstag grillen")
    has_all(text, ("Hallo Jonas,", "grillen am Samstag", "dein Verständnis"), ("Ihr ", "euer"))


def test_what_is_said_of_an_english_neighbour_is_said_to_them() -> None:
    text = answered(
        "write a note to our neighbour mr lee, we're having a bbq sunday afternoon, he's welcome "
        "to pop over"
    )
    has_all(text, ("Dear Mr. Lee,", "We're having a BBQ Sunday afternoon.",
                   "You're welcome to pop over."), ("He's", "Dear neighbours"))  # fmt: skip


def test_an_english_neighbour_by_title_is_greeted_by_name() -> None:
    text = answered(
        "text my neighbour mr park that we're having a garden party on saturday and it might "
        "get loud"
    )
    has_all(text, ("Dear Mr. Park,", "garden party on Saturday", "might get loud"),
            ("Dear neighbours", "Your neighbours"))  # fmt: skip


@pytest.mark.parametrize(
    "asked",
    [
        "schreib ne nachricht an die nachbarn, dass wir samstag feiern",
        "schreib einen aushang fürs treppenhaus, dass wir samstag feiern und es laut wird",
    ],
)
def test_a_notice_for_the_house_stays_one(asked: str) -> None:
    assert "Liebe Nachbarinnen und Nachbarn," in answered_de(asked)
