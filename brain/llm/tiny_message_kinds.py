"""What a message is about, and the lines around its content that fit it: a noise complaint, a
problem with an order, something broken, not coming to an invitation, not coming, running late,
being ill (English; German with du and with Sie). Used by :mod:`brain.llm.tiny_message`; and
whether an occasion's stock lines beat the user's own words, for
:func:`brain.llm.tiny_lines.known_answer`."""

from __future__ import annotations

import re

from brain.llm.tiny_mood_words import ILL

_NOT_COMING = (
    r"\b(?:(?:can'?t|cant|won'?t|wont|cannot|not able to|unable to) (?:make it|come|be there"
    r"|attend|join)|nicht (?:\w+ ){0,3}(?:kommen|dabei sein)|(?:schaffe?|packe?)(?: es)? nicht"
    r"|absagen|komme nicht|nicht (?:\w+ ){0,3}komme)\b"
)
# (what the message is about, English (opener, closer), German du, German Sie)
KINDS: tuple[tuple[re.Pattern[str], tuple[str, str], tuple[str, str], tuple[str, str]], ...] = (
    (
        re.compile(
            r"^(?!\W*(?:sorry|i'?m sorry|apolog\w*|entschuldig\w*|tut mir leid)\b)(?!.*\b(?:fridge"
            r"|freezer|boiler|heater|heating|radiator|pipes?|washing machine|dryer|dishwasher|fan"
            r"|extractor|lift|elevator|oven|tap|toilet|k(?:ü|ue)hlschrank|heizung|therme|rohre?"
            r"|waschmaschine|trockner|sp(?:ü|ue)lmaschine|l(?:ü|ue)fter|aufzug)\b)"  # a thing's noise
            r".*\b(?:loud|noise|noisy|barking|partying|lärm|laut\w*|ruhestörung|musik (?:nachts|spät)"
            r"|music (?:at night|late|so loud)|(?:music|tv|it|the volume) down|quieter|leiser)\b",
            re.I,
        ),
        (
            "hope you're well! I wanted to mention something, in a friendly way:",
            "It's been keeping me up at night. Could you keep it down a bit after 10pm? Thanks so "
            "much, I really appreciate it!",
        ),
        (
            "ich hoffe, dir geht's gut! Ich wollte kurz etwas ansprechen:",
            "Das hält mich nachts leider wach. Könntest du es ab 22 Uhr etwas leiser machen? "
            "Danke dir!",
        ),
        (
            "ich wollte kurz etwas ansprechen:",
            "Das hält mich nachts leider wach. Könnten Sie es ab 22 Uhr etwas leiser machen? "
            "Vielen Dank für Ihr Verständnis!",
        ),
    ),
    (
        re.compile(
            r"\b(?:lost|missing|damaged|delayed|never arrived|didn'?t arrive|refund|wrong order"
            r"|overcharged|verloren|beschädigt|beschaedigt|nicht angekommen|erstattung|rückerstattung)\b",
            re.I,
        ),
        (
            "I'm writing about a problem:",
            "Could you please look into this and let me know the next steps? I can send the "
            "booking or order number. Thank you.",
        ),
        (
            "ich melde mich wegen eines Problems:",
            "Kannst du dich bitte darum kümmern und mir sagen, wie es weitergeht? Danke!",
        ),
        (
            "ich wende mich wegen eines Problems an Sie:",
            "Bitte prüfen Sie das und teilen Sie mir mit, wie es weitergeht; die Buchungs- oder "
            "Bestellnummer reiche ich gern nach. Vielen Dank.",
        ),
    ),
    (
        re.compile(
            r"\b(?:broken|broke|not working|isn'?t working|doesn'?t work|stopped working|leak\w*"
            r"|out of order|kaputt|defekt|(?:geht|funktioniert|läuft) nicht|nicht (?:mehr )?(?:geht"
            r"|funktioniert|läuft)|tropft|undicht)\b",
            re.I,
        ),
        (
            "just a quick note:",
            "Could you have someone look at it soon? Let me know when suits. Thanks!",
        ),
        ("kurz zur Info:", "Kannst du dich bitte bald darum kümmern? Danke!"),
        (
            "kurz zur Info:",
            "Könnten Sie bitte bald jemanden vorbeischicken? Sagen Sie mir einfach, "
            "wann es passt. Vielen Dank!",
        ),
    ),
    (
        re.compile(
            rf"^(?=.*{_NOT_COMING}).*\b(?:party|birthday|bday|wedding|dinner|invit\w*|bbq|barbecue|drinks"
            r"|celebration|feier\w*|party|geburtstag\w*|hochzeit|einladung|essen|grillen)\b",
            re.I,
        ),
        (
            "thank you so much for the invite!",
            "I'm really sorry, and I hope it's a great day. Let's catch up soon!",
        ),
        (
            "danke dir für die Einladung!",
            "Tut mir echt leid, ich hoffe, es wird ein schöner Tag. Lass uns bald mal nachholen!",
        ),
        (
            "vielen Dank für die Einladung!",
            "Es tut mir leid, und ich wünsche Ihnen einen schönen Tag.",
        ),
    ),
    (
        re.compile(r"^\W*(?:sorry|i'?m sorry|apolog\w*|entschuldig\w*|tut mir leid)\b", re.I),
        ("", "Thanks for understanding!"),
        ("", "Danke für dein Verständnis!"),
        ("", "Bitte entschuldigen Sie die Umstände."),
    ),
    (
        re.compile(r"^\W*(?:thanks|thank you|thank u|thx|ty|danke|vielen dank)\b", re.I),
        ("", "Thanks again, I really appreciate it!"),
        ("", "Nochmal danke, das ist echt lieb von dir!"),
        ("", "Nochmals vielen Dank!"),
    ),
    (
        re.compile(
            r"^(?!.*\b(?:my|mein\w*|for me|für mich)\s+(?:\w+\s+)?(?:parcel|package|paket|päckchen"
            r"|paeckchen|sendung|delivery|lieferung)\b)(?!.*\b(?:i'?ll|ill|i will|ich)\s+(?:\w+\s+)?"
            r"(?:come|pick|grab|collect|hol\w*|abhol\w*))"
            r".*\b(?:parcel|package|paket|päckchen|paeckchen|sendung|delivery|lieferung)\b",
            re.I,
        ),
        ("", "Just ring my bell whenever it suits you to pick it up!"),
        ("", "Du kannst es jederzeit bei mir abholen, klingel einfach! Liebe Grüße"),
        ("", "Sie können es jederzeit bei mir abholen, klingeln Sie einfach. Viele Grüße"),
    ),
    (
        re.compile(_NOT_COMING, re.I),
        ("", "Sorry, and thanks for understanding!"),
        ("", "Tut mir leid, danke für dein Verständnis!"),
        ("", "Es tut mir leid, vielen Dank für Ihr Verständnis."),
    ),
    (
        re.compile(
            r"\b(?<!don't be )(?<!dont be )(?<!never be )(?:late|running behind|delayed|verspät\w*"
            r"|später|zu spät|erst (?:um|ab|gegen|so gegen) \d+)\b",
            re.I,
        ),  # "don't be late" is no lateness of the user's
        ("", "Sorry about that!"),
        ("", "Sorry dafür!"),
        ("", "Entschuldigen Sie bitte. Viele Grüße"),
    ),
    (
        re.compile(
            rf"\b(?:sick|{ILL}|unwell|krank|fieber|flu|grippe)\b",
            re.I,
        ),
        ("", "I'll keep you posted."),
        ("", "Ich halte dich auf dem Laufenden."),
        ("", "Ich halte Sie auf dem Laufenden."),
    ),
)
PLAIN = (("", "Thanks!"), ("", "Danke!"), ("", "Vielen Dank!"))
FAMILY_EN = re.compile(
    r"\b(?:mom|mum|mommy|mummy|mama|dad|daddy|papa|grandma|grandpa|granny|nana)\b", re.I
)
FAMILY_DE = re.compile(r"\b(?:mama|mami|papa|papi|oma|omi|opa|opi)\b", re.IGNORECASE)
"""Family greeted by what the user calls them ("Hi Mom,", "Hallo Mama,")."""
ASKED_FIRST = re.compile(
    r"^((?:could|can|would) (?:she|he|they|you)\b[^,?]*),\s+(?=(?:i|i'll|ill|i'm|im|we)\b)", re.I
)
"""A message that asks first and tells after a comma ("could she keep an eye on my flat …, i'll
leave a key under the mat"): the ask ends with a question mark."""

