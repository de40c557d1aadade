"""A fake OpenAI-compatible server on 127.0.0.1 for gateway tests (no network needed).

It serves ``POST /v1/chat/completions`` (JSON or SSE streaming with usage and tool calls),
``GET /v1/models`` and Ollama's ``GET /api/tags``. Each request takes the next queued
:class:`Behaviour` (or the default), so a test says what the next call should meet::

    with FakeOpenAI() as server:
        server.queue(Behaviour(status=429))
        monkeypatch.setenv("OPENAI_API_BASE", server.base_url)
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ERROR_TYPES = {
    400: ("invalid_request_error", "Invalid value for 'messages'."),
    401: ("invalid_request_error", "Incorrect API key provided: sk-fake***."),
    404: ("invalid_request_error", "The model `nope` does not exist."),
    429: ("rate_limit_error", "Rate limit reached for requests."),
    500: ("server_error", "The server had an error while processing your request."),
    503: ("server_error", "The engine is currently overloaded."),
}


@dataclass
class Behaviour:
    """What the server does with one chat request."""

    text: str = "Hello from the fake server."
    tool_calls: list[tuple[str, str]] = field(default_factory=list)
    """(name, arguments JSON) pairs."""
    status: int = 200
    hang: bool = False
    """Accept the request and never answer (until the server stops)."""
    chunk_chars: int = 5
    usage: tuple[int, int] = (21, 7)
    die_after: int | None = None
    """Streaming: send this many text pieces, then drop the connection (a server that dies
    mid-answer; chunked transfer, so the client sees the answer cut off)."""


class FakeOpenAI:
    """A threaded HTTP server; use as a context manager."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.default = Behaviour()
        self.models = ["fake", "fake-smart"]
        self.ollama_models: list[dict[str, Any]] | None = None
        self._queue: deque[Behaviour] = deque()
        self._stop = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def queue(self, *behaviours: Behaviour) -> None:
        self._queue.extend(behaviours)

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=2)

    def _next(self) -> Behaviour:
        return self._queue.popleft() if self._queue else self.default

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                if self.path.rstrip("/") == "/v1/models":
                    data = [{"id": name, "object": "model"} for name in fake.models]
                    self._json(200, {"object": "list", "data": data})
                elif self.path == "/api/tags" and fake.ollama_models is not None:
                    self._json(200, {"models": fake.ollama_models})
                else:
                    self._json(404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                fake.requests.append(body)
                fake.headers.append(dict(self.headers.items()))
                behaviour = fake._next()
                if behaviour.hang:
                    fake._stop.wait(30)
                    self.close_connection = True
                    return
                if behaviour.status != 200:
                    kind, message = ERROR_TYPES.get(behaviour.status, ("error", "Error."))
                    error = {"message": message, "type": kind, "param": None, "code": None}
                    self._json(behaviour.status, {"error": error})
                    return
                if body.get("stream") and behaviour.die_after is not None:
                    self._die_mid_stream(body, behaviour)
                elif body.get("stream"):
                    self._stream(body, behaviour)
                else:
                    self._json(200, _completion(body, behaviour))

            def _json(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, body: dict[str, Any], behaviour: Behaviour) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                include_usage = (body.get("stream_options") or {}).get("include_usage")
                for chunk in _chunks(body, behaviour, bool(include_usage)):
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True

            def _die_mid_stream(self, body: dict[str, Any], behaviour: Behaviour) -> None:
                self.protocol_version = "HTTP/1.1"
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                pieces = [c for c in _chunks(body, behaviour, False) if c["choices"][0]["delta"]][
                    : 1 + (behaviour.die_after or 0)
                ]  # the role, then the text pieces
                for chunk in pieces:
                    data = f"data: {json.dumps(chunk)}\n\n".encode()
                    self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                    self.wfile.flush()
                self.close_connection = True  # no last chunk, no [DONE]: the server is gone

        return Handler


def _base(body: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": body.get("model", "fake"),
    }


def _chunks(body: dict[str, Any], b: Behaviour, include_usage: bool) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def delta(d: dict[str, Any], finish: str | None = None) -> None:
        choice = {"index": 0, "delta": d, "finish_reason": finish}
        out.append({**_base(body), "choices": [choice]})

    delta({"role": "assistant", "content": ""})
    for i in range(0, len(b.text), b.chunk_chars):
        delta({"content": b.text[i : i + b.chunk_chars]})
    for index, (name, arguments) in enumerate(b.tool_calls):
        first = {"index": index, "id": f"call_fake_{index}", "type": "function"}
        delta({"tool_calls": [{**first, "function": {"name": name, "arguments": ""}}]})
        for i in range(0, len(arguments), b.chunk_chars):
            piece = {"index": index, "function": {"arguments": arguments[i : i + b.chunk_chars]}}
            delta({"tool_calls": [piece]})
    delta({}, "tool_calls" if b.tool_calls else "stop")
    if include_usage:
        usage = {
            "prompt_tokens": b.usage[0],
            "completion_tokens": b.usage[1],
            "total_tokens": sum(b.usage),
        }
        out.append({**_base(body), "choices": [], "usage": usage})
    return out


def _completion(body: dict[str, Any], b: Behaviour) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": b.text}
    if b.tool_calls:
        message["tool_calls"] = [
            {"id": f"call_fake_{i}", "type": "function", "function": {"name": n, "arguments": a}}
            for i, (n, a) in enumerate(b.tool_calls)
        ]
    return {
        **_base(body),
        "object": "chat.completion",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        "usage": {
            "prompt_tokens": b.usage[0],
            "completion_tokens": b.usage[1],
            "total_tokens": sum(b.usage),
        },
    }
