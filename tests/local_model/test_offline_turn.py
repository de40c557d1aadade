"""An offline turn never imports litellm: the gateway calls the local model directly.

Each test runs a whole turn (Client.start, warm, open the hub, a question the small model
answers) in a fresh interpreter and reports whether ``litellm`` was imported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

TURN = """
import asyncio, json, sys, types
from pathlib import Path
{setup}
from brain.client import Client

async def main():
    client = await Client.start(profile="foot", poll_seconds=0.02)
    try:
        await client.warm()
        session = await client.open_hub()
        said = await client.turn(session.id, "tell me something nice about tea")
        answer = [m.content for m in said if m.role == "assistant"][-1]
        model = client.brain.gateway.describe()
    finally:
        await client.close()
    print(json.dumps({{"answer": answer, "model": model, "litellm": "litellm" in sys.modules}}))

asyncio.run(main())
"""

FAKE_LLAMA = '''
class FakeLocal:
    """Stands in for llama.cpp: the same surface the gateway uses."""
    def __init__(self, model_path):
        self.model_path, self.loaded, self.on_loading = model_path, False, None
    async def ensure_loaded(self):
        self.loaded = True
    async def aclose(self):
        self.loaded = False
    def close(self):
        self.loaded = False
    def prefill_ahead(self, messages):
        pass
    async def stream(self, messages, params, limit=None):
        for piece in ("Tea is ", "a warm ", "hug in ", "a cup."):
            yield {{"text": piece, "tool_use": None, "is_finished": False,
                   "finish_reason": "", "usage": None, "index": 0}}
        usage = {{"prompt_tokens": 40, "completion_tokens": 8, "total_tokens": 48,
                 "cached_tokens": 0}}
        yield {{"text": "", "tool_use": None, "is_finished": True, "finish_reason": "stop",
               "usage": usage, "index": 0}}
module = types.ModuleType("brain.llm.local_provider")
module.make_local_handler = lambda path, n_ctx=4096: FakeLocal(path)
sys.modules["brain.llm.local_provider"] = module
'''


def run_turn(tmp_path: Path, setup: str, model_path: Path) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("VANCE_")}
    env.update(
        VANCE_HOME=str(tmp_path / "home"),
        VANCE_LOCAL_MODEL_PATH=str(model_path),
        PYTHONPATH=str(ROOT),
        VANCE_FIND_MODEL_SERVERS="false",  # this machine's model servers stay out of it
    )
    env.pop("OPENAI_API_KEY", None)
    done = subprocess.run(
        [sys.executable, "-c", TURN.format(setup=setup)],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        stdin=subprocess.DEVNULL,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_an_offline_turn_never_imports_litellm(tmp_path: Path) -> None:
    gguf = tmp_path / "tiny.gguf"
    gguf.write_bytes(b"GGUF fake weights")
    result = run_turn(tmp_path, FAKE_LLAMA.format(), gguf)
    assert result["answer"] == "Tea is a warm hug in a cup."
    assert "(offline)" in str(result["model"])
    assert result["litellm"] is False


@pytest.mark.local_model
def test_an_offline_turn_with_the_real_model_never_imports_litellm(
    tmp_path: Path, model_path: Path
) -> None:
    result = run_turn(tmp_path, "", model_path)
    assert str(result["answer"]).strip()
    assert result["litellm"] is False
