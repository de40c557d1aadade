"""What Eddie says to news and moods the user tells: a loss, an ill pet, feeling ill, stress
before a deadline, worry, a bad night, boredom, a bad mood, a low moment, something achieved,
good news. The tiny model answered "my dog died yesterday" with "Pure joy, that's a brave
story", and German ones ("mir ist langweilig") got "I can't answer that in German"; each of
these kinds gets a true line instead, casual phrasings included ("morning, barely slept",
"bin schlecht drauf"). Used by :func:`brain.llm.tiny_lines.known_answer`, after the live-data
kinds.
"""

from __future__ import annotations

import re

from brain.llm.tiny_ideas import Kind
from brain.llm.tiny_mood_words import (
    FEELING_ILL,
    GRUMPY,
    ILL,
    LOW_START,
    MACHINE_DIED,
    MORNING,
    MORNING_HELLO,
    NO_COMMAND,
    NOT_A_PET,
    NOT_PRAISED,
    SLEPT_BADLY,
    TIRED,
    TRACK_LOST,
)
from brain.llm.tiny_worries import WORRY_KINDS

_ACHIEVED = (
    r"(?:(?:ran|run|finished|completed|did|done|smashed|crushed) (?:(?:a|my|the|our|an|his|her) )?"
    r"(?:(?:first|1st|very first|own) )?(?:\d+ ?(?:k|km|miles?|kilomet(?:er|re)s?)|marathon|half"
    r"|halfmarathon|race|triathlon|ultra|park ?run|ironman)|(?:finished|completed|submitted"
    r"|handed in|wrapped up|shipped|launched|published|done with) (?:(?:my|the|our|a|an) )?"
    r"(?:\w+ )?(?:project|thesis|dissertation|paper|novel|book|degree|course|apprenticeship"
    r"|renovation|certificate|certification)|(?:passed|aced|nailed|smashed|crushed) (?:(?:my|the"
    r"|our|her|his|a|an|all|both) )?(?:\w+ )?(?:exams?|tests?|finals|driving test|boards|bar"
    r"|audition|interview)|personal (?:best|record)|new (?:pb|pr|personal best|record)"
    r"|(?:code|build|app|script|program|tests?|pipeline|bug|website|site)\b.{0,20}\b(?:finally )?"
    r"(?:compiled|compiles|builds|works|passed|passes|runs|fixed|deployed|went live)"
    r"|finally (?:got )?(?:it |the \w+ |my \w+ )?(?:compiled|working|to work|fixed|running|solved)"
    r"|(?:marathon|halbmarathon|\d+ ?(?:km|k)|rennen|lauf|triathlon|ironman)\b.{0,30}\b"
    r"(?:gelaufen|geschafft|gefinisht|beendet)|(?:projekt|masterarbeit|bachelorarbeit"
    r"|abschlussarbeit|doktorarbeit|diss|hausarbeit|studium|ausbildung|buch|roman|renovierung)\b"
    r".{0,30}\b(?:fertig|abgegeben|abgeschlossen|beendet|geschafft|eingereicht)"
    r"|(?:pr(?:ü|ue)fung|klausur|examen|abi|abitur|matura|f(?:ü|ue)hrerschein|theorie|praxis"
    r"|fahrpr(?:ü|ue)fung)\w*\b.{0,30}\bbestanden|bestzeit|bestleistung)"
)
"""Something the user (or someone close) pulled off: a race, a project, an exam."""

