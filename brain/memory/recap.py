"""What the user's other hub windows did: read the activity log, and say it briefly.

Reading follows PRODUCT §7: the entries of the user's *other* hub processes, the last 50 or
the last 3 days, whichever is less. The recap on session start/resume turns the notable ones
since the user last saw this session into one or two speakable sentences in the session
language ("Two minutes ago your other window created the project garden_planner — want to
join it?"), or nothing at all.
"""

from __future__ import annotations

from collections.abc import Sequence

from brain.ids import now
from brain.memory.models import PeerEvent
from brain.memory.timephrase import ago_phrase
from brain.models import ActivityEntry
from brain.store import Store, records
from brain.text import strip_control

RECENT_LIMIT = 50
RECENT_WINDOW = 3 * 24 * 3600.0  # seconds

# Kinds worth a recap (others, like a plain chat turn, only go into the prompt's data block).
_TEMPLATES: dict[str, dict[str, str]] = {
    "PROJECT_CREATED": {
        "en": "{when} your other window created the project {project} — want to join it?",
        "de": "{when} hat dein anderes Fenster das Projekt {project} angelegt — möchtest du"
        " dazukommen?",
    },
    "PROJECT_ARCHIVED": {
        "en": "{when} your other window archived the project {project}.",
        "de": "{when} hat dein anderes Fenster das Projekt {project} archiviert.",
    },
    "PROCESS_SPAWNED": {
        "en": "{when} your other window started a worker in {project}.",
        "de": "{when} hat dein anderes Fenster in {project} einen Worker gestartet.",
    },
    "PROCESS_STOP": {
        "en": "{when} your other window stopped a worker in {project}.",
        "de": "{when} hat dein anderes Fenster einen Worker in {project} gestoppt.",
    },
    "PROCESS_PAUSE": {
        "en": "{when} your other window paused a worker in {project}.",
        "de": "{when} hat dein anderes Fenster einen Worker in {project} pausiert.",
    },
    "PROCESS_RESUME": {
        "en": "{when} your other window resumed a worker in {project}.",
        "de": "{when} hat dein anderes Fenster einen Worker in {project} fortgesetzt.",
    },
    "PROCESS_DONE": {
        "en": "{when} a worker in {project} finished.",
        "de": "{when} ist ein Worker in {project} fertig geworden.",
    },
    "PROCESS_BLOCKED": {
        "en": "{when} a worker in {project} got stuck and is waiting for you.",
        "de": "{when} ist ein Worker in {project} hängen geblieben und wartet auf dich.",
    },
    "INBOX_ITEM": {
        "en": "{when} something new arrived in your inbox.",
        "de": "{when} ist etwas Neues in deinem Posteingang angekommen.",
    },
    "MEMORY_CHANGED": {
        "en": "{when} your other window updated what I know about you.",
        "de": "{when} hat dein anderes Fenster geändert, was ich über dich weiß.",
    },
}
# The same, done in a session no window has open now (this window before /new or a restart,
# a window closed since): "your other window" would not be true.
_EARLIER: dict[str, dict[str, str]] = {
    "PROJECT_CREATED": {
        "en": "{when}, in an earlier session, you created the project {project}.",
        "de": "{when} hast du in einer früheren Sitzung das Projekt {project} angelegt.",
    },
    "PROJECT_ARCHIVED": {
        "en": "{when}, in an earlier session, you archived the project {project}.",
        "de": "{when} hast du in einer früheren Sitzung das Projekt {project} archiviert.",
    },
    "PROCESS_SPAWNED": {
        "en": "{when}, in an earlier session, you started a worker in {project}.",
        "de": "{when} hast du in einer früheren Sitzung in {project} einen Worker gestartet.",
    },
    "PROCESS_STOP": {
        "en": "{when}, in an earlier session, you stopped a worker in {project}.",
        "de": "{when} hast du in einer früheren Sitzung einen Worker in {project} gestoppt.",
    },
    "PROCESS_PAUSE": {
        "en": "{when}, in an earlier session, you paused a worker in {project}.",
        "de": "{when} hast du in einer früheren Sitzung einen Worker in {project} pausiert.",
    },
    "PROCESS_RESUME": {
        "en": "{when}, in an earlier session, you resumed a worker in {project}.",
        "de": "{when} hast du in einer früheren Sitzung einen Worker in {project} fortgesetzt.",
    },
    "MEMORY_CHANGED": {
        "en": "{when}, in an earlier session, you changed what I know about you.",
        "de": "{when} hast du in einer früheren Sitzung geändert, was ich über dich weiß.",
    },
}
_GENERIC_EARLIER = {
    "en": "{when}, in an earlier session: {summary}.",
    "de": "{when} in einer früheren Sitzung: {summary}.",
}
# A peer_notify entry (refs.peer) carries its own one-line summary, written in English.
_GENERIC = {
    "en": "{when} your other window {summary}.",
    "de": "{when} gab es Neues aus deinem anderen Fenster: {summary}.",
}
_MORE = {
    "en": ("There was one more change too.", "There were {n} more changes too."),
    "de": ("Dazu gab es noch eine Änderung.", "Dazu gab es noch {n} weitere Änderungen."),
}


