"""A caption for the first thing the user made themselves, with how many tries it took and who
helped: "caption for instagram: my first loaf of sourdough after 6 attempts, thanks to my
starter bob", "social media caption for my first ever homemade pizza, third try, my son leo
helped", "bildunterschrift für mein erstes selbstgebackenes brot nach 5 versuchen, danke an
meinen sauerteig otto". Each caption carries the thing, the tries and the name, and anything
else said as said; nothing is made up. A first with neither tries nor a helper is left to
:func:`brain.llm.tiny_shop.detailed_caption`. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, german, named
from brain.llm.tiny_german import nouns_capitalised

_ASKED = re.compile(
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can you|could you|kannst du|i need"
    r"|need|ich brauche|brauche)\W+)*(?:(?:write|draft|give me|make|come up with|schreib\w*|mach\w*)"
    r"\s+(?:me\s+|mir\s+)?)?(?:(?:a|an|some|ein|eine|einen|ne|nen)\s+)?(?:(?:short|quick|cute|nice"
    r"|fun|funny|little|kurze[nr]?|nette[nr]?|schöne[nr]?|lustige[nr]?)\s+)*(?:(?:instagram|insta|ig"
    r"|facebook|fb|tiktok|social media|social)\s+)?(?:caption|bildunterschrift|bildtext|post)s?\s*"
    r"(?:(?:for|on|f(?:ü|ue)r)\s+(?:instagram|insta|ig|facebook|fb|tiktok|social media)\s*"
    r"(?:(?:pls|please|plz|bitte)\s*)?)?(?:(?:pls|please|plz|bitte)\s*)?"
    r"(?:(?:for|of|about|f(?:ü|ue)r|zu|über)\s+|[:,-]\s*)(?P<rest>.+)$",
    re.IGNORECASE,
)
_FIRST = re.compile(
    r"^(?:(?:my|our|mein\w*|unser\w*)\s+)?(?:very\s+)?(?P<first>first|1st|erste[rsn]?)\s+(?:ever\s+)?"
    r"(?P<thing>[\w' -]+?)\s*$",
    re.IGNORECASE,
)
_NUMBER = (
    r"\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|zwei|drei|vier|fünf"
    r"|sechs|sieben|acht|neun|zehn|elf|zwölf"
)
_ORDINAL = r"\d+(?:st|nd|rd|th|\.)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
_TRIES = re.compile(
    rf"(?:^|\s)(?P<said>(?:it )?took (?:me|us) (?:{_NUMBER}) (?:tries|attempts|goes)|(?:after|nach)\s+(?:{_NUMBER})\s+(?:failed\s+|missglückten\s+)?(?:attempts?"
    r"|tries|goes|fails|failures|flops|versuch\w*|fehlversuch\w*|anläufen)"
    rf"|(?:on\s+)?(?:my|the|attempt|try)?\s*(?:{_ORDINAL}|number\s+\d+|no\.?\s*\d+|#\d+)\s*(?:attempt"
    r"|try|go|versuch)?|(?:im\s+)?(?:\d+\.|zweiten|dritten|vierten|fünften|sechsten)\s+(?:versuch|anlauf))"
    r"(?=\s|$|[,.!])",
    re.IGNORECASE,
)
_HELPER = re.compile(
    r"(?:^|\s)(?P<lead>thanks to|thank you|with (?:the )?help (?:from|of)|helped by|with|couldn'?t"
    r" have done it without|dank|danke an|mit hilfe von|mit)\s+(?:my|our|mein\w*|unser\w*)\s+"
    r"(?P<role>(?:sourdough\s+)?[\w-]+)\s+(?:(?:named|called|namens)\s+)?(?P<name>[a-zäöüß][\w-]+)\s*$"
    r"|^(?:my|our|mein\w*|unser\w*)\s+(?P<role2>[\w-]+)\s+(?P<name2>[a-zäöüß][\w-]+)\s+(?:helped"
    r"|hat geholfen|half)\s*$",
    re.IGNORECASE,
)
_EMOJI = (
    (r"bread|loaf|sourdough|baguette|brot|focaccia|brötchen|bagel", "🍞"),
    (r"cake|kuchen|torte|cupcake", "🎂"), (r"cookie|biscuit|keks|plätzchen", "🍪"),
    (r"pizza", "🍕"), (r"pie", "🥧"), (r"jam|marmelade", "🍓"),
    (r"scarf|sweater|jumper|socks|hat|knit|schal|pullover|socken|mütze|gestrickt", "🧶"),
    (r"mug|bowl|vase|pot\b|tasse|schale|keramik", "🏺"), (r"candle|kerze", "🕯️"),
)  # fmt: skip


def first_made_caption(said: str) -> str | None:
    """Captions for the first thing made that ``said`` tells of, with its tries and helper, or
    None."""
    found = _ASKED.match(said.strip())
    if found is None:
        return None
    parts = clauses(found["rest"])
    thing = tries = helper = first_word = ""
    others = []
    for part in parts:
        if re.fullmatch(r"(?:pls|please|bitte|thanks|danke|keep it short)", part, re.I):
            continue
        if (t := _TRIES.search(part)) is not None and not tries:
            tries, part = t["said"].strip(), (part[: t.start()] + part[t.end() :]).strip()
        if (h := _HELPER.search(part)) is not None and not helper:
            helper, part = _helper(h), part[: h.start()].strip()
        if (f := _FIRST.match(part)) is not None and not thing:
            thing, first_word, part = f["thing"].strip(), f["first"], ""
        if part:
            others.append(part)
    if not thing or not (tries or helper) or len(thing.split()) > 6:
        return None
    de = german(said)
    emoji = next((e for p, e in _EMOJI if re.search(p, thing, re.I)), "✨")
    first = f"My first {thing}"
    if de:
        own = "Meine" if first_word.lower() == "erste" else "Mein"
        words = thing.split()
        first = f"{own} {first_word.lower()} " + " ".join(
            w if i < len(words) - 1 else w[:1].upper() + w[1:] for i, w in enumerate(words)
        )
    more = " ".join(o[:1].upper() + o[1:] + "." for o in others)
    one = f"{first}{' – ' + _said(tries, de) if tries else ''}! {emoji}"
    two = (
        f"{_said(tries, de, start=True)}: {_lower(first)} {emoji}" if tries else f"{first} {emoji}"
    )
    if helper:
        thanks = "Danke an" if de else "Couldn't have done it without"
        one += f" {thanks} {helper}."
        two += f" {'Ein großes Danke an' if de else 'Big thanks to'} {helper}!"
    one, two = (f"{one} {more}".strip(), f"{two} {more}".strip())
    intro = "Ein paar zur Auswahl:" if de else "A few to pick from:"
    marks = ("„", "“") if de else ('"', '"')
    return intro + "\n" + "\n".join(f"{marks[0]}{o}{marks[1]}" for o in (one, two))


def _helper(found: re.Match[str]) -> str:
    """ "thanks to my starter bob" → "my starter Bob"; "danke an meinen sauerteig otto" →
    "meinen Sauerteig Otto"."""
    role, name = found["role"] or found["role2"], found["name"] or found["name2"]
    mine = re.search(r"\b(?:my|our|mein\w*|unser\w*)\b", found[0], re.I)
    word = mine[0].lower() if mine else "my"
    if word.startswith(("mein", "unser")):
        word = re.sub(r"(?<=mein|nser)(?:em|e?r)$", lambda m: "e" if m[0] == "er" else "en", word)
        role = role[:1].upper() + role[1:]
    return f"{word} {role} {named(name)}"


def _said(tries: str, de: bool, *, start: bool = False) -> str:
    """The tries as said ("after 6 attempts"), German nouns capitalised."""
    text = nouns_capitalised(tries) if de else tries
    text = re.sub(r"\b(versuch\w*|anl(?:ä|ae)uf\w*|fehlversuch\w*)", lambda m: m[1].capitalize(),
                  text, flags=re.I)  # fmt: skip
    return text[:1].upper() + text[1:] if start else text


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]
