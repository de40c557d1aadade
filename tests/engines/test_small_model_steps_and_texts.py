"""What the offline default says to a how-to about the world, a message to write, a question
about privacy or memory, and a German low mood (issue 14, held-out set 10: "how do i screenshot
on windows" got a help page about the resident brain, "write a quick text to my landlord …"
made a project, "kannst du dir merken, was ich dir erzähle?" got the help on schedules)."""

from __future__ import annotations

import pytest

from brain.llm.guard import NO_STEPS
from brain.llm.scripted import Reply
from brain.llm.tiny_lines import known_answer, told
from brain.tools.help import search_help
from tests.engines.conftest import Hub

MADE_UP_STEPS = "Open the Command-Line Console and type chain replace, then press enter."


async def test_steps_the_small_model_would_make_up_get_the_honest_line(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP_STEPS))
    await small_hub.say("how would i put a new chain on my bike")
    last = (await small_hub.eddie_said())[-1].content
    assert last == NO_STEPS["en"]
    assert "Console" not in "".join(c.text for c in small_hub.frames_of("stream-chunk"))


async def test_a_how_to_about_vance_gets_its_help(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP_STEPS))
    await small_hub.say("how can i archive an old project")
    last = (await small_hub.eddie_said())[-1].content
    assert "archive" in last and "Console" not in last


async def test_a_german_how_to_about_the_world_gets_no_help_page(small_hub: Hub) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP_STEPS))
    await small_hub.say("wie stelle ich bei meinem fahrrad die bremsen nach")
    last = (await small_hub.eddie_said())[-1].content
    assert "##" not in last and "Console" not in last


@pytest.mark.parametrize(
    "topic",
    ["take a screenshot on a mac", "wie kann ich mir sachen notieren, die du dir merkst"],
)
def test_the_help_finds_nothing_for_what_it_never_speaks_of(topic: str) -> None:
    assert search_help(topic) == []


@pytest.mark.parametrize("topic", ["use a bigger model", "pause a worker", "turn the voice off"])
def test_the_help_still_finds_its_own_topics(topic: str) -> None:
    assert search_help(topic)


@pytest.mark.parametrize(
    ("said", "has", "lacks"),
    [
        (
            "could you write a short message to my neighbour saying the parcel came to my place",
            "the parcel came to my place.",
            "sent",
        ),
        (
            "help me word an email for my teacher that my son is ill today",
            "My son is ill today.",
            "invite",
        ),
        (
            "how should i tell my friend politely i cant come to his bbq on sunday",
            "I can't come to your bbq on Sunday.",
            "his",
        ),
        (
            "schreib bitte eine nachricht an meine mitbewohnerin, dass die waschmaschine "
            "schon wieder tropft",
            "Waschmaschine tropft schon wieder",
            "Sie",
        ),
        (
            "formulier mal ne mail an die hausverwaltung dass der aufzug nicht funktioniert",
            "Könnten Sie",
            "Einladung",
        ),
    ],
)
def test_a_message_asked_for_is_written_from_the_users_words(
    said: str, has: str, lacks: str
) -> None:
    answer = known_answer(said, "en") or ""
    assert has in answer, answer
    assert lacks not in answer


@pytest.mark.parametrize(
    "said",
    [
        "write a project plan for the new website",
        "message the garden worker that the beds are 2m wide",
        "text to speech in german",
    ],
)
def test_no_message_is_drafted_for_other_requests(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "could send" not in answer and "könntest du schreiben" not in answer


@pytest.mark.parametrize(
    "said",
    [
        "does eddie upload my chats anywhere",
        "are my messages here stored somewhere online?",
        "who could read what i write here",
        "sind meine daten bei dir sicher?",
        "speicherst du meine nachrichten irgendwo im internet",
    ],
)
def test_privacy_questions_hear_that_it_stays_local(said: str) -> None:
    answer = known_answer(said, "de" if "meine" in said else "en") or ""
    assert "computer" in answer or "Rechner" in answer, answer


@pytest.mark.parametrize(
    "said", ["can you send my sister a message", "is this private school any good"]
)
def test_other_questions_get_no_privacy_line(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "local database" not in answer


@pytest.mark.parametrize(
    "said", ["merkst du dir eigentlich was ich sage?", "will you store what we talk about"]
)
def test_memory_questions_hear_what_is_kept(said: str) -> None:
    answer = known_answer(said, "de" if "du" in said else "en") or ""
    assert "merk dir" in answer or "remember that" in answer, answer


@pytest.mark.parametrize(
    "said",
    [
        "mir geht es heute echt nicht besonders gut",
        "irgendwie ist mir grad alles zu viel",
        "ich fühl mich heute total leer",
    ],
)
def test_a_german_low_mood_is_heard(said: str) -> None:
    assert told(said)
    answer = known_answer(said, "de") or ""
    assert "leid" in answer or "schwer" in answer, answer


@pytest.mark.parametrize("said", ["mir geht es gut, danke", "geht es dir gut?"])
def test_feeling_fine_is_no_low_mood(said: str) -> None:
    assert not told(said)


@pytest.mark.parametrize(
    ("said", "has"),
    [
        ("walked 6 miles with the dog today, how many km is that", "9.66 kilometres"),
        ("ist 2096 eigentlich ein schaltjahr?", "Ja, 2096"),
    ],
)
async def test_a_sum_asked_with_news_or_read_as_help_is_worked_out(
    small_hub: Hub, said: str, has: str
) -> None:
    small_hub.script.add("eddie", Reply(text=MADE_UP_STEPS))
    await small_hub.say(said)
    assert has in (await small_hub.eddie_said())[-1].content


@pytest.mark.parametrize(
    "said", ["do you upload my stuff to some server?", "my friend forgot my birthday, whatever"]
)
def test_privacy_and_a_hurt_are_heard(said: str) -> None:
    answer = known_answer(said, "en") or ""
    assert "computer" in answer or "sorry" in answer.lower() or "hurt" in answer, answer
