"""A notice for the neighbours (the hallway, the building's group chat) that the user is having a
party: "write a note for the hallway, we're having a party in flat 3b on saturday 14 june from
8pm, might be loud until 1am, sorry in advance, knock on 3b or text me at 0176 1234567 if it's
too much". The flat, the day and date, when it starts, until when it may be loud, an apology in
advance and how to reach the user (a door to knock on, a number) as said; English or German.
A note complaining about someone else's party is no such notice (the message writer's).
Used by :mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_details import (
    RELATIVE_DAY,
    TIME,
    asked_for,
    clock,
    dates,
    german,
    phones,
    said_date,
)
from brain.llm.tiny_notice_one import one_neighbour

_KIND = re.compile(
    r"\b(?:notes?|notices?|signs?|flyers?|posters?|messages?|msgs?|texts?|heads[- ]up|announcement"
    r"|letter|aushang|zettel|info|nachricht|hinweis|notiz|mitteilung|schreiben|rundmail|rundschreiben)"
    r"\b",
    re.IGNORECASE,
)
_FOR_THEM = re.compile(
    r"\b(?:neighbou?rs?|hallway|hall|building|stairwell|staircase|lobby|elevator|lift|front door"
    r"|entrance|residents|block|house (?:group|chat)|building (?:group|chat)|nachbar\w*|treppenhaus"
    r"|hausflur|flur|haust(?:ü|ue)r|eingang|aufzug|fahrstuhl|hausgemeinschaft|bewohner\w*|haus"
    r"|nebenan|gegen(?:ü|ue)ber|von (?:oben|unten)|next door|upstairs|downstairs)\b"
    r"|\b(?:an|to|for|f(?:ü|ue)r|text|message)\s+(?:mr|mrs|ms|herrn?|frau)\.?\s+[a-zäöüß]",
    re.IGNORECASE,
)
_PARTY = re.compile(
    r"\b(?:\w*party|parties|birthday|housewarming|celebration|gathering|get[- ]together|bbq|barbecue"
    r"|\w+fest"
    r"|celebrating|feier\w*|fete|geburtstag\w*|einweihung\w*|grill\w*|having (?:people|friends|some"
    r" friends|a few friends) over|(?:freunde|leute|g(?:ä|ae)ste|besuch) (?:\w+ )?(?:da|hier|zu"
    r" besuch))\b",
    re.IGNORECASE,
)
_HOST = re.compile(
    r"\b(?:(?:we|i)(?:'re|'m| are| am| will be|'ll be|'ll| will)? (?:having|throwing|hosting"
    r"|celebrating|have|throw|host)|im (?:having|throwing|hosting)|(?:my|our) (?:\w+ ){0,2}(?:party"
    r"|birthday|housewarming|bbq|barbecue|celebration)|at (?:my|our) (?:place|flat|apartment)"
    r"|(?:wir|ich) (?:\w+ ){0,3}(?:feiern|feiere|machen|mache|geben|gebe|schmei(?:ß|ss)en|haben|habe)"
    r"|(?:meine[nr]?|unsere[nr]?) (?:\w+ )?(?:party|feier|geburtstag|einweihung\w*)|bei (?:uns|mir)"
    r"|(?:sorry|apologi[sz]e|apologies|entschuldig\w*)\s+(?:\w+\s+)?(?:in advance|schon mal|vorab"
    r"|im voraus)|heads[- ]up)\b",
    re.IGNORECASE,
)
"""The user is the host (not complaining about another's party)."""
_TO_ONE = re.compile(
    r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte|pls|please)\W+)*(?:schreib|sag|text|message|email)\w*"
    r"\s+(?:(?:mal|bitte|kurz)\s+)*(?:unsere[mr]|meine[mr]|dem|der|my|our|the)\s",
    re.IGNORECASE,
)
"""Asked with the verb and the person alone: "schreib unserer nachbarin frau schmidt, dass …"."""
_COMPLAINT = re.compile(
    r"\b(?:(?:they|neighbou?rs?|upstairs|downstairs|next door|people|nachbarn?|die)\s+(?:\w+\s+)?(?:had"
    r"|have|are having|were having|threw|throw|keep|hatten|haben|feiern|feierten)|keep it down|complain\w*"
    r"|beschwer\w*|ruhest(?:ö|oe)rung|leiser|again|schon wieder|every (?:weekend|night))\b",
    re.IGNORECASE,
)
_FLAT = re.compile(
    r"\b(?:flat|apt\.?|apartment|unit|wohnung|whg\.?|appartement)\s*(?:no\.?|nr\.?|number|#)?\s*"
    r"(?P<flat>\d{1,3}\s?[a-z]?|[a-z]\d{1,3}|\d?[a-z])(?![\w])",
    re.IGNORECASE,
)
_FLOOR = re.compile(
    r"\b(?:on the )?(?P<en>\d{1,2}(?:st|nd|rd|th)|ground|top|first|second|third|fourth|fifth) floor\b"
    r"|\bim (?P<de>\d{1,2}\.|obersten|ersten|zweiten|dritten|vierten|f(?:ü|ue)nften) (?:stock|og"
    r"|obergeschoss|etage)\b|\bim (?P<eg>erdgeschoss|dachgeschoss|eg)\b",
    re.IGNORECASE,
)
_START = re.compile(
    rf"\b(?:from|starting(?: at| from)?|starts?(?: at)?|begins?(?: at)?|kicking off(?: at)?|kicks off"
    rf"(?: at)?|ab|von|beginn\w*(?: um| ab)?|los geht'?s (?:um|ab)|at|um)\s+(?P<about>about |around"
    rf" |ca\.? |gegen |circa |ungef(?:ä|ae)hr )?(?P<t>{TIME})(?![\w.]|\.\d)",
    re.IGNORECASE,
)
_END = re.compile(
    rf"\b(?:until|till|til|'til|to|bis|over by|done by|finished by|wrap(?:ping)? up (?:by|at|around)"
    rf"|ends? (?:at|around|by)|quiet (?:again )?(?:by|after|from)|(?:music|it) (?:off|down) (?:at|by)"
    rf"|(?:will |we'?ll |i'?ll )?keep it (?:down|quiet|low) (?:after|from|by)"
    rf"|sp(?:ä|ae)testens (?:um|ab))\s+(?P<about>about |around |ca\.? |circa |approx\.? |gegen |etwa"
    rf" |sp(?:ä|ae)testens |ungef(?:ä|ae)hr )?(?P<t>{TIME})(?![\w.]|\.\d)",
    re.IGNORECASE,
)
_FROM_TO = re.compile(
    r"(?<![\w.:])(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uhr|h)?)\s*(?:-|–|to|till|until|bis)\s*"
    r"(?P<about>)(?P<t2>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|uhr|h)|midnight|mitternacht)(?![\w])",
    re.IGNORECASE,
)
_PLACE = re.compile(
    r"\b(?:in|on|at)\s+(?:our|my|the)\s+(?:back\s*)?(?:garden|backyard|yard|courtyard|terrace|balcony"
    r"|rooftop|roof terrace|patio|flat|apartment|place)\b|\b(?:im|in unserem|in unserer|auf (?:dem|unserem"
    r"|unserer))\s+(?:garten|hof|innenhof|balkon|terrasse|dachterrasse|wohnung)\b",
    re.IGNORECASE,
)
_OVER = re.compile(
    r"\b(?:a few|some|a couple of)?\s*(?:friends|people|folks|guests) over\b", re.IGNORECASE
)
_KNOCK = re.compile(
    r"\b(?P<how>knock|klopf\w*|ring (?:the bell|my bell)?|klingel\w*|come (?:by|over|up)|komm\w*"
    r" (?:vorbei|hoch|r(?:ü|ue)ber))\b(?:\s+(?:on|at|an|bei)\s+(?:the door of\s+|door\s+|der t(?:ü|ue)r"
    r"\s+(?:von\s+)?|(?:flat|apt|wohnung)\s+)?(?P<door>\d{1,3}\s?[a-z]?|[a-z]\d{1,3})(?![\w]))?",
    re.IGNORECASE,
)
_TEXT = re.compile(r"\b(?:text|message|whatsapp|sms|schreib\w*|nachricht)\b", re.IGNORECASE)
_CALL = re.compile(r"\b(?:call|phone|ring me|ruf\w*|anruf\w*)\b", re.IGNORECASE)
_WELCOME = re.compile(
    r"\b(?:(?:you'?re|you are|neighbou?rs (?:are )?|everyone(?:'s| is)?)\s*(?:also\s+|more than\s+)?"
    r"(?:welcome|invited)|feel free to (?:join|come|drop by|pop in)|ihr seid (?:\w+ )?(?:willkommen"
    r"|eingeladen)|(?:kommt|schaut) gern(?:e)? vorbei)\b",
    re.IGNORECASE,
)
_EVENT_EN = re.compile(
    r"\b(?P<event>(?:(?:my|our|a|an)\s+)?(?:(?:little|small|big|quiet|casual)\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?"
    r"(?:(?:birthday|bday|house|garden|summer|christmas|xmas|new year'?s|halloween|engagement"
    r"|graduation|farewell|leaving|dinner)\s+)?(?:party|housewarming|get[- ]together|gathering|bbq"
    r"|barbecue|celebration|birthday))\b",
    re.IGNORECASE,
)


