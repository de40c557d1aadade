"""The client interface: the only way the TUI, the CLI and voice talk to the brain.

A client owns one embedded :class:`~brain.core.Brain`, has a connection profile
(``foot`` for the TUI, ``daemon`` for the headless CLI) and a client id that
binds at most one session per window. :class:`Client` is put together from parts by
concern (sessions and talking in ``core``; ``processes``, ``records``, ``preferences``).
"""

from brain.client.base import Profile
from brain.client.core import USER_INPUT, Client
from brain.client.records import ScheduleCommand

__all__ = ["USER_INPUT", "Client", "Profile", "ScheduleCommand"]
