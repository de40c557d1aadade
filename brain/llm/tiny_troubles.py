"""Everyday troubles told in passing, each with sympathy and one or two practical next steps:
a rent increase, a lost wallet or keys, a broken phone screen, a car that won't start, a
cancelled flight, a parking ticket ("ugh my landlord is raising the rent again"). The small
model answered with sympathy at best, or with something made up. Used by
:func:`brain.llm.tiny_lines.known_answer` before live data ("my flight got cancelled" is news;
"is my flight cancelled?" asks for live data)."""

from __future__ import annotations

import re

from brain.llm.tiny_ideas import Kind

_TOLD = r"^(?![^?]*\?\s*$)(?!.*\b(?:remind|erinner\w*|research|recherch\w*|find|compare)\b)"
"""News, not a question or a request (a question gets the tips, a request goes to work)."""


def _kind(pattern: str, en: str, de: str) -> Kind:
    return re.compile(_TOLD + pattern, re.IGNORECASE), {"en": (en,), "de": (de,)}, True


TROUBLE_KINDS: tuple[Kind, ...] = (
    _kind(
        r".*\b(?:rais\w* (?:the |my |our )?rent|rent (?:is )?(?:going up|goes up|increase\w*|hike"
        r"|went up)|rent increase|mieterh(?:ö|oe)hung|miete\b.{0,30}\b(?:erh(?:ö|oe)h\w*|steigt"
        r"|gestiegen|hoch))\b",
        "That's frustrating, sorry. Worth checking before you agree: what your lease allows (how "
        "often and by how much), the local rent rules or a tenants' association, and ask for the "
        "reason in writing. If you want, I can draft a polite reply to your landlord.",
        "Das ist ärgerlich, tut mir leid. Vor dem Zustimmen lohnt sich ein Blick darauf: was der "
        "Mietvertrag erlaubt (wie oft und wie viel), die örtlichen Regeln (Mietspiegel) oder ein "
        "Mieterverein, und die Begründung schriftlich verlangen. Wenn du magst, entwerfe ich dir "
        "eine höfliche Antwort an den Vermieter.",
    ),
    _kind(
        r".*\b(?:lost|can'?t find|cannot find|misplaced|left) (?:my|our) (?:wallet|purse|keys?"
        r"|bank ?card|credit card|id)\b|\b(?:portemonnaie|geldbeutel|geldbörse|schlüssel|ausweis"
        r"|bankkarte|ec-karte) (?:verloren|weg|nicht mehr da)\b|\b(?:hab|habe) (?:mein\w* )?"
        r"(?:portemonnaie|geldbeutel|geldbörse|schlüssel|ausweis|bankkarte) verloren\b",
        "Oh no, sorry. First retrace your last steps and call the last places you were; if cards "
        "were in it, block them right away with your bank (the app or the emergency number), and "
        "report a lost ID to the police or the local office. For keys, a spare with a friend "
        "saves the locksmith.",
        "Oh nein, das tut mir leid. Geh zuerst deine letzten Wege gedanklich durch und ruf die "
        "letzten Orte an; waren Karten dabei, sofort über die Bank sperren (App oder Sperr-"
        "Notruf 116 116), und einen verlorenen Ausweis beim Bürgeramt oder der Polizei melden. "
        "Für Schlüssel hilft ein Ersatz bei Freunden gegen den Schlüsseldienst.",
    ),
    _kind(
        r".*\b(?:cracked|smashed|broke|broken|dropped) (?:my |the )?(?:phone|screen|iphone)\b"
        r"|\b(?:phone|screen|iphone)\b.{0,15}\b(?:cracked|smashed|broke|broken|shattered)\b"
        r"|\b(?:handy|display|bildschirm)\b.{0,15}\b(?:kaputt|gesprungen|zersprungen|gebrochen)\b",
        "Ouch, sorry. If it still works, a screen protector or tape keeps splinters in for now "
        "and back up your photos today. Check whether insurance or the warranty covers it; a "
        "repair shop is often much cheaper than the maker for an older phone.",
        "Autsch, tut mir leid. Wenn es noch geht: Schutzfolie oder Klebeband drüber, damit "
        "nichts splittert, und heute noch die Fotos sichern. Schau, ob eine Versicherung oder "
        "die Garantie greift; bei älteren Handys ist ein Reparaturladen oft viel günstiger als "
        "der Hersteller.",
    ),
    _kind(
        r".*\b(?:car|auto)\b.{0,20}\b(?:won'?t start|wont start|doesn'?t start|broke down|broken"
        r" down|died|springt nicht an|ist liegen geblieben|kaputt)\b|\bbroke down on the\b",
        "That's stressful, sorry. If you're on a road, get safe first: hazard lights on and stand "
        "behind the barrier. A clicking sound often means a flat battery (jump-start or "
        "roadside assistance); otherwise call your breakdown service or insurer, many include it.",
        "Das ist stressig, tut mir leid. Wenn du auf der Straße stehst, zuerst in Sicherheit: "
        "Warnblinker an, hinter die Leitplanke. Klickt es nur, ist oft die Batterie leer "
        "(Starthilfe oder Pannenhilfe); sonst den Pannendienst oder die Versicherung anrufen, "
        "oft ist das mit drin.",
    ),
    _kind(
        r".*\b(?:flight|train)\b.{0,20}\b(?:got |was |has been |just got )?(?:cancell?ed|canceled)"
        r"\b|\b(?:flug|zug)\b.{0,20}\b(?:gestrichen|annulliert|fällt aus|faellt aus|ausgefallen)\b",
        "Ugh, sorry. Ask the airline or rail company for rebooking straight away (the app is often "
        "faster than the queue), keep every receipt for food or a hotel, and in the EU you may "
        "be owed compensation on top of a refund; it's worth claiming.",
        "Mist, tut mir leid. Lass dich sofort umbuchen (die App ist oft schneller als die "
        "Schlange), heb alle Belege für Essen oder Hotel auf, und in der EU steht dir oft "
        "zusätzlich eine Entschädigung zu; die zu beantragen lohnt sich.",
    ),
    _kind(
        r".*\b(?:got|just got|received) (?:a |another )?(?:parking|speeding) (?:ticket|fine)\b"
        r"|\b(?:strafzettel|knöllchen|knoellchen|bußgeld|bussgeld|blitzer\w*) (?:bekommen|gekriegt)\b"
        r"|\bgeblitzt\b",
        "Annoying, sorry. Check the details (date, place, plate) for mistakes, note the deadline, "
        "and pay on time if it's right: many places charge more later, and a clear mistake is "
        "worth appealing in writing with a photo.",
        "Ärgerlich, tut mir leid. Prüf die Angaben (Datum, Ort, Kennzeichen) auf Fehler, notier "
        "dir die Frist und zahl rechtzeitig, wenn es stimmt; bei einem klaren Fehler lohnt sich "
        "ein schriftlicher Einspruch mit Foto.",
    ),
    _kind(
        r"^\W*(?:(?:ugh|argh|oh no|omg|damn|crap|shit|so|well|ok|man|mist|oh mann)\W+)*(?:i'?m|i am"
        r"|we'?re|we are) (?:\w+ )?(?:running (?:\w+ ){0,3}(?:late|behind)|late (?:again|for|to)\b)(?!.*\b(?:text|message"
        r"|tell|write|nachricht|schreib)\b)|^\W*(?:(?:mist|oh mann|man|also)\W+)*(?:ich bin|bin) "
        r"(?:\w+ ){0,3}(?:spät dran|zu spät|verspätet)|^\W*ich verspäte mich",
        "Happens to everyone. If someone's waiting, a quick heads-up takes the stress out: I can "
        'write it for you ("text my friend I\'m running 10 minutes late").',
        "Passiert jedem. Wartet jemand, nimmt eine kurze Nachricht den Stress raus: Ich schreibe "
        "sie dir gern („schreib meinem Freund, dass ich 10 Minuten später komme“).",
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._LATER`."""
