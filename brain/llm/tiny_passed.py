"""A test, an exam or a stretch of training the user got through, named back: "yess, cleared my
bar exam today!!" → "Congratulations on passing your bar exam! 🎉 …"; "hab meine
führerscheinprüfung bestanden" → "Herzlichen Glückwunsch, du hast deine Führerscheinprüfung
bestanden! 🎉 …". The good-news line had said "Congratulations, that's
wonderful news!" without the thing, and a finished apprenticeship got the line for a small win.
Told by the user, not hoped for or missed ("if i pass my exam", "didn't pass the test");
"passed the salt", "passed away" and "passed by" name no test. Used by
:func:`brain.llm.tiny_lines.known_answer` with the other news told with pride."""

from __future__ import annotations

import re

from brain.llm.tiny_got import NOT_YET
from brain.llm.tiny_kin import NEWS

_TESTED_EN = (
    r"(?:exams?|tests?|probation(?:ary)?(?: period)?|trial period|finals|midterms|boards|bar"
    r"|bar exam|quals|audition|assessment|certification|a-?levels|gcses|module|modules|belt"
    r"|grading|inspection|mot|citizenship test|checkride|ride|interview|course|level)"
)
"""What one passes: the last word of the thing."""
_DONE_EN = (
    r"(?:apprenticeship|degree|studies|training|traineeship|course|programme|program|phd|doctorate"
    r"|masters?|master'?s|bachelor'?s|bachelors?|thesis|dissertation|residency|internship"
    r"|probation(?:ary)?(?: period)?|certification|diploma|exams|finals|rehab|chemo|chemotherapy"
    r"|treatment)"
)
"""What one finishes that is big news (not "finished my homework")."""
_WORD = r"[^\W\d_][\w'-]*"
_END = (
    r"(?=\s*(?:[,.;:!?🎉🥳🙌]|$|(?:at|in|on|for|from|before|today|tonight|yesterday|this"
    r" (?:morning|afternoon|week|year)|after|omg|yay|woo\w*|lol|finally|with|on (?:the|my) first"
    r"|first try|and|guys|eddie)\b))"
)
_PASSED_EN = re.compile(
    NEWS
    + NOT_YET
    + r".*?\b(?:(?:i|we)(?:'ve| have)?\s+|^\W*)?(?:(?:just|finally|officially|actually|totally"
    r"|really)\s+)*(?:(?P<passed>passed|aced|nailed|smashed|cleared)\s+(?:(?P<det>my|our|the|both"
    rf"(?: of)? my|all(?: of)? my)\s+)?(?P<thing>(?:{_WORD}\s+){{0,3}}?{_TESTED_EN})"
    r"|(?P<done>finished|completed|graduated from|got through|made it through)\s+(?P<det2>my|our"
    rf"|the)\s+(?P<thing2>(?:{_WORD}\s+){{0,2}}?{_DONE_EN}))" + _END,
    re.IGNORECASE,
)
_TESTED_DE = (
    r"(?:prüfung|pruefung|probezeit|examen|staatsexamen|abitur|abi|führerschein|fuehrerschein"
    r"|ausbildung|lehre|studium|bachelor|master|test|klausur|klausuren|abschluss|theorie"
    r"|praxis|promotion|doktorarbeit|bachelorarbeit|masterarbeit|weiterbildung|umschulung"
    r"|zertifizierung|gürtelprüfung|seepferdchen)"
)
_PASSED_DE = re.compile(
    NEWS
    + NOT_YET
    + r"^\W*(?:(?:omg|juhu+|yay|ja+|endlich|ich|wir|hab|habe|haben|gerade|heute|jetzt|ratet mal"
    r"|rate mal|stell dir vor|es ist offiziell|tatsächlich|wirklich|echt)\W+)*(?P<det>meine[n]?"
    r"|mein|unsere[n]?|unser|die|den|das)\s+(?P<thing>(?:[a-zäöüß-]+\s+){0,2}?[\wäöüß-]*?"
    rf"{_TESTED_DE})\s+(?:(?:endlich|doch|tatsächlich|wirklich|heute|gerade|jetzt|offiziell)\s+)*"
    r"(?P<verb>bestanden|geschafft|abgeschlossen|beendet|fertig)\b",
    re.IGNORECASE,
)
_WE = re.compile(r"\b(?:wir|haben)\b", re.IGNORECASE)
_YOURS_DE = {"meine": "deine", "meinen": "deinen", "mein": "dein", "unsere": "eure",
             "unseren": "euren", "unser": "euer"}  # fmt: skip


def passed_news(said: str, language: str) -> str | None:
    """Congratulations naming what the user passed or finished, or None when ``said`` tells no
    such news."""
    if language == "de":
        found = _PASSED_DE.search(said)
        return _german(found) if found else None
    found = _PASSED_EN.search(said)
    return _english(found) if found else None


def _english(found: re.Match[str]) -> str:
    passed = found["passed"] is not None
    det = (found["det"] if passed else found["det2"]) or ""
    thing = " ".join((found["thing"] if passed else found["thing2"]).lower().split())
    owner = "the" if det.lower() == "the" else "" if not det else "your"
    verb = (found["passed"] or found["done"]).lower()
    doing = {"aced": "acing", "nailed": "nailing", "smashed": "smashing", "graduated from":
             "graduating from", "finished": "finishing", "completed": "completing", "got through":
             "getting through", "made it through": "making it through"}.get(verb, "passing")  # fmt: skip
    what = " ".join(one for one in (doing, owner, thing) if one)
    return (
        f"Congratulations on {what}! 🎉 All that work paid off, you should be proud. How are you "
        "going to celebrate?"
    )


def _german(found: re.Match[str]) -> str:
    det = found["det"].lower()
    words = found["thing"].lower().split()
    said = [w if re.search(r"(?:e|en|er|es|em)$", w) and w is not words[-1] else w.capitalize()
            for w in words]  # fmt: skip
    verb = found["verb"].lower()
    done = "abgeschlossen" if verb in ("beendet", "fertig") else verb
    we = det.startswith("unser") or _WE.search(found[0]) is not None
    you, glad, party = (
        ("ihr habt", "seid", "feiert ihr") if we else ("du hast", "sei", "feierst du")
    )
    return (
        f"Herzlichen Glückwunsch, {you} {_YOURS_DE.get(det, det)} {' '.join(said)} {done}! 🎉 "
        f"Die ganze Mühe hat sich gelohnt, {glad} ruhig stolz. Wie {party}?"
    )
