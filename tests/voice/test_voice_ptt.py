"""The push-to-talk state machine, with fake recorder, transcriber and speaker."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import numpy as np
import pytest
from voice_fakes import FakeRecorder, FakeTranscriber

from brain.errors import VoiceUnavailable
from tests.conftest import wait_for
from voice.ptt import (
    Heard,
    LevelChanged,
    NothingHeard,
    PttEvent,
    PttState,
    PushToTalk,
    StateChanged,
    VoiceFailed,
)
from voice.speaker import Utterance


class FakeSpeaker:
    """Utterances finish when the test says so (``finish``) or on ``stop`` (barge-in)."""

    def __init__(self) -> None:
        self.utterances: list[Utterance] = []
        self.stops = 0
        self.current: Utterance | None = None

    def begin(self, lang: str | None = None) -> Utterance:
        self.current = Utterance(lang or "en")
        self.utterances.append(self.current)
        return self.current

    def said(self) -> list[list[str]]:
        """The speakable pieces of every closed utterance."""
        return [list(u.pieces()) for u in self.utterances]

    def stop(self) -> None:
        self.stops += 1
        if self.current is not None and not self.current.done:
            self.current.cancel()
            self.current.finish(False)

    def finish(self) -> None:
        assert self.current is not None
        self.current.finish(True)


class FakeDetector:
    def __init__(self) -> None:
        self.resets = 0

    def reset(self) -> None:
        self.resets += 1

    def feed(self, block: Any) -> bool:
        return bool(np.abs(block).max() > 0.5)


def _ptt(**kwargs: Any) -> tuple[PushToTalk, list[PttEvent]]:
    events: list[PttEvent] = []
    options: dict[str, Any] = {"recorder": FakeRecorder(), "transcriber": FakeTranscriber()}
    options.update(kwargs)
    return PushToTalk(emit=events.append, **options), events


def _state(ptt: PushToTalk) -> PttState:
    return ptt.state  # read through a call, so mypy does not narrow the property


def _states(events: list[PttEvent]) -> list[PttState]:
    return [e.state for e in events if isinstance(e, StateChanged)]


async def test_press_records_then_press_transcribes() -> None:
    ptt, events = _ptt()
    await ptt.press()
    assert _state(ptt) is PttState.RECORDING
    await ptt.press()
    assert _state(ptt) is PttState.IDLE
    assert _states(events) == [PttState.RECORDING, PttState.TRANSCRIBING, PttState.IDLE]
    heard = [e for e in events if isinstance(e, Heard)]
    assert len(heard) == 1 and heard[0].transcript.text == "open the inbox"


async def test_a_short_press_hears_nothing() -> None:
    ptt, events = _ptt(recorder=FakeRecorder(seconds=0.1))
    await ptt.press()
    await ptt.press()
    assert [type(e) for e in events if not isinstance(e, StateChanged)] == [NothingHeard]


async def test_silence_hears_nothing() -> None:
    transcriber = FakeTranscriber(text="")
    ptt, events = _ptt(transcriber=transcriber)
    await ptt.press()
    await ptt.press()
    assert transcriber.calls == 1
    assert any(isinstance(e, NothingHeard) for e in events)
    assert not any(isinstance(e, Heard) for e in events)


async def test_no_microphone_is_reported_not_raised() -> None:
    missing = VoiceUnavailable("No microphone (audio input device) found.", hint="Connect one.")
    ptt, events = _ptt(recorder=FakeRecorder(fail=missing))
    await ptt.press()
    assert _state(ptt) is PttState.IDLE
    failed = [e for e in events if isinstance(e, VoiceFailed)]
    assert failed and failed[0].error is missing


async def test_level_events_only_while_recording() -> None:
    recorder = FakeRecorder()
    ptt, events = _ptt(recorder=recorder)
    assert recorder.on_level is not None
    recorder.on_level(0.9)  # idle: ignored
    await ptt.press()
    threading.Thread(target=recorder.on_level, args=(0.5,)).start()  # from the audio thread
    await wait_for(lambda: any(isinstance(e, LevelChanged) for e in events))
    assert [e.level for e in events if isinstance(e, LevelChanged)] == [0.5]


async def test_presses_while_transcribing_are_ignored() -> None:
    transcriber = FakeTranscriber()
    transcriber.gate = asyncio.Event()
    ptt, _events = _ptt(transcriber=transcriber)
    await ptt.press()
    finishing = asyncio.create_task(ptt.press())
    await wait_for(lambda: ptt.state is PttState.TRANSCRIBING and transcriber.calls == 1)
    await ptt.press()  # ignored
    assert _state(ptt) is PttState.TRANSCRIBING
    transcriber.gate.set()
    await finishing
    assert _state(ptt) is PttState.IDLE and transcriber.calls == 1


async def test_speaking_then_idle() -> None:
    speaker = FakeSpeaker()
    ptt, _events = _ptt(speaker=speaker)
    speaking = asyncio.create_task(ptt.speak("Your inbox is empty."))
    await wait_for(lambda: ptt.state is PttState.SPEAKING)
    speaker.finish()
    assert await speaking is True
    assert _state(ptt) is PttState.IDLE
    assert speaker.said() == [["Your inbox is empty."]]


async def test_press_while_speaking_barges_in_and_records() -> None:
    speaker = FakeSpeaker()
    recorder = FakeRecorder()
    ptt, _events = _ptt(speaker=speaker, recorder=recorder)
    speaking = asyncio.create_task(ptt.speak("A very long answer."))
    await wait_for(lambda: ptt.state is PttState.SPEAKING)
    await ptt.press()
    assert speaker.stops == 1
    assert _state(ptt) is PttState.RECORDING and recorder.starts == 1
    assert await speaking is False
    assert _state(ptt) is PttState.RECORDING  # the interrupted answer does not reset the state


async def test_no_speaking_over_the_user() -> None:
    speaker = FakeSpeaker()
    ptt, _ = _ptt(speaker=speaker)
    await ptt.press()
    assert await ptt.speak("An answer.") is False
    assert speaker.utterances == []


async def test_voice_barge_in_when_the_user_starts_talking() -> None:
    speaker = FakeSpeaker()
    recorder = FakeRecorder()
    detector = FakeDetector()
    ptt, events = _ptt(speaker=speaker, recorder=recorder, voice_barge_in=detector)
    speaking = asyncio.create_task(ptt.speak("A long answer."))
    await wait_for(lambda: recorder.on_audio is not None)
    assert recorder.starts == 1 and detector.resets == 1  # listening while speaking
    on_audio = recorder.on_audio
    assert on_audio is not None
    on_audio(np.full(512, 0.01, np.float32))  # echo, quiet: nothing happens
    assert _state(ptt) is PttState.SPEAKING
    threading.Thread(target=on_audio, args=(np.full(512, 0.9, np.float32),)).start()
    await wait_for(lambda: ptt.state is PttState.RECORDING)
    assert speaker.stops == 1 and recorder.starts == 1  # the same recording goes on
    assert await speaking is False
    await ptt.press()
    assert any(isinstance(e, Heard) for e in events)


async def test_monitoring_ends_with_the_answer() -> None:
    speaker = FakeSpeaker()
    recorder = FakeRecorder()
    ptt, _ = _ptt(speaker=speaker, recorder=recorder, voice_barge_in=FakeDetector())
    speaking = asyncio.create_task(ptt.speak("Short."))
    await wait_for(lambda: recorder.on_audio is not None)
    speaker.finish()
    assert await speaking is True
    assert recorder.stops == 1 and recorder.on_audio is None and ptt.state is PttState.IDLE


@pytest.mark.parametrize("state_after", [PttState.IDLE])
async def test_close_stops_everything(state_after: PttState) -> None:
    speaker = FakeSpeaker()
    recorder = FakeRecorder()
    ptt, _ = _ptt(speaker=speaker, recorder=recorder)
    await ptt.press()
    await ptt.close()
    assert ptt.state is state_after and recorder.stops == 1 and speaker.stops == 1


async def test_streamed_answer_is_spoken_piece_by_piece() -> None:
    speaker = FakeSpeaker()
    ptt, _ = _ptt(speaker=speaker)
    started = ptt.begin_speaking("en")
    assert started is not None
    utterance, finished = started
    assert _state(ptt) is PttState.SPEAKING
    for token in ["Sure, ", "the **garden** ", "is watered. ", "See https://x.y ", "later."]:
        utterance.feed(token)
    utterance.close()
    speaker.finish()
    assert await finished is True
    assert _state(ptt) is PttState.IDLE
    assert speaker.said() == [["Sure, the garden is watered.", "See the link later."]]


async def test_cancelling_speak_keeps_the_state_machine_consistent() -> None:
    speaker = FakeSpeaker()
    ptt, _ = _ptt(speaker=speaker)
    speaking = asyncio.create_task(ptt.speak("A long answer."))
    await wait_for(lambda: ptt.state is PttState.SPEAKING)
    speaking.cancel()  # e.g. a Textual worker replaced by the next answer
    with pytest.raises(asyncio.CancelledError):
        await speaking
    assert _state(ptt) is PttState.SPEAKING and speaker.stops == 0  # still talking
    speaker.finish()
    await wait_for(lambda: ptt.state is PttState.IDLE)


async def test_speech_is_heard_with_the_users_project_names_and_eddies_commands() -> None:
    transcriber = FakeTranscriber()
    ptt, _events = _ptt(transcriber=transcriber)
    await ptt.press()
    await ptt.press()
    assert "Create a project called" in (transcriber.vocabularies[-1] or "")  # the commands
    ptt.set_projects(["quokka_notes", "garden_planner"])
    await ptt.press()
    await ptt.press()
    said = transcriber.vocabularies[-1] or ""
    assert "quokka notes" in said and "garden planner" in said
