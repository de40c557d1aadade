"""What Eddie says to news and moods the user tells: a loss, an ill pet, feeling ill, worry,
boredom, a low moment, good news. The tiny model answered "my dog died yesterday" with "Pure
joy, that's a brave story"; each of these kinds gets a true line instead. Used by
:func:`brain.llm.tiny_lines.known_answer`, after the live-data kinds.
"""

from __future__ import annotations

import re

from brain.llm.tiny_ideas import Kind

_LOW_START = (
    r"^(?![^?]*\?\s*$)(?!\W*(?:how|what|whats|why|when|where|which|who|can|could|should|would"
    r"|do|does|is|are|tell|give|suggest|recommend|say|write|find|make|create|remind|set|show"
    r"|compliment|cheer|motivate|hype|encourage|help|wie|was|warum|wann|wo|wer|welche\w*|kannst"
    r"|sag|gib|zeig|erzähl\w*|erzaehl\w*"
    r")\b).*"
)
"""What the user tells (no question, no request): the kinds of news and moods below."""
_NOT_A_PET = (
    r"^(?!.*\b(?:my|our|the|mein\w*|unser\w*) (?:cat|dog|puppy|kitten|bird|rabbit|bunny|hamster"
    r"|guinea pig|horse|pet|fish|parrot|katze|kater|hund|welpe|vogel|kaninchen|hase|pferd)\b)"
)
"""A pet that is ill gets no advice meant for the user (fluids, a doctor)."""

MOOD_KINDS: tuple[Kind, ...] = (
    (  # a loss
        re.compile(
            _LOW_START
            + r"\b(?:died|passed away|lost my|broke up|dumped|gestorben|verstorben|schluss gemacht"
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
            _LOW_START + r"\b(?:my|our|mein\w*|unser\w*) (?:cat|dog|puppy|kitten|bird|rabbit|bunny"
            r"|hamster|guinea pig|horse|pet|parrot|katze|kater|hund|welpe|vogel|kaninchen|hase"
            r"|pferd)\b.*\b(?:sick(?! of| and tired)|ill|unwell|not eating|won'?t eat|throwing up|vomit\w*|limping"
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
    (  # feeling ill
        re.compile(
            _NOT_A_PET
            + _LOW_START
            + r"\b(?:sick(?! of| and tired)|ill|unwell|a cold|the flu|flu|fever\w*"
            r"|chills|sore throat|coughing|cough|headache|migraine|stomach ?ache|throwing up"
            r"|vomit\w*|nause\w*|covid|erkältet|erkältung|erkaeltet|erkaeltung|krank|fieber|grippe"
            r"|kopfschmerz\w*|kopfweh|halsschmerz\w*|halsweh|bauchweh|bauchschmerz\w*|übel|uebel"
            r"|schnupfen|husten)\b",
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
    (  # worry before something
        re.compile(
            _LOW_START + r"\b(?:nervous|anxious|worried|scared|afraid|freak(?:ing|ed) out"
            r"|panick?(?:ing|ed)|dreading|terrified|nervös)\b",
            re.I,
        ),
        {
            "en": (
                "It's natural to worry when something matters this much. Take a slow breath, "
                "and if it helps to talk it through, I'm here.",
            ),
            "de": (
                "Es ist ganz natürlich, sich zu sorgen, wenn etwas so wichtig ist. Atme einmal "
                "langsam durch, und wenn es hilft, reden wir darüber.",
            ),
        },
        True,
    ),
    (  # boredom
        re.compile(_LOW_START + r"\b(?:bored+d*|so boring|nothing to do|langweilig)\b", re.I),
        {
            "en": (
                "How about a short walk, some music you haven't heard in a while, or a small "
                "thing you've been putting off? Or we can just chat.",
            ),
            "de": (
                "Wie wäre es mit einem kurzen Spaziergang, Musik, die du lange nicht gehört hast, "
                "oder einer Kleinigkeit, die du aufgeschoben hast? Oder wir plaudern einfach.",
            ),
        },
        True,
    ),
    (  # feeling low
        re.compile(
            _LOW_START + r"\b(?:sad|down|depressed|unhappy|miserable|lonely|tired|exhausted"
            r"|stressed|upset|angry|frustrated|sick|ill|hurts?|pain|headache|crying|fired"
            r"|failed|can'?t sleep|insomnia|awful|terrible|horrible|rough|bad day"
            r"|miss (?:my|him|her)|hate|yell(?:ed|ing)? at me|shouted at me|crushing me"
            r"|overwhelm\w*|burn(?:ed|t) out|meh|blah|barely slept|no sleep|slept badly|can'?t cope"
            r"|too much|deadlines|rough day|long day|sucks|^ugh|worst (?:day|week|month|year)"
            r"|worst \w+ ever|(?:yelled|shouted|screamed) at|spilled|traurig|einsam|gestresst|müde"
            r"|muede|erschöpft|erschoepft|kaputt|mies|scheiße|scheisse|verkackt|verhauen|versaut"
            r"|durchgefallen|nicht bestanden|(?:mir )?geht'?s (?:mir )?(?:schlecht|nicht gut|mies)"
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
    (  # good news (after the sad kinds: "i failed my exam" is no good news)
        re.compile(
            r"^(?![^?]*\?\s*$)(?!.*\b(?:not|didn'?t|never|no|but|failed|lost|fired|sadly"
            r"|unfortunately|nicht|kein\w*|leider)\b).*\b(?:promot(?:ed|ion)|a raise|engaged"
            r"|getting married|got married|hired|got the job|new job|got (?:in|into|accepted)"
            r"|accepted (?:to|into|at)|passed (?:my|the|our|her|his)|graduated|graduating"
            r"|(?:we|i) won|having a baby|had (?:a baby|twins|triplets|a (?:little )?(?:boy|girl))"
            r"|(?:became|becoming|i'?m|im|now) (?:a |an )?(?:grand(?:pa|ma|father|mother|dad|mum)"
            r"|dad|mum|mom|father|mother|aunt|auntie|uncle|godmother|godfather)(?: again| now)?"
            r"|(?:baby|she|he) (?:was|is) born|(?:it'?s|its) a (?:boy|girl)|got (?:my|a) (?:license"
            r"|licence|degree|phd|visa|raise|puppy|kitten)|adopted|retir(?:ed|ing)"
            r"|(?:ran|finished|completed) (?:a|my|the) (?:marathon|race|half)|(?:oma|opa|tante|onkel|mama|papa) geworden"
            r"|expecting a baby|pregnant|good news|great news"
            r"|bought (?:a|our|my) (?:house|home|flat|apartment)|befördert|verlobt|geheiratet"
            r"|bestanden|schwanger|gute nachrichten|neuen job|(?:stelle|job|zusage|wohnung) bekommen"
            r"|bekommen ein (?:baby|kind)|kriegen ein (?:baby|kind)|werde (?:mama|papa|oma|opa)"
            r"|geschafft|endlich (?:fertig|geschafft)|angenommen|hab(?:e)? gewonnen"
            r"|finally (?:finished|did|made|got|fixed|solved|passed|managed|found)"
            r"|(?:on|for) the first (?:try|time)|first time ever|learn(?:ed|t) to|so proud"
            r"|proud of (?:myself|me|him|her|them|us)|first (?:steps|words|tooth)|i did it"
            r"|made it|nailed it|stolz)\b",
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
