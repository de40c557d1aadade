"""Classic word problems said loosely (see :mod:`brain.fastpath.loose_sums`):

- a job done together ("i can mow the lawn in 4 hours, my son takes 6, how long together" →
  4 × 6 ÷ (4 + 6) = 2.4 hours), by two or three;
- when two things that repeat line up again ("one bus every 15 min, another every 20, both
  at 7:30, when together again" → 8:30);
- two ages from two conditions ("my mum is 4 times my age, in 20 years she'll be twice my
  age, how old am i" → 10 and 40).

Each answers only when its parts are all there. More: :mod:`.loose_classic_more`.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.clock import read_time, said_time
from brain.fastpath.reckon import said_number

_DAY = 24 * 60


def _length(minutes: Fraction, language: str) -> str:
    """ "2 hours 24 minutes", German "2 Stunden 24 Minuten" (whole minutes, rounded)."""
    h, m = divmod(int(minutes + Fraction(1, 2)), 60)
    de = language == "de"
    hours = ("Stunde" if h == 1 else "Stunden") if de else ("hour" if h == 1 else "hours")
    mins = ("Minute" if m == 1 else "Minuten") if de else ("minute" if m == 1 else "minutes")
    parts = [f"{h} {hours}" if h else "", f"{m} {mins}" if m or not h else ""]
    return " ".join(p for p in parts if p)


# --- a job done together ----------------------------------------------------------------------

_UNIT_MINUTES = {"h": 60, "m": 1, "d": _DAY}
_SPAN = re.compile(
    r"(?<![\d.,:])(?P<n>\d{1,3}(?:[.,]\d{1,2})?)(?![\d:%]|[.,]\d)\s*(?P<u>h|hrs?|hours?|std\.?"
    r"|stunden?|min|mins|minutes?|minuten|days?|tagen?|tage)?(?![\w%])",
    re.IGNORECASE,
)
_TOGETHER = re.compile(
    r"\b(?:together|togther|togehter|toghether|tgether|2gether|both of us|both of them|we both"
    r"|they both|if both|with both|both work|all (?:three|3)(?: of us)?|at the same time"
    r"|combined|as a team|zusammen|gemeinsam"
    r"|zu zweit|zu dritt|mit beiden|wir beide|beide zusammen|gleichzeitig)\b",
    re.IGNORECASE,
)
_HOW_LONG = re.compile(
    r"\b(?:h?o?w long|how lon|how much time|how many (?:hours|minutes|days)|when (?:will|would)"
    r" (?:we|they)|wie lange?|wie viel zeit|wie ?viele (?:stunden|minuten|tage)|wann (?:sind|wären|waeren))\b",
    re.IGNORECASE,
)
_RATE_SAID = re.compile(
    r"\b(?:in|takes?|took|needs?|needed|need|would take|brauch\w*|schaff\w*|dauert|alone|allein"
    r"|by (?:myself|himself|herself|itself)|on (?:my|his|her|its) own|fills?|empties)\b",
    re.IGNORECASE,
)
_SUM_SAID = re.compile(
    r"\b(?:spent|spend|worked|walked|drove|ran|verbracht|gearbeitet|gelaufen|gefahren"
    r"|in total|insgesamt|altogether|plus|for \d|then|danach|more)\b",
    re.IGNORECASE,
)
_ONE_ASKED = re.compile(
    r"\b(?:how long|wie lange?)\b.{0,40}\b(?:alone|allein|by (?:him|her|my)self|on (?:his|her|my)"
    r" own)\b",
    re.IGNORECASE,
)
_HEADS = re.compile(
    r"\b(?:all|alle|we|us|wir|zu)\s+\d\b(?:\s+of\s+(?:us|them))?|\b\d\s+(?:of us|of them|people"
    r"|persons|personen|leute|workers|painters|kids|kinder)\b",
    re.IGNORECASE,
)
"""How many work ("all 3 of us", "zu 2"): no time of their own."""
_GIVEN = re.compile(
    rf"(?:{_TOGETHER.pattern})\W+(?:we|they|wir|sie|in|brauch\w*|schaff\w*|take\w*|took|need\w*"
    r"|it takes|dauert|do it in|finish\w*)\b(?:\W+\w+){0,2}?\W+\d",
    re.IGNORECASE,
)
"""The time together said ("together we take 3 hours"): one's own time is asked."""
_BARE = re.compile(r"[2-9]|\d{2,3}|\d[.,]\d")
"""A time said without its unit ("my son takes 6"), but not "one" said as a word."""
_NOUN_AFTER = re.compile(
    r"\s+(?!and\b|und\b|but\b|aber\b|so\b|how\b|wie\b|alone\b|allein\b|if\b|wenn\b|or\b"
    r"|oder\b|together\b|zusammen\b|gemeinsam\b|each\b|jeweils\b)[a-zäöüß]",
    re.IGNORECASE,
)


