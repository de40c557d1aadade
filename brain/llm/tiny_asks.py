"""Words that make a message with a mood in it a request all the same: an explicit command
("…, archive that project"), work asked of Eddie ("can you dig into …"), something wished for
("i need a proper plan for …") or research said first. Used by
:func:`brain.llm.tiny_lines.told`."""

from __future__ import annotations

import re

from brain.memory.retract import retracted

_COMMANDED = re.compile(
    r"\b(?:archive (?:it|that|this|the|my)|archivier\w*|ins archiv|(?:new|fresh|separate"
    r"|neue[sn]?|eigene[sn]?) (?:project|projekt|space|workspace)"
    r"|(?:make|create|start|set up|open) (?:me )?(?:a|an) (?:project|space|workspace)"
    r"|projekt (?:an|anlegen|erstellen|aufmachen)|remind me|erinner\w* mich|set (?:a|an|me a)"
    r" (?:reminder|alarm|timer)|(?:keep|bear) (?:that |this |it )?in mind|make a note|note (?:that|down)"
    r"|(?:don'?t|do not|dont) let me forget|behalt\w* im (?:kopf|hinterkopf)|denk dran"
    r"|\bbrich\b(?:\s+\S+){0,6}?\s+ab\b|pausier\w*|\bhalt\b(?:\s+\S+){0,6}?\s+an\b|auf eis"
    r"|any (?:tips|advice|tricks)|tips\?|advice\?|hast du (?:tipps"
    r"|einen tipp|nen tipp|rat)|(?:irgendwelche )?tipps\?"
    r"|(?:remember|merk dir|forget|vergiss) (?:that|this|my|dass"
    r"|meine?n?)|(?:stop|cancel|pause|halt|stopp|kill) (?:the|that|den|die|das) \w+ (?:worker|job"
    r"|research|recherche|arbeit|agent|bot|helper|one|thing|stuff|project|projekt)|(?:open|öffne|oeffne|switch to|wechsel\w* zu)(?: mal)? (?:the|das|den"
    r"|zum|my|mein) (?:\w+ )?(?:project|projekt)"
    r"|(?:tell|let|ask|remind|have|get) (?:the|my|whoever(?:'s| is)?(?: doing| on)?(?: the)?)"
    r" (?:[\w-]+ ){0,3}?(?:worker|planner|agent|bot|researcher|research|guy|team|person|people"
    r"|folks|project)s?\b"
    r"|(?:sag|gib|richte?) (?:dem|der|den) (?:[\w-]+ ){0,2}?(?:worker|planer|agenten|bot|team|typ"
    r"|leuten))\b",
    re.IGNORECASE,
)
"""An explicit command to Eddie: it is meant whatever mood comes with it ("bin total fertig,
öffne mal das steuer projekt", "feeling down, remind me at 6 to call mom")."""


_ASKS_WORK = re.compile(
    r"\b(?:(?:can|could|would|will) (?:you|u|someone|somebody|a worker)|pls|please|kannst du|könntest du"
    r"|koenntest du|kann (?:jemand|einer))"
    r" (?:\w+ ){0,2}?(?:dig|look (?:into|up|for)|find|research|compare|check|figure out|plan"
    r"|put together|give me|get me|search|book|work out|calculate|recherchier\w*|vergleich\w*"
    r"|such\w*|find\w*|plan\w*|durchrechn\w*|rausfind\w*|raussuch\w*|heraus\w*)\b",
    re.IGNORECASE,
)
"""Work asked of Eddie in the same breath ("old one died this morning. can you dig into which
ones are reliable"): the news is why, not what to answer."""
_WISHED = re.compile(
    r"^\W*(?:(?:ok|so|hey|um|eddie)\W+)*(?:i|we) (?:really )?(?:need|want|would like|'d like|wanna)"
    r" (?:(?:a|an|some|the) (?!(?:hug|break|nap|drink|vacation|holiday|coffee|friend|rest|cuddle"
    r"|day off|beer|wine)\b)|to (?:plan|find|book|organi[sz]e|figure out)\b)",
    re.IGNORECASE,
)
"""Something wished for ("i need a proper plan for 5 days in lisbon …"): a request, whatever
mood word it has ("rough budget")."""
_RESEARCH = re.compile(
    r"^\W*(?:(?:pls|please|bitte|ok|okay|hey|eddie|can you|could you|kannst du)\W+)*(?:look into"
    r"|research|compare|summari[sz]e|go through|dig (?:up|into)|figure out|recherchier\w*"
    r"|vergleich\w*)\b",
    re.IGNORECASE,
)
"""Research asked for at the start: a mood word in it ("… the options and deadlines") is none."""


def asks_anyway(said: str) -> bool:
    """Whether ``said`` asks for something, whatever mood or news comes with it."""
    return bool(
        _COMMANDED.search(said)
        or _RESEARCH.match(said)
        or _ASKS_WORK.search(said)
        or _WISHED.match(said)
        or _SWITCH.search(said)
        or retracted(said) is not None  # "remember when i said i hate X? scrap that"
    )


