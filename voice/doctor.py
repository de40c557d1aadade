"""Voice health checks for ``vance doctor``.

Fast: no model is loaded and faster-whisper / piper are never imported (packages are found
with ``importlib.util.find_spec``). Only the device checks import ``sounddevice``, and only
when PortAudio is there. Every check is optional: Vance works without voice.
"""

from __future__ import annotations

import ctypes.util
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from brain.diagnostics import Check
from brain.errors import VoiceUnavailable

from .locate import (
    INSTALL_HINT,
    espeak_ng_path,
    find_stt_model,
    find_vad_model,
    is_installed,
    voice_settings,
)

if TYPE_CHECKING:
    from brain.config import Settings, VoiceSettings

    from .tts import Synthesizer

LIBRARIES = {
    "faster_whisper": "faster-whisper",
    "piper": "piper-tts",
    "sounddevice": "sounddevice",
    "numpy": "numpy",
}


def checks(settings: Settings | VoiceSettings | None = None) -> list[Check]:
    """One :class:`Check` per voice part: libraries, PortAudio, devices, models, voices."""
    result = [_libraries()]
    portaudio = _portaudio()
    result.append(portaudio)
    for kind in ("input", "output"):
        result.append(_device(kind, portaudio.ok))
    result.append(_guard("speech-to-text model", lambda: _stt(settings)))
    result.append(
        _guard("voice activity detection", lambda: f"Silero VAD ({find_vad_model().name})")
    )
    result.extend(_voices(settings))
    return result


def _check(name: str, ok: bool, detail: str, fix: str | None = None) -> Check:
    return Check(name=f"voice: {name}", ok=ok, detail=detail, fix=fix, optional=True)


def _guard(name: str, detail: Callable[[], str]) -> Check:
    try:
        return _check(name, True, detail())
    except VoiceUnavailable as exc:
        return _check(name, False, exc.message, exc.hint)


def _libraries() -> Check:
    missing = [pkg for module, pkg in LIBRARIES.items() if not is_installed(module)]
    if missing:
        return _check("libraries", False, f"not installed: {', '.join(missing)}", INSTALL_HINT)
    return _check("libraries", True, ", ".join(LIBRARIES.values()))


def _portaudio() -> Check:
    if ctypes.util.find_library("portaudio") is None:
        return _check(
            "PortAudio",
            False,
            "the PortAudio library (libportaudio2) is not installed",
            "sudo apt-get install libportaudio2",
        )
    return _check("PortAudio", True, "libportaudio found")


def _device(kind: Literal["input", "output"], portaudio_ok: bool) -> Check:
    name = "microphone" if kind == "input" else "speaker"
    if not portaudio_ok or not is_installed("sounddevice"):
        return _check(
            name,
            False,
            "cannot check without PortAudio and sounddevice",
            "install PortAudio first (sudo apt-get install libportaudio2), then run vance doctor"
            " again",
        )
    from .devices import default_device

    def describe() -> str:
        info = default_device(kind)
        return f"{info.get('name', 'default')} ({int(info.get('default_samplerate') or 0)} Hz)"

    return _guard(name, describe)


def _stt(settings: Settings | VoiceSettings | None) -> str:
    folder = find_stt_model(settings)
    where = "voice.stt_model_path" if voice_settings(settings).stt_model_path else "bundled"
    return f"{folder} ({where})"


def _voice_for(synthesizer: Synthesizer, lang: str) -> str:
    return synthesizer.choose_voice(lang).describe()


def _voices(settings: Settings | VoiceSettings | None) -> list[Check]:
    from .tts import Synthesizer

    synthesizer = Synthesizer(settings)
    languages = dict.fromkeys(["en", *voice_settings(settings).voices])
    result = [
        _guard(f"text-to-speech voice ({lang})", functools.partial(_voice_for, synthesizer, lang))
        for lang in languages
    ]
    espeak = espeak_ng_path()
    result.append(
        _check("fallback voice (espeak-ng)", True, espeak)
        if espeak
        else _check(
            "fallback voice (espeak-ng)",
            False,
            "espeak-ng is not installed; languages without a piper voice cannot be spoken",
            "sudo apt-get install espeak-ng",
        )
    )
    return result
