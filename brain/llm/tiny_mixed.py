"""Mixed feelings the user tells about anything ("last day in the old flat, sad but also kind of
nice", "mein kleiner zieht aus, traurig aber auch schön", "first grandchild starts school,
bittersweet"): both feelings heard, none picked for them; relief in a loss is heard with it
("sad but relieved her pain is over" had got "What a relief, I'm so glad it was nothing!").
Only quitting a job had the mixed-feelings line; "sad but also kind of nice" got "I'm sorry
you're dealing with that". A question ("is it normal to feel sad but relieved?") is asked, not
told. Used by :func:`brain.llm.tiny_lines.known_answer`, after the day kinds (quitting with
mixed feelings has its own line there)."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind
from brain.llm.tiny_mood_words import NOT_ASKED, TWO_FEELINGS

_LOSS = (
    r"\b(?:died|passed away|put down|funeral|gestorben|verstorben|beerdigung|eingeschl(?:ä|ae)"
    r"fert)\b"
)
_ASKED = (
    r"(?!\W*(?:what|was|is|does|do|are|can|wie|ist|hei(?:ß|ss)t)\b)(?!.*\b(?:means?|meaning"
    r"|definition|bedeutet|bedeutung)\b)"
)
"""A question about the word ("what does bittersweet mean"): a meaning asked, no feeling told."""

MIXED_KINDS: tuple[Kind, ...] = (
    kind(  # a loss with relief in it ("grandma passed away, sad but relieved her pain is over")
        _ASKED + NOT_ASKED + rf"(?=.*{_LOSS}).*\b(?:" + TWO_FEELINGS + r"|relieved|relief"
        r"|erleichtert|erleichterung)\b",
        "I'm so sorry. Feeling sad and relieved at the same time is completely normal after a "
        "loss, especially after a hard time; both feelings are allowed. 💛 I'm here if you want "
        "to talk.",
        "Das tut mir sehr leid. Traurig und erleichtert zugleich zu sein, ist nach einem Verlust "
        "ganz normal, gerade nach einer schweren Zeit; beides darf sein. 💛 Ich bin da, wenn du "
        "reden magst.",
        told=True,
    ),
    kind(
        _ASKED + NOT_ASKED + rf"(?!.*{_LOSS})\b" + TWO_FEELINGS + r"\b",
        "Mixed feelings make complete sense: something can feel two ways at once, and both can be "
        "true. 💛 Want to tell me more about it?",
        "Gemischte Gefühle sind da ganz normal: Man kann zwei Dinge zugleich fühlen, und beides "
        "darf sein. 💛 Magst du mir mehr davon erzählen?",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._FIRST`, after the day kinds."""
