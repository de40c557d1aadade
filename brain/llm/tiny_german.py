"""German typed in lower case written with its nouns capitalised, by where they stand: after an
article, a possessive, a preposition with its article ("im", "zum") or a number, past the
adjectives in between ("der entwurf liegt im geteilten ordner" → "der Entwurf liegt im geteilten
Ordner", "zwei wochen" → "zwei Wochen"); a verb or an adverb elsewhere stays as typed. Used by
the German writers of handovers (:mod:`brain.llm.tiny_handover`). Also the word order of what a
"dass" clause tells said as a main clause (:func:`main_clause`, for :mod:`brain.llm.tiny_tidy`):
the verb second ("dass die heizung kaputt ist" → "Die Heizung ist kaputt"), a separable verb
split ("dass der zug ausfällt" → "Der Zug fällt aus")."""

from __future__ import annotations

import re

_DETERMINERS = frozenset(
    """der die das den dem des ein eine einen einem einer eines mein meine meinen meinem meiner
    meines dein deine deinen deinem deiner unser unsere unseren unserem unserer euer eure ihr
    ihre ihren ihrem ihrer sein seine seinen seinem seiner im am zum zur beim vom ins ans
    alle allen jede jeden jedem jeder jedes diese diesen diesem dieser kein keine keinen zwei drei
    vier fünf sechs sieben acht neun zehn elf zwölf paar viele einige nächste nächsten
    naechste naechsten letzte letzten kommende kommenden unseres deines eures ihres seines
    dieses""".split()  # noqa: SIM905 (a word list)
)
_ADJECTIVE_END = re.compile(r"(?:e|en|er|es|em)$")
_KEEP = frozenset(
    """und oder aber mit von für bei in an auf aus nach vor über unter zu bis ab um ob dass
    wenn weil als auch noch schon nur nicht sehr gern gerne bitte mal sind ist liegt liegen hat
    haben war waren wird werden kann können muss müssen soll sollen geht gehen kommt kommen steht
    stehen gibt bleibt bleiben läuft laufen""".split()  # noqa: SIM905 (a word list)
)


def nouns_capitalised(text: str) -> str:
    """``text`` with the nouns after a determiner or a number capitalised (see the module)."""
    words = text.split(" ")
    out: list[str] = []
    expect = False
    for index, word in enumerate(words):
        bare = word.strip(",.;:!?()").lower()
        after = words[index + 1].strip(",.;:!?()") if index + 1 < len(words) else ""
        if expect and word[:1].isupper():  # "die Katze gefüttert": the noun is written already
            expect = False
            out.append(word)
            continue
        if expect and bare and bare not in _KEEP and not bare.isdigit():
            later = after.lower()
            if (
                _ADJECTIVE_END.search(bare)
                and after[:1].islower()
                and later not in _KEEP
                and later not in _DETERMINERS
            ):
                out.append(word)  # "im geteilten ordner": the noun comes next
                continue
            word = "-".join(p[:1].upper() + p[1:] for p in word.split("-"))
            expect = False
            out.append(word)
            continue
        expect = bare in _DETERMINERS or bare.isdigit() or bool(re.fullmatch(r"\d+\.", bare))
        out.append(word)
    return " ".join(out)


GERMAN_ARTICLES = frozenset(
    "der die das den dem des ein eine einen einem einer mein "  # noqa: SIM905 (a word list)
    "meine meinen meinem meiner unser unsere unseren dein deine deiner deinen deinem".split()
)


def main_clause(words: list[str], *, move: bool = True) -> list[str]:
    """German after "dass" puts the verb last ("die heizung kaputt ist"); a message says it
    second, after the subject ("Die Heizung ist kaputt"), and a noun after an article is
    capitalised."""
    clauses: list[list[str]] = [[]] if move else [words]
    for w in words if move else ():  # "ich heute krank bin und morgen da bin": each its verb
        if w.lower() in _JOINS and clauses[-1]:
            clauses.append([w])
        else:
            clauses[-1].append(w)
    words = []
    for n, clause in enumerate(clauses):
        join = clause[:1] if n else []
        rest = clause[1:] if n else clause
        if move and len(rest) > 1 and rest[-1].isalpha() and rest[-1].islower():
            if not n and rest[0].lower() in _PREPOSITIONS and len(rest) > 3:
                at = 3 if rest[1].lower() in GERMAN_ARTICLES else 2  # "im bad flackert die lampe"
            elif not n or rest[0].lower() in _SUBJECTS or rest[0].lower() in GERMAN_ARTICLES:
                at = 2 if rest[0].lower() in GERMAN_ARTICLES else 1
            else:
                at = 0  # "und morgen wieder da bin" → "und bin morgen wieder da"
            if n or len(rest) > 2:
                split = _SEPARABLE.fullmatch(rest[-1])  # "heimkomme": "komme … heim"
                verb, off = (split["verb"], [split["prefix"]]) if split else (rest[-1], [])
                rest = [*rest[:at], verb, *rest[at:-1], *off]
        words.extend([*join, *rest])
    return [
        w[:1].upper() + w[1:]
        if (i and words[i - 1].lower() in _BEFORE_NOUN)
        or w.lower() in _GERMAN_NOUNS
        or (len(w) >= 6 and _NOUN_END.search(w))
        else w
        for i, w in enumerate(words)
    ]


