"""Short chat turns the small model turned into nonsense ("lol" → "I'm sorry, I couldn't help
it.", "brb" → "Brus, the capital of France is Paris.", "hmm" → condolences): a laugh, a
hum, a lone question mark, "brb", a bare "sorry", a complaint about Eddie, "tell me about
yourself", "can you help me with …". Used by :func:`brain.llm.tiny_lines.known_answer` with
Eddie's other lines about itself."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind

CHAT_KINDS: tuple[Kind, ...] = (
    kind(  # a knock-knock joke begun
        r"^\W*(?:knock,?\s*knock|klopf,?\s*klopf)\W*$",
        "Who's there?",
        "Wer ist da?",
    ),
    kind(  # a laugh, a hum, a lone question mark
        r"^\W*(?:lol+|lmao+|rofl|haha+|hahah\w*|hehe+|xd+|hm+|huh|eh|ah+|oh+|ok\?|okay\?|\?+|\.{2,}"
        r"|…|😂|🤣|😅|🙂|😊|🤔)(?:\s+(?:lol|haha|ok|eddie))*\W*$",
        "😄 What's on your mind?",
        "😄 Was gibt's?",
        told=True,
    ),
    kind(  # asking to talk, with nothing said yet
        r"^\W*(?:(?:hey|hi|so|um+|eddie|ok)\W+)*(?:can|could|may) (?:i|we) (?:talk|chat|speak) (?:to|with)"
        r" (?:you|u|eddie)(?: (?:about|for) (?:something|a (?:sec|second|minute|bit)|smth|sth))?(?:\W+eddie)?\W*$"
        r"|^\W*(?:(?:hey|hi|so|um+|eddie|ok)\W+)*(?:can|could|may) i (?:tell|ask) (?:you|u)"
        r" (?:something|smth|sth|a question|a thing)(?:\W+eddie)?\W*$|^\W*(?:(?:hey|hallo|du|eddie)\W+)*(?:kann|darf)"
        r" ich (?:dir (?:was|etwas) (?:erzählen|erzaehlen|sagen)|(?:dich )?(?:was|etwas) fragen|kurz"
        r" mit dir reden|mit dir (?:über was |über etwas )?reden)(?:\W+eddie)?\W*$",
        "Of course, I'm listening. What's on your mind?",
        "Klar, ich höre zu. Was gibt's?",
        told=True,
    ),
    kind(  # back in a moment
        r"^\W*(?:brb|be right back|back in a (?:bit|sec|second|minute|min)|one sec(?:ond)?|gimme a"
        r" (?:sec|second|minute|min)|hold on|hang on|gleich zurück|gleich zurueck|bin gleich"
        r" (?:wieder )?da|moment mal|kurz warten)\W*$",
        "Sure, take your time. I'll be here.",
        "Klar, lass dir Zeit. Ich bin hier.",
        told=True,
    ),
    kind(  # a go-ahead with nothing waiting for one (a question Eddie asked is answered before)
        r"^\W*(?:(?:yeah|yes|yep|yup|sure|ok|okay|k|alright|cool|great|perfect|fine|sounds good"
        r"|ja|jo|klar|passt|gut|okay dann|na gut)\W+)*(?:go ahead|go for it|do it|just do it"
        r"|proceed|carry on|let'?s do (?:it|this)|let'?s go|make it so|start (?:it|now)|mach (?:(?:es|das)"
        r"(?: so| ruhig| einfach)?|ruhig|einfach|mal)|leg los|fang (?:an|mal an)|los geht'?s|dann los)"
        r"(?:\s+(?:with|on) (?:it|that|this))?(?:\s+(?:then|pls|please|now|bitte|dann|eddie))*\W*$",
        "Go ahead with what? Nothing is waiting for your OK right now. Tell me what you'd like "
        "done, in a few words.",
        "Womit soll ich loslegen? Gerade wartet nichts auf dein OK. Sag mir in ein paar Worten, "
        "was ich tun soll.",
    ),
    kind(  # out for a while, said in passing ("my sister lands at 9:40, so i'll be out a bit")
        r"\b(?:i'?ll|i will|im|i'm|i am|gonna|going to) (?:be )?(?:out|away|offline|afk|gone|off)"
        r"(?: for (?:a bit|a while|an hour|a few hours|the (?:day|evening|afternoon|night)))?\W*$"
        r"|\b(?:bin|ich bin) (?:mal )?(?:kurz |eine weile |ein paar stunden )?(?:weg|unterwegs"
        r"|nicht da|offline)\W*$",
        "Have a good time! I'll be here when you're back.",
        "Viel Spaß! Ich bin da, wenn du zurück bist.",
        told=True,
    ),
    kind(  # a compliment for Eddie
        r"^\W*(?:(?:haha+|lol|wow|ok|okay|honestly|ngl|tbh|damn|omg)\W+)*(?:you'?re|youre|ur|you"
        r" are|u r|you'?ve been|du bist|du warst)\s+(?:(?:actually|really|pretty|so|super|very"
        r"|kinda|quite|genuinely|today|heute|echt|wirklich|ziemlich|richtig|voll|total|ganz schön"
        r"|mal wieder)\s+)*(?:useful|helpful|smart|clever|great|awesome|amazing|good|brilliant"
        r"|a lifesaver|the best|fast|quick|speedy|on fire|nützlich|nuetzlich|hilfreich|klug|schlau"
        r"|super|toll|genial|der beste|spitze|schnell|fix|flott)\b",
        "Ha, thank you, that's nice to hear! Glad I could help. What else can I do for you?",
        "Haha, danke, das freut mich! Schön, dass ich helfen konnte. Was kann ich noch für dich "
        "tun?",
        told=True,
    ),
    kind(  # Eddie is funny
        r"^\W*(?:(?:haha+|lol+|lmao|wow|ok|okay|honestly|ngl|tbh|omg)\W+)*(?:you'?re|youre|your|ur|you"
        r" are|u r|du bist)\s+(?:(?:actually|really|pretty|so|super|very|kinda|kind of|quite|honestly"
        r"|sometimes|manchmal|echt"
        r"|wirklich|ziemlich|voll|ja)\s+)*(?:funny|hilarious|witty|a riot|a joker|lustig|witzig"
        r"|komisch)(?:\s+for (?:a|an) (?:computer|bot|robot|ai|machine|program))?(?:,?\s+(?:and|&|und)"
        r" (?:smart|clever|helpful|sweet|kind|cool|klug|schlau|lieb))?(?:\W+(?:lol|haha\w*"
        r"|eddie|tbh|ngl|tho|though|man|dude|honestly|sometimes|at times|manchmal))*\W*$",
        "Ha, thanks, I'll take it! 😄 What's up?",
        "Haha, danke, das nehme ich gern! 😄 Was gibt's?",
        told=True,
    ),
    kind(  # awake at night and wanting company
        r"\b(?:can'?t|cant|cannot|couldn'?t) sleep\b.*\b(?:talk|chat|company|keep me company|distract"
        r"|tell me (?:something|a story))\b|\b(?:kann nicht schlafen|schlafe nicht ein)\b.*"
        r"\b(?:reden|quatschen|erzähl|erzaehl|gesellschaft|ablenken)\b",
        "Sure, I'm here. What's keeping you up, something on your mind, or just not tired? We "
        "can talk about it, or about anything else: a favourite film, a place you'd like to "
        "go. And if you want, a slow breath in for four and out for six helps the body calm "
        "down.",
        "Klar, ich bin da. Was hält dich wach, geht dir was durch den Kopf, oder bist du "
        "einfach nicht müde? Wir können darüber reden oder über was ganz anderes: einen "
        "Lieblingsfilm, einen Ort, an den du gern reisen würdest. Und wenn du magst: vier "
        "Sekunden ein-, sechs Sekunden ausatmen beruhigt den Körper.",
        told=True,
    ),
    kind(  # the weather told as a mood ("its raining again, i kinda like it tbh")
        r"^(?![^?]*\?\s*$).*\b(?:it'?s|its|it is|es)\s+(?:\w+\s+)?(?:raining|pouring|snowing|storming"
        r"|regnet|schneit|stürmt)\b.*\b(?:like it|love it|cozy|cosy|nice|mag (?:das|es|ich)|gemütlich"
        r"|schön)\b",
        "Same here, rain has its charm: tea, a blanket and a good book or show. Got anything cosy "
        "planned?",
        "Geht mir auch so, Regen hat was: Tee, eine Decke und ein gutes Buch oder eine Serie. "
        "Schon was Gemütliches vor?",
        told=True,
    ),
    kind(  # a bare apology
        r"^\W*(?:(?:oh|oops|ah|ok)\W+)?(?:sorry|sry|my bad|oops|apologies|entschuldigung|sorry dafür"
        r"|tut mir leid|mein fehler)(?:\s+(?:eddie|about that|for that|dafür|lol))*\W*$",
        "No worries at all! What can I do for you?",
        "Kein Problem! Was kann ich für dich tun?",
        told=True,
    ),
    kind(  # a complaint about Eddie
        r"^\W*(?:(?:wow|ugh|man|omg|bruh|ok|honestly|tbh|lol)\W+)*(?:you(?:'re|r| are)|youre|ur|u r"
        r"|du bist|this is|that was|(?:that|this|your|the|deine|die) (?:last |letzte )?(?:answer|reply|response|antwort)"
        r" (?:was|is|war|ist))\s+(?:kinda |kind of |sort of |a bit |so |really |pretty |just |simply "
        r"|totally |completely |echt |voll |total |so |ziemlich |manchmal )?(?:useless"
        r"|stupid|dumb|bad|terrible|awful|annoying|wrong|not helpful|unhelpful|nutzlos|dumm|doof"
        r"|schlecht|blöd|bloed|nervig|keine hilfe|falsch|wrong)\W*(?:(?:eddie|sometimes|manchmal|ngl|tbh"
        r"|lol|honestly|at times|today|heute|lately|btw|tho|though|grad|gerade)\W*)*$|^\W*(?:you suck|that'?s wrong"
        r"|wrong answer|falsch|quatsch|das stimmt nicht)\W*$",
        "Sorry I let you down. The small built-in model only does simple things well; a bigger "
        "model (`vance models`) helps a lot. What were you trying to do? I'll try again.",
        "Tut mir leid, dass ich dir nicht helfen konnte. Das kleine eingebaute Modell kann nur "
        "einfache Dinge gut; ein größeres (`vance models`) hilft sehr. Was wolltest du "
        "machen? Ich versuche es nochmal.",
        told=True,
    ),
    kind(  # tell me about yourself
        r"^\W*(?:(?:so|ok|hey|and)\W+)*(?:tell me (?:a (?:bit|little) )?(?:more )?about (?:yourself"
        r"|you)|introduce yourself|erz(?:ä|ae)hl (?:mir )?(?:mal )?(?:was |etwas )?(?:über|ueber)"
        r" dich|stell dich (?:mal )?vor)\W*$",
        "I'm Eddie, an assistant that runs on your computer, inside Vance. I answer quick "
        "questions and sums, remember things for you, set reminders, draft short texts, and hand "
        'bigger work (research, plans, drafts) to workers in your projects. Say "help" for a '
        "short tour.",
        "Ich bin Eddie, ein Assistent, der auf deinem Rechner läuft, in Vance. Ich beantworte "
        "kurze Fragen und rechne, merke mir Dinge, stelle Erinnerungen, entwerfe kurze Texte und "
        "gebe größere Arbeit (Recherche, Pläne, Entwürfe) an Worker in deinen Projekten. Sag "
        "„hilfe“ für eine kurze Tour.",
        told=True,
    ),
    kind(  # can you help me (with something)
        r"^\W*(?:(?:hey|hi|so|ok|eddie)\W+)*(?:can|could|would) (?:you|u) help me(?: out)?(?: with"
        r" (?:my |a |an |the |some |this |something)?(?:\w+)?(?: \w+)?)?(?: (?:pls|please))?\W*$"
        r"|^\W*(?:kannst|könntest|koenntest) du mir (?:mal |kurz |bitte )*(?:bei (?:meine[nmr]? |"
        r"der |dem |den |etwas |was )?(?:\w+)? )?helfen\W*$",
        "Sure! Tell me what you need in a sentence or two, and I'll do what I can. Bigger work "
        "(research, an essay, a plan) goes to a worker in a project.",
        "Klar! Sag mir in ein, zwei Sätzen, was du brauchst, dann tue ich, was ich kann. "
        "Größere Arbeit (Recherche, ein Text, ein Plan) übernimmt ein Worker in einem Projekt.",
        told=True,
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._FIRST`."""
