"""Short texts to a friend written whole: a playful birthday text when a funny one is asked
("send a cheeky msg to my pal noor, she's 27 on friday, make it silly" → a joke with Noor and
27, not the card's "Lots of love"), and calling off a plan with a friend because the user is ill
("caught a nasty cold, have to cancel on priya for the climbing session thursday, what do i
text her" → sorry to Priya, the session and the day named, another date offered; not the work
sick note's "won't be able to come in"). English only; work, a boss or a shift is the sick
note's. Used by :mod:`brain.llm.tiny_written` (before the cards and the plain plan texts)."""

from __future__ import annotations

import re

from brain.llm.tiny_details import german, named, no_text_asked

_ASKED = re.compile(
    r"\b(?:write|draft|compose|send|make|give me|come up with|help me|type up|text (?:him|her|them)"
    r"|what (?:do|should|can|could) i (?:say|write|text|send|tell)|how (?:do|should|can) i (?:say"
    r"|tell|word|put)|(?:a|the|some|quick|short|little) (?:text|message|msg|note|whatsapp|sms|line)"
    r"|something|(?:text|message|msg|note|wish(?:es)?)\s+(?:for|to)|(?:text|message|msg)\s*$)\b",
    re.IGNORECASE,
)
_NOT_ASKED = re.compile(
    r"\b(?:jokes?|poems?|rhymes?|limericks?|songs?|speech|toast|cards?|remind me|remember)\b", re.I
)
_FUNNY = re.compile(
    r"\b(?:funny|fun|cheeky|silly|jokey|joking|hilarious|witty|playful|cheesy|daft|lol|banter"
    r"|roast(?:ing)?|make (?:him|her|them|it) laugh)\b",
    re.IGNORECASE,
)
_BIRTHDAY = re.compile(
    r"\b(?:birthday|bday|b-day)\b|\bturn(?:s|ing)\s+\d{1,3}\b|\b\d{1,3}(?:st|nd|rd|th)\b", re.I
)
_AGE = re.compile(
    r"\bturn(?:s|ing)\s+(?P<a>\d{1,3})\b|\b(?P<b>\d{1,3})(?:st|nd|rd|th)\b|\b(?:he|she|they)(?:'s|"
    r" is| will be|'ll be| are|'re)\s+(?P<c>\d{1,3})\b|\bbe(?:comes|coming)\s+(?P<d>\d{1,3})\b",
    re.IGNORECASE,
)
_FRIEND = (
    r"(?:best |old |good )?(?:mate|friend|buddy|bud|pal|bestie|bff|bro|brother|sister|sis|cousin"
    r"|flatmate|roommate|housemate|neighbou?r|colleague|coworker|co-worker|teammate|boyfriend"
    r"|girlfriend|partner)"
)
_NOT_NAME = frozenset(
    """a an the my our his her their him them he she they it is was who for to on with and
    tomorrow today tonight birthday bday this next me you friend mate make send write text
    something funny cheeky silly sunday monday tuesday wednesday thursday friday saturday
    brunch dinner lunch drinks coffee plans plan our work boss bail cancel skip miss say tell
    come go be do get see meet anyone someone everyone all us people please pls plz""".split()  # noqa: SIM905
)
_NAMED = (
    re.compile(rf"\b(?:my|our)\s+{_FRIEND}\s+(?P<n>[a-z][\w'-]+)", re.IGNORECASE),
    re.compile(r"\b(?:on|with)\s+(?P<n>[a-z][\w-]+)\b", re.IGNORECASE),
    re.compile(r"\b(?P<n>[a-z][\w-]+)'s\s+(?:\w+\s+)?(?:birthday|bday|b-day)\b", re.IGNORECASE),
    re.compile(r"\b(?:for|to|tell|text|message)\s+(?:to\s+)?(?P<n>[a-z][\w-]+)\b", re.IGNORECASE),
)


