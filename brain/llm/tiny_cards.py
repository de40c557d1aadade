"""A card's text for a named person, with what the user tells: a birthday ("for my dad, he turns
60 on saturday, he loves fishing and bad jokes, it's from me (anna) and my brother jonas"),
sympathy ("for my coworker mike, his mother died last week, we're not close": warm, not
intimate), a wedding, getting well, retiring and a birth. German cards are written by
:mod:`brain.llm.tiny_cards_de`. A card asked with no one named and nothing told is left to the
stock lines of ``prompts/ideas.yaml`` ("funny birthday message for my colleague"). Used by
:mod:`brain.llm.tiny_written`."""

from __future__ import annotations

import re

from brain.llm.tiny_card_birth import baby, birth_lines, parents
from brain.llm.tiny_card_deeds import deed, deed_de
from brain.llm.tiny_card_line import ONE_LINE, card_line
from brain.llm.tiny_card_move import MOVING, moving
from brain.llm.tiny_card_move import english as move_lines
from brain.llm.tiny_card_who import Person, loss, loved, recipients, reserved, senders
from brain.llm.tiny_details import asked_for, dates, german, said_date
from brain.llm.tiny_ideas import number_said

KIND = re.compile(
    r"\bgute[- ]besserungs?[- ]?(?:karte|nachricht|w(?:ü|ue)nsche|text|gr(?:ü|ue)(?:ß|ss)e)\b"
    r"|\b(?:(?:happy\s+)?(?:birthday|bday|b-day|sympathy|condolences?|wedding|get[- ]well(?:[- ]soon)?"
    r"|retirement|new[- ]baby|baby|congratulations?|congrats|farewell|leaving|goodbye)\s+)?(?:cards?|messages?|msgs?"
    r"|texts?|notes?|wish(?:es)?|words|lines?|greetings?|something (?:nice|sweet|short|kind|warm))\b"
    r"|\b\w*(?:karte|kärtchen|nachricht|spruch|sprüche|zeilen|glückw(?:ü|ue)nsche|gl(?:ü|ue)ckwunsch"
    r"|gr(?:ü|ue)(?:ß|ss)e|w(?:ü|ue)nsche|worte|text)\b|\b(?:was|etwas) (?:nettes|sch(?:ö|oe)nes|liebes"
    r"|kurzes|pers(?:ö|oe)nliches)\b|\btext\b",
    re.IGNORECASE,
)
OCCASIONS = (
    ("sympathy", re.compile(
        r"\b(?:sympathy|condolences?|beileid\w*|trauer\w*|kondolenz\w*|passed(?: away| on)?"
        r"(?! (?:her|his|my|the|their|our|a|an|all|both)\b)|died|has died|death|funeral|lost (?:his|her|their) (?!job|keys|phone|wallet)|gestorben"
        r"|verstorben|von uns gegangen|beerdigung)\b", re.I)),
    ("get_well", re.compile(
        r"\b(?:get[- ]well|feel better|genesung\w*|gute besserung|baldige besserung)\b", re.I)),
    ("wedding", re.compile(
        r"\b(?:wedding|getting married|got married|just married|newlyweds|marriage|hochzeit\w*"
        r"|heirat\w*|vermählung|trauung|wedding day)\b", re.I)),
    ("birth", re.compile(
        r"\b(?:new[- ]?born|new baby|birth of|arrival of|had (?:a|their|her|his) (?:baby|little)"
        r"|baby (?:girl|boy) |geburt(?!stag)\w*|nachwuchs|babykarte|willkommen (?:auf der welt|baby))"
        r"\b", re.I)),
    ("retirement", re.compile(
        r"\b(?:retir\w*|ruhestand\w*|rente\b|in rente|pension(?:ierung|iert)?|renteneintritt)\b",
        re.I)),
    ("farewell", re.compile(
        r"\b(?:farewell|leaving|goodbye|last day|moving on|moving away|abschied\w*|letzte[nr]?"
        r" (?:arbeits)?tag|verl(?:ä|ae)sst uns|geht weg)\b", re.I)),
    ("birthday", re.compile(
        r"\b(?:birthday|bday|b-day|geburtstag\w*|turns? \d{1,3}|turning \d{1,3}|wird \d{1,3})\b"
        r"|\b\d{1,3}(?:st|nd|rd|th)\s+(?:card|party|karte)\b|\bzum\s+\d{1,3}\.(?!\d)",
        re.I)),
    ("farewell", MOVING),  # "he's moving to canada", "sie zieht nach hamburg"
    ("get_well", re.compile(
        r"\b(?:surgery|operation|in (?:the )?hospital|recovering|broke (?:her|his|their) \w+"
        r"|krankenhaus|\w+-op|op|operiert)\b", re.I)),
)  # fmt: skip
_INVITE = re.compile(r"\b(?:invit\w*|einladung\w*|einlad\w*|save the date)\b", re.IGNORECASE)
_NOT_A_CARD = re.compile(
    r"\b(?:toast|speech|trinkspruch\w*|tischrede|rede|asking|to ask|ask (?:him|her|them|if|whether)"
    r"|fragen,? ob|frag\w* (?:ihn|sie),? ob|caption|poem|gedicht|bio|review)\b",
    re.IGNORECASE,
)
"""A toast, a caption, a poem or a message that asks something: no card, whatever it names."""
_FAMILY = {
    "mom": "Mom", "mum": "Mum", "mother": "Mum", "mommy": "Mommy", "mummy": "Mummy",
    "dad": "Dad", "father": "Dad", "daddy": "Daddy", "grandma": "Grandma", "granny": "Granny",
    "nan": "Nan", "nana": "Nana", "gran": "Gran", "grandmother": "Grandma", "grandpa": "Grandpa",
    "grandad": "Grandad", "granddad": "Granddad", "grandfather": "Grandpa", "gramps": "Gramps",
    "aunt": "Aunt", "auntie": "Auntie", "uncle": "Uncle",
}  # fmt: skip
_PARENT = frozenset({"mom", "mum", "mother", "mommy", "mummy", "dad", "father", "daddy"})
_FORMAL_LOSS = {"mom": "mother", "mum": "mother", "dad": "father", "grandma": "grandmother",
                "grandpa": "grandfather", "granny": "grandmother", "nan": "grandmother"}  # fmt: skip
