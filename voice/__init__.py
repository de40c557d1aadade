"""Offline voice: audio I/O, speech-to-text, text-to-speech, speech policy."""
