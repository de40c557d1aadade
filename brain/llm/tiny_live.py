"""What Eddie says when asked for live data it cannot see, pointing to where it is found.

The tiny model makes such data up ("The Lakers won the championship last night.", "The
pharmacy on Main Street is called the L'Auréolèche"); one line for all live data sent people
asking for petrol prices or a shop's hours to "a weather or news app". Each topic gets its own
pointer. Used by :func:`brain.llm.tiny_lines.known_answer`, in the same shape as its kinds.
"""

from __future__ import annotations

from brain.llm.tiny_ideas import Kind, kind

LIVE_KINDS: tuple[Kind, ...] = (
    kind(  # travel: flights, trains, traffic
        r"\b(?:flight|plane|train|bus|tram|ferry)\b.{0,40}\b(?:delayed|delay|late|on time|cancell?ed"
        r"|status|landed|left|departed|gate)\b|\b(?:delayed|cancell?ed)\b.{0,30}\b(?:flight|train)"
        r"|\btraffic\b|\b(?:roads?|motorway|highway|autobahn) (?:busy|blocked|closed|jammed)"
        r"|\b[A-Z]{2}\d{2,4}\b.{0,20}\b(?:delayed|late|on time|landed)\b|\bverspätung\b|\bstau\b",
        "I can't see live flight, train or traffic information from here, so I'd only be "
        "guessing. The airline's or rail company's app, a flight tracker, or a maps app for "
        "traffic will know.",
        "Live-Infos zu Flügen, Zügen oder Verkehr sehe ich von hier aus nicht, ich könnte nur "
        "raten. Die App der Airline oder Bahn, ein Flugtracker oder eine Karten-App für den "
        "Verkehr weiß es.",
    ),
    kind(  # opening hours
        r"\b(?:what time|when) (?:does|do|is|are|will) .{1,40}? (?:open|close|shut)\b"
        r"|\b(?:is|are) .{1,40}? (?:still )?open\b(?!\s+(?:source|to|for|with|about|up|minded))"
        r".{0,30}\b(?:today|tonight|now|tomorrow|late|on|at|this|over|during|until|till"
        r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b"
        r"|\bopening (?:hours|times)\b|\bclosing time\b|\bopen (?:on )?(?:sundays?|today|now)\b"
        r"|\böffnungszeiten\b|\b(?:hat|ist) .{1,30}? (?:noch )?(?:offen|geöffnet|auf)\W*(?:$|heute|jetzt"
        r"|gerade|noch|morgen|am \w+|um \d+)"
        r"|\bwann (?:macht|schließt|öffnet)\b",
        "I can't see opening hours from here, so I'd only be guessing. The place's website or "
        "its listing in a maps app will have today's hours; on holidays, call ahead.",
        "Öffnungszeiten sehe ich von hier aus nicht, ich könnte nur raten. Die Website oder der "
        "Eintrag in einer Karten-App hat die heutigen Zeiten; an Feiertagen lieber anrufen.",
    ),
    kind(  # news
        r"\b(?:news|headlines|elections?|who won the (?:vote|election)|polls?|wahl\w*|what(?:'?s| is) (?:happening|going on) in the world|nachrichten"
        r"|schlagzeilen)\b",
        "I can't see today's news from here, so I'd only be guessing. A news app or site you "
        "trust will have the headlines.",
        "Die heutigen Nachrichten sehe ich von hier aus nicht, ich könnte nur raten. Eine "
        "Nachrichten-App oder -Seite, der du vertraust, hat die Schlagzeilen.",
    ),
    kind(  # sports results
        r"\b(?:score|scores|result|results)\b(?!.*\b(?:test|exam|credit)\b)"
        r"|\b(?:who|which team) won (?:the |last |yesterday|today|tonight)(?!.*\b(?:first|in \d{4}"
        r"|ever|history|world war)\b)|\bdid (?:the |my |our )?[\w ]{1,30}? (?:win|lose)\b.{0,20}"
        r"\b(?:last|yesterday|today|tonight|this)\b|\b(?:game|match) (?:last night|tonight|today)\b"
        r"|\bwer hat (?:gestern |heute )?gewonnen\b|\b(?:spiel|ergebnis) (?:von )?gestern\b",
        "I can't see live scores or results from here, so I'd only be guessing. A sports app "
        "or the league's website will have them.",
        "Live-Ergebnisse sehe ich von hier aus nicht, ich könnte nur raten. Eine Sport-App oder "
        "die Website der Liga hat sie.",
    ),
    kind(  # prices, markets, money
        r"\b(?:bitcoin|btc|ethereum|eth|crypto\w*|dogecoin|stocks?|shares?|stock market|nasdaq"
        r"|dow jones|s&p|exchange rates?|gold price|price of gold|aktienkurs|börse|wechselkurs"
        r"|benzin\w*|sprit\w*|diesel\w*|petrol|gas prices?|spritpreis\w*)\b"
        r"|\b(?:euros?|dollars?|pounds?|yen|francs?|eur|usd|gbp)\s+(?:to|in|vs|into|gegen|zu|in)\s+"
        r"(?:euros?|dollars?|pounds?|yen|francs?|eur|usd|gbp)\b.*\b(?:rate|today|now|rn|kurs|heute)\b"
        r"|\b(?:gas|petrol|fuel|diesel|benzin)\s+(?:prices?|costs?|cost)\b|\bprices?\b.{0,30}\b(?:now"
        r"|today|rn|right now|near me|currently|at the moment)\b|\bhow much (?:is|does) .{1,30}"
        r" (?:cost )?(?:now|today|rn|right now|these days|currently)\b|\bspritpreis\w*\b",
        "I can't see live prices or rates from here, so I'd only be guessing. A finance app or "
        "your bank for stocks, crypto and exchange rates, a fuel-price or maps app for petrol, "
        "or the shop's website will know.",
        "Aktuelle Preise und Kurse sehe ich von hier aus nicht, ich könnte nur raten. Eine "
        "Finanz-App oder deine Bank für Aktien, Krypto und Wechselkurse, eine Sprit- oder "
        "Karten-App fürs Tanken oder die Website des Ladens weiß es.",
    ),
    kind(  # weather
        r"\b(?:weather|forecast|(?:will|is|does) it (?:going to |gonna )?(?:rain|snow)\w*"
        r"|(?:will it be|is it going to be|gonna be) (?:sunny|cold|hot|warm|windy|nice)"
        r"|temperature (?:outside|today|tomorrow|tonight)|(?:need|bring) an umbrella|wetter"
        r"|regnet es|wird es (?:\w+ )?(?:regnen|schneien))\b",
        "I can't see the weather from here, so I'd only be guessing. A weather app or website "
        "will have the forecast for where you are.",
        "Das Wetter sehe ich von hier aus nicht, ich könnte nur raten. Eine Wetter-App oder "
        "-Website hat die Vorhersage für deinen Ort.",
    ),
)
"""Kinds for :data:`brain.llm.tiny_lines._KINDS`: live data, by topic."""
