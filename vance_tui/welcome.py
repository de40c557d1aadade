"""The first-run welcome: a short note on a new home, shown once and never again.

"Once" is remembered as the user setting ``ui.welcomed`` through the client (so a resident
brain and every window agree). A home that already has a conversation counts as welcomed:
the note is for someone who has never talked to Eddie.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from brain import UserFacingError

if TYPE_CHECKING:
    from vance_tui.client_api import VanceClient

WELCOMED = "ui.welcomed"
TITLE = "Welcome to Vance"
# how ``model_description()`` marks a model on this machine (bundled, scripted, a found server)
LOCAL_MARKS = ("(offline)", "(scripted)", "(found:")


def welcome_text(model: str) -> str:
    """The welcome, naming the model that answers and whether it runs offline."""
    offline = any(mark in model for mark in LOCAL_MARKS)
    where = (
        "it runs on this machine and nothing you say leaves it"
        if offline
        else "online: what you say goes to that model's provider"
    )
    if offline and "(offline)" not in model:  # said once: not "(offline), offline:"
        where = "offline: " + where
    return (
        "**Eddie** is your assistant. Ask him anything; bigger jobs he hands to workers "
        "(arthur, ford) that run in their own projects while you keep talking.\n\n"
        "Three things to try:\n\n"
        "1. `what can you do?`\n"
        "2. `plan a small vegetable garden for my balcony` (Eddie starts a project)\n"
        "3. `/help` or F1 for every command and key; type `/` for a menu of them (F5 or "
        "ctrl+t: talk instead of typing)\n\n"
        "Type right away: a message sent while the model loads goes out as soon as it is "
        "ready.\n\n"
        f"Model: `{model}`, {where}. `/model` lists the others."
    )


async def welcome_due(client: VanceClient) -> bool:
    """True until the welcome was shown on this home (or the home had a conversation)."""
    try:
        return not await client.user_setting(WELCOMED)
    except UserFacingError:
        return False  # a welcome is a courtesy: never an error on the first screen
