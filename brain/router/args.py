"""The arguments of a reading: the project, the task, the fact, the time a request names."""

from __future__ import annotations

import re
from typing import Any

from brain.lines import say
from brain.memory.extract import takes_back
from brain.memory.retract import forgotten, retracted
from brain.router import new_name, slots, timing_ahead, timing_remove
from brain.router.naming import (
    MIN_TASK_WORDS,
    engine_for,
    project_for,
    task_words,
    told_project,
)
from brain.router.route import status_args
from brain.router.spec import IntentSpec
from brain.router.statements import is_statement
from brain.text import last_clause

_LANGUAGES = (
    (re.compile(r"\b(?:german|deutsch|deutsche?n?)\b"), "de"),
    (re.compile(r"\b(?:english|englisch|englische?n?)\b"), "en"),
    (re.compile(r"\b(?:french|französisch|francais|français)\b"), "fr"),
    (re.compile(r"\b(?:spanish|spanisch|español)\b"), "es"),
    (re.compile(r"\b(?:italian|italienisch)\b"), "it"),
    (re.compile(r"\b(?:portuguese|portugiesisch)\b"), "pt"),
    (re.compile(r"\b(?:dutch|niederl(?:ä|ae)ndisch|holl(?:ä|ae)ndisch)\b"), "nl"),
    (re.compile(r"\b(?:polish|polnisch)\b"), "pl"),
    (re.compile(r"\b(?:swedish|schwedisch)\b"), "sv"),
    (re.compile(r"\b(?:danish|d(?:ä|ae)nisch)\b"), "da"),
    (re.compile(r"\b(?:norwegian|norwegisch)\b"), "no"),
    (re.compile(r"\b(?:turkish|t(?:ü|ue)rkisch)\b"), "tr"),
    (re.compile(r"\b(?:russian|russisch)\b"), "ru"),
    (re.compile(r"\b(?:greek|griechisch)\b"), "el"),
    (re.compile(r"\b(?:japanese|japanisch)\b"), "ja"),
    (re.compile(r"\b(?:chinese|chinesisch)\b"), "zh"),
)


def language_slot(text: str) -> str | None:
    said = text.lower()
    for pattern, code in _LANGUAGES:
        if pattern.search(said):
            return code
    return None


def reading_args(
    name: str,
    spec: IntentSpec,
    said: str,
    mention: slots.Mention | None,
    new: tuple[str, str] | None,
    language: str,
) -> dict[str, Any] | None:
    project = mention.project if mention is not None else None
    target = spec.target
    if target == "project_create":
        found = new or new_name.new_project_name(said)
        if (found is None or found[0] in new_name.PRONOUNS) and (told := told_project(said)):
            return {"name": told}  # "… this huge stamp collection. make a project for that"
        if found is not None and found[0] in new_name.PRONOUNS:
            said, found = new_name.without_the_ask(said), None  # "…, set up a project for that"
        if found is None and task_words(said) >= MIN_TASK_WORDS:
            topic = project_for(
                new_name.without_the_ask(said)
            )  # "… ein eigenes projekt": its topic
            return None if topic == "tasks" else {"name": topic}
        return {"name": found[0]} if found else None
    if target in ("project_open", "project_archive"):
        return {"name": project}
    if target == "mediate":
        return {"target": project, "reason": say("router.talk_to", language, project=project)}
    if target == "steer_project":
        return {"target": project, "message": said}
    if target == "process_command":
        return {"process": project, "command": process_verb(name, said)}
    if target == "delegate_project":
        if project is None and task_words(said) < MIN_TASK_WORDS:
            return None  # "hallo zusammen" is no task: the model answers
        args: dict[str, Any] = {"project": project or project_for(said), "task": said}
        engine = "marvin" if name == "delegate_plan" else None
        if engine := engine_for(said) or engine:
            args["engine"] = engine
        return args
    if target == "process_list":
        return (
            status_args(project) if project and name == "project_status" else {"active_only": True}
        )
    if target == "inbox_list":
        return {"unread_only": False}
    if target in ("memory_remember", "memory_forget"):
        if target == "memory_forget" and takes_back(said):
            return None  # "ach, vergiss es": nothing to forget
        taken = (
            (retracted(said) or _mentioned(said) or forgotten(said))
            if target == "memory_forget"
            else None
        )
        fact = taken or slots.fact_slot(said)  # "remember when i said X? scrap that": X
        if (
            target == "memory_remember"
            and fact
            and (not is_statement(fact) or _NO_FACT.fullmatch(fact.lower()))
        ):
            return None  # "remember the milk", "will you remember what i tell you?": no fact
        if (
            target == "memory_remember"
            and said.rstrip().endswith("?")
            and not _KEEP.search(last_clause(said))
        ):
            return None  # "writing a note on my plants, is it cacti or cactuses?": a question
        return {"fact": fact} if fact else None
    if target == "memory_recall":
        return {"query": said}
    if target == "how_do_i":
        return {"topic": said}
    if target == "schedule_add":
        return timing_ahead.schedule_args(said, project)
    if target == "schedule_remove":
        return timing_remove.remove_args(said)
    if target == "set_language":
        code = language_slot(said)
        return {"language": code} if code else None
    return {}


_MENTIONED = re.compile(
    r"\bi (?:mentioned|told you(?: about)?|said|gave you|shared)\s+(?P<what>(?:my|the|our|his|her)"
    r" [^.,;!?]{2,40}?)(?:\s+(?:earlier|before|yesterday|last \w+))?(?=\s*(?:[.,;!?]|\band\b|$))"
    r"|\bich hab(?:e)? dir (?:(?:vorhin|gestern|neulich|mal|doch|ja)\s+)*(?P<was>(?:mein\w*|die|den"
    r"|das|unser\w*) [^.,;!?]{2,40}?) (?:gesagt|erzählt|gegeben|genannt|geschrieben)\b",
    re.IGNORECASE,
)


def _mentioned(said: str) -> str | None:
    """What the user told before and wants gone ("i mentioned my ex's address earlier … can
    you forget it?": my ex's address)."""
    found = _MENTIONED.search(said)
    return (found["what"] or found["was"]) if found is not None else None


_PAUSE = re.compile(
    r"\b(?:paus(?:e|ed|ing)|pausier\w*|on hold|hold off|freeze|einfrieren"
    r"|for now|for a (?:bit|while|moment|sec|second|minute)|till|until|bis|erstmal|vorerst|kurz"
    r"|(?:mal|eine|'?ne|kurze) pause|a break|breather|(?:a|some) rest|rest for|on ice|auf eis"
    r"|back ?burner|park(?:en)?"
    r"|zurückstell\w*|ruhen lassen)\b",
    re.IGNORECASE,
)


_NO_FACT = re.compile(
    r"(?:what (?:i|we) (?:tell|told|say|said|type)(?: (?:you|u))?|things|stuff|everything|anything"
    r"|it|that|this|all (?:of )?(?:this|that|it))(?: (?:later|tomorrow|next (?:time|week)|forever"
    r"|between chats|after a restart))?"
)
"""What a question about Eddie's memory asks to be kept: no fact of the user's."""
_KEEP = re.compile(r"\b(?:note|remember|keep|save|store|merk\w*|notier\w*|speicher\w*)\b", re.I)
"""A question asked last is kept only when it asks to keep ("…, can you note that?")."""


def process_verb(name: str, said: str) -> str:
    """What a worker is told: ``resume`` for the resume reading, ``pause`` when the words say
    for now ("put X on hold", "X erstmal pausieren"), else ``stop``."""
    if name == "resume":
        return "resume"
    return "pause" if _PAUSE.search(said) else "stop"
