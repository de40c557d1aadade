"""llama.cpp plumbing for the local model: one model, one worker thread, synchronous.

:class:`LlamaRunner` owns the ``Llama`` object and the one thread all llama.cpp work runs
on (a llama.cpp context is not reentrant): loading, generation with JSON-schema-constrained
sampling (:class:`GrammarFilter`), and freeing. Nothing here touches the event loop; the
provider (:mod:`brain.llm.local_provider`) submits jobs and receives their output through
an ``emit`` callback.

The model stays loaded between calls and prompts keep a stable prefix, so llama.cpp reuses
its KV cache from one turn to the next. :meth:`LlamaRunner.close` frees it deterministically
(the next call loads it again); an ``atexit`` hook closes whatever is still open, because a
``Llama`` freed by the garbage collector at interpreter shutdown raises in ``__del__``.

Eddie first: a job is *urgent* when the user waits for it (a hub turn). Urgent jobs run
before queued background jobs (workers, planners, summaries); a background job evaluates
its prompt in chunks and generates token by token, and between them it pauses for a waiting
urgent job and then resumes where it stopped. Each lane keeps its own KV cache across the
other's turns (:mod:`brain.llm.llama_setup`), so neither evaluates its prompt again.
"""

from __future__ import annotations

import atexit
import codecs
import os
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brain.llm.errors import BadRequest, ModelError
from brain.llm.llama_setup import (
    BusyCores,
    Kv,
    load_kv,
    open_llama,
    prompt_encoder,
    release_memory,
    save_kv,
)
from brain.llm.local_jobs import Done, Emit, Job, Progress, RunStats
from brain.llm.local_sampling import AnswerSteer, GrammarFilter
from brain.llm.model_files import (
    LOCAL_MODEL_NAME,
)

if TYPE_CHECKING:
    from llama_cpp import Llama

__all__ = ["MODEL", "Done", "Emit", "Job", "LlamaRunner", "RunStats"]

MODEL = f"local/{LOCAL_MODEL_NAME}"


_open_runners: weakref.WeakSet[LlamaRunner] = weakref.WeakSet()

PREFILL_CHUNK = 64
"""Prompt tokens a background job evaluates between looks for an urgent job (about a quarter
second on 2 cores): a worker's long prompt never holds Eddie up for longer."""


