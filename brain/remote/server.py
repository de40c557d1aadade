"""The resident brain's server: one embedded brain, many connections over a Unix socket.

The server owns one :class:`~brain.client.Client` (and so one brain). Each connection gets
its own ``Client`` on that brain (its own client id and bound hub session, its own profile);
when the connection closes, its session is suspended like a closed window, and everything
the brain runs (workers, queued turns) goes on. Requests are answered concurrently; frames
and answers leave through one ordered queue per connection, so a client sees the frames a
call caused before the call's answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import os
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from brain.approvals import AUTO_REASON
from brain.client import Client, Profile
from brain.events.frames import ApprovalRequest, Frame
from brain.remote.protocol import (
    MAX_LINE,
    METHODS,
    PROTOCOL_VERSION,
    ProtocolError,
    ServerStatus,
    decode,
    encode,
    error_payload,
    frame_line,
)

log = logging.getLogger(__name__)

PROFILES: tuple[Profile, ...] = ("foot", "daemon", "eddie", "mobile", "web")


def vance_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("vance")
    except PackageNotFoundError:
        return "0+unknown"


class ResidentServer:
    """Serve ``owner``'s brain on a Unix socket. ``linger``: idle seconds (no connection, no
    lane running) after which :meth:`wait_stopped` returns by itself; None stays forever."""

    def __init__(self, owner: Client, *, linger: float | None = None) -> None:
        self.owner = owner
        self.linger = linger if linger and linger > 0 else None
        self.version = vance_version()
        self._server: asyncio.Server | None = None
        self._connections: set[_Connection] = set()
        self._stop = asyncio.Event()
        self._activity = asyncio.Event()
        self._started = time.monotonic()
        self._watcher: asyncio.Task[None] | None = None

    # --- life cycle ---------------------------------------------------------------------------

    async def start(self, socket_path: Path) -> None:
        """Listen on ``socket_path`` (its folder 0700, the socket 0600). The caller holds the
        home's lock, so a socket file already there is stale and replaced."""
        _clear_place(socket_path)
        old_mask = os.umask(0o177)
        try:
            self._server = await asyncio.start_unix_server(
                self._accept, path=str(socket_path), limit=MAX_LINE
            )
        finally:
            os.umask(old_mask)
        os.chmod(socket_path, 0o600)
        self._watcher = asyncio.create_task(self._linger_watch(), name="vance-linger")

    def request_stop(self) -> None:
        self._stop.set()

    async def wait_stopped(self) -> None:
        await self._stop.wait()

    async def close(self) -> None:
        """Stop accepting, say ``bye`` to every connection and close them (the brain stays
        open: its owner closes it)."""
        self._stop.set()
        if self._watcher is not None:
            self._watcher.cancel()
            await asyncio.gather(self._watcher, return_exceptions=True)
        if self._server is not None:
            self._server.close()
        for connection in list(self._connections):
            await connection.close("the resident brain is stopping")
        if self._server is not None:
            await self._server.wait_closed()

    def status(self) -> ServerStatus:
        return ServerStatus(
            protocol=PROTOCOL_VERSION,
            version=self.version,
            uptime_s=round(time.monotonic() - self._started, 3),
            clients=len(self._connections),
            busy=not self.owner.brain.runtime.idle,
            linger_s=self.linger,
            model=self.owner.model_description(),
        )

    async def _linger_watch(self) -> None:
        if self.linger is None:
            return
        runtime = self.owner.brain.runtime
        while not self._stop.is_set():
            self._activity.clear()
            if self._connections:
                await self._activity.wait()  # until a connection comes or goes
                continue
            if not runtime.idle:
                await runtime.wait_idle()  # workers still run: the idle clock starts after
                continue
            try:
                async with asyncio.timeout(self.linger):
                    await self._activity.wait()
            except TimeoutError:
                if not self._connections and runtime.idle:
                    log.info("idle for %.1f s: the resident brain stops", self.linger)
                    self._stop.set()
                    return

    def _poke(self) -> None:
        self._activity.set()

    # --- connections --------------------------------------------------------------------------

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._stop.is_set():
            writer.close()
            return
        connection = _Connection(self, reader, writer)
        self._connections.add(connection)
        self._poke()
        try:
            await connection.run()
        finally:
            self._connections.discard(connection)
            self._poke()


def _clear_place(socket_path: Path) -> None:
    """The socket's folder exists with mode 0700 and no (stale) socket is in the way."""
    folder = socket_path.parent
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(folder, 0o700)
    with contextlib.suppress(FileNotFoundError):
        socket_path.unlink()


