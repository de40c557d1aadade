"""Voice in the app: push-to-talk with a level meter, spoken answers, barge-in, /voice, the
language, and a machine without sound. No audio device: the push-to-talk is the real state
machine built by ``voice.ptt.make_push_to_talk`` on a fake recorder and transcriber, and a
real speaker (speech policy, queue, thread) on a fake synthesizer and player."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import numpy as np
import pytest
from textual.pilot import Pilot
from tui_fakes import EDDIE, HUB, FakeClient
from tui_helpers import help_rows, notes, settle, submit

from brain.errors import VoiceUnavailable
from brain.events.frames import StreamAborted, StreamChunk
from vance_tui.app import VanceApp
from vance_tui.voice_bridge import VoiceUnavailableError
from vance_tui.widgets.message import MessageView, NoteView
from vance_tui.widgets.voice_indicator import VoiceIndicator, meter
from voice.audio import AudioChunk
from voice.ptt import PushToTalk, make_push_to_talk
from voice.speaker import Speaker
from voice.stt import Segment, Timings, Transcript

MakeApp = Callable[..., VanceApp]
SIZE = (120, 40)


# --- fakes -----------------------------------------------------------------------------------


class FakeRecorder:
    def __init__(self, seconds: float = 1.0) -> None:
        self.on_level: Callable[[float], None] | None = None
        self.on_audio: Callable[[Any], None] | None = None
        self.seconds = seconds
        self.starts = 0
        self.stops = 0

    def start(self) -> None:
        self.starts += 1

    def stop(self) -> Any:
        self.stops += 1
        return np.zeros(int(self.seconds * 16_000), np.float32)


class FakeTranscriber:
    def __init__(self, text: str = "what is on my list") -> None:
        self.text = text
        self.languages: list[str | None] = []
        self.vocabularies: list[str | None] = []

    async def transcribe_async(
        self, audio: Any, *, language: str | None = None, vocabulary: str | None = None
    ) -> Transcript:
        self.vocabularies.append(vocabulary)
        self.languages.append(language)
        seconds = audio.size / 16_000
        return Transcript(
            text=self.text,
            language=language or "en",
            segments=[Segment(start=0.0, end=seconds, text=self.text)],
            timings=Timings(load_ms=0.0, audio_s=seconds, elapsed_ms=1.0),
        )


class FakeSynthesizer:
    """Records each speakable piece and the language it was spoken in."""

    def __init__(self) -> None:
        self.pieces: list[tuple[str, str]] = []

    def synthesize_stream(self, text: str, lang: str = "en") -> Iterator[AudioChunk]:
        self.pieces.append((text, lang))
        yield AudioChunk(np.zeros(2205, np.int16), 22_050, text)

    def texts(self) -> list[str]:
        return [text for text, _ in self.pieces]


class FakePlayer:
    """Plays everything it is given, then holds the last sound until ``release`` is set
    (set by default) or it is stopped (barge-in)."""

    def __init__(self) -> None:
        self.stops = 0
        self.playing = threading.Event()
        self.release = threading.Event()
        self.release.set()
        self.fail: VoiceUnavailable | None = None
        self._stopped = threading.Event()

    def play(self, chunks: Iterable[AudioChunk]) -> bool:
        if self.fail is not None:
            raise self.fail
        self._stopped.clear()
        for _ in chunks:
            self.playing.set()
            if self._stopped.is_set():
                break
        while not (self.release.is_set() or self._stopped.is_set()):
            time.sleep(0.005)
        self.playing.clear()
        return not self._stopped.is_set()

    def stop(self) -> None:
        self.stops += 1
        self._stopped.set()


class Voice:
    """The parts of the push-to-talk, and a factory with the app's signature."""

    def __init__(self) -> None:
        self.recorder = FakeRecorder()
        self.transcriber = FakeTranscriber()
        self.synthesizer = FakeSynthesizer()
        self.player = FakePlayer()
        self.built: list[dict[str, Any]] = []
        self.made: list[PushToTalk] = []
        self.missing: dict[str, VoiceUnavailableError] = {}  # "listen" / "speak"

    def factory(
        self, emit: Any, settings: Any, lang: str, *, listen: bool, speak: bool
    ) -> PushToTalk:
        self.built.append({"settings": settings, "lang": lang, "listen": listen, "speak": speak})
        for part, needed in (("listen", listen), ("speak", speak)):
            if needed and part in self.missing:
                raise self.missing[part]
        speaker = Speaker(self.synthesizer, self.player, lang=lang)  # type: ignore[arg-type]
        ptt = make_push_to_talk(
            emit,
            settings,
            lang,
            listen=False,  # the parts are given: nothing to check
            speak=False,
            recorder=self.recorder,
            transcriber=self.transcriber,
            speaker=speaker,
        )
        self.made.append(ptt)
        return ptt


