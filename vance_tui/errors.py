"""Errors the terminal app finds itself, in the hierarchy of :mod:`brain.errors`.

Both are :class:`brain.errors.UserFacingError`: the app shows ``message`` (and ``hint``) as a
note in the transcript, like any error from the brain.
"""

from __future__ import annotations

from brain import UserFacingError


class UserError(UserFacingError):
    """A problem the user reads that the app itself finds (not connected yet, …)."""


class SlashError(UserError):
    """A slash command the app cannot run; ``str(err)`` is the one-line explanation."""
