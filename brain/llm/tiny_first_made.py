"""A caption for the first thing the user made themselves, with how many tries it took and who
helped: "caption for instagram: my first loaf of sourdough after 6 attempts, thanks to my
starter bob", "social media caption for my first ever homemade pizza, third try, my son leo
helped", "bildunterschrift für mein erstes selbstgebackenes brot nach 5 versuchen, danke an
meinen sauerteig otto"; asked as any text is ("caption for a photo of my first
focaccia pls, 4 tries in and my helper is called bob", "caption pls - …, my daughter is called mia
and she helped"). Each caption carries the thing, the tries and the name, and anything
else said as said; nothing is made up. A first with neither tries nor a helper is left to
:func:`brain.llm.tiny_shop.detailed_caption`. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, clauses, german, named
from brain.llm.tiny_german import nouns_capitalised

_CAPTION = re.compile(
    r"\b(?:(?:instagram|insta|ig|facebook|fb|tiktok|social media|social)\s+)?(?:caption"
    r"|bildunterschrift|bildtext|beschriftung)s?\b",
    re.IGNORECASE,
)
"""The words naming a caption: asked for as any text is (:func:`asked_for`): "need an insta
caption", "caption pls", "hey can u write an instagram caption?"; "what makes a good caption"
asks none."""
_AFTER_ASK = re.compile(
    r"^\s*(?:(?:for|on|f(?:ü|ue)r)\s+(?:(?:my|mein)\s+)?(?:instagram|insta|ig|facebook|fb|tiktok"
    r"|social media)\b)?\s*(?:(?:pls|please|plz|bitte)\b)?\s*(?:[:,?!.;\-–]+\s*|(?:for|of|about"
    r"|f(?:ü|ue)r|zu|über|on)\s+)",
    re.IGNORECASE,
)
"""What follows the caption word before its details: "for insta pls: ", "? ", " for "."""
_PICTURE = (
    r"(?:(?:it'?s|its|this is|it is|here'?s|das ist|es ist)\s+)?(?:(?:a|the|my|an?|ein|das|mein)\s+)?"
    r"(?:pic|picture|photo|foto|bild|shot|snap|selfie)\s+(?:of|von|with|mit)\s+"
)
_MADE = (
    r"(?:(?:i|we|ich|wir)\s+)?(?:(?:just|finally|have|hab|habe|endlich|gerade)\s+)*(?:made|baked"
    r"|knitted|knit|sewed|sewn|built|cooked|brewed|painted|crocheted|finished|potted|thrown|threw)\s+"
)
_FIRST = re.compile(
    rf"^(?:{_PICTURE}|{_MADE})?(?:(?:my|our|mein\w*|unser\w*)\s+)?(?:very\s+)?"
    r"(?P<first>first|1st|erste[rsnm]?)\s+(?:ever\s+)?(?P<thing>[\w' -]+?)\s*$",
    re.IGNORECASE,
)
_NUMBER = (
    r"\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|zwei|drei|vier|fünf"
    r"|sechs|sieben|acht|neun|zehn|elf|zwölf"
)
_ORDINAL = r"\d+(?:st|nd|rd|th|\.)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
_DE_ORDINAL = r"\d+\.|zweite[nr]?|dritte[nr]?|vierte[nr]?|fünfte[nr]?|sechste[nr]?|siebte[nr]?"
_TRIES = re.compile(
    rf"(?:^|\s)(?P<said>(?:it )?took (?:me|us) (?:{_NUMBER}) (?:tries|attempts|goes|fails)"
    rf"|(?:after|nach)\s+(?:{_NUMBER})\s+(?:failed\s+|missglückten\s+)?(?:attempts?"
    r"|tries|goes|fails|failures|flops|versuch\w*|fehlversuch\w*|anläufen)"
    rf"|(?:{_NUMBER})\s+(?:attempts|tries|fails|failures|goes)\s+later"
    rf"|(?:{_ORDINAL})\s+time(?:'?s)?\s+(?:lucky|the charm)"
    rf"|(?:on\s+)?(?:my|the|attempt|try)?\s*(?:{_ORDINAL}|number\s+\d+|no\.?\s*\d+|#\d+)\s*(?:attempt"
    rf"|try|go|versuch)?|(?:(?:im|beim|nach dem)\s+)?(?:{_DE_ORDINAL})\s+(?:versuch|anlauf)"
    rf"|(?:hat\s+)?(?:{_NUMBER})\s+(?:versuche|anläufe)(?:\s+gebraucht)?)"
    r"(?=\s|$|[,.!])",
    re.IGNORECASE,
)
_ROLE = r"(?:sourdough\s+|little\s+|best\s+|big\s+|kleine[rn]?\s+)?[\w-]+"
_NAME = r"[a-zäöüß][\w-]+"
_HELPER = re.compile(
    r"(?:^|\s)(?P<lead>thanks to|thank you|with (?:the )?help (?:from|of)|helped by|with|couldn'?t"
    r" have done it without|dank|danke an|mit hilfe von|mit)\s+(?:my|our|mein\w*|unser\w*)\s+"
    rf"(?P<role>{_ROLE})\s+(?:(?:named|called|namens)\s+)?(?P<name>{_NAME})"
    r"(?:\s+(?:for|f(?:ü|ue)r)\s+(?P<for>[\w' -]+?))?\s*$"
    rf"|^(?:(?:and|und|also)\s+)?(?P<own>my|our|mein\w*|unser\w*)\s+(?P<role2>{_ROLE})(?:\s+(?:is|'s)"
    r"\s+(?:called|named)|\s*'s\s+name\s+is|\s+hei(?:ß|ss)t|\s+named|\s+called|\s+namens)\s+"
    rf"(?P<name2>{_NAME}(?:\s+(?!(?:and|und|who|der|die)\b){_NAME})?)(?:\s*(?:,|and|who|und|der|die)\s+(?:(?:she|he|they|it|sie|er|es)\s+)?"
    r"(?P<deed>.+?))?\s*$"
    rf"|^(?:(?:and|und|also)\s+)?(?P<own3>my|our|mein\w*|unser\w*)\s+(?P<role3>{_ROLE})\s+"
    rf"(?P<name3>{_NAME})\s+(?P<deed3>(?:helped|hat|half|showed|taught|zeigte|cheered|kept)\b.*?)\s*$",
    re.IGNORECASE,
)
"""Who helped and how said: "thanks to my starter bob (for moral support)", "my starter is
called bob", "my mum is called rosa and she showed me how", "mein sauerteig heißt otto",
"my neighbour anna helped"."""
_HELPED = re.compile(r"(?:helped|hat (?:mir |uns )?geholfen|half)(?: (?:me|us|out))?", re.I)
"""A deed that only says they helped: the thanks say it."""
_NOT_NAME = frozenset(
    "and und who is was the a an my our me she he they her him it helped hat half für for".split()  # noqa: SIM905 (a word list)
)
_EMOJI = (
    (r"bread|loaf|sourdough|baguette|brot|focaccia|brötchen|bagel", "🍞"),
    (r"cake|kuchen|torte|cupcake", "🎂"), (r"cookie|biscuit|keks|plätzchen", "🍪"),
    (r"pizza", "🍕"), (r"pasta|ravioli|gnocchi|nudeln", "🍝"), (r"croissant", "🥐"), (r"pie", "🥧"), (r"jam|marmelade", "🍓"),
    (r"scarf|sweater|jumper|socks|hat|knit|schal|pullover|socken|mütze|gestrickt", "🧶"),
    (r"mug|bowl|vase|pot\b|tasse|schale|keramik", "🏺"), (r"candle|kerze", "🕯️"),
)  # fmt: skip


def first_made_caption(said: str) -> str | None:
    """Captions for the first thing made that ``said`` tells of, with its tries and helper, or
    None."""
    parts = _details(said)
    if parts is None:
        return None
    thing = tries = first_word = ""
    helper: tuple[str, str, str, str] | None = None
    others = []
    for part in parts:
        part = re.sub(r"\s*\b(?:lol|haha+|xd|omg|tbh|lmao)\b\s*", " ", part, flags=re.I).strip()
        if not part or re.fullmatch(r"(?:pls|please|bitte|thanks|danke|keep it short)", part, re.I):
            continue
        if (t := _TRIES.search(part)) is not None and not tries:
            tries, part = t["said"].strip(), (part[: t.start()] + part[t.end() :]).strip()
            part = re.sub(r"^(?:and|und)\b\s*|\s*\b(?:and|und)$", "", part, flags=re.I).strip()
        if (h := _HELPER.search(part)) is not None and helper is None:
            if (helper := _helper(h)) is None:
                return None
            part = part[: h.start()].strip()
        if (f := _FIRST.match(part)) is not None and not thing:
            thing, first_word, part = f["thing"].strip(), f["first"], ""
        if part:
            others.append(part)
    if not thing or not (tries or helper) or len(thing.split()) > 6:
        return None
    de = german(said)
    first = _first(thing, first_word, de)
    if first is None:
        return None
    emoji = next((e for p, e in _EMOJI if re.search(p, thing, re.I)), "✨")
    more = " ".join(o[:1].upper() + o[1:] + "." for o in others)
    one = f"{first}{' – ' + _said(tries, de) if tries else ''}! {emoji}"
    two = (
        f"{_said(tries, de, start=True)}: {_lower(first)} {emoji}" if tries else f"{first} {emoji}"
    )
    if helper is not None:
        thanked, told, deed, why = helper
        if deed:
            sentence = f" {told[:1].upper() + told[1:]} {deed}."
            one, two = one + sentence, two + sentence
        if deed and re.match(r"(?:showed|taught|zeigte|hat mir|hat uns)\b", deed, re.I):
            two += f" {'Danke' if de else 'Thank you'}, {told.split()[-1]}!"
        elif not deed:
            for_ = f" {'für' if de else 'for'} {why}" if why else ""
            thanks = "Danke an" if de else ("Thanks to" if why else "Couldn't have done it without")
            one += f" {thanks} {thanked}{for_}."
            two += f" {'Ein großes Danke an' if de else 'Big thanks to'} {thanked}{for_}!"
    one, two = (f"{one} {more}".strip(), f"{two} {more}".strip())
    intro = "Ein paar zur Auswahl:" if de else "A few to pick from:"
    marks = ("„", "“") if de else ('"', '"')
    return intro + "\n" + "\n".join(f"{marks[0]}{o}{marks[1]}" for o in (one, two))


def _details(said: str) -> list[str] | None:
    """The user's clauses around a caption asked for ("caption for a photo of my first
    …"; "just baked my first loaf! caption pls"), or None when no caption is asked for."""
    found = asked_for(said, _CAPTION)
    if found is None:
        return None
    after = _AFTER_ASK.match(said[found.end() :])
    if after is None:
        return None
    sentence = re.split(r"[.!?]\s+", said[: found.start()])
    before = " ".join(sentence[:-1]) if len(sentence) > 1 else ""
    return clauses(before) + clauses(said[found.end() + after.end() :])


