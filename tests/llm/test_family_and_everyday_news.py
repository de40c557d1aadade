"""Family news and everyday small talk told in passing get a warm line that fits the thing
told, in English and German (tiny_kin, tiny_days): a relative's or a pet's birthday, a baby in
the family, a new pet, a child's first school day or milestone, an anniversary, a visit,
missing the family, stress, a holiday, rain, a book finished, news about to be told, a move,
a last day at work, a raise, a haircut, a nap, an instrument, a lovely time out, the garden, a
funny pet, heat and cold, the kids asleep, a clean home, a surprise, a first paycheck. The
tiny model had said "your grandpa will be proud of you for being 90 years old", "I'm on a
vacation to Paris", or in German only that it speaks no German. A card, a gift, a question or
a task with the same words is not news ("my grandpa turns 90, write a card for him")."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer, told


@pytest.mark.parametrize(
    ("said", "language", "part"),
    [
        # family
        ("mein opa wird morgen 90", "de", "Geburtstagskind"),
        ("opa hat heute geburtstag!", "de", "Grüße von mir"),
        ("my grandpa turns 90 tomorrow", "en", "please pass on my best wishes"),
        ("its my moms birthday today", "en", "best wishes"),
        ("my dog turns 5 today", "en", "birthday pet"),
        ("unsere katze hat heute geburtstag", "de", "Geburtstagstier"),
        ("mein kater ist 15 geworden", "de", "Leckerli"),
        ("meine schwester bekommt ein baby", "de", "Baby unterwegs"),
        ("mein bruder wird vater!!", "de", "ganze Familie"),
        ("ich werde tante", "de", "wann es so weit ist"),
        ("my sister is having a baby!", "en", "when it's due"),
        ("my brother just became a dad", "en", "new little one"),
        ("my nephew was born this morning", "en", "met the baby"),
        ("wir haben einen hund adoptiert", "de", "willkommen in der Familie"),
        ("wir haben eine katze aus dem tierheim geholt", "de", "Neuzugang"),
        ("my daughter started school today", "en", "first day at school"),
        ("mein sohn hat heute seinen ersten schultag", "de", "erste Schultag"),
        ("meine tochter kommt morgen in die schule", "de", "großer Schritt"),
        ("my kid lost her first tooth", "en", "milestone"),
        ("my son learned to ride a bike today", "en", "milestone"),
        ("meine tochter hat ihren führerschein", "de", "Meilenstein"),
        ("my parents celebrate their 40th anniversary", "en", "congratulations to them"),
        ("meine eltern feiern goldene hochzeit", "de", "Jubiläum"),
        ("it's our 10th anniversary today", "en", "Happy anniversary"),
        ("my best friend is visiting this weekend", "en", "enjoy the visit"),
        ("meine eltern kommen am wochenende zu besuch", "de", "genieß den Besuch"),
        ("i miss my family", "en", "video chat"),
        ("ich vermisse meine familie", "de", "anrufen"),
        # everyday
        ("bin voll im stress", "de", "tief durchatmen"),
        ("so viel stress gerade", "de", "stapelt"),
        ("i've been so stressed all week", "en", "one slow breath"),
        ("ich bin so gelangweilt", "de", "Langweilig?"),
        ("i'm on vacation", "en", "Holiday time"),
        ("heading on holiday tomorrow", "en", "switch off"),
        ("morgen geht's in den urlaub", "de", "Urlaub, wie schön"),
        ("ich hab endlich urlaub", "de", "erholen"),
        ("rainy weekend ahead ugh", "en", "can't look outside"),
        ("es regnet das ganze wochenende", "de", "nicht rausschauen"),
        ("just finished a really good book", "en", "recommend"),
        ("ich hab mein buch ausgelesen", "de", "empfehlen"),
        ("i have good news", "en", "tell me everything"),
        ("guess what", "en", "What happened?"),
        ("ich hab gute nachrichten!", "de", "erzähl"),
        ("rate mal was passiert ist", "de", "Was ist passiert?"),
        ("we're moving next month", "en", "A move"),
        ("wir ziehen nächsten monat um", "de", "Umzug"),
        ("today is my last day at work", "en", "bittersweet"),
        ("heute ist mein letzter arbeitstag", "de", "wehmütig"),
        ("i got a raise!", "en", "well deserved"),
        ("ich hab eine gehaltserhöhung bekommen", "de", "verdient"),
        ("just got a haircut", "en", "fresh haircut"),
        ("war grad beim friseur", "de", "Friseur"),
        ("just woke up from a nap", "en", "rested"),
        ("hab grad n nickerchen gemacht", "de", "Nickerchen"),
        ("i'm learning to play guitar", "en", "practice"),
        ("ich lerne jetzt gitarre", "de", "üben"),
        ("went for a long walk today, felt great", "en", "best part"),
        ("wir waren heute am see, war so schön", "de", "Schönste"),
        ("i planted tomatoes today", "en", "watching things grow"),
        ("unsere tomaten wachsen endlich", "de", "wachsen zu sehen"),
        ("my cat is sitting on my keyboard lol", "en", "adorable"),
        ("mein hund schnarcht neben mir haha", "de", "Kraul"),
        ("it's so hot today", "en", "can't feel it"),
        ("so heiß heute", "de", "spüre es hier drin nicht"),
        ("it's freezing today", "en", "warm layers"),
        ("the kids are finally asleep", "en", "quiet moment"),
        ("die kinder schlafen endlich", "de", "endlich Ruhe"),
        ("i cleaned the whole house today", "en", "clean home"),
        ("hab die ganze wohnung geputzt", "de", "sauberes Zuhause"),
        ("my wife surprised me with concert tickets", "en", "lovely surprise"),
        ("got my first paycheck today", "en", "first paycheck"),
        ("ich hab mein erstes gehalt bekommen", "de", "erstes Gehalt"),
    ],
)
def test_news_told_gets_its_fitting_line(said: str, language: str, part: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and part in answer, answer
    assert told(said), said  # never a project or a worker's task


@pytest.mark.parametrize(
    ("said", "language", "wrong"),
    [
        ("my grandpa turns 90, write a card for him", "en", "pass on my best wishes"),
        ("mein opa wird 90, was schenk ich ihm", "de", "Geburtstagskind"),
        ("my mom's birthday is march 3", "en", "pass on my best wishes"),
        ("meine mama hat am 3. mai geburtstag", "de", "Geburtstagskind"),
        ("my grandpa turns 90 next week, gift ideas?", "en", "best wishes"),
        ("my sister is having a baby, write a congrats text", "en", "when it's due"),
        ("my sister lost her baby", "en", "Congratulations"),
        ("my daughter starts school next week, what does she need", "en", "big step"),
        ("my kid lost her first tooth, how much does the tooth fairy give", "en", "milestone"),
        ("my in-laws are visiting this weekend ugh", "en", "enjoy the visit"),
        ("meine schwiegereltern kommen ständig unangemeldet vorbei", "de", "genieß den Besuch"),
        ("my mum's birthday is friday", "en", "pass on my best wishes"),
        ("lol the cat just ate the butter off the counter", "en", "adorable"),
        ("so homesick since starting uni", "en", "video chat"),
        ("i miss my grandma, she died last year", "en", "video chat"),
        ("bin voll im stress wegen der abgabe morgen", "de", "was sich gerade stapelt"),
        ("i'm stressed about my exam tomorrow", "en", "piling up"),
        ("my wife is so stressed at work", "en", "one slow breath"),
        ("is stress bad for your heart", "en", "slow breath"),
        ("back from vacation, kinda sad its over", "en", "Holiday time"),
        ("ich hab urlaub beantragt", "de", "Urlaub, wie schön"),
        ("will it rain all weekend?", "en", "perfect excuse"),
        ("finished my book!! 80000 words", "en", "recommend it"),
        ("we're moving the meeting to friday", "en", "A move"),
        ("last day of my holiday :(", "en", "bittersweet"),
        ("my colleague got promoted and i didn't", "en", "well deserved"),
        ("haircut tomorrow at 3", "en", "fresh haircut"),
        ("i hate my new haircut", "en", "new-haircut feeling"),
        ("took a nap and feel worse", "en", "rested"),
        ("how do i learn guitar", "en", "How's it going"),
        ("my tomatoes are turning yellow", "en", "watching things grow"),
        ("my cat is throwing up lol", "en", "adorable"),
        ("guess what the capital of france is", "en", "tell me everything"),
        ("had a terrible dinner with friends", "en", "best part"),
        ("is it too hot to walk the dog", "en", "can't feel it"),
        ("my baby is finally asleep, can you set a timer for 1 hour", "en", "quiet moment"),
        ("is ordering pizza cheaper than cooking", "en", "delicious"),
    ],
)
def test_a_question_or_a_task_with_the_same_words_is_not_that_news(
    said: str, language: str, wrong: str
) -> None:
    assert wrong not in (known_answer(said, language) or ""), said


def test_a_card_asked_with_the_news_is_written_without_a_made_up_name() -> None:
    card = known_answer("my grandpa turns 90, write a card for him", "en") or ""
    assert "90th birthday, Grandpa" in card and "Turn" not in card, card


@pytest.mark.parametrize(
    "said",
    [
        "my grandpa turns 90, write a card for him",
        "my daughter starts school next week, what does she need",
        "we're moving, can you help me plan it",
    ],
)
def test_work_asked_with_the_news_is_no_news(said: str) -> None:
    assert not told(said), said


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("es regnet seit tagen", "de"),
        ("unsere tomaten wachsen endlich", "de"),
        ("endlich wochenende", "de"),
        ("so homesick since starting uni", None),
    ],
)
def test_short_small_talk_is_heard_in_its_language(said: str, language: str | None) -> None:
    """German words ("endlich", "regnet") make it German; "so … since" is no German."""
    from brain.text import words_language

    assert words_language(said) == language
