"""True lines about Eddie itself, each for what was asked: its gender, its senses, feelings,
age, sleep, home, favourites and family, whether it is there, and what to say to praise.

Measured on SmolLM2-135M (issue 14, held-out set 4): "are you a boy or a girl" got "I'm a
boy.", "can you hear me if i talk" "I can hear you, I'm just a voice.", "whens your birthday"
"I'm glad you're celebrating my birthday!", "u rock eddie" "I'm glad you're enjoying the
music!", "ur actually pretty smart ngl" "I've been working on a project about the history of
technology". One line for all of Eddie's life ("no body, age, home or favourites") did not
answer "do u have feelings" either. Used by :func:`brain.llm.tiny_lines.known_answer`, in
the same shape as its kinds: (pattern, lines by language, whether it is news the user tells)."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind
from brain.llm.tiny_kept import ASKS_IF_KEPT
from brain.llm.tiny_privacy import PRIVACY_ASKED

_YOU = r"(?:you|u|ya)"
_ARE_YOU = r"(?:are|r|ru|r u|are u|are you)"
_NO_QUESTION = (
    r"^(?![^?]*\?)(?!.*\b(?:translat\w*|übersetz\w*|how (?:do|would|can) (?:you|u|i) say|wie sagt"
    r"|in (?:spanish|french|italian|german|english|japanese|chinese)|auf (?:englisch|spanisch"
    r"|französisch|italienisch)|spell\w*|buchstabier\w*|thank[- ]?you (?:note|card|message|letter"
    r"|text|e-?mail|speech)s?|dankes(?:karte|brief|nachricht|rede|worte)\w*)\b)"
)
"""Thanks or praise with a question in it is answered for the question, and a phrase asked
about ("translate thank you into spanish") is no thanks."""


MODELS_ASKED = (
    r"\b(?:which|what|welche\w*|was f(?:ü|ue)r)\s+(?:\w+\s+){0,2}?(?:models?|modell\w*|engines?"
    r"|ais?|kis?|llms?|brains?|sprachmodell\w*)\b[^?.!]{0,40}?\b(?:you|u|du|dir|dich|eddie|vance"
    r"|in (?:there|here|it)|drin|drinne|hier|dahinter|behind)\b"
    r"|\b(?:do|does|kannst|hast|benutzt|nutzt|verwendest)\s+(?:you|u|du|eddie)\s+(?:\w+\s+)"
    r"{0,3}?(?:claude|gpt\S*|chat ?gpt|openai|gemini|llama|mistral)\b"
    r"|\b(?:gibt'?s|gibts|gibt es|ist|sind|is|are)\s+(?:(?:da|there|auch|also)\s+)*(?:claude|gpt\S*"
    r"|chat ?gpt|openai|gemini)\b(?:[^?.!]{0,30}\b(?:drin|dabei|in there|inside|included))?"
)
"""Which models Eddie runs on, asked ("what engines do you have in there, gpt?"); the router
reads it as a question about Eddie too."""


SELF_KINDS: tuple[Kind, ...] = (
    kind(  # memory over time ("can you remember stuff i told you last week?"); first: "say i mention
        # which colour i like best, will you know it tomorrow" asks about memory, not favourites
        rf"\b(?:can|do|will|would) {_YOU}\s+(?:(?:still|even|actually|really)\s+)?remember\s+(?:stuff|things"
        r"|anything|everything|what (?:i|we) (?:told|said|talked|tell|say)|our (?:chats?"
        r"|conversations?)"
        r"|(?:from )?(?:last|yesterday|earlier|before))\b|\bmerkst du dir (?:(?:eigentlich|auch"
        r"|überhaupt|ueberhaupt) )?(?:alles|was|sachen|dinge)\b|\berinnerst du dich (?:an )?"
        r"(?:alles|was ich|unsere)\b|\bkannst du dir (?:(?:eigentlich|auch|überhaupt|ueberhaupt"
        r"|denn) )*(?:(?:was|dinge|sachen|alles) )?merken\W*(?:$|was (?:ich|wir))"
        rf"|\b(?:do|will|can) {_YOU} (?:keep|save|store|remember) (?:what (?:i|we) (?:say|tell|type"
        rf"|talk)|our (?:chats?|conversations?)|this conversation)\b|{ASKS_IF_KEPT}",
        'Partly: what you ask me to remember ("remember that …") I keep, also after a restart, '
        'and "what do you know about me?" shows it. It all stays on this computer: nothing is '
        "sent to any company unless you set up an online model yourself. Past conversations I "
        "don't search through, so tell me again what matters.",
        "Zum Teil: Was ich mir merken soll („merk dir, dass …“), behalte ich, auch nach einem "
        "Neustart, und „was weißt du über mich?“ zeigt es. Alles bleibt auf diesem Rechner: "
        "Nichts geht an eine Firma, außer du richtest selbst ein Online-Modell ein. Alte "
        "Gespräche durchsuche ich nicht, also sag mir Wichtiges ruhig nochmal.",
    ),
    kind(  # its name: no invented backstory ("why are you called eddie", "warum heißt du eddie")
        r"^(?!.*\b(?:my|his|her|their|mein\w*|sein\w*|ihr\w*)\b)(?:.*\b(?:why|how come|warum"
        r"|wieso|weshalb|wie kommt)\b[^.!?]{0,30}\b(?:called|named|name|nennt|genannt|hei(?:ß|ss|s)t"
        r"|namen)\b[^.!?]{0,15}\beddie\b|.*\b(?:why|warum|wieso) eddie\W*$|.*\bwho (?:named|called)"
        rf" {_YOU}\b|.*\bwho gave {_YOU} (?:your|ur|that|the|this) name\b|.*\b(?:where does|where did)"
        r" (?:your|ur|the) name(?: eddie)? come from\b|.*\bwhat does (?:your|ur) name mean\b"
        r"|.*\bwhat does eddie (?:stand for|mean)\b|.*\bwer hat dir (?:deinen|den|diesen) namen"
        r" gegeben\b|.*\bwer hat dich eddie genannt\b|.*\bwoher (?:kommt|hast du) (?:dein(?:en)?"
        r"|der) name\w*\b|.*\bwas bedeutet (?:dein name|eddie)\b)",
        "No secret story, honestly: Eddie is simply the name I was given. It's short, friendly "
        "and quick to type, which suits an assistant just fine.",
        "Keine geheime Geschichte, ehrlich: Eddie ist einfach der Name, den ich bekommen habe. "
        "Kurz, freundlich und schnell getippt, das passt gut zu einem Assistenten.",
        told=True,
    ),
    kind(  # whether it is there ("u up?", "you there?")
        rf"^\W*(?:(?:hi+|hey+|yo+|hello|ok|so)\W+)?(?:eddie\W+)?(?:{_ARE_YOU}\s+)?{_YOU}\s+"
        r"(?:up|there|awake|around|still there|online)\b\W*(?:eddie)?\W*$"
        r"|^\W*(?:bist du (?:da|wach)|noch wach|jemand da)\b",
        "I'm here! I don't sleep, so any time is fine. What's on your mind?",
        "Ich bin da! Schlafen muss ich nicht, also passt es immer. Was gibt's?",
    ),
    kind(  # gender
        rf"\b(?:{_ARE_YOU}\s+)?(?:a\s+)?(?:boy|girl|man|woman|male|female|guy|dude|he|she)"
        rf"\s+or\s+(?:a\s+)?(?:boy|girl|man|woman|male|female|guy|he|she)\b"
        rf"|\b{_ARE_YOU}\s+(?:a\s+)?(?:boy|girl|man|woman|male|female|guy|gal|lady)\b"
        r"|\b(?:your|ur) (?:gender|sex|pronouns)\b|\bbist du (?:ein )?(?:mann|frau|junge|mädchen)\b",
        "Neither: I'm a program, so I have no gender. Eddie is just my name.",
        "Weder noch: Ich bin ein Programm und habe kein Geschlecht. Eddie ist nur mein Name.",
        told=True,
    ),
    kind(  # senses
        rf"\b(?:can|could|do|did)\s+{_YOU}\s+(?:\w+\s+)?(?:hear|see|watch|listen to|smell|feel"
        rf"|touch|look at)\s+(?:me|us|my face)\b|\b{_ARE_YOU} (?:listening|watching"
        r"|recording)\b|\b(?:hörst|siehst) du (?:mich|das|uns)\b"
        r"|\bkannst du (?:mich|uns) (?:hören|sehen)\b",
        "I can't see you. I read what you type, and I hear you only when you talk to me with "
        "voice input in Vance (F5 or ctrl+t); it listens only while that is on.",
        "Sehen kann ich dich nicht. Ich lese, was du tippst, und höre dich nur, wenn du die "
        "Spracheingabe in Vance nutzt (F5 oder Strg+T); sie hört nur zu, solange sie an ist.",
        told=True,
    ),
    kind(  # feelings and being alive
        rf"\b(?:do|can|does|will)\s+{_YOU}\s+(?:ever\s+|even\s+|actually\s+|really\s+)*(?:have"
        rf"|get|feel)\s+(?:any\s+|real\s+)?(?:feelings|emotions|sad|happy|lonely|angry|love"
        rf"|hurt|pain|things)\b|\b{_ARE_YOU}\s+(?:even\s+|actually\s+|really\s+)*(?:alive"
        r"|conscious|sentient|self[- ]aware|happy|sad|lonely|real|human|a (?:human|person"
        r"|real person|robot|bot|chatbot|machine|computer|program|ai|a\.i\.|llm)|an (?:ai|a\.i\.|llm"
        r"|artificial intelligence))\b"
        rf"|\b(?:do|can)\s+{_YOU}\s+(?:love|like|hate)\s+me\b"
        r"|\b(?:hast du gefühle|lebst du|bist du (?:(?:eigentlich|wirklich|echt|denn) )?(?:eine?n? )?(?:mensch|person|roboter|bot|chatbot|echt|real|ki"
        r"|k\.i\.|künstliche intelligenz|programm|computer|maschine))\b",
        "I'm a program, not a person: Eddie, running in Vance on your computer. I don't feel "
        "things the way you do, but I'm glad to talk and to help.",
        "Ich bin ein Programm, kein Mensch: Eddie, in Vance auf deinem Rechner. Gefühle wie du "
        "habe ich nicht, aber ich rede gern mit dir und helfe gern.",
        told=True,
    ),
    kind(  # age and birthday
        rf"\bhow old (?:{_ARE_YOU}|is eddie)\b|\b(?:what'?s|what is) (?:your|ur) age\b"
        r"|\bwhen(?:'?s| is) (?:your|ur) (?:birthday|bday|b-day)\b|\b(?:your|ur) (?:birthday"
        rf"|bday)\b|\bwhen (?:were|was) {_YOU} (?:born|made|created)\b|\bwie alt bist du\b"
        r"|\bwann hast du geburtstag\b",
        "I have no age or birthday: I'm a program, and this Eddie started when Vance was set up "
        "on your computer.",
        "Ich habe kein Alter und keinen Geburtstag: Ich bin ein Programm, und dieser Eddie "
        "begann, als Vance auf deinem Rechner eingerichtet wurde.",
        told=True,
    ),
    kind(  # sleep, food, tiredness
        rf"\b(?:do|can|will|did|don'?t)\s+{_YOU}\s+(?:ever\s+)?(?:sleep|dream|rest"
        r"|(?:eat|drink)(?=\W*$|\s+(?:at all|anything|food|or|and|too|ever|lol)\b)"
        rf"|get (?:tired|bored|sick|hungry|sleepy))\b|\b(?:are|r)\s+{_YOU}\s+(?:ever\s+)?(?:tired"
        r"|bored|hungry|sleepy)\b|\bru\s+(?:tired|bored|hungry|sleepy)\b"
        rf"|\b(?:do|does) (?:{_YOU}|eddie) (?:ever )?need (?:to )?(?:sleep|rest|a break|breaks)\b"
        r"|\b(?:schläfst|isst|träumst) du\b|\b(?:bist|wirst) du (?:\w+ )?(?:müde|muede)\b"
        r"|\bbrauchst du (?:\w+ )?(?:schlaf|pause\w*|ruhe)\b",
        "No, I don't sleep, eat, get tired or get bored: I'm a program, so I'm here whenever "
        "you need me, for a chat or a task.",
        "Nein, ich schlafe nicht, esse nicht, werde nicht müde und mir wird nicht langweilig: "
        "Ich bin ein Programm und immer da, wenn du mich brauchst.",
        told=True,
    ),
    kind(  # home
        rf"\bwhere (?:{_ARE_YOU}|do {_YOU}) (?:from|based|live|living|come from|located)\b"
        r"|\bwhere do (?:you|u) (?:live|come from)\b|\bwo (?:wohnst|lebst) du\b"
        r"|\bwoher kommst du\b",
        "I live on your computer, inside Vance: no home town, but a cosy one.",
        "Ich wohne auf deinem Rechner, in Vance: keine Heimatstadt, aber gemütlich.",
        told=True,
    ),
    kind(  # a favourite colour, asked in play
        r"\b(?:your|ur|you|u)\b[^.?!]{0,30}\bfav(?:ou?rite)?\s+colou?r\b|\bfav(?:ou?rite)?\s+colou?r\b"
        r"[^.?!]{0,20}\b(?:you|u|eddie)\b|\b(?:deine|ihre) lieblingsfarbe\b|\blieblingsfarbe\b[^.?!]{0,15}"
        r"\b(?:du|dir)\b",
        "If I had to pick: a deep blue, like a terminal late at night. I don't really see "
        "colours, mind you. What's yours?",
        "Wenn ich wählen müsste: ein tiefes Blau, wie ein Terminal spät in der Nacht. Farben sehe "
        "ich allerdings nicht wirklich. Und deine?",
    ),
    kind(  # favourites, family and a life of its own
        rf"\b(?:what'?s|what is|what are|do {_YOU} have)\s+(?:a\s+)?(?:your|ur)\s+fav\w*"
        rf"|\bif {_YOU} (?:had to|could|were to|got to) (?:pick|choose|have) (?:a |one )?fav\w*"
        rf"|\bdo {_YOU} have (?:a |any )?fav\w*|\bwhat would (?:your|ur) fav\w*"
        r"|\b(?:your|ur) fav(?:ou?rite)? \w+|\bdo (?:you|u) (?:have|got) (?:a )?(?:family|wife"
        r"|husband|girlfriend|boyfriend|partner|job|kids|children|friends|parents|siblings"
        r"|pets?|mom|mum|dad|hobbies|body)\b|\b(?:are|r) (?:you|u) married\b"
        r"|\b(?:dein|deine) lieblings\w*|\bhast du (?:eine )?(?:familie|freundin|freund|hobbys)\b"
        rf"|^\W*(?:(?:so|and|hey|eddie|ok)\W+)*(?:do|would|did) {_YOU} (?:\w+ )?(?:like|love|enjoy|listen"
        r" to|watch|read|play|hate|eat)\s+(?!(?:it|this|that|them|those|these|my|mine|the|what|how|me|her|him)\b)(?:\w+\s?){1,3}\?*(?:\s*(?:what|which)\s+(?:kind|sort|type|genre|ones?)\W*)?$|\bwhat (?:kind of |sort of )?(?:music|movies"
        rf"|films|books|food|games|shows|songs|sports?) (?:do|would) {_YOU} (?:like|listen to|enjoy|watch)"
        r"|^\W*(?:(?:magst|liebst) du|(?:hörst|hoerst|guckst|schaust|liest|spielst|isst) du gerne?)"
        r" (?!(?:es|das|ihn|sie|mich|meine\w*|den|die|der|mit|zu)\b)(?:\w+\s?){1,3}\?*$",
        "I'm a program, so I have no favourites, family or hobbies of my own, but I'd love to "
        "hear about yours.",
        "Ich bin ein Programm und habe keine eigenen Lieblingsdinge, Familie oder Hobbys, aber "
        "von deinen höre ich gern.",
    ),
    kind(  # meeting Eddie ("nice to meet you", "freut mich")
        r"^\W*(?:(?:hi|hey|hello|hallo|oh|ok)\W+)*(?:(?:it'?s\s+)?(?:(?:so|very|really)\s+)?"
        r"(?:nice|great|good|lovely|a pleasure) (?:to meet|meeting) (?:you|u|ya)|pleased to meet (?:you|u)"
        r"|freut mich(?: (?:sehr|dich kennenzulernen))?|sch(?:ö|oe)n,? dich kennenzulernen)"
        r"(?:\s+(?:too|eddie|as well))*\W*$",
        "Nice to meet you too! I'm Eddie. What can I do for you?",
        "Freut mich auch! Ich bin Eddie. Was kann ich für dich tun?",
        told=True,
    ),
    kind(  # back from somewhere ("im back from the gym"; "… with bad news" is no cheerful return)
        r"^(?!.*\b(?:bad|sad|awful|terrible|horrible|worrying|scary|rough|shit|crap) news\b"
        r"|.*\b(?:schlechte\w*|traurige\w*|schlimme\w*) (?:nachricht|neuigkeit)\w*)(?:\W*(?:(?:ok|so|hey|hi|hallo|and|und)\W+)*(?:i'?m|im|i am|just got|we'?re|finally) (?:back|home)"
        r" from (?:the |my |a |an |our )?[a-z' ]{2,25}\W*$|^\W*(?:(?:so|hallo|hey)\W+)*(?:bin|ich bin)"
        r" (?:wieder )?(?:zurück|zurueck|da|zuhause) (?:vom|von der|von|aus dem|aus der) [a-zäöüß ]{2,25}\W*$)",
        "Welcome back! How was it?",
        "Willkommen zurück! Wie war's?",
        told=True,
    ),
    kind(  # back again ("i'm back", "wieder da")
        r"^\W*(?:(?:ok|so|hey|hi|hallo|and|und|so)\W+)*(?:i'?m|im|i am|we'?re) (?:back|back again"
        r"|home)(?:\s+(?:now|again|eddie|lol))*\W*$|^\W*(?:(?:so|hallo|hey)\W+)*(?:bin|ich bin)"
        r" (?:wieder (?:da|zurück|zurueck|zuhause|zu hause)|zurück|zurueck)\W*$|^\W*back\W*$",
        "Welcome back! What's next?",
        "Willkommen zurück! Was steht an?",
        told=True,
    ),
    kind(  # an acknowledgement ("ok cool", "sounds good", "passt"): no answer to invent
        r"^\W*(?:(?:ok(?:ay)?|k|kk|alright|all right|sounds (?:good|great)|perfect|great|nice"
        r"|nice one|cool|awesome|love it|got it|gotcha|understood|fine|good to know|passt"
        r"|alles klar|klar|super|prima|top|okidoki|verstanden|geht klar|in ordnung|gut zu wissen"
        r"|👍|👌)(?:\W+|$))+(?:eddie|then|dann|so)?\W*$",
        "👍 Just say when you need something.",
        "👍 Sag einfach Bescheid, wenn du etwas brauchst.",
        told=True,
    ),
    kind(  # a request taken back ("never mind", "forget it", "vergiss es")
        r"^\W*(?:(?:ok(?:ay)?|ah|oh|hm+|na|nah|ach|achso|naja|meh|eh)\W+)*(?:never ?mind|nvm"
        r"|forget (?:it|that|about it)"
        r"|(?:it )?doesn'?t matter|no worries|not important|vergiss (?:es|das)|lass (?:es|gut sein)"
        r"|schon gut|(?:ist )?egal|nicht so wichtig)\W*(?:eddie)?\W*$",
        "Okay, no problem.",
        "Okay, kein Problem.",
        told=True,
    ),
    kind(  # thanks (not a request for a thank-you text: "a note to thank my neighbour")
        _NO_QUESTION
        + r"(?!.*\b(?:write|draft|compose|schreib\w*|formulier\w*|verfass\w*)\b)"
        + r"(?!\W*(?:(?:pls|please|can you|could you)\W+)?(?:text|message|msg|email|dm|whatsapp)\s+(?:my|our)\b)"
        + r"(?!.*\b(?:(?:text|note|message|msg|card|mail|email|letter|words|toast|nachricht|karte"
        r"|brief|spruch|zeilen)\w* (?:to|for|an|f(?:ü|ue)r|zum)|to thank|zu bedanken)\b)"
        + r"(?!.*\bthank(?:ing)? (?:my|our|the|his|her|their|mum|mom|dad|grandma|grandpa)\b)"
        + r".*?\b(?:thank(?:s|you|u|ful)?\b(?!\s+to\b)|thx|ty|tysm|cheers|gracias|merci|danke\w*"
        r"|appreciate (?:it|you|that|ya)|(?:you|u) help(?:ed)? (?:me )?(?:a lot|so much|very much"
        r"|loads|a ton))\b",
        "You're welcome! Glad I could help, any time.",
        "Gern geschehen! Ich helfe jederzeit.",
    ),
    kind(  # privacy ("is my stuff private? does anything i type get sent somewhere")
        PRIVACY_ASKED,
        "It stays on this machine: by default the model runs on your computer, and your chats, "
        "projects and memories are stored in a local SQLite file (`vance.db`) in your user data "
        "folder (on Linux `~/.local/share/vance`, or under `VANCE_HOME`). Nothing you tell me is "
        "uploaded. Only if you set up a hosted model yourself (`vance models`) do your messages "
        "go to that provider, and when a worker researches the web for a project, just its "
        "searches and page requests go out.",
        "Das bleibt auf diesem Rechner: Standardmäßig läuft das Modell bei dir, und Chats, "
        "Projekte und Erinnerungen liegen in einer lokalen SQLite-Datei (`vance.db`) in deinem "
        "Benutzer-Datenordner (unter Linux `~/.local/share/vance`, oder unter `VANCE_HOME`). "
        "Nichts, was du mir erzählst, wird hochgeladen. Nur wenn du selbst ein gehostetes Modell "
        "einrichtest (`vance models`), gehen deine Nachrichten an diesen Anbieter; und wenn ein "
        "Worker für ein Projekt im Netz recherchiert, gehen nur seine Suchen und Seitenabrufe "
        "hinaus.",
    ),
    kind(  # the models inside ("which engines do you have in there, is gpt one of them")
        MODELS_ASKED,
        "Right now a small model does the talking, here on your computer and offline, so I "
        "know far less than Claude or GPT. A bigger one can be set with `vance models`: a "
        "hosted model such as GPT or Claude with its API key, or a local one through Ollama.",
        "Gerade spricht ein kleines Modell, hier auf deinem Rechner und offline; ich weiß "
        "also viel weniger als Claude oder GPT. Ein größeres stellst du mit `vance models` "
        "ein: ein gehostetes wie GPT oder Claude mit seinem API-Schlüssel oder ein lokales über "
        "Ollama.",
    ),
    kind(  # compared with the big assistants ("are u like chatgpt or what")
        rf"\b(?:{_ARE_YOU}|is (?:this|it|that)|bist du|ist das)\b[^.!?]{{0,25}}\b(?:chat ?gpt|gpt-?\d?"
        r"|openai|siri|alexa|claude|gemini|copilot)\b|\b(?:chat ?gpt|siri|alexa|claude|gemini)\s+or"
        rf" (?:what|not)\b|\b(?:better|smarter|worse) than (?:chat ?gpt|siri|alexa|claude|gemini)\b",
        "Not quite: I'm Eddie, an assistant that runs on your own computer. Right now a small "
        "built-in model does the talking, so I know far less than ChatGPT; with a bigger model "
        "(see `vance models`) I get much better.",
        "Nicht ganz: Ich bin Eddie, ein Assistent, der auf deinem eigenen Rechner läuft. Gerade "
        "spricht ein kleines eingebautes Modell, ich weiß also viel weniger als ChatGPT; mit "
        "einem größeren Modell (siehe `vance models`) werde ich viel besser.",
    ),
    kind(  # which languages ("what languages do you speak", "welche sprachen kannst du")
        rf"\b(?:what|which|how many|wh?ich)\s+languages?\s+(?:(?:do|can|does)\s+)?(?:{_YOU}|eddie)"
        r"\s+(?:\w+\s+)?(?:speak|know|understand|talk|use|support|do)\b|\blanguages?\s+(?:do|can)\s+"
        rf"{_YOU}\s+(?:speak|understand|do)\b|\bwelche\s+sprachen?\s+(?:sprichst|kannst|verstehst"
        r"|beherrschst|sprechen|unterstützt)\s+(?:du|sie)\b|\b(?:can|could|may) i (?:talk|speak|write"
        r"|chat) (?:to|with) (?:you|u) in (?:\w+)(?: or \w+)*|\bkann ich (?:mit )?dir (?:auch )?auf \w+"
        r" (?:schreiben|reden)\b|\bwie\s*viele\s+sprachen\s+"
        r"(?:sprichst|kannst|verstehst)\s+du\b|\bin\s+welchen\s+sprachen\b"
        rf"|\b(?:do|can|could)\s+{_YOU}\s+(?:also\s+|even\s+|actually\s+)?(?:speak|understand|talk"
        r"|read|write)\s+(?:any\s+)?(?:french|spanish|italian|portuguese|dutch|polish|turkish"
        r"|russian|japanese|chinese|arabic|greek|swedish|english|other languages?)\b|\b(?:sprichst|kannst"
        r"|verstehst)\s+du\s+(?:auch\s+)?(?:französisch|franzoesisch|spanisch|italienisch"
        r"|portugiesisch|niederländisch|polnisch|türkisch|russisch|japanisch|chinesisch|arabisch"
        r"|griechisch|schwedisch|andere sprachen)\b",
        "English and German: I answer in the language you write in. The small built-in model "
        "knows those two best; a bigger model (`vance models`) handles many more.",
        "Deutsch und Englisch: Ich antworte in der Sprache, in der du schreibst. Das kleine "
        "eingebaute Modell kann diese beiden am besten; ein größeres Modell (`vance models`) "
        "kann viele weitere.",
    ),
    kind(  # the user's own language skills ("my german is bad lol", "mein englisch ist eingerostet")
        r"^(?!.*\b(?:from now on|ab jetzt|ab sofort|answer in|reply in|respond in|talk to me in"
        r"|switch to|antworte|sprich)\b)"
        r"(?:.*\bmy (?:german|english)\s+(?:is|isn'?t|sucks|'s)\b|.*\b(?:mein|unser)\s+(?:deutsch|englisch)"
        r"\s+ist\b|\bi (?:don'?t|do not|can'?t|cannot) (?:really )?(?:speak|write) (?:much )?(?:german"
        r"|english)\b|\bich (?:spreche|kann|schreibe) (?:nicht so gut|kaum|kein|wenig) (?:deutsch"
        r"|englisch)\b)",
        "No worries, write in whichever language you like: I answer in the language you write in, "
        'English or German. To switch for good, say "talk to me in german" or "speak english".',
        "Kein Problem, schreib einfach in der Sprache, die dir leichter fällt: Ich antworte auf "
        "Deutsch oder Englisch, je nachdem, wie du schreibst. Dauerhaft wechseln: „sprich deutsch“ "
        "oder „speak english“.",
    ),
    kind(  # looking things up on the web ("can u look stuff up online")
        rf"\b(?:can|could|do|will|are)\s+(?:{_YOU}|eddie)\s+(?:even\s+|also\s+|actually\s+"
        r"|able to\s+)*(?:look\s+(?:stuff\s+|things\s+|anything\s+|something\s+|it\s+|that\s+)?"
        r"up|search|browse|google|check|surf|go|access|get|read)\s+(?:stuff\s+|things\s+"
        r"|anything\s+|something\s+)?(?:up\s+)?(?:on\s+|in\s+)?(?:the\s+)?(?:online|internet|web"
        r"|websites?|google|net)\b"
        rf"|\b(?:do|have)\s+{_YOU}\s+(?:got\s+|have\s+)?(?:internet|web|online)(?:\s+access)?\b"
        rf"|\b(?:can|do)\s+{_YOU}\s+(?:browse|google)\b|\bkannst\s+du\s+(?:auch\s+|"
        r"eigentlich\s+|überhaupt\s+|ueberhaupt\s+)*(?:im\s+(?:internet|netz|web)\s+|online\s+)"
        r"(?:\w+\s+)?(?:nachschauen|nachsehen|suchen|gucken|schauen|recherchieren|surfen)\b"
        r"|\bkannst\s+du\s+googeln\b|\bhast\s+du\s+(?:internet|zugriff\s+aufs?\s+internet"
        r"|internetzugang)\b",
        "Not in our chat: the small built-in model answers from what it knows, offline, so I "
        "can't check live things like the weather, news or prices (a weather app or website "
        "will know). Research "
        "that needs the web goes to a worker in a project (say what to find out), and workers "
        "search and read web pages when your computer is online. A bigger model (`vance models`) "
        "does that far better.",
        "Nicht hier im Chat: Das kleine eingebaute Modell antwortet offline aus dem, was es weiß, "
        "also kann ich nichts Aktuelles wie Wetter, Nachrichten oder Preise nachsehen (eine "
        "Wetter-App oder Website weiß es). "
        "Recherche im Netz übernimmt ein Worker in einem Projekt (sag, was du wissen willst); "
        "Worker suchen und lesen Webseiten, wenn dein Rechner online ist. Ein größeres Modell "
        "(`vance models`) kann das viel besser.",
    ),
    kind(  # the model behind it ("what model are you running on")
        rf"\b(?:what|which)\s+(?:ai\s+|language\s+)?(?:model|llm|ai)\s+(?:are|r|do|is|runs?"
        rf"|powers?)\s+(?:{_YOU}|eddie|this|it)\b|\b(?:what|which)\s+(?:model|llm)\s+is\s+"
        rf"(?:this|that|behind|running)\b|\b(?:are|r)\s+{_YOU}\s+(?:using|running on|based on"
        r"|powered by)\s+(?:an?\s+)?(?:model|llm|gpt|llama|mistral|qwen|smol)|\bwelches\s+"
        r"(?:ki-?)?modell\s+(?:bist|nutzt|verwendest|benutzt|läuft|laeuft|steckt)\b",
        "A small model built into Vance, running on your computer without the internet. "
        "`vance models` shows which one and lets you choose a bigger local or hosted one.",
        "Ein kleines, in Vance eingebautes Modell, das ohne Internet auf deinem Rechner läuft. "
        "`vance models` zeigt, welches, und lässt dich ein größeres lokales oder gehostetes "
        "wählen.",
        told=True,
    ),
    kind(  # what Eddie is doing ("what are you up to", "was machst du gerade")
        r"^\W*(?:(?:so|hey|hi|and|eddie|yo|ok)\W+)*(?:what\s+(?:are|r)\s+(?:you|u|ya)\s+(?:doing"
        r"|up to)|whatcha\s+doing?|wyd)(?:\s+(?:rn|right now|now|today|tonight|atm|at the moment"
        r"|eddie))*\W*$|^\W*(?:(?:hey|hallo|und|na)\W+)*was\s+machst\s+du\s*(?:gerade|grad|so"
        r"|heute|denn|eigentlich)?\s*(?:so)?\W*$",
        "Just here, ready for whatever you need. What's up?",
        "Ich bin hier und bereit für alles, was du brauchst. Was gibt's?",
        told=True,
    ),
    kind(  # who or what Eddie is ("wait what even are you", "was bist du eigentlich")
        r"^\W*(?:(?:wait|so|ok|okay|hey|hi|um+|uh+|and|but|hm+|lol|eddie|sorry|ehm|ähm|also|und"
        r"|moment|sag mal|hallo)\W+)*(?:who|what)\s+(?:even\s+|exactly\s+|actually\s+|the hell\s+"
        r"|tf\s+|on earth\s+|really\s+)?(?:are|r)\s+(?:you|u|ya)(?:\s+(?:even|exactly|actually"
        r"|anyway|again|really|eddie|then|now|lol|tho|though))*\W*$|^\W*(?:(?:und|also|sag mal"
        r"|moment|hallo|hey|ok)\W+)*(?:wer|was)\s+bist\s+du(?:\s+(?:eigentlich|überhaupt|ueberhaupt"
        r"|genau|denn|nochmal|jetzt))*\W*$|^\W*(?:what|who)(?:'?s|\s+is)\s+(?:eddie|vance)\W*$"
        r"|^\W*(?:wer|was)\s+ist\s+(?:eddie|vance)\W*$",
        "I'm Eddie, an assistant that runs on your computer, inside Vance. I answer quick "
        "questions and sums, remember things for you, set reminders, and hand bigger work "
        '(research, plans, drafts) to workers in your projects. Say "help" for a short tour.',
        "Ich bin Eddie, ein Assistent, der auf deinem Rechner läuft, in Vance. Ich beantworte "
        "kurze Fragen und rechne, merke mir Dinge, stelle Erinnerungen und gebe größere Arbeit "
        "(Recherche, Pläne, Entwürfe) an Worker in deinen Projekten. Sag „hilfe“ für eine "
        "kurze Tour.",
        told=True,
    ),
    kind(  # German at all
        r"^\W*(?:(?:und|also|hey|hi|hallo)\W+)?(?:kannst du|sprichst du|verstehst du|can (?:you|u)"
        r"|do (?:you|u) speak)\s+(?:auch\s+|also\s+|even\s+)?(?:deutsch|german)\b\W*$",
        "Yes: just write in German. With the small built-in model I understand commands and simple "
        "questions best; a bigger model (`vance models`) can chat freely.",
        "Ja, klar: Schreib einfach auf Deutsch. Mit dem kleinen eingebauten Modell verstehe ich "
        "vor allem Befehle und einfache Fragen; ein größeres Modell (`vance models`) kann frei "
        "plaudern.",
    ),
    kind(  # praise for Eddie
        _NO_QUESTION + rf".*?(?:\b(?:{_YOU}(?:'?re|re| are| r)?|ur)\s+(?:so\s+|really\s+"
        r"|actually\s+|pretty\s+|very\s+|the\s+|such\s+a\s+|a\s+|kinda\s+|lowkey\s+)*(?:best"
        r"|awesome|amazing|great|brilliant|star|legend|lifesaver|life saver|genius|gem|smart"
        rf"|clever|helpful|sweet|kind|cool|wonderful|fantastic|good at this)\b|\b{_YOU} rock\b"
        rf"|\bgood (?:job|bot|work)\b|\b(?:love|luv) {_YOU}\b|\bdu bist (?:super|toll|klasse"
        r"|spitze|der beste|lieb)\b)",
        "Thank you, that's kind of you! Happy to help any time.",
        "Danke, das ist lieb von dir! Ich helfe jederzeit gern.",
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._KINDS`, in order: the more specific first."""
