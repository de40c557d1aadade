"""Identifiers: short, typeable and time-ordered (``s-1m8xnfg8xnehhvq``).

After the prefix: the creation time in milliseconds as 9 Crockford base32 characters (fixed
width, so later ids sort after earlier ones as plain strings until the year 3084), then
6 random characters. Ids of the older form (``prefix-`` + 10 characters) stay valid; they
only do not sort by time among the new ones.
"""

from __future__ import annotations

import secrets
import time

_ALPHABET = (
    "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lower case: sorts like its values
)
TIME_CHARS = 9  # 45 bits of milliseconds since 1970: until about the year 3084
RANDOM_CHARS = 6  # 30 bits, for ids made in the same millisecond


def _b32(value: int, width: int) -> str:
    chars = []
    for _ in range(width):
        value, rem = divmod(value, 32)
        chars.append(_ALPHABET[rem])
    return "".join(reversed(chars))


def new_id(prefix: str, at: float | None = None) -> str:
    """``prefix-`` + the time (``at``, default now) in ms + random characters; for one prefix,
    ids made in different milliseconds sort by the time they were made."""
    millis = int((time.time() if at is None else at) * 1000)
    return f"{prefix}-{_b32(millis, TIME_CHARS)}{_b32(secrets.randbits(5 * RANDOM_CHARS), RANDOM_CHARS)}"


def now() -> float:
    """Wall-clock seconds since the epoch; every stored timestamp uses it."""
    return time.time()
