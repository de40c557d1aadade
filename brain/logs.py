"""Logging for the programs built on the brain. The brain itself never touches the root logger:
entry points (``vance``, ``vance serve``, benches) call :func:`setup_logging` once."""

from __future__ import annotations

import logging
from pathlib import Path


class _LazyFileHandler(logging.FileHandler):
    """A log file (and its folder) made by the first record, not before: a command that logs
    nothing (``vance sessions list`` on a new home) leaves the home as it found it. A home
    it cannot write loses the record, never raises: the command itself reports the folder
    it cannot write (``vance doctor`` checks it), in one line instead of a traceback."""

    def emit(self, record: logging.LogRecord) -> None:
        if self.stream is None:
            try:
                Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
                self.stream = self._open()
            except OSError:
                return
        super().emit(record)


def setup_logging(log_file: Path) -> None:
    """Everything (ours and litellm's) goes to the log file, never to the terminal."""
    root = logging.getLogger()
    if any(getattr(h, "_vance", False) for h in root.handlers):
        return
    handler = _LazyFileHandler(log_file, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler._vance = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def log_to_state_folder() -> None:
    """Log into the log folder of the current ``VANCE_HOME`` / user folders."""
    from brain.config import resolve_paths

    setup_logging(resolve_paths().log_file)
