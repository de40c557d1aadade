"""The routing evals end to end: the real hub (Eddie, tools, fast path) on the eval script."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.config import Settings
from brain.evals import load_cases, run_evals


@pytest.mark.slow
async def test_the_pipeline_routes_every_case_as_scripted(tmp_path: Path) -> None:
    cases = load_cases()
    report = await run_evals(
        cases, model="scripted", home=tmp_path, settings=Settings(), turn_timeout=60
    )
    misses = [(r.utterance, r.expect, r.got, r.detail) for r in report.results if not r.ok]
    assert misses == []
    assert report.accuracy == 1.0
    by_rules = {r.utterance for r in report.results if r.via == "fastpath"}
    assert "list my projects" in by_rules
    assert "what's the capital of France?" in by_rules  # the country factbook
    assert "what is the meaning of life?" not in by_rules
