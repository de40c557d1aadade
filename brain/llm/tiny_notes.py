"""A sorry or a thank-you the user asked for, saying what it is for in their own words: "can u
write a short apology to my friend sarah for missing her bday party, i was sick" → "Hi Sarah,
I'm so sorry I missed your birthday party. I was sick. …"; "write a thank you note to my
neighbor who watered my plants while i was on vacation" → "Hi, thank you so much! You watered
my plants while I was on vacation, …".

The ideas' card lines had answered the first with "sorry I forgot your birthday" and the second
with a thank-you that never named the plants. Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re

from brain.llm.tiny_favour import to_them
from brain.llm.tiny_style import without_style
from brain.llm.tiny_tidy import shortened, softened, tidied

_LEAD = (
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please)\W+)*(?:(?:(?:can|could|would) (?:you|u)\s+)?"
    r"(?:i\s+)?(?:need|want|write|draft|give me|help me (?:write|with)|type up|make)\s+(?:me\s+)?)?"
    r"(?:(?:a|an|one)\s+)?(?:(?:short|quick|little|sincere|honest|small|nice|sweet|one[- ]line"
    r"|heartfelt|cute|brief)\s+)*"
)
_WHO = r"(?P<who>(?:my|our)\s+[\w-]+(?:\s+(?!for\b|who\b)[a-z]+)?|[A-Z]\w+)"
_SORRY = re.compile(
    _LEAD + r"(?:apology|sorry (?:text|message|msg|note))(?:\s+(?:text|message|msg|note))?\s+"
    r"(?:to|for)\s+" + _WHO + r"\s+for\s+(?P<what>(?:missing|forgetting|being late (?:to|for)"
    r"|not (?:coming|showing up) to|skipping|bailing on|cancel+ing|breaking|losing|eating"
    r"|drinking|using|borrowing|not (?:calling|replying|texting)|ghosting|yelling at|snapping at"
    r"|ruining|spilling|forgot|missed)\b.+?)(?:\s*[,;.]\s*(?:because\s+|cuz\s+|since\s+|as\s+)?"
    r"(?P<why>\w.+?))?(?:\s+(?:lol|lmao|haha|pls|please))?\W*$",
    re.IGNORECASE,
)
_DONE = {
    "missing": "missed", "forgetting": "forgot", "skipping": "skipped", "bailing": "bailed",
    "cancelling": "cancelled", "canceling": "canceled", "breaking": "broke", "losing": "lost",
    "eating": "ate", "drinking": "drank", "using": "used", "borrowing": "borrowed",
    "ghosting": "ghosted", "yelling": "yelled", "snapping": "snapped", "ruining": "ruined",
    "spilling": "spilled",
}  # fmt: skip
_NOT_DONE = re.compile(r"^not (coming|showing up|calling|replying|texting)\b", re.IGNORECASE)
_PAST = {"coming": "come", "showing up": "show up", "calling": "call", "replying": "reply",
         "texting": "text"}  # fmt: skip
_THANKS = re.compile(
    _LEAD
    + r"(?:thank[- ]?you|thanks)\s+(?:text|message|msg|note|card|email)?\s*(?:to|for)\s+"
    + _WHO
    + r"\s+(?:who\s+(?P<did>.+?)|for\s+(?P<for>.+?))(?:\s+(?:lol|pls|please))?\W*$",
    re.IGNORECASE,
)


_GROUP = re.compile(
    r"\b(?:colleagues|coworkers|co-workers|team|everyone|friends|guys|staff|volunteers|neighbou?rs"
    r"|family|parents|kollegen|team|leute|freunde|nachbarn)\b",
    re.IGNORECASE,
)


def _name(who: str) -> str:
    """ "my friend sarah" → "Sarah"; "my neighbor" → "" (no name to greet by)."""
    words = who.split()
    if len(words) == 3 or (len(words) == 1 and words[0][:1].isupper()):
        return words[-1].capitalize()
    return ""


_SORRY_TOLD = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please)\W+)*(?:(?:can|could) (?:you|u) )?(?:help me"
    r"|i (?:need|want|have) to|how (?:do|should|can) i|need to)\s+(?:write an? )?(?:apologi[sz]e"
    r"|say sorry|an apology|apology)\s+to\s+"
    + _WHO
    + r"\s*[,:;.?!-]?\s+(?P<what>(?:[\w',]+\s+){0,6}?(?:i|i'?ve|ive)\s+(?:totally\s+|completely\s+"
    r"|kind of\s+|kinda\s+)?(?:missed|forgot|was|wasn'?t|didn'?t|broke|lost|ate|said|yelled|snapped"
    r"|cancel+ed|bailed|ghosted|ruined|spilled|skipped|never|took|let|made|\w+ed)\b.+?)"
    r"(?:\s*[;.!]\s+(?P<why>\w.+?))?\W*$",
    re.IGNORECASE,
)
"""An apology asked with what happened said after it ("help me apologize to my friend Dan, i
missed his gig on saturday. i fell asleep after a double shift")."""


def sorry_for(said: str) -> str | None:
    """An apology for something the user did ("for missing her bday party, i was sick")."""
    told = _SORRY_TOLD.match(said)
    if told is not None:
        what = tidied(told["what"], "en", first=False, as_said=True).rstrip(".")
        what = to_them(what, owned=True)  # "pick him up", "her party"
        what = re.sub(r"\b(?:she|he)\b(?= \w+(?:ed|ade|ote|id|ew|ok)\b)", "you", what, flags=re.I)
        why = f" {tidied(told['why'], 'en', first=True)}" if told["why"] else ""
        name = _name(told["who"])
        body = (
            f"{f'Hi {name},' if name else 'Hi,'} I'm so sorry, {what}.{why} I hate that I let you "
            "down, and I'd love to make it up to you soon."
        )
        return f'Here\'s a text you could send:\n\n"{body}"'
    found = _SORRY.match(said)
    if found is None:
        return None
    what = to_them(tidied(found["what"], "en", first=False).rstrip("."), owned=True)
    verb, _sep, rest = what.partition(" ")
    if (done := _NOT_DONE.match(what)) is not None:
        said_now = f"I didn't {_PAST[done[1].lower()]}{what[done.end() :]}"
    elif verb.lower() in _DONE:
        said_now = f"I {_DONE[verb.lower()]} {rest}"
    elif verb.lower() == "being":
        said_now = f"I was {rest}"
    else:
        said_now = f"I {what}"
    why = f" {tidied(found['why'], 'en', first=True)}" if found["why"] else ""
    name = _name(found["who"])
    hello = f"Hi {name}," if name else "Hi,"
    body = (
        f"{hello} I'm so sorry {said_now}.{why} I hate that I let you down, and I'd love to make "
        "it up to you soon."
    )
    return f'Here\'s a text you could send:\n\n"{body}"'


_GIFT_OR_GOODBYE = re.compile(
    r"\b(?:gift|present|gave me|flowers|card|farewell|leaving|last day|goodbye|send-?off)\b", re.I
)


def _thanks_all(said_for: str) -> str:
    """A thank-you to a group for what they did or gave, with what the user adds: the gift
    ("they gave me a plant and a card"), leaving after some years."""
    what, *more = re.split(r"\s*[,;.]\s*", said_for)
    rest = ". ".join(more)
    lines = [f"Hi everyone, thank you so much for {tidied(what, 'en', first=False).rstrip('.')}!"]
    gave = re.search(
        r"\b(?:gave|got|bought) me (?P<g>[^.]+?)(?:$|\.|\s+(?:and then|so|but)\b)", rest, re.I
    )
    if gave is not None:
        things = re.sub(r"\b(?:a|an|some)\b", "the", gave["g"].strip(), flags=re.I)
        lines.append(f"I love {things}, and they mean a lot to me.")
    years = re.search(
        r"\b(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten) years\b", rest, re.I
    )
    if re.search(
        r"\b(?:last day|leaving|left|farewell|goodbye|moving on|new job)\b", said_for, re.I
    ):
        together = f"After {years['n']} years together, " if years else ""
        lines.append(f"{together}I'll really miss working with all of you.")
        lines.append("Let's stay in touch! 💚")
    return "Here's a message you could send:\n\n\"" + " ".join(lines) + '"'


def thanks_for(said: str) -> str | None:
    """A thank-you for what someone did ("to my neighbor who watered my plants while i was
    away"), saying what it was."""
    found = _THANKS.match(said)
    if (
        found is not None
        and _GROUP.search(found["who"])
        and found["for"]
        and _GIFT_OR_GOODBYE.search(found["for"])
    ):  # "to my coworkers for the farewell gift, …"
        return _thanks_all(found["for"])
    if found is None or _GROUP.search(found["who"]):
        return None  # a team or a group has its own thanks (:mod:`brain.llm.tiny_ideas`)
    name = _name(found["who"])
    hello = f"Hi {name}," if name else "Hi,"
    if found["did"]:
        did = without_style(found["did"]).split("?")[0]  # "…? something sweet": how, not what
        did = tidied(did, "en", first=False).rstrip(".")
        middle = f"thank you so much! You {did}, and it really made a difference."
    else:
        what = re.split(r"\s*[,;]\s*", found["for"])[0]  # "…, it was 50 bucks": an aside
        what = re.sub(r"\b(?:she|he|they)\b", "you", what, flags=re.IGNORECASE)
        middle = f"thank you so much for {tidied(what, 'en', first=False).rstrip('.')}!"
        middle += " It really meant a lot."
    body = f"{hello} {middle} I owe you one, so just say if I can ever return the favour."
    return f'Here\'s a note you could send:\n\n"{body}"'


_BIO = re.compile(
    r"^\W*(?:(?:hey|ok|so|eddie|pls|please|can (?:you|u))\W+)*(?:write|make|give me|need|draft"
    r"|come up with)\s+(?:me\s+)?(?:(?:a|an)\s+)?(?:(?:short|quick|fun|funny|cute|catchy|simple"
    r"|little|one[- ]line|\d[- ]sentence|two[- ]sentence|three[- ]sentence)\s+)*bio\b(?:\s+for\s+"
    r"(?:my\s+)?[\w ]+?)?(?:\s*[,.;:-]\s*|\s+)(?:i (?:like|love|enjoy|am into|'m into)|im into"
    r"|i'm into|(?:my )?(?:hobbies|interests) (?:are|:))\s+(?P<likes>.+?)\W*$",
    re.IGNORECASE,
)


def bio(said: str) -> str | None:
    """A short bio from what the user likes ("a 2 sentence bio for my instagram, i like hiking
    and coffee" → "Hiking and coffee, in that order. …")."""
    found = _BIO.match(said)
    if found is None:
        return None
    likes = tidied(found["likes"], "en", first=True).rstrip(".")
    text = f"{likes}, in that order. Always up for the next adventure and a good conversation."
    return f'Here\'s a bio you could use:\n\n"{text}"'


_SALE = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|quick(?:ly)?)\W+)*(?:(?:can|could|would)"
    r" (?:you|u)\s+)?(?:i\s+)?(?:(?:need|want)(?: you)? to\s+)?(?:help me\s+)?(?:write|draft|make"
    r"|create|put together|give me|need|want|type up)\s+(?:me\s+)?(?:(?:a|an|the)\s+)?(?:(?:short"
    r"|quick|good|catchy|nice|little)\s+)*(?:(?:ebay|craigslist|facebook|marketplace|vinted"
    r"|gumtree|kleinanzeigen|for[- ]sale|online|sale)\s+)*(?:listing|ad(?!-)|advert|advertisement"
    r"|post)(?:\s*:\s*|\s+(?:(?:to|so i can|for me to)\s+sell|for(?: selling)?|selling)\s+)(?:my"
    r"|our|an?|the|this)?\s*(?P<rest>\w.+?)\W*$",
    re.IGNORECASE,
)
_PRICE = re.compile(
    r"(?:\b(?:for|asking|price|at)\s+)?(?:(?P<cur1>[€£$])\s*(?P<n1>\d[\d,.]*)|(?P<n2>\d[\d,.]*)"
    r"\s*(?P<cur2>€|£|\$|euros?|eur|quid|pounds?|dollars?|bucks|chf)(?!\w))(?:\s*(?:o\.?n\.?o\.?"
    r"|or (?:best|nearest) offer|obo|vb|neg(?:otiable)?))?",
    re.IGNORECASE,
)
_CURRENCY = {"€": "€", "eur": "€", "euro": "€", "euros": "€", "£": "£", "quid": "£",
             "pound": "£", "pounds": "£", "$": "$", "dollar": "$", "dollars": "$",
             "bucks": "$", "chf": "CHF "}  # fmt: skip
