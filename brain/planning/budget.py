"""Token budgets with a hard cap (pure logic).

Every process has a :class:`Budget` (tokens in + out). A child's budget is carved from
its parent's: the carved amount is *reserved* in the parent until the child finishes, then
the child's actual use is charged to the parent and the reservation released. Before every
model call the engine asks :func:`check` with an estimate; over the cap the call is not
made, the process goes ``blocked`` and the user decides (:func:`cap_question`): extend by
N, finish with what you have, or stop.

Where the allowance comes from (first set wins): the delegation argument ``budget``, the
settings cascade key ``budget.default.<engine>`` (process → user project → project →
tenant), then :data:`PLANNING_DEFAULTS`.
"""

from __future__ import annotations

import math
import re
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

from brain.actions import AskOption, match_option
from brain.planning.snapshot import tokens_k

# Settings keys (merged into brain.services.settings.DEFAULTS).
PLANNING_DEFAULTS: dict[str, Any] = {
    "budget.default.marvin": 400_000,
    "budget.default.vogon": 300_000,
    "budget.default.arthur": 150_000,
    "budget.default.ford": 30_000,
    "budget.default.eddie": 0,  # 0 = no cap (the hub answers the user directly)
    "budget.extendBy": 100_000,  # the "extend by N" the user is offered at the cap
    "planner.maxConcurrentWorkers": 3,  # WORKER siblings running at once (marvin, vogon forks)
}
NO_CAP = 0  # in settings and delegation arguments, 0 means "no cap"
MIN_SHARE = 4_000
"""Fewer tokens than this left for a new step or phase: the planner is at its cap (a
worker could do nothing useful with less)."""
SPENT = "the token budget ran out"
"""Why a planner's step or phase did not run (marvin, vogon)."""


class BudgetExceeded(Exception):
    """Raised by :meth:`Budget.require`: the call would go over the cap (not a user error:
    the engine turns it into the blocked state and the cap question)."""

    def __init__(self, check: BudgetCheck) -> None:
        super().__init__(check.reason)
        self.check = check


class BudgetCheck(BaseModel):
    ok: bool
    estimate: int
    remaining: int | None  # None = no cap
    reason: str = ""


class Budget(BaseModel):
    """``allowed`` tokens (None = no cap), ``used`` so far, ``reserved`` for running
    children. A capped budget of 0 allows nothing."""

    allowed: int | None = Field(ge=0)
    used: int = Field(default=0, ge=0)
    reserved: int = Field(default=0, ge=0)

    @property
    def capped(self) -> bool:
        return self.allowed is not None

    @property
    def remaining(self) -> int | None:
        if self.allowed is None:
            return None
        return max(0, self.allowed - self.used - self.reserved)

    @property
    def exhausted(self) -> bool:
        remaining = self.remaining
        return remaining is not None and remaining == 0

    def check(self, estimate: int) -> BudgetCheck:
        """Would a call costing about ``estimate`` tokens stay within the cap?"""
        remaining = self.remaining
        if remaining is None or estimate <= remaining:
            return BudgetCheck(ok=True, estimate=estimate, remaining=remaining)
        return BudgetCheck(
            ok=False,
            estimate=estimate,
            remaining=remaining,
            reason=f"The next model call needs about {estimate} tokens, "
            f"{remaining} of {self.allowed} are left.",
        )

    def require(self, estimate: int) -> None:
        """:meth:`check`, raising :class:`BudgetExceeded` when over the cap."""
        result = self.check(estimate)
        if not result.ok:
            raise BudgetExceeded(result)

    def charge(self, tokens_in: int, tokens_out: int) -> Budget:
        """After a call: its real usage (may end slightly over an estimate, never ignored)."""
        return self.model_copy(update={"used": self.used + tokens_in + tokens_out})

    def carve(self, amount: int | None) -> tuple[Budget, Budget]:
        """(parent with the reservation, child budget). ``amount`` None → everything left.
        A capped parent never hands out more than it has left; an uncapped parent hands out
        ``amount`` (or an uncapped child budget)."""
        remaining = self.remaining
        if remaining is None:
            return self, Budget(allowed=amount)
        granted = remaining if amount is None else min(amount, remaining)
        return self.model_copy(update={"reserved": self.reserved + granted}), Budget(
            allowed=granted
        )

    def release(self, child: Budget) -> Budget:
        """The child finished: release its reservation, charge what it used."""
        carved = child.allowed if self.capped and child.allowed is not None else 0
        reserved = max(0, self.reserved - carved)
        return self.model_copy(update={"reserved": reserved, "used": self.used + child.used})

    def extend(self, tokens: int) -> Budget:
        if self.allowed is None:
            return self
        return self.model_copy(update={"allowed": self.allowed + max(0, tokens)})


def estimate_call(
    messages: list[dict[str, Any]], max_output_tokens: int, tools_chars: int = 0
) -> int:
    """A conservative token estimate of one model call: prompt (about 4 characters a
    token, plus a little per message) and the largest answer it may produce."""
    chars = tools_chars + sum(len(str(message.get("content") or "")) for message in messages)
    return math.ceil(chars / 4) + 4 * len(messages) + max_output_tokens


