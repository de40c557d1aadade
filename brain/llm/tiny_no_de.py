"""How to say no asked in German with the situation told ("wie sage ich meiner kollegin höflich
ab, sie will dass ich ihre schicht am samstag übernehme, ich kann aber nicht"): the short advice
and a ready reply („Hallo! Danke, dass du fragst, aber deine Schicht am Samstag kann ich leider
nicht übernehmen. Ich hoffe, du findest jemanden!“). A person addressed formally (the boss) is
left to the stock advice. The English kind is :func:`brain.llm.tiny_relay.kind_no`'s."""

from __future__ import annotations

import re

from brain.llm.tiny_german import nouns_capitalised

_HOW_NO_DE = re.compile(
    r"^\W*(?:(?:hey|hallo|ok|also|eddie)\W+)*wie\s+(?:sag\w*|kann|soll|könnte|koennte)\s+ich\s+"
    r"(?P<who>(?:meine[rmn]?|unsere[rmn]?|dem|der)\s+[a-zäöüß]+(?:\s+(?P<name>[a-zäöüß]+))?)\s+"
    r"(?:(?:höflich|hoeflich|nett|freundlich|am\s+besten|auf\s+nette\s+art)\s+)*(?:ab|absagen"
    r"|nein|nein\s+sagen|eine\s+absage)\b\W*\s*(?:sie|er)\s+(?:will|möchte|moechte|hätte\s+gern"
    r"|haette\s+gern|fragt|hat\s+(?:mich\s+)?gefragt|bittet\s+mich),?\s*(?:ob|dass)\s+ich\s+"
    r"(?P<ask>.+?)\s+(?P<verb>[a-zäöüß]+)(?:\s*,\s*(?:aber\s+)?(?P<why>[^?!]+))?\W*$",
    re.IGNORECASE,
)
_FORMAL = re.compile(r"\b(?:chef\w*|vorgesetzt\w*|lehrer\w*|vermieter\w*)\b", re.IGNORECASE)
_ONLY_NO = re.compile(
    r"^(?:ich\s+)?(?:kann|will|möchte|moechte)\s+(?:aber\s+|leider\s+|halt\s+|einfach\s+)*"
    r"(?:nicht|nein)(?:\s+\w+)?$|^(?:das\s+)?geht\s+(?:aber\s+|leider\s+)*nicht$",
    re.IGNORECASE,
)
_YOURS = (
    (r"\b(?:ihre|seine)\b", "deine"),
    (r"\b(?:ihren|seinen)\b", "deinen"),
    (r"\b(?:ihrem|seinem)\b", "deinem"),
    (r"\b(?:ihrer|seiner)\b", "deiner"),
    (r"\b(?:ihr|sein)\b", "dein"),
)
_FOR_SOMEONE = re.compile(
    r"schicht|dienst|vertret|einspring|hund|katze|gieß|giess|hüte|huete|aufpass|helfen|umzug",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset("höflich hoeflich nett freundlich ab absagen nein am auf".split())  # noqa: SIM905


def kind_no_de(said: str) -> str | None:
    """The advice and a ready German no for ``said`` (see the module), or None."""
    found = _HOW_NO_DE.match(said.strip())
    if found is None or _FORMAL.search(found["who"]):
        return None
    ask = found["ask"]
    if re.search(r"\b(?:ihm|ihn|ihnen|ihr|sie)\s+(?!\w*(?:en|er|es)\b)\w", ask, re.I) or re.search(
        r"^(?:ihm|ihn|ihr|sie|ihnen)\b", ask, re.I
    ):
        return None  # "ihr beim umzug", "ihm helfen": said to them, the pronoun would be wrong
    for mine, yours in _YOURS:
        ask = re.sub(mine, yours, ask, flags=re.IGNORECASE)
    verb = found["verb"].lower()
    if verb in ("kann", "könnte", "koennte", "soll", "muss"):
        return None  # "ob ich … machen kann": the infinitive is said already
    infinitive = f"{verb}n" if verb.endswith("e") else f"{verb}en"
    why = (found["why"] or "").strip(" .")
    because = "" if not why or _ONLY_NO.match(why) else f" – {nouns_capitalised(why)}"
    name = found["name"] if found["name"] and found["name"].lower() not in _NOT_NAMES else ""
    hello = f"Hallo {name.capitalize()}!" if name else "Hallo!"
    wish = (
        "Ich hoffe, du findest jemanden!"
        if _FOR_SOMEONE.search(f"{ask} {verb}")
        else "Ich hoffe, du verstehst das."
    )
    body = (
        f"{hello} Danke, dass du fragst, aber {nouns_capitalised(ask)} kann ich leider nicht "
        f"{infinitive}{because}. {wish}"
    )
    return (
        "Kurz und freundlich: bedanken, klar absagen und keine lange Ausrede. Du könntest "
        f"schreiben:\n\n„{body}“"
    )
