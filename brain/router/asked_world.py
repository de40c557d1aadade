"""Questions about the world and rewrites of the user's own words, whatever project they seem
to name: "was ist eigentlich der unterschied zwischen fliesenkleber und fugenmasse?", "make
this sound less passive aggressive: '…'" are answered, never work or a worker's business."""

from __future__ import annotations

import re

from brain.router.texting import MESSAGE_WORDS

_REWRITE = re.compile(
    r"^\W*(?:(?:pls|please|can you|could you|can u|kannst du|könntest du|bitte)\W+)*(?:make (?:this|it"
    r"|that|my (?:text|email|message|note)) (?:sound|more|less|nicer|friendlier|shorter|clearer)|rewrite"
    r"|reword|rephrase|paraphrase|proofread|polish|fix the (?:grammar|spelling|wording)|improve (?:this"
    r"|my) (?:text|email|message|note|wording)|formulier\w* (?:das|es|dies|den text) (?:um|neu|freundlicher"
    r"|netter|höflicher)|schreib (?:das|es|den text) (?:um|freundlicher|netter|höflicher)"
    r"|shorten|kürz\w*|kuerz\w*|make (?:it|this|that) shorter|mach (?:das|es|den satz) kürzer)\b",
    re.IGNORECASE,
)
_WORLD_QUESTION = re.compile(
    r"^\W*(?:(?:so|und|also|ok|hey|quick question)\W+)*(?:is it (?:really |actually )?true (?:that )?"
    r"|stimmt es\s*(?:eigentlich\s+|wirklich\s+)?,?\s*dass|what(?:'s| is| are)(?: the)? (?:difference|differences)"
    r" between|was (?:ist|sind) (?:eigentlich |denn |nochmal )*(?:der |die )?unterschied\w* zwischen"
    r"|(?:is|are) (?:a |an |the )?[\w' -]{2,40}? (?:really |actually |basically )?the same(?: thing)? as\b"
    r"|(?:ist|sind) (?:ein |eine |der |die |das )?[\w' -]{2,40}? (?:eigentlich |wirklich )?(?:das gleiche"
    r"|dasselbe|derselbe|dieselbe) wie\b"
    r"|what(?:'s| is) (?:a|an)\b|was (?:ist|sind) (?:eigentlich |denn )?(?:ein|eine)\b|how does (?:a|an)\b"
    r"|wie funktioniert (?:eigentlich )?(?:ein|eine)\b|how (?:long|old|many years|much time) (?:do|does"
    r"|must|should|would) (?:you|u|i|we|one|people|a person|someone|kids|children) (?:have to|need"
    r" to|need|must|be|get|wait)\b|(?:wie lange|wie alt|ab wann) (?:muss|darf|kann|sollte) (?:man"
    r"|ich|ein kind|kinder)\b|which (?:one |of (?:them|the two|these) )?(?:is|was|are|were) (?:the )?"
    r"(?:bigger|larger|smaller|older|younger|taller|longer|shorter|higher|deeper|faster|slower"
    r"|heavier|lighter|hotter|colder|further|farther|closer|healthier|cheaper|more \w+|less \w+)\b"
    r"|(?:what(?:'s| is)|was ist|wer ist) (?:bigger|larger|smaller|older|younger|taller|longer|higher"
    r"|deeper|faster|heavier|hotter|colder|größer|groesser|kleiner|älter|aelter|höher|hoeher|länger"
    r"|laenger|tiefer|schneller|schwerer)\b|welche\w* (?:ist|war|sind) (?:größer|groesser|kleiner|älter|aelter|höher|hoeher|länger|laenger"
    r"|tiefer|schneller|schwerer|gesünder|gesuender)\b|how (?:long|old) (?:do|does|can|will|would)"
    r" (?:a |an |the )?[a-z]+(?: [a-z]+)? (?:usually |typically |normally |generally |actually )?"
    r"(?:live|get|grow|last|survive)\b|when (?:did|was) the [a-z]+(?: [a-z]+)? (?:fall|end|start|begin"
    r"|happen|built|invented|founded)\b|wann (?:ist|war|wurde|hat|begann|endete) (?:eigentlich |nochmal )?"
    r"(?:die|der|das) [a-zäöü]+(?: [a-zäöü]+)? (?:eigentlich |nochmal )?(?:gefallen|gebaut|erfunden"
    r"|gegründet|gegruendet|gestorben|geboren|passiert|gewesen|zu ende|begonnen)\b"
    r"|wie (?:alt|lange) (?:werden|wird|leben|lebt) (?:eigentlich )?"
    r"(?:ein |eine |die |der )?[a-zäöü]+\b"
    r"|who (?:actually |originally |first )?(?:wrote|invented|discovered|painted|composed|directed"
    r"|founded|sang|built|designed) (?!(?:this|that|these|those|my|our|your|the (?:message|e?mail|report"
    r"|note|text|draft|list|plan|code))\b)(?:the |a |an )?[a-z]+|wer hat (?:eigentlich |nochmal |denn )*"
    r"(?:den |die |das |ein |eine )?[a-zäöü]+(?: [a-zäöü]+){0,3} (?:geschrieben|erfunden|entdeckt"
    r"|gemalt|komponiert|gegründet|gegruendet|gebaut|gesungen|gedreht)\b"
    r"|what(?:'s| is|s) the (?:highest|biggest|largest|longest|tallest|oldest|deepest|smallest"
    r"|fastest|coldest|hottest|most \w+) [a-z]+(?: [a-z]+)? (?:in|on|of) (?:the )?(?:world|earth|alps"
    r"|[a-z]+)\b|was (?:ist|sind) (?:eigentlich |nochmal )?(?:der|die|das) (?:höchste|hoechste|größte"
    r"|groesste|längste|laengste|älteste|aelteste|tiefste|kleinste|schnellste|kälteste|heißeste)\w*\b)",
    re.IGNORECASE,
)


