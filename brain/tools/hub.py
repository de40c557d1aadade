"""Hub tools (organizational): projects, worker processes, peers; the inbox tools are in
:mod:`brain.tools.inbox` and listed here."""

from __future__ import annotations

import time
from typing import Any, Literal

from pydantic import Field

from brain.actions import ChannelMode
from brain.errors import NotFound, ToolError
from brain.lines import say, status
from brain.memory.timephrase import ago_phrase
from brain.models import Process, ProcessStatus, Project, ProjectKind, ProjectStatus
from brain.services.processes import EVERY_WORKER, HUB_ENGINE
from brain.text import ago, one_line
from brain.tools import inbox
from brain.tools._common import spoken_list
from brain.tools.base import ToolContext, ToolParams, tool

PeerType = Literal[
    "PROJECT_CREATED",
    "PROJECT_ARCHIVED",
    "PROCESS_BLOCKED",
    "PROCESS_DONE",
    "USER_STATEMENT",
    "INFO",
]


def _project_info(project: Project, active: int | None = None) -> dict[str, Any]:
    info: dict[str, Any] = {"name": project.name, "title": project.title}
    if project.kind != ProjectKind.NORMAL:
        info["kind"] = project.kind.value
    info["status"] = project.status.value
    info["created"] = ago(project.created_at)
    if active is not None:
        info["active_processes"] = active
    return info


def _process_info(process: Process, project: str | None = None) -> dict[str, Any]:
    info: dict[str, Any] = {"id": process.id, "name": process.name}
    if project is not None:
        info["project"] = project
    info |= {"engine": process.engine, "status": process.shown_status}
    if process.title:
        info["title"] = process.title
    if process.params.channel_mode:
        info["channel_mode"] = process.params.channel_mode
    info["tokens"] = process.tokens_in + process.tokens_out
    info["llm_calls"] = process.llm_calls
    info["updated"] = ago(process.updated_at)
    if process.last_error:
        info["last_error"] = process.last_error
    return info


async def _find_project(ctx: ToolContext, name: str) -> Project:
    home = ctx.deps.home
    if name.strip() == home.user_project.name:
        return home.user_project
    return await ctx.deps.projects.get(name)


async def _resolve_process(ctx: ToolContext, ref: str) -> tuple[Process, str]:
    """A worker process of the user by id or name, or the newest one of a project by name."""
    try:
        return await ctx.deps.processes.resolve_worker(ref, include_hub=True)
    except NotFound:
        raise _no_process(ctx, ref) from None


def _no_process(ctx: ToolContext, ref: str) -> ToolError:
    said = ctx.say("worker.none", ref=repr(ref.strip()))
    return ToolError(f"{said}; process_list shows your processes with their ids.")


def _worker_in(ctx: ToolContext, process: Process, project: str) -> str:
    return ctx.say("worker.in", worker=process.name, project=project)


# --- projects --------------------------------------------------------------------------------


class ProjectCreateParams(ToolParams):
    name: str = Field(description="Short name, e.g. garden_planner", max_length=64)
    title: str | None = Field(None, description="Display title", max_length=120)


@tool(labels=["write"])
async def project_create(ctx: ToolContext, p: ProjectCreateParams) -> dict[str, Any]:
    """Create a project (a work area for workers). An existing project is reused."""
    title = p.title.strip() if p.title else None
    project, created = await ctx.deps.projects.create_or_reuse(p.name, title or None)
    if created:
        await ctx.log_activity(
            "PROJECT_CREATED", f"created the project {project.name}", project=project.name
        )
        message = ctx.say("project.created", name=project.name)
    else:
        message = ctx.say("project.exists", name=project.name)
    return {"project": project.name, "title": project.title, "created": created, "message": message}


class ProjectListParams(ToolParams):
    kind: Literal["NORMAL", "SYSTEM"] = Field("NORMAL", description="NORMAL = the user's projects")
    include_archived: bool = Field(False, description="Also list archived projects")


@tool(labels=["read-only"])
async def project_list(ctx: ToolContext, p: ProjectListParams) -> dict[str, Any]:
    """List the user's projects with their number of active processes."""
    projects = await ctx.deps.projects.list(
        kind=ProjectKind(p.kind), include_archived=p.include_archived
    )
    counts = await ctx.deps.processes.active_counts()
    names = [pr.name for pr in projects]
    return {
        "summary": ctx.say(
            "projects.listed", count=len(names), names=spoken_list(names, 8, ctx.language)
        )
        if names
        else ctx.say("projects.none"),
        "projects": [_project_info(pr, counts.get(pr.id, 0)) for pr in projects],
        "count": len(projects),
    }


class ProjectNameParams(ToolParams):
    name: str = Field(description="Project name", max_length=64)


