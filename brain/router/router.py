"""The intent router: an utterance → act / ask / leave it to the model, by meaning.

::

    router = IntentRouter.bundled()           # examples from prompts/router/intents.yaml
    route = router.route("pls start a project for my wedding 2026 pls", projects=[...])
    # Route(decision="act", intent="project_create", target="project_create",
    #       args={"name": "wedding_2026"}, confidence=0.9, ...)

Steps: clean the text; mask a new project's name and a known project as ``X``; embed; the
nearest examples' intent wins: above ``thresholds.act`` with a clear margin → ``act``; in the
grey zone → ``ask`` (the two likeliest readings, or the slot it lacks); below → ``model``.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Collection, Sequence
from typing import Any

import numpy as np

from brain.lines import say
from brain.memory.retract import retracted
from brain.router import asked_how, new_name, parts, slots, statements, stop_all, timing
from brain.router.args import reading_args
from brain.router.asked_world import rewrite_asked, text_asked
from brain.router.asking import ask_readings
from brain.router.domains import Domains, bundled_domains
from brain.router.embedding import Embedder, default_embedder, focus
from brain.router.glossary import Glossary, bundled_glossary
from brain.router.greeting import greeting_reply, just_greeting
from brain.router.naming import vague_work
from brain.router.project_asked import asked_of_project
from brain.router.route import ACTIONS, Reading, Route
from brain.router.spec import IntentsFile, IntentSpec, Thresholds, bundled_intents
from brain.router.times_told import times_told

TOP_K = 2

_COMMANDS = frozenset(
    {"memory_forget", "memory_remember", "process_command", "schedule_remove", "schedule_add",
     "project_archive", "set_language"}
)  # fmt: skip
"""Readings a how-to about the world is no command of ("how to remove a splinter" forgets
nothing, "how can i cancel my netflix" stops no worker)."""

_LOOKS = frozenset(
    {"process_list", "project_list", "inbox_list", "project_open", "mediate", "memory_recall",
     "schedule_list"}
)  # fmt: skip
"""Readings that show Vance's state: advice asked about the user's life is none of them
("my bread always comes out dense, what am i doing wrong" asks about no worker)."""
_DELEGATING = frozenset({"delegate", "delegate_plan"})
_MISREAD_WORK = {
    "process_list": True,  # "mach mir ne übersicht welche kitas … und wie die anmeldung läuft"
    "how_do_i": True,
    "project_create": True,
    "project_open": True,
    "steer_project": True,
    "memory_remember": True,  # "sketch out a revision timetable, exams start on the 3rd of june"
}
"""Readings a long request for work is mistaken for ("… kannst du das mal richtig
durchrechnen?" read as a question for the help pages)."""


class IntentRouter:
    """Nearest-example intent classification over sentence embeddings, plus slots."""

    def __init__(
        self,
        intents: IntentsFile,
        embedder: Embedder | None = None,
        glossary: Glossary | None = None,
        domains: Domains | None = None,
    ) -> None:
        self.intents = intents
        self.glossary = bundled_glossary() if glossary is None else glossary
        self.domains = bundled_domains() if domains is None else domains
        self.thresholds = intents.thresholds or Thresholds()
        self.embedder = embedder or default_embedder()
        self._lock = threading.Lock()
        self._matrix: np.ndarray[Any, np.dtype[np.float32]] | None = None
        self._owners: list[tuple[str, str]] = []  # (intent, language) per example row
        self._names: list[str] = []  # the intents, in the order of their first example row
        self._ids: np.ndarray[Any, np.dtype[np.int64]] = np.zeros(0, dtype=np.int64)
        self._counts: np.ndarray[Any, np.dtype[np.int64]] = np.zeros(0, dtype=np.int64)
        self._starts: np.ndarray[Any, np.dtype[np.int64]] = np.zeros(0, dtype=np.int64)

    @classmethod
    def bundled(cls, embedder: Embedder | None = None) -> IntentRouter:
        return cls(bundled_intents(), embedder)

    @property
    def examples(self) -> list[str]:
        return [text for _intent, _lang, text in self._rows()]

    def _rows(self) -> list[tuple[str, str, str]]:
        return [
            (name, lang, text)
            for name, intent in self.intents.intents.items()
            for lang, texts in intent.examples.items()
            for text in texts
        ]

    def warm(self) -> None:
        """Embed the examples (once)."""
        with self._lock:
            if self._matrix is not None:
                return
            rows = self._rows()
            texts = [slots.mask_fact(text) for _n, _l, text in rows]
            focus(self.embedder, texts)
            self._owners = [(name, lang) for name, lang, _t in rows]
            names = list(dict.fromkeys(name for name, _lang in self._owners))
            where = {name: i for i, name in enumerate(names)}
            self._ids = np.array([where[name] for name, _lang in self._owners])
            self._counts = np.bincount(self._ids, minlength=len(names))
            self._starts = np.concatenate(([0], np.cumsum(self._counts)[:-1]))
            self._names = names
            self._matrix = self.embedder.embed(texts)

    # --- routing ------------------------------------------------------------------------------

    def route(
        self,
        text: str,
        *,
        projects: Sequence[str] = (),
        available: Collection[str] | None = None,
        language: str | None = None,
    ) -> Route:
        """Decide what to do with ``text``. ``projects`` are the user's project names;
        ``available`` the hub tools that exist (a target outside it goes to the model);
        ``language`` the one the router's questions and replies are said in (default: the
        utterance's, as its nearest example)."""
        began = time.perf_counter()
        names = list(projects)
        route = self.decide(text, names, available, language)
        said = slots.clean(text)
        route = (
            parts.addressed(self, said, route, names)
            or parts.create_and_delegate(self, said, route, names, available)
            or route
        )
        route = parts.place_wanted(said, route, names, available)  # "a separate space for X"
        route = parts.command_first(self, said, route, names)  # "pause the X research for now, …"
        route = parts.archive_last(self, said, route, names)  # "… so we're done there, close it"
        route = parts.told_only(said, route)  # "i started a new project at work today"
        route = parts.all_work_asked(said, route, available)  # "how's everything coming along?"
        route = asked_of_project(self, said, route, names)  # "the X stuff again", "can X …"
        route.elapsed_ms = round((time.perf_counter() - began) * 1000, 3)
        return route

    def decide(
        self,
        text: str,
        projects: list[str],
        available: Collection[str] | None,
        language: str | None = None,
    ) -> Route:
        """The reading of ``text`` as a whole (:meth:`route` adds the two-part forms of
        :mod:`brain.router.parts`)."""
        speak = language
        said = slots.clean(text)
        if not said or len(said) > 500:
            return Route(decision="model")
        if rewrite_asked(said):
            return Route(decision="model", language=speak or "en")  # "make this sound less …"
        masked = slots.mask_fact(said, projects, self.glossary)
        new = new_name.new_project_name(said, strict=True) if masked == said else None
        if new is not None:
            masked = slots.mask_last(masked, new[1])
        mention = slots.find_project(
            masked, [p for p in projects if not new or p != new[0]], self.glossary
        )
        if mention is not None:
            masked = slots.mask(masked, mention.start, mention.end)
        scores, heard = self._scores(masked, said)
        language = speak or heard
        if retracted(said) is not None and "forget" in self.intents.intents:
            sure = {"intent": "forget", "confidence": 1.0, "margin": 1.0}  # "… said X? scrap that"
            spec = self.intents.intents["forget"]
            return self._act("forget", spec, said, None, None, projects, language, sure)
        if (
            text_asked(said)
            and not (statements.large_work(said) or statements.for_first(said))
            and not _FOR_THE_PROJECT.search(masked)  # "… a thank you note for the X guests"
        ):
            return Route(decision="model", language=language)  # "… i want to write a card"
        timed = None if times_told(said, named=mention is not None) else timing.found(said)
        asking = timing.wants_time(said) if timed is None else timing.wants_what(said, timed)
        if asking is not None and (available is None or "schedule_add" in available):
            return Route(  # "set a timer": how long? (the answer completes these words)
                decision="ask",
                intent="schedule",
                target="ask_user",
                confidence=1.0,
                language=language,
                question=say(f"router.{asking}_when", language),
                said=said,
            )
        about_us, works = asked_how.about_vance(said), asked_how.how_it_works(said)
        how_to = works or asked_how.how_asked(said)  # "how do reminders work here"
        advice = mention is None and (works or (not about_us and asked_how.advice_asked(said)))
        for name, spec in self.intents.intents.items():
            if how_to and not about_us and spec.target in _COMMANDS:
                scores[name] -= 2 * self.thresholds.no_cue  # a how-to about the world
            elif advice and spec.target in _LOOKS:
                scores[name] -= 2 * self.thresholds.no_cue  # "… what am i doing wrong"
            elif how_to and about_us and spec.target == "how_do_i":
                scores[name] += self.thresholds.no_cue  # "how do i get a worker started?"
            if "when" in spec.needs:  # a schedule only with a time, sooner with a cue for one
                never = spec.cue_patterns()[1]  # "cancel the 6:15 alarm" sets none
                scores[name] = (
                    -1.0
                    if timed is None or (never is not None and never.search(said))
                    else scores[name] + self.thresholds.no_cue * timing.cued(said, timed)
                )
            elif spec.cue_required and max(self.cue(name, said), self.cue(name, masked)) < 0:
                scores[name] = -1.0  # "my german is bad lol": no word asks for a switch
            elif spec.named_only and mention is None:
                scores[name] = -1.0  # "how's it going" names no project: not this reading
            elif mention is not None and new is None and "new_name" in spec.needs:
                scores[name] -= self.thresholds.no_cue  # nobody creates what exists
            elif mention is None and "project" in spec.needs and not _every_worker(spec, said):
                scores[name] -= self.thresholds.no_project  # "show projcts" lists them
        ranked = sorted(scores.items(), key=lambda item: -item[1])
        best, top = ranked[0]
        target = self.intents.intents[best].target
        # the margin is to the best reading that would do something else
        second, runner_up = next(
            ((n, s) for n, s in ranked[1:] if self.intents.intents[n].target != target),
            ranked[1],
        )
        margin = top - runner_up
        if mention is not None and slots.only_placeholder(masked):
            return ask_readings(
                self, said, mention, projects, ["project_open", "mediate"], language, top, margin
            )
        if mention is not None and best == "status" and "project_status" in self.intents.intents:
            best = "project_status"  # "garden status": that project's, not every worker
        spec = self.intents.intents[best]
        base = {"intent": best, "confidence": round(top, 4), "margin": round(margin, 4)}
        sizeable = statements.sizeable(said, named=mention is not None)  # "X lacks a part, add it"
        if (
            (not spec.act or spec.reply or best in _DELEGATING or _MISREAD_WORK.get(spec.target))
            and (mention is None or sizeable)  # "generate 200 anki cards …" for the spanish one
            and (statements.outright_work(said) or sizeable)
            and "delegate" in self.intents.intents
        ):
            # "find me a flat in berlin" read as a question: work said outright is handed out
            if best not in _DELEGATING:
                best, spec = "delegate", self.intents.intents["delegate"]
            base = {"intent": best, "confidence": round(scores[best], 4), "margin": 0.0}
            if available is None or spec.target in available:
                return self._act(best, spec, said, mention, new, projects, language, base)
        if not spec.act or (
            available is not None and spec.target not in ACTIONS and spec.target not in available
        ):
            return Route(decision="model", language=language, **base)
        threshold = self.thresholds
        if (top >= threshold.act and margin >= threshold.margin) or (
            top >= threshold.ask and margin >= threshold.sure_margin
        ):
            return self._act(best, spec, said, mention, new, projects, language, base)
        if top >= threshold.ask:
            other = self.intents.intents[second]
            both = f"{masked}\n{said}"
            against = self.cue(second, both)
            if (
                self.cue(best, both) > 0
                and (against < 0 or (against == 0 and other.act))
                and spec.act
            ):
                # the words settle it: "switch over to the reunion stuff" opens, never talks
                return self._act(best, spec, said, mention, new, projects, language, base)
            if other.act and other.target != spec.target and not (spec.reply or other.reply):
                return ask_readings(
                    self, said, mention, projects, [best, second], language, top, margin
                )
            if not other.act and not (best in _DELEGATING and statements.starts_with_work(said)):
                # unsure between a command and "just answer": the model answers (but "find me
                # a cheap flight to rome" is work said outright, whatever else it resembles)
                return Route(decision="model", language=language, **base)
            return self._act(best, spec, said, mention, new, projects, language, base)
        return Route(decision="model", language=language, **base)

    def _scores(self, masked: str, said: str = "") -> tuple[dict[str, float], str]:
        self.warm()
        assert self._matrix is not None
        texts = [masked, *slots.clauses(masked)]  # "plan my week, i have 3 deadlines"
        vectors = self.embedder.embed(texts)
        nearest, language = -2.0, "en"
        best = np.full(len(self._names), -2.0)
        taken = np.minimum(self._counts, TOP_K)
        for vector in vectors:
            sims = (self._matrix @ vector).astype(np.float64)
            top = int(np.argmax(sims))
            if sims[top] > nearest:
                nearest, language = float(sims[top]), self._owners[top][1]
            ranked = sims[np.lexsort((-sims, self._ids))]  # by intent, the likest first
            last = len(ranked) - 1
            total = sum(
                np.where(k < taken, ranked[np.minimum(self._starts + k, last)], 0.0)
                for k in range(TOP_K)
            )
            best = np.maximum(best, total / taken)  # the mean of an intent's TOP_K likest
        scores = {name: float(best[i]) for i, name in enumerate(self._names)}
        for name in scores:
            scores[name] += self.cue(name, f"{masked}\n{said}")
        return scores, language

    def cue(self, name: str, masked: str) -> float:
        """The bonus or malus of an intent's cue words (see ``IntentSpec.cues``), looked for
        in the utterance with its project (X) and fact (Y) masked and as said."""
        cues, not_cues, hints = self.intents.intents[name].cue_patterns()
        bonus, malus = self.thresholds.cue_bonus, self.thresholds.no_cue
        if not_cues is not None and not_cues.search(masked):
            return -2 * malus  # said in a way this intent never is
        hinted = hints is not None and hints.search(masked) is not None
        if cues is not None:  # a hint adds to a cue: "cancel" + "timer" is a schedule's
            return bonus * (1.5 if hinted else 1.0) if cues.search(masked) else -malus
        return bonus if hinted else 0.0

    # --- outcomes -----------------------------------------------------------------------------

    def _act(
        self,
        name: str,
        spec: IntentSpec,
        said: str,
        mention: slots.Mention | None,
        new: tuple[str, str] | None,
        projects: list[str],
        language: str,
        base: dict[str, Any],
    ) -> Route:
        if spec.reply:
            if not just_greeting(said):  # "my dog died this morning" is no "good morning"
                return Route(decision="model", language=language, **base)
            return Route(
                decision="act",
                target="answer",
                reply=greeting_reply(said, language),
                language=language,
                **base,
            )
        if mention is None and _every_worker(spec, said):  # "stop everything that's running"
            every = {"process": "all", "command": "stop"}
            return Route(decision="act", target=spec.target, args=every, language=language, **base)
        if "project" in spec.needs and mention is None and statements.names_other_thing(said):
            return Route(decision="model", language=language, **base)  # "open the window"
        if "project" in spec.needs and (mention is None or mention.ambiguous):
            choices = ([mention.project, *mention.ambiguous] if mention is not None else projects)[
                :4
            ]
            if len(choices) < 2:
                return Route(decision="model", language=language, **base)
            readings = []
            for project in choices:
                found = slots.Mention(project, 0, 0, 1.0)
                found_args = reading_args(name, spec, said, found, new, language) or {}
                readings.append(
                    Reading(
                        intent=name, target=spec.target, score=0, args=found_args, label=project
                    )
                )
            return Route(
                decision="ask",
                target="ask_user",
                question=say("router.which_project", language),
                options=readings,
                language=language,
                **base,
            )
        args = reading_args(name, spec, said, mention, new, language)
        if spec.target in parts.WORK_TARGETS and mention is None and vague_work(said):
            return Route(  # "kannst du da mal was recherchieren": what? (the answer says it)
                decision="ask",
                target="ask_user",
                question=say("router.what_work", language),
                language=language,
                said=said,
                **base,
            )
        if args is None:
            return Route(decision="model", language=language, **base)
        return Route(decision="act", target=spec.target, args=args, language=language, **base)


_FOR_THE_PROJECT = re.compile(r"\b(?:for|to) (?:the|our|my) X\b")
"""A text for the people of a named project's business: the project's work."""


def _every_worker(spec: IntentSpec, said: str) -> bool:
    """Whether ``said`` stops every worker at once ("stop everything", "stopp alles")."""
    return spec.target == "process_command" and stop_all.stops_everything(said)
