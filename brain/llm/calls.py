"""Who is calling the model: a context variable set around each engine turn.

The gateway and test doubles read it instead of guessing from the prompt text (the scripted
model routes replies by engine with it; logs name the caller). Asyncio tasks inherit it;
background calls (summaries, voice-rules bootstrap) set their own purpose.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(frozen=True)
class Caller:
    engine: str  # eddie | arthur | ford | … ; for background calls the purpose's owner
    process_id: str | None = None
    purpose: str = "turn"  # turn | summary | voice-rules | …


_CALLER: ContextVar[Caller | None] = ContextVar("vance_llm_caller", default=None)


def current_caller() -> Caller | None:
    return _CALLER.get()


@contextmanager
def calling(caller: Caller) -> Iterator[Caller]:
    token = _CALLER.set(caller)
    try:
        yield caller
    finally:
        _CALLER.reset(token)


INTERACTIVE_ENGINES = frozenset({"eddie"})
"""Engines the user waits for while they call the model (the hub)."""


def interactive() -> bool:
    """True when the user waits for this call: a hub turn, or a call outside any engine
    (the CLI, a benchmark). Workers, planners and background purposes (summaries) are not:
    on the one local model they give way (see ``LlamaRunner.submit_job``)."""
    caller = _CALLER.get()
    return caller is None or (caller.engine in INTERACTIVE_ENGINES and caller.purpose == "turn")
