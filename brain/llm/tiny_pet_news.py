"""News about pets the user tells (the lost-pet poster is :mod:`brain.llm.tiny_pet`): a new pet
welcomed by its name, a pet that died mourned by its name. The tiny model answered "our old
rabbit had to be put to sleep" with "it's a common practice", and a goodbye to the family dog
with "Talk soon!"."""

from __future__ import annotations

import re

from brain.llm.tiny_kin import NEWS, PET, SAD

_NEW_PET = re.compile(
    NEWS
    + SAD
    + r".*\b(?:(?:got|get|getting|adopted|adopting|brought home|picked up|welcomed|rescued|new"
    r"|bekommen|adoptiert|geholt|aufgenommen|gerettet|neue[rsn]?)\b.{0,40}\b"
    + PET
    + r"(?:s|en|n)?|"
    + PET
    + r"\w*\b.{0,35}\b(?:adoptiert|geholt|aufgenommen|bekommen|gekauft|gerettet)|(?:haben|hab"
    r"|habe) (?:jetzt )?(?:einen|eine|ein|nen|ne) (?:\w+ )?(?:welpen?|kätzchen|kaetzchen))\b",
    re.IGNORECASE,
)
"""A new pet told ("we got a puppy!", "just adopted a rescue cat", "wir haben einen welpen")."""
_PET_NAME = re.compile(
    r"\b(?:(?:named|called|call|calling|nennen|taufen|getauft)(?:\s+(?:him|her|it|them|ihn|sie"
    r"|es))?|name (?:him|her|it|them)|name is|name's|names|heißt|heisst|namens|name ist|goes by|hört auf|hoert auf)\s+"
    r"(?:(?:den namen|the name)\s+)?(?P<name>[^\W\d_][\w'-]{1,15})\b(?!\s+(?:or|oder)\b)"
    r"|\b(?:ihn|sie|es)\s+(?P<named>[^\W\d_][\w'-]{1,15})\s+(?:genannt|getauft)\b",
    re.IGNORECASE,
)
_NO_NAME = frozenset(
    re.findall(
        r"\w+",
        "a an the him her it he she they ihn sie es er ein eine der die das yet still not noch "
        "nicht probably maybe vielleicht after nach so and und or oder because weil us me you uns mich dich "
        "mir dir cute sweet little tiny süß suess klein it's its is for of",
    )
)
_BREEDS = re.compile(
    r"\b(beagle|labrador|lab|golden retriever|retriever|dachshund|sausage dog|poodle|cockapoo"
    r"|labradoodle|pug|french bulldog|frenchie|bulldog|border collie|collie|husky|corgi|spaniel"
    r"|cocker spaniel|terrier|jack russell|chihuahua|shih tzu|boxer|german shepherd|shepherd"
    r"|dalmatian|greyhound|whippet|maine coon|ragdoll|siamese|british shorthair|persian|bengal"
    r"|sphynx|norwegian forest cat|tabby|dackel|pudel|mops|schäferhund|schaeferhund|hauskatze"
    r"|perserkatze|kartäuser|kartaeuser)\b",
    re.IGNORECASE,
)


def named_pet(said: str, language: str) -> str | None:
    """A warm line for a new pet told with its name ("we got a puppy! his name is bruno, a
    beagle"): the name said back, and the breed when it is a known one; None without a name
    (the new-pet line asks for it)."""
    if not _NEW_PET.search(said):
        return None
    found = _PET_NAME.search(said)
    said_name = (found["name"] or found["named"]) if found else None
    if said_name is None or said_name.lower() in _NO_NAME:
        return None
    name = said_name[:1].upper() + said_name[1:]
    breed = _BREEDS.search(said)
    if language == "de":  # no breed: "ein Labrador", "eine Maine Coon" need their gender
        return (
            f"Willkommen in der Familie, {name}! 🐾 Herzlichen Glückwunsch zum neuen "
            f"Familienmitglied. Wie lebt sich {name} ein?"
        )
    kind = f" A {breed[1].lower()}, lovely choice." if breed else ""
    return f"Welcome to the family, {name}! 🐾 Congratulations!{kind} How is {name} settling in?"


