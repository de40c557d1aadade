"""A question asked inside a polite wrapper, put back as it is asked bare: "can you quickly
tell me what 12 percent of 350 is" → "what is 12 percent of 350", "kannst du mir schnell sagen
was 12 prozent von 350 sind" → "was sind 12 prozent von 350", "weißt du wie viel 20% von 90
ist" → "wie viel ist 20% von 90". The wrapped question puts its verb last; the rules know the
bare word order, so :class:`brain.fastpath.matcher.FastPath` tries the sums' rules on this form
too (never a command: "can you tell me what's running" is read as it stands)."""

from __future__ import annotations

import re

_SOON = r"(?:(?:just|quickly|quick|real\s+quick|please|pls|again|maybe)\s+)*"
_WRAPPER = re.compile(
    rf"^(?:(?:hey|so|ok|okay|um|quick\s+q(?:uestion)?)\s*[,:]?\s+)*(?:(?:can|could|would|will)"
    rf"\s+(?:you|u|ya)\s+{_SOON}(?:tell|remind|show)\s+me\s+{_SOON}"
    rf"|(?:do|would)\s+(?:you|u|ya)\s+(?:happen\s+to\s+)?know\s+{_SOON}|{_SOON}tell\s+me\s+{_SOON}"
    r"|i\s+(?:wonder|was\s+wondering|want\s+to\s+know|need\s+to\s+know|(?:'d|would)\s+like\s+to"
    r"\s+know)\s+|(?:do\s+you\s+have\s+)?any\s+idea\s+)"
    r"|^(?:(?:hey|na|also|ähm?|sag\s+mal)\s*,?\s+)*(?:(?:kannst|könntest|koenntest|kannste)\s+du\s+"
    r"(?:mir\s+)?(?:(?:mal|schnell|kurz|bitte|eben|grad|gerade|nochmal)\s+)*(?:sagen|verraten"
    r"|erkl(?:ä|ae)ren|ausrechnen|berechnen)|(?:weißt|weisst|weist|weißte|weisste)(?:\s+du)?(?:\s+(?:zufällig"
    r"|zufaellig|vielleicht|eigentlich|spontan|grad|gerade))*|sag\s+mir(?:\s+(?:mal|schnell|kurz"
    r"|bitte))*|ich\s+(?:wüsste|wuesste)\s+gerne?|ich\s+(?:möchte|moechte|will|würde|wuerde)\s+"
    r"(?:gerne?\s+)?wissen"
    r"|ich\s+frag(?:e)?\s+mich|rechne\s+(?:mir\s+)?(?:(?:mal|schnell|kurz|bitte)\s+)*aus)"
    r"\s*,?\s+",
    re.IGNORECASE,
)
_LAST_VERB = re.compile(
    r"^(?P<wh>what|how\s+much)\s+(?P<body>.+?)\s+(?P<verb>is|are|would\s+be|makes|comes\s+to"
    r"|equals)\s*(?P<end>\??)$"
    r"|^(?P<wh2>was|wie\s*viel)\s+(?P<body2>.+?)\s+(?P<verb2>ist|sind|macht|machen|ergibt"
    r"|ergeben|wäre|waere|wären|waeren)\s*(?P<end2>\??)$"
    r"|^(?P<wh3>wie\s*viele\s+[a-zäöüß]+)\s+(?P<body3>.+?)\s+(?P<verb3>hat|haben|sind)\s*"
    r"(?P<end3>\??)$",
    re.IGNORECASE,
)
_ASKED = re.compile(r"^(?:what|how\s+(?:much|many)|was|wie\s*viele?|wieviele?)\b", re.IGNORECASE)


def unwrapped(utterance: str) -> str:
    """``utterance`` without its polite wrapper ("kannst du mir sagen wie lange …" → "wie lange
    …"), or as it is."""
    wrapper = _WRAPPER.match(utterance)
    return utterance if wrapper is None else utterance[wrapper.end() :].strip()


def direct(utterance: str) -> str | None:
    """The question inside a polite wrapper, in the word order of a question asked bare; None
    when ``utterance`` wraps no "what"/"how much" question."""
    wrapper = _WRAPPER.match(utterance)
    if wrapper is None:
        return None
    asked = utterance[wrapper.end() :].strip()
    if not _ASKED.match(asked):
        return None
    found = _LAST_VERB.match(asked)
    if found is None:
        return asked  # "do you know how many ounces are in a pound"
    for k in ("", "2", "3"):
        if found["wh" + k]:
            verb = _VERBS.get(found["verb" + k].lower(), found["verb" + k])
            return f"{found['wh' + k]} {verb} {found['body' + k]}{found['end' + k]}"
    return asked


_VERBS = {
    **dict.fromkeys(("would be", "makes", "comes to", "equals"), "is"),
    **dict.fromkeys(("macht", "ergibt", "wäre", "waere"), "ist"),
    **dict.fromkeys(("machen", "ergeben", "wären", "waeren"), "sind"),
}
"""The verbs of a result said as the rules know them ("was 18 mal 24 ergibt": "was ist …")."""
