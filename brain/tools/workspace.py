"""Workspace execution: python or shell in the project's folder on disk.

Sandboxed (:mod:`brain.sandbox`): writes confined to the workspace by Landlock, Vance's
state folder hidden, no network unless the project may use it (or the user approves it for
this run), an allow-listed environment (HOME/TMPDIR in the workspace), memory, time and
output limits, and the whole process tree killed at the limit. Where the machine cannot
confine a command, every run asks the user first. Background jobs live in the brain's job table
(:class:`brain.jobs.JobTable`; closing the brain ends them).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from brain.errors import ToolError
from brain.ids import new_id
from brain.jobs import Job
from brain.sandbox import runner as sandbox
from brain.sandbox.policy import check_path_argument, sandbox_env
from brain.sandbox.registry import records_dir
from brain.tools.base import ToolContext, ToolParams, tool

STDOUT_LIMIT = 8_000
STDERR_LIMIT = 6_000
MAX_TIMEOUT = 120
MAX_JOBS = 8
MAX_CODE_BYTES = 120_000  # one argv string must stay below the kernel's 128 KiB


def confine(root: Path, raw: str) -> Path:
    """``raw`` (relative to ``root`` or absolute) resolved; an error unless inside ``root``."""
    check_path_argument(raw)
    base = root.resolve()
    candidate = Path(raw.strip() or ".").expanduser()
    resolved = (candidate if candidate.is_absolute() else base / candidate).resolve()
    if not resolved.is_relative_to(base):
        raise ToolError(
            f"{raw!r} is outside the project workspace (symlinks are followed); use a path "
            "inside it, e.g. '.' or 'src'."
        )
    return resolved


def child_env(workspace: Path, allow: list[str] | None = None) -> dict[str, str]:
    (workspace / ".tmp").mkdir(exist_ok=True)
    return sandbox_env(os.environ, workspace, allow or [])


def _network_allowed(ctx: ToolContext) -> bool:
    return ctx.deps.models.settings.sandbox.network_for(ctx.project.name)


def _needs_approval(ctx: ToolContext, p: WorkExecRunParams) -> bool:
    """Ask when the machine cannot confine the command, or it wants a network the project
    was not granted."""
    return not sandbox.support().full or (p.network and not _network_allowed(ctx))


def _summarize(ctx: ToolContext, p: WorkExecRunParams) -> str:
    code = " ".join(p.code.split())
    code = code if len(code) <= 80 else code[:79] + "…"
    wants = []
    if p.network and not _network_allowed(ctx):
        wants.append("with network access")
    problems = sandbox.support().problems()
    if problems:
        wants.append("unconfined: " + problems[0])
    return f"run {p.language} `{code}` in the {ctx.project.name} workspace " + " · ".join(wants)


def argv_for(language: str, code: str) -> list[str]:
    if len(code.encode("utf-8")) > MAX_CODE_BYTES:
        raise ToolError(
            f"the code is longer than {MAX_CODE_BYTES} bytes; split it, or write a file in the "
            "workspace in a first step and run that."
        )
    if language == "python":
        return [sys.executable, "-c", code]
    return [shutil.which("bash") or "/bin/sh", "-c", code]


class WorkExecRunParams(ToolParams):
    language: Literal["python", "shell"]
    code: str = Field(description="The program or shell commands")
    cwd: str = Field(".", description="Folder inside the workspace")
    timeout_s: int = Field(20, ge=1, le=MAX_TIMEOUT, description="Time limit in seconds")
    background: bool = Field(False, description="Return a job id at once")
    network: bool = Field(False, description="Needs the internet (may ask the user)")


@tool(
    labels=["executive"],
    needs_approval=_needs_approval,
    summarize=_summarize,
    untrusted="the command's output",
)
async def work_exec_run(ctx: ToolContext, p: WorkExecRunParams) -> str | dict[str, Any]:
    """Run python or shell code in the project's workspace folder; returns its output."""
    workspace = ctx.workspace
    cwd = confine(workspace, p.cwd)
    if not cwd.is_dir():
        raise ToolError(f"{p.cwd!r} is not a folder in the workspace.")
    argv = argv_for(p.language, p.code)
    table = ctx.deps.jobs
    if p.background and len(table.running()) >= MAX_JOBS:
        raise ToolError(f"{MAX_JOBS} background jobs are running; wait or kill one first.")
    settings = ctx.deps.models.settings.sandbox
    paths = ctx.deps.paths
    policy = sandbox.SandboxPolicy(
        workspace=workspace.resolve(),
        hide=(paths.config_dir, paths.data_dir, paths.log_dir),
        network=p.network or settings.network_for(ctx.project.name),
        memory_bytes=settings.memory_mb * 1024 * 1024,
    )
    command = await sandbox.start(
        argv,
        cwd=cwd,
        env=child_env(workspace, settings.allow_env),
        policy=policy,
        runtime_dir=records_dir(paths.data_dir),
        stdout_limit=STDOUT_LIMIT,
        stderr_limit=STDERR_LIMIT,
    )
    if p.background:
        job = Job(id=new_id("job"), project_id=ctx.project.id, language=p.language, command=command)
        job.task = asyncio.create_task(command.finish(p.timeout_s), name=f"work-{job.id}")
        table.jobs[job.id] = job
        return {
            "job_id": job.id,
            "status": "running",
            "message": f"Started in the background (time limit {p.timeout_s} s); "
            "work_exec_status shows its output.",
        }
    await command.finish(p.timeout_s)
    if command.status == "timed out":
        raise ToolError(command.report())
    return command.report()


class JobParams(ToolParams):
    job_id: str = Field(description="The id work_exec_run returned", max_length=64)


@tool(labels=["read-only"], untrusted="a background command's output")
async def work_exec_status(ctx: ToolContext, p: JobParams) -> dict[str, Any]:
    """Status and output so far of a background job."""
    return ctx.deps.jobs.get(p.job_id, ctx.project.id).info()


@tool(labels=["executive"])
async def work_exec_kill(ctx: ToolContext, p: JobParams) -> dict[str, Any]:
    """Kill a background job (and everything it started)."""
    job = ctx.deps.jobs.get(p.job_id, ctx.project.id)
    job.command.kill()
    if job.task is not None:
        await asyncio.gather(job.task, return_exceptions=True)
    return job.info()


TOOLS = [work_exec_run, work_exec_status, work_exec_kill]
