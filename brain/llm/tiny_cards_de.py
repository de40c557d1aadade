"""A German card's text for the common occasions (Hochzeit, Geburtstag, Genesung, Beileid,
Ruhestand, Geburt) with the names and details the user gives: "schreib mir was nettes für ne
hochzeitskarte für meine kollegin julia und ihren mann markus, nicht zu kitschig" → „Liebe
Julia, lieber Markus, herzlichen Glückwunsch zur Hochzeit! …“. "du" for a first name, "Sie"
for a title and surname ("unserem chef herrn maier"), "ihr" for a couple; "ich" or "wir" as
the card is from one or many. The small model speaks no German, so this is the whole text.
Used by :func:`brain.llm.tiny_cards.card_text`."""

from __future__ import annotations

import re

from brain.llm.tiny_card_deeds import deed_de
from brain.llm.tiny_card_who import Person, loss, loved, reserved, senders
from brain.llm.tiny_details import dates, said_date

_FAMILY = {
    "oma": "Oma", "omi": "Omi", "opa": "Opa", "opi": "Opi", "mama": "Mama", "mami": "Mami",
    "mutter": "Mama", "papa": "Papa", "papi": "Papi", "vater": "Papa", "tante": "Tante",
    "onkel": "Onkel", "großmutter": "Oma", "grossmutter": "Oma", "großvater": "Opa",
    "grossvater": "Opa",
}  # fmt: skip
_PARENTS = frozenset({"mama", "mami", "mutter", "papa", "papi", "vater"})
_FORMS = {
    "du": {"dir": "dir", "dich": "dich", "dein": "dein", "deine": "deine", "deinen": "deinen",
           "deiner": "deiner", "deinem": "deinem", "du": "du", "bist": "bist", "hast": "hast",
           "genieß": "Genieß"},
    "ihr": {"dir": "euch", "dich": "euch", "dein": "euer", "deine": "eure", "deinen": "euren",
            "deiner": "eurer", "deinem": "eurem", "du": "ihr", "bist": "seid", "hast": "habt",
            "genieß": "Genießt"},
    "Sie": {"dir": "Ihnen", "dich": "Sie", "dein": "Ihr", "deine": "Ihre", "deinen": "Ihren",
            "deiner": "Ihrer", "deinem": "Ihrem", "du": "Sie", "bist": "sind", "hast": "haben",
            "genieß": "Genießen Sie"},
}  # fmt: skip
_FEMALE_LOSS = re.compile(
    r"(?:mutter|mama|oma|omi|schwester|frau|ehefrau|tochter|tante|gro(?:ß|ss)mutter|schwiegermutter"
    r"|freundin|partnerin|katze|cousine|nichte)$",
    re.IGNORECASE,
)
_AILMENT = re.compile(
    r"\b(?:hatte|hat|nach|wegen|mit)\s+(?:eine[rnm]?|der|dem|ihre[rnm]?|seine[rnm]?|einer)?\s*"
    r"(?P<what>[\w-]*-?op|[\w-]*operation|grippe|unfall|sturz|infekt|bandscheibenvorfall"
    r"|beinbruch|armbruch|[\w-]*bruch)\b|\b(?P<hospital>im krankenhaus|in der klinik)\b",
    re.IGNORECASE,
)
_YEARS = re.compile(
    r"\bnach\s+(?P<n>\d{1,2}|[a-zäöü]+)\s+jahren(?P<where>\s+(?:in|bei|im|an|am)\s+[^,.;!?]+?)?"
    r"(?=\s*(?:[,.;!?]|$|\bund\b)|\s+(?:sie|er|hat|hatte|war|immer|nie|geht|zieht)\b)",
    re.IGNORECASE,
)
_YEARS_HERE = re.compile(
    r"\b(?P<n>\d{1,2})\s+jahre\s+(?P<where>dabei|hier|bei uns|im team|in der firma|im betrieb)\b",
    re.IGNORECASE,
)
"""Years told as "25 jahre dabei", "30 jahre bei uns"."""
_WORK = re.compile(
    r"\b(?:kolleg\w*|chef\w*|vorgesetzt\w*|mitarbeiter\w*|team|firma|b(?:ü|ue)ro|arbeit\w*"
    r"|abteilung|betrieb|colleague|coworker|boss|manager|company|office|work)\b",
    re.IGNORECASE,
)
"""Someone the user works with: only they are thanked for working together."""
_SMALL = frozenset(
    [
        "in",
        "im",
        "bei",
        "an",
        "am",
        "auf",
        "mit",
        "für",
        "über",
        "oder",
        "der",
        "die",
        "das",
        "dem",
        "den",
        "des",
        "und",
        "zu",
        "zum",
        "zur",
        "vom",
        "von",
    ]
)


