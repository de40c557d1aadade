"""Voice commands for the ``vance`` CLI: ``say``, ``transcribe``, ``listen``.

Mounting (done by the main CLI): ``main_app.add_typer(voice.cli.app)`` adds the three commands
at the top level (``vance say …``), since this Typer has no name.

Hooks the main CLI may set (module attributes, both optional):

- ``settings_factory: Callable[[], Settings]`` — how to load settings (default:
  :func:`brain.config.load_settings`).
- ``turn_factory: Callable[[Settings], AbstractAsyncContextManager[Turn]]`` — what ``listen``
  talks to. ``Turn`` is ``async (user_text) -> eddie_message``; the context manager opens and
  closes the hub around the loop. Without it, ``vance listen`` exits 1 with a message.
  Library use without the CLI: ``await voice.listen.run_listen(turn, settings)``.

Exit codes: 0 ok, 1 error (one clear message and the fix on stderr), 2 bad usage.
"""

from __future__ import annotations

import asyncio
import functools
import json
import sys
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

from brain.errors import UserFacingError

from .listen import Turn

if TYPE_CHECKING:
    from brain.config import Settings

app = typer.Typer(
    help="Offline voice: speak text, transcribe audio, talk to Eddie.",
    no_args_is_help=True,
    add_completion=False,
)

settings_factory: Callable[[], Settings] | None = None
turn_factory: Callable[[Settings], AbstractAsyncContextManager[Turn]] | None = None

F = TypeVar("F", bound=Callable[..., Any])


def _fail(message: str, hint: str | None = None) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    if hint:
        typer.echo(hint, err=True)
    return typer.Exit(1)


def user_errors(command: F) -> F:
    """Turn :class:`UserFacingError` into a message on stderr and exit code 1."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except UserFacingError as exc:
            raise _fail(exc.message, exc.hint) from None

    return wrapper  # type: ignore[return-value]


def _settings() -> Settings:
    from brain.config import load_settings

    return (settings_factory or load_settings)()


@app.command()
@user_errors
def say(
    text: Annotated[str, typer.Argument(help="What to say; '-' reads it from stdin.")],
    output: Annotated[
        Path | None,
        typer.Option(
            "--output", "-o", help="Write a WAV file instead of playing it.", dir_okay=False
        ),
    ] = None,
    lang: Annotated[str, typer.Option("--lang", "-l", help="Language code, e.g. en, de.")] = "en",
) -> None:
    """Speak TEXT aloud (or into a WAV file). Markdown, code, URLs and IDs are not read out."""
    from .speak import speak_text

    if text == "-":
        text = sys.stdin.read()
    try:
        done = speak_text(text, _settings(), output, lang)
    except KeyboardInterrupt:
        raise typer.Exit(130) from None
    if output is not None:
        typer.echo(done)


@app.command()
@user_errors
def transcribe(
    file: Annotated[
        Path, typer.Argument(help="A sound file (WAV, 16 kHz mono is best).", dir_okay=False)
    ],
    as_json: Annotated[
        bool, typer.Option("--json", help="Text, language, segments and timings as JSON.")
    ] = False,
    language: Annotated[
        str | None, typer.Option("--language", help="Spoken language (default: detect).")
    ] = None,
) -> None:
    """Transcribe FILE offline with whisper."""
    from .stt import Transcriber

    if not file.is_file():
        typer.echo(f"error: no such file: {file}", err=True)
        raise typer.Exit(2)
    transcript = Transcriber(_settings()).transcribe(file, language=language)
    if as_json:
        typer.echo(json.dumps(transcript.model_dump(mode="json"), indent=2, ensure_ascii=False))
    else:
        typer.echo(transcript.text)


@app.command()
@user_errors
def listen(
    lang: Annotated[str, typer.Option("--lang", "-l", help="Language Eddie speaks.")] = "en",
) -> None:
    """Talk to Eddie: Enter starts and stops recording, q + Enter quits."""
    if turn_factory is None:
        raise _fail(
            "vance listen is not connected to the hub in this build "
            "(voice.cli.turn_factory is not set).",
            "Meanwhile: record a WAV file and run `vance chat --voice-file FILE.wav --speak`.",
        )
    settings = _settings()
    factory = turn_factory

    async def main() -> int:
        from .listen import run_listen

        async with factory(settings) as turn:
            return await run_listen(turn, settings, lang=lang)

    try:
        code = asyncio.run(main())
    except KeyboardInterrupt:
        code = 130
    if code:
        raise typer.Exit(code)