COMPANY = re.compile(
    r"\b(?:airline|company|customer service|support|hotel|shop|store|bank|insurance|provider"
    r"|agency|council|gym|landlord|management|office)\b",
    re.IGNORECASE,
)
"""Whom an English message greets with "Hello," rather than "Hi,"."""

GROUP = re.compile(
    r"\b(?:team|everyone|everybody|all|group|class|colleagues|coworkers|co-workers|staff|department"
    r"|crew|guys|friends|neighbou?rs|parents|roommates|flatmates|housemates)\b",
    re.IGNORECASE,
)
"""Many people written to at once: "Hi all,"."""

GROUP_DE = re.compile(
    r"\b(?:gruppe|team|alle|allen|klasse|(?<!meinem )(?<!unserem )(?<!dem )(?<!an meinen )"
    r"(?<!an unseren )(?<!an den )(?:kollegen|nachbarn)|kolleginnen|eltern|mannschaft|leute)\b",
    re.IGNORECASE,
)

_SINCE_WHEN = (
    r"(?!\s+(?:yesterday|today|this|last|early|monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday|\d|a (?:few |couple )?(?:days?|weeks?|months?|while)|two|three|the (?:weekend|morning"
    r"|storm|move|holidays?)|we|i)\b)"
)
REASON = re.compile(
    rf"\s*[,;]\s*(?P<why>(?:something(?:'s| has)? (?:come|came) up|mir ist (?:was|etwas) dazwischengekommen)"
    rf"\W*$|(?:it'?s|its|it is|because(?! of\b)|since{_SINCE_WHEN}|cause(?! of\b)|cuz|bc|as|weil|da|denn|es ist"
    r"|ist)\b.+)$"
    rf"|\s+(?P<why2>(?:because(?! of\b)|since{_SINCE_WHEN}|cause(?! of\b)|cuz|weil)\s+.+)$",
    re.IGNORECASE,
)
"""Why, said after the message ("…, its a family thing"): a sentence of its own."""


