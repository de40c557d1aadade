"""``vance chat``: one hub turn from the command line (plain text or NDJSON frames)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from vance_tui.commands.approvals import HeadlessApprovals, stdin_terminal
from vance_tui.commands.common import (
    EXIT_DENIED,
    EXIT_TIMEOUT,
    RETRIED_MARK,
    err,
    fail,
    fail_usage,
    open_client,
    run,
    safe_text,
)

if TYPE_CHECKING:
    from brain import Frame


def register(app: typer.Typer) -> None:
    app.command("chat")(chat)


def chat(
    text: Annotated[
        str | None, typer.Argument(help="What to say. Read from stdin when omitted.")
    ] = None,
    session: Annotated[str | None, typer.Option("--session", help="Use this hub session.")] = None,
    new: Annotated[bool, typer.Option("--new", help="Start a new hub session.")] = False,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print every client frame as NDJSON.")
    ] = False,
    wait: Annotated[
        bool,
        typer.Option(
            "--wait/--no-wait", help="Keep running until delegated workers have reported."
        ),
    ] = False,
    timeout: Annotated[
        float, typer.Option("--timeout", min=0.1, help="Seconds to wait at most.")
    ] = 120.0,
    yes: Annotated[
        bool,
        typer.Option(
            "--yes",
            help="Approve risky tools (writing files, running commands) for this run. Without "
            "it a terminal asks y/N; with no terminal they are denied (exit code 4).",
        ),
    ] = False,
    voice_file: Annotated[
        Path | None,
        typer.Option("--voice-file", help="Transcribe this WAV file and send it as your words."),
    ] = None,
    speak: Annotated[
        bool, typer.Option("--speak", help="Speak the answer (with --speak-to: write).")
    ] = False,
    speak_to: Annotated[
        Path | None, typer.Option("--speak-to", help="Write the spoken answer here.")
    ] = None,
    embedded: Annotated[
        bool,
        typer.Option(
            "--embedded", help="Run the brain in this process, even when a resident one runs."
        ),
    ] = False,
) -> None:
    """Talk to Eddie once: prints Eddie's message, then its info block if any.

    Uses the resident brain of this home when one runs (`vance serve`), and starts one on
    demand when the setting brain.linger is above 0; --embedded never does.

    Eddie may use your files and shell here; risky calls need --yes, a y/N answer on the
    terminal, or are denied. Exit codes: 0 ok, 1 error (message on stderr), 2 bad usage,
    3 timed out waiting, 4 a risky tool call was denied (what, on stderr)."""
    if session and new:
        fail_usage("--session and --new exclude each other.")
    if voice_file is not None and text:
        fail_usage("Give either TEXT or --voice-file, not both.")
    spoken = False
    if voice_file is not None:
        text = _transcribe(voice_file)
        spoken = True
        err(f"(heard: {text})")
    if text is None:
        if sys.stdin is None or sys.stdin.isatty():
            fail_usage('Say something: vance chat "hello", or pipe text in.')
        raw = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
        if "\ufffd" in text and isinstance(raw, bytes) and b"\xef\xbf\xbd" not in raw:
            err("note: the input was not valid UTF-8; unreadable bytes became \ufffd")
    if not text.strip():
        fail_usage("There is nothing to send: the text is empty.")
    said: list[str] = []
    code = run(
        lambda: _chat(text, session, new, as_json, wait, timeout, yes, spoken, said, embedded)
    )
    if (speak or speak_to) and said:
        _speak(" ".join(said), speak_to)
    raise typer.Exit(code)


async def _chat(
    text: str,
    session_id: str | None,
    new: bool,
    as_json: bool,
    wait: bool,
    timeout: float,
    yes: bool,
    spoken: bool,
    said: list[str],
    embedded: bool,
) -> int:
    from brain import ChatAppended, frame_json

    client, resident = await open_client(embedded=embedded, auto_approve=yes, auto_start=True)
    code = 0
    try:
        session = await client.open_hub(session_id, new=new)
        errors: list[str] = []

        def on_frame(frame: Frame) -> None:
            nonlocal code
            if as_json:
                sys.stdout.write(frame_json(frame) + "\n")
                sys.stdout.flush()
            if not isinstance(frame, ChatAppended) or frame.message.role == "user":
                return
            message = frame.message
            if message.meta.kind == "error":
                errors.append(message.content)
                code = 1
            elif message.role == "assistant":
                said.append(message.content)
                if not as_json:
                    author = "" if message.author == "eddie" else f"[{message.author}] "
                    late = RETRIED_MARK if message.meta.retried else ""
                    print(author + late + safe_text(message.content), flush=True)
                    if message.info:
                        print("\n" + safe_text(message.info), flush=True)

        approvals = HeadlessApprovals(client, terminal=None if yes else stdin_terminal())
        client.subscribe(session.id, on_frame)
        client.subscribe(session.id, approvals.on_frame)
        try:
            async with asyncio.timeout(timeout):
                await client.turn(session.id, text, spoken=spoken, wait_workers=wait)
        except TimeoutError:
            err(timeout_note(timeout, session.id, resident=resident))
            return EXIT_TIMEOUT
        finally:
            await approvals.close()
            approvals.report()
        for message in errors:
            err(f"error: {message}")
        return code or (EXIT_DENIED if approvals.denied else 0)
    finally:
        await client.close()


def timeout_note(timeout: float, session_id: str, *, resident: bool) -> str:
    """What a headless turn that ran out of time tells, truthfully for each case."""
    if resident:
        return (
            f"timed out after {timeout:g} s; the resident brain keeps working on it. "
            f"Look later with: vance sessions show {session_id} (the answer), "
            "vance inbox list (reports of workers)."
        )
    return (
        f"timed out after {timeout:g} s; nothing runs once this command exits: the turn waits "
        "in the session until Vance runs again (start `vance serve` to keep work going). "
        f'Resume with: vance chat --session {session_id} "what\'s the status?"'
    )


def _transcribe(path: Path) -> str:
    if not path.is_file():
        fail(f"No such audio file: {path}")
    try:
        from voice.stt import Transcriber
    except ImportError as exc:
        fail(f"Voice input needs the voice extras: {exc}", "pip install 'vance[voice]'")
    from brain import UserFacingError, load_settings

    try:
        transcript = Transcriber(load_settings()).transcribe(path)
    except UserFacingError as exc:
        fail(exc.message, exc.hint)
    if not transcript.text.strip():
        fail("I heard no speech in that file.", "Check the recording (16 kHz mono WAV works best).")
    return transcript.text.strip()


def _speak(text: str, out: Path | None) -> None:
    try:
        from voice.speak import speak_text
    except ImportError as exc:
        fail(f"Speaking needs the voice extras: {exc}", "pip install 'vance[voice]'")
    from brain import UserFacingError, load_settings

    try:
        speak_text(text, load_settings(), out)
    except UserFacingError as exc:
        fail(exc.message, exc.hint)