def german_card(occasion: str, said: str, people: list[Person]) -> str:
    """The German card for ``occasion`` (sympathy, get_well, wedding, birth, retirement,
    birthday) to ``people``, with what ``said`` tells."""
    person = people[0] if people else Person()
    polite = (
        reserved(said, person)
        and not person.name
        and re.search(r"nachbar|chef|vorgesetzt|lehrer", person.relation)
    )
    form = "ihr" if len(people) > 1 else "Sie" if person.formal or polite else "du"
    sign, many = senders(said, "de")
    cool = reserved(said, person) or form == "Sie"
    me = {"ich": "wir" if many else "ich", "wünsche": "wünschen" if many else "wünsche"}
    f = _FORMS[form]
    hello = _hello(people)
    lines = [hello]
    if occasion == "birthday":
        lines += _birthday(said, f, me)
    elif occasion == "wedding":
        lines.append(
            "herzlichen Glückwunsch zur Hochzeit!"
            if hello
            else "Herzlichen Glückwunsch zur Hochzeit!"
        )
        lines += _on_the_day(said, f"{f['genieß']} {f['deinen']} großen Tag am {{day}}!")
        lines.append(
            f"{me['ich'].capitalize()} {me['wünsche']} {f['dir']} für {f['deinen']} gemeinsamen "
            "Weg alles Gute, viel Gelassenheit im Alltag und immer genug Gründe zum Lachen."
        )
    elif occasion == "get_well":
        lines += _get_well(said, f, me)
    elif occasion == "sympathy":
        lines += _sympathy(said, f, me, cool)
    elif occasion == "retirement":
        lines += _retirement(said, f, me)
    elif occasion == "farewell":
        lines += _farewell(said, f, me)
    elif occasion == "birth":
        lines += _birth(said, f, me)
    closing = _closing(occasion, cool, sign)
    text = "\n".join(line for line in (*lines, closing) if line)
    if not hello:
        text = text[:1].upper() + text[1:]
    return f"So könnte die Karte lauten:\n\n„{text}“"


def _hello(people: list[Person]) -> str:
    """ "Liebe Julia, lieber Markus,", "Lieber Herr Maier,", "Hallo Kim," or ""."""
    said = []
    for index, person in enumerate(people):
        name = _called(person)
        if not name:
            continue
        dear = {True: "Liebe", False: "Lieber", None: "Hallo"}[person.female]
        said.append(f"{dear if not index else dear.lower()} {name}")
    if not said:
        return ""
    if any(s.lower().startswith("hallo") for s in said) and len(said) > 1:
        return "Hallo " + " und ".join(_called(p) for p in people if _called(p)) + ","
    return ", ".join(said) + ","


def _called(person: Person) -> str:
    word = person.relation.split()[-1].lower() if person.relation else ""
    family = _FAMILY.get(word, "")
    name = re.sub(r"^Herrn\b", "Herr", person.name)
    if family and (word in _PARENTS or not name):
        return family
    if family and name:
        return f"{family} {name}"
    return name


_EVERY = re.compile(r"\b(?:every|each|jeden|jede|jedem)\s+$", re.IGNORECASE)
"""A weekday said after "every" is a habit ("brings donuts every friday"), no day of the card."""


def _on_the_day(said: str, line: str) -> list[str]:
    found = [d for d in dates(said) if not _EVERY.search(said[: d.start()])]  # "every friday"
    return [line.format(day=said_date(found[0], "de"))] if found else []


def _birthday(said: str, f: dict[str, str], me: dict[str, str]) -> list[str]:
    from brain.llm.tiny_cards import age

    number = age(said)
    lines = [
        f"alles Gute zum {number}. Geburtstag! 🎉" if number else "alles Gute zum Geburtstag! 🎉"
    ]
    lines += _on_the_day(said, f"{f['genieß']} {f['deinen']} großen Tag am {{day}}!")
    loves = _yours(german_nouns(loved(said, "de")), f)
    if loves:
        lines.append(
            f"{me['ich'].capitalize()} {me['wünsche']} {f['dir']} einen Tag voller Dinge, die "
            f"{f['du']} {'liebst' if f['du'] == 'du' else 'lieben' if f['du'] == 'Sie' else 'liebt'}:"
            f" {loves}."
        )
        if re.search(r"\bwitz\w*", loves, re.IGNORECASE):
            lines.append(
                f"Und mögen {f['deine']} Witze so herrlich schlecht bleiben, wie sie sind. 😄"
            )
    else:
        lines.append(
            f"{me['ich'].capitalize()} {me['wünsche']} {f['dir']} einen Tag mit lieben Menschen und "
            f"ein bisschen Zeit nur für {f['dich']}."
        )
    if did := deed_de(said, f["du"]):  # "sie backt jeden freitag kuchen": thanked for it
        lines.append(f"Danke, {did}!")
    lines.append("Auf ein wunderbares neues Lebensjahr!")
    return lines


