"""Running the evals against a model, and the fast path alone."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from brain.config import ModelAliases, Paths, Settings, load_settings
from brain.events.frames import (
    ApprovalRequest,
    Frame,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

    from brain.client import Client
    from brain.engines.registry import EngineFactory

from brain.evals.cases import (
    SCRIPT_NAME,
    SCRIPTED_MODEL,
    WORKER_ENGINE,
    CaseSetup,
    EvalCase,
)
from brain.evals.recorder import (
    TurnRecorder,
    scripted_responder,
)
from brain.evals.report import (
    CaseResult,
    EvalReport,
)

# --- running -----------------------------------------------------------------------------------


def _matches(got: str | None, expect: list[str]) -> bool:
    return got is not None and got in expect


CHECKED_ARGS = ("name", "project", "target", "process", "source")
"""The arguments a tool call must get right (names resolved, clean): free text such as a
task is the model's to word."""


def judge(case: EvalCase, recorder: TurnRecorder) -> tuple[bool, str | None]:
    """Right only when the first action is expected *and* it did what was meant: a tool
    succeeded with the right names (``project``, ``name``, … as in ``case.args``; ``~w`` =
    contains ``w``), no plan-mode loop the case did not ask for, and an answer is usable
    text (not an echo, placeholder, template token, repetition or the honest fallback line).
    Returns (ok, why it is wrong)."""
    from brain.actions import PLAN_ACTIONS
    from brain.llm.guard import FALLBACK, check_answer

    first = recorder.first
    got = first.name if first is not None else None
    if not _matches(got, case.expect):
        if first is not None and first.name in PLAN_ACTIONS and recorder.plan_steps > 1:
            return False, f"plan-mode loop ({recorder.plan_steps} plan actions)"
        return False, None
    assert first is not None
    if got not in PLAN_ACTIONS and recorder.plan_steps and not set(case.expect) & set(PLAN_ACTIONS):
        return False, f"plan-mode detour ({recorder.plan_steps} plan actions)"
    if first.kind == "tool":
        if first.failed:
            return False, f"{got} failed: {first.detail or 'error'}"
        if got == case.expect[0] and first.arguments is not None:
            for key in CHECKED_ARGS:
                if key in case.args:
                    want = str(case.args[key]).lower()
                    have = str(first.arguments.get(key, "")).lower()
                    if want.startswith("~") and want[1:] not in have:
                        return False, f"{key}={have!r} lacks {want[1:]!r}"
                    if not want.startswith("~") and have != want:
                        return False, f"{key}={have!r}, expected {want!r}"
    if got == "answer" and recorder.rule is None:
        text = recorder.answer_text or ""
        if text.strip() in FALLBACK.values():
            return False, "the honest fallback line (the model's answer was unusable)"
        problem = check_answer(text, case.utterance)
        if problem is not None:
            return False, f"unusable answer ({problem}): {text[:80]!r}"
    return True, None


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
    engines: Mapping[str, EngineFactory] | None = None,
) -> EvalReport:
    """Run every case in a fresh hub session under ``home`` (one state folder per case).

    ``model`` overrides the configured model (``scripted`` = the eval script, see
    :func:`scripted_responder`); None uses ``settings`` (default: the environment and no
    config file, i.e. the local model). ``turn_timeout`` bounds each case; ``profile`` is
    the client's connection profile (``foot`` can mediate); ``engines`` replaces the engine set
    (tests run stand-ins)."""
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
            case, paths, case_settings, turn_timeout=turn_timeout, profile=profile, engines=engines
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
    engines: Mapping[str, EngineFactory] | None = None,
) -> CaseResult:
    """One utterance in a fresh hub session; the first tool or action of its turn."""
    from brain.client import Client

    client = await Client.start(
        profile=profile,  # type: ignore[arg-type]
        paths=paths,
        settings=settings,
        engines=engines,
    )
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
    ok, why = judge(case, recorder)
    return CaseResult(
        utterance=case.utterance,
        category=case.category,
        expect=case.expect,
        got=got,
        ok=ok,
        why=why,
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
    for title in setup.inbox:
        await brain.deps.inbox.add(
            source="eval", title=title, body=f"{title}.", notify_session=None
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