def rewrite_asked(said: str) -> bool:
    """Whether ``said`` asks for the user's own words rewritten ("make this sound less
    passive aggressive pls: '…'"): an answer, never work or a worker's business."""
    return _REWRITE.search(said) is not None


def world_question(said: str) -> bool:
    """Whether ``said`` asks a question about the world ("was ist eigentlich der unterschied
    zwischen feinsteinzeug und keramikfliesen?", "are threads faster than processes?", "btw how
    long is the shinkansen ride"), not about a worker's task."""
    return _WORLD_QUESTION.search(said) is not None or compared(said) or fact_asked(said)


_ASIDE = (
    r"(?:(?:random|quick|silly|dumb|side|off[- ]topic|unrelated|small|kurze|blöde|bloede|doofe"
    r"|ganz andere) (?:q|qs|question|frage)|btw|by the way|off[- ]topic|unrelated|totally"
    r" unrelated|just curious|curious|out of curiosity|übrigens|uebrigens|nebenbei|apropos"
    r"|mal (?:ne|eine) frage|(?:eine )?frage|aus neugier|nur so)"
)
_FACT_HEAD = (
    r"(?:how far (?:is|are|was)\b(?=.*\b(?:from|to|away)\b)|wie weit (?:ist|sind|war)\b(?=.*\b(?:von"
    r"|nach|bis|entfernt|weg)\b)"
    r"|how (?:long|high|tall|big|deep|wide|cold|warm|hot|old|many|much|expensive|cheap|fast"
    r"|early|late|often|safe|busy|crowded|sunny|wet|dark)|what(?:'s|s| is| are| was| were)(?: the"
    r" (?:currency|capital|population|language|time ?zone|time difference|climate|weather like"
    r"|speed limit|tipping|national|official|main|best time|highest|biggest|largest|longest"
    r"|oldest|tallest|deepest|coldest|warmest|smallest)| \w+ like)|what (?:language|currency"
    r"|time ?zone)|which (?:language|currency|side)|wie (?:hoch|lang|lange|tief|breit|kalt"
    r"|warm|heiß|heiss|alt|viele?|teuer|billig|gro(?:ß|ss)|schnell|früh|frueh|spät|spaet|oft"
    r"|sicher|voll)|(?:was|welche\w*) (?:für )?(?:eine? )?(?:währung|waehrung|hauptstadt|sprache"
    r"|zeitzone|zeitverschiebung|klima))\b"
)
_FACT_ASKED = re.compile(
    rf"^\W*(?:{_ASIDE}\W+(?:(?:but|aber|so|and|und|doch)\W+)?)*{_FACT_HEAD}"
    rf"|^\W*(?:{_ASIDE}\W+)+(?:(?:but|aber|so|and|und)\W+)?(?:is|are|was|do|does|did|can|will"
    r"|should|what|whats|which|who|where|when|why|how|ist|sind|war|gibt|hat|haben|kann|braucht"
    r"|fährt|faehrt|spricht|sprechen|was|welche\w*|wer|wo|wann|warum|wieso|wie)\b",
    re.IGNORECASE,
)
"""A plain question of fact ("how far is kyoto from osaka", "wie lange dauert der flug nach
tokio"), or any question said as an aside ("random q, is …", "btw how old is …")."""
_OUR_WORK = re.compile(
    r"\b(?:i|i'm|im|i'd|me|my|we|we're|our|us|you|your|u|ur|ich|mir|mich|mein\w*|wir|uns"
    r"|unser\w*|du|dir|dich|dein\w*|euch|euer\w*|worker\w*|agent\w*|bots?|projects?|projekt\w*"
    r"|\w*(?:trip|reise|ding|zeug|sache|kram|projekt)|thing|stuff|research\w*|recherche\w*|search"
    r"|suche|plan|planning"
    r"|planung|itinerary|route|list|liste|results?|ergebnis\w*|found|gefunden|status|progress"
    r"|going|coming|along|stand|done|fertig|so far|bisher|news|neuigkeiten|running|läuft|laeuft"
    r"|busy|inbox|posteingang|reminders?|erinnerung\w*|timers?|schedule\w*|anything|something"
    r"|everything|irgendwas|etwas|alles|eddie|vance|longer|remaining|übrig|uebrig|also|too"
    r"|as well|auch|check\w*|look|find|search|compare|book|include|add|skip|prüf\w*|pruef\w*"
    r"|schau\w*|such\w*|vergleich\w*|buch\w*|recherchier\w*)\b"
    r"|\b(?:it|es|that|this|das)\s+(?:take|takes|dauert|dauern|braucht|finish\w*|be done|be ready)\b"
    r"|\b(?:will|did) (?:it|that|this)\b|\bdoes (?:it|that|this) take\W*$|\bwird (?:es|das)\b"
    r"|\b(?:is|are|anything|what'?s|much|many) left\b",
    re.IGNORECASE,
)
"""The user's own work or Eddie's in a question ("how far along is the japan trip", "did you
find any rail passes"): a question about it, not about the world."""


