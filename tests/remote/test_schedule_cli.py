"""`vance schedule` as real processes: against the resident brain and embedded."""

from __future__ import annotations

import json
from pathlib import Path

from tests.remote.test_serve_cli import DEMO, Served, home, served, vance

__all__ = ["home", "served"]  # fixtures


def test_schedule_commands_against_the_resident_brain(home: Path, served: Served) -> None:
    added = vance("schedule", "add", "0 8 * * 1-5", "brief me on my inbox", "--tz", "Europe/Berlin")
    assert added.stdout.startswith("Schedule #1 added: `0 8 * * 1-5` in Europe/Berlin; first run ")
    assert "The resident brain fires it." in added.stdout
    assert "schedules: 1 active, next #1 at " in vance("serve", "--status").stdout
    listed = json.loads(vance("schedule", "list", "--json").stdout)
    assert [(s["id"], s["cron"], s["paused"]) for s in listed] == [(1, "0 8 * * 1-5", False)]

    assert vance("schedule", "pause", "1").stdout == "Schedule #1 paused.\n"
    assert "paused" in vance("schedule", "list").stdout
    assert vance("schedule", "resume", "1").stdout.startswith("Schedule #1 resumed; next run ")

    started = vance("schedule", "run-now", "1").stdout
    assert "is running in the resident brain" in started and "vance inbox list" in started
    ran = json.loads(vance("schedule", "run-now", "1", "--wait", "--json").stdout)
    assert ran["status"] == "done" and ran["reason"] == "run-now"
    shown = vance("inbox", "show", str(ran["inbox_item_id"])).stdout
    assert DEMO in shown and "Schedule #1" in shown
    runs = vance("schedule", "show", "1").stdout
    assert f"run-now  done → inbox {ran['inbox_item_id']}" in runs

    bad = vance("schedule", "add", "every morning", "x", code=1)
    assert "not a cron expression of five fields" in bad.stderr
    assert vance("schedule", "remove", "1").stdout == "Schedule #1 removed.\n"
    missing = vance("schedule", "pause", "1", code=1)
    assert "No schedule #1." in missing.stderr


def test_every_other_week_through_the_resident_brain_and_embedded(
    home: Path, served: Served
) -> None:
    added = vance("schedule", "add", "0 19 * * 1", "bins out", "--every-weeks", "2", "--tz", "UTC")
    assert added.stdout.startswith("Schedule #1 added: `0 19 * * 1` every 2 weeks in UTC;")
    listed = json.loads(vance("schedule", "list", "--json").stdout)
    assert [(s["cron"], s["every_weeks"]) for s in listed] == [("0 19 * * 1", 2)]
    assert "every 2 weeks" in vance("schedule", "list", "--embedded").stdout
    bad = vance("schedule", "add", "0 19 * * 1", "x", "--every-weeks", "0", code=2)
    assert "--every-weeks" in bad.stderr


def test_run_now_without_a_resident_brain_runs_here_and_waits(home: Path) -> None:
    added = vance("schedule", "add", "30 7 * * *", "what's on today", "--tz", "UTC")
    assert "Schedules fire while a brain runs: `vance serve`" in added.stdout
    done = vance("schedule", "run-now", "1")
    assert "Schedule #1 ran (done); the result is in your inbox: `vance inbox show 1`." in (
        done.stdout
    )
    assert DEMO in vance("inbox", "show", "1").stdout


def test_inbox_sessions_and_projects_commands_attach_without_an_embedded_brain(
    home: Path, served: Served
) -> None:
    from tests.remote.test_serve_cli import _imported

    vance("chat", "hello there")
    for args in (("inbox", "list"), ("sessions", "list"), ("projects", "list")):
        done = vance(*args, PYTHONPROFILEIMPORTTIME="1")
        imported = _imported(done.stderr)
        assert "brain.remote.client" in imported and "brain.core" not in imported, args
    created = vance("projects", "create", "garden")
    assert "garden" in created.stdout
    sessions = json.loads(vance("sessions", "list", "--json").stdout)
    hub = next(s["id"] for s in sessions if s["kind"] == "hub")
    assert "you: hello there" in vance("sessions", "show", hub).stdout
    missing = vance("sessions", "show", "s-nope", code=1)
    assert "No session s-nope." in missing.stderr


def test_memory_and_user_settings_commands_go_through_the_resident_brain(
    home: Path, served: Served
) -> None:
    from tests.remote.test_serve_cli import _imported

    vance("chat", "my name is Zed and I live in Lyon")
    listed = vance("memory", "list", "--json", PYTHONPROFILEIMPORTTIME="1")
    imported = _imported(listed.stderr)
    assert "brain.remote.client" in imported and "brain.core" not in imported
    facts = {row["value"]: row["id"] for row in json.loads(listed.stdout)}
    assert {"Zed", "Lyon"} <= set(facts)
    shown = vance("memory", "show", str(facts["Lyon"])).stdout
    assert "my name is Zed and I live in Lyon" in shown  # the words it came from
    corrected = vance("memory", "correct", str(facts["Lyon"]), "Berlin").stdout
    assert "Berlin" in corrected and f"replaces #{facts['Lyon']}" in corrected
    new_id = int(corrected.split()[0].lstrip("#"))
    history = json.loads(vance("memory", "history", str(new_id), "--json").stdout)
    assert [row["value"] for row in history] == ["Lyon", "Berlin"]
    vance("memory", "forget", str(new_id))
    assert "Berlin" not in vance("memory", "list").stdout
    assert "Berlin" in vance("memory", "list", "--all").stdout  # kept for audit
    missing = vance("memory", "show", "999", code=1)
    assert "999" in missing.stderr

    done = vance("config", "set", "chat.language", "German", PYTHONPROFILEIMPORTTIME="1")
    assert "chat.language = de" in done.stdout
    assert "brain.core" not in _imported(done.stderr)
    bad = vance("config", "set", "chat.language", "klingon", code=1)
    assert "klingon" in bad.stderr.lower()
