"""The time in another city or country, from the time-zone database (``zoneinfo``): "what
time is it in tokyo" → "In Tokyo it's 3:23 AM on Saturday, 8 hours ahead of you.".

A place is a city of the database ("new york", "sao paulo"), one of the common cities it
lists under another name ("san francisco", "munich", "peking"), or a country whose capital
it lists (through :mod:`brain.fastpath.countries`). A country spread over several zones
("usa", "australia") names the city it means by its biggest one.
"""

from __future__ import annotations

import unicodedata
from datetime import datetime
from functools import cache
from zoneinfo import ZoneInfo, available_timezones

from brain.fastpath.clock import said_time
from brain.fastpath.dates import WEEKDAYS

# fmt: off
_OTHER_NAMES = {
    "nyc": "America/New_York", "ny": "America/New_York", "boston": "America/New_York",
    "washington": "America/New_York", "dc": "America/New_York", "miami": "America/New_York",
    "atlanta": "America/New_York", "philadelphia": "America/New_York",
    "orlando": "America/New_York", "san francisco": "America/Los_Angeles",
    "sf": "America/Los_Angeles", "la": "America/Los_Angeles", "seattle": "America/Los_Angeles",
    "las vegas": "America/Los_Angeles", "san diego": "America/Los_Angeles",
    "silicon valley": "America/Los_Angeles", "california": "America/Los_Angeles",
    "dallas": "America/Chicago", "houston": "America/Chicago", "austin": "America/Chicago",
    "new orleans": "America/Chicago", "texas": "America/Chicago", "montreal": "America/Toronto",
    "ottawa": "America/Toronto", "rio": "America/Sao_Paulo", "rio de janeiro": "America/Sao_Paulo",
    "beijing": "Asia/Shanghai", "peking": "Asia/Shanghai", "delhi": "Asia/Kolkata",
    "new delhi": "Asia/Kolkata", "neu delhi": "Asia/Kolkata", "mumbai": "Asia/Kolkata",
    "bangalore": "Asia/Kolkata", "bombay": "Asia/Kolkata", "tokio": "Asia/Tokyo",
    "osaka": "Asia/Tokyo", "kyoto": "Asia/Tokyo", "moskau": "Europe/Moscow",
    "kairo": "Africa/Cairo", "munich": "Europe/Berlin", "münchen": "Europe/Berlin",
    "muenchen": "Europe/Berlin", "hamburg": "Europe/Berlin", "köln": "Europe/Berlin",
    "koeln": "Europe/Berlin", "cologne": "Europe/Berlin", "frankfurt": "Europe/Berlin",
    "stuttgart": "Europe/Berlin", "düsseldorf": "Europe/Berlin", "leipzig": "Europe/Berlin",
    "dresden": "Europe/Berlin", "rom": "Europe/Rome", "mailand": "Europe/Rome",
    "milan": "Europe/Rome", "venice": "Europe/Rome", "venedig": "Europe/Rome",
    "florence": "Europe/Rome", "florenz": "Europe/Rome", "neapel": "Europe/Rome",
    "naples": "Europe/Rome", "wien": "Europe/Vienna", "salzburg": "Europe/Vienna",
    "zürich": "Europe/Zurich", "genf": "Europe/Zurich", "geneva": "Europe/Zurich",
    "bern": "Europe/Zurich", "basel": "Europe/Zurich", "lissabon": "Europe/Lisbon",
    "porto": "Europe/Lisbon", "barcelona": "Europe/Madrid", "sevilla": "Europe/Madrid",
    "seville": "Europe/Madrid", "valencia": "Europe/Madrid", "mallorca": "Europe/Madrid",
    "kopenhagen": "Europe/Copenhagen", "prag": "Europe/Prague", "warschau": "Europe/Warsaw",
    "krakau": "Europe/Warsaw", "krakow": "Europe/Warsaw", "brüssel": "Europe/Brussels",
    "bruessel": "Europe/Brussels", "athen": "Europe/Athens", "manchester": "Europe/London",
    "edinburgh": "Europe/London", "liverpool": "Europe/London", "lyon": "Europe/Paris",
    "marseille": "Europe/Paris", "nizza": "Europe/Paris", "nice": "Europe/Paris",
    "den haag": "Europe/Amsterdam", "the hague": "Europe/Amsterdam",
    "rotterdam": "Europe/Amsterdam", "st petersburg": "Europe/Moscow",
    "sankt petersburg": "Europe/Moscow", "kiew": "Europe/Kyiv", "kiev": "Europe/Kyiv",
    "kyiv": "Europe/Kyiv", "mekka": "Asia/Riyadh", "mecca": "Asia/Riyadh",
    "tel aviv": "Asia/Jerusalem", "abu dhabi": "Asia/Dubai", "hanoi": "Asia/Bangkok",
    "saigon": "Asia/Ho_Chi_Minh", "ho chi minh city": "Asia/Ho_Chi_Minh",
    "bali": "Asia/Makassar", "peking china": "Asia/Shanghai", "hawaii": "Pacific/Honolulu",
    "alaska": "America/Anchorage", "usa": "America/New_York", "us": "America/New_York",
    "america": "America/New_York", "amerika": "America/New_York",
    "the us": "America/New_York", "the usa": "America/New_York",
    "the states": "America/New_York", "australia": "Australia/Sydney",
    "australien": "Australia/Sydney", "canada": "America/Toronto", "kanada": "America/Toronto",
    "brazil": "America/Sao_Paulo", "brasilien": "America/Sao_Paulo",
    "russia": "Europe/Moscow", "russland": "Europe/Moscow", "china": "Asia/Shanghai",
    "india": "Asia/Kolkata", "indien": "Asia/Kolkata", "mexico": "America/Mexico_City",
    "mexiko": "America/Mexico_City", "uk": "Europe/London", "england": "Europe/London",
    "scotland": "Europe/London", "schottland": "Europe/London", "wales": "Europe/London",
    "great britain": "Europe/London", "britain": "Europe/London",
    "großbritannien": "Europe/London", "indonesia": "Asia/Jakarta",
    "indonesien": "Asia/Jakarta", "new zealand": "Pacific/Auckland",
    "neuseeland": "Pacific/Auckland", "spain": "Europe/Madrid", "spanien": "Europe/Madrid",
    "portugal": "Europe/Lisbon", "chile": "America/Santiago",
    "cape town": "Africa/Johannesburg", "kapstadt": "Africa/Johannesburg",
    "singapur": "Asia/Singapore", "hongkong": "Asia/Hong_Kong", "schanghai": "Asia/Shanghai",
    "taipeh": "Asia/Taipei", "teheran": "Asia/Tehran", "havanna": "America/Havana",
    "mexiko stadt": "America/Mexico_City", "kalkutta": "Asia/Kolkata",
    "calcutta": "Asia/Kolkata", "bukarest": "Europe/Bucharest", "belgrad": "Europe/Belgrade",
    "riad": "Asia/Riyadh", "kalifornien": "America/Los_Angeles", "florida": "America/New_York",
    "glasgow": "Europe/London", "birmingham": "Europe/London", "nürnberg": "Europe/Berlin",
    "bremen": "Europe/Berlin", "hannover": "Europe/Berlin", "bonn": "Europe/Berlin",
    "graz": "Europe/Vienna", "innsbruck": "Europe/Vienna", "linz": "Europe/Vienna",
    "luzern": "Europe/Zurich", "lausanne": "Europe/Zurich", "malaga": "Europe/Madrid",
    "toulouse": "Europe/Paris", "bordeaux": "Europe/Paris", "new york city": "America/New_York",
}
"""Places people name that the database lists under another city (or not at all)."""
# fmt: on
_NO_PLACE = frozenset({"North", "South", "West", "ACT", "NSW", "LHI", "General"})
"""Old aliases of zones that are words, no places ("in general", "in the north")."""
_SHORT = frozenset({"nyc", "ny", "la", "sf", "dc", "uk", "us", "usa"})


