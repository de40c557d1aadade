"""A German "dass" clause that says the user comes later, with a reason and how much later, said
as the message's clean sentence (for :func:`brain.llm.tiny_message.written`): "ich übermorgen
wegen nem termin beim zahnarzt so ne stunde später da bin" → "ich komme übermorgen wegen eines
Zahnarzttermins etwa eine Stunde später." Colloquial articles ("nem", "ner", "'n", "ne") are
written out, the reason after "wegen" is put in the genitive, an appointment "beim zahnarzt"
becomes one word, and a rough amount ("so ne", "ca", "circa") is said "etwa"."""

from __future__ import annotations

import re

from brain.llm.tiny_german import nouns_capitalised

_LATE = re.compile(
    r"^ich\s+(?P<when>(?:(?:heute|morgen|übermorgen|uebermorgen|früh|frueh|vormittag|nachmittag"
    r"|am\s+\w+|nächste\w*\s+\w+|diese\w*\s+\w+)\s+){0,3})"
    r"(?:(?P<why>wegen\s+.+?)\s+)?"
    r"(?P<much>(?:(?:so|ca\.?|circa|etwa|ungefähr|ungefaehr|so\s+ca\.?|knapp|gut)\s+)?"
    r"(?:\d{1,3}\s*(?:min\.?|minuten|std\.?|stunden?)|(?:ne|'ne|eine|ein|'n|n)\s+(?:halbe\s+)?"
    r"(?:stunde|viertelstunde|dreiviertelstunde)|(?:ein|'n|n)\s+paar\s+minuten|anderthalb\s+stunden)"
    r"\s+)?später\s+(?P<verb>da\s+bin|komme|komm|bin|da\s+sein\s+werde|im\s+büro\s+bin"
    r"|ins\s+büro\s+komme|anfange|anfang)$",
    re.IGNORECASE,
)
_ROUGH = re.compile(r"^(?:so\s+ca\.?|so|ca\.?|circa|ungefähr|ungefaehr)\s+", re.IGNORECASE)
_ARTICLES = {
    "ne": "eine",
    "'ne": "eine",
    "n": "ein",
    "'n": "ein",
    "nen": "einen",
    "'nen": "einen",
}
_UNITS = {
    "min": "Minuten",
    "min.": "Minuten",
    "minuten": "Minuten",
    "std": "Stunden",
    "std.": "Stunden",
    "stunde": "Stunde",
    "stunden": "Stunden",
    "viertelstunde": "Viertelstunde",
    "dreiviertelstunde": "Dreiviertelstunde",
}
_APPOINTMENT = re.compile(
    r"^(?:nem|'nem|einem|dem|ein|einen|'n|n|nen)\s+termin\s+(?:beim|bei\s+der|bei\s+dem|bei"
    r"|im|in\s+der)\s+(?P<at>[a-zäöüß]+)$",
    re.IGNORECASE,
)
_MASCULINE = re.compile(
    r"^(?:(?P<a>nem|'nem|einem|ein|einen|'n|n|nen)|dem|den)\s+(?P<noun>[a-zäöüß]+)$", re.IGNORECASE
)
_COLLOQUIAL = re.compile(r"(?:^|\s)(?:nem|'nem|ner|'ner|ne|'ne|'n|n|nen|'nen)\s", re.IGNORECASE)
_FEMININE = re.compile(
    r"^(?:(?P<a>ner|'ner|einer|eine|ne|'ne)|der|die)\s+(?P<noun>[a-zäöüß]+)$", re.IGNORECASE
)


def _genitive(noun: str) -> str:
    """A masculine or neuter noun in the genitive: "Termins", "Zugs", "Arztes" is said "Arzts"
    only rarely, so an -s is added unless it ends in s already."""
    noun = noun[:1].upper() + noun[1:]
    return noun if noun.endswith(("s", "ß", "x", "z")) else f"{noun}s"


def _reason(why: str) -> str | None:
    """ "wegen nem termin beim zahnarzt" → "wegen eines Zahnarzttermins"; a reason of other
    words is kept, its nouns capitalised, when it has no colloquial article, else None."""
    said = re.sub(r"^wegen\s+", "", why, flags=re.IGNORECASE).strip()
    found = _APPOINTMENT.match(said)
    if found is not None:
        place = found["at"].lower()
        return f"wegen eines {_genitive(place + 'termin')}"
    found = _MASCULINE.match(said)
    if found is not None:
        article = "eines" if found["a"] else "des"
        return f"wegen {article} {_genitive(found['noun'])}"
    found = _FEMININE.match(said)
    if found is not None:
        noun = found["noun"]
        article = "einer" if found["a"] else "der"
        return f"wegen {article} {noun[:1].upper()}{noun[1:]}"
    if _COLLOQUIAL.search(f" {said} "):
        return None
    return f"wegen {nouns_capitalised(said)}"  # "wegen eines arzttermins": as said


def _much(said: str) -> str:
    """ "so ne stunde" → "etwa eine Stunde", "ca 20 min" → "etwa 20 Minuten"."""
    rough = _ROUGH.match(said) is not None
    words = _ROUGH.sub("", said).split()
    written = [_ARTICLES.get(w.lower(), _UNITS.get(w.lower(), w.lower())) for w in words]
    if written and written[0][:1].isdigit() and written[0][-1:].isalpha():  # "20min"
        number = re.match(r"\d+", written[0])
        if number is not None:
            unit = written[0][number.end() :]
            written = [number[0], _UNITS.get(unit, unit), *written[1:]]
    amount = " ".join(written).replace("paar minuten", "paar Minuten")
    return f"etwa {amount}" if rough else amount


def late_clause(what: str) -> str | None:
    """The sentence for a German clause that says the user comes later (see the module), or
    None when ``what`` says something else."""
    found = _LATE.match(what.strip(" .!"))
    if found is None:
        return None
    when = " ".join(found["when"].split())
    reason = _reason(found["why"]) if found["why"] else ""
    if reason is None:
        return None
    much = _much(found["much"].strip()) if found["much"] else ""
    starts = found["verb"].lower().startswith("anfang")
    verb = "fange" if starts else "komme"
    parts = [p for p in ("ich", verb, when, reason, much, "später") if p]
    return " ".join(parts) + (" an." if starts else ".")