TOLD_DE = re.compile(
    r",\s*(?=(?:ich|wir|er|sie|es|das|der|die|mein\w*)\s+(?:bin|bin's|hab|habe|hab's|hatte|muss"
    r"|musste|kann|konnte|will|werde|komme|gehe|stehe|sitze|war|ist|hat|sind|haben|steht|geht"
    r"|fällt|faellt|kommt|fährt|faehrt)\b)",
    re.IGNORECASE,
)
"""A main clause after a comma in what a German "dass" clause tells ("…, ich hab einen termin"):
said as it is, its verb second already."""
_SEPARABLE = re.compile(
    r"(?P<prefix>heim|an|ab|auf|aus|mit|vorbei|zurück|zurueck|los|weg|nach|vor|zu|ein|rein|raus"
    r"|rüber|hin|her|wieder|fertig)(?P<verb>komme|kommt|kommen|falle|fällt|fallen|rufe|ruft|rufen"
    r"|hole|holt|holen|fange|fängt|fangen|gehe|geht|gehen|fahre|fährt|fahren|bringe|bringt|bringen"
    r"|gebe|gibt|geben|nehme|nimmt|nehmen|schaue|schaut|schauen|sage|sagt|sagen|melde|meldet"
    r"|melden|mache|macht|machen|stehe|steht|stehen|sehe|sieht|sehen|lege|legt|legen|laufe|läuft"
    r"|laufen|ziehe|zieht|ziehen|kaufe|kauft|kaufen|räume|räumt|räumen|treffe|trifft|treffen"
    r"|setze|setzt|setzen|schicke|schickt|schicken|finde|findet|finden)"
)
"""A verb with a separable prefix, which a main clause splits ("dass der zug ausfällt" → "der
Zug fällt aus", "dass ich später heimkomme" → "ich komme später heim")."""
_NOUN_END = re.compile(
    r"(?:ung|heit|keit|schaft|fest|feier|party|haus|tür|zimmer|platz|straße|strasse|markt|garten"
    r"|termin|ausflug|turnier|konzert)$"
)
"""Endings only a German noun has ("straßenfest", "hausversammlung"): it is written capitalised."""
_JOINS = frozenset({"und", "aber", "oder"})
_PREPOSITIONS = frozenset(
    "im am in an auf bei beim vom zum zur seit nach vor unter über ueber hinter neben".split()  # noqa: SIM905
)
"""A clause that starts with a place or a time ("im bad …", "seit montag …"): the verb follows it."""
_SUBJECTS = frozenset({"ich", "du", "er", "sie", "es", "wir", "ihr", "man"})
_BEFORE_NOUN = GERMAN_ARTICLES | {"zum", "zur", "beim", "vom", "ins", "im"}
_GERMAN_NOUNS = frozenset(
    """montag dienstag mittwoch donnerstag freitag samstag sonntag wochenende uhr abend mittag
    nachmittag januar februar märz april mai juni juli august september oktober november
    dezember geburtstag training probe party termin urlaub spiel""".split()  # noqa: SIM905 (a word list)
)
"""Nouns said in messages that German writes capitalised ("am Sonntag um 12 Uhr")."""


_NOT_NOUN = frozenset(
    """immer nie oft gern gerne so viel alles alle uns euch mir dir ihm ihr da hier dort für
    mit bei von zu nach auch noch schon sehr ganz jeden jede jedes stets ständig bitte was
    etwas nichts mal doch""".split()  # noqa: SIM905
)


def noun_written(word: str) -> str:
    """A bare word before a verb at the end written as the noun it is ("immer kuchen gebacken",
    "bitte kuchen mitbringen" → "Kuchen"); an adverb, a pronoun or an adjective ("immer
    pünktlich") stays."""
    if word in _NOT_NOUN or re.search(r"(?:lich|ig|isch|bar|sam|haft|los|weise)$", word):
        return word
    return word[:1].upper() + word[1:]


_WHEN_WORDS = frozenset(
    "heute morgen gestern übermorgen vorgestern nachher gleich später früher dessen".split()  # noqa: SIM905
)
_VERBS = frozenset(
    [
        "bin",
        "bist",
        "ist",
        "sind",
        "seid",
        "komme",
        "kommt",
        "kommen",
        "muss",
        "musst",
        "müssen",
        "kann",
        "kannst",
        "können",
        "habe",
        "hab",
        "hat",
        "haben",
        "werde",
        "wird",
        "werden",
        "gehe",
        "geht",
        "gehen",
        "bleibe",
        "bleibt",
    ]
)
_BARE_REASON = re.compile(
    r"\b((?:wegen|aufgrund|trotz|wg\.)\s+)([a-zäöüß][\w-]*)(\s+[a-zäöüß]\w*)?"
)


def reason_noun(text: str) -> str:
    """The noun said bare after "wegen" written as one ("wegen werkstatt" → "wegen Werkstatt",
    "wegen kaputter heizung" → "wegen kaputter Heizung"); an article after it stays ("wegen der
    übung" is :func:`nouns_capitalised`'s)."""

    def written(found: re.Match[str]) -> str:
        word, after = found[2], found[3] or ""
        if word in _DETERMINERS or word in _KEEP or word in _NOT_NOUN or word in _WHEN_WORDS:
            return found[0]
        if (
            _ADJECTIVE_END.search(word) and after and after.strip() not in _VERBS
        ):  # "kaputter heizung"
            return f"{found[1]}{word}{after[:1]}{after[1:2].upper()}{after[2:]}"
        return f"{found[1]}{noun_written(word)}{after}"

    return _BARE_REASON.sub(written, text)
