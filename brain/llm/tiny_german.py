"""German typed in lower case written with its nouns capitalised, by where they stand: after an
article, a possessive, a preposition with its article ("im", "zum") or a number, past the
adjectives in between ("der entwurf liegt im geteilten ordner" → "der Entwurf liegt im geteilten
Ordner", "zwei wochen" → "zwei Wochen"); a verb or an adverb elsewhere stays as typed. Used by
the German writers of handovers (:mod:`brain.llm.tiny_handover`)."""

from __future__ import annotations

import re

_DETERMINERS = frozenset(
    """der die das den dem des ein eine einen einem einer eines mein meine meinen meinem meiner
    meines dein deine deinen deinem deiner unser unsere unseren unserem unserer euer eure ihr
    ihre ihren ihrem ihrer sein seine seinen seinem seiner im am zum zur beim vom ins ans
    alle allen jede jeden jedem jeder diese diesen diesem dieser kein keine keinen zwei drei
    vier fünf sechs sieben acht neun zehn elf zwölf paar viele einige nächste nächsten
    naechste naechsten letzte letzten kommende kommenden""".split()  # noqa: SIM905 (a word list)
)
_ADJECTIVE_END = re.compile(r"(?:e|en|er|es|em)$")
_KEEP = frozenset(
    """und oder aber mit von für bei in an auf aus nach vor über unter zu bis ab um ob dass
    wenn weil als auch noch schon nur nicht sehr gern gerne bitte mal sind ist liegt liegen hat
    haben war waren wird werden kann können muss müssen soll sollen geht gehen kommt kommen steht
    stehen gibt bleibt bleiben läuft laufen""".split()  # noqa: SIM905 (a word list)
)


def nouns_capitalised(text: str) -> str:
    """``text`` with the nouns after a determiner or a number capitalised (see the module)."""
    words = text.split(" ")
    out: list[str] = []
    expect = False
    for index, word in enumerate(words):
        bare = word.strip(",.;:!?()").lower()
        after = words[index + 1].strip(",.;:!?()") if index + 1 < len(words) else ""
        if expect and word[:1].isupper():  # typed or known as a noun already
            expect = False
            out.append(word)
            continue
        if expect and bare and bare not in _KEEP and not bare.isdigit():
            later = after.lower()
            if (
                _ADJECTIVE_END.search(bare)
                and after[:1].islower()
                and later not in _KEEP
                and later not in _DETERMINERS
            ):
                out.append(word)  # "im geteilten ordner": the noun comes next
                continue
            word = "-".join(p[:1].upper() + p[1:] for p in word.split("-"))
            expect = False
            out.append(word)
            continue
        expect = bare in _DETERMINERS or bare.isdigit() or bool(re.fullmatch(r"\d+\.", bare))
        out.append(word)
    return " ".join(out)
