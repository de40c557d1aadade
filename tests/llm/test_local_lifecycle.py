"""The local model's lifecycle through the gateway: loading on warm (with status lines),
freeing on close, and the Client and Brain that drive it. A fake handler stands in for
llama.cpp."""

from __future__ import annotations

import asyncio
import sys
import types
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from brain.llm.gateway import ModelGateway

Gateway = Callable[..., ModelGateway]


class FakeLocal:
    """The surface of ``LocalLLM`` the gateway uses, recording what happened."""

    def __init__(self, model_path: Path) -> None:
        self.model_path = model_path
        self.loaded = False
        self.loads = 0
        self.closes = 0
        self.on_loading: Callable[[str], None] | None = None

    async def ensure_loaded(self) -> None:
        if self.loaded:
            return
        if self.on_loading is not None:
            self.on_loading("loading the local model…")
        await asyncio.sleep(0)
        self.loaded, self.loads = True, self.loads + 1
        if self.on_loading is not None:
            self.on_loading("local model ready (0.1 s)")

    async def aclose(self) -> None:
        self.close()

    def close(self) -> None:
        self.loaded, self.closes = False, self.closes + 1

    async def stream(self, *args: Any) -> AsyncIterator[Any]:
        await self.ensure_loaded()
        usage = {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5}
        yield {"text": "Hi.", "is_finished": False, "finish_reason": "", "usage": None}
        yield {"text": "", "is_finished": True, "finish_reason": "stop", "usage": usage}


@pytest.fixture
def fake_local(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_local_provider: None
) -> list[FakeLocal]:
    """The handlers the gateway creates; the local model file is a fake GGUF."""
    gguf = tmp_path / "tiny.gguf"
    gguf.write_bytes(b"GGUF fake weights")
    monkeypatch.setenv("VANCE_LOCAL_MODEL_PATH", str(gguf))
    created: list[FakeLocal] = []

    def make_local_handler(model_path: Path) -> FakeLocal:
        created.append(FakeLocal(model_path))
        return created[-1]

    module = types.ModuleType("brain.llm.local_provider")
    module.make_local_handler = make_local_handler  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "brain.llm.local_provider", module)
    return created


async def test_load_local_loads_once_and_reports(
    make_gateway: Gateway, fake_local: list[FakeLocal]
) -> None:
    gateway = make_gateway()
    seen: list[str] = []
    assert await gateway.load_local(seen.append)
    assert seen == ["loading the local model…", "local model ready (0.1 s)"]
    (handler,) = fake_local
    assert handler.loaded and handler.on_loading is None  # the listener was for this load only
    seen.clear()
    assert await gateway.load_local(seen.append)
    assert seen == [] and handler.loads == 1


async def test_load_local_is_a_no_op_for_another_model(
    make_gateway: Gateway, fake_local: list[FakeLocal]
) -> None:
    seen: list[str] = []
    assert not await make_gateway(model="scripted/demo").load_local(seen.append)
    assert seen == [] and fake_local == []


async def test_close_frees_the_local_model_it_used(
    make_gateway: Gateway, fake_local: list[FakeLocal]
) -> None:
    unused = make_gateway()
    await unused.close()  # never used the local model: nothing to free
    gateway = make_gateway()
    result = await gateway.complete("default:fast", [{"role": "user", "content": "hi"}])
    assert result.text == "Hi."
    (handler,) = fake_local
    assert handler.loaded
    await gateway.close()
    assert not handler.loaded and handler.closes == 1
    await gateway.close()
    assert handler.closes == 1
    again = await gateway.complete("default:fast", [{"role": "user", "content": "hi"}])
    assert again.text == "Hi." and handler.loads == 2  # loads again on the next call


async def test_client_warm_loads_the_local_model_and_close_frees_it(
    fake_local: list[FakeLocal],
) -> None:
    from brain.client import Client

    client = await Client.start()
    seen: list[str] = []
    try:
        await client.warm(seen.append)
        (handler,) = fake_local
        assert handler.loaded
        assert seen[:2] == [  # no "loading the model gateway…": litellm is not needed
            "loading the local model…",
            "local model ready (0.1 s)",
        ]
        assert seen[2].startswith("model ready: local/")
        seen.clear()
        await client.warm(seen.append)  # already warm: cheap, one line
        assert len(seen) == 1 and seen[0].startswith("model ready: ")
    finally:
        await client.close()
    assert not handler.loaded and handler.closes == 1
