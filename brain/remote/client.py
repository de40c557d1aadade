"""A client of a resident brain: the ``VanceClient`` surface over the socket protocol.

It imports no part of the embedded brain (no store, engines or litellm), so a ``vance chat``
attached to a resident brain starts in a fraction of the embedded brain's time.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from brain.events.frames import ErrorNote, Frame
from brain.remote.calls import RemoteCalls
from brain.remote.protocol import (
    MAX_LINE,
    METHODS,
    PROTOCOL_VERSION,
    BrainGone,
    ProtocolError,
    ServerStatus,
    decode,
    decode_frame,
    encode,
    error_from_payload,
)

if TYPE_CHECKING:
    from brain.llm.catalog import ModelInfo
    from brain.models import (
        ChatMessage,
        Process,
        Session,
    )

log = logging.getLogger(__name__)

Listener = Callable[[Frame], None]
GONE_HINT = "Run the command again (it starts or finds a resident brain), or use --embedded."


class RemoteClient(RemoteCalls):
    """Talks to a resident brain over a connected stream. Open with :meth:`connect`."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        profile: str,
        model: str,
        server: str,
    ) -> None:
        self._reader = reader
        self._writer = writer
        self._profile = profile
        self._model = model
        self.server = server
        self._ids = itertools.count(1)
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._progress: dict[int, Callable[[str], None]] = {}
        self._listeners: dict[str, list[Listener]] = {}
        self._gone: str | None = None
        self._bound: str | None = None
        self._read_task = asyncio.create_task(self._read_loop(), name="vance-remote-in")

    @classmethod
    async def connect(
        cls,
        socket_path: Path,
        *,
        profile: str = "daemon",
        auto_approve: bool = False,
        timeout: float = 10.0,
    ) -> RemoteClient:
        """Connect and shake hands. ``auto_approve`` answers this connection's approval
        requests with "once" (``vance chat --yes``). Raises ``OSError`` when nothing listens,
        :class:`ProtocolError` when the brain speaks another protocol version."""
        reader, writer = await asyncio.open_unix_connection(str(socket_path), limit=MAX_LINE)
        try:
            async with asyncio.timeout(timeout):
                writer.write(
                    encode(
                        {
                            "op": "hello",
                            "protocol": PROTOCOL_VERSION,
                            "profile": profile,
                            "auto_approve": auto_approve,
                        }
                    )
                )
                await writer.drain()
                line = await reader.readline()
        except BaseException:
            writer.close()
            raise
        if not line:
            writer.close()
            raise BrainGone("The resident brain closed the connection at once.", hint=GONE_HINT)
        welcome = decode(line)
        if welcome["op"] == "error":
            writer.close()
            raise error_from_payload(welcome.get("error"))
        if welcome["op"] != "welcome":
            writer.close()
            raise ProtocolError(f"Expected `welcome`, got {welcome['op']!r}.")
        return cls(
            reader,
            writer,
            profile=profile,
            model=str(welcome.get("model", "")),
            server=str(welcome.get("server", "")),
        )

    @property
    def profile(self) -> str:
        return self._profile

    @property
    def keeps_workers(self) -> bool:
        """True: the resident brain goes on running the workers after this client closes."""
        return True

    @property
    def bound_session(self) -> str | None:
        return self._bound

    # --- plumbing -----------------------------------------------------------------------------

    def _write(self, message: dict[str, Any]) -> None:
        if self._gone is None and not self._writer.is_closing():
            self._writer.write(encode(message))

    async def _call(
        self, method: str, progress: Callable[[str], None] | None = None, **params: Any
    ) -> Any:
        if self._gone is not None:
            raise BrainGone(self._gone, hint=GONE_HINT)
        call_id = next(self._ids)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[call_id] = future
        if progress is not None:
            self._progress[call_id] = progress
        try:
            self._write({"op": "call", "id": call_id, "method": method, "params": params})
            await self._writer.drain()
            raw = await future
        except asyncio.CancelledError:
            self._write({"op": "cancel", "id": call_id})  # the brain's work goes on
            raise
        except ConnectionError as exc:
            raise BrainGone(f"The resident brain went away: {exc}", hint=GONE_HINT) from exc
        finally:
            self._pending.pop(call_id, None)
            self._progress.pop(call_id, None)
        return METHODS[method].result.validate_python(raw)

    async def _read_loop(self) -> None:
        reason = "The resident brain closed the connection."
        try:
            while line := await self._reader.readline():
                message = decode(line)
                op = message["op"]
                if op == "frame":
                    self._deliver(decode_frame(message.get("frame")))
                elif op in ("result", "error"):
                    future = self._pending.get(message.get("id"))  # type: ignore[arg-type]
                    if future is None or future.done():
                        continue
                    if op == "result":
                        future.set_result(message.get("result"))
                    else:
                        future.set_exception(error_from_payload(message.get("error")))
                elif op == "progress":
                    callback = self._progress.get(message.get("id"))  # type: ignore[arg-type]
                    if callback is not None:
                        callback(str(message.get("text", "")))
                elif op == "bye":
                    self._lost(
                        f"The resident brain closed the connection: {message.get('reason')}."
                    )
        except (ConnectionError, ValueError, ProtocolError) as exc:
            reason = f"The connection to the resident brain broke: {exc}"
        finally:
            self._lost(reason)

    def _lost(self, reason: str, *, notify: bool = True) -> None:
        """Fail every pending call; with ``notify``, tell each listener in an error frame."""
        if self._gone is not None:
            return
        self._gone = reason
        for future in self._pending.values():
            if not future.done():
                future.set_exception(BrainGone(reason, hint=GONE_HINT))
        if not notify:
            return
        for session_id in list(self._listeners):
            self._deliver(ErrorNote(session_id=session_id, message=reason, hint=GONE_HINT))

    def _deliver(self, frame: Frame) -> None:
        for listener in list(self._listeners.get(frame.session_id, ())):
            try:
                listener(frame)
            except Exception:
                log.exception("frame listener failed")

    # --- connection ---------------------------------------------------------------------------

    async def close(self) -> None:
        """Disconnect. The resident brain suspends this window's session and keeps running."""
        self._lost("This client closed its connection to the resident brain.", notify=False)
        self._writer.close()
        with contextlib.suppress(Exception):
            await self._writer.wait_closed()
        self._read_task.cancel()
        await asyncio.gather(self._read_task, return_exceptions=True)

    async def warm(self, on_status: Callable[[str], None] | None = None) -> None:
        await self._call("warm", progress=on_status)
        self._model = await self._call("model_description")

    async def status(self) -> ServerStatus:
        result: ServerStatus = await self._call("status")
        return result

    async def shutdown(self) -> None:
        """Ask the resident brain to stop (running turns get a grace period)."""
        await self._call("shutdown")

    # --- sessions -----------------------------------------------------------------------------

    async def open_hub(self, session_id: str | None = None, *, new: bool = False) -> Session:
        session: Session = await self._call("open_hub", session_id=session_id, new=new)
        self._bound = session.id
        return session

    async def bind(self, session_id: str) -> Session:
        session: Session = await self._call("bind", session_id=session_id)
        self._bound = session.id
        return session

    def subscribe(self, session_id: str, listener: Callable[[Frame], None]) -> Callable[[], None]:
        bucket = self._listeners.setdefault(session_id, [])
        if not bucket:
            self._write({"op": "subscribe", "session_id": session_id})
        bucket.append(listener)

        def unsubscribe() -> None:
            if listener in bucket:
                bucket.remove(listener)
            if not bucket and self._listeners.get(session_id) is bucket:
                del self._listeners[session_id]
                self._write({"op": "unsubscribe", "session_id": session_id})

        return unsubscribe

    async def history(self, session_id: str, limit: int = 200) -> list[ChatMessage]:
        result: list[ChatMessage] = await self._call("history", session_id=session_id, limit=limit)
        return result

    async def sessions(self, *, include_workers: bool = False) -> list[Session]:
        result: list[Session] = await self._call("sessions", include_workers=include_workers)
        return result

    # --- talking ------------------------------------------------------------------------------

    async def send(self, session_id: str, text: str, *, spoken: bool = False) -> ChatMessage:
        result: ChatMessage = await self._call(
            "send", session_id=session_id, text=text, spoken=spoken
        )
        return result

    async def turn(
        self, session_id: str, text: str, *, spoken: bool = False, wait_workers: bool = False
    ) -> list[ChatMessage]:
        result: list[ChatMessage] = await self._call(
            "turn", session_id=session_id, text=text, spoken=spoken, wait_workers=wait_workers
        )
        return result

    async def cancel(self, session_id: str) -> bool:
        result: bool = await self._call("cancel", session_id=session_id)
        return result

    async def workers(self, *, active_only: bool = True) -> list[tuple[Process, str]]:
        result: list[tuple[Process, str]] = await self._call("workers", active_only=active_only)
        return result

    def resolve_approval(
        self,
        request_id: str,
        decision: Literal["once", "session", "deny"],
        *,
        reason: str | None = None,
    ) -> None:
        self._write(
            {
                "op": "call",
                "id": next(self._ids),
                "method": "resolve_approval",
                "params": {"request_id": request_id, "decision": decision, "reason": reason},
            }
        )

    async def grants(self, session_id: str) -> list[str]:
        result: list[str] = await self._call("grants", session_id=session_id)
        return result

    async def revoke_grants(self, session_id: str, tool: str | None = None) -> list[str]:
        result: list[str] = await self._call("revoke_grants", session_id=session_id, tool=tool)
        return result

    async def export_markdown(self, session_id: str) -> str:
        result: str = await self._call("export_markdown", session_id=session_id)
        return result

    # --- models -------------------------------------------------------------------------------

    async def models(self) -> list[ModelInfo]:
        result: list[ModelInfo] = await self._call("models")
        return result

    async def set_model(self, name: str) -> None:
        await self._call("set_model", name=name)
        self._model = await self._call("model_description")

    def model_description(self) -> str:
        return self._model
