"""Everyday troubles told in passing, each with sympathy and one or two practical next steps:
a rent increase, a lost wallet or keys, a broken phone screen, a car that won't start, a
parking ticket, a journey gone wrong ("ugh my landlord is raising the rent again"). The small
model answered with sympathy at best, or with something made up. Used by
:func:`brain.llm.tiny_lines.known_answer` before live data ("my flight got cancelled" is news;
"is my flight cancelled?" asks for live data)."""

from __future__ import annotations

import re

from brain.llm.tiny_ideas import Kind
from brain.llm.tiny_mood_words import NO_COMMAND

_TOLD = r"^(?![^?]*\?\s*$)(?!.*\b(?:remind|erinner\w*|research|recherch\w*|find|compare)\b)"
"""News, not a question or a request (a question gets the tips, a request goes to work)."""


_BOSS = (
    r"(?:boss|manager|supervisor|team ?lead|teamleiter\w*|chef|chefin|vorgesetzte\w*|teacher"
    r"|lehrer\w*|professor|prof|coach|trainer\w*|foreman|head chef)"
)
_TOLD_OFF = (
    r"(?:(?:yelled|shouted|screamed|snapped|ranted|went off) at (?:me|us)|(?:got|get|was|been|being)"
    r" (?:\w+ )?(?:yelled|shouted|screamed|snapped) at|blew up at me|lost (?:it|his temper|her temper)"
    r"|told me off|chewed me out|chewed out|tore into me|ripped into me|laid into me|humiliated"
    r"|belittled|embarrassed me|called me out|made fun of me|mocked me|bit my head off"
    r"|had a go at me|angeschrien|angebr(?:ü|ue)llt|angemault|angepampt|zusammengeschissen"
    r"|zusammengestaucht|blo(?:ß|ss)gestellt|runtergemacht|fertiggemacht|niedergemacht"
    r"|vorgef(?:ü|ue)hrt|zur sau gemacht|anschnauzt|angeschnauzt)"
)
"""Someone over the user told them off ("my manager snapped at me", "got chewed out by my manager",
"mein chef hat mich vor allen angeschrien")."""


def _kind(pattern: str, en: str, de: str) -> Kind:
    return re.compile(_TOLD + pattern, re.IGNORECASE), {"en": (en,), "de": (de,)}, True


TOLD_OFF: Kind = _kind(  # told off at work or school ("my manager snapped at me in the meeting")
    r"(?!.*\b(?:how (?:do|can|should|could|would) (?:i|we)|wie (?:kann|soll|sag)\w* ich)\b)"
    rf".*\b(?:{_BOSS}\b.{{0,50}}\b{_TOLD_OFF}|{_TOLD_OFF}\b.{{0,25}}\b(?:by|von) (?:my|our"
    rf"|the|mein\w*|unser\w*|der|dem) (?:\w+ )?{_BOSS})\b",
    "That's rough, and it isn't okay. Being told off like that, let alone in front of "
    "others, is humiliating, and a mistake (a small one least of all) never earns being "
    "shouted at. It says more about how they handle pressure than about you. If you want, "
    "we can think about whether to raise it with them once things are calm, or just vent "
    "here.",
    "Das ist echt mies, und es ist nicht in Ordnung. So angegangen zu werden, erst recht vor "
    "anderen, ist demütigend, und ein Fehler (erst recht ein kleiner) rechtfertigt kein "
    "Anschreien. Das sagt mehr darüber, wie die Person mit Druck umgeht, als über dich. Wenn "
    "du magst, überlegen wir, ob du es in einer ruhigen Minute ansprichst, oder du lässt "
    "hier einfach Dampf ab.",
)
"""The user told off by someone over them; also after "what a day" (no plain bad mood)."""


