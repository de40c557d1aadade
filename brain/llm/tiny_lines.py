"""True lines for the kinds of request the tiny local model gets wrong every time.

Measured on SmolLM2-135M (issue 14, held-out dev set, several runs): asked about itself
("how old are you", "where are you from", "do you sleep", "your favourite film") it invents
a human life ("I'm 25 and just started my own business"); asked about the weather it makes
up a forecast; asked for a joke it writes nonsense; told something sad ("my dog died
yesterday") it answered "Pure joy, that's a brave story" or "it can be funny" (about one
reply in four acceptable). Such a request gets a fixed line instead, before the model is
asked (no model time at all); several lines of a kind take turns. Who Eddie is, how it is
and a joke are known in German too (the tiny model speaks no German: everything else in
German gets the honest line); other requests go to the model. Good news got fine
congratulations from the model for "i got a promotion" but "The baby is a new one" for "we're
having a baby!": it gets a fixed line too.
"""

from __future__ import annotations

import re

from brain.llm.guard import IDENTITY

_LOW_START = (
    r"^(?![^?]*\?\s*$)(?!\W*(?:how|what|whats|why|when|where|which|who|can|could|should|would"
    r"|do|does|is|are|tell|give|suggest|recommend|say|write|find|make|create|remind|set|show"
    r")\b).*"
)
"""What the user tells (no question, no request): the kinds of news and moods below."""
_NOT_LOW = re.compile(
    r"\b(?:not|no longer|never|isn'?t|wasn'?t)\s+(?:\w+\s+)?(?:sad|down|lonely|bored|tired"
    r"|stressed|nervous|worried|sick|ill|afraid|scared)\b",
    re.IGNORECASE,
)

