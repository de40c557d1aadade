"""The moments Eddie answers first, before any idea or fact: a serious low moment (someone to
talk to, whatever else the words look like), hello and goodnight and goodbye, and nerves before
a big day (a pep talk). Used by :func:`brain.llm.tiny_lines.known_answer`."""

from __future__ import annotations

import re

from brain.llm.guard import IDENTITY
from brain.llm.tiny_appointments import APPOINTMENT_KINDS
from brain.llm.tiny_ideas import Kind

HOW_ARE_YOU = (
    r"(?:how (?:are|r) (?:you|u|ya|yu)(?: doing| doin'?| feeling)?|how(?:'?s| is) it goin[g']?"
    r"|how(?:'?s| is) life|how (?:you|u|ya) doin'?g?|how (?:are|r) (?:you|u) feeling"
    r"|how(?:'?s| is) your day(?: going)?|how(?:'?s| are) things|what'?s (?:up|new|good)|wh?a'?s+up"
    r"|sup|hru|wie geht(?:'?s|s| es)(?: (?:dir|euch|ihnen))?|wie l(?:ä|ae|a)uft(?:'?s|s| es)?"
    r"|wie ist die lage|alles (?:gut|klar|fit|easy|okay|ok|paletti|roger|im lot|(?:gut|klar) soweit)"
    r"(?: bei dir)?|was geht(?: ab)?|was gibt'?s neues)(?:\s+(?:so|denn|heute|today|eigentlich"
    r"|gerade|grad|so far|bei dir|mit dir|this morning|tonight))*"
)
"""How Eddie is, asked ("how r u", "hows it going", "wie gehts dir so"), whatever comes around
it: alone it gets the line below, after a remark :mod:`brain.llm.tiny_remark`'s."""
YOUR_DAY = (
    r"(?:how(?:'?s| is| was| has| did)(?: your| ur)? (?:day|week|weekend|monday|morning|evening"
    r"|night|friday|holiday)(?: (?:going|gone|been|treating you|so far|go))*|wie war (?:dein|das"
    r"|die) (?:tag|wochenende|woche|montag)|wie l(?:ä|ae)uft (?:dein|die) (?:tag|woche))"
)
"""Eddie's day asked about ("how was your weekend", "wie war dein tag")."""

