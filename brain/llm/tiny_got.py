"""Big good news about something the user got (a home, a job or an internship, a place at
university, a scholarship, a visa, a prize), named back in the congratulations: "we got the flat
in the old town, with a balcony!!" → "Congratulations on the flat in the old town, and with a
balcony too!". The good-news line had said "Congratulations, that's wonderful news!" and never
named the thing; "hab die stelle am klinikum bekommen" got no answer at all. Told, not
asked, by the user themselves ("my sister got the job" is hers), and not hoped for or missed.
Used by :func:`brain.llm.tiny_lines.known_answer` with the other news told with pride.
"""

from __future__ import annotations

import re

from brain.llm.tiny_kin import NEWS

NOT_YET = (
    r"(?!.*\b(?:not|didn'?t|didnt|never|no|hope|hoping|hopefully|if|wish|might|maybe|waiting"
    r"|almost|nearly|but|sadly|unfortunately|someone else|nicht|kein\w*|nie|hoffe\w*|hoffentlich"
    r"|falls|wenn|vielleicht|warte\w*|fast|beinahe|aber|leider|jemand anderes?)\b)"
)
"""Nothing hoped for, missed, or mixed with bad news ("didn't get the flat", "if i get the job")."""
_HEAD_EN = (
    r"(?:\w*house|home|flat|apartment|condo|cottage|bungalow|cabin|maisonette|penthouse|allotment"
    r"|job|internship|apprenticeship|traineeship|placement|position|role|promotion|raise|pay rise"
    r"|contract|job offer|offer"
    r"|scholarship|grant|bursary|fellowship|funding|residency|visa|green card|work permit|permit"
    r"|licen[cs]e|mortgage|place|spot|keys|lease|tenancy|book deal|record deal|prize|award|trophy"
    r"|medal|title|cup|championship|competition|contest|lottery|raffle|trip|tender|bid|pitch)"
)
"""What one gets that is big news."""
_EDU = (
    r"(?:uni|university|college|school|academy|conservatoire|conservatory|programme|program|course"
    r"|master'?s|masters|phd|oxford|cambridge|harvard|yale|stanford|princeton|mit|eth|sorbonne)"
)
"""Where one gets into ("got into oxford", "accepted into the masters programme")."""
_WORDS = r"[^\W\d_][\w'&-]*"
_TAIL_EN = (
    rf"(?P<tail>(?:\s+(?:at|in|on|near|by|as|for|from|with|to(?! (?:myself|ourselves|me|us|do|go|be"
    rf"|work)\b))\s+{_WORDS}(?:\s+(?!(?:and|but|omg|lol|yay|finally|today|tonight|yesterday|this"
    rf"|after)\b){_WORDS}){{0,3}}?)?)"
    r"(?P<rel>\s+(?:that |which )?(?:we|i) (?:really )?(?:wanted|applied for|loved|liked|saw"
    r"|viewed|bid on|dreamed of|dreamt of|hoped for|had our eye on|had my eye on))?"
)
"""Words naming which one ("at the bakery", "in the old town", "we wanted")."""
_END_EN = (  # after it: the end, a mark, a cheer, a time
    r"(?:\s+(?:approved|accepted|confirmed|granted|through|sorted|signed)\b)?(?=\s*(?:[,.;:!🎉🥳😭🙌❤️]"
    r"|$|(?:omg|yay|woo\w*|lol|finally|today|tonight|yesterday|at last|this (?:morning|afternoon"
    r"|week)|after \w+|and everything|with|guys|everyone|eddie)\b))"
)
_START_EN = (
    r"(?:^\W*(?:(?:omg|oh my god|yay|yess*|guess what|so|well|okay|ok|hey|eddie|news|big news"
    r"|great news|good news|ahh+|woo\w*|finally|just|we|i|officially)\W+)*|\b(?:i|we)(?:'ve| have)?"
    r"\s+(?:\w+\s+)?)"
)
"""The user themselves got it: said first ("got the job!!"), or by "i" or "we"."""
_GOT_EN = re.compile(
    NEWS
    + NOT_YET
    + r".*?"
    + _START_EN
    + r"(?:(?P<verb>got|get|landed|scored|bagged|secured|bought|signed|been offered|was offered"
    r"|were offered|got offered|won)\s+(?:(?:for|on)\s+)?(?P<det>the|a|an|my|our|that|this)\s+"
    rf"(?P<thing>(?:(?!(?:and|with|at|in|for)\b){_WORDS}\s+){{0,2}}?{_HEAD_EN}){_TAIL_EN}"
    rf"|(?P<into>got (?:in(?:to)?|accepted (?:to|into|at|by))|(?:was|were|been) accepted"
    rf" (?:to|into|at|by))\s+(?P<place>(?:{_WORDS}\s+){{0,3}}?{_EDU}"
    rf"(?:\s+(?:of|in|at)\s+{_WORDS})?))" + _END_EN,
    re.IGNORECASE,
)
_OURS_EN = re.compile(
    NEWS + NOT_YET + rf".*?\b(?P<det>the|our|my)\s+(?P<thing>(?:{_WORDS}\s+){{0,2}}?{_HEAD_EN})"
    r"(?P<tail>)(?P<rel>)\s+(?:is|'s)\s+(?:\w+\s+)?(?:ours|mine)\b|.*?\b(?:accepted|took)"
    rf" (?:our|my) (?:offer|bid) (?:on|for) (?P<det2>the|a|that) (?P<thing2>(?:{_WORDS}\s+){{0,2}}?"
    rf"{_HEAD_EN})\b",
    re.IGNORECASE,
)
"""Told the other way round: "the flat is ours!", "they accepted our offer on the house"."""

