"""The words of times, English and German, for :mod:`brain.router.when`: day and month
names, numbers, day parts, common typos, and the patterns built from them."""

from __future__ import annotations

import re
from datetime import timedelta

TYPOS = {
    "tomorow": "tomorrow",
    "tommorow": "tomorrow",
    "tommorrow": "tomorrow",
    "tomorro": "tomorrow",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmrow": "tomorrow",
    "2morrow": "tomorrow",
    "tonite": "tonight",
    "tday": "today",
    "evry": "every",
    "evey": "every",
    "everey": "every",
    "eveyr": "every",
    "mins": "minutes",
    "min": "minutes",
    "minuts": "minutes",
    "hrs": "hours",
    "hr": "hour",
    "std": "stunden",
    "sek": "sekunden",
    "mon": "monday",
    "tue": "tuesday",
    "tues": "tuesday",
    "tuesay": "tuesday",
    "tusday": "tuesday",
    "wed": "wednesday",
    "wensday": "wednesday",
    "wednsday": "wednesday",
    "wednesay": "wednesday",
    "thu": "thursday",
    "thur": "thursday",
    "thurs": "thursday",
    "thursay": "thursday",
    "thurday": "thursday",
    "thrusday": "thursday",
    "fri": "friday",
    "firday": "friday",
    "fridy": "friday",
    "sat": "saturday",
    "saturady": "saturday",
    "sun": "sunday",
    "sundy": "sunday",
    "mondy": "monday",
    "moday": "monday",
    "uebermorgen": "übermorgen",
    "naechsten": "nächsten",
    "naechste": "nächste",
    "nächster": "nächsten",
    "fruh": "früh",
    "frueh": "früh",
    "maerz": "märz",
    "taeglich": "täglich",
    "stuendlich": "stündlich",
    "mitags": "mittags",
    "jedem": "jeden",
    "jede": "jeden",
    "jedes": "jeden",
}
TYPO = re.compile(r"\b(?:" + "|".join(map(re.escape, TYPOS)) + r")\b")

DAYS = {
    "monday": 1,
    "tuesday": 2,
    "wednesday": 3,
    "thursday": 4,
    "friday": 5,
    "saturday": 6,
    "sunday": 0,
    "montag": 1,
    "dienstag": 2,
    "mittwoch": 3,
    "donnerstag": 4,
    "freitag": 5,
    "samstag": 6,
    "sonnabend": 6,
    "sonntag": 0,
}
DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)"
MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan", "januar", "jänner"),
            ("february", "feb", "februar"),
            ("march", "mar", "märz"),
            ("april", "apr"),
            ("may", "mai"),
            ("june", "jun", "juni"),
            ("july", "jul", "juli"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct", "oktober", "okt"),
            ("november", "nov"),
            ("december", "dec", "dezember", "dez"),
        ],
        start=1,
    )
    for name in names
}
MONTH = r"(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "thirty": 30, "forty": 40, "forty-five": 45, "fifty": 50, "a": 1, "an": 1,
    "eins": 1, "ein": 1, "eine": 1, "einer": 1, "einem": 1, "zwei": 2, "drei": 3, "vier": 4,
    "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11,
    "zwölf": 12, "fünfzehn": 15, "zwanzig": 20, "dreißig": 30, "vierzig": 40,
    "fünfundvierzig": 45, "fünfzig": 50,
}  # fmt: skip
NUM = r"(?:\d{1,3}|" + "|".join(sorted(NUMBERS, key=len, reverse=True)) + r")"
HOUR = (
    r"(?:\d{1,2}|" + "|".join(k for k, v in NUMBERS.items() if 1 <= v <= 12 and len(k) > 2) + r")"
)

PARTS = {  # day part → (default hour, reading of an ambiguous hour: am, pm or None, hour it ends)
    "morning": (8, "am", 12),
    "früh": (8, "am", 11),
    "morgens": (8, "am", 12),
    "vormittag": (10, "am", 12),
    "vormittags": (10, "am", 12),
    "noon": (12, None, 14),
    "midday": (12, None, 14),
    "lunchtime": (12, None, 14),
    "mittag": (12, None, 14),
    "mittags": (12, None, 14),
    "afternoon": (15, "pm", 18),
    "nachmittag": (15, "pm", 18),
    "nachmittags": (15, "pm", 18),
    "evening": (19, "pm", 23),
    "abend": (19, "pm", 23),
    "abends": (19, "pm", 23),
    "tonight": (20, "pm", 24),
    "night": (21, "pm", 24),
    "nachts": (22, "pm", 24),
}

