"""Reading the user's files is scoped: the current folder (and `client.read_roots`) is free,
elsewhere asks first, credential stores and Vance's own folders are refused — also with --yes,
through `..`, through a planted symlink, and for writes. Driven through `vance chat` and the
TUI profile with the scripted model."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from brain.events.frames import ApprovalRequest
from brain.llm.scripted import Reply, clear_scripts
from tests.engines.conftest import Hub, Script, call
from vance_tui.cli import app

KEY = "-----BEGIN OPENSSH PRIVATE KEY----- s3cr3t"


@pytest.fixture
def world(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[dict[str, Path]]:
    """A home with an SSH key, a project folder as the current folder, a folder outside."""
    home = tmp_path / "ada"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "id_ed25519").write_text(KEY)
    work = home / "code" / "garden"
    work.mkdir(parents=True)
    (work / "README.md").write_text("garden readme")
    (work / ".env").write_text("DB_PASS=hunter2")
    (work / "innocent.txt").symlink_to(home / ".ssh" / "id_ed25519")
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "notes.txt").write_text("outside notes")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(work)
    yield {"home": home, "work": work, "outside": outside}


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Script]:
    script = Script()
    monkeypatch.setenv("VANCE_HOME", str(tmp_path / "vance"))
    monkeypatch.setenv("VANCE_MODEL", script.model)
    yield script
    clear_scripts()


def invoke(*args: str) -> Any:
    return CliRunner().invoke(app, list(args))


def echo_last(messages: list[dict[str, Any]]) -> Reply:
    return Reply(text="RESULT " + str(messages[-1]["content"]))


def model_saw(script: Script) -> str:
    return json.dumps([m for _, msgs in script.seen for m in msgs])


def test_reads_in_the_current_folder_are_free(script: Script, world: dict[str, Path]) -> None:
    script.add("eddie", call("client_file_read", path="README.md"), echo_last)
    result = invoke("chat", "show the readme")
    assert result.exit_code == 0, result.output
    assert "RESULT Content from a file on the user's machine" in result.stdout  # framed as data
    assert "garden readme" in result.stdout


@pytest.mark.parametrize(
    "path", ["{outside}/notes.txt", "../../../../../../../../{outside}/notes.txt"]
)
def test_reads_elsewhere_ask_and_headless_without_yes_are_denied(
    script: Script, world: dict[str, Path], path: str
) -> None:
    script.add(
        "eddie", call("client_file_read", path=path.format(outside=world["outside"])), echo_last
    )
    result = invoke("chat", "read my notes over there")
    assert result.exit_code == 4, result.output
    assert "outside notes" not in model_saw(script)
    assert "denied: read" in result.stderr and "outside the folders you granted" in result.stderr


def test_yes_allows_a_read_elsewhere(script: Script, world: dict[str, Path]) -> None:
    script.add("eddie", call("client_file_list", path=str(world["outside"])), echo_last)
    result = invoke("chat", "--yes", "what is in that folder")
    assert result.exit_code == 0, result.output
    assert "notes.txt" in result.stdout


def test_read_roots_setting_grants_a_folder(
    script: Script, world: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VANCE_CLIENT__READ_ROOTS", json.dumps([str(world["outside"])]))
    script.add("eddie", call("client_file_read", path=f"{world['outside']}/notes.txt"), echo_last)
    result = invoke("chat", "read my notes over there")
    assert result.exit_code == 0, result.output
    assert "RESULT Content from" in result.stdout and "outside notes" in result.stdout


@pytest.mark.parametrize(
    "tool, path",
    [
        ("client_file_read", "~/.ssh/id_ed25519"),
        ("client_file_read", "innocent.txt"),  # a symlink planted in the granted folder
        ("client_file_read", ".env"),
        ("client_file_list", "~/.ssh"),
        ("client_file_read", "{vance}/config/config.toml"),
    ],
)
def test_secrets_are_refused_even_with_yes(
    script: Script, world: dict[str, Path], tmp_path: Path, tool: str, path: str
) -> None:
    config = tmp_path / "vance" / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "config.toml").write_text('model = "x"\n# api_key = "sk-very-secret"\n')
    script.add("eddie", call(tool, path=path.format(vance=tmp_path / "vance")), echo_last)
    result = invoke("chat", "--yes", "show me that file")
    assert result.exit_code == 0, result.output
    assert "RESULT error: refused:" in result.stdout
    seen = model_saw(script)
    assert "s3cr3t" not in seen and "hunter2" not in seen and "sk-very-secret" not in seen
    assert "id_ed25519" not in seen or tool == "client_file_read"
    assert "approved (--yes)" not in result.stderr  # nothing to approve: refused outright


def test_writing_into_a_credential_store_is_refused_even_with_yes(
    script: Script, world: dict[str, Path]
) -> None:
    keys = world["home"] / ".ssh" / "authorized_keys"
    script.add(
        "eddie",
        call("client_file_write", path="~/.ssh/authorized_keys", content="ssh-ed25519 AAAA evil"),
        echo_last,
    )
    result = invoke("chat", "--yes", "add my key")
    assert result.exit_code == 0, result.output
    assert not keys.exists()
    assert "RESULT error: refused:" in result.stdout


async def test_the_tui_asks_with_the_path_and_the_reason(hub: Hub, world: dict[str, Path]) -> None:
    asked: list[ApprovalRequest] = []

    def deny(frame: object) -> None:
        if isinstance(frame, ApprovalRequest):
            asked.append(frame)
            asyncio.get_running_loop().call_soon(
                hub.client.resolve_approval, frame.request_id, "deny"
            )

    hub.client.subscribe(hub.session.id, deny)
    hub.script.add("eddie", call("client_file_read", path="/etc/passwd"), echo_last)
    await hub.say("show /etc/passwd")
    assert len(asked) == 1 and asked[0].tool == "client_file_read"
    assert asked[0].summary == "read /etc/passwd is outside the folders you granted"
    assert "root:" not in model_saw(hub.script)
    assert "declined" in (await hub.eddie_said())[-1].content
