"""The question when the router is unsure between readings: the readings that can be carried
out, as options the user picks from ("Tell you what I remember" / "Give it to garden"); one
reading left that its own words cue is acted on, none left goes to the model."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.lines import has, say, template
from brain.router import asked_how, new_name, slots, statements
from brain.router.args import reading_args
from brain.router.naming import named_project
from brain.router.route import Reading, Route

if TYPE_CHECKING:
    from brain.router.router import IntentRouter

_ORDERS = {
    "project_archive": re.compile(
        r"\b(?:archive|archivier\w*|put (?:it|that|this|\w+) away)\b|\bins archiv\b", re.I
    ),
    "project_open": re.compile(r"\b(?:open|öffne|oeffne|mach \w+ auf)\b", re.I),
    "project_create": re.compile(
        r"\b(?:new|separate|own|fresh|eigene[sn]?|neue[sn]?|separate[sn]?) (?:project|projekt"
        r"|space|workspace)\b|\b(?:make|create|start|set up|open|need|want|brauche|brauchen|möchte)"
        r" (?:me )?(?:a|an|ein|eine|einen) (?:new |neues )?(?:project"
        r"|space)\b",
        re.I,
    ),
}
"""A command said in its own words: with it, the reading it names is meant."""
_ASKED = re.compile(
    r"\?|^\W*(?:(?:so|and|ok|hey|und|na|also)\W+)*(?:what|whats|any|anything|did|has|have|is|are"
    r"|was|gibt|hat|haben|ist|sind|kam|kamen)\b",
    re.IGNORECASE,
)
"""A question: what came back may be asked about."""
WORK_READINGS = frozenset({"delegate", "delegate_plan", "project_create"})
"""Readings that hand out work or make a place for it."""


_TOLD_BEFORE = re.compile(
    r"\b(?:i (?:told|mentioned|said|asked|gave (?:you|u)|shared with (?:you|u)|let (?:you|u) know)|told you|ich dir (?:\w+ )?(?:erzählt|gesagt|erwähnt)"
    r"|(?:ich|du) (?:dir|mir) (?:\w+ )?merken (?:wollte|solltest|sollte))\b",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"\?|^\W*(?:(?:so|and|ok|hey|um|also|und|na)\W+)*(?:who|what|whats|which|where|when|how"
    r"|wer|was|welche\w*|wo|wann|wie)\b",
    re.IGNORECASE,
)


def told_before(said: str) -> bool:
    """Whether ``said`` asks about something the user told Eddie before ("what was the name of
    that plumber i mentioned", "welchen film wollte ich mir merken"): memory, not work."""
    return _TOLD_BEFORE.search(said) is not None and _QUESTION.search(said) is not None


def ask_readings(
    router: IntentRouter,
    said: str,
    mention: slots.Mention | None,
    projects: list[str],
    names: list[str],
    language: str,
    top: float,
    margin: float,
) -> Route:
    readings: list[Reading] = []
    for name in names:
        spec = router.intents.intents[name]
        if spec.target == "how_do_i" and (
            not (asked_how.how_asked(said) or asked_how.about_vance(said)) or told_before(said)
        ):
            continue  # help is no reading of words that name no part of Vance (or ask back)
        if name in WORK_READINGS and (statements.asks_how_things_are(said) or told_before(said)):
            continue  # "did the family tree thing send anything over?" hands out nothing
        if name in WORK_READINGS and statements.asks_if_done(said):
            continue  # "i think something about the citizenship test finished? lemme see"
        if spec.target == "inbox_list" and router.cue(name, said) <= 0 and not _ASKED.search(said):
            continue  # "beim sauerteigbrot bitte auch …" asks for no results
        new = new_name.new_project_name(said) if "new_name" in spec.needs else None
        args = reading_args(name, spec, said, mention, new, language)
        project = named_project(args, mention)
        label = (
            template(f"option.{name}", language)  # the intents' labels are English
            if language != "en" and has(f"option.{name}", language)
            else spec.label or name
        )
        if args is None or ("{project}" in label and not project):
            continue  # a reading that could not be carried out is no choice to offer
        if "{new_name}" in label and not args.get("name"):
            continue
        label = label.format(project=project, new_name=args.get("name", ""))
        readings.append(Reading(intent=name, target=spec.target, score=0, args=args, label=label))
    ordered = [r for r in readings if r.target in _ORDERS and _ORDERS[r.target].search(said)]
    told = len(ordered) == 1 and len(readings) > 1  # "… married now. you can archive that one"
    if told:
        readings = ordered
    left_one = len(readings) == 1 and (told or readings[0].intent not in WORK_READINGS)
    if left_one and (told or router.cue(readings[0].intent, said) > 0):
        left = readings[0]  # "what was my neighbour's name, i told u": recall, said so
        base = {"intent": left.intent, "confidence": round(top, 4), "margin": round(margin, 4)}
        return Route(decision="act", target=left.target, args=left.args, language=language, **base)
    if len(readings) < 2:
        # one reading left is no question; unsure of it, the model decides
        return Route(
            decision="model",
            intent=names[0],
            confidence=round(top, 4),
            margin=round(margin, 4),
            language=language,
        )
    question = say("router.which_reading", language)
    return Route(
        decision="ask",
        intent=names[0],
        target="ask_user",
        confidence=round(top, 4),
        margin=round(margin, 4),
        question=question,
        options=readings,
        language=language,
    )