def stock_occasion(said: str) -> bool:
    """Whether a message asked for is for an occasion whose stock lines fit better than the
    user's own words ("a birthday text for my dad", "text my manager that i'm ill today"); not
    when it is asked with its own details (a name and what to say, at some length: "… an meine
    chefin frau becker …, dass ich heute krank bin und morgen hoffentlich wieder da bin", or a
    thank-you with what it is for: "text my hairdresser thanks for the great cut")."""
    detailed = len(said.split()) >= 16 or _THANKS_FOR.search(said) is not None
    return _OCCASION.search(said) is not None and not detailed


_THANKS_FOR = re.compile(
    r"\b(?:thanks|thank you|thank u|thx|danke)\s+(?:so much\s+|a lot\s+|again\s+)?(?:for|f(?:ü|ue)r)"
    r"\s+(?!(?:everything|all|it|that|this|alles|das)\b)\w+",
    re.IGNORECASE,
)
"""A thank-you with what it is for: the user's words, not a card's stock thanks."""
_OCCASION = re.compile(
    r"\b(?:birthday|bday|geburtstag\w*|thank|thanks|danke\w*|congrat\w*|gl(?:ü|ue)ckw(?:ü|ue)nsch\w*"
    r"|get well|gute besserung|sick day|krankmeld\w*|sympathy|condolence\w*|beileid\w*|wedding"
    r"|hochzeit\w*|baby|new job|promotion|retire\w*|ruhestand|good luck|viel gl(?:ü|ue)ck"
    r"|mother'?s day|father'?s day|mu?tter\w*tag|vatertag|christmas|xmas|weihnacht\w*|new year"
    r"|neujahr|easter|ostern|valentine\w*|farewell|abschied\w*|(?:is|are|'s|who's) leaving"
    r"|leaving (?:card|party|gift|present|message|note|do)|anniversary|jahrestag"
    r"|apolog\w*|sorry|entschuldig\w*)\b|\b(?:ill|sick|krank)\b(?=.*\b(?:boss|manager|work|school"
    r"|teacher|chef\w*|arbeit|schule|lehrer\w*))|\b(?:boss|manager|work|school|teacher|chef\w*"
    r"|arbeit|schule|lehrer\w*)\b.*\b(?:ill|sick|krank)\b",
    re.IGNORECASE,
)
"""An occasion a card's lines fit better than the user's own words ("a birthday text for my dad
saying …", "text my manager that i'm ill today")."""
