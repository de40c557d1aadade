"""Routing evals of the router alone (no engine, no model), scored strictly.

The cases live in ``prompts/evals/routing-dev.yaml`` (tune against it) and
``prompts/evals/routing-test.yaml`` (held out): each is an utterance, the first thing the
hub should do (``expect``), and the arguments that must be right too (``args``; ``"~w"`` =
must contain ``w``; ``value`` = the answer text must contain it). A case counts as right
only when the action *and* its arguments are right. A route to the model counts as
``answer`` (the offline default answers with the small model).

::

    report = routing_report(router, fast, load_split("dev"))
    print(format_routing_report([report, routing_report(router, fast, load_split("test"))]))
"""

from __future__ import annotations

import statistics
from importlib import resources
from typing import TYPE_CHECKING, Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from brain.errors import ConfigError

if TYPE_CHECKING:
    from brain.fastpath import FastPath
    from brain.router.route import Route
    from brain.router.router import IntentRouter

SPLITS = ("dev", "test")


class RoutingSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    projects: list[str] | None = None


class RoutingCase(BaseModel):
    model_config = ConfigDict(extra="forbid")

    utterance: str = Field(min_length=1)
    expect: list[str] = Field(min_length=1)
    category: str
    args: dict[str, Any] = Field(default_factory=dict)
    setup: RoutingSetup = Field(default_factory=RoutingSetup)

    @field_validator("expect", mode="before")
    @classmethod
    def _one(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


class RoutingSplit(BaseModel):
    name: str
    projects: list[str] = Field(default_factory=list)
    cases: list[RoutingCase]


def parse_split(text: str, name: str) -> RoutingSplit:
    try:
        data = yaml.safe_load(text)
        return RoutingSplit.model_validate({"name": name, **data})
    except (yaml.YAMLError, ValidationError, TypeError) as exc:
        raise ConfigError(f"The routing eval cases {name!r} are invalid: {exc}") from exc


def load_split(name: str) -> RoutingSplit:
    """``dev`` or ``test`` from the package data."""
    text = resources.files("prompts").joinpath("evals", f"routing-{name}.yaml").read_text("utf-8")
    return parse_split(text, name)


class RoutingResult(BaseModel):
    utterance: str
    category: str
    expect: list[str]
    got: str
    ok: bool
    why: str = ""
    elapsed_ms: float


class RoutingReport(BaseModel):
    split: str
    results: list[RoutingResult]

    @property
    def accuracy(self) -> float:
        return sum(r.ok for r in self.results) / len(self.results) if self.results else 0.0

    def latency(self) -> dict[str, float]:
        times = sorted(r.elapsed_ms for r in self.results)
        if not times:
            return {"p50": 0.0, "p90": 0.0, "max": 0.0}
        return {
            "p50": round(statistics.median(times), 3),
            "p90": round(times[min(len(times) - 1, int(len(times) * 0.9))], 3),
            "max": round(times[-1], 3),
        }

    def by_category(self) -> dict[str, tuple[int, int]]:
        scores: dict[str, tuple[int, int]] = {}
        for r in self.results:
            right, total = scores.get(r.category, (0, 0))
            scores[r.category] = (right + r.ok, total + 1)
        return scores


def got_of(route: Route) -> str:
    """What the hub does first: the target, ``ask_user``, or ``answer`` for the model."""
    if route.decision == "ask":
        return "ask_user"
    if route.decision == "model":
        return "answer"
    return route.target or "answer"


def args_ok(expected: dict[str, Any], route: Route) -> tuple[bool, str]:
    """Every expected argument is right (``~w`` = contains, ``value`` = in the answer)."""
    for key, want in expected.items():
        if key == "value":
            if str(want) not in (route.reply or ""):
                return False, f"answer {route.reply!r} lacks {want}"
            continue
        have = route.args.get(key)
        text = "" if have is None else str(have).lower()
        wanted = str(want).lower()
        if wanted.startswith("~"):
            if wanted[1:] not in text:
                return False, f"{key}={have!r} lacks {wanted[1:]!r}"
        elif text != wanted:
            return False, f"{key}={have!r}, expected {want!r}"
    return True, ""


def score_case(case: RoutingCase, route: Route) -> RoutingResult:
    got = got_of(route)
    ok = got in case.expect
    why = "" if ok else f"{route.intent} ({route.confidence:.2f}, {route.decision})"
    if ok and got == case.expect[0] and got != "ask_user":
        ok, why = args_ok(case.args, route)
    return RoutingResult(
        utterance=case.utterance,
        category=case.category,
        expect=case.expect,
        got=got,
        ok=ok,
        why=why,
        elapsed_ms=route.elapsed_ms,
    )


def routing_report(
    router: IntentRouter,
    split: RoutingSplit,
    *,
    fast: FastPath | None = None,
    available: frozenset[str] | None = None,
) -> RoutingReport:
    from brain.router.turn import route_turn

    router.warm()
    results = []
    for case in split.cases:
        projects = case.setup.projects if case.setup.projects is not None else split.projects
        route = route_turn(
            router, case.utterance, projects=projects, fast=fast, available=available
        )
        results.append(score_case(case, route))
    return RoutingReport(split=split.name, results=results)


def format_routing_report(reports: list[RoutingReport], *, misses: bool = True) -> str:
    categories = list(dict.fromkeys(c for r in reports for c in r.by_category()))
    width = max(len(c) for c in [*categories, "category"]) + 2
    head = f"{'category':<{width}}" + "".join(f"{r.split:>14}" for r in reports)
    lines = ["Routing evals (router alone; action and arguments must be right)", head]
    for category in categories:
        cells = []
        for report in reports:
            right, total = report.by_category().get(category, (0, 0))
            cells.append(f"{right:>5}/{total:<3}{right / total if total else 0:>5.0%} ")
        lines.append(f"{category:<{width}}" + "".join(cells))
    lines.append(
        f"{'overall':<{width}}"
        + "".join(
            f"{sum(x.ok for x in r.results):>5}/{len(r.results):<3}{r.accuracy:>5.0%} "
            for r in reports
        )
    )
    for report in reports:
        lat = report.latency()
        lines.append(
            f"{report.split}: latency p50 {lat['p50']:.2f} ms, p90 {lat['p90']:.2f} ms, "
            f"max {lat['max']:.2f} ms"
        )
    if misses:
        for report in reports:
            wrong = [r for r in report.results if not r.ok]
            if wrong:
                lines.append(f"Misses ({report.split}):")
                lines += [
                    f"  [{r.category}] {r.utterance!r}: expected {'/'.join(r.expect)}, "
                    f"got {r.got} {r.why}"
                    for r in wrong
                ]
    return "\n".join(lines)


def routing_eval(*, misses: bool = False, as_json: bool = False) -> str:
    """``vance eval --router``: the bundled router and rules on both halves, as text (a
    table per category with latency percentiles) or JSON."""
    import json

    from brain.fastpath import FastPath
    from brain.router.router import IntentRouter

    router = IntentRouter.bundled()
    reports = [routing_report(router, load_split(s), fast=FastPath.bundled()) for s in SPLITS]
    if not as_json:
        return format_routing_report(reports, misses=misses)
    return json.dumps(
        {
            "embedder": router.embedder.name,
            "splits": [
                {
                    "split": r.split,
                    "total": len(r.results),
                    "correct": sum(x.ok for x in r.results),
                    "accuracy": round(r.accuracy, 4),
                    "latency_ms": r.latency(),
                    "categories": {
                        c: {"correct": k, "total": n} for c, (k, n) in r.by_category().items()
                    },
                    "misses": [x.model_dump() for x in r.results if not x.ok],
                }
                for r in reports
            ],
        },
        ensure_ascii=False,
    )
