"""A message asked for without what it should say: "help me write a polite complaint to my
landlord", "hilf mir ne höfliche beschwerde an den vermieter zu schreiben", "schreib mir ne mail
an meinen chef wegen urlaub".

The tiny model made a project of each ("hilf_hoefliche"). A short message is Eddie's own work:
it offers a start with gaps in brackets for what only the user knows, and asks for them. What a
message with its content said gets written out whole (:mod:`brain.llm.tiny_message`). A
cancellation letter ("draft a msg to cancel my gym membership", "schreib mir eine kündigung für
mein fitnessstudio") is written here too. Used by :func:`brain.llm.tiny_lines.known_answer`.
"""

from __future__ import annotations

import re

from brain.llm.tiny_german import GERMAN_ARTICLES
from brain.llm.tiny_message import written
from brain.llm.tiny_message_asked import KIND
from brain.llm.tiny_style import STYLE_LEAD, STYLE_WORD
from brain.llm.tiny_tidy import tidied

_WHO = r"(?P<who>(?:my|our|the|a|meine[nmr]?|unsere[nmr]?|den|die|dem|der|das)\s+[\w-]+)"
_KIND = (
    r"(?P<kind>complaint|e-?mail|mail|message|msg|text|letter|note|beschwerde|nachricht|brief"
    r"|schreiben)"
)
_HOW = (
    r"(?:(?:a|an|some|eine|ne|n|einen|kurze|kurzen|kurzes)\s+)?(?P<how>(?:(?:quick|short|polite"
    r"|nice|friendly|formal|firm|angry|strongly worded|höfliche|höflichen|nette|netten|freundliche"
    r"|freundlichen|förmliche|sachliche|deutliche|kurze)\s+)*)"
)
_FILLER = r"^\W*(?:(?:hey|hi|hallo|ok|okay|so|also|eddie|pls|please|bitte|mal)\W+)*"
_ENGLISH = re.compile(
    _FILLER + r"(?:(?:can|could|would) (?:you|u) (?:please |pls )?)?(?:help me (?:to )?)?"
    r"(?:write|draft|compose|word|put together|type up)\s+(?:me\s+|up\s+)?"
    + _HOW
    + _KIND
    + r"\s+(?:to|for)\s+"
    + _WHO
    + r"(?:\s+(?:about|regarding|re|over|because of)\s+(?P<about>.+?))?"
    r"(?:\s*[,:;]\s*(?:(?:that|saying)\s+)?(?P<content>(?:the|my|our|it|its|it's|we|i|there)\b.+?))?\W*$",
    re.IGNORECASE,
)
_GERMAN_HELP = re.compile(
    _FILLER + r"(?:hilf\s+mir|kannst\s+du\s+mir\s+helfen|könntest\s+du\s+mir\s+helfen),?"
    r"\s+(?:(?:mal|bitte|doch|kurz)\s+)*"
    + _HOW
    + _KIND
    + r"\s+(?:an|für)\s+"
    + _WHO
    + r"(?:\s+wegen\s+(?P<about>.+?))?\s+zu\s+(?:schreiben|formulieren|verfassen)\W*$",
    re.IGNORECASE,
)
_GERMAN_WRITE = re.compile(
    _FILLER + r"(?:kannst du (?:mir )?)?(?:schreib|formulier|verfass)\w*\s+(?:(?:mir|bitte|mal|doch"
    r"|kurz|uns)\s+)*"
    + _HOW
    + _KIND
    + r"\s+(?:an|für)\s+"
    + _WHO
    + r"(?:\s+wegen\s+(?P<about>.+?))?\W*$",
    re.IGNORECASE,
)
_COMPLAINT = re.compile(r"complaint|beschwerde", re.IGNORECASE)
_FORMAL = re.compile(
    r"\b(?:vermieter\w*|hausverwaltung|chef\w*|lehrer\w*|arzt|praxis|firma|bank|versicherung"
    r"|landlord|boss|manager|teacher|professor|doctor|company|bank|insurance|council|school"
    r"|airline|hotel|support|office)\b|höflich|förmlich|sachlich|polite|formal",
    re.IGNORECASE,
)


def _german_nouns(words: str) -> str:
    """ "der heizung" → "der Heizung": a noun after an article is capitalised."""
    said = words.split()
    return " ".join(
        w[:1].upper() + w[1:] if i and said[i - 1].lower() in GERMAN_ARTICLES else w
        for i, w in enumerate(said)
    )


