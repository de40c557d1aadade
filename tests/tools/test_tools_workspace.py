"""Workspace execution: results, confinement, time limit, secrets, background jobs."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psutil
import pytest

from brain.core import Brain
from brain.tools import ToolContext, ToolExecutor
from tests.conftest import wait_for

from .conftest import runner

PRIMES = (
    "[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83,"
    " 89, 97]"
)


def gone(pid: int) -> bool:
    """The process no longer runs (a zombie waiting for its reaper counts as gone)."""
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


@pytest.fixture
async def run(brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]) -> Any:
    yield runner(executor, make_ctx())
    await brain.deps.jobs.shutdown()


async def test_eddie_computes_the_primes_up_to_100(run: Any) -> None:
    code = (
        "primes = [n for n in range(2, 101) if all(n % d for d in range(2, int(n ** 0.5) + 1))]\n"
        "print(primes)\n"
    )
    ok, text = await run("work_exec_run", language="python", code=code)
    assert ok, text
    assert text.startswith("exit code 0")
    assert PRIMES in text


async def test_shell_runs_in_the_project_workspace(
    brain: Brain, run: Any, make_ctx: Callable[..., ToolContext]
) -> None:
    workspace = make_ctx().workspace
    assert workspace == brain.paths.workspaces_dir / brain.home.user_project.name
    ok, text = await run("work_exec_run", language="shell", code="mkdir -p sub && pwd")
    assert ok and str(workspace.resolve()) in text
    ok, text = await run("work_exec_run", language="shell", code="pwd", cwd="sub")
    assert ok and str((workspace / "sub").resolve()) in text
    ok, text = await run("work_exec_run", language="shell", code="pwd", cwd=str(workspace / "sub"))
    assert ok and str((workspace / "sub").resolve()) in text


async def test_a_failing_program_reports_exit_code_and_stderr(run: Any) -> None:
    ok, text = await run(
        "work_exec_run", language="python", code="import sys\nprint('partial')\nsys.exit('bad')"
    )
    assert ok
    assert text.startswith("exit code 1")
    assert "--- stdout ---\npartial" in text and "--- stderr ---\nbad" in text


@pytest.mark.parametrize("cwd", ["../..", "..", "/etc", "sub/../../.."])
async def test_cwd_cannot_leave_the_workspace(run: Any, cwd: str) -> None:
    ok, text = await run("work_exec_run", language="shell", code="pwd", cwd=cwd)
    assert not ok and "outside the project workspace" in text


async def test_a_symlink_out_of_the_workspace_is_refused(
    run: Any, make_ctx: Callable[..., ToolContext]
) -> None:
    (make_ctx().workspace / "tmp_link").symlink_to("/tmp")
    ok, text = await run("work_exec_run", language="shell", code="ls", cwd="tmp_link")
    assert not ok and "outside the project workspace" in text


async def test_a_missing_folder_is_an_error(run: Any) -> None:
    ok, text = await run("work_exec_run", language="shell", code="pwd", cwd="nope")
    assert not ok and "not a folder" in text


def survivors(token: str) -> list[psutil.Process]:
    """Live host processes whose command line holds ``token`` (pids inside a sandbox are not
    the host's, so a test looks for them by their arguments)."""
    found = []
    for proc in psutil.process_iter(["cmdline", "status"]):
        cmdline = proc.info["cmdline"] or []
        if proc.info["status"] != psutil.STATUS_ZOMBIE and any(token in a for a in cmdline):
            found.append(proc)
    return found


async def test_the_time_limit_kills_the_whole_process_tree(run: Any) -> None:
    ok, text = await run(
        "work_exec_run",
        language="shell",
        code="sleep 4242.17 & setsid sleep 4242.18 & echo started; sleep 30",
        timeout_s=1,
    )
    assert not ok
    assert text.startswith("error: timed out after 1 s: the process and its children were killed")
    assert "started" in text
    assert survivors("4242.17") == [] and survivors("4242.18") == []


async def test_leftover_background_children_are_killed_after_a_normal_exit(run: Any) -> None:
    ok, text = await run(
        "work_exec_run",
        language="shell",
        code="sleep 4242.27 & setsid sleep 4242.28 & echo started",
    )
    assert ok and text.startswith("exit code 0")
    assert survivors("4242.27") == [] and survivors("4242.28") == []


async def test_secrets_are_not_in_the_environment(
    run: Any, monkeypatch: pytest.MonkeyPatch, make_ctx: Callable[..., ToolContext]
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    monkeypatch.setenv("GITHUB_TOKEN", "ghp-secret")
    monkeypatch.setenv("DB_PASSWORD", "hunter2")
    monkeypatch.setenv("HARMLESS_SETTING", "visible")
    code = (
        "import os\n"
        "for name in ('OPENAI_API_KEY', 'GITHUB_TOKEN', 'DB_PASSWORD', 'HARMLESS_SETTING'):\n"
        "    print(name, os.environ.get(name))\n"
        "print('HOME', os.environ['HOME'])\n"
        "print('TMPDIR', os.environ['TMPDIR'])\n"
    )
    ok, text = await run("work_exec_run", language="python", code=code)
    assert ok
    assert "OPENAI_API_KEY None" in text and "GITHUB_TOKEN None" in text
    assert "DB_PASSWORD None" in text and "HARMLESS_SETTING None" in text
    assert "sk-secret" not in text and "ghp-secret" not in text and "hunter2" not in text
    workspace = make_ctx().workspace
    assert f"HOME {workspace}" in text and f"TMPDIR {workspace / '.tmp'}" in text


async def test_output_is_capped_with_a_note(run: Any) -> None:
    ok, text = await run(
        "work_exec_run",
        language="python",
        code="print('start'); print('y' * 100_000); print('end')",
    )
    assert ok
    assert "[output cut:" in text
    assert "start" in text and text.rstrip().endswith("end")
    assert len(text) < 16_000


async def test_control_sequences_are_stripped(run: Any) -> None:
    ok, text = await run("work_exec_run", language="shell", code=r"printf '\033[31mred\033[0m\n'")
    assert ok and "red" in text and "\x1b" not in text


async def test_bad_language_or_timeout_is_a_validation_error(run: Any) -> None:
    ok, text = await run("work_exec_run", language="ruby", code="puts 1")
    assert not ok and "language: Input should be 'python' or 'shell'" in text
    ok, text = await run("work_exec_run", language="shell", code="true", timeout_s=500)
    assert not ok and "timeout_s: Input should be less than or equal to 120" in text


async def test_background_job_status_and_kill(brain: Brain, run: Any, eventually: Any) -> None:
    ok, started = await run(
        "work_exec_run", language="shell", code="echo started; sleep 4242.9", background=True
    )
    assert ok and started["status"] == "running"
    job_id = started["job_id"]
    job = brain.deps.jobs.jobs[job_id]

    async def printed() -> bool:
        ok, status = await run("work_exec_status", job_id=job_id)
        assert ok and status["status"] == "running"
        return "--- stdout ---\nstarted" in status["report"]

    await eventually(printed)
    ok, killed = await run("work_exec_kill", job_id=job_id)
    assert ok and killed["status"] == "killed"
    assert killed["report"].startswith("killed after")
    assert gone(job.command.pid) and survivors("4242.") == []
    ok, status = await run("work_exec_status", job_id=job_id)
    assert status["status"] == "killed" and "started" in status["report"]


async def test_a_background_job_finishes_on_its_own(brain: Brain, run: Any) -> None:
    ok, started = await run(
        "work_exec_run", language="python", code="print(6 * 7)", background=True
    )
    job = brain.deps.jobs.jobs[started["job_id"]]
    assert job.task is not None
    await job.task
    ok, status = await run("work_exec_status", job_id=started["job_id"])
    assert ok and status["status"] == "exited"
    assert status["report"].startswith("exit code 0") and "42" in status["report"]


async def test_jobs_of_another_project_are_not_visible(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Any, run: Any
) -> None:
    ok, started = await run("work_exec_run", language="shell", code="sleep 5", background=True)
    worker = await make_worker()
    other = runner(executor, make_ctx(worker=worker))
    ok, text = await other("work_exec_status", job_id=started["job_id"])
    assert not ok and "no job" in text
    ok, text = await other("work_exec_kill", job_id=started["job_id"])
    assert not ok and "no job" in text


async def test_each_project_has_its_own_workspace(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Any
) -> None:
    worker = await make_worker("garden_planner")
    other = runner(executor, make_ctx(worker=worker))
    ok, text = await other("work_exec_run", language="shell", code="pwd")
    assert ok and text.splitlines()[2].endswith(os.sep + "garden_planner")


async def test_a_running_command_does_not_block_the_event_loop(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], tmp_path: Path
) -> None:
    workspace = make_ctx().workspace  # the sandbox lets the child write only here
    started, go = workspace / "started", workspace / "go"
    # The child gives up after ~10 s, so a blocked loop fails the test instead of hanging it.
    code = (
        f"touch '{started}'; i=0; while [ ! -e '{go}' ] && [ $i -lt 1000 ]; "
        f"do sleep 0.01; i=$((i+1)); done; [ -e '{go}' ] && echo went"
    )
    task = asyncio.create_task(
        executor.run(make_ctx(), "work_exec_run", {"language": "shell", "code": code}, "c")
    )
    # The loop keeps running while the child waits: this test's own code gets to run.
    await wait_for(started.exists)
    assert not task.done()  # the child cannot end before `go` exists
    go.touch()
    result = await task
    assert result.ok and "went" in result.content
