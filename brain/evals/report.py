"""Eval results and the printed report."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel

if TYPE_CHECKING:
    pass


# --- results -----------------------------------------------------------------------------------


class CaseResult(BaseModel):
    utterance: str
    category: str
    expect: list[str]
    got: str | None
    """The first tool or action; ``error``; None when nothing happened in time."""
    ok: bool
    why: str | None = None
    """Why a case whose action was expected still counts as wrong (wrong argument, failed
    tool, plan-mode loop, unusable answer text)."""
    via: Literal["fastpath", "model"] | None = None
    rule: str | None = None
    detail: str | None = None
    elapsed_ms: float = 0.0


class CategoryScore(BaseModel):
    category: str
    total: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0


class EvalReport(BaseModel):
    model: str
    results: list[CaseResult]
    elapsed_s: float = 0.0

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def correct(self) -> int:
        return sum(result.ok for result in self.results)

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0

    @property
    def fastpath_hits(self) -> int:
        return sum(result.via == "fastpath" for result in self.results)

    def by_category(self) -> list[CategoryScore]:
        scores: dict[str, CategoryScore] = {}
        for result in self.results:
            score = scores.setdefault(
                result.category, CategoryScore(category=result.category, total=0, correct=0)
            )
            score.total += 1
            score.correct += result.ok
        return list(scores.values())

    def summary(self) -> dict[str, Any]:
        """The machine-readable report (``vance eval --json``)."""
        return {
            "model": self.model,
            "total": self.total,
            "correct": self.correct,
            "accuracy": round(self.accuracy, 4),
            "fastpath_hits": self.fastpath_hits,
            "elapsed_s": round(self.elapsed_s, 2),
            "categories": [
                {**score.model_dump(), "accuracy": round(score.accuracy, 4)}
                for score in self.by_category()
            ],
            "results": [result.model_dump() for result in self.results],
        }


def format_report(report: EvalReport) -> str:
    """A plain-text table: accuracy per category and overall, then the misses."""
    width = max([len("category"), *(len(s.category) for s in report.by_category())]) + 2
    lines = [
        f"Routing evals · model {report.model} · {report.total} cases",
        f"{'category':<{width}}{'cases':>6}{'correct':>9}{'accuracy':>10}",
    ]
    for score in report.by_category():
        lines.append(
            f"{score.category:<{width}}{score.total:>6}{score.correct:>9}{score.accuracy:>10.1%}"
        )
    lines.append(
        f"{'overall':<{width}}{report.total:>6}{report.correct:>9}{report.accuracy:>10.1%}"
    )
    wrong = sum(r.via == "fastpath" and not r.ok for r in report.results)
    lines.append(
        f"The fast path answered {report.fastpath_hits} of {report.total} cases, {wrong} wrongly "
        f"({report.elapsed_s:.1f} s in all)."
    )
    misses = [result for result in report.results if not result.ok]
    if misses:
        lines.append("Misses:")
        for miss in misses:
            got = miss.got or "nothing"
            reason = miss.why or miss.detail
            extra = f" ({reason[:100]})" if reason else ""
            lines.append(
                f"  [{miss.category}] {miss.utterance!r}: expected {' or '.join(miss.expect)}, "
                f"got {got}{extra}"
            )
    return "\n".join(lines)
