"""Slot extraction for the router: the user's words → clean arguments.

- :func:`clean` tidies an utterance (quotes, vocatives, filler such as "pls" or "bitte").
- :func:`find_project` resolves a mention of one of the user's projects by fuzzy matching
  ("the garden worker" → ``garden_planner``, "the taxes project" → ``tax_return``).
- A new project's name is :mod:`brain.router.new_name`'s (it builds on :func:`clean`).
- :func:`fact_slot` and :func:`numbers` do the rest (the language asked for: :func:`brain.router.args.language_slot`).

Pure functions, no model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from itertools import pairwise
from typing import TYPE_CHECKING

from brain.router.glossary import fold
from brain.router.part_words import likeness, part_score, two_parts
from brain.router.texting import NAME_FILLER, SHORTHAND, STOPWORDS, VERB_NEXT
from brain.text import unstretched

if TYPE_CHECKING:
    from brain.router.glossary import Glossary

PLACEHOLDER = "X"
"""What a project mention (or a new project's name) becomes before embedding."""

_TYPOGRAPHIC = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "„": '"', "\u00a0": " "})
# fmt: off
FILLER = frozenset({
    "pls", "plz", "please", "bitte", "um", "uh", "uhm", "erm", "hmm", "eddie", "kindly",
})
_NAMING = frozenset({"called", "named", "namens", "heißt", "titled"})
_LEADING = frozenset({"hey", "hi", "yo", "ok", "okay", "so", "well", "na", "also", "hallo"})
# fmt: on
_WORD = re.compile(r"[\w'.-]+", re.UNICODE)


_JOINED_HEAD = re.compile(
    r"(?<=\w)-(?=(?:projekt|project|sache|ding|thing|stuff|worker|agent|bot)\b)", re.IGNORECASE
)


def clean(text: str) -> str:
    """Lower-case, one line, tidy quotes, no filler words or leading vocatives, texting
    shorthand spelled out (:data:`SHORTHAND`)."""
    text = _JOINED_HEAD.sub(" ", text)  # "das Gästezimmer-Projekt": the project, said as one
    words = " ".join(unstretched(text.translate(_TYPOGRAPHIC)).lower().split()).split(" ")
    kept: list[str] = []
    for word in words:
        bare = word.strip(",.!?;:")
        # German "um" ("kümmere dich um die gäste") is a word; a leading "um" or "um," is filler
        if bare in FILLER and not (bare == "um" and kept and not word.endswith(",")):
            mark = word[len(word.rstrip(",.!?;:")) :]
            if mark and kept:  # "the dog stuff pls, it's …": the comma stays
                kept[-1] = kept[-1] + mark
            continue
        if not kept and bare in _LEADING and len(words) > 2:  # "hallo zusammen" stays
            continue
        if bare in SHORTHAND and not (kept and kept[-1] in _NAMING):  # "a project called r"
            word = word.replace(bare, SHORTHAND[bare], 1)
        kept.append(word)
    return " ".join(kept).strip(" ,")


@dataclass(frozen=True)
class Mention:
    """A project the utterance refers to, where (token span), and how sure the match is."""

    project: str
    start: int
    end: int
    score: float
    ambiguous: tuple[str, ...] = ()
    """Other projects that matched as well as this one (then the router asks)."""


def tokens(text: str) -> list[re.Match[str]]:
    return list(_WORD.finditer(text))


def _parts(name: str) -> list[str]:
    return [part for part in re.split(r"[_.\-\s]+", name.lower()) if part]


_YOURS = frozenset({"your", "yours", "dein", "deine", "deinen", "deinem", "deiner", "deines"})
"""Words before a noun that make it Eddie's, not the user's ("how was your holiday")."""
_THIS_APP = frozenset({"app", "tool", "assistant", "program", "programm", "software"})  # Vance
GLOSS_SCORE = 0.9
"""How surely a word names a project part through the glossary ("hochzeit" for wedding)."""
GLOSS_END_SCORE = 0.8
"""… when it names it only as the last word of a compound ("reise" of "portugalreise")."""


def _yours(before: str, word: str) -> bool:  # "your garden", "this app": not the user's
    return before in _YOURS or (word in _THIS_APP and before in ("this", "diese", "dieses"))


