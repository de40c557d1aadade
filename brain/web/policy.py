"""Tool policies as data: a rate limit per minute and a result cache with a TTL.

Reusable for any tool: a policy is a small pydantic model (it can come from settings or a
recipe); a :class:`PolicyGate` holds the state for one scope (e.g. one session) and calls the
``notify`` callback for cache hits and rate limits, so they show up as progress.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from typing import Any

from pydantic import BaseModel, Field

from brain.errors import ToolError


class ToolPolicy(BaseModel):
    """How often a tool may run and how long its results are reused."""

    rate_per_minute: int | None = Field(default=None, ge=1, description="Calls per minute.")
    cache_ttl_s: float | None = Field(default=None, gt=0, description="Reuse results this long.")
    cache_entries: int = Field(default=256, ge=1)


class RateLimited(ToolError):
    """The tool ran too often in the last minute."""


class PolicyGate:
    """State for one scope: call times per tool and cached results per (tool, key)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._calls: dict[str, deque[float]] = {}
        self._cache: dict[tuple[str, Hashable], tuple[float, Any]] = {}

    async def run(
        self,
        tool: str,
        key: Hashable,
        policy: ToolPolicy,
        compute: Callable[[], Awaitable[Any]],
        notify: Callable[[str], None] = lambda _text: None,
    ) -> Any:
        """The cached result for ``key`` when fresh, else ``compute()`` within the rate limit."""
        now = self._clock()
        if policy.cache_ttl_s is not None:
            cached = self._cache.get((tool, key))
            if cached is not None and cached[0] > now:
                notify(f"{tool}: cached result ({int(cached[0] - now)} s left)")
                return cached[1]
        if policy.rate_per_minute is not None:
            calls = self._calls.setdefault(tool, deque())
            while calls and calls[0] <= now - 60:
                calls.popleft()
            if len(calls) >= policy.rate_per_minute:
                wait = int(calls[0] + 60 - now) + 1
                notify(f"{tool}: rate limit reached ({policy.rate_per_minute}/min)")
                raise RateLimited(
                    f"{tool} is limited to {policy.rate_per_minute} calls per minute; try again "
                    f"in {wait} s, or use the results you already have."
                )
            calls.append(now)
        value = await compute()
        if policy.cache_ttl_s is not None:
            if len(self._cache) >= policy.cache_entries:
                self._cache.pop(next(iter(self._cache)))
            self._cache[(tool, key)] = (now + policy.cache_ttl_s, value)
        return value


class SessionGates:
    """One :class:`PolicyGate` per session (rate limits and caches are per session); owned by
    the brain (:class:`brain.deps.Deps`)."""

    def __init__(self) -> None:
        self._gates: dict[str, PolicyGate] = {}

    def of(self, session_id: str) -> PolicyGate:
        gate = self._gates.get(session_id)
        if gate is None:
            gate = self._gates[session_id] = PolicyGate()
        return gate
