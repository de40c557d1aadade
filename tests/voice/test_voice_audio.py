"""Audio I/O without hardware: playback, barge-in, recording, and missing PortAudio/devices."""

from __future__ import annotations

import importlib.abc
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from voice_fakes import FakeInput, FakeOutput, tone

from brain.errors import VoiceUnavailable
from voice.audio import AudioChunk, Player, Recorder, level_of, resample
from voice.devices import default_device, import_sounddevice
from voice.speaker import Speaker


def _play_in_thread(player: Player, chunks: Any) -> tuple[threading.Thread, dict[str, Any]]:
    result: dict[str, Any] = {}

    def run() -> None:
        result["completed"] = player.play(chunks)
        result["returned_at"] = time.perf_counter()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, result


def test_player_plays_every_chunk_in_order(fake_output: FakeOutput) -> None:
    first, second = tone(0.5), tone(0.3, amplitude=3000)
    player = Player(fake_output)
    chunks = [AudioChunk(first, 22_050, "one."), AudioChunk(second, 22_050, "two.")]
    thread, result = _play_in_thread(player, chunks)
    fake_output.pump(until=lambda: False)
    thread.join(10)

    assert result["completed"] is True
    stream = fake_output.streams[0]
    assert stream.rate == 22_050 and stream.closed and stream.aborted_at is None
    played = stream.samples()
    expected = np.concatenate([first, second])
    np.testing.assert_array_equal(played[: expected.size], expected)
    assert not played[expected.size :].any()  # the tail of the last block is silence
    assert player.first_sample_at is not None


def test_barge_in_stops_a_playing_stream_at_once(fake_output: FakeOutput) -> None:
    long = AudioChunk(tone(10.0), 22_050, "A long answer.")
    player = Player(fake_output)
    thread, result = _play_in_thread(player, [long])
    fake_output.pump(until=lambda: len(fake_output.streams[0].played) >= 5)  # ~0.2 s played

    stream = fake_output.streams[0]
    stop_called = time.perf_counter()
    player.stop()
    stop_returned = time.perf_counter()
    thread.join(10)

    # The stream was aborted (buffers dropped, not drained) before stop() returned.
    assert stream.aborted_at is not None and stop_called <= stream.aborted_at <= stop_returned
    assert result["completed"] is False
    assert not player.playing and stream.closed
    played_before = stream.samples().size
    assert played_before < long.samples.size / 10
    assert stream.pull() is False  # nothing more comes out of the stream
    assert stream.samples().size == played_before


def test_barge_in_while_the_next_sentence_is_still_being_synthesized(
    fake_output: FakeOutput,
) -> None:
    release = threading.Event()

    def chunks() -> Iterator[AudioChunk]:
        yield AudioChunk(tone(0.2), 22_050, "First.")
        release.wait(10)  # synthesis of the second sentence is slow
        yield AudioChunk(tone(5.0), 22_050, "Second.")

    player = Player(fake_output)
    thread, result = _play_in_thread(player, chunks())
    fake_output.pump(until=lambda: len(fake_output.streams[0].played) >= 2)
    player.stop()
    assert fake_output.streams[0].aborted_at is not None  # silent before synthesis returns
    release.set()
    thread.join(10)
    assert result["completed"] is False
    assert fake_output.streams[0].samples().size < 22_050  # the second sentence never played


def test_speaker_barge_in_drops_the_queue(fake_output: FakeOutput) -> None:
    class ToneSynthesizer:
        def synthesize_stream(self, text: str, lang: str = "en") -> Iterator[AudioChunk]:
            yield AudioChunk(tone(3.0), 22_050, text)

    speaker = Speaker(ToneSynthesizer(), Player(fake_output))  # type: ignore[arg-type]
    first = speaker.say("**First** answer, with `x = 1`.")
    second = speaker.say("Second answer.")
    fake_output.pump(until=lambda: len(fake_output.streams[0].played) >= 3)
    assert speaker.speaking
    speaker.stop()

    assert first.wait(10) and second.wait(10)
    assert first.completed is False and second.completed is False
    assert first.spoken == [] or first.spoken == ["First answer, with."]
    assert fake_output.streams[0].aborted_at is not None
    assert len(fake_output.streams) == 1  # the second answer never started
    assert not speaker.speaking
    speaker.close()


def test_speaker_speaks_policy_filtered_pieces_in_order(fake_output: FakeOutput) -> None:
    said: list[str] = []

    class RecordingSynthesizer:
        def synthesize_stream(self, text: str, lang: str = "en") -> Iterator[AudioChunk]:
            said.append(text)
            yield AudioChunk(tone(0.05), 22_050, text)

    speaker = Speaker(RecordingSynthesizer(), Player(fake_output))  # type: ignore[arg-type]
    utterance = speaker.begin()
    for token in ["Saved ", "to /tmp/", "x.txt. ", "See ", "https://a.b/c", " now."]:
        utterance.feed(token)
    utterance.close()
    fake_output.pump(until=lambda: utterance.done)
    assert utterance.wait(10) and utterance.completed is True
    assert said == ["Saved to the file.", "See the link now."]
    speaker.close()


