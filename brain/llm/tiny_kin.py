"""Family and pet news the user tells, each kind with a warm line that fits it: a relative's
birthday, a pet's birthday, a baby on the way or just born in the family, a new pet (said the
German way round, "wir haben einen hund adoptiert"), a child's first day at school or another
milestone, an anniversary, a visit, missing the family. The tiny model answered "my grandpa
turns 90 tomorrow" with "your grandpa will be proud of you for being 90 years old", "my kid
lost her first tooth" with a fact about baby molars, "my parents celebrate their 40th
anniversary" by saying it back, and every German one with "nur Befehle auf Deutsch". Used by
:func:`brain.llm.tiny_lines.known_answer` after the small talk of :mod:`brain.llm.tiny_talk`;
a card, a gift idea or a question that names the same things is asked, not told."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind
from brain.llm.tiny_mood_words import NO_COMMAND

NEWS = (
    r"^(?![^?]*\?\s*$)(?!\W*(?:why|how|what|when|where|which|who|does|do|did|is|are|can|could"
    r"|should|would|warum|wieso|weshalb|wie|was|wann|wo|welche\w*|ist|kann|soll|sollte|ab wann"
    r"|seit wann|bis wann|wozu|womit|woran)\b)"
    + NO_COMMAND
    + r"(?!.*\b(?:write|wrote|writing|draft|text|message|card|note|caption|post|poem|speech|toast"
    r"|letter|invite|invitation|gifts?|presents?|ideas?|schreib\w*|geschrieben|nachricht|karte"
    r"|gedicht|rede|brief|einladung|geschenk\w*|schenk\w*|ideen?|how (?:do|can|should|to)|tips?"
    r"|tipps?|recipe|rezept|find|look up|search|plan|plans|planning|planen|plane|planung\w*|research"
    r"|compare|such\w*|recherch\w*"
    r"|help|hilf\w*|should (?:i|we)|soll(?:te)? (?:ich|wir)|what (?:can|could|should|to|does|do"
    r"|did|is|are|would)|how (?:much|many|long|often|old|do|does|can|should|to)|wie ?viel\w*"
    r"|wie (?:lange|oft|alt|kann|soll|mache)|was (?:braucht|brauche|muss|soll|kann|mache))\b)"
)
"""News told, not a question or a request: "my grandpa turns 90, write a card for him" is a
card to write, "mein opa wird 90, was schenk ich ihm" a gift to find."""
SAD = (
    r"(?!.*\b(?:died|passed|dead|funeral|hospital|sick|ill|forgot|forgotten|cancel\w*|gestorben"
    r"|verstorben|tot|beerdigung|krankenhaus|krank|vergessen|abgesagt|miscarriage|fehlgeburt"
    r"|but|aber|not|nicht|kein\w*|never|nie)\b)"
)
"""Nothing sad or troubled in it: a loss, an illness, a birthday forgotten have their lines."""
KIN = (
    r"(?:grandpa|grandma|granny|grandad|granddad|grandmother|grandfather|nan|nana|gran|mum|mom"
    r"|mother|dad|father|sister|brother|sis|bro|son|daughter|kid|kids|child|aunt|auntie|uncle"
    r"|cousin|niece|nephew|wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|friend|bestie"
    r"|colleague|coworker|neighbou?r|in-laws|parents|grandparents|opa|oma|mama|mutter|papa|vater"
    r"|schwester|bruder|sohn|tochter|tante|onkel|cousine|neffe|nichte|frau|mann|freund|freundin"
    r"|kolleg\w*|nachbar\w*|schwieger\w*|eltern|gro(?:ß|ss)eltern|kleine[rn]?|jüngste[rn]?"
    r"|juengste[rn]?|älteste[rn]?|aelteste[rn]?)"
)
PET = (
    r"(?:dog|doggo|pup|puppy|cat|kitty|kitten|bunny|rabbit|hamster|guinea pig|parrot|budgie|bird"
    r"|horse|pony|tortoise|turtle|hund|hündin|huendin|welpe|katze|kater|kätzchen|kaetzchen"
    r"|kaninchen|hase|meerschweinchen|vogel|wellensittich|pferd|schildkr(?:ö|oe)te)"
)
_OURS = r"(?:my|our|mein\w*|unser\w*)"
_KID = (
    r"(?:son|daughter|kid|kids|child|boy|girl|little one|youngest|oldest|eldest|twins|sohn|tochter"
    r"|grand(?:son|daughter|kid|child)|enkel\w*"
    r"|kind|kinder|kleine[rn]?|gro(?:ß|ss)e[rn]?|jüngste[rn]?|juengste[rn]?|älteste[rn]?"
    r"|aelteste[rn]?|zwillinge)"
)
_MONTH = (
    r"(?!.*\b(?:jan\w*|feb\w*|march|märz|maerz|april|may|mai|june?|juni|july|juli|aug\w*|sept?\w*"
    r"|oct\w*|okt\w*|nov\w*|dec\w*|dez\w*|\d{1,2}(?:st|nd|rd|th|\.)|mon|tues|wednes|thurs|fri|satur"
    r"|sun)(?:day)?s?(?:\W|$))(?!.*\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
    r"|next week|n(?:ä|ae)chste woche)\b)"
)
"""No date or weekday in it: "my mom's birthday is march 3" or "… is friday" is a date to
remember, not a party today."""

_WAS = (
    r"(?:\b(?:turned|celebrated|had (?:her|his|their)|hit|reached) (?:\w+ )?\d{2,3}(?:st|nd|rd"
    r"|th)?\b(?! (?:years? ago|when|in \d)\b)|\bwas (?:\w+ )?\d{2,3} (?:today|yesterday|on \w+"
    r"|last \w+|this (?:week|weekend))\b|\b(?:is|ist|sind) (?:\w+ ){0,2}?\d{2,3}"
    r" (?:jahre (?:alt )?)?geworden\b|\b(?:hat|hatte|feierte) (?:\w+ ){0,3}?(?:\d{2,3}\.?|geburtstag)"
    r" (?:\w+ ){0,3}?(?:gefeiert|geburtstag)\b|\bfeierte (?:\w+ ){0,2}?\d{2,3}\.|\b\d{2,3}(?:st|nd"
    r"|rd|th|\.)? (?:birthday |bday |geburtstag )?(?:was|war) (?:today|yesterday|on \w+|last \w+"
    r"|heute|gestern|am \w+|letzte[ns]? \w+)\b)"
)
"""A birthday that was ("turned 90 today", "celebrated her 80th", "ist heute 90 geworden")."""
_CELEBRATED = (
    r"(?:(?:had|threw|did|held) (?:a |an |her |his |their |our )?(?:\w+ )?(?:party|do|lunch|dinner"
    r"|brunch|bbq|barbecue|cake|picnic|get-together|celebration)|celebrated|partied|cake|party"
    r"|gefeiert|feier|fest|kuchen|torte|(?:waren|gingen) (?:\w+ ){0,2}essen)\b"
)
"""It was celebrated ("we threw him a small do at the pub", "haben mit kuchen gefeiert")."""
_GATHERED = (
    r"(?:whole (?:family|clan|gang)|all the (?:family|cousins|grandkids|grandchildren|relatives"
    r"|aunts|uncles|kids)|all of us|(?:everyone|everybody|the family|the relatives|the cousins"
    r"|all the \w+|family) (?:came|was there|were there|showed up|turned up|flew in|got together)"
    r"|(?:big |huge )?family (?:party|gathering|reunion|get-together|do)|cousins|ganze (?:familie"
    r"|verwandtschaft|sippe|bande)|alle (?:verwandten|enkel|cousins|kinder|waren da|kamen)"
    r"|familienfe(?:st|ier)\w*|(?:die familie|die verwandtschaft) (?:war da|kam))\b"
)
"""The family was there ("the whole family came", "die ganze familie war da")."""

KIN_KINDS: tuple[Kind, ...] = (
    kind(  # a pet's birthday ("my dog turns 5 today", "unsere katze hat heute geburtstag")
        NEWS + SAD + rf".*\b{_OURS} (?:\w+ )?{PET}(?:'s|s)?\b(?:.{{0,30}}\b(?:birthday|bday|b-day"
        r"|geburtstag)\b|.{0,20}\b(?:turns?|turned|turning|is now|wird|ist (?:heute |jetzt )?"
        r"(?:\d+|\w+) (?:jahre (?:alt )?)?geworden)\b.{0,12}\b\d{1,2}\b|.{0,20}\b\d{1,2}\b (?:jahre"
        r" )?(?:alt )?geworden\b)",
        "Happy birthday to the birthday pet! 🐾🎂 I hope there's a special treat and some extra "
        "cuddles today. How are you celebrating?",
        "Alles Gute an euer Geburtstagstier! 🐾🎂 Hoffentlich gibt's heute ein besonderes "
        "Leckerli und extra Streicheleinheiten. Wie feiert ihr?",
        told=True,
    ),
    kind(  # a big birthday that was, with the family there ("grandma turned 90, everyone came")
        NEWS + SAD + rf".*\b{KIN}(?:'s|s)?\b.{{0,40}}{_WAS}.*\b{_GATHERED}",
        "How wonderful, a big birthday with the whole family there! 🎂 Please pass on my "
        "warmest (belated) wishes. Days like that are the ones everyone remembers. What was "
        "the best moment?",
        "Wie schön, ein großer Geburtstag mit der ganzen Familie! 🎂 Richte bitte nachträglich "
        "meine herzlichsten Glückwünsche aus. Solche Tage bleiben allen in Erinnerung. Was war "
        "der schönste Moment?",
        told=True,
    ),
    kind(  # a big birthday celebrated ("gran turned 80 sunday, we had cake at her place")
        NEWS + SAD + rf".*\b{KIN}(?:'s|s)?\b.{{0,40}}{_WAS}.*\b{_CELEBRATED}",
        "What a milestone! 🎂 How lovely that you celebrated together; please pass on my warmest "
        "(belated) wishes. It sounds like a day to remember.",
        "Was für ein Meilenstein! 🎂 Wie schön, dass ihr zusammen gefeiert habt; richte bitte "
        "nachträglich meine herzlichsten Glückwünsche aus. Das klingt nach einem Tag zum "
        "Erinnern.",
        told=True,
    ),
    kind(  # a big birthday that was ("my nan was 85 yesterday", "opa ist heute 90 geworden")
        NEWS + SAD + rf".*\b{KIN}(?:'s|s)?\b.{{0,40}}{_WAS}",
        "What a milestone! 🎂 Please pass on my warmest wishes. Did you get to celebrate together?",
        "Was für ein Meilenstein, alles Gute nachträglich! 🎂 Richte bitte liebe Grüße von mir "
        "aus. Konntet ihr zusammen feiern?",
        told=True,
    ),
    kind(  # a big birthday with the family gathering ("grandma turns 90 next week, all coming")
        NEWS
        + SAD
        + rf".*\b{KIN}(?:'s|s)?\b.{{0,40}}\b(?:birthday|bday|b-day|geburtstag\w*|turns?|turning"
        r"|wird|feiert|\d{2,3}(?:st|nd|rd|th|\.|er))\b.*\b(?:whole (?:family|clan|gang)|all the (?:family"
        r"|cousins|grandkids|grandchildren|relatives|aunts|uncles|kids)|(?:big |huge )?family (?:party"
        r"|gathering|reunion|get-together|do)|(?:everyone|everybody|the family|the relatives|they)(?:'s|"
        r" is| are|'re)? (?:all )?(?:coming|flying in|travell?ing|getting together)|all coming|ganze"
        r" (?:familie|verwandtschaft|sippe|bande)|alle (?:verwandten|enkel|cousins|kinder)|familienfe(?:st"
        r"|ier)\w*|(?:alle|die familie|die verwandtschaft) (?:kommen|kommt|reisen an)|kommen alle)\b",
        "How wonderful, a big birthday with the whole family together! 🎂 Please pass on my "
        "warmest wishes. Days like that are the ones everyone remembers; I hope it's full of "
        "stories, laughter and a few good photos.",
        "Wie schön, ein großer Geburtstag mit der ganzen Familie! 🎂 Richte bitte meine "
        "herzlichsten Glückwünsche aus. Solche Tage bleiben allen in Erinnerung; ich wünsche euch "
        "ein Fest voller Geschichten, Lachen und schöner Fotos.",
        told=True,
    ),
    kind(  # a relative's birthday ("my grandpa turns 90 tomorrow", "mein papa hat heute geburtstag")
        NEWS
        + SAD
        + _MONTH
        + rf"(?:.*\b{_OURS} (?:\w+ )?|\W*(?:(?:its|it'?s|heute|today) )?){KIN}(?:'s|s)?\b(?:.{{0,30}}\b(?:birthday"
        r"|bday|b-day|geburtstag)\b|.{0,25}\b(?:turns?|turning|will be|is going to be|wird|werden"
        r"|feiert|feiern|celebrates?) (?:\w+ )?\d{2,3}\b)",
        "Oh, how lovely, please pass on my best wishes! 🎂 A birthday like that deserves "
        "a proper celebration. Are you getting together for it?",
        "Oh, dann alles Gute an das Geburtstagskind, richte liebe Grüße von mir aus! 🎂 So ein "
        "Geburtstag gehört richtig gefeiert. Seht ihr euch dafür?",
        told=True,
    ),
    kind(  # twins or triplets just born ("my cousin had twins!", "zwillinge sind da")
        NEWS + SAD + r".*\b(?:(?:had|welcomed|gave birth to|has had|just had)\s+(?:(?:healthy"
        r"|beautiful|gorgeous|little|tiny|baby|identical|two|three)\s+)*(?:twins|triplets"
        r"|twin (?:boys|girls)|(?:twin )?babies)|(?:twins|triplets) (?:were|are|have been) born"
        r"|(?:zwillinge|drillinge)(?: (?:\w+ ){0,4}?(?:bekommen|gekriegt|geboren|sind da)| sind"
        r" (?:\w+ )?(?:da|geboren)))\b",
        "Congratulations, twins! 👶👶 Double the joy for the whole family, and a busy, happy time "
        "ahead. I hope everyone is doing well. Have you met them yet?",
        "Herzlichen Glückwunsch, Zwillinge! 👶👶 Doppelte Freude für die ganze Familie. Ich hoffe, "
        "allen geht es gut. Hast du die beiden schon gesehen?",
        told=True,
    ),
    kind(  # a baby just born ("my brother just became a dad", "meine schwester hat ihr baby bekommen")
        NEWS + SAD + r".*\b(?:(?:just )?became (?:a )?(?:dad|mom|mum|father|mother|parents?"
        r"|grand(?:ma|pa|mother|father|parents?)|an? (?:aunt|uncle))|had (?:the|her|his|their|a) baby"
        r"|gave birth|baby (?:is|was) (?:born|here)|(?:ist|sind) (?:papa|mama|vater|mutter|eltern|oma"
        r"|opa) geworden|hat (?:ihr|sein|ihr) (?:baby|kind) bekommen|(?:baby|kind) ist (?:da|geboren)"
        r"|wurde geboren|bin (?:jetzt |nun )?(?:tante|onkel|oma|opa) geworden|(?:i'?m|im|i am)"
        r" (?:now |officially )?an? (?:aunt|auntie|uncle|grandma|grandpa|granny|grandmother"
        r"|grandfather|great-aunt|great-uncle)(?: now| officially)?\W*$|(?:i'?m|im|i am)"
        r" (?:now |officially )?an? (?:aunt|auntie|uncle|grandma|grandpa|granny)(?: now"
        r"| officially)\b|bin (?:(?:jetzt|nun|offiziell|endlich) ){1,2}(?:tante|onkel|oma|opa)\b|(?:nephew|niece|grand(?:son|daughter|child"
        r"|kid)|neffe|nichte|enkel\w*) (?:was|is|has been|got|ist|wurde) (?:\w+ ){0,2}?(?:born|geboren)"
        r"|(?:neffe|nichte|enkel\w*) ist da)\b",
        "Congratulations, a new little one in the family! 👶 I hope everyone is doing well. Have "
        "you met the baby yet?",
        "Herzlichen Glückwunsch, ein neues kleines Familienmitglied! 👶 Ich hoffe, allen geht es "
        "gut. Hast du das Baby schon gesehen?",
        told=True,
    ),
    kind(  # a baby on the way in the family ("meine schwester bekommt ein baby", "i'm going to be an aunt")
        NEWS + SAD + rf".*\b(?:{_OURS} (?:\w+ ){{0,2}}?{KIN}\b(?:'s| and (?:her|his) \w+| und "
        r"(?:ihr|sein)\w* \w+)? (?:is|are|just|ist|sind|bekommt|bekommen|kriegt|kriegen|wird|werden"
        r"|'s|'re)\b.{0,25}\b(?:having (?:a baby|twins|triplets)|expecting|pregnant|ein baby|ein kind|nachwuchs|zwillinge|drillinge"
        r"|schwanger|(?:a )?(?:dad|mom|mum|father|mother|parents?)|vater|mutter|papa|mama|eltern)"
        r"|(?:i'?m|im|i am) (?:going to be|gonna be|becoming|about to be) an? (?:aunt|auntie|uncle"
        r"|grandma|grandpa|granny|grandmother|grandfather|big sister|big brother)|ich werde (?:tante"
        r"|onkel|oma|opa|gro(?:ß|ss)e schwester|gro(?:ß|ss)er bruder))\b",
        "Congratulations, how wonderful for the whole family! 👶 A baby on the way is such "
        "happy news. Do you know when it's due?",
        "Herzlichen Glückwunsch, wie schön für die ganze Familie! 👶 Ein Baby unterwegs, was "
        "für eine Freude. Weißt du schon, wann es so weit ist?",
        told=True,
    ),
    kind(  # a new pet, said the German way ("wir haben einen hund adoptiert")
        NEWS + SAD + r".*\b(?:wir|ich|haben|hab|habe)\b.{0,25}\b(?:einen?|unsere?n?|meine?n?|nen"
        rf"|ne|zwei)\s+(?:\w+\s+)?{PET}\w*\b.{{0,35}}\b(?:adoptiert|geholt|aufgenommen|bekommen"
        r"|gekauft|gerettet)\b",
        "Oh, how lovely, welcome to the family! 🐾 What's the newcomer's name, and how are they "
        "settling in?",
        "Oh wie schön, willkommen in der Familie! 🐾 Wie heißt der Neuzugang, und wie lebt er "
        "sich ein?",
        told=True,
    ),
    kind(  # a child's first day at school ("my daughter started school today", "einschulung")
        NEWS + SAD + rf".*(?:\b{_OURS} (?:\w+ )?{_KID}(?:'s|s)?\b.{{0,40}}\b(?:start(?:ed|s|ing)?"
        r"|first day (?:at|of|in)|begins?|began|goes to|going to|went to) (?:\w+ )?(?:school"
        r"|kindergarten|kindy|preschool|pre-school|nursery|daycare|first grade|1st grade|year (?:1"
        r"|one)|reception)\b|\bfirst day (?:at|of|in) (?:school|kindergarten|preschool|nursery"
        rf"|daycare)\b.{{0,20}}\bfor {_OURS} |\b(?:ersten? (?:schultag|kindergartentag|kitatag|tag (?:in"
        r" der|im|in) (?:schule|kindergarten|kita))|einschulung|kommt (?:\w+ )?(?:in die schule|in"
        r" den kindergarten|in die kita)|wird (?:\w+ )?eingeschult|(?:fängt|faengt) (?:\w+ )?(?:mit der"
        r" schule|im kindergarten|in der kita) an)\b)",
        "A first day at school, what a big step! 🎒 Exciting for them, and often a little "
        "emotional for the parents too. How did it go, or how are they feeling about it?",
        "Der erste Schultag, was für ein großer Schritt! 🎒 Aufregend für die Kleinen und oft "
        "auch ein bisschen emotional für die Eltern. Wie war's, oder wie fühlt sich dein Kind "
        "damit?",
        told=True,
    ),
    kind(  # a child's milestone ("my kid lost her first tooth", "meine tochter hat ihren führerschein")
        NEWS + SAD + rf".*\b{_OURS} (?:\w+ )?{_KID}\b.{{0,40}}\b(?:lost (?:her|his|their|a|the"
        r"|another) (?:first |front )?(?:tooth|teeth)|(?:said|says|called (?:me|us)) \w+ for the first time|(?:learned|learnt|taught (?:himself|herself))"
        r" (?:how )?to (?:ride (?:a|his|her) bike|swim|read|tie (?:his|her) shoes|whistle)|rode (?:a"
        r"|his|her) bike|(?:said|says) (?:her|his) first word|got (?:his|her|their) (?:driver'?s "
        r"|driving )?licen[cs]e|passed (?:his|her|their) (?:driving )?test|(?:den |seinen |ihren "
        r"|einen )?(?:ersten )?zahn verloren|(?:fahrrad|rad) ?fahren gelernt|schwimmen gelernt"
        r"|lesen gelernt|(?:das |sein |ihr )?seepferdchen|(?:den |seinen |ihren )?(?:führerschein"
        r"|fuehrerschein)|(?:sein|ihr) erstes wort)\b",
        "Aww, what a milestone! 🥹 Those moments go by so fast, so enjoy it. Are they proud of "
        "themselves?",
        "Oh, was für ein Meilenstein! 🥹 Solche Momente gehen so schnell vorbei, genieß es. Ist "
        "dein Kind mächtig stolz?",
        told=True,
    ),
    kind(  # our own anniversary ("it's our 10th anniversary today", "heute ist unser jahrestag")
        NEWS
        + SAD
        + r".*\b(?:our (?:\w+ )?(?:wedding )?anniversary|(?:we'?ve|we have) been (?:married"
        r"|together) (?:for )?(?:\d+|\w+) years? (?:today|now)|unser\w* (?:\w+ )?(?:jahrestag"
        r"|hochzeitstag)|(?:sind|waren) (?:heute )?(?:seit )?(?:\d+|\w+) jahre? (?:verheiratet"
        r"|zusammen))\b",
        "Happy anniversary to you both! 💛 That's something to celebrate. Any plans for the day?",
        "Alles Liebe zum Jahrestag euch beiden! 💛 Das ist ein Grund zu feiern. Habt ihr was "
        "Schönes vor?",
        told=True,
    ),
    kind(  # others' anniversary ("my parents celebrate their 40th anniversary", "goldene hochzeit")
        NEWS
        + SAD
        + rf".*\b{_OURS} (?:\w+ )?{KIN}\b.{{0,40}}\b(?:(?:\d+\w*|\w+) (?:wedding )?anniversary"
        r"|anniversary|(?:golden|silver|diamond|ruby|pearl) (?:wedding|anniversary)|(?:goldene|silberne"
        r"|diamantene|rubin|perlen)\w* hochzeit|hochzeitstag|jahre? verheiratet|years? (?:married"
        r"|together))\b",
        "What a lovely milestone, congratulations to them! 💛 That many years together is really "
        "something. Are you celebrating with them?",
        "Was für ein schönes Jubiläum, herzlichen Glückwunsch an die beiden! 💛 So viele Jahre "
        "zusammen, das ist wirklich etwas Besonderes. Feiert ihr mit ihnen?",
        told=True,
    ),
    kind(  # a visit ahead ("my best friend is visiting this weekend", "meine eltern kommen zu besuch")
        NEWS + SAD + r"(?!.*\b(?:dread\w*|ugh+|stress\w*|nervous|worried|hate|again|anxious|angst"
        r"|panik|schon wieder|keine lust|nervt|bammel|oh no|always|constantly|unannounced|uninvited"
        r"|immer|ständig|staendig|dauernd|unangemeldet)\b)"
        + rf".*\b{_OURS} (?:\w+ ){{0,2}}?{KIN}\b(?:'s)?(?: and (?:\w+ ){{0,2}}?\w+)? (?:is|are|'s"
        r"|'re|will be|kommt|kommen|besucht|besuchen)\b.{0,25}\b(?:visiting|coming (?:to visit|over"
        r"|to stay|to see (?:me|us))|staying with (?:me|us)|zu besuch|vorbei|mich|uns)\b",
        "How lovely, enjoy the visit! 😊 Time with people you love is the best. Anything nice "
        "planned together?",
        "Wie schön, genieß den Besuch! 😊 Zeit mit lieben Menschen ist das Beste. Habt ihr schon "
        "was Schönes vor?",
        told=True,
    ),
    kind(  # missing the family ("i miss my family", "ich vermisse meine eltern"; homesick has tips)
        NEWS
        + r"(?!.*\b(?:died|passed|lost|dead|grave|funeral|gestorben|verstorben|tot|grab|beerdigung"
        r"|verloren)\b).*\b(?:(?:i|really|still|so) miss(?:ing)? (?:my |our )?(?:family|folks"
        r"|parents|kids|home|mum|mom|dad|sister|brother|siblings)|vermisse (?:meine |unsere"
        r" |mein |meinen )?(?:familie|eltern|kinder|zuhause|heimat|mama|papa|schwester|bruder"
        r"|geschwister))\b",
        "That's a tender feeling, and it shows how much they mean to you. 💛 Could you give them "
        "a call or a video chat soon? Even a short one helps.",
        "Das ist ein schweres Gefühl, und es zeigt, wie viel sie dir bedeuten. 💛 Magst du sie "
        "bald mal anrufen oder per Video sehen? Auch ein kurzes Gespräch tut gut.",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._FIRST`, after the small talk of tiny_talk."""
