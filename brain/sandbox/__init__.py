"""The sandbox for workspace execution: Landlock write confinement, private namespaces (user,
mount, pid, network), an allow-listed environment, limits, and the whole tree killed.

Modules (import them directly; this package imports nothing so that settings can use the
policy without pulling in the tools):

- :mod:`brain.sandbox.policy` — ``SandboxSettings``, ``sandbox_env``, ``check_path_argument``
- :mod:`brain.sandbox.runner` — ``start``, ``support``, ``doctor_checks``, ``harden_process``
- :mod:`brain.sandbox.registry` — ``list_sandboxes``, ``reap_orphans`` (for a restart)
- :mod:`brain.sandbox._launch` — the launcher script itself (stdlib only)
"""
