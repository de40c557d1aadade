"""Start overhead of the work_exec_run sandbox over an unsandboxed run of the same command.

Runs ``/bin/true`` (and ``python -c pass``) N times each way as an asyncio subprocess (the
sandboxed one through the launcher with the argv ``work_exec_run`` builds) and prints median
and p95 wall time from start to exit, and the difference (target ≤ 30 ms). The exit is awaited
directly, not through ``Command``'s polling, so the numbers are not quantised.

    .venv/bin/python bench/sandbox.py [RUNS]
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


async def _timed(argv: list[str], env: dict[str, str], cwd: Path, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        proc = await asyncio.create_subprocess_exec(
            *argv,
            cwd=cwd,
            env=env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
            start_new_session=True,
        )
        code = await proc.wait()
        times.append((time.perf_counter() - began) * 1000)
        if code != 0:
            raise SystemExit(f"{argv[:4]} failed with exit code {code}")
    return times


def _line(label: str, times: list[float]) -> str:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    return f"  {label:<28} median {statistics.median(times):6.1f} ms   p95 {p95:6.1f} ms"


async def main(runs: int) -> None:
    from brain.sandbox import runner
    from brain.sandbox.policy import sandbox_env

    support = runner.support()
    home = Path(tempfile.mkdtemp(prefix="vance-bench-"))
    state, workspace = home / "data", home / "data" / "workspaces" / "bench"
    workspace.mkdir(parents=True)
    env = sandbox_env(os.environ, workspace)
    policy = runner.SandboxPolicy(workspace=workspace, hide=(state,))
    print(f"sandbox: Landlock ABI {support.landlock_abi}, namespaces {support.namespaces}")
    for label, argv in (
        ("/bin/true", ["/bin/true"]),
        ("python -c pass", [sys.executable, "-c", "pass"]),
    ):
        launcher = runner.launcher_argv(
            argv, cwd=workspace, env=env, policy=policy, ns=support.namespaces
        )
        runner.harden_process()
        base = await _timed(argv, env, workspace, runs)
        sand = await _timed(launcher, env, workspace, runs)
        print(f"{label}:")
        print(_line("unsandboxed", base))
        print(_line("sandboxed", sand))
        overhead = statistics.median(sand) - statistics.median(base)
        verdict = "OK" if overhead <= 30 else "over the 30 ms target"
        print(f"  overhead (median)            {overhead:6.1f} ms   {verdict}")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 30))
