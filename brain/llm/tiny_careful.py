"""Questions where a wrong "yes" could hurt and no fact of :mod:`brain.llm.tiny_facts`
answers: whether a pet may eat something, whether medicines (or a medicine and alcohol) go
together, whether a wild mushroom or berry is edible. The small model answered "can dogs eat
bananas" with "No, they can't." and would answer the rest as confidently. Eddie says what is
known for sure and who can tell (a vet, a pharmacist). Used by
:func:`brain.llm.tiny_lines.known_answer` after the facts, so a known food gets its answer."""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind

_PET = (
    r"(?:dogs?|doggos?|puppy|puppies|cats?|kitty|kittens?|rabbits?|bunny|bunnies|hamsters?"
    r"|guinea pigs?|parrots?|budgies?|birds?|horses?|ferrets?)"
)
_TIER = (
    r"(?:hund\w*|welpe\w*|katze\w*|kater|kätzchen|kaninchen|hasen?|hamster|meerschweinchen"
    r"|wellensittich\w*|vögel|vogel|pferd\w*)"
)
_MEDICINE = (
    r"(?:ibuprofen|paracetamol|acetaminophen|tylenol|advil|aspirin|naproxen|antibiotics?"
    r"|antibiotika|pills?|tablets?|tabletten|medication|medications|meds|medicine|medikament\w*"
    r"|painkillers?|schmerzmittel|antidepressants?|sleeping pills?|schlaftabletten|the pill"
    r"|die pille|birth control|antihistamines?|cold medicine|nurofen|voltaren|diclofenac)"
)

