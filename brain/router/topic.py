"""Work handed out without a project name, related to the user's projects by topic.

"find tomato varieties that grow in shade" with a ``garden`` project whose earlier tasks
were about watering tomatoes belongs in garden, not in a new ``tomato_varieties``. The
evidence per project is lexical: the words of its name and title and of what the user
asked there before (:class:`ProjectTopic`), compared with the content words of the task —
stemmed ("tomatoes" is tomato, "watering" water), through the glossary ("urlaub" for a
vacation project) and, for longer words, with small typos ("lisbn"). A word found in
several projects counts for each a share.

:func:`relate` decides: one project clearly ahead → it (with the words that made it);
some evidence but not enough → ``unsure`` (ask); none → a new project, as before.
Pure functions, no model.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from brain.lines import has, say, template
from brain.router import new_name, slots, statements
from brain.router.glossary import compound_of
from brain.router.naming import MIN_TASK_WORDS, TASK_WORDS, engine_for, task_words
from brain.router.route import Reading, Route
from brain.router.texting import GENERIC, NEW_PROJECT_ASKED, STOPWORDS

if TYPE_CHECKING:
    from brain.deps import Deps
    from brain.models import Project
    from brain.router.domains import Domains
    from brain.router.glossary import Glossary

_WORD = re.compile(r"[a-zäöüß][a-zäöüß-]{2,}")
NAME_WEIGHT = 1.0
SAID_WEIGHT = 0.7
"""A word of a project's name or title says more about it than one of its earlier tasks."""
DOMAIN_WEIGHT = 0.6
"""A word typical of the work in the domain the project's name names ("shower" for
``bathroom``, from :mod:`brain.router.domains`): enough, alone, to be sure."""
GLOSS = 0.9
TYPO = 0.8
TYPO_RATIO = 0.85
MIN_TYPO_LENGTH = 5
MIN_COMPOUND = 8
"""A word this long may be a compound of a domain's word ("fliesen·kleber")."""
SURE = SAID_WEIGHT * TYPO
"""Evidence a project needs for the work to go there without asking: one word of its name
or title, or of what was asked there before (in another language, or with a typo, too)."""
AHEAD = 1.5
"""How many times the next project's evidence the first needs."""
MIN_COVER = 0.5
"""The share of the task's topic words the first project must explain to be sure…"""
MIN_HITS = 2
"""… or how many of them (in a long task: "the tub into a walk-in shower"), unless no other
project has any evidence (:func:`_alone`: "compare quiet dishwashers" for kitchen)."""
UNSURE = 0.45
"""Less evidence than this is none: a new project, as before."""
_ENDINGS = (
    ("ies", "y"),
    ("ing", ""),
    ("es", ""),
    ("s", ""),
    ("ed", ""),
)
_GERMAN = ("ungen", "en", "er", "e", "n", "s")
MIN_STEM = 3
MIN_GERMAN_STEM = 5


def stems(word: str) -> frozenset[str]:
    """The forms a word may be compared by: itself and without a plural or verb ending
    ("tomatoes" → tomato, "watering" → water, "planning" → plan, "wohnungen" → wohnung)."""
    found = {word}
    for end, put in _ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= MIN_STEM and not word.endswith("ss"):
            stem = word[: -len(end)] + put
            found.add(stem)
            if end == "ing" and len(stem) > MIN_STEM and stem[-1] == stem[-2]:
                found.add(stem[:-1])  # "planning" → plan
    for end in _GERMAN:
        if word.endswith(end) and len(word) - len(end) >= MIN_GERMAN_STEM:
            found.add(word[: -len(end)])
    return frozenset(found)


def topic_words(text: str) -> list[str]:
    """The words of ``text`` that can say what it is about (no stopwords, no words for how
    work is asked for, no words for how or when)."""
    said = slots.clean(text)
    return [
        w.strip("-")
        for w in _WORD.findall(said)
        if w not in STOPWORDS and w not in TASK_WORDS and w not in GENERIC
    ]