def _name(said: str) -> str:
    """The friend's name said ("my mate jonas" → "Jonas"), or ""."""
    for pattern in _NAMED:
        for found in pattern.finditer(said):
            word = found["n"].removesuffix("'s")
            if word.lower() in _NOT_NAME or word.isdigit() or len(word) < 2:
                continue
            if re.fullmatch(_FRIEND + r"s?", word, re.IGNORECASE):
                continue
            return named(word.lower())
    return ""


def funny_birthday(said: str) -> str | None:
    """A playful birthday text with the friend's name and age, or None."""
    said = said.strip()
    if german(said) or no_text_asked(said) or not (_FUNNY.search(said) and _BIRTHDAY.search(said)):
        return None
    if not _ASKED.search(said) or _NOT_ASKED.search(said):
        return None
    name = _name(said)
    hello = f"Happy birthday, {name}!" if name else "Happy birthday!"
    found = _AGE.search(said)
    age = next((int(x) for x in found.groups() if x), 0) if found else 0
    if not name and not 1 < age < 120:
        return None  # nothing of theirs to use: the stock funny lines
    if 1 < age < 120:
        jokes = (
            f"{age} already? Don't worry, you don't look a day over {age - 1}. 😄",
            f"{age}, wow. At this rate the candles will cost more than the cake. 🎂",
            f"Welcome to {age}: the knees start making noises, but the jokes get better. 😄",
        )
        joke = jokes[age % len(jokes)]
    else:
        joke = "Another year older, and still only the second funniest person I know (after me). 😄"
    text = f"{hello} {joke}\nHave a brilliant day, eat far too much cake, and the first round is on me! 🎉"
    return f'Here\'s a cheeky one you could send:\n\n"{text}"'


_ILL = (
    ("flu", r"\b(?:the )?flu\b|\bfluey\b", "I've come down with the flu"),
    ("cold", r"\b(?:a |nasty |bad |stinking |horrible )*cold\b", "I've caught a bad cold"),
    ("covid", r"\bcovid\b|\bcorona\b", "I've tested positive for Covid"),
    ("fever", r"\bfever\b|\btemperature\b", "I've got a fever"),
    ("migraine", r"\bmigraine\b", "I've got a horrible migraine"),
    ("stomach", r"\bstomach\b|\bfood poisoning\b|\bthrowing up\b|\bvomit\w*\b|\bbug\b",
     "I've picked up a stomach bug"),
    ("ill", r"\b(?:sick|unwell|poorly|not (?:feeling )?well|feel(?:ing)? rough|(?:i'?m|im|i am|been"
     r"|feel(?:ing)?|fallen|so|too|really|quite) ill)\b", "I'm ill"),
)  # fmt: skip
_CALL_OFF = re.compile(
    r"\b(?:cancel\w*|bail\w*|call(?:ing)? off|skip\w*|pull(?:ing)? out|drop(?:ping)? out|miss\w*"
    r"|can'?t (?:make|come|go|do)|cannot (?:make|come|go|do)|won'?t (?:make|be able)|not (?:make|going"
    r" to make) it|flake\w*|rain ?check)\b",
    re.IGNORECASE,
)
_OFFERED = re.compile(
    r"\b(?:i'?ll|ill|i will|will|promise|make it up|instead|another (?:day|time)|how about|what about"
    r"|rain ?check|next (?:week|weekend|time)|because|cause|bc|cos|coz)\b",
    re.IGNORECASE,
)
"""The user's own offer or reason to keep in their words (the plain plan texts write them)."""
_WORK = re.compile(
    r"\b(?:work|boss|manager|shift|office|job|colleagues?|coworkers?|team|client|meeting|school"
    r"|class|lecture|teacher|doctor|dentist|appointment|sick note|sick day|call in sick)\b",
    re.IGNORECASE,
)
_PLAN = re.compile(
    r"\b(?P<plan>(?:(?:birthday|bday) )?(?:brunch|dinner|lunch|breakfast|drinks?|coffee|movie night"
    r"|film night|cinema|movies?|game night|games night|quiz night|party|bbq|barbecue|picnic|hike"
    r"|walk|run|gym(?: session)?|climbing(?: session)?|bouldering|tennis|squash|football|yoga"
    r"|concert|gig|date|trip|day out|sleepover|karaoke|catch[- ]up|meet[- ]?up|plans?|dinner party"
    r"|night out|girls'? night|boys'? night|pub|match|session|stag do|hen do|housewarming"
    r"|\d{1,3}(?:st|nd|rd|th)(?: birthday| party)?))\b",
    re.IGNORECASE,
)
_DAY = re.compile(
    r"\b(?P<day>tonight|tomorrow(?: night| evening| morning)?|this (?:weekend|evening|afternoon)"
    r"|(?:this |next |on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"(?:'s)?(?: night| evening| morning)?)\b",
    re.IGNORECASE,
)


def _plan_words(said: str) -> tuple[str, str]:
    """The plan called off ("brunch") and its day ("on Sunday"), each "" when not said."""
    plan = _PLAN.search(said)
    day = _DAY.search(said)
    what = plan["plan"].lower() if plan else ""
    when = ""
    if day:
        when = day["day"].lower().removeprefix("on ").replace("'s", "")
        when = (
            named(when) if when.split()[-1] in _WEEKDAYS or when.split()[0] in _WEEKDAYS else when
        )
        first = when.split()[0].lower()
        when = f"on {when}" if first in _WEEKDAYS else when
    return what, when


_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())  # noqa: SIM905