_FEMININE = (
    r"wohnung|stelle|zusage|ausbildung|festanstellung|bef(?:ö|oe)rderung|gehaltserh(?:ö|oe)hung"
    r"|rolle|promotion|professur|erlaubnis|genehmigung|finanzierung|f(?:ö|oe)rderung|auszeichnung"
    r"|medaille|meisterschaft|doktorandenstelle|hütte|huette|villa"
)
_NEUTER = r"haus|praktikum|stipendium|visum|angebot|volontariat|referendariat|programm|eigenheim"
_MASCULINE = (
    r"job|platz|vertrag|f(?:ü|ue)hrerschein|preis|pokal|titel|zuschlag|posten|auftrag"
    r"|schrebergarten|kleingarten|kredit"
)
_DET_DE = r"(?P<det>die|das|den|eine[n]?|ein|meine[n]?|mein|unsere[n]?|unser)"
_THING_DE = (
    rf"(?P<thing>(?:[a-zäöüß-]+(?:e|en|er|es)\s+){{0,2}}[\wäöüß-]*?(?P<head>{_FEMININE}|{_NEUTER}"
    rf"|{_MASCULINE}))"
)
_TAIL_DE = (
    r"(?P<tail>(?:\s+(?:in|im|am|an|bei|beim|als|f(?:ü|ue)r|von|vom|auf|nahe|zum|zur|mit)\s+"
    r"[\wäöüß-]+(?:\s+(?!(?:bekommen|gekriegt|ergattert|gekauft|gewonnen|unterschrieben|erhalten"
    r"|zugesagt|und|aber)\b)[\wäöüß-]+){0,3}?)?)"
)
_LEAD_DE = (
    r"^\W*(?:(?:omg|juhu+|yay|ja+|endlich|wir|ich|hab|habe|haben|hat|gerade|heute|jetzt"
    r"|tatsächlich|tatsaechlich|wirklich|doch|echt|offiziell|es ist offiziell|ratet mal|rate mal"
    r"|stell dir vor|na endlich)\W+)*"
)
"""The user themselves (the subject left out, or "ich", "wir")."""
_GOT_DE = re.compile(
    NEWS
    + NOT_YET
    + _LEAD_DE
    + rf"{_DET_DE}\s+{_THING_DE}{_TAIL_DE}\s+(?:(?:endlich|doch|tatsächlich|wirklich)\s+)?"
    r"(?:bekommen|gekriegt|ergattert|gekauft|gewonnen|unterschrieben|erhalten|zugesagt bekommen)"
    r"\b",
    re.IGNORECASE,
)
_GETTING_DE = re.compile(
    NEWS + NOT_YET + _LEAD_DE + rf"(?:bekomme|bekommen|kriege|kriegen)\s+{_DET_DE}\s+{_THING_DE}"
    rf"{_TAIL_DE}(?=\W*$|\s*[,.!?;:🎉])",
    re.IGNORECASE,
)
_OURS_DE = re.compile(
    NEWS
    + NOT_YET
    + rf".*?\b{_DET_DE}\s+{_THING_DE}{_TAIL_DE}\s+(?:geh(?:ö|oe)rt|ist)\s+(?:\w+\s+)?"
    r"(?:uns|mir|unser\w*|mein\w*)\W*$",
    re.IGNORECASE,
)
_WITH = re.compile(
    r"\b(?:with|mit)\s+(?P<extra>(?:(?:a|an|its own|our own|my own|ein\w*|eigene[mnr]?)\s+)?"
    r"(?:[\wäöüß-]+\s+){0,2}?[\wäöüß-]+?)(?=\s+(?:and|und|&|but|aber|omg|lol|yay)\b|\s*[,.!?;:🎉]"
    r"|\s*$)",
    re.IGNORECASE,
)
"""What makes it better ("with a balcony and all", "mit garten!")."""
_WE = re.compile(r"\b(?:we|we'?ve|our|us|wir|uns|unser\w*|haben)\b", re.IGNORECASE)


