"""Voice activity detection with the Silero VAD model that ships inside faster-whisper.

``speech_spans`` finds where speech is, ``trim_silence`` cuts leading and trailing silence
off a recording, and :class:`SpeechOnsetDetector` notices the user starting to talk while
Eddie speaks (barge-in by voice). All audio is 16 kHz mono float32.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brain.errors import VoiceUnavailable

from .audio import SAMPLE_RATE
from .locate import INSTALL_HINT

if TYPE_CHECKING:
    from .audio import Float32Array

WINDOW = 512  # samples per Silero window at 16 kHz (32 ms)


def _vad() -> Any:
    try:
        from faster_whisper import vad
    except ImportError as exc:
        raise VoiceUnavailable(
            "Voice activity detection needs faster-whisper, which is not installed.",
            hint=INSTALL_HINT,
        ) from exc
    return vad


def speech_spans(
    audio: Float32Array,
    *,
    threshold: float = 0.5,
    min_silence_ms: int = 300,
    min_speech_ms: int = 120,
    pad_ms: int = 0,
) -> list[tuple[float, float]]:
    """Start and end (seconds) of each stretch of speech in 16 kHz mono ``audio``."""
    if audio.size == 0:
        return []
    vad = _vad()
    options = vad.VadOptions(
        threshold=threshold,
        min_silence_duration_ms=min_silence_ms,
        min_speech_duration_ms=min_speech_ms,
        speech_pad_ms=pad_ms,
    )
    spans = vad.get_speech_timestamps(audio, options, sampling_rate=SAMPLE_RATE)
    return [(span["start"] / SAMPLE_RATE, span["end"] / SAMPLE_RATE) for span in spans]


def trim_silence(audio: Float32Array, *, pad_ms: int = 150) -> Float32Array:
    """``audio`` without its leading and trailing silence (``pad_ms`` kept on each side).

    Returns an empty array when there is no speech at all.
    """
    spans = speech_spans(audio)
    if not spans:
        return audio[:0]
    pad = pad_ms * SAMPLE_RATE // 1000
    start = max(0, int(spans[0][0] * SAMPLE_RATE) - pad)
    end = min(audio.size, int(spans[-1][1] * SAMPLE_RATE) + pad)
    return audio[start:end]


class SpeechOnsetDetector:
    """Feed microphone blocks; ``feed`` returns True once the user has started to talk.

    Speech means ``min_speech_ms`` of consecutive Silero windows above ``threshold`` and
    louder than ``min_level`` (0…1, as :func:`voice.audio.level_of`), so quiet echo of our
    own voice does not count. Costs well under a millisecond per 32 ms window.
    """

    def __init__(
        self, *, threshold: float = 0.6, min_speech_ms: int = 160, min_level: float = 0.35
    ) -> None:
        import numpy as np

        self.threshold = threshold
        self.min_level = min_level
        self._needed = max(1, min_speech_ms * SAMPLE_RATE // 1000 // WINDOW)
        self._model = _vad().get_vad_model()
        self._pending: Float32Array = np.zeros(0, dtype=np.float32)
        self._context: Float32Array = np.zeros(64, dtype=np.float32)
        self._state = (np.zeros((1, 1, 128), np.float32), np.zeros((1, 1, 128), np.float32))
        self._run = 0
        self.triggered = False

    def reset(self) -> None:
        import numpy as np

        self._pending = np.zeros(0, dtype=np.float32)
        self._context = np.zeros(64, dtype=np.float32)
        self._state = (np.zeros((1, 1, 128), np.float32), np.zeros((1, 1, 128), np.float32))
        self._run = 0
        self.triggered = False

    def feed(self, block: Float32Array) -> bool:
        import numpy as np

        from .audio import level_of

        self._pending = np.concatenate([self._pending, block.astype(np.float32, copy=False)])
        while not self.triggered and self._pending.size >= WINDOW:
            window, self._pending = self._pending[:WINDOW], self._pending[WINDOW:]
            probability = self._probability(window)
            self._context = window[-64:]
            loud = level_of(window) >= self.min_level
            self._run = self._run + 1 if probability >= self.threshold and loud else 0
            self.triggered = self._run >= self._needed
        return self.triggered

    def _probability(self, window: Float32Array) -> float:
        import numpy as np

        framed = np.concatenate([self._context, window])[None, :]
        # SileroVADModel.__call__ works on whole recordings; stream one window at a time and
        # carry the LSTM state (h, c) across windows.
        h, c = self._state
        probs, h, c = self._model.session.run(None, {"input": framed, "h": h, "c": c})
        self._state = (h, c)
        return float(np.asarray(probs).reshape(-1)[0])
