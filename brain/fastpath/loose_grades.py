"""A weighted grade (see :mod:`brain.fastpath.loose_everyday`): parts that count so many
percent, the marks got in them, and the overall mark ("exam counts 60%, homework 40%, i got 2.3
and 1.7" → "Exam 2.3 × 60% + homework 1.7 × 40% = 2.06."), or what the one part still open
needs for a target ("final exam is worth 40%, my coursework average is 78, what do i need on the
final to get 80 overall" → "Coursework 78 × 60% = 46.8; (80 − 46.8) ÷ 40% = 83 (or better) on
the final exam."). Marks named with their part ("85 on coursework") go to it, else in the order
the parts were said; a part left without a percentage counts the rest of 100. German too
("klausur zählt 60 %, mündlich 40 %, ich hab eine 2,0 und eine 1,5")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount
from brain.fastpath.reckon import said_number

_PARTS = {
    "exam": r"final\s+exams?|exams?|finals?|klausur\w*|prüfung\w*|pruefung\w*|examen",
    "midterm": r"midterms?|mid-terms?|zwischenprüfung\w*|zwischenpruefung\w*",
    "homework": r"homework|hw|assignments?|hausaufgaben|übungen|uebungen|übungsblätter",
    "coursework": r"coursework|course\s+work|classwork|hausarbeit\w*|seminararbeit\w*",
    "oral": r"orals?|mündlich\w*|muendlich\w*|mitarbeit|participation",
    "written": r"written|schriftlich\w*",
    "project": r"projects?|projekt\w*",
    "labs": r"labs?|praktikum\w*",
    "quiz": r"quiz(?:zes)?|tests?",
    "essay": r"essays?|papers?|aufsatz|aufsätze",
    "presentation": r"presentations?|präsentation\w*|praesentation\w*|referat\w*",
}
_PART = re.compile(
    "|".join(rf"\b(?P<{key}>{words})\b" for key, words in _PARTS.items()), re.IGNORECASE
)
_CLAUSES = re.compile(r"(?<!\d)[.,]|[.,](?!\d)|[;:!?()]|\s(?:and|und|plus|but|aber|while)\s", re.I)
_WEIGHT = re.compile(
    rf"(?<![\d.,])(?P<w>{NUMBER})\s*(?:%|percent|per\s*cent|prozent)", re.IGNORECASE
)
_NUM = re.compile(rf"(?<![\d.,])(?P<x>{NUMBER})(?![\d%]|[.,]\d)")
_TARGET = re.compile(
    r"\b(?:to\s+(?:get|have|end\s+up\s+with|reach|pass\s+with|make)|for\s+(?:an?\s+)?"
    r"|get\s+an?|für\s+(?:eine[n]?\s+|ein\s+)?|fuer\s+(?:eine[n]?\s+)?|um\s+(?:eine[n]?\s+|auf\s+"
    r"(?:eine[n]?\s+)?)?|auf\s+(?:eine[n]?\s+)?|reach|erreichen)\s*(?:a\s+|an\s+|overall\s+)?"
    rf"(?P<t>{NUMBER})\b",
    re.IGNORECASE,
)
_NEED = re.compile(
    r"\b(?:what\s+(?:do|would|will)\s+i\s+need|how\s+much\s+do\s+i\s+need|what\s+(?:score|grade"
    r"|mark)\s+do\s+i\s+need|need\s+to\s+(?:get|score)|was\s+brauch\w*\s+ich|welche\s+note\s+brauch"
    r"\w*|wie\s*viele?\s+(?:punkte\s+)?brauch\w*\s+ich|was\s+muss\s+ich|muss\s+ich)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\?|\b(?:what(?:'?s|\s+is|\s+will|\s+would)?|whats|how\s+much|overall|final\s+grade|calc\w*"
    r"|was|welche|wie|endnote|gesamtnote|durchschnitt)\b",
    re.IGNORECASE,
)


@dataclass
class _Part:
    key: str
    said: str
    weight: Fraction | None = None
    mark: Fraction | None = None


def _part_in(clause: str) -> re.Match[str] | None:
    found = list(_PART.finditer(clause))
    return found[0] if len({m.lastgroup for m in found}) == 1 else None


_Read = tuple[list[_Part], list[tuple[str | None, Fraction]], Fraction | None, str | None]


def _read(said: str) -> _Read:
    """The parts with their weights, the marks (with the part they name), a target and the
    part named with it."""
    parts: dict[str, _Part] = {}
    marks: list[tuple[str | None, Fraction]] = []
    target: Fraction | None = None
    open_key: str | None = None
    for clause in _CLAUSES.split(said):
        named = _part_in(clause)
        key = named.lastgroup if named is not None else None
        for weight in _WEIGHT.finditer(clause):
            if named is None or key is None or (key in parts and parts[key].weight is not None):
                raise ValueError
            parts[key] = _Part(key, named.group(0), amount(weight["w"]))
        rest = _WEIGHT.sub(" ", clause)
        aim = _TARGET.search(rest)
        if aim is not None and _NEED.search(said):
            if target is not None:
                raise ValueError
            target, open_key = amount(aim["t"]), key
            rest = rest[: aim.start()] + " " + rest[aim.end() :]
        for mark in _NUM.finditer(rest):
            value = amount(mark["x"])
            if value is None:
                raise ValueError
            marks.append((key, value))
            if key is not None and key not in parts:
                assert named is not None
                parts[key] = _Part(key, named.group(0))
    return list(parts.values()), marks, target, open_key


def weighted(text: str, language: str) -> str | None:
    """ "exam counts 60%, homework 40%, i got 2.3 and 1.7, whats my grade" → "Exam 2.3 × 60% +
    homework 1.7 × 40% = 2.06."."""
    said = number_words.as_digits(number_words.without_articles(text))  # "eine 2,0": no 1
    if not _WEIGHT.search(said) or not _PART.search(said) or not _ASKED.search(said):
        return None
    try:
        parts, marks, target, open_key = _read(said)
    except ValueError:
        return None
    unweighted = [p for p in parts if p.weight is None]
    given = sum((p.weight for p in parts if p.weight is not None), Fraction(0))
    if len(unweighted) == 1 and 0 < given < 100:
        unweighted[0].weight = 100 - given  # "the final is worth 40%, coursework 78"
    elif unweighted or given != 100:
        return None
    if not 2 <= len(parts) <= 5 or not _marked(parts, marks, open_key):
        return None
    open_parts = [p for p in parts if p.mark is None]
    if target is None and not open_parts:
        return _overall(parts, language)
    if target is not None and len(open_parts) == 1:
        return _needed(parts, open_parts[0], target, language)
    return None


