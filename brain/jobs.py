"""Background jobs of the workspace tools (``work_exec_run`` with ``background``).

The table is owned by the brain (a field of :class:`brain.deps.Deps`); closing the brain
kills every job and waits for it.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from brain.errors import ToolError

if TYPE_CHECKING:
    from brain.tools._proc import Command


@dataclass
class Job:
    id: str
    project_id: str
    language: str
    command: Command
    task: asyncio.Task[None] | None = None

    def info(self) -> dict[str, Any]:
        return {"job_id": self.id, "status": self.command.status, "report": self.command.report()}


@dataclass
class JobTable:
    jobs: dict[str, Job] = field(default_factory=dict)

    def running(self) -> list[Job]:
        return [job for job in self.jobs.values() if job.command.status == "running"]

    def get(self, job_id: str, project_id: str) -> Job:
        job = self.jobs.get(job_id.strip())
        if job is None or job.project_id != project_id:
            raise ToolError(f"no job {job_id!r} in this project (jobs end with the app).")
        return job

    async def shutdown(self) -> None:
        """Kill every background job and wait for it (called when the brain closes)."""
        tasks = []
        for job in self.jobs.values():
            job.command.kill()
            if job.task is not None:
                tasks.append(job.task)
        with contextlib.suppress(Exception):
            await asyncio.gather(*tasks, return_exceptions=True)
