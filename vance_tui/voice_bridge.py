"""Push-to-talk in the app: wraps ``voice.ptt.PushToTalk`` events into app messages.

The voice package (and sounddevice, whisper, piper behind it) loads on the first press, off
the event loop. When anything is missing the press ends in one clear note
("voice unavailable: …") and the app carries on; nothing here is imported at start-up.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any, Protocol

from textual.message import Message

from vance_tui.messages import ErrorArrived, SpokenInput, VoiceState
from vance_tui.safety import clean_line

STATE_TEXT = {
    "recording": "● recording — press again to send",
    "transcribing": "transcribing…",
    "speaking": "♪ speaking — press to interrupt",
    "idle": "",
}


class PushToTalkLike(Protocol):
    async def press(self) -> None: ...
    async def speak(self, text: str, lang: str | None = None) -> bool: ...
    async def close(self) -> None: ...


Emit = Callable[[Any], None]
PttFactory = Callable[[Emit], PushToTalkLike]


class VoiceUnavailableError(Exception):
    """Voice cannot work here; ``str(err)`` says why (shown after "voice unavailable: ")."""


def default_ptt(emit: Emit) -> PushToTalkLike:
    """The real push-to-talk: microphone, whisper and (if available) piper. Blocking: run it
    in a thread. Raises :class:`VoiceUnavailableError` with the reason."""
    try:
        from brain.errors import UserFacingError
        from voice.audio import Recorder
        from voice.devices import default_device
        from voice.ptt import PushToTalk
        from voice.stt import Transcriber
    except ImportError as exc:  # the voice extra is not installed
        raise VoiceUnavailableError(f"{exc}. Install it with: pip install 'vance[voice]'") from exc
    try:
        default_device("input")
        transcriber = Transcriber(None)
        transcriber.model_path  # noqa: B018 - raises when no speech model is installed
    except UserFacingError as exc:
        raise VoiceUnavailableError(exc.full_text()) from exc
    threading.Thread(target=transcriber.load, name="vance-stt-load", daemon=True).start()
    speaker = _speaker()
    return PushToTalk(recorder=Recorder(), transcriber=transcriber, speaker=speaker, emit=emit)


def _speaker() -> Any:
    """Piper for the answers, or None (answers are then shown, not spoken)."""
    try:
        from brain.errors import UserFacingError
        from voice.speaker import Speaker
        from voice.tts import Synthesizer

        speaker = Speaker(Synthesizer(None), lang="en")
        speaker.check("en")
    except (ImportError, UserFacingError):
        return None
    return speaker


class VoiceBridge:
    """Owns the push-to-talk state machine of one app window."""

    def __init__(self, post: Callable[[Message], Any], factory: PttFactory | None = None) -> None:
        self._post = post
        self._factory = factory or default_ptt
        self._ptt: PushToTalkLike | None = None
        self.spoken_turn = False  # the last input was spoken: speak the answer

    @property
    def loaded(self) -> bool:
        return self._ptt is not None

    async def press(self) -> None:
        if self._ptt is None:
            self._post(VoiceState("starting voice…"))
            try:
                self._ptt = await asyncio.to_thread(self._factory, self._emit)
            except VoiceUnavailableError as exc:
                self._post(VoiceState(""))
                self._post(ErrorArrived(f"voice unavailable: {exc}", None))
                return
        await self._ptt.press()

    async def speak(self, text: str, lang: str | None = None) -> None:
        if self._ptt is not None and self.spoken_turn:
            await self._ptt.speak(text, lang)

    async def close(self) -> None:
        if self._ptt is not None:
            await self._ptt.close()

    def _emit(self, event: Any) -> None:
        """Called on the loop by the state machine; events are matched by name so this
        module does not import the voice package."""
        name = type(event).__name__
        if name == "StateChanged":
            state = str(getattr(event.state, "value", event.state))
            self._post(VoiceState(STATE_TEXT.get(state, state)))
        elif name == "Heard":
            self.spoken_turn = True
            self._post(SpokenInput(clean_line(event.transcript.text, 10_000)))
        elif name == "NothingHeard":
            self._post(VoiceState(""))
            self._post(ErrorArrived("Heard nothing — hold the key a little longer.", None))
        elif name == "VoiceFailed":
            error = event.error
            self._post(ErrorArrived(f"voice: {error.message}", getattr(error, "hint", None)))
