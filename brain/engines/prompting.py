"""Prompt building: prompt docs and voice rules through the cascade, history, context.

The system prompt is kept prefix-stable (persona, rules, then slower-changing
context) so a local model can reuse its KV cache between turns.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING

from brain.llm.calls import Caller, calling

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.llm.types import Message
    from brain.models import ChatMessage, Process

log = logging.getLogger(__name__)

HISTORY_LIMIT = 24
FALLBACK_LANGUAGE = "en"
_bootstrapping: set[str] = set()


async def prompt_doc(deps: Deps, path: str) -> str:
    doc = await deps.documents.lookup(path)
    return doc.content if doc is not None else ""


async def voice_rules(deps: Deps, language: str) -> str:
    """The voice rules for ``language``; unknown → English now, and a background meta-call
    writes rules for that language into the tenant documents for the next turn."""
    path = f"voice/eddie-voice-rules-{language}.md"
    doc = await deps.documents.lookup(path)
    if doc is not None:
        return doc.content
    if language not in _bootstrapping:
        _bootstrapping.add(language)
        deps.tasks.spawn(_bootstrap_rules(deps, language, path), name=f"voice-rules-{language}")
    fallback = await deps.documents.lookup(f"voice/eddie-voice-rules-{FALLBACK_LANGUAGE}.md")
    note = f"\nThe user's language is '{language}': answer in that language.\n"
    return (fallback.content if fallback else "") + note


async def _bootstrap_rules(deps: Deps, language: str, path: str) -> None:
    question = (
        f"What speech conventions should a voice assistant follow when speaking the language "
        f"with code '{language}'? List 5 to 8 short rules as a markdown list, each with a short "
        "example in that language. Output only the list."
    )
    try:
        with calling(Caller(engine="eddie", purpose="voice-rules")):
            result = await deps.models.gateway.complete(
                "default:fast", [{"role": "user", "content": question}], max_tokens=500
            )
        text = result.text.strip()
        if len(text) < 40:
            raise ValueError("the rules came back empty")
        await deps.documents.write_tenant(path, f"# Voice rules ({language})\n\n{text}\n")
        log.info("wrote voice rules for %s", language)
    except Exception:
        log.exception("could not bootstrap voice rules for %s; English rules stay", language)
    finally:
        _bootstrapping.discard(language)


async def language_of(deps: Deps, process: Process) -> str:
    value = await deps.settings_cascade.get(
        "chat.language", process_id=process.id, project_id=process.project_id
    )
    return str(value or FALLBACK_LANGUAGE)


def history_messages(history: list[ChatMessage]) -> list[Message]:
    """Chat history as model messages: the user's words, and what was said to the user.

    A worker's words relayed to the hub (or summarised from its report) did not come from
    the user or from Eddie: they come back framed as untrusted data (a ``<worker_report>``
    block in a ``user``-role message, never as the model's own ``assistant`` turn), so an
    instruction inside a report reads as a quotation, not as something said or decided."""
    from brain.memory.framing import report_block

    out: list[Message] = []
    for message in history:
        if message.role == "user":
            out.append({"role": "user", "content": message.content})
        elif message.role == "assistant" and _from_worker(message):
            source = message.meta.source or message.author
            out.append({"role": "user", "content": report_block(source, message.content)})
        elif message.role == "assistant":
            text = message.content
            if message.author not in ("eddie", "arthur", "ford"):
                text = f"[{message.author}] {text}"
            out.append({"role": "assistant", "content": text})
    return out


def _from_worker(message: ChatMessage) -> bool:
    """Text a worker wrote, as relayed or summarised in the hub (not Eddie's own words)."""
    return (
        message.meta.action == "relay"
        or message.meta.source is not None
        or message.project is not None
    )


async def session_history(
    deps: Deps, session_id: str, *, before_id: int | None = None
) -> list[Message]:
    """The last messages of the session as model messages (only those before ``before_id``)."""
    history = await deps.chat.history(session_id, limit=HISTORY_LIMIT, before_id=before_id)
    return history_messages(history)


def today_line() -> str:
    return datetime.now().strftime("Today is %A, %Y-%m-%d.")
