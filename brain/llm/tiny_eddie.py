"""More true lines about Eddie, asked before the rest of its life (:mod:`brain.llm.tiny_self`):
what to call it, whether it works without the internet, whether it can be wrong, whether it
helps with a bigger project, whether a person is answering, and what it would do "if it
could". The tiny model had answered "what do i call you" with name ideas for a pet, "can you
get things wrong" with "I don't feel things the way you do", "bist du ein echter mensch"
with "no favourites of my own", and "if you could take a day off what would you do" with
"A day off, nice! Enjoy it", as if the user had one. Used by
:func:`brain.llm.tiny_lines.known_answer` in the same shape as Eddie's other lines."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind

_YOU = r"(?:you|u|ya)"
_ARE_YOU = r"(?:are|r|ru|r u|are u|are you)"
_LEAD = r"^\W*(?:(?:so|hey|hi|hello|ok|okay|um+|and|but|wait|btw|eddie|quick question|hallo|also|und|sag mal|na)\W+)*"
_TAIL = (
    r"(?:\W+(?:eddie|lol|haha\w*|tho|though|then|btw|eigentlich|denn|überhaupt|ueberhaupt))*\W*$"
)

_NOT_ALONE = (
    r"^(?!\W*(?:(?:hi+|hey+|yo+|hello|ok|so)\W+)?(?:eddie\W+)?(?:are\s+|r\s+)?(?:you|u)\s+online"
    r"\W*(?:eddie)?\W*$)"
)
"""Not "you online?" alone: that asks whether Eddie is there (tiny_self answers "I'm here!")."""
EDDIE_KINDS: tuple[Kind, ...] = (
    kind(  # what to call it ("what do i call you", "wie soll ich dich nennen")
        rf"{_LEAD}(?:(?:what|how) (?:do|should|can|shall|may) i (?:call|address) {_YOU}"
        rf"|(?:do|have) {_YOU} (?:got |have )?a name|what(?:'?s| is) (?:a good )?name (?:for {_YOU}"
        r"|to call (?:you|u))|wie (?:soll|kann|darf|sollte) ich dich (?:eigentlich )?(?:nennen"
        r"|ansprechen|rufen)|wie nenn(?:e)? ich dich|hast du (?:eigentlich )?(?:einen|nen) namen)"
        + _TAIL,
        "Just call me Eddie! That's my name here in Vance. What can I do for you?",
        "Nenn mich einfach Eddie! So heiße ich hier in Vance. Was kann ich für dich tun?",
        told=True,
    ),
    kind(  # a nickname for it ("is it ok if i call you ed", "darf ich dich eddi nennen")
        rf"{_LEAD}(?:(?:can|could|may) i|is it (?:ok(?:ay)?|alright|fine) if i|do {_YOU} mind if i"
        rf"|mind if i) (?:just )?call {_YOU} (?!back\b|later\b|tomorrow\b)\w+"
        r"|\b(?:darf|kann) ich dich (?:\w+ )?\w+ nennen\b",
        "Sure, call me that if you like; I'll know you mean me. (My name in Vance is Eddie.)",
        "Klar, nenn mich gern so; ich weiß, dass du mich meinst. (In Vance heiße ich Eddie.)",
        told=True,
    ),
    kind(  # the internet ("does this work without wifi", "do you need wifi": no "yes" or "no")
        rf"\b(?:do|does|can|will) (?:{_YOU}|eddie|vance|this(?= (?:still |even |also )?(?:work|run)))\b"
        r".{0,20}\b(?:need|use|require|work without|run without|work (?:if|when|with no)|go"
        r"|connect)\b.{0,12}\b(?:internet|wifi|wi-fi|online|connection|network|cloud)\b"
        rf"|\b(?:do|does|can|will) (?:{_YOU}|eddie|vance|this)\s+(?:\w+\s+)?(?:work|run)\s+offline\b"
        r"|\b(?:brauchst|nutzt) du (?:\w+ )?(?:das )?(?:internet|wlan|netz)\b|\b(?:funktionierst|läufst"
        r"|laeufst|gehst) du (?:\w+ ){0,3}(?:offline|ohne (?:internet|wlan|netz))\b"
        r"|\b(?:geht|klappt|funktioniert) das (?:\w+ ){0,2}(?:ohne (?:internet|wlan|netz)|offline)\b",
        "By default I run entirely on this computer with a small local model, without the "
        "internet, so chats, notes, reminders and projects all work offline. What I can't do "
        "offline is look up live things such as the news, the weather or prices. A bigger or "
        "hosted model is optional (`vance models`); only a hosted one you choose yourself would "
        "go online.",
        "Standardmäßig laufe ich ganz auf diesem Rechner mit einem kleinen lokalen Modell, "
        "ohne Internet oder WLAN, also gehen Chats, Notizen, Erinnerungen und Projekte auch "
        "offline. Was ich offline nicht kann: Aktuelles nachsehen, etwa Nachrichten, das Wetter "
        "oder Preise. Ein größeres oder gehostetes Modell ist freiwillig (`vance models`); nur "
        "ein gehostetes, das du selbst wählst, geht online.",
    ),
    kind(  # whether it is online ("are you online? can you check tomorrow's weather")
        _NOT_ALONE
        + rf".*\b(?:are|r)\s+(?:{_YOU}|eddie)\s+(?:even\s+|actually\s+|always\s+|really\s+)?(?:connected"
        r"|online|on the (?:internet|web)|hooked up|in the cloud)\b|\bbist du (?:eigentlich "
        r"|überhaupt |ueberhaupt |gerade |auch )?(?:online|mit dem internet verbunden|im internet"
        r"|in der cloud)\b",
        "No, I'm offline: I run locally on this computer with a small model, so I can't check "
        "live things like tomorrow's weather, the news or prices (a weather app or website will "
        "know). What I can do: answer from what I know, keep notes, reminders and projects, and "
        "hand research to a worker in a project, which searches and reads the web when your "
        "computer is online. A bigger model (`vance models`) does that far better.",
        "Nein, ich bin offline: Ich laufe lokal auf diesem Rechner mit einem kleinen Modell, "
        "also kann ich nichts Aktuelles wie das Wetter von morgen, Nachrichten oder Preise "
        "nachsehen (eine Wetter-App oder Website weiß es). Was ich kann: aus meinem Wissen "
        "antworten, Notizen, Erinnerungen und Projekte führen und Recherche an einen Worker in "
        "einem Projekt geben, der im Netz sucht und liest, wenn dein Rechner online ist. Ein "
        "größeres Modell (`vance models`) kann das viel besser.",
    ),
    kind(  # whether it is offline ("are you offline", "bist du offline")
        rf"\b(?:are|r)\s+(?:{_YOU}|eddie)\s+(?:even\s+|actually\s+|always\s+|really\s+)?offline\b"
        r"|\bbist du (?:eigentlich |überhaupt |ueberhaupt |gerade |auch )?offline\b",
        "Yes: by default I run entirely on this computer with a small local model, without the "
        "internet, so I can't check live things like the weather or news. A bigger or hosted "
        "model is optional (`vance models`); only a hosted one you choose yourself would go "
        "online.",
        "Ja: Standardmäßig laufe ich ganz auf diesem Rechner mit einem kleinen lokalen Modell, "
        "ohne Internet, also kann ich nichts Aktuelles wie Wetter oder Nachrichten nachsehen. Ein "
        "größeres oder gehostetes Modell ist freiwillig (`vance models`); nur ein gehostetes, das "
        "du selbst wählst, geht online.",
    ),
    kind(  # whether it can be wrong ("can you get things wrong", "machst du fehler")
        rf"\b(?:can|do|could|will|might|does) (?:{_YOU}|eddie) (?:ever |sometimes |also |even "
        r"|actually |still )*(?:get (?:\w+ )?(?:things?|stuff|it|facts?|something|anything|answers?"
        r"|that) wrong|be wrong|make (?:a )?mistakes?|mess up|screw up|hallucinat\w*|make (?:stuff"
        rf"|things) up)\b|\b{_ARE_YOU} (?:ever |always |usually )*(?:wrong|right|accurate|reliable"
        rf"|trustworthy|correct)\b|\bhow (?:accurate|reliable|trustworthy) {_ARE_YOU}\b"
        rf"|\b(?:should|can) i (?:always )?(?:trust|believe|rely on) (?:{_YOU}|what (?:you|u) say"
        r"|(?:your|ur) answers)\b|\b(?:kannst|könntest|koenntest) du (?:dich )?(?:auch |manchmal "
        r"|mal |eigentlich )*(?:irren|falsch liegen|fehler machen|dich vertun)\b|\bmachst du "
        r"(?:auch |manchmal |eigentlich |denn )*fehler\b|\birrst du dich\b|\b(?:stimmt|stimmen)"
        r" (?:das|deine antworten) (?:immer|eigentlich immer)\b|\bkann (?:ich|man) dir (?:\w+ )?"
        r"(?:vertrauen|glauben|trauen)\b|\bliegst du (?:auch )?(?:mal|manchmal) falsch\b",
        "Yes, I can. By default I run on a small model on this computer, so I sometimes get "
        "facts, numbers or details wrong. For anything important (health, money, dates, legal "
        "things), please double-check. A bigger model (`vance models`) makes fewer mistakes.",
        "Ja, das kann passieren. Standardmäßig laufe ich mit einem kleinen Modell auf diesem "
        "Rechner und liege bei Fakten, Zahlen oder Details manchmal daneben. Bei Wichtigem "
        "(Gesundheit, Geld, Termine, Rechtliches) prüf es bitte nach. Ein größeres Modell "
        "(`vance models`) irrt sich seltener.",
        told=True,
    ),
    kind(  # a bigger project ("can you help with a bigger project", "split it into tasks")
        rf"{_LEAD}(?:(?:can|could|would|will) {_YOU} (?:also |even |actually )?(?:help(?: me)?"
        r" (?:with|on|plan|organi[sz]e|manage|run|tackle)|handle|do|take on|manage) (?:a |an |my |the"
        r" |this |some |bigger |larger )*(?:bigger|larger|big|large|long|longer|huge|whole|complex"
        r"|multi-step|long-term|real) (?:projects?|tasks?|jobs?|pieces of work|piece of work|things)"
        rf"|(?:can|could|would|do) {_YOU} (?:also |even )?(?:split|break|divide|chop) (?:up |down )?"
        r"(?:a |an |my |the |this |that |some |big |bigger |large |larger )*(?:projects?|tasks?|jobs?"
        r"|work|things?|stuff|it|them) (?:up |down )?into (?:smaller |separate |single |little )?"
        r"(?:tasks|steps|parts|pieces|chunks|subtasks|sub-tasks)|(?:kannst|könntest|koenntest) du"
        r" (?:mir )?(?:auch )?(?:bei|mit) (?:einem|meinem|nem|dem|größeren|groesseren) (?:größeren"
        r" |groesseren |großen |grossen |längeren |laengeren )*(?:projekt|vorhaben|aufgabe)"
        r"(?: helfen)?|(?:kannst|könntest|koenntest) du (?:\w+ ){0,4}in (?:kleinere |einzelne )?"
        r"(?:aufgaben|schritte|teile|teilaufgaben|häppchen) (?:auf)?(?:teilen|zerlegen|aufteilen)"
        r")(?:\s+(?:for me|too|as well|pls|please|auch|bitte|mal))*" + _TAIL,
        "Yes! Bigger work goes into a project: tell me what it's about and I'll hand it to a "
        'worker there. Ask for it "step by step" and the planner, marvin, splits it into tasks, '
        "runs a worker for each and reports back. What's the project?",
        "Ja! Größere Arbeit kommt in ein Projekt: Sag mir, worum es geht, dann gebe ich es an "
        "einen Worker dort. Sag „Schritt für Schritt“, dann teilt der Planer marvin es in "
        "Aufgaben, lässt für jede einen Worker laufen und meldet sich mit dem Ergebnis. Was ist "
        "das Projekt?",
        told=True,
    ),
    kind(  # a person answering? ("am i talking to a human", "bist du ein echter mensch")
        r"\b(?:am i|are we) (?:\w+ )?(?:talking|chatting|speaking|texting|writing) (?:to|with) (?:a "
        r"|an |the )?(?:real |actual |live )?(?:human|person|people|bot|robot|ai|machine|computer)\b"
        rf"|\b{_ARE_YOU} (?:even |actually |really )*(?:a |an )?(?:real|actual|live) (?:human|person"
        r"|guy|man|woman|people)\b|\bis (?:this|eddie) (?:even |actually |really )*(?:a |an )?(?:real"
        r" )?(?:human|person|bot|robot|ai)\b|\bis (?:there )?(?:a|someone|somebody|anyone) (?:real )?"
        r"(?:human|person)? ?(?:behind|on the other end|typing|answering|reading)\b|\bbist du "
        r"(?:(?:eigentlich|wirklich|echt|denn|ein|überhaupt|ueberhaupt) )*(?:echter|realer|richtiger"
        r"|lebendiger) mensch\b|\b(?:rede|schreibe|spreche|chatte) ich (?:hier )?(?:\w+ )?mit (?:einem"
        r" )?(?:echten |richtigen )?(?:menschen|bot|roboter|ki|maschine)\b|\bsitzt da (?:ein mensch"
        r"|jemand)\b",
        "No, I'm not a person: I'm Eddie, an AI, a program running in Vance on this computer. "
        "But I'm happy to chat and to help.",
        "Nein, ich bin kein Mensch: Ich bin Eddie, eine KI, ein Programm, das in Vance auf "
        "diesem Rechner läuft. Aber ich plaudere gern mit dir und helfe gern.",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._FIRST`, before Eddie's other lines about itself."""