def find_project(
    text: str, projects: Sequence[str], glossary: Glossary | None = None
) -> Mention | None:
    """The user's project ``text`` mentions, by the whole name ("tax return", "tax_return",
    "garden planer"), by one distinctive part ("the garden worker", "taxes"), or by another
    word for a part that ``glossary`` knows ("die hochzeit" → ``wedding``)."""
    if not projects:
        return None
    words = tokens(text)
    lowered = [fold(w.group(0)).strip("'.-") for w in words]
    yours = [i > 0 and _yours(lowered[i - 1], lowered[i]) for i in range(len(lowered))]
    best: list[Mention] = []
    for project in projects:
        parts = _parts(project)
        found: Mention | None = None
        # the whole name, spoken with spaces, underscores or small typos
        matcher = SequenceMatcher(None, "", project.lower())
        for size in range(max(1, len(parts) - 1), len(parts) + 2):
            for i in range(0, len(lowered) - size + 1):
                span = lowered[i : i + size]
                if yours[i] or all(w in STOPWORDS for w in span):
                    continue  # "and" is no typo of "band"
                candidate = "_".join(span)
                matcher.set_seq1(candidate)
                if matcher.real_quick_ratio() < 0.85 or matcher.quick_ratio() < 0.85:
                    continue
                ratio = matcher.ratio()
                if ratio < 1.0 and len(candidate) < 4:
                    continue  # a typo in a word this short is another word
                if ratio >= 0.85 and (found is None or ratio > found.score):
                    found = Mention(project, i, i + size, ratio)
        flat = "".join(parts)
        if found is None and len(parts) > 1 and len(flat) >= 6:
            for i, word in enumerate(lowered):  # "babynamen" for baby_names, said as one word
                if not yours[i] and len(word) >= 6 and likeness(word, flat) >= 0.85:
                    found = Mention(project, i, i + 1, 0.9)
                    break
        if found is None:
            for i, word in enumerate(lowered):
                if yours[i]:
                    continue
                score = max((part_score(word, part) for part in parts), default=0.0)
                if score and _another_heads(
                    word, lowered[i - 1] if i else "", parts, lowered[i + 1 :]
                ):
                    continue  # "a phone plan" is not garden_plan, "the spain trip" no harbour_trip
                if score and word in _HEADS and " ".join(lowered[i + 1 : i + 2]) in VERB_NEXT:
                    continue  # "plan me a food trip": a verb, not tiny_house_plan
                if score and len(parts) > 1 and i and _counted(*lowered[max(0, i - 2) : i]):
                    continue  # "with two kids" is not kids_birthday_party, "two whole weeks" no ski_week
                if not score and glossary and word not in STOPWORDS:
                    named = (*parts, " ".join(parts), flat)  # "genealogy" for family_tree
                    meant = [p for p in named if glossary.refers(word, p)]
                    score = GLOSS_SCORE if meant else 0.0
                    if meant and all(glossary.by_end_only(word, p) for p in meant):
                        score = GLOSS_END_SCORE  # "portugalreise": a trip, but above all portugal
                    if score and len(parts) > 1 and i and _counted(*lowered[max(0, i - 2) : i]):
                        continue  # "ein 4 sterne hotel" is no stargazing_notes
                end = i + 1
                if not score and end < len(lowered) and not yours[i]:
                    joined = word + lowered[end]  # "book club" for bookclub_list
                    if word not in STOPWORDS and joined in parts:
                        score, end = 1.0, end + 1
                    elif glossary and _glossed_pair(word, lowered[end], parts, glossary):
                        score, end = GLOSS_SCORE, end + 1  # "the fish tank" for aquarium_build
                score *= 0.8
                if score and {"project", "projekt"} & set(lowered[end : end + 2]):
                    score += 0.04  # "the kitchen reno project": named as one, surer
                if score > 0 and (found is None or score > found.score):
                    found = Mention(project, i, end, score)
        if found is not None and found.score < TWO_PARTS_SCORE and len(parts) > 1:
            both = two_parts(parts, lowered, yours, glossary)  # "die frankreichreise"
            found = found if both is None else Mention(project, *both, TWO_PARTS_SCORE)
        if found is not None:
            best.append(found)
    if not best:
        return None
    best.sort(key=lambda m: (-m.score, m.start))  # as sure: the one said first
    top = best[0]
    rivals = tuple(m.project for m in best[1:] if m.score >= top.score - 0.02)
    return Mention(top.project, top.start, top.end, top.score, rivals)


def _glossed_pair(word: str, after: str, parts: list[str], glossary: Glossary) -> bool:
    """Whether two words side by side are one entry of the glossary, as it is or in the plural,
    for a part of a project's name ("fish tank" for aquarium, "keyboard lessons" for piano)."""
    if word in STOPWORDS or after in STOPWORDS:
        return False
    pair = fold(f"{word} {after}")
    said = {pair, pair.removesuffix("s"), pair.removesuffix("es")}  # "fish tanks"
    named = (*parts, *(" ".join(two) for two in pairwise(parts)))
    return any(
        " " in mate and mate in said for part in named for mate in glossary.mates(part)
    )  # "the piggy bank project" for savings_plan (its parts side by side)


