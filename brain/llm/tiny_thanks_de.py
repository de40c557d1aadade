"""The German thank-you (:mod:`brain.llm.tiny_thanks`): for a teacher or a coach of the child,
a nurse, a neighbour or anyone named, with what they did as the user said it ("schreib eine
dankeskarte an Maria, weil sie zehn Tage lang meine Pflanzen gegossen hat, während ich in
Griechenland war" → "vielen Dank, dass du zehn Tage lang meine Pflanzen gegossen hast, während
ich in Griechenland war!"), signed only with a name the user gave."""

from __future__ import annotations

import re

from brain.llm.tiny_german import nouns_capitalised
from brain.llm.tiny_thanks import offered
from brain.llm.tiny_tidy import tidied


def german_reason(said: str) -> str:
    """What they did, as the German thank-you says it ("" when not said)."""
    return _reason(said, formal=False)


def _reason(said: str, formal: bool) -> str:
    """What the person did: "fürs Blumengießen", or told as they said it ("weil sie zehn tage
    meine pflanzen gegossen hat" → ", dass du zehn Tage meine Pflanzen gegossen hast")."""
    said = re.sub(  # ", von lisa": who it is from, signed below
        r"[,.]?\s*(?:von|gr(?:u|ü|ue)(?:ß|ss)e?|lg|vg)\s+[A-Za-zÄÖÜäöüß][\w-]+(?:\s+[A-Za-zÄÖÜäöüß][\w-]+)?\W*$",
        "",
        said,
        flags=re.I,
    )
    return _for(said) or _did(said, formal)


def _did(said: str, formal: bool) -> str:
    """ "weil sie X gegossen hat, während …", "er hat X gefüttert als …" → ", dass du X
    gegossen hast, während …"."""
    found = re.search(
        r"\b(?:weil|da|dass)\s+(?P<who>sie|er|ihr)\s+(?P<sub>[^.;!?]+)|(?:^|[,;.]\s*)(?P<who2>sie|er|ihr)\s+"
        r"(?P<aux>hat|ist|hatte|war)\s+(?P<main>[^.;!?]+)|,\s*(?:der|die)\s+(?P<rel>[^.;!?]+?\s(?:hat|hatte"
        r"|ist|war)\b[^.;!?]*)",
        said,
        re.IGNORECASE,
    )
    if found is None:
        return ""
    told = found["sub"] or found["rel"] or found["main"]
    head, _comma, rest = _cut(told)
    words = head.split()
    verb = (words.pop() if words else "") if found["sub"] or found["rel"] else found["aux"]
    if (found["who"] or found["who2"] or "").lower() == "ihr":  # "weil ihr … gearbeitet habt"
        you = "ihr"
    else:
        verb = (_SIE if formal else _DU).get(verb.lower(), verb)
        you = "Sie" if formal else "du"
    then = f", {_tidy(rest)}" if rest else ""
    return f", dass {you} {_tidy(' '.join(words))} {verb}{then}"


def _cut(told: str) -> tuple[str, str, str]:
    """The clause and what follows it ("…, während ich in griechenland war")."""
    found = re.search(r",\s*|\s+(?=(?:als|während|waehrend|wo|weil|damit|sodass|obwohl)\b)", told)
    if found is None:
        return told, "", ""
    return told[: found.start()], found[0], told[found.end() :]


_DU = {"hat": "hast", "ist": "bist", "hatte": "hattest", "war": "warst", "kann": "kannst"}
_SIE = {"hat": "haben", "ist": "sind", "hatte": "hatten", "war": "waren", "kann": "können"}


def _tidy(said: str) -> str:
    """German typed in lower case, its nouns capitalised ("zwei wochen unsere katze" → "zwei
    Wochen unsere Katze", "in spanien" → "in Spanien")."""
    text = tidied(said, "de", first=False, as_said=True).rstrip(".")
    text = re.sub(r"\b((?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|ein paar|paar|\d+)"
                  r"\s+)([a-zäöü])", lambda m: m[1] + m[2].upper(), text)  # fmt: skip
    text = re.sub(
        r"\b(in|nach)\s+([a-zäöü]\w+)(?=\s+(?:war|waren|warst|wart|gewesen)\b)",
        lambda m: f"{m[1]} {m[2].capitalize()}",
        text,
    )  # fmt: skip  "in portugal war"
    text = re.sub(r"\b(in|nach|aus)\s+([a-zäöü]\w*(?:ien|land|reich|ei))\b",
                  lambda m: f"{m[1]} {m[2].capitalize()}", text)  # fmt: skip
    return nouns_capitalised(text)  # "während unseres urlaubs": Urlaubs


