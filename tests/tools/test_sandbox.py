"""The work_exec_run sandbox: secrets, writes, Vance's state, network, limits, bad arguments."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from brain.core import Brain
from brain.sandbox import registry, runner
from brain.tools import ToolContext, ToolExecutor

from .conftest import FrameLog
from .conftest import runner as make_runner
from .test_tools_workspace import survivors

pytestmark = pytest.mark.skipif(
    not runner.support().full, reason="this machine cannot confine commands (see vance doctor)"
)

SECRETS = {
    "DB_PASS": "pw-db-1",
    "GH_PAT": "ghp_pat_2",
    "SESSION_COOKIE": "cookie-3",
    "OPENAI_API_KEY": "sk-openai-4",
    "AWS_SECRET_ACCESS_KEY": "aws-secret-5",
    "AWS_ACCESS_KEY_ID": "AKIA-6",
    "DATABASE_URL": "postgres://u:pw-7@db/x",
    "GITHUB_PAT": "ghp_pat_8",
    "SLACK_WEBHOOK_URL": "https://hooks.slack.test/9",
    "ANTHROPIC_API_KEY": "sk-ant-10",
    "GITHUB_TOKEN": "ghp_token_11",
    "NPM_TOKEN": "npm-12",
    "STRIPE_SECRET": "sk_live_13",
    "SENTRY_DSN": "https://key14@sentry.test/1",
    "REDIS_URL": "redis://:pw-15@cache:6379",
}


@pytest.fixture
async def run(brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]) -> Any:
    yield make_runner(executor, make_ctx())
    await brain.deps.jobs.shutdown()


@pytest.fixture
def outside(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("outside")


async def test_no_common_secret_reaches_the_command(
    run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    ok, text = await run(
        "work_exec_run",
        language="shell",
        code="env; cat /proc/*/environ 2>/dev/null | tr '\\0' '\\n'",
    )
    assert ok, text
    for name, value in SECRETS.items():
        assert name not in text and value not in text, name


async def test_a_setting_lets_one_named_variable_through(
    brain: Brain, run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_TOOL_HOME", "/opt/tool")
    monkeypatch.setenv("GH_PAT", "ghp_pat_2")
    brain.settings.sandbox.allow_env = ["MY_TOOL_HOME"]
    ok, text = await run("work_exec_run", language="shell", code="env")
    assert ok and "MY_TOOL_HOME=/opt/tool" in text and "GH_PAT" not in text


async def test_the_parent_process_environment_is_out_of_reach(
    run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-parent-secret")
    code = (
        "cat /proc/$PPID/environ; cat /proc/1/environ; "
        f"cat /proc/{os.getpid()}/environ; ls /proc | grep -c '^[0-9]'"
    )
    _, text = await run("work_exec_run", language="shell", code=code)
    assert "sk-parent-secret" not in text
    # Only the sandbox's own few processes exist in its /proc.
    count = int(text.split("--- stdout ---\n", 1)[1].split()[0]) if "stdout" in text else 0
    assert 0 < count < 10, text


@pytest.mark.parametrize(
    ("language", "code"),
    [
        ("python", "open({target!r}, 'w').write('x')"),
        ("shell", "echo x > {target}"),
        ("shell", "touch {target} && echo touched"),
        ("shell", "ln -s {folder} escape && echo x > escape/planted.txt"),
        ("python", "import os; os.symlink({folder!r}, 'esc'); open('esc/planted.txt', 'w')"),
    ],
)
async def test_writes_outside_the_workspace_are_refused(
    run: Any, outside: Path, language: str, code: str
) -> None:
    target = outside / "planted.txt"
    _, text = await run(
        "work_exec_run",
        language=language,
        code=code.format(target=str(target), folder=str(outside)),
    )
    assert not target.exists()
    assert "Permission denied" in text or "PermissionError" in text, text


async def test_writes_inside_the_workspace_and_its_tmp_work(
    run: Any, make_ctx: Callable[..., ToolContext]
) -> None:
    code = 'mkdir -p out && echo a > out/a.txt && mktemp && echo b > "$TMPDIR/b" && rm out/a.txt'
    ok, text = await run("work_exec_run", language="shell", code=code)
    assert ok and text.startswith("exit code 0"), text
    assert (make_ctx().workspace / "out").is_dir()


async def test_vance_state_folder_is_hidden(run: Any, brain: Brain) -> None:
    paths = brain.paths
    (paths.config_dir / "config.toml").write_text("model = 'x'\n")
    code = (
        f"ls -A {paths.config_dir} {paths.log_dir}; cat {paths.db_path} | head -c 16; "
        f"ls {paths.workspaces_dir}; echo x > {paths.config_dir}/planted"
    )
    _, text = await run("work_exec_run", language="shell", code=code)
    assert "SQLite format" not in text and "config.toml" not in text
    assert not (paths.config_dir / "planted").exists()
    assert brain.home.user_project.name in text  # only its own workspace remains visible


async def _loopback_server() -> tuple[asyncio.Server, int]:
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"hello from loopback\n")
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    return server, server.sockets[0].getsockname()[1]


@pytest.fixture
async def loopback() -> AsyncIterator[int]:
    server, port = await _loopback_server()
    async with server:
        yield port


def _client_code(port: int) -> str:
    return (
        "import socket\n"
        f"s = socket.create_connection(('127.0.0.1', {port}), timeout=3)\n"
        "print(s.recv(100).decode())\n"
    )


async def test_network_is_cut_by_default(run: Any, loopback: int) -> None:
    ok, text = await run("work_exec_run", language="python", code=_client_code(loopback))
    assert not ok or "hello from loopback" not in text
    assert "hello from loopback" not in text
    assert "Error" in text


async def test_network_allowed_for_the_project_by_setting(
    brain: Brain, run: Any, loopback: int
) -> None:
    brain.settings.sandbox.network_projects = [brain.home.user_project.name]
    ok, text = await run("work_exec_run", language="python", code=_client_code(loopback))
    assert ok and "hello from loopback" in text, text


async def test_asking_for_network_needs_the_users_approval(
    brain: Brain, run: Any, loopback: int, frames: FrameLog, eventually: Any
) -> None:
    task = asyncio.create_task(
        run("work_exec_run", language="python", code=_client_code(loopback), network=True)
    )
    await eventually(lambda: bool(frames.approvals()))
    request = frames.approvals()[0]
    assert "with network access" in request.summary
    brain.approvals.resolve(request.request_id, "once")
    ok, text = await task
    assert ok and "hello from loopback" in text, text


@pytest.mark.parametrize(
    ("cwd", "expected"),
    [("a\0b", "NUL character"), ("x" * 5000, "5000 characters long"), ("y" * 300, "255 bytes")],
)
async def test_bad_cwd_is_a_short_validation_error(run: Any, cwd: str, expected: str) -> None:
    ok, text = await run("work_exec_run", language="shell", code="pwd", cwd=cwd)
    assert not ok and expected in text
    assert "internal error" not in text and len(text) < 300


async def test_memory_limit(brain: Brain, run: Any) -> None:
    brain.settings.sandbox.memory_mb = 200
    ok, text = await run(
        "work_exec_run", language="python", code="b = bytearray(400 * 1024 * 1024)"
    )
    assert not ok or "MemoryError" in text
    assert "MemoryError" in text


async def test_an_unconfined_machine_asks_before_every_run(
    run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        runner,
        "support",
        lambda: runner.Support(landlock_abi=0, namespaces=False, namespace_problem="x"),
    )
    ok, text = await run("work_exec_run", language="shell", code="echo hi")
    assert not ok and "needs the user's approval" in text


async def test_records_of_running_sandboxes_and_reaping_orphans(
    run: Any, brain: Brain, tmp_path: Path
) -> None:
    folder = brain.paths.data_dir / "run" / "sandboxes"
    ok, started = await run("work_exec_run", language="shell", code="sleep 4242.5", background=True)
    assert ok
    entries = registry.list_sandboxes(folder)
    assert len(entries) == 1 and entries[0][1]  # our brain is alive
    assert registry.reap_orphans(folder) == []  # nothing orphaned
    await run("work_exec_kill", job_id=started["job_id"])
    assert registry.list_sandboxes(folder) == []


def test_a_sandbox_left_by_a_dead_brain_is_reaped(tmp_path: Path) -> None:
    """A launcher whose record names a brain that is gone: its whole process group is killed."""
    folder = tmp_path / "sandboxes"
    folder.mkdir()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    orphan = subprocess.Popen(["sleep", "4242.6"], start_new_session=True)
    start = registry.start_time(orphan.pid)
    assert start is not None
    record = registry.SandboxRecord(pid=orphan.pid, start=start, brain_pid=dead.pid, brain_start=1)
    (folder / f"{orphan.pid}.json").write_text(record.model_dump_json())
    assert registry.reap_orphans(folder) == [orphan.pid]
    assert orphan.wait(timeout=5) == -9


async def test_long_code_runs(run: Any) -> None:
    code = "x = 1\n" * 19_000 + "print('long', x)\n"  # ~114 KB, close to the limit
    ok, text = await run("work_exec_run", language="python", code=code)
    assert ok and "long 1" in text, text[:300]


async def test_without_namespaces_writes_stay_confined_and_leftovers_die(
    run: Any, outside: Path, monkeypatch: pytest.MonkeyPatch, brain: Brain
) -> None:
    """The fallback (no user namespaces): Landlock still confines writes, the launcher reaps and
    kills what the command left behind, and every run needs approval (auto-granted here)."""
    abi = runner.support().landlock_abi
    fallback = runner.Support(landlock_abi=abi, namespaces=False, namespace_problem="test")
    monkeypatch.setattr(runner, "support", lambda: fallback)
    brain.approvals.auto_grant = True
    code = f"echo x > {outside}/planted.txt; (setsid sleep 4242.71 &); echo done"
    ok, text = await run("work_exec_run", language="shell", code=code)
    assert ok and "done" in text and "Permission denied" in text
    assert not (outside / "planted.txt").exists()
    assert survivors("4242.71") == []


async def test_the_brain_becomes_non_dumpable(run: Any) -> None:
    import ctypes

    await run("work_exec_run", language="shell", code="true")
    assert ctypes.CDLL(None).prctl(3, 0, 0, 0, 0) == 0  # PR_GET_DUMPABLE


async def test_credential_stores_in_the_users_home_are_covered(
    run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "user-home"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "id_ed25519").write_text("PRIVATE-KEY-MATERIAL")
    (home / ".netrc").write_text("machine x login u password NETRC-SECRET")
    (home / "notes.txt").write_text("ordinary notes")
    monkeypatch.setenv("HOME", str(home))
    code = f"cat {home}/.ssh/id_ed25519 {home}/.netrc {home}/notes.txt"
    _, text = await run("work_exec_run", language="shell", code=code)
    assert "PRIVATE-KEY-MATERIAL" not in text and "NETRC-SECRET" not in text
    assert "ordinary notes" in text