class _Connection:
    def __init__(
        self, server: ResidentServer, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        self.server = server
        self.reader = reader
        self.writer = writer
        self.client: Client | None = None
        self.auto_approve = False
        self.out: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.calls: dict[Any, asyncio.Task[None]] = {}
        self.subscriptions: dict[str, Callable[[], None]] = {}
        self._closed = False

    async def run(self) -> None:
        pump = asyncio.create_task(self._pump(), name="vance-remote-out")
        try:
            if await self._handshake():
                await self._serve()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except ProtocolError as exc:
            self.send({"op": "error", "id": None, "error": error_payload(exc)})
        finally:
            await self._cleanup()
            self.out.put_nowait(None)
            await asyncio.gather(pump, return_exceptions=True)
            self.writer.close()
            with contextlib.suppress(Exception):
                await self.writer.wait_closed()

    async def close(self, reason: str) -> None:
        if self._closed:
            return
        self.send({"op": "bye", "reason": reason})
        self._closed = True
        self.reader.feed_eof()

    def send(self, message: dict[str, Any]) -> None:
        self.out.put_nowait(encode(message))

    async def _pump(self) -> None:
        while (line := await self.out.get()) is not None:
            try:
                self.writer.write(line)
                await self.writer.drain()
            except (ConnectionError, RuntimeError):
                return

    async def _read(self) -> dict[str, Any] | None:
        try:
            line = await self.reader.readline()
        except ValueError as exc:  # longer than MAX_LINE
            raise ProtocolError("A line exceeds the protocol's size limit.") from exc
        if not line:
            return None
        return decode(line)

    async def _handshake(self) -> bool:
        hello = await self._read()
        if hello is None:
            return False
        if hello.get("op") != "hello":
            raise ProtocolError("The first line must be `hello`.")
        if hello.get("protocol") != PROTOCOL_VERSION:
            raise ProtocolError(
                f"This resident brain speaks protocol {PROTOCOL_VERSION}, the client "
                f"{hello.get('protocol')!r}.",
                hint="Run the same Vance version for both, or restart it: vance serve --stop.",
            )
        profile = hello.get("profile", "daemon")
        if profile not in PROFILES:
            raise ProtocolError(f"Unknown client profile {profile!r}.")
        owner = self.server.owner
        self.client = Client(owner.brain, profile)
        self.auto_approve = bool(hello.get("auto_approve", False))
        self.send(
            {
                "op": "welcome",
                "protocol": PROTOCOL_VERSION,
                "server": f"vance {self.server.version}",
                "model": owner.model_description(),
            }
        )
        return True

    async def _serve(self) -> None:
        while not self._closed and (message := await self._read()) is not None:
            op = message["op"]
            if op == "call":
                self._start_call(message)
            elif op == "cancel":
                task = self.calls.get(message.get("id"))
                if task is not None:
                    task.cancel()
            elif op == "subscribe":
                self._subscribe(str(message.get("session_id", "")))
            elif op == "unsubscribe":
                unsubscribe = self.subscriptions.pop(str(message.get("session_id", "")), None)
                if unsubscribe is not None:
                    unsubscribe()
            # unknown ops are ignored: a newer client may send them

    def _subscribe(self, session_id: str) -> None:
        if not session_id or session_id == "*" or session_id in self.subscriptions:
            return
        assert self.client is not None
        client = self.client

        def on_frame(frame: Frame) -> None:
            self.out.put_nowait(frame_line(frame))
            if self.auto_approve and isinstance(frame, ApprovalRequest):
                request_id = frame.request_id
                asyncio.get_running_loop().call_soon(
                    partial(client.resolve_approval, request_id, "once", reason=AUTO_REASON)
                )

        self.subscriptions[session_id] = client.subscribe(session_id, on_frame)

    def _start_call(self, message: dict[str, Any]) -> None:
        call_id = message.get("id")
        method = message.get("method")
        spec = METHODS.get(method) if isinstance(method, str) else None
        if spec is None:
            self.send(
                {
                    "op": "error",
                    "id": call_id,
                    "error": {"type": "UnknownMethod", "message": f"No method {method!r}."},
                }
            )
            return
        try:
            params = spec.params.model_validate(message.get("params") or {})
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            self.send(
                {
                    "op": "error",
                    "id": call_id,
                    "error": {
                        "type": "BadParams",
                        "message": f"{method}: {where}: {first['msg']}",
                    },
                }
            )
            return
        assert isinstance(method, str)
        self.calls[call_id] = asyncio.create_task(
            self._call(call_id, method, dict(params)), name=f"vance-remote-{method}"
        )

    async def _call(self, call_id: Any, method: str, params: dict[str, Any]) -> None:
        try:
            result = await self._dispatch(call_id, method, params)
        except asyncio.CancelledError:
            pass  # the client gave up waiting (or left); whatever the call started goes on
        except Exception as exc:
            if not isinstance(exc, ProtocolError):
                log.log(
                    logging.INFO
                    if error_payload(exc)["type"] != "InternalError"
                    else logging.ERROR,
                    "remote %s failed",
                    method,
                    exc_info=error_payload(exc)["type"] == "InternalError",
                )
            self.send({"op": "error", "id": call_id, "error": error_payload(exc)})
        else:
            self.send({"op": "result", "id": call_id, "result": result})
        finally:
            self.calls.pop(call_id, None)

    async def _dispatch(self, call_id: Any, method: str, params: dict[str, Any]) -> Any:
        client = self.client
        assert client is not None
        if method == "status":
            return self.server.status()
        if method == "shutdown":
            asyncio.get_running_loop().call_soon(self.server.request_stop)
            return None
        if method == "warm":

            def on_status(text: str) -> None:
                self.send({"op": "progress", "id": call_id, "text": text})

            await client.warm(on_status)
            return None
        result = getattr(client, method)(**params)
        if inspect.isawaitable(result):
            result = await result
        if method == "resolve_approval":
            return None
        return result

    async def _cleanup(self) -> None:
        for task in list(self.calls.values()):
            task.cancel()
        await asyncio.gather(*self.calls.values(), return_exceptions=True)
        for unsubscribe in self.subscriptions.values():
            unsubscribe()
        self.subscriptions.clear()
        if self.client is not None:
            try:
                await self.client.detach()
            except Exception:
                log.exception("detaching a remote client failed")
