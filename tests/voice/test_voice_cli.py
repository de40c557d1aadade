"""``vance say`` / ``transcribe`` / ``listen`` (the voice Typer app) and the listen loop."""

from __future__ import annotations

import io
import json
import threading
import wave
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner
from voice_fakes import FakeOutput, FakeRecorder, FakeTranscriber, tone

import voice.cli
from brain.config import Settings, VoiceSettings
from voice.cli import app
from voice.listen import run_listen
from voice.speaker import Utterance
from voice.stt import Transcriber
from voice.wer import word_error_rate

runner = CliRunner()


@pytest.fixture(autouse=True)
def _settings(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # Piper's variation off: a random rendition whisper mishears cannot turn a run red.
    steady = Settings(voice=VoiceSettings(variation=False))
    monkeypatch.setattr(voice.cli, "settings_factory", lambda: steady)
    monkeypatch.setattr(voice.cli, "turn_factory", None)
    yield


@pytest.mark.voice
@pytest.mark.usefixtures("voice_stack")
def test_say_to_wav_then_transcribe_json(tmp_path: Path) -> None:
    wav = tmp_path / "out.wav"
    said = runner.invoke(
        app, ["say", "**Remind me** to call `mum` at https://x.y.", "-o", str(wav)]
    )
    assert said.exit_code == 0, said.stderr
    assert "piper en_US-joe-medium" in said.stdout
    with wave.open(str(wav)) as w:
        assert w.getframerate() == 22_050 and w.getnframes() > 22_050

    result = runner.invoke(app, ["transcribe", str(wav), "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data) == {"text", "language", "segments", "timings"}
    assert "remind me to call" in data["text"].lower() and "link" in data["text"].lower()
    assert data["language"] == "en"
    assert {"start", "end", "text"} == set(data["segments"][0])
    assert {"load_ms", "audio_s", "elapsed_ms", "real_time_factor", "pipeline"} == set(
        data["timings"]
    )

    plain = runner.invoke(app, ["transcribe", str(wav)])
    assert plain.exit_code == 0 and plain.stdout.strip() == data["text"]


def test_bad_usage_exits_2(tmp_path: Path) -> None:
    assert runner.invoke(app, ["say"]).exit_code == 2
    assert runner.invoke(app, ["say", "hi", "--nope"]).exit_code == 2
    missing = runner.invoke(app, ["transcribe", str(tmp_path / "missing.wav")])
    assert missing.exit_code == 2 and "no such file" in missing.stderr


def test_missing_model_exits_1_with_the_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = Settings(voice=VoiceSettings(stt_model_path=tmp_path / "nowhere"))
    monkeypatch.setattr(voice.cli, "settings_factory", lambda: broken)
    wav = tmp_path / "x.wav"
    wav.write_bytes(b"RIFF")
    result = runner.invoke(app, ["transcribe", str(wav)])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert lines[0].startswith("error: The speech-to-text model folder")
    assert "voice.stt_model_path" in lines[1]
    assert result.stdout == ""


@pytest.mark.usefixtures("no_sound_devices")
def test_say_without_a_speaker_exits_1() -> None:
    result = runner.invoke(app, ["say", "hello"])
    assert result.exit_code == 1
    assert "error: No speaker (audio output device) found." in result.stderr


def test_say_nothing_speakable_exits_1() -> None:
    result = runner.invoke(app, ["say", "```\ncode only\n```"])
    assert result.exit_code == 1 and "Nothing to say" in result.stderr


def test_listen_without_the_hub_exits_1() -> None:
    result = runner.invoke(app, ["listen"])
    assert result.exit_code == 1 and "not connected to the hub" in result.stderr


def test_say_plays_through_the_speaker(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without -o, `say` speaks the policy-filtered text and waits until it is done."""
    played: list[str] = []

    class FakeSpeaker:
        def __init__(self, *args: object, **kwargs: object) -> None:
            pass

        def check(self, lang: str | None = None) -> str:
            return "fake"

        def say(self, text: str, lang: str | None = None) -> Utterance:
            played.append(text)
            utterance = Utterance("en")
            utterance.finish(True)
            return utterance

        def close(self) -> None:
            pass

    monkeypatch.setattr("voice.speaker.Speaker", FakeSpeaker)
    result = runner.invoke(app, ["say", "See https://a.b now."])
    assert result.exit_code == 0, result.stderr
    assert played == ["See the link now."]


# --- the listen loop ---------------------------------------------------------------------------


async def _lines(*lines: str) -> AsyncIterator[str]:
    for line in lines:
        yield line


async def test_run_listen_sends_the_transcript_and_speaks_the_answer(
    fake_output: FakeOutput,
) -> None:
    from voice.audio import AudioChunk, Player
    from voice.speaker import Speaker

    class ToneSynthesizer:
        def synthesize_stream(self, text: str, lang: str = "en") -> Iterator[AudioChunk]:
            yield AudioChunk(tone(0.05), 22_050, text)

    turns: list[str] = []

    async def turn(text: str) -> str:
        turns.append(text)
        return "**Inbox** is empty, see https://x.y."

    speaker = Speaker(ToneSynthesizer(), Player(fake_output))  # type: ignore[arg-type]
    out, err = io.StringIO(), io.StringIO()
    pumping = threading.Thread(
        target=fake_output.pump, kwargs={"until": lambda: False}, daemon=True
    )
    pumping.start()
    code = await run_listen(
        turn,
        lines=_lines("", ""),
        recorder=FakeRecorder(),
        transcriber=FakeTranscriber("what is in my inbox"),
        speaker=speaker,
        out=out,
        err=err,
    )
    speaker.close()
    assert code == 0
    assert turns == ["what is in my inbox"]
    assert out.getvalue().splitlines() == [
        "you (spoken): what is in my inbox",
        "eddie: **Inbox** is empty, see https://x.y.",
    ]
    assert "recording" in err.getvalue() and "speaking" in err.getvalue()


async def test_run_listen_quits_on_q() -> None:
    async def turn(text: str) -> str:
        raise AssertionError("no turn expected")

    err = io.StringIO()
    code = await run_listen(
        turn,
        lines=_lines("q", ""),
        recorder=FakeRecorder(),
        transcriber=FakeTranscriber(),
        speaker=None,
        out=io.StringIO(),
        err=err,
    )
    assert code == 0 and "Press Enter to talk" in err.getvalue()


@pytest.mark.usefixtures("no_sound_devices")
async def test_run_listen_without_a_microphone_exits_1() -> None:
    async def turn(text: str) -> str:
        return ""

    err = io.StringIO()
    code = await run_listen(turn, lines=_lines(), out=io.StringIO(), err=err)
    assert code == 1
    assert err.getvalue().startswith("error: No microphone (audio input device) found.")


@pytest.mark.voice
def test_speak_text_writes_the_speakable_part(tmp_path: Path, transcriber: Transcriber) -> None:
    from voice.speak import speak_text

    wav = tmp_path / "answer.wav"
    done = speak_text("**All done.** The code:\n```\nx = 1\n```", Settings(), wav)
    assert done.startswith(str(wav)) and "piper" in done
    heard = transcriber.transcribe(wav).text
    assert word_error_rate("All done. The code:", heard) <= 0.25, heard  # and not "x equals 1"


def test_speak_text_with_nothing_speakable() -> None:
    from brain.errors import VoiceUnavailable
    from voice.speak import speak_text

    with pytest.raises(VoiceUnavailable, match="Nothing to say"):
        speak_text("```\nprint('hi')\n```", Settings())