def _marked(
    parts: list[_Part], marks: list[tuple[str | None, Fraction]], open_key: str | None
) -> bool:
    """Give each mark its part: by name, else in the order the parts were said (all marks
    unnamed, or the one left for the one part left), never to the part asked about."""
    by_key = {p.key: p for p in parts}
    for key, value in marks:
        if key is not None:
            if by_key[key].mark is not None or key == open_key:
                return False
            by_key[key].mark = value
    unnamed = [value for key, value in marks if key is None]
    left = [p for p in parts if p.mark is None and p.key != open_key]
    if unnamed and (len(unnamed) != len(left) or (len(unnamed) > 1 and len(unnamed) < len(marks))):
        return False
    for part, value in zip(left, unnamed, strict=False):
        part.mark = value
    return True


def _n(value: Fraction, language: str) -> str:
    return said_number(Fraction(round(value * 100), 100), language)


def _term(part: _Part, language: str) -> str:
    assert part.mark is not None and part.weight is not None
    pct = f"{_n(part.weight, language)} %" if language == "de" else f"{_n(part.weight, language)}%"
    return f"{part.said.lower()} {_n(part.mark, language)} × {pct}"


def _overall(parts: list[_Part], language: str) -> str:
    total = sum((p.mark * p.weight / 100 for p in parts if p.mark and p.weight), Fraction(0))
    terms = " + ".join(_term(p, language) for p in parts)
    return f"{terms[:1].upper()}{terms[1:]} = {_n(total, language)}."


def _needed(parts: list[_Part], open_part: _Part, target: Fraction, language: str) -> str:
    done = [p for p in parts if p is not open_part]
    so_far = sum((p.mark * p.weight / 100 for p in done if p.mark and p.weight), Fraction(0))
    assert open_part.weight is not None
    need = (target - so_far) / (open_part.weight / 100)
    terms = " + ".join(_term(p, language) for p in done)
    de = language == "de"
    pct = f"{_n(open_part.weight, language)}{' %' if de else '%'}"
    name = open_part.said.lower()
    start = f"{terms[:1].upper()}{terms[1:]} = {_n(so_far, language)}; "
    sum_ = f"({_n(target, language)} − {_n(so_far, language)}) ÷ {pct} = {_n(need, language)}"
    if de:
        return f"{start}{name[:1].upper()}{name[1:]}: {sum_} (oder besser)."
    over = " — more than 100" if need > 100 and target > 10 else ""
    return f"{start}{sum_} (or better) on the {name}{over}."


READERS = (("weighted_grade", weighted),)
