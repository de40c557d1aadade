"""Identifiers: short, typeable, roughly time-ordered (``s-0f3k9x2m``)."""

from __future__ import annotations

import secrets
import time

_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lower case


def _b32(value: int, width: int) -> str:
    chars = []
    for _ in range(width):
        value, rem = divmod(value, 32)
        chars.append(_ALPHABET[rem])
    return "".join(reversed(chars))


def new_id(prefix: str) -> str:
    """``prefix-`` + 4 chars of seconds (wraps every ~12 days) + 6 random chars."""
    return f"{prefix}-{_b32(int(time.time()), 4)}{_b32(secrets.randbits(30), 6)}"


def now() -> float:
    """Wall-clock seconds since the epoch; every stored timestamp uses it."""
    return time.time()
