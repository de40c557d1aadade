"""Paint for walls (see :mod:`brain.fastpath.loose_everyday`): the walls as a count × width ×
height or as an area, doors and windows taken off, the coats, and what a litre or a can
covers ("4 walls, each 3.5 m wide and 2.5 m high, minus a door of 2 m², 2 coats, a litre covers
10 m²" → "Walls: 4 × 3.5 × 2.5 = 35 m²; minus door 2 m² = 33 m²; × 2 coats = 66 m²; ÷ 10 m²
a litre = 6.6 L, so 7 litres."). With a can size ("2.5 litre cans", "Eimer à 5 Liter") the
litres are rounded up to whole cans; with only what a can covers, the cans are counted."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from brain.fastpath import number_words
from brain.fastpath.loose_extra import amount
from brain.fastpath.reckon import said_number

_N = r"\d{1,4}(?:[.,]\d{1,3})?"
_AREA = r"(?:m2|m²|sq\.?\s*m\b|sqm|square\s+met(?:er|re)s?|qm|quadratmeter(?:n)?)"
_LITRE = r"(?:l|ltr|litres?|liters?|liter|litern)\b"
_CAN = r"(?:cans?|tins?|pots?|buckets?|tubs?|eimern?|dosen?|kübeln?|kuebeln?|gebinden?)"
_COVER_VERB = (
    r"(?:covers?|does|will\s+do|is\s+enough\s+for|is\s+good\s+for|reicht\s+(?:für|fuer)"
    r"|reichen\s+(?:für|fuer)|schafft|ergibt|deckt|gives?)"
)
_ABOUT = r"(?:about\s+|approx\.?\s+|around\s+|roughly\s+|up\s+to\s+|ca\.?\s+|etwa\s+|rund\s+|bis\s+zu\s+)?"
_PER_LITRE = re.compile(
    rf"(?:(?P<l>{_N})\s*-?\s*{_LITRE}|\b(?:a|one|per|each|every|der|ein|einer?|jeder)\s+(?:litre|liter)\b)"
    rf"\s*(?:(?:{_CAN})\s+)?(?:(?:of\s+)?(?:paint|farbe)\s+)?{_COVER_VERB}\s+{_ABOUT}(?P<c>{_N})\s*{_AREA}"
    rf"|(?P<c2>{_N})\s*{_AREA}\s*(?:per|a|an|each|/|pro|je|mit\s+(?:einem|1)|with\s+(?:a|one|1)"
    rf"|for\s+(?:a|one|1|each|every))\s*{_LITRE}",
    re.IGNORECASE,
)
_LITRE_PER = re.compile(
    rf"(?P<l2>{_N})\s*{_LITRE}\s*(?:per|for|pro|für|fuer|je|/|auf)\s*(?P<c3>{_N})\s*{_AREA}",
    re.IGNORECASE,
)
_PER_CAN = re.compile(
    rf"\b{_CAN}\s+(?:(?:of\s+)?(?:paint|farbe)\s+)?(?:each\s+|only\s+|je\w*\s+)?{_COVER_VERB}\s+{_ABOUT}"
    rf"(?P<c>{_N})\s*{_AREA}|(?P<c2>{_N})\s*{_AREA}\s*(?:per|a|each|pro|je)\s+{_CAN}",
    re.IGNORECASE,
)
_CAN_SIZE = re.compile(
    rf"(?P<s>{_N})\s*-?\s*{_LITRE}\s*-?\s*{_CAN}\b|\b{_CAN}\s+(?:(?:of\s+)?(?:paint|farbe)\s+)?(?:of|à|a|zu|zu\s+je|with|mit|von|hold"
    rf"|holds|hat|haben|contain\w*|sind|are|je)\s+(?P<s2>{_N})\s*{_LITRE}",
    re.IGNORECASE,
)
_COATS = re.compile(
    r"\b(?P<n>[1-4])\s*(?:x\s+)?(?:coats?|layers?|anstrichen?|anstriche|schichten|mal\s+streichen)\b"
    r"|\b(?P<twice>twice|zweimal|doppelt|2\s*mal)\b|\b(?P<once>once|einmal)\b",
    re.IGNORECASE,
)
_M = r"(?:\s*(?:m|meters?|metres?|meter|metern)\b)?"
_DIMS = re.compile(
    rf"(?:(?P<n>\d{{1,2}})\s*[x×*]\s*\(?\s*)?(?P<w>{_N}){_M}\s*(?:(?:wide|long|broad|breit|lang)\s*,?"
    rf"\s*(?:and|und|by|x|×)|by|x|×|\*|mal|auf)\s*(?P<h>{_N}){_M}\s*(?:high|tall|hoch)?\)?(?!\s*(?:²|2\b))",
    re.IGNORECASE,
)
_AREA_SAID = re.compile(rf"(?<![\d.,])(?P<a>{_N})\s*{_AREA}", re.IGNORECASE)
_OPENING = re.compile(
    r"\b(?P<what>doors?|windows?|openings?|türen|tür|tuer|tueren|fenster|öffnungen|oeffnungen)\b"
    r"|\b(?:minus|less|without|excluding|except|subtract\w*|take\s+off|abzüglich|abzueglich|ohne"
    r"|abziehen|weniger)\b",
    re.IGNORECASE,
)
_COUNT = re.compile(
    r"(?P<n>\d{1,2})\s+(?:\w+\s+)?(?:walls?|wände|waende|wänden|waenden|doors?|windows?|türen|tueren"
    r"|fenster|sides?|seiten)\b(?!.*\d)|(?P<alone>\d{1,2})\s*(?:x|×|mal)?\s*(?:of\s+|with\s+)?$",
    re.IGNORECASE,
)
_PAINT = re.compile(
    r"\b(?:paint\w*|farbe|wandfarbe|streich\w*|gestrichen|anstrich\w*|coats?|primer|emulsion|lack"
    r"|dispersion\w*|tünche|repaint\w*)\b",
    re.IGNORECASE,
)
_NAMES = {
    "door": ("door", "Tür"),
    "window": ("window", "Fenster"),
    "opening": ("openings", "Öffnungen"),
}


def _n(value: Fraction, language: str) -> str:
    return said_number(Fraction(round(value * 100), 100), language)


def _masked(said: str, found: re.Match[str]) -> str:
    return said[: found.start()] + " # " + said[found.end() :]


def _shapes(said: str) -> list[tuple[bool, Fraction, str, str]] | None:
    """``(is_opening, area, working, name)`` for each wall or opening said, in order."""
    found = sorted(
        [*_DIMS.finditer(said), *_AREA_SAID.finditer(said)], key=lambda m: (m.start(), -m.end())
    )
    shapes: list[tuple[bool, Fraction, str, str]] = []
    last = 0
    opening = False
    name = "opening"
    for match in found:
        if match.start() < last:
            continue
        before = said[last : match.start()]
        last = match.end()
        cue = list(_OPENING.finditer(before))
        if cue:
            opening = True
            named = [c["what"] for c in cue if c["what"]]
            if named:
                word = named[-1].lower()
                name = "door" if word.startswith(("door", "tür", "tuer")) else "window"
                name = "opening" if word.startswith(("open", "öff", "oeff")) else name
        elif re.search(r"\b(?:walls?|wände|waende|wand|ceiling|decke)\b", before, re.I):
            opening = False
        groups = match.groupdict()
        count = Fraction(1)
        if groups.get("n"):
            count = Fraction(int(groups["n"]))
        else:
            told = _COUNT.search(before.strip(" ,;:(").removesuffix(" each").removesuffix(" je"))
            if told is not None:
                count = Fraction(int(told["n"] or told["alone"]))
        if groups.get("w"):
            w, h = amount(groups["w"]), amount(groups["h"])
            if not w or not h:
                return None
            size, working = w * h, f"{groups['w']} × {groups['h']}"
        else:
            a = amount(groups["a"])
            if not a:
                return None
            size, working = a, f"{groups['a']} m²"
        if not 0 < count <= 20:
            return None
        working = f"{int(count)} × {working}" if count > 1 else working
        shapes.append((opening, count * size, working, name))
    return shapes


def paint(text: str, language: str) -> str | None:
    """ "paint comes in 2.5 litre cans covering 10 sqm per litre; 4 walls 4 m by 2.4 m, minus
    a door of 2 m², 2 coats, how many cans" → the area, the litres and the cans."""
    said = number_words.as_digits(text)
    if not _PAINT.search(said):
        return None
    litre = _PER_LITRE.search(said) or _LITRE_PER.search(said)  # "1 l per 8 m²"
    can = _PER_CAN.search(said) if litre is None else None
    cover = litre or can
    if cover is None:
        return None
    rest = _masked(said, cover)
    size = _CAN_SIZE.search(rest)
    if size is not None:
        rest = _masked(rest, size)
    coats_found = _COATS.search(rest)
    coats = 1
    if coats_found is not None:
        rest = _masked(rest, coats_found)
        coats = 2 if coats_found["twice"] else 1 if coats_found["once"] else int(coats_found["n"])
    shapes = _shapes(rest)
    if not shapes or shapes[0][0]:
        return None
    got = cover.groupdict()
    per = amount(got.get("c") or got.get("c2") or got.get("c3") or "")
    said_litres = (got.get("l") or got.get("l2")) if litre is not None else None
    litres_in = amount(said_litres) if said_litres else Fraction(1)
    can_size = amount(size["s"] or size["s2"]) if size is not None else None
    if said_litres and can_size is None and litres_in != 1:
        can_size = litres_in  # "a 5 litre can covers 35 m²"
    if not per or not litres_in or can_size == 0:
        return None
    return _answer(
        shapes, coats, per / litres_in if litre else per, bool(litre), can_size, language
    )


