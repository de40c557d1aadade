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
        self.evaluated: list[int] = []
        """Prompt tokens evaluated per call (what the KV cache did not hold)."""
        self.on_eval: Any = None

    def longest_token_prefix(self, a: list[int], b: list[int]) -> int:
        n = 0
        for x, y in zip(a, b, strict=False):
            if x != y:
                break
            n += 1
        return n

    def save_state(self) -> Any:
        return types.SimpleNamespace(ids=self.input_ids[: self.n_tokens].tolist())

    def load_state(self, state: Any) -> None:
        self.input_ids = np.array(state.ids, dtype=np.intc)
        self.n_tokens = len(state.ids)

    def generate(self, tokens: list[int], **kw: Any) -> Iterator[int]:
        self.calls.append(list(tokens))
        cached = self.longest_token_prefix(self.input_ids[: self.n_tokens].tolist(), tokens)
        self.evaluated.append(len(tokens) - cached)
        if self.on_eval is not None:
            self.on_eval(tokens)
        self.input_ids = np.array(tokens, dtype=np.intc)
        self.n_tokens = len(tokens)
        who = next((k for k, p in PROMPTS.items() if tokens[: len(p)] == p), None)
        if who is None:  # a chunk of a prompt: evaluated, the sampled token is not used
            yield 0
            return
        done = len(tokens) - len(PROMPTS[who])
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
    runner._save_kv = lambda llama: llama.save_state()  # type: ignore[method-assign]
    runner._load_kv = lambda llama, saved: llama.load_state(saved)  # type: ignore[method-assign]
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
    assert fake.evaluated[-1] <= 1  # from its own KV cache, kept while Eddie ran
    assert runner.pauses == 1


def test_eddie_does_not_wait_for_a_workers_long_prompt(
    runner: LlamaRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("brain.llm.local_llama.PREFILL_CHUNK", 2)
    monkeypatch.setitem(PROMPTS, "worker", [1, 2, 3, 4, 5, 6, 7, 8, 9])
    events: list[str] = []
    eddie_done: list[Future[None]] = []
    fake = runner._llama
    assert isinstance(fake, FakeLlama)

    def on_eval(tokens: list[int]) -> None:
        if tokens[:1] == [1] and not eddie_done:  # the worker's prompt is being evaluated
            eddie = job("eddie", urgent=True, max_tokens=1)
            eddie_done.append(runner.submit_job(eddie, lambda item: events.append("eddie")))

    fake.on_eval = on_eval
    worker = runner.submit_job(
        job("worker", urgent=False, max_tokens=2), lambda item: events.append("worker")
    )
    worker.result(timeout=10)
    eddie_done[0].result(timeout=10)
    assert events[0] == "eddie", (events, fake.calls)  # before the worker's first token
    assert fake.calls[0] == [1, 2]  # one chunk of the worker's prompt, then Eddie
    assert fake.calls[1] == PROMPTS["eddie"]


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


def test_a_prefill_ahead_spares_the_next_turn_its_prompt(
    runner: LlamaRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(PROMPTS, "turn", [30, 31, 32, 33])
    monkeypatch.setitem(PROMPTS, "ahead", [30, 31, 32])
    monkeypatch.setitem(REPLIES, "turn", [4001, 4002])
    monkeypatch.setitem(REPLIES, "ahead", [0])
    fake = runner._llama
    assert isinstance(fake, FakeLlama)
    runner.prefill_ahead([{"role": "user", "content": "ahead"}]).result(timeout=10)
    assert fake.evaluated == [3]
    heard: list[object] = []
    runner.submit_job(job("turn", urgent=True, max_tokens=2), heard.append).result(timeout=10)
    assert fake.evaluated[-1] == 1  # only what the prepared prompt did not hold
    assert heard[-1] == Done("length", 4, 2, 3)


def test_only_the_newest_prefill_ahead_runs_and_it_goes_before_a_worker(
    runner: LlamaRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(PROMPTS, "old", [40, 41])
    monkeypatch.setitem(PROMPTS, "new", [50, 51])
    monkeypatch.setitem(REPLIES, "old", [0])
    monkeypatch.setitem(REPLIES, "new", [0])
    fake = runner._llama
    assert isinstance(fake, FakeLlama)
    release = threading.Event()
    runner.submit(release.wait)  # the worker thread is busy
    worker = runner.submit_job(job("worker", urgent=False, max_tokens=2), lambda item: None)
    runner.prefill_ahead([{"role": "user", "content": "old"}])
    newest = runner.prefill_ahead([{"role": "user", "content": "new"}])
    release.set()
    newest.result(timeout=10)
    worker.result(timeout=10)
    assert [call[:2] for call in fake.calls] == [[50, 51], [1, 2]]


class Busy:
    def __init__(self) -> None:
        self.cores = 0.0

    def others(self) -> float:
        return self.cores


def test_prompts_are_evaluated_on_one_core_while_other_programs_keep_them_busy(
    runner: LlamaRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    """llama.cpp's prompt threads wait for each other at every layer: on 2 cores that other
    programs keep busy, two threads are twice as slow as one."""
    threads: list[tuple[int, int]] = []
    fake_cpp = sys.modules["llama_cpp"]
    fake_cpp.llama_set_n_threads = lambda ctx, n, batch: threads.append((n, batch))  # type: ignore[attr-defined]
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    fake = runner._llama
    assert isinstance(fake, FakeLlama)
    fake.ctx = None  # type: ignore[attr-defined]
    busy = Busy()
    runner.n_threads, runner.n_threads_batch, runner._batch_now = 1, 2, 2
    runner._busy = busy  # type: ignore[assignment]

    def turn() -> None:
        runner.submit_job(job("eddie", urgent=True, max_tokens=1), lambda item: None).result(10)

    turn()
    assert threads == []  # an idle machine: both cores, as configured
    busy.cores = 1.6
    turn()
    assert threads == [(1, 1)]
    turn()
    assert threads == [(1, 1)]  # set once, not on every job
    busy.cores = 0.2
    turn()
    assert threads == [(1, 1), (1, 2)]
    # a prefill ahead runs while the user types: one core stays free for the window
    runner.prefill_ahead([{"role": "user", "content": "eddie"}]).result(10)
    assert threads == [(1, 1), (1, 2), (1, 1)]
