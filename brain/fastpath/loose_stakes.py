"""A win shared out by what each paid in (see :mod:`brain.fastpath.loose_everyday`): "i put in
5, she put in 15, we won 200, how much is mine" → "5 + 15 = 20 paid in. You: 200 × 5/20 = 50;
she: 200 × 15/20 = 150."; two to four people, each named as said ("tom 6 and anna 10", "mein
bruder 30"), German too ("ich hab 10 euro eingezahlt, mein bruder 30, wir haben 120 gewonnen").
What the ticket cost may be said as well when it is what was paid in together."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import NUMBER, amount, money
from brain.fastpath.reckon import said_number

_CUR = r"(?:[$€£]|euros?|eur|dollars?|bucks|quid|pounds?)"
_WIN = re.compile(
    rf"\b(?:won|win|wins|winnings|prize|jackpot|payout|paid\s+out|pays\s+out|gewinn|gewinnen"
    rf"|gewonnen|preisgeld|ausgezahlt)\b(?:\s+(?:was|is|of|came\s+to|totall?ed|von|ist|war|sind"
    rf"|waren|beträgt|betraegt|betrug|a\s+total\s+of|insgesamt|haben|hat|wir))*\s*:?\s*[$€£]?\s*(?P<w>{NUMBER})"
    rf"\s*{_CUR}?"
    rf"|[$€£]?\s*(?P<w2>{NUMBER})\s*{_CUR}?\s*(?:gewonnen|gewinn|won)\b",
    re.IGNORECASE,
)
_PAID_IN = re.compile(
    r"\b(?:put\s+in|puts\s+in|put|paid|pay|chipped\s+in|chip\s+in|contributed|gave|threw\s+in"
    r"|chucked\s+in|staked|stake|invested|bet|eingezahlt|eingelegt|gezahlt|bezahlt|beigesteuert"
    r"|eingesetzt|dazugegeben|gegeben|reingelegt|reingetan|reingeworfen|investiert|gesetzt|lotto"
    r"|lottery|tippgemeinschaft|syndicate|scratch\s*card|rubbellos)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\bmine\b|\bmy\s+(?:cut|share|part|bit)\b|\bhow\s+(?:do|should|would|can)\s+we\s+(?:split"
    r"|share|divide)\b|\bsplit\w*\b|\bshare\s+(?:it|that|the|this|out)\b|\b(?:do|does|should"
    r"|would|will)\s+\w+\s+get\b|\beach\b|\bwho\s+gets\b|\bfair\w*|\bbekomm\w*|\bkrieg\w*"
    r"|\bsteht\s+(?:mir|ihm|ihr|jedem|uns)\b|\banteil\w*|\baufteil\w*|\bteilen\b|\bverteil\w*"
    r"|\bjede[rnms]?\b|\bgerecht\w*",
    re.IGNORECASE,
)
_SCORE = re.compile(r"^\s*(?:to|:|-|–|zu)\s*\d", re.IGNORECASE)
"""After a number won, a score ("we won 2 to 1"), not money."""
_COST = re.compile(
    rf"\b(?:cost|costs|was|kostet|kostete)\s+[$€£]?\s*(?P<c>{NUMBER})\s*{_CUR}?", re.IGNORECASE
)
_STAKE = re.compile(
    rf"(?<![\w.,])[$€£]?\s*(?P<x>{NUMBER})\s*{_CUR}?(?![\w%]|[.,]\d)"
    r"(?!\s*(?:%|hours?|hrs?|h|days?|weeks?|months?|years?|times|tickets?|games?|points?|km"
    r"|kg|stunden|tage[n]?|wochen|monate[n]?|jahre[n]?|mal|lose|spiele|punkte|people|leute)\b)",
    re.IGNORECASE,
)
_WHO = re.compile(
    r"\b(?P<me>i|ich)\b|\b(?P<mine>my|mein|meine|meinem|meiner)\s+(?P<kin>[a-zäöüß]{3,20})\b"
    r"|\b(?P<pro>she|he|sie|er)\b|\b(?P<name>[a-zäöüß]{2,15})\b",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset({
    "and", "und", "put", "paid", "pay", "puts", "chipped", "contributed", "gave", "threw",
    "chucked", "staked", "invested", "hab", "habe", "hat", "the", "for", "with", "mit", "each",
    "then", "dann", "also", "too", "auch", "euro", "euros", "eur", "dollars", "bucks", "quid",
    "pounds", "eingezahlt", "eingelegt", "gezahlt", "bezahlt", "beigesteuert", "eingesetzt",
    "dazugegeben", "gegeben", "reingelegt", "reingetan", "investiert", "gesetzt", "ticket",
    "lottery", "lotto", "los", "tippschein", "schein", "bought", "kauften", "gekauft", "haben",
    "wir", "we", "our", "unser", "while", "whilst", "plus", "noch", "in", "to", "of", "on", "at",
    "by", "an", "so", "da", "zu", "im", "am", "um", "as", "is", "it", "me", "us", "uns", "mir",
})  # fmt: skip


def _who(window: str, language: str) -> str | None:
    """Who paid in, from the words before the amount: "i" → "you", "my brother" → "your
    brother", a name as said."""
    found = None
    for m in _WHO.finditer(window):
        if m["name"] and m["name"].lower() in _NOT_NAMES:
            continue
        found = m
    if found is None:
        return None
    de = language == "de"
    if found["me"]:
        return "du" if de else "you"
    if found["mine"]:
        kin = found["kin"].lower()
        if de:
            own = "deine" if found["mine"].lower() == "meine" else "dein"
            return f"{own} {kin[:1].upper()}{kin[1:]}"
        return f"your {kin}"
    if found["pro"]:
        return found["pro"].lower()
    name = found["name"]
    return name[:1].upper() + name[1:].lower()


