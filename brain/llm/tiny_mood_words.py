"""Words for a bad night and a tired morning, shared by the kinds of
:mod:`brain.llm.tiny_moods` ("barely slept", "hab kaum geschlafen", "morning, so tired"), and for
a job quit with two feelings at once (:mod:`brain.llm.tiny_days`)."""

from __future__ import annotations

SLEPT_BADLY = (
    r"(?:(?:barely|hardly|didn'?t|did not|couldn'?t|could not|never|not) (?:\w+ )?(?:slept|sleep)"
    r"|slept (?:\w+ )?(?:badly|terribly|horribly|awful(?:ly)?|poorly|so bad|bad|like (?:crap|shit"
    r"|garbage|trash)|(?:only|just) \w+ hours?)|(?:bad|rough|terrible|horrible|awful|sleepless"
    r"|short) night|no sleep|not (?:much|enough) sleep|(?:little|zero) sleep|up all night"
    r"|(?:only|just) (?:got |had )?(?:\d+|one|two|three|four|five)(?: or \w+)? hours? (?:of )?sleep"
    r"|(?:kaum|schlecht|nicht|wenig|miserabel|mies|beschissen|schei(?:ß|ss)e|gar nicht|null"
    r"|kein bisschen) (?:\w+ )?geschlafen|kein auge zu\w*|schlaflose nacht|(?:kurze|schlechte"
    r"|miese|harte|beschissene) nacht|wach gelegen|(?:nur|grad mal|gerade mal) (?:\d+|zwei|drei"
    r"|vier|f(?:ü|ue)nf) stunden (?:\w+ )?(?:geschlafen|schlaf))"
)
"""A bad night, told ("barely slept", "hab kaum geschlafen")."""
TIRED = (
    r"(?:tired|sleepy|exhausted|knackered|shattered|wrecked|groggy|zombie|m(?:ü|ue|u)de"
    r"|todm(?:ü|ue)de|hundem(?:ü|ue)de|schl(?:ä|ae)frig|(?:ü|ue)berm(?:ü|ue)det|ger(?:ä|ae)dert"
    r"|barely awake|half asleep|not (?:really |fully |quite )?awake(?: yet)?|kaum wach"
    r"|noch (?:nicht )?(?:richtig |ganz )?(?:wach|am aufwachen)|halb wach)"
    r"(?! (?:of|von|vom|with|mit)\b)"
)
MORNING = (
    r"(?:this morning|today|(?:just )?woke up|heute (?:morgen|fr(?:ü|ue)h)|morgens|am morgen"
    r"|aufgewacht|aufgestanden|wach geworden)"
)
MORNING_HELLO = (
    r"^(?=\W*(?:(?:hi|hey|hallo|na)\W+)?(?:good\s+morning|morning|mornin'?|gm|guten\s+morgen"
    r"|morgen(?=\s*[,.!])|moin(?:sen)?)\b|.*\b(?:good\s+morning|guten\s+morgen|moin(?:sen)?)\W*$)"
)
"""A morning greeting ("morning, barely slept"): the answer says good morning too."""

ILL = (
    r"ill(?! (?:come|be|call|get|pick|grab|bring|send|let|text|drop|pop|see|try|pay|do|make"
    r"|check|give|take|swing|stop|head|ask|have|stay|need|just|definitely|probably|still|also|go"
    r"|leave|sort|fix|look|reply|write|return|start|finish|deal|think|tell|keep|talk|sleep|eat"
    r"|wait|miss|put|buy|read|play|show|run|move|work|hit|ping|email|message|update|book|order"
    r"|figure|find|handle|get back|pass|resume|continue|restart)\b)"
)
"""Ill, not "I'll" typed without its apostrophe ("ill pick it up again next week")."""

DEADLINE = (
    r"(?:deadlines?|due (?:tomorrow|tonight|today|on \w+|in \w+|by \w+|\w+day|next week|this week)"
    r"|abgabe\w*|frist\w*|submission)"
)

STRESSED = (
    r"(?:stress(?:ed|ing)?|panic\w*|freak(?:ing|ed)? out|overwhelm\w*|swamped|drowning|behind"
    r"|so much (?:to do|work|left)|(?:won'?t|not gonna|never|can'?t) (?:make it|finish|get it done)"
    r"|ugh+|gestresst|panik|(?:ü|ue)berfordert|schaff(?:e|')? (?:das|es) (?:nie|nicht)"
    r"|nicht fertig|keine zeit|zu viel|hinterher|durchdrehen|dreh(?:e)? durch)"
)

