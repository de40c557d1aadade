"""Eddie's side of worker reports: channel modes and triage into relay / inbox / answer."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from brain.actions import render_question
from brain.engines import hub_questions, triage
from brain.engines.delegation import ANSWERED, WITHDRAWN
from brain.engines.prompting import language_of
from brain.lines import say
from brain.llm.calls import Caller, calling
from brain.models import Process
from brain.text import one_line
from brain.wire import ChatMeta, WorkerEvent

if TYPE_CHECKING:
    from brain.engines.eddie import Eddie

log = logging.getLogger(__name__)


async def to_inbox(eddie: Eddie, process: Process, source: str, title: str, body: str) -> int:
    item, _unread = await eddie.deps.inbox.add(
        source=source,
        title=title,
        body=body,
        notify_session=process.session_id,
        meta={"process_id": process.id},
    )
    return item.id


async def handle_worker_event(eddie: Eddie, process: Process, event: WorkerEvent) -> Process:
    """Turn one worker event into what Eddie says. Returns the (maybe updated) hub process.
    A worker that ended takes its waiting question (if any) with it."""
    if event.event == WITHDRAWN:  # a planner's question no longer stands
        return await _withdrawn(eddie, process, event)
    if event.event == ANSWERED:  # the user answered it in the worker's own window
        return await _answered_elsewhere(eddie, process, event)
    process = await _say_event(eddie, process, event)
    if event.event in ("done", "failed") and event.process_id is not None:
        process = await hub_questions.withdraw(eddie, process, event.process_id)
    return process


async def _withdrawn(eddie: Eddie, process: Process, event: WorkerEvent) -> Process:
    """The question the user was asked went away with its step's worker: say so when it
    was the open one (the next words are Eddie's again)."""
    queue = process.params.pending_worker_questions
    if event.process_id is None or not any(q.process_id == event.process_id for q in queue):
        return process
    if queue[0].process_id == event.process_id:
        asked = one_line(event.question or event.summary or "", 80)
        language = await language_of(eddie.deps, process)
        said = say(
            "report.withdrawn", language, engine=event.engine, project=event.project, asked=asked
        )
        await eddie.say(process, said, action="answer")
    return await hub_questions.withdraw(eddie, process, event.process_id)


async def _answered_elsewhere(eddie: Eddie, process: Process, event: WorkerEvent) -> Process:
    """The user answered a question in the asking worker's own window: it leaves the queue
    (one line says so when it was the open one; the next is asked)."""
    queue = process.params.pending_worker_questions
    if event.process_id is None or not any(q.process_id == event.process_id for q in queue):
        return process
    if queue[0].process_id == event.process_id:
        language = await language_of(eddie.deps, process)
        who = say("worker.in", language, worker=event.engine, project=event.project)
        await eddie.say(process, say("question.answered_there", language, who=who), action="answer")
    return await hub_questions.withdraw(eddie, process, event.process_id)


async def _say_event(eddie: Eddie, process: Process, event: WorkerEvent) -> Process:
    engine, project, source = event.engine, event.project, event.source
    mode = event.channel_mode
    output = event.output or ""
    info = event.info
    summary = event.summary or ""
    language = await language_of(eddie.deps, process)

    def line(key: str, **more: str) -> str:
        return say(key, language, engine=engine, project=project, **more)

    if event.event == "blocked":
        question = event.question or summary or say("report.needs_input", language)
        if event.process_id is not None:
            return await hub_questions.enqueue(eddie, process, event, question)
        await _relay(eddie, process, event, render_question(question, event.options or None))
        return process
    if mode == "verbatim" and event.event != "started":
        # every message of the worker, word for word: no triage, no summary, no inbox
        await _relay(eddie, process, event, event.word_for_word())
        return process
    if event.event == "failed":
        await _relay(eddie, process, event, line("report.failed", summary=summary))
        return process
    if event.event == "started":
        await _relay(eddie, process, event, line("report.started"))
        return process

    text = output or summary
    if info:
        text = f"{text}\n\n{info}"
    if not text.strip():
        await _relay(eddie, process, event, line("report.done"))
        return process
    if mode == "inbox":
        title = triage.title_of(text, say("report.title", language, source=source))
        await to_inbox(eddie, process, source, title, text)
        await eddie.say(process, line("report.done_inbox"), action="relay_inbox")
        return process
    if mode == "summary":
        spoken = await _summarize(eddie, text)
        if spoken:
            if triage.route(text) != "relay":
                await to_inbox(eddie, process, source, triage.title_of(text, source), text)
                spoken += say("report.full_in_inbox", language)
            await _relay(eddie, process, event, spoken)
            return process
    route = triage.route(text)
    if route == "relay":
        await _relay(eddie, process, event, text)
    elif route == "answer":
        await eddie.say(
            process,
            line("report.says", summary=triage.spoken_summary(text)),
            info=text,
            action="answer",
            meta=ChatMeta(source=source),
        )
    else:
        title = triage.title_of(text, say("report.result_title", language, source=source))
        await to_inbox(eddie, process, source, title, text)
        await eddie.say(process, line("report.result_inbox", title=title), action="relay_inbox")
    return process


async def _relay(eddie: Eddie, process: Process, event: WorkerEvent, text: str) -> None:
    """Say the worker's words in the hub, under the worker's name."""
    await eddie.say(
        process,
        text,
        action="relay",
        author=event.source,
        engine=event.engine,
        project=event.project or None,
    )


async def _summarize(eddie: Eddie, text: str) -> str | None:
    try:
        with calling(Caller(engine="eddie", purpose="summary")):
            result = await eddie.deps.models.gateway.complete(
                "default:fast",
                [
                    {
                        "role": "system",
                        "content": "Summarise the worker's report in one or two short "
                        "spoken sentences. No markdown, no URLs, no IDs.",
                    },
                    {"role": "user", "content": text[:6000]},
                ],
                max_tokens=120,
            )
    except Exception:
        log.exception("summary call failed; falling back to triage")
        return None
    return result.text.strip() or None