_SWITCH = re.compile(
    r"\b(?:(?:answer|reply|respond|talk|speak|write)(?: to me)? in (?:german|english|deutsch)"
    r"|(?:from now on|ab jetzt|ab sofort)\b.{0,30}\b(?:german|english|deutsch|englisch)"
    r"|sprich (?:mit mir )?(?:deutsch|englisch)|antworte (?:mir )?(?:auf|in) (?:deutsch|englisch)"
    r"|(?:switch|change|go|move) (?:over |back )?(?:to|into) (?:german|english|deutsch|englisch)"
    r"|(?:wechsel\w*|umstellen|stell\w* um) (?:\w+ )?(?:auf|zu|nach) (?:deutsch|englisch))\b",
    re.IGNORECASE,
)
"""A switch of language asked, whatever mood comes with it ("… my english is tired today")."""


def switch_asked(said: str) -> bool:
    """Whether ``said`` asks outright for another chat language ("can we switch to german
    from now on?"), not a phrase in one ("merry christmas in french?")."""
    return _SWITCH.search(said) is not None


_WITHDRAWN = re.compile(
    r"(?:\?|[.!,;:]\s*(?:nah|no|nope|wait|actually|ach|ne|nee|nö|oh|ah|hm+)\b)\W*"
    r"(?:(?:ok(?:ay)?|ah|oh|hm+|na|nah|ach|naja|actually|wait|no|nee?|nö|nein)\W+)*(?P<back>never ?mind|nvm"
    r"|forget (?:it|that|about it)|vergiss (?:es|das)|lass (?:es|gut sein)|schon gut)"
    r"\W*(?:eddie)?\W*$",
    re.IGNORECASE,
)


def withdrawn(said: str) -> str | None:
    """The words that take back what was just asked ("can you look up train times? nah forget
    it" → "nah forget it"), else None; "remember when i said X? scrap that" forgets X instead."""
    found = _WITHDRAWN.search(said)
    if found is None or retracted(said) is not None:
        return None
    return found.group("back")


_HOW_TO_SAY = re.compile(
    r"^\W*(?:(?:so|ok|um|hey)\W+)*(?:how (?:do|should|can|could|would) (?:i|we) (?:tell|explain to"
    r"|let)|wie (?:sag|erklär|erklaer)\w* ich)\b(?!.*\b(?:text|message|email|e-mail|note|letter|card"
    r"|whatsapp|nachricht|mail)\b).*\b(?:(?:i'?m|i am|i feel|i've been|i have been|mir|ich bin) (?:so "
    r"|really |very |totally |a bit |alles )?(?:overwhelmed|stressed|burn(?:ed|t) out|struggling"
    r"|unhappy|exhausted|overworked|anxious|zu viel|überlastet|ueberlastet|gestresst)|the workload"
    r"|too much work|zu viel arbeit)\b",
    re.IGNORECASE,
)


def how_to_say(said: str) -> bool:
    """Whether ``said`` asks how to tell someone of one's own load ("how do i tell my boss i'm
    overwhelmed"): advice on the talk, not a text to send."""
    return _HOW_TO_SAY.match(said) is not None


_REPLY_UNSEEN = re.compile(
    r"^\W*(?:(?:so|ok|okay|um|hey|hmm)\W+)*(?:my|our|the|a|mein\w*|unser\w*|de[rmn]|die)\s+"
    r"(?P<who>(?!worker|agent|bot|projekt|project)[\w-]+(?:\s+[A-Za-zÄÖÜäöüß][\w-]+)?)\s+(?:just\s+|has\s+"
    r"|hat\s+(?:mir\s+)?)?(?:sent|texted|messaged|emailed|wrote|replied|geschrieben|getextet"
    r"|gemailt|geantwortet)\b(?:\s+(?:me|mir|back|zur(?:ü|ue)ck))*(?:\s+(?:a|an|eine?)\s+(?:message"
    r"|text|email|e-mail|reply|nachricht|mail|sms))?(?:\s+(?:geschickt|gesendet))?\s*[,.;!?-]*\s*(?:and\s+|so\s+"
    r"|und\s+)?(?:what|how|was|wie)\s+(?:should|do|can|could|would|soll|kann|k(?:ö|oe)nnte)\s+(?:i|ich)"
    r"\s+(?:reply|answer|respond|say|write back|text back|write|antworten|zur(?:ü|ue)ckschreiben"
    r"|schreiben|sagen)\b(?:\s+(?:to (?:him|her|them|that|it)|back|darauf|ihm|ihr))?\W*$",
    re.IGNORECASE,
)
"""A message someone sent the user, asked how to answer, with no word of what it says."""


def reply_unseen(said: str, language: str) -> str | None:
    """What Eddie asks when the user wants to answer a message he has not seen ("my plumber
    sent me a message, what should i reply"): what it says, and what they want to say back. The
    inbox holds workers' results, not the user's texts; None when no such question is asked."""
    found = _REPLY_UNSEEN.match(said.strip())
    if found is None:
        return None
    who = found["who"].lower()
    if language == "de":
        return (
            "Gern helfe ich dir beim Antworten! Was steht denn in der Nachricht? Kopier sie hier "
            "rein und sag mir kurz, was du antworten möchtest, dann formuliere ich dir eine Antwort."
        )
    return (
        f"Happy to help you reply! What did your {who} write? Paste their message here and tell "
        "me roughly what you'd like to say back, and I'll draft an answer."
    )
