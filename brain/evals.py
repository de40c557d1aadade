"""Routing evals: does the hub pick the right first action for an utterance?

Each case (``evals/hub_routing.yaml``) is an utterance with the expected *first* thing the
hub does: a hub tool (``project_create``, ``process_list``, …) or a terminal action
(``answer``, ``ask_user``, ``delegate_project``, ``mediate``, …). :func:`run_evals` sends
every utterance to a fresh hub session in its own temporary ``VANCE_HOME`` and records what
came first (:class:`TurnRecorder`): the first ``TOOL_START`` of the hub process, else the
action of the first assistant message (``meta["action"]``, plain text = ``answer``).

``model="scripted"`` registers a scripted model that answers every case with exactly its
expected action, so the run measures the pipeline, deterministically (100 % expected).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from brain.config import ModelAliases, Paths, Settings, load_settings
from brain.errors import ConfigError
from brain.events.frames import (
    ApprovalRequest,
    ChatAppended,
    ErrorNote,
    Frame,
    ProcessProgress,
    SwitchTo,
)
from brain.llm.types import Message

if TYPE_CHECKING:
    from brain.client import Client

DEFAULT_CASES = Path(__file__).resolve().parents[1] / "evals" / "hub_routing.yaml"
SCRIPT_NAME = "evals"
SCRIPTED_MODEL = f"scripted/{SCRIPT_NAME}"
ACTIONS = frozenset(
    {
        "answer",
        "ask_user",
        "relay",
        "relay_inbox",
        "delegate_project",
        "steer_project",
        "mediate",
        "discover",
        "start_plan",
        "propose_plan",
        "start_execution",
        "todo_update",
    }
)
"""Terminal actions (everything else an eval expects is a hub tool)."""
WORKER_ENGINE = "arthur"
"""The engine of the idle workers a case's ``setup.workers`` creates."""
IGNORED_KINDS = frozenset({"recap", "peer"})
"""Assistant messages that are not the turn's answer (``meta["kind"]``)."""


# --- cases -------------------------------------------------------------------------------------


class CaseSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    projects: list[str] = Field(default_factory=list)
    """Projects that exist before the utterance is sent."""
    workers: list[str] = Field(default_factory=list)
    """Projects with an idle worker (``arthur``) session, e.g. to mediate to."""


