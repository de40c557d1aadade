"""The fast path: explicit hub commands answered by rules, before any model call.

Rules are data (``prompts/fastpath/rules.yaml``, overridable at ``fastpath/rules.yaml``
through the document cascade); this package compiles and matches them::

    fast = await FastPath.load(brain.documents)
    hit = fast.match("create a project called Garden Planner", language="en")
    # FastMatch(rule="project_create_en", category="project_create",
    #           tool="project_create", args={"name": "garden_planner"},
    #           action={"type": "answer", "message": "{result}"})
"""

from brain.fastpath.arith import UndefinedResult, format_number, safe_eval
from brain.fastpath.matcher import RULES_PATH, FastMatch, FastPath

__all__ = [
    "RULES_PATH",
    "FastMatch",
    "FastPath",
    "UndefinedResult",
    "format_number",
    "safe_eval",
]
