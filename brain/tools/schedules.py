"""Hub tools for schedules: "every weekday at eight, brief me on my inbox"."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field

from brain.errors import UserFacingError
from brain.models import Schedule
from brain.router import when
from brain.schedules import cron
from brain.schedules.wording import confirmation, say_schedule
from brain.text import words_language
from brain.tools.base import ToolContext, ToolParams, tool


def _info(schedule: Schedule) -> dict[str, Any]:
    return {
        "id": schedule.id,
        "kind": schedule.kind,
        "once": schedule.once,
        "cron": schedule.cron,
        "every_weeks": schedule.every_weeks,
        "tz": schedule.tz,
        "prompt": schedule.prompt,
        "project": schedule.project,
        "engine": schedule.engine,
        "paused": schedule.paused,
        "next_run": None if schedule.paused else cron.local_time(schedule.next_run_at, schedule.tz),
        "last_status": schedule.last_status,
    }


class ScheduleAddParams(ToolParams):
    when: str | None = Field(
        None,
        description="When, as the user said it (English or German): 'tomorrow at 9', "
        "'in 20 minutes', 'every weekday at eight', 'jeden montag um 8'. Use this or cron.",
    )
    cron: str | None = Field(
        None,
        description="Five-field cron expression: minute hour day-of-month month day-of-week. "
        "'every weekday at eight' = '0 8 * * 1-5'; 'every day at 7:30' = '30 7 * * *'; "
        "'mondays at nine' = '0 9 * * 1'.",
    )
    prompt: str = Field(
        min_length=1,
        max_length=4000,
        description="What to do each time, self-contained; for a reminder, what to remind of "
        "('call mom').",
    )
    kind: Literal["task", "reminder"] = Field(
        "task",
        description="reminder: the text goes to the inbox as it is, no worker; task: a worker "
        "does it and reports.",
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
    """Schedule a reminder or a prompt, once ('tomorrow at 9') or repeatedly ('every monday
    at 8'); results go to the inbox."""
    service = ctx.deps.schedules
    zone = service.zone(p.tz)
    expression, at, weeks = p.cron, None, 1
    asked = service.clock()  # "in 10 minutes" is 10 minutes from now, said as 10 minutes
    language = words_language(f"{p.when or ''} {p.prompt}") or ctx.language
    if p.when:
        found = when.parse(p.when, datetime.fromtimestamp(asked, cron.zone(zone)))
        if found is None:
            raise UserFacingError(
                f"I can't tell when {p.when!r} is.",
                hint="Say it like 'tomorrow at 9', 'in 20 minutes' or 'every monday at 8'.",
            )
        expression, at = found.cron, None if found.at is None else found.at.timestamp()
        weeks = found.every_weeks
        if at is not None and found.delay:  # whole seconds: "10 minutes", not "9 minutes 59 s"
            asked = at - found.delay.total_seconds()
    if expression is None and at is None:
        raise UserFacingError("When should it run?", hint="Give `when` or `cron`.")
    schedule = await service.add(
        expression or "",
        p.prompt,
        project=p.project,
        engine=p.engine,
        tz=zone,
        kind=p.kind,
        at=at,
        language=language,
        every_weeks=weeks,
    )
    info = _info(schedule)
    info["message"] = confirmation(schedule, asked, language)
    return info


class ScheduleListParams(ToolParams):
    pass


def _line(ctx: ToolContext, schedule: Schedule, now: float) -> str:
    from brain.schedules.wording import alarm_or_timer

    special = alarm_or_timer(schedule)
    if special is not None:  # "alarm", "timer: pasta"
        kind, about = special
        what = ctx.say(f"schedule.{kind}", about=f": {about}" if about else "")
    elif schedule.kind == "reminder":
        what = ctx.say("schedule.reminder", what=schedule.prompt)
    else:
        what = schedule.prompt
    where = f" ({schedule.project})" if schedule.project else ""
    return f"#{schedule.id} {say_schedule(schedule, now, ctx.language)}: {what[:80]}{where}"


@tool(labels=["read-only"])
async def schedule_list(ctx: ToolContext, p: ScheduleListParams) -> dict[str, Any]:
    """List the user's reminders and schedules with their next run."""
    schedules = await ctx.deps.schedules.all()
    now = ctx.deps.schedules.clock()
    return {
        "summary": (
            ctx.say(
                "schedules.listed",
                count=len(schedules),
                lines="; ".join(_line(ctx, s, now) for s in schedules),
            )
            if schedules
            else ctx.say("schedules.none")
        ),
        "schedules": [_info(s) for s in schedules],
    }


class ScheduleRemoveParams(ToolParams):
    id: int | None = Field(None, description="The schedule's number (from schedule_list).")
    match: str | None = Field(
        None, description="Or words from its text ('call mom'), when it is the only match."
    )
    every: bool = Field(
        False, description="Remove every schedule the words match (all of them with no words)."
    )


@tool(labels=["write"])
async def schedule_remove(ctx: ToolContext, p: ScheduleRemoveParams) -> str:
    """Delete a reminder or schedule (its past results stay in the inbox)."""
    service = ctx.deps.schedules
    schedule_id = p.id
    if schedule_id is None:
        found = await service.matching(p.match or "")
        if p.every and len(found) > 1:
            return await _remove_every(ctx, found)
        if len(found) != 1:
            now = service.clock()
            shown = found or await service.all()
            if not shown:  # "delete the dentist reminder" with none at all: nothing to do
                key = "schedule.none_to_remove" if p.match else "schedule.none_at_all"
                return ctx.say(key, what=repr(p.match or ""))
            listed = "; ".join(_line(ctx, s, now) for s in shown[:6])
            raise UserFacingError(
                f"Several schedules match {p.match!r}: {listed}."
                if found
                else f"No schedule matches {p.match!r}; scheduled: {listed}.",
                hint="Name it by its number: `vance schedule list`.",
            )
        schedule_id = found[0].id
    return await _remove_one(ctx, schedule_id)


async def _remove_one(ctx: ToolContext, schedule_id: int) -> str:
    service = ctx.deps.schedules
    schedule = await service.remove(schedule_id)
    when = say_schedule(schedule, service.clock(), ctx.language)
    return ctx.say("schedule.removed", id=schedule.id, when=when, what=schedule.prompt[:80])


async def _remove_every(ctx: ToolContext, found: list[Schedule]) -> str:
    """ "cancel all my reminders", "delete every timer": each one found, said back."""
    service = ctx.deps.schedules
    now = service.clock()
    listed = "; ".join(_line(ctx, s, now) for s in found[:8])
    for schedule in found:
        await service.remove(schedule.id)
    listed += f"; +{len(found) - 8}" if len(found) > 8 else ""
    return ctx.say("schedule.removed_every", count=len(found), listed=listed)


TOOLS = [schedule_add, schedule_list, schedule_remove]