_PICKUP = re.compile(
    r"\b(?:(?:pick[- ]?up|collection|collect) only|must (?:be )?(?:picked up|collected))\b"
    r"(?:\s+(?:in|from|at|near)\s+(?P<place>[\w' -]{2,30}?))?(?=\s*(?:[,.;]|$))",
    re.IGNORECASE,
)
_WHERE = re.compile(
    r"\s+(?:online|on (?:ebay|craigslist|facebook|marketplace|vinted|gumtree|kleinanzeigen|the"
    r" internet|fb)(?: marketplace)?)\b.*$",
    re.IGNORECASE,
)
_ASKING_ONLY = re.compile(
    r"(?:i )?(?:want|asking|ask|price|selling (?:it )?for|for|would like|id like|i'd like)\W*", re.I
)
_FOR_SITE = re.compile(
    r"^(?:(?:for|on)\s+)?(?:ebay|kleinanzeigen|craigslist|facebook|marketplace|vinted|gumtree|fb|willhaben)"
    r"(?:\s*(?:/|or|and)\s*\w+)*\s+(?:for\s+)?(?:my\s+|our\s+|a\s+|the\s+)?",
    re.IGNORECASE,
)
_HOW_IT_SOUNDS = re.compile(
    r"^(?:(?:and|but|pls|please)\s+)*(?:make it|keep it|let it|should)\s+(?:sound\s+|look\s+|be\s+)?"
    r"(?:\w+\s+){0,3}?(?:good|nice|honest|appealing|attractive|catchy|short|friendly|professional"
    r"|fun|simple)\b.*$",
    re.IGNORECASE,
)
_IT_IS = re.compile(
    r"^(?:(?:it'?s|it is|its|they'?re|they are)\s+(?:an?\s+)?|(?:and|with)\s+)", re.I
)