async def _open_summary(ctx: ToolContext, project: Project, processes: list[Process]) -> str:
    """ "garden: 1 worker, arthur running (frost dates). 2 results in your inbox, the latest:
    Frost dates for Berlin (3 min ago)." — what a user asking how it goes wants to hear."""
    archived = project.status == ProjectStatus.ARCHIVED
    state = ctx.say("project.archived_mark") if archived else ""
    if not processes:
        return ctx.say("project.no_workers", name=project.name, state=state)
    named = [
        f"{pr.name} {status(pr.shown_status, ctx.language)}"
        + (f" ({one_line(pr.title, 60)})" if pr.title else "")
        for pr in processes
    ]
    workers = spoken_list(named, 8, ctx.language)
    said = ctx.say(
        "project.workers", name=project.name, state=state, count=len(named), workers=workers
    )
    ids = {pr.id for pr in processes}
    results = [i for i in await ctx.deps.inbox.list() if i.meta.get("process_id") in ids]
    if results:
        latest = results[0]
        said += " " + ctx.say(
            "project.results",
            count=len(results),
            title=one_line(latest.title, 80),
            ago=ago_phrase(time.time() - latest.created_at, ctx.language),
        )
    return said


@tool(labels=["read-only"])
async def project_open(ctx: ToolContext, p: ProjectNameParams) -> dict[str, Any]:
    """Show a project: its details, sessions and processes with their status."""
    deps = ctx.deps
    project = await _find_project(ctx, p.name)
    sessions = await deps.processes.sessions_of_project(project.id)
    processes = await deps.processes.of_project(project.id)
    info: dict[str, Any] = {"summary": await _open_summary(ctx, project, processes)}
    info |= _project_info(project)
    info["sessions"] = [
        {
            "id": s.id,
            "kind": s.kind.value,
            "engine": s.engine,
            "status": s.status.value,
            "title": s.title,
            "last_active": ago(s.last_active_at),
        }
        for s in sessions
    ]
    info["processes"] = [_process_info(pr) for pr in processes]
    return info


@tool(labels=["write"])
async def project_archive(ctx: ToolContext, p: ProjectNameParams) -> str:
    """Archive a project (it is kept, never deleted)."""
    if p.name.strip() != ctx.deps.home.user_project.name:  # archive() explains that refusal
        project = await ctx.deps.projects.get(p.name)
        if project.status == ProjectStatus.ARCHIVED:
            return ctx.say("project.was_archived", name=project.name)
    archived = await ctx.deps.projects.archive(p.name)
    await ctx.log_activity(
        "PROJECT_ARCHIVED", f"archived the project {archived.name}", project=archived.name
    )
    return ctx.say("project.archive_done", name=archived.name)


# --- worker processes ------------------------------------------------------------------------


class ProcessListParams(ToolParams):
    active_only: bool = Field(True, description="Only processes that have not ended")
    project: str | None = Field(
        None, description="Only this project's work: its workers, what they do, its latest result"
    )


_GROUPS = (
    ("waiting", "running.waiting"),
    ("blocked", "running.waiting"),
    ("idle", "running.idle"),
    ("paused", "running.paused"),
)


def _running_summary(rows: list[tuple[Process, str]], asleep: int, language: str = "en") -> str:
    """``Nothing is running. 1 idle (done, …): arthur in garden.`` — what runs first; idle
    workers are not running."""

    def listed(workers: list[tuple[Process, str]]) -> str:
        named = [say("worker.in", language, worker=pr.name, project=pj) for pr, pj in workers]
        return spoken_list(named, 8, language)

    running = [(pr, project) for pr, project in rows if pr.shown_status == "running"]
    parts = [
        say("running.some", language, count=len(running), workers=listed(running))
        if running
        else say("running.nothing", language)
    ]
    groups: dict[str, list[tuple[Process, str]]] = {}
    for pr, project in rows:
        for shown, key in _GROUPS:
            if pr.shown_status == shown:
                groups.setdefault(key, []).append((pr, project))
    parts += [
        say(key, language, count=len(named), workers=listed(named)) for key, named in groups.items()
    ]
    if asleep:
        parts.append(say("running.asleep", language, count=asleep))
    return " ".join(parts)


@tool(labels=["read-only"])
async def process_list(ctx: ToolContext, p: ProcessListParams) -> dict[str, Any]:
    """What is running: workers with project, engine, status; or one project's work."""
    if p.project:
        project = await _find_project(ctx, p.project)
        processes = await ctx.deps.processes.of_project(project.id)
        return {
            "summary": await _open_summary(ctx, project, processes),
            "processes": [_process_info(pr) for pr in processes],
            "count": len(processes),
        }
    rows = await ctx.deps.processes.workers(active_only=p.active_only)
    if p.active_only:
        every = await ctx.deps.processes.workers(active_only=False)
        asleep = sum(1 for pr, _project in every if pr.shown_status == "suspended")
        summary = _running_summary(rows, asleep, ctx.language)
    elif rows:
        named = [
            f"{_worker_in(ctx, pr, project)} ({status(pr.shown_status, ctx.language)})"
            for pr, project in rows
        ]
        summary = ctx.say(
            "workers.all", count=len(named), workers=spoken_list(named, 8, ctx.language)
        )
    else:
        summary = ctx.say("workers.none")
    return {
        "summary": summary,
        "processes": [_process_info(pr, project) for pr, project in rows],
        "count": len(rows),
    }


