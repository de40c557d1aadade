"""A party or a barbecue told to one neighbour by name, not put up for the whole house: "schreib
ne nachricht an unseren nachbarn herrn weber, dass wir freitag grillen und es etwas rauchig
werden kann" → "Lieber Herr Weber, wir grillen am Freitag, und es kann etwas rauchig werden. …
Vielen Dank für Ihr Verständnis!", "text my neighbour mrs jones that we're having a bbq on
saturday and it might get smoky" → "Dear Mrs. Jones, …". A title and surname are written to in
the Sie form, a first name with du; what is happening stays in the user's words (a "kleine
Feier" stays one). Used by :mod:`brain.llm.tiny_notice`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, days_named
from brain.llm.tiny_german import nouns_capitalised
from brain.llm.tiny_reported import asked_of_them, fits, to_you
from brain.llm.tiny_tidy import tidied
from brain.llm.tiny_told import hello, person

_TO_ONE = re.compile(
    r"\b(?:an|f(?:ü|ue)r|to|for|schreib\w*|text|message|msg|email|e-mail|tell|sag\w*)\s+"
    r"(?P<who>(?:(?:my|our|the|unsere[nmr]?|meine[nmr]?|den|die|der|dem)\s+)?(?:(?:next[- ]door\s+)?"
    r"(?:neighbou?r|nachbar(?:in|n)?)\s*,?\s+)?(?:(?:mr|mrs|ms|miss|dr|herrn?|frau)\.?\s+)?"
    r"[A-Za-zÄÖÜäöüß][\w-]+)(?:\s+(?:von nebenan|von gegen(?:ü|ue)ber|next door|from next door"
    r"|across the (?:hall|road|street)|(?:von )?(?:oben|unten)|upstairs|downstairs))?"
    r"(?:\s+(?:eine?n?|ne|nen|a|an)\s+(?:(?:kurze\w*|short|quick)\s+)?(?:nachricht|zettel|notiz|mail"
    r"|sms|text|message|note))?(?:\s+(?:formulieren|schreiben|verfassen|aufsetzen|texten))?"
    r"\s*(?:,|:|\s+(?=(?:dass|that|saying|about|to say)\b))",
    re.IGNORECASE,
)
"""Whom the text is for, a neighbour by name: "an unseren nachbarn herrn weber,", "my neighbour
mrs jones that", "herrn koch von nebenan,"."""
_NEIGHBOURLY = re.compile(
    r"\b(?:neighbou?r|nachbar(?:in|n)?|nebenan|next door|gegen(?:ü|ue)ber|upstairs|downstairs"
    r"|oben|unten)\b|\b(?:mr|mrs|ms|miss|herrn?|frau)\.?\s+\w",
    re.IGNORECASE,
)
_BOTHER = re.compile(
    r"\b(?:loud|noise|noisy|smoke|smoky|smoking|music|late|laut\w*|lärm|laerm|rauch\w*|qualm\w*"
    r"|musik|spät|spaet)\b",
    re.IGNORECASE,
)
_SORRY = re.compile(r"\b(?:sorry|apolog\w*|entschuldig\w*|tut (?:uns|mir) leid)\b", re.IGNORECASE)
_WEEKDAY_DE = re.compile(
    r"(?<!\bam )(?<!\bab )(?<!\bbis )(?<!\bjeden )(?<!\bdiesen )(?<!\bkommenden )(?<!\bnächsten )"
    r"\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b(?!s)"
)


