"""A how-are-you after a remark ("ugh, raining again. how are you doing?", "puh, lange woche.
und wie gehts dir?", "finally friday lol hows it going"): the remark is heard first (the weather,
a long or tiring week, a Monday, a Friday or a day off, feeling ill, a bad or a good mood, good
news naming what the user got, anything else told), then the question is answered. The
how-are-you line alone fit only when nothing came before it; the remark's own line left the
question unanswered. A remark that is a request or a serious low moment is no small talk. Used
by :func:`brain.llm.tiny_lines.known_answer`."""

from __future__ import annotations

import re

from brain.llm.tiny_got import got_news
from brain.llm.tiny_moments import HOW_ARE_YOU, YOUR_DAY
from brain.llm.tiny_mood_words import FEELING_ILL, GRUMPY, NOT_A_PET, NOT_PRAISED, TIRED

_ASKED = re.compile(
    r"(?:^|[\s,.;:!?…~-]+)(?:(?:and|und|but|aber|so|also|anyway|anyways|egal|jedenfalls|btw|by the"
    r" way|sonst|ansonsten|eddie|hey|na)\W+)*(?P<how>"
    + HOW_ARE_YOU
    + r"(?:\s+(?:with|mit) (?:you|u|dir))?|(?P<day>"
    + YOUR_DAY
    + r"))\W*(?:(?:eddie|buddy|man|dude|alter|lol|haha|btw|then|dann)\W*)*$",
    re.IGNORECASE,
)
"""The question at the end, after the remark and its joining word ("…, and how r u?")."""
_ONLY_HELLO = re.compile(
    r"^(?:\W*(?:hi+|hey+|hello|hallo|na|yo+|so|ok|okay|oh|well|good (?:morning|evening|afternoon)"
    r"|morning|evening|gm|guten (?:morgen|abend|tag)|moin|servus|huhu|eddie|du|buddy|there))*\W*$",
    re.IGNORECASE,
)
"""A greeting is no remark ("hey eddie, how are you": the how-are-you line alone)."""
_REQUEST = re.compile(
    r"\b(?:remind|set|create|make|write|draft|send|text|email|schedule|archive|delete|book|order"
    r"|plan|find|search|look up|tell me|show me|can you|could you|would you|will you|please|pls"
    r"|erinner\w*|erstell\w*|schreib\w*|schick\w*|such\w*|zeig\w*|kannst du|könntest du|bitte)\b"
    r"|\?",
    re.IGNORECASE,
)
"""A request or a question in the remark: it is asked, not told (the kinds that read it go on)."""
_DE = re.compile(
    r"\b(?:wie gehts|wie geht|wie l(?:ä|ae|a)uft|alles (?:gut|klar|fit)|was geht|wie war|und dir"
    r"|bei dir|ich|mir|mich|bin|hab|habe|ist|schon|wieder|endlich|heute|woche|montag|freitag"
    r"|wochenende|regnet|kalt|müde|muede|puh|uff|echt|total|nicht)\b",
    re.IGNORECASE,
)

