"""Knowledge sync between windows: a hub reads what the user's *other* hub processes did
(last 50 or 3 days), gets it as framed data, and on resume hears a one-line recap."""

from __future__ import annotations

from brain.ids import now
from brain.memory.context import hub_turn_context
from brain.memory.framing import ACTIVITY_TAG
from brain.memory.models import Provenance
from brain.memory.recap import peer_activity, recap_text, session_recap
from brain.memory.service import MemoryService
from brain.memory.timephrase import ago_phrase
from brain.models import ActivityEntry
from brain.services.home import Home
from brain.store import Store, records

A, B = "pr-window-a", "pr-window-b"


async def log(
    store: Store, home: Home, process: str, kind: str, summary: str, ago: float, **refs: object
) -> None:
    entry_id = await records.append_activity(
        store,
        tenant_id=home.tenant_id,
        user_id=home.user_id,
        session_id=f"s-{process}",
        process_id=process,
        kind=kind,
        summary=summary,
        refs=dict(refs),
    )
    await store.execute("UPDATE activity SET ts = ? WHERE id = ?", (now() - ago, entry_id))


async def open_window(store: Store, home: Home, process: str) -> None:
    """The session of ``process`` is held by a window now."""
    stamp = now()
    await store.execute(
        "INSERT INTO sessions (id, tenant_id, user_id, project_id, kind, engine, status,"
        " bound_to, created_at, last_active_at) VALUES (?, ?, ?, ?, 'hub', 'eddie', 'active',"
        " 'c-window', ?, ?)",
        (f"s-{process}", home.tenant_id, home.user_id, home.user_project.id, stamp, stamp),
    )


def entry(
    kind: str, ago: float, at: float, entry_id: int = 1, *, live: bool = True, **refs: object
) -> ActivityEntry:
    return ActivityEntry(
        live=live,
        id=entry_id,
        tenant_id="t",
        user_id="u",
        session_id="s",
        process_id=A,
        ts=at - ago,
        kind=kind,
        summary=f"did {kind.lower()}",
        refs=dict(refs),
    )


def test_time_phrases_in_the_session_language() -> None:
    assert ago_phrase(20, "en") == "just now"
    assert ago_phrase(125, "en") == "two minutes ago"
    assert ago_phrase(61, "en") == "a minute ago"
    assert ago_phrase(3 * 3600 + 5, "en") == "three hours ago"
    assert ago_phrase(3600, "en") == "an hour ago"
    assert ago_phrase(30 * 3600, "en") == "yesterday"
    assert ago_phrase(3 * 86400, "en") == "three days ago"
    assert ago_phrase(20, "de") == "gerade eben"
    assert ago_phrase(125, "de") == "vor zwei Minuten"
    assert ago_phrase(70, "de") == "vor einer Minute"
    assert ago_phrase(3600, "de") == "vor einer Stunde"
    assert ago_phrase(30 * 3600, "de") == "gestern"
    assert ago_phrase(5 * 86400, "de") == "vor fünf Tagen"
    assert ago_phrase(45 * 60, "fr") == "45 minutes ago"  # no French phrases yet: English


def test_the_recap_the_issue_asks_for() -> None:
    at = now()
    created = [entry("PROJECT_CREATED", 125, at, project="garden_planner")]
    assert recap_text(created, at=at, lang="en") == (
        "Two minutes ago your other window created the project garden_planner — want to join it?"
    )
    assert recap_text(created, at=at, lang="de") == (
        "Vor zwei Minuten hat dein anderes Fenster das Projekt garden_planner angelegt"
        " — möchtest du dazukommen?"
    )


def test_what_no_open_window_did_is_told_as_an_earlier_session() -> None:
    """This window before /new or a restart, or a window closed since, is no "other window"."""
    at = now()
    earlier = [entry("PROCESS_SPAWNED", 125, at, live=False, project="garden_planner")]
    assert recap_text(earlier, at=at, lang="en") == (
        "Two minutes ago, in an earlier session, you started a worker in garden_planner."
    )
    assert recap_text(earlier, at=at, lang="de") == (
        "Vor zwei Minuten hast du in einer früheren Sitzung in garden_planner einen Worker"
        " gestartet."
    )
    note = entry("INFO", 600, at, live=False, peer=True).model_copy(
        update={"summary": "booked the flights"}
    )
    assert recap_text([note], at=at, lang="en") == (
        "Ten minutes ago, in an earlier session: booked the flights."
    )