_FUNNY = re.compile(r"\b(?:funny|a joke|lustig\w*|witzig\w*|humor\w*|cheeky|frech)\b", re.I)
_YEARS = re.compile(
    r"\b(?:(?:after|nach|for|of)\s+)?(?P<n>\d{1,2}|(?:ten|twenty|thirty|forty|fifty|fifteen"
    r"|twelve|eleven|five|six|seven|eight|nine)(?:-\w+)?|[a-z]+(?=\s+years?\s+(?:at|with|in)\b))"
    r"\s+(?:years?|yrs|jahren?)(?:\s+(?P<prep>at|with|in|of|on|bei|im|in der|an der|am)\s+(?P<where>"
    r"[^,.;!?]+?)|\s+(?P<here>here|there)|\s+(?P<doing>[a-z]+ing))?(?=\s*(?:[,.;!?]|$|\band\b"
    r"|\bund\b|\bfrom\b)|\s+(?:she|he|they|who|always|never|constantly|er|sie|hat|war|immer)\b)",
    re.IGNORECASE,
)
_AILMENT = re.compile(
    r"\b(?:had|has|having|after|from|with|got|getting|hatte|hat|nach|wegen)\s+(?:a |an |her |his"
    r" |their |the |eine[rn]? |ihre[rn]? |seine[rn]? |der |dem )?(?P<what>(?:[\w-]+\s+){0,2}?"
    r"(?:surgery|operation|op|procedure|flu|covid|accident|fall|injury|fracture|infection|illness"
    r"|replacement|stroke|heart attack|pneumonia|\w*-?op|\w*operation|grippe|unfall|sturz|infekt))\b"
    r"|\bbroke (?:her|his|their) (?P<part>\w+)|\b(?P<hospital>in (?:the )?hospital|im krankenhaus)\b",
    re.IGNORECASE,
)
_AGE = re.compile(
    r"(?:^|,)\s*(?P<n>\d{1,3})\s*(?:today|tomorrow|heute|morgen|on \w+|this \w+|next \w+|am \w+"
    r"|years? old|jahre alt)?\s*(?=,|$)",
    re.IGNORECASE,
)


