"""A short message the user asked for, written from their own words: "write a quick text to my
landlord that the heater is broken again", "how do i tell my coworker nicely i cant make it to
her bday party", "schreib ne nachricht an meinen vermieter, dass die heizung kaputt ist".

The tiny model made a project of the first ("text_landlord") and answered the second with one
line to nobody. What the message says is the user's, in their words tidied up ("cant" → "can't",
"her party" → "your party" when written to her); the lines around it fit what kind of message
it is (something broken, running late, not coming, ill). Nothing is sent: Eddie offers the text.
Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re

from brain.llm.tiny_german import nouns_capitalised, reason_noun
from brain.llm.tiny_late_de import late_clause
from brain.llm.tiny_message_asked import AS_SAID, FIRST_GERMAN, asked_message
from brain.llm.tiny_message_frame import (
    AND_ASKING,
    FAVOUR,
    NUMBERED,
    PLACE,
    PLACE_DE,
    as_email,
    as_question,
    asking,
    asks_back,
    greeted,
    hello_en,
    reason_first,
)
from brain.llm.tiny_message_kinds import (
    ASKED_FIRST,
    COMPANY,
    FAMILY_DE,
    FAMILY_EN,
    GROUP,
    GROUP_DE,
    KINDS,
    PLAIN,
    REASON,
)
from brain.llm.tiny_reason import reason_line
from brain.llm.tiny_reported import reported, with_asked, with_direct
from brain.llm.tiny_style import TRAILING_STYLE, without_style
from brain.llm.tiny_tidy import tidied

_FORMAL = re.compile(
    r"\b(?:vermieter\w*|hausverwaltung|chef\w*|lehrer\w*|arzt|ärztin|praxis|landlord|boss"
    r"|manager|teacher|professor|doctor)\b",
    re.IGNORECASE,
)


_ASKING_NICELY = re.compile(
    r"(?:\s*,?\s*\b(?:pls|plz|please|bitte|thx|thanks|danke|lol))+\W*$", re.I
)


_ASKS_ALREADY = re.compile(
    r"\b(?:can|could|would) (?:someone|somebody|you|u|they|he|she) |\b(?:if|whether) (?:he|she|they)"
    r"(?:'d| (?:can|could|would|will|might))\b|\bob (?:er|sie) |\bplease (?:send|fix|come|get|have)\b"
    r"|\bask\w* (?:when|if|whether)\b|\b(?:kann|könnte|koennte) (?:jemand|(?:man|ihr|du|sie) (?:\w+ )?"
    r"(?:vorbei|kommen|schauen))\b",
    re.IGNORECASE,
)
_AND_ASK = re.compile(
    r"(?P<head>.+?)\s*(?:,|\band\b|\bso\b)\s+(?P<ask>(?:can|could|would) (?:someone|somebody|you|u"
    r"|they) .+)$",
    re.IGNORECASE,
)
_EMAIL = re.compile(r"\be-?mail\b", re.IGNORECASE)


_NAME_SAID = re.compile(
    r",?\s*(?:(?:her|his|their) name is|(?:she|he)(?:'s| is) called|sie hei(?:ß|ss)t|er hei(?:ß|ss)t)"
    r"\s+(?P<name>[A-Za-zÄÖÜäöüß][\w-]{1,20})",
    re.IGNORECASE,
)
"""A name said for the person written to ("…, her name is linda")."""
_FOND = re.compile(
    r"\b(?:miss (?:you|u|him|her|them|ya)|love|proud of|thinking of|thinking about)\b", re.I
)
"""Fond words, which end with a heart rather than a thank-you."""
_CHILD_OF = re.compile(
    r"\b(?:my|our)\s+(?P<child>son|daughter|kid|child)'?s?\s+(?:teacher|coach|school)", re.I
)
"""Written to a child's teacher: "he" in the message is the child."""
_NAME_FIRST = re.compile(
    r"^(?!(?:it|he|she|they|we|you|this|that|there|everyone|everybody|the|my|our|i)\b)[a-z]{2,}"
    r"(?= (?:has|is|was|will|had|can|can't|won't|isn't|wasn't|needs|must|got|gets|feels)\b)"
)
"""A name said first, lower case ("jonah has a dentist appointment")."""
_ABOUT_A_CHILD = re.compile(
    r"\b(?:teacher|coach|school|kita|daycare|lehrer\w*|erzieher\w*)\b", re.I
)
"""Written to whom the user's child is with: "him" and "her" stay the child."""
_HE = re.compile(r"^(?:he|she)(?:'ll| will)\b", re.IGNORECASE)
_MOVED = re.compile(r"\b(?:moved|rescheduled|postponed|pushed|brought forward|cancel+ed)\b", re.I)


