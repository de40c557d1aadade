"""The progress emitter: the only producer of ``process-progress`` frames.

Engines and tools build payloads; the emitter fills the source envelope,
filters by the process's ``progress`` param (``off`` → plan only, ``normal``,
``verbose`` → adds INFO), and publishes to the process's own session and to
the hub session observing it (tagged ``forwarded_by``). Progress is never
persisted and never fed to a model; with nobody subscribed it is dropped.
"""

from __future__ import annotations

from brain.events.frames import (
    ForwardedBy,
    Metrics,
    PlanNode,
    ProcessProgress,
    Status,
    StatusTag,
    UsageDelta,
)
from brain.events.hub import EventHub
from brain.ids import new_id
from brain.models import Process

LEVELS = ("off", "normal", "verbose")


def observer_of(process: Process) -> tuple[str, str] | None:
    """(hub session id, hub process id) watching this worker, if any."""
    session = process.params.observer_session_id
    observer = process.params.observer_process_id
    if session is not None and observer is not None:
        return session, observer
    return None


class ProcessProgressSink:
    """Progress of one process. Create with :meth:`ProgressEmitter.sink`."""

    def __init__(self, events: EventHub, process: Process, project: str | None = None) -> None:
        self._events = events
        self.process = process
        self.project = project
        level = process.params.progress or "normal"
        self.level = level if level in LEVELS else "normal"

    # --- payloads -----------------------------------------------------------------------------

    def metrics(
        self,
        totals: Process,
        *,
        model_alias: str | None,
        last_in: int,
        last_out: int,
        model: str | None = None,
    ) -> None:
        if self.level == "off":
            return
        self._publish(
            "metrics",
            metrics=Metrics(
                tokens_in_total=totals.tokens_in,
                tokens_out_total=totals.tokens_out,
                llm_calls=totals.llm_calls,
                elapsed_ms=totals.elapsed_ms,
                model_alias=model_alias,
                model=model,
                last_call_tokens_in=last_in,
                last_call_tokens_out=last_out,
            ),
        )

    def status(
        self,
        tag: StatusTag,
        text: str,
        *,
        detail: str | None = None,
        tool: str | None = None,
        failed: bool | None = None,
        operation_id: str | None = None,
        usage: UsageDelta | None = None,
    ) -> None:
        if self.level == "off" or (tag == "INFO" and self.level != "verbose"):
            return
        self._publish(
            "status",
            status=Status(
                tag=tag,
                text=text,
                detail=detail,
                tool=tool,
                failed=failed,
                operation_id=operation_id,
                usage=usage,
            ),
        )

    def open(
        self, tag: StatusTag, text: str, *, tool: str | None = None, detail: str | None = None
    ) -> str:
        """Start an operation (TOOL_START, DELEGATING); returns its operation id."""
        operation_id = new_id("op")
        self.status(tag, text, tool=tool, operation_id=operation_id, detail=detail)
        return operation_id

    def close(
        self,
        operation_id: str,
        text: str,
        *,
        tool: str | None = None,
        failed: bool = False,
        detail: str | None = None,
        usage: UsageDelta | None = None,
    ) -> None:
        self.status(
            "TOOL_END",
            text,
            tool=tool,
            failed=failed,
            detail=detail,
            operation_id=operation_id,
            usage=usage,
        )

    def plan(self, root: PlanNode) -> None:
        self._publish("plan", plan=root)  # plan goes out at every level, also "off"

    # --- envelope -----------------------------------------------------------------------------

    def _publish(
        self,
        kind: str,
        *,
        metrics: Metrics | None = None,
        plan: PlanNode | None = None,
        status: Status | None = None,
    ) -> None:
        process = self.process
        frame = ProcessProgress(
            session_id=process.session_id,
            process_id=process.id,
            process_name=process.name,
            process_title=process.title,
            engine=process.engine,
            project=self.project,
            parent_process_id=process.parent_id,
            kind=kind,
            metrics=metrics,
            plan=plan,
            status=status,
        )
        self._events.publish(frame)
        observer = observer_of(process)
        if observer is not None and observer[0] != process.session_id:
            hub_session, hub_process = observer
            self._events.publish(
                frame.model_copy(
                    update={
                        "session_id": hub_session,
                        "forwarded_by": ForwardedBy(
                            engine="eddie", process_id=hub_process, via_session=hub_session
                        ),
                    }
                )
            )


class ProgressEmitter:
    def __init__(self, events: EventHub) -> None:
        self._events = events

    def sink(self, process: Process, project: str | None = None) -> ProcessProgressSink:
        return ProcessProgressSink(self._events, process, project)