class ProcessObserveParams(ToolParams):
    process: str = Field(description="Process id or name (or its project's name)")
    mode: ChannelMode = Field(description="How its output reaches the user")


@tool(labels=["write"])
async def process_observe(ctx: ToolContext, p: ProcessObserveParams) -> str:
    """Set how a worker's output reaches the user: verbatim, milestones, summary or inbox."""
    process, project = await _resolve_process(ctx, p.process)
    updates: dict[str, Any] = {"channel_mode": p.mode}
    if ctx.process.engine == HUB_ENGINE:  # the hub calling becomes the observer
        updates |= {"observer_session_id": ctx.session_id, "observer_process_id": ctx.process.id}
    await ctx.deps.processes.update_params(process.id, **updates)
    return ctx.say("worker.observed", worker=process.name, project=project, mode=p.mode)


class ProcessCommandParams(ToolParams):
    process: str = Field(
        description='Process id or name (or its project\'s name; "all" stops every worker)'
    )
    command: Literal["stop", "pause", "resume"]
    message: str | None = Field(
        None, description="With resume: news the worker should hear as it goes on", max_length=4000
    )


@tool(labels=["executive"])
async def process_command(ctx: ToolContext, p: ProcessCommandParams) -> str:
    """Stop, pause or resume a worker; stop a project or "all" stops all its workers; resume
    tells a waiting one to go on."""
    if p.command == "stop":
        return await _stop(ctx, p.process)
    process, project = await _resolve_process(ctx, p.process)
    if process.id == ctx.process.id or process.engine == HUB_ENGINE:
        raise ToolError(f"{process.name} is a hub process; process_command controls workers only.")
    going = process.status in (ProcessStatus.READY, ProcessStatus.RUNNING, ProcessStatus.BLOCKED)
    if p.command == "resume" and going:  # "unpause X" while X waits: it is told to go on
        if process.status == ProcessStatus.RUNNING and not p.message:
            return ctx.say("worker.going", worker=process.name, project=project)
        await _tell(ctx, process, p.message or ctx.say("worker.carry_on"))
        return ctx.say("worker.told_on", worker=process.name, project=project)
    updated = await ctx.deps.processes.command(process.id, p.command)
    await ctx.log_activity(
        f"PROCESS_{p.command.upper()}",
        f"{p.command} {process.name} in {project}",
        process=process.id,
        project=project,
    )
    if p.command == "resume" and p.message:  # "X can go on, the papers came": it hears why
        await _tell(ctx, updated, p.message)
    shown = status(updated.shown_status, ctx.language)
    return ctx.say("worker.now", worker=updated.name, project=project, status=shown)


async def _tell(ctx: ToolContext, worker: Process, text: str) -> None:
    from brain.wire import UserInput

    await ctx.deps.runtime.post(
        worker, UserInput(text=text, profile="eddie"), sender_process_id=ctx.process.id
    )


async def _stop(ctx: ToolContext, ref: str) -> str:
    control = ctx.deps.processes
    every = ref.strip().lower() in EVERY_WORKER  # "stop everything": every live worker
    if not every and await control.match_project(ref) is None:  # one worker: never the hub
        process, _project = await _resolve_process(ctx, ref)
        if process.engine == HUB_ENGINE:
            raise ToolError(
                f"{process.name} is a hub process; process_command controls workers only."
            )
    try:
        report = await control.stop(ref, ctx.language)
    except NotFound:
        raise _no_process(ctx, ref) from None
    if report.stopped:  # one entry for the whole stop, as the user heard it
        first = report.stopped[0]
        await ctx.log_activity(
            "PROCESS_STOP",
            report.message.removesuffix("."),
            process=first.id,
            project=(await ctx.deps.projects.by_id(first.project_id)).name,
            processes=[process.id for process in report.stopped],
        )
    return report.message


# --- peers -----------------------------------------------------------------------------------


class PeerNotifyParams(ToolParams):
    type: PeerType = Field(description="What happened")
    summary: str = Field(description="One conversational line", max_length=300)


@tool(labels=["side-effect"])
async def peer_notify(ctx: ToolContext, p: PeerNotifyParams) -> str:
    """Tell the user's other hub windows about something that happened."""
    await ctx.log_activity(p.type, p.summary, peer=True)
    return (
        "Sent to the user's other open hub windows (they show it at once) and recorded in the "
        "activity log for the ones opened later."
    )


TOOLS = [
    project_create,
    project_list,
    project_open,
    project_archive,
    process_list,
    process_observe,
    process_command,
    *inbox.TOOLS,
    peer_notify,
]