def _unit(said: str | None) -> str | None:
    if not said:
        return None
    said = said.lower()
    return "m" if said.startswith("m") else "d" if said.startswith(("d", "t")) else "h"


def work_together(text: str, language: str) -> str | None:
    """ "i can mow the lawn in 4 hours, my son takes 6, how long together" → "Together: 4 × 6
    ÷ (4 + 6) = 2.4 hours, that's 2 hours 24 minutes."."""
    said = number_words.as_digits(text)
    if not (_TOGETHER.search(said) and _HOW_LONG.search(said) and _RATE_SAID.search(said)):
        return None
    if _SUM_SAID.search(said) or _ONE_ASKED.search(said) or _GIVEN.search(said):
        return None  # times added up, or one's own time asked ("together we take 3 hours")
    said = _HEADS.sub(lambda m: " " * len(m.group(0)), said)
    spans = [m for m in _SPAN.finditer(said) if m["u"] or _BARE.match(m["n"])]
    spans = [m for m in spans if m["u"] or not _NOUN_AFTER.match(said, m.end())]
    units = [_unit(m["u"]) for m in spans]
    if not 2 <= len(spans) <= 3 or not any(units):
        return None
    first = next(u for u in units if u)
    filled = [u or first for u in units]
    times = [Fraction(m["n"].replace(",", ".")) for m in spans]
    if not all(times):
        return None
    unit = filled[0] if len(set(filled)) == 1 else "m"
    each = [t * _UNIT_MINUTES[u] / _UNIT_MINUTES[unit] for t, u in zip(times, filled, strict=True)]
    together = 1 / sum((1 / t for t in each), Fraction(0))
    shown = [said_number(t, language) for t in each]
    if len(each) == 2:
        working = f"{shown[0]} × {shown[1]} ÷ ({shown[0]} + {shown[1]})"
    else:
        working = "1 ÷ (" + " + ".join(f"1/{s}" for s in shown) + ")"
    de = language == "de"
    words = {"h": ("hours", "Stunden"), "m": ("minutes", "Minuten"), "d": ("days", "Tage")}
    result = f"{working} = {said_number(together, language)} {words[unit][de]}"
    minutes = together * _UNIT_MINUTES[unit]
    if (unit == "h" and minutes % 60) or (unit == "m" and minutes > 60 and minutes % 60):
        about = "" if minutes.denominator == 1 else ("etwa " if de else "about ")
        that = "also" if de else "that's"
        result += f", {that} {about}{_length(minutes, language)}"
    return f"{'Zusammen' if de else 'Together'}: {result}."


# --- when two things that repeat line up again ------------------------------------------------

