"""Audio I/O: a 16 kHz mono :class:`Recorder` with a level meter and a :class:`Player` whose
``stop()`` is barge-in (playback stops at once).

Both talk to the sound card through the small device interfaces in :mod:`voice.devices`
(sounddevice by default), so tests pass fakes.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .devices import (
    InputDevice,
    OutputDevice,
    SoundDeviceInput,
    SoundDeviceOutput,
    StreamLike,
    stream_error,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Int16Array = npt.NDArray[np.int16]
    Float32Array = npt.NDArray[np.float32]

SAMPLE_RATE = 16_000  # what the recorder delivers (whisper's rate)


@dataclass(frozen=True)
class AudioChunk:
    """A piece of mono 16-bit audio, usually one synthesized sentence."""

    samples: Int16Array
    sample_rate: int
    text: str = ""

    @property
    def seconds(self) -> float:
        return len(self.samples) / self.sample_rate if self.sample_rate else 0.0


# --- recording ---------------------------------------------------------------------------------


def level_of(block: Float32Array) -> float:
    """Loudness of a block for a meter: 0.0 (silence, ≤ -60 dBFS) … 1.0 (full scale)."""
    import numpy as np

    if block.size == 0:
        return 0.0
    rms = float(np.sqrt(np.mean(np.square(block, dtype=np.float64))))
    if rms <= 1e-6:
        return 0.0
    return min(1.0, max(0.0, 1.0 + 20.0 * math.log10(rms) / 60.0))


def resample(audio: Float32Array, from_rate: int, to_rate: int) -> Float32Array:
    """Linear resampling; good enough for speech recognition."""
    import numpy as np

    if from_rate == to_rate or audio.size == 0:
        return audio.astype(np.float32, copy=False)
    count = round(audio.size * to_rate / from_rate)
    positions = np.linspace(0, audio.size - 1, count)
    return np.interp(positions, np.arange(audio.size), audio).astype(np.float32)


class Recorder:
    """Records 16 kHz mono float32 from the microphone between ``start()`` and ``stop()``.

    ``on_level`` gets a 0…1 loudness per block (about 30 per second) on the audio thread;
    ``on_audio`` gets the block itself (16 kHz mono float32), e.g. for a speech detector.
    """

    def __init__(
        self,
        device: InputDevice | None = None,
        *,
        on_level: Callable[[float], None] | None = None,
        on_audio: Callable[[Float32Array], None] | None = None,
        max_seconds: float = 120.0,
    ) -> None:
        self._device: InputDevice = device or SoundDeviceInput()
        self.on_level = on_level
        self.on_audio = on_audio  # each raw block, on the audio thread (e.g. a speech detector)
        self.max_seconds = max_seconds
        self._blocks: list[Float32Array] = []
        self._samples = 0
        self._rate = SAMPLE_RATE
        self._stream: StreamLike | None = None
        self._lock = threading.Lock()

    @property
    def recording(self) -> bool:
        return self._stream is not None

    @property
    def seconds(self) -> float:
        return self._samples / self._rate

    def start(self) -> None:
        if self._stream is not None:
            return
        with self._lock:
            self._blocks, self._samples = [], 0
        stream, self._rate = self._device.open(SAMPLE_RATE, self._on_block)
        try:
            stream.start()
        except Exception as exc:
            stream.close()
            raise stream_error(exc, "input") from exc
        self._stream = stream

    def stop(self) -> Float32Array:
        """Stop and return everything recorded, as 16 kHz mono float32."""
        import numpy as np

        stream, self._stream = self._stream, None
        if stream is not None:
            stream.abort()
            stream.close()
        with self._lock:
            blocks, self._blocks = self._blocks, []
        audio = np.concatenate(blocks) if blocks else np.zeros(0, dtype=np.float32)
        return resample(audio.astype(np.float32, copy=False), self._rate, SAMPLE_RATE)

    def _on_block(self, block: Float32Array) -> None:
        with self._lock:
            if self._samples < self.max_seconds * self._rate:
                self._blocks.append(block)
                self._samples += len(block)
        if self.on_level is not None:
            self.on_level(level_of(block))
        if self.on_audio is not None:
            self.on_audio(resample(block, self._rate, SAMPLE_RATE))


# --- playback ----------------------------------------------------------------------------------


class Player:
    """Plays a stream of :class:`AudioChunk` while it is still being produced.

    ``play`` blocks its calling thread (run it in a worker thread; the chunks iterator may
    synthesize lazily there). ``stop`` may be called from any thread: it aborts the output
    stream at once (buffered audio is dropped) and makes ``play`` return.
    """

    def __init__(self, device: OutputDevice | None = None) -> None:
        self._device: OutputDevice = device or SoundDeviceOutput()
        self._lock = threading.Lock()
        self._queue: deque[Int16Array] = deque()
        self._offset = 0
        self._input_done = False
        self._stopped = threading.Event()
        self._drained = threading.Event()
        self._stream: StreamLike | None = None
        self._playing = False
        self._rate = SAMPLE_RATE
        self.first_sample_at: float | None = None  # perf_counter() of the first sample handed out
        self.stopped_at: float | None = None

    @property
    def playing(self) -> bool:
        return self._playing

    def play(self, chunks: Iterable[AudioChunk]) -> bool:
        """Play all ``chunks``; True when played to the end, False when stopped (barge-in)."""
        self._reset()
        rate: int | None = None
        try:
            for chunk in chunks:
                if self._stopped.is_set():
                    break
                if chunk.samples.size == 0:
                    continue
                if rate is not None and chunk.sample_rate != rate:
                    self._finish_stream()  # a new voice mid-way: drain, then reopen at its rate
                    if self._stopped.is_set():
                        break
                    self._reset(keep_stop=True)
                if self._stream is None:
                    rate = chunk.sample_rate
                    self._open(rate)
                with self._lock:
                    self._queue.append(chunk.samples)
            if not self._stopped.is_set() and self._stream is not None:
                self._finish_stream()
        finally:
            self._close()
        return not self._stopped.is_set()

    def stop(self) -> None:
        """Barge-in: silence now; ``play`` returns without playing the rest."""
        self._stopped.set()
        self.stopped_at = time.perf_counter()
        with self._lock:
            self._queue.clear()
            stream = self._stream
        if stream is not None:
            stream.abort()
        self._drained.set()

    # internals

    def _reset(self, keep_stop: bool = False) -> None:
        with self._lock:
            self._queue.clear()
            self._offset = 0
            self._input_done = False
        self._drained.clear()
        if not keep_stop:
            self._stopped.clear()
            self.first_sample_at = None
            self.stopped_at = None
        self._playing = True

    def _open(self, rate: int) -> None:
        self._rate = rate
        stream = self._device.open(rate, self._fill, self._drained.set)
        with self._lock:
            self._stream = stream
        if self._stopped.is_set():
            return
        try:
            stream.start()
        except Exception as exc:
            raise stream_error(exc, "output") from exc

    def _finish_stream(self) -> None:
        with self._lock:
            self._input_done = True
            queued = sum(len(samples) for samples in self._queue) - self._offset
        # The device reports the end; a stuck device must not hang us forever.
        if not self._drained.wait(timeout=queued / self._rate + 2.0):
            with self._lock:
                stream = self._stream
            if stream is not None:
                stream.abort()
        self._close()

    def _close(self) -> None:
        with self._lock:
            stream, self._stream = self._stream, None
        if stream is not None:
            stream.close()
        self._playing = False

    def _fill(self, out: Int16Array) -> bool:
        """Audio callback: copy queued samples into ``out``; False once everything is played."""
        written = 0
        with self._lock:
            if self._stopped.is_set():
                out.fill(0)
                return False
            while written < len(out) and self._queue:
                head = self._queue[0]
                take = min(len(out) - written, len(head) - self._offset)
                out[written : written + take] = head[self._offset : self._offset + take]
                written += take
                self._offset += take
                if self._offset >= len(head):
                    self._queue.popleft()
                    self._offset = 0
            done = self._input_done and not self._queue
        out[written:] = 0
        if written and self.first_sample_at is None:
            self.first_sample_at = time.perf_counter()
        return not done