def _english(who: str, complaint: bool, about: str | None) -> str:
    hello = "Hello," if _FORMAL.search(who) else "Hi,"
    if complaint:
        topic = f"about {about}" if about else "about a problem with [what's wrong]"
        body = (
            f"{hello} I'm writing {topic}. It started on [date] and [what happened, what you have "
            "tried]. Could you please look into it and let me know by [date] how it will be sorted "
            "out? Thank you."
        )
        tail = "Tell me what went wrong and since when, and I'll fill in the gaps."
    else:
        body = f"{hello} [what you'd like to say]. Thanks!"
        tail = "Tell me what it should say, and I'll write it out."
    return f'Here\'s a start:\n\n"{body}"\n\n{tail}'


def _german(who: str, how: str, complaint: bool, about: str | None) -> str:
    formal = bool(_FORMAL.search(f"{who} {how}"))
    topic = f"wegen {_german_nouns(about)}" if about else "wegen [worum es geht]"
    if complaint and formal:
        body = (
            f"Guten Tag, ich wende mich {topic} an Sie. Seit [Datum] [was genau passiert ist]. "
            "Bitte kümmern Sie sich darum und teilen Sie mir bis [Datum] mit, wie es weitergeht. "
            "Mit freundlichen Grüßen"
        )
    elif complaint:
        body = (
            f"Hallo, ich melde mich {topic}. Seit [Datum] [was genau passiert ist]. Kannst du "
            "dich bitte darum kümmern? Danke!"
        )
    elif formal:
        body = f"Guten Tag, ich melde mich {topic}: [was du sagen willst]. Vielen Dank!"
    else:
        body = f"Hallo, ich melde mich {topic}: [was du sagen willst]. Danke!"
    return (
        f"So könntest du anfangen:\n\n„{body}“\n\nSag mir, worum es genau geht (was, seit wann), "
        "dann schreibe ich es fertig."
    )


def letter_start(said: str) -> str | None:
    """A start for the message ``said`` asks for without its content, or None."""
    english = _ENGLISH.match(said)
    if english is not None and english["content"]:  # "…, the heating's been broken for 3 days"
        return written(english["who"], english["content"], "en")
    if english is not None:
        complaint = bool(_COMPLAINT.match(english["kind"]))
        if english["about"] and not complaint:
            return None  # "a note to my landlord about the noise": written out whole
        return _english(english["who"], complaint, english["about"])
    german = _GERMAN_HELP.match(said) or _GERMAN_WRITE.match(said)
    if german is None:
        return None
    complaint = bool(_COMPLAINT.match(german["kind"]))
    return _german(german["who"], german["how"] or "", complaint, german["about"])


_NO_ONE_EN = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|quick(?:ly)?)\W+)*(?:(?:can|could) (?:you|u)"
    r" (?:please |pls |quickly |quick )?)?(?:help me )?(?:write|draft|type up|give me)\s+(?:me\s+)?"
    r"(?:a|an)\s+(?:(?:quick|short|little|brief)\s+)*(?:text|message|msg|note|whatsapp|sms)\s+"
    r"(?:saying|that says|to say|that)\s+(?P<what>.+?)\W*$",
    re.IGNORECASE,
)
_NO_ONE_DE = re.compile(
    r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:kannst du (?:mir )?(?:mal |schnell |kurz |bitte )*"
    r"|schreib\w*\s+(?:mir\s+)?(?:mal\s+|schnell\s+|kurz\s+|bitte\s+)*)(?:(?:eine|ne|n)\s+)?"
    r"(?:kurze\s+)?(?:nachricht|sms|whatsapp|text)\s+(?:schreiben\s*,?\s*)?,?\s*(?:dass|das)\s+"
    r"(?P<what>.+?)\W*$",
    re.IGNORECASE,
)


def unaddressed(said: str) -> str | None:
    """A message asked for with its content but to nobody named ("kannst du mir schnell ne
    nachricht schreiben dass ich mich so 10 min verspäte"): written as to a friend."""
    english = _NO_ONE_EN.match(said)
    if english is not None:
        return written("my friend", english["what"], "en")
    german = _NO_ONE_DE.match(said)
    if german is not None:
        return written("meinen freund", re.sub(r"\s+schreiben$", "", german["what"]), "de")
    return None


# --- a cancellation ------------------------------------------------------------------------

