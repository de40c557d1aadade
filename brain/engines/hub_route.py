"""Eddie's decision before any model call: the rules, then the intent router by meaning.

Order, for every model:

-. a serious low moment ("i keep thinking about hurting myself") is no command, and for the
   small local model neither is news or a mood it has a true line for ("my dog died this
   morning", "i'm nervous about tomorrow": :func:`brain.llm.tiny_lines.told`) — whatever the
   router would read into it;
0. what the user states about themselves ("my name is Zed", "call me Cap", "ich wohne in
   Köln", "no, I moved to Berlin") is remembered with provenance, and "forget …" forgets
   (:func:`brain.engines.hub_memory.memory_statement`) — no model, no router;
1. the exact rules for what rules do best (arithmetic, time, greetings, lists) and the
   router's confident reading act at once (:func:`brain.router.route_for_hub`);
2. the remaining fast-path rules (exact commands the router was unsure about);
3. with the small local model, the router asks: which of its two readings was meant (the
   user's pick acts on the reading, original words and all), or what the words left out
   ("set a timer": how long? — the next words complete them, "10 min"): :func:`act_on_reply`;
   a capable model decides such cases itself.

With a capable model the router does not take the actions that need judgement (delegating,
steering, mediating: the model writes a better task and picks the project). The rest goes to
the model: the full action loop, or a short chat answer checked by :mod:`brain.llm.guard`.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from brain.actions import Action, Answer
from brain.engines.fast import execute_match, run_fast_path
from brain.engines.hub_memory import keep_asked, memory_statement
from brain.engines.second_look import (
    WORK_INTENTS,
    ask_what,
    ask_work,
    asked_of_the_world,
    made_up_work,
    mistaken,
    only_news,
    opened_instead,
    project_asked,
    sum_over_topic,
    text_named,
    unfounded,
    worked_out,
)
from brain.lines import DEFAULT
from brain.text import words_language
from brain.wire import ChatMeta

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.llm.types import Message
    from brain.router.route import Route
    from brain.tools.base import ToolContext

log = logging.getLogger(__name__)

JUDGEMENT = frozenset({"delegate_project", "steer_project", "mediate"})
"""Targets a capable model decides better than the router."""

SURE, SURE_MARGIN = 0.55, 0.2
"""With a capable model the router acts only this sure (similarity, lead over the next other
reading); the model takes the rest."""

TINY_MAX_TOKENS, TINY_TEMPERATURE = 60, 0.1
"""As :data:`brain.llm.tiny_prompt.TINY_SAMPLING`; generation stops earlier, at the end of the
answer's sentences (one for a question, two else: :func:`brain.llm.answer_trust.answer_sentences`)."""


async def _route(deps: Deps, text: str, language: str) -> Route | None:
    from brain.router.hub import route_for_hub

    try:
        # an English (default) session keeps the router's words in the utterance's language
        return await route_for_hub(deps, text, None if language == DEFAULT else language)
    except Exception:
        log.warning("the intent router failed; using the rules alone", exc_info=True)
        return None