def party_notice(said: str) -> str | None:
    """The notice about the user's party ``said`` asks for, or None."""
    if not (_FOR_THEM.search(said) and _PARTY.search(said)):
        return None
    if _COMPLAINT.search(said) and not _HOST.search(said):
        return None  # "the neighbours had a loud party, write a note asking them to keep it down"
    if re.search(r"\b(?:invit\w*|einladung|einlad\w*)\b", said, re.I) and not re.search(
        r"\b(?:loud|noise|noisy|sorry|apolog\w*|laut\w*|l(?:ä|ae)rm|entschuldig\w*)\b", said, re.I
    ):
        return None  # an invitation to the neighbours (the invitation writer's)
    de = german(said)
    if (asked_for(said, _KIND) or _TO_ONE.match(said)) and (one := one_neighbour(said, de)):
        return one  # "… an unseren nachbarn herrn weber, dass wir freitag grillen …": to him
    if asked_for(said, _KIND) is None:
        return None
    flat_found = _FLAT.search(said)
    knock = _KNOCK.search(said)
    flat = flat_found["flat"] if flat_found else knock["door"] if knock and knock["door"] else ""
    flat = flat.replace(" ", "").upper()
    found_dates = dates(said)
    relative = RELATIVE_DAY.search(said)
    day = said_date(found_dates[0], "de" if de else "en") if found_dates else ""
    start = _START.search(said)
    end = _END.search(said)
    both = _FROM_TO.search(said)  # "4pm till 10pm"
    if both is not None:
        start = start if start is not None and start.start() < both.start() else both
        end = end or both
    if start is not None and end is not None and start.start() == end.start():
        start = None
    numbers = phones(said)
    we = not re.search(r"\b(?:i'?m|im|i am|i'll|my|ich|meine[nmr]?|mir)\b", said, re.I) or bool(
        re.search(r"\b(?:we|we're|our|us|wir|unsere[nmr]?|uns)\b", said, re.I)
    )
    if de:
        return _german(said, flat, day, relative, start, end, knock, numbers, we)
    event = _EVENT_EN.search(said)
    over = _OVER.search(said)
    what = event["event"] if event else over[0].strip() if over else "a party"
    what = what if re.match(r"(?:my|our|a|an|some)\b", what, re.I) or not event else f"a {what}"
    what = re.sub(r"\bbday\b", "birthday", what, flags=re.I)
    what = re.sub(r"^a (?=[aeiou])", "an ", what, flags=re.I)
    place = _PLACE.search(said)
    where = (
        f" {place[0].lower()}"
        if place is not None and not place[0].lower().endswith(("flat", "apartment"))
        else ""
    )
    where += f" in flat {flat}" if flat_found else ""
    floor = _FLOOR.search(said)
    where += f" on the {floor['en'].lower()} floor" if floor is not None and floor["en"] else ""
    when = f" on {day}" if day else f" {relative[0].lower()}" if relative else ""
    at = f", starting at {clock(start['t'], 'en')}" if start is not None else ""
    party = f"{'we' if we else 'I'}'re having {what}{where}{when}{at}".replace("I're", "I'm")
    loud = "It might get a bit loud"
    if end is not None:
        about = "about " if end["about"] else ""
        loud += f" until {about}{clock(end['t2'] if 't2' in end.groupdict() else end['t'], 'en')}"
    lines = [f"Just a heads-up: {party}.", f"{loud}, so sorry in advance for the noise!"]
    if _WELCOME.search(said):
        lines.append("You're welcome to drop by!")
    reach = []
    if knock is not None and re.match(r"knock|ring|come", knock["how"], re.I):
        door = knock["door"].replace(" ", "").upper() if knock["door"] else flat
        verb = "knock on" if knock["how"].lower().startswith("knock") else "ring the bell at"
        reach.append(f"{verb} {door}" if door else f"{verb} {'our' if we else 'my'} door")
    if numbers:
        how = (
            "text"
            if _TEXT.search(said) and not _CALL.search(said)
            else "call"
            if _CALL.search(said) and not _TEXT.search(said)
            else "text or call"
        )
        reach.append(f"{how} me at {numbers[0]}")
    if reach:
        lines.append(f"If it gets too much, just {' or '.join(reach)}.")
    sign = (
        f"Your neighbour{'s' if we else ''} in flat {flat}"
        if flat
        else f"Your neighbour{'s' if we else ''}"
    )
    body = "\n\n".join(
        [
            "Dear neighbours,",
            " ".join(lines[:2]),
            *lines[2:],
            "Thanks for your understanding!\n" + sign,
        ]
    )
    return f"Here's a note you could put up:\n\n{body}"


