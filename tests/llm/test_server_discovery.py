"""Local model servers found by themselves: fake Ollama / LM Studio / llama.cpp on loopback."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from brain.llm.discovery import (
    Server,
    ServerModel,
    discover,
    params_from,
    pick_model,
)


def _serve(
    routes: dict[str, Any], hang: threading.Event | None = None
) -> tuple[ThreadingHTTPServer, int]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if hang is not None:
                hang.wait(10)  # a hanging server: the client must give up first
                return
            body = routes.get(self.path)
            if body is None:
                self.send_response(404)
                self.end_headers()
                return
            data = json.dumps(body).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


@pytest.fixture
def servers() -> Iterator[list[ThreadingHTTPServer]]:
    started: list[ThreadingHTTPServer] = []
    yield started
    for server in started:
        server.shutdown()
        server.server_close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


OLLAMA_TAGS = {
    "models": [
        {
            "name": "nomic-embed-text:latest",
            "size": 274_000_000,
            "details": {"parameter_size": "137M"},
        },
        {"name": "llama3.2:3b", "size": 2_000_000_000, "details": {"parameter_size": "3.2B"}},
        {
            "name": "qwen2.5:7b-instruct",
            "size": 4_700_000_000,
            "details": {"parameter_size": "7.6B"},
        },
        {"name": "llama3.1:70b", "size": 40_000_000_000, "details": {"parameter_size": "70.6B"}},
    ]
}


async def test_ollama_is_found_and_the_largest_chat_model_that_fits_is_picked(
    servers: list[ThreadingHTTPServer],
) -> None:
    server, port = _serve({"/api/tags": OLLAMA_TAGS})
    servers.append(server)
    found = await discover(
        (Server("ollama", f"http://127.0.0.1:{port}", "/api/tags"),), timeout=5.0
    )
    assert found is not None
    assert found.model == "ollama_chat/qwen2.5:7b-instruct"
    assert found.api_base == f"http://127.0.0.1:{port}"
    assert "Ollama" in found.describe()


async def test_lm_studio_and_llama_cpp_speak_the_openai_list(
    servers: list[ThreadingHTTPServer],
) -> None:
    lm, lm_port = _serve({"/v1/models": {"data": [{"id": "qwen2.5-3b-instruct"}]}})
    cpp, cpp_port = _serve({"/v1/models": {"data": [{"id": "Llama-3.2-1B-Instruct-Q4_K_M.gguf"}]}})
    servers += [lm, cpp]
    dead = _free_port()
    found = await discover(
        (
            Server("ollama", f"http://127.0.0.1:{dead}", "/api/tags"),
            Server("lmstudio", f"http://127.0.0.1:{lm_port}", "/v1/models"),
            Server("llamacpp", f"http://127.0.0.1:{cpp_port}", "/v1/models"),
        ),
        timeout=5.0,  # a loaded machine answers slowly; the dead port fails at once anyway
    )
    assert found is not None
    assert (found.kind, found.model) == ("lmstudio", "lm_studio/qwen2.5-3b-instruct")
    assert found.api_base == f"http://127.0.0.1:{lm_port}/v1"

    found = await discover(
        (Server("llamacpp", f"http://127.0.0.1:{cpp_port}", "/v1/models"),), timeout=5.0
    )
    assert found is not None and found.model.startswith("openai/Llama-3.2-1B")


async def test_nothing_running_is_none_quickly_and_a_hang_is_cut_short(
    servers: list[ThreadingHTTPServer],
) -> None:
    released = threading.Event()
    slow, slow_port = _serve({"/api/tags": OLLAMA_TAGS}, hang=released)
    servers.append(slow)
    began = time.perf_counter()
    found = await discover(
        (
            Server("ollama", f"http://127.0.0.1:{slow_port}", "/api/tags"),
            Server("lmstudio", f"http://127.0.0.1:{_free_port()}", "/v1/models"),
        ),
        timeout=0.3,
    )
    released.set()
    assert found is None
    assert time.perf_counter() - began < 1.5


async def test_a_server_with_only_embedding_models_is_skipped(
    servers: list[ThreadingHTTPServer],
) -> None:
    server, port = _serve({"/api/tags": {"models": [OLLAMA_TAGS["models"][0]]}})
    servers.append(server)
    assert await discover((Server("ollama", f"http://127.0.0.1:{port}", "/api/tags"),)) is None


@pytest.mark.parametrize(
    ("name", "params"),
    [("qwen2.5:7b-instruct", 7.0), ("SmolLM2-360M-Instruct", 0.36), ("8.0B", 8.0), ("phi", None)],
)
def test_params_from_names(name: str, params: float | None) -> None:
    assert params_from(name) == params


def test_pick_model_prefers_known_sizes_and_skips_base_models() -> None:
    models = [
        ServerModel(name="mystery-model"),
        ServerModel(name="mistral-7b-base", params_b=7),
        ServerModel(name="gemma-2-2b-it", params_b=2),
    ]
    picked = pick_model(models)
    assert picked is not None and picked.name == "gemma-2-2b-it"
