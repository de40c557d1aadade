"""Markdown for the notes the app writes into the transcript (lists, items), and what
``/help`` lists.

Pure functions over brain models (read by attribute); every model-made string passes
through :mod:`vance_tui.safety` and markdown-sensitive characters in table cells are escaped.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from brain import ago
from vance_tui.hud_model import format_budget, format_count
from vance_tui.safety import clean, clean_line
from vance_tui.slash import COMMANDS

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("conversation", ("sessions", "new", "hub", "stop", "copy", "export", "lang")),
    ("work", ("projects", "workers", "mode", "plan", "cost", "schedules", "grants")),
    ("memory & inbox", ("memory", "inbox", "open")),
    ("window", ("help", "model", "voice", "progress", "quit")),
)
"""How ``/help`` groups the commands; a command in no group is listed under "more"."""

KEYS = (
    ("f1", "this help (as /help)"),
    ("enter", "send"),
    ("ctrl+j / alt+enter", "new line"),
    ("↑ / ↓", "input history; in the / menu: choose a command"),
    ("/ then enter / tab", "the / menu: enter runs the chosen command, tab puts it in the input"),
    ("1–9", "pick an offered option (empty input)"),
    ("pageup / pagedown", "scroll the conversation (it follows new output at the bottom)"),
    ("ctrl+p", "command palette: find and run any command by name"),
    ("esc", "stop Eddie speaking; else cancel the running turn"),
    ("ctrl+c", "cancel the running turn; else copy the selected input"),
    ("f2 / ctrl+o", "show/hide the plan"),
    ("f5 / ctrl+t", "push-to-talk (press again to send; stops Eddie speaking)"),
    ("f4", "answers spoken aloud on/off"),
    ("ctrl+q", "quit"),
)

HELP_FOOTNOTE = "Start a message with // to send a text that begins with a slash."

Section = tuple[str, list[tuple[str, str]]]


def help_sections() -> list[Section]:
    """What ``/help`` shows: the commands by group (usage, what it does), then the keys."""
    sections: list[Section] = []
    listed: set[str] = set()
    for title, names in GROUPS:
        rows = [(COMMANDS[n].usage, COMMANDS[n].help) for n in names if n in COMMANDS]
        listed.update(names)
        if rows:
            sections.append((title, rows))
    more = [(spec.usage, spec.help) for name, spec in COMMANDS.items() if name not in listed]
    if more:
        sections.append(("more", more))
    sections.append(("keys", list(KEYS)))
    return sections


def cell(value: Any, limit: int = 60) -> str:
    return clean_line(str(value), limit).replace("|", "\\|") or "—"


def projects_markdown(projects: Iterable[Any]) -> str:
    items = list(projects)
    if not items:
        return "No projects yet. Ask Eddie to start one."
    rows = ["| project | title | status | created |", "|---|---|---|---|"]
    for p in items:
        status = getattr(p.status, "value", p.status)
        rows.append(
            f"| {cell(p.name)} | {cell(p.title or '')} | {status} | {ago(p.created_at, dates=True)} |"
        )
    return "\n".join(rows)


def workers_markdown(rows: Iterable[tuple[Any, str]], budgets: Iterable[Any] = ()) -> str:
    """Active workers, numbered as ``/stop N`` and ``/mode N`` take them; with ``budgets``
    (``client.budgets()``) the tokens each used of its cap."""
    entries = list(rows)
    if not entries:
        return "Nothing is running."
    spent = {b.process_id: b for b in budgets}
    busy = any(process.shown_status == "running" for process, _project in entries)
    lines = [] if busy else ["Nothing is running.", ""]  # idle workers delivered already
    lines += ["| # | worker | project | status | tokens |", "|---|---|---|---|---|"]
    for number, (process, project) in enumerate(entries, 1):
        status = process.shown_status  # idle, not "ready": it delivered and waits
        budget = spent.get(process.id)
        tokens = "" if budget is None else budget_cell(budget)
        lines.append(
            f"| {number} | {cell(process.engine)} | {cell(project)} | {status} | {tokens} |"
        )
    lines += ["", "`/stop N` stops one; `/mode N plan` changes its mode."]
    return "\n".join(lines)


def budget_cell(budget: Any) -> str:
    """``1.4k/150k``: tokens used of the cap, written as the HUD writes them."""
    if budget.allowed is None:
        return format_count(budget.used)
    return format_budget(budget.used, budget.allowed) + (" · at cap" if budget.at_cap else "")


def inbox_markdown(items: Iterable[Any]) -> str:
    entries = list(items)
    if not entries:
        return "Your inbox is empty."
    rows = ["| id | | title | from | when |", "|---|---|---|---|---|"]
    for item in entries:
        status = getattr(item.status, "value", item.status)
        mark = "●" if status == "unread" else ""
        rows.append(
            f"| {item.id} | {mark} | {cell(item.title)} | {cell(item.source, 30)} "
            f"| {ago(item.created_at, dates=True)} |"
        )
    rows += ["", "`/open ID` shows an item."]
    return "\n".join(rows)


def schedules_markdown(schedules: Iterable[Any]) -> str:
    entries = list(schedules)
    if not entries:
        return (
            "No schedules. Add one in a terminal: "
            '`vance schedule add "0 8 * * 1-5" "brief me on my projects"`.'
        )
    rows = ["| id | when | next | last | prompt |", "|---|---|---|---|---|"]
    for item in entries:
        upcoming = "paused" if item.paused else _local_time(item.next_run_at, item.tz)
        weeks = f" every {item.every_weeks} weeks" if item.every_weeks > 1 else ""
        rows.append(
            f"| {item.id} | `{cell(item.cron, 30)}`{weeks} {cell(item.tz, 30)} | {upcoming} "
            f"| {cell(item.last_status or '—', 12)} | {cell(item.prompt)} |"
        )
    rows += ["", "`/schedules pause|resume|remove|run ID`"]
    return "\n".join(rows)


def _local_time(at: float, tz: str) -> str:
    from datetime import datetime
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        zone: Any = ZoneInfo(tz)
    except (ZoneInfoNotFoundError, ValueError):
        zone = None
    return datetime.fromtimestamp(at, zone).strftime("%a %d %b %H:%M")


def inbox_item_markdown(item: Any) -> str:
    head = f"### #{item.id} · {clean_line(item.title, 200)}"
    source = f"*from {clean_line(item.source, 80)} · {ago(item.created_at, dates=True)}*"
    return f"{head}\n\n{source}\n\n{clean(item.body)}"


def models_markdown(models: Iterable[Any], current: str) -> str:
    rows = [f"In use: **{clean_line(current, 120) or 'unknown'}**", ""]
    entries = list(models)
    if not entries:
        return rows[0] + "\n\nNo other models found."
    # a list, not a table: a name is never cut (it is what /model NAME takes), however narrow
    for m in entries:
        ready = "ready" if m.ready else "not ready"
        detail = clean_line(m.detail, 90)
        rows.append(f"- `{clean_line(m.name, 80)}` — {m.source}, {ready}: {detail}")
    rows += ["", "`/model NAME` switches."]
    return "\n".join(rows)


def session_label(session: Any, now: float | None = None, *, current: bool = False) -> str:
    """``first words · 2 h ago · suspended`` and where it is open (this window, another one);
    the id goes last (``/sessions`` shows it dim: it is for typing, not for reading)."""
    status = getattr(session.status, "value", session.status)
    title = clean_line(session.title or "nothing said yet", 50)
    if current:
        where = " · this window"
    elif session.bound_to:
        where = " · open in another window"
    else:
        where = ""
    when = ago(session.last_active_at, now, dates=True)
    return f"{title} · {when} · {status}{where}"
