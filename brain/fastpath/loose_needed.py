"""The score needed on the tests still to come for a target average (see
:mod:`brain.fastpath.loose_everyday`): "got 78, 85 and 92, need an average of 88 over four" →
"88 × 4 = 352; you have 78 + 85 + 92 = 255; 352 − 255 = 97 on the last one."; with a top
score ("out of 100", "max 15 Punkte") it says whether the target can still be reached, and
German school grades (1 best, 6 worst: "welche Note brauche ich für einen Schnitt von 2") are
read the other way round: the grade needed or better."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import a_or_an, said_number

_N = r"\d{1,4}(?:[.,]\d{1,2})?"
_AVERAGE = r"(?:average|avg|mean|gpa|schnitt|durchschnitt|notenschnitt|mittelwert|mittel)"
_TARGET = re.compile(
    rf"\b{_AVERAGE}\s+(?:score\s+|grade\s+|note\s+)?(?:of\s+|von\s+|at\s+least\s+|mindestens\s+"
    rf"|above\s+|über\s+|ueber\s+|=\s*|:\s*)*(?P<t>{_N})(?!\s*(?:tests?|exams?|more|weitere))"
    rf"|(?<![\d.,])(?P<t2>{_N})\s*(?:%\s*)?(?:er\s*-?\s*|-)?{_AVERAGE}\b",
    re.IGNORECASE,
)
_TESTS = (
    r"(?:tests?|exams?|quiz(?:zes)?|assignments?|papers?|essays?|games?|rounds?|modules?|classes?"
    r"|arbeiten|klassenarbeiten|klausuren|prüfungen|pruefungen|tests|noten|spielen?|runden)"
)
_TOTAL = re.compile(
    rf"\b(?:over|across|in|from|für|fuer|bei|aus|über|ueber|of|after|nach)\s+(?:all\s+|the\s+|allen\s+)?"
    rf"(?P<n>\d{{1,2}})(?:\s+{_TESTS})?\b(?!\s*(?:more|left|remaining|weitere|übrig|uebrig))",
    re.IGNORECASE,
)
_LEFT = re.compile(
    rf"\b(?P<k>\d{{1,2}})\s+(?:more|remaining|further|other|last|final|weitere\w*|restliche\w*"
    rf"|letzte\w*|übrige\w*|uebrige\w*)\b(?:\s+{_TESTS})?|\b(?:remaining|another|the\s+last"
    rf"|the\s+final|the\s+next|die\s+letzten|die\s+nächsten|die\s+naechsten|noch)\s+(?P<k2>\d{{1,2}})"
    rf"(?:\s+{_TESTS})?\b|\b(?P<k3>\d{{1,2}})\s+{_TESTS}\s+(?:left|to\s+go|remaining|übrig|uebrig"
    r"|ausstehend|stehen\s+noch\s+aus)",
    re.IGNORECASE,
)
_DONE = re.compile(
    rf"\b(?:on|in|from|after|across|bei|in|aus|nach)\s+(?:the\s+|my\s+|den\s+)?(?:first\s+|ersten\s+)?"
    rf"(?P<d>\d{{1,2}})\s+{_TESTS}\b(?!\s*(?:left|to\s+go|remaining|übrig|uebrig))",
    re.IGNORECASE,
)
"""The tests done, counted ("60 and 65 on two exams")."""
_ONE_LEFT = re.compile(
    r"\b(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|last|final|next|remaining|fourth|fifth|sixth|third|second|one\s+more"
    r"|letzten|letzte|nächsten|naechsten|vierten|fünften|fuenften|sechsten|dritten|zweiten"
    r"|noch\s+eine[nr]?)\b",
    re.IGNORECASE,
)
_TOP = re.compile(
    rf"(?:\bout\s+of|\bof\s+a\s+possible|\bmax(?:imum)?\.?(?:\s+(?:score|points?))?(?:\s+(?:is|of))?"
    rf"|\btop\s+score(?:\s+is)?|\bhöchstens|\bhoechstens|\bmaximal|\bvon\s+(?:maximal\s+)?|/)\s*"
    rf"(?P<m>{_N})(?:\s*(?:points?|punkte[n]?|%))?",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\b(?:need|needed|must|have\s+to|got\s+to|gotta|require\w*|brauch\w*|muss\w*|müsste\w*"
    r"|muesste\w*|still|possible|reach\w*|make\s+it|get\s+to|schaff\w*|erreich\w*|möglich|moeglich"
    r"|noch)\b",
    re.IGNORECASE,
)
_GRADES = re.compile(r"\b(?:note[n]?|notenschnitt|zensur\w*)\b", re.IGNORECASE)
_SCORE = re.compile(rf"(?<![\w.,])(?P<s>{_N})(?![\w]|[.,]\d)")


def _mask(said: str, found: re.Match[str] | None) -> str:
    return said if found is None else said[: found.start()] + " # " + said[found.end() :]


def needed(text: str, language: str) -> str | None:
    """ "my scores are 70, 80 and 75, what do i need on the fourth test to average 80" →
    "80 × 4 = 320; you have 70 + 80 + 75 = 225; 320 − 225 = 95 on the last one."."""
    said = number_words.as_digits(text)
    target = _TARGET.search(said)
    if target is None or not _ASKS.search(said):
        return None
    goal = amount((target["t"] or target["t2"]).replace(",", "."))
    rest = _mask(said, target)
    tops = [m for m in _TOP.finditer(rest) if amount(m["m"].replace(",", "."))]
    top_values = {amount(m["m"].replace(",", ".")) for m in tops}
    if len(top_values) > 1:
        return None
    for found in reversed(tops):
        rest = _mask(rest, found)
    left = _LEFT.search(rest)
    rest = _mask(rest, left)
    total = _TOTAL.search(rest)
    rest = _mask(rest, total)
    done = _DONE.search(rest)
    rest = _mask(rest, done)
    scores = [amount(m["s"].replace(",", ".")) for m in _SCORE.finditer(rest)]
    if not scores or len(scores) > 30 or any(s is None for s in scores) or goal is None:
        return None
    have = [s for s in scores if s is not None]
    if done is not None and int(done["d"]) != len(have):
        return None
    k = int(left["k"] or left["k2"] or left["k3"]) if left is not None else None
    if total is not None:
        wanted = int(total["n"]) - len(have)
        if wanted < 1 or (k is not None and k != wanted):
            return None
        k = wanted
    if k is None and _ONE_LEFT.search(rest):
        k = 1
    if k is None or not 1 <= k <= 20:
        return None
    top = next(iter(top_values), None)
    grades = language == "de" and _GRADES.search(said) is not None and max([*have, goal]) <= 6
    if top is not None and (goal > top or max(have) > top):
        return None
    return _say(have, goal, k, top, grades, language)


def _say(
    have: list[Fraction], goal: Fraction, k: int, top: Fraction | None, grades: bool, language: str
) -> str:
    de = language == "de"

    def n(x: Fraction) -> str:
        return said_number(Fraction(round(x * 100), 100), language)

    count = len(have) + k
    got = sum(have, Fraction(0))
    need = goal * count - got
    each = need / k
    sum_ = f"{n(goal)} × {count} = {n(goal * count)}; "
    sum_ += (
        f"du hast {' + '.join(n(x) for x in have)} = {n(got)}; "
        if de
        else (f"you have {' + '.join(n(x) for x in have)} = {n(got)}; ")
    )
    sum_ += f"{n(goal * count)} − {n(got)} = {n(need)}"
    if de:
        where = (
            "in der letzten Arbeit" if grades and k == 1 else "im letzten Test" if k == 1 else ""
        )
        where = (
            where or f"in den {k} restlichen, also {n(each)} pro {'Arbeit' if grades else 'Test'}"
        )
    else:
        where = "on the last one" if k == 1 else f"over the last {k}, so {n(each)} on each"
    if grades:  # German grades: 1 is best, 6 worst
        if each < 1:
            best = (got + k) / count
            return f"{sum_}: {where} wäre besser als eine 1 nötig, also nicht mehr zu schaffen (bestenfalls {n(best)})."
        if each >= 6:
            return f"{sum_}: das klappt sogar mit einer 6 {where}."
        return f"{sum_}: {where} reicht eine {n(each)} oder besser."
    if each <= 0:
        if de:
            return f"{sum_}: das ist schon geschafft, auch mit 0 {where} bleibt der Schnitt bei {n(goal)} oder darüber."
        return (
            f"{sum_}: you're already there, even 0 {where} keeps the average at {n(goal)} or above."
        )
    limit = top if top is not None else (Fraction(100) if max([*have, goal]) <= 100 else None)
    if limit is not None and each > limit:
        best = (got + limit * k) / count
        shown = n(goal)
        if de:
            cap = "" if top is not None else " (wenn 100 das Maximum ist)"
            return (
                f"{sum_}: {where} wären {n(each)} nötig, mehr als {n(limit)}{cap}; ein Schnitt von"
                f" {shown} ist nicht mehr zu schaffen (bestenfalls {n(best)})."
            )
        cap = "" if top is not None else " (if 100 is the top score)"
        return (
            f"{sum_}: that's {n(each)} {'on the last one' if k == 1 else f'on each of the last {k}'}, more than {n(limit)}{cap}, so"
            f" {a_or_an(shown)} {shown} average is out of reach (at best {n(best)})."
        )
    if de:
        tail = f" (von {n(top)}: machbar)" if top is not None else ""
        return f"{sum_} Punkte {where}{tail}." if k == 1 else f"{sum_} {where}{tail}."
    tail = f" (out of {n(top)}: doable)" if top is not None else ""
    return f"{sum_} {where}{tail}."


READERS = (("score_needed", needed),)
