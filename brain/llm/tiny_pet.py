"""A poster for a lost pet, or for one found, with what the user tells: the pet's name and kind,
how it looks, where and when it was last seen (or found), how to reach them and a reward
("write a lost cat poster: our cat milo, ginger tabby, last seen on elm street on tuesday, call
0176 5551234", "found a dog near the station, brown, red collar, make a notice, 555-0192",
"schreib einen vermisst-aushang für unsere katze minka, grau getigert, zuletzt gesehen in der
gartenstraße, tel 0176 1234567"). Nothing is made up; a gap in brackets only for a phone number
not given. "my cat is missing, what do i do" is a worry, not a poster. Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import EMAIL, asked_for, clauses, dates, german, phones, said_date
from brain.llm.tiny_tidy import tidied

_PETS = {
    "cat": ("cat", "Katze"), "kitten": ("kitten", "Kätzchen"), "kitty": ("cat", "Katze"),
    "tomcat": ("cat", "Kater"), "dog": ("dog", "Hund"), "puppy": ("puppy", "Welpe"),
    "rabbit": ("rabbit", "Kaninchen"), "bunny": ("rabbit", "Kaninchen"),
    "parrot": ("parrot", "Papagei"), "budgie": ("budgie", "Wellensittich"),
    "tortoise": ("tortoise", "Schildkröte"), "turtle": ("tortoise", "Schildkröte"),
    "hamster": ("hamster", "Hamster"), "guinea pig": ("guinea pig", "Meerschweinchen"),
    "ferret": ("ferret", "Frettchen"), "bird": ("bird", "Vogel"), "pet": ("pet", "Tier"),
    "katze": ("cat", "Katze"), "kater": ("cat", "Kater"), "kätzchen": ("kitten", "Kätzchen"),
    "hund": ("dog", "Hund"), "hündin": ("dog", "Hündin"), "welpe": ("puppy", "Welpe"),
    "kaninchen": ("rabbit", "Kaninchen"), "hase": ("rabbit", "Hase"),
    "wellensittich": ("budgie", "Wellensittich"), "papagei": ("parrot", "Papagei"),
    "schildkröte": ("tortoise", "Schildkröte"), "meerschweinchen": ("guinea pig", "Meerschweinchen"),
    "vogel": ("bird", "Vogel"), "tier": ("pet", "Tier"), "haustier": ("pet", "Tier"),
}  # fmt: skip
_PET = (
    r"(?:guinea pig|"
    + "|".join(sorted((p for p in _PETS if " " not in p), key=len, reverse=True))
    + r")"
)
POSTER_KIND = re.compile(
    r"\b(?:(?:lost|missing|found|stray)\s+(?:an?\s+)?(?:(?:pet|"
    + _PET[3:-1]
    + r")\s+)?)?(?:posters?|notices?"
    r"|flyers?|fliers?|signs?|posts?|ads?|messages?|texts?|aushang|aush(?:ä|ae)nge|plakat|zettel"
    r"|suchmeldung|suchanzeige|anzeige|flyer|beitrag|nachricht)\b"
    r"|\b(?:vermisst|vermissten|fund|such)[\w-]*(?:aushang|plakat|zettel|anzeige|meldung|flyer)\b",
    re.IGNORECASE,
)
_LOST = re.compile(
    r"\b(?:lost|missing|ran (?:away|off)|run away|escaped|disappeared|went missing|hasn'?t come"
    r" (?:home|back)|vermisst\w*|entlaufen\w*|weggelaufen|entflogen\w*|verschwunden|ausgebüxt"
    r"|nicht (?:nach hause|heim) gekommen)\b",
    re.IGNORECASE,
)
_FOUND = re.compile(
    r"(?<!\bif )(?<!\bwhen )(?<!\bwenn )\b(?:found|stray|turned up|zugelaufen\w*|gefunden\w*"
    r"|aufgefunden|fundtier)\b",
    re.IGNORECASE,
)
_NOT_NAME = frozenset(
    """a an the our my his her their is was has had who which and und or with from in on at
    near last seen since lost missing found black white grey gray ginger brown tabby small big
    large young old male female very really pet cat dog poster notice flyer sign post named
    called please pls eine einen ein unsere unser meine mein unseren meinen die der das ist
    wurde zuletzt gesehen seit schwarz weiß weiss grau braun rot getigert klein groß gross
    kater katze hund tier aushang für fuer vermisst gefunden name heißt heisst namens it he
    she er sie es for to of by about""".split()  # noqa: SIM905 (a word list)
)
_NAME = re.compile(
    rf"\b(?:(?:named|called|name is|name's|heißt|heisst|namens|hört auf den namen|hoert auf den"
    rf" namen)\s+(?P<a>[A-Za-zÄÖÜäöüß][\w-]+)|(?:our|my|the|unsere[nmr]?|meine[nmr]?|unser|mein)"
    rf"\s+(?:\w+\s+)?{_PET}\s*,?\s+(?P<b>[A-Za-zÄÖÜäöüß][\w-]+)|(?:for|f(?:ü|ue)r)\s+(?P<c>[A-Za-z"
    rf"ÄÖÜäöüß][\w-]+)\s*(?:,|\(|\s+(?:the|our|my|a|unsere?|meine?n?|die|den|der)\s+(?:\w+\s+)?{_PET})"
    rf"|{_PET}\s*[:,-]\s*(?P<d>[A-Za-zÄÖÜäöüß][\w-]+)\s*(?:,|$))",
    re.IGNORECASE,
)
_LOOKS = re.compile(
    r"\b(?:black|white|grey|gray|ginger|orange|brown|tabby|tortoiseshell|tortie|calico|tricolou?r"
    r"|spotted|striped|fluffy|long-?haired|short-?haired|collar|chip\w*|tag|tail|ears?|paws?|eyes?"
    r"|spots?|patch\w*|breed|labrador|lab|spaniel|terrier|retriever|shepherd|collie|poodle|beagle"
    r"|husky|dachshund|pug|chihuahua|bulldog|mix|siamese|maine coon|persian|schwarz\w*|wei(?:ß|ss)\w*"
    r"|grau\w*|rot\w*|braun\w*|getigert|gefleckt|gestreift|langhaar\w*|kurzhaar\w*|halsband|gechippt"
    r"|chip|pfoten?|schwanz|ohren?|augen?|mischling|flecke?n?|kastriert|neutered|spayed|years? old"
    r"|jahre alt|\d+\s*(?:yrs?|y/?o|jahre))\b",
    re.IGNORECASE,
)
_SEEN = re.compile(
    r"\b(?:last seen|seen last|missing since|went missing|gone missing|ran off|ran away|escaped"
    r"|disappeared|lost (?:on|in|at|near|around)|found (?:on|in|at|near|around|this|last|yesterday"
    r"|today)|zuletzt gesehen|vermisst seit|entlaufen|weggelaufen|verschwunden|gefunden|zugelaufen"
    r"|seit)\b",
    re.IGNORECASE,
)
REWARD = re.compile(r"\b(?:reward|finder'?s fee|belohnung|finderlohn)\b", re.IGNORECASE)
_NATURE = re.compile(
    r"\b(?:shy|timid|scared|skittish|nervous|friendly|don'?t chase|do not chase|needs? (?:medication"
    r"|meds)|on medication|diabetic|deaf|blind|scheu|ängstlich|aengstlich|zutraulich|nicht (?:anfassen"
    r"|verfolgen|jagen)|braucht medikamente)\b",
    re.IGNORECASE,
)
_NOT_ASKED = re.compile(
    r"^\W*(?:how|what|where|why|should|do i|can i|is it|wie|was|wo|soll ich)\b(?!.*\b(?:write|make"
    r"|draft|schreib\w*|mach\w*)\b)|\b(?:script|code|app|website|database|project|projekt)\b",
    re.IGNORECASE,
)


def pet_poster(said: str) -> str | None:
    """The lost (or found) pet poster ``said`` asks for, or None."""
    pet = re.search(rf"\b{_PET}\b", said, re.IGNORECASE)
    lost, found = _LOST.search(said), _FOUND.search(said)
    if pet is None or (lost is None and found is None) or _NOT_ASKED.search(said):
        return None
    if asked_for(said, POSTER_KIND) is None:
        return None
    de = german(said)
    kind_en, kind_de = _PETS[pet[0].lower()]
    is_found = found is not None and lost is None
    name = _name(said)
    parts = clauses(said)
    phone = phones(said)
    mail = EMAIL.search(said)
    parts = [piece for p in parts for piece in _split_seen(p)]
    looks = [said_line(p, de) for p in parts if _LOOKS.search(p) and not _SEEN.search(p)
             and not phones(p) and not POSTER_KIND.search(p)]  # fmt: skip
    seen = next(
        (p for p in parts if (at := _SEEN.search(p)) and not POSTER_KIND.search(p[: at.start()])),
        "",
    )
    seen = _seen(seen, said, de) if seen else ""
    nature = [said_line(p, de) for p in parts if _NATURE.search(p) and not _LOOKS.search(p)]
    reward = next((p for p in parts if REWARD.search(p)), "")
    contact = " / ".join([*phone, *([mail[0]] if mail else [])])
    if de:
        return _german(kind_de, name, is_found, looks, seen, nature, reward, contact)
    head = (f"FOUND: {kind_en.upper()}" if is_found else
            f"MISSING {kind_en.upper()}" + (f": {name.upper()}" if name else ""))  # fmt: skip
    lines = [head, ""]
    if is_found:
        lines.append(f"We found this {kind_en}" + (f" {seen}" if seen else "") + ".")
    else:
        lines.append(_missing_en(f"Our {kind_en}{' ' + name if name else ''}", seen))
    lines += [f"• {item}" for item in looks + nature]
    if reward:
        lines.append(f"• {said_line(reward, False)}")
    call = contact or "[your phone number]"
    if is_found:
        lines.append(f"Is this your {kind_en}? Please call or text {call}.")
    else:
        lines.append(
            f"Have you seen {name or f'our {kind_en}'}? Please call or text {call}, any time."
        )
        lines.append("Please check your garages and sheds. Thank you so much!")
    return "Here's a poster you could put up:\n\n" + "\n".join(lines)


def _split_seen(part: str) -> list[str]:
    """ "grey cat with white paws found on baker street" → the looks, then where found."""
    seen = _SEEN.search(part)
    if seen is None or not seen.start() or not _LOOKS.search(part[: seen.start()]):
        return [part]
    return [part[: seen.start()].strip(), part[seen.start() :]]


def _missing_en(who: str, seen: str) -> str:
    """ "Our dog Bella has been missing since Saturday", "Our cat Milo is missing – last seen
    on Elm Street", "Our dog Rex ran off in Hyde Park yesterday"."""
    if re.match(r"missing since", seen, re.IGNORECASE):
        return f"{who} has been {seen}."
    if re.match(r"(?:ran off|ran away|escaped|disappeared|went missing|got out)", seen, re.I):
        return f"{who} {seen} and hasn't come home."
    return f"{who} is missing" + (f" – {seen}" if seen else "") + "."


