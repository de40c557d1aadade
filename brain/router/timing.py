"""The router's slots for schedules: when (:mod:`brain.router.when`), what, and for whom.

"remind me tomorrow at 9 to call mom" → ``schedule_add`` with ``when="tomorrow at 9"``,
``prompt="call mom"``, ``kind="reminder"``; "every monday at 8 have the garden worker check
the weather" → ``when="every monday at 8"``, ``prompt="check the weather"``,
``project="garden"``, ``kind="task"``. The tool reads ``when`` again on the user's clock.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from brain.router import slots, when, when_lead
from brain.router import when_words as words
from brain.text import words_language

REMIND = re.compile(
    r"\b(?:remind\w*|reminder|erinner\w*|nudge|ping me|alert me|wake me|weck\w* mich"
    r"|tell me to|sag mir|gib mir (?:\w+ ){0,5}bescheid|don'?t let me forget|lass mich nicht vergessen"
    r"|(?:i|we) (?:\w+ )?(?:forget|forgot|keep forgetting) to|ich vergesse? (?:\w+ )?(?:immer|oft|ständig))\b",
    re.IGNORECASE,
)
"""Words that make a schedule a reminder (the text to the inbox, no worker)."""

_LEAD = re.compile(
    r"^(?:(?:please|pls|bitte|can you|could you|would you|kannst du|könntest du)\s+)*"
    r"(?:(?:set|make|create|add)\s+(?:me\s+)?an?\s+(?:reminder|alarm|timer)(?:\s+(?:for|to|about))?"
    r"|stell\w*\s+(?:mir\s+)?(?:einen\s+)?(?:wecker|timer)(?:\s+(?:für|auf))?"
    r"|remind\s+me(?:\s+to)?|ping\s+me(?:\s+to)?"
    r"|nudge\s+me(?:\s+to)?|alert\s+me(?:\s+to)?"
    r"|tell\s+me\s+to|don'?t\s+let\s+me\s+forget(?:\s+to)?"
    r"|(?:i|we)\s+(?:\w+\s+)?(?:forget|forgot|keep\s+forgetting)\s+to"
    r"|erinner[en]?\s+mich(?:\s+bitte)?|erinner[en]?\b(?=\s+(?:an|ans|daran|dran|dass)\b)|sag\s+mir(?:\s+bescheid)?|gib\s+mir\s+bescheid"
    r"|lass\s+mich\s+nicht\s+vergessen(?:,)?|weck\w*\s+mich)\s*,?\s*",
    re.IGNORECASE,
)
_REMIND_ME_DE = re.compile(
    r"^(?:(?:bitte|hey|eddie)\s+)*(?:(?:kannst|könntest|koenntest|würdest|wuerdest) du mich\s+)?(?:(?:bitte"
    r"|mal|noch|kurz)\s+)*(?P<what>(?:an|ans|daran|dran)\b.+?)\s+erinnern\W*(?:bitte\W*)?$",
    re.IGNORECASE,
)
"""A German reminder asked with the verb last ("kannst du mich … an den müll erinnern?")."""
_REMIND_THAT_DE = re.compile(
    r"^(?:(?:hey|bitte|eddie)\s+)*(?:kannst|könntest|koenntest|würdest|wuerdest) du mich\s+(?:(?:bitte"
    r"|mal|noch|kurz)\s+)*erinnern,?\s+(?=dass\b|daran\b)",
    re.IGNORECASE,
)
_TO_WORKER = re.compile(
    r"^(?:(?:have|let|get|ask|make)\s+(?:the\s+|my\s+)?(?P<who>.+?)\s+(?:worker|team|guy)?\s*"
    r"(?:to\s+)?|(?:soll\s+)?(?:der|die|das)\s+(?P<wer>.+?)\s+(?:worker\s+)?(?:soll\s+)?)",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"\?\s*$|^(?:any|is|are|was|were|do|does|did|can|could|should|would|will|what|when|where|who"
    r"|why|how|which|ist|sind|war|kann|soll|sollte|wann|wo|wer|was|warum|wie|welche\w*)\b",
    re.IGNORECASE,
)
_EMBEDDED = re.compile(
    r"\b(?:check|see|look|find out|tell me|ask|prüf\w*|schau\w*|(?:summar|rundown|recap|overview"
    r"|update|report|zusammen|übersicht|uebersicht|bericht|schick|sag|zeig)\w*,?(?:\s+\w+){0,3})"
    r"\s+(?:\w+\s+)?(?:how|what|whether|if|wie|was|ob)\b[^.,;]{0,50}",
    re.IGNORECASE,
)
"""A question inside a task ("check how the sales went", "a recap of what the X did", "fass
zusammen was … gemacht hat"): its past is not what happened."""
_PAST = re.compile(
    r"\b(?:didn'?t|did not|didnt|wasn'?t|was|were|went|had|yesterday|last night|ago|hat nicht"
    r"|hatte|war|waren|gestern|ging)\b",
    re.IGNORECASE,
)
_ASKS = re.compile(
    r"\b(?:remind|set|make|create|add|wake|ping|nudge|alert|tell me|stell\w*|weck\w*|erinner\w*"
    r"|bescheid|sag mir|please|pls|bitte|can you|could you|kannst du)\b",
    re.IGNORECASE,
)
"""What happened is told, not asked for: past words without a word that asks."""
_STATEMENT = re.compile(
    r"^(?:i|we|ich|wir)\b|^(?!.*\b(?:worker|agent|bot)\b)(?:my|our|his|her|their|the)\s+"
    r"(?:[\w']+\s+){0,2}?[a-z]+[^s\s']s$",
    re.IGNORECASE,
)
"""What the user or someone else does ("i go running", "my sister visits"), not a job."""
_TOLD = re.compile(
    r"\b(?:is|are|am|was|were|isn'?t|aren'?t|keeps|gets|dies|barks|ist|sind|bin|war|waren"
    r"|wird|geht|nervt|always|never|usually|normally|immer|nie|ständig|meistens)\b"
    r"|\b(?:what (?:can|should|do) i do|what to do|any (?:tips|ideas|advice)|why|help|ugh|annoying"
    r"|so (?:tired|done|over it)|was (?:tun|kann ich|soll ich)|warum|wieso|nervig|hilfe)\b"
    r"|\?\s*$",
    re.IGNORECASE,
)
_ASKED_IF = re.compile(
    r"(?<=\w),?\s+(?:if|whether|that|when|what|how|whats|why|which|who|where|ob|wenn|dass|wie|was"
    r"|warum|wieso|falls|welche\w*|wer|wo)\b.*",
    re.IGNORECASE,
)
"""A clause asked about inside the job ("check if the shop is open")."""
"""Words of a complaint or a question around a time ("my phone is dead by 2pm every day",
"the dog barks every day at 6, what can i do"): something told, no job asked for."""
_ORDER_LAST = re.compile(
    r"(?:\s*[,;.!-]\s*|\s+)(?:(?:so|and|pls|please|bitte|also)\s+)*(?:don'?t let me forget(?: it)?"
    r"|do not let me forget(?: it)?|remind me(?: pls| please)?|erinner\w* mich(?: dran| daran)?"
    r"|lass mich (?:das |es )?nicht vergessen|(?:write|set|make|add|create|put) (?:me |us )?an? "
    r"reminder(?: for (?:it|that|this))?)\W*$",
    re.IGNORECASE,
)
"""The reminder asked for after what to be reminded of ("…, don't let me forget")."""
_MUST = re.compile(
    r"^(?:i|we)\s+(?:really\s+|still\s+|also\s+)?(?:need|have|got|must|gotta|should|ought)(?:\s+to)?\s+"
    r"|^(?:ich|wir)\s+(?:muss|müssen|sollte|sollten|soll)\s+(?:noch\s+|unbedingt\s+)*",
    re.IGNORECASE,
)
"""What the user has to do, said as such: the reminder is of the doing."""
_END = re.compile(r"(?:\s*(?:,|please|pls|bitte|thanks|danke|ugh|lol|argh))+\s*$", re.IGNORECASE)


def without_end(said: str) -> str:
    """``said`` without "please", "thanks" and the like at its end."""
    return _END.sub("", said)


_MY_DOING = re.compile(
    r"^(?:to\s+)?(?:call|phone|ring|text|buy|pay|take|water|feed|walk|go|visit|pick up|drop off"
    r"|drink|stretch|meditate|exercise|work out|put out|take out|bring|clean|tidy|wash|charge"
    r"|check on|ruf\w*|anrufen|kauf\w*|bezahl\w*|nimm|nehm\w*|gieß\w*|giess\w*|fütter\w*"
    r"|fuetter\w*|geh\w*|besuch\w*|hol\w*|trink\w*|putz\w*|bring\w*|lade?n?)\b",
    re.IGNORECASE,
)
"""Something only the user can do ("call my sister", "water the plants"): a reminder to them,
not a job for a worker."""
_MY_DOING_LAST = re.compile(
    r"\b(?:nehmen|einnehmen|anrufen|kaufen|einkaufen|gießen|giessen|füttern|fuettern|gehen"
    r"|besuchen|abholen|trinken|putzen|bezahlen|bringen|rausbringen|laden|aufladen)$",
    re.IGNORECASE,
)


def _alarm(said: str) -> bool:
    return words.ALARM.search(said.lower()) is not None


def asks_reminder(said: str) -> bool:
    """A reminder (the text to the inbox, no worker): reminder words, or an alarm."""
    return REMIND.search(said) is not None or _alarm(said)


_FILLER = frozenset(
    "set start make create put add run begin get give me a an the my please pls for on to up "  # noqa: SIM905 (a word list)
    "new quick can could would you hey ok okay now timer timers countdown eieruhr kurzzeitwecker "
    "alarm wecker wake stell stelle stellen starte starten setz setze setzen mach mache machen "
    "kannst könntest du mir mich einen eine ein bitte für auf den die das der zum zur fürs mal "
    "jetzt los nen 'nen n".split()
)
"""Words around an alarm or a timer that say nothing about what it is for."""
_GERMAN_TIMER = re.compile(r"\b(?:minuten|stunden?|sekunden?|stell\w*|eieruhr)\b", re.IGNORECASE)


def _bare(text: str) -> str:
    """``text`` without the filler words at either end: "start a timer for the pasta" →
    "pasta", "wecker für" → ""."""
    kept = text.strip(" ,.!?").split()
    while kept and kept[0].lower() in _FILLER:
        kept.pop(0)
    while kept and kept[-1].lower() in _FILLER:
        kept.pop()
    return " ".join(kept)


def _timer_args(said: str, timed: when.When) -> dict[str, Any] | None:
    """A timer: a one-off reminder when its time has run, its text "Timer (pasta)"; ``when``
    says the delay so the tool reads it again ("in 90 seconds", "nach 10 minuten")."""
    from brain.schedules.wording import timer_text

    if timed.delay is None or not words.TIMER.search(said.lower()) or REMIND.search(said):
        return None  # "in 10 minutes remind me to check the timer" is a reminder
    seconds = round(timed.delay.total_seconds())
    german = words_language(said) == "de" or _GERMAN_TIMER.search(said) is not None
    if seconds % 60:
        delay = f"{seconds} {'sekunden' if german else 'seconds'}"
    else:
        delay = f"{seconds // 60} {'minuten' if german else 'minutes'}"
    return {
        "when": f"{'nach' if german else 'in'} {delay}",
        "prompt": timer_text(_bare(timed.rest)),
        "kind": "reminder",
    }


_REMIND_WHAT = re.compile(
    r"^(?:(?:can|could|would) (?:you|u) |please |pls |bitte |kannst du )?(?:remind (?:me|us)"
    r"|erinner[en]? (?:mich|uns))(?:\s+(?:to|about|of|that|on|an|ans|daran|dran|dass)\b(?!\s+(?:what"
    r"|where|who|which|how|wie|was|wo|wer|welche\w*)\b)|\W*(?:(?:it|that|this|das|bitte|pls)\W*)?$)",
    re.IGNORECASE,
)
"""A reminder asked for with what to be reminded of ("remind me about the meeting"), not a
question to memory ("remind me what my wifi password is")."""


def wants_time(said: str) -> str | None:
    """ "set a timer", "timer pls", "stell einen wecker", "a timer for the pasta", "remind me
    to call mum": a timer, an alarm or a reminder asked for without how long or when →
    ``"timer"``, ``"alarm"`` or ``"reminder"`` (Eddie asks);
    None for anything else ("cancel the timer", "is the timer still running?", "my timers")."""
    low = said.lower()
    if _REMIND_WHAT.match(said):  # "can you remind me to …?" asks for one all the same
        return "reminder" if found(said) is None else None
    named = words.ALARM.search(low)
    if named is None or _QUESTION.search(said) or _NOT_NEEDED.search(low):
        return None
    kind = "timer" if words.TIMER.search(low) else "alarm"
    before, after = low[: named.start()], low[named.end() :].split()
    if _bare(before) or (_bare(" ".join(after)) and after[0] not in ("for", "für", "fürs", "zum")):
        return None  # more is said than asking for one ("cancel the timer", "the timer is up")
    return kind if found(said) is None else None


def wants_what(said: str, timed: when.When) -> str | None:
    """ "remind me on friday", "erinner mich morgen um 9": a reminder asked for with its time
    but nothing to remind of → ``"reminder_what"`` (Eddie asks what); None otherwise."""
    if not REMIND.search(said) or timed.recurring or schedule_args(said, None) is not None:
        return None
    rest = _bare(_END.sub("", _REMIND_WHAT.sub("", timed.rest.strip())))
    return "reminder_what" if not rest or rest.lower() in ("on", "at", "for", "um", "am") else None


_NOT_NEEDED = re.compile(  # "den wecker für den club brauch ich nicht mehr": no new one
    r"\b(?:brauch\w* (?:\S+ )*nicht mehr|(?:don'?t|do not|no longer) need|kann weg|cancel\w*"
    r"|l(?:ö|oe)sch\w*|streich\w*|get rid of)\b"
)


def completed(said: str, answer: str) -> str:
    """The words of a timer or an alarm Eddie asked about, with the user's answer: "set a
    timer" + "10" → "set a timer 10 minutes"; "set an alarm" + "7" → "set an alarm at 7"."""
    answer = answer.strip(" .!")
    kind = wants_time(said)
    german = words_language(f"{said} {answer}") == "de" or _GERMAN_TIMER.search(said) is not None
    if kind == "timer" and answer.isdigit():  # "how long?" "10": minutes
        answer = f"{answer} {'minuten' if german or 'weck' in said.lower() else 'minutes'}"
    elif kind in ("alarm", "reminder") and answer[:1].isdigit():  # "what time?" "7": at 7
        answer = f"{'um' if german or 'weck' in said.lower() else 'at'} {answer}"
    return f"{said} {answer}"


_WORKED_OUT = re.compile(
    r"\b(?:when|what time|by when|wann|um wie ?viel uhr|bis wann)\b.{0,40}?\b(?:bed|sleep|asleep"
    r"|turn in|lights? out|hit the (?:hay|sack)|lie down|bett|schlafen|hinlegen|licht aus)\b"
    r"|\b(?:bedtime|schlafenszeit)\b",
    re.IGNORECASE,
)
"""A time asked to be worked out from an alarm ("alarm at 6:15, 8 hours of sleep, when do i go
to bed"): the alarm is said, not asked for."""
_JOB_FIRST = re.compile(
    r"^\W*(?:(?:pls|please|bitte|then|dann)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?"
    r"|(?:kannst|könntest|koenntest)\s+du\s+(?:bitte\s+|mal\s+)*)?(?:check|look|see|ask|call|email"
    r"|text|send|find|research|search|compare|book|order|pay|renew|cancel|follow|remind|ping"
    r"|prüf\w*|pruef\w*|schau\w*|nachschau\w*|ruf\w*|frag\w*|schick\w*|such\w*|buch\w*)\b",
    re.IGNORECASE,
)
"""A job said first after its day ("can you check …", "look up …")."""
_SETS = re.compile(
    r"\b(?:set|make|create|add|change|move|put|stell\w*|mach\w*|änder\w*|aender\w*)\b"
    r".{0,25}\b(?:alarm|wecker|reminder|erinnerung|timer)\b",
    re.IGNORECASE,
)


def found(said: str, now: datetime | None = None) -> when.When | None:
    """The time in ``said`` (read against this machine's clock; the tool reads it again);
    None for a question that asks for no reminder ("is it ok to water at noon?") and for a
    bedtime worked out from an alarm said in passing."""
    reminder = asks_reminder(said)
    if _QUESTION.search(said) and not reminder:
        return None
    if _WORKED_OUT.search(said) and not REMIND.search(said) and not _SETS.search(said):
        return None  # "alarm at 6:15 … when do i go to bed": a sum (the fast path answers)
    if _PAST.search(_EMBEDDED.sub(" ", said)) and not _ASKS.search(said):
        return None  # "my alarm didn't go off this morning" tells what happened
    timed = when.parse(said, now or datetime.now().astimezone())
    if timed is None or reminder or timed.recurring or timed.exact:
        return timed
    if _day_then_job(said, timed):
        return timed  # "in 2 weeks can you check whether …": a day, then the job for it
    return None  # "any idea for dinner tonight": a part of the day alone asks for nothing


def _day_then_job(said: str, timed: when.When) -> bool:
    rest = timed.rest.strip(" ,.!")
    ends = said.lower().strip(" ,.!").endswith(rest.lower())
    return bool(rest) and ends and _JOB_FIRST.match(rest) is not None


def cued(said: str, timed: when.When) -> float:
    """How strongly ``said`` asks for a schedule besides naming a time: 3 for a reminder word
    or a recurrence with a time of day or a day ("remind me on june 12 to …"), 1 for either
    alone, 0.5 for an hour or a delay alone."""
    if asks_reminder(said) or timed.recurring:
        day = timed.at is not None and _REMIND_WHAT.match(timed.rest) is not None
        return 3.0 if timed.clock or _days_named(timed) or day else 1.0
    if _day_then_job(said, timed):
        return 2.0  # "next friday look up whether …": the day first, then its job
    return 0.5


def _days_named(timed: when.When) -> bool:
    """A recurrence on days of the month ("every first monday of the month", "on the 15th of
    every month"); "every sunday" is said of habits too ("my sister visits every sunday")."""
    if timed.cron is None:
        return False
    _minute, _hour, dom, _month, dow = timed.cron.split()
    return dom != "*" or "#" in dow or "L" in dow


_LATER_ASK = re.compile(
    r"(?:[,.;!]\s*|\s(?:so|and|then|dann|und|also)\s+)(?:(?:pls|please|bitte|can you|could you|kannst du)"
    r"\s+)?(?=(?:remind me|erinner\w* mich)\b)",
    re.IGNORECASE,
)
"""Where a reminder asked after a clause of news begins ("i ordered a pizza, remind me in 20
min to check the door")."""


def schedule_args(said: str, project: str | None) -> dict[str, Any] | None:
    """``schedule_add`` arguments, or None when no time (or nothing to do) was said; a reminder
    asked after a clause of news is read from where it is asked, unless its time was said
    before."""
    later = _LATER_ASK.search(said)
    if later is not None:
        asked = _schedule_args(said[later.end() :], project)
        if asked is not None:
            return asked
    return _schedule_args(said, project)


def _schedule_args(said: str, project: str | None) -> dict[str, Any] | None:
    timed = found(said)
    if timed is None:
        return None
    timer = _timer_args(said, timed)
    if timer is not None:
        return timer
    reminder = asks_reminder(said)
    rest = _REMIND_ME_DE.sub(r"\g<what>", timed.rest.strip())  # "kannst du mich an X erinnern"
    rest = _REMIND_THAT_DE.sub("erinnere mich ", rest.split("? ")[0])  # "… erinnern, dass ich …"
    what = _END.sub("", _LEAD.sub("", _ORDER_LAST.sub("", rest), count=1)).strip(" ,.;:?!")
    if reminder:  # "i need to repot the seedlings …, don't let me forget"
        what = _MUST.sub("", what, count=1)
    if not reminder and _TOLD.search(_ASKED_IF.sub("", what)):
        return None  # "the bus is late every morning at 8": told, no job asked for
    if project is not None and not reminder:
        worker = _TO_WORKER.match(what)
        if worker is not None:
            who = worker.group("who") or worker.group("wer") or ""
            if slots.find_project(who, [project]) is not None:
                what = what[worker.end() :].strip()
    if _alarm(said) and len(_bare(what)) < 2:  # "an alarm for 7" says no more
        from brain.schedules.wording import ALARMS

        what = ALARMS[1] if "weck" in said.lower() else ALARMS[0]
    what = when_lead.reminded(what, lead=timed.before)  # "the vet is": about the vet
    if not what or len(what) < 2 or _STATEMENT.match(what):
        return None  # "i go running every monday" tells, it does not ask
    phrase = timed.phrase
    if _alarm(said):  # "an alarm for 7": the tool reads "at 7"
        phrase = re.sub(r"\bfür (?=\d)", "um ", re.sub(r"\bfor (?=\d)", "at ", phrase))
    mine = _MY_DOING.match(what) is not None or _MY_DOING_LAST.search(what) is not None
    bare = len(what.split()) <= 2 and _JOB_FIRST.match(what) is None  # "dentist tomorrow 3pm"
    reminder = reminder or (project is None and (mine or bare))
    args: dict[str, Any] = {
        "when": phrase,
        "prompt": what,
        "kind": "reminder" if reminder else "task",
    }
    if project is not None and not reminder:
        args["project"] = project
    return args


_HABIT = re.compile(
    r"\b(?:i|we|he|she|they|it|my \w+|our \w+|ich|wir|er|sie|es)\s+(?:[\w']+\s+){0,4}?"
    r"(?:every|each|jeden|jede|jedes|täglich|daily)\b",
    re.IGNORECASE,
)
_SCHEDULE_ASKED = re.compile(
    r"\b(?:remind\w*|ping|nudge|alert|alarm|timer|wake|tell me|brief|send me|schedul\w*|need"
    r"|want|would like|can you|could you|please|pls|erinner\w*|weck\w*|sag mir|schick mir|bitte"
    r"|kannst du|brauche|möchte|will)\b|\bi'd like\b",
    re.IGNORECASE,
)


def habit(said: str) -> bool:
    """Whether the only repetition in ``said`` is what someone does ("my basil has yellow
    leaves, i water it every day, what's wrong"): told, not a schedule asked for."""
    return _HABIT.search(said) is not None and _SCHEDULE_ASKED.search(said) is None