def test_recorder_delivers_16k_mono_and_levels(fake_input: FakeInput) -> None:
    levels: list[float] = []
    recorder = Recorder(fake_input, on_level=levels.append)
    recorder.start()
    assert recorder.recording
    fake_input.push(np.zeros(512, np.float32))
    fake_input.push(np.full(512, 0.5, np.float32))
    audio = recorder.stop()
    assert not recorder.recording and fake_input.stream is not None and fake_input.stream.stopped
    assert audio.dtype == np.float32 and audio.shape == (1024,)
    assert levels[0] == 0.0 and levels[1] > 0.8


def test_recorder_resamples_from_the_device_rate() -> None:
    device = FakeInput(rate=48_000)
    recorder = Recorder(device)
    recorder.start()
    device.push(np.zeros(48_000, np.float32))
    assert recorder.stop().shape == (16_000,)


def test_level_meter_scale() -> None:
    assert level_of(np.zeros(100, np.float32)) == 0.0
    assert level_of(np.full(100, 0.001, np.float32)) == pytest.approx(0.0, abs=1e-6)  # -60 dB
    assert level_of(np.ones(100, np.float32)) == 1.0
    assert 0.45 < level_of(np.full(100, 0.03, np.float32)) < 0.55  # about -30 dBFS


def test_resample_length() -> None:
    assert resample(np.zeros(22_050, np.float32), 22_050, 16_000).shape == (16_000,)


# --- missing pieces give one clear message with the fix ----------------------------------------


class _PortAudioMissing(importlib.abc.MetaPathFinder):
    """Makes ``import sounddevice`` fail the way it does without libportaudio2."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if name == "sounddevice":
            raise OSError("PortAudio library not found")
        return None


def test_missing_portaudio(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "sounddevice", raising=False)
    monkeypatch.setattr(sys, "meta_path", [_PortAudioMissing(), *sys.meta_path])
    with pytest.raises(VoiceUnavailable) as caught:
        import_sounddevice()
    assert "PortAudio" in caught.value.message
    assert caught.value.hint is not None and "apt-get install libportaudio2" in caught.value.hint


def test_missing_sounddevice_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", None)
    with pytest.raises(VoiceUnavailable) as caught:
        Recorder().start()
    assert "sounddevice" in caught.value.message
    assert caught.value.hint is not None and "vance[voice]" in caught.value.hint


@pytest.mark.usefixtures("no_sound_devices")
def test_no_microphone() -> None:
    with pytest.raises(VoiceUnavailable, match="No microphone") as caught:
        Recorder().start()
    assert caught.value.hint is not None and "sound card" in caught.value.hint


@pytest.mark.usefixtures("no_sound_devices")
def test_no_speaker() -> None:
    with pytest.raises(VoiceUnavailable, match="No speaker"):
        default_device("output")
    with pytest.raises(VoiceUnavailable, match="No speaker"):
        Player().play([AudioChunk(tone(0.1), 22_050)])


# --- the sounddevice adapters, against a stand-in module -----------------------------------------


class _FakeSoundDevice:
    """Just enough of ``sounddevice`` to drive the adapters: streams record their settings."""

    class PortAudioError(Exception):
        pass

    class CallbackStop(Exception):
        pass

    def __init__(self, input_rates: tuple[int, ...] = (16_000,)) -> None:
        self.input_rates = input_rates
        self.streams: list[dict[str, Any]] = []

    def query_devices(self, device: Any = None, kind: str | None = None) -> dict[str, Any]:
        return {
            "name": "fake card",
            "max_input_channels": 1,
            "max_output_channels": 2,
            "default_samplerate": 48_000.0,
        }

    def OutputStream(self, **kwargs: Any) -> dict[str, Any]:
        self.streams.append(kwargs)
        return kwargs

    def InputStream(self, **kwargs: Any) -> dict[str, Any]:
        if kwargs["samplerate"] not in self.input_rates:
            raise self.PortAudioError("Invalid sample rate")
        self.streams.append(kwargs)
        return kwargs


def test_sounddevice_output_adapter(monkeypatch: pytest.MonkeyPatch) -> None:
    from voice.devices import SoundDeviceOutput

    fake = _FakeSoundDevice()
    monkeypatch.setitem(sys.modules, "sounddevice", fake)
    calls: list[int] = []

    def fill(out: Any) -> bool:
        out[:] = 7
        calls.append(len(out))
        return len(calls) < 2

    SoundDeviceOutput().open(22_050, fill, lambda: None)
    settings = fake.streams[0]
    assert (settings["samplerate"], settings["channels"], settings["dtype"]) == (22_050, 1, "int16")
    outdata = np.zeros((256, 1), np.int16)
    settings["callback"](outdata, 256, None, None)
    assert (outdata == 7).all()
    with pytest.raises(fake.CallbackStop):  # fill said "done": the stream ends after this block
        settings["callback"](outdata, 256, None, None)


def test_sounddevice_input_falls_back_to_the_device_rate(monkeypatch: pytest.MonkeyPatch) -> None:
    from voice.devices import SoundDeviceInput

    fake = _FakeSoundDevice(input_rates=(48_000,))
    monkeypatch.setitem(sys.modules, "sounddevice", fake)
    blocks: list[Any] = []
    _, rate = SoundDeviceInput().open(16_000, blocks.append)
    assert rate == 48_000
    settings = fake.streams[0]
    assert (settings["channels"], settings["dtype"]) == (1, "float32")
    settings["callback"](np.ones((4, 1), np.float32), 4, None, None)
    assert blocks[0].shape == (4,)