TWO_PARTS_SCORE = 0.88
"""How surely one word or two side by side name two parts of a project's name, each in its
own words ("die frankreichreise", "the spain trip" for andalusia_tour): surer than one part,
less than the name itself."""


_HEADS = frozenset({
    "plan", "plans", "planning", "list", "lists", "ideas", "notes", "research", "search",
    "project", "projects", "stuff", "things", "liste", "plaene", "pläne", "ideen", "suche",
    "trip", "trips", "tour", "tours", "journey", "holiday", "holidays", "vacation", "reise",
    "urlaub", "ferien",
})  # fmt: skip
"""Parts of a project's name that head any noun ("garden_plan": a phone plan, a packing list,
"harbour_trip": the spain trip)."""
_TO_PLACE = frozenset({"to", "in", "into", "through", "around", "across", "nach", "durch", "im"})
"""What joins a trip to where it goes ("the trip to spain")."""


def _another_heads(word: str, before: str, parts: list[str], after: list[str]) -> bool:
    """Whether ``word``, a head part of a project's name, heads another noun said before it
    ("which phone plan is cheapest" names no garden_plan; "the garden plan" does), or a trip
    goes to a place the project's name does not say ("the trip to spain" is no harbour_trip)."""
    if word not in _HEADS:
        return False
    if after[:1] and after[0] in _TO_PLACE:
        where = [w for w in after[1:3] if w not in STOPWORDS][:1]
        if where and where[0].isalpha() and not any(part_score(where[0], p) for p in parts):
            return True
    return (
        bool(before)
        and before not in STOPWORDS
        and before not in BARE
        and before not in _YOURS
        and not any(part_score(before, part) for part in parts)
        and before.isalpha()
    )


_COUNTS = frozenset({
    "two", "three", "four", "five", "six", "both", "zwei", "drei", "vier", "fünf", "beide",
    "beiden", "several", "mehrere", "many", "viele",
})  # fmt: skip

_WHOLE = frozenset({"whole", "full", "entire", "ganze", "ganzen", "volle", "vollen"})


def _counted(*before: str) -> bool:
    """Whether a word after ``before`` is counted things ("two kids", "3 cars", "two whole
    weeks"), not a name."""
    if len(before) == 2 and before[1] in _WHOLE:
        before = before[:1]
    last = before[-1]
    return last.isdigit() or last in _COUNTS


# fmt: off
BARE = frozenset({
    "the", "a", "my", "our", "project", "projekt", "thing", "stuff", "one", "worker", "das",
    "die", "der", "den", "ding", "sache", "zeug", "please", "again", "now", "?", "that",
})
"""Words around a project mention that ask for nothing ("the wedding thing")."""
# fmt: on


def only_placeholder(masked: str) -> bool:
    """Nothing but a project mention ("garden", "the wedding thing"): which action?"""
    words = [w.group(0) for w in tokens(masked)]
    rest = [w for w in words if w != PLACEHOLDER and w.lower() not in BARE]
    return PLACEHOLDER in words and not rest


def mask_last(text: str, words: str) -> str:
    """``text`` with the last ``words`` in it replaced by :data:`PLACEHOLDER`."""
    index = text.rfind(words)
    if index < 0:
        return text
    return f"{text[:index]}{PLACEHOLDER}{text[index + len(words) :]}"


def mask(text: str, start: int, end: int) -> str:
    """``text`` with the words ``start``..``end`` replaced by :data:`PLACEHOLDER`."""
    words = tokens(text)
    if not words or start >= len(words):
        return text
    first, last = words[start], words[min(end, len(words)) - 1]
    return f"{text[: first.start()]}{PLACEHOLDER}{text[last.end() :]}"


_FACT_CUE = re.compile(
    r"^(?:(?:can|could|will|would)\s+(?:you|u)\s+(?:please\s+)?|(?:you|u)\s+can\s+|du\s+kannst\s+)?(?:remember|note(?:\s+down)?|make\s+a\s+note|keep\s+in\s+mind|"
    r"don'?t\s+forget|do\s+not\s+forget|for\s+the\s+record|fyi|btw|by\s+the\s+way|"
    r"just\s+so\s+you\s+know|übrigens|zur\s+info|merke?\s+dir|notier\s+dir|"
    r"speichere?\s+dir|forget(?:\s+about)?|vergiss|delete|remove|erase|drop|lösche)\s*"
    r"(?:that|dass|what\s+you\s+know\s+about|the\s+(?:note|fact|thing|bit|part|stuff|info)\s+about|das\s+über)?\s*[:,]?\s*"
)
_FACT_TAIL = re.compile(
    r",?\s*(?:keep\s+that\s+in\s+mind|remember\s+that|merk\s+dir\s+das|(?:so\s+)?(?:pls\s+|please\s+)?"
    r"(?:don'?t|do\s+not)\s+let\s+me\s+forget(?:\s+(?:it|that|pls|please))*|lass\s+(?:es\s+)?mich\s+"
    r"(?:das\s+)?nicht\s+vergessen)\s*[.!]*$"
    r"|(?:,|\s+(?:so|and|pls|please))\s+(?:(?:pls|please)\s+)?(?:keep|bear)\s+(?:that|this|it)\s+in"
    r"\s+mind\b.*$"  # "im lactose intolerant, keep that in mind for anything food related"
)


