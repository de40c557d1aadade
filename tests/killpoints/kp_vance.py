"""``vance`` on the scripted model ``scripted/kp`` for the kill-point tests. Eddie files an
inbox item when asked to "file" something, delegates to ford in garden when the words name
the garden, and answers otherwise; ford lists vegetables. Every model call is logged to
``$KP_LOG`` (engine and a digest of the prompt) so a test can tell a repeated call.
Run as ``python kp_vance.py chat ...``."""

from __future__ import annotations

import hashlib
import json
import os
import sys
from typing import Any

from brain.llm.scripted import Reply, ScriptedToolCall, last_user_text, register_script


def engine_of(messages: list[Any]) -> str:
    system = str(messages[0].get("content", "")) if messages else ""
    for engine in ("Eddie", "Ford", "Arthur"):
        if f"You are {engine}" in system:
            return engine.lower()
    return "other"


def log(engine: str, messages: list[Any]) -> None:
    digest = hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest()[:16]
    with open(os.environ["KP_LOG"], "a", encoding="utf-8") as out:
        out.write(json.dumps({"engine": engine, "digest": digest}) + "\n")


def call(name: str, **arguments: Any) -> Reply:
    return Reply(tool_calls=[ScriptedToolCall(name=name, arguments=arguments)])


def respond(messages: list[Any], tools: list[dict[str, Any]] | None) -> Reply:
    engine = engine_of(messages)
    log(engine, messages)
    if engine != "eddie":
        return Reply(text="Peas, beans and radishes.")
    last = messages[-1]
    if last.get("role") == "tool":
        return call("answer", message="Filed: it is in your inbox.")
    words = last_user_text(messages).lower()
    if "file" in words:
        return call("inbox_forward_to_user", title="Report", body="The long report.")
    if "garden" in words:
        return call("delegate_project", project="garden", engine="ford", task="Three vegetables?")
    return call("answer", message="You are welcome.")


if __name__ == "__main__":
    register_script("kp", respond)
    os.environ["VANCE_MODEL"] = "scripted/kp"
    from vance_tui.entry import main

    sys.argv = ["vance", *sys.argv[1:]]
    main()
