"""What the user asks to be said in German, turned into the message's own words (the German half
of :mod:`brain.llm.tiny_reported`): "frag ihn, ob jemand kommen kann" → "Kann jemand kommen?",
"sag ihr, sie soll ihren Schlüssel mitnehmen" → "Kannst du bitte deinen Schlüssel mitnehmen?",
and an ask said of the person after "dass" asked of them in the du (or Sie) form: "dass er
bitte die spülmaschine ausräumt" → "Kannst du bitte die Spülmaschine ausräumen?", "dass sie
mich zurückrufen soll" → "Kannst du mich bitte zurückrufen?"; "seinen", "ihre", "sich" said to
them ("deinen", "deine", "dich")."""

from __future__ import annotations

import re

from brain.llm.tiny_tidy import tidied

_DE_ASK = re.compile(
    r"^frag\w*\s+(?:(?P<obj>ihn|sie)\s*)?(?:(?:mal|bitte|doch)\s*)*,?\s*(?P<how>ob|wann|wie|wo|was)"
    r"\s+(?P<rest>.+)$",
    re.IGNORECASE,
)
_DE_FINITE = {
    "kann": "können", "könnte": "könnten", "koennte": "könnten", "würde": "würden",
    "wuerde": "würden", "hat": "haben", "ist": "sind", "will": "wollen", "muss": "müssen",
    "soll": "sollen", "darf": "dürfen", "kommt": "kommen",
}  # fmt: skip
_DE_DU = {
    "kann": "kannst", "könnte": "könntest", "koennte": "könntest", "würde": "würdest",
    "wuerde": "würdest", "hat": "hast", "ist": "bist", "will": "willst", "muss": "musst",
    "soll": "sollst", "darf": "darfst", "kommt": "kommst",
}  # fmt: skip
_DE_TELL = re.compile(
    r"^sag\w*\s+(?P<obj>ihm|ihr|ihnen)\s*,?\s*(?:(?:bitte|mal|doch)\s+)*(?:dass\s+)?(?:er|sie)\s+"
    r"(?:soll\s+(?:bitte\s+)?(?P<a>.+)|(?P<b>.+?)\s+soll)$",
    re.IGNORECASE,
)
_ASKING_MODAL = r"(?:soll|sollte|muss|m(?:ü|ue)sste|m(?:ö|oe)ge|m(?:ö|oe)chte)"
ASKED_DASS = re.compile(
    rf"(?:dass\s+)?(?:er|sie)\s+(?=[^,.;?!]*\bbitte\b|[^,.;?!]*\s{_ASKING_MODAL}\s*(?:$|[,.;!]))",
    re.IGNORECASE,
)
"""Where an ask said of the person in German begins: "(dass) er bitte …", "sie … soll"."""
_DASS = re.compile(
    rf"^(?:(?:und|dann|bitte|dass)\s+)*(?P<who>er|sie)\s+(?P<rest>\S.*?\s(?:\S+|{_ASKING_MODAL}))$",
    re.IGNORECASE,
)
_STRONG = {
    "nimmt": "nehmen", "gibt": "geben", "isst": "essen", "liest": "lesen", "sieht": "sehen",
    "hilft": "helfen", "trifft": "treffen", "fährt": "fahren", "trägt": "tragen",
    "wäscht": "waschen", "läuft": "laufen", "hält": "halten", "lässt": "lassen",
    "schläft": "schlafen", "spricht": "sprechen", "wirft": "werfen", "fängt": "fangen",
    "lädt": "laden", "bäckt": "backen", "empfiehlt": "empfehlen", "tritt": "treten",
}  # fmt: skip
_WHOLE = {"ist": "sein", "hat": "haben", "wird": "werden", "weiß": "wissen", "tut": "tun"}
_OWN_DE = {
    "er": ("sein", "ihm"),
    "sie": ("ihr", "ihr"),
}
_ARTICLE = frozenset(
    "der die das den dem des ein eine einen einem einer kein keine keinen".split()  # noqa: SIM905
)
_PRONOUN = frozenset("mich mir uns dich dir sich Ihnen es ihn ihm".split())  # noqa: SIM905
"""Said before "bitte": "Kannst du mich bitte anrufen?"."""


def infinitive(verb: str) -> str | None:
    """The infinitive of a German verb said of him or her ("ausräumt" → "ausräumen", "mitnimmt"
    → "mitnehmen", "erinnert" → "erinnern"); None when ``verb`` is no such form."""
    low = verb.lower()
    if low in _WHOLE:
        return _WHOLE[low]
    for said, base in sorted(_STRONG.items(), key=lambda item: -len(item[0])):
        if low.endswith(said) and len(low) - len(said) != 1:
            return low[: -len(said)] + base
    if not re.fullmatch(r"[a-zäöüß]{3,}t", low):
        return None
    if re.search(r"[^e](?:el|er)t$", low):
        return low[:-1] + "n"
    if low.endswith("et") and len(low) > 4:
        return low[:-2] + "en"
    return low[:-1] + "en"