_AND_THAT = re.compile(r",?\s+and (?:that|to (?:say|tell (?:her|him|them))(?: that)?)\s+", re.I)
_STATEMENT = re.compile(r"(?:i|im|i'm|i'll|ill|we|we're|my|our|the|it|it's|its)\b", re.I)


def message_draft(said: str) -> str | None:
    """The message ``said`` asks for, or None when it asks for no message to someone."""
    asked = asked_message(said)
    if asked is None:
        return None
    found = asked[1]
    what = ASKED_FIRST.sub(r"\1? ", found["what"])  # "could she …, i'll leave a key": asked, told
    what, _mark, more = what.partition("? ")  # "… ist? bitte nett": asked of Eddie
    if more and _STATEMENT.match(more):  # "… this week? im home after 5": for them too
        what = f"{what}? {more}"
    link = found.groupdict() | {
        "question": "yes" if asks_back(said, what) and not more else None,
        "complaint": "yes" if "complain" in said[: found.start("what")].lower() else None,
        "email": "email" if _EMAIL.search(said[: found.start("what")]) else None,
        "as_said": "yes" if asked[0] == AS_SAID or found.groupdict().get("plain") else None,
    }  # no "dass" ("…? die heizung geht nicht", "an sarah: bin später da"): said as a main clause
    de = asked[0] >= FIRST_GERMAN
    who = re.sub(r"^an\s+", "", found["who"], flags=re.IGNORECASE) if de else found["who"]
    return written(who, what, "de" if de else "en", link)