def card_text(said: str) -> str | None:
    """The card ``said`` asks for, written with what it tells, or None."""
    asked = asked_for(said, KIND) or asked_for(said, ONE_LINE)  # "a one-liner for her 40th card"
    if asked is None or _INVITE.search(said) or _NOT_A_CARD.search(said):
        return None  # an invitation, a toast, a message asking something: other writers'
    occasion = next((name for name, pattern in OCCASIONS if pattern.search(said)), None)
    if occasion is None:
        return None
    people = parents(said) if occasion == "birth" else recipients(said)
    language = "de" if german(said) else "en"
    if occasion == "birthday" and ONE_LINE.search(said):  # "one line for her 40th, she climbs"
        number = age(said)
        nth = _ordinal(number) if number else ""
        if (line := card_line(loved(said, language), number, nth, language)) is not None:
            return line
    if not _detailed(occasion, said, people, language):
        return None  # the stock lines fit as well (``prompts/ideas.yaml``)
    if language == "de":
        from brain.llm.tiny_cards_de import german_card

        return german_card(occasion, said, people)
    body = _english(occasion, said, people)
    return f'Here\'s a text for the card:\n\n"{body}"'


def _detailed(occasion: str, said: str, people: list[Person], language: str) -> bool:
    """Whether the user told more than the occasion and whom: a name, what they love, whom it
    is from, who died, years, what happened."""
    return bool(
        any(p.name for p in people)
        or loved(said, language)
        or senders(said, language)[0]
        or (occasion == "sympathy" and loss(said))
        or _YEARS.search(said)
        or (occasion == "get_well" and _AILMENT.search(said))
        or (occasion == "birth" and baby(said))
        or (occasion == "farewell" and (move := moving(said)) is not None and bool(move.to))
        or (
            occasion in _THANKED
            and bool(deed(said) or deed_de(said, "du"))
            and not _THANKS.search(said)
        )
    )


_THANKS = re.compile(r"\b(?:thank\w*|danke\w*|dankes\w*)\b", re.IGNORECASE)
"""A thank-you asked for ("a thank you note … for the leaving present"): the thank-you writers'."""
_THANKED = frozenset({"birthday", "get_well", "farewell", "retirement"})
"""Occasions whose card thanks them for what they always did ("he always fixed the printer")."""


def called(person: Person) -> str:
    """How a card greets them: "Dad", "Grandma Rosa", "Lisa", "Mr. Klein"."""
    word = person.relation.split()[-1] if person.relation else ""
    family = _FAMILY.get(word, "")
    if family and (word in _PARENT or not person.name):
        return family
    if family and person.name:
        return f"{family} {person.name}"
    return re.sub(r"^(Mr|Mrs|Ms|Dr)\b\.?", r"\1.", re.sub(r"^Herrn?\b", "Mr", person.name))


def _english(occasion: str, said: str, people: list[Person]) -> str:
    person = people[0] if people else Person()
    names = [called(p) for p in people if called(p)]
    who = " and ".join(names)
    sign, many = senders(said, "en")
    cool = reserved(said, person)
    we = "we" if many else "I"
    lines: list[str] = []
    if occasion == "birthday":
        lines = _birthday(said, who, we)
    elif occasion == "sympathy":
        lines = _sympathy(said, who, we, cool)
    elif occasion == "wedding":
        lines = [f"Dear {who}," if who else "", "Congratulations on your wedding!"]
        lines += on_the_day(said, "Have a wonderful day on {day}!")
        lines.append(
            f"{we.capitalize()} wish you both all the best for the road ahead, plenty of laughter "
            "and many happy years together."
        )
    elif occasion == "get_well":
        sorry = _ailment(said)
        lines = [f"Dear {who}," if who else "", sorry.replace("I'm", "We're") if many else sorry]
        if did := deed(said):  # "he always waters our plants": thanked for it
            lines.append(f"Thank you for {did}!")
        lines.append("Get well soon! Take it easy and let others look after you for a while.")
    elif occasion == "farewell":
        lines = _farewell(said, who, we)
    elif occasion == "retirement":
        lines = _retirement(said, who, we, cool)
    elif occasion == "birth":
        lines = birth_lines(said, who, we)
    closing = _closing(occasion, cool, sign, many)
    body = "\n".join(line for line in (*lines, closing) if line)
    return re.sub(r"\bI am\b", "I'm", body)