_CANCEL = (
    re.compile(
        r"^\W*(?:(?:hey|hi|ok|okay|so|eddie|pls|please|can (?:you|u)|could (?:you|u))\W+)*"
        r"(?:write|draft|compose|type up|help me (?:write|word)|give me|make)\s+(?:me\s+)?"
        r"(?:(?:a|an|some)\s+)?(?:(?:quick|short|little|brief|polite|formal)\s+)*"
        rf"{KIND}\s+(?:to\s+(?:cancel|terminate|end|quit)|cancell?ing)\s+(?P<what>(?:my|our|the)\s+.+?)"
        r"\W*$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:schreib|formulier|verfass)\w*\s+"
        r"(?:(?:mir|bitte|mal|doch|kurz)\s+)*(?:(?:eine|ne|n)\s+)?kündigung\s+(?:für|fuer|von)\s+"
        r"(?P<what>.+?)\W*$|^\W*(?:(?:hey|hallo|ok|also|eddie|bitte)\W+)*(?:ich\s+will|ich\s+möchte"
        r"|wie\s+kündige\s+ich)\s+(?P<what2>.+?)\s+kündigen\W*$",
        re.IGNORECASE,
    ),
)
"""A cancellation letter: "draft a msg to cancel my gym membership", "schreib mir eine
kündigung für mein fitnessstudio"."""


_CANCEL_ASKED = re.compile(
    r"\b(?:write|draft|compose|type up|help me (?:write|word)|give me|make|need)\s+(?:me\s+)?"
    r"(?:(?:a|an|the|some)\s+)?(?:(?:quick|short|little|brief|polite|formal|firm)\s+)*"
    rf"(?:cancell?ation\s+)?{KIND}\b",
    re.IGNORECASE,
)
_CONTRACTS = (
    r"(?:subscription|membership|contract|plan|account|insurance|policy|tariff|lease|service|abo)"
)
_CANCELLED = re.compile(
    r"\b(?:cancel+(?:ing)?|terminate|end|quit)\s+(?:(?P<what>(?:my|our|the)\s+(?:[\w-]+\s+){0,3}?"
    rf"{_CONTRACTS})|(?P<what3>(?:my|our|the)\s+[\w-]+))\b|\bcancell?ation (?:of|for) "
    rf"(?P<what2>(?:my|our|the)\s+(?:[\w-]+\s+){{0,3}}?{_CONTRACTS})\b",
    re.IGNORECASE,
)
_NUMBER_SAID = re.compile(
    r"\b(?P<kind>customer|member(?:ship)?|contract|account|policy|subscriber|client|reference)\s*"
    r"(?:nr\.?|no\.?|number|num|#|id)?\s*(?:is\s+)?[:#]?\s*(?P<num>[A-Z]*-?\d[\w-]{2,})",
    re.IGNORECASE,
)
_BY_WHEN = re.compile(
    r"\b(?:at |by |as of )?(?P<when>(?:the )?end of (?:next|this|the) (?:month|year|quarter|term)"
    r"|end of (?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december))\b",
    re.IGNORECASE,
)


def _loose_cancellation(said: str) -> str | None:
    """A cancellation asked in any order ("need to cancel my magazine subscription, … write a
    short cancellation email pls, customer nr 448213"): what, the number and the date kept."""
    asked, found = _CANCEL_ASKED.search(said), _CANCELLED.search(said)
    if asked is None or found is None:
        return None
    what = (found["what"] or found["what2"] or found["what3"]).lower()
    what = re.sub(r"^(?:our|the)\s+", "my ", what)
    number = _NUMBER_SAID.search(said)
    when = _BY_WHEN.search(said)
    date = (
        f"as of the {when['when'].removeprefix('the ')}" if when else "as of the next possible date"
    )
    lines = [f"Hello, I'd like to cancel {what} {date}."]
    if number is not None:
        lines.append(f"My {number['kind'].lower()} number is {number['num']}.")
    lines.append("Please confirm the cancellation and the end date in writing. Thank you.")
    body = " ".join(lines)
    if re.search(r"\be-?mail\b", asked.group(0), re.I):
        subject = f"Subject: Cancellation of {what}"
        body = f"{subject}\n\n{body}"
    return f'Here\'s a text you could send:\n\n"{body}"'


def cancellation(said: str) -> str | None:
    """The cancellation letter ``said`` asks for, or None."""
    english, german = (p.match(said) for p in _CANCEL)
    loose = _loose_cancellation(said)
    if loose is not None and (
        english is None or _NUMBER_SAID.search(said) or _BY_WHEN.search(said)
    ):
        return loose
    if english is not None:
        what = tidied(english["what"], "en", first=False).rstrip(".")
        body = (
            f"Hello, I'd like to cancel {what} as of the next possible date. Please confirm the "
            "cancellation and the end date in writing. Thank you."
        )
        return f'Here\'s a text you could send:\n\n"{body}"'
    if german is not None:
        what = (german["what"] or german["what2"]).strip()
        body = (
            f"Sehr geehrte Damen und Herren, hiermit kündige ich {_own(what)} fristgerecht zum "
            "nächstmöglichen Termin. Bitte bestätigen Sie mir die Kündigung und das Vertragsende "
            "schriftlich. Mit freundlichen Grüßen"
        )
        return f"So könntest du schreiben:\n\n„{body}“"
    return None