def _get_well(said: str, f: dict[str, str], me: dict[str, str]) -> list[str]:
    found = _AILMENT.search(said)
    if found is not None and found["hospital"]:
        first = f"es tut {'uns' if me['ich'] == 'wir' else 'mir'} leid, dass {f['du']} im Krankenhaus {f['bist']}."
    elif found is not None:
        what = "-".join(p[:1].upper() + p[1:] for p in found["what"].split("-"))
        what = re.sub(r"-Op$|^Op$", lambda m: m[0].upper(), what)
        own = f["deiner"] if re.search(r"(?:op|operation|grippe)$", what, re.I) else f["deinem"]
        first = f"{me['ich']} {'haben' if me['ich'] == 'wir' else 'habe'} von {own} {what} gehört."
    else:
        first = f"{me['ich']} {'haben' if me['ich'] == 'wir' else 'habe'} gehört, dass es {f['dir']} nicht gut geht."
    did = deed_de(said, f["du"])  # "er gießt immer unsere blumen": thanked for it
    return [
        first,
        *([f"Danke, {did}!"] if did else []),
        f"Gute Besserung! {me['ich'].capitalize()} {me['wünsche']} {f['dir']}, dass "
        f"{f['du']} schnell wieder auf die Beine {'kommst' if f['du'] == 'du' else 'kommt' if f['du'] == 'ihr' else 'kommen'}, "
        f"und {'schicken' if me['ich'] == 'wir' else 'schicke'} {f['dir']} viel Kraft.",
    ]


def _sympathy(said: str, f: dict[str, str], me: dict[str, str], cool: bool) -> list[str]:
    died = loss(said)
    sorry = f"es tut {'uns' if me['ich'] == 'wir' else 'mir'} sehr leid"
    if died is not None:
        relation = died.relation[:1].upper() + died.relation[1:]
        own = f["deine"] if _FEMALE_LOSS.search(died.relation) else f["dein"]
        name = f" {died.name}" if died.name else ""
        when = f" {died.when}" if died.when else ""
        first = f"{sorry}, dass {own} {relation}{name}{when} gestorben ist."
    else:
        first = f"{sorry} um {f['deinen']} Verlust."
    lines = [first]
    if cool:
        lines.append(
            f"{'Unser' if me['ich'] == 'wir' else 'Mein'} herzliches Beileid. {me['ich'].capitalize()} "
            f"{me['wünsche']} {f['dir']} und {f['deiner']} Familie viel Kraft in dieser schweren Zeit."
        )
    else:
        lines.append(
            f"{me['ich'].capitalize()} {'denken' if me['ich'] == 'wir' else 'denke'} an {f['dich']} "
            f"und {'sind' if me['ich'] == 'wir' else 'bin'} da, wenn {f['du']} etwas "
            f"{'brauchst' if f['du'] == 'du' else 'braucht' if f['du'] == 'ihr' else 'brauchen'}"
            " – auch für etwas Kleines."
        )
    return lines


def _retirement(said: str, f: dict[str, str], me: dict[str, str]) -> list[str]:
    lines = ["herzlichen Glückwunsch zum Ruhestand!"]
    years = _YEARS.search(said) or _YEARS_HERE.search(said)
    if years is not None:
        where = german_nouns(years["where"] or "")
        where = "" if where.strip().lower() == "dabei" else where  # "25 jahre dabei"
        earned = f"{f['hast']} {f['du']}" if f["du"] != "Sie" else "haben Sie"
        lines.append(
            f"Nach {years['n']} Jahren{where} {earned} ihn {'dir' if f['du'] == 'du' else 'euch' if f['du'] == 'ihr' else 'sich'} mehr als verdient."
        )
    thanks = "Vielen Dank für die gute Zusammenarbeit! " if _WORK.search(said) else ""
    if did := deed_de(said, f["du"]):  # "er hat immer den drucker repariert"
        thanks = f"Danke für alles – und besonders dafür, {did}! "
    lines.append(
        f"{thanks}{me['ich'].capitalize()} {me['wünsche']} {f['dir']} Gesundheit und viel Zeit "
        "für alles, was bisher zu kurz gekommen ist."
    )
    loves = _yours(german_nouns(loved(said, "de")), f)
    if loves:
        lines.append(f"Jetzt bleibt endlich viel Zeit für {loves}.")
    return lines