def got_news(said: str, language: str, *, short: bool = False) -> str | None:
    """Congratulations naming what the user got ("Congratulations on the job at the
    bakery! 🎉 …"), or None when ``said`` tells no such news; ``short``: the first sentence
    only (a question follows it)."""
    if language == "de":
        found = _GOT_DE.search(said) or _GETTING_DE.search(said) or _OURS_DE.search(said)
        line = _german(found, said) if found else None
    else:
        found = _GOT_EN.search(said) or _OURS_EN.search(said)
        line = _english(found, said) if found else None
    return line.split(" 🎉 ")[0] + " 🎉" if line and short else line


def _english(found: re.Match[str], said: str) -> str:
    groups = found.groupdict()
    if groups.get("into"):
        what = f"getting into {_named(_plain(groups['place']))}"
    else:
        det = groups.get("det") or groups.get("det2") or "the"
        thing = _plain(groups.get("thing") or groups.get("thing2") or "")
        owner = "your" if det.lower() in ("my", "our") else "the"
        rel = groups.get("rel") or ""
        rel = re.sub(r"\b(?:we|i)\b", "you", rel.strip(), flags=re.IGNORECASE)
        what = " ".join(one for one in (owner, thing, _plain(groups.get("tail") or ""), rel) if one)
        if (groups.get("verb") or "").lower() == "won":
            what = f"winning {what}"
    extra = _WITH.search(said[found.end() :])
    also = f", and with {_plain(extra['extra'])} too" if extra and "with" not in what else ""
    return (
        f"Congratulations on {what}{also}! 🎉 That's huge news; you must be over the moon. How "
        "are you going to celebrate?"
    )


def _german(found: re.Match[str], said: str) -> str:
    det, head = found["det"].lower(), found["head"].lower()
    gender = "f" if re.fullmatch(_FEMININE, head) else "n" if re.fullmatch(_NEUTER, head) else "m"
    words = found["thing"].split()
    adjectives = [re.sub(r"(?:e|en|er|es)$", "", w.lower()) + "en" for w in words[:-1]]
    noun = _capital(words[-1])
    if det.startswith(("mein", "unser")):
        mine = "eur" if det.startswith("unser") else "dein"
        owner = f"zu {mine}{'er' if gender == 'f' else 'em'}"
    else:
        owner = "zur" if gender == "f" else "zum"
    tail = _german_tail(found["tail"] or "")
    extra = _WITH.search(said) if "mit" not in tail.split() else None
    also = f", und dann noch mit {_german_tail(extra['extra'])}" if extra else ""
    we = _WE.search(said) is not None
    glad = "ihr freut euch" if we else "du freust dich"
    party = "feiert ihr" if we else "feierst du"
    thing = " ".join([*adjectives, noun, tail]).strip()
    return (
        f"Herzlichen Glückwunsch {owner} {thing}{also}! 🎉 Das sind großartige Neuigkeiten, "
        f"{glad} bestimmt riesig. Wie {party}?"
    )


_SMALL_DE = frozenset({"in", "im", "am", "an", "bei", "beim", "als", "für", "fuer", "von", "vom",
                       "auf", "nahe", "zum", "zur", "mit", "der", "die", "das", "dem", "den", "des",
                       "ein", "eine", "einem", "einer", "einen", "und"})  # fmt: skip


def _german_tail(tail: str) -> str:
    """The words of a German phrase with its nouns capitalised: the last word, and any word
    after an article or a preposition that is no adjective ("am alten markt" → "am alten
    Markt", "bei siemens" → "bei Siemens")."""
    words = tail.split()
    out: list[str] = []
    for index, word in enumerate(words):
        last = index == len(words) - 1 or words[index + 1].lower() in _SMALL_DE
        small = word.lower() in _SMALL_DE
        out.append(_capital(word) if last and not small else word.lower())
    return " ".join(out)


def _capital(word: str) -> str:
    """ "goethe-institut" → "Goethe-Institut"."""
    return "-".join(part[:1].upper() + part[1:].lower() for part in word.split("-"))


def _named(place: str) -> str:
    """A place got into as it is written: a name capitalised ("oxford" → Oxford, "ucl" → UCL),
    a kind of school as said ("uni", "the masters programme")."""
    if place.split()[0].lower() in ("the", "a", "an", "my", "our") or place.lower() in _SCHOOLS:
        return place
    return " ".join(w.upper() if len(w) <= 3 else w.capitalize() for w in place.split())


_SCHOOLS = frozenset({"uni", "university", "college", "school", "med school", "law school",
                      "grad school", "art school", "drama school", "academy",
                      "conservatoire"})  # fmt: skip


def _plain(words: str) -> str:
    """The user's words as a reply says them: shouted words lowered ("THE HOUSE")."""
    return " ".join(w.lower() if w.isupper() and len(w) > 1 else w for w in words.split())
