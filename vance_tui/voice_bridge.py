"""Voice in the app: push-to-talk, spoken answers and barge-in, around ``voice.ptt``.

The bridge owns the window's :class:`voice.ptt.PushToTalk` (built by
:func:`voice.ptt.make_push_to_talk` in a thread, on first need) and turns its events into
app messages: the state and the live level for the voice indicator, the transcript as spoken
user input, failures as notes. It feeds Eddie's answers to the speaker while they stream, so
speech starts before the answer is complete. What is spoken is decided by the speech policy
inside the speaker (:mod:`voice.policy`): the ``message`` only, never ``info``.

The voice package (and sounddevice, whisper, piper behind it) loads on first use, off the
event loop. When anything is missing, the user gets one clear note and the app carries on;
nothing here imports the voice package at start-up.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from textual.message import Message

from vance_tui.messages import ErrorArrived, SpokenInput
from vance_tui.safety import clean_line

if TYPE_CHECKING:
    from brain import ChatMessage
    from vance_tui.client_api import VanceClient

DEFAULT_LANGUAGE = "en"


# --- messages to the app ---------------------------------------------------------------------


@dataclass
class VoiceStateChanged(Message):
    """``starting``, ``recording``, ``transcribing``, ``speaking`` or ``idle``."""

    state: str


@dataclass
class VoiceLevel(Message):
    """The microphone level while recording, 0…1 (at most ~20 per second)."""

    level: float


# --- what the bridge needs of the voice package ------------------------------------------------


class UtteranceLike(Protocol):
    def feed(self, text: str) -> None: ...
    def close(self) -> None: ...
    def cancel(self) -> None: ...


class PushToTalkLike(Protocol):
    language: str | None

    @property
    def state(self) -> Any: ...
    def set_projects(self, names: Sequence[str]) -> None: ...
    async def press(self) -> None: ...
    def barge_in(self) -> None: ...
    def begin_speaking(
        self, lang: str | None = None
    ) -> tuple[UtteranceLike, asyncio.Task[bool]] | None: ...
    async def close(self) -> None: ...


Emit = Callable[[Any], None]


class PttFactory(Protocol):
    """Builds a push-to-talk (blocking; run in a thread). ``listen``/``speak``: those parts
    must work now, else :class:`VoiceUnavailableError`; see ``voice.ptt.make_push_to_talk``."""

    def __call__(
        self, emit: Emit, settings: Any, lang: str, *, listen: bool, speak: bool
    ) -> PushToTalkLike: ...


class VoiceUnavailableError(Exception):
    """Voice cannot work here: ``message`` says what is missing, ``hint`` how to fix it."""

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint


def default_ptt(
    emit: Emit, settings: Any, lang: str, *, listen: bool, speak: bool
) -> PushToTalkLike:
    """The real push-to-talk: microphone, whisper and piper (``voice.ptt``)."""
    try:
        from brain import UserFacingError
        from voice.ptt import make_push_to_talk
    except ImportError as exc:  # pragma: no cover - the voice package ships with the app
        raise VoiceUnavailableError(
            f"{exc}.", "Install the voice extra: pip install 'vance[voice]'."
        ) from exc
    try:
        return make_push_to_talk(emit, settings, lang, listen=listen, speak=speak)
    except UserFacingError as exc:
        raise VoiceUnavailableError(exc.message, exc.hint) from exc


# --- reading the brain's settings ---------------------------------------------------------------


def output_default(settings: Any) -> bool:
    """The ``voice.output`` setting: speak answers from the start."""
    return bool(getattr(getattr(settings, "voice", None), "output", False))


# --- the bridge ------------------------------------------------------------------------------


class VoiceBridge:
    """Push-to-talk and spoken answers for one app window."""

    def __init__(self, post: Callable[[Message], Any], factory: PttFactory | None = None) -> None:
        self._post = post
        self._factory: PttFactory = factory or default_ptt
        self._ptt: PushToTalkLike | None = None
        self._client: VanceClient | None = None
        self._listen_ok = False  # the microphone and the speech model were checked
        self._speak_ok = False  # a voice and a speaker were checked
        self._starting = False
        self._generation = itertools.count(1)
        self._current = 0  # events of older push-to-talks are dropped
        self._state = "idle"
        self._streams: dict[str, UtteranceLike | None] = {}  # stream id → what speaks it
        self._tasks: set[asyncio.Task[bool]] = set()
        self.settings: Any = None
        self.language = DEFAULT_LANGUAGE
        self.output = False  # speak the answers
        self.connected = False

    @property
    def state(self) -> str:
        """What the push-to-talk is doing: ``idle``, ``recording``, ``transcribing``,
        ``speaking``."""
        return self._state

    # --- session -------------------------------------------------------------------------------

    async def follow_session(self, client: VanceClient, session_id: str) -> None:
        """The window shows ``session_id``: take the brain's voice settings (the first time)
        and the session's language (every time)."""
        first = not self.connected
        self._client = client
        if first:
            self.connected = True
            self.settings = await client.settings()
        language = await client.language(session_id)
        if language:
            self.set_language(language)
        if first and output_default(self.settings) and not self.output:
            await self.set_output(True)

    def set_language(self, language: str) -> None:
        """Speak (and transcribe) in ``language`` from now on."""
        self.language = language
        if self._ptt is not None:
            self._ptt.language = language

    # --- push-to-talk --------------------------------------------------------------------------

    async def press(self) -> None:
        """The push-to-talk key: start recording, or stop and send. While Eddie speaks it
        stops him at once (barge-in) and starts recording."""
        if self._starting:
            return
        self.stop_speaking()
        ptt = await self._ensure(listen=True)
        if ptt is not None:
            if self._client is not None and ptt.state == "idle":  # about to record: hear the
                names = [p.name for p in await self._client.projects()]  # user's project names
                ptt.set_projects(names)
            await ptt.press()

    def stop_speaking(self) -> bool:
        """Barge-in: silence now. True when something was being said."""
        if self._ptt is None or self._state != "speaking":
            return False
        self._ptt.barge_in()
        return True

    # --- spoken answers ------------------------------------------------------------------------

    async def set_output(self, on: bool) -> bool:
        """Speak the answers, or stop; returns the new setting (off when speaking cannot work:
        the note says why)."""
        if not on:
            self.output = False
            self.stop_speaking()
            return False
        self.output = await self._ensure(speak=True) is not None
        return self.output

    def stream(self, stream_id: str, text: str) -> None:
        """A chunk of a streamed answer: speak it as soon as a piece of it is complete."""
        if stream_id not in self._streams:
            self._streams[stream_id] = self._begin()  # None: this answer is not spoken
        utterance = self._streams[stream_id]
        if utterance is not None:
            utterance.feed(text)

    def stream_ended(self, stream_id: str) -> None:
        """The stream ended without an answer: what it said so far is not finished."""
        utterance = self._streams.pop(stream_id, None)
        if utterance is not None:
            utterance.cancel()

    def message_arrived(self, message: ChatMessage) -> None:
        """A new message in the transcript (not history): speak an answer or a relay; a new
        user message ends what is still being said."""
        if message.role == "user":
            self.stop_speaking()
            return
        stream_id = message.meta.stream_id
        if message.meta.interrupted:  # the user stopped this answer: say no more of it
            if stream_id is not None:
                self.stream_ended(stream_id)
            return
        if stream_id is not None and stream_id in self._streams:
            utterance = self._streams.pop(stream_id)
            if utterance is not None:
                utterance.close()  # its text arrived chunk by chunk
            return
        if message.role != "assistant" or message.meta.kind == "error":
            return
        utterance = self._begin()
        if utterance is not None:
            utterance.feed(message.content)  # the message only: ``info`` is never spoken
            utterance.close()

    async def close(self) -> None:
        ptt, self._ptt = self._ptt, None
        if ptt is not None:
            await _retire(ptt)

    # --- internals -----------------------------------------------------------------------------

    def _begin(self) -> UtteranceLike | None:
        if self._ptt is None or not self.output:
            return None
        started = self._ptt.begin_speaking(self.language)
        if started is None:  # the user is talking: the answer is only shown
            return None
        utterance, task = started
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return utterance

    async def _ensure(self, *, listen: bool = False, speak: bool = False) -> PushToTalkLike | None:
        """The push-to-talk, built (again) when a part it needs was not checked yet."""
        ptt = self._ptt
        unchecked = (listen and not self._listen_ok) or (speak and not self._speak_ok)
        if ptt is not None and (not unchecked or self._state != "idle"):
            return ptt  # busy: use it as it is; a problem shows when the part is used
        listen_now, speak_now = self._listen_ok or listen, self._speak_ok or speak
        generation = next(self._generation)
        self._starting = True
        if listen:
            self._post(VoiceStateChanged("starting"))
        try:
            built = await asyncio.to_thread(
                self._factory,
                self._emitter(generation),
                self.settings,
                self.language,
                listen=listen_now,
                speak=speak_now,
            )
        except VoiceUnavailableError as exc:
            what = "voice unavailable" if listen else "Answers cannot be spoken"
            self._post(ErrorArrived(f"{what}: {exc.message}", exc.hint))
            return None
        finally:
            self._starting = False
            if listen:
                self._post(VoiceStateChanged(self._state))
        self._ptt, self._current = built, generation
        self._listen_ok, self._speak_ok = listen_now, speak_now
        if ptt is not None:
            await _retire(ptt)
        return built

    def _emitter(self, generation: int) -> Emit:
        def emit(event: Any) -> None:
            if generation == self._current:
                self._on_event(event)

        return emit

    def _on_event(self, event: Any) -> None:
        """Called on the loop by the state machine. Events are matched by name, so this
        module does not import the voice package."""
        name = type(event).__name__
        if name == "StateChanged":
            self._state = str(getattr(event.state, "value", event.state))
            self._post(VoiceStateChanged(self._state))
        elif name == "LevelChanged":
            self._post(VoiceLevel(float(event.level)))
        elif name == "Heard":
            self._post(SpokenInput(clean_line(event.transcript.text, 10_000)))
        elif name == "NothingHeard":
            self._post(
                ErrorArrived(
                    "Heard nothing.", "Press F5, talk, then press F5 again to send what you said."
                )
            )
        elif name == "VoiceFailed":
            error = event.error
            hint = getattr(error, "hint", None)
            if self._state == "speaking":  # the speaker failed: stop trying until asked again
                if not self.output:
                    return  # said already (an answer queued behind the one that failed)
                self.output = False
                self._speak_ok = False
                after = "Then /voice on to try again."
                hint = f"{hint} {after}" if hint else after
                self._post(ErrorArrived(f"Answers are not spoken: {error.message}", hint))
            else:
                self._post(ErrorArrived(f"voice: {error.message}", hint))


async def _retire(ptt: PushToTalkLike) -> None:
    """Stop a push-to-talk and end its speaker's thread."""
    await ptt.close()
    close = getattr(getattr(ptt, "speaker", None), "close", None)
    if callable(close):
        await asyncio.to_thread(close)
