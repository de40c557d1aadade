"""The short answer-only prompt for the tiny local model (SmolLM2-135M and friends).

A model this small cannot pick among 37 tools; the router decides commands before it is
asked. What reaches it is small talk and simple questions, so it gets a short persona
with the voice rules, a few example exchanges, the turn's context in one line (the user's
name and projects) and, when the user's words lean on it, the recent conversation; it
answers in plain text (no tools, no JSON: on SmolLM2-135M a JSON-constrained
``{"answer": …}`` reply was slower and worse: p50 1.7 s vs 0.8 s, and cut-off JSON).
Generate with :data:`TINY_SAMPLING`, then run the text through
:func:`brain.llm.guard.guard_answer` and :func:`brain.llm.guard.trim_spoken`.

Measured on a held-out set (issue 14): more example exchanges made it worse, not better
(with an advice and a feelings example added, "what language do they speak in brazil" got
"Bahia" and the biggest planet became Neptune in every run; without them Portuguese and
Jupiter), so the examples stay three. What it cannot do is answered without it
(:mod:`brain.llm.tiny_lines`) or cut by the guard.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

TINY_SAMPLING: dict[str, Any] = {
    "max_tokens": 60,
    "temperature": 0.1,
    "top_p": 0.9,
    "repeat_penalty": 1.2,
}
"""llama.cpp sampling for the tiny model's answers (measured on SmolLM2-135M, 1 thread).
Temperature 0.1 rather than 0.3: as often acceptable on the held-out dev set (18 and 18 of
30 vs 19 and 17), and the same question gets the same answer from run to run."""

_PERSONA = {
    "en": (
        "You are Eddie, a friendly assistant program in the Vance app, with no body, home, "
        "family or job. Answer the user in one or two short, warm sentences that can be spoken "
        "aloud. Plain words, no lists. If you are not sure, say you don't know."
    ),
    "de": (
        "Du bist Eddie, ein freundlicher Assistent in der App Vance. Antworte in ein oder zwei "
        "kurzen, freundlichen Sätzen, die man vorlesen kann. Einfache Worte, keine Listen. "
        "Wenn du etwas nicht weißt, sag es ehrlich. Antworte auf Deutsch."
    ),
}

_EXAMPLES = {
    "en": [
        (
            "who are you?",
            "I'm Eddie, your assistant in Vance. I can chat, remember things and "
            "hand real work to workers in your projects.",
        ),
        ("how are you today", "I'm doing well, thanks for asking! How about you?"),
        ("what's the capital of france", "The capital of France is Paris."),
    ],
    "de": [
        (
            "wer bist du?",
            "Ich bin Eddie, dein Assistent in Vance. Ich plaudere, merke mir Dinge "
            "und gebe echte Arbeit an Worker in deinen Projekten.",
        ),
        ("wie geht's dir", "Mir geht es gut, danke der Nachfrage! Und dir?"),
    ],
}

ENGLISH_ONLY = ("smollm",)
"""Small models that answer only in English (their German is word salad)."""

CANNOT_SPEAK = {
    "de": "Auf Deutsch kann das kleine eingebaute Modell nicht frei antworten, nur Befehle "
    "verstehen (etwa „erstelle ein Projekt …“ oder „was läuft gerade?“). Ein größeres Modell "
    "kann es: siehe `vance models`.",
    "en": "The small built-in model can only answer in English; commands work in any language "
    "I know. A bigger model can answer in yours: see `vance models`.",
}
"""The honest line when the small model cannot answer in the user's language."""
CANNOT_ANSWER = {
    "de": "Das kann ich auf Deutsch nicht sicher beantworten, und raten möchte ich nicht. Ein "
    "größeres Modell kann es: siehe `vance models`.",
    "en": "I can't answer that reliably in your language, and I'd rather not guess. A bigger "
    "model can: see `vance models`.",
}
"""The same for a question: not a lecture on languages, an honest "I don't know"."""
_ASKS = re.compile(
    r"\?\s*$|^\W*(?:wer|was|wann|wo|wie|warum|wieso|weshalb|weswegen|welche[rsnm]?|wieviele?"
    r"|woher|wohin|wozu|wofür|woran|worauf|ist|sind|gibt es|hat|haben|kann man|stimmt es)\b",
    re.IGNORECASE,
)


def cannot_speak(user_text: str, language: str) -> str:
    """The honest line for ``user_text`` when the small model cannot answer in ``language``."""
    lines = CANNOT_ANSWER if _ASKS.search(user_text) else CANNOT_SPEAK
    return lines.get(language, lines["en"])