@dataclass(frozen=True)
class ProjectTopic:
    """What is known about one project: its name, its title, what was asked there."""

    name: str
    title: str | None = None
    said: Sequence[str] = ()


async def project_topics(deps: Deps, known: Sequence[Project]) -> list[ProjectTopic]:
    """What is known about each of the ``known`` projects (their words, for :func:`relate`)."""
    asked = await deps.projects.asked()
    return [ProjectTopic(p.name, p.title, asked.get(p.name, ())) for p in known]


@dataclass
class _Evidence:
    project: str
    words: dict[str, tuple[float, str]] = field(default_factory=dict)
    """stem → (weight, the word as it stands in the project)."""
    domain: Mapping[str, str] = field(default_factory=dict)
    """stem → word, of the work in the project's domains (weight :data:`DOMAIN_WEIGHT`;
    looked up exactly and as the head of a compound, not for typos: there are many)."""

    def add(self, text: str, weight: float) -> None:
        for word in topic_words(text.replace("_", " ")):
            for stem in stems(word):
                if weight > self.words.get(stem, (0.0, ""))[0]:
                    self.words[stem] = (weight, word)


def _evidence(topic: ProjectTopic, domains: Domains | None) -> _Evidence:
    found = _Evidence(topic.name)
    found.add(topic.name, NAME_WEIGHT)
    if topic.title:
        found.add(topic.title, NAME_WEIGHT)
    for text in topic.said:
        found.add(text, SAID_WEIGHT)
    if domains:
        named = topic_words(f"{topic.name} {topic.title or ''}".replace("_", " "))
        found.domain = _domain_stems(tuple(named), domains)
    return found


@lru_cache(maxsize=256)
def _domain_stems(named: tuple[str, ...], domains: Domains) -> Mapping[str, str]:
    """The words of the work in the domains ``named`` names, as they are (a task's word is
    stemmed to meet them; stemming both would make "coming" meet "booking.com"); phrases
    ("walk-in shower", "booking.com") are kept whole, to be found whole."""
    return MappingProxyType({word: word for word in domains.words_of(named)})


def _phrases(text: str, evidences: Iterable[_Evidence]) -> list[str]:
    """The domain phrases (entries of more than one word) said in ``text``, plural too
    ("bike rentals", "journal articles")."""
    words = _WORD.findall(slots.clean(text))
    padded = f" {' '.join(words)} "
    single = f" {' '.join(_singular(w) for w in words)} "
    return [
        phrase
        for evidence in evidences
        for phrase in evidence.domain
        if not _WORD.fullmatch(phrase)
        and ((said := f" {' '.join(_WORD.findall(phrase))} ") in padded or said in single)
    ]


def _singular(word: str) -> str:
    return (
        word[:-1] if len(word) > MIN_STEM + 1 and word.endswith("s") and word[-2] != "s" else word
    )


def _support(word: str, evidence: _Evidence, glossary: Glossary | None) -> tuple[float, str]:
    """How strongly the task's ``word`` is in a project's evidence, and as which word."""
    best = (0.0, "")
    for stem in stems(word):
        hit = evidence.words.get(stem)
        if hit is not None and hit[0] > best[0]:
            best = hit
    if best[0]:
        return best
    domain = next((evidence.domain[s] for s in stems(word) if s in evidence.domain), None)
    if domain is None and len(word) >= MIN_COMPOUND:  # "fliesenkleber", "welpenkurs"
        domain = next((w for w in evidence.domain if compound_of(word, w)), None)
    if domain is not None:
        return (DOMAIN_WEIGHT, domain)
    if glossary:
        for stem, (weight, shown) in evidence.words.items():
            known = glossary.refers(word, stem) or glossary.refers(stem, word)
            if known and weight * GLOSS > best[0]:
                best = (weight * GLOSS, shown)
        if best[0]:
            return best
    if len(word) >= MIN_TYPO_LENGTH:
        matcher = SequenceMatcher(None, "", word)
        for stem, (weight, shown) in evidence.words.items():
            if compound_of(word, stem) or compound_of(stem, word):  # "umzugsfirmen"
                best = max(best, (weight * TYPO, shown))
                continue
            if len(stem) < MIN_TYPO_LENGTH or abs(len(stem) - len(word)) > 2:
                continue
            matcher.set_seq1(stem)
            close = matcher.quick_ratio() >= TYPO_RATIO and matcher.ratio() >= TYPO_RATIO
            if close and weight * TYPO > best[0]:
                best = (weight * TYPO, shown)
    return best