EXAM = (
    r"(?:exams?|tests?|finals|midterms?|prüfung\w*|pruefung\w*|klausur\w*|examen|abi|abitur"
    r"|matura)"
)

SOMEONE_ELSE = (
    r"(?!.*\b(?:he|she|they|er|sie)(?:'s|'re| is| are| ist| sind| has| hat| have| haben)\b)"
    r"(?!.*\b(?:his|her|their|sein\w*|ihr\w*) (?:\w+ )?(?:deadline|abgabe|frist)\w*)"
    r"(?!.*\b(?:my|mein\w*) (?:\w+ )?(?:boss|chef\w*|sister|brother|friend|colleague|wife|husband"
    r"|partner|son|daughter|mum|mom|dad|kid|schwester|bruder|freund\w*|kolleg\w*|frau|mann|sohn"
    r"|tochter|mutter|vater|mama|papa)(?:'s| is| has| ist| hat)\b)"
)
"""Someone else's deadline ("she's stressed about her deadline") gets no tips meant for the user."""

GRUMPY = (
    r"(?:(?:bad|foul|shitty|crappy|weird|grumpy|funny|off|lousy) mood|grumpy|cranky|moody|irritable"
    r"|in a funk|out of sorts|feel(?:ing)? (?:a bit |kinda |kind of |so |just |really |a little "
    r"|bit )?(?:off|weird|blah|meh|flat|crappy|rubbish|icky)|not feeling (?:it|myself|great|good"
    r"|my best)|not myself|off today|meh+|blah+|(?:schlecht|mies|komisch|nicht gut|nicht so gut"
    r"|schei(?:ß|ss)e|kacke|bl(?:ö|oe)d) drauf|(?:schlechte|miese|(?:ü|ue)ble) laune"
    r"|(?:schlecht|mies|(?:ü|ue)bel) gelaunt|launisch|grummelig|grantig|neben der spur"
    r"|(?:keinen|kein|null|gar nix|gar nichts|nix|nichts) (?:\w+ )?bock|(?:total|voll|v(?:ö|oe)llig"
    r"|echt|so|ganz) (?:fertig|kaputt|ersch(?:ö|oe)pft|platt|durch)|no motivation|zero motivation"
    r"|nicht mein tag|durchh(?:ä|ae)nger)"
)
"""A bad mood without a reason given ("bin schlecht drauf", "feel off today")."""