# --- recurrences -------------------------------------------------------------------------------
EVERY = r"(?:every|each|jeden|alle)"
R_INTERVAL = re.compile(
    rf"\b{EVERY}\s+(?P<n>{NUM})?\s*(?P<unit>minutes?|minuten|hours?|stunden?)\b"
)
R_HOURLY = re.compile(r"\b(?:hourly|stündlich)\b")
R_WEEKDAYS = re.compile(
    r"\b(?:(?:on\s+)?(?:every\s+|each\s+)?(?:weekday|work\s*day|business\s+day)s?"
    r"|werktags|(?:an\s+)?werktagen|jeden\s+werktag"
    r"|(?:from\s+)?mondays?\s+(?:to|through|thru|till|until|-)\s+fridays?"
    r"|montags?\s+bis\s+freitags?)\b"
)
R_WEEKENDS = re.compile(
    r"\b(?:(?:on\s+)?(?:every|each)\s+weekend|(?:on\s+)?weekends|jeden\s+wochenende"
    r"|an\s+wochenenden|wochenends)\b"
)
PRICED = (
    r"(?!(?<=ly|ch)\s+(?:memberships?|fees?|pass(?:es)?|rates?|rent|costs?|payments?|subscriptions?|prices?"
    r"|tickets?|charges?|bills?|premiums?|salary|income|mitgliedschaft\w*|beitr(?:ä|ae)ge?\w*"
    r"|geb(?:ü|ue)hr\w*|kosten|miete\w*|abos?)\b)"
)
"""Not a repetition but what is paid by it ("monthly memberships", "daily rates"); "every day
tickets go on sale at 9" repeats."""
R_DAILY = re.compile(
    r"\b(?:every\s*day|each\s+day|daily|jeden\s+tag|täglich|tagtäglich|every\s+single\s+day)\b"
    + PRICED
)
R_PART_DAILY = re.compile(
    rf"\b(?:{EVERY}\s+(?P<part>morning|evening|night|afternoon|morgen|abend|nachmittag)"
    r"|(?P<adv>nightly|allabendlich))\b"
)
R_DAYS = re.compile(
    rf"\b(?:(?:{EVERY}|on)\s+(?:other\s+)?)?(?P<days>{DAY}s?"
    rf"(?:\s*(?:,|and|und|&|or|oder)\s*(?:on\s+)?{DAY}s?)*)\b"
)
NTH = {
    "first": "1", "1st": "1", "ersten": "1", "erste": "1", "1.": "1",
    "second": "2", "2nd": "2", "zweiten": "2", "zweite": "2", "2.": "2",
    "third": "3", "3rd": "3", "dritten": "3", "dritte": "3", "3.": "3",
    "fourth": "4", "4th": "4", "vierten": "4", "vierte": "4", "4.": "4",
    "last": "L", "letzten": "L", "letzte": "L",
}  # fmt: skip
"""Which of a month's weekdays, as cron says it (``1#2`` the second Monday, ``L5`` the last
Friday), and the first or last day of a month."""
_NTH = r"(?:first|1st|second|2nd|third|3rd|fourth|4th|last|erste[n]?|zweite[n]?|dritte[n]?|vierte[n]?|letzte[n]?|[1-4]\.)"
_NTHS = rf"{_NTH}(?:\s*(?:,|and|und|&)\s*(?:the\s+|am\s+)?{_NTH})*"
R_NTH_DAY = re.compile(
    rf"\b(?:(?:on\s+)?(?:every|each|the|jeden|am|an\s+jedem)\s+)?(?P<nth>{_NTHS})\s+(?P<day>{DAY})"
    rf"\s+(?:(?:of|in)\s+(?:the|every|each|a)|im|jedes|jeden|des|eines)\s+(?:months?|monats?)\b"
    rf"|\b(?:every\s+month|monthly|jeden\s+monat|monatlich)\s+(?:on\s+the|am)\s+(?P<nth2>{_NTHS})\s+"
    rf"(?P<day2>{DAY})\b"
)
"""A weekday of every month: "every first monday of the month", "the last friday of each
month", "jeden zweiten dienstag im monat", "monthly on the 3rd thursday"."""
R_NTH_WORD = re.compile(_NTH)
_NOT_MONTHLY = r"(?!\s+(?:of|in|im|jedes|des)\s+(?:the\s+|every\s+|each\s+|a\s+)?(?:month|monat))"
R_WEEKS = re.compile(
    rf"\b(?:every|each)\s+(?P<other>other|second|2nd|third|3rd|fourth|4th)\s+"
    rf"(?:week|(?P<day>{DAY}){_NOT_MONTHLY})"
    rf"|\b(?:every|each)\s+(?P<n>{NUM})\s+weeks\b|\bbi-?weekly\b|\bfortnight(?:ly)?\b"
    rf"|\b(?:jede|alle)\s+(?P<de_other>zweite|2\.|dritte|3\.)\s+woche"
    rf"|\balle\s+(?P<de_n>{NUM})\s+wochen\b|\balle\s+(?:14|vierzehn)\s+tage\b"
    rf"|\bjeden\s+(?P<de_other2>zweiten|2\.|dritten|3\.)\s+(?P<de_day>{DAY}){_NOT_MONTHLY}"
    rf"|\b(?:14-?tägig|zweiwöchentlich)"
    rf"|\b(?P<weekly>(?:every|each|once\s+a)\s+week|weekly|jede\s+woche|einmal\s+(?:die|pro)\s+woche"
    rf"|wöchentlich)\b{PRICED}"
)
"""A repetition every week or every few weeks: "every other monday", "every 2 weeks",
"fortnightly", "alle zwei wochen", "jeden dritten freitag", "weekly"; ``day`` or ``de_day``
the weekday it names, if it does."""
STRIDES = {"other": 2, "second": 2, "2nd": 2, "zweite": 2, "zweiten": 2, "2.": 2,
           "third": 3, "3rd": 3, "dritte": 3, "dritten": 3, "3.": 3, "fourth": 4, "4th": 4}  # fmt: skip
