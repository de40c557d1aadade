"""True lines for the kinds of request the tiny local model gets wrong every time.

Measured on SmolLM2-135M (issue 14, held-out dev set, several runs): asked about itself
("how old are you", "where are you from", "do you sleep", "your favourite film") it invents
a human life ("I'm 25 and just started my own business"); asked about the weather it makes
up a forecast; asked for a joke it writes nonsense; told something sad ("my dog died
yesterday") it answered "Pure joy, that's a brave story" or "it can be funny" (about one
reply in four acceptable). Such a request gets a fixed line instead, before the model is
asked (no model time at all); several lines of a kind take turns. Who Eddie is, how it is
and a joke are known in German too (the tiny model speaks no German: everything else in
German gets the honest line); other requests go to the model. Good news got "The baby is a new
one" for "we're having a baby!": it gets a line too, naming what the user got or made.
"""

from __future__ import annotations

import re

from brain.llm.answer_trust import asks_for_steps
from brain.llm.tiny_asks import asks_anyway, how_to_say, reply_unseen, withdrawn
from brain.llm.tiny_can import CAN_KINDS, FILES, OUTSIDE, TRACKING
from brain.llm.tiny_careful import CAREFUL_KINDS
from brain.llm.tiny_chat import CHAT_KINDS
from brain.llm.tiny_days import DAY_KINDS
from brain.llm.tiny_eddie import EDDIE_KINDS, WHAT_IF
from brain.llm.tiny_good_moods import GOOD_MOOD_KINDS, made_first
from brain.llm.tiny_got import got_news
from brain.llm.tiny_ideas import Kind
from brain.llm.tiny_kin import KIN_KINDS
from brain.llm.tiny_live import LIVE_KINDS
from brain.llm.tiny_mixed import MIXED_KINDS
from brain.llm.tiny_moments import MOMENT_KINDS
from brain.llm.tiny_mood_words import BAD_DAY
from brain.llm.tiny_moods import MOOD_KINDS
from brain.llm.tiny_passed import passed_news
from brain.llm.tiny_pet_news import lost_pet, named_pet
from brain.llm.tiny_self import SELF_KINDS
from brain.llm.tiny_talk import TALK_KINDS
from brain.llm.tiny_troubles import JOURNEY_OVER, STRANDED, TOLD_OFF, TROUBLE_KINDS
from brain.text import spelled_out

_NOT_LOW = re.compile(
    r"\b(?:not|no longer|never|isn'?t|wasn'?t)\s+(?:\w+\s+)?(?:sad|down|lonely|bored|tired"
    r"|stressed|nervous|worried|sick|ill|afraid|scared)\b",
    re.IGNORECASE,
)

_FIRST: tuple[Kind, ...] = (
    *MOMENT_KINDS,
    *EDDIE_KINDS,
    WHAT_IF,
    *SELF_KINDS,
    *CAN_KINDS,
    TRACKING,
    FILES,
    JOURNEY_OVER,
    STRANDED,
    *CHAT_KINDS,
    *TALK_KINDS,
    *KIN_KINDS,
    *DAY_KINDS,
    *MIXED_KINDS,
)
"""Kinds said before an idea: a crisis, how and who Eddie is, a journey gone wrong (sympathy
before the tip on it), goodnight and goodbye, nerves before a big day (a pep talk for an
interview is for the interview), small talk told (a Monday, snow, a sleepless night: "any tips"
gets the tips), family news and everyday small talk (a grandpa turning 90, a move, a haircut),
mixed feelings about anything."""
_LATER: tuple[Kind, ...] = (
    *TROUBLE_KINDS,
    *CAREFUL_KINDS,
    *LIVE_KINDS,
    *GOOD_MOOD_KINDS,
    *MOOD_KINDS,
)


