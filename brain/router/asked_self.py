"""Questions about Eddie itself that read like commands or a look at what runs: what happens
when something is archived or deleted ("once a project's archived, can i still get it back?"),
a project renamed (not possible yet: the help says what to do instead),
what Eddie can do besides talking ("could you run programs on my laptop?") and which models
are inside it ("welche modelle hast du drin, ist da claude dabei?"). They are answered from
the help (``how_do_i``), or by a true line (:mod:`brain.llm.tiny_can`), never carried out."""

from __future__ import annotations

import re
from collections.abc import Collection

from brain.router import slots
from brain.router.asked_how import automation_asked
from brain.router.route import Route, act_as

_PARTS = (
    r"(?:projects?|projekt\w*|workers?|memor(?:y|ies)|facts?|reminders?|erinnerung\w*|schedules?"
    r"|timers?|inbox|posteingang|sessions?|chats?|items?|eintr(?:ä|ae)g\w*|results?|ergebnis\w*)"
)
_ACTS = (
    r"(?:archiv\w*|delet\w*|remov\w*|l(?:ö|oe)sch\w*|entfern\w*|stop\w*|forget\w*|forgot\w*"
    r"|vergess\w*|vergiss\w*|cancel\w*|kill\w*|clos\w*|shelv\w*|trash\w*|bin|binned|wegwerf\w*)"
)
_DONE = (
    r"(?:archived|archiving|deleted|deleting|removed|stopped|stopping|forgotten|cancell?ed|closed"
    r"|binned|trashed|archiviert\w*|gel(?:ö|oe)scht\w*|entfernt\w*|gestoppt\w*|vergessen\w*)"
)
"""An act said as done or as a thing ("is an archived project …", "does archiving …"): no
order ("can you archive it and bring the old one back" archives)."""
_AFTER = (
    r"(?:recover\w*|restor\w*|gone|lost|back|undo\w*|undone|for good|forever|permanent\w*"
    r"|reversible|irreversible|retriev\w*|weg|zurück\w*|zurueck\w*|wiederherstell\w*|rückgängig"
    r"|rueckgaengig|endgültig|endgueltig|für immer|fuer immer|verloren|still there|noch da)"
)
_WHAT_IT_DOES = re.compile(
    r"\b(?:if|when|once|after|wenn|falls|sobald|nachdem|angenommen|(?:say|suppose|supposing)"
    rf"(?=\s+(?:i|we|you|u)\b))\b[^?.!]{{0,50}}?\b{_ACTS}\b[^.!]*?"
    rf"(?:\?|\b(?:can|could|is|are|will|would|does|do|kann|ist|sind|wird|bleibt|geht|komm\w*)\b"
    rf"[^.!]*\b{_AFTER})"
    rf"|\b(?:is|are|does|do|can|will|ist|sind|kann|wird|bleibt|bleiben)\b[^?.!]{{0,40}}?\b{_DONE}"
    rf"\b[^.!]{{0,50}}?\b{_AFTER}"
    rf"|\b(?:what happens|what'?s happening|was passiert|was geschieht)\b[^.!]{{0,40}}?\b{_ACTS}\b",
    re.IGNORECASE,
)
"""A question what an act does ("when a project is archived, is it deleted for good?")."""
_ORDER_FIRST = re.compile(rf"^\W*(?:(?:pls|please|bitte|ok|okay|so|now)\W+)*{_ACTS}\b")
"""An order said first ("archive it, is that undoable?"): carried out as before."""
_RENAME_WORD = (
    r"(?:re-?nam\w*|umbenenn\w*|umbenannt|change (?:the|its|my|his|her) (?:project'?s? )?name"
    r"|(?:a |einen )?(?:new|different|neuen|anderen) name[n]?)"
)
_RENAME = re.compile(
    rf"\b{_RENAME_WORD}\b[^.?!]{{0,40}}?\b(?:projects?|projekt\w*)\b"
    rf"|\b(?:projects?|projekt\w*)\b[^.?!]{{0,40}}?\b{_RENAME_WORD}\b"
    r"|\bchange (?:the|its|my) project'?s? name\b",
    re.IGNORECASE,
)
"""A project's name asked to change, which cannot be done yet."""
_NOT_CARRIED_OUT = frozenset(
    {"project_archive", "process_command", "memory_forget", "schedule_remove", "process_list"}
    | {"project_list", "mediate", "ask_user", "inbox_list", "project_open", "steer_project"}
    | {"delegate_project", "memory_recall", "project_create"}
)
"""Readings a question about Eddie is mistaken for (an archive, a look at what runs)."""


def eddie_asked(route: Route, text: str, available: Collection[str] | None = None) -> Route:
    """``route``, or the help asked for when ``text`` is a question about Eddie itself."""
    if available is not None and "how_do_i" not in available:
        return route
    if route.target == "how_do_i" or (route.via == "rules" and route.target != "process_list"):
        return route
    said = slots.clean(text)
    if not automation_asked(text.strip()) and (  # "how do i get you to check X every week"
        (route.decision == "act" and route.target not in _NOT_CARRIED_OUT)
        or not asks_about_eddie(said)
    ):
        return route
    topic = "rename" if _RENAME.search(said) else text.strip()
    return act_as(route, "help", "how_do_i", {"topic": topic}).model_copy(update={"rule": RULE})


def asks_about_eddie(said: str) -> bool:
    """Whether ``said`` asks what an act on Vance's things does, what Eddie can do beyond
    talking, or which models are inside it."""
    from brain.llm.tiny_can import BEYOND_TALK
    from brain.llm.tiny_self import MODELS_ASKED

    if re.search(f"{MODELS_ASKED}|{BEYOND_TALK}", said, re.IGNORECASE):
        return True  # "which engines do you have in there", "can you launch programs on my laptop"
    if _RENAME.search(said):
        return True  # "rename the flute project to …": the help says how (no rename yet)
    return (
        _WHAT_IT_DOES.search(said) is not None
        and re.search(rf"\b{_PARTS}\b", said, re.IGNORECASE) is not None
        and _ORDER_FIRST.search(said) is None
    )


RULE = "router:help:about_eddie"
