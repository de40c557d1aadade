"""``vance`` with the scripted model ``scripted/echo``: Eddie answers every turn with
``echo: <the user's last words>`` (after ``ECHO_DELAY_S`` seconds), so a test can tell whose
answer reached which caller. Run as ``python echo_vance.py chat ...``."""

from __future__ import annotations

import os
import sys
from typing import Any

from brain.llm.scripted import Reply, ScriptedToolCall, last_user_text, register_script


def respond(messages: list[Any], tools: list[dict[str, Any]] | None) -> Reply:
    text = f"echo: {last_user_text(messages)}"
    delay = float(os.environ.get("ECHO_DELAY_S", "0"))
    if tools and any(t.get("function", {}).get("name") == "answer" for t in tools):
        call = ScriptedToolCall(name="answer", arguments={"message": text})
        return Reply(tool_calls=[call], delay_s=delay)
    return Reply(text=text, delay_s=delay)


if __name__ == "__main__":
    register_script("echo", respond)
    os.environ["VANCE_MODEL"] = "scripted/echo"
    from vance_tui.entry import main

    sys.argv = ["vance", *sys.argv[1:]]
    main()
