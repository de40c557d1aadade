"""The token cap of a planner (marvin, vogon): at the cap it stops, goes blocked and asks the
user through Eddie — extend by N, finish with what you have, or stop — with the same
question and answer parsing as a worker (:func:`~brain.planning.budget.cap_question`,
:func:`~brain.planning.budget.parse_cap_answer`). ``awaiting_cap`` in the process params
marks the wait (the HUD shows it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from brain.engines.delegation import report_to_observer
from brain.planning.budget import (
    Budget,
    CapChoice,
    allowed_tokens,
    cap_question,
    extend_by,
    parse_cap_answer,
)
from brain.wire import options_meta

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Process

AWAITING = "awaiting_cap"


async def allowed_of(deps: Deps, process: Process) -> int | None:
    """The planner's cap now (its ``budget`` param, else the engine default); None = none."""
    return await allowed_tokens(
        deps.settings_cascade,
        process.engine,
        process.params.extra("budget"),
        project_id=process.project_id,
        process_id=process.id,
    )


async def ask_cap(deps: Deps, process: Process, used: int, *, again: bool = False) -> None:
    """Go to the user with the cap question (``again``: the last answer was not one of them)."""
    allowed = await allowed_of(deps, process) or 0
    project = await deps.projects.by_id(process.project_id)
    message, options = cap_question(
        f"{process.engine.capitalize()} in {project.name}",
        Budget(allowed=allowed, used=max(0, used)),
        await extend_by(
            deps.settings_cascade, project_id=process.project_id, process_id=process.id
        ),
    )
    if again:
        message = "Extend, finish or stop? " + message
    await deps.processes.update_params(process.id, **{AWAITING: True})
    await report_to_observer(
        deps,
        process,
        "blocked",
        summary=message,
        question=message,
        options=options_meta(options),
    )


async def take_cap_answer(deps: Deps, process: Process, text: str) -> CapChoice | None:
    """The user's answer at the cap; an extension raises the process's ``budget`` param.
    None when the words are no answer (the caller asks again)."""
    by = await extend_by(
        deps.settings_cascade, project_id=process.project_id, process_id=process.id
    )
    choice = parse_cap_answer(text, by)
    if choice is None:
        return None
    changes: dict[str, object] = {AWAITING: None}
    if choice.decision == "extend":
        changes["budget"] = (await allowed_of(deps, process) or 0) + choice.tokens
    await deps.processes.update_params(process.id, **changes)
    return choice
