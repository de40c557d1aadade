"""Hub tools for schedules: "every weekday at eight, brief me on my inbox"."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from brain.models import Schedule
from brain.schedules import cron
from brain.tools.base import ToolContext, ToolParams, tool


def _info(schedule: Schedule) -> dict[str, Any]:
    return {
        "id": schedule.id,
        "cron": schedule.cron,
        "tz": schedule.tz,
        "prompt": schedule.prompt,
        "project": schedule.project,
        "engine": schedule.engine,
        "paused": schedule.paused,
        "next_run": None if schedule.paused else cron.local_time(schedule.next_run_at, schedule.tz),
        "last_status": schedule.last_status,
    }


class ScheduleAddParams(ToolParams):
    cron: str = Field(
        description="Five-field cron expression: minute hour day-of-month month day-of-week. "
        "'every weekday at eight' = '0 8 * * 1-5'; 'every day at 7:30' = '30 7 * * *'; "
        "'mondays at nine' = '0 9 * * 1'."
    )
    prompt: str = Field(
        min_length=1, max_length=4000, description="What to do each time, self-contained."
    )
    project: str | None = Field(None, description="Project to run in (default: schedules).")
    engine: str | None = Field(
        None, description="arthur or ford (default: a briefing worker that can read the inbox)."
    )
    tz: str | None = Field(
        None, description="IANA time zone, only if the user names one (default: theirs)."
    )


@tool(labels=["write"])
async def schedule_add(ctx: ToolContext, p: ScheduleAddParams) -> dict[str, Any]:
    """Schedule a prompt to run repeatedly (briefings, checks, reminders); results go to the
    inbox."""
    schedule = await ctx.deps.schedules.add(
        p.cron, p.prompt, project=p.project, engine=p.engine, tz=p.tz
    )
    info = _info(schedule)
    info["message"] = (
        f"Scheduled #{schedule.id} ({schedule.cron}, {schedule.tz}); first run "
        f"{info['next_run']}. Results go to the inbox."
    )
    return info


class ScheduleListParams(ToolParams):
    pass


@tool(labels=["read-only"])
async def schedule_list(ctx: ToolContext, p: ScheduleListParams) -> dict[str, Any]:
    """List the user's schedules with their next run."""
    schedules = await ctx.deps.schedules.all()
    return {
        "summary": f"{len(schedules)} schedule(s)." if schedules else "No schedules.",
        "schedules": [_info(s) for s in schedules],
    }


class ScheduleRemoveParams(ToolParams):
    id: int = Field(description="The schedule's number (from schedule_list).")


@tool(labels=["write"])
async def schedule_remove(ctx: ToolContext, p: ScheduleRemoveParams) -> str:
    """Delete a schedule (its past results stay in the inbox)."""
    schedule = await ctx.deps.schedules.remove(p.id)
    return f"Removed schedule #{schedule.id} ({schedule.cron}: {schedule.prompt[:80]})."


TOOLS = [schedule_add, schedule_list, schedule_remove]
