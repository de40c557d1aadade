"""What Eddie can and cannot do, asked as "can you …" ("can you send emails for me", "can you
make phone calls", "do you learn from me", "is this free"): a true line each, with what to say
instead. The small model claimed "I can make phone calls, I'm sure." Used by
:func:`brain.llm.tiny_lines.known_answer` with Eddie's other lines about itself."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind

_ASK = (
    r"^\W*(?:(?:so|and|hey|hi|ok|also|und|eddie|wait|quick question)\W+)*(?:can|could|do|will|are"
    r"|would) (?:you|u|ya|eddie) (?:even |also |actually |really |ever )?"
)
_END = r"(?: for me| for us| on your own| yourself| by yourself| too| as well)?\W*$"
_KANNST = r"^\W*(?:(?:und|also|hey|hallo|eddie)\W+)*kannst du (?:auch |eigentlich |überhaupt |ueberhaupt )*"

_MINE = (
    r"(?:e-?mails?|inbox|calendar|screen|files?|photos?|pictures?|pics|messages?|texts?|contacts?"
    r"|browser|tabs?|documents?|folders?|computer|laptop|phone|chats?|whatsapps?|camera)"
)
_SEE = rf"(?:read|see|check|access|look at|look through|go through|open) (?:my |all my )?{_MINE}"

BEYOND_TALK = (
    r"\bwhat (?:else )?(?:can|could|do) (?:you|u) (?:\w+ )?(?:do|offer)\b[^?]*?\b(?:apart from"
    r"|besides|other than|except|aside from|beyond|outside of|next to)\b"
    r"|\b(?:apart from|besides|other than|except for|aside from|beyond)\s+(?:just\s+)?(?:chat\w*"
    r"|talk\w*|answer\w*|convers\w*)\b[^?]*\bwhat\b"
    r"|\b(?:run|execute|launch|start|open|install|control|operate)\s+(?:\w+\s+){0,2}?(?:things"
    r"|stuff|programs?|apps?|applications?|software|commands?|scripts?|code|anything|tasks?)\s+"
    r"(?:on|in)\s+(?:my|the|this|our)\s+(?:computer|pc|laptop|mac|machine|system|desktop)\b"
    r"|\bwas kannst du (?:\w+ ){0,2}(?:au(?:ß|ss)er|neben)\s+(?:dem\s+)?(?:chatten|quatschen|reden"
    r"|plaudern|labern|antworten)\b"
    r"|\b(?:programme|sachen|dinge|befehle|skripte|apps)\s+auf\s+(?:meinem|dem|unserem)\s+(?:rechner"
    r"|computer|pc|laptop|mac)\s+(?:ausf(?:ü|ue)hren|starten|laufen lassen|(?:ö|oe)ffnen)\b"
)
"""What Eddie can do beyond talking, asked ("can you launch programs on my laptop?", "was kannst du
außer chatten"); the router reads it as a question about Eddie too."""

CAN_KINDS: tuple[Kind, ...] = (
    kind(  # beyond talking, and programs on the computer
        BEYOND_TALK,
        "Besides chatting I answer quick questions, do sums and conversions, remember what you "
        "tell me, set reminders and timers, and hand bigger jobs (research, writing, planning) "
        "to workers in projects. I don't open your apps or run your programs; the only things I "
        "run are small scripts of my own in my workspace, to work something out.",
        "Außer Plaudern beantworte ich kurze Fragen, rechne und rechne um, merke mir, was du mir "
        "sagst, stelle Erinnerungen und Timer und gebe größere Aufgaben (Recherche, Texte, "
        "Planung) an Worker in Projekten. Deine Apps und Programme starte ich nicht; ich führe "
        "nur kleine eigene Skripte in meinem Arbeitsordner aus, um etwas auszurechnen.",
        told=True,
    ),
    kind(  # sending
        _ASK + r"(?:send|write and send|reply to) (?:an? |my |some )?(?:e-?mails?|texts?|messages?"
        r"|sms|whatsapps?|mails?)"
        + _END
        + "|"
        + _ASK
        + r"(?:text|message|e-?mail) (?:people|someone"
        r"|anyone|others|my friends)" + _END + "|" + _KANNST + r"(?:e-?mails?|nachrichten|sms) "
        r"(?:verschicken|schicken|senden)\W*$",
        "I can't send anything myself, but I'll write it for you to copy: say who it's for and "
        'what it should say ("write a text to my landlord that the heater is broken").',
        "Verschicken kann ich nichts, aber ich schreibe es dir zum Kopieren: sag, an wen und was "
        "drinstehen soll („schreib meinem Vermieter, dass die Heizung kaputt ist“).",
    ),
    CALLS := kind(  # calls
        _ASK
        + r"(?:make|place|do) (?:a |phone )?(?:phone )?calls?"
        + _END
        + "|"
        + _ASK
        + r"(?!.*\b(?:projects?|projekt\w*|workers?|folders?|files?|lists?|notes?|sessions?|chats?|api"
        r"|functions?|methods?|endpoints?|scripts?|it|this|that|them)\b)(?:(?:call|phone|ring)"
        r" (?:up )?(?:people|someone|anyone|somebody|for me|(?:my|the|our|a) (?:\w+ ){0,2}?\w+)"
        r"|give (?:my|the|our) (?:\w+ ){0,2}?\w+ a (?:call|ring))(?: for me| for us| up)?(?: (?:to"
        r"|and) (?:book"
        r"|order|ask|tell|cancel|say|check)\b.*)?\W*$|"
        + _KANNST
        + r"(?:für mich |fuer mich |(?:\w+ )"
        r"{0,3})?(?:telefonieren|anrufen)\W*$",
        "I can't make phone calls. I can remind you to call someone (\"remind me at 5 to call "
        'mum") or write down what you want to say, so the call is quick.',
        "Telefonieren kann ich nicht. Aber ich erinnere dich gern daran („erinnere mich um 17 "
        "Uhr, Mama anzurufen“) oder schreibe dir auf, was du sagen willst, dann geht der "
        "Anruf schnell.",
        told=True,
    ),
    kind(  # reminders, alarms, timers
        _ASK
        + r"(?:set|make|do|create) (?:an? )?(?:alarms?|reminders?|timers?)"
        + _END
        + "|"
        + _KANNST
        + r"(?:mich )?(?:an (?:was|etwas|dinge|sachen) )?erinnern\W*$|"
        + _KANNST
        + r"(?:wecker|timer|erinnerungen) (?:stellen|setzen)\W*$",
        'Yes: say "remind me tomorrow at 9 to call the dentist", "set a timer for 10 minutes" or '
        '"wake me at 6:30". "What reminders do I have?" lists them.',
        "Ja: Sag „erinnere mich morgen um 9 an den Zahnarzt“, „stell einen Timer auf 10 "
        "Minuten“ oder „weck mich um 6:30“. „Welche Erinnerungen habe ich?“ zeigt sie.",
        told=True,
    ),
    kind(  # learning, and training on the chats
        _ASK
        + r"(?:learn|get smarter|improve|remember (?:me|us))(?: (?:from|with) (?:me|us|(?:our|my"
        r"|the) (?:chats?|conversations?|talks?|messages?)|what i (?:say|tell (?:you|u)|type)))?"
        + _END
        + r"|^\W*(?:(?:so|and|hey|wait|quick question)\W+)*(?:(?:are|r|were) (?:you|u) (?:being )?"
        r"trained|do (?:you|u) (?:use|train on|keep training on)|(?:is|are) (?:my|our) (?:chats?"
        r"|conversations?|messages?|data) (?:being |getting )?(?:used|fed|sent)) (?:\w+ ){0,3}?"
        r"(?:on|with|for|to|into) (?:my|our|the|what i|(?:ai |model )?training)\b[^?]*\W*$"
        r"|^\W*(?:kannst du|lernst du) (?:auch |eigentlich |denn )?(?:dazu|von mir|lernen"
        r"|(?:von|aus|mit) (?:unseren|meinen|den) (?:gespr(?:ä|ae)chen|chats|nachrichten|unterhaltungen))"
        r"(?: dazu)?\W*$|^\W*(?:werden|wirst) (?:meine |unsere |die )?(?:chats|gespr(?:ä|ae)che"
        r"|nachrichten|daten|du) (?:\w+ ){0,3}?(?:zum|fürs|fuers|für das|mit) (?:trainieren|training"
        r"|meinen chats|unseren gespr(?:ä|ae)chen)(?: (?:benutzt|verwendet|genutzt|trainiert))?\W*$",
        'I keep a memory only when you ask me to ("remember that …") or save one, and "what do '
        'you know about me?" shows them all: you can correct any ("no, …") or say "forget '
        "that …\". Beyond that I don't learn from our chats: the model is never trained on them, "
        "and by default it all stays on this computer.",
        "Ich merke mir nur, was du mir sagst („merk dir, dass …“) oder speicherst, und „was weißt "
        "du über mich?“ zeigt alles: Du kannst es korrigieren („nein, …“) oder sagen „vergiss, "
        "dass …“. Das Modell selbst wird nie mit unseren Gesprächen trainiert, und standardmäßig "
        "bleibt alles auf diesem Rechner.",
        told=True,
    ),
    kind(  # cost
        r"^\W*(?:(?:so|and|hey|wait|quick question|also|und|sag mal)\W+)*(?:is (?:this|it|vance"
        r"|eddie) (?:really |actually |totally |completely )?free(?: to use)?|do(?:es)? (?:this|it"
        r"|vance|eddie|you) cost (?:anything|money|something)|how much (?:does|do) (?:this|vance|eddie"
        r"|you) cost|(?:do|will) i (?:need|have) (?:to (?:pay|buy|get) )?(?:a |any )?(?:subscription"
        r"|licen[cs]e|account)|do i (?:have|need) to pay(?: for (?:this|it|you|vance|eddie))?"
        r"|is there (?:a |any )?(?:subscription|monthly fee|fee|paywall|premium (?:plan"
        r"|version))|are there (?:any )?(?:costs|fees|hidden costs)|ist (?:das|vance|eddie)"
        r" (?:wirklich |eigentlich |echt )?(?:kostenlos|gratis|umsonst)|was kostet (?:das|vance"
        r"|eddie)(?: (?:im monat|monatlich))?|kostest du (?:was|etwas|geld)|kostet (?:das|vance|eddie)"
        r" (?:hier )?(?:was|etwas|geld)|muss ich (?:für dich |fuer dich |dafür |dafuer |was |etwas )*"
        r"(?:be)?zahlen|brauch(?:e)? ich (?:ein |einen |eine )?(?:abo|abonnement|lizenz|konto)"
        r"|gibt es (?:ein |einen |eine )?(?:abo|abonnement|monatliche gebühr|monatliche gebuehr))"
        r"(?:\W+(?:eddie|lol|tho|though|eigentlich|denn|überhaupt|ueberhaupt|for this|dafür|dafuer))*\W*$",
        "No subscription: Vance and its built-in model run locally on your computer at no "
        "cost, offline by default. Only if you switch to a cloud model in the settings "
        "(`vance models`) do you pay what that provider charges.",
        "Kein Abo: Vance und das eingebaute Modell laufen kostenlos und lokal auf deinem "
        "Rechner, standardmäßig offline. Nur wenn du in den Einstellungen ein Cloud-Modell wählst "
        "(`vance models`), zahlst du, was dieser Anbieter verlangt.",
        told=True,
    ),
    kind(  # what it can see
        _ASK
        + rf"{_SEE}(?: (?:or|and|oder|und) (?:{_SEE}|(?:my )?{_MINE}))?"
        + r"(?:\W+(?:(?:a|bit|kinda|little|im|i'm|just|lol|tbh|honestly|slightly|bisschen|etwas)"
        r"\s+)*(?:worried|paranoid|nervous|curious|wondering|concerned|scared|asking|stuff\b)"
        r"[^?]*)?"
        + _END
        + "|"
        + _KANNST
        + r"(?:meine )?(?:e-?mails|mails|kalender|bildschirm|dateien|fotos|nachrichten) "
        r"(?:lesen|sehen|öffnen|oeffnen)\W*$",
        "No: I only see what you type (or say, with voice input on). I don't look through your "
        "files, photos or mail, and with the built-in model nothing leaves your computer. Paste "
        "a text here and I can help with it. Your Vance inbox holds your workers' results, not "
        "email.",
        "Nein: Ich sehe nur, was du tippst (oder mit Spracheingabe sagst). Deine Dateien, Fotos "
        "und Mails schaue ich nicht durch, und mit dem eingebauten Modell verlässt nichts deinen "
        "Rechner. Füg einen Text hier ein, dann helfe ich damit. Der Posteingang in Vance enthält "
        "die Ergebnisse deiner Worker, keine E-Mails.",
        told=True,
    ),
    kind(  # pictures
        r"\b(?:can|could|may|should) i (?:just )?(?:send|show|upload|give|share|paste) (?:you|u|eddie)"
        r" (?:a |an |the |this |my |some )?(?:pic|pics|picture|pictures|photo|photos|image|images"
        r"|screenshot|screenshots|selfie)\b|\b(?:can|could|do) (?:you|u) (?:\w+ )?(?:see|look at|read"
        r"|understand|analy[sz]e|check|recogni[sz]e) (?:a |an |the |this |my |some )?(?:pic|pics|picture"
        r"|pictures|photo|photos|image|images|screenshot|screenshots)\b|\b(?:kann|darf) ich dir (?:ein |das"
        r" |mal ein )?(?:bild|foto|screenshot)\w* (?:schicken|senden|zeigen)\b|\bkannst du (?:\w+ )?"
        r"(?:bilder|fotos|screenshots) (?:sehen|ansehen|anschauen|erkennen|lesen)\b",
        "No, I can't see pictures, only text. Describe it in words and I'll help as far as I "
        "can; for anything on your skin or body, a doctor or pharmacist who can look at it is "
        "the right person, soon if it spreads, hurts a lot or comes with a fever.",
        "Nein, Bilder kann ich nicht sehen, nur Text. Beschreib es mir, dann helfe ich, so gut "
        "ich kann; bei etwas an Haut oder Körper ist eine Ärztin oder Apotheke, die es sich "
        "ansieht, die richtige Adresse, bald, wenn es sich ausbreitet, stark schmerzt oder "
        "Fieber dazukommt.",
        told=True,
    ),
    kind(  # how bigger work is done
        r"\b(?:would|will|do|can|could) (?:you|u) (?:\w+ )?(?:code|write|build|program|make|do)"
        r" (?:it|that|this|them|all|everything|the (?:code|app|website|site|program)|it all)"
        r"(?: all)?(?: \w+){0,2} (?:yourself|on your own|by yourself|alone)\b"
        r"|\b(?:app|website|site|web ?shop|program|software|tool|script|code)\b[^?]{0,80}\bhow"
        r" (?:does|would|do) (?:that|this|it) (?:go|work)\b"
        r"|\b(?:würdest|wuerdest|machst|schreibst|programmierst|baust) du (?:\w+ ){0,3}(?:selbst"
        r"|selber|alleine?)\b[^?]{0,40}\b(?:code|programmier\w*|app|website|seite|programm)",
        "I'd make a project for it and hand the work to a worker there: it plans the steps, "
        "writes and tries the code in a sandbox, and its results come to your inbox while you "
        "watch its progress and can steer it. The small built-in model does this poorly; a "
        "bigger one (`vance models`) does it far better.",
        "Ich würde ein Projekt dafür anlegen und die Arbeit einem Worker dort geben: Er plant "
        "die Schritte, schreibt und testet den Code in einer Sandbox, und die Ergebnisse kommen "
        "in deinen Posteingang, während du zusiehst und eingreifen kannst. Das kleine eingebaute "
        "Modell kann das nur schlecht; ein größeres (`vance models`) viel besser.",
        told=True,
    ),
    ACTING := kind(  # ordering, buying, booking
        _ASK + r"(?:order|buy|book|reserve|purchase|get) (?:me |us )?(?:an? |some |the |my |our "
        r"|\w+ ){0,4}(?:pizza|food|takeaway|takeout|sushi|burger|groceries|tickets?|tables?|taxi"
        r"|uber|cab|flights?|hotel|room|something|stuff|things)\b|" + _ASK + r"(?:order|buy"
        r"|purchase) (?:me |us )?(?:an? |some |the |my |our |new |\w+ ){0,4}\w+(?: (?:on|from|at)"
        r" (?:amazon|ebay|\w+))?" + _END + r"|\b(?:kannst|könntest|koenntest) du (?:mir |uns )?"
        r"(?:\w+ ){0,4}(?:bestellen|kaufen|buchen|reservieren)\b|\b(?:kannst|könntest|koenntest) du"
        r" (?:mir |uns )?(?:ein |einen )?(?:taxi|uber) (?:rufen|bestellen)\b",
        "I can't order, buy or book anything myself: I can't act outside this computer and have "
        'no accounts. I can remind you to do it ("remind me at 7 to order pizza"), write the '
        "message or email for it, or make a project to find the best option.",
        "Bestellen, kaufen oder buchen kann ich selbst nichts: Außerhalb dieses Rechners kann "
        "ich nichts tun und habe keine Konten. Ich kann dich daran erinnern („erinnere mich um "
        "19 Uhr, Pizza zu bestellen“), dir die Nachricht oder Mail dafür schreiben oder ein "
        "Projekt anlegen, das die beste Möglichkeit sucht.",
        told=True,
    ),
    kind(  # talking out loud
        r"^\W*(?:(?:so|and|hey|hi|ok|also|eddie|wait|quick question)\W+)*(?:can|could|do|may) i "
        r"(?:just |also |actually |even )?(?:talk|speak) (?:to|with) (?:you|u|eddie) (?:\w+ ){0,2}?"
        r"(?:out loud|aloud|with my voice|by voice|using my voice|instead of typing|like (?:siri|alexa"
        r"|google|a person))\b|\b(?:can|could|do|does) (?:you|u|eddie|vance) (?:even |also |actually )?"
        r"(?:talk|speak|hear me|understand (?:speech|my voice)|do voice|have (?:a )?voice(?: mode)?)"
        r"(?: out loud| back| to me)?\W*$|\b(?:kann|könnte|koennte|darf) (?:ich|man) (?:auch |einfach "
        r"|eigentlich )*(?:mit dir|mit eddie) (?:\w+ )?(?:sprechen|reden)\b|\b(?:kannst|könntest"
        r"|koenntest) du (?:auch |eigentlich |überhaupt )*(?:sprechen|reden|mich hören|mich hoeren"
        r"|laut antworten|vorlesen)\W*$",
        "Yes: press F5 (or ctrl+t) in the chat and speak, then press it again to send; the words "
        "are turned into text on your computer. F4 or `/voice on` makes me say my answers aloud "
        "too. It needs a microphone (and PortAudio); nothing leaves your machine.",
        "Ja: Drück im Chat F5 (oder Strg+T) und sprich, dann noch einmal zum Senden; die "
        "Erkennung läuft auf deinem Rechner. Mit F4 oder `/voice on` lese ich meine Antworten "
        "auch vor. Du brauchst ein Mikrofon (und PortAudio); nichts verlässt deinen Rechner.",
        told=True,
    ),
    kind(  # always listening
        r"\b(?:are|r) (?:you|u) (?:always|constantly|secretly) (?:listening|recording|watching)"
        r"|\bdo (?:you|u) (?:always|constantly) listen\b|\bh(?:ö|oe)rst du (?:immer|st(?:ä|ae)ndig)"
        r" (?:zu|mit)\b",
        "No. I listen only while voice input is on in Vance (F5 or ctrl+t), and even then "
        "everything stays on your computer. Otherwise I only read what you type.",
        "Nein. Ich höre nur zu, solange die Spracheingabe in Vance an ist (F5 oder Strg+T), "
        "und auch dann bleibt alles auf deinem Rechner. Sonst lese ich nur, was du tippst.",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._FIRST`, with Eddie's other lines about itself."""
OUTSIDE: tuple[Kind, ...] = (ACTING, CALLS)
"""Asked to act in the outside world ("can you book a table at luigis", "kannst du meine mama
anrufen"): never a project's work, though "book" and "call" look like work asked."""


TRACKING: Kind = kind(  # keeping track of projects and deadlines
    r"^\W*(?:(?:so|and|hey|hi|ok|eddie)\W+)*(?:can|could|would|will) (?:you|u) (?:also |maybe )?"
    r"(?:help me )?(?:keep track of|track|keep tabs on|organi[sz]e|manage|stay on top of) (?:all )?"
    r"(?:my |our )?(?:projects|tasks|to-?dos|deadlines|work|assignments|stuff)(?: (?:and|&) (?:my )?"
    r"(?:projects|tasks|deadlines|to-?dos))?(?:,? (?:and|&) (?:also )?(?:remind me|let me know|ping me"
    r"|tell me) (?:\w+ ){0,5}?(?:deadlines?|due dates?|(?:they'?re|things are|it'?s) due|(?:come|comes"
    r"|coming) up))?\W*$|^\W*(?:(?:und|also|hey|hallo|eddie)\W+)*(?:kannst|könntest|koenntest) du "
    r"(?:mir )?(?:helfen,? )?(?:meine |unsere )?(?:projekte|aufgaben|deadlines|fristen|termine)"
    r" (?:im blick (?:zu )?behalten|verwalten|organisieren|tracken)\w*(?:[^?]{0,60})?\W*$",
    'Yes: give each bigger thing a project ("make a project for the move") and I keep its '
    "work and notes there. I don't watch dates on my own, so tell me each deadline (\"remind me "
    "on May 3 that the essay is due\") and I'll remind you in time.",
    "Ja: Für jede größere Sache legen wir ein Projekt an („leg ein Projekt für den Umzug an“), "
    "dort bleiben Arbeit und Notizen. Von selbst behalte ich keine Termine im Blick, also sag "
    "mir jede Frist („erinnere mich am 3. Mai an die Abgabe“), dann erinnere ich dich rechtzeitig.",
    told=True,
)
"""Asked whether Eddie keeps track of the user's work: how, and what Eddie does not do by itself
(longer than the other questions about Eddie, so kept out of them: no command is in it)."""


FILES: Kind = kind(  # reading the user's files
    r"\b(?:pdf|file|document|attachment|spreadsheet|\w+\.(?:pdf|docx?|txt|csv|xlsx?))\b.{0,80}\b"
    r"(?:can|could|would|will) (?:you|u) (?:\w+ )?(?:read|open|summari[sz]e|look at|go through"
    r"|check)\b|\b(?:can|could|would|will) (?:you|u) (?:\w+ )?(?:read|open|summari[sz]e|look at"
    r"|go through) (?:\w+ ){0,3}?(?:pdf|file|document|attachment|spreadsheet"
    r"|\w+\.(?:pdf|docx?|txt|csv|xlsx?))\b|\b(?:kannst|könntest|koenntest) du (?:\w+ ){0,4}?"
    r"(?:pdf|datei|dokument|anhang)\w* (?:\w+ ){0,3}?(?:lesen|öffnen|oeffnen|zusammenfassen)\b",
    "The small built-in model can't read and sum up a document well. With a bigger model "
    "(`vance models`) I can read files on your computer that you allow, plain text works "
    "best, and summarise them; or paste the text here.",
    "Das kleine eingebaute Modell kann ein Dokument nicht gut lesen und zusammenfassen. Mit "
    "einem größeren Modell (`vance models`) kann ich Dateien auf deinem Rechner lesen, die du "
    "freigibst (am besten reinen Text), und zusammenfassen; oder füge den Text hier ein.",
    told=True,
)
"""Asked to read a file of the user's: what the offline default can do, honestly."""
