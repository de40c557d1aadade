"""The user's memory and the knowledge shared between hub windows.

- :mod:`brain.memory.models`: facts with provenance, extraction results, peer events.
- :mod:`brain.memory.extract`: deterministic rules that find explicit facts in what the user says.
- :mod:`brain.memory.service`: remember, recall, list/search/show/correct/forget/history.
- :mod:`brain.memory.framing`: prompt blocks that frame stored text as untrusted data.
- :mod:`brain.memory.recap`: what the user's other windows did, as one or two sentences.
- :mod:`brain.memory.peers`: durable, deduplicated peer events between hub processes.
"""
