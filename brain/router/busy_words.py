"""The words that tell what a message is for when a worker is busy: passed on to it, a stop by
the work's topic, a question, something about the user, new work, a fact for Eddie's memory, how
the work should be done. Read by :mod:`brain.router.busy` and :mod:`brain.router.busy_project`."""

from __future__ import annotations

import re

PASS_ON = re.compile(
    r"\b(?:let (?:it|them|him|her|the (?:worker|agent|bot|guy|team))(?: \w+)? know"
    r"|let (?:the |whoever(?: is|'s)? (?:doing|on) the )?(?:\w+ ){0,3}?(?:worker|agent|bot|guy"
    r"|team|research\w*|search|planner|people|folks|crew|person)s? know"
    r"|tell (?:it|them|the (?:worker|agent|bot|guy|team))\b|tell whoever(?:'s| is)?(?: (?:doing|on|working"
    r" on|handling|running|does))?\b"
    r"|(?:add|include|put) (?:that|this|it) (?:to|in|into|on) (?:what|whatever) (?:you(?:'re| are)"
    r"|youre|ur|u r|it(?:'s| is)|they(?:'re| are)) (?:already )?(?:doing|working on|on)"
    r"|(?:pack|nimm|pack) (?:das|es) (?:noch |bitte |mal )*(?:mit )?(?:dazu|rein|auf)\b"
    r"|zu dem,? was (?:du|er|es) (?:schon|gerade|eh) (?:machst|macht)"
    r"|pass (?:it|this|that)(?: \w+)? (?:on|along)|pass (?:on|along) (?:that|this)\b"
    r"|sag(?:e|')? (?:es|ihm|ihr|dem (?:worker|agenten|bot|team))\b"
    r"|gib (?:das|es|dem (?:worker|agenten|bot))(?: \w+)? (?:weiter|bescheid)"
    r"|sag (?:das|es)(?: \w+)? weiter"
    r"|richte? (?:ihm|ihr|dem \w+)(?: \w+)* aus|weitergeben|weiterleiten)",
    re.IGNORECASE,
)
"""An instruction to pass words on to a worker named by a pronoun, not by its project."""
CALL_OFF = re.compile(
    r"\b(?:call (?:it|that|this|them)(?: \w+)? off|call off|scrap (?:it|that|this)"
    r"|cancel (?:it|that|this)|stop (?:it|that|this)(?: \w+)?$|drop (?:it|that)"
    r"|(?:stop|quit) (?:working|work) on (?:it|that|this)|hör (?:auf|damit auf)|hoer (?:auf|damit auf)"
    r"|(?:blas|brich|brecht)\w* (?:es|das|den \w+|die \w+)?\s*ab\b|abblasen|abbrechen"
    r"|lass (?:es|das) sein|stopp? (?:es|das)"
    r"|(?:es|das|den|die)(?: \w+)? (?:stoppen|abbrechen|beenden|anhalten|pausieren)\b)",
    re.IGNORECASE,
)
"""A stop that names the work by its topic ("the venue hunt… call it off")."""
DISCARD = re.compile(
    r"\b(?:get rid of|ditch|dump|bin|trash|scrap|drop|axe|toss|chuck|weg mit|schmei(?:ß|ss) \w+ weg"
    r"|loswerden)\b",
    re.IGNORECASE,
)
"""Away with a project's things: stop its worker, or archive the project? (ask)"""
REFOCUS = re.compile(
    r"\b(?:drop|skip|park|shelve|ditch|scrap|pause|leave|forget(?: about)?|put aside|set aside"
    r"|hold off on|lass|vergiss)\s+(?:(?:the|that|those|this|all the|den|die|das|mal)\s+)+"
    r"(?:[\w'-]+\s+){0,5}?(?:(?:for now|for the moment|for a bit|for today|erstmal|vorerst"
    r"|fürs erste|fuers erste|weg|sein|liegen)\s+)?(?:[,;]\s*)?(?:and|und|then|dann|but|aber)?\s*"
    r"(?:instead\s+|stattdessen\s+|just\s+|nur\s+)?(?:focus|concentrate|zero in|work|konzentrier\w*"
    r"|kümmer\w*|kuemmer\w*)\b",
    re.IGNORECASE,
)
"""Work set aside for other work ("drop the insurance comparison for now and focus on campsites",
"lass die preise erstmal weg und konzentrier dich auf …"): how a worker's work goes on."""
NOT_TOPIC = re.compile(
    rf"{PASS_ON.pattern}|{CALL_OFF.pattern}|\b(?:never ?mind|nvm|wait|oh|ok(?:ay)?|so|actually"
    r"|vergiss es|egal|doch)\b",
    re.IGNORECASE,
)
"""Words around the topic that are none of it ("never mind", "let it know")."""
ASKING = re.compile(
    r"\?\s*$|^\W*(?:how|what|whats|why|when|where|which|who|is|are|do|does|did|can|could|should"
    r"|wie|was|warum|wann|wo|welche\w*|wer|ist|sind|gibt)\b|\b(?:quick (?:math|maths|sum|question)"
    r"|what do (?:i|we) (?:end up )?pay\w*|how much (?:do|will|would|does) (?:i|we|it)|calculate"
    r"|rechne\w*|wie ?viel (?:zahle|kostet|macht))\b",
    re.IGNORECASE,
)
ABOUT_ME = re.compile(
    r"^\W*(?!(?:my|our|mein\w*|unser\w*) (?:wife|husband|partner|girlfriend|boyfriend|mum|mom|dad"
    r"|parents|kids?|son|daughter|boss|landlord|flatmate|roommate|frau|mann|freundin|freund|eltern"
    r"|chef\w*|mitbewohner\w*) (?:says|said|thinks|wants|insists|reckons|meint|sagt|will|findet)\b)"
    r"(?:i|i'm|im|i've|ive|my|me|ich|mein\w*|mir|mich)\b|\b(?:i'm|im|i am|ich bin) (?:a |an |ein\w* )?"
    r"(?:vegan|vegetarian|allergic|veganer\w*|vegetarier\w*|allergisch)",
    re.IGNORECASE,
)
"""What the user says of themselves is for Eddie's memory, not a worker (what someone close
says, "my wife says no light colours", is news for the work)."""
NEW_WORK = re.compile(
    r"\b(?:have|get|ask|find) (?:someone|somebody|a worker)|\blass (?:mal )?jemand\w*"
    r"|\b(?:find|research|look (?:up|into)|figure out|compare|recherchier\w*|such\w*|finde)\b",
    re.IGNORECASE,
)
"""New work asked for ("have someone find …"), not a correction of work that runs."""
KEEP = re.compile(
    r"\b(?:remember|merk\w*|speicher\w*|notier\w*|keep (?:that |this |it )?in mind"
    r"|note (?:that|down|this)|(?:nur )?damit du(?:'?s| es)? wei(?:ß|ss)t|just so (?:you|u) know"
    r"|save (?:that|this)|behalt\w*)\b",
    re.IGNORECASE,
)
"""A fact given to Eddie's memory outright ("speicher dir, dass …"), not news for a worker."""
INSTRUCTION = re.compile(
    r"\b(?:should(?: all)? be|should (?:use|include|assume|leave out|skip|focus)|must be|needs? to be"
    r"|has to be|have to be|make sure|assume|assuming|only (?:look|use|include|consider)|leave out"
    r"|skip (?:the|all|any)|stick to|focus on|prefer|max(?:imum)?|at most|no more than|instead of"
    r"|rather than|sollt?en? (?:alle )?(?:in|auf|unter|über|nur)|soll(?:te)? (?:\w+ )?(?:sein|rein"
    r"|drin|enthalten)|müssen (?:\w+ )?sein|geh (?:mal )?davon aus|nimm (?:nur|lieber)|lass (?:\w+ )?weg"
    r"|nur noch|höchstens|maximal|statt)\b",
    re.IGNORECASE,
)
"""How the work should be done ("the numbers should all be in euros", "assume we open in
may"): for the worker doing it, not a fact about the user."""
_RESTRICTS = re.compile(
    r"(?<!the )(?<!my )(?<!our )(?<!das )(?<!der )(?<!die )\b(?:only|just|solely|exclusively|nur"
    r"|blo(?:ß|ss)|ausschlie(?:ß|ss)lich|lediglich)\b(?!\s+(?:wondering|checking|curious|asking|wanted|want|need|needs|kidding|joking|saying|now|so|started|finished"
    r"|sent|came|got|began|arrived|landed|reali[sz]ed|noticed|remembered|heard|saw|told|asked|called"
    r"|texted|talked|spoke|checked|looked|a (?:quick )?(?:question|thought|heads up|reminder)"
    r"|just|mal|kurz|noch|eine frage|fragen|wissen|damit|zur info|fyi|to let)\b)"
    r"|\bnothing (?:over|above|under|below|more than|bigger than|heavier than|older than|longer than)"
    r"|\b(?:no|none) (?:more|bigger|heavier|older|longer|pricier|dearer|further) than\b"
    r"|\bstick (?:to|with)\b|\bkeine?[nr]? (?:über|ueber|unter|mehr als|älter als|teurer als)\b"
    r"|\bnichts (?:über|ueber|unter)\b|\b(?:max(?:imum)?|at most|höchstens|hoechstens|maximal) \d",
    re.IGNORECASE,
)
_HOW_IT_IS = re.compile(
    r"^\W*(?:how|what|whats|why|when|where|which|who|is|are|do|does|did|has|have|wie|was|warum|wann"
    r"|wo|welche\w*|wer|ist|sind|hat|haben)\b|\b(?:done|finished|fertig|how far|wie weit|progress"
    r"|stand|going|coming along|läuft|laeuft)\b",
    re.IGNORECASE,
)


