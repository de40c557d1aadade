"""Rendering plan snapshots: the rich tree of ``vance plan show`` and the plan panel's
compact layout at the sizes of a 120x40 and an 80x24 terminal."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from brain.events.frames import PlanNode as FrameNode
from brain.planning.render import elapsed_text, panel_lines, rich_tree
from brain.planning.snapshot import to_frame
from brain.planning.tree import NodeKind, NodeStatus, PlanNode, PlanTree, Usage, finish, start


def printed(frame: FrameNode, width: int = 120) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False).print(rich_tree(frame))
    return out.getvalue()


def audit_tree() -> PlanTree:
    tree = PlanTree.new("Security audit")
    start(tree.root)
    scan = tree.add(tree.root.id, PlanNode(kind=NodeKind.PLAN, title="Scan"))
    start(scan)
    deps = tree.add(scan.id, PlanNode(kind=NodeKind.WORKER, title="Dependencies", engine="ford"))
    code = tree.add(scan.id, PlanNode(kind=NodeKind.WORKER, title="Code paths", engine="arthur"))
    tree.add(tree.root.id, PlanNode(kind=NodeKind.AGGREGATE, title="Fix plan"))
    start(deps)
    deps.usage = Usage(tokens_in=9000, tokens_out=3000, llm_calls=3, elapsed_ms=4200)
    deps.budget_allowed, deps.budget_used = 30_000, 12_000
    finish(deps, result="ok")
    start(code)
    code.usage = Usage(tokens_in=2000, tokens_out=500, llm_calls=1, elapsed_ms=65_000)
    return tree


def test_plan_show_prints_every_node_with_engine_tokens_elapsed_and_budget() -> None:
    text = printed(to_frame(audit_tree()))
    lines = text.splitlines()
    assert lines[0].startswith("◐ Security audit") and "14.5k tok" in lines[0]
    deps = next(line for line in lines if "Dependencies" in line)
    assert "✓" in deps and "ford · 12.0k tok · 4.2s · 12.0k/30.0k" in deps
    code = next(line for line in lines if "Code paths" in line)
    assert "◐" in code and "arthur · 2.5k tok · 1m05s" in code
    assert "○ Fix plan" in text
    assert text.index("Scan") < text.index("Dependencies") < text.index("Fix plan")


def test_a_failed_node_shows_its_reason() -> None:
    tree = audit_tree()
    code = next(n for n in tree.walk() if n.title == "Code paths")
    finish(code, error="the repository could not be read")
    assert "✗ Code paths" in printed(to_frame(tree))
    assert "the repository could not be read" in printed(to_frame(tree))


@pytest.mark.parametrize(
    ("ms", "text"), [(850, "850ms"), (3400, "3.4s"), (125_000, "2m05s"), (3_720_000, "1h02m")]
)
def test_elapsed_is_short(ms: float, text: str) -> None:
    assert elapsed_text(ms) == text


def test_a_small_plan_shows_every_node() -> None:
    lines = panel_lines(to_frame(audit_tree()), rows=20, width=60)
    assert [line.text for line in lines] == [
        "◐ Security audit  14.5k tok · 1m09s",
        "  ◐ Scan  14.5k tok · 1m09s",
        "    ✓ Dependencies  ford · 12.0k tok · 4.2s · 12.0k/30.0k",
        "    ◐ Code paths  arthur · 2.5k tok · 1m05s",
        "  ○ Fix plan",
    ]
    assert [line.status for line in lines] == ["running", "running", "done", "running", "pending"]


def test_narrow_panels_drop_columns_before_the_title() -> None:
    lines = panel_lines(to_frame(audit_tree()), rows=20, width=36)
    assert lines[2].text == "    ✓ Dependencies  12.0k tok · 4.2s"
    assert all(len(line.text) <= 36 for line in lines)


def big_tree(sections: int = 10, per_section: int = 19) -> tuple[PlanTree, PlanNode]:
    """~200 nodes: sections of workers; the first sections done, one worker running deep
    in section 6."""
    tree = PlanTree.new("Compare the vendors and write the report")
    start(tree.root)
    running: PlanNode | None = None
    for s in range(sections):
        section = tree.add(tree.root.id, PlanNode(kind=NodeKind.PLAN, title=f"Section {s}"))
        start(section)
        for w in range(per_section):
            node = tree.add(
                section.id,
                PlanNode(kind=NodeKind.WORKER, title=f"Research item {s}.{w}", engine="ford"),
            )
            node.usage = Usage(tokens_in=1000, tokens_out=200, llm_calls=1, elapsed_ms=900)
            if s < 6 or (s == 6 and w < 12):
                start(node)
                finish(node, result="ok")
            elif s == 6 and w == 12:
                start(node)
                running = node
        if s < 6:
            section.status = NodeStatus.DONE
        elif s > 6:
            section.status = NodeStatus.PENDING  # planned ahead, not started
    assert running is not None
    return tree, running


@pytest.mark.parametrize(("rows", "width"), [(36, 44), (20, 30)])  # 120x40, 80x24 panels
def test_the_running_path_stays_visible_and_finished_parts_fold(rows: int, width: int) -> None:
    tree, running = big_tree()
    frame = to_frame(tree)
    assert len(tree.nodes) == 201
    lines = panel_lines(frame, rows=rows, width=width)
    assert len(lines) <= rows
    assert all(len(line.text) <= width for line in lines)
    ids = [line.node_id for line in lines]
    for node in tree.path(running.id):  # root → section 6 → the running worker
        assert node.id in ids
    # finished sections are folded into one line each, with the count of what they hide
    folded = [line for line in lines if line.status == "done" and line.hidden]
    assert folded and all("(+19)" in line.text for line in folded)
    # nothing is silently dropped: shown + folded + "… N more" account for every node
    assert sum(1 for line in lines if line.node_id) + sum(line.hidden for line in lines) == 201
    # the running line keeps its usage column when there is room
    mine = next(line for line in lines if line.node_id == running.id)
    assert mine.status == "running" and "◐" in mine.text
    if width >= 40:
        assert "1.2k tok" in mine.text


def test_more_lines_sit_where_nodes_were_left_out() -> None:
    tree, running = big_tree()
    lines = panel_lines(to_frame(tree), rows=12, width=40)
    assert len(lines) == 12
    more = [line for line in lines if line.node_id is None]
    assert more and all("more" in line.text for line in more)
    assert running.id in [line.node_id for line in lines]


def test_zero_rows_or_width_render_nothing() -> None:
    frame = to_frame(audit_tree())
    assert panel_lines(frame, 0, 80) == [] and panel_lines(frame, 10, 0) == []
