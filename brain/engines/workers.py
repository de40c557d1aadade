"""Workers: arthur (chat worker in a project) and ford (one quick answer, then done)."""

from __future__ import annotations

from pydantic import TypeAdapter

from brain.actions import (
    WORKER_ACTIONS,
    Answer,
    AskUser,
    ProposePlan,
    render_question,
)
from brain.engines.base import EngineBase, last_profile
from brain.engines.delegation import ANSWERED, report_to_observer
from brain.engines.loop import LoopSpec, run_action_loop
from brain.engines.prompting import prompt_doc, session_history, today_line
from brain.engines.recipes import Recipe, load_recipe
from brain.engines.triage import spoken_summary
from brain.errors import UserFacingError
from brain.llm.types import Message
from brain.models import Process, ProcessStatus
from brain.planning.budget import (
    Budget,
    allowed_tokens,
    cap_question,
    extend_by,
    parse_cap_answer,
)
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.wire import ChatMeta, Option, UserInput, options_meta

RELAYED = ("eddie", "schedule")
"""Profiles of input that did not come from a window on this session: through Eddie, or a
schedule's prompt (:mod:`brain.schedules`)."""
ASKED_THROUGH = "asked_through_observer"
"""Process param: the worker's open question was passed to its observer (Eddie, a planner),
who waits for the user's answer to it."""


class Worker(EngineBase):
    """The shared worker turn; subclasses set the engine name and how a turn ends."""

    one_shot = False

    async def turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        process = ctx.process
        profile = last_profile(ctx, "foot")
        await self._record_inputs(ctx)
        recipe = await load_recipe(self.deps.documents, process.params.recipe or self.name)
        via_eddie = profile in RELAYED  # nobody reads this session live: report the outcome
        if process.params.extra(ASKED_THROUGH):
            # the answer to a question the observer relayed: the observer (Eddie, a planner
            # waiting for its step) still hears how the task goes on, wherever it was answered
            process = await self._answered(ctx, process)
            via_eddie = True
        budget, finishing = await self._budget(process), False
        carried: list[Message] = []
        if process.params.extra("awaiting_cap"):
            decided = await self._cap_decision(ctx, process, budget, via_eddie, progress)
            if isinstance(decided, ProcessStatus):
                return decided
            budget, finishing = decided
            carried = _carried(process, flatten=finishing)
            process = await self.deps.processes.update_params(process.id, cap_carried=None)
        try:
            outcome = await run_action_loop(
                self.deps,
                await self.tool_context(
                    process,
                    progress,
                    profile=profile,
                    approval_session_id=_approval_session(process, via_eddie),
                ),
                LoopSpec(
                    model_alias=recipe.model,
                    messages=[*await self._prompt(process, recipe), *carried],
                    actions=WORKER_ACTIONS,
                    tool_names=[] if finishing else recipe.tools,
                    removed_tools=tuple(recipe.tools_removed),
                    stream_author=self.name,
                    stream_session_id=process.session_id,
                    budget=None if finishing else budget,
                    max_tool_steps=0
                    if finishing
                    else int(
                        recipe.params.get(
                            "max_tool_steps", self.deps.models.settings.llm.max_tool_steps
                        )
                    ),
                ),
            )
        except UserFacingError as exc:
            await self.deps.chat.note(process.session_id, process.id, exc.message, hint=exc.hint)
            if via_eddie:
                await report_to_observer(self.deps, process, "failed", summary=exc.message)
            return ProcessStatus.FAILED if self.one_shot else ProcessStatus.READY
        action = outcome.action
        if outcome.capped is not None:
            # what this turn did before the cap waits for the user's decision, in the params
            await self.deps.processes.update_params(
                process.id,
                awaiting_cap=True,
                cap_carried=[dict(m) for m in carried + outcome.carried] or None,
            )
            message, options = cap_question(
                f"{self.name.capitalize()} in {(await self.project_of(process)).name}",
                outcome.capped,
                await self._extend_by(process),
            )
            action = AskUser(message=message, options=options)
        if isinstance(action, AskUser):
            await self.say(
                process,
                render_question(action.message, action.options),
                action="ask_user",
                meta=ChatMeta(options=options_meta(action.options)),
            )
            progress.status("WAITING", f"{self.name} is waiting for your answer")
            if via_eddie:
                await self.deps.processes.update_params(process.id, **{ASKED_THROUGH: True})
                await report_to_observer(
                    self.deps,
                    process,
                    "blocked",
                    summary=action.message,
                    question=action.message,
                    options=options_meta(action.options),
                )
            return ProcessStatus.BLOCKED
        if isinstance(action, ProposePlan):
            from brain.engines.planmode import propose

            text = await propose(self.deps, process, action, progress)
            await self.say(process, text, action="propose_plan")
            if via_eddie:
                await self.deps.processes.update_params(process.id, **{ASKED_THROUGH: True})
                await report_to_observer(
                    self.deps,
                    process,
                    "blocked",
                    summary=action.summary,
                    question=text,
                    options=[Option(label="Go ahead"), Option(label="Change it")],
                )
            return ProcessStatus.BLOCKED
        assert isinstance(action, Answer)
        if self.deps.models.is_small(recipe.model):
            action = _checked(action, ctx)
        meta = ChatMeta(stream_id=outcome.stream_id)
        await self.say(process, action.message, info=action.info, action="answer", meta=meta)
        if via_eddie:
            await report_to_observer(
                self.deps,
                process,
                "done",
                summary=spoken_summary(action.message),
                output=action.message,
                info=action.info,
            )
        return ProcessStatus.DONE if self.one_shot else ProcessStatus.READY

    async def _answered(self, ctx: TurnContext, process: Process) -> Process:
        """Its question, passed to the observer, has its answer now. Typed in this worker's
        own window, the observer hears so (it asks the user no longer: :data:`ANSWERED`)."""
        process = await self.deps.processes.update_params(process.id, **{ASKED_THROUGH: None})
        typed_here = any(
            isinstance(m.payload, UserInput)
            and m.payload.chat_id is not None
            and m.payload.profile not in RELAYED
            for m in ctx.messages
        )
        if typed_here:
            await report_to_observer(self.deps, process, ANSWERED, summary="")
        return process

    # --- the token budget ------------------------------------------------------------------

    async def _budget(self, process: Process) -> int | None:
        """The hard cap on this process's tokens (in + out), or None."""
        return await allowed_tokens(
            self.deps.settings_cascade,
            self.name,
            process.params.extra("budget"),
            project_id=process.project_id,
            process_id=process.id,
        )

    async def _extend_by(self, process: Process) -> int:
        return await extend_by(
            self.deps.settings_cascade, project_id=process.project_id, process_id=process.id
        )

    async def _cap_decision(
        self,
        ctx: TurnContext,
        process: Process,
        budget: int | None,
        via_eddie: bool,
        progress: ProcessProgressSink,
    ) -> tuple[int | None, bool] | ProcessStatus:
        """The user's answer to the cap question: extend (and go on), finish (one last call
        past the cap, no tools), or stop; anything else asks again."""
        said = " ".join(m.payload.text for m in ctx.messages if isinstance(m.payload, UserInput))
        extend_by = await self._extend_by(process)
        choice = parse_cap_answer(said, extend_by)
        if choice is None:
            spent = Budget(allowed=budget, used=process.tokens_in + process.tokens_out)
            message, options = cap_question(self.name.capitalize(), spent, extend_by)
            await self.say(
                process,
                render_question("Extend, finish or stop? " + message, options),
                action="ask_user",
                meta=ChatMeta(options=options_meta(options)),
            )
            return ProcessStatus.BLOCKED
        if choice.decision == "stop":
            await self.deps.processes.update_params(process.id, awaiting_cap=None, cap_carried=None)
            text = "Stopped at the token budget, as you asked."
            await self.say(process, text, action="answer")
            if via_eddie:
                await report_to_observer(self.deps, process, "done", summary=text, output=text)
            return ProcessStatus.DONE
        if choice.decision == "extend":
            allowed = (budget or 0) + choice.tokens
            await self.deps.processes.update_params(process.id, awaiting_cap=None, budget=allowed)
            progress.status("INFO", f"{self.name}: budget now {allowed:,} tokens")
            return allowed, False
        await self.deps.processes.update_params(process.id, awaiting_cap=None)
        return budget, True

    async def _record_inputs(self, ctx: TurnContext) -> None:
        """Input that came through Eddie is not in this session's chat yet: record it, so the
        user sees the whole conversation after switching here."""
        for message in ctx.messages:
            payload = message.payload
            if isinstance(payload, UserInput) and payload.chat_id is None:
                await self.deps.chat.append(
                    ctx.process.session_id,
                    role="user",
                    author=payload.profile or "you",
                    content=payload.text,
                    process_id=ctx.process.id,
                )

    async def _prompt(self, process: Process, recipe: Recipe) -> list[Message]:
        project = await self.project_of(process)
        system = "\n\n".join(
            part
            for part in (
                await prompt_doc(self.deps, recipe.prompt),
                f"## Context\nYou work in the project {project.name}"
                + (f" ({project.title})" if project.title else "")
                + f". {today_line()}",
            )
            if part
        )
        history = await session_history(self.deps, process.session_id)
        return [{"role": "system", "content": system}, *history]


