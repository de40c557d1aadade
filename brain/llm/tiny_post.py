"""A post announcing the user's new job (LinkedIn, Xing, social media): "write a linkedin post:
i'm starting as product designer at Figma on 1 september, leaving Spotify after 5 years, want
to thank the team". The role, the company, the start date, the company left and after how many
years, and a thank-you to that team, as said; English or German. The tiny model had answered
with a thank-you to a team for "the hard work these past weeks". Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import RELATIVE_DAY, asked_for, dates, german, said_date

_POST = re.compile(
    r"\b(?:linked ?in|xing|social media|insta(?:gram)?|facebook|twitter|post|posting|beitrag"
    r"|announcement|ank(?:ü|ue)ndigung)\b",
    re.IGNORECASE,
)
_NEW_JOB = re.compile(
    r"\b(?:new (?:job|role|position|gig|chapter)|(?:i'?m|i am|i'?ll be|im) (?:starting|joining)"
    r"|start(?:ing|s)? (?:as|at|my|a|in|on|next)|joined|joining|accepted|i got (?:the|a) job"
    r"|started (?:a|my|as|at)|neue[nr]? (?:job|stelle|position|rolle)|fange?\b.{0,60}?\ban"
    r"|starte|beginne|wechsel\w* (?:zu|nach)|angefangen)\b",
    re.IGNORECASE,
)
_STOP = (
    r"(?=\s+(?:as|at|with|for|in|on|from|starting|start|next|this|after|and|als|bei|an|am|ab|zum"
    r"|nach|und|im|i'?m|i|we|where|which|who|it|so|but|ich|wir|wo|to)\b|\s*[,.;!?()]|$)"
)
_ROLE = re.compile(
    rf"\b(?:as|als)\s+(?P<role>(?!of\b|soon\b|well\b)[^,.;!?()]+?){_STOP}", re.IGNORECASE
)
_ROLE_AT = re.compile(
    r"(?:^|[-:!,]\s*|new (?:job|role|position)\W+)(?P<role>(?!i\b|im\b|i'm\b|my\b|a new\b|start)"
    r"[a-z][\w -]{2,40}?)\s+(?:at|bei)\s+",
    re.IGNORECASE,
)
_AT = re.compile(
    rf"\b(?:at|with|join(?:ing|ed)?|bei|zu)\s+(?P<co>(?!my\b|the team\b|a\b|the end\b|least\b|all\b"
    rf"|home\b|work\b|uns\b|mir\b|the moment\b)[^,.;!?()]+?){_STOP}",
    re.IGNORECASE,
)
_OLD = re.compile(
    rf"\b(?:leaving|left|leave|moving on from|quitting|quit|saying goodbye to|verlasse|verlassen"
    rf"|verlass)\s+(?P<old>(?!my\b|after\b|nach\b)[^,.;!?()]+?){_STOP}(?:\s+(?:after|nach)\s+"
    r"(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|[a-zäöü]+)\s+(?:years?|jahren?))?"
    r"|\b(?:after|nach)\s+(?P<n2>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|[a-zäöü]+)"
    rf"\s+(?:years?|jahren?)\s+(?:at|with|in|bei|im|in der)\s+(?P<old2>[^,.;!?()]+?){_STOP}",
    re.IGNORECASE,
)
_THANKS = re.compile(r"\b(?:thank\w*|grateful|gratitude|appreciat\w*|dank\w*|bedanken)\b", re.I)
_PAST = re.compile(
    r"\b(?:started|joined|began|i'?ve (?:started|joined)|have (?:started|joined)|angefangen"
    r"|begonnen|bin (?:jetzt|seit)|got the job)\b",
    re.IGNORECASE,
)
_SMALL = frozenset({"of", "the", "and", "for", "at", "in", "on", "de", "la", "und", "für", "der"})


def titled(words: str) -> str:
    """ "st marys hospital" → "St Mary's Hospital", "deutsche bahn" → "Deutsche Bahn"."""
    out: list[str] = []
    article = re.match(r"(?:the|der|die|das|dem|den)\s+", words, re.IGNORECASE)
    if article is not None:
        return article[0].lower() + titled(words[article.end() :])
    for word in words.split():
        low = word.lower()
        if low.endswith("s") and low[:-1] in ("mary", "john", "peter", "paul", "thomas", "luke"):
            word = low[:-1] + "'s"
        if "&" in word and len(word) <= 5:
            out.append(word.upper())  # "h&m"
            continue
        out.append(word if word.lower() in _SMALL and out else word[:1].upper() + word[1:])
    return " ".join(out)


def job_post(said: str) -> str | None:
    """The post about a new job ``said`` asks for, or None."""
    if not (_POST.search(said) and _NEW_JOB.search(said)):
        return None
    if asked_for(said, _POST) is None:
        return None
    old = _OLD.search(said)
    taken = (old.start(), old.end()) if old is not None else (-1, -1)
    company = next(
        (m for m in _AT.finditer(said) if not taken[0] <= m.start() < taken[1]),
        None,
    )
    if company is None:
        return None
    role_found = _ROLE.search(said)
    role = role_found["role"].strip() if role_found else ""
    if not role and (bare := _ROLE_AT.search(said)) is not None:
        role = bare["role"].strip()
    role = re.sub(
        r"^(?:a new (?:job|position|role)|new (?:job|role|position))\s*", "", role, flags=re.I
    )
    co = titled(company["co"].strip())
    old_co = titled((old["old"] or old["old2"]).strip()) if old is not None else ""
    years = (old["n"] or old["n2"]) if old is not None else None
    day = dates(said)
    relative = re.search(
        r"\b(?:next (?:week|month|monday|year)|in (?:january|february|march|april|may|june|july"
        r"|august|september|october|november|december|two weeks|a few weeks)|im (?:januar|februar"
        r"|märz|april|mai|juni|juli|august|september|oktober|november|dezember)|nächste[nr]? (?:woche"
        r"|monat))\b",
        said,
        re.I,
    ) or RELATIVE_DAY.search(said)
    past = _PAST.search(said) is not None and not re.search(
        r"\b(?:starting|will|'ll)\b", said, re.I
    )
    thanks = _THANKS.search(said) is not None
    if german(said):
        when = f"am {said_date(day[0], 'de')}" if day else relative[0].lower() if relative else ""
        return _german(role, co, when, old_co, years, past)
    when = (
        f" on {said_date(day[0], 'en')}"
        if day
        else f" {_month_up(relative[0])}"
        if relative
        else ""
    )
    as_role = f" as {role}" if role else ""
    if past:
        first = f"Some personal news: I've started a new position{as_role} at {co}! 🎉"
    else:
        first = f"Some personal news: I'm starting{as_role} at {co}{when}! 🎉"
    lines = [first]
    if old_co:
        after = f"After {years} years at {old_co}" if years else f"Leaving {old_co}"
        lines.append(f"{after}, it's time for a new chapter.")
        lines.append(
            f"A big thank you to the team at {old_co} for everything I've learned and for all the "
            "support along the way. I'll miss working with you!"
        )
    elif thanks:
        lines.append("A big thank you to everyone who supported me along the way.")
    else:
        lines.append("I'm grateful to everyone who supported me on the way here.")
    lines.append(
        "Excited to learn from my new colleagues. Here's to the next chapter! #NewJob"
        if past
        else "I can't wait to get started and learn from my new colleagues. #NewJob"
    )
    return "Here's a post you could share:\n\n\"" + "\n\n".join(lines) + '"'


def _month_up(said: str) -> str:
    return (
        re.sub(r"\b([a-z])(?=[a-z]+$)", lambda m: m[1].upper(), said.lower())
        if said.lower().startswith("in ")
        else said.lower()
    )


def _german(role: str, co: str, when: str, old_co: str, years: str | None, past: bool) -> str:
    als = f" als {titled(role)}" if role else ""
    when = (
        re.sub(r"\b(\w+)$", lambda m: m[1].capitalize(), when)
        if when.startswith(("im ", "nächste"))
        else when
    )
    if past:
        first = f"Ich freue mich, euch zu erzählen: Ich habe{als} bei {co} angefangen! 🎉"
    elif when:
        first = f"Ich freue mich, euch zu erzählen: {when[:1].upper()}{when[1:]} starte ich{als} bei {co}! 🎉"
    else:
        first = f"Ich freue mich, euch zu erzählen: Ich starte{als} bei {co}! 🎉"
    lines = [first]
    if old_co:
        lines.append(
            f"Nach {years} Jahren bei {old_co} heißt es Abschied nehmen."
            if years
            else f"Damit heißt es Abschied nehmen von {old_co}."
        )
        lines.append(
            f"Ein großes Dankeschön an das Team von {old_co} für alles, was ich lernen durfte, und "
            "für die Unterstützung – ich werde euch vermissen!"
        )
    else:
        lines.append("Danke an alle, die mich auf dem Weg hierher unterstützt haben.")
    lines.append("Ich bin gespannt auf das, was kommt! #NeuerJob")
    return "So könnte dein Beitrag lauten:\n\n„" + "\n\n".join(lines) + "“"