def _answer(
    shapes: list[tuple[bool, Fraction, str, str]],
    coats: int,
    per: Fraction,
    per_litre: bool,
    can_size: Fraction | None,
    language: str,
) -> str | None:
    de = language == "de"
    walls = [s for s in shapes if not s[0]]
    holes = [s for s in shapes if s[0]]
    gross = sum((s[1] for s in walls), Fraction(0))
    net = gross - sum((s[1] for s in holes), Fraction(0))
    if net <= 0 or gross > 5000:
        return None
    parts: list[str] = []
    simple = len(walls) == 1 and walls[0][2].endswith("m²")
    if simple:
        parts.append(f"{_n(gross, language)} m²")
    else:
        working = " + ".join(s[2] for s in walls)
        parts.append(f"{'Wände' if de else 'Walls'}: {working} = {_n(gross, language)} m²")
    for _, size, _, name in holes:
        parts.append(
            f"{'minus' if not de else 'abzüglich'} {_NAMES[name][de]} {_n(size, language)} m²"
        )
    if holes:
        parts[-1] += f" = {_n(net, language)} m²"
    total = net * coats
    if coats > 1:
        parts.append(f"× {coats} {'Anstriche' if de else 'coats'} = {_n(total, language)} m²")
    line = "; ".join(parts)
    if simple and coats > 1 and not holes:
        line = " ".join(parts)
    if not per_litre:
        cans = math.ceil(total / per - Fraction(1, 1000))
        exact = _n(total / per, language)
        if de:
            return (
                f"{line}; bei {_n(per, language)} m² pro Eimer sind das {exact}, also {cans} Eimer."
            )
        return f"{line}; at {_n(per, language)} m² a can that's {exact}, so {cans} cans."
    need = total / per
    shown = _n(need, language)
    if can_size is not None:
        cans = math.ceil(need / can_size - Fraction(1, 1000))
        s = _n(can_size, language)
        bought = _n(cans * can_size, language)
        if de:
            return f"{line}; ÷ {_n(per, language)} m² pro Liter = {shown} l, also {cans} × {s}-l-Eimer ({bought} l)."
        return f"{line}; ÷ {_n(per, language)} m² a litre = {shown} L, so {cans} × {s} L {'can' if cans == 1 else 'cans'} ({bought} L)."
    whole = math.ceil(need - Fraction(1, 1000))
    if de:
        end = f"{shown} Liter" if need == whole else f"{shown} l, also {whole} Liter"
        return f"{line}; ÷ {_n(per, language)} m² pro Liter = {end}."
    end = f"{shown} litres" if need == whole else f"{shown} L, so {whole} litres"
    return f"{line}; ÷ {_n(per, language)} m² a litre = {end}."


READERS = (("paint", paint),)