async def peer_activity(
    store: Store,
    *,
    tenant_id: str,
    user_id: str,
    process_id: str,
    since: float | None = None,
    at: float | None = None,
    limit: int = RECENT_LIMIT,
) -> list[ActivityEntry]:
    """The newest entries of the user's other hub processes: at most ``limit``, none older
    than 3 days (nor older than ``since`` if given), newest first."""
    start = (at if at is not None else now()) - RECENT_WINDOW
    if since is not None:
        start = max(start, since)
    return await records.recent_activity_of_others(
        store, tenant_id, user_id, process_id, since=start, limit=limit
    )


def _lang(lang: str) -> str:
    return "de" if lang.lower().startswith("de") else "en"


def _notable(entry: ActivityEntry) -> bool:
    return entry.kind in _TEMPLATES or bool(entry.refs.get("peer"))


def _sentence(entry: ActivityEntry | PeerEvent, *, at: float, lang: str) -> str:
    if isinstance(entry, PeerEvent):  # pushed by a window that is open: "your other window"
        kind, refs, ts, live = entry.type, entry.payload, entry.created_at, True
    else:
        kind, refs, ts, live = entry.kind, entry.refs, entry.ts, entry.live
    when = ago_phrase(at - ts, lang)
    when = when[:1].upper() + when[1:]
    project = strip_control(str(refs.get("project") or ""))
    templates = _TEMPLATES.get(kind, {}) if live else _EARLIER.get(kind, _TEMPLATES.get(kind, {}))
    template = templates.get(lang)
    if template is None or ("{project}" in template and not project):
        summary = " ".join(strip_control(entry.summary).split()).rstrip(".")
        return (_GENERIC if live else _GENERIC_EARLIER)[lang].format(when=when, summary=summary)
    return template.format(when=when, project=project)


def peer_line(event: PeerEvent, *, at: float, lang: str = "en") -> str:
    """What a window shows (and may speak) when another window's change reaches it:
    "Just now your other window created the project garden_planner — want to join it?"."""
    return _sentence(event, at=at, lang=_lang(lang))


def recap_text(entries: Sequence[ActivityEntry], *, at: float, lang: str = "en") -> str:
    """One or two speakable sentences about the notable entries (newest first in, newest
    told); "" when nothing notable happened. Languages other than en/de get English."""
    notable = [entry for entry in entries if _notable(entry)]
    if not notable:
        return ""
    language = _lang(lang)
    newest = max(notable, key=lambda entry: (entry.ts, entry.id))
    text = _sentence(newest, at=at, lang=language)
    more = len(notable) - 1
    if more:
        one, many = _MORE[language]
        text += " " + (one if more == 1 else many.format(n=more))
    return text


async def session_recap(
    store: Store,
    *,
    tenant_id: str,
    user_id: str,
    process_id: str,
    last_seen: float,
    lang: str,
    at: float | None = None,
    skip_session: str | None = None,
) -> str:
    """The recap for a session opening or resuming: what the other windows did since
    ``last_seen`` (when the user last saw this session), "" if nothing notable; what was done
    in ``skip_session`` (the one this window just left) is not told."""
    stamp = at if at is not None else now()
    entries = await peer_activity(
        store,
        tenant_id=tenant_id,
        user_id=user_id,
        process_id=process_id,
        since=last_seen,
        at=stamp,
    )
    if skip_session is not None:
        entries = [entry for entry in entries if entry.session_id != skip_session]
    return recap_text(entries, at=stamp, lang=lang)