async def decide_without_model(
    deps: Deps,
    ctx: ToolContext,
    text: str,
    language: str,
    *,
    tiny: bool,
) -> tuple[Action, ChatMeta] | None:
    """The action for ``text`` if rules or the router settle it; None lets the model decide."""
    from brain.llm.tiny_heard import heard
    from brain.llm.tiny_lines import in_crisis, known_answer, told
    from brain.router.naming import vague_work
    from brain.router.pointed import it_named
    from brain.router.reference import back_reference, go_ahead, offered_before, unclear_reference
    from brain.tools.help import about_vance as help_about_vance
    from brain.tools.help import asks_elsewhere, for_the_world

    if in_crisis(text):
        return None  # someone to talk to, whatever the words look like
    news = tiny and told(text)
    text = await it_named(ctx, text)  # "ask it for …" right after Eddie named a project
    routed = await _route(deps, text, language) if news else None
    if news and not _commanded(routed, text):
        # news or a mood: its true line, unless a sum is asked too ("ran 10 miles, how many km")
        return await worked_out(deps, ctx, text, language)
    said = await memory_statement(deps, ctx, text, language)
    if said is not None:
        return Answer(message=said[0]), ChatMeta(fastpath=said[1])
    route = routed or await _route(deps, text, language)
    if route is not None and asked_of_the_world(route, text):
        route = None  # a fact, a word or the weather asked about: an answer, not a command
    if tiny and route is not None and mistaken(route, text) and not _commanded(route, text):
        if known_answer(text, language) or unfounded(route):
            route = None  # a true answer beats an unsure reading ("a get-well card text for …")
        elif (summed := await worked_out(deps, ctx, text, language)) is not None:
            return summed  # … and so does a sum ("ist 2100 ein schaltjahr?" is no help topic)
        elif route.target == "how_do_i" and asks_elsewhere(
            topic := str(route.args.get("topic", text))
        ):
            # a how-to about the world ("screenshot on windows"): no help pages; one about a
            # part of Vance ("wie funktioniert das mit den projekten bei dir") keeps them
            route = route if help_about_vance(topic) else None
    if tiny and route is not None and await made_up_work(deps, route, text):
        route = None  # "didnt get the job i wanted. kinda gutted": no project for that
    if tiny and route is not None and route.target == "how_do_i":
        topic = str(route.args.get("topic", text))  # "a text from 'my bank' wants my PIN": no help
        route = None if for_the_world(topic) else route
    if tiny and (
        route is None
        or route.decision == "model"
        or (route.target == "how_do_i" and mistaken(route, text))
        or (
            route.target == "how_do_i"
            and (unclear_reference(text) or back_reference(text) or vague_work(text))
        )
        or (route.intent in WORK_INTENTS and route.via == "router" and route.confidence < _SURE)
    ):
        pointed = unclear_reference(text) or back_reference(text)
        asked = None
        helps = route is not None and route.target == "how_do_i" and not help_about_vance(text)
        works = helps or (route is not None and route.intent in WORK_INTENTS)  # not "what can…"
        if (works and vague_work(text)) or go_ahead(text):
            asked = ask_work(text, language)  # "kümmer dich mal drum": what should be done?
        elif pointed and heard(text, language) is None and not await offered_before(ctx, pointed):
            asked = ask_what(text, pointed, language)  # "change it to …": what is "it"?
        if asked is not None:
            done = await _run(ctx, asked)
            if done is not None:
                return done[0], done[1].model_copy(update={"route": asked.model_dump(mode="json")})
    if (summed := await sum_over_topic(deps, ctx, route, text, language)) is not None:
        return summed  # "tiles are 38€ per sqm … how much is that" while tiles are researched
    route = route if route is None else await opened_instead(ctx, route, text)
    if route is not None and route.decision == "act" and _takes(route, tiny=tiny):
        done = await _run(ctx, route)
        if done is not None:
            return done
    fast = await run_fast_path(deps, ctx, text, language)
    if fast is not None:
        return fast[0], ChatMeta(fastpath=fast[1])
    if route is not None and route.decision == "ask" and tiny:
        done = await _run(ctx, route)
        if done is not None:
            return done[0], done[1].model_copy(update={"route": route.model_dump(mode="json")})
    return None


_SURE = 0.6
"""Work read this sure is handed out even when its words point at something vaguely."""

# fmt: off
_COMMANDS = frozenset({
    "project_archive", "project_open", "process_command", "project_create", "schedule_add",
    "schedule_remove",
})
# fmt: on


def _commanded(route: Route | None, text: str) -> bool:
    """Whether news told with it ("shelve the kombucha project, the scoby died rip") comes
    with a command for a project that the router is sure of, or work a project is asked for
    by name ("bee project: compare hives for a cold climate"): the command is carried out."""
    from brain.router.own_asked import LISTED, RECALLED
    from brain.router.statements import sizeable

    if route is not None and route.decision == "ask" and route.intent == "stop":
        return True  # "ugh just stop it" with two workers busy: which one is asked
    if route is None or route.decision != "act" or text_named(route, text):
        return False  # "bio for my stall, called crumbs, …": the bio, no project "crumbs"
    if route.rule in (LISTED, RECALLED):
        return True  # "hab den überblick verloren, was für projekte …", "… about my sister"
    if route.target == "delegate_project" and (
        route.intent == "addressed" or project_asked(text) or sizeable(text, named=True)
    ):  # "ugh, roped into the rota again. can you build it as a spreadsheet …", "… X still
        return True  # has no section on tomato diseases, can you add it"
    if route.target == "memory_remember" and keep_asked(text):
        return True  # "our anniversary is 12 june, don't let me forget": kept, not only cheered
    return route.target in _COMMANDS and route.confidence >= _SURE