@dataclass(frozen=True)
class TopicMatch:
    """Where unnamed work fits: ``project`` when one is clearly ahead (``words``: what it
    has in common with the task), ``unsure`` with the likeliest projects, or neither."""

    project: str | None = None
    words: tuple[str, ...] = ()
    unsure: tuple[str, ...] = ()
    scores: dict[str, float] = field(default_factory=dict)
    said: tuple[str, ...] = ()
    """The task's words that point to ``project`` ("portfolio" for website), or to the
    likeliest project when unsure."""


_OWN = (NAME_WEIGHT, NAME_WEIGHT * GLOSS, DOMAIN_WEIGHT)
"""Weights of a word of the project's name (or another word for it) or of its domain."""


def _alone(hits: dict[str, tuple[float, str]], second: float) -> bool:
    """No other project has evidence, and a word of the project's name or of its domain's
    work is said (one word the user asked there before is not enough: "a recipe for tomato
    soup" is no garden work)."""
    return not second and any(weight in _OWN for weight, _ in hits.values())


def relate(
    text: str,
    topics: Iterable[ProjectTopic],
    glossary: Glossary | None,
    domains: Domains | None = None,
) -> TopicMatch:
    """Which of the user's projects the work in ``text`` belongs to, by topic (with
    ``domains``, also by the words typical of the work a project's name names)."""
    evidences = [_evidence(topic, domains) for topic in topics]
    words = list(dict.fromkeys([*topic_words(text), *_phrases(text, evidences)]))
    if not words:
        return TopicMatch()
    support: dict[str, dict[str, tuple[float, str]]] = {}
    for evidence in evidences:
        found = {w: _support(w, evidence, glossary) for w in words}
        support[evidence.project] = {w: hit for w, hit in found.items() if hit[0] > 0}
    # a word found in several projects says less about each (but is evidence for each)
    spread = {w: sum(1 for hits in support.values() if w in hits) for w in words}
    raw = {name: sum(weight for weight, _shown in hits.values()) for name, hits in support.items()}
    scores = {
        name: sum(weight / spread[w] for w, (weight, _shown) in hits.items())
        for name, hits in support.items()
    }
    ranked = sorted(scores.items(), key=lambda item: -item[1])
    if not ranked or max(raw.values()) < UNSURE:
        return TopicMatch(scores=scores)
    (first, top), second = ranked[0], ranked[1][1] if len(ranked) > 1 else 0.0
    hits = support[first]
    covered = len(hits) / len(words)
    if (
        top >= SURE
        and top >= AHEAD * second
        and (covered >= MIN_COVER or len(hits) >= MIN_HITS or _alone(hits, second))
    ):
        shown = tuple(dict.fromkeys(shown for _w, (_s, shown) in hits.items()))
        return TopicMatch(project=first, words=shown[:2], scores=scores, said=tuple(hits))
    close = tuple(name for name, _score in ranked if raw[name] >= UNSURE)[:2]
    return TopicMatch(unsure=close, scores=scores, said=tuple(hits))


DELEGATING = ("delegate", "delegate_plan")
FLOOR = 0.25
"""Below the router's ``ask`` threshold, a reading of handing out work this close is taken
when the topic clearly fits one of the user's projects ("find tomato varieties that grow
in shade" with a garden about tomatoes)."""