_HEARD: tuple[tuple[re.Pattern[str], str, str, bool], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), en, de, gentle)
    for pattern, en, de, gentle in (
        (
            r"\b(?:died|passed away|lost (?:my|our)|funeral|broke up|dumped|put down|gestorben"
            r"|verstorben|beerdigung|schluss gemacht|eingeschläfert|eingeschlaefert)\b",
            "I'm so sorry, that's really hard. I'm here if you want to talk about it.",
            "Das tut mir sehr leid, das ist wirklich schwer. Ich bin da, wenn du reden magst.",
            True,
        ),
        (
            NOT_A_PET + NOT_PRAISED + rf".*\b(?:{FEELING_ILL})\b",
            "Oh no, I'm sorry you're feeling rough. Get well soon, and take it easy!",
            "Oh nein, gute Besserung! Mach langsam und ruh dich aus.",
            True,
        ),
        (
            r"\b(?:snow\w*|schnee\w*|schneit)\b",
            "Snow! ❄️ Stay warm out there.",
            "Schnee! ❄️ Pack dich warm ein.",
            False,
        ),
        (
            r"\b(?:rain\w*|drizzl\w*|pour\w*|grey|gray|gloomy|miserable weather|storm\w*|windy"
            r"|freezing|so cold|cold out\w*|sleet|sch(?:ü|ue)tte\w*|gie(?:ß|ss)t|fog\w*|regen\w*|regnet|niesel\w*|grau|sturm"
            r"|stürmisch|kalt|eisig|nebel\w*|schmuddelwetter|sauwetter|mistwetter)\b",
            "Ugh, that weather! 🌧️ A good excuse for something warm and cosy.",
            "Oh, dieses Wetter! 🌧️ Eine gute Ausrede für etwas Warmes und Gemütliches.",
            False,
        ),
        (
            r"\b(?:hot|heat\w*|so warm|boiling|sweltering|scorching|sunny|sunshine|heiß|heiss|hitze"
            r"|sonnig|sonne|schwül|schwuel)\b",
            "Sounds like proper sunshine out there! ☀️ Keep some water close and find a bit of shade.",
            "Klingt nach richtig Sonne! ☀️ Trink genug und gönn dir ein bisschen Schatten.",
            False,
        ),
        (
            r"\b(?:mondays?|montag\w*)\b",
            "Ah, Mondays! It only gets easier from here.",
            "Ach, Montage! Ab jetzt wird die Woche nur leichter.",
            True,
        ),
        (
            r"\b(?:friday|fri-?yay|tgif|weekend|day off|days off|holidays?|vacation|time off"
            r"|off work|payday|freitag|wochenende|feierabend|urlaub|frei(?:en tag)?|ferien)\b",
            "Finally! You've earned it. 🎉",
            "Endlich! Hast du dir verdient. 🎉",
            False,
        ),
        (
            rf"\b(?:{TIRED}|stress(?:ed|ful)?|overwhelm\w*|swamped|gestresst|long (?:day|week|night"
            r"|shift|one)|what a (?:day|week|night)|was für (?:ein tag|eine woche)|busy|hectic|crazy (?:day"
            r"|week)|knackered|drained|puh+|uff+|phew|lange[nr]? (?:tag|woche|nacht|schicht)"
            r"|stressig|anstrengend|viel los|kaputt|k\.?o\.?|fix und fertig|erledigt)\b",
            "Sounds like a lot. I hope you get a proper break soon!",
            "Klingt nach ganz schön viel, hoffentlich kannst du bald mal richtig durchatmen!",
            True,
        ),
        (
            r"\b(?:not (?:too |so |that )?bad|can'?t complain|all good|(?:i'?m|im|i am|doing|feeling)"
            r" (?:good|well|fine|ok|okay|great)|pretty good|nicht schlecht|ganz gut|(?:mir )?geht'?s"
            r" (?:mir )?gut|gut soweit)\b",
            "Glad to hear it!",
            "Freut mich!",
            False,
        ),
        (
            rf"\b(?:{GRUMPY}|ugh+|argh+|bad|rough|awful|terrible|horrible|rubbish|crap|sucks"
            r"|annoy\w*|frustrat\w*|worst|sad|down|not great|nervig|mist|blöd|bloed|doof|mies"
            r"|schlecht|traurig|ärger\w*|aerger\w*|nervt|kacke|burn[te]d?|broke|spilled|spilt|dropped"
            r"|forgot|missed|locked out|crashed|verbrannt|kaputt gemacht|verschüttet|vergessen"
            r"|verpasst)\b|:\(|😩|😞|😢|🙄",
            "Oh no, sorry to hear that. I hope the rest of the day is kinder to you.",
            "Oh je, das tut mir leid. Hoffentlich wird der Rest des Tages besser.",
            True,
        ),
        (
            r"\b(?:got (?:the|a|my) (?:\w+ )?(?:job|offer|place|promotion|flat|apartment|house)"
            r"|promot\w*|passed (?:my|the)|engaged|pregnant|won\b|new job|job bekommen|stelle"
            r" bekommen|bestanden|befördert|befoerdert|verlobt|schwanger|gewonnen)",
            "Congratulations, that's brilliant news! 🎉",
            "Glückwunsch, das sind tolle Neuigkeiten! 🎉",
            False,
        ),
        (
            r"\b(?:great|good|amazing|awesome|fantastic|brilliant|lovely|wonderful|nice|happy"
            r"|excited|yay+|woo+hoo+|finally|love|best|super|toll|schön|schoen|geil|klasse"
            r"|endlich|juhu|cool|glücklich|gluecklich|froh)\b|!|😊|😄|🎉|☀️",
            "Love that! 😊",
            "Wie schön! 😊",
            False,
        ),
    )
)
"""What the remark tells, each with how it is heard (the first that fits is said) and whether
it is heard with care: the question is then answered gently ("How are you holding up?")."""
_ANSWER = {
    "en": "I'm doing well, thanks for asking! How are you doing yourself?",
    "de": "Mir geht's gut, danke der Nachfrage! Und wie geht's dir sonst so?",
}
_GENTLE_ANSWER = {
    "en": "I'm fine, thanks for asking. How are you holding up?",
    "de": "Mir geht's gut, danke der Nachfrage. Und wie geht's dir selbst?",
}
_DAY_ANSWER = {
    "en": "No days off and no Mondays for me, so I'm fine, thanks! How's yours going?",
    "de": "Ich hab keine Wochenenden und keine Montage, mir geht's also gut, danke! Wie läuft's "
    "bei dir?",
}
_TOLD = {"en": "Thanks for telling me!", "de": "Danke fürs Erzählen!"}


def remark_then_asked(said: str, language: str) -> str | None:
    """The warm reply to a remark followed by a how-are-you, or None (no remark before it, or
    no how-are-you at its end)."""
    found = _ASKED.search(said)
    if found is None:
        return None
    told = said[: found.start("how")]  # with its marks: "got the job!!! how r u"
    remark = said[: found.start()].strip(" \t,.;:-–—~…")
    if not remark or _ONLY_HELLO.match(remark) or _REQUEST.search(remark):
        return None
    if language != "de" and len(_DE.findall(said)) >= 2:
        language = "de"  # "puh, lange woche. und wie gehts dir" in an English session
    language = language if language in _ANSWER else "en"
    en, de, gentle = next(
        ((en, de, gentle) for pattern, en, de, gentle in _HEARD if pattern.search(told)),
        (_TOLD["en"], _TOLD["de"], False),
    )
    heard = got_news(told, language, short=True) or (de if language == "de" else en)
    answer = _DAY_ANSWER if found["day"] else _GENTLE_ANSWER if gentle else _ANSWER
    return f"{heard} {answer[language]}"
