"""Planned work: the marvin task tree, vogon procedures, token budgets, and their rendering.

Pure logic (no Brain, no model calls): the engines build on these modules.

- :mod:`brain.planning.tree`: the task tree, scheduling, usage roll-up, crash recovery.
- :mod:`brain.planning.snapshot`: tree → ``plan`` progress frame and back (``NodeMeta``).
- :mod:`brain.planning.budget`: token budgets with a hard cap, carving, the decision at the cap.
- :mod:`brain.planning.procedure`: vogon procedures (YAML through the document cascade).
- :mod:`brain.planning.phases`: the vogon phase state machine;
  :mod:`brain.planning.phase_progress`: its PHASE_DONE pings and plan snapshot.
- :mod:`brain.planning.render`: the rich tree for ``vance plan show`` and the plan-panel layout.
- :mod:`brain.store.plans`: persistence of the tree.
"""