def fact_slot(text: str) -> str | None:
    said = clean(text)
    cued = _FACT_CUE.sub("", said, count=1)
    if cued != said and re.match(r"^(?:will|would|can|could)\s", said):
        cued = cued.split("?")[0]  # "will you remember that X? you keep asking": X
    fact = _FACT_TAIL.sub("", cued).strip(" .!?")
    return fact or None


_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:[.,]\d+)?(?![\w.])")


def numbers(text: str) -> list[float]:
    return [float(n.replace(",", ".")) for n in _NUMBER.findall(text)]


FACT_PLACEHOLDER = "Y"
_KEEP_CUE = re.compile(
    r"^(?:(?:please|can\s+you|could\s+you|(?:will|would|can|could)\s+(?:you|u)\s+(?:please\s+)?)\s*)?"
    r"(?:remember|note(?:\s+down)?|make\s+a\s+note|"
    r"keep\s+in\s+mind|don'?t\s+forget|do\s+not\s+forget|for\s+the\s+record|fyi|btw|"
    r"by\s+the\s+way|just\s+so\s+you\s+know|übrigens|zur\s+info|write\s+down|"
    r"save\s+(?:this|the|a)\s+fact|store\s+(?:this|a|the)\s+note|merke?\s+dir|notiere?\s+dir|"
    r"speichere?\s+dir)(?:\s+(?:that|dass))?\s*[:,]?\s+(?=\S)"
)
_DROP_CUE = re.compile(
    r"^(?:(?:please|can\s+you|could\s+you|(?:you|u)\s+can|just|du\s+kannst)\s+)?(?:forget|vergiss"
    r"|delete|erase|lösche|entferne|drop|scrap|wipe|ditch|streich)"
    r"(?:\s+(?:that|dass|what\s+i\s+(?:told\s+you|said)\s+about|what\s+you\s+know\s+about|"
    r"the\s+(?:note|fact|thing|bit|part|stuff|info)\s+about|das\s+über|was\s+ich\s+über|was\s+du\s+über))?\s*[:,]?\s+(?=\S)"
)


def mask_fact(text: str, projects: Sequence[str] = (), glossary: Glossary | None = None) -> str:
    """A memory command with its fact replaced by :data:`FACT_PLACEHOLDER` ("remember that my
    sister is anna" → "remember that Y"): the fact's words would drown the command. What
    names a reminder or a project is no fact ("forget the milk reminder" cancels it, "delete
    the garden project" is about the project)."""
    for cue in (_KEEP_CUE, _DROP_CUE):
        found = cue.match(text)
        if found is None:
            continue
        rest = text[found.end() :]
        if cue is _DROP_CUE and (
            _SCHEDULED.search(rest) or _names_project(rest, projects, glossary)
        ):
            return text
        return f"{text[: found.end()]}{FACT_PLACEHOLDER}"
    return text


A_PROJECT = re.compile(r"\b(?:proj(?:ect)?s?|projekte?n?)\b", re.IGNORECASE)
_AROUND_NAME = NAME_FILLER | {"stuff", "things", "worker", "zeug", "kram", "whole", "ganze"}


def _names_project(words: str, projects: Sequence[str], glossary: Glossary | None) -> bool:
    """Whether ``words`` name a project and nothing else ("the garden project", "band")."""
    if A_PROJECT.search(words):
        return True
    mention = find_project(words, projects, glossary)
    if mention is None:
        return False
    said = [w.group(0).lower() for w in tokens(words)]
    return all(w in _AROUND_NAME for w in said[: mention.start] + said[mention.end :])


_SCHEDULED = re.compile(
    r"\b(?:reminders?|timers?|alarms?|wecker|erinnerung(?:en)?|eieruhr)\b", re.IGNORECASE
)


_CLAUSE = re.compile(r"\s*(?:[,;]|\s-\s|\.\s|\bbut\b|\baber\b)\s*")


def clauses(text: str) -> list[str]:
    """The parts of a long utterance between its commas ("plan my week, i have 3 deadlines"),
    each scored too: a request said before or after its reasons is found in its own words."""
    parts = [p for p in _CLAUSE.split(text) if len(p.split()) >= 2]
    return parts if len(parts) > 1 else []
