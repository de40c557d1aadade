"""Eddie as a client of workers: delegate, steer, mediate; workers report back.

Eddie is not the parent of a worker. It starts a worker session in the target
project and sends the task as user-chat input through the inbox, with the
profile ``eddie``. The worker reports lifecycle events (started, blocked, done,
failed) to the observing Eddie's inbox; the channel mode decides what Eddie gets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from brain.actions import ChannelMode, DelegateProject, Mediate, SteerProject
from brain.engines.prompting import language_of
from brain.engines.recipes import load_recipe
from brain.errors import UserFacingError
from brain.events.frames import ProcessEvent, SwitchTo
from brain.lines import catalogue, say, status
from brain.models import Process, ProcessStatus, Project, SessionKind
from brain.progress import ProcessProgressSink, observer_of
from brain.runtime.journal import effect_key, killpoint
from brain.text import one_line
from brain.wire import ChatMeta, Option, ProcessParams, UserInput, WorkerEvent

if TYPE_CHECKING:
    from brain.deps import Deps

CAN_MEDIATE = frozenset({"foot", "web"})
DEFAULT_CHANNEL: ChannelMode = "milestones"
MILESTONES = frozenset({"blocked", "done", "failed"})
WITHDRAWN = "withdrawn"
"""A planner takes back the question it asked (its step's worker ended): no milestone (no
toast), but Eddie hears it in every channel mode."""
ANSWERED = "answered"
"""The user answered a worker's question in the worker's own window: whoever relayed it
(Eddie, a planner) stops waiting for the answer. Heard in every channel mode, no toast."""


def label(process: Process, project_name: str) -> str:
    return f"{process.engine} · {project_name}"


async def spawn_worker(
    deps: Deps,
    project: Project,
    engine: str,
    task: str,
    *,
    observer: Process,
    channel_mode: ChannelMode | None = None,
    title: str | None = None,
    extra_params: Mapping[str, Any] | None = None,
    budget: int | None = None,
    key: str | None = None,
) -> Process:
    """Start a worker in ``project`` that reports to ``observer`` (Eddie, or a planner) and send
    it ``task`` (``extra_params``: engine settings such as vogon's ``procedure``). The worker
    and its task are stored together. It happens once per ``key`` (default: the running
    turn's next spawn): a retried turn finds the worker it started."""
    recipe = await load_recipe(deps.documents, engine)
    spawn_key = key or effect_key("spawn")
    params = ProcessParams.model_validate(
        {
            **recipe.params,
            "recipe": recipe.name,
            "observer_session_id": observer.session_id,
            "observer_process_id": observer.id,
            "channel_mode": channel_mode or _inherited(observer),
            **({"spawn_key": spawn_key} if spawn_key is not None else {}),
            **(extra_params or {}),
            **({"budget": budget} if budget is not None else {}),
        }
    )
    if spawn_key is not None:
        started = await deps.processes.spawned(project.id, spawn_key)
        if started is not None:
            effect_key("post")  # its task went with it: later effects keep their keys
            return started

    async def send_task(worker: Process) -> None:
        killpoint("worker-spawned")
        await deps.runtime.post(
            worker, UserInput(text=task, profile="eddie"), sender_process_id=observer.id
        )

    _session, worker = await deps.sessions.create(
        project,
        kind=SessionKind.WORKER,
        engine=engine,
        process_name=engine,
        title=(title or task)[:80],
        params=params,
        inside=send_task,
    )
    return worker


def _inherited(observer: Process) -> ChannelMode:
    """A planner's worker reports word for word while the user watches the planner so (its
    notes too), else in milestones."""
    return "verbatim" if observer.params.channel_mode == "verbatim" else DEFAULT_CHANNEL


def engine_words(engine: str, language: str) -> str:
    """What a started engine does, in one spoken sentence (arthur, the default, needs none)."""
    key = f"engine.{engine}"
    return say(key, language) if key in catalogue() else ""


async def delegate(
    deps: Deps,
    eddie: Process,
    action: DelegateProject,
    progress: ProcessProgressSink,
    language: str | None = None,
) -> str:
    """Create or reuse the project, start a worker there, send it the task. Returns the spoken
    confirmation (after why this project, when the router chose it by topic)."""
    spoken = await _delegate(deps, eddie, action, progress, language)
    return f"{action.fits} {spoken}" if action.fits else spoken


async def _delegate(
    deps: Deps,
    eddie: Process,
    action: DelegateProject,
    progress: ProcessProgressSink,
    language: str | None,
) -> str:
    project, created = await deps.projects.create_or_reuse(action.project)
    engine = action.engine or "arthur"
    language = language or await language_of(deps, eddie)
    if engine == "arthur" and not created and not action.new_worker:
        live = await _live_worker(deps, eddie, project)
        if live is not None:  # a follow-up goes to the worker already on it
            asleep = live.status == ProcessStatus.SUSPENDED  # the message wakes it
            await deps.runtime.post(
                live, UserInput(text=action.task, profile="eddie"), sender_process_id=eddie.id
            )
            if asleep or live.shown_status == "idle":  # it takes this up now: say so
                _announce_resumed(deps, eddie, live, project.name, action.task)
            key = (
                "delegate.woke"
                if asleep
                else "delegate.next_task"  # it delivered and waits: this is its next task
                if live.shown_status == "idle"
                else "delegate.on_it"
            )
            return say(key, language, engine=live.engine, project=project.name)
    extra: dict[str, Any] = {}
    if engine == "vogon":
        from brain.engines.vogon import DEFAULT_PROCEDURE
        from brain.planning.procedure import load_procedure

        procedure = await load_procedure(deps.documents, action.procedure or DEFAULT_PROCEDURE)
        extra["procedure"] = procedure.name
    operation = progress.open("DELEGATING", f"starting {engine} in {project.name}", tool=engine)
    worker = await spawn_worker(
        deps,
        project,
        engine,
        action.task,
        observer=eddie,
        channel_mode=action.channel_mode,
        extra_params=extra,
        budget=action.budget,
    )
    progress.close(operation, f"{engine} started in {project.name}", tool=engine)
    await deps.knowledge.log(
        session_id=eddie.session_id,
        process_id=eddie.id,
        kind="PROCESS_SPAWNED",
        summary=f"started {engine} in {project.name}: {action.task[:120]}",
        refs={"project": project.name, "process_id": worker.id},
    )
    deps.events.publish(
        ProcessEvent(
            session_id=eddie.session_id,
            process_id=worker.id,
            process_name=worker.name,
            engine=engine,
            project=project.name,
            event="started",
            summary=action.task[:120],
        )
    )
    words = {"project": project.name, "engine": engine, "how": engine_words(engine, language)}
    if created:
        return say("delegate.created", language, **words)
    others = [
        p
        for p in await deps.processes.of_project(project.id)
        if p.id != worker.id and p.params.observer_session_id not in (None, eddie.session_id)
    ]
    ours = any(
        p.id != worker.id and p.params.observer_session_id == eddie.session_id
        for p in await deps.processes.of_project(project.id)
    )
    if not ours and await _open_elsewhere(deps, others):  # only then did another window make it
        return say("delegate.other_window", language, **words)
    return say("delegate.existing", language, **words)


def _announce_resumed(deps: Deps, eddie: Process, worker: Process, project: str, task: str) -> None:
    """A worker that had delivered (or slept) takes a follow-up: the same milestone as a
    start, so the window counts the request until that worker's answer."""
    deps.events.publish(
        ProcessEvent(
            session_id=eddie.session_id,
            process_id=worker.id,
            process_name=worker.name,
            engine=worker.engine,
            project=project,
            event="resumed",
            summary=task[:120],
        )
    )


async def _open_elsewhere(deps: Deps, workers: list[Process]) -> bool:
    """Whether one of ``workers`` reports to a session that a window has open now (not one
    no window holds: this window before /new or a restart, a window closed since)."""
    from brain.errors import NotFound
    from brain.models import SessionStatus

    for session_id in {w.params.observer_session_id for w in workers} - {None}:
        try:
            session = await deps.sessions.get(str(session_id))
        except NotFound:
            continue
        if session.status is SessionStatus.ACTIVE and session.bound_to:
            return True
    return False


async def _live_worker(deps: Deps, eddie: Process, project: Project) -> Process | None:
    """The project's arthur that works for this hub session and has not ended, newest first
    (one suspended after idling too: a message wakes it; one the user paused is skipped)."""
    for process in reversed(await deps.processes.of_project(project.id)):
        if (
            process.engine == "arthur"
            and process.params.observer_session_id == eddie.session_id
            and not process.status.terminal
            and process.shown_status != "paused"
        ):
            return process
    return None


async def steer(
    deps: Deps, eddie: Process, action: SteerProject, *, language: str | None = None
) -> str:
    worker, project_name = await deps.processes.resolve_worker(action.target)
    language = language or await language_of(deps, eddie)
    if worker.status.terminal:
        shown = status(worker.status.value, language)
        raise UserFacingError(say("steer.ended", language, engine=worker.engine, status=shown))
    await deps.runtime.post(
        worker, UserInput(text=action.message, profile="eddie"), sender_process_id=eddie.id
    )
    return say("steer.passed", language, engine=worker.engine, project=project_name)


async def mediate(
    deps: Deps, eddie: Process, action: Mediate, profile: str, language: str | None = None
) -> tuple[str, bool]:
    """Switch the user's window to the worker's session. Returns (spoken, switched)."""
    language = language or await language_of(deps, eddie)
    if profile not in CAN_MEDIATE:
        return say("mediate.cannot", language), False
    worker, project_name = await deps.processes.resolve_worker(action.target)
    announcement = action.voice_announcement or say(
        "mediate.connecting", language, engine=worker.engine, project=project_name
    )
    deps.events.publish(
        SwitchTo(
            session_id=eddie.session_id,
            target_session_id=worker.session_id,
            project=project_name,
            label=label(worker, project_name),
            announcement=announcement,
        )
    )
    return announcement, True


# --- worker → observer ---------------------------------------------------------------------


def failure_summary(reason: str) -> str:
    """Why a worker stopped, as Eddie says it to the user."""
    from brain.runtime.lanes import GIVEN_UP

    if reason == GIVEN_UP:
        return (
            "it was interrupted twice (a crash or a kill) and stopped. Want me to start it again?"
        )
    return reason


async def report_to_observer(
    deps: Deps,
    worker: Process,
    event: str,
    *,
    summary: str,
    output: str | None = None,
    info: str | None = None,
    question: str | None = None,
    options: list[Option] | None = None,
) -> None:
    """A worker's milestone (blocked, done, failed): a toast frame to the hub session, and —
    as the channel mode decides — an event in the observing Eddie's inbox. Any other event (a
    ``note`` the worker wrote in its session) reaches Eddie only in ``verbatim`` mode. A
    scheduled worker's outcome goes to the user's inbox
    (:meth:`~brain.schedules.service.ScheduleService.report`)."""
    await deps.schedules.reports.report(
        worker, event, summary=summary, output=output, info=info, question=question
    )
    observer = observer_of(worker)
    if observer is None:
        return
    hub_session, hub_process_id = observer
    mode = worker.params.channel_mode or DEFAULT_CHANNEL
    if mode != "verbatim" and event not in MILESTONES and event not in (WITHDRAWN, ANSWERED):
        return  # only verbatim passes what is not a milestone (a note) on
    project = await deps.projects.by_id(worker.project_id)
    if event in MILESTONES:  # a note is no change of state: no toast, the strip stays
        deps.events.publish(
            ProcessEvent(
                session_id=hub_session,
                process_id=worker.id,
                process_name=worker.name,
                engine=worker.engine,
                project=project.name,
                event=event,
                summary=summary[:200],
            )
        )
    hub_process = await deps.processes.get(hub_process_id)
    if hub_process.status in (ProcessStatus.STOPPED, ProcessStatus.FAILED):
        return
    said = WorkerEvent(
        event=event,
        process_id=worker.id,
        engine=worker.engine,
        project=project.name,
        summary=summary,
        output=output,
        info=info,
        question=question,
        options=options or [],
        channel_mode=mode,
    )
    await deps.runtime.post(hub_process, said, sender_process_id=worker.id)
    await _pass_on_verbatim(deps, hub_process, said, worker.title)


async def _pass_on_verbatim(
    deps: Deps, planner: Process, event: WorkerEvent, step: str | None
) -> None:
    """A planner the user watches word for word (its channel mode ``verbatim``): each message
    of its workers reaches the user too, word for word, under the worker's name labelled
    with its step — the planner still gets the event. A worker's question is not passed
    here: the planner asks the user itself."""
    if planner.params.channel_mode != "verbatim" or event.event in ("blocked", "started", ANSWERED):
        return
    watcher = observer_of(planner)
    if watcher is None:
        return
    label = one_line(step or "", 60)
    session_id, hub_process_id = watcher
    await deps.chat.append(  # said in the hub, as the hub relays a worker
        session_id,
        role="assistant",
        author=f"{event.source} › {label}" if label else event.source,
        content=event.word_for_word(),
        process_id=hub_process_id,
        meta=ChatMeta(action="relay", source=event.source),
        engine=event.engine,
        project=event.project,
    )