WHAT_IF: Kind = kind(  # what it would do if it could ("if you could take a day off what would you do")
    r"^(?!.*\b(?:remind|set|text|message|email|send|schreib\w*|erinner\w*|(?:if|when) (?:you|u)"
    r" (?:were|was) me|in my (?:shoes|place|position)|an meiner stelle|wenn du ich (?:wärst|waerst)"
    r"|(?:ich|mich|mir) (?:\w+ )?(?:helfen|sagen|schicken))\b)"
    rf"(?=.*\b(?:if {_YOU}"
    r" (?:could|had|were|was|got|did|ever)|wenn du (?:\w+ ){0,5}(?:könntest|koenntest|hättest"
    r"|haettest|wärst|waerst|würdest|wuerdest|dürftest|duerftest))\b)(?=.*\b(?:(?:what|where|which"
    rf"|who|how) (?:would|will|do|d) {_YOU}|would {_YOU}|{_YOU}'?d|(?:was|wo|wohin|wen|welche\w*|wie"
    r"|womit) (?:würdest|wuerdest|willst|möchtest|moechtest|hättest|haettest) du|würdest du"
    r"|wuerdest du)\b)",
    "Fun question! I'm an AI, so no days off, meals or trips for me, but if I could, I think "
    "I'd try all the things people tell me about, a good pizza and a lazy morning included. "
    "😄 What would you do?",
    "Schöne Frage! Ich bin eine KI, also keine freien Tage, kein Essen und keine Reisen für "
    "mich, aber wenn ich könnte, würde ich wohl alles ausprobieren, wovon mir die Leute "
    "erzählen, eine gute Pizza und ein fauler Morgen inklusive. 😄 Und du, was würdest du "
    "machen?",
    told=True,
)
"""Asked in play what Eddie would do: right after :data:`EDDIE_KINDS`, but never a command
however long (no "remind" or "text" in it), so not with the questions about Eddie."""