A_COLD = (
    r"(?:have|has|had|got|caught|catch\w*|with|fight\w*|nursing|getting|from|of)"
    r" (?:an? |the |this |that )?(?:\w+ ){0,2}?cold(?=\s*(?:$|[,.!?;:(]|(?:and|since|for|from"
    r"|again|all|right|now|today|that|which|so|but|lol|rn|or|coming|going|off)\b))"
)
"""Having a cold ("caught a cold", "have a bad cold"), not a cold climate or cold pizza."""
FEELING_ILL = (
    r"sick(?! of| and tired)|" + ILL + r"|unwell|" + A_COLD + r"|the flu|flu|fever\w*"
    r"|chills|sore throat|coughing|cough|headache|migraine|stomach ?ache|throwing up"
    r"|vomit\w*|nause\w*|covid|erkältet|erkältung|erkaeltet|erkaeltung|krank|fieber|grippe"
    r"|kopfschmerz\w*|kopfweh|halsschmerz\w*|halsweh|bauchweh|bauchschmerz\w*|übel|uebel"
    r"|schnupfen|husten"
)
"""Words of feeling ill (the "feeling ill" mood)."""
NOT_A_PET = (
    r"^(?!.*\b(?:my|our|the|mein\w*|unser\w*) (?:cat|dog|puppy|kitten|bird|rabbit|bunny|hamster"
    r"|guinea pig|horse|pet|fish|parrot|katze|kater|hund|welpe|vogel|kaninchen|hase|pferd)\b)"
)
"""A pet that is ill gets no advice meant for the user (fluids, a doctor)."""
_SICK_THINGS = (
    r"track|song|tune|beat|album|riff|solo|drop|remix|mix|set|gig|show|concert|view|views|trick"
    r"|move|goal|shot|save|photo|pic|picture|drawing|painting|design|tattoo|jacket|hoodie|shoes"
    r"|sneakers|kicks|outfit|fit|car|bike|board|ride|build|setup|rig|game|graphics|trailer|movie"
    r"|film|cake|scarf|sweater|jumper|haircut|cut|nails|website|logo|skin|combo|jump|wave|line"
)
_SO = r"(?: (?:so|really|absolutely|actually|lowkey|hella|fucking|fkn|pretty|kinda|super|mega"
_SO += r"|just|seriously|bloody|well|properly|way))*"
_SOMEONE_ILL = (
    r"(?!.*\b(?:he|she|they|him|baby|son|daughter|kids?|child|dad|mum|mom|mother|father|wife"
    r"|husband|partner|girlfriend|boyfriend|friend|brother|sister|gran\w*|nan|cat|dog|pup\w*"
    r"|kitten|pet|bunny|rabbit|hamster|bird|horse)(?:'s|s)?\s+(?:[\w']+\s+){0,3}?(?:looks?|looked"
    r"|sounds?|sounded|is|was|seems?|got|feels?)\b[^.!?]*\bsick\b)"
)
"""Someone or a pet said to look or be sick: ill, not praise ("my dad looks really sick")."""
SICK_PRAISE = (
    _SOMEONE_ILL
    + r"(?=.*(?:\b(?:looks?|looked|looking|sounds?|sounded|sounding|came out|turned out)|\b(?:this"
    r"|that|these|those) (?:[\w'-]+ ){1,3}(?:is|was|are|were)|\b(?:it|this"
    rf"|that|these|those)(?:'s|s| is| was| are| were)|\b(?:{_SICK_THINGS})s?(?:'s| is| was| are"
    rf"| were| looks?| sounds?)){_SO} sick\b(?! of| and tired)|\bsick (?:ass )?(?:{_SICK_THINGS})s?\b"
    r"|^\W*(?:(?:so|that'?s|thats|omg|oh|dude|bro|man|yo|wow|looks|sounds)\W+)*sick\W*$)"
    r"(?!.*\b(?:i'?m|im|i am|i was|feel|feeling|felt|i'?ve been|got|getting|gotten) (?:\w+ )?sick\b)"
)
"""Praise in slang ("it looks sick", "this track is sick", "sick beat!"), not said of oneself
("i'm sick", "feeling sick")."""
NOT_PRAISED = r"^(?!" + SICK_PRAISE + r")"
"""No praise in slang: it is no illness."""

NO_COMMAND = (
    r"(?!.*\b(?:remind|set|create|schedule|send(?! (?:help|coffee|hugs|snacks|caffeine|prayers|food|tea)\b)|e-?mail|archive|delete|rename|timer|alarm"
    r"|erinner\w*|erstell\w*|schick\w*|archivier\w*|l(?:ö|oe)sch\w*|wecker)\b)"
)
"""A command said with the news ("barely slept, set a timer for a nap") is still a command."""


