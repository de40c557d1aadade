"""What the user asks to be said, turned into the message's own words: "ask him if someone can
come and fix it" → "Could someone come and fix it?", "tell her to bring the spare key" → "Could
you bring the spare key?", "let them know the parcel is with me" → "The parcel is with me.",
"remind her to lock up" → "Please remember to lock up.", "frag ihn, wann jemand kommen kann" →
"Wann kann jemand kommen?". The person asked about is the person written to: "his", "her" and
"their" become "your", "she needs" becomes "you need". A reported instruction that cannot be
turned is told to the writer (``None`` in :func:`reported`), so it declines rather than paste
the user's instruction into the text. Used by the message, repair and note writers."""

from __future__ import annotations

import re

from brain.llm.tiny_favour import you_form
from brain.llm.tiny_reported_de import ASKED_DASS, asked_dass, german
from brain.llm.tiny_tidy import NOT_OWNED, tidied

_VERB = r"(?:ask|asking|tell|telling|let|letting|say|saying|mention|remind|reminding|frag|sag)"
_OBJECT = r"(?:him|her|them|frag\w*|ihn|sie|ihm|ihr|ihnen)"
REPORTED = re.compile(
    r"(?:^|[,;:]\s*|\.\s+|\s+(?=(?:and|so|also|then|und|dann|plus)\s))(?:(?:and|so|also|then|but"
    r"|plus|pls|please|und|dann|bitte)\s+)*(?="
    r"(?:ask|tell|remind|let)\s+(?:him|her|them)\b|ask\s+(?:(?:nicely|politely|kindly)\s+)?(?:if"
    r"|whether|when|what|where|how|who|which)\b|(?:say|mention)\s+that\b"
    r"|frag\w*\s+(?:(?:ihn|sie|mal|bitte|doch)\s*,?\s*)*(?:ob|wann|wie|wo|was)\b"
    r"|sag\w*\s+(?:ihm|ihr|ihnen)\b)",
    re.IGNORECASE,
)
"""Where an instruction about what to say begins ("…, ask him if …", "… and tell her to …")."""
_ASK = re.compile(
    r"^(?:ask|asking)\s+(?:(?P<obj>him|her|them)\s+)?(?:(?:nicely|politely|kindly|please)\s+)?"
    r"(?P<how>if|whether|when|what time|what|where|how|who|which|to|for)\s+(?P<rest>.+)$",
    re.IGNORECASE,
)
_TELL_TO = re.compile(
    r"^(?P<verb>tell|telling|remind|reminding)\s+(?P<obj>him|her|them)\s+(?:(?:please|politely"
    r"|nicely)\s+)?(?:(?P<no>not)\s+)?to\s+(?P<rest>.+)$",
    re.IGNORECASE,
)
_TELL = re.compile(
    r"^(?:(?:tell|telling)\s+(?P<obj>him|her|them)|(?:let|letting)\s+(?P<obj2>him|her|them)\s+know"
    r"|say|saying|mention)\s+(?:that\s+)?(?P<rest>.+)$",
    re.IGNORECASE,
)
_SUBJECT = {"him": "he", "her": "she", "them": "they"}
_TURN = {
    "he": "you", "she": "you", "they": "you", "him": "you", "them": "you", "his": "your",
    "their": "your", "hers": "yours", "theirs": "yours", "himself": "yourself",
    "herself": "yourself", "themselves": "yourselves", "he's": "you're", "she's": "you're",
    "they're": "you're", "he'll": "you'll", "she'll": "you'll", "they'll": "you'll",
    "he'd": "you'd", "she'd": "you'd", "they'd": "you'd", "hes": "you're", "shes": "you're",
}  # fmt: skip
_OWN = {
    "him": {"he", "him", "his", "himself", "he's", "he'll", "he'd", "hes"},
    "her": {"she", "her", "hers", "herself", "she's", "she'll", "she'd", "shes"},
    "them": {"they", "them", "their", "theirs", "themselves", "they're", "they'll", "they'd"},
}
_ADVERB = frozenset("always never still also just really usually often already".split())  # noqa: SIM905


def reported(
    text: str, language: str = "en", *, formal: bool = False
) -> tuple[str, str | None] | None:
    """(what ``text`` tells before its first reported instruction, that instruction and any after
    it said to the person) or None when it holds none; the second is None when one of them
    could not be turned."""
    starts = [m for m in REPORTED.finditer(text) if m.end() < len(text)]
    if not starts:
        return None
    head = text[: starts[0].start()].strip(" ,;")
    cuts = [m.end() for m in starts] + [len(text)]
    ends = [m.start() for m in starts[1:]] + [len(text)]
    turned = [
        direct(text[a:b].strip(" ,;."), language, formal=formal)
        for a, b in zip(cuts, ends, strict=False)
    ]
    if any(t is None for t in turned):
        return head, None
    return head, " ".join(t for t in turned if t)


