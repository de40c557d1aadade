"""The command palette (ctrl+p) lists Vance's slash commands beside Textual's own: choosing
one runs it; one that needs an argument (``/open ID``) is put into the input to complete."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.content import Content
from textual.markup import escape

from vance_tui.slash import COMMANDS, CommandSpec, Parsed

if TYPE_CHECKING:
    from vance_tui.widgets.composer import Composer


class PaletteHost(Protocol):
    """What the palette needs of the app."""

    @property
    def composer(self) -> Composer: ...

    def run_command(self, parsed: Parsed) -> object: ...


class SlashCommands(Provider):
    """``/inbox  List your inbox.``: every slash command, found by name."""

    async def discover(self) -> Hits:
        for spec in COMMANDS.values():
            yield DiscoveryHit(
                Content(spec.usage), self._runner(spec), text=spec.usage, help=escape(spec.help)
            )

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query.strip().lstrip("/"))
        for spec in COMMANDS.values():
            name = "/" + spec.name
            score = matcher.match(spec.name)
            if score > 0:
                # the name highlighted (arguments are no markup: "/voice [on|off]")
                shown = matcher.highlight(name) + Content(spec.usage[len(name) :])
                yield Hit(score, shown, self._runner(spec), text=spec.usage, help=escape(spec.help))

    def _runner(self, spec: CommandSpec) -> partial[None]:
        return partial(run_from_palette, self.app, spec)  # type: ignore[arg-type]


def run_from_palette(app: PaletteHost, spec: CommandSpec) -> None:
    """Run a command that needs no argument; else put it in the input to complete."""
    if spec.min_args == 0:
        app.run_command(Parsed(spec.name, ()))
        return
    composer = app.composer
    composer.load_text(f"/{spec.name} ")
    composer.move_cursor(composer.document.end)
    composer.focus()
