"""Slash commands: the table, parsing and completion (no Textual, no client).

Anything starting with ``/`` is a command and never reaches the model; unknown or malformed
commands raise :class:`SlashError` with a one-line explanation. ``//text`` sends ``/text``
as an ordinary message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vance_tui.errors import SlashError

__all__ = [
    "COMMANDS",
    "CommandSpec",
    "Parsed",
    "SlashError",
    "complete",
    "in_window_words",
    "is_command",
    "parse",
]


@dataclass(frozen=True)
class CommandSpec:
    name: str
    usage: str
    help: str
    min_args: int = 0
    max_args: int = 0  # -1 = the rest of the line is one argument
    choices: tuple[str, ...] = ()


COMMANDS: dict[str, CommandSpec] = {
    spec.name: spec
    for spec in (
        CommandSpec("help", "/help", "List the commands and keys."),
        CommandSpec("hub", "/hub", "Return to Eddie after a switch to a worker."),
        CommandSpec("sessions", "/sessions", "Pick a hub session to resume, or start a new one."),
        CommandSpec("new", "/new", "Start a new hub session in this window."),
        CommandSpec("projects", "/projects", "List your projects."),
        CommandSpec("inbox", "/inbox", "List your inbox."),
        CommandSpec("open", "/open ID", "Show inbox item ID.", 1, 1),
        CommandSpec(
            "grants",
            "/grants [revoke TOOL|all]",
            "Tools you allowed for this session without asking; take them back.",
            0,
            2,
        ),
        CommandSpec(
            "schedules",
            "/schedules [pause|resume|remove|run ID]",
            "Your schedules (add one: vance schedule add); pause, resume, remove or run one now.",
            0,
            2,
        ),
        CommandSpec(
            "memory", "/memory", "What Vance remembers about you: search, correct, forget."
        ),
        CommandSpec(
            "lang",
            "/lang CODE [--session]",
            "Set your conversation language (en, de, fr…); --session: this session only.",
            1,
            2,
        ),
        CommandSpec("model", "/model [NAME]", "List the models, or switch to NAME.", 0, 1),
        CommandSpec(
            "progress",
            "/progress off|normal|verbose",
            "How much progress to show.",
            1,
            1,
            ("off", "normal", "verbose"),
        ),
        CommandSpec(
            "voice",
            "/voice [on|off]",
            "Speak Eddie's answers aloud, or not (key: F4; Esc silences him). Talk: F5.",
            0,
            1,
            ("on", "off"),
        ),
        CommandSpec("workers", "/workers", "What is running, numbered (for /stop and /mode)."),
        CommandSpec(
            "mode",
            "/mode WORKER MODE",
            "Set a worker's mode: normal, plan or execute (WORKER: project, name or number).",
            2,
            2,
        ),
        CommandSpec(
            "stop",
            "/stop [WORKER]",
            "Cancel Eddie's current turn (also Esc, ctrl+c); with a project, name or number: "
            "stop that worker.",
            0,
            1,
        ),
        CommandSpec("export", "/export [PATH]", "Save this conversation as markdown.", 0, -1),
        CommandSpec("copy", "/copy", "Copy the last answer to the clipboard."),
        CommandSpec("plan", "/plan", "Show or hide the plan panel."),
        CommandSpec("cost", "/cost", "Tokens, calls, time and money of this session, per worker."),
        CommandSpec(
            "quit",
            "/quit",
            "Close the window (running workers go on only with a resident brain: vance serve).",
        ),
    )
}


@dataclass(frozen=True)
class Parsed:
    name: str
    args: tuple[str, ...]

    @property
    def spec(self) -> CommandSpec:
        return COMMANDS[self.name]


def is_command(text: str) -> bool:
    stripped = text.lstrip()
    return stripped.startswith("/") and not stripped.startswith("//")


def parse(text: str) -> Parsed:
    """``/name args…`` → :class:`Parsed`; raises :class:`SlashError` when it cannot run."""
    body = text.strip()[1:]
    head, _, rest = body.partition(" ")
    name = head.strip().lower()
    if not name:
        raise SlashError("An empty command. Type /help for the list.")
    spec = COMMANDS.get(name)
    if spec is None:
        near = complete("/" + name)
        if near:
            raise SlashError(f"Unknown command /{name}. Did you mean {', '.join(near)}?")
        raise SlashError(f"Unknown command /{name}. Type /help for the list.")
    rest = rest.strip()
    if spec.max_args == -1:
        args: tuple[str, ...] = (rest,) if rest else ()
    else:
        args = tuple(rest.split())
    if len(args) < spec.min_args or (spec.max_args >= 0 and len(args) > spec.max_args):
        raise SlashError(f"Usage: {spec.usage} — {spec.help}")
    if spec.choices and args and args[0].lower() not in spec.choices:
        raise SlashError(f"/{name} takes {' | '.join(spec.choices)}, not {args[0]!r}.")
    if spec.choices:
        args = tuple(a.lower() for a in args)
    return Parsed(name, args)


def complete(text: str) -> list[str]:
    """Command names (with the slash) that ``text`` is a prefix of; empty once past the name."""
    stripped = text.lstrip()
    if not stripped.startswith("/") or " " in stripped or "\n" in stripped:
        return []
    prefix = stripped[1:].lower()
    return ["/" + name for name in COMMANDS if name.startswith(prefix)]


# The brain names commands as the command line spells them (`vance models`): it cannot know
# who reads. The window says its own command where one does the same; the rest stay as they are.
WINDOW_EQUIVALENTS: dict[str, str] = {
    "vance models": "/model",
    "vance config set model": "/model",
    "vance projects list": "/projects",
    "vance inbox list": "/inbox",
    "vance sessions list": "/sessions",
    "vance memory list": "/memory",
    "vance schedule list": "/schedules",
}
_CLI_COMMAND = re.compile(
    r"\b(?:" + "|".join(re.escape(cli) for cli in WINDOW_EQUIVALENTS) + r")(?![\w-])"
)


def in_window_words(text: str) -> str:
    """``text`` with each command-line command that has a slash command here replaced by it:
    "see `vance models`" → "see `/model`"."""
    return _CLI_COMMAND.sub(lambda m: WINDOW_EQUIVALENTS[m.group(0)], text)
