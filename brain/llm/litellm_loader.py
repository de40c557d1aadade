"""Import and configure litellm once per process, lazily.

``import litellm`` takes seconds and, unless told otherwise, fetches a model cost map over
the network and logs to the terminal. :func:`load_litellm` sets the process up once:

- ``LITELLM_LOCAL_MODEL_COST_MAP=True`` before the import (offline, no fetch);
- ``suppress_debug_info``, and litellm's loggers write to Vance's log file, never to
  stdout/stderr (the TUI owns the terminal);
- the custom provider ``scripted``. The local model (llama.cpp) is no litellm provider:
  the gateway calls it directly (:mod:`brain.llm.local_handler`), so offline turns never
  import litellm.

This is process setup, done once; per-call options are passed per call by the gateway.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
import warnings
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brain.config import Settings

LITELLM_LOGGERS = ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy", "litellm")

log = logging.getLogger("vance.llm")

_lock = threading.Lock()
_module: ModuleType | None = None
_log_handler: logging.Handler | None = None
import_seconds: float | None = None
"""How long the first ``import litellm`` took (for ``vance doctor`` and benchmarks)."""


def is_loaded() -> bool:
    return _module is not None


def load_litellm(settings: Settings | None = None, log_file: Path | None = None) -> ModuleType:
    """The configured ``litellm`` module (imported on first call; blocking, seconds).

    The setup is process-wide and does not depend on ``settings`` (accepted so callers
    need not care); a later call with another ``log_file`` moves litellm's log there.
    """
    global _module, import_seconds
    with _lock:
        if _module is None:
            os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"  # offline: no cost-map fetch
            started = time.perf_counter()
            # litellm's imports emit pydantic UserWarnings that would reach the terminal.
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                import litellm

                import_seconds = time.perf_counter() - started
                litellm.suppress_debug_info = True
                litellm.disable_hf_tokenizer_download = True  # never fetch tokenizers at run time
                _route_logs(log_file)
                from brain.llm.scripted import make_scripted_handler

                litellm.custom_provider_map = [
                    *[p for p in litellm.custom_provider_map if p["provider"] != "scripted"],
                    {"provider": "scripted", "custom_handler": make_scripted_handler()},
                ]
                _warm_up(litellm)
            # Provider modules load lazily during calls; their pydantic schema warnings
            # would reach the terminal (this one message only, for the whole process).
            warnings.filterwarnings(
                "ignore", message=r".*using the `ReadOnly` qualifier", category=UserWarning
            )
            _module = litellm
            log.info(
                "litellm %s imported in %.2f s, ready in %.2f s",
                _version(),
                import_seconds,
                time.perf_counter() - started,
            )
        elif log_file is not None and _current_log_file() != log_file:
            _route_logs(log_file)
        return _module


def _warm_up(litellm: ModuleType) -> None:
    """One scripted call, so the first real call does not import ~90 more modules (~0.9 s)
    on the caller's event loop. Runs its own event loop in a helper thread."""
    from brain.llm.scripted import WARMUP_MODEL

    async def call() -> None:
        stream = await litellm.acompletion(
            model=WARMUP_MODEL,
            messages=[{"role": "user", "content": "hi"}],
            stream=True,
            stream_options={"include_usage": True},
            timeout=30,
            num_retries=0,
            input_cost_per_token=0.0,
            output_cost_per_token=0.0,
        )
        async for _chunk in stream:
            pass

    def run() -> None:
        try:
            asyncio.run(call())
        except Exception:  # a failed warm-up only costs time later
            log.warning("litellm warm-up call failed", exc_info=True)

    helper = threading.Thread(target=run, name="litellm-warm-up", daemon=True)
    helper.start()
    helper.join()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("litellm")
    except PackageNotFoundError:
        return "?"


def _current_log_file() -> Path | None:
    if isinstance(_log_handler, logging.FileHandler):
        return Path(_log_handler.baseFilename)
    return None


def _route_logs(log_file: Path | None) -> None:
    """litellm's loggers write to ``log_file``, never to the terminal.

    Without a log file they hand their records to the root logger (the app's own log
    handlers) behind a ``NullHandler``, so Python's last-resort stderr handler never fires.
    """
    global _log_handler
    handler: logging.Handler
    if log_file is not None:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(log_file, encoding="utf-8", delay=True)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    else:
        handler = logging.NullHandler()
    level = os.environ.get("LITELLM_LOG", "WARNING").upper()
    for name in LITELLM_LOGGERS:
        logger = logging.getLogger(name)
        for old in list(logger.handlers):
            logger.removeHandler(old)
            if old is _log_handler:
                old.close()
        logger.addHandler(handler)
        logger.propagate = log_file is None
        logger.setLevel(getattr(logging, level, logging.WARNING))
    _log_handler = handler


def reset_for_tests() -> None:
    """Forget (and close) the local model handler (:mod:`brain.llm.local_handler`)."""
    from brain.llm import local_handler

    local_handler.reset_for_tests()
