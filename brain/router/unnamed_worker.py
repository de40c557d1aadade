"""A worker command that names no worker: "stop the worker", "pause it", "halt mal den worker
an", "resume the bot", "lass den agenten weitermachen". With one worker it is that worker's
command; with several Eddie asks which (their projects as the options); with none he says so.
"the" or "bot" is never taken for a worker's name.

Read in a hub turn, after the router (which cannot know the workers): only when the words say
nothing but the command, the worker and filler ("stop the worker, the quotes are wrong" is news
for it, :mod:`brain.router.busy`), and name no project ("stop the garden worker" stops that one).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from brain.lines import say
from brain.models import ProcessStatus
from brain.router import slots
from brain.router.args import process_verb
from brain.router.busy import says_stop
from brain.router.route import Reading, Route

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.router.router import IntentRouter

_WORKER = re.compile(
    r"\b(?:workers?|bots?|agents?|agenten|ki|ai|assistant|assistent(?:en)?|helfer|helper|process"
    r"|prozess|job)\b",
    re.IGNORECASE,
)
"""A worker said without its name."""
_TOPIC_WORKER = re.compile(
    r"\w-(?:workers?|bots?|agents?|agenten|ki|ai|helfer|helper)\b", re.IGNORECASE
)
"""A worker named by a word of its work before it ("der zelt-agent", "the quotes-bot")."""
_IT = re.compile(
    r"^\W*(?:(?:ok|okay|hey|so|and|und|dann|jetzt|now|just|can you|could you|kannst du)\W+)*"
    r"(?:stop|stopp\w*|pause|pausier\w*|halt\w*|kill|cancel|abort|resume|unpause|beende\w*"
    r"|brich)\s+(?:(?:mal|bitte|please|pls|kurz|erstmal)\s+)*(?:it|him|them|ihn|es)\b",
    re.IGNORECASE,
)
"""A worker said as "it" right after the command ("pause it", "stopp es"), not "back to it"."""
# fmt: off
_AROUND = frozenset({
    "the", "a", "my", "your", "this", "that", "current", "running", "active", "only", "one",
    "den", "die", "das", "dem", "der", "mein", "meinen", "deinen", "laufenden", "aktuellen",
    "einzigen", "worker", "workers", "bot", "bots", "agent", "agents", "agenten", "ki", "ai",
    "assistant", "assistent", "assistenten", "helfer", "helper", "process", "prozess", "job",
    "it", "him", "them", "ihn", "es", "ihm", "mal", "bitte", "please", "pls", "now", "jetzt",
    "kurz", "erstmal", "erst", "for", "bit", "while", "moment", "sec", "second", "minute",
    "again", "wieder", "an", "ab", "fort", "auf", "up", "can", "could", "would", "you", "u",
    "du", "kannst", "könntest", "koenntest", "just", "right", "away", "sofort", "gleich", "ok",
    "okay", "hey", "eddie", "so", "and", "und", "dann", "doch", "einfach", "danke", "thanks",
    "go", "ahead", "then", "there", "da", "mir", "me", "bis", "weiteres", "should", "may",
    "soll", "sollte", "kann", "darf", "wir", "we",
})
# fmt: on
"""Words around an unnamed worker command that say nothing more."""
_WORD = re.compile(r"[\w'-]+")


def unnamed_command(router: IntentRouter, said: str) -> str | None:
    """The command (``stop``, ``pause``, ``resume``) ``said`` gives a worker it does not name,
    when it says nothing else; None otherwise."""
    resume, stop = _cue(router, "resume"), _cue(router, "stop")
    if resume is not None and resume.search(said):
        name, cue = "resume", resume
    elif stop is not None and says_stop(router, said):
        name, cue = "stop", stop
    else:
        return None
    if not (_WORKER.search(said) or _IT.search(said)):
        return None
    rest = _WORD.findall(cue.sub(" ", said).lower())
    if any(word not in _AROUND for word in rest):
        return None  # "stop the music", "stop the worker, the quotes are wrong"
    return process_verb(name, said)


def _cue(router: IntentRouter, name: str) -> re.Pattern[str] | None:
    spec = router.intents.intents.get(name)
    return spec.cue_patterns()[0] if spec is not None else None


async def for_the_worker(
    deps: Deps, route: Route, text: str, router: IntentRouter, projects: list[str]
) -> Route:
    """``route``, or — for a worker command naming no worker (see the module) — that command
    for the one worker, a question which of several, or word that there is none."""
    said = slots.clean(text)
    if _TOPIC_WORKER.search(text):
        return route  # "der zelt-agent" is named by its work
    command = unnamed_command(router, said)
    if command is None or slots.find_project(said, projects, router.glossary) is not None:
        return route
    workers = await deps.processes.workers(active_only=True)
    paused = {name for process, name in workers if process.status == ProcessStatus.SUSPENDED}
    every = {name for _process, name in workers}
    wanted = {"resume": paused, "pause": every - paused}.get(command, set()) or every
    intent, language = ("resume" if command == "resume" else "stop"), route.language
    if not wanted:
        reply = say("running.no_worker", language)
        return Route(
            decision="act",
            intent=intent,
            target="answer",
            reply=reply,
            confidence=1.0,
            margin=1.0,
            language=language,
            rule="router:unnamed_worker",
        )
    readings = [
        Reading(
            intent=intent,
            target="process_command",
            score=0,
            args={"process": name, "command": command},
            label=name,
        )
        for name in sorted(wanted)
    ]
    if len(readings) == 1:
        return Route(
            decision="act",
            intent=intent,
            target="process_command",
            args=readings[0].args,
            confidence=1.0,
            margin=1.0,
            language=language,
            rule="router:unnamed_worker",
        )
    return Route(
        decision="ask",
        intent=intent,
        target="ask_user",
        question=say("router.which_project", language),
        options=readings,
        confidence=1.0,
        language=language,
        rule="router:unnamed_worker",
    )
