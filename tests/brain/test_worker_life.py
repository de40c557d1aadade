"""Workers that finish (issue 10), on the runtime: a worker that delivered is idle, and after
its idle time (``worker.suspendAfterIdle``) suspended — restart-safe, and any message wakes it.
Stopping a process stops every process it started or watches. The clock is injected: the
sweep is called with a later time, nothing sleeps."""

from __future__ import annotations

import pytest

from brain.core import Brain
from brain.errors import ConfigError
from brain.ids import now
from brain.models import MessageStatus, Process, ProcessStatus, SessionKind
from brain.store import messages as msgs
from brain.store import sessions as repo
from brain.wire import ProcessParams, UserInput, WorkerEvent

TIMEOUT = 5.0


async def new_process(
    brain: Brain, engine: str, project: str = "work", watcher: Process | None = None
) -> Process:
    target, _created = await brain.projects.create_or_reuse(project)
    params = ProcessParams()
    if watcher is not None:
        params = params.with_(
            observer_process_id=watcher.id, observer_session_id=watcher.session_id
        )
    _session, process = await brain.sessions.create(
        target, kind=SessionKind.WORKER, engine=engine, process_name=engine, params=params
    )
    return process


async def fresh(brain: Brain, process: Process) -> Process:
    return await repo.get_process(brain.store, process.id)


async def delivered(brain: Brain, engines, fake_engine_class) -> Process:  # type: ignore[no-untyped-def]
    engines["arthur"] = fake_engine_class()
    process = await new_process(brain, "arthur")
    await brain.runtime.post(process, UserInput(text="plan the beds"))
    await brain.runtime.wait_idle(TIMEOUT)
    return await fresh(brain, process)


async def test_a_delivered_worker_is_idle_then_suspended_after_its_idle_time(
    brain: Brain, engines, fake_engine_class
) -> None:
    worker = await delivered(brain, engines, fake_engine_class)
    assert worker.status == ProcessStatus.READY and worker.shown_status == "idle"
    assert await brain.runtime.suspend_idle(worker.updated_at + 599) == []  # default: 10 min
    [asleep] = await brain.runtime.suspend_idle(worker.updated_at + 601)
    assert asleep.id == worker.id
    assert asleep.status == ProcessStatus.SUSPENDED and asleep.shown_status == "suspended"
    assert asleep.owner is None  # it holds no lease while it sleeps
    assert await brain.processes.workers(active_only=True) == []  # not "running" any more
    assert [p.id for p, _ in await brain.processes.workers(active_only=False)] == [worker.id]


