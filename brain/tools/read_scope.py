"""Which reads of the user's files may run without asking (``client_file_read/list``).

A pure policy: reads inside the folders the user granted (the current folder and
``client.read_roots``) are free; reads anywhere else ask first; credential stores (SSH and
cloud keys, ``.env`` files, credentials files, keyrings, browser profiles, password files,
Vance's own config …) are refused outright, even inside a granted folder and even with
``--yes``: what is in them must not reach a model provider. Paths are judged after resolving
symlinks and ``..``, so a link cannot smuggle a read past the check.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

# Relative to the home folder (glob patterns on the resolved path's parts).
HOME_SECRETS = (
    ".ssh",
    ".gnupg",
    ".aws",
    ".azure",
    ".kube",
    ".docker",
    ".netrc",
    ".pgpass",
    ".git-credentials",
    ".npmrc",
    ".pypirc",
    ".password-store",
    ".vault-token",
    ".mozilla",
    ".thunderbird",
    ".config/gcloud",
    ".config/gh",
    ".config/google-chrome",
    ".config/chromium",
    ".config/BraveSoftware",
    ".config/vivaldi",
    ".config/microsoft-edge",
    ".config/*/credentials*",
    ".config/*/*token*",
    ".local/share/keyrings",
    ".local/share/kwalletd",
    "Library/Keychains",
    "Library/Application Support/Google/Chrome",
    "Library/Application Support/Firefox",
)
SYSTEM_SECRETS = (
    "/etc/shadow",
    "/etc/gshadow",
    "/etc/shadow-",
    "/etc/gshadow-",
    "/etc/sudoers",
    "/etc/sudoers.d",
    "/etc/ssh/ssh_host_*_key",
    "/root",
    "/var/lib/sss",
)
SECRET_NAMES = (
    "id_rsa*",
    "id_ed25519*",
    "id_ecdsa*",
    "id_dsa*",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    ".env",
    ".env.*",
    "*.env",
    "credentials",
    "credentials.json",
    "credentials.yaml",
    "credentials.yml",
    "credentials.toml",
    "credentials.db",
    ".credentials",
    ".git-credentials",
)

Verdict = Literal["free", "ask", "refuse"]


@dataclass(frozen=True)
class ReadDecision:
    verdict: Verdict
    reason: str  # shown in the approval prompt, or the refusal

    @property
    def ask(self) -> bool:
        return self.verdict == "ask"

    @property
    def refused(self) -> bool:
        return self.verdict == "refuse"


def _matches(path: Path, base: Path, patterns: Sequence[str]) -> bool:
    for pattern in patterns:
        depth = len(Path(pattern).parts)
        if not path.is_relative_to(base):
            continue
        head = Path(*path.relative_to(base).parts[:depth]) if path != base else Path()
        if head.parts and fnmatch.fnmatch(str(head), pattern):
            return True
    return False


def _under(path: Path, pattern: str) -> bool:
    return fnmatch.fnmatch(str(path), pattern) or any(
        fnmatch.fnmatch(str(parent), pattern) for parent in path.parents
    )


def is_credential_store(path: Path, home: Path) -> bool:
    """``path`` (resolved) is, or is inside, a known credential store."""
    if _matches(path, home, HOME_SECRETS):
        return True
    if any(fnmatch.fnmatch(path.name, name) for name in SECRET_NAMES):
        return True
    system = [p for p in SYSTEM_SECRETS if not (p == "/root" and home == Path("/root"))]
    return any(_under(path, pattern) for pattern in system)


def read_decision(
    path: Path, *, roots: Sequence[Path], home: Path, secret: Sequence[Path] = ()
) -> ReadDecision:
    """Whether reading ``path`` is free, asks the user first, or is refused, and why.
    ``secret``: more folders never touched (Vance's own config, database and logs)."""
    resolved = path.expanduser().resolve()
    if any(resolved.is_relative_to(folder.expanduser().resolve()) for folder in secret):
        return ReadDecision("refuse", f"{resolved} is Vance's own state (config, keys, database)")
    if is_credential_store(resolved, home.resolve()):
        return ReadDecision("refuse", f"{resolved} holds credentials or keys")
    if any(resolved.is_relative_to(root.expanduser().resolve()) for root in roots):
        return ReadDecision("free", "inside a folder you granted")
    return ReadDecision("ask", f"{resolved} is outside the folders you granted")
