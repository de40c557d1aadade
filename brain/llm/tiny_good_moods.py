"""Good moods and good days told in passing ("heute ist so ein schöner tag, ich bin super
drauf", "hab heut frei yay", "happy friday!!"), each with a true, short line. The small model
had answered "I'm glad you're happy with my answer!" and "I'm glad you're happy on Friday!".
Used by :func:`brain.llm.tiny_lines.known_answer` after the other moods (a sad kind first:
"not a good day" is none of these)."""

from __future__ import annotations

import re

from brain.llm.tiny_ideas import Kind
from brain.llm.tiny_mood_words import MORNING_HELLO, SLEPT_BADLY

_TOLD = (
    r"^(?![^?]*\?\s*$)(?!.*\b(?:not|never|no|isn'?t|wasn'?t|nicht|kein\w*|nie|but|aber|though"
    r"|although|except|sadly|leider|sick|ill|died|dead|lost|krank|gestorben|tot|verloren)\b)"
    r"(?!.*\b(?:research\w*|find|look|book|plan|compare|remind|set|create|schedule|write|send"
    r"|recherch\w*|such(?:e|en|st|t)|buch(?:e|en|st)|plan\w*|erinner\w*|schreib\w*|erstell\w*)\b)"
)
"""News, not a question or a request, and not said the other way round ("not my day")."""

_SPAN = (
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a hundred|hundred|a full"
    r"|a whole|ein(?:e[nm]?)?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|hundert|ganze[ns]?"
    r")\s+(?:full\s+|whole\s+|ganze[ns]?\s+)?(?:days?|weeks?|months?|years?|yrs?|tage?n?|wochen?"
    r"|monate?n?|jahre?n?)"
)
_HABIT = (
    r"(?:smok\w*|cigarettes?|cigs?|nicotine|vap\w*|drink\w*|alcohol|booze|sugar|gambling|weed"
    r"|rauch\w*|zigarett\w*|nikotin|alkohol|trinken|zucker)"
)
_PET_DID = (
    r"^(?![^?]*\?\s*$)(?!.*\b(?:chocolate|grapes?|raisins?|xylitol|onions?|garlic|bones?|pills?"
    r"|medicine|tablets?|gum|rat poison|schokolade|trauben|rosinen|zwiebeln?|knoblauch|knochen"
    r"|tabletten|kaugummi|gift|vet|tierarzt|sick|ill|vomit\w*|hurt|injured|krank|bricht|erbricht"
    r"|verletzt)\b).*\b(?:my|our|the|mein\w*|unser\w*) (?:dog|cat|puppy|kitten|doggo|pup|hund"
    r"|katze|kater|welpe)\b.{0,30}\b"
)
"""A pet did something, with nothing in it that needs a vet."""
_STOLE = (
    r"(?:stole|snatched|grabbed|ate|ran off with|licked|geklaut|gestohlen|gefressen|geschnappt"
    r"|angeknabbert)\b"
)
_MISCHIEF = (
    r"(?:knocked|pushed|chewed|destroyed|shredded|hid|sat on|jumped on|runtergeworfen"
    r"|heruntergeworfen|zerkaut|zerfetzt)\b"
)
_HABIT_ASKED = (  # a pet's habit asked about ("… zerkaut alles, wenn wir weg sind"): a tip
    r"(?!.*\b(?:what (?:do|can|should) i|how (?:do|can) i|tips?|tipps?|help|hilfe|stop|train\w*"
    r"|was tun|was kann ich|wie (?:kann|bringe|gewöhne)|always|every time|immer|jedes mal|alles)\b)"
)
_LAUGHED = (
    r".*(?:😂|🤣|😅|😆|\blol\b|\blmao\b|\bhaha\w*|\bhah\b|\bheh\b|\bhehe\w*|\bxd\b|\bomg\b"
    r"|\bagain\W*$|\bschon wieder\W*$)"
)


