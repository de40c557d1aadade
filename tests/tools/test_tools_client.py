"""Client tools on the user's machine: paths from the current folder, approval, profiles."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from brain.core import Brain
from brain.tools import ToolContext, ToolExecutor

from .conftest import runner


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user-cwd"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder.resolve()


async def test_read_and_list_are_relative_to_the_current_folder(
    here: Path, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    (here / "notes.txt").write_text("hello\n")
    (here / "src").mkdir()
    run = runner(executor, make_ctx())
    ok, text = await run("client_file_read", path="notes.txt")
    assert ok and text == "hello\n"
    ok, listed = await run("client_file_list")
    assert ok and listed["path"] == str(here)
    assert listed["entries"] == [
        {"name": "src", "type": "dir"},
        {"name": "notes.txt", "type": "file", "size": 6},
    ]
    ok, text = await run("client_file_read", path=str(here / "notes.txt"))
    assert ok and text == "hello\n"


async def test_read_errors_are_clear(
    here: Path, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    (here / "blob.bin").write_bytes(b"\x00\x01\x02")
    run = runner(executor, make_ctx())
    ok, text = await run("client_file_read", path="missing.txt")
    assert not ok and "no file" in text
    ok, text = await run("client_file_read", path=".")
    assert not ok and "client_file_list" in text
    ok, text = await run("client_file_read", path="blob.bin")
    assert not ok and "binary file" in text


async def test_edit_and_exec_need_approval_then_work(
    brain: Brain, here: Path, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    (here / "app.cfg").write_text("debug = false\nport = 80\n")
    run = runner(executor, make_ctx())
    ok, text = await run("client_file_edit", path="app.cfg", old="false", new="true")
    assert not ok and "no client is attached" in text
    brain.approvals.auto_grant = True
    ok, text = await run("client_file_edit", path="app.cfg", old="false", new="true")
    assert ok and (here / "app.cfg").read_text() == "debug = true\nport = 80\n"
    ok, text = await run("client_exec_run", command="pwd; echo done")
    assert ok and text.startswith("exit code 0")
    assert str(here) in text and "done" in text
    ok, text = await run("client_exec_run", command="sleep 30", timeout_s=1)
    assert not ok and "timed out after 1 s" in text


async def test_client_tools_are_refused_for_a_worker_behind_eddie(
    brain: Brain, here: Path, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    """(The headless ``daemon`` profile of ``vance chat`` has them: test_chat_approvals.py.)"""
    profile = "eddie"
    (here / "notes.txt").write_text("hello\n")
    brain.approvals.auto_grant = True
    ok, text = await runner(executor, make_ctx(profile=profile))(
        "client_file_read", path="notes.txt"
    )
    assert not ok and f"not available in this connection (profile {profile})" in text