_KINDS = _FIRST + _LATER
_BAD_DAY = re.compile(BAD_DAY, re.IGNORECASE)
_ABOUT_EDDIE = frozenset(
    pattern for pattern, _lines, _told in (*EDDIE_KINDS, *SELF_KINDS, *CAN_KINDS)
)
_WRITING = re.compile(
    r"\b(?:write|draft|compose|apologi[sz]e|say sorry|text|message|email|note|card|invite|caption"
    r"|toast|schreib\w*|formulier\w*|nachricht|karte|einladung)\b",
    re.IGNORECASE,
)
"""A text asked for: what the user tells around it is for the text, not a mood to answer."""
_HOW = re.compile(
    r"\bhow (?:do|can|should|could) (?:i|we)\b|\bwie (?:kann|soll|mache|bekomme|kriege) ich\b"
    r"|\bwie (?!lange\b|gerne?\b|sehr\b)\w+(?:e|en) (?:ich|wir)\b",
    re.I,
)
"""Asked how to do something ("wie frage ich meinen chef …", "wie gewöhnen wir die katze daran"):
no news or mood to answer, whatever else it tells."""
_HOW_TO_TELL = re.compile(
    r"\b(?:how (?:do|should|can|could|would) (?:i|we) (?:tell|ask|let|break (?:it|the news) to"
    r"|explain to)|wie (?:sag|frag|bitt|erklär|erklaer)\w* (?:ich|wir))\b",
    re.I,
)
"""Asked how to tell or ask someone: a tip on that talk beats a text to send ("how do i tell my
manager i'm quitting" is the advice on quitting, not "Hi, I'm quitting. Thanks!")."""
_FACT_FIRST = re.compile(
    r"^\W*(?:(?:so|ok|okay|hey|hmm|quick q\w*|random question|wait)\W+)*(?:why (?:is|are|do|does|did"
    r"|was|were) (?!my\b|our\b|i\b)|what (?:causes|makes|is|are|'s)\b(?! (?:the )?(?:best|easiest|quickest"
    r"|right) way)|how (?:many|much|old|far|big|tall|long (?:is|are|was|were|does|did) (?!my\b)"
    r"|long (?:can|do|does|should) (?:you|one|i) (?:keep|store|freeze))\b"
    r"|is it true|(?:is|are|does|do|can) (?!my\b|our\b|it\b|this\b|that\b|i\b|you\b|u\b)[a-z0-9]\w*|warum (?:ist|sind|bekommt|kriegt|wird|werden|hat|haben) (?:man|ein|eine|der|die|das)?"
    r"|lohnt (?:es )?sich\b|is it (?:really |even )?worth\b|wieso|weshalb|wie ?viel\w* (?!muss ich|soll ich)|wie lange (?:dauert|braucht|lebt|hält)|was (?:ist|sind"
    r"|bedeutet|macht)\b|woraus|wofür|wofuer|woher (?:kommt|kommen|stammt|stammen)\b|warum gibt(?: es|'?s)\b"
    r"|warum (?:fliegen|fliegt|sinkt|sinken|schwimmt|schwimmen|bringt|bringen|leuchtet|leuchten|machen"
    r"|fällt|fallen|steigt|steigen|wächst|wachsen)\b)",
    re.IGNORECASE,
)
"""A question of fact by its first words: a fact found beats a tip that shares its words."""
_APART = re.compile(
    r"\b(?:diff\w*|vs|versus|(?:the )?same (?:thing|as)|unterschi\w*|unterscheid\w*|dasselbe|das"
    r" gleiche)\b|\b(?:is (?:it|this|that)|ist (?:es|das)) [\w' ]{2,30}? (?:or|oder) [\w' ]{2,30}\W*$",
    re.IGNORECASE,
)
"""Two things asked apart ("cold sore vs canker sore", "is it hay fever or a cold"): the fact
of the pair beats a tip for one of them."""
_WHY = re.compile(
    r"\b(?<!that's )(?<!thats )(?<!which is )(?:why|how come|warum|wieso|weshalb)\b(?! not\b)",
    re.IGNORECASE,
)
"""A why-question anywhere ("my kid asked why …", "warum muss man beim zwiebeln schneiden
weinen"): the cause is asked; a tip that shares its words follows it when tips are asked or
the user asks about themselves ("why do my eyes water when i cut onions")."""
_WHY_MINE = re.compile(
    r"\b(?:why|how come|warum|wieso|weshalb)\b[^?.!,;]*\b(?:my|our|mein\w*|unser\w*)\s+(?!(?:eyes?"
    r"|ears?|skin|fingers?|toes?|knuckles?|stomach|tummy|belly|nose|hair|nails?|teeth|tooth|tongue"
    r"|feet|foot|legs?|hands?|lips?|heart|muscles?|joints?|body|voice|augen|ohren|haut|finger|zehen"
    r"|magen|bauch|nase|haare?|nägel|naegel|zähne|zaehne|zunge|füße|fuesse|füsse|beine?|hände"
    r"|haende|lippen|herz|muskeln|gelenke|körper|koerper|stimme)\b)",
    re.IGNORECASE,
)
"""Why something of the user's own does something ("why is my basil drooping", "why do my plants
have yellow leaves"): a tip for it knows better than a fact about the world; the body is
everyone's ("why do my ears pop on a plane" is the fact)."""
_SELF = re.compile(r"\b(?:i|me|my|ich|mir|mich|mein\w*)\b", re.IGNORECASE)
"""The user asks why about themselves: the tip for it follows the cause."""

