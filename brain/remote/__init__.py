"""The resident brain: one brain per home serving clients over a Unix socket (issue 13).

``protocol`` is the wire format (docs/protocol.md), ``server`` serves an embedded client's
brain, ``client`` is the ``VanceClient`` implementation that talks to it, ``resident`` runs
``vance serve`` (lock, socket place, linger) and finds or starts a resident brain.
"""