GOOD_MOOD_KINDS: tuple[Kind, ...] = (
    (  # the user's own birthday ("its my birthday today!! 30", "hab heute geburtstag")
        re.compile(
            r"^(?![^?]*\?\s*$)(?!.*\b(?:forgot|forgotten|vergessen|card|text|message|karte|gift"
            r"|geschenk|idea|ideen)\b).*\b(?:it'?s|its|it is|today is|today'?s) my (?:\d+\w* )?"
            r"(?:birthday|bday|b-day)\b|\bi turn(?:ed)? \d+ today\b|\bhab(?:e)? heute geburtstag\b"
            r"|\bich werde heute \d+\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Happy birthday! 🎂 I hope it's a great day. Doing anything nice to celebrate?",
            ),
            "de": (
                "Alles Gute zum Geburtstag! 🎂 Ich hoffe, du hast einen schönen Tag. Feierst du?",
            ),
        },
        True,
    ),
    (  # relief after a scare ("the lump was nothing. sooo relieved", "alles gut, bin so erleichtert")
        re.compile(
            r"^(?![^?]*\?\s*$)(?=.*\b(?:(?:so+|really|super|such a|huge|what a) (?:relieved|relief)"
            r"|relieved|erleichtert|(?:was|is|it'?s|its) nothing (?:serious|bad|to worry about)"
            r"|nothing serious|all clear|(?:it'?s|its|was|is|are|were|came back) (?:all )?benign|gutartig"
            r"|not cancer(?:ous)?|kein krebs|(?:the )?(?:results?|tests?|scan|biopsy) (?:came back |were |was |are |is )"
            r"(?:fine|clear|negative|normal|ok|okay)|entwarnung|alles (?:gut|in ordnung) (?:beim|bei der)"
            r" (?:arzt|ärztin|aerztin))\b)",
            re.IGNORECASE,
        ),
        {
            "en": (
                "What a relief, I'm so glad it was nothing! Give yourself a moment to let that "
                "tension go; you've earned a calm evening.",
            ),
            "de": (
                "Was für eine Erleichterung, ich freu mich so, dass es nichts Schlimmes ist! "
                "Lass die Anspannung ruhig raus, du hast dir einen entspannten Abend verdient.",
            ),
        },
        True,
    ),
    (  # a long shift, sore feet ("just got home from a 12 hour shift, my feet are killing me")
        re.compile(
            r"^(?![^?]*\?\s*$)(?=.*\b(?:\d+[- ]?(?:hour|hr|h|stunden)[- ]?(?:shift|schicht)|long shift"
            r"|double shift|night shift|late shift|nachtschicht|sp(?:ä|ae)tschicht|doppelschicht|on my feet"
            r"|feet (?:are |r )?(?:\w+ )?(?:killing me|hurt|hurting|aching|sore|so sore)|f(?:ü|ue)(?:ß|ss)e"
            r" (?:tun|brennen) (?:\w+ )?weh)\b)",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Oof, that's a long one, and your feet have earned a break. Put them up (on a "
                "pillow, above your hips helps), drink some water and have something easy to "
                "eat. How was the shift?",
            ),
            "de": (
                "Uff, das war eine lange Schicht, deine Füße haben Pause verdient. Leg sie hoch "
                "(auf ein Kissen, höher als die Hüfte hilft), trink etwas und iss was Einfaches. "
                "Wie war die Schicht?",
            ),
        },
        True,
    ),
    (  # someone forgot the user's birthday ("my sister forgot my birthday AGAIN")
        re.compile(
            r"^(?![^?]*\?\s*$)(?!.*\b(?:write|text|message|card|schreib\w*|nachricht)\b).*\b(?:forgot"
            r"|forgotten|didn'?t remember|missed|vergessen|verschwitzt)\b.{0,20}\b(?:my|meinen) (?:birthday"
            r"|bday|b-day|geburtstag)",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I'm sorry, that stings, especially from someone close. It's okay to mind, "
                "even if you'd rather not care. If you want, tell them it hurt: people often "
                "don't realise. And happy belated birthday from me! 🎂",
            ),
            "de": (
                "Das tut mir leid, so etwas tut weh, gerade von jemandem, der dir nahe ist. Es ist okay, "
                "dass dich das trifft. Wenn du magst, sag ruhig, dass es wehgetan hat: oft merken "
                "Leute das gar nicht. Und von mir nachträglich alles Gute! 🎂",
            ),
        },
        True,
    ),
    (  # bored, asks to be entertained ("im bored. entertain me")
        re.compile(
            r"\b(?:entertain|amuse|distract|surprise) me\b|\bunterhalt\w* mich\b|\bbespa(?:ß|ss)\w* mich\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Challenge accepted! Fun fact: a group of flamingos is called a flamboyance. "
                "Riddle: what has keys but can't open a single lock? (A piano.) Want another "
                "riddle, a joke, or a round of 20 questions: you think of something, I guess?",
            ),
            "de": (
                "Challenge angenommen! Fun Fact: Eine Gruppe Flamingos heißt auf Englisch "
                "„flamboyance“. Rätsel: Was hat Tasten, aber öffnet kein Schloss? (Ein Klavier.) "
                "Noch ein Rätsel, ein Witz, oder 20 Fragen: du denkst dir was aus, ich rate?",
            ),
        },
        False,
    ),
    (  # a habit given up, a while ago ("it's been a year since i quit smoking", "30 tage rauchfrei")
        re.compile(
            r"^(?![^?]*\?\s*$)(?!\W*(?:how|what|why|is|does|should|wie|was|warum|ist)\b)(?=.*\b"
            + _SPAN
            + r"\b)(?:.*\b(?:since i|since we|seit ich)\s+(?:\w+\s+){0,2}?(?:quit|stopped|gave up|kicked"
            r"|aufgehört|aufgehoert)\b|.*\b(?:quit|stopped|gave up|kicked|aufgehört|aufgehoert)\s+"
            r"(?:\w+\s+){0,2}?" + _HABIT + r"|.*\b(?:sober|clean|smoke[- ]free|nicotine[- ]free"
            r"|alcohol[- ]free|without (?:a |any )?" + _HABIT + r"|rauchfrei|nüchtern|nuechtern"
            r"|trocken|ohne " + _HABIT + r")\b)",
            re.IGNORECASE,
        ),
        {
            "en": (
                "That's huge, congratulations! Sticking with it that long takes real strength, "
                "so be proud of yourself. Maybe treat yourself with some of what you've saved.",
            ),
            "de": (
                "Das ist richtig stark, herzlichen Glückwunsch! So lange dranzubleiben braucht "
                "Kraft, sei stolz auf dich. Gönn dir doch was von dem, was du gespart hast.",
            ),
        },
        True,
    ),
    (  # a new pet ("i just got a new puppy!!", "wir haben eine katze adoptiert")
        re.compile(
            r"^(?![^?]*\?\s*$)(?!.*\b(?:died|dead|lost|sick|ill|vet|name ideas|names?|gestorben"
            r"|krank|tierarzt)\b).*\b(?:got|getting|get|adopted|adopting|brought home|picked up|have"
            r" a|bekommen|adoptiert|geholt|haben jetzt)\b.{0,25}\b(?:puppy|puppies|kitten|kittens"
            r"|dog|cat|bunny|rabbit|hamster|guinea pig|parrot|welpen?|kätzchen|kaetzchen|hund|katze"
            r"|hasen|kaninchen|meerschweinchen)\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Oh, congratulations on the new family member! 🐾 What's their name, and how "
                "are they settling in?",
            ),
            "de": (
                "Oh wie schön, herzlichen Glückwunsch zum neuen Familienmitglied! 🐾 Wie heißt "
                "es, und wie lebt es sich ein?",
            ),
        },
        True,
    ),
    (  # a pet's theft told with a laugh ("my dog just stole a whole sausage off the table 😂")
        re.compile(_PET_DID + _STOLE + _LAUGHED, re.IGNORECASE),
        {
            "en": (
                "Ha, the classic two-second heist! 😂 Pets are masters of timing. A bit of "
                "ordinary food usually means an upset tummy at worst; only chocolate, grapes or "
                "raisins, onions or anything with xylitol are a reason to call the vet.",
            ),
            "de": (
                "Haha, der klassische Zwei-Sekunden-Raubzug! 😂 Tiere haben ein perfektes Timing. "
                "Normales Essen gibt höchstens einen verdorbenen Magen; nur bei Schokolade, "
                "Trauben oder Rosinen, Zwiebeln oder Xylit solltest du den Tierarzt anrufen.",
            ),
        },
        True,
    ),
    (  # a pet's mischief, laughed at or not ("the cat pushed my mug off the desk again lol")
        re.compile(_HABIT_ASKED + _PET_DID + _MISCHIEF, re.IGNORECASE),
        {
            "en": ("Classic pet timing: they wait till you look away! 😅 Hope nothing broke.",),
            "de": ("Typisch Tier: Kaum schaut man weg … 😅 Hoffentlich ist nichts kaputt.",),
        },
        True,
    ),
    (  # a first day at a new job ("hatte heut meinen ersten tag im neuen job, war aufregend")
        re.compile(
            r"^(?![^?]*\?\s*$)(?!.*\b(?:tomorrow|morgen|next|nächste\w*|naechste\w*|nervous|nervös"
            r"|nervoes|scared|angst|tips?)\b).*\b(?:first day (?:at|of|in) (?:my |the )?(?:new )?(?:job"
            r"|work|office|position)|erste[nr]? (?:arbeits)?tag (?:im|in der|beim|bei der|in meinem) "
            r"(?:neuen )?(?:job|arbeit|stelle|firma|büro|buero))\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Your first day at the new job, how exciting! How did it go: nice colleagues, and "
                "a good feeling about it so far?",
            ),
            "de": (
                "Dein erster Tag im neuen Job, wie aufregend! Wie war's: nette Kollegen, und hast "
                "du schon ein gutes Gefühl?",
            ),
        },
        True,
    ),
    (  # plans for tonight, asked to be rated ("pizza, netflix, bed by 10. rate it")
        re.compile(
            r"\b(?:plans?|programm|vorhaben)\b.{0,60}\b(?:rate (?:it|this|that|my)|rating|out of 10|/10"
            r"|bewerte\w*|wie findest du)\b|\b(?:rate|bewerte) my (?:plan|evening|night|weekend)\b",
            re.IGNORECASE,
        ),
        {
            "en": ("10/10, no notes: that's exactly what a good evening looks like. Enjoy it! 🍕",),
            "de": ("10 von 10, perfekt so: genau so sieht ein guter Abend aus. Genieß ihn! 🍕",),
        },
        False,
    ),
    (  # a good morning before the coffee ("good morning!! coffee hasn't kicked in yet lol")
        re.compile(
            MORNING_HELLO + rf"(?!.*\b{SLEPT_BADLY}\b)(?![^?]*\?\s*$).*\b(?:coffee|caffeine|kaffee"
            r"|koffein)\b",
            re.IGNORECASE,
        ),
        {
            "en": ("Good morning! Coffee first, then the world. What's on today?",),
            "de": ("Guten Morgen! Erst mal Kaffee, dann der Rest. Was steht heute an?",),
        },
        True,
    ),
    (  # a day off
        re.compile(
            _TOLD
            + r".*\b(?:(?:a |my )?day off|days off|(?:i'?m|i am|am|we'?re|we are) off (?:work )?today|no work today"
            r"|(?:hab(?:e)?|habe) (?:ich |heute |heut |morgen |endlich |mal )*frei|freie[nr]? tag|heute frei"
            r"|urlaubstag|br(?:ü|ue)ckentag)\b",
            re.IGNORECASE,
        ),
        {
            "en": ("A day off, nice! Enjoy it: anything fun planned, or a proper lazy day?",),
            "de": (
                "Ein freier Tag, herrlich! Genieß ihn: schon was vor, oder ein richtig fauler Tag?",
            ),
        },
        True,
    ),
    (  # happy Friday, a happy weekend
        re.compile(
            r"^\W*(?:(?:and|und|also|hey|hi|good morning|guten morgen|morning|moin)\W+)*(?:happy"
            r"|sch(?:ö|oe)nen|sch(?:ö|oe)nes)\s+(?:friday|freitag|weekend|wochenende)\b\W*(?:eddie"
            r"|to you|dir)?\W*$",
            re.IGNORECASE,
        ),
        {
            "en": ("Happy Friday to you too! The weekend's nearly here: any plans?",),
            "de": ("Dir auch! Das Wochenende ist fast da: schon was vor?",),
        },
        True,
    ),
    (  # the week or the work day done ("finally friday", "endlich feierabend", "tgif")
        re.compile(
            r"^\W*(?:(?:and|und|also|hey|hi|good morning|guten morgen|morning|moin|omg|ah+|eddie|yay"
            r"|woo+hoo+)\W+)*(?:(?:it'?s|its|ist)\s+)?(?:(?:finally|endlich|yay|yess*)\s+(?:it'?s\s+|ist\s+)?"
            r"(?:friday|freitag|weekend|wochenende|feierabend|home|zuhause|zu hause|done for the (?:day"
            r"|week)|off work)|tgif)\b(?:\W+(?:eddie|woo+hoo+|yay+|ya+s+|lol|haha|let'?s go|juhu+|yippie+"
            r"|baby))*(?:\W+(?:(?:war|was|it was|that was|das war)\s+)?(?:what an?|was für eine?n?|such an?|echt eine?n?|eine?n?|an?) (?:long|lange?r?|hard|harte?r?"
            r"|crazy|verrückte?r?|anstrengende?r?|stressige?r?) (?:week|day|woche|tag)|\W+(?:this|the|that|die|diese)"
            r" (?:week|day|woche|tag) (?:dragged|was|felt|has been|took|war|zog sich)[^?]{0,30})?\W*$",
            re.IGNORECASE,
        ),
        {
            "en": ("Finally! You've earned it. Anything nice planned?",),
            "de": ("Endlich! Hast du dir verdient. Schon was Schönes vor?",),
        },
        True,
    ),
    (  # not a good day ("not a good day tbh", "nicht mein tag")
        re.compile(
            r"^(?![^?]*\?\s*$).*\b(?:(?:not|isn'?t|wasn'?t|kein)\W+(?:\w+\W+)?(?:a\W+)?(?:good|great"
            r"|nice|guter|sch(?:ö|oe)ner|toller) (?:day|one|mood|tag)|not my day|nicht mein tag"
            r"|(?:kein|nicht so ein) guter tag)\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Sorry it's not a good one. Want to tell me what's going on, or shall I take "
                "something off your plate?",
            ),
            "de": (
                "Tut mir leid, dass der Tag nicht so läuft. Magst du erzählen, was los ist, oder "
                "kann ich dir etwas abnehmen?",
            ),
        },
        True,
    ),
    (  # a good mood, a lovely day
        re.compile(
            _TOLD + r".*\b(?:(?:in a |in such a )?(?:great|good|fantastic|amazing) mood"
            r"|(?:a |such a |so a )?(?:good|great|beautiful|lovely|amazing|wonderful|perfect) day"
            r"|feel(?:ing)? (?:so |really |super )?(?:great|good|amazing|awesome|fantastic|happy)"
            r"|(?:so|super|really) happy|gut drauf|super drauf|bestens drauf|gute laune"
            r"|blendende laune|(?:sch(?:ö|oe)ner|toller|herrlicher|perfekter|guter) tag"
            r"|mir geht'?s (?:\w+ )?(?:echt |richtig |so |total |einfach )?(?:super|gut|blendend|prima"
            r"|bestens)"
            r"|ich bin (?:so |total |richtig |einfach )?(?:gl(?:ü|ue)cklich|happy|froh))\b",
            re.IGNORECASE,
        ),
        {
            "en": ("Love that! Enjoy it. What's making today so good?",),
            "de": ("Wie schön, das freut mich! Genieß es. Was macht den Tag so gut?",),
        },
        True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._LATER`, before the other moods (mixed news with "but", an illness or a loss is left to them)."""


_MADE_FIRST = re.compile(
    _TOLD
    + r".*\b(?:i|we|just|finally)\b.{0,20}?\b(?:baked|made|built|knitted|knit|sewed|sewn|cooked"
    r"|brewed|painted|finished|ran|completed|grew|planted|wrote|published|sold|caught|fixed|repaired)"
    r" (?:my|our|a|the) (?:very )?(?:first|first[- ]ever)(?: ever)? (?!(?:mistake|error|accident|crash"
    r"|fine|ticket|loss|fail\w*|fight)\b)(?P<thing>[a-z][a-z-]+(?: (?!(?:and|it|today|yesterday|at|in|on"
    r"|for|with|to|this|last|of|from|by)\b)[a-z-]+)?)"
    r"|.*\b(?:mein(?:en|e)?|unser(?:en|e)?) (?:aller)?(?P<first>erste[nrs]?) (?P<ding>[A-Za-zäöüß-]+) "
    r"(?:\w+ )?(?:gebacken|gemacht|gebaut|gestrickt|genäht|gekocht|gebraut|gemalt|geschafft|gelaufen"
    r"|verkauft|geschrieben|gefangen|repariert)\b",
    re.IGNORECASE,
)
_WORKED = re.compile(
    r"\b(?:rose|worked|turned out|came out|it'?s (?:good|great|perfect|delicious)|actually|proud"
    r"|geklappt|gelungen|aufgegangen|stolz|perfekt|lecker)\b",
    re.IGNORECASE,
)


def made_first(said: str, language: str) -> str | None:
    """A first of something made, told with pride ("just baked my first ever sourdough and it
    actually rose"): praise that names the thing."""
    found = _MADE_FIRST.match(said)
    if found is None:
        return None
    worked = _WORKED.search(said) is not None
    if found["ding"]:
        first = {"erstes": "Dein erstes", "erste": "Deine erste"}.get(
            found["first"].lower(), "Dein erster"
        )
        done = ", und es hat geklappt" if worked else ""
        return (
            f"{first} {found['ding'].capitalize()}{done}, wie toll! 🎉 Das ist eine echte Leistung, "
            "sei ruhig stolz. Wie ist es geworden?"
        )
    thing = found["thing"]
    done = ", and it worked" if worked else ""
    return (
        f"Your first {thing}{done}! 🎉 That's a real achievement, you should be proud. How did "
        "it turn out?"
    )