_KINDS: tuple[tuple[re.Pattern[str], dict[str, tuple[str, ...]], bool], ...] = (
    (  # a serious low moment: no small talk, someone to talk to
        re.compile(
            r"\b(?:kill (?:myself|me)|end (?:it all|my life|things)|(?:want|wanna) to die|wanna die"
            r"|(?:don'?t|dont) want to (?:live|be here|wake up)|no (?:reason|point) (?:to|in) (?:live"
            r"|living|going on|anything)|(?:don'?t|dont|can'?t|cant) see the point|suicid\w*"
            r"|hurt(?:ing)? myself|self[- ]harm|hopeless|give up on (?:life|everything)"
            r"|nicht mehr leben|keinen sinn mehr|mich umbringen|mir was antun)\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I'm really sorry you're feeling like this, and I'm glad you told me. Please talk "
                "to someone you trust or a crisis line today (in an emergency, call your local "
                "emergency number; in the US you can call or text 988). I'm here to listen too.",
            ),
            "de": (
                "Es tut mir wirklich leid, dass es dir so geht, und gut, dass du es sagst. Bitte "
                "sprich heute mit jemandem, dem du vertraust, oder mit der Telefonseelsorge "
                "(0800 111 0 111, rund um die Uhr; im Notfall 112). Ich höre dir auch zu.",
            ),
        },
        True,
    ),
    (  # how Eddie is
        re.compile(
            r"^\W*(?:(?:hi+|hey+|hello|hallo|na|und|yo+|so|good (?:morning|evening|afternoon)"
            r"|morning|guten (?:morgen|abend|tag))\W+)?(?:how (?:are|r) (?:you|u|ya)(?: doing)?"
            r"(?: today)?|how(?:'?s| is) it going|how(?:'?s| is) life|what'?s (?:up|new|good)"
            r"|wh?a'?s+up|sup|wie geht(?:'?s| es)(?: dir)?|alles (?:gut|klar)(?: bei dir)?"
            r"|was geht(?: ab)?)\W*(?:eddie|buddy|man|dude)?\W*$",
            re.IGNORECASE,
        ),
        {
            "en": ("I'm doing well, thanks for asking! How about you?",),
            "de": ("Mir geht's gut, danke der Nachfrage! Und dir?",),
        },
        False,
    ),
    (  # who Eddie is (it said "I'm Emily" or "My name is Elena")
        re.compile(
            r"^\W*(?:(?:hi|hey|hello|hallo|so|and|und|ok)\W+)?(?:who (?:are|r) (?:you|u)"
            r"|what(?:'?s| is) (?:your|ur) name|introduce yourself|wer bist du"
            r"|wie hei(?:ß|ss)t du|was bist du)\b",
            re.IGNORECASE,
        ),
        {language: (line,) for language, line in IDENTITY.items()},
        False,
    ),
    (  # who made Eddie, and how it compares with the big assistants
        re.compile(
            r"\b(?:who (?:made|built|created|programmed|wrote|designed) (?:you|u)|(?:smarter|better"
            r"|dumber|faster) than (?:chatgpt|gpt|claude|gemini|siri|alexa|google)|are (?:you|u) "
            r"(?:chatgpt|gpt|claude|gemini|siri|alexa)|is eddie (?:your|ur) (?:real )?name"
            r"|(?:your|ur) real name|why (?:are|r) (?:you|u) called eddie|wer hat dich (?:gemacht"
            r"|gebaut|programmiert))\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I'm Eddie, the assistant in Vance, an app on your computer made by the people "
                "who build Vance. Right now I run on a very small built-in model, so big "
                "assistants know far more; with a bigger model (`vance models`) I do too.",
            ),
            "de": (
                "Ich bin Eddie, der Assistent in Vance, einer App auf deinem Rechner, gebaut von "
                "den Leuten hinter Vance. Gerade laufe ich auf einem sehr kleinen eingebauten "
                "Modell; mit einem größeren (`vance models`) weiß ich viel mehr.",
            ),
        },
        False,
    ),
    (  # goodbye in passing ("gotta run, kids are screaming lol ttyl")
        re.compile(
            r"\b(?:gotta (?:go|run|dash)|got to (?:go|run)|have to (?:go|run) now|ttyl|talk (?:to "
            r"(?:you|u) )?(?:later|soon|tomorrow)|heading (?:off|out)|logging off|signing off"
            r"|catch (?:you|u|ya) later|bye+|goodbye|cya|see (?:you|u|ya)|muss los|bis später"
            r"|tschüss)\b",
            re.IGNORECASE,
        ),
        {
            "en": ("Talk soon! I'll be here when you need me.",),
            "de": ("Bis bald! Ich bin da, wenn du mich brauchst.",),
        },
        False,
    ),
    (  # a joke
        re.compile(
            r"\b(?:jokes?|something funny|make me laugh|a pun|funny story|witz\w*"
            r"|was lustiges|bring mich zum lachen)\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Why did the scarecrow win an award? Because he was outstanding in his field.",
                "What do you call a fake noodle? An impasta.",
                "Why do programmers prefer dark mode? Because light attracts bugs.",
                "Why don't skeletons fight each other? They don't have the guts.",
                "I'm reading a book about anti-gravity. It's impossible to put down.",
            ),
            "de": (
                "Treffen sich zwei Magnete. Sagt der eine: „Was soll ich heute bloß anziehen?“",
                "Was macht ein Pirat am Computer? Er drückt die Enter-Taste.",
            ),
        },
        False,
    ),
    (  # Eddie's own life
        re.compile(
            r"\b(?:how old (?:are|r) (?:you|u)|(?:what'?s|what is) (?:your|ur) age"
            r"|where (?:are|r) (?:you|u) (?:from|based)|where do (?:you|u) (?:live|come from)"
            r"|(?:do|can|will|did) (?:you|u) (?:ever )?(?:sleep|eat|drink|dream"
            r"|get (?:tired|bored|sick|hungry|lonely)|feel \w+|have (?:feelings|emotions"
            r"|a (?:body|family|wife|husband|girlfriend|boyfriend|job|home|birthday|mom|mum|dad"
            r"|mother|father|brother|sister|pet|name)|kids|children|friends|parents|siblings|pets"
            r"|(?:a )?(?:mom|mum) and (?:a )?dad|hobbies))"
            r"|are (?:you|u) (?:alive|human|real|a (?:robot|person|human|real person|bot)"
            r"|married|happy|sad|lonely|tired|conscious)"
            r"|(?:what'?s|what is|what are) (?:your|ur) fav(?:ou?rite)?s?\b"
            r"|(?:your|ur) fav(?:ou?rite)? \w+)",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I'm Eddie, a program in Vance on your computer, so I have no body, age, home "
                "or favourites of my own, and I never need sleep. I'm always glad to hear "
                "about yours, though!",
            ),
            "de": (
                "Ich bin Eddie, ein Programm in Vance auf deinem Rechner: ohne Körper, Alter, "
                "Zuhause oder Lieblingsdinge, und Schlaf brauche ich auch nicht. Von deinen "
                "höre ich aber gern!",
            ),
        },
        False,
    ),
    (  # live data
        re.compile(
            r"\b(?:weather|forecast|(?:will|is|does) it (?:going to |gonna )?(?:rain|snow)\w*"
            r"|(?:will it be|is it going to be|gonna be) (?:sunny|cold|hot|warm|windy)"
            r"|temperature (?:outside|today|tomorrow|tonight)"
            r"|news|headlines|stock price|score of|(?:who|which team) won (?:the |last |yesterday"
            r"|today|tonight)(?!.*\b(?:first|in \d{4}|ever|history)\b)|scores?"
            r"|did (?:the |my |our )?[\w ]{1,30}? win (?:last|yesterday|today|tonight|this)"
            r"|(?:bitcoin|btc|crypto|stock|gold|gas|petrol|share) prices?|price of \w+ (?:now|today)"
            r"|traffic|(?:open|close|closes|opens) (?:today|tonight|now|on sunday)"
            r"|nachrichten|wer hat gewonnen|aktienkurs)\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "I can't see live data like prices, scores, opening hours, the weather or today's "
                "news from here, so I'd only be guessing. An app or website for it will know.",
            ),
            "de": (
                "Live-Daten wie Preise, Ergebnisse, Öffnungszeiten, Wetter oder Nachrichten sehe "
                "ich von hier aus nicht, ich könnte nur raten. Eine App oder Website dafür weiß es.",
            ),
        },
        False,
    ),
    (  # a loss
        re.compile(_LOW_START + r"\b(?:died|passed away|lost my|broke up|dumped)\b", re.I),
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
    (  # worry before something
        re.compile(_LOW_START + r"\b(?:nervous|anxious|worried|scared|afraid)\b", re.I),
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
        re.compile(_LOW_START + r"\bbored\b", re.I),
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
            r"|too much|deadlines|rough day|long day|sucks|^ugh)\b",
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
            r"|(?:we|i) won|having a baby|expecting a baby|pregnant|good news|great news"
            r"|bought (?:a|our|my) (?:house|home|flat|apartment)|befördert|verlobt|geheiratet"
            r"|bestanden|schwanger|gute nachrichten|neuen job"
            r"|finally (?:finished|did|made|got|fixed|solved|passed|managed|found)"
            r"|(?:on|for) the first (?:try|time)|first time ever|learn(?:ed|t) to|so proud"
            r"|proud of (?:myself|me|him|her|them|us)|first (?:steps|words|tooth)|i did it"
            r"|made it|nailed it|stolz)\b",
            re.IGNORECASE,
        ),
        {
            "en": (
                "Congratulations, that's wonderful news! How are you going to celebrate?",
                "That's fantastic, well done! You must be thrilled.",
            ),
            "de": (
                "Herzlichen Glückwunsch, das sind tolle Neuigkeiten! Wie feierst du?",
                "Wie schön, gratuliere! Du freust dich bestimmt riesig.",
            ),
        },
        True,
    ),
)


