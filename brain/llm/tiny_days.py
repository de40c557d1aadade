"""Everyday small talk the user tells, each kind with a warm line that fits it: stress, a
holiday, a rainy weekend, a good book finished, news about to be told, a move, a last day at
work, a raise, a haircut, a nap, an instrument learned, a lovely time out, the garden growing,
a pet being funny. The tiny model answered "i'm on vacation" with "I'm on a vacation to
Paris", "just finished a really good book" with "Just what I needed to get through a long
day", "we're moving next month" with "We're moving to Paris next month", and every German one
("bin voll im stress", "ich hab gute nachrichten") with "nur Befehle auf Deutsch" or the news
headlines. Used by :func:`brain.llm.tiny_lines.known_answer` after the family news of
:mod:`brain.llm.tiny_kin`; a question or a request with the same words is asked, not told."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind
from brain.llm.tiny_kin import NEWS, PET
from brain.llm.tiny_mood_words import (
    DEADLINE,
    EXAM,
    NOT_ASKED,
    QUIT,
    SOMEONE_ELSE,
    TWO_FEELINGS,
)

_FINE = (
    r"(?!.*\b(?:not|never|didn'?t|wasn'?t|isn'?t|can'?t|couldn'?t|won'?t|but|though|except|hate"
    r"|hated|ruined|terrible|awful|horrible|worse|regret\w*|cancel\w*|nicht|kein\w*|aber|leider"
    r"|hasse|schrecklich|furchtbar|schlimm|bereue|abgesagt|storniert)\b)"
)
"""Nothing going wrong in it ("had a nap but feel worse" is no nice nap)."""

DAY_KINDS: tuple[Kind, ...] = (
    kind(  # news about to be told ("i have good news", "guess what", "rate mal was passiert ist")
        r"^\W*(?:(?:hey+|hi+|eddie|omg|ok|okay|so|oh|ooh|ey|hallo|na|also|du)\W+)*(?:guess what"
        r"|(?:i|we) (?:have|'ve got|ve got|got|'ve) (?:some )?(?:good |great |exciting |big |amazing"
        r" |happy )?news(?: for (?:you|u))?|(?:some )?(?:good|great|exciting|big|amazing|happy) news"
        r"|ich hab(?:e)? (?:gute|tolle|super|gro(?:ß|ss)e|spannende|neue)? ?(?:nachrichten"
        r"|neuigkeiten)|(?:gute|tolle|super|gro(?:ß|ss)e) (?:nachrichten|neuigkeiten)|rate mal(?: was"
        r" (?:passiert ist|los ist))?|wei(?:ß|ss)t du was|stell dir vor)(?:\W+(?:eddie|lol|haha))*"
        r"\W*$",
        "Ooh, tell me everything! What happened? 😊",
        "Oh, erzähl! Was ist passiert? 😊",
        told=True,
    ),
    kind(  # stress ("bin voll im stress", "so stressed rn"; a deadline or an exam gets its tips)
        NEWS
        + SOMEONE_ELSE
        + rf"(?!.*\b(?:{DEADLINE}|{EXAM}|interview|vorstellungsgespräch)\b)"
        + r".*(?:\b(?:bin|ich bin|i'?m|im|i am|feeling|feel|been|so|total|voll|mega|echt|sehr|ganz"
        r"|gerade|grad|richtig)\b.{0,15}\b(?:gestresst|stressed(?: out)?|im stress|unter stress"
        r"|unter druck|under (?:so much |a lot of )?pressure|overwhelmed|(?:ü|ue)berfordert)\b"
        r"|\b(?:so viel|mega|voll|total|echt|krass|extrem|gerade|grad|richtig|so much|lots of"
        r"|a lot of) (?:viel )?stress\b|\bstress (?:pur|ohne ende)\b)",
        "Oh no, that sounds like a lot at once. 🫂 Take one slow breath, then pick just the one "
        "thing that matters most next; the rest can wait a moment. Want to tell me what's piling "
        "up?",
        "Oh je, das klingt nach ganz schön viel auf einmal. 🫂 Einmal tief durchatmen und dann nur "
        "das eine Wichtigste als Nächstes, der Rest kann kurz warten. Magst du erzählen, was sich "
        "gerade stapelt?",
        told=True,
    ),
    kind(  # a holiday ("i'm on vacation", "morgen geht's in den urlaub", "ich hab endlich urlaub")
        NEWS
        + _FINE
        + r"(?!.*\b(?:back|over|ends|ended|ending|zurück|zurueck|vorbei|zu ende|last day|letzter"
        r" tag|pack\w*|beantrag\w*|genehmigt|einreichen|request\w*|nehmen|need|brauche?|wish)\b)"
        r".*\b(?:(?:i'?m|im|i am|we'?re|were|we are) (?:now |finally |officially )?on (?:vacation"
        r"|holiday|holidays|leave|annual leave)|(?:heading|going|off|leaving|flying) (?:off )?(?:on"
        r"|for) (?:a |my |our )?(?:vacation|holiday|holidays|getaway)|(?:vacation|holiday|holidays)"
        r" (?:starts|begins|mode)|first day of (?:my |our )?(?:vacation|holiday|holidays)|(?:hab"
        r"|habe|haben|hab ich|habe ich) (?:\w+ )?urlaub|^\W*(?:endlich |ab morgen |ab heute |jetzt )"
        r"urlaub|(?:geht'?s|gehts|fahren|fliegen|fahre|fliege|starten|starte) (?:\w+ ){0,3}in den"
        r" urlaub|erster urlaubstag|urlaub (?:beginnt|fängt an|faengt an))\b",
        "Holiday time, lovely! 🌴 I hope you get a proper rest and really switch off. Enjoy it, "
        "and tell me the highlights if you like!",
        "Urlaub, wie schön! 🌴 Ich hoffe, du kannst dich richtig erholen und abschalten. Genieß "
        "es, und erzähl mir gern von den schönsten Momenten!",
        told=True,
    ),
    kind(  # a rainy weekend ("rainy weekend ahead ugh", "es regnet das ganze wochenende")
        NEWS
        + r"(?!.*\b(?:tomorrow|forecast|will it|going to|gonna|morgen|vorhersage|wird es|like it"
        r"|love it|cozy|cosy|mag (?:das|es|ich)|gemütlich|gemuetlich)\b)"
        r".*\b(?:rainy (?:weekend|day|sunday|saturday|week)|(?:rain|raining|pouring)(?: \w+){0,2}"
        r" (?:all|the whole) (?:weekend|day|week)|(?:been|it'?s|its|still|keeps?) (?:\w+ )?(?:raining"
        r"|pouring)(?: again| nonstop| non-stop| for days)|regnet (?:\w+ ){0,3}(?:das ganze"
        r" wochenende|den ganzen tag|die ganze woche|seit tagen|schon wieder|ununterbrochen)"
        r"|verregnet\w*|regenwochenende|(?:schon wieder|nur|nichts als) regen)\b",
        "Rain all the time, what a shame. 🌧️ I can't look outside myself, but it's the perfect "
        "excuse for something cosy: a film, a good book, something warm in the oven. Anything "
        "like that planned?",
        "So viel Regen, schade. 🌧️ Ich kann selbst nicht rausschauen, aber das ist die perfekte "
        "Ausrede für etwas Gemütliches: ein Film, ein gutes Buch, etwas Warmes im Ofen. Schon "
        "was in der Art vor?",
        told=True,
    ),
    kind(  # a good book finished ("just finished a really good book", "hab mein buch ausgelesen")
        NEWS
        + _FINE
        + r"(?!.*\b(?:writing|wrote|written|geschrieben|schreiben|my own|words|wörter|woerter"
        r"|chapters?|kapitel|manuscript|manuskript|draft|entwurf)\b)"
        r".*\b(?:(?:finished|done with|completed) (?:(?:reading|listening to) (?:a |the |my |this"
        r" |that )?|(?:a |the |this |that ))?(?:really |very |so |such an? )?(?:good |great |amazing |brilliant |lovely"
        r" |wonderful |fantastic |beautiful |sad |long |new )?(?:book|novel|audiobook|trilogy)"
        r"|finished reading|(?:buch|roman|hörbuch|hoerbuch|krimi|thriller)\b.{0,30}\b(?:ausgelesen"
        r"|fertig gelesen|durchgelesen|zu ende gelesen|fertig geh(?:ö|oe)rt)|(?:ausgelesen|fertig"
        r" gelesen|durchgelesen|zu ende gelesen))\b",
        "Ooh, finishing a good book is such a nice feeling, and a little sad that it's over. 📖 "
        "Would you recommend it? What's next on your pile?",
        "Ach, ein gutes Buch zu beenden ist ein schönes Gefühl, und ein bisschen schade, dass es "
        "vorbei ist. 📖 Würdest du es empfehlen? Was liest du als Nächstes?",
        told=True,
    ),
    kind(  # a move ahead ("we're moving next month", "wir ziehen nächsten monat um")
        NEWS
        + r"(?!.*\b(?:movers|checklist|quote|umzugsfirma|umzugsunternehmen|kartons?\?|again|schon"
        r" wieder)\b).*\b(?:(?:i'?m|im|i am|we'?re|were|we are) (?:finally |officially |actually )?"
        r"moving(?=\W*$| (?:house|out|in|to|next|this|on (?:\w+day|the)|away|abroad|back|soon"
        r"|across|in \w+ (?:weeks|days|months)|at the end)\b)|moving (?:house|day)\b|(?:wir ziehen"
        r"|ich ziehe|ziehen wir|ziehe ich) (?:\w+ ){0,5}?um\b|(?:unser|mein) umzug|umzug (?:ist )?"
        r"(?:am|n(?:ä|ae)chste|diese|morgen|heute))",
        "A move, that's big! 📦 Exciting and a lot of work at once. Are you looking forward to "
        "the new place?",
        "Ein Umzug, das ist was Großes! 📦 Aufregend und ganz schön viel Arbeit zugleich. Freust "
        "du dich auf das neue Zuhause?",
        told=True,
    ),
    kind(  # a last day at work ("today is my last day at work", "heute ist mein letzter arbeitstag")
        NEWS
        + r"(?!.*\b(?:vacation|holiday|urlaub|ferien|trip|reise)\b).*\b(?:(?:my |the )?last day (?:at"
        r" (?:work|my job|the job|this job|the office|the company|my company|the firm)|of work|in"
        r" the office|before (?:i )?retir\w*)|letzte[rn]? (?:arbeitstag|tag (?:im job|bei der arbeit"
        r"|im b(?:ü|ue)ro|in der firma|vor der rente)))\b",
        "Your last day, that's a big moment! Probably a little bittersweet too. 🎉 Here's to what "
        "comes next: something new, or a well-earned break first?",
        "Dein letzter Tag, das ist ein großer Moment! Wahrscheinlich auch ein bisschen wehmütig. "
        "🎉 Auf das, was jetzt kommt: etwas Neues oder erst mal eine verdiente Pause?",
        told=True,
    ),
    kind(  # a raise or a promotion ("got a raise!", "ich hab eine gehaltserhöhung bekommen")
        NEWS
        + _FINE
        + r"(?!.*\b(?:he|she|they|er|sie|his|her|their|sein\w*|ihr\w*|colleague|kolleg\w*|boss"
        r"|chef\w*)\b).*\b(?:(?:got|get|getting|received) (?:a |my |the |an? (?:\w+ )?)?(?:raise|pay"
        r" rise|pay raise|promotion)|got promoted|(?:i was|i'?ve been|i'?m being|just|finally)"
        r" promoted|gehaltserh(?:ö|oe)hung|bef(?:ö|oe)rder(?:t|ung)|mehr gehalt)\b",
        "Congratulations, well deserved! 🎉 Your work is being noticed. Are you treating yourself "
        "to something?",
        "Glückwunsch, das hast du dir verdient! 🎉 Deine Arbeit wird gesehen. Gönnst du dir was "
        "Schönes?",
        told=True,
    ),
    kind(  # a haircut ("just got a haircut", "war heute beim friseur")
        NEWS
        + _FINE
        + r"(?!.*\b(?:at \d|um \d|\d ?(?:am|pm|uhr)|tomorrow|morgen|next|nächste\w*|naechste\w*|need"
        r"|brauch\w*|appointment|termin|book|too short|zu kurz|schief|ugly|hässlich|haesslich)\b)"
        r".*\b(?:(?:got|had|get|getting) (?:a |my )?(?:new |fresh )?(?:haircut|hair cut|trim)"
        r"|new (?:haircut|hairdo|hairstyle|hair)|fresh (?:haircut|cut)|(?:war|bin|komme?) (?:\w+ )?"
        r"(?:beim|vom) (?:friseur|frisör|barber)|neue frisur|haare (?:\w+ )?(?:geschnitten|ab))\b",
        "Ooh, a fresh haircut! ✂️ That new-haircut feeling is the best. Are you happy with how "
        "it turned out?",
        "Oh, frisch vom Friseur! ✂️ Dieses Gefühl mit neuer Frisur ist einfach gut. Bist du "
        "zufrieden, wie es geworden ist?",
        told=True,
    ),
    kind(  # a nap ("just woke up from a nap", "hab grad ein nickerchen gemacht")
        NEWS + _FINE + r"(?!.*\b(?:groggy|need|want|brauch\w*|should|long|lange|matschig)\b)"
        r".*\b(?:(?:woke up from|had|took|just had|done with|back from) (?:a |my |an? \w+ )?(?:nap"
        r"|power nap|powernap|siesta|snooze)|(?:nickerchen|mittagsschlaf|mittagsschl(?:ä|ae)fchen"
        r"|powernap)\b.{0,20}\b(?:gemacht|gehalten)|(?:vom|aus dem) (?:nickerchen|mittagsschlaf)"
        r" (?:\w+ )?(?:aufgewacht|zur(?:ü|ue)ck))\b",
        "A nap, great call! 😴 I hope you feel nicely rested. Ready for the rest of the day?",
        "Ein Nickerchen, gute Entscheidung! 😴 Ich hoffe, du fühlst dich schön erholt. Bereit "
        "für den Rest des Tages?",
        told=True,
    ),
    kind(  # an instrument learned ("i'm learning to play guitar", "ich lerne jetzt klavier")
        NEWS
        + r".*\b(?:(?:learning|started learning|started|taking up|took up|picked up|began|learn)"
        r" (?:to play )?(?:the )?(?:guitar|piano|violin|drums|ukulele|uke|cello|bass|saxophone|sax"
        r"|flute|trumpet|keyboard|harp|accordion|singing|(?:piano|guitar|violin|drum|singing|voice)"
        r" lessons)|(?:lerne|lern|übe|uebe) (?:jetzt |gerade |grad |seit \w+ \w+ )?(?:gitarre|klavier"
        r"|geige|schlagzeug|ukulele|cello|bass|saxophon|querfl(?:ö|oe)te|trompete|keyboard|singen"
        r"|harfe|akkordeon)|(?:gitarren|klavier|geigen|schlagzeug|gesangs)unterricht)\b",
        "That's great, good for you! 🎶 A little practice often beats one long session, and the "
        "first weeks are the hardest. How's it going so far?",
        "Wie toll, Respekt! 🎶 Lieber oft ein bisschen üben als selten lange, und die ersten "
        "Wochen sind die schwersten. Wie läuft's bisher?",
        told=True,
    ),
    kind(  # a lovely time out ("went for a long walk today, felt great", "wir waren am see")
        NEWS
        + _FINE
        + r".*(?:\b(?:went|been|was|were|had|spent|did|took)\b.{0,40}\b(?:walk|hike|bike ride"
        r"|swim|picnic|dinner|lunch|brunch|evening|afternoon|barbecue|bbq|beach|lake|park|forest"
        r"|woods|mountains|sea|seaside|day out|trip)\b.{0,40}\b(?:lovely|great|amazing|wonderful"
        r"|so nice|really nice|beautiful|fantastic|perfect|fun|felt (?:great|good|amazing)|so good"
        r"|gorgeous|magical)\b|\b(?:lovely|great|amazing|wonderful|nice|beautiful|fantastic|perfect"
        r"|fun) (?:long )?(?:walk|hike|dinner|lunch|brunch|evening|afternoon|picnic|day out|swim)"
        r" (?:with|at|in|by|outside|along)\b|\b(?:waren|war|hatten|hatte|haben|hab)\b.{0,40}\b(?:spazieren"
        r"|wandern|am see|im park|im wald|am meer|am strand|in den bergen|essen|abend|nachmittag"
        r"|picknick|grillen|ausflug)\b.{0,40}\b(?:schön|schoen|toll|herrlich|super|wunderbar"
        r"|traumhaft|genial|mega|lustig)\b|\b(?:schönen|schoenen|tollen|herrlichen|wunderbaren"
        r"|lustigen) (?:abend|nachmittag|spaziergang|ausflug|tag am see|tag am meer) (?:mit|am|im"
        r"|gehabt)\b)",
        "That sounds lovely! 😊 Moments like that do you so much good. What was the best part?",
        "Das klingt richtig schön! 😊 Solche Momente tun so gut. Was war das Schönste daran?",
        told=True,
    ),
    kind(  # the garden growing ("i planted tomatoes today", "unsere tomaten wachsen endlich")
        NEWS
        + _FINE
        + r"(?!.*\b(?:dying|dead|brown|yellow|wilting|wilted|pests?|bugs|aphids|mould|mold|rot\w*"
        r"|eingegangen|welk|braun|gelb|läuse|laeuse|schädlinge|schaedlinge|schimmel)\b)"
        r".*\b(?:(?:planted|sowed|sown|potted|repotted) (?:some |my |the |a |new |our )?\w+"
        r"|(?:plants?|seedlings?|tomatoes|herbs|basil|flowers|seeds|garden|veggies|vegetables"
        r"|sunflowers?)\b.{0,20}\b(?:are |is )?(?:finally |actually )?(?:growing|sprouting|sprouted"
        r"|blooming|flowering|coming up)|(?:gepflanzt|eingepflanzt|ges(?:ä|ae)t|umgetopft)"
        r"|(?:pflanzen|tomaten|kr(?:ä|ae)uter|basilikum|blumen|samen|setzlinge|sonnenblumen)\b.{0,20}"
        r"\b(?:wachsen|keimen|sprie(?:ß|ss)en|bl(?:ü|ue)hen))\b",
        "How lovely! 🌱 There's something really satisfying about watching things grow. What "
        "else are you growing?",
        "Wie schön! 🌱 Es hat was, Dinge wachsen zu sehen. Was wächst bei dir sonst noch?",
        told=True,
    ),
    kind(  # a pet being funny ("my cat is sitting on my keyboard lol", "der hund schnarcht neben mir")
        NEWS
        + r"(?!.*\b(?:sick|ill|vomit\w*|threw up|throwing up|limp\w*|blood|bit|bite|bites|biting"
        r"|scratch\w*|pee\w*|poop\w*|won'?t eat|not eating|missing|lost|died|dead|vet|krank|ate|eats"
        r"|eating|stole|steals|knocked|broke|chewed|destroyed|frisst|gefressen|geklaut|umgeworfen"
        r"|kaputt|zerbissen"
        r"|erbricht|kotzt|humpelt|blut|frisst nicht|bei(?:ß|ss)t|kratzt|pinkelt|weg|tierarzt|tot)\b)"
        + rf".*\b(?:my|our|the|mein\w*|unser\w*|der|die) {PET}\b (?:is|keeps|just|won'?t|ist|liegt"
        r"|sitzt|schläft|schlaeft|schnarcht|hat gerade|will|macht|has)\b.{0,40}(?:\blol\b|\bhaha\w*"
        r"|😂|🤣|😹|😄|😅|🥰|\b(?:keyboard|laptop|lap|snor\w*|tastatur|scho(?:ß|ss)|schnarch\w*"
        r"|cute|adorable|süß|suess|zucker\w*)\b)",
        "Haha, that sounds adorable! 🐾 They always know how to make a day better. Give them a "
        "scratch from me!",
        "Haha, wie süß! 🐾 Die wissen einfach, wie man einen Tag schöner macht. Kraul sie mal "
        "von mir!",
        told=True,
    ),
    kind(  # heat ("it's so hot today", "so heiß heute"; never claiming to feel it)
        NEWS
        + r"(?!.*\b(?:tomorrow|forecast|will it|going to|gonna|morgen|vorhersage|wird es|oven|ofen"
        r"|pan|pfanne|water|wasser|shower|dusche|food|essen|spicy|scharf|laptop|phone|handy)\b)"
        r".*\b(?:(?:it'?s|its|it is|so|too|way too|super|crazy|ridiculously|boiling|brutally) (?:so |too"
        r" |really )?(?:hot|humid|boiling|sweltering|scorching)(?: (?:today|outside|out|in here|lol"
        r"|ugh))*\W*$|(?:what a|such a|this|diese|so eine|was für eine|was fuer eine) (?:heatwave|heat"
        r" wave|hitze(?:welle)?)|(?:so|zu|mega|voll|echt|richtig|extrem) (?:hei(?:ß|ss)|schw(?:ü|ue)l)"
        r"|hitzefrei)\b",
        "Phew, that sounds hot! ☀️ I can't feel it from in here, so look after yourself: plenty "
        "of water, some shade, and curtains closed during the day help. Staying in or braving "
        "it?",
        "Puh, das klingt heiß! ☀️ Ich spüre es hier drin nicht, also pass auf dich auf: viel "
        "trinken, Schatten suchen, und tagsüber die Vorhänge zu hilft. Bleibst du drinnen oder "
        "wagst du dich raus?",
        told=True,
    ),
    kind(  # cold ("it's freezing today", "ist das kalt heute")
        NEWS
        + r"(?!.*\b(?:tomorrow|forecast|will it|going to|gonna|morgen|vorhersage|wird es|coffee"
        r"|kaffee|tea|tee|food|essen|soup|suppe|hands?|feet|füße|fuesse|shower|dusche|water|wasser"
        r"|heating|heizung|sick|krank)\b)"
        r".*\b(?:(?:it'?s|its|it is|so|too|way too|super|crazy|ridiculously|bitterly) (?:so |too"
        r" |really )?(?:cold|freezing|icy|chilly)(?: (?:today|outside|out|in here|lol|ugh))*\W*$"
        r"|(?:so|zu|mega|voll|echt|richtig|extrem|eis|arsch|sau) ?kalt(?: heute| drau(?:ß|ss)en)?\W*$"
        r"|eiskalt drau(?:ß|ss)en)\b",
        "Brr, that sounds cold! 🥶 I can't feel it from in here, but it's a good day for warm "
        "layers, a hot drink and a cosy spot. Do you have to go out in it?",
        "Brr, das klingt kalt! 🥶 Ich spüre es hier drin nicht, aber heute ist ein Tag für "
        "warme Schichten, ein heißes Getränk und einen gemütlichen Platz. Musst du raus?",
        told=True,
    ),
    kind(  # the kids asleep at last ("the kids are finally asleep", "die kinder schlafen endlich")
        NEWS
        + r".*\b(?:(?:the |my |our )?(?:kids?|children|baby|babies|toddlers?|twins|little ones?)"
        r" (?:is |are |'re |'s )?(?:finally |at last )?(?:asleep|down|in bed|sleeping)|(?:die |das "
        r"|unsere? |meine? )?(?:kinder|kind|kleinen?|baby|zwillinge) (?:schlafen|schläft|schlaeft"
        r"|sind im bett|ist im bett) (?:jetzt )?endlich|endlich (?:schlafen|schläft|schlaeft) (?:die"
        r" |das |unsere? |meine? )?(?:kinder|kind|kleinen?|baby))\b",
        "Ahh, that quiet moment! 😌 Well done getting them down. Time for something just for you "
        "now: tea, a show, or straight to bed yourself?",
        "Ah, endlich Ruhe! 😌 Gut gemacht, sie ins Bett zu bekommen. Jetzt ist Zeit für dich: "
        "ein Tee, eine Serie oder gleich selbst ins Bett?",
        told=True,
    ),
    kind(  # the home cleaned ("i cleaned the whole house today", "hab die ganze wohnung geputzt")
        NEWS
        + _FINE
        + r".*\b(?:(?:cleaned|tidied|scrubbed|decluttered|hoovered|vacuumed|deep cleaned) (?:up )?"
        r"(?:the |my |our )?(?:whole |entire )?(?:house|flat|apartment|home|place|kitchen|bathroom"
        r"|garage|basement|closet|wardrobe)|(?:die |meine |unsere |das |den )?(?:ganze |komplette )?"
        r"(?:wohnung|haus|küche|kueche|bad|keller|kleiderschrank|bude)\b.{0,20}\b(?:geputzt|aufger"
        r"(?:ä|ae)umt|ausgemistet|sauber gemacht|geschrubbt|gesaugt))\b",
        "That's a lot done, well done! ✨ Nothing beats a clean home. Time to put your feet up "
        "and enjoy it?",
        "Da hast du ordentlich was geschafft, stark! ✨ Nichts geht über ein sauberes Zuhause. "
        "Jetzt Füße hoch und genießen?",
        told=True,
    ),
    kind(  # a lovely surprise ("my wife surprised me with concert tickets")
        NEWS
        + _FINE
        + r".*\b(?:surprised (?:me|us) with|(?:got|gave|bought) (?:me|us) (?:a |an |some )?(?:surprise"
        r"|little )?(?:gift|present|flowers)|(?:hat|haben) (?:mich|uns) (?:\w+ ){0,3}?(?:überrascht"
        r"|ueberrascht)|(?:hat|haben) mir (?:\w+ ){0,3}?(?:blumen|ein geschenk|eine überraschung"
        r"|eine ueberraschung) (?:geschenkt|mitgebracht|gemacht))\b",
        "Aww, what a lovely surprise! 🥰 That's really thoughtful. Are you excited?",
        "Ach, was für eine schöne Überraschung! 🥰 Das ist richtig lieb. Freust du dich?",
        told=True,
    ),
    kind(  # let down or embarrassed ("got stood up tonight", "worst haircut of my life")
        r"^(?!.*\b(?:how|why|should|tips?|advice|wie|warum|soll)\b)(?!.*\?\W*$).*\b(?:got stood"
        r" up|(?:was|been) stood up|got ghosted|ghosted me|(?:wurde|bin) versetzt|worst \w+ of my"
        r" life|(?:felt|feel|look) like an idiot|(?:totally |completely )?ignored (?:me|the|my|what)"
        r"|so embarrass\w*|so peinlich)\b",
        "Oh no, that's really disappointing, and it's not on you. 💛 Want to tell me what "
        "happened, or would a bit of distraction help more?",
        "Oh nein, das ist echt enttäuschend, und es liegt nicht an dir. 💛 Magst du erzählen, "
        "was passiert ist, oder hilft eher ein bisschen Ablenkung?",
        told=True,
    ),
    kind(  # a brave step ("i finally quit my job today. scary but it feels right")
        r"^(?!.*\b(?:how|why|should|shall|tips?|advice|wie|warum|soll)\b)(?!.*\?\W*$).*"
        + QUIT
        + r".*\b(?:feels? (?:so )?right|best decision|(?:so )?relieved|feels? free|proud|fühlt sich"
        r" (?:richtig|gut) an|erleichtert|richtige entscheidung)\b",
        "That takes courage! 💪 Scary and right at the same time is often a good sign. What "
        "comes next for you?",
        "Das braucht Mut! 💪 Aufregend und trotzdem richtig, das ist oft ein gutes Zeichen. Wie "
        "geht es für dich weiter?",
        told=True,
    ),
    kind(  # a step taken with mixed feelings ("hab gekündigt, fühlt sich komisch an aber gut")
        NOT_ASKED + QUIT + r".*\b(?:" + TWO_FEELINGS + r"|torn|hin und her|beides)\b",
        "Mixed feelings make complete sense: leaving a job is a goodbye and a fresh start at "
        "once, and both can be true. 💛 What are you most looking forward to, and what will you "
        "miss?",
        "Gemischte Gefühle sind da ganz normal: Eine Kündigung ist Abschied und Neuanfang "
        "zugleich, und beides darf sein. 💛 Worauf freust du dich am meisten, und was wirst du "
        "vermissen?",
        told=True,
    ),
    kind(  # quit because it wasn't working ("hab gekündigt, lief einfach nicht mehr mit dem chef")
        NOT_ASKED
        + QUIT
        + r".*\b(?:(?:läuft|laeuft|lief|ging|geht)(?:'s| es)? (?:\w+ )?(?:einfach )?nicht (?:mehr"
        r"|so)|nicht mehr ausgehalten|wasn'?t working|wasn'?t going (?:well|anywhere)|couldn'?t"
        r" (?:take|stand) it|toxic)\b",
        "Sounds like it had run its course, and it takes courage to draw the line. 💛 How are "
        "you feeling about it now, and do you know what comes next?",
        "Klingt, als wäre es dort einfach nicht mehr gegangen, und es braucht Mut, einen "
        "Schlussstrich zu ziehen. 💛 Wie geht es dir jetzt damit, und weißt du schon, wie es "
        "weitergeht?",
        told=True,
    ),
    kind(  # going well, told ("bei mir läuft's gerade richtig gut", "der neue job läuft super")
        NEWS
        + r"(?!.*\b(?:not|nicht|kein\w*|aber|but|never|nie)\b).*\b(?:(?:bei mir|job|arbeit|work"
        r"|beziehung|studium|schule|training|diät|diaet|leben|alles|everything|things|life) (?:\S+"
        r" ){0,3}(?:läuft|laeuft)(?:'s| es)? (?:\S+ ){0,2}(?:super|gut|toll|prima|bestens|rund"
        r"|klasse|wunderbar|fantastisch)|(?:läuft|laeuft)(?:'s| es)? (?:\S+ ){0,2}bei mir (?:\S+"
        r" ){0,2}(?:super|gut|toll|prima|bestens|rund|klasse)|(?:bin|ich bin) (?:echt |so |total"
        r" |richtig |voll |einfach )?(?:happy|glücklich|gluecklich|zufrieden))\b",
        "That's so good to hear! 😊 I love it when things just click. What's making you "
        "happiest right now?",
        "Das freut mich richtig! 😊 Schön, wenn es so rund läuft. Was macht dir gerade am "
        "meisten Freude?",
        told=True,
    ),
    kind(  # a first paycheck ("got my first paycheck today", "mein erstes gehalt")
        NEWS
        + _FINE
        + r".*\b(?:first (?:ever )?(?:real )?(?:pay ?check|pay ?cheque|salary|paycheque|wage|pay day"
        r"|payday|gehalt|lohn)"
        r"|erste[sn]? (?:richtiges )?(?:gehalt|lohn|geld verdient))\b",
        "Your first paycheck, congratulations! 💸 That's a proud moment. Treating yourself to "
        "something small?",
        "Dein erstes Gehalt, herzlichen Glückwunsch! 💸 Das ist ein stolzer Moment. Gönnst du "
        "dir eine Kleinigkeit?",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._FIRST`, after the family news of tiny_kin."""
