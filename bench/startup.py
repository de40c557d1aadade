"""Cold start of the terminal app: command start → first painted frame (target ≤ 0.5 s).

Runs ``vance`` (the installed entry point, the real embedded brain) in a detached tmux pane
of 120×40 and polls ``tmux capture-pane -p`` until the app's first frame is on screen
(the composer's border title). Textual draws on stderr and nothing is redirected. The clock
starts right before ``tmux new-session`` asks for the process, with the tmux server already
running, so it covers: interpreter start, imports, the first compose and paint. It also
reports when the brain is connected ("connected" in the activity strip), which happens after
the first paint, in the background.

Each run uses a fresh ``VANCE_HOME`` (a new database, bootstrap included).

    .venv/bin/python bench/startup.py [--runs 7] [--command "vance"]
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FIRST_FRAME = "message · /help"  # the composer's border: the layout is painted
CONNECTED = ("connected", "loading the model", "model ready", "not connected")
SESSION = "vance-bench-startup"
POLL = 0.002


def _tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def one_run(command: str, env: dict[str, str], timeout: float = 20.0) -> tuple[float, float]:
    """(seconds to the first frame, seconds to the brain being connected)."""
    env_prefix = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
    first = connected = float("nan")
    start = time.perf_counter()
    subprocess.run(
        [
            "tmux",
            "new-session",
            "-d",
            "-s",
            SESSION,
            "-x",
            "120",
            "-y",
            "40",
            f"env {env_prefix} {command}",
        ],
        check=True,
    )
    try:
        while time.perf_counter() - start < timeout:
            screen = _tmux("capture-pane", "-p", "-t", SESSION)
            now = time.perf_counter() - start
            if first != first and FIRST_FRAME in screen:
                first = now
            if first == first and any(w in screen for w in CONNECTED):
                connected = now
                break
            time.sleep(POLL)
    finally:
        _tmux("send-keys", "-t", SESSION, "C-q")
        time.sleep(0.3)
        _tmux("kill-session", "-t", SESSION)
    return first, connected


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--command", default=None, help="what to start (default: the vance entry point)"
    )
    args = parser.parse_args()
    if shutil.which("tmux") is None:
        print("tmux is needed: apt-get install tmux", file=sys.stderr)
        return 2
    command = args.command or str(Path(sys.executable).with_name("vance"))
    # a tmux server that is already up, so its own start is not measured
    _tmux("new-session", "-d", "-s", "vance-bench-keepalive", "sleep 600")
    firsts: list[float] = []
    connects: list[float] = []
    try:
        for run in range(args.runs):
            with tempfile.TemporaryDirectory(prefix="vance-bench-") as home:
                env = {
                    "VANCE_HOME": home,
                    "TERM": os.environ.get("TERM", "xterm-256color"),
                    "PATH": os.environ.get("PATH", ""),
                    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
                }
                first, connected = one_run(command, env)
            firsts.append(first)
            connects.append(connected)
            print(
                f"run {run + 1}: first frame {first * 1000:6.0f} ms · brain connected "
                f"{connected * 1000:6.0f} ms"
            )
    finally:
        _tmux("kill-session", "-t", "vance-bench-keepalive")
    median = statistics.median(firsts)
    print(
        f"median first frame: {median * 1000:.0f} ms (target ≤ 500 ms) · "
        f"median connected: {statistics.median(connects) * 1000:.0f} ms · runs: {args.runs}"
    )
    return 0 if median <= 0.5 else 1


if __name__ == "__main__":
    raise SystemExit(main())
