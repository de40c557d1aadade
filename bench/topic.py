"""Unnamed work and the user's projects: how often the router sends it to the right place.

The cases (``tests/router/data/topic_cases.yaml``) give users with projects and what was
asked there before, and work handed out without a project name; each expects a project,
``new`` (a new project) or ``ask``. Prints right/total with the topic step
(:func:`brain.router.topic.place`) and without it (the router alone, as before).

    PYTHONPATH=. .venv/bin/python bench/topic.py [--misses]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CASES = Path(__file__).resolve().parents[1] / "tests" / "router" / "data" / "topic_cases.yaml"


def outcome(route: Any, projects: list[str]) -> str:
    """What the user sees happen: a project's name, ``new``, ``ask``, or another action."""
    if route.decision == "ask":
        return "ask"
    if route.decision == "act" and route.target == "delegate_project":
        project = str(route.args.get("project", ""))
        return project if project in projects else "new"
    return f"{route.decision}:{route.target}"


def run(*, topics: bool) -> list[tuple[str, str, list[str]]]:
    """(utterance, outcome, expected) per case."""
    from brain.router.router import IntentRouter
    from brain.router.topic import ProjectTopic, place, unnamed

    data = yaml.safe_load(CASES.read_text("utf-8"))
    router = IntentRouter.bundled()
    results = []
    for case in data["cases"]:
        user = data["users"][case["user"]]
        projects = list(user)
        route = router.route(case["said"], projects=projects)
        if topics and unnamed(route, case["said"], projects):
            known = [
                ProjectTopic(name, info.get("title"), tuple(info.get("said") or ()))
                for name, info in user.items()
            ]
            route = place(route, case["said"], known, router.glossary)
        expect = case["expect"] if isinstance(case["expect"], list) else [case["expect"]]
        results.append((case["said"], outcome(route, projects), expect))
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--misses", action="store_true")
    options = parser.parse_args()
    for topics in (False, True):
        began = time.perf_counter()
        results = run(topics=topics)
        right = sum(got in expect for _said, got, expect in results)
        best = sum(got == expect[0] for _said, got, expect in results)
        took = (time.perf_counter() - began) * 1000 / len(results)
        name = "with topics" if topics else "router alone"
        print(
            f"{name:13} right {right}/{len(results)}  best {best}/{len(results)}  {took:.1f} ms/case"
        )
        if options.misses:
            for said, got, expect in results:
                if got not in expect:
                    print(f"   {said!r}: got {got}, expected {expect}")


if __name__ == "__main__":
    main()
