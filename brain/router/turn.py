"""One offline routing decision: the fast-path rules for what rules do best, then the
router by meaning.

The rules (``prompts/fastpath/rules.yaml``) keep arithmetic, the time and date, greetings and
the argument-free commands (list projects, what's running, inbox): exact answers in
microseconds. Everything else is the router's (:class:`~brain.router.IntentRouter`), whose
slots are cleaner than the rules' captures ("wedding_2026", not "wedding_2026_pls").
"""

from __future__ import annotations

import re
import time
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from brain.router.greeting import greeting_reply
from brain.router.route import Route
from brain.router.router import IntentRouter

if TYPE_CHECKING:
    from brain.fastpath import FastPath

RULE_CATEGORIES = frozenset(
    {"arithmetic", "facts", "time", "greeting", "project_list", "process_list", "inbox"}
)
"""Fast-path rule categories taken before the router."""


_FIXES = {"whats": "what's", "wats": "what's", "wieviel": "wie viel"}
_TYPOS = re.compile(r"\b(?:whats|wats|wieviel)\b", re.IGNORECASE)


def rules_route(
    fast: FastPath, text: str, projects: Sequence[str], language: str | None = None
) -> Route | None:
    """A route from a fast-path rule of :data:`RULE_CATEGORIES`, or None; a greeting is
    returned in ``language`` when one is given ("hi" in a German session: "Hallo! …")."""
    said = _TYPOS.sub(lambda m: _FIXES[m.group(0).lower()], text)
    for tried in ("de",):  # German rules, then the English ones
        match = fast.match(said, language=tried, projects=projects)
        if match is None or match.category not in RULE_CATEGORIES:
            continue
        action = match.final_action(None)
        if match.category == "greeting" and language and language != match.language:
            action["message"] = greeting_reply(said.lower(), language)
        if match.tool:
            target, args = match.tool, dict(match.args)
        else:
            target = str(action["type"])
            args = {k: v for k, v in action.items() if k != "type"}
        return Route(
            decision="act",
            intent=match.category,
            target=target,
            args=args,
            confidence=1.0,
            language=match.language,
            reply=str(action.get("message") or "") or None if not match.tool else None,
            via="rules",
            rule=match.rule,
        )
    return None


def route_turn(
    router: IntentRouter,
    text: str,
    *,
    projects: Sequence[str] = (),
    fast: FastPath | None = None,
    available: Collection[str] | None = None,
    language: str | None = None,
) -> Route:
    """Rules first (when ``fast`` is given), then the router (whose words are said in
    ``language``, default the utterance's). ``elapsed_ms`` covers both."""
    began = time.perf_counter()
    route = None
    if fast is not None and not _said_to_a_project(router, text, projects):
        route = rules_route(fast, text, projects, language)
    if route is None:
        route = router.route(text, projects=projects, available=available, language=language)
    route.elapsed_ms = round((time.perf_counter() - began) * 1000, 3)
    return route


def _said_to_a_project(router: IntentRouter, text: str, projects: Sequence[str]) -> bool:
    """Whether ``text`` is said to one of the user's projects by its name ("japanisch: a plan
    for the kana, 10 min a day for 2 weeks"): work for its worker, no sum or fact for rules."""
    from brain.router import parts, slots

    if not projects or (":" not in text and " -" not in text and "→" not in text):
        return False
    said = slots.clean(text)
    if parts.addressed(router, said, Route(decision="model"), list(projects)) is None:
        return False
    return _ASKED.search(said.split(":", 1)[-1]) is None  # "garden: what's 15% of 340" is a sum


_ASKED = re.compile(
    r"^\W*(?:what|whats|what's|how|who|when|where|which|is|are|was|wie|wer|wann|wo|welche\w*"
    r"|ist|sind)\b|\?\s*$"
)
