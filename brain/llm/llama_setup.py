"""llama.cpp set-up helpers for :mod:`brain.llm.local_llama`: loading options, the prompt
encoder, giving memory back, and saving / restoring the KV cache of the one sequence.

All of it runs on the model's worker thread; llama.cpp is imported inside the functions.
"""

from __future__ import annotations

import ctypes
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brain.llm.errors import LOCAL_MODEL_HINT, LocalModelMissing
from brain.llm.model_files import local_model_missing_error, local_runtime_missing_error

if TYPE_CHECKING:
    from llama_cpp import Llama

GGML_TYPE_Q8_0 = 8


@dataclass
class Kv:
    """A saved KV cache: llama.cpp's sequence state and the tokens it holds."""

    data: Any
    size: int
    ids: list[int]


def open_llama(
    path: Path,
    *,
    model: str,
    n_ctx: int,
    n_threads: int,
    n_threads_batch: int,
    kv_q8: bool,
    extra_buffers: bool | None,
) -> Llama:
    """Load the GGUF at ``path`` (blocking); a missing file, runtime or unreadable model is
    a :class:`LocalModelMissing` with the fix. ``kv_q8``: an 8-bit KV cache (with flash
    attention)."""
    if not path.is_file():
        raise local_model_missing_error(path)
    try:
        from llama_cpp import Llama
    except ImportError as exc:
        raise local_runtime_missing_error() from exc
    try:
        with extra_buffer_types(extra_buffers):
            return Llama(
                model_path=str(path),
                n_ctx=n_ctx,
                n_threads=n_threads,
                n_threads_batch=n_threads_batch,
                flash_attn=kv_q8,
                type_k=GGML_TYPE_Q8_0 if kv_q8 else None,
                type_v=GGML_TYPE_Q8_0 if kv_q8 else None,
                verbose=False,
            )
    except (ValueError, RuntimeError, OSError) as exc:
        raise LocalModelMissing(
            f"Cannot load the local model {path}: {exc}", hint=LOCAL_MODEL_HINT, model=model
        ) from exc


def save_kv(llama: Llama) -> Kv:
    """The KV cache of the one sequence (a few MB, a few ms; no logits)."""
    import llama_cpp

    ctx = llama._ctx.ctx
    size = llama_cpp.llama_state_seq_get_size(ctx, 0)
    data = (ctypes.c_uint8 * size)()
    used = llama_cpp.llama_state_seq_get_data(ctx, data, size, 0)
    return Kv(data, int(used), llama.input_ids[: llama.n_tokens].tolist())


def load_kv(llama: Llama, saved: Kv) -> None:
    """Put a saved KV cache back (the next generation evaluates one token again)."""
    import llama_cpp

    llama._ctx.kv_cache_seq_rm(-1, 0, -1)
    if llama_cpp.llama_state_seq_set_data(llama._ctx.ctx, saved.data, saved.size, 0) == 0:
        llama.n_tokens = 0  # not restored: the prompt is evaluated again
        return
    llama.input_ids[: len(saved.ids)] = saved.ids
    llama.n_tokens = len(saved.ids)
    llama._requires_eval = True


class BusyCores:
    """How many cores other processes kept busy since the last look (psutil; about 0.1 ms).

    Prompt evaluation with llama.cpp's threads on every core is twice as fast on an idle
    machine and twice as *slow* on a busy one: its threads wait for each other at every
    layer, and one that lost its core holds all the others up (measured on 2 cores with a
    load of 5: 209 tokens in 2.1 s with one thread, 4.7 s with two)."""

    MIN_WINDOW = 0.5
    """Seconds between looks: a shorter window keeps the previous answer."""

    def __init__(self) -> None:
        import psutil

        self._psutil = psutil
        self._me = psutil.Process()
        self._cores = psutil.cpu_count() or 1
        self._last = self._sample()
        self._others = 0.0

    def _sample(self) -> tuple[float, float, float]:
        times = self._psutil.cpu_times()
        busy = sum(times) - times.idle - getattr(times, "iowait", 0.0)
        mine = self._me.cpu_times()
        return time.monotonic(), busy, mine.user + mine.system

    def others(self) -> float:
        now = self._sample()
        window = now[0] - self._last[0]
        if window >= self.MIN_WINDOW:
            busy, mine = now[1] - self._last[1], now[2] - self._last[2]
            self._others = max(0.0, (busy - mine) / window)
            self._last = now
        return self._others


_params_lock = threading.Lock()


def release_memory() -> None:
    """Give freed heap memory back to the OS (glibc only; a no-op elsewhere).

    Sampling allocates a candidate array per token; glibc keeps what was freed, so without
    this the resident size grows by ~80 MB over the first few turns.
    """
    with suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


@contextmanager
def extra_buffer_types(enabled: bool | None) -> Iterator[None]:
    """Load with llama.cpp's extra weight buffer types on or off (None: off if AMX is reported).

    Where the CPU reports AMX but the VM does not grant it (measured on the dev machine),
    evaluating a prompt with AMX weight buffers segfaults. llama-cpp-python has no argument
    for ``use_extra_bufts``, so its default-params function is swapped while the model loads.
    """
    from llama_cpp import llama_cpp as lib

    if enabled is None:
        enabled = b"AMX_INT8 = 1" not in lib.llama_print_system_info()
    if enabled:
        yield
        return
    with _params_lock:
        original = lib.llama_model_default_params

        def without() -> Any:
            params = original()
            params.use_extra_bufts = False
            return params

        lib.llama_model_default_params = without
        try:
            yield
        finally:
            lib.llama_model_default_params = original


def prompt_encoder(llama: Llama) -> Callable[[list[dict[str, str]]], list[int]]:
    """Messages → prompt tokens with the model's own chat template (ChatML if it has none)."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    def token_text(token: int) -> str:
        return (
            llama.detokenize([token], special=True).decode("utf-8", "replace") if token >= 0 else ""
        )

    bos = token_text(llama.token_bos())
    add_bos = llama.metadata.get("tokenizer.ggml.add_bos_token", "true") == "true"
    template = llama.metadata.get("tokenizer.chat_template") or _CHATML
    formatter = Jinja2ChatFormatter(template, token_text(llama.token_eos()), bos)

    def encode(messages: list[dict[str, str]]) -> list[int]:
        prompt = formatter(messages=messages).prompt  # type: ignore[arg-type]
        bos_needed = add_bos and not (bos and prompt.startswith(bos))
        return llama.tokenize(prompt.encode("utf-8"), add_bos=bos_needed, special=True)

    return encode


_CHATML = (
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