def fact_asked(said: str) -> bool:
    """Whether ``said`` asks a plain question of fact about the world, by its words or as an
    aside ("off topic but how many people live in tokyo", "wie hoch ist eigentlich der fuji"),
    naming none of the user's or Eddie's work (however near a project's topic it is: the
    answer, not that project's worker)."""
    if _FACT_ASKED.search(said) is None:
        return False
    return _OUR_WORK.search(_ANYONE.sub(" ", said)) is None


_ANYONE = re.compile(
    r"\b(?:do|does|would|should|must) (?:you|u|i|we|one) (?:need|have to|get|tip|pay)\b|\bcan (?:you|u"
    r"|i|we|one) (?:pay|use|drink|swim|camp|see|get by|tip|buy)\b|\bbraucht man\b|\bmuss man\b",
    re.IGNORECASE,
)
"""Anyone in a question of fact ("do you need cash in japan", "braucht man ein visum")."""


_ASKS = (
    r"^\W*(?:(?:so|und|also|ok|okay|hey|eddie|quick question|kurze frage|sag mal|honestly|ehrlich"
    r"|wait)\W+)*"
)
_COMPARATIVE = (
    r"(?!(?:other|over|ever|never|after|under|her|their|rather|whether|either|neither|per|immer"
    r"|wieder|aber|oder|über|ueber|der|jeder|dieser|unser|euer|ihrer|hier|later|sooner)\b)"
    r"(?:more \w+|less \w+|mehr|weniger|better|worse|besser|schlechter|lieber|[a-zäöüß]{2,}er)"
)
_COMPARED = re.compile(
    _ASKS
    + r"(?:(?P<en>is|are|was|were|do|does|did|can|could|will|would|should)|(?P<de>ist|sind|war"
    r"|waren|läuft|laeuft|laufen|hält|haelt|halten|macht|machen|kann|können|koennen|wird|werden"
    r"|braucht|brauchen|kostet|kosten|fährt|faehrt|fahren|wiegt|wiegen|schmeckt|schmecken|hilft"
    r"|helfen|schläft|schlafen|lebt|leben))\s+(?P<a>[\w' -]{1,50}?)\s+(?:(?:really|actually|generally"
    r"|usually|much|way|a lot|any|still|eigentlich|wirklich|echt|viel|deutlich|tatsächlich|wohl"
    r"|denn|noch)\s+)*"
    + _COMPARATIVE
    + r"(?:\s+[\w'-]+){0,3}?\s+(?(en)than|als)\s+(?P<b>[^?!.]{1,50})"
    r"|"
    + _ASKS
    + r"(?:is|are|ist|sind)\s+(?P<a2>[\w' -]{1,40}?)\s+(?:or|oder)\s+(?P<b2>[\w' -]{1,40}?)"
    r"\s+(?:(?:really|actually|eigentlich|wirklich|echt)\s+)?" + _COMPARATIVE + r"\b"
    r"|"
    + _ASKS
    + r"(?:what(?:'s|s| is)|which(?: one)? is|was ist|welche[sr]? ist) (?:(?:really|actually"
    r"|eigentlich|wirklich)\s+)?"
    + _COMPARATIVE
    + r"\b[^,?]{0,30},\s*(?P<a3>[\w' -]{1,40}?)\s+(?:or"
    r"|oder)\s+(?P<b3>[\w' -]{1,40}?)\s*\??\s*$",
    re.IGNORECASE,
)
"""A question comparing two things ("are threads faster than processes?", "ist tee gesünder
als kaffee?", "is walking or running better for your knees?", "what's cheaper, a or b")."""
_OURS = re.compile(
    r"\b(?:anything|something|nothing|any ?one|any ?body|some ?one|workers?|jobs?|tasks?|agents?|bots?"
    r"|helpers?|projects?|projekte?|reminders?|timers?|erinnerung\w*|wecker|irgend\w*|etwas|nichts"
    r"|jemand|eddie|vance)\b",
    re.IGNORECASE,
)
"""Vance's own things as what is compared: a status question ("is anything running longer
than usual", "is the garden worker slower than the other one")."""
_POINTER = re.compile(r"^(?:(?:the|der|die|das)\s+)?(?:you|u|du|it|that|this|es|das|was)\b", re.I)
"""A pointer at something said before as what is compared ("is it running faster than …")."""
_MEASURE = re.compile(
    r"^\W*(?:(?:a|an|one|ein|eine|einer|einem|half|halb\w*|about|ungefähr|etwa|circa|ca)\s+)?(?:\d"
    r"|(?:one|two|three|four|five|ten|zwei|drei|vier|fünf|zehn)\b|(?:hour|minute|min|sec|second|day"
    r"|week|month|stunde|minute|sekunde|tag|woche|monat)\w*\b|usual|expected|normal|planned|before"
    r"|yesterday|last time|i (?:thought|expected)|gedacht|geplant|erwartet|üblich|ueblich|sonst|vorher"
    r"|gestern|letztes mal)",
    re.IGNORECASE,
)
"""What a comparison with a measure or with before is made against: how long work runs."""


