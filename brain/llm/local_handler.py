"""The one in-process local model handler of this process (llama.cpp), without litellm.

The gateway calls the handler directly (:meth:`brain.llm.local_provider.LocalLLM.stream`),
so an offline turn never imports litellm. :func:`ensure_local_handler` creates the handler
for a model file once (importing :mod:`brain.llm.local_provider`, hence llama.cpp, only
then); :func:`local_handler` returns it (to load or free its model).
"""

from __future__ import annotations

import importlib
import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from brain.llm.errors import LOCAL_RUNTIME_HINT, LocalModelMissing

if TYPE_CHECKING:
    from brain.llm.local_provider import LocalLLM

log = logging.getLogger("vance.llm")

_lock = threading.Lock()
_path: Path | None = None
_handler: LocalLLM | None = None


def ensure_local_handler(model_path: Path) -> LocalLLM:
    """The handler for ``model_path``, created once (nothing loads until first use).

    A missing llama.cpp runtime is a :class:`LocalModelMissing` with the fix. A handler for
    another path is closed (blocking until its running generation, if any, ends).
    """
    global _handler, _path
    with _lock:
        if _handler is not None and _path == model_path:
            return _handler
        try:
            local_provider = importlib.import_module("brain.llm.local_provider")
            handler: LocalLLM = local_provider.make_local_handler(model_path)
        except ImportError as exc:
            if (exc.name or "").split(".")[0] != "llama_cpp":
                raise
            raise LocalModelMissing(
                "The local model needs the llama.cpp runtime (llama-cpp-python), "
                "which is not installed.",
                hint=LOCAL_RUNTIME_HINT,
                model="local",
            ) from exc
        previous, _handler, _path = _handler, handler, model_path
        log.info("local model handler ready for %s", model_path)
    if previous is not None:
        previous.close()
    return handler


def local_handler() -> LocalLLM | None:
    """The current local handler, if any (to load or free its model)."""
    return _handler


def reset_for_tests() -> None:
    """Forget (and close) the handler so the next ``local/...`` call creates it again."""
    global _handler, _path
    with _lock:
        handler, _handler, _path = _handler, None, None
    if handler is not None:
        handler.close()