_WHY_SENTENCE = re.compile(r"[^.?!;]*" + _WHY.pattern + r"[^.?!;]*", re.IGNORECASE)
_ASKED_BY = re.compile(
    r"\b(?:my|our|mein\w*|unser\w*) (?:\w+ ){0,2}?(?:keeps? asking|asked|asks|wants? to know"
    r"|wanted to know|wonders|fragt|fragte|will wissen|wollte wissen)\b",
    re.IGNORECASE,
)
"""Someone else's why passed on ("my kid keeps asking why …"): not about the user."""
"""A why-question to its end: "my kid asks why leaves go red. …" is not about the user."""
_TWO_ASKED = re.compile(r"\?.*\S.*\?|,?\s\b(?:and|und|also|plus)\b\s+(?!you\b)\w+", re.IGNORECASE)
"""Two questions in one message ("who made you, and does anything i type get sent …?")."""
_MORE = re.compile(r"[.!?,;:]\s*\w|\b(?:and|then|also|und|dann)\b", re.IGNORECASE)
"""More after a question about Eddie: it may be a command too."""


def known_answer(user_text: str, language: str = "en", turn: int = 0) -> str | None:
    """The fixed line for ``user_text`` when it is a request the tiny model cannot answer
    (a joke, Eddie's own life, live data, something sad or worrying the user tells, mail to
    read or send); None lets the model answer. ``turn`` (how many answers came before) picks
    among a kind's lines, so a second joke is another one."""
    from brain.llm.tiny_accounts import out_of_reach

    def written(asked: str) -> str | None:
        return _answered(asked, language, turn)

    reach = None if in_crisis(user_text) else out_of_reach(user_text.strip(), language, written)
    return reach if reach is not None else _answered(user_text, language, turn)