def compared(said: str) -> bool:
    """Whether ``said`` is a plain question comparing two things of the world ("sind threads
    schneller als prozesse?", "is running better than cycling for your knees?") — an answer,
    never a status query for the words "running", "laufen" or "process" in it."""
    found = _COMPARED.search(said)
    if found is None:
        return False
    against = found.group("b")
    if _OURS.search(said if against is None else said[: found.start("b")]):
        return False
    if any(_POINTER.match(part) for part in found.group("a", "a2", "b2", "a3", "b3") if part):
        return False
    return against is None or not (_MEASURE.match(against) or _OURS.match(against))


_STRUGGLE = re.compile(
    r"\b(?:i|we) (?:\w+ )?(?:keep|always|just keep|can'?t stop|cant stop|constantly) (?:on )?(?:procrastinat\w*"
    r"|putting (?:it|this|that|things|stuff) off|avoiding (?:it|this|that)|getting distracted|scrolling)"
    r"|\bcan'?t (?:get|make|bring) myself to\b|\b(?:how (?:do|can) i )?stop procrastinat\w*"
    r"|^\W*(?:(?:ok|so|ugh|man|eddie|i|you|we)\W+)*(?:(?:need|have|should|must|gotta|got|want|"
    r"really|just|to)\W+)*(?:stop|quit) (?:worrying|stressing|obsessing|fretting|overthinking"
    r"|panicking|freaking out|dwelling|beating myself up)\b"
    r"|\bh(?:ö|oe)r\w* (?:endlich )?auf,? (?:dir|mir) (?:\S+ ){0,3}?(?:sorgen|gedanken|stress)\w*"
    r"|\b(?:ich )?(?:prokrastinier\w*|schiebe? (?:es|das|alles|ihn|sie) (?:\w+ ){0,4}(?:vor mir her|auf))\b"
    r"|\bhow (?:do|can|should) i (?:say no|push back|set boundaries|turn (?:it|them|him|her) down)\b"
    r"|^\W*(?:(?:hey|ok|so|eddie|um)\W+)*(?:any|got any|some|hast du (?:ein paar )?) ?(?:good )?(?:tips"
    r"|advice|tricks|tipps) (?:for|on|to|about|zum|für|gegen)\b(?![^\n]*\b(?:worker|project|projekt)\b)",
    re.IGNORECASE,
)


