"""A shared bill where one pays only their own (see :mod:`brain.fastpath.loose_sums`): "dinner
was 96 for the 4 of us, kai only had a salad for 12, the rest of us split the rest" → "96 − 12
= 84; 84 ÷ 3 = 28 each for the other 3; Kai pays 12."; "everyone pays their share but mia only
pays her drink (4.50)"; "wir waren 5, die rechnung 110 €, ich hatte nur eine suppe für 7 €".
The readers of an even split decline such a bill (:func:`one_pays_own`)."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money

_VERB = (
    r"(?:had|has|ordered|orders|got|gets|ate|drank|pays?|paid|wants?\s+to\s+pay|took|hatte|hat"
    r"|nahm|bestellte|bestellt|zahlt|bezahlt|trank|aß|ass|isst|will)"
)
_ONLY = re.compile(
    rf"\b(?P<who>[a-zäöüß]+)\s+(?:(?:only|just)\s+{_VERB}|{_VERB}\s+(?:only|just|nur)|nur\s+{_VERB})"
    r"\b",
    re.IGNORECASE,
)
"""Someone who pays only their own: "anna only had", "mia pays only", "lena hatte nur"."""
_NOT_WHO = frozenset(
    {"we", "they", "you", "wir", "sie", "ihr", "and", "und", "but", "aber", "who", "der", "die",
     "das", "it", "es", "that", "this", "which", "rest", "others", "anderen", "everyone", "all"}
)  # fmt: skip
_ME = frozenset({"i", "ich", "me", "mir"})
_SOMEONE = frozenset({"person", "someone", "somebody", "jemand", "us", "uns"})
_PEOPLE = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,2})\s+(?:of\s+us|people|persons|ppl|friends|guests|adults|personen"
    r"|leute|leuten|freunde|freunden|gäste|gaeste)\b|\b(?:we|there)(?:\s+(?:were|are)|'re|’re)\s+"
    r"(?P<n2>\d{1,2})\b|\bwir\s+(?:sind|waren)\s+(?:zu\s+)?(?P<n3>\d{1,2})\b|\b(?:group|table|party)"
    r"\s+of\s+(?P<n4>\d{1,2})\b|\b(?:dinner|lunch|table|meal|essen|tisch)\s+(?:for|für)\s+"
    r"(?P<n5>\d{1,2})\b(?![.,]\d)|\bzu\s+(?P<n6>dritt|viert|fünft|fuenft|sechst|siebt|acht)\b",
    re.IGNORECASE,
)
_WITH_ME = re.compile(
    r"\b(?:me|i|ich)\s+(?:and|und|plus|\+)\s+(?P<n>\d{1,2})\s+(?:friends|mates|others|colleagues"
    r"|freunde|freunden|kollegen|andere)\b",
    re.IGNORECASE,
)
_OTHERS = re.compile(
    r"\b(?:the\s+)?other\s+(?P<n>\d{1,2})\b|\bdie\s+(?:anderen|übrigen|uebrigen)\s+(?P<n2>\d{1,2})\b"
    r"|\b(?P<n3>\d{1,2})\s+others\b",
    re.IGNORECASE,
)
_REST = re.compile(
    r"\b(?:the\s+rest|the\s+others|everyone\s+else|everybody\s+else|the\s+remainder|what'?s\s+left"
    r"|rest\s+of\s+us|other\s+\d|others|der\s+rest|den\s+rest|die\s+anderen|die\s+übrigen"
    r"|die\s+uebrigen|alle\s+anderen|restlichen|übrige[nr]?|uebrige[nr]?|everyone\s+pays"
    r"|split|teilen|teilt)\b",
    re.IGNORECASE,
)
_ASK = re.compile(
    r"\?|\b(?:how\s+much|what\s+(?:does|do|should|will)|each|wie\s*viel|was\s+(?:zahl|bezahl|muss)"
    r"\w*|jede[rn]?|pro\s+(?:person|kopf))\b",
    re.IGNORECASE,
)
_MONEY = re.compile(
    rf"(?<![\w.,])[$€£]?\s*(?P<x>{NUMBER})\s*(?:[$€£]|euros?|eur|dollars?|bucks|quid)?(?![\w%]|[.,]\d)",
    re.IGNORECASE,
)


_ARTICLE = re.compile(
    r"\b(?:eine[nmrs]?|ein|one|an?)\s+(?!(?:hundred|thousand|hundert|tausend|dozen|half|halb)\b)"
    r"(?=[a-zäöüß]{3,})",
    re.IGNORECASE,
)
"""An article before a thing or a person ("eine suppe", "one person"), no number of its own."""


def _said(text: str) -> str:
    return number_words.as_digits(_ARTICLE.sub("", text))


def one_pays_own(text: str) -> bool:
    """Whether ``text`` says someone pays only their own part ("anna only had a salad")."""
    return any(m["who"].lower() not in _NOT_WHO for m in _ONLY.finditer(_said(text)))


_ZU = {"dritt": 3, "viert": 4, "fünft": 5, "fuenft": 5, "sechst": 6, "siebt": 7, "acht": 8}


def _count(said: str) -> int:
    """A count of people as said ("4", "viert" of "zu viert")."""
    return _ZU.get(said.lower()) or int(said)


def _group(said: str) -> tuple[int | None, str]:
    """How many people in all (None unless said once or alike), and ``said`` without it."""
    counts = {int(m["n"]) + 1 for m in _WITH_ME.finditer(said)}
    rest = _WITH_ME.sub(" # ", said)
    counts |= {_count(next(g for g in m.groups() if g)) for m in _PEOPLE.finditer(rest)}
    rest = _PEOPLE.sub(" # ", rest)
    others = {int(next(g for g in m.groups() if g)) + 1 for m in _OTHERS.finditer(rest)}
    rest = _OTHERS.sub(" # ", rest)
    counts |= others
    return (counts.pop() if len(counts) == 1 else None), rest


_TIP_IN = re.compile(
    r"\b(?:incl(?:uding|\.)?|inkl(?:usive|\.)?|with|mit|plus|and|und)\s+(?:the\s+|a\s+|das\s+"
    r"|dem\s+)?(?:tip|trinkgeld)\b|\b(?:tip|trinkgeld)\s+(?:included|incl\.?|inklusive|inkl\.?"
    r"|inbegriffen|drin)(?!\w)",
    re.IGNORECASE,
)
"""A tip said inside the total with no amount ("110 including tip", "mit trinkgeld")."""
_TIP_ADDED = re.compile(
    rf"\b(?:plus|and|und|with|mit|\+)\s+(?:a\s+|an\s+)?[$€£]?\s*(?P<x>{NUMBER})\s*(?:[$€£]|euros?"
    r"|eur|dollars?|bucks)?\s+(?:tip|trinkgeld)\b"
    rf"|\b(?:plus|and|und|with|mit|\+)\s+(?:a\s+)?(?:tip|trinkgeld)\s+(?:of|von)\s+[$€£]?\s*"
    rf"(?P<x2>{NUMBER})(?!\s*%)\s*(?:[$€£]|euros?|eur|dollars?|bucks)?",
    re.IGNORECASE,
)
"""A tip said as an amount on top of the bill ("96 plus a 12 tip", "mit 10 € trinkgeld")."""


def _tip(said: str) -> tuple[str, Fraction, bool]:
    """``said`` without a tip said in full, the tip's amount added on top (0: none) and whether
    the total was said to include one."""
    added = list(_TIP_ADDED.finditer(said))
    if len(added) == 1:
        tip = amount(added[0]["x"] or added[0]["x2"])
        return said[: added[0].start()] + " " + said[added[0].end() :], tip or Fraction(0), False
    inside = list(_TIP_IN.finditer(said))
    if len(inside) == 1 and not added:
        return said[: inside[0].start()] + " " + said[inside[0].end() :], Fraction(0), True
    return said, Fraction(0), False


def own_and_rest(text: str, language: str) -> str | None:
    """ "bill was 120 for 5 people, tom only had soup at 8, the others split the rest" → "120 −
    8 = 112; 112 ÷ 4 = 28 each for the other 4; Tom pays 8."."""
    said = _said(text)
    only = [m for m in _ONLY.finditer(said) if m["who"].lower() not in _NOT_WHO]
    if len(only) != 1 or not _REST.search(said):
        return None
    if not _ASK.search(said) and not re.search(r"\b(?:split|teil\w*)\b", said, re.IGNORECASE):
        return None
    if re.search(r"[a-zäöüß]\s+(?:and|und|&|or|oder)\s*$", said[: only[0].start()], re.IGNORECASE):
        return None  # "tom and mia only had soup": two pay their own
    said, tip, tip_in = _tip(said)
    if re.search(r"%|\b(?:tip|trinkgeld|percent|prozent)\b", said, re.IGNORECASE):
        return None  # a tip in percent, or one not read
    n, rest = _group(said)
    if n is None or not 3 <= n <= 30:
        return None
    found = list(_MONEY.finditer(rest))
    values = [amount(m["x"]) for m in found]
    if len(found) != 2 or not all(values) or re.search(r"\d", _MONEY.sub(" ", rest)):
        return None
    at = only[0].end()
    own_at = min(range(2), key=lambda i: abs(found[i].start() - at))
    own, total = values[own_at], values[1 - own_at]
    if own is None or total is None or not own < total or found[own_at].start() < only[0].start():
        return None
    de = language == "de"
    t = money(total, language)
    if tip:  # "96 plus a 12 tip": the tip is added to the bill the others share
        t = f"{t} + {money(tip, language)} {'Trinkgeld' if de else 'tip'} = {money(total + tip, language)}"
        total += tip
    left, others = total - own, n - 1
    each = left / others
    o, lf, e = (money(v, language) for v in (own, left, each))
    who = only[0]["who"].lower()
    head = f"{t}; {money(total, language)} − {o}" if tip else f"{t} − {o}"
    head = f"{head} = {lf}; {lf} ÷ {others} = {e}"
    shared = ""
    if tip or tip_in:
        shared = "; das Trinkgeld teilen die anderen" if de else "; the tip is in the others' share"
    if who in _ME:
        return (
            f"{head} pro Person für die anderen {others}; du zahlst {o}{shared}."
            if de
            else f"{head} each for the other {others}; you pay {o}{shared}."
        )
    name = who.capitalize()
    if who in _SOMEONE:
        name = "die eine Person" if de else "the one person"
    if de:
        return f"{head} pro Person für die anderen {others}; {name[0].upper()}{name[1:]} zahlt {o}{shared}."
    return f"{head} each for the other {others}; {name} pays {o}{shared}."


READERS = (("own_and_rest", own_and_rest),)