_ILL_REASON = re.compile(
    r"\b(?:because|cause|cuz|bc|cos|coz)\s+(?:(?:i'?m|im|i am|i'?ve|ive|i have|i got|of|got|"
    r"been|a|the|really|so)\s+)*(?:sick|ill|unwell|poorly|(?:the )?flu|a cold|covid|corona|fever"
    r"|migraine|(?:a )?(?:stomach )?bug)\b",
    re.IGNORECASE,
)


def ill_call_off(said: str) -> str | None:
    """A text to a friend calling off a plan because the user is ill, or None."""
    said = said.strip()
    if german(said) or no_text_asked(said) or _WORK.search(said) or not _CALL_OFF.search(said):
        return None
    if _OFFERED.search(_ILL_REASON.sub(" ", said)):  # "cause im sick" is the illness, no offer
        return None
    if not _ASKED.search(said) or re.search(r"\b(?:jokes?|poems?|remind me)\b", said, re.I):
        return None
    ill = next((line for _k, p, line in _ILL if re.search(p, said, re.IGNORECASE)), None)
    what, when = _plan_words(said)
    name = _name(said)
    if ill is None or not (what or name):
        return None
    hello = f"Hi {name}," if name else "Hi,"
    theirs = re.search(r"\b(?:birthday|bday|party|\d+(?:st|nd|rd|th))\b", what) is not None
    whose = rf"\b(?:his|her|their|your|ur)\s+(?:\w+\s+)?{re.escape(what)}\b"
    theirs = theirs or bool(what and re.search(whose, said, re.IGNORECASE))
    if what in ("plan", "plans", ""):
        thing = f"our plans {when}".strip()
    else:
        thing = f"{'your' if theirs else 'our'} {what} {when}".strip()
    if theirs:
        middle = f"{ill}, so I'm going to have to miss {thing}. I'm gutted, I was really looking forward to it."
        offer = "Can I take you out to celebrate properly once I'm better? Have the best time!"
    else:
        middle = f"{ill} and have to cancel {thing}. I was really looking forward to it, and I'd rather not pass it on to you."
        later = "next week" if "weekend" not in when else "next weekend"
        offer = f"Could we move it to {later}? Just tell me what day works for you."
    text = f"{hello} I'm so sorry, but {middle}\n{offer} 🤒"
    return f'Here\'s a text you could send:\n\n"{text}"'
