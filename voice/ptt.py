"""Push-to-talk: one small state machine shared by the TUI and ``vance listen``.

    idle ──press──▶ recording ──press──▶ transcribing ──▶ idle   (emits Heard / NothingHeard)
    idle ──speak() / begin_speaking()──▶ speaking ──done──▶ idle
    speaking ──press──▶ recording        (barge-in: playback stops at once)
    speaking ──user starts talking──▶ recording   (optional, ``voice_barge_in=True``)

It knows no UI: it runs on an asyncio loop and reports through ``emit(event)`` with small
typed events (always called on the loop's thread). The TUI wraps them into Textual messages;
``vance listen`` prints them. Blocking work (opening the microphone, whisper) runs in threads.
:func:`make_push_to_talk` builds one on the real microphone, whisper and piper.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from brain.errors import UserFacingError, VoiceUnavailable

if TYPE_CHECKING:
    from brain.config import Settings, VoiceSettings

    from .audio import Float32Array
    from .speaker import Utterance
    from .stt import Transcript

MIN_SECONDS = 0.3  # shorter presses are treated as "nothing said"
LEVEL_INTERVAL = 0.05  # at most 20 level events per second


class PttState(StrEnum):
    IDLE = "idle"
    RECORDING = "recording"
    TRANSCRIBING = "transcribing"
    SPEAKING = "speaking"


@dataclass(frozen=True)
class StateChanged:
    state: PttState


@dataclass(frozen=True)
class LevelChanged:
    level: float  # 0…1, for a meter next to the recording indicator


@dataclass(frozen=True)
class Heard:
    transcript: Transcript  # send ``transcript.text`` as the user's message, marked as spoken


@dataclass(frozen=True)
class NothingHeard:
    seconds: float


@dataclass(frozen=True)
class VoiceFailed:
    error: UserFacingError  # ``error.message`` + ``error.hint`` for the user


PttEvent = StateChanged | LevelChanged | Heard | NothingHeard | VoiceFailed


class RecorderLike(Protocol):
    on_level: Callable[[float], None] | None
    on_audio: Callable[[Float32Array], None] | None

    def start(self) -> None: ...
    def stop(self) -> Float32Array: ...


class TranscriberLike(Protocol):
    async def transcribe_async(
        self, audio: Float32Array, *, language: str | None = None, vocabulary: str | None = None
    ) -> Transcript: ...


class SpeakerLike(Protocol):
    def begin(self, lang: str | None = None) -> Utterance: ...
    def stop(self) -> None: ...


class OnsetDetectorLike(Protocol):
    def reset(self) -> None: ...
    def feed(self, block: Float32Array) -> bool: ...


class PushToTalk:
    def __init__(
        self,
        *,
        recorder: RecorderLike,
        transcriber: TranscriberLike,
        emit: Callable[[PttEvent], None],
        speaker: SpeakerLike | None = None,
        language: str | None = None,
        voice_barge_in: OnsetDetectorLike | None = None,
    ) -> None:
        """``voice_barge_in``: a :class:`voice.vad.SpeechOnsetDetector` to stop playback when
        the user starts talking (needs headphones or echo cancellation); None: key only."""
        self.recorder = recorder
        self.transcriber = transcriber
        self.speaker = speaker
        self.language = language
        self._emit = emit
        self._detector = voice_barge_in
        self._state = PttState.IDLE
        self._loop: asyncio.AbstractEventLoop | None = None
        self._last_level = 0.0
        self._utterance: Utterance | None = None
        self._monitoring = False
        self._mic = asyncio.Lock()  # one start/stop of the recorder at a time
        self.vocabulary: str | None = None
        """Whisper's initial prompt: Eddie's commands and the user's project names (see
        :meth:`set_projects`); None until set (then the commands alone are used)."""
        recorder.on_level = self._on_level

    def set_projects(self, names: Sequence[str]) -> None:
        """Bias speech-to-text toward these project names (and Eddie's commands)."""
        from .stt import vocabulary_prompt

        self.vocabulary = vocabulary_prompt(list(names))

    @property
    def state(self) -> PttState:
        return self._state

    async def press(self) -> None:
        """The push-to-talk key."""
        self._loop = asyncio.get_running_loop()
        if self._state is PttState.IDLE:
            await self._start_recording()
        elif self._state is PttState.SPEAKING:
            self.barge_in()
            await self._start_recording()
        elif self._state is PttState.RECORDING:
            await self._finish_recording()
        # TRANSCRIBING: the press is ignored until the transcript is there.

    def barge_in(self) -> None:
        """Stop speaking at once (the key, or the user starting to talk)."""
        if self.speaker is not None:
            self.speaker.stop()
        if self._state is PttState.SPEAKING:
            self._set_state(PttState.IDLE)

    async def speak(self, text: str, lang: str | None = None) -> bool:
        """Speak ``text`` (the speech policy applies) unless the user is talking.

        Returns True when it was spoken to the end, False when interrupted or not spoken.
        Cancelling the caller does not stop the sound (that is :meth:`barge_in`) and leaves
        the state machine consistent.
        """
        spoken = self.begin_speaking(lang)
        if spoken is None:
            return False
        utterance, finished = spoken
        utterance.feed(text)
        utterance.close()
        return await asyncio.shield(finished)

    def begin_speaking(
        self, lang: str | None = None
    ) -> tuple[Utterance, asyncio.Task[bool]] | None:
        """Start speaking streamed text: ``feed`` the utterance tokens as they arrive, then
        ``close`` it. The task ends when speaking ends (True: spoken to the end).

        None when there is no speaker or the user is talking (the text is only shown then).
        """
        self._loop = asyncio.get_running_loop()
        if self.speaker is None or self._state in (PttState.RECORDING, PttState.TRANSCRIBING):
            return None
        try:
            utterance = self.speaker.begin(lang or self.language)
        except UserFacingError as exc:
            self._emit(VoiceFailed(exc))
            return None
        self._utterance = utterance
        self._set_state(PttState.SPEAKING)
        return utterance, asyncio.create_task(self._follow(utterance))

    async def _follow(self, utterance: Utterance) -> bool:
        await self._start_monitor()
        completed = await utterance.wait_async()
        if utterance.error is not None:
            self._emit(VoiceFailed(utterance.error))
        if self._utterance is utterance:
            self._utterance = None
            if self._state is PttState.SPEAKING:
                self._set_state(PttState.IDLE)
                await self._stop_monitor()  # unless a press took its audio over meanwhile
        return bool(completed)

    async def close(self) -> None:
        """Stop speaking and recording (the UI is going away)."""
        self.barge_in()
        async with self._mic:
            if self._state is PttState.RECORDING or self._monitoring:
                self._monitoring = False
                self.recorder.on_audio = None
                await asyncio.to_thread(self.recorder.stop)
        self._set_state(PttState.IDLE)

    # recording

    async def _start_recording(self) -> None:
        async with self._mic:
            if self._monitoring:  # already listening for barge-in: keep that audio
                self._monitoring = False
                self.recorder.on_audio = None
            else:
                try:
                    await asyncio.to_thread(self.recorder.start)
                except UserFacingError as exc:
                    self._emit(VoiceFailed(exc))
                    self._set_state(PttState.IDLE)
                    return
            self._set_state(PttState.RECORDING)

    async def _finish_recording(self) -> None:
        self._set_state(PttState.TRANSCRIBING)
        async with self._mic:
            audio = await asyncio.to_thread(self.recorder.stop)
        seconds = audio.size / 16_000
        try:
            if seconds < MIN_SECONDS:
                self._emit(NothingHeard(seconds))
                return
            if self.vocabulary is None:
                self.set_projects([])
            transcript = await self.transcriber.transcribe_async(
                audio, language=self.language, vocabulary=self.vocabulary
            )
            if transcript.text.strip():
                self._emit(Heard(transcript))
            else:
                self._emit(NothingHeard(seconds))
        except UserFacingError as exc:
            self._emit(VoiceFailed(exc))
        finally:
            self._set_state(PttState.IDLE)

    # barge-in by voice

    async def _start_monitor(self) -> None:
        if self._detector is None:
            return
        async with self._mic:
            if self._monitoring or self._state is not PttState.SPEAKING:
                return
            self._detector.reset()
            self.recorder.on_audio = self._on_monitor_audio
            try:
                await asyncio.to_thread(self.recorder.start)
            except UserFacingError:
                self.recorder.on_audio = None  # no microphone: the key still barges in
                return
            self._monitoring = True

    async def _stop_monitor(self) -> None:
        async with self._mic:
            if self._monitoring:
                self._monitoring = False
                self.recorder.on_audio = None
                await asyncio.to_thread(self.recorder.stop)

    def _on_monitor_audio(self, block: Float32Array) -> None:  # audio thread
        if self._detector is not None and self._detector.feed(block) and self._loop is not None:
            self.recorder.on_audio = None
            self._loop.call_soon_threadsafe(self._voice_barge_in)

    def _voice_barge_in(self) -> None:
        if self._state is PttState.SPEAKING and self._monitoring:
            self._utterance = None
            self.barge_in()
            self._monitoring = False
            self._set_state(PttState.RECORDING)

    # events

    def _on_level(self, level: float) -> None:  # audio thread
        now = time.perf_counter()
        if self._state is not PttState.RECORDING or now - self._last_level < LEVEL_INTERVAL:
            return
        self._last_level = now
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._emit_level, level)

    def _emit_level(self, level: float) -> None:
        if self._state is PttState.RECORDING:
            self._emit(LevelChanged(level))

    def _set_state(self, state: PttState) -> None:
        if state is not self._state:
            self._state = state
            self._emit(StateChanged(state))


