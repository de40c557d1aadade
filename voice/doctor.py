"""Voice health checks for ``vance doctor``.

Fast: no model is loaded and faster-whisper / piper are never imported (packages are found
with ``importlib.util.find_spec``). Only the device checks import ``sounddevice``, and only
when PortAudio is there. Every check is optional: Vance works without voice, and every
failing check says how to fix it.

What the checks ask of the host (the PortAudio library lookup, the default sound devices, the
espeak-ng program) goes through :class:`HostProbes`, so tests pass their own host.
"""

from __future__ import annotations

import ctypes.util
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

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

PORTAUDIO_FIX = "sudo apt-get install libportaudio2"
ESPEAK_FIX = "sudo apt-get install espeak-ng"

LIBRARIES = {
    "faster_whisper": "faster-whisper",
    "piper": "piper-tts",
    "sounddevice": "sounddevice",
    "numpy": "numpy",
}


def _default_device(kind: Literal["input", "output"]) -> dict[str, Any]:
    from .devices import default_device

    return default_device(kind)


@dataclass(frozen=True)
class HostProbes:
    """The questions the checks ask of this machine; the defaults ask the real host.

    ``default_device`` returns the device's info or raises :class:`VoiceUnavailable`.
    """

    find_library: Callable[[str], str | None] = ctypes.util.find_library
    default_device: Callable[[Literal["input", "output"]], dict[str, Any]] = _default_device
    espeak_ng_path: Callable[[], str | None] = espeak_ng_path
    is_installed: Callable[[str], bool] = is_installed


def checks(
    settings: Settings | VoiceSettings | None = None, host: HostProbes | None = None
) -> list[Check]:
    """One :class:`Check` per voice part: libraries, PortAudio, devices, models, voices."""
    host = host or HostProbes()
    result = [_libraries(host)]
    portaudio = _portaudio(host)
    result.append(portaudio)
    for kind in ("input", "output"):
        result.append(_device(kind, portaudio.ok, host))
    result.append(_guard("speech-to-text model", lambda: _stt(settings)))
    result.append(
        _guard("voice activity detection", lambda: f"Silero VAD ({find_vad_model().name})")
    )
    result.extend(_voices(settings, host))
    return result


def _check(name: str, ok: bool, detail: str, fix: str | None = None) -> Check:
    return Check(name=f"voice: {name}", ok=ok, detail=detail, fix=fix, optional=True)


def _guard(name: str, detail: Callable[[], str]) -> Check:
    try:
        return _check(name, True, detail())
    except VoiceUnavailable as exc:
        return _check(name, False, exc.message, exc.hint)


def _libraries(host: HostProbes) -> Check:
    missing = [pkg for module, pkg in LIBRARIES.items() if not host.is_installed(module)]
    if missing:
        return _check("libraries", False, f"not installed: {', '.join(missing)}", INSTALL_HINT)
    return _check("libraries", True, ", ".join(LIBRARIES.values()))


def _portaudio(host: HostProbes) -> Check:
    if host.find_library("portaudio") is None:
        return _check(
            "PortAudio",
            False,
            "the PortAudio library (libportaudio2) is not installed",
            PORTAUDIO_FIX,
        )
    return _check("PortAudio", True, "libportaudio found")


def _device(kind: Literal["input", "output"], portaudio_ok: bool, host: HostProbes) -> Check:
    name = "microphone" if kind == "input" else "speaker"
    if not portaudio_ok:
        return _check(name, False, "cannot check without the PortAudio library", PORTAUDIO_FIX)
    if not host.is_installed("sounddevice"):
        return _check(name, False, "cannot check without the sounddevice package", INSTALL_HINT)

    def describe() -> str:
        info = host.default_device(kind)
        return f"{info.get('name', 'default')} ({int(info.get('default_samplerate') or 0)} Hz)"

    return _guard(name, describe)


def _stt(settings: Settings | VoiceSettings | None) -> str:
    folder = find_stt_model(settings)
    where = "voice.stt_model_path" if voice_settings(settings).stt_model_path else "bundled"
    return f"{folder} ({where})"


def _voice_for(synthesizer: Synthesizer, lang: str) -> str:
    return synthesizer.choose_voice(lang).describe()


def _voices(settings: Settings | VoiceSettings | None, host: HostProbes) -> list[Check]:
    from .tts import Synthesizer

    synthesizer = Synthesizer(settings)
    languages = dict.fromkeys(["en", *voice_settings(settings).voices])
    result = [
        _guard(f"text-to-speech voice ({lang})", functools.partial(_voice_for, synthesizer, lang))
        for lang in languages
    ]
    espeak = host.espeak_ng_path()
    result.append(
        _check("fallback voice (espeak-ng)", True, espeak)
        if espeak
        else _check(
            "fallback voice (espeak-ng)",
            False,
            "espeak-ng is not installed; languages without a piper voice cannot be spoken",
            ESPEAK_FIX,
        )
    )
    return result
