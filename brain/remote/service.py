"""The resident brain as a systemd user service (``vance serve --install`` / ``--uninstall``).

The unit runs ``python -m brain.remote`` with the interpreter Vance runs under, starts at
login (``WantedBy=default.target``) and is restarted when it dies. The home is pinned with
``Environment=VANCE_HOME=…`` when one is set, so the unit serves the home it was installed
for; provider keys go into ``<config>/service.env`` (read when present), since a user service
does not see the login shell's variables. One unit per home: the default home's is
``vance-brain.service``, another home's carries a digest of its path.

``systemctl`` is injected (:data:`Systemctl`): tests record the calls instead of running it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from brain.config import Paths

Systemctl = Callable[[list[str]], tuple[int, str]]
"""Run ``systemctl --user ARGS…``; returns (exit code, output)."""


def run_systemctl(args: list[str]) -> tuple[int, str]:
    binary = shutil.which("systemctl")
    if binary is None:
        return 127, "systemctl not found"
    try:
        done = subprocess.run(
            [binary, "--user", *args], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return 1, str(exc)
    return done.returncode, (done.stdout + done.stderr).strip()


SYSTEMCTL: Systemctl = run_systemctl
"""What runs systemctl (tests replace it)."""


def unit_dir(env: dict[str, str] | None = None) -> Path:
    env = dict(os.environ) if env is None else env
    base = env.get("XDG_CONFIG_HOME") or str(Path(env.get("HOME") or Path.home()) / ".config")
    return Path(base) / "systemd" / "user"


def unit_name(env: dict[str, str] | None = None) -> str:
    env = dict(os.environ) if env is None else env
    home = env.get("VANCE_HOME")
    if not home:
        return "vance-brain.service"
    digest = hashlib.sha256(os.fsencode(Path(home).expanduser().resolve())).hexdigest()[:8]
    return f"vance-brain-{digest}.service"


def unit_path(env: dict[str, str] | None = None) -> Path:
    return unit_dir(env) / unit_name(env)


def env_file(paths: Paths) -> Path:
    return paths.config_dir / "service.env"


def unit_text(paths: Paths, env: dict[str, str] | None = None) -> str:
    env = dict(os.environ) if env is None else env
    home = env.get("VANCE_HOME")
    pinned = f"Environment=VANCE_HOME={Path(home).expanduser().resolve()}\n" if home else ""
    python = Path(sys.executable).absolute()
    return (
        "# Written by `vance serve --install`; `vance serve --uninstall` removes it.\n"
        "[Unit]\n"
        f"Description=Vance resident brain ({paths.data_dir})\n"
        "After=network-online.target\n"
        "\n"
        "[Service]\n"
        "Type=simple\n"
        f"{pinned}"
        f"EnvironmentFile=-{env_file(paths)}\n"
        f"ExecStart={python} -m brain.remote\n"
        "Restart=on-failure\n"
        "RestartSec=5\n"
        "TimeoutStopSec=30\n"
        "\n"
        "[Install]\n"
        "WantedBy=default.target\n"
    )


@dataclass
class ServiceReport:
    unit: Path
    ok: bool
    lines: list[str] = field(default_factory=list)


def install(
    paths: Paths, *, systemctl: Systemctl | None = None, env: dict[str, str] | None = None
) -> ServiceReport:
    """Write the unit, reload systemd, enable and start it. ``ok`` is False when systemd
    could not be told (the unit is written all the same)."""
    systemctl = systemctl or SYSTEMCTL
    place = unit_path(env)
    place.parent.mkdir(parents=True, exist_ok=True)
    place.write_text(unit_text(paths, env), encoding="utf-8")
    report = ServiceReport(place, True, [f"Wrote {place}."])
    for args in (["daemon-reload"], ["enable", "--now", place.name]):
        code, output = systemctl(args)
        if code != 0:
            report.ok = False
            report.lines.append(
                f"`systemctl --user {' '.join(args)}` failed: {output or f'exit {code}'}."
            )
            report.lines.append(
                f"Start it yourself: systemctl --user daemon-reload && "
                f"systemctl --user enable --now {place.name}"
            )
            return report
    report.lines.append(f"Enabled and started {place.name}: the brain now starts at login.")
    report.lines.append(f"Provider keys for it go into {env_file(paths)} (NAME=value lines).")
    return report


def uninstall(
    paths: Paths, *, systemctl: Systemctl | None = None, env: dict[str, str] | None = None
) -> ServiceReport:
    """Stop and disable the unit, then delete it. Nothing installed: ``ok`` False."""
    systemctl = systemctl or SYSTEMCTL
    place = unit_path(env)
    if not place.exists():
        return ServiceReport(place, False, [f"No Vance service is installed ({place})."])
    report = ServiceReport(place, True)
    code, output = systemctl(["disable", "--now", place.name])
    if code != 0:
        report.lines.append(f"`systemctl --user disable --now {place.name}`: {output}.")
    place.unlink()
    systemctl(["daemon-reload"])
    report.lines.append(f"Stopped, disabled and removed {place.name}.")
    return report


def state(
    *, systemctl: Systemctl | None = None, env: dict[str, str] | None = None
) -> tuple[bool, str]:
    """(installed, what doctor says about the unit)."""
    systemctl = systemctl or SYSTEMCTL
    place = unit_path(env)
    if not place.exists():
        return False, "not installed (`vance serve --install` starts the brain at login)"
    code, enabled = systemctl(["is-enabled", place.name])
    _code, active = systemctl(["is-active", place.name])
    if code == 127:
        return True, f"{place} (systemctl not found: state unknown)"
    return True, f"{place} ({enabled or 'unknown'}, {active or 'unknown'})"