_EVERY = re.compile(r"\b(?:every|each|jeden|jede|jedem)\s+$", re.IGNORECASE)
"""A weekday said after "every" is a habit ("brings donuts every friday"), no day of the card."""


def on_the_day(said: str, line: str) -> list[str]:
    """``line`` with the day of the occasion said in it ("{day}"), or [] when none is said."""
    found = [d for d in dates(said) if not _EVERY.search(said[: d.start()])]  # "every friday"
    relative = re.search(r"\b(?:tomorrow|today|tonight|this weekend|next week)\b", said, re.I)
    if found:
        return [line.format(day=said_date(found[0], "en"))]
    if relative is not None:
        return [line.replace(" on {day}", f" {relative[0].lower()}")]
    return []


def age(said: str) -> int | None:
    """The age the user gives ("turns 60", "wird 80", "marc, 40 tomorrow"), or None."""
    number = number_said(said)
    if number is None and (bare := _AGE.search(said)) is not None and 0 < int(bare["n"]) <= 120:
        number = int(bare["n"])
    return number


def _birthday(said: str, who: str, we: str) -> list[str]:
    number = age(said)
    nth = _ordinal(number) + " " if number else ""
    lines = [f"Happy {nth}birthday{', ' + who if who else ''}! 🎉"]
    lines += on_the_day(said, "Enjoy your big day on {day}!")
    loves = loved(said, "en")
    if loves:
        lines.append(f"{we.capitalize()} hope your day is full of the things you love: {loves}.")
        if re.search(r"\b(?:jokes?|puns?)\b", loves, re.IGNORECASE):
            lines.append("And may your jokes stay as wonderfully bad as ever. 😄")
    else:
        lines.append(
            f"{we.capitalize()} hope your day is full of good people and a little time just for you."
        )
    if number and number >= 30 and _FUNNY.search(said):
        lines.append(f"Don't worry, you don't look a day over {number - 1}!")
    if did := deed(said):  # "she always makes the best coffee": thanked for it
        lines.append(f"Thank you for {did}!")
    lines.append("Here's to a wonderful year ahead!")
    return lines


def _sympathy(said: str, who: str, we: str, cool: bool) -> list[str]:
    died = loss(said)
    lines = [f"Dear {who}," if who else ""]
    if died is not None:
        relation = _FORMAL_LOSS.get(died.relation, died.relation) if cool else died.relation
        whom = f"your {relation}" + (f", {died.name}" if died.name else "")
        when = f" {died.when}" if died.when else ""
        said_loss = (
            f"that {whom}{',' if died.name else ''} passed away{when}"
            if when
            else f"about {whom}'s passing"
        )
    else:
        said_loss = "about your loss"
    if cool:
        lines.append(
            f"{'I am' if we == 'I' else 'We are'} so sorry for your loss. {we.capitalize()} "
            f"{'was' if we == 'I' else 'were'} saddened to hear {said_loss}."
        )
        lines.append(
            f"Please accept {'my' if we == 'I' else 'our'} sincere condolences. "
            f"{'I am' if we == 'I' else 'We are'} thinking of you and your family at this "
            "difficult time.".replace("I am", "I'm").replace("We are", "We're")
        )
    else:
        lines.append(f"{'I am' if we == 'I' else 'We are'} so sorry to hear {said_loss}.")
        lines.append(
            f"There are no right words, but {we} {'am' if we == 'I' else 'are'} thinking of you "
            f"and sending you a lot of love. If there's anything {we} can do, even something "
            "small, just say."
        )
    return lines