class LlamaRunner:
    """A GGUF model run by llama.cpp on one worker thread of this process."""

    def __init__(
        self,
        model_path: Path,
        *,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        n_threads_batch: int | None = None,
        extra_buffers: bool | None = None,
        kv_q8: bool = True,
    ) -> None:
        self.model_path = model_path
        self.n_ctx = n_ctx
        # One core stays free for the UI and voice: llama.cpp's threads wait for each other
        # at every layer, so with 2 threads on 2 busy cores a token can take 0.3 s, not 0.02.
        self.n_threads = n_threads or max(1, min(4, (os.cpu_count() or 2) - 1))
        # Prompt evaluation (prefill) is one big batch per layer, so all cores help: on the
        # 2-core dev machine 225 prompt tokens/s instead of 115. The UI waits meanwhile.
        self.n_threads_batch = n_threads_batch or max(1, min(4, os.cpu_count() or 2))
        self.extra_buffers = extra_buffers
        """llama.cpp's extra weight buffers (AMX, repacking); None: off if the CPU reports AMX."""
        self.kv_q8 = kv_q8
        """8-bit KV cache (with flash attention): half its memory (~45 MB at n_ctx 4096)."""
        self.last_stats = RunStats()
        self.load_seconds: float | None = None
        self._llama: Llama | None = None
        self._encode: Callable[[list[dict[str, str]]], list[int]] | None = None
        self._lock = threading.Lock()  # guards the llama context: loading, generation, freeing
        self._pool: ThreadPoolExecutor | None = None
        self._pool_lock = threading.Lock()
        self._urgent: deque[tuple[Job, Emit, Future[None]]] = deque()
        self._saved: dict[bool, Kv] = {}
        """The KV cache each lane (urgent or not) left behind when the
        other lane took the model: both keep their prompt cache across interleaved turns."""
        self._lane: bool | None = None
        self._busy: BusyCores | None = None
        self._batch_now = self.n_threads_batch
        """Threads evaluating prompts right now: fewer while other processes keep the
        cores busy (:class:`~brain.llm.llama_setup.BusyCores`)."""
        self._ahead: Job | None = None
        """The newest prefill ahead (an older one that has not started is skipped)."""
        self.pauses = 0
        """How often a background generation paused for an urgent job (for benchmarks)."""

    @property
    def loaded(self) -> bool:
        return self._llama is not None

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn(*args)`` on the worker thread (started on first use, again after close).

        All llama.cpp work runs on this one thread: off the event loop, one call at a time,
        and one malloc arena (see :func:`release_memory`).
        """
        with self._pool_lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vance-llama")
            return self._pool.submit(fn, *args)

    def submit_job(self, job: Job, emit: Emit) -> Future[None]:
        """Run ``job`` on the worker thread; the future is done when it has ended.

        An urgent job (Eddie's turn) does not queue behind background work: it runs next,
        and a background generation running now pauses after its current token, lets the
        urgent job run, then resumes where it stopped (the same tokens, the same sampler
        state; only its prompt is evaluated again)."""
        if not job.urgent:
            return self.submit(self.run, job, emit)
        done: Future[None] = Future()
        self._urgent.append((job, emit, done))
        self.submit(self._serve_urgent)
        return done

    def prefill_ahead(self, messages: list[dict[str, str]]) -> Future[None]:
        """Evaluate ``messages`` (the start of Eddie's next prompt, up to the user's words)
        into Eddie's KV cache now, so the next turn only evaluates the user's words. It runs
        like Eddie's turns (before background work, which pauses for it); a newer prefill
        ahead makes an older one that has not started yet a no-op."""
        job = Job(messages=messages, schema=None, max_tokens=0, temperature=0.0, urgent=True)
        self._ahead = job
        return self.submit_job(job, lambda _item: None)

    def _serve_urgent(self) -> None:
        """Run the urgent jobs waiting now (on the worker thread)."""
        while True:
            try:
                job, emit, done = self._urgent.popleft()
            except IndexError:
                return
            if not done.set_running_or_notify_cancel():
                continue
            try:
                self.run(job, emit)
            finally:
                done.set_result(None)

    def load(self) -> Llama:
        """The model, loaded on first call (blocking; run it on the worker thread)."""
        with self._lock:
            if self._llama is not None:
                return self._llama
            start = time.perf_counter()
            llama = open_llama(
                self.model_path,
                model=MODEL,
                n_ctx=self.n_ctx,
                n_threads=self.n_threads,
                n_threads_batch=self.n_threads_batch,
                kv_q8=self.kv_q8,
                extra_buffers=self.extra_buffers,
            )
            self._encode = prompt_encoder(llama)
            self._busy, self._batch_now = BusyCores(), self.n_threads_batch
            self.load_seconds = time.perf_counter() - start
            self._llama = llama
            _open_runners.add(self)
            return llama

    def close(self) -> None:
        """Stop the worker thread (a running generation finishes first; queued jobs are
        cancelled) and free the model. Safe to call again; the next job loads it anew."""
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        while self._urgent:  # never started: their callers hear it
            _job, emit, done = self._urgent.popleft()
            if done.set_running_or_notify_cancel():
                emit(ModelError("The local model was closed.", model=MODEL))
                done.set_result(None)
        with self._lock:
            self._saved.clear()
            self._lane = None
            llama, self._llama, self._encode = self._llama, None, None
            if llama is not None:
                llama.close()
            _open_runners.discard(self)

    # -- on the worker thread -------------------------------------------------------------

    def run(self, job: Job, emit: Emit) -> None:
        """Generate for ``job``; text pieces, then a :class:`Done` or an error, go to ``emit``.
        A background job first lets waiting urgent jobs run, and pauses for new ones."""
        progress = Progress()
        if not job.max_tokens and job is not self._ahead:
            emit(Done("cancelled", 0, 0, 0))  # a prefill ahead that a newer one replaced
            return
        try:
            if not job.urgent:
                self._serve_urgent()
            while True:
                llama = self.load()
                with self._lock:
                    if job.cancel.is_set():
                        emit(Done("cancelled", 0, 0, 0))
                        return
                    if self._llama is not llama:  # closed meanwhile
                        raise ModelError("The local model was closed.", model=MODEL)
                    paused = self._generate_locked(llama, job, emit, progress)
                if not paused:
                    return
                self._serve_urgent()
        except Exception as exc:  # handed to the awaiting coroutine, which raises it
            emit(exc)
        finally:
            if progress.grammar is not None:  # cancelled or closed while paused
                progress.grammar.close()
            release_memory()

    def _generate_locked(self, llama: Llama, job: Job, emit: Emit, progress: Progress) -> bool:
        """Generate (or go on generating) ``job``; True when it paused for an urgent job."""
        import llama_cpp
        from llama_cpp import LogitsProcessorList

        if not progress.tokens:
            progress.started = time.perf_counter()
            progress.tokens = self._fit(job)
            progress.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
            vocab = llama_cpp.llama_model_get_vocab(llama.model)
            if job.schema is not None:
                # kept across pauses: the grammar and the steer know the reply so far
                progress.grammar = GrammarFilter(vocab, job.schema)
                progress.processors = LogitsProcessorList(
                    [AnswerSteer(llama, len(progress.tokens), job.answer_bias), progress.grammar]
                )
        tokens, generated, grammar = progress.tokens, progress.generated, progress.grammar
        self._choose_threads(llama, spare_one=not job.max_tokens)
        vocab = llama_cpp.llama_model_get_vocab(llama.model)
        decoder = progress.decoder
        assert decoder is not None
        self._take_lane(llama, job.urgent, tokens + generated)
        if not generated and not progress.cached:  # what this lane's KV cache spares it
            progress.cached = llama.longest_token_prefix(
                llama.input_ids[: llama.n_tokens].tolist(), tokens
            )
        if not job.urgent and self._prefill(llama, tokens + generated):
            progress.pauses += 1
            self.pauses += 1
            return True
        if not job.max_tokens:  # only the prompt: evaluated into the KV cache, no reply
            for _token in llama.generate(tokens, temp=0.0):
                break
            emit(Done("length", len(tokens), 0, progress.cached))
            return False
        finish = "length"
        try:
            for token in llama.generate(
                tokens + generated,
                temp=job.temperature,
                top_p=0.9,
                # A repeat penalty would fight the braces and quotes of JSON.
                repeat_penalty=1.1 if grammar is None else 1.0,
                logits_processor=progress.processors,
            ):
                if not generated and not progress.first:
                    progress.first = time.perf_counter() - progress.started
                if job.cancel.is_set():
                    finish = "cancelled"
                    break
                if vocab is not None and llama_cpp.llama_vocab_is_eog(vocab, token):
                    finish = "stop"
                    break
                generated.append(token)
                if piece := decoder.decode(llama.detokenize([token])):
                    emit(piece)
                if len(generated) >= job.max_tokens:
                    break
                if not job.urgent and self._urgent:
                    finish = "paused"
                    break
        except RuntimeError as exc:  # llama_decode failures and the like
            raise ModelError(
                f"The local model failed: {exc}",
                hint="Try a shorter message; `vance doctor` checks the local model.",
                model=MODEL,
            ) from exc
        if finish == "paused":
            progress.pauses += 1
            self.pauses += 1
            return True
        if tail := decoder.decode(b"", final=True):
            emit(tail)
        count = len(generated)
        self.last_stats = RunStats(
            len(tokens),
            progress.cached,
            count,
            progress.first,
            time.perf_counter() - progress.started,
        )
        emit(Done(finish, len(tokens), count, progress.cached))
        return False

    def _choose_threads(self, llama: Llama, *, spare_one: bool = False) -> None:
        """Evaluate prompts on as many cores as other processes leave free (at least one);
        ``spare_one``: one core fewer (a prefill ahead runs while the user types: the
        window must stay quick)."""
        if self._busy is None or self.n_threads_batch <= 1:
            return
        import llama_cpp

        free = (os.cpu_count() or 1) - self._busy.others() - (1 if spare_one else 0)
        batch = max(1, min(self.n_threads_batch, round(free)))
        if batch != self._batch_now:
            llama_cpp.llama_set_n_threads(llama.ctx, self.n_threads, batch)
            self._batch_now = batch

    def _take_lane(self, llama: Llama, urgent: bool, tokens: list[int]) -> None:
        """Before the other lane uses the model, keep the KV cache of the lane that had it;
        take back this lane's own cache when it shares more of ``tokens`` than the current."""
        if self._lane == urgent:
            return
        if self._lane is not None and llama.n_tokens:
            self._saved[self._lane] = self._save_kv(llama)
        self._lane = urgent
        saved = self._saved.pop(urgent, None)
        if saved is None:
            return
        current = llama.longest_token_prefix(llama.input_ids[: llama.n_tokens].tolist(), tokens)
        if llama.longest_token_prefix(saved.ids, tokens) > current:
            self._load_kv(llama, saved)

    def _save_kv(self, llama: Llama) -> Kv:
        return save_kv(llama)

    def _load_kv(self, llama: Llama, saved: Kv) -> None:
        load_kv(llama, saved)

    def _prefill(self, llama: Llama, tokens: list[int]) -> bool:
        """Evaluate all but the last chunk of ``tokens`` a chunk at a time; True (and stop)
        as soon as an urgent job waits. What was evaluated stays in the KV cache."""
        done = llama.longest_token_prefix(llama.input_ids[: llama.n_tokens].tolist(), tokens)
        while len(tokens) - done > PREFILL_CHUNK:
            if self._urgent:
                return True
            done += PREFILL_CHUNK
            for _token in llama.generate(tokens[:done], temp=0.0):
                break  # evaluated up to ``done``; the token sampled here is not used
        return bool(self._urgent)

    def _fit(self, job: Job) -> list[int]:
        """The prompt's tokens; the oldest turns are dropped if it would not fit the context."""
        assert self._encode is not None
        messages = list(job.messages)
        prefix: list[int] = []
        if job.prefix and self._llama is not None:
            prefix = self._llama.tokenize(job.prefix.encode(), add_bos=False, special=False)
        while True:
            tokens = self._encode(messages) + prefix
            if len(tokens) + job.max_tokens <= self.n_ctx:
                return tokens
            first = 1 if messages and messages[0]["role"] == "system" else 0
            if len(messages) - first <= 1:
                raise BadRequest(
                    f"The conversation is too long for {MODEL}: the prompt needs "
                    f"{len(tokens)} tokens and the reply up to {job.max_tokens}; its "
                    f"context holds {self.n_ctx}.",
                    hint="Start a new session, or use a model with a larger context window.",
                    model=MODEL,
                )
            del messages[first]


@atexit.register
def _close_open_runners() -> None:
    """Free models still loaded at exit, while llama.cpp's module globals still exist."""
    for runner in list(_open_runners):
        with suppress(Exception):
            runner.close()
