"""The one way the brain calls a model: aliases, streaming, usage totals, typed errors.

``ModelGateway.complete("default:fast", messages, on_text=...)`` resolves the alias to a
litellm model string (configured model, else the local model), always streams (text
deltas go to ``on_text`` as they arrive; tool calls are assembled from their fragments),
always passes an explicit ``timeout`` and ``num_retries``, and turns every failure into a
:class:`~brain.llm.errors.ModelError` whose hint says how to fix it.

The in-process local model (``local/…``) is called directly (:mod:`brain.llm.local_handler`),
with the same metrics and errors: an offline turn never imports litellm. litellm is
imported lazily, off the event loop (:meth:`ModelGateway.warm`), for every other model.

One streamed call (parameters, stream, usage, errors, a found server's fallback) is
:mod:`brain.llm.gateway_call`; this module resolves, discovers, warms and checks.
"""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from brain.diagnostics import Check
from brain.llm import model_files
from brain.llm.errors import (
    LOCAL_MODEL_HINT,
    LOCAL_RUNTIME_HINT,
    LocalModelMissing,
    ModelError,
)
from brain.llm.gateway_call import run_call
from brain.llm.litellm_loader import load_litellm
from brain.llm.local_handler import ensure_local_handler, local_handler
from brain.llm.scripted import check_script
from brain.llm.types import LlmResult, Message, TextSink, Totals

if TYPE_CHECKING:
    from brain.config import Settings
    from brain.llm.discovery import Found, Server
    from brain.llm.local_provider import LocalLLM

log = logging.getLogger("vance.llm")

CHECK_TIMEOUT = 10.0
"""Upper bound in seconds for the reachability probe of ``vance doctor``."""


