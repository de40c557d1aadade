"""The surface of ``brain.client.Client`` the app, the CLI and voice use, as a typing protocol.

The app never imports the brain's client module at import time (the first frame must paint
before the brain loads); it receives a client from a factory. Tests hand it a fake with the
same surface (``tests/tui/tui_fakes.py``); mypy checks that both satisfy it
(``tests/tui/test_client_protocol.py``). Every argument and result is plain data (ids,
strings, pydantic models), so a client that talks to a resident brain over a socket can
implement it too: no brain objects, paths or process ids of the host in here.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    from brain import (
        ChatMessage,
        Fact,
        Frame,
        InboxItem,
        InboxStatus,
        ModelInfo,
        Process,
        Project,
        Session,
        Settings,
    )

ProgressLevel = Literal["off", "normal", "verbose"]
ApprovalDecision = Literal["once", "session", "deny"]
ProcessCommand = Literal["stop", "pause", "resume"]


class VanceClient(Protocol):
    @property
    def profile(self) -> str: ...

    # connection
    async def close(self) -> None: ...
    async def warm(self, on_status: Callable[[str], None] | None = None) -> None: ...

    # sessions
    async def open_hub(self, session_id: str | None = None, *, new: bool = False) -> Session: ...
    async def bind(self, session_id: str) -> Session: ...
    def subscribe(
        self, session_id: str, listener: Callable[[Frame], None]
    ) -> Callable[[], None]: ...
    async def history(self, session_id: str, limit: int = 200) -> list[ChatMessage]: ...
    async def sessions(self, *, include_workers: bool = False) -> list[Session]: ...

    # talking
    async def send(self, session_id: str, text: str, *, spoken: bool = False) -> ChatMessage: ...
    async def turn(
        self, session_id: str, text: str, *, spoken: bool = False, wait_workers: bool = False
    ) -> list[ChatMessage]: ...
    def resolve_approval(
        self, request_id: str, decision: ApprovalDecision, *, reason: str | None = None
    ) -> None: ...
    async def export_markdown(self, session_id: str) -> str: ...
    async def grants(self, session_id: str) -> list[str]: ...
    async def revoke_grants(self, session_id: str, tool: str | None = None) -> list[str]: ...

    # projects and processes
    async def projects(self, *, include_archived: bool = False) -> list[Project]: ...
    async def create_project(self, name: str, title: str | None = None) -> Project: ...
    async def archive_project(self, name: str) -> Project: ...
    async def processes(self, session_id: str | None = None) -> list[Process]: ...
    async def process_command(self, ref: str, command: ProcessCommand) -> Process: ...
    async def set_mode(self, ref: str, mode: str) -> Process: ...

    # memory
    async def facts(self, query: str = "", *, include_hidden: bool = False) -> list[Fact]: ...
    async def correct_fact(self, fact_id: int, text: str) -> Fact: ...
    async def forget_fact(self, fact_id: int) -> Fact: ...

    # inbox
    async def inbox(self, *, include_archived: bool = False) -> list[InboxItem]: ...
    async def inbox_item(self, item_id: int, *, mark_read: bool = True) -> InboxItem: ...
    async def set_inbox_status(self, item_id: int, status: InboxStatus) -> InboxItem: ...
    async def unread_count(self) -> int: ...

    # settings
    async def settings(self) -> Settings: ...
    async def language(self, session_id: str) -> str | None: ...
    async def set_language(
        self, session_id: str, lang: str, *, session_only: bool = False
    ) -> None: ...
    async def set_progress(self, session_id: str, level: ProgressLevel) -> None: ...

    # models
    async def models(self) -> list[ModelInfo]: ...
    async def set_model(self, name: str) -> None: ...
    def model_description(self) -> str: ...


ClientFactory = Callable[[], "Awaitable[VanceClient] | VanceClient"]


async def default_client_factory() -> VanceClient:
    """The home's resident brain when one runs (closing the window leaves its workers running),
    else an embedded brain with the ``foot`` profile that fires schedules while it runs."""
    from brain.config import resolve_paths
    from brain.remote.resident import connect

    remote: VanceClient | None = await connect(resolve_paths(), profile="foot")
    if remote is not None:
        return remote
    return await embedded_client_factory()


async def embedded_client_factory() -> VanceClient:
    """An in-process brain (``vance --embedded``), imported only when called."""
    from brain import Client

    client: VanceClient = await Client.start(profile="foot", schedules=True)
    return client
