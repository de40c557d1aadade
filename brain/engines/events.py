"""Eddie's side of worker reports: channel modes and triage into relay / inbox / answer."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from brain.actions import AskOption, options_meta, render_question
from brain.engines import triage
from brain.events.frames import InboxChanged
from brain.models import Process
from brain.store import records

if TYPE_CHECKING:
    from brain.engines.eddie import Eddie

log = logging.getLogger(__name__)


async def to_inbox(eddie: Eddie, process: Process, source: str, title: str, body: str) -> int:
    brain = eddie.brain
    home = brain.home
    item = await records.insert_inbox_item(
        brain.store,
        tenant_id=home.tenant_id,
        user_id=home.user_id,
        source=source,
        title=title,
        body=body,
        meta={"process_id": process.id},
    )
    unread = await records.count_unread(brain.store, home.tenant_id, home.user_id)
    brain.events.publish(InboxChanged(session_id=process.session_id, unread=unread))
    return item.id


async def handle_worker_event(eddie: Eddie, process: Process, payload: dict[str, Any]) -> Process:
    """Turn one worker event into what Eddie says. Returns the (maybe updated) hub process."""
    event = str(payload.get("event", ""))
    engine = str(payload.get("engine", "worker"))
    project = str(payload.get("project", ""))
    source = f"{engine} · {project}" if project else engine
    mode = str(payload.get("channel_mode", "milestones"))
    output = str(payload.get("output") or "")
    info = payload.get("info")
    summary = str(payload.get("summary") or "")

    if event == "blocked":
        options = [AskOption.model_validate(o) for o in payload.get("options") or []]
        question = str(payload.get("question") or summary or "It needs your input.")
        await eddie.say(
            process,
            render_question(question, options or None),
            author=source,
            action="relay",
            meta={"options": options_meta(options), "worker_process_id": payload.get("process_id")},
        )
        return await eddie._set_params(
            process,
            pending_worker_question={
                "process_id": payload.get("process_id"),
                "options": options_meta(options),
                "question": question,
            },
        )
    if event == "failed":
        await eddie.say(
            process,
            f"{engine} in {project} could not finish: {summary}",
            author=source,
            action="relay",
        )
        return process
    if event == "started":
        await eddie.say(
            process, f"{engine} started working in {project}.", author=source, action="relay"
        )
        return process

    text = output or summary
    if info:
        text = f"{text}\n\n{info}"
    if not text.strip():
        await eddie.say(process, f"{engine} in {project} is done.", author=source, action="relay")
        return process
    if mode == "inbox":
        await to_inbox(eddie, process, source, triage.title_of(text, f"Report from {source}"), text)
        await eddie.say(
            process,
            f"{engine} in {project} is done. The report is in your inbox.",
            action="relay_inbox",
        )
        return process
    if mode == "summary":
        spoken = await _summarize(eddie, text)
        if spoken:
            if triage.route(text) != "relay":
                await to_inbox(eddie, process, source, triage.title_of(text, source), text)
                spoken += " The full report is in your inbox."
            await eddie.say(process, spoken, author=source, action="relay")
            return process
    route = triage.route(text)
    if route == "relay":
        await eddie.say(process, text, author=source, action="relay")
    elif route == "answer":
        await eddie.say(
            process,
            f"{engine} in {project} says: {triage.spoken_summary(text)}",
            info=text,
            action="answer",
            meta={"source": source},
        )
    else:
        title = triage.title_of(text, f"Result from {source}")
        await to_inbox(eddie, process, source, title, text)
        await eddie.say(
            process,
            f"{engine} in {project} finished. I put the result in your inbox: {title}.",
            action="relay_inbox",
        )
    return process


async def _summarize(eddie: Eddie, text: str) -> str | None:
    try:
        result = await eddie.brain.gateway.complete(
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
