"""Fake audio devices for the voice tests: the test plays the sound card."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

from brain.errors import VoiceUnavailable
from voice.stt import Segment, Timings, Transcript


class FakeOutputStream:
    """Stands in for a sounddevice output stream. The test pulls audio like a sound card
    would (``pull``) and the stream records when it was started, aborted and closed."""

    def __init__(self, rate: int, fill: Callable[[Any], bool], finished: Callable[[], None]):
        self.rate = rate
        self._fill = fill
        self._finished = finished
        self.started_at: float | None = None
        self.aborted_at: float | None = None
        self.closed = False
        self.ended = False
        self.played: list[Any] = []

    def start(self) -> None:
        self.started_at = time.perf_counter()

    def abort(self) -> None:
        self.aborted_at = time.perf_counter()
        self._end()

    def close(self) -> None:
        self.closed = True

    def pull(self, frames: int = 1024) -> bool:
        """One audio callback; False once the stream has ended."""
        import numpy as np

        if self.ended:
            return False
        out = np.full(frames, 12345, dtype=np.int16)  # garbage the player must overwrite
        more = self._fill(out)
        self.played.append(out.copy())
        if not more:
            self._end()
        return more

    def _end(self) -> None:
        if not self.ended:
            self.ended = True
            self._finished()

    def samples(self) -> Any:
        import numpy as np

        return np.concatenate(self.played) if self.played else np.zeros(0, np.int16)


class FakeOutput:
    """An :class:`voice.audio.OutputDevice` handing out :class:`FakeOutputStream` objects."""

    def __init__(self) -> None:
        self.streams: list[FakeOutputStream] = []
        self.opened = threading.Event()

    def open(
        self, sample_rate: int, fill: Callable[[Any], bool], finished: Callable[[], None]
    ) -> FakeOutputStream:
        stream = FakeOutputStream(sample_rate, fill, finished)
        self.streams.append(stream)
        self.opened.set()
        return stream

    def pump(self, until: Callable[[], bool], frames: int = 1024, limit: int = 100_000) -> None:
        """Pull audio from the current stream until ``until()`` or the stream ends."""
        assert self.opened.wait(10), "the player never opened a stream"
        for _ in range(limit):
            stream = self.streams[-1]
            if until() or not stream.pull(frames):
                return


class FakeInputStream:
    def __init__(self, on_block: Callable[[Any], None]) -> None:
        self.on_block = on_block
        self.started = False
        self.stopped = False

    def start(self) -> None:
        self.started = True

    def abort(self) -> None:
        self.stopped = True

    def close(self) -> None:
        self.stopped = True


class FakeInput:
    """An :class:`voice.audio.InputDevice`; the test feeds blocks with ``push``."""

    def __init__(self, rate: int = 16_000) -> None:
        self.rate = rate
        self.stream: FakeInputStream | None = None

    def open(
        self, sample_rate: int, on_block: Callable[[Any], None]
    ) -> tuple[FakeInputStream, int]:
        self.stream = FakeInputStream(on_block)
        return self.stream, self.rate

    def push(self, block: Any) -> None:
        assert self.stream is not None and self.stream.started
        self.stream.on_block(block)


def tone(seconds: float, rate: int = 22_050, amplitude: int = 8000) -> Any:
    """A 440 Hz int16 tone (stands in for synthesized speech where words do not matter)."""
    import numpy as np

    t = np.arange(int(seconds * rate)) / rate
    return (amplitude * np.sin(2 * np.pi * 440 * t)).astype(np.int16)


class FakeRecorder:
    def __init__(self, seconds: float = 1.0, fail: VoiceUnavailable | None = None) -> None:
        self.on_level: Callable[[float], None] | None = None
        self.on_audio: Callable[[Any], None] | None = None
        self.seconds = seconds
        self.fail = fail
        self.starts = 0
        self.stops = 0

    def start(self) -> None:
        if self.fail:
            raise self.fail
        self.starts += 1

    def stop(self) -> Any:
        self.stops += 1
        return __import__("numpy").zeros(int(self.seconds * 16_000), "float32")


class FakeTranscriber:
    def __init__(self, text: str = "open the inbox") -> None:
        self.text = text
        self.gate: asyncio.Event | None = None
        self.calls = 0
        self.vocabularies: list[str | None] = []

    async def transcribe_async(
        self, audio: Any, *, language: str | None = None, vocabulary: str | None = None
    ) -> Transcript:
        self.vocabularies.append(vocabulary)
        self.calls += 1
        if self.gate is not None:
            await self.gate.wait()
        seconds = audio.size / 16_000
        segments = [Segment(start=0.0, end=seconds, text=self.text)] if self.text else []
        return Transcript(
            text=self.text,
            language="en",
            segments=segments,
            timings=Timings(load_ms=0.0, audio_s=seconds, elapsed_ms=1.0),
        )