def test_the_newest_change_is_told_and_the_rest_counted() -> None:
    at = now()
    entries = [
        entry("PROJECT_ARCHIVED", 30, at, 3, project="old_stuff"),
        entry("turn", 40, at, 2),  # a chat turn is no news
        entry("PROJECT_CREATED", 3 * 3600, at, 1, project="garden_planner"),
    ]
    assert recap_text(entries, at=at, lang="en") == (
        "Just now your other window archived the project old_stuff. There was one more change too."
    )
    assert recap_text(entries, at=at, lang="de").startswith(
        "Gerade eben hat dein anderes Fenster das Projekt old_stuff archiviert. Dazu gab es"
    )


def test_nothing_notable_means_silence() -> None:
    at = now()
    assert recap_text([], at=at, lang="en") == ""
    assert recap_text([entry("turn", 60, at)], at=at, lang="de") == ""


def test_a_peer_note_is_told_in_its_own_words() -> None:
    at = now()
    note = entry("INFO", 600, at, peer=True).model_copy(update={"summary": "booked the flights"})
    assert recap_text([note], at=at, lang="en") == (
        "Ten minutes ago your other window booked the flights."
    )


async def test_reads_only_other_processes_within_three_days(store: Store, home: Home) -> None:
    await log(
        store,
        home,
        A,
        "PROJECT_CREATED",
        "created the project garden_planner",
        120,
        project="garden_planner",
    )
    await log(store, home, B, "PROJECT_CREATED", "created the project mine", 60, project="mine")
    await log(
        store,
        home,
        A,
        "PROJECT_CREATED",
        "created the project ancient",
        4 * 86400,
        project="ancient",
    )
    seen_by_b = await peer_activity(
        store, tenant_id=home.tenant_id, user_id=home.user_id, process_id=B
    )
    assert [e.refs["project"] for e in seen_by_b] == ["garden_planner"]


async def test_reads_at_most_the_last_fifty(store: Store, home: Home) -> None:
    for i in range(60):
        await log(store, home, A, "turn", f"turn {i}", 3600 - i)
    seen = await peer_activity(store, tenant_id=home.tenant_id, user_id=home.user_id, process_id=B)
    assert len(seen) == 50 and seen[0].summary == "turn 59"


async def test_recap_on_resume_covers_only_what_happened_since(store: Store, home: Home) -> None:
    await log(store, home, A, "PROJECT_CREATED", "created the project first", 3600, project="first")
    last_seen = now() - 600
    assert (
        await session_recap(
            store,
            tenant_id=home.tenant_id,
            user_id=home.user_id,
            process_id=B,
            last_seen=last_seen,
            lang="en",
        )
        == ""
    )
    await log(
        store,
        home,
        A,
        "PROJECT_CREATED",
        "created the project garden_planner",
        120,
        project="garden_planner",
    )
    closed = await session_recap(
        store,
        tenant_id=home.tenant_id,
        user_id=home.user_id,
        process_id=B,
        last_seen=last_seen,
        lang="en",
    )
    assert closed.startswith("Two minutes ago, in an earlier session, you created the project")
    await open_window(store, home, A)
    text = await session_recap(
        store,
        tenant_id=home.tenant_id,
        user_id=home.user_id,
        process_id=B,
        last_seen=last_seen,
        lang="de",
    )
    assert text.startswith("Vor zwei Minuten hat dein anderes Fenster das Projekt garden_planner")


async def test_a_hub_turn_gets_memory_and_other_windows_as_data(
    store: Store, home: Home, memory: MemoryService
) -> None:
    await memory.remember_text("my name is Zed", "en", Provenance(session_id="s-a"))
    await log(
        store,
        home,
        A,
        "PROJECT_CREATED",
        "created the project garden_planner",
        120,
        project="garden_planner",
    )
    context = await hub_turn_context(
        store,
        memory,
        tenant_id=home.tenant_id,
        user_id=home.user_id,
        process_id=B,
        user_text="what are we working on?",
    )
    assert 'name = "Zed"' in context
    assert f"<{ACTIVITY_TAG}>" in context and "garden_planner" in context
    assert "2 min ago" in context
    own = await hub_turn_context(
        store,
        memory,
        tenant_id=home.tenant_id,
        user_id=home.user_id,
        process_id=A,
        user_text="hello",
    )
    assert ACTIVITY_TAG not in own  # a window is not told about itself