def _name(said: str) -> str:
    for found in _NAME.finditer(said):
        word = found["a"] or found["b"] or found["c"] or found["d"]
        if word and word.lower() not in _NOT_NAME and not _LOOKS.fullmatch(word):
            return word[:1].upper() + word[1:]
    return ""


def said_line(part: str, de: bool) -> str:
    part = re.sub(
        r"^(?:(?:and|und|he|she|it|er|sie|es)\s+)?(?:(?:is|has|'s|ist|hat)\s+)?",
        "",
        part.strip(),
        flags=re.I,
    )
    text = tidied(part, "de" if de else "en", first=True, as_said=True).rstrip(".")
    return re.sub(r"\b(street|road|lane|avenue|park|straße|strasse|weg|platz)\b",
                  lambda m: m[1] if de else m[1].capitalize(), text)  # fmt: skip


def _seen(part: str, said: str, de: bool) -> str:
    """ "last seen on elm street on tuesday" → "last seen on Elm Street on Tuesday"."""
    text = re.sub(r"^.*?\b(?=(?:last seen|seen last|missing since|zuletzt gesehen|vermisst seit"
                  r"|found|gefunden|seit|entlaufen|lost)\b)", "", part, flags=re.I)  # fmt: skip
    text = (
        re.sub(r"^(?:found|gefunden)\s+", "", text, flags=re.I)
        if re.match(r"found|gefunden", text, re.I)
        else text
    )
    text = (
        re.sub(r"\b(?:lost|missing|seen last)\b", "last seen", text, count=1, flags=re.I)
        if re.match(r"(?:lost|seen last)\b", text, re.I)
        else text
    )
    return placed(text, de)


