"""A fitting line for news the user tells that no kind of :mod:`brain.llm.tiny_lines` knows:
sad news, good news or a frustration, read from its words. The small model answered "my best
friend is moving abroad" with "That's great news!", a neighbours' party at 2am with "what a
lovely idea" and a heating still not fixed with nonsense. Used only where the small model
would answer; a question or a request never gets one of these lines."""

from __future__ import annotations

import re

from brain.llm.tiny_kin import NEWS

_SAD = (
    r"(?:moving (?:away|abroad|back)|mov(?:es|ing) to (?!(?:a |the )?(?:new|bigger|nicer)\b)\w+"
    r"|leaving (?:for|to|us|me|the company|her job|his job)|(?:i|we) (?:really )?miss (?:her|him"
    r"|them|my|our|home)|homesick|goodbye|farewell|lonely|on my own|broke up|break-?up|split up"
    r"|funeral|passed away|died|in (?:the )?hospital|diagnos\w+|zieht (?:weg|nach|ins ausland)|ziehen weg"
    r"|vermisse|heimweh|allein|einsam|abschied|getrennt|krankenhaus|beerdigung)"
)
_GLAD = (
    r"(?:finished|completed|finally (?:done|did|got|made|finished|fixed|sold)|got (?:into|accepted"
    r"|the job|the flat|the house|promoted|a raise|a promotion)|passed|won|first (?:word|steps?"
    r"|tooth|day|paycheck|salary)|just (?:got back from|did|ran|finished|completed|booked)|ran (?:a"
    r"|my|\d)|(?:\d+ ?k|\d+ ?km|\d+ ?miles?) (?:run|ride|hike)|engaged|geschafft|bestanden"
    r"|gewonnen|endlich (?:\w+ ){0,3}?(?:fertig|geschafft|da|verkauft|bekommen|erledigt)|zusage"
    r"|angenommen)"
)
_FRUSTRATED = (
    r"(?:still (?:hasn'?t|haven'?t|not|no|isn'?t|won'?t|doesn'?t|can'?t)|(?:got|been|is|was|are"
    r"|were) (?:delayed|cancell?ed)|stuck (?:at|in|on)|broke(?:n)? (?:down|again)|won'?t (?:work"
    r"|start|stop|turn on|load)|doesn'?t work|not working|at [1-4] ?am|[1-4] ?am\b|middle of the"
    r" night|so loud|too loud|noisy|(?:drilling|hammering|banging|blasting|barking|shouting)"
    r" (?:at|all|since|again|every)|late again|overcharged|ghosted|(?:\w+ )again(?: lol| ugh)?$"
    r"|schon wieder|immer noch (?:nicht|kein\w*)|kaputt|funktioniert nicht|zu laut|versp(?:ä|ae)t"
    r"\w*|ausgefallen)"
)
_RESPONSIBLE = (
    r"(?:landlord|landlady|letting agent|agency|company|support|customer service|plumber|builder"
    r"|electrician|council|bank|insurance|shop|seller|airline|vermieter\w*|hausverwaltung|firma"
    r"|handwerker\w*|amt|versicherung|verkäufer\w*|shop)"
)
"""Someone who should act (a landlord, a company): a message to chase it up may help."""
_NOT = r"(?!.*\b(?:not|didn'?t|never|no|nicht|kein\w*|nie)\b)"

_KINDS = (
    (
        re.compile(NEWS + rf".*\b{_SAD}\b", re.IGNORECASE),
        "Oh, that's hard, I'm sorry. Give yourself some time with it; if you want to talk about "
        "it, I'm here.",
        "Oh, das ist schwer, das tut mir leid. Gib dir Zeit damit; wenn du darüber reden willst, "
        "bin ich da.",
    ),
    (
        re.compile(NEWS + rf"(?=.*\b{_RESPONSIBLE}\b).*\b{_FRUSTRATED}", re.IGNORECASE),
        "Ugh, that sounds really frustrating, sorry. If it helps, I can write a short message to "
        "chase it up, or set a reminder to follow up.",
        "Puh, das klingt echt ärgerlich, tut mir leid. Wenn es hilft, schreibe ich dir eine kurze "
        "Nachricht zum Nachhaken oder stelle eine Erinnerung.",
    ),
    (
        re.compile(NEWS + rf".*\b{_FRUSTRATED}", re.IGNORECASE),
        "Ugh, that sounds really frustrating, sorry. I hope the rest of the day goes better.",
        "Puh, das klingt echt ärgerlich, tut mir leid. Hoffentlich wird der Rest des Tages besser.",
    ),
    (
        re.compile(NEWS + _NOT + rf".*\b{_GLAD}\b", re.IGNORECASE),
        "That's great, well done! 🎉 How does it feel?",
        "Wie schön, super gemacht! 🎉 Wie fühlt es sich an?",
    ),
)


def heard(said: str, language: str) -> str | None:
    """The line for news ``said`` tells (sad, glad or frustrating), else None."""
    for pattern, en, de in _KINDS:
        if pattern.search(said):
            return de if language == "de" else en
    return None