def own_struggle(said: str) -> bool:
    """Whether ``said`` tells of the user's own struggle with work ("… and i keep
    procrastinating, havent even started. help", "i need to stop worrying about the tent"):
    advice for them, not work for a worker nor its stop."""
    return _STRUGGLE.search(said) is not None


_TEXT_ASKED = re.compile(
    r"\b(?:write|draft|compose|type up|pen|schreib\w*|formulier\w*|verfass\w*)\s+(?!down\b)(?:[\w'-]+\s+)?(?:(?:bitte|mal|doch|kurz|schnell|pls|please|quickly|up)\s+)*"
    r"(?:a|an|one|some|ne|nen|ein|eine|einen|the|my|meine?n?)\s+(?:[\w'-]+\s+){0,3}?"
    + MESSAGE_WORDS
    + r"\b",
    re.IGNORECASE,
)
_NOT_NOW = re.compile(
    r"\b(?:remind (?:me|us)|set (?:a |an )?reminder|reminder (?:for|at|on|to|every)|nudge (?:me|us)"
    r"|erinner\w* (?:mich|uns)|schedule|every|jede[nrs]?|how (?:to|do i|should i|would"
    r" you|can i)|wie (?:schreib|formulier|verfass)\w*|worker|agent|someone|somebody|jemand\w*"
    r"|research\w*|recherch\w*|project|projekt\w*|(?:ask|tell|have|get|let)\s+(?:the\s+|my\s+)?[\w-]+"
    r"(?:\s+[\w-]+)?\s+to\s+(?:write|draft|compose|put))\b",
    re.IGNORECASE,
)
"""Words that make a text asked for someone else's business: a reminder to write it ("remind
me friday to write grandma a card"), a how-to, a worker's or a project's task."""


