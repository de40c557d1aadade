"""A note handing work over to a colleague while the user is away, with what they tell: when and
why they are away, what the colleague takes over, where things are, whom to ask ("write a note
to my colleague Jan handing over the Miller report while I'm on holiday next two weeks, the
draft is in the shared folder", "handover email to Priya: I'm off from 1 to 15 August, she's
covering the client calls, …", "schreib eine übergabe-mail an meinen kollegen jan, ich bin ab
montag zwei wochen im urlaub, er übernimmt den müller-bericht, …"). One line per thing told, said
to the colleague ("she's covering the calls" → "You're covering the calls", "er übernimmt den
bericht" → "Könntest du in der Zeit den Bericht übernehmen?"); signed only with a name the user
gave. An out-of-office reply is :mod:`brain.llm.tiny_away`'s. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, german, named, own_name, signs
from brain.llm.tiny_german import nouns_capitalised
from brain.llm.tiny_tidy import tidied

_HANDOVER = re.compile(
    r"\b(?:hand(?:ing|s)?[- ]?over|handover|hand-?off|take over|taking over|takes over|cover(?:s|ing)?"
    r"|übergabe\w*|uebergabe\w*|übergeb\w*|vertretung|vertritt|vertreten|übernimm\w*|übernimmt"
    r"|übernehmen|kümmert sich|who covers what|wer was übernimmt)\b",
    re.IGNORECASE,
)
_AWAY = re.compile(
    r"\b(?:holiday|vacation|leave|off|away|out of (?:the )?office|ooo|urlaub\w*|nicht da|abwesend"
    r"|elternzeit|weg|frei|auf reisen|dienstreise|business trip)\b",
    re.IGNORECASE,
)
_AUTO = re.compile(
    r"\b(?:out[- ]of[- ]office (?:reply|message)|auto[- ]?reply|abwesenheitsnotiz)\b", re.I
)
_KIND = re.compile(
    r"\b(?:notes?|messages?|msgs?|e-?mails?|texts?|handover|hand-over|slack(?: message)?|nachricht"
    r"|mail|notiz|übergabe(?:-?mail|-?notiz|nachricht)?|zeilen)\b",
    re.IGNORECASE,
)
_TO = re.compile(
    r"\b(?:to|for|an|f(?:ü|ue)r|schreib\w*)\s+(?:my\s+|our\s+|meine[nmr]?\s+|unsere[nmr]?\s+|den\s+|die\s+"
    r"|dem\s+|der\s+)?"
    r"(?:(?P<role>colleague|coworker|co-worker|workmate|teammate|team|kolleg\w*)\b\s*,?\s*"
    r"(?P<name>(?!about\b|that\b|who\b|and\b|while\b|dass\b|und\b)[A-Za-zÄÖÜäöüß][\w-]+\b(?=\s*[,:]"
    r"|\s+(?:handing|asking|about|that|to|while|schreiben|dass)\b))?|(?P<alone>(?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag"
    r"|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b)(?-i:[A-ZÄÖÜ])[\w-]+)"
    r"(?=\s*[,:]|\s+(?:handing|asking|about|that|while|dass|please|pls|bitte)\b))",
    re.IGNORECASE,
)
_VERB_LED = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|so|eddie|pls|please|bitte|can (?:you|u)|could (?:you|u)|kannst du)\W+)*"
    r"(?:write to|e-?mail|message|text|schreib\w*)\s+(?:my|our|meine[rnm]?|unsere[rnm]?|dem|der)\s+"
    r"(?:colleague|coworker|co-worker|team|kolleg\w*)",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|pls|please|bitte|can you|could you|kannst du|help me|i need|need)\s+)*"
    r"(?:write|draft|schreib\w*|formulier\w*)?\s*(?:me|mir)?\s*(?:(?:a|an|the|eine?n?|ne)\s+)?"
    r"(?:(?:quick|short|kurze\w*)\s+)*(?:handover|übergabe)?[- ]?(?:note|message|email|e-mail|mail"
    r"|nachricht|notiz)?(?:\s+(?:to|for|an|f(?:ü|ue)r)(?:\s+[\w-]+){0,3})?\W*$",
    re.IGNORECASE,
)
_WHO_WHAT = re.compile(
    r"(?:about\s+)?who (?:covers|does|takes) what|wer was (?:übernimmt|macht)", re.I
)


def handover_note(said: str) -> str | None:
    """The handover note ``said`` asks for, or None."""
    if not _HANDOVER.search(said) or not _AWAY.search(said) or _AUTO.search(said):
        return None
    if asked_for(said, _KIND) is None and not _VERB_LED.match(said):
        return None
    to = _TO.search(said)
    said_name = (to["name"] or to["alone"]) if to is not None else ""
    name = named(said_name.lower()) if said_name else ""
    if name.lower() in ("the", "my", "our", "all", "everyone"):
        name = ""
    team = (
        re.search(r"\b(?:team|everyone|all|alle|kollegen)\b(?!\s+\w+ing)", said, re.I) is not None
    )
    told = _told(said, to)
    if not told:
        return None
    sign = own_name(said)
    email = re.search(r"\be-?mail|\bmail\b|-mail\b", said, re.I) is not None
    if german(said):
        text = _german(told, name, team, sign)
        return (
            f"So könnte die Mail lauten:\n\nBetreff: Übergabe\n\n{text}"
            if email
            else (f"So könntest du schreiben:\n\n„{text}“")
        )
    text = _english(told, name, team, sign)
    if email:
        return f"Here's an email you could send:\n\nSubject: Handover while I'm away\n\n{text}"
    return f'Here\'s a note you could send:\n\n"{text}"'


def _told(said: str, to: re.Match[str] | None) -> list[str]:
    """Each thing told, the request left out; "handing over X while I'm away" is two."""
    rest = said[to.end() :] if to is not None else said
    rest = re.sub(
        r"^\W*(?:(?:please|pls|bitte)\W*)?(?:,|:|-|that|dass|about)?\s*", "", rest, flags=re.I
    )
    parts = []
    for part in re.split(r"\s*(?:[;:\n]|,(?!\d)|(?<!\d)\.\s+|!+)\s*", rest):
        part = part.strip(" .")
        if not part or _REQUEST.fullmatch(part) or signs(part, said) or _WHO_WHAT.fullmatch(part):
            continue
        found = None if re.match(r"(?:dass\s+)?(?:er|sie)\b", part, re.I) else re.match(r"(.+?)\s+(?=(?:while|during|when|as|während|solange)\s+(?:i'?m|i am|i'?ll"
                         r"|ich|meines|meinem)\b)(.+)$", part, re.I)  # fmt: skip
        parts.extend([found[1], found[2]] if found is not None else [part])
    return [p for p in parts if p.strip() and not _WHO_WHAT.fullmatch(p.strip())]


def _is_away(part: str) -> bool:
    return bool(
        re.match(
            r"(?:while|during|when|as|i'?m|i am|i'?ll be|im|back|ich bin|ich|während|solange)\b",
            part,
            re.I,
        )
        and (_AWAY.search(part) or re.match(r"(?:i'?m |im )?back\b|ich bin (?:ab|bis)", part, re.I))
    )


def _english(told: list[str], name: str, team: bool, sign: str) -> str:
    away = [p for p in told if _is_away(p)]
    items = [p for p in told if p not in away]
    when = " ".join(_away_en(p) for p in away)
    lines = [f"Hi {name}," if name else "Hi all," if team else "Hi,", ""]
    lines.append(
        f"{when} Here's a quick handover:" if when else "Here's a quick handover before I'm off:"
    )
    lines += [f"- {_item_en(p)}" for p in items]
    lines += ["", "Thanks so much for covering! Let me know if anything's unclear before I go."]
    lines += [sign] if sign else []
    return "\n".join(lines)


def _away_en(part: str) -> str:
    said = tidied(re.sub(r"^(?:while|during|when|as)\s+", "", part, flags=re.I), "en", first=True)
    said = re.sub(
        r"\b(?:for )?(?:the )?next (\w+ (?:days?|weeks?|months?))\b", r"for the next \1", said
    )
    return re.sub(r"^Back\b", "I'm back", said)


def _item_en(part: str) -> str:
    """One thing handed over, said to the colleague: "handing over the miller report" → "Could
    you take over the Miller report?", "she's covering the calls" → "You're covering the calls."."""
    said = tidied(part, "en", first=False, as_said=True).rstrip(".")
    found = re.match(r"(?:i'?m\s+)?(?:handing over|hand over|handover of|asking (?:him|her|them) to take"
                     r" over|to take over|take over|asking (?:him|her|them) to)\s+(.+)$", said, re.I)  # fmt: skip
    if found is not None:
        return (
            f"Could you take over {found[1]}?"
            if "take over" in said.lower() or "hand" in said.lower()
            else f"Could you {found[1]}?"
        )
    said = re.sub(r"^(?:she|he)(?:'s| is)\b", "you're", said, flags=re.I)
    said = re.sub(r"^(?:she|he)(?:'ll| will)\b", "you'll", said, flags=re.I)
    said = re.sub(r"^(?:she|he) (\w+?)s\b", r"you \1", said, flags=re.I)
    said = re.sub(r"^(?:she|he) ", "you ", said, flags=re.I)
    return f"{said[:1].upper()}{said[1:]}."