def _german(
    said: str,
    flat: str,
    day: str,
    relative: re.Match[str] | None,
    start: re.Match[str] | None,
    end: re.Match[str] | None,
    knock: re.Match[str] | None,
    numbers: list[str],
    we: bool,
) -> str:
    when = f"am {day}" if day else _relative_de(relative[0]) if relative else ""
    at = f" ab {clock(start['t'], 'de')}" if start is not None else ""
    where = f" in Wohnung {flat}" if flat and _FLAT.search(said) else ""
    floor = _FLOOR.search(said)
    if floor is not None and (floor["de"] or floor["eg"]):
        level = floor.group(0).strip()
        where += " " + re.sub(r"(?<=\s)(\w)(?=\w*$)", lambda m: m[1].upper(), level)
    number = re.search(r"\b(\d{1,3})\.?\s*geburtstag", said, re.I)
    what = (
        f"{'unseren' if we else 'meinen'} {number[1]}. Geburtstag"
        if number
        else f"{'unseren' if we else 'meinen'} Geburtstag"
        if re.search(r"geburtstag", said, re.I)
        else "unsere Einweihungsfeier"
        if re.search(r"einweihung", said, re.I)
        else "eine Party"
    )
    verb = "feiern wir" if we else "feiere ich"
    when = f"{when}," if "," in when else when  # "Am Samstag, 14.6., feiern wir …"
    first = f"{when} {verb}{at}{where} {what}." if when else f"wir feiern{at}{where} {what}."
    if not we and not when:
        first = first.replace("wir feiern", "ich feiere")
    first = first[:1].upper() + first[1:]
    loud = "Es kann etwas lauter werden"
    if end is not None:
        about = "etwa " if end["about"] else ""
        until = end["t2"] if "t2" in end.groupdict() else end["t"]
        loud = f"Es kann bis {about}{clock(until, 'de')} etwas lauter werden"
    lines = [f"{first} {loud} – dafür schon jetzt Entschuldigung!"]
    if _WELCOME.search(said):
        lines.append("Ihr seid herzlich eingeladen, vorbeizuschauen!")
    reach = []
    if knock is not None:
        door = knock["door"].replace(" ", "").upper() if knock["door"] else ""
        verb_de = "klopft" if knock["how"].lower().startswith(("klopf", "knock")) else "klingelt"
        reach.append(f"{verb_de} einfach bei {door or ('uns' if we else 'mir')}")
    if numbers:
        reach.append(
            f"ruft mich unter {numbers[0]} an"
            if _CALL.search(said)
            else f"schreibt mir unter {numbers[0]}"
        )
    if reach:
        lines.append(f"Wenn es zu viel wird, {' oder '.join(reach)}.")
    sign = f"Viele Grüße aus Wohnung {flat}" if flat else "Viele Grüße"
    body = "\n\n".join(
        ["Liebe Nachbarinnen und Nachbarn,", *lines, f"Danke für euer Verständnis!\n{sign}"]
    )
    return f"So könnte der Aushang lauten:\n\n{body}"


def _relative_de(word: str) -> str:
    return re.sub(r"\babend\b", "Abend", re.sub(r"\bwochenende\b", "Wochenende", word.lower()))
