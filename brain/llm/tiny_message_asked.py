"""How a message to someone is asked for, in the words people use: "write a quick text to my
landlord that …", "msg to my landlady mrs okafor, the boiler …", "how do i tell my coworker …",
"text my neighbour could she …", "schreib ne nachricht an meinen vermieter, dass …", "schreib
meinem chef, ob er …": whom it is for and what it says. Used by :mod:`brain.llm.tiny_message`."""

from __future__ import annotations

import re

WHO = (
    r"(?!(?:my)?self\b)(?P<who>(?:my|our|the|meine[nmr]?|unsere[nmr]?|den|die|dem|der)\s+[\w'-]+(?:\s+[\w-]+\.?){0,3}?"
    r"|(?-i:[A-Z])[\w&'-]+(?:\s+(?-i:[A-Z])[\w&'-]+){1,2}|[A-Z]\w+)(?:\s*\((?:(?:her|his|their) name(?:'s| is)\s+)?(?P<named>(?:(?:mrs?|ms|dr|miss|herr|frau)\.?\s+)?"
    r"[A-Za-zÄÖÜäöüß][\w-]{1,20})(?:\s*,[^)]{0,30})?\))?"
)
KIND = (
    r"(?:text|message|msg|note|e-?mail|whatsapp|sms|reply|letter|complaint|nachricht|mail|zeilen"
    r"|brief|beschwerde|notice|aushang|zettel|flyer|memo|announcement|ankündigung|rundmail)"
)
ASKED = (
    re.compile(
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        r"(?:write|draft|compose|type up|help me (?:write|word)|give me|make|send|(?:i )?need"
        r"|(?:i )?want)\s+(?:me\s+)?"
        r"(?:(?:a|an|some)\s+)?(?:(?:quick|short|little|brief|polite|nice|friendly|kind)\s+)*"
        rf"{KIND}\s+(?:to|for)\s+{WHO},?\s+(?:that|saying|telling (?:him|her|them)(?: that)?"
        r"|to (?:say|tell (?:him|her|them))(?: that)?|letting (?:him|her|them) know(?: that)?"
        r"|(?P<reminding>reminding (?:everyone|everybody|them|him|her|people|all|the others)(?: that)?)"
        r"|about how|(?P<about>about|regarding|re|complaining about)|(?P<asking>asking"
        r"(?: (?:nicely|politely|kindly|gently))?(?: (?:him|her|them|if|whether))?|to ask"
        r"(?: (?:him|her|them))?(?: (?:nicely|politely|kindly|gently))?(?: if| whether)?))\s+"
        r"(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "quick email pls to my landlady ms. reyes, the bathroom tap has been dripping …"
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        r"(?:(?:write|draft|compose|type up|give me|(?:i )?need|(?:i )?want)\s+(?:me\s+)?)?(?:(?:a|an)"
        r"\s+)?(?:(?:quick|short|little|brief|polite|nice|friendly|kind|firm|formal)\s+)*"
        rf"(?:complaint\s+)?{KIND}\s+(?:to|for)\s+{WHO}(?:\s*(?:[,:;.-]|—|–)\s+|\s+(?=(?:can|could"
        r"|would|will)\s+(?:she|he|they)\b))(?P<what>(?:(?:the|my|our|i|im|i'm|ive|i've|we|we're|it"
        r"|its|it's|there|can|could|would|will)\b|(?<=[:—–.-] )\w).+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "write a note for my son's teacher mrs alvarez: jonah has a dentist appointment …"
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        r"(?:(?:write|draft|compose|type up|give me|(?:i )?need|(?:i )?want)\s+(?:me\s+)?)?(?:(?:a|an)\s+)?"
        r"(?:(?:quick|short|little|brief|polite|nice|friendly|kind)\s+)*"
        rf"{KIND}\s+(?:to|for)\s+(?P<who>(?!(?:my)?self\b)[^:]{{3,50}}?)\s*:\s+(?P<what>\w.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "short msg to my landlord that the sink is leaking pls"
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please)\W+)*(?:(?:a|an)\s+)?(?:(?:quick|short|little"
        rf"|brief|polite|nice|friendly|kind)\s+)*{KIND}\s+(?:to|for)\s+{WHO},?\s+(?:that|saying"
        r"|(?P<reminding>reminding (?:everyone|everybody|them|him|her|people|all)(?: that)?))\s+"
        r"(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "write a short text to tell my friend i'm running late"
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        r"(?:write|draft|compose|type up|help me (?:write|word)|give me|make)\s+(?:me\s+)?"
        r"(?:(?:a|an|some)\s+)?(?:(?:quick|short|little|brief|polite|nice|friendly|kind)\s+)*"
        rf"{KIND}\s+(?:to\s+)?(?:tell|let|inform)\s+{WHO}\s+(?:know\s+)?(?:that\s+)?"
        r"(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|help)\W+)*how\s+(?:do|can|should|would)\s+"
        r"i\s+(?:tell|let|text|say to)\s+" + WHO + r"\s+(?:know\s+)?(?:(?:nicely|politely|gently"
        r"|kindly|in a nice way|without being rude),?\s+)?(?:that\s+)?(?P<what>i\b.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please)\W+)*(?:text|message|msg|e-?mail|whatsapp)"
        r"\s+(?P<who>(?:my|our)\s+(?!worker|agent|project)[\w'-]+(?:\s+(?:teacher|coach|boss|manager"
        r"|landlord|doctor|neighbou?r|friend))?(?:\s+[A-Za-z]+(?=,?\s+(?:saying|that)\b))?),?\s+"
        r"(?:that\s+|saying\s+)?"
        r"(?P<what>(?:i|im|i'm|ill|i'll|the|my|we|our|it|she|he|they|she'll|he'll|she's|he's"
        r"|thanks|thank you|sorry|could|can|would)\b.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "can you write my landlord a quick note, the fridge is making a weird noise, …"
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        rf"(?:write|draft|send|drop)\s+(?!me\b){WHO}\s+(?:(?:a|an)\s+)?(?:(?:quick|short|little|brief"
        rf"|polite|nice|friendly|kind)\s+)*{KIND}\s*(?:[,:;.-]|—|–)\s+(?P<what>\w.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "write to my teacher asking if she could extend the deadline"
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        rf"(?:write|send (?:a )?(?:line|word))\s+to\s+{WHO},?\s+(?:that|saying|(?P<asking>asking"
        r"(?: (?:him|her|them|if|whether))?|to ask(?: (?:him|her|them))?(?: if| whether)?))\s+"
        r"(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:schreib|formulier|verfass)\w*\s+(?:(?:mir|bitte|mal|doch|uns|kurz)\s+)*"
        r"(?:(?:eine|ne|n|einen|kurze|kurzen|nette|nettes|höfliche)\s+)*"
        + KIND
        + r"\s+(?:an|für)\s+"
        + WHO
        + r",?\s+(?:dass\s+|(?=ob\s))(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "kannst du mir kurz ne nachricht an die gruppe formulieren, dass …"
        r"^\W*(?:(?:hey|hallo|ok|also|eddie)\W+)*(?:kannst|könntest|koenntest|würdest|wuerdest)\s+du"
        r"\s+(?:(?:mir|uns|mal|bitte|kurz|schnell|eben)\s+)*(?:(?:eine|ne|n|einen|nen)\s+)?"
        r"(?:(?:kurze|kurzen|nette|nettes|höfliche|freundliche)\s+)*"
        + KIND
        + r"\s+(?:an|für)\s+"
        + WHO
        + r"\s+(?:formulieren|schreiben|verfassen|aufsetzen|texten),?\s+(?:dass\s+|(?=ob\s))"
        r"(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "kannst du mir ne nachricht an meine vermieterin schreiben? die heizung geht nicht …"
        r"^\W*(?:(?:hey|hallo|ok|also|eddie)\W+)*(?:kannst|könntest|koenntest)\s+du\s+(?:(?:mir|uns|mal"
        r"|bitte|kurz|schnell|eben)\s+)*(?:(?:eine|ne|n|einen|nen)\s+)?(?:(?:kurze|kurzen|nette|nettes"
        rf"|höfliche|freundliche)\s+)*{KIND}\s+(?:an|für)\s+{WHO}\s+(?:schreiben|formulieren|verfassen"
        r"|aufsetzen)\W+(?P<what>\w.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hallo|ok|also|eddie)\W+)*wie\s+sag\s*(?:e|')?\s*ich\s+"
        + WHO
        + r"\s+(?:(?:nett|höflich|freundlich|am besten),?\s+)?,?\s*dass\s+(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "schreib mir nen kurzen aushang fürs treppenhaus, dass am 5. juli … ist"
        r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:schreib|formulier|verfass|mach)\w*\s+"
        r"(?:(?:mir|bitte|mal|doch|uns|kurz)\s+)*(?:(?:eine|ne|n|einen|nen|kurze|kurzen|nette|nettes"
        rf"|kleinen|kleine)\s+)*{KIND}\s+(?:fürs|für's|fuers|ans|für das|für den|für die|an die|an den"
        r"|an das|in den|in das|ins)\s+(?P<who>[\w-]+)(?:\s+(?:im|in der|am|beim|vom)\s+[\w-]+)?,?\s+dass\s+(?P<what>.+?)\W*$",
        re.IGNORECASE,
    ),
    re.compile(  # "nachricht an meine kollegin petra: ich bin heute im homeoffice …"
        r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:(?:eine|ne|n|nen|einen|kurze|kurzen"
        r"|schnelle)\s+)*(?:nachricht|whatsapp|sms|mail|e-?mail|textnachricht)\s+(?:an|für|fuer)\s+"
        r"(?P<who>(?:(?:meine[nmr]?|unsere[nmr]?|den|die|dem|der)\s+)?[\wäöüß-]+(?:\s+(?!ich\b|wir\b)"
        r"[\wäöüß-]+){0,2}?)\s*(?P<plain>:|–|—|\s-|\s(?=(?:ich|wir|heute|morgen|übermorgen)\b))\s*"
        r"(?P<what>\w.+?)\W*$",
        re.IGNORECASE,
    ),
)
FIRST_GERMAN = 9
AS_SAID = 11
"""The indexes in :data:`ASKED` of the first German pattern and of "kannst du … schreiben? …"."""
_STILL = r"(?:kurz|mal|bitte|doch|eben|schnell|noch|gleich|nochmal)"
"""Words said around whom a German message is for ("schreib kurz meiner kollegin …")."""
_BY = (
    r"(?:(?:per|via|über|ueber|als|in einer|mit einer)\s+(?:(?:kurze[nr]?|kleine[nr]?)\s+)?"
    r"(?:nachricht|whatsapp|sms|mail|e-?mail|signal|telegram|textnachricht|dm)"
    r"|(?:(?:eine|ne|n|nen|einen|ein|kurze|kurzen|kleine|schnelle)\s+)*(?:nachricht|whatsapp|sms"
    r"|mail|e-?mail|info|textnachricht|zeile|bescheid)|schreiben|sagen|schicken|geben|ausrichten"
    r"|mitteilen|texten|mit|aus)"
)
"""How a German message is sent, said after whom it is for ("sag tom per nachricht, …", "gib
meinem kumpel bescheid, …", "kannst du paul schreiben, …", "richte tom aus, …", "teile jana mit,
…")."""
_NO_NAME_DE = (
    r"(?!(?:mir|mich|dir|dich|ihm|ihr|ihnen|uns|euch|allen|jedem|jemandem|niemandem|keinem|mal"
    r"|bitte|doch|kurz|eben|schnell|noch|gleich|nochmal|ehrlich|einfach|lieber|gern|gerne|nett"
    r"|höflich|freundlich|direkt|offen|auch|jetzt|heute|morgen|was|etwas|nichts|bescheid|eine|ne"
    r"|ein|einen|nen|das|es|so|ja|nein|danke|hallo|dass|ob|per|via|an|bloß|bloss|ruhig|trotzdem"
    r"|endlich|sofort|schon|nur|lieb|kurze?n?|ganz|alles|worker|agent\w*|bot|projekt\w*|zurück"
    r"|zurueck|auf|rein|raus|mit|aus|ab|ein|vor|nach|hin|her|weg|los|durch|um|zu|dazu|drauf"
    r"|dran|drunter|hinein|herein|hinterher|vorher|nachher|dann|da|dort|hier|so|wie|was|wem|wen"
    r"|wer|irgendwem|irgendwas|jetzt|nun|eh|halt|mal|noch|wieder|sicher|klar|deutlich|laut|ich"
    r"|wir|bin|sind|komme?|komm|muss|müssen|werde|habe?|heute|morgen|übermorgen)\b)"
)
_KIN_DE = (
    r"(?:kolleg(?:e|en|in)|chef(?:in)?|nachbar(?:in|n)?|kumpel|freund(?:in)?|mitbewohner(?:in)?"
    r"|vermieter(?:in)?|trainer(?:in)?|lehrer(?:in)?|bruder|schwester|cousin(?:e)?)"
)
"""Whom a German message is for, said without an article before their name ("kollege jan")."""
_TOLD_DE = (
    r"(?:ich|wir|bin|komme?|muss|kann|heute|morgen|übermorgen|ueber\w*|am\s+(?:montag|dienstag"
    r"|mittwoch|donnerstag|freitag|samstag|sonntag))\b"
)
"""What a German message says, told as a main clause straight after whom it is for, with no
"dass" or colon ("schick meinem kollegen tobi ne nachricht ich bin heute ab 15 uhr weg")."""
DATIVE = re.compile(
    r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:(?:schreib|sag|schick|gib|whatsapp|sims|teil"
    r"|richt|informier|benachrichtig)\w*"
    rf"|(?:kannst|könntest|koenntest|würdest|wuerdest)\s+du)(?:\s+(?:{_STILL}|mir|uns|was|etwas|wat))*\s+"
    r"(?P<who>(?:(?:meinem|meiner|meinen|unserem|unserer|unseren|dem|der)|an\s+(?:meine[nm]?|unsere[nm]?|den|die"
    rf"|dem|der))\s+{_NO_NAME_DE}[\wäöüß-]+(?:\s+(?:(?:herrn?|frau)\s+)?{_NO_NAME_DE}[\wäöüß-]+)?"
    rf"|(?:an\s+)?{_KIN_DE}\s+{_NO_NAME_DE}[a-zäöüß][a-zäöüß-]{{1,15}}"
    rf"|(?:an\s+)?{_NO_NAME_DE}[a-zäöüß][a-zäöüß-]{{1,15}}(?:\s+(?-i:[A-ZÄÖÜ])[a-zäöüß-]+)?)"
    rf"(?:\s*,?\s+(?:{_STILL}|{_BY}|was|etwas))*\s*(?:,?\s*(?:dass\s+|(?=ob\s))|(?P<plain>:|\s(?={_TOLD_DE}))\s*)"
    r"(?P<what>\w.+?)\W*$",
    re.IGNORECASE,
)
"""A message in German said with the person in the dative or after "an", or by a first name:
"schreib meinem chef, dass ich morgen später komme", "sag tom per nachricht, dass …", "schick
meiner kollegin anna ne nachricht, dass …", "kannst du paul schreiben, dass …", "schreib an
sarah: …" (said as a main clause)."""


def asked_message(said: str) -> tuple[int, re.Match[str]] | None:
    """(which of :data:`ASKED` or :data:`DATIVE` matched, the match) when ``said`` asks for a
    message to someone, or None."""
    return next(
        ((number, found) for number, p in enumerate((*ASKED, DATIVE)) if (found := p.match(said))),
        None,
    )
