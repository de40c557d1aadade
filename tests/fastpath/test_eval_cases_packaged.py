"""``vance eval``'s default cases ship inside the package: the evals run from an install made
of exactly what setuptools installs (its ``build_py`` output), outside the source tree."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import brain

SOURCE = Path(brain.__file__).resolve().parents[1]
PACKAGES = ("brain", "prompts", "vance_tui", "voice")


def _installed_copy(tmp_path: Path) -> Path:
    """What a (non-editable) install puts on ``sys.path``: packages plus their package data."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(SOURCE / name, src / name)
    for package in PACKAGES:
        shutil.copytree(
            SOURCE / package, src / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    lib = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-c", "from setuptools import setup; setup()", "-q", "build_py",
         "--build-lib", str(lib)],
        cwd=src, check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    return lib


def test_vance_eval_finds_its_default_cases_in_an_installed_package(tmp_path: Path) -> None:
    lib = _installed_copy(tmp_path)
    code = (
        "import sys, brain\n"
        "print(brain.__file__)\n"
        "from vance_tui.entry import main\n"
        "sys.argv = ['vance', 'eval', '--fastpath-only', '--json']\n"
        "main()\n"
    )
    run = tmp_path / "elsewhere"
    run.mkdir()
    env = {**os.environ, "PYTHONPATH": str(lib), "VANCE_HOME": str(tmp_path / "home")}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=run, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    where, report = out.stdout.split("\n", 1)
    assert Path(where).is_relative_to(lib)  # the installed copy, not the source tree
    results = json.loads(report)["results"]
    assert len(results) >= 30
    assert any(r["utterance"] == "create a project called garden_planner" for r in results)