_GENDER = (
    (r"(?:brot|brötchen|chen|croissant|bild|kleid|baguette|gebäck|shirt|regal|glas|tuch)$", "es"),
    (r"(?:kuchen|schal|pullover|pulli|topf|laib|korb|stuhl|tisch|hut|keks|zopf|teppich|becher)$",
     "er"),
    (r"(?:e|pizza|tasse|torte|focaccia|lasagne|marmelade|kerze|mütze|socke|vase|schale)$", "e"),
)  # fmt: skip
"""The ending of "erst-" for a German thing by its last noun: "erstes Brot", "erster Kuchen",
"erste Torte"."""


def _first(thing: str, first_word: str, de: bool) -> str | None:
    """ "My first sourdough loaf"; in German the first word's ending by the noun's gender
    ("meinem ersten sauerteigbrot" → "Mein erstes Sauerteigbrot"), or None when unknown."""
    if not de:
        return f"My first {thing}"
    words = thing.split()
    words[-1] = words[-1][:1].upper() + words[-1][1:]
    word = first_word.lower()
    if word not in ("erste", "erster", "erstes"):
        end = next((e for p, e in _GENDER if re.search(p, words[-1], re.I)), None)
        if end is None:
            return None
        word = "erst" + end
    own = "Meine" if word == "erste" else "Mein"
    words = [re.sub(r"(?<=[a-zäöü])e[nm]$", "e" + word[5:] if word != "erste" else "e", w)
             if i < len(words) - 1 and word != "erste" else w for i, w in enumerate(words)]  # fmt: skip
    return f"{own} {word} " + " ".join(words)


