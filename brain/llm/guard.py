"""A guard against degenerate output of a small model, and the honest lines instead.

A 135M model sometimes answers with the request echoed back, a placeholder copied from the
prompt (``<reply>``), the same phrase over and over, chat-template tokens (``<|im_end|>``),
a made-up life of its own ("I'm 25 and live in Paris") or nothing. :func:`check_answer`
names the problem (None = usable); :func:`guard_answer` returns a usable text: the answer
with leaked template tokens and numbers it made up cut off, or an honest fallback line.

What of an answer to trust (made-up numbers, drift) is :mod:`brain.llm.answer_trust`'s; an
answer with nothing left after that is the honest :data:`NO_NUMBER` line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from brain.llm.answer_trust import (
    CLAUSE_START,
    SENTENCE_END,
    names_no_amount,
    new_topics,
    off_topic,
    says_nothing_new,
    trusted_part,
    without_filler,
)
from brain.text import words_language

FALLBACK = {
    "en": "Sorry, I don't have a good answer to that. A bigger model would do far better: "
    "see `vance models`.",
    "de": "Dazu habe ich leider keine gute Antwort. Ein größeres Modell könnte das viel besser: "
    "siehe `vance models`.",
}
NO_STEPS = {
    "en": "I don't know that well enough to advise you offline, and a wrong tip would be worse "
    "than none. A bigger model would: see `vance models`.",
    "de": "Dafür kenne ich offline keinen sicheren Rat, und ein falscher wäre schlimmer als "
    "keiner. Ein größeres Modell kann es: siehe `vance models`.",
}
IDENTITY = {
    "en": "I'm Eddie, your assistant in Vance. I chat, remember things for you and hand real "
    "work to workers in your projects.",
    "de": "Ich bin Eddie, dein Assistent in Vance. Ich plaudere, merke mir Dinge und gebe echte "
    "Arbeit an Worker in deinen Projekten.",
}
_ABOUT_EDDIE = re.compile(
    r"\b(?:your name|who are you|who r u|what are you|introduce yourself|wer bist du"
    r"|wie hei(?:ß|ss)t du|dein name)\b",
    re.IGNORECASE,
)
"""A question about Eddie itself: a made-up identity gets the true one instead."""
NO_NUMBER = {
    "en": "I'm not sure of that, and I'd rather not guess. A bigger model would know: see "
    "`vance models`.",
    "de": "Das weiß ich nicht sicher, und raten möchte ich nicht. Ein größeres Modell wüsste es: "
    "siehe `vance models`.",
}
"""Instead of an answer whose only content was a number the small model made up."""
BIGGER_MODEL = {
    "en": "A bigger model would do this far better: see `vance models`.",
    "de": "Ein größeres Modell könnte das viel besser: siehe `vance models`.",
}
"""The one sentence for real work when the only model is the tiny local one."""

_TEMPLATE = re.compile(
    r"<\|[a-z_]{2,20}\|>|</?s>|\[/?INST\]|<(?:start|end)_of_turn>|<\|endoftext\|>", re.IGNORECASE
)
_PLACEHOLDER = re.compile(
    r"<\s*/?\s*(?:reply|answer|response|message|text|your[ _]\w+|name|user|assistant)\s*>"
    r"|\{\s*(?:reply|answer|response|message|text|result|name)\s*\}"
    r"|\[\s*(?:your (?:answer|reply|response)|answer|reply|insert [^\]]{1,30})\s*\]"
    r"|^\W*(?:the )?(?:original|given|above|following) (?:text|sentence|passage|question)"
    r"(?: is| reads| says)?\s*:",
    re.IGNORECASE,
)
"""Template text copied from a prompt, or an exercise frame ("The original text is: …")."""
_PERSONA = re.compile(
    r"\bas an? (?:ai )?language model\b"
    r"|\bas an? (?:[\w-]+ ){0,3}(?:provider|company|service|agency|firm|business|representative)\b"
    r"|\b(?:our|my) (?:website|company|customer service|support team|store|office|clinic|firm)\b"
    r"|\bcontact (?:us|our)\b"
    r"|\bmy name is (?!eddie\b)[a-z]"
    r"|\b(?:i'm|i am|this is) (?!eddie\b)[a-z]+, (?:your|an?|the) (?:[\w-]+ )?(?:assistant|helper)\b"
    r"|\bI(?:'m| am) an? (?:[\w-]+ ){0,3}(?:writer|designer|developer|engineer|teacher|student"
    r"|doctor|nurse|artist|photographer|chef|lawyer|consultant|freelancer|blogger|journalist"
    r"|mother|father|mom|dad|wife|husband)\b"
    r"|\b(?:i(?:'m| am)|i live|i was born) (?:based )?in [a-z]+,? (?:england|usa|france|germany"
    r"|canada|australia|california|new york|london|paris)\b"
    # a life of its own: a home, a family, a job, favourites, where it is from
    r"|\bI(?:'m| am) (?:originally )?from\b|\bI (?:live|grew up|was raised|was born) in\b"
    r"|\bI(?:'ve| have) (?:been )?(?:lived|living) in\b"
    r"|\bmy (?:home|house|apartment|flat|family|wife|husband|kids|children|son|daughter|mom|mum"
    r"|dad|mother|father|parents|brother|sister|boyfriend|girlfriend|job|boss|colleagues"
    r"|business|hometown|city|area|neighbou?rhood|country)\b"
    r"|\bmy fav(?:ou?rite)? (?:movie|film|book|song|band|singer|food|dish|meal|drink|colou?r"
    r"|place|city|show|game|sport|team|animal|season)\b"
    r"|\bas an? (?:[\w-]+ )?(?:person|woman|man|girl|guy|mom|mum|dad|parent)\b"
    r"|\bI (?:have|own) an? (?:[\w-]+ )?(?:car|house|dog|cat|wife|husband|machine|garden)\b"
    # a body, senses and work of its own ("I'm a boy.", "I can hear you", "I've been working
    # on a new app called ...")
    r"|\bI(?:'m| am) (?:just )?an? (?:boy|girl|man|woman|guy|human|person|voice)\b"
    r"|\bI can (?:hear|see|watch) you\b"
    r"|\bI(?:'ve| have) been working on (?:a|an|my|this) (?:new )?(?:[\w-]+ )?(?:app|project|book"
    r"|business|startup|website|game|idea)\b",
    re.IGNORECASE,
)
"""A small model speaking as someone it is not (a company, a service, "a language model", a
person with a home, a family, a job or favourite films)."""
_ANNOUNCED = re.compile(
    r"^\W*(?:(?:sure|okay|ok|of course|absolutely|great|certainly|alright)\W+)*(?:here'?s|here is"
    r"|here are|below is|below are|i'?ll (?:give|write|make|create|put together|share)|i will (?:give"
    r"|write|make|create)|let me (?:give|write|make|create|share)|hier (?:ist|sind|kommt))\b[^.!?:\n]*"
    r"[.:!]?\s*$",
    re.IGNORECASE,
)
"""An answer that only announces one ("Here's a simple plan to help you start your fitness
journey."), with nothing after it."""
_CONDOLENCE = re.compile(
    r"\b(?:sorry for your loss|my (?:deepest )?condolences|mein (?:herzliches )?beileid)\b", re.I
)
_LOSS = re.compile(
    r"\b(?:died|dead|passed|passing|loss|lost|funeral|death|killed|grief|grieving|starb|gestorben"
    r"|verstorben|tod|trauer\w*|beerdigung|verloren|verlust)\b",
    re.IGNORECASE,
)
_JSON_LEFTOVER = re.compile(r'^\s*[{\[]\s*"?\w+"?\s*:')
_WORD = re.compile(r"[\w']+")


def _norm(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def strip_template(text: str) -> str:
    """The text up to the first chat-template token."""
    found = _TEMPLATE.search(text)
    return (text[: found.start()] if found else text).strip()


def check_answer(answer: str, user_text: str = "", earlier: Sequence[str] = ()) -> str | None:
    """Why ``answer`` is unusable (``empty``, ``template``, ``placeholder``, ``echo``,
    ``repetition``, ``json``, ``persona``, ``announce``, ``off_topic``, ``language`` (not the
    one asked in), ``repeat`` of one of the ``earlier`` answers), or
    None when it is fine."""
    if not answer or not answer.strip():
        return "empty"
    if _TEMPLATE.search(answer):
        return "template"
    if _PLACEHOLDER.search(answer):
        return "placeholder"
    if _JSON_LEFTOVER.match(answer):
        return "json"
    said, reply = _norm(user_text), _norm(answer)
    if not reply:
        return "empty"
    if said and (
        reply == said
        or (len(reply.split()) >= 2 and reply in said)
        or (
            len(said.split()) >= 3
            and SequenceMatcher(None, reply, said).ratio() >= 0.8
            and not new_topics(answer, user_text)  # "Paris is the capital of France" adds one
        )
    ):
        return "echo"
    if _repetitive(reply):
        return "repetition"
    if _PERSONA.search(answer):
        return "persona"
    if _ANNOUNCED.match(answer):
        return "announce"
    if _CONDOLENCE.search(answer) and not _LOSS.search(user_text):
        return "off_topic"  # "I'm sorry for your loss" to "plan my week"
    if len(reply.split()) >= 4 and any(_same(reply, _norm(before)) for before in earlier):
        return "repeat"
    if any(_copied(reply, _norm(before)) for before in earlier):
        return "repeat"
    if off_topic(answer, user_text) or names_no_amount(answer, user_text):
        return "off_topic"
    asked_in, said_in = words_language(user_text), words_language(answer)
    if asked_in and said_in and asked_in != said_in and len(reply.split()) >= 4:
        return "language"  # asked in English, answered in (made-up) German
    if says_nothing_new(answer, user_text):
        return "echo"
    return None


def _same(reply: str, before: str) -> bool:
    return reply == before or SequenceMatcher(None, reply, before).ratio() >= 0.85


def _copied(reply: str, before: str) -> bool:
    """Ten words in a row copied from an earlier answer (a small model parroting a list or
    the help it saw in the conversation)."""
    said, earlier = reply.split(), before.split()
    if len(said) < 10:
        return False
    run = SequenceMatcher(None, said, earlier, autojunk=False).find_longest_match()
    return run.size >= 10


def _repetitive(reply: str) -> bool:
    words = reply.split()
    if len(words) >= 6 and len(set(words)) / len(words) < 0.35:
        return True
    sentences = [s.strip() for s in re.split(r"[.!?\n]+", reply) if s.strip()]
    if len(sentences) >= 3 and len(set(sentences)) <= len(sentences) / 2:
        return True
    grams = [" ".join(words[i : i + 3]) for i in range(len(words) - 2)]
    return any(grams.count(g) >= 3 for g in set(grams))


def guard_answer(
    answer: str, user_text: str = "", language: str = "en", earlier: Sequence[str] = ()
) -> tuple[str, str | None]:
    """(text to say, problem): the answer without leaked template tokens when that leaves a
    usable answer (a made-up number or a drift cut off, :func:`trusted_part`), else the honest
    fallback line and what was wrong. ``earlier``: the assistant's previous answers (a
    word-for-word repeat of one is no answer)."""
    cut = strip_template(answer)
    kept = trusted_part(cut, user_text)  # judged as it would be said (not cut off mid-echo)
    if _norm(cut) and not _norm(kept):
        if not _norm(without_filler(cut, user_text)):  # "That's a great question!", no more
            return FALLBACK.get(language, FALLBACK["en"]), "filler"
        return NO_NUMBER.get(language, NO_NUMBER["en"]), "number"
    problem = check_answer(kept, user_text, earlier)
    if problem is None:
        return kept, None
    if problem in ("persona", "off_topic") and _ABOUT_EDDIE.search(user_text):
        return IDENTITY.get(language, IDENTITY["en"]), problem
    return FALLBACK.get(language, FALLBACK["en"]), problem


WORKER_FALLBACK = {
    "en": "I couldn't do this properly on the small built-in model, and a made-up result would "
    "be worse than none. A bigger model would: see `vance models`.",
    "de": "Das konnte ich mit dem kleinen eingebauten Modell nicht ordentlich erledigen, und ein "
    "ausgedachtes Ergebnis wäre schlimmer als keins. Ein größeres Modell kann es: siehe "
    "`vance models`.",
}
"""Instead of a small model's worker report that is no report (the task said back, a
placeholder such as ``[tool] {tool}``, a template token)."""
_UNFILLED = re.compile(
    r"\{\s*[a-z_]{2,24}\s*\}|\[\s*(?:tool|link|url|name|date|time|project|task|result)\s*\]", re.I
)
_NO_REPORT = frozenset({"empty", "template", "placeholder", "json", "echo", "repetition"})


def worker_report(report: str, task: str, language: str = "en") -> tuple[str, str | None]:
    """(text to report, problem) for a small model's worker report on ``task``: the report,
    or the honest :data:`WORKER_FALLBACK` when it is degenerate or brings nothing of its own
    (no content word the task did not say)."""
    said = strip_template(report)
    problem = check_answer(said, task)
    if problem not in _NO_REPORT:
        problem = None
    if problem is None and _UNFILLED.search(said):
        problem = "placeholder"
    if problem is None and len(said.split()) >= 3 and not new_topics(said, task):
        problem = "echo"  # "Bau mit meine einkaufsliste" for "bau mir eine app für meine …"
    if problem is None:
        return said, None
    return WORKER_FALLBACK.get(language, WORKER_FALLBACK["en"]), problem


def fixed_lines() -> frozenset[str]:
    """The honest lines this guard may answer with, in every language."""
    return frozenset(
        line
        for lines in (FALLBACK, NO_NUMBER, NO_STEPS, IDENTITY, BIGGER_MODEL, WORKER_FALLBACK)
        for line in lines.values()
    )


def bigger_model_line(language: str = "en") -> str:
    return BIGGER_MODEL.get(language, BIGGER_MODEL["en"])


def trim_spoken(text: str, max_sentences: int = 2) -> str:
    """At most ``max_sentences`` whole sentences; an unfinished last one is dropped when a
    finished one comes before it (a reply cut off by the token limit)."""
    sentences = [s.strip() for s in SENTENCE_END.split(" ".join(text.split())) if s.strip()]
    if not sentences:
        return ""
    kept = sentences[:max_sentences]
    if len(kept) > 1 and not kept[-1].rstrip("\"'”’)]").endswith((".", "!", "?")):
        kept.pop()
    return " ".join(kept)


_OPENERS = "<{["
_SENTENCE_DONE = re.compile(r"[.!?][\"'”’)\]]?(?=\s)")


class StreamGuard:
    """Lets a small model's answer stream while it is generated, minus what the guard would
    reject: nothing is released until the first words are clearly no echo of the request,
    placeholder, JSON or template token; text is released up to whole words, an opened
    ``<…``/``{…``/``[…`` is held until it proves harmless, and the stream stops for good at a
    template token, a placeholder, someone else's voice, a number the user did not say or a
    drift (cut as :func:`trusted_part` cuts it), or after ``max_sentences`` sentences (the answer
    keeps that many). The final text still goes through :func:`guard_answer`; when it differs,
    the persisted answer replaces what was streamed."""

    MIN_WORDS = 3

    def __init__(self, user_text: str, max_sentences: int = 2) -> None:
        self._user_text = user_text
        self._said = _norm(user_text)
        self._max_sentences = max_sentences
        self._text = ""
        self._released = 0
        self._shown = ""
        self._stopped = False

    @property
    def released(self) -> str:
        return self._shown

    @property
    def done(self) -> bool:
        """Nothing more will be shown: the rest of the generation can be skipped."""
        return self._stopped

    def feed(self, piece: str) -> str:
        """Take the next generated ``piece``; return the text that may be shown now."""
        self._text += piece
        if self._stopped:
            return ""
        text = self._text
        if (
            (found := _TEMPLATE.search(text))
            or (found := _PLACEHOLDER.search(text))
            or (found := _PERSONA.search(text))
        ):
            text = text[: found.start()]
            self._stopped = True
        whole = text if self._stopped else text[: max(text.rfind(" "), text.rfind("\n"), 0)]
        if (kept := trusted_part(whole, self._user_text)) != whole:  # whole words only
            text = kept
            self._stopped = True
        if self._released == 0 and not self._first_words_ok(text if self._stopped else whole):
            return ""
        end = self._safe_end(text)
        if end <= self._released:
            return ""
        out, self._released = text[self._released : end], end
        self._shown += out
        return out

    def _first_words_ok(self, text: str) -> bool:
        words = _norm(text).split()
        if len(words) < self.MIN_WORDS and not self._stopped:
            return False
        if _JSON_LEFTOVER.match(text) or not words:
            return False
        reply = " ".join(words)
        return not (self._said and self._said.startswith(reply))

    def _safe_end(self, text: str) -> int:
        end = len(text)
        if not self._stopped:  # the last word may still grow
            space = max(text.rfind(" "), text.rfind("\n"))
            end = space if space >= 0 else 0
            # a clause is held until it ends: a number in it cuts it off (without_numbers)
            done = [found.end() for found in _SENTENCE_DONE.finditer(text, 0, end)]
            clauses = list(CLAUSE_START.finditer(text, done[-1] if done else 0, end + 1))
            if clauses and end > self._released:
                end = max(clauses[-1].start(), self._released)
        opened = max(text.rfind(c, 0, end) for c in _OPENERS)
        if opened >= 0 and not any(c in text[opened:end] for c in ">}]"):
            end = opened
        sentences = list(_SENTENCE_DONE.finditer(text, 0, end + 1))
        if len(sentences) >= self._max_sentences:
            end = min(end, sentences[self._max_sentences - 1].end())
            self._stopped = True
        return end