def sale_listing(said: str) -> str | None:
    """A for-sale listing of the user's thing with the details they gave ("write me a listing to
    sell my old road bike, its a 2018 trek, 56cm, some scratches, 350 euros"): the item, the
    details, the price and pick-up as said, nothing invented."""
    found = _SALE.match(said)
    if found is None:
        return None
    rest = found["rest"]
    price = _PRICE.search(rest)
    picked = _PICKUP.search(rest)
    pickup = picked is not None
    place = picked["place"].strip() if picked is not None and picked["place"] else ""
    if price is not None:
        rest = rest[: price.start()] + rest[price.end() :]
    rest = _PICKUP.sub("", rest)
    parts = [p.strip(" .") for p in re.split(r"\s*[,;]\s*|\s+-\s+|\.\s+", rest)]
    parts = [_IT_IS.sub("", p).strip() for p in parts if p.strip(" .")]
    parts = [p for p in parts if not _ASKING_ONLY.fullmatch(p)]  # "want 120 euro": the price
    if not parts:
        return None
    parts = [p for p in parts if not _HOW_IT_SOUNDS.match(p)]  # "make it sound good but honest"
    if not parts:
        return None
    item = _FOR_SITE.sub("", parts[0])  # "for kleinanzeigen/ebay for my dining table": the table
    item = re.sub(r"^(?:old|used|spare|second[- ]hand)\s+", "", item, flags=re.I)
    item = _WHERE.sub("", item) or item
    details = [p for p in parts[1:] if p]
    lines = [f"For sale: {item[:1].upper() + item[1:]}"]
    if details:
        lines.append(", ".join(details)[:1].upper() + ", ".join(details)[1:] + ".")
    if price is not None:
        amount = (price["n1"] or price["n2"]).rstrip(".,")
        mark = _CURRENCY[(price["cur1"] or price["cur2"]).lower()]
        said_price = f"{mark}{amount}" if mark != "€" else f"{amount} €"
        lines.append(
            f"Price: {said_price}"
            + (
                " or nearest offer."
                if re.search(
                    r"o\.?n\.?o|best offer|nearest offer|obo|\bvb\b|negotiable", price.group(), re.I
                )
                else "."
            )
        )
    if pickup:
        where = re.sub(r"^(?!the\b)(\w)", lambda m: m[1].upper(), place) if place else ""
        lines.append(f"Pick-up only, in {where}." if where else "Pick-up only.")
    lines.append("Message me with any questions or to arrange a viewing!")
    return "Here's a listing you could post:\n\n" + "\n".join(lines)


def noted(said: str) -> str | None:
    """The first of these notes ``said`` asks for: a sorry, a thank-you, a bio,
    a for-sale listing or the user's words made friendlier."""
    for note in (
        sorry_for,
        thanks_for,
        bio,
        sale_listing,
        softened,
        shortened,
    ):
        written = note(said)
        if written is not None:
            return written
    return None