_CONTRACT = re.compile(
    r"\b\w*(?:vertrag|mitgliedschaft|abo|abonnement|versicherung|konto|account|tarif)\w*\b",
    re.IGNORECASE,
)


def _own(what: str) -> str:
    """What is cancelled, as a German object: a contract as said ("meinen Handyvertrag"),
    anything else as the contract with it ("mein fitnessstudio" → "meinen Vertrag
    (Fitnessstudio)")."""
    words = what.split()
    if _CONTRACT.search(what):
        return " ".join(w[:1].upper() + w[1:] if i else w for i, w in enumerate(words))
    thing = words[-1] if words else what
    return f"meinen Vertrag ({thing[:1].upper()}{thing[1:]})"


_DECLINE_EN = re.compile(
    _FILLER + r"(?:(?:can|could|would) (?:you|u) (?:please |pls )?)?(?:help me )?(?:write|draft"
    r"|send|give me)\s+(?:me\s+)?(?:a\s+)?(?:(?:quick|short|polite|nice|friendly|kind|firm)\s+)*"
    r"(?:no|decline|rejection|turn[- ]down|thanks but no thanks)(?:\s+(?:text|message|msg|note"
    r"|email))?\s+(?:to|for)\s+(?P<who>(?:my|our|the|a)\s+[\w-]+(?:\s+[\w-]+){0,4}?)"
    r"(?P<rest>(?:\s*,.*|\s+(?:because|since|as)\s+.*)?)$",
    re.IGNORECASE,
)
_DECLINE_DE = re.compile(
    _FILLER + r"(?:(?:kannst|könntest) du (?:mir )?)?(?:schreib|formulier|verfass)\w*\s+(?:(?:mir"
    r"|mal|bitte|uns|kurz)\s+)*(?:(?:eine|ne|n|einen)\s+)?(?:(?:kurze|nette|freundliche|höfliche"
    r"|knappe)\s+)*absage\s+(?:an|für)\s+(?P<who>(?:den|die|das|meine[nmr]?|unsere[nmr]?|dem|der)"
    r"\s+[\w-]+(?:\s+[\w-]+){0,4}?)(?P<rest>(?:\s*,.*|\s+(?:weil|da)\s+.*)?)$",
    re.IGNORECASE,
)
_STYLE_WORD = re.compile(rf"^(?:{STYLE_LEAD}\s+)*{STYLE_WORD}\w*$", re.IGNORECASE)
_SIE = re.compile(
    r"\b(?:verkäufer\w*|verkaeufer\w*|vermieter\w*|firma|händler\w*|anbieter\w*|makler\w*|chef\w*"
    r"|hausverwaltung|agentur|praxis|schule|personalabteilung)\b",
    re.IGNORECASE,
)


def decline(said: str) -> str | None:
    """A polite no the user asked for ("schreib mir ne kurze absage an den verkäufer vom golf,
    freundlich, hab schon was anderes gefunden"), with their reason when they give one."""
    found = _DECLINE_EN.match(said)
    german = found is None
    found = found or _DECLINE_DE.match(said)
    if found is None:
        return None
    parts = [p.strip() for p in re.split(r",|\b(?:because|since|weil|da)\b", found["rest"])]
    reason = next((p for p in parts if p and not _STYLE_WORD.match(p)), "")
    if german:
        why = re.sub(r"^(hab|habe|bin|muss|will|kann)\b", r"ich \1", reason)
        why = re.sub(r"\bhab\b", "habe", why).rstrip(" .!")
        why = why[:1].upper() + why[1:] + "."
        if _SIE.search(found["who"]):
            body = "Guten Tag, vielen Dank für Ihre Nachricht und Ihr Angebot. Ich muss leider absagen."
            close = "Trotzdem vielen Dank und freundliche Grüße!"
        else:
            body = "Hallo, danke dir für die Nachricht und das Angebot! Ich muss leider absagen."
            close = "Trotzdem danke und liebe Grüße!"
        text = " ".join(p for p in (body, why if reason else "", close) if p)
        return f"So könntest du schreiben:\n\n„{text}“"
    why = tidied(reason, "en", first=True) if reason else ""
    text = " ".join(
        p
        for p in (
            "Hi, thanks a lot for getting back to me. I've decided to pass this time.",
            why,
            "Thanks again, and all the best!",
        )
        if p
    )
    return f'Here\'s a text you could send:\n\n"{text}"'
