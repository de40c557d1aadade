"""The routing evals: cases, first-action extraction from frames, the scripted responder,
reports, the runner (on a stand-in engine) and ``vance eval``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from brain import evals
from brain.config import Settings
from brain.deps import Deps
from brain.engines.registry import EngineFactory
from brain.errors import ConfigError
from brain.evals import (
    CaseResult,
    EvalCase,
    EvalReport,
    TurnRecorder,
    fastpath_report,
    format_report,
    load_cases,
    parse_cases,
    run_evals,
    scripted_responder,
)
from brain.events.frames import (
    ApprovalRequest,
    ChatAppended,
    ForwardedBy,
    Metrics,
    ProcessProgress,
    Status,
    SwitchTo,
)
from brain.models import ChatMessage, ProcessStatus
from brain.runtime.lanes import TurnContext
from brain.wire import ChatMeta, UserInput
from vance_tui.commands import evals as eval_command

HUB_TOOLS = {
    "how_do_i",
    "project_create",
    "project_list",
    "project_open",
    "project_archive",
    "process_list",
    "process_command",
    "inbox_list",
    "inbox_read",
    "memory_remember",
}

# --- cases -------------------------------------------------------------------------------------


def test_the_bundled_cases() -> None:
    cases = load_cases()
    assert len(cases) >= 30
    categories = {case.category for case in cases}
    assert {
        "projects",
        "delegation",
        "mediation",
        "status",
        "inbox",
        "memory",
        "arithmetic",
        "time",
        "smalltalk",
        "questions",
    } <= categories
    for case in cases:
        assert set(case.expect) <= evals.ACTIONS | HUB_TOOLS, case.utterance
    expected = {case.expect[0] for case in cases}
    assert {
        "answer",
        "ask_user",
        "delegate_project",
        "mediate",
        "project_create",
        "project_list",
    } <= expected
    assert len({case.utterance for case in cases}) == len(cases)


def test_cases_accept_one_or_several_expectations() -> None:
    cases = parse_cases(
        "cases:\n"
        "  - {utterance: hi, expect: answer, category: smalltalk}\n"
        "  - {utterance: huh, expect: [ask_user, answer], category: questions,\n"
        "     setup: {projects: [a]}}\n"
    )
    assert cases[0].expect == ["answer"]
    assert cases[1].expect == ["ask_user", "answer"]
    assert cases[1].setup.projects == ["a"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("cases: [", "not valid YAML"),
        ("cases: []", "non-empty list"),
        ("just text", "non-empty list"),
        ("- {utterance: hi, category: smalltalk}", "case 1: expect"),
        (
            "- {utterance: hi, expect: answer, category: x}\n- {utterance: '', expect: answer, "
            "category: x}",
            "case 2: utterance",
        ),
        ("- {utterance: hi, expect: answer, category: x, colour: red}", "case 1: colour"),
    ],
)
def test_bad_cases_are_named(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_cases(text)


def test_a_missing_cases_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="Cannot read the eval cases"):
        load_cases(tmp_path / "nope.yaml")


# --- frames → first action ---------------------------------------------------------------------


def _chat(role: str, meta: dict[str, Any] | None = None, content: str = "text") -> ChatAppended:
    message = ChatMessage(
        id=1,
        tenant_id="t",
        session_id="s",
        process_id="p",
        role=role,
        author="eddie",
        content=content,
        meta=ChatMeta.model_validate(meta or {}),
        created_at=0.0,
    )
    return ChatAppended(session_id="s", message=message)


def _progress(
    tag: str = "TOOL_START",
    tool: str | None = "project_list",
    process_id: str = "p",
    forwarded: bool = False,
) -> ProcessProgress:
    return ProcessProgress(
        session_id="s",
        process_id=process_id,
        process_name="eddie",
        engine="eddie",
        kind="status",
        status=Status(tag=tag, text="…", tool=tool),  # type: ignore[arg-type]
        forwarded_by=ForwardedBy(engine="arthur", process_id="w", via_session="s")
        if forwarded
        else None,
    )


def _record(*frames: Any, process_id: str | None = "p") -> TurnRecorder:
    recorder = TurnRecorder(process_id)
    for frame in frames:
        recorder(frame)
    return recorder


def test_a_tool_before_the_answer_is_the_first_action() -> None:
    recorder = _record(
        _chat("user"),
        _progress("ENGINE_TURN_START", None),
        _progress("TOOL_START", "project_list"),
        _progress("TOOL_START", "project_open"),
        _chat("assistant", {"action": "answer", "fastpath": "project_list_en"}),
    )
    assert recorder.first is not None
    assert (recorder.first.kind, recorder.first.name) == ("tool", "project_list")
    assert recorder.rule == "project_list_en"
    assert recorder.done.is_set()


def test_without_a_tool_the_action_of_the_answer_counts() -> None:
    recorder = _record(_chat("user"), _chat("assistant", {"action": "ask_user"}))
    assert recorder.first is not None and recorder.first.name == "ask_user"
    assert recorder.rule is None
    plain = _record(_chat("user"), _chat("assistant"))
    assert plain.first is not None and plain.first.name == "answer"


def _metrics(process_id: str = "p") -> ProcessProgress:
    return ProcessProgress(
        session_id="s",
        process_id=process_id,
        process_name="eddie",
        engine="eddie",
        kind="metrics",
        metrics=Metrics(tokens_in_total=1, tokens_out_total=1, llm_calls=1, elapsed_ms=1.0),
    )


def test_who_decided() -> None:
    by_model = _record(_chat("user"), _metrics(), _chat("assistant", {"action": "answer"}))
    assert by_model.via == "model" and by_model.model_calls == 1
    by_rules = _record(_chat("user"), _metrics("worker"), _chat("assistant"))
    assert by_rules.via == "fastpath"
    marked = _record(_chat("user"), _metrics(), _chat("assistant", {"fastpath": "time_en"}))
    assert marked.via == "fastpath"
    failed = _record(_chat("user"), _chat("system", content="boom"))
    assert failed.via is None
    assert _record(_chat("user")).via is None


def test_frames_before_the_users_message_are_ignored() -> None:
    recorder = _record(
        _chat("assistant", {"action": "answer"}),
        _progress("TOOL_START", "inbox_list"),
        _chat("user"),
        _chat("assistant", {"action": "delegate_project"}),
    )
    assert recorder.first is not None and recorder.first.name == "delegate_project"


def test_worker_progress_and_recaps_are_ignored() -> None:
    recorder = _record(
        _chat("user"),
        _progress("TOOL_START", "web_search", forwarded=True),
        _progress("TOOL_START", "doc_read", process_id="worker"),
        _chat("assistant", {"action": "answer", "kind": "recap"}),
        _chat("assistant", {"action": "mediate"}),
        _chat("assistant", {"action": "answer"}),
    )
    assert recorder.first is not None and recorder.first.name == "mediate"


def test_switch_to_and_approvals_count_as_first_actions() -> None:
    switch = SwitchTo(session_id="s", target_session_id="w", project="garden", label="garden")
    assert _record(_chat("user"), switch).first.name == "mediate"  # type: ignore[union-attr]
    approval = ApprovalRequest(
        session_id="s", request_id="r", process_id="p", tool="client_exec_run", summary="ls"
    )
    first = _record(_chat("user"), approval).first
    assert first is not None and (first.kind, first.name) == ("tool", "client_exec_run")


def test_errors_end_the_turn() -> None:
    noted = _record(_chat("user"), _chat("system", content="No engine named 'eddie'."))
    assert noted.first is not None
    assert (noted.first.name, noted.first.detail) == ("error", "No engine named 'eddie'.")
    assert noted.done.is_set()


# --- the scripted responder ---------------------------------------------------------------------


CASES = [
    EvalCase(utterance="list my projects", expect=["project_list"], category="projects"),
    EvalCase(utterance="hi", expect=["answer"], category="smalltalk"),
    EvalCase(
        utterance="plan a garden",
        expect=["delegate_project"],
        category="delegation",
        args={"project": "garden", "task": "Plan it."},
    ),
    EvalCase(utterance="do the thing", expect=["ask_user"], category="questions"),
]


def _user(text: str) -> list[dict[str, Any]]:
    return [{"role": "system", "content": "You are Eddie."}, {"role": "user", "content": text}]


def test_the_responder_replays_the_expected_action() -> None:
    respond = scripted_responder(CASES)
    reply = respond(_user("List my projects"), None)
    assert [(c.name, c.arguments) for c in reply.tool_calls] == [("project_list", {})]
    reply = respond(_user("plan a garden"), None)
    assert [(c.name, c.arguments) for c in reply.tool_calls] == [
        ("delegate_project", {"project": "garden", "task": "Plan it."})
    ]
    reply = respond(_user("do the thing"), None)
    assert reply.tool_calls[0].name == "ask_user"
    assert reply.tool_calls[0].arguments["options"]
    assert respond(_user("hi"), None).text and not respond(_user("hi"), None).tool_calls


def test_the_responder_answers_plainly_after_a_tool_and_for_strangers() -> None:
    respond = scripted_responder(CASES)
    after = [
        *_user("list my projects"),
        {"role": "assistant", "content": "", "tool_calls": [{"id": "1"}]},
        {"role": "tool", "content": "garden, thesis"},
    ]
    assert respond(after, None).tool_calls == []
    assert respond(_user("a worker's task about hi there"), None).tool_calls == []
    wrapped = _user("Recap: nothing new.\nlist my projects")
    assert respond(wrapped, None).tool_calls[0].name == "project_list"


# --- reports -----------------------------------------------------------------------------------


def _result(category: str, ok: bool, via: str | None = "model") -> CaseResult:
    return CaseResult(
        utterance=f"{category} {ok}",
        category=category,
        expect=["answer"],
        got="answer" if ok else "ask_user",
        ok=ok,
        via=via,  # type: ignore[arg-type]
    )


def test_accuracy_per_category_and_overall() -> None:
    report = EvalReport(
        model="m",
        results=[
            _result("projects", True, "fastpath"),
            _result("projects", False),
            _result("time", True, "fastpath"),
            _result("questions", True),
        ],
    )
    scores = {s.category: (s.total, s.correct, s.accuracy) for s in report.by_category()}
    assert scores == {"projects": (2, 1, 0.5), "time": (1, 1, 1.0), "questions": (1, 1, 1.0)}
    assert (report.total, report.correct, report.accuracy) == (4, 3, 0.75)
    text = format_report(report)
    rows = [line.split() for line in text.splitlines()]
    assert ["projects", "2", "1", "50.0%"] in rows
    assert ["overall", "4", "3", "75.0%"] in rows
    assert "answered 2 of 4 cases, 0 wrongly" in text
    assert "'projects False': expected answer, got ask_user" in text
    summary = report.summary()
    assert summary["accuracy"] == 0.75 and summary["fastpath_hits"] == 2
    assert json.dumps(summary)


def test_the_fast_path_alone_never_answers_wrongly() -> None:
    report = fastpath_report(load_cases())
    hits = [result for result in report.results if result.via == "fastpath"]
    assert len(hits) >= 20
    assert all(result.ok for result in hits), [r for r in hits if not r.ok]
    assert all(result.got is None for result in report.results if result.via == "model")


# --- the runner, on a stand-in engine -----------------------------------------------------------


class StandInEddie:
    """Answers "list …" with the project_list tool, anything else with ask_user."""

    name = "eddie"
    reactive = True

    def __init__(self, deps: Deps) -> None:
        self.deps = deps

    async def run_turn(self, ctx: TurnContext) -> ProcessStatus:
        process = ctx.process
        payload = ctx.messages[-1].payload
        assert isinstance(payload, UserInput)
        text = payload.text
        assert ctx.process.params.progress == "verbose"
        if text.startswith("list"):
            self.deps.events.publish(
                ProcessProgress(
                    session_id=process.session_id,
                    process_id=process.id,
                    process_name="eddie",
                    engine="eddie",
                    kind="status",
                    status=Status(tag="TOOL_START", text="project_list", tool="project_list"),
                )
            )
        else:  # a model round-trip
            self.deps.events.publish(
                ProcessProgress(
                    session_id=process.session_id,
                    process_id=process.id,
                    process_name="eddie",
                    engine="eddie",
                    kind="metrics",
                    metrics=Metrics(
                        tokens_in_total=10, tokens_out_total=2, llm_calls=1, elapsed_ms=5.0
                    ),
                )
            )
        projects = [p.name for p in await self.deps.projects.list()]
        action = "answer" if text.startswith("list") else "ask_user"
        await self.deps.chat.append(
            process.session_id,
            role="assistant",
            author="eddie",
            content=", ".join(projects),
            process_id=process.id,
            meta=ChatMeta(action=action),
        )
        return ProcessStatus.READY


STAND_IN = {"eddie": StandInEddie}


@pytest.fixture
def stand_in() -> Mapping[str, EngineFactory]:
    return STAND_IN


async def test_run_evals_records_the_first_action_per_case(
    stand_in: Mapping[str, EngineFactory], tmp_path: Path
) -> None:
    cases = [
        EvalCase(
            utterance="list my projects",
            expect=["project_list"],
            category="projects",
            setup={"projects": ["garden"]},
        ),  # type: ignore[arg-type]
        EvalCase(utterance="do the thing", expect=["ask_user"], category="questions"),
        EvalCase(utterance="what is 2+2", expect=["answer"], category="arithmetic"),
    ]
    seen: list[CaseResult] = []
    report = await run_evals(
        cases,
        model="scripted",
        home=tmp_path,
        turn_timeout=20,
        on_result=seen.append,
        engines=stand_in,
    )
    assert [r.got for r in report.results] == ["project_list", "ask_user", "ask_user"]
    assert [r.ok for r in report.results] == [True, True, False]
    assert [r.via for r in report.results] == ["fastpath", "model", "model"]
    assert seen == report.results
    assert report.model.startswith("scripted/evals")
    assert (tmp_path / "case-001" / "data" / "vance.db").exists()
    from brain.llm.scripted import registered_script_names

    assert "evals" in registered_script_names()


async def test_a_case_that_does_nothing_times_out(tmp_path: Path) -> None:
    class Silent:
        name = "eddie"
        reactive = True

        def __init__(self, deps: Deps) -> None:
            pass

        async def run_turn(self, ctx: TurnContext) -> ProcessStatus:
            return ProcessStatus.READY

    case = EvalCase(utterance="hello?", expect=["answer"], category="smalltalk")
    report = await run_evals(
        [case],
        model=None,
        home=tmp_path,
        settings=Settings(),
        turn_timeout=5,
        engines={"eddie": Silent},
    )
    assert report.results[0].got is None
    assert report.results[0].detail == "no action"


def test_eval_settings_override_both_aliases() -> None:
    base = Settings(models={"fast": "openai/gpt-4o-mini"})  # type: ignore[arg-type]
    chosen = evals.eval_settings(base, "scripted")
    assert chosen.model_for("default:fast") == "scripted/evals"
    assert chosen.model_for("default:smart") == "scripted/evals"
    assert evals.eval_settings(base, None) is base


# --- vance eval ---------------------------------------------------------------------------------


@pytest.fixture
def cli() -> typer.Typer:
    app = typer.Typer()
    eval_command.register(app)

    @app.command()
    def other() -> None:  # a second command keeps `eval` a sub-command
        pass

    return app


def test_vance_eval_fastpath_only(cli: typer.Typer) -> None:
    result = CliRunner().invoke(cli, ["eval", "--fastpath-only"])
    assert result.exit_code == 0, result.output
    assert "model fast path only" in result.output
    assert "overall" in result.output


def test_vance_eval_json(cli: typer.Typer) -> None:
    result = CliRunner().invoke(cli, ["eval", "--fastpath-only", "--json", "--category", "time"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["accuracy"] == 1.0 and data["total"] == 2
    assert [c["category"] for c in data["categories"]] == ["time"]


def test_vance_eval_errors(cli: typer.Typer, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("cases: [", encoding="utf-8")
    result = CliRunner().invoke(cli, ["eval", "--cases", str(bad)])
    assert result.exit_code == 1
    assert "not valid YAML" in result.stderr
    usage = CliRunner().invoke(cli, ["eval", "--fastpath-only", "--model", "x"])
    assert usage.exit_code == 2
    none = CliRunner().invoke(cli, ["eval", "--fastpath-only", "--category", "nope"])
    assert none.exit_code == 2


def _engines_for_the_cli(
    monkeypatch: pytest.MonkeyPatch, engines: Mapping[str, EngineFactory]
) -> None:
    """`vance eval` runs the real runner; only the engine set is replaced (its seam)."""
    import brain
    from brain.evals import run_evals as real

    monkeypatch.setattr(brain, "run_evals", partial(real, engines=engines), raising=False)


def test_vance_eval_runs_the_engine(
    cli: typer.Typer,
    stand_in: Mapping[str, EngineFactory],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _engines_for_the_cli(monkeypatch, stand_in)
    cases = tmp_path / "cases.yaml"
    cases.write_text(
        "- {utterance: list my projects, expect: project_list, category: projects}\n"
        "- {utterance: what now, expect: answer, category: questions}\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(cli, ["eval", "--model", "scripted", "--cases", str(cases)])
    assert result.exit_code == 0, result.output
    assert ["overall", "2", "1", "50.0%"] in [line.split() for line in result.stdout.splitlines()]
    assert "ok   projects" in result.stderr


def test_vance_eval_fails_when_every_case_errors(
    cli: typer.Typer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from brain.errors import UserFacingError

    class Broken:
        name = "eddie"
        reactive = True

        def __init__(self, deps: Deps) -> None:
            pass

        async def run_turn(self, ctx: TurnContext) -> ProcessStatus:
            raise UserFacingError("The model is not reachable.")

    _engines_for_the_cli(monkeypatch, {"eddie": Broken})
    cases = tmp_path / "cases.yaml"
    cases.write_text("- {utterance: hi, expect: answer, category: smalltalk}\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["eval", "--model", "scripted", "--cases", str(cases)])
    assert result.exit_code == 1
    assert "Every case ended in an error; the first: The model is not reachable." in result.stderr