def _answered(user_text: str, language: str, turn: int) -> str | None:
    """:func:`known_answer` for all but the mail and messages Eddie cannot reach."""
    from brain.llm.tiny_apology import apology
    from brain.llm.tiny_compose import bio, review
    from brain.llm.tiny_either import playful
    from brain.llm.tiny_facts import asked_plainly, danger, known_fact
    from brain.llm.tiny_ideas import idea, named_idea, pick
    from brain.llm.tiny_invite import invitation, invitation_declined
    from brain.llm.tiny_letter import cancellation, decline, letter_start, unaddressed
    from brain.llm.tiny_message import message_draft
    from brain.llm.tiny_message_kinds import stock_occasion
    from brain.llm.tiny_notes import noted
    from brain.llm.tiny_phrases import phrase_answer
    from brain.llm.tiny_remark import remark_then_asked
    from brain.llm.tiny_spell import spelling
    from brain.llm.tiny_tidy import shortened, softened
    from brain.llm.tiny_words import meaning
    from brain.llm.tiny_written import composed

    said = spelled_out(user_text.strip())
    if not in_crisis(said):  # "… ? ach, vergiss es": only the taking back is answered
        said = withdrawn(said) or said
    if not in_crisis(said) and (rewritten := softened(said) or shortened(said)) is not None:
        return rewritten  # the user's own words to rewrite: what they say is not asked of Eddie
    if not in_crisis(said) and (text := composed(said)) is not None:
        return text  # a card, a notice, a post with its details: "his mother died" is the card's
    word = (  # "what does ttyl mean" is no goodbye, "my dog ate two grapes, worried?" no worry
        None
        if in_crisis(said)
        else meaning(said, language) or phrase_answer(said, language) or danger(said, language)
    )
    if word is not None:
        return word
    if not in_crisis(said) and (remark := remark_then_asked(said, language)) is not None:
        return remark  # "ugh, raining again. how are you?": the rain heard, the question answered
    if (fond := named_idea(said, language, turn, kind="liked")) is not None:
        return fond  # "do you like rainy days?": a word on rainy days, not "no favourites"
    if (pet := named_pet(said, language) or lost_pet(said, language)) is not None:
        return pet  # "we got a puppy! his name is bruno": Bruno welcomed, not asked for
    for index, (pattern, lines, _told) in enumerate(_FIRST):
        if _applies(pattern, said):
            tip = named_idea(said, language, turn) if index and _TIPS.search(said) else None
            if tip:
                return tip  # "nervous, any tips? interview": tips
            line = pick(lines, language, turn)
            also = (  # "who made you, and does anything i type get sent somewhere?": both
                next(
                    (
                        pick(more, language, turn)
                        for other, more, _ in _FIRST[index + 1 :]
                        if other in _ABOUT_EDDIE and _applies(other, said)
                    ),
                    None,
                )
                if index and _TWO_ASKED.search(said)
                else None
            )
            if also and also.split()[:2] != line.split()[:2]:
                return f"{line} {also}"
            return line
    plain = asked_plainly(said)  # "reading narnia at bedtime, who wrote those?": no bedtime tip
    why = _WHY.search(said) is not None and not _WHY_MINE.search(said)  # "… my eyes water"
    fact_first = plain or why or bool(_FACT_FIRST.match(said) or _APART.search(said))  # once
    if fact_first and (fact := known_fact(said, language, inflected=False)) is not None:
        why_said = _WHY_SENTENCE.search(said) if why else None  # "why do i sweat at night"
        mine = why_said and (_TIPS.search(said) or _SELF.search(_ASKED_BY.sub("", why_said[0])))
        tip = named_idea(said, language, turn, kind="tips") if mine else None
        return f"{fact} {tip}" if tip else fact  # "what causes heartburn": not the tip alone
    if (
        "?" not in said
        and not asks_anyway(said)
        and not asks_for_steps(said)
        and not _HOW.search(said)
        and not _WRITING.search(said)
    ):
        kinds = (
            (*GOOD_MOOD_KINDS, TOLD_OFF, *MOOD_KINDS) if _BAD_DAY.search(said) else GOOD_MOOD_KINDS
        )
        proud = made_first(said, language) or got_news(said, language)
        if (proud := proud or passed_news(said, language)) is not None:
            return proud  # "baked my first ever sourdough", "we got the flat!": the thing named
        mood = next((lines for p, lines, is_told in kinds if is_told and _applies(p, said)), None)
        if mood is not None:  # "ugh mondays. so tired today": heard, not a sleep tip
            return pick(mood, language, turn)
    drafted = None if how_to_say(said) else message_draft(said)
    if drafted and _HOW_TO_TELL.search(said):
        tip = named_idea(said, language, turn, kind="tips")
        if tip is not None:
            return tip
    asked = (
        reply_unseen(said, language)
        or noted(said)
        or review(said)
        or bio(said)
        or apology(said)
        or invitation(said)
        or invitation_declined(said)
        or decline(said)
        or (drafted if drafted and not stock_occasion(said) else None)
        or idea(said, _asked_in(said, language), turn, tips=not plain)
        or letter_start(said)
        or cancellation(said)
        or drafted
        or unaddressed(said)
        or known_fact(said, language, written=not fact_first)  # keys in other forms: last
        or spelling(said, language)
        or playful(said, language)
    )
    if asked is not None:
        return asked
    for pattern, lines, is_told in _LATER:
        if is_told and (_ORDERED.match(said) or asks_anyway(said)):
            continue  # "plan my week, i have 3 deadlines", "… shoulder hurts. any tips": asked
        if _applies(pattern, said):
            return pick(lines, language, turn)
    return None


def _asked_in(said: str, language: str) -> str:
    """The language a light request asks for ("a joke in german please"), else ``language``."""
    found = _ASKED_IN.search(said)
    if found is None:
        return language
    return "de" if found[1].lower().startswith(("german", "deutsch")) else "en"


_ASKED_IN = re.compile(r"\b(?:in|auf)\s+(german|deutsch|english|englisch)\b", re.IGNORECASE)


