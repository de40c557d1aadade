"""Nerves before an appointment the user tells of (the dentist after years, a blood test, the
doctor, the hairdresser after a long time): the appointment named, with one or two concrete
things that help there. The generic pep talk for an exam ("Nerves mean it matters") or "It's
natural to worry" had answered "haven't been to the dentist in years and it's tomorrow, i'm
freaking out". Used in :data:`brain.llm.tiny_moments.MOMENT_KINDS`, before the nerves for an
exam or a big day ("blood test" is no test to pass)."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind
from brain.llm.tiny_worries import WORRIED

_NERVES = (
    rf"(?=.*\b(?:{WORRIED}|nerves|anxiety|freaks? out|panic\w*|frightened|dread\w*|phobia"
    r"|shaking|hate going|panik|f(?:ü|ue)rchte|graut|zittere)\b)"
)
"""Nerves told about it."""
_MINE = (
    r"^(?![^?]*\?\s*$)(?!\W*(?:why|what|how|is|are|does|do|warum|wieso|was|wie|ist)\b)(?!.*\b(?:my"
    r"|our|his|her) (?:son|daughter|kids?|child|children|toddler|boy|girl|dog|cat|mum|mom|dad"
    r"|husband|wife|partner|friend)\b)(?!.*\b(?:mein\w*|unser\w*) (?:sohn|tochter|kind\w*|hund"
    r"|katze|mutter|mama|vater|papa|mann|frau|freund\w*)\b)(?!.*\b(?:bill|costs?|price|invoice"
    r"|rechnung|kosten|preis|should i|soll ich|lost my booking)\b)"
)
"""The user's own nerves, told (not a question of fact, not a child's or a pet's, not a bill
or whether to go)."""

APPOINTMENT_KINDS: tuple[Kind, ...] = (
    kind(  # the dentist ("haven't been to the dentist in years, it's tomorrow, freaking out")
        _MINE + _NERVES + r".*\b(?:dentists?|dentist'?s|dental|root canal|fillings?|tooth pulled"
        r"|wisdom tooth|zahnarzt\w*|zahn(?:ä|ae)rzt\w*|zahnreinigung|wurzelbehandlung)\b",
        "The dentist after a while is nerve-racking for lots of people, and going anyway is the "
        "brave part. Tell them at the start that you're nervous: good dentists then slow down and "
        "explain each step. Agree a hand signal for a pause (raising your left hand), and breathe "
        "slowly through your nose, out longer than in. They've seen it all, no judgement about the "
        "years.",
        "Zum Zahnarzt nach langer Zeit macht vielen Menschen Angst, und trotzdem hinzugehen ist "
        "das Mutige daran. Sag gleich am Anfang, dass du aufgeregt bist: Gute Zahnärzte machen "
        "dann langsamer und erklären jeden Schritt. Vereinbart ein Handzeichen für eine Pause "
        "(linke Hand heben), und atme langsam durch die Nase, länger aus als ein. Die haben schon "
        "alles gesehen, niemand urteilt über die Jahre.",
        told=True,
    ),
    kind(  # a needle ("blood test tomorrow and i hate needles")
        _MINE + _NERVES + r".*\b(?:blood (?:test|tests|work|draw|sample)|bloods|blood (?:drawn"
        r"|taken)|needles?|injections?|jabs?|vaccin\w*|blutabnahme|blutentnahme|blut abnehmen"
        r"|blutabnehmen|blutprobe|spritzen?|impfung|impfen|nadeln?)\b",
        "Lots of people dread needles, you're far from alone. Tell the nurse you're nervous (and "
        "if you've ever felt faint: then you can lie down), drink a glass or two of water "
        "beforehand, and look away while they do it. Breathe out slowly as the needle goes in; "
        "it's over in under a minute.",
        "Vor Nadeln graut es vielen, du bist da nicht allein. Sag der Schwester oder dem Arzt, "
        "dass du aufgeregt bist (und ob dir schon mal schwindelig wurde: dann darfst du dich "
        "hinlegen), trink vorher ein, zwei Gläser Wasser und schau weg. Atme langsam aus, wenn "
        "die Nadel reingeht; nach unter einer Minute ist es vorbei.",
        told=True,
    ),
    kind(  # the hairdresser after years ("first haircut in 3 years tomorrow, kinda scared")
        _MINE + _NERVES + r".*\b(?:hairdresser'?s?|hair ?dresser|barber'?s?|haircut|hair cut"
        r"|hair salon|salon|stylist|friseur\w*|fris(?:ö|oe)r\w*|haare schneiden)\b",
        "A hairdresser has seen every 'it's been a while', I promise. Bring a photo or two of what "
        "you'd like (and one of what you don't), say it's been a long time and you're a bit "
        "nervous, and ask them to start with less off: more can always go. Small talk is "
        "optional; it's fine to say you'd just like to relax.",
        "Beim Friseur hat man jedes „ist schon eine Weile her“ schon gehört, versprochen. Nimm "
        "ein, zwei Fotos mit von dem, was du möchtest (und eins von dem, was nicht), sag, dass es "
        "lange her ist und du etwas aufgeregt bist, und bitte darum, erst mal weniger "
        "abzuschneiden: Mehr geht immer. Smalltalk ist freiwillig, du darfst auch sagen, dass du "
        "einfach entspannen willst.",
        told=True,
    ),
    kind(  # the doctor ("first check-up in years on friday, dreading it")
        _MINE + _NERVES + r".*\b(?:doctors?|doctor'?s|gp|check-?ups?|physical|smear test|pap smear"
        r"|mammogram|gyn(?:a|ae)ecologist|gyno|colonoscopy|arzt\w*|(?:ä|ae)rztin|hausarzt"
        r"|frauenarzt|frauen(?:ä|ae)rztin|vorsorge\w*|untersuchung)\b",
        "Doctor's appointments can feel daunting, especially after a long time. Write down "
        "beforehand what you want to mention or ask, so nerves don't wipe it from your head, and "
        "tell them at the start that you're anxious. You can bring someone along, and you can "
        "always ask them to slow down or explain.",
        "Arzttermine können einschüchtern, besonders nach langer Zeit. Schreib dir vorher auf, "
        "was du sagen oder fragen willst, damit die Aufregung es nicht wegwischt, und sag gleich "
        "am Anfang, dass du nervös bist. Du kannst jemanden mitnehmen und jederzeit bitten, "
        "langsamer zu machen oder etwas zu erklären.",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_moments.MOMENT_KINDS`, before the nerves for a big day."""