def _plain(text: str) -> str:
    text = text.lower().replace("_", " ").replace("-", " ").replace(".", "").strip()
    return " ".join(text.split())


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


@cache
def _zones() -> dict[str, str]:
    """Every way to name a zone's place → the zone (cities of the database, and the above)."""
    found: dict[str, str] = {}
    for zone in available_timezones():
        area, _, city = zone.rpartition("/")
        legacy = ("Etc", "SystemV", "US", "posix", "right", "Canada", "Mexico", "Brazil", "Chile")
        if area and area.split("/")[0] not in legacy and city not in _NO_PLACE:
            found.setdefault(_plain(city), zone)
    for name, zone in _OTHER_NAMES.items():
        found[_plain(name)] = zone
        found.setdefault(_plain(_ascii(name)), zone)
    return found


def zone_of(place: str) -> tuple[str, str] | None:
    """(zone, the place as shown) for what the user named, or None."""
    said = _plain(place).removeprefix("the ").strip()
    zone = _zones().get(said) or _zones().get(_ascii(said))
    if zone is None:
        zone = _capital_zone(said)
    if zone is None:
        return None
    words = _plain(place).removeprefix("the ").split()
    shown = " ".join(w.upper() if w in _SHORT else w.capitalize() for w in words)
    return zone, shown


def _capital_zone(said: str) -> str | None:
    from brain.fastpath.countries import find

    found = find(said)
    if found is None or found[1].strip(" ?!."):
        return None
    capital = found[0].capital["en"]
    return _zones().get(_plain(capital))