R_MONTH_END = re.compile(
    r"\b(?:(?:on|at)\s+)?the\s+(?P<which>first|last)\s+(?:day\s+)?of\s+(?:every|each)\s+month"
    r"|\b(?:on\s+)?(?:every|each)\s+(?:first|1st|last)\s+(?:day\s+)?of\s+(?:the|every|each|a)\s+month"
    r"|\b(?:at\s+)?the\s+(?:end|start|beginning)\s+of\s+(?:every|each)\s+month"
    r"|\b(?:am\s+)?(?P<de>ersten|letzten)\s+(?:tag\s+)?(?:jedes|jeden|im|des)\s+monats?\b"
    r"|\b(?:am\s+)?(?:ende|anfang)\s+(?:jedes|jeden)\s+monats\b"
    r"|\b(?:jeden|zum|am)\s+monats(?P<de2>ersten|letzten|ende|anfang)\b"
)
"""The first or last day of every month: "on the first of every month", "on the last day of
the month", "at the end of every month", "am letzten tag im monat", "jeden monatsersten"."""
R_MONTHLY = re.compile(
    r"\b(?:(?:on\s+the\s+)?(?P<d1>\d{1,2})(?:st|nd|rd|th|\.)?\s+(?:of\s+)?(?:every|each)\s+month"
    r"|(?:am\s+)?(?P<d2>\d{1,2})\.\s+(?:jeden|jedes)\s+monats"
    r"|(?:every\s+month|monthly|jeden\s+monat|monatlich)"
    r"(?:\s+(?:on\s+the|am)\s+(?P<d3>\d{1,2})(?:st|nd|rd|th|\.)?)?)(?!\w)" + PRICED
)
R_YEARLY = re.compile(
    r"\b(?:(?:every|each|once\s+a)\s+year|yearly|annually|jede[ns]?\s+jahr|jährlich|jaehrlich"
    r"|einmal\s+im\s+jahr)\b"
)
R_MONTHS = re.compile(
    rf"\b(?:every|each)\s+(?P<n>{NUM})\s+months\b|\balle\s+(?P<de_n>{NUM})\s+monate\b"
    r"|\b(?P<quarter>quarterly|every\s+quarter|each\s+quarter|vierteljährlich|vierteljaehrlich"
    r"|jedes\s+quartal|einmal\s+im\s+quartal)\b"
    r"|\b(?P<half>every\s+six\s+months|twice\s+a\s+year|halbjährlich|halbjaehrlich)\b"
)
"""Every few months: "every 3 months", "alle zwei monate", "quarterly" (from this month on)."""

