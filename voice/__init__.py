"""Offline voice: audio I/O, speech-to-text, text-to-speech, speech policy.

Everything here is optional at run time: a missing library, device or model raises
:class:`brain.errors.VoiceUnavailable` (message + hint) and the rest of Vance works.
Heavy libraries (faster-whisper, piper, sounddevice, numpy) are imported lazily.

- :mod:`voice.policy` — what may be spoken (``speakable``, ``SpeechStream``); no deps.
- :mod:`voice.stt` — ``Transcriber`` (faster-whisper, lazy load-once model) → ``Transcript``.
- :mod:`voice.tts` — ``Synthesizer`` (piper; espeak-ng fallback), sentence-by-sentence chunks.
- :mod:`voice.speaker` — ``Speaker``: policy → synthesis → playback in a thread; ``stop()``.
- :mod:`voice.audio` — ``Recorder`` (16 kHz mono, level meter), ``Player`` (barge-in).
- :mod:`voice.devices` — sounddevice behind small interfaces; missing PortAudio/devices.
- :mod:`voice.vad` — Silero VAD: ``speech_spans``, ``trim_silence``, ``SpeechOnsetDetector``.
- :mod:`voice.ptt` — ``PushToTalk`` state machine shared by the TUI and ``vance listen``.
- :mod:`voice.speak` — ``speak_text(text, settings, out)``: say once (speaker or WAV).
- :mod:`voice.listen` — ``run_listen(turn, settings)``: the terminal push-to-talk loop.
- :mod:`voice.cli` — Typer ``app`` with ``say``, ``transcribe``, ``listen``.
- :mod:`voice.doctor` — ``checks(settings)`` for ``vance doctor``.
- :mod:`voice.locate` — where the model files are (``find_stt_model`` …), without importing.
"""