def time_in(place: str, now: datetime, language: str) -> str | None:
    """The time in ``place`` now, and how far ahead of or behind the user it is."""
    found = zone_of(place)
    if found is None:
        return None
    zone, shown = found
    there = now.astimezone(ZoneInfo(zone))
    here_offset = now.utcoffset()
    there_offset = there.utcoffset()
    if here_offset is None or there_offset is None:
        return None
    hours = (there_offset - here_offset).total_seconds() / 3600
    lang = "de" if language == "de" else "en"
    weekday = WEEKDAYS[lang][there.weekday()]
    step = f"{abs(hours):g}"
    if lang == "de":
        clock = f"{there.hour}:{there.minute:02d} Uhr"
        if not hours:
            return f"In {shown} ist es {clock} ({weekday}) – dieselbe Zeit wie bei dir."
        side = "vor" if hours > 0 else "hinter"
        unit = "Stunde" if abs(hours) == 1 else "Stunden"
        return f"In {shown} ist es {clock} ({weekday}), {step} {unit} {side} dir."
    clock = said_time(there.hour * 60 + there.minute, twelve=True)
    if not hours:
        return f"In {shown} it's {clock} on {weekday}, the same time as yours."
    side = "ahead of" if hours > 0 else "behind"
    unit = "hour" if abs(hours) == 1 else "hours"
    return f"In {shown} it's {clock} on {weekday}, {step} {unit} {side} you."


def time_between(place: str, other: str, now: datetime, language: str) -> str | None:
    """How far ``place`` is ahead of or behind ``other`` now ("London is 5 hours ahead of New
    York right now.")."""
    found, against = zone_of(place), zone_of(other)
    if found is None or against is None:
        return None
    here = now.astimezone(ZoneInfo(found[0])).utcoffset()
    there = now.astimezone(ZoneInfo(against[0])).utcoffset()
    if here is None or there is None:
        return None
    hours = (here - there).total_seconds() / 3600
    step = f"{abs(hours):g}"
    if language == "de":
        if not hours:
            return f"{found[1]} und {against[1]} haben gerade dieselbe Uhrzeit."
        unit = "Stunde" if abs(hours) == 1 else "Stunden"
        side = "voraus" if hours > 0 else "hinterher"
        return f"{found[1]} ist {against[1]} gerade {step} {unit} {side}."
    if not hours:
        return f"{found[1]} and {against[1]} have the same time right now."
    unit = "hour" if abs(hours) == 1 else "hours"
    side = "ahead of" if hours > 0 else "behind"
    return f"{found[1]} is {step} {unit} {side} {against[1]} right now."


_HERE = frozenset(
    {"here", "bei uns", "hier", "bei mir", "my time", "our time", "at home", "zu hause", "zuhause"}
)
"""Where the user is, said as a place ("if it's noon here")."""


def time_there(at: str, source: str, target: str, now: datetime, language: str) -> str | None:
    """ "if it's 3pm in london, what time is it in new york": ``at`` in ``source`` as the
    clock shows it in ``target`` (today's offsets, so summer time counts)."""
    from brain.fastpath.clock import read_time

    local = _plain(source) in _HERE  # "wenn es bei uns 12 uhr ist": the user's own clock
    read, found = read_time(at), (None if local else zone_of(source), zone_of(target))
    if read is None or (found[0] is None and not local) or found[1] is None:
        return None
    (minutes, twelve), (there, shown) = read, found[1]
    here_offset = (
        now.utcoffset() if found[0] is None else now.astimezone(ZoneInfo(found[0][0])).utcoffset()
    )
    there_offset = now.astimezone(ZoneInfo(there)).utcoffset()
    if here_offset is None or there_offset is None:
        return None
    shift = round((there_offset - here_offset).total_seconds() / 60)
    total = minutes + shift
    day = "" if 0 <= total < 24 * 60 else ("+1" if total >= 24 * 60 else "-1")
    mine = f" ({now.tzname()})" if local and now.tzname() else ""  # which clock "here" is
    mine_said = "dir" if language == "de" else "you"  # "bei uns": the difference to the user
    step, source_shown = f"{abs(shift) / 60:g}", mine_said if found[0] is None else found[0][1]
    if language == "de":
        clock = f"{total % (24 * 60) // 60}:{total % 60:02d} Uhr"
        unit = "Stunde" if abs(shift) == 60 else "Stunden"
        notes = [
            {"": "", "+1": "am nächsten Tag", "-1": "am Vortag"}[day],
            f"{step} {unit} {'vor' if shift > 0 else 'hinter'} {source_shown}"
            if shift and source_shown
            else "",
        ]
        said = "; ".join(note for note in notes if note)
        return f"Dann ist es in {shown} {clock}{f' ({said})' if said else ''}" + (
            f", gerechnet mit deiner Zeitzone{mine}." if local else "."
        )
    clock = said_time(total, twelve=twelve or language == "en")
    when = {"": "", "+1": " the next day", "-1": " the day before"}[day]
    unit = "hour" if abs(shift) == 60 else "hours"
    apart = (
        f" ({step} {unit} {'ahead of' if shift > 0 else 'behind'} {source_shown})"
        if shift and source_shown
        else ""
    )
    return f"Then it's {clock}{when} in {shown}{apart}" + (
        f", going by your time zone{mine}." if local else "."
    )
