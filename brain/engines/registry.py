"""Which engine runs a process."""

from __future__ import annotations

from typing import TYPE_CHECKING

from brain.errors import UserFacingError
from brain.models import Process

if TYPE_CHECKING:
    from brain.core import Brain
    from brain.engines.base import EngineBase


def engine_for(brain: Brain, process: Process) -> EngineBase:
    cache = brain.extras.setdefault("engines", {})
    assert isinstance(cache, dict)
    engine = cache.get(process.engine)
    if engine is None:
        from brain.engines.eddie import Eddie
        from brain.engines.workers import Arthur, Ford

        known: dict[str, type[EngineBase]] = {"eddie": Eddie, "arthur": Arthur, "ford": Ford}
        if process.engine not in known:
            raise UserFacingError(
                f"No engine named {process.engine!r}.", hint="Known engines: eddie, arthur, ford."
            )
        engine = cache[process.engine] = known[process.engine](brain)
    return engine
