"""What a hub turn adds to Eddie's prompt from memory and the other windows: the recalled
facts and the other hub processes' recent activity, each framed as untrusted data."""

from __future__ import annotations

from brain.ids import now
from brain.memory.framing import activity_block
from brain.memory.recap import peer_activity
from brain.memory.service import MemoryService
from brain.store import Store


async def hub_turn_context(
    store: Store,
    memory: MemoryService,
    *,
    tenant_id: str,
    user_id: str,
    process_id: str,
    user_text: str,
    at: float | None = None,
) -> str:
    """The data blocks for one hub turn ("" when there is nothing to say)."""
    stamp = at if at is not None else now()
    facts = await memory.prompt_block(user_text)
    entries = await peer_activity(
        store, tenant_id=tenant_id, user_id=user_id, process_id=process_id, at=stamp
    )
    return "\n\n".join(part for part in (facts, activity_block(entries, at=stamp)) if part)