# --- the decision at the cap -----------------------------------------------------------------

CapDecision = Literal["extend", "finish", "stop"]
_DECISIONS: tuple[CapDecision, ...] = ("extend", "finish", "stop")  # the options' order


class CapChoice(BaseModel):
    decision: CapDecision
    tokens: int = 0  # for "extend"


def cap_question(what: str, budget: Budget, extend_by: int) -> tuple[str, list[AskOption]]:
    """The ASK_USER the process sends through Eddie when it reaches its cap."""
    message = (
        f"{what} has used {budget.used:,} of its {budget.allowed or 0:,} token budget and stopped. "
        "What should it do?"
    )
    return message, [
        AskOption(label=f"Extend by {_short(extend_by)}", description="keep working"),
        AskOption(label="Finish now", description="report with what it has"),
        AskOption(label="Stop", description="end it without a report"),
    ]


_NUMBER = re.compile(r"(\d+(?:[.,]\d+)?)\s*([km]?)", re.IGNORECASE)


def parse_cap_answer(text: str, extend_by: int) -> CapChoice | None:
    """The user's answer to :func:`cap_question`: the option by number, ordinal or label
    (:func:`brain.actions.match_option`), or words ("extend by 50k", "finish", "stop it").
    None when it is none of these."""
    _, options = cap_question("", Budget(allowed=0), extend_by)
    picked = match_option(text, options)
    if picked is not None:
        index = [option.label for option in options].index(picked)
        decision = _DECISIONS[index]
        return CapChoice(decision=decision, tokens=extend_by if decision == "extend" else 0)
    answer = text.strip().lower().rstrip(".!")
    if answer.startswith(("extend", "add", "give it", "more", "continue", "keep going")):
        match = _NUMBER.search(answer)
        if match is None:
            return CapChoice(decision="extend", tokens=extend_by)
        value = float(match.group(1).replace(",", "."))
        scale = {"k": 1_000, "m": 1_000_000}.get(match.group(2).lower(), 1)
        return CapChoice(decision="extend", tokens=int(value * scale))
    if answer.startswith(("finish", "wrap", "report")):
        return CapChoice(decision="finish")
    if answer.startswith(("stop", "cancel", "abort")):
        return CapChoice(decision="stop")
    return None


def _short(tokens: int) -> str:
    if tokens >= 1_000_000 and tokens % 100_000 == 0:
        return f"{tokens / 1_000_000:g}M tokens"
    if tokens >= 1000 and tokens % 100 == 0:
        return f"{tokens / 1000:g}k tokens"
    return f"{tokens} tokens"


# --- where the allowance comes from ----------------------------------------------------------


class SettingsReader(Protocol):
    async def get(
        self, key: str, *, process_id: str | None = None, project_id: str | None = None
    ) -> Any: ...


async def default_budget(
    settings: SettingsReader,
    engine: str,
    *,
    requested: int | None = None,
    project_id: str | None = None,
    process_id: str | None = None,
) -> Budget:
    """The budget of a new process: the delegation's ``budget`` argument, else the
    cascade's ``budget.default.<engine>``, else the bundled default (0 = no cap)."""
    fallback = PLANNING_DEFAULTS.get(f"budget.default.{engine}", NO_CAP)
    value: Any = requested
    if value is None:
        value = await settings.get(
            f"budget.default.{engine}", process_id=process_id, project_id=project_id
        )
    try:
        tokens = max(0, int(fallback if value is None else value))
    except (TypeError, ValueError):
        tokens = int(fallback)
    return Budget(allowed=tokens or None)


class ProcessBudget(BaseModel):
    """One process's tokens for the HUD and scripts: ``used`` (in + out) of ``allowed``
    (None = no cap); ``at_cap`` while it waits for the user's extend/finish/stop."""

    process_id: str
    name: str
    engine: str
    used: int = Field(ge=0)
    allowed: int | None = Field(default=None, ge=0)
    at_cap: bool = False

    @property
    def label(self) -> str:
        """``12.0k/150.0k tok``, or ``12.0k tok`` without a cap."""
        used = tokens_k(self.used)
        return f"{used} tok" if self.allowed is None else f"{used}/{tokens_k(self.allowed)} tok"


async def extend_by(settings: SettingsReader, *, project_id: str | None, process_id: str) -> int:
    """The "extend by N" offered at the cap (``budget.extendBy`` in the cascade)."""
    value = await settings.get("budget.extendBy", process_id=process_id, project_id=project_id)
    try:
        return int(value) if value else int(PLANNING_DEFAULTS["budget.extendBy"])
    except (TypeError, ValueError):
        return int(PLANNING_DEFAULTS["budget.extendBy"])


async def allowed_tokens(
    settings: SettingsReader,
    engine: str,
    own: object,
    *,
    project_id: str | None,
    process_id: str,
) -> int | None:
    """A process's cap now: its own ``budget`` param (set by delegation, raised by extend),
    else the cascade's default for its engine; None = no cap."""
    found = await default_budget(
        settings,
        engine,
        requested=own if isinstance(own, int) else None,
        project_id=project_id,
        process_id=process_id,
    )
    return found.allowed