_EVERY = re.compile(
    r"\b(?:every|each|alle|jede[nrs]?)\s+(?P<n>\d{1,4}(?:[.,]5)?)\s*(?P<u>min(?:ute)?s?|minuten"
    r"|h|hrs?|hours?|std\.?|stunden?|days?|tagen?|tage|weeks?|wochen)?\b"
    r"|\b(?:every|each|jede[nrs]?)\s+(?P<one>hour|stunde|day|tag)\b",
    re.IGNORECASE,
)
_TOGETHER_AGAIN = (
    r"(?:together|at the same time|same time|simultaneously|both|coincide|line up|meet|sync"
    r"|on the same day|gleichzeitig|zusammen|zugleich|beides?|zur (?:selben|gleichen) zeit"
    r"|am (?:selben|gleichen) tag)"
)
_EVERY_PAIR = re.compile(
    r"\b(?:every|each|alle)\s+(?P<a>\d{1,4})\s*(?:and|und|&|or|oder|,)\s*(?P<b>\d{1,4})\s*"
    r"(?P<u>min(?:ute)?s?|minuten|hrs?|hours?|stunden|days?|tage|weeks?|wochen)\b",
    re.IGNORECASE,
)
_AGAIN = re.compile(
    rf"\b{_TOGETHER_AGAIN}\b.{{0,25}}\b(?:again|wieder)\b|\b(?:again|wieder)\b.{{0,30}}"
    rf"\b{_TOGETHER_AGAIN}\b|\b(?:next|nächste\w* mal)\b.{{0,30}}\b{_TOGETHER_AGAIN}\b"
    r"|\b(?:coincide|line up|on the same day|am (?:selben|gleichen) tag)\b|\bwhen next\W*$"
    r"|\b(?:when|what time|wann|um wie ?viel uhr)\b.{0,30}\b(?:together|at the same time"
    r"|simultaneously|gleichzeitig|zusammen|zugleich|zur (?:selben|gleichen) zeit)\b",
    re.IGNORECASE,
)
_WHEN = re.compile(
    r"\b(?:when|what time|at what time|how long until|how long till|in how many|how many (?:minutes"
    r"|hours|days)|wann|um wie ?viel uhr|wie lange bis|in wie ?vielen)\b",
    re.IGNORECASE,
)
_START = re.compile(
    r"(?<![\d.,:])(?P<t>\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*(?:[ap]\.?m\.?|uhr)(?:\s+\d{1,2}"
    r"(?!\s*(?:min|h)))?|(?:(?<=\bat )|(?<=\bum )|(?<=\bab ))\d{1,2}(?![\d:]|[.,]\d|\s*(?:min|h\b"
    r"|hours?|std|stunden|minuten|days?|tage)))|\b(?P<named>noon|midday|midnight|mittag)\b",
    re.IGNORECASE,
)
_EVERY_MINUTES = {"m": 1, "h": 60, "d": _DAY, "w": 7 * _DAY}


def _every_unit(said: str | None) -> str | None:
    if not said:
        return None
    said = said.lower()
    if said.startswith(("w", "wo")):
        return "w"
    return "m" if said.startswith("m") else "d" if said.startswith(("d", "t")) else "h"


def coincide(text: str, language: str) -> str | None:
    """ "one bus every 15 min, another every 20 min, both at 7:30, when together again" → "The
    least common multiple of 15 and 20 minutes is 60 minutes: 7:30 + 60 min = 8:30."."""
    said = number_words.as_digits(text)
    if not _AGAIN.search(said) or not _WHEN.search(said):
        return None
    found = list(_EVERY.finditer(said))
    pair = _EVERY_PAIR.search(said) if len(found) == 1 else None
    if pair is not None:  # "flash every 40 and 60 minutes"
        counts = [Fraction(pair["a"]), Fraction(pair["b"])]
        units = [_every_unit(pair["u"])] * 2
    elif 2 <= len(found) <= 3:
        counts = [Fraction(m["n"].replace(",", ".")) if m["n"] else Fraction(1) for m in found]
        units = [_every_unit(m["u"] or m["one"]) for m in found]
    else:
        return None
    known = [u for u in units if u]
    if not known or not all(counts):
        return None
    filled = [u or known[0] for u in units]
    minutes = [c * _EVERY_MINUTES[u] for c, u in zip(counts, filled, strict=True)]
    if any(m.denominator != 1 for m in minutes) or len(set(minutes)) < len(minutes):
        return None
    step = math.lcm(*(int(m) for m in minutes))
    rest = _EVERY.sub(" ", said)
    starts = {m.group(0).strip() for m in _START.finditer(rest)}
    de = language == "de"
    same = {"m": ("minutes", "Minuten"), "h": ("hours", "Stunden"), "d": ("days", "Tage"),
            "w": ("weeks", "Wochen")}  # fmt: skip
    dative = {"m": "Minuten", "h": "Stunden", "d": "Tagen", "w": "Wochen"}
    unit = filled[0] if len(set(filled)) == 1 else "m"
    scale = _EVERY_MINUTES[unit]
    if step % scale:
        unit, scale = "m", 1
    listed = [said_number(m / scale, language) for m in minutes]
    joined = ", ".join(listed[:-1]) + (" und " if de else " and ") + listed[-1]
    lcm = f"{said_number(Fraction(step, scale), language)} {same[unit][de]}"
    if unit == "m" and step > 60:
        lcm += f" ({_length(Fraction(step), language)})"
    if de:
        head = f"Das kleinste gemeinsame Vielfache von {joined} {dative[unit]} ist {lcm}"
    else:
        head = f"The least common multiple of {joined} {same[unit][0]} is {lcm}"
    if len(starts) > 1 or (not starts and min(minutes) < _DAY):
        return None  # no time they last met, or several: not this sum
    if not starts:
        if de:
            return f"{head}: wieder zusammen in {said_number(Fraction(step, scale), language)} {dative[unit]}."
        return f"{head}: together again in {lcm}."
    at = read_time(starts.pop())
    if at is None:
        return None
    start, twelve = at
    end = start + step
    clock = said_time(end, twelve=twelve)
    later = end // _DAY
    if later:
        days = (
            ("am nächsten Tag" if later == 1 else f"{later} Tage später")
            if de
            else ("the next day" if later == 1 else f"{later} days later")
        )
        clock = f"{clock} ({days})"
    plus = (f"{step} Min." if de else f"{step} min") if step < _DAY else lcm
    began = said_time(start, twelve=twelve)
    if de:
        return f"{head}: {began} + {plus} = {clock}{'' if twelve else ' Uhr'}."
    return f"{head}: {began} + {plus} = {clock}."