# --- the real parts -----------------------------------------------------------------------------


def make_push_to_talk(
    emit: Callable[[PttEvent], None],
    settings: Settings | VoiceSettings | None = None,
    lang: str = "en",
    *,
    listen: bool = True,
    speak: bool = True,
    recorder: RecorderLike | None = None,
    transcriber: TranscriberLike | None = None,
    speaker: SpeakerLike | None = None,
) -> PushToTalk:
    """A :class:`PushToTalk` on the microphone, whisper and piper, configured by ``settings``
    (models and voices) in the language ``lang``. Blocking (imports, device queries): call it
    in a thread.

    ``listen``: the microphone and the speech model must be there; ``speak``: a voice for
    ``lang`` and a speaker must be there. A required part that is missing raises
    :class:`brain.errors.VoiceUnavailable` (message + hint); the models of the required parts
    warm up in daemon threads. Parts that are not required are built unchecked and report
    problems when first used (:class:`VoiceFailed`). Parts passed in are used as they are.
    """
    import threading

    if recorder is None:
        from .audio import Recorder

        if listen:
            from .devices import default_device

            _require("numpy", "Recording")
            default_device("input")
        recorder = Recorder()
    if transcriber is None:
        from .stt import Transcriber

        whisper = Transcriber(settings)
        if listen:
            _require("faster_whisper", "Speech-to-text")
            whisper.model_path  # noqa: B018 - raises VoiceUnavailable when there is no model
            threading.Thread(
                target=_warm, args=(whisper.load,), name="vance-stt-load", daemon=True
            ).start()
        transcriber = whisper
    if speaker is None:
        from .speaker import Speaker
        from .tts import Synthesizer

        piper = Speaker(Synthesizer(settings), lang=lang)
        if speak:
            _require("numpy", "Speaking")
            piper.check(lang)
            threading.Thread(
                target=_warm,
                args=(piper.synthesizer.load, lang),
                name="vance-tts-load",
                daemon=True,
            ).start()
        speaker = piper
    return PushToTalk(
        recorder=recorder, transcriber=transcriber, speaker=speaker, emit=emit, language=lang
    )


def _warm(load: Callable[..., object], *args: object) -> None:
    """Load a model ahead of its first use; a failure is reported when it is used."""
    with contextlib.suppress(UserFacingError):
        load(*args)


def _require(module: str, what: str) -> None:
    from .locate import INSTALL_HINT, is_installed

    if not is_installed(module):
        raise VoiceUnavailable(
            f"{what} needs the Python package {module}, which is not installed.",
            hint=INSTALL_HINT,
        )
