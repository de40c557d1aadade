"""``vance eval``: run the hub routing evals and print accuracy per category.

Exit codes: 0 when the run completed (whatever the accuracy — it is a measurement),
1 on errors (bad cases file, every case failed with an error), 2 on bad usage.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from vance_tui.commands import common

if TYPE_CHECKING:
    from brain import CaseResult, EvalCase, EvalReport


def register(app: typer.Typer) -> None:
    app.command("eval")(eval_command)


def eval_command(
    model: Annotated[
        str | None,
        typer.Option(
            "--model",
            help="Model to evaluate (litellm string, or `scripted` for the "
            "deterministic pipeline check). Default: the configured model (the local one if none).",
        ),
    ] = None,
    cases: Annotated[
        Path | None,
        typer.Option("--cases", help="Cases YAML (default: the bundled hub routing cases)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    fastpath_only: Annotated[
        bool,
        typer.Option("--fastpath-only", help="Only the rule-based fast path: no engine, no model."),
    ] = False,
    category: Annotated[
        list[str] | None,
        typer.Option(
            "--category", metavar="NAME", help="Only cases of this category (repeatable)."
        ),
    ] = None,
    router: Annotated[
        bool,
        typer.Option(
            "--router",
            help="Only the intent router and the rules, on the dev and test halves "
            "(action and arguments must be right): no engine, no model.",
        ),
    ] = False,
    timeout: Annotated[float, typer.Option("--timeout", min=1.0, help="Seconds per case.")] = 120.0,
    profile: Annotated[
        str, typer.Option("--profile", help="Client profile (foot can mediate).")
    ] = "foot",
) -> None:
    """Run the hub routing evals: the expected first action of each utterance."""
    from brain import UserFacingError, fastpath_report, load_cases

    if router:
        from brain import routing_eval

        if model is not None or cases is not None or fastpath_only:
            common.fail_usage("--router runs the bundled router on its own cases; drop the rest.")
        typer.echo(common.safe_text(routing_eval(misses=True, as_json=as_json)))
        return
    if fastpath_only and model is not None:
        common.fail_usage("--fastpath-only runs no model; drop --model.")
    if profile not in ("foot", "daemon", "mobile", "web"):
        common.fail_usage(f"Unknown profile {profile!r} (foot, daemon, mobile, web).")
    try:
        chosen = load_cases(cases)
    except UserFacingError as exc:
        common.fail(exc.message, exc.hint)
    if category:
        chosen = [case for case in chosen if case.category in category]
        if not chosen:
            common.fail_usage(f"No case has the category {', '.join(category)}.")
    if fastpath_only:
        report = fastpath_report(chosen)
    else:
        report = common.run(lambda: _run(chosen, model, timeout, profile, progress=not as_json))
    _print(report, as_json)
    if not fastpath_only and all(result.got == "error" for result in report.results):
        first = report.results[0].detail or "unknown error"
        common.fail(f"Every case ended in an error; the first: {first}")


async def _run(
    cases: list[EvalCase], model: str | None, seconds: float, profile: str, *, progress: bool
) -> EvalReport:
    from brain import load_settings, run_evals

    settings = load_settings()
    with tempfile.TemporaryDirectory(prefix="vance-eval-") as folder:
        return await run_evals(
            cases,
            model=model,
            home=Path(folder),
            settings=settings,
            turn_timeout=seconds,
            profile=profile,
            on_result=_progress if progress else None,
        )


def _progress(result: CaseResult) -> None:
    mark = "ok  " if result.ok else "MISS"
    via = f" [{result.via}]" if result.via else ""
    common.err(
        f"{mark} {result.category:<11} {result.got or '-':<17}{via} "
        f"{common.safe_text(result.utterance)[:60]!r} ({result.elapsed_ms:.0f} ms)"
    )


def _print(report: EvalReport, as_json: bool) -> None:
    from brain import format_report

    if as_json:
        typer.echo(json.dumps(report.summary(), ensure_ascii=False))
    else:
        typer.echo(common.safe_text(format_report(report)))