CAREFUL_KINDS: tuple[Kind, ...] = (
    kind(  # a child with a fever
        r"\b(?:my|our|the)\s+(?:kid|kids|child|son|daughter|baby|toddler|little one|boy|girl)\b"
        r"[^.!?]{0,40}\b(?:fever|temperature|temp|febrile)\b|\b(?:mein\w*|unser\w*|das|der)\s+"
        r"(?:kind|sohn|tochter|baby|kleine[rn]?)\b[^.!?]{0,40}\b(?:fieber|temperatur)\b",
        "A fever up to about 39 °C is common in children and usually not dangerous by itself: "
        "keep them drinking, dress them lightly, let them rest, and give a fever medicine "
        "(paracetamol or ibuprofen, dosed by weight) if they feel miserable. Call a doctor now "
        "for a baby under 3 months with any fever, a fever over 40 °C or lasting more than 3 days, "
        "or if they are very drowsy, struggle to breathe, won't drink, or have a rash that doesn't "
        "fade when pressed with a glass. If in doubt, call your doctor or a nurse line.",
        "Fieber bis etwa 39 °C ist bei Kindern häufig und meist an sich nicht gefährlich: viel "
        "trinken lassen, leicht anziehen, Ruhe, und ein Fiebermittel (Paracetamol oder "
        "Ibuprofen, nach Gewicht dosiert), wenn es ihm schlecht geht. Sofort zum Arzt bei einem "
        "Baby unter 3 Monaten mit Fieber, bei über 40 °C oder mehr als 3 Tagen Fieber, oder wenn "
        "es sehr schläfrig ist, schwer atmet, nicht trinkt oder einen Ausschlag hat, der unter "
        "einem Glas nicht verblasst. Im Zweifel die Kinderarztpraxis oder die 116 117 anrufen.",
    ),
    kind(  # what a pet may eat
        rf"\b(?:can|could|may|should|do|does|is it (?:ok|okay|safe|fine|bad)|are|is)\b[^?.!]{{0,40}}"
        rf"\b{_PET}\b[^?.!]{{0,30}}\b(?:eat|eating|have|drink|lick|chew)\b"
        rf"|\b(?:toxic|poisonous|bad|safe|dangerous|ok|okay)\s+(?:for|to)\s+(?:my\s+|a\s+|the\s+)?"
        rf"{_PET}\b"
        rf"|\b(?:darf|dürfen|duerfen|kann|können|koennen)\b[^?.!]{{0,30}}\b{_TIER}[^?.!]{{0,40}}"
        r"\b(?:essen|fressen|trinken|haben|naschen)\b"
        rf"|\b(?:giftig|gefährlich|gefaehrlich|schädlich|unbedenklich)\b[^?.!]{{0,20}}\bfür\b"
        rf"[^?.!]{{0,12}}\b{_TIER}",
        "I can't vouch for that one, and I won't guess with your pet's health. Known to be "
        "dangerous for dogs and cats: grapes and raisins, chocolate, onions and garlic, xylitol "
        "(in sugar-free sweets), alcohol and caffeine, and lilies for cats. If your pet already "
        "ate something and seems unwell, call a vet or a pet poison line.",
        "Dafür kann ich mich nicht verbürgen, und bei der Gesundheit deines Tieres rate ich "
        "nicht. Sicher gefährlich für Hunde und Katzen: Trauben und Rosinen, Schokolade, "
        "Zwiebeln und Knoblauch, Xylit (in zuckerfreien Süßigkeiten), Alkohol und Koffein, für "
        "Katzen auch Lilien. Hat dein Tier schon etwas gefressen und wirkt krank, ruf den "
        "Tierarzt an.",
    ),
    kind(  # medicines together, or with alcohol
        rf"\b(?:can|could|may|should|is it (?:ok|okay|safe|fine|bad|dangerous)(?: to)?)\b[^?.!]{{0,40}}"
        rf"\b(?:take|taking|mix|mixing|combine|combining|drink|drinking|have)\b[^?.!]{{0,40}}"
        rf"\b{_MEDICINE}\b[^?.!]{{0,40}}\b(?:with|and|together|after|while|on|plus|alcohol|beer"
        rf"|wine)\b|\b{_MEDICINE}\b[^?.!]{{0,30}}\b(?:and|with|plus|\+)\b[^?.!]{{0,20}}"
        rf"\b(?:{_MEDICINE}|alcohol|beer|wine|drinks?)\b[^?.!]{{0,30}}(?:\?|together|at the same"
        rf" time|safe|ok|okay)"
        rf"|\b(?:alcohol|beer|wine|drinks?|drinking|alkohol|bier|wein)\b[^?.!]{{0,30}}\b(?:on|with"
        rf"|while (?:on|taking)|after|bei|mit|trotz|nach)\b[^?.!]{{0,15}}\b{_MEDICINE}\b"
        rf"|\b(?:darf|kann|könnte|koennte)\b[^?.!]{{0,30}}\b{_MEDICINE}\b[^?.!]{{0,40}}\b(?:und|mit"
        r"|zusammen|gleichzeitig|alkohol|bier|wein)\b",
        "That depends on the exact medicines, doses and your health, so I won't guess. A "
        "pharmacist can check it in a minute, free, in person or by phone; the leaflet in the "
        "pack also lists what not to combine. If you already took both and feel unwell, call "
        "your doctor or the poison line.",
        "Das hängt von den genauen Mitteln, der Dosis und deiner Gesundheit ab, deshalb rate "
        "ich nicht. In der Apotheke prüft man das in einer Minute, auch am Telefon; der "
        "Beipackzettel nennt ebenfalls, was man nicht kombinieren soll. Hast du beides schon "
        "genommen und fühlst dich schlecht, ruf deinen Arzt oder den Giftnotruf an.",
    ),
    kind(  # wild mushrooms and berries
        r"\b(?:wild\s+)?(?:mushrooms?|toadstools?|fungi|berries|berry|pilz\w*|beeren|beere)\b"
        r"[^?.!]{0,40}\b(?:edible|safe to eat|ok to eat|okay to eat|poisonous|essbar|giftig)\b"
        r"|\b(?:can|could) (?:i|we|you) eat (?:this|these|the|a|some)?\s*(?:wild\s+)?(?:mushroom"
        r"|berr)",
        "I can't tell that from a description, and a mistake with wild mushrooms or berries can "
        "be deadly: many edible ones have poisonous look-alikes. Don't eat it unless an expert "
        "has checked it in person (many places have mushroom advice centres).",
        "Das kann ich aus einer Beschreibung nicht sagen, und ein Irrtum bei wilden Pilzen oder "
        "Beeren kann tödlich sein: viele essbare haben giftige Doppelgänger. Iss nichts, was "
        "nicht eine Pilzberatung persönlich geprüft hat.",
    ),
)
