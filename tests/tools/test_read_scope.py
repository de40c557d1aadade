"""Read scoping of the user's files: granted folders are free, elsewhere asks, credential
stores are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from brain.tools.read_scope import read_decision

HOME = Path("/home/ada")
PROJECT = HOME / "code" / "garden"


@pytest.mark.parametrize(
    "path",
    [
        "/home/ada/.ssh/id_ed25519",
        "/home/ada/.ssh",
        "/home/ada/.aws/credentials",
        "/home/ada/.config/gcloud/application_default_credentials.json",
        "/home/ada/.config/someapp/credentials.json",
        "/home/ada/.config/gh/hosts.yml",
        "/home/ada/.local/share/keyrings/login.keyring",
        "/home/ada/.mozilla/firefox/abc.default/logins.json",
        "/home/ada/.config/google-chrome/Default/Login Data",
        "/home/ada/.netrc",
        "/home/ada/.docker/config.json",
        "/etc/shadow",
        "/etc/sudoers.d/ada",
        "/root/.bash_history",
        "/home/ada/code/garden/.env",  # inside a granted folder, still refused
        "/home/ada/code/garden/.env.production",
        "/home/ada/code/garden/deploy/server.pem",
        "/home/ada/code/garden/credentials.json",
        "/home/ada/.vance-config/config.toml",  # Vance's own config (API keys)
    ],
)
def test_credential_stores_are_refused(path: str) -> None:
    decision = read_decision(
        Path(path), roots=[PROJECT, HOME], home=HOME, secret=[HOME / ".vance-config"]
    )
    assert decision.refused and not decision.ask
    assert "credentials" in decision.reason or "Vance's own state" in decision.reason


@pytest.mark.parametrize(
    "path", ["/home/ada/code/garden/README.md", "/home/ada/code/garden/src/../notes.txt"]
)
def test_reads_inside_granted_folders_are_free(path: str) -> None:
    assert read_decision(Path(path), roots=[PROJECT], home=HOME).verdict == "free"


@pytest.mark.parametrize(
    "path", ["/etc/passwd", "/home/ada/code/garden/../../../../etc/passwd", "/home/ada/other.txt"]
)
def test_reads_outside_granted_folders_ask(path: str) -> None:
    decision = read_decision(Path(path), roots=[PROJECT], home=HOME)
    assert decision.ask and "outside the folders you granted" in decision.reason


def test_a_symlink_out_of_a_granted_folder_asks(tmp_path: Path) -> None:
    granted, secret = tmp_path / "granted", tmp_path / "home" / ".ssh"
    granted.mkdir()
    secret.mkdir(parents=True)
    (secret / "id_rsa").write_text("key")
    (granted / "innocent.txt").symlink_to(secret / "id_rsa")
    (granted / "plain.txt").write_text("hi")
    home = tmp_path / "home"
    assert read_decision(granted / "innocent.txt", roots=[granted], home=home).refused
    assert read_decision(granted / "plain.txt", roots=[granted], home=home).verdict == "free"