def known_answer(user_text: str, language: str = "en", turn: int = 0) -> str | None:
    """The fixed line for ``user_text`` when it is a request the tiny model cannot answer
    (a joke, Eddie's own life, live data, something sad or worrying the user tells); None
    lets the model answer. ``turn`` (how many answers came before) picks among a kind's
    lines, so a second joke is another one."""
    from brain.llm.tiny_ideas import idea, pick

    said = user_text.strip()
    for pattern, lines, _told in _KINDS:
        if _applies(pattern, said):
            return pick(lines, language, turn)
    return idea(said, language, turn)


def _applies(pattern: re.Pattern[str], said: str) -> bool:
    """Whether a kind's ``pattern`` fits ``said`` (what the user tells about their mood,
    not negated: "i'm not sad anymore" is no bad day)."""
    found = pattern.search(said) is not None
    return found and not (pattern.pattern.startswith("^") and _NOT_LOW.search(said))


def told(user_text: str) -> bool:
    """Whether ``user_text`` tells news or a mood that has a true line (a loss, worry, a bad
    day, good news, a serious low moment): that is what the user meant, however much it looks
    like a command to the router ("my son took his first steps today" is no task)."""
    said = user_text.strip()
    return any(is_told and _applies(pattern, said) for pattern, _lines, is_told in _KINDS)


def in_crisis(user_text: str) -> bool:
    """Whether ``user_text`` speaks of a serious low moment (the first kind): it gets someone
    to talk to, whatever the model or the router would make of it."""
    return _KINDS[0][0].search(user_text) is not None


def fixed_lines() -> frozenset[str]:
    """Every line :func:`known_answer` may say (left out of the model's view of the
    conversation: it copied them into later answers)."""
    from brain.llm.tiny_ideas import idea_lines

    own = frozenset(
        line for _pattern, lines, _told in _KINDS for many in lines.values() for line in many
    )
    return own | idea_lines()
