"""Runs parsed slash commands against the client; results become notes in the transcript."""

from __future__ import annotations

import asyncio
import time
from contextvars import ContextVar
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from vance_tui import render
from vance_tui.screens.session_picker import NEW
from vance_tui.slash import Parsed, SlashError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from brain import Process, Session
    from vance_tui.client_api import ProgressLevel, VanceClient
    from vance_tui.hud_model import HudModel
    from vance_tui.voice_bridge import VoiceBridge


class SlashHost(Protocol):
    """What slash commands may do to the window: nothing else of the app is theirs."""

    voice: VoiceBridge
    hud_model: HudModel

    @property
    def session_id(self) -> str | None: ...

    def require_client(self) -> VanceClient: ...

    async def add_note(self, markdown: str, *, title: str | None = None) -> None: ...

    def last_answer(self) -> str | None: ...

    async def pick_session(self, sessions: Sequence[Session]) -> str | None: ...

    def open_session(self, session_id: str | None, *, new: bool = False) -> None: ...

    def go_back(self) -> None: ...

    def warm(self) -> None: ...

    def request_paint(self) -> None: ...

    def set_verbose_progress(self, verbose: bool) -> None: ...

    def copy_text(self, text: str, toast: str) -> None: ...

    def toggle_plan(self) -> None: ...

    def request_quit(self) -> None: ...

    async def show_memory(self) -> None: ...

    async def show_help(self) -> None: ...

    @property
    def hub_session_id(self) -> str | None: ...

    async def cancel_and_tell(self, session_id: str | None) -> None: ...


_TITLE: ContextVar[str | None] = ContextVar("slash_title", default=None)
"""The command line being run (each command runs in its own worker task, so its own value)."""


def export_path(arg: str | None, session_id: str) -> Path:
    if arg:
        return Path(arg).expanduser()
    return Path.cwd() / f"vance-{session_id}-{time.strftime('%Y%m%d-%H%M%S')}.md"


