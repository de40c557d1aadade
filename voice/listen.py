"""``vance listen``: a push-to-talk loop in a plain terminal.

Enter starts recording, Enter again stops it; the transcript goes to the hub as the user's
(spoken) message, and Eddie's answer is printed and spoken. Enter while Eddie speaks
interrupts him and starts a new recording. ``q`` + Enter (or Ctrl-D / Ctrl-C) quits.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, TextIO

from brain.errors import UserFacingError, VoiceUnavailable

from .ptt import (
    Heard,
    LevelChanged,
    NothingHeard,
    PttEvent,
    PttState,
    PushToTalk,
    RecorderLike,
    SpeakerLike,
    StateChanged,
    TranscriberLike,
    VoiceFailed,
)

if TYPE_CHECKING:
    from brain.config import Settings

# One hub turn: the user's text in, Eddie's speakable ``message`` out.
Turn = Callable[[str], Awaitable[str]]

METER_WIDTH = 20


async def stdin_lines() -> AsyncIterator[str]:
    """Lines from stdin, read by a daemon thread (so Ctrl-C never waits for Enter)."""
    loop = asyncio.get_running_loop()
    lines: asyncio.Queue[str | None] = asyncio.Queue()

    def read() -> None:
        for line in sys.stdin:
            loop.call_soon_threadsafe(lines.put_nowait, line.rstrip("\n"))
        loop.call_soon_threadsafe(lines.put_nowait, None)

    threading.Thread(target=read, name="vance-listen-stdin", daemon=True).start()
    while (line := await lines.get()) is not None:
        yield line


async def run_listen(
    turn: Turn,
    settings: Settings | None = None,
    *,
    lang: str = "en",
    lines: AsyncIterator[str] | None = None,
    recorder: RecorderLike | None = None,
    transcriber: TranscriberLike | None = None,
    speaker: SpeakerLike | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Run the loop until the user quits; returns the exit code (1 when voice cannot work).

    Every part can be injected (tests pass fakes); by default the microphone, whisper and the
    piper speaker are used. Without a speaker, answers are printed only.
    """
    out = out or sys.stdout
    err = err or sys.stderr

    def note(text: str) -> None:
        print(text, file=err, flush=True)

    try:
        recorder, transcriber = _defaults(settings, recorder, transcriber)
    except VoiceUnavailable as exc:
        note(f"error: {exc.message}")
        if exc.hint:
            note(exc.hint)
        return 1
    if speaker is None:
        speaker = _default_speaker(settings, lang, note)

    pending: asyncio.Queue[PttEvent] = asyncio.Queue()
    ptt = PushToTalk(
        recorder=recorder,
        transcriber=transcriber,
        speaker=speaker,
        language=lang,
        emit=pending.put_nowait,
    )
    tasks: set[asyncio.Task[None]] = set()

    async def answer(text: str) -> None:
        try:
            reply = await turn(text)
        except UserFacingError as exc:
            note(f"error: {exc.full_text()}")
            return
        print(f"eddie: {reply}", file=out, flush=True)
        await ptt.speak(reply, lang)

    def show(event: PttEvent) -> None:
        if isinstance(event, LevelChanged):
            bar = "█" * round(event.level * METER_WIDTH)
            err.write(f"\r● recording  {bar:<{METER_WIDTH}}  (Enter to stop)")
            err.flush()
        elif isinstance(event, StateChanged):
            _show_state(event.state, err)
        elif isinstance(event, Heard):
            print(f"you (spoken): {event.transcript.text}", file=out, flush=True)
        elif isinstance(event, NothingHeard):
            note("(heard nothing)")
        elif isinstance(event, VoiceFailed):
            note(f"error: {event.error.full_text()}")

    async def handle_events() -> None:
        while True:
            event = await pending.get()
            show(event)
            if isinstance(event, Heard):
                task = asyncio.create_task(answer(event.transcript.text))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
            pending.task_done()

    note("Press Enter to talk and Enter again to stop. q + Enter quits.")
    events = asyncio.create_task(handle_events())
    quit_now = False
    try:
        async for line in lines or stdin_lines():
            if line.strip().lower() in ("q", "quit", "exit"):
                quit_now = True
                break
            await ptt.press()
        if not quit_now:  # end of input (a script or a pipe): let the last answer finish
            await pending.join()
            await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        await ptt.close()
        for task in [*tasks, events]:
            task.cancel()
        await asyncio.gather(*tasks, events, return_exceptions=True)
        while not pending.empty():
            show(pending.get_nowait())
    return 0


def _show_state(state: PttState, err: TextIO) -> None:
    labels = {
        PttState.RECORDING: "● recording  (Enter to stop)",
        PttState.TRANSCRIBING: "… transcribing",
        PttState.SPEAKING: "♪ speaking  (Enter to interrupt and talk)",
        PttState.IDLE: "ready  (Enter to talk)",
    }
    err.write("\r\x1b[2K" + labels[state] + ("\n" if state is not PttState.RECORDING else ""))
    err.flush()


def _defaults(
    settings: Settings | None,
    recorder: RecorderLike | None,
    transcriber: TranscriberLike | None,
) -> tuple[RecorderLike, TranscriberLike]:
    from .audio import Recorder
    from .devices import default_device
    from .stt import Transcriber

    if recorder is None:
        default_device("input")  # fail now, with the fix, rather than on the first Enter
        recorder = Recorder()
    if transcriber is None:
        whisper = Transcriber(settings)
        whisper.model_path  # noqa: B018 - raises VoiceUnavailable when there is no model
        threading.Thread(target=whisper.load, name="vance-stt-load", daemon=True).start()
        transcriber = whisper
    return recorder, transcriber


def _default_speaker(
    settings: Settings | None, lang: str, note: Callable[[str], None]
) -> SpeakerLike | None:
    from .speaker import Speaker
    from .tts import Synthesizer

    speaker = Speaker(Synthesizer(settings), lang=lang)
    try:
        speaker.check(lang)
    except VoiceUnavailable as exc:
        note(f"note: answers are printed, not spoken: {exc.full_text()}")
        return None
    threading.Thread(
        target=speaker.synthesizer.load, args=(lang,), name="vance-tts-load", daemon=True
    ).start()
    return speaker
