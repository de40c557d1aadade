"""Speak a text once, for scripts (``vance say``, ``vance chat --speak``): through the speech
policy, then to the speaker (blocking until done) or into a WAV file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from brain.errors import VoiceUnavailable

from .policy import speakable

if TYPE_CHECKING:
    from brain.config import Settings, VoiceSettings


def speak_text(
    text: str,
    settings: Settings | VoiceSettings | None = None,
    out: Path | None = None,
    lang: str = "en",
) -> str:
    """Say what of ``text`` may be spoken; returns a one-line description of what was done.

    With ``out`` a mono 16-bit WAV is written and no sound device is needed. Raises
    :class:`VoiceUnavailable` when nothing is speakable or a voice part is missing.
    Ctrl-C while playing stops the sound at once (and is raised again).
    """
    from .tts import Synthesizer

    spoken = speakable(text)
    if not spoken:
        raise VoiceUnavailable(
            "Nothing to say: the text has no speakable words (only code, links or markup).",
            hint="Give plain sentences.",
        )
    synthesizer = Synthesizer(settings)
    if out is not None:
        seconds = synthesizer.synthesize_wav(spoken, out, lang)
        return f"{out} ({seconds:.1f} s, {synthesizer.choose_voice(lang).describe()})"
    from .speaker import Speaker

    speaker = Speaker(synthesizer, lang=lang)
    voice = speaker.check(lang)
    utterance = speaker.say(spoken, lang)
    try:
        while not utterance.wait(0.1):
            pass
    except KeyboardInterrupt:
        speaker.stop()
        raise
    finally:
        speaker.close()
    if utterance.error is not None:
        raise utterance.error
    return f"spoken with {voice}"