class SlashRunner:
    def __init__(self, app: SlashHost) -> None:
        self.app = app

    async def run(self, parsed: Parsed) -> None:
        _TITLE.set(" ".join(["/" + parsed.name, *parsed.args]))
        handler = getattr(self, f"cmd_{parsed.name}")
        await handler(*parsed.args)

    # --- helpers -----------------------------------------------------------------------------

    @property
    def client(self) -> VanceClient:
        return self.app.require_client()

    @property
    def session(self) -> str:
        if self.app.session_id is None:
            raise SlashError("No session yet: the brain is still starting.")
        return self.app.session_id

    async def say(self, markdown: str) -> None:
        """A note under the command that asked for it."""
        await self.app.add_note(markdown, title=_TITLE.get())

    # --- commands ----------------------------------------------------------------------------

    async def cmd_help(self) -> None:
        await self.app.show_help()

    async def cmd_hub(self) -> None:
        self.app.go_back()

    async def cmd_sessions(self) -> None:
        sessions = await self.client.sessions()
        choice = await self.app.pick_session(sessions)
        if choice is None or choice == self.app.session_id:
            return
        if choice == NEW:
            self.app.open_session(None, new=True)
        else:
            self.app.open_session(choice)

    async def cmd_new(self) -> None:
        self.app.open_session(None, new=True)

    async def cmd_projects(self) -> None:
        await self.say(render.projects_markdown(await self.client.projects()))

    async def cmd_inbox(self) -> None:
        await self.say(render.inbox_markdown(await self.client.inbox()))

    async def cmd_open(self, ref: str) -> None:
        try:
            item_id = int(ref.lstrip("#"))
        except ValueError:
            raise SlashError(f"/open takes an inbox item number, not {ref!r}.") from None
        await self.say(render.inbox_item_markdown(await self.client.inbox_item(item_id)))
        self.app.hud_model.set_unread(await self.client.unread_count())

    async def cmd_schedules(self, verb: str | None = None, ref: str | None = None) -> None:
        if verb is None:
            await self.say(render.schedules_markdown(await self.client.schedules()))
            return
        verbs = ("pause", "resume", "remove", "run")
        if verb.lower() not in verbs or ref is None:
            raise SlashError("Use /schedules, or /schedules pause|resume|remove|run ID.")
        try:
            schedule_id = int(ref.lstrip("#"))
        except ValueError:
            raise SlashError(f"/schedules {verb} takes a schedule number, not {ref!r}.") from None
        match verb.lower():
            case "run":
                run = await self.client.run_schedule(schedule_id)
                await self.say(
                    f"Schedule #{schedule_id} is running now; its result goes to your inbox."
                    if run.status != "skipped"
                    else f"Schedule #{schedule_id} did not run: {run.summary or 'skipped'}."
                )
            case "pause":
                await self.client.schedule_command(schedule_id, "pause")
                await self.say(f"Schedule #{schedule_id} is paused (`/schedules resume {ref}`).")
            case "resume":
                await self.client.schedule_command(schedule_id, "resume")
                await self.say(f"Schedule #{schedule_id} runs again.")
            case _:
                gone = await self.client.schedule_command(schedule_id, "remove")
                await self.say(f"Removed schedule #{gone.id} ({render.cell(gone.prompt)}).")

    async def cmd_grants(self, verb: str | None = None, tool: str | None = None) -> None:
        if verb is None:
            held = await self.client.grants(self.session)
            if not held:
                await self.say(
                    "No grants: every risky tool asks first. (Answer **a** — *for this "
                    "session* — to an approval to allow one until the session ends.)"
                )
                return
            lines = "\n".join(f"- `{name}`" for name in held)
            await self.say(
                f"Allowed without asking in this session:\n\n{lines}\n\n"
                "`/grants revoke TOOL` or `/grants revoke all` takes them back."
            )
            return
        if verb != "revoke" or tool is None:
            raise SlashError("Use /grants, /grants revoke TOOL, or /grants revoke all.")
        gone = await self.client.revoke_grants(self.session, None if tool == "all" else tool)
        if not gone:
            raise SlashError(f"No grant for {tool!r} in this session; /grants lists them.")
        names = ", ".join(f"`{name}`" for name in gone)
        await self.say(f"Revoked: {names}. They ask again next time.")

    async def cmd_memory(self) -> None:
        await self.app.show_memory()

    async def cmd_lang(self, code: str, scope: str | None = None) -> None:
        if scope not in (None, "--session"):
            raise SlashError(f"/lang takes a language code and maybe --session, not {scope!r}.")
        session_only = scope == "--session"
        await self.client.set_language(self.session, code, session_only=session_only)
        await self.app.voice.follow_session(self.client, self.session)  # speak in it too
        where = "in this session" if session_only else "in all your sessions"
        await self.say(
            f"Language: **{code.strip().lower()}** {where}. Eddie answers in it from the next turn."
        )

    async def cmd_voice(self, state: str | None = None) -> None:
        voice = self.app.voice
        if state is None:
            now = "on: Eddie's answers are spoken" if voice.output else "off"
            await self.say(
                f"Voice output is **{now}** (`/voice on|off`, F4). "
                "Press F5 to talk and F5 again to send; F5 or Esc stops Eddie speaking."
            )
        elif await voice.set_output(state == "on"):
            await self.say(
                f"Voice **on**: Eddie's answers are spoken in **{voice.language}**. "
                "F5 or Esc stops him; `/voice off` or F4 turns it off."
            )
        elif state == "off":
            await self.say("Voice **off**: answers are only shown.")

    async def cmd_model(self, name: str | None = None) -> None:
        client = self.client
        if name is None:
            await self.say(
                render.models_markdown(await client.models(), client.model_description())
            )
            return
        await client.set_model(name)
        await self.say(f"Model: **{name}**.")
        self.app.warm()

    async def cmd_progress(self, level: str) -> None:
        await self.client.set_progress(self.session, cast("ProgressLevel", level))  # parse checked
        self.app.set_verbose_progress(level == "verbose")
        await self.say(f"Progress: **{level}**.")

    async def _where(self, process: Process) -> str:
        """``arthur in garden_planner``: how the user knows a worker."""
        for worker, project in await self.client.workers(active_only=False):
            if worker.id == process.id:
                return f"{worker.engine} in {project}"
        return process.engine

    async def cmd_workers(self) -> None:
        workers = await self.client.workers(active_only=True)
        await self.say(render.workers_markdown(workers, await self.client.budgets()))

    async def cmd_mode(self, ref: str, mode: str) -> None:
        process = await self.client.set_mode(ref, mode)
        await self.say(f"{await self._where(process)}: mode **{mode}**.")

    async def cmd_stop(self, ref: str | None = None) -> None:
        """No name: cancel the turn of the session shown. ``eddie``: cancel Eddie's turn
        (never makes the conversation deaf). Else stop the named worker."""
        if ref is None or ref.lower() in ("eddie", "hub"):
            target = self.session if ref is None else self.app.hub_session_id
            await self.app.cancel_and_tell(target)
            return
        report = await self.client.stop_workers(ref)  # a project: all its workers
        await self.say(report.message)

    async def cmd_export(self, path: str | None = None) -> None:
        markdown = await self.client.export_markdown(self.session)
        target = export_path(path, self.session)
        try:
            await asyncio.to_thread(_write, target, markdown)
        except OSError as exc:
            raise SlashError(f"Cannot write {target}: {exc.strerror or exc}.") from exc
        await self.say(f"Saved the conversation to `{target}`.")

    async def cmd_copy(self) -> None:
        answer = self.app.last_answer()
        if answer is None:
            raise SlashError("Nothing to copy yet: there is no answer in this conversation.")
        from vance_tui import clipboard

        copied = await asyncio.to_thread(clipboard.system_copy, answer)
        self.app.copy_text(answer, clipboard.COPIED if copied else clipboard.SENT)

    async def cmd_cost(self) -> None:
        from vance_tui.cost_view import cost_markdown

        session = self.app.hub_session_id or self.session
        ledger = self.app.hud_model.ledger
        requests = ledger.requests if session == self.app.session_id else ()
        await self.say(cost_markdown(await self.client.session_usage(session), requests))

    async def cmd_plan(self) -> None:
        self.app.toggle_plan()

    async def cmd_quit(self) -> None:
        self.app.request_quit()


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
