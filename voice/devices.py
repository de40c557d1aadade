"""The sound card through ``sounddevice``, imported lazily, behind two small interfaces.

:class:`OutputDevice` and :class:`InputDevice` are what :class:`voice.audio.Player` and
:class:`voice.audio.Recorder` need; tests pass fakes. The real ones use sounddevice in
callback mode (so ``abort()`` is immediate). A missing PortAudio library, a missing
``sounddevice`` package or a missing device becomes :class:`VoiceUnavailable` with the fix.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal, Protocol

from brain.errors import VoiceUnavailable

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Int16Array = npt.NDArray[np.int16]
    Float32Array = npt.NDArray[np.float32]

PORTAUDIO_HINT = "Install PortAudio: sudo apt-get install libportaudio2 (Debian/Ubuntu)."
DEVICE_HINT = (
    "Connect one, or check that this user may use the sound card (group 'audio'); "
    "`python -m sounddevice` lists the devices PortAudio sees."
)


def import_sounddevice() -> ModuleType:
    """``import sounddevice``, with a clear :class:`VoiceUnavailable` when it cannot work."""
    try:
        import sounddevice
    except OSError as exc:  # "PortAudio library not found"
        raise VoiceUnavailable(
            "Audio input and output need the PortAudio library, which is not installed.",
            hint=PORTAUDIO_HINT,
        ) from exc
    except ImportError as exc:
        raise VoiceUnavailable(
            "Audio input and output need the Python package sounddevice, which is not installed.",
            hint="Install the voice extra: pip install 'vance[voice]'.",
        ) from exc
    module: ModuleType = sounddevice
    return module


def default_device(kind: Literal["input", "output"]) -> dict[str, Any]:
    """The default input (microphone) or output (speaker) device, or :class:`VoiceUnavailable`."""
    sd = import_sounddevice()
    what = "microphone (audio input device)" if kind == "input" else "speaker (audio output device)"
    try:
        info = sd.query_devices(kind=kind)
    except (sd.PortAudioError, ValueError) as exc:
        raise VoiceUnavailable(f"No {what} found.", hint=DEVICE_HINT) from exc
    channels = info.get("max_input_channels" if kind == "input" else "max_output_channels", 0)
    if not channels:
        raise VoiceUnavailable(f"No {what} found.", hint=DEVICE_HINT)
    return dict(info)


def stream_error(exc: Exception, kind: Literal["input", "output"]) -> VoiceUnavailable:
    what = "microphone" if kind == "input" else "speaker"
    return VoiceUnavailable(f"Cannot open the {what}: {exc}", hint=DEVICE_HINT)


class StreamLike(Protocol):
    """What the recorder and player need of an open audio stream."""

    def start(self) -> None: ...
    def abort(self) -> None: ...
    def close(self) -> None: ...


# Output: ``fill(out)`` writes the next samples into ``out`` (int16, mono) and returns False
# once playback is complete (``out`` is still played); ``finished()`` runs when the stream ends.
FillFn = Callable[["Int16Array"], bool]


class OutputDevice(Protocol):
    def open(self, sample_rate: int, fill: FillFn, finished: Callable[[], None]) -> StreamLike: ...


class InputDevice(Protocol):
    """``open`` returns the stream and the sample rate it actually records at."""

    def open(
        self, sample_rate: int, on_block: Callable[[Float32Array], None]
    ) -> tuple[StreamLike, int]: ...


class SoundDeviceOutput:
    """The default speaker through sounddevice (callback mode, so ``abort()`` is immediate)."""

    def __init__(self, device: int | str | None = None, blocksize: int = 0) -> None:
        self.device = device
        self.blocksize = blocksize

    def open(self, sample_rate: int, fill: FillFn, finished: Callable[[], None]) -> StreamLike:
        sd = import_sounddevice()
        if self.device is None:
            default_device("output")

        def callback(outdata: Any, frames: int, time_info: Any, status: Any) -> None:
            if not fill(outdata[:, 0]):
                raise sd.CallbackStop

        try:
            stream: StreamLike = sd.OutputStream(
                samplerate=sample_rate,
                channels=1,
                dtype="int16",
                device=self.device,
                blocksize=self.blocksize,
                latency="low",
                callback=callback,
                finished_callback=finished,
            )
        except sd.PortAudioError as exc:
            raise stream_error(exc, "output") from exc
        return stream


class SoundDeviceInput:
    """The default microphone through sounddevice; falls back to the device's own rate."""

    def __init__(self, device: int | str | None = None) -> None:
        self.device = device

    def open(
        self, sample_rate: int, on_block: Callable[[Float32Array], None]
    ) -> tuple[StreamLike, int]:
        sd = import_sounddevice()
        info = default_device("input") if self.device is None else None

        def callback(indata: Any, frames: int, time_info: Any, status: Any) -> None:
            on_block(indata[:, 0].copy())

        rates = [sample_rate]
        if info and int(info.get("default_samplerate") or 0) not in (0, sample_rate):
            rates.append(int(info["default_samplerate"]))
        error: Exception | None = None
        for rate in rates:
            try:
                stream = sd.InputStream(
                    samplerate=rate,
                    channels=1,
                    dtype="float32",
                    device=self.device,
                    blocksize=int(rate * 0.032),
                    callback=callback,
                )
            except sd.PortAudioError as exc:
                error = exc
                continue
            return stream, rate
        raise stream_error(error or RuntimeError("unknown error"), "input")
