"""A flyer offering the user's service and a for-sale post, from the details given: "write a
flyer for my dog walking service: Anna's Dog Walks, 15 euros per walk, monday to friday, call
0171 2345678" → the name as its heading, then the price, the days and the number, each as said;
"flyer für meine nachhilfe: mathe für klasse 5-10, 20 euro die stunde, tel 0176 …"; "for sale
post: ikea kallax shelf, white, 40 euros, pick up in mitte, message me". Nothing is made up (no
price, day or number not said); a lost pet or a party has its own writer, a question about
flyers ("how much does printing flyers cost?") is none. Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import asked_for, clauses, days_named, german, own_name, phones, signs
from brain.llm.tiny_told import sentence

_FLYER = re.compile(
    r"\b(?:flyer|flier|leaflet|poster|advert|advertisement|ad|aushang|handzettel|plakat|anzeige"
    r"|werbezettel|werbeanzeige)s?\b",
    re.IGNORECASE,
)
_SALE = re.compile(
    r"\b(?:for[- ]sale\s+(?:post|ad|listing|sign|notice|note)|(?:post|ad|listing|sign|notice)\s+(?:to"
    r"|for)\s+sell(?:ing)?|verkaufs(?:anzeige|post|beitrag|aushang)|kleinanzeige|anzeige\s+zum"
    r"\s+verkauf|zu verkaufen)\b",
    re.IGNORECASE,
)
_NOT_HERE = re.compile(
    r"\b(?:lost|missing|found|vermisst\w*|entlaufen\w*|gefunden\w*|party|fest|feier\w*|birthday"
    r"|geburtstag\w*|wedding|hochzeit|event|concert|konzert|yard sale|garage sale|flohmarkt"
    r"|flea market|bake sale|job|stelle|wanted|gesucht|suche)\b",
    re.IGNORECASE,
)
_FOR_WHAT = re.compile(
    r"\b(?:for|f(?:ü|ue)r)\s+(?:my|our|meine[nmr]?|unsere[nmr]?|mein|unser)\s+(?P<what>[^,:;.]+?)"
    r"\s*(?:[,:;.]|—|–|\s-\s|$)",
    re.IGNORECASE,
)
_PRICE = re.compile(
    r"(?:[€£$]\s?\d|\d+(?:[.,]\d{1,2})?\s?(?:[€£$]|euros?|eur\b|pounds?|quid|dollars?|bucks|chf"
    r"|franken)|\b(?:free|kostenlos|gratis|umsonst|vb|obo|o\.?n\.?o)\b)",
    re.IGNORECASE,
)
_DAYS = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:montag|dienstag|mittwoch|donnerstag"
    r"|freitag|samstag|sonntag)s?\b|\b(?:weekdays?|weekends?|werktags|wochenende\w*|daily"
    r"|t(?:ä|ae)glich)\b|\d{1,2}\s*(?:am|pm|uhr)\b",
    re.IGNORECASE,
)
_CONTACT = re.compile(
    r"^(?:(?:call|text|ring|phone|whatsapp|message|dm|contact|email|e-mail)(?: me| us)?(?: (?:at|on))?"
    r"|tel\.?|phone|handy|telefon|ruf\w*(?: an)?|meld\w*(?: dich)?(?: bei mir)?|schreib\w*(?: mir)?"
    r"|kontakt|anrufen(?: unter)?)\b[:\s]*",
    re.IGNORECASE,
)
_MESSAGE_ME = re.compile(
    r"^(?:message me|dm me|text me|pm me|contact me|get in touch|schreib(?:t)? mir|meld(?:e|et)? dich"
    r"|bei interesse melden)\W*$",
    re.IGNORECASE,
)


def flyer(said: str) -> str | None:
    """The flyer or for-sale post ``said`` asks for, its details as said, or None."""
    if _NOT_HERE.search(said):
        return None
    sale = asked_for(said, _SALE)
    if sale is not None:
        from brain.llm.tiny_notes import sale_listing

        if (listing := sale_listing(said)) is not None:
            return listing  # "an ad to sell my old desk, …": the listing writer's
    kind = sale or asked_for(said, _FLYER)
    if kind is None:
        return None
    rest = said[kind.end() :]
    service = _FOR_WHAT.match(rest.lstrip())
    if service is not None:
        rest = rest.lstrip()[service.end() :]
    parts = [p for p in clauses(rest) if not signs(p, said)]
    parts = [p for p in parts if not re.fullmatch(r"(?:pls|please|bitte|thanks|danke)", p, re.I)]
    told = [p for p in parts if _PRICE.search(p) or phones(p) or _DAYS.search(p)]
    if not told or len(parts) < 2:
        return None  # too little told: the ideas' flyers
    de = german(said)
    if sale:
        return _for_sale(parts, said, de)
    heading = ""
    first = parts[0]
    if first not in told and re.search(r"(?-i:[A-Z])|'s\b", first):
        heading, parts = _heading(first, de), parts[1:]
    what = _heading(service["what"], de) if service is not None else ""
    lines = [heading.upper() if heading else what.upper()]
    if heading and what:
        lines.append(what)
    end = ""
    for part in parts:
        if _MESSAGE_ME.match(part):
            end = sentence(part, de).rstrip(".") + "!"
            continue
        lines.append(_detail(part, de))
    name = own_name(said)
    if end:
        lines.append(end)
    elif any(phones(p) for p in parts):
        lines.append(
            "Ich freue mich auf deinen Anruf!" if de else "I look forward to hearing from you!"
        )
    if name:
        lines.append(name)
    intro = "Hier ein Flyer, den du aushängen kannst:" if de else "Here's a flyer you could put up:"
    return f"{intro}\n\n" + "\n".join(lines)


def _heading(text: str, de: bool) -> str:
    text = text.strip(" .")
    if de:
        return sentence(text, de).rstrip(".")
    if text.islower():
        text = (
            " ".join(w[:1].upper() + w[1:] for w in text.split())
            if len(text.split()) <= 4
            else text
        )
    return text[:1].upper() + text[1:]


def _detail(part: str, de: bool) -> str:
    numbers = phones(part)
    if numbers and (found := _CONTACT.match(part.strip())) is not None:
        how = part.strip()[: found.end()].strip(" :")
        if re.fullmatch(r"tel\.?|phone|telefon|handy|kontakt", how, re.I):
            return f"📞 {numbers[0]}"
        return f"📞 {sentence(part, de).rstrip('.')}"
    if numbers:
        return f"📞 {sentence(part, de).rstrip('.')}"
    text = days_named(sentence(part, de).rstrip("."))
    text = re.sub(
        r"\b(pro|per|die|the) (\w)",
        lambda m: f"{m[1]} {m[2].upper()}" if de and m[1] in ("pro", "die") else m[0],
        text,
    )
    return f"• {text}"


def _for_sale(parts: list[str], said: str, de: bool) -> str:
    item = sentence(parts[0], de).rstrip(".")
    lines = [f"{'ZU VERKAUFEN' if de else 'FOR SALE'}: {item}"]
    end = ""
    for part in parts[1:]:
        if _MESSAGE_ME.match(part):
            end = sentence(part, de).rstrip(".") + "!"
            continue
        text = sentence(part, de).rstrip(".")
        text = re.sub(r"^Pick up\b", "Pick-up", text)
        text = re.sub(r"\b(in|at|bei|aus) ([a-zäöü])", lambda m: f"{m[1]} {m[2].upper()}", text)
        lines.append(("📞 " if phones(part) else "• ") + text)
    if end:
        lines.append(end)
    if name := own_name(said):
        lines.append(name)
    intro = "Hier ein Beitrag, den du posten kannst:" if de else "Here's a post you could put up:"
    return f"{intro}\n\n" + "\n".join(lines)