def _helper(found: re.Match[str]) -> tuple[str, str, str, str] | None:
    """Who helped, thanked and told ("meinen Sauerteig Otto", "mein Sauerteig Otto"), what
    they did as said ("showed me how", "" for only helping) and what for ("moral support");
    None when the name is no name."""
    role = found["role"] or found["role2"] or found["role3"]
    name = found["name"] or found["name2"] or found["name3"]
    if name.lower() in _NOT_NAME:
        return None
    deed = (found["deed"] or found["deed3"] or "").strip(" .!")
    if _HELPED.fullmatch(deed):
        deed = ""
    mine = re.search(r"\b(?:my|our|mein\w*|unser\w*)\b", found[0], re.I)
    word = mine[0].lower() if mine else "my"
    told = word
    if word.startswith(("mein", "unser")):
        role = role[:1].upper() + role[1:]
        if found["lead"]:
            word = re.sub(
                r"(?<=mein|nser)(?:em|e?r)$", lambda m: "e" if m[0] == "er" else "en", word
            )
        else:
            told, word = (
                word,
                re.sub(r"(?<=mein|nser)$", "en", word) if word in ("mein", "unser") else word,
            )
            if role.lower().endswith("e") or told.endswith("e"):
                word = told
    return f"{word} {role} {named(name)}", f"{told} {role} {named(name)}", deed, found["for"] or ""


def _said(tries: str, de: bool, *, start: bool = False) -> str:
    """The tries as said ("after 6 attempts"), German nouns capitalised."""
    text = nouns_capitalised(tries) if de else tries
    text = re.sub(r"\b(versuch\w*|anl(?:ä|ae)uf\w*|fehlversuch\w*)", lambda m: m[1].capitalize(),
                  text, flags=re.I)  # fmt: skip
    return text[:1].upper() + text[1:] if start else text


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]