def restricted(said: str) -> bool:
    """Whether ``said`` limits what the work takes in, usually with a reason ("only handheld
    ones pls, our desk is tiny", "nur gebrauchte, hab nicht viel geld", "nothing over 2kg"):
    for the worker doing it; "what's the X research doing?" asks how it is."""
    if _RESTRICTS.search(said) is None or KEEP.search(said) is not None:
        return False  # "…, nur damit dus weisst": for Eddie's memory
    return _HOW_IT_IS.search(said) is None


FORGET = re.compile(r"\b(?:forget|vergiss|vergessen|delete|remove|lösch\w*|loesch\w*)\b", re.I)
"""A forget said outright ("scrap that idea" is news for the worker, "forget that" is not)."""


STOP_WORK = re.compile(
    r"\b(?:(?:stop|quit) (?:working|work) on (?:it|that|this)|call (?:it|that|this) off|cancel (?:it|that"
    r"|this)\W*$|stop (?:it|that|this)\W*$|hör (?:auf|damit auf) (?:damit|daran)|hoer auf damit)\b",
    re.IGNORECASE,
)
"""A stop said plainly after news ("forget the voucher, … stop working on it"), not "scrap that
idea and go for slabs" (news: the work goes on otherwise)."""


_WORKER_SHOULD = re.compile(
    r"(?:\b|-)(?:worker|agent|agenten|bot|team|guy|planer|planner)\s+(?:soll|sollte|should|must"
    r"|needs? to|has to|muss|darf|may)\b",
    re.IGNORECASE,
)


def worker_told(said: str) -> bool:
    """Whether ``said`` tells a worker what it should do ("der reha-worker soll …")."""
    return _WORKER_SHOULD.search(said) is not None