class EvalCase(BaseModel):
    model_config = ConfigDict(extra="forbid")

    utterance: str = Field(min_length=1)
    expect: list[str] = Field(min_length=1)
    """Acceptable first actions or tools; the first is the canonical one."""
    category: str = Field(min_length=1)
    args: dict[str, Any] = Field(default_factory=dict)
    """Arguments the scripted model uses for its call."""
    setup: CaseSetup = Field(default_factory=CaseSetup)
    note: str | None = None

    @field_validator("expect", mode="before")
    @classmethod
    def _one(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


def parse_cases(text: str, *, source: str = "cases") -> list[EvalCase]:
    """Cases from YAML: a list, or a mapping with ``cases:``. Errors name the case."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"{source} is not valid YAML: {exc}".splitlines()[0]) from exc
    if isinstance(data, dict):
        data = data.get("cases")
    if not isinstance(data, list) or not data:
        raise ConfigError(f"{source} needs a non-empty list of cases (`cases:`).")
    cases: list[EvalCase] = []
    for index, raw in enumerate(data):
        try:
            cases.append(EvalCase.model_validate(raw))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(part) for part in first["loc"])
            raise ConfigError(
                f"{source}, case {index + 1}: {where}: {first['msg']}",
                hint="Each case needs `utterance`, `expect` and `category`.",
            ) from exc
    return cases


def load_cases(path: Path | None = None) -> list[EvalCase]:
    path = path or DEFAULT_CASES
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(
            f"Cannot read the eval cases {path}: {exc}",
            hint="Pass an existing YAML file with --cases.",
        ) from exc
    return parse_cases(text, source=str(path))


# --- results -----------------------------------------------------------------------------------


class CaseResult(BaseModel):
    utterance: str
    category: str
    expect: list[str]
    got: str | None
    """The first tool or action; ``error``; None when nothing happened in time."""
    ok: bool
    via: Literal["fastpath", "model"] | None = None
    rule: str | None = None
    detail: str | None = None
    elapsed_ms: float = 0.0


class CategoryScore(BaseModel):
    category: str
    total: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0


class EvalReport(BaseModel):
    model: str
    results: list[CaseResult]
    elapsed_s: float = 0.0

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def correct(self) -> int:
        return sum(result.ok for result in self.results)

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0

    @property
    def fastpath_hits(self) -> int:
        return sum(result.via == "fastpath" for result in self.results)

    def by_category(self) -> list[CategoryScore]:
        scores: dict[str, CategoryScore] = {}
        for result in self.results:
            score = scores.setdefault(
                result.category, CategoryScore(category=result.category, total=0, correct=0)
            )
            score.total += 1
            score.correct += result.ok
        return list(scores.values())

    def summary(self) -> dict[str, Any]:
        """The machine-readable report (``vance eval --json``)."""
        return {
            "model": self.model,
            "total": self.total,
            "correct": self.correct,
            "accuracy": round(self.accuracy, 4),
            "fastpath_hits": self.fastpath_hits,
            "elapsed_s": round(self.elapsed_s, 2),
            "categories": [
                {**score.model_dump(), "accuracy": round(score.accuracy, 4)}
                for score in self.by_category()
            ],
            "results": [result.model_dump() for result in self.results],
        }


def format_report(report: EvalReport) -> str:
    """A plain-text table: accuracy per category and overall, then the misses."""
    width = max([len("category"), *(len(s.category) for s in report.by_category())]) + 2
    lines = [
        f"Routing evals · model {report.model} · {report.total} cases",
        f"{'category':<{width}}{'cases':>6}{'correct':>9}{'accuracy':>10}",
    ]
    for score in report.by_category():
        lines.append(
            f"{score.category:<{width}}{score.total:>6}{score.correct:>9}{score.accuracy:>10.1%}"
        )
    lines.append(
        f"{'overall':<{width}}{report.total:>6}{report.correct:>9}{report.accuracy:>10.1%}"
    )
    wrong = sum(r.via == "fastpath" and not r.ok for r in report.results)
    lines.append(
        f"The fast path answered {report.fastpath_hits} of {report.total} cases, {wrong} wrongly "
        f"({report.elapsed_s:.1f} s in all)."
    )
    misses = [result for result in report.results if not result.ok]
    if misses:
        lines.append("Misses:")
        for miss in misses:
            got = miss.got or "nothing"
            extra = f" ({miss.detail[:100]})" if miss.detail else ""
            lines.append(
                f"  [{miss.category}] {miss.utterance!r}: expected {' or '.join(miss.expect)}, "
                f"got {got}{extra}"
            )
    return "\n".join(lines)


# --- observing one turn ----------------------------------------------------------------------


class FirstAction(BaseModel):
    kind: Literal["tool", "action", "error"]
    name: str
    detail: str | None = None


class TurnRecorder:
    """A frame listener for one hub turn: the first tool or action after the user's message.

    ``done`` is set once the turn has produced its answer (an assistant or system message)
    or an error. Progress of other processes (workers, forwarded frames) is ignored."""

    def __init__(self, process_id: str | None = None) -> None:
        self.process_id = process_id
        self.first: FirstAction | None = None
        self.rule: str | None = None
        """The fast-path rule that answered (``meta["fastpath"]``), if any."""
        self.answered = False
        self.started = False
        self.model_calls = 0
        """Metrics frames of the hub process in this turn (one per model round-trip)."""
        self.done = asyncio.Event()

    def __call__(self, frame: Frame) -> None:
        if isinstance(frame, ChatAppended):
            self._chat(frame)
        elif not self.started:
            return
        elif isinstance(frame, ProcessProgress):
            status = frame.status
            own = self.process_id is None or frame.process_id == self.process_id
            if own and frame.forwarded_by is None and frame.kind == "metrics" and not self.answered:
                self.model_calls += 1
            if (
                frame.forwarded_by is None
                and own
                and status is not None
                and (frame.kind == "status" and status.tag == "TOOL_START" and status.tool)
            ):
                self._take(FirstAction(kind="tool", name=status.tool))
        elif isinstance(frame, ApprovalRequest):
            self._take(FirstAction(kind="tool", name=frame.tool))
        elif isinstance(frame, SwitchTo):
            self._take(FirstAction(kind="action", name="mediate"))
        elif isinstance(frame, ErrorNote):
            self._take(FirstAction(kind="error", name="error", detail=frame.message))
            self.done.set()

    def _chat(self, frame: ChatAppended) -> None:
        message = frame.message
        if message.role == "user":
            self.started = True
            return
        if not self.started or self.answered:
            return
        if message.role == "assistant":
            if message.meta.get("kind") in IGNORED_KINDS:
                return
            self.answered = True
            rule = message.meta.get("fastpath")
            self.rule = str(rule) if rule else None
            action = str(message.meta.get("action") or "answer")
            self._take(FirstAction(kind="action", name=action))
            self.done.set()
        elif message.role == "system":
            self.answered = True
            self._take(FirstAction(kind="error", name="error", detail=message.content))
            self.done.set()

    @property
    def via(self) -> Literal["fastpath", "model"] | None:
        """Who decided: the fast path (``meta["fastpath"]``, or an answer without any model
        round-trip) or the model; None when the turn did not answer."""
        if self.rule is not None:
            return "fastpath"
        if self.model_calls:
            return "model"
        first = self.first
        return "fastpath" if self.answered and first is not None and first.kind != "error" else None

    def _take(self, action: FirstAction) -> None:
        if self.first is None:
            self.first = action


# --- the scripted model for the pipeline run ---------------------------------------------------

_DEFAULT_ARGS: dict[str, dict[str, Any]] = {
    "ask_user": {
        "message": "Could you tell me a bit more about what you need?",
        "options": [{"label": "Explain more"}, {"label": "Never mind"}],
    },
    "delegate_project": {"project": "eval_project", "task": "{utterance}"},
    "mediate": {"target": "eval_project", "reason": "You asked to switch."},
    "relay": {"source": "eval_project", "message": "The worker says hello."},
    "discover": {"intent": "{utterance}"},
    "project_create": {"name": "eval_project"},
    "project_open": {"name": "eval_project"},
    "project_archive": {"name": "eval_project"},
    "process_list": {"active_only": True},
    "process_command": {"process": "eval_project", "command": "stop"},
    "inbox_list": {"unread_only": False},
    "inbox_read": {"item_id": 1},
    "memory_remember": {"fact": "{utterance}"},
}


def scripted_responder(cases: Iterable[EvalCase]) -> Callable[..., Any]:
    """A responder for ``scripted/evals``: each case's utterance gets its expected action
    (as a tool call; ``answer`` as plain text). Once a tool has run in the turn, or for
    messages that are no case (a worker's task), it answers in plain text."""
    from brain.llm.scripted import Reply, ScriptedToolCall

    by_text = {case.utterance.strip().lower(): case for case in cases}

    def respond(messages: list[Message], tools: list[dict[str, Any]] | None) -> Reply:
        said, after = _last_user(messages)
        case = _find_case(said, by_text)
        if case is None or after:
            return Reply(text="Done.")
        expected = case.expect[0]
        if expected == "answer":
            return Reply(text="Here is my answer.")
        args = case.args or {
            key: value.replace("{utterance}", case.utterance) if isinstance(value, str) else value
            for key, value in _DEFAULT_ARGS.get(expected, {}).items()
        }
        return Reply(tool_calls=[ScriptedToolCall(name=expected, arguments=args)])

    return respond


def _last_user(messages: list[Message]) -> tuple[str, bool]:
    """The last user message's text, and whether a tool ran after it."""
    from brain.llm.scripted import last_user_text

    for index in range(len(messages) - 1, -1, -1):
        if messages[index].get("role") == "user":
            later = messages[index + 1 :]
            ran = any(m.get("role") == "tool" or m.get("tool_calls") for m in later)
            return last_user_text(messages), ran
    return "", False


def _find_case(said: str, by_text: dict[str, EvalCase]) -> EvalCase | None:
    text = said.strip().lower()
    if text in by_text:
        return by_text[text]
    for line in text.splitlines():  # the engine may wrap the input in context lines
        if line.strip() in by_text:
            return by_text[line.strip()]
    return None


# --- running -----------------------------------------------------------------------------------


def _matches(got: str | None, expect: list[str]) -> bool:
    return got is not None and got in expect


def eval_settings(base: Settings | None, model: str | None) -> Settings:
    """``base`` with ``model`` for both aliases (``scripted`` = the eval script)."""
    settings = base or Settings()
    if model is None:
        return settings
    if model in ("scripted", SCRIPTED_MODEL):
        model = SCRIPTED_MODEL
    return settings.model_copy(update={"model": model, "models": ModelAliases()})


async def run_evals(
    cases: list[EvalCase],
    *,
    model: str | None,
    home: Path,
    settings: Settings | None = None,
    turn_timeout: float = 120.0,
    profile: str = "foot",
    on_result: Callable[[CaseResult], None] | None = None,
) -> EvalReport:
    """Run every case in a fresh hub session under ``home`` (one state folder per case).

    ``model`` overrides the configured model (``scripted`` = the eval script, see
    :func:`scripted_responder`); None uses ``settings`` (default: the environment and no
    config file, i.e. the local model). ``turn_timeout`` bounds each case; ``profile`` is
    the client's connection profile (``foot`` can mediate)."""
    from brain.llm.gateway import ModelGateway

    if model in ("scripted", SCRIPTED_MODEL):
        from brain.llm.scripted import register_script

        register_script(SCRIPT_NAME, scripted_responder(cases))
    started = time.perf_counter()
    results: list[CaseResult] = []
    description = ""
    for index, case in enumerate(cases):
        case_home = home / f"case-{index + 1:03d}"
        paths = Paths(
            config_dir=case_home / "config", data_dir=case_home / "data", log_dir=case_home / "logs"
        )
        case_settings = eval_settings(settings or load_settings(paths), model)
        if not description:
            description = ModelGateway(case_settings).describe()
        result = await run_case(
            case, paths, case_settings, turn_timeout=turn_timeout, profile=profile
        )
        results.append(result)
        if on_result is not None:
            on_result(result)
    return EvalReport(model=description, results=results, elapsed_s=time.perf_counter() - started)


async def run_case(
    case: EvalCase,
    paths: Paths,
    settings: Settings,
    *,
    turn_timeout: float,
    profile: str = "foot",
) -> CaseResult:
    """One utterance in a fresh hub session; the first tool or action of its turn."""
    from brain.client import Client

    client = await Client.start(profile=profile, paths=paths, settings=settings)  # type: ignore[arg-type]
    try:
        await _set_up(client, case.setup)
        session = await client.open_hub(new=True)
        await client.set_progress(session.id, "verbose")
        process = await client.brain.sessions.chat_process(session.id)
        recorder = TurnRecorder(process.id)

        def deny(frame: Frame) -> None:  # nobody is there to approve risky tools
            if isinstance(frame, ApprovalRequest):
                client.resolve_approval(frame.request_id, "deny")

        unsubscribe = [client.subscribe(session.id, recorder), client.subscribe(session.id, deny)]
        sent = time.perf_counter()
        await client.send(session.id, case.utterance)
        timed_out = not await _wait_turn(client, recorder, turn_timeout)
        elapsed_ms = (time.perf_counter() - sent) * 1000
        for stop in unsubscribe:
            stop()
        await client.brain.runtime.stop(grace=1.0)  # workers the case started need not finish
    finally:
        await client.close()
    first = recorder.first
    got = first.name if first is not None else None
    detail = first.detail if first is not None else ("timed out" if timed_out else "no action")
    return CaseResult(
        utterance=case.utterance,
        category=case.category,
        expect=case.expect,
        got=got,
        ok=_matches(got, case.expect),
        via=recorder.via,
        rule=recorder.rule,
        detail=detail,
        elapsed_ms=round(elapsed_ms, 1),
    )


async def _set_up(client: Client, setup: CaseSetup) -> None:
    from brain.models import SessionKind

    brain = client.brain
    for name in dict.fromkeys([*setup.projects, *setup.workers]):
        await brain.projects.create(name)
    for name in setup.workers:
        project = await brain.projects.get(name)
        await brain.sessions.create(
            project, kind=SessionKind.WORKER, engine=WORKER_ENGINE, process_name=WORKER_ENGINE
        )


async def _wait_turn(client: Client, recorder: TurnRecorder, seconds: float) -> bool:
    """Until the turn answered or the runtime is idle; False on timeout."""
    answered = asyncio.ensure_future(recorder.done.wait())
    idle = asyncio.ensure_future(client.brain.runtime.wait_idle())
    try:
        done, _pending = await asyncio.wait(
            {answered, idle}, timeout=seconds, return_when=asyncio.FIRST_COMPLETED
        )
    finally:
        for task in (answered, idle):
            task.cancel()
        await asyncio.gather(answered, idle, return_exceptions=True)
    return bool(done)


# --- the fast path alone -------------------------------------------------------------------


def fastpath_report(cases: list[EvalCase], *, language: str = "en") -> EvalReport:
    """What the bundled fast path alone does with the cases (no engine, no model): a case
    it does not match counts as handed to the model (``got`` None)."""
    from brain.fastpath import FastPath

    fast = FastPath.bundled()
    started = time.perf_counter()
    results: list[CaseResult] = []
    for case in cases:
        began = time.perf_counter()
        known = [*case.setup.projects, *case.setup.workers]
        hit = fast.match(case.utterance, language=language, projects=known)
        elapsed_ms = (time.perf_counter() - began) * 1000
        got = None if hit is None else (hit.tool or str(hit.action["type"]))
        results.append(
            CaseResult(
                utterance=case.utterance,
                category=case.category,
                expect=case.expect,
                got=got,
                ok=_matches(got, case.expect),
                via="fastpath" if hit else "model",
                rule=hit.rule if hit else None,
                detail=None if hit else "left to the model",
                elapsed_ms=round(elapsed_ms, 3),
            )
        )
    return EvalReport(
        model="fast path only", results=results, elapsed_s=time.perf_counter() - started
    )