_JOURNEY = (
    r"(?:flights?|trains?|planes?|connections?|connecting (?:flight|train)|layover|airport|station"
    r"|railway|rail|airline|coach|ferry|eurostar|z(?:u|ü|ue)ge?|fl(?:u|ü|ue)ge?|flieger|bahn"
    r"|flughafen|bahnhof|anschluss\w*|umstieg|f(?:ä|ae)hre|fernbus|(?:r(?:ü|ue)ck|heim|hin"
    r"|nacht|regional|fern)(?:flug|zug)|(?:bahn|zug|flug)(?:streik|ausfall|chaos)"
    r"|(?:lokf(?:ü|ue)hrer|piloten|gdl)streik)"
)
"""A journey by rail, air or sea (a bus or a car in traffic is none)."""
_GONE_WRONG = (
    r"(?:cancell?ed|cancell?ing|stranded|marooned|diverted|overbooked|bumped off|strike"
    r"|delayed (?:until|till|til|overnight|by \d+ hours)|missed (?:my |the |our )?(?:connecting"
    r"|connection|layover|transfer)|stuck\b.{0,40}\b(?:tonight|overnight|till|until|til|for the"
    r" night|all night|for hours|hours)|gestrandet|f(?:ä|ae)llt aus|fiel aus|ausgefallen|gestrichen"
    r"|annulliert|\w*streik\w*|festgesessen|festsitze\w*|(?:sitz|sitze|sitzen|sitzt|h(?:ä|ae)ng"
    r"|h(?:ä|ae)nge|h(?:ä|ae)ngen|steck|stecke|stecken|steckt)\w* (?:\w+ ){0,4}fest"
    r"|(?:ü|ue)berbucht|anschluss\w* (?:\w+ )?verpasst|umgeleitet)"
)
"""What went wrong: cancelled, diverted, a strike, a missed connection, stuck for the night."""
_JUST_TOLD = (
    r"^(?![^?]*\?\s*$)(?!\W*(?:why|how|what|when|where|which|who|does|do|did|is|are|can|could"
    r"|should|would|warum|wieso|weshalb|wie|was|wann|wo|welche\w*|ist|kann|soll)\b)"
    + NO_COMMAND
    + r"(?!.*\b(?:write|draft|text|message|schreib\w*|nachricht|how (?:do|can|should|to|long)"
    r"|tips?|tipps?|advice|help|hilf\w*|should (?:i|we)|soll(?:te)? (?:ich|wir)|what (?:can|could"
    r"|should|do)|book|buch\w*|find|search|look up|rights?|compensation|refund|owed|entsch(?:ä|ae)"
    r"digung|erstatt\w*|rechte?|what now|was (?:jetzt|nun)|traffic|stau)\b)"
)
"""Told, not asked: what to do, rights or a refund asked for get the tip."""
STRANDED: Kind = (
    re.compile(
        _JUST_TOLD + rf"(?=.*\b{_JOURNEY}\b).*\b{_GONE_WRONG}\b",
        re.IGNORECASE,
    ),
    {
        "en": (
            "Oh no, that's the last thing you need on a journey, I'm sorry. Ask the staff at the "
            "desk or in the app about rebooking and, if you're stuck overnight, about a hotel or "
            "meal vouchers; keep every receipt. What you're owed depends on where you are and who "
            "you're travelling with.",
        ),
        "de": (
            "Oh nein, wie ärgerlich, das tut mir leid. Frag am Schalter oder in der App nach einer "
            "Umbuchung und, wenn du über Nacht festsitzt, nach einem Hotel oder Essensgutscheinen; "
            "heb alle Belege auf. Was dir zusteht, hängt davon ab, wo du bist und mit wem du "
            "reist.",
        ),
    },
    True,
)
"""A journey gone wrong, told ("last train's cancelled, looks like a night in crewe", "flug
annulliert, hänge am flughafen fest"): sympathy first, then a pointer or two, no rights of one country assumed. Said
before any tip (the one for a missed connection had answered with the rules of the EU);
asked about rights or what now, the tip answers."""