def direct(clause: str, language: str = "en", *, formal: bool = False) -> str | None:
    """One reported instruction said to the person ("tell her to bring the key" → "Could you
    bring the key?"), or None."""
    if language == "de" or re.match(r"(?:frag|sag)\w*\b", clause, re.I):
        return german(clause, formal)
    clause = re.sub(r"\s+(?:pls|please|plz)$", "", clause, flags=re.I)
    if (told := _TELL_TO.match(clause)) is not None:
        rest = to_you(told["rest"], told["obj"].lower())
        if told["no"]:
            return _sentence(f"please don't {rest}")
        if told["verb"].lower().startswith("remind"):
            return _sentence(f"please remember to {rest}")
        return _sentence(f"could you {rest}", asked=True)
    if (asked := _ASK.match(clause)) is not None:
        return _asked(asked["how"].lower(), asked["rest"], (asked["obj"] or "").lower())
    if (said := _TELL.match(clause)) is not None:
        obj = (said["obj"] or said["obj2"] or "").lower()
        return _sentence(to_you(said["rest"], obj))
    return None


def _asked(how: str, rest: str, obj: str) -> str:
    """The question asked: "if someone can come" → "Could someone come?", "when he is free"
    → "When are you free?", "to call me back" → "Could you call me back?"."""
    rest = re.sub(r"^(it|that|there)'s\b", r"\1 is", to_you(rest, obj), flags=re.I)
    rest = re.sub(r"\bok\b", "OK", rest, flags=re.I)
    if how == "to":
        return _sentence(f"could you {rest}", asked=True)
    if how == "for":
        return _sentence(f"could I please ask for {rest}", asked=True)
    inverted = re.match(
        r"(?P<who>someone|somebody|anyone|anybody|you|i|we|it|there|(?:a|an|the|my|our|your)\s+"
        r"[\w-]+)\s+(?P<aux>can|could|would|will|are|were|is|was|should|may|might)\s+"
        r"(?P<rest>.+)$",
        rest,
        re.IGNORECASE,
    )
    has = re.match(
        r"(?P<who>you|i|we|someone|somebody|anyone)\s+(?:has|have)\s+(?P<rest>.+)$", rest, re.I
    )
    if inverted is None and has is not None and how in ("if", "whether"):  # "if he has time"
        does = "does" if has["who"].lower().startswith(("some", "any")) else "do"
        return _sentence(f"{does} {has['who']} have {has['rest']}", asked=True)
    if inverted is None:
        lead = how if how not in ("if", "whether") else "if"
        return _sentence(f"could you let me know {lead} {rest}", asked=True)
    aux = inverted["aux"].lower()
    aux = {"can": "could", "will": "would"}.get(aux, aux) if how in ("if", "whether") else aux
    who = inverted["who"]
    question = f"{aux} {who} {inverted['rest']}"
    if how not in ("if", "whether"):
        question = f"{how} {question}"
    return _sentence(question, asked=True)


def to_you(text: str, obj: str) -> str:
    """``text`` about the person (``obj``: him, her, them, or "" for any) said to them."""
    own = _OWN.get(obj) or set().union(*_OWN.values())
    words = text.split()
    out: list[str] = []
    agree = False
    for i, word in enumerate(words):
        bare = word.rstrip(",;:.")
        tail = word[len(bare) :]
        low = bare.lower()
        if agree and low in _ADVERB:
            out.append(word)
            continue
        if agree:
            out.append(you_form(bare) + tail)
            agree = False
            continue
        if (low in own and low in _TURN) or (low == "her" and "her" in own):
            if low == "her":
                after = words[i + 1].lower().rstrip(",;:.") if i + 1 < len(words) else ""
                turned = "you" if not after or tail or after in NOT_OWNED else "your"
            else:
                turned = _TURN[low]
            agree = low in ("he", "she", "they")
            out.append(turned + tail)
            continue
        out.append(word)
    return " ".join(out)


def _sentence(text: str, *, asked: bool = False) -> str:
    said = tidied(text, "en", first=True, as_said=True)
    return said[:-1] + "?" if asked else said


def with_direct(
    what: str, language: str, *, first: bool, as_said: bool = False, formal: bool = False
) -> str | None:
    """``what`` said in a message: the telling tidied, its reported instructions turned ("the
    tap leaks, ask him if someone can come" → "The tap leaks. Could someone come?"); None when
    it holds none or one could not be turned."""
    turned = reported(what, language, formal=formal)
    if turned is None or turned[1] is None:
        return None
    head, said = turned
    return f"{tidied(head, language, first=first, as_said=as_said)} {said}" if head else said