def written(
    who: str, what: str, language: str, link: dict[str, str | None] | None = None
) -> str | None:
    """The message to ``who`` saying ``what`` (the user's words, tidied), with the lines around
    it that fit its kind; ``link`` says how ``what`` was joined ("asking", "about")."""
    link = link or {}
    as_said = bool(link.get("as_said")) or bool(_ABOUT_A_CHILD.search(who))
    what = without_style(TRAILING_STYLE.sub("", what))  # "…, casual but still professional": how
    said_name = _NAME_SAID.search(what)  # "…, her name is linda": who to greet, not what to say
    if said_name is not None:
        what = what[: said_name.start()] + what[said_name.end() :]
    name = link.get("named") or (said_name["name"] if said_name else None)
    name = " ".join(w.capitalize() for w in name.split()) if name else None
    given, titled = greeted(who.strip(), language)
    name = name or given
    what = _AND_THAT.sub(". ", what)  # "thanks for … and that ill come grab it after 6"
    what = _ASKING_NICELY.sub("", what)  # "… pls": asked of Eddie, not said to them
    why = REASON.search(what)
    said_why = why["why"] or re.sub(r"^\w+\s+", "", why["why2"]) if why is not None else ""
    because = (
        _WEIL.match(why["why"] or why["why2"]) if why is not None and language == "de" else None
    )
    if because is not None:  # "…, weil mein zug ausfällt": the verb stays last, after a comma
        said_why = ""
    reason = tidied(said_why, language, first=True, as_said=as_said) if said_why else ""
    what = what[: why.start()] if why is not None else what  # "…, its a family thing"
    last = re.search(r"\s*,\s*([^,]+)$", what)
    if not reason and last is not None and (line := reason_line(last[1], language)):
        reason, what = line, what[: last.start()]  # "…, stuff at home": "Something has come up"
    en, du, sie = next((lines for about, *lines in KINDS if about.search(what)), PLAIN)
    spoken = (
        None if link.get("asking") else reported(what, language, formal=bool(_FORMAL.search(who)))
    )
    if spoken is not None and spoken[1] is None:
        return None  # "…, sag ihm, er soll …": an instruction not turned into the text's words
    if _ASKS_ALREADY.search(what) or spoken:  # "…, can someone come look at it": asked once
        en, du, sie = (en[0], "Thanks!"), (du[0], "Danke!"), (sie[0], "Vielen Dank!")
    formal_who = bool(_FORMAL.search(who)) or titled
    if language == "en":
        opener, closer = en
        if link.get("asking"):
            what, _mark, told = what.partition("? ")  # "… for me tomorrow? im at work til 6"
            said_now = asking(what, who, to_them=not as_said)
            said_now = said_now[:1].lower() + said_now[1:]
            said_now += f" {tidied(told, language, first=True, as_said=as_said)}" if told else ""
            noise = en == KINDS[0][1]  # asked to keep it down: friendly around the ask
            opener = "hope you're well!" if noise else ""
            closer = (
                "It would really help with sleep. Thanks so much, I really appreciate it!"
                if noise
                else "Thanks!"
            )
            said_now = said_now[:1].upper() + said_now[1:] if noise else said_now
        elif (ask := AND_ASKING.match(what)) is not None and not reported(ask["head"]):
            head = tidied(ask["head"], language, first=bool(opener), as_said=as_said)
            said_now = f"{head} {asking(ask['ask'], who, to_them=not as_said)}"
        elif spoken and (
            turned := with_direct(what, language, first=bool(opener), as_said=as_said)
        ):
            said_now = turned  # "…, ask him if someone can come" → "Could someone come …?"
        elif not as_said and (
            turned := with_asked(what, language, who, first=bool(opener), formal=formal_who)
        ):
            said_now = turned  # "…, can she send someone" to her → "Could you send someone?"
        elif link.get("about"):
            said_now = (
                tidied(what, language, first=False, as_said=as_said)
                if opener.endswith(":")
                else f"I wanted to talk to you about {tidied(what, language, first=False, as_said=as_said)}"
            )
        elif (ask := _AND_ASK.match(what)) is not None:  # "… and can someone come look at it"
            question = tidied(ask["ask"], language, first=True, as_said=as_said)
            question = question if "? " in question else f"{question.rstrip('.')}?"
            said_now = (
                f"{tidied(ask['head'], language, first=bool(opener), as_said=as_said)} {question}"
            )
        else:
            said_now = tidied(
                what, language, first=bool(opener), as_said=as_said
            )  # "Hi, the parcel is here."
        said_now = _NAME_FIRST.sub(lambda m: m[0].capitalize(), said_now)  # "jonah has …"
        child = _CHILD_OF.search(who)  # to "my sons teacher": "he'll miss school" is my son
        if child is not None:
            said_now = _HE.sub(f"My {child['child'].lower()} will", said_now, count=1)
            said_now = re.sub(
                r"^(?:he|she) ", f"My {child['child'].lower()} ", said_now, flags=re.I
            )
            if closer == "Thanks!" and "?" not in said_now:
                closer = "Please let me know if there's anything to catch up on. Thank you!"
        if link.get("reminding"):  # "… is saturday at 3 and to bring a dish"
            said_now = re.sub(r",? and to (\w)", lambda m: f". Please {m[1]}", said_now)
            said_now = "just a reminder: " + said_now
            if closer == "Thanks!":
                closer = "See you there! 🎉" if GROUP.search(who) else "Thanks! 🙂"
        formal = not PLACE.match(who) and bool(
            COMPANY.search(who) or (link.get("email") and _FORMAL.search(who))
        )
        company = (  # "a complaint email to freshcart": the company's team
            bool(link.get("email"))
            and (en == KINDS[1][1] or bool(link.get("complaint")))
            and re.fullmatch(r"[A-Z][\w&.-]+(?: [A-Z][\w&.-]+)?", who.strip(), re.I) is not None
        )
        shop = " ".join(w[:1].upper() + w[1:] for w in who.split())
        hello = f"Dear {shop} team," if company else hello_en(who, name, titled, formal=formal)
        if NUMBERED.search(what):  # the order number is given already
            closer = closer.replace(" I can send the booking or order number.", "")
        if link.get("question"):  # "…, maybe lunch tuesday instead?": asked back
            said_now = as_question(said_now)
        family = FAMILY_EN.search(who)
        if _MOVED.search(what) and closer == "Thanks!":
            closer = "Please update your calendars. Thanks!"
        elif _FOND.search(what) and closer == "Thanks!":
            closer = "❤️"
        if family and closer == "Thanks!":
            closer = "Love you!"
        casual = not (formal or formal_who or company or GROUP.search(who) or PLACE.match(who))
        if casual and closer == "Thanks!" and not FAVOUR.search(said_now):
            closer = ""  # "Hi Sam, I got the tickets.": nothing asked, nothing to thank for
        body = " ".join(part for part in (hello, opener, said_now, reason, closer) if part)
        if link.get("email"):
            return f"Here's an email you could send:\n\n{as_email(body, said_now)}"
        if PLACE.match(who):
            return f'Here\'s a note you could put up:\n\n"{body}"'
        return f'Here\'s a text you could send:\n\n"{body}"'
    opener, closer = sie if _FORMAL.search(who) or titled else du  # "frau roth": Sie
    family_de = FAMILY_DE.search(who)
    hello = (
        f"Hallo {name},"
        if name and (titled or not _FORMAL.search(who))
        else "Guten Tag,"
        if _FORMAL.search(who)
        else f"Hallo {family_de[0].capitalize()},"
        if family_de
        else "Hallo zusammen,"
        if GROUP_DE.search(who) or PLACE_DE.match(who)
        else "Hallo,"
    )
    if family_de and closer == "Danke!":
        closer = "Hab dich lieb!"
    if PLACE_DE.match(who):  # a note for everyone: what it says as said, after "Bescheid"
        said_de = tidied(what, language, first=False, as_said=True)
        body = f"Hallo zusammen, wir möchten euch Bescheid sagen, dass {said_de} Danke!"
        return f"So könnte der Aushang lauten:\n\n„{body}“"
    lead, polite = bool(opener), _FORMAL.search(who) is not None
    said_de = (
        (None if as_said else late_clause(what))  # "… wegen nem termin so ne stunde später"
        or with_direct(what, language, first=lead, as_said=as_said, formal=polite)
        or with_asked(what, language, who, first=lead, as_said=as_said, formal=polite or titled)
        or reason_first(what, as_said, lead)  # "… ist wegen der übung": the reason first
        or tidied(what, language, first=lead, as_said=as_said)
    )
    said_de = reason_noun(said_de)  # "wegen werkstatt": wegen Werkstatt
    said_de = _SUBCLAUSE.sub(r"\1, \2", said_de)  # "später da mein auto …": später, da …
    if because is not None:
        clause = tidied(because["clause"], language, first=False, as_said=True)
        said_de = f"{said_de.rstrip('.!')}, {because['conj'].lower()} {nouns_capitalised(clause)}"
    casual = not (polite or titled or family_de) and bool(name or not GROUP_DE.search(who))
    if casual and closer == "Danke!" and not _ASKS_DE.search(said_de):
        closer = (
            "Liebe Grüße!"  # "Hallo Tom, ich bin morgen erst ab 11 da, …": nothing to thank for
        )
    body = " ".join(part for part in (hello, opener, said_de, reason, closer) if part)
    return f"So könntest du schreiben:\n\n„{body}“"


_SUBCLAUSE = re.compile(
    r"(\w) ((?:weil|da|denn|obwohl) (?:mein|meine|meinem|meiner|ich|wir|der|die|das|es|er|sie"
    r"|unser|unsere)\b)"
)
"""A German reason said without its comma ("ich komme später da mein auto …")."""
_WEIL = re.compile(r"(?P<conj>weil|da|denn)\s+(?P<clause>.+)$", re.IGNORECASE)
"""A German reason as said: it keeps its own word order ("weil ich zum Zahnarzt muss")."""
_ASKS_DE = re.compile(
    r"\?|\b(?:bitte|kannst du|könntest du|koenntest du|magst du|würdest du|wuerdest du)\b", re.I
)