MOOD_KINDS: tuple[Kind, ...] = (
    (  # a loss
        re.compile(
            rf"^(?!.*\b{MACHINE_DIED})"  # "my laptop just died": no loss to grieve
            + TRACK_LOST  # "hab den überblick verloren, was für projekte …": no loss either
            + LOW_START
            + r"\b(?:died|passed away|lost my|broke up|dumped me|got dumped|dumped by|gestorben|verstorben|schluss gemacht"
            r"|verloren|eingeschl(?:ä|ae)fert|put down|hit by a car|angefahren)\b",
            re.I,
        ),
        {
            "en": (
                "I'm so sorry. That's really hard, and it's okay to feel sad about it. I'm here "
                "if you want to talk.",
            ),
            "de": (
                "Das tut mir sehr leid. Das ist wirklich schwer, und es ist in Ordnung, traurig "
                "zu sein. Ich bin da, wenn du reden willst.",
            ),
        },
        True,
    ),
    (  # a pet that is ill
        re.compile(
            LOW_START + r"\b(?:my|our|mein\w*|unser\w*) (?:cat|dog|puppy|kitten|bird|rabbit|bunny"
            r"|hamster|guinea pig|horse|pet|parrot|katze|kater|hund|welpe|vogel|kaninchen|hase"
            r"|pferd)\b.*\b(?:sick(?! of| and tired)|"
            + ILL
            + r"|unwell|not eating|won'?t eat|throwing up|vomit\w*|limping"
            r"|lethargic|krank|frisst nicht|humpelt|erbricht|bricht)\b",
            re.I,
        ),
        {
            "en": (
                "I'm sorry, that's worrying. If it isn't eating or drinking, is very tired, or it "
                "doesn't get better within a day or two, a vet can help; call sooner if it gets "
                "worse.",
            ),
            "de": (
                "Das tut mir leid, das ist beunruhigend. Wenn es nicht frisst oder trinkt, sehr "
                "schlapp ist oder es in ein, zwei Tagen nicht besser wird, hilft der Tierarzt; "
                "wird es schlimmer, ruf früher an.",
            ),
        },
        True,
    ),
    (  # feeling ill with a fever
        re.compile(
            NOT_A_PET
            + r"(?=.*\b(?:fever\w*|temperature|fieber\w*))"
            + LOW_START
            + rf"\b(?:{FEELING_ILL})\b",
            re.I,
        ),
        {
            "en": (
                "Sorry you're feeling unwell. Rest, drink plenty of fluids and take it easy. If "
                "the fever is high, it lasts more than a few days, or you feel worse, please see "
                "a doctor.",
            ),
            "de": (
                "Gute Besserung! Ruh dich aus, trink viel und mach langsam. Wenn das Fieber hoch "
                "ist, es länger als ein paar Tage dauert oder schlimmer wird, geh bitte zum Arzt.",
            ),
        },
        True,
    ),
    (  # feeling ill, no fever told: none named ("a headache and a sore throat")
        re.compile(
            NOT_A_PET + NOT_PRAISED + LOW_START + rf"\b(?:{FEELING_ILL})\b",
            re.I,
        ),
        {
            "en": (
                "Sorry you're feeling unwell. Rest, drink plenty of fluids and take it easy. If "
                "it gets worse or lasts more than a few days, please see a doctor.",
            ),
            "de": (
                "Gute Besserung! Ruh dich aus, trink viel und mach langsam. Wenn es schlimmer "
                "wird oder länger als ein paar Tage dauert, geh bitte zum Arzt.",
            ),
        },
        True,
    ),
    *WORRY_KINDS,
    (  # a bad night, with a good morning ("morning, barely slept")
        re.compile(
            MORNING_HELLO + NO_COMMAND + LOW_START + rf"\b(?:{SLEPT_BADLY}|{TIRED})\b",
            re.I,
        ),
        {
            "en": (
                "Morning! Sorry you slept so badly, that makes everything heavier. Go easy on "
                "yourself today: water and a bit of daylight first, coffee if you like it, only "
                "the important things, and an early night if you can. What can I help with?",
            ),
            "de": (
                "Guten Morgen! Schlecht geschlafen ist echt zäh. Mach heute langsam: erst Wasser "
                "und etwas Tageslicht, Kaffee, wenn du magst, nur das Wichtigste, und heute Abend "
                "früher ins Bett. Wobei kann ich helfen?",
            ),
        },
        True,
    ),
    (  # a bad night, or tired in the morning
        re.compile(
            "^"
            + NO_COMMAND
            + LOW_START
            + rf"(?:\b{SLEPT_BADLY}\b|(?=.*\b{MORNING}\b).*?\b{TIRED}\b)",
            re.I,
        ),
        {
            "en": (
                "Sorry you slept badly, that makes everything heavier. Go easy on yourself today: "
                "drink some water, get a bit of daylight, stick to the important things, and if "
                "you can, a 20-minute nap or an early night. What can I help with?",
            ),
            "de": (
                "Schlecht geschlafen ist echt zäh, das tut mir leid. Mach heute langsam: Wasser "
                "trinken, etwas Tageslicht, nur das Wichtigste erledigen und, wenn es geht, 20 "
                "Minuten Mittagsschlaf oder früh ins Bett. Wobei kann ich helfen?",
            ),
        },
        True,
    ),
    (  # boredom (also asked: "what should i do, i'm bored")
        re.compile(
            r"^(?:"
            + LOW_START[1:]
            + r"|\W*(?:so\W+|ok\W+|hey\W+)?(?:what (?:should|can|could|do) i do|was (?:soll|kann"
            r"|k(?:ö|oe)nnte) ich (?:\w+ )?(?:tun|machen))\b.*"
            r"|(?=.*\b(?:ideas?|idee\w*|vorschl\w*|suggest\w*|tipps?|tips?|something (?:fun|to do)"
            r"|(?:was|etwas) (?:lustiges|zu tun))\b).*)"
            r"\b(?:bo+red+|so boring|nothing to do"
            r"|nix zu tun|nichts zu tun|(?:ge)?langweil\w*|(?:ö|oe)de)\b",
            re.I,
        ),
        {
            "en": (
                "Bored? A few ideas: a 15-minute walk with a podcast, cooking something new with "
                "what's in the fridge, tidying one drawer, learning a card trick or a few words "
                "of a new language, or messaging a friend you haven't heard from in a while. Or "
                "ask me for a joke.",
            ),
            "de": (
                "Langweilig? Ein paar Ideen: 15 Minuten spazieren mit einem Podcast, mit dem, was "
                "im Kühlschrank ist, etwas Neues kochen, eine Schublade aufräumen, einen "
                "Kartentrick oder ein paar Wörter einer neuen Sprache lernen, oder jemandem "
                "schreiben, von dem du lange nichts gehört hast. Oder frag mich nach einem Witz.",
            ),
        },
        True,
    ),
    (  # a bad mood, no reason given
        re.compile(
            r"^(?!.*\b(?:because|cause|cuz|coz|weil|wegen)\b)" + LOW_START + rf"\b{GRUMPY}\b",
            re.I,
        ),
        {
            "en": (
                "Some days are just like that, even without a clear reason, and that's okay. "
                "Something small can help a little: fresh air, a glass of water, a song you "
                "like, or a short break from screens. And if you want to talk, I'm here.",
            ),
            "de": (
                "Manche Tage sind einfach so, auch ohne klaren Grund, und das ist okay. Oft hilft "
                "schon etwas Kleines: frische Luft, ein Glas Wasser, ein Lied, das du magst, oder "
                "kurz weg vom Bildschirm. Und wenn du reden magst, bin ich da.",
            ),
        },
        True,
    ),
    (  # feeling low (tired after a first race is no low: "first half marathon!!! so tired")
        re.compile(
            r"^(?!.*\b(?:first|1st)(?: ever)? (?:\w+ )?(?:marathon|race|10k|5k|triathlon|run)\b)"
            + NOT_PRAISED
            + LOW_START
            + r"\b(?:sad|(?<!write )(?<!calm )(?<!sit )(?<!slow )(?<!shut )(?<!turn )(?<!break )(?<!cool )down(?! (?:there|here|the (?:street|road|hall|stairs|line))\b)|depressed|unhappy|miserable|lonely|tired|exhausted"
            r"|stressed|upset|angry|frustrated|sick|" + ILL + r"|hurts?|pain|headache|crying|fired"
            r"|failed|awful|terrible|horrible|rough (?:day|night|week|time|patch|morning|start|one)|bad day"
            r"|(?:qualmt|raucht|brummt|dröhnt) (?:mir )?(?:der|mein) (?:kopf|schädel)|fix und fertig|platt"
            r"|miss (?:my|him|her)|hate|yell(?:ed|ing)? at me|shouted at me|crushing me|overwhelm\w*"
            r"|burn(?:ed|t) out|meh|blah|barely slept|no sleep|slept badly|can'?t cope|forgot (?:my"
            r"|about my) (?:birthday|bday)|forgot about me|stood me up|left me out"
            r"|(?:meinen )?geburtstag vergessen|hat mich versetzt|(?<!not )(?<!no )(?<!never )too much"
            r"(?!\s+(?!for|to|and|but|right|lately|today|on|going|rn|atm)\w+)|deadlines|rough day|long day"
            r"|sucks|^ugh|worst (?:day|week|month|year)|at my wits'? end|can'?t (?:do|take|handle) (?:this"
            r"|it) any ?more|halte? (?:das|es) (?:\w+ )?nicht mehr aus|(?:day|work|shift|week|today"
            r"|job|meeting|boss|manager)\b.{0,20}\b(?:was|has been|been|is|felt)\s+(?:\w+\s+)?(?:rough"
            r"|brutal|exhausting|draining|hectic|chaotic|intense|tough|hell|a nightmare|a disaster|insane)"
            r"|worst \w+ ever|(?:yelled|shouted|screamed) at|spilled|traurig|einsam|gestresst|müde"
            r"|muede|erschöpft|erschoepft|kaputt|mies|scheiße|scheisse|verkackt|verhauen|versaut|stressig|hektisch|viel los|anstrengend|(?:im|stehe? im) stau|stau auf der|stuck in traffic"
            r"|durchgefallen|nicht bestanden|geht(?:'?s| es)(?: mir)?(?: \w+){0,3} (?:schlecht"
            r"|nicht (?:so |besonders |wirklich |gerade )?gut|mies|dreckig|beschissen)|alles zu viel"
            r"|(?:mir )?(?:wächst|waechst) (?:mir )?(?:alles |das |es )?(?:über|ueber) den kopf"
            r"|f(?:ü|ue)hl\w* mich (?:\w+ ){0,2}(?:schlecht|mies|leer|allein|einsam)"
            r"|schlechten tag|keine lust|überfordert|ueberfordert|angst|wütend|wuetend|sauer)\b",
            re.I,
        ),
        {
            "en": (
                "I'm sorry you're dealing with that. Do you want to tell me a bit more? Talking "
                "it through often helps.",
                "That sounds hard. Be kind to yourself today, and if you want to talk about it, "
                "I'm listening.",
            ),
            "de": (
                "Das tut mir leid. Magst du mir mehr erzählen? Darüber reden hilft oft.",
                "Das klingt schwer. Sei heute nachsichtig mit dir, und wenn du reden willst, "
                "höre ich zu.",
            ),
        },
        True,
    ),
    (  # something achieved: a race run, a project finished, an exam passed
        re.compile(
            r"^(?![^?]*\?\s*$)(?!\W*(?:how|what|why|when|where|which|wie|was|warum|wann|wo|welche\w*"
            r"|wird|landet|kommt)\b)(?!.*\b(?:not|didn'?t|never|no|but(?! (?:i'?m|im|i am|still|so"
            r"|totally|very|really|worth|happy|proud)\b)|failed|lost|sadly|unfortunately"
            r"|almost|nearly|nicht|kein\w*|leider|fast|beinahe)\b)"
            + NO_COMMAND
            + r".*\b"
            + _ACHIEVED
            + r"\b",
            re.I,
        ),
        {
            "en": (
                "Congratulations, that's a real achievement! All that effort paid off. Take a "
                "moment to enjoy it: how will you celebrate?",
                "Well done, congratulations! That's something to be proud of.",
            ),
            "de": (
                "Herzlichen Glückwunsch, das ist eine echte Leistung! Die ganze Mühe hat sich "
                "gelohnt. Genieß den Moment: Wie feierst du?",
                "Stark, gratuliere! Darauf kannst du stolz sein.",
            ),
        },
        True,
    ),
    (  # good news (after the sad kinds: "i failed my exam" is no good news)
        re.compile(
            r"^(?![^?]*\?\s*$)(?!\W*(?:what|how|why|should|can|could|would|do|does|which|wie"
            r"|was|soll|kann)\b)(?!.*\b(?:not|didn'?t|never|no|but(?! (?:\w+ )?(?:finally|eventually|in the end"
            r"|now|did it|made it|got (?:it|there)|managed))|failed|lost|fired|sadly|ask"
            r"|asking|unfortunately|nicht|kein\w*|leider)\b).*\b(?:promot(?:ed|ion)|a raise|engaged"
            r"|getting married|got married|hired|got the job|new job|got (?:in|into|accepted)"
            r"|accepted (?:to|into|at)|passed (?:my|the|our|her|his)|graduated|graduating"
            r"|(?:we|i) won|(?:team|club|side|squad|mannschaft|verein) (?:\w+ )?(?:won|gewonnen)|won the (?:league|cup|final|title|championship|tournament)|having a baby|had (?:a baby|twins|triplets|a (?:little )?(?:boy|girl))"
            r"|(?:became|becoming|i'?m|im|now) (?:a |an )?(?:grand(?:pa|ma|father|mother|dad|mum)"
            r"|dad|mum|mom|father|mother|aunt|auntie|uncle|godmother|godfather)(?: again| now)?"
            r"|(?:baby|she|he) (?:was|is) born|(?:it'?s|its) a (?:boy|girl)|got (?:my|a|the|our) (?:"
            r"license|licence|degree|phd|visa|raise|puppy|kitten|apartment|flat|house|place|offer"
            r"|scholarship|mortgage|loan)|adopted|retir(?:ed|ing)"
            r"|(?:ran|finished|completed|did|done) (?:a|my|the|our)(?: (?:first|first ever|very first))?"
            r" (?:\d+ ?k|\d+ ?km|marathon|race|half|triathlon|run|5k|10k|ultra|century ride)"
            r"|(?:oma|opa|tante|onkel|mama|papa) geworden|expecting a baby|pregnant|good news"
            r"|great news|(?:gonna|going to|will|i'?ll) be an? (?:uncle"
            r"|aunt|auntie|grandma|grandpa|granny|godmother|godfather|big (?:sister|brother))"
            r"|werde (?:onkel|tante|patentante|patenonkel)"
            r"|bought (?:a|our|my) (?:house|home|flat|apartment)|befördert|verlobt|geheiratet"
            r"|bestanden|schwanger|gute nachrichten|neuen job|(?:stelle|job|zusage|wohnung) bekommen"
            r"|bekommen ein (?:baby|kind)|kriegen ein (?:baby|kind)|werde (?:mama|papa|oma|opa)"
            r"|geschafft|endlich (?:fertig|geschafft)|angenommen|hab(?:e)? gewonnen"
            r"|endlich (?:urlaub|ferien)|finally (?:on )?(?:vacation|holiday)"
            r"|finally (?:finished|did|made|got|fixed|solved|passed|managed|found)"
            r"|(?:\w+ed|did|made|ran|won|got) (?:\w+ ){0,3}(?:on|for) the first (?:try|time)"
            r"|proud of (?:myself|me|him|her|them|us)|first (?:steps|words|tooth)|i did it"
            r"|first time ever|learn(?:ed|t) to|so proud|made it|nailed it|stolz)\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Congratulations, that's wonderful news! How are you going to celebrate?",
                "That's wonderful news, congratulations! You must be thrilled.",
            ),
            "de": (
                "Herzlichen Glückwunsch, das sind tolle Neuigkeiten! Wie feierst du?",
                "Wie schön, gratuliere! Du freust dich bestimmt riesig.",
            ),
        },
        True,
    ),
)
"""The kinds of news and moods, in order: the sad kinds before good news ("i failed my exam"
is no good news)."""
