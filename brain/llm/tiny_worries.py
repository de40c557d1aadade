"""What Eddie says to worries the user tells: stress before a deadline or an exam, nerves
before a move to a new place ("moving to a new city next week and i dont know anyone"), before a
first day (a new job, school, university), and any other worry. Each names what helps; the
generic line is for a worry with no kind of its own. Part of
:data:`brain.llm.tiny_moods.MOOD_KINDS`, in this order (the kinds before the generic line).
"""

from __future__ import annotations

import re

from brain.llm.tiny_ideas import Kind
from brain.llm.tiny_mood_words import (
    DEADLINE,
    EXAM,
    LOW_START,
    NO_COMMAND,
    SOMEONE_ELSE,
    STRESSED,
)

WORRIED = (
    r"(?:nervous|anxious|worried|scared|afraid|freak(?:ing|ed) out|panick?(?:ing|ed)|dreading"
    r"|terrified|uneasy|jittery|butterflies|on edge|bricking it|nerv(?:ö|oe)s|aufgeregt"
    r"|angst|bammel|schiss|mulmig|sorgen|unruhig)"
)
"""Nerves said: English and German, casual ("bricking it", "hab bammel") included."""
MOVING_AWAY = (
    r"(?:mov(?:e|ing) (?:\w+ ){0,3}(?:to|abroad|away|across|out of)|relocat\w*|new (?:city|town"
    r"|country|place)|(?:don'?t|dont|do not) know (?:any ?one|anybody|a soul)|know (?:no ?one"
    r"|nobody)|umzug|umziehen|ziehe? (?:\w+ ){0,3}(?:nach|in die|ins ausland|weg)|neue[nr]? "
    r"(?:stadt|land|ort)|kenne? (?:dort |da )?(?:niemand\w*|keinen)|ausland)"
)
"""A move to a new place, or not knowing anyone there."""
NEW_START = (
    r"(?:first day|(?:new|first) (?:job|school|class|team|position|role)|starting (?:\w+ )?(?:job"
    r"|school|uni|university|college|work|kindergarten|an apprenticeship)|start (?:at|my) (?:\w+ )?"
    r"(?:job|school|uni|university|college|work)|erste[nr]? (?:tag|arbeitstag|schultag)"
    r"|neue[nr]? (?:job|stelle|schule|klasse|team)|fange? (?:\w+ ){0,3}an (?:zu arbeiten|in der"
    r"|an der|bei)|ausbildung (?:fängt|faengt|beginnt)|studium (?:fängt|faengt|beginnt))"
)
"""A first day: a new job, school, university, team."""

WORRY_KINDS: tuple[Kind, ...] = (
    (  # stressed before a deadline: tips, not only sympathy
        re.compile(
            "^"
            + SOMEONE_ELSE
            + NO_COMMAND
            + LOW_START
            + rf"(?=.*\b{DEADLINE}\b)(?=.*\b{STRESSED}\b)",
            re.I,
        ),
        {
            "en": (
                "That sounds stressful, and the pressure before a deadline is normal. Three "
                "things help: write down what's really left and do the most important part "
                "first; work in focused 25-minute blocks with short breaks; and put your phone "
                "away while you do. Step by step, you'll get there.",
            ),
            "de": (
                "Das klingt nach viel Druck, und der ist vor einer Deadline ganz normal. Drei "
                "Dinge helfen: Schreib auf, was wirklich noch fehlt, und fang mit dem Wichtigsten "
                "an; arbeite in Blöcken von 25 Minuten mit kurzen Pausen; und leg das Handy weg, "
                "solange du dran bist. Schritt für Schritt schaffst du das.",
            ),
        },
        True,
    ),
    (  # stressed before an exam: tips, not only sympathy
        re.compile(
            "^"
            + SOMEONE_ELSE
            + NO_COMMAND
            + LOW_START
            + rf"(?=.*\b{EXAM}\b)(?=.*\b(?:{STRESSED}|nervous|anxious|scared|afraid|nervös|angst"
            r"|panic\w*)\b)",
            re.I,
        ),
        {
            "en": (
                "Exam stress is really common, and feeling this way doesn't mean you won't make "
                "it. What helps most: split what's left into small daily portions, practise with "
                "old exams or questions instead of only rereading, take short breaks, and sleep "
                "properly the nights before. Which part worries you most?",
            ),
            "de": (
                "Prüfungsstress kennt fast jeder, und dass es sich so anfühlt, heißt nicht, dass "
                "du es nicht schaffst. Was am meisten hilft: den Stoff in kleine Portionen für "
                "jeden Tag aufteilen, mit alten Prüfungen oder Fragen üben statt nur zu lesen, "
                "kurze Pausen machen und die Nächte davor gut schlafen. Was macht dir am meisten "
                "Sorgen?",
            ),
        },
        True,
    ),
    (  # worried before a move to a new place: where friends will come from
        re.compile(
            "^"
            + SOMEONE_ELSE
            + NO_COMMAND
            + LOW_START
            + rf"(?=.*\b{WORRIED}\b)(?=.*\b{MOVING_AWAY}\b)",
            re.I,
        ),
        {
            "en": (
                "Being nervous before a move like that is completely normal: a new place feels "
                "strange for the first weeks and then, bit by bit, like yours. What helps you "
                "meet people: say yes to every invitation early on, pick one regular thing (a "
                "class, a club, a sports group, the same café) where you see the same faces each "
                "week, and chat with neighbours and colleagues. You'll find your people. What "
                "are you looking forward to there?",
            ),
            "de": (
                "Vor so einem Umzug nervös zu sein, ist völlig normal: Ein neuer Ort fühlt sich "
                "die ersten Wochen fremd an und dann Stück für Stück wie deiner. Was hilft, Leute "
                "kennenzulernen: am Anfang zu jeder Einladung ja sagen, eine feste Sache pro Woche "
                "(ein Kurs, ein Verein, eine Sportgruppe, dasselbe Café), wo du dieselben "
                "Gesichter siehst, und mit Nachbarn und Kollegen reden. Du findest deine Leute. "
                "Worauf freust du dich dort?",
            ),
        },
        True,
    ),
    (  # worried before a first day: a new job, school, university
        re.compile(
            "^"
            + SOMEONE_ELSE
            + NO_COMMAND
            + LOW_START
            + rf"(?=.*\b{WORRIED}\b)(?=.*\b{NEW_START}\b)",
            re.I,
        ),
        {
            "en": (
                "Nerves before a first day are normal, and nobody expects you to know everything "
                "yet. Lay out what you need the night before, plan to arrive a little early, ask "
                "questions freely and learn a few names (write them down after). Most people "
                "remember how it felt and are glad to help. You've got this!",
            ),
            "de": (
                "Aufregung vor dem ersten Tag ist ganz normal, und niemand erwartet, dass du "
                "schon alles weißt. Leg am Abend vorher alles bereit, plan etwas früher da zu "
                "sein, frag ruhig viel und merk dir ein paar Namen (schreib sie danach auf). Die "
                "meisten wissen noch, wie sich das anfühlt, und helfen gern. Du schaffst das!",
            ),
        },
        True,
    ),
    (  # worry before something
        re.compile(
            LOW_START + r"\b(?:nervous|anxious|worried|scared|afraid|freak(?:ing|ed) out"
            r"|panick?(?:ing|ed)|dreading|terrified|nervös|schiss|bammel)\b",
            re.I,
        ),
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
)
"""The worries, the most particular first."""
