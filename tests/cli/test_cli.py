"""The ``vance`` command line, run in-process with typer's CliRunner (``VANCE_HOME`` in tmp)."""

from __future__ import annotations

import asyncio
import json
import logging
import tomllib
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from brain.store.migrations import MIGRATIONS
from vance_tui.cli import app

runner = CliRunner()


def vance(*args: str, code: int = 0):
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, (result.exit_code, result.output, result.exception)
    if code != 2:  # usage errors come from click, everything else must be ours
        assert result.exception is None or isinstance(result.exception, SystemExit), (
            result.exception
        )
    assert "Traceback" not in result.output
    return result


@pytest.fixture
def config_dir(vance_home: Path) -> Path:
    return vance_home / "config"


@pytest.fixture(autouse=True)
def user_ann(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VANCE_USER", "ann")


def test_help_lists_the_commands() -> None:
    out = vance("--help").stdout
    for command in ("doctor", "config", "projects", "sessions"):
        assert command in out
    assert "create" in vance("projects", "--help").stdout
    assert "set" in vance("config", "--help").stdout


def test_bad_usage_exits_2() -> None:
    vance("projects", "create", code=2)
    result = vance("--session", "s-1", "--new", code=2)
    assert "exclude each other" in result.stderr


# --- doctor ----------------------------------------------------------------------------------


def test_doctor_json_reports_data_folder_and_database(vance_home: Path) -> None:
    vance("projects", "create", "garden")  # a home in use (a new one: test_read_only.py)
    result = runner.invoke(app, ["doctor", "--json"])
    checks = {c["name"]: c for c in json.loads(result.stdout)}
    assert {"data folder", "config", "database"} <= checks.keys()
    assert (
        checks["data folder"]["ok"] and str(vance_home / "data") in checks["data folder"]["detail"]
    )
    assert "writable" in checks["data folder"]["detail"]
    database = checks["database"]
    assert database["ok"]
    assert str(vance_home / "data" / "vance.db") in database["detail"]
    assert f"schema {len(MIGRATIONS)}" in database["detail"]
    assert any(name.startswith("model") for name in checks)
    for check in checks.values():
        assert set(check) >= {"name", "ok", "detail", "fix", "optional"}
        if not check["ok"]:
            assert check["fix"], f"{check['name']} fails without a fix"
    blocking = [c for c in checks.values() if not c["ok"] and not c["optional"]]
    assert result.exit_code == (1 if blocking else 0)


def test_doctor_text_has_one_line_per_check_with_fixes() -> None:
    vance("projects", "create", "garden")
    result = runner.invoke(app, ["doctor"])
    assert "Traceback" not in result.output
    lines = result.stdout.splitlines()
    assert any(line.startswith("[ok  ] data folder:") for line in lines)
    assert any(line.startswith("[ok  ] database:") and "schema" in line for line in lines)
    for index, line in enumerate(lines):
        if line.startswith(("[FAIL]", "[warn]")):
            assert lines[index + 1].strip().startswith("fix:"), line


def test_doctor_reports_a_corrupt_config_with_the_fix(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "config.toml").write_text("llm = [\n")
    result = vance("doctor", "--json", code=1)
    checks = {c["name"]: c for c in json.loads(result.stdout)}
    assert not checks["config"]["ok"]
    assert "config.toml" in checks["config"]["detail"] and checks["config"]["fix"]


def test_doctor_reports_a_damaged_database_with_the_fix(vance_home: Path) -> None:
    db = vance_home / "data" / "vance.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"definitely not sqlite " * 100)
    result = vance("doctor", "--json", code=1)
    database = {c["name"]: c for c in json.loads(result.stdout)}["database"]
    assert not database["ok"] and "not a database" in database["detail"]
    assert "move it aside" in database["fix"]


# --- config ----------------------------------------------------------------------------------


def test_config_path_puts_everything_under_vance_home(vance_home: Path) -> None:
    out = vance("config", "path").stdout
    lines = dict(line.split(":", 1) for line in out.splitlines())
    assert set(lines) == {"config", "data", "db", "logs"}
    for value in lines.values():
        assert Path(value.strip()).is_relative_to(vance_home)


def test_vance_home_moves_all_state(
    vance_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "elsewhere"
    for var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(elsewhere / var.lower()))
    vance("config", "set", "llm.timeout", "5")
    vance("projects", "create", "garden")
    vance("sessions", "list")
    assert (vance_home / "config" / "config.toml").is_file()
    assert (vance_home / "data" / "vance.db").is_file()
    logging.getLogger("brain").warning("a record")  # the log file is made by the first one
    assert "a record" in (vance_home / "logs" / "vance.log").read_text()
    assert not elsewhere.exists()


def test_config_show_lists_defaults() -> None:
    data = json.loads(vance("config", "show", "--json").stdout)
    assert data["llm"]["timeout"] == 60.0
    assert data["model"] is None
    text = vance("config", "show").stdout
    assert "llm.timeout = 60.0" in text and "# config file:" in text


def test_config_set_writes_toml_and_show_reads_it(config_dir: Path) -> None:
    out = vance("config", "set", "llm.timeout", "12.5").stdout
    assert "llm.timeout = 12.5" in out
    vance("config", "set", "model", "openai/gpt-4o-mini")
    vance("config", "set", "voice.output", "true")
    written = tomllib.loads((config_dir / "config.toml").read_text())
    assert written == {
        "llm": {"timeout": 12.5},
        "model": "openai/gpt-4o-mini",
        "voice": {"output": True},
    }
    data = json.loads(vance("config", "show", "--json").stdout)
    assert (data["llm"]["timeout"], data["model"], data["voice"]["output"]) == (
        12.5,
        "openai/gpt-4o-mini",
        True,
    )
    vance("config", "set", "model", "null")  # null removes the key
    assert "model" not in tomllib.loads((config_dir / "config.toml").read_text())


def test_a_yaml_config_file_is_honoured_and_kept_yaml(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "config.yaml").write_text("llm:\n  timeout: 9\n")
    assert json.loads(vance("config", "show", "--json").stdout)["llm"]["timeout"] == 9.0
    assert "config.yaml" in vance("config", "path").stdout
    vance("config", "set", "llm.num_retries", "3")
    assert yaml.safe_load((config_dir / "config.yaml").read_text()) == {
        "llm": {"timeout": 9, "num_retries": 3}
    }
    assert not (config_dir / "config.toml").exists()


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("llm.timeout", "-1", "Invalid value for llm.timeout"),
        ("llm.timeout", "soon", "Invalid value for llm.timeout"),
        ("llm.num_retries", "99", "Invalid value for llm.num_retries"),
        ("no.such.key", "1", "Unknown setting"),
    ],
)
def test_an_invalid_value_exits_1_and_leaves_the_file_unchanged(
    config_dir: Path, key: str, value: str, message: str
) -> None:
    vance("config", "set", "llm.timeout", "5")
    before = (config_dir / "config.toml").read_bytes()
    result = vance("config", "set", key, "--", value, code=1)
    assert message in result.stderr
    assert (config_dir / "config.toml").read_bytes() == before


