"""What :class:`~brain.llm.local_llama.LlamaRunner` is given (a :class:`Job`) and gives back
(text pieces, then a :class:`Done`; :class:`RunStats` for benchmarks), and the state of
a generation across its pauses (:class:`Progress`)."""

from __future__ import annotations

import codecs
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from brain.llm.local_sampling import GrammarFilter


@dataclass
class RunStats:
    """Numbers from the last generation (for benchmarks and the log)."""

    prompt_tokens: int = 0
    cached_tokens: int = 0
    """Prompt tokens reused from llama.cpp's KV cache (not evaluated again)."""
    completion_tokens: int = 0
    first_token_s: float = 0.0
    """From the worker starting on the prompt to the first generated token (prefill)."""
    total_s: float = 0.0


@dataclass
class Done:
    """The end of one generation (the last item a job emits)."""

    finish_reason: str
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int


@dataclass
class Job:
    """One generation: chat messages, an optional JSON schema the reply must follow."""

    messages: list[dict[str, str]]
    schema: dict[str, Any] | None
    max_tokens: int
    temperature: float
    answer_bias: float = 0.0
    """Added to the logits of the ``answer`` key where the reply picks its key (with a
    ``schema`` offering tools): a prior towards a plain answer."""
    prefix: str = ""
    """The start of the reply, already written: generation goes on from it."""
    urgent: bool = False
    """Someone is waiting for this (Eddie's turn): it runs before queued background jobs and
    a background generation pauses between tokens to let it (see :meth:`LlamaRunner.submit_job`)."""
    cancel: threading.Event = field(default_factory=threading.Event)


Emit = Callable[[str | Done | BaseException], None]
"""Where a job's text pieces go, then a :class:`Done` or the error; called on the worker."""


@dataclass
class Progress:
    """A generation's state across pauses for urgent jobs."""

    tokens: list[int] = field(default_factory=list)
    generated: list[int] = field(default_factory=list)
    cached: int = 0
    first: float = 0.0
    started: float = 0.0
    pauses: int = 0
    grammar: GrammarFilter | None = None
    processors: Any = None
    decoder: codecs.IncrementalDecoder | None = None