def _takes(route: Route, *, tiny: bool) -> bool:
    if tiny or route.via == "rules":
        return True
    sure = route.confidence >= SURE and route.margin >= SURE_MARGIN
    return sure and route.target not in JUDGEMENT


async def act_on_reply(
    ctx: ToolContext, stored: dict[str, Any], text: str, picked: str | None
) -> tuple[Action, ChatMeta] | None:
    """The user answered a question the router asked: the reading they ``picked``, or —
    when it asked for what the words left out ("set a timer": how long?) — those words
    completed by ``text`` ("10 min"), when that is what they do. None: ``text`` is
    something else, decided as usual."""
    from brain.router import timing
    from brain.router.route import Route

    try:
        route = Route.model_validate(stored)
    except ValueError:
        return None
    if picked is not None:
        chosen = route.picked(picked)
        return await _run(ctx, chosen) if chosen is not None else None
    if route.said is None:
        return None
    completed = await _route(ctx.deps, timing.completed(route.said, text), ctx.language)
    if completed is None or completed.decision != "act" or completed.intent != route.intent:
        return None
    return await _run(ctx, completed)


async def _run(ctx: ToolContext, route: Route) -> tuple[Action, ChatMeta] | None:
    if route.target == "how_do_i" and route.language and route.language != ctx.language:
        ctx = replace(ctx, language=route.language)  # "was kannst du": the help in German
    match = (await _to_a_worker(ctx, route)).as_fast_match()
    if match is None:
        return None
    done = await execute_match(ctx, match)
    if done is None:
        return None
    return done[0], ChatMeta(fastpath=done[1])


async def _to_a_worker(ctx: ToolContext, route: Route) -> Route:
    """A steer the router read, for a project where no worker is on it, starts the work there
    instead ("tell the garden worker to water the tomatoes" before anyone works in garden)."""
    from brain.errors import NotFound

    if route.target != "steer_project":
        return route
    project, message = str(route.args.get("target", "")), str(route.args.get("message", ""))
    try:
        worker, _name = await ctx.deps.processes.resolve_worker(project)
        if not worker.status.terminal:
            return route
    except NotFound:
        pass
    args = {"project": project, "task": message}
    return route.model_copy(update={"target": "delegate_project", "args": args})


async def user_name(deps: Deps) -> str:
    """How to address the user: the nickname or name they gave, else their account name."""
    from brain.memory.extract import NAME, NICKNAME

    facts = {fact.subject: fact.value for fact in await deps.memory.recall("")}
    return facts.get(NICKNAME) or facts.get(NAME) or deps.home.user.name


async def _tiny_prompt(
    deps: Deps, text: str, language: str, history: list[Message], *, ahead: bool = False
) -> list[dict[str, str]]:
    from brain.llm.tiny_prompt import tiny_messages

    return tiny_messages(
        text,
        language=language,
        user_name=await user_name(deps),
        projects=[project.name for project in await deps.projects.list()],
        history=[dict(m) for m in history],
        conversation=True if ahead else None,
    )


async def prepare_next_answer(deps: Deps, alias: str, session_id: str, language: str) -> None:
    """While the user reads and types, the small local model evaluates the next turn's prompt
    up to the user's words, so the next answer evaluates only those; gives way to any other
    work on the model, nothing happens for other models."""
    from brain.engines.prompting import session_history
    from brain.llm.tiny_prompt import speaks

    try:
        history = await session_history(deps, session_id)
        last = next(
            (str(m.get("content") or "") for m in reversed(history) if m["role"] == "user"), ""
        )
        language = words_language(last) or language
        if not speaks(deps.models.gateway.resolve(alias), language):
            language = "en"  # the only answers it gives are English ones
        messages = await _tiny_prompt(deps, "", language, history, ahead=True)
        deps.models.gateway.prefill(alias, messages[:-1])
    except Exception:  # a head start, never a reason for a turn to fail
        log.exception("could not prepare the next answer")


