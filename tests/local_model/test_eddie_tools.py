"""The local model with Eddie's real tool set: grammar, a real hub turn, a clean exit."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from brain.actions import action_tools
from brain.engines.eddie import EDDIE_ACTIONS_FOR_USER
from brain.engines.recipes import EDDIE_CONFIG
from brain.engines.toolbox import toolbox
from brain.llm.local_prompt import pick_tools, reply_schema
from tests.conftest import wait_for

needs_llama = pytest.mark.skipif(
    importlib.util.find_spec("llama_cpp") is None, reason="llama-cpp-python is not installed"
)
SCRIPT = Path(sys.executable).with_name("vance")


def eddies_tools(profile: str = "foot") -> list[dict[str, Any]]:
    """What Eddie offers the model: its tools for ``profile``, then its actions."""
    registry, _executor = toolbox()
    tools = registry.available(EDDIE_CONFIG.tools, profile)
    return registry.schemas(tools) + action_tools(EDDIE_ACTIONS_FOR_USER)


@needs_llama
@pytest.mark.parametrize("tool_choice", ["auto", "required"])
@pytest.mark.parametrize("max_tokens", [48, 384])
def test_the_reply_schema_of_eddies_tools_is_a_grammar(tool_choice: str, max_tokens: int) -> None:
    from llama_cpp.llama_grammar import LlamaGrammar

    from brain.llm.local_sampling import grammar_text

    offered = eddies_tools()
    assert any("$defs" in json.dumps(t) for t in offered)  # e.g. ask_user's options
    functions, allow_answer = pick_tools(offered, tool_choice)
    schema = reply_schema(functions, max_tokens, allow_answer=allow_answer)
    gbnf = grammar_text(schema)
    LlamaGrammar.from_string(gbnf, verbose=False)  # llama.cpp accepts it
    assert "ask-user" in gbnf and "propose-plan" in gbnf
    assert "$ref" not in json.dumps(schema)
    # Arrays of nested models keep their item schema (inlined from $defs).
    ask = next(o for o in schema["anyOf"] if "ask_user" in o["properties"])
    options = ask["properties"]["ask_user"]["properties"]["options"]  # "or null" folded away
    assert options["items"]["required"] == ["label"]


@needs_llama
def test_every_tool_alone_is_a_grammar() -> None:
    from brain.llm.local_sampling import grammar_text

    for tool in eddies_tools("daemon") + eddies_tools("foot"):
        function = tool["function"]
        assert grammar_text(reply_schema([function], 384, allow_answer=False)), function["name"]


@pytest.mark.local_model
async def test_llama_cpp_accepts_the_grammar_of_eddies_tools(model_path: Path) -> None:
    import llama_cpp

    from brain.llm.local_llama import LlamaRunner
    from brain.llm.local_sampling import GrammarFilter

    runner = LlamaRunner(model_path, n_ctx=256)
    try:
        llama = runner.load()
        functions, _allow = pick_tools(eddies_tools(), "auto")
        vocab = llama_cpp.llama_model_get_vocab(llama.model)
        grammar = GrammarFilter(vocab, reply_schema(functions, 384))
        grammar.close()
    finally:
        runner.close()


@pytest.mark.local_model
@pytest.mark.slow
async def test_a_hub_turn_on_the_local_model_answers(tmp_path: Path) -> None:
    """No model configured: Eddie runs on SmolLM2 and answers a question the fast path
    leaves to the model."""
    from brain.client import Client
    from brain.config import Paths
    from brain.events.frames import ChatAppended, Frame

    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(paths=paths)
    statuses: list[str] = []
    try:
        await client.warm(statuses.append)
        assert "loading the local model…" in statuses
        assert any(s.startswith("local model ready (") for s in statuses)
        assert statuses[-1].startswith("model ready: local/")
        statuses.clear()
        await client.warm(statuses.append)  # warm already: nothing is loaded again
        assert statuses == [f"model ready: {client.brain.gateway.describe()}"]

        session = await client.open_hub(new=True)
        eddie = await client.brain.sessions.chat_process(session.id)
        frames: list[Frame] = []
        client.subscribe(session.id, frames.append)
        await client.send(session.id, "Tell me a fun fact about octopuses.")

        def answered() -> bool:
            return any(
                isinstance(f, ChatAppended) and f.message.role == "assistant" for f in frames
            )

        await wait_for(answered, seconds=180, interval=0.05)
        async with asyncio.timeout(180):
            await client.brain.runtime.wait_process_idle(eddie.id)
    finally:
        await client.close()
    assert not [f for f in frames if isinstance(f, ChatAppended) and f.message.meta.kind == "error"]
    said = [
        f.message for f in frames if isinstance(f, ChatAppended) and f.message.role == "assistant"
    ]
    assert len(said) == 1
    assert said[0].meta.fastpath is None  # the model decided
    assert said[0].content.strip()
    assert "could not put together a valid reply" not in said[0].content


@pytest.mark.local_model
@pytest.mark.slow
@pytest.mark.skipif(not SCRIPT.exists(), reason="the vance command is not installed")
def test_vance_chat_on_the_local_model_exits_cleanly(vance_home: Path) -> None:
    done = subprocess.run(
        [str(SCRIPT), "chat", "Tell me a fun fact about octopuses."],
        capture_output=True,
        text=True,
        timeout=240,
        env=dict(os.environ),
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()
    assert "Traceback" not in done.stderr
    assert "Exception ignored" not in done.stderr
    assert done.stderr == ""


@pytest.mark.local_model
def test_a_model_left_loaded_is_freed_quietly_at_exit(model_path: Path) -> None:
    """The atexit safety net: a loaded model nobody closed (held by the process-wide local
    handler, as in the app) is freed before interpreter shutdown, so ``Llama.__del__`` stays
    quiet."""
    code = (
        "from pathlib import Path\n"
        "from brain.llm.local_handler import ensure_local_handler\n"
        f"handler = ensure_local_handler(Path({str(model_path)!r}))\n"
        "handler.runner.submit(handler.runner.load).result()\n"
        "print('loaded')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "loaded", done.stderr
    assert done.stderr == ""
