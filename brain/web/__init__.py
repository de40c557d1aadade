"""Reaching the web safely: public addresses only, pinned connections, readable text.

Modules (import them directly; this package imports nothing, so settings can use them):

- :mod:`brain.web.settings` — ``WebSettings`` (``[web]`` in the config file)
- :mod:`brain.web.addresses` — ``check_url``/``resolve_public``: SSRF checks
- :mod:`brain.web.fetch` — ``fetch``: pinned, redirect-checked, capped fetch → text
- :mod:`brain.web.search` — ``search``: SearXNG or ddgs backends
- :mod:`brain.web.policy` — ``ToolPolicy``/``PolicyGate``: rate limits and caches as data
"""