def _farewell(said: str, f: dict[str, str], me: dict[str, str]) -> list[str]:
    from brain.llm.tiny_card_move import german, moving

    if (move := moving(said)) is not None:  # "sie zieht nach 15 jahren nach hamburg"
        if me["ich"] == "ich" and re.search(r"\b(?:unse?r\w*|wir|uns)\b", said, re.IGNORECASE):
            me = {"ich": "wir", "wünsche": "wünschen"}
        return german(move, f, me, deed_de(said, f["du"]))
    lines = [f"ohne {f['dich']} wird es nicht dasselbe sein!"]
    years = _YEARS.search(said)
    if years is not None:
        lines.append(f"Danke für {years['n']} schöne Jahre{german_nouns(years['where'] or '')}.")
    thanks = (
        "Danke für die gute Zusammenarbeit und die vielen Lacher! " if _WORK.search(said) else ""
    )
    if did := deed_de(said, f["du"]):  # "sie hat jedes teamessen organisiert"
        thanks = f"Danke für alles – und besonders dafür, {did}! "
    lines.append(
        f"{thanks}{me['ich'].capitalize()} {me['wünsche']} {f['dir']} für den neuen Weg alles"
        " Gute. Bleib in Kontakt!".replace("Bleib", "Bleiben Sie" if f["du"] == "Sie" else "Bleib")
    )
    return lines


def _birth(said: str, f: dict[str, str], me: dict[str, str]) -> list[str]:
    from brain.llm.tiny_card_birth import baby

    little = baby(said)
    lines = [
        f"herzlichen Glückwunsch zur Geburt von {little}! 🎉"
        if little
        else "herzlichen Glückwunsch zur Geburt!"
    ]
    if little:
        girl = re.search(r"\b(?:tochter|mädchen|maedchen)\b", said, re.I)
        boy = re.search(r"\b(?:sohn|junge|jungen)\b", said, re.I)
        small = "kleine " if girl else "kleiner " if boy else ""
        lines.append(f"Willkommen auf der Welt, {small}{little}!")
    lines.append(
        f"{me['ich'].capitalize()} {me['wünsche']} {f['dir']} eine wunderschöne erste Zeit zusammen"
        " – mit viel Freude und ein bisschen Schlaf."
    )
    return lines


def _closing(occasion: str, cool: bool, sign: str) -> str:
    if sign in ("uns allen",) or sign.startswith(
        ("deinem", "Team", "Familie", "der ", "dem ", "allen ", "den ")
    ):
        said = f"Alles Liebe von {sign}" if not cool else f"Viele Grüße von {sign}"
        return said.replace("von dem ", "vom ")
    name = f"\n{sign}" if sign else ""
    if occasion == "sympathy":
        return f"{'In stiller Anteilnahme' if cool else 'In Gedanken bei dir'}{name}"
    return f"{'Viele Grüße' if cool else 'Alles Liebe'}{name}"


_KEEP = frozenset(
    "deine deinen dein deinem deiner mein meine meinen unser unsere uns euch gern gerne sehr viel".split()  # noqa: SIM905
)


def _yours(words: str, f: dict[str, str]) -> str:
    """ "deinen Garten" said to whom the card is for: "Ihren Garten", "euren Garten"."""
    return re.sub(r"\bdein(?:e[mnr]?)?\b", lambda m: f[m[0].lower()], words)


def german_nouns(words: str) -> str:
    """German typed in lower case with its nouns written capitalised ("angeln und schlechte
    witze" → "Angeln und schlechte Witze"; " in der firma" → " in der Firma"): a word before
    another that ends like an adjective ("schlechte", "guten") stays as it is."""
    said = words.split(" ")
    out = []
    for index, word in enumerate(said):
        low = word.lower()
        after = said[index + 1].lower() if index + 1 < len(said) else ""
        adjective = after and after not in _SMALL and re.search(r"(?:e|en|er|es|em)$", low)
        if not word or low in _SMALL or low in _KEEP or adjective:
            out.append(word)
        else:
            out.append(word[:1].upper() + word[1:])
    return " ".join(out)
