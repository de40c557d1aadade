"""Hub tools against a real brain: projects, processes, inbox, peers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from brain.core import Brain
from brain.events.frames import InboxChanged
from brain.models import InboxStatus, ProcessStatus, SessionKind
from brain.store import records
from brain.store import sessions as procs
from brain.tools import ToolContext, ToolExecutor

from .conftest import FrameLog, Hub, runner

Run = Callable[..., Any]


async def activity(brain: Brain) -> list[tuple[str, str]]:
    rows = await records.recent_activity_of_others(
        brain.store, brain.home.tenant_id, brain.home.user_id, "nobody", since=0
    )
    return [(row.kind, row.summary) for row in reversed(rows)]


async def test_project_create_then_reuse(
    brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    ok, first = await run("project_create", name="Garden Planner", title="Vegetable beds")
    assert ok and first["project"] == "garden_planner" and first["created"] is True
    ok, again = await run("project_create", name="garden_planner")
    assert ok and again["created"] is False
    assert again["message"] == "You already have a project garden_planner; I'll use it."
    assert [p.name for p in await brain.projects.list()] == ["garden_planner"]
    assert await activity(brain) == [("PROJECT_CREATED", "created the project garden_planner")]


async def test_project_create_with_an_invalid_name_explains_the_rule(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    ok, content = await runner(executor, make_ctx())("project_create", name="!!!")
    assert not ok and "not a valid project name" in content and "garden_planner" in content


async def test_project_list_and_archive(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    await run("project_create", name="alpha")
    await run("project_create", name="beta")
    ok, listed = await run("project_list")
    assert ok and [p["name"] for p in listed["projects"]] == ["alpha", "beta"]
    assert listed["summary"] == "2 projects: alpha and beta."
    assert listed["projects"][0]["active_processes"] == 0
    ok, text = await run("project_archive", name="alpha")
    assert ok and text == "Archived the project alpha."
    ok, text = await run("project_archive", name="alpha")
    assert ok and "already archived" in text
    ok, listed = await run("project_list")
    assert [p["name"] for p in listed["projects"]] == ["beta"]
    ok, listed = await run("project_list", include_archived=True)
    assert {p["name"]: p["status"] for p in listed["projects"]} == {
        "alpha": "archived",
        "beta": "active",
    }
    ok, content = await run("project_create", name="alpha")
    assert not ok and "archived" in content


async def test_archiving_the_system_project_is_refused_with_the_reason(
    brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    ok, content = await run("project_archive", name=brain.home.user_project.name)
    assert not ok
    assert content.startswith("error: ") and "SYSTEM project" in content
    ok, listed = await run("project_list", kind="SYSTEM")
    assert [p["name"] for p in listed["projects"]] == [brain.home.user_project.name]


async def test_project_open_shows_sessions_and_processes(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Run
) -> None:
    worker = await make_worker("garden_planner")
    ok, info = await runner(executor, make_ctx())("project_open", name="garden_planner")
    assert ok and info["name"] == "garden_planner" and info["status"] == "active"
    assert info["summary"] == "garden_planner: 1 worker, arthur idle."
    assert [s["id"] for s in info["sessions"]] == [worker.session.id]
    assert info["sessions"][0]["kind"] == "worker"
    [process] = info["processes"]
    assert process["id"] == worker.process.id
    assert (process["engine"], process["status"]) == ("arthur", "idle")
    ok, content = await runner(executor, make_ctx())("project_open", name="nothing_here")
    assert not ok and "No project named" in content


async def test_a_projects_state_names_its_work_and_its_latest_result(
    brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    """ "what did the kitchen worker find so far": what the worker does, and what it sent."""
    project, _ = await brain.projects.create_or_reuse("kitchen_reno")
    _session, process = await brain.sessions.create(
        project, kind=SessionKind.WORKER, engine="arthur", process_name="arthur",
        title="collect offers for the kitchen fronts",
    )  # fmt: skip
    for title in ("Worktop prices", "Kitchen front offers: 3 compared"):
        await brain.deps.inbox.add(
            source="arthur",
            title=title,
            body="…",
            notify_session=None,
            meta={"process_id": process.id},
        )
    await brain.deps.inbox.add(source="x", title="Unrelated", body="…", notify_session=None)
    run = runner(executor, make_ctx())
    for tool, args in (
        ("project_open", {"name": "kitchen_reno"}),
        ("process_list", {"project": "kitchen_reno"}),  # "how is the kitchen stuff going"
    ):
        ok, info = await run(tool, **args)
        assert ok
        assert info["summary"].startswith(
            "kitchen_reno: 1 worker, arthur idle (collect offers for the kitchen fronts). "
            "2 results in your inbox, the latest: Kitchen front offers: 3 compared ("
        )
    ok, info = await run("process_list", project="kitchen_reno")
    assert [p["id"] for p in info["processes"]] == [process.id]
    ok, content = await run("process_list", project="no_such_thing")
    assert not ok and "No project named" in content


async def test_process_list_shows_the_workers_not_the_hub(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Run
) -> None:
    first = await make_worker("alpha", "arthur")
    second = await make_worker("beta", "ford")
    run = runner(executor, make_ctx())
    ok, listed = await run("process_list")
    assert ok and [(p["project"], p["engine"], p["status"]) for p in listed["processes"]] == [
        ("alpha", "arthur", "idle"),
        ("beta", "ford", "idle"),
    ]
    assert listed["summary"] == (
        "Nothing is running. 2 idle (done, a follow-up goes to them): arthur in alpha and"
        " ford in beta."
    )
    ok, text = await run("process_command", process=second.process.id, command="stop")
    assert ok and text == "Stopped ford in beta."
    ok, listed = await run("process_list")
    assert [p["id"] for p in listed["processes"]] == [first.process.id]
    ok, projects = await run("project_list")
    assert {p["name"]: p["active_processes"] for p in projects["projects"]} == {
        "alpha": 1,
        "beta": 0,
    }
    ok, listed = await run("process_list", active_only=False)
    assert len(listed["processes"]) == 2
    assert listed["summary"] == ("2 workers: arthur in alpha (idle) and ford in beta (stopped).")
    await run("process_command", process=first.process.id, command="stop")
    ok, listed = await run("process_list")
    assert listed["summary"] == "Nothing is running." and listed["processes"] == []


async def test_process_command_goes_through_the_runtime(
    brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Run
) -> None:
    worker = await make_worker()
    run = runner(executor, make_ctx())
    ok, text = await run("process_command", process=worker.process.id, command="pause")
    assert ok and text == "arthur in garden_planner is now paused."
    # the project's name finds its worker, too
    ok, text = await run("process_command", process="garden_planner", command="resume")
    assert ok and text.endswith("is now idle.")
    ok, text = await run("process_command", process=worker.process.id, command="resume")
    assert ok and text == "arthur in garden_planner wasn't paused; I told it to carry on."
    ok, text = await run("process_command", process=worker.process.id, command="stop")
    assert ok and text == "Stopped arthur in garden_planner."
    stored = await procs.get_process(brain.store, worker.process.id)
    assert stored.status == ProcessStatus.STOPPED
    kinds = [kind for kind, _ in await activity(brain)]
    assert kinds == ["PROCESS_PAUSE", "PROCESS_RESUME", "PROCESS_STOP"]


async def test_process_command_refuses_unknown_and_hub_processes(
    hub: Hub, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    ok, text = await run("process_command", process="pr-nothing", command="stop")
    assert not ok and "no process 'pr-nothing'" in text and "process_list" in text
    ok, text = await run("process_command", process=hub.process.id, command="stop")
    assert not ok and "hub process" in text
    ok, text = await run("process_command", process=hub.process.id, command="explode")
    assert not ok and "command: Input should be 'stop', 'pause' or 'resume'" in text


async def test_process_observe_stores_the_channel_mode(
    brain: Brain,
    hub: Hub,
    executor: ToolExecutor,
    make_ctx: Callable[..., ToolContext],
    make_worker: Run,
) -> None:
    worker = await make_worker()
    ok, text = await runner(executor, make_ctx())(
        "process_observe", process=worker.process.id, mode="summary"
    )
    assert ok and "summary mode" in text
    stored = await procs.get_process(brain.store, worker.process.id)
    assert stored.params.channel_mode == "summary"
    assert stored.params.observer_session_id == hub.session.id
    assert stored.params.observer_process_id == hub.process.id


async def test_inbox_forward_list_and_read(
    hub: Hub, executor: ToolExecutor, make_ctx: Callable[..., ToolContext], frames: FrameLog
) -> None:
    run = runner(executor, make_ctx())
    ok, item = await run("inbox_forward_to_user", title="Bed plan", body="# Beds\n- tomatoes")
    assert ok and item["unread"] == 1 and item["title"] == "Bed plan"
    changed = frames.of_type(InboxChanged)
    assert [(f.session_id, f.unread) for f in changed] == [(hub.session.id, 1)]
    await run("inbox_forward_to_user", title="Second", body="more")
    ok, listed = await run("inbox_list", unread_only=True)
    assert [i["title"] for i in listed["items"]] == ["Second", "Bed plan"]
    assert listed["summary"] == "2 unread items: Second and Bed plan."
    assert listed["items"][1]["source"] == "eddie"
    assert listed["items"][1]["preview"] == "# Beds - tomatoes"
    ok, full = await run("inbox_read", item_id=str(item["item_id"]))  # as the fast path sends it
    assert ok and full["body"] == "# Beds\n- tomatoes"
    assert full["summary"] == "Bed plan: # Beds - tomatoes"
    assert frames.of_type(InboxChanged)[-1].unread == 1
    ok, listed = await run("inbox_list", unread_only=True)
    assert [i["title"] for i in listed["items"]] == ["Second"]
    ok, listed = await run("inbox_list")
    assert listed["summary"] == "2 items (1 unread): Second and Bed plan."
    assert {i["title"]: i["status"] for i in listed["items"]} == {
        "Second": InboxStatus.UNREAD.value,
        "Bed plan": InboxStatus.READ.value,
    }
    ok, text = await run("inbox_read", item_id=999)
    assert not ok and "no inbox item 999" in text


async def test_a_worker_forwarding_to_the_inbox_is_named_as_source(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext], make_worker: Run
) -> None:
    worker = await make_worker("garden_planner")
    ok, _ = await runner(executor, make_ctx(worker=worker))(
        "inbox_forward_to_user", title="Report", body="done"
    )
    ok, listed = await runner(executor, make_ctx())("inbox_list")
    assert ok and listed["items"][0]["source"] == "arthur · garden_planner"


async def test_peer_notify_records_an_activity_entry(
    brain: Brain, executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    ok, text = await runner(executor, make_ctx())(
        "peer_notify", type="USER_STATEMENT", summary="The user is travelling next week."
    )
    assert ok and "activity log" in text and "other open hub windows" in text
    assert await activity(brain) == [("USER_STATEMENT", "The user is travelling next week.")]


def test_several_suspended_workers_are_said_in_the_plural() -> None:
    from brain.tools.hub import _running_summary

    assert _running_summary([], 8) == (
        "Nothing is running. 8 workers suspended after idling (a follow-up to a project wakes "
        "its worker)."
    )


async def test_removing_a_reminder_that_does_not_exist_says_what_there_is(
    executor: ToolExecutor, make_ctx: Callable[..., ToolContext]
) -> None:
    run = runner(executor, make_ctx())
    ok, text = await run("schedule_remove", match="dentist")
    assert ok and "Nothing is scheduled" in text and "dentist" in text
    ok, _ = await run("schedule_add", kind="reminder", prompt="water the ferns", when="in 2 hours")
    assert ok
    ok, text = await run("schedule_remove", match="dentist")
    assert not ok and "No schedule matches 'dentist'" in text and "water the ferns" in text
    ok, text = await run("schedule_remove", match="ferns")
    assert ok and "water the ferns" in text
