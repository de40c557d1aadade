"""Text-to-speech: piper voices (en_US-joe-medium bundled), espeak-ng as the fallback.

:class:`Synthesizer` turns text into audio sentence by sentence, so the first sentence can
play while the rest is still being made. It does not apply the speech policy: what to say is
decided by :mod:`voice.policy`, which :class:`voice.speaker.Speaker` applies.

Voice per language (see :func:`voice.locate.find_piper_voice`): ``voice.voices[lang]``, then
``voice.tts_voice_path``, then the bundled English voice; with no piper voice for the language,
the Debian ``espeak-ng`` program speaks it; with neither, :class:`VoiceUnavailable`.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import threading
import wave
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from brain.errors import VoiceUnavailable

from .audio import AudioChunk
from .locate import (
    INSTALL_HINT,
    espeak_ng_path,
    espeak_ng_voice,
    find_piper_voice,
    primary_language,
)

if TYPE_CHECKING:
    from brain.config import Settings, VoiceSettings

    from .audio import Int16Array

_PIPER_VOICES: dict[Path, Any] = {}
_PIPER_LOCK = threading.Lock()
_SENTENCE_BREAK = re.compile(r"(?<=[.!?…])[\"')\]]*\s+|\n\s*")


@dataclass(frozen=True)
class VoiceChoice:
    """Which engine speaks a language, and with what."""

    engine: Literal["piper", "espeak-ng"]
    language: str
    model: Path | None = None  # piper .onnx
    espeak_voice: str | None = None

    def describe(self) -> str:
        if self.engine == "piper" and self.model is not None:
            return f"piper {self.model.name.removesuffix('.onnx')}"
        return f"espeak-ng {self.espeak_voice}"


def split_sentences(text: str) -> list[str]:
    """Plain text → sentences (the unit of streaming)."""
    return [part.strip() for part in _SENTENCE_BREAK.split(text) if part and part.strip()]


class Synthesizer:
    """Speech synthesis with a load-once piper voice per file and espeak-ng as fallback.

    Piper varies tone and timing at random (its noise scales), so the same text sounds a
    little different each time. ``variation=False`` turns that off: the same text gives the
    same audio every time (tests and benchmarks that must not depend on a random draw). Left
    out, it comes from the setting ``voice.variation`` (on by default).
    """

    def __init__(
        self, settings: Settings | VoiceSettings | None = None, *, variation: bool | None = None
    ) -> None:
        self._settings = settings
        if variation is None:
            voice = getattr(settings, "voice", settings)  # Settings or VoiceSettings
            variation = bool(getattr(voice, "variation", True))
        self.variation = variation

    def choose_voice(self, lang: str = "en") -> VoiceChoice:
        """The voice for ``lang``, without loading it; :class:`VoiceUnavailable` if none."""
        code = primary_language(lang)
        piper_voice = find_piper_voice(self._settings, lang)
        if piper_voice is not None:
            return VoiceChoice("piper", code, model=piper_voice.model)
        espeak = espeak_ng_voice(lang)
        if espeak is not None:
            return VoiceChoice("espeak-ng", code, espeak_voice=espeak)
        if espeak_ng_path() is None:
            hint = (
                f"Add a piper voice for '{code}' (setting voice.voices.{code} = path to .onnx), "
                "or install espeak-ng: sudo apt-get install espeak-ng."
            )
        else:
            hint = f"Add a piper voice for '{code}' (setting voice.voices.{code} = path to .onnx)."
        raise VoiceUnavailable(f"No voice speaks the language '{lang}'.", hint=hint)

    def load(self, lang: str = "en") -> VoiceChoice:
        """Load the voice for ``lang`` now (warm-up), so the first sentence starts quickly."""
        choice = self.choose_voice(lang)
        if choice.model is not None:
            _piper_voice(choice.model)
        return choice

    def synthesize_stream(self, text: str, lang: str = "en") -> Iterator[AudioChunk]:
        """One :class:`AudioChunk` (mono int16) per sentence, each as soon as it is ready."""
        choice = self.choose_voice(lang)
        for sentence in split_sentences(text):
            if choice.model is not None:
                voice = _piper_voice(choice.model)
                yield from _piper_chunks(voice, sentence, variation=self.variation)
            else:
                assert choice.espeak_voice is not None
                chunk = _espeak_chunk(choice.espeak_voice, sentence)
                if chunk.samples.size:
                    yield chunk

    def synthesize(self, text: str, lang: str = "en") -> AudioChunk:
        """All of ``text`` as one chunk."""
        import numpy as np

        chunks = list(self.synthesize_stream(text, lang))
        rate = chunks[0].sample_rate if chunks else 22_050
        samples = [c.samples for c in chunks]
        joined = np.concatenate(samples) if samples else np.zeros(0, dtype=np.int16)
        return AudioChunk(samples=joined, sample_rate=rate, text=text)

    def synthesize_wav(self, text: str, path: Path, lang: str = "en") -> float:
        """Write ``text`` as a mono 16-bit WAV file; returns its length in seconds."""
        audio = self.synthesize(text, lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        with wave.open(str(path), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(audio.sample_rate)
            wav.writeframes(audio.samples.tobytes())
        return audio.seconds


def _piper_voice(model: Path) -> Any:
    voice = _PIPER_VOICES.get(model)
    if voice is not None:
        return voice
    with _PIPER_LOCK:
        if model in _PIPER_VOICES:
            return _PIPER_VOICES[model]
        try:
            import onnxruntime
            from piper import PiperVoice
            from piper.config import PiperConfig
        except ImportError as exc:
            raise VoiceUnavailable(
                "Text-to-speech needs the Python package piper-tts, which is not installed.",
                hint=INSTALL_HINT,
            ) from exc
        load_errors: tuple[type[Exception], ...] = (
            *(OSError, ValueError, KeyError, RuntimeError),
            *_onnx_errors(),
        )
        try:
            config = json.loads(model.with_name(model.name + ".json").read_text(encoding="utf-8"))
            # Like PiperVoice.load, but with few threads that sleep instead of spinning: the
            # voice shares the CPU with the local model that is still writing the answer
            # (measured on 2 cores: first sentence 250 ms instead of 475 ms).
            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = _onnx_threads()
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            session = onnxruntime.InferenceSession(
                str(model), sess_options=options, providers=["CPUExecutionProvider"]
            )
            voice = PiperVoice(config=PiperConfig.from_dict(config), session=session)
        except load_errors as exc:
            raise VoiceUnavailable(
                f"Cannot load the piper voice {model}: {exc}",
                hint="Point the voice setting at a working piper .onnx voice.",
            ) from exc
        _PIPER_VOICES[model] = voice
        return voice


def _onnx_errors() -> tuple[type[Exception], ...]:
    """onnxruntime's own error classes (InvalidProtobuf, NoSuchFile, …)."""
    from onnxruntime.capi import onnxruntime_pybind11_state as state

    found = (getattr(state, name) for name in dir(state))
    return tuple(c for c in found if isinstance(c, type) and issubclass(c, Exception))


