"""Things about the user said as "my X is Y" and kept under X ("my shoe size is 45", "my dentist
is dr. kovac"): a later "my shoe size is 46" corrects the first. A person's role ("my physio is
anna berg") needs a name or a place as its value, not an opinion ("my doctor is great")."""

from __future__ import annotations

import re

ATTRIBUTES = {
    **dict.fromkeys(("shoe size", "schuhgröße", "schuhgroesse"), "shoe_size"),
    **dict.fromkeys(("dress size", "clothes size", "clothing size", "kleidergröße", "konfektionsgröße"), "clothes_size"),
    **dict.fromkeys(("blood type", "blood group", "blutgruppe"), "blood_type"),
    **dict.fromkeys(("birthday", "bday", "date of birth", "geburtstag", "geburtsdatum"), "birthday"),
    **dict.fromkeys(("height", "körpergröße", "koerpergroesse"), "height"),
    **dict.fromkeys(("allergy", "allergies", "allergie", "allergien"), "allergy"),
    **dict.fromkeys(("star sign", "zodiac sign", "sternzeichen"), "star_sign"),
    **dict.fromkeys(("doctor", "gp", "hausarzt", "hausärztin"), "doctor"),
    **dict.fromkeys(("dentist", "zahnarzt", "zahnärztin"), "dentist"),
    **dict.fromkeys(("job", "profession", "beruf"), "job"),
    **dict.fromkeys(("physio", "physiotherapist", "physiotherapeut", "physiotherapeutin"), "physio"),
    **dict.fromkeys(("therapist", "therapeut", "therapeutin"), "therapist"),
    **dict.fromkeys(("vet", "tierarzt", "tierärztin"), "vet"),
    **dict.fromkeys(("hairdresser", "barber", "friseur", "friseurin", "frisörin"), "hairdresser"),
    **dict.fromkeys(("accountant", "tax advisor", "steuerberater", "steuerberaterin"), "accountant"),
    **dict.fromkeys(("lawyer", "solicitor", "attorney", "anwalt", "anwältin"), "lawyer"),
    **dict.fromkeys(("landlord", "landlady", "vermieter", "vermieterin"), "landlord"),
    **dict.fromkeys(("mechanic", "garage", "werkstatt", "mechaniker"), "mechanic"),
    **dict.fromkeys(("optician", "optiker", "optikerin"), "optician"),
    **dict.fromkeys(("pediatrician", "paediatrician", "kinderarzt", "kinderärztin"), "pediatrician"),
    **dict.fromkeys(("midwife", "hebamme"), "midwife"),
}  # fmt: skip
"""What the user's "my X" is kept under."""
ROLES = frozenset(
    {"doctor", "dentist", "physio", "therapist", "vet", "hairdresser", "accountant", "lawyer"}
    | {"landlord", "mechanic", "optician", "pediatrician", "midwife"}
)
"""The attributes that are people the user goes to."""
ATTRIBUTE = re.compile(
    r"\b(?:my|mein(?:e|en)?)\s+(" + "|".join(sorted(ATTRIBUTES, key=len, reverse=True)) + r")"
    r"\s+(?:is|are|'s|ist|sind|lautet|hei(?:ß|ss)t)\s+(.+)",
    re.IGNORECASE,
)
_OPINION = re.compile(
    r"^(?:an? |ein\w* |so|really|very|too|quite|super|pretty|a bit|kinda|totally|great|good|bad|awful"
    r"|terrible|amazing|nice|lovely|horrible|useless|rubbish|the best|the worst|brilliant"
    r"|annoying|rude|late|away|off|sick|ill|on holiday|in hospital|retiring|leaving|moving"
    r"|closed|expensive|cheap|slow|fast|busy|booked|toll|super|gut|schlecht|nett|teuer|krank"
    r"|weg|im urlaub|klasse|mies|unfreundlich|\w+ing\b)",
    re.IGNORECASE,
)


def names_someone(value: str) -> bool:
    """Whether a role's value names someone or where they are ("dr kovac on elm road", "anna
    berg"), not how the user finds them ("great", "killing me", "on holiday")."""
    return _OPINION.match(value.strip()) is None
