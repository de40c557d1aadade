"""Logging for the programs built on the brain. The brain itself never touches the root logger:
entry points (``vance``, ``vance serve``, benches) call :func:`setup_logging` once."""

from __future__ import annotations

import logging
from pathlib import Path


def setup_logging(log_file: Path) -> None:
    """Everything (ours and litellm's) goes to the log file, never to the terminal."""
    root = logging.getLogger()
    if any(getattr(h, "_vance", False) for h in root.handlers):
        return
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(log_file, encoding="utf-8")
    except OSError:
        # A read-only home: no log file. The command itself reports the folder it cannot
        # write (``vance doctor`` checks it), in one line instead of a traceback from here.
        return
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler._vance = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def log_to_state_folder() -> None:
    """Log into the log folder of the current ``VANCE_HOME`` / user folders."""
    from brain.config import resolve_paths

    setup_logging(resolve_paths().log_file)
