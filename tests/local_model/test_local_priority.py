"""Eddie does not wait behind a worker on the one local model: an urgent job (a hub turn)
runs before queued background jobs, and a background generation pauses between tokens to
let it, then resumes where it stopped. A fake llama backend (no model, no sleeps)."""

from __future__ import annotations

import sys
import threading
import types
from collections.abc import Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from brain.llm.calls import Caller, calling, interactive
from brain.llm.local_llama import Done, Job, LlamaRunner

PROMPTS = {"worker": [1, 2, 3], "eddie": [7, 8]}
REPLIES = {"worker": list(range(1001, 1011)), "eddie": [2001, 2002, 2003]}


class FakeLlama:
    """Yields each prompt's scripted reply, continuing after what the prompt already holds."""

    model = None

    def __init__(self) -> None:
        self.input_ids: Any = np.array([], dtype=np.intc)
        self.n_tokens = 0
        self.calls: list[list[int]] = []

    def longest_token_prefix(self, a: list[int], b: list[int]) -> int:
        n = 0
        for x, y in zip(a, b, strict=False):
            if x != y:
                break
            n += 1
        return n

    def generate(self, tokens: list[int], **kw: Any) -> Iterator[int]:
        self.calls.append(list(tokens))
        who = next(k for k, p in PROMPTS.items() if tokens[: len(p)] == p)
        done = len(tokens) - len(PROMPTS[who])
        self.input_ids = np.array(tokens, dtype=np.intc)
        for token in REPLIES[who][done:]:
            self.input_ids = np.append(self.input_ids, np.intc(token))
            self.n_tokens = len(self.input_ids)
            yield token

    def close(self) -> None:
        """Freed by ``LlamaRunner.close``."""

    def detokenize(self, tokens: list[int], special: bool = False) -> bytes:
        return "".join(f"<{t}>" for t in tokens).encode()


@pytest.fixture
def runner(monkeypatch: pytest.MonkeyPatch) -> Iterator[LlamaRunner]:
    fake_cpp = types.ModuleType("llama_cpp")
    fake_cpp.llama_model_get_vocab = lambda model: None  # type: ignore[attr-defined]
    fake_cpp.llama_vocab_is_eog = lambda vocab, token: False  # type: ignore[attr-defined]
    fake_cpp.LogitsProcessorList = list  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "llama_cpp", fake_cpp)
    runner = LlamaRunner(Path("fake.gguf"), n_ctx=512)
    runner._llama = FakeLlama()  # type: ignore[assignment]
    runner._encode = lambda messages: list(PROMPTS[messages[-1]["content"]])
    yield runner
    runner._llama = None  # nothing to free
    runner.close()


def job(who: str, *, urgent: bool, max_tokens: int) -> Job:
    return Job([{"role": "user", "content": who}], None, max_tokens, 0.2, urgent=urgent)


def test_eddie_runs_while_a_worker_generates_and_the_worker_resumes(runner: LlamaRunner) -> None:
    events: list[tuple[str, str]] = []
    eddie_done: list[Future[None]] = []

    def worker_emit(item: object) -> None:
        events.append(("worker", item.finish_reason if isinstance(item, Done) else str(item)))
        if str(item) == "<1003>":  # Eddie's turn arrives in the middle of the worker's reply
            eddie_done.append(
                runner.submit_job(job("eddie", urgent=True, max_tokens=3), eddie_emit)
            )

    def eddie_emit(item: object) -> None:
        events.append(("eddie", item.finish_reason if isinstance(item, Done) else str(item)))

    worker = runner.submit_job(job("worker", urgent=False, max_tokens=10), worker_emit)
    worker.result(timeout=10)
    assert eddie_done, events
    eddie_done[0].result(timeout=10)

    order = [who for who, _ in events]
    first_eddie = order.index("eddie")
    assert order[:first_eddie] == ["worker"] * 3  # Eddie started before the worker finished
    assert events[first_eddie : first_eddie + 4] == [
        ("eddie", "<2001>"),
        ("eddie", "<2002>"),
        ("eddie", "<2003>"),
        ("eddie", "length"),
    ]
    worker_text = "".join(piece for who, piece in events if who == "worker" and piece[0] == "<")
    assert worker_text == "".join(f"<{t}>" for t in REPLIES["worker"])  # whole, nothing twice
    assert events[-1] == ("worker", "length")
    fake = runner._llama
    assert isinstance(fake, FakeLlama)
    assert fake.calls[-1] == [1, 2, 3, 1001, 1002, 1003]  # resumed with its reply so far
    assert runner.pauses == 1


def test_an_urgent_job_goes_before_queued_background_jobs(runner: LlamaRunner) -> None:
    release = threading.Event()
    order: list[str] = []
    runner.submit(release.wait)  # the worker thread is busy
    background = runner.submit_job(
        job("worker", urgent=False, max_tokens=2),
        lambda item: order.append("worker") if isinstance(item, Done) else None,
    )
    urgent = runner.submit_job(
        job("eddie", urgent=True, max_tokens=2),
        lambda item: order.append("eddie") if isinstance(item, Done) else None,
    )
    release.set()
    background.result(timeout=10)
    urgent.result(timeout=10)
    assert order == ["eddie", "worker"]
    assert runner.pauses == 0


def test_an_urgent_job_waiting_when_the_model_closes_hears_it(runner: LlamaRunner) -> None:
    release = threading.Event()
    heard: list[object] = []
    runner.submit(release.wait)
    urgent = runner.submit_job(job("eddie", urgent=True, max_tokens=2), heard.append)
    closing = threading.Thread(target=runner.close)
    closing.start()
    release.set()
    closing.join(timeout=10)
    urgent.result(timeout=10)
    assert heard and isinstance(heard[-1], Exception | Done)


def test_hub_turns_are_interactive_and_workers_are_not() -> None:
    assert interactive()  # the CLI, a benchmark
    with calling(Caller(engine="eddie")):
        assert interactive()
    with calling(Caller(engine="eddie", purpose="summary")):
        assert not interactive()
    for engine in ("arthur", "ford", "marvin"):
        with calling(Caller(engine=engine, process_id="p1")):
            assert not interactive()