class ModelGateway:
    """Resolves aliases, calls litellm, streams, counts usage and maps errors."""

    def __init__(self, settings: Settings, *, log_file: Path | None = None) -> None:
        self.settings = settings
        self.log_file = log_file
        self.totals = Totals()
        """Calls, tokens and model time of this gateway (i.e. this Vance process)."""
        self._litellm: ModuleType | None = None
        self._warm_lock = asyncio.Lock()
        self._local_path: Path | None = None
        self._used_local = False
        self._warm_done = False
        self.found: Found | None = None
        """The local model server in use (found by :meth:`discover`), if any."""
        self._discovered = False
        self._discover_lock = asyncio.Lock()

    # -- resolving -------------------------------------------------------------------

    def resolve(self, alias: str) -> str:
        """The litellm model string behind ``alias``: the configured model, else a model
        server found on this machine (:meth:`discover`), else the bundled local model."""
        model = self.settings.model_for(alias)
        if model is not None and not model.startswith("local/"):
            return model
        if model is None and self.found is not None:
            return self.found.model
        self._require_local_file(configured=model is not None)
        return model or f"local/{model_files.LOCAL_MODEL_NAME}"

    def _require_local_file(self, *, configured: bool) -> Path:
        if self._local_path is None:
            self._local_path = model_files.find_local_model(self.settings)
        if self._local_path is not None:
            return self._local_path
        looked_at = self.settings.local_model_path
        where = f" (looked at {looked_at})" if looked_at is not None else ""
        first = "The local model is configured" if configured else "No model is configured"
        raise LocalModelMissing(
            f"{first}, but its model file was not found{where}.",
            hint=LOCAL_MODEL_HINT,
            model=f"local/{model_files.LOCAL_MODEL_NAME}",
        )

    def describe(self) -> str:
        """One line for the HUD and ``vance doctor``, e.g. ``local/smollm2-135m (offline)``."""
        try:
            fast = self.resolve("default:fast")
            smart = self.resolve("default:smart")
        except ModelError:
            return "no model (local model missing; see `vance models`)"
        line = fast + self._kind_suffix(fast)
        return line if smart == fast else f"{line}, smart: {smart}{self._kind_suffix(smart)}"

    def _kind_suffix(self, model: str) -> str:
        if self.found is not None and model == self.found.model:
            return f" (found: {self.found.label} at {self.found.api_base})"
        return _kind_suffix(model)

    # -- local model servers ---------------------------------------------------------

    async def discover(self, servers: tuple[Server, ...] | None = None) -> Found | None:
        """With no model configured (and ``find_model_servers`` on), look once for a local model
        server (Ollama, LM Studio, llama.cpp) on this machine and use its chat model from now
        on. Loopback only, all probes at once, well under a second; None when nothing is
        found (the bundled model stays)."""
        if self._discovered:
            return self.found
        async with self._discover_lock:
            if self._discovered:
                return self.found
            if self.settings.find_model_servers and not self.settings.model_for("default:fast"):
                from brain.llm import discovery

                try:
                    self.found = await discovery.discover(servers or discovery.DEFAULT_SERVERS)
                except Exception:
                    log.warning("looking for local model servers failed", exc_info=True)
                if self.found is not None:
                    log.info("found %s: using %s", self.found.label, self.found.model)
            self._discovered = True
        return self.found

    def _lose_server(self) -> str:
        """The found server stopped answering: back to the bundled model; the note says so."""
        assert self.found is not None
        gone, self.found = self.found, None
        note = (
            f"{gone.label} at {gone.api_base} stopped answering; "
            "the bundled local model answers instead."
        )
        log.warning(note)
        return note

    # -- calling ---------------------------------------------------------------------

    def needs_litellm(self) -> bool:
        """True when a default alias runs on a model that goes through litellm (any model
        but the in-process local one)."""
        try:
            models = {self.resolve("default:fast"), self.resolve("default:smart")}
        except ModelError:
            return False  # no model at all: the first call says so
        return any(not model.startswith("local/") for model in models)

    async def warm(self) -> None:
        """Get the default models ready off the event loop (idempotent): import and set up
        litellm in a worker thread when a default model needs it; for the local model, create
        its handler (loading happens in :meth:`load_local`). Problems surface at the first
        call."""
        if self.warmed:
            return
        async with self._warm_lock:
            if self.warmed:
                return
            try:
                if self.resolve("default:fast").startswith("local/"):
                    path = self._require_local_file(configured=True)
                    await asyncio.to_thread(ensure_local_handler, path)
            except ModelError:
                pass
            if self.needs_litellm():
                self._litellm = await asyncio.to_thread(load_litellm, self.settings, self.log_file)
            self._warm_done = True

    @property
    def warmed(self) -> bool:
        """True once :meth:`warm` has run (litellm set up when a default model needs it)."""
        return self._warm_done or self._litellm is not None

    async def load_local(self, on_status: Callable[[str], None] | None = None) -> bool:
        """When the default model is the local one, load it now, off the event loop, with its
        status lines (``loading the local model…``, ``local model ready (0.2 s)``) going to
        ``on_status``. True when the local model is loaded; False when another model (or
        none) is the default. Cheap when already loaded; a load failure raises ModelError."""
        try:
            model = self.resolve("default:fast")
        except ModelError:
            return False  # no model at all: the first call says so, with the fix
        if not model.startswith("local/"):
            return False
        handler = await self._local(model)
        if handler.loaded:
            return True
        previous = handler.on_loading
        handler.on_loading = on_status
        try:
            await handler.ensure_loaded()
        finally:
            handler.on_loading = previous
        return True

    def prefill(self, alias: str, messages: list[dict[str, str]]) -> bool:
        """Let the in-process model evaluate ``messages`` (the start of the next prompt for
        ``alias``, up to the user's words) while it is idle, so the next turn starts from
        its KV cache. Returns at once; False (nothing done) unless ``alias`` runs on the
        loaded in-process model. Not a call: nothing is counted."""
        try:
            model = self.resolve(alias)
        except ModelError:
            return False
        handler = local_handler() if model.startswith("local/") else None
        if handler is None or not handler.loaded:
            return False
        handler.prefill_ahead(messages)
        return True

    async def close(self) -> None:
        """Free the local model if this gateway used it (a later call loads it again);
        nothing else holds resources. Called by ``Brain.close``."""
        if not self._used_local:
            return
        self._used_local = False
        handler = local_handler()
        if handler is not None:
            await handler.aclose()

    async def _ready(self, model: str) -> ModuleType:
        """litellm, set up (imported off the event loop on first use)."""
        if self._litellm is None:
            self._litellm = await asyncio.to_thread(load_litellm, self.settings, self.log_file)
        return self._litellm

    async def _local(self, model: str) -> LocalLLM:
        """The in-process handler for the local ``model`` (created on first use; no litellm)."""
        path = self._require_local_file(configured=True)
        handler = local_handler()
        if handler is None or handler.model_path != path:
            handler = await asyncio.to_thread(ensure_local_handler, path)
        self._used_local = True
        return handler

    async def complete(
        self,
        alias: str,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        on_text: TextSink | None = None,
        max_tokens: int | None = None,
        response_format: dict[str, Any] | None = None,
        temperature: float | None = None,
    ) -> LlmResult:
        """Stream one completion; see the module docstring. Raises only ``ModelError``."""
        await self.discover()  # once; a no-op when a model is configured
        return await run_call(
            self,
            alias,
            messages,
            tools=tools,
            on_text=on_text,
            max_tokens=max_tokens,
            response_format=response_format,
            temperature=temperature,
            request_timeout=self.settings.llm.timeout,
            num_retries=self.settings.llm.num_retries,
        )

    # -- doctor ----------------------------------------------------------------------

    async def check(self, alias: str = "default:fast") -> Check:
        """Is the model behind ``alias`` configured and reachable? Cheap for local models."""
        name = f"model ({alias})"
        await self.discover()
        try:
            model = self.resolve(alias)
        except ModelError as exc:
            return Check(name=name, ok=False, detail=exc.message, fix=exc.hint)
        if model.startswith("local/"):
            path = self._require_local_file(configured=True)
            if importlib.util.find_spec("llama_cpp") is None:
                return Check(
                    name=name,
                    ok=False,
                    detail=f"{model}: model file found, but llama-cpp-python is not installed.",
                    fix=LOCAL_RUNTIME_HINT,
                )
            return Check(name=name, ok=True, detail=f"{model} (offline, {path})")
        if model.startswith("scripted/"):
            try:
                check_script(model.removeprefix("scripted/"))
            except ModelError as exc:
                return Check(name=name, ok=False, detail=exc.message, fix=exc.hint)
            return Check(name=name, ok=True, detail=f"{model} (scripted replies, no real model)")
        started = time.perf_counter()
        try:
            await run_call(
                self,
                alias,
                [{"role": "user", "content": "Say OK."}],
                tools=None,
                on_text=None,
                max_tokens=1,
                response_format=None,
                request_timeout=min(self.settings.llm.timeout, CHECK_TIMEOUT),
                num_retries=0,
                count=False,
            )
        except ModelError as exc:
            return Check(name=name, ok=False, detail=exc.message, fix=exc.hint)
        elapsed = (time.perf_counter() - started) * 1000
        where = self._kind_suffix(model)
        return Check(name=name, ok=True, detail=f"{model} answered in {elapsed:.0f} ms{where}")


def _kind_suffix(model: str) -> str:
    if model.startswith("local/"):
        return " (offline)"
    if model.startswith("scripted/"):
        return " (scripted)"
    return ""