async def tiny_answer(
    deps: Deps,
    ctx: ToolContext,
    alias: str,
    text: str,
    language: str,
    history: list[Message],
) -> tuple[Answer, str | None]:
    """A short chat answer from the small local model: a prompt it can follow (persona, the
    user's projects, a few exchanges), no tools, and a guard against unusable output; a
    request it always gets wrong (a joke, its own life, the weather, something sad) gets a
    fixed line instead (:func:`brain.llm.tiny_lines.known_answer`). The answer streams to the
    session while it is generated (:class:`~brain.llm.guard.StreamGuard` holds back what the
    guard would reject) and generation stops once the answer has its sentences; returns the
    answer and the stream's id (None when nothing was streamed)."""
    from brain.engines.loop import STREAMED, count_usage
    from brain.events.frames import StreamAborted, StreamChunk
    from brain.ids import new_id
    from brain.llm.answer_trust import answer_sentences, asks_for_steps, asks_verdict
    from brain.llm.guard import NO_STEPS, StreamGuard, guard_answer, trim_spoken
    from brain.llm.tiny_heard import heard
    from brain.llm.tiny_lines import known_answer
    from brain.llm.tiny_prompt import cannot_speak, speaks
    from brain.llm.types import EnoughText
    from brain.tools.help import about_vance, help_answer, search_help

    language = words_language(text) or language  # English words get an English answer
    earlier = [str(m.get("content") or "") for m in history if m.get("role") == "assistant"]
    known = known_answer(text, language, turn=len(earlier))
    if known is not None:  # a question it always gets wrong: the true line, no model time
        return Answer(message=known), None
    if (news := heard(text, language, news=only_news(text, any_verb=True))) is not None:
        return Answer(message=news), None
    if asks_for_steps(text) or asks_verdict(text):  # made-up steps or verdicts: worse than none
        if about_vance(text) and search_help(text):
            return Answer(message=help_answer(text, language)), None
        return Answer(message=NO_STEPS.get(language, NO_STEPS["en"])), None
    if not speaks(deps.models.gateway.resolve(alias), language):
        return Answer(message=cannot_speak(text, language)), None
    messages = await _tiny_prompt(deps, text, language, history)
    session_id, process_id = ctx.process.session_id, ctx.process.id
    stream_id = new_id("st")
    sentences = answer_sentences(text)
    stream = StreamGuard(text, max_sentences=sentences)
    streamed = False

    async def on_text(piece: str) -> None:
        nonlocal streamed
        shown = stream.feed(piece)
        if not shown:
            if stream.done:
                raise EnoughText  # the rest would not be shown: stop generating it
            return
        streamed = True
        held = STREAMED.get()
        if held is not None:
            held.add(session_id, "eddie", stream_id, shown)
        deps.events.publish(
            StreamChunk(
                session_id=session_id,
                process_id=process_id,
                stream_id=stream_id,
                text=shown,
                author="eddie",
            )
        )
        if stream.done:
            raise EnoughText

    try:
        result = await deps.models.gateway.complete(
            alias,
            messages,  # type: ignore[arg-type]
            max_tokens=TINY_MAX_TOKENS,
            temperature=TINY_TEMPERATURE,
            on_text=on_text,
        )
    except BaseException:
        if streamed:
            held = STREAMED.get()
            if held is not None:
                held.drop(stream_id)
            deps.events.publish(
                StreamAborted(session_id=session_id, process_id=process_id, stream_id=stream_id)
            )
        raise
    await count_usage(deps, ctx, alias, result)
    said, problem = guard_answer(result.text, text, language, earlier)
    if problem is not None:
        log.info("tiny model answer replaced (%s): %r", problem, result.text[:200])
        return Answer(message=said), stream_id if streamed else None
    return Answer(message=trim_spoken(said, sentences) or said), stream_id if streamed else None
