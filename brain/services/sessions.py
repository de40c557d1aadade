"""Sessions: bind a window to a hub session (resume or create), suspend on close."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from brain.errors import NotFound
from brain.ids import now
from brain.models import Process, Project, Session, SessionKind, SessionStatus
from brain.services.home import Home
from brain.services.settings import SettingsService
from brain.store import Store
from brain.store import sessions as repo
from brain.wire import ProcessParams

HUB_ENGINE = "eddie"


class SessionService:
    def __init__(self, store: Store, home: Home, settings: SettingsService) -> None:
        self._store = store
        self._home = home
        self._settings = settings

    async def open_hub(
        self, client_id: str, *, session_id: str | None = None, new: bool = False
    ) -> Session:
        """Bind ``client_id`` to a hub session: the given one, else an unbound suspended one not
        older than ``home.session.maxIdleAge``, else a new one with its Eddie process."""
        if session_id is not None:
            return await self.bind(client_id, session_id)
        if not new:
            max_age = float(await self._settings.get("home.session.maxIdleAge") or 0)
            async with self._store.transaction() as tx:
                session = await repo.claim_suspended_hub_session(
                    tx, self._home.tenant_id, self._home.user_id, client_id, now() - max_age
                )
            if session is not None:
                return await self._described(session.id) or session
        session, _process = await self.create(
            self._home.user_project,
            kind=SessionKind.HUB,
            engine=HUB_ENGINE,
            process_name=HUB_ENGINE,
            client_id=client_id,
        )
        return session

    async def create(
        self,
        project: Project,
        *,
        kind: SessionKind,
        engine: str,
        process_name: str,
        client_id: str | None = None,
        title: str | None = None,
        params: ProcessParams | None = None,
        inside: Callable[[Process], Awaitable[object]] | None = None,
    ) -> tuple[Session, Process]:
        """A session with its chat process, in one transaction; ``inside`` runs in it too
        (a worker's first message is posted with it: no worker without its task)."""
        async with self._store.transaction() as tx:
            session = await repo.insert_session(
                tx,
                tenant_id=self._home.tenant_id,
                user_id=self._home.user_id,
                project_id=project.id,
                kind=kind,
                engine=engine,
                bound_to=client_id,
                title=title,
            )
            process = await repo.insert_process(
                tx,
                tenant_id=self._home.tenant_id,
                session_id=session.id,
                project_id=project.id,
                engine=engine,
                name=process_name,
                title=title,
                params=params,
            )
            if inside is not None:
                await inside(process)
        return session, process

    async def bind(self, client_id: str, session_id: str) -> Session:
        session = await repo.get_session(self._store, self._home.tenant_id, session_id)
        if session.user_id != self._home.user_id:
            raise NotFound(f"No session {session_id}.")
        await repo.set_session_state(
            self._store, self._home.tenant_id, session_id, SessionStatus.ACTIVE, client_id
        )
        bound = await self._described(session_id)  # named as the list names it
        return bound or await repo.get_session(self._store, self._home.tenant_id, session_id)

    async def suspend(self, session_id: str) -> None:
        await repo.set_session_state(
            self._store, self._home.tenant_id, session_id, SessionStatus.SUSPENDED, None
        )

    async def get(self, session_id: str) -> Session:
        return await repo.get_session(self._store, self._home.tenant_id, session_id)

    async def list(self, kind: SessionKind | None = None) -> list[Session]:
        """Most recently active first, each with what tells it apart: its title, else its
        first user line, and ``last_active_at`` including its last message."""
        summaries = await repo.session_summaries(
            self._store, self._home.tenant_id, self._home.user_id, kind=kind
        )
        return [_with_summary(summary) for summary in summaries]

    async def _described(self, session_id: str) -> Session | None:
        summaries = await repo.session_summaries(
            self._store, self._home.tenant_id, self._home.user_id, session_id=session_id
        )
        return _with_summary(summaries[0]) if summaries else None

    async def chat_process(self, session_id: str) -> Process:
        """The session's own chat process (the one running the session's engine)."""
        session = await self.get(session_id)
        for process in await repo.processes_of_session(self._store, session_id):
            if process.engine == session.engine and process.parent_id is None:
                return process
        raise NotFound(f"Session {session_id} has no chat process.")


def _with_summary(summary: repo.SessionSummary) -> Session:
    """The session with what tells it apart: its title (else its first user line) and its
    last activity (its last message included)."""
    return summary.session.model_copy(
        update={"title": summary.title or None, "last_active_at": summary.last_activity}
    )