# --- two ages from two conditions -------------------------------------------------------------

_MULTIPLE = re.compile(
    r"\b(?:(?P<k>\d{1,2})\s*(?:times|x|mal)|(?P<w>twice|double|doppelt|zweimal|dreimal|viermal"
    r"|fünfmal|fuenfmal|sechsmal)|(?P<half>half|halb))\s+(?:as old(?: as)?|my age|your age|his age"
    r"|her age|their age|[a-z]+'s age|the age of|older than|so alt(?: wie)?|mein alter|sein alter|ihr alter"
    r"|älter als|aelter als)\b",
    re.IGNORECASE,
)
_MULTIPLE_WORDS = {"twice": 2, "double": 2, "doppelt": 2, "zweimal": 2, "dreimal": 3,
                   "viermal": 4, "fünfmal": 5, "fuenfmal": 5, "sechsmal": 6}  # fmt: skip
_OFFSET = re.compile(
    r"\b(?:in|after|nach)\s+(?P<n>\d{1,3})\s+(?:years?|jahren?)\b|\b(?P<n2>\d{1,3})\s+(?:years?)"
    r"\s+(?P<dir>from now|later|ago|back|earlier|before)\b|\bvor\s+(?P<n3>\d{1,3})\s+jahren\b",
    re.IGNORECASE,
)
_DIFFERENCE = re.compile(
    r"\b(?P<d>\d{1,3})\s+(?:years?|jahre)\s+(?:older|younger|älter|aelter|jünger|juenger)\b",
    re.IGNORECASE,
)
_AGE_ASKED = re.compile(
    r"\b(?:how old|what(?:'s| is| are) (?:our|their|my|his|her|the) ages?|ages?\b|wie alt"
    r"|alter\b)",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[,.;!?]|\b(?:and|but|while|whereas|und|aber|während|waehrend)\b", re.I)
_ME_YOUNGER = re.compile(
    r"\b(?:my age|as old as me|than me|as me|as i am|wie ich|als ich|mein alter|meinem alter)\b",
    re.IGNORECASE,
)
_ME_OLDER = re.compile(
    r"\b(?:i'?m|i am|i'll be|i will be|i was|ich bin|bin ich|werde ich|ich werde|war ich"
    r"|ich war)\b[^,.;]{0,20}?(?:\d+\s*(?:times|x|mal)|twice|double|doppelt|\w+mal)\b",
    re.IGNORECASE,
)
_OTHER = re.compile(r"\b(?P<my>my|meine[mrn]?|mein)\s+(?P<who>[a-zäöüß]+)", re.IGNORECASE)


def _multiple(found: re.Match[str]) -> Fraction:
    if found["half"]:
        return Fraction(2)  # "half my age": the other is twice as old
    return Fraction(int(found["k"]) if found["k"] else _MULTIPLE_WORDS[found["w"].lower()])


def _clause(said: str, at: int) -> int:
    return len(_CLAUSE.findall(said[:at]))


def _who(said: str, near: int, language: str) -> tuple[str, str] | None:
    """(younger, older) named for the user: "you" and "your mum" (the one said nearest
    ``near``), or None."""
    others = [m for m in _OTHER.finditer(said) if m["who"].lower() not in ("age", "alter", "own")]
    other = min(others, key=lambda m: abs(m.start() - near), default=None)
    de = language == "de"
    if other is None:
        return None
    if de:
        mine = "deine" if other["my"].lower() in ("meine", "meiner") else "dein"
        named = f"{mine} {other['who'].capitalize()}"
    else:
        named = f"your {other['who'].lower()}"
    if _ME_OLDER.search(said):
        return named, "du" if de else "you"
    if _ME_YOUNGER.search(said):
        return "du" if de else "you", named
    return None


def ages_then(text: str, language: str) -> str | None:
    """ "my mum is 4 times my age, in 20 years she'll be twice my age, how old am i" → "You're
    10 and your mum 40 (40 = 4 × 10; in 20 years 60 = 2 × 30)."."""
    said = number_words.as_digits(text)
    if not _AGE_ASKED.search(said):
        return None
    multiples, offsets = list(_MULTIPLE.finditer(said)), list(_OFFSET.finditer(said))
    differences = list(_DIFFERENCE.finditer(said))
    if len(offsets) > 1 or len(differences) > 1 or not 1 <= len(multiples) <= 2:
        return None
    n = 0
    if offsets:
        off = offsets[0]
        n = int(off["n"] or off["n2"] or off["n3"])
        if off["n3"] or (off["dir"] or "").lower() in ("ago", "back", "earlier", "before"):
            n = -n
    young: Fraction
    if len(multiples) == 2 and offsets and not differences:
        where = _clause(said, off.start())
        then = [m for m in multiples if _clause(said, m.start()) == where]
        if len(then) != 1:
            after = [m for m in multiples if m.start() > off.end()]
            then = after[:1] if len(after) == 1 else []
        if len(then) != 1:
            return None
        now = next(m for m in multiples if m is not then[0])
        k1, k2 = _multiple(now), _multiple(then[0])
        if k1 == k2:
            return None
        young = n * (k2 - 1) / (k1 - k2)
        old = k1 * young
    elif len(multiples) == 1 and differences:
        d, k = int(differences[0]["d"]), _multiple(multiples[0])
        if k <= 1:
            return None
        young = (d - (k - 1) * n) / (k - 1)
        old = young + d
        k1, k2 = (k, k) if not n else (old / young if young else Fraction(0), k)
    else:
        return None
    if young.denominator != 1 or old.denominator != 1 or young <= 0 or young + n <= 0:
        return None
    de = language == "de"
    checks = [] if n and len(multiples) == 1 else [f"{old} = {k1} × {young}"]
    if n:
        then_said = (
            (f"in {n} Jahren" if n > 0 else f"vor {-n} Jahren")
            if de
            else (f"in {n} years" if n > 0 else f"{-n} years ago")
        )
        checks.append(f"{then_said} {old + n} = {k2} × {young + n}")
    if differences:
        checks.append(f"{old} − {young} = {old - young}")
    check = "; ".join(checks)
    names = _who(said, multiples[0].start(), language)
    if names is None:
        if de:
            return f"Der Jüngere ist {young}, der Ältere {old} ({check})."
        return f"The younger is {young} and the older {old} ({check})."
    (a, b), (x, y) = names, (young, old)
    if de:
        first = "Du bist" if a == "du" else f"{a[0].upper()}{a[1:]} ist"
        second = "du" if b == "du" else b
        return f"{first} {x} und {second} {y} ({check})."
    if a == "you":
        return f"You're {x} and {b} {y} ({check})."
    return f"{a[0].upper()}{a[1:]} is {x} and you're {y} ({check})."


READERS = (
    ("work_together", work_together),
    ("coincide", coincide),
    ("ages_then", ages_then),
)