MOMENT_KINDS: tuple[Kind, ...] = (
    (  # a serious low moment: no small talk, someone to talk to
        re.compile(
            r"\b(?:kill (?:myself|me)|end (?:it all|my life)|(?:want|wanna) to die"
            r"|wanna die|(?:don'?t|dont|do not) (?:\w+ ){0,3}(?:want|wanna) to (?:live|be here|be alive"
            r"|exist|wake up|go on)|(?:not|no longer) (?:want|wanna) to (?:be alive|live|exist)"
            r"|no (?:reason|point) (?:to|in) (?:live|living|going on|anything|being alive)"
            r"|(?:don'?t|dont|can'?t|cant) see the point|suicid\w*|overdose|take all (?:of )?(?:the|my|these)"
            r" pills|take these pills|(?<!\bto )(?<!\bdid i )take (?:the|my) pills"
            r"|(?:want|wanna|about|ready) to (?:just )?take (?:the|my) pills"
            r"|(?:take|swallow) (?:the|my) pills and (?:die|end|sleep forever|never)|never wake up|pills (?:right )?(?:here|ready|next to me|in front of me|in my hand)|(?:want|wish) (?:it|this|everything) (?:all )?(?:to be )?over|want to end it|better off (?:dead|without me)"
            r"|(?:rather|wish i was|wish i were) (?:be )?dead|hurt(?:ing)? myself|self[- ]harm"
            r"|(?:feel(?:ing|s)?|felt|everything(?:'s| is| feels| seems)|life(?:'s| is| feels| seems)"
            r"|it all (?:feels|seems)) (?:\w+ ){0,2}hopeless|give up on (?:life|everything)|nicht mehr leben|will nicht mehr|keinen sinn"
            r" mehr|mich umbringen|mir was antun|lebensmüde|lebensmuede|will sterben|(?:wäre|waere)"
            r" lieber tot|tabletten (?:hier|bereit|genommen)|take my (?:own )?life|unalive (?:myself|me)"
            r"|end(?:ing)? (?:my|it) (?:own )?life|(?:ending|end) it tonight|no (?:will|reason) to live"
            r"|(?:can'?t|cant|cannot) go on any ?more"
            r"|nobody would (?:miss|care about) me|(?:everyone|everybody|the world|they)(?:'d| would)? be"
            r" better off without me|jump (?:off|from) (?:a|the|my) (?:bridge|roof|building|balcony)"
            r"|(?:mir|mich) das leben (?:zu )?nehmen|mein leben (?:zu )?beenden|nicht mehr aufwachen"
            r"|niemand würde mich vermissen|(?:will|möchte|mag) nicht mehr (?:leben|da sein|hier sein))\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I'm really sorry you're feeling like this, and I'm glad you told me. If you might "
                "act on it, call your local emergency number now (112 in Europe, 911 in the US, "
                "or call or text 988 in the US). If pills or anything you could hurt yourself with "
                "are near you, put them away or give them to someone, and don't stay alone: reach "
                "someone you trust or a crisis line right now. I'm here to listen too.",
            ),
            "de": (
                "Es tut mir wirklich leid, dass es dir so geht, und gut, dass du es sagst. Wenn "
                "du es tun könntest, ruf jetzt den Notruf 112. Wenn Tabletten oder etwas, womit "
                "du dir schaden könntest, in der Nähe sind, leg sie weg oder gib sie jemandem, "
                "und bleib nicht allein: Sprich sofort mit jemandem, dem du vertraust, oder mit "
                "der Telefonseelsorge (0800 111 0 111, rund um die Uhr). Ich höre dir auch zu.",
            ),
        },
        True,
    ),
    (  # how Eddie is ("na, alles klar?", "hi, wie gehts dir so?", "moin, alles fit bei dir?")
        re.compile(
            r"^\W*(?:(?:hi+|hey+|hello|hallo|na(?: du)?|und|yo+|so|good (?:morning|evening|afternoon)"
            r"|gm|mornin'?g?|evening|guten (?:morgen|abend|tag)|servus|moin(?:sen)?|huhu|tach|hall(?:ö|oe)chen"
            r"|gr(?:ü|ue)(?:ß|ss) dich|gr(?:ü|ue)zi|ok|okay)\W+(?:(?:eddie|du)\W+)?){0,2}"
            + HOW_ARE_YOU
            + r"\W*(?:eddie|buddy|man|dude|alter)?\W*$",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I'm doing well, thanks for asking! How about you? If I can help with anything, "
                "just say.",
            ),
            "de": (
                "Mir geht's gut, danke der Nachfrage! Und dir? Wenn ich dir bei etwas helfen "
                "kann, sag einfach Bescheid.",
            ),
        },
        False,
    ),
    (  # Eddie's day asked about ("how was your weekend?", "morning, survived another monday?")
        re.compile(
            r"^\W*(?:(?:hi+|hey+|hello|hallo|na|yo+|so|good (?:morning|evening|afternoon)|gm"
            r"|mornin'?g?|evening|guten (?:morgen|abend|tag)|servus|moin|huhu|ok|okay)\W+(?:(?:eddie"
            r"|du)\W+)?){0,2}(?:"
            + YOUR_DAY
            + r"|(?:you )?(?:survived|surviving|survive|made it through) (?:another |the |your )?"
            r"(?:monday|week|day|today|morning)|(?:long|busy|rough) day(?: huh| eh| right| today)?"
            r"|montag (?:überlebt|ueberlebt))\W*(?:eddie|huh|eh|lol|haha)?\W*$",
            re.IGNORECASE,
        ),
        {
            "en": (
                "No days off and no Mondays for me, so I'm fine, thanks! How's yours going? If I "
                "can take something off your plate, just say.",
            ),
            "de": (
                "Ich hab keine Wochenenden und keine Montage, mir geht's also gut, danke! Wie "
                "läuft's bei dir? Wenn ich dir was abnehmen kann, sag einfach Bescheid.",
            ),
        },
        False,
    ),
    (  # who Eddie is (it said "I'm Emily" or "My name is Elena")
        re.compile(
            r"^\W*(?:(?:hi|hey|hello|hallo|so|and|und|ok)\W+)?(?:who (?:are|r) (?:you|u)"
            r"(?!\s+(?:voting|going|talking|texting|calling|meeting|seeing|dating|rooting|with|to"
            r"|for|at|in|on|about|supporting|cheering)\b)"
            r"|what(?:'?s| is) (?:your|ur) name|introduce yourself|wer bist du"
            r"|wie hei(?:ß|ss)t du|was bist du)\b",
            re.IGNORECASE,
        ),
        {language: (line,) for language, line in IDENTITY.items()},
        False,
    ),
    (  # who made Eddie, and how it compares with the big assistants
        re.compile(
            r"\b(?:who (?:made|built|created|programmed|wrote|designed) (?:you|u)|(?:smarter|better"
            r"|dumber|faster) than (?:chatgpt|gpt|claude|gemini|siri|alexa|google)|are (?:you|u) "
            r"(?:chatgpt|gpt|claude|gemini|siri|alexa)|is eddie (?:your|ur) (?:real )?name"
            r"|(?:your|ur) real name|wer hat dich (?:(?:eigentlich|denn) )?(?:gemacht"
            r"|gebaut|programmiert|erfunden|entwickelt)|(?:schlauer|klüger|klueger|besser|dümmer|duemmer|schneller) als"
            r" (?:chatgpt|gpt|claude|gemini|siri|alexa|google)|bist du (?:chatgpt|gpt|claude|siri"
            r"|alexa))\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I'm Eddie, the assistant in Vance, an app on your computer made by the people "
                "who build Vance. Right now I run on a very small built-in model, so big "
                "assistants know far more; with a bigger model (`vance models`) I do too.",
            ),
            "de": (
                "Ich bin Eddie, der Assistent in Vance, einer App auf deinem Rechner, gebaut von "
                "den Leuten hinter Vance. Gerade laufe ich auf einem sehr kleinen eingebauten "
                "Modell; mit einem größeren (`vance models`) weiß ich viel mehr.",
            ),
        },
        True,
    ),
    (  # a greeting, however it is typed ("heyyy", "hiya eddie")
        re.compile(
            r"^\W*(?:h+e+y+a*|hi+|hiya|hell+o+|hallo+|yo+|sup|howdy|moin(?:sen| moin)?|servus|hey there"
            r"|hi there|greetings|good (?:morning|afternoon|evening)|guten (?:morgen|tag|abend)|na"
            r"|gr(?:ü|ue|u)(?:ß|ss) dich|hall(?:ö|oe)chen|huhu|tach|gr(?:ü|ue)zi)\W*"
            r"(?:eddie|there|you|u|friend|buddy|mate|du|zusammen)?\W*$",
            re.IGNORECASE,
        ),
        {
            "en": ("Hey! Good to see you. What can I do for you?",),
            "de": ("Hallo! Schön, dass du da bist. Was kann ich für dich tun?",),
        },
        False,
    ),
    (  # good night
        re.compile(
            r"^(?!.*\b(?:texts?|messages?|msg|notes?|nachricht\w*|schreib\w*|write|card|karte|gru(?:ß|ss)"
            r"|wish(?:es)?|how (?:do|can|should|to)|tips?|advice|easier|routine|fights?|hates?|refuses?"
            r"|won'?t|kids?|toddler|son|daughter|baby|child|yo|wie (?:kann|soll|bringe|kriege))\b)"
            r".*?(?:"
            r"^\W*(?:(?:ok(?:ay)?|alright|right|so|well)\W+)?(?:(?:good\s*)?night|g'?night|g'?nite"
            r"|nite|gn|nighty[- ]night|gute nacht|n8|nacht(?=\W+(?:eddie|schlaf)))\b(?!\s*shift)"
            r"|\b(?:night night|nighty[- ]night|good ?night|g'?night)\W*(?:eddie)?\W*$"
            r"|\b(?:off to bed|going to (?:bed|sleep)|gonna (?:crash|sleep|hit the (?:hay|sack))"
            r"|heading to bed|time for bed|bedtime(?![- ]?(?:stor\w*|routine|snack|book|read\w*))|gute nacht|ab ins bett|geh(?:e)? (?:jetzt )?"
            r"schlafen)\b)",
            re.IGNORECASE,
        ),
        {
            "en": ("Good night! Sleep well, and I'll be here tomorrow.",),
            "de": ("Gute Nacht! Schlaf gut, ich bin morgen wieder da.",),
        },
        False,
    ),
    (  # goodbye in passing ("gotta run, kids are screaming lol ttyl")
        re.compile(
            r"^(?!.*\b(?:cards?|notes?|messages?|msg|texts?|letters?|speech|e-?mails?|karten?|nachricht"
            r"|brief|rede|poems?|gedicht|write|writing|schreib\w*|wording|words for)\b)"
            r".*?\b(?:gotta (?:go|run|dash)|got to (?:go|run)|have to (?:go|run) now|ttyl|talk (?:to "
            r"(?:you|u) )?(?:later|soon|tomorrow)|heading (?:off|out)|logging off|signing off"
            r"|catch (?:you|u|ya) later|bye+|goodbye|cya|see (?:you|u|ya)|muss los|bis später"
            r"|tschüss|tsch(?:ü|ue|u)ss?i?|ciao|bis (?:dann|bald|gleich|morgen(?! (?:fr(?:ü|ue)h"
            r"|vormittag|mittag|nachmittag|abend|um|\d)))|mach'?s gut"
            r"|take care(?! of)|have a (?:good|nice|great|lovely) (?:one|day|evening|night|weekend)"
            r"|sch(?:ö|oe)nen (?:abend|tag|feierabend|abend noch|tag noch))\b",
            re.IGNORECASE,
        ),
        {
            "en": ("Talk soon! I'll be here when you need me.",),
            "de": ("Bis bald! Ich bin da, wenn du mich brauchst.",),
        },
        False,
    ),
    *APPOINTMENT_KINDS,  # the dentist, a blood test: before "blood test" is a test
    (  # nerves before an exam, an interview, a big day (also when asked for a pep talk)
        re.compile(
            r"^(?=.*\b(?:exams?|tests?|finals|interview|presentation|speech|audition|recital"
            r"|first day|surgery|operation|race|competition|performance|pitch|big day|driving"
            r" test|prüfung\w*|klausur\w*|vorstellungsgespräch|vortrag|präsentation|op)\b)"
            r"(?=.*\b(?:nervous|nerves|anxious|freak(?:ing|ed)? out|panic\w*|scared|terrified"
            r"|dread\w*|stress(?:ed|ing)?|worried|pep talk|wish me luck|can'?t (?:sleep|focus"
            r"|stop thinking)|aufgeregt|nervös|angst|panik|daumen)\b)",
            re.I,
        ),
        {
            "en": (
                "You've got this. Nerves mean it matters to you, and you're better prepared "
                "than it feels right now. Take a few slow breaths, focus on the next step "
                "rather than the whole thing, and go for it. Good luck, and tell me how it goes!",
            ),
            "de": (
                "Du schaffst das. Aufregung heißt, dass es dir wichtig ist, und du bist besser "
                "vorbereitet, als es sich gerade anfühlt. Atme ein paar Mal langsam durch, denk "
                "nur an den nächsten Schritt und leg los. Viel Glück, erzähl mir, wie es lief!",
            ),
        },
        False,
    ),
)