_TEXT_ASKED_DE = re.compile(
    r"\b(?:kannst|könntest|koenntest|würdest|wuerdest) du (?:mir |uns |ihr |ihm )?(?:bitte |mal |kurz "
    r"|schnell |noch )*(?:eine?n?|ne|nen|ein paar) (?:[\w-]+\s+){0,3}?"
    + MESSAGE_WORDS
    + r"\b[^?.!]{0,80}?"
    r"\b(?:schreiben|formulieren|verfassen|aufsetzen|entwerfen)\b"
    r"|^\W*(?:(?:hey|ok|okay|also|eddie|bitte)\W+)*schreib\w*\s+(?:(?:mal|bitte|doch)\s+)*(?:meine[mr]"
    r"|unsere[mr]|dem|der)\s+[\w-]+\s+(?:(?:mal|bitte|kurz|schnell|noch|eben)\s+)*(?:(?:eine?|ne|'ne)"
    r"\s+(?:kurze\s+)?" + MESSAGE_WORDS + r"\W*\s*)?(?:dass|ob|wegen)\b",
    re.IGNORECASE,
)
"""… or to whom first, the verb first ("schreib meiner schwester kurz, dass …")."""


_TEXT_TO = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*(?:email"
    r"|e-mail|message|text|whatsapp)\s+(?:the|my|our|all)\s+(?:[\w-]+\s+){0,2}?(?:landlord|landlady"
    r"|property manager|caretaker|club|team|group|class|parents|neighbou?rs?|committee|choir"
    r"|members|everyone)\b(?:\s*[,:]|\s+(?:that|saying|about|to say)\b)",
    re.IGNORECASE,
)
"""A message asked with the verb alone: "email the running club that the next training is …"."""
_TEXT_FOR = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please)\W+)*(?:(?:a|an)\s+)?(?:(?:quick|short|little"
    r"|brief|polite|nice|friendly|firm)\s+)*(?:msg|message|text|note|e-?mail|letter|whatsapp|sms)"
    r"\s+(?:to|for)\s+(?:the|my|our)\s+(?:[\w-]+\s+)?(?:landlord|landlady|property manager"
    r"|caretaker|neighbou?r|boss|manager|coworker|co-worker|colleague|friend|teacher|roommate"
    r"|flatmate|sister|brother|mum|mom|dad|aunt|uncle|cousin|partner|coach)\b[^,:;]{0,30}[,:;]"
    r"\s+\S",
    re.IGNORECASE,
)
"""A message asked by its name first, to someone, with what it says after a comma: "msg to my
landlady mrs okafor, the boiler's been off since friday, …" (no look at the inbox)."""
_TOAST_ASKED = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|bitte|need|i need|brauche)\W+)*(?:(?:a|an|ein|einen"
    r"|nen)\s+)?(?:(?:short|quick|little|kurze[nr]?|kleine[nr]?)\s+)?(?:[\w'-]+\s+)?(?:toast|trinkspruch)"
    r"\s+(?:for|to|at|zu[mr]?|f(?:ü|ue)r|auf)\b",
    re.IGNORECASE,
)
"""A toast asked by its name first: "toast for saturday, my parents' anniversary" is no schedule."""
_POST_ASKED = re.compile(
    r"\b(?:make|put together|put up|create|do)\s+(?:me\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:post"
    r"|poster|notice|flyer|aushang|zettel)\b",
    re.IGNORECASE,
)
"""A post or notice asked for: "…, make a post for the neighbourhood group"."""


def text_asked(said: str) -> bool:
    """Whether ``said`` asks Eddie for a short text ("i want to write a little card for …",
    "can you write a review for the plumber …", "schreib mir ne absage an …"): Eddie writes it,
    whatever else its words recall (a schedule, a project list)."""
    from brain.llm.tiny_group_note import asked as note_asked

    if note_asked(said):
        return True  # "write a reminder for the team chat: …": a text for them, not a reminder
    found = (
        _TEXT_ASKED.search(said)
        or _TEXT_ASKED_DE.search(said)
        or _TEXT_TO.search(said)
        or _TEXT_FOR.search(said)
        or _POST_ASKED.search(said)
        or _TOAST_ASKED.search(said)
    )
    if found is None:  # "lade meine freunde zu … ein, jeder bringt snacks mit": a text all the same
        from brain.llm.tiny_written import composed

        return (
            not re.search(r"\b(?:remind|erinner\w*)\b", said, re.I) and composed(said) is not None
        )
    head = said[: found.end()] if found.re is _TEXT_FOR else said  # "…, can she send someone"
    return _NOT_NOW.search(head) is None