def unnamed(route: Route, text: str, projects: Sequence[str]) -> bool:
    """Whether ``route`` hands out work without a project the user named (for a project
    made up from the task's words, or, unsure it is work at all, for the model), and the
    user asked for no new project."""
    said = slots.clean(text)
    ordered = route.decision == "model" and statements.orders_work(said)  # read as something else
    if (route.intent not in DELEGATING and not ordered) or new_name.new_project_name(said):
        return False
    if NEW_PROJECT_ASKED.search(said) is not None:
        return False
    if route.decision == "model" and statements.tells_only(said):
        return False  # "mila got her braces today, …": news, not work for her project
    if route.decision in ("model", "ask"):  # unsure it is work: placed only if it fits
        return route.confidence >= FLOOR and task_words(said) >= MIN_TASK_WORDS
    return (
        route.decision == "act"
        and route.target == "delegate_project"
        and str(route.args.get("project", "")) not in projects
    )


_ASKED = re.compile(
    r"\?\s*$|^\W*(?:(?:so|and|ok|hey|um|also|und|na|wait)\W+)*(?:how (?:long|many|much|old|often"
    r"|far)|is it|are there|does|do (?:i|you|we|they|people)|can (?:i|we|people)|what(?:'s| is| are)"
    r"|wie (?:lange|viele?|alt|oft|weit)|ist es|gibt es|muss man|kann man|darf man)\b",
    re.IGNORECASE,
)
"""A question, by its words or its question mark."""


def _worded_as_work(said: str) -> bool:
    return (
        statements.orders_work(said)
        or statements.outright_work(said)
        or statements.asks_for_work(said)
        or statements.large_work(said)
    )


def place(
    route: Route,
    text: str,
    topics: Sequence[ProjectTopic],
    glossary: Glossary | None,
    domains: Domains | None = None,
) -> Route:
    """``route`` (unnamed work for a new project, :func:`unnamed`) sent where its topic
    fits: to the project clearly ahead, with the words that made it (``fits``); a question
    between the likeliest projects and a new one when the evidence is thin; else unchanged."""
    said = slots.clean(text)
    if route.decision != "act" and _ASKED.search(said) and not _worded_as_work(said):
        return route  # "how long do you have to have lived here to apply, is it still 8 yrs?"
    match = relate(text, topics, glossary, domains)
    language = route.language
    if match.project is not None:
        words = " & ".join(match.words) if language == "de" else " and ".join(match.words)
        fits = say("delegate.fits", language, project=match.project, words=words)
        args = {**(route.args or _work(text, route)), "project": match.project, "fits": fits}
        update = {"decision": "act", "target": "delegate_project", "args": args}
        return route.model_copy(update={**update, "rule": "router:topic"})
    if not match.unsure or route.decision != "act":
        return route  # unsure whether it is work at all, and where: the model decides
    give = (
        template("option.delegate", language)
        if language != "en" and has("option.delegate", language)
        else "Give it to {project}"
    )
    intent = route.intent or "delegate"
    readings = [
        Reading(
            intent=intent,
            target="delegate_project",
            score=match.scores.get(name, 0.0),
            args={**route.args, "project": name},
            label=give.format(project=name),
        )
        for name in match.unsure
    ]
    new = str(route.args.get("project", ""))
    readings.append(
        Reading(
            intent=intent,
            target="delegate_project",
            score=0.0,
            args=dict(route.args),
            label=say("option.delegate_new", language, project=new),
        )
    )
    return route.model_copy(
        update={
            "decision": "ask",
            "target": "ask_user",
            "question": say("router.which_home", language),
            "options": readings,
            "rule": "router:topic:ask",
        }
    )


def _work(text: str, route: Route) -> dict[str, object]:
    """The arguments of handing ``text`` out (the router left it to the model)."""
    args: dict[str, object] = {"task": slots.clean(text)}
    engine = engine_for(text) or ("marvin" if route.intent == "delegate_plan" else None)
    if engine:
        args["engine"] = engine
    return args
