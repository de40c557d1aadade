"""`vance chat`: plain text, NDJSON frames, stdin, --wait, exit codes."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from brain.llm.scripted import Reply, clear_scripts
from tests.engines.conftest import Script, call
from vance_tui.cli import app


@pytest.fixture
def script(monkeypatch, tmp_path):
    script = Script()
    monkeypatch.setenv("VANCE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("VANCE_MODEL", script.model)
    yield script
    clear_scripts()


def invoke(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, list(args), input=stdin)


def test_chat_prints_message_then_info(script: Script) -> None:
    script.add("eddie", call("answer", message="Here are your numbers.", info="- one\n- two"))
    result = invoke("chat", "give me numbers")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "Here are your numbers."
    assert "- one\n- two" in result.stdout


def test_chat_reads_stdin_and_keeps_the_session(script: Script) -> None:
    script.add("eddie", Reply(text="First."), Reply(text="Second."))
    first = invoke("chat", stdin="hello from a pipe\n")
    assert first.exit_code == 0 and "First." in first.stdout
    second = invoke("chat", "and again")
    assert second.exit_code == 0 and "Second." in second.stdout
    history_users = [m for _, msgs in script.seen for m in msgs if m["role"] == "user"]
    assert any("hello from a pipe" in m["content"] for m in history_users)


def test_chat_json_prints_every_frame_as_ndjson(script: Script) -> None:
    script.add("eddie", Reply(text="Streaming along nicely.", chunk_chars=5))
    result = invoke("chat", "--json", "stream please")
    assert result.exit_code == 0, result.output
    frames = [json.loads(line) for line in result.stdout.splitlines()]
    kinds = [f["type"] for f in frames]
    assert "stream-chunk" in kinds and kinds.count("chat-appended") == 2
    chunks = "".join(f["text"] for f in frames if f["type"] == "stream-chunk")
    assert chunks == "Streaming along nicely."


def test_chat_wait_prints_the_worker_result(script: Script) -> None:
    script.add("eddie", call("delegate_project", project="garden", engine="ford", task="Veg?"))
    script.add("ford", Reply(text="Peas, spinach and radishes."))
    result = invoke("chat", "--wait", "ask a worker in garden for vegetables")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert "garden" in lines[0]
    assert lines[-1] == "[ford · garden] Peas, spinach and radishes."


def test_chat_bad_usage_exits_2(script: Script) -> None:
    assert invoke("chat", "--session", "s-x", "--new", "hi").exit_code == 2
    assert invoke("chat", "   ").exit_code == 2


def test_chat_model_error_exits_1_with_message_on_stderr(script: Script) -> None:
    script.add("eddie", Reply(error="auth"))
    result = invoke("chat", "tell me about auth")
    assert result.exit_code == 1
    assert "error:" in result.stderr


def test_chat_timeout_exits_3(script: Script) -> None:
    script.add("eddie", Reply(text="slow", delay_s=5))
    result = invoke("chat", "--timeout", "0.3", "tell me slowly")
    assert result.exit_code == 3
    assert "timed out" in result.stderr


def test_inbox_commands_list_show_read_archive(script: Script) -> None:
    report = "# Trip plan\n\n" + "\n".join(f"- day {i}: museum and dinner" for i in range(40))
    script.add("eddie", call("delegate_project", project="trip", task="Plan a trip."))
    script.add("arthur", Reply(text=report))
    assert invoke("chat", "--wait", "ask a worker in trip to plan a trip").exit_code == 0

    listed = invoke("inbox", "list")
    assert listed.exit_code == 0
    line = next(row for row in listed.stdout.splitlines() if "Trip plan" in row)
    assert line.startswith("*")  # unread
    item_id = line.split()[1]
    shown = invoke("inbox", "show", item_id)
    assert shown.exit_code == 0 and "day 39: museum and dinner" in shown.stdout
    assert invoke("inbox", "list").stdout.lstrip().startswith(item_id)  # read: no star
    assert invoke("inbox", "archive", item_id).exit_code == 0
    assert "Trip plan" not in invoke("inbox", "list").stdout
    assert "Trip plan" in invoke("inbox", "list", "--archived").stdout
    missing = invoke("inbox", "show", "9999")
    assert missing.exit_code == 1 and "No inbox item 9999" in missing.stderr


def test_chat_with_invalid_utf8_keeps_the_words_and_says_so(script: Script) -> None:
    script.add("eddie", lambda messages: Reply(text=f"Got: {messages[-1]['content']}"))
    result = invoke("chat", stdin=b"caf\xe9 au lait\n")  # type: ignore[arg-type]
    assert result.exit_code == 0, result.output
    assert "not valid UTF-8" in result.stderr
    assert "Got: caf\ufffd au lait" in result.stdout


async def test_surrogates_from_a_terminal_are_stored_safely(tmp_path) -> None:
    from brain.client import Client
    from brain.config import Paths, Settings

    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=tmp_path / "l")
    client = await Client.start(paths=paths, settings=Settings(model="scripted/demo"))
    try:
        session = await client.open_hub()
        message = await client.send(session.id, "caf\udce9 and \ud800 lone")
        assert message.content == "caf\ufffd and \ufffd lone"
        assert (await client.history(session.id))[0].content == message.content
    finally:
        await client.close()