@pytest.fixture
def voice() -> Voice:
    return Voice()


async def until(pilot: Pilot[Any], condition: Callable[[], bool], timeout: float = 5.0) -> None:
    """Wait for the speaker thread (or the loop) to get somewhere."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await pilot.pause(0.01)
    await settle(pilot)


def indicator(app: VanceApp) -> VoiceIndicator:
    return app.query_one(VoiceIndicator)


def error_notes(app: VanceApp) -> list[tuple[str, str | None]]:
    return [(n.text, n.hint) for n in app.query(NoteView) if n.kind == "error"]


def answer_with(content: str, **kw: Any) -> Any:
    async def reply(client: FakeClient, session_id: str, text: str) -> None:
        client.say(content, **kw)

    return reply


# --- push-to-talk ----------------------------------------------------------------------------


async def test_push_to_talk_shows_recording_with_level_and_sends_spoken_input(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert not indicator(app).display  # hidden while voice is idle
        await pilot.press("f5")
        await settle(pilot)
        assert voice.recorder.starts == 1
        assert indicator(app).display
        assert "● recording" in indicator(app).text and "F5 to stop" in indicator(app).text
        assert voice.built[0]["listen"] and voice.built[0]["settings"] is fake.settings_

        on_level = voice.recorder.on_level
        assert on_level is not None
        for level in (0.9, 0.2, 0.6):
            on_level(level)
            await pilot.pause(0.06)  # the state machine passes at most 20 levels a second
        await settle(pilot)
        assert list(indicator(app).levels) == [0.9, 0.2, 0.6]
        assert meter([0.9, 0.2, 0.6]) in indicator(app).text

        await pilot.press("ctrl+t")
        await settle(pilot)
        assert fake.sent == [(HUB, "what is on my list", True)]
        (user,) = app.query(MessageView)
        assert user.message is not None and user.message.meta.spoken
        assert "spoken" in str(user.query_one(".message-header").render())
        assert voice.transcriber.languages == ["en"]
        assert "garden planner" in (voice.transcriber.vocabularies[0] or "")  # a project name
        assert not indicator(app).display


async def test_a_press_too_short_to_hear_says_so(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    voice.recorder.seconds = 0.1
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5", "f5")
        await settle(pilot)
        assert error_notes(app)[0][0] == "Heard nothing."
        assert fake.sent == []


# --- spoken answers --------------------------------------------------------------------------


async def test_answers_are_spoken_when_voice_is_on_and_not_when_off(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    fake.on_send = answer_with("Two things: **seeds** and soil.", info="- seeds\n- soil")
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "what is on my list?")
        await pilot.pause(0.05)
        assert voice.made == [] and voice.synthesizer.pieces == []  # off by default

        await submit(pilot, "/voice on")
        assert notes(app)[-1].startswith("Voice **on**: Eddie's answers are spoken in **en**")
        assert voice.built[-1]["speak"] and not voice.built[-1]["listen"]
        await submit(pilot, "and now?")
        await until(pilot, lambda: bool(voice.synthesizer.pieces))
        assert voice.synthesizer.texts() == ["Two things: seeds and soil."]  # never the info
        await until(pilot, lambda: app.voice.state == "idle")

        await submit(pilot, "/voice off")
        await submit(pilot, "and again?")
        await until(pilot, lambda: len(app.query(MessageView)) == 6)  # the answer is shown
        await settle(pilot)
        assert voice.synthesizer.texts() == ["Two things: seeds and soil."]  # and not spoken


async def test_a_streamed_answer_is_spoken_while_it_arrives(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/voice on")
        for part in ("Sure. Beans go ", "in the north bed, "):
            fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="st1", text=part))
        await until(pilot, lambda: "Sure." in voice.synthesizer.texts())
        (view,) = app.query(MessageView)
        assert view.streaming  # still being written, already being spoken
        fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="st1", text="5 cm."))
        fake.say("Sure. Beans go in the north bed, 5 cm.", meta={"stream_id": "st1"})
        await until(pilot, lambda: app.voice.state == "idle")
        spoken = " ".join(voice.synthesizer.texts())
        assert spoken.count("Sure.") == 1 and "north bed" in spoken  # once, not again at the end

        # A stream that ends without an answer (the model called a tool) stops mid-way.
        fake.publish(StreamChunk(session_id=HUB, process_id=EDDIE, stream_id="st2", text="Let"))
        fake.publish(StreamAborted(session_id=HUB, process_id=EDDIE, stream_id="st2"))
        await settle(pilot)
        assert not any("Let" in text for text in voice.synthesizer.texts())


async def test_relayed_worker_text_goes_through_the_speech_policy(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/voice on")
        fake.say(
            "The plan is in /home/me/garden/plan.md:\n\n```\nbeds = 3\n```",
            author="arthur · garden_planner",
            engine="arthur",
            project="garden_planner",
        )
        await until(pilot, lambda: bool(voice.synthesizer.pieces))
        await until(pilot, lambda: app.voice.state == "idle")
        assert voice.synthesizer.texts() == ["The plan is in the file:"]


async def test_voice_output_setting_speaks_from_the_start(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    speaking = fake.settings_.voice.model_copy(update={"output": True})
    fake.settings_ = fake.settings_.model_copy(update={"voice": speaking})
    fake.on_send = answer_with("Hello there.")
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.voice.output
        await submit(pilot, "hi")
        await until(pilot, lambda: voice.synthesizer.texts() == ["Hello there."])


async def test_the_voice_key_toggles_spoken_answers(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)
        assert app.voice.output
        await pilot.press("f4")
        await settle(pilot)
        assert not app.voice.output
        toasts = [n.message for n in app.toasts]
        assert toasts[0].startswith("Voice on") and toasts[-1].startswith("Voice off")
        await submit(pilot, "/voice")
        assert "Voice output is **off**" in notes(app)[-1]


async def test_help_lists_voice(make_app: MakeApp, fake: FakeClient) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/help")
        shown = dict(help_rows(app))
        assert "F4" in shown["/voice [on|off]"] and "push-to-talk" in shown["f5 / ctrl+t"]


# --- barge-in --------------------------------------------------------------------------------


async def test_pressing_the_key_while_eddie_speaks_stops_him_and_records(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    voice.player.release.clear()  # the answer keeps playing until stopped
    fake.on_send = answer_with("Beans first. Then peas.")
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/voice on")
        await submit(pilot, "what first?")
        await until(pilot, voice.player.playing.is_set)
        assert app.voice.state == "speaking"
        assert "♪ speaking" in indicator(app).text
        stops = voice.player.stops
        await pilot.press("f5")
        await settle(pilot)
        assert voice.player.stops > stops  # barge-in: the player was stopped
        assert app.voice.state == "recording" and voice.recorder.starts == 1
        assert "● recording" in indicator(app).text
        await pilot.press("f5")
        await settle(pilot)
        assert fake.sent[-1] == (HUB, "what is on my list", True)


async def test_escape_or_a_new_message_stops_speaking(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    voice.player.release.clear()
    fake.on_send = answer_with("A long answer.")
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/voice on")
        await submit(pilot, "tell me")
        await until(pilot, voice.player.playing.is_set)
        stops = voice.player.stops
        await pilot.press("escape")
        await until(pilot, lambda: app.voice.state == "idle")
        assert voice.player.stops > stops and not indicator(app).display

        fake.say("Another one.")
        await until(pilot, voice.player.playing.is_set)
        stops = voice.player.stops
        fake.on_send = None
        await submit(pilot, "never mind")
        await until(pilot, lambda: app.voice.state == "idle")
        assert voice.player.stops > stops


# --- language --------------------------------------------------------------------------------


async def test_speech_follows_the_session_language_and_lang(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    await fake.cascade.set("chat.language", "fr", scope="process", scope_id=EDDIE)
    fake.on_send = answer_with("Bonjour.")
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.voice.language == "fr"
        await submit(pilot, "/voice on")
        assert voice.built[-1]["lang"] == "fr"
        await submit(pilot, "salut")
        await until(pilot, lambda: voice.synthesizer.pieces == [("Bonjour.", "fr")])

        await submit(pilot, "/lang DE")
        assert app.voice.language == "de"
        fake.on_send = answer_with("Guten Tag.")
        await submit(pilot, "hallo")
        await until(pilot, lambda: ("Guten Tag.", "de") in voice.synthesizer.pieces)
        await until(pilot, lambda: app.voice.state == "idle")
        await pilot.press("f5", "f5")
        await settle(pilot)
        assert voice.transcriber.languages == ["de"]


# --- without sound ---------------------------------------------------------------------------


async def test_no_microphone_is_one_clear_note_and_the_app_keeps_working(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    voice.missing["listen"] = VoiceUnavailableError(
        "No microphone (audio input device) found.", "Connect one."
    )
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        assert error_notes(app) == [
            ("voice unavailable: No microphone (audio input device) found.", "Connect one.")
        ]
        assert not indicator(app).display
        await submit(pilot, "typed still works")
        assert fake.sent == [(HUB, "typed still works", False)]


async def test_no_speaker_keeps_voice_off_with_a_note(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    voice.missing["speak"] = VoiceUnavailableError("No speaker (audio output device) found.")
    fake.on_send = answer_with("Fine.")
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/voice on")
        assert error_notes(app) == [
            ("Answers cannot be spoken: No speaker (audio output device) found.", None)
        ]
        assert not app.voice.output
        await submit(pilot, "hi")
        assert fake.sent == [(HUB, "hi", False)] and voice.synthesizer.pieces == []


async def test_a_speaker_that_fails_while_speaking_turns_voice_off_once(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    voice.player.fail = VoiceUnavailable(
        "Cannot open the speaker: busy", hint="Close the other app."
    )
    fake.on_send = answer_with("One. Two.")
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await submit(pilot, "/voice on")
        await submit(pilot, "count")
        await until(pilot, lambda: bool(error_notes(app)))
        shown = len(app.query(MessageView))
        await submit(pilot, "again")
        await until(pilot, lambda: len(app.query(MessageView)) == shown + 2)  # asked, answered
        await settle(pilot)
        (note,) = error_notes(app)
        assert note[0] == "Answers are not spoken: Cannot open the speaker: busy"
        assert note[1] is not None and "/voice on" in note[1]
        assert not app.voice.output


async def test_the_real_voice_stack_without_a_sound_card(
    make_app: MakeApp, fake: FakeClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The default factory (``voice.ptt.make_push_to_talk``) on a machine whose PortAudio
    sees no devices: each need gets a note that says what is missing."""
    import sys
    import types

    sounddevice = types.ModuleType("sounddevice")

    class PortAudioError(Exception):
        pass

    def query_devices(device: Any = None, kind: str | None = None) -> Any:
        raise PortAudioError("Error querying device -1")

    sounddevice.PortAudioError = PortAudioError  # type: ignore[attr-defined]
    sounddevice.query_devices = query_devices  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "sounddevice", sounddevice)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        await submit(pilot, "/voice on")
        texts = [text for text, _ in error_notes(app)]
        assert len(texts) == 2
        assert texts[0].startswith("voice unavailable: ")
        assert texts[1].startswith("Answers cannot be spoken: ")
        assert not app.voice.output
        await submit(pilot, "still here")
        assert fake.sent == [(HUB, "still here", False)]


async def test_quitting_stops_the_microphone(
    make_app: MakeApp, fake: FakeClient, voice: Voice
) -> None:
    app = make_app(ptt_factory=voice.factory)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        assert app.voice.state == "recording"
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert voice.recorder.stops == 1 and fake.closed
