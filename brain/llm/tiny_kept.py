"""Whether Eddie will keep something, asked by offering it ("if i tell you X, will you still know
it next week", "say i mention which colour i like best, will you know it tomorrow"): a question
about memory, answered with the true line about it (:mod:`brain.llm.tiny_self`), not a made-up
favourite."""

from __future__ import annotations

ASKS_IF_KEPT = (
    r"\b(?:if|say|suppose|supposing|imagine|when|what if|let'?s say) i (?:tell|told|give|gave|said"
    r"|say|mention(?:ed)?) (?:you|u|ya)\b[^?]{0,80}\b(?:will|would|do|can|are|could) (?:you|u)"
    r" (?:still |even |actually |then )?(?:know|remember|recall|keep|have)\b|\b(?:will|would"
    r"|could) (?:you|u|ya) (?:still |even |actually )?(?:know|remember|recall) (?:it|that|this)"
    r"\b[^?]{0,30}\b(?:tomorrow|next (?:week|time|day|month|session)|later|in a (?:day|week"
    r"|month)|after (?:a |the )?restart)\b|\b(?:wenn|angenommen|sagen wir) ich (?:dir|es dir)?"
    r" ?(?:\w+ )?(?:sage|sag|erzähle|erzaehle|erzähl|gebe|verrate)\b[^?]{0,80}\b(?:weißt|weisst"
    r"|merkst|behältst|behaeltst|kennst) du\b|\b(?:weißt|weisst|kennst) du (?:das|es|die|den|ihn|sie)"
    r" (?:dann )?"
    r"(?:morgen|nächste woche|naechste woche|später|spaeter) (?:auch )?noch\b"
)
"""A fact offered to see if it is kept ("if i tell you X, will you still know it next week")."""