def speaks(model: str, language: str) -> bool:
    """Whether the small ``model`` can answer in ``language``."""
    return language == "en" or not any(name in model.lower() for name in ENGLISH_ONLY)


HISTORY_TURNS = 2
HISTORY_STEP = 4
HISTORY_CHARS = 160


def _fixed() -> frozenset[str]:
    from brain.llm.guard import fixed_lines as guard_lines
    from brain.llm.tiny_lines import fixed_lines

    return fixed_lines() | guard_lines()


def _conversation(history: Sequence[dict[str, Any]]) -> list[dict[str, str]]:
    """The chat in ``history``: user words and spoken answers. An exchange whose answer is a
    document (help sections, a list of projects: more than one line or a heading) or one of
    the fixed lines (the honest fallbacks, :mod:`brain.llm.tiny_lines`) is left out with the
    request that got it: a small model copies such text into later answers ("Neptune, but
    I'm not sure of the exact number")."""
    fixed = _fixed()
    said: list[dict[str, str]] = []
    for turn in history:
        role, content = turn.get("role"), turn.get("content")
        if role not in ("user", "assistant") or not isinstance(content, str):
            continue
        content = content.strip()
        if role == "assistant" and ("\n" in content or content.startswith("#") or content in fixed):
            if said and said[-1]["role"] == "user":
                said.pop()
            continue
        if content:
            said.append({"role": str(role), "content": content})
    return said


def recent(history: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The last :data:`HISTORY_TURNS` to ``HISTORY_TURNS + HISTORY_STEP - 1`` messages: the
    window moves in steps of HISTORY_STEP, so the prompt's prefix stays the same from one turn
    to the next (llama.cpp reuses it from its KV cache) and changes only every second exchange.
    Short on purpose: a 135M model gains little from more, and every token not in the cache
    is prefill the user waits for (~60 tokens/s on 2 busy cores)."""
    items = list(history)
    start = max(0, (len(items) - HISTORY_TURNS) // HISTORY_STEP * HISTORY_STEP)
    return items[start:]


_FOLLOW_ON = re.compile(
    r"^\W*(?:and|but|so|also|then|why|really|what about|how about|und|aber|also|warum|wieso"
    r"|echt|wirklich|und was)\b"
    r"|\b(?:it|its|it's|that|this|those|these|they|them|their|he|him|his|she|her|more|again"
    r"|another|else|one more|the same|es|das|dies\w*|die|sie|ihn|ihm|mehr|noch)\b",
    re.IGNORECASE,
)


def follows_on(text: str) -> bool:
    """Whether ``text`` leans on what was said before ("why?", "and in winter?", "tell me
    more", "is it far"). Only then does the small model see the conversation: a question that
    stands on its own is answered better without it (it wove the previous answer into the
    next: "how many minutes in a day" got "The French Riviera is a beautiful destination")."""
    words = text.split()
    return bool(words) and (len(words) <= 2 or _FOLLOW_ON.search(text) is not None)


def tiny_messages(
    user_text: str,
    *,
    language: str = "en",
    user_name: str | None = None,
    projects: Sequence[str] = (),
    history: Sequence[dict[str, Any]] = (),
    conversation: bool | None = None,
) -> list[dict[str, str]]:
    """The whole prompt: system (persona + context), examples, recent turns when the input
    follows on from them (:func:`follows_on`; ``conversation`` decides instead when given),
    the input. The conversation comes last before the input, so a prompt prepared with it
    ahead of time is a prefix of the next turn's, whether that follows on or not."""
    lang = language if language in _PERSONA else "en"
    context = []
    if user_name:
        context.append(f"The user is {user_name}.")
    if projects:
        context.append("Their projects: " + ", ".join(list(projects)[:8]) + ".")
    messages: list[dict[str, str]] = [{"role": "system", "content": _PERSONA[lang]}]
    for said, reply in _EXAMPLES[lang]:
        messages.append({"role": "user", "content": said})
        messages.append({"role": "assistant", "content": reply})
    if context:  # after the examples: a new project changes only what follows (KV cache)
        messages.append({"role": "system", "content": " ".join(context)})
    if follows_on(user_text) if conversation is None else conversation:
        for turn in recent(_conversation(history)):
            messages.append({"role": turn["role"], "content": turn["content"][:HISTORY_CHARS]})
    messages.append({"role": "user", "content": user_text.strip()})
    return messages