def test_an_environment_override_does_not_let_a_bad_value_into_the_file(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VANCE_LLM__TIMEOUT", "7")
    vance("config", "set", "llm.timeout", "--", "-1", code=1)
    assert not (config_dir / "config.toml").exists()


def test_the_environment_beats_the_file(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    vance("config", "set", "llm.timeout", "5")
    vance("config", "set", "llm.num_retries", "3")
    monkeypatch.setenv("VANCE_LLM__TIMEOUT", "7")
    data = json.loads(vance("config", "show", "--json").stdout)
    assert data["llm"]["timeout"] == 7.0  # from the environment
    assert data["llm"]["num_retries"] == 3  # the rest of the file still applies


def test_a_bad_environment_value_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VANCE_LLM__TIMEOUT", "soon")
    result = vance("config", "show", code=1)
    assert "Invalid setting llm.timeout" in result.stderr
    assert "VANCE_" in result.stderr


@pytest.mark.parametrize(
    ("name", "content"),
    [("config.toml", "llm = [\n"), ("config.yaml", "llm: [unclosed\n"), ("config.toml", "3")],
)
@pytest.mark.parametrize(
    "command", [("config", "show"), ("config", "set", "llm.timeout", "5"), ("projects", "list")]
)
def test_a_corrupt_config_file_is_a_clear_message(
    config_dir: Path, name: str, content: str, command: tuple[str, ...]
) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / name).write_text(content)
    result = vance(*command, code=1)
    assert "config file" in result.stderr and name in result.stderr
    assert result.stderr.startswith("error: ")
    assert "hint: " in result.stderr
    assert (config_dir / name).read_text() == content


# --- projects and sessions -------------------------------------------------------------------


def test_projects_create_list_archive() -> None:
    assert "No projects yet" in vance("projects", "list").stdout
    assert vance("projects", "create", "Garden Planner", "--title", "My garden").stdout == (
        "created project garden_planner\n"
    )
    vance("projects", "create", "kitchen")
    listed = vance("projects", "list").stdout
    assert "garden_planner" in listed and "My garden" in listed and "kitchen" in listed
    assert "_user_ann" not in listed  # SYSTEM projects stay hidden

    assert "archived project kitchen" in vance("projects", "archive", "kitchen").stdout
    assert "kitchen" not in vance("projects", "list").stdout
    archived = json.loads(vance("projects", "list", "--archived", "--json").stdout)
    assert {p["name"]: p["status"] for p in archived} == {
        "garden_planner": "active",
        "kitchen": "archived",
    }


def test_a_duplicate_project_is_a_clear_message() -> None:
    vance("projects", "create", "garden")
    result = vance("projects", "create", "Garden", code=1)
    assert result.stderr == "error: A project named 'garden' already exists.\n"
    assert result.stdout == ""


def test_archiving_the_system_project_exits_1_with_a_message() -> None:
    result = vance("projects", "archive", "_user_ann", code=1)
    assert "SYSTEM project" in result.stderr and "cannot be archived" in result.stderr
    result = vance("projects", "archive", "nothing", code=1)
    assert "No project named 'nothing'" in result.stderr


def test_an_invalid_project_name_is_a_clear_message() -> None:
    result = vance("projects", "create", "a/b", code=1)
    assert "not a valid project name" in result.stderr and "hint:" in result.stderr


def test_sessions_list(paths) -> None:
    assert "No sessions yet" in vance("sessions", "list").stdout

    async def open_one() -> str:
        from brain.client import Client

        client = await Client.start(paths=paths)
        try:
            return (await client.open_hub()).id
        finally:
            await client.close()

    session_id = asyncio.run(open_one())
    line = vance("sessions", "list").stdout.strip()
    assert line.startswith(session_id)
    assert "hub" in line and "eddie" in line and "suspended" in line
    (data,) = json.loads(vance("sessions", "list", "--json").stdout)
    assert (data["id"], data["kind"], data["status"]) == (session_id, "hub", "suspended")
