"""Captions for a photo of the user with someone, somewhere, with what happened there: "caption
for a photo: me and my cousin on the pier, we waited 3 hours for the sunset and it rained" →
"Me and my cousin on the pier: waited 3 hours for the sunset… and it rained. 🌧️", "Waited 3
hours for the sunset. It rained. Still a 10/10 day with my cousin."; "bildunterschrift für ein
foto von mir und meinem papa am fluss, den ganzen nachmittag geangelt, nichts gefangen" →
„Papa und ich am Fluss: …“. Who, where and the twist are the user's words; the last thing told
is the punchline. A photo with no story ("caption for a photo of me with dad") keeps the stock
captions (:mod:`brain.llm.tiny_ideas`), a pet is :mod:`brain.llm.tiny_pet_caption`'s. A habit
told ("we go every summer", "machen wir jedes jahr") is said by :mod:`brain.llm.tiny_photo_habit`,
also for a photo only described ("pic of me and the lads at …, every friday"). Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_card_who import RELATION
from brain.llm.tiny_details import asked_for, clauses, days_named, german
from brain.llm.tiny_german import nouns_capitalised
from brain.llm.tiny_pet_caption import ASKED, CAPTION, STYLE
from brain.llm.tiny_photo_habit import habit, habit_captions

_WHAT = re.compile(
    r"^\W*(?:(?:so|hey|hi|ok|okay|pls|please)\W+)*(?:what|how) (?:should|do|can|could|would) i"
    r" (?:caption|write (?:under|on|for|with)|put (?:under|on|with))\b",
    re.IGNORECASE,
)
"""A caption asked as a question: "what should i caption this photo of me with mum …"."""
_NAMED = re.compile(
    r"(?:(?:and|und)\s+)?(?:(?:his|her|their|sein|ihr)\s+name\s+(?:is|ist)|(?:he|she|they)(?:'s|\s+is"
    r"|\s+are)\s+called|(?:er|sie)\s+hei(?:ß|ss)t)\b",
    re.IGNORECASE,
)
"""A clause that only names them ("…, his name is rui"): no part of the story."""
_PHOTO_OF = re.compile(
    r"^\W*(?:(?:a|an|the|my|our|this|ein|das|mein|unser|dieses)\s+)?(?:(?:cute|nice|old|new"
    r"|little|schönes|altes|neues)\s+)?(?:photo|pic|picture|selfie|shot|snap|bild|foto|selfie)s?"
    r"\s+(?:of|von)\s+(?:me|us|mir|uns)\b",
    re.IGNORECASE,
)
"""A photo described with no caption named ("pic of me and my dad at the stadium, …"): a
caption when a habit is told ("…, been going together for 15 years")."""
_NOT_NAME = (
    r"(?!(?:my|our|the|a|an|i|me|we|us|you|him|her|them|this|that|it|at|on|in|by|with|from"
    r"|for|of|to|and|or|some|all|everyone|friends|family)\b)"
)
_GROUP = (
    r"(?:girls|boys|lads|guys|gang|crew|squad|fam|family|folks|parents|grandparents|kids|children"
    r"|besties|girlies|team)(?![a-z])"
)
"""A group the user is in the photo with ("me and my girls", "me and the lads")."""
_GROUP_DE = (
    r"(?:freundinnen|freunden|freunde|brüdern|bruedern|brüder|schwestern|kumpels|jungs|mädels"
    r"|maedels|geschwistern|geschwister|cousinen|cousins|eltern|kindern|kinder|kolleginnen"
    r"|kollegen|leuten|großeltern|grosseltern|familie|mädchen)(?![a-zäöüß])"
)
"""German groups, in the dative after "mir und meinen" or as said."""
_WHO = re.compile(
    rf"\b(?:me|myself)\s+(?:and|&|\+|n)\s+(?P<own>my|our|the)\s+(?P<rel>{_GROUP}|{RELATION}s?)"
    rf"(?:\s+(?P<named>{_NOT_NAME}(?![a-z]+ing\b)[a-z]{{2,15}})(?=[\s,.]|$))?"
    rf"|\b(?P<own2>my|our)\s+(?P<rel2>{RELATION}s?)\s+(?:and|&|\+)\s+(?:me|i|myself)\b"
    rf"|\b(?:selfie|photo|pic|picture|one|shot)\s+(?:of me\s+)?with\s+(?P<own3>my|our)\s+"
    rf"(?P<rel3>{RELATION}s?)"
    rf"|\b(?:me|myself)\s+(?:and|&|\+)\s+(?P<name>{_NOT_NAME}[a-z]{{2,15}})\b"
    rf"|\b(?:mir|mich|ich)\s+(?:und|&|mit)\s+(?P<de_own>meine[mnr]?|unsere[mnr]?|den)\s+"
    rf"(?P<de_rel>{_GROUP_DE}|{RELATION})"
    rf"|\b(?P<de_own2>meine[mnr]?|mein|unsere[mnr]?|unser)\s+(?P<de_rel2>{_GROUP_DE}|{RELATION})\s+und\s+"
    r"(?:mir|mich|ich)\b",
    re.IGNORECASE,
)
"""Who is in the photo with the user ("me and my cousin", "my brother and me", "a selfie with my
grandpa", "me and jake", "von mir und meinem papa")."""
_PLACE = re.compile(
    r"\s*(?P<place>(?:(?:at|on|in|by|under|near|am|an der|an den|auf dem|auf der|im|in der"
    r"|in den|beim|unter dem|am|vor dem)\s+(?:the\s+|a\s+)?[\w'-]+(?:\s+(?!(?:and|und|we|wir|i"
    r"|ich|machen|mache|gehen|fahren|sind|waren|every|each|jedes|jeden|since|seit|been|for|this"
    r"|like|wie|as|again|wieder|same)\b)[a-z][\w'-]+)?))",
    re.IGNORECASE,
)
_NAMED_FAMILY = frozenset(
    """mom mum dad mama papa mommy mummy daddy grandma grandpa granny nan nana gran oma opa""".split()  # noqa: SIM905
)
_SUBJECT = re.compile(
    r"^(?:(?:and|but|then|so|und|aber|dann)\s+)*(?:we|i|wir|ich)\s+(?=\w)", re.IGNORECASE
)
_AND_THEN = re.compile(
    r"\s+(?:and|but|und|aber)\s+(?=(?:then|dann|it|the|they|of course|naturally"
    r"|somehow|suddenly|es|der|die|das|plötzlich|natürlich)\b|(?:forgot|lost|got|caught|saw"
    r"|fell|broke|missed|dropped|spilled|spilt|ate|found|ended up|realised|realized)\b)",
    re.IGNORECASE,
)
"""The turn in a clause ("… for the sunset and it rained"): the punchline after it."""
_EMOJI = (
    (r"\b(?:rain\w*|regen\w*|geregnet|downpour|storm)\b", "🌧️"),
    (r"\b(?:fish\w*|angel\w*|geangelt)\b", "🎣"),
    (r"\b(?:snow\w*|schnee\w*)\b", "❄️"),
    (r"\b(?:star|stars|meteor\w*|stern\w*)\b", "🌠"),
    (r"\b(?:sunset|sunrise|sonnenunter\w*|sonnenauf\w*)\b", "🌅"),
    (r"\b(?:sandcastle|beach|tide|strand|sandburg|meer)\b", "🏖️"),
    (r"\b(?:ferris wheel|rollercoaster|fair|rummel|riesenrad|kirmes)\b", "🎡"),
    (r"\b(?:tulips?|garden|plant\w*|garten|blumen)\b", "🌷"),
    (r"\b(?:hik\w*|mountain\w*|summit|wander\w*|berg\w*|gipfel)\b", "🥾"),
    (r"\b(?:cake|bak\w*|kuchen|gebacken)\b", "🍰"),
)


def story_caption(said: str) -> str | None:
    """Captions with who, where and what happened that ``said`` tells, or None."""
    asked = asked_for(said, CAPTION) or ASKED.search(said) or _WHAT.search(said)
    if not asked and not _PHOTO_OF.match(said):
        return None
    found = _WHO.search(said)
    if found is None:
        return None
    place = _PLACE.match(said, found.end())
    rest = said[place.end() if place else found.end() :]
    story = [p for p in clauses(rest) if not STYLE.match(p) and not _NAMED.match(p)]
    scene = story.pop(0) if story and re.match(r"\s*\w", rest) else ""  # "… baking a cake, …"
    de = german(said)
    if scene and habit(scene, de):  # "… at the lake we go every summer": the habit
        story, scene = [scene, *story], ""
    if (when := next((h for p in story if (h := habit(p, de))), "")) and not scene:
        who, with_whom = _who(found, de)  # "…, we've gone there since we were kids"
        twist = ", ".join(_low(_shown(p, de)) for p in story if not habit(p, de))
        where = place["place"] if place else ""
        return habit_captions(who, with_whom, where, when, twist, de=de, said=said)
    if not story or not asked:
        return None  # "a photo of me with grandma baking": no story, the stock captions
    pieces = [q for p in story for q in _AND_THEN.split(p) if q.strip()]
    lines = [_shown(p, de) for p in pieces]
    emoji = next((e for pattern, e in _EMOJI if re.search(pattern, said, re.I)), "😅")
    who, with_whom = _who(found, de)
    where = " ".join(_low(_shown(p, de)) for p in (place["place"] if place else "", scene) if p)
    first = f"{who}{' ' + where if where else ''}"
    if len(lines) == 1:
        told = lines[0]
        options = [f"{first}: {_low(told)}. {emoji}"]
        options.append(
            f"{told}. Am liebsten mit {with_whom}. {emoji}"
            if de
            else f"{told}. Best kind of day with {with_whom}. {emoji}"
        )
    else:
        setup, twist = ", ".join(lines[:-1]), lines[-1]
        options = [f"{first}: {_low(setup)}… {_low(twist)}. {emoji}"]
        if de:
            options.append(f"{setup}. {twist}. Trotzdem ein perfekter Tag mit {with_whom}. {emoji}")
            options.append(f"Plot-Twist: {_low(twist)}. 😅")
        else:
            options.append(f"{setup}. {twist}. Still a 10/10 day with {with_whom}. {emoji}")
            options.append(f"Plot twist: {_low(re.sub(r'^then ', '', twist, flags=re.I))}. 😅")
    intro = "Ein paar zur Auswahl:" if de else "A few to pick from:"
    marks = ("„", "“") if de else ('"', '"')
    return intro + "\n" + "\n".join(f"{marks[0]}{o}{marks[1]}" for o in options)


_PLURAL_DE = {
    "freunden": "freunde", "brüdern": "brüder", "bruedern": "brüder", "kindern": "kinder",
    "geschwistern": "geschwister", "leuten": "leute", "grosseltern": "großeltern",
    "maedels": "mädels",
}  # fmt: skip
"""A German plural in the dative said as who is in the photo ("meinen brüdern" → "Brüder")."""


def _who(found: re.Match[str], de: bool) -> tuple[str, str]:
    """(who is in the photo, said first: "Me and my cousin", "Papa und ich"; with whom, said
    after "with"/"mit": "my cousin", "meinem Papa")."""
    if found["name"]:
        name = found["name"].capitalize()
        return (f"{name} und ich", name) if de else (f"Me and {name}", name)
    if found["de_rel"] or found["de_rel2"]:
        rel = (found["de_rel"] or found["de_rel2"]).lower()
        own = (found["de_own"] or found["de_own2"]).lower()
        if re.fullmatch(_GROUP_DE, rel) and rel != "familie":  # "mit meinen freundinnen"
            many = _PLURAL_DE.get(rel, rel).capitalize()
            plain = {"den": "die"}.get(own, "unsere" if own.startswith("unser") else "meine")
            dative = {"den": "den"}.get(own, "unseren" if own.startswith("unser") else "meinen")
            to = many if many.endswith(("n", "s")) else f"{many}n"
            return f"{plain.capitalize()} {many} und ich", f"{dative} {to}"
        shown = rel.capitalize()
        if rel in _NAMED_FAMILY:
            return f"{shown} und ich", shown
        stem = "unser" if own.startswith("unser") else "mein"
        female = own.endswith(("er", "e")) and own not in ("unser",)  # "meiner cousine"
        plain = f"{stem}e" if female else stem  # "meinem papa" → "mein Papa"
        dative = f"{stem}er" if female else f"{stem}em"
        return f"{plain.capitalize()} {shown} und ich", f"{dative} {shown}"
    own = (found["own"] or found["own2"] or found["own3"] or "my").lower()
    rel = (found["rel"] or found["rel2"] or found["rel3"]).lower()
    named = found["named"] if found["rel"] else None
    whom = f"{own} {rel}" + (f" {named.capitalize()}" if named else "")
    if rel in _NAMED_FAMILY and not de:
        return f"Me and my {rel}", f"my {rel}"
    return f"Me and {whom}", whom


def _shown(part: str, de: bool) -> str:
    """A clause of the story as a sentence: its "we" left out ("we waited 3 hours" → "Waited 3
    hours"), days and German nouns capitalised."""
    text = _SUBJECT.sub("", part.strip(" .!"))
    text = days_named(re.sub(r"\bi\b", "I", text))
    if de:
        text = nouns_capitalised(text)
    return text[:1].upper() + text[1:]


def _low(text: str) -> str:
    """A sentence carried on after a colon: lower case unless it starts with "I" or a name."""
    first = text.split(" ", 1)[0]
    if first in ("I", "I'm", "I've") or (len(first) > 1 and first[1:2].isupper()):
        return text
    return text[:1].lower() + text[1:]