_TIPS = re.compile(
    r"\b(?:tips?|tipps?|advice|rat|ratschl(?:ä|ae)ge?|how (?:do|can|should) i|what (?:can|should|do)"
    r" i do|was (?:kann|soll) ich|(?:anything|something|what|whatever|stuff)(?: that| which| else)?"
    r" (?:helps?|works?|might help|could help|would help)|(?:home )?remed(?:y|ies)|hausmittel|was"
    r" hilft|hilft (?:da |dagegen |denn )?(?:was|etwas|irgendwas)|(?:apart from|other than|besides"
    r"|aside from|except|instead of|without|no|außer|ausser|ohne|statt) (?:any )?(?:meds|medicine"
    r"|medication|pills|tablets|painkillers|drugs|medikamente\w*|tabletten|schmerzmittel))\b",
    re.IGNORECASE,
)
"""Asked for tips: a named tip beats a line for the mood or the moment ("nervous, any tips?")."""
_ORDERED = re.compile(
    r"^\W*(?:(?:pls|please|bitte|ok|okay|hey|eddie|can you|could you|kannst du)\W+)*(?:plan|make"
    r"|write|draft|organi[sz]e|sort out|schedule|create|list|give me|help me (?:plan|write|make"
    r"|organi[sz]e|sort)|plane|erstell\w*|schreib\w*|organisier\w*|mach mir|hilf mir (?:beim|bei"
    r"|mit|zu))\b",
    re.IGNORECASE,
)
"""A request at the start: what follows is what it is about, not news of the user's mood."""


def _applies(pattern: re.Pattern[str], said: str) -> bool:
    """Whether a kind's ``pattern`` fits ``said`` (what the user tells about their mood,
    not negated: "i'm not sad anymore" is no bad day)."""
    found = pattern.search(said) is not None
    return found and not (pattern.pattern.startswith("^") and _NOT_LOW.search(said))


def told(user_text: str) -> bool:
    """Whether ``user_text`` is no command however it looks: news or a mood that has a true
    line (a loss, worry, a bad day, good news, a serious low moment: "my son took his first
    steps today" is no task), or a question about Eddie itself when that is all it says ("can
    u see me" is no help question; "are you listening? remind me at 5" is still a reminder)."""
    said = spelled_out(user_text.strip())
    if withdrawn(said) and not in_crisis(said):
        return True  # "can you look up train times? nah forget it": nothing is asked any more
    if TRACKING[0].search(said) or FILES[0].search(said):
        return True  # "could you help me keep track of my projects and remind me …": how
    alone = len(said.split()) <= 12 and not _MORE.search(said)
    if alone and any(pattern.search(said) for pattern, _lines, _told in OUTSIDE):
        return True  # "can you book a table at luigis": Eddie cannot, no worker can either
    if asks_anyway(said):
        return False  # "so done with sourdough, archive that project": the command is meant
    if named_pet(said, "en") is not None or lost_pet(said, "en") is not None:
        return True  # "wir haben einen welpen, ein labrador namens balu"
    if any(got_news(said, x) or passed_news(said, x) for x in ("en", "de")):
        return True  # "hab den studienplatz in leipzig gekriegt!!": news, no command
    return any(
        is_told and _applies(pattern, said) and (alone or pattern not in _ABOUT_EDDIE)
        for pattern, _lines, is_told in _KINDS
    )


def in_crisis(user_text: str) -> bool:
    """Whether ``user_text`` speaks of a serious low moment (the first kind): it gets someone
    to talk to, whatever the model or the router would make of it."""
    return _KINDS[0][0].search(user_text) is not None


def fixed_lines() -> frozenset[str]:
    """Every line :func:`known_answer` may say (left out of the model's view of the
    conversation: it copied them into later answers)."""
    from brain.llm.tiny_facts import fact_lines
    from brain.llm.tiny_ideas import idea_lines
    from brain.llm.tiny_words import word_lines

    own = frozenset(
        line for _pattern, lines, _told in _KINDS for many in lines.values() for line in many
    )
    return own | idea_lines() | fact_lines() | word_lines()


def asks_live(user_text: str) -> bool:
    """Whether ``user_text`` asks for live data (the weather, a score, a price, the news):
    "is it going to rain tomorrow" asks no project's status, even with a project "poem_rain"."""
    said = user_text.strip()
    if OWN_WORK.search(said):
        return False  # "any results from the garden agent?": the user's own work
    return any(_applies(pattern, said) for pattern, _lines, _told in LIVE_KINDS)


OWN_WORK = re.compile(
    r"(?:\b|-)(?:worker|agent|agenten|bot|projects?|projekte?|inbox|posteingang)\b|\b(?:my|meine)"
    r" (?:results|ergebnisse)\b|\bresults? (?:pile|stack|folder|list)\b",
    re.IGNORECASE,
)