# --- one-off days ------------------------------------------------------------------------------
R_IN = re.compile(
    rf"\b(?:in|within|nach)\s+(?:about\s+|ca\.?\s+|etwa\s+)?"
    rf"(?P<half>half\s+an?|einer\s+halben|einer?\s+halbe)?\s*"
    rf"(?P<n>{NUM})?\s*(?P<unit>seconds?|secs?|sekunden?|minutes?|minuten|hours?|stunden?|days?"
    r"|tagen?|weeks?|wochen?)"
    r"(?P<andhalf>\s+and\s+a\s+half|\s+einhalb)?\b"
)
R_AHEAD = re.compile(
    rf"\b(?:(?:in|within|nach)\s+(?:about\s+|etwa\s+)?(?P<n>{NUM}|einem|einer|ein)\s+"
    r"(?P<unit>months?|monaten?|monat|years?|jahren?|jahr)"
    r"|(?:next|nächste[nrs]?|naechste[nrs]?|kommende[nrs]?)\s+(?P<unit2>week|month|year|woche"
    r"|monat|jahr))\b"
)
"""A span ahead with no day said ("next week", "in two months", "nächstes jahr"): the same day
then, at the usual hour (a week's days ahead are counted by :data:`R_IN` too)."""
BEFORE_JOB = re.compile(
    r"^(?P<ask>(?:.*?\s)?(?:remind|ping|nudge|tell|alert)\s+me)\s+(?P<when>(?:before|after|ahead\s+of)"
    r"\s+(?:the|my|our|a|an|this|that|his|her)\s+[\w'-]+(?:\s+[\w'-]+)?)\s+(?P<job>to\s+\w.*)$",
    re.IGNORECASE,
)
"""What to do said after what it comes before ("remind me before the game to charge the
speaker"): the job first, then "before the game"."""
R_HALF_HOUR = re.compile(r"\b(?:in\s+(?:half\s+an\s+hour|einer\s+halben\s+stunde))\b")
R_REL_DAY = re.compile(
    r"\b(?P<d>day\s+after\s+tomorrow|übermorgen|tomorrow|today|tonight|heute\s+morgen"
    r"|heute|morgen\s+früh|(?<!am\s)morgen)\b"
)
R_WEEKDAY = re.compile(
    rf"\b(?:(?P<mod>next|this|coming|nächsten|kommenden|diesen|am|on)\s+)?"
    rf"(?:(?:on|am)\s+)?(?P<day>{DAY})(?!s)\b"
)
R_DATE = re.compile(
    rf"\b(?:(?:on|am)\s+)?(?:the\s+)?(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th|\.)?\s+(?:of\s+)?(?P<m1>{MONTH})"
    rf"|(?P<m2>{MONTH})\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?"
    r"|(?P<d3>\d{1,2})\.(?P<m3>\d{1,2})\.(?:(?P<y3>\d{2,4})\b)?"
    r"|(?<=the\s)(?P<d4>\d{1,2})(?:st|nd|rd|th)|(?<=am\s)(?P<d5>\d{1,2})\.(?!\s*\d))(?!\d)"
)

# --- clock times -------------------------------------------------------------------------------
AMPM = r"(?P<ampm>a\.?\s?m\.?|p\.?\s?m\.?)"
R_CLOCK = re.compile(
    rf"(?:\b(?P<at>at|um|@|gegen|by|for|für|fuer|auf|ab)\s+|(?<![\w.:]))"
    rf"(?P<h>\d{{1,2}})(?:[:.](?P<m>\d{{2}}))?\s*(?:{AMPM}|(?P<uhr>uhr|h|o'?\s?clock)\b)?"
    r"(?!\s*(?:%|€|\$|[.:,]?\d))"
)
R_WORD_CLOCK = re.compile(
    rf"\b(?P<at>at|um|gegen)\s+(?P<h>{HOUR})(?:\s+(?P<m>fifteen|thirty|forty-five|fünfzehn|dreißig))?"
    rf"(?:\s*(?:{AMPM}|(?P<uhr>uhr|o'?\s?clock)\b))?\b"
)
R_HALF = re.compile(
    rf"\b(?:(?:at|um|gegen)\s+)?(?:(?P<kind>half\s+past|quarter\s+past|quarter\s+to|halb|viertel\s+nach"
    rf"|viertel\s+vor|dreiviertel)\s+(?P<h>{HOUR}))\b"
)
HALVES = {
    "half past": 30,
    "quarter past": 15,
    "quarter to": -15,
    "halb": -30,
    "viertel nach": 15,
    "viertel vor": -15,
    "dreiviertel": -15,
}
R_PART = re.compile(
    r"\b(?:(?:in\s+the|this|am|heute|at|zu|um)\s+)?(?P<part>"
    + "|".join(sorted(PARTS, key=len, reverse=True))
    + r")\b"
)
_OUTING = (
    r"(?:quiz|date|games?|movies?|film|poker|karaoke|bingo|trivia|girls'?|guys'?|ladies'?|lads'?"
    r"|pizza|taco|curry|cocktail|board\s+game|open\s+mic|comedy|darts|pub|family|spiele|kino)"
)
"""What an evening out is called before "night"/"abend" ("quiz night", "spieleabend")."""
NIGHT_OUT = re.compile(rf"\b{_OUTING}\s*-?\s*$")
"""The name of an evening out said before "night": what happens then, not the part of the day."""
EVENING_OUT = re.compile(
    rf"\b(?:{_OUTING}\s+night|dinner|supper|drinks|pub|bar|party|concert|gig|theatre|theater"
    r"|cinema|movies?|karaoke|bowling|poker|quiz|abendessen|kino|konzert|kneipe|stammtisch"
    r"|spieleabend|feier)\b"
)
"""An evening out ("dinner at 8", "quiz night thursday 7:30", "kino um 8"): an hour from 7 to
10 said without am/pm is in the evening."""
ERRAND = re.compile(
    r"\b(?:book|booking|reserve|buy|order|tickets?|cancel|email|call|ring|text|bestell\w*"
    r"|reservier\w*|buch\w*|karten|anrufen)\b"
)
"""An errand about the evening ("book the dinner table at 8"): done at any time of day."""
R_MIDNIGHT = re.compile(r"\b(?:at\s+|um\s+)?(?:midnight|mitternacht)\b")

