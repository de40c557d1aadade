"""``vance schedule``: prompts that run on a cron schedule; results go to the inbox.

Every command talks to the resident brain when one runs (``--embedded`` forces an in-process
brain). Schedules fire only while a brain runs: the resident one (``vance serve``, or the
systemd unit of ``vance serve --install``) or the Vance window.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

from vance_tui.commands.common import home_is_new, nothing_stored, on_new_home, run

if TYPE_CHECKING:
    from brain.models import Schedule, ScheduleRun

T = TypeVar("T")

schedule_app = typer.Typer(
    help="Prompts that run on a schedule (cron expressions); results go to your inbox.",
    no_args_is_help=True,
)

Embedded = Annotated[
    bool, typer.Option("--embedded", help="Use an in-process brain, not the resident one.")
]
AsJson = Annotated[bool, typer.Option("--json", help="Machine-readable output.")]


def register(app: typer.Typer) -> None:
    app.add_typer(schedule_app, name="schedule")


def _with(
    fn: Callable[[Any, bool], Awaitable[T]],
    *,
    embedded: bool,
    runtime: bool = False,
    nothing: Callable[[], T] | None = None,
) -> T:
    """Call ``fn(client, attached)`` with the resident brain's client, or an embedded one.
    A command that only reads passes ``nothing``: on a new home it answers, and nothing is
    made (see :func:`vance_tui.commands.common.read_brain`)."""

    async def go() -> T:
        if nothing is not None and home_is_new():
            return on_new_home(nothing)
        from brain import Client

        client: Any = None
        if not embedded:
            from brain.config import resolve_paths
            from brain.remote.resident import connect

            client = await connect(resolve_paths())
        attached = client is not None
        if client is None:
            client = await Client.start(profile="daemon", runtime=runtime)
        try:
            return await fn(client, attached)
        finally:
            await client.close()

    return run(go)


def _next(schedule: Schedule) -> str:
    from brain.schedules.cron import local_time

    return "paused" if schedule.paused else local_time(schedule.next_run_at, schedule.tz)


def _cron(schedule: Schedule) -> str:
    """The cron expression, and how many weeks apart when not every week."""
    every = f" every {schedule.every_weeks} weeks" if schedule.every_weeks > 1 else ""
    return f"{schedule.cron}{every}"


def _line(schedule: Schedule) -> str:
    prompt = " ".join(schedule.prompt.split())
    prompt = prompt if len(prompt) <= 60 else prompt[:59] + "…"
    last = f" · last {schedule.last_status}" if schedule.last_status else ""
    where = f" · {schedule.project}" if schedule.project else ""
    return (
        f"#{schedule.id}  {_cron(schedule):<15} {schedule.tz:<16} "
        f"{'' if schedule.paused else 'next '}{_next(schedule)}{last}"
        f"{where}\n     {prompt}"
    )


def _who_fires(attached: bool) -> str:
    if attached:
        return "The resident brain fires it."
    return (
        "Schedules fire while a brain runs: `vance serve` (or `vance serve --install` to start "
        "one at login), or the Vance window."
    )


@schedule_app.command("add")
def schedule_add(
    cron: Annotated[str, typer.Argument(help="Five fields, e.g. '0 8 * * 1-5' (weekdays 08:00).")],
    prompt: Annotated[str, typer.Argument(help="What to do each time, e.g. 'brief me'.")],
    project: Annotated[
        str | None, typer.Option("--project", help="Run in this project (default: schedules).")
    ] = None,
    engine: Annotated[
        str | None,
        typer.Option("--engine", help="arthur or ford (default: a briefing worker)."),
    ] = None,
    tz: Annotated[
        str | None,
        typer.Option("--tz", help="IANA time zone, e.g. Europe/Berlin (default: this machine's)."),
    ] = None,
    every_weeks: Annotated[
        int,
        typer.Option(
            "--every-weeks",
            min=1,
            max=52,
            help="Only every N-th week, counted from the first run (2: every other week).",
        ),
    ] = 1,
    embedded: Embedded = False,
    as_json: AsJson = False,
) -> None:
    """Add a schedule: run PROMPT whenever CRON is due."""

    async def go(client: Any, attached: bool) -> tuple[Schedule, bool]:
        from brain.config import load_settings, resolve_paths
        from brain.schedules.cron import local_zone_name

        zone = tz or load_settings(resolve_paths()).schedules.timezone or local_zone_name()
        made = await client.add_schedule(
            cron, prompt, project=project, engine=engine, tz=zone, every_weeks=every_weeks
        )
        return made, attached

    schedule, attached = _with(go, embedded=embedded)
    if as_json:
        typer.echo(schedule.model_dump_json())
        return
    typer.echo(
        f"Schedule #{schedule.id} added: `{schedule.cron}`"
        f"{_cron(schedule).removeprefix(schedule.cron)} in {schedule.tz}; first run "
        f"{_next(schedule)}. Results go to your inbox."
    )
    typer.echo(_who_fires(attached))


@schedule_app.command("list")
def schedule_list(embedded: Embedded = False, as_json: AsJson = False) -> None:
    """Your schedules, with their next and last run."""

    async def go(client: Any, attached: bool) -> list[Schedule]:
        result: list[Schedule] = await client.schedules()
        return result

    schedules: list[Schedule] = _with(go, embedded=embedded, nothing=list)
    if as_json:
        typer.echo(json.dumps([s.model_dump(mode="json") for s in schedules], indent=2))
        return
    if not schedules:
        typer.echo('No schedules. Add one: vance schedule add "0 8 * * 1-5" "brief me"')
        return
    for schedule in schedules:
        typer.echo(_line(schedule))


@schedule_app.command("show")
def schedule_show(schedule_id: int, embedded: Embedded = False, as_json: AsJson = False) -> None:
    """A schedule and its recent runs (when, why, how it ended, where the result went)."""

    async def go(client: Any, attached: bool) -> tuple[Schedule, list[ScheduleRun]]:
        runs: list[ScheduleRun] = await client.schedule_runs(schedule_id, 10)
        found = [s for s in await client.schedules() if s.id == schedule_id]
        return found[0], runs

    schedule, runs = _with(
        go, embedded=embedded, nothing=nothing_stored(f"No schedule #{schedule_id}.")
    )
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "schedule": schedule.model_dump(mode="json"),
                    "runs": [r.model_dump(mode="json") for r in runs],
                },
                indent=2,
            )
        )
        return
    from brain.schedules.cron import local_time

    typer.echo(_line(schedule))
    if not runs:
        typer.echo("     no runs yet")
    for item in runs:
        where = f" → inbox {item.inbox_item_id}" if item.inbox_item_id is not None else ""
        typer.echo(
            f"     {local_time(item.due_at, schedule.tz)}  {item.reason:<8} {item.status}{where}"
        )


def _command(schedule_id: int, command: str, embedded: bool) -> Schedule:
    async def go(client: Any, attached: bool) -> Schedule:
        result: Schedule = await client.schedule_command(schedule_id, command)
        return result

    return _with(go, embedded=embedded)


@schedule_app.command("pause")
def schedule_pause(schedule_id: int, embedded: Embedded = False) -> None:
    """Stop firing a schedule until you resume it."""
    schedule = _command(schedule_id, "pause", embedded)
    typer.echo(f"Schedule #{schedule.id} paused.")


@schedule_app.command("resume")
def schedule_resume(schedule_id: int, embedded: Embedded = False) -> None:
    """Fire a paused schedule again (from its next due time on)."""
    schedule = _command(schedule_id, "resume", embedded)
    typer.echo(f"Schedule #{schedule.id} resumed; next run {_next(schedule)}.")


@schedule_app.command("remove")
def schedule_remove(schedule_id: int, embedded: Embedded = False) -> None:
    """Delete a schedule (results already in the inbox stay)."""
    schedule = _command(schedule_id, "remove", embedded)
    typer.echo(f"Schedule #{schedule.id} removed.")


@schedule_app.command("run-now")
def schedule_run_now(
    schedule_id: int,
    wait: Annotated[
        bool | None,
        typer.Option(
            "--wait/--no-wait",
            help="Wait for the result (default: wait only when no resident brain runs it).",
        ),
    ] = None,
    embedded: Embedded = False,
    as_json: AsJson = False,
) -> None:
    """Run a schedule once now; its next due time stays."""

    async def go(client: Any, attached: bool) -> tuple[ScheduleRun, bool]:
        waiting = wait if wait is not None else not attached
        if not attached and not waiting:
            typer.echo(
                "No resident brain runs: running it here and waiting for the result.", err=True
            )
            waiting = True
        fired: ScheduleRun = await client.run_schedule(schedule_id, wait=waiting)
        return fired, attached

    fired, _attached = _with(go, embedded=embedded, runtime=True)
    if as_json:
        typer.echo(fired.model_dump_json())
        return
    if fired.status == "started":
        typer.echo(
            f"Schedule #{schedule_id} is running in the resident brain; the result goes to your "
            "inbox (`vance inbox list`)."
        )
    elif fired.inbox_item_id is not None:
        typer.echo(
            f"Schedule #{schedule_id} ran ({fired.status}); the result is in your inbox: "
            f"`vance inbox show {fired.inbox_item_id}`."
        )
    else:
        typer.echo(f"Schedule #{schedule_id} ran ({fired.status}).")
