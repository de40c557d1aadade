"""A fitting line for news the user tells that no kind of :mod:`brain.llm.tiny_lines` knows:
sad news, good news, relief, a frustration or something funny, read from its words. The small model answered "my best
friend is moving abroad" with "That's great news!", a neighbours' party at 2am with "what a
lovely idea" and a heating still not fixed with nonsense. Used only where the small model
would answer; a question or a request never gets one of these lines."""

from __future__ import annotations

import re

from brain.llm.tiny_kin import NEWS
from brain.llm.tiny_mood_words import MACHINE_DIED

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
_RELIEF = (
    r"(?:finally (?:came|arrived|showed up|turned up|called|answered|replied|got back|back|here"
    r"|working|fixed|sorted|found)|(?:is|are|was|were) (?:all )?(?:fine|ok|okay|alright|all right"
    r"|all good|safe|sorted|unharmed)|turned out (?:fine|ok|okay|well|alright)|no damage|nothing"
    r" (?:serious|broken|wrong)|(?:found|got) (?:it|them|him|her|my \w+) back|thank god|phew"
    r"|zum gl(?:ü|ue)ck|gott sei dank|endlich (?:\w+ ){0,3}?(?:gekommen|angekommen|zur(?:ü|ue)ck"
    r"|repariert|gefunden|gemeldet|geantwortet)|(?:ist|sind|war|waren) (?:alles |alle )?(?:ok|okay"
    r"|gut|in ordnung|heil|unversehrt)|nichts passiert)"
)
_FUNNY = r"(?:lol|lmao|haha\w*|hehe\w*|rofl|xd|😂|🤣|😅)"
_RESPONSIBLE = (
    r"(?:landlord|landlady|letting agent|agency|company|support|customer service|plumber|builder"
    r"|electrician|council|bank|insurance|shop|seller|airline|vermieter\w*|hausverwaltung|firma"
    r"|handwerker\w*|amt|versicherung|verkäufer\w*|shop)"
)
"""Someone who should act (a landlord, a company): a message to chase it up may help."""
_ASKED = (
    r"(?!\W*(?:(?:pls|please|bitte|can you|could you|kannst du)\s+)?(?:tell|ask|let|say|pass|give"
    r"|make|find|sag\w*|frag\w*|gib)\b)"
)
"""Not a request that starts the words ("tell the roofer the tiles are fine lol")."""
_THING_DIED = rf"(?!.*\b{MACHINE_DIED})"
_FED_UP = f"(?:{_FRUSTRATED}|{MACHINE_DIED})"
"""A machine that died is a frustration, no loss to grieve ("my laptop just died")."""
_NOT = r"(?!.*\b(?:not|didn'?t|never|no|nicht|kein\w*|nie)\b)"

_KINDS = (
    (
        re.compile(NEWS + _THING_DIED + rf".*\b{_SAD}\b", re.IGNORECASE),
        "Oh, that's hard, I'm sorry. Give yourself some time with it; if you want to talk about "
        "it, I'm here.",
        "Oh, das ist schwer, das tut mir leid. Gib dir Zeit damit; wenn du darüber reden willst, "
        "bin ich da.",
    ),
    (
        re.compile(NEWS + rf"(?=.*\b{_RESPONSIBLE}\b).*\b{_FED_UP}", re.IGNORECASE),
        "Ugh, that sounds really frustrating, sorry. If it helps, I can write a short message to "
        "chase it up, or set a reminder to follow up.",
        "Puh, das klingt echt ärgerlich, tut mir leid. Wenn es hilft, schreibe ich dir eine kurze "
        "Nachricht zum Nachhaken oder stelle eine Erinnerung.",
    ),
    (
        re.compile(NEWS + rf".*\b{_FED_UP}", re.IGNORECASE),
        "Ugh, that sounds really frustrating, sorry. I hope the rest of the day goes better.",
        "Puh, das klingt echt ärgerlich, tut mir leid. Hoffentlich wird der Rest des Tages besser.",
    ),
    (
        re.compile(NEWS + _ASKED + rf".*\b{_RELIEF}\b", re.IGNORECASE),
        "Oh good, that's a relief! 😊 Thanks for letting me know.",
        "Oh, wie gut, da fällt einem ein Stein vom Herzen! 😊 Danke, dass du es mir erzählst.",
    ),
    (
        re.compile(NEWS + _NOT + rf".*\b{_GLAD}\b", re.IGNORECASE),
        "That's great, well done! 🎉 How does it feel?",
        "Wie schön, super gemacht! 🎉 Wie fühlt es sich an?",
    ),
    (
        re.compile(NEWS + _ASKED + rf"(?:.*\W)?{_FUNNY}(?!\w)", re.IGNORECASE),
        "Ha, what a picture! 😄 Thanks for telling me.",
        "Haha, was für ein Bild! 😄 Danke fürs Erzählen.",
    ),
)


_ANY_NEWS = (
    "Thanks for telling me! 😊 How do you feel about it, and is there anything I can help with?",
    "Danke, dass du mir das erzählst! 😊 Wie geht es dir damit, und kann ich irgendwie helfen?",
)
"""News of no kind above: a kind word and an open question beat the small model's guess."""


def heard(said: str, language: str, *, news: bool = False) -> str | None:
    """The line for news ``said`` tells (sad, frustrating, a relief, glad or funny), else
    None; the first kind that fits wins ("my phone died again lol" is a frustration).
    ``news``: ``said`` is known to tell only ("my brother gets married in june"), so news of
    no kind gets a kind word too."""
    for pattern, en, de in _KINDS:
        if pattern.search(said):
            return de if language == "de" else en
    if news and re.search(NEWS, said, re.IGNORECASE):  # the caller found it only tells
        return _ANY_NEWS[1] if language == "de" else _ANY_NEWS[0]
    return None
