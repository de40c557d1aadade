"""A running pace in another unit (see :mod:`brain.fastpath.loose_sums`): "5:30 per km, what's
that per mile" → "5:30 per km × 1.609 = 8:51 per mile (10.9 km/h)."; "8:51 a mile in per km";
a speed as a pace ("i run 12 km/h, what's my pace" → "60 min ÷ 12 km/h = 5:00 per km …") and a
pace as a speed ("6:00/km in km/h"). The pace of a run's time and the time at a pace are
:mod:`brain.fastpath.loose_word`'s."""

from __future__ import annotations

import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import amount
from brain.fastpath.loose_word import MILE_KM
from brain.fastpath.reckon import said_number

_PACE = re.compile(
    r"(?<![\d.,:])(?P<m>\d{1,2})(?::(?P<s>\d{2})|\s*min(?:utes?|uten)?(?:\s*(?:and\s+|und\s+)?"
    r"(?P<s2>\d{1,2})\s*(?:s|secs?|seconds?|sek\w*))?)\s*(?:min(?:utes?|uten)?\s*)?(?:/|per|pro|a|an"
    r"|je|the|auf\s+(?:den|die|der))\s*(?P<unit>km|kilomet\w*|k|miles?|mi|meilen?)\b"
    r"|(?<![\d.,:])(?P<m2>\d{1,2})(?::(?P<s3>\d{2}))?[- ]min(?:ute|uten)?[- ](?P<unit2>miles?|km|k"
    r"|meilen?)\b",
    re.IGNORECASE,
)
_SPEED = re.compile(
    r"(?<![\d.,])(?P<v>\d{1,2}(?:[.,]\d{1,2})?)\s*(?P<u>km/?h|kmh|kph|mph|miles?\s+(?:an|per|a)\s+"
    r"hour|km\s+(?:an|per|pro|a)\s+(?:hour|stunde)|stundenkilometer\w*|km/std)(?!\w)",
    re.IGNORECASE,
)
_WANT = re.compile(
    r"\b(?P<mile>per\s+mile|a\s+mile|(?:be|is|that|for)\s+mile(?!s)|auf\s+meilen?|/\s*mile|pro\s+meile|mile\s+pace|min(?:utes?)?\s*(?:/|per)\s*"
    r"mile|minute\s+miles?|in\s+miles|meilen(?:tempo|pace)?|(?:in|to)\s+mile\s+pace)\b"
    r"|(?P<km>per\s+km|a\s+km|/\s*km|pro\s+(?:km|kilometer)|km\s+pace|min(?:utes?)?\s*(?:/|per)\s*km"
    r"|(?:in|to|auf)\s+(?:km|kilometer)(?!\s*/\s*h|h)|kilometer(?:tempo|pace)|per\s+kilomet\w+)\b"
    r"|(?P<kmh>km/?h|kmh|kph|stundenkilometer\w*|km\s+(?:an|per|pro)\s+(?:hour|stunde))"
    r"|(?P<mph>\bmph\b|miles\s+(?:an|per)\s+hour)"
    r"|(?P<pace>\b(?:pace|tempo|how\s+fast|wie\s+schnell|speed|geschwindigkeit)\b)",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\?|->|→|\b(?:what|whats|how|convert|in|to|is\s+that|was|wie|welche\w*|umrechnen|sind\s+das"
    r"|ist\s+das|wants?|needs?|asks?|asked|would\s+like|prefers?|pls|please|will|möchte|moechte"
    r"|hätte|haette|braucht|umgerechnet|bitte)\b",
    re.IGNORECASE,
)


_ARTICLE = re.compile(r"\b(?:ein(?:e[nmrs]?)?|an?)\s+(?=[a-zäöüß]{3,})", re.IGNORECASE)
"""An article ("für ein tempo", "a pace"): no number."""


def _clock(seconds: Fraction) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def pace_in(text: str, language: str) -> str | None:
    """ "5:30 per km, what's that per mile" → "5:30 per km × 1.609 = 8:51 per mile (10.9
    km/h)."."""
    said = number_words.as_digits(_ARTICLE.sub(" ", text))
    paces, speeds = list(_PACE.finditer(said)), list(_SPEED.finditer(said))
    if len(paces) + len(speeds) != 1 or not _ASKED.search(said):
        return None
    found = (paces or speeds)[0]
    rest = said[: found.start()] + " " + said[found.end() :]
    if re.search(r"\d", rest):
        return None  # a distance or a time too: a run's time (loose_word)
    wants = {k for m in _WANT.finditer(rest) for k, v in m.groupdict().items() if v}
    if not wants:
        return None
    de = language == "de"
    mile_w, km_w = ("Meile", "km") if de else ("mile", "km")

    def num(x: Fraction) -> str:
        return said_number(Fraction(round(x * 10), 10), language)

    if paces:
        unit = (found["unit"] or found["unit2"]).lower()
        seconds = int(found["m"] or found["m2"]) * 60 + int(
            found["s"] or found["s2"] or found["s3"] or 0
        )
        if not seconds:
            return None
        per_mile = unit.startswith(("mi", "meil"))
        km_s = seconds / MILE_KM if per_mile else Fraction(seconds)
        kmh = 3600 / km_s
        given = (
            f"{_clock(Fraction(seconds))} {'pro' if de else 'per'} {mile_w if per_mile else km_w}"
        )
        if wants & {"kmh", "mph"} and not wants & {"mile", "km"}:
            mph = num(kmh / MILE_KM)
            if per_mile:
                return f"60 min ÷ {given} = {mph} mph = {num(kmh)} km/h."
            return f"60 min ÷ {given} = {num(kmh)} km/h ({mph} mph)."
        if ("km" if per_mile else "mile") not in wants:
            return None  # no other unit asked
        if per_mile:
            out = f"{_clock(km_s)} {'pro' if de else 'per'} {km_w}"
            return f"{given} ÷ 1{',' if de else '.'}609 = {out} ({num(kmh)} km/h)."
        out = f"{_clock(km_s * MILE_KM)} {'pro' if de else 'per'} {mile_w}"
        return f"{given} × 1{',' if de else '.'}609 = {out} ({num(kmh)} km/h)."
    v = amount(found["v"].replace(",", "."))
    if not v or not wants & {"mile", "km", "pace"}:
        return None
    miles = found["u"].lower().startswith(("mph", "mile"))
    kmh = v * MILE_KM if miles else v
    km_s = 3600 / kmh
    per = "pro" if de else "per"
    pace_km, pace_mile = (
        f"{_clock(km_s)} {per} {km_w}",
        f"{_clock(km_s * MILE_KM)} {per} {mile_w}",
    )
    unit = "mph" if miles else "km/h"
    if miles:
        return f"60 min ÷ {num(v)} {unit} = {pace_mile} ({pace_km})."
    return f"60 min ÷ {num(v)} {unit} = {pace_km} ({pace_mile})."


READERS = (("pace_in", pace_in),)
