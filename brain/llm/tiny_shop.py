"""A caption and a shop's post written from the details given: "caption for my first homemade
bread, lopsided but tasty", "instagram caption: first sourdough, lopsided but tasty",
"bildunterschrift für mein erstes selbstgebackenes brot, schief aber lecker"; "post for my
bakery: new opening hours from monday, 7am to 6pm, closed wednesdays", "post für unsere
bäckerei: ab montag neue öffnungszeiten 7 bis 18 uhr, mittwochs geschlossen". The user's words
are kept as said; a caption asked with nothing about the picture ("caption this for me") keeps
the stock captions (:mod:`brain.llm.tiny_ideas`). Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import clauses, days_named, german

_LEAD = (
    r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|eddie|pls|please|bitte|can you|could you|kannst du"
    r"|i need|need|ich brauche|brauche)\W+)*(?:(?:write|draft|give me|make|come up with|schreib\w*"
    r"|mach\w*)\s+(?:me\s+|mir\s+)?)?(?:(?:a|an|some|ein|eine|einen|ne|nen)\s+)?(?:(?:short|quick"
    r"|cute|funny|fun|nice|little|kurze[nr]?|lustige[nr]?|nette[nr]?|schöne[nr]?)\s+)*"
)
_CAPTION = re.compile(
    _LEAD + r"(?:(?:instagram|insta|ig|facebook|fb|tiktok)\s+)?(?:caption|bildunterschrift"
    r"|bildtext)s?\s*(?:(?:for|of|about|f(?:ü|ue)r|zu)\s+(?P<what>[^,:;.!?]+)|:)\s*[,:;.-]?\s*"
    r"(?P<notes>.*)$",
    re.IGNORECASE,
)
_NO_SUBJECT = re.compile(r"^(?:this|that|it|my (?:photo|pic|picture|post)|das|dies|mein (?:foto|bild))$",
                         re.I)  # fmt: skip
_PHOTO = re.compile(
    r"(?:(?:a|the|my|this|our)\s+)?(?:photo|pic|picture|selfie|foto|bild)\b|.*\bpic$", re.I
)
"""A photo described ("a photo of me and my dad …"): :mod:`brain.llm.tiny_ideas` names who is in it."""
_BUSINESS = (
    r"(?:bakery|café|cafe|coffee shop|shop|store|salon|restaurant|bar|pub|deli|bookshop|bookstore"
    r"|florist|butcher|studio|boutique|bistro|b(?:ä|ae)ckerei|laden|gesch(?:ä|ae)ft|friseur\w*"
    r"|metzgerei|blumenladen|konditorei|kneipe|buchhandlung|hofladen|eisdiele|pizzeria)"
)
_SHOP_POST = re.compile(
    _LEAD + r"(?:(?:instagram|insta|facebook|fb|social media|google)\s+)?(?:post|update"
    r"|announcement|beitrag|posting|ank(?:ü|ue)ndigung)\s+(?:for|f(?:ü|ue)r)\s+(?P<shop>(?:my|our"
    rf"|the|meine[nm]?|unsere[nm]?|unser|die|den|das)\s+(?:[\w'-]+\s+)?{_BUSINESS})\b(?:\s+[\w'-]+)?"
    r"\s*(?:[,:;.-]|—)\s*(?P<notes>.+)$",
    re.IGNORECASE,
)


def detailed_caption(said: str) -> str | None:
    """Captions from what ``said`` tells of the picture, or None."""
    found = _CAPTION.match(said.strip())
    if found is None:
        return None
    what = (found["what"] or "").strip()
    parts = [p for p in clauses(found["notes"] or "") if not _style(p)]
    if _NO_SUBJECT.match(what):
        what = ""
    if not what and parts:
        what, parts = parts[0], parts[1:]
    if not what or not parts or _PHOTO.match(what):
        return None  # nothing told beyond what it is: the captions of tiny_ideas
    de = german(said)
    subject = _own(what, de)
    note = ", ".join(parts)
    if de:
        options = [f"{subject}{' – ' + note if note else ''}."]
        options.append(f"{note[:1].upper() + note[1:]}: {subject[:1].lower() + subject[1:]}."
                       if note else f"{subject}. Ein kleiner Moment zum Behalten.")  # fmt: skip
        return "Ein paar zur Auswahl:\n" + "\n".join(f"„{o}“" for o in options)
    options = [f"{subject}{' – ' + note if note else ''}."]
    options.append(f"{note[:1].upper() + note[1:]}: {subject[:1].lower() + subject[1:]}."
                   if note else f"{subject}. A little moment worth keeping.")  # fmt: skip
    return "A few to pick from:\n" + "\n".join(f'"{o}"' for o in options)


def shop_post(said: str) -> str | None:
    """The post for a local business that ``said`` asks for, its news as said, or None."""
    found = _SHOP_POST.match(said.strip())
    if found is None:
        return None
    news = [p for p in clauses(found["notes"]) if not _style(p)]
    if not news:
        return None
    de = german(said)
    lines = [_line(p) for p in news]
    if de:
        return (
            "Hier ein Beitrag, den du teilen kannst:\n\n„Neuigkeiten aus "
            f"{_shop_de(found['shop'])}!\n"
            + "\n".join(lines)
            + "\nWir freuen uns auf euren Besuch!“"
        )
    shop = re.sub(r"^(?:my|our)\s+", "our ", found["shop"], flags=re.I)
    return (
        f"Here's a post you could share:\n\n\"News from {shop}!\n"
        + "\n".join(lines)
        + '\nWe look forward to seeing you!"'
    )


def _style(part: str) -> bool:
    return (
        re.fullmatch(
            r"(?:(?:keep it|make it|and|but|something|etwas|a bit|pls|please)\s+)*(?:short|funny|cute|casual|friendly"
            r"|kurz|lustig|locker|nett|pls|please|bitte)(?:\s+(?:pls|please|bitte))?",
            part.strip(),
            re.I,
        )
        is not None
    )


def _own(what: str, de: bool) -> str:
    """ "my first homemade bread" → "My first homemade bread"."""
    text = what.strip()
    return text[:1].upper() + text[1:]


def _line(part: str) -> str:
    text = days_named(re.sub(r"\bi\b", "I", part.strip()))
    text = re.sub(
        r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s\b",
        lambda m: m[0].capitalize(),
        text,
    )
    return text[:1].upper() + text[1:] + ("" if text.endswith(("!", "?", ".")) else ".")


def _shop_de(shop: str) -> str:
    words = shop.split()
    noun = words[-1][:1].upper() + words[-1][1:]
    own = words[0].lower()
    article = "unserem" if own.startswith(("unser", "mein")) else "dem"
    if re.search(r"(?:ei|erei|handlung|diele)$", noun):
        article = "unserer" if article == "unserem" else "der"
    return f"{article} {' '.join([*words[1:-1], noun])}"
