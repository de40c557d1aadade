"""What Eddie says when asked for live data it cannot see, pointing to where it is found.

The tiny model makes such data up ("The Lakers won the championship last night.", "The
pharmacy on Main Street is called the L'Auréolèche"); one line for all live data sent people
asking for petrol prices or a shop's hours to "a weather or news app". Each topic gets its own
pointer. Used by :func:`brain.llm.tiny_lines.known_answer`, in the same shape as its kinds.
"""

from __future__ import annotations

import re

from brain.llm.tiny_ideas import Kind, kind

LIVE_KINDS: tuple[Kind, ...] = (
    kind(  # how up to date it is
        r"\bhow (?:up to date|current|recent|old) (?:is|are) (?:(?:you|u|ya)|your (?:knowledge|info\w*|data))\b"
        r"|\b(?:(?:are|r|ru|r u|are u|are you)) (?:\w+ )?up to date\b|\b(?:do|did) (?:(?:you|u|ya)) (?:\w+ )?know (?:what'?s|whats"
        r"|what has|what) (?:been )?(?:happening|happened|going on|new)\b|\bwhen (?:does|did) (?:your"
        r" )?(?:knowledge|training|data) (?:end|stop|cut ?off)\b|\bknowledge cut-?off\b|\bwie aktuell"
        r" (?:bist du|ist dein wissen)\b|\bwei(?:ß|ss)t du,? was (?:gerade |aktuell |diese[nm]? "
        r"(?:woche|monat) )?(?:in der welt )?(?:los ist|passiert)\b",
        "Not very: I have no internet, and what the built-in model knows stops where its "
        "training ended, a while ago. So I don't know this month's news; a news site or app "
        "does. I do know today's date and time from your computer.",
        "Nicht sehr: Ich habe kein Internet, und das Wissen des eingebauten Modells endet mit "
        "seinem Training, vor einer Weile. Die Nachrichten dieses Monats kenne ich also nicht; "
        "eine Nachrichten-Seite oder -App schon. Datum und Uhrzeit kenne ich von deinem Rechner.",
    ),
    kind(  # travel: flights, trains, traffic, when asked ("ugh my train is delayed again" is told)
        r"^(?=.*\?|\W*(?:is|are|was|will|has|have|any|check|what|when|where|how|ist|hat|gibt|wann"
        r"|wo|wie|fährt|faehrt|kommt)\b|.*\b(?:check|look up|status|see if|tell me|schau|guck)\b).*?"
        r"(?:\b(?:flight|plane|train|bus|tram|ferry)\b.{0,40}\b(?:delayed|delay|late|on time|cancell?ed"
        r"|status|landed|left|departed|gate)\b|\b(?:delayed|cancell?ed)\b.{0,30}\b(?:flight|train)"
        r"|\btraffic\b|\b(?:roads?|motorway|highway|autobahn) (?:busy|blocked|closed|jammed)"
        r"|\b[A-Z]{2}\d{2,4}\b.{0,20}\b(?:delayed|late|on time|landed)\b|\bverspätung\b|\bstau\b)",
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
    kind(  # waiting times
        r"\b(?:how long|how busy|how bad|wie lang\w*|wie voll)\b.{0,25}\b(?:queue|line|waiting time"
        r"|schlange|wartezeit)\b|\b(?:queue|wartezeit|waiting time)s?\b.{0,20}"
        r"\b(?:at|in|bei|im|am) (?:the )?\w+",
        "I can't see live waiting times from here, so I'd only be guessing. The place's app or "
        'website sometimes shows them (a maps app often has "busy times"), and booking an '
        "appointment or calling ahead usually saves the wait.",
        "Live-Wartezeiten sehe ich von hier aus nicht, ich könnte nur raten. Die App oder Website "
        'zeigt sie manchmal (eine Karten-App oft die "Stoßzeiten"), und ein Termin oder ein '
        "kurzer Anruf spart meist das Warten.",
    ),
    kind(  # what is on streaming services or TV now
        r"\b(?:what'?s|whats|what is|anything|something) (?:new |good |on )?(?:on|to watch on) (?:netflix"
        r"|disney\+?|prime(?: video)?|hbo|max|hulu|apple tv|youtube|tv|telly)\b|\b(?:new|latest) on"
        r" (?:netflix|disney\+?|prime|hbo|hulu)\b|\bwas läuft (?:heute )?(?:im fernsehen|auf netflix)"
        r"|\bneu auf (?:netflix|disney|prime)\b",
        'I can\'t see what\'s on Netflix or TV right now from here. The app\'s "New" or "Top 10" '
        "rows show it; or tell me a film or show you liked and I'll suggest something similar.",
        "Was gerade auf Netflix oder im Fernsehen läuft, sehe ich von hier aus nicht. Die "
        "Reihen „Neu“ oder „Top 10“ in der App zeigen es; oder nenn mir einen Film oder eine "
        "Serie, die dir gefallen hat, dann schlage ich Ähnliches vor.",
    ),
    kind(  # news
        r"\b(?:trending|going viral|viral right now|what'?s hot on|trends on (?:twitter|x|tiktok"
        r"|instagram)|news|headlines|elections?|who won the (?:vote|election)|polls?|wahl\w*|what(?:'?s| is) (?:happening|going on) in the world|nachrichten"
        r"|schlagzeilen)\b",
        "I can't see today's news from here, so I'd only be guessing. A news app or site you "
        "trust will have the headlines.",
        "Die heutigen Nachrichten sehe ich von hier aus nicht, ich könnte nur raten. Eine "
        "Nachrichten-App oder -Seite, der du vertraust, hat die Schlagzeilen.",
    ),
    kind(  # sports results
        r"^(?!.*\b(?:tests?|exams?|credit|benign|biopsy|blood|scans?|doctor|lab|came back|average"
        r"|avg|mean|total|sum|gutartig|befund)\b)(?!.*\d+\s*,\s*\d+)(?=.*\b(?:score|scores|result"
        r"|results)\b)"
        r"|\b(?:who|which team) won (?:the |last |yesterday|today|tonight)(?!.*\b(?:first|in \d{4}"
        r"|ever|history|world war)\b)|\bdid (?:the |my |our )?[\w ]{1,30}? (?:win|lose)\b.{0,20}"
        r"\b(?:last|yesterday|today|tonight|this)\b|(?<!before the )(?<!after the )(?<!during the )"
        r"(?<!for the )\b(?:game|match) (?:last night|tonight|today)\b(?!.*\b(?:remind|erinner)\w*)"
        r"|\bwer hat (?:gestern |heute )?gewonnen\b|\b(?:spiel|ergebnis) (?:von )?gestern\b",
        "I can't see live scores or results from here, so I'd only be guessing. A sports app "
        "or the league's website will have them.",
        "Live-Ergebnisse sehe ich von hier aus nicht, ich könnte nur raten. Eine Sport-App oder "
        "die Website der Liga hat sie.",
    ),
    kind(  # prices, markets, money (not what a share is)
        r"^(?!.*\b(?:what (?:is|are) (?:an?|the)|what'?s an?|explain\w*|define|definition|meaning"
        r"|difference between|how do (?:stocks|shares) work|was (?:ist|sind) (?:eine?|der|die|das)"
        r"|erkl(?:ä|ae)r\w*)\b).*?"
        r"\b(?:bitcoin|btc|ethereum|eth|crypto\w*|dogecoin|(?<!\bin )(?<!\bof )stocks?|shares?|stock market|nasdaq"
        r"|dow jones|s&p|exchange rates?|gold price|price of gold|aktienkurs|börse|wechselkurs"
        r"|benzin\w*|sprit(?!z)\w*|diesel\w*|petrol|gas prices?|spritpreis\w*)\b"
        r"|\b(?:euros?|dollars?|bucks|pounds?|quid|yen|francs?|franken|pesos?|kronen|kroner|złoty"
        r"|zloty|lira|rupees?|eur|usd|gbp|chf|jpy)\s+(?:to|in|vs|into|gegen|zu|in)\s+(?:euros?"
        r"|dollars?|pounds?|yen|francs?|franken|pesos?|kronen|kroner|złoty|zloty|lira|rupees?|eur"
        r"|usd|gbp|chf|jpy)\b|\bdax\b|\bwie steht (?:der|die|das) (?:dax|dow|aktie\w*|kurs\w*"
        r"|bitcoin|euro|dollar)\b"
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


_WORLD_NEWS = re.compile(
    r"\b(?:the (?:latest |today'?s |top |world |local |daily |breaking )?news|headlines|news today"
    r"|today'?s news|world news|breaking news|(?:die )?(?:aktuellen |heutigen )?nachrichten (?:von"
    r" heute|heute)|die (?:aktuellen |heutigen )?nachrichten|schlagzeilen|tagesschau)\b",
    re.IGNORECASE,
)


def world_news(said: str) -> bool:
    """Whether ``said`` asks for the news of the world ("pull up the latest news"), not for what
    the user's workers sent ("any news?")."""
    return _WORLD_NEWS.search(said) is not None
