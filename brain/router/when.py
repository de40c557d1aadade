"""Times in what people say: "tomorrow at 9", "in 20 minutes", "every weekday at eight",
"morgen früh", "jeden montag um 8", "am 12. märz um 14 uhr" (English and German, common
typos) → a cron expression (recurring) or an absolute time (one-off), and the rest of the
sentence: what to do then.

::

    found = parse("remind me tomorrow at 9 to call mom", now)
    found.at          # datetime(2026, 12, 5, 9, 0, tzinfo=now.tzinfo)
    found.rest        # "remind me to call mom"
    found.phrase      # "tomorrow at 9"

Pure and fast (regular expressions, no I/O). An hour without am/pm is read the sensible way
and the confirmation says the exact time, so the user can correct it: 7–11 in the morning,
1–6 in the afternoon (unless "morning" is said), 12 at noon; "at 9" when it is past nine
is tomorrow at nine (or tonight at nine when it is already afternoon); an alarm for 4–11
rings in the morning.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from brain.router import when_lead
from brain.router import when_words as w
from brain.router.when_found import Found, cron_of, date_of, evening_out, moment, yearly

_Take = Callable[..., bool]


@dataclass(frozen=True)
class When:
    """A time found in an utterance."""

    phrase: str
    """The words that said it, as found (normalised): "tomorrow at 9"."""
    rest: str
    """The utterance without them: "remind me to call mom"."""
    cron: str | None = None
    """Recurring: a five-field cron expression (minute hour day-of-month month day-of-week)."""
    at: datetime | None = None
    """One-off: the moment, in the zone of the ``now`` it was read against."""
    clock: bool = False
    """A time of day (or a relative time) was said, not only a day."""
    exact: bool = False
    """An hour or a delay was said ("at 9", "in 20 minutes"), not only a part of the day."""
    delay: timedelta | None = None
    """How long from now, when that is what was said ("in 20 minutes", a timer's "for 5 min")."""

    before: bool = False
    """A lead was said ("the day before"): the rest names the event, not a job."""

    every_weeks: int = 1
    """With ``cron``: the days it names only every so many weeks ("every other monday": 2)."""

    @property
    def recurring(self) -> bool:
        return self.cron is not None


def normalize(text: str) -> str:
    """Lower case, single spaces, common typos of time words fixed."""
    text = w.SPACE.sub(" ", text.lower().replace("’", "'")).strip()
    text = _ROUGHLY.sub(r"\1 ", text)
    return w.TYPO.sub(lambda m: w.TYPOS[m.group(0)], text)


_ROUGHLY = re.compile(
    r"\b(in|at|after|nach|um|gegen)\s+(?:like|about|around|roughly|approx(?:imately)?|ca\.?|circa"
    r"|etwa|ungefähr|ungefaehr|so|maybe|vielleicht)\s+(?=\d|an?\b|one\b|two\b|three\b|four\b"
    r"|five\b|ten\b|half\b|a couple\b|a few\b|ein\w*\b|zwei\b|drei\b|vier\b|fünf\b|zehn\b|halb\w*\b)"
)
"""A rough amount of time is the amount: "in like 3 weeks", "at around 5", "in etwa 2 stunden"."""


def parse(text: str, now: datetime) -> When | None:
    """The time said in ``text``, read against ``now`` (aware: its zone is the user's); None
    when there is none."""
    s = normalize(text)
    if w.PAST.search(s) and not (w.R_NTH_DAY.search(s) or w.R_MONTH_END.search(s)):
        return None  # "what did i do yesterday at 9" asks about the past
    found = Found(spans=[])
    taken = [False] * len(s)

    def take(match: re.Match[str] | tuple[int, int], group: int | str = 0) -> bool:
        start, end = match if isinstance(match, tuple) else match.span(group)
        if start == end or any(taken[start:end]):
            return False
        for i in range(start, end):
            taken[i] = True
        found.spans.append((start, end))
        return True

    ahead = when_lead.lead(s)  # "remind me the day before": taken first, applied last
    if ahead is not None:
        take(ahead.span)
    weeks = _weeks(s, found, take, now)
    recurring = weeks > 0 or _months(s, found, take, now) or _recurrence(s, found, take)
    if not recurring:
        _one_off_day(s, found, take)
    _clock(s, found, take)
    if not found.spans:
        return None
    if found.reading is None and found.part is None and _alarm_clock(s):  # it wakes you
        found.reading = "am" if found.hour is not None and 4 <= found.hour <= 11 else None
    evening = evening_out(s, found)  # "quiz night thursday 7:30", "dinner with mia at 8"
    found.reading = "pm" if evening else found.reading
    spans = sorted(span for span in found.spans if ahead is None or span != ahead.span)
    phrase = " ".join([*(s[a:b].strip() for a, b in spans), *([ahead.words] if ahead else [])])
    phrase += " in the evening" if evening else ""  # read again alone (the tool's `when`)
    rest = "".join(" " if taken[i] else ch for i, ch in enumerate(s))
    rest = _tidy(rest)
    has_clock = found.hour is not None or found.part is not None or found.offset is not None
    exact = found.hour is not None or found.offset is not None or found.interval is not None
    if recurring and ahead is not None and not when_lead.shift_days(found, ahead):
        return None  # "on the 1st of every month, remind me the day before": asked
    if recurring:
        return When(
            phrase=phrase,
            rest=rest,
            cron=cron_of(found),
            clock=has_clock,
            exact=exact or has_clock or weeks > 1,
            every_weeks=max(weeks, 1),
            before=ahead is not None,
        )
    at = moment(found, now)
    if at is not None and ahead is not None:
        at = when_lead.before(at, ahead, now)
    if at is None:
        return None
    return When(
        phrase=phrase,
        rest=rest,
        at=at,
        clock=has_clock,
        exact=exact,
        delay=found.offset,
        before=ahead is not None,
    )


def _weeks(s: str, found: Found, take: _Take, now: datetime) -> int:
    """Every how many weeks it repeats ("every other monday": 2, "weekly": 1), its weekdays
    in ``found``; 0 when no week is said (or the words are taken)."""
    match = w.R_WEEKS.search(s)
    if match is None or not take(match):
        return 0
    count = match.group("n") or match.group("de_n")
    stride = match.group("other") or match.group("de_other") or match.group("de_other2")
    if count:
        weeks = w.number(count) or 1
    elif stride:
        weeks = w.STRIDES[stride]
    elif match.group("weekly"):
        weeks = 1
    else:  # bi-weekly, fortnightly, alle 14 tage, 14-tägig, zweiwöchentlich
        weeks = 2
    day = match.group("day") or match.group("de_day")
    if day is None:  # "every 2 weeks on friday", "alle zwei wochen sonntags", else today's
        for more in w.R_DAYS.finditer(s):
            if take(more):
                names = re.findall(w.DAY, more.group("days"))
                found.days = ",".join(str(d) for d in sorted({w.DAYS[n] for n in names}))
                break
        else:
            found.days = str(now.isoweekday() % 7)
    else:
        found.days = str(w.DAYS[day])
    return weeks


def _months(s: str, found: Found, take: _Take, now: datetime) -> bool:
    """Every few months from this one on, on today's day ("every 3 months": this month, and
    every third after); False when none is said, or the stride does not divide a year."""
    match = w.R_MONTHS.search(s)
    if match is None:
        return yearly(s, found, take)  # "on march 3 every year"
    count = match.group("n") or match.group("de_n")
    stride = w.number(count) if count else 3 if match.group("quarter") else 6
    if not stride or stride < 2 or 12 % stride or not take(match):
        return False
    months = {(now.month - 1 + k * stride) % 12 + 1 for k in range(12 // stride)}
    found.months = ",".join(str(m) for m in sorted(months))
    found.dom = min(now.day, 28)
    return True


def _recurrence(s: str, found: Found, take: _Take) -> bool:
    match = w.R_INTERVAL.search(s)
    if match and (match.group("n") or match.group(0).split()[0] in ("every", "jeden")):
        n = w.number(match.group("n")) if match.group("n") else 1
        unit = match.group("unit")
        if n and take(match):
            if unit.startswith(("minute", "minuten")):
                found.interval = f"*/{n} * * * *" if n > 1 else "* * * * *"
            else:
                found.interval = "0 * * * *" if n == 1 else f"0 */{n} * * *"
            return True
    match = w.R_HOURLY.search(s)
    if match and take(match):
        found.interval = "0 * * * *"
        return True
    recurring = False
    for pattern, days in ((w.R_WEEKDAYS, "1-5"), (w.R_WEEKENDS, "0,6"), (w.R_DAILY, "*")):
        match = pattern.search(s)
        if match and take(match):
            found.days = days
            recurring = True
            break
    match = w.R_PART_DAILY.search(s)
    if match and take(match):
        part = {"morgen": "morning", "abend": "evening", "nachmittag": "afternoon"}.get(
            match.group("part") or "", match.group("part") or "night"
        )
        found.part, found.part_hour = part, w.PARTS[part][0]
        found.days = found.days or "*"
        recurring = True
    match = w.R_NTH_DAY.search(s)
    if match and take(match):
        weekday = w.DAYS[match.group("day") or match.group("day2")]
        which = [w.NTH[n] for n in w.R_NTH_WORD.findall(match.group("nth") or match.group("nth2"))]
        found.days = ",".join(
            f"L{weekday}" if n == "L" else f"{weekday}#{n}" for n in dict.fromkeys(which)
        )
        return True
    match = w.R_MONTH_END.search(s)
    if match and take(match):
        found.dom = "L" if re.search(r"last|end|letzt", match.group(0)) else 1
        return True
    if not recurring:
        for match in w.R_DAYS.finditer(s):
            said = match.group(0)
            plural = re.search(rf"{w.DAY}s\b", said) is not None
            if not (plural or said.startswith(("every", "each", "jeden", "alle"))):
                continue
            names = re.findall(w.DAY, match.group("days"))
            if take(match):
                found.days = ",".join(str(d) for d in sorted({w.DAYS[n] for n in names}))
                recurring = True
                break
    match = w.R_MONTHLY.search(s)
    if match and take(match):
        day = match.group("d1") or match.group("d2") or match.group("d3")
        found.dom = int(day) if day and 1 <= int(day) <= 31 else 1
        recurring = True
    return recurring


def _one_off_day(s: str, found: Found, take: _Take) -> None:
    match = w.R_HALF_HOUR.search(s)
    if match and take(match):
        found.offset = timedelta(minutes=30)
        return
    match = w.R_IN.search(s)
    if match and (match.group("n") or match.group("half")):
        n = w.amount(match)
        unit = match.group("unit")
        delay = w.delay(n, unit)
        if delay is not None and n and take(match):
            found.offset = delay
            return
        if unit[0] in "dt" and n and take(match):
            found.day_offset = int(n)
        elif unit[0] == "w" and n and take(match):
            found.day_offset = int(n * 7)
    if found.day_offset is None and w.TIMER.search(s):  # "a timer for 10 minutes"
        for match in w.R_SPAN.finditer(s):
            delay = w.delay(w.amount(match), match.group("unit"))
            more = match.group("n2") and w.delay(
                int(match.group("n2")), match.group("unit2") or "m"
            )
            if delay is not None and more:
                delay += more
            if delay and take(match):
                found.offset = delay
                return
    match = w.R_DATE.search(s)
    if match and take(match):
        found.date = date_of(match)
        month = found.date[1]
        if not month and (ahead := w.R_AHEAD.search(s)) and take(ahead):  # "next month on the 3rd"
            found.months_ahead = w.number(ahead.group("n")) or 1
        return
    match = w.R_REL_DAY.search(s)
    if match and take(match):
        said = match.group("d")
        if said in ("day after tomorrow", "übermorgen"):
            found.day_offset = 2
        elif said.startswith(("tomorrow", "morgen")):
            found.day_offset = 1
            if said.endswith("früh"):
                found.part, found.part_hour = "morning", 8
        else:
            found.day_offset = 0
            if said == "tonight":
                found.part, found.part_hour = "tonight", 20
            elif said.endswith("morgen"):
                found.part, found.part_hour = "morning", 8
        return
    for match in w.R_WEEKDAY.finditer(s):
        if take(match):
            found.weekday = w.DAYS[match.group("day")]
            found.weekday_next = match.group("mod") in ("next", "nächsten")
            return

    match = w.R_AHEAD.search(s)  # "next week", "in two months", "nächstes jahr"
    if match and take(match):
        count = w.number(match.group("n")) or 1
        unit = (match.group("unit") or match.group("unit2")).lower()
        if unit[0] == "w":
            found.day_offset = 7 * count
        else:
            found.months_ahead = count * (12 if unit[0] in "yj" else 1)
        return


def _clock(s: str, found: Found, take: _Take) -> None:
    match = w.R_MIDNIGHT.search(s)
    if match and take(match):
        found.hour, found.minute, found.reading = 0, 0, "24"
    match = w.R_HALF.search(s)
    if found.hour is None and match and take(match):
        said_hour = w.number(match.group("h")) or 0
        offset = w.HALVES[w.SPACE.sub(" ", match.group("kind"))]
        found.hour = said_hour if offset > 0 else (said_hour - 1) % 24
        found.minute = offset % 60
    if found.hour is None:
        for pattern in (w.R_CLOCK, w.R_WORD_CLOCK):
            for match in pattern.finditer(s):
                ampm = (match.group("ampm") or "").replace(".", "").replace(" ", "")
                anchored = match.group("at") or ampm or match.group("uhr") or match.group("m")
                if not anchored:
                    continue
                hour: int | None = w.number(match.group("h"))
                minute: str | None = match.group("m")
                minute_value = (
                    int(minute) if minute and minute.isdigit() else w.NUMBERS.get(minute or "", 0)
                )
                if hour is None or hour > 23 or minute_value > 59:
                    continue
                if not (match.group("at") or ampm or match.group("uhr")) and not minute:
                    continue
                if (
                    match.group("at") in ("for", "für", "fuer", "auf")
                    and not (ampm or match.group("uhr") or minute)
                    and not _alarm_clock(s)
                ):
                    continue  # "for 2 people", but "an alarm for 7" (a timer runs a while)
                if not take(match):
                    continue
                found.hour, found.minute = hour, minute_value
                if ampm:
                    found.reading = ampm[0] + "m"
                elif hour == 0 or hour > 12 or (minute and minute.isdigit() and not _small(match)):
                    found.reading = "24"  # "6:45" is read as written, "2:30" in the afternoon
                break
            if found.hour is not None:
                break
    for match in w.R_PART.finditer(s):
        part = match.group("part")
        if part == "morgen" or (part == "night" and w.NIGHT_OUT.search(s[: match.start("part")])):
            continue  # "quiz night" is what happens, not when
        if not (take(match) or take(match, "part")):
            continue
        if found.part is None or found.part == "tonight":
            found.part, found.part_hour = part, w.PARTS[part][0]
        if match.group(0).startswith(("this", "heute")) and found.weekday is None:
            found.day_offset = 0 if found.date is None else found.day_offset  # today's part
        break


def _small(match: re.Match[str]) -> bool:
    """An hour from 1 to 5 written without its zero ("2:30", not "02:30")."""
    return match.group("h") in ("1", "2", "3", "4", "5")


def _alarm_clock(s: str) -> bool:
    """An alarm that rings at a time ("an alarm for 7"), not a timer that runs a while."""
    return bool(w.ALARM.search(s)) and not w.TIMER.search(s)


def _tidy(rest: str) -> str:
    rest = w.SPACE.sub(" ", rest).strip()
    for _ in range(3):
        rest = w.SPACE.sub(" ", w.DANGLING.sub(" ", f" {rest} ")).strip()
    rest = re.sub(r"\s+([,.!?])", r"\1", rest).strip(" ,.;:-")
    return w.BEFORE_JOB.sub(r"\g<ask> \g<job> \g<when>", rest)