_PET_LOSS = re.compile(
    r"^(?![^?]*\?\s*$)(?!.*\b(?:explain|erkl(?:ä|ae)r\w*|how (?:do|can|should|to)|wie (?:sag|erkl)\w*"
    r"|write|schreib\w*|card|karte|poem|gedicht|nearly|almost|fast|beinahe|food|bowl|futter|napf"
    r"|toy|spielzeug)\b).*\b(?:(?:"
    + PET
    + r"|pet|haustier|tier)\b.{0,60}\b(?<!nearly )(?<!almost )(?:died|passed(?: away| on)?\b(?! (?:his"
    r"|her|its|the|an?)\b)|(?:is|was) dead|(?:put|putting|had to put) (?:\w+ ){0,3}?(?:down|to sleep)"
    r"|put to sleep|(?:is|was) gone|crossed the rainbow bridge|gestorben|verstorben|(?:ist|war) tot"
    r"|eingeschl(?:ä|ae)fert|einschl(?:ä|ae)fern (?:lassen|müssen|muessen)|(?:gehen|einschlafen)"
    r" lassen|über die regenbogenbrücke|ueber die regenbogenbruecke)|(?:put|putting|had to put)"
    r" (?:\w+ ){0,3}?"
    + PET
    + r"\b.{0,30}\b(?:down|to sleep)|(?:lost|said goodbye to|say goodbye to|saying goodbye to"
    r"|had to let go of|let go of|verloren|abschied (?:von|genommen von)) (?:(?:our|my|unser\w*"
    r"|mein\w*|the|old|sweet|little|alte[nrs]?|kleine[nrs]?|dear|beloved|lieben?)\s+){1,3}"
    + PET
    + r"|let (?:our|my|unser\w*|mein\w*) (?:\w+ )?"
    + PET
    + r"(?: \w+)? go)\b",
    re.IGNORECASE,
)
"""A pet that died or was put to sleep ("our vet put the old cat to sleep this week", "unser
kater ist eingeschlafen worden"), not a question, a text to write or a pet nearly lost."""
_THEN = (
    r"died|passed|was|is|has|had|who|went|got|down|this|yesterday|today|last|on|in|after|over|at"
    r"|ist|war|wurde|hat|heute|gestern|einschl\w*|eingeschl\w*|gehen|verloren|gestorben|go"
)
"""What follows a pet's name ("our dog benny died", "unseren kater felix einschläfern")."""
_LOSS_NAME = re.compile(
    rf"\b{PET}\s*,?\s+(?P<after>[^\W\d_][\w'-]{{1,15}})(?=\s*(?:[,.;:!?)]|$)|\s(?:{_THEN})\b)|(?:^|[,.;:!]\s*)(?:rip\s+|r\.i\.p\.?\s+)?(?P<before>[^\W\d_][\w'-]{{1,15}}),?"
    rf"\s+(?:our|my|unser\w*|mein\w*)\s+(?:\w+\s+)?{PET}\b",
    re.IGNORECASE,
)
_NOT_A_NAME = _NO_NAME | frozenset(
    re.findall(
        r"\w+",
        "died passed was were is had has have got yesterday today tonight this last down away "
        "at who that which we i in on from with morning evening night sleep just finally "
        "ist wurde war hat haben hatten mussten musste gestern heute nach mit von am im den dem "
        "des gestorben verstorben eingeschläfert eingeschlaefert letzte letzten diese diesen "
        "heut gerade leider endlich bei to for into because but when who after before then",
    )
)


def lost_pet(said: str, language: str) -> str | None:
    """A kind line for a pet that died, with its name when it was said ("we had to put our
    old dog benny down"); None for anything else. The bare loss line said "it's okay to feel
    sad"; a pet named gets its name back."""
    found = _PET_LOSS.search(said)
    if found is None:
        return None
    named = next(
        (
            name
            for match in _LOSS_NAME.finditer(said)
            if (name := match["after"] or match["before"]).lower() not in _NOT_A_NAME
            and not re.fullmatch(PET, name, re.IGNORECASE)
        ),
        None,
    )
    name = named[:1].upper() + named[1:] if named else None
    years = _YEARS.search(said)
    count = next((n for n in (years.groups() if years else ()) if n), None)
    found_pronoun = _HE_SHE.search(said)
    he_she = None if found_pronoun is None else (found_pronoun["p"] or found_pronoun["q"]).lower()
    if language == "de":
        about = f" um {name}" if name else ""
        her = None if he_she is None else "ihm" if he_she in ("ihn", "er") else "ihr"
        told = f"erzähl mir von {name or her}" if name or her else "erzähl mir davon"
        long = f"{count} gemeinsame Jahre sind eine lange Zeit. " if count else ""
        return (
            f"Das tut mir so leid{about}. 💔 {long}Ein Tier gehen zu lassen heißt, ein "
            "Familienmitglied zu verlieren, und die Stille zu Hause danach ist oft das Schwerste. "
            f"Sei in den nächsten Tagen sanft zu dir. Wenn du magst, {told}."
        )
    pet = re.search(PET, said, re.IGNORECASE)
    about = name or (f"your {pet[0].lower()}" if pet else "your pet")
    her = None if he_she is None else "him" if he_she in ("him", "he") else "her"
    long = (
        f"{count} years together is a long time, and {_LIFE[her or 'them']}, so " if count else ""
    )
    start = long or "Letting a pet go is losing one of the family, and "
    return (
        f"I'm so sorry about {about}. 💔 {start}the quiet at home afterwards is often the hardest "
        f"part. Be gentle with yourself these days. If you'd like, tell me about "
        f"{name or her or 'them'}."
    )


_YEARS = re.compile(
    r"\b(?:had|have had|'ve had|owned)\s+(?:\w+\s+){0,2}?for\s+(?:almost\s+|nearly\s+|over\s+"
    r"|about\s+)?(\d{1,2})\s+years\b|\b(\d{1,2})\s+years\s+(?:together|with us|with me|with (?:him"
    r"|her)|of love)"
    r"|\b(?:seit|für|fuer|nach)\s+(?:fast\s+|über\s+|ueber\s+)?(\d{1,2})\s+jahren?\b"
    r"|\b(\d{1,2})\s+(?:(?:gemeinsame|schöne|schoene)\s+jahre|jahre\s+lang)\b"
    r"|\b(?:hatten|hatte|haben)\s+(?:\w+\s+){0,2}?(\d{1,2})\s+jahre\b|\bof\s+(\d{1,2})\s+years\b",
    re.IGNORECASE,
)
"""How long the pet was the user's ("we had her for 12 years", "nach 14 jahren")."""
_HE_SHE = re.compile(
    r"\b(?:had|have had|'ve had|lost|miss|adopted|got|put|hatten|hatte|haben|years with)\s+"
    r"(?:to\s+put\s+)?(?P<p>him|her|ihn|sie)\b|\b(?P<q>he|she|er|sie)(?=\s+(?:was|is|had|lived|died|passed|slept|war"
    r"|ist|hat|wurde|starb|lebte)\b)",
    re.IGNORECASE,
)
"""How the user spoke of the pet: the line says it the same way ("her", not "them")."""
_LIFE = {"her": "she was part of every day", "him": "he was part of every day",
         "them": "they were part of every day"}  # fmt: skip