def said_to_them(words: list[str], who: str, formal: bool) -> list[str]:
    """``words`` about him or her (``who``: "er", "sie") said to them: "seinen" → "deinen"
    ("Ihren"), "sich" → "dich" ("sich"), "ihm" → "dir" ("Ihnen")."""
    own, to = _OWN_DE[who.lower()]
    out: list[str] = []
    for index, word in enumerate(words):
        low = word.lower()
        after = words[index + 1].lower() if index + 1 < len(words) else ""
        if (
            low.startswith(own)
            and low[len(own) :] in ("", "e", "en", "em", "er", "es")
            and (low != to or after)
        ):
            end = low[len(own) :]
            out.append(f"Ihr{end}" if formal else f"dein{end}")
        elif low == to:
            out.append("Ihnen" if formal else "dir")
        elif low == "sich":
            out.append("sich" if formal else "dir" if after in _ARTICLE else "dich")
        else:
            out.append(word)
    return out


def asked_dass(clause: str, formal: bool) -> tuple[str, str] | None:
    """(who is asked, "er" or "sie"; the ask said to them) for an ask said of the person after
    "dass": "er bitte den müll rausbringt" → "Kannst du bitte den Müll rausbringen?", "sie
    sich keine sorgen machen muss" → "Du musst dir keine Sorgen machen."; None for any other
    clause (told, not asked: "dass er recht hat")."""
    found = _DASS.match(clause.strip(" ,;.!"))
    if found is None or not ASKED_DASS.match(clause.strip(" ,;.!").removeprefix("dass ")):
        return None
    words = [w for w in found["rest"].split() if w.lower() != "bitte"]
    verb, words = words[-1].lower(), said_to_them(words[:-1], found["who"], formal)
    if re.fullmatch(_ASKING_MODAL, verb) and words:
        if verb.startswith("m") and re.search(r"\b(?:nicht|kein\w*)\b", " ".join(words), re.I):
            told = f"{'Sie müssen' if formal else 'du musst'} {' '.join(words)}"  # no need to
            return found["who"], tidied(told, "de", first=True, as_said=True)
        asked = words
    elif (base := infinitive(verb)) is not None:
        asked = [*words, base]
    else:
        return None
    return found["who"], _please(asked, formal)


def _please(words: list[str], formal: bool) -> str:
    """The ask said to them with "bitte" after its pronouns: "Kannst du mich bitte anrufen?";
    "… nicht vergessen" as "Vergiss bitte … nicht!"."""
    if [w.lower() for w in words[-2:]] == ["nicht", "vergessen"] and len(words) > 2:
        forget = "Vergessen Sie" if formal else "Vergiss"
        told = f"{forget} bitte {' '.join(words[:-2])} nicht"
        return tidied(told, "de", first=True, as_said=True)[:-1] + "!"
    lead = 0
    while lead < len(words) - 1 and words[lead] in _PRONOUN:
        lead += 1
    said = [*words[:lead], "bitte", *words[lead:]]
    you = "Könnten Sie" if formal else "Kannst du"
    return tidied(f"{you} {' '.join(said)}", "de", first=True, as_said=True)[:-1] + "?"


def german(clause: str, formal: bool) -> str | None:
    """ "frag ihn, ob jemand morgen kommen kann" → "Kann jemand morgen kommen?", "sag ihr, sie
    soll den Schlüssel mitbringen" → "Kannst du bitte den Schlüssel mitbringen?"; None for any
    other German instruction."""
    if (told := _DE_TELL.match(clause)) is not None:
        who = "er" if told["obj"].lower() == "ihm" else "sie"
        return _please(said_to_them((told["a"] or told["b"]).split(), who, formal), formal)
    asked = _DE_ASK.match(clause)
    if asked is None:
        return None
    words = asked["rest"].split()
    if len(words) < 2:
        return None
    verb, rest = words[-1], words[:-1]
    if rest[0].lower() in ("er", "sie"):  # the person written to
        finite = _DE_FINITE if formal else _DE_DU
        if verb.lower() not in finite:
            return None
        rest, verb = ["Sie" if formal else "du", *rest[1:]], finite[verb.lower()]
    elif rest[0].lower() not in ("jemand", "man", "wir", "ich", "es", "der", "die", "das"):
        return None
    how = asked["how"].lower()
    said = [verb, *rest] if how == "ob" else [how, verb, *rest]
    text = tidied(" ".join(said), "de", first=True, as_said=True)
    return text[:-1] + "?"