def _ailment(said: str) -> str:
    found = _AILMENT.search(said)
    if found is None:
        return "I'm sorry to hear you're not feeling well."
    if found["hospital"]:
        return "I'm sorry to hear you're in hospital."
    if found["part"]:
        return f"I'm sorry to hear about your broken {found['part'].lower()}."
    return f"I'm sorry to hear about your {found['what'].lower()}."


def _retirement(said: str, who: str, we: str, cool: bool) -> list[str]:
    lines = [f"Dear {who}," if who else "", "Congratulations on your retirement!"]
    years = _YEARS.search(said)
    if years is not None:
        where = _worked(years)
        lines.append(f"After {years['n']} years{where}, you've more than earned it.")
    work = re.search(
        r"\b(?:colleague|coworker|co-worker|boss|manager|supervisor|team|company|office|work|firm)\b",
        said,
        re.IGNORECASE,
    )
    did = deed(said)  # "he always fixed the printer": the thanks say it
    thanks = (
        f"Thank you for everything, especially for {did}." if did else "Thank you for everything."
    )
    lines.append(
        f"{thanks} {we.capitalize()}'ll miss working with you!"
        if work
        else f"Thank you for {did}! Enjoy every minute of the time ahead!"
        if did
        else "Enjoy every minute of the time ahead!"
    )
    loves = loved(said, "en")
    if loves:
        lines.append(f"Now there's finally plenty of time for {loves}.")
    return lines


def _farewell(said: str, who: str, we: str) -> list[str]:
    if (move := moving(said)) is not None:  # "he's moving to canada after 20 years …"
        ours = we == "I" and re.search(r"\b(?:our|us|we)\b", said, re.IGNORECASE)
        return [
            f"Dear {who}," if who else "",
            *move_lines(move, said, "we" if ours else we, deed(said)),
        ]
    lines = [f"Dear {who}," if who else "", "It won't be the same without you!"]
    years = _YEARS.search(said)
    if years is not None:
        where = _worked(years)
        lines.append(f"Thank you for {years['n']} great years{where}.")
    did = deed(said)  # "she organised every team lunch": the thanks say it
    everything = (
        f"everything, especially for {did}"
        if did
        else "everything: the help, the laughs and the coffee breaks"
    )
    lines.append(f"Thank you for {everything}. {we.capitalize()}'ll miss you!")
    lines.append("Good luck with what comes next, and stay in touch!")
    return lines


def _worked(years: re.Match[str]) -> str:
    """Where the years were: " at Siemens", " with us", " here"; "" when not said."""
    if years["here"]:
        return f" {years['here'].lower()}"
    if years["doing"]:
        return f" of {years['doing'].lower()}"  # "35 years teaching": of teaching
    return f" {years['prep'].lower()} {_company(years['where'])}" if years["where"] else ""


def _company(where: str) -> str:
    """ "the company" stays, "siemens" → "Siemens", "teaching" stays."""
    if re.fullmatch(r"(?:us|them|me|you|here|there)", where, re.IGNORECASE):
        return where.lower()  # "8 years with us"
    if re.match(r"(?:the|my|our|this|your|\w+ing)\b", where, re.IGNORECASE):
        return re.sub(r"\b(?:my|our)\b", "the", where)
    return " ".join(w[:1].upper() + w[1:] for w in where.split())


def _closing(occasion: str, cool: bool, sign: str, many: bool) -> str:
    if sign.startswith(("the ", "all of us", "everyone", "everybody", "our ")):
        return {"sympathy": f"With deepest sympathy from {sign}"}.get(
            occasion, f"Best wishes from {sign}"
        )
    if occasion == "sympathy":
        return f"{'Kind regards' if cool else 'With love'}" + (f",\n{sign}" if sign else "")
    return f"{'Best wishes' if cool else 'Lots of love'}" + (f",\n{sign}" if sign else "")


def _ordinal(n: int) -> str:
    last = "th" if 10 < n % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"