QUIT = (
    r"\b(?:(?:quit|left|resigned from|handed in my notice at) (?:my |the |that )?(?:\w+ )?(?:job"
    r"|work|position|company|firm)|(?:handed|turned|put) in (?:my )?(?:notice|resignation|two"
    r" weeks)|gave (?:my )?notice|(?:i )?(?:just |finally |officially )?(?:quit|resigned)(?= today"
    r"|this morning| yesterday|\W*$|\W+(?:and|but|so|feels?|it|[.!,]))|(?:job|stelle|arbeit"
    r"|arbeitsstelle|ausbildung|studium|vertrag) (?:\w+ )?(?:gekündigt|gekuendigt|geschmissen"
    r"|hingeschmissen|abgebrochen|aufgegeben)|(?:ich )?(?:hab|habe)(?: \w+){0,3}? (?:gekündigt"
    r"|gekuendigt)|kündigung (?:\w+ )?(?:abgegeben|eingereicht))"
)
"""A job quit, told ("handed in my resignation", "hab grad meinen job gekündigt")."""
NOT_ASKED = (
    r"^(?!.*\b(?:how|why|should|shall|tips?|advice|wie (?:soll|kann|mache|sage)|warum|(?:soll"
    r"|sollte) (?:ich|man|wir))\b)(?!.*\?\W*$).*"
)
_UNEASY = (
    r"(?:weird|strange|odd|scary|scared|terrified|terrifying|nervous|anxious|sad|surreal|unreal"
    r"|frightening|melanchol\w*|wistful|teary|emotional|heartbroken|gutted|komisch|seltsam"
    r"|merkwürdig|merkwuerdig|ungewohnt|beängstigend|beaengstigend|nervös|nervoes|traurig|mulmig"
    r"|unheimlich|angst|bammel|unsicher|wehmütig|wehmuetig|schwer ums herz|emotional)"
)
_GLAD = (
    r"(?:good|great|right|relieved|a relief|relief|excited|exciting|free|freeing|liberating|happy"
    r"|amazing|proud|nice|lovely|sweet|beautiful|special|cool|fun|hopeful|gut|richtig|befreiend"
    r"|erleichtert|erleichterung|aufregend|spannend|froh|toll|super|frei|stolz|glücklich"
    r"|gluecklich|schön|schoen|schöne|schoene|sch(?:ö|oe)nes|cool|freu\w*)"
)
_BOTH = r"(?:but|and|yet|also|though|aber|und|doch|zugleich|gleichzeitig|trotzdem)"
_MIXED = (
    rf"{_UNEASY}\b\W*(?:\w+\W+){{0,5}}?{_BOTH}\W+(?:\w+\W+){{0,4}}?{_GLAD}"
    rf"|{_GLAD}\b\W*(?:\w+\W+){{0,5}}?{_BOTH}\W+(?:\w+\W+){{0,4}}?{_UNEASY}"
)
"""Two feelings at once, told ("weird but good", "komisch aber auch irgendwie gut", "nervous
but relieved", "scared and excited", "sad but also kind of nice", "traurig aber auch schön")."""
TWO_FEELINGS = (
    r"(?:"
    + _MIXED
    + r"|mixed feelings|bittersweet(?!\s+(?:chocolate|symphony|song|film|movie|book|novel|ending"
    r"|story|recipe|taste|flavou?r)\b)|bitters(?:ü|ue)(?:ß|ss)|happy[- ]sad|sad[- ]happy"
    r"|(?:laughing|smiling) and crying|crying and (?:laughing|smiling)|don'?t know how (?:to|i)"
    r" feel|gemischte(?:n)? gef(?:ü|ue)hle|zwiegespalten|hin und her gerissen|weinende[sn]? und"
    r" (?:ein(?:em)? )?lachende[sn]? auge|lachende[sn]? und (?:ein(?:em)? )?weinende[sn]? auge|(?:weiß|weiss)"
    r" (?:nicht|noch nicht),? (?:ob ich mich freuen|was ich fühlen)|komisches gef(?:ü|ue)hl)"
)
"""Mixed feelings, however they are told (two feelings at once, "bittersweet", "gemischte
Gefühle", "mit einem lachenden und einem weinenden Auge"), not the chocolate or the song."""
BAD_DAY = (
    r"\b(?:(?:today|this day|my day|the day|work|this week|this morning) (?:was|has been|is)"
    r" (?:\w+ )?(?:rubbish|awful|terrible|horrible|the worst|a nightmare|crap|shit|a disaster|rough|bad)"
    r"|(?:bad|rough|awful|terrible|horrible|crap|shit|worst) (?:day|morning|week|night)|what a day"
    r"|(?:day|morning|week) (?:ever|from hell)|scheißtag|scheisstag"
    r"|mistag|blöder tag|bloeder tag)\b"
)
"""A bad day told with its mishaps ("today was rubbish. missed the bus, …"): heard, no tip."""


MACHINE_DIED = (
    r"(?:phone|handy|laptop|battery|akku|car|auto|van|bike|printer|drucker|computer|pc|tv"
    r"|fernseher|fridge|kühlschrank|washing machine|waschmaschine|dishwasher|router|wifi|wlan"
    r"|engine|motor|headphones|kopfhörer|charger|console|mouse|keyboard|boiler|heating)"
    r"(?: \w+){0,3}? (?:just )?(?:died|dead)\b"
)
"""A machine that died ("my laptop just died"): a frustration, no loss to grieve."""
TRACK_LOST = (
    r"(?!.*\b(?:(?:den|die|meine?n?) )?(?:überblick|ueberblick|faden|orientierung) (?:\w+ )?"
    r"verloren\b)"
)
"""Track lost ("hab den überblick verloren", "den faden verloren"): confused, no loss to grieve."""

LOW_START = (
    r"^(?![^?]*\?\s*$)(?!\W*(?:how|what|whats|why|when|where|which|who|can|could|should|would"
    r"|do|does|is|are|tell|give|suggest|recommend|say|write|find|make|create|remind|set|show"
    r"|compliment|cheer|motivate|hype|encourage|help|wie|was|warum|wann|wo|wer|welche\w*|kannst"
    r"|sag|gib|zeig|erzähl\w*|erzaehl\w*"
    r")\b).*"
)
"""What the user tells (no question, no request): the kinds of news, moods and worries."""
