"""Small talk the user tells, each kind with a warm, true line: something cooked or baked that
turned out well, back at training after a break, a small win, snow or sun, a Monday, hello
after a long time, bad news, an apology to Eddie, a night without sleep, a long tiring day.
The tiny model had answered "monday again ugh" and "first snow of the year!!!" with nothing
useful, "sorry i was rude before, bad day" with "I'm sorry you're dealing with that", "cant
sleep, its 3am and my brain wont shut up" with a list of sleep rules, and "boah bin total
k.o., drei meetings hintereinander" with "nur Befehle auf Deutsch". Used by
:func:`brain.llm.tiny_lines.known_answer`, after the chat kinds; no line invents what the
user did not say, and none claims to see the weather."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind
from brain.llm.tiny_mood_words import NO_COMMAND, SICK_PRAISE

_TOLD = (
    r"^(?![^?]*\?\s*$)(?!\W*(?:why|how|what|does|do|is|are|warum|wieso|weshalb|wie|was|ist)\b)"
    + NO_COMMAND
    + r"(?!.*\b(?:write|draft|text|message|card|note|caption|post|schreib\w*|nachricht|karte"
    r"|how (?:do|can|should|to)|tips?|tipps?|recipe|rezept|ideas?|ideen|find|look|search|book|plan"
    r"|research|compare|such\w*|buch\w*|plan\w*|recherch\w*)\b)"
)
"""News, not a question or a request (a question or "any tips" goes to the tips)."""
_NOT_BAD = (
    r"(?!.*\b(?:not|never|didn'?t|wasn'?t|isn'?t|can'?t|cannot|couldn'?t|won'?t|but|though|burnt"
    r"|burned|ruined|failed|disaster|closed|cancel\w*|skipp\w*|injur\w*|hurt|nicht|kein\w*|aber"
    r"|verbrannt|angebrannt|misslungen|geschlossen|ausgefallen|verletzt)\b)"
)
"""Said with no trouble in it ("the gym is closed today" is no proud moment)."""
_BIG = (
    r"(?!.*\b(?:first|1st|erste[nrs]?|thesis|dissertation|degree|exams?|marathon|novel|phd"
    r"|masterarbeit|bachelorarbeit|pr(?:ü|ue)fung\w*|abitur|studium|ausbildung|projekt\w*"
    r"|projects?|book|buch|renovation|renovierung|course|kurs|apprenticeship|training|probation\w*"
    r"|internship|traineeship|residency|diploma|masters?|bachelors?|probezeit|lehre|weiterbildung)\b)"
)
"""A first or a big achievement has its own line (:mod:`brain.llm.tiny_good_moods`,
:mod:`brain.llm.tiny_passed`)."""

TALK_KINDS: tuple[Kind, ...] = (
    kind(  # cooked or baked something good ("made lasagna from scratch and it was sooo good")
        _TOLD + _NOT_BAD + _BIG + r".*\b(?:made|cooked|baked|grilled|whipped up|tried|roasted"
        r"|gekocht|gebacken|gemacht|gegrillt|zubereitet)\b.*(?:\b(?:good|great|amazing|delicious"
        r"|tasty|yummy|yum|incredible|perfect|turned out|came out|nailed it|smells? (?:so )?"
        r"(?:good|amazing)|proud|lecker|köstlich|koestlich|gelungen|geworden|mega|super|stolz"
        r"|himmlisch|duftet)\b|😋|🤤|🍰|🎂|🍝)",
        "That sounds delicious, well done! 😋 Cooking something that good deserves a little "
        "pride. Was it a new recipe or an old favourite?",
        "Das klingt richtig lecker, gut gemacht! 😋 Auf so was darfst du ruhig stolz sein. War "
        "das ein neues Rezept oder ein alter Liebling?",
        told=True,
    ),
    kind(  # back at training after a break ("back at the gym after like 6 months")
        _TOLD + _NOT_BAD + r".*\b(?:back (?:at|to|in) (?:the )?(?:gym|training|running|yoga|pool"
        r"|swimming|climbing|workouts?|working out|exercising|sports?)|(?:went|got|made it) (?:back )?"
        r"to the gym (?:again|after)|first (?:workout|run|gym session|training|session) (?:in|after)"
        r" (?:ages|forever|months|years|weeks|a (?:long )?while|a long time|\w+ (?:weeks|months|years))"
        r"|(?:nach|seit) (?:\w+ ){0,3}(?:pause|wochen|monaten|jahren|ewigkeiten)\b.{0,30}\bwieder"
        r" (?:im|ins|beim|zum) (?:fitnessstudio|gym|studio|training|sport|laufen|joggen|yoga"
        r"|schwimmen)|(?:endlich )?wieder (?:im|ins|beim|zum) (?:fitnessstudio|gym|training|sport"
        r"|laufen|joggen|yoga|schwimmen)\b.{0,40}\b(?:nach|seit) (?:\w+ ){0,3}(?:pause|wochen"
        r"|monaten|jahren|ewigkeiten))\b",
        "Welcome back to it, the first session back is the hardest step! 💪 Go easy for the "
        "next few: sore muscles are normal. How did it feel?",
        "Willkommen zurück, die erste Einheit nach der Pause ist der schwerste Schritt! 💪 Mach "
        "die nächsten Male etwas langsamer, Muskelkater ist ganz normal. Wie hat es sich "
        "angefühlt?",
        told=True,
    ),
    kind(  # a small win, something finished ("small win: cleared my whole inbox today")
        _TOLD + _NOT_BAD + _BIG + r".*\b(?:small win|little win|tiny win|minor win|win of the day"
        r"|(?:cleared|emptied) (?:my |the )?(?:whole |entire )?inbox|inbox zero|finally (?:finished"
        r"|done with|did|fixed|sorted(?: out)?|cleaned|tidied|cleared|got through|assembled|built)"
        r"|(?:fixed|repaired) (?:the |my |our )?\w+(?: \w+)? (?:myself|by myself|all by myself)"
        r"|kleiner (?:erfolg|sieg)|kleines erfolgserlebnis|posteingang (?:ist )?leer|endlich (?:\w+ )"
        r"{0,3}(?:fertig|geschafft|erledigt|repariert|aufgeräumt|aufgeraeumt)|(?:selbst|allein)"
        r" repariert)\b",
        "Nice one, that's a real win! 🎉 Little victories like that count. How does it feel to "
        "have it done?",
        "Stark, das ist ein echter Erfolg! 🎉 Solche kleinen Siege zählen. Wie fühlt es sich an, "
        "das geschafft zu haben?",
        told=True,
    ),
    kind(  # praise in slang ("this new track is sick", "sick beat!"): great, not ill
        _TOLD + _BIG + SICK_PRAISE,
        "Love that, it sounds brilliant! 🔥 What do you like most about it?",
        "Klingt richtig stark! 🔥 Was gefällt dir am besten daran?",
        told=True,
    ),
    kind(  # a child's first steps, words or tooth ("my daughter took her first steps today!!")
        _TOLD
        + _NOT_BAD
        + r"(?!\W*(?:when|wann|at what age|ab wann|mit wie viel\w*)\b)(?!.*\b(?:how|wie|what|was"
        r"|when|wann|why|warum|should|sollte?|normal|worr(?:y|ied)|sorgen?|yet|noch nicht|still"
        r"|immer noch)\b)"
        r"(?=.*\b(?:bab(?:y|ies)|daughter|son|kids?|child|little (?:one|guy|girl|boy|man|lady)"
        r"|toddler|grand(?:son|daughter)|niece|nephew|twins|tochter|sohn|kleine[rn]?|kind|enkel\w*"
        r"|nichte|neffe|zwillinge)\b).*\b(?:first (?:real |proper |wobbly |little )?(?:steps?|words?|tooth"
        r"|teeth)|erste[nr]? (?:richtige[nr]? )?(?:schritte?|wort|worte|zahn|zähnchen|zaehnchen))\b",
        "What a milestone! 🥹 Congratulations, that's such a special moment. Did you catch it on "
        "camera?",
        "Was für ein Meilenstein! 🥹 Herzlichen Glückwunsch, so ein besonderer Moment. Hast du es "
        "auf Video?",
        told=True,
    ),
    kind(  # snow, with joy ("first snow of the year!!! ❄️", "es schneit!!")
        _TOLD + r"(?!.*\b(?:tomorrow|forecast|will it|going to|gonna|stuck|hate|ugh|chaos|morgen"
        r"|vorhersage|wird es|nervt|mist|glatt|glatteis|but|aber|cancel\w*)\b).*(?:\b(?:first snow"
        r"|it'?s snowing|its snowing|snow day|(?:have|has|got|there'?s|theres) (?:(?:some|real|proper"
        r"|actual|finally) )?snow|snowed|snow(?:ing)? (?:here|outside|at last)"
        r"|(?:der |den )?erste[nr]? schnee|es schneit|schnee"
        r"(?:fall)?)\b|❄|☃)",
        "Snow! ❄️ How lovely. I can't see it from in here, so enjoy it for both of us: a walk, a "
        "snowman, or a warm drink by the window?",
        "Schnee! ❄️ Wie schön. Ich kann ihn von hier aus nicht sehen, also genieß ihn für uns "
        "beide: ein Spaziergang, ein Schneemann oder ein warmes Getränk am Fenster?",
        told=True,
    ),
    kind(  # sun or spring, with joy ("its finally sunny outside, love it", "der frühling ist da")
        _TOLD + r"(?!.*\b(?:tomorrow|forecast|will it|going to|gonna|stuck|hate|ugh|too hot|morgen"
        r"|vorhersage|wird es|zu hei(?:ß|ss)|but|aber|sunburn\w*|sonnenbrand)\b).*\b(?:(?:finally |so"
        r" |such a |it'?s |its )sunny|sunny (?:day|outside|today|morning|afternoon|weekend)|sunshine|the sun(?:'s| is) (?:out|shining|back)"
        r"|sun'?s out|spring is (?:finally )?(?:here|in the air|coming)|(?:gorgeous|beautiful"
        r"|lovely|glorious) weather|blue skies?|endlich sonne|sonnenschein|die sonne (?:scheint|ist"
        r" (?:da|raus|zurück|zurueck))|(?:der )?fr(?:ü|ue)hling ist (?:endlich )?da|fr(?:ü|ue)hlings"
        r"(?:wetter|gef(?:ü|ue)hle|luft)|(?:herrliches|traumhaftes|sch(?:ö|oe)nes) wetter"
        r"|traumwetter|strahlend blau\w*)\b",
        "That sounds lovely! ☀️ I can't look outside myself, so soak some up for me: even ten "
        "minutes out in it does you good. Any plans to get out?",
        "Wie schön! ☀️ Ich kann selbst nicht rausschauen, also tank ein bisschen für mich mit: "
        "Schon zehn Minuten draußen tun gut. Hast du vor, rauszugehen?",
        told=True,
    ),
    kind(  # a Monday ("monday again ugh", "montag... 🙄")
        _TOLD
        + r"(?!.*\b(?:happy|great|good|love|yay|schönen|schoenen|guten|meeting|termin|at \d)\b)"
        r"(?=.*\b(?:mondays?|montags?)\b)(?:\W*(?:(?:ugh+|urgh|meh|sigh|oh|and|so|well|hey|boah|man"
        r"|och|naja|na ja)\W+)*(?:another |yet another |(?:schon )?wieder |endlich )?(?:it'?s |its "
        r"|ist )?(?:mondays?|montags?)(?:\s+(?:morning|again|already|man|ugh+|wieder|schon wieder"
        r"|morgen|mal wieder|lol|eh))*\W*$|.*\b(?:mondays?|montags?)\b.*(?:\b(?:again|ugh+|urgh|meh"
        r"|sigh|already|hate|dread\w*|blues|schon wieder|keine lust|kein bock|nervt|seufz|boah)\b"
        r"|🙄|😩|😫|😒|😴|\.{2,}|…))",
        "Ah, Mondays. 🙄 Start gently: a good coffee or tea, one small task first, and the week "
        "picks up from there. Anything nice to look forward to this week?",
        "Ach, Montag. 🙄 Fang sanft an: ein guter Kaffee oder Tee, eine kleine Aufgabe zuerst, "
        "dann kommt die Woche schon in Gang. Gibt's diese Woche was, worauf du dich freust?",
        told=True,
    ),
    kind(  # hello after a long time ("long time no see!", "hey stranger, i'm back")
        r"^(?!.*\b(?:bad news|died|funeral|hospital|sick|doctor|accident|schlechte\w* nachricht\w*"
        r"|krankenhaus|beerdigung|arzt|gestorben)\b)" + NO_COMMAND + r"\W*(?:(?:hey+|hi+|hello"
        r"|hallo|yo|oh|well|so|eddie|na)\W+)*(?:long time no (?:see|talk|chat|speak)|(?:it'?s |its"
        r" |it has )?been (?:a while|ages|forever|so long|too long|a minute)|hey,? stranger|i'?m back"
        r" after (?:a |my )?(?:long |little |while|break|ages|forever|hiatus)|lange nicht (?:mehr )?"
        r"(?:gesehen|gehört|gehoert|geschrieben|gesprochen)|lang(?:e)? ist(?:'?s| es) her|(?:bin|ich bin)"
        r" nach (?:langer|einer langen|einer) (?:zeit|pause) wieder da)\b",
        "Hey, welcome back! Good to hear from you again. How have you been?",
        "Hey, willkommen zurück! Schön, wieder von dir zu hören. Wie geht's dir?",
        told=True,
    ),
    kind(  # bad news ("i'm back from the doctor with bad news")
        _TOLD
        + r"(?!.*\b(?:good news|gute nachricht\w*)\b).*\b(?:(?:bad|sad|awful|terrible|horrible"
        r"|worrying|scary|rough|shit|crap) news|(?:schlechte|traurige|schlimme) (?:nachricht"
        r"|neuigkeit)\w*)\b",
        "Oh no, I'm sorry. That's a lot to take in. Do you want to tell me what happened? I'm "
        "here to listen.",
        "Oh nein, das tut mir leid. Das muss man erst mal sacken lassen. Magst du erzählen, was "
        "los ist? Ich hör dir zu.",
        told=True,
    ),
    kind(  # an apology to Eddie ("sorry for snapping at you earlier")
        r"^(?!.*\b(?:write|draft|text|message|e-?mail|card|note|how (?:do|can|should) i|schreib\w*"
        r"|nachricht|karte)\b)(?!.*\b(?:at|to|with|an|zu|mit) (?:my|his|her|their|our|the|mein\w*"
        r"|sein\w*|ihr\w*|unser\w*)\b).*\b(?:sorry|sry|apologies|my bad|tut mir leid|entschuldig\w*"
        r")\b.{0,50}\b(?:snap(?:ped|ping)?|yell(?:ed|ing)?|shout(?:ed|ing)?|rude|harsh|mean|short with"
        r"|grumpy|snippy|snarky|a jerk|an ass|impatient|angry|mad|cranky|so short|pampig|unfreundlich"
        r"|gemein|angeschnauzt|angemotzt|angemault|angefahren|zickig|fies|unh(?:ö|oe)flich|patzig"
        r"|ungeduldig|sauer|about (?:earlier|before|yesterday|that earlier)|for (?:earlier|before"
        r"|yesterday)|wegen (?:vorhin|gestern|eben)|f(?:ü|ue)r (?:vorhin|gestern|eben))\b",
        "No worries at all, apology accepted. 😊 Everyone has those moments. How are you doing "
        "now?",
        "Schon gut, alles vergessen. 😊 Das passiert jedem mal. Wie geht's dir jetzt?",
        told=True,
    ),
    kind(  # a night without sleep ("cant sleep, its 3am and my brain wont shut up")
        r"^(?![^?]*\?\s*$)(?!\W*(?:why|how|what|wie|warum|was)\b)(?!.*\b(?:tips?|tipps?|advice"
        r"|rat|baby|babies|kids?|toddler|son|daughter|dog|cat|puppy|neighbou?rs?|kind|sohn|tochter"
        r"|hund|katze|nachbar\w*|sleep in|ausschlafen|without|ohne|husband|wife|partner|boyfriend"
        r"|girlfriend|mann|frau|freund\w*|snor\w*|schnarch\w*|loud|noise|laut|l(?:ä|ae)rm|shifts?"
        r"|schicht\w*|during the day|tags(?:ü|ue)ber)\b)(?=.*\b(?:[1-5] ?(?:am|a\.m\.|uhr)|[1-5]:\d\d"
        r"|again|still|tonight|right now|rn|nachts?|night|wieder|immer noch|mind|brain|thoughts|head"
        r"|kopf|gedanken|gr(?:ü|ue)bel\w*|ugh|lol|awake|wach|hellwach)\b)(?:.*\b(?:can'?t|cant|cannot"
        r"|unable to) (?:fall )?(?:a)?sleep|.*\b(?:wide|still|lying|laying|lie) awake|.*\bkann"
        r" (?:einfach )?(?:nicht|nich|net) (?:ein)?schlafen|.*\bschlafe? (?:einfach )?nicht ein|.*\b(?:liege?"
        r"|lieg) (?:\w+ )?wach|.*\b(?:bin )?(?:noch )?hellwach|(?=.*\b(?:[1-5] ?(?:am|a\.m\.|uhr)"
        r"|[1-5]:\d\d|night|bed|nachts?|bett|mitten in der nacht)\b).*\b(?:mind|brain|thoughts|head"
        r"|kopf|gedanken)\b.{0,25}\b(?:racing|races|won'?t (?:stop|shut up|switch off|be quiet)"
        r"|keeps? (?:going|spinning|racing)|spinning|h(?:ö|oe)rt nicht auf|kreis\w*|rast|rasen"
        r"|drehen sich|dreht sich))\b",
        "Sorry, nights like this are rough, and lying there with your thoughts spinning is "
        "exhausting. Two things often help: write down what's going round your head so it can "
        "wait till morning, and breathe slowly, in for 4 and out for 6. If you'd rather talk it "
        "through, I'm here.",
        "Das tut mir leid, solche Nächte sind zäh, und wenn die Gedanken kreisen, ist das "
        "richtig anstrengend. Zwei Dinge helfen oft: kurz aufschreiben, was dir im Kopf "
        "herumgeht, damit es bis morgen warten kann, und langsam atmen, 4 Sekunden ein, 6 aus. "
        "Wenn du lieber darüber reden magst, bin ich da.",
        told=True,
    ),
    kind(  # worn out after a long day ("boah bin total k.o., drei meetings hintereinander")
        _TOLD + r"(?!.*\b(?:say (?:hi|hello)|hallo sagen|slept|geschlafen)\b)(?=.*\b(?:k\.? ?o\b"
        r"|platt|fertig|erledigt|durch|kaputt|m(?:ü|ue)de|ersch(?:ö|oe)pft|am ende|tot|exhausted"
        r"|knackered|wiped(?: out)?|drained|beat|dead tired|shattered|worn out|so tired|zerst(?:ö|oe)rt"
        r"|durch den wind)(?:\W|$))(?=.*\b(?:lange[rn]? tag|long day|meetings?|termine?n?|calls?"
        r"|back[- ]to[- ]back|hintereinander|nonstop|non-stop|den ganzen tag|all day|arbeitstag"
        r"|work ?day|büro|buero|schicht|shift|konferenz\w*|besprechung\w*|(?:tag|day|woche|week)"
        r" (?:war|was|has been|ist) (?:\w+ )?(?:anstrengend|lang|stressig|voll|heftig|hart|long"
        r"|exhausting|hectic|hektisch|intense|brutal))\b)",
        "Oof, that sounds like a packed day, no wonder you're worn out. Time for something easy "
        "now: a proper meal, feet up, nothing big tonight. Want to tell me how it went?",
        "Uff, das klingt nach einem richtig vollen Tag, kein Wunder, dass du fertig bist. Jetzt "
        "ist was Ruhiges dran: gut essen, Füße hoch, heute nichts Großes mehr. Magst du "
        "erzählen, wie es war?",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._FIRST`, after the chat kinds."""
