"""`vance serve --install/--uninstall`: a systemd user unit in a temp HOME; systemctl recorded."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from brain.remote import service
from vance_tui.cli import app

runner = CliRunner()


class Recorder:
    def __init__(self, code: int = 0) -> None:
        self.calls: list[list[str]] = []
        self.code = code

    def __call__(self, args: list[str]) -> tuple[int, str]:
        self.calls.append(args)
        if args[0] == "is-enabled":
            return (self.code, "enabled")
        if args[0] == "is-active":
            return (self.code, "active")
        return (self.code, "" if self.code == 0 else "Failed to connect to bus")


@pytest.fixture
def systemctl(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Recorder:
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    recorder = Recorder()
    monkeypatch.setattr(service, "SYSTEMCTL", recorder)
    return recorder


def test_install_writes_a_unit_for_this_home_and_enables_it(
    systemctl: Recorder, tmp_path: Path, vance_home: Path
) -> None:
    done = runner.invoke(app, ["serve", "--install"])
    assert done.exit_code == 0, done.output
    [unit] = (tmp_path / "user" / ".config" / "systemd" / "user").iterdir()
    assert unit.name.startswith("vance-brain-") and unit.suffix == ".service"
    text = unit.read_text()
    assert f"ExecStart={Path(sys.executable).absolute()} -m brain.remote\n" in text
    assert f"Environment=VANCE_HOME={vance_home.resolve()}\n" in text
    assert f"EnvironmentFile=-{vance_home.resolve() / 'config' / 'service.env'}\n" in text
    assert "WantedBy=default.target" in text and "Restart=on-failure" in text
    assert systemctl.calls == [["daemon-reload"], ["enable", "--now", unit.name]]
    assert f"Wrote {unit}." in done.output and "starts at login" in done.output

    doctor = json.loads(runner.invoke(app, ["doctor", "--json"]).output)
    [check] = [c for c in doctor if c["name"] == "service"]
    assert check["ok"] and str(unit) in check["detail"] and "enabled, active" in check["detail"]

    systemctl.calls.clear()
    removed = runner.invoke(app, ["serve", "--uninstall"])
    assert removed.exit_code == 0 and f"removed {unit.name}" in removed.output
    assert systemctl.calls == [["disable", "--now", unit.name], ["daemon-reload"]]
    assert not unit.exists()
    again = runner.invoke(app, ["serve", "--uninstall"])
    assert again.exit_code == 1 and "No Vance service is installed" in again.output
    doctor = json.loads(runner.invoke(app, ["doctor", "--json"]).output)
    [check] = [c for c in doctor if c["name"] == "service"]
    assert not check["ok"] and check["fix"] == "vance serve --install"


def test_the_default_home_gets_the_plain_unit_name(monkeypatch: pytest.MonkeyPatch) -> None:
    assert service.unit_name({"HOME": "/home/ann"}) == "vance-brain.service"
    assert service.unit_dir({"HOME": "/home/ann"}) == Path("/home/ann/.config/systemd/user")
    assert service.unit_dir({"XDG_CONFIG_HOME": "/x"}) == Path("/x/systemd/user")


def test_without_a_user_bus_the_unit_is_written_and_the_next_step_said(
    systemctl: Recorder,
) -> None:
    systemctl.code = 1
    done = runner.invoke(app, ["serve", "--install"])
    assert done.exit_code == 1
    assert "`systemctl --user daemon-reload` failed: Failed to connect to bus." in done.output
    assert "Start it yourself: systemctl --user daemon-reload" in done.output
    assert service.unit_path().exists()


def test_install_and_status_exclude_each_other(systemctl: Recorder) -> None:
    done = runner.invoke(app, ["serve", "--install", "--status"])
    assert done.exit_code == 2 and systemctl.calls == []
