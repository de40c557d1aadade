"""Which engine runs a process: a registry of engine factories, one instance per engine name.

``Brain.open(engines=…)`` takes the factories as a seam (tests pass stand-ins); the default
set is :data:`DEFAULT_ENGINES`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from brain.deps import Deps
from brain.engines.eddie import Eddie
from brain.engines.marvin import Marvin
from brain.engines.vogon import Vogon
from brain.engines.workers import Arthur, Ford
from brain.errors import UserFacingError
from brain.models import Process
from brain.runtime.lanes import Engine

EngineFactory = Callable[[Deps], Engine]

DEFAULT_ENGINES: Mapping[str, EngineFactory] = {
    "eddie": Eddie,
    "arthur": Arthur,
    "ford": Ford,
    "marvin": Marvin,
    "vogon": Vogon,
}


class EngineRegistry:
    """Resolves a process to its engine; engines are built lazily, once, with the deps."""

    def __init__(self, factories: Mapping[str, EngineFactory] | None = None) -> None:
        self._factories = DEFAULT_ENGINES if factories is None else factories
        self._engines: dict[str, tuple[EngineFactory, Engine]] = {}
        self._deps: Deps | None = None

    def bind(self, deps: Deps) -> None:
        self._deps = deps

    @property
    def names(self) -> list[str]:
        return sorted(self._factories)

    def __call__(self, process: Process) -> Engine:
        factory = self._factories.get(process.engine)
        cached = self._engines.get(process.engine)
        if cached is not None and cached[0] is factory:
            return cached[1]
        if factory is None:
            raise UserFacingError(
                f"No engine named {process.engine!r}.",
                hint=f"Known engines: {', '.join(self.names)}.",
            )
        if self._deps is None:
            raise RuntimeError("the engine registry is not bound to a brain yet")
        engine = factory(self._deps)
        self._engines[process.engine] = (factory, engine)
        return engine
