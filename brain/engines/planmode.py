"""Plan mode, shared by Eddie and Arthur: plan, propose, execute, keep the todo list current.

The todo list is persisted in the process params (``todos``, ``plan_summary``) and pushed
as ``todos-updated`` frames and a full ``plan`` progress snapshot on every change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brain.actions import ProposePlan, StartExecution, StartPlan, TodoItem, TodoUpdate
from brain.events.frames import ForwardedBy, ModeChanged, PlanNode, PlanProposed, TodosUpdated
from brain.models import Process
from brain.progress import ProcessProgressSink, observer_of

if TYPE_CHECKING:
    from brain.deps import Deps

_ICONS = {"pending": "[ ]", "running": "[~]", "done": "[x]", "failed": "[!]", "blocked": "[?]"}


def plan_tree(process: Process, summary: str | None, todos: list[TodoItem]) -> PlanNode:
    return PlanNode(
        id=f"{process.id}:plan",
        kind="plan",
        title=summary or f"{process.engine}'s plan",
        status=_overall(todos),
        children=[
            PlanNode(id=f"{process.id}:{index}", kind="todo", title=todo.title, status=todo.status)
            for index, todo in enumerate(todos)
        ],
    )


def _overall(todos: list[TodoItem]) -> Any:
    statuses = {todo.status for todo in todos}
    if statuses <= {"done"}:
        return "done"
    if "failed" in statuses:
        return "failed"
    if "running" in statuses or "done" in statuses:
        return "running"
    return "pending"


def render_todos(todos: list[TodoItem]) -> str:
    return "\n".join(f"- {_ICONS[todo.status]} {todo.title}" for todo in todos)


async def continue_plan(
    deps: Deps,
    process: Process,
    action: StartPlan | StartExecution | TodoUpdate,
    progress: ProcessProgressSink,
) -> str:
    """Handle a continuing plan action; returns what the model reads back."""
    if isinstance(action, StartPlan):
        await _set_mode(deps, process, "plan")
        return "Plan mode on. Explore, then use propose_plan with a summary and todos."
    if isinstance(action, StartExecution):
        await _set_mode(deps, process, "execute")
        return "Executing. Keep the list current with todo_update as you go."
    await publish_todos(deps, process, None, action.todos, progress)
    return "Todo list updated."


async def propose(
    deps: Deps, process: Process, action: ProposePlan, progress: ProcessProgressSink
) -> str:
    """A proposed plan: published, stored, and rendered as the chat text."""
    await _set_mode(deps, process, "plan")
    await publish_todos(deps, process, action.summary, action.todos, progress)
    frame = PlanProposed(
        session_id=process.session_id,
        process_id=process.id,
        summary=action.summary,
        todos=[todo.model_dump() for todo in action.todos],
    )
    _publish(deps, process, frame)
    return f"{action.summary}\n\n{render_todos(action.todos)}\n\nShall I go ahead?"


async def publish_todos(
    deps: Deps,
    process: Process,
    summary: str | None,
    todos: list[TodoItem],
    progress: ProcessProgressSink,
) -> None:
    fresh = await deps.processes.get(process.id)
    summary = summary or fresh.params.plan_summary
    await deps.processes.update_params(process.id, todos=todos, plan_summary=summary or None)
    progress.plan(plan_tree(process, summary, todos))
    _publish(
        deps,
        process,
        TodosUpdated(
            session_id=process.session_id,
            process_id=process.id,
            todos=[todo.model_dump() for todo in todos],
        ),
    )


async def _set_mode(deps: Deps, process: Process, mode: str) -> None:
    await deps.processes.update_params(process.id, mode=mode)
    _publish(
        deps, process, ModeChanged(session_id=process.session_id, process_id=process.id, mode=mode)
    )


def _publish(
    deps: Deps, process: Process, frame: TodosUpdated | PlanProposed | ModeChanged
) -> None:
    """To the process's own session and, tagged, to the hub session observing it."""
    deps.events.publish(frame)
    observer = observer_of(process)
    if observer is not None and observer[0] != process.session_id:
        deps.events.publish(
            frame.model_copy(
                update={
                    "session_id": observer[0],
                    "forwarded_by": ForwardedBy(
                        engine="eddie", process_id=observer[1], via_session=observer[0]
                    ),
                }
            )
        )
