"""A kind no to an invitation the user tells of and does not want to go to: "my coworker asked me
along to her karaoke night on friday, i really don't fancy it, how do i turn it down nicely",
"got invited to my neighbour tom's barbecue this sunday but i'd rather stay home, what do i say",
"meine kollegin hat mich zu ihrem spieleabend am freitag eingeladen, ich hab keine lust, wie sage
ich nett ab". The reply thanks them for inviting, says the user can't make it (no reason made
up), wishes them fun and leaves the door open; the event, the day and the name as said.

Such a message had got the tips on saying no to a boss's extra work. An invitation told without
wanting a no ("my colleague invited me to her pub quiz, so excited") or a task asked ("my boss
asked me to take on another project, how do i say no") is none. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import FULL_WEEKDAY, days_named, german, named

_EVENT_NOUN = (
    r"(?:party|parties|quiz|quiz night|pub quiz|dinner|drinks|bbq|barbecue|cookout|cook-out|wedding"
    r"|birthday|bday|brunch|lunch|housewarming|game night|games night|board game night|karaoke"
    r"|karaoke night|concert|gig|festival|hike|trip|night out|get-together|gathering|picnic"
    r"|book club|baby shower|hen do|stag do|bachelorette|movie night|film night|tasting|show"
    r"|celebration|reunion|meetup|meet-up|potluck|sleepover|do|thing|event|fundraiser|launch"
    r"|opening|wine night|girls night|poker night|escape room|bowling|drinks night|after-?work"
    r"|leaving do|christmas party|xmas party|barbeque)"
)
_HOST = (
    r"(?:(?:my|our|a|an|the)\s+)?(?P<role>colleague|coworker|co-worker|workmate|friend|neighbou?r"
    r"|boss|manager|classmate|flatmate|roommate|housemate|cousin|sister|brother|aunt|uncle|mate"
    r"|teammate|acquaintance|team ?lead|buddy|pal|bestie|bff|best friend)?\s*(?P<name>(?!(?:invited|asked|has|had|just|i|she|he"
    r"|they)\b)[a-zäöüß]{2,15})?"
)
_INVITED_EN = re.compile(
    _HOST
    + r"\s*(?:has\s+|had\s+|just\s+|also\s+)*(?:(?:invited|asked)\s+(?:me|us)\s+(?:to\s+come\s+)?|wants\s+(?:me|us)\s+to\s+(?:come|go)\s+"
    r"|asked\s+(?:me\s+)?(?:if|whether)\s+(?:i|we)(?:'d|\s+would|\s+want|\s+wanna)?\s+(?:like\s+)?(?:to\s+)?"
    r"(?:come|go)\s+)"
    r"(?:along\s+|out\s+)?(?:to|for)\s+(?:(?P<whose>her|his|their|a|an|the|some|our)\s+)?"
    r"(?P<event>(?:[\w'-]+\s+){0,3}?"
    + _EVENT_NOUN
    + r")\b(?P<when>(?:\s+(?:on|this|next|"
    + FULL_WEEKDAY
    + r"|tomorrow"
    r"|tonight|at|in)\b[^,.;!?]*?)?)(?=\s*(?:[,.;!?]|\s(?:and|but|which|that|i|im|i'm)\b|$))"
    r"|\b(?:i\s+)?(?:got|was|have been|'ve been|ve been|been)\s+invited\s+to\s+(?:(?:my|a|an|the|our)"
    r"\s+)?(?:(?P<role2>colleague|coworker|co-worker|workmate|friend|neighbou?r|boss|classmate"
    r"|cousin|mate|teammate)(?:'?s)?\s+)?(?:(?P<name2>[a-zäöüß]{2,15})'?s\s+)?"
    r"(?P<event2>(?:[\w'-]+\s+){0,3}?"
    + _EVENT_NOUN
    + r")\b(?P<when2>(?:\s+(?:on|this|next|"
    + FULL_WEEKDAY
    + r"|tomorrow"
    r"|tomorrow|tonight|at|in)\b[^,.;!?]*?)?)(?=\s*(?:[,.;!?]|\s(?:and|but|which|that|i|im|i'm)\b"
    r"|$))",
    re.IGNORECASE,
)
_NOT_KEEN = re.compile(
    r"\b(?:(?:do\s*n'?t|dont|do not|don't really|really don'?t)\s+(?:really\s+)?(?:want|wanna|feel"
    r" like|fancy)|not (?:really )?(?:up for|feeling|in the mood|keen|interested)|(?:i'?d|id|i would)"
    r" rather (?:not|stay|skip)|can'?t (?:be bothered|face)|not going|won'?t go|skip it|decline"
    r"|say no|turn (?:it|her|him|them|this|the \w+) down|turning (?:it|her|him|them) down|get out of"
    r"|bow out|pass on|no (?:thanks|thank you)|can'?t make it|cant make it|not my thing)\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r"\b(?:help(?: me)?|how (?:do|can|should|would) i|what (?:do|should|can) i (?:say|text|write"
    r"|reply|tell)|write|draft|text|reply|message|msg|answer|nicely|politely|kindly|gently|without"
    r" being rude|without sounding rude|nice way|polite way|kind way)\b",
    re.IGNORECASE,
)
_INVITED_DE = re.compile(
    r"\b(?:hat|haben)\s+mich\s+(?:\w+\s+){0,2}?(?:zu|zum|zur)\s+(?:(?:ihrem|ihrer|seinem|seiner|einem"
    r"|einer|dem|der|deren)\s+)?(?P<event>[\wäöüß-]+)(?:\s+(?P<when>(?:am|diesen|nächsten|naechsten"
    r"|morgen|heute)\b[^,.;!?]*?))?\s+eingeladen\b"
    r"|\bbin\s+(?:\w+\s+){0,2}?(?:zu|zum|zur)\s+(?:\w+\s+){0,2}?(?P<event2>[\wäöüß-]+)(?:\s+(?P<when2>"
    r"(?:am|diesen|nächsten|naechsten|morgen|heute)\b[^,.;!?]*?))?\s+eingeladen\b",
    re.IGNORECASE,
)
_NOT_KEEN_DE = re.compile(
    r"\b(?:keine lust|will (?:da )?nicht|möchte (?:da )?nicht|moechte (?:da )?nicht|mag (?:da )?nicht"
    r"|absagen|sage? (?:\w+ )?ab|nein sagen|lieber nicht|nicht hin)\b",
    re.IGNORECASE,
)
_ASKED_DE = re.compile(
    r"\b(?:wie (?:sage|sag|schreibe|schreib|kann|soll) ich|hilf|schreib\w*|formulier\w*|nett|höflich"
    r"|hoeflich|freundlich|was (?:sage|sag|schreibe|schreib) ich)\b",
    re.IGNORECASE,
)
_YOUR = {"her": "your", "his": "your", "their": "your", "our": "the", "a": "the", "an": "the",
         "the": "the", "some": "the"}  # fmt: skip
_NOT_NAME = frozenset(
    """colleague coworker friend neighbour neighbor boss mate my our a an the her his their new
    old best work office buddy pal bestie bff""".split()  # noqa: SIM905 (a word list)
)


def invite_turned_down(said: str) -> str | None:
    """A kind no to the invitation ``said`` tells of and asks help declining, or None."""
    text = said.strip()
    if german(text) and (found_de := _INVITED_DE.search(text)) is not None:
        rest = text[: found_de.start()] + " " + text[found_de.end() :]
        if _NOT_KEEN_DE.search(rest) and _ASKED_DE.search(rest):
            return _german(found_de)
        return None
    found = _INVITED_EN.search(text)
    if found is None:
        return None
    rest = text[found.end() :] + " " + text[: found.start()]
    if not (_NOT_KEEN.search(rest) and _ASKED.search(rest)):
        return None
    event = (found["event"] or found["event2"]).strip()
    whose = (found["whose"] or ("" if found["event2"] else "the")).lower()
    if found["event2"]:
        whose = "your" if (found["name2"] or found["role2"]) else "the"
    mine = _YOUR.get(whose, whose) if whose else "the"
    when = days_named((found["when"] or found["when2"] or "").strip())
    if re.match(FULL_WEEKDAY + r"\b", when, re.IGNORECASE):
        when = f"on {when}"  # "his poker night friday": on Friday
    name = found["name"] or found["name2"] or ""
    hello = f"Hi {named(name)}!" if name and name.lower() not in _NOT_NAME else "Hi!"
    event = re.sub(r"^(?:your|her|his|their)\s+", "", event, flags=re.IGNORECASE)
    what = f"{mine} {event}" + (f" {when}" if when else "")
    body = (
        f"{hello} Thanks so much for inviting me to {what}, that's really kind of you. I can't "
        "make it this time, but I hope you all have a great time. Maybe next time!"
    )
    return f'Here\'s a reply you could send:\n\n"{body}"'


def _german(found: re.Match[str]) -> str:
    when = (found["when"] or found["when2"] or "").strip()
    day = f" {days_named(when)}" if when else " diesmal"
    body = (
        "Hallo! Danke dir für die Einladung, echt lieb, dass du an mich gedacht hast. Ich "
        f"kann{day} leider nicht, aber ich wünsche euch ganz viel Spaß! Vielleicht klappt es ja "
        "beim nächsten Mal."
    )
    return f"So könntest du antworten:\n\n„{body}“"
