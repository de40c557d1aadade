"""Eddie, the hub: the user's one partner. Small tasks itself, real work to workers.

A turn: worker events are triaged and relayed first; then the user's input goes
(1) to a blocked worker whose question Eddie relayed (one at a time, the others wait:
:mod:`brain.engines.hub_questions`), else (2) through the fast path, else (3) to the
model's action loop. Every path ends in one action.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any, assert_never

from brain.actions import (
    EDDIE_ACTIONS,
    SPAWNING_ACTIONS,
    Action,
    Answer,
    AskUser,
    DelegateProject,
    Discover,
    Mediate,
    ProposePlan,
    Relay,
    RelayInbox,
    StartExecution,
    StartPlan,
    SteerProject,
    TodoUpdate,
    match_option,
    render_question,
)
from brain.engines import delegation, events, hub_questions
from brain.engines.base import (
    EngineBase,
    first_chat_id,
    last_chat_id,
    last_profile,
    user_texts,
)
from brain.engines.hub_route import (
    act_on_reply,
    decide_without_model,
    prepare_next_answer,
    tiny_answer,
    user_name,
)
from brain.engines.loop import LoopSpec, run_action_loop
from brain.engines.prompting import (
    language_of,
    prompt_doc,
    session_history,
    today_line,
    voice_rules,
)
from brain.engines.recipes import EDDIE_CONFIG
from brain.errors import UserFacingError
from brain.lines import say
from brain.llm.guard import bigger_model_line
from brain.llm.types import Message
from brain.models import Process, ProcessStatus, Project
from brain.progress import ProcessProgressSink
from brain.runtime.lanes import TurnContext
from brain.text import clearly_language, one_line
from brain.wire import (
    Awaiting,
    ChatMeta,
    PeerEventWake,
    WorkerEvent,
    options_meta,
)

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.tools.base import ToolContext

log = logging.getLogger(__name__)


class Eddie(EngineBase):
    name = "eddie"
    reactive = True

    async def turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        status = await self._turn(ctx, progress)
        if any(t.strip() for t in user_texts(ctx)) and self.deps.models.is_small(
            EDDIE_CONFIG.model
        ):
            language = await language_of(self.deps, ctx.process)
            await prepare_next_answer(
                self.deps, EDDIE_CONFIG.model, ctx.process.session_id, language
            )
        return status

    async def _turn(self, ctx: TurnContext, progress: ProcessProgressSink) -> ProcessStatus:
        process = ctx.process
        profile = last_profile(ctx, process.params.profile or "foot")
        for message in ctx.messages:
            if isinstance(message.payload, WorkerEvent):
                process = await events.handle_worker_event(self, process, message.payload)
        if any(isinstance(message.payload, PeerEventWake) for message in ctx.messages):
            # another window changed shared state: note it here, no model call
            language = await language_of(self.deps, process)
            await self.deps.knowledge.record_peers(process, lang=language)
        texts = [t for t in user_texts(ctx) if t.strip()]
        if not texts:
            return ProcessStatus.BLOCKED if process.params.awaiting else ProcessStatus.READY
        text = "\n".join(texts)
        if profile != process.params.profile:
            process = await self._set_params(process, profile=profile)

        questions = process.params.pending_worker_questions
        if questions:
            named = hub_questions.addressed(text, questions)
            if named is not None:  # "tell taxes: yes" answers the question of taxes
                await hub_questions.forward(self, process, *named)
                return ProcessStatus.READY
            command = None
            if match_option(text, questions[0].options) is None:
                # An explicit command ("what time is it") is not the answer to the question:
                # handle it and keep the question open.
                from brain.engines.fast import run_fast_path

                tool_ctx = await self.tool_context(process, progress, profile=profile)
                language = await language_of(self.deps, process)
                command = await run_fast_path(self.deps, tool_ctx, text, language)
            if command is None:
                await hub_questions.forward(self, process, 0, text)
                return ProcessStatus.READY
            return await self.act(
                process,
                command[0],
                profile=profile,
                progress=progress,
                meta=ChatMeta(fastpath=command[1]),
                user_turn=True,
            )

        awaiting = process.params.awaiting
        tool_ctx = await self.tool_context(process, progress, profile=profile)
        if awaiting is not None:
            picked = match_option(text, awaiting.options)
            process = await self._set_params(process, awaiting=None)
            if awaiting.route is not None:
                chosen = await act_on_reply(tool_ctx, awaiting.route, text, picked)
                if chosen is not None:
                    return await self.act(
                        process,
                        chosen[0],
                        profile=profile,
                        progress=progress,
                        meta=chosen[1],
                        user_turn=True,
                    )
            if picked is not None:
                text = f"{text} (that is: {picked})"

        try:
            action, meta = await self._decide(
                process,
                tool_ctx,
                text,
                progress,
                message_id=last_chat_id(ctx),
                turn_start=first_chat_id(ctx),
            )
        except UserFacingError as exc:
            await self.deps.chat.note(process.session_id, process.id, exc.message, hint=exc.hint)
            return ProcessStatus.READY
        return await self.act(
            process, action, profile=profile, progress=progress, meta=meta, user_turn=True
        )

    async def tool_context(
        self,
        process: Process,
        progress: ProcessProgressSink,
        *,
        profile: str,
        approval_session_id: str | None = None,
    ) -> ToolContext:
        """The hub's tools speak the session's language (said as it is, with no model)."""
        ctx = await super().tool_context(
            process, progress, profile=profile, approval_session_id=approval_session_id
        )
        return replace(ctx, language=await language_of(self.deps, process))

    # --- deciding -----------------------------------------------------------------------------

    async def _decide(
        self,
        process: Process,
        tool_ctx: ToolContext,
        text: str,
        progress: ProcessProgressSink,
        *,
        message_id: int | None = None,
        turn_start: int | None = None,
    ) -> tuple[Action, ChatMeta]:
        """The action for this input, with chat meta (``fastpath`` rule or ``stream_id``)."""
        deps = self.deps
        language = session = await language_of(deps, process)
        heard = clearly_language(text)
        if heard not in (None, session):  # German said in an English session: said in German
            language, tool_ctx = heard, replace(tool_ctx, language=heard)
        await deps.models.gateway.discover()  # once: a local model server, if nothing is set
        tiny = deps.models.is_small(EDDIE_CONFIG.model)
        if message_id is not None:
            tool_ctx = replace(tool_ctx, message_id=message_id)
        settled = await decide_without_model(deps, tool_ctx, text, language, tiny=tiny)
        if settled is not None:
            if language != session:  # the action's own words in that language too
                return settled[0], settled[1].model_copy(update={"language": language})
            return settled
        if tiny:
            history = await session_history(deps, process.session_id, before_id=turn_start)
            if turn_start is None and history and history[-1]["role"] == "user":
                history.pop()
            answer, stream_id = await tiny_answer(
                deps, tool_ctx, EDDIE_CONFIG.model, text, language, history
            )
            return answer, ChatMeta(stream_id=stream_id)
        spec = LoopSpec(
            model_alias=EDDIE_CONFIG.model,
            messages=await self._prompt(process, text, language, turn_start),
            actions=tuple(EDDIE_ACTIONS_FOR_USER),
            tool_names=EDDIE_CONFIG.tools,
            stream_author="eddie",
            stream_session_id=process.session_id,
            max_tool_steps=self.deps.models.settings.llm.max_tool_steps,
        )
        outcome = await run_action_loop(self.deps, tool_ctx, spec)
        return outcome.action, ChatMeta(stream_id=outcome.stream_id)

    async def _bigger_model_once(
        self, process: Process, spoken: str, language: str | None = None
    ) -> str:
        """Work handed off on the tiny model: say once a session how to get a bigger one."""
        deps = self.deps
        if not deps.models.is_small(EDDIE_CONFIG.model):
            return spoken
        fresh = await deps.processes.get(process.id)
        if fresh.params.extra(TOLD_BIGGER_MODEL):
            return spoken
        await self._set_params(fresh, **{TOLD_BIGGER_MODEL: True})
        return f"{spoken} {bigger_model_line(language or await language_of(deps, process))}"

    async def _prompt(
        self, process: Process, text: str, language: str, turn_start: int | None = None
    ) -> list[Message]:
        """The conversation up to this turn's first words (a retried turn does not see its
        own input or what its first attempt said twice), the turn's context, then its words."""
        deps = self.deps
        projects = await deps.projects.list()
        workers = [
            p
            for p in await deps.processes.with_status(
                ProcessStatus.READY, ProcessStatus.RUNNING, ProcessStatus.BLOCKED
            )
            if p.engine != "eddie"
        ]
        context = [
            f"The user is {await user_name(deps)}. {today_line()}",
            "Projects: " + (await _projects_line(deps, projects) or "none yet") + ".",
        ]
        if workers:
            context.append(
                "Workers: " + ", ".join(f"{w.engine} ({w.shown_status})" for w in workers[-8:])
            )
        # The system prompt stays the same from turn to turn (a local model reuses its cache);
        # the changing context goes in a system note right before the newest user message.
        system = "\n\n".join(
            part
            for part in (
                await prompt_doc(deps, EDDIE_CONFIG.prompt),
                await voice_rules(deps, language),
            )
            if part
        )
        history = await session_history(deps, process.session_id, before_id=turn_start)
        if turn_start is None and history and history[-1]["role"] == "user":
            history.pop()
        remembered = await deps.knowledge.turn_context(deps.memory, process.id, text)
        note = "## Context\n" + "\n".join(context) + (f"\n\n{remembered}" if remembered else "")
        history.append({"role": "system", "content": note})
        history.append({"role": "user", "content": text})
        return [{"role": "system", "content": system}, *history]

    # --- acting -------------------------------------------------------------------------------

    async def act(
        self,
        process: Process,
        action: Action,
        *,
        profile: str,
        progress: ProcessProgressSink,
        meta: ChatMeta | None = None,
        user_turn: bool,
    ) -> ProcessStatus:
        """Carry out a terminal action: persist what is said, start what is asked."""
        deps = self.deps
        kind = action.type
        extra = meta or ChatMeta()
        talk = extra.language  # the turn's language, when its words said another one
        if kind in SPAWNING_ACTIONS and not user_turn:
            said = say("delegate.not_now", await language_of(deps, process))
            await self.say(process, said, action="answer")
            return ProcessStatus.READY
        try:
            match action:
                case Answer():
                    await self.say(
                        process, action.message, info=action.info, action=kind, meta=extra
                    )
                case AskUser():
                    options = options_meta(action.options)
                    await self.say(
                        process,
                        render_question(action.message, action.options),
                        action=kind,
                        meta=extra.model_copy(update={"options": options}),
                    )
                    await self._set_params(
                        process, awaiting=Awaiting(options=options, route=extra.route)
                    )
                    progress.status("WAITING", "waiting for your answer")
                    return ProcessStatus.BLOCKED
                case Relay():
                    await self.say(
                        process,
                        action.message,
                        author=action.source,
                        engine=action.source,
                        action=kind,
                        meta=extra,
                    )
                case RelayInbox():
                    await events.to_inbox(
                        self, process, action.source, action.inbox_title, action.body
                    )
                    await self.say(process, action.spoken, action=kind, meta=extra)
                case DelegateProject():
                    spoken = await delegation.delegate(deps, process, action, progress, talk)
                    spoken = await self._bigger_model_once(process, spoken, talk)
                    await self.say(process, spoken, action=kind, meta=extra)
                case SteerProject():
                    spoken = await delegation.steer(deps, process, action, language=talk)
                    await self.say(process, spoken, action=kind, meta=extra)
                case ProposePlan():
                    from brain.engines.planmode import propose

                    text = await propose(deps, process, action, progress)
                    await self.say(process, text, action=kind)
                    await self._set_params(process, awaiting=Awaiting())
                    return ProcessStatus.BLOCKED
                case Mediate():
                    spoken, switched = await delegation.mediate(
                        deps, process, action, profile, talk
                    )
                    await self.say(
                        process,
                        spoken,
                        action=kind if switched else "answer",
                        meta=ChatMeta(switched=switched),
                    )
                case Discover() | StartPlan() | StartExecution() | TodoUpdate():
                    # not terminal for Eddie: the action loop handles them before this point
                    log.warning("Eddie got a non-terminal action %s; ignored", kind)
                case _:
                    assert_never(action)
        except UserFacingError as exc:
            await self.say(process, exc.message, info=exc.hint, action="answer")
        return ProcessStatus.READY

    async def _set_params(self, process: Process, **changes: Any) -> Process:
        """Change some of the process's params (``None`` clears one); returns the fresh process."""
        return await self.deps.processes.update_params(process.id, **changes)


async def _projects_line(deps: Deps, projects: list[Project]) -> str:
    """The user's projects, each with what was last asked there (where work fits)."""
    asked = await deps.projects.asked(per_project=2) if projects else {}

    def shown(project: Project) -> str:
        earlier = [one_line(text, EARLIER_CHARS) for text in asked.get(project.name, ())[:2]]
        return f"{project.name} (earlier: {'; '.join(earlier)})" if earlier else project.name

    return ", ".join(shown(p) for p in projects)


EARLIER_CHARS = 60
TOLD_BIGGER_MODEL = "told_bigger_model"
"""Process param: this session heard that a bigger model would do its real work better."""


# Relaying is for worker reports, which Eddie triages without the model; on a user turn
# there is nothing to relay, and fewer choices help small models.
EDDIE_ACTIONS_FOR_USER = tuple(a for a in EDDIE_ACTIONS if a not in ("relay", "relay_inbox"))