def one_neighbour(said: str, de: bool) -> str | None:
    """The text to the one neighbour ``said`` names, or None when it names none (a notice for
    the house is :mod:`brain.llm.tiny_notice`'s)."""
    found = _TO_ONE.search(said)
    if found is None or not _NEIGHBOURLY.search(found["who"]):
        return None
    who = re.sub(r"^(?:neighbou?r|nachbar\w*)\s*,?\s*", "", found["who"].strip(), flags=re.I)
    them = person(who, de)
    if them is None or not them.name:
        return None  # "an die nachbarn": everyone in the house
    what = re.sub(r"^\s*(?:dass|that|saying|to say)\s+", "", said[found.end() :], flags=re.I)
    parts = [p for p in clauses(what) if p]
    if not parts:
        return None
    lines = [asked_of_them(p, "de" if de else "en", who, formal=them.formal) or _said(p, de, who)
             for p in parts]  # fmt: skip
    we = re.search(r"\b(?:we|we're|we'll|our|us|wir|uns|unser\w*)\b", what, re.I) is not None
    text = " ".join(lines)
    if de:
        polite = them.formal
        if text.split()[0].lower() in _LOWER_FIRST:  # "Lieber Herr Weber, wir grillen …"
            text = text[:1].lower() + text[1:]
        if _BOTHER.search(what) and not _SORRY.search(what):
            text += (
                f" {'Wir hoffen' if we else 'Ich hoffe'}, das stört {'Sie' if polite else 'dich'}"
            )
            text += " nicht zu sehr."
        thanks = "Vielen Dank für Ihr Verständnis!" if polite else "Danke für dein Verständnis!"
        greeting = "Viele Grüße" if polite else "Liebe Grüße"
        body = f"{hello(them, True)}\n\n{text}\n\n{thanks}\n{greeting}"
        return f"So könntest du schreiben:\n\n„{body}“"
    if _BOTHER.search(what) and not _SORRY.search(what):
        text += " Sorry in advance if it bothers you!"
    body = f"{hello(them, False)}\n\n{text}\n\nThanks for your understanding!"
    return f'Here\'s a text you could send:\n\n"{body}"'


def _said(part: str, de: bool, who: str) -> str:
    """One of the user's clauses as a sentence: in German said after "dass" with each verb
    moved ("wir freitag grillen" → "Wir grillen am Freitag."), nouns capitalised; in English
    what is said of the neighbour said to them ("he's welcome to come" → "You're welcome …")."""
    part = part.strip(" .!")
    if not de:
        them = re.match(r"(?:he|she)\b", part, re.I)
        if them is not None and fits(them[0], who):
            part = to_you(part, {"he": "him", "she": "her"}[them[0].lower()])
        text = days_named(tidied(part, "en", first=True, as_said=True))
        return re.sub(r"\bbbq\b", "BBQ", text, flags=re.I)
    if re.match(r"(?:sorry|entschuldig\w*)\b", part, re.I):  # "sorry falls es qualmt"
        rest = re.sub(r"^(?:sorry|entschuldig\w*)\W*", "", part, flags=re.I)
        return f"Entschuldigung schon mal, {rest}." if rest else "Entschuldigung!"
    said = " und ".join(_main(c) for c in re.split(r"\s+und\s+", part))
    text = _NOUN.sub(lambda m: m[0].capitalize(), days_named(nouns_capitalised(said)))
    text = re.sub(r"\bein Paar (?=\w)", "ein paar ", text)  # "ein paar Freunde"
    text = _WEEKDAY_DE.sub(r"am \1", text)
    return f"{text[:1].upper()}{text[1:]}."


_LOWER_FIRST = frozenset(
    "wir ich es am heute morgen diesen nächsten naechsten kommenden übrigens bei".split()  # noqa: SIM905
)
"""First words that stay lower case after a German greeting's comma."""
_SUBJECT_DE = frozenset("wir ich es er sie man das".split())  # noqa: SIM905 (a word list)
_NOUN = re.compile(
    r"\b(?:abend|mittag|nachmittag|vormittag|wochenende|uhr|geburtstag|party|feier|grillparty"
    r"|gartenparty|einweihung\w*|hochzeit|besuch|gäste|gaeste|freunde|musik|grill|garten"
    r"|balkon|terrasse|hof|rauch|lärm|laerm)\b"
)
"""Nouns of a party said without an article ("samstag geburtstag feiern", "party machen")."""


def _main(clause: str) -> str:
    """A German clause said after "dass" (verb last) said as a main clause (verb second): "es
    etwas rauchig werden kann" → "es kann etwas rauchig werden"."""
    words = clause.split()
    if len(words) < 3 or words[0].lower() not in _SUBJECT_DE:
        return clause
    return " ".join([words[0], words[-1], *words[1:-1]])