def _checked(answer: Answer, ctx: TurnContext) -> Answer:
    """A small model's report, or the honest line when it is no report ("Build a website for
    your bakery using the [tool] {tool}.")."""
    from brain.llm.guard import worker_report
    from brain.text import words_language

    asked = [m.payload.text for m in ctx.messages if isinstance(m.payload, UserInput)]
    task = asked[-1] if asked else ""
    said, problem = worker_report(answer.message, task, words_language(task) or "en")
    return answer if problem is None else answer.model_copy(update={"message": said, "info": None})


_MESSAGES: TypeAdapter[list[Message]] = TypeAdapter(list[Message])


def _carried(process: Process, *, flatten: bool) -> list[Message]:
    """The tool calls and results a turn made before it hit the cap. To finish (no tools
    offered) they go as one note the model can write its result from."""
    stored = process.params.extra("cap_carried")
    messages = _MESSAGES.validate_python(stored or [])
    if not flatten or not messages:
        return messages
    lines = []
    for message in messages:
        if message["role"] == "assistant":
            for call in message.get("tool_calls", []):
                function = call["function"]
                lines.append(f"- you called {function['name']}({function['arguments']})")
        elif message["role"] == "tool":
            lines.append(f"  result: {message['content']}")
    note = "Your work on this task before the token budget stopped you:\n" + "\n".join(lines)
    return [{"role": "user", "content": note}]


def _approval_session(process: Process, via_eddie: bool) -> str:
    observer = process.params.observer_session_id
    return observer if via_eddie and observer is not None else process.session_id


class Arthur(Worker):
    name = "arthur"
    reactive = True


class Ford(Worker):
    name = "ford"
    reactive = False
    one_shot = True
