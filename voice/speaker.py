"""Speaking Eddie's messages: speech policy → synthesis → playback, never blocking the caller.

``Speaker.say(text)`` (whole text) and ``Speaker.begin()`` (streamed tokens:
``utterance.feed(token)`` … ``utterance.close()``) queue an :class:`Utterance` and return at
once; a single worker thread speaks the queue in order. ``Speaker.stop()`` is barge-in: the
sound stops at once and everything queued is dropped.

Text passes through :class:`voice.policy.SpeechStream`, so only speakable pieces are spoken
and the first piece starts playing while the model is still writing the rest.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections.abc import Callable, Iterator

from brain.errors import VoiceUnavailable

from .audio import AudioChunk, Player
from .devices import default_device
from .locate import primary_language
from .policy import SpeechStream
from .tts import Synthesizer

_END = object()


class Utterance:
    """One thing to say, possibly still being written. Thread-safe."""

    def __init__(self, lang: str, generation: int = 0) -> None:
        self.lang = lang
        self.generation = generation
        self._stream = SpeechStream()
        self._pieces: queue.Queue[object] = queue.Queue()
        self._lock = threading.Lock()
        self._closed = False
        self.cancelled = False
        self.completed: bool | None = None  # True: spoken to the end; False: stopped or failed
        self.error: VoiceUnavailable | None = None
        self.first_audio_at: float | None = None  # perf_counter() of the first synthesized audio
        self.spoken: list[str] = []  # the pieces that started playing, for tests and logs
        self._done = threading.Event()
        self._callbacks: list[Callable[[Utterance], None]] = []

    def feed(self, text: str) -> None:
        with self._lock:
            if self._closed:
                return
            for piece in self._stream.feed(text):
                self._pieces.put(piece)

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
            for piece in self._stream.close():
                self._pieces.put(piece)
        self._pieces.put(_END)

    def cancel(self) -> None:
        self.cancelled = True
        with self._lock:
            self._closed = True
        self._pieces.put(_END)

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    async def wait_async(self) -> bool | None:
        """Wait without blocking the event loop; returns ``completed``."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()

        def resolve() -> None:
            if not future.done():
                future.set_result(None)

        def wake(_: Utterance) -> None:
            loop.call_soon_threadsafe(resolve)

        self.add_done_callback(wake)
        await future
        return self.completed

    def add_done_callback(self, callback: Callable[[Utterance], None]) -> None:
        with self._lock:
            if not self._done.is_set():
                self._callbacks.append(callback)
                return
        callback(self)

    def pieces(self) -> Iterator[str]:
        """The speakable pieces, blocking until each is complete; ends at close or cancel."""
        while not self.cancelled:
            piece = self._pieces.get()
            if piece is _END or self.cancelled:
                return
            assert isinstance(piece, str)
            yield piece

    def finish(self, completed: bool) -> None:
        """Mark it done: spoken to the end (``completed``) or not. Called by whoever speaks it
        (the :class:`Speaker` worker, or a stand-in in tests); later calls change nothing."""
        with self._lock:
            self.completed = completed and not self.cancelled
            self._done.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback(self)


class Speaker:
    """Queue of utterances spoken by one worker thread through a :class:`Player`."""

    def __init__(
        self,
        synthesizer: Synthesizer | None = None,
        player: Player | None = None,
        *,
        lang: str = "en",
        on_error: Callable[[VoiceUnavailable], None] | None = None,
    ) -> None:
        self.synthesizer = synthesizer or Synthesizer()
        self.player = player or Player()
        self.lang = lang
        self.on_error = on_error
        self._queue: queue.Queue[Utterance | None] = queue.Queue()
        self._current: Utterance | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._generation = 0  # bumped by stop(): older utterances are cancelled

    def check(self, lang: str | None = None, *, device: bool = True) -> str:
        """Raise :class:`VoiceUnavailable` unless a voice (and a speaker) is there.

        Returns a description of the voice. Fast: loads nothing.
        """
        choice = self.synthesizer.choose_voice(lang or self.lang)
        if device:
            default_device("output")
        return choice.describe()

    @property
    def speaking(self) -> bool:
        current = self._current
        return (current is not None and not current.done) or not self._queue.empty()

    def say(self, text: str, lang: str | None = None) -> Utterance:
        """Speak ``text`` (through the speech policy) after what is already queued."""
        utterance = self.begin(lang)
        utterance.feed(text)
        utterance.close()
        return utterance

    def begin(self, lang: str | None = None) -> Utterance:
        """Start an utterance to ``feed`` streamed text into; ``close`` it when complete."""
        utterance = Utterance(primary_language(lang or self.lang), self._generation)
        self._ensure_thread()
        self._queue.put(utterance)
        return utterance

    def stop(self) -> None:
        """Barge-in: silence at once and drop everything queued."""
        self._generation += 1
        while True:
            try:
                queued = self._queue.get_nowait()
            except queue.Empty:
                break
            if queued is not None:
                queued.cancel()
                queued.finish(False)
        current = self._current
        if current is not None:
            current.cancel()
        self.player.stop()

    def close(self) -> None:
        """Stop speaking and end the worker thread."""
        self.stop()
        with self._lock:
            thread, self._thread = self._thread, None
        if thread is not None:
            self._queue.put(None)
            thread.join(timeout=5)

    def _ensure_thread(self) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="vance-speaker", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while (utterance := self._queue.get()) is not None:
            # Set current before checking the generation: a concurrent stop() bumps the
            # generation first and reads current second, so it cannot miss this utterance.
            self._current = utterance
            if utterance.generation != self._generation:
                utterance.cancel()
            if utterance.cancelled:
                self._current = None
                utterance.finish(False)
                continue
            completed = False
            try:
                completed = self.player.play(self._chunks(utterance))
            except VoiceUnavailable as exc:
                utterance.error = exc
                if self.on_error is not None:
                    self.on_error(exc)
            finally:
                self._current = None
                utterance.finish(completed)

    def _chunks(self, utterance: Utterance) -> Iterator[AudioChunk]:
        for piece in utterance.pieces():
            for index, chunk in enumerate(
                self.synthesizer.synthesize_stream(piece, utterance.lang)
            ):
                if utterance.cancelled:
                    return
                if index == 0:
                    utterance.spoken.append(piece)
                if utterance.first_audio_at is None:
                    utterance.first_audio_at = time.perf_counter()
                yield chunk