_OVER = (
    r"(?:(?:just|finally|only|eventually) (?:got|get|made it|arrived|walked in)|(?:got|made it|am|i'?m"
    r"|im|i am|finally|safely) (?:back )?home|home (?:now|at last|finally|safe)|back home|home safe"
    r"|(?:just|finally) (?:landed|arrived|got in|got back)|made it (?:back|in the end|eventually)"
    r"|what a (?:day|journey|trip)|(?:zu ?hause|daheim|nach hause) (?:\w+ )?(?:angekommen|gekommen"
    r"|gelandet)|heimgekommen|endlich (?:\w+ )?(?:zu ?hause|daheim|da|angekommen"
    r"|gelandet|zur(?:ü|ue)ck)|(?:bin|sind) (?:jetzt |endlich |gerade |doch noch )?(?:zu ?hause"
    r"|daheim|angekommen|gelandet|zur(?:ü|ue)ck)|was f(?:ü|ue)r ein (?:tag|chaos|trip|albtraum))"
)
"""Told when it is over: home at last, "what a day"."""
JOURNEY_OVER: Kind = (
    re.compile(
        _JUST_TOLD
        + rf"(?=.*\b{_JOURNEY}\b)(?=.*\b{_OVER}(?:\W|$))(?!.*\b(?:still (?:stuck|waiting|at|in|on)"
        r"|immer noch|stuck (?:here|at|in)|tonight|overnight|heute nacht)\b).*\b(?:"
        + _GONE_WRONG
        + r"|delayed (?:by |for )?(?:\d+|a few|several|two|three|four|five|six|many) hours?"
        r"|(?:\d+|two|three|four|five|six) hours? (?:late|delay(?:ed)?)|(?:\d+|zwei|drei|vier|f(?:ü|ue)nf"
        r"|sechs) stunden (?:versp(?:ä|ae)tung|zu sp(?:ä|ae)t)|versp(?:ä|ae)tet)\b",
        re.IGNORECASE,
    ),
    {
        "en": (
            "What a day, I'm sorry: a journey like that wears you out even when you're only "
            "waiting. Glad you made it home. Something to eat, feet up, and rest now.",
        ),
        "de": (
            "Was für ein Tag, das tut mir leid: So eine Reise schlaucht, auch wenn man nur "
            "wartet. Schön, dass du angekommen bist. Jetzt was essen, Füße hoch und ausruhen.",
        ),
    },
    True,
)
"""A journey gone wrong told when it is over ("train cancelled, only got home at midnight,
what a day"): sympathy and rest, not rebooking or a hotel (before :data:`STRANDED`)."""