async def test_a_message_wakes_a_suspended_worker_with_its_history(
    brain: Brain, engines, fake_engine_class
) -> None:
    worker = await delivered(brain, engines, fake_engine_class)
    await brain.runtime.suspend_idle(worker.updated_at + 601)
    engine = engines["arthur"]
    await brain.runtime.post(worker, UserInput(text="and tomatoes"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert [t.texts for t in engine.turns][-1] == ["and tomatoes"]
    awake = await fresh(brain, worker)
    assert awake.status == ProcessStatus.READY and awake.params.idle_suspended is None


async def test_a_paused_worker_is_not_woken_by_a_message_nor_swept(
    brain: Brain, engines, fake_engine_class
) -> None:
    worker = await delivered(brain, engines, fake_engine_class)
    paused = await brain.runtime.command(worker.id, "pause")
    assert paused.shown_status == "paused"
    assert await brain.runtime.suspend_idle(now() + 10_000) == []
    message = await brain.runtime.post(paused, UserInput(text="later"))
    await brain.runtime.wait_idle(TIMEOUT)
    assert (await msgs.get_engine_message(brain.store, message.id)).status == (
        MessageStatus.PENDING
    )
    assert (await fresh(brain, worker)).shown_status == "paused"


async def test_the_idle_time_is_a_setting_of_the_cascade(
    brain: Brain, engines, fake_engine_class
) -> None:
    worker = await delivered(brain, engines, fake_engine_class)
    project = await brain.projects.get("work")
    cascade = brain.settings_cascade
    await cascade.set("worker.suspendAfterIdle", 0, scope="project", scope_id=project.id)
    assert await brain.runtime.suspend_idle(worker.updated_at + 100_000) == []  # 0: never
    await cascade.set("worker.suspendAfterIdle", None, scope="project", scope_id=project.id)
    assert await cascade.set_user("worker.suspendAfterIdle", "2m") == 120  # vance config set
    assert await brain.runtime.suspend_idle(worker.updated_at + 119) == []
    assert len(await brain.runtime.suspend_idle(worker.updated_at + 121)) == 1


async def test_a_bad_idle_time_is_refused_with_an_example(brain: Brain) -> None:
    with pytest.raises(ConfigError, match="no duration"):
        await brain.settings_cascade.set_user("worker.suspendAfterIdle", "soon")


async def test_suspension_survives_a_restart_and_the_start_sweeps(
    paths, engines, fake_engine_class
) -> None:
    engines["arthur"] = fake_engine_class()
    brain = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    try:
        old = await new_process(brain, "arthur", "old")
        recent = await new_process(brain, "arthur", "recent")
        await brain.runtime.suspend_idle(old.updated_at + 601)
        # idle for an hour while Vance was down
        await brain.store.execute(
            "UPDATE processes SET updated_at = ? WHERE id = ?", (now() - 3600, recent.id)
        )
    finally:
        await brain.close()
    again = await Brain.open(paths, engines=engines.factories, poll_seconds=0.05)
    try:
        shown = {p.id: p.shown_status for p, _ in await again.processes.workers(active_only=False)}
        assert shown == {old.id: "suspended", recent.id: "suspended"}
        await again.runtime.post(await fresh(again, old), UserInput(text="wake up"))
        await again.runtime.wait_idle(TIMEOUT)
        assert (await fresh(again, old)).shown_status == "idle"
    finally:
        await again.close()


async def test_stopping_a_planner_stops_its_workers_and_theirs(
    brain: Brain, engines, fake_engine_class
) -> None:
    engines["marvin"] = engines["arthur"] = engines["ford"] = fake_engine_class()
    planner = await new_process(brain, "marvin", "trip")
    child = await new_process(brain, "arthur", "trip", watcher=planner)
    grandchild = await new_process(brain, "ford", "trip", watcher=child)
    ended = await new_process(brain, "ford", "trip", watcher=planner)
    await repo.set_process_status(brain.store, ended.id, ProcessStatus.DONE)
    other = await new_process(brain, "arthur", "elsewhere")

    stopped = await brain.runtime.stop_tree(planner.id)
    assert [p.id for p in stopped] == [planner.id, child.id, grandchild.id]
    assert all(p.status == ProcessStatus.STOPPED for p in stopped)
    assert (await fresh(brain, ended)).status == ProcessStatus.DONE  # ended stays as it was
    assert (await fresh(brain, other)).status == ProcessStatus.READY


async def test_a_planner_that_lives_on_hears_its_stopped_worker_failed(
    brain: Brain, engines, fake_engine_class
) -> None:
    heard: list[object] = []

    async def listen(ctx) -> None:  # type: ignore[no-untyped-def]
        heard.extend(m.payload for m in ctx.messages)

    engines["marvin"] = fake_engine_class(on_turn=listen)
    engines["arthur"] = fake_engine_class()
    planner = await new_process(brain, "marvin", "trip")
    child = await new_process(brain, "arthur", "trip", watcher=planner)
    report = await brain.processes.stop_processes([child])
    assert report.message == "Stopped arthur in trip."
    await brain.runtime.wait_idle(TIMEOUT)
    [event] = heard
    assert isinstance(event, WorkerEvent)
    assert (event.event, event.process_id, event.summary) == (
        "failed",
        child.id,
        "stopped by the user",
    )