def said_part(part: str, language: str = "en", *, formal: bool = False) -> str | None:
    """A clause of the user's (cut at commas) said to the person when it starts with a reported
    instruction; "" when it does not; None when it does and could not be turned."""
    if REPORTED.match(part.strip()) is None:
        return ""
    turned = reported(part.strip(), language, formal=formal)
    return turned[1] if turned is not None else ""


_LED = r"(?:(?:and|so|but|also|then|plus|pls|please|und|dann|bitte)\s+)*"
_ASKED_OF = re.compile(
    rf"^{_LED}(?:(?P<aux>can|could|would|will)\s+(?P<who>he|she|they)\s+(?P<rest>\S.*)"
    r"|(?:ask(?:ing)?\s+(?:(?:him|her|them)\s+)?(?:(?:nicely|politely|kindly)\s+)?)?(?:if|whether)"
    r"\s+(?P<who2>he|she|they)(?P<rest2>(?:'d|'ll|\s)\s*\S.*))$",
    re.IGNORECASE,
)
"""A request said of the person written to: "can she send someone", "if he could fix it",
"whether they'd swap with me", "asking if she has time"."""
_OB = re.compile(
    rf"^{_LED}(?:(?:frag\w*|fragen)\s+(?:(?:ihn|sie|mal|bitte|doch)\s*,?\s*)*)?(?:ob\s+(?P<who>er|sie)"
    r"\s+(?P<rest>\S.*)|(?P<verb>kann|k(?:ö|oe)nnte|w(?:ü|ue)rde)\s+(?P<who2>er|sie)\s+(?P<rest2>\S.*))$",
    re.IGNORECASE,
)
"""The same in German: "ob er jemanden schicken kann", "kann sie das paket annehmen"."""
ASKED_START = re.compile(
    r"(?:^|[,;]\s*|\s+(?=(?:and|so|but|und|dann)\s))(?:(?:and|so|but|also|then|plus|pls|please|und"
    r"|dann|bitte)\s+)*(?=(?:ask(?:ing)?\s+(?:(?:him|her|them)\s+)?)?(?:(?:if|whether)\s+(?:he|she"
    r"|they)\b|(?:can|could|would|will)\s+(?:he|she|they)\s)|(?:frag\w*\s+(?:(?:ihn|sie)\s*,?\s*)?)?"
    r"ob\s+(?:er|sie)\s|(?:kann|k(?:ö|oe)nnte|w(?:ü|ue)rde)\s+(?:er|sie)\s|"
    + ASKED_DASS.pattern
    + ")",
    re.IGNORECASE,
)
"""Where a request said of the person written to begins ("…, can she send someone")."""
_TOLD_NEXT = re.compile(
    r"\s*[.?!]\s+(?=\w)|\s*,\s*(?=(?:i|i'm|im|i'll|ill|i've|ive|i'd|we|we're|we'll|it|it's|its|the|my|our|there"
    r"|there's|something|stuff|thanks|thank you|ich|wir|es|das|die|der|mein\w*|unser\w*)\b)",
    re.IGNORECASE,
)
"""The end of a request that a told clause follows ("can she send someone, i'm in after 6")."""
_PLURAL = re.compile(
    r"s$|\b(?:team|group|everyone|everybody|all|folks|people|class|family|crew|squad|gang|alle"
    r"|leute|gruppe|team|familie|klasse|eltern)$",
    re.IGNORECASE,
)


def fits(pronoun: str, who: str) -> bool:
    """Whether ``pronoun`` ("she", "er", "they") can be the person ``who`` a text is for: "can
    she send someone" to my landlady is asked of her; "can he come" to my sister is not."""
    from brain.llm.tiny_card_who import RELATION, Person

    words = who.strip().lower()
    rel = re.search(rf"\b(?P<rel>{RELATION})\b", words, re.IGNORECASE)
    title = re.search(r"\b(?:mrs?|ms|miss|herrn?|frau)\.?\s+[\wäöüß-]+", words, re.IGNORECASE)
    last = words.split()[-1] if words else ""
    owned = re.match(r"(?:my|our|the|meine?[nmr]?|unsere?[nmr]?|den|die|der|dem)\s", words)
    bare = (rel is None and not owned) or (rel is not None and rel.end() < len(words))
    name = title[0] if title else last if bare else ""  # "marco", "my friend marco"
    many = not title and bool(_PLURAL.search(last)) and not re.search(r"ss$|^mrs$", last)
    if pronoun.lower() in ("they", "them"):
        return many or Person(rel["rel"] if rel else "", name).female is None
    if many and pronoun.lower() != "sie":
        return False
    female = Person(rel["rel"] if rel else "", name).female
    return female is None or female == (pronoun.lower() in ("she", "sie"))


