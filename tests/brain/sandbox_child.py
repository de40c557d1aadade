"""A brain-like process for the reaping test (run as a script, killed with SIGKILL).

``python sandbox_child.py DATA_DIR WORKSPACE [ns|no-ns]``: starts ``sleep`` through the sandbox
the way ``work_exec_run`` does (recorded in the data folder's sandbox records), the command
writes its pid to ``WORKSPACE/pid``, and this process waits forever. ``no-ns`` uses the launcher's
fallback without namespaces, where a killed brain leaves the command running.
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import sys
from pathlib import Path

from brain.sandbox import registry, runner


async def main(data_dir: Path, workspace: Path, mode: str) -> None:
    if mode == "no-ns":
        found = runner.support()
        runner.support = lambda: dataclasses.replace(found, namespaces=False)  # type: ignore[assignment]
    command = await runner.start(
        ["/bin/sh", "-c", "echo $$ > pid.tmp && mv pid.tmp pid && exec sleep 300"],
        cwd=workspace,
        env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")},
        policy=runner.SandboxPolicy(workspace=workspace),
        runtime_dir=registry.records_dir(data_dir),
        stdout_limit=1000,
        stderr_limit=1000,
    )
    assert command.pid
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]))
