"""Who the user's family are, by name, as they tell it ("my kids are mia (7) and jonas (10)",
"my sister is called anna", "meine kinder heißen paul und ida"): kept by relation. A fact said only as an
example is none. Used by :func:`brain.memory.extract.extract`."""

from __future__ import annotations

import re

from brain.memory.models import ExtractedFact

_KIN = (
    r"(kids|children|sons|daughters|son|daughter|sister|sisters|brother|brothers|wife|husband"
    r"|partner|girlfriend|boyfriend|mum|mom|dad|mother|father|twins|grandkids|grandchildren|niece"
    r"|nephew|best friend|dog|cat|kinder|sohn|söhne|tochter|töchter|schwester|bruder|frau|mann"
    r"|freundin|freund|hund|katze|enkel)"
)
_ONE_NAME = r"[a-zäöüß][\w'-]{1,15}(?:\s*\(\d{1,2}\)|\s*,\s*\d{1,2}\b,?)?"
_NAMES = re.compile(
    rf"{_ONE_NAME}(?:(?:\s*,\s*{_ONE_NAME})*\s*,?\s*(?:and|&|und)\s+(?!(?:she|he|they|it|sie|er"
    rf"|es|we|wir|i|ich)\b){_ONE_NAME})?",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset(
    "not no never sick ill home here there coming going driving doing getting being so very too "  # noqa: SIM905
    "really super always still also just visiting staying away out back over older younger a an "
    "the ein eine einen later when if".split()
)
_KIN_KEYS = {"children": "kids", "kinder": "kids", "mom": "mum", "mother": "mum", "father": "dad"}


def _kin(relation: str, raw: str, *, aged: bool) -> ExtractedFact | None:
    """ "my kids are mia (7) and jonas (10)" → kids: Mia (7) and Jonas (10); "my sister is
    called anna" → sister: Anna. Without "called" an age must be said: "my kids are so loud"
    names nobody."""
    found = _NAMES.match(raw.strip())
    if found is None:
        return None
    value = found.group(0).strip(" ,")
    if aged and not re.search(r"\d", value):
        return None
    if value.split()[0].lower() in _NOT_NAMES:
        return None
    names = re.sub(
        r"(?<![\w'])[^\W\d_][\w'-]*",
        lambda m: m[0] if m[0] in ("and", "und") else m[0][:1].upper() + m[0][1:],
        value,
    )
    key = _KIN_KEYS.get(relation.lower(), relation.lower()).replace(" ", "_")
    return ExtractedFact(subject=f"user.{key}", value=names, confidence=0.9)


_KIN_CALLED = re.compile(
    rf"\b(?:my|our)\s+{_KIN}\s+(?:is|are|'s|'re)\s+(?:called|named)\s+(?P<names>.+)"
    rf"|\b(?:my|our)\s+{_KIN}(?:'s|s')\s+names?\s+(?:is|are)\s+(?P<names2>.+)"
    rf"|\b(?:mein\w*|unser\w*)\s+{_KIN}\s+(?:hei(?:ß|ss)(?:t|en))\s+(?P<names3>.+)",
    re.IGNORECASE,
)
_KIN_AGED = re.compile(
    rf"\b(?:my|our|mein\w*|unser\w*)\s+{_KIN}\s+(?:is|are|sind|ist)\s+(?P<names>.+)", re.IGNORECASE
)


def family_facts(sentence: str) -> list[ExtractedFact]:
    """Who the user's family are, by name: "my kids are mia (7) and jonas (10)"."""
    for pattern, aged in ((_KIN_CALLED, False), (_KIN_AGED, True)):
        found = pattern.search(sentence)
        if found is None:
            continue
        groups = [g for g in found.groups() if g]
        relation, raw = groups[0], groups[-1]
        fact = _kin(relation, raw, aged=aged)
        if fact is not None:
            return [fact]
    return []


_SUPPOSED = re.compile(
    r"\b(?:if i (?:say|said|tell|told|were to)|what if|suppose|supposing|imagine|let'?s say"
    r"|for example|e\.g\.|wenn ich (?:dir )?(?:sage|sagen würde|erzähle)|angenommen|zum beispiel)\b",
    re.IGNORECASE,
)
"""A fact said as an example, not as the user's."""


def as_example(sentence: str) -> bool:
    """Whether ``sentence`` says a fact only as an example ("like if i say my sister's name is
    priya, will you know"): nothing to keep yet."""
    return _SUPPOSED.search(sentence) is not None