def placed(text: str, de: bool) -> str:
    """Where and when, written as a poster says it: "on elm street on tuesday" → "on Elm
    Street on Tuesday" (shared with :mod:`brain.llm.tiny_lost`)."""
    words = text.split()
    out: list[str] = []
    for index, word in enumerate(words):
        before = words[index - 1].lower() if index else ""
        street = bool(
            re.search(
                r"(?:stra(?:ß|ss)e|str\.|weg|platz|allee|gasse|street|road|lane|avenue)$",
                word,
                re.I,
            )
        ) or bool(
            out
            and out[-1][:1].isupper()
            and before not in ("on", "in", "at", "near")
            and re.fullmatch(r"park|square|green|common", word, re.I)
        )
        place = before in (
            "on",
            "in",
            "at",
            "near",
            "by",
            "around",
            "der",
            "dem",
            "am",
            "im",
            "beim",
            "an",
        )
        place = place and word.lower() not in ("the", "a", "our", "my", "der", "die", "dem", "den")
        if street or (
            place
            and index + 1 < len(words)
            and re.search(r"(?:street|road|lane|avenue|park|square)$", words[index + 1], re.I)
        ):
            word = word[:1].upper() + word[1:]
        out.append(word)
    text = " ".join(out)
    for day in dates(text):
        text = text.replace(day[0], said_date(day, "de" if de else "en"), 1)
    return re.sub(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday)\b",
                  lambda m: m[1].capitalize() if m[1] not in ("today", "yesterday") else m[1], text)  # fmt: skip


