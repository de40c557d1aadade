"""What the router decided: :class:`Route` (and its readings), in the fast path's shape."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

if TYPE_CHECKING:
    from brain.fastpath import FastMatch

ACTIONS = frozenset({"answer", "ask_user", "mediate", "delegate_project", "steer_project"})
"""Targets that are terminal actions; every other target is a hub tool."""


class Reading(BaseModel):
    """One way to understand the utterance."""

    intent: str
    target: str
    score: float
    args: dict[str, Any] = Field(default_factory=dict)
    label: str = ""


class Route(BaseModel):
    decision: Literal["act", "ask", "model"]
    intent: str | None = None
    target: str | None = None
    """The hub tool or action (``act``); ``ask_user`` (``ask``); None (``model``)."""
    args: dict[str, Any] = Field(default_factory=dict)
    confidence: float = 0.0
    margin: float = 0.0
    language: str = "en"
    question: str | None = None
    options: list[Reading] = Field(default_factory=list)
    said: str | None = None
    """An ``ask`` for what the words left out (how long a timer runs): those words, which the
    user's answer completes (:func:`brain.router.timing.completed`)."""
    reply: str | None = None
    """A ready answer (greetings, and what a fast-path rule computed)."""
    via: Literal["router", "rules"] = "router"
    rule: str | None = None
    elapsed_ms: float = 0.0

    def picked(self, label: str) -> Route | None:
        """After an ``ask``: the reading whose option the user picked, as an ``act`` route
        (with the arguments it was asked with, e.g. the original task); None if no option
        has that label. Keep ``options`` with the question (``model_dump``) to call this."""
        wanted = " ".join(label.lower().split())
        for reading in self.options:
            if " ".join(reading.label.lower().split()) == wanted and reading.args:
                return Route(
                    decision="act",
                    intent=reading.intent,
                    target=reading.target,
                    args=reading.args,
                    confidence=1.0,
                    language=self.language,
                    rule=f"router:{reading.intent}:picked",
                    reply=str(reading.args["message"]) if reading.target == "answer" else None,
                )
        return None

    def as_fast_match(self) -> FastMatch | None:
        """The route in the fast path's shape (run its tool, then its action), for ``act``
        and ``ask``; None for ``model``."""
        from brain.fastpath import FastMatch

        rule = self.rule or f"router:{self.intent}"
        category = self.intent or "router"
        if self.decision == "ask":
            options = [{"label": o.label} for o in self.options] or None
            action: dict[str, Any] = {"type": "ask_user", "message": self.question or "?"}
            if options:
                action["options"] = options
            return FastMatch(rule=rule, category=category, language=self.language, action=action)
        if self.decision != "act" or self.target is None:
            return None
        if self.target == "answer":
            message = self.reply or ""
            return FastMatch(
                rule=rule,
                category=category,
                language=self.language,
                action={"type": "answer", "message": message},
            )
        if self.target in ACTIONS:
            return FastMatch(
                rule=rule,
                category=category,
                language=self.language,
                action={"type": self.target, **self.args},
            )
        return FastMatch(
            rule=rule,
            category=category,
            language=self.language,
            tool=self.target,
            args=self.args,
            action={"type": "answer", "message": "{result}"},
        )


def status_of(route: Route, project: str) -> Route:
    """``route`` as the state of ``project``'s work: its workers, what each does, the latest
    result (what "hows the french thing going" wants, without opening anything)."""
    return act_as(route, "project_status", "process_list", status_args(project))


def status_args(project: str) -> dict[str, object]:
    return {"active_only": True, "project": project}


def act_as(route: Route, intent: str, target: str, args: Mapping[str, object]) -> Route:
    return route.model_copy(
        update={
            "decision": "act",
            "intent": intent,
            "target": target,
            "args": dict(args),
            "question": None,
            "options": [],
            "rule": f"router:busy:{intent}",
        }
    )