def asked_of_them(clause: str, language: str, who: str = "", *, formal: bool = False) -> str | None:
    """A request said of the person written to (``who``), said to them: "can she send someone"
    → "Could you send someone?", "if she'd swap her saturday shift with me" → "Would you swap
    your Saturday shift with me?", "ob er jemanden schicken kann" → "Können Sie jemanden
    schicken?"; None when ``clause`` is no such request or speaks of someone else."""
    clause = re.sub(r"\s+(?:pls|please|plz|bitte)$", "", clause.strip(" ,;.?"), flags=re.I)
    if (de := _OB.match(clause)) is not None:
        subject = de["who"] or de["who2"]
        if not fits(subject, who) or (subject.lower() == "sie" and _PLURAL.search(who.strip())):
            return None
        rest = de["rest"] or f"{de['rest2']} {de['verb']}"
        return german(f"frag ob {subject} {rest}", formal)
    if language == "de" and (dass := asked_dass(clause, formal)) is not None:
        subject, turned = dass  # "dass er bitte die spülmaschine ausräumt"
        plural = subject.lower() == "sie" and _PLURAL.search(who.strip())
        return turned if fits(subject, who) and not plural else None
    found = _ASKED_OF.match(clause)
    if found is None:
        return None
    subject = (found["who"] or found["who2"]).lower()
    if not fits(subject, who):
        return None
    obj = {"he": "him", "she": "her", "they": "them"}[subject]
    if found["aux"]:
        aux = {"can": "could"}.get(found["aux"].lower(), found["aux"].lower())
        return _sentence(f"{aux} you {to_you(found['rest'], obj)}", asked=True)
    rest = re.sub(r"^'d\s*", " would ", found["rest2"])
    rest = re.sub(r"^'ll\s*", " will ", rest)
    return _asked("if", f"{subject} {rest.strip()}", obj)


def with_asked(
    what: str, language: str, who: str, *, first: bool, as_said: bool = False, formal: bool = False
) -> str | None:
    """``what`` said in a message to ``who``, each request said of them asked of them ("the
    boiler's been off since friday, can she send someone, i'm in after 6" → "The boiler's been
    off since Friday. Could you send someone? I'm in after 6."), a request said twice asked
    once; None when it holds none or one speaks of someone else."""
    starts = [m for m in ASKED_START.finditer(what) if m.end() < len(what)]
    if not starts:
        return None
    said: list[str] = []
    asked: dict[str, int] = {}  # each request once, by its first words
    told_at = 0
    for index, start in enumerate(starts):
        if start.start() < told_at:
            continue
        if (head := what[told_at : start.start()].strip(" ,;")) != "":
            said.append(tidied(head, language, first=first or bool(said), as_said=as_said))
        limit = starts[index + 1].start() if index + 1 < len(starts) else len(what)
        told = _TOLD_NEXT.search(what, start.end(), limit)
        end = told.start() if told is not None else limit
        turned = asked_of_them(what[start.end() : end], language, who, formal=formal)
        if turned is None:
            return None
        key = " ".join(turned.lower().rstrip("?").split()[:4])  # "could you send someone (asap)"
        if key not in asked:
            said.append(turned)
            asked[key] = len(said) - 1
        elif len(turned) > len(said[asked[key]]):
            said[asked[key]] = turned
        told_at = told.end() if told is not None else limit
    if (tail := what[told_at:].strip(" ,;")) != "":
        said.append(tidied(tail, language, first=True, as_said=as_said))
    text = " ".join(said)
    if language == "de" and not _CAPITAL_DE.match(text):  # "Hallo Lisa, kannst du …"
        return text if first else text[:1].lower() + text[1:]
    return text if first or language == "de" else text[:1].lower() + text[1:]


_CAPITAL_DE = re.compile(
    r"(?!(?:kannst|k(?:ö|oe)nnen|k(?:ö|oe)nnten|k(?:ö|oe)nntest|kann|w(?:ü|ue)rden|w(?:ü|ue)rdest"
    r"|hast|haben|bist|sind|ist|der|die|das|ich|wir|es|mein\w*|unser\w*|am|im|heute|morgen|du|vergiss|vergessen)\b)",
    re.IGNORECASE,
)
"""A German text's first word that keeps its capital after the greeting's comma (a noun)."""