TROUBLE_KINDS: tuple[Kind, ...] = (
    TOLD_OFF,
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
        r"(?!\s+(?:in|into)\b)"
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
    _kind(
        r".*(?:\b(?:spill\w*|spilt|knocked|tipped)\b.{0,40}\b(?:on|onto|over|into|in)\b.{0,15}"
        r"\b(?:keyboard|laptop|macbook|computer|phone|iphone|tablet|ipad)\b|\b(?:keyboard|laptop"
        r"|macbook|phone)\b.{0,30}\b(?:got wet|is wet|soaked|drenched|fell in)\b|\b(?:kaffee|wasser"
        r"|tee|saft|bier|wein|cola)\w* (?:über|ueber|auf|in|ins) (?:die |den |das |meine?n? )?"
        r"(?:tastatur|laptop|handy|notebook|rechner)|\b(?:tastatur|laptop|handy)\b.{0,25}\b(?:nass"
        r"|ins wasser|verschüttet)\b)",
        "Oh no! Quick: unplug it or switch it off now, turn it upside down so it "
        "drains, and blot it with a cloth (no hair dryer). Let it dry a full day before you use it "
        "again; sweet coffee may leave sticky keys that need a wipe underneath. Fingers crossed!",
        "Oh nein! Schnell: Stecker ziehen oder ausschalten, kopfüber "
        "abtropfen lassen und mit einem Tuch abtupfen (kein Föhn). Lass sie einen ganzen Tag "
        "trocknen, bevor du sie wieder benutzt; gesüßter Kaffee kann Tasten verkleben, dann "
        "darunter vorsichtig reinigen. Daumen drücken!",
    ),
    _kind(
        r".*\b(?:locked (?:myself |us )?out|keys? (?:are |is )?(?:locked )?(?:inside|in the (?:car"
        r"|house|flat|apartment)|in my (?:car|flat|apartment)|on the (?:seat|table))|ausgesperrt"
        r"|schlüssel (?:steckt|liegt|ist) (?:\w+ )?(?:drinnen|innen|im auto|in der wohnung))\b",
        "Oh no, classic! First call anyone who has a spare key. For a car, your breakdown service "
        "or your insurer's roadside help can often open it; for a home, the landlord or a "
        "locksmith (ask for the price before they start). Forcing a window usually costs more.",
        "Oh nein, der Klassiker! Ruf zuerst jemanden an, der einen Ersatzschlüssel hat. Beim "
        "Auto hilft oft der Pannendienst oder die Versicherung, bei der Wohnung der Vermieter "
        "oder ein Schlüsseldienst (vorher nach dem Preis fragen). Gewalt am Fenster wird meist "
        "teurer.",
    ),
    _kind(
        r".*\b(?:burn(?:ed|t)|scorched|charred) (?:my |the |our )?(?:toast|dinner|rice|pasta|food"
        r"|cookies|cake|pizza|pancakes|eggs|sauce|lunch|breakfast|popcorn)\b|\b(?:toast|essen"
        r"|kuchen|pizza|reis|nudeln|kekse)\b.{0,20}\b(?:angebrannt|verbrannt|schwarz)\b",
        "Ha, happens to the best cooks! Next time one notch lower on the toaster, or lower heat "
        "and a phone timer on the stove. For toast, scraping the black bits off with a knife "
        "works in a pinch.",
        "Haha, passiert den besten Köchen! Nächstes Mal den Toaster eine Stufe runter, am Herd "
        "weniger Hitze und einen Handy-Timer. Beim Toast hilft zur Not, das Schwarze mit dem "
        "Messer abzukratzen.",
    ),
    _kind(
        r".*\b(?:missed|just missed) (?:my |the |our )?(?:bus|train|tram|connection|ferry|flight)\b"
        r"|\b(?:bus|zug|bahn|tram|anschluss|flug|fähre)\b (?:\w+ ){0,2}verpasst\b",
        "Argh, annoying! Check the app for the next one and give whoever is waiting a quick "
        "heads-up. If it keeps happening, a reminder for when to leave helps; I can set one.",
        "So ein Mist! Schau in der App nach der nächsten Verbindung und gib kurz Bescheid, falls "
        "jemand wartet. Wenn das öfter passiert, hilft eine Erinnerung, wann du los musst; die "
        "stelle ich dir gern.",
    ),
    _kind(
        r".*\b(?:sent|texted|messaged|emailed|forwarded) (?:a |the |my |that )?(?:\w+ )?(?:text"
        r"|message|msg|email|meme|photo|pic|voice (?:note|message)|screenshot)?\b.{0,40}\b(?:meant"
        r"|intended) for\b|\bto the wrong (?:person|chat|group|number)\b|\b(?:an|in|an die) (?:den "
        r"|die )?falsche[nr]? (?:person|chat|gruppe|nummer)\b",
        "Oof, we've all been there! If your app allows it, delete it for everyone quickly. "
        'Otherwise a short, light follow-up is best ("Oops, that one wasn\'t meant for you!"); '
        "most people laugh and forget it by tomorrow.",
        "Autsch, das kennt jeder! Wenn die App es erlaubt, schnell für alle löschen. Sonst hilft "
        "eine kurze, lockere Nachricht („Ups, die war nicht für dich gedacht!“); die meisten "
        "lachen kurz und haben es morgen vergessen.",
    ),
    _kind(
        r".*\b(?:stubbed|stubbing|bumped|banged|hit) (?:my )?(?:toe|pinky toe|little toe|head|elbow"
        r"|knee|shin|funny bone)\b|\b(?:zeh|kopf|ell(?:en)?bogen|knie|schienbein)\b.{0,20}\b(?:gestoßen"
        r"|gestossen|angehauen|angeschlagen)\b",
        "Ouch, the worst! Cool it with something cold wrapped in a cloth for 10 to 15 minutes and "
        "keep it up for a bit; it should calm down soon. If a toe stays very swollen, looks "
        "crooked or you can't walk on it, have it checked.",
        "Autsch, das tut richtig weh! Mit etwas Kaltem im Tuch 10 bis 15 Minuten kühlen und kurz "
        "hochlegen; das lässt meist bald nach. Bleibt ein Zeh stark geschwollen, steht schief "
        "oder du kannst nicht auftreten, lass es anschauen.",
    ),
    _kind(
        r".*\b(?:dropped|dropping|drop) (?:my |the |our |a |an )?(?:whole |entire )?(?:ice ?cream"
        r"|cone|sandwich|burger|pizza|slice|coffee|lunch|dinner|plate|cake|donut|kebab)\b"
        r"|\b(?:eis|döner|doener|pizza|kaffee|brötchen|kuchen)\b.{0,20}\b(?:runtergefallen"
        r"|fallen gelassen|auf den boden)\b",
        "Noooo, not on the first bite! That's a proper tragedy. Treat yourself to another one; you "
        "earned it after that.",
        "Oh nein, und das beim ersten Bissen! Eine echte Tragödie. Gönn dir ein neues, das hast "
        "du dir jetzt verdient.",
    ),
    _kind(
        r".*\bfailed (?:my |the |our )?(?:driving |theory |final |math |maths |chem |bio )?(?:test"
        r"|exam|driving test|theory test)\b|\b(?:prüfung|pruefung|führerschein|fuehrerschein"
        r"|klausur|fahrprüfung|fahrpruefung)\w*\b.{0,25}\b(?:nicht bestanden|durchgefallen"
        r"|verhauen|verkackt)\b|\bdurch (?:die|den) \w+ gefallen\b",
        "Oh no, sorry! That's really frustrating after all the work. Lots of people need a few "
        "tries, so it says nothing about how it ends. Ask what went wrong (the examiner's or "
        "teacher's notes), practise exactly those bits, and book the next try while it's fresh. "
        "You'll get it.",
        "Oh nein, tut mir leid! Das ist echt frustrierend nach all der Mühe. Viele brauchen "
        "mehrere Anläufe, das sagt nichts darüber, wie es ausgeht. Frag nach, woran es lag, üb "
        "genau das und melde dich gleich für den nächsten Termin an. Du schaffst das.",
    ),
    _kind(
        r".*\b(?:phone|iphone|handy|smartphone)\b.{0,30}\b(?:fell|dropped|fallen) (?:in|into)"
        r" (?:the )?(?:toilet|loo|water|sink|pool|bath|tub|lake)\b|\b(?:dropped|drop|knocked)"
        r" (?:my |the )?(?:phone|iphone|smartphone) (?:in|into) (?:the )?(?:toilet|loo|water|sink"
        r"|pool|bath|tub|lake)\b|\b(?:handy|smartphone)\b.{0,30}"
        r"\b(?:ins|in die|in den) (?:klo|wasser|toilette|waschbecken|badewanne|pool|see)\b",
        "Quick: take it out, switch it off right away and don't charge it. Dry the outside, take "
        "off the case and the SIM tray, and let it dry in a spot with moving air for at least a "
        "day (rice doesn't help much). Don't use a hair dryer. If it won't turn on after 48 hours, "
        "a repair shop can check it.",
        "Schnell: rausholen, sofort ausschalten und nicht laden. Außen abtrocknen, Hülle und "
        "SIM-Fach raus und mindestens einen Tag an einem luftigen Ort trocknen lassen (Reis "
        "bringt kaum etwas), kein Föhn. Geht es nach 48 Stunden nicht an, kann eine Werkstatt "
        "es prüfen.",
    ),
    _kind(
        r".*\b(?:plants?|houseplants?|basil|monstera|cactus|succulents?|orchids?|ferns?|pothos"
        r"|pflanzen?|zimmerpflanzen?|basilikum|kaktus|orchideen?|sukkulenten?)\b.{0,30}\b(?:died"
        r"|dying|dead|wilting|wilted|drooping|rotting|keeps dying|eingegangen|geh(?:t|en) (?:\w+ ){0,3}ein"
        r"|stirbt|sterben|tot|verwelkt|welk)\b",
        "Aw, sorry about your plant! Most houseplants die of too much water, not too little: the "
        "roots rot when the soil never dries out. Water only when the top 2 to 3 cm of soil feel "
        "dry, use a pot with a drainage hole and tip out water left in the saucer. Soft yellow "
        "leaves mean too much water; crispy brown ones too little or too much sun.",
        "Oh, schade um die Pflanze! Die meisten Zimmerpflanzen gehen an zu viel Wasser ein, nicht "
        "an zu wenig: Die Wurzeln faulen, wenn die Erde nie abtrocknet. Erst gießen, wenn die "
        "oberen 2 bis 3 cm trocken sind, einen Topf mit Abzugsloch nehmen und Wasser im Untersetzer "
        "wegschütten. Weiche gelbe Blätter heißen zu viel Wasser, knusprig braune zu wenig oder zu "
        "viel Sonne.",
    ),
    _kind(  # the holiday over ("just got back from vacation, kinda sad its over")
        r".*\b(?:(?:back|home) (?:from|after) (?:\w+ ){0,2}(?:vacation|holiday|holidays|trip|urlaub)"
        r"|(?:vacation|holiday|holidays|urlaub|trip)\b.{0,20}\b(?:is |'s |ist )?(?:over|vorbei|zu ende)"
        r"|post[- ]?(?:vacation|holiday) blues|urlaubsende|zurück aus dem urlaub"
        r"|zurueck aus dem urlaub)\b.*\b(?:sad|blue|blues|miss|down|bummed|meh|depressing|traurig"
        r"|schade|vermiss\w*|blöd|bloed|doof|mies)\b",
        "Welcome back! Post-holiday blues are real. Give yourself a soft landing: an easy first "
        "day or two, the photos for an evening, and something small to look forward to in the "
        "calendar. What was the best part?",
        "Willkommen zurück! Der Urlaubsblues ist echt. Gönn dir eine weiche Landung: ein, zwei "
        "ruhige erste Tage, einen Abend mit den Fotos und etwas Kleines im Kalender, auf das du "
        "dich freuen kannst. Was war das Schönste?",
    ),
    _kind(  # a long day, and only a hello ("ugh loooong day. just wanted to say hi")
        r".*\b(?:long|rough|busy|hard|tough|stressful|lange[rn]?|harte[rn]?|stressige[rn]?)\b.{0,25}"
        r"\b(?:day|week|shift|tag|woche|schicht)\b.*\b(?:(?:just|only) (?:wanted|want|came|popping"
        r"|dropping) (?:to |in |by )?(?:to )?say (?:hi|hello|hey)|just (?:saying|popping in to say)"
        r" (?:hi|hello)|wollte (?:nur )?(?:mal )?hallo sagen)\b",
        "Hi, and nice of you to drop by! Sounds like a long one: put your feet up for a bit. "
        "Want to tell me about it, or just chat?",
        "Hallo, schön, dass du vorbeischaust! Klingt nach einem langen Tag: Mach erst mal die "
        "Füße hoch. Magst du erzählen, oder einfach ein bisschen plaudern?",
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._LATER` (:data:`STRANDED` is for ``_FIRST``)."""
