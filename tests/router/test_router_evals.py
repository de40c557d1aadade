"""The routing evals: independent of the router's examples, scored strictly."""

from __future__ import annotations

import re

import pytest

from brain.evals.routing import RoutingCase, load_split, routing_report, score_case
from brain.fastpath import FastPath
from brain.router import IntentRouter, Route, bundled_intents


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def _grams(text: str) -> set[str]:
    padded = f" {_norm(text)} "
    return {padded[i : i + 4] for i in range(len(padded) - 3)}


def _examples() -> list[str]:
    return [t for i in bundled_intents().intents.values() for ts in i.examples.values() for t in ts]


def test_both_halves_have_enough_cases_in_every_category() -> None:
    dev, test = load_split("dev"), load_split("test")
    assert len(dev.cases) + len(test.cases) >= 200
    assert {c.category for c in dev.cases} == {c.category for c in test.cases}
    assert not {_norm(c.utterance) for c in dev.cases} & {_norm(c.utterance) for c in test.cases}


def test_no_test_utterance_is_copied_into_the_router_examples() -> None:
    examples = {_norm(e) for e in _examples()}
    copied = [c.utterance for c in load_split("test").cases if _norm(c.utterance) in examples]
    assert copied == []


def test_near_duplicates_of_test_utterances_are_rare() -> None:
    example_grams = [_grams(e) for e in _examples()]
    close = []
    for case in load_split("test").cases:
        grams = _grams(case.utterance)
        best = max(len(grams & other) / len(grams | other) for other in example_grams)
        if best >= 0.7:
            close.append(case.utterance)
    assert len(close) <= 8, close  # short commands ("hilfe", "status") may look alike


def _case(**kw: object) -> RoutingCase:
    return RoutingCase.model_validate({"utterance": "x", "category": "c", **kw})


def test_a_right_action_with_a_wrong_argument_is_wrong() -> None:
    case = _case(expect="project_create", args={"name": "wedding_2026"})
    route = Route(decision="act", target="project_create", args={"name": "wedding_2026_pls"})
    assert not score_case(case, route).ok
    route = Route(decision="act", target="project_create", args={"name": "wedding_2026"})
    assert score_case(case, route).ok


def test_the_model_counts_as_answer_and_an_answer_must_hold_the_value() -> None:
    assert score_case(_case(expect="answer"), Route(decision="model")).ok
    case = _case(expect="answer", args={"value": "391"})
    assert not score_case(case, Route(decision="act", target="answer", reply="It is 390.")).ok
    assert not score_case(_case(expect="delegate_project"), Route(decision="model")).ok


@pytest.fixture(scope="module")
def router() -> IntentRouter:
    return IntentRouter.bundled()


@pytest.mark.parametrize(("split", "floor"), [("dev", 0.93), ("test", 0.88)])
def test_router_accuracy_stays_above_its_floor(
    router: IntentRouter, split: str, floor: float
) -> None:
    report = routing_report(router, load_split(split), fast=FastPath.bundled())
    assert report.accuracy >= floor


def test_vance_eval_router_reports_both_halves_with_latency() -> None:
    import json

    from typer.testing import CliRunner

    from vance_tui.cli import app

    result = CliRunner().invoke(app, ["eval", "--router", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert [s["split"] for s in report["splits"]] == ["dev", "test"]
    for split in report["splits"]:
        assert split["total"] >= 100
        assert split["latency_ms"]["p50"] <= split["latency_ms"]["p90"]
        assert "delegate" in split["categories"]
