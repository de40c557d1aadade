"""The everyday word problems of :mod:`brain.fastpath.loose_share`, ``loose_date_shift``,
``loose_pace``, ``loose_motion``, ``loose_invoice``, ``loose_chain`` and ``loose_mix``, and the
counts of ``loose_doses`` (pills over a course), ``loose_spacing`` (posts along a length),
``loose_ratio`` (a ratio scaled from one part), ``loose_speed`` (average speed over legs),
``loose_supply`` (how long a supply lasts), ``loose_shift`` (a working day's hours less a
break) ``loose_tally`` (something done so often over a while) and ``loose_per_head`` (so much per
person, a loan after a down payment, a percentage of a number said before), and the sums of
``loose_worked`` (time worked paid, payments until a sum is paid off, a contract's total),
``loose_zone`` (a time moved across a time difference) and ``loose_scaled`` (a cost split by
size, a percent raise or cut applied), and what a pool holds (``loose_volume``), a win shared by
what each paid in (``loose_stakes``), a dose per litre scaled up (``loose_dilute``), two offers
compared (``loose_offers``), a weighted grade (``loose_grades``), a salary in another span
(``loose_salary``) and the year someone was born (``loose_birthday``), tried in turn by
:func:`brain.fastpath.loose_more.read` before the older readers (their cues are narrow, and some
sentences they read would otherwise be misread: "… 2 bailed, how much each now" is not a plain
split, "1:50 mix" is not a share of 50, "every 12 hours for a week" is no 12 a week, "60 there,
40 back" averages to 48, not 50, "7:45 to 16:30 with a 30 min break" is no span of 8 h 45)."""

from __future__ import annotations

from datetime import datetime

from brain.fastpath import (
    loose_amounts,
    loose_birthday,
    loose_chain,
    loose_commute,
    loose_date_shift,
    loose_dilute,
    loose_doses,
    loose_grades,
    loose_invoice,
    loose_mix,
    loose_motion,
    loose_needed,
    loose_offers,
    loose_pace,
    loose_paint,
    loose_per_head,
    loose_pot,
    loose_puzzles,
    loose_ratio,
    loose_salary,
    loose_saving,
    loose_scaled,
    loose_share,
    loose_shift,
    loose_spacing,
    loose_speed,
    loose_stakes,
    loose_supply,
    loose_tally,
    loose_volume,
    loose_worked,
    loose_zone,
)

READERS = (
    *loose_commute.READERS,
    *loose_worked.READERS,
    *loose_zone.READERS,
    *loose_scaled.READERS,
    *loose_shift.READERS,
    *loose_paint.READERS,
    *loose_needed.READERS,
    *loose_pot.READERS,
    *loose_doses.READERS,
    *loose_spacing.READERS,
    *loose_ratio.READERS,
    *loose_speed.READERS,
    ("save_time", loose_saving.save_time),  # before a supply: "spare 40 a week, 500 …"
    *loose_supply.READERS,
    *loose_tally.READERS,
    *loose_per_head.READERS,
    *loose_share.READERS,
    *loose_motion.READERS,
    *loose_invoice.READERS,
    *loose_chain.READERS,
    *loose_mix.READERS,
    *loose_volume.READERS,
    *loose_stakes.READERS,
    *loose_dilute.READERS,
    *loose_offers.READERS,
    *loose_grades.READERS,
    *loose_salary.READERS,
)


def read(text: str, language: str, now: datetime | None = None) -> tuple[str, str] | None:
    """``(kind, answer)`` for one of these problems, or None."""
    said = loose_date_shift.date_shift(text, language, now)
    if said is not None:
        return "date_shift", said
    said = loose_pace.per_day(text, language, now)
    if said is not None:
        return "per_day", said
    said = loose_birthday.born(text, language, now)
    if said is not None:
        return "born", said
    for kind, reader in READERS:
        said = reader(text, language)
        if said is not None:
            return kind, said
    return None


def sum_of_its_own(text: str, language: str) -> bool:
    """Whether a sentence is a sum of its own that a rule would cut one part from: a factor
    given ("1 mile is 1.6 km, the run is 8 km, how many miles"), a working day's clock times
    less a break ("7:45 to 16:30 with a 30 min break, how many hours"), something done so often
    ("5 km 3 times a week for 4 weeks", not "3 a week"), a year paid in 13 salaries ("48000 a
    year, 13 salaries": not 12 months), an amount in two units ("8 lb 6 oz, what's that in kg":
    not the 6 oz alone)."""
    return (
        loose_puzzles.given_factor(text, language) is not None
        or loose_amounts.mixed_amount(text, language) is not None
        or loose_shift.shift(text, language) is not None
        or loose_tally.tally(text, language) is not None
        or loose_salary.salaries_said(text)
    )