def _onnx_threads() -> int:
    cores = os.cpu_count() or 2
    return 1 if cores <= 2 else min(4, cores // 2)


def _piper_chunks(voice: Any, sentence: str, *, variation: bool = True) -> Iterator[AudioChunk]:
    config = None
    if not variation:  # the noise is drawn inside the ONNX graph, unseeded: scale it to zero
        from piper import SynthesisConfig

        config = SynthesisConfig(noise_scale=0.0, noise_w_scale=0.0)
    for chunk in voice.synthesize(sentence, syn_config=config):
        samples: Int16Array = chunk.audio_int16_array.reshape(-1)
        if chunk.sample_channels > 1:
            samples = samples[:: chunk.sample_channels]
        if samples.size:
            yield AudioChunk(samples=samples, sample_rate=chunk.sample_rate, text=sentence)


def _espeak_chunk(voice: str, sentence: str) -> AudioChunk:
    exe = espeak_ng_path()
    if exe is None:
        raise VoiceUnavailable(
            "The fallback voice needs espeak-ng, which is not installed.",
            hint="sudo apt-get install espeak-ng",
        )
    try:
        # Text on stdin, so text that starts with "-" is never taken for an option.
        result = subprocess.run(
            [exe, "--stdout", "-v", voice],
            input=sentence.encode("utf-8"),
            capture_output=True,
            timeout=60,
            check=True,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise VoiceUnavailable(f"espeak-ng failed: {exc}", hint="Run espeak-ng by hand.") from exc
    return AudioChunk(*_parse_wav(result.stdout), text=sentence)


def _parse_wav(data: bytes) -> tuple[Int16Array, int]:
    """Mono 16-bit samples and rate from WAV bytes. espeak-ng writes a placeholder data size
    when it writes to a pipe, so the data chunk is taken to run to the end."""
    import numpy as np

    if data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise VoiceUnavailable("espeak-ng returned no WAV audio.", hint="Run espeak-ng by hand.")
    pos, rate, channels = 12, 22_050, 1
    while pos + 8 <= len(data):
        tag, size = data[pos : pos + 4], int.from_bytes(data[pos + 4 : pos + 8], "little")
        body = pos + 8
        if tag == b"fmt ":
            channels = int.from_bytes(data[body + 2 : body + 4], "little")
            rate = int.from_bytes(data[body + 4 : body + 8], "little")
        elif tag == b"data":
            raw = data[body : min(len(data), body + size)]
            samples = np.frombuffer(raw[: len(raw) // 2 * 2], dtype="<i2").astype(np.int16)
            return samples[:: max(1, channels)], rate
        pos = body + size + (size & 1)
    return np.zeros(0, dtype=np.int16), rate
