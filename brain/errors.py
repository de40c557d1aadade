"""Error types, by audience. The whole hierarchy lives here.

``VanceError``
    Base of every error Vance raises on purpose.

``UserFacingError`` (``VanceError``)
    The user should read it. ``str(err)`` is one clear sentence; ``err.hint``
    says how to fix it. The TUI shows it as a note in the transcript, the CLI
    prints it to stderr and exits 1. Subclasses:

    - ``ConfigError``: a setting or the config file is wrong.
    - ``StoreError``: the database failed (``NotFound``, ``Conflict`` below).
    - ``ModelError``: a model call failed (``NoApiKey``, ``AuthFailed``,
      ``RateLimited``, ``Unreachable``, ``TimedOut``, ``ServerError``, ``BadRequest``,
      ``LocalModelMissing``, ``ScriptError`` in :mod:`brain.llm.errors`).
    - ``Refused``: an operation that is not allowed (archiving a SYSTEM project).
    - ``VoiceUnavailable``: a voice part is missing (library, device, model).

``ToolError`` (``VanceError``)
    The *model* should read it: a tool failed in a way the model can react to
    (bad arguments, path outside the workspace, timeout). The tool executor
    turns it into a tool result with ``error``.

Anything else is a programming error and surfaces as such.
"""

from __future__ import annotations


class VanceError(Exception):
    """Base of all deliberate Vance errors."""


class UserFacingError(VanceError):
    """An error the user reads: one sentence plus a hint how to fix it."""

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message

    def full_text(self) -> str:
        return f"{self.message} {self.hint}" if self.hint else self.message


class ConfigError(UserFacingError):
    """A setting or the config file is wrong."""


class StoreError(UserFacingError):
    """The database failed."""


class NotFound(StoreError):
    """A row that must exist does not."""


class Conflict(StoreError):
    """A unique constraint was violated (e.g. a project name is taken)."""


class Refused(UserFacingError):
    """The operation is not allowed (e.g. archiving the SYSTEM project)."""


class VoiceUnavailable(UserFacingError):
    """A voice component (library, device or model) is missing."""


class ToolError(VanceError):
    """A tool failed in a way the model should read and react to."""