def _german(kind: str, name: str, is_found: bool, looks: list[str], seen: str,
            nature: list[str], reward: str, contact: str) -> str:  # fmt: skip
    female = kind in ("Katze", "Hündin", "Schildkröte")
    neuter = kind in ("Kaninchen", "Kätzchen", "Meerschweinchen", "Tier", "Frettchen")
    article = "unsere" if female else "unser"
    if is_found:
        head = f"{kind.upper()} GEFUNDEN"
        first = (
            f"{'Diese' if female else 'Dieses' if neuter else 'Dieser'} {kind} wurde gefunden"
            + (f" – {seen}" if seen else "")
            + "."
        )
    else:
        head = f"VERMISST: {kind.upper()}" + (f" {name.upper()}" if name else "")
        first = (
            f"{article.capitalize()} {kind}{' ' + name if name else ''} wird vermisst"
            + (f" – {seen}" if seen else "")
            + "."
        )
    lines = [head, "", first]
    lines += [f"• {item}" for item in looks + nature]
    if reward:
        lines.append(f"• {said_line(reward, True)}")
    call = contact or "[deine Telefonnummer]"
    if is_found:
        lines.append(
            f"{'Ist das deine' if female else 'Ist das dein'} {kind}? Bitte melde dich unter {call}."
        )
    else:
        who = name or f"{'unsere' if female else 'unser'} {kind}"
        lines.append(f"Wer hat {who} gesehen? Bitte melde dich unter {call} – jederzeit.")
        lines.append("Bitte schaut auch in Garagen und Kellern nach. Vielen Dank!")
    return "So könnte der Aushang lauten:\n\n" + "\n".join(lines)