def by_stakes(text: str, language: str) -> str | None:
    """ "i put in 5, she put in 15, we won 200, how much is mine" → "5 + 15 = 20 paid in. You:
    200 × 5/20 = 50; she: 200 × 15/20 = 150."."""
    said = number_words.as_digits(text)
    wins = list(_WIN.finditer(said))
    if len(wins) != 1 or not _PAID_IN.search(said) or not _ASKED.search(said):
        return None
    win = wins[0]
    if _SCORE.match(said[win.end() :]):
        return None
    won = amount(win["w"] or win["w2"])
    rest = said[: win.start()] + " # " + said[win.end() :]
    cost = _COST.search(rest)
    if cost is not None:
        rest = rest[: cost.start()] + " # " + rest[cost.end() :]
    stakes = list(_STAKE.finditer(rest))
    values = [amount(m["x"]) for m in stakes]
    if not won or not 2 <= len(stakes) <= 4 or not all(values):
        return None
    paid = [v for v in values if v]
    total = sum(paid, Fraction(0))
    if cost is not None and amount(cost["c"]) != total:
        return None  # "the ticket was 30, i paid 5 and she 15": not all of it said
    leftover = _STAKE.sub(" ", rest)
    if re.search(r"\d", leftover):
        return None
    names: list[str | None] = []
    start = 0
    for m in stakes:
        names.append(_who(rest[start : m.start()], language))
        start = m.end()
    de = language == "de"
    if None in names or len(set(names)) != len(names):
        names = [f"{'für' if de else 'for'} {said_number(v, language)}" for v in paid]
    w, t = said_number(won, language), said_number(total, language)
    shares = "; ".join(
        f"{name}: {w} × {said_number(v, language)}/{t} = {money(won * v / total, language)}"
        for name, v in zip(names, paid, strict=True)
    )
    sum_ = " + ".join(said_number(v, language) for v in paid)
    shares = shares[:1].upper() + shares[1:]
    return f"{sum_} = {t} {'eingezahlt' if de else 'paid in'}. {shares}."


READERS = (("by_stakes", by_stakes),)