PAST = re.compile(
    r"\b(?:yesterday|gestern|last\s+(?:night|week|month|year|weekend)|letzte[nrs]?\s+\w+|ago"
    rf"|vor\s+\d+\s+\w+|(?<!the\s)(?<!every\s)(?<!each\s)last\s+{DAY})\b"
)
SPACE = re.compile(r"\s+")
DANGLING = re.compile(
    r"(?:^|\s)(?:at|on|um|am|in|the|for|by|every|each|jeden|ab|und|and|,)(?=\s*(?:$|,|\s(?:to|an|um|at)\b))"
)

ALARM = re.compile(
    r"\b(?:alarm|timer|countdown|eieruhr|kurzzeitwecker|wake[- ]?(?:me )?up|wake me|wecker|weck\w* mich)\b"
)
TIMER = re.compile(r"\b(?:timer|countdown|eieruhr|kurzzeitwecker)\b")
"""A timer runs for a while ("a timer for 10 minutes", "10 minute timer", "timer auf 5 min")."""
R_SPAN = re.compile(
    rf"(?:\b(?:for|of|auf|für|über|von)\s+)?(?:about\s+|ca\.?\s+|etwa\s+)?"
    rf"(?:(?P<half>\bhalf\s+an?|\beine?r?\s+halbe?n?)\s*|\b(?P<n>{NUM})(?:\s*-\s*|\s*))"
    r"(?P<unit>seconds?|secs?|sekunden?|minutes?|minuten|hours?|stunden?|h|m|s)\b"
    r"(?P<andhalf>\s+and\s+a\s+half|\s+einhalb)?"
    r"(?:\s*(?:and\s+|und\s+)?(?P<n2>\d{1,2})\s*(?P<unit2>minutes?|minuten|m|seconds?|sekunden?|s)\b)?"
)
"""How long a timer runs: "for 10 minutes", "25 min", "auf 1 stunde", "1h 30m", "90 seconds"."""
"""An alarm is set *for* a time ("an alarm for 7"), a table for a number of people."""


def delay(n: float, unit: str) -> timedelta | None:
    """``n`` seconds, minutes or hours; None for another unit (days, weeks)."""
    if unit.startswith(("sec", "sek")) or unit == "s":
        return timedelta(seconds=n)
    if unit.startswith("m"):
        return timedelta(minutes=n)
    if unit.startswith(("h", "stund")):
        return timedelta(hours=n)
    return None


def number(word: str | None) -> int | None:
    if word is None:
        return None
    if word.isdigit():
        return int(word)
    return NUMBERS.get(word)


def amount(match: re.Match[str]) -> float:
    """The number of a span: "10", "half an", "two and a half"."""
    n = float(number(match.group("n")) or 1) if match.group("n") else 1.0
    if match.group("half"):
        n = 0.5
    if match.group("andhalf"):
        n += 0.5
    return n