def _for(said: str) -> str:
    """ "fürs blumengießen" → "fürs Blumengießen", "für das füttern der katze" → "für das
    Füttern der Katze"."""
    found = re.search(r"\b(?P<for>f(?:ü|ue)rs|f(?:ü|ue)r (?:das|die|den|deine|ihre|eure)(?= \w+(?:en|ung|e|ilfe)\b))\s+"
                      r"(?P<what>[\wäöüß-]+(?:\s+(?:der|die|das|den|dem|des|von|im|in|mit)\s+[\wäöüß-]+)?)",
                      said, re.IGNORECASE)  # fmt: skip
    if found is None:
        return ""
    words = [w if w.lower() in ("der", "die", "das", "den", "dem", "des", "von", "im", "in", "mit")
             else w[:1].upper() + w[1:] for w in found["what"].split()]  # fmt: skip
    return f"{found['for'].lower().replace('fuer', 'für')} {' '.join(words)}"


def german_thanks(
    said: str, person: str, kid: str, role: str, period: str, we: bool, sign: str
) -> str:
    """The German thank-you for ``person`` (and ``kid``), for what ``said`` tells."""
    formal = re.match(r"(?:frau|herr|herrn|dr|mrs|mr|ms)\b", person, re.I) is not None
    name = re.sub(r"^(?:Mrs|Ms)\.?", "Frau", re.sub(r"^(?:Mr|Herrn)\.?", "Herr", person))
    female = name.startswith("Frau") or (
        not name.startswith("Herr")
        and re.search(r"(?:a|e|ie|ine)$", name.split()[-1] if name else "")
    )
    dear = "Liebe" if female else "Lieber"
    hello = f"{dear} {name}," if name else _unnamed(said)
    if re.search(r"\b(?:das|dem|mein\w*|unser\w*) (?:ganze\w* )?team\b", said, re.I):
        hello = "Liebes Team,"
    you = {"dir": "Ihnen", "du": "Sie", "hast": "haben", "dein": "Ihr", "deine": "Ihre"} if formal \
        else {"dir": "dir", "du": "du", "hast": "hast", "dein": "dein", "deine": "deine"}  # fmt: skip
    why = _reason(said, formal)
    uns = "uns" if we else "mir"
    when = f" {period}" if period else ""
    lines = [hello]
    if role in ("teacher", "coach") and kid:
        lines.append(f"vielen Dank für alles, was {you['du']}{when} für {kid} getan {you['hast']}!")
        lines.append(
            f"{you['deine'].capitalize()} Geduld und {you['dein']} Engagement haben viel bewirkt – "
            f"{kid} {'ist so gern zu ' + ('Ihnen' if formal else 'dir') + ' gekommen' if role == 'teacher' else 'hatte so viel Freude beim Training'}."
        )
    elif why:
        lines.append(f"vielen Dank{why if why.startswith(',') else ' ' + why}{when}!")
        lines.append(f"Das hat {uns} sehr viel bedeutet.")
    elif role == "nurse":
        lines.append(f"vielen Dank für {you['deine']} Fürsorge und {you['deine']} Geduld{when}!")
        lines.append(f"Das hat {uns} mehr bedeutet, als Worte sagen können.")
    elif role == "neighbour":
        lines.append(f"vielen Dank für {you['deine']} Hilfe{when}!")
        lines.append(f"{'Wir sind' if we else 'Ich bin'} froh, so tolle Nachbarn zu haben.")
    else:
        lines.append(f"vielen Dank für alles{when}!")
        lines.append(f"Das hat {uns} sehr viel bedeutet.")
    closing = "Herzliche Grüße" if formal else "Liebe Grüße"
    signed = sign or kid
    lines.append(f"{closing}\n{signed}" if signed else closing)
    text = "\n".join(lines)
    return f"{offered(said, de=True)}\n\n„{text}“"


def _unnamed(said: str) -> str:
    """The greeting when no name is said: "Liebe Nachbarin," for "unsere nachbarin", "Liebe
    alle," for many, else "Hallo,"."""
    one = re.search(
        r"\b(?:unsere[rnm]?|meine[rnm]?|die|der|den|dem)\s+(nachbarin|nachbar)\b", said, re.I
    )
    if one is not None:
        return "Liebe Nachbarin," if one[1].lower() == "nachbarin" else "Lieber Nachbar,"
    many = re.search(r"\b(?:alle|nachbarn|team|kollegen|kolleginnen|helfer\w*)\b", said, re.I)
    return "Liebe alle," if many else "Hallo,"