_INFINITIVE = {"übernimmt": "übernehmen", "nimmt": "nehmen", "gibt": "geben", "liest": "lesen",
               "hält": "halten", "sieht": "sehen", "trifft": "treffen", "spricht": "sprechen"}  # fmt: skip


def _german(told: list[str], name: str, team: bool, sign: str) -> str:
    away = [p for p in told if _is_away(p)]
    items = [p for p in told if p not in away]
    when = " ".join(_de(p) + "." for p in away)
    lines = [f"Hallo {name}," if name else "Hallo zusammen," if team else "Hallo,", ""]
    lines.append(
        f"{when[:1].lower() + when[1:]} Hier eine kurze Übergabe:"
        if when
        else "hier eine kurze Übergabe, bevor ich weg bin:"
    )
    lines += [f"- {_item_de(p)}" for p in items]
    lines += [
        "",
        "Vielen Dank fürs Übernehmen! Sag gern Bescheid, wenn vorher noch etwas unklar ist.",
    ]
    lines += [f"Viele Grüße\n{sign}"] if sign else []
    return "\n".join(lines)


def _item_de(part: str) -> str:
    """ "er übernimmt den müller-bericht" → "Könntest du in der Zeit den Müller-Bericht
    übernehmen?"; "sie kümmert sich um die rechnungen" → "Könntest du dich in der Zeit um die
    Rechnungen kümmern?"; anything else as said."""
    said = part.strip()
    found = re.match(r"(?:dass\s+)?(?:er|sie)\s+(?:sich\s+)?(?P<rest>.+)$", said, re.I)
    if found is not None:
        words = found["rest"].split()
        care = re.match(r"(?:er|sie)\s+kümmert\s+sich\s+(.+)$", said, re.I)
        if care is not None:
            return f"Könntest du dich in der Zeit {_de(care[1], cap=False)} kümmern?"
        verb = words[0] if words[0].lower() in _INFINITIVE or words[0].endswith("t") else words[-1]
        rest = [w for w in words if w is not verb]
        infinitive = _INFINITIVE.get(verb.lower()) or re.sub(r"e?t$", "en", verb.lower())
        when = (
            "" if any(w.lower() in ("während", "in", "vom") for w in rest[:2]) else "in der Zeit "
        )
        return f"Könntest du {when}{_de(' '.join(rest), cap=False)} {infinitive}?"
    return _de(said) + "."


def _de(part: str, *, cap: bool = True) -> str:
    text = nouns_capitalised(re.sub(r"\bhab\b", "habe", part.strip().rstrip(".")))
    text = re.sub(r"\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b",
                  lambda m: m[1].capitalize(), text)  # fmt: skip
    return f"{text[:1].upper()}{text[1:]}" if cap else text
